/**
 * zod schemas of the analytics export endpoints (analytics spec, "Mintlify Analytics Export API" 1.0.0,
 * `components.schemas`). Loaded with the exporter only: the entry chunk, which every mode loads, builds none of them.
 *
 * Every field the spec marks required is required here, with its spec type; counts are non-negative integers (the spec
 * says `number`). Row schemas are plain `z.object`s (page views' are loose, and their rows are written field by
 * field): fields the spec does not list are dropped, so that nothing unknown (possibly personal data) reaches a file
 * or the summary. Response envelopes are loose (unknown envelope fields are ignored).
 * `test/mintlify/analytics-schemas.test.ts` checks every field name against the spec.
 */
import { z } from 'zod';

/** A count (views, visitors, hits…): the spec says `number`; counts are non-negative integers. */
const Count = z.number().int().nonnegative();

/** The human / AI / total split every traffic count of the analytics spec has. */
const TRAFFIC_COUNTS = { human: Count, ai: Count, total: Count };

/** `ViewsTrafficTotals`: site-wide counts for the date range (not per page). */
export const ViewsTotalsSchema = z.looseObject(TRAFFIC_COUNTS);

/** One item of `ViewsByPageResponse.views`. */
export const PageViewSchema = z.looseObject({ path: z.string(), ...TRAFFIC_COUNTS });

/** `ViewsByPageResponse` (analytics spec): one page of `GET /v1/analytics/{projectId}/views`. */
export const ViewsPageSchema = z.looseObject({
  totals: ViewsTotalsSchema,
  views: z.array(PageViewSchema),
  hasMore: z.boolean(),
});

/** One parsed page of page views. */
export type ViewsPage = z.infer<typeof ViewsPageSchema>;

/** A nullable string the spec marks required (`type: [string, null]`). */
const NullableText = z.string().nullable();

/** The paging fields of a cursor-paged response: the next page's cursor (`null` on the last page) and `hasMore`. */
const CURSOR_PAGING = { nextCursor: NullableText, hasMore: z.boolean() };

/**
 * `VisitorsByPageResponse`: one page of `GET /v1/analytics/{projectId}/visitors` (offset paging,
 * `limit` ≤ 250): site-wide unique visitors in `totals` (`total` deduplicated across human and
 * AI) and unique visitors per page in `visitors`, each `{path, human, ai, total}`.
 */
export const VisitorsPageSchema = z.looseObject({
  totals: z.object(TRAFFIC_COUNTS),
  visitors: z.array(z.object({ path: z.string(), ...TRAFFIC_COUNTS })),
  hasMore: z.boolean(),
});
/** One parsed visitors page. */
export type VisitorsPage = z.infer<typeof VisitorsPageSchema>;

/** One item of `SearchesResponse.searches`: a search term; `ctr` is a click-through rate from 0 to 1. */
export const SearchRowSchema = z.object({
  searchQuery: z.string(),
  hits: Count,
  ctr: z.number().min(0).max(1),
  topClickedPage: NullableText,
  lastSearchedAt: z.string(),
});
/** One search term. */
export type SearchRow = z.infer<typeof SearchRowSchema>;

/**
 * `SearchesResponse`: one page of `GET /v1/analytics/{projectId}/searches`
 * (cursor paging, `limit` ≤ 100), terms by hits descending.
 */
export const SearchesPageSchema = z.looseObject({
  searches: z.array(SearchRowSchema),
  /** Search events in the range (the sum of all hits, not distinct terms). */
  totalSearches: Count,
  nextCursor: NullableText,
});
/** One parsed searches page. */
export type SearchesPage = z.infer<typeof SearchesPageSchema>;

/** Feedback sources (`FeedbackResponse.feedback[].source`). */
export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const;

/** Feedback review statuses (`FeedbackResponse.feedback[].status`). */
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const;

/** The fields every feedback item has (the third `anyOf` shape: `agent` and `thumbs_only`). */
export const BasicFeedbackSchema = z.object({
  id: z.string(),
  path: z.string(),
  /** Visitor-written text. */
  comment: NullableText,
  createdAt: NullableText,
  source: z.enum(FEEDBACK_SOURCES),
  status: z.enum(FEEDBACK_STATUSES),
});

/** Page-level feedback (`source: contextual`); `contact` is an e-mail address the visitor gave, or null. */
export const ContextualFeedbackSchema = BasicFeedbackSchema.extend({ helpful: z.boolean(), contact: NullableText });

/** Feedback on a code block (`source: code_snippet`): the snippet, its file name and language. */
export const CodeSnippetFeedbackSchema = BasicFeedbackSchema.extend({
  code: z.string(),
  filename: NullableText,
  lang: NullableText,
});

/**
 * One item of `FeedbackResponse.feedback` (`anyOf` of three shapes), tried from the most
 * specific shape to the least, so that an item keeps the fields of its shape.
 */
const FeedbackItemSchema = z.union([ContextualFeedbackSchema, CodeSnippetFeedbackSchema, BasicFeedbackSchema]);
/** One feedback item of any of the three shapes. */
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

/** `FeedbackResponse`: one page of `GET /v1/analytics/{projectId}/feedback` (cursor paging, `limit` ≤ 100). */
export const FeedbackPageSchema = z.looseObject({ feedback: z.array(FeedbackItemSchema), ...CURSOR_PAGING });
/** One parsed feedback page. */
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;

/** One item of `FeedbackGroupedByPageResponse.feedback`: feedback counts of one page. */
export const FeedbackByPageRowSchema = z.object({
  path: z.string(),
  thumbsUp: Count,
  thumbsDown: Count,
  code: Count,
  total: Count,
});
/** Feedback counts of one page. */
export type FeedbackByPageRow = z.infer<typeof FeedbackByPageRowSchema>;

/**
 * `FeedbackGroupedByPageResponse`: `GET /v1/analytics/{projectId}/feedback/by-page` (`limit` ≤ 100,
 * no paging parameter); `hasMore: true` means pages were left out.
 */
export const FeedbackByPageSchema = z.looseObject({
  feedback: z.array(FeedbackByPageRowSchema),
  hasMore: z.boolean(),
});
/** The parsed feedback-by-page response. */
export type FeedbackByPage = z.infer<typeof FeedbackByPageSchema>;

/** A documentation page an assistant answer cites. */
export const AssistantSourceSchema = z.object({ title: z.string(), url: z.string() });

/** Resolution statuses of an assistant conversation turn. */
export const RESOLUTION_STATUSES = ['answered', 'unanswered'] as const;

/**
 * One item of `AssistantConversationsResponse.conversations`: one conversation turn.
 * `query` and `response` are visitor-written text (and the answer to it); `responseType` is
 * optional (absent means `answer`).
 */
export const AssistantConversationSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  query: z.string(),
  response: z.string(),
  responseType: z.enum(['answer', 'clarifying_question']).optional(),
  sources: z.array(AssistantSourceSchema),
  resolutionStatus: z.enum(RESOLUTION_STATUSES),
  queryCategory: NullableText,
  pageUrl: NullableText,
});
/** One assistant conversation turn. */
export type AssistantConversation = z.infer<typeof AssistantConversationSchema>;

/**
 * `AssistantConversationsResponse`: one page of
 * `GET /v1/analytics/{projectId}/assistant` (ULID cursor, `limit` ≤ 1000).
 */
export const AssistantPageSchema = z.looseObject({
  conversations: z.array(AssistantConversationSchema),
  ...CURSOR_PAGING,
});
/** One parsed assistant page. */
export type AssistantPage = z.infer<typeof AssistantPageSchema>;

/**
 * `AssistantCallerStatsResponse`: `GET /v1/analytics/{projectId}/assistant/caller-stats`, assistant queries by caller.
 */
export const CallerStatsSchema = z.looseObject({ web: Count, api: Count, other: Count, total: Count });
/** Assistant queries by caller. */
export type CallerStats = z.infer<typeof CallerStatsSchema>;
