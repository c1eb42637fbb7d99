/**
 * The rows with the most views, for the job summary, kept in a bounded collector so that memory
 * stays O(N) whatever the number of rows exported. Pure.
 */
import { TopN } from '../export/top-n.ts';

/** One row of a page-views export: a documentation path and its view counts. */
export interface ViewRow {
  path: string;
  human: number;
  ai: number;
  total: number;
}

/**
 * Ranking order: higher `total` first; equal totals by `path` in code-unit order (stable and
 * locale-independent). Negative when `a` ranks before `b`.
 */
export function compareByTotal(a: ViewRow, b: ViewRow): number {
  if (a.total !== b.total) return b.total - a.total;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** Keeps the `capacity` best-ranked rows offered (see {@link compareByTotal}); only `path` and the counts are kept. */
export class TopRows {
  readonly #top: TopN<ViewRow>;

  /** @param capacity rows to keep, ≥ 0 (0 keeps nothing). */
  constructor(capacity: number) {
    this.#top = new TopN(capacity, compareByTotal);
  }

  /** Offers one row. */
  add(row: ViewRow): void {
    this.#top.add(row, (r) => ({ path: r.path, human: r.human, ai: r.ai, total: r.total }));
  }

  /** The kept rows, best first. */
  list(): ViewRow[] {
    return this.#top.list();
  }
}
