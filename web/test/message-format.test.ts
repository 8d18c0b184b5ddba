// The storefront's message formatter (app/i18n/message.ts) and its compiler (app/i18n/compile-message.node.ts),
// construct by construct: what each compiles to, how it is written in each locale, and what the compiler refuses.
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../app/i18n/compile-message.node';
import { createTranslator } from '../app/i18n/translator';

const format = (source: string, params: Record<string, string | number> = {}, locale: 'nl-NL' | 'en-US' = 'nl-NL') =>
  createTranslator({ key: source }, locale)('key', params);

describe('literal text', () => {
  it('is one string, with ICU quoting undone', () => {
    expect(compileMessage('Gratis', 'k')).toBe('Gratis');
    expect(compileMessage("It''s '{'free'}', can't it?", 'k')).toBe("It's {free}, can't it?");
    expect(compileMessage('', 'k')).toBe('');
    expect(format("Geef '{'code'}' op")).toBe('Geef {code} op');
  });
});

describe('an argument', () => {
  it('is its name, written as String writes the value', () => {
    expect(compileMessage('Pagina {page} van {total}', 'k')).toEqual(['Pagina ', ['page'], ' van ', ['total']]);
    expect(format('Pagina {page} van {total}', { page: 2, total: 'tien' })).toBe('Pagina 2 van tien');
    expect(format('{n}', { n: 1234.5 })).toBe('1234.5');
    expect(format('[{n}]', { n: 0 })).toBe('[0]');
    expect(format('[{n}]', { n: '' })).toBe('[]');
  });

  it('missing throws, naming the message', () => {
    expect(() => createTranslator({ 'a.b': 'Hallo {name}' }, 'nl-NL')('a.b', {})).toThrow(/a\.b.*name/);
    expect(() => createTranslator({ 'a.b': 'Hallo {name}' }, 'nl-NL')('a.b')).toThrow(/a\.b.*name/);
  });
});

describe('a number', () => {
  it("is written in the locale's format", () => {
    expect(compileMessage('{n, number}', 'k')).toEqual([['n', 0]]);
    expect(format('{n, number}', { n: 1234.5 })).toBe('1.234,5');
    expect(format('{n, number}', { n: 1234.5 }, 'en-US')).toBe('1,234.5');
  });

  it("with a skeleton's options", () => {
    expect(compileMessage('{n, number, ::.00}', 'k')).toEqual([
      ['n', 0, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
    ]);
    expect(format('{n, number, ::.00} m²', { n: 2 })).toBe('2,00 m²');
    expect(format('{n, number, ::.00} m²', { n: 1234.567 }, 'en-US')).toBe('1,234.57 m²');
  });
});

describe('a plural', () => {
  const cart = '{count, plural, =0 {leeg} =1 {precies één} one {# product} other {# producten}}';

  it('is its cases, each a message, # the plural number', () => {
    expect(compileMessage('{n, plural, one {# week} other {# weken}} bezorgd', 'k')).toEqual([
      ['n', 1, { one: [0, ' week'], other: [0, ' weken'] }],
      ' bezorgd',
    ]);
    expect(compileMessage('{n, plural, =0 {geen} other {veel}}', 'k')).toEqual([
      ['n', 1, { '=0': 'geen', other: 'veel' }],
    ]);
  });

  it('takes an exact case before the category', () => {
    expect(format(cart, { count: 0 })).toBe('leeg');
    expect(format(cart, { count: 1 })).toBe('precies één');
    expect(format('{count, plural, one {# product} other {# producten}}', { count: 1 })).toBe('1 product');
  });

  it("takes the locale's category, 'other' for decimals, and writes # in the locale's format", () => {
    expect(format(cart, { count: 2 })).toBe('2 producten');
    expect(format(cart, { count: 1.5 })).toBe('1,5 producten');
    expect(format(cart, { count: 1000 })).toBe('1.000 producten');
    expect(format('{count, plural, one {# item} other {# items}}', { count: 1000 }, 'en-US')).toBe('1,000 items');
    expect(format('{count, plural, one {# item} other {# items}}', { count: 1 }, 'en-US')).toBe('1 item');
  });

  it('writes # of the plural it is in', () => {
    const nested = '{a, plural, other {# x {b, plural, one {# y} other {# z}}}}';
    expect(format(nested, { a: 5, b: 1 })).toBe('5 x 1 y');
  });

  it('takes a number given as text, as intl-messageformat does', () => {
    expect(format(cart, { count: '3' })).toBe('3 producten');
  });
});

describe('what the formatter does not format fails the build, naming the message', () => {
  it.each([
    ['{kind, select, a {A} other {B}}', /k\.x uses select/],
    ['{n, selectordinal, one {#st} other {#th}}', /k\.x uses selectordinal/],
    ['{n, plural, offset:1 one {#} other {#}}', /k\.x uses a plural offset/],
    ['{d, date, short}', /k\.x uses a date/],
    ['{d, time}', /k\.x uses a time/],
    ['Lees <b>dit</b>', /k\.x uses the tag <b>/],
    ['{n, number, percent}', /k\.x uses the number format "percent"/],
    ['{n, number, ::percent scale/100}', /k\.x uses the number format/],
  ])('%s', (source, error) => {
    expect(() => compileMessage(source, 'k.x')).toThrow(error);
  });

  it('and a message that does not parse', () => {
    expect(() => compileMessage('Binnen {days dagen', 'k.x')).toThrow(/k\.x does not parse/);
  });
});
