/**
 * Runs the built action (`dist/index.js`) the way the GitHub Actions runner does: a child
 * Node process with `INPUT_*` variables, `GITHUB_EVENT_NAME`/`GITHUB_EVENT_PATH`, and the
 * `GITHUB_OUTPUT`, `GITHUB_STEP_SUMMARY` and `GITHUB_STATE` files, which are parsed back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Path of the bundle under test (`ACTION_DIST_ENTRY` overrides it, e.g. for a bundle built elsewhere). */
export const DIST_ENTRY =
  process.env.ACTION_DIST_ENTRY ?? fileURLToPath(new URL('../../dist/index.js', import.meta.url));

/** How to run the action once. */
export interface RunActionOptions {
  /** Inputs by their action.yml names (`api-key`, `mode`…). Omitted inputs are unset, as when a workflow leaves them out (defaults then come from the action's own code). */
  inputs: Record<string, string>;
  eventName?: string;
  /** Webhook payload written to the file `GITHUB_EVENT_PATH` points at. */
  eventPayload?: unknown;
  /**
   * Extra environment (e.g. `GITHUB_API_URL`, the artifact service's variables). The default
   * environment sets `MINTLIFY_ACTION_GITHUB_PACING=none` (no waits between GitHub writes).
   */
  env?: Record<string, string>;
  /** Kill the process after this many milliseconds (default 60 s). */
  timeoutMs?: number;
  /** Called once the child has spawned (e.g. to send SIGINT later). */
  onSpawn?: (child: ChildProcess) => void;
  /** Saved state of an earlier main step: runs the `post:` step (`STATE_*` variables). */
  state?: Record<string, string>;
  /** Working directory for files the run writes (default: a new temp dir). */
  workDir?: string;
  /**
   * Run a sub-action (`agent`, `analytics`) as the runner does: the file its `action.yml` names
   * in `runs.main` (e.g. `../dist/agent.js`), with that action.yml's defaults for every input not
   * given (`${{ github.token }}` becomes {@link RunActionOptions.githubToken}). Default: the root
   * action, `dist/index.js`, without applying defaults.
   */
  action?: 'agent' | 'analytics';
  /** The workflow token a sub-action's `${{ github.token }}` default stands for (default `ghs_test_token`). */
  githubToken?: string;
}

/** A sub-action's entry file and its inputs' defaults, from its action.yml. */
async function subAction(name: string): Promise<{ entry: string; defaults: Record<string, string> }> {
  const file = fileURLToPath(new URL(`../../${name}/action.yml`, import.meta.url));
  const yml = parse(await readFile(file, 'utf8')) as {
    inputs: Record<string, { default?: string }>;
    runs: { main: string };
  };
  const entry = process.env.ACTION_DIST_ENTRY
    ? join(dirname(process.env.ACTION_DIST_ENTRY), `${name}.js`)
    : resolve(dirname(file), yml.runs.main);
  const defaults: Record<string, string> = {};
  for (const [input, spec] of Object.entries(yml.inputs))
    if (spec.default !== undefined) defaults[input] = spec.default;
  return { entry, defaults };
}

/** What a run left behind. */
export interface ActionRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  /** Contents of `GITHUB_STEP_SUMMARY`. */
  summary: string;
  /** Values saved with `core.saveState`. */
  state: Record<string, string>;
  durationMs: number;
  workDir: string;
}

/** Parses the `name<<DELIMITER\nvalue\nDELIMITER` file format of `GITHUB_OUTPUT`/`GITHUB_STATE`. */
export function parseCommandFile(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
      result[name] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      result[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return result;
}

/** Runs `dist/index.js` (or a sub-action's entry) once and collects its outputs. */
export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const workDir = options.workDir ?? (await mkdtemp(join(tmpdir(), 'mintlify-action-')));
  const files = {
    output: join(workDir, 'github_output'),
    summary: join(workDir, 'step_summary.md'),
    state: join(workDir, 'github_state'),
    event: join(workDir, 'event.json'),
  };
  await Promise.all([
    writeFile(files.output, ''),
    writeFile(files.summary, ''),
    writeFile(files.state, ''),
    writeFile(files.event, JSON.stringify(options.eventPayload ?? {})),
  ]);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? workDir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_TEMP: workDir,
    GITHUB_WORKSPACE: workDir,
    GITHUB_EVENT_NAME: options.eventName ?? 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1234567890',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
    GITHUB_ACTION: 'mintlify',
    GITHUB_ACTOR: 'octocat',
    GITHUB_SHA: 'ffac537e6cbbf934b08745a378932722df287a53',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_WORKFLOW: 'docs',
    GITHUB_WORKFLOW_REF: 'acme/docs/.github/workflows/docs-health.yml@refs/heads/main',
    // The fake GitHub API has no secondary rate limits: no 1 s/3 s spacing of writes, and
    // retry-after and retry back-offs in zero seconds. A test about GitHub's pacing sets ''.
    MINTLIFY_ACTION_GITHUB_PACING: 'none',
    ...options.env,
  };
  const sub = options.action === undefined ? undefined : await subAction(options.action);
  const inputs = { ...sub?.defaults, ...options.inputs };
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value.replace(
      /^\$\{\{ github\.token \}\}$/,
      options.githubToken ?? 'ghs_test_token',
    );
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;

  const started = Date.now();
  const child = spawn(process.execPath, [sub?.entry ?? DIST_ENTRY], {
    env,
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (code, sig) => resolve([code, sig])),
  );
  clearTimeout(timer);
  const [outputText, summary, stateText] = await Promise.all([
    readFile(files.output, 'utf8'),
    readFile(files.summary, 'utf8'),
    readFile(files.state, 'utf8'),
  ]);
  return {
    exitCode,
    signal,
    stdout,
    stderr,
    outputs: parseCommandFile(outputText),
    summary,
    state: parseCommandFile(stateText),
    durationMs: Date.now() - started,
    workDir,
  };
}

/**
 * An `onSpawn` callback that sends `signal` to the action once `condition()` holds (checked
 * every 20 ms), and records when it did in `sent.at` (epoch ms; 0 until then).
 */
export function signalWhen(
  condition: () => boolean,
  signal: NodeJS.Signals,
): { onSpawn: (child: ChildProcess) => void; sent: { at: number } } {
  const sent = { at: 0 };
  return {
    sent,
    onSpawn: (child) => {
      const timer = setInterval(() => {
        if (!condition()) return;
        clearInterval(timer);
        sent.at = Date.now();
        child.kill(signal);
      }, 20);
      child.on('close', () => clearInterval(timer));
    },
  };
}
