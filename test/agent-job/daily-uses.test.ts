/**
 * The daily count of agent uses (`agent-job/daily-uses.ts`) against the fake GitHub over real
 * HTTP: one label read, written one higher per reserved use, started again each UTC day, refused
 * at the cap, and never ignored when GitHub refuses it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_COUNT_LABEL, formatDailyCount } from '../../src/agent-job/caps.ts';
import { DailyCountError, reserveAgentUse } from '../../src/agent-job/daily-uses.ts';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';

const REPO = { owner: 'acme', repo: 'docs' };
const NOON = Date.parse('2026-11-27T12:00:00Z');

let github: FakeGitHub;
let octokit: Octokit;
const warnings: string[] = [];

beforeEach(async () => {
  github = await startFakeGitHub({ repo: 'acme/docs' });
  octokit = createOctokit({ token: 'ghs_test_token', log: () => undefined, baseUrl: github.url, pacing: NO_PACING });
  warnings.length = 0;
});

afterEach(async () => {
  await github.close();
});

const reserve = (cap: number, now = NOON) =>
  reserveAgentUse(octokit, REPO, cap, { now, warn: (line) => warnings.push(line) });
const description = () => github.labels.find((l) => l.name === DAILY_COUNT_LABEL)?.description;
const seed = (text: string) =>
  octokit.rest.issues.createLabel({ ...REPO, name: DAILY_COUNT_LABEL, color: 'ededed', description: text });

describe('reserveAgentUse', () => {
  it('creates the label with the first use of the day, then writes it one higher per use', async () => {
    expect(await reserve(3)).toEqual({ kind: 'reserved', usesToday: { count: 1, cap: 3 } });
    expect(await reserve(3)).toEqual({ kind: 'reserved', usesToday: { count: 2, cap: 3 } });
    expect(description()).toBe(formatDailyCount('2026-11-27', 2));
  });

  it('reads the count in one request, and refuses the use that would pass the cap without writing', async () => {
    await seed(formatDailyCount('2026-11-27', 3));
    const before = github.requests.length;
    expect(await reserve(3)).toEqual({
      kind: 'capped',
      reached: { cap: 'agent-uses-per-day', count: 3, limit: 3 },
    });
    expect(github.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/acme/docs/labels/${DAILY_COUNT_LABEL}`,
    ]);
    expect(description()).toBe(formatDailyCount('2026-11-27', 3));
  });

  it("starts again from 0 on a new UTC day: yesterday's spent cap does not hold today", async () => {
    await seed(formatDailyCount('2026-11-26', 50));
    expect(await reserve(50)).toEqual({ kind: 'reserved', usesToday: { count: 1, cap: 50 } });
    expect(description()).toBe(formatDailyCount('2026-11-27', 1));
  });

  it('warns and counts from 0 when someone rewrote the description', async () => {
    await seed('hand-edited');
    expect(await reserve(5)).toEqual({ kind: 'reserved', usesToday: { count: 1, cap: 5 } });
    expect(warnings).toEqual([expect.stringContaining('is not a count this action wrote')]);
  });

  it('throws a DailyCountError naming the permission when GitHub refuses the label', async () => {
    github.inject({ route: 'label', kind: 'status', status: 403, times: 2 });
    const error = await reserve(5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DailyCountError);
    expect(String((error as Error).message)).toContain('The token needs issues: write');
  });
});
