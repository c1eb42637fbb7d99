/** `assistant` and `assistant-callers`: conversations (visitor text) and caller statistics. Pure. */
import { RESOLUTION_STATUSES, type AssistantConversation, type CallerStats } from '../../mintlify/analytics-schemas.ts';
import { pagePath, type Privacy } from '../privacy.ts';
import { FrequentValues } from '../summary/frequent.ts';
import {
  counts,
  CURSOR_PAGING_WITH_HAS_MORE,
  FREQUENT_CAPACITY,
  NO_CURSOR,
  shorten,
  type DatasetDefinition,
} from './definition.ts';

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

/**
 * The key under which an unanswered query is counted: trimmed, spaces collapsed, lower case, at most
 * {@link KEPT_TEXT_CHARS} characters.
 */
export function queryKey(query: string): string {
  return shorten(query.trim().replace(/\s+/g, ' ').toLowerCase());
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
