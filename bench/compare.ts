/**
 * `npm run bench` (issue 11): one side-by-side table of the built action against a floor and a
 * Python peer, measured in one run on the fake Mintlify API (in this process) with the same data.
 *
 * Contenders, each a child process:
 * - the action (`BENCH_DIST_ENTRY`, default `dist/index.js`), run as the runner runs it
 *   (`INPUT_*` variables, both formats, no artifact upload): mode `analytics` with
 *   `datasets: views`, or `page-views` when the bundle has no analytics mode (found out by
 *   running it once and reading its exit code and outputs);
 * - the floor: Node `fetch` + `JSON.parse` of every page at the largest limit, writing nothing;
 * - the Python peer (`bench/peer.py`: urllib + json + csv), writing views.json and views.csv.
 *
 * Network conditions: loopback, and an 80 ms round trip through `bench/latency-proxy.ts`
 * (each request one round trip, a new connection one more).
 *
 * Rows and targets:
 * - result latency of follow-up (issue 19): job `completed` → the PR comment showing it, p95 ≤ 15 s
 *   for job lengths 30 s to 30 min, with the GET job requests per job; in this process with
 *   virtual time (`bench/result-latency.ts`); the peer column is the previous poll schedule;
 * - 100,000 view rows, loopback: action ≤ 1.5× the floor (the Python peer beside it);
 * - 10,000 view rows, 80 ms round trip: action ≤ 1.02× the floor;
 * - peak RSS of the 100,000-row page-views export with the artifact upload (fake artifact
 *   service) ≤ 200 MB;
 * - cold start (spawn → first Mintlify request, GitHub answering at once) per mode ≤ 1.15× the
 *   toolkit floor: `bench/toolkit-floor/index.ts`, `@actions/core` alone bundled with ncc (cached
 *   under `node_modules/.cache/`), reading the inputs and sending the same request; a bare
 *   `fetch` script is the peer;
 * - docs health (issue 19, target 4): an analytics snapshot with findings and compare ≤ 1.05× the
 *   wall time of one without, and the same Mintlify requests (`bench/findings-cost.ts`);
 * - requests per analytics dataset = ⌈rows / the route's largest limit⌉ (all datasets, generated data);
 * - peak RSS exporting 100,000 assistant conversations (2,000-character responses) ≤ the
 *   floor's peak RSS for the same data + 64 MB;
 * - big sites (issue 30): the Mintlify requests of an analytics snapshot built over several runs
 *   with `resume` (max-requests 25) = those of one uninterrupted export of the same data, no page
 *   asked twice, the same files, and 0 requests in a run after completion (`bench/resume-cost.ts`);
 * - hand-off (issue 28): the follow-up step's wall time with `wait: false` ≤ 15 s, against the job's
 *   duration with `wait: true`; a `reconcile` run's requests and wall time for 0, 10 and 200
 *   labelled items (`bench/reconcile-cost.ts`);
 * - docs in their own repository (issue 36): a `reconcile` run over 1, 5 and 20 repositories
 *   (`repositories: owner/*`) with 0 and 50 labelled items in all: requests and wall time
 *   (`bench/repositories-cost.ts`).
 * - one budget for the organisation (issue 47): the GitHub requests of a follow-up run whose agent
 *   use is granted, one whose use is capped, and the day's first use with old counters to delete,
 *   in all and those of the counter (`bench/uses-cost.ts`);
 * - docs ship with the code (issue 50): the GitHub requests of each event (follow-up whose job
 *   ends with a docs PR; reconcile on the docs PR merged, the code PR's synchronize, the code PR
 *   closed) and what the feature adds to each (`bench/docs-in-step-cost.ts`).
 *
 * - start-up guards (issue 40), printed first: page-views cold start (spawn → 1st Mintlify request)
 *   ≤ 2.6× the bare `fetch` script, and a 10,000-row page-views export at loopback ≤ 1.5× the Python
 *   peer (`BENCH_ONLY=startup` measures only these two); each with a row of the children's CPU time
 *   (GNU time), since wall times are noise on a machine shared with other work.
 *
 * Not a timed test: nothing fails. Environment: `BENCH_DIST_ENTRY` (bundle to measure),
 * `BENCH_REPEAT` (rounds for the wall times, default 3; medians), `BENCH_STARTUP_REPEAT` (rounds of
 * the start-up guard's export, default 7: a 0.3 s run is noisier than the longer ones), `BENCH_COLD_RUNS` (cold-start
 * spawns per contender and mode, default 7), `BENCH_ROWS` (80 ms rows, default 10000), `BENCH_LOOP_ROWS` (loopback and upload rows, default 100000),
 * `BENCH_CONVERSATIONS` (default 100000), `BENCH_LATENCY_SAMPLES` (jobs per length, default 40),
 * `BENCH_ONLY` (comma-separated parts: startup, latency, cold, export, requests, rss, findings, resume, reconcile, repositories, uses, docs-in-step; default all),
 * `BENCH_FINDINGS=false` (the assistant RSS run without findings and compare, to tell their share),
 * `BENCH_FILE_ISSUES=true` (the findings run files its issues too: topics and the dashboard).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeArtifactService } from '../test/fakes/artifact-service.ts';
import {
  startFakeMintlify,
  type AnalyticsDatasets,
  type AnalyticsRoute,
  type FakeMintlify,
} from '../test/fakes/mintlify.ts';
import { DIST_ENTRY, parseCommandFile } from '../test/harness/run-action.ts';
import { startLatencyProxy } from './latency-proxy.ts';
import { hasGnuTime, median, spawnMeasured, type ChildRun } from './measure.ts';
import { measureFindingsCost } from './findings-cost.ts';
import { measureResumeCost } from './resume-cost.ts';
import { measureReconcileCost } from './reconcile-cost.ts';
import { measureUsesCost } from './uses-cost.ts';
import { measureRepositoriesCost } from './repositories-cost.ts';
import { measureDocsInStepCost } from './docs-in-step-cost.ts';
import { measureResultLatency, percentile, SAMPLES_PER_LENGTH } from './result-latency.ts';

const ENTRY = resolve(process.env.BENCH_DIST_ENTRY ?? DIST_ENTRY);
const PEER = fileURLToPath(new URL('./peer.py', import.meta.url));
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
/** Rounds of the start-up guard's 10,000-row export. */
const STARTUP_REPEAT = Number(process.env.BENCH_STARTUP_REPEAT ?? 7);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
/** View rows of the loopback export and of the upload RSS run. */
const LOOP_ROWS = Number(process.env.BENCH_LOOP_ROWS ?? 100_000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const RESPONSE_CHARS = 2000;
const RTT_MS = 80;
/** The largest `limit` of each paged analytics route (analytics spec). */
const MAX_LIMIT: Record<AnalyticsRoute, number> = {
  views: 250,
  visitors: 250,
  searches: 100,
  feedback: 100,
  'feedback-by-page': 100,
  assistant: 1000,
  'assistant-callers': 1,
};
/** Generated sizes for the requests check: not multiples of the limits, feedback-by-page within its one page. */
const REQUEST_CHECK_ROWS: Record<AnalyticsRoute, number> = {
  views: 10_000,
  visitors: 1_234,
  searches: 1_234,
  feedback: 1_234,
  'feedback-by-page': 99,
  assistant: 2_345,
  'assistant-callers': 1,
};
const ROUTES = Object.keys(MAX_LIMIT) as AnalyticsRoute[];
/** `BENCH_ONLY=startup,latency,cold,export,requests,rss,findings,resume,reconcile,repositories,uses`: measure only these parts (default: all). */
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter((part) => part !== ''));
const want = (
  part:
    | 'startup'
    | 'latency'
    | 'cold'
    | 'export'
    | 'requests'
    | 'rss'
    | 'findings'
    | 'resume'
    | 'reconcile'
    | 'repositories'
    | 'uses'
    | 'docs-in-step',
): boolean => ONLY.size === 0 || ONLY.has(part);
/** Start-up guards (issue 40): cold start ≤ 2.6× a bare `fetch`; a {@link ROWS}-row page-views export at loopback ≤ 1.5× the Python peer. */
const GUARD = { coldVsBare: 2.6, exportVsPeer: 1.5 };

/**
 * The floor as a standalone script: fetch every page of one route at `limit`, parse it, drop
 * it. Offset paging for views, cursor paging (`nextCursor`) for assistant.
 */
const FLOOR_SCRIPT = `
const [url, key, project, route, limit] = process.argv.slice(1);
const headers = { authorization: 'Bearer ' + key, accept: 'application/json' };
const base = url + '/v1/analytics/' + project + '/' + route + '?limit=' + limit;
let rows = 0;
for (let offset = 0, cursor = null; ; ) {
  const paging = route === 'views' ? '&offset=' + offset : cursor === null ? '' : '&cursor=' + encodeURIComponent(cursor);
  const response = await fetch(base + paging, { headers });
  if (!response.ok) throw new Error(route + ' ' + response.status);
  const page = JSON.parse(await response.text());
  rows += (page.views ?? page.conversations).length;
  if (!page.hasMore) break;
  offset += Number(limit);
  cursor = page.nextCursor;
}
process.stdout.write(String(rows));
`;

type ActionMode = 'analytics' | 'page-views';

/** A median per contender: the action, the floor (or toolkit floor) and the peer; NaN where not measured. */
interface Contenders {
  action: number;
  floor: number;
  peer: number;
}

let gnuTime = false;
const scratch = await mkdtemp(join(tmpdir(), 'bench-compare-'));

/** The runner's environment for one export run in a fresh folder under `scratch`. */
async function actionEnv(
  apiUrl: string,
  fake: FakeMintlify,
  mode: string,
  extra: Record<string, string>,
): Promise<{ env: NodeJS.ProcessEnv; dir: string }> {
  const dir = await mkdtemp(join(scratch, 'action-'));
  const files = {
    output: join(dir, 'github_output'),
    summary: join(dir, 'step_summary.md'),
    state: join(dir, 'github_state'),
    event: join(dir, 'event.json'),
  };
  await Promise.all([
    writeFile(files.output, ''),
    writeFile(files.summary, ''),
    writeFile(files.state, ''),
    writeFile(files.event, '{}'),
  ]);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    RUNNER_TEMP: dir,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    INPUT_MODE: mode,
    'INPUT_API-KEY': fake.apiKey,
    'INPUT_PROJECT-ID': fake.projectId,
    'INPUT_API-URL': apiUrl,
    'INPUT_OUTPUT-DIR': join(dir, 'out'),
    'INPUT_UPLOAD-ARTIFACT': 'false',
    'INPUT_MAX-REQUESTS': '10000',
    'INPUT_VISITOR-TEXT': 'include',
    ...Object.fromEntries(Object.entries(extra).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
  };
  return { env, dir };
}

/** One action run: the child, its outputs, and the requests it made per route. */
interface ActionResult {
  run: ChildRun;
  outputs: Record<string, string>;
  requests: Partial<Record<AnalyticsRoute, number>>;
}

/** Runs the action once in `mode` against `apiUrl` (the fake, or the proxy in front of it). */
async function runAction(
  apiUrl: string,
  fake: FakeMintlify,
  mode: string,
  extra: Record<string, string>,
  nodeFlags: string[] = [],
  extraEnv: Record<string, string> = {},
): Promise<ActionResult> {
  const { env: base, dir } = await actionEnv(apiUrl, fake, mode, extra);
  const env = { ...base, ...extraEnv };
  const before = fake.requests.length;
  const run = await spawnMeasured([process.execPath, ...nodeFlags, ENTRY], { env, cwd: dir, gnuTime });
  const requests: Partial<Record<AnalyticsRoute, number>> = {};
  for (const request of fake.requests.slice(before)) {
    if (request.route in MAX_LIMIT)
      requests[request.route as AnalyticsRoute] = (requests[request.route as AnalyticsRoute] ?? 0) + 1;
  }
  const outputs = parseCommandFile(await readFile(env.GITHUB_OUTPUT ?? '', 'utf8').catch(() => ''));
  await rm(dir, { recursive: true, force: true });
  return { run, outputs, requests };
}

/** Rows the action says it exported for `route`: output `datasets` (analytics) or `rows` (page-views). */
function exportedRows(result: ActionResult, mode: ActionMode, route: AnalyticsRoute): number | undefined {
  if (mode === 'page-views') {
    // `pages` is the deprecated alias of `rows` (older bundles have only `pages`).
    const rows = result.outputs.rows ?? result.outputs.pages;
    return rows === undefined ? undefined : Number(rows);
  }
  try {
    const datasets = JSON.parse(result.outputs.datasets ?? '') as Record<string, unknown>;
    const value = datasets[route];
    return typeof value === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The views export in the chosen mode. */
function runViewsExport(apiUrl: string, fake: FakeMintlify, mode: ActionMode): Promise<ActionResult> {
  return runAction(apiUrl, fake, mode, mode === 'analytics' ? { datasets: 'views' } : {});
}

function failure(what: string, run: ChildRun): void {
  console.error(
    `${what} failed (exit ${String(run.exitCode)})\n${run.stdout.slice(-1500)}\n${run.stderr.slice(-1500)}`,
  );
}

/** Runs the floor loop for `route` at its largest limit; returns the child (stdout = rows read). */
async function runFloor(apiUrl: string, fake: FakeMintlify, route: 'views' | 'assistant'): Promise<ChildRun> {
  const run = await spawnMeasured(
    [
      process.execPath,
      '--input-type=module',
      '-e',
      FLOOR_SCRIPT,
      apiUrl,
      fake.apiKey,
      fake.projectId,
      route,
      String(MAX_LIMIT[route]),
    ],
    { env: { PATH: process.env.PATH ?? '' }, cwd: scratch, gnuTime },
  );
  if (run.exitCode !== 0) failure(`floor (${route})`, run);
  return run;
}

/** Runs the Python peer; returns the child (stdout = rows written). */
async function runPeer(apiUrl: string, fake: FakeMintlify): Promise<ChildRun> {
  const dir = await mkdtemp(join(scratch, 'peer-'));
  const run = await spawnMeasured(['python3', PEER, apiUrl, fake.apiKey, fake.projectId, join(dir, 'out')], {
    env: { PATH: process.env.PATH ?? '' },
    cwd: dir,
    gnuTime,
  });
  if (run.exitCode !== 0) failure('Python peer', run);
  await rm(dir, { recursive: true, force: true });
  return run;
}

/** Medians of the three contenders over `rounds` rounds (default {@link REPEAT}; order rotated each round). */
async function exportRow(
  apiUrl: string,
  fake: FakeMintlify,
  mode: ActionMode,
  rows: number,
  rounds = REPEAT,
): Promise<{ action: number; floor: number; peer: number; cpu: Contenders; ok: boolean; requests: number }> {
  fake.setAnalytics({ views: { generated: rows } });
  const times = { action: [] as number[], floor: [] as number[], peer: [] as number[] };
  const cpu = { action: [] as number[], floor: [] as number[], peer: [] as number[] };
  let ok = true;
  let requests = 0;
  const contenders: Array<() => Promise<void>> = [
    async () => {
      const result = await runViewsExport(apiUrl, fake, mode);
      const good = result.run.exitCode === 0 && exportedRows(result, mode, 'views') === rows;
      if (!good) failure(`action (${mode})`, result.run);
      ok &&= good;
      requests = Math.max(requests, result.requests.views ?? 0);
      times.action.push(result.run.wallMs);
      cpu.action.push(result.run.cpuMs);
    },
    async () => {
      const run = await runFloor(apiUrl, fake, 'views');
      ok &&= run.exitCode === 0 && run.stdout.trim() === String(rows);
      times.floor.push(run.wallMs);
      cpu.floor.push(run.cpuMs);
    },
    async () => {
      const run = await runPeer(apiUrl, fake);
      ok &&= run.exitCode === 0 && run.stdout.trim() === String(rows);
      times.peer.push(run.wallMs);
      cpu.peer.push(run.cpuMs);
    },
  ];
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < contenders.length; i += 1) await contenders[(round + i) % contenders.length]?.();
  }
  return {
    action: median(times.action),
    floor: median(times.floor),
    peer: median(times.peer),
    cpu: { action: median(cpu.action), floor: median(cpu.floor), peer: median(cpu.peer) },
    ok,
    requests,
  };
}

/**
 * Cold start of `mode`: ms from spawn to the first Mintlify request at a bare server (which also
 * answers follow-up's GitHub permission check, a request the bare script does not make), against a bare
 * Node script sending the same request; medians of {@link COLD_RUNS} alternating spawns after
 * one warm-up each. NaN for the action when it exits without sending a request.
 */
async function coldStart(
  mode: 'follow-up' | 'page-views' | 'analytics',
  toolkitFloor: string,
): Promise<{ action: number; toolkit: number; bare: number; cpu: Contenders }> {
  let arrived: (() => void) | undefined;
  const server = createServer((request, response) => {
    // follow-up gates every event on its sender's permission first: answer it as GitHub would (write).
    if (request.url?.startsWith('/repos/')) {
      request.resume();
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"permission":"write","role_name":"write","user":{"login":"octocat"}}');
      return;
    }
    arrived?.();
    arrived = undefined;
    request.resume();
    // 400 so the child stops at once; only the arrival time matters.
    response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bench"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  const key = 'mint_bench_key_0000';
  const dir = await mkdtemp(join(scratch, 'cold-'));
  const files = {
    output: join(dir, 'out'),
    summary: join(dir, 'summary'),
    state: join(dir, 'state'),
    event: join(dir, 'event.json'),
  };
  await Promise.all(Object.values(files).map((f) => writeFile(f, f.endsWith('.json') ? '{}' : '')));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    RUNNER_TEMP: dir,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '1',
    GITHUB_ACTOR: 'octocat',
    GITHUB_API_URL: url,
    'INPUT_GITHUB-TOKEN': 'ghs_bench_token',
    INPUT_MODE: mode,
    'INPUT_API-KEY': key,
    'INPUT_PROJECT-ID': 'proj',
    'INPUT_API-URL': url,
    'INPUT_JOB-ID': 'job_1',
    INPUT_PROMPT: 'x',
    'INPUT_UPLOAD-ARTIFACT': 'false',
    'INPUT_OUTPUT-DIR': join(dir, 'files'),
    INPUT_DATASETS: 'views',
    'INPUT_VISITOR-TEXT': 'include',
  };
  const bare =
    mode === 'follow-up'
      ? `await fetch(${JSON.stringify(`${url}/v2/agent/proj/job/job_1/message`)}, { method: 'POST', headers: { authorization: 'Bearer ${key}', 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'x' }) }).catch(() => {});`
      : `await fetch(${JSON.stringify(`${url}/v1/analytics/proj/views?limit=250&offset=0`)}, { headers: { authorization: 'Bearer ${key}' } }).catch(() => {});`;
  /** Spawns `node args`; ms from spawn to the first request, and the child's CPU ms to its exit (GNU time; NaN without it). */
  const once = async (args: string[], childEnv: NodeJS.ProcessEnv): Promise<{ ms: number; cpuMs: number }> => {
    let at = Number.NaN;
    const request = new Promise<void>((done) => {
      arrived = () => {
        at = performance.now();
        done();
      };
    });
    const cpuFile = join(dir, 'cpu');
    const argv = gnuTime
      ? ['/usr/bin/time', '-f', '%U %S', '-o', cpuFile, process.execPath, ...args]
      : [process.execPath, ...args];
    const started = performance.now();
    const child = spawn(argv[0] ?? '', argv.slice(1), { env: childEnv, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await Promise.race([request, new Promise((done) => child.on('close', done))]);
    await new Promise((done) =>
      child.exitCode === null && child.signalCode === null ? child.on('close', done) : done(undefined),
    );
    clearTimeout(timer);
    arrived = undefined;
    // The last line: GNU time writes "Command exited with non-zero status 1" first when the child failed.
    const [user = Number.NaN, system = Number.NaN] = gnuTime
      ? ((await readFile(cpuFile, 'utf8').catch(() => '')).trim().split('\n').pop() ?? '').split(' ').map(Number)
      : [];
    return { ms: at - started, cpuMs: (user + system) * 1000 };
  };
  const action: number[] = [];
  const toolkit: number[] = [];
  const floor: number[] = [];
  const cpu = { action: [] as number[], floor: [] as number[], peer: [] as number[] };
  for (let i = 0; i <= COLD_RUNS; i += 1) {
    const a = await once([ENTRY], env);
    const t = await once([toolkitFloor], env);
    const b = await once(['--input-type=module', '-e', bare], { PATH: process.env.PATH });
    if (i === 0) continue; // warms the file cache
    action.push(a.ms);
    toolkit.push(t.ms);
    floor.push(b.ms);
    cpu.action.push(a.cpuMs);
    cpu.floor.push(t.cpuMs);
    cpu.peer.push(b.cpuMs);
  }
  await new Promise<void>((done) => server.close(() => done()));
  await rm(dir, { recursive: true, force: true });
  return {
    action: action.some(Number.isNaN) ? Number.NaN : median(action),
    toolkit: median(toolkit),
    bare: median(floor),
    cpu: { action: median(cpu.action), floor: median(cpu.floor), peer: median(cpu.peer) },
  };
}

/**
 * The toolkit floor bundle (`bench/toolkit-floor/index.ts` through ncc, as the action is
 * bundled): built once and cached under `node_modules/.cache/mintlify-bench/`, keyed by the
 * source and the installed `@actions/core` version. Returns the bundle's entry path.
 */
async function bundleToolkitFloor(say: (line: string) => void): Promise<string> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const source = fileURLToPath(new URL('./toolkit-floor/index.ts', import.meta.url));
  const coreVersion = (
    JSON.parse(await readFile(join(root, 'node_modules/@actions/core/package.json'), 'utf8')) as { version: string }
  ).version;
  const key = createHash('sha256')
    .update(await readFile(source))
    .update(coreVersion)
    .digest('hex')
    .slice(0, 16);
  const outDir = join(root, 'node_modules/.cache/mintlify-bench', `toolkit-floor-${key}`);
  const entry = join(outDir, 'index.js');
  if (
    await stat(entry).then(
      () => true,
      () => false,
    )
  )
    return entry;
  say('bundling the toolkit floor with ncc (once; cached)');
  const run = await spawnMeasured(
    [
      process.execPath,
      join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      source,
      '-o',
      outDir,
      '-q',
      '--target',
      'es2022',
    ],
    { env: process.env, cwd: root, gnuTime: false },
  );
  if (run.exitCode !== 0) throw new Error(`ncc could not bundle ${source}: ${run.stderr.slice(-1000)}`);
  return entry;
}

/** Generated datasets for the requests check. */
function requestCheckDatasets(): Partial<AnalyticsDatasets> {
  const rows = REQUEST_CHECK_ROWS;
  return {
    views: { generated: rows.views },
    visitors: { generated: rows.visitors },
    searches: { generated: rows.searches },
    feedback: { generated: rows.feedback },
    feedbackByPage: { generated: rows['feedback-by-page'] },
    assistant: { generated: rows.assistant },
    callerStats: { web: 3, api: 2, other: 1, total: 6 },
  };
}

/** `⌈rows / limit⌉`, at least 1 (an empty dataset still costs one request). */
const expectedRequests = (route: AnalyticsRoute, rows: number): number =>
  Math.max(1, Math.ceil(rows / MAX_LIMIT[route]));

// ---------------------------------------------------------------- run

const benchStarted = performance.now();
await stat(ENTRY).catch(() => {
  throw new Error(
    `${ENTRY} is missing: bundle the action first (npx ncc build src/index.ts -o /tmp/bench-dist, then BENCH_DIST_ENTRY=/tmp/bench-dist/index.js)`,
  );
});
gnuTime = await hasGnuTime(scratch);
const fake = await startFakeMintlify();
const proxy = await startLatencyProxy(fake.url, RTT_MS);
const log = (line: string): void => {
  console.error(`[bench ${((performance.now() - benchStarted) / 1000).toFixed(0)} s] ${line}`);
};

type Cell = string;
const table: Cell[][] = [];
const fmt = (value: number, digits = 0): string =>
  Number.isNaN(value)
    ? 'n/a'
    : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (a: number, b: number): string => (Number.isNaN(a) || Number.isNaN(b) ? 'n/a' : `${(a / b).toFixed(2)}×`);
const mark = (met: boolean | undefined): string => (met === undefined ? '–' : met ? '✓' : '✗');

try {
  // Start-up guards (issue 40): page-views' cold start against a bare fetch, and a page-views export
  // of ROWS rows at loopback against the Python peer.
  if (want('startup')) {
    const c = await coldStart('page-views', await bundleToolkitFloor(log));
    table.push([
      `start-up guard: page-views cold start, spawn → 1st Mintlify request ms (peer: a bare fetch script)`,
      fmt(c.action),
      `${fmt(c.toolkit)} (toolkit)`,
      `${fmt(c.bare)} (bare fetch)`,
      ratio(c.action, c.toolkit),
      ratio(c.action, c.bare),
      `≤ ${GUARD.coldVsBare}× peer`,
      Number.isNaN(c.action) ? '–' : mark(c.action <= GUARD.coldVsBare * c.bare),
    ]);
    table.push([
      `  the same, CPU ms of each child to its exit (user + system; steadier than wall time on a busy machine)`,
      fmt(c.cpu.action),
      `${fmt(c.cpu.floor)} (toolkit)`,
      `${fmt(c.cpu.peer)} (bare fetch)`,
      ratio(c.cpu.action, c.cpu.floor),
      ratio(c.cpu.action, c.cpu.peer),
      '–',
      '–',
    ]);
    await runViewsExport(fake.url, fake, 'page-views'); // warm-up
    const r = await exportRow(fake.url, fake, 'page-views', ROWS, STARTUP_REPEAT);
    table.push([
      `start-up guard: ${fmt(ROWS)} view rows by page-views, loopback: wall ms${r.ok ? '' : ' (a run FAILED)'}`,
      fmt(r.action),
      fmt(r.floor),
      `${fmt(r.peer)} (Python)`,
      ratio(r.action, r.floor),
      ratio(r.action, r.peer),
      `≤ ${GUARD.exportVsPeer}× peer`,
      mark(r.ok && r.action <= GUARD.exportVsPeer * r.peer),
    ]);
    table.push([
      `  the same, CPU ms (user + system)`,
      fmt(r.cpu.action),
      fmt(r.cpu.floor),
      `${fmt(r.cpu.peer)} (Python)`,
      ratio(r.cpu.action, r.cpu.floor),
      ratio(r.cpu.action, r.cpu.peer),
      '–',
      '–',
    ]);
    log('start-up guards done');
  }

  // Result latency of follow-up (in this process, virtual time): job end → final PR comment.
  const latency = want('latency') ? await measureResultLatency(log) : [];
  const seconds = (ms: number): string => fmt(ms / 1000, 1);
  for (const row of latency) {
    const length = row.lengthS < 60 ? `${row.lengthS} s` : `${row.lengthS / 60} min`;
    table.push([
      `result latency p95 s, follow-up, job ${length} (+0–15 s), ${SAMPLES_PER_LENGTH} jobs: job completed → PR comment; GET job requests per job${row.failures > 0 ? ` (${row.failures} runs FAILED)` : ''}`,
      `${seconds(row.p95Ms)} s, ${row.gets} GETs`,
      '–',
      `${seconds(row.v1P95Ms)} s, ${row.v1Gets} GETs (previous schedule)`,
      '–',
      '–',
      'p95 ≤ 15 s',
      mark(row.failures === 0 && row.p95Ms <= 15_000),
    ]);
  }
  const allLatencies = latency.flatMap((row) => row.latencies);
  const allP95 = percentile(allLatencies, 0.95);
  if (latency.length > 0)
    table.push([
      `result latency p95 s, follow-up, all ${allLatencies.length} jobs from 30 s to 30 min (max ${seconds(Math.max(...allLatencies))} s)`,
      seconds(allP95),
      '–',
      `${seconds(
        percentile(
          latency.flatMap((row) => row.v1Latencies),
          0.95,
        ),
      )} (previous schedule)`,
      '–',
      '–',
      'p95 ≤ 15 s',
      mark(latency.every((row) => row.failures === 0) && allP95 <= 15_000),
    ]);
  log('result latency done');

  // Which mode exports views: analytics when the bundle has it, else page-views.
  fake.setAnalytics({ views: { generated: ROWS } });
  const probe = await runViewsExport(fake.url, fake, 'analytics');
  let mode: ActionMode = 'analytics';
  if (probe.run.exitCode !== 0 || exportedRows(probe, 'analytics', 'views') !== ROWS) {
    mode = 'page-views';
    const reason =
      /mode must be[^\n]*/.exec(probe.run.stdout)?.[0] ??
      `exit ${String(probe.run.exitCode)}, datasets output ${JSON.stringify(probe.outputs.datasets ?? null)}`;
    log(`no working analytics mode in ${ENTRY} (${reason}): measuring page-views instead`);
    await runViewsExport(fake.url, fake, mode); // warm-up
  }
  log(`views export by mode ${mode}`);

  let viewsRequests = Number.NaN;
  for (const [label, url, rows] of (want('export')
    ? [
        ['loopback', fake.url, LOOP_ROWS],
        [`${RTT_MS} ms round trip`, proxy.url, ROWS],
      ]
    : []) as Array<[string, string, number]>) {
    const r = await exportRow(url, fake, mode, rows);
    if (rows === ROWS) viewsRequests = r.requests;
    const loop = label === 'loopback';
    table.push([
      `${fmt(rows)} view rows, ${label}: wall ms${r.ok ? '' : ' (a run FAILED)'}`,
      fmt(r.action),
      fmt(r.floor),
      `${fmt(r.peer)} (Python)`,
      ratio(r.action, r.floor),
      ratio(r.action, r.peer),
      loop ? '≤ 1.5× floor' : '≤ 1.02× floor',
      mark(r.ok && r.action <= (loop ? 1.5 : 1.02) * r.floor),
    ]);
    log(`${label} done`);
  }

  // Peak RSS of the 100,000-row page-views export with the artifact upload (fake artifact service).
  if (want('export')) {
    fake.setAnalytics({ views: { generated: LOOP_ROWS } });
    const artifacts = await startFakeArtifactService();
    try {
      const up = await runAction(fake.url, fake, 'page-views', { 'upload-artifact': 'true' }, [], artifacts.env());
      const uploaded = artifacts.artifacts.find((a) => a.finalized);
      const good =
        up.run.exitCode === 0 && exportedRows(up, 'page-views', 'views') === LOOP_ROWS && uploaded !== undefined;
      if (!good) failure('action (page-views with upload)', up.run);
      table.push([
        `peak RSS MB, ${fmt(LOOP_ROWS)} view rows by page-views with the artifact upload (${fmt((uploaded?.size ?? 0) / 1e6, 1)} MB zip; wall s ${fmt(up.run.wallMs / 1000, 1)})${good ? '' : ' (run FAILED)'}`,
        fmt(up.run.peakRssMb),
        '–',
        '–',
        '–',
        '–',
        '≤ 200 MB',
        mark(good && up.run.peakRssMb <= 200),
      ]);
    } finally {
      await artifacts.close();
    }
    log('upload RSS done');
  }

  const toolkitFloor = want('cold') ? await bundleToolkitFloor(log) : '';
  for (const coldMode of want('cold') ? (['follow-up', 'page-views', 'analytics'] as const) : []) {
    const c = await coldStart(coldMode, toolkitFloor);
    table.push([
      `cold start ${coldMode}: spawn → 1st Mintlify request ms (peer: a bare fetch script, ${fmt(c.bare)} ms = toolkit floor ÷ ${(c.toolkit / c.bare).toFixed(2)})`,
      fmt(c.action),
      `${fmt(c.toolkit)} (toolkit)`,
      fmt(c.bare),
      ratio(c.action, c.toolkit),
      ratio(c.action, c.bare),
      '≤ 1.15× toolkit floor',
      Number.isNaN(c.action) ? '–' : mark(c.action <= 1.15 * c.toolkit),
    ]);
  }
  log('cold start done');

  // Requests per dataset: analytics, every dataset, generated data.
  fake.setAnalytics(requestCheckDatasets());
  const all = mode === 'analytics' && want('requests') ? await runAction(fake.url, fake, 'analytics', {}) : undefined;
  if (all !== undefined && all.run.exitCode !== 0) failure('action (analytics, all datasets)', all.run);
  for (const route of want('requests') ? ROUTES : []) {
    // Without an analytics mode, only views can be checked: by the page-views runs above.
    const fallback = all === undefined && route === 'views';
    const rows = fallback ? ROWS : REQUEST_CHECK_ROWS[route];
    const expected = expectedRequests(route, rows);
    const got = fallback ? viewsRequests : (all?.requests[route] ?? Number.NaN);
    const exported = all === undefined ? undefined : exportedRows(all, 'analytics', route);
    table.push([
      `requests, ${route}${fallback ? ' by page-views' : ''} (${route === 'assistant-callers' ? 'one object' : `${fmt(rows)} rows, limit ${MAX_LIMIT[route]}`})${exported === undefined || route === 'assistant-callers' || exported === rows ? '' : ` (exported ${exported})`}`,
      fmt(got),
      `${expected} = ⌈rows/limit⌉`,
      '–',
      '–',
      '–',
      '= ⌈rows / max limit⌉',
      Number.isNaN(got) ? '–' : mark(got === expected),
    ]);
  }
  log('requests per dataset done');

  // Peak RSS of a large-text assistant export.
  if (want('rss')) {
    fake.setAnalytics({ assistant: { generated: CONVERSATIONS, responseChars: RESPONSE_CHARS } });
    const floorRss = await runFloor(fake.url, fake, 'assistant');
    log(`floor read ${floorRss.stdout.trim()} conversations in ${fmt(floorRss.wallMs)} ms`);
    let actionRss = Number.NaN;
    let actionWall = Number.NaN;
    let rssOk = true;
    if (mode === 'analytics') {
      const big = await runAction(fake.url, fake, 'analytics', {
        datasets: 'assistant',
        ...(process.env.BENCH_FINDINGS === 'false' ? { findings: 'false', compare: 'none' } : {}),
      });
      rssOk = big.run.exitCode === 0 && exportedRows(big, 'analytics', 'assistant') === CONVERSATIONS;
      if (!rssOk) failure('action (analytics, assistant)', big.run);
      actionRss = big.run.peakRssMb;
      actionWall = big.run.wallMs;
    }
    table.push([
      `peak RSS MB, ${fmt(CONVERSATIONS)} assistant conversations × ${fmt(RESPONSE_CHARS)} chars (wall s: action ${fmt(actionWall / 1000, 1)}, floor ${fmt(floorRss.wallMs / 1000, 1)})${rssOk ? '' : ' (run FAILED)'}`,
      fmt(actionRss),
      fmt(floorRss.peakRssMb),
      '–',
      Number.isNaN(actionRss) ? 'n/a' : `+${fmt(actionRss - floorRss.peakRssMb)} MB`,
      '–',
      '≤ floor + 64 MB',
      Number.isNaN(actionRss) ? '–' : mark(rssOk && actionRss <= floorRss.peakRssMb + 64),
    ]);
    log('peak RSS done');
  }

  // Docs health: an analytics snapshot with findings and compare against one without.
  if (want('findings') && mode === 'analytics') {
    const f = await measureFindingsCost(ENTRY, REPEAT, scratch, gnuTime, log);
    table.push([
      `analytics snapshot (fake docs site, week 2, upload) with findings + compare: previous-artifact (history.json carried and appended, trend charts) vs findings: false, compare: none: wall ms (CPU ms ${fmt(f.withCpuMs)} vs ${fmt(f.withoutCpuMs)}, ${ratio(f.withCpuMs, f.withoutCpuMs)})${f.ok ? '' : ' (a run FAILED)'}${f.compared ? '' : ' (NOT compared)'}; ${f.findings || '?'} findings`,
      fmt(f.withMs),
      `${fmt(f.withoutMs)} (without)`,
      '–',
      ratio(f.withMs, f.withoutMs),
      '–',
      '≤ 1.05× without',
      mark(f.ok && f.compared && f.withMs <= 1.05 * f.withoutMs),
    ]);
    table.push([
      'Mintlify requests of that snapshot, with findings + compare vs without',
      fmt(f.withRequests),
      `${fmt(f.withoutRequests)} (without)`,
      '–',
      `+${fmt(f.withRequests - f.withoutRequests)}`,
      '–',
      '+0',
      mark(f.ok && f.withRequests === f.withoutRequests),
    ]);
    log('findings cost done');
  }

  // Big sites: one snapshot over several runs (resume) against one uninterrupted export.
  if (want('resume') && mode === 'analytics') {
    const r = await measureResumeCost(ENTRY, scratch, log);
    const resumed = r.perRun.reduce((a, b) => a + b, 0);
    table.push([
      `Mintlify requests of an analytics snapshot (all datasets, generated) over ${r.perRun.length} runs with resume, max-requests 25 (${r.perRun.join(' + ')}), vs one uninterrupted export; pages asked twice: ${r.repeatedPages}; same files: ${r.sameFiles ? 'yes' : 'NO'}; a run after completion: ${r.afterComplete} requests${r.ok ? '' : ' (a run FAILED)'}`,
      fmt(resumed),
      `${fmt(r.uninterrupted)} (uninterrupted)`,
      '–',
      `+${fmt(resumed - r.uninterrupted)}`,
      '–',
      '+0, 0 repeated, same files, 0 after',
      mark(r.ok && resumed === r.uninterrupted && r.repeatedPages === 0 && r.sameFiles && r.afterComplete === 0),
    ]);
    log('resume cost done');
  }

  // Hand-off: follow-up with wait: false against wait: true, and reconcile runs by labelled items.
  if (want('reconcile')) {
    const costs = await measureReconcileCost(log);
    const noWait = costs.find((c) => c.label.includes('wait: false'));
    const waiting = costs.find((c) => c.label.includes('wait: true'));
    for (const c of costs) {
      const isNoWait = c === noWait;
      table.push([
        `${c.label}: wall ms; GitHub ${c.githubRequests} requests, Mintlify ${c.mintlifyRequests}${c.ok ? '' : ' (FAILED)'}`,
        fmt(c.wallMs),
        isNoWait && waiting ? `${fmt(waiting.wallMs)} (wait: true)` : '–',
        '–',
        isNoWait && waiting ? ratio(c.wallMs, waiting.wallMs) : '–',
        '–',
        isNoWait ? '≤ 15000 ms' : '–',
        isNoWait ? mark(c.ok && c.wallMs <= 15_000) : c.ok ? 'ok' : 'FAILED',
      ]);
    }
    log('reconcile cost done');
  }

  // Docs in their own repository: one reconcile over several repositories.
  if (want('repositories')) {
    for (const c of await measureRepositoriesCost(log)) {
      table.push([
        `reconcile over ${c.repositories} ${c.repositories === 1 ? 'repository' : 'repositories'} (repositories: owner/*), ${c.labelled} labelled items in all: wall ms; GitHub ${c.githubRequests} requests, Mintlify ${c.mintlifyRequests}${c.ok ? '' : ' (FAILED)'}`,
        fmt(c.wallMs),
        '–',
        '–',
        '–',
        '–',
        '–',
        c.ok ? 'ok' : 'FAILED',
      ]);
    }
    log('repositories cost done');
  }

  // One budget for the organisation: what the daily count of agent uses costs per use.
  if (want('uses')) {
    for (const c of await measureUsesCost(log)) {
      table.push([
        `agent-uses-per-day, ${c.label}: wall ms; GitHub ${c.githubRequests} requests, of which the counter ${c.counterRequests}; Mintlify ${c.mintlifyRequests}${c.ok ? '' : ' (FAILED)'}`,
        fmt(c.wallMs),
        '–',
        '–',
        '–',
        '–',
        '–',
        c.ok ? 'ok' : 'FAILED',
      ]);
    }
    log('uses cost done');
  }

  // Docs ship with the code: the GitHub requests each event costs, and what the feature adds.
  if (want('docs-in-step')) {
    for (const c of await measureDocsInStepCost(log)) {
      table.push([
        `${c.event}: GitHub requests (added: ${c.githubRequests - c.baseline}, against ${c.baseline} without it)${c.ok ? '' : ' (FAILED)'}`,
        String(c.githubRequests),
        '–',
        '–',
        '–',
        '–',
        '–',
        c.ok ? 'ok' : 'FAILED',
      ]);
    }
    log('docs-in-step cost done');
  }

  const [l1, l5] = loadavg();
  console.log(
    [
      '',
      `Action ${ENTRY}, views exported by mode \`${mode}\`${mode === 'page-views' ? ' (the bundle has no analytics mode yet; requests and RSS rows need it)' : ' (`datasets: views`)'}.`,
      `Floor: a child Node process, fetch + JSON.parse of every page at the largest limit (250 views, 1000 conversations), writing nothing. Python peer: bench/peer.py (urllib, a new connection per request; json + csv, writes views.json and views.csv).`,
      `${RTT_MS} ms round trip: bench/latency-proxy.ts (each request 1 RTT, a new connection +1 RTT). Wall times: medians of ${REPEAT} rounds (the start-up guard's export: ${STARTUP_REPEAT}); cold start: medians of ${COLD_RUNS}; RSS: one run, by ${gnuTime ? 'GNU time' : 'polling /proc/<pid>/status'}.`,
      `Node ${process.version}, ${availableParallelism()} CPUs, load average ${l1?.toFixed(1)} / ${l5?.toFixed(1)} (shared machine: figures are noisy); bench took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s.`,
      '',
    ].join('\n'),
  );
  const header = ['measurement', 'action', 'floor', 'peer', 'action/floor', 'action/peer', 'target', 'met'];
  for (const cells of [
    header,
    header.map((_, i) => (i === 0 || i === 6 ? '---' : i === 7 ? ':---:' : '---:')),
    ...table,
  ])
    console.log(`| ${cells.join(' | ')} |`);
  if (fake.violations.length > 0) console.error(`contract violations: ${fake.violations.slice(0, 5).join('; ')}`);
} finally {
  await proxy.close();
  await fake.close();
  await rm(scratch, { recursive: true, force: true });
}
