/**
 * Big sites (`resume`, issue 30) end to end on `dist/index.js`: a snapshot that needs about three
 * times `max-requests` is built over three runs, each run's artifact carried to the next through
 * the fake artifact service (upload) and the fake GitHub (which lists it as the previous run's).
 * One shared sequence, read by every test:
 * - baseline: one uninterrupted run with a budget large enough (`resume: false`);
 * - runs 1 and 2: `max-requests: 5`, partial, "snapshot in progress", step succeeds;
 * - branch 2a: run 2's artifact resumed with the API refusing the saved searches cursor (HTTP 400);
 * - branch 2b: run 2's artifact with another range: a fresh snapshot, with a notice;
 * - run 3: completes the snapshot (findings and issues appear here only);
 * - run 4: the same range, already complete: no Mintlify request, nothing uploaded;
 * then `page-views` over the same engine: two runs build the export, a third makes no request.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeArtifactService } from '../fakes/artifact-service.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';
import type { RecordedRequest } from '../fakes/mintlify.ts';
import { startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';

const ARTIFACT = 'mintlify-analytics-proj_123';
const PARTIAL = `${ARTIFACT}-partial`;
const RANGE = { 'date-from': '2026-11-09', 'date-to': '2026-11-16' };

/** Another key of the project, read-scoped: the key the later runs hold after a rotation. */
const ROTATED_KEY = 'mint_rotated_read_key_4567';
let world: AnalyticsWorld;
let github: FakeGitHub;

interface Run {
  run: ActionRun;
  /** Mintlify requests of this run. */
  requests: RecordedRequest[];
  /** Files of `output-dir` after the run: name → text. */
  files: Map<string, string>;
  /** Issues on the fake GitHub after the run. */
  issues: number;
  /** Artifacts uploaded by this run: name → zip. */
  uploads: Map<string, Buffer>;
}

async function filesOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of (await readdir(dir)).sort()) files.set(name, await readFile(join(dir, name), 'utf8'));
  return files;
}

async function snapshot(inputs: Record<string, string>, runId: number): Promise<Run> {
  const before = world.mintlify.requests.length;
  // Each workflow run has its own artifact backend (an artifact name is unique per run).
  const artifacts = await startFakeArtifactService();
  try {
    const run = await world.run(
      { ...RANGE, 'github-token': 'ghs_test_token', 'max-requests': '5', 'file-issues': 'true', ...inputs },
      { env: { ...artifacts.env(), GITHUB_API_URL: github.url, GITHUB_RUN_ID: String(runId) } },
    );
    return {
      run,
      requests: world.mintlify.requests.slice(before),
      files: await filesOf(world.outputDir),
      issues: github.issues.length,
      uploads: new Map(
        artifacts.artifacts.filter((a) => a.finalized && a.zip !== undefined).map((a) => [a.name, a.zip as Buffer]),
      ),
    };
  } finally {
    await artifacts.close();
  }
}

/** Lists the artifact `name` that run `runId` uploaded as GitHub would: an artifact of an earlier run. */
function carry(name: string, runId: number, from: Run): void {
  const zip = from.uploads.get(name);
  if (zip === undefined) throw new Error(`run ${runId} uploaded no ${name}:\n${from.run.stdout}${from.run.stderr}`);
  github.seedArtifact({ name, zip, runId });
}

/** The page a request asked for: route, offset, cursor. */
function pageKey(request: RecordedRequest): string {
  return `${request.route} offset=${request.query.offset ?? ''} cursor=${request.query.cursor ?? ''}`;
}

/** Data files (not the manifest and its MAC, findings or history), with the generation time blanked out. */
function dataFiles(files: Map<string, string>): Map<string, string> {
  return new Map(
    [...files]
      .filter(([name]) => !['manifest.json', 'manifest.sig', 'findings.json', 'history.json'].includes(name))
      .map(([name, text]) => [name, text.replace(/"generatedAt": "[^"]*"/, '"generatedAt": "…"')]),
  );
}

let baseline: Run;
let run1: Run;
let run2: Run;
let expired: Run;
let otherRange: Run;
let run3: Run;
let run4: Run;

beforeAll(async () => {
  world = await startAnalyticsWorld('resume-e2e-', { keys: { [ROTATED_KEY]: { scopes: ['read'] } } });
  github = await startFakeGitHub({ repo: 'acme/docs' });
  // 14 requests at the endpoints' largest pages: callers 1, by-page 1, assistant 2, views 3, visitors 2, searches 3, feedback 2.
  world.mintlify.setAnalytics({
    views: { generated: 600 },
    visitors: { generated: 300 },
    searches: { generated: 250 },
    feedback: { generated: 150 },
    feedbackByPage: { generated: 40 },
    assistant: { generated: 1500 },
    callerStats: { web: 1400, api: 90, other: 10, total: 1500 },
  });
  baseline = await snapshot(
    { resume: 'false', 'max-requests': '100', 'upload-artifact': 'false', 'file-issues': 'false' },
    2000,
  );
  run1 = await snapshot({}, 2001);
  carry(PARTIAL, 2001, run1);
  run2 = await snapshot({}, 2002);
  carry(PARTIAL, 2002, run2);
  // Branches from run 2's artifact whose own artifacts GitHub never lists, so run 3 still continues run 2.
  world.mintlify.inject({ route: 'searches', kind: 'status', status: 400, body: { error: 'Invalid cursor' } });
  expired = await snapshot({ 'max-requests': '10', 'file-issues': 'false' }, 2090);
  otherRange = await snapshot({ 'date-to': '2026-11-15', 'max-requests': '1', 'file-issues': 'false' }, 2091);
  run3 = await snapshot({}, 2003);
  carry(ARTIFACT, 2003, run3);
  run4 = await snapshot({}, 2004);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await github?.close();
});

describe('a snapshot larger than max-requests, over several runs', () => {
  it('spends max-requests in each partial run, succeeds, and says the snapshot is in progress', () => {
    for (const [run, done] of [
      [run1, 3],
      [run2, 5],
    ] as const) {
      expect(run.run.exitCode, run.run.stdout + run.run.stderr).toBe(0);
      expect(run.requests).toHaveLength(5);
      expect(run.run.outputs).toMatchObject({ complete: 'false', requests: '5' });
      expect(run.run.summary).toContain(`snapshot in progress: ${done} of 7 datasets, resumes next run`);
      expect([...run.uploads.keys()]).toEqual([PARTIAL]);
    }
    expect(run2.run.stdout).toContain(`Resume: continuing artifact ${PARTIAL}`);
  });

  it('shows the requests of this run, of the whole snapshot so far, and the runs left', () => {
    expect(run1.run.summary).toMatch(
      /Requests this run:<\/strong> 5 · <strong>whole snapshot so far:<\/strong> 5 over 1 run · <strong>estimated runs left:<\/strong> at least \d+ more runs \(≥ \d+ requests; some datasets&#39; sizes are unknown\)/,
    );
    expect(run1.run.summary).toContain(
      '<h2>Finding issues</h2>\n<p>Not filed in this run: the snapshot is in progress',
    );
    expect(run2.run.summary).toMatch(
      /whole snapshot so far:<\/strong> 10 over 2 runs · <strong>estimated runs left:<\/strong> at least \d+ more runs? \(≥ \d+ requests/,
    );
    expect(run3.run.summary).toMatch(
      /whole snapshot so far:<\/strong> 14 over 3 runs · <strong>estimated runs left:<\/strong> none/,
    );
    expect(run3.run.summary).toContain('<strong>4 of 5</strong> this run (14 over every run)');
  });

  it('completes in the third run with files byte for byte those of one uninterrupted export', () => {
    expect(run3.run.exitCode, run3.run.stdout + run3.run.stderr).toBe(0);
    expect(run3.run.outputs).toMatchObject({ complete: 'true', requests: '4' });
    expect([...run3.uploads.keys()]).toEqual([ARTIFACT]);
    expect(baseline.requests).toHaveLength(14);
    const expected = dataFiles(baseline.files);
    expect([...expected.keys()]).toHaveLength(14);
    expect(dataFiles(run3.files)).toEqual(expected);
    expect(run3.run.outputs.datasets).toBe(baseline.run.outputs.datasets);
    expect(run3.run.outputs.total).toBe(baseline.run.outputs.total);
  });

  it('never asks the API for the same page twice, and asks for as many pages as one uninterrupted export', () => {
    const pages = [...run1.requests, ...run2.requests, ...run3.requests, ...run4.requests].map(pageKey);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.sort()).toEqual(baseline.requests.map(pageKey).sort());
  });

  it('records the whole snapshot in the manifest: runs, requests, and every dataset complete', () => {
    const manifest = JSON.parse(run3.files.get('manifest.json') ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({ complete: true, requests: 4, snapshotRuns: 3, snapshotRequests: 14 });
    const partial = JSON.parse(run2.files.get('manifest.json') ?? '{}') as {
      datasets: Record<string, { stoppedAtCursor?: string; status: string }>;
    };
    expect(partial.datasets.searches).toMatchObject({ status: 'partial', stoppedAtCursor: expect.any(String) });
  });

  it('computes findings and history and files issues once, in the run that completes the snapshot', () => {
    for (const name of ['findings.json', 'history.json']) {
      expect(run1.files.has(name), name).toBe(false);
      expect(run2.files.has(name), name).toBe(false);
      expect(run3.files.has(name), name).toBe(true);
    }
    expect(run1.issues + run2.issues).toBe(0);
    expect(run2.run.stdout).toContain('Findings: not computed in this run: the snapshot is in progress');
    const findings = JSON.parse(run3.files.get('findings.json') ?? '{}') as { findings: unknown[] };
    const uninterrupted = JSON.parse(baseline.files.get('findings.json') ?? '{}') as { findings: unknown[] };
    expect(findings.findings.length).toBeGreaterThan(0);
    expect(findings.findings).toEqual(uninterrupted.findings);
    expect(run3.issues).toBeGreaterThan(0);
    expect(run4.issues).toBe(run3.issues);
  });
});

describe('a run after the snapshot is complete', () => {
  it('makes no Mintlify request, sets the outputs from the complete artifact, and uploads nothing', () => {
    expect(run4.run.exitCode, run4.run.stdout + run4.run.stderr).toBe(0);
    expect(run4.requests).toHaveLength(0);
    expect(run4.uploads.size).toBe(0);
    expect(run4.run.outputs).toMatchObject({
      complete: 'true',
      requests: '0',
      datasets: baseline.run.outputs.datasets,
      total: baseline.run.outputs.total,
    });
    expect(run4.run.outputs['artifact-url']).toMatch(/\/actions\/runs\/2003\/artifacts\/\d+$/);
    expect(run4.run.outputs.findings).toBe(run3.run.outputs.findings);
    expect(Number(run4.run.outputs.findings)).toBeGreaterThan(0);
    expect(run4.run.stdout).toContain(`Snapshot already complete: artifact ${ARTIFACT}`);
    expect(run4.run.summary).toContain('Snapshot already complete:');
    expect(run4.run.summary).toContain('no Mintlify request');
    expect(dataFiles(run4.files)).toEqual(dataFiles(baseline.files));
  });
});

describe('a cursor the API no longer accepts', () => {
  it('restarts that dataset only, with a notice, and the other datasets keep their rows', () => {
    expect(expired.run.exitCode, expired.run.stdout + expired.run.stderr).toBe(0);
    expect(expired.run.stdout).toMatch(
      /::notice::searches: the API refused to resume from its saved cursor .*starts again from its first page/,
    );
    const routes = expired.requests.map((r) => r.route);
    expect(routes).toEqual(['searches', 'searches', 'searches', 'searches', 'feedback', 'feedback']);
    expect(expired.requests[0]?.status).toBe(400);
    expect(expired.requests[1]?.query.cursor).toBeUndefined();
    expect(expired.run.outputs).toMatchObject({ complete: 'true' });
    expect(dataFiles(expired.files)).toEqual(dataFiles(baseline.files));
  });
});

describe('a changed range', () => {
  it('starts a fresh snapshot, with a notice saying why', () => {
    expect(otherRange.run.stdout).toMatch(
      new RegExp(
        `::notice::Resume: a new snapshot starts, as the previous run's artifact ${PARTIAL} \\(\\d+, run 2002\\) is not used: it covers 2026-11-09 to 2026-11-16, this run 2026-11-09 to 2026-11-15`,
      ),
    );
    expect(otherRange.requests.map((r) => r.route)).toEqual(['assistant-callers']);
    expect(otherRange.files.has('views.partial.json')).toBe(false);
  });
});

describe('page-views over several runs', () => {
  const runs: Run[] = [];
  /** Per run: the files of each artifact it uploaded (artifact name → sorted file names). */
  const zipped: Array<Map<string, string[]>> = [];
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'resume-pv-'));
    for (const runId of [4001, 4002, 4003]) {
      const before = world.mintlify.requests.length;
      // Runs 2 and 3 hold another key of the project (rotated, read-scoped): the export they continue is still theirs.
      const apiKey = runId === 4001 ? world.mintlify.apiKey : ROTATED_KEY;
      const artifacts = await startFakeArtifactService();
      try {
        const run = await runAction({
          inputs: {
            mode: 'page-views',
            'api-key': apiKey,
            'project-id': world.mintlify.projectId,
            'api-url': world.mintlify.url,
            'output-dir': dir,
            'github-token': 'ghs_test_token',
            ...RANGE,
            'max-requests': '2',
          },
          env: { ...artifacts.env(), GITHUB_API_URL: github.url, GITHUB_RUN_ID: String(runId) },
        });
        const uploads = new Map(
          artifacts.artifacts.filter((a) => a.finalized && a.zip !== undefined).map((a) => [a.name, a.zip as Buffer]),
        );
        runs.push({
          run,
          requests: world.mintlify.requests.slice(before),
          files: await filesOf(dir),
          issues: 0,
          uploads,
        });
        const names = new Map<string, string[]>();
        for (const name of uploads.keys()) names.set(name, [...(await artifacts.readZip(name)).keys()].sort());
        zipped.push(names);
        for (const [name, zip] of uploads) github.seedArtifact({ name, zip, runId });
      } finally {
        await artifacts.close();
      }
    }
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('continues from the offset where the budget stopped, then reports the complete export without a request', () => {
    const [first, second, third] = runs;
    expect(first?.run.exitCode, `${first?.run.stdout}`).toBe(0);
    expect(first?.run.outputs).toMatchObject({ rows: '500', requests: '2' });
    expect(first?.run.summary).toContain('snapshot in progress: 0 of 1 datasets, resumes next run');
    expect([...(first?.uploads.keys() ?? [])]).toEqual(['mintlify-page-views-proj_123-partial']);
    expect(second?.run.exitCode, `${second?.run.stdout}`).toBe(0);
    expect(second?.requests.map((r) => r.query.offset)).toEqual(['500']);
    expect(second?.run.outputs).toMatchObject({
      rows: '600',
      requests: '1',
      'json-file': join(dir, 'page-views.json'),
    });
    const json = JSON.parse(second?.files.get('page-views.json') ?? '{}') as {
      views: Array<{ path: string }>;
      complete: boolean;
    };
    expect(json.complete).toBe(true);
    expect(json.views.map((v) => v.path)).toEqual(
      Array.from({ length: 600 }, (_, i) => `/docs/page-${String(i + 1).padStart(6, '0')}`),
    );
    expect(third?.requests).toHaveLength(0);
    expect(third?.run.outputs).toMatchObject({ rows: '600', requests: '0', 'json-file': join(dir, 'page-views.json') });
    expect(third?.uploads.size).toBe(0);
  });

  it('binds each artifact to the project with manifest.sig, which the next run checks before it continues or reports it, whatever key it holds', () => {
    const [first, second, third] = runs;
    expect(zipped[0]).toEqual(
      new Map([
        [
          'mintlify-page-views-proj_123-partial',
          ['manifest.json', 'manifest.sig', 'page-views.partial.csv', 'page-views.partial.json'],
        ],
      ]),
    );
    expect(zipped[1]).toEqual(
      new Map([
        ['mintlify-page-views-proj_123', ['manifest.json', 'manifest.sig', 'page-views.csv', 'page-views.json']],
      ]),
    );
    expect(first?.files.get('manifest.sig')).toMatch(/^sha256 v2 [0-9a-f]{64}\n$/);
    // Run 2, with the rotated key, took run 1's artifact because its manifest.sig binds it to this project
    // (previous-export.test.ts: refused without, or for another project).
    expect(second?.run.stdout).toContain('Resume: continuing artifact mintlify-page-views-proj_123-partial');
    expect(third?.run.stdout).toContain('Resume: artifact mintlify-page-views-proj_123 ');
    expect(third?.run.stdout).toContain('is already the complete snapshot of this range');
    // The already-complete run carries the export with its manifest.sig, unchanged.
    expect(third?.files.get('manifest.sig')).toBe(second?.files.get('manifest.sig'));
    expect(third?.files.get('manifest.json')).toBe(second?.files.get('manifest.json'));
  });
});

describe('a token that cannot list the artifacts (no actions: read)', () => {
  let run: ActionRun;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'resume-403-'));
    const artifacts = await startFakeArtifactService();
    try {
      github.inject({
        route: 'artifacts',
        kind: 'status',
        status: 403,
        body: { message: 'Resource not accessible by integration' },
        times: 2,
      });
      run = await runAction({
        inputs: {
          mode: 'page-views',
          'api-key': world.mintlify.apiKey,
          'project-id': world.mintlify.projectId,
          'api-url': world.mintlify.url,
          'output-dir': dir,
          'github-token': 'ghs_test_token',
          ...RANGE,
          'max-requests': '2',
        },
        env: { ...artifacts.env(), GITHUB_API_URL: github.url, GITHUB_RUN_ID: '4101' },
      });
    } finally {
      await artifacts.close();
    }
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('says so in a notice, and fails a partial export instead of promising that the next run resumes it', () => {
    expect(run.stdout).toMatch(
      /::notice::Resume: a new export starts, as the previous run's artifact cannot be looked for: .*403/,
    );
    expect(run.exitCode).toBe(1);
    expect(run.summary).not.toContain('resumes next run');
  });
});
