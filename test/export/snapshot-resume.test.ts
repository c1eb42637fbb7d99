/**
 * Resuming a snapshot in the exporter (issue 30), with a stub API: what a kept dataset becomes
 * when this run cannot continue it, and a refused resume point that restarts one dataset only.
 * The whole sequence over `dist/index.js` is `test/e2e/resume.e2e.test.ts`.
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MintlifyApiError } from '../../src/errors.ts';
import { readPreviousExport } from '../../src/export/resume/previous-export.ts';
import type { PreviousExport } from '../../src/export/resume/resume.ts';
import { exportSnapshot, fetchOrder, type SnapshotResult } from '../../src/export/snapshot.ts';
import type { AnalyticsFetcher } from '../../src/mintlify/analytics.ts';
import type { AnalyticsDataset, AnalyticsQuery } from '../../src/mintlify/analytics-endpoints.ts';

const KEY = { apiKey: 'mint_test_key_0123456789', projectId: 'proj_123' };
const VIEWS = 1000;
const SEARCHES = 250;

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'snapshot-resume-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

type Call = { dataset: AnalyticsDataset; offset: number | undefined; cursor: string | undefined };

/** `views` (offset paging) and `searches` (cursor paging); `fail` may throw instead of answering. */
function stubApi(fail: (dataset: AnalyticsDataset, query: AnalyticsQuery) => Error | undefined = () => undefined): {
  fetch: AnalyticsFetcher;
  calls: Call[];
} {
  const calls: Call[] = [];
  const totals = { human: 1, ai: 0, total: 1 };
  const fetch = (async (dataset: AnalyticsDataset, query: AnalyticsQuery) => {
    calls.push({ dataset, offset: query.offset, cursor: query.cursor });
    const error = fail(dataset, query);
    if (error !== undefined) throw error;
    const limit = query.limit ?? 0;
    if (dataset === 'views') {
      const offset = query.offset ?? 0;
      const views = Array.from({ length: Math.max(0, Math.min(limit, VIEWS - offset)) }, (_, i) => ({
        path: `/p${offset + i}`,
        human: 1,
        ai: 0,
        total: 1,
      }));
      return { totals, views, hasMore: offset + limit < VIEWS };
    }
    const start = query.cursor === undefined ? 0 : Number(query.cursor);
    const searches = Array.from({ length: Math.max(0, Math.min(limit, SEARCHES - start)) }, (_, i) => ({
      searchQuery: `q${start + i}`,
      hits: 1,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: '2026-01-01',
    }));
    return { searches, totalSearches: SEARCHES, nextCursor: start + limit < SEARCHES ? String(start + limit) : null };
  }) as AnalyticsFetcher;
  return { fetch, calls };
}

async function snapshot(
  dir: string,
  fetch: AnalyticsFetcher,
  maxRequests: number,
  resume?: { dir: string; previous: PreviousExport },
  notices: string[] = [],
): Promise<SnapshotResult> {
  return exportSnapshot({
    request: {
      mode: 'analytics',
      projectId: 'proj_123',
      manifestMac: KEY,
      datasets: fetchOrder(['views', 'searches']).map((dataset) => ({ dataset, fileStem: dataset, limit: undefined })),
      jsonHead: (dataset, generatedAt) => ({ dataset, generatedAt }),
      range: { dateFrom: '2026-01-01', dateTo: '2026-01-08', period: undefined },
      formats: ['json', 'csv'],
      outputDir: dir,
      outputDirIsDefault: true,
      maxRequests,
      summaryRows: 10,
      privacy: { visitorText: true, contact: false, excludedBecause: undefined },
    },
    fetch,
    now: () => new Date('2026-01-08T06:00:00Z'),
    log: () => undefined,
    warn: (line) => notices.push(line),
    notice: (line) => notices.push(line),
    redact: (t) => t,
    signal: new AbortController().signal,
    ...(resume === undefined ? {} : { resume }),
  });
}

/** The export in `dir` as the next run downloads it: a copy, read and checked. */
async function carried(dir: string): Promise<{ dir: string; previous: PreviousExport }> {
  const copy = await mkdtemp(join(root, 'artifact-'));
  await cp(dir, copy, { recursive: true });
  const read = await readPreviousExport(copy, KEY);
  if (read.previous === undefined) throw new Error(read.reason);
  return { dir: copy, previous: read.previous };
}

async function dataFiles(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir)).filter((n) => n !== 'manifest.json' && n !== 'manifest.sig').sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await readFile(join(dir, n), 'utf8')] as const)),
  );
}

describe('a kept dataset this run cannot continue', () => {
  it('is carried as it is, partial, with where it stopped, when the budget is spent before it; the next run completes it', async () => {
    const whole = await mkdtemp(join(root, 'whole-'));
    await snapshot(whole, stubApi().fetch, 100);
    const out = await mkdtemp(join(root, 'out-'));
    // Run 1: views fails at offset 250 (an error: the run goes on), searches stops at the budget on its first page.
    const first = await snapshot(
      out,
      stubApi((d, q) =>
        d === 'views' && q.offset === 250
          ? new MintlifyApiError('HTTP 500', { endpoint: 'views', status: 500 })
          : undefined,
      ).fetch,
      3,
    );
    expect(first.outcomes.map((o) => [o.dataset, o.status, o.rows, o.stop?.reason])).toEqual([
      ['views', 'partial', 250, 'error'],
      ['searches', 'partial', 100, 'budget'],
    ]);
    // Run 2: one request, spent on views; searches keeps its rows and its cursor for the next run.
    const api = stubApi();
    const second = await snapshot(out, api.fetch, 1, await carried(out));
    expect(api.calls).toEqual([{ dataset: 'views', offset: 250, cursor: undefined }]);
    expect(
      second.outcomes.map((o) => [
        o.dataset,
        o.status,
        o.rows,
        o.requests,
        o.stoppedAtOffset,
        o.stoppedAtCursor,
        o.resumed,
      ]),
    ).toEqual([
      ['views', 'partial', 500, 3, 500, undefined, 'continued'],
      ['searches', 'partial', 100, 1, undefined, '100', 'kept'],
    ]);
    expect(second.outcomes[1]?.stop?.message).toBe(
      'not continued in this run: max-requests (1) was spent before this dataset',
    );
    expect(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8'))).toMatchObject({
      snapshotRuns: 2,
      snapshotRequests: 4,
      datasets: { searches: { stoppedAtCursor: '100' } },
    });
    // Run 3 completes both, as one uninterrupted export would have written them.
    const third = await snapshot(out, stubApi().fetch, 100, await carried(out));
    expect(third.complete).toBe(true);
    const strip = (files: Record<string, string>): Record<string, string> =>
      Object.fromEntries(Object.entries(files).map(([n, t]) => [n, t.replace(/"generatedAt": "[^"]*"/, '')]));
    expect(strip(await dataFiles(out))).toEqual(strip(await dataFiles(whole)));
    expect(third.outcomes[0]?.summary).toEqual(
      (await snapshot(await mkdtemp(join(root, 'again-')), stubApi().fetch, 100)).outcomes[0]?.summary,
    );
  });
});

describe('a resume point the API refuses', () => {
  it('restarts that dataset from its first page, with a notice, counting the refused request', async () => {
    const out = await mkdtemp(join(root, 'out-'));
    await snapshot(out, stubApi().fetch, 6);
    const refused = new MintlifyApiError(
      'GET /v1/analytics/{projectId}/searches failed with HTTP 400: Invalid cursor',
      { endpoint: 'searches', status: 400 },
    );
    let once = true;
    const api = stubApi((d, q) => {
      if (d !== 'searches' || q.cursor === undefined || !once) return undefined;
      once = false;
      return refused;
    });
    const notices: string[] = [];
    const result = await snapshot(out, api.fetch, 100, await carried(out), notices);
    expect(api.calls.map((c) => [c.dataset, c.cursor ?? null])).toEqual([
      ['searches', '200'],
      ['searches', null],
      ['searches', '100'],
      ['searches', '200'],
    ]);
    expect(result.complete).toBe(true);
    expect(result.outcomes[1]).toMatchObject({ rows: 250, requests: 6, resumed: 'restarted' });
    expect(result.outcomes[0]).toMatchObject({ rows: 1000, requests: 4, resumed: 'kept' });
    expect(notices).toEqual([
      expect.stringMatching(
        /^searches: the API refused to resume from its saved cursor \(GET .* HTTP 400: Invalid cursor\); the 200 rows kept by the earlier runs are dropped and searches starts again from its first page/,
      ),
    ]);
  });
});
