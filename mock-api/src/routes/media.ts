// GET /media/*: the images of the data set, drawn as SVG placeholders (see lib/svg.ts). Unknown ids still get
// an image labelled with the id, so a broken link never shows as a broken image.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { scriptFileIds, scriptFlag } from '@etalage/fixtures';
import { escapeXml, placeholderSvg } from '../lib/svg';
import { sessionOrDefault } from '../plugins/sessions';

const MEDIA_PATH =
  /^\/media\/(?:(products)\/([^/]+)\/(\d+)|(categories|posts|options|pages|payment|brands)\/([^/]+))\.svg$/;

const logoSvg = (name: string, size: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 4}" height="${size}" viewBox="0 0 ${size * 4} ${size}" role="img" aria-label="${escapeXml(name)}">` +
  `<rect width="100%" height="100%" rx="${size / 6}" fill="#1f3d36"/>` +
  `<text x="50%" y="54%" font-family="Georgia, serif" font-size="${size * 0.55}" fill="#f4efe6" text-anchor="middle" dominant-baseline="middle">${escapeXml(name)}</text></svg>`;

const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f3d36"/>' +
  '<text x="16" y="17" font-family="Georgia, serif" font-size="20" fill="#f4efe6" text-anchor="middle" dominant-baseline="middle">E</text></svg>';

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export const registerMedia = (app: FastifyInstance): void => {
  const send = (reply: FastifyReply, svg: string) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(svg);

  // The shop's name as the request's session has it configured (the storefront forwards the session cookie).
  app.get('/media/logo.svg', async (request, reply) =>
    send(reply, logoSvg(sessionOrDefault(app, request).appConfig.current.app.name, 48)),
  );
  app.get('/media/favicon.svg', async (_request, reply) => send(reply, faviconSvg));
  // The files of the script records that load one (fixtures/src/scripts.ts): each records that it ran.
  const scriptFiles = new Set(scriptFileIds(app.catalogue.dataset.scripts));
  app.get('/media/scripts/:file', async (request, reply) => {
    const id = (request.params as { file: string }).file.replace(/\.js$/, '');
    if (!scriptFiles.has(id)) return reply.code(404).send({ status: 'error', message: 'not_found' });
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(scriptFlag(id));
  });
  app.get('/media/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const match = MEDIA_PATH.exec(path);
    if (!match) return reply.code(404).send({ status: 'error', message: 'not_found' });
    const query = request.query as { size?: string };
    const size = typeof query.size === 'string' ? query.size : 'large';
    if (match[1]) {
      const id = safeDecode(match[2]!);
      const n = Number(match[3]);
      const label = app.catalogue.label('products', id) ?? id;
      return send(reply, placeholderSvg(`products/${id}/${n}`, label, size, n));
    }
    const kind = match[4]!;
    const id = safeDecode(match[5]!);
    const label = app.catalogue.label(kind, id) ?? id;
    return send(reply, placeholderSvg(`${kind}/${id}`, label, kind === 'payment' || kind === 'brands' ? 'icon' : size));
  });
};
