// Browser entry: loads the active locale's message bundle, forks the one client scope from the server's
// serialized values, then hydrates inside it. The production build hydrates with Preact (vite/preact-client.ts),
// over the document React's server wrote (app/lib/preact-bridge.ts).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { Provider } from 'effector-react';
import { loadBundle, localeFrom, messageAreasOf } from '@etalage/domain';
import { startClientScope } from './effector/client';
import { STATE_ELEMENT_ID } from './effector/serialize';
import { hydrationNeedsSettled, installChunkReloadGuard } from './lib/chunks';
import { noteEarlyInput } from './lib/early-input';
import { nextTask } from './lib/tasks';
import {
  bridgeServerDocument,
  dateDataLoaded,
  hydrateInTurns,
  routerCreated,
  routerStateDecoded,
} from './lib/preact-bridge';

async function boot() {
  installChunkReloadGuard();
  const json = document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}';
  const locale = localeFrom(document.documentElement.lang);
  // The words of this page's areas come with the core bundle (the server rendered with all of them).
  const areas = messageAreasOf(window.location.pathname);
  const [messages] = await Promise.all([loadBundle(locale, areas), hydrationNeedsSettled()]);
  const scope = startClientScope(json, locale, messages, areas);
  // The scope's fork and React Router's decoding of its state each take a task (at a 4x slower CPU, 20-30 ms each).
  await nextTask();
  await routerStateDecoded(() => HydratedRouter({}));
  if (__PREACT__) {
    await routerCreated(() => HydratedRouter({}));
    bridgeServerDocument();
    await dateDataLoaded();
  }
  // What was typed or chosen so far is told to the form models once hydrated (root.tsx, lib/early-input.ts).
  noteEarlyInput();
  startTransition(() => {
    hydrateInTurns(() =>
      hydrateRoot(
        document,
        <StrictMode>
          <Provider value={scope}>
            <HydratedRouter />
          </Provider>
        </StrictMode>,
      ),
    );
  });
}

void boot();
