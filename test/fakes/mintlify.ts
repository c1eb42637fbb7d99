/**
 * A fake Mintlify API on a real HTTP server (127.0.0.1, random port) for tests, the demo and
 * the benchmark. It implements, after Mintlify's published specs in `shared/reference/`:
 *
 * - `POST /v2/agent/{projectId}/job` — "Create agent job" (admin spec), route `create`
 * - `POST /v2/agent/{projectId}/job/{id}/message` — "Send follow-up message" (admin spec), route `message`
 * - `GET /v2/agent/{projectId}/job/{id}` — "Get agent job" (admin spec), route `job`
 * - `GET /v1/analytics/{projectId}/views` — "Get page views", route `views`
 * - `GET /v1/analytics/{projectId}/visitors` — "Get unique visitors", route `visitors`
 * - `GET /v1/analytics/{projectId}/searches` — "Get search queries", route `searches`
 * - `GET /v1/analytics/{projectId}/feedback` — "Get user feedback", route `feedback`
 * - `GET /v1/analytics/{projectId}/feedback/by-page` — "Get feedback by page", route `feedback-by-page`
 * - `GET /v1/analytics/{projectId}/assistant` — "Get assistant conversations", route `assistant`
 * - `GET /v1/analytics/{projectId}/assistant/caller-stats` — "Get assistant caller stats", route `assistant-callers`
 *
 * (`GET /v1/analytics/{projectId}/assistant/threads/{threadId}` is not served), with bearer
 * auth (401 `{ error: 'Unauthorized' }`), scripted job lifecycles, analytics datasets (stored
 * rows or synthetic datasets of any size), fault injection, a record of every request, and a
 * contract check of every request and response against the specs.
 *
 * Runs under vitest and directly under `node` (type stripping), so only erasable TypeScript
 * syntax is used here.
 */
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createOpenApiValidator } from './openapi-validator.ts';
import type { OpenApiValidator } from './openapi-validator.ts';

/** Status of an agent job, as in the admin spec's `AgentJob.status`. */
type AgentJobStatus = 'active' | 'completed' | 'archived' | 'failed';

/** A status a job can finish in: polling stops at any of these. */
type FinalJobStatus = Exclude<AgentJobStatus, 'active'>;

/** The `AgentJob` body the fake sends (admin spec `#/components/schemas/AgentJob`). Timestamps are ISO 8601 UTC. */
export interface FakeAgentJob {
  id: string;
  status: AgentJobStatus;
  source: { repository: string; ref: string | null };
  model: string;
  /** Pull request URL; `null` while `active`. */
  prLink: string | null;
  createdAt: string;
  /** Set when archived, `null` otherwise; absent when the job was added with `omitArchivedAt`. */
  archivedAt?: string | null;
}

/** A job to script with {@link FakeMintlify.addJob}. */
export interface FakeJobOptions {
  /** Job id, as it appears decoded in the path (may contain `/`, spaces, …). */
  id: string;
  /** Status before any message; default `'completed'`. An `active` job counts down from `pollsUntilDone` at once. */
  status?: AgentJobStatus;
  /**
   * GETs per activation: the `pollsUntilDone`-th GET after the job becomes active returns
   * `finalStatus` (0 and 1 both mean the first GET). Default 2.
   */
  pollsUntilDone?: number;
  /** Status the job finishes in. Default `'completed'`. */
  finalStatus?: FinalJobStatus;
  /** `prLink` whenever the job is in a final status. Default `https://github.com/acme/docs/pull/42`. */
  prLink?: string | null;
  /** Default `'sonnet'`. */
  model?: string;
  /** Default `{ repository: 'https://github.com/acme/docs', ref: 'main' }`. */
  source?: { repository: string; ref: string | null };
  /** Leave `archivedAt` out of every response (the spec allows it to be absent). */
  omitArchivedAt?: boolean;
  /**
   * Answer a follow-up message with 400 `{ error }` (message not recorded, job unchanged) while
   * the job is `archived` or `failed`. The spec lists 400 "Invalid request" for the message
   * endpoint without saying when; default false (such jobs accept messages and reactivate).
   */
  refuseMessagesWhenFinished?: boolean;
}

/**
 * How a job created by `POST /v2/agent/{projectId}/job` behaves: {@link FakeJobOptions} without
 * `status` (a created job starts `active` and counts down from `pollsUntilDone`), with `id`
 * optional (default `job_<n>`, n = 1, 2, … skipping ids that exist).
 */
type CreatedJobOptions = Omit<FakeJobOptions, 'id' | 'status'> & { id?: string };

/** One row of event data: views of `path` on the UTC day `date` (`YYYY-MM-DD`). */
export interface PageViewEvent {
  path: string;
  date: string;
  human: number;
  ai: number;
}

/**
 * Page-view data served by `GET /v1/analytics/{projectId}/views`.
 * - `{ rows }`: event rows, aggregated per path over `[dateFrom, dateTo)` (`dateTo` exclusive,
 *   day granularity), paths in first-seen order; a missing bound is open.
 * - `{ generated: n }`: `n` synthetic paths computed on demand by {@link generatedRow}
 *   (no per-row memory, so a million rows is cheap); dates are validated but ignored.
 */
type ViewsDataset = { rows: PageViewEvent[] } | { generated: number };

/** Counts of content view events, as in the analytics spec's `ViewsTrafficTotals`. */
export interface ViewCounts {
  human: number;
  ai: number;
  total: number;
}

/** One entry of `views` in the page-views response. */
export interface PageViewRow extends ViewCounts {
  path: string;
}

/** The page-views response body (analytics spec `ViewsByPageResponse`). */
export interface ViewsResponse {
  totals: ViewCounts;
  views: PageViewRow[];
  hasMore: boolean;
}

/**
 * An aggregate row with an optional `date` (`YYYY-MM-DD` or ISO 8601) used only to filter it by
 * `[dateFrom, dateTo)`; `date` is not sent. A row without `date` is in every range.
 */
type Dated<T> = T & { date?: string };

/** Distinct visitors (analytics spec `VisitorsTrafficTotals`); `total` is deduplicated across human and AI. */
export interface VisitorCounts {
  human: number;
  ai: number;
  total: number;
}

/** One entry of `visitors` in the visitors response. */
export interface VisitorRow extends VisitorCounts {
  path: string;
}

/** The visitors response body (analytics spec `VisitorsByPageResponse`). */
export interface VisitorsResponse {
  totals: VisitorCounts;
  visitors: VisitorRow[];
  hasMore: boolean;
}

/**
 * Visitor data served by `GET /v1/analytics/{projectId}/visitors` (offset paging, `limit` ≤ 250).
 * - `{ rows }`: rows sent as given (same-path rows are not merged), those whose `date` is outside
 *   `[dateFrom, dateTo)` left out; `totals` default to the sums of the rows in range.
 * - `{ generated: n }`: rows by {@link generatedVisitorRow}, totals by
 *   {@link generatedVisitorTotals} unless given; dates are validated but ignored.
 */
type VisitorsDataset =
  { rows: Array<Dated<VisitorRow>>; totals?: VisitorCounts } | { generated: number; totals?: VisitorCounts };

/** One search term (analytics spec `SearchesResponse.searches[]`). */
export interface SearchRow {
  searchQuery: string;
  hits: number;
  /** Click-through rate, 0..1. */
  ctr: number;
  topClickedPage: string | null;
  lastSearchedAt: string;
}

/** The searches response body (analytics spec `SearchesResponse`). */
export interface SearchesResponse {
  searches: SearchRow[];
  /** Sum of all hits in the range (not distinct terms). */
  totalSearches: number;
  nextCursor: string | null;
}

/**
 * Search data served by `GET /v1/analytics/{projectId}/searches` (opaque cursor, `limit` ≤ 100).
 * - `{ rows }`: rows in the given order (the API orders by hits, descending), filtered by `date`;
 *   `totalSearches` defaults to the sum of `hits` of the rows in range.
 * - `{ generated: n }`: rows by {@link generatedSearchRow}; `totalSearches` defaults to
 *   {@link generatedSearchesTotal}; dates are validated but ignored.
 */
type SearchesDataset =
  { rows: Array<Dated<SearchRow>>; totalSearches?: number } | { generated: number; totalSearches?: number };

/** Where feedback came from (analytics spec `source`). */
type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only';

/** Review status of feedback (analytics spec `status`). */
type FeedbackStatus = 'pending' | 'in_progress' | 'resolved' | 'dismissed';

/** Fields every feedback item has. */
interface FeedbackBase {
  id: string;
  path: string;
  comment: string | null;
  createdAt: string | null;
  source: FeedbackSource;
  status: FeedbackStatus;
}

/** Page-level feedback (`source: 'contextual'`); `contact` is an e-mail address or `null`. */
interface ContextualFeedback extends FeedbackBase {
  source: 'contextual';
  helpful: boolean;
  contact: string | null;
}

/** Feedback on a code block (`source: 'code_snippet'`). */
interface CodeSnippetFeedback extends FeedbackBase {
  source: 'code_snippet';
  code: string;
  filename: string | null;
  lang: string | null;
}

/** Feedback with the base fields only (`source: 'agent' | 'thumbs_only'`). */
interface BasicFeedback extends FeedbackBase {
  source: 'agent' | 'thumbs_only';
}

/** One of the three item shapes of the analytics spec's `FeedbackResponse.feedback[]`. */
export type FeedbackItem = ContextualFeedback | CodeSnippetFeedback | BasicFeedback;

/** The feedback response body (analytics spec `FeedbackResponse`). */
export interface FeedbackResponse {
  feedback: FeedbackItem[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * Feedback served by `GET /v1/analytics/{projectId}/feedback` (opaque cursor, `limit` ≤ 100),
 * filtered by the `source` and `status` (comma-separated) parameters.
 * - `{ rows }`: items in the given order, also filtered by `createdAt` in `[dateFrom, dateTo)`
 *   (an item with a `null` or unparsable `createdAt` is only in unbounded ranges).
 * - `{ generated: n }`: items by {@link generatedFeedback}; dates are validated but ignored.
 */
type FeedbackDataset = { rows: FeedbackItem[] } | { generated: number };

/** One entry of the feedback-by-page response. */
export interface FeedbackByPageRow {
  path: string;
  thumbsUp: number;
  thumbsDown: number;
  code: number;
  total: number;
}

/** The feedback-by-page response body (analytics spec `FeedbackGroupedByPageResponse`). */
export interface FeedbackByPageResponse {
  feedback: FeedbackByPageRow[];
  hasMore: boolean;
}

/**
 * Data of `GET /v1/analytics/{projectId}/feedback/by-page`: the first `limit` (≤ 100, default 10)
 * rows and `hasMore`; there is no paging parameter. `source`/`status` are validated but ignored.
 * - `{ rows }`: rows in the given order, filtered by `date`.
 * - `{ generated: n }`: rows by {@link generatedFeedbackByPageRow}; dates ignored.
 */
type FeedbackByPageDataset = { rows: Array<Dated<FeedbackByPageRow>> } | { generated: number };

/** A documentation page an assistant answer cites. */
interface AssistantSource {
  title: string;
  url: string;
}

/** One conversation turn (analytics spec `AssistantConversationsResponse.conversations[]`). */
export interface AssistantConversation {
  id: string;
  timestamp: string;
  query: string;
  response: string;
  /** Optional in the spec: absent means `answer`. */
  responseType?: 'answer' | 'clarifying_question';
  sources: AssistantSource[];
  resolutionStatus: 'answered' | 'unanswered';
  queryCategory: string | null;
  pageUrl: string | null;
}

/** The assistant conversations response body (analytics spec `AssistantConversationsResponse`). */
export interface AssistantResponse {
  conversations: AssistantConversation[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** Shape of generated conversations (all optional). */
export interface GeneratedConversationOptions {
  /** Exact length of every `response`, in UTF-16 code units (for memory benchmarks). Default: a short sentence. */
  responseChars?: number;
  /** Exact length of every `query`. Default: a short question. */
  queryChars?: number;
  /** Entries in every `sources` array. Default `index % 4`. */
  sourcesPerConversation?: number;
}

/**
 * Conversations served by `GET /v1/analytics/{projectId}/assistant` (ULID cursor, `limit` ≤ 1000).
 * - `{ rows }`: conversations in the given order, filtered by `timestamp` in `[dateFrom, dateTo)`
 *   (an unparsable `timestamp` is only in unbounded ranges).
 * - `{ generated: n, …options }`: conversations by {@link generatedConversation}; dates ignored.
 */
type AssistantDataset = { rows: AssistantConversation[] } | ({ generated: number } & GeneratedConversationOptions);

/** The caller-stats response body (analytics spec `AssistantCallerStatsResponse`). */
interface CallerStats {
  web: number;
  api: number;
  other: number;
  total: number;
}

/**
 * Every analytics dataset, for {@link FakeMintlify.setAnalytics}. Initially all empty
 * (`{ rows: [] }`) and caller stats all 0. `callerStats` is sent as given for any date range.
 */
export interface AnalyticsDatasets {
  views: ViewsDataset;
  visitors: VisitorsDataset;
  searches: SearchesDataset;
  feedback: FeedbackDataset;
  feedbackByPage: FeedbackByPageDataset;
  assistant: AssistantDataset;
  callerStats: CallerStats;
}

/** Analytics routes, named after their datasets. */
export type AnalyticsRoute =
  'views' | 'visitors' | 'searches' | 'feedback' | 'feedback-by-page' | 'assistant' | 'assistant-callers';

/** Routes the fake serves; `'unknown'` is any other method and path. */
type FakeRoute = 'message' | 'job' | 'create' | AnalyticsRoute;

/** Which requests a fault applies to: one route or `'*'` for every request. */
type FaultRoute = FakeRoute | '*';

/** Fault kinds; each replaces or alters the response to one matching request. */
type FaultKind =
  /** Send `status` with `body` (default `{ error: '<reason phrase>' }`) and `Retry-After: retryAfter` (seconds or HTTP date) if given. With `processed`, the request is first handled normally (a message is recorded and its job reactivated; a job is created), then the error is sent instead. */
  | { kind: 'status'; status: number; body?: unknown; retryAfter?: string; processed?: boolean }
  /** Destroy the socket without responding (recorded with status 0). */
  | { kind: 'reset' }
  /** Respond normally after `ms` milliseconds (does not keep {@link FakeMintlify.close} waiting). */
  | { kind: 'delay'; ms: number }
  /** The route's success status (201 for `create`, else 200), `Content-Type: application/json`, body truncated halfway so it is not valid JSON. No side effects (no job created). */
  | { kind: 'malformed' }
  /** The route's success status with `body`, meant to violate the schema; its violations go to `injectedViolations`. */
  | { kind: 'schema'; body: unknown }
  /** Views and visitors only: 200 with the normal totals, no rows and `hasMore: true`. */
  | { kind: 'emptyHasMore' }
  /** Views and visitors only: the normal page with `delta` added to each of `totals.human`, `.ai` and `.total`. */
  | { kind: 'totalsDrift'; delta: number }
  /**
   * Paged routes only (views, visitors, searches, feedback, assistant): the first page (offset 0 /
   * no cursor, same limit) whatever page was asked for, claiming more (`hasMore: true`; for cursor
   * routes `nextCursor` points at the second page). With `times: Infinity` a client that trusts
   * the server pages forever through the same rows.
   */
  | { kind: 'repeatFirstPage' };

/**
 * A fault for {@link FakeMintlify.inject}. `route` defaults to `'*'`; `offset` (views and
 * visitors only) restricts it to requests for that page offset (absent `offset` query = 0);
 * `skip` (default 0) lets that many matching requests through first (e.g. `skip: 2` hits the
 * third page of a cursor route); `times` (default 1, `Infinity` allowed) is how many matching
 * requests it applies to.
 */
export type Fault = FaultKind & { route?: FaultRoute; offset?: number; skip?: number; times?: number };

/** One request as received. `at` is the arrival time in ms since the epoch. */
export interface RecordedRequest {
  method: string;
  /** Raw pathname, still percent-encoded, without the query string. */
  path: string;
  route: FakeRoute | 'unknown';
  /** Decoded query parameters (last value wins). */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  /** Status sent; 0 when the socket was reset or no response was sent (yet). */
  status: number;
  at: number;
}

/** A follow-up message the fake accepted (or processed before an injected error). `at` in ms since the epoch. */
interface RecordedMessage {
  jobId: string;
  prompt: string;
  at: number;
}

/** A job the fake created (or created before an injected error). `at` in ms since the epoch. */
interface RecordedCreatedJob {
  jobId: string;
  prompt: string;
  at: number;
}

/**
 * Another admin key the fake knows, as Mintlify's keys are set up in the dashboard: its scopes
 * (default both), whether it has expired, and an IP allowlist that refuses this caller.
 */
interface FakeApiKey {
  /** `read` allows GETs, `write` allows POSTs (creating and messaging jobs). Default both. */
  scopes?: Array<'read' | 'write'>;
  /** An expired key: 401 `{ error: 'API key expired' }` on every request. */
  expired?: boolean;
  /** The key's IP allowlist refuses the caller: 403 with this `error` text on every request. */
  allowlistRefusal?: string;
}

/** Options for {@link startFakeMintlify}. */
export interface FakeMintlifyOptions {
  /** Bearer token to accept with every scope. Default `mint_test_key_0123456789`. */
  apiKey?: string;
  /** Other keys, by their value: scoped, expired or behind an allowlist (see {@link FakeApiKey}). */
  keys?: Record<string, FakeApiKey>;
  /** The only project id that exists. Default `proj_123`. */
  projectId?: string;
  /** Contract checker. Default: one shared validator for the Mintlify specs. */
  validator?: OpenApiValidator;
  /** Clock in ms since the epoch, for timestamps and records. Default `Date.now`. */
  now?: () => number;
}

/** A running fake. Arrays are live: they grow as requests arrive. */
export interface FakeMintlify {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:54321`. */
  readonly url: string;
  readonly projectId: string;
  readonly apiKey: string;
  readonly requests: RecordedRequest[];
  readonly messages: RecordedMessage[];
  /** Jobs created by `POST /v2/agent/{projectId}/job`, with their prompts, in creation order. */
  readonly createdJobs: RecordedCreatedJob[];
  /** Contract violations by requests received and by responses sent that no fault shaped. */
  readonly violations: string[];
  /** Contract violations by responses that an injected fault shaped (expected by the test). */
  readonly injectedViolations: string[];
  /** Adds or replaces a job. */
  addJob(job: FakeJobOptions): void;
  /** The job as a GET would return it, without counting a poll; `undefined` if unknown. */
  getJob(id: string): FakeAgentJob | undefined;
  /** Replaces the defaults of created jobs (initially those of {@link FakeJobOptions}). */
  setCreatedJobDefaults(defaults: Omit<CreatedJobOptions, 'id'>): void;
  /** Scripts the next created job (FIFO): its options override the defaults for one creation. */
  queueCreatedJob(job: CreatedJobOptions): void;
  /** Replaces the page-view dataset (initially `{ rows: [] }`). Same as `setAnalytics({ views })`. */
  setViews(dataset: ViewsDataset): void;
  /** Replaces the given analytics datasets; the others stay as they are. */
  setAnalytics(datasets: Partial<AnalyticsDatasets>): void;
  /** Queues a fault (FIFO): each request takes the first queued fault that matches it. */
  inject(fault: Fault): void;
  /** How many queued faults have not been used up. */
  pendingFaults(): number;
  /** Number of recorded requests for a route, or all of them for `'*'`. */
  count(route: FakeRoute | 'unknown' | '*'): number;
  /** Stops the server: pending delays are cut short and every socket is closed. */
  close(): Promise<void>;
}

const DEFAULT_API_KEY = 'mint_test_key_0123456789';
const DEFAULT_PROJECT_ID = 'proj_123';
const DEFAULT_PR_LINK = 'https://github.com/acme/docs/pull/42';
/** Timestamps of generated rows count from here (2024-01-01T00:00:00Z). */
const GENERATED_EPOCH = Date.UTC(2024, 0, 1);
const FEEDBACK_SOURCES: readonly FeedbackSource[] = ['contextual', 'code_snippet', 'agent', 'thumbs_only'];
const FEEDBACK_STATUSES: readonly FeedbackStatus[] = ['pending', 'in_progress', 'resolved', 'dismissed'];
/** Crockford base32, the ULID alphabet. */
const ULID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Time part of every assistant cursor the fake issues (a ULID whose random part is the row index). */
const ULID_CURSOR_PREFIX = encodeBase32(Date.UTC(2024, 0, 1), 10);
/** Text endings that exercise CSV quoting and encodings, picked by `index % 5`. */
const TEXT_SUFFIXES = ['', ', with a comma', ' "in quotes"', '\non two lines', ' — ünïcödé ✓'];

/** How each analytics route pages and which `limit` it accepts (analytics spec). */
const ANALYTICS_RULES: Record<
  AnalyticsRoute,
  {
    paging: 'offset' | 'cursor' | 'ulid' | 'none';
    limit?: { fallback: number; max: number };
    feedbackFilters?: boolean;
  }
> = {
  views: { paging: 'offset', limit: { fallback: 50, max: 250 } },
  visitors: { paging: 'offset', limit: { fallback: 50, max: 250 } },
  searches: { paging: 'cursor', limit: { fallback: 50, max: 100 } },
  feedback: { paging: 'cursor', limit: { fallback: 50, max: 100 }, feedbackFilters: true },
  'feedback-by-page': { paging: 'none', limit: { fallback: 10, max: 100 }, feedbackFilters: true },
  assistant: { paging: 'ulid', limit: { fallback: 100, max: 1000 } },
  'assistant-callers': { paging: 'none' },
};

/** Path suffixes after `/v1/analytics/{projectId}/`. */
const ANALYTICS_PATHS: Record<string, AnalyticsRoute> = {
  views: 'views',
  visitors: 'visitors',
  searches: 'searches',
  feedback: 'feedback',
  'feedback/by-page': 'feedback-by-page',
  assistant: 'assistant',
  'assistant/caller-stats': 'assistant-callers',
};

/**
 * Row `index` (0-based) of a `{ generated: n }` views dataset: path `/docs/page-000001` for index 0,
 * `human = (index * 7) % 101`, `ai = (index * 3) % 37`, `total = human + ai`.
 */
export function generatedRow(index: number): PageViewRow {
  const human = (index * 7) % 101;
  const ai = (index * 3) % 37;
  return { path: pagePath(index), human, ai, total: human + ai };
}

/** Site-wide totals of a `{ generated: count }` views dataset (sum of {@link generatedRow} over 0..count-1), in O(1). */
export function generatedTotals(count: number): ViewCounts {
  const human = periodicSum(count, 101, (i) => (i * 7) % 101);
  const ai = periodicSum(count, 37, (i) => (i * 3) % 37);
  return { human, ai, total: human + ai };
}

/**
 * Row `index` of a `{ generated: n }` visitors dataset: path as {@link generatedRow},
 * `human = (index * 5) % 53`, `ai = (index * 3) % 17`, and `total = human + ai` minus the
 * overlap `min(human, ai)` on every fourth row (visitors seen as both).
 */
export function generatedVisitorRow(index: number): VisitorRow {
  const human = (index * 5) % 53;
  const ai = (index * 3) % 17;
  return { path: pagePath(index), human, ai, total: human + ai - visitorOverlap(index, human, ai) };
}

/** Totals of a `{ generated: count }` visitors dataset: the sums of {@link generatedVisitorRow}'s fields, in O(1). */
export function generatedVisitorTotals(count: number): VisitorCounts {
  const period = 53 * 17 * 4;
  const field = (key: keyof VisitorCounts) => periodicSum(count, period, (i) => generatedVisitorRow(i)[key]);
  return { human: field('human'), ai: field('ai'), total: field('total') };
}

/** Click-through rate of generated search row `index`: `((index * 13) % 101) / 100`. */
function searchCtr(index: number): number {
  return ((index * 13) % 101) / 100;
}

/**
 * Row `index` of a `{ generated: n }` searches dataset, in the API's order (hits descending):
 * `searchQuery` `search term <index+1>` (some with commas, quotes, newlines or non-ASCII),
 * `hits = max(1, floor(100000 / (index + 1)))`, `ctr = ((index * 13) % 101) / 100`,
 * `topClickedPage` null on every third row and wherever `ctr` is 0, `lastSearchedAt` one minute
 * apart from 2024-01-01.
 */
export function generatedSearchRow(index: number): SearchRow {
  return {
    searchQuery: `search term ${index + 1}${textSuffix(index)}`,
    hits: searchHits(index),
    ctr: searchCtr(index),
    // A query nobody clicked through (CTR 0) has no top clicked page.
    topClickedPage: index % 3 === 2 || searchCtr(index) === 0 ? null : pagePath(index % 1000),
    lastSearchedAt: new Date(GENERATED_EPOCH + index * 60_000).toISOString(),
  };
}

/** `totalSearches` of a `{ generated: count }` searches dataset: the sum of `hits` (O(count)). */
export function generatedSearchesTotal(count: number): number {
  let total = 0;
  for (let index = 0; index < count; index += 1) total += searchHits(index);
  return total;
}

/**
 * Item `index` of a `{ generated: n }` feedback dataset (id `fb_000001` for index 0). `source`
 * cycles contextual, code_snippet, agent, thumbs_only (`index % 4`); `status` is
 * `['pending', 'in_progress', 'resolved', 'dismissed'][floor(index / 4) % 4]`; `comment` is null
 * on every third item; `createdAt` one hour apart from 2024-01-01, null on every 17th. Contextual
 * items have `helpful` and a `contact` e-mail address on every third of them; code-snippet items
 * have `code`, `filename`, `lang`.
 */
export function generatedFeedback(index: number): FeedbackItem {
  const base = {
    id: `fb_${String(index + 1).padStart(6, '0')}`,
    path: pagePath(index % 500),
    comment: index % 3 === 2 ? null : `Comment ${index + 1}${textSuffix(index)}`,
    createdAt: index % 17 === 16 ? null : new Date(GENERATED_EPOCH + index * 3_600_000).toISOString(),
    status: feedbackStatusOf(index),
  };
  const source = feedbackSourceOf(index);
  const quarter = Math.floor(index / 4);
  if (source === 'contextual') {
    return {
      ...base,
      source,
      helpful: quarter % 2 === 0,
      contact: quarter % 3 === 0 ? `reader${index + 1}@example.com` : null,
    };
  }
  if (source === 'code_snippet') {
    return {
      ...base,
      source,
      code: `npm install acme@${index + 1}`,
      filename: quarter % 2 === 1 ? null : 'install.sh',
      lang: quarter % 3 === 2 ? null : 'bash',
    };
  }
  return { ...base, source };
}

/**
 * Row `index` of a `{ generated: n }` feedback-by-page dataset: path as {@link generatedRow},
 * `thumbsUp = (index * 7) % 29`, `thumbsDown = (index * 3) % 11`, `code = (index * 5) % 7`,
 * `total` their sum.
 */
export function generatedFeedbackByPageRow(index: number): FeedbackByPageRow {
  const thumbsUp = (index * 7) % 29;
  const thumbsDown = (index * 3) % 11;
  const code = (index * 5) % 7;
  return { path: pagePath(index), thumbsUp, thumbsDown, code, total: thumbsUp + thumbsDown + code };
}

/**
 * Conversation `index` of a `{ generated: n }` assistant dataset: `id` a ULID (time part =
 * `timestamp`, random part = index), `timestamp` one minute apart from 2024-01-01, `query` and
 * `response` mention the index (some with commas, quotes, newlines or non-ASCII; exact lengths
 * when `queryChars`/`responseChars` are set), `responseType` `clarifying_question` when
 * `index % 7 === 3`, absent when `index % 11 === 5`, else `answer`; `sources` `index % 4` pages
 * (or `sourcesPerConversation`); `unanswered` every fifth; `queryCategory` null every third;
 * `pageUrl` null when `index % 4 === 1`.
 */
export function generatedConversation(
  index: number,
  options: GeneratedConversationOptions = {},
): AssistantConversation {
  const time = GENERATED_EPOCH + index * 60_000;
  const query = `How do I configure feature ${index + 1}?${textSuffix(index)}`;
  const response = `Feature ${index + 1} is configured in docs.json. `;
  const sourceCount = options.sourcesPerConversation ?? index % 4;
  const conversation: AssistantConversation = {
    id: `${encodeBase32(time, 10)}${encodeBase32(index, 16)}`,
    timestamp: new Date(time).toISOString(),
    query: options.queryChars === undefined ? query : fillText(query, options.queryChars),
    response: options.responseChars === undefined ? response.trim() : fillText(response, options.responseChars),
    sources: Array.from({ length: sourceCount }, (_, k) => ({
      title: `Page ${((index + k) % 1000) + 1}`,
      url: `https://docs.acme.com${pagePath((index + k) % 1000)}`,
    })),
    resolutionStatus: index % 5 === 4 ? 'unanswered' : 'answered',
    queryCategory: index % 3 === 0 ? null : (['setup', 'api', 'billing'][index % 3] ?? null),
    pageUrl: index % 4 === 1 ? null : `https://docs.acme.com${pagePath(index % 1000)}`,
  };
  if (index % 11 !== 5) conversation.responseType = index % 7 === 3 ? 'clarifying_question' : 'answer';
  return conversation;
}

let sharedValidator: OpenApiValidator | undefined;

/** One validator for the Mintlify specs, loaded on first use and shared by every fake. */
function defaultValidator(): OpenApiValidator {
  sharedValidator ??= createOpenApiValidator();
  return sharedValidator;
}

/**
 * Starts a fake Mintlify API on `127.0.0.1` (random free port). Resolves once it listens.
 * Throws if the specs cannot be loaded (see `createOpenApiValidator`).
 */
export async function startFakeMintlify(options: FakeMintlifyOptions = {}): Promise<FakeMintlify> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const now = options.now ?? Date.now;
  const validator = options.validator ?? defaultValidator();

  const requests: RecordedRequest[] = [];
  const messages: RecordedMessage[] = [];
  const createdJobs: RecordedCreatedJob[] = [];
  const violations: string[] = [];
  const injectedViolations: string[] = [];
  const jobs = new Map<string, JobState>();
  const createQueue: CreatedJobOptions[] = [];
  let createDefaults: Omit<CreatedJobOptions, 'id'> = {};
  let nextJobNumber = 1;
  const faults: QueuedFault[] = [];
  const delays = new Set<() => void>();
  let views = createViewsSource({ rows: [] });
  let visitors = createVisitorsSource({ rows: [] });
  let searches = createSearchesSource({ rows: [] });
  let feedback = createFeedbackSource({ rows: [] });
  let feedbackByPage = createFeedbackByPageSource({ rows: [] });
  let assistant = createAssistantSource({ rows: [] });
  let callerStats: CallerStats = { web: 0, api: 0, other: 0, total: 0 };
  let closed = false;

  const timestamp = (): string => new Date(now()).toISOString();

  /** Counts one poll of an active job; the job finishes when its countdown runs out. */
  const poll = (job: JobState): void => {
    if (job.status !== 'active') return;
    job.countdown -= 1;
    if (job.countdown <= 0) finish(job);
  };

  const finish = (job: JobState): void => {
    job.status = job.finalStatus;
    job.archivedAt = job.finalStatus === 'archived' ? timestamp() : null;
  };

  const activate = (job: JobState): void => {
    job.status = 'active';
    job.countdown = job.pollsUntilDone;
    job.archivedAt = null;
  };

  const jobState = (job: FakeJobOptions): JobState => {
    const status = job.status ?? 'completed';
    const pollsUntilDone = job.pollsUntilDone ?? 2;
    return {
      id: job.id,
      status,
      countdown: status === 'active' ? pollsUntilDone : 0,
      pollsUntilDone,
      finalStatus: job.finalStatus ?? 'completed',
      prLink: job.prLink === undefined ? DEFAULT_PR_LINK : job.prLink,
      model: job.model ?? 'sonnet',
      source: job.source ?? { repository: 'https://github.com/acme/docs', ref: 'main' },
      createdAt: timestamp(),
      archivedAt: status === 'archived' ? timestamp() : null,
      omitArchivedAt: job.omitArchivedAt ?? false,
      refuseMessagesWhenFinished: job.refuseMessagesWhenFinished ?? false,
    };
  };

  /** The id the next created job gets; `take` consumes it (and the scripted job it came from). */
  const nextCreatedJob = (take: boolean): FakeJobOptions => {
    const scripted = take ? createQueue.shift() : createQueue[0];
    let id = scripted?.id;
    if (id === undefined) {
      let number = nextJobNumber;
      while (jobs.has(`job_${number}`)) number += 1;
      id = `job_${number}`;
      if (take) nextJobNumber = number + 1;
    }
    return { ...createDefaults, ...scripted, id, status: 'active' };
  };

  const handleCreate = (body: string): Reply => {
    const prompt = readPrompt(body);
    if (typeof prompt !== 'string') return json(400, { error: prompt.error });
    const job = jobState(nextCreatedJob(true));
    jobs.set(job.id, job);
    createdJobs.push({ jobId: job.id, prompt, at: now() });
    return json(201, renderJob(job));
  };

  const handleMessage = (jobId: string, body: string): Reply => {
    const prompt = readPrompt(body);
    if (typeof prompt !== 'string') return json(400, { error: prompt.error });
    const job = jobs.get(jobId);
    if (job === undefined) return json(404, { error: `Job ${jobId} not found` });
    if (job.refuseMessagesWhenFinished && (job.status === 'archived' || job.status === 'failed')) {
      return json(400, { error: `Job ${jobId} is ${job.status} and cannot take follow-up messages` });
    }
    messages.push({ jobId, prompt, at: now() });
    activate(job);
    return json(200, renderJob(job));
  };

  const handleJob = (jobId: string): Reply => {
    const job = jobs.get(jobId);
    if (job === undefined) return json(404, { error: `Job ${jobId} not found` });
    poll(job);
    return json(200, renderJob(job));
  };

  /** The analytics body for a valid query, shaped by a page fault if one applies. No side effects. */
  const analyticsBody = (route: AnalyticsRoute, query: AnalyticsQuery, fault: FaultKind | undefined): unknown => {
    const repeat = fault?.kind === 'repeatFirstPage';
    const page = repeat ? { ...query, offset: 0 } : query;
    const { limit } = page;
    switch (route) {
      case 'views':
        return shapeOffsetPage(views.page(page), 'views', fault);
      case 'visitors': {
        const { totals, listing } = visitors(page);
        const body: VisitorsResponse = {
          totals,
          visitors: slice(listing, page.offset, limit),
          hasMore: page.offset + limit < listing.count,
        };
        return shapeOffsetPage(body, 'visitors', fault);
      }
      case 'searches': {
        const { totalSearches, listing } = searches(page);
        const next = repeat ? limit : nextIndex(listing, page.offset, limit);
        const body: SearchesResponse = {
          searches: slice(listing, page.offset, limit),
          totalSearches,
          nextCursor: next === null ? null : opaqueCursor('searches', next),
        };
        return body;
      }
      case 'feedback': {
        const listing = feedback(page);
        const next = repeat ? limit : nextIndex(listing, page.offset, limit);
        const body: FeedbackResponse = {
          feedback: slice(listing, page.offset, limit),
          nextCursor: next === null ? null : opaqueCursor('feedback', next),
          hasMore: next !== null,
        };
        return body;
      }
      case 'feedback-by-page': {
        const listing = feedbackByPage(page);
        const body: FeedbackByPageResponse = { feedback: slice(listing, 0, limit), hasMore: limit < listing.count };
        return body;
      }
      case 'assistant': {
        const listing = assistant(page);
        const next = repeat ? limit : nextIndex(listing, page.offset, limit);
        const body: AssistantResponse = {
          conversations: slice(listing, page.offset, limit),
          nextCursor: next === null ? null : ulidCursor(next),
          hasMore: next !== null,
        };
        return body;
      }
      case 'assistant-callers':
        return { ...callerStats };
    }
  };

  const handleAnalytics = (
    route: AnalyticsRoute,
    query: Record<string, string>,
    fault: FaultKind | undefined,
  ): Reply => {
    const parsed = parseAnalyticsQuery(route, query);
    if ('details' in parsed) return json(400, { error: 'Invalid query parameters', details: parsed.details });
    return json(200, analyticsBody(route, parsed, fault));
  };

  /** The normal response, with its side effects (message recorded, job created, poll counted). */
  const handle = (
    target: RouteMatch,
    request: IncomingMessage,
    query: Record<string, string>,
    body: string,
    fault: FaultKind | undefined,
  ): Reply => {
    if (target.route === 'unknown') return json(target.status, { error: target.error });
    const refusal = keyRefusal(request.headers.authorization, apiKey, options.keys ?? {}, request.method ?? 'GET');
    if (refusal) return refusal;
    if (target.projectId !== projectId) return json(404, { error: `Project ${target.projectId} not found` });
    switch (target.route) {
      case 'create':
        return handleCreate(body);
      case 'message':
        return handleMessage(target.jobId, body);
      case 'job':
        return handleJob(target.jobId);
      default:
        return handleAnalytics(target.route, query, fault);
    }
  };

  /** What a normal success response would contain, without side effects: the source of a `malformed` body. */
  const preview = (target: RouteMatch, query: Record<string, string>): unknown => {
    switch (target.route) {
      case 'unknown':
        return { error: target.error };
      case 'create':
        return renderJob(jobState(nextCreatedJob(false)));
      case 'message':
      case 'job': {
        const job = jobs.get(target.jobId);
        return job === undefined ? { error: `Job ${target.jobId} not found` } : renderJob(job);
      }
      default: {
        const parsed = parseAnalyticsQuery(target.route, query);
        return analyticsBody(target.route, 'details' in parsed ? parseDefaults(target.route) : parsed, undefined);
      }
    }
  };

  const takeFault = (route: FakeRoute | 'unknown', query: Record<string, string>): FaultKind | undefined => {
    const offset = route === 'views' || route === 'visitors' ? requestOffset(query) : undefined;
    for (const [index, queued] of faults.entries()) {
      if (!faultMatches(queued.fault, route, offset)) continue;
      if (queued.skip > 0) {
        queued.skip -= 1;
        continue;
      }
      queued.remaining -= 1;
      if (queued.remaining <= 0) faults.splice(index, 1);
      return queued.fault;
    }
    return undefined;
  };

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        delays.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      delays.add(wake);
    });

  const respond = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const at = now();
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake-mintlify.invalid');
    const query = Object.fromEntries(url.searchParams);
    const method = request.method ?? 'GET';
    const target = matchRoute(method, url.pathname);
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      route: target.route,
      query,
      headers: request.headers,
      body,
      status: 0,
      at,
    };
    requests.push(record);
    violations.push(
      ...validator.validateRequest({
        method,
        path: url.pathname,
        query,
        contentType: request.headers['content-type'],
        body,
      }),
    );

    const fault = takeFault(target.route, query);
    const successStatus = target.route === 'create' ? 201 : 200;
    let reply: Reply | undefined;
    switch (fault?.kind) {
      case 'reset':
        request.socket.destroy();
        return;
      case 'delay':
        await sleep(fault.ms);
        if (closed) return;
        reply = handle(target, request, query, body, undefined);
        break;
      case 'status': {
        if (fault.processed === true) handle(target, request, query, body, undefined);
        const headers: Record<string, string> =
          fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
        const errorBody = fault.body ?? {
          error: `Injected fault: ${fault.status} ${STATUS_CODES[fault.status] ?? 'error'}`,
        };
        reply = json(fault.status, errorBody, headers);
        break;
      }
      case 'malformed': {
        const text = JSON.stringify(preview(target, query));
        reply = { status: successStatus, text: text.slice(0, Math.max(1, Math.floor(text.length / 2))), headers: {} };
        break;
      }
      case 'schema':
        reply = json(successStatus, fault.body);
        break;
      default:
        reply = handle(target, request, query, body, fault);
    }

    const contentType = 'application/json; charset=utf-8';
    const shapedByFault = fault !== undefined && fault.kind !== 'delay';
    (shapedByFault ? injectedViolations : violations).push(
      ...validator.validateResponse(
        { method, path: url.pathname },
        { status: reply.status, contentType, body: reply.text },
      ),
    );
    record.status = reply.status;
    response.writeHead(reply.status, {
      ...reply.headers,
      'Content-Type': contentType,
      'Content-Length': String(Buffer.byteLength(reply.text)),
    });
    response.end(reply.text);
  };

  const server = createServer((request, response) => {
    respond(request, response).catch((error: unknown) => {
      if (request.destroyed || closed) return;
      const message = error instanceof Error ? error.message : String(error);
      violations.push(`fake Mintlify failed on ${request.method ?? '?'} ${request.url ?? '?'}: ${message}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: `Fake Mintlify error: ${message}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Fake Mintlify is not listening on a TCP port');

  const setAnalytics = (datasets: Partial<AnalyticsDatasets>): void => {
    if (datasets.views !== undefined) views = createViewsSource(datasets.views);
    if (datasets.visitors !== undefined) visitors = createVisitorsSource(datasets.visitors);
    if (datasets.searches !== undefined) searches = createSearchesSource(datasets.searches);
    if (datasets.feedback !== undefined) feedback = createFeedbackSource(datasets.feedback);
    if (datasets.feedbackByPage !== undefined) feedbackByPage = createFeedbackByPageSource(datasets.feedbackByPage);
    if (datasets.assistant !== undefined) assistant = createAssistantSource(datasets.assistant);
    if (datasets.callerStats !== undefined) callerStats = { ...datasets.callerStats };
  };

  return {
    url: `http://127.0.0.1:${address.port}`,
    projectId,
    apiKey,
    requests,
    messages,
    createdJobs,
    violations,
    injectedViolations,
    addJob(job) {
      jobs.set(job.id, jobState(job));
    },
    getJob(id) {
      const job = jobs.get(id);
      return job === undefined ? undefined : renderJob(job);
    },
    setCreatedJobDefaults(defaults) {
      createDefaults = { ...defaults };
    },
    queueCreatedJob(job) {
      createQueue.push({ ...job });
    },
    setViews(dataset) {
      setAnalytics({ views: dataset });
    },
    setAnalytics,
    inject(fault) {
      faults.push({ fault, remaining: fault.times ?? 1, skip: fault.skip ?? 0 });
    },
    pendingFaults() {
      return faults.length;
    },
    count(route) {
      return route === '*' ? requests.length : requests.filter((r) => r.route === route).length;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const wake of [...delays]) wake();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      });
    },
  };
}

/** Mutable state of one scripted job. */
interface JobState {
  id: string;
  status: AgentJobStatus;
  /** GETs left before the job finishes (only meaningful while `active`). */
  countdown: number;
  pollsUntilDone: number;
  finalStatus: FinalJobStatus;
  prLink: string | null;
  model: string;
  source: { repository: string; ref: string | null };
  createdAt: string;
  archivedAt: string | null;
  omitArchivedAt: boolean;
  refuseMessagesWhenFinished: boolean;
}

interface QueuedFault {
  fault: Fault;
  remaining: number;
  /** Matching requests still to let through before the fault applies. */
  skip: number;
}

/** A response to send: status, JSON text and extra headers. */
interface Reply {
  status: number;
  text: string;
  headers: Record<string, string>;
}

type RouteMatch =
  | { route: 'message' | 'job'; projectId: string; jobId: string }
  | { route: 'create' | AnalyticsRoute; projectId: string }
  | { route: 'unknown'; status: number; error: string };

/**
 * Validated query of an analytics request. Dates are ms since the epoch (`to` exclusive);
 * `offset` is the index of the first row (the `offset` parameter, or the row a cursor points at).
 */
interface AnalyticsQuery {
  from?: number;
  to?: number;
  offset: number;
  limit: number;
  source?: FeedbackSource;
  statuses?: FeedbackStatus[];
}

/** The rows of a dataset for one query: `count` rows, row `index` computed on demand. */
interface Listing<T> {
  count: number;
  at(index: number): T;
}

/** Serves pages of one page-views dataset. */
interface ViewsSource {
  page(query: AnalyticsQuery): ViewsResponse;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, text: JSON.stringify(body), headers };
}

function renderJob(job: JobState): FakeAgentJob {
  const final = job.status !== 'active';
  const rendered: FakeAgentJob = {
    id: job.id,
    status: job.status,
    source: { ...job.source },
    model: job.model,
    prLink: final ? job.prLink : null,
    createdAt: job.createdAt,
  };
  if (!job.omitArchivedAt) rendered.archivedAt = job.archivedAt;
  return rendered;
}

function matchRoute(method: string, pathname: string): RouteMatch {
  const patterns: Array<{ route: 'message' | 'job' | 'create' | 'analytics'; method: string; pattern: RegExp }> = [
    { route: 'create', method: 'POST', pattern: /^\/v2\/agent\/([^/]+)\/job$/ },
    { route: 'message', method: 'POST', pattern: /^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/message$/ },
    { route: 'job', method: 'GET', pattern: /^\/v2\/agent\/([^/]+)\/job\/([^/]+)$/ },
    {
      route: 'analytics',
      method: 'GET',
      pattern:
        /^\/v1\/analytics\/([^/]+)\/(views|visitors|searches|feedback|feedback\/by-page|assistant|assistant\/caller-stats)$/,
    },
  ];
  for (const { route, method: expected, pattern } of patterns) {
    const match = pattern.exec(pathname);
    if (match === null) continue;
    if (method !== expected)
      return { route: 'unknown', status: 405, error: `Method ${method} not allowed on ${pathname}` };
    let segments: string[];
    try {
      segments = match.slice(1).map((segment) => decodeURIComponent(segment));
    } catch {
      return { route: 'unknown', status: 404, error: `Malformed percent-encoding in ${pathname}` };
    }
    const [projectId = '', second = ''] = segments;
    if (route === 'analytics') {
      const analyticsRoute = ANALYTICS_PATHS[second];
      return analyticsRoute === undefined
        ? { route: 'unknown', status: 404, error: `No route for ${method} ${pathname}` }
        : { route: analyticsRoute, projectId };
    }
    return route === 'create' ? { route, projectId } : { route, projectId, jobId: second };
  }
  return { route: 'unknown', status: 404, error: `No route for ${method} ${pathname}` };
}

/**
 * The refusal of a request by its key, or `undefined` when the key may make it: an unknown
 * key 401 `Unauthorized`, an expired one 401, one behind an allowlist 403 with its text, a key
 * without `read` 403 on a GET and without `write` 403 on a POST.
 */
function keyRefusal(
  header: string | undefined,
  apiKey: string,
  keys: Record<string, FakeApiKey>,
  method: string,
): Reply | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  if (token === apiKey) return undefined;
  const key = token === undefined ? undefined : keys[token];
  if (key === undefined) return json(401, { error: 'Unauthorized' });
  if (key.expired === true) return json(401, { error: 'API key expired' });
  if (key.allowlistRefusal !== undefined) return json(403, { error: key.allowlistRefusal });
  const scope = method === 'GET' ? 'read' : 'write';
  if (!(key.scopes ?? ['read', 'write']).includes(scope))
    return json(403, { error: `This API key does not have the ${scope} scope` });
  return undefined;
}

/** The prompt of a create or message body, or the error to send with 400. */
function readPrompt(body: string): string | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { error: 'Request body must be JSON: {"prompt": string}' };
  }
  const prompt = typeof parsed === 'object' && parsed !== null && 'prompt' in parsed ? parsed.prompt : undefined;
  if (typeof prompt !== 'string' || prompt.length === 0) return { error: 'prompt must be a non-empty string' };
  return prompt;
}

function faultMatches(fault: Fault, route: FakeRoute | 'unknown', offset: number | undefined): boolean {
  const wanted = fault.route ?? '*';
  if (wanted !== '*' && wanted !== route) return false;
  const offsetRoute = route === 'views' || route === 'visitors';
  const offsetOnly = fault.kind === 'emptyHasMore' || fault.kind === 'totalsDrift' || fault.offset !== undefined;
  if (offsetOnly && !offsetRoute) return false;
  if (
    fault.kind === 'repeatFirstPage' &&
    !(offsetRoute || route === 'searches' || route === 'feedback' || route === 'assistant')
  ) {
    return false;
  }
  return fault.offset === undefined || fault.offset === offset;
}

/** The page offset a views or visitors request asks for (absent = 0); `undefined` if it is not a valid offset. */
function requestOffset(query: Record<string, string>): number | undefined {
  const raw = query.offset;
  if (raw === undefined) return 0;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Applies the offset-page faults to a views or visitors body. */
function shapeOffsetPage<K extends 'views' | 'visitors'>(
  body: { totals: ViewCounts; hasMore: boolean } & Record<K, unknown[]>,
  rowsKey: K,
  fault: FaultKind | undefined,
): unknown {
  switch (fault?.kind) {
    case 'emptyHasMore':
      return { ...body, [rowsKey]: [], hasMore: true };
    case 'totalsDrift': {
      const { human, ai, total } = body.totals;
      return { ...body, totals: { human: human + fault.delta, ai: ai + fault.delta, total: total + fault.delta } };
    }
    case 'repeatFirstPage':
      return { ...body, hasMore: true };
    default:
      return body;
  }
}

/**
 * Validates an analytics query like the API: 400 details for each bad parameter. `limit` must be
 * an integer in the route's range (the spec types some limits as `number`; the fake still wants
 * integers); cursors must be ones the fake issued for that route.
 */
function parseAnalyticsQuery(
  route: AnalyticsRoute,
  query: Record<string, string>,
): AnalyticsQuery | { details: Array<{ message: string }> } {
  const rule = ANALYTICS_RULES[route];
  const details: Array<{ message: string }> = [];
  const integer = (name: string, min: number, max: number, fallback: number): number => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max)) {
      const range = max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer from ${min} to ${max}`;
      details.push({ message: `${name} must be ${range} (got ${JSON.stringify(raw)})` });
    }
    return value;
  };
  const date = (name: string): number | undefined => {
    const raw = query[name];
    if (raw === undefined) return undefined;
    const value = parseDate(raw);
    if (value === undefined)
      details.push({ message: `${name} must be a date in ISO 8601 or YYYY-MM-DD format (got ${JSON.stringify(raw)})` });
    return value;
  };
  const limit = rule.limit === undefined ? 0 : integer('limit', 1, rule.limit.max, rule.limit.fallback);
  let offset = 0;
  if (rule.paging === 'offset') offset = integer('offset', 0, Number.MAX_SAFE_INTEGER, 0);
  if ((rule.paging === 'cursor' || rule.paging === 'ulid') && query.cursor !== undefined) {
    const index = rule.paging === 'ulid' ? decodeUlidCursor(query.cursor) : decodeOpaqueCursor(route, query.cursor);
    if (index === undefined)
      details.push({ message: `cursor is not a cursor this endpoint issued (got ${JSON.stringify(query.cursor)})` });
    else offset = index;
  }
  const from = date('dateFrom');
  const to = date('dateTo');
  if (from !== undefined && to !== undefined && from >= to) {
    details.push({
      message: `dateFrom must be before dateTo (dateTo is exclusive; got ${query.dateFrom} and ${query.dateTo})`,
    });
  }
  const parsed: AnalyticsQuery = { from, to, offset, limit };
  if (rule.feedbackFilters === true) {
    const source = query.source;
    if (source !== undefined) {
      const known = FEEDBACK_SOURCES.find((candidate) => candidate === source);
      if (known === undefined)
        details.push({
          message: `source must be one of ${FEEDBACK_SOURCES.join(', ')} (got ${JSON.stringify(source)})`,
        });
      parsed.source = known;
    }
    if (query.status !== undefined) {
      const statuses: FeedbackStatus[] = [];
      for (const name of query.status.split(',').map((part) => part.trim())) {
        const known = FEEDBACK_STATUSES.find((candidate) => candidate === name);
        if (known === undefined)
          details.push({
            message: `status must list values of ${FEEDBACK_STATUSES.join(', ')} (got ${JSON.stringify(name)})`,
          });
        else statuses.push(known);
      }
      parsed.statuses = statuses;
    }
  }
  return details.length > 0 ? { details } : parsed;
}

/** The query of a request without parameters: each route's defaults. */
function parseDefaults(route: AnalyticsRoute): AnalyticsQuery {
  return { offset: 0, limit: ANALYTICS_RULES[route].limit?.fallback ?? 0 };
}

/** `YYYY-MM-DD` (UTC midnight) or an ISO 8601 date-time, in ms since the epoch; `undefined` if invalid. */
function parseDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(text);
  if (match === null) return undefined;
  const [, year, month, day] = match;
  const dayStart = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (new Date(dayStart).toISOString().slice(0, 10) !== text.slice(0, 10)) return undefined;
  const value = Date.parse(match[4] === undefined ? `${text}T00:00:00Z` : text);
  return Number.isNaN(value) ? undefined : value;
}

/** Whether `time` (ms; `undefined` when the row has no usable time) is in `[from, to)`; timeless rows only match open ranges. */
function inRange(time: number | undefined, { from, to }: AnalyticsQuery): boolean {
  if (time === undefined) return from === undefined && to === undefined;
  return (from === undefined || time >= from) && (to === undefined || time < to);
}

/** Parses the fake-only `date` of a dataset row; throws for a date that is not `YYYY-MM-DD` or ISO 8601. */
function rowDate(dataset: string, index: number, date: string | undefined): number | undefined {
  if (date === undefined) return undefined;
  const time = parseDate(date);
  if (time === undefined)
    throw new Error(`${dataset} row ${index}: date must be YYYY-MM-DD or ISO 8601 (got ${JSON.stringify(date)})`);
  return time;
}

/** A timestamp of an API row (feedback `createdAt`, conversation `timestamp`); `undefined` when null or unparsable. */
function rowTime(text: string | null): number | undefined {
  if (text === null) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

function arrayListing<T>(rows: readonly T[]): Listing<T> {
  return {
    count: rows.length,
    at(index) {
      const row = rows[index];
      if (row === undefined) throw new RangeError(`row ${index} is outside the ${rows.length} rows of this listing`);
      return row;
    },
  };
}

function slice<T>(listing: Listing<T>, start: number, limit: number): T[] {
  const rows: T[] = [];
  for (let index = start; index < Math.min(start + limit, listing.count); index += 1) rows.push(listing.at(index));
  return rows;
}

/** Index of the first row after a page, or `null` when the page reaches the end. */
function nextIndex(listing: Listing<unknown>, start: number, limit: number): number | null {
  return start + limit < listing.count ? start + limit : null;
}

/** A memo of one computed value per query key (date range and filters). */
function memoByQuery<T>(compute: (query: AnalyticsQuery) => T): (query: AnalyticsQuery) => T {
  const cache = new Map<string, T>();
  return (query) => {
    const key = `${query.from ?? ''}|${query.to ?? ''}|${query.source ?? ''}|${query.statuses?.join(',') ?? ''}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const value = compute(query);
    cache.set(key, value);
    return value;
  };
}

/** Opaque cursor for searches and feedback: base64url of `<route>:<row index>`. */
function opaqueCursor(route: 'searches' | 'feedback', index: number): string {
  return Buffer.from(`${route}:${index}`).toString('base64url');
}

function decodeOpaqueCursor(route: AnalyticsRoute, cursor: string): number | undefined {
  const match = /^([a-z-]+):(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (match === null || match[1] !== route) return undefined;
  const index = Number(match[2]);
  return Number.isSafeInteger(index) && Buffer.from(`${route}:${index}`).toString('base64url') === cursor
    ? index
    : undefined;
}

/** Assistant cursor: a ULID with a fixed time part and the row index as its random part. */
function ulidCursor(index: number): string {
  return `${ULID_CURSOR_PREFIX}${encodeBase32(index, 16)}`;
}

function decodeUlidCursor(cursor: string): number | undefined {
  const text = cursor.toUpperCase();
  if (text.length !== 26 || !text.startsWith(ULID_CURSOR_PREFIX)) return undefined;
  let index = 0;
  for (const char of text.slice(10)) {
    const digit = ULID_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    index = index * 32 + digit;
  }
  return Number.isSafeInteger(index) ? index : undefined;
}

/** `value` (a non-negative integer) in Crockford base32, left-padded with `0` to `length` digits. */
function encodeBase32(value: number, length: number): string {
  let text = '';
  let rest = value;
  for (let digit = 0; digit < length; digit += 1) {
    text = ULID_ALPHABET.charAt(rest % 32) + text;
    rest = Math.floor(rest / 32);
  }
  return text;
}

/** `/docs/page-000001` for index 0. */
function pagePath(index: number): string {
  return `/docs/page-${String(index + 1).padStart(6, '0')}`;
}

function textSuffix(index: number): string {
  return TEXT_SUFFIXES[index % TEXT_SUFFIXES.length] ?? '';
}

/** `seed` repeated and cut to exactly `length` UTF-16 code units. */
function fillText(seed: string, length: number): string {
  return seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
}

function searchHits(index: number): number {
  return Math.max(1, Math.floor(100_000 / (index + 1)));
}

function visitorOverlap(index: number, human: number, ai: number): number {
  return index % 4 === 0 ? Math.min(human, ai) : 0;
}

function feedbackSourceOf(index: number): FeedbackSource {
  return FEEDBACK_SOURCES[index % 4] ?? 'contextual';
}

function feedbackStatusOf(index: number): FeedbackStatus {
  return FEEDBACK_STATUSES[Math.floor(index / 4) % 4] ?? 'pending';
}

/** Σ term(i) for i in [0, count), where term has period `period`: whole periods, then the rest. */
function periodicSum(count: number, period: number, term: (index: number) => number): number {
  const partial = (terms: number): number => {
    let sum = 0;
    for (let i = 0; i < terms; i += 1) sum += term(i);
    return sum;
  };
  return Math.floor(count / period) * partial(period) + partial(count % period);
}

function matchesFeedbackFilters(
  item: { source: FeedbackSource; status: FeedbackStatus },
  query: AnalyticsQuery,
): boolean {
  return (
    (query.source === undefined || item.source === query.source) &&
    (query.statuses === undefined || query.statuses.includes(item.status))
  );
}

function createViewsSource(dataset: ViewsDataset): ViewsSource {
  if ('generated' in dataset) {
    const count = dataset.generated;
    const totals = generatedTotals(count);
    return {
      page({ offset, limit }) {
        const views: PageViewRow[] = [];
        for (let index = offset; index < Math.min(offset + limit, count); index += 1) views.push(generatedRow(index));
        return { totals: { ...totals }, views, hasMore: offset + limit < count };
      },
    };
  }
  const rows = dataset.rows.map((row) => ({ ...row, day: Date.parse(`${row.date}T00:00:00Z`) }));
  const aggregate = memoByQuery(({ from, to }): { totals: ViewCounts; views: PageViewRow[] } => {
    const byPath = new Map<string, PageViewRow>();
    const totals: ViewCounts = { human: 0, ai: 0, total: 0 };
    for (const row of rows) {
      if ((from !== undefined && row.day < from) || (to !== undefined && row.day >= to)) continue;
      const entry = byPath.get(row.path) ?? { path: row.path, human: 0, ai: 0, total: 0 };
      entry.human += row.human;
      entry.ai += row.ai;
      entry.total += row.human + row.ai;
      byPath.set(row.path, entry);
      totals.human += row.human;
      totals.ai += row.ai;
      totals.total += row.human + row.ai;
    }
    return { totals, views: [...byPath.values()] };
  });
  return {
    page(query) {
      const { offset, limit } = query;
      const { totals, views } = aggregate({ from: query.from, to: query.to, offset: 0, limit: 0 });
      return {
        totals: { ...totals },
        views: views.slice(offset, offset + limit).map((row) => ({ ...row })),
        hasMore: offset + limit < views.length,
      };
    },
  };
}

function createVisitorsSource(
  dataset: VisitorsDataset,
): (query: AnalyticsQuery) => { totals: VisitorCounts; listing: Listing<VisitorRow> } {
  if ('generated' in dataset) {
    const count = dataset.generated;
    const totals = dataset.totals ?? generatedVisitorTotals(count);
    return () => ({ totals: { ...totals }, listing: { count, at: generatedVisitorRow } });
  }
  const rows = dataset.rows.map((row, index) => ({
    time: rowDate('visitors', index, row.date),
    row: { path: row.path, human: row.human, ai: row.ai, total: row.total },
  }));
  const fixedTotals = dataset.totals;
  const select = memoByQuery((query) => {
    const inside = rows.filter(({ time }) => time === undefined || inRange(time, query)).map(({ row }) => row);
    const sum = (key: keyof VisitorCounts): number => inside.reduce((acc, row) => acc + row[key], 0);
    return { totals: fixedTotals ?? { human: sum('human'), ai: sum('ai'), total: sum('total') }, inside };
  });
  return (query) => {
    const { totals, inside } = select(query);
    return { totals: { ...totals }, listing: arrayListing(inside) };
  };
}

function createSearchesSource(
  dataset: SearchesDataset,
): (query: AnalyticsQuery) => { totalSearches: number; listing: Listing<SearchRow> } {
  if ('generated' in dataset) {
    const count = dataset.generated;
    let totalSearches = dataset.totalSearches;
    return () => {
      totalSearches ??= generatedSearchesTotal(count);
      return { totalSearches, listing: { count, at: generatedSearchRow } };
    };
  }
  const rows = dataset.rows.map((row, index) => ({
    time: rowDate('searches', index, row.date),
    row: {
      searchQuery: row.searchQuery,
      hits: row.hits,
      ctr: row.ctr,
      topClickedPage: row.topClickedPage,
      lastSearchedAt: row.lastSearchedAt,
    },
  }));
  const fixedTotal = dataset.totalSearches;
  return memoByQuery((query) => {
    const inside = rows.filter(({ time }) => time === undefined || inRange(time, query)).map(({ row }) => row);
    return {
      totalSearches: fixedTotal ?? inside.reduce((acc, row) => acc + row.hits, 0),
      listing: arrayListing(inside),
    };
  });
}

function createFeedbackSource(dataset: FeedbackDataset): (query: AnalyticsQuery) => Listing<FeedbackItem> {
  if ('generated' in dataset) {
    const count = dataset.generated;
    // Source and status repeat every 16 items, so the k-th match of a filter is found in O(1).
    const period = 16;
    return memoByQuery((query) => {
      const residues: number[] = [];
      for (let r = 0; r < period; r += 1) {
        if (matchesFeedbackFilters({ source: feedbackSourceOf(r), status: feedbackStatusOf(r) }, query))
          residues.push(r);
      }
      if (residues.length === 0) return { count: 0, at: generatedFeedback };
      const whole = Math.floor(count / period) * residues.length;
      const rest = residues.filter((r) => r < count % period).length;
      return {
        count: whole + rest,
        at: (k) => generatedFeedback(Math.floor(k / residues.length) * period + (residues[k % residues.length] ?? 0)),
      };
    });
  }
  const rows = dataset.rows.map((item) => ({ time: rowTime(item.createdAt), item }));
  return memoByQuery((query) =>
    arrayListing(
      rows
        .filter(({ time, item }) => inRange(time, query) && matchesFeedbackFilters(item, query))
        .map(({ item }) => item),
    ),
  );
}

function createFeedbackByPageSource(
  dataset: FeedbackByPageDataset,
): (query: AnalyticsQuery) => Listing<FeedbackByPageRow> {
  if ('generated' in dataset) {
    const listing: Listing<FeedbackByPageRow> = { count: dataset.generated, at: generatedFeedbackByPageRow };
    return () => listing;
  }
  const rows = dataset.rows.map((row, index) => ({
    time: rowDate('feedbackByPage', index, row.date),
    row: { path: row.path, thumbsUp: row.thumbsUp, thumbsDown: row.thumbsDown, code: row.code, total: row.total },
  }));
  return memoByQuery((query) =>
    arrayListing(rows.filter(({ time }) => time === undefined || inRange(time, query)).map(({ row }) => row)),
  );
}

function createAssistantSource(dataset: AssistantDataset): (query: AnalyticsQuery) => Listing<AssistantConversation> {
  if ('generated' in dataset) {
    const options: GeneratedConversationOptions = {
      ...(dataset.responseChars === undefined ? {} : { responseChars: dataset.responseChars }),
      ...(dataset.queryChars === undefined ? {} : { queryChars: dataset.queryChars }),
      ...(dataset.sourcesPerConversation === undefined
        ? {}
        : { sourcesPerConversation: dataset.sourcesPerConversation }),
    };
    const listing: Listing<AssistantConversation> = {
      count: dataset.generated,
      at: (index) => generatedConversation(index, options),
    };
    return () => listing;
  }
  const rows = dataset.rows.map((conversation) => ({ time: rowTime(conversation.timestamp), conversation }));
  return memoByQuery((query) =>
    arrayListing(rows.filter(({ time }) => inRange(time, query)).map(({ conversation }) => conversation)),
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}
