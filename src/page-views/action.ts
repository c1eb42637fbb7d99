/**
 * `page-views`, a preset of the exporter (`export/run.ts`, `./export-preset.ts`): the `views`
 * dataset alone, to `page-views.json` / `page-views.csv` with `limit` = `page-size`. Sets the
 * outputs, uploads the files as one artifact and writes the job summary, also after a failure. A
 * partial export is kept, uploaded as `<artifact-name>-partial` and flagged everywhere, and fails
 * the step — unless `resume` is on and it stopped only because of `max-requests` or the rate
 * limit: the next run then continues it (`export/resume/resume-step.ts`), and a run that finds the
 * export of its range already complete makes no request and uploads nothing.
 */
import * as core from '@actions/core';
import { redact } from '../errors.ts';
import { describeRange } from '../export/date-range.ts';
import { failIfIncomplete, runExport } from '../export/run.ts';
import { logText } from '../format/log-text.ts';
import { writeJobSummary } from '../github/job-summary.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { pageViewsPreset } from './export-preset.ts';
import type { PageViewsInputs } from './inputs.ts';
import { addPageViewsSummary, type PageViewsSummaryData } from './summary.ts';

/**
 * Runs `page-views` end to end and reports through `@actions/core`: outputs `rows`, `requests`,
 * `total`, `human`, `ai`, `json-file`, `csv-file`, `artifact-id`, `artifact-url`.
 * @param runner the runner's context (the repository and run for the artifact URL and resume;
 *   `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the export stopped early (see `partialFailureMessage`; the partial
 *   files are kept and uploaded), when `output-dir` holds files the action did not write, when
 *   no file could be written, or naming the artifact when the upload fails (the files stay in
 *   `output-dir`). The job summary is written in every case.
 */
export async function runPageViewsStep(
  inputs: PageViewsInputs,
  mintlify: MintlifyClient,
  runner: RunnerContext,
  signal: AbortSignal,
): Promise<void> {
  const summary = emptySummary(inputs);
  const redactKey = (text: string): string => redact(text, [inputs.apiKey]);
  core.info(logText(startLine(inputs)));
  try {
    const run = await runExport(
      pageViewsPreset(inputs, summary),
      { mintlify, runner, signal, redact: redactKey },
      summary,
    );
    if (run.kind === 'exported') failIfIncomplete(run, summary);
  } finally {
    await writeJobSummary((jobSummary) => addPageViewsSummary(jobSummary, summary));
  }
}

/** The first log line: project, range, paging, budget, formats and folder. */
function startLine(inputs: PageViewsInputs): string {
  return `Page views of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${inputs.pageSize} rows per request, at most ${inputs.maxRequests} requests, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`;
}

/** The summary before the run: the request, nothing exported yet. */
function emptySummary(inputs: PageViewsInputs): PageViewsSummaryData {
  const { projectId, range, summaryRows, maxRequests } = inputs;
  return { projectId, range, summaryRows, maxRequests, export: undefined, artifact: undefined, failure: undefined };
}
