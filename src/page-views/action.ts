/**
 * Wires `page-views` to the runner: exports every page view of the range to the files in
 * `output-dir` (`GET /v1/analytics/{projectId}/views`, page by page), sets the outputs
 * (`pages`, `total`, `human`, `ai`, `json-file`, `csv-file`, `artifact-id`, `artifact-url`),
 * uploads the files as one artifact, and writes the job summary, also after a failure.
 */
import * as core from '@actions/core';
import * as path from 'node:path';
import { errorMessage, redact } from '../errors.ts';
import type { PageViewsInputs } from '../inputs.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { artifactUrl, uploadArtifact } from './artifact.ts';
import { describeRange, addPageViewsSummary, type PageViewsSummaryData } from './summary.ts';
import { exportPageViews, type ExportResult } from './export-views.ts';
import { createProgressLog } from './progress-log.ts';

/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;

/**
 * Runs `page-views` end to end and reports through `@actions/core`.
 * @param env the runner's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
 *   `GITHUB_RUN_ID` for the artifact URL; `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error naming the page offset reached when the export fails (no export file is
 *   left, nothing is uploaded), or naming the artifact when the upload fails (the files stay
 *   in `output-dir`). The job summary is written in both cases.
 */
export async function executePageViews(
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
  core.info(
    `Page views of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${inputs.pageSize} rows per request, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`,
  );
  let stage = 'export';
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
        fetchPage: (query, requestSignal) => mintlify.getViewsPage(query, { signal: requestSignal }),
        now: () => new Date(),
        log: {
          info: (line) => progress.line(line),
          warning: (line) => {
            progress.flush();
            core.warning(line);
          },
        },
        signal,
      });
    } finally {
      progress.flush();
      core.endGroup();
    }
    summary.export = {
      rows: result.rows,
      totals: result.totals,
      totalsChanged: result.totalsChanged,
      top: result.top,
      fileNames: [result.files.json, result.files.csv].filter((f) => f !== undefined).map((f) => path.basename(f)),
    };
    core.info(`Exported ${result.rows} pages with ${result.requests} ${result.requests === 1 ? 'request' : 'requests'}: ${result.totals.total} views in total (human ${result.totals.human}, AI ${result.totals.ai}).`);
    core.setOutput('pages', result.rows);
    core.setOutput('total', result.totals.total);
    core.setOutput('human', result.totals.human);
    core.setOutput('ai', result.totals.ai);
    core.setOutput('json-file', result.files.json ?? '');
    core.setOutput('csv-file', result.files.csv ?? '');

    if (!inputs.uploadArtifact) {
      summary.artifact = 'skipped';
      core.setOutput('artifact-id', '');
      core.setOutput('artifact-url', '');
      return;
    }
    stage = 'upload';
    const files = [result.files.json, result.files.csv].filter((f) => f !== undefined);
    const uploaded = await uploadArtifact({
      name: inputs.artifactName,
      files,
      rootDirectory: inputs.outputDir,
      retentionDays: inputs.retentionDays,
    });
    const url = artifactUrl(env, uploaded.id);
    summary.artifact = { name: inputs.artifactName, url };
    core.setOutput('artifact-id', uploaded.id);
    core.setOutput('artifact-url', url);
    core.info(`Uploaded artifact ${inputs.artifactName} (ID ${uploaded.id}${uploaded.size === undefined ? '' : `, ${uploaded.size} bytes`}): ${url}`);
  } catch (error) {
    const message =
      stage === 'upload'
        ? `Uploading artifact ${inputs.artifactName} failed: ${errorMessage(error).replace(/\.$/, '')}. The files are still in ${inputs.outputDir}.`
        : `${errorMessage(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`;
    summary.failure = redact(message, [inputs.apiKey]);
    throw new Error(message, { cause: error });
  } finally {
    try {
      await addPageViewsSummary(core.summary, summary).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}
