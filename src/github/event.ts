/**
 * The triggering GitHub event as a typed union. The webhook payload (`GITHUB_EVENT_PATH`)
 * is parsed with zod; only the fields the action reads are required.
 *
 * Supported triggers (GitHub docs, "Events that trigger workflows"):
 * - `pull_request_review_comment` (`created`): a review comment; the action replies in its thread;
 * - `issue_comment` (`created`) on a pull request (`issue.pull_request` set);
 * - `pull_request_review` (`submitted`): the review's body.
 * Anything else is either an ignored action (`edited`, `deleted`…) or a non-comment event.
 */
import { z } from 'zod';

const User = z.looseObject({ login: z.string(), type: z.string().optional() });

const CommentBase = z.looseObject({
  id: z.number().int(),
  body: z.string().nullable().optional(),
  user: User.nullable(),
  html_url: z.string(),
});

const ReviewComment = CommentBase.extend({
  path: z.string().optional(),
  line: z.number().int().nullable().optional(),
  start_line: z.number().int().nullable().optional(),
  original_line: z.number().int().nullable().optional(),
  side: z.string().nullable().optional(),
  diff_hunk: z.string().optional(),
  in_reply_to_id: z.number().int().optional(),
});

const Repository = z.looseObject({ full_name: z.string(), owner: z.looseObject({ login: z.string() }), name: z.string() });

const PullRequest = z.looseObject({
  number: z.number().int(),
  html_url: z.string(),
  head: z.looseObject({ repo: z.looseObject({ full_name: z.string() }).nullable().optional() }),
});

const ReviewCommentPayload = z.looseObject({
  action: z.string(),
  comment: ReviewComment,
  pull_request: PullRequest,
  repository: Repository,
});

const IssueCommentPayload = z.looseObject({
  action: z.string(),
  comment: CommentBase,
  issue: z.looseObject({
    number: z.number().int(),
    html_url: z.string(),
    pull_request: z.looseObject({ html_url: z.string().optional() }).nullable().optional(),
  }),
  repository: Repository,
});

const ReviewPayload = z.looseObject({
  action: z.string(),
  review: CommentBase,
  pull_request: PullRequest,
  repository: Repository,
});

/** A trigger comment, keyed by kind and ID, e.g. `rc:1893471` (`ic` issue comment, `rc` review comment, `rv` review: separate ID spaces). */
export type TriggerKey = `${'ic' | 'rc' | 'rv'}:${number}`;

/** The author of a comment: `type` is `User`, `Bot` or `Organization`. */
export interface CommentAuthor {
  login: string;
  type: string;
}

/** What the action needs of the comment (or review) that triggered it. */
export interface TriggerComment {
  /** Comment or review ID. */
  id: number;
  body: string;
  author: CommentAuthor;
  htmlUrl: string;
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

/** A comment on a pull request that can drive the agent. */
export interface PullRequestTrigger {
  kind: 'review-comment' | 'issue-comment' | 'review';
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
}

/** The event resolved for the action. */
export type TriggerEvent =
  | PullRequestTrigger
  | { kind: 'ignored'; eventName: string; reason: string }
  | { kind: 'other'; eventName: string };

function author(user: z.infer<typeof User> | null): CommentAuthor {
  return { login: user?.login ?? 'ghost', type: user?.type ?? 'User' };
}

function parse<T extends z.ZodType>(schema: T, payload: unknown, eventName: string): z.infer<T> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new Error(`The ${eventName} event payload is not in the expected shape: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
}

/**
 * Resolves the triggering event from its name (`GITHUB_EVENT_NAME`) and webhook payload.
 * @throws Error when a supported event's payload lacks a field the action needs.
 */
export function resolveEvent(eventName: string, payload: unknown): TriggerEvent {
  switch (eventName) {
    case 'pull_request_review_comment': {
      const p = parse(ReviewCommentPayload, payload, eventName);
      if (p.action !== 'created') return { kind: 'ignored', eventName, reason: `the comment was ${p.action}` };
      const c = p.comment;
      const endLine = c.line ?? c.original_line ?? undefined;
      return {
        kind: 'review-comment',
        eventName,
        owner: p.repository.owner.login,
        repo: p.repository.name,
        pullNumber: p.pull_request.number,
        pullUrl: p.pull_request.html_url,
        headRepoFullName: p.pull_request.head.repo?.full_name,
        comment: { id: c.id, body: c.body ?? '', author: author(c.user), htmlUrl: c.html_url },
        triggerKey: `rc:${c.id}`,
        threadRootId: c.in_reply_to_id ?? c.id,
        location: {
          path: c.path,
          startLine: c.start_line ?? endLine,
          endLine,
          side: c.side ?? undefined,
          diffHunk: c.diff_hunk,
        },
      };
    }
    case 'issue_comment': {
      const p = parse(IssueCommentPayload, payload, eventName);
      if (!p.issue.pull_request) return { kind: 'ignored', eventName, reason: 'the comment is on an issue, not a pull request' };
      if (p.action !== 'created') return { kind: 'ignored', eventName, reason: `the comment was ${p.action}` };
      return {
        kind: 'issue-comment',
        eventName,
        owner: p.repository.owner.login,
        repo: p.repository.name,
        pullNumber: p.issue.number,
        pullUrl: p.issue.pull_request.html_url ?? p.issue.html_url,
        headRepoFullName: undefined,
        comment: { id: p.comment.id, body: p.comment.body ?? '', author: author(p.comment.user), htmlUrl: p.comment.html_url },
        triggerKey: `ic:${p.comment.id}`,
        threadRootId: undefined,
        location: undefined,
      };
    }
    case 'pull_request_review': {
      const p = parse(ReviewPayload, payload, eventName);
      if (p.action !== 'submitted') return { kind: 'ignored', eventName, reason: `the review was ${p.action}` };
      return {
        kind: 'review',
        eventName,
        owner: p.repository.owner.login,
        repo: p.repository.name,
        pullNumber: p.pull_request.number,
        pullUrl: p.pull_request.html_url,
        headRepoFullName: p.pull_request.head.repo?.full_name,
        comment: { id: p.review.id, body: p.review.body ?? '', author: author(p.review.user), htmlUrl: p.review.html_url },
        triggerKey: `rv:${p.review.id}`,
        threadRootId: undefined,
        location: undefined,
      };
    }
    default:
      return { kind: 'other', eventName };
  }
}
