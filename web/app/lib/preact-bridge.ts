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
// So each re-render first runs the effects still waiting, and then its own (`effectsAroundRenders`); the first
// render's effects still wait for the frame that paints the page.
// React Router's hydrated router suspends once while it decodes the server's state; Preact cannot resume a
// suspended hydration of the document, so the state is decoded before hydration (`routerStateDecoded`).
import { options, type ComponentChildren } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

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

/** Runs the effects waiting before each re-render, and the re-render's own right after it, as React does. */
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
