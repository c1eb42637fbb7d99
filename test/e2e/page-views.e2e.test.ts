/**
 * `page-views` end to end: the built `dist/index.js`, run as the runner runs it, against the
 * fake Mintlify API and the fake artifact backend (`@actions/artifact` uploads for real).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeArtifactService } from '../fakes/artifact-service.ts';
import { generatedRow, generatedTotals, type FakeMintlify, type PageViewEvent } from '../fakes/mintlify.ts';
import { startPageViewsWorld, type PageViewsWorld } from '../harness/page-views-world.ts';
import { worldPerBlock, worldPerTest } from '../harness/world-hooks.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';
import { parse } from 'csv-parse/sync';
import { manifestMacText } from '../../src/export/manifest/manifest-mac.ts';

const ARTIFACT = 'mintlify-page-views-proj_123';

let mintlify: FakeMintlify;
let artifacts: FakeArtifactService;
let outputDir: string;

let world: PageViewsWorld;

async function openWorld(): Promise<void> {
  world = await startPageViewsWorld('pv-e2e-');
  ({ mintlify, artifacts, outputDir } = world);
}

async function closeWorld(): Promise<void> {
  await world.close();
}

function run(inputs: Record<string, string> = {}): Promise<ActionRun> {
  return world.run(inputs);
}

/** The `::error::` line of a failed run, decoded. */
function failure(result: ActionRun): string {
  const line = result.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
  return decodeURIComponent(line.slice('::error::'.length).replace(/%(?![0-9A-F]{2})/g, '%25'));
}

interface ExportDocument {
  projectId: string;
  dateFrom: string | null;
  dateTo: string | null;
  generatedAt: string;
  totals: { human: number; ai: number; total: number } | null;
  complete: boolean;
  views: Array<{ path: string; human: number; ai: number; total: number }>;
}

async function readJson(): Promise<ExportDocument> {
  return JSON.parse(await readFile(join(outputDir, 'page-views.json'), 'utf8')) as ExportDocument;
}

async function readCsv(): Promise<string[][]> {
  return parse(await readFile(join(outputDir, 'page-views.csv'), 'utf8'), { record_delimiter: '\r\n' });
}

describe('a complete export of 1,234 rows', () => {
  let result: ActionRun;
  const expected = Array.from({ length: 1234 }, (_, i) => generatedRow(i));

  worldPerBlock(openWorld, closeWorld);
  beforeAll(async () => {
    mintlify.setViews({ generated: 1234 });
    result = await run({ 'retention-days': '7' });
  });

  afterEach(() => {
    expect(mintlify.violations).toEqual([]);
  });

  it('succeeds with exactly five requests of limit=250', () => {
    expect(result.exitCode, result.stdout).toBe(0);
    expect(mintlify.requests.map((r) => r.query)).toEqual(
      [0, 250, 500, 750, 1000].map((offset) => ({ limit: '250', offset: String(offset) })),
    );
  });

  it('writes the JSON file complete, in API order, with the API totals', async () => {
    const doc = await readJson();
    expect(doc).toMatchObject({
      projectId: 'proj_123',
      dateFrom: null,
      dateTo: null,
      totals: generatedTotals(1234),
      complete: true,
    });
    expect(Date.parse(doc.generatedAt)).not.toBeNaN();
    expect(doc.views).toEqual(expected);
  });

  it('writes the CSV file complete with the header path,human,ai,total', async () => {
    expect(await readCsv()).toEqual([
      ['path', 'human', 'ai', 'total'],
      ...expected.map((r) => [r.path, String(r.human), String(r.ai), String(r.total)]),
    ]);
  });

  it('sets the outputs: rows and requests, the API totals and the files written (no deprecated pages output)', () => {
    const totals = generatedTotals(1234);
    expect(result.outputs).toEqual({
      rows: '1234',
      requests: '5',
      total: String(totals.total),
      human: String(totals.human),
      ai: String(totals.ai),
      'json-file': join(outputDir, 'page-views.json'),
      'csv-file': join(outputDir, 'page-views.csv'),
      'artifact-id': '1',
      'artifact-url': 'https://github.com/acme/docs/actions/runs/1234567890/artifacts/1',
    });
  });

  it('uploads both files, the manifest and its MAC as one artifact kept for the retention asked for', async () => {
    const zip = await artifacts.readZip(ARTIFACT);
    expect([...zip.keys()].sort()).toEqual(['manifest.json', 'manifest.sig', 'page-views.csv', 'page-views.json']);
    expect(zip.get('manifest.json')).toEqual(await readFile(join(outputDir, 'manifest.json')));
    // manifest.sig: the digest binding the manifest's exact bytes to the project, which a resuming run checks first.
    expect(zip.get('manifest.sig')?.toString('utf8')).toBe(
      manifestMacText({ projectId: mintlify.projectId }, await readFile(join(outputDir, 'manifest.json'))),
    );
    expect(zip.get('page-views.json')).toEqual(await readFile(join(outputDir, 'page-views.json')));
    expect(zip.get('page-views.csv')).toEqual(await readFile(join(outputDir, 'page-views.csv')));
    const expiresAt = Date.parse(artifacts.createRequests[0]?.expires_at ?? '');
    expect(Math.round((expiresAt - Date.now()) / 86_400_000)).toBe(7);
  });

  it('writes manifest.json in the format of the exporter: mode page-views, the views dataset alone with limit = page-size, the SHA-256 of each file', async () => {
    const manifest = JSON.parse(await readFile(join(outputDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    const file = async (name: string): Promise<{ name: string; bytes: number; sha256: string }> => {
      const bytes = await readFile(join(outputDir, name));
      return { name, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    };
    const files = [await file('page-views.json'), await file('page-views.csv')];
    expect(manifest).toMatchObject({ mode: 'page-views', complete: true, projectId: 'proj_123', requests: 5, files });
    expect(manifest.datasets).toMatchObject({
      views: { complete: true, rows: 1234, pages: 5, limit: 250, files, totals: generatedTotals(1234) },
    });
    expect(Object.keys(manifest.datasets as object)).toEqual(['views']);
    expect(manifest.datasets).not.toHaveProperty('views.error');
    expect(manifest.datasets).not.toHaveProperty('views.stoppedAtOffset');
  });

  it('never says partial in a complete export: names, files, outputs, summary', async () => {
    expect((await readdir(outputDir)).join(' ')).not.toMatch(/partial/i);
    expect(JSON.stringify(result.outputs)).not.toMatch(/partial/i);
    expect(result.summary).not.toMatch(/partial/i);
    expect(artifacts.createRequests.map((r) => r.name)).toEqual([ARTIFACT]);
  });

  it('writes a job summary with the totals table, the top pages, the chart and the artifact link', () => {
    const totals = generatedTotals(1234);
    expect(result.summary).toContain('<strong>Range:</strong> API default range');
    expect(result.summary).toContain(
      `<td>${totals.human.toLocaleString('en-US')}</td><td>${totals.ai.toLocaleString('en-US')}</td><td>${totals.total.toLocaleString('en-US')}</td>`,
    );
    expect(result.summary).toContain('<strong>Rows exported:</strong> 1,234');
    expect(result.summary).toContain('<strong>API requests:</strong> 5 of 100');
    expect(result.summary).toContain('<h3>Top 25 pages by total views</h3>');
    expect(result.summary).toContain(
      '<td>1</td><td><code>/docs/page-000679</code></td><td>100</td><td>36</td><td>136</td>',
    );
    expect(result.summary).toContain('```mermaid\nxychart-beta');
    expect(result.summary).toContain('href="https://github.com/acme/docs/actions/runs/1234567890/artifacts/1"');
  });

  it('logs one line per page inside a group', () => {
    const lines = result.stdout.split('\n');
    const start = lines.findIndex((l) => l.startsWith('::group::'));
    const end = lines.indexOf('::endgroup::');
    expect(lines.slice(start + 1, end)).toEqual([
      'views at offset 0: 250 rows, 250 so far, hasMore true (1 of 100 requests spent)',
      'views at offset 250: 250 rows, 500 so far, hasMore true (2 of 100 requests spent)',
      'views at offset 500: 250 rows, 750 so far, hasMore true (3 of 100 requests spent)',
      'views at offset 750: 250 rows, 1000 so far, hasMore true (4 of 100 requests spent)',
      'views at offset 1000: 234 rows, 1234 so far, hasMore false (5 of 100 requests spent)',
      'views: complete, 1234 rows in 5 requests (5 of 100 max-requests spent)',
    ]);
  });
});

describe('hostile paths', () => {
  const PATHS = [
    "=cmd|' /C calc'!A0",
    '+1',
    '-2',
    '@x',
    '\tTAB',
    '/a|b|c',
    '/<script>alert(1)</script>',
    '/`rm -rf`',
    '/comma,"quote"',
  ];

  let result: ActionRun;

  worldPerBlock(openWorld, closeWorld);
  beforeAll(async () => {
    const rows: PageViewEvent[] = PATHS.map((path, i) => ({ path, date: '2026-01-01', human: 100 - i, ai: i }));
    mintlify.setViews({ rows });
    result = await run({ 'upload-artifact': 'false' });
  });

  afterEach(() => {
    expect(mintlify.violations).toEqual([]);
  });

  it('neutralizes formula cells in the CSV and keeps the JSON verbatim', async () => {
    expect(result.exitCode, result.stdout).toBe(0);
    expect((await readCsv()).slice(1).map((r) => r[0])).toEqual([
      "'=cmd|' /C calc'!A0",
      "'+1",
      "'-2",
      "'@x",
      "'\tTAB",
      '/a|b|c',
      '/<script>alert(1)</script>',
      '/`rm -rf`',
      '/comma,"quote"',
    ]);
    expect((await readJson()).views.map((v) => v.path)).toEqual(PATHS);
  });

  it('escapes them in the job summary table and the chart', () => {
    const summary = result.summary;
    expect(summary).not.toContain('<script>');
    expect(summary).toContain('<code>/&lt;script&gt;alert(1)&lt;/script&gt;</code>');
    expect(summary).toContain('<code>/a&#124;b&#124;c</code>');
    expect(summary).toContain('<code>/&#96;rm -rf&#96;</code>');
    const rows = summary.match(/<tr>.*?<\/tr>/g) ?? [];
    for (const row of rows.filter((r) => r.includes('<code>'))) expect(row.match(/<td>/g)).toHaveLength(6);
    const chart = /```mermaid\n([\s\S]*?)\n```/.exec(summary)?.[1] ?? '';
    const labels = /x-axis \[(.*)\]/.exec(chart)?.[1] ?? '';
    expect(labels.split(', ')).toHaveLength(PATHS.length);
    for (const label of labels.split(', ')) expect(label).toMatch(/^"\d+\. [A-Za-z0-9/._-]+…?"$/);
  });
});

describe('dates', () => {
  worldPerTest(openWorld, closeWorld);

  const rows: PageViewEvent[] = [
    { path: '/a', date: '2025-12-31', human: 1, ai: 0 },
    { path: '/b', date: '2026-01-01', human: 2, ai: 1 },
    { path: '/c', date: '2026-01-02', human: 3, ai: 2 },
    { path: '/d', date: '2026-01-03', human: 4, ai: 3 },
  ];

  afterEach(() => {
    expect(mintlify.violations).toEqual([]);
  });

  it('passes date-from and the exclusive date-to to the API and says so in the summary', async () => {
    mintlify.setViews({ rows });
    const result = await run({ 'date-from': '2026-01-01', 'date-to': '2026-01-03', 'upload-artifact': 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(mintlify.requests[0]?.query).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-03',
      limit: '250',
      offset: '0',
    });
    const doc = await readJson();
    expect(doc).toMatchObject({ dateFrom: '2026-01-01', dateTo: '2026-01-03', totals: { human: 5, ai: 3, total: 8 } });
    expect(doc.views.map((v) => v.path)).toEqual(['/b', '/c']);
    expect(result.summary).toContain('2026-01-01 to 2026-01-03 (to, exclusive: last day 2026-01-02)');
  });

  it('resolves a period preset in UTC', async () => {
    mintlify.setViews({ rows });
    const result = await run({ period: 'previous-month', 'upload-artifact': 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    const now = new Date();
    const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const firstOfPrevious = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    expect(mintlify.requests[0]?.query).toMatchObject({
      dateFrom: firstOfPrevious.toISOString().slice(0, 10),
      dateTo: firstOfMonth.toISOString().slice(0, 10),
    });
    expect(result.summary).toContain('period previous-month');
  });
});

describe('rate limiting', () => {
  worldPerTest(openWorld, closeWorld);

  it('waits for Retry-After on 429 mid-export and resumes from the same offset without duplicate rows', async () => {
    mintlify.setViews({ generated: 1234 });
    mintlify.inject({ kind: 'status', status: 429, retryAfter: '1', route: 'views', offset: 500 });
    const result = await run({ 'upload-artifact': 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(mintlify.requests.map((r) => Number(r.query.offset))).toEqual([0, 250, 500, 500, 750, 1000]);
    expect(result.stdout).toMatch(/offset=500 failed \(HTTP 429, Retry-After 1 s\); retry 1 of 8/);
    const at500 = mintlify.requests.filter((r) => r.query.offset === '500');
    expect((at500[1]?.at ?? 0) - (at500[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect((await readJson()).views).toEqual(Array.from({ length: 1234 }, (_, i) => generatedRow(i)));
    expect(await readCsv()).toHaveLength(1235);
    expect(result.outputs).toMatchObject({ rows: '1234', requests: '6' });
    expect(mintlify.violations).toEqual([]);
  });
});

describe('a failure mid-export', () => {
  worldPerTest(openWorld, closeWorld);

  it.each([
    [
      'a 400',
      { kind: 'status', status: 400, body: { error: 'Invalid query parameters' } },
      /GET \/v1\/analytics\/\{projectId\}\/views failed with HTTP 400 at offset 500: Invalid query parameters/,
    ],
    [
      'a body that breaks the schema',
      {
        kind: 'schema',
        body: {
          totals: { human: 1, ai: 1, total: 2 },
          views: [{ path: '/a', human: 1.5, ai: 0, total: 1.5 }],
          hasMore: true,
        },
      },
      /GET \/v1\/analytics\/\{projectId\}\/views returned an unexpected response \(HTTP 200\) at offset 500: views\[0\]\.human/,
    ],
  ] as const)(
    'after %s at offset 500 keeps the rows received as a flagged partial export, uploads it as -partial and fails naming the offset',
    async (_name, fault, pattern) => {
      mintlify.setViews({ generated: 1234 });
      mintlify.inject({ ...fault, route: 'views', offset: 500 });
      const result = await run();
      expect(result.exitCode).toBe(1);
      const message = failure(result);
      expect(message).toMatch(/^Page-views export failed at offset 500 \(500 rows kept\): /);
      expect(message).toMatch(pattern);
      expect(message).toMatch(
        /Partial export: the rows received are in page-views\.partial\.json and page-views\.partial\.csv \(manifest\.json: complete false\)\. Uploaded as artifact mintlify-page-views-proj_123-partial\.$/,
      );
      expect((await readdir(outputDir)).sort()).toEqual([
        'manifest.json',
        'manifest.sig',
        'page-views.partial.csv',
        'page-views.partial.json',
      ]);
      const doc = JSON.parse(await readFile(join(outputDir, 'page-views.partial.json'), 'utf8')) as ExportDocument;
      expect(doc).toMatchObject({ complete: false, stoppedAtOffset: 500 });
      expect(doc.views).toEqual(Array.from({ length: 500 }, (_, i) => generatedRow(i)));
      expect(artifacts.createRequests.map((r) => r.name)).toEqual([`${ARTIFACT}-partial`]);
      expect(mintlify.requests.every((r) => Number(r.query.offset) <= 750)).toBe(true);
      expect(result.outputs).toMatchObject({
        rows: '500',
        'json-file': join(outputDir, 'page-views.partial.json'),
        'csv-file': join(outputDir, 'page-views.partial.csv'),
        'artifact-id': '1',
      });
      expect(result.summary).toMatch(
        /^<p><strong>⚠️ Partial export — stopped at offset 500:<\/strong> .*; <strong>these files hold the first 500 rows only\.<\/strong><\/p>/,
      );
      expect(mintlify.violations).toEqual([]);
    },
  );

  it('stops after three empty pages that keep saying hasMore', async () => {
    mintlify.setViews({ generated: 1234 });
    mintlify.inject({ kind: 'emptyHasMore', route: 'views', times: Infinity });
    const result = await run();
    expect(result.exitCode).toBe(1);
    expect(failure(result)).toMatch(
      /failed at offset 500 \(0 rows kept\): GET \/v1\/analytics\/\{projectId\}\/views sent 3 empty pages in a row \(HTTP 200\) that still said hasMore: true/,
    );
    expect(mintlify.count('views')).toBe(3);
    expect((await readdir(outputDir)).sort()).toEqual([
      'manifest.json',
      'manifest.sig',
      'page-views.partial.csv',
      'page-views.partial.json',
    ]);
    expect(artifacts.createRequests.map((r) => r.name)).toEqual([`${ARTIFACT}-partial`]);
  });
});

describe('cancellation', () => {
  worldPerTest(openWorld, closeWorld);

  it('stops at the offset reached on SIGINT, keeps the rows received as a partial export and uploads it as -partial', async () => {
    mintlify.setViews({ generated: 1234 });
    mintlify.inject({ kind: 'delay', ms: 20_000, route: 'views', offset: 500 });
    const result = await runAction({
      inputs: {
        mode: 'page-views',
        'api-key': mintlify.apiKey,
        'project-id': mintlify.projectId,
        'api-url': mintlify.url,
        'output-dir': outputDir,
      },
      env: artifacts.env(),
      onSpawn: (child) => {
        const timer = setInterval(() => {
          if (mintlify.requests.some((r) => r.query.offset === '500')) {
            clearInterval(timer);
            child.kill('SIGINT');
          }
        }, 20);
        child.once('exit', () => clearInterval(timer));
      },
    });
    expect(result.exitCode).toBe(1);
    expect(result.durationMs).toBeLessThan(10_000);
    expect(failure(result)).toMatch(
      /^Page-views export failed at offset 500 \(500 rows kept\): cancelled at offset 500 \(Cancelled by SIGINT\)\. Partial export: /,
    );
    expect((await readdir(outputDir)).sort()).toEqual([
      'manifest.json',
      'manifest.sig',
      'page-views.partial.csv',
      'page-views.partial.json',
    ]);
    const manifest = JSON.parse(await readFile(join(outputDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ complete: false, datasets: { views: { rows: 500, stoppedAtOffset: 500 } } });
    expect(artifacts.createRequests.map((r) => r.name)).toEqual([`${ARTIFACT}-partial`]);
    expect(result.summary).toContain('Partial export — stopped at offset 500');
  });
});

describe('options', () => {
  worldPerTest(openWorld, closeWorld);

  afterEach(() => {
    expect(mintlify.violations).toEqual([]);
  });

  it('keeps the files and uploads nothing with upload-artifact: false', async () => {
    mintlify.setViews({ generated: 10 });
    const result = await run({ 'upload-artifact': 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect((await readdir(outputDir)).sort()).toEqual([
      'manifest.json',
      'manifest.sig',
      'page-views.csv',
      'page-views.json',
    ]);
    expect(artifacts.createRequests).toEqual([]);
    expect(result.outputs).toMatchObject({ rows: '10', 'artifact-id': '', 'artifact-url': '' });
    expect(result.summary).toContain('not uploaded');
  });

  it('writes and uploads only the JSON file with format: json, under the artifact-name given', async () => {
    mintlify.setViews({ generated: 10 });
    const result = await run({ format: 'json', 'artifact-name': 'weekly-views', 'page-size': '4' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(mintlify.requests.map((r) => r.query.limit)).toEqual(['4', '4', '4']);
    expect(result.outputs['csv-file']).toBe('');
    expect((await readdir(outputDir)).sort()).toEqual(['manifest.json', 'manifest.sig', 'page-views.json']);
    expect([...(await artifacts.readZip('weekly-views')).keys()].sort()).toEqual([
      'manifest.json',
      'manifest.sig',
      'page-views.json',
    ]);
    expect(artifacts.createRequests[0]?.expires_at).toBeUndefined();
  });

  it('fails naming the artifact when the upload is refused, and keeps the files', async () => {
    mintlify.setViews({ generated: 10 });
    artifacts.inject({ route: 'create', status: 403, message: 'artifact storage is disabled' });
    const result = await run();
    expect(result.exitCode).not.toBe(0);
    expect(failure(result)).toMatch(new RegExp(`^Uploading artifact ${ARTIFACT} failed: .*The files are still in `));
    expect((await readdir(outputDir)).sort()).toEqual([
      'manifest.json',
      'manifest.sig',
      'page-views.csv',
      'page-views.json',
    ]);
    expect(result.outputs).toMatchObject({ rows: '10', 'json-file': join(outputDir, 'page-views.json') });
  });
});

describe('bad inputs', () => {
  worldPerTest(openWorld, closeWorld);

  it.each([
    [{ 'page-size': '300' }, 'page-size must be an integer from 1 to 250 (got "300")'],
    [{ format: 'xml' }, 'format must be json, csv or json,csv (got "xml")'],
    [{ 'retention-days': '0' }, 'retention-days must be an integer from 1 to 90 (got "0")'],
    [{ 'date-from': '2026-02-01', 'date-to': '2026-01-01' }, 'date-from must be before date-to'],
    [{ 'date-from': 'last tuesday' }, 'date-from must be'],
    [{ period: 'last-7-days', 'date-from': '2026-01-01' }, 'period cannot be combined with date-from or date-to'],
    [{ 'summary-rows': '-1' }, 'summary-rows must be an integer from 0 to 1000'],
  ])('%j fails naming the input, before any request', async (inputs, message) => {
    mintlify.setViews({ generated: 10 });
    const result = await run(inputs);
    expect(result.exitCode).not.toBe(0);
    expect(failure(result)).toContain(message);
    expect(mintlify.count('*')).toBe(0);
    expect(artifacts.createRequests).toEqual([]);
    expect(await readdir(outputDir)).toEqual([]);
  });
});
