/**
 * Measuring child processes for the benchmarks: wall time and peak resident set size (GNU
 * `/usr/bin/time -f %M` when it is there, else `VmHWM` polled from `/proc/<pid>/status`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

const GNU_TIME = '/usr/bin/time';

/** One finished child. */
export interface ChildRun {
  exitCode: number | null;
  wallMs: number;
  /** Peak resident set size in MB. */
  peakRssMb: number;
  /** CPU time (user + system) of the child in ms, by GNU time; NaN without it. Less sensitive than wall time to other load on the machine. */
  cpuMs: number;
  stdout: string;
  stderr: string;
}

/** The median of some numbers (the middle one, or the mean of the two middle ones); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** True when GNU time is there and understands `-f %M -o file` (BSD time does not). */
export async function hasGnuTime(dir: string): Promise<boolean> {
  if (!existsSync(GNU_TIME)) return false;
  const probe = join(dir, 'probe');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(GNU_TIME, ['-f', '%M', '-o', probe, 'true'], { stdio: 'ignore' });
    child.on('error', () => resolve(null));
    child.on('close', (c) => resolve(c));
  });
  const ok = code === 0 && /^\d+\s*$/.test(await readFile(probe, 'utf8').catch(() => ''));
  await rm(probe, { force: true });
  return ok;
}

/** How {@link spawnMeasured} runs a child. */
export interface SpawnOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Measure peak RSS through GNU time (exact) rather than by polling `/proc` every 25 ms. */
  gnuTime: boolean;
  /** Kill the child after this many ms (default 180 s). */
  timeoutMs?: number;
}

/**
 * Runs `command` (argv) and measures its wall time (spawn to exit, as seen from here; GNU time
 * adds ~1 ms) and peak RSS. Keeps the last 20,000 characters of stdout and stderr.
 */
export async function spawnMeasured(command: string[], options: SpawnOptions): Promise<ChildRun> {
  const rssFile = join(options.cwd, `rss-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const argv = options.gnuTime ? [GNU_TIME, '-f', '%M %U %S', '-o', rssFile, ...command] : command;
  const [file = '', ...args] = argv;
  const started = performance.now();
  const child = spawn(file, args, { env: options.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 180_000);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-20_000);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  let polledKb = 0;
  const poll = options.gnuTime
    ? undefined
    : setInterval(() => {
        readFile(`/proc/${child.pid ?? 0}/status`, 'utf8')
          .then((text) => {
            polledKb = Math.max(polledKb, Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(text)?.[1] ?? 0));
          })
          .catch(() => undefined);
      }, 25);
  const exitCode = await new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      stderr += String(error);
      resolve(null);
    });
    child.on('close', (code) => resolve(code));
  });
  const wallMs = performance.now() - started;
  clearTimeout(timer);
  if (poll) clearInterval(poll);
  const [kb = polledKb, userS = Number.NaN, systemS = Number.NaN] = options.gnuTime
    ? ((await readFile(rssFile, 'utf8').catch(() => '0')).trim().split('\n').pop() ?? '0').split(' ').map(Number)
    : [polledKb];
  await rm(rssFile, { force: true });
  return { exitCode, wallMs, peakRssMb: kb / 1024, cpuMs: (userS + systemS) * 1000, stdout, stderr };
}
