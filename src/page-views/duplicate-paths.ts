/**
 * Finds rows whose `path` appeared in an earlier row. Offset pagination over data that changes
 * during the export can serve a path on two pages (and skip another); the API has no cursor to
 * prevent it, so the export reports it. Pure.
 */

/** Paths kept as duplicate examples. */
export const DUPLICATE_EXAMPLES = 10;

/**
 * Distinct paths remembered at most (about 100 MB for 50-character paths); later rows are not
 * checked. The default `max-requests` caps an export at 25,000 rows, far below.
 */
export const MAX_TRACKED_PATHS = 1_000_000;

/** What the check found. */
export interface DuplicateReport {
  /** Rows whose path had already appeared in an earlier row (a path seen 3 times counts 2). */
  count: number;
  /** The first {@link DUPLICATE_EXAMPLES} distinct duplicated paths, in the order found. */
  examples: string[];
  /** Rows checked; fewer than the rows exported when the bound of distinct paths was reached. */
  checkedRows: number;
  /** True when the check stopped at its bound of distinct paths. */
  truncated: boolean;
}

/** Collects a {@link DuplicateReport}: call {@link DuplicatePaths.add} for every row, in order. */
export class DuplicatePaths {
  readonly #seen = new Set<string>();
  readonly #examples = new Set<string>();
  readonly #maxTracked: number;
  #count = 0;
  #checkedRows = 0;
  #truncated = false;

  /** @param maxTracked distinct paths remembered at most (default {@link MAX_TRACKED_PATHS}). */
  constructor(maxTracked = MAX_TRACKED_PATHS) {
    this.#maxTracked = maxTracked;
  }

  /** Checks one row's path; true when it appeared before. Always false once the check stopped. */
  add(path: string): boolean {
    if (this.#truncated) return false;
    if (this.#seen.has(path)) {
      this.#checkedRows += 1;
      this.#count += 1;
      if (this.#examples.size < DUPLICATE_EXAMPLES) this.#examples.add(path);
      return true;
    }
    if (this.#seen.size >= this.#maxTracked) {
      this.#truncated = true;
      return false;
    }
    this.#checkedRows += 1;
    this.#seen.add(path);
    return false;
  }

  /** What has been found so far. */
  report(): DuplicateReport {
    return { count: this.#count, examples: [...this.#examples], checkedRows: this.#checkedRows, truncated: this.#truncated };
  }
}
