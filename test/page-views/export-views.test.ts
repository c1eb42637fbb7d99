import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MintlifyClient } from '../../src/mintlify/client.ts';
import { exportPageViews, ExportError, type ExportDeps, type ExportResult } from '../../src/page-views/export-views.ts';
import type { ExportManifest } from '../../src/page-views/manifest.ts';
import type { ViewsPage } from '../../src/mintlify/schemas.ts';
import { generatedRow, generatedTotals, startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { parse } from 'csv-parse/sync';

let fake: FakeMintlify;
let client: MintlifyClient;
let dir: string;
let warnings: string[];

beforeEach(async () => {
  fake = await startFakeMintlify();
  client = new MintlifyClient({
    apiUrl: fake.url,
    apiKey: fake.apiKey,
    projectId: fake.projectId,
    requestTimeoutMs: 5000,
    retry: { limit: 3, baseDelayMs: 10, maxDelayMs: 50, maxRetryAfterMs: 5000 },
  });
  dir = await mkdtemp(join(tmpdir(), 'pv-export-'));
  warnings = [];
});

afterEach(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
  expect(fake.violations).toEqual([]);
});

function deps(overrides: Partial<ExportDeps['inputs']> = {}, extra: Partial<Omit<ExportDeps, 'inputs'>> = {}): ExportDeps {
  let tick = 0;
  return {
    inputs: {
      projectId: fake.projectId,
      range: { dateFrom: '2026-01-01', dateTo: '2026-02-01', period: undefined },
      pageSize: 250,
      maxRequests: 100,
      formats: ['json', 'csv'],
      outputDir: join(dir, 'out'),
      outputDirIsDefault: false,
      summaryRows: 5,
      ...overrides,
    },
    fetchPage: (query, signal, onRetry) => client.getViewsPage(query, { signal, onRetry }),
    // Each call one second later: generatedAt/startedAt, then finishedAt.
    now: () => new Date(Date.parse('2026-02-01T06:00:00Z') + 1000 * tick++),
    log: { info: () => undefined, warning: (line) => warnings.push(line) },
    redact: (text) => text.split(fake.apiKey).join('***'),
    signal: new AbortController().signal,
    ...extra,
  };
}

const out = (...names: string[]): string => join(dir, 'out', ...names);

async function exportError(d: ExportDeps): Promise<ExportError> {
  const error = await exportPageViews(d).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ExportError)) throw new Error(`expected an ExportError, got ${String(error)}`);
  return error;
}

async function readManifest(): Promise<ExportManifest> {
  return JSON.parse(await readFile(out('manifest.json'), 'utf8')) as ExportManifest;
}

async function sha256(path: string): Promise<string> {
  return createHash('sha256').update(await readFile(path)).digest('hex');
}

function partial(result: ExportResult): Extract<ExportResult, { complete: false }> {
  if (result.complete) throw new Error('expected a partial export');
  return result;
}

describe('exportPageViews: complete exports', () => {
  it('writes JSON and CSV equal to the dataset, creating output-dir', async () => {
    fake.setViews({ generated: 1234 });
    const result = await exportPageViews(deps());
    const expected = Array.from({ length: 1234 }, (_, i) => generatedRow(i));
    expect(result).toMatchObject({ complete: true, rows: 1234, pages: 5, requests: 5, totals: generatedTotals(1234), totalsChanged: false });
    expect(result.files.json?.path).toBe(out('page-views.json'));
    expect(result.files.csv?.path).toBe(out('page-views.csv'));
    expect(JSON.parse(await readFile(out('page-views.json'), 'utf8'))).toEqual({
      projectId: fake.projectId,
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      generatedAt: '2026-02-01T06:00:00.000Z',
      views: expected,
      totals: generatedTotals(1234),
      complete: true,
    });
    const csv = parse(await readFile(out('page-views.csv'), 'utf8'), { record_delimiter: '\r\n' });
    expect(csv).toEqual([['path', 'human', 'ai', 'total'], ...expected.map((r) => [r.path, String(r.human), String(r.ai), String(r.total)])]);
    expect(await readdir(out())).toEqual(['manifest.json', 'page-views.csv', 'page-views.json']);
  });

  it('writes manifest.json last with the parameters, the counts, the times and the size and SHA-256 of each file', async () => {
    fake.setViews({ generated: 1234 });
    const result = await exportPageViews(deps({ range: { dateFrom: '2026-01-01', dateTo: '2026-02-01', period: 'previous-month' } }));
    expect(result.manifest).toBe(out('manifest.json'));
    expect(await readManifest()).toEqual({
      generator: 'mintlify-action',
      mode: 'page-views',
      complete: true,
      projectId: fake.projectId,
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      period: 'previous-month',
      pageSize: 250,
      maxRequests: 100,
      formats: ['json', 'csv'],
      rows: 1234,
      pages: 5,
      requests: 5,
      startedAt: '2026-02-01T06:00:00.000Z',
      finishedAt: '2026-02-01T06:00:01.000Z',
      totals: generatedTotals(1234),
      files: [
        { name: 'page-views.json', bytes: (await readFile(out('page-views.json'))).length, sha256: await sha256(out('page-views.json')) },
        { name: 'page-views.csv', bytes: (await readFile(out('page-views.csv'))).length, sha256: await sha256(out('page-views.csv')) },
      ],
      duplicates: { count: 0, examples: [], checkedRows: 1234 },
      totalsChanged: false,
    });
  });

  it('keeps the top summary-rows pages by total', async () => {
    fake.setViews({ generated: 1234 });
    const { top } = await exportPageViews(deps({ summaryRows: 3 }));
    expect(top.map((r) => r.total)).toEqual([136, 134, 133]);
  });

  it('writes only the formats asked for', async () => {
    fake.setViews({ generated: 10 });
    const result = await exportPageViews(deps({ formats: ['csv'] }));
    expect(result.files.json).toBeUndefined();
    expect(await readdir(out())).toEqual(['manifest.json', 'page-views.csv']);
    expect((await readManifest()).files.map((f) => f.name)).toEqual(['page-views.csv']);
  });

  it('warns once when the totals changed between pages, flags it and records the last', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'totalsDrift', route: 'views', offset: 500, delta: 2 });
    const result = await exportPageViews(deps());
    expect(result.totalsChanged).toBe(true);
    expect(result.totals?.total).toBe(generatedTotals(600).total + 2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/totals changed between two pages/);
    const doc = JSON.parse(await readFile(out('page-views.json'), 'utf8')) as { totals: { total: number } };
    expect(doc.totals.total).toBe(generatedTotals(600).total + 2);
    expect(await readManifest()).toMatchObject({ complete: true, totalsChanged: true, totals: { total: generatedTotals(600).total + 2 } });
  });

  it('writes every row of pages that overlap, and reports the duplicated paths with a warning and in the manifest', async () => {
    fake.setViews({ generated: 600 });
    // The ranking moved by 10 rows between two requests: page 2 starts at row 240, not 250.
    const shifted: ExportDeps['fetchPage'] = (query, signal) =>
      client.getViewsPage({ ...query, offset: query.offset === 250 ? 240 : query.offset }, { signal });
    const result = await exportPageViews(deps({}, { fetchPage: shifted }));
    expect(result.complete).toBe(true);
    expect(result.rows).toBe(600);
    const dupPaths = Array.from({ length: 10 }, (_, i) => generatedRow(240 + i).path);
    expect(result.duplicates).toEqual({ count: 10, examples: dupPaths, checkedRows: 600, truncated: false });
    const doc = JSON.parse(await readFile(out('page-views.json'), 'utf8')) as { views: Array<{ path: string }> };
    expect(doc.views).toHaveLength(600);
    expect(doc.views.filter((v) => v.path === dupPaths[0])).toHaveLength(2);
    expect(warnings).toEqual([expect.stringMatching(/^10 rows repeat a path already exported on an earlier page \(e\.g\. "\/docs\/page-000241", /)]);
    expect((await readManifest()).duplicates).toEqual({ count: 10, examples: dupPaths, checkedRows: 600 });
  });
});

describe('exportPageViews: partial exports', () => {
  it('keeps the rows received under the partial names when a page fails, and removes stale complete files', async () => {
    fake.setViews({ generated: 1234 });
    await mkdir(out(), { recursive: true });
    await writeFile(out('page-views.json'), '{"stale":true}');
    await writeFile(out('manifest.json'), '{"generator":"mintlify-action","complete":true}');
    await writeFile(out('notes.txt'), 'not ours');
    fake.inject({ kind: 'status', status: 400, route: 'views', offset: 500 });
    const result = partial(await exportPageViews(deps()));
    expect(result).toMatchObject({ complete: false, rows: 500, pages: 2, requests: 3, stoppedAtOffset: 500, cancelled: false, totals: generatedTotals(1234) });
    expect(result.error).toBe('GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500: Injected fault: 400 Bad Request');
    expect(await readdir(out())).toEqual(['manifest.json', 'notes.txt', 'page-views.partial.csv', 'page-views.partial.json']);
    expect(result.files.json?.path).toBe(out('page-views.partial.json'));

    const doc = JSON.parse(await readFile(out('page-views.partial.json'), 'utf8')) as Record<string, unknown>;
    expect(doc).toMatchObject({ complete: false, error: result.error, stoppedAtOffset: 500, totals: generatedTotals(1234) });
    expect(doc.views).toEqual(Array.from({ length: 500 }, (_, i) => generatedRow(i)));
    expect(parse(await readFile(out('page-views.partial.csv'), 'utf8'), { record_delimiter: '\r\n' })).toHaveLength(501);

    const manifest = await readManifest();
    expect(manifest).toMatchObject({ complete: false, rows: 500, pages: 2, requests: 3, error: result.error, stoppedAtOffset: 500 });
    expect(manifest.files).toEqual([
      { name: 'page-views.partial.json', bytes: (await readFile(out('page-views.partial.json'))).length, sha256: await sha256(out('page-views.partial.json')) },
      { name: 'page-views.partial.csv', bytes: (await readFile(out('page-views.partial.csv'))).length, sha256: await sha256(out('page-views.partial.csv')) },
    ]);
  });

  it('keeps valid, empty partial files with null totals when the first page fails', async () => {
    fake.setViews({ generated: 10 });
    fake.inject({ kind: 'malformed', route: 'views', offset: 0 });
    const result = partial(await exportPageViews(deps()));
    expect(result).toMatchObject({ rows: 0, pages: 0, stoppedAtOffset: 0, totals: undefined });
    expect(result.error).toMatch(/not valid JSON \(HTTP 200\) at offset 0$/);
    const doc = JSON.parse(await readFile(out('page-views.partial.json'), 'utf8')) as Record<string, unknown>;
    expect(doc).toMatchObject({ views: [], totals: null, complete: false, stoppedAtOffset: 0 });
    expect(await readManifest()).toMatchObject({ complete: false, rows: 0, totals: null });
  });

  it('keeps the rows received when the run is cancelled', async () => {
    fake.setViews({ generated: 2000 });
    fake.inject({ kind: 'delay', ms: 5000, route: 'views', offset: 500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('Cancelled by SIGINT')), 200);
    const result = partial(await exportPageViews(deps({}, { signal: controller.signal })));
    expect(result).toMatchObject({ rows: 500, stoppedAtOffset: 500, cancelled: true, error: 'cancelled at offset 500 (Cancelled by SIGINT)' });
    expect(await readdir(out())).toEqual(['manifest.json', 'page-views.partial.csv', 'page-views.partial.json']);
  });

  it('redacts the API key from the error it writes to the files and the manifest', async () => {
    fake.setViews({ generated: 600 });
    const leaky: ExportDeps['fetchPage'] = async (query, signal): Promise<ViewsPage> => {
      if (query.offset === 250) throw new Error(`upstream said: bad header "Authorization: Bearer ${fake.apiKey}"`);
      return client.getViewsPage(query, { signal });
    };
    const result = partial(await exportPageViews(deps({}, { fetchPage: leaky })));
    expect(result.error).toBe('upstream said: bad header "Authorization: Bearer ***"');
    for (const name of await readdir(out())) expect(await readFile(out(name), 'utf8')).not.toContain(fake.apiKey);
  });
});

describe('exportPageViews: the request budget', () => {
  it('stops as a partial export when max-requests is spent, keeping the rows of the pages it paid for', async () => {
    fake.setViews({ generated: 1234 });
    const result = partial(await exportPageViews(deps({ maxRequests: 2 })));
    expect(fake.count('views')).toBe(2);
    expect(result).toMatchObject({ rows: 500, pages: 2, requests: 2, stoppedAtOffset: 500, cancelled: false });
    expect(result.error).toMatch(/^stopped after 2 requests \(max-requests, retries included\)/);
    expect(await readdir(out())).toEqual(['manifest.json', 'page-views.partial.csv', 'page-views.partial.json']);
    expect(await readManifest()).toMatchObject({ complete: false, maxRequests: 2, requests: 2, rows: 500, stoppedAtOffset: 500 });
  });
});

describe('exportPageViews: an output-dir that holds files the action did not write', () => {
  it('refuses a foreign manifest.json before any request and leaves it untouched', async () => {
    await mkdir(out(), { recursive: true });
    await writeFile(out('manifest.json'), '{"name":"my web app"}');
    fake.setViews({ generated: 10 });
    await expect(exportPageViews(deps())).rejects.toThrow(`output-dir ${out()} already holds manifest.json, which this action did not write`);
    expect(fake.count('*')).toBe(0);
    expect(await readdir(out())).toEqual(['manifest.json']);
    expect(await readFile(out('manifest.json'), 'utf8')).toBe('{"name":"my web app"}');
  });

  it('reuses the default folder under RUNNER_TEMP whatever it holds', async () => {
    await mkdir(out(), { recursive: true });
    await writeFile(out('manifest.json'), '{"name":"left over"}');
    fake.setViews({ generated: 10 });
    const result = await exportPageViews(deps({ outputDirIsDefault: true }));
    expect(result.complete).toBe(true);
    expect((await readManifest()).generator).toBe('mintlify-action');
  });
});

describe('exportPageViews: failures that keep nothing', () => {
  it('fails before any request when output-dir cannot be created', async () => {
    await writeFile(join(dir, 'file'), '');
    const error = await exportError(deps({ outputDir: join(dir, 'file', 'out') }));
    expect(error.offset).toBeUndefined();
    expect(error.message).toMatch(/^Could not create the export files in .*file\/out: .*(ENOTDIR|EEXIST)/);
    expect(fake.count('*')).toBe(0);
  });

  it('removes every file when the files cannot be finished', async () => {
    fake.setViews({ generated: 600 });
    const vanishing: ExportDeps['fetchPage'] = async (query, signal) => {
      if (query.offset === 500) await rm(out(), { recursive: true, force: true });
      return client.getViewsPage(query, { signal });
    };
    const error = await exportError(deps({}, { fetchPage: vanishing }));
    expect(error.message).toMatch(/^Could not finish the export files in .*: .*ENOENT.*\. No export file was kept\.$/);
    expect(await readdir(join(dir))).toEqual([]);
  });
});
