/**
 * The PR conversation a team can trust (issue 4), end to end on `dist/index.js`: job
 * remembered per PR, exactly-once forwarding, the cancel/timeout finalizer and the `post:`
 * step, neutralized mentions, fork PRs, the steer note, comment limits, GitHub faults.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatMarker, parseMarker } from '../../src/agent-job/marker.ts';
import { RECONCILED_DESCRIPTION } from '../../src/agent-job/label.ts';
import {
  AGENT_PR_URL,
  JOB_ID,
  PR_NUMBER,
  signedMarker,
  startFollowUpWorld,
  type FollowUpWorld,
} from '../harness/follow-up-world.ts';
import { issueCommentEvent, reviewCommentEvent } from '../harness/payloads.ts';
import { signalWhen } from '../harness/run-action.ts';
import { secondaryRateLimit } from '../fakes/github.ts';

let world: FollowUpWorld;

afterEach(async () => {
  // Contract check: every request the action sent, and every response the fake returned
  // that no injected fault shaped, follows Mintlify's published OpenAPI specs.
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

/** The newest comment the action wrote on the PR under test (not the note on the agent's PR). */
function ours() {
  return world.github.issueComments
    .filter((c) => c.issue_number === PR_NUMBER && c.user.login === 'github-actions[bot]')
    .at(-1);
}

function commentEvent(body: string, login = 'alice') {
  const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body, login });
  return { trigger, eventName: 'issue_comment', eventPayload: issueCommentEvent({ id: trigger.id, body, login }) };
}

describe('job remembered per PR', () => {
  beforeEach(async () => {
    world = await startFollowUpWorld();
  });

  it('uses the job id of an earlier run found on page 3 of the comments', async () => {
    for (let i = 0; i < 230; i++)
      world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: `chatter ${i}`, login: 'carol' });
    world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: `${signedMarker(world, { jobId: 'job_remembered', triggers: ['ic:1'], state: 'sent' })}\nearlier run`,
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    for (let i = 0; i < 5; i++)
      world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: `more ${i}`, login: 'carol' });
    world.mintlify.addJob({ id: 'job_remembered' });
    const { eventName, eventPayload } = commentEvent('/mintlify continue');
    const run = await world.run({ inputs: { 'job-id': undefined }, eventName, eventPayload });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => m.jobId)).toEqual(['job_remembered']);
    expect(world.github.requests.some((r) => r.path.endsWith('/issues/2/comments') && r.query.page === '3')).toBe(true);
  });

  it('ignores markers written by anyone but the token identity', async () => {
    world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: formatMarker({ jobId: 'job_forged', triggers: [], state: 'sent' }),
      login: 'mallory',
    });
    const { eventName, eventPayload } = commentEvent('/mintlify continue');
    const run = await world.run({ inputs: { 'job-id': undefined, 'create-job': 'false' }, eventName, eventPayload });
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
    expect(ours()?.body).toContain('set the `job-id` input');
  });

  it('finds a marker in a review comment reply too', async () => {
    const root = world.github.seedReviewComment({ pullNumber: PR_NUMBER, body: 'nit', login: 'carol' });
    world.github.seedReviewComment({
      pullNumber: PR_NUMBER,
      body: signedMarker(world, { jobId: 'job_in_thread', triggers: [`rc:${root.id}`], state: 'sent' }),
      login: 'github-actions[bot]',
      type: 'Bot',
      inReplyToId: root.id,
    });
    world.mintlify.addJob({ id: 'job_in_thread' });
    const { eventName, eventPayload } = commentEvent('/mintlify continue');
    await world.run({ inputs: { 'job-id': undefined }, eventName, eventPayload });
    expect(world.mintlify.messages.map((m) => m.jobId)).toEqual(['job_in_thread']);
  });

  it('leaves no steer note on a PR the API names whose head branch is not the branch the job works on', async () => {
    world.mintlify.addJob({
      id: JOB_ID,
      status: 'completed',
      prLink: AGENT_PR_URL,
      source: { repository: 'https://github.com/Codertocat/Hello-World', ref: 'not-the-pr-branch' },
    });
    const event = commentEvent('/mintlify one');
    const run = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(run.exitCode).toBe(0);
    expect(world.github.issueComments.filter((c) => c.issue_number === 42)).toHaveLength(0);
  });

  it('leaves a marked "steer this job" note on the agent PR in the same repository, once', async () => {
    const first = commentEvent('/mintlify one');
    await world.run({ eventName: first.eventName, eventPayload: first.eventPayload });
    const second = commentEvent('/mintlify two');
    await world.run({ eventName: second.eventName, eventPayload: second.eventPayload });
    const notes = world.github.issueComments.filter((c) => c.issue_number === 42);
    expect(notes).toHaveLength(1);
    expect(parseMarker(notes[0]?.body)).toMatchObject({
      jobId: JOB_ID,
      triggers: [],
      state: 'steer',
      project: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(notes[0]?.body).toContain('to steer this job');
    expect(AGENT_PR_URL).toContain('/pull/42');
  });
});

describe('exactly once', () => {
  beforeEach(async () => {
    world = await startFollowUpWorld();
  });

  it('a re-run of the same event sends nothing and resumes watching in the same comment', async () => {
    const event = commentEvent('/mintlify document the flag');
    const first = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(first.exitCode).toBe(0);
    const rerun = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs.status).toBe('completed');
    expect(world.mintlify.messages).toHaveLength(1);
    const written = world.github.issueComments.filter(
      (c) => c.issue_number === PR_NUMBER && c.user.login === 'github-actions[bot]',
    );
    expect(written).toHaveLength(1);
    expect(rerun.outputs['comment-url']).toBe(first.outputs['comment-url']);
    expect(rerun.stdout, rerun.stdout).toContain('already sent by an earlier run');
  });

  it('a trigger whose delivery is unknown (earlier 500) is not re-sent', async () => {
    world.mintlify.inject({ route: 'message', kind: 'status', status: 502, processed: true });
    const event = commentEvent('/mintlify document the flag');
    await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    const rerun = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(world.mintlify.messages).toHaveLength(1);
    expect(rerun.stdout).toContain('may or may not have delivered');
  });

  it('a trigger that certainly was not delivered (earlier 400) is sent by the re-run', async () => {
    world.mintlify.inject({ route: 'message', kind: 'status', status: 400, body: { error: 'prompt rejected' } });
    const event = commentEvent('/mintlify document the flag');
    const first = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(first.exitCode).toBe(1);
    expect(parseMarker(ours()?.body)?.state).toBe('not-sent');
    const rerun = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(rerun.exitCode).toBe(0);
    expect(world.mintlify.messages).toHaveLength(1);
    expect(
      world.github.issueComments.filter((c) => c.user.login === 'github-actions[bot]' && c.issue_number === PR_NUMBER),
    ).toHaveLength(1);
    expect(parseMarker(ours()?.body)?.state).toBe('ended');
  });

  it('a re-run after a timeout (job handed off) polls the job again (fresh timeout) and reports its final status', async () => {
    world.mintlify.addJob({ id: JOB_ID, status: 'completed', pollsUntilDone: 100_000 });
    const event = commentEvent('/mintlify long task');
    const first = await world.run({
      inputs: { timeout: '0.01' },
      eventName: event.eventName,
      eventPayload: event.eventPayload,
    });
    expect(first.outputs.status).toBe('active');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual(['mintlify-agent']);
    world.mintlify.addJob({ id: JOB_ID, status: 'completed' });
    // The run's timeout counts from the gate, GitHub writes included: give the re-run room for them.
    const rerun = await world.run({
      inputs: { timeout: '1' },
      eventName: event.eventName,
      eventPayload: event.eventPayload,
    });
    expect(rerun.outputs.status).toBe('completed');
    expect(world.mintlify.messages).toHaveLength(1);
    expect(ours()?.body).toContain('✅ Completed');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual([]);
  });

  it('never answers a comment the action wrote itself, even when a personal token made it a User comment', async () => {
    const own = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '<!-- mintlify-action -->\nWrite the instruction after `/mintlify`, for example:\n\n```\n/mintlify also document the --dry-run flag\n```',
      login: 'alice',
    });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: own.id, body: own.body, login: 'alice' }),
    });
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
  });
});

describe('finalizer', () => {
  it('on SIGINT mid-poll: hands the job off (label, the comment says the result comes later), status active, exits within 5 s', async () => {
    world = await startFollowUpWorld({ job: { pollsUntilDone: 100_000 } });
    const event = commentEvent('/mintlify long task');
    const kill = signalWhen(() => world.mintlify.count('job') >= 2, 'SIGINT');
    const run = await world.run({
      inputs: { 'poll-interval': '0.2' },
      eventName: event.eventName,
      eventPayload: event.eventPayload,
      onSpawn: kill.onSpawn,
    });
    const exitAfterSignal = Date.now() - kill.sent.at;
    expect(exitAfterSignal).toBeLessThan(5000);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('active');
    const body = ours()?.body;
    expect(body).toContain('this run was cancelled while watching');
    expect(body).toContain('No reconcile workflow reads this repository');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual(['mintlify-agent']);
    expect(body).toContain(JOB_ID);
    expect(body).toContain('actions/runs/1234567890');
  });

  it('on SIGTERM mid-poll: hands the job off and exits within 5 s', async () => {
    world = await startFollowUpWorld({ job: { pollsUntilDone: 100_000 } });
    const event = commentEvent('/mintlify long task');
    const kill = signalWhen(() => world.mintlify.count('job') >= 1, 'SIGTERM');
    const run = await world.run({
      inputs: { 'poll-interval': '0.2' },
      eventName: event.eventName,
      eventPayload: event.eventPayload,
      onSpawn: kill.onSpawn,
    });
    expect(Date.now() - kill.sent.at).toBeLessThan(5000);
    expect(run.outputs.status).toBe('active');
    expect(ours()?.body).toContain('this run was cancelled while watching');
  });

  /**
   * `/mintlify long task` whose main step is killed (SIGKILL) while it watches the job, then the
   * `post:` step run with the state it saved.
   */
  async function killedWhileWatchingThenPost() {
    const event = commentEvent('/mintlify long task');
    const kill = signalWhen(() => world.mintlify.count('job') >= 1, 'SIGKILL');
    const main = await world.run({
      inputs: { 'poll-interval': '0.2' },
      eventName: event.eventName,
      eventPayload: event.eventPayload,
      onSpawn: kill.onSpawn,
    });
    const bodyWhenKilled = ours()?.body;
    const post = await world.run({ state: main.state, eventName: event.eventName, eventPayload: event.eventPayload });
    return { main, bodyWhenKilled, post };
  }

  it('the post step finalizes a comment the killed main step left at "working", and hands the job off (agent-label)', async () => {
    world = await startFollowUpWorld({ job: { pollsUntilDone: 100_000 } });
    const { main, bodyWhenKilled, post } = await killedWhileWatchingThenPost();
    expect(main.signal).toBe('SIGKILL');
    expect(bodyWhenKilled).toContain('Working');
    expect(post.exitCode).toBe(0);
    expect(ours()?.body).toContain("this run's step ended before it could report");
    // No reconcile workflow reads this repository (the label says nothing of one): no promise of a result.
    expect(ours()?.body).toContain('No reconcile workflow reads this repository');
    expect(ours()?.body).toContain('comment `/mintlify --status` to check it and have its result posted here');
    expect(ours()?.body).not.toContain('Its result will be posted here when it ends');
    expect(ours()?.body).toContain('- ✅ Sent to agent job');
    expect(parseMarker(ours()?.body)?.state).toBe('sent');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual(['mintlify-agent']);
    expect(world.mintlify.messages).toHaveLength(1);
  });

  it('the post step promises the result when a reconcile workflow reads the repository (the label says so)', async () => {
    world = await startFollowUpWorld({ job: { pollsUntilDone: 100_000 }, github: { labels: ['mintlify-agent'] } });
    const label = world.github.labels.find((l) => l.name === 'mintlify-agent') as { description: string | null };
    label.description = RECONCILED_DESCRIPTION;
    const { main, post } = await killedWhileWatchingThenPost();
    expect(main.signal).toBe('SIGKILL');
    expect(post.exitCode).toBe(0);
    expect(ours()?.body).toContain('Its result will be posted here when it ends');
    expect(ours()?.body).not.toContain('No reconcile workflow reads this repository');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual(['mintlify-agent']);
  });

  it('the post step leaves a finalized comment alone', async () => {
    world = await startFollowUpWorld();
    const event = commentEvent('/mintlify quick task');
    const main = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    const edits = ours()?.edits.length;
    await world.run({ state: main.state, eventName: event.eventName, eventPayload: event.eventPayload });
    expect(ours()?.edits.length).toBe(edits);
    expect(ours()?.body).toContain('Completed');
  });
});

describe('what the comment shows', () => {
  beforeEach(async () => {
    world = await startFollowUpWorld();
  });

  it('quotes the instruction with @mentions and the trigger phrase neutralized', async () => {
    const event = commentEvent(
      '/mintlify ask @octocat and @acme/docs-team, then /mintlify again <img src=x onerror=alert(1)>',
    );
    await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    const body = ours()?.body ?? '';
    expect(body).not.toMatch(/@octocat|@acme\/docs-team/);
    expect(body).toContain('@\u200Boctocat');
    expect(body.split('\n').filter((line) => /(^|\s)\/mintlify/i.test(line.replace(/`[^`]*`/g, '')))).toEqual([]);
    expect(body).not.toContain('<img');
    expect(body).toContain('&lt;img');
  });

  it('shows a timeline received → sent → worked → completed', async () => {
    const event = commentEvent('/mintlify do it');
    await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    const comment = ours();
    // The first edit marks the comment `pending` right before the send; the next one shows the job working.
    expect(comment?.edits[1]).toContain('⏳ Working');
    const body = comment?.body ?? '';
    const order = ['- ✅ Received', '- ✅ Sent to agent job', '- ✅ Worked', '- ✅ Completed'].map((s) =>
      body.indexOf(s),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('a 70,000-character comment gets a short "too long" reply and nothing is sent', async () => {
    const event = commentEvent(`/mintlify ${'a'.repeat(70_000)}`);
    const run = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
    const reply = ours()?.body ?? '';
    expect(reply.length).toBeLessThan(1000);
    expect(reply).toContain('the limit is 8000');
  });

  it("answers a reply inside a review thread in that thread (replies go to the thread's first comment)", async () => {
    const root = world.github.seedReviewComment({
      pullNumber: PR_NUMBER,
      body: 'Is this flag documented?',
      login: 'carol',
    });
    const reply = world.github.seedReviewComment({
      pullNumber: PR_NUMBER,
      body: '/mintlify document it',
      login: 'alice',
      inReplyToId: root.id,
    });
    await world.run({
      eventName: 'pull_request_review_comment',
      eventPayload: reviewCommentEvent({ id: reply.id, body: reply.body, login: 'alice', inReplyToId: root.id }),
    });
    const posted = world.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/replies'));
    expect(posted.map((r) => r.path)).toEqual([
      `/repos/Codertocat/Hello-World/pulls/${PR_NUMBER}/comments/${root.id}/replies`,
    ]);
    expect(world.github.reactions.map((r) => [r.commentId, r.content])).toContainEqual([reply.id, 'eyes']);
  });

  it('a failing reaction API is only a warning: the instruction is sent unclaimed, and the step still succeeds', async () => {
    world.github.inject({ route: 'reaction', kind: 'status', status: 422, times: 10 });
    const event = commentEvent('/mintlify do it');
    const run = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(run.stdout).toContain('::warning::Could not add the eyes reaction');
    expect(run.stdout).toContain('sending it unclaimed');
    expect(world.mintlify.messages).toHaveLength(1);
  });

  it('reacts 👀, 👍 and 🚀 on a review comment as on an issue comment', async () => {
    const trigger = world.github.seedReviewComment({ pullNumber: PR_NUMBER, body: '/mintlify fix', login: 'alice' });
    await world.run({
      eventName: 'pull_request_review_comment',
      eventPayload: reviewCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(world.github.reactions.map((r) => `${r.subject}:${r.content}`)).toEqual([
      'review_comment:eyes',
      'review_comment:+1',
      'review_comment:rocket',
    ]);
  });
});

describe('fork PRs', () => {
  it('skips politely when the key is empty on a PR from a fork: notice, reply, no failure', async () => {
    world = await startFollowUpWorld({
      github: { pulls: { [PR_NUMBER]: { headRepoFullName: 'mallory/Hello-World' } } },
    });
    const event = commentEvent('/mintlify do it');
    const run = await world.run({
      inputs: { 'api-key': '' },
      eventName: event.eventName,
      eventPayload: event.eventPayload,
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).toContain('::notice::Skipped: the pull request comes from the fork mallory/Hello-World');
    expect(ours()?.body).toContain('comes from a fork');
    expect(world.mintlify.requests).toHaveLength(0);
  });

  it('an empty key on a PR from the same repository stays an input error', async () => {
    world = await startFollowUpWorld();
    const event = commentEvent('/mintlify do it');
    const run = await world.run({
      inputs: { 'api-key': '' },
      eventName: event.eventName,
      eventPayload: event.eventPayload,
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('api-key is required');
  });
});

describe('GitHub faults', () => {
  it('waits out a secondary rate limit on the comment write and writes one comment', async () => {
    world = await startFollowUpWorld();
    world.github.inject(secondaryRateLimit('comment-create', 1));
    const event = commentEvent('/mintlify do it');
    const run = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(run.exitCode).toBe(0);
    expect(
      world.github.issueComments.filter((c) => c.user.login === 'github-actions[bot]' && c.issue_number === PR_NUMBER),
    ).toHaveLength(1);
    expect(run.stdout).toContain('secondary rate limit');
  });

  it('with the comment API down, sends nothing (a re-run could not tell it was sent) and says so in the outputs and summary', async () => {
    world = await startFollowUpWorld();
    world.github.inject({ route: 'comment-create', kind: 'status', status: 422, times: 50 });
    world.github.inject({ route: 'comment-update', kind: 'status', status: 422, times: 50 });
    const event = commentEvent('/mintlify do it');
    const run = await world.run({ eventName: event.eventName, eventPayload: event.eventPayload });
    expect(world.mintlify.requests).toHaveLength(0);
    expect(run.outputs).toMatchObject({ status: 'error' });
    expect(run.summary).toContain('nothing was sent to Mintlify');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Could not write the PR comment');
  });

  it('a PR comment with comment: false and no job is refused before any request: nothing would link the new job to the PR', async () => {
    world = await startFollowUpWorld();
    const event = commentEvent('/mintlify do it');
    const run = await world.run({
      inputs: { 'job-id': undefined, comment: 'false' },
      eventName: event.eventName,
      eventPayload: event.eventPayload,
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('create-job needs comment: true on pull requests');
    expect(world.mintlify.requests).toHaveLength(0);
  });
});
