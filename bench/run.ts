/**
 * `node bench/run.ts` (page-views scaling; `npm run bench` runs `bench/compare.ts`): exports 10k, 100k and 1M page-view rows from the local fake Mintlify API
 * with the built action (`dist/index.js`, run as the runner runs it: a child process with
 * `INPUT_*` variables; `upload-artifact: false`, both formats) and compares it with a minimal
 * baseline loop — plain `fetch` + `JSON.parse` of the same pages, discarding them — against
 * the same fake server, which runs in this process for every contender.
 *
 * The baseline runs twice: as a child process (the same process boundary and Node start-up
 * as the action: the like-for-like ratio) and in this process (client and server share one
 * thread, no start-up: a floor no separate process can reach). Peak RSS is the child's
 * maximum resident set (GNU `/usr/bin/time -f %M`, else `VmHWM` polled from `/proc`). The
 * action runs once more with V8's heap capped (`--max-semi-space-size=8
 * --max-old-space-size=64`): with default flags V8 lets the young generation grow to 64 MB
 * semi-spaces and defers full GCs on a host with plenty of RAM — the baseline loop shows it
 * too — so the capped run is the one that shows what the export really keeps.
 *
 * Targets (issue 3): requests = ⌈N/250⌉; wall ≤ 1.5× the baseline; peak RSS < 150 MB and flat
 * from 100k to 1M rows. Not a timed test: nothing fails; the table goes into the closing note.
 *
 * Usage: `npm run build && node bench/run.ts [10000 100000]` (sizes optional;
 * `BENCH_REPEAT=1` for a quick run; `ACTION_DIST_ENTRY` to measure another bundle).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeMintlify, type FakeMintlify } from '../test/fakes/mintlify.ts';
import { DIST_ENTRY, parseCommandFile } from '../test/harness/run-action.ts';

const PAGE_SIZE = 250;
const DEFAULT_SIZES = [10_000, 100_000, 1_000_000];
const HEAP_CAP = ['--max-semi-space-size=8', '--max-old-space-size=64'];
/** Rounds per size; the table shows medians (this is a shared, noisy machine). */
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const GNU_TIME = '/usr/bin/time';

/** The baseline as a standalone script: fetch every page, parse it, drop it. */
const BASELINE_SCRIPT = `
const [url, key, project, pageSize] = process.argv.slice(1);
const headers = { authorization: 'Bearer ' + key, accept: 'application/json' };
for (let offset = 0; ; offset += Number(pageSize)) {
  const response = await fetch(url + '/v1/analytics/' + project + '/views?limit=' + pageSize + '&offset=' + offset, { headers });
  const page = JSON.parse(await response.text());
  if (!page.hasMore) break;
}
`;

interface ChildRun {
  exitCode: number | null;
  wallMs: number;
  /** Peak resident set size in MB. */
  peakRssMb: number;
  stdout: string;
  stderr: string;
}

interface Row {
  n: number;
  requests: number;
  actionMs: number;
  baselineChildMs: number;
  baselineInProcessMs: number;
  actionRssMb: number;
  baselineRssMb: number;
  cappedRssMb: number;
  ok: boolean;
}

/** The median of some numbers (the middle one, or the mean of the two middle ones). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** True when GNU time is there and understands `-f %M -o file` (BSD time does not). */
async function hasGnuTime(dir: string): Promise<boolean> {
  if (!existsSync(GNU_TIME)) return false;
  const probe = join(dir, 'probe');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(GNU_TIME, ['-f', '%M', '-o', probe, 'true'], { stdio: 'ignore' });
    child.on('error', () => resolve(null));
    child.on('close', (c) => resolve(c));
  });
  return code === 0 && /^\d+\s*$/.test(await readFile(probe, 'utf8').catch(() => ''));
}

let useGnuTime = false;

/**
 * Runs `command` (argv) and measures its wall time and peak RSS: through GNU time when
 * `measureWithTime` (exact), else by polling `VmHWM` every 25 ms (may miss a final spike).
 */
async function spawnMeasured(command: string[], env: NodeJS.ProcessEnv, dir: string): Promise<ChildRun> {
  const measureWithTime = useGnuTime;
  const rssFile = join(dir, `rss-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const argv = measureWithTime ? [GNU_TIME, '-f', '%M', '-o', rssFile, ...command] : command;
  const [file = '', ...args] = argv;
  const started = performance.now();
  const child = spawn(file, args, { env, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-20_000);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  let polledKb = 0;
  const poll = measureWithTime
    ? undefined
    : setInterval(() => {
        readFile(`/proc/${child.pid ?? 0}/status`, 'utf8')
          .then((text) => {
            polledKb = Math.max(polledKb, Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(text)?.[1] ?? 0));
          })
          .catch(() => undefined);
      }, 25);
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const wallMs = performance.now() - started;
  if (poll) clearInterval(poll);
  const kb = measureWithTime
    ? Number((await readFile(rssFile, 'utf8').catch(() => '0')).trim().split('\n').pop() ?? 0)
    : polledKb;
  await rm(rssFile, { force: true });
  return { exitCode, wallMs, peakRssMb: kb / 1024, stdout, stderr };
}

/** The baseline loop in this process. */
async function baselineInProcess(fake: FakeMintlify): Promise<number> {
  const started = performance.now();
  const headers = { authorization: `Bearer ${fake.apiKey}`, accept: 'application/json' };
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const response = await fetch(
      `${fake.url}/v1/analytics/${fake.projectId}/views?limit=${PAGE_SIZE}&offset=${offset}`,
      { headers },
    );
    const page = JSON.parse(await response.text()) as { hasMore: boolean };
    if (!page.hasMore) break;
  }
  return performance.now() - started;
}

/** The runner's environment for one `page-views` run writing to `dir`. */
async function actionEnv(fake: FakeMintlify, dir: string): Promise<NodeJS.ProcessEnv> {
  const files = { output: join(dir, 'github_output'), summary: join(dir, 'step_summary.md') };
  await Promise.all([writeFile(files.output, ''), writeFile(files.summary, '')]);
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    RUNNER_TEMP: dir,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    INPUT_MODE: 'page-views',
    'INPUT_API-KEY': fake.apiKey,
    'INPUT_PROJECT-ID': fake.projectId,
    'INPUT_API-URL': fake.url,
    'INPUT_OUTPUT-DIR': join(dir, 'out'),
    'INPUT_UPLOAD-ARTIFACT': 'false',
  };
}

/** Runs the action once; returns the run, the views requests it made and whether it exported all `n` rows. */
async function runActionOnce(
  fake: FakeMintlify,
  n: number,
  nodeFlags: string[],
): Promise<{ run: ChildRun; requests: number; ok: boolean }> {
  const dir = await mkdtemp(join(tmpdir(), 'pv-bench-'));
  try {
    const env = await actionEnv(fake, dir);
    const before = fake.requests.length;
    const run = await spawnMeasured([process.execPath, ...nodeFlags, DIST_ENTRY], env, dir);
    const requests = fake.requests.slice(before).filter((r) => r.route === 'views');
    const outputs = parseCommandFile(await readFile(join(dir, 'github_output'), 'utf8'));
    const ok = run.exitCode === 0 && outputs.rows === String(n);
    if (!ok)
      console.error(
        `N=${n}: the action failed (exit ${String(run.exitCode)})\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`,
      );
    return { run, requests: requests.length, ok };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One round of the four contenders for `n` rows. */
async function measureOnce(fake: FakeMintlify, n: number): Promise<Omit<Row, 'n'>> {
  const baselineInProcessMs = await baselineInProcess(fake);
  const dir = await mkdtemp(join(tmpdir(), 'pv-bench-baseline-'));
  const baseline = await spawnMeasured(
    [
      process.execPath,
      '--input-type=module',
      '-e',
      BASELINE_SCRIPT,
      fake.url,
      fake.apiKey,
      fake.projectId,
      String(PAGE_SIZE),
    ],
    { PATH: process.env.PATH ?? '' },
    dir,
  );
  await rm(dir, { recursive: true, force: true });
  if (baseline.exitCode !== 0) console.error(`N=${n}: the baseline child failed\n${baseline.stderr}`);
  const action = await runActionOnce(fake, n, []);
  const capped = await runActionOnce(fake, n, HEAP_CAP);
  return {
    requests: action.requests,
    actionMs: action.run.wallMs,
    baselineChildMs: baseline.wallMs,
    baselineInProcessMs,
    actionRssMb: action.run.peakRssMb,
    baselineRssMb: baseline.peakRssMb,
    cappedRssMb: capped.run.peakRssMb,
    ok: action.ok && capped.ok && baseline.exitCode === 0,
  };
}

/** {@link REPEAT} rounds for `n` rows after a warm-up of the server; medians of each figure. */
async function measure(fake: FakeMintlify, n: number): Promise<Row> {
  fake.setViews({ generated: n });
  await baselineInProcess(fake);
  const rounds: Array<Omit<Row, 'n'>> = [];
  for (let i = 0; i < REPEAT; i += 1) rounds.push(await measureOnce(fake, n));
  const mid = (pick: (r: Omit<Row, 'n'>) => number): number => median(rounds.map(pick));
  return {
    n,
    requests: Math.max(...rounds.map((r) => r.requests)),
    actionMs: mid((r) => r.actionMs),
    baselineChildMs: mid((r) => r.baselineChildMs),
    baselineInProcessMs: mid((r) => r.baselineInProcessMs),
    actionRssMb: mid((r) => r.actionRssMb),
    baselineRssMb: mid((r) => r.baselineRssMb),
    cappedRssMb: mid((r) => r.cappedRssMb),
    ok: rounds.every((r) => r.ok),
  };
}

function table(rows: Row[]): string {
  const header = [
    'N',
    'requests (⌈N/250⌉)',
    'action ms',
    'baseline ms (child)',
    'ratio',
    'baseline ms (in-process)',
    'ratio (in-process)',
    'action peak RSS MB',
    'baseline peak RSS MB (child)',
    'action peak RSS MB, heap capped',
    'runs ok, files complete',
    'targets met (requests, ≤ 1.5×, < 150 MB)',
  ];
  const lines = rows.map((r) => [
    r.n.toLocaleString('en-US'),
    `${r.requests} (${Math.ceil(r.n / PAGE_SIZE) || 1})`,
    r.actionMs.toFixed(0),
    r.baselineChildMs.toFixed(0),
    (r.actionMs / r.baselineChildMs).toFixed(2),
    r.baselineInProcessMs.toFixed(0),
    (r.actionMs / r.baselineInProcessMs).toFixed(2),
    r.actionRssMb.toFixed(0),
    r.baselineRssMb.toFixed(0),
    r.cappedRssMb.toFixed(0),
    r.ok ? 'yes' : 'NO',
    [
      r.requests === (Math.ceil(r.n / PAGE_SIZE) || 1) ? 'requests ✓' : 'requests ✗',
      r.actionMs / r.baselineChildMs <= 1.5 ? 'time ✓' : 'time ✗',
      r.actionRssMb < 150 ? 'RSS ✓' : 'RSS ✗',
    ].join(', '),
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 0);
await stat(DIST_ENTRY).catch(() => {
  throw new Error(`${DIST_ENTRY} is missing: run npm run build first`);
});
const scratch = await mkdtemp(join(tmpdir(), 'pv-bench-probe-'));
useGnuTime = await hasGnuTime(scratch);
await rm(scratch, { recursive: true, force: true });
const fake = await startFakeMintlify();
try {
  const rows: Row[] = [];
  for (const n of sizes.length > 0 ? sizes : DEFAULT_SIZES) {
    rows.push(await measure(fake, n));
    console.error(`N=${n.toLocaleString('en-US')} done`);
  }
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPUs; medians of ${REPEAT} rounds; peak RSS by ${useGnuTime ? 'GNU time' : 'polling /proc/<pid>/status'}\n`,
  );
  console.log(table(rows));
  if (fake.violations.length > 0) console.error(`contract violations: ${fake.violations.slice(0, 5).join('; ')}`);
} finally {
  await fake.close();
}
