/**
 * Per-dataset file formats: JSON rows kept whole, CSV flattened as documented, and the privacy
 * filter (visitor text, feedback contact) applied to both.
 */
import { describe, expect, it } from 'vitest';
import { ASSISTANT, ASSISTANT_CALLERS, queryKey } from '../../../src/export/datasets/assistant.ts';
import { FEEDBACK, FEEDBACK_BY_PAGE } from '../../../src/export/datasets/feedback.ts';
import { SEARCHES } from '../../../src/export/datasets/searches.ts';
import { VIEWS, VISITORS } from '../../../src/export/datasets/traffic.ts';
import type { Privacy } from '../../../src/export/privacy.ts';
import type { AssistantConversation, FeedbackItem, SearchRow } from '../../../src/mintlify/analytics-schemas.ts';

const OPEN: Privacy = { visitorText: true, contact: true, excludedBecause: undefined };
const PUBLIC: Privacy = {
  visitorText: false,
  contact: false,
  excludedBecause: 'this repository is public (visitor-text: auto)',
};
const NO_CONTACT: Privacy = { visitorText: true, contact: false, excludedBecause: undefined };

const conversation: AssistantConversation = {
  id: '01HZX3',
  timestamp: '2026-01-02T10:00:00.000Z',
  query: 'How do I rotate keys?',
  response: 'Use the dashboard.',
  sources: [
    { title: 'Keys', url: 'https://docs.acme.com/keys' },
    { title: 'Auth', url: 'https://docs.acme.com/auth' },
  ],
  resolutionStatus: 'answered',
  queryCategory: 'security',
  pageUrl: null,
};

const contextual: FeedbackItem = {
  id: 'fb_1',
  path: '/quickstart',
  comment: 'Great page',
  createdAt: '2026-01-02T00:00:00Z',
  source: 'contextual',
  status: 'pending',
  helpful: false,
  contact: 'reader@example.com',
};

const snippet: FeedbackItem = {
  id: 'fb_2',
  path: '/install',
  comment: null,
  createdAt: null,
  source: 'code_snippet',
  status: 'resolved',
  code: 'npm i acme',
  filename: null,
  lang: 'bash',
};

const search: SearchRow = {
  searchQuery: 'rate limits',
  hits: 12,
  ctr: 0.25,
  topClickedPage: null,
  lastSearchedAt: '2026-01-02T00:00:00Z',
};

describe('views and visitors', () => {
  it('write path,human,ai,total', () => {
    const row = { path: '/a', human: 3, ai: 1, total: 4 };
    for (const definition of [VIEWS, VISITORS]) {
      expect(definition.columns(PUBLIC)).toEqual(['path', 'human', 'ai', 'total']);
      expect(definition.csvRecord(row, PUBLIC)).toEqual(['/a', 3, 1, 4]);
      expect(definition.jsonRow(row, PUBLIC)).toEqual(row);
    }
  });

  it('record the totals of the last page after the rows', () => {
    expect(VIEWS.tail(undefined)).toEqual({ totals: null });
    expect(VIEWS.tail({ totals: { human: 1, ai: 2, total: 3 }, views: [], hasMore: false })).toEqual({
      totals: { human: 1, ai: 2, total: 3 },
    });
  });
});

describe('searches', () => {
  it('keep the query when visitor text is included', () => {
    expect(SEARCHES.columns(OPEN)).toEqual(['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt']);
    expect(SEARCHES.csvRecord(search, OPEN)).toEqual(['rate limits', 12, 0.25, null, '2026-01-02T00:00:00Z']);
    expect(SEARCHES.jsonRow(search, OPEN)).toEqual(search);
  });

  it('leave the query out of both files when visitor text is excluded', () => {
    expect(SEARCHES.columns(PUBLIC)).toEqual(['hits', 'ctr', 'topClickedPage', 'lastSearchedAt']);
    expect(SEARCHES.csvRecord(search, PUBLIC)).toEqual([12, 0.25, null, '2026-01-02T00:00:00Z']);
    expect(SEARCHES.jsonRow(search, PUBLIC)).not.toHaveProperty('searchQuery');
  });

  it('follow nextCursor', () => {
    expect(SEARCHES.nextCursor({ searches: [], totalSearches: 0, nextCursor: 'abc' })).toBe('abc');
    expect(SEARCHES.hasMore({ searches: [], totalSearches: 0, nextCursor: null })).toBe(false);
  });
});

describe('feedback', () => {
  it('flattens the three item shapes into one set of columns, empty where a shape has no field', () => {
    expect(FEEDBACK.columns(OPEN)).toEqual([
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
    ]);
    expect(FEEDBACK.csvRecord(contextual, OPEN)).toEqual([
      'fb_1',
      '2026-01-02T00:00:00Z',
      '/quickstart',
      'contextual',
      'pending',
      false,
      'Great page',
      'reader@example.com',
      undefined,
      undefined,
      undefined,
    ]);
    expect(FEEDBACK.csvRecord(snippet, OPEN)).toEqual([
      'fb_2',
      null,
      '/install',
      'code_snippet',
      'resolved',
      undefined,
      null,
      undefined,
      'npm i acme',
      null,
      'bash',
    ]);
  });

  it('drops the contact e-mail address unless include-contact is true', () => {
    expect(FEEDBACK.columns(NO_CONTACT)).not.toContain('contact');
    expect(FEEDBACK.jsonRow(contextual, NO_CONTACT)).not.toHaveProperty('contact');
    expect(FEEDBACK.csvRecord(contextual, NO_CONTACT)).not.toContain('reader@example.com');
    expect(FEEDBACK.jsonRow(contextual, OPEN)).toEqual(contextual);
  });

  it('drops comments when visitor text is excluded, keeping paths, sources and statuses', () => {
    expect(FEEDBACK.columns(PUBLIC)).toEqual([
      'id',
      'createdAt',
      'path',
      'source',
      'status',
      'helpful',
      'code',
      'filename',
      'lang',
    ]);
    expect(FEEDBACK.jsonRow(contextual, PUBLIC)).toEqual({
      id: 'fb_1',
      path: '/quickstart',
      createdAt: '2026-01-02T00:00:00Z',
      source: 'contextual',
      status: 'pending',
      helpful: false,
    });
  });

  it('counts items by source and status, never keeping their text', () => {
    const collector = FEEDBACK.collector({ rows: 10, privacy: OPEN });
    collector.row(contextual);
    collector.row(snippet);
    const result = collector.result();
    expect(result).toMatchObject({ dataset: 'feedback', items: 2, withComment: 1, helpful: 0, notHelpful: 1 });
    expect(result.dataset === 'feedback' && result.bySource).toEqual({
      code_snippet: 1,
      contextual: 1,
      agent: 0,
      thumbs_only: 0,
    });
    expect(JSON.stringify(result)).not.toContain('Great page');
  });
});

describe('feedback-by-page', () => {
  it('says rows were left out when the response has hasMore', () => {
    const collector = FEEDBACK_BY_PAGE.collector({ rows: 2, privacy: OPEN });
    const page = {
      feedback: [
        { path: '/a', thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 },
        { path: '/b', thumbsUp: 0, thumbsDown: 5, code: 0, total: 5 },
        { path: '/c', thumbsUp: 0, thumbsDown: 7, code: 1, total: 8 },
      ],
      hasMore: true,
    };
    for (const row of page.feedback) collector.row(row);
    collector.page?.(page);
    expect(collector.result()).toEqual({
      dataset: 'feedback-by-page',
      pages: 3,
      truncated: true,
      items: 14,
      top: [page.feedback[2], page.feedback[1]],
    });
    expect(FEEDBACK_BY_PAGE.tail(page)).toEqual({ hasMore: true });
  });
});

describe('assistant', () => {
  it('keeps sources whole in JSON and flattens them in CSV to a count and the URLs joined by a space', () => {
    expect(ASSISTANT.jsonRow(conversation, OPEN)).toEqual(conversation);
    expect(ASSISTANT.columns(OPEN)).toEqual([
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
    ]);
    expect(ASSISTANT.csvRecord(conversation, OPEN)).toEqual([
      '01HZX3',
      '2026-01-02T10:00:00.000Z',
      'answer',
      'answered',
      'security',
      null,
      2,
      'https://docs.acme.com/keys https://docs.acme.com/auth',
      'How do I rotate keys?',
      'Use the dashboard.',
    ]);
  });

  it('leaves the query and the response out when visitor text is excluded, keeping category and sources', () => {
    expect(ASSISTANT.columns(PUBLIC)).not.toEqual(expect.arrayContaining(['query']));
    expect(ASSISTANT.columns(PUBLIC)).not.toContain('response');
    const row = ASSISTANT.jsonRow(conversation, PUBLIC);
    expect(row).not.toHaveProperty('query');
    expect(row).not.toHaveProperty('response');
    expect(row).toMatchObject({ queryCategory: 'security', sources: conversation.sources });
  });

  it('keeps only the path of pageUrl when visitor text is excluded, the whole URL when it is included', () => {
    const visited = { ...conversation, pageUrl: 'https://docs.acme.com/guides/sso?email=jane%40example.com#step-2' };
    expect(ASSISTANT.jsonRow(visited, PUBLIC)).toMatchObject({ pageUrl: '/guides/sso' });
    expect(ASSISTANT.csvRecord(visited, PUBLIC)[5]).toBe('/guides/sso');
    expect(ASSISTANT.jsonRow(visited, OPEN)).toMatchObject({ pageUrl: visited.pageUrl });
    expect(ASSISTANT.jsonRow(conversation, PUBLIC)).toMatchObject({ pageUrl: null });
  });

  it('counts unanswered queries case- and space-insensitively, only when visitor text is included', () => {
    const open = ASSISTANT.collector({ rows: 5, privacy: OPEN });
    const closed = ASSISTANT.collector({ rows: 5, privacy: PUBLIC });
    for (const query of ['Rate  limits?', 'rate limits?', 'SSO']) {
      const row: AssistantConversation = { ...conversation, query, resolutionStatus: 'unanswered' };
      open.row(row);
      closed.row(row);
    }
    const result = open.result();
    expect(result.dataset === 'assistant' && result.unresolved.map((f) => [f.value, f.count])).toEqual([
      ['rate limits?', 2],
      ['sso', 1],
    ]);
    const hidden = closed.result();
    expect(hidden.dataset === 'assistant' && hidden.unresolved).toEqual([]);
    expect(hidden.dataset === 'assistant' && hidden.categories.map((f) => [f.value, f.count])).toEqual([
      ['security', 3],
    ]);
    expect(queryKey('  A\n b  ')).toBe('a b');
  });
});

describe('assistant-callers', () => {
  it('writes the one object as the one row', () => {
    const stats = { web: 5, api: 3, other: 1, total: 9 };
    expect(ASSISTANT_CALLERS.rows(stats)).toEqual([stats]);
    expect(ASSISTANT_CALLERS.csvRecord(stats, PUBLIC)).toEqual([5, 3, 1, 9]);
  });
});
