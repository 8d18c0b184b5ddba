// The catalogue calls of the API table (docs/architecture.md "One contract"); `api/endpoints.ts` collects them.
import { endpoint, NoParams, notFound } from '../shared';
import { ContentReply, ContentRequest, NavigationReply, NavigationRequest } from './contract';

export const catalogueEndpoints = {
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
} as const;
