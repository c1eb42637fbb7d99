import { describe, expect, it } from 'vitest';
import { changeText, renderChangeCharts } from '../../src/analytics/change-chart.ts';
import { renderTrendCharts } from '../../src/analytics/trend-chart.ts';
import type { HeadlineFigure } from '../../src/findings/types.ts';
import { mermaidBlocks, parseMermaid } from '../harness/mermaid.ts';

const fig = (metric: HeadlineFigure['metric'], previous: number, current: number): HeadlineFigure => ({
  metric,
  previous,
  current,
  change: previous === 0 ? null : current / previous - 1,
});

// The demo's second week: views barely moved, feedback went from 1 to 7 items.
const HEADLINE = [
  fig('views-human', 6200, 6120),
  fig('views-ai', 900, 880),
  fig('visitors', 2100, 2080),
  fig('searches', 240, 300),
  fig('feedback', 1, 7),
  fig('assistant-conversations', 9, 12),
];

describe('change charts', () => {
  it('draws views and what readers asked on separate charts, each a valid Mermaid xychart', async () => {
    const blocks = mermaidBlocks(renderChangeCharts(HEADLINE));
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('"Human views", "AI views", "Visitors"');
    expect(blocks[1]).toContain('x-axis ["Searches"]');
    for (const block of blocks) await expect(parseMermaid(block)).resolves.toBe('xychart');
  });

  it('never draws or states a percentage for counts under 20: 1 → 7 feedback items is +6', () => {
    const charts = renderChangeCharts(HEADLINE);
    expect(charts).not.toContain('Feedback');
    expect(charts).not.toContain('600');
    expect(changeText(fig('feedback', 1, 7))).toBe('+6');
    expect(changeText(fig('assistant-conversations', 9, 12))).toBe('+3');
    expect(changeText(fig('searches', 240, 300))).toBe('+25%');
  });

  it('draws nothing when no change is readable as a percentage', () => {
    expect(renderChangeCharts([fig('feedback', 1, 7)])).toBe('');
  });

  it('draws trend lines that Mermaid parses', async () => {
    const entry = (dateFrom: string, views: number) => ({
      dateFrom,
      dateTo: null,
      days: 7,
      generatedAt: '2026-11-01T00:00:00Z',
      complete: true,
      headline: { 'views-human': views, searches: 30 },
      findings: [],
    });
    const blocks = mermaidBlocks(renderTrendCharts([entry('2026-11-02', 700), entry('2026-11-09', 770)]));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) await expect(parseMermaid(block)).resolves.toBe('xychart');
  });

  it('has a parser that rejects broken Mermaid (the check is real)', async () => {
    await expect(parseMermaid('xychart-beta\n  bar [1, "x"]')).rejects.toThrow(/Parse error/);
  });
});
