/**
 * `follow-up` starting agent jobs, end to end: the built action, run as the runner runs it,
 * against the fake Mintlify and GitHub servers, with real webhook payloads. A request with no
 * job to send to starts one (`POST /v2/agent/{projectId}/job`) whose prompt carries the PR's
 * context; later comments follow up on it; a re-run never starts a second one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/agent-job/marker.ts';
import { MAX_JOB_PROMPT_CHARS } from '../../src/follow-up/prompt/pr-context.ts';
import type { FakeJobOptions } from '../fakes/mintlify.ts';
import type { FakePullRequestSpec, StoredIssueComment } from '../fakes/github.ts';
import { JOB_ID, PR_NUMBER, signedMarker, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, issueCommentEvent, pullRequestEvent, workflowDispatchEvent } from '../harness/payloads.ts';
import type { ActionRun } from '../harness/run-action.ts';

/** The ID the fake gives the first job it creates. */
const NEW_JOB = 'job_1';
/** The login the fake attributes the token's comments to. */
const ACTION_LOGIN = 'github-actions[bot]';
const PR_URL = `https://github.com/${EXAMPLE_REPO}/pull/${PR_NUMBER}`;
const DEPLOY_PATCH =
  '@@ -10,3 +10,5 @@ export const flags = {\n   force: boolean,\n+  /** Print the plan without deploying. */\n+  dryRun: boolean,\n };';

/** The code PR the requests come from: a new `--dry-run` flag, its docs page and an image. */
const CODE_PR: FakePullRequestSpec = {
  title: 'Add a --dry-run flag to deploy',
  author: 'alice',
  baseRef: 'main',
  headRef: 'feature/dry-run',
  body: 'Adds `--dry-run`, which prints the plan and deploys nothing.',
  files: [
    { filename: 'src/cli/deploy.ts', status: 'modified', additions: 2, deletions: 0, patch: DEPLOY_PATCH },
    {
      filename: 'docs/cli.mdx',
      status: 'added',
      additions: 3,
      deletions: 0,
      patch: '@@ -0,0 +1,3 @@\n+## Flags\n+\n+`--dry-run` prints the plan.',
    },
    { filename: 'images/plan.png', status: 'added', additions: 0, deletions: 0, patch: null },
  ],
};

let world: FollowUpWorld;

afterEach(async () => {
  // Contract check: every request the action sent, and every response the fake returned that
  // no injected fault shaped, follows Mintlify's published OpenAPI specs.
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

/** Starts the fakes with `pull` as PR #2 and no `job-id` input (nothing linked yet). */
async function startWorld(pull: FakePullRequestSpec = CODE_PR, job?: Partial<FakeJobOptions>): Promise<void> {
  world = await startFollowUpWorld({ github: { pulls: { [PR_NUMBER]: pull, 42: {} } }, job });
  delete world.inputs['job-id'];
}

/** A PR conversation comment by `login` and its `issue_comment` payload. */
function seedComment(body: string, login = 'alice'): { trigger: StoredIssueComment; payload: Record<string, unknown> } {
  const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body, login });
  return { trigger, payload: issueCommentEvent({ id: trigger.id, body, login }) };
}

/** Runs the action on an `issue_comment` payload, with extra `inputs`. */
function runOnComment(
  payload: Record<string, unknown>,
  inputs: Record<string, string | undefined> = {},
): Promise<ActionRun> {
  return world.run({ eventName: 'issue_comment', eventPayload: payload, inputs });
}

/** Seeds a comment and runs the action on it. */
async function comment(
  body: string,
  inputs: Record<string, string | undefined> = {},
): Promise<{ run: ActionRun; trigger: StoredIssueComment }> {
  const { trigger, payload } = seedComment(body);
  return { run: await runOnComment(payload, inputs), trigger };
}

/** The comments the action wrote in the PR conversation. */
const ours = (): StoredIssueComment[] =>
  world.github.issueComments.filter((c) => c.user.login === ACTION_LOGIN && c.issue_number === PR_NUMBER);

/** The progress comment answering `trigger`, found by its marker. */
const progressOf = (trigger: StoredIssueComment): StoredIssueComment | undefined =>
  ours().find((c) => parseMarker(c.body)?.triggers.includes(`ic:${trigger.id}`));

/** A progress comment an earlier run left, linking `jobId` to the PR. */
function linkJob(jobId: string): void {
  const marker = signedMarker(world, { jobId, triggers: ['ic:1'], state: 'sent' });
  world.github.seedIssueComment({
    issueNumber: PR_NUMBER,
    body: `${marker}\n### Mintlify agent — ✅ Completed`,
    login: ACTION_LOGIN,
    type: 'Bot',
  });
}

/** A line of a Node stack trace. */
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

describe('a first /mintlify on a pull request with no agent job', () => {
  it('starts one job, says so in the progress comment and sets job-created and job-id', async () => {
    await startWorld();
    const { run, trigger } = await comment('/mintlify document the --dry-run flag');

    expect(run.exitCode).toBe(0);
    expect(world.mintlify.count('create')).toBe(1);
    expect(world.mintlify.count('message')).toBe(0);
    expect(world.mintlify.createdJobs.map((j) => j.jobId)).toEqual([NEW_JOB]);
    const progress = progressOf(trigger);
    expect(ours()).toHaveLength(1);
    expect(progress?.body).toContain(`Started agent job \`${NEW_JOB}\``);
    expect(progress?.body).toContain('Completed');
    expect(parseMarker(progress?.body)).toMatchObject({ jobId: NEW_JOB, state: 'ended', created: true });
    expect(run.outputs).toMatchObject({ 'job-created': 'true', 'job-id': NEW_JOB, status: 'completed' });
  });

  it("gives the new job the PR's URL, title, author, refs, description, changed files and diff, then the instruction", async () => {
    await startWorld();
    await comment('/mintlify document the --dry-run flag');

    const prompt = world.mintlify.createdJobs[0]?.prompt ?? '';
    expect(prompt).toContain(PR_URL);
    expect(prompt).toContain(`pull request #${PR_NUMBER} (${PR_URL}) by alice`);
    expect(prompt).toContain(
      'Title (untrusted data from the pull request):\n```text\nAdd a --dry-run flag to deploy\n```',
    );
    expect(prompt).toContain(
      'Branches (head, then base) (untrusted data from the pull request):\n```text\nfeature/dry-run\nmain\n```',
    );
    expect(prompt).toContain('prints the plan and deploys nothing');
    expect(prompt).toContain(
      'modified src/cli/deploy.ts (+2 −0)\nadded docs/cli.mdx (+3 −0)\nadded images/plan.png (+0 −0)',
    );
    expect(prompt).toContain(`--- a/src/cli/deploy.ts\n+++ b/src/cli/deploy.ts\n${DEPLOY_PATCH}`);
    expect(prompt).toContain('+`--dry-run` prints the plan.');
    expect(prompt).toContain('Left out of the diff (the file list names them): 1 binary file.');
    expect(prompt).toMatch(/Instruction: document the --dry-run flag$/);
  });

  it('sends the second /mintlify on the PR to the job the first one started', async () => {
    await startWorld();
    await comment('/mintlify document the --dry-run flag');
    const { run, trigger } = await comment('/mintlify add an example');

    expect(run.exitCode).toBe(0);
    expect(world.mintlify.count('create')).toBe(1);
    expect(world.mintlify.count('message')).toBe(1);
    expect(world.mintlify.messages.map((m) => [m.jobId, m.prompt])).toEqual([[NEW_JOB, 'add an example']]);
    expect(progressOf(trigger)?.body).toContain(`Sent to agent job \`${NEW_JOB}\``);
    expect(run.outputs).toMatchObject({ 'job-created': 'false', 'job-id': NEW_JOB });
  });

  it('starts nothing when the first event is run again, and keeps its one progress comment', async () => {
    await startWorld();
    const { trigger, payload } = seedComment('/mintlify document the --dry-run flag');
    await runOnComment(payload);
    const rerun = await runOnComment(payload);

    expect(rerun.exitCode).toBe(0);
    expect(world.mintlify.count('create')).toBe(1);
    expect(world.mintlify.count('message')).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(progressOf(trigger)?.body).toContain(`Started agent job \`${NEW_JOB}\``);
    expect(rerun.outputs['job-id']).toBe(NEW_JOB);
  });

  it('with create-job false, sends nothing and replies that no job is linked', async () => {
    await startWorld();
    const { run } = await comment('/mintlify document the --dry-run flag', { 'create-job': 'false' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'skipped', 'job-created': 'false', 'job-id': '' });
    expect(world.mintlify.requests).toEqual([]);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain(
      'No Mintlify agent job is linked to this pull request yet, and `create-job` is off',
    );
  });
});

describe('a pull_request event with the prompt input', () => {
  const labeledPr: FakePullRequestSpec = {
    ...CODE_PR,
    files: [
      { filename: 'src/api/webhooks.ts', status: 'modified', additions: 12, deletions: 3 },
      { filename: 'openapi.yaml', status: 'modified', additions: 40, deletions: 0 },
    ],
  };

  it('from a writer who labels the PR: starts a job whose prompt lists the PR’s files, and comments on the PR', async () => {
    await startWorld(labeledPr);
    const run = await world.run({
      eventName: 'pull_request',
      eventPayload: pullRequestEvent({ action: 'labeled', login: 'alice' }),
      inputs: { prompt: 'document the webhook changes' },
    });

    expect(run.exitCode).toBe(0);
    expect(world.mintlify.count('create')).toBe(1);
    const prompt = world.mintlify.createdJobs[0]?.prompt ?? '';
    expect(prompt).toContain('modified src/api/webhooks.ts (+12 −3)\n');
    expect(prompt).toContain('modified openapi.yaml (+40 −0)\n');
    expect(prompt).toMatch(/Instruction: document the webhook changes$/);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain(`Started agent job \`${NEW_JOB}\``);
    expect(parseMarker(ours()[0]?.body)).toMatchObject({
      jobId: NEW_JOB,
      triggers: [expect.stringMatching(/^ev:1234567890\.[0-9a-f]{12}$/)],
      created: true,
    });
    expect(run.outputs).toMatchObject({ 'job-created': 'true', 'job-id': NEW_JOB });
  });

  it('from a sender with read access: checks their permission and starts nothing', async () => {
    await startWorld(labeledPr);
    const run = await world.run({
      eventName: 'pull_request',
      eventPayload: pullRequestEvent({ action: 'labeled', login: 'bob' }),
      inputs: { prompt: 'document the webhook changes' },
    });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(
      world.github.requests.some((r) => r.method === 'GET' && r.path.endsWith('/collaborators/bob/permission')),
    ).toBe(true);
    expect(world.mintlify.requests).toEqual([]);
    expect(
      ours()
        .map((c) => c.body)
        .join('\n'),
    ).not.toContain('Started agent job');
  });
});

describe('workflow_dispatch with the prompt input and no job-id', () => {
  it('starts a job, sets job-created, writes nothing on GitHub and reports it in the job summary', async () => {
    await startWorld();
    const run = await world.run({
      eventName: 'workflow_dispatch',
      eventPayload: workflowDispatchEvent('octocat'),
      inputs: { prompt: 'refresh the quickstart' },
    });

    expect(run.exitCode).toBe(0);
    expect(world.mintlify.createdJobs.map((j) => [j.jobId, j.prompt])).toEqual([[NEW_JOB, 'refresh the quickstart']]);
    expect(run.outputs).toMatchObject({
      'job-created': 'true',
      'job-id': NEW_JOB,
      status: 'completed',
      'comment-url': '',
    });
    expect(world.github.issueComments).toEqual([]);
    // The only writes: today's count of agent uses (agent-uses-per-day), its record and its ref.
    expect(world.github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /repos/${EXAMPLE_REPO}/git/blobs`,
      `POST /repos/${EXAMPLE_REPO}/git/refs`,
    ]);
    expect(run.summary).toContain(`<code>${NEW_JOB}</code> (started by this run)`);
  });
});

describe('when starting the job fails', () => {
  it('500 after the job was created: fails the step and says a job may or may not have been started and what to do', async () => {
    await startWorld();
    world.mintlify.inject({ route: 'create', kind: 'status', status: 500, processed: true });
    const { run, trigger } = await comment('/mintlify document the --dry-run flag');

    expect(run.exitCode).toBe(1);
    expect(world.mintlify.count('create')).toBe(1);
    expect(run.outputs).toMatchObject({ status: 'error', 'job-created': 'false' });
    const body = progressOf(trigger)?.body ?? '';
    expect(body).toContain('A new agent job may or may not have been started');
    expect(body).toContain(`check the project's agent jobs before creating it again`);
    expect(parseMarker(body)).toMatchObject({ jobId: undefined, state: 'pending', created: true });
    expect(world.everything(run)).not.toMatch(STACK_FRAME);
  });

  it('500 after the job was created: a re-run starts no second job and says what to check', async () => {
    await startWorld();
    world.mintlify.inject({ route: 'create', kind: 'status', status: 500, processed: true });
    const { trigger, payload } = seedComment('/mintlify document the --dry-run flag');
    await runOnComment(payload);
    const rerun = await runOnComment(payload);

    expect(rerun.exitCode).toBe(1);
    expect(world.mintlify.count('create')).toBe(1);
    expect(ours()).toHaveLength(1);
    const body = progressOf(trigger)?.body ?? '';
    expect(body).toContain(
      'An earlier run of this event may or may not have started an agent job, so none is started again.',
    );
    expect(body).toContain(`Check the agent jobs of project ${world.mintlify.projectId} in the Mintlify dashboard`);
    expect(rerun.stdout).toContain('An earlier run of this event may or may not have started an agent job');
  });

  it('429 with Retry-After 1: waits a second, then starts the job once', async () => {
    await startWorld();
    world.mintlify.inject({ route: 'create', kind: 'status', status: 429, retryAfter: '1' });
    const { run, trigger } = await comment('/mintlify document the --dry-run flag');

    expect(run.exitCode).toBe(0);
    expect(world.mintlify.count('create')).toBe(2);
    expect(world.mintlify.createdJobs).toHaveLength(1);
    const [refused, accepted] = world.mintlify.requests.filter((r) => r.route === 'create');
    expect(refused?.status).toBe(429);
    expect(accepted?.status).toBe(201);
    expect((accepted?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(progressOf(trigger)?.body).toContain(`Started agent job \`${NEW_JOB}\``);
    expect(run.outputs).toMatchObject({ 'job-created': 'true', 'job-id': NEW_JOB });
  });

  it('429 with Retry-After 3600 and a 1-minute timeout: fails at once, says why, and starts nothing', async () => {
    await startWorld();
    world.mintlify.inject({ route: 'create', kind: 'status', status: 429, retryAfter: '3600' });
    const { run, trigger } = await comment('/mintlify document the --dry-run flag', { timeout: '1' });

    expect(run.exitCode).toBe(1);
    expect(run.durationMs).toBeLessThan(20_000);
    expect(world.mintlify.count('create')).toBe(1);
    expect(world.mintlify.createdJobs).toEqual([]);
    expect(run.stdout).toMatch(
      /Rate limited: Retry-After 3600 s would exceed the run's timeout \(\d+ s left\), so the action did not wait; try again later/,
    );
    const body = progressOf(trigger)?.body ?? '';
    expect(body).toContain('No agent job was started');
    expect(body).toContain('Retry-After 3600 s');
    expect(parseMarker(body)?.state).toBe('not-sent');
  });
});

describe('a pull request with an agent job linked', () => {
  it('/mintlify --new starts a new job, and later comments follow the new one', async () => {
    await startWorld();
    linkJob(JOB_ID);
    const first = await comment('/mintlify --new document the --dry-run flag');

    expect(first.run.exitCode).toBe(0);
    expect(world.mintlify.count('create')).toBe(1);
    expect(world.mintlify.count('message')).toBe(0);
    expect(world.mintlify.createdJobs[0]?.prompt).toMatch(/\nInstruction: document the --dry-run flag$/);
    expect(progressOf(first.trigger)?.body).toContain(`Started agent job \`${NEW_JOB}\``);
    expect(first.run.outputs).toMatchObject({ 'job-created': 'true', 'job-id': NEW_JOB });

    const later = await comment('/mintlify add an example');
    expect(later.run.exitCode).toBe(0);
    expect(world.mintlify.count('create')).toBe(1);
    expect(world.mintlify.messages.map((m) => m.jobId)).toEqual([NEW_JOB]);
    expect(later.run.outputs).toMatchObject({ 'job-created': 'false', 'job-id': NEW_JOB });
  });

  it('an instruction the archived job refuses: a clear reply with the --new hint, no stack trace', async () => {
    await startWorld(CODE_PR, { status: 'archived', refuseMessagesWhenFinished: true });
    linkJob(JOB_ID);
    const { run, trigger } = await comment('/mintlify add an example');

    expect(run.exitCode).toBe(1);
    expect(world.mintlify.count('message')).toBe(1);
    expect(world.mintlify.messages).toEqual([]);
    expect(world.mintlify.count('create')).toBe(0);
    const body = progressOf(trigger)?.body ?? '';
    expect(body).toContain(`Not sent to agent job \`${JOB_ID}\``);
    expect(body).toContain('archived');
    expect(body).toContain('comment `/mintlify --new <instruction>` to start a new agent job for this pull request');
    expect(parseMarker(body)?.state).toBe('not-sent');
    expect(world.everything(run)).not.toMatch(STACK_FRAME);
  });

  it('an instruction the archived job refuses while the job-id input names it: the hint points at the input, which --new cannot override', async () => {
    await startWorld(CODE_PR, { status: 'archived', refuseMessagesWhenFinished: true });
    const { run, trigger } = await comment('/mintlify add an example', { 'job-id': JOB_ID });

    expect(run.exitCode).toBe(1);
    expect(world.mintlify.count('create')).toBe(0);
    const body = progressOf(trigger)?.body ?? '';
    expect(body).toContain(`Not sent to agent job \`${JOB_ID}\``);
    expect(body).toContain('the `job-id` input of the workflow sends every instruction to it');
    expect(body).not.toContain(
      'comment `/mintlify --new <instruction>` to start a new agent job for this pull request.',
    );
  });
});

describe('the prompt of a new job stays bounded', () => {
  it('for a PR of 3,000 changed files: at most 60,000 characters, saying what it left out', async () => {
    await startWorld({ ...CODE_PR, files: [], generatedFiles: 3000 });
    const { run } = await comment('/mintlify document the --dry-run flag');

    expect(run.exitCode).toBe(0);
    const prompt = world.mintlify.createdJobs[0]?.prompt ?? '';
    expect(prompt.length).toBeLessThanOrEqual(MAX_JOB_PROMPT_CHARS);
    expect(MAX_JOB_PROMPT_CHARS).toBe(60_000);
    expect(prompt).toContain('Changed files: 3000,');
    expect(prompt).toContain('… and 2700 more files not listed.');
    expect(prompt).toMatch(/Left out of the diff \(the file list names them\): .*\d+ binary files/);
    expect(prompt).toMatch(/\d+ files over the prompt limit/);
    expect(prompt).toMatch(/Instruction: document the --dry-run flag$/);
  });
});
