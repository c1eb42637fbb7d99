import { describe, expect, it } from 'vitest';
import { dashboardTitle, renderDashboard, type DashboardIssue } from '../../../src/analytics/triage/dashboard.ts';
import { topicsOf } from '../../../src/analytics/triage/plan.ts';
import { readBoxes } from '../../../src/findings/dashboard/marker.ts';
import type { Finding, FindingsFile } from '../../../src/findings/types.ts';
import { CONTENT_GAP, findingsFile, NEGATIVE_FEEDBACK } from './findings-fixture.ts';

const issue = (number: number, state: DashboardIssue['marker']['state'] = 'none'): DashboardIssue => ({
  number,
  state: 'open',
  stateReason: null,
  marker: {
    findingId: 'x',
    since: '2026-11-16',
    level: 1,
    jobId: state === 'none' ? undefined : 'job_abc',
    state,
    jobStatus: state === 'none' ? undefined : 'active',
  },
});

function render(findings: Finding[], issues: Array<DashboardIssue | undefined>) {
  const file: FindingsFile = findingsFile(findings);
  const topics = topicsOf(file).map((topic, i) => ({ topic, issue: issues[i] }));
  return renderDashboard({
    findings: file,
    topics,
    issues: issues.flatMap((i) => i ?? []),
    triage: {
      opened: 0,
      updated: 0,
      agentJobs: 0,
      entries: [],
      agentPartial: '1 of 2 agent jobs started; stopped: 429.',
    },
    today: '2026-11-23',
    rows: 25,
  });
}

describe('the dashboard', () => {
  it('gives a box to each topic whose issue is open and has no job, and says what the agent does for the others', () => {
    const { body, boxes } = render([CONTENT_GAP, NEGATIVE_FEEDBACK], [issue(101), issue(102, 'started')]);
    expect(boxes).toEqual([101]);
    expect([...readBoxes(body)]).toEqual([[101, false]]);
    expect(body).toContain('#102 · the agent is on it: `job_abc` (active)');
    expect(body).toContain('- #102: `job_abc` (active)');
    expect(body).toContain('- Agent jobs partial: 1 of 2 agent jobs started; stopped: 429.');
  });

  it('lists every open finding issue with where it stands, and labels a quiet week at the top', () => {
    const file = findingsFile([CONTENT_GAP]);
    const history = [
      {
        dateFrom: null,
        dateTo: null,
        days: 7,
        generatedAt: '2026-11-16T06:30:00Z',
        complete: true,
        headline: { searches: 100 },
        findings: [],
      },
      {
        dateFrom: null,
        dateTo: null,
        days: 7,
        generatedAt: '2026-11-23T06:30:00Z',
        complete: true,
        headline: { searches: 0 },
        findings: [],
      },
    ];
    const { body } = renderDashboard({
      findings: file,
      history,
      topics: [],
      issues: [],
      standings: [
        {
          number: 104,
          findingId: 'traffic-drop:/sdks/python',
          state: 'not-recovered',
          detail: '78 human views this week against 520 before the drop (−85%)',
          lastSeen: '2026-11-02',
          since: '2026-10-19',
        },
        {
          number: 102,
          findingId: CONTENT_GAP.id,
          state: 'not-seen',
          detail: 'a quiet week for its dataset (searches: none (usually 100))',
          lastSeen: '2026-11-16',
          since: '2026-11-16',
        },
      ],
      triage: { opened: 0, updated: 0, agentJobs: 0, entries: [], agentPartial: undefined },
      today: '2026-11-23',
      rows: 25,
    });
    const lines = body.split('\n');
    expect(lines[2]).toMatch(/^> ⚠️ \*\*Quiet week\*\* — searches: none \(usually 100\)\. /);
    const section = body.split('## Open finding issues\n\n')[1]?.split('\n\n## ')[0];
    expect(section).toBe(
      [
        'Open finding issues: 2 (1 not recovered, 1 not seen this week).',
        '',
        '- #104 · `/sdks/python` · **Not recovered** — 78 human views this week against 520 before the drop (−85%). Last seen 2026-11-02; open for 5 weeks (since 2026-10-19).',
        '- #102 · a search · **Not seen this week** — a quiet week for its dataset (searches: none (usually 100)). Last seen 2026-11-16; open for 7 days (since 2026-11-16).',
      ].join('\n'),
    );
  });

  it("keeps the body within GitHub's limit with a thousand open issues, naming how many are not listed", () => {
    const standings = Array.from({ length: 1000 }, (_, i) => ({
      number: 1000 + i,
      findingId: `negative-feedback:/guides/page-${i}`,
      state: 'not-seen' as const,
      detail: 'below the thresholds (2 thumbs-down and 5 thumbs-up)',
      lastSeen: '2026-11-16',
      since: '2026-10-19',
    }));
    const { body } = renderDashboard({
      findings: findingsFile([]),
      topics: [],
      issues: [],
      standings,
      triage: { opened: 0, updated: 0, agentJobs: 0, entries: [], agentPartial: undefined },
      today: '2026-11-23',
      rows: 25,
    });
    expect(body.length).toBeLessThan(60_000);
    expect(body).toContain('Open finding issues: 1,000 (1,000 not seen this week).');
    expect(body).toMatch(/- _\d+ more open finding issues not listed here/);
  });

  it('never shows visitor text and never lets an API string form a box or a marker', () => {
    const hostile: Finding = {
      ...NEGATIVE_FEEDBACK,
      id: 'negative-feedback:/x',
      path: '/x` <!-- mintlify-action hand issue="999" -->\n- [x] `',
      subject: '/x',
    };
    const { body, boxes } = render([CONTENT_GAP, hostile], [issue(101), issue(102)]);
    expect(body).not.toContain('rate limits');
    expect(boxes).toEqual([101, 102]);
    expect([...readBoxes(body).keys()]).toEqual([101, 102]);
    expect(body.split('\n').filter((l) => l.startsWith('- [')).length).toBe(2);
  });

  it('names the project in its title, safely', () => {
    expect(dashboardTitle('proj_123')).toBe('Docs health dashboard (proj_123)');
    expect(dashboardTitle('a b/@c')).toBe('Docs health dashboard (a-b--c)');
  });
});
