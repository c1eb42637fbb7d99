/**
 * Keys rotate, links hold (issue 45), end to end on `dist/index.js`: one Mintlify project with three
 * admin keys — A (write, revoked half-way), B (write, the rotated-in key) and R (read-scoped: 403 on
 * creating or messaging a job). The records the action keeps on GitHub carry no key, so whichever key
 * of the project a run holds, it reads and writes the same records: a job handed off with A is
 * steered with B and its end reported with R, once; a finding issue a snapshot filed with R is handed
 * to the agent from the B workflow, and its end reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseMarker } from '../../src/agent-job/marker.ts';
import { parseFindingMarker } from '../../src/findings/marker.ts';
import { docsSiteAnalytics, weekRange } from '../fakes/docs-site.ts';
import type { ActionRun } from '../harness/run-action.ts';
import {
  AGENT_PR_URL,
  PR_NUMBER,
  legacySignedMarker,
  startFollowUpWorld,
  type FollowUpWorld,
} from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, issueCommentEvent, scheduleEvent } from '../harness/payloads.ts';

const KEY_A = 'mint_key_a_revoked_0001';
const KEY_B = 'mint_key_b_rotated_0002';
const KEY_READ = 'mint_key_r_readonly_0003';
/** The fake's keys, live: a test revokes A by marking it expired. */
const keys: Record<string, { scopes?: Array<'read' | 'write'>; expired?: boolean }> = {
  [KEY_A]: {},
  [KEY_B]: {},
  [KEY_READ]: { scopes: ['read'] },
};
const LABEL = 'mintlify-agent';
const BOT = 'github-actions[bot]';

let world: FollowUpWorld;

function comment(issueNumber: number, body: string, onPullRequest: boolean) {
  const seeded = world.github.seedIssueComment({ issueNumber, body, login: 'alice' });
  return {
    eventName: 'issue_comment',
    eventPayload: issueCommentEvent({ id: seeded.id, body, login: 'alice', pullNumber: issueNumber, onPullRequest }),
  };
}

function reconcile(apiKey: string): Promise<ActionRun> {
  return world.run({
    inputs: { mode: 'reconcile', 'api-key': apiKey, 'job-id': undefined, 'poll-interval': undefined },
    eventName: 'schedule',
    eventPayload: scheduleEvent(),
  });
}

/** The workflow's comments on item `n`. */
function ours(n: number) {
  return world.github.issueComments.filter((c) => c.issue_number === n && c.user.login === BOT);
}

describe('a job handed off with key A, steered with key B after A is revoked, reported with the read key R', () => {
  let handedOff: ActionRun;
  let refusedA: ActionRun;
  let whileRunning: ActionRun;
  let steered: ActionRun;
  let reported: ActionRun;
  let again: ActionRun;
  let jobId: string;
  beforeAll(async () => {
    world = await startFollowUpWorld({ mintlify: { keys } });
    world.mintlify.setCreatedJobDefaults({
      pollsUntilDone: 100_000,
      source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'feature-42' },
    });
    handedOff = await world.run({
      inputs: { 'api-key': KEY_A, 'job-id': undefined, wait: 'false' },
      ...comment(PR_NUMBER, '/mintlify document the --dry-run flag', true),
    });
    jobId = world.mintlify.createdJobs[0]?.jobId ?? '';
    keys[KEY_A] = { expired: true };
    refusedA = await reconcile(KEY_A);
    whileRunning = await reconcile(KEY_READ);
    steered = await world.run({
      inputs: { 'api-key': KEY_B, 'job-id': undefined, wait: 'false' },
      ...comment(PR_NUMBER, '/mintlify also document --verbose', true),
    });
    world.mintlify.addJob({
      id: jobId,
      status: 'completed',
      pollsUntilDone: 0,
      prLink: AGENT_PR_URL,
      source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'feature-42' },
    });
    reported = await reconcile(KEY_READ);
    again = await reconcile(KEY_READ);
  }, 60_000);
  afterAll(() => world.close());

  it('key A hands the job off: one job created, the PR labelled', () => {
    expect(handedOff.exitCode, handedOff.stdout).toBe(0);
    expect(handedOff.outputs.status).toBe('active');
    expect(world.mintlify.createdJobs).toHaveLength(1);
  });

  it('once A is revoked, a reconcile holding it is refused by Mintlify (401, said in the log) and leaves the record as it is', () => {
    expect(refusedA.stdout).toMatch(/HTTP 401: the API key is invalid or has expired/);
    expect(refusedA.outputs['jobs-finished']).toBe('0');
  });

  it('the read key R finds the job and reads it (still running) without a warning about the record', () => {
    expect(whileRunning.exitCode, whileRunning.stdout).toBe(0);
    expect(whileRunning.outputs).toMatchObject({ 'jobs-checked': '1', 'jobs-finished': '0' });
    expect(whileRunning.stdout).not.toContain('Ignored the marker');
  });

  it('key B steers the same job: a message to it, no second job', () => {
    expect(steered.exitCode, steered.stdout).toBe(0);
    expect(world.mintlify.createdJobs).toHaveLength(1);
    expect(world.mintlify.messages.map((m) => [m.jobId, m.prompt])).toEqual([[jobId, 'also document --verbose']]);
  });

  it('the read key R reports the end once, on every progress comment, and removes the label', () => {
    expect(reported.exitCode, reported.stdout).toBe(0);
    expect(reported.outputs).toMatchObject({ 'jobs-finished': '1' });
    const progress = ours(PR_NUMBER).filter((c) => parseMarker(c.body)?.jobId === jobId);
    expect(progress.map((c) => parseMarker(c.body)?.state)).toEqual(['ended', 'ended']);
    expect(world.github.labelsOf(PR_NUMBER)).not.toContain(LABEL);
    expect(again.outputs).toMatchObject({ 'jobs-finished': '0' });
  });
});

describe('a finding issue filed by a snapshot holding the read key, handed to the agent from the write-key workflow', () => {
  let snapshot: ActionRun;
  let handed: ActionRun;
  let outputDir: string;
  let issueNumber: number;
  beforeAll(async () => {
    world = await startFollowUpWorld({ mintlify: { keys } });
    outputDir = await mkdtemp(join(tmpdir(), 'key-rotation-'));
    const week1 = new Date(Date.UTC(2026, 10, 9));
    world.mintlify.setAnalytics(docsSiteAnalytics(week1));
    world.mintlify.setCreatedJobDefaults({
      pollsUntilDone: 1,
      prLink: AGENT_PR_URL,
      source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'feature-42' },
    });
    snapshot = await world.run({
      inputs: {
        mode: 'analytics',
        'api-key': KEY_READ,
        'job-id': undefined,
        'poll-interval': undefined,
        ...weekRange(week1, 2),
        compare: 'none',
        'upload-artifact': 'false',
        'output-dir': outputDir,
        'file-issues': 'true',
        'max-issues': '1',
      },
      eventName: 'schedule',
      eventPayload: scheduleEvent(),
    });
    issueNumber = world.github.issues.find((i) => parseFindingMarker(i.body) !== undefined)?.number ?? 0;
    handed = await world.run({
      inputs: { 'api-key': KEY_B, 'job-id': undefined },
      ...comment(issueNumber, '/mintlify rewrite this section', false),
    });
  }, 60_000);
  afterAll(async () => {
    await world.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  it('the read-key snapshot files the finding issue', () => {
    expect(snapshot.exitCode, snapshot.stdout).toBe(0);
    expect(issueNumber).toBeGreaterThan(0);
  });

  it('the write-key /mintlify on it starts one job for the finding and reports its end on the issue', () => {
    expect(handed.exitCode, handed.stdout).toBe(0);
    expect(handed.stdout).not.toContain('not a pull request');
    expect(world.mintlify.createdJobs).toHaveLength(1);
    const jobId = world.mintlify.createdJobs[0]?.jobId;
    const issue = world.github.issues.find((i) => i.number === issueNumber);
    expect(parseFindingMarker(issue?.body)).toMatchObject({ jobId, state: 'started', jobStatus: 'completed' });
    expect(handed.outputs).toMatchObject({ 'job-id': jobId, status: 'completed', 'pr-link': AGENT_PR_URL });
    expect(ours(issueNumber).some((c) => c.body.includes(`**Agent job completed:** \`${jobId}\``))).toBe(true);
  });
});

describe('a job handed off by an earlier release, whose key is no longer configured', () => {
  let run: ActionRun;
  beforeAll(async () => {
    world = await startFollowUpWorld({ mintlify: { keys }, github: { pulls: { [PR_NUMBER]: { labels: [LABEL] } } } });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: `${legacySignedMarker(world, { jobId: 'job_old', triggers: [`ic:${trigger.id}`], state: 'sent' }, 'mint_key_rotated_out_0009')}\n**Mintlify agent** — sent`,
      login: BOT,
      type: 'Bot',
    });
    run = await reconcile(KEY_B);
  });
  afterAll(() => world.close());

  it("is set aside, and reconcile's job summary and annotations say which record, why and what to do", () => {
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['jobs-checked']).toBe('0');
    const sentence =
      /The action's record in \S+ \(agent job job_old\) no longer counts: an earlier release of the action signed it with an API key that is not configured now; configure that key again until its job has ended, run the workflow with `job-id: job_old`/;
    expect(run.stdout).toMatch(new RegExp(`::warning::${sentence.source}`));
    // The summary's cell is cut to its width; the sentence starts there whole.
    expect(run.summary.replace(/&#39;/g, "'")).toContain(
      "left alone: The action's record in https://github.com/Codertocat/Hello-World/pull/2#issuecomment-",
    );
    expect(run.summary).toContain('(agent job job_old) no longer counts: an earlier release of the action signed it');
  });
});
