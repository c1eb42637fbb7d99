/**
 * A model-based test of the daily count (issue 47): fast-check runs several reservations at once
 * — from one or two repositories, against one counter repository, some slots already taken —
 * over loopback HTTP against the fake GitHub, and its scheduler decides the order in which their
 * requests go out (each request waits for its turn in an Octokit `before` hook), so every
 * interleaving of lists, records and creates is tried. After each schedule: at most `cap` uses
 * were granted (exactly as many as there were free slots, when enough runs asked), each granted
 * use owns one slot ref whose record names its repository, every refused run recorded its capped
 * request, and no count reported passes the cap.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveAgentUse, type Reservation } from '../../src/agent-job/daily-uses.ts';
import { parseCounterRef, parseSpenderRecord, slotRef, spenderRecord } from '../../src/agent-job/use-refs.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';

const COUNTER = { owner: 'acme', repo: 'docs' };
const SPENDERS = ['acme/api', 'acme/web'] as const;
const FIRST_DAY = Date.parse('2027-01-01T12:00:00Z');

let github: FakeGitHub;
/** Each schedule counts on a day of its own. */
let dayIndex = 0;

beforeAll(async () => {
  github = await startFakeGitHub({ repo: 'acme/docs' });
});

afterAll(async () => {
  await github.close();
});

describe('the daily count under interleavings', () => {
  it('never grants more uses than the cap, and grants every free slot it is asked for', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.constantFrom(...SPENDERS), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(4), { maxLength: 3 }),
        async (scheduler, cap, runs, preTaken) => {
          const now = FIRST_DAY + dayIndex * 86_400_000;
          dayIndex += 1;
          const day = new Date(now).toISOString().slice(0, 10);
          // Slots someone else took earlier today (a workflow with a higher cap may hold slots above ours).
          const taken = new Set(preTaken.map((n) => n + 1));
          for (const slot of taken) github.seedRef(slotRef(day, slot), spenderRecord('acme/other'));
          const results = await new Promise<Reservation[]>((resolve, reject) => {
            const pending = runs.map((spender, index) => {
              const octokit = createOctokit({
                token: 'ghs_test_token',
                log: () => undefined,
                baseUrl: github.url,
                pacing: NO_PACING,
              });
              octokit.hook.before('request', async (options) => {
                await scheduler.schedule(Promise.resolve(), `run ${index}: ${options.method} ${options.url}`);
              });
              return reserveAgentUse(octokit, COUNTER, cap, {
                now,
                spender,
                requestId: `r${index}`,
                warn: (line) => reject(new Error(line)),
              });
            });
            Promise.all(pending).then(resolve, reject);
            scheduler.waitFor(Promise.all(pending)).catch(reject);
          });
          const granted = results.filter((r) => r.kind === 'reserved');
          const freeSlots = [...Array(cap).keys()].filter((i) => !taken.has(i + 1)).length;
          expect(granted.length).toBe(Math.min(runs.length, freeSlots));
          for (const r of granted) expect(r.usesToday.count).toBeLessThanOrEqual(cap + taken.size);
          const ours = github.refs.filter((r) => {
            const parsed = parseCounterRef(r.ref);
            return parsed?.day === day && parsed.kind === 'use' && !taken.has(parsed.slot);
          });
          expect(ours).toHaveLength(granted.length);
          for (const ref of ours) {
            expect(parseCounterRef(ref.ref)).toMatchObject({ kind: 'use' });
            const slot = (parseCounterRef(ref.ref) as { slot: number }).slot;
            expect(slot).toBeLessThanOrEqual(cap);
            expect(SPENDERS).toContain(parseSpenderRecord(github.blobText(ref.sha) ?? ''));
          }
          const capped = github.refs.filter((r) => r.ref.startsWith(`refs/mintlify/agent-capped/${day}/`));
          expect(capped).toHaveLength(runs.length - granted.length);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
