// Compiles an ICU message string to the form the storefront formats (`Message`, ./message.ts): on the server,
// each message on its first use; in the build, the browser's bundles (web/vite/messages.ts). A message that does
// not parse, or uses a construct the formatter does not format, throws with its key, so the build fails on it.
// `#compile-message` (web/package.json "imports") is this in Node; the browser gets its messages compiled.
import { TYPE, isNumberSkeleton, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Message, Part } from './message';

const compileElements = (elements: readonly MessageFormatElement[], key: string): Message => {
  const parts: Part[] = [];
  const unsupported = (what: string): Error =>
    new Error(
      `message ${key} uses ${what}, which the storefront's formatter does not format (web/app/i18n/message.ts)`,
    );
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal: {
        // The parser may cut a text in pieces (around a quoted character): one string each.
        const last = parts.at(-1);
        if (typeof last === 'string') parts[parts.length - 1] = last + element.value;
        else parts.push(element.value);
        break;
      }
      case TYPE.argument:
        parts.push([element.value]);
        break;
      case TYPE.pound:
        parts.push(0);
        break;
      case TYPE.number: {
        const { style } = element;
        if (style === null || style === undefined) parts.push([element.value, 0]);
        else if (isNumberSkeleton(style) && style.parsedOptions.scale === undefined)
          parts.push([element.value, 0, style.parsedOptions as Intl.NumberFormatOptions]);
        else throw unsupported(`the number format ${JSON.stringify(typeof style === 'string' ? style : style.tokens)}`);
        break;
      }
      case TYPE.plural:
        if (element.pluralType !== 'cardinal') throw unsupported('selectordinal');
        if (element.offset !== 0) throw unsupported('a plural offset');
        parts.push([
          element.value,
          1,
          Object.fromEntries(
            Object.entries(element.options).map(([selector, option]) => [selector, compileElements(option.value, key)]),
          ),
        ]);
        break;
      case TYPE.select:
        throw unsupported('select');
      case TYPE.date:
        throw unsupported('a date');
      case TYPE.time:
        throw unsupported('a time');
      case TYPE.tag:
        throw unsupported(`the tag <${element.value}>`);
    }
  }
  if (parts.length === 0) return '';
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
};

export const compileMessage = (source: string, key: string): Message => {
  let elements: MessageFormatElement[];
  try {
    elements = parse(source);
  } catch (error) {
    throw new Error(`message ${key} does not parse: ${(error as Error).message}`);
  }
  return compileElements(elements, key);
};
