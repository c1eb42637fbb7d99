/**
 * Resolves `date-from`, `date-to` and `period` into the API's `dateFrom`/`dateTo`, in UTC:
 * `dateFrom` inclusive, `dateTo` exclusive as in the analytics API. Pure: `now` is passed in.
 */
import { InputError } from '../errors.ts';

/** The `period` presets, each resolved to `[dateFrom, dateTo)` in UTC days. */
const PERIODS = ['last-7-days', 'last-30-days', 'previous-week', 'previous-month', 'month-to-date'] as const;

/** One of {@link PERIODS}. */
export type Period = (typeof PERIODS)[number];

/**
 * A resolved range: each bound is `YYYY-MM-DD` (a UTC day) or a full ISO 8601 instant (when the
 * input was one); `undefined` leaves the bound to the API's default. `dateTo` is exclusive.
 */
export interface DateRange {
  dateFrom: string | undefined;
  dateTo: string | undefined;
  /** The preset the range came from, if any. */
  period: Period | undefined;
  /**
   * When a bound is left to the API (whose default range moves with the calendar): the UTC day
   * (`YYYY-MM-DD`) the snapshot was taken on. A snapshot of such a range is the same snapshot
   * only on the same UTC day: it is never reused or resumed on another day.
   */
  openDay?: string | undefined;
}

const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/i;
const RELATIVE = /^-(\d{1,4})([dwm])$/;
const ALLOWED =
  '`YYYY-MM-DD`, an ISO 8601 date-time with a time zone (e.g. `2026-01-31T00:00:00Z`), `today`, `yesterday`, `-<N>d`, `-<N>w` or `-<N>m`';

/** Midnight UTC of the day that contains `date`. */
function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `YYYY-MM-DD` of a UTC day. */
function formatUtcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** True when `year-month-day` names a real day of the (proleptic Gregorian) calendar: no 2026-02-30. */
function isCalendarDay(year: number, month: number, dayOfMonth: number): boolean {
  const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === dayOfMonth;
}

/**
 * True when the fields of an {@link ISO_INSTANT} match name a real instant: a calendar day, hour
 * 00–23, minute and second 00–59, offset at most 23:59. `Date` would roll `2026-02-30T00:00Z` over to March 2.
 */
function isRealInstant(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  return (
    isCalendarDay(year ?? 0, month ?? 0, day ?? 0) &&
    (hour ?? 99) <= 23 &&
    (minute ?? 99) <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** Moves `day` by `months` calendar months, clamping the day of month (Mar 31 − 1 month = Feb 28/29). */
function addMonths(day: Date, months: number): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}

/**
 * Parses one date input into a `Date` (for comparisons) and the string sent to the API.
 * @throws InputError naming `inputName` when the value is not one of the allowed forms.
 */
export function parseDateInput(inputName: string, value: string, now: Date): { at: Date; text: string } {
  const today = startOfUtcDay(now);
  const v = value.trim().toLowerCase();
  if (v === 'today') return { at: today, text: formatUtcDay(today) };
  if (v === 'yesterday') {
    const day = addDays(today, -1);
    return { at: day, text: formatUtcDay(day) };
  }
  const relative = RELATIVE.exec(v);
  if (relative) {
    const n = Number(relative[1]);
    const unit = relative[2];
    const day = unit === 'm' ? addMonths(today, -n) : addDays(today, unit === 'w' ? -7 * n : -n);
    return { at: day, text: formatUtcDay(day) };
  }
  const ymd = YMD.exec(value.trim());
  if (ymd) {
    const [year, month, dayOfMonth] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
    if (isCalendarDay(year, month, dayOfMonth)) {
      const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
      return { at: day, text: formatUtcDay(day) };
    }
    throw new InputError(`${inputName} is not a calendar date (got "${value}"); allowed: ${ALLOWED}`);
  }
  const instant = ISO_INSTANT.exec(value.trim());
  if (instant) {
    const at = new Date(value.trim());
    if (!isRealInstant(instant) || Number.isNaN(at.getTime())) {
      throw new InputError(
        `${inputName} is not a real date and time (got "${value}"): check the day of the month, the hour (00–23), minutes and seconds (00–59); allowed: ${ALLOWED}`,
      );
    }
    return { at, text: at.toISOString() };
  }
  throw new InputError(`${inputName} must be ${ALLOWED} (got "${value}")`);
}

/**
 * Resolves a `period` preset relative to `now` (UTC):
 * - `last-7-days` / `last-30-days`: the 7 / 30 whole days before today (today excluded);
 * - `previous-week`: Monday to Sunday of the previous ISO week;
 * - `previous-month`: the whole previous calendar month;
 * - `month-to-date`: the first of this month to today included (`dateTo` = tomorrow).
 */
export function resolvePeriod(period: Period, now: Date): DateRange {
  const today = startOfUtcDay(now);
  const range = (from: Date, to: Date): DateRange => ({
    dateFrom: formatUtcDay(from),
    dateTo: formatUtcDay(to),
    period,
  });
  switch (period) {
    case 'last-7-days':
      return range(addDays(today, -7), today);
    case 'last-30-days':
      return range(addDays(today, -30), today);
    case 'previous-week': {
      const thisMonday = addDays(today, -((today.getUTCDay() + 6) % 7));
      return range(addDays(thisMonday, -7), thisMonday);
    }
    case 'previous-month': {
      const firstOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
      return range(addMonths(firstOfMonth, -1), firstOfMonth);
    }
    case 'month-to-date': {
      const firstOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
      return range(firstOfMonth, addDays(today, 1));
    }
  }
}

/**
 * Resolves the three range inputs (raw strings; empty = not given) into a {@link DateRange}.
 * @throws InputError when `period` is combined with a date, `period` is unknown, a date
 *   cannot be parsed, or `date-from` is not before `date-to`.
 */
export function resolveDateRange(raw: { dateFrom: string; dateTo: string; period: string }, now: Date): DateRange {
  const period = raw.period.trim();
  if (period) {
    if (raw.dateFrom.trim() || raw.dateTo.trim()) {
      throw new InputError(
        'period cannot be combined with date-from or date-to; use either a period or explicit dates',
      );
    }
    const known = PERIODS.find((p) => p === period);
    if (!known) throw new InputError(`period must be one of ${PERIODS.join(', ')} (got "${period}")`);
    return resolvePeriod(known, now);
  }
  const from = raw.dateFrom.trim() ? parseDateInput('date-from', raw.dateFrom, now) : undefined;
  const to = raw.dateTo.trim() ? parseDateInput('date-to', raw.dateTo, now) : undefined;
  if (from && to && from.at.getTime() >= to.at.getTime()) {
    throw new InputError(
      `date-from must be before date-to, which is exclusive (got date-from ${from.text}, date-to ${to.text})`,
    );
  }
  const open = from === undefined || to === undefined;
  return { dateFrom: from?.text, dateTo: to?.text, period: undefined, ...(open ? { openDay: formatUtcDay(now) } : {}) };
}

/** A `YYYY-MM-DD` bound minus one day, or `undefined` for an instant. */
function lastIncludedDay(dateTo: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateTo)) return undefined;
  return new Date(Date.parse(`${dateTo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The resolved range in words (plain text), e.g.
 * `2026-01-01 to 2026-01-08 (to, exclusive: last day 2026-01-07; period last-7-days)`, or
 * `API default range` when neither bound is set.
 */
export function describeRange(range: DateRange): string {
  const { dateFrom, dateTo, period } = range;
  const periodNote = period ? `period ${period}` : undefined;
  if (dateFrom === undefined && dateTo === undefined) return 'API default range';
  const from = dateFrom ?? "the API's default start";
  if (dateTo === undefined) return `${from} to the API's default end${periodNote ? ` (${periodNote})` : ''}`;
  const last = lastIncludedDay(dateTo);
  const notes = [`to, exclusive${last ? `: last day ${last}` : ''}`, periodNote].filter((n) => n !== undefined);
  return `${from} to ${dateTo} (${notes.join('; ')})`;
}

/** A range as a file records it (`findings.json`, the manifest): `null` for a bound left to the API. */
interface RecordedRange {
  dateFrom: string | null;
  /** Exclusive. */
  dateTo: string | null;
}

/**
 * How {@link recordedRangeText} words a range, e.g. `dateFrom` 2026-11-16 and `dateTo` 2026-11-23:
 * - `last-day`: `2026-11-16 to 2026-11-22`, the last day included (an instant `dateTo` as it is);
 *   `the API default range` when a bound was left to the API;
 * - `end-exclusive`: `2026-11-16 to 2026-11-23 (end exclusive)`; `the API default range` likewise;
 * - `bounds`: `2026-11-16 to 2026-11-23` as recorded (the caller says that `dateTo` is exclusive),
 *   `(API default)` for a bound left to the API, `the API's default range` for both.
 */
export type RangeWording = 'last-day' | 'end-exclusive' | 'bounds';

/** A recorded range in words (plain text), as `wording` says ({@link RangeWording}). Pure. */
export function recordedRangeText(range: RecordedRange, wording: RangeWording): string {
  const { dateFrom, dateTo } = range;
  if (wording === 'bounds') {
    if (dateFrom === null && dateTo === null) return "the API's default range";
    return `${dateFrom ?? '(API default)'} to ${dateTo ?? '(API default)'}`;
  }
  if (dateFrom === null || dateTo === null) return 'the API default range';
  if (wording === 'last-day') return `${dateFrom} to ${lastIncludedDay(dateTo) ?? dateTo}`;
  return `${dateFrom} to ${dateTo} (end exclusive)`;
}

/**
 * Until when a later run that asks for the same inputs names the same range, so that it can
 * continue a partial snapshot of it (`resume`), in words: a range left to the API, and the
 * periods that move every day, only on the same UTC day; `previous-week` until the Sunday of the
 * current week, `previous-month` until the last day of the current month; explicit dates on any
 * later day (relative dates such as `-7d` move every day too). Pure.
 */
export function continuationWindow(range: DateRange, now: Date): string {
  const today = startOfUtcDay(now);
  const sameDay = `only on ${formatUtcDay(today)} (UTC)`;
  if (range.openDay !== undefined)
    return `${range.openDay === formatUtcDay(today) ? sameDay : `only on ${range.openDay} (UTC)`}, since a range left to the API moves with the calendar`;
  switch (range.period) {
    case 'previous-week':
      return `until ${formatUtcDay(addDays(today, 6 - ((today.getUTCDay() + 6) % 7)))} (UTC), the last day period previous-week names this range`;
    case 'previous-month':
      return `until ${formatUtcDay(addDays(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)), -1))} (UTC), the last day period previous-month names this range`;
    case 'last-7-days':
    case 'last-30-days':
    case 'month-to-date':
      return `${sameDay}, since period ${range.period} moves every day`;
    case undefined:
      return 'any later run that resolves to the same dates (a relative date such as -7d moves every day)';
  }
}
