// Browser entry: loads the active locale's message bundle, forks the one client scope from the server's
// serialized values, then hydrates the document inside it with React DOM.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { Provider } from 'effector-react';
import { loadBundle, localeFrom, messageAreasOf } from '@etalage/domain/i18n';
import { startClientScope } from './effector/client';
import { STATE_ELEMENT_ID } from './effector/serialize';
import { hydrationNeedsSettled, installChunkReloadGuard } from './lib/chunks';

async function boot() {
  installChunkReloadGuard();
  const json = document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}';
  const locale = localeFrom(document.documentElement.lang);
  // The words of this page's areas come with the core bundle (the server rendered with all of them).
  const areas = messageAreasOf(window.location.pathname);
  const [messages] = await Promise.all([loadBundle(locale, areas), hydrationNeedsSettled()]);
  const scope = startClientScope(json, locale, messages, areas);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Provider value={scope}>
          <HydratedRouter />
        </Provider>
      </StrictMode>,
    );
  });
}

void boot();
