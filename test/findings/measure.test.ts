import { describe, expect, it } from 'vitest';
import { FactsCollector } from '../../src/findings/facts.ts';
import { findingId, queryHash } from '../../src/findings/ids.ts';
import { measureFinding } from '../../src/findings/measure.ts';

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
      '3 searches with no click',
    );
    // A query that is clicked now has no search with no click.
    expect(measureFinding(findingId('content-gap', queryHash('proj_123', 'webhook signature')), f)).toBe(
      '0 searches with no click',
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
