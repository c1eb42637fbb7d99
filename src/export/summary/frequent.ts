/**
 * The most frequent values of a stream in bounded memory: the Space-Saving algorithm (Metwally, Agrawal, El
 * Abbadi, "Efficient computation of frequent and top-k elements in data streams", 2005). At most `capacity` values
 * are counted; when a new value arrives and the table is full, the value with the smallest count is replaced and
 * the newcomer inherits that count (+1) as an over-estimate, recorded as its `error`. Every value seen more than
 * `n / capacity` times is kept, and counts are exact while there are at most `capacity` distinct values. Pure.
 */

/** One counted value: `count` is an upper bound, at most `error` above the true count. */
export interface Frequency {
  value: string;
  count: number;
  error: number;
}

/** Counts values in at most `capacity` slots. */
export class FrequentValues {
  readonly capacity: number;
  readonly #counts = new Map<string, { count: number; error: number }>();
  #approximate = false;

  /** @param capacity distinct values counted at most, ≥ 1. */
  constructor(capacity: number) {
    this.capacity = Math.max(1, Math.floor(capacity));
  }

  /** True once a value was evicted: counts may then be over-estimates (see {@link Frequency.error}). */
  get approximate(): boolean {
    return this.#approximate;
  }

  /** Counts one occurrence of `value`. O(1), or O(capacity) when a value is evicted. */
  add(value: string): void {
    const entry = this.#counts.get(value);
    if (entry !== undefined) {
      entry.count += 1;
      return;
    }
    if (this.#counts.size < this.capacity) {
      this.#counts.set(value, { count: 1, error: 0 });
      return;
    }
    let minKey: string | undefined;
    let minCount = Number.POSITIVE_INFINITY;
    // forEach, not for…of over entries: no [key, value] array per slot on this hot path (memory of large exports).
    this.#counts.forEach(({ count }, key) => {
      if (count < minCount) {
        minCount = count;
        minKey = key;
      }
    });
    if (minKey !== undefined) this.#counts.delete(minKey);
    this.#approximate = true;
    this.#counts.set(value, { count: minCount + 1, error: minCount });
  }

  /** The `n` most frequent values, highest count first; ties by value in code-unit order. */
  top(n: number): Frequency[] {
    return [...this.#counts]
      .map(([value, { count, error }]) => ({ value, count, error }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, Math.max(0, n));
  }
}
