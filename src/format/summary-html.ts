/**
 * Small HTML pieces of a job summary shared by the modes that write one (`analytics`,
 * `page-views`): paragraphs, headings and the traffic-count columns. Pure.
 */
import { formatCount, formatShare } from './count.ts';
import { escapeHtml } from './escape.ts';
import { renderTable, type SummaryBudget } from './summary-budget.ts';

/** `html` (already HTML-safe) as a paragraph, ending in a line break. */
export function paragraph(html: string): string {
  return `<p>${html}</p>\n`;
}

/** `text` (escaped here) as a heading of `level`, ending in a line break. */
export function heading(level: 2 | 3 | 4, text: string): string {
  return `<h${level}>${escapeHtml(text)}</h${level}>\n`;
}

/** Views by humans and AI agents, and both. */
interface TrafficCounts {
  human: number;
  ai: number;
  total: number;
}

/** The column titles of {@link trafficCells}. */
export const TRAFFIC_HEADER = ['Human', 'AI', 'Total', 'AI share'] as const;

/**
 * The cells of a row of traffic counts: human, AI and total
 * views (`12,345`), and the AI share (`12.5%`, `—` for no view).
 */
export function trafficCells(counts: TrafficCounts): string[] {
  return [
    formatCount(counts.human),
    formatCount(counts.ai),
    formatCount(counts.total),
    formatShare(counts.ai, counts.total),
  ];
}

/** The one-row table of a range's traffic totals, spent from `budget`. */
export function totalsTable(totals: TrafficCounts, budget: SummaryBudget): string {
  return renderTable(TRAFFIC_HEADER, [trafficCells(totals)], budget);
}
