import { describe, expect, it } from 'vitest';
import { readPullEvent, situationOfDocsEvent } from '../../src/reconcile/pull-event.ts';
import type { ItemRecord } from '../../src/agent-job/record.ts';
import type { MarkedComment } from '../../src/agent-job/marked-comments.ts';
import type { DocsPullView } from '../../src/agent-job/docs-change/view.ts';

const payload = (action: string, pr: Record<string, unknown> = {}) => ({
  action,
  pull_request: {
    number: 12,
    html_url: 'https://github.com/acme/api/pull/12',
    state: 'open',
    head: { sha: 'b'.repeat(40) },
    ...pr,
  },
  repository: { name: 'api', owner: { login: 'acme' } },
});

describe('the pull request event reconcile reads', () => {
  it('reads pull_request and pull_request_target, merged or closed', () => {
    expect(readPullEvent('pull_request_target', payload('synchronize'))).toEqual({
      action: 'synchronize',
      pull: { owner: 'acme', repo: 'api', pullNumber: 12 },
      url: 'https://github.com/acme/api/pull/12',
      headSha: 'b'.repeat(40),
      state: 'open',
    });
    expect(readPullEvent('pull_request', payload('closed', { state: 'closed', merged: true }))?.state).toBe('merged');
    expect(readPullEvent('pull_request', payload('closed', { state: 'closed', merged: false }))?.state).toBe('closed');
  });

  it('ignores other events and payloads not in the documented shape', () => {
    expect(readPullEvent('schedule', payload('closed'))).toBeUndefined();
    expect(readPullEvent('pull_request', { action: 'closed' })).toBeUndefined();
    expect(readPullEvent('pull_request', payload('synchronize', { head: { sha: 'not a sha' } }))).toBeUndefined();
  });
});

describe('where the code PR stands after a docs PR event', () => {
  const docs = { state: 'merged', url: 'https://github.com/acme/docs/pull/7' } as DocsPullView;
  const comment = (jobId: string | undefined, state: MarkedComment['marker']['state'], at: string) =>
    ({
      marker: { jobId, triggers: [], state },
      url: `https://x.test/${at}`,
      createdAt: at,
    }) as unknown as MarkedComment;
  const record = (comments: MarkedComment[], reported: boolean): ItemRecord => ({
    item: { owner: 'acme', repo: 'api', pullNumber: 12 },
    comments,
    finding: undefined,
    jobs: [{ jobId: 'job_1', comments: [], state: reported ? 'reported' : 'sent' }],
  });

  it('stands as the docs PR once the end was reported; running while the job runs', () => {
    expect(situationOfDocsEvent(record([comment('job_1', 'ended', '2')], true), 'job_1', docs)).toMatchObject({
      kind: 'ended',
      docs,
    });
    expect(situationOfDocsEvent(record([comment('job_1', 'sent', '2')], false), 'job_1', docs)?.kind).toBe('running');
  });

  it('leaves the status to a newer --skip or a newer job', () => {
    const skip = comment(undefined, 'skipped', '3');
    expect(situationOfDocsEvent(record([skip, comment('job_1', 'ended', '2')], true), 'job_1', docs)).toBeUndefined();
    const newer = comment('job_2', 'sent', '3');
    expect(situationOfDocsEvent(record([newer, comment('job_1', 'ended', '2')], true), 'job_1', docs)).toBeUndefined();
  });
});
