/**
 * Exactly-once between the comment and the send (issue 17 §2), end to end on the built action:
 * the progress comment says `received` until the moment before the POST, so a run that died
 * before sending (or whose comment write lost its response) is sent by the re-run; a run never
 * reports success for an instruction that was not delivered; and the `post:` step can finalize
 * the comment even when the step is killed during the first send.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/agent-job/marker.ts';
import type { StoredIssueComment } from '../fakes/github.ts';
import { PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { issueCommentEvent } from '../harness/payloads.ts';
import { signalWhen, type ActionRun, type RunActionOptions } from '../harness/run-action.ts';

let world: FollowUpWorld;

afterEach(async () => {
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

/** Seeds `/mintlify …` by alice and returns a runner for its `issue_comment` event. */
function commentRun(body: string): (
  options?: Omit<RunActionOptions, 'inputs' | 'eventName' | 'eventPayload'> & {
    inputs?: Record<string, string | undefined>;
  },
) => Promise<ActionRun> {
  const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body, login: 'alice' });
  const eventPayload = issueCommentEvent({ id: trigger.id, body, login: 'alice' });
  return (options = {}) => world.run({ ...options, eventName: 'issue_comment', eventPayload });
}

/** The action's comments on the PR under test. */
function ours(): StoredIssueComment[] {
  return world.github.issueComments.filter(
    (c) => c.issue_number === PR_NUMBER && c.user.login === 'github-actions[bot]',
  );
}

describe('a progress comment GitHub stored but whose response was lost', () => {
  it('is found by the re-run, which sends the instruction once and only then reports completed', async () => {
    world = await startFollowUpWorld();
    world.github.inject({ route: 'comment-create', kind: 'reset', afterHandling: true, times: 5 });
    const run = commentRun('/mintlify document the flag');
    const first = await run();
    expect(first.exitCode).toBe(1);
    expect(world.mintlify.messages).toHaveLength(0);
    expect(ours().length).toBeGreaterThan(0);
    expect(parseMarker(ours()[0]?.body)?.state).toBe('received');

    const rerun = await run();
    expect(world.mintlify.messages).toHaveLength(1);
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs.status).toBe('completed');
    expect(parseMarker(ours()[0]?.body)?.state).toBe('ended');
  });
});

describe('a run cancelled while it reads the pull request for a new job', () => {
  it('sends nothing, and the re-run starts the job', async () => {
    world = await startFollowUpWorld();
    delete world.inputs['job-id'];
    world.github.inject({ route: 'pull-files', kind: 'delay', ms: 1_500 });
    const run = commentRun('/mintlify document this PR');
    const kill = signalWhen(
      () => world.github.requests.some((r) => r.path.endsWith(`/pulls/${PR_NUMBER}/files`)),
      'SIGTERM',
    );
    const first = await run({ onSpawn: kill.onSpawn });
    expect(first.outputs.status).toBe('cancelled');
    expect(world.mintlify.createdJobs).toHaveLength(0);
    expect(['received', 'not-sent']).toContain(parseMarker(ours()[0]?.body)?.state);

    const rerun = await run();
    expect(rerun.exitCode).toBe(0);
    expect(world.mintlify.createdJobs).toHaveLength(1);
    expect(rerun.outputs.status).toBe('completed');
  });
});

describe('a re-run after an instruction whose delivery is unknown', () => {
  it('does not send it again and does not report completed', async () => {
    world = await startFollowUpWorld();
    world.mintlify.inject({ route: 'message', kind: 'status', status: 502, times: 10 });
    const run = commentRun('/mintlify document the flag');
    await run();
    expect(parseMarker(ours()[0]?.body)?.state).toBe('pending');
    const rerun = await run();
    expect(world.mintlify.messages).toHaveLength(0);
    expect(rerun.outputs.status).not.toBe('completed');
    expect(rerun.exitCode).toBe(1);
    expect(ours()[0]?.body).not.toContain('Completed');
  });
});

describe('the post step after the step was killed during the first send', () => {
  it('finalizes the progress comment, saying delivery is unknown', async () => {
    world = await startFollowUpWorld();
    world.mintlify.inject({ route: 'message', kind: 'delay', ms: 20_000 });
    const run = commentRun('/mintlify document the flag');
    const kill = signalWhen(() => world.mintlify.count('message') >= 1, 'SIGKILL');
    const main = await run({ onSpawn: kill.onSpawn });
    expect(main.signal).toBe('SIGKILL');
    const post = await run({ state: main.state });
    expect(post.exitCode).toBe(0);
    const body = ours()[0]?.body ?? '';
    expect(body).toContain('Stopped watching (step ended)');
    expect(body).toContain('delivery is unknown');
    expect(parseMarker(body)?.state).toBe('pending');
  });
});
