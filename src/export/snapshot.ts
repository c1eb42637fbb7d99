/**
 * One export run, for every exporting mode: the datasets asked for, in order, against one
 * request budget, each through the one page loop (`export-dataset.ts`) to its files in
 * `output-dir`, then `manifest.json` (`manifest.ts`). `page-views` runs it over `views` alone
 * (files `page-views.*`, `limit` = `page-size`); `analytics` over the datasets chosen, in
 * {@link FETCH_ORDER}.
 *
 * Order: the single-request datasets first (`assistant-callers`, then `feedback-by-page`), then
 * the paged ones by rows per request, most first (`assistant` 1000, `views` 250, `visitors`
 * 250, `searches` 100, `feedback` 100), so that a small budget still gets the most data.
 *
 * When the budget is spent, the API's rate limit outlasts the client's patience, the key is
 * refused, or the run is cancelled, the dataset in progress is kept as partial files and the
 * datasets after it are not fetched (`skipped`); any other failure leaves that one dataset
 * partial and the run goes on. Files of every dataset under every name (complete, partial,
 * temporary) and the manifest are removed first, so nothing from an earlier run passes for this
 * one; files of those names that the action did not write are never touched (the run fails
 * instead).
 *
 * Later phases (findings) get each dataset's rows through `observe` and may write files of
 * their own before the manifest (`beforeManifest`), which lists them: no extra request.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { errorMessage } from '../errors.ts';
import type { DateRange } from './date-range.ts';
import type { ExportInputs } from './export-inputs.ts';
import type { ExportFormat } from './formats.ts';
import { assertNoForeignExport, MANIFEST_FILE_NAME, removeExportFiles, type ExportMode } from './output-dir.ts';
import { RequestBudget } from './request-budget.ts';
import type { WrittenFile } from './temp-file.ts';
import type { AnalyticsFetcher } from '../mintlify/analytics.ts';
import { ANALYTICS_DATASETS, type AnalyticsDataset } from '../mintlify/analytics-endpoints.ts';
import { DATASET_DEFINITIONS } from './datasets.ts';
import {
  datasetFileNames,
  exportDataset,
  ExportError,
  skippedOutcome,
  type DatasetExportDeps,
  type DatasetOutcome,
  type DatasetPlan,
  type RowObserver,
  type StopReason,
} from './export-dataset.ts';
import { buildManifest, writeManifest } from './manifest.ts';
import { writeManifestMac, type ManifestMacKey } from './manifest-mac.ts';
import type { Privacy } from './privacy.ts';

/** The order datasets are fetched in (see the module comment). */
export const FETCH_ORDER: readonly AnalyticsDataset[] = ['assistant-callers', 'feedback-by-page', 'assistant', 'views', 'visitors', 'searches', 'feedback'];

/** `datasets` in {@link FETCH_ORDER}. */
export function fetchOrder(datasets: readonly AnalyticsDataset[]): AnalyticsDataset[] {
  return FETCH_ORDER.filter((d) => datasets.includes(d));
}

/** One dataset of a run: which, the base of its file names, and `limit` (`undefined`: the endpoint's largest). */
export interface DatasetRequest {
  dataset: AnalyticsDataset;
  fileStem: string;
  limit: number | undefined;
}

/** What a run is asked for. */
export interface SnapshotRequest {
  /** The mode exporting: named in the manifest, and a folder written by the other mode is refused. */
  mode: ExportMode;
  projectId: string;
  /**
   * When set, `manifest.sig` (the manifest's MAC, `manifest-mac.ts`) is written next to the
   * manifest, so that a later run can trust this snapshot as its previous one.
   */
  manifestMac?: ManifestMacKey | undefined;
  /** The datasets, in the order they are fetched. */
  datasets: readonly DatasetRequest[];
  /** JSON fields written before a dataset's rows, given the run's start (ISO 8601) and the privacy rules. */
  jsonHead: (dataset: AnalyticsDataset, generatedAt: string, privacy: Privacy) => Record<string, unknown>;
  range: DateRange;
  formats: readonly ExportFormat[];
  outputDir: string;
  /** True for the default folder under `RUNNER_TEMP`, which belongs to the action: not checked for foreign files. */
  outputDirIsDefault: boolean;
  maxRequests: number;
  summaryRows: number;
  /**
   * The privacy rules, or their lookup: called once, when the snapshot's first request is out, so
   * that a lookup (the repository's visibility, a GitHub request) overlaps it; nothing is written
   * before it resolves (see `export-dataset.ts`). Must not reject.
   */
  privacy: Privacy | (() => Promise<Privacy>);
}

/** The fields of a {@link SnapshotRequest} that every exporting mode takes from its inputs as they are. */
export type RunSettings = Pick<SnapshotRequest, 'projectId' | 'range' | 'formats' | 'outputDir' | 'outputDirIsDefault' | 'maxRequests' | 'summaryRows'>;

/** The {@link RunSettings} of a mode's inputs (the shared export inputs and the project); nothing else, the API key least of all. */
export function runSettings(inputs: ExportInputs & { projectId: string }): RunSettings {
  const { projectId, range, formats, outputDir, outputDirIsDefault, maxRequests, summaryRows } = inputs;
  return { projectId, range, formats, outputDir, outputDirIsDefault, maxRequests, summaryRows };
}

/** Everything {@link exportSnapshot} needs from the outside. */
export interface SnapshotDeps {
  request: SnapshotRequest;
  fetch: AnalyticsFetcher;
  now: () => Date;
  /** Progress lines (one per page, one per dataset). */
  log: (line: string) => void;
  /** Warnings for the run's annotations (duplicate rows, totals that changed during the export). */
  warn: (line: string) => void;
  /** Receives every dataset's rows as they are written (see {@link RowObserver}); optional. */
  observe?: RowObserver;
  /**
   * Runs after the datasets, before the manifest, e.g. to write `findings.json` from what
   * `observe` gathered; the files it returns are listed in the manifest and the result. Names it
   * may write must be in `extraFileNames` (checked and cleared before the run like the data files).
   */
  beforeManifest?: (outcomes: readonly DatasetOutcome[]) => Promise<readonly WrittenFile[]>;
  /** File names (complete) that `beforeManifest` may write. */
  extraFileNames?: readonly string[];
  /** Removes secrets from text written to the files. */
  redact: (text: string) => string;
  signal: AbortSignal;
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
  /** Every file written (data files in fetch order, then those of `beforeManifest`, then the manifest). */
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
  // Every dataset's names in this mode, not only those asked for: an earlier run may have exported others.
  const stems = request.mode === 'analytics' ? [...ANALYTICS_DATASETS] : request.datasets.map((d) => d.fileStem);
  const dataNames = [
    ...stems.flatMap((s) => {
      const names = datasetFileNames(s);
      return [names.json, names.csv];
    }),
    ...(deps.extraFileNames ?? []),
  ];
  const removeAll = (): Promise<void> => removeExportFiles(dir, dataNames);
  // Throws InputError when a folder given holds files of these names that the action did not write.
  if (!request.outputDirIsDefault) await assertNoForeignExport(dir, dataNames, request.mode);
  try {
    await mkdir(dir, { recursive: true });
    await removeAll();
  } catch (error) {
    throw new ExportError(`Could not prepare the output folder ${dir}: ${errorMessage(error)}`, { cause: error, requests: 0 });
  }

  const budget = new RequestBudget(request.maxRequests);
  let rules: Promise<Privacy> | undefined;
  const privacy = (): Promise<Privacy> => (rules ??= typeof request.privacy === 'function' ? request.privacy() : Promise.resolve(request.privacy));
  const datasetDeps: DatasetExportDeps = {
    fetch: deps.fetch,
    range: request.range,
    formats: request.formats,
    outputDir: dir,
    privacy,
    summaryRows: request.summaryRows,
    budget,
    signal: deps.signal,
    log: deps.log,
    warn: deps.warn,
    redact: deps.redact,
    observe: deps.observe,
  };

  const outcomes: DatasetOutcome[] = [];
  let extraFiles: readonly WrittenFile[] = [];
  let halted: StopReason | undefined;
  try {
    for (const { dataset, fileStem, limit } of request.datasets) {
      const plan: DatasetPlan = { definition: DATASET_DEFINITIONS[dataset], fileStem, limit, head: (privacy) => request.jsonHead(dataset, startedAt.toISOString(), privacy) };
      if (halted !== undefined) {
        outcomes.push(skippedOutcome(plan, halted, skippedMessage(halted, budget)));
        continue;
      }
      const outcome = await exportDataset(plan, datasetDeps);
      outcomes.push(outcome);
      deps.log(describeOutcome(outcome, budget));
      if (outcome.stop !== undefined && haltsSnapshot(outcome.stop.reason)) halted = outcome.stop.reason;
    }
    if (deps.beforeManifest !== undefined) extraFiles = await deps.beforeManifest(outcomes);
  } catch (error) {
    await removeAll().catch(() => undefined);
    if (error instanceof ExportError) throw new ExportError(error.message, { cause: error.cause, requests: budget.spent });
    throw error;
  }

  const files = [...outcomes.flatMap((o) => o.files), ...extraFiles];
  const manifest = buildManifest({
    mode: request.mode,
    projectId: request.projectId,
    range: request.range,
    formats: request.formats,
    maxRequests: request.maxRequests,
    requests: budget.spent,
    privacy: await privacy(),
    startedAt,
    finishedAt: deps.now(),
    outcomes,
    extraFiles,
  });
  let manifestFile: WrittenFile;
  const macFiles: WrittenFile[] = [];
  try {
    manifestFile = await writeManifest(dir, manifest);
    if (request.manifestMac !== undefined) macFiles.push(await writeManifestMac(dir, request.manifestMac, await readFile(manifestFile.path)));
  } catch (error) {
    await removeAll().catch(() => undefined);
    throw new ExportError(`Could not write ${MANIFEST_FILE_NAME} in ${dir}: ${errorMessage(error)}`, { cause: error, requests: budget.spent });
  }
  return {
    complete: manifest.complete,
    outcomes,
    requests: budget.spent,
    maxRequests: budget.max,
    manifest: manifestFile.path,
    files: [...files, manifestFile, ...macFiles],
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
