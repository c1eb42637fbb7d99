/**
 * Exports every page view of the range to the files in `output-dir`: pages are fetched one
 * after the other (see `paginate.ts`), each page's rows are appended to every file, offered to
 * a bounded top-N for the summary and to the duplicate check, and nothing else is kept, so
 * memory does not grow with the row count (beyond the duplicate check's 11 to 23 bytes per
 * distinct path, outside the JavaScript heap, capped at 64 MB; see `duplicate-paths.ts`).
 *
 * The export ends in one of three ways:
 * - complete: `page-views.json` / `page-views.csv`, then `manifest.json` with `complete: true`;
 * - partial (the API failed after the client's retries, sent empty pages forever, or the run
 *   was cancelled): the rows received are kept in `page-views.partial.json` (a valid document
 *   with `"complete": false`) / `page-views.partial.csv`, then `manifest.json` with
 *   `complete: false`, the error and the offset reached — never under the complete names;
 * - failed (the files themselves could not be written): no file is left.
 */
import { mkdir, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from '../errors.ts';
import type { PageViewsInputs } from './inputs.ts';
import type { ViewsTotals } from '../mintlify/schemas.ts';
import { DuplicatePaths, MAX_TRACKED_PATHS, type DuplicateReport } from './duplicate-paths.ts';
import { tempPath, type WrittenFile } from '../export/temp-file.ts';
import { EXPORT_FILE_NAMES, MANIFEST_FILE_NAME, PARTIAL_FILE_NAMES, type ExportFile } from './export-file.ts';
import { buildManifest, writeManifest } from './manifest.ts';
import { paginateViews, PaginationError, type FetchViewsPage, type PaginationResult } from './paginate.ts';
import { TopPages, type PageCounts } from './top-pages.ts';
import { openCsvFile } from './write-csv.ts';
import { openJsonFile } from './write-json.ts';

/** Everything {@link exportPageViews} needs from the outside. */
export interface ExportDeps {
  inputs: Pick<PageViewsInputs, 'projectId' | 'range' | 'pageSize' | 'formats' | 'outputDir' | 'summaryRows'>;
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
  /** API pages received. */
  pages: number;
  /** HTTP requests made (see `PaginationResult.requests`). */
  requests: number;
  /** True when the API's totals differed between two pages (the data changed meanwhile). */
  totalsChanged: boolean;
  /** Rows whose path had already been exported, with examples. */
  duplicates: DuplicateReport;
  /** The data files written (complete or partial names); `undefined` for a format not asked for. */
  files: { json: WrittenFile | undefined; csv: WrittenFile | undefined };
  /** Absolute path of `manifest.json`. */
  manifest: string;
  /** The top `summary-rows` pages by total views among the rows written, best first. */
  top: PageCounts[];
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
  /** Offset of the page that could not be fetched. */
  stoppedAtOffset: number;
  /** True when the run was cancelled (the signal aborted). */
  cancelled: boolean;
}

/** The outcome of {@link exportPageViews}. */
export type ExportResult = CompleteExport | PartialExport;

/**
 * The files could not be written (folder not writable, disk full): no export file is left.
 * `offset` is the page offset reached, `undefined` before the first request.
 */
export class ExportError extends Error {
  override name = 'ExportError';
  readonly offset: number | undefined;

  constructor(message: string, offset: number | undefined, cause: unknown) {
    super(message, { cause });
    this.offset = offset;
  }
}

function sameTotals(a: ViewsTotals, b: ViewsTotals): boolean {
  return a.human === b.human && a.ai === b.ai && a.total === b.total;
}

function showTotals(t: ViewsTotals): string {
  return `human ${t.human}, AI ${t.ai}, total ${t.total}`;
}

/**
 * Runs the export.
 * @returns a {@link CompleteExport}, or a {@link PartialExport} when pagination stopped early
 *   (the caller must fail the step).
 * @throws ExportError when the files cannot be created or written; every file of this
 *   export (and any stale one of an earlier run under the same names) is removed first.
 */
export async function exportPageViews(deps: ExportDeps): Promise<ExportResult> {
  const { inputs, log } = deps;
  const startedAt = deps.now();
  const dir = inputs.outputDir;
  const ourNames = [...Object.values(EXPORT_FILE_NAMES), ...Object.values(PARTIAL_FILE_NAMES), MANIFEST_FILE_NAME];
  const removeAll = async (): Promise<void> => {
    await Promise.all(ourNames.flatMap((name) => [rm(path.join(dir, name), { force: true }), rm(tempPath(path.join(dir, name)), { force: true })]));
  };

  const files: { json: ExportFile | undefined; csv: ExportFile | undefined } = { json: undefined, csv: undefined };
  const open = (): ExportFile[] => [files.json, files.csv].filter((f) => f !== undefined);
  try {
    await mkdir(dir, { recursive: true });
    // A file left by an earlier run must not pass for the result of this one.
    await removeAll();
    if (inputs.formats.includes('json')) {
      const { dateFrom, dateTo } = inputs.range;
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
    throw new ExportError(`Could not create the export files in ${dir}: ${errorMessage(error)}`, undefined, error);
  }

  const top = new TopPages(inputs.summaryRows);
  const duplicates = new DuplicatePaths();
  let rows = 0;
  let lastTotals: ViewsTotals | undefined;
  let totalsChanged = false;

  /** Discards everything and throws: the files cannot be trusted. */
  const fail = async (message: string, offset: number | undefined, error: unknown): Promise<never> => {
    await Promise.all(open().map((f) => f.discard()));
    await removeAll().catch(() => undefined);
    throw new ExportError(`${message}: ${errorMessage(error).replace(/\.$/, '')}. No export file was kept.`, offset, error);
  };

  let outcome: PaginationResult | PaginationError;
  try {
    outcome = await paginateViews({
      fetchPage: deps.fetchPage,
      range: inputs.range,
      pageSize: inputs.pageSize,
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
          error: deps.redact(outcome.message.replace(/\.$/, '')),
          offset: outcome.offset,
          cancelled: outcome.failure === 'cancelled',
        }
      : { complete: true as const, totals: outcome.totals };
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
