import { useT } from '~/i18n/use-t';

/** Spec §1: when the app is not active, an 'Inactive' or "Can't connect" message. */
export function AppUnavailable({ state }: { state: 'inactive' | 'unreachable' }) {
  const t = useT();
  return (
    <main className="unavailable" id="main">
      <h1>{t(`app.${state}.title`)}</h1>
      <p>{t(`app.${state}.body`)}</p>
    </main>
  );
}
