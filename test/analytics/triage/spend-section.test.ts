/**
 * The "Agent spend" section of the dashboard issue and of the job summary (`spend-section.ts`):
 * today's count against the cap, the capped requests, the last 7 days, each repository when the
 * count is shared, and why it is missing when it could not be read.
 */
import { describe, expect, it } from 'vitest';
import type { SpendReport } from '../../../src/agent-job/spend.ts';
import { renderSpendHtml, renderSpendMarkdown } from '../../../src/analytics/triage/spend-section.ts';

const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

function report(shared: boolean): SpendReport {
  return {
    counter: 'acme/docs',
    cap: 3,
    today: '2026-11-27',
    days: DAYS.map((day, i) => ({ day, uses: i === 6 ? 3 : i === 4 ? 2 : 0, capped: i === 6 ? 1 : 0 })),
    repositories: shared
      ? [
          { repository: 'acme/api', today: { uses: 2, capped: 0 }, total: { uses: 4, capped: 0 } },
          { repository: 'acme/web', today: { uses: 1, capped: 1 }, total: { uses: 1, capped: 1 } },
        ]
      : [{ repository: 'acme/docs', today: { uses: 3, capped: 1 }, total: { uses: 5, capped: 1 } }],
    shared,
  };
}

describe('the Agent spend section', () => {
  it('shows today against the cap, the capped requests and each of the last 7 days', () => {
    const md = renderSpendMarkdown({ kind: 'report', report: report(false) });
    expect(md).toContain('## Agent spend');
    expect(md).toContain(
      "Today (2026-11-27 UTC): **3 of 3 agent uses** (`agent-uses-per-day`, this repository's workflow runs, counted in `acme/docs`), 1 request capped. Last 7 days: 5 agent uses, 1 request capped.",
    );
    expect(md).toContain('| 2026-11-25 | 2 | 0 |');
    expect(md).toContain('| 2026-11-27 | 3 | 1 |');
    expect(md).not.toContain('| Repository |');
  });

  it('adds each repository when the count is shared', () => {
    const md = renderSpendMarkdown({ kind: 'report', report: report(true) });
    expect(md).toContain('shared by every workflow counting in `acme/docs`');
    expect(md).toContain('| Repository | Uses today | Uses, 7 days | Capped, 7 days |');
    expect(md).toContain('| `acme/api` | 2 | 4 | 0 |');
    expect(md).toContain('| `acme/web` | 1 | 1 | 1 |');
  });

  it('renders the same figures as HTML for the job summary', () => {
    const html = renderSpendHtml({ kind: 'report', report: report(true) });
    expect(html).toContain('<h2>Agent spend</h2>');
    expect(html).toContain('<strong>3 of 3 agent uses</strong>');
    expect(html).toContain('<td><code>acme/web</code></td><td>1</td><td>1</td><td>1</td>');
  });

  it('says why when the spend could not be read', () => {
    const view = { kind: 'failed' as const, reason: 'acme/docs: Not Found <b> @octocat' };
    expect(renderSpendMarkdown(view)).toContain(
      '_Could not read the agent spend: acme/docs&#58; Not Found &lt;b&gt; @\u200Boctocat_',
    );
    expect(renderSpendHtml(view)).toContain(
      'Could not read the agent spend: acme/docs: Not Found &lt;b&gt; @\u200Boctocat',
    );
  });
});
