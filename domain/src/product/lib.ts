// Product rules (spec §4 Product, §9 Delivery time): whether a product can be ordered, its stock status,
// and the delivery time with the chosen options. Pure; the product and configurator models wire them.
import type { Stock } from '../shared';
import { message, type MessageRef } from '../shell';

/**
 * The one stock formula: how many of a product can be ordered (Infinity when stock sets no limit). Spec §4:
 * unmanaged stock and an allowed backorder set no limit; otherwise the open quantity does. A product that is
 * permanently out of stock cannot be backordered (it will never come back), so there only the open quantity
 * counts. The storefront and the mock API both use it.
 */
export const orderableQuantity = (stock: Stock, backorder: boolean): number =>
  !stock.isManaged || (backorder && !stock.isPermanentlyOutOfStock)
    ? Number.POSITIVE_INFINITY
    : Math.max(0, stock.openQuantity);

/** Spec §4: orderable if stock is not managed, or the open quantity is above 0, or backorder is allowed. */
export const isOrderable = (stock: Stock, backorder: boolean): boolean => orderableQuantity(stock, backorder) > 0;

export type StockStatus = 'inStock' | 'lowStock' | 'backorder' | 'outOfStock' | 'permanentlyOutOfStock';

/**
 * What the stock indicator shows. Unmanaged stock is always in stock; an open quantity at or below
 * `lowStockThreshold` (config stock.lowStockThreshold) is low; without open quantity the permanent flag
 * wins over backorder. Agrees with `isOrderable`: only 'outOfStock' and 'permanentlyOutOfStock' are not orderable.
 */
export const stockStatus = (
  stock: Stock,
  backorder: boolean,
  { lowStockThreshold }: { lowStockThreshold: number },
): StockStatus => {
  if (!stock.isManaged) return 'inStock';
  if (stock.openQuantity > 0) return stock.openQuantity <= lowStockThreshold ? 'lowStock' : 'inStock';
  if (stock.isPermanentlyOutOfStock) return 'permanentlyOutOfStock';
  return backorder ? 'backorder' : 'outOfStock';
};

const isValidDays = (days: number): boolean => Number.isFinite(days) && days > 0;

/**
 * Spec §9: the longest non-zero delivery time among the chosen options, else the product's totalDays.
 * Zero, negative or non-numeric option times count as "no delivery time".
 */
export const deliveryDays = (totalDays: number, optionDeliveryTimes: readonly number[]): number => {
  const longest = Math.max(0, ...optionDeliveryTimes.filter(isValidDays));
  return longest > 0 ? longest : totalDays;
};

/**
 * Spec §9 delivery text: 1 day 'Morgen bezorgd'; 2-6 days 'within N days'; from 7 days in whole weeks,
 * rounded up so the promise is never shorter than the real time; 0 or unknown 'Geen indiciatie'.
 * Fractional days round up too.
 */
export const deliveryText = (days: number | null | undefined): MessageRef => {
  if (days === null || days === undefined || !isValidDays(days)) return message('delivery.unknown');
  const whole = Math.ceil(days);
  if (whole === 1) return message('delivery.tomorrow');
  if (whole < 7) return message('delivery.withinDays', { days: whole });
  return message('delivery.withinWeeks', { weeks: Math.ceil(whole / 7) });
};

// ---------------------------------------------------------------------------------------------------
// Long texts (spec §2 panels readMore and description): the page shows the start and a button opens the whole.

/** The intro under the title opens the readMore panel from this many characters of text. */
export const READ_MORE_FROM = 300;
/** The long description opens the description panel from this many characters of text. */
export const DESCRIPTION_PANEL_FROM = 800;

/** The characters of text in rich text (tags and entities count as what they show). */
export const textLength = (html: string): number =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#\d+|#x[0-9a-f]+|\w+);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim().length;

/** Whether rich text is long enough to show its start with a button to the whole. */
export const isLongText = (html: string | null | undefined, from: number): boolean =>
  html != null && textLength(html) >= from;
