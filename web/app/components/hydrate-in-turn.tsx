// A part of a page that the browser hydrates in a task of its own, right after the rest (app/lib/preact-bridge.ts
// "Hydration in turns"), so hydrating a long page does not hold a phone's main thread in one piece. It must render
// one element (Preact keeps that node while the part waits); `when` says whether it does. The server and React
// render the part as it is.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { hydrationTurn, type HydrationTurn } from '~/lib/preact-bridge';

/** Waits for the turn (Preact keeps the server's node meanwhile), then renders the part. */
function Turn({ own, children }: { own: HydrationTurn; children: ReactNode }) {
  if (!own.ready) throw own.turn;
  return (
    <>
      {children}
      <Hydrated done={own.done} />
    </>
  );
}

/** Tells the turn its part has hydrated: its effects run once the part's render is in the page. */
function Hydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/**
 * `when`: whether the part renders an element now (a part that renders nothing must not wait: Preact would keep
 * the next node for it).
 */
export function HydrateInTurn({ children, when = true }: { children: ReactNode; when?: boolean }) {
  // The turn lives here, above the boundary: the part that waits is rendered anew when its turn comes.
  const own = useRef<HydrationTurn | null | undefined>(undefined);
  if (own.current === undefined) own.current = __PREACT__ && when ? hydrationTurn() : null;
  if (!own.current) return children;
  return (
    <Suspense fallback={null}>
      <Turn own={own.current}>{children}</Turn>
    </Suspense>
  );
}
