/**
 * The snapshot's order and budget, with a stub API: single-request datasets first, then the
 * paged ones by rows per request; one budget for everything, retries included; what stops the
 * snapshot and what stops one dataset.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Privacy } from '../../src/export/privacy.ts';
import { exportSnapshot, FETCH_ORDER, fetchOrder, type SnapshotRequest } from '../../src/export/snapshot.ts';
import { MintlifyApiError } from '../../src/errors.ts';
import type { AnalyticsFetcher } from '../../src/mintlify/analytics.ts';
import {
  ANALYTICS_DATASETS,
  type AnalyticsDataset,
  type AnalyticsQuery,
} from '../../src/mintlify/analytics-endpoints.ts';

const PRIVACY: Privacy = { visitorText: true, contact: false, excludedBecause: undefined };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'an-snapshot-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stub API: `views` has `rows` rows (offset paging), `searches` has `searchRows` (cursor paging), the rest are empty. */
function stubApi(sizes: { views?: number; searches?: number } = {}): {
  fetch: AnalyticsFetcher;
  calls: Array<{ dataset: AnalyticsDataset; query: AnalyticsQuery; maxRetries: number | undefined }>;
} {
  const calls: Array<{ dataset: AnalyticsDataset; query: AnalyticsQuery; maxRetries: number | undefined }> = [];
  const totals = { human: 1, ai: 1, total: 2 };
  const responses = {
    views: (q: AnalyticsQuery) => {
      const count = sizes.views ?? 0;
      const offset = q.offset ?? 0;
      const limit = q.limit ?? 0;
      const views = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => ({
        path: `/p${offset + i}`,
        human: 1,
        ai: 0,
        total: 1,
      }));
      return { totals, views, hasMore: offset + limit < count };
    },
    visitors: () => ({ totals, visitors: [], hasMore: false }),
    searches: (q: AnalyticsQuery) => {
      const count = sizes.searches ?? 0;
      const start = q.cursor === undefined ? 0 : Number(q.cursor);
      const limit = q.limit ?? 0;
      const searches = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, i) => ({
        searchQuery: `q${start + i}`,
        hits: 1,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: '2026-01-01',
      }));
      return { searches, totalSearches: count, nextCursor: start + limit < count ? String(start + limit) : null };
    },
    feedback: () => ({ feedback: [], nextCursor: null, hasMore: false }),
    'feedback-by-page': () => ({ feedback: [], hasMore: false }),
    assistant: () => ({ conversations: [], nextCursor: null, hasMore: false }),
    'assistant-callers': () => ({ web: 1, api: 0, other: 0, total: 1 }),
  };
  const fetch = (async (
    dataset: AnalyticsDataset,
    query: AnalyticsQuery,
    call: { maxRetries?: number | undefined },
  ) => {
    calls.push({ dataset, query, maxRetries: call.maxRetries });
    return responses[dataset](query);
  }) as AnalyticsFetcher;
  return { fetch, calls };
}

type Overrides = Partial<Omit<SnapshotRequest, 'datasets'>> & { datasets?: AnalyticsDataset[] };

function request(overrides: Overrides = {}): SnapshotRequest {
  const { datasets = [...ANALYTICS_DATASETS], ...rest } = overrides;
  return {
    mode: 'analytics',
    projectId: 'proj_123',
    datasets: fetchOrder(datasets).map((dataset) => ({ dataset, fileStem: dataset, limit: undefined })),
    jsonHead: (dataset, generatedAt) => ({ dataset, generatedAt }),
    range: { dateFrom: '2026-01-01', dateTo: '2026-01-08', period: undefined },
    formats: ['json', 'csv'],
    outputDir: dir,
    outputDirIsDefault: false,
    maxRequests: 100,
    summaryRows: 10,
    privacy: PRIVACY,
    ...rest,
  };
}

function run(
  fetch: AnalyticsFetcher,
  overrides: Overrides = {},
  signal = new AbortController().signal,
  warnings: string[] = [],
) {
  return exportSnapshot({
    request: request(overrides),
    fetch,
    now: () => new Date('2026-01-08T06:00:00Z'),
    log: () => undefined,
    warn: (line) => warnings.push(line),
    redact: (t) => t,
    signal,
  });
}

describe('fetch order', () => {
  it('puts the single-request datasets first, then the paged ones by rows per request, most first', () => {
    expect(FETCH_ORDER).toEqual([
      'assistant-callers',
      'feedback-by-page',
      'assistant',
      'views',
      'visitors',
      'searches',
      'feedback',
    ]);
    expect(fetchOrder(['feedback', 'views', 'assistant-callers'])).toEqual(['assistant-callers', 'views', 'feedback']);
  });

  it('requests the datasets asked for, in that order, each with its largest limit', async () => {
    const api = stubApi();
    await run(api.fetch, { datasets: ['searches', 'views', 'feedback-by-page'] });
    expect(api.calls.map((c) => [c.dataset, c.query.limit])).toEqual([
      ['feedback-by-page', 100],
      ['views', 250],
      ['searches', 100],
    ]);
  });
});

describe('one request budget for the whole snapshot', () => {
  it('completes within the budget and lets each request retry only as often as the budget has room for', async () => {
    const api = stubApi({ views: 600 });
    const result = await run(api.fetch, { datasets: ['assistant-callers', 'views'], maxRequests: 10 });
    expect(result.complete).toBe(true);
    expect(result.requests).toBe(4);
    expect(api.calls.map((c) => c.maxRetries)).toEqual([9, 8, 7, 6]);
  });

  it('does not start a dataset when the budget is spent exactly before it', async () => {
    const api = stubApi({ views: 500 });
    const result = await run(api.fetch, { datasets: ['views', 'visitors'], maxRequests: 2 });
    expect(result.outcomes.map((o) => [o.dataset, o.status, o.files.length])).toEqual([
      ['views', 'complete', 2],
      ['visitors', 'skipped', 0],
    ]);
  });

  it('stops when the budget is spent: the dataset in progress is partial, the later ones are not fetched', async () => {
    const api = stubApi({ views: 1000, searches: 50 });
    const result = await run(api.fetch, { maxRequests: 5 });
    expect(result.complete).toBe(false);
    expect(result.requests).toBe(5);
    expect(result.outcomes.map((o) => [o.dataset, o.status, o.rows, o.requests])).toEqual([
      ['assistant-callers', 'complete', 1, 1],
      ['feedback-by-page', 'complete', 0, 1],
      ['assistant', 'complete', 0, 1],
      ['views', 'partial', 500, 2],
      ['visitors', 'skipped', 0, 0],
      ['searches', 'skipped', 0, 0],
      ['feedback', 'skipped', 0, 0],
    ]);
    expect(result.outcomes[3]?.stop?.message).toBe(
      'stopped after 5 requests (max-requests, retries included) with GET /v1/analytics/{projectId}/views rows left from offset 500: raise max-requests or narrow the date range',
    );
    expect(result.outcomes[3]?.stoppedAtOffset).toBe(500);
    expect(result.outcomes[4]?.stop?.message).toBe('not fetched: max-requests (5) was spent before this dataset');
    const files = await readdir(dir);
    expect(files).toContain('views.partial.json');
    expect(files).not.toContain('views.json');
    expect(files.filter((f) => f.startsWith('visitors') || f.startsWith('searches'))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as {
      complete: boolean;
      requests: number;
      datasets: Record<string, { complete: boolean; status: string }>;
    };
    expect(manifest).toMatchObject({ complete: false, requests: 5, maxRequests: 5 });
    expect(manifest.datasets.views).toMatchObject({ complete: false, status: 'partial' });
    expect(manifest.datasets.visitors).toMatchObject({ complete: false, status: 'skipped' });
  });

  it('counts retries reported by the client against the budget, per dataset', async () => {
    const api = stubApi();
    const fetch = (async (dataset, query, call) => {
      if (dataset === 'assistant-callers') {
        call.onRetry?.(1);
        call.onRetry?.(2);
      }
      return api.fetch(dataset, query, call);
    }) as AnalyticsFetcher;
    const result = await run(fetch, { datasets: ['assistant-callers', 'visitors'] });
    expect(result.outcomes.map((o) => [o.dataset, o.requests])).toEqual([
      ['assistant-callers', 3],
      ['visitors', 1],
    ]);
    expect(result.requests).toBe(4);
  });
});

describe('failures', () => {
  it('goes on with the next dataset after an API error that concerns one dataset', async () => {
    const api = stubApi();
    const fetch = (async (dataset, query, call) => {
      if (dataset === 'assistant')
        throw new MintlifyApiError(
          'GET /v1/analytics/{projectId}/assistant failed with HTTP 400: Invalid query parameters.',
          { endpoint: 'x', status: 400 },
        );
      return api.fetch(dataset, query, call);
    }) as AnalyticsFetcher;
    const result = await run(fetch, { datasets: ['assistant', 'views'] });
    expect(result.outcomes.map((o) => [o.dataset, o.status])).toEqual([
      ['assistant', 'partial'],
      ['views', 'complete'],
    ]);
    expect(await readFile(join(dir, 'assistant.partial.json'), 'utf8')).toContain('"complete": false');
  });

  it('stops the snapshot on HTTP 429 after the retries: the rate limit is shared, later requests would fail too', async () => {
    const api = stubApi();
    const fetch = (async (dataset, query, call) => {
      if (dataset === 'assistant')
        throw new MintlifyApiError('GET /v1/analytics/{projectId}/assistant failed with HTTP 429.', {
          endpoint: 'x',
          status: 429,
        });
      return api.fetch(dataset, query, call);
    }) as AnalyticsFetcher;
    const result = await run(fetch, { datasets: ['assistant', 'views'] });
    expect(result.outcomes.map((o) => [o.dataset, o.status, o.stop?.reason])).toEqual([
      ['assistant', 'partial', 'rate-limit'],
      ['views', 'skipped', 'rate-limit'],
    ]);
  });

  it('stops the snapshot when the API key is rejected (401): the other datasets spend no request', async () => {
    const api = stubApi();
    let requests = 0;
    const fetch = (async (dataset, query, call) => {
      requests += 1;
      if (dataset === 'assistant')
        throw new MintlifyApiError(
          'GET /v1/analytics/{projectId}/assistant failed with HTTP 401: the API key was rejected.',
          { endpoint: 'x', status: 401 },
        );
      return api.fetch(dataset, query, call);
    }) as AnalyticsFetcher;
    const result = await run(fetch, { datasets: ['assistant', 'views'] });
    expect(result.outcomes.map((o) => [o.dataset, o.status, o.stop?.reason])).toEqual([
      ['assistant', 'partial', 'unauthorized'],
      ['views', 'skipped', 'unauthorized'],
    ]);
    expect(requests).toBe(1);
  });

  it('stops a cursor dataset that sends a cursor it sent before', async () => {
    let page = 0;
    const fetch = (async () => {
      page += 1;
      return {
        searches: [{ searchQuery: `q${page}`, hits: 1, ctr: 0, topClickedPage: null, lastSearchedAt: 'x' }],
        totalSearches: 2,
        nextCursor: 'same',
      };
    }) as AnalyticsFetcher;
    const result = await run(fetch, { datasets: ['searches'] });
    expect(result.outcomes[0]).toMatchObject({ status: 'partial', rows: 2, requests: 2 });
    expect(result.outcomes[0]?.stop?.message).toMatch(/nextCursor it had returned before/);
  });

  it('sends nothing once the run is cancelled, and writes no data file', async () => {
    const controller = new AbortController();
    controller.abort(new Error('Cancelled by SIGINT'));
    const api = stubApi();
    const result = await run(api.fetch, {}, controller.signal);
    expect(api.calls).toEqual([]);
    expect(result.outcomes.map((o) => o.status)).toEqual([
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(await readdir(dir)).toEqual(['manifest.json']);
  });
});

describe('pages the export does not trust', () => {
  const totals = { human: 1, ai: 0, total: 1 };
  const row = (i: number) => ({ path: `/p${i}`, human: 1, ai: 0, total: 1 });

  it('stops an offset dataset whose page is short but says hasMore (the next offset would skip rows)', async () => {
    const fetch = (async () => ({ totals, views: [row(0)], hasMore: true })) as AnalyticsFetcher;
    const result = await run(fetch, { datasets: ['views'] });
    expect(result.outcomes[0]).toMatchObject({ status: 'partial', rows: 0, requests: 1, stoppedAtOffset: 0 });
    expect(result.outcomes[0]?.stop?.message).toBe(
      'GET /v1/analytics/{projectId}/views returned 1 rows at offset 0, fewer than limit=250, yet said hasMore: true; stopped, as the next offset would skip rows',
    );
  });

  it('stops an offset dataset that sends the same page again, keeping each row once', async () => {
    const fetch = (async () => ({
      totals,
      views: Array.from({ length: 250 }, (_, i) => row(i)),
      hasMore: true,
    })) as AnalyticsFetcher;
    const result = await run(fetch, { datasets: ['views'] });
    expect(result.outcomes[0]).toMatchObject({ status: 'partial', rows: 250, requests: 2, stoppedAtOffset: 250 });
    expect(result.outcomes[0]?.stop?.message).toMatch(
      /returned at offset 250 the same 250 rows as at offset 0 \(HTTP 200, hasMore: true\); stopped to avoid an endless loop$/,
    );
  });
});
