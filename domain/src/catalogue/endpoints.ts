// The catalogue calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, notFound, contractTable } from '../shared';
import {
  ContentReply,
  ContentRequest,
  NavigationReply,
  NavigationRequest,
  RouteRuleReply,
  RouteRuleRequest,
} from './contract';
import { catalogueRoutes } from './routes';

export const catalogueEndpoints = contractTable(catalogueRoutes, {
  routeRule: {
    summary: 'The redirect table: where an old path now lives (a path of the site, or an absolute URL).',
    tag: 'catalogue',
    params: NoParams,
    body: RouteRuleRequest,
    reply: RouteRuleReply,
    errors: [notFound('the table has no rule for this path')],
  },
  content: {
    summary: 'A category, product list, content page, post list or post, with filters and pagination.',
    tag: 'catalogue',
    params: NoParams,
    body: ContentRequest,
    reply: ContentReply,
    errors: [notFound('no page has this slug')],
  },
  navigation: {
    summary: 'The category tree under parentId, expanded to currentId.',
    tag: 'catalogue',
    params: NoParams,
    body: NavigationRequest,
    reply: NavigationReply,
    errors: [],
  },
});
