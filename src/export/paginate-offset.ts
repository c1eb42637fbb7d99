/**
 * The pagination loop of an offset-paged analytics endpoint (`offset` = 0, limit, 2·limit…
 * while `hasMore`), within a request budget. It stops, rather than trusting the server, on
 * pages that would make it loop or skip rows. While page n is consumed, page n+1 is already
 * being requested, so writing overlaps the network and memory holds at most two pages.
 */
import { MintlifyApiError, errorMessage } from '../errors.ts';
import { letRequestOut } from './let-request-out.ts';
import { RequestBudgetExceeded, type RequestBudget } from './request-budget.ts';

/** Consecutive empty pages with `hasMore: true` after which pagination stops. */
export const MAX_EMPTY_PAGES = 3;

/** True for what the client retries when it may (network errors, timeouts, 408, 429, 5xx). */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof MintlifyApiError) || error.status === undefined) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Fetches one page. `onRetry` must be called before each retry the HTTP client makes for this
 * page (429, 5xx, network errors, timeouts): it spends the retry from the budget, and throws
 * {@link RequestBudgetExceeded} (to be let through, which stops the retries) when none is left.
 */
export type FetchOffsetPage<Page> = (page: { limit: number; offset: number }, signal: AbortSignal, onRetry: () => void, maxRetries: number) => Promise<Page>;

/** Options of {@link paginateOffset}. */
export interface OffsetPaginationOptions<Page> {
  /** The endpoint, as messages name it, e.g. `GET /v1/analytics/{projectId}/views`. */
  endpoint: string;
  fetchPage: FetchOffsetPage<Page>;
  /** The rows of a page and its `hasMore`. */
  read: (page: Page) => { rows: readonly unknown[]; hasMore: boolean };
  /** `limit` of every request. */
  pageSize: number;
  /** Every request, retries included, is spent from it; may be shared with other exports. */
  budget: RequestBudget;
  /** Consumes one page (writes its rows). The next page is not consumed before it resolves. */
  onPage: (page: Page, offset: number) => Promise<void>;
  /** One line per page: offset, rows so far, hasMore. */
  log: (line: string) => void;
  /** Aborts the request in flight. */
  signal: AbortSignal;
  /** Default {@link MAX_EMPTY_PAGES}. */
  maxEmptyPages?: number;
}

/** What a complete pagination saw. */
export interface OffsetPaginationResult<Page> {
  /** Rows consumed, over all pages. */
  rows: number;
  /** Pages received: successful API responses, whether consumed or refused. */
  pages: number;
  /** HTTP requests spent by this pagination: one per page requested plus every retry. */
  requests: number;
  /** The last page. */
  last: Page;
}

/**
 * Why pagination stopped early: the API (an error after the client's retries, or a page that
 * breaks the paging contract), the request budget, the consumer, or a cancellation.
 */
export type PaginationFailure = 'fetch' | 'budget' | 'consumer' | 'cancelled';

/**
 * Pagination stopped before the last page. `offset` is the offset of the first page not
 * consumed; `rows` were consumed before it; `pages` and `requests` count as in
 * {@link OffsetPaginationResult}.
 */
export class PaginationError extends Error {
  override name = 'PaginationError';
  readonly offset: number;
  readonly rows: number;
  readonly pages: number;
  readonly requests: number;
  readonly failure: PaginationFailure;

  constructor(
    message: string,
    details: { offset: number; rows: number; pages: number; requests: number; failure: PaginationFailure; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.offset = details.offset;
    this.rows = details.rows;
    this.pages = details.pages;
    this.requests = details.requests;
    this.failure = details.failure;
  }
}

/**
 * Fetches every page and hands each to `onPage`, in order.
 * @throws PaginationError naming the offset reached when a request fails after the client's
 *   retries; when the budget has no request left for the next page or a retry; when a page
 *   repeats the previous one, holds fewer rows than `pageSize` yet says `hasMore: true`, or is
 *   the `maxEmptyPages`-th empty page in a row that says `hasMore: true` (such pages are not
 *   consumed); when `onPage` throws; or when the signal aborts.
 */
export async function paginateOffset<Page>(options: OffsetPaginationOptions<Page>): Promise<OffsetPaginationResult<Page>> {
  const { endpoint, fetchPage, read, pageSize, budget, onPage, log } = options;
  const maxEmptyPages = options.maxEmptyPages ?? MAX_EMPTY_PAGES;
  // Aborted on the way out, so that a prefetched request never outlives a failed export.
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(options.signal.reason);
  options.signal.addEventListener('abort', onAbort, { once: true });
  if (options.signal.aborted) onAbort();

  const spentBefore = budget.spent;
  let offset = 0;
  let rows = 0;
  let pages = 0;
  let retryRefused = false;
  const stop = (message: string, failure: PaginationFailure, cause?: unknown): PaginationError =>
    new PaginationError(message, { offset, rows, pages, requests: budget.spent - spentBefore, failure, cause });
  const budgetSpent = (): PaginationError =>
    stop(
      `stopped after ${budget.spent} requests (max-requests, retries included) with ${endpoint} rows left from offset ${offset}: raise max-requests or narrow the date range`,
      'budget',
    );

  /** Requests the page at `at`; `undefined` when the budget has no request left. */
  const request = (at: number): Promise<Page> | undefined => {
    if (budget.remaining === 0) return undefined;
    budget.spend();
    // One short-lived signal per request, unhooked when it settles: listeners that the HTTP
    // stack hangs on it must not pile up on a signal that lives as long as the export.
    const perRequest = new AbortController();
    const forward = (): void => perRequest.abort(controller.signal.reason);
    controller.signal.addEventListener('abort', forward, { once: true });
    const onRetry = (): void => {
      try {
        budget.spend();
      } catch (error) {
        retryRefused = true;
        perRequest.abort(error);
        throw error;
      }
    };
    // `budget.remaining` caps the client's retries, so it never waits out a Retry-After for a retry the budget would refuse.
    const pending = fetchPage({ limit: pageSize, offset: at }, perRequest.signal, onRetry, budget.remaining).finally(() =>
      controller.signal.removeEventListener('abort', forward),
    );
    // Awaited below; a rejection while the consumer is still writing must not go unhandled.
    pending.catch(() => undefined);
    return pending;
  };

  let previous: { offset: number; rows: string } | undefined;
  let emptyRun = 0;
  let pending = request(0);
  try {
    for (;;) {
      if (pending === undefined) throw budgetSpent();
      let page: Page;
      try {
        page = await pending;
      } catch (error) {
        if (options.signal.aborted) throw stop(`cancelled at offset ${offset} (${errorMessage(options.signal.reason)})`, 'cancelled', error);
        // With the budget spent, the client was allowed no retry: say so rather than report a transient error as final.
        if (retryRefused || error instanceof RequestBudgetExceeded || (budget.remaining === 0 && isRetryable(error))) {
          throw stop(
            `${endpoint} failed at offset ${offset} and a retry would exceed max-requests (${budget.spent} requests spent, retries included); stopped: raise max-requests or try again later`,
            'budget',
            error,
          );
        }
        throw stop(errorMessage(error), 'fetch', error);
      }
      pages += 1;
      const { rows: pageRows, hasMore } = read(page);
      log(`offset ${offset}: ${pageRows.length} rows, ${rows + pageRows.length} so far, hasMore ${hasMore}`);

      emptyRun = pageRows.length === 0 && hasMore ? emptyRun + 1 : 0;
      if (emptyRun >= maxEmptyPages) {
        throw stop(
          `${endpoint} sent ${emptyRun} empty pages in a row (HTTP 200) that still said hasMore: true (offsets ${offset - (emptyRun - 1) * pageSize} to ${offset}); stopped to avoid an endless loop`,
          'fetch',
        );
      }
      const text = pageRows.length > 0 ? JSON.stringify(pageRows) : '';
      if (previous !== undefined && text !== '' && text === previous.rows) {
        throw stop(
          `${endpoint} returned at offset ${offset} the same ${pageRows.length} rows as at offset ${previous.offset} (HTTP 200, hasMore: ${hasMore}); stopped to avoid an endless loop`,
          'fetch',
        );
      }
      if (hasMore && pageRows.length > 0 && pageRows.length < pageSize) {
        throw stop(
          `${endpoint} returned ${pageRows.length} rows at offset ${offset}, fewer than limit=${pageSize}, yet said hasMore: true; stopped, as the next offset would skip rows`,
          'fetch',
        );
      }
      previous = { offset, rows: text };

      const next = offset + pageSize;
      if (hasMore) {
        pending = request(next);
        if (pending !== undefined) await letRequestOut();
      }
      try {
        await onPage(page, offset);
      } catch (error) {
        throw stop(`could not write the page at offset ${offset}: ${errorMessage(error)}`, 'consumer', error);
      }
      rows += pageRows.length;
      if (!hasMore) return { rows, pages, requests: budget.spent - spentBefore, last: page };
      offset = next;
    }
  } finally {
    options.signal.removeEventListener('abort', onAbort);
    controller.abort(new Error('pagination ended'));
  }
}
