/**
 * The one create-if-absent answer GitHub gives: creating a reaction answers 201 when it is new
 * and 200 when the same user's reaction with that content already existed (GitHub REST docs,
 * "Create reaction for an issue comment", "… for a pull request review comment", "… for an
 * issue"). Endpoints: `POST` and `DELETE` on `/repos/{owner}/{repo}/issues/comments/{id}/reactions`,
 * `/repos/{owner}/{repo}/pulls/comments/{id}/reactions` and `/repos/{owner}/{repo}/issues/{n}/reactions`.
 */
import type { Octokit } from './octokit.ts';
import type { RepoRef } from './issues.ts';

/** What a reaction is put on: an issue comment, a review comment, or an issue (or pull request) itself. */
export type ReactionSubject =
  { kind: 'issue-comment'; id: number } | { kind: 'review-comment'; id: number } | { kind: 'issue'; number: number };

/**
 * Reaction contents the claims use (GitHub's names): `eyes` claims an end to report (`agent-job/claim.ts`),
 * `+1` a trigger to send and `hooray` records a job a trigger started (`agent-job/trigger-claim.ts`).
 */
export type ClaimContent = 'eyes' | '+1' | 'hooray';

/** A reaction as listed: who made it and when. */
export interface ListedReaction {
  id: number;
  login: string;
  /** The account type: `User`, `Bot` (GitHub Apps, `github-actions[bot]`) or `Organization`. */
  type: string;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * What creating a reaction answered: whether it is new (201) or was there already (200), its id and when it was made.
 */
export interface CreatedReaction {
  created: boolean;
  id: number;
  /** ISO 8601, as GitHub sent it. */
  createdAt: string;
  /** The login the reaction is attributed to: the token's identity. */
  login: string;
}

/**
 * Creates the token user's reaction `content` on `subject`, or finds it.
 * Never retried after a 5xx (`retries: 0`): whether it was made is then unknown, which the
 * caller treats as "not ours".
 * @throws the request error (403 without `issues: write` / `pull-requests: write`, 404, 5xx).
 */
export async function createReaction(
  octokit: Octokit,
  repo: RepoRef,
  subject: ReactionSubject,
  content: ClaimContent,
): Promise<CreatedReaction> {
  const base = { owner: repo.owner, repo: repo.repo, content, request: { retries: 0 } };
  const answer =
    subject.kind === 'issue'
      ? await octokit.rest.reactions.createForIssue({ ...base, issue_number: subject.number })
      : subject.kind === 'review-comment'
        ? await octokit.rest.reactions.createForPullRequestReviewComment({ ...base, comment_id: subject.id })
        : await octokit.rest.reactions.createForIssueComment({ ...base, comment_id: subject.id });
  return {
    created: answer.status === 201,
    id: answer.data.id,
    createdAt: answer.data.created_at,
    login: answer.data.user?.login ?? '',
  };
}

/**
 * Every reaction `content` on `subject`, all pages (`GET …/reactions?content=…`, 100 a page), in GitHub's order.
 * @throws the request error (404 when the subject is gone).
 */
export async function listReactions(
  octokit: Octokit,
  repo: RepoRef,
  subject: ReactionSubject,
  content: ClaimContent | 'confused',
): Promise<ListedReaction[]> {
  const base = { owner: repo.owner, repo: repo.repo, content, per_page: 100 };
  const listed =
    subject.kind === 'issue'
      ? await octokit.paginate(octokit.rest.reactions.listForIssue, { ...base, issue_number: subject.number })
      : subject.kind === 'review-comment'
        ? await octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, {
            ...base,
            comment_id: subject.id,
          })
        : await octokit.paginate(octokit.rest.reactions.listForIssueComment, { ...base, comment_id: subject.id });
  return listed.map((r) => ({
    id: r.id,
    login: r.user?.login ?? '',
    type: r.user?.type ?? 'User',
    createdAt: r.created_at,
  }));
}

/**
 * Deletes reaction `reactionId` from `subject` (204).
 * @throws the request error; a 404 (already gone) is not an error.
 */
export async function deleteReaction(
  octokit: Octokit,
  repo: RepoRef,
  subject: ReactionSubject,
  reactionId: number,
): Promise<void> {
  const base = { owner: repo.owner, repo: repo.repo, reaction_id: reactionId };
  try {
    if (subject.kind === 'issue')
      await octokit.rest.reactions.deleteForIssue({ ...base, issue_number: subject.number });
    else if (subject.kind === 'review-comment')
      await octokit.rest.reactions.deleteForPullRequestComment({ ...base, comment_id: subject.id });
    else await octokit.rest.reactions.deleteForIssueComment({ ...base, comment_id: subject.id });
  } catch (error) {
    if ((error as { status?: unknown }).status !== 404) throw error;
  }
}
