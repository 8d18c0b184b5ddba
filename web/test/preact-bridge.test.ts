// @vitest-environment jsdom
// The browser renders with Preact over the document React's server wrote (app/lib/preact-bridge.ts): hydration
// keeps the server's nodes, and Preact runs effects where React does.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ReactRouter from 'react-router';
import type { RouteObject } from 'react-router';

/** React Router's `matchRoutes` as it is, with each call noted (the routes matched once before the router). */
const matched = vi.hoisted(() => ({ calls: [] as { routes: unknown; pathname: string }[], order: [] as string[] }));
vi.mock('react-router', async (original) => {
  const actual = await original<typeof ReactRouter>();
  return {
    ...actual,
    matchRoutes: (routes: RouteObject[], location: Location) => {
      matched.calls.push({ routes, pathname: location.pathname });
      matched.order.push('match');
      return actual.matchRoutes(routes, location);
    },
  };
});
import { createElement as h, useEffect, useRef, useState, type ReactNode } from 'preact/compat';
import { hydrateRoot } from 'preact/compat/client';
import {
  bridgeServerDocument,
  hydrateInTurns,
  hydrationTurn,
  routerCreated,
  routerStateDecoded,
  turnsHydrated,
  type HydrationTurn,
} from '../app/lib/preact-bridge';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// What React's server writes for such a tree: its own image preloads first in the head, the module preloads
// taken out (app/server/document.ts), Suspense's comments in the body.
const SERVER_DOCUMENT = `<!DOCTYPE html><html lang="nl-NL"><head><meta charset="utf-8"><link rel="preload" as="image" href="/a.svg" fetchpriority="high"><link rel="preload" as="image" href="/b.svg"><title>Etalage</title><link rel="canonical" href="https://shop.example/"><link rel="icon" href="/favicon.svg"></head><body><main id="main"><h1>Vloerkleden</h1><p>75 <!-- -->producten</p></main><!--$--><script>window.state = 1;</script><!--/$--></body></html>`;

function Page({ lang, children }: { lang: string; children?: ReactNode }) {
  return h(
    'html',
    { lang },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('title', null, 'Etalage'),
      h('link', { rel: 'canonical', href: 'https://shop.example/' }),
      h('link', { rel: 'modulepreload', href: '/assets/framework.js' }),
      h('link', { rel: 'icon', href: '/favicon.svg' }),
    ),
    h(
      'body',
      null,
      h('main', { id: 'main' }, h('h1', null, 'Vloerkleden'), h('p', null, 75, ' ', 'producten'), children),
    ),
  );
}

describe('Preact over the server’s document', () => {
  let main: Element;
  let root: ReturnType<typeof hydrateRoot>;

  beforeAll(async () => {
    document.open();
    document.write(SERVER_DOCUMENT);
    document.close();
    main = document.querySelector('main')!;
    bridgeServerDocument();
    root = hydrateRoot(document as never, h(Page, { lang: 'nl-NL' }));
    await settled();
  });

  it('keeps the nodes the server wrote, with one html element', () => {
    expect(document.querySelector('main')).toBe(main);
    expect(document.querySelectorAll('html')).toHaveLength(1);
    expect(document.documentElement.children[0]!.tagName).toBe('HEAD');
  });

  it('keeps the canonical link (the image preloads leave) and renders no module preloads', () => {
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/');
    expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
  });

  it("sets the tree's html attributes on the document's element", async () => {
    root.render(h(Page, { lang: 'en-US' }));
    await settled();
    expect(document.documentElement.getAttribute('lang')).toBe('en-US');
    expect(document.querySelector('main')).toBe(main);
  });

  it('runs the effects waiting before a re-render an update asked for (a ref that sets state)', async () => {
    // Radix's slider thumbs: each sets state from its ref, and finds its index among what the effects registered.
    const registered = new Set<string>();
    const seen: number[] = [];
    function Thumb({ name }: { name: string }) {
      const [node, setNode] = useState<Element | null>(null);
      useEffect(() => {
        registered.add(name);
      }, [name]);
      if (node) seen.push(registered.size);
      return h('span', { ref: (element: Element | null) => element && !node && setNode(element) });
    }
    root.render(h(Page, { lang: 'en-US' }, h(Thumb, { name: 'min' }), h(Thumb, { name: 'max' })));
    await settled();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((size) => size === 2)).toBe(true);
  });

  it("runs an update's effects before the next input (a typed character reported from an effect)", async () => {
    // Downshift keeps what is typed in its state and reports it from an effect to the owner of the value.
    let type = (_key: string) => {};
    function Field() {
      const [owned, setOwned] = useState('');
      const [local, setLocal] = useState('');
      const input = useRef<HTMLInputElement>(null);
      useEffect(() => {
        if (local !== owned) setOwned(local);
      }, [local, owned]);
      // A key adds its character to what the field shows, and the input's handler keeps the result.
      type = (key) => {
        input.current!.value += key;
        setLocal(input.current!.value);
      };
      return h('input', { ref: input, value: owned, onInput: () => {} });
    }
    root.render(h(Page, { lang: 'en-US' }, h(Field, null)));
    await settled();
    // Each key a task of its own, as in a browser typing fast: no frame is painted between them.
    for (const key of 'sal') {
      type(key);
      await settled();
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.querySelector('input')!.value).toBe('sal');
  });
});

describe('the router state decoded before hydration', () => {
  it('waits for the promise the first render throws', async () => {
    let decoded = false;
    const pending = Promise.resolve().then(() => {
      decoded = true;
    });
    await routerStateDecoded(() => {
      throw pending;
    });
    expect(decoded).toBe(true);
  });

  it('goes on when the first render does not suspend, and passes on a real error', async () => {
    await expect(routerStateDecoded(() => null)).resolves.toBeUndefined();
    await expect(
      routerStateDecoded(() => {
        throw new Error('no stream');
      }),
    ).rejects.toThrow('no stream');
  });
});

describe('the router created in a task of its own', () => {
  const page = window as { __reactRouterDataRouter?: unknown };

  it('matches the routes once in the next task, creates it a task later, and lets hydration wait for the task after', async () => {
    const withManifest = window as { __reactRouterManifest?: unknown };
    withManifest.__reactRouterManifest = {
      routes: {
        root: { id: 'root', path: '', module: '/root.js' },
        'routes/product': { id: 'routes/product', parentId: 'root', path: 'product/:id/*', module: '/p.js' },
        'routes/content': { id: 'routes/content', parentId: 'root', path: '*', module: '/c.js' },
      },
    };
    matched.calls.length = 0;
    const order = matched.order;
    order.length = 0;
    const created = routerCreated(() => {
      order.push('router');
      page.__reactRouterDataRouter = {};
      // The hydrated router's first hook, outside any tree.
      throw new TypeError("Cannot read properties of undefined (reading '__H')");
    });
    order.push('caller goes on');
    setTimeout(() => {
      order.push('next task');
      setTimeout(() => order.push('a task between'), 0);
    }, 0);
    try {
      await created;
      order.push('hydration');
      expect(order).toEqual(['caller goes on', 'match', 'next task', 'router', 'a task between', 'hydration']);
      // The build's routes as a tree, matched against where the shopper is.
      expect(matched.calls).toEqual([
        {
          pathname: window.location.pathname,
          routes: [
            {
              id: 'root',
              path: '',
              index: undefined,
              caseSensitive: undefined,
              children: [
                {
                  id: 'routes/product',
                  path: 'product/:id/*',
                  index: undefined,
                  caseSensitive: undefined,
                  children: [],
                },
                { id: 'routes/content', path: '*', index: undefined, caseSensitive: undefined, children: [] },
              ],
            },
          ],
        },
      ]);
    } finally {
      delete page.__reactRouterDataRouter;
      delete withManifest.__reactRouterManifest;
    }
  });

  it('passes on a failure that left no router', async () => {
    await expect(
      routerCreated(() => {
        throw new Error('no routes');
      }),
    ).rejects.toThrow('no routes');
  });
});

describe('hydration in turns', () => {
  it('gives each part rendered while the document hydrates a task of its own, and says when all have hydrated', async () => {
    let first: HydrationTurn | null = null;
    let second: HydrationTurn | null = null;
    hydrateInTurns(() => {
      first = hydrationTurn();
      second = hydrationTurn();
    });
    expect(first).not.toBeNull();
    expect(first!.ready).toBe(false);
    let all = false;
    void turnsHydrated().then(() => {
      all = true;
    });
    await first!.turn;
    expect(first!.ready).toBe(true);
    // A part inside a part asks while its turn hydrates: it gets one too.
    const inner = hydrationTurn();
    expect(inner).not.toBeNull();
    first!.done();
    second!.done();
    await settled();
    expect(all).toBe(false);
    inner!.done();
    await settled();
    expect(all).toBe(true);
    // Parts that mount later (a client navigation) render at once.
    expect(hydrationTurn()).toBeNull();
  });

  it('settles at once when no part asked for a turn', async () => {
    hydrateInTurns(() => {});
    await expect(turnsHydrated()).resolves.toBeUndefined();
    expect(hydrationTurn()).toBeNull();
  });
});
