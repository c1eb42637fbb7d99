import { describe, expect, it } from 'vitest';
import { pickAgentFindings, planIssues, type FindingIssue } from '../../../src/analytics/triage/plan.ts';
import type { ListedIssue } from '../../../src/github/issues.ts';
import { CONTENT_GAP, NEGATIVE_FEEDBACK, TRAFFIC_DROP, UNANSWERED } from './findings-fixture.ts';

function tracked(
  findingId: string,
  number: number,
  issue: Partial<ListedIssue> = {},
  level = 1,
  state: 'none' | 'pending' | 'started' = 'none',
): [string, FindingIssue] {
  return [
    findingId,
    {
      issue: {
        number,
        title: 't',
        body: '',
        state: 'open',
        stateReason: null,
        url: `u${number}`,
        authorLogin: 'github-actions[bot]',
        authorType: 'Bot',
        labels: ['docs-health'],
        createdAt: '',
        ...issue,
      },
      marker: { findingId, since: '2026-11-01', level, jobId: undefined, state, jobStatus: undefined },
    },
  ];
}

describe('planIssues', () => {
  const all = [TRAFFIC_DROP, CONTENT_GAP, UNANSWERED, NEGATIVE_FEEDBACK];

  it('opens issues for the top findings by score, up to max-issues', () => {
    const steps = planIssues(all, new Map(), 2);
    expect(steps.map((s) => [s.kind, s.finding.id])).toEqual([
      ['open', CONTENT_GAP.id],
      ['open', NEGATIVE_FEEDBACK.id],
      ['over-limit', UNANSWERED.id],
      ['over-limit', TRAFFIC_DROP.id],
    ]);
  });

  it('updates open issues without counting them against max-issues, and flags a finding that got worse', () => {
    const issues = new Map([tracked(CONTENT_GAP.id, 101, {}, 30), tracked(NEGATIVE_FEEDBACK.id, 102, {}, 9)]);
    const steps = planIssues(all, issues, 1);
    expect(steps.map((s) => [s.kind, s.kind === 'update' ? s.worse : undefined])).toEqual([
      ['update', true],
      ['update', false],
      ['open', undefined],
      ['over-limit', undefined],
    ]);
  });

  it('leaves an issue closed as not planned closed, and reopens one closed as completed', () => {
    const issues = new Map([
      tracked(CONTENT_GAP.id, 101, { state: 'closed', stateReason: 'not_planned' }),
      tracked(NEGATIVE_FEEDBACK.id, 102, { state: 'closed', stateReason: 'completed' }),
    ]);
    expect(planIssues([CONTENT_GAP, NEGATIVE_FEEDBACK], issues, 5).map((s) => s.kind)).toEqual([
      'leave-closed',
      'reopen',
    ]);
  });
});

describe('pickAgentFindings', () => {
  it('picks top findings with an open issue and no job; never one whose job may exist', () => {
    const issues = new Map([
      tracked(CONTENT_GAP.id, 101, {}, 1, 'pending'),
      tracked(NEGATIVE_FEEDBACK.id, 102),
      tracked(UNANSWERED.id, 103, { state: 'closed', stateReason: 'not_planned' }),
      tracked(TRAFFIC_DROP.id, 104),
    ]);
    expect(
      pickAgentFindings([CONTENT_GAP, NEGATIVE_FEEDBACK, UNANSWERED, TRAFFIC_DROP], issues, 1).map((f) => f.id),
    ).toEqual([NEGATIVE_FEEDBACK.id]);
  });
});
