import { afterEach, describe, expect, it } from 'vitest';
import {
  generatedPullFile,
  MAX_COMMENT_BODY_LENGTH,
  MAX_PULL_FILES,
  secondaryRateLimit,
  startFakeGitHub,
} from './github.ts';
import type { FakeGitHub, FakeGitHubOptions } from './github.ts';

const TOKEN = 'ghs_test_token';

let fake: FakeGitHub | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  fake = await startFakeGitHub(options);
  return fake;
}

interface CallOptions {
  method?: string;
  body?: unknown;
  /** Authorization header value; `null` sends none. Default `token ghs_test_token`. */
  authorization?: string | null;
}

interface Answer {
  status: number;
  headers: Headers;
  json: unknown;
}

/** Call the fake with plain fetch; `pathOrUrl` is a path on the fake or an absolute URL. */
async function call(server: FakeGitHub, pathOrUrl: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/vnd.github+json' };
  const authorization = options.authorization === undefined ? `token ${TOKEN}` : options.authorization;
  if (authorization !== null) headers['authorization'] = authorization;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(pathOrUrl.startsWith('http') ? pathOrUrl : `${server.url}${pathOrUrl}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`expected a JSON object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error(`expected a JSON array, got ${JSON.stringify(value)}`);
  return value;
}

/** `Link` header as `{rel: url}`. */
function links(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of (headers.get('link') ?? '').split(',')) {
    const found = /<([^>]+)>;\s*rel="([^"]+)"/.exec(part);
    if (found?.[1] !== undefined && found[2] !== undefined) result[found[2]] = found[1];
  }
  return result;
}

/** A clock that advances one minute per reading, from 2024-05-01T12:00:00Z. */
function steppingClock(): () => Date {
  let minutes = 0;
  return () => new Date(Date.UTC(2024, 4, 1, 12, minutes++));
}

const repoPath = '/repos/acme/docs';

describe('authentication', () => {
  it('answers 401 Bad credentials when no token is sent', async () => {
    const server = await start();
    const answer = await call(server, `${repoPath}/pulls/1`, { authorization: null });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ message: 'Bad credentials' });
  });

  it('answers 401 for a wrong token', async () => {
    const server = await start();
    const answer = await call(server, repoPath, { authorization: 'token ghs_other' });
    expect(answer.status).toBe(401);
  });

  it('accepts the token with either the token or the Bearer scheme', async () => {
    const server = await start({ token: 'ghs_custom' });
    expect((await call(server, repoPath, { authorization: 'token ghs_custom' })).status).toBe(200);
    expect((await call(server, repoPath, { authorization: 'Bearer ghs_custom' })).status).toBe(200);
  });
});

describe('every response', () => {
  it('carries the JSON content type, a request id and rate-limit headers, also on errors', async () => {
    const server = await start();
    for (const answer of [
      await call(server, repoPath),
      await call(server, '/nope'),
      await call(server, repoPath, { authorization: null }),
    ]) {
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('x-github-request-id')).toMatch(/^[0-9A-F]+(:[0-9A-F]+){4}$/);
      expect(Number(answer.headers.get('x-ratelimit-limit'))).toBe(5000);
      expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
      expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      expect(answer.headers.get('x-ratelimit-used')).toMatch(/^\d+$/);
      expect(answer.headers.get('x-ratelimit-resource')).toBe('core');
    }
  });

  it('answers 404 Not Found with a documentation_url for unknown routes and other repositories', async () => {
    const server = await start();
    for (const path of ['/nope', `${repoPath}/issues/1/labels`, '/repos/acme/other/pulls/1']) {
      const answer = await call(server, path);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ message: 'Not Found', documentation_url: expect.any(String) });
    }
  });

  it('serves the repository case-insensitively', async () => {
    const server = await start({ repo: 'Acme/Docs' });
    const answer = await call(server, '/repos/acme/docs');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ full_name: 'Acme/Docs', name: 'Docs', default_branch: 'main' });
  });

  it('records each request with its method, path, query, body and status', async () => {
    const server = await start();
    await call(server, `${repoPath}/issues/3/comments?per_page=5`);
    await call(server, `${repoPath}/issues/3/comments`, { method: 'POST', body: { body: 'hi' } });
    expect(
      server.requests.map(({ method, path, query, body, status }) => ({ method, path, query, body, status })),
    ).toEqual([
      { method: 'GET', path: `${repoPath}/issues/3/comments`, query: { per_page: '5' }, body: '', status: 200 },
      { method: 'POST', path: `${repoPath}/issues/3/comments`, query: {}, body: '{"body":"hi"}', status: 201 },
    ]);
    expect(server.requests[0]?.headers['authorization']).toBe(`token ${TOKEN}`);
  });
});

describe('pagination', () => {
  it('splits 75 issue comments into pages of 30, 30 and 15 with next/last links', async () => {
    const server = await start();
    for (let i = 1; i <= 75; i++) server.seedIssueComment({ issueNumber: 7, body: `comment ${i}`, login: 'alice' });

    const first = await call(server, `${repoPath}/issues/7/comments?per_page=30`);
    expect(list(first.json)).toHaveLength(30);
    expect(links(first.headers)).toEqual({
      next: `${server.url}${repoPath}/issues/7/comments?per_page=30&page=2`,
      last: `${server.url}${repoPath}/issues/7/comments?per_page=30&page=3`,
    });

    const second = await call(server, `${repoPath}/issues/7/comments?per_page=30&page=2`);
    expect(list(second.json)).toHaveLength(30);
    expect(links(second.headers)).toEqual({
      prev: `${server.url}${repoPath}/issues/7/comments?per_page=30&page=1`,
      next: `${server.url}${repoPath}/issues/7/comments?per_page=30&page=3`,
      last: `${server.url}${repoPath}/issues/7/comments?per_page=30&page=3`,
      first: `${server.url}${repoPath}/issues/7/comments?per_page=30&page=1`,
    });

    const third = await call(server, `${repoPath}/issues/7/comments?per_page=30&page=3`);
    expect(list(third.json).map((c) => record(c)['body'])).toEqual(
      Array.from({ length: 15 }, (_, i) => `comment ${i + 61}`),
    );
    expect(links(third.headers)).toEqual({
      prev: `${server.url}${repoPath}/issues/7/comments?per_page=30&page=2`,
      first: `${server.url}${repoPath}/issues/7/comments?per_page=30&page=1`,
    });
  });

  it('collects every comment, in order, by following rel="next" from the first page', async () => {
    const server = await start();
    const seeded = Array.from({ length: 75 }, (_, i) =>
      server.seedIssueComment({ issueNumber: 7, body: `comment ${i}`, login: 'alice' }),
    );
    server.seedIssueComment({ issueNumber: 8, body: 'on another PR', login: 'alice' });
    const ids: unknown[] = [];
    let next: string | undefined = `${repoPath}/issues/7/comments?per_page=30`;
    let pages = 0;
    while (next !== undefined) {
      const page = await call(server, next);
      ids.push(...list(page.json).map((c) => record(c)['id']));
      next = links(page.headers)['next'];
      pages++;
    }
    expect(pages).toBe(3);
    expect(ids).toEqual(seeded.map((c) => c.id));
  });

  it('uses 30 per page by default, caps per_page at 100 and sends no Link header for a single page', async () => {
    const server = await start();
    for (let i = 0; i < 120; i++) server.seedIssueComment({ issueNumber: 1, body: `c${i}`, login: 'alice' });
    const byDefault = await call(server, `${repoPath}/issues/1/comments`);
    expect(list(byDefault.json)).toHaveLength(30);
    expect(links(byDefault.headers)['last']).toBe(`${server.url}${repoPath}/issues/1/comments?page=4`);
    expect(list((await call(server, `${repoPath}/issues/1/comments?per_page=500`)).json)).toHaveLength(100);
    const empty = await call(server, `${repoPath}/issues/99/comments`);
    expect(empty.json).toEqual([]);
    expect(empty.headers.get('link')).toBeNull();
  });

  it('paginates review comments the same way', async () => {
    const server = await start();
    for (let i = 0; i < 75; i++) server.seedReviewComment({ pullNumber: 4, body: `r${i}`, login: 'alice' });
    const third = await call(server, `${repoPath}/pulls/4/comments?per_page=30&page=3`);
    expect(list(third.json)).toHaveLength(15);
    expect(links(third.headers)['prev']).toBe(`${server.url}${repoPath}/pulls/4/comments?per_page=30&page=2`);
  });
});

describe('issue comments', () => {
  it('creates a comment as the token bot and answers 201 with GitHub fields', async () => {
    const server = await start({ now: () => new Date('2024-05-01T12:00:00.123Z') });
    const answer = await call(server, `${repoPath}/issues/12/comments`, { method: 'POST', body: { body: 'Queued' } });
    expect(answer.status).toBe(201);
    const stored = server.issueComments[0];
    expect(stored).toMatchObject({ issue_number: 12, body: 'Queued', edits: [], created_at: '2024-05-01T12:00:00Z' });
    expect(answer.json).toMatchObject({
      id: stored?.id,
      node_id: expect.any(String),
      body: 'Queued',
      user: { login: 'github-actions[bot]', id: 41898282, type: 'Bot' },
      html_url: `https://github.com/acme/docs/pull/12#issuecomment-${stored?.id}`,
      url: `${server.url}${repoPath}/issues/comments/${stored?.id}`,
      created_at: '2024-05-01T12:00:00Z',
      updated_at: '2024-05-01T12:00:00Z',
      author_association: 'NONE',
    });
  });

  it('attributes comments to the configured token login', async () => {
    const server = await start({ tokenLogin: 'mintlify-bot[bot]' });
    const answer = await call(server, `${repoPath}/issues/1/comments`, { method: 'POST', body: { body: 'x' } });
    expect(answer.json).toMatchObject({ user: { login: 'mintlify-bot[bot]', type: 'Bot' } });
  });

  it('gives comments increasing numeric ids', async () => {
    const server = await start();
    const a = server.seedIssueComment({ issueNumber: 1, body: 'a', login: 'alice' });
    const b = await call(server, `${repoPath}/issues/1/comments`, { method: 'POST', body: { body: 'b' } });
    const id = record(b.json)['id'];
    expect(typeof id === 'number' && id > a.id).toBe(true);
  });

  it('edits a comment, updating updated_at and the edit history', async () => {
    const server = await start({ now: steppingClock() });
    const comment = server.seedIssueComment({
      issueNumber: 3,
      body: 'Queued',
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    const path = `${repoPath}/issues/comments/${comment.id}`;
    await call(server, path, { method: 'PATCH', body: { body: 'Running' } });
    const answer = await call(server, path, { method: 'PATCH', body: { body: 'Done' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: comment.id, body: 'Done', created_at: comment.created_at });
    expect(comment.edits).toEqual(['Running', 'Done']);
    expect(comment.updated_at > comment.created_at).toBe(true);
    expect((await call(server, path)).json).toMatchObject({ body: 'Done', user: { type: 'Bot' } });
  });

  it('answers 404 for a comment that does not exist', async () => {
    const server = await start();
    const answer = await call(server, `${repoPath}/issues/comments/1`, { method: 'PATCH', body: { body: 'x' } });
    expect(answer.status).toBe(404);
  });

  it('derives author_association from the repo role unless the seed sets it', async () => {
    const server = await start({ permissions: { alice: 'write', bob: 'none' } });
    expect(server.seedIssueComment({ issueNumber: 1, body: 'x', login: 'alice' }).author_association).toBe(
      'COLLABORATOR',
    );
    expect(server.seedIssueComment({ issueNumber: 1, body: 'x', login: 'bob' }).author_association).toBe('NONE');
    expect(server.seedIssueComment({ issueNumber: 1, body: 'x', login: 'acme' }).author_association).toBe('OWNER');
    const member = server.seedIssueComment({ issueNumber: 1, body: 'x', login: 'carol', authorAssociation: 'MEMBER' });
    expect(member.author_association).toBe('MEMBER');
  });

  it('rejects a missing or blank body with 422', async () => {
    const server = await start();
    const path = `${repoPath}/issues/1/comments`;
    expect((await call(server, path, { method: 'POST', body: {} })).status).toBe(422);
    expect((await call(server, path, { method: 'POST', body: { body: '  ' } })).status).toBe(422);
    expect(server.issueComments).toHaveLength(0);
  });
});

describe('comment body limit', () => {
  const tooLong = {
    message: 'Validation Failed',
    errors: [
      {
        resource: 'IssueComment',
        code: 'custom',
        field: 'body',
        message: 'body is too long (maximum is 65536 characters)',
      },
    ],
  };

  it('accepts a body of exactly 65,536 characters', async () => {
    const server = await start();
    const body = 'a'.repeat(MAX_COMMENT_BODY_LENGTH);
    expect((await call(server, `${repoPath}/issues/1/comments`, { method: 'POST', body: { body } })).status).toBe(201);
  });

  it('rejects 65,537 characters with 422 Validation Failed on create and on edit', async () => {
    const server = await start();
    const body = 'a'.repeat(MAX_COMMENT_BODY_LENGTH + 1);
    const created = await call(server, `${repoPath}/issues/1/comments`, { method: 'POST', body: { body } });
    expect(created.status).toBe(422);
    expect(created.json).toMatchObject(tooLong);
    expect(server.issueComments).toHaveLength(0);

    const comment = server.seedIssueComment({ issueNumber: 1, body: 'short', login: 'alice' });
    const edited = await call(server, `${repoPath}/issues/comments/${comment.id}`, { method: 'PATCH', body: { body } });
    expect(edited.status).toBe(422);
    expect(edited.json).toMatchObject(tooLong);
    expect(comment.body).toBe('short');
  });

  it('counts characters, not UTF-16 code units', async () => {
    const server = await start();
    const body = '🚀'.repeat(MAX_COMMENT_BODY_LENGTH);
    expect((await call(server, `${repoPath}/issues/1/comments`, { method: 'POST', body: { body } })).status).toBe(201);
  });

  it('applies the same limit to review comment replies and edits', async () => {
    const server = await start();
    const root = server.seedReviewComment({ pullNumber: 2, body: 'root', login: 'alice' });
    const body = 'a'.repeat(MAX_COMMENT_BODY_LENGTH + 1);
    const reviewTooLong = {
      message: 'Validation Failed',
      errors: [{ resource: 'PullRequestReviewComment', code: 'custom', field: 'body' }],
    };
    const reply = await call(server, `${repoPath}/pulls/2/comments/${root.id}/replies`, {
      method: 'POST',
      body: { body },
    });
    expect(reply.status).toBe(422);
    expect(reply.json).toMatchObject(reviewTooLong);
    const edit = await call(server, `${repoPath}/pulls/comments/${root.id}`, { method: 'PATCH', body: { body } });
    expect(edit.status).toBe(422);
    expect(server.reviewComments).toHaveLength(1);
  });
});

describe('review comments', () => {
  it('replies in the thread with in_reply_to_id, the same path and a review id', async () => {
    const server = await start();
    const root = server.seedReviewComment({
      pullNumber: 5,
      body: '@mintlify fix this',
      login: 'alice',
      path: 'docs/a.mdx',
      line: 14,
    });
    const answer = await call(server, `${repoPath}/pulls/5/comments/${root.id}/replies`, {
      method: 'POST',
      body: { body: 'On it' },
    });
    expect(answer.status).toBe(201);
    const reply = server.reviewComments[1];
    expect(reply).toMatchObject({ pull_number: 5, in_reply_to_id: root.id, path: 'docs/a.mdx', line: 14 });
    expect(answer.json).toMatchObject({
      id: reply?.id,
      in_reply_to_id: root.id,
      path: 'docs/a.mdx',
      pull_request_review_id: expect.any(Number),
      user: { login: 'github-actions[bot]', type: 'Bot' },
      html_url: `https://github.com/acme/docs/pull/5#discussion_r${reply?.id}`,
      url: `${server.url}${repoPath}/pulls/comments/${reply?.id}`,
    });
    expect(reply?.pull_request_review_id).not.toBe(root.pull_request_review_id);
  });

  it('omits in_reply_to_id on the first comment of a thread', async () => {
    const server = await start();
    const root = server.seedReviewComment({ pullNumber: 5, body: 'x', login: 'alice' });
    const answer = await call(server, `${repoPath}/pulls/comments/${root.id}`);
    expect(record(answer.json)).not.toHaveProperty('in_reply_to_id');
    expect(answer.json).toMatchObject({ path: 'README.md', line: 1, diff_hunk: expect.stringMatching(/^@@ /) });
  });

  it('points a reply to a reply at the first comment of the thread', async () => {
    const server = await start();
    const root = server.seedReviewComment({ pullNumber: 5, body: 'x', login: 'alice' });
    const middle = server.seedReviewComment({ pullNumber: 5, body: 'y', login: 'bob', inReplyToId: root.id });
    const answer = await call(server, `${repoPath}/pulls/5/comments/${middle.id}/replies`, {
      method: 'POST',
      body: { body: 'z' },
    });
    expect(answer.json).toMatchObject({ in_reply_to_id: root.id });
  });

  it('answers 404 when replying to a comment of another pull request', async () => {
    const server = await start();
    const root = server.seedReviewComment({ pullNumber: 5, body: 'x', login: 'alice' });
    const answer = await call(server, `${repoPath}/pulls/6/comments/${root.id}/replies`, {
      method: 'POST',
      body: { body: 'z' },
    });
    expect(answer.status).toBe(404);
  });

  it('edits a review comment', async () => {
    const server = await start();
    const comment = server.seedReviewComment({
      pullNumber: 5,
      body: 'Working',
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    const answer = await call(server, `${repoPath}/pulls/comments/${comment.id}`, {
      method: 'PATCH',
      body: { body: 'Done' },
    });
    expect(answer.status).toBe(200);
    expect(comment).toMatchObject({ body: 'Done', edits: ['Done'] });
  });
});

describe('reactions', () => {
  it('adds a reaction with 201, and answers 200 with the same reaction when it already exists', async () => {
    const server = await start();
    const comment = server.seedIssueComment({ issueNumber: 1, body: '@mintlify go', login: 'alice' });
    const path = `${repoPath}/issues/comments/${comment.id}/reactions`;
    const first = await call(server, path, { method: 'POST', body: { content: 'eyes' } });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      id: expect.any(Number),
      content: 'eyes',
      user: { login: 'github-actions[bot]' },
    });
    const again = await call(server, path, { method: 'POST', body: { content: 'eyes' } });
    expect(again.status).toBe(200);
    expect(record(again.json)['id']).toBe(record(first.json)['id']);
    expect(server.reactions).toEqual([
      expect.objectContaining({
        subject: 'issue_comment',
        commentId: comment.id,
        content: 'eyes',
        user: 'github-actions[bot]',
      }),
    ]);
  });

  it('reacts on an issue or pull request itself (201, then 200), and deletes a reaction with 204', async () => {
    const server = await start({ pulls: { 1: {} } });
    const path = `${repoPath}/issues/1/reactions`;
    const first = await call(server, path, { method: 'POST', body: { content: 'eyes' } });
    const again = await call(server, path, { method: 'POST', body: { content: 'eyes' } });
    expect([first.status, again.status]).toEqual([201, 200]);
    const id = String(record(first.json)['id']);
    expect((await call(server, `${path}/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(server.reactions).toEqual([]);
    expect((await call(server, `${path}/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('lists reactions and counts them on the comment', async () => {
    const server = await start();
    const comment = server.seedIssueComment({ issueNumber: 1, body: 'x', login: 'alice' });
    const path = `${repoPath}/issues/comments/${comment.id}/reactions`;
    await call(server, path, { method: 'POST', body: { content: 'eyes' } });
    await call(server, path, { method: 'POST', body: { content: 'rocket' } });
    expect(list((await call(server, path)).json).map((r) => record(r)['content'])).toEqual(['eyes', 'rocket']);
    expect(list((await call(server, `${path}?content=rocket`)).json)).toHaveLength(1);
    expect((await call(server, `${repoPath}/issues/comments/${comment.id}`)).json).toMatchObject({
      reactions: { total_count: 2, eyes: 1, rocket: 1, '+1': 0 },
    });
  });

  it('reacts to review comments', async () => {
    const server = await start();
    const comment = server.seedReviewComment({ pullNumber: 2, body: 'x', login: 'alice' });
    const answer = await call(server, `${repoPath}/pulls/comments/${comment.id}/reactions`, {
      method: 'POST',
      body: { content: '+1' },
    });
    expect(answer.status).toBe(201);
    expect(server.reactions[0]).toMatchObject({ subject: 'review_comment', commentId: comment.id, content: '+1' });
  });

  it('rejects a content GitHub does not know with 422', async () => {
    const server = await start();
    const comment = server.seedIssueComment({ issueNumber: 1, body: 'x', login: 'alice' });
    const answer = await call(server, `${repoPath}/issues/comments/${comment.id}/reactions`, {
      method: 'POST',
      body: { content: 'thumbsup' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      message: 'Validation Failed',
      errors: [{ resource: 'Reaction', field: 'content' }],
    });
    expect(server.reactions).toHaveLength(0);
  });

  it('answers 404 when the comment does not exist', async () => {
    const server = await start();
    const answer = await call(server, `${repoPath}/pulls/comments/9/reactions`, {
      method: 'POST',
      body: { content: 'eyes' },
    });
    expect(answer.status).toBe(404);
  });
});

describe('collaborator permission', () => {
  const permissionPath = (login: string): string => `${repoPath}/collaborators/${encodeURIComponent(login)}/permission`;

  it('answers the role with GitHub legacy permission: maintain as write, triage as read', async () => {
    const server = await start({
      permissions: { ana: 'admin', max: 'maintain', wes: 'write', tia: 'triage', rex: 'read' },
    });
    const seen: Record<string, unknown> = {};
    for (const login of ['ana', 'max', 'wes', 'tia', 'rex']) {
      const body = record((await call(server, permissionPath(login))).json);
      seen[login] = [body['permission'], body['role_name']];
    }
    expect(seen).toEqual({
      ana: ['admin', 'admin'],
      max: ['write', 'maintain'],
      wes: ['write', 'write'],
      tia: ['read', 'triage'],
      rex: ['read', 'read'],
    });
  });

  it('answers 200 with permission none for a login listed as none', async () => {
    const server = await start({ permissions: { nia: 'none' } });
    const answer = await call(server, permissionPath('nia'));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ permission: 'none', user: { login: 'nia', type: 'User' } });
  });

  it('answers 404 Not Found for a login that is not a collaborator', async () => {
    const server = await start({ permissions: { alice: 'write' } });
    const answer = await call(server, permissionPath('mallory'));
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ message: 'Not Found' });
  });

  it('matches logins case-insensitively and decodes bot logins', async () => {
    const server = await start({ permissions: { Alice: 'write', 'renovate[bot]': 'write' } });
    expect((await call(server, permissionPath('alice'))).status).toBe(200);
    expect((await call(server, permissionPath('renovate[bot]'))).status).toBe(200);
  });
});

describe('pull request', () => {
  it('describes a same-repository pull request by default', async () => {
    const server = await start({ pulls: { 9: {} } });
    const answer = await call(server, `${repoPath}/pulls/9`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      number: 9,
      html_url: 'https://github.com/acme/docs/pull/9',
      head: {
        ref: 'feature-9',
        sha: expect.stringMatching(/^[0-9a-f]{40}$/),
        repo: { full_name: 'acme/docs', fork: false },
      },
      base: { ref: 'main', repo: { full_name: 'acme/docs' } },
    });
  });

  it('describes a fork pull request with its head repository and branch', async () => {
    const server = await start({ pulls: { 9: { headRepoFullName: 'eve/docs', headRef: 'patch-1' } } });
    const answer = await call(server, `${repoPath}/pulls/9`);
    expect(answer.json).toMatchObject({
      head: { ref: 'patch-1', label: 'eve:patch-1', repo: { full_name: 'eve/docs', fork: true } },
      base: { repo: { full_name: 'acme/docs' } },
    });
  });

  it('answers 404 for a pull request that was not configured', async () => {
    const server = await start({ pulls: { 9: {} } });
    expect((await call(server, `${repoPath}/pulls/10`)).status).toBe(404);
  });

  it('describes the configured title, body, author, base branch and file counts', async () => {
    const server = await start({
      pulls: {
        12: {
          title: 'Add rate limit docs',
          body: 'Closes #3.\n\nAdds a page.',
          author: 'octo-dev',
          baseRef: 'release/2.x',
          headRef: 'docs/rate-limits',
          files: [
            { filename: 'a.mdx', additions: 4, deletions: 1 },
            { filename: 'b.mdx', status: 'added', additions: 10 },
          ],
        },
      },
    });
    const answer = await call(server, `${repoPath}/pulls/12`);
    expect(answer.json).toMatchObject({
      title: 'Add rate limit docs',
      body: 'Closes #3.\n\nAdds a page.',
      user: { login: 'octo-dev', type: 'User' },
      html_url: 'https://github.com/acme/docs/pull/12',
      base: { ref: 'release/2.x', label: 'acme:release/2.x' },
      head: { ref: 'docs/rate-limits' },
      changed_files: 2,
      additions: 14,
      deletions: 1,
    });
  });
});

describe('pull request files', () => {
  it('lists a file with the fields GitHub sends: sha, status, counts, URLs at the head commit and patch', async () => {
    const server = await start({
      pulls: { 5: { files: [{ filename: 'docs/get started.mdx', additions: 2, deletions: 1 }] } },
    });
    const head = record((await call(server, `${repoPath}/pulls/5`)).json)['head'];
    const sha = String(record(head)['sha']);
    const answer = await call(server, `${repoPath}/pulls/5/files`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([
      {
        sha: expect.stringMatching(/^[0-9a-f]{40}$/),
        filename: 'docs/get started.mdx',
        status: 'modified',
        additions: 2,
        deletions: 1,
        changes: 3,
        blob_url: `https://github.com/acme/docs/blob/${sha}/docs/get%20started.mdx`,
        raw_url: `https://github.com/acme/docs/raw/${sha}/docs/get%20started.mdx`,
        contents_url: `${server.url}/repos/acme/docs/contents/docs/get%20started.mdx?ref=${sha}`,
        patch: '@@ -1,1 +1,2 @@\n-old line 1\n+new line 1\n+new line 2',
      },
    ]);
  });

  it('sends previous_filename for a rename and leaves patch out for binary files and patch null', async () => {
    const server = await start({
      pulls: {
        5: {
          files: [
            {
              filename: 'docs/new.mdx',
              status: 'renamed',
              previousFilename: 'docs/old.mdx',
              additions: 0,
              deletions: 0,
            },
            { filename: 'logo.png', status: 'added', additions: 0, deletions: 0, patch: null },
            { filename: 'huge.json', additions: 90_000, deletions: 0, patch: null },
            { filename: 'gone.mdx', status: 'removed' },
          ],
        },
      },
    });
    const files = list((await call(server, `${repoPath}/pulls/5/files`)).json).map(record);
    expect(files.map((f) => [f['filename'], f['status'], f['previous_filename'], 'patch' in f])).toEqual([
      ['docs/new.mdx', 'renamed', 'docs/old.mdx', false],
      ['logo.png', 'added', undefined, false],
      ['huge.json', 'modified', undefined, false],
      ['gone.mdx', 'removed', undefined, true],
    ]);
    expect(files[3]).toMatchObject({ additions: 0, deletions: 1, changes: 1, patch: '@@ -1,1 +0,0 @@\n-old line 1' });
  });

  it('pages 250 files with per_page 100 through Link rel="next", each file once', async () => {
    const server = await start({ pulls: { 7: { generatedFiles: 250 } } });
    const pages: unknown[][] = [];
    let next: string | undefined = `${repoPath}/pulls/7/files?per_page=100`;
    while (next !== undefined) {
      const answer = await call(server, next);
      pages.push(list(answer.json));
      next = links(answer.headers)['next'];
    }
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    const names = pages.flat().map((file) => record(file)['filename']);
    expect(names).toEqual(Array.from({ length: 250 }, (_, i) => generatedPullFile(i).filename));
    expect(new Set(names).size).toBe(250);
  });

  it('lists at most 3,000 files, as GitHub does, while changed_files counts them all', async () => {
    const server = await start({ pulls: { 7: { generatedFiles: 3500 } } });
    let listed = 0;
    let pages = 0;
    let next: string | undefined = `${repoPath}/pulls/7/files?per_page=100`;
    while (next !== undefined) {
      const answer = await call(server, next);
      listed += list(answer.json).length;
      pages += 1;
      next = links(answer.headers)['next'];
    }
    expect([listed, pages, MAX_PULL_FILES]).toEqual([3000, 30, 3000]);
    expect(list((await call(server, `${repoPath}/pulls/7/files?per_page=100&page=31`)).json)).toEqual([]);
    expect((await call(server, `${repoPath}/pulls/7`)).json).toMatchObject({ changed_files: 3500 });
  });

  it('sends 30 files per page by default and at most 100 for a larger per_page', async () => {
    const server = await start({ pulls: { 7: { generatedFiles: 250 } } });
    const byDefault = await call(server, `${repoPath}/pulls/7/files`);
    const capped = await call(server, `${repoPath}/pulls/7/files?per_page=500`);
    expect([list(byDefault.json).length, list(capped.json).length]).toEqual([30, 100]);
    expect(links(byDefault.headers)['last']).toContain('page=9');
  });

  it('generates every kind of change: modified, added, removed, renamed, binary and huge diffs without patch', () => {
    const files = Array.from({ length: 100 }, (_, i) => generatedPullFile(i));
    expect(new Set(files.map((f) => f.status))).toEqual(new Set(['modified', 'added', 'removed', 'renamed']));
    expect(files[8]).toMatchObject({ status: 'renamed', previousFilename: expect.any(String) });
    expect(files[9]).toMatchObject({ filename: expect.stringMatching(/\.png$/), patch: null });
    expect(files[50]).toMatchObject({ status: 'modified', additions: 20_000, patch: null });
  });

  it('answers 404 for the files of a pull request that was not configured', async () => {
    const server = await start({ pulls: { 9: {} } });
    expect((await call(server, `${repoPath}/pulls/10/files`)).status).toBe(404);
    expect(await call(server, `${repoPath}/pulls/9/files`)).toMatchObject({ status: 200, json: [] });
  });

  it('applies pull-files faults to the files list only', async () => {
    const server = await start({ pulls: { 9: { generatedFiles: 3 } } });
    server.inject(secondaryRateLimit('pull-files', 5));
    expect((await call(server, `${repoPath}/pulls/9`)).status).toBe(200);
    const limited = await call(server, `${repoPath}/pulls/9/files`);
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([403, '5']);
    expect((await call(server, `${repoPath}/pulls/9/files`)).status).toBe(200);
  });
});

describe('GET /user', () => {
  it('is forbidden by default, as for an installation token', async () => {
    const server = await start();
    const answer = await call(server, '/user');
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ message: 'Resource not accessible by integration' });
  });

  it('returns the token login when userEndpoint is ok', async () => {
    const server = await start({ userEndpoint: 'ok', tokenLogin: 'docs-bot[bot]' });
    const answer = await call(server, '/user');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ login: 'docs-bot[bot]', type: 'Bot', id: expect.any(Number) });
  });
});

describe('fault injection', () => {
  it('answers a status fault once, without effect, then handles requests again', async () => {
    const server = await start();
    server.inject({ route: 'comment-create', kind: 'status', status: 502 });
    const path = `${repoPath}/issues/1/comments`;
    const failed = await call(server, path, { method: 'POST', body: { body: 'x' } });
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ message: 'Bad Gateway' });
    expect(server.issueComments).toHaveLength(0);
    expect((await call(server, path, { method: 'POST', body: { body: 'x' } })).status).toBe(201);
    expect(server.issueComments).toHaveLength(1);
  });

  it('repeats a fault `times` times and sends its body and headers', async () => {
    const server = await start({ permissions: { alice: 'write' } });
    server.inject({
      route: 'permission',
      kind: 'status',
      status: 403,
      body: { message: 'API rate limit exceeded' },
      headers: { 'x-ratelimit-remaining': '0' },
      times: 2,
    });
    const path = `${repoPath}/collaborators/alice/permission`;
    for (let i = 0; i < 2; i++) {
      const answer = await call(server, path);
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ message: 'API rate limit exceeded' });
      expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
    expect((await call(server, path)).status).toBe(200);
  });

  it('builds a secondary rate limit as a 403 with retry-after in seconds', async () => {
    const server = await start({ pulls: { 1: {} } });
    expect(secondaryRateLimit('pull', 7)).toMatchObject({ route: 'pull', kind: 'status', status: 403, times: 1 });
    server.inject(secondaryRateLimit('pull', 7));
    const answer = await call(server, `${repoPath}/pulls/1`);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(record(answer.json)['message']).toMatch(/secondary rate limit/);
  });

  it('applies a fault only to its route, and * to any route', async () => {
    const server = await start({ pulls: { 1: {} } });
    server.inject({ route: 'pull', kind: 'status', status: 500 });
    expect((await call(server, `${repoPath}/issues/1/comments`)).status).toBe(200);
    expect((await call(server, `${repoPath}/pulls/1`)).status).toBe(500);
    server.inject({ route: '*', kind: 'status', status: 503 });
    expect((await call(server, '/user')).status).toBe(503);
    expect((await call(server, '/user')).status).toBe(403);
  });

  it('maps each route name to its endpoints', async () => {
    const server = await start({ permissions: { alice: 'write' }, pulls: { 1: {} } });
    const issue = server.seedIssueComment({ issueNumber: 1, body: 'x', login: 'alice' });
    const review = server.seedReviewComment({ pullNumber: 1, body: 'x', login: 'alice' });
    const cases = [
      { route: 'permission', method: 'GET', path: `${repoPath}/collaborators/alice/permission` },
      { route: 'comment-create', method: 'POST', path: `${repoPath}/issues/1/comments`, body: { body: 'y' } },
      {
        route: 'comment-create',
        method: 'POST',
        path: `${repoPath}/pulls/1/comments/${review.id}/replies`,
        body: { body: 'y' },
      },
      {
        route: 'comment-update',
        method: 'PATCH',
        path: `${repoPath}/issues/comments/${issue.id}`,
        body: { body: 'y' },
      },
      {
        route: 'comment-update',
        method: 'PATCH',
        path: `${repoPath}/pulls/comments/${review.id}`,
        body: { body: 'y' },
      },
      {
        route: 'reaction',
        method: 'POST',
        path: `${repoPath}/issues/comments/${issue.id}/reactions`,
        body: { content: 'eyes' },
      },
      {
        route: 'reaction',
        method: 'POST',
        path: `${repoPath}/pulls/comments/${review.id}/reactions`,
        body: { content: 'eyes' },
      },
      { route: 'reaction', method: 'GET', path: `${repoPath}/issues/comments/${issue.id}/reactions` },
      { route: 'list-comments', method: 'GET', path: `${repoPath}/issues/1/comments` },
      { route: 'list-comments', method: 'GET', path: `${repoPath}/pulls/1/comments` },
      { route: 'pull', method: 'GET', path: `${repoPath}/pulls/1` },
      { route: 'pull-files', method: 'GET', path: `${repoPath}/pulls/1/files` },
    ] as const;
    for (const c of cases) {
      server.inject({ route: c.route, kind: 'status', status: 418 });
      const answer = await call(server, c.path, { method: c.method, ...('body' in c ? { body: c.body } : {}) });
      expect({ ...c, status: answer.status }).toMatchObject({ status: 418 });
    }
  });

  it('consumes faults first-in first-out', async () => {
    const server = await start({ pulls: { 1: {} } });
    server.inject({ route: 'pull', kind: 'status', status: 500 });
    server.inject({ route: '*', kind: 'status', status: 503 });
    server.inject({ route: 'pull', kind: 'status', status: 502 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(server, `${repoPath}/pulls/1`)).status);
    expect(statuses).toEqual([500, 503, 502, 200]);
  });

  it('leaves unauthenticated requests to the 401 and the fault pending', async () => {
    const server = await start({ pulls: { 1: {} } });
    server.inject({ route: 'pull', kind: 'status', status: 500 });
    expect((await call(server, `${repoPath}/pulls/1`, { authorization: null })).status).toBe(401);
    expect((await call(server, `${repoPath}/pulls/1`)).status).toBe(500);
  });

  it('drops the connection for a reset fault, records status 0 and creates nothing', async () => {
    const server = await start();
    server.inject({ route: 'comment-create', kind: 'reset' });
    const path = `${repoPath}/issues/1/comments`;
    await expect(call(server, path, { method: 'POST', body: { body: 'x' } })).rejects.toThrow();
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', status: 0 });
    expect(server.issueComments).toHaveLength(0);
    expect((await call(server, path, { method: 'POST', body: { body: 'x' } })).status).toBe(201);
  });

  it('applies the write before dropping the connection when afterHandling is set', async () => {
    const server = await start();
    server.inject({ route: 'comment-create', kind: 'reset', afterHandling: true });
    await expect(
      call(server, `${repoPath}/issues/1/comments`, { method: 'POST', body: { body: '<!-- marker -->' } }),
    ).rejects.toThrow();
    expect(server.issueComments.map((c) => c.body)).toEqual(['<!-- marker -->']);
  });

  it('rejects a times that is not a positive integer', async () => {
    const server = await start();
    expect(() => server.inject({ route: '*', kind: 'reset', times: 0 })).toThrow(/times must be a positive integer/);
  });
});

describe('seeding', () => {
  it('refuses a reply to a review comment that is not on the same pull request', async () => {
    const server = await start();
    const root = server.seedReviewComment({ pullNumber: 1, body: 'x', login: 'alice' });
    expect(() => server.seedReviewComment({ pullNumber: 2, body: 'y', login: 'bob', inReplyToId: root.id })).toThrow(
      /no review comment/,
    );
  });
});

describe('git database: blobs and refs', () => {
  const base = '/repos/acme/docs/git';

  it('creates a blob by its git object ID, the same bytes the same SHA, and serves it base64', async () => {
    const server = await start();
    const first = await call(server, `${base}/blobs`, {
      method: 'POST',
      body: { content: 'hello\n', encoding: 'utf-8' },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ sha: 'ce013625030ba8dba906f756967f9e9ca394464a' });
    const again = await call(server, `${base}/blobs`, {
      method: 'POST',
      body: { content: 'aGVsbG8K', encoding: 'base64' },
    });
    expect(again.json).toMatchObject({ sha: 'ce013625030ba8dba906f756967f9e9ca394464a' });
    const read = await call(server, `${base}/blobs/ce013625030ba8dba906f756967f9e9ca394464a`);
    expect(read.json).toMatchObject({ encoding: 'base64', size: 6, content: 'aGVsbG8K\n' });
    expect((await call(server, `${base}/blobs/${'0'.repeat(40)}`)).status).toBe(404);
    const bad = await call(server, `${base}/blobs`, { method: 'POST', body: { content: 'x', encoding: 'latin1' } });
    expect(bad.status).toBe(422);
  });

  it('creates a ref once: the second create of the name is 422 "Reference already exists"', async () => {
    const server = await start();
    const sha = server.refs[0]?.sha;
    const ref = 'refs/mintlify/agent-uses/2026-11-27/0001';
    const created = await call(server, `${base}/refs`, { method: 'POST', body: { ref, sha } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${server.url}/repos/acme/docs/git/${ref}`);
    expect(created.json).toMatchObject({ ref, object: { type: 'commit', sha } });
    const taken = await call(server, `${base}/refs`, { method: 'POST', body: { ref, sha } });
    expect([taken.status, (taken.json as { message: string }).message]).toEqual([422, 'Reference already exists']);
  });

  it('answers simultaneous creates of one name with exactly one 201', async () => {
    const server = await start();
    const sha = server.refs[0]?.sha;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(server, `${base}/refs`, { method: 'POST', body: { ref: 'refs/mintlify/race/0001', sha } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
  });

  it('refuses an unknown object, a name without two slashes and one git refuses (422)', async () => {
    const server = await start();
    const sha = server.refs[0]?.sha;
    for (const body of [
      { ref: 'refs/mintlify/x/1', sha: 'f'.repeat(40) },
      { ref: 'refs/heads', sha },
      { ref: 'refs/mintlify/a..b', sha },
      { ref: 'refs/mintlify/.hidden', sha },
    ])
      expect((await call(server, `${base}/refs`, { method: 'POST', body })).status).toBe(422);
  });

  it('lists the refs that start with a prefix, sorted, [] when none, paged with a Link header', async () => {
    const server = await start();
    for (let i = 1; i <= 3; i += 1) server.seedRef(`refs/mintlify/agent-uses/2026-11-27/000${4 - i}`, `use ${i}`);
    server.seedRef('refs/mintlify/agent-uses/2026-11-28/0001', 'next day');
    const listed = await call(server, `${base}/matching-refs/mintlify%2Fagent-uses%2F2026-11-27%2F`);
    expect((listed.json as Array<{ ref: string }>).map((r) => r.ref.slice(-4))).toEqual(['0001', '0002', '0003']);
    const paged = await call(server, `${base}/matching-refs/mintlify/agent-uses?per_page=2`);
    expect(paged.json).toHaveLength(2);
    expect(paged.headers.get('link')).toContain('rel="next"');
    expect((await call(server, `${base}/matching-refs/mintlify/nothing`)).json).toEqual([]);
  });

  it('deletes a ref (204), and answers 422 "Reference does not exist" for one that is gone', async () => {
    const server = await start();
    server.seedRef('refs/mintlify/old/0001', 'old');
    expect((await call(server, `${base}/refs/mintlify%2Fold%2F0001`, { method: 'DELETE' })).status).toBe(204);
    const gone = await call(server, `${base}/refs/mintlify/old/0001`, { method: 'DELETE' });
    expect([gone.status, (gone.json as { message: string }).message]).toEqual([422, 'Reference does not exist']);
    expect(server.refs.map((r) => r.ref)).toEqual(['refs/heads/main']);
  });

  it('answers 409 "Git Repository is empty." in a repository without a branch', async () => {
    const server = await start({ emptyRepository: true });
    const answer = await call(server, `${base}/matching-refs/heads`);
    expect([answer.status, (answer.json as { message: string }).message]).toEqual([409, 'Git Repository is empty.']);
  });
});

describe('what GitHub says about a commit (statuses, deployments, check runs) and closing a pull request', () => {
  it('creates statuses (201, 422 for another state or a long description) and combines the newest per context', async () => {
    const server = await start({ pulls: { 7: {} } });
    const sha = server.headShaOf(7);
    const post = (body: unknown) => call(server, `/repos/acme/docs/statuses/${sha}`, { method: 'POST', body });
    expect((await post({ state: 'pending', context: 'mintlify/docs', description: 'wait' })).status).toBe(201);
    expect((await post({ state: 'success', context: 'mintlify/docs', target_url: 'https://x.test/' })).status).toBe(
      201,
    );
    expect((await post({ state: 'failure', context: 'ci' })).status).toBe(201);
    expect((await post({ state: 'done', context: 'ci' })).status).toBe(422);
    expect((await post({ state: 'success', description: 'x'.repeat(141) })).status).toBe(422);
    const combined = record((await call(server, `/repos/acme/docs/commits/${sha}/status`)).json);
    expect(combined.state).toBe('failure');
    expect(combined.total_count).toBe(2);
    expect((combined.statuses as Array<Record<string, unknown>>).map((s) => [s.context, s.state])).toEqual([
      ['ci', 'failure'],
      ['mintlify/docs', 'success'],
    ]);
    expect(server.statuses.map((s) => s.state)).toEqual(['pending', 'success', 'failure']);
  });

  it('lists deployments of a SHA newest first, their statuses newest first, and check runs', async () => {
    const server = await start({ pulls: { 7: {} } });
    const sha = server.headShaOf(7);
    server.seedDeployment({ sha, statuses: [{ state: 'success', environmentUrl: 'https://old.test/' }] });
    server.seedDeployment({
      sha,
      environment: 'Preview',
      statuses: [{ state: 'in_progress' }, { state: 'success', environmentUrl: 'https://new.test/' }],
    });
    server.seedDeployment({ sha: 'f'.repeat(40) });
    server.seedCheckRun({ sha, name: 'Mintlify Deployment', detailsUrl: 'https://c.test/' });
    const deployments = (await call(server, `/repos/acme/docs/deployments?sha=${sha}`)).json as Array<
      Record<string, unknown>
    >;
    expect(deployments).toHaveLength(2);
    const statuses = (await call(server, `/repos/acme/docs/deployments/${String(deployments[0]?.id)}/statuses`))
      .json as Array<Record<string, unknown>>;
    expect(statuses.map((s) => [s.state, s.environment_url])).toEqual([
      ['success', 'https://new.test/'],
      ['in_progress', ''],
    ]);
    const checks = record((await call(server, `/repos/acme/docs/commits/${sha}/check-runs`)).json);
    expect(checks.total_count).toBe(1);
    expect((checks.check_runs as Array<Record<string, unknown>>)[0]).toMatchObject({
      name: 'Mintlify Deployment',
      status: 'completed',
      conclusion: 'success',
      details_url: 'https://c.test/',
    });
  });

  it('closes a pull request (PATCH state: closed) and serves a changed head', async () => {
    const server = await start({ pulls: { 7: {} } });
    expect(
      record((await call(server, '/repos/acme/docs/pulls/7', { method: 'PATCH', body: { state: 'closed' } })).json),
    ).toMatchObject({
      state: 'closed',
      merged: false,
    });
    server.updatePull(7, { headSha: 'a'.repeat(40) });
    expect(record((await call(server, '/repos/acme/docs/pulls/7')).json).head).toMatchObject({ sha: 'a'.repeat(40) });
  });
});
