import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MintlifyClient } from '../../src/mintlify/client.ts';
import { exportPageViews, ExportError, type ExportDeps } from '../../src/page-views/export-views.ts';
import { generatedRow, generatedTotals, startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { parseCsv } from './parse-csv.ts';

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

function deps(overrides: Partial<ExportDeps['inputs']> = {}): ExportDeps {
  return {
    inputs: {
      projectId: fake.projectId,
      range: { dateFrom: '2026-01-01', dateTo: '2026-02-01', period: undefined },
      pageSize: 250,
      formats: ['json', 'csv'],
      outputDir: join(dir, 'out'),
      summaryRows: 5,
      ...overrides,
    },
    fetchPage: (query, signal) => client.getViewsPage(query, { signal }),
    now: () => new Date('2026-02-01T06:00:00Z'),
    log: { info: () => undefined, warning: (line) => warnings.push(line) },
    signal: new AbortController().signal,
  };
}

async function exportError(d: ExportDeps): Promise<ExportError> {
  const error = await exportPageViews(d).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ExportError)) throw new Error(`expected an ExportError, got ${String(error)}`);
  return error;
}

describe('exportPageViews', () => {
  it('writes JSON and CSV equal to the dataset, creating output-dir', async () => {
    fake.setViews({ generated: 1234 });
    const result = await exportPageViews(deps());
    const expected = Array.from({ length: 1234 }, (_, i) => generatedRow(i));
    expect(result.rows).toBe(1234);
    expect(result.requests).toBe(5);
    expect(result.totals).toEqual(generatedTotals(1234));
    expect(result.files).toEqual({ json: join(dir, 'out', 'page-views.json'), csv: join(dir, 'out', 'page-views.csv') });
    expect(JSON.parse(await readFile(join(dir, 'out', 'page-views.json'), 'utf8'))).toEqual({
      projectId: fake.projectId,
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      generatedAt: '2026-02-01T06:00:00.000Z',
      views: expected,
      totals: generatedTotals(1234),
    });
    const csv = parseCsv(await readFile(join(dir, 'out', 'page-views.csv'), 'utf8'));
    expect(csv).toEqual([['path', 'human', 'ai', 'total'], ...expected.map((r) => [r.path, String(r.human), String(r.ai), String(r.total)])]);
    expect(await readdir(join(dir, 'out'))).toEqual(['page-views.csv', 'page-views.json']);
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
    expect(await readdir(join(dir, 'out'))).toEqual(['page-views.csv']);
  });

  it('leaves no export file, not even one of an earlier run, when a page fails', async () => {
    fake.setViews({ generated: 1234 });
    await mkdir(join(dir, 'out'));
    await writeFile(join(dir, 'out', 'page-views.json'), '{"stale":true}');
    await writeFile(join(dir, 'out', 'notes.txt'), 'not ours');
    fake.inject({ kind: 'status', status: 400, route: 'views', offset: 500 });
    const error = await exportError(deps());
    expect(error.offset).toBe(500);
    expect(error.message).toMatch(/^Page-views export failed at offset 500 \(500 rows received before it\): GET \/v1\/analytics\/\{projectId\}\/views failed with HTTP 400 at offset 500: Injected fault: 400 Bad Request\. The partial files were removed\.$/);
    expect(await readdir(join(dir, 'out'))).toEqual(['notes.txt']);
  });

  it('warns when the totals changed between the first and the last page, and records the last', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'totalsDrift', route: 'views', offset: 500, delta: 2 });
    const result = await exportPageViews(deps());
    expect(result.totalsChanged).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/totals changed during the export/);
    const doc = JSON.parse(await readFile(join(dir, 'out', 'page-views.json'), 'utf8')) as { totals: { total: number } };
    expect(doc.totals.total).toBe(generatedTotals(600).total + 2);
  });

  it('fails before any request when output-dir cannot be created', async () => {
    await writeFile(join(dir, 'file'), '');
    const error = await exportError(deps({ outputDir: join(dir, 'file', 'out') }));
    expect(error.offset).toBeUndefined();
    expect(error.message).toMatch(/^Could not create the export files in .*file\/out: .*(ENOTDIR|EEXIST)/);
    expect(fake.count('*')).toBe(0);
  });
});
