/**
 * The caps on agent spend as pure decisions (`agent-job/caps.ts`): the UTC day of the count, the
 * jobs an item has started, when a cap is reached, and the sentence a capped run
 * replies with.
 */
import { describe, expect, it } from 'vitest';
import { describeCap, jobsCapReached, jobsStartedOnItem, nextUtcMidnight, utcDay } from '../../src/agent-job/caps.ts';

const NOON = Date.parse('2026-11-27T12:30:00Z');

describe('the UTC day of the daily count', () => {
  it('takes the day and the reset from UTC', () => {
    expect(utcDay(Date.parse('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
    expect(new Date(nextUtcMidnight(NOON)).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(new Date(nextUtcMidnight(Date.parse('2026-12-31T23:00:00Z'))).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('the jobs started on one pull request or issue', () => {
  it('counts each job once, one whose creation is unknown too, and nothing that was never sent', () => {
    const started = [
      { jobId: 'job_1', sent: true },
      { jobId: 'job_1', sent: true },
      { jobId: undefined, sent: true },
      { jobId: undefined, sent: false },
      { jobId: 'job_2', sent: false },
    ];
    expect(jobsStartedOnItem(started)).toBe(2);
  });

  it('adds the job a finding issue records, unless a progress comment already counts it', () => {
    expect(jobsStartedOnItem([{ jobId: 'job_1', sent: true }], 'job_1')).toBe(1);
    expect(jobsStartedOnItem([{ jobId: 'job_1', sent: true }], 'job_9')).toBe(2);
  });
});

describe('when a cap is reached', () => {
  it('stops the job that would pass agent-jobs-per-pr, not the one that reaches it', () => {
    expect(jobsCapReached(4, { jobsPerItem: 5 })).toBeUndefined();
    expect(jobsCapReached(5, { jobsPerItem: 5 })).toEqual({ cap: 'agent-jobs-per-pr', count: 5, limit: 5 });
  });
});

describe('the reply of a capped run', () => {
  it('names the daily cap, the count and when it resets', () => {
    expect(describeCap({ cap: 'agent-uses-per-day', count: 50, limit: 50 }, NOON)).toBe(
      "The daily cap `agent-uses-per-day` is reached: 50 of 50 agent uses today (creates and messages by this repository's workflow runs). The count resets at 00:00 UTC (2026-11-28 00:00 UTC, in 11 h 30 min).",
    );
  });

  it('names the repository that keeps a shared count', () => {
    expect(describeCap({ cap: 'agent-uses-per-day', count: 3, limit: 3, sharedIn: 'acme/docs' }, NOON)).toContain(
      '3 of 3 agent uses today (creates and messages by every workflow counting in `acme/docs`)',
    );
  });

  it('says the per-item cap does not reset with time, naming the issue for a finding issue', () => {
    const text = describeCap({ cap: 'agent-jobs-per-pr', count: 5, limit: 5 }, NOON, 'issue');
    expect(text).toContain('5 of 5 new agent jobs were started on this issue');
    expect(text).toContain('does not reset with time');
  });
});
