// The catalogue calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type {
  ContentReply,
  ContentRequest,
  NavigationReply,
  NavigationRequest,
  RouteRuleReply,
  RouteRuleRequest,
} from './contract';
import { route, routeTable } from '../shared';

export const catalogueRoutes = routeTable({
  routeRule: route<{ body: typeof RouteRuleRequest; reply: typeof RouteRuleReply }>({
    method: 'POST',
    path: '/api/public/route-rules',
    read: true,
    auth: 'none',
  }),
  content: route<{ body: typeof ContentRequest; reply: typeof ContentReply }>({
    method: 'POST',
    path: '/api/public/content',
    read: true,
    auth: 'none',
  }),
  navigation: route<{ body: typeof NavigationRequest; reply: typeof NavigationReply }>({
    method: 'POST',
    path: '/api/public/navigation',
    read: true,
    auth: 'none',
  }),
});
