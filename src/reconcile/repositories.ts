/**
 * One reconcile for several repositories (`repositories`): the docs repository receives the agent's pull request
 * events, while the jobs were handed off from pull requests of the code repositories. Which repositories are read:
 * `github/repository-list.ts` (this repository always; an `owner/*` adds those where open items carry the label).
 * One `max-jobs` budget for all, each repository in its
 * own rotation (`plan.ts`); the first one read moves by one each run (`GITHUB_RUN_NUMBER`), so none starves. Each
 * repository read gets its label's description marked as read by a reconcile (`agent-job/label.ts`; the label is
 * created only in this repository and the `owner/name` entries). See
 * docs/follow-up.md ("Several repositories") and docs/docs-repository.md.
 */
import { errorMessage } from '../errors.ts';
import { AGENT_LABEL_STYLE, RECONCILED_DESCRIPTION, reconcileCovers } from '../agent-job/label.ts';
import { getLabelDescription, setLabelDescription, type RepoRef } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import type { ResolvedRepository } from '../github/repository-list.ts';
import { parseCursor, withCursor } from './plan.ts';
import { reconcile, type ReconcileDeps, type ReconcileResult } from './run.ts';

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
