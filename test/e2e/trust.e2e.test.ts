/**
 * Whom and what `follow-up` trusts (issue 9), end to end on the built action against the fake
 * Mintlify and GitHub servers: markers count only when bound to this project, written by the
 * workflow's identity and edited by nobody else; every trigger is gated on its sender;
 * no wait outlasts the run's timeout, and each wait is logged before it starts; an outsider
 * gets one denial reply per PR.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeGitHubOptions } from '../fakes/github.ts';
import { parseMarker, type Marker } from '../../src/agent-job/marker.ts';
import {
  JOB_ID,
  PR_NUMBER,
  legacySignedMarker,
  signedMarker,
  startFollowUpWorld,
  type FollowUpWorld,
} from '../harness/follow-up-world.ts';
import {
  issueCommentEvent,
  pullRequestEvent,
  scheduleEvent,
  webhookExample,
  workflowDispatchEvent,
} from '../harness/payloads.ts';

const ACTIONS_BOT = 'github-actions[bot]';
/** A job that only a tampered or forged marker names: no message may reach it. */
const EVIL_JOB = 'job_evil';

let world: FollowUpWorld;

async function start(github?: FakeGitHubOptions): Promise<void> {
  world = await startFollowUpWorld(github ? { github } : {});
  world.mintlify.addJob({ id: EVIL_JOB });
}

afterEach(async () => {
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

/** Seeds `/mintlify …` by `login` on the PR; returns the trigger and the event that reports it. */
function commentEvent(body: string, login = 'alice') {
  const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body, login });
  return { trigger, eventName: 'issue_comment', eventPayload: issueCommentEvent({ id: trigger.id, body, login }) };
}

/** Seeds a progress comment as an earlier run would have left it, written by `login` (a bot unless `type` says otherwise). */
function seedProgressComment(markerLine: string, login = ACTIONS_BOT, type: 'Bot' | 'User' = 'Bot') {
  return world.github.seedIssueComment({
    issueNumber: PR_NUMBER,
    body: `${markerLine}\n**Mintlify agent** — instruction received`,
    login,
    type,
  });
}

/** The comments `login` wrote on the PR under test. */
function commentsBy(login = ACTIONS_BOT) {
  return world.github.issueComments.filter((c) => c.issue_number === PR_NUMBER && c.user.login === login);
}

/** The logins whose repository permission the action asked GitHub for, in order. */
function permissionChecks(): string[] {
  return world.github.requests.flatMap((r) => /\/collaborators\/([^/]+)\/permission$/.exec(r.path)?.[1] ?? []);
}

/** A progress comment the workflow wrote with `marker`, then edited by `editor` in the web interface: `from` replaced with `to`. */
function tampered(marker: Marker, from: string, to: string, editor = 'mallory') {
  const comment = seedProgressComment(signedMarker(world, marker));
  const edited = comment.body.replace(from, to);
  expect(edited).not.toBe(comment.body);
  world.github.editAs(editor, comment, edited);
  return comment;
}

describe("§2 markers: trusted only when the workflow's identity wrote them and nobody else edited them", () => {
  it('ignores, with a warning, a bot progress comment whose job was edited to another one: the instruction goes to the linked job', async () => {
    await start();
    seedProgressComment(signedMarker(world, { jobId: JOB_ID, triggers: ['ic:1'], state: 'sent' }));
    const edited = tampered(
      { jobId: JOB_ID, triggers: ['ic:2'], state: 'sent' },
      `job="${JOB_ID}"`,
      `job="${EVIL_JOB}"`,
    );
    const { eventName, eventPayload } = commentEvent('/mintlify document the flag');
    const run = await world.run({ inputs: { 'job-id': undefined }, eventName, eventPayload });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => m.jobId)).toEqual([JOB_ID]);
    expect(world.mintlify.createdJobs).toEqual([]);
    expect(run.stdout).toMatch(
      new RegExp(
        `::warning::Ignored the marker of \\S+${edited.id}: it was edited by mallory after the workflow wrote it`,
      ),
    );
    // Said where people look: the run's own progress comment names the record, why and what to do.
    const reply = commentsBy().find((c) => c.id > edited.id);
    expect(reply?.body.replace(/&#39;/g, "'").replace(/&#96;/g, '`')).toMatch(
      /> \[!WARNING\]\n> The action's record in \S+ no longer counts: it was edited by mallory after the workflow wrote it; comment `\/mintlify --new &lt;instruction&gt;` to start a new job/,
    );
  });

  it('ignores, with a warning, a progress comment whose state was edited to "sent" to suppress the instruction: the re-run sends it', async () => {
    await start();
    const { trigger, eventName, eventPayload } = commentEvent('/mintlify document the flag');
    const edited = tampered(
      { jobId: JOB_ID, triggers: [`ic:${trigger.id}`], state: 'not-sent' },
      'state="not-sent"',
      'state="sent"',
    );
    const run = await world.run({ eventName, eventPayload });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.count('message')).toBe(1);
    expect(world.mintlify.messages.map((m) => m.jobId)).toEqual([JOB_ID]);
    expect(run.stdout).toMatch(
      new RegExp(
        `::warning::Ignored the marker of \\S+${edited.id}: it was edited by mallory after the workflow wrote it`,
      ),
    );
    expect(run.stdout).not.toContain('already sent by an earlier run');
  });

  it("trusts the personal access token's own account (GraphQL viewer), and no other user's marker of this project", async () => {
    await start({ userEndpoint: 'ok', tokenLogin: 'docs-maintainer' });
    seedProgressComment(
      signedMarker(world, { jobId: JOB_ID, triggers: ['ic:1'], state: 'sent' }),
      'docs-maintainer',
      'User',
    );
    seedProgressComment(signedMarker(world, { jobId: EVIL_JOB, triggers: [], state: 'sent' }), 'mallory', 'User');
    const { eventName, eventPayload } = commentEvent('/mintlify document the flag');
    // comment: false: the run writes nothing, so the fake (which attributes the token's own writes to a Bot) keeps the account a User.
    const run = await world.run({ inputs: { 'job-id': undefined, comment: 'false' }, eventName, eventPayload });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => m.jobId)).toEqual([JOB_ID]);
    expect(world.github.requests.some((r) => r.method === 'POST' && r.path === '/graphql')).toBe(true);
  });

  it('sends to the job-id input even when a valid marker for this very trigger names another job', async () => {
    await start();
    world.mintlify.addJob({ id: 'job_other' });
    const { trigger, eventName, eventPayload } = commentEvent('/mintlify document the flag');
    seedProgressComment(signedMarker(world, { jobId: 'job_other', triggers: [`ic:${trigger.id}`], state: 'sent' }));
    const run = await world.run({ inputs: { 'job-id': JOB_ID }, eventName, eventPayload });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => m.jobId)).toEqual([JOB_ID]);
    expect(world.mintlify.requests.some((r) => r.path.includes('job_other'))).toBe(false);
    expect(run.outputs['job-id']).toBe(JOB_ID);
  });

  describe('with a GitHub App installation token (GET /user forbidden, comments by my-docs-app[bot])', () => {
    const APP_BOT = 'my-docs-app[bot]';

    it('recognises its own signed comment: a re-run of the same event sends nothing a second time', async () => {
      await start({ tokenLogin: APP_BOT, userEndpoint: 'forbidden' });
      const { eventName, eventPayload } = commentEvent('/mintlify document the flag');
      const first = await world.run({ eventName, eventPayload });
      expect(first.exitCode).toBe(0);
      expect(commentsBy(APP_BOT)).toHaveLength(1);
      const rerun = await world.run({ eventName, eventPayload });
      expect(rerun.exitCode).toBe(0);
      expect(world.mintlify.count('message')).toBe(1);
      expect(commentsBy(APP_BOT)).toHaveLength(1);
      expect(rerun.stdout).toContain('already sent by an earlier run');
      expect(rerun.outputs['comment-url']).toBe(first.outputs['comment-url']);
    });

    it("finds the PR's linked job in its own signed comment: a new instruction goes to it, no job is created", async () => {
      await start({ tokenLogin: APP_BOT, userEndpoint: 'forbidden' });
      const first = commentEvent('/mintlify document the flag');
      await world.run({ inputs: { 'job-id': JOB_ID }, eventName: first.eventName, eventPayload: first.eventPayload });
      const second = commentEvent('/mintlify and add an example');
      const run = await world.run({
        inputs: { 'job-id': undefined },
        eventName: second.eventName,
        eventPayload: second.eventPayload,
      });
      expect(run.exitCode).toBe(0);
      expect(world.mintlify.messages.map((m) => [m.jobId, m.prompt])).toEqual([
        [JOB_ID, 'document the flag'],
        [JOB_ID, 'and add an example'],
      ]);
      expect(world.mintlify.createdJobs).toEqual([]);
    });
  });

  it('after an API key rotation, a re-run keeps the record: the trigger it handled is not sent again', async () => {
    await start();
    const { trigger, eventName, eventPayload } = commentEvent('/mintlify document the flag');
    // Written by a run that held another key of this project: the record has no key in it.
    seedProgressComment(signedMarker(world, { jobId: JOB_ID, triggers: [`ic:${trigger.id}`], state: 'sent' }));
    const run = await world.run({ eventName, eventPayload });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.count('message')).toBe(0);
    expect(world.mintlify.createdJobs).toEqual([]);
    expect(run.stdout).not.toContain('::warning::Ignored the marker');
  });

  it('a record an earlier release signed with a key no longer configured is set aside with a warning, and the instruction sent again as for a new trigger', async () => {
    await start();
    const { trigger, eventName, eventPayload } = commentEvent('/mintlify document the flag');
    const old = seedProgressComment(
      legacySignedMarker(
        world,
        { jobId: JOB_ID, triggers: [`ic:${trigger.id}`], state: 'sent' },
        'mint_rotated_out_key_0000',
      ),
    );
    const run = await world.run({ eventName, eventPayload });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `::warning::Ignored the marker of \\S+${old.id}: an earlier release of the action signed it with an API key that is not configured now`,
      ),
    );
    expect(world.mintlify.count('message')).toBe(1);
    const written = commentsBy().filter((c) => c.id !== old.id);
    expect(written).toHaveLength(1);
    expect(parseMarker(written[0]?.body)).toMatchObject({
      jobId: JOB_ID,
      triggers: [`ic:${trigger.id}`],
      state: 'ended',
    });
  });
});

describe('§3 every trigger is gated on its sender', () => {
  it('pull_request_target from a non-collaborator: permission checked for the sender, nothing sent to Mintlify', async () => {
    await start();
    const run = await world.run({
      inputs: { prompt: 'document the flag' },
      eventName: 'pull_request_target',
      eventPayload: pullRequestEvent({ login: 'dave' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(permissionChecks()).toEqual(['dave']);
    expect(world.mintlify.requests).toEqual([]);
  });

  it('pull_request_target from a writer: permission checked for the sender, the instruction is sent', async () => {
    await start();
    const run = await world.run({
      inputs: { prompt: 'document the flag' },
      eventName: 'pull_request_target',
      eventPayload: pullRequestEvent({ login: 'alice' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(permissionChecks()).toEqual(['alice']);
    expect(world.mintlify.messages.map((m) => [m.jobId, m.prompt])).toEqual([[JOB_ID, 'document the flag']]);
  });

  it('skips an issues event that is not a box ticked on the dashboard: nothing is read or sent, exit 0', async () => {
    await start();
    const run = await world.run({
      inputs: { prompt: 'document the flag' },
      eventName: 'issues',
      eventPayload: webhookExample('issues', 'opened'),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).toContain('the issue was opened');
    expect(world.mintlify.requests).toEqual([]);
    expect(world.github.requests).toEqual([]);
  });

  it.each([
    ['discussion_comment', 'created'],
    ['workflow_run', 'completed'],
  ])(
    'refuses the %s event with a notice naming the supported events; nothing is sent, exit 0',
    async (eventName, action) => {
      await start();
      const run = await world.run({
        inputs: { prompt: 'document the flag' },
        eventName,
        eventPayload: webhookExample(eventName, action),
      });
      expect(run.exitCode).toBe(0);
      expect(run.outputs.status).toBe('skipped');
      expect(run.stdout).toContain(
        `::notice::Refused: the ${eventName} event is not supported (follow-up runs on issue_comment, pull_request_review_comment, pull_request_review, pull_request, pull_request_target, workflow_dispatch, repository_dispatch, schedule, issues)`,
      );
      expect(world.mintlify.requests).toEqual([]);
      expect(world.github.requests).toEqual([]);
    },
  );

  it('workflow_dispatch by a read-only GITHUB_ACTOR (the sender): denied, nothing sent', async () => {
    await start();
    const run = await world.run({
      inputs: { prompt: 'document the flag' },
      eventName: 'workflow_dispatch',
      eventPayload: workflowDispatchEvent('bob'),
      env: { GITHUB_ACTOR: 'bob' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).toContain('::notice::Skipped: bob has read permission');
    expect(permissionChecks()).toEqual(['bob']);
    expect(world.mintlify.requests).toEqual([]);
  });

  it('schedule (no sender) is gated on GITHUB_ACTOR: a read-only actor is denied', async () => {
    await start();
    const run = await world.run({
      inputs: { prompt: 'refresh the quickstart' },
      eventName: 'schedule',
      eventPayload: scheduleEvent(),
      env: { GITHUB_ACTOR: 'bob' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(permissionChecks()).toEqual(['bob']);
    expect(world.mintlify.requests).toEqual([]);
  });

  it('schedule (no sender) is gated on GITHUB_ACTOR: a writer actor proceeds', async () => {
    await start();
    const run = await world.run({
      inputs: { prompt: 'refresh the quickstart' },
      eventName: 'schedule',
      eventPayload: scheduleEvent(),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(permissionChecks()).toEqual(['octocat']);
    expect(world.mintlify.messages.map((m) => m.jobId)).toEqual([JOB_ID]);
  });
});

describe('§6 bounded waits, and one denial reply per PR', () => {
  it('a 429 with Retry-After 3600 s under a 1-minute timeout fails within seconds, saying the wait would exceed the timeout', async () => {
    await start();
    world.mintlify.inject({
      route: 'message',
      kind: 'status',
      status: 429,
      retryAfter: '3600',
      body: { error: 'Rate limit exceeded' },
    });
    const run = await world.run({ inputs: { prompt: 'document the flag', timeout: '1' }, timeoutMs: 30_000 });
    expect(run.signal).toBeNull();
    expect(run.durationMs).toBeLessThan(20_000);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /::error::.*Rate limited: Retry-After 3600 s would exceed the run's timeout \(\d+ s left\), so the action did not wait/,
    );
    expect(run.stdout).not.toMatch(/retry 1 of/);
    expect(world.mintlify.count('message')).toBe(1);
  });

  it('logs a short Retry-After wait (2 s) before waiting, then retries', async () => {
    await start();
    world.mintlify.inject({
      route: 'message',
      kind: 'status',
      status: 429,
      retryAfter: '2',
      body: { error: 'Rate limit exceeded' },
    });
    const waitLine = /POST \S+\/message failed \(HTTP 429, Retry-After 2 s\); retry 1 of \d+ after 2 s \(Retry-After\)/;
    const logged = { at: 0 };
    const run = await world.run({
      inputs: { prompt: 'document the flag' },
      onSpawn: (child) => {
        let seen = '';
        child.stdout?.on('data', (chunk: string | Buffer) => {
          seen += String(chunk);
          if (logged.at === 0 && waitLine.test(seen)) logged.at = Date.now();
        });
      },
    });
    expect(run.exitCode).toBe(0);
    const [refused, retried] = world.mintlify.requests.filter((r) => r.route === 'message');
    expect(refused?.status).toBe(429);
    expect(retried?.status).toBe(200);
    expect(logged.at).toBeGreaterThan(0);
    // The line came right after the 429, and the retry about 2 s after the line.
    expect(logged.at - (refused?.at ?? 0)).toBeLessThan(1_000);
    expect((retried?.at ?? 0) - logged.at).toBeGreaterThan(1_500);
    const lineAt = run.stdout.search(waitLine);
    expect(lineAt).toBeGreaterThan(-1);
    expect(lineAt).toBeLessThan(run.stdout.indexOf(`Agent job ${JOB_ID} accepted the instruction`));
  });

  it("an outsider's repeated /mintlify on one PR gets one denial reply in total; the second only a reaction", async () => {
    await start();
    const first = commentEvent('/mintlify delete the docs', 'dave');
    await world.run({ eventName: first.eventName, eventPayload: first.eventPayload });
    const second = commentEvent('/mintlify delete the docs, please', 'dave');
    const run = await world.run({ eventName: second.eventName, eventPayload: second.eventPayload });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(world.mintlify.requests).toEqual([]);
    expect(commentsBy()).toHaveLength(1);
    expect(commentsBy()[0]?.body).toContain('only people with write access');
    expect(world.github.reactions.map((r) => [r.commentId, r.content])).toEqual([
      [first.trigger.id, 'confused'],
      [second.trigger.id, 'confused'],
    ]);
  });
});
