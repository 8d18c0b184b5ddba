// One home for a date on a page (components/date-text.tsx): DD-MM-YYYY in the shop's zone inside `<time datetime>`,
// or 'Datum niet beschikbaar' / 'Date not available' where the API's value is no date (spec §9), in both
// languages.
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { $locale, $messages } from '@etalage/domain/i18n';
import { type Locale } from '@etalage/domain/shared';
import { messages as nlNL } from '../../domain/src/i18n/messages/nl-NL';
import { messages as enUS } from '../../domain/src/i18n/messages/en-US';
import { DateText } from '../app/components/date-text';

const render = (locale: Locale, element: React.ReactElement) =>
  renderToString(
    <Provider
      value={fork({
        values: [
          [$locale, locale],
          [$messages, locale === 'nl-NL' ? nlNL : enUS],
        ],
      })}
    >
      {element}
    </Provider>,
  );

describe('DateText', () => {
  it('a date in the default zone (America/New_York), marked up with its value', () => {
    expect(render('nl-NL', <DateText iso="2024-07-01T03:59:59Z" />)).toBe(
      '<time dateTime="2024-07-01T03:59:59Z">30-06-2024</time>',
    );
    expect(render('en-US', <DateText iso="2024-07-01T03:59:59Z" withTime />)).toBe(
      '<time dateTime="2024-07-01T03:59:59Z">30-06-2024 23:59:59</time>',
    );
    // A calendar day is not shifted.
    expect(render('nl-NL', <DateText iso="2024-03-05" />)).toBe('<time dateTime="2024-03-05">05-03-2024</time>');
  });

  it.each([null, undefined, '', 'gisteren', '2024-02-30'])('no date (%s): the message, no <time>', (iso) => {
    expect(render('nl-NL', <DateText iso={iso} />)).toBe('Datum niet beschikbaar');
    expect(render('en-US', <DateText iso={iso} withTime />)).toBe('Date not available');
  });
});
