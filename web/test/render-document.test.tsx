// The server render of a whole document (app/server/render-document.ts): rendered to a string when nothing
// suspends, streamed when something does, the same document either way; React Router's data for the browser is
// read whole into the cache its stream transfer reads.
import { Suspense, lazy } from 'react';
import type { EntryContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EffectorState } from '../app/effector/state-script';
import { STATE_MARK } from '../app/effector/serialize';
import {
  readHandoff,
  renderDocument,
  withState,
  type RenderOptions,
  type RenderedDocument,
} from '../app/server/render-document';
import { appCss } from '../app/styles/app-css.node';
import css from '../app/styles/app.css?inline';

type Handoff = Pick<EntryContext, 'serverHandoffStream' | 'renderMeta'>;

const streamOf = (...parts: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });

const handoff = (): Handoff => ({ serverHandoffStream: streamOf(new TextEncoder().encode('[1]')), renderMeta: {} });

/** A lazy view whose module arrives when the test hands it one (`arrive`), once React has asked for it. */
const lazyPart = () => {
  let load: ((module: { default: () => React.ReactNode }) => void) | undefined;
  const View = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (load = resolve)));
  const arrive = async (node: React.ReactNode) => {
    await vi.waitFor(() => expect(load).toBeTypeOf('function'));
    load!({ default: () => node });
  };
  return { View, arrive };
};

/**
 * The same page rendered both ways: streamed (its part a lazy view still loading when the render starts) and to a
 * string (the part rendered at once).
 */
const bothRenders = async (
  wrap: (body: React.ReactNode) => React.ReactNode,
  part: (render: 'streamed' | 'string') => React.ReactNode,
  options: Partial<RenderOptions> = {},
): Promise<[RenderedDocument, RenderedDocument]> => {
  const { View, arrive } = lazyPart();
  const rendering = renderDocument(
    wrap(
      <Suspense fallback={null}>
        <View />
      </Suspense>,
    ),
    handoff(),
    { timeoutMs: 1000, ...options },
  );
  await arrive(part('streamed'));
  const streamed = await rendering;
  const string = await renderDocument(wrap(part('string')), handoff(), { timeoutMs: 1000, ...options });
  expect([streamed.via, string.via]).toEqual(['stream', 'string']);
  return [streamed, string];
};

/** Takes a reader of the data's stream on every render and keeps it, as React Router's ServerRouter does. */
function Router({ context, children }: { context: Handoff; children: React.ReactNode }) {
  context.serverHandoffStream?.getReader();
  return children;
}

/** Reads one part of the data as React Router's stream transfer does: from the cache, or it suspends. */
function Transfer({ meta, part }: { meta: NonNullable<Handoff['renderMeta']>; part: number }) {
  const entry = meta.streamCache?.[part];
  if (entry?.result === undefined) throw new Promise(() => undefined);
  return <script dangerouslySetInnerHTML={{ __html: `enqueue(${JSON.stringify(entry.result.value)})` }} />;
}

const page = (body: React.ReactNode) => (
  <html lang="nl-NL">
    <head>
      <title>Etalage</title>
    </head>
    <body>{body}</body>
  </html>
);

/** The page with `View` as its main content, 'laden' while it loads. */
const pageLoading = (View: React.ComponentType) =>
  page(
    <main>
      <Suspense fallback={<p>laden</p>}>
        <View />
      </Suspense>
    </main>,
  );

describe('readHandoff', () => {
  it("reads every part into React Router's cache, decoding characters split across parts", async () => {
    const bytes = new TextEncoder().encode('["café"]');
    const context: Handoff = {
      serverHandoffStream: streamOf(bytes.subarray(0, 5), bytes.subarray(5)),
      renderMeta: {},
    };
    expect(await readHandoff(context)).toBe(true);
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(['0', '1', '2']);
    expect(cache[0]!.result).toEqual({ done: false, value: '["caf' });
    expect(cache[1]!.result).toEqual({ done: false, value: 'é"]' });
    expect(cache[2]!.result).toEqual({ done: true, value: '' });
    // React Router takes a reader of its own afterwards: the stream is free.
    expect(context.serverHandoffStream!.locked).toBe(false);
  });

  it('leaves a context without a stream, or one read already', async () => {
    expect(await readHandoff({ renderMeta: {} })).toBe(false);
    const read: Handoff = { serverHandoffStream: streamOf(), renderMeta: { streamCache: {} } };
    expect(await readHandoff(read)).toBe(false);
  });
});

describe('renderDocument', () => {
  it('renders a document whose data is in the cache to a string: the bytes of the streamed render', async () => {
    const context = handoff();
    const element = <Router context={context}>{page(<Transfer meta={context.renderMeta!} part={0} />)}</Router>;
    const document = await renderDocument(element, context, { timeoutMs: 1000 });
    expect(document.via).toBe('string');
    expect(document.failed).toBe(false);
    const html = document.html.toString('utf8');
    // The streamed render for comparison (no stream to read ahead), with the data in its cache too.
    context.serverHandoffStream = streamOf();
    const streamed = await renderDocument(element, { renderMeta: context.renderMeta }, { timeoutMs: 1000 });
    expect(streamed.via).toBe('stream');
    expect(html).toBe(streamed.html.toString('utf8'));
    expect(html).toMatch(/^<!DOCTYPE html><html lang="nl-NL">/);
    expect(html).toContain('enqueue("[1]")');
  });

  it('streams a document with a part still loading, and waits for it', async () => {
    const { View, arrive } = lazyPart();
    const element = pageLoading(View);
    const context = handoff();
    const rendering = renderDocument(<Router context={context}>{element}</Router>, context, { timeoutMs: 1000 });
    await arrive(<h1>Wollen vloerkleden</h1>);
    const document = await rendering;
    expect(document).toMatchObject({ via: 'stream', failed: false });
    const html = document.html.toString('utf8');
    expect(html).toContain('<main><!--$--><h1>Wollen vloerkleden</h1><!--/$--></main>');
    expect(html).not.toContain('laden');
    // Once loaded, the same view renders to a string.
    expect((await renderDocument(element, handoff(), { timeoutMs: 1000 })).via).toBe('string');
  });

  it('streams a document with a part that failed inside a boundary, and marks it failed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.ReactNode {
      throw new Error('kapot');
    }
    const element = page(
      <Suspense fallback={<p>later</p>}>
        <Broken />
      </Suspense>,
    );
    const document = await renderDocument(element, handoff(), { timeoutMs: 1000 });
    expect(document).toMatchObject({ via: 'stream', failed: true });
    consoleError.mockRestore();
  });

  it("puts the stylesheet in the style element's place in both renders, and only there", async () => {
    // The root renders `appCss`, a mark; a shopper's text with the same characters is left as it is.
    const styled = (body: React.ReactNode) => (
      <html lang="nl-NL">
        <head>
          <meta name="description" content={appCss} />
          <style dangerouslySetInnerHTML={{ __html: appCss }} />
        </head>
        <body>{body}</body>
      </html>
    );
    const [streamed, string] = await bothRenders(styled, () => <p>{appCss}</p>);
    for (const document of [streamed, string]) {
      const html = document.html.toString('utf8');
      expect(css.length).toBeGreaterThan(1000);
      expect(html).toContain(`<style>${css}</style>`);
      expect(html).toContain(`<meta name="description" content="${appCss}"/>`);
      expect(html).toContain(`<p>${appCss}</p>`);
      expect(html.split(css)).toHaveLength(2);
    }
  });

  it("puts the page's state in the state's script element in both renders, asked for once the render is done", async () => {
    // The root renders the state's element with a mark; a shopper's text with the same characters stays as it is.
    const json = '{"price":"€ 12,95","title":"Vloerkleed \\u003c/script>"}';
    const order: string[] = [];
    function Rendered({ name }: { name: string }) {
      order.push(name);
      return <p>{STATE_MARK}</p>;
    }
    const withElement = (body: React.ReactNode) =>
      page(
        <>
          {body}
          <EffectorState nonce="n0nce" />
          <script dangerouslySetInnerHTML={{ __html: 'window.__router = 1' }} />
        </>,
      );
    const state = () => {
      order.push('state');
      return json;
    };
    const [streamed, string] = await bothRenders(withElement, (render) => <Rendered name={render} />, { state });
    expect(order).toEqual(['streamed', 'state', 'string', 'state']);
    for (const document of [streamed, string]) {
      const html = document.html.toString('utf8');
      expect(html).toContain(`<p>${STATE_MARK}</p>`);
      expect(html).toContain(
        `<script id="effector-state" type="application/json" nonce="n0nce">${json}</script><script>window.__router = 1</script>`,
      );
      expect(html.split(json)).toHaveLength(2);
    }
    // Without the state's element (an early error's page) the document is left as it is.
    const bare = Buffer.from(`<body><p>${STATE_MARK}</p></body>`);
    expect(withState(bare, json)).toBe(bare);
  });

  it('leaves a part that is still loading at the time limit to the browser, and marks the document failed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A part whose module never arrives.
    const element = pageLoading(lazyPart().View);
    const context = handoff();
    const document = await renderDocument(<Router context={context}>{element}</Router>, context, { timeoutMs: 50 });
    expect(document).toMatchObject({ via: 'stream', failed: true });
    expect(document.html.toString('utf8')).toContain('<!--$!-->');
    consoleError.mockRestore();
  });

  it('streams without turning on async hooks for the whole process (a cost on every later promise)', async () => {
    // Node tracks every promise once any AsyncLocalStorage has run, which React's Node stream does per render.
    const tracked = () =>
      Object.getOwnPropertySymbols(Promise.resolve()).some((symbol) => String(symbol) === 'Symbol(async_id_symbol)');
    expect(tracked()).toBe(false);
    const { View, arrive } = lazyPart();
    const context = handoff();
    const rendering = renderDocument(<Router context={context}>{pageLoading(View)}</Router>, context, {
      timeoutMs: 1000,
    });
    await arrive(<h1>Vazen</h1>);
    expect((await rendering).via).toBe('stream');
    expect(tracked()).toBe(false);
  });

  it('fails as the streamed render does when the document itself fails', async () => {
    function Broken(): React.ReactNode {
      throw new Error('kapot');
    }
    await expect(renderDocument(page(<Broken />), handoff(), { timeoutMs: 1000 })).rejects.toThrow('kapot');
  });
});
