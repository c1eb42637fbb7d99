/**
 * A bounded "top N pages by total views" collector for the job summary, so that memory stays
 * O(N) whatever the number of rows exported. Pure.
 */
import type { PageView } from '../mintlify/schemas.ts';

/** The four counts the summary shows for one page. */
export interface PageCounts {
  path: string;
  human: number;
  ai: number;
  total: number;
}

/**
 * Ranking order: higher `total` first; equal totals by `path` in code-unit order (stable and
 * locale-independent). Negative when `a` ranks before `b`.
 */
export function compareByTotal(a: PageCounts, b: PageCounts): number {
  if (a.total !== b.total) return b.total - a.total;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/**
 * Keeps the `capacity` best-ranked rows seen (see {@link compareByTotal}) in a binary heap
 * whose root is the worst kept row: each `add` is O(1) when the row does not qualify and
 * O(log capacity) otherwise.
 */
export class TopPages {
  readonly capacity: number;
  /** Min-heap by rank: `heap[0]` is the worst of the kept rows. */
  readonly #heap: PageCounts[] = [];

  /** @param capacity rows to keep, ≥ 0 (0 keeps nothing). */
  constructor(capacity: number) {
    this.capacity = Math.max(0, Math.floor(capacity));
  }

  /** Offers one row; only `path`, `human`, `ai` and `total` are kept (extra API fields are dropped). */
  add(row: PageView | PageCounts): void {
    if (this.capacity === 0) return;
    const heap = this.#heap;
    if (heap.length < this.capacity) {
      heap.push(pick(row));
      this.#siftUp(heap.length - 1);
      return;
    }
    const worst = heap[0];
    if (worst === undefined || compareByTotal(row, worst) >= 0) return;
    heap[0] = pick(row);
    this.#siftDown(0);
  }

  /** The kept rows, best first. */
  list(): PageCounts[] {
    return [...this.#heap].sort(compareByTotal);
  }

  /** True when `a` ranks below `b` (belongs nearer the root). */
  #worse(a: number, b: number): boolean {
    const x = this.#heap[a];
    const y = this.#heap[b];
    return x !== undefined && y !== undefined && compareByTotal(x, y) > 0;
  }

  #swap(a: number, b: number): void {
    const heap = this.#heap;
    const x = heap[a];
    const y = heap[b];
    if (x === undefined || y === undefined) return;
    heap[a] = y;
    heap[b] = x;
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

function pick(row: PageCounts): PageCounts {
  return { path: row.path, human: row.human, ai: row.ai, total: row.total };
}
