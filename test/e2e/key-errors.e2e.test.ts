/**
 * Keys a user can diagnose, end to end on `dist/index.js` (issue 38): Mintlify admin keys have
 * scopes (`read`, `write`), an expiry and IP allowlists. An expired key (401), a read-only key
 * on a POST (403) and a runner outside the key's allowlist (403, with the API's own message,
 * redacted and bounded) each get a message that says what is wrong and what to do — in the log
 * and on the pull request — and a read-only key is enough for `--status`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredIssueComment } from '../fakes/github.ts';
import { startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { issueCommentEvent } from '../harness/payloads.ts';
import type { ActionRun } from '../harness/run-action.ts';

const ACTION_LOGIN = 'github-actions[bot]';
const EXPIRED_KEY = 'mint_expired_key_0123456789';
const READ_KEY = 'mint_read_only_key_0123456789';
const FENCED_KEY = 'mint_allowlisted_key_0123456789';
/** What the API says when the allowlist refuses the runner: it echoes a key and runs long. */
const ALLOWLIST_TEXT = `Request from IP 203.0.113.9 is not in the IP allowlist of key mint_echoed_secret_42. ${'x'.repeat(1000)}`;
const MESSAGE_ENDPOINT = 'POST /v2/agent/{projectId}/job/{id}/message';
const JOB_ENDPOINT = 'GET /v2/agent/{projectId}/job/{id}';

let world: FollowUpWorld;

/** Seeds `body` by alice on PR #2 and runs the action on it with `api-key: key`. */
async function comment(key: string, body: string): Promise<{ run: ActionRun; reply: string }> {
  const trigger = world.github.seedIssueComment({ issueNumber: 2, body, login: 'alice' });
  const payload = issueCommentEvent({ id: trigger.id, body, login: 'alice' });
  const run = await world.run({ eventName: 'issue_comment', eventPayload: payload, inputs: { 'api-key': key } });
  const reply = world.github.issueComments.find(
    (c: StoredIssueComment) => c.user.login === ACTION_LOGIN && c.id > trigger.id && c.issue_number === 2,
  );
  return { run, reply: reply ? (reply.edits.at(-1) ?? reply.body) : '' };
}

describe('a key Mintlify rejects', () => {
  let expired: { run: ActionRun; reply: string };
  let readOnly: { run: ActionRun; reply: string };
  let fenced: { run: ActionRun; reply: string };
  let readStatus: { run: ActionRun; reply: string };
  let fencedStatus: { run: ActionRun; reply: string };

  beforeAll(async () => {
    world = await startFollowUpWorld({
      mintlify: {
        keys: {
          [EXPIRED_KEY]: { expired: true },
          [READ_KEY]: { scopes: ['read'] },
          [FENCED_KEY]: { allowlistRefusal: ALLOWLIST_TEXT },
        },
      },
    });
    expired = await comment(EXPIRED_KEY, '/mintlify document the deploy flag');
    readOnly = await comment(READ_KEY, '/mintlify document the deploy flag');
    fenced = await comment(FENCED_KEY, '/mintlify document the deploy flag');
    readStatus = await comment(READ_KEY, '/mintlify --status');
    fencedStatus = await comment(FENCED_KEY, '/mintlify --status');
  }, 120_000);

  afterAll(async () => {
    expect(world.mintlify.violations).toEqual([]);
    await world.close();
  });

  it('401: the key is invalid or expired — create one and update the secret passed as api-key', () => {
    expect(expired.run.exitCode).toBe(1);
    const expected = `${MESSAGE_ENDPOINT} failed with HTTP 401: the API key is invalid or has expired (new Mintlify admin API keys expire after 90 days by default).`;
    expect(expired.run.stdout).toContain(expected);
    expect(expired.run.stdout).toContain('Mintlify said: "API key expired".');
    expect(expired.run.stdout).toContain('update the secret passed as api-key');
    expect(expired.reply).toContain('the API key is invalid or has expired');
    expect(world.everything(expired.run)).not.toContain(EXPIRED_KEY);
  });

  it('403 on a POST: the key may lack the write scope that follow-up needs', () => {
    expect(readOnly.run.exitCode).toBe(1);
    expect(readOnly.run.stdout).toContain(
      `${MESSAGE_ENDPOINT} failed with HTTP 403: the API key may lack the write scope, which starting and steering agent jobs needs.`,
    );
    expect(readOnly.run.stdout).toContain('Mintlify said: "This API key does not have the write scope".');
    expect(readOnly.reply).toContain('may lack the write scope');
    expect(world.mintlify.messages).toHaveLength(0);
  });

  it('403 from an IP allowlist: says so, with the API’s own message redacted and bounded', () => {
    expect(fenced.run.exitCode).toBe(1);
    expect(fenced.run.stdout).toContain(
      `${MESSAGE_ENDPOINT} failed with HTTP 403: the API key's IP allowlist does not include this runner's address. Mintlify said: "Request from IP 203.0.113.9 is not in the IP allowlist of key ***.`,
    );
    expect(fenced.reply).toContain('IP allowlist does not include this runner');
    const quoted = /Mintlify said: "([^"]*)"/.exec(fenced.run.stdout)?.[1] ?? '';
    expect(Array.from(quoted).length).toBeLessThanOrEqual(200);
    expect(quoted.endsWith('…')).toBe(true);
    expect(world.everything(fenced.run)).not.toContain('mint_echoed_secret_42');
    expect(world.everything(fenced.run)).not.toContain(FENCED_KEY);
    expect(world.everything(fenced.run)).not.toContain('x'.repeat(300));
  });

  it('a read-only key is enough for --status (a GET)', () => {
    expect(readStatus.run.exitCode, readStatus.run.stdout).toBe(0);
    expect(readStatus.run.outputs.status).toBe('completed');
  });

  it('403 from an IP allowlist on a GET names that endpoint', () => {
    expect(fencedStatus.run.exitCode).toBe(1);
    expect(fencedStatus.run.stdout).toContain(
      `${JOB_ENDPOINT} failed with HTTP 403: the API key's IP allowlist does not include this runner's address.`,
    );
  });
});
