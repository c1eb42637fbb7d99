/**
 * The analytics job summary: a section per dataset, requests against the budget, partial
 * datasets flagged, visitor text only when allowed and always inert, and a bounded size.
 */
import { describe, expect, it } from 'vitest';
import type { DatasetSummary } from '../../src/export/datasets/definition.ts';
import type { DatasetOutcome } from '../../src/export/paging/dataset-outcome.ts';
import type { Privacy } from '../../src/export/privacy.ts';
import { renderAnalyticsSummary, type AnalyticsSummaryData } from '../../src/analytics/summary.ts';
import { renderTable, SUMMARY_BUDGET_BYTES, SummaryBudget } from '../../src/format/summary-budget.ts';
import { untrustedCell } from '../../src/format/untrusted.ts';

const OPEN: Privacy = { visitorText: true, contact: false, excludedBecause: undefined };
const HOSTILE = ['@team', '[x](http://evil)', '![i](http://x)', '=HYPERLINK()', '<script>alert(1)</script>'];

function outcome(summary: DatasetSummary, overrides: Partial<DatasetOutcome> = {}): DatasetOutcome {
  return {
    dataset: summary.dataset,
    status: 'complete',
    rows: 1,
    pages: 1,
    requests: 1,
    limit: 100,
    files: [{ path: `/out/${summary.dataset}.json`, bytes: 1, sha256: 'x' }],
    truncated: false,
    stop: undefined,
    stoppedAtOffset: undefined,
    duplicates: undefined,
    totalsChanged: undefined,
    tail: undefined,
    summary,
    ...overrides,
  };
}

const SUMMARIES: DatasetSummary[] = [
  {
    dataset: 'views',
    totals: { human: 900, ai: 100, total: 1000 },
    top: [{ path: '/quickstart', human: 90, ai: 10, total: 100 }],
  },
  {
    dataset: 'visitors',
    totals: { human: 50, ai: 5, total: 52 },
    top: [{ path: '/install', human: 20, ai: 1, total: 21 }],
  },
  {
    dataset: 'searches',
    totalSearches: 40,
    terms: 2,
    noClickTerms: 1,
    noClickHits: 10,
    top: [{ query: 'rate limits', hits: 30, ctr: 0.5, topClickedPage: '/limits' }],
    noClick: [{ query: 'sso setup', hits: 10, ctr: 0, topClickedPage: null }],
  },
  {
    dataset: 'feedback-by-page',
    pages: 1,
    top: [{ path: '/auth', thumbsUp: 1, thumbsDown: 9, code: 0, total: 10 }],
    truncated: false,
  },
  {
    dataset: 'feedback',
    items: 3,
    bySource: { code_snippet: 1, contextual: 2, agent: 0, thumbs_only: 0 },
    byStatus: { pending: 3, in_progress: 0, resolved: 0, dismissed: 0 },
    withComment: 2,
    helpful: 1,
    notHelpful: 1,
  },
  {
    dataset: 'assistant',
    conversations: 10,
    byResolution: { answered: 8, unanswered: 2 },
    categories: [{ value: 'setup', count: 6, error: 0 }],
    categoriesApproximate: false,
    unresolved: [{ value: 'how do i enable sso?', count: 2, error: 0 }],
    unresolvedApproximate: false,
  },
  { dataset: 'assistant-callers', stats: { web: 7, api: 2, other: 1, total: 10 } },
];

function data(overrides: Partial<AnalyticsSummaryData> = {}): AnalyticsSummaryData {
  return {
    projectId: 'proj_123',
    range: { dateFrom: '2026-01-01', dateTo: '2026-01-08', period: 'last-7-days' },
    maxRequests: 100,
    summaryRows: 10,
    privacy: OPEN,
    visitorTextNotice: undefined,
    snapshot: { complete: true, outcomes: SUMMARIES.map((s) => outcome(s)), requests: 7 },
    artifact: { name: 'mintlify-analytics-proj_123', url: 'https://github.com/acme/docs/actions/runs/1/artifacts/2' },
    failure: undefined,
    ...overrides,
  };
}

describe('renderAnalyticsSummary', () => {
  it('puts Docs health first and folds each dataset section under it', () => {
    const html = renderAnalyticsSummary(data({ docsHealth: () => '<h2>Docs health</h2>\n' }));
    expect(html.indexOf('<h2>Docs health</h2>')).toBe(0);
    const folded = [...html.matchAll(/<details><summary><h3>(.*?)<\/h3><\/summary>/g)].map((m) => m[1]);
    expect(folded).toEqual([
      'Page views',
      'Unique visitors',
      'Searches',
      'Feedback',
      'Pages with the most thumbs-down',
      'Assistant conversations',
      'Assistant callers',
    ]);
    expect(html.match(/<details>/g)?.length).toBe(html.match(/<\/details>/g)?.length);
    expect(renderAnalyticsSummary(data())).not.toContain('<details>');
  });

  it('has a section per dataset, views first', () => {
    const html = renderAnalyticsSummary(data());
    const headings = [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      'Requests',
      'Page views',
      'Unique visitors',
      'Searches',
      'Feedback',
      'Pages with the most thumbs-down',
      'Assistant conversations',
      'Assistant callers',
    ]);
    expect(html).toContain('Top pages by total views');
    expect(html).toContain('Top pages by unique visitors');
    expect(html).toContain('Searches with no click (content gaps)');
    expect(html).toContain('Most frequent unanswered queries');
    expect(html).toContain('<td>900</td><td>100</td><td>1,000</td><td>10.0%</td>');
  });

  it('shows the requests spent per dataset against max-requests', () => {
    const html = renderAnalyticsSummary(data());
    expect(html).toContain('<strong>7 of 100</strong>');
    expect(html).toMatch(/<td><code>views<\/code><\/td><td>✅ complete<\/td><td>1<\/td><td>1<\/td>/);
  });

  it('opens a partial snapshot with a banner and flags each dataset that is not complete', () => {
    const outcomes = [
      outcome(SUMMARIES[0] as DatasetSummary, {
        status: 'partial',
        rows: 500,
        stop: { reason: 'budget', message: 'max-requests (5) reached at offset 500 after 500 rows' },
      }),
      {
        ...outcome(SUMMARIES[1] as DatasetSummary, {
          status: 'skipped',
          rows: 0,
          stop: { reason: 'budget', message: 'not fetched: max-requests (5) was spent before this dataset' },
        }),
        summary: undefined,
        files: [],
      },
    ];
    const html = renderAnalyticsSummary(data({ snapshot: { complete: false, outcomes, requests: 5 } }));
    expect(html.startsWith('<p><strong>⚠️ Partial snapshot')).toBe(true);
    expect(html).toContain('Mintlify analytics snapshot (partial)');
    expect(html).toContain(
      '<strong>⚠️ Partial:</strong> max-requests &#40;5&#41; reached at offset 500 after 500 rows; shown from the 500 rows received.',
    );
    expect(html).toContain('<strong>⏭️ Not fetched:</strong>');
    expect(html).not.toContain('✅ complete</td><td>500');
  });

  it('leaves visitor text out when the privacy rules say so, with the notice, keeping counts and categories', () => {
    const hidden: Privacy = {
      visitorText: false,
      contact: false,
      excludedBecause: 'this repository is public (visitor-text: auto)',
    };
    const searches = { ...(SUMMARIES[2] as DatasetSummary & { dataset: 'searches' }) };
    searches.top = searches.top.map((r) => ({ ...r, query: undefined }));
    searches.noClick = searches.noClick.map((r) => ({ ...r, query: undefined }));
    const assistant = { ...(SUMMARIES[5] as DatasetSummary & { dataset: 'assistant' }), unresolved: [] };
    const html = renderAnalyticsSummary(
      data({
        privacy: hidden,
        visitorTextNotice: 'Search queries … set visitor-text: include',
        snapshot: { complete: true, outcomes: [outcome(searches), outcome(assistant)], requests: 2 },
      }),
    );
    expect(html).toContain('set visitor-text: include');
    expect(html).not.toContain('<th>Search</th>');
    expect(html).not.toContain('Most frequent unanswered queries');
    expect(html).toContain('<td>setup</td>');
    expect(html).toContain('<td>30</td>');
  });

  it('neutralizes hostile visitor strings: no mention, link, image or markup can form', () => {
    const searches: DatasetSummary = {
      ...(SUMMARIES[2] as DatasetSummary & { dataset: 'searches' }),
      top: HOSTILE.map((q, i) => ({ query: q, hits: 10 - i, ctr: 0, topClickedPage: q })),
    };
    const assistant: DatasetSummary = {
      ...(SUMMARIES[5] as DatasetSummary & { dataset: 'assistant' }),
      categories: HOSTILE.map((value) => ({ value, count: 1, error: 0 })),
      unresolved: HOSTILE.map((value) => ({ value, count: 1, error: 0 })),
    };
    const views: DatasetSummary = {
      dataset: 'views',
      totals: { human: 1, ai: 0, total: 1 },
      top: HOSTILE.map((path) => ({ path, human: 1, ai: 0, total: 1 })),
    };
    const html = renderAnalyticsSummary(
      data({
        snapshot: { complete: true, outcomes: [outcome(views), outcome(searches), outcome(assistant)], requests: 3 },
      }),
    );
    expect(html).not.toContain('@team');
    expect(html).toContain('@\u200Bteam');
    expect(html).not.toMatch(/\]\(/);
    expect(html).not.toContain('![');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('http://');
  });

  it('stays under the size budget whatever the rows and their lengths', () => {
    const long = '&'.repeat(5000);
    const top = Array.from({ length: 1000 }, (_, i) => ({ path: `${long}${i}`, human: 1, ai: 1, total: 2 }));
    const outcomes = (['views', 'visitors'] as const).map((dataset) =>
      outcome({ dataset, totals: { human: 1, ai: 1, total: 2 }, top }),
    );
    const html = renderAnalyticsSummary(
      data({ summaryRows: 1000, snapshot: { complete: true, outcomes, requests: 2 } }),
    );
    expect(Buffer.byteLength(html)).toBeLessThan(SUMMARY_BUDGET_BYTES + 20_000);
    expect(Buffer.byteLength(html)).toBeLessThan(1024 * 1024);
    expect(html).toMatch(/more rows left out to keep the job summary small/);
  });
});

describe('renderTable', () => {
  it('leaves out the rows beyond the budget and says how many', () => {
    const budget = new SummaryBudget(200);
    const html = renderTable(
      ['A'],
      [['1'], ['2'], ['3'], ['4'], ['5'], ['6'], ['7'], ['8'], ['9'], ['10'], ['11'], ['12']],
      budget,
    );
    expect(html).toMatch(/<p><em>\d+ more rows left out/);
    expect(budget.remaining).toBeLessThan(200);
  });
});

describe('untrustedCell', () => {
  it.each(HOSTILE)('makes %s inert', (text) => {
    const cell = untrustedCell(text);
    expect(cell).not.toMatch(/<script>|\]\(|!\[|@team/);
  });
});
