/**
 * One export run, for every exporting mode: the datasets asked for, in {@link FETCH_ORDER}, against one request
 * budget, each through the page loop (`export-dataset.ts`) to its files in `output-dir`, then `manifest.json`
 * (`manifest.ts`). A stop that concerns the whole run (budget, rate limit, refused key, cancellation) keeps the dataset
 * in progress as partial files and skips the rest; any other failure leaves that one dataset partial. Files of earlier
 * exports are removed first; files the action did not write are never touched (the run fails instead). Later phases
 * get the rows through `observe` and may write files before the manifest (`beforeManifest`), which lists them. See
 * docs/architecture.md, "Exports".
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { errorMessage } from '../errors.ts';
import type { DateRange } from './date-range.ts';
import type { ExportInputs } from './export-inputs.ts';
import type { ExportFormat } from './files/formats.ts';
import {
  assertNoForeignExport,
  MANIFEST_FILE_NAME,
  MANIFEST_SIG_FILE_NAME,
  removeExportFiles,
} from './files/output-dir.ts';
import type { ExportMode } from './manifest/schema.ts';
import { RequestBudget } from './paging/request-budget.ts';
import type { WrittenFile } from './files/temp-file.ts';
import type { AnalyticsFetcher } from '../mintlify/analytics.ts';
import { ANALYTICS_DATASETS, type AnalyticsDataset } from '../mintlify/analytics-endpoints.ts';
import { DATASET_DEFINITIONS } from './datasets/datasets.ts';
import {
  datasetFileNames,
  ExportError,
  skippedOutcome,
  type DatasetExportDeps,
  type DatasetOutcome,
  type DatasetPlan,
  type RowObserver,
  type StopReason,
} from './paging/dataset-outcome.ts';
import { exportDataset } from './paging/export-dataset.ts';
import { buildManifest, writeManifest } from './manifest/manifest.ts';
import { writeManifestMac, type ManifestMacKey } from './manifest/manifest-mac.ts';
import type { Privacy } from './privacy.ts';
import { carryKeptDataset, type KeptDataset } from './resume/kept-dataset.ts';
import { resumePoint, type PreviousExport } from './resume/resume.ts';
import * as path from 'node:path';

/**
 * The order datasets are fetched in: the one-request datasets first, then the paged
 * ones by rows per request, most first (`assistant` 1000, `views` and `visitors` 250,
 * `searches` and `feedback` 100), so that a small budget still gets the most data.
 */
export const FETCH_ORDER: readonly AnalyticsDataset[] = [
  'assistant-callers',
  'feedback-by-page',
  'assistant',
  'views',
  'visitors',
  'searches',
  'feedback',
];

/** `datasets` in {@link FETCH_ORDER}. */
export function fetchOrder(datasets: readonly AnalyticsDataset[]): AnalyticsDataset[] {
  return FETCH_ORDER.filter((d) => datasets.includes(d));
}

/** One dataset of a run: which, the base of its file names, and `limit` (`undefined`: the endpoint's largest). */
interface DatasetRequest {
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
export type RunSettings = Pick<
  SnapshotRequest,
  'projectId' | 'range' | 'formats' | 'outputDir' | 'outputDirIsDefault' | 'maxRequests' | 'summaryRows'
>;

/**
 * The {@link RunSettings} of a mode's inputs (the shared export
 * inputs and the project); nothing else, the API key least of all.
 */
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
  /** Notices for the run's annotations (a kept dataset that starts again); default: `warn`. */
  notice?: (line: string) => void;
  /**
   * The same snapshot, partial, as the previous run left it (`resume.ts` checked it is the same
   * snapshot, `previous-export.ts` its files): complete datasets are carried, partial ones
   * continued, the others fetched. `dir` holds its files (not `output-dir`).
   */
  resume?: { dir: string; previous: PreviousExport };
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
  /** The whole snapshot so far, over every run that built it (this one included): runs and requests. */
  snapshotRuns: number;
  snapshotRequests: number;
  /** Absolute path of `manifest.json`. */
  manifest: string;
  /** Every file written (data files in fetch order, then those of `beforeManifest`, then the manifest). */
  files: WrittenFile[];
}

/**
 * Checks and clears `output-dir` for a snapshot: every dataset's names in this mode (not only those
 * asked for: an earlier run may have exported others), `extraFileNames`, their partial names and
 * the manifest. Returns the function that removes them all again.
 * @throws InputError when a folder given holds files of these names that the action did not
 *   write; ExportError when the folder cannot be prepared.
 */
async function prepareOutputDir(
  request: SnapshotRequest,
  extraFileNames: readonly string[],
): Promise<() => Promise<void>> {
  const dir = request.outputDir;
  const stems = request.mode === 'analytics' ? [...ANALYTICS_DATASETS] : request.datasets.map((d) => d.fileStem);
  const dataNames = [
    ...stems.flatMap((s) => {
      const names = datasetFileNames(s);
      return [names.json, names.csv];
    }),
    ...extraFileNames,
  ];
  const removeAll = (): Promise<void> => removeExportFiles(dir, dataNames);
  if (!request.outputDirIsDefault) await assertNoForeignExport(dir, dataNames, request.mode);
  try {
    await mkdir(dir, { recursive: true });
    await removeAll();
  } catch (error) {
    throw new ExportError(`Could not prepare the output folder ${dir}: ${errorMessage(error)}`, {
      cause: error,
      requests: 0,
    });
  }
  return removeAll;
}

/**
 * Puts the previous run's complete snapshot of the same range (in `from`, checked by
 * `previous-export.ts`) into `output-dir` as it is: every file its manifest lists, the manifest
 * and its `manifest.sig`. No request. `extraFileNames` as for {@link exportSnapshot}.
 * @returns the absolute paths of the files, manifest last.
 * @throws InputError / ExportError as {@link exportSnapshot} does when preparing the folder or copying.
 */
export async function carryCompleteSnapshot(
  request: SnapshotRequest,
  from: string,
  fileNames: readonly string[],
  extraFileNames: readonly string[] = [],
): Promise<string[]> {
  const removeAll = await prepareOutputDir(request, extraFileNames);
  const copied: string[] = [];
  try {
    // The manifest's MAC comes along: the copied snapshot is still the one it authenticates.
    for (const name of [...fileNames, MANIFEST_FILE_NAME, MANIFEST_SIG_FILE_NAME]) {
      const target = path.join(request.outputDir, name);
      await copyFile(path.join(from, name), target);
      copied.push(target);
    }
  } catch (error) {
    await removeAll().catch(() => undefined);
    throw new ExportError(`Could not copy the complete snapshot into ${request.outputDir}: ${errorMessage(error)}`, {
      cause: error,
      requests: 0,
    });
  }
  return copied;
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
  const removeAll = await prepareOutputDir(request, deps.extraFileNames ?? []);

  const budget = new RequestBudget(request.maxRequests);
  let rules: Promise<Privacy> | undefined;
  const privacy = (): Promise<Privacy> =>
    (rules ??= typeof request.privacy === 'function' ? request.privacy() : Promise.resolve(request.privacy));
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
    notice: deps.notice,
  };
  const notice = deps.notice ?? deps.warn;
  const resume = deps.resume;

  const outcomes: DatasetOutcome[] = [];
  let extraFiles: readonly WrittenFile[] = [];
  let halted: StopReason | undefined;
  try {
    for (const { dataset, fileStem, limit } of request.datasets) {
      const plan: DatasetPlan = {
        definition: DATASET_DEFINITIONS[dataset],
        fileStem,
        limit,
        head: (privacy) => request.jsonHead(dataset, startedAt.toISOString(), privacy),
      };
      const kept = resume?.previous.kept.find((k) => k.dataset === dataset);
      const from = resume?.dir ?? dir;
      const carry = async (held: KeptDataset, stop?: DatasetOutcome['stop']): Promise<DatasetOutcome> =>
        carryKeptDataset(
          held,
          plan.definition.arrayKey,
          { from, outputDir: dir, privacy: await privacy(), summaryRows: request.summaryRows, observe: deps.observe },
          stop,
        );
      if (kept?.status === 'complete') {
        const outcome = await carry(kept);
        outcomes.push(outcome);
        deps.log(`${dataset}: complete in an earlier run, ${outcome.rows} rows kept (no request)`);
        continue;
      }
      const point = kept === undefined ? undefined : resumePoint(kept);
      if (kept !== undefined && point === undefined && kept.rows > 0) {
        notice(
          `${dataset}: the ${kept.rows} rows kept by the earlier run end on a page whose next cursor was not trusted, so there is no place to resume from; ${dataset} starts again from its first page.`,
        );
      }
      if (
        kept !== undefined &&
        point !== undefined &&
        (halted !== undefined || budget.remaining < 1 || deps.signal.aborted)
      ) {
        // Nothing can be fetched for it in this run: its kept rows stay as they are, for the next run.
        const reason = halted ?? (deps.signal.aborted ? 'cancelled' : 'budget');
        const outcome = await carry(kept, {
          reason,
          message: skippedMessage(reason, budget).replace(/^not fetched/, 'not continued in this run'),
        });
        outcomes.push(outcome);
        deps.log(`${dataset}: ${outcome.rows} rows kept from the earlier runs, ${outcome.stop?.message ?? ''}`);
        continue;
      }
      if (halted !== undefined) {
        outcomes.push(skippedOutcome(plan, halted, skippedMessage(halted, budget)));
        continue;
      }
      if (kept !== undefined && point !== undefined) {
        const json = kept.files.find((f) => f.name.endsWith('.json'));
        const csv = kept.files.find((f) => f.name.endsWith('.csv'));
        if (json !== undefined) {
          plan.resume = {
            rows: kept.rows,
            pages: kept.pages,
            requests: kept.requests,
            offset: point.offset,
            cursor: point.cursor,
            json: path.join(from, json.name),
            csv: csv === undefined ? undefined : path.join(from, csv.name),
            tail: kept.tail,
            totalsChanged: kept.totalsChanged,
          };
        }
      }
      const outcome = await exportDataset(plan, datasetDeps);
      outcomes.push(outcome);
      deps.log(describeOutcome(outcome, budget));
      if (outcome.stop !== undefined && haltsSnapshot(outcome.stop.reason)) halted = outcome.stop.reason;
    }
    if (deps.beforeManifest !== undefined) extraFiles = await deps.beforeManifest(outcomes);
  } catch (error) {
    await removeAll().catch(() => undefined);
    if (error instanceof ExportError)
      throw new ExportError(error.message, { cause: error.cause, requests: budget.spent });
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
    ...(resume === undefined ? {} : { earlier: { runs: resume.previous.runs, requests: resume.previous.requests } }),
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
    if (request.manifestMac !== undefined)
      macFiles.push(await writeManifestMac(dir, request.manifestMac, await readFile(manifestFile.path)));
  } catch (error) {
    await removeAll().catch(() => undefined);
    throw new ExportError(`Could not write ${MANIFEST_FILE_NAME} in ${dir}: ${errorMessage(error)}`, {
      cause: error,
      requests: budget.spent,
    });
  }
  return {
    complete: manifest.complete,
    outcomes,
    requests: budget.spent,
    maxRequests: budget.max,
    snapshotRuns: manifest.snapshotRuns,
    snapshotRequests: manifest.snapshotRequests,
    manifest: manifestFile.path,
    files: [...files, manifestFile, ...macFiles],
  };
}

/**
 * One log line per dataset, e.g. `views: complete, 1234 rows in 5 requests (12 of 100
 * max-requests spent)` or `views: PARTIAL, 500 rows in 2 requests (…): <why>`.
 */
function describeOutcome(outcome: DatasetOutcome, budget: { spent: number; max: number }): string {
  const spent = `${outcome.requests} ${outcome.requests === 1 ? 'request' : 'requests'} (${budget.spent} of ${budget.max} max-requests spent)`;
  const rows = `${outcome.rows} ${outcome.rows === 1 ? 'row' : 'rows'}`;
  if (outcome.status === 'complete') {
    return `${outcome.dataset}: complete, ${rows} in ${spent}${outcome.truncated ? '; the API left rows out (hasMore) and has no paging parameter for them' : ''}`;
  }
  return `${outcome.dataset}: ${outcome.status === 'partial' ? 'PARTIAL' : 'SKIPPED'}, ${rows} in ${spent}: ${outcome.stop?.message ?? ''}`;
}
