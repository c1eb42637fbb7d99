/**
 * The trend of the headline figures over the last snapshots of `history.json`, as Mermaid
 * `xychart-beta` line charts (GitHub renders them in a job summary), one chart per figure so
 * that each line is named by its chart's title (xychart has no legend). Pure.
 *
 * Values are per day when the snapshots' lengths are known (a 30-day snapshot next to weekly
 * ones stays comparable), else totals. Labels are the snapshots' first days (`11-16`), written by
 * the action itself, never API text.
 */
import type { HistoryEntry } from '../findings/history.ts';
import type { HeadlineMetric } from '../findings/types.ts';

/** Snapshots a trend chart shows at most. */
export const TREND_SNAPSHOTS = 12;

/** The figures charted, in order, with their titles. */
const TREND_METRICS: ReadonlyArray<readonly [HeadlineMetric, string]> = [
  ['views-human', 'Views (human)'],
  ['views-ai', 'Views (AI)'],
  ['searches', 'Searches'],
  ['assistant-conversations', 'Assistant conversations'],
];

/** `MM-DD` of a `YYYY-MM-DD…` date, `#n` when the date is unknown or not in that form. */
function label(entry: HistoryEntry, index: number): string {
  const match = /^\d{4}-(\d{2}-\d{2})/.exec(entry.dateFrom ?? '');
  return match ? (match[1] ?? `#${index + 1}`) : `#${index + 1}`;
}

function perDay(value: number, days: number | null, allDays: boolean): number {
  const v = allDays && days !== null ? value / days : value;
  return Math.round(v * 10) / 10;
}

/**
 * The charts of the newest {@link TREND_SNAPSHOTS} snapshots of `history` (oldest first), or ''
 * with fewer than two snapshots. A figure with fewer than two known values gets no chart; a
 * snapshot without the figure (its dataset not exported) is left out of that figure's chart.
 */
export function renderTrendCharts(history: readonly HistoryEntry[] | undefined): string {
  const shown = (history ?? []).slice(-TREND_SNAPSHOTS);
  if (shown.length < 2) return '';
  const allDays = shown.every((e) => e.days !== null);
  const charts: string[] = [];
  for (const [metric, title] of TREND_METRICS) {
    const points = shown.flatMap((e, i) => {
      const value = e.headline[metric];
      return value === undefined || value === null
        ? []
        : [{ label: label(e, i), value: perDay(value, e.days, allDays) }];
    });
    if (points.length < 2) continue;
    const high = Math.max(1, ...points.map((p) => Math.ceil(p.value)));
    charts.push(
      [
        '```mermaid',
        'xychart-beta',
        `  title "${title}${allDays ? ' per day' : ''}"`,
        `  x-axis [${points.map((p) => `"${p.label}"`).join(', ')}]`,
        `  y-axis 0 --> ${high}`,
        `  line [${points.map((p) => p.value).join(', ')}]`,
        '```',
      ].join('\n'),
    );
  }
  if (charts.length === 0) return '';
  return `<details open><summary>Trend over the last ${shown.length} snapshots</summary>\n\n${charts.join('\n\n')}\n\n</details>\n\n`;
}
