import { describe, expect, it } from 'vitest';
import { parseCursor, rotate, withCursor } from '../../src/reconcile/plan.ts';

const items = (numbers: number[]) => numbers.map((number) => ({ number }));

/** One run: the first `max` items in the rotated order are read; the cursor moves to the next one. */
function runOnce(
  all: Array<{ number: number }>,
  description: string,
  max: number,
): { read: number[]; description: string } {
  const order = rotate(all, parseCursor(description));
  const read = order.slice(0, max).map((i) => i.number);
  return { read, description: withCursor(description, order[max]?.number) };
}

describe('which items a reconcile run reads first', () => {
  it('reads 120 items with max-jobs 50 within three runs, each run starting where the last one stopped', () => {
    const all = items(Array.from({ length: 120 }, (_, i) => 101 + i));
    let description = 'A Mintlify agent job is still running here';
    const seen = new Set<number>();
    for (let run = 0; run < 3; run += 1) {
      const next = runOnce(all, description, 50);
      next.read.forEach((n) => seen.add(n));
      description = next.description;
    }
    expect(seen.size).toBe(120);
  });

  it('starts at the first item at or after the cursor, wrapping around, in number order', () => {
    expect(rotate(items([9, 3, 5, 7]), 6).map((i) => i.number)).toEqual([7, 9, 3, 5]);
    expect(rotate(items([9, 3, 5]), undefined).map((i) => i.number)).toEqual([3, 5, 9]);
    expect(rotate(items([3, 5]), 99).map((i) => i.number)).toEqual([3, 5]);
  });

  it('keeps a starved item first when items before it ended (the cursor is a number, not a position)', () => {
    const first = runOnce(items([1, 2, 3, 4, 5, 6]), '', 3);
    expect(first.read).toEqual([1, 2, 3]);
    expect(runOnce(items([4, 5, 6, 7]), first.description, 3).read).toEqual([4, 5, 6]);
  });

  it('writes the cursor at the end of the label description, within 100 characters, and removes it', () => {
    expect(withCursor('Agent job running', 123)).toBe('Agent job running (next: #123)');
    expect(parseCursor('Agent job running (next: #123)')).toBe(123);
    expect(withCursor('Agent job running (next: #123)', undefined)).toBe('Agent job running');
    expect(withCursor('x'.repeat(120), 7)).toHaveLength(100);
    expect(parseCursor('hand-written (next: #abc)')).toBeUndefined();
    expect(parseCursor(null)).toBeUndefined();
  });
});
