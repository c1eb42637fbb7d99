/**
 * Finds rows whose key (a dataset's `key`, e.g. `path`) appeared in an earlier row. Offset
 * pagination over data that changes during the export can serve a path on two pages (and skip
 * another); the API has no cursor to prevent it, so the export reports it. Pure.
 */

/** Keys kept as duplicate examples. */
export const DUPLICATE_EXAMPLES = 10;

/**
 * Distinct keys remembered at most (about 100 MB for 50-character paths); later rows are not
 * checked. The default `max-requests` caps an export at 25,000 rows, far below.
 */
export const MAX_TRACKED_KEYS = 1_000_000;

/** What the check found. */
export interface DuplicateReport {
  /** Rows whose key had already appeared in an earlier row (a key seen 3 times counts 2). */
  count: number;
  /** The first {@link DUPLICATE_EXAMPLES} distinct duplicated keys, in the order found. */
  examples: string[];
  /** Rows checked; fewer than the rows exported when the bound of distinct keys was reached. */
  checkedRows: number;
  /** True when the check stopped at its bound of distinct keys. */
  truncated: boolean;
}

/** Collects a {@link DuplicateReport}: call {@link DuplicateKeys.add} for every row, in order. */
export class DuplicateKeys {
  readonly #seen = new Set<string>();
  readonly #examples = new Set<string>();
  readonly #maxTracked: number;
  #count = 0;
  #checkedRows = 0;
  #truncated = false;

  /** @param maxTracked distinct keys remembered at most (default {@link MAX_TRACKED_KEYS}). */
  constructor(maxTracked = MAX_TRACKED_KEYS) {
    this.#maxTracked = maxTracked;
  }

  /** Checks one row's key; true when it appeared before. Always false once the check stopped. */
  add(key: string): boolean {
    if (this.#truncated) return false;
    const seen = this.#seen;
    const size = seen.size;
    if (size < this.#maxTracked) {
      // One hash lookup per row: the key is new when adding it grew the set.
      seen.add(key);
      this.#checkedRows += 1;
      if (seen.size > size) return false;
    } else if (seen.has(key)) {
      this.#checkedRows += 1;
    } else {
      this.#truncated = true;
      return false;
    }
    this.#count += 1;
    if (this.#examples.size < DUPLICATE_EXAMPLES) this.#examples.add(key);
    return true;
  }

  /** What has been found so far. */
  report(): DuplicateReport {
    return {
      count: this.#count,
      examples: [...this.#examples],
      checkedRows: this.#checkedRows,
      truncated: this.#truncated,
    };
  }
}
