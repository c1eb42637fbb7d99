import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MintlifyClient } from '../../src/mintlify/client.ts';
import type { ViewsPage } from '../../src/mintlify/schemas.ts';
import { paginateOffset, PaginationError, type OffsetPaginationOptions, type OffsetPaginationResult } from '../../src/export/paginate-offset.ts';
import { RequestBudget } from '../../src/export/request-budget.ts';
import { generatedRow, generatedTotals, startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';

let fake: FakeMintlify;
let client: MintlifyClient;
let clientLog: string[];

beforeEach(async () => {
  fake = await startFakeMintlify();
  clientLog = [];
  client = new MintlifyClient({
    apiUrl: fake.url,
    apiKey: fake.apiKey,
    projectId: fake.projectId,
    requestTimeoutMs: 5000,
    retry: { limit: 3, baseDelayMs: 10, maxDelayMs: 50, maxRetryAfterMs: 5000 },
    log: (line) => clientLog.push(line),
  });
});

afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

type Options = OffsetPaginationOptions<ViewsPage>;

/** Runs the loop over the fake's page views, collecting the pages handed to the consumer. */
async function paginate(overrides: Partial<Options> = {}): Promise<{ pages: Array<{ offset: number; page: ViewsPage }>; log: string[]; result: OffsetPaginationResult<ViewsPage> }> {
  const pages: Array<{ offset: number; page: ViewsPage }> = [];
  const log: string[] = [];
  const result = await paginateOffset<ViewsPage>({
    endpoint: 'GET /v1/analytics/{projectId}/views',
    fetchPage: (page, signal, onRetry) => client.getViewsPage(page, { signal, onRetry }),
    read: (page) => ({ rows: page.views, hasMore: page.hasMore }),
    pageSize: 250,
    budget: new RequestBudget(100),
    onPage: async (page, offset) => {
      pages.push({ offset, page });
    },
    log: (line) => log.push(line),
    signal: new AbortController().signal,
    ...overrides,
  });
  return { pages, log, result };
}

async function paginationError(overrides: Partial<Options> = {}): Promise<PaginationError> {
  const error = await paginate(overrides).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PaginationError)) throw new Error(`expected a PaginationError, got ${String(error)}`);
  return error;
}

function offsets(): number[] {
  return fake.requests.map((r) => Number(r.query.offset));
}

describe('paginateOffset', () => {
  it('fetches 1,234 rows in exactly five requests of limit=250 and hands over every row in order', async () => {
    fake.setViews({ generated: 1234 });
    const { pages, result } = await paginate();
    expect(fake.requests.map((r) => r.query)).toEqual([0, 250, 500, 750, 1000].map((offset) => ({ limit: '250', offset: String(offset) })));
    expect(pages.map((p) => p.offset)).toEqual([0, 250, 500, 750, 1000]);
    expect(pages.flatMap((p) => p.page.views)).toEqual(Array.from({ length: 1234 }, (_, i) => generatedRow(i)));
    expect(result).toMatchObject({ rows: 1234, pages: 5, requests: 5, last: { totals: generatedTotals(1234), hasMore: false } });
  });

  it('logs one line per page with the offset, the rows so far and hasMore', async () => {
    fake.setViews({ generated: 300 });
    const { log } = await paginate();
    expect(log).toEqual(['offset 0: 250 rows, 250 so far, hasMore true', 'offset 250: 50 rows, 300 so far, hasMore false']);
  });

  it('makes one request for an empty range', async () => {
    fake.setViews({ generated: 0 });
    const { result } = await paginate();
    expect(result.rows).toBe(0);
    expect(fake.count('views')).toBe(1);
  });

  it('sends the page size as limit on every request', async () => {
    fake.setViews({ generated: 20 });
    await paginate({ pageSize: 7 });
    expect(fake.requests.map((r) => r.query)).toEqual([0, 7, 14].map((offset) => ({ limit: '7', offset: String(offset) })));
  });

  it('waits for Retry-After on 429 and resumes from the same offset without duplicating rows', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'status', status: 429, retryAfter: '1', route: 'views', offset: 250 });
    const started = Date.now();
    const { pages } = await paginate();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(offsets()).toEqual([0, 250, 250, 500]);
    expect(pages.flatMap((p) => p.page.views)).toEqual(Array.from({ length: 600 }, (_, i) => generatedRow(i)));
    expect(clientLog.join('\n')).toMatch(/offset=250 failed \(HTTP 429, Retry-After 1 s\); retry 1 of 3/);
  });

  it('retries a 503 for the same page', async () => {
    fake.setViews({ generated: 500 });
    fake.inject({ kind: 'status', status: 503, route: 'views', offset: 0 });
    const { result } = await paginate();
    expect(result.rows).toBe(500);
    expect(offsets()).toEqual([0, 0, 250]);
  });

  it('fails naming the offset when a page is rejected with 400, after handing over the pages before it', async () => {
    fake.setViews({ generated: 1234 });
    fake.inject({ kind: 'status', status: 400, route: 'views', offset: 500, body: { error: 'Invalid query parameters' } });
    const pages: number[] = [];
    const error = await paginationError({ onPage: async (_page, offset) => void pages.push(offset) });
    expect(error.offset).toBe(500);
    expect(error.rows).toBe(500);
    expect(error.message).toMatch(/HTTP 400 at offset 500: Invalid query parameters/);
    expect(pages).toEqual([0, 250]);
    expect(offsets()).toEqual([0, 250, 500]);
  });

  it('fails naming the offset when a page does not match the schema', async () => {
    fake.setViews({ generated: 1234 });
    fake.inject({ kind: 'schema', route: 'views', offset: 500, body: { totals: { human: 1, ai: 1, total: 2 }, views: [{ path: '/a', human: -1, ai: 0, total: 0 }], hasMore: true } });
    const error = await paginationError();
    expect(error.offset).toBe(500);
    expect(error.message).toMatch(/unexpected response \(HTTP 200\) at offset 500: views\[0\]\.human/);
  });

  it('fails naming the offset when a body is not valid JSON', async () => {
    fake.setViews({ generated: 1234 });
    fake.inject({ kind: 'malformed', route: 'views', offset: 250 });
    const error = await paginationError();
    expect(error.offset).toBe(250);
    expect(error.message).toMatch(/not valid JSON \(HTTP 200\) at offset 250/);
  });

  it('stops after three empty pages in a row that still say hasMore', async () => {
    fake.setViews({ generated: 1234 });
    fake.inject({ kind: 'emptyHasMore', route: 'views', times: Infinity });
    const error = await paginationError();
    expect(error.message).toBe(
      'GET /v1/analytics/{projectId}/views sent 3 empty pages in a row (HTTP 200) that still said hasMore: true (offsets 0 to 500); stopped to avoid an endless loop',
    );
    expect(error.offset).toBe(500);
    expect(error).toMatchObject({ rows: 0, pages: 3, requests: 3, failure: 'fetch' });
    expect(fake.count('views')).toBe(3);
  });

  it('accepts fewer empty pages in a row than the limit', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'emptyHasMore', route: 'views', offset: 250, times: 1 });
    const { result } = await paginate();
    expect(result.rows).toBe(350);
    expect(offsets()).toEqual([0, 250, 500]);
  });

  it("returns the last page, whose totals may differ from the first's", async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'totalsDrift', route: 'views', offset: 500, delta: 5 });
    const { pages, result } = await paginate();
    const base = generatedTotals(600);
    expect(pages[0]?.page.totals).toEqual(base);
    expect(result.last.totals).toEqual({ human: base.human + 5, ai: base.ai + 5, total: base.total + 5 });
  });

  it('counts the retries that fetchPage reports in the requests', async () => {
    fake.setViews({ generated: 500 });
    const { result } = await paginate({
      fetchPage: async (query, signal, onRetry) => {
        if (query.offset === 250) {
          onRetry();
          onRetry();
        }
        return client.getViewsPage(query, { signal });
      },
    });
    expect(result).toMatchObject({ pages: 2, requests: 4 });
  });

  it('tells a failed request apart from a failed consumer and counts the pages and requests before it', async () => {
    fake.setViews({ generated: 1234 });
    fake.inject({ kind: 'status', status: 400, route: 'views', offset: 500 });
    const error = await paginationError();
    expect(error).toMatchObject({ offset: 500, rows: 500, pages: 2, requests: 3, failure: 'fetch' });
  });

  it('fails naming the offset when the consumer cannot write a page, and requests nothing after the prefetched page', async () => {
    fake.setViews({ generated: 2000 });
    const error = await paginationError({
      onPage: async (_page, offset) => {
        if (offset === 250) throw new Error('ENOSPC: no space left on device');
      },
    });
    expect(error.offset).toBe(250);
    expect(error.rows).toBe(250);
    expect(error.message).toBe('could not write the page at offset 250: ENOSPC: no space left on device');
    expect(error.failure).toBe('consumer');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The request for offset 500 may have started while page 250 was being written; it is aborted.
    expect(offsets().filter((o) => o > 500)).toEqual([]);
  });

  it('stops with "cancelled" at the offset reached when the signal aborts', async () => {
    fake.setViews({ generated: 2000 });
    fake.inject({ kind: 'delay', ms: 5000, route: 'views', offset: 500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('Cancelled by SIGINT')), 200);
    const error = await paginationError({ signal: controller.signal });
    expect(error.offset).toBe(500);
    expect(error.message).toBe('cancelled at offset 500 (Cancelled by SIGINT)');
    expect(error.failure).toBe('cancelled');
  });
});

describe('paginateOffset: the request budget', () => {
  it('spends one request per page from the budget it is given', async () => {
    fake.setViews({ generated: 600 });
    const budget = new RequestBudget(10);
    const { result } = await paginate({ budget });
    expect(result.requests).toBe(3);
    expect(budget.spent).toBe(3);
  });

  it('stops without requesting the next page when the budget is spent, after consuming the page it has', async () => {
    fake.setViews({ generated: 1_000_000_000 });
    const consumed: number[] = [];
    const error = await paginationError({ budget: new RequestBudget(4), onPage: async (_page, offset) => void consumed.push(offset) });
    expect(offsets()).toEqual([0, 250, 500, 750]);
    expect(consumed).toEqual([0, 250, 500, 750]);
    expect(error).toMatchObject({ offset: 1000, rows: 1000, pages: 4, requests: 4, failure: 'budget' });
    expect(error.message).toBe(
      'stopped after 4 requests (max-requests, retries included) with GET /v1/analytics/{projectId}/views rows left from offset 1000: raise max-requests or narrow the date range',
    );
  });

  it('counts retries and refuses the retry that would exceed the budget', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'status', status: 503, route: 'views', offset: 250, times: Infinity });
    const error = await paginationError({ budget: new RequestBudget(3) });
    expect(offsets()).toEqual([0, 250, 250]);
    expect(error).toMatchObject({ offset: 250, rows: 250, pages: 1, requests: 3, failure: 'budget' });
    expect(error.message).toBe(
      'GET /v1/analytics/{projectId}/views failed at offset 250 and a retry would exceed max-requests (3 requests spent, retries included); stopped: raise max-requests or try again later',
    );
  });

  it('shares one budget between paginations: the second starts with what the first left', async () => {
    fake.setViews({ generated: 600 });
    const budget = new RequestBudget(4);
    await paginate({ budget });
    const error = await paginationError({ budget });
    expect(offsets()).toEqual([0, 250, 500, 0]);
    expect(error).toMatchObject({ offset: 250, rows: 250, requests: 1, failure: 'budget' });
  });
});

describe('paginateOffset: pages that break the paging contract', () => {
  it('stops at a page that repeats the previous one, without consuming it', async () => {
    fake.setViews({ generated: 600 });
    fake.inject({ kind: 'repeatFirstPage', route: 'views', times: Infinity });
    const consumed: number[] = [];
    const error = await paginationError({ onPage: async (_page, offset) => void consumed.push(offset) });
    expect(offsets()).toEqual([0, 250]);
    expect(consumed).toEqual([0]);
    expect(error).toMatchObject({ offset: 250, rows: 250, pages: 2, requests: 2, failure: 'fetch' });
    expect(error.message).toBe(
      'GET /v1/analytics/{projectId}/views returned at offset 250 the same 250 rows as at offset 0 (HTTP 200, hasMore: true); stopped to avoid an endless loop',
    );
  });

  it('stops at a page with fewer rows than the limit that still says hasMore, without consuming it', async () => {
    fake.setViews({ generated: 600 });
    const short = { totals: generatedTotals(600), views: Array.from({ length: 100 }, (_, i) => generatedRow(250 + i)), hasMore: true };
    fake.inject({ kind: 'schema', body: short, route: 'views', offset: 250 });
    const consumed: number[] = [];
    const error = await paginationError({ onPage: async (_page, offset) => void consumed.push(offset) });
    expect(offsets()).toEqual([0, 250]);
    expect(consumed).toEqual([0]);
    expect(error).toMatchObject({ offset: 250, rows: 250, failure: 'fetch' });
    expect(error.message).toBe(
      'GET /v1/analytics/{projectId}/views returned 100 rows at offset 250, fewer than limit=250, yet said hasMore: true; stopped, as the next offset would skip rows',
    );
    expect(fake.injectedViolations).toEqual([]);
  });

  it('accepts a short last page', async () => {
    fake.setViews({ generated: 260 });
    const { result } = await paginate();
    expect(result).toMatchObject({ rows: 260, pages: 2 });
  });
});
