import { describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/follow-up/marker.ts';
import { COMMENT_LIMIT, markdownLink, renderProgressComment, type ProgressView } from '../../src/follow-up/render-comment.ts';
import { formatDuration } from '../../src/format/duration.ts';

const base: ProgressView = {
  marker: { jobId: 'job_1', triggers: ['ic:5'], state: 'sent' },
  prompt: 'document the flag',
  requester: 'alice',
  triggerPhrase: '/mintlify',
  runUrl: 'https://github.com/acme/docs/actions/runs/1',
  receivedAt: Date.UTC(2026, 0, 1, 12, 0, 0),
  sentAt: Date.UTC(2026, 0, 1, 12, 0, 1),
  finishedAt: Date.UTC(2026, 0, 1, 12, 2, 13),
  now: Date.UTC(2026, 0, 1, 12, 2, 13),
  stage: {
    kind: 'final',
    job: { id: 'job_1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/42', model: 'sonnet', source: { repository: 'https://github.com/acme/docs', ref: 'main' } },
  },
};

describe('renderProgressComment', () => {
  it('starts with the marker and ends the timeline with the final status and details', () => {
    const body = renderProgressComment(base);
    expect(parseMarker(body)).toEqual(base.marker);
    expect(body).toContain('### Mintlify agent — ✅ Completed');
    expect(body).toContain('- ✅ Received — 12:00:00 UTC');
    expect(body).toContain('- ✅ Sent to agent job `job_1` — 12:00:01 UTC');
    expect(body).toContain('- ✅ Worked — 2m 12s');
    expect(body).toContain('**Pull request:** [acme/docs\\#42](https://github.com/acme/docs/pull/42)');
    expect(body).toContain('**Model:** sonnet · **Source:** https://github.com/acme/docs @ main · **Elapsed:** 2m 12s');
  });

  it('escapes model and source text coming from the API', () => {
    const body = renderProgressComment({
      ...base,
      stage: { kind: 'final', job: { id: 'job_1', status: 'completed', prLink: null, model: '<script>x</script>', source: { repository: '[a](javascript:1)', ref: null } } },
    });
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('[a](javascript:1)');
    expect(body).toContain('none — no files changed');
  });

  it('stays within 65,536 characters whatever the length of the instruction and error', () => {
    const body = renderProgressComment({ ...base, prompt: '@x '.repeat(40_000), stage: { kind: 'failed', message: 'e'.repeat(70_000) } });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toContain('truncated');
    expect(body).toContain('workflow run');
  });

  it('says the job may still be running when the action stops watching', () => {
    const body = renderProgressComment({ ...base, stage: { kind: 'stopped', reason: 'timed-out', job: undefined } });
    expect(body).toContain('⌛ Stopped watching (timeout)');
    expect(body).toContain('may still be running');
  });
});

describe('helpers', () => {
  it('formats durations', () => {
    expect(formatDuration(45_000)).toBe('45s');
    expect(formatDuration(125_000)).toBe('2m 05s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
  });

  it('encodes characters that would end a Markdown link', () => {
    expect(markdownLink('x', 'https://e.com/a)b(c d')).toBe('[x](https://e.com/a%29b%28c%20d)');
  });
});
