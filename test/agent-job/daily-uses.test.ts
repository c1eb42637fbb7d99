/**
 * The daily count of agent uses (`agent-job/daily-uses.ts`, `use-refs.ts`, `spend.ts`) against the
 * fake GitHub over real HTTP: one git ref per use, the first free slot up to the cap, a slot
 * another run took first skipped, a capped request recorded, a new UTC day started afresh, old
 * counters deleted, the spend of the last 7 days read back per repository, and a counter
 * repository the token cannot use refused with what to do.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DailyCountError, cleanOldCounters, reserveAgentUse } from '../../src/agent-job/daily-uses.ts';
import { readSpend, summarizeSpend } from '../../src/agent-job/spend.ts';
import {
  blobSha,
  isOld,
  parseCounterRef,
  parseSpenderRecord,
  slotRef,
  spenderRecord,
} from '../../src/agent-job/use-refs.ts';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';

const COUNTER = { owner: 'acme', repo: 'docs' };
const NOON = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;

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

const reserve = (cap: number, options: { now?: number; spender?: string } = {}) =>
  reserveAgentUse(octokit, COUNTER, cap, {
    now: options.now ?? NOON,
    spender: options.spender ?? 'acme/docs',
    warn: (line) => warnings.push(line),
  });
const counterRefs = () => github.refs.map((r) => r.ref).filter((r) => r.startsWith('refs/mintlify/'));
const since = (before: number) => github.requests.slice(before).map((r) => `${r.method} ${decodeURIComponent(r.path)}`);

describe('the counter refs', () => {
  it('name one slot per use per UTC day, and read back only what the action writes', () => {
    expect(slotRef('2026-11-27', 3)).toBe('refs/mintlify/agent-uses/2026-11-27/0003');
    expect(parseCounterRef('refs/mintlify/agent-uses/2026-11-27/0003')).toEqual({
      kind: 'use',
      day: '2026-11-27',
      slot: 3,
    });
    expect(parseCounterRef('refs/mintlify/agent-capped/2026-11-27/8c1f-2')).toEqual({
      kind: 'capped',
      day: '2026-11-27',
    });
    for (const other of ['refs/heads/main', 'refs/mintlify/agent-uses/2026-11-27/0000', 'refs/mintlify/agent-uses/x/1'])
      expect(parseCounterRef(other)).toBeUndefined();
  });

  it('keep today and the 7 days before', () => {
    expect(isOld('2026-11-20', '2026-11-27')).toBe(false);
    expect(isOld('2026-11-19', '2026-11-27')).toBe(true);
  });

  it('point at a record naming the spending repository, whose SHA is the git blob SHA', () => {
    expect(parseSpenderRecord(spenderRecord('Acme/API'))).toBe('acme/api');
    expect(parseSpenderRecord('repository: acme/api <!--')).toBeUndefined();
    // `printf 'mintlify-action agent use v1\nrepository: acme/api\n' | git hash-object --stdin`
    expect(blobSha(spenderRecord('acme/api'))).toMatch(/^[0-9a-f]{40}$/);
    expect(blobSha('hello\n')).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
  });
});

describe('reserveAgentUse', () => {
  it('takes the first free slot of the day per use, each pointing at the spender’s record', async () => {
    expect(await reserve(3)).toEqual({ kind: 'reserved', usesToday: { count: 1, cap: 3 }, firstOfDay: true });
    expect(await reserve(3, { spender: 'acme/api' })).toEqual({
      kind: 'reserved',
      usesToday: { count: 2, cap: 3 },
      firstOfDay: false,
    });
    expect(counterRefs()).toEqual([
      'refs/mintlify/agent-uses/2026-11-27/0001',
      'refs/mintlify/agent-uses/2026-11-27/0002',
    ]);
    const second = github.refs.find((r) => r.ref.endsWith('/0002'));
    expect(github.blobText(second?.sha ?? '')).toBe(spenderRecord('acme/api'));
  });

  it('costs three requests: the day’s list, the record, the slot', async () => {
    const before = github.requests.length;
    await reserve(3);
    expect(since(before).sort()).toEqual([
      'GET /repos/acme/docs/git/matching-refs/mintlify/agent-uses/2026-11-27/',
      'POST /repos/acme/docs/git/blobs',
      'POST /repos/acme/docs/git/refs',
    ]);
  });

  it('skips a slot another run created between its list and its create (422), and takes the next', async () => {
    github.afterAnswer = (request) => {
      if (!request.path.includes('matching-refs')) return;
      github.afterAnswer = undefined;
      github.seedRef(slotRef('2026-11-27', 1), spenderRecord('acme/web'));
    };
    expect(await reserve(3)).toEqual({ kind: 'reserved', usesToday: { count: 2, cap: 3 }, firstOfDay: true });
    const creates = github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/git/refs'));
    expect(creates.map((r) => r.status)).toEqual([422, 201]);
    expect(counterRefs()).toEqual([slotRef('2026-11-27', 1), slotRef('2026-11-27', 2)]);
  });

  it('refuses the use that would pass the cap, and records the capped request', async () => {
    for (let i = 0; i < 2; i += 1) await reserve(2);
    const before = github.requests.length;
    expect(await reserve(2, { spender: 'acme/api' })).toEqual({
      kind: 'capped',
      reached: { cap: 'agent-uses-per-day', count: 2, limit: 2, sharedIn: 'acme/docs' },
    });
    expect(since(before)).toHaveLength(3);
    expect(counterRefs().filter((r) => r.includes('/agent-uses/'))).toHaveLength(2);
    expect(counterRefs().filter((r) => r.includes('/agent-capped/2026-11-27/'))).toHaveLength(1);
  });

  it("starts again on a new UTC day: yesterday's spent cap does not hold today", async () => {
    await reserve(1);
    expect(await reserve(1, { now: NOON + DAY })).toMatchObject({ kind: 'reserved', usesToday: { count: 1 } });
  });

  it.each([
    [404, 'the token cannot reach acme/docs (404): pass a github-token that reaches it'],
    [403, 'it needs contents: write on acme/docs'],
  ])('throws a DailyCountError saying what to do when GitHub answers %i', async (status, advice) => {
    github.inject({ route: 'git-refs', kind: 'status', status, times: 3 });
    const error = await reserve(5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DailyCountError);
    expect((error as Error).message).toContain(advice);
  });

  it('throws for an empty counter repository (409): git refs need a branch', async () => {
    const empty = await startFakeGitHub({ repo: 'acme/docs', emptyRepository: true });
    try {
      const client = createOctokit({
        token: 'ghs_test_token',
        log: () => undefined,
        baseUrl: empty.url,
        pacing: NO_PACING,
      });
      const error = await reserveAgentUse(client, COUNTER, 3, {
        now: NOON,
        spender: 'acme/docs',
        warn: () => undefined,
      }).catch((e: unknown) => e);
      expect((error as Error).message).toContain('acme/docs is empty (409)');
    } finally {
      await empty.close();
    }
  });
});

describe('cleanOldCounters', () => {
  it('deletes the counters older than the kept 8 days and nothing else', async () => {
    for (const days of [10, 8, 7, 0]) await reserve(5, { now: NOON - days * DAY });
    expect(await cleanOldCounters(octokit, COUNTER, { now: NOON, warn: (l) => warnings.push(l) })).toBe(2);
    expect(counterRefs().map((r) => r.split('/')[3])).toEqual(['2026-11-20', '2026-11-27']);
    expect(github.refs[0]?.ref).toBe('refs/heads/main');
    expect(warnings).toEqual([]);
  });
});

describe('the spend of the last 7 days', () => {
  it('counts uses and capped requests per day and per spending repository, reading each unknown record once', async () => {
    await reserve(2, { spender: 'acme/api' });
    await reserve(2, { spender: 'acme/web' });
    await reserve(2, { spender: 'acme/web' }); // capped
    await reserve(2, { spender: 'acme/api', now: NOON - 2 * DAY });
    await reserve(2, { spender: 'acme/api', now: NOON - 9 * DAY }); // outside the 7 days
    const before = github.requests.length;
    const report = await readSpend(octokit, COUNTER, { self: 'acme/api', cap: 2, now: NOON });
    // acme/api's record is known; acme/web's is read once.
    expect(since(before).filter((r) => r.includes('/git/blobs/'))).toHaveLength(1);
    expect(report.days.map((d) => [d.day, d.uses, d.capped])).toEqual([
      ['2026-11-21', 0, 0],
      ['2026-11-22', 0, 0],
      ['2026-11-23', 0, 0],
      ['2026-11-24', 0, 0],
      ['2026-11-25', 1, 0],
      ['2026-11-26', 0, 0],
      ['2026-11-27', 2, 1],
    ]);
    expect(report.repositories).toEqual([
      { repository: 'acme/api', today: { uses: 1, capped: 0 }, total: { uses: 2, capped: 0 } },
      { repository: 'acme/web', today: { uses: 1, capped: 1 }, total: { uses: 1, capped: 1 } },
    ]);
    expect(report.shared).toBe(true);
  });

  it('is not shared when only this repository counts in itself; a record nobody explains is unknown', () => {
    const mine = blobSha(spenderRecord('acme/docs'));
    const refs = [{ ref: slotRef('2026-11-27', 1), sha: mine }];
    const context = { counter: 'acme/docs', self: 'acme/docs', cap: 5, today: '2026-11-27' };
    expect(summarizeSpend(refs, new Map([[mine, 'acme/docs']]), context).shared).toBe(false);
    expect(summarizeSpend(refs, new Map(), context).repositories[0]?.repository).toBe('unknown');
  });
});
