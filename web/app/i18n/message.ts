// A compiled message and the storefront's one formatter of it, in the browser and on the server (docs/i18n.md
// "Formatting"). The build compiles the browser's bundles (web/vite/messages.ts); the server compiles each source
// string on its first use (`#compile-message`). Both format here, with the domain's numbers and plurals.
import type { NumberFormatter, PluralSelector } from '@etalage/domain/shared';

/** A compiled message: its text, or its parts in order. */
export type Message = string | readonly Part[];

/**
 * One part of a message: literal text; `0`, the number of the plural around it (`#`); `[name]`, an argument as it
 * is given; `[name, 0, options?]`, a number (`{n, number}`, `{n, number, ::.00}` with the skeleton's Intl
 * options); `[name, 1, cases]`, a cardinal plural (`{n, plural, =0 {…} one {…} other {…}}`). Nothing else: the
 * compiler refuses any other ICU construct.
 */
export type Part =
  | string
  | 0
  | readonly [name: string]
  | readonly [name: string, kind: 0, options?: Intl.NumberFormatOptions]
  | readonly [name: string, kind: 1, cases: Readonly<Record<string, Message>>];

export type Params = Record<string, string | number>;

/** The number formats and plural rules of the message's locale. */
export interface Formats {
  number(options?: Intl.NumberFormatOptions): NumberFormatter;
  plural: PluralSelector;
}

/**
 * The text of `message`, as intl-messageformat writes it (`web/test/messages.test.ts` compares them over every
 * message): an argument as `String` writes it, a number and `#` in the locale's format, a plural's exact case
 * (`=0`) before its category. A missing argument throws, naming `key`.
 */
export const formatMessage = (
  message: Message,
  params: Params,
  formats: Formats,
  key: string,
  count?: number,
): string => {
  if (typeof message === 'string') return message;
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') text += part;
    else if (part === 0) text += count === undefined ? '' : formats.number().format(count);
    else {
      const [name, kind, more] = part;
      if (!(name in params)) throw new Error(`The message ${key} needs the argument ${name}`);
      const value = params[name];
      if (kind === undefined) text += value ?? '';
      else if (kind === 0) text += formats.number(more).format(value as number);
      else {
        const number = +value!;
        const cases = more as Readonly<Record<string, Message>>;
        text += formatMessage(
          cases[`=${value}`] ?? cases[formats.plural.select(number)] ?? cases.other!,
          params,
          formats,
          key,
          number,
        );
      }
    }
  }
  return text;
};
