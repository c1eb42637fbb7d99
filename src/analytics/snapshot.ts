/**
 * One analytics snapshot: every dataset asked for, in {@link FETCH_ORDER}, against one request
 * budget, to `<dataset>.json` / `<dataset>.csv` in `output-dir`, then `manifest.json`.
 *
 * Order: the single-request datasets first (`assistant-callers`, then `feedback-by-page`), then
 * the paged ones by rows per request, most first (`assistant` 1000, `views` 250, `visitors`
 * 250, `searches` 100, `feedback` 100), so that a small budget still gets the most data.
 *
 * When the budget is spent, the API's rate limit outlasts the client's patience, or the run is
 * cancelled, the dataset in progress is kept as partial files and the datasets after it are
 * not fetched (`skipped`); any other failure leaves that one dataset partial and the snapshot
 * goes on. Files of every dataset under every name (complete, partial, temporary) and the
 * manifest are removed first, so nothing from an earlier run passes for this one; files of
 * those names that the action did not write are never touched (the run fails instead).
 */
import { mkdir } from 'node:fs/promises';
import { errorMessage } from '../errors.ts';
import type { DateRange } from '../export/date-range.ts';
import type { ExportFormat } from '../export/formats.ts';
import { assertNoForeignExport, MANIFEST_FILE_NAME, removeExportFiles } from '../export/output-dir.ts';
import { RequestBudget } from '../export/request-budget.ts';
import type { WrittenFile } from '../export/temp-file.ts';
import { FINDINGS_FILE_NAME } from '../findings/types.ts';
import type { AssistantConversation, CallerStats, FeedbackByPageRow, FeedbackItem, SearchRow } from '../mintlify/analytics-schemas.ts';
import { ANALYTICS_DATASETS, type AnalyticsDataset, type AnalyticsFetcher, type AnalyticsResponse } from '../mintlify/analytics.ts';
import { ASSISTANT, ASSISTANT_CALLERS, FEEDBACK, FEEDBACK_BY_PAGE, SEARCHES, VIEWS, VISITORS, type DatasetDefinition, type PageCounts } from './datasets.ts';
import {
  datasetFileNames,
  exportDataset,
  ExportError,
  skippedOutcome,
  type DatasetExportDeps,
  type DatasetOutcome,
  type StopReason,
} from './export-dataset.ts';
import { buildManifest, writeManifest } from './manifest.ts';
import type { Privacy } from './privacy.ts';

/** The order datasets are fetched in (see the module comment). */
export const FETCH_ORDER: readonly AnalyticsDataset[] = ['assistant-callers', 'feedback-by-page', 'assistant', 'views', 'visitors', 'searches', 'feedback'];

/** `datasets` in {@link FETCH_ORDER}. */
export function fetchOrder(datasets: readonly AnalyticsDataset[]): AnalyticsDataset[] {
  return FETCH_ORDER.filter((d) => datasets.includes(d));
}

/** The row type of each dataset. */
export interface DatasetRows {
  views: PageCounts;
  visitors: PageCounts;
  searches: SearchRow;
  feedback: FeedbackItem;
  'feedback-by-page': FeedbackByPageRow;
  assistant: AssistantConversation;
  'assistant-callers': CallerStats;
}

/** Sees every page and every row kept (a page sent twice counts once), in the same pass as the files and the summary. */
export interface DatasetObserver<D extends AnalyticsDataset> {
  page?(page: AnalyticsResponse<D>): void;
  row(row: DatasetRows[D]): void;
}

/** Observers per dataset (e.g. the findings' facts); a dataset without one is exported as before. */
export type DatasetObservers = { [D in AnalyticsDataset]?: DatasetObserver<D> };

/** `definition` with `observer` fed beside its summary collector. */
function observed<D extends AnalyticsDataset>(definition: DatasetDefinition<D, DatasetRows[D]>, observer: DatasetObserver<D> | undefined): DatasetDefinition<D, DatasetRows[D]> {
  if (observer === undefined) return definition;
  return {
    ...definition,
    collector: (options) => {
      const collector = definition.collector(options);
      return {
        page: (page) => {
          collector.page?.(page);
          observer.page?.(page);
        },
        row: (row) => {
          collector.row(row);
          observer.row(row);
        },
        result: () => collector.result(),
      };
    },
  };
}

/** Each dataset's export, with its definition (and observer) bound. */
const EXPORTERS: Record<AnalyticsDataset, (deps: DatasetExportDeps, observers: DatasetObservers) => Promise<DatasetOutcome>> = {
  views: (deps, o) => exportDataset(observed(VIEWS, o.views), deps),
  visitors: (deps, o) => exportDataset(observed(VISITORS, o.visitors), deps),
  searches: (deps, o) => exportDataset(observed(SEARCHES, o.searches), deps),
  feedback: (deps, o) => exportDataset(observed(FEEDBACK, o.feedback), deps),
  'feedback-by-page': (deps, o) => exportDataset(observed(FEEDBACK_BY_PAGE, o['feedback-by-page']), deps),
  assistant: (deps, o) => exportDataset(observed(ASSISTANT, o.assistant), deps),
  'assistant-callers': (deps, o) => exportDataset(observed(ASSISTANT_CALLERS, o['assistant-callers']), deps),
};

/** A file written after the datasets and listed in the manifest (`findings.json`). */
export interface SnapshotExtra {
  file: WrittenFile;
  /** Findings in it. */
  findings: number;
}

/** What a snapshot is asked for. */
export interface SnapshotRequest {
  projectId: string;
  datasets: readonly AnalyticsDataset[];
  range: DateRange;
  formats: readonly ExportFormat[];
  outputDir: string;
  /** True for the default folder under `RUNNER_TEMP`, which belongs to the action: not checked for foreign files. */
  outputDirIsDefault: boolean;
  maxRequests: number;
  summaryRows: number;
  privacy: Privacy;
}

/** Everything {@link exportSnapshot} needs from the outside. */
export interface SnapshotDeps {
  request: SnapshotRequest;
  fetch: AnalyticsFetcher;
  now: () => Date;
  /** Progress lines (one per page, one per dataset). */
  log: (line: string) => void;
  /** Removes secrets from text written to the files. */
  redact: (text: string) => string;
  signal: AbortSignal;
  /** Observers of the rows (see {@link DatasetObservers}). */
  observers?: DatasetObservers;
  /** Runs after the datasets, before the manifest: writes `findings.json` (listed in the manifest), or nothing. */
  beforeManifest?: (outcomes: readonly DatasetOutcome[]) => Promise<SnapshotExtra | undefined>;
}

/** The outcome of a snapshot. */
export interface SnapshotResult {
  /** True when every dataset is complete. */
  complete: boolean;
  /** Per dataset, in fetch order. */
  outcomes: DatasetOutcome[];
  /** HTTP requests spent, retries included. */
  requests: number;
  maxRequests: number;
  /** Absolute path of `manifest.json`. */
  manifest: string;
  /** Every file written (data files in fetch order, then the manifest). */
  files: WrittenFile[];
}

/** Whether a stop ends the whole snapshot (no later dataset could succeed). */
function haltsSnapshot(reason: StopReason): boolean {
  return reason !== 'error';
}

/** Why a dataset was not fetched, after the snapshot stopped for `reason`. */
function skippedMessage(reason: StopReason, budget: RequestBudget): string {
  switch (reason) {
    case 'budget':
      return `not fetched: max-requests (${budget.max}) was spent before this dataset`;
    case 'rate-limit':
      return "not fetched: the organisation's analytics rate limit stopped the snapshot before this dataset";
    case 'cancelled':
      return 'not fetched: the run was cancelled';
    case 'unauthorized':
      return 'not fetched: the API key was rejected';
    case 'error':
      return 'not fetched';
  }
}

/**
 * Runs the snapshot (see the module comment).
 * @throws InputError when an `output-dir` given holds files of the snapshot's names that the
 *   action did not write; ExportError when a file cannot be created or written: every file of the
 *   snapshot is then removed.
 */
export async function exportSnapshot(deps: SnapshotDeps): Promise<SnapshotResult> {
  const { request } = deps;
  const dir = request.outputDir;
  const startedAt = deps.now();
  const dataNames = ANALYTICS_DATASETS.flatMap((d) => {
    const names = datasetFileNames(d);
    return [names.json, names.csv];
  }).concat(FINDINGS_FILE_NAME);
  const removeAll = (): Promise<void> => removeExportFiles(dir, dataNames);
  // Throws InputError when a folder given holds files of these names that the action did not write.
  if (!request.outputDirIsDefault) await assertNoForeignExport(dir, dataNames, 'analytics');
  try {
    await mkdir(dir, { recursive: true });
    await removeAll();
  } catch (error) {
    throw new ExportError(`Could not prepare the output folder ${dir}: ${errorMessage(error)}`, { cause: error });
  }

  const budget = new RequestBudget(request.maxRequests);
  const datasetDeps: DatasetExportDeps = {
    fetch: deps.fetch,
    range: request.range,
    formats: request.formats,
    outputDir: dir,
    head: {
      projectId: request.projectId,
      dateFrom: request.range.dateFrom ?? null,
      dateTo: request.range.dateTo ?? null,
      generatedAt: startedAt.toISOString(),
      visitorText: request.privacy.visitorText ? 'included' : 'excluded',
    },
    privacy: request.privacy,
    summaryRows: request.summaryRows,
    budget,
    signal: deps.signal,
    log: deps.log,
    redact: deps.redact,
  };

  const outcomes: DatasetOutcome[] = [];
  let halted: StopReason | undefined;
  try {
    for (const dataset of fetchOrder(request.datasets)) {
      if (halted !== undefined) {
        outcomes.push(skippedOutcome(dataset, halted, skippedMessage(halted, budget)));
        continue;
      }
      const outcome = await EXPORTERS[dataset](datasetDeps, deps.observers ?? {});
      outcomes.push(outcome);
      deps.log(describeOutcome(outcome, budget));
      if (outcome.stop !== undefined && haltsSnapshot(outcome.stop.reason)) halted = outcome.stop.reason;
    }
  } catch (error) {
    await removeAll().catch(() => undefined);
    throw error;
  }

  let extra: SnapshotExtra | undefined;
  try {
    extra = await deps.beforeManifest?.(outcomes);
  } catch (error) {
    await removeAll().catch(() => undefined);
    throw new ExportError(`Could not write ${FINDINGS_FILE_NAME} in ${dir}: ${errorMessage(error)}`, { cause: error });
  }
  const files = outcomes.flatMap((o) => o.files).concat(extra === undefined ? [] : [extra.file]);
  const manifest = buildManifest({
    findings: extra,
    projectId: request.projectId,
    range: request.range,
    formats: request.formats,
    maxRequests: request.maxRequests,
    requests: budget.spent,
    privacy: request.privacy,
    startedAt,
    finishedAt: deps.now(),
    outcomes,
  });
  let manifestFile: WrittenFile;
  try {
    manifestFile = await writeManifest(dir, manifest);
  } catch (error) {
    await removeAll().catch(() => undefined);
    throw new ExportError(`Could not write ${MANIFEST_FILE_NAME} in ${dir}: ${errorMessage(error)}`, { cause: error });
  }
  return {
    complete: manifest.complete,
    outcomes,
    requests: budget.spent,
    maxRequests: budget.max,
    manifest: manifestFile.path,
    files: [...files, manifestFile],
  };
}

/**
 * One log line per dataset, e.g. `views: complete, 1,234 rows in 5 requests (12 of 100
 * max-requests spent)` or `views: PARTIAL, 500 rows in 2 requests (…): <why>`.
 */
export function describeOutcome(outcome: DatasetOutcome, budget: { spent: number; max: number }): string {
  const spent = `${outcome.requests} ${outcome.requests === 1 ? 'request' : 'requests'} (${budget.spent} of ${budget.max} max-requests spent)`;
  const rows = `${outcome.rows} ${outcome.rows === 1 ? 'row' : 'rows'}`;
  if (outcome.status === 'complete') {
    return `${outcome.dataset}: complete, ${rows} in ${spent}${outcome.truncated ? '; the API left rows out (hasMore) and has no paging parameter for them' : ''}`;
  }
  return `${outcome.dataset}: ${outcome.status === 'partial' ? 'PARTIAL' : 'SKIPPED'}, ${rows} in ${spent}: ${outcome.stop?.message ?? ''}`;
}
