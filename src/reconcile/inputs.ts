/**
 * The inputs of `mode: reconcile`, parsed from the raw inputs with zod. Pure.
 */
import { z } from 'zod';
import {
  agentLabelField,
  apiKeyField,
  commonFields,
  commonInputs,
  integerField,
  rejectInput,
  type CommonInputs,
} from '../input-fields.ts';
import { parseRepositories, type RepositoryEntry } from '../github/repository-list.ts';

/** Most jobs one run may read (`max-jobs`). */
const MAX_JOBS_LIMIT = 500;

/** Inputs of `mode: reconcile`. */
export interface ReconcileInputs extends CommonInputs {
  mode: 'reconcile';
  /** `agent-label`: the label of the items whose agent job is still running. */
  agentLabel: string;
  /** `max-jobs`: jobs read per run at most (`GET /v2/agent/{projectId}/job/{id}`), 1 to {@link MAX_JOBS_LIMIT}. */
  maxJobs: number;
  /** The follow-up workflow's `trigger-phrase`, shown in the comments it finalizes. */
  triggerPhrase: string;
  githubToken: string;
  /** `repositories`: the repositories to read; empty for this repository (`GITHUB_REPOSITORY`). */
  repositories: RepositoryEntry[];
  /** `docs-status`: keep the commit status `mintlify/docs` on code PRs current (`agent-job/docs-change/`). */
  docsStatus: boolean;
  /** `close-orphan-docs-prs`: close the docs PR (with a comment) when its code PR is closed without merging. */
  closeOrphanDocsPrs: boolean;
}

/** zod schema of the raw inputs of `reconcile` → {@link ReconcileInputs}. */
export const reconcileInputsSchema = z
  .object({
    mode: z.literal('reconcile'),
    'api-key': apiKeyField(false),
    ...commonFields,
    'agent-label': agentLabelField,
    'max-jobs': integerField('max-jobs', 1, MAX_JOBS_LIMIT),
    'trigger-phrase': z.string(),
    'github-token': z.string(),
    repositories: z.string(),
    'docs-status': z.boolean(),
    'close-orphan-docs-prs': z.boolean(),
  })
  .transform((raw, ctx): ReconcileInputs => {
    if (raw['github-token'] === '') {
      return rejectInput(
        ctx,
        'reconcile needs a github-token with issues: write and pull-requests: write (the default, the workflow token, has them when the job grants those permissions)',
      );
    }
    let repositories: RepositoryEntry[];
    try {
      repositories = parseRepositories(raw.repositories);
    } catch (error) {
      return rejectInput(ctx, (error as Error).message);
    }
    return {
      ...commonInputs(raw),
      mode: 'reconcile',
      repositories,
      agentLabel: raw['agent-label'],
      maxJobs: raw['max-jobs'],
      triggerPhrase: raw['trigger-phrase'],
      githubToken: raw['github-token'],
      docsStatus: raw['docs-status'],
      closeOrphanDocsPrs: raw['close-orphan-docs-prs'],
    };
  });
