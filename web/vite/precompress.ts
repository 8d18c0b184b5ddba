// The build's files compressed once, when they are built (issue 8; docs/performance.md "The server"): each
// script, stylesheet and image of the browser's build gets a brotli (`.br`, quality 11) and a gzip (`.gz`,
// level 9) copy beside it, which the web server sends to a client that takes them (`express-static-gzip` in
// web/server.js). Compressing them as they stream cost the server up to 10 ms of CPU per answer for the
// framework chunk, on every request a cache in front did not take, and gave larger files (quality 4).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { inBrowser } from './client-build.ts';

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

/** What is worth compressing: text, at least 1 KB (the compression middleware's threshold). */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;
const FROM_BYTES = 1024;

export const precompress = (): Plugin => ({
  name: 'etalage:precompress',
  apply: 'build',
  applyToEnvironment: inBrowser,
  async writeBundle(options, bundle) {
    const dir = options.dir;
    if (!dir) return;
    await Promise.all(
      Object.values(bundle)
        .filter((output) => COMPRESSIBLE.test(output.fileName))
        .map(async (output) => {
          // What the bundler has just written, from memory.
          const content = output.type === 'chunk' ? output.code : output.source;
          const body = Buffer.from(content);
          if (body.length < FROM_BYTES) return;
          const path = join(dir, output.fileName);
          const [br, gz] = await Promise.all([
            brotliOf(body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipOf(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
    );
  },
});
