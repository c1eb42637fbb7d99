/**
 * Exports every page view of the range to the files in `output-dir`: pages are fetched one
 * after the other (see `paginate.ts`), each page's rows are appended to every file and
 * offered to a bounded top-N for the summary, and nothing else is kept, so memory does not
 * grow with the row count. Files are complete or absent: a failure removes them.
 */
import { mkdir, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from '../errors.ts';
import type { PageViewsInputs } from '../inputs.ts';
import type { ViewsTotals } from '../mintlify/schemas.ts';
import { EXPORT_FILE_NAMES, partialPath, type ExportFile } from './export-file.ts';
import { paginateViews, PaginationError, type FetchViewsPage } from './paginate.ts';
import { TopPages, type PageCounts } from './top-pages.ts';
import { openCsvFile } from './write-csv.ts';
import { openJsonFile } from './write-json.ts';

/** Everything {@link exportPageViews} needs from the outside. */
export interface ExportDeps {
  inputs: Pick<PageViewsInputs, 'projectId' | 'range' | 'pageSize' | 'formats' | 'outputDir' | 'summaryRows'>;
  fetchPage: FetchViewsPage;
  /** The current time (for `generatedAt`). */
  now: () => Date;
  log: { info: (line: string) => void; warning: (line: string) => void };
  signal: AbortSignal;
}

/** A complete export. */
export interface ExportResult {
  /** Rows exported (one per documentation page). */
  rows: number;
  /** Successful requests made (pages). */
  requests: number;
  /** The API's site-wide `totals` for the range, from the last page. */
  totals: ViewsTotals;
  /** True when `totals` differed between the first and the last page (the data changed meanwhile). */
  totalsChanged: boolean;
  /** Absolute paths of the files written; `undefined` for a format not asked for. */
  files: { json: string | undefined; csv: string | undefined };
  /** The top `summary-rows` pages by total views, best first. */
  top: PageCounts[];
}

/**
 * The export failed. `offset` is the page offset reached, `undefined` when the failure came
 * before the first request (e.g. `output-dir` not writable). No export file is left behind.
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

/**
 * Runs the export.
 * @throws ExportError naming the page offset reached; every file of this export (finished
 *   or temporary, and any stale one of an earlier run under the same name) is removed first.
 */
export async function exportPageViews(deps: ExportDeps): Promise<ExportResult> {
  const { inputs, log } = deps;
  const finalPaths = {
    json: inputs.formats.includes('json') ? path.join(inputs.outputDir, EXPORT_FILE_NAMES.json) : undefined,
    csv: inputs.formats.includes('csv') ? path.join(inputs.outputDir, EXPORT_FILE_NAMES.csv) : undefined,
  };
  const targets = [finalPaths.json, finalPaths.csv].filter((p) => p !== undefined);
  const removeAll = async (): Promise<void> => {
    await Promise.all(targets.flatMap((p) => [rm(p, { force: true }), rm(partialPath(p), { force: true })]));
  };

  const files: ExportFile[] = [];
  try {
    await mkdir(inputs.outputDir, { recursive: true });
    // A file left by an earlier run must not pass for the result of this one if it fails.
    await removeAll();
    if (finalPaths.json) {
      const { dateFrom, dateTo } = inputs.range;
      files.push(await openJsonFile(finalPaths.json, { projectId: inputs.projectId, dateFrom, dateTo, generatedAt: deps.now().toISOString() }));
    }
    if (finalPaths.csv) files.push(await openCsvFile(finalPaths.csv));
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    throw new ExportError(`Could not create the export files in ${inputs.outputDir}: ${errorMessage(error)}`, undefined, error);
  }

  const top = new TopPages(inputs.summaryRows);
  try {
    const result = await paginateViews({
      fetchPage: deps.fetchPage,
      range: inputs.range,
      pageSize: inputs.pageSize,
      signal: deps.signal,
      log: log.info,
      onPage: async (page) => {
        const writes = files.map((f) => f.append(page.views));
        for (const row of page.views) top.add(row);
        await Promise.all(writes);
      },
    });
    try {
      for (const file of files) await file.commit(result.totals);
    } catch (error) {
      throw new ExportError(`Could not finish the export files in ${inputs.outputDir}: ${errorMessage(error)}`, undefined, error);
    }
    const totalsChanged = !sameTotals(result.firstTotals, result.totals);
    if (totalsChanged) {
      const show = (t: ViewsTotals): string => `human ${t.human}, AI ${t.ai}, total ${t.total}`;
      log.warning(
        `The API's totals changed during the export (first page: ${show(result.firstTotals)}; last page: ${show(result.totals)}): the data was updated meanwhile. The files use the last page's totals; rows of different pages may come from different moments.`,
      );
    }
    return { rows: result.rows, requests: result.pages, totals: result.totals, totalsChanged, files: finalPaths, top: top.list() };
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    await removeAll().catch(() => undefined);
    if (error instanceof ExportError) throw error;
    if (error instanceof PaginationError) {
      throw new ExportError(
        `Page-views export failed at offset ${error.offset} (${error.rows} rows received before it): ${error.message.replace(/\.$/, '')}. The partial files were removed.`,
        error.offset,
        error,
      );
    }
    throw new ExportError(`Page-views export failed: ${errorMessage(error).replace(/\.$/, '')}. The partial files were removed.`, undefined, error);
  }
}
