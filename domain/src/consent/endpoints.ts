// The consent calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, contractTable } from '../shared';
import { ScriptsReply } from './contract';
import { consentRoutes } from './routes';

export const consentEndpoints = contractTable(consentRoutes, {
  scripts: {
    summary: 'Third-party script records with their cookie category and position.',
    tag: 'consent',
    params: NoParams,
    body: null,
    reply: ScriptsReply,
    errors: [],
  },
});
