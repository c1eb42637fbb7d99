/**
 * Exports every page view of the range to the files in `output-dir`, page by page, keeping only
 * a bounded top-N and the duplicate check in memory. It ends complete, partial (the rows
 * received kept under `*.partial.*` names, never the complete ones), or failed (no file left).
 */
import { mkdir } from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from '../errors.ts';
import type { PageViewsInputs } from './inputs.ts';
import type { ViewsQuery } from '../mintlify/client.ts';
import type { ViewsPage, ViewsTotals } from '../mintlify/schemas.ts';
import { DuplicatePaths, MAX_TRACKED_PATHS, type DuplicateReport } from './duplicate-paths.ts';
import type { WrittenFile } from '../export/temp-file.ts';
import { assertNoForeignExport, MANIFEST_FILE_NAME, removeExportFiles } from '../export/output-dir.ts';
import { paginateOffset, PaginationError, type OffsetPaginationResult } from '../export/paginate-offset.ts';
import { RequestBudget } from '../export/request-budget.ts';
import { EXPORT_FILE_NAMES, PARTIAL_FILE_NAMES, type ExportFile } from './export-file.ts';
import { buildManifest, writeManifest } from './manifest.ts';
import { TopRows, type ViewRow } from './top-rows.ts';
import { openCsvFile } from './write-csv.ts';
import { openJsonFile } from './write-json.ts';
import { clause } from '../format/sentence.ts';

/** The endpoint exported, as messages name it. */
export const VIEWS_ENDPOINT = 'GET /v1/analytics/{projectId}/views';

/**
 * Fetches one page; the real one is `MintlifyClient.getViewsPage`. `onRetry` must be called
 * before each retry the HTTP client makes for this page, and what it throws let through: it
 * spends the retry from the `max-requests` budget, and throws when none is left.
 */
export type FetchViewsPage = (query: ViewsQuery, signal: AbortSignal, onRetry: () => void, maxRetries: number) => Promise<ViewsPage>;

/** Everything {@link exportPageViews} needs from the outside. */
export interface ExportDeps {
  inputs: Pick<PageViewsInputs, 'projectId' | 'range' | 'pageSize' | 'maxRequests' | 'formats' | 'outputDir' | 'outputDirIsDefault' | 'summaryRows'>;
  fetchPage: FetchViewsPage;
  /** The current time (for `generatedAt`, `startedAt` and `finishedAt`). */
  now: () => Date;
  log: { info: (line: string) => void; warning: (line: string) => void };
  /** Removes secrets from text written to the files and the manifest (an error message may echo the API key). */
  redact: (text: string) => string;
  signal: AbortSignal;
}

/** What complete and partial exports both report. */
interface ExportStats {
  /** Rows written to each file (one per documentation page, duplicates included). */
  rows: number;
  /** API pages received (successful responses). */
  pages: number;
  /** HTTP requests made: one per page requested plus every retry. */
  requests: number;
  /** True when the API's totals differed between two pages (the data changed meanwhile). */
  totalsChanged: boolean;
  /** Rows whose path had already been exported, with examples. */
  duplicates: DuplicateReport;
  /** The data files written (complete or partial names); `undefined` for a format not asked for. */
  files: { json: WrittenFile | undefined; csv: WrittenFile | undefined };
  /** Absolute path of `manifest.json`. */
  manifest: string;
  /** The `summary-rows` rows with the most views among those written, best first. */
  top: ViewRow[];
}

/** Every page arrived; the files have their complete names. */
export interface CompleteExport extends ExportStats {
  complete: true;
  /** The API's site-wide `totals` for the range, from the last page. */
  totals: ViewsTotals;
}

/** The export stopped early; the rows received are in the `*.partial.*` files. */
export interface PartialExport extends ExportStats {
  complete: false;
  /** `totals` of the last page received; `undefined` when none arrived. */
  totals: ViewsTotals | undefined;
  /** Why it stopped (redacted), naming the endpoint, the HTTP status when there was one, and the offset. */
  error: string;
  /** Offset of the first page not written. */
  stoppedAtOffset: number;
  /** True when the run was cancelled (the signal aborted). */
  cancelled: boolean;
}

/** The outcome of {@link exportPageViews}. */
export type ExportResult = CompleteExport | PartialExport;

/**
 * The files could not be written (folder not writable, disk full): no export file is left.
 * `offset` is the page offset reached, `undefined` before the first request; `requests` the
 * HTTP requests spent.
 */
export class ExportError extends Error {
  override name = 'ExportError';
  readonly offset: number | undefined;
  readonly requests: number;

  constructor(message: string, details: { offset: number | undefined; requests: number; cause: unknown }) {
    super(message, { cause: details.cause });
    this.offset = details.offset;
    this.requests = details.requests;
  }
}

function sameTotals(a: ViewsTotals, b: ViewsTotals): boolean {
  return a.human === b.human && a.ai === b.ai && a.total === b.total;
}

function showTotals(t: ViewsTotals): string {
  return `human ${t.human}, AI ${t.ai}, total ${t.total}`;
}

/**
 * Runs the export, spending at most `inputs.maxRequests` HTTP requests (retries included).
 * @returns a {@link CompleteExport}, or a {@link PartialExport} when pagination stopped early
 *   (the caller must fail the step).
 * @throws InputError before any request when a user-given `output-dir` holds a file named
 *   like the export's that the action did not write (see `assertNoForeignExport`).
 * @throws ExportError when the files cannot be created or written; every file of this
 *   export (and any stale one of an earlier run under the same names) is removed first.
 */
export async function exportPageViews(deps: ExportDeps): Promise<ExportResult> {
  const { inputs, log } = deps;
  const startedAt = deps.now();
  const dir = inputs.outputDir;
  const { dateFrom, dateTo } = inputs.range;
  const dataNames = Object.values(EXPORT_FILE_NAMES);
  const budget = new RequestBudget(inputs.maxRequests);
  if (!inputs.outputDirIsDefault) await assertNoForeignExport(dir, dataNames, 'page-views');

  const files: { json: ExportFile | undefined; csv: ExportFile | undefined } = { json: undefined, csv: undefined };
  const open = (): ExportFile[] => [files.json, files.csv].filter((f) => f !== undefined);
  try {
    await mkdir(dir, { recursive: true });
    // A file left by an earlier run must not pass for the result of this one.
    await removeExportFiles(dir, dataNames);
    if (inputs.formats.includes('json')) {
      files.json = await openJsonFile(path.join(dir, EXPORT_FILE_NAMES.json), path.join(dir, PARTIAL_FILE_NAMES.json), {
        projectId: inputs.projectId,
        dateFrom,
        dateTo,
        generatedAt: startedAt.toISOString(),
      });
    }
    if (inputs.formats.includes('csv')) {
      files.csv = await openCsvFile(path.join(dir, EXPORT_FILE_NAMES.csv), path.join(dir, PARTIAL_FILE_NAMES.csv));
    }
  } catch (error) {
    await Promise.all(open().map((f) => f.discard()));
    throw new ExportError(`Could not create the export files in ${dir}: ${errorMessage(error)}`, { offset: undefined, requests: 0, cause: error });
  }

  const top = new TopRows(inputs.summaryRows);
  const duplicates = new DuplicatePaths();
  let rows = 0;
  let lastTotals: ViewsTotals | undefined;
  let totalsChanged = false;

  /** Discards everything and throws: the files cannot be trusted. */
  const fail = async (message: string, offset: number | undefined, error: unknown): Promise<never> => {
    await Promise.all(open().map((f) => f.discard()));
    await removeExportFiles(dir, dataNames).catch(() => undefined);
    throw new ExportError(`${message}: ${clause(errorMessage(error))}. No export file was kept.`, { offset, requests: budget.spent, cause: error });
  };

  let outcome: OffsetPaginationResult<ViewsPage> | PaginationError;
  try {
    outcome = await paginateOffset({
      endpoint: VIEWS_ENDPOINT,
      fetchPage: (page, signal, onRetry, maxRetries) => deps.fetchPage({ dateFrom, dateTo, ...page }, signal, onRetry, maxRetries),
      read: (page) => ({ rows: page.views, hasMore: page.hasMore }),
      pageSize: inputs.pageSize,
      budget,
      signal: deps.signal,
      log: log.info,
      onPage: async (page) => {
        if (lastTotals !== undefined && !sameTotals(lastTotals, page.totals)) {
          if (!totalsChanged) {
            log.warning(
              `The API's totals changed between two pages (before: ${showTotals(lastTotals)}; now: ${showTotals(page.totals)}): the data was updated during the export. The outputs and files use the last page's totals; rows of different pages may come from different moments.`,
            );
          }
          totalsChanged = true;
        }
        lastTotals = page.totals;
        const writes = open().map((f) => f.append(page.views));
        for (const row of page.views) {
          top.add(row);
          duplicates.add(row.path);
        }
        await Promise.all(writes);
        rows += page.views.length;
      },
    });
  } catch (error) {
    if (!(error instanceof PaginationError) || error.failure === 'consumer') {
      return fail(`Page-views export failed while writing the files in ${dir}`, error instanceof PaginationError ? error.offset : undefined, error);
    }
    outcome = error;
  }

  const report = duplicates.report();
  if (report.count > 0) {
    const examples = report.examples.slice(0, 3).map((p) => JSON.stringify(p)).join(', ');
    log.warning(
      `${report.count} ${report.count === 1 ? 'row repeats a path' : 'rows repeat a path'} already exported on an earlier page (e.g. ${examples}): offset pagination over data that changed during the export, so other pages may also have been skipped. Every row is kept as the API returned it; sum or deduplicate by path downstream, or export again.`,
    );
  }
  if (report.truncated) {
    log.warning(`The duplicate-path check stopped after ${MAX_TRACKED_PATHS} distinct paths (${report.checkedRows} rows) to keep memory bounded; later rows were not checked.`);
  }

  const end =
    outcome instanceof PaginationError
      ? {
          complete: false as const,
          totals: lastTotals,
          error: deps.redact(clause(outcome.message)),
          offset: outcome.offset,
          cancelled: outcome.failure === 'cancelled',
        }
      : { complete: true as const, totals: outcome.last.totals };
  const written: { json: WrittenFile | undefined; csv: WrittenFile | undefined } = { json: undefined, csv: undefined };
  try {
    for (const format of ['json', 'csv'] as const) {
      const file = files[format];
      if (file === undefined) continue;
      written[format] = end.complete
        ? await file.commit(end.totals)
        : await file.keepPartial({ totals: end.totals, error: end.error, stoppedAtOffset: end.offset });
    }
  } catch (error) {
    return fail(`Could not finish the export files in ${dir}`, end.complete ? undefined : end.offset, error);
  }

  const manifest = buildManifest({
    projectId: inputs.projectId,
    range: inputs.range,
    pageSize: inputs.pageSize,
    maxRequests: inputs.maxRequests,
    formats: inputs.formats,
    rows,
    pages: outcome.pages,
    requests: outcome.requests,
    startedAt,
    finishedAt: deps.now(),
    totals: end.totals,
    files: [written.json, written.csv].filter((f) => f !== undefined),
    duplicates: report,
    totalsChanged,
    stopped: end.complete ? undefined : { error: end.error, offset: end.offset },
  });
  let manifestFile: WrittenFile;
  try {
    manifestFile = await writeManifest(dir, manifest);
  } catch (error) {
    return fail(`Could not write ${MANIFEST_FILE_NAME} in ${dir}`, end.complete ? undefined : end.offset, error);
  }

  const stats: ExportStats = {
    rows,
    pages: outcome.pages,
    requests: outcome.requests,
    totalsChanged,
    duplicates: report,
    files: written,
    manifest: manifestFile.path,
    top: top.list(),
  };
  return end.complete
    ? { ...stats, complete: true, totals: end.totals }
    : { ...stats, complete: false, totals: end.totals, error: end.error, stoppedAtOffset: end.offset, cancelled: end.cancelled };
}
