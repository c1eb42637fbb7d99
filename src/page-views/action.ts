/**
 * Wires `page-views` to the runner: runs the export, sets the outputs, uploads the files as one
 * artifact and writes the job summary, also after a failure. A partial export is kept, uploaded
 * as `<artifact-name>-partial` and flagged everywhere, and fails the step.
 */
import * as core from '@actions/core';
import * as path from 'node:path';
import { errorMessage, redact } from '../errors.ts';
import type { PageViewsInputs } from './inputs.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { publishExportArtifact, type PublishedArtifact } from '../export/artifact-step.ts';
import { describeRange } from '../export/date-range.ts';
import { addPageViewsSummary, type PageViewsSummaryData } from './summary.ts';
import { exportPageViews, ExportError, type ExportResult, type PartialExport } from './export-views.ts';
import { createTimedProgressLog } from '../export/progress-log.ts';
import { clause } from '../format/sentence.ts';

/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;

/** Paths of the data files written (complete or partial names), JSON first. */
function dataFiles(result: ExportResult): string[] {
  return [result.files.json, result.files.csv].filter((f) => f !== undefined).map((f) => f.path);
}

/**
 * The step's failure message for a partial export, e.g. `Page-views export failed at offset
 * 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500:
 * Invalid query parameters. Partial export: the rows received are in page-views.partial.json
 * and page-views.partial.csv (manifest.json: complete false).`
 */
export function partialFailureMessage(result: PartialExport): string {
  const data = dataFiles(result).map((f) => path.basename(f));
  return `Page-views export failed at offset ${result.stoppedAtOffset} (${result.rows} rows kept): ${clause(result.error)}. Partial export: the rows received are in ${data.join(' and ')} (${path.basename(result.manifest)}: complete false).`;
}

/**
 * Runs `page-views` end to end and reports through `@actions/core`: outputs `rows`, `requests`,
 * `pages` (deprecated alias of `rows`), `total`, `human`, `ai`, `json-file`, `csv-file`,
 * `artifact-id`, `artifact-url`.
 * @param env the runner's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
 *   `GITHUB_RUN_ID` for the artifact URL; `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the export stopped early (see {@link partialFailureMessage}; the partial
 *   files are kept and uploaded), when `output-dir` holds files the action did not write, when
 *   no file could be written, or naming the artifact when the upload fails (the files stay in
 *   `output-dir`). The job summary is written in every case.
 */
export async function runPageViewsStep(
  inputs: PageViewsInputs,
  mintlify: MintlifyClient,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal,
): Promise<void> {
  const summary: PageViewsSummaryData = {
    projectId: inputs.projectId,
    range: inputs.range,
    export: undefined,
    summaryRows: inputs.summaryRows,
    maxRequests: inputs.maxRequests,
    artifact: undefined,
    failure: undefined,
  };
  const clean = (text: string): string => redact(text, [inputs.apiKey]);
  core.info(
    `Page views of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${inputs.pageSize} rows per request, at most ${inputs.maxRequests} requests, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`,
  );
  try {
    let result: ExportResult;
    core.startGroup(`Fetching page views (${inputs.pageSize} per request)`);
    const progress = createTimedProgressLog((text) => core.info(text), PROGRESS_INTERVAL_MS);
    try {
      result = await exportPageViews({
        inputs,
        fetchPage: (query, requestSignal, onRetry, maxRetries) => mintlify.getViewsPage(query, { signal: requestSignal, onRetry, maxRetries }),
        now: () => new Date(),
        log: {
          info: (line) => progress.line(line),
          warning: (line) => {
            progress.flush();
            core.warning(line);
          },
        },
        redact: clean,
        signal,
      });
    } catch (error) {
      core.setOutput('requests', error instanceof ExportError ? error.requests : 0);
      summary.failure = clean(`${errorMessage(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
      throw new Error(summary.failure, { cause: error });
    } finally {
      progress.flush();
      core.endGroup();
    }
    summary.export = {
      rows: result.rows,
      requests: result.requests,
      totals: result.totals,
      totalsChanged: result.totalsChanged,
      duplicates: result.duplicates,
      top: result.top,
      fileNames: [...dataFiles(result), result.manifest].map((f) => path.basename(f)),
      stopped: result.complete ? undefined : { offset: result.stoppedAtOffset, reason: result.error },
    };
    const spent = `${result.pages} API ${result.pages === 1 ? 'page' : 'pages'}, ${result.requests} ${result.requests === 1 ? 'request' : 'requests'}`;
    core.info(
      result.complete
        ? `Exported ${result.rows} rows (${spent}): ${result.totals.total} views in total (human ${result.totals.human}, AI ${result.totals.ai}).`
        : `Kept the ${result.rows} rows received (${spent}) in ${summary.export.fileNames.join(', ')}.`,
    );
    core.setOutput('rows', result.rows);
    core.setOutput('requests', result.requests);
    core.setOutput('pages', result.rows);
    core.setOutput('total', result.totals?.total ?? '');
    core.setOutput('human', result.totals?.human ?? '');
    core.setOutput('ai', result.totals?.ai ?? '');
    core.setOutput('json-file', result.files.json?.path ?? '');
    core.setOutput('csv-file', result.files.csv?.path ?? '');
    const partialFailure = result.complete ? undefined : clean(partialFailureMessage(result));

    let artifact: PublishedArtifact;
    try {
      artifact = await publishExportArtifact({ inputs, complete: result.complete, files: [...dataFiles(result), result.manifest], env, signal });
    } catch (error) {
      summary.failure = clean(errorMessage(error));
      throw new Error(partialFailure === undefined ? summary.failure : `${partialFailure} ${summary.failure}`, { cause: error });
    }
    summary.artifact = artifact;
    if (partialFailure !== undefined) throw new Error(artifact === 'skipped' ? partialFailure : `${partialFailure} Uploaded as artifact ${artifact.name}.`);
  } finally {
    try {
      await addPageViewsSummary(core.summary, summary).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}
