/**
 * `page-views` as a preset of the exporter (`export/run.ts`): the `views` dataset alone, to
 * `page-views.json` / `page-views.csv` with `limit` = `page-size`; its outputs (`rows`,
 * `json-file`, `csv-file`), its log lines and what its summary shows of the export.
 */
import * as core from '@actions/core';
import * as path from 'node:path';
import { ExportError, type DatasetOutcome } from '../export/paging/dataset-outcome.ts';
import { NO_VISITOR_DATA } from '../export/privacy.ts';
import type { ExportPreset, FetchedExport } from '../export/run.ts';
import { runSettings, type SnapshotRequest, type SnapshotResult } from '../export/snapshot.ts';
import { logText } from '../format/log-text.ts';
import { clause } from '../format/sentence.ts';
import type { PageViewsInputs } from './inputs.ts';
import type { PageViewsExport, PageViewsSummaryData } from './summary.ts';

/** The base of the file names: `page-views.json`, `page-views.csv` (`page-views.partial.*` when partial). */
const FILE_STEM = 'page-views';

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

/**
 * The export of `page-views`: `views` alone, `limit` = `page-size`, files `page-views.*`, JSON
 * `{projectId, dateFrom, dateTo, generatedAt, views, totals, complete}`.
 */
function pageViewsRequest(inputs: PageViewsInputs): SnapshotRequest {
  const { projectId, range } = inputs;
  return {
    ...runSettings(inputs),
    mode: 'page-views',
    // manifest.sig: the next run trusts this export (to resume it) only when it verifies.
    manifestMac: { apiKey: inputs.apiKey, projectId: inputs.projectId },
    datasets: [{ dataset: 'views', fileStem: FILE_STEM, limit: inputs.pageSize }],
    jsonHead: (_dataset, generatedAt) => ({
      projectId,
      dateFrom: range.dateFrom ?? null,
      dateTo: range.dateTo ?? null,
      generatedAt,
    }),
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
    stopped:
      views.status === 'complete'
        ? undefined
        : { offset: views.stoppedAtOffset ?? 0, reason: views.stop?.message ?? 'stopped early' },
  };
}

/**
 * The run of `page-views` (see `runExport`); `summary` gets the export as it is known.
 * @throws Error from `fetched` when the export ran no dataset.
 */
export function pageViewsPreset(inputs: PageViewsInputs, summary: PageViewsSummaryData): ExportPreset {
  return {
    inputs,
    request: pageViewsRequest(inputs),
    title: `Fetching page views (${inputs.pageSize} per request)`,
    noun: 'export',
    rules: () => NO_VISITOR_DATA,
    incompleteMessage: ({ outcomes: [views], manifest }) =>
      views === undefined ? 'The page-views export ran no dataset.' : partialFailureMessage(views, manifest),
    failedOutputs: (error) => core.setOutput('requests', error instanceof ExportError ? error.requests : 0),
    fetched: (run) => {
      summary.export = reportExport(run);
    },
    carried: ({ previous, files }) => {
      const file = (name: string): string => files.find((f) => path.basename(f) === name) ?? '';
      core.setOutput('rows', previous.kept.find((k) => k.dataset === 'views')?.rows ?? 0);
      core.setOutput('json-file', file(`${FILE_STEM}.json`));
      core.setOutput('csv-file', file(`${FILE_STEM}.csv`));
    },
  };
}

/** The log lines and the outputs `rows`, `json-file`, `csv-file` of a fetched export; what the summary shows of it. */
function reportExport({ result, resumesNextRun }: FetchedExport): PageViewsExport {
  const [views] = result.outcomes;
  if (views === undefined) throw new Error('The page-views export ran no dataset.');
  const shown = summaryOf(result, views);
  if (resumesNextRun)
    core.info(
      logText(
        `Page-views export in progress (resume: true): ${views.rows} rows so far; the next run continues from offset ${views.stoppedAtOffset ?? 0}.`,
      ),
    );
  const { totals } = shown;
  core.info(
    logText(
      result.complete
        ? `Exported ${views.rows} rows (${views.pages} API pages, ${result.requests} requests): ${totals?.total} views in total (human ${totals?.human}, AI ${totals?.ai}).`
        : `Kept the ${views.rows} rows received (${views.pages} API pages, ${result.requests} requests) in ${shown.fileNames.join(', ')}.`,
    ),
  );
  const dataFile = (extension: string): string => views.files.find((f) => f.path.endsWith(extension))?.path ?? '';
  core.setOutput('rows', views.rows);
  core.setOutput('json-file', dataFile('.json'));
  core.setOutput('csv-file', dataFile('.csv'));
  return shown;
}
