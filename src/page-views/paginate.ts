/**
 * The pagination loop of `GET /v1/analytics/{projectId}/views` (analytics spec, "Get page
 * views"): `offset` = 0, limit, 2·limit… while `hasMore` is true. Each page is handed to a
 * consumer (the file writers) before the loop goes on, so memory holds at most two pages.
 *
 * While the consumer writes page n, page n+1 is already being requested (when `hasMore`
 * says there is one): the request is spent either way, and writing overlaps the network.
 * Retries (429 with `Retry-After`, 5xx, network errors) happen inside the client, for the
 * same offset, so a retried page is never written twice.
 */
import { errorMessage } from '../errors.ts';
import type { ViewsQuery } from '../mintlify/client.ts';
import type { ViewsPage, ViewsTotals } from '../mintlify/schemas.ts';
import type { DateRange } from '../export/date-range.ts';

/** Consecutive empty pages with `hasMore: true` after which the export stops. */
export const MAX_EMPTY_PAGES = 3;

/** The endpoint paginated, as error messages name it. */
export const VIEWS_ENDPOINT = 'GET /v1/analytics/{projectId}/views';

/**
 * Fetches one page; the real one is `MintlifyClient.getViewsPage`. `onRetry` is to be called
 * once per retry the HTTP client makes for this page (429, 5xx, network errors, timeouts),
 * so that the request count includes retries; a client that cannot report retries ignores it.
 */
export type FetchViewsPage = (query: ViewsQuery, signal: AbortSignal, onRetry: () => void) => Promise<ViewsPage>;

/** Options of {@link paginateViews}. */
export interface PaginateOptions {
  fetchPage: FetchViewsPage;
  /** Sent as `dateFrom`/`dateTo` when defined (`dateTo` exclusive). */
  range: Pick<DateRange, 'dateFrom' | 'dateTo'>;
  /** `limit` of every request, 1..250. */
  pageSize: number;
  /** Consumes one page (writes its rows). The next page is not consumed before it resolves. */
  onPage: (page: ViewsPage, offset: number) => Promise<void>;
  /** One line per page: offset, rows so far, hasMore. */
  log: (line: string) => void;
  /** Aborts the request in flight. */
  signal: AbortSignal;
  /** Default {@link MAX_EMPTY_PAGES}. */
  maxEmptyPages?: number;
}

/** What a complete pagination saw. */
export interface PaginationResult {
  /** Rows received (and consumed), over all pages. */
  rows: number;
  /** Pages received (= successful requests; retries are not counted). */
  pages: number;
  /**
   * HTTP requests made: one per page requested plus every retry that `fetchPage` reported
   * through `onRetry`.
   */
  requests: number;
  /** `totals` of the last page. */
  totals: ViewsTotals;
}

/** Why pagination stopped early: the API (after the client's retries), the consumer, or a cancellation. */
export type PaginationFailure = 'fetch' | 'consumer' | 'cancelled';

/**
 * Pagination stopped before the last page. `offset` is the page offset reached (the page
 * that failed, or that the consumer failed to write); `rows` were consumed before it;
 * `pages` and `requests` count as in {@link PaginationResult}.
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
 * @throws PaginationError naming the offset reached, when a request fails after the client's
 *   retries, when `onPage` throws, when the signal aborts, or when the API sends
 *   `maxEmptyPages` empty pages in a row that still say `hasMore: true`.
 */
export async function paginateViews(options: PaginateOptions): Promise<PaginationResult> {
  const { fetchPage, range, pageSize, onPage, log } = options;
  const maxEmptyPages = options.maxEmptyPages ?? MAX_EMPTY_PAGES;
  // Aborted on the way out, so that a prefetched request never outlives a failed export.
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(options.signal.reason);
  options.signal.addEventListener('abort', onAbort, { once: true });
  if (options.signal.aborted) onAbort();

  let requests = 0;
  const countRetry = (): void => {
    requests += 1;
  };
  const request = (offset: number): Promise<ViewsPage> => {
    requests += 1;
    // One short-lived signal per request, unhooked when it settles: listeners that the HTTP
    // stack hangs on it must not pile up on a signal that lives as long as the export.
    const perRequest = new AbortController();
    const forward = (): void => perRequest.abort(controller.signal.reason);
    controller.signal.addEventListener('abort', forward, { once: true });
    const query = { dateFrom: range.dateFrom, dateTo: range.dateTo, limit: pageSize, offset };
    const pending = fetchPage(query, perRequest.signal, countRetry).finally(
      () => controller.signal.removeEventListener('abort', forward),
    );
    // Awaited below; a rejection while the consumer is still writing must not go unhandled.
    pending.catch(() => undefined);
    return pending;
  };

  let offset = 0;
  let rows = 0;
  let pages = 0;
  let emptyRun = 0;
  let pending = request(0);
  try {
    for (;;) {
      let page: ViewsPage;
      try {
        page = await pending;
      } catch (error) {
        const cancelled = options.signal.aborted;
        throw new PaginationError(
          cancelled ? `cancelled at offset ${offset} (${errorMessage(options.signal.reason)})` : errorMessage(error),
          { offset, rows, pages, requests, failure: cancelled ? 'cancelled' : 'fetch', cause: error },
        );
      }
      pages += 1;
      rows += page.views.length;
      log(`offset ${offset}: ${page.views.length} rows, ${rows} so far, hasMore ${page.hasMore}`);

      emptyRun = page.views.length === 0 && page.hasMore ? emptyRun + 1 : 0;
      if (emptyRun >= maxEmptyPages) {
        throw new PaginationError(
          `${VIEWS_ENDPOINT} sent ${emptyRun} empty pages in a row (HTTP 200) that still said hasMore: true (offsets ${offset - (emptyRun - 1) * pageSize} to ${offset}); stopped to avoid an endless loop`,
          { offset, rows, pages, requests, failure: 'fetch' },
        );
      }
      const next = offset + pageSize;
      if (page.hasMore) pending = request(next);
      try {
        await onPage(page, offset);
      } catch (error) {
        throw new PaginationError(`could not write the page at offset ${offset}: ${errorMessage(error)}`, {
          offset,
          rows: rows - page.views.length,
          pages,
          requests,
          failure: 'consumer',
          cause: error,
        });
      }
      if (!page.hasMore) return { rows, pages, requests, totals: page.totals };
      offset = next;
    }
  } finally {
    options.signal.removeEventListener('abort', onAbort);
    controller.abort(new Error('pagination ended'));
  }
}
