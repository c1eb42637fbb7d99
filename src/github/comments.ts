/**
 * Pull request comments, reactions and the commenter's permission, through Octokit.
 * Endpoints (GitHub REST docs):
 * - issue comments: `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`,
 *   `PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}`, list with pagination;
 * - review comments: `POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies`,
 *   `PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}`, list with pagination;
 * - reactions on either kind; `GET /repos/{owner}/{repo}/collaborators/{username}/permission`.
 */
import { GitHubUnreachableError, systemErrorCode } from '../errors.ts';
import { proxyRefusal, throughProxy } from '../net/proxy.ts';
import { reviewLocation, type ReviewLocation } from './event.ts';
import type { Octokit } from './octokit.ts';
import type { PullRef } from './urls.ts';

export type { PullRef } from './urls.ts';

/** Which API a comment lives in: the PR conversation (issue comments) or a review thread. */
export type CommentKind = 'issue' | 'review';

/** A comment the action wrote (or found), enough to edit it. */
export interface CommentHandle {
  kind: CommentKind;
  id: number;
  url: string;
}

/** A comment read while searching for markers. */
export interface ListedComment extends CommentHandle {
  body: string;
  /** GitHub's GraphQL node ID (`node_id`): who last edited the comment is asked with it (`identity.ts`). */
  nodeId?: string | undefined;
  authorLogin: string;
  /** The author's account type: `User`, `Bot` (GitHub Apps, `github-actions[bot]`) or `Organization`. */
  authorType: string;
  /** ISO 8601. */
  createdAt: string;
  /**
   * A review comment's thread (the ID of its first comment) and place in the diff; absent for a conversation comment.
   */
  review?: { threadRootId: number; location: ReviewLocation };
  /**
   * How many reactions of each content the comment has, everyone's (GitHub's `reactions` rollup): which comments
   * may carry the action's own 👍, 😕 or 🎉 (`agent-job/trigger-claim.ts`) before their reactions are listed.
   */
  reactionCounts?: ReactionCounts;
}

/** The counts of the reactions the trigger claim reads, from a listed comment's `reactions` rollup. */
interface ReactionCounts {
  '+1': number;
  confused: number;
  hooray: number;
}

/** The counts in a `reactions` rollup; `undefined` when the API sent none. */
function countsOf(
  rollup: { '+1'?: number; confused?: number; hooray?: number } | undefined,
): ReactionCounts | undefined {
  if (!rollup) return undefined;
  return { '+1': rollup['+1'] ?? 0, confused: rollup.confused ?? 0, hooray: rollup.hooray ?? 0 };
}

/** Reaction contents used by the action (GitHub's names). */
export type Reaction = 'eyes' | 'rocket' | 'confused';

/**
 * Posts a comment on the PR: a reply in the review thread of `replyTo` (the thread's first
 * comment) when it is a review comment, else a comment in the PR conversation. Never retried
 * after a 5xx (`retries: 0`): the comment may have been created, and a second one would be a
 * duplicate; rate-limit answers (403/429) are still waited out by the throttling plugin.
 */
export async function createComment(
  octokit: Octokit,
  pr: PullRef,
  body: string,
  replyTo: { kind: CommentKind; id: number } | undefined,
): Promise<CommentHandle> {
  if (replyTo?.kind === 'review') {
    const { data } = await octokit.rest.pulls.createReplyForReviewComment({
      owner: pr.owner,
      repo: pr.repo,
      pull_number: pr.pullNumber,
      comment_id: replyTo.id,
      body,
      request: { retries: 0 },
    });
    return { kind: 'review', id: data.id, url: data.html_url };
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: pr.owner,
    repo: pr.repo,
    issue_number: pr.pullNumber,
    body,
    request: { retries: 0 },
  });
  return { kind: 'issue', id: data.id, url: data.html_url };
}

/** Replaces the body of a comment the action wrote. */
export async function updateComment(
  octokit: Octokit,
  pr: PullRef,
  comment: CommentHandle,
  body: string,
): Promise<void> {
  if (comment.kind === 'review') {
    await octokit.rest.pulls.updateReviewComment({ owner: pr.owner, repo: pr.repo, comment_id: comment.id, body });
  } else {
    await octokit.rest.issues.updateComment({ owner: pr.owner, repo: pr.repo, comment_id: comment.id, body });
  }
}

/**
 * Reads one comment again (`GET /repos/{owner}/{repo}/issues/comments/{id}` or
 * `.../pulls/comments/{id}`): its current body, to check a claim right before and after writing.
 */
export async function getComment(octokit: Octokit, pr: PullRef, comment: CommentHandle): Promise<ListedComment> {
  if (comment.kind === 'review') {
    const { data } = await octokit.rest.pulls.getReviewComment({
      owner: pr.owner,
      repo: pr.repo,
      comment_id: comment.id,
    });
    return {
      kind: 'review',
      id: data.id,
      url: data.html_url,
      body: data.body,
      nodeId: data.node_id,
      authorLogin: data.user.login,
      authorType: data.user.type,
      createdAt: data.created_at,
    };
  }
  const { data } = await octokit.rest.issues.getComment({ owner: pr.owner, repo: pr.repo, comment_id: comment.id });
  return {
    kind: 'issue',
    id: data.id,
    url: data.html_url,
    body: data.body ?? '',
    nodeId: data.node_id,
    authorLogin: data.user?.login ?? '',
    authorType: data.user?.type ?? 'User',
    createdAt: data.created_at,
  };
}

/** Adds a reaction to an issue comment or a review comment. */
export async function addReaction(
  octokit: Octokit,
  pr: PullRef,
  target: { kind: CommentKind; id: number },
  content: Reaction,
): Promise<void> {
  if (target.kind === 'review') {
    await octokit.rest.reactions.createForPullRequestReviewComment({
      owner: pr.owner,
      repo: pr.repo,
      comment_id: target.id,
      content,
    });
  } else {
    await octokit.rest.reactions.createForIssueComment({
      owner: pr.owner,
      repo: pr.repo,
      comment_id: target.id,
      content,
    });
  }
}

/**
 * Every comment on the PR, issue comments and review comments, across all pages
 * (`octokit.paginate`, 100 per page), oldest first within each kind. `options.reviewComments: false` (an item known
 * to be a plain issue, which has none) reads the issue comments alone; otherwise a plain issue's review comments, which
 * GitHub answers with 404, count as none.
 */
export async function listAllComments(
  octokit: Octokit,
  pr: PullRef,
  options: { reviewComments?: boolean } = {},
): Promise<ListedComment[]> {
  const params = { owner: pr.owner, repo: pr.repo, per_page: 100 };
  const [issueComments, reviewComments] = await Promise.all([
    octokit.paginate(octokit.rest.issues.listComments, { ...params, issue_number: pr.pullNumber }),
    options.reviewComments === false
      ? []
      : // A plain issue (a finding issue steered with /mintlify) has no review comments: GitHub answers 404.
        octokit
          .paginate(octokit.rest.pulls.listReviewComments, { ...params, pull_number: pr.pullNumber })
          .catch((error: unknown) => {
            if ((error as { status?: unknown }).status === 404) return [];
            throw error;
          }),
  ]);
  return [
    ...issueComments.map((c) => ({
      kind: 'issue' as const,
      id: c.id,
      url: c.html_url,
      body: c.body ?? '',
      nodeId: c.node_id,
      authorLogin: c.user?.login ?? '',
      authorType: c.user?.type ?? 'User',
      createdAt: c.created_at,
      reactionCounts: countsOf(c.reactions),
    })),
    ...reviewComments.map((c) => ({
      kind: 'review' as const,
      id: c.id,
      url: c.html_url,
      body: c.body,
      nodeId: c.node_id,
      authorLogin: c.user.login,
      authorType: c.user.type,
      createdAt: c.created_at,
      review: { threadRootId: c.in_reply_to_id ?? c.id, location: reviewLocation(c) },
      reactionCounts: countsOf(c.reactions),
    })),
  ];
}

/** Permissions that may drive the agent. */
const WRITE_ROLES = ['admin', 'maintain', 'write'];

/** Result of the permission check; `reason` explains a denial for the log. */
export type PermissionCheck = { allowed: true; role: string } | { allowed: false; reason: string };

/**
 * A {@link GitHubUnreachableError} when `error` is an Octokit request that got no HTTP response
 * (DNS failure, refused or reset connection: a system error code in its `cause` chain; or a proxy
 * that refused the tunnel), naming the host, the proxy when one was used (credentials as `***`)
 * and what could not be done; `undefined` for an HTTP error.
 */
export function unreachableError(error: unknown, what: string): GitHubUnreachableError | undefined {
  const failed = error as { response?: unknown; request?: { url?: unknown } };
  const code = systemErrorCode(error) ?? proxyRefusal(error);
  if (failed.response !== undefined || code === undefined) return undefined;
  let host = 'the GitHub API';
  let proxy = '';
  try {
    if (typeof failed.request?.url === 'string') {
      host = new URL(failed.request.url).host;
      proxy = throughProxy(failed.request.url);
    }
  } catch {
    // Keep the generic name.
  }
  const check = proxy ? 'the proxy (HTTPS_PROXY/HTTP_PROXY, or NO_PROXY to bypass it)' : "the runner's network access";
  return new GitHubUnreachableError(
    `Could not reach the GitHub API at ${host}${proxy} (${code}): ${what}. Check GITHUB_API_URL and ${check}.`,
    { cause: error },
  );
}

/**
 * Checks that `login` has write, maintain or admin on the repository
 * (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`, reading `role_name`,
 * falling back to the legacy `permission`). Fails closed: an HTTP error (404 for a
 * non-collaborator, 5xx after the client's retries) denies.
 * @throws GitHubUnreachableError when the API cannot be reached at all (no HTTP response, e.g.
 *   DNS `ENOTFOUND`): that is a broken run, not a denial, so the run fails saying so.
 */
export async function checkWritePermission(octokit: Octokit, pr: PullRef, login: string): Promise<PermissionCheck> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: pr.owner,
      repo: pr.repo,
      username: login,
    });
    const role = data.role_name || data.permission;
    if (WRITE_ROLES.includes(role) || WRITE_ROLES.includes(data.permission)) return { allowed: true, role };
    return { allowed: false, reason: `${login} has ${role} permission` };
  } catch (error) {
    const unreachable = unreachableError(
      error,
      `the permission check for ${login} could not run, so nothing was sent to Mintlify`,
    );
    if (unreachable) throw unreachable;
    const status = (error as { status?: unknown }).status;
    return {
      allowed: false,
      reason: `the permission check for ${login} failed${typeof status === 'number' ? ` (HTTP ${status})` : ''}`,
    };
  }
}
