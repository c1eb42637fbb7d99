/**
 * `page-views`, a preset of the exporter (`export/snapshot.ts`): the `views` dataset alone, to
 * `page-views.json` / `page-views.csv` with `limit` = `page-size`. Sets the outputs, uploads the
 * files as one artifact and writes the job summary, also after a failure. A partial export is
 * kept, uploaded as `<artifact-name>-partial` and flagged everywhere, and fails the step.
 */
import * as core from '@actions/core';
import * as path from 'node:path';
import { errorMessage, redact } from '../errors.ts';
import { publishExportArtifact } from '../export/artifact-step.ts';
import { logText } from '../format/log-text.ts';
import { describeRange } from '../export/date-range.ts';
import { ExportError, type DatasetOutcome } from '../export/export-dataset.ts';
import { NO_VISITOR_DATA } from '../export/privacy.ts';
import { runSettings, type SnapshotRequest, type SnapshotResult } from '../export/snapshot.ts';
import { runSnapshotStep } from '../export/snapshot-step.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { PageViewsInputs } from './inputs.ts';
import { addPageViewsSummary, type PageViewsExport, type PageViewsSummaryData } from './summary.ts';
import { clause } from '../format/sentence.ts';

/** The base of the file names: `page-views.json`, `page-views.csv` (`page-views.partial.*` when partial). */
export const FILE_STEM = 'page-views';

/**
 * The step's failure message for a partial export, e.g. `Page-views export failed at offset
 * 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500:
 * Invalid query parameters. Partial export: the rows received are in page-views.partial.json
 * and page-views.partial.csv (manifest.json: complete false).`
 */
export function partialFailureMessage(views: DatasetOutcome, manifest: string): string {
  const data = views.files.map((f) => path.basename(f.path));
  const kept = data.length > 0 ? `the rows received are in ${data.join(' and ')}` : 'no row arrived';
  return `Page-views export failed at offset ${views.stoppedAtOffset ?? 0} (${views.rows} rows kept): ${clause(views.stop?.message ?? 'stopped early')}. Partial export: ${kept} (${path.basename(manifest)}: complete false).`;
}

/** The export of `page-views`: `views` alone, `limit` = `page-size`, files `page-views.*`, JSON `{projectId, dateFrom, dateTo, generatedAt, views, totals, complete}`. */
export function pageViewsRequest(inputs: PageViewsInputs): SnapshotRequest {
  const { projectId, range } = inputs;
  return {
    ...runSettings(inputs),
    mode: 'page-views',
    datasets: [{ dataset: 'views', fileStem: FILE_STEM, limit: inputs.pageSize }],
    jsonHead: (_dataset, generatedAt) => ({ projectId, dateFrom: range.dateFrom ?? null, dateTo: range.dateTo ?? null, generatedAt }),
    privacy: NO_VISITOR_DATA,
  };
}

/** What the summary shows of the export. */
function summaryOf(result: SnapshotResult, views: DatasetOutcome): PageViewsExport {
  const summary = views.summary?.dataset === 'views' ? views.summary : undefined;
  return {
    rows: views.rows,
    requests: result.requests,
    totals: summary?.totals,
    totalsChanged: views.totalsChanged === true,
    duplicates: views.duplicates ?? { count: 0, examples: [] },
    top: summary?.top ?? [],
    fileNames: result.files.map((f) => path.basename(f.path)),
    stopped: views.status === 'complete' ? undefined : { offset: views.stoppedAtOffset ?? 0, reason: views.stop?.message ?? 'stopped early' },
  };
}

/**
 * Runs `page-views` end to end and reports through `@actions/core`: outputs `rows`, `requests`,
 * `total`, `human`, `ai`, `json-file`, `csv-file`, `artifact-id`, `artifact-url`.
 * @param env the runner's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
 *   `GITHUB_RUN_ID` for the artifact URL; `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the export stopped early (see {@link partialFailureMessage}; the partial
 *   files are kept and uploaded), when `output-dir` holds files the action did not write, when
 *   no file could be written, or naming the artifact when the upload fails (the files stay in
 *   `output-dir`). The job summary is written in every case.
 */
export async function runPageViewsStep(inputs: PageViewsInputs, mintlify: MintlifyClient, env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<void> {
  const { projectId, range, summaryRows, maxRequests } = inputs;
  const summary: PageViewsSummaryData = { projectId, range, summaryRows, maxRequests, export: undefined, artifact: undefined, failure: undefined };
  const clean = (text: string): string => redact(text, [inputs.apiKey]);
  core.info(logText(
    `Page views of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${inputs.pageSize} rows per request, at most ${inputs.maxRequests} requests, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`,
  ));
  try {
    let result: SnapshotResult;
    try {
      result = await runSnapshotStep(`Fetching page views (${inputs.pageSize} per request)`, pageViewsRequest(inputs), { mintlify, redact: clean, signal });
    } catch (error) {
      core.setOutput('requests', error instanceof ExportError ? error.requests : 0);
      summary.failure = clean(`${errorMessage(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
      throw new Error(summary.failure, { cause: error });
    }
    const [views] = result.outcomes;
    if (views === undefined) throw new Error('The page-views export ran no dataset.');
    summary.export = summaryOf(result, views);
    const { totals } = summary.export;
    core.info(logText(
      result.complete
        ? `Exported ${views.rows} rows (${views.pages} API pages, ${result.requests} requests): ${totals?.total} views in total (human ${totals?.human}, AI ${totals?.ai}).`
        : `Kept the ${views.rows} rows received (${views.pages} API pages, ${result.requests} requests) in ${summary.export.fileNames.join(', ')}.`,
    ));
    const dataFile = (extension: string): string => views.files.find((f) => f.path.endsWith(extension))?.path ?? '';
    core.setOutput('rows', views.rows);
    core.setOutput('requests', result.requests);
    core.setOutput('total', totals?.total ?? '');
    core.setOutput('human', totals?.human ?? '');
    core.setOutput('ai', totals?.ai ?? '');
    core.setOutput('json-file', dataFile('.json'));
    core.setOutput('csv-file', dataFile('.csv'));
    const partialFailure = result.complete ? undefined : clean(partialFailureMessage(views, result.manifest));

    try {
      summary.artifact = await publishExportArtifact({ inputs, complete: result.complete, files: result.files.map((f) => f.path), env, signal });
    } catch (error) {
      summary.failure = clean(errorMessage(error));
      throw new Error(partialFailure === undefined ? summary.failure : `${partialFailure} ${summary.failure}`, { cause: error });
    }
    if (partialFailure !== undefined) throw new Error(typeof summary.artifact === 'string' ? partialFailure : `${partialFailure} Uploaded as artifact ${summary.artifact.name}.`);
  } finally {
    try {
      await addPageViewsSummary(core.summary, summary).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}
