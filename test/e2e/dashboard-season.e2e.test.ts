/**
 * The dashboard for a whole season (issue 49), end to end on `dist/index.js`: twelve weekly snapshots of one docs
 * site (`fakes/docs-site-season.ts`), each on its own day (`MINTLIFY_ACTION_NOW`), each run's artifact the next one's
 * previous snapshot, with the triage and the dashboard on, and the reconcile workflow between the snapshots while an
 * agent job is out. The season: a content gap handed to the agent (job running in weeks 1–2, its PR open in week 3,
 * merged before week 4), a holiday in week 4 (the fix's first week after the merge, which must not count), the fix
 * verified in weeks 5–6, a page that loses its readers from week 6 and stays low (its baseline catches up by week 9),
 * a search that falls below the thresholds for three weeks and comes back, and a week whose searches come back empty.
 *
 * After every snapshot: the dashboard names every open finding issue with its state, and each issue's own state
 * section says the same. Reconcile runs after weeks 1 and 2 only, the days its job is out (it is still running after
 * week 1 and ends with its PR after week 2); the other daily runs of a team find nothing labelled and make two
 * requests, which `reconcile.e2e.test.ts` covers. So the season costs 14 runs of the action.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekOf } from '../fakes/docs-site-weeks.ts';
import { docsSiteSeason, EMPTY_SEARCHES_WEEK, HOLIDAY_WEEK, SEASON_WEEKS } from '../fakes/docs-site-season.ts';
import { startFakeGitHub, type FakeGitHub, type FakePullRequestSpec } from '../fakes/github.ts';
import { startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import type { ActionRun } from '../harness/run-action.ts';
import { parseFindingMarker } from '../../src/findings/marker.ts';
import { looksLikeDashboard } from '../../src/findings/dashboard/marker.ts';
import { readStateLine, STATE_WORDS } from '../../src/analytics/triage/state-section.ts';

const ARTIFACT = 'mintlify-analytics-proj_123';
const WEEK1 = new Date(Date.UTC(2026, 8, 7));
const STATES = Object.values(STATE_WORDS);

/** One open finding issue as the week left it. */
interface OpenIssue {
  number: number;
  findingId: string;
  /** The standing line of its state section. */
  state: string | undefined;
}

interface Week {
  week: number;
  run: ActionRun;
  /** The dashboard's body after the run. */
  dashboard: string;
  open: OpenIssue[];
  /** Finding issues closed so far. */
  closed: number[];
  /** Issue comments written by the run. */
  comments: Array<{ issue: number; body: string }>;
}

interface Reconciled {
  week: number;
  run: ActionRun;
  /** Paths of the GitHub requests the run made. */
  githubPaths: string[];
}

let world: AnalyticsWorld;
let github: FakeGitHub;
const pulls: Record<number, FakePullRequestSpec> = { 7: { title: 'Document webhook signatures' } };
const weeks: Week[] = [];
const reconciles: Reconciled[] = [];

function findingIssues(): Array<{ number: number; state: string; body: string; findingId: string }> {
  return github.issues.flatMap((i) => {
    const marker = parseFindingMarker(i.body);
    return marker === undefined
      ? []
      : [{ number: i.number, state: i.state, body: i.body ?? '', findingId: marker.findingId }];
  });
}

async function snapshot(week: number): Promise<Week> {
  const comments = github.issueComments.length;
  const range = weekOf(WEEK1, week);
  const runId = String(4000 + week);
  const run = await world.run(
    {
      ...range,
      'github-token': 'ghs_test_token',
      'file-issues': 'true',
      // Only the first snapshot hands its top topic to the agent.
      'agent-findings': week === 1 ? '1' : '0',
      'docs-url': 'https://docs.acme.dev',
    },
    { env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: runId, MINTLIFY_ACTION_NOW: `${range['date-to']}T06:30:00Z` } },
  );
  if (run.exitCode !== 0) throw new Error(`week ${week} failed:\n${run.stdout}\n${run.stderr}`);
  const zip = world.artifacts.artifacts.find((a) => a.name === ARTIFACT && a.finalized)?.zip;
  if (zip === undefined) throw new Error(`week ${week} uploaded no artifact:\n${run.stdout}`);
  github.seedArtifact({ name: ARTIFACT, zip, runId: Number(runId), createdAt: `${range['date-to']}T06:30:00Z` });
  world.artifacts.newRun();
  const all = findingIssues();
  return {
    week,
    run,
    dashboard: github.issues.find((i) => looksLikeDashboard(i.body))?.body ?? '',
    open: all
      .filter((i) => i.state === 'open')
      .map((i) => ({ number: i.number, findingId: i.findingId, state: readStateLine(i.body) })),
    closed: all.filter((i) => i.state === 'closed').map((i) => i.number),
    comments: github.issueComments.slice(comments).map((c) => ({ issue: c.issue_number, body: c.body })),
  };
}

async function reconcile(week: number): Promise<Reconciled> {
  const before = github.requests.length;
  const run = await world.run(
    { mode: 'reconcile', 'github-token': 'ghs_test_token' },
    {
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_RUN_ID: String(4900 + week),
        MINTLIFY_ACTION_NOW: `${weekOf(WEEK1, week)['date-to']}T18:00:00Z`,
      },
    },
  );
  if (run.exitCode !== 0) throw new Error(`reconcile after week ${week} failed:\n${run.stdout}\n${run.stderr}`);
  return { week, run, githubPaths: github.requests.slice(before).map((r) => `${r.method} ${r.path}`) };
}

/** The dashboard's line of each issue under "Open finding issues": `#n` → its standing (subject left out). */
function dashboardLines(body: string): Map<number, string> {
  const section = body.split('\n## Open finding issues\n')[1]?.split('\n## ')[0] ?? '';
  return new Map(
    [...section.matchAll(/^- #(\d+) · .+? · (\*\*.+)$/gm)].map((m) => [Number(m[1]), m[2] ?? ''] as const),
  );
}

/** The state word of a standing line. */
function stateOf(line: string | undefined): string | undefined {
  return /^\*\*([^*]+)\*\*/.exec(line ?? '')?.[1];
}

beforeAll(async () => {
  world = await startAnalyticsWorld('season-e2e-');
  github = await startFakeGitHub({ repo: 'acme/docs', pulls });
  world.mintlify.setAnalytics(docsSiteSeason(WEEK1));
  // The agent's job runs through the first reconcile and ends at the second, with its PR.
  world.mintlify.queueCreatedJob({ pollsUntilDone: 2, prLink: 'https://github.com/acme/docs/pull/7' });
  for (let week = 1; week <= SEASON_WEEKS; week += 1) {
    weeks.push(await snapshot(week));
    if (week <= 2) reconciles.push(await reconcile(week));
    // The agent PR is merged the day before week 4 starts.
    if (week === 3) Object.assign(pulls[7] ?? {}, { mergedAt: '2026-09-27T12:00:00Z' });
  }
}, 240_000);

afterAll(async () => {
  // SEASON_DASHBOARD_DIR (unset in CI): where to write the holiday week's and the last week's dashboards, to read them.
  const out = process.env.SEASON_DASHBOARD_DIR;
  if (out !== undefined && weeks.length === SEASON_WEEKS) {
    await writeFile(join(out, 'holiday.md'), weeks[HOLIDAY_WEEK - 1]?.dashboard ?? '');
    await writeFile(join(out, 'last.md'), weeks.at(-1)?.dashboard ?? '');
  }
  await world?.close();
  await github?.close();
});

/** Each issue's state by subject, week by week. */
const GAP = 'webhook signature';
const SEARCH = 'delete account';
const DROP = '/sdks/python';

function numberOf(subject: string): number {
  const issue = github.issues.find((i) => i.title.includes(subject));
  if (issue === undefined)
    throw new Error(`no issue about ${subject}: ${github.issues.map((i) => i.title).join(' | ')}`);
  return issue.number;
}

describe('every open finding issue on the dashboard, every week', () => {
  it('names every open finding issue with one of the five states, and its own body says the same', () => {
    for (const w of weeks) {
      const lines = dashboardLines(w.dashboard);
      expect([...lines.keys()].sort(), `week ${w.week}`).toEqual(w.open.map((i) => i.number).sort());
      for (const issue of w.open) {
        expect(STATES, `week ${w.week} #${issue.number}`).toContain(stateOf(lines.get(issue.number)));
        expect(issue.state, `week ${w.week} #${issue.number}`).toBe(lines.get(issue.number));
      }
    }
  });

  it('follows each issue through the season: agent, verification, a drop that stays, a search that leaves and comes back', () => {
    const table = weeks.map((w) => {
      const lines = dashboardLines(w.dashboard);
      return [GAP, SEARCH, DROP].map((s) => {
        const n = github.issues.find((i) => i.title.includes(s))?.number;
        if (n === undefined) return '-';
        return stateOf(lines.get(n)) ?? (w.closed.includes(n) ? 'closed' : '-');
      });
    });
    expect(table).toEqual([
      ['With the agent', 'Seen this week', '-'],
      ['With the agent', 'Seen this week', '-'],
      ['With the agent', 'Seen this week', '-'],
      ['Fix being verified', 'Seen this week', '-'],
      ['Fix being verified', 'Seen this week', '-'],
      ['closed', 'Seen this week', 'Seen this week'],
      ['closed', 'Not seen this week', 'Seen this week'],
      ['closed', 'Not seen this week', 'Seen this week'],
      ['closed', 'Not seen this week', 'Not recovered'],
      ['closed', 'Seen this week', 'Not recovered'],
      ['closed', 'Not seen this week', 'Not recovered'],
      ['closed', 'Seen this week', 'Not recovered'],
    ]);
  });

  it('says why an issue was not seen, with its figures, when it was last seen and how long it has been open', () => {
    const search = numberOf(SEARCH);
    expect(dashboardLines(weeks[6]?.dashboard ?? '').get(search)).toBe(
      '**Not seen this week** — below the thresholds (3 searches, 0 % followed by a click). Last seen 2026-10-19; open for 6 weeks (since 2026-09-14).',
    );
    expect(dashboardLines(weeks[EMPTY_SEARCHES_WEEK - 1]?.dashboard ?? '').get(search)).toMatch(
      /^\*\*Not seen this week\*\* — a quiet week for its dataset \(searches: none \(usually \d+\)\)\. Last seen 2026-11-16;/,
    );
  });

  it('keeps a traffic drop whose baseline caught up as not recovered, with the level before the drop and now', async () => {
    const drop = numberOf(DROP);
    // The finding itself is gone from the snapshots from week 9: its 4-week median has caught up with the fall.
    const history = JSON.parse(await readFile(join(world.outputDir, 'history.json'), 'utf8')) as {
      snapshots: Array<{ findings: Array<{ id: string; figures?: Record<string, number> }> }>;
    };
    const found = history.snapshots.map((e) => e.findings.find((f) => f.id === `traffic-drop:${DROP}`));
    expect(found.map((f) => f !== undefined)).toEqual(weeks.map((w) => w.week >= 6 && w.week <= 8));
    // history.json keeps the usual views the drop was judged against: the level before it.
    expect(found[5]?.figures).toEqual({ human: 78, usual: 520 });
    expect(dashboardLines(weeks.at(-1)?.dashboard ?? '').get(drop)).toMatch(
      /^\*\*Not recovered\*\* — 78 human views this week against 5\d\d before the drop \(−8\d%\)\. Last seen 2026-11-02; open for \d weeks \(since 2026-10-19\)\.$/,
    );
  });

  it('shows a merged fix being verified, with the snapshots still needed, until readers confirm it', () => {
    const gap = numberOf(GAP);
    expect(dashboardLines(weeks[2]?.dashboard ?? '').get(gap)).toMatch(
      /^\*\*With the agent\*\* — agent PR #7 is open: once it is merged, the next full snapshots verify it; this week: search: 30 searches with no click\./,
    );
    expect(dashboardLines(weeks[4]?.dashboard ?? '').get(gap)).toMatch(
      /^\*\*Fix being verified\*\* — agent PR #7, merged on 2026-09-27: 1 of 2 full snapshots after the merge checked, 1 more needed\./,
    );
    expect(weeks[5]?.dashboard).toContain(`- #${gap}: fixed, readers confirm it (closed)`);
  });
});

describe('quiet weeks', () => {
  it('are labelled at the top of the dashboard and the job summary, and only they', () => {
    const quiet = weeks
      .filter((w) => w.dashboard.split('\n')[3]?.startsWith('> ⚠️ **Quiet week** —'))
      .map((w) => w.week);
    expect(quiet).toEqual([HOLIDAY_WEEK, EMPTY_SEARCHES_WEEK]);
    const summaries = weeks
      .filter((w) => w.run.summary.startsWith('<p><strong>⚠️ Quiet week</strong>'))
      .map((w) => w.week);
    expect(summaries).toEqual([HOLIDAY_WEEK, EMPTY_SEARCHES_WEEK]);
    expect(weeks[HOLIDAY_WEEK - 1]?.dashboard).toMatch(
      /human page views: [\d,]+ against a usual [\d,]+ \(−50%\); searches:/,
    );
    expect(weeks[EMPTY_SEARCHES_WEEK - 1]?.dashboard).toMatch(
      /> ⚠️ \*\*Quiet week\*\* — searches: none \(usually \d+\)\./,
    );
  });

  it('never count towards verifying a fix: the holiday after the merge leaves it at 0 of 2', () => {
    const gap = numberOf(GAP);
    expect(dashboardLines(weeks[HOLIDAY_WEEK - 1]?.dashboard ?? '').get(gap)).toMatch(
      /— agent PR #7, merged on 2026-09-27: 0 of 2 full snapshots after the merge checked, 2 more needed; this week is quiet for its dataset \(searches: /,
    );
    // Closed in week 6, after weeks 5 and 6 (not 4 and 5).
    expect(weeks.map((w) => w.closed.includes(gap))).toEqual(weeks.map((w) => w.week >= 6));
  });
});

describe('issue bodies rewritten in place', () => {
  it('edits the state section without a comment: a season comments only on a job, a finding that got worse and a verified fix', () => {
    const written = weeks.flatMap((w) =>
      w.comments.map((c) => `${w.week}:${/^\*\*[^*]+\*\*/.exec(c.body.split('\n')[1] ?? '')?.[0] ?? ''}`),
    );
    expect(written).toEqual([
      '1:**Agent job started:**',
      '2:**Worse:**',
      '3:**Worse:**',
      '6:**Fixed, verified by readers:**',
    ]);
    const search = github.issues.find((i) => i.title.includes(SEARCH));
    // Rewritten every week, seen or not.
    expect(new Set(search?.edits.map((e) => readStateLine(e.body ?? '')).filter(Boolean)).size).toBeGreaterThanOrEqual(
      SEASON_WEEKS - 1,
    );
  });
});

describe('reconcile, between the snapshots', () => {
  it("reads a finding issue's comments but never asks for its review comments (a plain issue has none; before, every read was a 404)", () => {
    expect(reconciles.map((r) => r.run.outputs['jobs-checked'])).toEqual(['1', '1']);
    expect(reconciles.map((r) => r.run.outputs['jobs-finished'])).toEqual(['0', '1']);
    for (const r of reconciles) expect(r.githubPaths.filter((p) => /\/pulls\/\d+\/comments/.test(p))).toEqual([]);
    const gap = numberOf(GAP);
    expect(reconciles[0]?.githubPaths).toContain(`GET /repos/acme/docs/issues/${gap}/comments`);
  });
});
