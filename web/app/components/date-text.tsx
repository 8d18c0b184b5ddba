// A date as the shop writes it (DD-MM-YYYY, with the time if asked, in the shop's zone: domain/src/shared/dates.ts),
// marked up as `<time>` with the machine-readable value; 'Datum niet beschikbaar' where the API's value is no
// date (spec §9).
import { formatDate, formatDateTime } from '@etalage/domain/shared';
import { useT } from '~/i18n/use-t';

export function DateText({ iso, withTime = false }: { iso: string | null | undefined; withTime?: boolean }) {
  const t = useT();
  const text = withTime ? formatDateTime(iso) : formatDate(iso);
  return text === null || !iso ? <>{t('date.notAvailable')}</> : <time dateTime={iso}>{text}</time>;
}
