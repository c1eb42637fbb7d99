/**
 * What resuming costs (issue 30): the Mintlify requests of one `analytics` snapshot built over
 * several runs (`resume: true`, a small `max-requests`, each run's artifact carried to the next
 * through the fake artifact service and the fake GitHub) against one uninterrupted export of the
 * same data with a budget large enough. Target: the same requests, no page asked twice, the same
 * files byte for byte (apart from `generatedAt`), and a run after completion making none.
 *
 * Data: every dataset generated (`test/fakes/mintlify.ts`), sizes not multiples of the limits.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startFakeArtifactService } from '../test/fakes/artifact-service.ts';
import { startFakeGitHub } from '../test/fakes/github.ts';
import { startFakeMintlify, type RecordedRequest } from '../test/fakes/mintlify.ts';
import { parseCommandFile } from '../test/harness/run-action.ts';
import { spawnMeasured } from './measure.ts';

const PRIVATE_REPOSITORY_EVENT = {
  schedule: '23 * * * *',
  repository: { full_name: 'acme/docs', private: true, visibility: 'private', default_branch: 'main' },
};
/** Budget of each resumed run: a quarter or so of what the snapshot needs. */
const MAX_REQUESTS = 25;
/** Most runs tried before giving up (a bound, not an expectation). */
const MAX_RUNS = 20;

/** The figures of the comparison. */
export interface ResumeCost {
  /** Requests of the uninterrupted export. */
  uninterrupted: number;
  /** Requests of every resumed run, in order (the run that completes it included). */
  perRun: number[];
  /** Requests of a run after completion. */
  afterComplete: number;
  /** Pages asked more than once over the resumed runs. */
  repeatedPages: number;
  /** The finished snapshot's data files equal the uninterrupted export's (apart from `generatedAt`). */
  sameFiles: boolean;
  ok: boolean;
}

function pageKey(request: RecordedRequest): string {
  return `${request.route} offset=${request.query.offset ?? ''} cursor=${request.query.cursor ?? ''}`;
}

async function dataFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of (await readdir(dir)).sort()) {
    if (['manifest.json', 'manifest.sig', 'findings.json', 'history.json'].includes(name)) continue;
    files.set(name, (await readFile(join(dir, name), 'utf8')).replace(/"generatedAt": "[^"]*"/, '"generatedAt": "…"'));
  }
  return files;
}

/**
 * Runs the comparison with the bundle at `entry`.
 * @param scratch a folder for the runs' files (removed by the caller).
 */
export async function measureResumeCost(
  entry: string,
  scratch: string,
  log: (line: string) => void,
): Promise<ResumeCost> {
  const mintlify = await startFakeMintlify();
  const github = await startFakeGitHub();
  mintlify.setAnalytics({
    views: { generated: 10_000 },
    visitors: { generated: 1_234 },
    searches: { generated: 1_234 },
    feedback: { generated: 1_234 },
    feedbackByPage: { generated: 80 },
    assistant: { generated: 5_000 },
    callerStats: { web: 4_500, api: 400, other: 100, total: 5_000 },
  });
  const artifactName = `mintlify-analytics-${mintlify.projectId}`;
  let runId = 3000;
  const run = async (
    inputs: Record<string, string>,
    outDir: string,
  ): Promise<{
    exitCode: number | null;
    requests: RecordedRequest[];
    outputs: Record<string, string>;
    uploads: Map<string, Buffer>;
    stdout: string;
  }> => {
    runId += 1;
    const artifacts = await startFakeArtifactService();
    const dir = await mkdtemp(join(scratch, 'resume-'));
    try {
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
        writeFile(files.event, JSON.stringify(PRIVATE_REPOSITORY_EVENT)),
      ]);
      const all: Record<string, string> = {
        mode: 'analytics',
        'api-key': mintlify.apiKey,
        'project-id': mintlify.projectId,
        'api-url': mintlify.url,
        'output-dir': outDir,
        'github-token': 'ghs_test_token',
        'date-from': '2026-11-09',
        'date-to': '2026-11-16',
        compare: 'none',
        ...inputs,
      };
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        GITHUB_ACTIONS: 'true',
        RUNNER_TEMP: dir,
        GITHUB_OUTPUT: files.output,
        GITHUB_STEP_SUMMARY: files.summary,
        GITHUB_STATE: files.state,
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_EVENT_PATH: files.event,
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_RUN_ID: String(runId),
        // The run rules of the previous artifact: the same workflow file, on the default branch.
        GITHUB_REF: 'refs/heads/main',
        GITHUB_WORKFLOW_REF: 'acme/docs/.github/workflows/docs-health.yml@refs/heads/main',
        GITHUB_API_URL: github.url,
        ...artifacts.env(),
        ...Object.fromEntries(Object.entries(all).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
      };
      const before = mintlify.requests.length;
      const child = await spawnMeasured([process.execPath, entry], { env, cwd: dir, gnuTime: false });
      const outputs = parseCommandFile(await readFile(files.output, 'utf8').catch(() => ''));
      if (child.exitCode !== 0)
        log(`resume cost: a run failed (exit ${String(child.exitCode)})\n${child.stdout.slice(-1500)}`);
      const uploads = new Map(
        artifacts.artifacts.filter((a) => a.finalized && a.zip !== undefined).map((a) => [a.name, a.zip as Buffer]),
      );
      return {
        exitCode: child.exitCode,
        requests: mintlify.requests.slice(before),
        outputs,
        uploads,
        stdout: child.stdout,
      };
    } finally {
      await artifacts.close();
      await rm(dir, { recursive: true, force: true });
    }
  };
  try {
    const wholeDir = await mkdtemp(join(scratch, 'whole-'));
    const whole = await run({ resume: 'false', 'max-requests': '1000', 'upload-artifact': 'false' }, wholeDir);
    let ok = whole.exitCode === 0 && whole.outputs.complete === 'true';
    const resumedDir = await mkdtemp(join(scratch, 'resumed-'));
    const perRun: number[] = [];
    const pages: string[] = [];
    let complete = false;
    for (let i = 0; i < MAX_RUNS && !complete; i += 1) {
      const r = await run({ 'max-requests': String(MAX_REQUESTS) }, resumedDir);
      ok &&= r.exitCode === 0;
      perRun.push(r.requests.length);
      pages.push(...r.requests.map(pageKey));
      complete = r.outputs.complete === 'true';
      const name = complete ? artifactName : `${artifactName}-partial`;
      const zip = r.uploads.get(name);
      if (zip === undefined) {
        ok = false;
        break;
      }
      github.seedArtifact({ name, zip, runId });
    }
    ok &&= complete;
    const after = await run({ 'max-requests': String(MAX_REQUESTS) }, resumedDir);
    ok &&= after.exitCode === 0 && after.outputs.requests === '0';
    const sameFiles =
      JSON.stringify([...(await dataFiles(resumedDir))]) === JSON.stringify([...(await dataFiles(wholeDir))]);
    return {
      uninterrupted: whole.requests.length,
      perRun,
      afterComplete: after.requests.length,
      repeatedPages: pages.length - new Set(pages).size,
      sameFiles,
      ok,
    };
  } finally {
    await mintlify.close();
    await github.close();
  }
}
