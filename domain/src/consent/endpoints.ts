// The consent calls of the API table (docs/architecture.md "One contract"); `api/endpoints.ts` collects them.
import { endpoint, NoParams, endpointTable } from '../shared';
import { ScriptsReply } from './contract';

export const consentEndpoints = endpointTable({
  scripts: endpoint({
    method: 'GET',
    path: '/api/v2/scripts',
    summary: 'Third-party script records with their cookie category and position.',
    tag: 'consent',
    read: true,
    auth: 'none',
    params: NoParams,
    body: null,
    reply: ScriptsReply,
    errors: [],
  }),
});
