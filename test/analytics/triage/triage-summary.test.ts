import { describe, expect, it } from 'vitest';
import { renderTriageSummary } from '../../../src/analytics/triage/triage-summary.ts';
import type { TriageResult } from '../../../src/analytics/triage/triage-types.ts';

describe('renderTriageSummary', () => {
  const result: TriageResult = {
    opened: 1,
    updated: 2,
    agentJobs: 1,
    entries: [
      { action: 'opened', findingId: 'a', issueNumber: 7, url: 'https://github.com/o/r/issues/7', title: 'A <b>' },
      { action: 'job-started', findingId: 'a', issueNumber: 7, url: 'https://github.com/o/r/issues/7', title: 'A <b>' },
      { action: 'over-limit', findingId: 'b', issueNumber: undefined, url: undefined, title: 'B' },
    ],
    agentPartial: 'rate limited',
    loop: { open: 1, withJob: 1, prOpen: 0, merged: 0, verified: 0, cameBack: 0 },
    dashboard: { action: 'updated', number: 3, url: 'https://github.com/o/r/issues/3' },
    dashboardFailure: 'no <access>',
  };

  it('says what the triage did: counts, loop, dashboard, partial agent jobs, one line per issue', () => {
    expect(renderTriageSummary({ result, failure: undefined })).toBe(
      [
        '<h2>Finding issues</h2>',
        '<p>1 opened, 2 updated, 1 agent job started.</p>',
        '<p>Loop: 1 finding open, 1 with an agent job, 0 agent PRs open, 0 merged (being checked), 0 verified fixed, 0 came back.</p>',
        '<p>Dashboard: <a href="https://github.com/o/r/issues/3">#3</a> rewritten.</p>',
        '<p><strong>Dashboard:</strong> no &lt;access&gt;</p>',
        '<p><strong>Agent jobs partial:</strong> rate limited</p>',
        '<ul><li><a href="https://github.com/o/r/issues/7">#7</a> A &lt;b&gt;: opened; agent job started</li><li>B: not filed yet (max-issues reached)</li></ul>',
        '',
      ].join('\n'),
    );
  });

  it('says that filing failed', () => {
    expect(renderTriageSummary({ result: undefined, failure: 'Filing the finding issues failed: HTTP 403' })).toBe(
      '<h2>Finding issues</h2>\n<p><strong>Filing issues failed:</strong> Filing the finding issues failed: HTTP 403</p>\n',
    );
  });

  it('says only why no issue was filed in this run when it was deferred', () => {
    expect(
      renderTriageSummary({
        result: undefined,
        failure: undefined,
        deferred: 'None filed in this run: the run that completed the snapshot filed its findings.',
      }),
    ).toBe(
      '<h2>Finding issues</h2>\n<p>None filed in this run: the run that completed the snapshot filed its findings.</p>\n',
    );
  });
});
