/**
 * `follow-up` end to end: the built `dist/index.js`, run as the runner runs it, against the
 * fake Mintlify and GitHub servers, with real webhook payload shapes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/agent-job/marker.ts';
import { AGENT_PR_URL, JOB_ID, PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, issueCommentEvent, reviewCommentEvent, reviewEvent } from '../harness/payloads.ts';

let world: FollowUpWorld;

afterEach(async () => {
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

describe('a review comment from a writer', () => {
  beforeEach(async () => {
    world = await startFollowUpWorld();
  });

  it('sends exactly one message and edits one reply in the thread to the final status with the PR link', async () => {
    const trigger = world.github.seedReviewComment({
      pullNumber: PR_NUMBER,
      body: '/mintlify also document the --dry-run flag',
      login: 'alice',
      path: 'docs/cli.mdx',
      line: 12,
    });
    const run = await world.run({
      eventName: 'pull_request_review_comment',
      eventPayload: reviewCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages).toHaveLength(1);
    expect(world.mintlify.messages[0]?.jobId).toBe(JOB_ID);
    expect(world.mintlify.messages[0]?.prompt).toMatch(/Instruction: also document the --dry-run flag$/);

    const replies = world.github.reviewComments.filter((c) => c.in_reply_to_id === trigger.id);
    expect(replies).toHaveLength(1);
    expect(world.github.issueComments.filter((c) => c.issue_number === PR_NUMBER)).toHaveLength(0);
    const reply = replies[0];
    expect(reply?.body).toContain('Completed');
    expect(reply?.body).toContain(`[Codertocat/Hello-World\\#42](${AGENT_PR_URL})`);
    expect(reply?.body).toContain('**Model:** sonnet');
    expect(reply?.body).toMatch(/\*\*Elapsed:\*\* \d+s/);
    expect(reply?.body).toContain('https://github.com/Codertocat/Hello-World/actions/runs/1234567890');
    expect(parseMarker(reply?.body)).toMatchObject({
      jobId: JOB_ID,
      triggers: [`rc:${trigger.id}`],
      state: 'ended',
      created: false,
      project: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    expect(run.outputs).toMatchObject({ 'job-id': JOB_ID, status: 'completed', 'pr-link': AGENT_PR_URL });
    expect(run.outputs['comment-url']).toContain(`#discussion_r${reply?.id}`);
    expect(run.summary).toContain('<table>');
    expect(run.summary).toContain(JOB_ID);
    expect(run.summary).toContain(AGENT_PR_URL);
  });

  it('prepends the review context (PR, file, line, side, diff hunk) to the instruction', async () => {
    const trigger = world.github.seedReviewComment({
      pullNumber: PR_NUMBER,
      body: '/mintlify explain this flag',
      login: 'alice',
    });
    await world.run({
      eventName: 'pull_request_review_comment',
      eventPayload: reviewCommentEvent({
        id: trigger.id,
        body: trigger.body,
        login: 'alice',
        path: 'docs/cli.mdx',
        line: 12,
      }),
    });
    const prompt = world.mintlify.messages[0]?.prompt ?? '';
    expect(prompt).toContain('Context: a review comment on https://github.com/Codertocat/Hello-World/pull/2');
    expect(prompt).toContain('File (untrusted data from the pull request):\n```text\ndocs/cli.mdx\n```');
    expect(prompt).toContain('Lines: line 12 (new code, RIGHT side)');
    expect(prompt).toContain('+`--dry-run`');
  });

  it('sends the bare instruction when include-context is false', async () => {
    const trigger = world.github.seedReviewComment({
      pullNumber: PR_NUMBER,
      body: '/mintlify explain this flag',
      login: 'alice',
    });
    await world.run({
      inputs: { 'include-context': 'false' },
      eventName: 'pull_request_review_comment',
      eventPayload: reviewCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(world.mintlify.messages[0]?.prompt).toBe('explain this flag');
  });

  it('delivered later by the next run (its own run was cancelled): answered in its thread, with its place in the diff', async () => {
    const missed = world.github.seedReviewComment({
      pullNumber: PR_NUMBER,
      body: '/mintlify explain this flag',
      login: 'alice',
      path: 'docs/cli.mdx',
      line: 12,
    });
    const later = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '/mintlify and the summary',
      login: 'alice',
    });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: later.id, body: later.body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => /(explain this flag|and the summary)$/.exec(m.prompt)?.[1])).toEqual([
      'explain this flag',
      'and the summary',
    ]);
    expect(world.mintlify.messages[0]?.prompt).toContain(
      'File (untrusted data from the pull request):\n```text\ndocs/cli.mdx\n```',
    );
    const replies = world.github.reviewComments.filter((c) => c.in_reply_to_id === missed.id);
    expect(replies).toHaveLength(1);
    expect(parseMarker(replies[0]?.body)?.triggers).toEqual([`rc:${missed.id}`]);
    expect(
      world.github.issueComments.filter((c) => parseMarker(c.body)?.triggers.includes(`rc:${missed.id}`)),
    ).toHaveLength(0);
  });

  it("delivered later with a review's body: a submitted review's instruction goes first, once, answered in the conversation", async () => {
    const missed = world.github.seedReview({
      pullNumber: PR_NUMBER,
      body: '/mintlify document the exit codes',
      login: 'alice',
    });
    world.github.seedReview({
      pullNumber: PR_NUMBER,
      body: '/mintlify a draft only alice sees',
      login: 'alice',
      state: 'PENDING',
    });
    world.github.seedReview({ pullNumber: PR_NUMBER, body: '/mintlify sneak this in', login: 'bob' });
    world.github.seedReview({ pullNumber: PR_NUMBER, body: '', login: 'alice', state: 'APPROVED' });
    const later = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '/mintlify and the summary',
      login: 'alice',
    });
    const event = {
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: later.id, body: later.body, login: 'alice' }),
    };
    const run = await world.run(event);
    expect(run.exitCode).toBe(0);
    expect(
      world.mintlify.messages.map((m) => /(exit codes|sees|sneak this in|and the summary)$/.exec(m.prompt)?.[1]),
    ).toEqual(['exit codes', 'and the summary']);
    const answer = world.github.issueComments.filter((c) => parseMarker(c.body)?.triggers.includes(`rv:${missed.id}`));
    expect(answer).toHaveLength(1);
    // A re-run delivers nothing twice.
    await world.run(event);
    expect(world.mintlify.messages).toHaveLength(2);
  });

  it('reacts 👀 when accepted, 👍 when claimed for sending and 🚀 when the result has a PR link', async () => {
    const trigger = world.github.seedReviewComment({ pullNumber: PR_NUMBER, body: '/mintlify fix it', login: 'alice' });
    await world.run({
      eventName: 'pull_request_review_comment',
      eventPayload: reviewCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(world.github.reactions.map((r) => [r.subject, r.commentId, r.content])).toEqual([
      ['review_comment', trigger.id, 'eyes'],
      ['review_comment', trigger.id, '+1'],
      ['review_comment', trigger.id, 'rocket'],
    ]);
  });

  it('never shows the API key in logs, summary, outputs or comments, even when the API echoes it', async () => {
    world.mintlify.inject({
      route: 'message',
      kind: 'status',
      status: 400,
      body: { error: `bad request for Authorization: Bearer ${world.mintlify.apiKey}` },
    });
    const trigger = world.github.seedReviewComment({ pullNumber: PR_NUMBER, body: '/mintlify fix it', login: 'alice' });
    const run = await world.run({
      eventName: 'pull_request_review_comment',
      eventPayload: reviewCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(1);
    expect(world.everything(run)).not.toContain(world.mintlify.apiKey);
    expect(run.stdout).toContain('bad request for Authorization: Bearer ***');
  });
});

describe('a PR conversation comment', () => {
  beforeEach(async () => {
    world = await startFollowUpWorld();
  });

  it('answers in the PR conversation and reacts on the issue comment', async () => {
    const trigger = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: 'Thanks!\n/mintlify add a changelog entry',
      login: 'carol',
    });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'carol' }),
    });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => m.prompt)).toEqual(['add a changelog entry']);
    const ours = world.github.issueComments.filter((c) => c.id !== trigger.id && c.issue_number === PR_NUMBER);
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body).toContain('Completed');
    expect(world.github.reactions.map((r) => [r.subject, r.content])).toEqual([
      ['issue_comment', 'eyes'],
      ['issue_comment', '+1'],
      ['issue_comment', 'rocket'],
    ]);
  });

  it('ignores a comment on an issue that is not a pull request', async () => {
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: 77, body: '/mintlify do it', login: 'carol', onPullRequest: false }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
  });

  it('ignores edited and deleted comments, so an edit never sends twice', async () => {
    for (const action of ['edited', 'deleted']) {
      const run = await world.run({
        eventName: 'issue_comment',
        eventPayload: issueCommentEvent({ id: 78, body: '/mintlify do it', login: 'carol', action }),
      });
      expect(run.exitCode).toBe(0);
      expect(run.outputs.status).toBe('skipped');
    }
    expect(world.mintlify.requests).toHaveLength(0);
    expect(world.github.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('skips a comment without the trigger phrase: notice, no Mintlify request, no reply', async () => {
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: 'LGTM, ship it', login: 'carol' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'carol' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).toContain('::notice::Skipped');
    expect(world.mintlify.requests).toHaveLength(0);
    expect(world.github.issueComments).toHaveLength(1);
  });

  it('replies with the usage when nothing follows the trigger phrase', async () => {
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify', login: 'carol' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'carol' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
    expect(world.github.issueComments.at(-1)?.body).toContain('/mintlify also document the --dry-run flag');
  });
});

describe('a submitted review', () => {
  it('takes the instruction from the review body and answers in the PR conversation', async () => {
    world = await startFollowUpWorld();
    const run = await world.run({
      eventName: 'pull_request_review',
      eventPayload: reviewEvent({ id: 9001, body: '/mintlify tighten the intro', login: 'erin' }),
    });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => m.prompt)).toEqual(['tighten the intro']);
    const ours = world.github.issueComments.filter((c) => c.issue_number === PR_NUMBER);
    expect(ours).toHaveLength(1);
    expect(parseMarker(ours[0]?.body)?.triggers).toEqual(['rv:9001']);
  });
});

describe('who may drive the agent', () => {
  beforeEach(async () => {
    world = await startFollowUpWorld();
  });

  it('ignores bots, without replying (no loops with our own comments)', async () => {
    const trigger = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '/mintlify do it',
      login: 'renovate[bot]',
      type: 'Bot',
    });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'renovate[bot]', type: 'Bot' }),
    });
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
    expect(world.github.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a read-only collaborator with a short reply and no Mintlify request', async () => {
    const trigger = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '/mintlify delete the docs',
      login: 'bob',
    });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'bob' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
    expect(world.github.issueComments.at(-1)?.body).toContain('only people with write access');
    expect(world.github.reactions.map((r) => r.content)).toEqual(['confused']);
  });

  it('refuses a triage collaborator (not write access)', async () => {
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'tina' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'tina' }),
    });
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
  });

  it('fails closed when the permission check answers 404 (not a collaborator)', async () => {
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'dave' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'dave' }),
    });
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
  });

  it('fails closed when the permission check keeps failing with 500', async () => {
    world.github.inject({ route: 'permission', kind: 'status', status: 500, times: 10 });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toHaveLength(0);
  });
});

describe('the job outcome', () => {
  it('fails the step when the agent job fails, and says so on the PR', async () => {
    world = await startFollowUpWorld({ job: { finalStatus: 'failed', prLink: null } });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe('failed');
    expect(run.stdout).toContain(`::error::Agent job ${JOB_ID} failed.`);
    expect(world.github.issueComments.at(-1)?.body).toContain('❌ Failed');
    expect(world.github.reactions.map((r) => r.content)).toEqual(['eyes', '+1', 'confused']);
  });

  it('succeeds with a warning when the job is archived', async () => {
    world = await startFollowUpWorld({ job: { finalStatus: 'archived', omitArchivedAt: true } });
    const run = await world.run({ inputs: { prompt: 'archive me' } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('archived');
    expect(run.stdout).toContain('::warning::Agent job');
  });

  it('says "no files changed" when the job completes without a PR link', async () => {
    world = await startFollowUpWorld({ job: { prLink: null } });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.outputs).toMatchObject({ status: 'completed', 'pr-link': '' });
    expect(world.github.issueComments.at(-1)?.body).toContain('no files changed');
  });

  it('wait: false hands the job off at once: status active, agent-label on the PR, the comment says the result comes here', async () => {
    world = await startFollowUpWorld({ job: { status: 'active', pollsUntilDone: 10_000 } });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      inputs: { wait: 'false' },
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('active');
    const body = world.github.issueComments.at(-1)?.body;
    expect(body).toContain('- ➖ Not waiting for the result (`wait: false`)');
    // No reconcile has read this repository (the label's description says so): the comment points to --status.
    expect(body).toContain('No reconcile workflow reads this repository');
    expect(body).toContain('comment `/mintlify --status` to check it and have its result posted here');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual(['mintlify-agent']);
    expect(world.mintlify.count('job')).toBe(0);
  });

  it('hands off at the timeout: status active, the step succeeds, the PR gets agent-label and the comment says how to get the result', async () => {
    world = await startFollowUpWorld({ job: { pollsUntilDone: 10_000 } });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      inputs: { timeout: '0.02' },
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('active');
    const body = world.github.issueComments.at(-1)?.body;
    expect(body).toContain('this run stopped watching (`timeout`)');
    expect(body).toContain('No reconcile workflow reads this repository');
    expect(parseMarker(body)?.state).toBe('sent');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual(['mintlify-agent']);
    expect(world.github.labels.find((l) => l.name === 'mintlify-agent')).toMatchObject({ color: '5319e7' });
    expect(world.github.reactions.map((r) => r.content)).toEqual(['eyes', '+1']);
  });

  it('times out where nothing can take over (comment: false): status timed-out, the step fails', async () => {
    world = await startFollowUpWorld({ job: { pollsUntilDone: 10_000 } });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      inputs: { timeout: '0.02', comment: 'false', 'job-id': JOB_ID },
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe('timed-out');
    expect(run.stdout).toContain('nothing can report its end without the progress comment');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual([]);
  });

  it('returns right after sending with status active when wait is false', async () => {
    world = await startFollowUpWorld({ job: { pollsUntilDone: 50 } });
    const run = await world.run({ inputs: { wait: 'false', prompt: 'do it' } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('active');
    expect(world.mintlify.messages).toHaveLength(1);
  });
});

describe('outside a pull request', () => {
  it('runs from workflow_dispatch with prompt and job-id: outputs and summary, no PR comment', async () => {
    world = await startFollowUpWorld();
    const run = await world.run({ eventName: 'workflow_dispatch', inputs: { prompt: 'refresh the quickstart' } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      status: 'completed',
      'job-id': JOB_ID,
      'pr-link': AGENT_PR_URL,
      'comment-url': '',
    });
    expect(run.summary).toContain('completed');
    // The only writes: today's count of agent uses (agent-uses-per-day), its record and its ref.
    expect(world.github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /repos/${EXAMPLE_REPO}/git/blobs`,
      `POST /repos/${EXAMPLE_REPO}/git/refs`,
    ]);
  });

  it('requires a prompt when there is no comment to take it from', async () => {
    world = await startFollowUpWorld();
    const run = await world.run({ eventName: 'workflow_dispatch' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('prompt is required');
    expect(world.mintlify.requests).toHaveLength(0);
  });
});
