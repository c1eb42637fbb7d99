import { describe, expect, it } from 'vitest';
import { buildFindings, type FindingsInput, type PreviousSnapshot } from '../../src/findings/build.ts';
import { FactsCollector } from '../../src/findings/facts.ts';
import { DEFAULT_THRESHOLDS } from '../../src/findings/thresholds.ts';
import { findingsRange } from '../../src/findings/trends.ts';
import { FindingsFileSchema, type Finding, type FindingsFile } from '../../src/findings/types.ts';
import type { AssistantConversation, FeedbackItem, SearchRow } from '../../src/mintlify/analytics-schemas.ts';

const WEEK = findingsRange({ dateFrom: '2026-11-16', dateTo: '2026-11-23', period: undefined });
const RUN = { repository: 'acme/docs', runId: 2, runAttempt: 1, url: 'https://github.com/acme/docs/actions/runs/2' };

function search(searchQuery: string, hits: number, ctr = 0, topClickedPage: string | null = null): SearchRow {
  return { searchQuery, hits, ctr, topClickedPage, lastSearchedAt: '2026-11-22T10:00:00Z' };
}

function conversation(
  id: string,
  queryCategory: string | null,
  resolutionStatus: 'answered' | 'unanswered',
  query: string,
  pageUrl: string | null,
): AssistantConversation {
  return {
    id,
    timestamp: '2026-11-20T09:00:00Z',
    query,
    response: 'I could not find that in the docs.',
    sources: [],
    resolutionStatus,
    queryCategory,
    pageUrl,
  };
}

function feedbackItem(
  id: string,
  path: string,
  comment: string | null,
  status: FeedbackItem['status'] = 'pending',
): FeedbackItem {
  return {
    id,
    path,
    comment,
    createdAt: `2026-11-2${id.slice(-1)}T08:00:00Z`,
    source: 'contextual',
    status,
    helpful: false,
    contact: 'reader@example.com',
  };
}

/** A week of a docs site with one finding of each snapshot kind and rows that are not findings. */
function seededWeek(visitorText: boolean): FactsCollector {
  const c = new FactsCollector('proj_123', visitorText);
  c.viewTotals({ human: 900, ai: 100, total: 1000 });
  for (const [path, total] of [
    ['/quickstart', 600],
    ['/api-reference/authentication', 300],
    ['/guides/webhooks', 100],
  ] as const)
    c.view({ path, total });
  c.finish('views', true);
  c.totalSearches(200);
  c.search(search('rate limits', 9));
  c.search(search('Rate  Limits ', 4));
  c.search(search('oauth scopes', 1));
  c.search(search('webhooks', 30, 0.8, '/guides/webhooks'));
  c.finish('searches', true);
  c.feedbackByPage({ path: '/api-reference/authentication', thumbsUp: 2, thumbsDown: 9, code: 0, total: 11 });
  c.feedbackByPage({ path: '/quickstart', thumbsUp: 0, thumbsDown: 1, code: 0, total: 1 });
  c.feedbackByPage({ path: '/guides/webhooks', thumbsUp: 3, thumbsDown: 3, code: 0, total: 6 });
  c.finish('feedback-by-page', true);
  c.feedback(feedbackItem('f1', '/api-reference/authentication', 'The token example returns 401'));
  c.feedback(feedbackItem('f2', '/api-reference/authentication', 'Which header carries the key?'));
  c.feedback(feedbackItem('f3', '/api-reference/authentication', 'fixed already', 'resolved'));
  c.finish('feedback', true);
  for (let i = 0; i < 6; i += 1)
    c.conversation(
      conversation(
        `a${i}`,
        'Billing',
        'unanswered',
        i < 4 ? 'How do I change my plan?' : 'refund policy',
        'https://docs.acme.dev/pricing?ref=nav',
      ),
    );
  c.conversation(conversation('a6', 'Billing', 'answered', 'What is the price?', '/pricing'));
  c.conversation(conversation('a7', null, 'unanswered', 'hello', null));
  c.finish('assistant', true);
  return c;
}

function input(facts: FactsCollector, overrides: Partial<FindingsInput> = {}): FindingsInput {
  return {
    generator: 'mintlify-action',
    projectId: 'proj_123',
    range: WEEK,
    run: RUN,
    visitorText: true,
    thresholds: { ...DEFAULT_THRESHOLDS },
    facts: facts.facts(),
    previous: undefined,
    compare: { status: 'off' },
    docsUrl: 'https://docs.acme.dev',
    ...overrides,
  };
}

function byKind(file: FindingsFile, kind: Finding['kind']): Finding[] {
  return file.findings.filter((f) => f.kind === kind);
}

describe('buildFindings', () => {
  it('names a query searched repeatedly with no click, all spellings together, and not a stray search or a clicked one', () => {
    const file = buildFindings(input(seededWeek(true)));
    const gaps = byKind(file, 'content-gap');
    expect(gaps).toEqual([
      expect.objectContaining({
        subject: 'rate limits',
        hits: 13,
        spellings: 2,
        withheld: false,
        shareOfSearches: 0.065,
      }),
    ]);
    expect(gaps[0]?.id).toMatch(/^content-gap:[0-9a-f]{16}$/);
  });

  it('names a page with clearly more thumbs-down than up, with its pending comments, and not one thumbs-down or an even split', () => {
    const file = buildFindings(input(seededWeek(true)));
    expect(byKind(file, 'negative-feedback')).toEqual([
      expect.objectContaining({
        id: 'negative-feedback:/api-reference/authentication',
        subject: '/api-reference/authentication',
        url: 'https://docs.acme.dev/api-reference/authentication',
        thumbsDown: 9,
        thumbsUp: 2,
        pendingComments: 2,
        comments: [
          {
            id: 'f2',
            createdAt: '2026-11-22T08:00:00Z',
            source: 'contextual',
            comment: 'Which header carries the key?',
          },
          {
            id: 'f1',
            createdAt: '2026-11-21T08:00:00Z',
            source: 'contextual',
            comment: 'The token example returns 401',
          },
        ],
      }),
    ]);
  });

  it('names an assistant category with many unanswered conversations, with the pages they started on and the frequent queries', () => {
    const file = buildFindings(input(seededWeek(true)));
    expect(byKind(file, 'unanswered-questions')).toEqual([
      expect.objectContaining({
        id: 'unanswered-questions:Billing',
        subject: 'Billing',
        unanswered: 6,
        conversations: 7,
        pages: [{ value: '/pricing', count: 6 }],
        queries: [
          { value: 'how do i change my plan?', count: 4 },
          { value: 'refund policy', count: 2 },
        ],
      }),
    ]);
  });

  it('makes no traffic-drop finding without a previous snapshot', () => {
    const file = buildFindings(input(seededWeek(true)));
    expect(byKind(file, 'traffic-drop')).toEqual([]);
    expect(file.findings.every((f) => f.seen === 'unknown')).toBe(true);
  });

  it('ranks findings by score and writes a file its own schema reads', () => {
    const file = buildFindings(input(seededWeek(true)));
    const scores = file.findings.map((f) => f.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(FindingsFileSchema.parse(JSON.parse(JSON.stringify(file)))).toEqual(file);
  });

  it('gives the same ids in two runs and in both privacy modes', () => {
    const ids = (visitorText: boolean): string[] =>
      buildFindings(input(seededWeek(visitorText), { visitorText }))
        .findings.map((f) => f.id)
        .sort();
    expect(ids(true)).toEqual(ids(true));
    expect(ids(false)).toEqual(ids(true));
  });

  it('holds no search query, feedback comment, assistant text or contact when visitor text is left out', () => {
    const file = buildFindings(input(seededWeek(false), { visitorText: false }));
    const text = JSON.stringify(file);
    for (const secret of [
      'rate limits',
      'Rate',
      'token example',
      'header carries',
      'change my plan',
      'refund',
      'reader@example.com',
      'could not find',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(byKind(file, 'content-gap')).toEqual([expect.objectContaining({ subject: null, withheld: true, hits: 13 })]);
    expect(byKind(file, 'negative-feedback')[0]).toMatchObject({
      pendingComments: 2,
      comments: [{ id: 'f2' }, { id: 'f1' }],
    });
    expect(byKind(file, 'unanswered-questions')[0]).not.toHaveProperty('queries');
    expect(file.visitorText).toBe('excluded');
  });

  it('never writes contact, even when visitor text is kept', () => {
    expect(JSON.stringify(buildFindings(input(seededWeek(true))))).not.toContain('reader@example.com');
  });
});

describe('buildFindings against a previous snapshot', () => {
  function previous(overrides: Partial<PreviousSnapshot> = {}): PreviousSnapshot {
    return {
      range: findingsRange({ dateFrom: '2026-11-09', dateTo: '2026-11-16', period: undefined }),
      run: { ...RUN, runId: 1 },
      artifactId: 7,
      artifactName: 'mintlify-analytics',
      createdAt: '2026-11-16T06:00:00Z',
      views: new Map([
        ['/quickstart', 620],
        ['/api-reference/authentication', 310],
        ['/guides/webhooks', 400],
        ['/changelog', 80],
        ['/legacy/sdk', 20],
      ]),
      headline: {
        'views-total': 800,
        'views-ai': 40,
        'views-human': 760,
        visitors: null,
        searches: 250,
        'ai-share': 0.05,
      },
      findings: new Map(),
      ...overrides,
    };
  }

  /** `previous` with a history of three snapshots like it (the least a traffic-drop baseline needs). */
  function withBaseline(p: PreviousSnapshot): PreviousSnapshot {
    const pages = Object.fromEntries(
      [...(p.views ?? [])].map(([path, total]): [string, [number, number]] => [path, [total, 0]]),
    );
    const entry = {
      dateFrom: p.range.dateFrom,
      dateTo: p.range.dateTo,
      days: p.range.days,
      generatedAt: '2026-11-16T06:00:00Z',
      complete: true,
      headline: p.headline,
      findings: [],
      pages,
    };
    return { ...p, history: [entry, entry, entry] };
  }

  const compared = {
    status: 'compared' as const,
    previous: {
      range: previous().range,
      run: previous().run,
      artifactId: 7,
      artifactName: 'mintlify-analytics',
      createdAt: null,
    },
  };

  it('names a page whose views fell sharply from a meaningful base, and not a small page that lost its few views', () => {
    const file = buildFindings(input(seededWeek(true), { previous: withBaseline(previous()), compare: compared }));
    expect(byKind(file, 'traffic-drop').map((f) => f.subject)).toEqual(['/guides/webhooks', '/changelog']);
    expect(byKind(file, 'traffic-drop')[0]).toMatchObject({
      id: 'traffic-drop:/guides/webhooks',
      views: 100,
      previousViews: 400,
      change: -0.75,
    });
  });

  it('compares a previous snapshot of another length per day (the baseline is per the current range length)', () => {
    const month = findingsRange({ dateFrom: '2026-10-16', dateTo: '2026-11-15', period: undefined });
    // 30 days of 1,200 views is 280 a week: 100 is a 64 % fall; 300 a week (1,286 a month) is not.
    const views = new Map([
      ['/guides/webhooks', 1200],
      ['/api-reference/authentication', 1286],
    ]);
    const file = buildFindings(
      input(seededWeek(true), { previous: withBaseline(previous({ range: month, views })), compare: compared }),
    );
    expect(byKind(file, 'traffic-drop')).toEqual([
      expect.objectContaining({ subject: '/guides/webhooks', previousViews: 280 }),
    ]);
    expect(byKind(file, 'traffic-drop')[0]?.kind === 'traffic-drop' && byKind(file, 'traffic-drop')[0]).toMatchObject({
      change: expect.closeTo(100 / 7 / (1200 / 30) - 1, 6),
    });
    const total = file.headline.find((h) => h.metric === 'views-total');
    expect(total).toMatchObject({ current: 1000, previous: 800, change: expect.closeTo(1000 / 7 / (800 / 30) - 1, 6) });
  });

  it('judges no traffic drop until three earlier snapshots make a baseline, and says how many it had', () => {
    const p = withBaseline(previous());
    const two = buildFindings(
      input(seededWeek(true), { previous: { ...p, history: p.history?.slice(0, 2) }, compare: compared }),
    );
    expect(byKind(two, 'traffic-drop')).toEqual([]);
    expect(two.trafficBaseline).toEqual({ snapshots: 2, needed: 3 });
    const one = buildFindings(input(seededWeek(true), { previous: previous(), compare: compared }));
    expect(byKind(one, 'traffic-drop')).toEqual([]);
    expect(buildFindings(input(seededWeek(true), { previous: p, compare: compared })).trafficBaseline).toEqual({
      snapshots: 3,
      needed: 3,
    });
  });

  it('makes no traffic-drop finding when the current views are partial', () => {
    const facts = seededWeek(true);
    facts.facts().complete.delete('views');
    const file = buildFindings(input(facts, { previous: previous(), compare: compared }));
    expect(byKind(file, 'traffic-drop')).toEqual([]);
    expect(file.incomplete).toEqual(['views']);
  });

  it('gives each headline figure its change and marks findings new or seen again', () => {
    const before = buildFindings(input(seededWeek(true)));
    const findings = new Map(before.findings.filter((f) => f.kind !== 'content-gap').map((f) => [f.id, f]));
    const file = buildFindings(input(seededWeek(true), { previous: previous({ findings }), compare: compared }));
    expect(file.headline.find((h) => h.metric === 'views-total')).toEqual({
      metric: 'views-total',
      current: 1000,
      previous: 800,
      change: 0.25,
    });
    expect(file.headline.find((h) => h.metric === 'ai-share')).toEqual({
      metric: 'ai-share',
      current: 0.1,
      previous: 0.05,
      change: 0.05,
    });
    expect(file.headline.find((h) => h.metric === 'visitors')).toEqual({
      metric: 'visitors',
      current: null,
      previous: null,
      change: null,
    });
    expect(byKind(file, 'content-gap')[0]).toMatchObject({ seen: 'new', previousHits: null });
    expect(byKind(file, 'negative-feedback')[0]).toMatchObject({ seen: 'again', previousThumbsDown: 9 });
  });
});

describe('FactsCollector views', () => {
  it('counts a page sent twice once, the last row winning, including rows added after a read', () => {
    const c = new FactsCollector('proj_123', true);
    c.view({ path: '/a', total: 1 });
    c.view({ path: '/b', total: 2 });
    c.view({ path: '/a', total: 3 });
    expect([...c.facts().views]).toEqual([
      ['/a', 3],
      ['/b', 2],
    ]);
    c.view({ path: '/b', total: 5 });
    c.view({ path: '/c', total: 0 });
    expect([...c.facts().views]).toEqual([
      ['/a', 3],
      ['/b', 5],
      ['/c', 0],
    ]);
  });
});
