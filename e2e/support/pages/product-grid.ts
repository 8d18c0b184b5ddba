// The product grid of a category or home page as a shopper reads it: each card's title and the price it
// shows now (after a discount), parsed from the Dutch or English price text.
import type { Locator } from '@playwright/test';

/** Euros of a shown amount: `€ 1.191,95`, `€ 83,-` (Dutch) or `€1,191.95` (English). */
export const parseEuros = (text: string, locale: 'nl-NL' | 'en-US' = 'nl-NL'): number => {
  const digits = text.replace(/[€\s\u00a0]/g, '').replace(/,-$/, '');
  const normalized = locale === 'nl-NL' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  const amount = Number(normalized);
  if (!Number.isFinite(amount)) throw new Error(`Not a price: ${text}`);
  return amount;
};

const AMOUNT = /€\s?[\d.,]+(?:,-)?/g;

/** The amount a price text shows now: its last amount (a discount shows the struck original first). */
export const currentPrice = (text: string): number | null => {
  const amounts = text.match(AMOUNT);
  return amounts ? parseEuros(amounts[amounts.length - 1]!) : null;
};

export class ProductGrid {
  constructor(readonly list: Locator) {}

  get items(): Locator {
    return this.list.getByRole('listitem');
  }

  /** The card titles in grid order (the heading of each card). */
  async titles(): Promise<string[]> {
    return this.list.getByRole('heading').allInnerTexts();
  }

  /**
   * The current price of every card in grid order: the last amount of the card (a discounted card shows the
   * struck-through original first). A card without a price ('Prijs niet beschikbaar') gives null.
   */
  async prices(): Promise<(number | null)[]> {
    return (await this.items.allInnerTexts()).map(currentPrice);
  }
}
