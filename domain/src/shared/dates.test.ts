import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TIME_ZONE, dateNotAvailableMessage, formatDate, formatDateTime, formatTime } from './dates';

describe('formatting in the default zone (America/New_York)', () => {
  it('the default zone is the spec’s', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
  });

  it.each([
    // winter: UTC-5
    ['2024-01-15T12:00:00Z', '15-01-2024', '15-01-2024 07:00:00', '07:00'],
    // summer: UTC-4
    ['2024-07-01T04:05:06Z', '01-07-2024', '01-07-2024 00:05:06', '00:05'],
    // the day before in New York
    ['2024-07-01T03:59:59Z', '30-06-2024', '30-06-2024 23:59:59', '23:59'],
    ['2024-12-31T23:30:00.123Z', '31-12-2024', '31-12-2024 18:30:00', '18:30'],
    // offsets are honoured
    ['2024-03-05T10:00:00+01:00', '05-03-2024', '05-03-2024 04:00:00', '04:00'],
    ['2024-03-05T10:00:00+0100', '05-03-2024', '05-03-2024 04:00:00', '04:00'],
    // no offset: taken as UTC
    ['2024-03-05T10:00:00', '05-03-2024', '05-03-2024 05:00:00', '05:00'],
    ['2024-03-05T10:00', '05-03-2024', '05-03-2024 05:00:00', '05:00'],
    // a date without a time is a calendar day, never shifted
    ['2024-03-05', '05-03-2024', '05-03-2024 00:00:00', '00:00'],
    ['2024-02-29', '29-02-2024', '29-02-2024 00:00:00', '00:00'],
    [' 2024-03-05T10:00:00Z ', '05-03-2024', '05-03-2024 05:00:00', '05:00'],
  ])('%s', (iso, date, dateTime, time) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatDateTime(iso)).toBe(dateTime);
    expect(formatTime(iso)).toBe(time);
  });
});

describe('other zones', () => {
  it.each([
    ['Europe/Amsterdam', '2024-07-01T22:30:00Z', '02-07-2024 00:30:00'],
    ['Europe/Amsterdam', '2024-01-01T22:30:00Z', '01-01-2024 23:30:00'],
    ['Europe/Brussels', '2024-03-31T01:00:00Z', '31-03-2024 03:00:00'], // just after the switch to summer time
    ['UTC', '2024-07-01T22:30:00Z', '01-07-2024 22:30:00'],
    ['Asia/Kolkata', '2024-07-01T22:30:00Z', '02-07-2024 04:00:00'],
    ['Mars/Olympus_Mons', '2024-07-01T22:30:00Z', '01-07-2024 18:30:00'], // unknown: the default zone
  ])('%s: %s → %s', (timeZone, iso, expected) => {
    expect(formatDateTime(iso, { timeZone })).toBe(expected);
  });
});

describe('invalid input gives null (the UI shows "Date not available")', () => {
  it.each([
    [''],
    ['   '],
    ['not a date'],
    ['March 5, 2024'],
    ['05-03-2024'],
    ['2024-02-30'],
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-03-05T24:00:00Z'],
    ['2024-03-05T10:60:00Z'],
    ['2024-03-05T10:00:61Z'],
    ['2024-03-05T10:00:00+25:00'],
    ['1709632800000'],
    [null],
    [undefined],
  ])('%j', (iso) => {
    expect(formatDate(iso)).toBeNull();
    expect(formatDateTime(iso)).toBeNull();
    expect(formatTime(iso)).toBeNull();
  });

  it('the fallback is a message', () => {
    expect(dateNotAvailableMessage()).toEqual({ key: 'date.notAvailable' });
  });
});

describe('properties', () => {
  it('in UTC, formatting agrees with the instant’s own UTC fields', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          const p = (n: number, size = 2) => String(n).padStart(size, '0');
          expect(formatDateTime(iso, { timeZone: 'UTC' })).toBe(
            `${p(date.getUTCDate())}-${p(date.getUTCMonth() + 1)}-${p(date.getUTCFullYear(), 4)} ` +
              `${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())}`,
          );
        },
      ),
    );
  });

  it('the three formats agree with each other', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          const full = formatDateTime(iso)!;
          expect(full.startsWith(`${formatDate(iso)} ${formatTime(iso)}:`)).toBe(true);
          expect(full).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
        },
      ),
    );
  });
});
