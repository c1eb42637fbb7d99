import { describe, expect, it } from 'vitest';
import type { DatasetOutcome } from '../../../src/export/paging/dataset-outcome.ts';
import type { KeptDataset } from '../../../src/export/resume/kept-dataset.ts';
import { NO_VISITOR_DATA } from '../../../src/export/privacy.ts';
import {
  estimateRunsLeft,
  resumePoint,
  resumeUnusable,
  resumeVerdict,
  snapshotIdentity,
  stoppedOnlyByBudget,
  type PreviousExport,
  type SnapshotIdentity,
} from '../../../src/export/resume/resume.ts';
import {
  describeRunsLeft,
  inProgressLine,
  partialSnapshotWarning,
  progressLogLine,
} from '../../../src/export/resume/resume-summary.ts';
import { continuationWindow, resolvePeriod } from '../../../src/export/date-range.ts';
import type { AnalyticsDataset } from '../../../src/mintlify/analytics-endpoints.ts';

const WANTED: SnapshotIdentity = snapshotIdentity(
  {
    mode: 'analytics',
    projectId: 'proj_123',
    range: { dateFrom: '2026-11-09', dateTo: '2026-11-16' },
    formats: ['json', 'csv'],
    datasets: [
      { dataset: 'assistant-callers', limit: undefined },
      { dataset: 'views', limit: undefined },
      { dataset: 'searches', limit: undefined },
    ],
  },
  NO_VISITOR_DATA,
);

function kept(dataset: AnalyticsDataset, fields: Partial<KeptDataset> = {}): KeptDataset {
  return {
    dataset,
    status: 'partial',
    rows: 0,
    pages: 0,
    requests: 0,
    limit: undefined,
    files: [],
    tail: {},
    truncated: false,
    totalsChanged: undefined,
    duplicates: undefined,
    stoppedAtOffset: undefined,
    stoppedAtCursor: undefined,
    ...fields,
  };
}

function previous(fields: Partial<PreviousExport> = {}): PreviousExport {
  return { ...WANTED, complete: false, kept: [], runs: 1, requests: 5, files: [], ...fields };
}

describe('resumeVerdict', () => {
  it('resumes a partial export of the same snapshot, and reports a complete one', () => {
    expect(WANTED.datasets).toEqual([
      { dataset: 'assistant-callers', limit: null },
      { dataset: 'views', limit: 250 },
      { dataset: 'searches', limit: 100 },
    ]);
    expect(resumeVerdict(previous(), WANTED)).toEqual({ kind: 'resume' });
    expect(resumeVerdict(previous({ complete: true }), WANTED)).toEqual({ kind: 'complete' });
    // The formats are the same whatever their order.
    expect(resumeVerdict(previous({ formats: ['csv', 'json'] }), WANTED)).toEqual({ kind: 'resume' });
  });

  it('starts afresh, saying why, when anything that shapes the files differs', () => {
    const why = (fields: Partial<PreviousExport>): string => {
      const verdict = resumeVerdict(previous(fields), WANTED);
      return verdict.kind === 'fresh' ? verdict.reason : verdict.kind;
    };
    expect(why({ dateTo: '2026-11-15' })).toBe(
      'it covers 2026-11-09 to 2026-11-15, this run 2026-11-09 to 2026-11-16 (dateTo exclusive)',
    );
    expect(why({ mode: 'page-views' })).toBe('it is a page-views export, this run is analytics');
    expect(why({ projectId: 'proj_other' })).toBe('it is a snapshot of another project');
    expect(why({ datasets: [{ dataset: 'views', limit: 250 }] })).toBe(
      "its datasets are views (limit 250), this run's assistant-callers, views (limit 250), searches (limit 100)",
    );
    expect(why({ datasets: WANTED.datasets.map((d) => (d.dataset === 'views' ? { ...d, limit: 100 } : d)) })).toContain(
      'views (limit 100)',
    );
    expect(why({ formats: ['json'] })).toBe("its formats are json, this run's json, csv");
    expect(why({ visitorText: true })).toBe(
      'its privacy rules differ (visitor text included, contact excluded; this run: visitor text excluded, contact excluded)',
    );
    // A complete snapshot of another range is simply another snapshot.
    expect(why({ complete: true, dateFrom: '2026-11-02', dateTo: '2026-11-09' })).toMatch(
      /^it covers 2026-11-02 to 2026-11-09/,
    );
  });

  it('needs the JSON format to resume (the kept rows are read back from it), not to report a complete snapshot', () => {
    const csvOnly = { ...WANTED, formats: ['csv' as const] };
    expect(resumeVerdict(previous({ formats: ['csv'] }), csvOnly)).toEqual({
      kind: 'fresh',
      reason: 'resuming reads the kept rows back from the JSON files, and format has no json',
    });
    expect(resumeVerdict(previous({ formats: ['csv'], complete: true }), csvOnly)).toEqual({ kind: 'complete' });
  });
});

describe('resumePoint', () => {
  it('resumes offset datasets at stoppedAtOffset and cursor datasets at stoppedAtCursor', () => {
    expect(resumePoint(kept('views', { rows: 250, stoppedAtOffset: 250 }))).toEqual({ offset: 250, cursor: undefined });
    expect(resumePoint(kept('searches', { rows: 100, stoppedAtCursor: 'c2' }))).toEqual({
      offset: undefined,
      cursor: 'c2',
    });
  });

  it('starts again a dataset with no rows, no place to resume from, or that is complete or skipped', () => {
    expect(resumePoint(kept('views', { rows: 0, stoppedAtOffset: 0 }))).toBeUndefined();
    expect(resumePoint(kept('searches', { rows: 100 }))).toBeUndefined();
    expect(resumePoint(kept('views', { status: 'complete', rows: 10 }))).toBeUndefined();
    expect(resumePoint(kept('feedback', { status: 'skipped' }))).toBeUndefined();
    expect(resumePoint(kept('feedback-by-page', { rows: 5 }))).toBeUndefined();
  });
});

function outcome(dataset: AnalyticsDataset, fields: Partial<DatasetOutcome> = {}): DatasetOutcome {
  return {
    dataset,
    status: 'complete',
    rows: 0,
    pages: 0,
    requests: 0,
    limit: undefined,
    files: [],
    truncated: false,
    stop: undefined,
    stoppedAtOffset: undefined,
    duplicates: undefined,
    totalsChanged: undefined,
    tail: undefined,
    summary: undefined,
    ...fields,
  };
}

const BUDGET = { reason: 'budget' as const, message: 'max-requests' };

describe('estimateRunsLeft', () => {
  it('counts the pages left of datasets whose totals are known: assistant from the caller stats, feedback from feedback-by-page', () => {
    const outcomes = [
      outcome('assistant-callers', {
        summary: { dataset: 'assistant-callers', stats: { web: 180_000, api: 15_000, other: 5_000, total: 200_000 } },
      }),
      outcome('feedback-by-page', {
        summary: { dataset: 'feedback-by-page', pages: 10, top: [], truncated: false, items: 950 },
      }),
      outcome('assistant', { status: 'partial', rows: 50_000, limit: 1000, stop: BUDGET }),
      outcome('feedback', { status: 'skipped', limit: 100, stop: BUDGET }),
    ];
    // assistant: 150,000 left at 1,000 per request = 150; feedback: 950 at 100 = 10.
    expect(estimateRunsLeft(outcomes, 100)).toEqual({ requests: 160, runs: 2, atLeast: false });
    expect(estimateRunsLeft(outcomes, 40)).toEqual({ requests: 160, runs: 4, atLeast: false });
  });

  it('counts one request for a dataset whose size is unknown, and says the estimate is a floor', () => {
    const outcomes = [
      outcome('feedback-by-page', {
        summary: { dataset: 'feedback-by-page', pages: 100, top: [], truncated: true, items: 950 },
      }),
      outcome('views', { status: 'partial', rows: 250, limit: 250, stop: BUDGET }),
      outcome('feedback', { status: 'skipped', limit: 100, stop: BUDGET }),
      outcome('assistant-callers', { status: 'skipped', stop: BUDGET }),
    ];
    expect(estimateRunsLeft(outcomes, 100)).toEqual({ requests: 3, runs: 1, atLeast: true });
  });

  it('is none for a complete snapshot, and at least one request for a dataset whose known total is already reached', () => {
    expect(estimateRunsLeft([outcome('views', { rows: 10 })], 100)).toEqual({ requests: 0, runs: 0, atLeast: false });
    const callers = outcome('assistant-callers', {
      summary: { dataset: 'assistant-callers', stats: { web: 1, api: 0, other: 0, total: 1 } },
    });
    expect(
      estimateRunsLeft([callers, outcome('assistant', { status: 'partial', rows: 5, limit: 1000, stop: BUDGET })], 100),
    ).toEqual({ requests: 1, runs: 1, atLeast: false });
  });
});

describe('stoppedOnlyByBudget', () => {
  it('is true when every dataset is complete or stopped by max-requests or the rate limit', () => {
    expect(
      stoppedOnlyByBudget([
        outcome('views'),
        outcome('searches', { status: 'partial', stop: BUDGET }),
        outcome('feedback', { status: 'skipped', stop: { reason: 'rate-limit', message: '429' } }),
      ]),
    ).toBe(true);
  });

  it('is false when any dataset failed for another reason', () => {
    for (const reason of ['error', 'unauthorized', 'cancelled'] as const) {
      expect(
        stoppedOnlyByBudget([
          outcome('views', { status: 'partial', stop: BUDGET }),
          outcome('searches', { status: 'partial', stop: { reason, message: 'x' } }),
        ]),
      ).toBe(false);
    }
  });
});

describe('resumeUnusable', () => {
  it('needs the upload (the next run resumes from it) and a token to find it', () => {
    expect(resumeUnusable({ resume: true, uploadArtifact: true, githubToken: 'ghs_x' })).toBeUndefined();
    expect(resumeUnusable({ resume: false, uploadArtifact: true, githubToken: 'ghs_x' })).toBe('resume is false');
    expect(resumeUnusable({ resume: true, uploadArtifact: false, githubToken: 'ghs_x' })).toBe(
      'upload-artifact is false, so no later run can continue this snapshot',
    );
    expect(resumeUnusable({ resume: true, uploadArtifact: true, githubToken: '' })).toBe(
      "github-token is empty, so the previous run's artifact cannot be found",
    );
  });
});

describe('the progress lines', () => {
  it('say how far the snapshot is, what it took, and what is left', () => {
    expect(inProgressLine({ complete: 3, datasets: 7 })).toBe(
      'snapshot in progress: 3 of 7 datasets, resumes next run',
    );
    expect(describeRunsLeft({ requests: 160, runs: 2, atLeast: false })).toBe('about 2 more runs (≈ 160 requests)');
    expect(describeRunsLeft({ requests: 1, runs: 1, atLeast: true })).toBe(
      "at least 1 more run (≥ 1 request; some datasets' sizes are unknown)",
    );
    expect(describeRunsLeft(undefined)).toBe('none');
    expect(
      progressLogLine({
        complete: 7,
        datasets: 7,
        requests: 4,
        snapshotRuns: 3,
        snapshotRequests: 14,
        left: undefined,
      }),
    ).toBe('Requests: 4 this run, 14 for the snapshot so far over 3 runs; runs left: none.');
  });
});

describe('resumeVerdict: a range left to the API is pinned to its UTC day (issue 39)', () => {
  const open = (day: string): SnapshotIdentity =>
    snapshotIdentity(
      {
        mode: 'analytics',
        projectId: 'proj_123',
        range: { dateFrom: undefined, dateTo: undefined, openDay: day },
        formats: ['json', 'csv'],
        datasets: [{ dataset: 'views', limit: undefined }],
      },
      NO_VISITOR_DATA,
    );
  const taken = (day: string, complete: boolean): PreviousExport => ({
    ...open(day),
    complete,
    kept: [],
    runs: 1,
    requests: 5,
    files: [],
  });

  it("never reports last week's complete snapshot of the default range as this week's", () => {
    const verdict = resumeVerdict(taken('2026-11-09', true), open('2026-11-16'));
    expect(verdict.kind).toBe('fresh');
    expect(verdict.kind === 'fresh' && verdict.reason).toMatch(/2026-11-09.*2026-11-16/);
  });

  it('never resumes a partial snapshot of the default range taken on another UTC day', () => {
    expect(resumeVerdict(taken('2026-11-15', false), open('2026-11-16')).kind).toBe('fresh');
  });

  it('continues one taken the same UTC day', () => {
    expect(resumeVerdict(taken('2026-11-16', false), open('2026-11-16')).kind).toBe('resume');
    expect(resumeVerdict(taken('2026-11-16', true), open('2026-11-16')).kind).toBe('complete');
  });
});

describe('partialSnapshotWarning: a partial snapshot is visible on the run (issue 39)', () => {
  const outcomes = [
    { dataset: 'assistant-callers', status: 'complete', rows: 1 },
    { dataset: 'views', status: 'partial', rows: 500 },
    { dataset: 'searches', status: 'skipped', rows: 0 },
  ] as unknown as DatasetOutcome[];
  const left = { requests: 4, runs: 1, atLeast: true };

  it('names the missing datasets, the requests left and when the next run continues a range left to the API', () => {
    const text = partialSnapshotWarning(
      outcomes,
      left,
      { dateFrom: undefined, dateTo: undefined, period: undefined, openDay: '2026-11-16' },
      new Date('2026-11-16T06:30:00Z'),
    );
    expect(text).toMatch(/1 of 3 datasets complete/);
    expect(text).toMatch(/views \(partial, 500 rows so far\), searches \(not fetched\)/);
    expect(text).toMatch(/at least 1 more run \(≥ 4 requests/);
    expect(text).toMatch(/only on 2026-11-16 \(UTC\)/);
    expect(text).toMatch(/abandoned/);
  });

  it('gives the last day a period names the same range', () => {
    const range = resolvePeriod('previous-week', new Date('2026-11-16T06:30:00Z'));
    expect(continuationWindow(range, new Date('2026-11-16T06:30:00Z'))).toMatch(/until 2026-11-22 \(UTC\)/);
    const explicit = { dateFrom: '2026-11-09', dateTo: '2026-11-16', period: undefined };
    expect(continuationWindow(explicit, new Date('2026-11-16T06:30:00Z'))).toMatch(/any later run/);
  });
});
