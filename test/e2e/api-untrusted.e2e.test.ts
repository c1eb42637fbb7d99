/**
 * What comes back from the Mintlify API is untrusted too (issue 9 §4), end to end on the
 * built action: an invalid job id fails the step clearly, API text never pings anyone or forms
 * a link, PR links show and open the PR they resolve to, and display-only fields that the spec
 * allows (a `mailto:` prLink, a lowercase RFC 3339 timestamp) never fail a run.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_PR_URL, JOB_ID, PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../harness/payloads.ts';
import { linkTargets, liveMentions, renderMarkdown } from '../harness/rendered-markdown.ts';

let world: FollowUpWorld;

afterEach(async () => {
  // Contract check: every request the action sent, and every response the fake returned
  // that no injected fault shaped, follows Mintlify's published OpenAPI specs.
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

/** Runs the action for a `/mintlify` comment by alice (write access) on the PR. */
async function runForComment(body = '/mintlify document the flag') {
  const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body, login: 'alice' });
  return world.run({
    eventName: 'issue_comment',
    eventPayload: issueCommentEvent({ id: trigger.id, body, login: 'alice' }),
  });
}

/** Every body (and every edit) the action wrote on GitHub, rendered to HTML. */
function renderedComments(): string[] {
  return [...world.github.issueComments, ...world.github.reviewComments]
    .filter((c) => c.user.login === 'github-actions[bot]')
    .flatMap((c) => [c.body, ...c.edits])
    .map(renderMarkdown);
}

/** The action's newest comment on the PR under test, rendered to HTML. */
function progressComment(): string {
  const body = world.github.issueComments
    .filter((c) => c.issue_number === PR_NUMBER && c.user.login === 'github-actions[bot]')
    .at(-1)?.body;
  return renderMarkdown(body ?? '');
}

/** A full `AgentJob` body for an injected response. */
function jobBody(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: JOB_ID,
    status: 'completed',
    source: { repository: 'https://github.com/acme/docs', ref: 'main' },
    model: 'sonnet',
    prLink: AGENT_PR_URL,
    createdAt: '2026-01-01T10:00:00Z',
    archivedAt: null,
    ...fields,
  };
}

describe('an invalid job id in a response', () => {
  const hostileId = 'job`@acme/team [click](https://evil.example)`';

  it.each([
    ['message', 'POST /v2/agent/{projectId}/job/{id}/message'],
    ['job', 'GET /v2/agent/{projectId}/job/{id}'],
  ] as const)(
    'from the %s endpoint fails the step naming endpoint, status and field, and pings no one',
    async (route, endpoint) => {
      world = await startFollowUpWorld();
      world.mintlify.inject({ route, kind: 'schema', body: jobBody({ id: hostileId }), times: Infinity });
      const run = await runForComment();
      expect(run.exitCode).toBe(1);
      expect(run.outputs.status).toBe('error');
      expect(run.stdout).toContain(
        `${endpoint} returned an unexpected response (HTTP 200): id: must be an agent job ID`,
      );
      const comments = renderedComments();
      expect(comments.length).toBeGreaterThan(0);
      for (const html of comments) {
        expect(liveMentions(html)).toEqual([]);
        expect(linkTargets(html).filter((href) => href.includes('evil.example'))).toEqual([]);
      }
      expect(world.everything(run)).not.toContain(hostileId);
      // The spec allows any string as an id: the action, not the contract, rejects it.
      expect(world.mintlify.injectedViolations).toEqual([]);
    },
  );
});

describe('API text in comments and the summary', () => {
  it('a model named like a team is shown without a live mention', async () => {
    world = await startFollowUpWorld({ job: { model: '@acme/team' } });
    const run = await runForComment();
    expect(run.exitCode).toBe(0);
    expect(progressComment()).toContain('<strong>Model:</strong> @\u200Bacme/team');
    for (const html of renderedComments()) expect(liveMentions(html)).toEqual([]);
    expect(liveMentions(renderMarkdown(run.summary))).toEqual([]);
  });

  it('a prLink with `..` segments: link text, target and pr-link output all name the PR it resolves to', async () => {
    world = await startFollowUpWorld({ job: { prLink: 'https://github.com/acme/docs/pull/1/../../pull/2' } });
    const run = await runForComment();
    expect(run.exitCode).toBe(0);
    expect(progressComment()).toContain('<a href="https://github.com/acme/docs/pull/2">acme/docs#2</a>');
    expect(renderMarkdown(run.summary)).toContain('<a href="https://github.com/acme/docs/pull/2">acme/docs#2</a>');
    expect(run.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/2');
    expect(world.everything(run)).not.toContain('pull/1');
  });

  it('the steer note goes to the PR a prLink with `..` segments resolves to', async () => {
    world = await startFollowUpWorld({
      job: { prLink: `https://github.com/${EXAMPLE_REPO}/pull/${PR_NUMBER}/../../pull/42` },
    });
    await runForComment();
    expect(world.github.issueComments.filter((c) => c.issue_number === 42).map((c) => c.body)).toEqual([
      expect.stringContaining('to steer this job'),
    ]);
    expect(progressComment()).toContain(`<a href="${AGENT_PR_URL}">${EXAMPLE_REPO}#42</a>`);
  });
});

describe('display-only fields allowed by the spec never fail a run', () => {
  it('a prLink that is a mailto: URI: the run succeeds and no link is rendered', async () => {
    world = await startFollowUpWorld({ job: { prLink: 'mailto:x@y' } });
    const run = await runForComment();
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'completed', 'pr-link': '' });
    const html = progressComment();
    expect(linkTargets(html)).toEqual(['https://github.com/Codertocat/Hello-World/actions/runs/1234567890']);
    expect(html).toContain('not linked');
    expect(linkTargets(renderMarkdown(run.summary)).filter((href) => href.startsWith('mailto:'))).toEqual([]);
    expect(world.github.reactions.map((r) => r.content)).not.toContain('rocket');
  });

  it('a lowercase RFC 3339 createdAt: the run succeeds', async () => {
    world = await startFollowUpWorld();
    const lowercase = jobBody({ createdAt: '2026-01-01t10:00:00z' });
    world.mintlify.inject({ route: 'message', kind: 'schema', body: { ...lowercase, status: 'active', prLink: null } });
    world.mintlify.inject({ route: 'job', kind: 'schema', body: lowercase, times: Infinity });
    const run = await runForComment();
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'completed', 'pr-link': AGENT_PR_URL });
    expect(world.mintlify.injectedViolations).toEqual([]);
  });
});
