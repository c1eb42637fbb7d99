/** `searches`: one row per term; the summary keeps the most searched terms. Pure. */
import type { SearchRow } from '../../mintlify/analytics-schemas.ts';
import { TopN } from '../summary/top-n.ts';
import { byCode, shorten, type DatasetDefinition, type SearchSummaryRow } from './definition.ts';

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
