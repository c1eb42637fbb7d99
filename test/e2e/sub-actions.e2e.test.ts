/**
 * The sub-actions end to end (issue 46): `agent/action.yml` run the way the runner runs it — the
 * file its `runs.main` names (`../dist/agent.js`), every input it declares at its own default
 * unless given — picks follow-up for a `/mintlify` comment and reconcile for a manual run;
 * `analytics/action.yml` runs the snapshot without a `mode` input. The workflow passes only the
 * key, the project and (here) the fake API's URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-service.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';
import { PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { issueCommentEvent, webhookExample, workflowDispatchEvent } from '../harness/payloads.ts';

let world: FollowUpWorld;
/** What a workflow using the agent action passes: the key, the project, the API (a fake here); nothing else. */
let minimal: Record<string, string | undefined>;

describe('agent/action.yml with its own defaults', () => {
  let comment: ActionRun;
  let dispatch: ActionRun;
  let push: ActionRun;
  beforeAll(async () => {
    world = await startFollowUpWorld({ job: { status: 'completed', pollsUntilDone: 0 } });
    // Every input the root-action world sets beyond the three a workflow must give is unset.
    minimal = Object.fromEntries(
      Object.keys(world.inputs).map((name) => [
        name,
        ['api-key', 'project-id', 'api-url'].includes(name) ? world.inputs[name] : undefined,
      ]),
    );
    world.mintlify.setCreatedJobDefaults({
      pollsUntilDone: 0,
      source: { repository: 'https://github.com/Codertocat/Hello-World', ref: 'feature-42' },
    });
    const trigger = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '/mintlify document the flag',
      login: 'alice',
    });
    [comment, dispatch, push] = await Promise.all([
      world.run({
        action: 'agent',
        inputs: { ...minimal, mode: 'page-views' },
        eventName: 'issue_comment',
        eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
      }),
      world.run({
        action: 'agent',
        inputs: minimal,
        eventName: 'workflow_dispatch',
        eventPayload: workflowDispatchEvent('alice'),
      }),
      world.run({
        action: 'agent',
        inputs: minimal,
        eventName: 'push',
        eventPayload: webhookExample('push', undefined),
      }),
    ]);
  });
  afterAll(() => world.close());

  it('a /mintlify comment runs follow-up: a new agent job with the instruction, reported on the pull request', () => {
    expect(comment.stderr).toBe('');
    expect(comment.exitCode).toBe(0);
    expect(comment.outputs).toMatchObject({ status: 'completed', 'job-created': 'true' });
    const created = world.mintlify.requests.filter((r) => r.method === 'POST' && /\/job$/.test(r.path));
    expect(created).toHaveLength(1);
    expect(JSON.stringify(created[0]?.body)).toContain('document the flag');
    // The default github-token (${{ github.token }}) wrote the progress comment.
    const ours = world.github.issueComments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours.map((c) => c.issue_number)).toEqual([PR_NUMBER]);
  });

  it('a manual run (workflow_dispatch) runs reconcile on this repository with its default label and budget', () => {
    expect(dispatch.exitCode).toBe(0);
    expect(dispatch.stdout).toMatch(/Reconcile: 0 agent jobs read, 0 ends reported, of 0 labelled items/);
    expect(dispatch.outputs).toEqual({ 'jobs-checked': '0', 'jobs-finished': '0' });
    expect(dispatch.summary).toContain('Mintlify agent jobs: reconcile');
    expect(dispatch.summary).toContain('<code>mintlify-agent</code>');
  });

  it('an event it does not handle fails before any request, naming the events it does', () => {
    expect(push.exitCode).toBe(1);
    expect(push.stdout).toContain(
      '::error::The agent action runs on issue_comment, pull_request_review, pull_request_review_comment, issues (follow-up) and pull_request_target, schedule, workflow_dispatch (reconcile), not on push',
    );
  });
});

describe('analytics/action.yml with its own defaults', () => {
  let mintlify: FakeMintlify;
  let github: FakeGitHub;
  let artifacts: FakeArtifactService;
  let run: ActionRun;
  beforeAll(async () => {
    mintlify = await startFakeMintlify();
    github = await startFakeGitHub({ repo: 'acme/docs', token: 'ghs_test_token' });
    artifacts = await startFakeArtifactService();
    // No mode, no output folder: the snapshot, its default artifact name, the previous artifact
    // looked up with the default token (${{ github.token }}), findings on.
    run = await runAction({
      action: 'analytics',
      inputs: { 'api-key': mintlify.apiKey, 'project-id': mintlify.projectId, 'api-url': mintlify.url },
      eventName: 'schedule',
      eventPayload: { schedule: '29 6 * * 1', repository: { private: true, visibility: 'private' } },
      env: { ...artifacts.env(), GITHUB_API_URL: github.url },
    });
  });
  afterAll(() => Promise.all([mintlify.close(), github.close(), artifacts.close()]));

  it('exports every dataset into the default artifact, with findings, and no mode input', () => {
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs.complete).toBe('true');
    expect(run.outputs.findings).toMatch(/^\d+$/);
    expect(artifacts.artifacts.map((a) => a.name)).toEqual([`mintlify-analytics-${mintlify.projectId}`]);
    // compare: previous-artifact and resume: true (the defaults) looked for the previous artifact.
    expect(github.requests.some((r) => r.path.endsWith('/actions/artifacts'))).toBe(true);
  });
});
