// /api/public/*: content pages, navigation and products. Content answers are encoded once per distinct request
// and kept as bytes (the catalogue never changes), which is what makes the catalogue read fast.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@etalage/domain/api';
import { ContentReply } from '@etalage/domain/catalogue';
import { fail } from '../../lib/http-error';
import { LruCache } from '../../lib/lru';
import { contentFor, contentKey, navigation } from '../../services/content';
import { normalizeSlug } from '../../state/catalogue';
import { Encoded, encodeReply, type Handlers } from '../../plugins/contract';

export const publicHandlers = (
  app: FastifyInstance,
): Pick<Handlers, 'content' | 'navigation' | 'product' | 'routeRule'> => {
  const cache = new LruCache<string, Encoded>(500);
  return {
    content: ({ deps, body }) => {
      // Answers depend on the session's app config (default sort, price filter): its revision is in the key (0, the
      // seeded config, is shared by every session without an override).
      const key = `${deps.appConfig.revision} ${contentKey(body)}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const reply = contentFor(app.catalogue, body, deps.appConfig.current);
      if (!reply) throw fail(404, 'not_found');
      // Checked against the codec even in production: it happens once per distinct request.
      const encoded = new Encoded(
        Buffer.from(encodeReply(ContentReply, reply, true, `POST ${endpoints.content.path}`)),
      );
      cache.set(key, encoded);
      return encoded;
    },
    navigation: ({ body }) => ({ status: 'success', data: navigation(app.catalogue, body) }),
    // Spec §2 route rules: the redirect table's entry for an old path, trailing slashes and case as in the table.
    routeRule: ({ body }) => {
      const rule = app.catalogue.routeRules.get(normalizeSlug(body.path));
      if (!rule) throw fail(404, 'route_rule_not_found');
      return { status: 'success', data: rule };
    },
    product: ({ params }) => {
      const record = app.catalogue.products.get(params.id);
      if (!record) throw fail(404, 'not_found');
      return { status: 'success', data: record.product };
    },
  };
};
