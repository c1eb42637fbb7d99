/**
 * `follow-up` end to end: bad inputs and API failures, on the built `dist/index.js`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/agent-job/marker.ts';
import { JOB_ID, PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { issueCommentEvent } from '../harness/payloads.ts';

let world: FollowUpWorld;

beforeEach(async () => {
  world = await startFollowUpWorld();
});

afterEach(async () => {
  // Contract check: every request the action sent, and every response the fake returned
  // that no injected fault shaped, follows Mintlify's published OpenAPI specs.
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

describe('bad input fails before any request, naming the input and what is allowed', () => {
  const cases: Array<[string, Record<string, string | undefined>, RegExp]> = [
    ['mode', { mode: 'export' }, /mode must be follow-up, page-views, analytics, reconcile or doctor \(got "export"\)/],
    [
      'missing mode',
      { mode: undefined },
      /mode must be follow-up, page-views, analytics, reconcile or doctor \(got ""\)/,
    ],
    ['missing project-id', { 'project-id': undefined }, /project-id is required/],
    ['poll-interval zero', { 'poll-interval': '0' }, /poll-interval must be a positive number of seconds/],
    [
      'poll-interval text',
      { 'poll-interval': 'soon' },
      /poll-interval must be a positive number of seconds, at most 3600 \(got "soon"\)/,
    ],
    ['timeout negative', { timeout: '-5' }, /timeout must be a positive number of minutes/],
    ['api-url not http', { 'api-url': 'ftp://api.mintlify.com' }, /api-url must be an http\(s\) URL/],
    ['job-id with a slash', { 'job-id': '../admin' }, /job-id must be an agent job ID/],
    ['wait not boolean', { wait: 'yes' }, /wait must be true or false \(got "yes"\)/],
  ];
  for (const [name, inputs, message] of cases) {
    it(`rejects ${name}`, async () => {
      const run = await world.run({ inputs: { prompt: 'do it', ...inputs } });
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toMatch(message);
      expect(world.mintlify.requests).toHaveLength(0);
      expect(world.github.requests).toHaveLength(0);
    });
  }

  it('rejects a missing api-key without a fork to explain it', async () => {
    const run = await world.run({ inputs: { prompt: 'do it', 'api-key': undefined } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('api-key is required');
    expect(world.mintlify.requests).toHaveLength(0);
  });

  it('rejects a key that is not a Mintlify admin key without printing it', async () => {
    const run = await world.run({ inputs: { prompt: 'do it', 'api-key': 'sk_live_secret_value' } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('api-key must be a Mintlify admin API key, which starts with "mint_"');
    expect(world.everything(run)).not.toContain('sk_live_secret_value');
  });
});

describe('Mintlify API errors', () => {
  it('401: says the API key is invalid or expired, without printing it', async () => {
    const run = await world.run({ inputs: { prompt: 'do it', 'api-key': 'mint_wrong_key_42' } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('the API key is invalid or has expired');
    expect(run.stdout).toContain('POST /v2/agent/{projectId}/job/{id}/message failed with HTTP 401');
    expect(world.everything(run)).not.toContain('mint_wrong_key_42');
  });

  it('404: names the job and the project', async () => {
    const run = await world.run({ inputs: { prompt: 'do it', 'job-id': 'job_missing' } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(`no agent job job_missing in project ${world.mintlify.projectId}`);
  });

  it('429 on the message: waits for Retry-After and sends once', async () => {
    world.mintlify.inject({
      route: 'message',
      kind: 'status',
      status: 429,
      retryAfter: '1',
      body: { error: 'Rate limit exceeded' },
    });
    const run = await world.run({ inputs: { prompt: 'do it' } });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.count('message')).toBe(2);
    expect(world.mintlify.messages).toHaveLength(1);
    expect(run.stdout).toMatch(/failed \(HTTP 429, Retry-After 1 s\); retry 1 of 8 after 1 s \(Retry-After\)/);
  });

  it('500 on the message: never re-sent, and the error says it may or may not have been delivered', async () => {
    world.mintlify.inject({
      route: 'message',
      kind: 'status',
      status: 500,
      processed: true,
      body: { error: 'Internal error' },
    });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.exitCode).toBe(1);
    expect(world.mintlify.count('message')).toBe(1);
    expect(run.stdout).toContain('may or may not have been delivered');
    const progress = world.github.issueComments.at(-1);
    expect(progress?.body).toContain('Could not complete');
    expect(parseMarker(progress?.body)?.state).toBe('pending');
  });

  it('a reset connection on the message POST is not retried', async () => {
    world.mintlify.inject({ route: 'message', kind: 'reset' });
    const run = await world.run({ inputs: { prompt: 'do it' } });
    expect(run.exitCode).toBe(1);
    expect(world.mintlify.count('message')).toBe(1);
    expect(run.stdout).toContain('may or may not have been delivered');
  });

  it('polls through 503s and resets with retries', async () => {
    world.mintlify.inject({ route: 'job', kind: 'status', status: 503 });
    world.mintlify.inject({ route: 'job', kind: 'reset' });
    const run = await world.run({ inputs: { prompt: 'do it' } });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
  });

  it('a job response that breaks the schema fails with the endpoint, status and field', async () => {
    world.mintlify.inject({ route: 'job', kind: 'schema', body: { id: JOB_ID, status: 'exploded' } });
    const run = await world.run({ inputs: { prompt: 'do it' } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      'GET /v2/agent/{projectId}/job/{id} returned an unexpected response (HTTP 200): status:',
    );
  });

  it('malformed JSON fails with the endpoint and status, not a stack trace', async () => {
    world.mintlify.inject({ route: 'job', kind: 'malformed' });
    const run = await world.run({ inputs: { prompt: 'do it' } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      'GET /v2/agent/{projectId}/job/{id} returned a body that is not valid JSON (HTTP 200)',
    );
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a response slower than request-timeout is retried on GET', async () => {
    world.mintlify.inject({ route: 'job', kind: 'delay', ms: 3000 });
    const run = await world.run({ inputs: { prompt: 'do it', 'request-timeout': '0.5' } });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('no response before the request timeout');
  });
});

describe('GitHub API unreachable', () => {
  it("fails the run within seconds (after the client's two quick retries), naming the host that could not be reached, when the permission check gets no response (DNS ENOTFOUND)", async () => {
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
      // A name under .invalid never resolves (RFC 6761); the client paces and retries as against github.com.
      env: { GITHUB_API_URL: 'https://api.github.invalid', MINTLIFY_ACTION_GITHUB_PACING: '' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /::error::Could not reach the GitHub API at api\.github\.invalid \((ENOTFOUND|EAI_AGAIN)\): the permission check for alice could not run/,
    );
    expect(run.stdout).not.toContain('HTTP 500');
    expect(run.outputs.status).not.toBe('skipped');
    expect(run.durationMs).toBeLessThan(15_000);
    expect(world.mintlify.requests).toHaveLength(0);
  });
});

describe('the log', () => {
  it('names no empty agent job when the run is skipped before any job is involved', async () => {
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'bob' });
    const run = await world.run({
      inputs: { 'job-id': undefined },
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'bob' }),
    });
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).not.toMatch(/Agent job\s*:/);
    expect(run.stdout).toContain('Follow-up skipped: no agent job was involved.');
  });
});
