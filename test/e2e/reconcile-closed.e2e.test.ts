/**
 * `mode: reconcile` on items that are no longer open, and on events that are not the agent's (issue 48 §2 and its
 * "also"): a job handed off on a pull request merged (or a finding issue closed) before the job ended still gets its
 * end reported — the progress comment, the label, the note on the agent's PR — and a `pull_request_target` run for a
 * `mintlify/…` branch of a fork reads nothing and writes nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/agent-job/marker.ts';
import { findingMarkerSigner, formatFindingMarker, issueScope, parseFindingMarker } from '../../src/findings/marker.ts';
import {
  AGENT_PR_URL,
  JOB_ID,
  PR_NUMBER,
  signedMarker,
  startFollowUpWorld,
  type FollowUpWorld,
} from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, pullRequestEvent } from '../harness/payloads.ts';

const LABEL = 'mintlify-agent';
const [OWNER = '', REPO = ''] = EXAMPLE_REPO.split('/');
const SOURCE = { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'feature-42' };
let world: FollowUpWorld;

afterEach(async () => {
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

/** A progress comment a follow-up run handed off on `n` (marker `sent`) for job `jobId`. */
function seedHandedOff(n: number, jobId: string): number {
  const trigger = world.github.seedIssueComment({ issueNumber: n, body: '/mintlify do it', login: 'alice' });
  return world.github.seedIssueComment({
    issueNumber: n,
    body: `${signedMarker(world, { jobId, triggers: [`ic:${trigger.id}`], state: 'sent' }, n)}\n### Mintlify agent — ⏳ Working\n\nThe agent job is still running.`,
    login: 'github-actions[bot]',
    type: 'Bot',
  }).id;
}

describe('a job handed off on a pull request merged before the job ended', () => {
  it('is reported by the next reconcile: the progress comment ends, the label goes, the agent PR gets its note', async () => {
    world = await startFollowUpWorld({
      github: { pulls: { [PR_NUMBER]: { mergedAt: '2026-11-28T10:00:00Z', labels: [LABEL] }, 42: {} } },
    });
    const progress = seedHandedOff(PR_NUMBER, JOB_ID);
    const run = await world.run({ inputs: { mode: 'reconcile', 'job-id': undefined, 'poll-interval': undefined } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs['jobs-finished']).toBe('1');
    const body = world.github.issueComments.find((c) => c.id === progress)?.body;
    expect(parseMarker(body)?.state).toBe('ended');
    expect(body).toContain(AGENT_PR_URL);
    expect(world.github.labelsOf(PR_NUMBER)).not.toContain(LABEL);
    expect(world.github.issueComments.filter((c) => c.issue_number === 42)).toHaveLength(1);
  });
});

describe('a finding issue closed while its job runs', () => {
  it('is reported by the next reconcile: the issue records the end and loses the label', async () => {
    world = await startFollowUpWorld();
    world.mintlify.addJob({
      id: 'job_closed',
      status: 'completed',
      pollsUntilDone: 0,
      prLink: AGENT_PR_URL,
      source: SOURCE,
    });
    const issue = world.github.seedIssue({
      title: 'Docs health: readers rate /quickstart down',
      body: 'placeholder',
      login: 'github-actions[bot]',
      type: 'Bot',
      labels: ['docs-health', LABEL],
      state: 'closed',
    });
    const signed = findingMarkerSigner(world.mintlify.apiKey, {
      projectId: world.mintlify.projectId,
      apiUrl: world.mintlify.url,
    }).sign(
      {
        findingId: 'negative-feedback:/quickstart',
        since: '2026-11-16',
        level: 9,
        jobId: 'job_closed',
        state: 'started',
        jobStatus: 'active',
      },
      issueScope({ owner: OWNER, repo: REPO, issueNumber: issue.number }),
    );
    issue.body = `${formatFindingMarker(signed)}\nReaders gave it **9 thumbs-down**.\n\n<!-- mintlify-action agent-job -->\n### Agent job\n\nAgent job \`job_closed\`: **active**.\n<!-- /mintlify-action agent-job -->`;
    const run = await world.run({ inputs: { mode: 'reconcile', 'job-id': undefined, 'poll-interval': undefined } });
    expect(run.exitCode).toBe(0);
    expect(parseFindingMarker(issue.body)).toMatchObject({ jobId: 'job_closed', jobStatus: 'completed' });
    expect(world.github.labelsOf(issue.number)).not.toContain(LABEL);
    expect(issue.state).toBe('closed');
  });
});

describe('pull_request_target for a mintlify/ branch of a fork', () => {
  it('writes nothing and reads no labelled item: the event is not the agent’s (only its docs are kept in step)', async () => {
    world = await startFollowUpWorld({ github: { pulls: { [PR_NUMBER]: { labels: [LABEL] }, 42: {} } } });
    seedHandedOff(PR_NUMBER, JOB_ID);
    const payload = pullRequestEvent({ login: 'mallory', action: 'opened', pullNumber: 7 }) as Record<string, unknown>;
    const pull = payload.pull_request as Record<string, unknown>;
    pull.user = { login: 'mallory', id: 4242, type: 'User' };
    pull.head = { ref: 'mintlify/spam', sha: 'a'.repeat(40), repo: { full_name: 'mallory/docs' } };
    const requestsBefore = world.github.requests.length;
    const run = await world.run({
      eventName: 'pull_request_target',
      eventPayload: payload,
      inputs: { mode: 'reconcile', 'job-id': undefined, 'poll-interval': undefined },
    });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.requests).toHaveLength(0);
    const made = world.github.requests.slice(requestsBefore);
    expect(made.filter((r) => r.method !== 'GET' && r.path !== '/graphql')).toEqual([]);
    expect(made.some((r) => r.path.endsWith('/issues') && r.query.labels !== undefined)).toBe(false);
    expect(run.stdout).toContain('not the Mintlify agent');
  });
});
