/**
 * The claim on the trigger itself, end to end on `dist/index.js` (issue 46 §3, issue 48 §4 and §7): a run
 * sends an instruction only after its 👍 reaction on the trigger comment was new (GitHub's 201), so two
 * runs handling one comment at the same moment — two workflow files, two concurrency groups, even two
 * GitHub identities — send it once between them; and that reaction (or the 😕 of a refusal), which no user
 * can remove, is what says an instruction was handled and a job was started — not the progress comment,
 * which anyone with write access may delete.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredIssueComment } from '../fakes/github.ts';
import { PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { issueCommentEvent } from '../harness/payloads.ts';
import type { ActionRun } from '../harness/run-action.ts';

const ACTION_LOGIN = 'github-actions[bot]';
const APP_TOKEN = 'ghs_app_installation_token';
const APP_LOGIN = 'mintlify-docs[bot]';

let world: FollowUpWorld;

afterEach(async () => {
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

/** Seeds `body` by alice on the PR; `run` runs the action on its `issue_comment` event. */
function comment(body: string): {
  trigger: StoredIssueComment;
  run: (token?: string, runId?: string) => Promise<ActionRun>;
} {
  const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body, login: 'alice' });
  const eventPayload = issueCommentEvent({ id: trigger.id, body, login: 'alice' });
  return {
    trigger,
    run: (token, runId) =>
      world.run({
        eventName: 'issue_comment',
        eventPayload,
        inputs: token ? { 'github-token': token } : {},
        env: runId ? { GITHUB_RUN_ID: runId } : {},
      }),
  };
}

/** The action's comments (either identity) on the PR. */
function ours(): StoredIssueComment[] {
  return world.github.issueComments.filter(
    (c) => c.issue_number === PR_NUMBER && (c.user.login === ACTION_LOGIN || c.user.login === APP_LOGIN),
  );
}

describe('two simultaneous runs on one comment (two workflow files, two concurrency groups)', () => {
  it('create one job between them: one progress comment, the other run skips saying another run has it', async () => {
    world = await startFollowUpWorld();
    delete world.inputs['job-id'];
    // Both runs read the PR's history before either writes its progress comment.
    world.github.inject({ route: 'comment-create', kind: 'delay', ms: 700, times: 2 });
    const { run } = comment('/mintlify document the new flag');
    // Two workflow files: two workflow runs.
    const [a, b] = await Promise.all([run(), run(undefined, '2234567890')]);
    expect(world.mintlify.createdJobs).toHaveLength(1);
    expect([a.outputs.status, b.outputs.status].sort()).toEqual(['completed', 'skipped']);
    expect([a.exitCode, b.exitCode]).toEqual([0, 0]);
    const skipped = a.outputs.status === 'skipped' ? a : b;
    expect(skipped.stdout).toContain('Another run is handling this instruction');
    expect(ours()).toHaveLength(1);
  });

  it('send it once when the two runs use different GitHub identities (GITHUB_TOKEN and an App token)', async () => {
    world = await startFollowUpWorld({ github: { otherTokens: { [APP_TOKEN]: APP_LOGIN } } });
    world.github.inject({ route: 'comment-create', kind: 'delay', ms: 700, times: 2 });
    const { run } = comment('/mintlify document the new flag');
    const [a, b] = await Promise.all([run(), run(APP_TOKEN, '2234567890')]);
    expect(world.mintlify.messages).toHaveLength(1);
    expect([a.outputs.status, b.outputs.status].sort()).toEqual(['completed', 'skipped']);
  });
});

describe('a progress comment someone deleted', () => {
  it('neither resends the earlier instruction nor resets agent-jobs-per-pr', async () => {
    world = await startFollowUpWorld();
    delete world.inputs['job-id'];
    world.inputs['agent-jobs-per-pr'] = '1';
    const first = comment('/mintlify --new document the deploy flag');
    expect((await first.run()).outputs.status).toBe('completed');
    expect(world.mintlify.createdJobs).toHaveLength(1);
    for (const progress of ours()) world.github.deleteIssueComment(progress.id);

    const second = await comment('/mintlify --new document the rollback flag').run();
    expect(world.mintlify.createdJobs).toHaveLength(1);
    expect(world.mintlify.messages).toHaveLength(0);
    expect(second.outputs.status).toBe('capped');
    expect(second.stdout).not.toContain('never delivered');
  });
});

describe('a refused /mintlify comment edited later', () => {
  it('is not sent by a later run: only a new comment is a new instruction', async () => {
    world = await startFollowUpWorld();
    const refused = comment('/mintlify');
    expect((await refused.run()).outputs.status).toBe('skipped');
    world.github.editAs('alice', refused.trigger, '/mintlify document the secret flag');

    const later = await comment('/mintlify add an example').run();
    expect(later.outputs.status).toBe('completed');
    expect(world.mintlify.messages.map((m) => m.prompt)).toEqual(['add an example']);
  });
});
