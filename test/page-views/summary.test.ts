import * as core from '@actions/core';
import { marked } from 'marked';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageCounts } from '../../src/export/datasets/definition.ts';
import { formatShare } from '../../src/format/count.ts';
import { escapeCell } from '../../src/format/escape.ts';
import { chartLabel, renderChart } from '../../src/export/summary/traffic-chart.ts';
import { describeRange } from '../../src/export/date-range.ts';
import { addPageViewsSummary, type PageViewsSummaryData } from '../../src/page-views/summary.ts';

const NASTY_PATHS = [
  '/a|b|c',
  '/<script>alert(1)</script>',
  '/`code`',
  '/x\n\n# injected heading\n| a | b |',
  '/<img src=x onerror=alert(1)>',
  '/"quoted" [link](http://evil) ]',
  '/\u202Egnp.exe',
];

function data(overrides: Partial<PageViewsSummaryData> = {}, top: PageCounts[] = []): PageViewsSummaryData {
  return {
    projectId: 'proj_123',
    range: { dateFrom: '2026-01-01', dateTo: '2026-02-01', period: undefined },
    export: {
      rows: 1234,
      requests: 5,
      totals: { human: 750, ai: 250, total: 1000 },
      totalsChanged: false,
      duplicates: { count: 0, examples: [] },
      top,
      fileNames: ['page-views.json', 'page-views.csv', 'manifest.json', 'manifest.sig'],
      stopped: undefined,
    },
    summaryRows: 25,
    maxRequests: 100,
    artifact: { name: 'mintlify-page-views-proj_123', url: 'https://github.com/acme/docs/actions/runs/1/artifacts/7' },
    failure: undefined,
    ...overrides,
  };
}

function render(input: PageViewsSummaryData): string {
  core.summary.emptyBuffer();
  addPageViewsSummary(core.summary, input);
  const text = core.summary.stringify();
  core.summary.emptyBuffer();
  return text;
}

describe('escapeCell', () => {
  it.each(NASTY_PATHS)('leaves no character of %j that could break an HTML or Markdown table', (path) => {
    const cell = escapeCell(path);
    expect(cell).not.toMatch(/[<>|`\n\r\u202E]/);
  });

  it('shortens long paths to 120 characters ending in …', () => {
    const cell = escapeCell(`/${'a'.repeat(500)}`);
    expect(cell).toHaveLength(120);
    expect(cell.endsWith('…')).toBe(true);
  });
});

describe('describeRange', () => {
  it('says that the end is exclusive and names the last day included', () => {
    expect(describeRange({ dateFrom: '2026-01-01', dateTo: '2026-02-01', period: undefined })).toBe(
      '2026-01-01 to 2026-02-01 (to, exclusive: last day 2026-01-31)',
    );
  });

  it('names the period preset', () => {
    expect(describeRange({ dateFrom: '2026-03-02', dateTo: '2026-03-09', period: 'previous-week' })).toBe(
      '2026-03-02 to 2026-03-09 (to, exclusive: last day 2026-03-08; period previous-week)',
    );
  });

  it('says "API default range" without dates', () => {
    expect(describeRange({ dateFrom: undefined, dateTo: undefined, period: undefined })).toBe('API default range');
  });

  it('describes a half-open range and an instant', () => {
    expect(describeRange({ dateFrom: '2026-01-01', dateTo: undefined, period: undefined })).toBe(
      "2026-01-01 to the API's default end",
    );
    expect(describeRange({ dateFrom: undefined, dateTo: '2026-01-01T12:00:00.000Z', period: undefined })).toBe(
      "the API's default start to 2026-01-01T12:00:00.000Z (to, exclusive)",
    );
  });
});

describe('formatShare', () => {
  it('gives the AI share with one decimal, and a dash for no views', () => {
    expect(formatShare(1, 3)).toBe('33.3%');
    expect(formatShare(0, 0)).toBe('—');
  });
});

describe('chart', () => {
  it.each(NASTY_PATHS)('labels %j with safe characters only', (path) => {
    expect(chartLabel(path)).toMatch(/^[A-Za-z0-9/._-]{1,27}…?$/);
  });

  it('plots human views as bars and AI views as a line for at most 10 pages', () => {
    const top = Array.from({ length: 12 }, (_, i) => ({ path: `/p${i}`, human: 100 - i, ai: i, total: 100 }));
    const chart = renderChart(top);
    expect(chart.split('\n')[0]).toBe('xychart-beta');
    expect(chart).toContain(
      'x-axis ["1. /p0", "2. /p1", "3. /p2", "4. /p3", "5. /p4", "6. /p5", "7. /p6", "8. /p7", "9. /p8", "10. /p9"]',
    );
    expect(chart).toContain('bar [100, 99, 98, 97, 96, 95, 94, 93, 92, 91]');
    expect(chart).toContain('line [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]');
  });
});

describe('addPageViewsSummary', () => {
  beforeEach(() => {
    core.summary.emptyBuffer();
  });

  it('shows the project, the exclusive range, the totals with the AI share, rows exported, requests spent and the artifact link', () => {
    const text = render(data());
    expect(text).toContain('<code>proj_123</code>');
    expect(text).toContain('2026-01-01 to 2026-02-01 (to, exclusive: last day 2026-01-31)');
    expect(text).toContain(
      '<tr><th>Human</th><th>AI</th><th>Total</th><th>AI share</th></tr><tr><td>750</td><td>250</td><td>1,000</td><td>25.0%</td></tr>',
    );
    expect(text).toContain('<strong>Rows exported:</strong> 1,234');
    expect(text).toContain('<strong>API requests:</strong> 5 of 100 (<code>max-requests</code>, retries included)');
    expect(text).toContain(
      '<a href="https://github.com/acme/docs/actions/runs/1/artifacts/7">mintlify-page-views-proj_123</a>',
    );
  });

  it('lists the top pages with their human/AI split and a Mermaid chart', () => {
    const text = render(data({}, [{ path: '/quickstart', human: 30, ai: 10, total: 40 }]));
    expect(text).toContain(
      '<tr><td>1</td><td><code>/quickstart</code></td><td>30</td><td>10</td><td>40</td><td>25.0%</td></tr>',
    );
    expect(text).toContain('\n\n```mermaid\nxychart-beta\n');
  });

  it('shows no table and no chart with summary-rows 0', () => {
    const text = render(data({ summaryRows: 0 }, [{ path: '/quickstart', human: 30, ai: 10, total: 40 }]));
    expect(text).not.toContain('/quickstart');
    expect(text).not.toContain('mermaid');
  });

  it('renders hostile paths as inert text: no element, no extra cell, no code span, no heading', async () => {
    const top = NASTY_PATHS.map((path, i) => ({ path, human: 10 - i, ai: 0, total: 10 - i }));
    const html = await marked.parse(render(data({}, top)));
    expect(html).not.toMatch(/<script|<img|<h1|<a href="http:\/\/evil/i);
    expect(html).toContain('/&lt;script&gt;alert(1)&lt;/script&gt;');
    const rows = html.match(/<tr>.*?<\/tr>/gs) ?? [];
    const pageRows = rows.filter((r) => r.includes('<code>/'));
    expect(pageRows).toHaveLength(NASTY_PATHS.length);
    for (const r of pageRows) expect(r.match(/<td>/g)).toHaveLength(6);
  });

  it('notes that the totals changed during the export', () => {
    const base = data();
    const exported = base.export;
    if (exported === undefined) throw new Error('fixture has an export');
    expect(render({ ...base, export: { ...exported, totalsChanged: true } })).toContain(
      'totals changed during the export',
    );
  });

  it('says nothing of duplicates or partial exports for a clean complete export', () => {
    const text = render(data());
    expect(text).not.toMatch(/partial|duplicate/i);
    expect(text.startsWith('<h2>Mintlify page views</h2>')).toBe(true);
  });

  it('reports duplicated paths with their count and escaped examples', () => {
    const base = data();
    const exported = base.export;
    if (exported === undefined) throw new Error('fixture has an export');
    const text = render({ ...base, export: { ...exported, duplicates: { count: 1200, examples: ['/a', '/<b>'] } } });
    expect(text).toContain(
      '<strong>Duplicate paths:</strong> 1,200 rows repeat a path exported on an earlier page (e.g. <code>/a</code>, <code>/&lt;b&gt;</code>)',
    );
  });

  it('starts a partial export with a warning banner naming the offset, the reason and the rows kept', () => {
    const base = data(
      {
        artifact: {
          name: 'mintlify-page-views-proj_123-partial',
          url: 'https://github.com/acme/docs/actions/runs/1/artifacts/8',
        },
      },
      [{ path: '/quickstart', human: 30, ai: 10, total: 40 }],
    );
    const exported = base.export;
    if (exported === undefined) throw new Error('fixture has an export');
    const text = render({
      ...base,
      export: {
        ...exported,
        rows: 500,
        fileNames: ['page-views.partial.json', 'page-views.partial.csv', 'manifest.json', 'manifest.sig'],
        stopped: {
          offset: 500,
          reason: 'GET /v1/analytics/{projectId}/views failed with HTTP 503 at offset 500: <down>.',
        },
      },
    });
    expect(
      text.startsWith(
        '<p><strong>⚠️ Partial export — stopped at offset 500:</strong> GET /v1/analytics/{projectId}/views failed with HTTP 503 at offset 500: &lt;down&gt;; <strong>these files hold the first 500 rows only.</strong></p>',
      ),
    ).toBe(true);
    expect(text).toContain('<h2>Mintlify page views (partial export)</h2>');
    expect(text).toContain(
      '<strong>Rows kept (partial export):</strong> 500 (<code>page-views.partial.json</code>, <code>page-views.partial.csv</code>, <code>manifest.json</code>, <code>manifest.sig</code>)',
    );
    expect(text).toContain('<h3>Top 1 pages by total views among the 500 rows kept</h3>');
    expect(text).toContain('>mintlify-page-views-proj_123-partial</a>');
  });

  it('says a partial export holds no rows and has no totals when the first page failed', () => {
    const base = data();
    const exported = base.export;
    if (exported === undefined) throw new Error('fixture has an export');
    const text = render({
      ...base,
      export: { ...exported, rows: 0, totals: undefined, stopped: { offset: 0, reason: 'HTTP 500' } },
    });
    expect(text).toContain('these files hold no rows.');
    expect(text).toContain('No page arrived, so there are no totals.');
    expect(text).not.toContain('<th>Human</th>');
  });

  it('says the artifact was not uploaded with upload-artifact: false', () => {
    expect(render(data({ artifact: 'skipped' }))).toContain('not uploaded (<code>upload-artifact: false</code>)');
  });

  it('reports a failed export with its escaped message and no totals', () => {
    const text = render(data({ export: undefined, failure: 'Page-views export failed at offset 500: <bad>' }));
    expect(text).toContain('<strong>Export failed:</strong> Page-views export failed at offset 500: &lt;bad&gt;');
    expect(text).not.toContain('<table>');
  });

  it('stays far below 1 MiB with 1,000 rows of long hostile paths', () => {
    const top = Array.from({ length: 1000 }, (_, i) => ({
      path: `/${'<|`&'.repeat(400)}${i}`,
      human: 1e9,
      ai: 1e9,
      total: 2e9 - i,
    }));
    const text = render(data({ summaryRows: 1000 }, top));
    expect(Buffer.byteLength(text)).toBeLessThan(400 * 1024);
    expect(text).toMatch(/more rows left out to keep the job summary small/);
  });

  it('shows an API error message as inert text: no mention, link or image forms from it', () => {
    const hostile =
      'bad request from @acme/docs-team, see [here](https://evil.example) ![x](https://evil.example/x.png) https://evil.example';
    const html = marked.parse(render(data({ failure: hostile, export: undefined }))) as string;
    expect(html).not.toMatch(/<a |<img /);
    expect(html).not.toContain('@acme');
  });
});
