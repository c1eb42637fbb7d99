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

/** The first example of event `name` with `action` (`undefined` for events without actions, such as `workflow_dispatch`). */
function example(name: string, action: string | undefined): Record<string, unknown> {
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
export function reviewCommentEvent(
  spec: CommentSpec & { path?: string; line?: number; diffHunk?: string; inReplyToId?: number },
): Json {
  const payload = example('pull_request_review_comment', spec.action ?? 'created');
  if (spec.action && payload.action !== spec.action) payload.action = spec.action;
  const comment = obj(payload.comment);
  Object.assign(comment, {
    id: spec.id,
    body: spec.body,
    html_url: `https://github.com/${EXAMPLE_REPO}/pull/${spec.pullNumber ?? 2}#discussion_r${spec.id}`,
    created_at: new Date().toISOString(),
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
  withoutPullSnapshot(obj(payload.pull_request));
  return payload;
}

/**
 * Removes the example's PR description and head commit, which describe another PR than the
 * fake's: the action then has no "as of the comment" view to compare with (tests of that set them).
 */
function withoutPullSnapshot(pull: Json): void {
  delete pull.body;
  delete obj(pull.head).sha;
}

/** An `issue_comment` payload on a pull request (`issue.pull_request` set). */
export function issueCommentEvent(spec: CommentSpec & { onPullRequest?: boolean }): Json {
  const payload = example(
    'issue_comment',
    spec.action === 'edited' || spec.action === 'deleted' ? spec.action : 'created',
  );
  const comment = obj(payload.comment);
  Object.assign(comment, {
    id: spec.id,
    body: spec.body,
    html_url: `https://github.com/${EXAMPLE_REPO}/pull/${spec.pullNumber ?? 2}#issuecomment-${spec.id}`,
    created_at: new Date().toISOString(),
  });
  setUser(comment, spec.login, spec.type ?? 'User');
  const issue = obj(payload.issue);
  delete issue.body;
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
  Object.assign(review, {
    id: spec.id,
    body: spec.body,
    html_url: `https://github.com/${EXAMPLE_REPO}/pull/2#pullrequestreview-${spec.id}`,
    submitted_at: new Date().toISOString(),
  });
  setUser(review, spec.login, spec.type ?? 'User');
  withoutPullSnapshot(obj(payload.pull_request));
  return payload;
}

/** What the triggering `pull_request` event looks like: who sent it, and on which PR. */
export interface PullRequestEventSpec {
  /** Default `labeled` (with the label `documentation`). */
  action?: string;
  login: string;
  type?: 'User' | 'Bot';
  pullNumber?: number;
}

/** A `pull_request` payload (`pull_request_target` has the same shape), sent by `spec.login`. */
export function pullRequestEvent(spec: PullRequestEventSpec): Json {
  const action = spec.action ?? 'labeled';
  const payload = example('pull_request', action);
  const pullNumber = spec.pullNumber ?? 2;
  payload.number = pullNumber;
  const pull = obj(payload.pull_request);
  pull.number = pullNumber;
  pull.html_url = `https://github.com/${EXAMPLE_REPO}/pull/${pullNumber}`;
  if (action === 'labeled') payload.label = { ...obj(payload.label), name: 'documentation' };
  payload.sender = { ...obj(payload.sender), login: spec.login, type: spec.type ?? 'User' };
  return payload;
}

/** A `workflow_dispatch` payload of {@link EXAMPLE_REPO}, sent by `login`. */
export function workflowDispatchEvent(login: string): Json {
  const payload = example('workflow_dispatch', undefined);
  const [owner = '', name = ''] = EXAMPLE_REPO.split('/');
  const repository = obj(payload.repository);
  payload.repository = {
    ...repository,
    full_name: EXAMPLE_REPO,
    name,
    owner: { ...obj(repository.owner), login: owner },
  };
  payload.sender = { ...obj(payload.sender), login, type: 'User' };
  return payload;
}

/** An unchanged example payload of any event, e.g. one that `follow-up` does not support (`issues`, `workflow_run`…). */
export function webhookExample(name: string, action: string | undefined): Json {
  return example(name, action);
}

/**
 * A `schedule` payload: the cron expression that fired, and no `sender` (the run's
 * `GITHUB_ACTOR` is then the only account to gate on). The examples package has none.
 */
export function scheduleEvent(cron = '0 9 * * 1'): Json {
  return { schedule: cron };
}
