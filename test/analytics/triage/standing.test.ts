import { describe, expect, it } from 'vitest';
import { standings, type StandingInput } from '../../../src/analytics/triage/standing.ts';
import {
  openForText,
  readStateLine,
  standingLine,
  stateBlock,
  withStateBlock,
} from '../../../src/analytics/triage/state-section.ts';
import type { FindingIssue } from '../../../src/analytics/triage/plan.ts';
import { topicsOf } from '../../../src/analytics/triage/plan.ts';
import type { HistoryEntry } from '../../../src/findings/history.ts';
import type { FindingMarker } from '../../../src/findings/marker.ts';
import { DEFAULT_THRESHOLDS } from '../../../src/findings/thresholds.ts';
import { CONTENT_GAP, findingsFile } from './findings-fixture.ts';

const TODAY = '2026-11-30';
const DROP = 'traffic-drop:/sdks/python';
const SEARCH = CONTENT_GAP.id;

function tracked(number: number, findingId: string, marker: Partial<FindingMarker> = {}): [string, FindingIssue] {
  return [
    findingId,
    {
      issue: {
        number,
        title: 't',
        body: 'b',
        url: `https://github.com/acme/docs/issues/${number}`,
        state: 'open',
        stateReason: null,
        authorLogin: 'github-actions[bot]',
        authorType: 'Bot',
        labels: ['docs-health'],
      } as FindingIssue['issue'],
      marker: {
        findingId,
        since: '2026-10-19',
        level: 85,
        jobId: undefined,
        state: 'none',
        jobStatus: undefined,
        ...marker,
      },
    },
  ];
}

function entry(
  day: string,
  findings: HistoryEntry['findings'],
  headline: HistoryEntry['headline'] = { 'views-human': 5000, searches: 100 },
): HistoryEntry {
  return {
    dateFrom: null,
    dateTo: null,
    days: 7,
    generatedAt: `${day}T06:30:00Z`,
    complete: true,
    measured: ['content-gap', 'traffic-drop'],
    headline,
    findings,
  };
}

function input(overrides: Partial<StandingInput>): StandingInput {
  return {
    issues: new Map(),
    topics: [],
    findings: { thresholds: { ...DEFAULT_THRESHOLDS }, incomplete: [] },
    history: undefined,
    figures: () => undefined,
    fixes: new Map(),
    today: TODAY,
    ...overrides,
  };
}

describe('where each open issue stands', () => {
  it('keeps a traffic drop whose baseline caught up as not recovered, against the level before the drop', () => {
    const history = [
      entry('2026-10-19', [{ id: DROP, level: 85, figures: { human: 78, usual: 520 } }]),
      entry('2026-10-26', [{ id: DROP, level: 74, figures: { human: 78, usual: 299 } }]),
      entry('2026-11-30', []),
    ];
    const [s] = standings(input({ issues: new Map([tracked(104, DROP)]), history, figures: () => ({ human: 80 }) }));
    expect(s).toMatchObject({ state: 'not-recovered', lastSeen: '2026-10-26', since: '2026-10-19' });
    expect(s && standingLine(s, TODAY)).toBe(
      '**Not recovered** — 80 human views this week against 520 before the drop (−85%). Last seen 2026-10-26; open for 6 weeks (since 2026-10-19).',
    );
    // Readers back above half the level before: not seen, and why.
    const [back] = standings(
      input({ issues: new Map([tracked(104, DROP)]), history, figures: () => ({ human: 480 }) }),
    );
    expect(back?.state).toBe('not-seen');
    expect(back?.detail).toBe('readers came back: 480 human views this week against 520 before the drop');
  });

  it('says why an issue was not seen: below the thresholds, a quiet week for its dataset, its dataset not exported', () => {
    const issues = new Map([tracked(102, SEARCH)]);
    const usual = [entry('2026-11-16', [{ id: SEARCH, level: 16 }]), entry('2026-11-23', [])];
    const below = standings(
      input({ issues, history: [...usual, entry(TODAY, [])], figures: () => ({ searches: 3, clicked: 0 }) }),
    );
    expect(below[0]?.detail).toBe('below the thresholds (3 searches, 0 % followed by a click)');
    expect(below[0]?.lastSeen).toBe('2026-11-16');
    const quiet = standings(
      input({
        issues,
        history: [...usual, entry(TODAY, [], { 'views-human': 5000, searches: 0 })],
        figures: () => ({ searches: 0, clicked: 0 }),
      }),
    );
    expect(quiet[0]?.detail).toBe('a quiet week for its dataset (searches: none (usually 100))');
    const blind = standings(
      input({ issues, history: [...usual, { ...entry(TODAY, []), measured: ['traffic-drop'] }] }),
    );
    expect(blind[0]?.detail).toBe('not measurable this week: its dataset (`searches`) was not exported completely');
  });

  it('puts the agent and a merged fix first, with what is still needed; lists open issues only, by state then number', () => {
    const file = findingsFile([CONTENT_GAP]);
    const issues = new Map([
      tracked(110, SEARCH, { state: 'started', jobId: 'job_1', jobStatus: 'active' }),
      tracked(111, 'content-gap:other'),
      tracked(112, 'negative-feedback:/closed'),
    ]);
    const closed = issues.get('negative-feedback:/closed');
    if (closed) closed.issue.state = 'closed';
    const list = standings(
      input({
        issues,
        topics: topicsOf(file),
        history: [entry(TODAY, [{ id: SEARCH, level: 14 }])],
        fixes: new Map([
          ['content-gap:other', { stage: 'merged', pr: 7, mergedAt: '2026-11-20T10:00:00Z', checked: 1 }],
        ]),
      }),
    );
    expect(list.map((s) => [s.number, s.state])).toEqual([
      [110, 'agent'],
      [111, 'verifying'],
    ]);
    expect(list[0]?.detail).toMatch(
      /^agent job `job_1` \(active\) is working on it; this week: search: \d+ searches with no click$/,
    );
    expect(list[1]?.detail).toBe(
      'agent PR #7, merged on 2026-11-20: 1 of 2 full snapshots after the merge checked, 1 more needed',
    );
  });

  it('says how long an issue has been open in days, then weeks', () => {
    expect(openForText(TODAY, TODAY)).toBe('filed today');
    expect(openForText('2026-11-25', TODAY)).toBe('open for 5 days');
    expect(openForText('2026-10-19', TODAY)).toBe('open for 6 weeks');
  });
});

describe('the state section of an issue body', () => {
  const body = '<!-- marker -->\nReaders searched **9 times**.\n\n- **Since:** 2026-11-16\n\n---\n<sub>footer</sub>';

  it('goes under the headline of a body that has none, and is replaced in place after', () => {
    const one = withStateBlock(body, stateBlock('**Seen this week** — a.', '2026-11-23'));
    expect(one.split('\n').slice(0, 6)).toEqual([
      '<!-- marker -->',
      'Readers searched **9 times**.',
      '',
      '<!-- mintlify-action state -->',
      '**Where it stands** (snapshot of 2026-11-23): **Seen this week** — a.',
      '<!-- /mintlify-action state -->',
    ]);
    const two = withStateBlock(one, stateBlock('**Not seen this week** — b.', '2026-11-30'));
    expect(readStateLine(two)).toBe('**Not seen this week** — b.');
    expect(
      two.replace('2026-11-30', '2026-11-23').replace('**Not seen this week** — b.', '**Seen this week** — a.'),
    ).toBe(one);
  });

  it('keeps the section on one line whatever the line holds', () => {
    expect(stateBlock('a\nb', TODAY).split('\n')).toHaveLength(3);
  });
});
