// Price rules (spec §3 Prices, §9 Prices): building a product's price set, the price a shopper sees, formatting
// and the deposit. Euros at the boundary, integer cents inside, rounding half away from zero. Owns no state; the
// line and cart totals are in ./totals, which only the cart's sync and the mock API run.
import { decimalSeparatorOf, numberFormatOf, type Locale, type NumberFormatter } from '../shared';
import type { Prices } from './contract';
import { message, type MessageRef } from '../shell';

// ---------------------------------------------------------------------------------------------------
// Exact arithmetic

/**
 * Moves the decimal point of `value` by `places` through its decimal text, so 1.005 shifted by 2 is exactly
 * 100.5 (plain `1.005 * 100` is 100.49999999999999 and would round the wrong way).
 */
const shift = (value: number, places: number): number => {
  const [mantissa, exponent] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent ?? 0) + places}`);
};

/** Rounds to a whole number, halves away from zero (Math.round rounds -0.5 up to -0). */
const roundHalfAway = (value: number): number => {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
};

/** The number of decimals in the shortest text of a finite number (0.125 → 3, 21 → 0, 1e-7 → 7). */
const decimalsOf = (value: number): number => {
  const [mantissa = '', exponent] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
};

/**
 * `amount × numerator / denominator`, rounded half away from zero. Fractional factors (a 5.5% rate, a 12.5%
 * discount) are scaled to whole numbers first, so the one inexact step is the final division.
 */
export const mulDivRound = (amount: number, numerator: number, denominator: number): number => {
  const places = Math.max(decimalsOf(numerator), decimalsOf(denominator));
  const n = roundHalfAway(shift(numerator, places));
  const d = roundHalfAway(shift(denominator, places));
  if (d === 0) throw new RangeError('Division by zero in a price calculation');
  return roundHalfAway((amount * n) / d);
};

const assertFinite = (value: number, what: string): void => {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
};

/** Euros to whole cents, rounded half away from zero (1.005 → 101, -0.005 → -1). */
export const toCents = (amount: number): number => {
  assertFinite(amount, 'Amount');
  return roundHalfAway(shift(amount, 2));
};

/** Whole cents to euros. */
export const fromCents = (cents: number): number => {
  const euros = shift(roundHalfAway(cents), -2);
  return euros === 0 ? 0 : euros;
};

/** Amounts added up in whole cents, so that 0.1 + 0.2 is 0.3. */
export const sumAmounts = (amounts: readonly number[]): number =>
  fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));

/** `amount − less`, to the cent. */
export const amountLess = (amount: number, less: number): number => fromCents(toCents(amount) - toCents(less));

/** `amount × quantity` (a whole number of items), to the cent. */
export const amountTimes = (amount: number, quantity: number): number => {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be a whole number, got ${quantity}`);
  return fromCents(toCents(amount) * quantity);
};

/** Rounds an amount to `decimals` places, halves away from zero (roundTo(2.675, 2) = 2.68). */
export const roundTo = (amount: number, decimals: number): number => {
  assertFinite(amount, 'Amount');
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Decimals must be 0 or more, got ${decimals}`);
  const rounded = shift(roundHalfAway(shift(amount, decimals)), -decimals);
  return rounded === 0 ? 0 : rounded;
};

const assertPercentage = (value: number, what: string): void => {
  assertFinite(value, what);
  if (value < 0 || value > 100) throw new RangeError(`${what} must be between 0 and 100, got ${value}`);
};

const discountedCents = (cents: number, discountPercentage: number): number =>
  mulDivRound(cents, 100 - discountPercentage, 100);
const exclFromInclCents = (cents: number, vatPercentage: number): number =>
  mulDivRound(cents, 100, 100 + vatPercentage);
const inclFromExclCents = (cents: number, vatPercentage: number): number =>
  mulDivRound(cents, 100 + vatPercentage, 100);

/** Spec §9: discounted = base × (100 − discountPercentage) / 100, to the cent. */
export const discounted = (base: number, discountPercentage: number): number => {
  assertPercentage(discountPercentage, 'Discount percentage');
  return fromCents(discountedCents(toCents(base), discountPercentage));
};

/** Spec §9: a VAT-included amount without VAT is incl / (1 + vat/100), to the cent. */
export const exclFromIncl = (incl: number, vatPercentage: number): number => {
  assertPercentage(vatPercentage, 'VAT percentage');
  return fromCents(exclFromInclCents(toCents(incl), vatPercentage));
};

/** The reverse: excl × (1 + vat/100), to the cent. */
export const inclFromExcl = (excl: number, vatPercentage: number): number => {
  assertPercentage(vatPercentage, 'VAT percentage');
  return fromCents(inclFromExclCents(toCents(excl), vatPercentage));
};

// ---------------------------------------------------------------------------------------------------
// A product's prices

export interface PriceInput {
  /** The entered price: including VAT when `vatIncluded`, else excluding. */
  base: number;
  vatPercentage: number;
  vatIncluded: boolean;
  /** null, undefined or 0: no discount. */
  discountPercentage?: number | null;
}

/**
 * The full price set of spec §3 from the entered price. The entered side is leading: the other side is derived
 * from it (and a discount is applied on the entered side, then converted), so the entered numbers never drift.
 * Throws a RangeError on a negative base or a percentage outside 0-100: that is bad seed data, not shopper input.
 */
export const buildPrices = ({ base, vatPercentage, vatIncluded, discountPercentage }: PriceInput): Prices => {
  assertPercentage(vatPercentage, 'VAT percentage');
  const baseCents = toCents(base);
  if (baseCents < 0) throw new RangeError(`A base price cannot be negative, got ${base}`);
  const hasDiscount = discountPercentage !== null && discountPercentage !== undefined && discountPercentage !== 0;
  if (hasDiscount) assertPercentage(discountPercentage, 'Discount percentage');

  const baseIncl = vatIncluded ? baseCents : inclFromExclCents(baseCents, vatPercentage);
  const baseExcl = vatIncluded ? exclFromInclCents(baseCents, vatPercentage) : baseCents;
  let discountIncl: number | null = null;
  let discountExcl: number | null = null;
  if (hasDiscount) {
    const enteredDiscount = discountedCents(baseCents, discountPercentage);
    discountIncl = vatIncluded ? enteredDiscount : inclFromExclCents(enteredDiscount, vatPercentage);
    discountExcl = vatIncluded ? exclFromInclCents(enteredDiscount, vatPercentage) : enteredDiscount;
  }
  return {
    baseInclVat: fromCents(baseIncl),
    baseExclVat: fromCents(baseExcl),
    discountInclVat: discountIncl === null ? null : fromCents(discountIncl),
    discountExclVat: discountExcl === null ? null : fromCents(discountExcl),
    discountPercentage: hasDiscount ? discountPercentage : null,
    vatIncluded,
    vatPercentage,
  };
};

export interface ShownPrice {
  /** What the shopper pays: the discounted price when there is a discount. */
  amount: number;
  /** The price to strike through, only when discounted. */
  original: number | null;
  discountPercentage: number | null;
}

/**
 * The price a shopper sees, excl or incl VAT per the shop setting (spec §6). null when the product has no prices:
 * the UI then shows 'Prijs niet beschikbaar' (message key `price.unavailable`).
 */
export const shownPrice = (prices: Prices | null | undefined, { exclVat }: { exclVat: boolean }): ShownPrice | null => {
  if (!prices) return null;
  const base = exclVat ? prices.baseExclVat : prices.baseInclVat;
  const discount = exclVat ? prices.discountExclVat : prices.discountInclVat;
  if (discount === null) return { amount: base, original: null, discountPercentage: null };
  return { amount: discount, original: base, discountPercentage: prices.discountPercentage };
};

/** Spec §8: what the UI shows when `shownPrice` is null. */
export const priceUnavailableMessage = (): MessageRef => message('price.unavailable');

// ---------------------------------------------------------------------------------------------------
// Formatting

export interface PriceFormat {
  locale: Locale;
  /** The shop's display.priceDecimals. */
  decimals: number;
  /** Show a zero amount as `freeLabel` (spec §9 'Gratis'). */
  zeroAsFree?: boolean;
  /** The translated label for a free price (`freePriceMessage()`); needed when `zeroAsFree`. */
  freeLabel?: string;
  /** The shop's display.currency.state: off, the amount goes without its currency sign (default on). */
  withCurrency?: boolean;
}

/** Spec §9: the label of a zero price when the shop shows zero as free ('Gratis'). */
export const freePriceMessage = (): MessageRef => message('price.free');

// One formatter per locale and number of decimals (a category page formats a few hundred prices per render);
// Intl's euros without loading Intl's data in the browser (shared/numbers.ts).
const euroFormats = new Map<string, NumberFormatter>();
const euroFormat = (locale: Locale, decimals: number): NumberFormatter => {
  const key = `${locale}:${decimals}`;
  let format = euroFormats.get(key);
  if (format === undefined) {
    format = numberFormatOf(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    euroFormats.set(key, format);
  }
  return format;
};

/**
 * A euro amount as the catalogue shows it (spec §9): rounded half away from zero to `decimals`; a whole amount
 * (with any number of decimals configured, or 0) has no decimal separator, so it gets the ',-' suffix ('.-' in
 * English): nl-NL `€ 12,-`, `€ 1.234,-`, `€ 12,50`; en-US `€12.-`, `€12.50`. Intl's spacing is kept (nl-NL puts
 * a no-break space after €). The cart always shows 2 decimals (`formatCartPrice`).
 */
export const formatPrice = (amount: number, format: PriceFormat): string => {
  const { locale, decimals, zeroAsFree, freeLabel, withCurrency = true } = format;
  // The same amounts come back on every page (a catalogue's prices): each text is kept per way of formatting.
  const key = `${locale}|${decimals}|${withCurrency ? '€' : '-'}|${zeroAsFree && freeLabel !== undefined ? `free:${freeLabel}` : '-'}`;
  let texts = formattedPrices.get(key);
  if (texts === undefined) {
    texts = new Map();
    formattedPrices.set(key, texts);
  }
  const kept = texts.get(amount);
  if (kept !== undefined) return kept;
  const text = formatPriceOnce(amount, format);
  if (texts.size >= FORMATTED_PRICES_KEPT) texts.clear();
  texts.set(amount, text);
  return text;
};

/** Texts kept per way of formatting; past it they start over (a price list is far shorter). */
const FORMATTED_PRICES_KEPT = 4096;
const formattedPrices = new Map<string, Map<number, string>>();

const formatPriceOnce = (
  amount: number,
  { locale, decimals, zeroAsFree, freeLabel, withCurrency = true }: PriceFormat,
): string => {
  const rounded = roundTo(amount, decimals);
  if (rounded === 0 && zeroAsFree && freeLabel !== undefined) return freeLabel;
  const formatOf = withCurrency ? euroFormat : plainFormat;
  // A whole amount has no decimals to show, whatever the configured number: '€ 719,-' (docs/product.md "Prices").
  if (Number.isInteger(rounded)) return `${formatOf(locale, 0).format(rounded)}${decimalSeparatorOf(locale)}-`;
  return formatOf(locale, decimals).format(rounded);
};

// The amount without its currency sign (display.currency.state off), grouped and with decimals as the euros are.
const plainFormats = new Map<string, NumberFormatter>();
const plainFormat = (locale: Locale, decimals: number): NumberFormatter => {
  const key = `${locale}:${decimals}`;
  let format = plainFormats.get(key);
  if (format === undefined) {
    format = numberFormatOf(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    plainFormats.set(key, format);
  }
  return format;
};

/** Spec §9: the cart always shows 2 decimals with the currency (nl-NL `€ 12,50`, en-US `€12.50`). */
export const formatCartPrice = (amount: number, locale: Locale): string =>
  euroFormat(locale, 2).format(roundTo(amount, 2));

// ---------------------------------------------------------------------------------------------------
// The deposit of made-to-measure lines (spec §1/§9)

/** Spec §9: by default 20 % of a made-to-measure line is paid up front, 80 % on delivery. */
export const DEPOSIT_PERCENTAGE = 20;

/**
 * Spec §1/§9: `percentage` (20) up front, the rest (80 %) on delivery; the two parts add up to the total to the
 * cent.
 */
export const depositSplit = (
  total: number,
  percentage: number = DEPOSIT_PERCENTAGE,
): { upfront: number; onDelivery: number } => {
  const totalCents = toCents(total);
  const upfrontCents = roundTo((totalCents * percentage) / 100, 0);
  return { upfront: fromCents(upfrontCents), onDelivery: fromCents(totalCents - upfrontCents) };
};

/** The deposit setting (spec §9; AppConfig `settings.deposit`). */
export interface DepositSettings {
  state: boolean;
  customOrderLinePaymentPercentage: number;
}

/**
 * What is paid at checkout and what on delivery (spec §1/§9 with the deposit on): the made-to-measure lines'
 * deposit part is due now with everything else (other lines, shipping, fees); their rest on delivery. With the
 * deposit off, or no made-to-measure line, all of it is due now.
 */
export const paymentDue = (
  total: number,
  madeToMeasureTotal: number,
  deposit: DepositSettings | null | undefined,
): { now: number; onDelivery: number } => {
  if (!deposit?.state || madeToMeasureTotal <= 0) return { now: roundTo(total, 2), onDelivery: 0 };
  const { onDelivery } = depositSplit(Math.min(madeToMeasureTotal, total), deposit.customOrderLinePaymentPercentage);
  return { now: fromCents(toCents(total) - toCents(onDelivery)), onDelivery };
};
