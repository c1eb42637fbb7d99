/**
 * What every dataset definition shares: the shape of a definition (`DatasetDefinition`), the rows
 * and summaries of each dataset, and the small helpers the definitions use. Pure.
 */
import type { CsvValue } from '../files/csv.ts';
import { cutAtCodePoint } from '../../format/escape.ts';
import type { AnalyticsResponse } from '../../mintlify/analytics.ts';
import type { AnalyticsDataset } from '../../mintlify/analytics-endpoints.ts';
import {
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  RESOLUTION_STATUSES,
  type AssistantConversation,
  type CallerStats,
  type FeedbackByPageRow,
  type FeedbackItem,
  type SearchRow,
} from '../../mintlify/analytics-schemas.ts';
import type { Frequency } from '../summary/frequent.ts';
import type { Privacy } from '../privacy.ts';

/** Human, AI and total counts (views or unique visitors). */
export interface TrafficCounts {
  human: number;
  ai: number;
  total: number;
}

/** One page's counts in a top-pages table. */
export interface PageCounts extends TrafficCounts {
  path: string;
}

/** A search term as the summary keeps it; `query` is `undefined` when visitor text is left out. */
export interface SearchSummaryRow {
  query: string | undefined;
  hits: number;
  ctr: number;
  topClickedPage: string | null;
}

/** What the job summary shows of each dataset; bounded whatever the row count. */
export type DatasetSummary =
  | { dataset: 'views' | 'visitors'; totals: TrafficCounts | undefined; top: PageCounts[] }
  | {
      dataset: 'searches';
      /** The API's `totalSearches` (search events in the range) from the last page. */
      totalSearches: number | undefined;
      /** Search terms received. */
      terms: number;
      /** Terms with a click-through rate of 0, and their hits. */
      noClickTerms: number;
      noClickHits: number;
      /** The most searched terms, by hits. */
      top: SearchSummaryRow[];
      /** The most searched terms that got no click (content gaps), by hits. */
      noClick: SearchSummaryRow[];
    }
  | {
      dataset: 'feedback-by-page';
      pages: number;
      top: FeedbackByPageRow[];
      truncated: boolean;
      /** Feedback items of the range: the sum of every page's `total` (a floor when `truncated`). */
      items?: number;
    }
  | {
      dataset: 'feedback';
      items: number;
      bySource: Record<(typeof FEEDBACK_SOURCES)[number], number>;
      byStatus: Record<(typeof FEEDBACK_STATUSES)[number], number>;
      /** Items with a non-empty comment. */
      withComment: number;
      /** Contextual items that said helpful / not helpful. */
      helpful: number;
      notHelpful: number;
    }
  | {
      dataset: 'assistant';
      conversations: number;
      byResolution: Record<(typeof RESOLUTION_STATUSES)[number], number>;
      /** Conversations per `queryCategory` (`(none)` for null), most frequent first. */
      categories: Frequency[];
      categoriesApproximate: boolean;
      /**
       * The most frequent unanswered queries (trimmed, spaces
       * collapsed, lower case); empty when visitor text is left out.
       */
      unresolved: Frequency[];
      unresolvedApproximate: boolean;
    }
  | { dataset: 'assistant-callers'; stats: CallerStats | undefined };

/** What a summary collector is told. */
interface CollectorOptions {
  /** Rows of each top-N table (`summary-rows`). */
  rows: number;
  privacy: Privacy;
}

/** Gathers a dataset's {@link DatasetSummary} from its pages, in bounded memory. */
export interface SummaryCollector<D extends AnalyticsDataset, Row> {
  /** Called once per page received, after its rows (when the summary needs more than the rows). */
  page?(page: AnalyticsResponse<D>): void;
  row(row: Row): void;
  result(): DatasetSummary;
}

/** The row type of each dataset, as the API sends it (before the privacy rules). */
export interface DatasetRows {
  views: PageCounts;
  visitors: PageCounts;
  searches: SearchRow;
  feedback: FeedbackItem;
  'feedback-by-page': FeedbackByPageRow;
  assistant: AssistantConversation;
  'assistant-callers': CallerStats;
}

/** A dataset's file formats and summary. */
export interface DatasetDefinition<D extends AnalyticsDataset, Row> {
  name: D;
  /**
   * The field that names a row (`path` for views and visitors): a row whose value appeared on an earlier page
   * is counted as a duplicate (offset paging over data that changed meanwhile). Absent: rows are not checked.
   */
  key?: { field: string; of(row: Row): string };
  /**
   * What differs between two consecutive pages' site-wide figures (views, visitors: `totals`),
   * e.g. `before: human 1, AI 2, total 3; now: …`; `undefined` when they agree or the dataset has none.
   */
  changed?(previous: AnalyticsResponse<D>, page: AnalyticsResponse<D>): string | undefined;
  /** Key of the rows array in the JSON file. */
  arrayKey: string;
  rows(page: AnalyticsResponse<D>): readonly Row[];
  /** Offset endpoints: more rows after this page. Cursor endpoints: `nextCursor`. By-page: rows were left out. */
  hasMore(page: AnalyticsResponse<D>): boolean;
  /** The cursor of the next page (cursor endpoints); `null` at the end. */
  nextCursor(page: AnalyticsResponse<D>): string | null;
  /** JSON fields written after the rows, from the last page received (`undefined` when none arrived). */
  tail(last: AnalyticsResponse<D> | undefined): Record<string, unknown>;
  /** CSV header. */
  columns(privacy: Privacy): string[];
  /** The row as written to JSON (privacy filter applied). */
  jsonRow(row: Row, privacy: Privacy): unknown;
  /** The row's CSV cells, in {@link columns} order. */
  csvRecord(row: Row, privacy: Privacy): CsvValue[];
  collector(options: CollectorOptions): SummaryCollector<D, Row>;
}

/** Longest visitor text kept by a summary collector, in characters (the summary shows 120 at most). */
const KEPT_TEXT_CHARS = 200;

/** Distinct categories and unanswered queries counted (see `frequent.ts`). */
export const FREQUENT_CAPACITY = 2000;

export function shorten(text: string): string {
  return cutAtCodePoint(text, KEPT_TEXT_CHARS);
}

export function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export const NO_CURSOR = (): null => null;

export function counts<K extends string>(keys: readonly K[]): Record<K, number> {
  const record = {} as Record<K, number>;
  for (const key of keys) record[key] = 0;
  return record;
}

/**
 * Paging of the cursor endpoints that also send `hasMore` (feedback, assistant): `hasMore`
 * says whether rows are left, `nextCursor` how to get them; `hasMore` without a cursor ends the
 * dataset as partial (see `export-dataset.ts`). No fields after the rows.
 */
export const CURSOR_PAGING_WITH_HAS_MORE = {
  hasMore: (page: { hasMore: boolean }) => page.hasMore,
  nextCursor: (page: { nextCursor: string | null }) => page.nextCursor,
  tail: () => ({}),
};
