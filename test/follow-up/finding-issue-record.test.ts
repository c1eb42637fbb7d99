/**
 * The finding issue's record across runs of different concurrency groups (issue 48, points 6 and 9), in-process over
 * loopback HTTP against the fake GitHub and the fake Mintlify: a follow-up run records its job on the finding issue as
 * soon as the job is started, before it watches it, and a run whose watch ends after a newer job was started on the
 * same issue never writes its older job over the newer one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findingMarkerSigner,
  formatFindingMarker,
  issueScope,
  parseFindingMarker,
  type FindingMarker,
} from '../../src/findings/marker.ts';
import { resolveFindingIssue, type FindingIssueTarget } from '../../src/follow-up/finding-issue.ts';
import { recordOutcomeOnFindingIssue } from '../../src/follow-up/finding-outcome.ts';
import type { FollowUpInputs } from '../../src/follow-up/inputs.ts';
import { steerAgentJob, type FollowUpDeps } from '../../src/follow-up/run.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';
import { MintlifyClient } from '../../src/mintlify/client.ts';
import { startFakeGitHub, type FakeGitHub, type StoredIssue } from '../fakes/github.ts';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../harness/payloads.ts';

const [OWNER = '', REPO = ''] = EXAMPLE_REPO.split('/');
const TOKEN = 'ghs_test_token';

let github: FakeGitHub;
let mintlify: FakeMintlify;
let clock: number;

beforeEach(async () => {
  github = await startFakeGitHub({ repo: EXAMPLE_REPO, permissions: { alice: 'write' } });
  mintlify = await startFakeMintlify();
  clock = Date.parse('2026-11-23T06:00:00Z');
});

afterEach(async () => {
  await Promise.all([github.close(), mintlify.close()]);
});

const project = () => ({ projectId: mintlify.projectId, apiUrl: mintlify.url });
const octokit = () => createOctokit({ token: TOKEN, log: () => undefined, baseUrl: github.url, pacing: NO_PACING });

function seedFindingIssue(): StoredIssue {
  const issue = github.seedIssue({
    title: 'Docs health: readers rate /guides/webhooks down',
    body: 'placeholder',
    login: 'github-actions[bot]',
    type: 'Bot',
    labels: ['docs-health'],
  });
  const marker: FindingMarker = {
    findingId: 'negative-feedback:/guides/webhooks',
    since: '2026-11-16',
    level: 7,
    jobId: undefined,
    state: 'none',
    jobStatus: undefined,
  };
  const signed = findingMarkerSigner(mintlify.apiKey, project()).sign(
    marker,
    issueScope({ owner: OWNER, repo: REPO, issueNumber: issue.number }),
  );
  issue.body = `${formatFindingMarker(signed)}\nReaders of \`/guides/webhooks\` gave it **7 thumbs-down**.`;
  return issue;
}

/** `/mintlify …` by alice on the finding issue, as the action resolves it. */
async function onIssue(issue: StoredIssue, body: string): Promise<FindingIssueTarget> {
  const comment = github.seedIssueComment({ issueNumber: issue.number, body, login: 'alice' });
  const payload = issueCommentEvent({
    id: comment.id,
    body,
    login: 'alice',
    pullNumber: issue.number,
    onPullRequest: false,
  });
  const target = await resolveFindingIssue('issue_comment', payload, {
    octokit: octokit(),
    apiKey: mintlify.apiKey,
    project: project(),
    triggerPhrase: '/mintlify',
    warn: () => undefined,
  });
  if (!target) throw new Error('not resolved as a finding issue');
  return target;
}

/** One follow-up run on the finding issue as `action.ts` runs it: steer, then record the outcome on the issue. */
async function run(
  target: FindingIssueTarget,
  inputs: Partial<FollowUpInputs>,
  sleep: (ms: number) => Promise<void> = async (ms) => {
    clock += ms;
  },
): Promise<void> {
  const deps: FollowUpDeps = {
    inputs: {
      mode: 'follow-up',
      apiKey: mintlify.apiKey,
      projectId: mintlify.projectId,
      apiUrl: mintlify.url,
      requestTimeoutMs: 5000,
      docsStatus: false,
      jobId: undefined,
      prompt: undefined,
      triggerPhrase: '/mintlify',
      agentLabel: 'mintlify-agent',
      wait: false,
      pollIntervalSeconds: 10,
      timeoutSeconds: 600,
      comment: true,
      includeContext: false,
      createJob: true,
      githubToken: TOKEN,
      caps: { jobsPerItem: 5, usesPerDay: 1000 },
      ...inputs,
    },
    event: target.trigger,
    runUrl: `https://github.com/${EXAMPLE_REPO}/actions/runs/1`,
    mintlify: new MintlifyClient({
      apiUrl: mintlify.url,
      apiKey: mintlify.apiKey,
      projectId: mintlify.projectId,
      requestTimeoutMs: 5000,
      retry: { limit: 0, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1 },
    }),
    octokit: octokit(),
    now: () => clock,
    sleep: async (ms) => sleep(ms),
    signal: new AbortController().signal,
    log: { info: () => undefined, notice: () => undefined, warning: () => undefined },
    saveState: () => undefined,
    findingIssue: target,
  };
  const result = await steerAgentJob(deps);
  await recordOutcomeOnFindingIssue(deps.inputs, octokit(), target, result, {
    runUrl: deps.runUrl,
    log: { info: () => undefined, warning: () => undefined },
    now: () => clock,
  });
}

describe('the finding issue records a job from the moment it is started', () => {
  it('names the job on the issue while the run that started it is still watching it (a snapshot then starts no second one)', async () => {
    const issue = seedFindingIssue();
    mintlify.setCreatedJobDefaults({ pollsUntilDone: 3 });
    const seenWhileWatching: Array<FindingMarker | undefined> = [];
    await run(await onIssue(issue, '/mintlify document the signature check'), { wait: true }, async (ms) => {
      seenWhileWatching.push(parseFindingMarker(issue.body));
      clock += ms;
    });
    const jobId = mintlify.createdJobs[0]?.jobId;
    expect(seenWhileWatching.length).toBeGreaterThan(0);
    for (const marker of seenWhileWatching) expect(marker).toMatchObject({ state: 'started', jobId });
    expect(parseFindingMarker(issue.body)).toMatchObject({ state: 'started', jobId, jobStatus: 'completed' });
  });
});

describe('records only move forward across concurrency groups', () => {
  it('a watch that ends after a newer --new on the same finding issue leaves the newer job recorded', async () => {
    const issue = seedFindingIssue();
    mintlify.setCreatedJobDefaults({ pollsUntilDone: 3 });
    const older = await onIssue(issue, '/mintlify document the signature check');
    let interleaved = false;
    // While the first run watches its job, a `--new` on the issue (another concurrency group) starts a newer one.
    await run(older, { wait: true }, async (ms) => {
      clock += ms;
      if (interleaved) return;
      interleaved = true;
      mintlify.setCreatedJobDefaults({ pollsUntilDone: 1_000_000 });
      await run(await onIssue(issue, '/mintlify --new start over'), {});
    });
    const [first, second] = mintlify.createdJobs.map((j) => j.jobId);
    expect(second).toBeDefined();
    expect(mintlify.getJob(first ?? '')?.status).toBe('completed');
    const marker = parseFindingMarker(issue.body);
    expect(marker).toMatchObject({ state: 'started', jobId: second, jobStatus: 'active' });
    // The older job's end is still reported, on its own progress comment and in one "finished" comment.
    const finished = github.issueComments.filter((c) => c.issue_number === issue.number && c.body.includes('finished'));
    expect(finished.map((c) => c.body).join('\n')).not.toContain(`\`${second}\` finished`);
  });
});
