/**
 * A weekly snapshot run for months (issue 39) end to end on `dist/index.js`, the action's clock
 * shifted to each run's day (`MINTLIFY_ACTION_NOW`), every run with the default range (no
 * `date-from`, `date-to` or `period`) and `resume: true`, each run's artifact listed by the fake
 * GitHub as the previous run's. One shared sequence, read by every test:
 * - week 1, 06:30: `max-requests: 3`: a partial snapshot (a warning says what is missing and until when it continues);
 * - week 1, 07:30 (the hourly continuation): completes it;
 * - week 2: a new snapshot, not week 1's again; `max-requests: 3`: partial, and never continued;
 * - week 3 (`period: previous-week` from here on): every view counted as AI (no human views); the
 *   partial week 2 is abandoned and named;
 * - week 4: a normal week: compared with week 3, whose history it carries;
 * - week 5: behind week 4's artifact, twelve newer ones of branch runs and one whose run was
 *   deleted: week 4's is still found and compared with.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeArtifactService } from '../fakes/artifact-service.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';
import type { PageViewEvent } from '../fakes/mintlify.ts';
import { startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import type { ActionRun } from '../harness/run-action.ts';

const ARTIFACT = 'mintlify-analytics-proj_123';
const PARTIAL = `${ARTIFACT}-partial`;

let world: AnalyticsWorld;
let github: FakeGitHub;

interface Run {
  run: ActionRun;
  uploads: Map<string, Buffer>;
  findings: string;
  history: string;
}

/** Views `[path, human, ai]` on every day from 2026-11-01 to 2026-12-06. */
function views(pages: ReadonlyArray<readonly [string, number, number]>): PageViewEvent[] {
  const days = Array.from({ length: 36 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10));
  return days.flatMap((date) => pages.map(([path, human, ai]) => ({ path, date, human, ai })));
}

const NORMAL = views([
  ['/introduction', 1300, 180],
  ['/quickstart', 1200, 150],
  ['/sdks/python', 520, 80],
]);
const ALL_AI = views([
  ['/introduction', 0, 1480],
  ['/quickstart', 0, 1350],
  ['/sdks/python', 0, 600],
]);

async function weekRun(now: string, runId: number, inputs: Record<string, string> = {}): Promise<Run> {
  const artifacts = await startFakeArtifactService();
  try {
    const run = await world.run(
      { 'github-token': 'ghs_test_token', resume: 'true', ...inputs },
      {
        env: {
          ...artifacts.env(),
          GITHUB_API_URL: github.url,
          GITHUB_RUN_ID: String(runId),
          MINTLIFY_ACTION_NOW: now,
        },
      },
    );
    const read = (name: string): Promise<string> => readFile(join(world.outputDir, name), 'utf8').catch(() => '');
    return {
      run,
      uploads: new Map(
        artifacts.artifacts.filter((a) => a.finalized && a.zip !== undefined).map((a) => [a.name, a.zip as Buffer]),
      ),
      findings: await read('findings.json'),
      history: await read('history.json'),
    };
  } finally {
    await artifacts.close();
  }
}

/** Lists the artifact `name` that run `runId` uploaded, as GitHub would for a later run (none when it uploaded none: the tests then say what went wrong). */
function carry(name: string, runId: number, from: Run): void {
  const zip = from.uploads.get(name);
  if (zip !== undefined) github.seedArtifact({ name, zip, runId });
}

const warnings = (run: ActionRun): string[] =>
  run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning'))
    .map((l) => l.replace(/^::warning[^:]*::/, ''));

let week1a: Run;
let week1b: Run;
let week2: Run;
let week3: Run;
let week4: Run;
let week5: Run;

beforeAll(async () => {
  world = await startAnalyticsWorld('months-e2e-');
  github = await startFakeGitHub({ repo: 'acme/docs' });
  world.mintlify.setAnalytics({ views: { rows: NORMAL } });
  week1a = await weekRun('2026-11-09T06:30:00Z', 3001, { 'max-requests': '3' });
  carry(PARTIAL, 3001, week1a);
  week1b = await weekRun('2026-11-09T07:30:00Z', 3002);
  carry(ARTIFACT, 3002, week1b);
  week2 = await weekRun('2026-11-16T06:30:00Z', 3003, { 'max-requests': '3' });
  carry(PARTIAL, 3003, week2);
  world.mintlify.setAnalytics({ views: { rows: ALL_AI } });
  week3 = await weekRun('2026-11-23T06:30:00Z', 3004, { period: 'previous-week' });
  carry(ARTIFACT, 3004, week3);
  world.mintlify.setAnalytics({ views: { rows: NORMAL } });
  week4 = await weekRun('2026-11-30T06:30:00Z', 3005, {
    period: 'previous-week',
    'finding-thresholds':
      'content-gap-min-searches: 10 # at least 10, not 5\ntraffic-drop-min-views: 5 # stricter, traffic-drop-min-fall: 80%\n',
  });
  carry(ARTIFACT, 3005, week4);
  const planted = week4.uploads.get(ARTIFACT) ?? Buffer.from('x');
  for (let i = 1; i <= 12; i += 1)
    github.seedArtifact({ name: ARTIFACT, zip: planted, runId: 3100 + i, run: { headBranch: `feature-${i}` } });
  github.seedArtifact({ name: ARTIFACT, zip: planted, runId: 3200, run: { deleted: true } });
  week5 = await weekRun('2026-12-07T06:30:00Z', 3006, { period: 'previous-week' });
}, 150_000);

afterAll(async () => {
  await world?.close();
  await github?.close();
});

describe('point 1: a schedule without dates', () => {
  it("exports afresh the next week instead of reporting last week's complete snapshot again", () => {
    expect(week1b.run.stdout).toMatch(/Resume: continuing artifact/);
    expect(week2.run.exitCode, week2.run.stdout).toBe(0);
    expect(week2.run.stdout).not.toMatch(/Snapshot already complete/);
    expect(Number(week2.run.outputs.requests)).toBeGreaterThan(0);
    expect(week2.run.stdout).toMatch(/the API's default range as of 2026-11-09, this run as of 2026-11-16/);
  });
});

describe('point 2: a partial snapshot is visible', () => {
  it('warns on the run: the missing datasets, the requests left and the day a run can continue it', () => {
    expect(week1a.run.exitCode, week1a.run.stdout).toBe(0);
    const warning = warnings(week1a.run).find((w) => w.startsWith('Snapshot incomplete'));
    expect(warning).toMatch(/3 of 7 datasets complete; missing: .*\(not fetched\)/);
    expect(warning).toMatch(/left: (about|at least) \d+ more runs?/);
    expect(warning).toMatch(/only on 2026-11-09 \(UTC\)/);
  });

  it("names the snapshot abandoned because the range moved on in the next run's summary and warnings", () => {
    expect(week3.run.summary).toMatch(/Snapshot abandoned:.*API default range as of 2026-11-16.*run 3003/s);
    expect(week3.run.summary).toMatch(/no complete snapshot and no findings/);
    expect(warnings(week3.run).join('\n')).toMatch(/Snapshot abandoned: .*run 3003/);
  });
});

describe('point 4: a week with no human views', () => {
  it('makes no traffic-drop judgement and writes only finite numbers', () => {
    expect(week3.run.exitCode, week3.run.stdout).toBe(0);
    expect(week3.findings).not.toMatch(/NaN|null,\s*"relativeChange"|"relativeChange": null/);
    const findings = JSON.parse(week3.findings) as { findings: Array<{ kind: string }> };
    expect(findings.findings.filter((f) => f.kind === 'traffic-drop')).toEqual([]);
  });

  it('keeps the history: the next week compares with it and carries every snapshot', () => {
    expect(week4.run.exitCode, week4.run.stdout).toBe(0);
    expect(week4.run.stdout).toMatch(/compared with run 3004/);
    const history = JSON.parse(week4.history) as { snapshots: unknown[] };
    expect(history.snapshots).toHaveLength(3);
  });
});

describe('point 6: finding-thresholds comments', () => {
  it('reads no setting from a comment, and a comma in a comment fails nothing', () => {
    const findings = JSON.parse(week4.findings) as { thresholds: Record<string, number> };
    expect(findings.thresholds.contentGapMinHits).toBe(10);
    expect(findings.thresholds.trafficDropMinPreviousViews).toBe(5);
    expect(findings.thresholds.trafficDropMinFall).toBe(0.5);
  });
});

describe('point 5: the previous-artifact search', () => {
  it('finds the real previous snapshot behind branch runs and a deleted run, without asking for actions: read', () => {
    expect(week5.run.exitCode, week5.run.stdout).toBe(0);
    expect(week5.run.stdout).toMatch(/compared with run 3005/);
    expect(week5.run.stdout).toMatch(/run 3200 cannot be read \(HTTP 404/);
    expect(week5.run.stdout).not.toMatch(/actions: read/);
  });
});
