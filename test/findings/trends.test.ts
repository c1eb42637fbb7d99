import { describe, expect, it } from 'vitest';
import { score } from '../../src/findings/score.ts';
import { findingsRange, formatChange, formatPointChange, perDayChange } from '../../src/findings/trends.ts';

describe('trends', () => {
  it('writes changes as signed percentages with a true minus sign', () => {
    expect([0.25, -0.12, 0.004, 0, -0.0004, 1.5].map(formatChange)).toEqual([
      '+25%',
      '\u221212%',
      '+0.4%',
      '±0%',
      '±0%',
      '+150%',
    ]);
    expect([0.03, -0.015, 0].map(formatPointChange)).toEqual(['+3 pp', '\u22121.5 pp', '±0 pp']);
  });

  it('compares per day when the ranges differ in length, and totals when a length is unknown', () => {
    expect(perDayChange(70, 7, 300, 30)).toBeCloseTo(0);
    expect(perDayChange(70, null, 300, 30)).toBeCloseTo(70 / 300 - 1);
    expect(perDayChange(5, 7, 0, 7)).toBeNull();
  });

  it('measures a range in days, dateTo exclusive', () => {
    expect(findingsRange({ dateFrom: '2026-11-01', dateTo: '2026-12-01', period: 'previous-month' }).days).toBe(30);
    expect(findingsRange({ dateFrom: undefined, dateTo: '2026-12-01', period: undefined }).days).toBeNull();
  });
});

describe('score', () => {
  it('scores 20 failures a week 50 and scales other ranges to a week', () => {
    expect(score(20, 7)).toBe(50);
    expect(score(60, 7)).toBe(75);
    expect(score(60, 21)).toBe(50);
    expect(score(0, 7)).toBe(0);
    expect(score(1e9, 7)).toBeLessThanOrEqual(100);
  });
});
