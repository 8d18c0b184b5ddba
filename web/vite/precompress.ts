// The build's files compressed once, when they are built (docs/performance.md "The server"): a brotli and a gzip
// copy beside each script, stylesheet and image, which web/server.js sends to a client that takes them, so no
// answer compresses them on the server's CPU, and at a higher level than a response could afford.
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
