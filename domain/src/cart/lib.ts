// Cart rules the storefront and the mock API share (spec §4 Cart, §5 coupon): when a product with options is
// the same line as one in the cart, and how coupon codes are cleaned and compared. Pure.
import type { OptionSelection } from '../configurator/contract';
import type { CartLine } from './contract';
import { fromCents, toCents } from '../pricing';

/** What makes a line: the product and its chosen options. */
export interface LineIdentity {
  productId: string;
  options: readonly OptionSelection[];
}

const selectionKey = ({ groupId, id, custom }: OptionSelection): string =>
  `${groupId}=${id}` +
  (custom ? `(${custom.shape ?? ''};${custom.width ?? ''};${custom.length ?? ''};${custom.diameter ?? ''})` : '');

/** One key for a set of chosen options: the same choices in any order give the same signature. */
export const optionsSignature = (options: readonly OptionSelection[]): string =>
  options.map(selectionKey).sort().join('&');

/** Spec §4: adding a product with the options of a line already in the cart grows that line. */
export const isSameLine = (a: LineIdentity, b: LineIdentity): boolean =>
  a.productId === b.productId && optionsSignature(a.options) === optionsSignature(b.options);

/** The options of a cart line as they were chosen (group, item, and a custom option's dimensions). */
export const selectionOfLine = (line: CartLine): OptionSelection[] =>
  line.options.map(({ groupId, id, custom }) =>
    custom?.dimensions ? { groupId, id, custom: custom.dimensions } : { groupId, id },
  );

/** Spec §5: spaces are removed from a coupon code before it is sent. */
export const normalizeCouponCode = (code: string): string => code.replace(/\s+/g, '');

/** Whether two coupon codes name the same coupon: spaces removed, case aside (how the API compares them). */
export const isSameCouponCode = (a: string, b: string): boolean =>
  normalizeCouponCode(a).toUpperCase() === normalizeCouponCode(b).toUpperCase();

/** Spec §1: a line with a made-to-measure option (a custom size) cannot be returned. */
export const isMadeToMeasureLine = (line: { options: readonly { custom: unknown }[] }): boolean =>
  line.options.some((option) => option.custom !== null && option.custom !== undefined);

/** What the made-to-measure lines cost together (their totals, discounts included): the deposit's base. */
export const madeToMeasureTotal = (
  lines: readonly { options: readonly { custom: unknown }[]; totals: { totalInclVat: number } }[],
): number =>
  fromCents(lines.filter(isMadeToMeasureLine).reduce((sum, line) => sum + toCents(line.totals.totalInclVat), 0));
