/**
 * The trigger's claim (`agent-job/trigger-claim.ts`): who wins when several runs claim one comment, and what
 * `agent-jobs-per-pr` counts once a progress comment is gone. fast-check drives every interleaving of runs that
 * each make their 👍 and then list the comment's 👍, as GitHub answers them: one reaction per account and
 * content (201 then 200), IDs in creation order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earlierClaim } from '../../src/agent-job/trigger-claim.ts';
import { jobsStartedOnItem } from '../../src/agent-job/caps.ts';
import type { ListedReaction } from '../../src/github/reactions.ts';

const NOW = Date.parse('2026-11-29T10:00:00Z');

/** One run's view: its reaction (new or found) and what it listed afterwards. */
interface RunState {
  login: string;
  made?: { id: number; created: boolean };
  decided?: 'send' | 'leave';
}

/** Plays `order` (run indexes; each run's first turn reacts, its second lists and decides) against one comment. */
function play(logins: readonly string[], order: readonly number[]): RunState[] {
  const store: ListedReaction[] = [];
  let nextId = 1;
  const runs: RunState[] = logins.map((login) => ({ login }));
  for (const index of order) {
    const run = runs[index];
    if (!run || run.decided) continue;
    if (!run.made) {
      const existing = store.find((r) => r.login === run.login);
      if (existing) run.made = { id: existing.id, created: false };
      else {
        const made = { id: nextId++, login: run.login, type: 'Bot', createdAt: new Date(NOW).toISOString() };
        store.push(made);
        run.made = { id: made.id, created: true };
      }
      continue;
    }
    if (!run.made.created) {
      run.decided = 'leave';
      continue;
    }
    const earlier = earlierClaim({ id: run.made.id, login: run.login }, store, NOW, false);
    run.decided = earlier ? 'leave' : 'send';
    if (earlier)
      store.splice(
        store.findIndex((r) => r.id === run.made?.id),
        1,
      );
  }
  return runs;
}

describe('earlierClaim under every interleaving of runs claiming one comment', () => {
  it('lets exactly one run send, whatever the identities and the order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('github-actions[bot]', 'mintlify-docs[bot]', 'acme-bot[bot]'), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.array(fc.nat(4), { minLength: 0, maxLength: 40 }),
        (logins, shuffle) => {
          // Every run takes both of its turns; `shuffle` interleaves them.
          const order = [...shuffle.filter((i) => i < logins.length), ...logins.flatMap((_, i) => [i, i])];
          const runs = play(logins, order);
          expect(runs.filter((r) => r.decided === 'send')).toHaveLength(1);
        },
      ),
    );
  });

  it('ignores people’s 👍 and its own; a stale bot claim gives way only when the record says nothing was sent', () => {
    const own = { id: 30, login: 'github-actions[bot]' };
    const person: ListedReaction = { id: 10, login: 'alice', type: 'User', createdAt: new Date(NOW).toISOString() };
    const stale: ListedReaction = {
      id: 20,
      login: 'mintlify-docs[bot]',
      type: 'Bot',
      createdAt: new Date(NOW - 11 * 60_000).toISOString(),
    };
    expect(earlierClaim(own, [person], NOW, false)).toBeUndefined();
    expect(earlierClaim(own, [person, stale], NOW, false)).toEqual(stale);
    expect(earlierClaim(own, [person, stale], NOW, true)).toBeUndefined();
  });
});

describe('jobsStartedOnItem with the 🎉 on trigger comments', () => {
  it('counts a comment that started a job once, with or without its progress comment', () => {
    const started = [{ jobId: 'job_1', sent: true, triggers: ['ic:1'] }];
    expect(jobsStartedOnItem(started, undefined, new Set(['ic:1']))).toBe(1);
    expect(jobsStartedOnItem([], undefined, new Set(['ic:1']))).toBe(1);
    expect(jobsStartedOnItem(started, undefined, new Set(['ic:1', 'ic:2']))).toBe(2);
  });
});
