import { describe, expect, it } from 'vitest';
import {
  parseDateInput,
  recordedRangeText,
  resolveDateRange,
  resolvePeriod,
  type RangeWording,
} from '../../src/export/date-range.ts';

// A Saturday.
const NOW = new Date('2026-11-21T15:30:00Z');

describe('parseDateInput', () => {
  it.each([
    ['today', '2026-11-21'],
    ['yesterday', '2026-11-20'],
    ['-7d', '2026-11-14'],
    ['-2w', '2026-11-07'],
    ['-1m', '2026-10-21'],
    ['-12m', '2025-11-21'],
    ['2026-01-31', '2026-01-31'],
    ['2026-01-31T10:00:00+02:00', '2026-01-31T08:00:00.000Z'],
  ])('resolves %s to %s (UTC)', (value, expected) => {
    expect(parseDateInput('date-from', value, NOW).text).toBe(expected);
  });

  it('clamps calendar months to the end of a shorter month', () => {
    expect(parseDateInput('date-from', '-1m', new Date('2026-03-31T00:00:00Z')).text).toBe('2026-02-28');
  });

  it('rejects a date-time without a time zone, which would be read in local time', () => {
    expect(() => parseDateInput('date-to', '2026-01-31T10:00:00', NOW)).toThrow('date-to must be');
  });
});

describe('resolvePeriod', () => {
  it.each([
    ['last-7-days', '2026-11-14', '2026-11-21'],
    ['last-30-days', '2026-10-22', '2026-11-21'],
    ['previous-week', '2026-11-09', '2026-11-16'],
    ['previous-month', '2026-10-01', '2026-11-01'],
    ['month-to-date', '2026-11-01', '2026-11-22'],
  ] as const)('%s is [%s, %s) — dateTo exclusive', (period, from, to) => {
    expect(resolvePeriod(period, NOW)).toEqual({ dateFrom: from, dateTo: to, period });
  });

  it('previous-month in January is December of the previous year', () => {
    expect(resolvePeriod('previous-month', new Date('2027-01-15T00:00:00Z'))).toMatchObject({
      dateFrom: '2026-12-01',
      dateTo: '2027-01-01',
    });
  });

  it('previous-week on a Monday is the week that just ended', () => {
    expect(resolvePeriod('previous-week', new Date('2026-11-23T08:00:00Z'))).toMatchObject({
      dateFrom: '2026-11-16',
      dateTo: '2026-11-23',
    });
  });
});

describe('resolveDateRange', () => {
  it('passes only the bounds that were given', () => {
    expect(resolveDateRange({ dateFrom: '-7d', dateTo: '', period: '' }, NOW)).toEqual({
      dateFrom: '2026-11-14',
      dateTo: undefined,
      period: undefined,
      openDay: '2026-11-21',
    });
  });
});

describe('resolveDateRange: the open range (issue 39)', () => {
  it('pins a range left to the API to the UTC day of the run', () => {
    expect(resolveDateRange({ dateFrom: '', dateTo: '', period: '' }, NOW).openDay).toBe('2026-11-21');
    expect(resolveDateRange({ dateFrom: '2026-11-01', dateTo: '', period: '' }, NOW).openDay).toBe('2026-11-21');
  });

  it('pins nothing when both bounds are given', () => {
    expect(resolveDateRange({ dateFrom: '2026-11-01', dateTo: '2026-11-08', period: '' }, NOW).openDay).toBeUndefined();
    expect(resolveDateRange({ dateFrom: '', dateTo: '', period: 'last-7-days' }, NOW).openDay).toBeUndefined();
  });
});

describe('recordedRangeText', () => {
  const days = { dateFrom: '2026-11-16', dateTo: '2026-11-23' };
  const instants = { dateFrom: '2026-11-16T06:00:00.000Z', dateTo: '2026-11-23T06:00:00.000Z' };
  const noStart = { dateFrom: null, dateTo: '2026-11-23' };
  const noEnd = { dateFrom: '2026-11-16', dateTo: null };
  const neither = { dateFrom: null, dateTo: null };

  it.each<[RangeWording, string[]]>([
    [
      'last-day',
      [
        '2026-11-16 to 2026-11-22',
        '2026-11-16T06:00:00.000Z to 2026-11-23T06:00:00.000Z',
        'the API default range',
        'the API default range',
        'the API default range',
      ],
    ],
    [
      'end-exclusive',
      [
        '2026-11-16 to 2026-11-23 (end exclusive)',
        '2026-11-16T06:00:00.000Z to 2026-11-23T06:00:00.000Z (end exclusive)',
        'the API default range',
        'the API default range',
        'the API default range',
      ],
    ],
    [
      'bounds',
      [
        '2026-11-16 to 2026-11-23',
        '2026-11-16T06:00:00.000Z to 2026-11-23T06:00:00.000Z',
        '(API default) to 2026-11-23',
        '2026-11-16 to (API default)',
        "the API's default range",
      ],
    ],
  ])('%s', (wording, texts) => {
    expect([days, instants, noStart, noEnd, neither].map((r) => recordedRangeText(r, wording))).toEqual(texts);
  });

  it('last-day: the day before an exclusive end, across a month and a year', () => {
    expect(recordedRangeText({ dateFrom: '2026-02-01', dateTo: '2026-03-01' }, 'last-day')).toBe(
      '2026-02-01 to 2026-02-28',
    );
    expect(recordedRangeText({ dateFrom: '2026-12-01', dateTo: '2027-01-01' }, 'last-day')).toBe(
      '2026-12-01 to 2026-12-31',
    );
  });
});
