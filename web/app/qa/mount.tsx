// Where the QA toolbar enters the page. `__QA_TOOLBAR__` is fixed at build time (vite.config.ts): false in a
// production build unless QA_TOOLBAR=1, so the bundler drops this branch and the toolbar's chunk is never
// emitted. When built in, it loads after hydration only: the server's HTML, and so every cached page, is the
// same with or without it.
import { lazy, Suspense, useEffect, useState } from 'react';

const QaToolbar = __QA_TOOLBAR__ ? lazy(() => import('./qa-toolbar')) : null;

export function QaToolbarMount() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (QaToolbar === null || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <QaToolbar />
    </Suspense>
  );
}
