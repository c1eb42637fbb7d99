/**
 * The inputs of `mode: follow-up`, parsed from the raw inputs with zod. Pure.
 */
import { z } from 'zod';
import { JOB_ID_PATTERN } from '../mintlify/schemas.ts';
import { MAX_JOBS_PER_PR, MAX_USES_PER_DAY, type AgentCaps } from '../agent-job/caps.ts';
import {
  integerField,
  agentLabelField,
  apiKeyField,
  commonFields,
  commonInputs,
  positiveNumberField,
  rejectInput,
  usesRepositoryField,
  type CommonInputs,
} from '../input-fields.ts';

/** Inputs of `mode: follow-up`. */
export interface FollowUpInputs extends CommonInputs {
  mode: 'follow-up';
  /** Agent job ID, or `undefined` to use the one linked to the PR (or to create one). */
  jobId: string | undefined;
  /** Explicit instruction; `undefined` to take it from the triggering comment. */
  prompt: string | undefined;
  triggerPhrase: string;
  wait: boolean;
  /** First wait between two polls, in seconds. */
  pollIntervalSeconds: number;
  /** How long the run may take after the gate (sending, retries, watching), in seconds. */
  timeoutSeconds: number;
  comment: boolean;
  includeContext: boolean;
  /** Start a new agent job when none is given or linked to the PR. */
  createJob: boolean;
  githubToken: string;
  /** `agent-label`: put on the PR or finding issue when the job outlives this run (see `reconcile`). */
  agentLabel: string;
  /** `agent-jobs-per-pr` and `agent-uses-per-day`: the caps on agent spend (see `agent-job/caps.ts`). */
  caps: AgentCaps;
  /** `docs-status`: write the commit status `mintlify/docs` on the code PR's head (`agent-job/docs-change/`). */
  docsStatus: boolean;
}

const jobIdField = z.string().transform((value, ctx) => {
  if (value === '') return undefined;
  if (!JOB_ID_PATTERN.test(value)) {
    return rejectInput(
      ctx,
      `job-id must be an agent job ID: 1 to 128 letters, digits, "_", "-", "." or ":" (got "${value}")`,
    );
  }
  return value;
});

const triggerPhraseField = z.string().transform((value, ctx) => {
  if (value === '' || /\s/.test(value))
    return rejectInput(ctx, `trigger-phrase must be one word without spaces, e.g. /mintlify (got "${value}")`);
  return value;
});

/** zod schema of the raw inputs of `follow-up` → {@link FollowUpInputs}. */
export const followUpInputsSchema = z
  .object({
    mode: z.literal('follow-up'),
    // An empty key is allowed here only so that a fork PR can be skipped politely;
    // every other path rejects it before any request.
    'api-key': apiKeyField(true),
    ...commonFields,
    'job-id': jobIdField,
    prompt: z.string(),
    'trigger-phrase': triggerPhraseField,
    wait: z.boolean(),
    'poll-interval': positiveNumberField('poll-interval', 'seconds', 3600),
    timeout: positiveNumberField('timeout', 'minutes', 360),
    comment: z.boolean(),
    'include-context': z.boolean(),
    'create-job': z.boolean(),
    'github-token': z.string(),
    'agent-label': agentLabelField,
    'agent-jobs-per-pr': integerField('agent-jobs-per-pr', 1, MAX_JOBS_PER_PR),
    'agent-uses-per-day': integerField('agent-uses-per-day', 1, MAX_USES_PER_DAY),
    'agent-uses-repository': usesRepositoryField,
    'docs-status': z.boolean(),
  })
  .transform((raw): FollowUpInputs => ({
    ...commonInputs(raw),
    mode: 'follow-up',
    jobId: raw['job-id'],
    prompt: raw.prompt || undefined,
    triggerPhrase: raw['trigger-phrase'],
    wait: raw.wait,
    pollIntervalSeconds: raw['poll-interval'],
    timeoutSeconds: raw.timeout * 60,
    comment: raw.comment,
    includeContext: raw['include-context'],
    createJob: raw['create-job'],
    githubToken: raw['github-token'],
    agentLabel: raw['agent-label'],
    caps: {
      jobsPerItem: raw['agent-jobs-per-pr'],
      usesPerDay: raw['agent-uses-per-day'],
      usesRepository: raw['agent-uses-repository'],
    },
    docsStatus: raw['docs-status'],
  }));
