/**
 * `page-views` against Mintlify faults, end to end: the built `dist/index.js`, run as the runner
 * runs it, against the fake Mintlify API (faults injected per page offset) and the fake artifact
 * backend. What is recovered must come out complete, without a duplicated or missing row; what is
 * not must fail naming the endpoint, the status and the offset, and keep the rows received as a
 * partial export flagged as such everywhere (file names, JSON, manifest, artifact, summary,
 * outputs, exit code). Every run's manifest is checked against the files on disk.
 *
 * Datasets are small (600 rows, pages of 250: offsets 0, 250, 500) and waits short
 * (`Retry-After: 1`), so the suite stays fast.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeArtifactService } from '../fakes/artifact-service.ts';
import { generatedRow, generatedTotals, type Fault, type FakeMintlify } from '../fakes/mintlify.ts';
import { startPageViewsWorld, type PageViewsWorld } from '../harness/page-views-world.ts';
import type { ActionRun } from '../harness/run-action.ts';
import { parse } from 'csv-parse/sync';

const ROWS = 600;
const ARTIFACT = 'mintlify-page-views-proj_123';
const ENDPOINT = 'GET /v1/analytics/{projectId}/views';
const COMPLETE_FILES = ['manifest.json', 'manifest.sig', 'page-views.csv', 'page-views.json'];
const PARTIAL_FILES = ['manifest.json', 'manifest.sig', 'page-views.partial.csv', 'page-views.partial.json'];

let mintlify: FakeMintlify;
let artifacts: FakeArtifactService;
let outputDir: string;

let world: PageViewsWorld;

beforeEach(async () => {
  world = await startPageViewsWorld('pv-faults-');
  ({ mintlify, artifacts, outputDir } = world);
  mintlify.setViews({ generated: ROWS });
});

afterEach(async () => {
  await world.close();
});

function run(inputs: Record<string, string> = {}): Promise<ActionRun> {
  return world.run(inputs);
}

/** Decodes a workflow command's message (`::error::…`, `::warning::…`). */
function decodeCommand(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** The `::error::` line of a failed run, decoded. */
function failure(result: ActionRun): string {
  const line = result.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
  return decodeCommand(line.slice('::error::'.length));
}

/** The `::warning::` annotations of a run, decoded. */
function warnings(result: ActionRun): string[] {
  return result.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning::'))
    .map((l) => decodeCommand(l.slice('::warning::'.length)));
}

/** The offsets requested, in order. */
function offsets(): number[] {
  return mintlify.requests.map((r) => Number(r.query.offset));
}

function expectedRows(count: number, from = 0): Array<ReturnType<typeof generatedRow>> {
  return Array.from({ length: count }, (_, i) => generatedRow(from + i));
}

/** The views entry of the manifest (`datasets.views`): page-views exports that one dataset. */
interface ViewsEntry {
  complete: boolean;
  status: string;
  rows: number;
  pages: number;
  requests: number;
  limit: number;
  totals: { human: number; ai: number; total: number } | null;
  duplicates: { count: number; examples: string[]; checkedRows: number };
  totalsChanged: boolean;
  error?: string;
  stoppedAtOffset?: number;
}

/** `manifest.json` (the one format of every export), with its views entry merged into the top level for short assertions. */
interface Manifest extends ViewsEntry {
  generator: string;
  mode: string;
  projectId: string;
  dateFrom: string | null;
  dateTo: string | null;
  period: string | null;
  maxRequests: number;
  formats: string[];
  /** Requests of the whole export (equal to the views entry's: one dataset). */
  requests: number;
  startedAt: string;
  finishedAt: string;
  files: Array<{ name: string; bytes: number; sha256: string }>;
  datasets: Record<string, ViewsEntry>;
}

interface ExportDocument {
  complete: boolean;
  totals: { human: number; ai: number; total: number } | null;
  views: Array<{ path: string; human: number; ai: number; total: number }>;
  error?: string;
  stoppedAtOffset?: number;
}

/**
 * Reads `manifest.json` and checks it against the folder: it lists every other file there but
 * its MAC (`manifest.sig`), with its exact size and SHA-256, and nothing else; its times are ISO
 * 8601 and in order.
 */
async function verifiedManifest(): Promise<Manifest> {
  const parsed = JSON.parse(await readFile(join(outputDir, 'manifest.json'), 'utf8')) as Manifest;
  expect(parsed.mode).toBe('page-views');
  expect(Object.keys(parsed.datasets)).toEqual(['views']);
  const views = parsed.datasets.views as ViewsEntry;
  expect(views.requests).toBe(parsed.requests);
  expect(views.complete).toBe(parsed.complete);
  const manifest: Manifest = { ...parsed, ...views, files: parsed.files };
  const onDisk = (await readdir(outputDir)).filter((n) => n !== 'manifest.json' && n !== 'manifest.sig').sort();
  expect(manifest.files.map((f) => f.name).sort()).toEqual(onDisk);
  for (const file of manifest.files) {
    const bytes = await readFile(join(outputDir, file.name));
    expect(file, file.name).toEqual({
      name: file.name,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  expect(new Date(manifest.startedAt).toISOString()).toBe(manifest.startedAt);
  expect(new Date(manifest.finishedAt).toISOString()).toBe(manifest.finishedAt);
  expect(Date.parse(manifest.finishedAt)).toBeGreaterThanOrEqual(Date.parse(manifest.startedAt));
  return manifest;
}

/** HTTP requests in the manifest: one per page requested plus every retry. */
function expectRequests(manifest: Manifest, pagesRequested: number, retries: number): void {
  expect(manifest.requests).toBe(pagesRequested + retries);
}

/** Checks a recovered export: complete files equal to the dataset, no duplicate, a clean manifest. */
async function expectComplete(result: ActionRun): Promise<Manifest> {
  expect(result.exitCode, result.stdout).toBe(0);
  expect((await readdir(outputDir)).sort()).toEqual(COMPLETE_FILES);
  const doc = JSON.parse(await readFile(join(outputDir, 'page-views.json'), 'utf8')) as ExportDocument;
  expect(doc.complete).toBe(true);
  expect(doc.views).toEqual(expectedRows(ROWS));
  expect(parse(await readFile(join(outputDir, 'page-views.csv'), 'utf8'), { record_delimiter: '\r\n' })).toHaveLength(
    ROWS + 1,
  );
  const manifest = await verifiedManifest();
  expect(manifest).toMatchObject({ complete: true, rows: ROWS, pages: 3, duplicates: { count: 0, examples: [] } });
  expect(manifest).not.toHaveProperty('error');
  expect(result.outputs).toMatchObject({ rows: String(ROWS), requests: String(manifest.requests) });
  expect(result.outputs).not.toHaveProperty('pages');
  expect([...(await artifacts.readZip(ARTIFACT)).keys()].sort()).toEqual(COMPLETE_FILES);
  expect(result.summary).not.toMatch(/partial/i);
  expect(mintlify.violations).toEqual([]);
  return manifest;
}

describe('recovered faults: the export completes', () => {
  it('waits for Retry-After in seconds on 429, logs the wait and resumes from the same offset without a duplicate row', async () => {
    mintlify.inject({ kind: 'status', status: 429, retryAfter: '1', route: 'views', offset: 250 });
    const result = await run();
    const manifest = await expectComplete(result);
    expect(offsets()).toEqual([0, 250, 250, 500]);
    const at250 = mintlify.requests.filter((r) => r.query.offset === '250');
    expect((at250[1]?.at ?? 0) - (at250[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect(result.stdout).toContain('offset=250 failed (HTTP 429, Retry-After 1 s); retry 1 of 8');
    expectRequests(manifest, 3, 1);
  });

  it('waits until the HTTP date of Retry-After on 429 and resumes from the same offset', async () => {
    const until = new Date(Math.ceil((Date.now() + 1500) / 1000) * 1000);
    mintlify.inject({ kind: 'status', status: 429, retryAfter: until.toUTCString(), route: 'views', offset: 250 });
    const result = await run();
    await expectComplete(result);
    expect(offsets()).toEqual([0, 250, 250, 500]);
    const retry = mintlify.requests.filter((r) => r.query.offset === '250')[1];
    // The retry comes at or after the date (whole seconds; 50 ms for timer granularity).
    expect(retry?.at ?? 0).toBeGreaterThanOrEqual(until.getTime() - 50);
    expect(result.stdout).toContain(`offset=250 failed (HTTP 429, Retry-After ${until.toUTCString()}); retry 1 of 8`);
  });

  it('recovers from a burst of 503, 502 and 500 on one page with backoff', async () => {
    for (const status of [503, 502, 500]) mintlify.inject({ kind: 'status', status, route: 'views', offset: 250 });
    const result = await run();
    const manifest = await expectComplete(result);
    expect(offsets()).toEqual([0, 250, 250, 250, 250, 500]);
    for (const [n, status] of [503, 502, 500].entries())
      expect(result.stdout).toContain(`offset=250 failed (HTTP ${status}); retry ${n + 1} of 8`);
    expectRequests(manifest, 3, 3);
  });

  it('recovers from a connection reset', async () => {
    mintlify.inject({ kind: 'reset', route: 'views', offset: 250 });
    const result = await run();
    await expectComplete(result);
    expect(offsets()).toEqual([0, 250, 250, 500]);
    expect(result.stdout).toMatch(
      /offset=250 failed \(network error [^)]+\); retry 1 of 8 after a random wait of up to 1 s \(backoff\)/,
    );
  });

  it('retries a response slower than request-timeout (0.5 s) without waiting for it', async () => {
    mintlify.inject({ kind: 'delay', ms: 3000, route: 'views', offset: 250 });
    const result = await run({ 'request-timeout': '0.5' });
    await expectComplete(result);
    expect(offsets()).toEqual([0, 250, 250, 500]);
    expect(result.stdout).toContain('offset=250 failed (no response before the request timeout); retry 1 of 8');
    // The retry left before the slow response (3 s) would have arrived. Measured between the two
    // requests, not over the whole run, so a busy machine's slow process start does not count.
    const [first, retry] = mintlify.requests.filter((r) => r.query.offset === '250');
    expect((retry?.at ?? Number.POSITIVE_INFINITY) - (first?.at ?? 0)).toBeLessThan(3000);
  });

  it('warns when the totals change between pages, flags it in the manifest and the summary, and outputs the last totals', async () => {
    mintlify.inject({ kind: 'totalsDrift', delta: 3, route: 'views', offset: 500 });
    const result = await run();
    const manifest = await expectComplete(result);
    const base = generatedTotals(ROWS);
    const last = { human: base.human + 3, ai: base.ai + 3, total: base.total + 3 };
    expect(warnings(result)).toEqual([expect.stringMatching(/^The API's totals changed between two pages/)]);
    expect(manifest).toMatchObject({ totalsChanged: true, totals: last });
    expect(result.outputs).toMatchObject({ total: String(last.total), human: String(last.human), ai: String(last.ai) });
    expect(result.summary).toContain("The API's totals changed during the export; the last page's totals are shown.");
  });
});

describe('duplicate paths across pages', () => {
  it('keeps every row as the API sent it and reports the duplicates in a warning, the manifest and the summary', async () => {
    // The ranking moved by 10 rows between two requests: the page at offset 250 starts at row 240.
    const shifted = { totals: generatedTotals(ROWS), views: expectedRows(250, 240), hasMore: true };
    mintlify.inject({ kind: 'schema', body: shifted, route: 'views', offset: 250 });
    const result = await run();
    expect(result.exitCode, result.stdout).toBe(0);
    expect(mintlify.injectedViolations).toEqual([]);

    const sent = [...expectedRows(250), ...expectedRows(250, 240), ...expectedRows(100, 500)];
    const doc = JSON.parse(await readFile(join(outputDir, 'page-views.json'), 'utf8')) as ExportDocument;
    expect(doc.views).toEqual(sent);
    expect(
      parse(await readFile(join(outputDir, 'page-views.csv'), 'utf8'), { record_delimiter: '\r\n' })
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(sent.map((r) => r.path));

    const duplicated = expectedRows(10, 240).map((r) => r.path);
    const manifest = await verifiedManifest();
    expect(manifest).toMatchObject({
      complete: true,
      rows: 600,
      duplicates: { count: 10, examples: duplicated, checkedRows: 600 },
    });
    expect(warnings(result)).toEqual([
      expect.stringMatching(
        /^10 rows of views repeat a path already exported on an earlier page \(e\.g\. "\/docs\/page-000241"/,
      ),
    ]);
    expect(result.summary).toContain(
      '<strong>Duplicate paths:</strong> 10 rows repeat a path exported on an earlier page (e.g. <code>/docs/page-000241</code>',
    );
    expect(result.outputs.rows).toBe('600');
  });
});

describe('unrecoverable faults: a flagged partial export and a failed step', () => {
  it.each<[string, Fault, RegExp]>([
    [
      'malformed JSON',
      { kind: 'malformed', route: 'views', offset: 250 },
      /^GET \/v1\/analytics\/\{projectId\}\/views returned a body that is not valid JSON \(HTTP 200\) at offset 250$/,
    ],
    [
      'a body that does not match the schema',
      {
        kind: 'schema',
        body: {
          totals: { human: 1, ai: 0, total: 1 },
          views: [{ path: '/a', human: '1', ai: 0, total: 1 }],
          hasMore: true,
        },
        route: 'views',
        offset: 250,
      },
      /^GET \/v1\/analytics\/\{projectId\}\/views returned an unexpected response \(HTTP 200\) at offset 250: views\[0\]\.human: /,
    ],
  ])(
    '%s at offset 250: keeps the first 250 rows under the partial names, flags them everywhere and fails naming endpoint, status and offset',
    async (_name, fault, reason) => {
      mintlify.inject(fault);
      const result = await run();

      expect(result.exitCode).toBe(1);
      const message = failure(result);
      expect(
        message.startsWith(
          'Page-views export failed at offset 250 (250 rows kept): GET /v1/analytics/{projectId}/views ',
        ),
      ).toBe(true);
      expect(message).toContain('(HTTP 200) at offset 250');
      expect(message).toContain(`Uploaded as artifact ${ARTIFACT}-partial.`);
      expect(offsets()).toEqual([0, 250]);

      // Files: only partial names, valid and holding exactly the rows received.
      expect((await readdir(outputDir)).sort()).toEqual(PARTIAL_FILES);
      const doc = JSON.parse(await readFile(join(outputDir, 'page-views.partial.json'), 'utf8')) as ExportDocument;
      expect(doc).toMatchObject({ complete: false, stoppedAtOffset: 250, totals: generatedTotals(ROWS) });
      expect(doc.error).toMatch(reason);
      expect(doc.views).toEqual(expectedRows(250));
      const csv = parse(await readFile(join(outputDir, 'page-views.partial.csv'), 'utf8'), {
        record_delimiter: '\r\n',
      });
      expect(csv).toEqual([
        ['path', 'human', 'ai', 'total'],
        ...expectedRows(250).map((r) => [r.path, String(r.human), String(r.ai), String(r.total)]),
      ]);

      // Manifest.
      const manifest = await verifiedManifest();
      expect(manifest).toMatchObject({
        complete: false,
        rows: 250,
        pages: 1,
        stoppedAtOffset: 250,
        projectId: 'proj_123',
        limit: 250,
        formats: ['json', 'csv'],
      });
      expect(manifest.error).toMatch(reason);
      expect(manifest.files.map((f) => f.name)).toEqual(['page-views.partial.json', 'page-views.partial.csv']);

      // Artifact: the partial name only, with the same three files.
      expect(artifacts.createRequests.map((r) => r.name)).toEqual([`${ARTIFACT}-partial`]);
      const zip = await artifacts.readZip(`${ARTIFACT}-partial`);
      expect([...zip.keys()].sort()).toEqual(PARTIAL_FILES);
      for (const name of PARTIAL_FILES) expect(zip.get(name)).toEqual(await readFile(join(outputDir, name)));

      // Outputs point at the partial files; the summary opens with the banner.
      expect(result.outputs).toEqual({
        rows: '250',
        requests: '2',
        total: String(generatedTotals(ROWS).total),
        human: String(generatedTotals(ROWS).human),
        ai: String(generatedTotals(ROWS).ai),
        'json-file': join(outputDir, 'page-views.partial.json'),
        'csv-file': join(outputDir, 'page-views.partial.csv'),
        'artifact-id': '1',
        'artifact-url': 'https://github.com/acme/docs/actions/runs/1234567890/artifacts/1',
      });
      expect(result.summary).toMatch(
        /^<p><strong>⚠️ Partial export — stopped at offset 250:<\/strong> GET \/v1\/analytics\/\{projectId\}\/views .*&#40;HTTP 200&#41; at offset 250.*; <strong>these files hold the first 250 rows only\.<\/strong><\/p>/,
      );
      expect(result.summary).toContain('<h2>Mintlify page views (partial export)</h2>');
      expect(mintlify.violations).toEqual([]);
    },
  );

  it('stops after three empty pages that keep saying hasMore: true instead of looping, and fails clearly', async () => {
    mintlify.inject({ kind: 'emptyHasMore', route: 'views', offset: 250, times: Infinity });
    mintlify.inject({ kind: 'emptyHasMore', route: 'views', offset: 500, times: Infinity });
    mintlify.inject({ kind: 'emptyHasMore', route: 'views', offset: 750, times: Infinity });
    const result = await run();
    expect(result.exitCode).toBe(1);
    expect(offsets()).toEqual([0, 250, 500, 750]);
    expect(failure(result)).toMatch(
      new RegExp(
        `^Page-views export failed at offset 750 \\(250 rows kept\\): ${ENDPOINT.replace(/[{}/]/g, '\\$&')} sent 3 empty pages in a row \\(HTTP 200\\) that still said hasMore: true \\(offsets 250 to 750\\); stopped to avoid an endless loop\\. Partial export: `,
      ),
    );
    expect((await readdir(outputDir)).sort()).toEqual(PARTIAL_FILES);
    const manifest = await verifiedManifest();
    expect(manifest).toMatchObject({ complete: false, rows: 250, pages: 4, stoppedAtOffset: 750 });
    expect(artifacts.createRequests.map((r) => r.name)).toEqual([`${ARTIFACT}-partial`]);
  });

  it('never lets an API key echoed in an error body reach the log, summary, outputs, files, manifest or artifact', async () => {
    const key = mintlify.apiKey;
    const echo = {
      error: `Invalid request with header Authorization: Bearer ${key}`,
      details: [{ message: `key ${key} is not allowed here` }],
    };
    mintlify.inject({ kind: 'status', status: 503, body: echo, route: 'views', offset: 250 });
    mintlify.inject({ kind: 'status', status: 400, body: echo, route: 'views', offset: 250 });
    const result = await run();
    expect(result.exitCode).toBe(1);
    expect(failure(result)).toMatch(
      /HTTP 400 at offset 250: Invalid request with header Authorization: Bearer \*\*\*; key \*\*\* is not allowed here/,
    );

    const produced: string[] = [
      result.stdout.replace(/^::add-mask::.*$/gm, ''),
      result.stderr,
      result.summary,
      JSON.stringify(result.outputs),
    ];
    for (const name of await readdir(result.workDir)) produced.push(await readFile(join(result.workDir, name), 'utf8'));
    for (const name of await readdir(outputDir)) produced.push(await readFile(join(outputDir, name), 'utf8'));
    for (const content of (await artifacts.readZip(`${ARTIFACT}-partial`)).values())
      produced.push(content.toString('utf8'));
    expect(produced.length).toBeGreaterThan(8);
    for (const text of produced) expect(text).not.toContain(key);
    expect((await verifiedManifest()).error).toContain('Bearer ***');
  });
});

/** Checks a partial export on disk and in the artifact: only partial names, `rows` rows, stopped at `offset`. */
async function expectPartial(result: ActionRun, rows: number, offset: number): Promise<Manifest> {
  expect(result.exitCode).toBe(1);
  expect((await readdir(outputDir)).sort()).toEqual(PARTIAL_FILES);
  const doc = JSON.parse(await readFile(join(outputDir, 'page-views.partial.json'), 'utf8')) as ExportDocument;
  expect(doc).toMatchObject({ complete: false, stoppedAtOffset: offset });
  expect(doc.views).toEqual(expectedRows(rows));
  const manifest = await verifiedManifest();
  expect(manifest).toMatchObject({ complete: false, rows, stoppedAtOffset: offset });
  expect(artifacts.createRequests.map((r) => r.name)).toEqual([`${ARTIFACT}-partial`]);
  expect(result.outputs).toMatchObject({
    rows: String(rows),
    requests: String(mintlify.count('views')),
    'json-file': join(outputDir, 'page-views.partial.json'),
  });
  expect(result.summary).toMatch(new RegExp(`^<p><strong>⚠️ Partial export — stopped at offset ${offset}:</strong> `));
  return manifest;
}

describe('max-requests: the export never spends more requests than it may', () => {
  it('stops a server that says hasMore forever after the default 100 requests, as a flagged partial export', async () => {
    mintlify.setViews({ generated: 1_000_000_000 });
    const result = await run();
    expect(mintlify.count('views')).toBe(100);
    expect(failure(result)).toMatch(
      /^Page-views export failed at offset 25000 \(25000 rows kept\): stopped after 100 requests \(max-requests, retries included\) with GET \/v1\/analytics\/\{projectId\}\/views rows left from offset 25000: raise max-requests or narrow the date range\. Partial export: /,
    );
    const manifest = await expectPartial(result, 25_000, 25_000);
    expect(manifest).toMatchObject({ maxRequests: 100, requests: 100, pages: 100 });
    expect(result.summary).toContain('<strong>API requests:</strong> 100 of 100');
  });

  it('counts retries: a 503 spends a request, so max-requests 3 ends before the third page', async () => {
    mintlify.inject({ kind: 'status', status: 503, route: 'views', offset: 250 });
    const result = await run({ 'max-requests': '3' });
    expect(offsets()).toEqual([0, 250, 250]);
    expect(failure(result)).toContain('stopped after 3 requests (max-requests, retries included)');
    expectRequests(await expectPartial(result, 500, 500), 2, 1);
  });

  it('does not wait out a long Retry-After for a retry the budget would refuse', async () => {
    mintlify.inject({ kind: 'status', status: 429, retryAfter: '3600', route: 'views', offset: 250, times: Infinity });
    const started = Date.now();
    const result = await run({ 'max-requests': '2' });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.exitCode).toBe(1);
    expect(offsets()).toEqual([0, 250]);
    expect(result.stdout).not.toMatch(/retry 1 of \d+ after 3600 s/);
  });

  it('does not send the retry that would exceed max-requests', async () => {
    mintlify.inject({ kind: 'status', status: 503, route: 'views', offset: 250, times: Infinity });
    const result = await run({ 'max-requests': '2' });
    expect(offsets()).toEqual([0, 250]);
    expect(failure(result)).toContain(
      `${ENDPOINT} failed at offset 250 and a retry would exceed max-requests (2 requests spent, retries included)`,
    );
    await expectPartial(result, 250, 250);
  });

  it('completes within the budget when the pages fit exactly', async () => {
    const manifest = await expectComplete(await run({ 'max-requests': '3' }));
    expect(manifest).toMatchObject({ maxRequests: 3, requests: 3 });
  });
});

describe('pages that would make the export loop or skip rows', () => {
  it('stops at a page that repeats the previous one, naming the endpoint and the offset', async () => {
    mintlify.inject({ kind: 'repeatFirstPage', route: 'views', times: Infinity });
    const result = await run();
    expect(offsets()).toEqual([0, 250]);
    expect(failure(result)).toMatch(
      /^Page-views export failed at offset 250 \(250 rows kept\): GET \/v1\/analytics\/\{projectId\}\/views returned at offset 250 the same 250 rows as at offset 0 \(HTTP 200, hasMore: true\); stopped to avoid an endless loop\. /,
    );
    await expectPartial(result, 250, 250);
  });

  it('stops at a page with fewer rows than the limit that still says hasMore, naming the endpoint and the offset', async () => {
    const short = { totals: generatedTotals(ROWS), views: expectedRows(100, 250), hasMore: true };
    mintlify.inject({ kind: 'schema', body: short, route: 'views', offset: 250 });
    const result = await run();
    expect(offsets()).toEqual([0, 250]);
    expect(mintlify.injectedViolations).toEqual([]);
    expect(failure(result)).toMatch(
      /^Page-views export failed at offset 250 \(250 rows kept\): GET \/v1\/analytics\/\{projectId\}\/views returned 100 rows at offset 250, fewer than limit=250, yet said hasMore: true; stopped, as the next offset would skip rows\. /,
    );
    await expectPartial(result, 250, 250);
  });
});

describe('an output-dir that holds files the action did not write', () => {
  it.each([
    ['manifest.json', '{"name":"my web app","icons":[]}', 'which this action did not write:'],
    [
      'page-views.csv',
      'date,visits\r\n2026-01-01,3\r\n',
      'which this action did not write (no manifest.json of its own next to it):',
    ],
    [
      'page-views.partial.json',
      '{"mine":true}',
      'which this action did not write (no manifest.json of its own next to it):',
    ],
  ])('refuses to overwrite %s, naming the folder and the file, before any request', async (name, content, why) => {
    await writeFile(join(outputDir, name), content);
    const result = await run();
    expect(result.exitCode).toBe(1);
    expect(failure(result)).toContain(
      `output-dir ${outputDir} already holds ${name}, ${why} refusing to overwrite it.`,
    );
    expect(mintlify.count('*')).toBe(0);
    expect(await readdir(outputDir)).toEqual([name]);
    expect(await readFile(join(outputDir, name), 'utf8')).toBe(content);
    expect(artifacts.createRequests).toEqual([]);
    expect(result.outputs).toMatchObject({ requests: '0' });
  });

  it('exports again into a folder it exported to before, replacing its own files', async () => {
    mintlify.inject({ kind: 'status', status: 400, route: 'views', offset: 250 });
    expect((await run({ 'upload-artifact': 'false' })).exitCode).toBe(1);
    expect((await readdir(outputDir)).sort()).toEqual(PARTIAL_FILES);
    const result = await run({ 'upload-artifact': 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect((await readdir(outputDir)).sort()).toEqual(COMPLETE_FILES);
  });
});

describe('the default artifact name', () => {
  it('replaces every character an artifact name may not hold: project org:docs:v2 → mintlify-page-views-org-docs-v2', async () => {
    const colons = await startPageViewsWorld('pv-name-', { projectId: 'org:docs:v2' });
    try {
      colons.mintlify.setViews({ generated: 10 });
      const result = await colons.run();
      expect(result.exitCode, result.stdout).toBe(0);
      expect(colons.artifacts.createRequests.map((r) => r.name)).toEqual(['mintlify-page-views-org-docs-v2']);
      expect([...(await colons.artifacts.readZip('mintlify-page-views-org-docs-v2')).keys()].sort()).toEqual(
        COMPLETE_FILES,
      );
    } finally {
      await colons.close();
    }
  });
});
