// Every message of both locales and all areas, with sample values for its arguments, for the tests that hold the
// storefront's formatter to intl-messageformat's text (messages.test.ts, compiled-messages.test.ts).
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messages as nlCore } from '../../domain/src/i18n/messages/nl-NL';
import { messages as enCore } from '../../domain/src/i18n/messages/en-US';
import { messages as nlCheckout } from '../../domain/src/i18n/messages/checkout/nl-NL';
import { messages as enCheckout } from '../../domain/src/i18n/messages/checkout/en-US';
import { messages as nlAccount } from '../../domain/src/i18n/messages/account/nl-NL';
import { messages as enAccount } from '../../domain/src/i18n/messages/account/en-US';
import { messages as nlConsent } from '../../domain/src/i18n/messages/consent/nl-NL';
import { messages as enConsent } from '../../domain/src/i18n/messages/consent/en-US';
import { messages as nlSearch } from '../../domain/src/i18n/messages/search/nl-NL';
import { messages as enSearch } from '../../domain/src/i18n/messages/search/en-US';
import { messages as nlProduct } from '../../domain/src/i18n/messages/product/nl-NL';
import { messages as enProduct } from '../../domain/src/i18n/messages/product/en-US';
import { messages as nlCart } from '../../domain/src/i18n/messages/cart/nl-NL';
import { messages as enCart } from '../../domain/src/i18n/messages/cart/en-US';
import type { Locale } from '@etalage/domain/shared';

/** Each locale's files: the core bundle and the areas (docs/i18n.md "Areas"). */
export const FILES = {
  core: [nlCore, enCore],
  checkout: [nlCheckout, enCheckout],
  account: [nlAccount, enAccount],
  consent: [nlConsent, enConsent],
  search: [nlSearch, enSearch],
  product: [nlProduct, enProduct],
  cart: [nlCart, enCart],
} as const;

/** Every file of a locale, as the server has them. */
export const BUNDLES: Record<Locale, Record<string, string>> = {
  'nl-NL': Object.assign({}, ...Object.values(FILES).map(([file]) => file)) as Record<string, string>,
  'en-US': Object.assign({}, ...Object.values(FILES).map(([, file]) => file)) as Record<string, string>,
};

// Numbers where plurals and formats differ: exact cases, one, other, grouping, decimals, rounding, signs.
const NUMBERS = [0, 1, 2, 3, 21, 1000, 1234.5, 0.5, 1.005, -1, 1e6, 12.999];
// A plain argument gets text (a name, an empty one, markup-like characters) and numbers, as written by String.
const VALUES = ['Anna', '', 'a & <b>', 7, 12345.678, 0, 'x'];

const argumentsOf = (elements: MessageFormatElement[], found: Map<string, 'number' | 'any'>): void => {
  for (const element of elements) {
    if (element.type === TYPE.number || element.type === TYPE.plural) found.set(element.value, 'number');
    else if (element.type === TYPE.argument && !found.has(element.value)) found.set(element.value, 'any');
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
};

export interface Sample {
  key: string;
  params: Record<string, string | number>;
  /** What intl-messageformat writes for the message's source and these values. */
  expected: string;
}

/** Each message of `locale` with a dozen sets of values (one without arguments), and intl-messageformat's text. */
export const samplesOf = (locale: Locale): Sample[] =>
  Object.entries(BUNDLES[locale]).flatMap(([key, source]) => {
    const found = new Map<string, 'number' | 'any'>();
    argumentsOf(parse(source), found);
    const format = new IntlMessageFormat(source, locale);
    const names = [...found];
    const rounds = names.length === 0 ? 1 : NUMBERS.length;
    return Array.from({ length: rounds }, (_, round) => {
      const params = Object.fromEntries(
        names.map(([name, kind], at) => {
          const values = kind === 'number' ? NUMBERS : VALUES;
          return [name, values[(round + at) % values.length]!];
        }),
      );
      return { key, params, expected: String(format.format(params)) };
    });
  });

/** The samples a translator formats otherwise than intl-messageformat, each with what it wrote. */
export const differencesOf = (
  translate: (key: string, params: Record<string, string | number>) => string,
  samples: readonly Sample[],
): (Sample & { actual: string })[] =>
  samples.flatMap((sample) => {
    const actual = translate(sample.key, sample.params);
    return actual === sample.expected ? [] : [{ ...sample, actual }];
  });
