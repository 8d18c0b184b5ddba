// Date formatting (spec §9): DD-MM-YYYY, DD-MM-YYYY HH:mm:ss and HH:mm of ISO 8601 strings, in an IANA time
// zone (default America/New_York). Invalid input gives null; the UI then shows `dateNotAvailableMessage()`
// ('Date not available'). Deterministic on any server: nothing depends on the machine's own time zone.
import { message, type MessageRef } from '../shell';

/** Spec §9 default time zone. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export interface DateFormatOptions {
  /** An IANA zone such as 'Europe/Amsterdam'; an unknown zone falls back to the default. */
  timeZone?: string;
}

/** Spec §9: what the UI shows when a formatter answers null. */
export const dateNotAvailableMessage = (): MessageRef => message('date.notAvailable');

// YYYY-MM-DD, optionally Thh:mm[:ss[.fff]] and an offset (Z, +hh:mm, +hhmm, +hh).
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

interface Parsed {
  /** A date without a time: a calendar day, shown as it is in every zone. */
  dateOnly: boolean;
  instant: Date;
  day: { year: number; month: number; day: number };
}

/**
 * Reads a strict ISO 8601 string. Impossible dates (2024-02-30, 25:00) are rejected rather than rolled over
 * as `Date` would. A date-time without an offset is taken as UTC, so the answer never depends on the server.
 */
const parseIso = (iso: string): Parsed | null => {
  const match = ISO.exec(iso.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, offset] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const [hour, minute, second] = [Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)];
  const check = new Date(Date.UTC(year, month - 1, day));
  const realDay = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  if (!realDay || hour > 23 || minute > 59 || second > 59) return null;
  if (h === undefined) return { dateOnly: true, instant: check, day: { year, month, day } };
  const instant = new Date(offset === undefined ? `${iso.trim()}Z` : iso.trim());
  if (Number.isNaN(instant.getTime())) return null;
  return { dateOnly: false, instant, day: { year, month, day } };
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch (error) {
    if (error instanceof RangeError && timeZone !== DEFAULT_TIME_ZONE) return formatterFor(DEFAULT_TIME_ZONE);
    throw error;
  }
  formatters.set(timeZone, formatter);
  return formatter;
};

const pad = (value: number | string, size: number): string => String(value).padStart(size, '0');

interface Fields {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const fieldsOf = (
  iso: string | null | undefined,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions,
): Fields | null => {
  if (typeof iso !== 'string') return null;
  const parsed = parseIso(iso);
  if (!parsed) return null;
  if (parsed.dateOnly) {
    const { year, month, day } = parsed.day;
    return { year: pad(year, 4), month: pad(month, 2), day: pad(day, 2), hour: '00', minute: '00', second: '00' };
  }
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(parsed.instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: pad(parts.year ?? '', 4),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
};

/** DD-MM-YYYY in the zone; a date-only string ('2024-03-05') is a calendar day and is not shifted. */
export const formatDate = (iso: string | null | undefined, options: DateFormatOptions = {}): string | null => {
  const f = fieldsOf(iso, options);
  return f && `${f.day}-${f.month}-${f.year}`;
};

/** DD-MM-YYYY HH:mm:ss in the zone (24-hour clock). */
export const formatDateTime = (iso: string | null | undefined, options: DateFormatOptions = {}): string | null => {
  const f = fieldsOf(iso, options);
  return f && `${f.day}-${f.month}-${f.year} ${f.hour}:${f.minute}:${f.second}`;
};

/** HH:mm in the zone (24-hour clock). */
export const formatTime = (iso: string | null | undefined, options: DateFormatOptions = {}): string | null => {
  const f = fieldsOf(iso, options);
  return f && `${f.hour}:${f.minute}`;
};
