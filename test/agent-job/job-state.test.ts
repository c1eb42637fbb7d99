import { describe, expect, it } from 'vitest';
import {
  isNewerJob,
  movesForward,
  withJobSeen,
  withSnapshotFields,
  findingJobState,
} from '../../src/agent-job/job-state.ts';
import { jobOrder, jobsOf, outstandingJobs, commentsToFinalize } from '../../src/agent-job/record.ts';
import type { MarkedComment } from '../../src/agent-job/marked-comments.ts';
import type { Marker } from '../../src/agent-job/marker.ts';
import type { FindingMarker } from '../../src/findings/marker.ts';

const finding: FindingMarker = {
  findingId: 'negative-feedback:/quickstart',
  since: '2026-11-16',
  level: 9,
  jobId: 'job_1',
  state: 'started',
  jobStatus: 'active',
};

let ids = 0;
function comment(marker: Partial<Marker>): MarkedComment {
  ids += 1;
  return {
    kind: 'issue',
    id: ids,
    url: `https://github.com/acme/docs/pull/2#issuecomment-${ids}`,
    body: '',
    authorLogin: 'github-actions[bot]',
    authorType: 'Bot',
    createdAt: `2026-11-23T06:00:${String(60 - ids).padStart(2, '0')}Z`,
    marker: { jobId: 'job_1', triggers: [`ic:${ids}`], state: 'sent', ...marker },
  };
}

describe('movesForward: a progress comment never goes back', () => {
  it('never rewrites an end, whatever would be written', () => {
    for (const next of ['received', 'pending', 'sent', 'not-sent', 'ended'] as const)
      expect(movesForward('ended', next)).toBe(false);
  });

  it('lets a handed-off comment be rewritten as handed off or ended, never as received', () => {
    expect(movesForward('sent', 'sent')).toBe(true);
    expect(movesForward('sent', 'ended')).toBe(true);
    expect(movesForward('sent', 'received')).toBe(false);
    expect(movesForward('pending', 'not-sent')).toBe(true);
  });
});

describe('finding markers: each writer changes only what it owns', () => {
  it('the snapshot writes its level over the marker as re-read, keeping a reported end and its PR link', () => {
    const reported = { ...finding, jobStatus: 'completed', prLink: 'https://github.com/acme/docs/pull/42' };
    expect(withSnapshotFields(reported, { level: 20 })).toEqual({ ...reported, level: 20 });
  });

  it('recording a job seen running never undoes its reported end, and writes nothing when nothing changes', () => {
    const reported = { ...finding, jobStatus: 'completed' };
    expect(withJobSeen(reported, { id: 'job_1', status: 'active' })).toBeUndefined();
    expect(withJobSeen(finding, { id: 'job_1', status: 'active' })).toBeUndefined();
    expect(withJobSeen(finding, { id: 'job_1', status: 'completed', prLink: null })).toMatchObject({
      jobStatus: 'completed',
    });
  });

  it('a newer job replaces the one recorded, without the old job PR link', () => {
    const old = { ...finding, jobStatus: 'completed', prLink: 'https://github.com/acme/docs/pull/42' };
    expect(withJobSeen(old, { id: 'job_2', status: 'active' }, true)).toMatchObject({
      jobId: 'job_2',
      jobStatus: 'active',
      prLink: undefined,
    });
  });

  it('a job not known to be newer never replaces the one recorded, whichever run writes last', () => {
    expect(withJobSeen(finding, { id: 'job_0', status: 'completed', prLink: null })).toBeUndefined();
    expect(withJobSeen(finding, { id: 'job_0', status: 'completed', prLink: null }, false)).toBeUndefined();
    // Nothing recorded yet (or the snapshot's send under way): the job is recorded.
    const none = { ...finding, jobId: undefined, state: 'none' as const, jobStatus: undefined };
    expect(withJobSeen(none, { id: 'job_0', status: 'active' })).toMatchObject({ jobId: 'job_0', state: 'started' });
  });

  it('orders the jobs of an item by their first progress comment; a job with none is the oldest', () => {
    const comment = (id: number, jobId: string | undefined) => ({
      id,
      marker: { jobId, triggers: [], state: 'sent' as const, created: true },
    });
    const comments = [comment(30, 'job_b'), comment(12, 'job_a'), comment(40, 'job_a'), comment(5, undefined)];
    expect(jobOrder(comments, 'job_a')).toBe(12);
    expect(jobOrder(comments, 'job_b')).toBe(30);
    expect(jobOrder(comments, 'job_t')).toBeUndefined();
    expect(isNewerJob({ recorded: jobOrder(comments, 'job_a'), mine: jobOrder(comments, 'job_b') })).toBe(true);
    expect(isNewerJob({ recorded: jobOrder(comments, 'job_b'), mine: jobOrder(comments, 'job_a') })).toBe(false);
    expect(isNewerJob({ recorded: undefined, mine: 12 })).toBe(true);
    expect(isNewerJob({ recorded: 12, mine: undefined })).toBe(false);
  });

  it('reads a final job status as reported, any other as active, no job as none', () => {
    expect(findingJobState(finding)).toBe('active');
    expect(findingJobState({ ...finding, jobStatus: 'failed' })).toBe('reported');
    expect(findingJobState({ ...finding, state: 'pending', jobId: undefined })).toBeUndefined();
  });
});

describe('the record of an item: every job counts', () => {
  it('keeps a job outstanding while any of its comments promises the result', () => {
    const older = comment({ jobId: 'job_1', state: 'sent' });
    const newer = comment({ jobId: 'job_2', state: 'ended' });
    const jobs = jobsOf([newer, older], undefined);
    expect(jobs.map((j) => [j.jobId, j.state])).toEqual([
      ['job_2', 'reported'],
      ['job_1', 'sent'],
    ]);
    expect(outstandingJobs({ jobs }).map((j) => j.jobId)).toEqual(['job_1']);
    expect(outstandingJobs({ jobs }, ['job_1'])).toEqual([]);
  });

  it("counts a finding issue's running job even without a progress comment, and finalizes every comment of a job, oldest first", () => {
    const a = comment({ state: 'sent' });
    const b = comment({ state: 'sent' });
    const jobs = jobsOf([b, a], { ...finding, jobId: 'job_9' });
    expect(jobs.map((j) => [j.jobId, j.state])).toEqual([
      ['job_1', 'sent'],
      ['job_9', 'active'],
    ]);
    expect(commentsToFinalize({ comments: [b, a] }, 'job_1').map((c) => c.id)).toEqual([a.id, b.id]);
  });
});

describe('the record of an item: only delivered instructions make jobs', () => {
  it('ignores comments whose delivery is unknown or failed (pending, not-sent, received)', () => {
    const jobs = jobsOf(
      [comment({ state: 'pending' }), comment({ jobId: 'job_2', state: 'not-sent' }), comment({ state: 'received' })],
      undefined,
    );
    expect(jobs).toEqual([]);
  });
});
