/**
 * One reconcile for several repositories (`repositories`): the docs repository receives the agent's pull request
 * events, while the jobs were handed off from pull requests of the code repositories. Entries are `owner/name`, or
 * `owner/*` for every repository of `owner` the token reaches (`GET /installation/repositories` for an installation
 * token, else `GET /user/repos`); empty means this repository. One `max-jobs` budget for all, each repository in its
 * own rotation (`plan.ts`); the first one read moves by one each run (`GITHUB_RUN_NUMBER`), so none starves. Each
 * repository read gets its label's description marked as read by a reconcile (`agent-job/label.ts`). See
 * docs/follow-up.md ("Several repositories") and docs/docs-repository.md.
 */
import { errorMessage } from '../errors.ts';
import { AGENT_LABEL_STYLE, RECONCILED_DESCRIPTION, reconcileCovers } from '../agent-job/label.ts';
import { getLabelDescription, setLabelDescription, type RepoRef } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import type { RepositoryEntry } from './inputs.ts';
import { parseCursor, withCursor } from './plan.ts';
import { reconcile, type ReconcileDeps, type ReconcileResult } from './run.ts';

/** A repository's `owner/name` in lower case (GitHub names are case-insensitive). */
function key(repo: RepoRef): string {
  return `${repo.owner}/${repo.repo}`.toLowerCase();
}

/** Search results read per `owner/*` at most: GitHub's search answers 1,000 results, 100 a page. */
const MAX_SEARCH_RESULTS = 1000;

/**
 * The repositories of `owner` where open items carry `label` (`GET /search/issues?q=is:open
 * label:"<label>" user:<owner>`, every page, 100 a page, at most {@link MAX_SEARCH_RESULTS}
 * results): only those the token can read. GitHub's search index lags a write by seconds to
 * minutes, so an item labelled just now is read by the next reconcile.
 * @throws the GitHub request error of the search.
 */
async function repositoriesWithItems(octokit: Octokit, owner: string, label: string): Promise<RepoRef[]> {
  const found = new Map<string, RepoRef>();
  const q = `is:open label:"${label.replace(/"/g, '')}" user:${owner}`;
  let read = 0;
  for await (const page of octokit.paginate.iterator('GET /search/issues', { q, per_page: 100 })) {
    for (const item of page.data) {
      const [, itemOwner = '', name = ''] = /\/repos\/([^/]+)\/([^/]+)$/.exec(item.repository_url) ?? [];
      const repo = { owner: decodeURIComponent(itemOwner), repo: decodeURIComponent(name) };
      if (repo.owner.toLowerCase() === owner.toLowerCase()) found.set(key(repo), repo);
    }
    read += page.data.length;
    if (read >= MAX_SEARCH_RESULTS) break;
  }
  return [...found.values()].sort((a, b) => a.repo.localeCompare(b.repo));
}

/** A repository to read, and whether the run may create the agent label there. */
export interface ResolvedRepository extends RepoRef {
  /**
   * True for this repository and the `owner/name` entries: the label is created there when
   * missing; false for a repository an `owner/*` found by its labelled items (it has the label).
   */
  named: boolean;
}

/**
 * The repositories `entries` name, in the order given, then `home` (the calling repository,
 * always read) when no entry names it. An `owner/*` adds the repositories of that owner where
 * open items carry `label` (sorted by name; see {@link repositoriesWithItems}): it never adds
 * one without items, so no label is created where the action has nothing.
 * @throws the GitHub request error when an `owner/*` search fails.
 */
export async function resolveRepositories(
  octokit: Octokit,
  entries: readonly RepositoryEntry[],
  home: RepoRef,
  label: string,
): Promise<ResolvedRepository[]> {
  const result: ResolvedRepository[] = [];
  const seen = new Set<string>();
  const add = (repo: RepoRef, named: boolean): void => {
    if (seen.has(key(repo))) return;
    seen.add(key(repo));
    result.push({ owner: repo.owner, repo: repo.repo, named });
  };
  for (const entry of entries) {
    if (entry.kind === 'repo') add({ owner: entry.owner, repo: entry.repo }, true);
    else for (const repo of await repositoriesWithItems(octokit, entry.owner, label)) add(repo, false);
  }
  const found = result.find((r) => key(r) === key(home));
  if (found) found.named = true;
  else add(home, true);
  return result;
}

/** `repos` starting at index `runNumber mod n`: each goes first once every n runs. Pure. */
export function rotateRepositories<T>(repos: readonly T[], runNumber: number): T[] {
  if (repos.length === 0) return [];
  const start = ((Math.trunc(runNumber) % repos.length) + repos.length) % repos.length;
  return [...repos.slice(start), ...repos.slice(0, start)];
}

/** What a run over several repositories did: the merged result, and per repository. */
export interface RepositoriesResult extends ReconcileResult {
  repositories: Array<{ repo: RepoRef; result: ReconcileResult | undefined; error: string | undefined }>;
}

/**
 * Sets `agent-label`'s description in `repo` to say that a reconcile covers it (keeping the
 * cursor), creating the label when it is missing. One read, and a write only when it changes.
 * Best effort: a failure is a warning.
 */
async function markCovered(
  octokit: Octokit,
  repo: ResolvedRepository,
  label: string,
  warn: (line: string) => void,
): Promise<void> {
  try {
    const description = await getLabelDescription(octokit, repo, label);
    if (description === undefined) {
      // A repository an `owner/*` found has the label (its items carry it); never create one there.
      if (!repo.named) return;
      // Created here, so that the first hand-off in this repository already knows a reconcile reads it.
      await octokit.rest.issues
        .createLabel({
          owner: repo.owner,
          repo: repo.repo,
          name: label,
          color: AGENT_LABEL_STYLE.color,
          description: RECONCILED_DESCRIPTION,
        })
        .catch((error: unknown) => {
          if ((error as { status?: unknown }).status !== 422) throw error;
        });
      return;
    }
    if (reconcileCovers(description)) return;
    await setLabelDescription(octokit, repo, label, withCursor(RECONCILED_DESCRIPTION, parseCursor(description)));
  } catch (error) {
    warn(
      `Could not mark the label ${label} of ${repo.owner}/${repo.repo} as read by a reconcile (its hand-offs then point to --status): ${errorMessage(error)}`,
    );
  }
}

/**
 * Reconciles each of `repos` in turn (see the module comment) with one `max-jobs` budget.
 * A repository whose items cannot be listed is a warning and the next one is read; a run
 * stopped early (429, cancelled) stops there.
 * @throws the listing error when there is one repository and its items cannot be listed.
 */
export async function reconcileRepositories(
  deps: ReconcileDeps,
  repos: readonly ResolvedRepository[],
  runNumber: number,
): Promise<RepositoriesResult> {
  const merged: RepositoriesResult = {
    labelled: 0,
    checked: 0,
    finished: 0,
    entries: [],
    stopped: undefined,
    repositories: [],
  };
  const single = repos.length === 1;
  for (const repo of rotateRepositories(repos, runNumber)) {
    const name = `${repo.owner}/${repo.repo}`;
    const remaining = deps.inputs.maxJobs - merged.checked;
    if (merged.stopped || remaining <= 0 || deps.signal.aborted) {
      merged.repositories.push({ repo, result: undefined, error: undefined });
      continue;
    }
    if (!single) deps.log.info(`Repository ${name}:`);
    await markCovered(deps.octokit, repo, deps.inputs.agentLabel, deps.log.warning);
    let result: ReconcileResult;
    try {
      result = await reconcile({
        ...deps,
        repo: { owner: repo.owner, repo: repo.repo },
        inputs: { ...deps.inputs, maxJobs: remaining },
      });
    } catch (error) {
      if (single) throw error;
      const message = `could not list the items labelled ${deps.inputs.agentLabel}: ${errorMessage(error)}`;
      deps.log.warning(`${name}: ${message}`);
      merged.repositories.push({ repo, result: undefined, error: message });
      continue;
    }
    merged.repositories.push({ repo, result, error: undefined });
    merged.labelled += result.labelled;
    merged.checked += result.checked;
    merged.finished += result.finished;
    merged.entries.push(...result.entries);
    merged.stopped ??= result.stopped;
  }
  return merged;
}
