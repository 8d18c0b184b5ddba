import { useLocation } from 'react-router';
import type { Fault } from '~/effector/faults';
import { useT } from '~/i18n/use-t';

/**
 * Spec §1: when the app is not active, an 'Inactive' or "Can't connect" message. A shop that cannot be reached
 * names the real condition (too busy, unavailable, no answer in time, no connection), how long to wait when the
 * API said so, and offers a retry: a plain link to this page, which works before any script has loaded.
 */
export function AppUnavailable({ state, fault = null }: { state: 'inactive' | 'unreachable'; fault?: Fault | null }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const base = state === 'unreachable' && fault ? `fault.${fault.condition}` : `app.${state}`;
  return (
    <main className="unavailable" id="main">
      <h1>{t(`${base}.title`)}</h1>
      <p>{t(`${base}.body`)}</p>
      {fault?.retryAfter != null ? <p>{t('fault.retryAfter', { seconds: fault.retryAfter })}</p> : null}
      {state === 'unreachable' ? (
        <p>
          <a className="button button--primary" href={`${pathname}${search}`}>
            {t('error.retry')}
          </a>
        </p>
      ) : null}
    </main>
  );
}
