import { describe, expect, it } from 'vitest';
import { renderTrendCharts, TREND_SNAPSHOTS } from '../../src/analytics/trend-chart.ts';
import { levelTrail } from '../../src/analytics/triage/render-issue.ts';
import type { HistoryEntry } from '../../src/findings/history.ts';
import type { Finding } from '../../src/findings/types.ts';

function entry(
  week: number,
  headline: HistoryEntry['headline'],
  days: number | null = 7,
  findings: HistoryEntry['findings'] = [],
): HistoryEntry {
  const from = new Date(Date.UTC(2026, 8, 7 + week * 7)).toISOString().slice(0, 10);
  return { dateFrom: from, dateTo: null, days, generatedAt: `${from}T06:00:00Z`, complete: true, headline, findings };
}

describe('renderTrendCharts', () => {
  it('draws nothing with fewer than two snapshots', () => {
    expect(renderTrendCharts(undefined)).toBe('');
    expect(renderTrendCharts([entry(0, { 'views-human': 700 })])).toBe('');
  });

  it('draws one titled xychart-beta line chart per figure, per day, labelled by first day', () => {
    const html = renderTrendCharts([
      entry(0, { 'views-human': 700, 'views-ai': 70, searches: null }),
      entry(1, { 'views-human': 1400, 'views-ai': 140, searches: 35 }),
    ]);
    expect(html).toContain('<details open><summary>Trend over the last 2 snapshots</summary>');
    expect(html).toContain(
      '```mermaid\nxychart-beta\n  title "Views (human) per day"\n  x-axis ["09-07", "09-14"]\n  y-axis 0 --> 200\n  line [100, 200]\n```',
    );
    expect(html).toContain('title "Views (AI) per day"');
    // Searches are known in one snapshot only: no chart.
    expect(html).not.toContain('Searches');
  });

  it('shows the newest 12 snapshots, and totals when a length is unknown', () => {
    const history = Array.from({ length: 20 }, (_, i) => entry(i, { 'views-human': i * 10 }, i === 19 ? null : 7));
    const html = renderTrendCharts(history);
    expect(html).toContain(`Trend over the last ${TREND_SNAPSHOTS} snapshots`);
    expect(html).toContain('title "Views (human)"');
    expect(html).toContain(`line [${Array.from({ length: 12 }, (_, i) => (i + 8) * 10).join(', ')}]`);
  });
});

describe('levelTrail', () => {
  const finding = { id: 'content-gap:abc', kind: 'content-gap', hits: 35 } as Finding;

  it('lists the levels of the snapshots the finding was seen in', () => {
    const history = [
      entry(0, {}, 7, [{ id: 'content-gap:abc', level: 12 }]),
      entry(1, {}, 7, []),
      entry(2, {}, 7, [
        { id: 'content-gap:abc', level: 20 },
        { id: 'other', level: 3 },
      ]),
      entry(3, {}, 7, [{ id: 'content-gap:abc', level: 35 }]),
    ];
    expect(levelTrail(finding, history)).toBe('searches with no click: 12 → 20 → 35');
  });

  it('is empty when seen in fewer than two snapshots', () => {
    expect(levelTrail(finding, [entry(0, {}, 7, [{ id: 'content-gap:abc', level: 12 }])])).toBe('');
    expect(levelTrail(finding, undefined)).toBe('');
  });
});
