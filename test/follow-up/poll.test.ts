import { describe, expect, it } from 'vitest';
import { MAX_POLL_DELAY_MS, pollDelayMs, pollJob, type PollDeps } from '../../src/follow-up/poll.ts';
import type { AgentJob } from '../../src/mintlify/schemas.ts';

const job = (status: AgentJob['status']): AgentJob => ({ id: 'job_1', status, prLink: null });

/** A clock that advances only when the loop sleeps. */
function fakeTime(statuses: Array<AgentJob['status'] | 'rate-limited'>, signal = new AbortController().signal) {
  let now = 0;
  const sleeps: number[] = [];
  const deps: PollDeps = {
    getJob: async (_signal, onRetryAfter) => {
      const next = statuses.shift() ?? 'active';
      if (next === 'rate-limited') {
        onRetryAfter(40_000);
        return job('active');
      }
      return job(next);
    },
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    now: () => now,
    signal,
  };
  return { deps, sleeps };
}

describe('pollDelayMs', () => {
  const minutes = (m: number): number => m * 60_000;

  it('polls every poll-interval in the first minute, twice it to five minutes, three times it after, at most 12 s (5 s, 10 s, 12 s by default)', () => {
    expect(pollDelayMs(0, 5)).toBe(5_000);
    expect(pollDelayMs(59_999, 5)).toBe(5_000);
    expect(pollDelayMs(minutes(1), 5)).toBe(10_000);
    expect(pollDelayMs(minutes(5) - 1, 5)).toBe(10_000);
    expect(pollDelayMs(minutes(5), 5)).toBe(12_000);
    expect(pollDelayMs(minutes(360), 5)).toBe(12_000);
    expect(pollDelayMs(minutes(10), 2)).toBe(6_000);
  });

  it('never waits more than 12 seconds between two polls unless poll-interval is longer', () => {
    for (const interval of [0.05, 1, 5, 7, 10, 12]) {
      for (const elapsed of [0, minutes(1), minutes(4), minutes(30), minutes(360)]) {
        expect(pollDelayMs(elapsed, interval)).toBeLessThanOrEqual(MAX_POLL_DELAY_MS);
        expect(pollDelayMs(elapsed, interval)).toBeGreaterThanOrEqual(interval * 1000);
      }
    }
    expect(pollDelayMs(0, 10)).toBe(10_000);
    expect(pollDelayMs(minutes(2), 10)).toBe(12_000);
  });

  it('waits a poll-interval longer than 12 seconds every time', () => {
    expect(pollDelayMs(0, 90)).toBe(90_000);
    expect(pollDelayMs(minutes(20), 90)).toBe(90_000);
  });

  it('keeps a short poll-interval short (tests, impatient users)', () => {
    expect(pollDelayMs(0, 0.05)).toBe(50);
    expect(pollDelayMs(minutes(10), 0.05)).toBe(150);
  });

  it("waits at least the server's last Retry-After", () => {
    expect(pollDelayMs(0, 5, 30_000)).toBe(30_000);
    expect(pollDelayMs(minutes(10), 5, 2_000)).toBe(12_000);
  });
});

describe('pollJob', () => {
  it('polls until the job reaches a final status', async () => {
    const { deps, sleeps } = fakeTime(['active', 'active', 'completed']);
    const outcome = await pollJob(deps, 5, 3_600_000);
    expect(outcome).toMatchObject({ kind: 'final', polls: 3, job: { status: 'completed' } });
    expect(sleeps).toEqual([5_000, 5_000, 5_000]);
  });

  it('slows down as the job ages, by the elapsed time', async () => {
    const { deps, sleeps } = fakeTime(Array.from({ length: 40 }, () => 'active' as const));
    await pollJob(deps, 5, 600_000);
    expect(sleeps.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 5_000));
    expect(sleeps.slice(12, 36)).toEqual(Array.from({ length: 24 }, () => 10_000));
    expect(sleeps[36]).toBe(12_000);
  });

  it('waits out a Retry-After the server sent before the next poll, then returns to the schedule', async () => {
    const { deps, sleeps } = fakeTime(['active', 'rate-limited', 'active', 'completed']);
    await pollJob(deps, 5, 3_600_000);
    expect(sleeps).toEqual([5_000, 5_000, 40_000, 5_000]);
  });

  it('stops at the deadline with the last status seen', async () => {
    const { deps } = fakeTime([]);
    const outcome = await pollJob(deps, 10, 60_000);
    expect(outcome.kind).toBe('timed-out');
    expect(outcome.job?.status).toBe('active');
  });

  it('never sleeps past the deadline', async () => {
    const { deps, sleeps } = fakeTime([]);
    await pollJob(deps, 5, 7_000);
    expect(sleeps).toEqual([5_000, 2_000]);
  });

  it('stops when the run is cancelled', async () => {
    const controller = new AbortController();
    const { deps } = fakeTime([], controller.signal);
    deps.onPoll = (_job, polls) => {
      if (polls === 2) controller.abort();
    };
    const outcome = await pollJob(deps, 1, 3_600_000);
    expect(outcome).toMatchObject({ kind: 'cancelled', polls: 2 });
  });
});
