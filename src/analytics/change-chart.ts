/**
 * The change of the headline figures against the previous snapshot, drawn so that it reads:
 * one Mermaid bar chart per scale (readers' views and visitors apart from what readers asked
 * and said: searches, feedback, assistant conversations), and a percentage only where both
 * counts are at least {@link MIN_COUNT_FOR_PERCENT} — from 1 to 7 feedback items is "+6", not
 * "+600 %", and is not drawn. Pure; labels and titles are the action's own words.
 */
import { formatCount } from '../format/count.ts';
import { formatChange, formatPointChange } from '../findings/trends.ts';
import type { HeadlineFigure, HeadlineMetric } from '../findings/types.ts';

/** Least count, on both sides, for a change to be a percentage (and a bar): below it a percentage is noise. */
export const MIN_COUNT_FOR_PERCENT = 20;

/** The charts, one per scale: a title and its figures. */
const CHANGE_CHART_SCALES: ReadonlyArray<readonly [string, readonly HeadlineMetric[]]> = [
  ['Readers: change per day against the previous snapshot (%)', ['views-human', 'views-ai', 'views-total', 'visitors']],
  ['What readers asked and said: change per day (%)', ['searches', 'feedback', 'assistant-conversations']],
];

/** Short bar labels (xychart puts them under the bars). */
const BAR_LABELS: Partial<Record<HeadlineMetric, string>> = {
  'views-human': 'Human views',
  'views-ai': 'AI views',
  'views-total': 'All views',
  visitors: 'Visitors',
  searches: 'Searches',
  feedback: 'Feedback',
  'assistant-conversations': 'Assistant',
};

/**
 * True when the figure's change may be shown as a percentage: both counts known and at least
 * {@link MIN_COUNT_FOR_PERCENT}.
 */
function percentReadable(h: HeadlineFigure): boolean {
  return (
    h.change !== null &&
    h.current !== null &&
    h.previous !== null &&
    h.current >= MIN_COUNT_FOR_PERCENT &&
    h.previous >= MIN_COUNT_FOR_PERCENT
  );
}

/**
 * The change column of the headline table: a signed percentage per day (`+12%`), points for the
 * AI share (`+3 pp`), or for small counts the difference of the counts (`+6`); `—` when unknown.
 */
export function changeText(h: HeadlineFigure): string {
  if (h.metric === 'ai-share') return h.change === null ? '—' : formatPointChange(h.change);
  if (percentReadable(h)) return formatChange(h.change ?? 0);
  if (h.current === null || h.previous === null) return '—';
  const diff = h.current - h.previous;
  return diff === 0 ? '±0' : `${diff < 0 ? '−' : '+'}${formatCount(Math.abs(diff))}`;
}

/**
 * The Mermaid charts of the readable changes, one per scale
 * with at least one bar (see the module comment); '' for none.
 */
export function renderChangeCharts(headline: readonly HeadlineFigure[]): string {
  const charts: string[] = [];
  for (const [title, metrics] of CHANGE_CHART_SCALES) {
    const shown = headline.filter((h) => metrics.includes(h.metric) && percentReadable(h));
    if (shown.length === 0) continue;
    const values = shown.map((h) => Math.round((h.change ?? 0) * 1000) / 10);
    const low = Math.min(0, ...values.map(Math.floor));
    const high = Math.max(0, ...values.map(Math.ceil));
    charts.push(
      [
        '```mermaid',
        'xychart-beta',
        `  title "${title}"`,
        `  x-axis [${shown.map((h) => `"${BAR_LABELS[h.metric] ?? h.metric}"`).join(', ')}]`,
        `  y-axis "%" ${low} --> ${high === low ? low + 1 : high}`,
        `  bar [${values.join(', ')}]`,
        '```',
      ].join('\n'),
    );
  }
  return charts.length === 0 ? '' : `\n${charts.join('\n\n')}\n\n`;
}
