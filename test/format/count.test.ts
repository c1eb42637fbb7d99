import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, plural } from '../../src/format/count.ts';

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const integers = [
    0,
    1,
    12,
    123,
    999,
    1000,
    1234,
    12_345,
    99_999,
    100_000,
    123_456,
    1_000_000,
    1_234_567_890,
    Number.MAX_SAFE_INTEGER,
  ];

  it.each([...integers, ...integers.map((n) => -n)])('writes the integer %d as Intl en-US does', (n) => {
    expect(formatCount(n)).toBe(intl.format(n));
  });

  it.each([-0, 1.5, 2.5, 1234.49, 1234.5, -1234.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY])(
    'writes %d as Intl en-US does',
    (n) => {
      expect(formatCount(n)).toBe(intl.format(n));
    },
  );
});

describe('formatNumber', () => {
  it.each([0, 1, 1234, -1234, 1_234_567, -0, 1.5, 1234.5678, -0.25, Number.NaN, Number.POSITIVE_INFINITY])(
    'writes %d as toLocaleString("en-US") does',
    (n) => {
      expect(formatNumber(n)).toBe(n.toLocaleString('en-US'));
    },
  );
});

describe('plural', () => {
  it('writes the count with separators and the noun for that count', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(12_345, 'search', 'searches')).toBe('12,345 searches');
    expect(plural(1, 'more run', 'more runs')).toBe('1 more run');
  });
});
