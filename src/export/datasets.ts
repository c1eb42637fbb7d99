/**
 * Per dataset: the rows of a response, how the rows go into `<dataset>.json` and
 * `<dataset>.csv` (after the privacy filter), and what the job summary keeps of them. Pure.
 *
 * JSON keeps every row whole as the API sent it (nested `sources` included), in the array named
 * like the API's (`views`, `visitors`, `searches`, `feedback`, `conversations`; `callers` holds
 * the caller-stats object as its one row), minus the fields the privacy rules leave out (the
 * key is then absent). CSV has one column per field, in the order of {@link DatasetDefinition.columns};
 * absent and `null` values are empty cells, booleans `true`/`false`, and nested fields are
 * flattened:
 * - feedback: the union of the three item shapes' fields (`helpful`, `contact` for
 *   `contextual`; `code`, `filename`, `lang` for `code_snippet`), empty where a shape has none;
 * - assistant: `sourceCount` (number of cited pages) and `sources` (their URLs joined by a
 *   single space; titles are in the JSON file); `responseType` is written as `answer` when the
 *   API left it out (the spec's default).
 * Columns left out by the privacy rules are absent from the header.
 *
 * `export-dataset.ts` runs any definition through the one page loop; `page-views` and
 * `analytics` only choose which definitions, file names and `limit`.
 */
import type { CsvValue } from './csv.ts';
import { cutAtCodePoint } from '../format/escape.ts';
import { TopN } from './top-n.ts';
import type { AnalyticsResponse } from '../mintlify/analytics.ts';
import type { AnalyticsDataset } from '../mintlify/analytics-endpoints.ts';
import {
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  RESOLUTION_STATUSES,
  type AssistantConversation,
  type CallerStats,
  type FeedbackByPageRow,
  type FeedbackItem,
  type SearchRow,
} from '../mintlify/analytics-schemas.ts';
import { FrequentValues, type Frequency } from './frequent.ts';
import type { Privacy } from './privacy.ts';

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
      /** The most frequent unanswered queries (trimmed, spaces collapsed, lower case); empty when visitor text is left out. */
      unresolved: Frequency[];
      unresolvedApproximate: boolean;
    }
  | { dataset: 'assistant-callers'; stats: CallerStats | undefined };

/** What a summary collector is told. */
export interface CollectorOptions {
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
   * The field that names a row (`path` for views and visitors): a row whose value appeared on an
   * earlier page is counted as a duplicate (offset paging over data that changed meanwhile).
   * Absent: rows are not checked.
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
export const KEPT_TEXT_CHARS = 200;

/** Distinct categories and unanswered queries counted (see `frequent.ts`). */
export const FREQUENT_CAPACITY = 2000;

function shorten(text: string): string {
  return cutAtCodePoint(text, KEPT_TEXT_CHARS);
}

function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ranking of pages by `total`, then path. */
function compareTotal(a: PageCounts, b: PageCounts): number {
  return b.total - a.total || byCode(a.path, b.path);
}

const NO_CURSOR = (): null => null;

function showTotals(t: TrafficCounts): string {
  return `human ${t.human}, AI ${t.ai}, total ${t.total}`;
}

/** The definition of `views` or `visitors`: `path,human,ai,total`, top pages by `total`, rows named by `path`. */
function trafficDefinition<D extends 'views' | 'visitors'>(
  name: D,
  arrayKey: string,
  rows: (page: AnalyticsResponse<D>) => readonly PageCounts[],
  totals: (page: AnalyticsResponse<D>) => TrafficCounts,
): DatasetDefinition<D, PageCounts> {
  return {
    name,
    arrayKey,
    rows,
    key: { field: 'path', of: (row) => row.path },
    changed: (previous, page) => {
      const [a, b] = [totals(previous), totals(page)];
      return a.human === b.human && a.ai === b.ai && a.total === b.total
        ? undefined
        : `before: ${showTotals(a)}; now: ${showTotals(b)}`;
    },
    hasMore: (page) => page.hasMore,
    nextCursor: NO_CURSOR,
    tail: (last) => ({ totals: last === undefined ? null : pickTotals(totals(last)) }),
    columns: () => ['path', 'human', 'ai', 'total'],
    jsonRow: (row) => ({ path: row.path, human: row.human, ai: row.ai, total: row.total }),
    csvRecord: (row) => [row.path, row.human, row.ai, row.total],
    collector: (options) => {
      const top = new TopN<PageCounts>(options.rows, compareTotal);
      let last: TrafficCounts | undefined;
      return {
        page: (page) => {
          last = pickTotals(totals(page));
        },
        row: (row) => top.add(row, (r) => ({ path: shorten(r.path), human: r.human, ai: r.ai, total: r.total })),
        result: () => ({ dataset: name, totals: last, top: top.list() }),
      };
    },
  };
}

function pickTotals(t: TrafficCounts): TrafficCounts {
  return { human: t.human, ai: t.ai, total: t.total };
}

/** `views`: page views per path; top pages by total views. */
export const VIEWS = trafficDefinition(
  'views',
  'views',
  (page) => page.views,
  (page) => page.totals,
);

/** `visitors`: unique visitors per path; top pages by unique visitors. */
export const VISITORS = trafficDefinition(
  'visitors',
  'visitors',
  (page) => page.visitors,
  (page) => page.totals,
);

function compareHits(a: SearchSummaryRow, b: SearchSummaryRow): number {
  return b.hits - a.hits || byCode(a.query ?? '', b.query ?? '');
}

/** `searches`: one row per term; `searchQuery` is visitor text. */
export const SEARCHES: DatasetDefinition<'searches', SearchRow> = {
  name: 'searches',
  arrayKey: 'searches',
  rows: (page) => page.searches,
  hasMore: (page) => page.nextCursor !== null,
  nextCursor: (page) => page.nextCursor,
  tail: (last) => ({ totalSearches: last?.totalSearches ?? null }),
  columns: (privacy) => [
    ...(privacy.visitorText ? ['searchQuery'] : []),
    'hits',
    'ctr',
    'topClickedPage',
    'lastSearchedAt',
  ],
  jsonRow: (row, privacy) =>
    privacy.visitorText
      ? row
      : { hits: row.hits, ctr: row.ctr, topClickedPage: row.topClickedPage, lastSearchedAt: row.lastSearchedAt },
  csvRecord: (row, privacy) => [
    ...(privacy.visitorText ? [row.searchQuery] : []),
    row.hits,
    row.ctr,
    row.topClickedPage,
    row.lastSearchedAt,
  ],
  collector: ({ rows, privacy }) => {
    const top = new TopN<SearchSummaryRow>(rows, compareHits);
    const noClick = new TopN<SearchSummaryRow>(rows, compareHits);
    let terms = 0;
    let noClickTerms = 0;
    let noClickHits = 0;
    let totalSearches: number | undefined;
    const keep = (r: SearchSummaryRow): SearchSummaryRow => ({
      query: r.query === undefined ? undefined : shorten(r.query),
      hits: r.hits,
      ctr: r.ctr,
      topClickedPage: r.topClickedPage === null ? null : shorten(r.topClickedPage),
    });
    return {
      page: (page) => {
        totalSearches = page.totalSearches;
      },
      row: (row) => {
        terms += 1;
        const item: SearchSummaryRow = {
          query: privacy.visitorText ? row.searchQuery : undefined,
          hits: row.hits,
          ctr: row.ctr,
          topClickedPage: row.topClickedPage,
        };
        top.add(item, keep);
        if (row.ctr === 0) {
          noClickTerms += 1;
          noClickHits += row.hits;
          noClick.add(item, keep);
        }
      },
      result: () => ({
        dataset: 'searches',
        totalSearches,
        terms,
        noClickTerms,
        noClickHits,
        top: top.list(),
        noClick: noClick.list(),
      }),
    };
  },
};

/** The feedback CSV columns, visitor text and contact included. */
const FEEDBACK_COLUMNS = [
  'id',
  'createdAt',
  'path',
  'source',
  'status',
  'helpful',
  'comment',
  'contact',
  'code',
  'filename',
  'lang',
] as const;

/** Whether a feedback field goes into the files. */
function feedbackFieldKept(field: string, privacy: Privacy): boolean {
  if (field === 'comment') return privacy.visitorText;
  if (field === 'contact') return privacy.contact;
  return true;
}

function counts<K extends string>(keys: readonly K[]): Record<K, number> {
  const record = {} as Record<K, number>;
  for (const key of keys) record[key] = 0;
  return record;
}

/**
 * Paging of the cursor endpoints that also send `hasMore` (feedback, assistant): `hasMore`
 * says whether rows are left, `nextCursor` how to get them; `hasMore` without a cursor ends the
 * dataset as partial (see `export-dataset.ts`). No fields after the rows.
 */
const CURSOR_PAGING_WITH_HAS_MORE = {
  hasMore: (page: { hasMore: boolean }) => page.hasMore,
  nextCursor: (page: { nextCursor: string | null }) => page.nextCursor,
  tail: () => ({}),
};

/** `feedback`: one row per item, of three shapes; `comment` is visitor text, `contact` an e-mail address. */
export const FEEDBACK: DatasetDefinition<'feedback', FeedbackItem> = {
  name: 'feedback',
  arrayKey: 'feedback',
  rows: (page) => page.feedback,
  ...CURSOR_PAGING_WITH_HAS_MORE,
  columns: (privacy) => FEEDBACK_COLUMNS.filter((c) => feedbackFieldKept(c, privacy)),
  jsonRow: (row, privacy) => Object.fromEntries(Object.entries(row).filter(([key]) => feedbackFieldKept(key, privacy))),
  csvRecord: (row, privacy) => {
    const fields: Partial<Record<string, CsvValue>> = row;
    return FEEDBACK_COLUMNS.filter((c) => feedbackFieldKept(c, privacy)).map((c) => fields[c]);
  },
  collector: () => {
    const bySource = counts(FEEDBACK_SOURCES);
    const byStatus = counts(FEEDBACK_STATUSES);
    let items = 0;
    let withComment = 0;
    let helpful = 0;
    let notHelpful = 0;
    return {
      row: (row) => {
        items += 1;
        bySource[row.source] += 1;
        byStatus[row.status] += 1;
        // A row read back from a kept file has no `comment` when visitor text is left out.
        if (typeof row.comment === 'string' && row.comment.trim() !== '') withComment += 1;
        if ('helpful' in row) {
          if (row.helpful) helpful += 1;
          else notHelpful += 1;
        }
      },
      result: () => ({ dataset: 'feedback', items, bySource, byStatus, withComment, helpful, notHelpful }),
    };
  },
};

function compareThumbsDown(a: FeedbackByPageRow, b: FeedbackByPageRow): number {
  return b.thumbsDown - a.thumbsDown || b.total - a.total || byCode(a.path, b.path);
}

/** `feedback-by-page`: feedback counts per path, one request; `hasMore: true` means pages were left out. */
export const FEEDBACK_BY_PAGE: DatasetDefinition<'feedback-by-page', FeedbackByPageRow> = {
  name: 'feedback-by-page',
  arrayKey: 'feedback',
  rows: (page) => page.feedback,
  hasMore: (page) => page.hasMore,
  nextCursor: NO_CURSOR,
  tail: (last) => ({ hasMore: last?.hasMore ?? null }),
  columns: () => ['path', 'thumbsUp', 'thumbsDown', 'code', 'total'],
  jsonRow: (row) => row,
  csvRecord: (row) => [row.path, row.thumbsUp, row.thumbsDown, row.code, row.total],
  collector: ({ rows }) => {
    const top = new TopN<FeedbackByPageRow>(rows, compareThumbsDown);
    let pages = 0;
    let items = 0;
    let truncated = false;
    return {
      page: (page) => {
        truncated = page.hasMore;
      },
      row: (row) => {
        pages += 1;
        items += row.total;
        if (row.thumbsDown > 0) top.add(row, (r) => ({ ...r, path: shorten(r.path) }));
      },
      result: () => ({ dataset: 'feedback-by-page', pages, top: top.list(), truncated, items }),
    };
  },
};

/** The assistant CSV columns, visitor text included. */
const ASSISTANT_COLUMNS = [
  'id',
  'timestamp',
  'responseType',
  'resolutionStatus',
  'queryCategory',
  'pageUrl',
  'sourceCount',
  'sources',
  'query',
  'response',
] as const;

/** The key under which an unanswered query is counted: trimmed, spaces collapsed, lower case, at most {@link KEPT_TEXT_CHARS} characters. */
export function queryKey(query: string): string {
  return shorten(query.trim().replace(/\s+/g, ' ').toLowerCase());
}

/**
 * The path of a page URL, without scheme, host, query string or fragment:
 * `https://docs.acme.com/guide?email=a%40b.c#x` → `/guide`; a relative `guide?x` → `guide`. The
 * query string of the page a visitor was on can carry what they typed (a search, an e-mail
 * address, a token): where visitor text is left out, a URL keeps its path only.
 */
export function pagePath(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    try {
      return new URL(url).pathname;
    } catch {
      // Not a URL after all: cut it by hand below.
    }
  }
  return url.replace(/[?#].*$/s, '');
}

/** `pageUrl` as the privacy rules allow it: whole with visitor text, else its path only (see {@link pagePath}). */
function keptPageUrl(url: string | null, privacy: Privacy): string | null {
  return url === null || privacy.visitorText ? url : pagePath(url);
}

/**
 * `assistant`: one row per conversation turn; `query` and `response` are visitor text (threads
 * are not fetched), and `pageUrl` keeps its path only when visitor text is left out.
 */
export const ASSISTANT: DatasetDefinition<'assistant', AssistantConversation> = {
  name: 'assistant',
  arrayKey: 'conversations',
  rows: (page) => page.conversations,
  ...CURSOR_PAGING_WITH_HAS_MORE,
  columns: (privacy) => ASSISTANT_COLUMNS.filter((c) => privacy.visitorText || (c !== 'query' && c !== 'response')),
  jsonRow: (row, privacy) => {
    if (privacy.visitorText) return row;
    const kept = Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'query' && key !== 'response'));
    return { ...kept, pageUrl: keptPageUrl(row.pageUrl, privacy) };
  },
  csvRecord: (row, privacy) => [
    row.id,
    row.timestamp,
    row.responseType ?? 'answer',
    row.resolutionStatus,
    row.queryCategory,
    keptPageUrl(row.pageUrl, privacy),
    row.sources.length,
    row.sources.map((s) => s.url).join(' '),
    ...(privacy.visitorText ? [row.query, row.response] : []),
  ],
  collector: ({ rows, privacy }) => {
    const byResolution = counts(RESOLUTION_STATUSES);
    const categories = new FrequentValues(FREQUENT_CAPACITY);
    const unresolved = new FrequentValues(FREQUENT_CAPACITY);
    let conversations = 0;
    return {
      row: (row) => {
        conversations += 1;
        byResolution[row.resolutionStatus] += 1;
        categories.add(row.queryCategory === null ? '(none)' : shorten(row.queryCategory));
        if (privacy.visitorText && row.resolutionStatus === 'unanswered') unresolved.add(queryKey(row.query));
      },
      result: () => ({
        dataset: 'assistant',
        conversations,
        byResolution,
        categories: categories.top(rows),
        categoriesApproximate: categories.approximate,
        unresolved: unresolved.top(rows),
        unresolvedApproximate: unresolved.approximate,
      }),
    };
  },
};

/** `assistant-callers`: one object, written as the one row of `callers`. */
export const ASSISTANT_CALLERS: DatasetDefinition<'assistant-callers', CallerStats> = {
  name: 'assistant-callers',
  arrayKey: 'callers',
  rows: (page) => [page],
  hasMore: () => false,
  nextCursor: NO_CURSOR,
  tail: () => ({}),
  columns: () => ['web', 'api', 'other', 'total'],
  jsonRow: (row) => ({ web: row.web, api: row.api, other: row.other, total: row.total }),
  csvRecord: (row) => [row.web, row.api, row.other, row.total],
  collector: () => {
    let stats: CallerStats | undefined;
    return {
      page: (page) => {
        stats = { web: page.web, api: page.api, other: page.other, total: page.total };
      },
      row: () => undefined,
      result: () => ({ dataset: 'assistant-callers', stats }),
    };
  },
};

/** Every dataset's definition, by name. */
export const DATASET_DEFINITIONS: { readonly [D in AnalyticsDataset]: DatasetDefinition<D, DatasetRows[D]> } = {
  views: VIEWS,
  visitors: VISITORS,
  searches: SEARCHES,
  feedback: FEEDBACK,
  'feedback-by-page': FEEDBACK_BY_PAGE,
  assistant: ASSISTANT,
  'assistant-callers': ASSISTANT_CALLERS,
};
