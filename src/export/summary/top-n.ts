/**
 * A bounded "best N" collector for job summaries: memory stays O(N) whatever the number of rows offered. Pure.
 */

/**
 * Keeps the `capacity` best items offered, by `compare` (negative when `a` ranks before `b`),
 * in a binary heap whose root is the worst kept item: `add` is O(1) when the item does not
 * qualify and O(log capacity) otherwise.
 */
export class TopN<T> {
  readonly capacity: number;
  readonly #compare: (a: T, b: T) => number;
  /** Min-heap by rank: `heap[0]` is the worst kept item. */
  readonly #heap: T[] = [];

  /**
   * @param capacity items to keep, ≥ 0 (0 keeps nothing).
   * @param compare ranking order; ties should be broken deterministically.
   */
  constructor(capacity: number, compare: (a: T, b: T) => number) {
    this.capacity = Math.max(0, Math.floor(capacity));
    this.#compare = compare;
  }

  /**
   * Offers one item. `keep` (default: the item itself) makes the copy that is stored, called
   * only when the item qualifies (e.g. to drop fields or shorten long text).
   */
  add(item: T, keep: (item: T) => T = (x) => x): void {
    if (this.capacity === 0) return;
    const heap = this.#heap;
    if (heap.length < this.capacity) {
      heap.push(keep(item));
      this.#siftUp(heap.length - 1);
      return;
    }
    const worst = heap[0];
    if (worst === undefined || this.#compare(item, worst) >= 0) return;
    heap[0] = keep(item);
    this.#siftDown(0);
  }

  /** The kept items, best first. */
  list(): T[] {
    return [...this.#heap].sort(this.#compare);
  }

  #worse(a: number, b: number): boolean {
    const x = this.#heap[a];
    const y = this.#heap[b];
    return x !== undefined && y !== undefined && this.#compare(x, y) > 0;
  }

  #swap(a: number, b: number): void {
    const x = this.#heap[a];
    const y = this.#heap[b];
    if (x === undefined || y === undefined) return;
    this.#heap[a] = y;
    this.#heap[b] = x;
  }

  #siftUp(index: number): void {
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#worse(i, parent)) return;
      this.#swap(i, parent);
      i = parent;
    }
  }

  #siftDown(index: number): void {
    const size = this.#heap.length;
    let i = index;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < size && this.#worse(left, worst)) worst = left;
      if (right < size && this.#worse(right, worst)) worst = right;
      if (worst === i) return;
      this.#swap(i, worst);
      i = worst;
    }
  }
}
