/**
 * What GitHub says about a commit, and the one status the action writes on one: commit statuses
 * (`POST /repos/{owner}/{repo}/statuses/{sha}`, `GET /repos/{owner}/{repo}/commits/{ref}/status`),
 * deployments and their statuses (`GET /repos/{owner}/{repo}/deployments?sha=`,
 * `GET /repos/{owner}/{repo}/deployments/{id}/statuses`) and check runs
 * (`GET /repos/{owner}/{repo}/commits/{ref}/check-runs`). REST API version 2022-11-28; every
 * answer is parsed with zod, keeping only the fields read.
 */
import { z } from 'zod';
import type { RepoRef } from './issues.ts';
import type { Octokit } from './octokit.ts';

/** The states of a commit status. */
type CommitStatusState = 'pending' | 'success' | 'failure' | 'error';

/** GitHub's limit on a commit status's `description`, in characters. */
const STATUS_DESCRIPTION_LIMIT = 140;

/** A commit status to write. */
export interface CommitStatus {
  state: CommitStatusState;
  /** The status's name, e.g. `mintlify/docs`: one row per context on the commit. */
  context: string;
  /** At most {@link STATUS_DESCRIPTION_LIMIT} characters (longer is cut). */
  description: string;
  /** The link of the status's "Details"; `undefined`: none. */
  targetUrl: string | undefined;
}

/**
 * Writes a commit status on `sha` (`POST /repos/{owner}/{repo}/statuses/{sha}`): the newest status
 * of a context is the one shown and the one branch protection reads.
 * @throws the Octokit request error (403 without `statuses: write`, 422 for an unknown SHA).
 */
export async function setCommitStatus(
  octokit: Octokit,
  repo: RepoRef,
  sha: string,
  status: CommitStatus,
): Promise<void> {
  await octokit.rest.repos.createCommitStatus({
    owner: repo.owner,
    repo: repo.repo,
    sha,
    state: status.state,
    context: status.context,
    description: Array.from(status.description).slice(0, STATUS_DESCRIPTION_LIMIT).join(''),
    ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
  });
}

/** One thing GitHub reports about a commit that links somewhere: where, and when it was reported. */
export interface CommitLink {
  /** `deployment` (a deployment status's `environment_url`), `status` (`target_url`), `check-run` (`details_url`). */
  source: 'deployment' | 'status' | 'check-run';
  /** The deployment's environment, the status's context or the check run's name. */
  name: string;
  /** Who reported it: the deployment's creator login, or the check run's app slug (`''` for a status). */
  reporter: string;
  /** True when it reports success (`success` state, or a completed check run concluding `success`). */
  succeeded: boolean;
  /** The URL as GitHub gives it (untrusted); `undefined` when none. */
  url: string | undefined;
  /** When it was reported (ISO 8601). */
  at: string;
}

/** Newest deployments of a commit read for their statuses, at most: a visible bound on the requests. */
const MAX_DEPLOYMENTS_READ = 3;

const deploymentsSchema = z.lazy(() =>
  z.array(
    z.looseObject({
      id: z.number().int(),
      environment: z.string().nullish(),
      creator: z.looseObject({ login: z.string() }).nullish(),
    }),
  ),
);

const deploymentStatusesSchema = z.lazy(() =>
  z.array(
    z.looseObject({
      state: z.string(),
      environment_url: z.string().nullish(),
      created_at: z.string(),
    }),
  ),
);

const combinedStatusSchema = z.lazy(() =>
  z.looseObject({
    statuses: z.array(
      z.looseObject({
        state: z.string(),
        context: z.string(),
        target_url: z.string().nullish(),
        updated_at: z.string().nullish(),
        created_at: z.string().nullish(),
      }),
    ),
  }),
);

const checkRunsSchema = z.lazy(() =>
  z.looseObject({
    check_runs: z.array(
      z.looseObject({
        name: z.string(),
        status: z.string(),
        conclusion: z.string().nullish(),
        details_url: z.string().nullish(),
        completed_at: z.string().nullish(),
        app: z.looseObject({ slug: z.string().nullish() }).nullish(),
      }),
    ),
  }),
);

/**
 * Every link GitHub reports on commit `sha`: the statuses of its newest deployments (at most
 * {@link MAX_DEPLOYMENTS_READ}, 10 statuses each), its combined status (the newest status per
 * context, up to 100) and its check runs (up to 100). Requests: 3 + one per deployment.
 * @throws the Octokit request error, or an Error when an answer is not in the documented shape.
 */
export async function commitLinks(octokit: Octokit, repo: RepoRef, sha: string): Promise<CommitLink[]> {
  const links: CommitLink[] = [];
  const base = { owner: repo.owner, repo: repo.repo };
  const { data: rawDeployments } = await octokit.rest.repos.listDeployments({
    ...base,
    sha,
    per_page: MAX_DEPLOYMENTS_READ,
  });
  for (const deployment of deploymentsSchema.parse(rawDeployments)) {
    const { data } = await octokit.rest.repos.listDeploymentStatuses({
      ...base,
      deployment_id: deployment.id,
      per_page: 10,
    });
    for (const status of deploymentStatusesSchema.parse(data)) {
      links.push({
        source: 'deployment',
        name: deployment.environment ?? '',
        reporter: deployment.creator?.login ?? '',
        succeeded: status.state === 'success',
        url: status.environment_url || undefined,
        at: status.created_at,
      });
    }
  }
  const { data: combined } = await octokit.rest.repos.getCombinedStatusForRef({ ...base, ref: sha, per_page: 100 });
  for (const status of combinedStatusSchema.parse(combined).statuses) {
    links.push({
      source: 'status',
      name: status.context,
      reporter: '',
      succeeded: status.state === 'success',
      url: status.target_url || undefined,
      at: status.updated_at ?? status.created_at ?? '',
    });
  }
  const { data: checks } = await octokit.rest.checks.listForRef({ ...base, ref: sha, per_page: 100 });
  for (const run of checkRunsSchema.parse(checks).check_runs) {
    links.push({
      source: 'check-run',
      name: run.name,
      reporter: run.app?.slug ?? '',
      succeeded: run.status === 'completed' && run.conclusion === 'success',
      url: run.details_url || undefined,
      at: run.completed_at ?? '',
    });
  }
  return links;
}
