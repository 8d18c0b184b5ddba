// The one contract with React Router's internals the server render keeps (docs/decisions/router-data-read-ahead.md):
// its stream transfer renders the data for the browser from `renderMeta.streamCache`, part by part, which
// `readHandoff` (app/server/render-document.ts) fills before the string render. This test renders React Router's
// own StreamTransfer, as installed, from such a cache: an upgrade that reads the data some other way fails here
// (the page would still be right, streamed, but every render would pay for it).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readHandoff } from '../app/server/render-document';

type Handoff = Pick<EntryContext, 'serverHandoffStream' | 'renderMeta'>;

interface StreamTransferProps {
  context: Handoff;
  identifier: number;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  textDecoder: TextDecoder;
  nonce?: string;
}

/** React Router's StreamTransfer, from the module of its build that declares it (not part of its public API). */
const loadStreamTransfer = async (): Promise<ComponentType<StreamTransferProps>> => {
  const dist = dirname(createRequire(import.meta.url).resolve('react-router'));
  const file = readdirSync(dist)
    .filter((name) => name.endsWith('.mjs'))
    .find((name) => readFileSync(join(dist, name), 'utf8').includes('function StreamTransfer('));
  expect(file, "React Router's build declares StreamTransfer").toBeDefined();
  const module = (await import(pathToFileURL(join(dist, file!)).href)) as {
    StreamTransfer?: ComponentType<StreamTransferProps>;
  };
  expect(module.StreamTransfer).toBeTypeOf('function');
  return module.StreamTransfer!;
};

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe("React Router's stream transfer", () => {
  it('renders every part from the cache readHandoff filled, in a string render, without suspending', async () => {
    const StreamTransfer = await loadStreamTransfer();
    const context: Handoff = {
      serverHandoffStream: streamOf('[{"_1":2},', '"café"]'),
      renderMeta: { didRenderScripts: true },
    };
    expect(await readHandoff(context)).toBe(true);
    // React Router takes a reader of its own, which finds the stream read: only the cache holds the data.
    const reader = context.serverHandoffStream!.getReader();
    const html = renderToString(
      <Suspense fallback="suspended">
        <StreamTransfer context={context} identifier={0} reader={reader} textDecoder={new TextDecoder()} nonce="n" />
      </Suspense>,
    );
    expect(html).not.toContain('suspended');
    expect(html.match(/streamController\.enqueue\(/g)).toHaveLength(2);
    expect(html).toContain('caf');
    expect(html).toContain('streamController.close()');
    expect(html).toContain('nonce="n"');
  });
});
