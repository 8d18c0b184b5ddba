// The catalogue calls of the API table (docs/architecture.md "One contract"); `api/endpoints.ts` collects them.
import { endpoint, NoParams, notFound, endpointTable } from '../shared';
import {
  ContentReply,
  ContentRequest,
  NavigationReply,
  NavigationRequest,
  RouteRuleReply,
  RouteRuleRequest,
} from './contract';

export const catalogueEndpoints = endpointTable({
  routeRule: endpoint({
    method: 'POST',
    path: '/api/public/route-rules',
    summary: 'The redirect table: where an old path now lives (a path of the site, or an absolute URL).',
    tag: 'catalogue',
    read: true,
    auth: 'none',
    params: NoParams,
    body: RouteRuleRequest,
    reply: RouteRuleReply,
    errors: [notFound('the table has no rule for this path')],
  }),
  content: endpoint({
    method: 'POST',
    path: '/api/public/content',
    summary: 'A category, product list, content page, post list or post, with filters and pagination.',
    tag: 'catalogue',
    read: true,
    auth: 'none',
    params: NoParams,
    body: ContentRequest,
    reply: ContentReply,
    errors: [notFound('no page has this slug')],
  }),
  navigation: endpoint({
    method: 'POST',
    path: '/api/public/navigation',
    summary: 'The category tree under parentId, expanded to currentId.',
    tag: 'catalogue',
    read: true,
    auth: 'none',
    params: NoParams,
    body: NavigationRequest,
    reply: NavigationReply,
    errors: [],
  }),
});
