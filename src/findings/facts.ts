/**
 * What findings are made from: the facts of one snapshot, gathered row by row while the
 * snapshot is exported (no second pass over the files), in memory bounded by the number of
 * distinct pages, no-click queries and categories (queries per category are capped). Pure.
 *
 * Privacy: with `visitorText: false`, no visitor text is kept at all — no-click queries are kept
 * under their hash only (see `ids.ts`), feedback comments and assistant queries are not kept
 * (their counts are). Feedback `contact` is never read.
 */
import type {
  AssistantConversation,
  FeedbackByPageRow,
  FeedbackItem,
  SearchRow,
} from '../mintlify/analytics-schemas.ts';
import type { AnalyticsDataset } from '../mintlify/analytics-endpoints.ts';
import { pagePath } from '../export/privacy.ts';
import { categorySubject, normaliseQuery, queryHash } from './ids.ts';
import type { FeedbackComment } from './types.ts';

/** Human, AI and total counts. */
export interface Traffic {
  human: number;
  ai: number;
  total: number;
}

/** All spellings of one no-click query. */
interface SearchGap {
  /** The id key: hash of the normalised query. */
  hash: string;
  /** The most searched spelling as sent, when visitor text is kept. */
  query: string | undefined;
  hits: number;
  spellings: number;
  /** Latest `lastSearchedAt` of the spellings (ISO 8601). */
  lastSearchedAt: string | null;
  /** Hits of the spelling kept in `query`. */
  topSpellingHits: number;
}

/** Pending feedback of one page. */
interface PendingFeedback {
  /** Pending items with a non-empty comment. */
  count: number;
  /** The newest of them (by `createdAt`), at most {@link COMMENTS_PER_PAGE}. */
  comments: FeedbackComment[];
}

/** Assistant conversations of one category. */
export interface CategoryTally {
  /** The `queryCategory`; `null` for uncategorised. */
  category: string | null;
  conversations: number;
  unanswered: number;
  /** Unanswered conversations by the path of the page they started on. */
  pages: Map<string, number>;
  /** Unanswered conversations by normalised query (empty when visitor text is left out). */
  queries: Map<string, number>;
}

/** The facts of one snapshot (see the module comment); a dataset's field is `undefined` when it was not exported. */
export interface SnapshotFacts {
  /** Datasets exported completely. */
  complete: Set<AnalyticsDataset>;
  /** Datasets asked for (complete, partial or not fetched); those not in `complete` are listed as incomplete. */
  exported: Set<AnalyticsDataset>;
  viewTotals: Traffic | undefined;
  /** Total views by page path (built on first read: most runs never look a page up). */
  readonly views: ReadonlyMap<string, number>;
  /** `[human, ai]` views by page path (built on first read, like {@link views}). */
  readonly pageTraffic: ReadonlyMap<string, readonly [number, number]>;
  visitorTotals: Traffic | undefined;
  totalSearches: number | undefined;
  /** No-click queries by hash. */
  searchGaps: Map<string, SearchGap>;
  /** Every query by hash (all spellings): its searches and those followed by a click (`hits × ctr`, unrounded). */
  searchTotals: Map<string, { searches: number; clicked: number }>;
  /**
   * Search rows without their query text (kept rows of a snapshot resumed
   * with visitor text left out): content gaps cannot be measured.
   */
  searchesWithoutText: number;
  feedbackByPage: FeedbackByPageRow[];
  feedbackItems: number;
  /** Pending comments by page path. */
  pendingFeedback: Map<string, PendingFeedback>;
  conversations: number;
  /** By category subject (see `categorySubject`). */
  categories: Map<string, CategoryTally>;
}

/** Comments kept per page as evidence. */
const COMMENTS_PER_PAGE = 5;

/** Distinct queries counted per category; later new ones are not counted (the top ones are found long before). */
const QUERIES_PER_CATEGORY = 500;

/** Distinct pages counted per category. */
const PAGES_PER_CATEGORY = 500;

/** Entries of the `pageUrl` → path and category caches. */
const PAGE_PATH_CACHE = 5000;

/** Longest comment kept, in characters. */
const COMMENT_CHARS = 500;

/**
 * The path of an assistant `pageUrl` (an absolute URL or a path), without query string or
 * fragment — the same rule as the datasets' `pageUrl` under the privacy rules ({@link pagePath}):
 * what follows `?` or `#` can be what a visitor typed (an e-mail address, a token), so it never
 * reaches `findings.json`, the summary, an issue or a prompt. `(unknown)` for none, or for nothing left.
 */
export function pagePathOrUnknown(pageUrl: string | null): string {
  if (pageUrl === null || pageUrl.trim() === '') return '(unknown)';
  return pagePath(pageUrl) || '(unknown)';
}

function newer(a: string | null, b: string | null): boolean {
  return (a ?? '') > (b ?? '');
}

/**
 * Gathers {@link SnapshotFacts} from the rows of a snapshot as they arrive. Call the method of
 * each dataset per row (and the totals per page), then {@link finish} once per dataset.
 */
export class FactsCollector {
  private readonly state: SnapshotFacts;

  /**
   * @param projectId mixed into query hashes.
   * @param visitorText whether visitor text may be kept.
   */
  private readonly projectId: string;
  private readonly visitorText: boolean;
  /**
   * Paths of the `pageUrl`s seen (parsing a URL per conversation is the costliest step), at most
   * {@link PAGE_PATH_CACHE} entries.
   */
  private readonly paths = new Map<string | null, string>();
  /** Tallies by raw `queryCategory`, so that a row costs one lookup. */
  private readonly byCategory = new Map<string | null, CategoryTally>();
  /**
   * The `views` rows received, path and total, in order: hashing 100,000 paths into a map as
   * they arrive cost ~50 ms of a 100,000-row export that most runs never read (only a
   * comparison with a previous snapshot looks pages up).
   */
  private readonly viewPaths: string[] = [];
  private readonly viewCounts: number[] = [];
  private readonly viewHuman: number[] = [];
  private readonly viewAi: number[] = [];
  /** `[human, ai]` by path, of the first {@link mappedTraffic} rows. */
  private readonly trafficByPath = new Map<string, readonly [number, number]>();
  private mappedTraffic = 0;
  /** Total views by path, of the first {@link mappedViews} rows. */
  private readonly viewsByPath = new Map<string, number>();
  private mappedViews = 0;

  constructor(projectId: string, visitorText: boolean) {
    this.projectId = projectId;
    this.visitorText = visitorText;
    const views = (): ReadonlyMap<string, number> => this.mapViews();
    const traffic = (): ReadonlyMap<string, readonly [number, number]> => this.mapTraffic();
    this.state = {
      complete: new Set(),
      exported: new Set(),
      viewTotals: undefined,
      get views() {
        return views();
      },
      get pageTraffic() {
        return traffic();
      },
      visitorTotals: undefined,
      totalSearches: undefined,
      searchGaps: new Map(),
      searchTotals: new Map(),
      searchesWithoutText: 0,
      feedbackByPage: [],
      feedbackItems: 0,
      pendingFeedback: new Map(),
      conversations: 0,
      categories: new Map(),
    };
  }

  /** One row of `views` (a page sent twice is counted once: the last one wins). */
  view(row: { path: string; total: number; human?: number; ai?: number }): void {
    this.viewPaths.push(row.path);
    this.viewCounts.push(row.total);
    this.viewHuman.push(row.human ?? row.total);
    this.viewAi.push(row.ai ?? 0);
  }

  /** `[human, ai]` by path: the rows received since the last call added to the map, in order (the last one wins). */
  private mapTraffic(): ReadonlyMap<string, readonly [number, number]> {
    for (; this.mappedTraffic < this.viewPaths.length; this.mappedTraffic += 1) {
      const i = this.mappedTraffic;
      this.trafficByPath.set(this.viewPaths[i] ?? '', [this.viewHuman[i] ?? 0, this.viewAi[i] ?? 0]);
    }
    return this.trafficByPath;
  }

  /** Total views by path: the rows received since the last call added to the map, in order (the last one wins). */
  private mapViews(): ReadonlyMap<string, number> {
    for (; this.mappedViews < this.viewPaths.length; this.mappedViews += 1) {
      this.viewsByPath.set(this.viewPaths[this.mappedViews] ?? '', this.viewCounts[this.mappedViews] ?? 0);
    }
    return this.viewsByPath;
  }

  /** `totals` of a `views` page. */
  viewTotals(totals: Traffic): void {
    this.state.viewTotals = { human: totals.human, ai: totals.ai, total: totals.total };
  }

  /** `totals` of a `visitors` page. */
  visitorTotals(totals: Traffic): void {
    this.state.visitorTotals = { human: totals.human, ai: totals.ai, total: totals.total };
  }

  /** `totalSearches` of a `searches` page. */
  totalSearches(total: number): void {
    this.state.totalSearches = total;
  }

  /**
   * One search term: counted by query (all spellings); no-click
   * terms (`ctr` 0 and no `topClickedPage`) are kept as gaps.
   */
  search(row: SearchRow): void {
    // A row read back from a kept file (a resumed snapshot) has no `searchQuery` when visitor text is left out.
    if (typeof row.searchQuery !== 'string') {
      this.state.searchesWithoutText += 1;
      return;
    }
    const key = normaliseQuery(row.searchQuery);
    if (key === '') return;
    const hash = queryHash(this.projectId, key);
    const totals = this.state.searchTotals.get(hash);
    if (totals === undefined) this.state.searchTotals.set(hash, { searches: row.hits, clicked: row.hits * row.ctr });
    else {
      totals.searches += row.hits;
      totals.clicked += row.hits * row.ctr;
    }
    if (row.ctr !== 0 || row.topClickedPage !== null) return;
    const gap = this.state.searchGaps.get(hash);
    if (gap === undefined) {
      this.state.searchGaps.set(hash, {
        hash,
        query: this.visitorText ? row.searchQuery.trim().slice(0, 200) : undefined,
        hits: row.hits,
        spellings: 1,
        lastSearchedAt: row.lastSearchedAt,
        topSpellingHits: row.hits,
      });
      return;
    }
    gap.hits += row.hits;
    gap.spellings += 1;
    if (newer(row.lastSearchedAt, gap.lastSearchedAt)) gap.lastSearchedAt = row.lastSearchedAt;
    if (row.hits > gap.topSpellingHits) {
      gap.topSpellingHits = row.hits;
      if (this.visitorText) gap.query = row.searchQuery.trim().slice(0, 200);
    }
  }

  /** One row of `feedback-by-page`. */
  feedbackByPage(row: FeedbackByPageRow): void {
    this.state.feedbackByPage.push({
      path: row.path,
      thumbsUp: row.thumbsUp,
      thumbsDown: row.thumbsDown,
      code: row.code,
      total: row.total,
    });
  }

  /** One feedback item; pending ones with a comment are kept as evidence of their page (never `contact`). */
  feedback(item: FeedbackItem): void {
    this.state.feedbackItems += 1;
    if (item.status !== 'pending' || typeof item.comment !== 'string' || item.comment.trim() === '') return;
    let page = this.state.pendingFeedback.get(item.path);
    if (page === undefined) {
      page = { count: 0, comments: [] };
      this.state.pendingFeedback.set(item.path, page);
    }
    page.count += 1;
    const comment: FeedbackComment = { id: item.id, createdAt: item.createdAt, source: item.source };
    if (this.visitorText) comment.comment = item.comment.trim().slice(0, COMMENT_CHARS);
    page.comments.push(comment);
    page.comments.sort((a, b) => (newer(a.createdAt, b.createdAt) ? -1 : newer(b.createdAt, a.createdAt) ? 1 : 0));
    if (page.comments.length > COMMENTS_PER_PAGE) page.comments.length = COMMENTS_PER_PAGE;
  }

  /** One assistant conversation turn. */
  conversation(row: AssistantConversation): void {
    this.state.conversations += 1;
    let tally = this.byCategory.get(row.queryCategory);
    if (tally === undefined) {
      const subject = categorySubject(row.queryCategory);
      tally = this.state.categories.get(subject);
      if (tally === undefined) {
        tally = {
          category: subject === categorySubject(null) ? null : subject,
          conversations: 0,
          unanswered: 0,
          pages: new Map(),
          queries: new Map(),
        };
        this.state.categories.set(subject, tally);
      }
      if (this.byCategory.size < PAGE_PATH_CACHE) this.byCategory.set(row.queryCategory, tally);
    }
    tally.conversations += 1;
    if (row.resolutionStatus !== 'unanswered') return;
    tally.unanswered += 1;
    let path = this.paths.get(row.pageUrl);
    if (path === undefined) {
      path = pagePathOrUnknown(row.pageUrl);
      if (this.paths.size < PAGE_PATH_CACHE) this.paths.set(row.pageUrl, path);
    }
    count(tally.pages, path, PAGES_PER_CATEGORY);
    if (this.visitorText) {
      const key = normaliseQuery(row.query);
      if (key !== '') count(tally.queries, key, QUERIES_PER_CATEGORY);
    }
  }

  /** Records how a dataset's export ended (`complete` false for a partial one or one not fetched). */
  finish(dataset: AnalyticsDataset, complete: boolean): void {
    this.state.exported.add(dataset);
    if (complete) this.state.complete.add(dataset);
  }

  /** The facts gathered so far. */
  facts(): SnapshotFacts {
    return this.state;
  }
}

function count(map: Map<string, number>, key: string, capacity: number): void {
  const seen = map.get(key);
  if (seen !== undefined) map.set(key, seen + 1);
  else if (map.size < capacity) map.set(key, 1);
}
