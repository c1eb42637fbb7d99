/**
 * The analytics export endpoints (analytics spec, "Mintlify Analytics Export API" 1.0.0), one per dataset: its path,
 * its paging (`offset` while `hasMore`, `cursor` = `nextCursor` until null, or one request) and the largest `limit`
 * the spec allows (the table: docs/analytics.md). Names, paging and query only, no zod, so that the entry chunk (every
 * mode's inputs) loads no response schema; the schemas and the request are in `analytics.ts`.
 */
/** The datasets, in the order of the table above (and of the `datasets` input's documentation). */
export const ANALYTICS_DATASETS = [
  'views',
  'visitors',
  'searches',
  'feedback',
  'feedback-by-page',
  'assistant',
  'assistant-callers',
] as const;

/** One dataset name. */
export type AnalyticsDataset = (typeof ANALYTICS_DATASETS)[number];

/** How an endpoint pages: `offset`/`limit`, an opaque `cursor`, or not at all (one request). */
export type Paging = 'offset' | 'cursor' | 'single';

/** One endpoint: the path after `/v1/analytics/{projectId}/`, its paging and its largest `limit`. */
export interface AnalyticsEndpoint {
  suffix: string;
  paging: Paging;
  /** The spec's `maximum` of `limit`; `undefined` when the endpoint takes no `limit`. */
  maxLimit: number | undefined;
}

/** Every dataset's endpoint (see the module comment). */
export const ANALYTICS_ENDPOINTS: Readonly<Record<AnalyticsDataset, AnalyticsEndpoint>> = {
  views: { suffix: 'views', paging: 'offset', maxLimit: 250 },
  visitors: { suffix: 'visitors', paging: 'offset', maxLimit: 250 },
  searches: { suffix: 'searches', paging: 'cursor', maxLimit: 100 },
  feedback: { suffix: 'feedback', paging: 'cursor', maxLimit: 100 },
  'feedback-by-page': { suffix: 'feedback/by-page', paging: 'single', maxLimit: 100 },
  assistant: { suffix: 'assistant', paging: 'cursor', maxLimit: 1000 },
  'assistant-callers': { suffix: 'assistant/caller-stats', paging: 'single', maxLimit: undefined },
};

/** Query of one request. Dates as accepted by the API (`YYYY-MM-DD` or ISO 8601); `dateTo` exclusive. */
export interface AnalyticsQuery {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Rows per request (offset, cursor and by-page endpoints). */
  limit?: number | undefined;
  /** Rows to skip (offset endpoints). */
  offset?: number | undefined;
  /** The previous response's `nextCursor` (cursor endpoints); absent for the first page. */
  cursor?: string | undefined;
}

/** The endpoint as error messages name it, e.g. `GET /v1/analytics/{projectId}/feedback/by-page`. */
export function endpointName(dataset: AnalyticsDataset): string {
  return `GET /v1/analytics/{projectId}/${ANALYTICS_ENDPOINTS[dataset].suffix}`;
}

/** The query string of a request: `dateFrom`, `dateTo`, `limit`, `offset`, `cursor`, each only when set. */
export function analyticsParams(query: AnalyticsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.dateFrom) params.set('dateFrom', query.dateFrom);
  if (query.dateTo) params.set('dateTo', query.dateTo);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  if (query.cursor !== undefined) params.set('cursor', query.cursor);
  return params;
}
