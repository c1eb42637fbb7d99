/**
 * The Mermaid chart of a summary's top pages (page-views): human views as bars, AI views as a line, for the
 * most viewed paths. Labels keep only a safe character set, so no path can change the chart's source. Pure.
 */
import type { PageCounts } from '../datasets/definition.ts';

/** Rows in the chart at most. */
const CHART_ROWS = 10;

/** Longest chart label, in characters. */
const MAX_CHART_LABEL_CHARS = 28;

/**
 * A chart label: characters outside `A–Z a–z 0–9 / . _ -` become `_` (no quotes, brackets,
 * commas, `#`, `%` or backticks can reach the Mermaid source), shortened to
 * {@link MAX_CHART_LABEL_CHARS} with `…`.
 */
export function chartLabel(path: string): string {
  const safe = Array.from(path.replace(/[^A-Za-z0-9/._-]/g, '_'));
  const text =
    safe.length > MAX_CHART_LABEL_CHARS ? `${safe.slice(0, MAX_CHART_LABEL_CHARS - 1).join('')}…` : safe.join('');
  return text || '_';
}

/**
 * Mermaid `xychart-beta` source of human (bars) and AI (line) views for the first
 * {@link CHART_ROWS} rows of `top`; labels are numbered by rank (`1. /quickstart`).
 */
export function renderChart(top: readonly PageCounts[]): string {
  const shown = top.slice(0, CHART_ROWS);
  const labels = shown.map((p, i) => `"${i + 1}. ${chartLabel(p.path)}"`);
  return [
    'xychart-beta',
    `  title "Top ${shown.length} pages: human views (bars), AI views (line)"`,
    `  x-axis [${labels.join(', ')}]`,
    '  y-axis "Views"',
    `  bar [${shown.map((p) => p.human).join(', ')}]`,
    `  line [${shown.map((p) => p.ai).join(', ')}]`,
  ].join('\n');
}
