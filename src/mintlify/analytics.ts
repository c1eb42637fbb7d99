/**
 * One request to an analytics export endpoint, parsed with the zod schema of its response
 * (analytics spec, "Mintlify Analytics Export API" 1.0.0). The endpoints, their paging and the
 * query are in `analytics-endpoints.ts`; the schemas in `analytics-schemas.ts`.
 */
import type { z } from 'zod';
import type { CallOptions, MintlifyClient } from './client.ts';
import {
  AssistantPageSchema,
  CallerStatsSchema,
  FeedbackByPageSchema,
  FeedbackPageSchema,
  SearchesPageSchema,
  VisitorsPageSchema,
  type AssistantPage,
  type CallerStats,
  type FeedbackByPage,
  type FeedbackPage,
  type SearchesPage,
  type ViewsPage,
  type VisitorsPage,
  ViewsPageSchema,
} from './analytics-schemas.ts';
import {
  ANALYTICS_ENDPOINTS,
  analyticsParams,
  type AnalyticsDataset,
  type AnalyticsQuery,
} from './analytics-endpoints.ts';

/** The parsed response of each dataset's endpoint. */
export interface AnalyticsResponses {
  views: ViewsPage;
  visitors: VisitorsPage;
  searches: SearchesPage;
  feedback: FeedbackPage;
  'feedback-by-page': FeedbackByPage;
  assistant: AssistantPage;
  'assistant-callers': CallerStats;
}

/** The parsed response of a dataset's endpoint. */
export type AnalyticsResponse<D extends AnalyticsDataset> = AnalyticsResponses[D];

/** Every endpoint's response schema. */
export const ANALYTICS_SCHEMAS: { readonly [D in AnalyticsDataset]: z.ZodType<AnalyticsResponses[D]> } = {
  views: ViewsPageSchema,
  visitors: VisitorsPageSchema,
  searches: SearchesPageSchema,
  feedback: FeedbackPageSchema,
  'feedback-by-page': FeedbackByPageSchema,
  assistant: AssistantPageSchema,
  'assistant-callers': CallerStatsSchema,
};

/** Fetches one response of a dataset's endpoint; {@link getAnalyticsPage} bound to a client in the action. */
export type AnalyticsFetcher = <D extends AnalyticsDataset>(
  dataset: D,
  query: AnalyticsQuery,
  call: CallOptions & { maxRetries?: number | undefined },
) => Promise<AnalyticsResponse<D>>;

/**
 * One request to a dataset's endpoint, parsed with its schema.
 * @throws MintlifyApiError naming the endpoint, the HTTP status and (offset endpoints) the offset.
 */
export function getAnalyticsPage<D extends AnalyticsDataset>(
  client: MintlifyClient,
  dataset: D,
  query: AnalyticsQuery,
  call: CallOptions & { maxRetries?: number | undefined } = {},
): Promise<AnalyticsResponse<D>> {
  const schema: z.ZodType<AnalyticsResponses[D]> = ANALYTICS_SCHEMAS[dataset];
  return client.getAnalytics(ANALYTICS_ENDPOINTS[dataset].suffix, analyticsParams(query), schema, call);
}
