/**
 * What a new agent job needs to know about a pull request: its details
 * (`GET /repos/{owner}/{repo}/pulls/{pull_number}`) and its changed files
 * (`GET /repos/{owner}/{repo}/pulls/{pull_number}/files`, every page; GitHub lists at most 3,000).
 */
import type { Octokit } from './octokit.ts';
import type { PullRef } from './urls.ts';

/** GitHub's cap on the files `pulls.listFiles` returns for one pull request. */
export const MAX_LISTED_PULL_FILES = 3000;

/** The details of a pull request the action reads. */
export interface PullRequestDetails {
  url: string;
  number: number;
  title: string;
  /** The description (Markdown), '' when empty. Untrusted. */
  body: string;
  author: string;
  baseRef: string;
  headRef: string;
  /** `owner/name` of the head repository; `undefined` when it was deleted. */
  headRepoFullName: string | undefined;
  /** `open` or `closed`. */
  state: string;
  merged: boolean;
  /** When it was merged (ISO 8601); `null` when it was not. */
  mergedAt: string | null;
  /** Files changed according to GitHub (may exceed what `listFiles` returns). */
  changedFiles: number;
  /** Lines added and deleted over the whole diff, as GitHub counts them. */
  additions: number;
  deletions: number;
  /** The head commit now. */
  headSha: string;
  /** Last change of the PR (ISO 8601): an edit, a push, a comment… */
  updatedAt: string;
}

/** One changed file of a pull request (`pulls.listFiles` item). */
export interface PullFile {
  filename: string;
  /** `added`, `removed`, `modified`, `renamed`, `copied`, `changed` or `unchanged`. */
  status: string;
  additions: number;
  deletions: number;
  /** The unified diff hunk(s); `undefined` for binary files and diffs too large for GitHub to send. */
  patch: string | undefined;
  previousFilename: string | undefined;
}

/**
 * Reads a pull request's details.
 * @throws the Octokit request error (404 for an unknown PR, 403 without `pull-requests: read`).
 */
export async function getPullRequest(octokit: Octokit, pr: PullRef): Promise<PullRequestDetails> {
  const { data } = await octokit.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.pullNumber });
  return {
    url: data.html_url,
    number: data.number,
    title: data.title,
    body: data.body ?? '',
    author: data.user.login,
    baseRef: data.base.ref,
    headRef: data.head.ref,
    headRepoFullName: data.head.repo?.full_name,
    state: data.state,
    merged: data.merged === true || Boolean(data.merged_at),
    mergedAt: data.merged_at ?? null,
    changedFiles: data.changed_files,
    additions: data.additions,
    deletions: data.deletions,
    headSha: data.head.sha,
    updatedAt: data.updated_at,
  };
}

/**
 * Closes a pull request without merging it (`PATCH /repos/{owner}/{repo}/pulls/{pull_number}`, `state: closed`).
 * @throws the Octokit request error (403 without `pull-requests: write`).
 */
export async function closePullRequest(octokit: Octokit, pr: PullRef): Promise<void> {
  await octokit.rest.pulls.update({ owner: pr.owner, repo: pr.repo, pull_number: pr.pullNumber, state: 'closed' });
}

/**
 * Every changed file of a pull request, across all pages (100 per page), at most
 * {@link MAX_LISTED_PULL_FILES} (GitHub's own cap).
 * @throws the Octokit request error.
 */
export async function listPullRequestFiles(octokit: Octokit, pr: PullRef): Promise<PullFile[]> {
  const files = await octokit.paginate(
    octokit.rest.pulls.listFiles,
    { owner: pr.owner, repo: pr.repo, pull_number: pr.pullNumber, per_page: 100 },
    (response, done) => {
      if (response.data.length === 0) done();
      return response.data;
    },
  );
  return files.slice(0, MAX_LISTED_PULL_FILES).map((f) => ({
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    patch: f.patch ?? undefined,
    previousFilename: f.previous_filename ?? undefined,
  }));
}

/** A submitted review of a pull request, with its body (the summary text, possibly empty). */
export interface SubmittedReview {
  id: number;
  url: string;
  body: string;
  authorLogin: string;
  /** The author's account type: `User`, `Bot` or `Organization`. */
  authorType: string;
  /** ISO 8601: when it was submitted. */
  submittedAt: string;
}

/**
 * Every submitted review of the pull request, across all pages (`GET
 * /repos/{owner}/{repo}/pulls/{pull_number}/reviews`): pending ones (a draft only its author sees)
 * and dismissed ones are left out. A plain issue has none: GitHub answers 404, read as none.
 * @throws the Octokit request error.
 */
export async function listSubmittedReviews(octokit: Octokit, pr: PullRef): Promise<SubmittedReview[]> {
  const reviews = await octokit
    .paginate(octokit.rest.pulls.listReviews, {
      owner: pr.owner,
      repo: pr.repo,
      pull_number: pr.pullNumber,
      per_page: 100,
    })
    .catch((error: unknown) => {
      if ((error as { status?: unknown }).status === 404) return [];
      throw error;
    });
  return reviews
    .filter((r) => r.state !== 'PENDING' && r.state !== 'DISMISSED' && r.submitted_at !== undefined)
    .map((r) => ({
      id: r.id,
      url: r.html_url,
      body: r.body,
      authorLogin: r.user?.login ?? '',
      authorType: r.user?.type ?? 'User',
      submittedAt: r.submitted_at ?? '',
    }));
}
