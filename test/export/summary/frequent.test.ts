/** Bounded top-N structures: the best N by a ranking, and the most frequent values. */
import { describe, expect, it } from 'vitest';
import { FrequentValues } from '../../../src/export/summary/frequent.ts';
import { TopN } from '../../../src/export/summary/top-n.ts';

describe('TopN', () => {
  it('keeps the best N items whatever the order they come in', () => {
    const top = new TopN<number>(3, (a, b) => b - a);
    for (const n of [5, 1, 9, 7, 3, 9, 2]) top.add(n);
    expect(top.list()).toEqual([9, 9, 7]);
  });

  it('stores the copy made by keep, only for items that qualify', () => {
    const kept: string[] = [];
    const top = new TopN<string>(1, (a, b) => b.length - a.length);
    for (const s of ['aa', 'a', 'aaaa']) top.add(s, (x) => (kept.push(x), x.slice(0, 2)));
    expect(kept).toEqual(['aa', 'aaaa']);
    expect(top.list()).toEqual(['aa']);
  });
});

describe('FrequentValues', () => {
  it('counts exactly while there are no more distinct values than its capacity', () => {
    const values = new FrequentValues(3);
    for (const v of ['a', 'b', 'a', 'c', 'a', 'b']) values.add(v);
    expect(values.top(2)).toEqual([
      { value: 'a', count: 3, error: 0 },
      { value: 'b', count: 2, error: 0 },
    ]);
    expect(values.approximate).toBe(false);
  });

  it('keeps a value that is frequent among many rare ones in bounded memory', () => {
    const values = new FrequentValues(10);
    for (let i = 0; i < 10_000; i += 1) values.add(i % 3 === 0 ? 'frequent' : `rare ${i}`);
    expect(values.top(1)[0]?.value).toBe('frequent');
    expect(values.approximate).toBe(true);
  });
});
