import { Link } from 'react-router';
import { useT } from '~/i18n/use-t';

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

/** Any other failure: the status and a way on. A render error after hydration offers a retry. */
export function ErrorPage({ status, error }: { status: number; error: unknown }) {
  const t = useT();
  if (error && import.meta.env.DEV) console.error(error);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">
        <span className="error-page__code">{status}</span>{' '}
        <span>{t(status === 502 || status === 503 ? 'error.status.unavailable' : 'error.status.generic')}</span>
      </p>
      <h1 id="error-title">{t('error.generic.title')}</h1>
      <p>{t('error.generic.body')}</p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </button>
        <Link className="button button--primary" to="/">
          {t('error.goHome')}
        </Link>
      </div>
    </section>
  );
}
