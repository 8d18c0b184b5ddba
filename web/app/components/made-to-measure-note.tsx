// What a made-to-measure cart line says under its options, in the cart panel and the checkout summary alike
// (spec §1/§9): it cannot be returned, and with the deposit on, what of it is paid now and what on delivery.
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import { isMadeToMeasureLine } from '@etalage/domain/cart';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice, paymentDue } from '@etalage/domain/pricing';
import { useT } from '~/i18n/use-t';

interface Line {
  options: readonly { custom: unknown }[];
  totals: { totalInclVat: number };
}

export function MadeToMeasureNote({ line }: { line: Line }) {
  const t = useT();
  const [config, locale] = useUnit([$appConfig, $locale]);
  if (!isMadeToMeasureLine(line)) return null;
  const deposit = config?.settings.deposit;
  const due = paymentDue(line.totals.totalInclVat, line.totals.totalInclVat, deposit);
  return (
    <>
      <p className="line-note">{t('cart.notReturnable')}</p>
      {deposit && due.onDelivery > 0 ? (
        <p className="line-note line-note--deposit">
          {t('cart.deposit', {
            percentage: deposit.customOrderLinePaymentPercentage,
            now: formatCartPrice(due.now, locale),
            later: formatCartPrice(due.onDelivery, locale),
          })}
        </p>
      ) : null}
    </>
  );
}
