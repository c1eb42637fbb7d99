/**
 * The triage loop against the fake GitHub and the fake Mintlify over real HTTP: issues opened up
 * to max-issues, never twice, updated in place, not-planned stays closed, completed comes back
 * reopened, issues of anyone else untouched, agent jobs exactly once, a 429 ends the agent part.
 */
import { workflowIdentity } from '../../../src/github/identity.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runTriage } from '../../../src/analytics/triage/run-triage.ts';
import type { TriageDeps } from '../../../src/analytics/triage/triage-types.ts';
import {
  findingMarkerSigner,
  formatFindingMarker,
  issueScope,
  parseFindingMarker,
} from '../../../src/findings/marker.ts';
import type { Finding } from '../../../src/findings/types.ts';
import { createOctokit } from '../../../src/github/octokit.ts';
import { NO_PACING } from '../../../src/github/pacing.ts';
import { MintlifyClient } from '../../../src/mintlify/client.ts';
import { startFakeGitHub, type FakeGitHub } from '../../fakes/github.ts';
import { startFakeMintlify, type FakeMintlify } from '../../fakes/mintlify.ts';
import { CONTENT_GAP, findingsFile, NEGATIVE_FEEDBACK, TRAFFIC_DROP, UNANSWERED } from './findings-fixture.ts';

const KEY = 'mint_test_key_0123456789';
let github: FakeGitHub;
let mintlify: FakeMintlify;
const warnings: string[] = [];

beforeEach(async () => {
  github = await startFakeGitHub({ repo: 'acme/docs' });
  mintlify = await startFakeMintlify({ apiKey: KEY });
  warnings.length = 0;
});

afterEach(async () => {
  await github.close();
  await mintlify.close();
});

function triage(findings: Finding[], options: Partial<TriageDeps> = {}) {
  const octokit = createOctokit({
    token: 'ghs_test_token',
    log: () => undefined,
    baseUrl: github.url,
    pacing: NO_PACING,
  });
  return runTriage({
    octokit,
    repo: { owner: 'acme', repo: 'docs' },
    apiKey: KEY,
    project: { projectId: 'proj_123', apiUrl: mintlify.url },
    findings: findingsFile(findings),
    label: 'docs-health',
    agentLabel: 'mintlify-agent',
    maxIssues: 5,
    agentFindings: 0,
    visitorText: true,
    triggerPhrase: '/mintlify',
    identity: workflowIdentity(octokit),
    mintlify: new MintlifyClient({
      apiUrl: mintlify.url,
      apiKey: KEY,
      projectId: 'proj_123',
      requestTimeoutMs: 5000,
      retry: { limit: 2, baseDelayMs: 5, maxDelayMs: 10, maxRetryAfterMs: 3_600_000 },
    }),
    agentDeadline: Date.now() + 2000,
    reserveAgentUse: async () => ({ kind: 'reserved', usesToday: { count: 1, cap: 50 } }),
    now: () => new Date('2026-11-23T06:00:00Z'),
    log: { info: () => undefined, warning: (line) => warnings.push(line) },
    signal: new AbortController().signal,
    ...options,
  });
}

/** The issues whose marker verifies for their own number. */
const ours = () =>
  github.issues.filter((i) => {
    const marker = parseFindingMarker(i.body);
    // As the action counts them: written by the workflow, edited by nobody else, bound to the project.
    if (i.user.login !== 'github-actions[bot]' || (i.editor ?? i.user.login) !== i.user.login) return false;
    return (
      marker !== undefined &&
      findingMarkerSigner(KEY, { projectId: 'proj_123', apiUrl: mintlify.url }).verify(
        marker,
        issueScope({ owner: 'acme', repo: 'docs', issueNumber: i.number }),
      )
    );
  });

describe('filing findings', () => {
  it('opens the top findings up to max-issues with the label, and a second run opens none and comments nowhere', async () => {
    const first = await triage([TRAFFIC_DROP, CONTENT_GAP, UNANSWERED, NEGATIVE_FEEDBACK], { maxIssues: 2 });
    expect(first).toMatchObject({ opened: 2, updated: 0 });
    expect(github.labels.map((l) => l.name)).toEqual(['docs-health']);
    expect(ours().map((i) => parseFindingMarker(i.body)?.findingId)).toEqual([CONTENT_GAP.id, NEGATIVE_FEEDBACK.id]);
    expect(github.issues[0]?.title).toBe(
      'Docs health: readers search for "rate limits" and find nothing (42 searches with no click)',
    );

    const second = await triage([TRAFFIC_DROP, CONTENT_GAP, UNANSWERED, NEGATIVE_FEEDBACK], { maxIssues: 1 });
    expect(second).toMatchObject({ opened: 1, updated: 0 });
    expect(ours().map((i) => parseFindingMarker(i.body)?.findingId)).toEqual([
      CONTENT_GAP.id,
      NEGATIVE_FEEDBACK.id,
      UNANSWERED.id,
    ]);
    expect(github.issueComments).toHaveLength(0);
  });

  it('a docs visitor cannot close the team’s issues: a query naming several subjects closes, merges and reopens nothing', async () => {
    const billing = {
      ...NEGATIVE_FEEDBACK,
      id: 'negative-feedback:/billing',
      subject: '/billing',
      path: '/billing',
      score: 30,
    };
    await triage([NEGATIVE_FEEDBACK, billing, CONTENT_GAP]);
    expect(ours().filter((i) => i.state === 'open')).toHaveLength(3);
    // Searched a few times without a click, one query names authentication, billing and rate limits.
    const query = { ...CONTENT_GAP, id: 'content-gap:ff00', subject: 'authentication billing rate limits', score: 90 };
    for (let week = 0; week < 2; week += 1) await triage([NEGATIVE_FEEDBACK, billing, CONTENT_GAP, query]);
    const states = ours().map((i) => [parseFindingMarker(i.body)?.findingId, i.state, i.state_reason]);
    expect(states.filter(([, state]) => state === 'closed')).toEqual([]);
    expect(states.map(([id]) => id)).toEqual(
      expect.arrayContaining([NEGATIVE_FEEDBACK.id, billing.id, CONTENT_GAP.id]),
    );
    expect(github.issueComments.filter((c) => /closed|merged|reopen/i.test(c.body))).toEqual([]);
  });

  it('comments only when a finding got worse, and updates the numbers in place', async () => {
    await triage([NEGATIVE_FEEDBACK]);
    const issue = github.issues[0];
    await triage([{ ...NEGATIVE_FEEDBACK, thumbsDown: 10 }]);
    expect(github.issueComments).toHaveLength(0);
    await triage([{ ...NEGATIVE_FEEDBACK, thumbsDown: 20 }]);
    expect(github.issueComments.map((c) => c.body)).toEqual([
      expect.stringContaining('**Worse:** 20 thumbs-down now, up from 9 thumbs-down'),
    ]);
    expect(issue?.body).toContain('**20 thumbs-down**');
    expect(github.issues).toHaveLength(1);
  });

  it('never reopens an issue closed as not planned nor files its finding again; reopens one closed as completed, saying why', async () => {
    await triage([CONTENT_GAP, TRAFFIC_DROP]);
    const [gap, drop] = github.issues;
    Object.assign(gap ?? {}, { state: 'closed', state_reason: 'not_planned' });
    Object.assign(drop ?? {}, { state: 'closed', state_reason: 'completed' });
    const result = await triage([CONTENT_GAP, TRAFFIC_DROP]);
    expect(result).toMatchObject({ opened: 0, updated: 1 });
    expect(github.issues).toHaveLength(2);
    expect(gap).toMatchObject({ state: 'closed', state_reason: 'not_planned' });
    expect(drop).toMatchObject({ state: 'open', state_reason: 'reopened' });
    expect(github.issueComments.map((c) => [c.issue_number, c.body.split('\n')[1]?.slice(0, 15)])).toEqual([
      [drop?.number, '**Back again:**'],
    ]);
  });

  it("leaves planted and forged issues alone and does not count them: another user's, a forged signature, a marker pasted in by a person", async () => {
    await triage([CONTENT_GAP]);
    const original = github.issues[0];
    const signed = findingMarkerSigner(KEY, { projectId: 'proj_123', apiUrl: mintlify.url }).sign(
      {
        findingId: NEGATIVE_FEEDBACK.id,
        since: '2026-01-01',
        level: 1,
        jobId: 'job_evil',
        state: 'started',
        jobStatus: 'running',
      },
      issueScope({ owner: 'acme', repo: 'docs', issueNumber: 999 }),
    );
    const planted = [
      github.seedIssue({ title: 'mine', body: original?.body ?? '', login: 'mallory', labels: ['docs-health'] }),
      github.seedIssue({
        title: 'other workflow',
        // The earlier format with a signature no key made.
        body: formatFindingMarker({ ...signed, project: undefined, signature: 'f'.repeat(32) }),
        login: 'github-actions[bot]',
        type: 'Bot',
        labels: ['docs-health'],
      }),
      github.seedIssue({
        title: 'edited',
        body: 'placeholder',
        login: 'github-actions[bot]',
        type: 'Bot',
        labels: ['docs-health'],
      }),
    ];
    // A person pastes a marker of this project into an issue the workflow wrote: the edit is not the workflow's.
    const [, , edited] = planted;
    if (edited) github.editAs('mallory', edited, formatFindingMarker(signed));
    const result = await triage([CONTENT_GAP, NEGATIVE_FEEDBACK]);
    expect(result).toMatchObject({ opened: 1, updated: 0 });
    for (const issue of planted) expect(issue.edits).toEqual([]);
    expect(github.issueComments).toHaveLength(0);
    expect(ours().map((i) => parseFindingMarker(i.body)?.findingId)).toEqual([CONTENT_GAP.id, NEGATIVE_FEEDBACK.id]);
  });
});

describe('handing findings to agent jobs', () => {
  it('starts one job per finding, records it on the issue, and never a second one on a re-run', async () => {
    const first = await triage([CONTENT_GAP, NEGATIVE_FEEDBACK], { agentFindings: 1 });
    expect(first.agentJobs).toBe(1);
    expect(mintlify.createdJobs).toHaveLength(1);
    expect(mintlify.createdJobs[0]?.prompt).toContain(
      'Tracked in the GitHub issue https://github.com/acme/docs/issues/',
    );
    const issue = github.issues[0];
    expect(parseFindingMarker(issue?.body)).toMatchObject({ jobId: mintlify.createdJobs[0]?.jobId, state: 'started' });
    expect(github.issueComments.map((c) => c.body)).toEqual([expect.stringContaining('**Agent job started:**')]);

    const second = await triage([CONTENT_GAP, NEGATIVE_FEEDBACK], { agentFindings: 1 });
    expect(second.agentJobs).toBe(1);
    expect(mintlify.createdJobs.map((j) => j.prompt)).toEqual([
      expect.stringContaining('content gap'),
      expect.stringContaining('negative feedback'),
    ]);
    await triage([CONTENT_GAP, NEGATIVE_FEEDBACK], { agentFindings: 2 });
    expect(mintlify.createdJobs).toHaveLength(2);
  });

  it('hands a started job off to reconcile: agent-label on its issue, and a later snapshot never reads the job', async () => {
    mintlify.setCreatedJobDefaults({
      pollsUntilDone: 1,
      finalStatus: 'completed',
      prLink: 'https://github.com/acme/docs/pull/77',
    });
    await triage([CONTENT_GAP], { agentFindings: 1 });
    await triage([CONTENT_GAP]);
    const issue = github.issues[0];
    expect(issue?.labels).toEqual(['docs-health', 'mintlify-agent']);
    expect(github.labels.find((l) => l.name === 'mintlify-agent')?.color).toBe('5319e7');
    expect(parseFindingMarker(issue?.body)).toMatchObject({ state: 'started', jobStatus: 'active' });
    expect(github.issueComments.map((c) => c.body.split('\n')[1]?.slice(0, 24))).toEqual(['**Agent job started:** `']);
    expect(mintlify.count('job')).toBe(0);
  });

  it('a 429 ends the agent part as partial, and the issue may get its job on a later run', async () => {
    mintlify.inject({ route: 'create', kind: 'status', status: 429, retryAfter: '3600', times: 5 });
    const result = await triage([CONTENT_GAP], { agentFindings: 1 });
    expect(result.agentJobs).toBe(0);
    expect(result.agentPartial).toMatch(/^0 of 1 agent job started; stopped: the Mintlify agent rate limit \(429/);
    expect(mintlify.count('create')).toBe(1);
    expect(parseFindingMarker(github.issues[0]?.body)).toMatchObject({ state: 'none' });
  });

  it('after a create whose outcome is unknown, the issue stays pending and no run starts another job', async () => {
    mintlify.inject({ route: 'create', kind: 'reset', times: 5 });
    const first = await triage([CONTENT_GAP], { agentFindings: 1 });
    expect(first.agentPartial).toContain('the issue stays pending');
    expect(parseFindingMarker(github.issues[0]?.body)).toMatchObject({ state: 'pending' });
    const created = mintlify.count('create');
    await triage([CONTENT_GAP], { agentFindings: 1 });
    expect(mintlify.count('create')).toBe(created);
    expect(github.issues[0]?.body).toContain('stopped before it knew whether the job was created');
  });
});
