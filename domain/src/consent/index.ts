// Cookie consent (spec §4 Consent): the script records of the API.
export { ScriptRecord } from './contract';
