/**
 * The caps on agent spend end to end on `dist/index.js` (issue 38): `agent-jobs-per-pr` stops a
 * new job on a pull request that has had its share, `agent-uses-per-day` stops any send once the
 * repository's runs spent the day's uses — across pull requests, and with the triage's jobs
 * counted against the same daily cap. A capped run sends nothing, says which cap, the count and
 * when it resets, and succeeds with status `capped`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/agent-job/marker.ts';
import { utcDay } from '../../src/agent-job/caps.ts';
import { parseCounterRef } from '../../src/agent-job/use-refs.ts';
import type { StoredIssueComment } from '../fakes/github.ts';
import { docsSiteAnalytics, weekRange } from '../fakes/docs-site.ts';
import { startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../harness/payloads.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';

const ACTION_LOGIN = 'github-actions[bot]';
/** Two code pull requests (and the agent's own, #42). */
const PR_A = 2;
const PR_B = 5;

/** A world with no `job-id` input (each PR starts its own job) and the given caps. */
async function capsWorld(caps: Record<string, string>): Promise<FollowUpWorld> {
  const world = await startFollowUpWorld({ github: { pulls: { [PR_A]: {}, [PR_B]: {}, 42: {} } } });
  delete world.inputs['job-id'];
  Object.assign(world.inputs, caps);
  return world;
}

/** Seeds `body` by alice on `pull` and runs the action on its `issue_comment` event. */
async function comment(
  world: FollowUpWorld,
  pull: number,
  body: string,
): Promise<{ run: ActionRun; trigger: StoredIssueComment }> {
  const trigger = world.github.seedIssueComment({ issueNumber: pull, body, login: 'alice' });
  const payload = issueCommentEvent({ id: trigger.id, body, login: 'alice', pullNumber: pull });
  return { run: await world.run({ eventName: 'issue_comment', eventPayload: payload }), trigger };
}

/** The action's comments on `pull`, oldest first. */
function ours(world: FollowUpWorld, pull: number): StoredIssueComment[] {
  return world.github.issueComments.filter((c) => c.user.login === ACTION_LOGIN && c.issue_number === pull);
}

/** The newest body of the action's comment answering `trigger`. */
function answer(world: FollowUpWorld, trigger: StoredIssueComment): string {
  const reply = world.github.issueComments.find(
    (c) => c.user.login === ACTION_LOGIN && c.id > trigger.id && c.issue_number === trigger.issue_number,
  );
  return reply ? (reply.edits.at(-1) ?? reply.body) : '';
}

/** Today's counter refs of `kind` in the repository (one per agent use, or per capped request). */
function counted(world: FollowUpWorld, kind: 'use' | 'capped'): number {
  const today = utcDay(Date.now());
  return world.github.refs.filter((r) => {
    const parsed = parseCounterRef(r.ref);
    return parsed?.kind === kind && parsed.day === today;
  }).length;
}

describe('agent-jobs-per-pr and agent-uses-per-day on follow-up, across pull requests', () => {
  let world: FollowUpWorld;
  const runs: Array<{ run: ActionRun; trigger: StoredIssueComment; creates: number; messages: number }> = [];
  const step = (index: number): (typeof runs)[number] => {
    const found = runs[index];
    if (found === undefined) throw new Error(`run ${index} did not happen`);
    return found;
  };

  beforeAll(async () => {
    world = await capsWorld({ 'agent-jobs-per-pr': '2', 'agent-uses-per-day': '4' });
    const steps: Array<[number, string]> = [
      [PR_A, '/mintlify --new document the deploy flag'], // job 1 on A: 1 of 4 today
      [PR_A, '/mintlify --new document the rollback flag'], // job 2 on A: 2 of 4
      [PR_A, '/mintlify --new document the dry-run flag'], // A has had 2 of 2 new jobs: capped
      [PR_A, '/mintlify also mention the exit codes'], // a message, not a new job: 3 of 4
      [PR_B, '/mintlify document the config file'], // job 3, on B: 4 of 4
      [PR_B, '/mintlify add an example'], // the day's 4 uses are spent: capped
    ];
    for (const [pull, body] of steps) {
      const done = await comment(world, pull, body);
      runs.push({ ...done, creates: world.mintlify.count('create'), messages: world.mintlify.count('message') });
    }
  }, 120_000);

  afterAll(async () => {
    expect(world.mintlify.violations).toEqual([]);
    await world.close();
  });

  it('starts jobs and sends messages while under both caps, the progress comment showing the day’s count', () => {
    for (const index of [0, 1, 3, 4]) expect(runs[index]?.run.exitCode, runs[index]?.run.stdout).toBe(0);
    expect(runs.map((r) => r.run.outputs.status)).toEqual([
      'completed',
      'completed',
      'capped',
      'completed',
      'completed',
      'capped',
    ]);
    expect(answer(world, step(0).trigger)).toContain('agent uses today: 1 of 4');
    expect(answer(world, step(1).trigger)).toContain('agent uses today: 2 of 4');
    expect(answer(world, step(3).trigger)).toContain('agent uses today: 3 of 4');
    expect(answer(world, step(4).trigger)).toContain('agent uses today: 4 of 4');
  });

  it('stops a third new job on one pull request: nothing sent, the reply names agent-jobs-per-pr and the count, the step succeeds', () => {
    const capped = step(2);
    expect(capped.run.exitCode, capped.run.stdout).toBe(0);
    expect(capped.creates).toBe(step(1).creates);
    expect(capped.messages).toBe(step(1).messages);
    const reply = answer(world, capped.trigger);
    expect(reply).toContain('`agent-jobs-per-pr` is reached: 2 of 2 new agent jobs were started on this pull request');
    expect(reply).toContain('does not reset with time');
    expect(reply).toContain('Nothing was sent to the agent.');
    // The reply names its trigger (nothing sent, no job), so no later run's backlog delivers it again.
    expect(parseMarker(reply)).toMatchObject({
      jobId: undefined,
      state: 'not-sent',
      triggers: [`ic:${capped.trigger.id}`],
    });
    expect(capped.run.summary).toContain('Capped:');
  });

  it('answers a capped instruction once: the later runs on that pull request do not deliver it again', () => {
    const capReplies = ours(world, PR_A).filter((c) =>
      (c.edits.at(-1) ?? c.body).includes('`agent-jobs-per-pr` is reached'),
    );
    expect(capReplies).toHaveLength(1);
  });

  it('still sends a message to the linked job on that pull request: a message is not a new job', () => {
    expect(step(3).messages).toBe(step(2).messages + 1);
    expect(step(3).creates).toBe(step(2).creates);
  });

  it('stops any send once the day’s uses are spent on another pull request: the reply says when the count resets', () => {
    const capped = step(5);
    expect(capped.run.exitCode, capped.run.stdout).toBe(0);
    expect(world.mintlify.count('create')).toBe(3);
    expect(capped.messages).toBe(step(4).messages);
    expect(capped.creates).toBe(step(4).creates);
    const reply = answer(world, capped.trigger);
    expect(reply).toContain('`agent-uses-per-day` is reached: 4 of 4 agent uses today');
    expect(reply).toMatch(/resets at 00:00 UTC \(\d{4}-\d{2}-\d{2} 00:00 UTC, in (\d+ h)?( ?\d+ min)?\)/);
    expect(ours(world, PR_B)).toHaveLength(2);
  });

  it('keeps one git ref per agent use of today (UTC) in the repository, and one per request the daily cap refused', () => {
    expect(counted(world, 'use')).toBe(4);
    expect(counted(world, 'capped')).toBe(1);
    const capped = step(5).run.stdout;
    expect(capped).toContain(`::notice::Capped: The daily cap agent-uses-per-day is reached: 4 of 4`);
  });
});

describe('the triage within the daily cap it shares with follow-up', () => {
  let world: FollowUpWorld;
  let outputDir: string;
  let first: ActionRun;
  let triage: ActionRun;
  let after: { run: ActionRun; trigger: StoredIssueComment };

  beforeAll(async () => {
    world = await capsWorld({ 'agent-uses-per-day': '3' });
    outputDir = await mkdtemp(join(tmpdir(), 'caps-e2e-'));
    const week = new Date(Date.UTC(2026, 10, 9));
    world.mintlify.setAnalytics(docsSiteAnalytics(week));
    first = (await comment(world, PR_A, '/mintlify document the deploy flag')).run; // 1 of 3
    triage = await runAction({
      inputs: {
        mode: 'analytics',
        'api-key': world.mintlify.apiKey,
        'project-id': world.mintlify.projectId,
        'api-url': world.mintlify.url,
        'output-dir': outputDir,
        ...weekRange(week, 2),
        compare: 'none',
        resume: 'false',
        'upload-artifact': 'false',
        'github-token': 'ghs_test_token',
        'file-issues': 'true',
        'max-issues': '3',
        'agent-findings': '3',
        'agent-uses-per-day': '3',
      },
      eventName: 'schedule',
      eventPayload: { schedule: '17 6 * * 1', repository: { full_name: EXAMPLE_REPO, private: true } },
      env: { GITHUB_API_URL: world.github.url, GITHUB_REPOSITORY: EXAMPLE_REPO },
    });
    after = await comment(world, PR_B, '/mintlify document the config file');
  }, 120_000);

  afterAll(async () => {
    await world.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  it('starts only the jobs the day has left after follow-up’s use, and succeeds saying the cap stopped it', () => {
    expect(first.outputs.status).toBe('completed');
    expect(triage.exitCode, triage.stdout + triage.stderr).toBe(0);
    expect(triage.outputs['issues-opened']).toBe('3');
    expect(triage.outputs['agent-jobs']).toBe('2');
    expect(world.mintlify.count('create')).toBe(3);
    expect(triage.stdout).toContain('Agent uses today: 3 of 3.');
    expect(triage.summary).toContain(
      '2 of 3 agent jobs started; stopped: The daily cap agent-uses-per-day is reached: 3 of 3',
    );
  });

  it('leaves the capped finding without a job, so a later run can start it', () => {
    const withJob = world.github.issues.filter((i) => i.labels.includes('mintlify-agent'));
    expect(withJob).toHaveLength(2);
  });

  it('caps follow-up on another pull request once the triage spent the rest of the day', () => {
    expect(after.run.exitCode, after.run.stdout).toBe(0);
    expect(after.run.outputs.status).toBe('capped');
    expect(world.mintlify.count('create')).toBe(3);
    expect(answer(world, after.trigger)).toContain('3 of 3 agent uses today');
    expect(counted(world, 'use')).toBe(3);
  });

  it('shows the spend on the dashboard issue and in the job summary: today against the cap, the capped request', () => {
    const dashboard = world.github.issues.find((i) => i.title.startsWith('Docs health dashboard'));
    const body = dashboard?.body ?? '';
    expect(body).toContain('## Agent spend');
    expect(body).toContain(`Today (${utcDay(Date.now())} UTC): **3 of 3 agent uses**`);
    expect(body).toContain('1 request capped');
    expect(triage.summary).toContain('<h2>Agent spend</h2>');
    expect(triage.summary).toContain('<strong>3 of 3 agent uses</strong>');
  });
});
