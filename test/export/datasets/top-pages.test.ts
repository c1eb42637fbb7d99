/** The top pages the views (and visitors) summary collector keeps, in bounded memory. */
import { describe, expect, it } from 'vitest';
import { type PageCounts } from '../../../src/export/datasets/definition.ts';
import { VIEWS } from '../../../src/export/datasets/traffic.ts';
import { NO_VISITOR_DATA } from '../../../src/export/privacy.ts';

function row(path: string, total: number): PageCounts {
  return { path, human: total, ai: 0, total };
}

/** Ranking of the summary: higher total first, equal totals by path in code-unit order. */
function compareByTotal(a: PageCounts, b: PageCounts): number {
  return b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

/** The collector's top pages after `rows`. */
class TopRows {
  readonly #collector;

  constructor(capacity: number) {
    this.#collector = VIEWS.collector({ rows: capacity, privacy: NO_VISITOR_DATA });
  }

  add(r: PageCounts): void {
    this.#collector.row(r);
  }

  list(): PageCounts[] {
    const result = this.#collector.result();
    return result.dataset === 'views' ? result.top : [];
  }
}

describe('the top pages of the views summary', () => {
  it('keeps the N pages with the most views, best first', () => {
    const top = new TopRows(3);
    for (const [path, total] of [
      ['/a', 5],
      ['/b', 50],
      ['/c', 1],
      ['/d', 20],
      ['/e', 30],
    ] as const)
      top.add(row(path, total));
    expect(top.list().map((r) => r.path)).toEqual(['/b', '/e', '/d']);
  });

  it('breaks ties by path', () => {
    const top = new TopRows(2);
    for (const path of ['/z', '/m', '/a', '/q']) top.add(row(path, 7));
    expect(top.list().map((r) => r.path)).toEqual(['/a', '/m']);
  });

  it('keeps nothing with capacity 0', () => {
    const top = new TopRows(0);
    top.add(row('/a', 1));
    expect(top.list()).toEqual([]);
  });

  it('keeps only path and counts of a row', () => {
    const top = new TopRows(1);
    top.add({ path: '/a', human: 1, ai: 2, total: 3, extra: 'x' } as PageCounts);
    expect(top.list()).toEqual([{ path: '/a', human: 1, ai: 2, total: 3 }]);
  });

  it('agrees with a full sort on 20,000 rows with many ties', () => {
    let seed = 42;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      row(`/p${Math.floor(random() * 1e6)}-${i}`, Math.floor(random() * 200)),
    );
    const top = new TopRows(100);
    for (const r of rows) top.add(r);
    expect(top.list()).toEqual([...rows].sort(compareByTotal).slice(0, 100));
  });
});
