/** `views` and `visitors`: counts per path, top pages by `total`. Pure. */
import type { AnalyticsResponse } from '../../mintlify/analytics.ts';
import { TopN } from '../summary/top-n.ts';
import {
  byCode,
  NO_CURSOR,
  shorten,
  type DatasetDefinition,
  type PageCounts,
  type TrafficCounts,
} from './definition.ts';

/** Ranking of pages by `total`, then path. */
function compareTotal(a: PageCounts, b: PageCounts): number {
  return b.total - a.total || byCode(a.path, b.path);
}

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
