/**
 * Blind snapshots never verify a fix (issue 39, point 3), end to end on `dist/index.js`. A content
 * gap is filed and handed to an agent job whose PR is merged; then two weekly snapshots are each
 * completed over two runs with visitor text left out (`visitor-text: exclude`, `max-requests: 6`:
 * the first run completes `searches` and stops before `feedback`, the second continues): the
 * search rows the second run keeps from the first hold no query text, so those snapshots cannot
 * see content gaps. They must not close the issue as "Fixed, verified by readers".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeArtifactService } from '../fakes/artifact-service.ts';
import { docsSiteWeeks, weekOf } from '../fakes/docs-site-weeks.ts';
import { startFakeGitHub, type FakeGitHub, type FakePullRequestSpec } from '../fakes/github.ts';
import { startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import type { ActionRun } from '../harness/run-action.ts';
import { HistoryFileSchema, type HistoryFile } from '../../src/findings/history.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const WEEK1 = new Date(Date.UTC(2026, 8, 7));

let world: AnalyticsWorld;
let github: FakeGitHub;
const pulls: Record<number, FakePullRequestSpec> = { 7: { title: 'Document the searched page' } };
const runs: ActionRun[] = [];
let history: HistoryFile | undefined;

async function snapshot(week: number, runId: number, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const artifacts = await startFakeArtifactService();
  try {
    const run = await world.run(
      {
        ...weekOf(WEEK1, week),
        'github-token': 'ghs_test_token',
        'file-issues': 'true',
        'agent-findings': '1',
        ...inputs,
      },
      { env: { ...artifacts.env(), GITHUB_API_URL: github.url, GITHUB_RUN_ID: String(runId) } },
    );
    for (const a of artifacts.artifacts)
      if (a.finalized && a.zip !== undefined) github.seedArtifact({ name: a.name, zip: a.zip, runId });
    runs.push(run);
    return run;
  } finally {
    await artifacts.close();
  }
}

beforeAll(async () => {
  world = await startAnalyticsWorld('blind-e2e-');
  github = await startFakeGitHub({ repo: 'acme/docs', pulls });
  world.mintlify.setAnalytics(docsSiteWeeks(WEEK1));
  world.mintlify.queueCreatedJob({ pollsUntilDone: 1, prLink: 'https://github.com/acme/docs/pull/7' });
  await snapshot(1, 4001, { 'visitor-text': 'include' });
  // The agent's PR is recorded on the issue (reconcile), then merged before week 2 starts.
  await world.run(
    { mode: 'reconcile', 'github-token': 'ghs_test_token' },
    { env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '4999' } },
  );
  Object.assign(pulls[7] ?? {}, { mergedAt: '2026-09-13T12:00:00Z' });
  const blind = { 'visitor-text': 'exclude', 'max-requests': '6', 'agent-findings': '0' };
  await snapshot(2, 4002, blind);
  await snapshot(2, 4003, blind);
  await snapshot(3, 4004, blind);
  await snapshot(3, 4005, blind);
  history = HistoryFileSchema.parse(JSON.parse(await readFile(join(world.outputDir, 'history.json'), 'utf8')));
}, 150_000);

afterAll(async () => {
  await world?.close();
  await github?.close();
});

describe('snapshots blind to content gaps', () => {
  it('are complete snapshots built over two runs each, which record that they could not measure content gaps', () => {
    for (const run of runs) expect(run.exitCode, run.stdout).toBe(0);
    expect(runs[1]?.stdout).toMatch(/Snapshot incomplete/);
    expect(runs[2]?.stdout).toMatch(/Resume: continuing artifact/);
    const last = history?.snapshots.slice(-2) ?? [];
    expect(last.map((s) => s.complete)).toEqual([true, true]);
    for (const s of last) expect(s.measured).not.toContain('content-gap');
  });

  it('never close the content gap as verified by readers: the fix is still waiting for snapshots that can see it', () => {
    const issue = github.issues.find((i) => (i.body ?? '').includes('mintlify-action fix pr="7"'));
    expect(issue?.state).toBe('open');
    expect(github.issueComments.filter((c) => c.body.includes('verified by readers'))).toEqual([]);
    expect(issue?.body).toContain('The next two full snapshots that start after the merge check');
  });
});
