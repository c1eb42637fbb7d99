/**
 * Comparing two snapshots: range lengths, per-day relative changes, the headline figures, and
 * how a change is written (`+25%`, `−12%`). Pure.
 *
 * Two snapshots of different range lengths are compared per day: a 30-day snapshot after a
 * 7-day one is divided by 30 and 7 before the change is taken. When a range's length is unknown
 * (a bound left to the API's default), the totals are compared as they are.
 */
import type { DateRange } from '../export/date-range.ts';
import type { SnapshotFacts } from './facts.ts';
import { HEADLINE_METRICS, type FindingsRange, type HeadlineFigure, type HeadlineMetric } from './types.ts';

const DAY_MS = 86_400_000;

/**
 * The range as `findings.json` records it, with its length in
 * days (`null` when a bound is unknown or the range is empty).
 */
export function findingsRange(range: DateRange): FindingsRange {
  let days: number | null = null;
  if (range.dateFrom !== undefined && range.dateTo !== undefined) {
    const length = (Date.parse(range.dateTo) - Date.parse(range.dateFrom)) / DAY_MS;
    if (Number.isFinite(length) && length > 0) days = Math.round(length * 1000) / 1000;
  }
  return { dateFrom: range.dateFrom ?? null, dateTo: range.dateTo ?? null, period: range.period ?? null, days };
}

/**
 * The signed relative change of `current` over `currentDays` against `previous` over
 * `previousDays`, per day (`0.25` = +25 %). `null` when `previous` is 0 or either value is missing.
 * Either length `null` compares the totals as they are.
 */
export function perDayChange(
  current: number | null,
  currentDays: number | null,
  previous: number | null,
  previousDays: number | null,
): number | null {
  if (current === null || previous === null || previous === 0) return null;
  const ratio =
    currentDays === null || previousDays === null
      ? current / previous
      : current / currentDays / (previous / previousDays);
  return ratio - 1;
}

/** The headline values of a snapshot, `null` for a dataset not exported (counts that need every row: not complete). */
export function headlineValues(facts: SnapshotFacts): Record<HeadlineMetric, number | null> {
  const views = facts.viewTotals;
  return {
    'views-human': views?.human ?? null,
    'views-ai': views?.ai ?? null,
    'views-total': views?.total ?? null,
    visitors: facts.visitorTotals?.total ?? null,
    searches: facts.totalSearches ?? null,
    feedback: facts.complete.has('feedback') ? facts.feedbackItems : null,
    'assistant-conversations': facts.complete.has('assistant') ? facts.conversations : null,
    'ai-share': views !== undefined && views.total > 0 ? views.ai / views.total : null,
  };
}

/**
 * The headline figures with their changes. Counts change per day (see {@link perDayChange});
 * `ai-share` changes by the difference of the shares (`0.03` = 3 percentage points).
 */
export function headlineFigures(
  current: Record<HeadlineMetric, number | null>,
  currentDays: number | null,
  previous: Partial<Record<HeadlineMetric, number | null>> | undefined,
  previousDays: number | null,
): HeadlineFigure[] {
  return HEADLINE_METRICS.map((metric) => {
    const now = current[metric];
    const before = previous?.[metric] ?? null;
    const change =
      metric === 'ai-share'
        ? now === null || before === null
          ? null
          : now - before
        : perDayChange(now, currentDays, before, previousDays);
    return { metric, current: now, previous: before, change };
  });
}

/** U+2212, the minus sign of `−12%`. */
const MINUS = '\u2212';

/** A relative change as a signed percentage: `+25%`, `−12%`, `+0.4%`, `±0%`. */
export function formatChange(change: number): string {
  const percent = change * 100;
  const magnitude = Math.abs(percent);
  const rounded = magnitude >= 10 ? Math.round(magnitude).toString() : (Math.round(magnitude * 10) / 10).toString();
  if (rounded === '0') return '±0%';
  return `${percent < 0 ? MINUS : '+'}${rounded}%`;
}

/** A change of a share as signed percentage points: `+3 pp`, `−1.5 pp`, `±0 pp`. */
export function formatPointChange(change: number): string {
  const points = change * 100;
  const rounded = (Math.round(Math.abs(points) * 10) / 10).toString();
  if (rounded === '0') return '±0 pp';
  return `${points < 0 ? MINUS : '+'}${rounded} pp`;
}
