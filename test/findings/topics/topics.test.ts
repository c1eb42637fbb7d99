import { describe, expect, it } from 'vitest';
import { groupFindings, tie } from '../../../src/findings/topics/group.ts';
import { combinedScore, rankTopics } from '../../../src/findings/topics/rank.ts';
import { foldPlural, isSmallTalk, pageWords, significantWords } from '../../../src/findings/topics/words.ts';
import type { Finding } from '../../../src/findings/types.ts';

const base = { withheld: false, seen: 'new' as const, summary: '' };

function gap(query: string | null, score: number, hash = query ?? 'withheld'): Finding {
  return {
    ...base,
    id: `content-gap:${hash}`,
    kind: 'content-gap',
    subject: query,
    withheld: query === null,
    score,
    hits: 14,
    spellings: 1,
    shareOfSearches: null,
    lastSearchedAt: null,
    previousHits: null,
  };
}

function thumbsDown(path: string, score: number): Finding {
  return {
    ...base,
    id: `negative-feedback:${path}`,
    kind: 'negative-feedback',
    subject: path,
    score,
    path,
    thumbsUp: 2,
    thumbsDown: 7,
    code: 0,
    total: 9,
    pendingComments: 1,
    comments: [],
    previousThumbsDown: null,
  };
}

function unanswered(category: string | null, score: number, startedOn: string, queries: string[] = []): Finding {
  return {
    ...base,
    id: `unanswered-questions:${category ?? '(uncategorised)'}`,
    kind: 'unanswered-questions',
    subject: category ?? '(uncategorised)',
    score,
    category,
    unanswered: 4,
    conversations: 6,
    pages: [{ value: startedOn, count: 4 }],
    queries: queries.map((value) => ({ value, count: 1 })),
    previousUnanswered: null,
  };
}

function drop(path: string, score: number): Finding {
  return {
    ...base,
    id: `traffic-drop:${path}`,
    kind: 'traffic-drop',
    subject: path,
    score,
    path,
    views: 180,
    previousViews: 620,
    change: -0.71,
    readers: 'human',
    relativeChange: -0.71,
    siteChange: 0,
    humanViews: 152,
    previousHumanViews: 526,
    baselineSnapshots: 3,
  };
}

describe('topic words', () => {
  it('folds plurals so a page, a query and a category that name one thing share a word', () => {
    expect(['webhooks', 'policies', 'classes', 'status', 'analysis'].map(foldPlural)).toEqual([
      'webhook',
      'policy',
      'class',
      'status',
      'analysis',
    ]);
    expect(significantWords('Verify webhook signatures in Node')).toEqual(['verify', 'webhook', 'signature', 'node']);
    expect(pageWords('/guides/webhooks')).toEqual(['webhook']);
    expect(pageWords('/sdks/python/index')).toEqual(['python']);
  });

  it('knows a greeting from a question', () => {
    expect(isSmallTalk('hello')).toBe(true);
    expect(isSmallTalk('Hi there!')).toBe(true);
    expect(isSmallTalk('hello, how do I verify a webhook?')).toBe(false);
  });
});

describe('topics', () => {
  const page = thumbsDown('/guides/webhooks', 52.4);
  const search = gap('verify webhook signatures in node', 41.2);
  const questions = unanswered('Webhooks', 16.7, '/introduction', ['Are webhooks retried after a 500?']);
  const other = gap('delete account', 37.5);

  it('makes one topic of a page rated down, a search and a category that name it (the docs example)', () => {
    const groups = groupFindings([other, questions, search, page]);
    expect(groups.map((g) => g.findings.map((f) => f.id))).toEqual([[page.id, search.id, questions.id], [other.id]]);
    expect(groups[0]?.ties.get(search.id)).toBe('words that name the page');
  });

  it('groups the same way whatever order the findings come in', () => {
    const a = groupFindings([page, search, questions, other]).map((g) => g.findings.map((f) => f.id));
    const b = groupFindings([other, search, page, questions]).map((g) => g.findings.map((f) => f.id));
    expect(a).toEqual(b);
  });

  it('ties a traffic drop to the thumbs-down of the same page, and unanswered questions started on it', () => {
    expect(tie(drop('/sdks/python', 40), thumbsDown('/sdks/python', 30))).toBe('the same page');
    expect(tie(unanswered(null, 20, '/sdks/python'), drop('/sdks/python', 40))).toBe(
      'assistant conversations on the page',
    );
    expect(tie(drop('/sdks/python', 40), thumbsDown('/sdks/node', 30))).toBeUndefined();
  });

  it('never joins topics on visitor text: one query naming several subjects adds evidence to one of them only', () => {
    const auth = thumbsDown('/api-reference/authentication', 45);
    const billing = thumbsDown('/billing', 40);
    const limits = drop('/rate-limits', 35);
    // Searched a few times without a click, it names all three pages.
    const query = gap('authentication billing rate limits', 60);
    const groups = groupFindings([auth, billing, limits, query]).map((g) => g.findings.map((f) => f.id));
    expect(groups).toEqual([[auth.id, query.id], [billing.id], [limits.id]]);
    // The same with a category of unanswered questions whose conversations started on no page of a finding.
    const category = unanswered('Authentication billing', 70, '/introduction', ['rate limits?']);
    const byCategory = groupFindings([auth, billing, limits, category]).map((g) => g.findings.map((f) => f.id));
    expect(byCategory).toHaveLength(3);
    expect(byCategory.filter((g) => g.includes(category.id))).toHaveLength(1);
  });

  it('never joins two topics through a finding that only words tie to each', () => {
    // Each query names one page; a third query names both queries: it joins one topic, the two stay apart.
    const webhooks = thumbsDown('/guides/webhooks', 50);
    const python = thumbsDown('/sdks/python', 45);
    const both = gap('python webhooks', 30);
    const groups = groupFindings([webhooks, python, both]).map((g) => g.findings.map((f) => f.id));
    expect(groups).toHaveLength(2);
    expect(groups.flat().sort()).toEqual([both.id, python.id, webhooks.id].sort());
  });

  it('keeps a withheld query apart: it has no words to match', () => {
    expect(tie(gap(null, 40, 'abc'), page)).toBeUndefined();
  });

  it('ties two queries that share two words, not one', () => {
    expect(tie(gap('python async client', 10), gap('async python examples', 10))).toBe('shared words');
    expect(tie(gap('python async client', 10), gap('python install', 10))).toBeUndefined();
  });

  it('ranks topics where readers said what fails them before a traffic drop with a higher score, and says why', () => {
    const topics = rankTopics([drop('/changelog', 90), page, search, other]);
    expect(topics.map((t) => [t.id, t.rank, t.actionable])).toEqual([
      [page.id, 1, true],
      [other.id, 2, true],
      ['traffic-drop:/changelog', 3, false],
    ]);
    expect(topics[0]?.score).toBe(combinedScore([52.4, 41.2]));
    expect(topics[0]?.why).toBe(
      'Ranked 1st: score 72.0 from thumbs-down (7 thumbs-down against 2 thumbs-up, 52.4), search (14 searches with no click, 41.2); readers said what fails them, so the agent can act on it.',
    );
    expect(topics[2]?.why).toContain('not handed to the agent by default');
  });

  it('never lowers a score when evidence is added, and stays on the 0–100 scale', () => {
    expect(combinedScore([50])).toBe(50);
    expect(combinedScore([50, 50])).toBe(75);
    expect(combinedScore([99.9, 99.9, 99.9])).toBe(99.9);
  });
});
