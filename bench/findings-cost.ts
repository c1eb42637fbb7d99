/**
 * What docs health costs (issue 19, target 4): an `analytics` snapshot with `findings: true` and
 * `compare: previous-artifact` against the same snapshot with `findings: false` and
 * `compare: none` — wall time (target ≤ 1.05×) and Mintlify requests (target: the same). The
 * run with findings also carries `history.json` forward from the previous artifact, judges
 * traffic drops against it and draws the trend charts (issue 29): no history without findings.
 *
 * Data: the fake docs site of `test/fakes/docs-site.ts` (two weeks of a realistic API docs
 * site). Week 1 runs once and uploads its artifact to the fake artifact service; the fake
 * GitHub then lists it as the repository's previous artifact, and every timed run snapshots
 * week 2, uploading its own artifact (the weekly workflow's default) to a fresh fake artifact
 * service (an artifact name is unique per workflow run). The two variants alternate, order
 * rotated each round; medians. `BENCH_FILE_ISSUES=true` adds `file-issues: true` to the run with
 * findings (the fake GitHub takes the issues and the dashboard), to compare two bundles' triage.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startFakeArtifactService } from '../test/fakes/artifact-service.ts';
import { docsSiteAnalytics, DOCS_URL, weekRange } from '../test/fakes/docs-site.ts';
import { startFakeGitHub } from '../test/fakes/github.ts';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';
import { parseCommandFile } from '../test/harness/run-action.ts';
import { median, spawnMeasured, type ChildRun } from './measure.ts';

const WEEK1 = new Date(Date.UTC(2026, 10, 9));
const PRIVATE_REPOSITORY_EVENT = {
  schedule: '17 6 * * 1',
  repository: { full_name: 'acme/docs', private: true, visibility: 'private', default_branch: 'main' },
};

/** Medians of the two variants, and whether every run succeeded as expected. */
export interface FindingsCost {
  withMs: number;
  withoutMs: number;
  /** Median CPU time (user + system) of the child, each variant, in ms (NaN without GNU time). */
  withCpuMs: number;
  withoutCpuMs: number;
  /** Mintlify requests of one run (the most seen), each variant. */
  withRequests: number;
  withoutRequests: number;
  /** The `findings` output of the last run with findings. */
  findings: string;
  /** Whether every run with compare compared with week 1's snapshot (`findings.json: N findings, compared with run 1001`). */
  compared: boolean;
  ok: boolean;
}

/**
 * Runs the comparison with the bundle at `entry`, `repeat` rounds.
 * @param scratch a folder for the runs' files (removed by the caller).
 */
export async function measureFindingsCost(
  entry: string,
  repeat: number,
  scratch: string,
  gnuTime: boolean,
  log: (line: string) => void,
): Promise<FindingsCost> {
  const mintlify = await startFakeMintlify();
  const github = await startFakeGitHub();
  mintlify.setAnalytics(docsSiteAnalytics(WEEK1));
  let runId = 1000;
  const run = async (
    week: 1 | 2,
    inputs: Record<string, string>,
  ): Promise<{ run: ChildRun; requests: number; outputs: Record<string, string>; zip: Buffer | undefined }> => {
    runId += 1;
    const artifacts = await startFakeArtifactService();
    const dir = await mkdtemp(join(scratch, 'findings-'));
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
        'output-dir': join(dir, 'out'),
        'github-token': 'ghs_test_token',
        'docs-url': DOCS_URL,
        ...weekRange(WEEK1, week),
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
        // The run rules of the previous artifact (`previous-artifact-rules.ts`): the same workflow
        // file as the fake's run record of week 1 (its default run), on the default branch.
        GITHUB_REF: 'refs/heads/main',
        GITHUB_WORKFLOW_REF: 'acme/docs/.github/workflows/docs-health.yml@refs/heads/main',
        GITHUB_API_URL: github.url,
        ...artifacts.env(),
        ...Object.fromEntries(Object.entries(all).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
      };
      const before = mintlify.requests.length;
      const child = await spawnMeasured([process.execPath, entry], { env, cwd: dir, gnuTime });
      const outputs = parseCommandFile(await readFile(files.output, 'utf8').catch(() => ''));
      const zip = artifacts.artifacts.find((a) => a.finalized)?.zip;
      if (child.exitCode !== 0)
        log(`findings cost: a run failed (exit ${String(child.exitCode)})\n${child.stdout.slice(-1500)}`);
      return { run: child, requests: mintlify.requests.length - before, outputs, zip };
    } finally {
      await artifacts.close();
      await rm(dir, { recursive: true, force: true });
    }
  };
  try {
    const first = await run(1, { 'upload-artifact': 'true' });
    if (first.zip === undefined) throw new Error('findings cost: week 1 uploaded no artifact');
    github.seedArtifact({
      name: `mintlify-analytics-${mintlify.projectId}`,
      zip: first.zip,
      runId: 1001,
      createdAt: '2026-11-16T06:30:00Z',
    });
    const times = { with: [] as number[], without: [] as number[] };
    const cpu = { with: [] as number[], without: [] as number[] };
    const requests = { with: 0, without: 0 };
    let findings = '';
    let compared = true;
    let ok = first.run.exitCode === 0;
    const variants = [
      async (): Promise<void> => {
        const r = await run(2, {
          findings: 'true',
          compare: 'previous-artifact',
          'upload-artifact': 'true',
          // BENCH_FILE_ISSUES=true: the triage too (issues by topic, and the dashboard where the bundle has one).
          ...(process.env.BENCH_FILE_ISSUES === 'true' ? { 'file-issues': 'true' } : {}),
        });
        ok &&= r.run.exitCode === 0;
        findings = r.outputs.findings ?? '';
        // Said only when the previous snapshot passed the run rules and its manifest.sig verified.
        compared &&= r.run.stdout.includes(', compared with run 1001');
        requests.with = Math.max(requests.with, r.requests);
        times.with.push(r.run.wallMs);
        cpu.with.push(r.run.cpuMs);
      },
      async (): Promise<void> => {
        const r = await run(2, { findings: 'false', compare: 'none', 'upload-artifact': 'true' });
        ok &&= r.run.exitCode === 0;
        requests.without = Math.max(requests.without, r.requests);
        times.without.push(r.run.wallMs);
        cpu.without.push(r.run.cpuMs);
      },
    ];
    await variants[0]?.(); // warm-up of both
    await variants[1]?.();
    for (const list of [times.with, times.without, cpu.with, cpu.without]) list.length = 0;
    for (let round = 0; round < repeat; round += 1) {
      for (let i = 0; i < variants.length; i += 1) await variants[(round + i) % variants.length]?.();
    }
    return {
      withMs: median(times.with),
      withoutMs: median(times.without),
      withCpuMs: median(cpu.with),
      withoutCpuMs: median(cpu.without),
      withRequests: requests.with,
      withoutRequests: requests.without,
      findings,
      compared,
      ok,
    };
  } finally {
    await mintlify.close();
    await github.close();
  }
}
