import { describe, expect, it } from 'vitest';
import { quietDatasets, quietKindsByEntry, quietWeekText } from '../../src/analytics/quiet-week.ts';
import type { HistoryEntry } from '../../src/findings/history.ts';

/** A weekly snapshot with these headline figures. */
function week(headline: HistoryEntry['headline'], days: number | null = 7): HistoryEntry {
  return {
    dateFrom: null,
    dateTo: null,
    days,
    generatedAt: '2026-11-23T06:30:00Z',
    complete: true,
    headline,
    findings: [],
  };
}

const USUAL = { 'views-human': 5400, searches: 100, feedback: 4, 'assistant-conversations': 60 };

describe('quiet weeks', () => {
  it('finds a holiday (every dataset at half) and an empty export, judged against the median of the last four', () => {
    const holiday = quietDatasets([
      week(USUAL),
      week(USUAL),
      week({ ...USUAL, 'views-human': 2700, searches: 50, 'assistant-conversations': 30 }),
    ]);
    expect(holiday.map((q) => [q.kind, q.count, q.usual])).toEqual([
      ['traffic-drop', 2700, 5400],
      ['content-gap', 50, 100],
      ['unanswered-questions', 30, 60],
    ]);
    const empty = quietDatasets([week(USUAL), week({ ...USUAL, searches: 0 })]);
    expect(empty.map((q) => q.kind)).toEqual(['content-gap']);
    expect(quietWeekText(empty, [])).toBe(
      'searches: none (usually 100). Findings of this dataset may be missing: an open issue not seen this week is not judged fixed or gone on this week alone, and a fix being verified waits for a usual week.',
    );
  });

  it('leaves a usual week, a small dip, a tiny dataset, a first snapshot and a dataset not exported unlabelled', () => {
    expect(quietDatasets([week(USUAL)])).toEqual([]);
    expect(quietDatasets([week(USUAL), week({ ...USUAL, 'views-human': 4000 })])).toEqual([]);
    // Feedback usually 4 a week: 0 is noise, not an outage.
    expect(quietDatasets([week(USUAL), week({ ...USUAL, feedback: 0 })])).toEqual([]);
    expect(quietDatasets([week(USUAL), week({ ...USUAL, searches: null })])).toEqual([]);
    expect(quietWeekText([], [])).toBeUndefined();
  });

  it('compares per day, and an empty week in the usual does not lower it', () => {
    // A 14-day snapshot with twice the weekly counts is a usual one.
    expect(
      quietDatasets([
        week(USUAL),
        week({ 'views-human': 10800, searches: 200, feedback: 8, 'assistant-conversations': 120 }, 14),
      ]),
    ).toEqual([]);
    const history = [week(USUAL), week({ ...USUAL, searches: 0 }), week({ ...USUAL, searches: 90 })];
    expect(quietKindsByEntry(history).map((s) => [...s])).toEqual([[], ['content-gap'], []]);
  });

  it('names the datasets not exported completely', () => {
    expect(quietWeekText([], ['feedback-by-page'])).toMatch(
      /^feedback-by-page: not exported completely\. Findings of this dataset/,
    );
  });
});
