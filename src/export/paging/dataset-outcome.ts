/**
 * What the page loop (`export-dataset.ts`) is given and gives back: the plan of one dataset, what a
 * resumed run kept of it, its outcome (complete, partial with why, skipped), the file names, and
 * the error of files that could not be written.
 */
import type { DatasetDefinition, DatasetRows, DatasetSummary } from '../datasets/definition.ts';
import { type DuplicateReport } from './duplicate-keys.ts';
import type { ExportFormat } from '../files/formats.ts';
import { partialFileName } from '../files/output-dir.ts';
import type { Privacy } from '../privacy.ts';
import type { RequestBudget } from './request-budget.ts';
import type { WrittenFile } from '../files/temp-file.ts';
import type { AnalyticsFetcher } from '../../mintlify/analytics.ts';
import { ANALYTICS_ENDPOINTS, type AnalyticsDataset } from '../../mintlify/analytics-endpoints.ts';

/**
 * Why a dataset stopped early. `budget`, `rate-limit`, `unauthorized`
 * and `cancelled` stop the whole run; `error` only this dataset.
 */
export type StopReason = 'budget' | 'rate-limit' | 'unauthorized' | 'cancelled' | 'error';

/** How a dataset ended: `skipped` when the run stopped before its first request. */
type DatasetStatus = 'complete' | 'partial' | 'skipped';

/** What to export of one dataset. */
export interface DatasetPlan {
  definition: DatasetDefinition<AnalyticsDataset, DatasetRows[AnalyticsDataset]>;
  /** Base of the file names: `<stem>.json`, `<stem>.csv` (`views`, or `page-views` for that mode). */
  fileStem: string;
  /** `limit` of every request; `undefined`: the endpoint's largest (`page-views` sends `page-size`). */
  limit: number | undefined;
  /** JSON fields written before the rows (project, range, generation time…), given the run's privacy rules. */
  head: (privacy: Privacy) => Readonly<Record<string, unknown>>;
  /**
   * Continue what an earlier run of the same snapshot kept, instead
   * of starting from the first page (see {@link DatasetResume}).
   */
  resume?: DatasetResume;
}

/**
 * A dataset an earlier run of the same snapshot left partial (`resume.ts` checked that the
 * snapshot is the same and the files match their manifest): the export replays its kept rows into
 * the new files, the summary and the observer, then goes on from where it stopped. Rows, pages and
 * requests count on from the earlier runs'. When the API refuses the resumed request (HTTP 400,
 * e.g. an expired cursor) the dataset starts again from its first page, with a notice.
 */
interface DatasetResume {
  /** Rows kept (as the manifest lists them). */
  rows: number;
  /** Responses and HTTP requests of the earlier runs. */
  pages: number;
  requests: number;
  /** Offset paging: the offset of the first page not written. */
  offset: number | undefined;
  /** Cursor paging: the cursor of the first page not written. */
  cursor: string | undefined;
  /**
   * The kept `<stem>.partial.json` (required: its rows are replayed) and `<stem>.partial.csv` (when CSV is exported).
   */
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
