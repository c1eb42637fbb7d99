import * as core from '@actions/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FollowUpResult } from '../../../src/follow-up/run.ts';
import { addFollowUpSummary } from '../../../src/follow-up/report/summary.ts';
import type { AgentJob } from '../../../src/mintlify/schemas.ts';
import {
  headings,
  imageCount,
  linkCount,
  linkTargets,
  liveMentions,
  renderMarkdown,
} from '../../harness/rendered-markdown.ts';

const job: AgentJob = {
  id: 'job_7f3a9c',
  status: 'completed',
  prLink: 'https://github.com/acme/docs/pull/42',
  model: 'sonnet',
  source: { repository: 'https://github.com/acme/docs', ref: 'main' },
};

const completed: FollowUpResult = {
  status: 'completed',
  jobId: 'job_7f3a9c',
  jobCreated: false,
  job,
  prLink: 'https://github.com/acme/docs/pull/42',
  commentUrl: undefined,
  elapsedMs: 132_000,
  skippedReason: undefined,
  failure: undefined,
  warning: undefined,
};

/** Text that tries every way out of the summary's HTML block: blank lines, a heading, an image, links, mentions. */
const HOSTILE = [
  'Invalid request',
  '',
  '# Heading',
  '',
  '![pixel](https://evil.example/p.png) [click](https://evil.example) https://evil.example www.evil.example',
  '<img src="https://evil.example/q.png"> <a href="https://evil.example">a</a> <h1>h</h1>',
  '\r\n\r\n@acme/team @octocat x@evil.example | `code` \u2029\u2029## separator',
].join('\n');

/** The summary as Markdown, as `core.summary.write()` would append it. */
function summaryOf(result: FollowUpResult): string {
  return addFollowUpSummary(core.summary, result).stringify();
}

beforeEach(() => {
  core.summary.emptyBuffer();
});

describe('addFollowUpSummary', () => {
  it('shows job, status, PR link, model, source and elapsed time in one table', () => {
    const html = renderMarkdown(summaryOf(completed));
    expect(headings(html)).toEqual(['Mintlify agent follow-up']);
    expect(html).toContain('<code>job_7f3a9c</code>');
    expect(html).toContain('<a href="https://github.com/acme/docs/pull/42">acme/docs#42</a>');
    expect(html).toContain('https://github.com/acme/docs @ main');
    expect(html).toContain('2m 12s');
  });

  it('links a prLink with `..` segments with text and target both naming the PR it resolves to', () => {
    const prLink = 'https://github.com/acme/docs/pull/1/../../pull/2';
    const html = renderMarkdown(summaryOf({ ...completed, prLink, job: { ...job, prLink } }));
    expect(linkTargets(html)).toEqual(['https://github.com/acme/docs/pull/2']);
    expect(html).toContain('>acme/docs#2</a>');
  });

  it('does not link a prLink that is not an http(s) URL, and says so', () => {
    const html = renderMarkdown(
      summaryOf({ ...completed, prLink: undefined, job: { ...job, prLink: null, ignoredPrLink: 'mailto:x@y' } }),
    );
    expect(linkCount(html)).toBe(0);
    expect(html).toContain('not linked: mailto:x@\u200By is not an http(s) URL');
  });
});

describe('API and user text in the summary is inert', () => {
  function expectInert(result: FollowUpResult): void {
    const html = renderMarkdown(summaryOf(result));
    expect(headings(html)).toEqual(['Mintlify agent follow-up']);
    expect(imageCount(html)).toBe(0);
    expect(linkCount(html)).toBe(0);
    expect(liveMentions(html)).toEqual([]);
  }

  it('an API error message with blank lines stays inside the HTML block', () => {
    expectInert({
      ...completed,
      status: 'error',
      job: undefined,
      prLink: undefined,
      failure: `POST … failed with HTTP 400: ${HOSTILE}`,
    });
  });

  it.each<[string, Partial<AgentJob>]>([
    ['model', { model: HOSTILE }],
    ['source repository', { source: { repository: HOSTILE, ref: null } }],
    ['source ref', { source: { repository: 'https://github.com/acme/docs', ref: HOSTILE } }],
    ['an ignored prLink', { ignoredPrLink: HOSTILE }],
  ])('%s', (_field, fields) => {
    expectInert({ ...completed, prLink: undefined, job: { ...job, prLink: null, ...fields } });
  });

  it('a prLink that is no http(s) URL', () => {
    expectInert({ ...completed, prLink: HOSTILE, job: { ...job, prLink: HOSTILE } });
  });

  it('a skip reason naming a user', () => {
    expectInert({
      ...completed,
      status: 'skipped',
      job: undefined,
      prLink: undefined,
      skippedReason: `the comment was written by the bot ${HOSTILE}`,
    });
  });

  it('a comment URL that is not an http(s) URL is left out', () => {
    expectInert({ ...completed, prLink: undefined, job: { ...job, prLink: null }, commentUrl: 'javascript:alert(1)' });
  });
});
