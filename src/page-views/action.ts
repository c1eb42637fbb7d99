/**
 * Wires `page-views` to the runner: exports every page view of the range to the files in
 * `output-dir` (`GET /v1/analytics/{projectId}/views`, page by page) with `manifest.json`,
 * sets the outputs (`pages`, `total`, `human`, `ai`, `json-file`, `csv-file`, `artifact-id`,
 * `artifact-url`), uploads the files as one artifact, and writes the job summary, also after
 * a failure.
 *
 * An export that stops early (the API failing after retries, empty pages forever, a
 * cancellation) keeps the rows received in `page-views.partial.*`, sets the outputs to them,
 * uploads them as `<artifact-name>-partial`, opens the summary with a warning banner, and
 * fails the step naming the endpoint, the status and the offset.
 */
import * as core from '@actions/core';
import * as path from 'node:path';
import { errorMessage, redact } from '../errors.ts';
import type { PageViewsInputs } from './inputs.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { uploadArtifact, type UploadedArtifact } from '../export/artifact.ts';
import { artifactUrl } from '../github/urls.ts';
import { describeRange } from '../export/date-range.ts';
import { addPageViewsSummary, type PageViewsSummaryData } from './summary.ts';
import { exportPageViews, type ExportResult, type PartialExport } from './export-views.ts';
import { createProgressLog } from '../export/progress-log.ts';

/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;

/**
 * Longest wait for an artifact upload once the run is cancelled, in milliseconds: the summary
 * and the failure must still be written before `main.ts` exits (4.5 s after the signal).
 */
export const CANCELLED_UPLOAD_MS = 2500;

/** Suffix of the artifact name of a partial export. */
export const PARTIAL_ARTIFACT_SUFFIX = '-partial';

/**
 * Resolves like `work`, but rejects `ms` milliseconds after `signal` aborts (after the call
 * when it already has): `work` itself is left to finish or be cut short by the process exit.
 */
export function withinCancellationGrace<T>(work: Promise<T>, signal: AbortSignal, ms: number): Promise<T> {
  // Past the deadline nobody awaits `work` any more: its failure must not go unhandled.
  work.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    onAbort = (): void => {
      timer = setTimeout(() => reject(new Error(`not finished ${ms / 1000} s after the cancellation`)), ms);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, deadline]).finally(() => {
    clearTimeout(timer);
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
  });
}

/** Base names of an export's files, data files first, then the manifest. */
function fileNames(result: ExportResult): string[] {
  return [result.files.json, result.files.csv].filter((f) => f !== undefined).map((f) => path.basename(f.path)).concat(path.basename(result.manifest));
}

/**
 * The step's failure message for a partial export, e.g. `Page-views export failed at offset
 * 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500:
 * Invalid query parameters. Partial export: the rows received are in page-views.partial.json
 * and page-views.partial.csv (manifest.json: complete false).`
 */
export function partialFailureMessage(result: PartialExport): string {
  const data = [result.files.json, result.files.csv].filter((f) => f !== undefined).map((f) => path.basename(f.path));
  return `Page-views export failed at offset ${result.stoppedAtOffset} (${result.rows} rows kept): ${result.error.replace(/\.$/, '')}. Partial export: the rows received are in ${data.join(' and ')} (${path.basename(result.manifest)}: complete false).`;
}

/**
 * Runs `page-views` end to end and reports through `@actions/core`.
 * @param env the runner's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
 *   `GITHUB_RUN_ID` for the artifact URL; `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the export stopped early (see {@link partialFailureMessage}; the partial
 *   files are kept and uploaded), when no file could be written, or naming the artifact when
 *   the upload fails (the files stay in `output-dir`). The job summary is written in every case.
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
    artifact: undefined,
    failure: undefined,
  };
  const clean = (text: string): string => redact(text, [inputs.apiKey]);
  core.info(
    `Page views of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${inputs.pageSize} rows per request, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`,
  );
  try {
    let result: ExportResult;
    core.startGroup(`Fetching page views (${inputs.pageSize} per request)`);
    const progress = createProgressLog({
      write: (text) => core.info(text),
      now: () => Date.now(),
      schedule: (callback, ms) => {
        const timer = setTimeout(callback, ms);
        return () => clearTimeout(timer);
      },
      intervalMs: PROGRESS_INTERVAL_MS,
    });
    try {
      result = await exportPageViews({
        inputs,
        fetchPage: (query, requestSignal, onRetry) => mintlify.getViewsPage(query, { signal: requestSignal, onRetry }),
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
      summary.failure = clean(`${errorMessage(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
      throw new Error(summary.failure, { cause: error });
    } finally {
      progress.flush();
      core.endGroup();
    }
    summary.export = {
      rows: result.rows,
      totals: result.totals,
      totalsChanged: result.totalsChanged,
      duplicates: result.duplicates,
      top: result.top,
      fileNames: fileNames(result),
      stopped: result.complete ? undefined : { offset: result.stoppedAtOffset, reason: result.error },
    };
    const requests = `${result.pages} API ${result.pages === 1 ? 'page' : 'pages'}, ${result.requests} ${result.requests === 1 ? 'request' : 'requests'}`;
    core.info(
      result.complete
        ? `Exported the views of ${result.rows} documentation pages (${requests}): ${result.totals.total} views in total (human ${result.totals.human}, AI ${result.totals.ai}).`
        : `Kept the ${result.rows} rows received (${requests}) in ${fileNames(result).join(', ')}.`,
    );
    core.setOutput('pages', result.rows);
    core.setOutput('total', result.totals?.total ?? '');
    core.setOutput('human', result.totals?.human ?? '');
    core.setOutput('ai', result.totals?.ai ?? '');
    core.setOutput('json-file', result.files.json?.path ?? '');
    core.setOutput('csv-file', result.files.csv?.path ?? '');
    const partialFailure = result.complete ? undefined : clean(partialFailureMessage(result));

    if (!inputs.uploadArtifact) {
      summary.artifact = 'skipped';
      core.setOutput('artifact-id', '');
      core.setOutput('artifact-url', '');
      if (partialFailure !== undefined) throw new Error(partialFailure);
      return;
    }
    const name = result.complete ? inputs.artifactName : `${inputs.artifactName}${PARTIAL_ARTIFACT_SUFFIX}`;
    let uploaded: UploadedArtifact;
    try {
      uploaded = await withinCancellationGrace(
        uploadArtifact({
          name,
          files: [result.files.json?.path, result.files.csv?.path, result.manifest].filter((f) => f !== undefined),
          rootDirectory: inputs.outputDir,
          retentionDays: inputs.retentionDays,
        }),
        signal,
        CANCELLED_UPLOAD_MS,
      );
    } catch (error) {
      const uploadFailure = clean(`Uploading artifact ${name} failed: ${errorMessage(error).replace(/\.$/, '')}. The files are still in ${inputs.outputDir}.`);
      summary.failure = uploadFailure;
      throw new Error(partialFailure === undefined ? uploadFailure : `${partialFailure} ${uploadFailure}`, { cause: error });
    }
    const url = artifactUrl(env, uploaded.id);
    summary.artifact = { name, url };
    core.setOutput('artifact-id', uploaded.id);
    core.setOutput('artifact-url', url);
    core.info(`Uploaded artifact ${name} (ID ${uploaded.id}${uploaded.size === undefined ? '' : `, ${uploaded.size} bytes`}): ${url}`);
    if (partialFailure !== undefined) throw new Error(`${partialFailure} Uploaded as artifact ${name}.`);
  } finally {
    try {
      await addPageViewsSummary(core.summary, summary).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}
