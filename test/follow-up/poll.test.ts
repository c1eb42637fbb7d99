import { describe, expect, it } from 'vitest';
import { nextPollDelayMs, pollJob, type PollDeps } from '../../src/follow-up/poll.ts';
import type { AgentJob } from '../../src/mintlify/schemas.ts';

const job = (status: AgentJob['status']): AgentJob => ({ id: 'job_1', status, prLink: null });

/** A clock that advances only when the loop sleeps. */
function fakeTime(statuses: AgentJob['status'][], signal = new AbortController().signal) {
  let now = 0;
  const sleeps: number[] = [];
  const deps: PollDeps = {
    getJob: async () => job(statuses.shift() ?? 'active'),
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    now: () => now,
    signal,
  };
  return { deps, sleeps };
}

describe('nextPollDelayMs', () => {
  it('starts at poll-interval and backs off up to 60 seconds', () => {
    const delays = Array.from({ length: 8 }, (_, i) => nextPollDelayMs(i, 10));
    expect(delays[0]).toBe(10_000);
    expect(delays[1]).toBe(15_000);
    expect(delays.at(-1)).toBe(60_000);
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
  });

  it('never waits less than a poll-interval longer than 60 seconds', () => {
    expect(nextPollDelayMs(5, 90)).toBe(90_000);
  });
});

describe('pollJob', () => {
  it('polls until the job reaches a final status', async () => {
    const { deps, sleeps } = fakeTime(['active', 'active', 'completed']);
    const outcome = await pollJob(deps, 10, 3_600_000);
    expect(outcome).toMatchObject({ kind: 'final', polls: 3, job: { status: 'completed' } });
    expect(sleeps).toEqual([10_000, 15_000, 22_500]);
  });

  it('stops at the deadline with the last status seen', async () => {
    const { deps } = fakeTime([]);
    const outcome = await pollJob(deps, 10, 60_000);
    expect(outcome.kind).toBe('timed-out');
    expect(outcome.job?.status).toBe('active');
  });

  it('never sleeps past the deadline', async () => {
    const { deps, sleeps } = fakeTime([]);
    await pollJob(deps, 10, 12_000);
    expect(sleeps).toEqual([10_000, 2_000]);
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
