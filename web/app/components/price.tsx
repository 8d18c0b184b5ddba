// A product price as the shop shows it (spec §9): incl or excl VAT per setting, the configured decimals
// with ',-' for whole amounts, 'Gratis' for zero, the original struck through when discounted, and
// 'Prijs niet beschikbaar' when there is no price.
import type { StoreValue } from 'effector';
import { useUnit } from '~/effector/use-unit';
import { $priceSettings } from '@etalage/domain/app';
import { $locale } from '@etalage/domain/i18n';
import { formatPrice, shownPrice, type Prices } from '@etalage/domain/pricing';
import { type Locale } from '@etalage/domain/shared';
import type { Translator } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';

type PriceSettings = StoreValue<typeof $priceSettings>;

const priceFormatter =
  (t: Translator, locale: Locale, settings: PriceSettings) =>
  (amount: number): string =>
    formatPrice(amount, {
      locale,
      decimals: settings.decimals,
      zeroAsFree: settings.zeroAsFree,
      freeLabel: t('price.free'),
      withCurrency: settings.withCurrency,
    });

export function usePriceFormatter() {
  const t = useT();
  const [locale, settings] = useUnit([$locale, $priceSettings]);
  return priceFormatter(t, locale, settings);
}

export function Price({
  prices,
  size = 'md',
  unit,
}: {
  prices: Prices | null;
  size?: 'md' | 'lg';
  /** What the price is for, when not for one piece ('per m²' until a size made to measure is chosen). */
  unit?: string;
}) {
  // One read of the stores for the price and its formatter (a category page renders dozens of prices).
  const t = useT();
  const [locale, settings] = useUnit([$locale, $priceSettings]);
  const format = priceFormatter(t, locale, settings);
  const shown = shownPrice(prices, { exclVat: settings.exclVat });
  if (shown === null) return <p className={`price price--${size} price--unavailable`}>{t('price.unavailable')}</p>;
  return (
    <p className={`price price--${size}`}>
      {shown.original !== null ? (
        <>
          <span className="visually-hidden">{t('price.was')}</span>
          <del className="price__original">{format(shown.original)}</del>{' '}
          <span className="visually-hidden">{t('price.now')}</span>
        </>
      ) : null}
      <span className={shown.original !== null ? 'price__current price__current--discount' : 'price__current'}>
        {format(shown.amount)}
      </span>{' '}
      {unit ? <span className="price__unit">{unit} </span> : null}
      <span className="price__vat">{t(settings.exclVat ? 'price.exclVat' : 'price.inclVat')}</span>
    </p>
  );
}
