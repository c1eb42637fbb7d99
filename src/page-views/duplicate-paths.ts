/**
 * Detects rows whose `path` already appeared earlier in the export. Offset pagination over
 * data that changes during the export (a page moving up or down the ranking between two
 * requests) can serve the same path on two pages, and skip another one; the API gives no
 * cursor to prevent it, so the export reports it instead. Pure.
 *
 * Memory: each distinct path is kept as a 64-bit hash in an open-addressing table of two
 * `Uint32Array`s (8 bytes per slot, load ≤ 0.7, doubling: 11 to 23 bytes per distinct path),
 * outside the JavaScript heap and whatever the path lengths: 16 MB for a million distinct
 * paths (24 MB for a moment while the table doubles). Past {@link MAX_TRACKED_PATHS} distinct
 * paths (a 64 MB table) the check stops and says so, so memory stays bounded. Two different paths sharing a 64-bit hash would count as a duplicate: with
 * 4 million paths the chance is about 1 in a million.
 */

/** Paths kept as duplicate examples. */
export const DUPLICATE_EXAMPLES = 10;

/** Distinct paths tracked at most; later rows are not checked. */
export const MAX_TRACKED_PATHS = 4_000_000;

/** Largest share of occupied slots before the table doubles. */
const MAX_LOAD = 0.7;

/** Slots of a new table (a power of two). */
const INITIAL_SLOTS = 1024;

/** What the check found. */
export interface DuplicateReport {
  /** Rows whose path had already appeared in an earlier row (a path seen 3 times counts 2). */
  count: number;
  /** The first {@link DUPLICATE_EXAMPLES} distinct duplicated paths, in the order found. */
  examples: string[];
  /** Rows checked; fewer than the rows exported when {@link MAX_TRACKED_PATHS} was reached. */
  checkedRows: number;
  /** True when the check stopped at {@link MAX_TRACKED_PATHS} distinct paths. */
  truncated: boolean;
}

/**
 * A 64-bit hash of `text` (its UTF-16 code units) as two 32-bit halves: two multiplicative
 * mixes with different seeds and a final avalanche (the cyrb53 construction, both halves kept).
 * Not cryptographic; well spread for set membership.
 */
export function hash64(text: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** Collects {@link DuplicateReport}: call {@link DuplicatePaths.add} for every row, in order. */
export class DuplicatePaths {
  #hi = new Uint32Array(INITIAL_SLOTS);
  #lo = new Uint32Array(INITIAL_SLOTS);
  #size = 0;
  #count = 0;
  #checkedRows = 0;
  #truncated = false;
  readonly #examples: string[] = [];
  readonly #exampleSet = new Set<string>();
  readonly #maxTracked: number;

  /** @param maxTracked distinct paths tracked at most (default {@link MAX_TRACKED_PATHS}). */
  constructor(maxTracked = MAX_TRACKED_PATHS) {
    this.#maxTracked = maxTracked;
  }

  /** Checks one row's path; true when it appeared before. Always false once the check stopped. */
  add(path: string): boolean {
    if (this.#truncated) return false;
    const [hi, hashLo] = hash64(path);
    // (0, 0) marks an empty slot; fold the one hash that would collide with it.
    const lo = hi === 0 && hashLo === 0 ? 1 : hashLo;
    const found = this.#find(hi, lo);
    if (found.present) {
      this.#checkedRows += 1;
      this.#count += 1;
      if (this.#examples.length < DUPLICATE_EXAMPLES && !this.#exampleSet.has(path)) {
        this.#examples.push(path);
        this.#exampleSet.add(path);
      }
      return true;
    }
    if (this.#size >= this.#maxTracked) {
      this.#truncated = true;
      return false;
    }
    this.#checkedRows += 1;
    this.#hi[found.slot] = hi;
    this.#lo[found.slot] = lo;
    this.#size += 1;
    if (this.#size > this.#hi.length * MAX_LOAD) this.#grow();
    return false;
  }

  /** What has been found so far. */
  report(): DuplicateReport {
    return { count: this.#count, examples: [...this.#examples], checkedRows: this.#checkedRows, truncated: this.#truncated };
  }

  /** The slot holding `(hi, lo)`, or the empty slot where it belongs (linear probing). */
  #find(hi: number, lo: number): { present: boolean; slot: number } {
    const mask = this.#hi.length - 1;
    let slot = lo & mask;
    for (;;) {
      const h = this.#hi[slot] ?? 0;
      const l = this.#lo[slot] ?? 0;
      if (h === 0 && l === 0) return { present: false, slot };
      if (h === hi && l === lo) return { present: true, slot };
      slot = (slot + 1) & mask;
    }
  }

  #grow(): void {
    const oldHi = this.#hi;
    const oldLo = this.#lo;
    this.#hi = new Uint32Array(oldHi.length * 2);
    this.#lo = new Uint32Array(oldLo.length * 2);
    for (let i = 0; i < oldHi.length; i += 1) {
      const h = oldHi[i] ?? 0;
      const l = oldLo[i] ?? 0;
      if (h === 0 && l === 0) continue;
      const { slot } = this.#find(h, l);
      this.#hi[slot] = h;
      this.#lo[slot] = l;
    }
  }
}
