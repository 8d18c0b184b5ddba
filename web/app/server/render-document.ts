// The server render of a whole document (app/entry.server.tsx): to one string when nothing suspends, else
// streamed and awaited whole, the same document either way (docs/decisions/whole-document-render.md).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// The edge build streams: Node's build runs each render in an AsyncLocalStorage, whose first use turns on async
// hooks for the whole process, a cost on every later promise. Where it is no global, as in Node, this uses none.
import { renderToReadableStream } from 'react-dom/server.edge';
import type { EntryContext } from 'react-router';
import { STATE_MARK } from '../effector/serialize';
import { withAppCss } from '../styles/app-css.node';

export interface RenderedDocument {
  html: Buffer;
  /** A part failed inside a Suspense boundary (the browser renders it again): the page answers 500. */
  failed: boolean;
  /** How it was rendered: whole to a string, or streamed (something suspended). */
  via: 'string' | 'stream';
}

type Handoff = Pick<EntryContext, 'serverHandoffStream' | 'renderMeta'>;
type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

// The state's script element from the end of its start tag on, as the render writes it (EffectorState): `>` in
// text and attributes is escaped by React, and nothing after the element (React Router's scripts, whose data
// escapes `<`) can hold `</script>`, so the last such bytes are the element's.
const STATE_SLOT = Buffer.from(`>${STATE_MARK}</script>`);

/**
 * The document with the page's state (the scope's serialized values, escaped for a script element) in the
 * state's script element; unchanged when it has none. The state is much of a page's markup: written by React it
 * would make the render's string long enough for V8 to flatten it into fresh memory of its own on every page.
 */
export const withState = (doc: Buffer, json: string): Buffer => {
  const at = doc.lastIndexOf(STATE_SLOT);
  if (at < 0) return doc;
  const close = at + STATE_SLOT.length - '</script>'.length;
  return Buffer.concat([doc.subarray(0, at + 1), Buffer.from(json), doc.subarray(close)]);
};

/** React's mark of a Suspense boundary left to the browser (it suspended or failed in a string render). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Reads React Router's data for the browser (the loaders' data, turbo-stream encoded) whole, into the cache its
 * `StreamTransfer` reads, part by part as it would have read them, so the render finds every part there instead
 * of suspending on the stream. Answers false when there is no such stream or it is being read already.
 */
export async function readHandoff(context: Handoff): Promise<boolean> {
  const stream = context.serverHandoffStream;
  const meta = context.renderMeta;
  if (stream === undefined || meta === undefined || meta.streamCache !== undefined || stream.locked) return false;
  const cache: StreamCache = {};
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  for (let part = 0; ; part += 1) {
    const { done, value } = await reader.read();
    cache[part] = Object.assign(Promise.resolve(), {
      result: { done, value: decoder.decode(value, { stream: true }) },
    });
    if (done) break;
  }
  reader.releaseLock();
  meta.streamCache = cache;
  return true;
}

export interface RenderOptions {
  nonce?: string | undefined;
  timeoutMs: number;
  /** The page's state as escaped JSON (`serializeState`), asked for once every part has rendered. */
  state?: () => string;
}

export async function renderDocument(
  app: ReactNode,
  handoff: Handoff,
  options: RenderOptions,
): Promise<RenderedDocument> {
  if (await readHandoff(handoff)) {
    const html = Buffer.from(`<!DOCTYPE html>${renderToString(app)}`, 'utf8');
    if (html.indexOf(CLIENT_RENDERED_BOUNDARY) < 0) {
      return { html: finish(html, options), failed: false, via: 'string' };
    }
    // React Router's router took a reader of the (read) stream in the string render and keeps it; the streamed
    // render takes one of an empty stream: the data is in the cache.
    handoff.serverHandoffStream = new ReadableStream({ start: (controller) => controller.close() });
  }
  return streamDocument(app, options);
}

/** React's document as the shopper gets it: the stylesheet and the state in place. */
const finish = (html: Buffer, { state }: RenderOptions): Buffer => {
  const doc = withAppCss(html);
  return state === undefined ? doc : withState(doc, state());
};

async function streamDocument(app: ReactNode, options: RenderOptions): Promise<RenderedDocument> {
  const { nonce, timeoutMs } = options;
  let shellRendered = false;
  let failed = false;
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(new Error(`the render took over ${timeoutMs} ms`)), timeoutMs);
  try {
    const stream = await renderToReadableStream(app, {
      nonce,
      signal: controller.signal,
      // React outlines large Suspense boundaries (the catalogue's view) to paint the shell first, which gains
      // nothing when the document is sent whole: the boundary would arrive as a hidden copy a script moves in
      // after the first paint, and the footer would jump. Every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        failed = true;
        if (shellRendered) console.error(error);
      },
    });
    shellRendered = true;
    await stream.allReady;
    const chunks: Uint8Array[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    return { html: finish(Buffer.concat(chunks), options), failed, via: 'stream' };
  } finally {
    clearTimeout(timeoutId);
  }
}
