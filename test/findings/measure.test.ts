import { describe, expect, it } from 'vitest';
import { FactsCollector } from '../../src/findings/facts.ts';
import { findingId, queryHash } from '../../src/findings/ids.ts';
import { measurableKinds, measureFigures, measureFinding } from '../../src/findings/measure.ts';

function facts(): FactsCollector {
  const c = new FactsCollector('proj_123', false);
  c.search({
    searchQuery: 'Delete Account',
    hits: 3,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: '2026-11-20T10:00:00Z',
  });
  c.search({
    searchQuery: 'webhook signature',
    hits: 28,
    ctr: 0.61,
    topClickedPage: '/guides/webhooks',
    lastSearchedAt: '2026-11-20T10:00:00Z',
  });
  c.feedbackByPage({ path: '/auth', thumbsUp: 11, thumbsDown: 2, code: 0, total: 13 });
  c.conversation({
    id: 'c1',
    timestamp: null,
    query: 'q',
    response: 'r',
    sources: [],
    resolutionStatus: 'unanswered',
    queryCategory: 'Billing',
    pageUrl: null,
  } as never);
  c.conversation({
    id: 'c2',
    timestamp: null,
    query: 'q',
    response: 'r',
    sources: [],
    resolutionStatus: 'answered',
    queryCategory: 'Billing',
    pageUrl: null,
  } as never);
  c.view({ path: '/sdks/python', total: 700, human: 640, ai: 60 });
  for (const d of ['searches', 'feedback-by-page', 'assistant', 'views'] as const) c.finish(d, true);
  return c;
}

describe('measureFinding', () => {
  it('says how the subject of each kind stands now, finding or not', () => {
    const f = facts().facts();
    expect(measureFinding(findingId('content-gap', queryHash('proj_123', 'delete account')), f)).toBe(
      '3 searches, 0 % followed by a click',
    );
    // A query readers click now: its searches and the share followed by a click, as before the fix.
    expect(measureFinding(findingId('content-gap', queryHash('proj_123', 'webhook signature')), f)).toBe(
      '28 searches, 61 % followed by a click',
    );
    expect(measureFinding('negative-feedback:/auth', f)).toBe('2 thumbs-down and 11 thumbs-up');
    expect(measureFinding('unanswered-questions:Billing', f)).toBe('1 of 2 conversations unanswered');
    expect(measureFinding('traffic-drop:/sdks/python', f)).toBe('640 human views');
    expect(measureFinding('traffic-drop:/gone', f)).toBe('0 human views');
  });

  it('says nothing when the dataset was not exported completely, or for an unknown kind', () => {
    const c = new FactsCollector('proj_123', false);
    c.finish('searches', false);
    expect(measureFinding('content-gap:abc', c.facts())).toBeUndefined();
    expect(measureFinding('traffic-drop:/a', c.facts())).toBeUndefined();
    expect(measureFinding('something:else', facts().facts())).toBeUndefined();
  });
});

describe('measurableKinds: which finding kinds a snapshot could measure (issue 39)', () => {
  it('is every kind whose datasets are complete, with the fields the kind needs', () => {
    expect(measurableKinds(facts().facts())).toEqual([
      'content-gap',
      'negative-feedback',
      'unanswered-questions',
      'traffic-drop',
    ]);
  });

  it('leaves out content gaps when kept search rows lack the query text (visitor text left out)', () => {
    const c = facts();
    c.search({ hits: 400, ctr: 0, topClickedPage: null, lastSearchedAt: null } as never);
    expect(measurableKinds(c.facts())).not.toContain('content-gap');
  });

  it('leaves out traffic drops in a week with no human views, and any kind whose dataset is partial', () => {
    const c = new FactsCollector('proj_123', false);
    c.view({ path: '/a', total: 50, human: 0, ai: 50 });
    c.finish('views', true);
    c.finish('searches', false);
    expect(measurableKinds(c.facts())).toEqual([]);
  });
});

describe('measureFigures: the figures a verified fix compares (issue 39)', () => {
  it('gives each kind the same figures before and after', () => {
    const f = facts().facts();
    expect(measureFigures(findingId('content-gap', queryHash('proj_123', 'webhook signature')), f)).toEqual({
      searches: 28,
      clicked: 17,
    });
    expect(measureFigures('negative-feedback:/auth', f)).toEqual({ down: 2, up: 11 });
    expect(measureFigures('traffic-drop:/sdks/python', f)).toEqual({ human: 640 });
  });
});
