/**
 * Counts and shares for people: `12,345`, `12.5%`. Pure.
 */

/** Made on first use: creating it costs ~15 ms of start-up that most runs do not need before their first request. */
let countFormat: Intl.NumberFormat | undefined;

/** Digits followed by a multiple of three digits up to the end: where a thousands separator goes. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * A count with thousands separators, e.g. `12,345`. Integers are written directly (the same text
 * as `Intl.NumberFormat('en-US')`, tested): creating the formatter costs ~20–30 ms the first
 * time, which a run whose counts are all integers need not pay.
 */
export function formatCount(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return String(n).replace(THOUSANDS, ',');
  countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return countFormat.format(n);
}

/**
 * `n.toLocaleString('en-US')` (up to three decimals), with integers written
 * as {@link formatCount} writes them (the same text, without Intl).
 */
export function formatNumber(n: number): string {
  return Number.isSafeInteger(n) && !Object.is(n, -0) ? formatCount(n) : n.toLocaleString('en-US');
}

/**
 * `1 day`, `12,345 searches`: the count as {@link formatNumber} writes it, then `one` or `many` (default `one` + `s`).
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** AI share of a total as a percentage with one decimal, e.g. `12.5%`; `—` when the total is 0. */
export function formatShare(ai: number, total: number): string {
  return total > 0 ? `${((ai / total) * 100).toFixed(1)}%` : '—';
}
