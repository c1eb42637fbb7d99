import { describe, expect, it } from 'vitest';
import { renderDocsHealth } from '../../src/analytics/docs-health.ts';
import { SummaryBudget } from '../../src/format/summary-budget.ts';
import { buildFindings, livePageUrl } from '../../src/findings/build.ts';
import { FactsCollector } from '../../src/findings/facts.ts';
import { DEFAULT_THRESHOLDS } from '../../src/findings/thresholds.ts';
import { findingsRange } from '../../src/findings/trends.ts';
import type { FindingsFile } from '../../src/findings/types.ts';

const WEEK = findingsRange({ dateFrom: '2026-11-16', dateTo: '2026-11-23', period: undefined });
const BEFORE = findingsRange({ dateFrom: '2026-11-09', dateTo: '2026-11-16', period: undefined });
const RUN = { repository: 'acme/docs', runId: 2, runAttempt: 1, url: 'https://github.com/acme/docs/actions/runs/2' };

function file(visitorText: boolean, compared: boolean): FindingsFile {
  const c = new FactsCollector('proj_123', visitorText);
  c.viewTotals({ human: 880, ai: 120, total: 1000 });
  c.view({ path: '/quickstart', total: 1000 });
  c.finish('views', true);
  c.search({
    searchQuery: 'webhook retries @team [x](http://evil)',
    hits: 12,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: '2026-11-22T10:00:00Z',
  });
  c.feedbackByPage({ path: '/api-reference/<b>auth</b>', thumbsUp: 1, thumbsDown: 6, code: 0, total: 7 });
  c.feedback({
    id: 'f1',
    path: '/api-reference/<b>auth</b>',
    comment: 'The curl example is missing the header',
    createdAt: '2026-11-20T00:00:00Z',
    source: 'contextual',
    status: 'pending',
    helpful: false,
    contact: null,
  });
  const previous = compared
    ? {
        range: BEFORE,
        run: { ...RUN, runId: 1, url: 'https://github.com/acme/docs/actions/runs/1' },
        artifactId: 9,
        artifactName: 'mintlify-analytics',
        createdAt: null,
        views: new Map([['/guides/webhooks', 400]]),
        headline: { 'views-total': 800, 'views-human': 780, 'views-ai': 20, 'ai-share': 0.025 } as const,
        findings: new Map(),
        // Three earlier snapshots: the least a traffic-drop baseline needs.
        history: [1, 2, 3].map(() => ({
          dateFrom: BEFORE.dateFrom,
          dateTo: BEFORE.dateTo,
          days: 7,
          generatedAt: '2026-11-16T00:00:00Z',
          complete: true,
          headline: { 'views-human': 780, 'views-ai': 20 },
          findings: [],
          pages: { '/guides/webhooks': [400, 0] as [number, number] },
        })),
      }
    : undefined;
  return buildFindings({
    generator: 'mintlify-action',
    projectId: 'proj_123',
    range: WEEK,
    run: RUN,
    visitorText,
    thresholds: { ...DEFAULT_THRESHOLDS },
    facts: c.facts(),
    previous,
    compare:
      previous === undefined
        ? {
            status: 'unavailable',
            reason:
              'no earlier run of this repository uploaded an artifact named mintlify-analytics (first run, or the artifact was deleted)',
          }
        : {
            status: 'compared',
            previous: {
              range: previous.range,
              run: previous.run,
              artifactId: 9,
              artifactName: 'mintlify-analytics',
              createdAt: null,
            },
          },
    docsUrl: 'https://docs.acme.dev/v2/',
  });
}

describe('Docs health section', () => {
  it('shows each headline figure with its signed change and the AI share in points', () => {
    const html = renderDocsHealth({ findings: file(true, true), rows: 10 }, new SummaryBudget());
    expect(html).toMatch(/<h2>Docs health<\/h2>/);
    expect(html).toContain('<tr><td><strong>Views (total)</strong></td><td>1,000</td><td>800</td><td>+25%</td></tr>');
    expect(html).toContain('<tr><td><strong>Views (AI)</strong></td><td>120</td><td>20</td><td>+500%</td></tr>');
    expect(html).toContain('<td>12.0%</td><td>2.5%</td><td>+9.5 pp</td>');
    expect(html).toContain('```mermaid');
    expect(html).toMatch(
      /Compared with the previous snapshot: 2026-11-09 to 2026-11-16 \(exclusive\), <a href="https:\/\/github.com\/acme\/docs\/actions\/runs\/1">run 1<\/a>/,
    );
  });

  it('lists findings grouped by kind with their evidence, untrusted text inert and pages linked to the live site', () => {
    const html = renderDocsHealth({ findings: file(true, true), rows: 10 }, new SummaryBudget());
    expect(html).toContain('Content gaps: searched, nothing clicked (1)');
    expect(html).toContain('webhook retries @\u200Bteam &#91;x&#93;&#40;http:\u200B//evil&#41;');
    expect(html).toContain(
      '<a href="https://docs.acme.dev/v2/api-reference/%3Cb%3Eauth%3C/b%3E"><code>/api-reference/&lt;b&gt;auth&lt;/b&gt;</code></a>',
    );
    expect(html).toContain('“The curl example is missing the header”');
    expect(html).toContain('Pages that lost their readers (1)');
    expect(html).not.toMatch(/<b>auth/);
  });

  it('opens the findings with the ranked topics, each finding with the key figure the issue shows', () => {
    const html = renderDocsHealth({ findings: file(true, true), rows: 10 }, new SummaryBudget());
    // The search "webhook retries" names /guides/webhooks, whose readers are gone: one topic, led by the page.
    expect(html).toContain('Topics (2)');
    expect(html).toContain('thumbs-down: 6 thumbs-down against 1 thumbs-up');
    expect(html).toContain(
      'traffic drop: 0 human views against a usual 400 (−100% against the site)<br>search: 12 searches with no click',
    );
  });

  it('validates as Mermaid: every chart of the section parses', async () => {
    const { mermaidBlocks, parseMermaid } = await import('../harness/mermaid.ts');
    const html = renderDocsHealth({ findings: file(true, true), rows: 10 }, new SummaryBudget());
    const blocks = mermaidBlocks(html);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) await expect(parseMermaid(block)).resolves.toBe('xychart');
  });

  it('says why there are no traffic drops before three earlier snapshots', () => {
    const f = file(true, true);
    const html = renderDocsHealth(
      { findings: { ...f, trafficBaseline: { snapshots: 1, needed: 3 } }, rows: 10 },
      new SummaryBudget(),
    );
    expect(html).toContain('Traffic drops are judged once 3 earlier snapshots make a baseline; this one had 1.');
  });

  it('withholds the query and the comments when visitor text is left out', () => {
    const html = renderDocsHealth({ findings: file(false, false), rows: 10 }, new SummaryBudget());
    expect(html).not.toContain('webhook retries');
    expect(html).not.toContain('curl example');
    expect(html).toContain('<em>withheld</em>');
    expect(html).toContain('1 (text withheld)');
    expect(html).toContain('<strong>Not compared:</strong> no earlier run of this repository');
  });
});

describe('livePageUrl', () => {
  it('appends the path to the docs site and never leaves its origin', () => {
    expect(livePageUrl('https://docs.acme.dev', '/api-reference/authentication')).toBe(
      'https://docs.acme.dev/api-reference/authentication',
    );
    expect(livePageUrl('https://docs.acme.dev', '//evil.example/x')).toBe('https://docs.acme.dev//evil.example/x');
    expect(livePageUrl('https://docs.acme.dev', 'relative')).toBeUndefined();
  });
});
