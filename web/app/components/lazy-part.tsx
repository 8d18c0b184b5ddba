// A part of the page loaded when first needed, so panels and dialogs are not in a page's JavaScript before
// interaction (docs/shell.md "Panels"). A chunk that cannot load reloads the page once, then shows a notice with a
// retry in the part's place: browsers remember a module that failed, so only a new page fetches it again.
import { Suspense, lazy, useState, type ComponentType } from 'react';
import type { Store } from 'effector';
import { useUnit } from '~/effector/use-unit';
import { panelClosed, renderFailed } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { guardedLoad, needForHydration, preloadQueue, type Load } from '~/lib/chunks';
import { nextTask } from '~/lib/tasks';
import { ErrorSlot } from './error-slot';

export interface LazyPart {
  (): React.ReactNode;
  /** Starts loading the part's chunk (hover, focus on what opens it); safe to call often. */
  preload: () => void;
}

/** The pending state: the dimmed underlay of a panel with a spinner and a status for screen readers. */
function PartPending() {
  const t = useT();
  return (
    <div className="part-pending" role="status">
      <span className="part-pending__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('panel.loading')}</span>
    </div>
  );
}

/** A part whose chunk could not load, in the place of its panel. */
function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const close = useUnit(panelClosed);
  return (
    <div className="part-failed" role="alert">
      <p className="error-slot__title">{t('errorSlot.title')}</p>
      <p>{t('errorSlot.text')}</p>
      <div className="part-failed__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('errorSlot.retry')}
        </button>
        <button type="button" className="button" onClick={() => close()}>
          {t('panel.close')}
        </button>
      </div>
    </div>
  );
}

export interface LazyPartOptions {
  /** What shows while the chunk loads: the panel underlay with a spinner (default), or nothing (toasts). */
  pending?: 'underlay' | 'none';
}

export const lazyPart = (
  load: Load<{ default: ComponentType }>,
  $isOpen: Store<boolean>,
  { pending = 'underlay' }: LazyPartOptions = {},
): LazyPart => {
  const guarded = guardedLoad(load);
  const queued = () => preloadQueue.enqueue(guarded);
  const Part = lazy(queued);
  function Gate() {
    const [isOpen, failed] = useUnit([$isOpen, renderFailed]);
    const [wanted, setWanted] = useState(isOpen);
    if (isOpen && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <ErrorSlot
        resetKey="part"
        onError={(error) => failed({ message: error.message, path: window.location.pathname })}
        fallback={() => (isOpen ? <PartFailed onRetry={() => window.location.reload()} /> : null)}
      >
        <Suspense fallback={isOpen && pending === 'underlay' ? <PartPending /> : null}>
          <Part />
        </Suspense>
      </ErrorSlot>
    );
  }
  const part = Gate as LazyPart;
  part.preload = () => {
    void queued().catch(() => undefined);
  };
  return part;
};

export interface LazyView<P extends object = object> {
  /** The view: rendered where it was loaded already, suspended (the nearest Suspense boundary) until then. */
  View: ComponentType<P>;
  /** Loads the view's chunk; a route's `clientReady` awaits it so a client navigation never shows it pending. */
  ready: () => Promise<void>;
}

/**
 * A page view whose code only some pages of a route need (the catalogue's view of the catch-all route, which also
 * renders home and content pages): the server renders it in the page, the browser loads its chunk when the page
 * is a page of that view. Once loaded, the view renders at once (React takes the resolved module from a thenable
 * that answers synchronously), so a client navigation that awaited `ready` never suspends; while hydrating before
 * it is loaded, its Suspense boundary keeps the server's markup and hydrates when the chunk is in. The server marks
 * the view's markup with `data-view="{mark}"`; a document that has it loads the chunk (from the next task) and
 * waits for it before hydrating.
 */
export const lazyView = <P extends object = object>(
  mark: string,
  load: Load<{ default: ComponentType<P> }>,
): LazyView<P> => {
  const guarded = guardedLoad(load);
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<void> | null = null;
  const ready = () =>
    (loading ??= guarded().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const View = lazy(() =>
    loaded !== null
      ? // A thenable that answers at once: React's lazy resolves in the same render.
        ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{
          default: ComponentType<P>;
        }>)
      : ready().then(() => loaded!),
  );
  // The load starts in a task of its own: the module that declares the view is being evaluated, and starting an
  // import with its preloads would make that task a long one on a phone.
  if (typeof document !== 'undefined' && document.querySelector(`[data-view="${mark}"]`)) {
    needForHydration(nextTask().then(ready));
  }
  return { View, ready };
};
