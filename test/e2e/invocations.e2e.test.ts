/**
 * Several invocations in one workflow run, and several Mintlify projects on one PR (issue 17 §3),
 * end to end on the built action: a pull request event is one trigger per job, step and
 * instruction, so two follow-up steps or matrix legs with different prompts each send theirs;
 * markers are bound to the project (`project-id`, `api-url`), so a workflow of project B never
 * sends to the job that project A linked to the PR, even when both use one admin key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { issueCommentEvent, pullRequestEvent } from '../harness/payloads.ts';

let world: FollowUpWorld;
let projectB: FakeMintlify | undefined;

afterEach(async () => {
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
  await projectB?.close();
  projectB = undefined;
});

/** Runs the action for one `pull_request` (labeled) event of run 1234567890, as step `step` of job `job` with `prompt`. */
function runStep(job: string, step: string, prompt: string) {
  return world.run({
    eventName: 'pull_request',
    eventPayload: pullRequestEvent({ action: 'labeled', login: 'alice' }),
    inputs: { prompt },
    env: { GITHUB_JOB: job, GITHUB_ACTION: step },
  });
}

describe('one pull_request event, several invocations in the same run', () => {
  it('two follow-up steps with different prompts each send theirs', async () => {
    world = await startFollowUpWorld();
    const first = await runStep('docs', 'api-docs', 'document the API changes');
    const second = await runStep('docs', 'cli-docs', 'document the CLI changes');
    expect(first.exitCode).toBe(0);
    expect(second.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => m.prompt)).toEqual([
      'document the API changes',
      'document the CLI changes',
    ]);
  });

  it('two matrix legs (same job and step) with different prompts each send theirs', async () => {
    world = await startFollowUpWorld();
    await runStep('docs', 'mintlify', 'document the API changes');
    await runStep('docs', 'mintlify', 'document the CLI changes');
    expect(world.mintlify.messages.map((m) => m.prompt)).toEqual([
      'document the API changes',
      'document the CLI changes',
    ]);
  });

  it('a re-run of the same step is still recognised and sends nothing again', async () => {
    world = await startFollowUpWorld();
    await runStep('docs', 'mintlify', 'document the API changes');
    const rerun = await runStep('docs', 'mintlify', 'document the API changes');
    expect(rerun.exitCode).toBe(0);
    expect(world.mintlify.messages).toHaveLength(1);
  });
});

describe('two Mintlify projects that share one admin key on the same PR', () => {
  it("project B's workflow never sends to the job project A linked: it starts its own", async () => {
    world = await startFollowUpWorld();
    delete world.inputs['job-id'];
    projectB = await startFakeMintlify({ apiKey: world.mintlify.apiKey, projectId: 'proj_b' });
    const body = '/mintlify document the flag';
    const a = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body, login: 'alice' });
    const runA = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: a.id, body, login: 'alice' }),
    });
    expect(runA.exitCode).toBe(0);
    expect(world.mintlify.createdJobs).toHaveLength(1);

    const later = '/mintlify document the other flag';
    const b = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: later, login: 'alice' });
    const runB = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: b.id, body: later, login: 'alice' }),
      inputs: { 'project-id': projectB.projectId, 'api-url': projectB.url },
    });
    expect(runB.exitCode).toBe(0);
    expect(projectB.requests.filter((r) => r.route === 'message')).toEqual([]);
    expect(projectB.createdJobs).toHaveLength(1);
    expect(runB.outputs['job-created']).toBe('true');
    expect(projectB.violations).toEqual([]);
  });
});
