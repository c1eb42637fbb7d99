/**
 * The inputs of `mode: doctor`, parsed from the raw inputs with zod. Pure.
 */
import { z } from 'zod';
import {
  agentLabelField,
  apiKeyField,
  commonFields,
  commonInputs,
  rejectInput,
  type CommonInputs,
} from '../input-fields.ts';
import { parseRepositories, type RepositoryEntry } from '../github/repository-list.ts';

/** Inputs of `mode: doctor`. */
export interface DoctorInputs extends CommonInputs {
  mode: 'doctor';
  githubToken: string;
  /** `agent-label`: the label whose items and repositories are checked. */
  agentLabel: string;
  /** `repositories`: the repositories a reconcile reads besides this one (as reconcile reads them). */
  repositories: RepositoryEntry[];
}

/** zod schema of the raw inputs of `doctor` → {@link DoctorInputs}. */
export const doctorInputsSchema = z
  .object({
    mode: z.literal('doctor'),
    'api-key': apiKeyField(false),
    ...commonFields,
    'github-token': z.string(),
    'agent-label': agentLabelField,
    repositories: z.string(),
  })
  .transform((raw, ctx): DoctorInputs => {
    if (raw['github-token'] === '')
      return rejectInput(
        ctx,
        'doctor needs a github-token (the default, the workflow token, is enough for this repository)',
      );
    let repositories: RepositoryEntry[];
    try {
      repositories = parseRepositories(raw.repositories);
    } catch (error) {
      return rejectInput(ctx, (error as Error).message);
    }
    return {
      ...commonInputs(raw),
      mode: 'doctor',
      githubToken: raw['github-token'],
      agentLabel: raw['agent-label'],
      repositories,
    };
  });
