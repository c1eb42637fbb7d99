/**
 * The one page loop: exports one dataset of any definition (`datasets.ts`) page by page, following its paging, and
 * streams each page's rows to `<stem>.json` / `<stem>.csv`, the summary collector and any later phase's observer. The
 * next page is requested before the current one is written (memory holds two pages at most); every request, retries
 * included, is counted against the run's `RequestBudget`. The export ends complete (the complete names), partial (the
 * budget spent, the API failing after retries, a cancellation or a page not trusted: `<stem>.partial.*`, with
 * `stoppedAtOffset` the offset of the first page not written), or failed when the files cannot be written
 * ({@link ExportError}, no file kept). Design: docs/architecture.md, "Exports"; pages not trusted: docs/exports.md.
 */
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { clause } from '../../format/sentence.ts';
import { errorMessage, MintlifyApiError } from '../../errors.ts';
import { openCsvFileWriter, type CsvFileWriter } from '../files/csv.ts';
import type { DatasetRows } from '../datasets/definition.ts';
import { DuplicateKeys, MAX_TRACKED_KEYS, type DuplicateReport } from './duplicate-keys.ts';
import { openJsonDocument, type JsonDocumentWriter } from '../files/json-document.ts';
import { readKeptRows } from '../resume/kept-rows.ts';
import { tailPage } from '../resume/kept-dataset.ts';
import { letRequestOut } from '../runtime/let-request-out.ts';
import type { WrittenFile } from '../files/temp-file.ts';
import type { AnalyticsResponse } from '../../mintlify/analytics.ts';
import {
  ANALYTICS_ENDPOINTS,
  endpointName,
  type AnalyticsDataset,
  type AnalyticsQuery,
  type Paging,
} from '../../mintlify/analytics-endpoints.ts';

/** Consecutive empty pages that still claim more rows after which a dataset stops. */
const MAX_EMPTY_PAGES = 3;

import {
  ExportError,
  datasetFileNames,
  skippedOutcome,
  type DatasetExportDeps,
  type DatasetOutcome,
  type DatasetPlan,
  type StopReason,
} from './dataset-outcome.ts';
import { classify } from './stop-reason.ts';

/**
 * Where a request is, for messages: `at offset 500` (offset paging), `on page 3` (cursor paging), or '' (one request).
 */
function position(paging: Paging, query: AnalyticsQuery, page: number): string {
  if (paging === 'offset') return `at offset ${query.offset ?? 0}`;
  if (paging === 'cursor') return `on page ${page}`;
  return '';
}

/**
 * A page not to trust: why, and whether its rows are still written
 * (they are, when only the way to the next page is broken).
 */
interface Distrust {
  message: string;
  write: boolean;
}

/**
 * Exports one dataset (see the module comment).
 * @returns its outcome: complete, partial with the reason, or skipped (no file) when the run
 *   is cancelled or the budget spent before its first request.
 * @throws ExportError when its files cannot be created or written (they are removed).
 */
export async function exportDataset(plan: DatasetPlan, deps: DatasetExportDeps): Promise<DatasetOutcome> {
  const { definition } = plan;
  const name = definition.name;
  if (deps.signal.aborted) return skippedOutcome(plan, 'cancelled', 'not fetched: the run was cancelled');
  if (deps.budget.remaining < 1)
    return skippedOutcome(
      plan,
      'budget',
      `not fetched: max-requests (${deps.budget.max}) was spent before this dataset`,
    );
  const endpoint = ANALYTICS_ENDPOINTS[name];
  const label = endpointName(name);
  const limit = plan.limit ?? endpoint.maxLimit;
  const names = datasetFileNames(plan.fileStem);
  const dir = deps.outputDir;
  const duplicates = definition.key === undefined ? undefined : new DuplicateKeys();
  const { budget } = deps;
  const resume = plan.resume;
  let query: AnalyticsQuery = {
    dateFrom: deps.range.dateFrom,
    dateTo: deps.range.dateTo,
    limit,
    offset: endpoint.paging === 'offset' ? (resume?.offset ?? 0) : undefined,
    ...(endpoint.paging === 'cursor' && resume?.cursor !== undefined ? { cursor: resume.cursor } : {}),
  };
  let rows = 0;
  let pages = resume?.pages ?? 0;
  let requests = resume?.requests ?? 0;
  /**
   * False once a page is written whose successor is not `query`
   * (its cursor was not trusted): a later run cannot resume it.
   */
  let resumable = true;
  let emptyRun = 0;
  let truncated = false;
  let totalsChanged = definition.changed === undefined ? undefined : (resume?.totalsChanged ?? false);
  let last: AnalyticsResponse<AnalyticsDataset> | undefined;
  let stop: { reason: StopReason; message: string } | undefined;
  const seenCursors = new Set<string>(query.cursor === undefined ? [] : [query.cursor]);
  /**
   * SHA-256 of every non-empty page's rows → where it was received: a page sent again is noticed whatever came between.
   */
  const pageHashes = new Map<string, string>();

  /**
   * What follows a page, from the page alone: the query of the next page, none (the last page),
   * or why the page is not trusted.
   */
  const nextStep = (
    page: AnalyticsResponse<AnalyticsDataset>,
    pageRows: readonly unknown[],
    more: boolean,
    where: string,
  ): { next?: AnalyticsQuery; distrust?: Distrust } => {
    if (endpoint.paging === 'single') return {};
    const claim = endpoint.paging === 'offset' ? 'hasMore: true' : 'there were more rows';
    emptyRun = pageRows.length === 0 && more ? emptyRun + 1 : 0;
    if (emptyRun >= MAX_EMPTY_PAGES) {
      const first =
        endpoint.paging === 'offset'
          ? `offsets ${(query.offset ?? 0) - (emptyRun - 1) * (limit ?? 0)} to ${query.offset ?? 0}`
          : `pages ${pages - emptyRun + 1} to ${pages}`;
      return {
        distrust: {
          message: `${label} sent ${emptyRun} empty pages in a row (HTTP 200) that still said ${claim} (${first}); stopped to avoid an endless loop`,
          write: false,
        },
      };
    }
    if (pageRows.length > 0) {
      const hash = createHash('sha256').update(JSON.stringify(pageRows)).digest('hex');
      const earlier = pageHashes.get(hash);
      if (earlier !== undefined) {
        return {
          distrust: {
            message: `${label} returned ${where} the same ${pageRows.length} rows as ${earlier} (HTTP 200, ${endpoint.paging === 'offset' ? `hasMore: ${more}` : `more: ${more}`}); stopped to avoid an endless loop`,
            write: false,
          },
        };
      }
      pageHashes.set(hash, where);
    }
    if (!more) return {};
    if (endpoint.paging === 'offset') {
      const size = limit ?? 0;
      if (pageRows.length > 0 && pageRows.length < size) {
        return {
          distrust: {
            message: `${label} returned ${pageRows.length} rows ${where}, fewer than limit=${size}, yet said hasMore: true; stopped, as the next offset would skip rows`,
            write: false,
          },
        };
      }
      return { next: { ...query, offset: (query.offset ?? 0) + size } };
    }
    const cursor = definition.nextCursor(page);
    if (cursor === null || seenCursors.has(cursor)) {
      const why =
        cursor === null ? 'no nextCursor but said there were more rows' : 'a nextCursor it had returned before';
      return {
        distrust: { message: `${label} returned ${why} ${where}; stopped to avoid an endless loop`, write: true },
      };
    }
    seenCursors.add(cursor);
    return { next: { ...query, cursor } };
  };
  // Never throws RequestBudgetExceeded: a request is sent only when the budget has room, and retries are capped to it.
  const spend = (): void => {
    budget.spend();
    requests += 1;
  };
  // Aborted on the way out, so that a request sent ahead never outlives the dataset.
  const ahead = new AbortController();
  const signal = AbortSignal.any([deps.signal, ahead.signal]);
  /** Sends the request for `q`; the budget must have room for it. */
  const send = (q: AnalyticsQuery): Promise<AnalyticsResponse<AnalyticsDataset>> => {
    spend();
    const sent = deps.fetch(name, q, { signal, maxRetries: budget.remaining, onRetry: spend });
    // Awaited by the next turn of the loop; a failure while the page before is written must not go unhandled.
    sent.catch(() => undefined);
    return sent;
  };
  /**
   * The request for `query`, when it was sent while the previous page was written — or, for the
   * first page, while the privacy rules were looked up and the files opened.
   */
  let pending: Promise<AnalyticsResponse<AnalyticsDataset>> | undefined = send(query);
  await letRequestOut();

  // Nothing is written before the privacy rules are known.
  const privacy = await deps.privacy();
  if (resume !== undefined) {
    // The resumed request decides: refused (HTTP 400, e.g. a cursor that expired), the dataset starts again.
    const refused = await pending.then(
      () => undefined,
      (error: unknown) => (error instanceof MintlifyApiError && error.status === 400 ? error : undefined),
    );
    if (refused !== undefined) {
      const from = endpoint.paging === 'cursor' ? 'its saved cursor' : `offset ${query.offset ?? 0}`;
      (deps.notice ?? deps.warn)(
        `${name}: the API refused to resume from ${from} (${clause(deps.redact(errorMessage(refused)))}); the ${resume.rows} rows kept by the earlier runs are dropped and ${name} starts again from its first page. The other datasets keep their rows.`,
      );
      const again = await exportDataset({ ...plan, resume: undefined }, deps);
      return { ...again, requests: again.requests + requests, resumed: 'restarted' };
    }
  }
  let json: JsonDocumentWriter | undefined;
  let csv: CsvFileWriter | undefined;
  try {
    if (deps.formats.includes('json')) {
      json = await openJsonDocument(
        { path: path.join(dir, names.json), partialPath: path.join(dir, names.partialJson) },
        plan.head(privacy),
        definition.arrayKey,
      );
    }
    if (deps.formats.includes('csv')) {
      csv = await openCsvFileWriter(
        { path: path.join(dir, names.csv), partialPath: path.join(dir, names.partialCsv) },
        definition.columns(privacy),
        resume?.csv,
      );
    }
  } catch (error) {
    ahead.abort(new Error(`the ${name} files could not be created`));
    await Promise.all([json?.discard(), csv?.discard()]);
    throw new ExportError(`Could not create the ${plan.fileStem} files in ${dir}: ${errorMessage(error)}`, {
      cause: error,
      requests,
    });
  }
  const collector = definition.collector({ rows: deps.summaryRows, privacy });
  if (resume !== undefined) {
    if (resume.tail !== undefined) collector.page?.(tailPage(resume.tail, undefined));
    // The earlier runs' rows, in their order, into the new JSON file (the CSV text was copied), the summary
    // and the observer.
    try {
      for await (const batch of readKeptRows(resume.json, definition.arrayKey)) {
        const kept = batch as unknown as DatasetRows[AnalyticsDataset][];
        await json?.append(batch);
        for (const row of kept) {
          collector.row(row as never);
          if (duplicates !== undefined && definition.key !== undefined) duplicates.add(definition.key.of(row as never));
        }
        deps.observe?.(name, kept);
        rows += batch.length;
      }
    } catch (error) {
      ahead.abort(new Error(`the kept ${name} rows could not be read`));
      await Promise.all([json?.discard(), csv?.discard()]);
      throw new ExportError(`Could not continue the kept ${plan.fileStem} files in ${dir}: ${errorMessage(error)}`, {
        cause: error,
        requests,
      });
    }
    if (rows !== resume.rows) {
      ahead.abort(new Error(`the kept ${name} rows do not match the manifest`));
      await Promise.all([json?.discard(), csv?.discard()]);
      throw new ExportError(
        `The kept ${plan.fileStem} file holds ${rows} rows where its manifest lists ${resume.rows}`,
        { cause: undefined, requests },
      );
    }
  }

  try {
    for (;;) {
      const where = position(endpoint.paging, query, pages + 1);
      if (deps.signal.aborted) {
        // `where` is empty only for a single-request dataset, whose one request is out by now.
        stop = {
          reason: 'cancelled',
          message: `cancelled ${where || 'during the request'} (${errorMessage(deps.signal.reason)})`,
        };
        break;
      }
      if (pending === undefined && budget.remaining < 1) {
        const from = where.replace(/^(at|on) /, 'from ');
        stop = {
          reason: 'budget',
          message: `stopped after ${budget.spent} requests (max-requests, retries included) with ${label} rows left ${from}: raise max-requests or narrow the date range`,
        };
        break;
      }
      let page: AnalyticsResponse<AnalyticsDataset>;
      try {
        page = await (pending ?? send(query));
      } catch (error) {
        stop = classify(error, deps, label, where);
        break;
      } finally {
        pending = undefined;
      }
      pages += 1;
      const pageRows = definition.rows(page);
      const more = definition.hasMore(page);
      const step = nextStep(page, pageRows, more, where);
      // The log line counts the requests spent up to this page, as when the pages were fetched one after the other.
      const spent = budget.spent;
      // The next page is requested before this one is written, so that writing overlaps the network.
      if (step.next !== undefined && !deps.signal.aborted && budget.remaining >= 1) {
        pending = send(step.next);
        await letRequestOut();
      }
      deps.log(
        `${name}${where ? ` ${where}` : ''}: ${pageRows.length} rows, ${rows + (step.distrust?.write === false ? 0 : pageRows.length)} so far${endpoint.paging === 'single' ? '' : `, hasMore ${more}`} (${spent} of ${budget.max} requests spent)`,
      );
      if (step.distrust !== undefined) stop = { reason: 'error', message: step.distrust.message };
      if (step.distrust?.write === true) resumable = false;
      if (step.distrust?.write !== false) {
        await Promise.all([
          json?.append(pageRows.map((row) => definition.jsonRow(row, privacy))),
          csv?.append(pageRows.map((row) => definition.csvRecord(row, privacy))),
        ]);
        for (const row of pageRows) {
          collector.row(row);
          if (duplicates !== undefined && definition.key !== undefined) duplicates.add(definition.key.of(row));
        }
        deps.observe?.(name, pageRows);
        collector.page?.(page);
        const change = last === undefined ? undefined : definition.changed?.(last, page);
        if (change !== undefined) {
          if (totalsChanged === false) {
            deps.warn(
              `The API's totals changed between two pages of ${name} (${change}): the data was updated during the export. The files use the last page's totals; rows of different pages may come from different moments.`,
            );
          }
          totalsChanged = true;
        }
        last = page;
        rows += pageRows.length;
        if (endpoint.paging === 'single') truncated = more;
      }
      if (step.next === undefined) break;
      query = step.next;
    }
  } catch (error) {
    await Promise.all([json?.discard(), csv?.discard()]);
    throw new ExportError(`Could not write the ${plan.fileStem} files in ${dir}: ${errorMessage(error)}`, {
      cause: error,
    });
  } finally {
    // Only a request sent ahead and never awaited is still out (aborting costs ~20 ms per 400
    // requests: every finished request's signal depends on this one).
    if (pending !== undefined) ahead.abort(new Error(`the ${name} export ended`));
  }

  const report = duplicates?.report();
  if (report !== undefined && definition.key !== undefined)
    warnDuplicates(report, name, definition.key.field, deps.warn);
  const complete = stop === undefined;
  const message = stop === undefined ? undefined : deps.redact(clause(stop.message));
  const stoppedAtOffset = complete || endpoint.paging !== 'offset' ? undefined : (query.offset ?? 0);
  const stoppedAtCursor = complete || endpoint.paging !== 'cursor' || !resumable ? undefined : query.cursor;
  const tail = last === undefined && resume?.tail !== undefined ? resume.tail : definition.tail(last);
  const ending = {
    ...tail,
    complete,
    ...(message === undefined ? {} : { error: message }),
    ...(stoppedAtOffset === undefined ? {} : { stoppedAtOffset }),
  };
  const files: WrittenFile[] = [];
  try {
    if (json !== undefined) files.push(complete ? await json.commit(ending) : await json.keepPartial(ending));
    if (csv !== undefined) files.push(complete ? await csv.commit() : await csv.keepPartial());
  } catch (error) {
    await Promise.all([json?.discard(), csv?.discard()]);
    throw new ExportError(`Could not finish the ${plan.fileStem} files in ${dir}: ${errorMessage(error)}`, {
      cause: error,
    });
  }
  return {
    dataset: name,
    status: complete ? 'complete' : 'partial',
    rows,
    pages,
    requests,
    limit,
    files,
    truncated,
    stop: stop === undefined || message === undefined ? undefined : { reason: stop.reason, message },
    stoppedAtOffset,
    ...(stoppedAtCursor === undefined ? {} : { stoppedAtCursor }),
    ...(resume === undefined ? {} : { resumed: 'continued' as const }),
    duplicates: report,
    totalsChanged,
    tail,
    summary: collector.result(),
  };
}

/** The warnings of a duplicate check: rows that repeat a key, and a check that stopped at its memory bound. */
function warnDuplicates(
  report: DuplicateReport,
  dataset: AnalyticsDataset,
  field: string,
  warn: (line: string) => void,
): void {
  if (report.count > 0) {
    const examples = report.examples
      .slice(0, 3)
      .map((p) => JSON.stringify(p))
      .join(', ');
    warn(
      `${report.count} ${report.count === 1 ? `row of ${dataset} repeats a ${field}` : `rows of ${dataset} repeat a ${field}`} already exported on an earlier page (e.g. ${examples}): offset pagination over data that changed during the export, so other pages may also have been skipped. Every row is kept as the API returned it; sum or deduplicate by ${field} downstream, or export again.`,
    );
  }
  if (report.truncated) {
    warn(
      `The duplicate ${field} check of ${dataset} stopped after ${MAX_TRACKED_KEYS} distinct values (${report.checkedRows} rows) to keep memory bounded; later rows were not checked.`,
    );
  }
}
