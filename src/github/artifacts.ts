/**
 * The previous artifact of a workflow: the newest artifact of a given name from an earlier run of this repository whose
 * run passes {@link acceptPreviousArtifact} (`previous-artifact-rules.ts`), and its download.
 *
 * Listed with `GET /repos/{owner}/{repo}/actions/artifacts?name=<name>` through the action's Octokit, every page (at
 * most {@link MAX_ARTIFACT_PAGES}): `@actions/artifact`'s `listArtifacts` lists one run's artifacts only. Downloaded
 * with `@actions/artifact` (checked against GitHub's `digest`; its own retries: 5 attempts, 5 s apart, a 30 s stall
 * timeout each), or on GHES with the REST API (`artifact-zip.ts`). Needs `actions: read`. Every failure is returned as
 * a reason, never thrown: a snapshot without its previous one is still a snapshot. Which artifacts are taken and why:
 * docs/findings.md, "Trends: the previous snapshot".
 */
import type { RunnerContext } from './runner-context.ts';
import { errorMessage } from '../errors.ts';
import type { Octokit } from './octokit.ts';
import {
  acceptPreviousArtifact,
  listedRunRefusal,
  workflowFile,
  type ListedArtifactRun,
  type PreviousRunExpectation,
} from './previous-artifact-rules.ts';

/**
 * Most candidate runs read (`GET …/actions/runs/{run_id}`) before
 * the search gives up; candidates the list refuses do not count.
 */
export const MAX_RUNS_CHECKED = 10;

/** Most pages of 100 artifacts read (10,000 artifacts of one name: far beyond 90 days of retention). */
export const MAX_ARTIFACT_PAGES = 100;

/** Largest previous artifact downloaded, in bytes (a snapshot is far smaller; this guards the runner's disk). */
export const MAX_PREVIOUS_ARTIFACT_BYTES = 512 * 1024 * 1024;

/** One artifact of the repository, as the previous-snapshot search needs it. */
export interface RepositoryArtifact {
  id: number;
  name: string;
  sizeInBytes: number;
  /** ISO 8601; `null` when GitHub did not say. */
  createdAt: string | null;
  /** `sha256:<hex>` of the zip, when GitHub lists it. */
  digest: string | null;
  /** The workflow run that uploaded it. */
  runId: number;
  /** The run as the artifact list describes it. */
  run?: ListedArtifactRun | undefined;
}

/** Where to look. */
export interface ArtifactSearch {
  owner: string;
  repo: string;
  /** The exact artifact name. */
  name: string;
  /** The current run: its artifacts are not "previous". */
  currentRunId: number | undefined;
  /** What the run that uploaded the previous snapshot must be (see `previous-artifact-rules.ts`). */
  expected: PreviousRunExpectation;
  /** Artifact ids already tried and refused for their content: skipped. */
  exclude?: ReadonlySet<number> | undefined;
}

/**
 * The outcome of {@link findPreviousArtifact}: the artifact, or why there is none (a sentence for
 * the notice); `refused`: why newer artifacts were not taken (runs that fail the rules).
 */
/**
 * The outcome of {@link findPreviousArtifact}; `failed` when the artifact list could not be read at all (e.g. 403
 * without `actions: read`), not when it held no acceptable artifact.
 */
export type PreviousArtifactSearch =
  | { found: RepositoryArtifact; refused?: string[] }
  | { found: undefined; reason: string; refused?: string[]; failed?: true };

interface ListedArtifact {
  id: number;
  name: string;
  size_in_bytes: number;
  expired: boolean;
  created_at?: string | null;
  digest?: string | null;
  workflow_run?: {
    id?: number;
    repository_id?: number;
    head_repository_id?: number;
    head_branch?: string | null;
  } | null;
}

function httpStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number')
    return error.status;
  return undefined;
}

/** Why a GitHub request about artifacts failed, for the notice. */
export function artifactFailureReason(what: string, error: unknown): string {
  const status = httpStatus(error);
  if (status === 403 || status === 404) {
    return `${what} was refused (HTTP ${status}): the github-token needs the actions: read permission (add "actions: read" under the job's permissions)`;
  }
  if (status === 410) return `${what} failed (HTTP 410): the artifact has expired`;
  return `${what} failed${status === undefined ? '' : ` (HTTP ${status})`}: ${errorMessage(error)}`;
}

/** Newest first by `created_at`, then by id. */
function newestFirst(a: RepositoryArtifact, b: RepositoryArtifact): number {
  const at = (a.createdAt ?? '') < (b.createdAt ?? '') ? 1 : (a.createdAt ?? '') > (b.createdAt ?? '') ? -1 : 0;
  return at || b.id - a.id;
}

/**
 * Finds the latest artifact named `search.name` from an earlier run of this repository (see
 * the module comment), leaving out expired artifacts, the current run's (a re-run's earlier
 * attempt is the same snapshot, not a previous one) and those of runs whose head repository
 * is not this one (a fork's `pull_request` run may upload any name). Never throws.
 */
export async function findPreviousArtifact(octokit: Octokit, search: ArtifactSearch): Promise<PreviousArtifactSearch> {
  const candidates: RepositoryArtifact[] = [];
  let listed = 0;
  let expired = 0;
  let foreign = 0;
  let pages = 0;
  const endpoint = `GET /repos/${search.owner}/${search.repo}/actions/artifacts?name=${search.name}`;
  try {
    const iterator = octokit.paginate.iterator(octokit.rest.actions.listArtifactsForRepo, {
      owner: search.owner,
      repo: search.repo,
      name: search.name,
      per_page: 100,
    });
    for await (const response of iterator) {
      pages += 1;
      for (const artifact of response.data as ListedArtifact[]) {
        if (artifact.name !== search.name) continue;
        listed += 1;
        const run = artifact.workflow_run;
        if (run?.id === undefined || run.id === search.currentRunId || search.exclude?.has(artifact.id) === true)
          continue;
        if (artifact.expired) {
          expired += 1;
          continue;
        }
        if (
          run.head_repository_id !== undefined &&
          run.repository_id !== undefined &&
          run.head_repository_id !== run.repository_id
        ) {
          foreign += 1;
          continue;
        }
        candidates.push({
          id: artifact.id,
          name: artifact.name,
          sizeInBytes: artifact.size_in_bytes,
          createdAt: artifact.created_at ?? null,
          digest: artifact.digest ?? null,
          runId: run.id,
          run: {
            id: run.id,
            headBranch: run.head_branch ?? undefined,
            repositoryId: run.repository_id,
            headRepositoryId: run.head_repository_id,
          },
        });
      }
      if (pages >= MAX_ARTIFACT_PAGES) break;
    }
  } catch (error) {
    return { found: undefined, reason: artifactFailureReason(`Listing artifacts (${endpoint})`, error), failed: true };
  }
  candidates.sort(newestFirst);
  if (candidates.length > 0) return acceptNewest(octokit, search, candidates);
  if (expired > 0 && foreign === 0)
    return { found: undefined, reason: `every earlier artifact named ${search.name} has expired (retention-days)` };
  if (foreign > 0)
    return {
      found: undefined,
      reason: `the only earlier artifacts named ${search.name} come from runs of forks, which are never trusted as a previous snapshot`,
    };
  if (listed > 0)
    return {
      found: undefined,
      reason: `no earlier run of this repository uploaded an artifact named ${search.name} (only this run did)`,
    };
  return {
    found: undefined,
    reason: `no earlier run of this repository uploaded an artifact named ${search.name} (first run, or the artifact was deleted)`,
  };
}

/**
 * The newest of `candidates` (newest first) whose run passes {@link acceptPreviousArtifact}.
 * The bound, {@link MAX_RUNS_CHECKED}, counts the runs actually read: candidates the artifact
 * list already refuses (another branch, a fork) cost no request and do not count. A run that
 * cannot be read (a deleted run answers 404) skips its candidate; only the artifact list being
 * refused names `actions: read` (see {@link findPreviousArtifact}). Never throws.
 */
async function acceptNewest(
  octokit: Octokit,
  search: ArtifactSearch,
  candidates: readonly RepositoryArtifact[],
): Promise<PreviousArtifactSearch> {
  const refusals: string[] = [];
  let read = 0;
  let unchecked = 0;
  for (const candidate of candidates) {
    const listed = candidate.run ?? {
      id: candidate.runId,
      headBranch: undefined,
      repositoryId: undefined,
      headRepositoryId: undefined,
    };
    // The list's own fields refuse many planted artifacts without a request.
    const early = listedRunRefusal(listed, search.expected);
    if (early !== undefined) {
      refusals.push(early);
      continue;
    }
    if (read >= MAX_RUNS_CHECKED) {
      unchecked += 1;
      continue;
    }
    read += 1;
    let run: unknown;
    try {
      run = (await octokit.rest.actions.getWorkflowRun({ owner: search.owner, repo: search.repo, run_id: listed.id }))
        .data;
    } catch (error) {
      const status = httpStatus(error);
      refusals.push(
        `run ${listed.id} cannot be read (${status === undefined ? errorMessage(error) : `HTTP ${status}`}${status === 404 ? ': the run was deleted' : ''})`,
      );
      continue;
    }
    const verdict = acceptPreviousArtifact(candidate, listed, run, search.expected);
    if (verdict.accepted !== undefined) return { found: verdict.accepted, refused: refusals };
    refusals.push(verdict.reason);
  }
  const more =
    unchecked > 0 ? ` (only ${MAX_RUNS_CHECKED} runs were read; ${unchecked} older candidates were not)` : '';
  return {
    found: undefined,
    reason: `no earlier artifact named ${search.name} comes from a successful schedule or workflow_dispatch run of this workflow on the default branch${more}: ${refusals.slice(0, 3).join('; ')}${refusals.length > 3 ? `; and ${refusals.length - 3} more` : ''}`,
    refused: refusals,
  };
}

/**
 * What the current run expects of its previous snapshot's run: its workflow file (from
 * `GITHUB_WORKFLOW_REF`) and the default branch (the payload's `repository.default_branch` at
 * `GITHUB_EVENT_PATH`, else `GET /repos/{owner}/{repo}`). A value it cannot learn stays
 * `undefined` (the rules then refuse every artifact). Never throws.
 */
export async function previousRunExpectation(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  runner: Pick<RunnerContext, 'workflowRef' | 'eventPayload'>,
): Promise<PreviousRunExpectation> {
  const ref = runner.workflowRef;
  const workflowPath = ref.includes('.github/workflows/') ? workflowFile(ref) : undefined;
  let defaultBranch: string | undefined;
  try {
    const payload = await runner.eventPayload();
    const branch = (payload as { repository?: { default_branch?: unknown } } | null)?.repository?.default_branch;
    if (typeof branch === 'string' && branch !== '') defaultBranch = branch;
  } catch {
    defaultBranch = undefined;
  }
  if (defaultBranch === undefined) {
    try {
      const { data } = await octokit.rest.repos.get({ owner: repo.owner, repo: repo.repo });
      if (typeof data.default_branch === 'string' && data.default_branch !== '') defaultBranch = data.default_branch;
    } catch {
      defaultBranch = undefined;
    }
  }
  return { workflowPath, defaultBranch };
}

/** Where and how to download. */
export interface ArtifactDownload {
  owner: string;
  repo: string;
  token: string;
  /** An empty folder to unzip into. */
  dir: string;
  /**
   * Download with the REST API through this Octokit instead of `@actions/artifact`: on GitHub
   * Enterprise Server, which `@actions/artifact` v2+ refuses (see `artifact-zip.ts`).
   */
  rest?: Octokit;
}

/**
 * Downloads and unzips `artifact` into `download.dir` with `@actions/artifact` (see the module comment).
 * Returns `undefined` on success, else why it failed (a sentence for the notice). Never throws.
 */
export async function downloadArtifactFiles(
  artifact: RepositoryArtifact,
  download: ArtifactDownload,
): Promise<string | undefined> {
  if (artifact.sizeInBytes > MAX_PREVIOUS_ARTIFACT_BYTES) {
    return `artifact ${artifact.name} (${artifact.id}) is ${artifact.sizeInBytes} bytes, more than the ${MAX_PREVIOUS_ARTIFACT_BYTES} read as a previous snapshot`;
  }
  if (download.rest !== undefined) {
    try {
      // Loaded here: the zip reader (yauzl) is needed only for this download, on GHES.
      const { downloadArtifactWithRest } = await import('./artifact-zip.ts');
      await downloadArtifactWithRest(download.rest, {
        owner: download.owner,
        repo: download.repo,
        artifactId: artifact.id,
        digest: artifact.digest,
        maxBytes: MAX_PREVIOUS_ARTIFACT_BYTES,
        dir: download.dir,
      });
      return undefined;
    } catch (error) {
      return artifactFailureReason(`Downloading artifact ${artifact.name} (${artifact.id})`, error);
    }
  }
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const result = await new DefaultArtifactClient().downloadArtifact(artifact.id, {
      path: download.dir,
      findBy: {
        token: download.token,
        workflowRunId: artifact.runId,
        repositoryOwner: download.owner,
        repositoryName: download.repo,
      },
      ...(artifact.digest === null ? {} : { expectedHash: artifact.digest }),
    });
    if (result.digestMismatch === true)
      return `artifact ${artifact.name} (${artifact.id}) does not match the digest GitHub lists for it`;
    return undefined;
  } catch (error) {
    return artifactFailureReason(`Downloading artifact ${artifact.name} (${artifact.id})`, error);
  }
}
