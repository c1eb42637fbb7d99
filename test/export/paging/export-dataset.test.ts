/**
 * The one exporter, over real HTTP against the fake Mintlify API: the page loop of every paging
 * strategy (offset, cursor, single), the request budget, partial exports, pages it does not
 * trust, duplicate rows, faults, the files and the manifest. Most cases run the `page-views`
 * preset (the `views` dataset, files `page-views.*`, `limit` = `page-size`); the cursor and
 * single-request cases run analytics datasets.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExportError, type DatasetOutcome } from '../../../src/export/paging/dataset-outcome.ts';
import type { ExportManifest } from '../../../src/export/manifest/schema.ts';
import { NO_VISITOR_DATA } from '../../../src/export/privacy.ts';
import {
  exportSnapshot,
  type SnapshotDeps,
  type SnapshotRequest,
  type SnapshotResult,
} from '../../../src/export/snapshot.ts';
import { writeFileAtomic } from '../../../src/export/files/temp-file.ts';
import { getAnalyticsPage, type AnalyticsFetcher } from '../../../src/mintlify/analytics.ts';
import { MintlifyClient } from '../../../src/mintlify/client.ts';
import { generatedRow, generatedTotals, startFakeMintlify, type FakeMintlify } from '../../fakes/mintlify.ts';

let fake: FakeMintlify;
let client: MintlifyClient;
let dir: string;
let warnings: string[];
let log: string[];

beforeEach(async () => {
  fake = await startFakeMintlify();
  client = new MintlifyClient({
    apiUrl: fake.url,
    apiKey: fake.apiKey,
    projectId: fake.projectId,
    requestTimeoutMs: 5000,
    retry: { limit: 3, baseDelayMs: 10, maxDelayMs: 50, maxRetryAfterMs: 5000 },
  });
  dir = await mkdtemp(join(tmpdir(), 'exporter-'));
  warnings = [];
  log = [];
});

afterEach(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
  expect(fake.violations).toEqual([]);
});

const out = (...names: string[]): string => join(dir, 'out', ...names);

const fetchViaClient: AnalyticsFetcher = (dataset, query, call) => getAnalyticsPage(client, dataset, query, call);

/** The page-views preset: `views` alone, to `page-views.*`, `limit` = `pageSize`. */
function pageViews(overrides: Partial<SnapshotRequest> & { pageSize?: number } = {}): SnapshotRequest {
  const { pageSize = 250, ...rest } = overrides;
  return {
    mode: 'page-views',
    projectId: fake.projectId,
    datasets: [{ dataset: 'views', fileStem: 'page-views', limit: pageSize }],
    jsonHead: (_dataset, generatedAt) => ({
      projectId: fake.projectId,
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      generatedAt,
    }),
    range: { dateFrom: '2026-01-01', dateTo: '2026-02-01', period: undefined },
    formats: ['json', 'csv'],
    outputDir: out(),
    outputDirIsDefault: false,
    maxRequests: 100,
    summaryRows: 5,
    privacy: NO_VISITOR_DATA,
    ...rest,
  };
}

function run(
  request: SnapshotRequest = pageViews(),
  extra: Partial<Omit<SnapshotDeps, 'request'>> = {},
): Promise<SnapshotResult> {
  let tick = 0;
  return exportSnapshot({
    request,
    fetch: fetchViaClient,
    // Each call one second later: startedAt, then finishedAt.
    now: () => new Date(Date.parse('2026-02-01T06:00:00Z') + 1000 * tick++),
    log: (line) => log.push(line),
    warn: (line) => warnings.push(line),
    redact: (text) => text.split(fake.apiKey).join('***'),
    signal: new AbortController().signal,
    ...extra,
  });
}

function views(result: SnapshotResult): DatasetOutcome {
  const [outcome] = result.outcomes;
  if (outcome === undefined) throw new Error('no outcome');
  return outcome;
}

async function readManifest(): Promise<ExportManifest> {
  return JSON.parse(await readFile(out('manifest.json'), 'utf8')) as ExportManifest;
}

async function readJson(name: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(out(name), 'utf8')) as Record<string, unknown>;
}

async function fileEntry(name: string): Promise<{ name: string; bytes: number; sha256: string }> {
  const bytes = await readFile(out(name));
  return { name, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function offsets(): number[] {
  return fake.requests.map((r) => Number(r.query.offset));
}

async function exportError(
  request: SnapshotRequest,
  extra: Partial<Omit<SnapshotDeps, 'request'>> = {},
): Promise<ExportError> {
  const error = await run(request, extra).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ExportError)) throw new Error(`expected an ExportError, got ${String(error)}`);
  return error;
}

describe('offset paging: complete exports', () => {
  it('fetches 1,234 rows in exactly five requests of limit=250 and writes JSON and CSV equal to the dataset, creating output-dir', async () => {
    fake.setViews({ generated: 1234 });
    const result = await run();
    const expected = Array.from({ length: 1234 }, (_, i) => generatedRow(i));
    expect(fake.requests.map((r) => r.query)).toEqual(
      [0, 250, 500, 750, 1000].map((offset) => ({
        dateFrom: '2026-01-01',
        dateTo: '2026-02-01',
        limit: '250',
        offset: String(offset),
      })),
    );
    expect(result.complete).toBe(true);
    expect(views(result)).toMatchObject({
      status: 'complete',
      rows: 1234,
      pages: 5,
      requests: 5,
      totalsChanged: false,
      stoppedAtOffset: undefined,
    });
    expect(await readJson('page-views.json')).toEqual({
      projectId: fake.projectId,
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      generatedAt: '2026-02-01T06:00:00.000Z',
      views: expected,
      totals: generatedTotals(1234),
      complete: true,
    });
    const csv = parse(await readFile(out('page-views.csv'), 'utf8'), { record_delimiter: '\r\n' });
    expect(csv).toEqual([
      ['path', 'human', 'ai', 'total'],
      ...expected.map((r) => [r.path, String(r.human), String(r.ai), String(r.total)]),
    ]);
    expect(await readdir(out())).toEqual(['manifest.json', 'page-views.csv', 'page-views.json']);
  });

  it('logs one line per page with the offset, the rows so far, hasMore and the requests spent, then one per dataset', async () => {
    fake.setViews({ generated: 300 });
    await run();
    expect(log).toEqual([
      'views at offset 0: 250 rows, 250 so far, hasMore true (1 of 100 requests spent)',
      'views at offset 250: 50 rows, 300 so far, hasMore false (2 of 100 requests spent)',
      'views: complete, 300 rows in 2 requests (2 of 100 max-requests spent)',
    ]);
  });

  it('makes one request for an empty range', async () => {
    fake.setViews({ generated: 0 });
    const result = await run();
    expect(views(result)).toMatchObject({ status: 'complete', rows: 0, requests: 1 });
    expect(fake.count('views')).toBe(1);
  });

  it('sends the page size as limit on every request', async () => {
    fake.setViews({ generated: 20 });
    await run(pageViews({ pageSize: 7 }));
    expect(fake.requests.map((r) => [r.query.limit, r.query.offset])).toEqual(
      [0, 7, 14].map((offset) => ['7', String(offset)]),
    );
  });

  it('writes manifest.json last in the one format: the parameters, per dataset its counts, and every file with its size and SHA-256', async () => {
    fake.setViews({ generated: 1234 });
    const result = await run(
      pageViews({ range: { dateFrom: '2026-01-01', dateTo: '2026-02-01', period: 'previous-month' } }),
    );
    expect(result.manifest).toBe(out('manifest.json'));
    const files = [await fileEntry('page-views.json'), await fileEntry('page-views.csv')];
    expect(await readManifest()).toEqual({
      generator: 'mintlify-action',
      mode: 'page-views',
      complete: true,
      projectId: fake.projectId,
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      period: 'previous-month',
      openRangeDay: null,
      formats: ['json', 'csv'],
      maxRequests: 100,
      requests: 5,
      snapshotRuns: 1,
      snapshotRequests: 5,
      visitorText: 'excluded',
      contact: 'excluded',
      startedAt: '2026-02-01T06:00:00.000Z',
      finishedAt: '2026-02-01T06:00:01.000Z',
      datasets: {
        views: {
          complete: true,
          status: 'complete',
          rows: 1234,
          pages: 5,
          requests: 5,
          limit: 250,
          files,
          totals: generatedTotals(1234),
          duplicates: { count: 0, examples: [], checkedRows: 1234 },
          totalsChanged: false,
        },
      },
      files,
    });
  });

  it('keeps the top summary-rows pages by total for the summary', async () => {
    fake.setViews({ generated: 1234 });
    const summary = views(await run(pageViews({ summaryRows: 3 }))).summary;
    expect(summary?.dataset === 'views' ? summary.top.map((r) => r.total) : undefined).toEqual([136, 134, 133]);
  });

  it('writes only the formats asked for', async () => {
    fake.setViews({ generated: 10 });
    const result = await run(pageViews({ formats: ['csv'] }));
    expect(views(result).files.map((f) => f.path)).toEqual([out('page-views.csv')]);
    expect(await readdir(out())).toEqual(['manifest.json', 'page-views.csv']);
    expect((await readManifest()).files.map((f) => f.name)).toEqual(['page-views.csv']);
  });

  it('waits for Retry-After on 429 and resumes from the same offset without duplicating rows, counting the retry', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'status', status: 429, retryAfter: '1', route: 'views', offset: 250 });
    const started = Date.now();
    const result = await run();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(offsets()).toEqual([0, 250, 250, 500]);
    expect(views(result)).toMatchObject({ status: 'complete', rows: 600, requests: 4 });
    expect((await readJson('page-views.json')).views).toEqual(Array.from({ length: 600 }, (_, i) => generatedRow(i)));
  });
});

describe('data that moves during the export', () => {
  it('warns once when the totals changed between pages, flags it and records the last', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'totalsDrift', route: 'views', offset: 500, delta: 2 });
    const result = await run();
    expect(views(result).totalsChanged).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(/^The API's totals changed between two pages of views \(before: .*; now: .*\)/),
    ]);
    expect(((await readJson('page-views.json')).totals as { total: number }).total).toBe(
      generatedTotals(600).total + 2,
    );
    expect((await readManifest()).datasets.views).toMatchObject({
      totalsChanged: true,
      totals: { total: generatedTotals(600).total + 2 },
    });
  });

  it('writes every row of pages that overlap, and reports the duplicated paths with a warning and in the manifest', async () => {
    fake.setViews({ generated: 600 });
    // The ranking moved by 10 rows between two requests: page 2 starts at row 240, not 250.
    const shifted: AnalyticsFetcher = (dataset, query, call) =>
      fetchViaClient(dataset, { ...query, offset: query.offset === 250 ? 240 : query.offset }, call);
    const result = await run(pageViews(), { fetch: shifted });
    const dupPaths = Array.from({ length: 10 }, (_, i) => generatedRow(240 + i).path);
    expect(views(result)).toMatchObject({
      status: 'complete',
      rows: 600,
      duplicates: { count: 10, examples: dupPaths, checkedRows: 600, truncated: false },
    });
    const doc = (await readJson('page-views.json')) as { views: Array<{ path: string }> };
    expect(doc.views.filter((v) => v.path === dupPaths[0])).toHaveLength(2);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^10 rows of views repeat a path already exported on an earlier page \(e\.g\. "\/docs\/page-000241", /,
      ),
    ]);
    expect((await readManifest()).datasets.views?.duplicates).toEqual({
      count: 10,
      examples: dupPaths,
      checkedRows: 600,
    });
  });
});

describe('partial exports', () => {
  it('keeps the rows received under the partial names when a page fails, and removes stale complete files', async () => {
    fake.setViews({ generated: 1234 });
    await mkdir(out(), { recursive: true });
    await writeFile(out('page-views.json'), '{"stale":true}');
    await writeFile(out('manifest.json'), '{"generator":"mintlify-action","complete":true}');
    await writeFile(out('notes.txt'), 'not ours');
    fake.inject({ kind: 'status', status: 400, route: 'views', offset: 500 });
    const result = await run();
    const error =
      'GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500: Injected fault: 400 Bad Request';
    expect(result.complete).toBe(false);
    expect(views(result)).toMatchObject({
      status: 'partial',
      rows: 500,
      pages: 2,
      requests: 3,
      stoppedAtOffset: 500,
      stop: { reason: 'error', message: error },
    });
    expect(await readdir(out())).toEqual([
      'manifest.json',
      'notes.txt',
      'page-views.partial.csv',
      'page-views.partial.json',
    ]);
    const doc = await readJson('page-views.partial.json');
    expect(doc).toMatchObject({ complete: false, error, stoppedAtOffset: 500, totals: generatedTotals(1234) });
    expect(doc.views).toEqual(Array.from({ length: 500 }, (_, i) => generatedRow(i)));
    expect(parse(await readFile(out('page-views.partial.csv'), 'utf8'), { record_delimiter: '\r\n' })).toHaveLength(
      501,
    );
    const manifest = await readManifest();
    expect(manifest).toMatchObject({ complete: false, requests: 3 });
    expect(manifest.datasets.views).toMatchObject({
      complete: false,
      status: 'partial',
      rows: 500,
      pages: 2,
      error,
      stoppedAtOffset: 500,
    });
    expect(manifest.files).toEqual([
      await fileEntry('page-views.partial.json'),
      await fileEntry('page-views.partial.csv'),
    ]);
  });

  it.each([
    [
      'a body that does not match the schema',
      {
        kind: 'schema',
        body: {
          totals: { human: 1, ai: 1, total: 2 },
          views: [{ path: '/a', human: -1, ai: 0, total: 0 }],
          hasMore: true,
        },
      },
      /unexpected response \(HTTP 200\) at offset 500: views\[0\]\.human/,
    ],
    ['a body that is not valid JSON', { kind: 'malformed' }, /not valid JSON \(HTTP 200\) at offset 500$/],
  ] as const)('stops at %s, naming the offset', async (_name, fault, pattern) => {
    fake.setViews({ generated: 1234 });
    fake.inject({ ...fault, route: 'views', offset: 500 });
    const outcome = views(await run());
    expect(outcome).toMatchObject({ status: 'partial', rows: 500, stoppedAtOffset: 500 });
    expect(outcome.stop?.message).toMatch(pattern);
  });

  it('keeps valid, empty partial files with null totals when the first page fails', async () => {
    fake.setViews({ generated: 10 });
    fake.inject({ kind: 'malformed', route: 'views', offset: 0 });
    const outcome = views(await run());
    expect(outcome).toMatchObject({ status: 'partial', rows: 0, pages: 0, stoppedAtOffset: 0 });
    expect(await readJson('page-views.partial.json')).toMatchObject({
      views: [],
      totals: null,
      complete: false,
      stoppedAtOffset: 0,
    });
    expect((await readManifest()).datasets.views).toMatchObject({ complete: false, rows: 0, totals: null });
  });

  it('keeps the rows received when the run is cancelled, naming the offset reached', async () => {
    fake.setViews({ generated: 2000 });
    fake.inject({ kind: 'delay', ms: 5000, route: 'views', offset: 500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('Cancelled by SIGINT')), 200);
    const outcome = views(await run(pageViews(), { signal: controller.signal }));
    expect(outcome).toMatchObject({
      rows: 500,
      stoppedAtOffset: 500,
      stop: { reason: 'cancelled', message: 'cancelled at offset 500 (Cancelled by SIGINT)' },
    });
    expect(await readdir(out())).toEqual(['manifest.json', 'page-views.partial.csv', 'page-views.partial.json']);
  });

  it('sends nothing and keeps no data file when the run was cancelled before the first request', async () => {
    const controller = new AbortController();
    controller.abort(new Error('Cancelled by SIGINT'));
    const outcome = views(await run(pageViews(), { signal: controller.signal }));
    expect(outcome).toMatchObject({ status: 'skipped', rows: 0, files: [] });
    expect(fake.count('*')).toBe(0);
    expect(await readdir(out())).toEqual(['manifest.json']);
  });

  it('redacts the API key from the error it writes to the files and the manifest', async () => {
    fake.setViews({ generated: 600 });
    const leaky: AnalyticsFetcher = async (dataset, query, call) => {
      if (query.offset === 250) throw new Error(`upstream said: bad header "Authorization: Bearer ${fake.apiKey}"`);
      return fetchViaClient(dataset, query, call);
    };
    const outcome = views(await run(pageViews(), { fetch: leaky }));
    expect(outcome.stop?.message).toBe('upstream said: bad header "Authorization: Bearer ***"');
    for (const name of await readdir(out())) expect(await readFile(out(name), 'utf8')).not.toContain(fake.apiKey);
  });
});

describe('the request budget', () => {
  it('stops without requesting the next page when the budget is spent, keeping the rows of the pages it paid for', async () => {
    fake.setViews({ generated: 1_000_000_000 });
    const outcome = views(await run(pageViews({ maxRequests: 4 })));
    expect(offsets()).toEqual([0, 250, 500, 750]);
    expect(outcome).toMatchObject({
      status: 'partial',
      rows: 1000,
      pages: 4,
      requests: 4,
      stoppedAtOffset: 1000,
      stop: { reason: 'budget' },
    });
    expect(outcome.stop?.message).toBe(
      'stopped after 4 requests (max-requests, retries included) with GET /v1/analytics/{projectId}/views rows left from offset 1000: raise max-requests or narrow the date range',
    );
    expect(await readManifest()).toMatchObject({
      complete: false,
      maxRequests: 4,
      requests: 4,
      datasets: { views: { rows: 1000, stoppedAtOffset: 1000 } },
    });
  });

  it('counts retries and refuses the retry that would exceed the budget', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'status', status: 503, route: 'views', offset: 250, times: Infinity });
    const outcome = views(await run(pageViews({ maxRequests: 3 })));
    expect(offsets()).toEqual([0, 250, 250]);
    expect(outcome).toMatchObject({
      rows: 250,
      pages: 1,
      requests: 3,
      stoppedAtOffset: 250,
      stop: { reason: 'budget' },
    });
    expect(outcome.stop?.message).toMatch(
      /^GET \/v1\/analytics\/\{projectId\}\/views failed at offset 250 and a retry would exceed max-requests \(3 requests spent, retries included\); stopped: raise max-requests or try again later \(last answer: .*HTTP 503/,
    );
  });

  it('reports a status the client never retries (501) as an error, not as the budget, even with the budget spent', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'status', status: 501, route: 'views', offset: 250, times: Infinity });
    const outcome = views(await run(pageViews({ maxRequests: 2 })));
    expect(offsets()).toEqual([0, 250]);
    expect(outcome).toMatchObject({ rows: 250, requests: 2, stoppedAtOffset: 250, stop: { reason: 'error' } });
    expect(outcome.stop?.message).toMatch(
      /^GET \/v1\/analytics\/\{projectId\}\/views failed with HTTP 501 at offset 250/,
    );
    expect(outcome.stop?.message).not.toContain('max-requests');
  });

  it('shares one budget between datasets: the second starts with what the first left', async () => {
    fake.setAnalytics({ visitors: { generated: 600 } });
    fake.setViews({ generated: 600 });
    const request = pageViews({ maxRequests: 4 });
    const result = await run({
      ...request,
      mode: 'analytics',
      datasets: [
        { dataset: 'views', fileStem: 'views', limit: 250 },
        { dataset: 'visitors', fileStem: 'visitors', limit: 250 },
      ],
    });
    expect(result.outcomes.map((o) => [o.dataset, o.status, o.requests, o.rows])).toEqual([
      ['views', 'complete', 3, 600],
      ['visitors', 'partial', 1, 250],
    ]);
  });
});

describe('pages the exporter does not trust', () => {
  it('stops after three empty pages in a row that still say hasMore, and accepts fewer', async () => {
    fake.setViews({ generated: 1234 });
    for (const offset of [250, 500, 750]) fake.inject({ kind: 'emptyHasMore', route: 'views', offset });
    const outcome = views(await run());
    expect(outcome).toMatchObject({ status: 'partial', rows: 250, pages: 4, stoppedAtOffset: 750 });
    expect(outcome.stop?.message).toBe(
      'GET /v1/analytics/{projectId}/views sent 3 empty pages in a row (HTTP 200) that still said hasMore: true (offsets 250 to 750); stopped to avoid an endless loop',
    );
  });

  it('accepts two empty pages in a row that say hasMore', async () => {
    fake.setViews({ generated: 1234 });
    for (const offset of [250, 500]) fake.inject({ kind: 'emptyHasMore', route: 'views', offset });
    expect(views(await run()).status).toBe('complete');
  });

  it('stops at a page that repeats the previous one, without writing it', async () => {
    fake.setViews({ generated: 1234 });
    fake.inject({ kind: 'repeatFirstPage', route: 'views', offset: 250 });
    const outcome = views(await run());
    expect(outcome).toMatchObject({ status: 'partial', rows: 250, stoppedAtOffset: 250 });
    expect(outcome.stop?.message).toBe(
      'GET /v1/analytics/{projectId}/views returned at offset 250 the same 250 rows as at offset 0 (HTTP 200, hasMore: true); stopped to avoid an endless loop',
    );
  });

  it('stops at a page that repeats an earlier page that is not adjacent to it, without writing it', async () => {
    fake.setViews({ generated: 1234 });
    fake.inject({ kind: 'repeatFirstPage', route: 'views', offset: 500 });
    const outcome = views(await run());
    expect(outcome).toMatchObject({ status: 'partial', rows: 500, stoppedAtOffset: 500, duplicates: { count: 0 } });
    expect(outcome.stop?.message).toMatch(
      /returned at offset 500 the same 250 rows as at offset 0 \(HTTP 200, hasMore: true\)/,
    );
    expect((await readJson('page-views.partial.json')).views).toEqual(
      Array.from({ length: 500 }, (_, i) => generatedRow(i)),
    );
  });

  it('stops at a page with fewer rows than the limit that still says hasMore, without writing it', async () => {
    fake.setViews({ generated: 1234 });
    const short = {
      totals: generatedTotals(1234),
      views: Array.from({ length: 100 }, (_, i) => generatedRow(250 + i)),
      hasMore: true,
    };
    fake.inject({ kind: 'schema', body: short, route: 'views', offset: 250 });
    const outcome = views(await run());
    expect(fake.injectedViolations).toEqual([]);
    expect(outcome).toMatchObject({ status: 'partial', rows: 250, stoppedAtOffset: 250 });
    expect(outcome.stop?.message).toBe(
      'GET /v1/analytics/{projectId}/views returned 100 rows at offset 250, fewer than limit=250, yet said hasMore: true; stopped, as the next offset would skip rows',
    );
  });

  it('accepts a short last page', async () => {
    fake.setViews({ generated: 260 });
    expect(views(await run())).toMatchObject({ status: 'complete', rows: 260 });
  });
});

describe('cursor and single-request paging', () => {
  const analytics = (datasets: Array<'searches' | 'feedback-by-page' | 'assistant-callers'>): SnapshotRequest => ({
    ...pageViews(),
    mode: 'analytics',
    datasets: datasets.map((dataset) => ({ dataset, fileStem: dataset, limit: undefined })),
    privacy: { visitorText: true, contact: false, excludedBecause: undefined },
  });

  it('follows nextCursor with the largest limit until there is none', async () => {
    fake.setAnalytics({ searches: { generated: 250 } });
    const outcome = views(await run(analytics(['searches'])));
    expect(outcome).toMatchObject({
      dataset: 'searches',
      status: 'complete',
      rows: 250,
      requests: 3,
      limit: 100,
      stoppedAtOffset: undefined,
    });
    expect(fake.requests.map((r) => [r.query.limit, r.query.cursor === undefined])).toEqual([
      ['100', true],
      ['100', false],
      ['100', false],
    ]);
  });

  it('stops a cursor dataset at a page that repeats an earlier one', async () => {
    fake.setAnalytics({ searches: { generated: 450 } });
    fake.inject({ kind: 'repeatFirstPage', route: 'searches', skip: 2 });
    const outcome = views(await run(analytics(['searches'])));
    expect(outcome).toMatchObject({ status: 'partial', rows: 200 });
    expect(outcome.stop?.message).toMatch(
      /^GET \/v1\/analytics\/\{projectId\}\/searches returned on page 3 the same 100 rows as on page 1/,
    );
  });

  it('makes one request for a single-request dataset', async () => {
    fake.setAnalytics({ callerStats: { web: 3, api: 2, other: 1, total: 6 } });
    const outcome = views(await run(analytics(['assistant-callers'])));
    expect(outcome).toMatchObject({ status: 'complete', rows: 1, requests: 1, limit: undefined });
    expect(fake.requests[0]?.query).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-02-01' });
  });
});

describe('later phases', () => {
  it('hand each page of rows to the observer as written, with no request of their own', async () => {
    fake.setViews({ generated: 600 });
    const seen: Array<[string, number]> = [];
    await run(pageViews(), { observe: (dataset, rows) => void seen.push([dataset, rows.length]) });
    expect(seen).toEqual([
      ['views', 250],
      ['views', 250],
      ['views', 100],
    ]);
    expect(fake.count('*')).toBe(3);
  });

  it('write files of their own before the manifest, which lists them after the data files', async () => {
    fake.setViews({ generated: 10 });
    const result = await run(pageViews(), {
      extraFileNames: ['findings.json'],
      beforeManifest: async () => [await writeFileAtomic(out('findings.json'), '{"findings":[]}\n')],
    });
    expect(result.files.map((f) => f.path)).toEqual([
      out('page-views.json'),
      out('page-views.csv'),
      out('findings.json'),
      out('manifest.json'),
    ]);
    expect((await readManifest()).files.map((f) => f.name)).toEqual([
      'page-views.json',
      'page-views.csv',
      'findings.json',
    ]);
  });
});

describe('an output-dir that holds files the action did not write', () => {
  it('refuses a foreign manifest.json before any request and leaves it untouched', async () => {
    await mkdir(out(), { recursive: true });
    await writeFile(out('manifest.json'), '{"name":"my web app"}');
    fake.setViews({ generated: 10 });
    await expect(run()).rejects.toThrow(
      `output-dir ${out()} already holds manifest.json, which this action did not write`,
    );
    expect(fake.count('*')).toBe(0);
    expect(await readdir(out())).toEqual(['manifest.json']);
    expect(await readFile(out('manifest.json'), 'utf8')).toBe('{"name":"my web app"}');
  });

  it('reuses the default folder under RUNNER_TEMP whatever it holds', async () => {
    await mkdir(out(), { recursive: true });
    await writeFile(out('manifest.json'), '{"name":"left over"}');
    fake.setViews({ generated: 10 });
    const result = await run(pageViews({ outputDirIsDefault: true }));
    expect(result.complete).toBe(true);
    expect((await readManifest()).generator).toBe('mintlify-action');
  });
});

describe('failures that keep nothing', () => {
  it('fails before any request when output-dir cannot be created', async () => {
    await writeFile(join(dir, 'file'), '');
    const error = await exportError(pageViews({ outputDir: join(dir, 'file', 'out') }));
    expect(error.requests).toBe(0);
    expect(error.message).toMatch(/^Could not prepare the output folder .*file\/out: .*(ENOTDIR|EEXIST)/);
    expect(fake.count('*')).toBe(0);
  });

  it('removes every file when the files cannot be finished, and says how many requests were spent', async () => {
    fake.setViews({ generated: 600 });
    const vanishing: AnalyticsFetcher = async (dataset, query, call) => {
      if (query.offset === 500) await rm(out(), { recursive: true, force: true });
      return fetchViaClient(dataset, query, call);
    };
    const error = await exportError(pageViews(), { fetch: vanishing });
    expect(error.message).toMatch(/^Could not (write|finish) the page-views files in .*: .*ENOENT/);
    expect(error.requests).toBe(3);
    expect(await readdir(dir)).toEqual([]);
  });
});
