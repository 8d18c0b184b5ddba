// The browser renders with Preact through `preact/compat`; the server renders with React DOM (issue 8, "Budgets
// that hold"; docs/performance.md "Preact in the browser"). Preact hydrates by walking the server's nodes in
// order and takes, for each element it renders, the next node of the same tag; it does not check attributes.
// Three things React's server writes differ from what the same tree renders in the browser, and would make it
// take the wrong node or add nodes of its own. They are settled here, before hydration and for every render:
//
// - the document: React hydrates `document` and renders `<html>`; Preact renders into the `<html>` element, so
//   the tree's `<html>` becomes its children, and its attributes (`lang`) are set on the element itself;
// - React's own image preloads (`<link rel="preload" as="image">`, written at the top of the head for the first
//   images): Preact would take one for the page's canonical link. The images have been asked for by then;
//   the preloads leave before hydration;
// - React Router's module preloads: React moves them into the head, where the server's last touch takes them out
//   (app/server/document.ts); the browser has loaded those modules when it hydrates, so they render nothing there.
// Two differences of timing are settled too. React runs the effects of a render before it renders again for an
// update made meanwhile (a ref that sets state, as Radix's slider thumbs do to find their place among the
// collection the effects fill), and runs the effects of an update a shopper's input caused before the browser
// handles the next input (Downshift reports a typed character to the storefront from an effect; until then the
// field renders the value before it, and fast typing lost characters). Preact runs effects after the next frame.
// So each re-render first runs the effects still waiting, and each commit its own once its refs and layout effects
// are done (`effectsAroundRenders`); the document's first render's effects still wait for the frame that paints
// the page.
// React Router's hydrated router suspends once while it decodes the server's state; Preact cannot resume a
// suspended hydration of the document, so the state is decoded before hydration (`routerStateDecoded`), and the
// router is created in a task of its own (`routerCreated`).
import { options, type ComponentChildren } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { matchRoutes, type RouteObject, type UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';
import { nextTask } from './tasks';

type HtmlProps = { children?: ComponentChildren } & Record<string, unknown>;

/** The tree's `<html>`: its attributes on the document's element, its children in it. */
function DocumentElement({ children, ...attributes }: HtmlProps) {
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === 'string') document.documentElement.setAttribute(name, value);
    }
  });
  return children;
}

const Nothing = () => null;

let installed = false;
/** True while the document's first hydration renders: its effects wait for the frame that paints the page. */
let firstPass = false;

/** Runs the effects waiting before each re-render, and each commit's own right after it, as React does. */
function effectsAroundRenders(): void {
  let pending: (() => void) | null = null;
  const flush = () => {
    const run = pending;
    pending = null;
    run?.();
  };
  options.requestAnimationFrame = (effects) => {
    pending = effects;
    // After the next frame, as Preact's own schedule (with a timeout for a tab in the background).
    const timeout = setTimeout(flush, 100);
    requestAnimationFrame(() => {
      clearTimeout(timeout);
      setTimeout(flush);
    });
  };
  // Each commit but the document's first runs the effects it left as soon as its refs and layout effects are
  // done: a component a ref set state on renders next in the same pass (Radix's slider thumbs, in a part
  // hydrated in turn), and must find what those effects registered.
  const commit = (options as { __c?: (...args: unknown[]) => void }).__c;
  (options as { __c?: (...args: unknown[]) => void }).__c = (...args) => {
    commit?.(...args);
    if (!firstPass) flush();
  };
  options.debounceRendering = (render) =>
    queueMicrotask(() => {
      flush();
      render();
      flush();
    });
}

/** Settles the differences above; call once, before hydrating. */
export function bridgeServerDocument(): void {
  if (installed) return;
  installed = true;
  effectsAroundRenders();
  for (const preload of document.head.querySelectorAll('link[rel="preload"][as="image"]')) preload.remove();
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (vnode.type === 'html') vnode.type = DocumentElement as never;
    else if (vnode.type === 'link' && (vnode.props as { rel?: string }).rel === 'modulepreload') {
      vnode.type = Nothing as never;
    }
    previous?.(vnode);
  };
}

/**
 * Waits until React Router has decoded the server's state: its hydrated router throws the decoding's promise on
 * its first render and goes on at once on the next. `render` is that first render, called outside any tree.
 */
export async function routerStateDecoded(render: () => unknown): Promise<void> {
  try {
    render();
  } catch (pending) {
    if (pending instanceof Promise) await pending;
    else throw pending;
  }
}

/**
 * Matches the location against the build's routes once, in a task before the router's creation. React Router's
 * first match compiles every route's pattern and its matching code (at a 4× slower CPU 25-30 ms of the router's
 * task on the largest category); the router then matches again with all of it ready.
 */
function matchRoutesOnce(): void {
  const routes = (window as { __reactRouterManifest?: AssetsManifest }).__reactRouterManifest?.routes;
  if (routes === undefined) return;
  const all = Object.values(routes).filter((route) => route !== undefined);
  const treeOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(
        ({ id, path, index, caseSensitive }) =>
          ({ id, path, index, caseSensitive, children: treeOf(id) }) as RouteObject,
      );
  matchRoutes(treeOf(undefined), window.location);
}

/**
 * Creates React Router's hydrated router in a task of its own, after its state is decoded and before hydration:
 * matching the routes and building the router's state (about 70 ms of a phone's main thread at a 4× slower CPU
 * on the largest category) would otherwise lengthen hydration's one long task. `render` is the hydrated
 * router's render called outside any tree, as for `routerStateDecoded`: it creates the router, which React
 * Router keeps for the document's render, and then stops at its first hook, which needs a tree. That stop is
 * expected once the router exists (React Router names it `window.__reactRouterDataRouter`); anything else is
 * thrown. The task before it matches the routes once (`matchRoutesOnce`).
 */
export async function routerCreated(render: () => unknown): Promise<void> {
  await nextTask();
  matchRoutesOnce();
  await nextTask();
  try {
    render();
  } catch (error) {
    if ((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter === undefined) throw error;
  }
  await nextTask();
}

// Hydration in turns. React hydrates in slices of a few milliseconds and lets the browser in between; Preact
// hydrates the whole document in one task, which on a slow phone held the main thread for 250-300 ms (Lighthouse's
// blocking time rose from about 40 to 240 ms on the largest category). Parts of a page that `HydrateInTurn` wraps
// (components/hydrate-in-turn.tsx) wait while the document hydrates: Preact keeps their server nodes as they are
// and hydrates each in a task of its own right after, and so the parts inside them. The page's start (root.tsx)
// waits for the last of them.

let hydrating = false;
let waiting = 0;
let allHydrated: Promise<void> = Promise.resolve();
let settleAll = () => {};

function finish(): void {
  hydrating = false;
  settleAll();
}

/** Runs the document's first hydration: parts asking for a turn in it, or in a turn of theirs, get one. */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  allHydrated = new Promise<void>((resolve) => {
    settleAll = resolve;
  });
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  if (waiting === 0) finish();
}

/** A part's turn: `turn` settles when it may hydrate; `done` says it has. */
export type HydrationTurn = { turn: Promise<void>; ready: boolean; done: () => void };

/** A turn of its own for a part rendered while the document hydrates (a task after those before); null after. */
export function hydrationTurn(): HydrationTurn | null {
  if (!hydrating) return null;
  waiting += 1;
  let counted = false;
  const own: HydrationTurn = {
    turn: nextTask().then(() => {
      own.ready = true;
    }),
    ready: false,
    done: () => {
      if (counted) return;
      counted = true;
      waiting -= 1;
      // The part's own parts asked for their turns while it hydrated, before this.
      if (waiting === 0) finish();
    },
  };
  return own;
}

/** Settles once every part that waited for a turn has hydrated (at once when none did). */
export const turnsHydrated = (): Promise<void> => allHydrated;

/**
 * A page's first Intl date format loads ICU's data (25-50 ms of the main thread on a laptop-class CPU, four times
 * that on a slow phone: the largest single cost of hydrating). A page that shows a date (`<time datetime>`,
 * components/date-text.tsx) pays it here, in a task of its own before hydration; every other page never loads it,
 * since numbers, prices and plurals are written without Intl (domain/src/shared/numbers.ts).
 */
export async function dateDataLoaded(): Promise<void> {
  if (document.querySelector('time[datetime]') === null) return;
  await nextTask();
  // Any date format loads the data every other shares (the page's own, in the shop's zone, lives in a lazy chunk).
  new Intl.DateTimeFormat('en-US', { hour: '2-digit', hourCycle: 'h23' }).formatToParts(0);
  await nextTask();
}
