/** Writes GitHub's job summary (`core.summary`, the file `GITHUB_STEP_SUMMARY` names) for every mode. */
import * as core from '@actions/core';
import { errorMessage } from '../errors.ts';

/** The `core.summary` buffer a mode adds its section to. */
type JobSummary = typeof core.summary;

/**
 * Writes the job summary that `add` puts on `core.summary`. A failure, to build it (`add` throws) or to write
 * it (no `GITHUB_STEP_SUMMARY`, a full disk), is the warning `Could not write the job summary: <why>`,
 * never the step's error: the summary reports a run, it must not fail one. Never throws.
 */
export async function writeJobSummary(add: (summary: JobSummary) => JobSummary | Promise<JobSummary>): Promise<void> {
  try {
    await (await add(core.summary)).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
}
