import type { ComponentType, ReactNode } from 'react';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { Link } from './link';
import { useUnit } from '~/effector/use-unit';
import { $appState } from '@etalage/domain/app';
import { useT } from '~/i18n/use-t';
import type { Fault } from '~/effector/faults';
import type { ErrorData } from '~/effector/route';
import { AppUnavailable } from './app-unavailable';
import { isWellEncodedPath } from '~/lib/paths';

/** Spec §2: status code, status message, a 'page not found' phrase and 'Go back home' to /. */
export function NotFoundPage({ path }: { path: string }) {
  const t = useT();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">
        <span className="error-page__code">404</span> <span>{t('error.status.404')}</span>
      </p>
      <h1 id="error-title">{t('error.notFound.message', { path })}</h1>
      <p>{t('error.notFound.phrase')}</p>
      <Link className="button button--primary" to="/">
        {t('error.goHome')}
      </Link>
    </section>
  );
}

/**
 * Any other failure: the status and a way on. A bad request (a malformed address, 400) says so and leads home;
 * a fault offers a retry.
 */
export function ErrorPage({ status, error, fault = null }: { status: number; error: unknown; fault?: Fault | null }) {
  const t = useT();
  if (error && import.meta.env.DEV) console.error(error);
  const badRequest = status === 400;
  const text = badRequest ? 'error.badRequest' : fault ? `fault.${fault.condition}` : 'error.generic';
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">
        <span className="error-page__code">{status}</span>{' '}
        <span>
          {t(
            badRequest
              ? 'error.status.400'
              : status === 502 || status === 503
                ? 'error.status.unavailable'
                : 'error.status.generic',
          )}
        </span>
      </p>
      <h1 id="error-title">{t(`${text}.title`)}</h1>
      <p>{t(`${text}.body`)}</p>
      {fault?.retryAfter != null ? <p>{t('fault.retryAfter', { seconds: fault.retryAfter })}</p> : null}
      <div className="error-page__actions">
        {badRequest ? null : (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </button>
        )}
        <Link className="button button--primary" to="/">
          {t('error.goHome')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The one error boundary of the app (root, shop and checkout layouts): a shop that cannot be shown gets its
 * 'Inactive' or "Can't connect" message (spec §1), a 404 the not-found page, anything else the error page,
 * inside the layout's chrome when the shop is up.
 */
export function RouteError({
  error,
  chrome: Chrome,
}: {
  error: unknown;
  chrome: ComponentType<{ children: ReactNode }>;
}) {
  const { pathname } = useLocation();
  const appState = useUnit($appState);
  // A malformed address matches no route: React Router's 404 is the shopper's bad request (lib/paths.ts).
  const status = !isWellEncodedPath(pathname) ? 400 : isRouteErrorResponse(error) ? error.status : 500;
  const fault = isRouteErrorResponse(error) ? ((error.data as ErrorData | undefined)?.fault ?? null) : null;
  if (status === 503 && (appState === 'inactive' || appState === 'unreachable')) {
    return <AppUnavailable state={appState} fault={fault} />;
  }
  const page =
    status === 404 ? (
      <NotFoundPage path={pathname} />
    ) : (
      <ErrorPage status={status} error={isRouteErrorResponse(error) ? null : error} fault={fault} />
    );
  return appState === 'active' ? <Chrome>{page}</Chrome> : page;
}
