/**
 * Exports one dataset: requests its endpoint page by page with the largest `limit` the spec
 * allows, following its own paging (`offset` += limit while `hasMore`; `cursor` = `nextCursor`
 * until it is null; one request for `feedback-by-page` and `assistant-callers`), and streams
 * each page's rows to `<dataset>.json` / `<dataset>.csv` and to the summary collector. The next
 * page is requested as soon as a page has arrived and says where the next one starts, before
 * that page is written, so writing overlaps the network and memory holds two pages at most.
 *
 * Every request is counted against the snapshot's `RequestBudget`, retries included:
 * none is sent once the budget is spent, and a request may retry only as often as the budget
 * has room for. The export ends:
 * - complete: the files get their complete names;
 * - partial (budget spent, the API failing after retries — a 429 whose `Retry-After` exceeds
 *   the client's patience included —, a cancellation, or pages it does not trust: a short page
 *   or a repeated page that says `hasMore`, a cursor sent twice, empty pages that claim more):
 *   the rows received are kept in
 *   `<dataset>.partial.json` (`"complete": false` and the error) and `<dataset>.partial.csv`;
 * - failed (the files themselves could not be written): {@link ExportError}, no file kept.
 */
import * as path from 'node:path';
import { errorMessage, MintlifyApiError } from '../errors.ts';
import { openCsvFileWriter, type CsvFileWriter } from '../export/csv.ts';
import type { ExportFormat } from '../export/formats.ts';
import { openJsonDocument, type JsonDocumentWriter } from '../export/json-document.ts';
import { letRequestOut } from '../export/let-request-out.ts';
import type { RequestBudget } from '../export/request-budget.ts';
import type { WrittenFile } from '../export/temp-file.ts';
import { ANALYTICS_ENDPOINTS, endpointName, type AnalyticsDataset, type AnalyticsFetcher, type AnalyticsQuery, type AnalyticsResponse, type Paging } from '../mintlify/analytics.ts';
import type { DatasetDefinition, DatasetSummary } from './datasets.ts';
import type { Privacy } from './privacy.ts';
import { clause } from '../format/sentence.ts';

/** Consecutive empty pages that still claim more rows after which a dataset stops. */
export const MAX_EMPTY_PAGES = 3;

/** Why a dataset stopped early. `budget`, `rate-limit` and `cancelled` stop the whole snapshot; `error` only this dataset. */
export type StopReason = 'budget' | 'rate-limit' | 'unauthorized' | 'cancelled' | 'error';

/** How a dataset ended: `skipped` when the snapshot stopped before its first request. */
export type DatasetStatus = 'complete' | 'partial' | 'skipped';

/** The outcome of one dataset. */
export interface DatasetOutcome {
  dataset: AnalyticsDataset;
  status: DatasetStatus;
  /** Rows written to each file. */
  rows: number;
  /** Responses received. */
  pages: number;
  /** HTTP requests spent on this dataset, retries included. */
  requests: number;
  /** `limit` of every request; `undefined` for `assistant-callers`. */
  limit: number | undefined;
  /** The data files written (complete or partial names), in format order. */
  files: WrittenFile[];
  /** `feedback-by-page` only: the API said rows were left out (`hasMore`; it has no paging parameter). */
  truncated: boolean;
  /** Why it stopped early (redacted); `undefined` when complete. */
  stop: { reason: StopReason; message: string } | undefined;
  /** What the job summary shows; `undefined` when skipped. */
  summary: DatasetSummary | undefined;
}

/** The files could not be written: nothing of this dataset is kept. */
export class ExportError extends Error {
  override name = 'ExportError';
}

/** Everything {@link exportDataset} needs from the outside. */
export interface DatasetExportDeps {
  fetch: AnalyticsFetcher;
  /** Sent as `dateFrom`/`dateTo` when defined (`dateTo` exclusive). */
  range: { dateFrom: string | undefined; dateTo: string | undefined };
  formats: readonly ExportFormat[];
  outputDir: string;
  /** JSON fields written before the rows (project, range, generation time, privacy). */
  head: Readonly<Record<string, unknown>>;
  privacy: Privacy;
  /** Rows of each summary top-N table. */
  summaryRows: number;
  /** The snapshot's budget, shared by every dataset: every request and retry is spent from it. */
  budget: RequestBudget;
  signal: AbortSignal;
  /** One line per page. */
  log: (line: string) => void;
  /** Removes secrets from text written to the files (an error may echo the API key). */
  redact: (text: string) => string;
}

/** File names of a dataset in `output-dir`. */
export function datasetFileNames(dataset: AnalyticsDataset): { json: string; csv: string; partialJson: string; partialCsv: string } {
  return { json: `${dataset}.json`, csv: `${dataset}.csv`, partialJson: `${dataset}.partial.json`, partialCsv: `${dataset}.partial.csv` };
}

/** A dataset the snapshot did not start, with why. */
export function skippedOutcome(dataset: AnalyticsDataset, reason: StopReason, message: string): DatasetOutcome {
  return {
    dataset,
    status: 'skipped',
    rows: 0,
    pages: 0,
    requests: 0,
    limit: ANALYTICS_ENDPOINTS[dataset].maxLimit,
    files: [],
    truncated: false,
    stop: { reason, message },
    summary: undefined,
  };
}

/** Where a request is, for messages: `at offset 500` (offset paging), `on page 3` (cursor paging), or '' (one request). */
function position(paging: Paging, query: AnalyticsQuery, page: number): string {
  if (paging === 'offset') return `at offset ${query.offset ?? 0}`;
  if (paging === 'cursor') return `on page ${page}`;
  return '';
}

/**
 * Exports one dataset (see the module comment).
 * @returns its outcome: complete, partial with the reason, or skipped (no file) when the run
 *   is cancelled or the budget spent before its first request.
 * @throws ExportError when its files cannot be created or written (they are removed).
 */
export async function exportDataset<D extends AnalyticsDataset, Row>(definition: DatasetDefinition<D, Row>, deps: DatasetExportDeps): Promise<DatasetOutcome> {
  const name = definition.name;
  if (deps.signal.aborted) return skippedOutcome(name, 'cancelled', 'not fetched: the run was cancelled');
  if (deps.budget.remaining < 1) return skippedOutcome(name, 'budget', `not fetched: max-requests (${deps.budget.max}) was spent before this dataset`);
  const endpoint = ANALYTICS_ENDPOINTS[name];
  const names = datasetFileNames(name);
  const dir = deps.outputDir;
  const columns = definition.columns(deps.privacy);
  let json: JsonDocumentWriter | undefined;
  let csv: CsvFileWriter | undefined;
  try {
    if (deps.formats.includes('json')) {
      json = await openJsonDocument(
        { path: path.join(dir, names.json), partialPath: path.join(dir, names.partialJson) },
        { dataset: name, ...deps.head },
        definition.arrayKey,
      );
    }
    if (deps.formats.includes('csv')) {
      csv = await openCsvFileWriter({ path: path.join(dir, names.csv), partialPath: path.join(dir, names.partialCsv) }, columns);
    }
  } catch (error) {
    await Promise.all([json?.discard(), csv?.discard()]);
    throw new ExportError(`Could not create the ${name} files in ${dir}: ${errorMessage(error)}`, { cause: error });
  }

  const collector = definition.collector({ rows: deps.summaryRows, privacy: deps.privacy });
  const { budget } = deps;
  let query: AnalyticsQuery = {
    dateFrom: deps.range.dateFrom,
    dateTo: deps.range.dateTo,
    limit: endpoint.maxLimit,
    offset: endpoint.paging === 'offset' ? 0 : undefined,
  };
  let rows = 0;
  let pages = 0;
  let requests = 0;
  let emptyRun = 0;
  let truncated = false;
  let last: AnalyticsResponse<D> | undefined;
  let stop: { reason: StopReason; message: string } | undefined;
  const seenCursors = new Set<string>();
  /** Offset paging: the first row of the previous page, serialized, to notice a page sent twice. */
  let previousFirst: string | undefined;
  /**
   * What follows a page, from the page alone: the query of the next page, or none (the last
   * page, or a page that breaks the paging contract: then `stop` says why).
   */
  const nextStep = (
    page: AnalyticsResponse<D>,
    pageRows: readonly Row[],
    more: boolean,
    where: string,
  ): { next?: AnalyticsQuery; stop?: { reason: StopReason; message: string }; duplicate?: boolean } => {
    if (endpoint.paging === 'single' || !more) return {};
    emptyRun = pageRows.length === 0 ? emptyRun + 1 : 0;
    if (emptyRun >= MAX_EMPTY_PAGES) {
      return { stop: { reason: 'error', message: `${endpointName(name)} sent ${emptyRun} empty pages in a row that still said there were more rows (last ${where}); stopped to avoid an endless loop` } };
    }
    if (endpoint.paging === 'offset') {
      const limit = endpoint.maxLimit ?? 0;
      const first = pageRows[0] === undefined ? undefined : JSON.stringify(pageRows[0]);
      if (pageRows.length > 0 && pageRows.length < limit) {
        return { stop: { reason: 'error', message: `${endpointName(name)} sent ${pageRows.length} rows, fewer than limit ${limit}, ${where} but said hasMore: true; the next offset would skip rows, so the export stopped` } };
      }
      if (first !== undefined && first === previousFirst) {
        return {
          stop: { reason: 'error', message: `${endpointName(name)} sent ${where} the same rows as at the previous offset; stopped to avoid an endless loop` },
          duplicate: true,
        };
      }
      previousFirst = first;
      return { next: { ...query, offset: (query.offset ?? 0) + limit } };
    }
    const cursor = definition.nextCursor(page);
    if (cursor === null || seenCursors.has(cursor)) {
      return {
        stop: {
          reason: 'error',
          message: `${endpointName(name)} returned ${cursor === null ? 'no nextCursor but said there were more rows' : 'a nextCursor it had returned before'} on page ${pages}; stopped to avoid an endless loop`,
        },
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
  const send = (q: AnalyticsQuery): Promise<AnalyticsResponse<D>> => {
    spend();
    const sent = deps.fetch(name, q, { signal, maxRetries: budget.remaining, onRetry: spend });
    // Awaited by the next turn of the loop; a failure while the page before is written must not go unhandled.
    sent.catch(() => undefined);
    return sent;
  };
  /** The request for `query`, when it was sent while the previous page was written. */
  let pending: Promise<AnalyticsResponse<D>> | undefined;

  try {
    for (;;) {
      const where = position(endpoint.paging, query, pages + 1);
      if (deps.signal.aborted) {
        stop = { reason: 'cancelled', message: `cancelled ${where || 'before the first request'} (${errorMessage(deps.signal.reason)})` };
        break;
      }
      if (pending === undefined && budget.remaining < 1) {
        stop = {
          reason: 'budget',
          message: `max-requests (${budget.max}) reached ${where ? `${where} ` : ''}after ${rows} rows: the next request would exceed the snapshot's request budget`,
        };
        break;
      }
      let page: AnalyticsResponse<D>;
      try {
        page = await (pending ?? send(query));
      } catch (error) {
        stop = classify(error, deps, where);
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
      // A page sent twice is not written twice: the partial files hold each row once.
      const kept = step.duplicate ? [] : pageRows;
      await Promise.all([
        json?.append(kept.map((row) => definition.jsonRow(row, deps.privacy))),
        csv?.append(kept.map((row) => definition.csvRecord(row, deps.privacy))),
      ]);
      for (const row of kept) collector.row(row);
      collector.page?.(page);
      last = page;
      rows += kept.length;
      deps.log(`${name}${where ? ` ${where}` : ''}: ${pageRows.length} rows, ${rows} so far${endpoint.paging === 'single' ? '' : `, more ${more}`} (${spent} of ${budget.max} requests spent)`);
      if (endpoint.paging === 'single') truncated = more;
      if (step.stop !== undefined) stop = step.stop;
      if (step.next === undefined) break;
      query = step.next;
    }
  } catch (error) {
    await Promise.all([json?.discard(), csv?.discard()]);
    throw new ExportError(`Could not write the ${name} files in ${dir}: ${errorMessage(error)}`, { cause: error });
  } finally {
    ahead.abort(new Error(`the ${name} export ended`));
  }

  const complete = stop === undefined;
  const message = stop === undefined ? undefined : deps.redact(clause(stop.message));
  const tail = { ...definition.tail(last), complete, ...(message === undefined ? {} : { error: message }) };
  const files: WrittenFile[] = [];
  try {
    if (json !== undefined) files.push(complete ? await json.commit(tail) : await json.keepPartial(tail));
    if (csv !== undefined) files.push(complete ? await csv.commit() : await csv.keepPartial());
  } catch (error) {
    await Promise.all([json?.discard(), csv?.discard()]);
    throw new ExportError(`Could not finish the ${name} files in ${dir}: ${errorMessage(error)}`, { cause: error });
  }
  return {
    dataset: name,
    status: complete ? 'complete' : 'partial',
    rows,
    pages,
    requests,
    limit: endpoint.maxLimit,
    files,
    truncated,
    stop: stop === undefined || message === undefined ? undefined : { reason: stop.reason, message },
    summary: collector.result(),
  };
}

/** Why a request failed, as a {@link StopReason} and a message naming the endpoint and where. */
function classify(error: unknown, deps: DatasetExportDeps, where: string): { reason: StopReason; message: string } {
  if (deps.signal.aborted) return { reason: 'cancelled', message: `cancelled ${where || 'during the request'} (${errorMessage(deps.signal.reason)})` };
  const text = clause(errorMessage(error));
  if (error instanceof MintlifyApiError && error.status === 429) {
    return {
      reason: 'rate-limit',
      message: `${text}. The organisation's analytics rate limit (100 requests per hour, shared by every analytics client) is reached: the API still answered 429 after the retries, or asked to wait longer than the run waits (Retry-After); the snapshot stopped`,
    };
  }
  if (error instanceof MintlifyApiError && (error.status === 401 || error.status === 403)) {
    return { reason: 'unauthorized', message: `${text}; the snapshot stopped (every other dataset would be refused too)` };
  }
  if (deps.budget.remaining < 1) {
    return { reason: 'budget', message: `${text} (max-requests ${deps.budget.max} reached: no request was left for another retry)` };
  }
  return { reason: 'error', message: text };
}
