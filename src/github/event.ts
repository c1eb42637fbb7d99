/**
 * The triggering GitHub event as a typed union. The webhook payload (`GITHUB_EVENT_PATH`)
 * is parsed with zod; only the fields the action reads are required.
 *
 * Supported triggers (GitHub docs, "Events that trigger workflows"):
 * - `pull_request_review_comment` (`created`): a review comment; the action replies in its thread;
 * - `issue_comment` (`created`) on a pull request (`issue.pull_request` set);
 * - `pull_request_review` (`submitted`): the review's body;
 * - `pull_request` and `pull_request_target` (any activity type): the PR itself, with the `prompt` input;
 * - `workflow_dispatch`, `repository_dispatch` and `schedule`: no PR, with the `prompt` input.
 * Other actions of the comment events (`edited`, `deleted`…) are ignored; every other event is
 * unsupported. Each supported event names the account to gate on (the event's `sender`).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

// The schemas are built on first use: a run parses one kind of payload, and building them all
// would cost every run's cold start. The shared parts are functions called by the lazy schemas.
const userSchema = () => z.looseObject({ login: z.string(), type: z.string().optional() });

const commentSchema = () =>
  z.looseObject({
    id: z.number().int(),
    body: z.string().nullable().optional(),
    user: userSchema().nullable(),
    html_url: z.string(),
    created_at: z.string().optional(),
    submitted_at: z.string().nullable().optional(),
  });

const reviewCommentSchema = () =>
  commentSchema().extend({
    path: z.string().optional(),
    line: z.number().int().nullable().optional(),
    start_line: z.number().int().nullable().optional(),
    original_line: z.number().int().nullable().optional(),
    side: z.string().nullable().optional(),
    diff_hunk: z.string().optional(),
    in_reply_to_id: z.number().int().optional(),
  });

const repositorySchema = () =>
  z.looseObject({ full_name: z.string(), owner: z.looseObject({ login: z.string() }), name: z.string() });

const pullRequestSchema = () =>
  z.looseObject({
    number: z.number().int(),
    html_url: z.string(),
    body: z.string().nullable().optional(),
    head: z.looseObject({
      sha: z.string().optional(),
      repo: z.looseObject({ full_name: z.string() }).nullable().optional(),
    }),
  });

const ReviewCommentPayload = z.lazy(() =>
  z.looseObject({
    action: z.string(),
    comment: reviewCommentSchema(),
    pull_request: pullRequestSchema(),
    repository: repositorySchema(),
  }),
);

const IssueCommentPayload = z.lazy(() =>
  z.looseObject({
    action: z.string(),
    comment: commentSchema(),
    issue: z.looseObject({
      number: z.number().int(),
      html_url: z.string(),
      body: z.string().nullable().optional(),
      pull_request: z.looseObject({ html_url: z.string().optional() }).nullable().optional(),
    }),
    repository: repositorySchema(),
  }),
);

const PullRequestEventPayload = z.lazy(() =>
  z.looseObject({
    action: z.string(),
    pull_request: pullRequestSchema(),
    repository: repositorySchema(),
    sender: userSchema().nullable().optional(),
  }),
);

const SenderPayload = z.lazy(() => z.looseObject({ sender: userSchema().nullable().optional() }));

const ReviewPayload = z.lazy(() =>
  z.looseObject({
    action: z.string(),
    review: commentSchema(),
    pull_request: pullRequestSchema(),
    repository: repositorySchema(),
  }),
);

/**
 * A trigger, keyed by kind and ID, e.g. `rc:1893471`: `ic` issue comment, `rc` review comment,
 * `rv` review (separate ID spaces), `ev` a pull request event, keyed by its workflow run ID and
 * a hash of the invocation — job, step and instruction — e.g. `ev:1234567890.3f9a0c1d2e4b`: a
 * re-run keeps both, so it is recognised as the same trigger, while two steps, two jobs, or two
 * matrix legs with different instructions in one run are different triggers.
 */
export type TriggerKey = `${'ic' | 'rc' | 'rv'}:${number}` | `ev:${number}.${string}`;

/** The author of a comment: `type` is `User`, `Bot` or `Organization`. */
export interface CommentAuthor {
  login: string;
  type: string;
}

/** What the action needs of the comment (or review) that triggered it. */
interface TriggerComment {
  /** Comment or review ID. */
  id: number;
  body: string;
  author: CommentAuthor;
  htmlUrl: string;
}

/**
 * The pull request as the event saw it, when the comment (or review) was written: what a
 * maintainer asked about. A run may start later (the per-PR queue), after the author edited
 * the description or pushed. Fields the payload does not carry are `undefined`.
 */
export interface AsOfRequest {
  /** When the comment or review was written (ISO 8601), `created_at`/`submitted_at`. */
  at: string | undefined;
  /**
   * The PR description in the payload (`issue.body` or `pull_request.body`),
   * '' when empty; `undefined` when the payload has none.
   */
  body: string | undefined;
  /** The PR's head commit in the payload (`pull_request.head.sha`; issue comments carry none). */
  headSha: string | undefined;
  /**
   * True for an instruction delivered by a later run (its own run never ran: `follow-up/backlog.ts`): the context
   * read at delivery may not be what the requester saw, and the prompt says so.
   */
  late?: boolean | undefined;
}

/** Location of a review comment in the diff, for the context block. */
export interface ReviewLocation {
  path: string | undefined;
  /** First and last line (equal for one line); `undefined` for a file-level comment. */
  startLine: number | undefined;
  endLine: number | undefined;
  /** `LEFT` (old code) or `RIGHT` (new code). */
  side: string | undefined;
  diffHunk: string | undefined;
}

/**
 * Something on a pull request that can drive the agent: a comment, a review, or the PR event
 * itself (`pull-request`, whose `comment` stands for the PR: its author is the event's sender,
 * its body is empty, its ID is the PR number).
 */
export interface PullRequestTrigger {
  kind: 'review-comment' | 'issue-comment' | 'review' | 'pull-request';
  eventName: string;
  owner: string;
  repo: string;
  pullNumber: number;
  pullUrl: string;
  /** `owner/name` of the PR's head repository when the payload has it (fork detection). */
  headRepoFullName: string | undefined;
  comment: TriggerComment;
  /** Kind-qualified ID recorded in markers: `ic:<id>`, `rc:<id>` or `rv:<id>`. */
  triggerKey: TriggerKey;
  /**
   * For a review comment: the first comment of its thread, which replies must target
   * (GitHub does not accept replies to replies).
   */
  threadRootId: number | undefined;
  /** Set for review comments. */
  location: ReviewLocation | undefined;
  /** The PR as of the comment (or review); `undefined` for a `pull-request` event. */
  asOfRequest: AsOfRequest | undefined;
}

/** An event without a pull request that may start or steer a job with the `prompt` input. */
interface ManualTrigger {
  kind: 'manual';
  eventName: 'workflow_dispatch' | 'repository_dispatch' | 'schedule';
  owner: string;
  repo: string;
  /** The account to gate on: the event's `sender`, else `GITHUB_ACTOR` (a schedule has no sender). */
  sender: CommentAuthor;
}

/** The events `follow-up` supports, for messages. */
export const SUPPORTED_EVENTS = [
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
  'pull_request',
  'pull_request_target',
  'workflow_dispatch',
  'repository_dispatch',
  'schedule',
  // `edited`, on the dashboard issue of the docs-health workflow (follow-up/dashboard/tick.ts).
  'issues',
] as const;

/** The event resolved for the action. */
export type TriggerEvent =
  | PullRequestTrigger
  | ManualTrigger
  | { kind: 'ignored'; eventName: string; reason: string }
  | { kind: 'unsupported'; eventName: string };

/** True for the events that belong to a pull request (comments, reviews, PR events). */
export function isPullRequestTrigger(event: TriggerEvent): event is PullRequestTrigger {
  return (
    event.kind === 'review-comment' ||
    event.kind === 'issue-comment' ||
    event.kind === 'review' ||
    event.kind === 'pull-request'
  );
}

/** What {@link resolveEvent} reads from the runner's environment. */
export interface RunContext {
  /** `GITHUB_REPOSITORY`, `owner/name`. */
  repository: string;
  /** `GITHUB_ACTOR`: who started the run. */
  actor: string;
  /** `GITHUB_RUN_ID`: the same for every attempt of a run. */
  runId: string;
  /**
   * What tells apart two invocations of the action in one run: `GITHUB_JOB`, `GITHUB_ACTION`
   * (the step) and the instruction (the `prompt` input), which differs between matrix legs that
   * ask different things. Hashed into the key of a pull request event.
   */
  invocation: readonly string[];
}

/** The key of a pull request event: the run ID and the first 48 bits of SHA-256 of the invocation. */
export function pullRequestEventKey(runId: number, invocation: readonly string[]): TriggerKey {
  return `ev:${runId}.${createHash('sha256').update(JSON.stringify(invocation)).digest('hex').slice(0, 12)}`;
}

/** A description field of a payload: `null` is an empty description, a missing field is unknown. */
function descriptionOf(body: string | null | undefined): string | undefined {
  return body === undefined ? undefined : (body ?? '');
}

function author(user: z.infer<ReturnType<typeof userSchema>> | null): CommentAuthor {
  return { login: user?.login ?? 'ghost', type: user?.type ?? 'User' };
}

function parse<T extends z.ZodType>(schema: T, payload: unknown, eventName: string): z.infer<T> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new Error(
      `The ${eventName} event payload is not in the expected shape: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/** The fields of a trigger that come from the PR and its repository (no thread, no diff location). */
function onPullRequest(
  eventName: string,
  repository: z.infer<ReturnType<typeof repositorySchema>>,
  pr: { number: number; html_url: string; headRepoFullName: string | undefined },
): Pick<
  PullRequestTrigger,
  | 'eventName'
  | 'owner'
  | 'repo'
  | 'pullNumber'
  | 'pullUrl'
  | 'headRepoFullName'
  | 'threadRootId'
  | 'location'
  | 'asOfRequest'
> {
  return {
    eventName,
    owner: repository.owner.login,
    repo: repository.name,
    pullNumber: pr.number,
    pullUrl: pr.html_url,
    headRepoFullName: pr.headRepoFullName,
    threadRootId: undefined,
    location: undefined,
    asOfRequest: undefined,
  };
}

/** The PR of a payload with a `pull_request` object, for {@link onPullRequest}. */
function pullOf(pr: z.infer<ReturnType<typeof pullRequestSchema>>): {
  number: number;
  html_url: string;
  headRepoFullName: string | undefined;
} {
  return { number: pr.number, html_url: pr.html_url, headRepoFullName: pr.head.repo?.full_name };
}

/**
 * The place in the diff of a review comment, from GitHub's fields for it (the webhook payload or
 * the REST listing): the last line is `line`, else `original_line` (a comment on code that has
 * changed since); the first is `start_line`, else the last.
 */
export function reviewLocation(c: {
  path?: string | undefined;
  line?: number | null | undefined;
  start_line?: number | null | undefined;
  original_line?: number | null | undefined;
  side?: string | null | undefined;
  diff_hunk?: string | undefined;
}): ReviewLocation {
  const endLine = c.line ?? c.original_line ?? undefined;
  return {
    path: c.path,
    startLine: c.start_line ?? endLine,
    endLine,
    side: c.side ?? undefined,
    diffHunk: c.diff_hunk,
  };
}

/**
 * Resolves the triggering event from its name (`GITHUB_EVENT_NAME`) and webhook payload.
 * @throws Error when a supported event's payload lacks a field the action needs.
 */
export function resolveEvent(eventName: string, payload: unknown, run: RunContext): TriggerEvent {
  switch (eventName) {
    case 'pull_request_review_comment': {
      const p = parse(ReviewCommentPayload, payload, eventName);
      if (p.action !== 'created') return { kind: 'ignored', eventName, reason: `the comment was ${p.action}` };
      const c = p.comment;
      return {
        ...onPullRequest(eventName, p.repository, pullOf(p.pull_request)),
        kind: 'review-comment',
        comment: { id: c.id, body: c.body ?? '', author: author(c.user), htmlUrl: c.html_url },
        triggerKey: `rc:${c.id}`,
        threadRootId: c.in_reply_to_id ?? c.id,
        asOfRequest: { at: c.created_at, body: descriptionOf(p.pull_request.body), headSha: p.pull_request.head.sha },
        location: reviewLocation(c),
      };
    }
    case 'issue_comment': {
      const p = parse(IssueCommentPayload, payload, eventName);
      if (!p.issue.pull_request)
        return { kind: 'ignored', eventName, reason: 'the comment is on an issue, not a pull request' };
      if (p.action !== 'created') return { kind: 'ignored', eventName, reason: `the comment was ${p.action}` };
      const pull = {
        number: p.issue.number,
        html_url: p.issue.pull_request.html_url ?? p.issue.html_url,
        headRepoFullName: undefined,
      };
      return {
        ...onPullRequest(eventName, p.repository, pull),
        kind: 'issue-comment',
        comment: {
          id: p.comment.id,
          body: p.comment.body ?? '',
          author: author(p.comment.user),
          htmlUrl: p.comment.html_url,
        },
        triggerKey: `ic:${p.comment.id}`,
        asOfRequest: { at: p.comment.created_at, body: descriptionOf(p.issue.body), headSha: undefined },
      };
    }
    case 'pull_request_review': {
      const p = parse(ReviewPayload, payload, eventName);
      if (p.action !== 'submitted') return { kind: 'ignored', eventName, reason: `the review was ${p.action}` };
      return {
        ...onPullRequest(eventName, p.repository, pullOf(p.pull_request)),
        kind: 'review',
        comment: {
          id: p.review.id,
          body: p.review.body ?? '',
          author: author(p.review.user),
          htmlUrl: p.review.html_url,
        },
        triggerKey: `rv:${p.review.id}`,
        asOfRequest: {
          at: p.review.submitted_at ?? undefined,
          body: descriptionOf(p.pull_request.body),
          headSha: p.pull_request.head.sha,
        },
      };
    }
    case 'pull_request':
    case 'pull_request_target': {
      const p = parse(PullRequestEventPayload, payload, eventName);
      const runId = Number(run.runId);
      if (!Number.isSafeInteger(runId) || runId <= 0)
        throw new Error(`GITHUB_RUN_ID must be a number for a ${eventName} event (got "${run.runId}")`);
      const sender = p.sender ? author(p.sender) : { login: run.actor, type: 'User' };
      return {
        ...onPullRequest(eventName, p.repository, pullOf(p.pull_request)),
        kind: 'pull-request',
        comment: { id: p.pull_request.number, body: '', author: sender, htmlUrl: p.pull_request.html_url },
        triggerKey: pullRequestEventKey(runId, run.invocation),
      };
    }
    case 'workflow_dispatch':
    case 'repository_dispatch':
    case 'schedule': {
      const p = parse(SenderPayload, payload, eventName);
      const [owner = '', repo = ''] = run.repository.split('/');
      const sender = p.sender ? author(p.sender) : { login: run.actor, type: 'User' };
      return { kind: 'manual', eventName, owner, repo, sender };
    }
    default:
      return { kind: 'unsupported', eventName };
  }
}
