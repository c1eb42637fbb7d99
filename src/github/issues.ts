/**
 * GitHub issues the action files and keeps current, through Octokit (GitHub REST docs, "Issues"): the
 * issues of a label (`GET /repos/{owner}/{repo}/issues?labels={label}&state=all`, every page, pull requests
 * left out) and the newest issues whatever their labels (`…/issues?state=all&sort=created&direction=desc`,
 * a bounded number of pages); one issue (`GET …/issues/{issue_number}`); opening and editing
 * (`POST …/issues`, `PATCH …/issues/{issue_number}`: title, body, `state` with `state_reason`); comments
 * (`POST …/issues/{issue_number}/comments`, read with `listAllComments` in `comments.ts`); labels
 * (`GET …/labels/{name}`, `POST …/labels`). Writes that create something (`POST`) are never retried after a
 * 5xx (`retries: 0`): the issue or comment may have been created, and a second one would be a duplicate.
 */
import type { Octokit } from './octokit.ts';

/** A repository. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** Whether an issue is open or closed, and why it was closed (GitHub's `state_reason`). */
type IssueState = 'open' | 'closed';

/** GitHub's reasons for closing an issue; `reopened` is set by GitHub on a reopened issue. */
type IssueStateReason = 'completed' | 'not_planned' | 'duplicate' | 'reopened';

/** An issue as the action reads it. */
export interface ListedIssue {
  number: number;
  title: string;
  /** Markdown body; '' when GitHub sends `null`. */
  body: string;
  state: IssueState;
  /** `null` for an issue never closed or reopened. */
  stateReason: IssueStateReason | null;
  /** Web page of the issue. */
  url: string;
  authorLogin: string;
  /** `User`, `Bot` (GitHub Apps, `github-actions[bot]`) or `Organization`. */
  authorType: string;
  /** GitHub's GraphQL node ID (`node_id`): who last edited the body is asked with it (`identity.ts`). */
  nodeId?: string | undefined;
  labels: string[];
  /** ISO 8601. */
  createdAt: string;
}

interface RawIssue {
  number: number;
  title: string;
  body?: string | null | undefined;
  state: string;
  state_reason?: string | null | undefined;
  html_url: string;
  node_id?: string | undefined;
  user: { login: string; type?: string | undefined } | null;
  labels: ReadonlyArray<string | { name?: string | undefined }>;
  created_at: string;
  pull_request?: unknown;
}

const STATE_REASONS: readonly IssueStateReason[] = ['completed', 'not_planned', 'duplicate', 'reopened'];

function toIssue(raw: RawIssue): ListedIssue {
  return {
    number: raw.number,
    title: raw.title,
    body: raw.body ?? '',
    state: raw.state === 'closed' ? 'closed' : 'open',
    stateReason: STATE_REASONS.find((r) => r === raw.state_reason) ?? null,
    url: raw.html_url,
    authorLogin: raw.user?.login ?? '',
    authorType: raw.user?.type ?? 'User',
    nodeId: raw.node_id,
    labels: raw.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))).filter((l) => l !== ''),
    createdAt: raw.created_at,
  };
}

/**
 * Every issue of the repository carrying `label`, open and closed, across every page (100 per
 * page), oldest first; pull requests are left out.
 */
export async function listIssuesByLabel(octokit: Octokit, repo: RepoRef, label: string): Promise<ListedIssue[]> {
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
    owner: repo.owner,
    repo: repo.repo,
    labels: label,
    state: 'all',
    sort: 'created',
    direction: 'asc',
    per_page: 100,
  });
  return issues.filter((i) => i.pull_request === undefined || i.pull_request === null).map((i) => toIssue(i));
}

/** What {@link listRecentIssues} read. */
export interface RecentIssues {
  /** The issues (pull requests left out), newest first. */
  issues: ListedIssue[];
  /** True when the repository has more issues than `maxPages` pages held: older ones were not read. */
  truncated: boolean;
}

/**
 * The newest issues of the repository, open and closed, whatever their labels: at most
 * `maxPages` pages of 100, newest first; pull requests are left out.
 */
export async function listRecentIssues(octokit: Octokit, repo: RepoRef, maxPages: number): Promise<RecentIssues> {
  const issues: ListedIssue[] = [];
  let pages = 0;
  let truncated = false;
  const iterator = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
    owner: repo.owner,
    repo: repo.repo,
    state: 'all',
    sort: 'created',
    direction: 'desc',
    per_page: 100,
  });
  for await (const response of iterator) {
    if (pages >= maxPages) {
      truncated = true;
      break;
    }
    pages += 1;
    for (const raw of response.data)
      if (raw.pull_request === undefined || raw.pull_request === null) issues.push(toIssue(raw));
  }
  return { issues, truncated };
}

/** One issue (or pull request: check `isPullRequest`). */
export async function getIssue(
  octokit: Octokit,
  repo: RepoRef,
  issueNumber: number,
): Promise<ListedIssue & { isPullRequest: boolean }> {
  const { data } = await octokit.rest.issues.get({ owner: repo.owner, repo: repo.repo, issue_number: issueNumber });
  return { ...toIssue(data), isPullRequest: data.pull_request !== undefined && data.pull_request !== null };
}

/** Opens an issue with `labels`. Not retried after a 5xx (see the module comment). */
export async function createIssue(
  octokit: Octokit,
  repo: RepoRef,
  issue: { title: string; body: string; labels: string[] },
): Promise<ListedIssue> {
  const { data } = await octokit.rest.issues.create({
    owner: repo.owner,
    repo: repo.repo,
    title: issue.title,
    body: issue.body,
    labels: issue.labels,
    request: { retries: 0 },
  });
  return toIssue(data);
}

/** What {@link updateIssue} changes; fields left out stay as they are. */
export interface IssueUpdate {
  title?: string;
  body?: string;
  state?: IssueState;
  /** With `state: 'closed'`: `completed` or `not_planned`; with `state: 'open'`: `reopened`. */
  stateReason?: 'completed' | 'not_planned' | 'reopened';
}

/** Edits an issue's title, body or state (`PATCH`; idempotent, so retried as usual). */
export async function updateIssue(
  octokit: Octokit,
  repo: RepoRef,
  issueNumber: number,
  update: IssueUpdate,
): Promise<ListedIssue> {
  const { data } = await octokit.rest.issues.update({
    owner: repo.owner,
    repo: repo.repo,
    issue_number: issueNumber,
    ...(update.title === undefined ? {} : { title: update.title }),
    ...(update.body === undefined ? {} : { body: update.body }),
    ...(update.state === undefined ? {} : { state: update.state }),
    ...(update.stateReason === undefined ? {} : { state_reason: update.stateReason }),
  });
  return toIssue(data);
}

/** Posts a comment on an issue. Not retried after a 5xx (see the module comment). */
export async function createIssueComment(
  octokit: Octokit,
  repo: RepoRef,
  issueNumber: number,
  body: string,
): Promise<{ id: number; url: string }> {
  const { data } = await octokit.rest.issues.createComment({
    owner: repo.owner,
    repo: repo.repo,
    issue_number: issueNumber,
    body,
    request: { retries: 0 },
  });
  return { id: data.id, url: data.html_url };
}

/**
 * Creates the label `name` unless the repository has it (`GET .../labels/{name}`, then
 * `POST .../labels`; a 422 `already_exists` from a concurrent run counts as there).
 * @returns true when this call created it.
 * @throws the request error for anything else (e.g. 403 without `issues: write`).
 */
export async function ensureLabel(
  octokit: Octokit,
  repo: RepoRef,
  label: { name: string; color: string; description: string },
): Promise<boolean> {
  try {
    await octokit.rest.issues.getLabel({ owner: repo.owner, repo: repo.repo, name: label.name });
    return false;
  } catch (error) {
    if ((error as { status?: unknown }).status !== 404) throw error;
  }
  try {
    await octokit.rest.issues.createLabel({
      owner: repo.owner,
      repo: repo.repo,
      name: label.name,
      color: label.color,
      description: label.description,
    });
    return true;
  } catch (error) {
    if ((error as { status?: unknown }).status === 422) return false;
    throw error;
  }
}

/** An open issue or pull request carrying a label, as `reconcile` lists it. */
export interface LabelledItem extends ListedIssue {
  isPullRequest: boolean;
}

/**
 * One page of the issues and pull requests carrying `label`, open or closed (merged pull requests
 * included: a job handed off there may end after the merge)
 * (`GET /repos/{owner}/{repo}/issues?labels={label}&state=all&per_page=100&page={page}`,
 * oldest first). Pull requests are kept (GitHub lists them with a `pull_request` field).
 * @returns the items and whether another page follows (GitHub's `Link: rel="next"`).
 */
export async function listLabelledPage(
  octokit: Octokit,
  repo: RepoRef,
  label: string,
  page: number,
): Promise<{ items: LabelledItem[]; next: boolean }> {
  const response = await octokit.rest.issues.listForRepo({
    owner: repo.owner,
    repo: repo.repo,
    labels: label,
    state: 'all',
    sort: 'created',
    direction: 'asc',
    per_page: 100,
    page,
  });
  const items = response.data.map((i) => ({
    ...toIssue(i),
    isPullRequest: i.pull_request !== undefined && i.pull_request !== null,
  }));
  return { items, next: /rel="next"/.test(response.headers.link ?? '') };
}

/** Adds `label` to an issue or pull request (`POST /repos/{owner}/{repo}/issues/{n}/labels`; idempotent). */
export async function addLabel(octokit: Octokit, repo: RepoRef, issueNumber: number, label: string): Promise<void> {
  await octokit.rest.issues.addLabels({
    owner: repo.owner,
    repo: repo.repo,
    issue_number: issueNumber,
    labels: [label],
  });
}

/**
 * Removes `label` from an issue or pull request (`DELETE /repos/{owner}/{repo}/issues/{n}/labels/{name}`);
 * a 404 (the label is not on it any more) counts as removed.
 */
export async function removeLabel(octokit: Octokit, repo: RepoRef, issueNumber: number, label: string): Promise<void> {
  try {
    await octokit.rest.issues.removeLabel({
      owner: repo.owner,
      repo: repo.repo,
      issue_number: issueNumber,
      name: label,
    });
  } catch (error) {
    if ((error as { status?: unknown }).status !== 404) throw error;
  }
}

/**
 * The description of the repository label `name`
 * (`GET /repos/{owner}/{repo}/labels/{name}`); `undefined` when there is no such label.
 */
export async function getLabelDescription(
  octokit: Octokit,
  repo: RepoRef,
  name: string,
): Promise<string | null | undefined> {
  try {
    const { data } = await octokit.rest.issues.getLabel({ owner: repo.owner, repo: repo.repo, name });
    return data.description;
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return undefined;
    throw error;
  }
}

/** Sets the description of the repository label `name` (`PATCH /repos/{owner}/{repo}/labels/{name}`). */
export async function setLabelDescription(
  octokit: Octokit,
  repo: RepoRef,
  name: string,
  description: string,
): Promise<void> {
  await octokit.rest.issues.updateLabel({ owner: repo.owner, repo: repo.repo, name, description });
}
