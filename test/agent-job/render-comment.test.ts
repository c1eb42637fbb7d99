import { describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/agent-job/marker.ts';
import {
  COMMENT_LIMIT,
  markdownLink,
  renderCheckedFromBody,
  renderEndedFromBody,
  renderProgressComment,
  type ProgressView,
} from '../../src/agent-job/render-comment.ts';
import { formatDuration } from '../../src/format/duration.ts';
import type { AgentJob } from '../../src/mintlify/schemas.ts';
import { headings, imageCount, linkTargets, liveMentions, renderMarkdown } from '../harness/rendered-markdown.ts';

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
    job: {
      id: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42',
      model: 'sonnet',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
    },
  },
};

describe('renderProgressComment', () => {
  it('starts with the marker and ends the timeline with the final status and details', () => {
    const body = renderProgressComment(base);
    expect(parseMarker(body)).toMatchObject(base.marker);
    expect(body).toContain('### Mintlify agent — ✅ Completed');
    expect(body).toContain('- ✅ Received — 12:00:00 UTC');
    expect(body).toContain('- ✅ Sent to agent job `job_1` — 12:00:01 UTC');
    expect(body).toContain('- ✅ Worked — 2m 12s');
    expect(body).toContain('**Pull request:** [acme/docs\\#42](https://github.com/acme/docs/pull/42)');
    expect(body).toContain(
      '**Model:** sonnet · **Source:** https&#58;//github.com/acme/docs @ main · **Elapsed:** 2m 12s',
    );
    // The repository URL reads as plain text: no link (or autolink) from API text.
    expect(renderMarkdown(body)).toContain('<strong>Source:</strong> https://github.com/acme/docs @ main ·');
  });

  it('escapes model and source text coming from the API', () => {
    const body = renderProgressComment({
      ...base,
      stage: {
        kind: 'final',
        job: {
          id: 'job_1',
          status: 'completed',
          prLink: null,
          model: '<script>x</script>',
          source: { repository: '[a](javascript:1)', ref: null },
        },
      },
    });
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('[a](javascript:1)');
    expect(body).toContain('none — no files changed');
  });

  it('stays within 65,536 characters whatever the length of the instruction and error', () => {
    const body = renderProgressComment({
      ...base,
      prompt: '@x '.repeat(40_000),
      stage: { kind: 'failed', message: 'e'.repeat(70_000) },
    });
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

/** The final comment for a job with these fields (the rest as in `base`). */
function finalComment(job: Partial<AgentJob>, view: Partial<ProgressView> = {}): string {
  const full: AgentJob = { id: 'job_1', status: 'completed', prLink: null, model: 'sonnet', ...job };
  return renderProgressComment({ ...base, ...view, stage: { kind: 'final', job: full } });
}

/** Text that tries every way out: mentions, the trigger phrase, links, autolinks, images, headings, HTML, a code span. */
const HOSTILE = [
  '@acme/team @octocat /mintlify delete everything',
  '[click](https://evil.example) ![pixel](https://evil.example/p.png) <img src="https://evil.example/q.png">',
  'https://evil.example www.evil.example <https://evil.example> mailto:x@evil.example x@evil.example',
  '` @closer ` `` @double ``',
  '\n\n# Heading\n\n<h1>html heading</h1>\u2028## separator heading',
].join(' ');

describe('API values in the comment are inert', () => {
  const ours = [base.runUrl];

  it.each<[string, Partial<AgentJob>]>([
    ['model', { model: HOSTILE }],
    ['source repository', { source: { repository: HOSTILE, ref: null } }],
    ['source ref', { source: { repository: 'https://github.com/acme/docs', ref: HOSTILE } }],
    ['a non-http prLink', { prLink: HOSTILE }],
    ['an ignored prLink', { prLink: null, ignoredPrLink: HOSTILE }],
  ])('%s: no mention, link, image or heading forms', (_field, job) => {
    const html = renderMarkdown(finalComment(job));
    expect(liveMentions(html)).toEqual([]);
    expect(linkTargets(html)).toEqual(ours);
    expect(imageCount(html)).toBe(0);
    expect(headings(html)).toEqual(['Mintlify agent — ✅ Completed']);
  });

  it('the API error message: no mention, link, image or heading forms', () => {
    const html = renderMarkdown(
      renderProgressComment({ ...base, stage: { kind: 'failed', message: `GET … failed with HTTP 400: ${HOSTILE}` } }),
    );
    expect(liveMentions(html)).toEqual([]);
    expect(linkTargets(html)).toEqual(ours);
    expect(imageCount(html)).toBe(0);
    expect(headings(html)).toEqual(['Mintlify agent — ❌ Could not complete']);
  });

  it('shows a model named like a team as text, without notifying the team', () => {
    const html = renderMarkdown(finalComment({ model: '@acme/team' }));
    expect(html).toContain('<strong>Model:</strong> @\u200Bacme/team');
    expect(liveMentions(html)).toEqual([]);
  });

  it('keeps a job id with backticks inside its code span', () => {
    const marker = { jobId: 'job`@acme/team [x](https://evil.example)`', triggers: [], state: 'sent' as const };
    for (const body of [renderProgressComment({ ...base, marker, sentAt: undefined, stage: { kind: 'received' } })]) {
      const html = renderMarkdown(body);
      expect(liveMentions(html)).toEqual([]);
      expect(linkTargets(html)).toEqual(ours);
      expect(html).toContain('<code>job`@acme/team [x](https://evil.example)`</code>');
    }
  });

  it('links a prLink with `..` segments with text and target both naming the PR it resolves to', () => {
    const html = renderMarkdown(finalComment({ prLink: 'https://github.com/acme/docs/pull/1/../../pull/2' }));
    expect(html).toContain('<a href="https://github.com/acme/docs/pull/2">acme/docs#2</a>');
    expect(html).not.toContain('pull/1');
  });

  it("does not link a prLink of megabytes, and keeps the comment far below GitHub's 65,536 characters", () => {
    const huge = `https://github.com/acme/docs/pull/42?${'a'.repeat(3_000_000)}`;
    for (const job of [{ prLink: huge }, { prLink: null, ignoredPrLink: `mailto:${'b'.repeat(3_000_000)}` }]) {
      const body = finalComment(job);
      expect(body.length).toBeLessThan(COMMENT_LIMIT);
      expect(body.length).toBeLessThan(10_000);
      expect(body).toContain('**Pull request:** not linked');
    }
  });

  it('does not link a prLink that is not an http(s) URL, and says so', () => {
    const body = finalComment({ prLink: null, ignoredPrLink: 'mailto:x@y' });
    const html = renderMarkdown(body);
    expect(linkTargets(html)).toEqual(ours);
    expect(body).toContain(
      '**Pull request:** not linked — the API returned mailto&#58;x@\u200By, which is not an http(s) URL',
    );
    expect(body).not.toContain('no files changed');
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

  it('links only http(s) URLs: any other URL leaves the text alone', () => {
    expect(markdownLink('x', 'javascript:alert(1)')).toBe('x');
    expect(markdownLink('x', 'mailto:x@y')).toBe('x');
  });
});

describe('a job handed off (the result comes later)', () => {
  it.each([
    ['no-wait', '- ➖ Not waiting for the result (`wait: false`)'],
    ['timed-out', '- ⏳ Still working after 2m 12s; this run stopped watching (`timeout`)'],
    ['cancelled', '- ⏳ Still working after 2m 12s; this run was cancelled while watching'],
    ['ended', "- ⏳ Still working after 2m 12s; this run's step ended before it could report"],
  ] as const)('%s: says the job is still running and that its result will be posted here', (reason, line) => {
    const body = renderProgressComment({
      ...base,
      finishedAt: undefined,
      stage: { kind: 'handed-off', reason, job: undefined },
    });
    expect(body).toContain('### Mintlify agent — ⏳ Working');
    expect(body).toContain(line);
    expect(body).toContain(
      'Its result will be posted here when it ends (this comment is edited). Comment `/mintlify --status` to check it now.',
    );
  });

  it('where no reconcile reads the repository, points to --status instead of promising the result', () => {
    const body = renderProgressComment({
      ...base,
      finishedAt: undefined,
      stage: { kind: 'handed-off', reason: 'no-wait', job: undefined, reconciled: false },
    });
    expect(body).toContain(
      'No reconcile workflow reads this repository, so nothing posts its result on its own: comment `/mintlify --status` to check it and have its result posted here',
    );
    expect(body).not.toContain('Its result will be posted here when it ends');
  });
});

describe('renderEndedFromBody (a run that did not watch the job reports its end)', () => {
  const handedOff = renderProgressComment({
    ...base,
    finishedAt: undefined,
    stage: { kind: 'handed-off', reason: 'timed-out', job: undefined },
  });
  const job: AgentJob = {
    id: 'job_1',
    status: 'completed',
    prLink: 'https://github.com/acme/docs/pull/42',
    model: 'sonnet',
    source: null,
  };
  const view = {
    marker: { ...base.marker, state: 'ended' as const },
    job,
    triggerPhrase: '/mintlify',
    runUrl: 'https://github.com/acme/docs/actions/runs/9',
    now: Date.UTC(2026, 0, 1, 13, 0, 0),
  };

  it('keeps the instruction and the done steps, replaces the marker and headline, and adds the end and the PR', () => {
    const body = renderEndedFromBody(handedOff, view);
    expect(parseMarker(body)).toMatchObject({ jobId: 'job_1', state: 'ended' });
    expect(body).toContain('### Mintlify agent — ✅ Completed');
    expect(body).toContain('> document the flag');
    expect(body).toContain(
      '- ✅ Received — 12:00:00 UTC\n- ✅ Sent to agent job `job_1` — 12:00:01 UTC\n- ✅ Completed — 13:00:00 UTC, seen by a later [workflow run](https://github.com/acme/docs/actions/runs/9)',
    );
    expect(body).not.toContain('Still working');
    expect(body).not.toContain('result will be posted');
    expect(body).toContain('**Pull request:** [acme/docs\\#42](https://github.com/acme/docs/pull/42)');
  });

  it('reports a failed job without a PR line', () => {
    const body = renderEndedFromBody(handedOff, { ...view, job: { ...job, status: 'failed', prLink: null } });
    expect(body).toContain('### Mintlify agent — ❌ Failed');
    expect(body).not.toContain('**Pull request:**');
  });

  it('writes the end alone over a body that is not shaped like a progress comment', () => {
    const body = renderEndedFromBody(
      '<!-- mintlify-action job="job_1" triggers="" state="sent" -->\nsomething else\n@everyone',
      view,
    );
    expect(body).toContain('### Mintlify agent — ✅ Completed');
    expect(body).not.toContain('something else');
  });
});

describe('renderCheckedFromBody (--status while the job runs)', () => {
  const handedOff = renderProgressComment({
    ...base,
    finishedAt: undefined,
    stage: { kind: 'handed-off', reason: 'no-wait', job: undefined },
  });

  it('adds one "checked" line at the end of the timeline, and replaces it on the next check', () => {
    const once = renderCheckedFromBody(handedOff, { now: Date.UTC(2026, 0, 1, 13, 0, 0), triggerPhrase: '/mintlify' });
    expect(once).toContain(
      '- ➖ Not waiting for the result (`wait: false`)\n- ⏳ Still working — checked 13:00:00 UTC with `/mintlify --status`',
    );
    const twice = renderCheckedFromBody(once, { now: Date.UTC(2026, 0, 1, 14, 0, 0), triggerPhrase: '/mintlify' });
    expect(twice.match(/Still working — checked/g)).toHaveLength(1);
    expect(twice).toContain('checked 14:00:00 UTC');
    expect(parseMarker(twice)).toEqual(parseMarker(handedOff));
  });
});
