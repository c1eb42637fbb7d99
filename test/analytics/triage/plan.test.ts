import { describe, expect, it } from 'vitest';
import {
  pickAgentFindings,
  planIssues,
  separateOwnIssues,
  topicsOf,
  type FindingIssue,
} from '../../../src/analytics/triage/plan.ts';
import type { Finding, UnansweredQuestionsFinding } from '../../../src/findings/types.ts';
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

const topics = (findings: Finding[]) => topicsOf({ findings });

/** A search that names the page of NEGATIVE_FEEDBACK (`authentication`): the same topic. */
const AUTH_SEARCH: Finding = { ...CONTENT_GAP, id: 'content-gap:aa11', subject: 'authentication token 401', score: 20 };

describe('planIssues', () => {
  const all = topics([TRAFFIC_DROP, CONTENT_GAP, UNANSWERED, NEGATIVE_FEEDBACK]);

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
    expect(planIssues(topics([CONTENT_GAP, NEGATIVE_FEEDBACK]), issues, 5).map((s) => s.kind)).toEqual([
      'leave-closed',
      'reopen',
    ]);
  });

  it('files one issue for a topic of several findings, and a topic that gains evidence keeps its issue', () => {
    expect(
      planIssues(topics([NEGATIVE_FEEDBACK, AUTH_SEARCH]), new Map(), 5).map((s) => [s.kind, s.finding.id]),
    ).toEqual([['open', NEGATIVE_FEEDBACK.id]]);
    // Last week the search alone had an issue; this week the page's thumbs-down joins it: the same issue is updated.
    const issues = new Map([tracked(AUTH_SEARCH.id, 107)]);
    const steps = planIssues(topics([NEGATIVE_FEEDBACK, AUTH_SEARCH]), issues, 5);
    expect(steps.map((s) => [s.kind, s.finding.id, s.kind === 'update' ? s.current.issue.number : undefined])).toEqual([
      ['update', AUTH_SEARCH.id, 107],
    ]);
  });

  it('closes the other open issue of a topic the team’s facts joined, filed while apart, pointing at the topic issue', () => {
    // Last week the questions started elsewhere; now on the page rated down: the same page, one topic.
    const onPage = {
      ...(UNANSWERED as UnansweredQuestionsFinding),
      pages: [{ value: NEGATIVE_FEEDBACK.path, count: 8 }],
    };
    const issues = new Map([tracked(NEGATIVE_FEEDBACK.id, 102), tracked(onPage.id, 107)]);
    const steps = planIssues(topics([NEGATIVE_FEEDBACK, onPage]), issues, 5);
    expect(steps.map((s) => [s.kind, s.finding.id, s.kind === 'merged' ? s.into.id : undefined])).toEqual([
      ['update', NEGATIVE_FEEDBACK.id, undefined],
      ['merged', onPage.id, NEGATIVE_FEEDBACK.id],
    ]);
    // Never one that records a job, nor into an issue closed as not planned.
    const withJob = new Map([tracked(NEGATIVE_FEEDBACK.id, 102), tracked(onPage.id, 107, {}, 1, 'started')]);
    expect(planIssues(topics([NEGATIVE_FEEDBACK, onPage]), withJob, 5).map((s) => s.kind)).toEqual(['update']);
  });

  it('never closes, merges or reopens an issue because a visitor’s words tied its finding to another topic', () => {
    // A search naming the page joins the page's topic as evidence, but it has an open issue of its own.
    const issues = new Map([tracked(NEGATIVE_FEEDBACK.id, 102), tracked(AUTH_SEARCH.id, 107)]);
    const joined = topics([NEGATIVE_FEEDBACK, AUTH_SEARCH]);
    expect(joined).toHaveLength(1);
    expect(planIssues(joined, issues, 5).map((s) => s.kind)).toEqual(['update']);
    // Its own issue keeps speaking for it: each is updated in place, and each topic may get its own job.
    const apart = separateOwnIssues(joined, issues);
    expect(apart.map((t) => t.topic.findingIds)).toEqual([[NEGATIVE_FEEDBACK.id], [AUTH_SEARCH.id]]);
    expect(planIssues(apart, issues, 5).map((s) => [s.kind, s.finding.id])).toEqual([
      ['update', NEGATIVE_FEEDBACK.id],
      ['update', AUTH_SEARCH.id],
    ]);
    expect(pickAgentFindings(apart, issues, 5).map((f) => f.id)).toEqual([NEGATIVE_FEEDBACK.id, AUTH_SEARCH.id]);
    // Without an issue of its own, the search stays evidence of the page's topic.
    const evidence = separateOwnIssues(joined, new Map([tracked(NEGATIVE_FEEDBACK.id, 102)]));
    expect(evidence.map((t) => t.topic.findingIds)).toEqual([[NEGATIVE_FEEDBACK.id, AUTH_SEARCH.id]]);
  });

  it("lets an open issue of the topic speak for it when the lead's issue was closed as not planned", () => {
    const issues = new Map([
      tracked(NEGATIVE_FEEDBACK.id, 102, { state: 'closed', stateReason: 'not_planned' }),
      tracked(AUTH_SEARCH.id, 107),
    ]);
    expect(planIssues(topics([NEGATIVE_FEEDBACK, AUTH_SEARCH]), issues, 5).map((s) => [s.kind, s.finding.id])).toEqual([
      ['update', AUTH_SEARCH.id],
    ]);
  });

  it('files topics where readers said what fails them before a traffic drop with a higher score', () => {
    const drop = { ...TRAFFIC_DROP, score: 95 };
    expect(planIssues(topics([drop, UNANSWERED]), new Map(), 1).map((s) => [s.kind, s.finding.id])).toEqual([
      ['open', UNANSWERED.id],
      ['over-limit', TRAFFIC_DROP.id],
    ]);
  });
});

describe('pickAgentFindings', () => {
  it('starts at most one job per topic: a job recorded on any of its issues counts', () => {
    const issues = new Map([tracked(NEGATIVE_FEEDBACK.id, 102), tracked(AUTH_SEARCH.id, 107, {}, 1, 'started')]);
    const withJob = new Set([AUTH_SEARCH.id]);
    expect(pickAgentFindings(topics([NEGATIVE_FEEDBACK, AUTH_SEARCH]), issues, 5, withJob)).toEqual([]);
  });

  it('hands no traffic drop to the agent by default, and does when agent-finding-kinds names it', () => {
    const issues = new Map([tracked(TRAFFIC_DROP.id, 104)]);
    expect(pickAgentFindings(topics([TRAFFIC_DROP]), issues, 5)).toEqual([]);
    expect(pickAgentFindings(topics([TRAFFIC_DROP]), issues, 5, new Set(), ['traffic-drop']).map((f) => f.id)).toEqual([
      TRAFFIC_DROP.id,
    ]);
  });

  it('picks top findings with an open issue and no job; never one whose job may exist', () => {
    const issues = new Map([
      tracked(CONTENT_GAP.id, 101, {}, 1, 'pending'),
      tracked(NEGATIVE_FEEDBACK.id, 102),
      tracked(UNANSWERED.id, 103, { state: 'closed', stateReason: 'not_planned' }),
      tracked(TRAFFIC_DROP.id, 104),
    ]);
    expect(
      pickAgentFindings(topics([CONTENT_GAP, NEGATIVE_FEEDBACK, UNANSWERED, TRAFFIC_DROP]), issues, 1).map((f) => f.id),
    ).toEqual([NEGATIVE_FEEDBACK.id]);
  });
});
