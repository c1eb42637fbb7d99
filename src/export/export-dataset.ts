/**
 * The one page loop: exports one dataset of any definition (`datasets.ts`). It requests the
 * dataset's endpoint page by page, following its paging (`offset` += limit while `hasMore`;
 * `cursor` = `nextCursor` until there is none; one request for `feedback-by-page` and
 * `assistant-callers`), and streams each page's rows to `<stem>.json` / `<stem>.csv`, to the
 * summary collector and to any later phase's observer. The next page is requested as soon as a
 * page has arrived and says where the next one starts, before that page is written, so writing
 * overlaps the network and memory holds two pages at most. The first page is requested before
 * the privacy rules are asked for and the files opened (a rules lookup such as the repository's
 * visibility overlaps the first request); nothing is written before the rules are known.
 *
 * Every request is counted against the run's `RequestBudget`, retries included: none is sent
 * once the budget is spent, and a request may retry only as often as the budget has room for
 * (so no `Retry-After` is waited out for a retry the budget would refuse). The export ends:
 * - complete: the files get their complete names;
 * - partial (budget spent, the API failing after retries — a 429 whose `Retry-After` exceeds
 *   the client's patience included —, a cancellation, or a page it does not trust): the rows
 *   received are kept in `<stem>.partial.json` (`"complete": false`, the error and, for offset
 *   paging, `stoppedAtOffset`: the offset of the first page not written) and
 *   `<stem>.partial.csv`. Pages not trusted: a page whose rows repeat those of ANY earlier page
 *   of the dataset (a SHA-256 per page; it is not written), a short offset page that says
 *   `hasMore` (not written: the next offset would skip rows), the third empty page in a row that
 *   claims more, a cursor sent twice or `hasMore` without a cursor;
 * - failed (the files themselves could not be written): {@link ExportError}, no file kept.
 */
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { clause } from '../format/sentence.ts';
import { errorMessage, MintlifyApiError } from '../errors.ts';
import { openCsvFileWriter, type CsvFileWriter } from './csv.ts';
import type { DatasetDefinition, DatasetRows, DatasetSummary } from './datasets.ts';
import { DuplicateKeys, MAX_TRACKED_KEYS, type DuplicateReport } from './duplicate-keys.ts';
import type { ExportFormat } from './formats.ts';
import { openJsonDocument, type JsonDocumentWriter } from './json-document.ts';
import { readKeptRows } from './kept-rows.ts';
import { tailPage } from './kept-dataset.ts';
import { letRequestOut } from './let-request-out.ts';
import { partialFileName } from './output-dir.ts';
import type { Privacy } from './privacy.ts';
import type { RequestBudget } from './request-budget.ts';
import type { WrittenFile } from './temp-file.ts';
import type { AnalyticsFetcher, AnalyticsResponse } from '../mintlify/analytics.ts';
import {
  ANALYTICS_ENDPOINTS,
  endpointName,
  type AnalyticsDataset,
  type AnalyticsQuery,
  type Paging,
} from '../mintlify/analytics-endpoints.ts';

/** Consecutive empty pages that still claim more rows after which a dataset stops. */
export const MAX_EMPTY_PAGES = 3;

/** Why a dataset stopped early. `budget`, `rate-limit`, `unauthorized` and `cancelled` stop the whole run; `error` only this dataset. */
export type StopReason = 'budget' | 'rate-limit' | 'unauthorized' | 'cancelled' | 'error';

/** How a dataset ended: `skipped` when the run stopped before its first request. */
export type DatasetStatus = 'complete' | 'partial' | 'skipped';

/** What to export of one dataset. */
export interface DatasetPlan {
  definition: DatasetDefinition<AnalyticsDataset, DatasetRows[AnalyticsDataset]>;
  /** Base of the file names: `<stem>.json`, `<stem>.csv` (`views`, or `page-views` for that mode). */
  fileStem: string;
  /** `limit` of every request; `undefined`: the endpoint's largest (`page-views` sends `page-size`). */
  limit: number | undefined;
  /** JSON fields written before the rows (project, range, generation time…), given the run's privacy rules. */
  head: (privacy: Privacy) => Readonly<Record<string, unknown>>;
  /** Continue what an earlier run of the same snapshot kept, instead of starting from the first page (see {@link DatasetResume}). */
  resume?: DatasetResume;
}

/**
 * A dataset an earlier run of the same snapshot left partial (`resume.ts` checked that the
 * snapshot is the same and the files match their manifest): the export replays its kept rows into
 * the new files, the summary and the observer, then goes on from where it stopped. Rows, pages and
 * requests count on from the earlier runs'. When the API refuses the resumed request (HTTP 400,
 * e.g. an expired cursor) the dataset starts again from its first page, with a notice.
 */
export interface DatasetResume {
  /** Rows kept (as the manifest lists them). */
  rows: number;
  /** Responses and HTTP requests of the earlier runs. */
  pages: number;
  requests: number;
  /** Offset paging: the offset of the first page not written. */
  offset: number | undefined;
  /** Cursor paging: the cursor of the first page not written. */
  cursor: string | undefined;
  /** The kept `<stem>.partial.json` (required: its rows are replayed) and `<stem>.partial.csv` (when CSV is exported). */
  json: string;
  csv: string | undefined;
  /** The JSON fields after the rows the earlier run wrote (e.g. `totals`): kept when no page arrives in this run. */
  tail: Record<string, unknown> | undefined;
  /** The earlier runs saw the site-wide figures change between two pages. */
  totalsChanged: boolean | undefined;
}

/** The outcome of one dataset. */
export interface DatasetOutcome {
  dataset: AnalyticsDataset;
  status: DatasetStatus;
  /** Rows written to each file. */
  rows: number;
  /** Responses received (a page not trusted included). */
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
  /** Offset paging, stopped early: the offset of the first page not written. */
  stoppedAtOffset: number | undefined;
  /**
   * Cursor paging, stopped early: the cursor of the first page not written, where a later run
   * resumes; `undefined` at the first page, or when the rows written do not end right before a
   * page (a page kept although its cursor was not trusted): the dataset then starts afresh.
   */
  stoppedAtCursor?: string;
  /**
   * Resumed snapshots: `kept` when an earlier run completed it (its files carried, no request),
   * `continued` when this run went on from where an earlier one stopped, `restarted` when the API
   * refused the resumed request, so it began again; absent otherwise.
   */
  resumed?: 'kept' | 'continued' | 'restarted';
  /** Rows whose key repeats an earlier row's (datasets with a `key`: views, visitors); `undefined` otherwise. */
  duplicates: DuplicateReport | undefined;
  /** True when the site-wide figures differed between two pages (datasets with `changed`); `undefined` otherwise. */
  totalsChanged: boolean | undefined;
  /** The JSON fields written after the rows (e.g. `totals`), from the last page written; `undefined` when skipped. */
  tail: Record<string, unknown> | undefined;
  /** What the job summary shows; `undefined` when skipped. */
  summary: DatasetSummary | undefined;
}

/** The files could not be written: nothing of this export is kept. `requests`: HTTP requests spent by then. */
export class ExportError extends Error {
  override name = 'ExportError';
  readonly requests: number;

  constructor(message: string, details: { cause: unknown; requests?: number }) {
    super(message, { cause: details.cause });
    this.requests = details.requests ?? 0;
  }
}

/**
 * Receives each page's rows as written, in order, for a later phase (e.g. findings) that must
 * not spend a request of its own. The rows are the API's, BEFORE the privacy rules: whatever the
 * observer keeps must apply them before it is written anywhere. Keep it bounded (a top-N, counts).
 */
export type RowObserver = <D extends AnalyticsDataset>(dataset: D, rows: readonly DatasetRows[D][]) => void;

/** Everything {@link exportDataset} needs from the outside. */
export interface DatasetExportDeps {
  fetch: AnalyticsFetcher;
  /** Sent as `dateFrom`/`dateTo` when defined (`dateTo` exclusive). */
  range: { dateFrom: string | undefined; dateTo: string | undefined };
  formats: readonly ExportFormat[];
  outputDir: string;
  /**
   * The privacy rules, called once the dataset's first request is out (a lookup such as the
   * repository's visibility then overlaps its round trip): no file is opened and no row written,
   * observed or summarized before they resolve. Must not reject.
   */
  privacy: () => Promise<Privacy>;
  /** Rows of each summary top-N table. */
  summaryRows: number;
  /** The run's budget, shared by every dataset: every request and retry is spent from it. */
  budget: RequestBudget;
  signal: AbortSignal;
  /** One line per page. */
  log: (line: string) => void;
  /** What a user should see in the run's annotations (duplicate rows, totals that changed). */
  warn: (line: string) => void;
  /** Notices for the run's annotations (a resumed dataset that had to start again); default: `warn`. */
  notice?: (line: string) => void;
  /** Removes secrets from text written to the files (an error may echo the API key). */
  redact: (text: string) => string;
  observe: RowObserver | undefined;
}

/** File names of a dataset in `output-dir`, from its stem: `views` → `views.json`, `views.partial.json`… */
export function datasetFileNames(stem: string): { json: string; csv: string; partialJson: string; partialCsv: string } {
  const json = `${stem}.json`;
  const csv = `${stem}.csv`;
  return { json, csv, partialJson: partialFileName(json), partialCsv: partialFileName(csv) };
}

/** A dataset the run did not start, with why. */
export function skippedOutcome(plan: DatasetPlan, reason: StopReason, message: string): DatasetOutcome {
  return {
    dataset: plan.definition.name,
    status: 'skipped',
    rows: 0,
    pages: 0,
    requests: 0,
    limit: plan.limit ?? ANALYTICS_ENDPOINTS[plan.definition.name].maxLimit,
    files: [],
    truncated: false,
    stop: { reason, message },
    stoppedAtOffset: undefined,
    duplicates: undefined,
    totalsChanged: undefined,
    tail: undefined,
    summary: undefined,
  };
}

/** Where a request is, for messages: `at offset 500` (offset paging), `on page 3` (cursor paging), or '' (one request). */
function position(paging: Paging, query: AnalyticsQuery, page: number): string {
  if (paging === 'offset') return `at offset ${query.offset ?? 0}`;
  if (paging === 'cursor') return `on page ${page}`;
  return '';
}

/** True for what the client retries when it may (network errors, timeouts, 408, 429, 5xx). */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof MintlifyApiError) || error.status === undefined) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/** A page not to trust: why, and whether its rows are still written (they are, when only the way to the next page is broken). */
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
  /** False once a page is written whose successor is not `query` (its cursor was not trusted): a later run cannot resume it. */
  let resumable = true;
  let emptyRun = 0;
  let truncated = false;
  let totalsChanged = definition.changed === undefined ? undefined : (resume?.totalsChanged ?? false);
  let last: AnalyticsResponse<AnalyticsDataset> | undefined;
  let stop: { reason: StopReason; message: string } | undefined;
  const seenCursors = new Set<string>(query.cursor === undefined ? [] : [query.cursor]);
  /** SHA-256 of every non-empty page's rows → where it was received: a page sent again is noticed whatever came between. */
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
    // The earlier runs' rows, in their order, into the new JSON file (the CSV text was copied), the summary and the observer.
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

/** Why a request failed, as a {@link StopReason} and a message naming the endpoint and where. */
function classify(
  error: unknown,
  deps: DatasetExportDeps,
  label: string,
  where: string,
): { reason: StopReason; message: string } {
  if (deps.signal.aborted)
    return {
      reason: 'cancelled',
      message: `cancelled ${where || 'during the request'} (${errorMessage(deps.signal.reason)})`,
    };
  const text = clause(errorMessage(error));
  // With the budget spent, the client was allowed no retry: say so rather than report a transient error as final.
  if (deps.budget.remaining < 1 && isRetryable(error)) {
    return {
      reason: 'budget',
      message: `${label} failed${where ? ` ${where}` : ''} and a retry would exceed max-requests (${deps.budget.spent} requests spent, retries included); stopped: raise max-requests or try again later (last answer: ${text})`,
    };
  }
  if (error instanceof MintlifyApiError && error.status === 429) {
    return {
      reason: 'rate-limit',
      message: `${text}. The organisation's analytics rate limit (100 requests per hour, shared by every analytics client) is reached: the API still answered 429 after the retries, or asked to wait longer than the run waits (Retry-After); the export stopped`,
    };
  }
  if (error instanceof MintlifyApiError && (error.status === 401 || error.status === 403)) {
    return {
      reason: 'unauthorized',
      message: `${text}; the export stopped (every other dataset would be refused too)`,
    };
  }
  return { reason: 'error', message: text };
}
