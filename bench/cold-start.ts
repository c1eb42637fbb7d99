/**
 * Cold-start benchmark (issue 5): time from spawning `node dist/index.js` to the first API
 * request it sends, in both modes, against a bare Node script that sends the same request;
 * and the bundle sizes (which chunks each mode loads).
 *
 * A tiny HTTP server on loopback records when the first request arrives; each contender is
 * spawned `RUNS` times, alternating, and the median is reported. Target: ≤ 1.2× the bare
 * script in both modes. Not a timed test: it prints figures.
 *
 * Usage: `npm run build && node bench/cold-start.ts [runs]`.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DIST_ENTRY } from '../test/harness/run-action.ts';

const RUNS = Number(process.argv[2] ?? 15);
const KEY = 'mint_bench_key_0000';

let firstRequestAt: (() => void) | undefined;
const server = createServer((request, response) => {
  firstRequestAt?.();
  firstRequestAt = undefined;
  request.resume();
  // Answer 400 so the child stops at once; only the arrival time matters.
  response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bench"}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const work = await mkdtemp(join(tmpdir(), 'cold-start-'));
const files = {
  output: join(work, 'out'),
  summary: join(work, 'summary'),
  state: join(work, 'state'),
  event: join(work, 'event.json'),
};
await Promise.all(Object.values(files).map((f) => writeFile(f, f.endsWith('.json') ? '{}' : '')));

const BARE = {
  'follow-up': `await fetch(${JSON.stringify(`${url}/v2/agent/proj/job/job_1/message`)}, { method: 'POST', headers: { authorization: 'Bearer ${KEY}', 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'x' }) }).catch(() => {});`,
  'page-views': `await fetch(${JSON.stringify(`${url}/v1/analytics/proj/views?limit=250&offset=0`)}, { headers: { authorization: 'Bearer ${KEY}' } }).catch(() => {});`,
};

function actionEnv(mode: 'follow-up' | 'page-views'): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    RUNNER_TEMP: work,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '1',
    INPUT_MODE: mode,
    'INPUT_API-KEY': KEY,
    'INPUT_PROJECT-ID': 'proj',
    'INPUT_API-URL': url,
    'INPUT_JOB-ID': 'job_1',
    INPUT_PROMPT: 'x',
    'INPUT_UPLOAD-ARTIFACT': 'false',
    'INPUT_OUTPUT-DIR': join(work, 'files'),
  };
}

/** Milliseconds from spawn to the first request at the server. */
async function timeToFirstRequest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const arrived = new Promise<number>((resolve) => {
    firstRequestAt = () => resolve(performance.now());
  });
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('close', resolve));
  const at = await arrived;
  await exited;
  return at - started;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const rows: string[][] = [];
for (const mode of ['follow-up', 'page-views'] as const) {
  const action: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const a = await timeToFirstRequest([DIST_ENTRY], actionEnv(mode));
    const b = await timeToFirstRequest(['--input-type=module', '-e', BARE[mode]], { PATH: process.env.PATH });
    if (i >= 2) {
      // the first two rounds warm the file cache
      action.push(a);
      bare.push(b);
    }
  }
  const [am, bm] = [median(action), median(bare)];
  rows.push([mode, am.toFixed(0), bm.toFixed(0), (am / bm).toFixed(2), am / bm <= 1.2 ? 'yes' : 'NO']);
}
server.close();

console.log(`\nCold start: spawn → first API request, median of ${RUNS} runs (Node ${process.version})`);
console.log('| mode | action ms | bare node script ms | ratio | ≤ 1.2× |');
console.log('| --- | ---: | ---: | ---: | :---: |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

const distDir = dirname(DIST_ENTRY);
console.log('\nBundle (dist/)');
console.log('| file | KiB | loaded by |');
console.log('| --- | ---: | --- |');
for (const file of (await readdir(distDir)).filter((f) => f.endsWith('.js')).sort()) {
  const text = await readFile(join(distDir, file), 'utf8');
  const size = (await stat(join(distDir, file))).size;
  const role =
    file === 'index.js'
      ? 'both modes (entry: core, github, zod, ky)'
      : text.includes('BlockBlobClient')
        ? 'page-views only (@actions/artifact + Azure SDK, lazy)'
        : text.includes('mintlify-page-views') || text.includes('csvFormatRow') || text.includes('page-views.csv')
          ? 'page-views only (lazy)'
          : 'follow-up only (lazy)';
  console.log(`| ${file} | ${(size / 1024).toFixed(0)} | ${role} |`);
}
