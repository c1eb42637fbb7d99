/**
 * Webhook payloads for the follow-up tests, taken from `@octokit/webhooks-examples` (real
 * payloads GitHub sent) and adjusted to the comment seeded in the fake GitHub server.
 */
import { createRequire } from 'node:module';

interface ExampleGroup {
  name: string;
  examples: Array<Record<string, unknown>>;
}

const require = createRequire(import.meta.url);
const examples = require('@octokit/webhooks-examples/api.github.com/index.json') as ExampleGroup[];

/** The repository the example payloads belong to (`Codertocat/Hello-World`). */
export const EXAMPLE_REPO = 'Codertocat/Hello-World';

function example(name: string, action: string): Record<string, unknown> {
  const found = examples.find((g) => g.name === name)?.examples.find((e) => e.action === action);
  if (!found) throw new Error(`no ${name}.${action} example`);
  return structuredClone(found);
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => value as Json;

/** What the triggering comment looks like. */
export interface CommentSpec {
  id: number;
  body: string;
  login: string;
  type?: 'User' | 'Bot';
  action?: string;
  pullNumber?: number;
}

function setUser(target: Json, login: string, type: string): void {
  target.user = { ...obj(target.user), login, type };
}

/** A `pull_request_review_comment` payload. */
export function reviewCommentEvent(spec: CommentSpec & { path?: string; line?: number; diffHunk?: string; inReplyToId?: number }): Json {
  const payload = example('pull_request_review_comment', spec.action ?? 'created');
  if (spec.action && payload.action !== spec.action) payload.action = spec.action;
  const comment = obj(payload.comment);
  Object.assign(comment, {
    id: spec.id,
    body: spec.body,
    html_url: `https://github.com/${EXAMPLE_REPO}/pull/${spec.pullNumber ?? 2}#discussion_r${spec.id}`,
    path: spec.path ?? 'docs/cli.mdx',
    line: spec.line ?? 12,
    start_line: null,
    side: 'RIGHT',
    diff_hunk: spec.diffHunk ?? '@@ -10,3 +10,4 @@\n ## Flags\n-`--force`\n+`--force` overwrites files\n+`--dry-run`',
  });
  if (spec.inReplyToId !== undefined) comment.in_reply_to_id = spec.inReplyToId;
  setUser(comment, spec.login, spec.type ?? 'User');
  obj(payload.pull_request).number = spec.pullNumber ?? 2;
  obj(payload.pull_request).html_url = `https://github.com/${EXAMPLE_REPO}/pull/${spec.pullNumber ?? 2}`;
  return payload;
}

/** An `issue_comment` payload on a pull request (`issue.pull_request` set). */
export function issueCommentEvent(spec: CommentSpec & { onPullRequest?: boolean }): Json {
  const payload = example('issue_comment', spec.action === 'edited' || spec.action === 'deleted' ? spec.action : 'created');
  const comment = obj(payload.comment);
  Object.assign(comment, {
    id: spec.id,
    body: spec.body,
    html_url: `https://github.com/${EXAMPLE_REPO}/pull/${spec.pullNumber ?? 2}#issuecomment-${spec.id}`,
  });
  setUser(comment, spec.login, spec.type ?? 'User');
  const issue = obj(payload.issue);
  issue.number = spec.pullNumber ?? 2;
  issue.html_url = `https://github.com/${EXAMPLE_REPO}/pull/${spec.pullNumber ?? 2}`;
  if (spec.onPullRequest !== false) {
    issue.pull_request = {
      url: `https://api.github.com/repos/${EXAMPLE_REPO}/pulls/${spec.pullNumber ?? 2}`,
      html_url: `https://github.com/${EXAMPLE_REPO}/pull/${spec.pullNumber ?? 2}`,
    };
  }
  return payload;
}

/** A `pull_request_review` (submitted) payload. */
export function reviewEvent(spec: CommentSpec): Json {
  const payload = example('pull_request_review', spec.action ?? 'submitted');
  const review = obj(payload.review);
  Object.assign(review, { id: spec.id, body: spec.body, html_url: `https://github.com/${EXAMPLE_REPO}/pull/2#pullrequestreview-${spec.id}` });
  setUser(review, spec.login, spec.type ?? 'User');
  return payload;
}
