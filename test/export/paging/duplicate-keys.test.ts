import { describe, expect, it } from 'vitest';
import { DUPLICATE_EXAMPLES, DuplicateKeys } from '../../../src/export/paging/duplicate-keys.ts';

describe('DuplicateKeys', () => {
  it('reports no duplicate among 100,000 distinct paths', () => {
    const check = new DuplicateKeys();
    for (let i = 0; i < 100_000; i += 1) check.add(`/docs/page-${String(i).padStart(7, '0')}`);
    expect(check.report()).toEqual({ count: 0, examples: [], checkedRows: 100_000, truncated: false });
  });

  it('counts every repeat of a path seen before and keeps the first distinct examples', () => {
    const check = new DuplicateKeys();
    for (let i = 0; i < 3000; i += 1) check.add(`/p/${i}`);
    expect(check.add('/p/7')).toBe(true);
    expect(check.add('/p/7')).toBe(true);
    expect(check.add('/p/2999')).toBe(true);
    expect(check.add('')).toBe(false);
    expect(check.add('')).toBe(true);
    expect(check.report()).toEqual({
      count: 4,
      examples: ['/p/7', '/p/2999', ''],
      checkedRows: 3005,
      truncated: false,
    });
  });

  it('tells apart paths that differ only in case or trailing slash', () => {
    const check = new DuplicateKeys();
    for (const path of ['/Docs', '/docs', '/docs/']) expect(check.add(path)).toBe(false);
    expect(check.report().count).toBe(0);
  });

  it(`keeps at most ${DUPLICATE_EXAMPLES} examples`, () => {
    const check = new DuplicateKeys();
    for (let round = 0; round < 2; round += 1) for (let i = 0; i < 20; i += 1) check.add(`/p/${i}`);
    const report = check.report();
    expect(report.count).toBe(20);
    expect(report.examples).toEqual(Array.from({ length: DUPLICATE_EXAMPLES }, (_, i) => `/p/${i}`));
  });

  it('stops checking at its bound of distinct paths and says so', () => {
    const check = new DuplicateKeys(100);
    for (let i = 0; i < 100; i += 1) check.add(`/p/${i}`);
    expect(check.add('/p/0')).toBe(true);
    expect(check.add('/new')).toBe(false);
    expect(check.add('/p/1')).toBe(false);
    expect(check.report()).toEqual({ count: 1, examples: ['/p/0'], checkedRows: 101, truncated: true });
  });
});
