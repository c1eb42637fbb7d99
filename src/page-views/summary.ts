/**
 * The job summary of `page-views` (`core.summary`, GitHub's "job summary"): the project, the
 * resolved date range (`dateTo` exclusive), a totals table, the top pages by total views with
 * their human/AI split, a Mermaid chart of human vs AI views for the top 10, the number of
 * pages exported, the artifact link, and notes on duplicate paths and changing totals.
 * A partial export starts with a warning banner naming the offset, the reason and the rows kept.
 *
 * Every path is untrusted text (anyone can request a URL on a docs site): table cells are
 * HTML-escaped with `|` and backticks as entities and line breaks removed, and chart labels
 * keep only a safe character set. The section stays far below GitHub's 1 MiB per-step limit
 * whatever `summary-rows` and the path lengths: paths are shortened and the table stops at
 * {@link SUMMARY_BUDGET_CHARS}.
 */
import type * as core from '@actions/core';
import { escapeHtml, stripInvisible } from '../format/escape.ts';
import type { ViewsTotals } from '../mintlify/schemas.ts';
import type { DateRange } from './date-range.ts';
import type { PageCounts } from './top-pages.ts';

/** Longest path shown in a table cell, in characters (longer ones end in `…`). */
export const MAX_CELL_PATH_CHARS = 120;

/** Longest chart label, in characters. */
export const MAX_CHART_LABEL_CHARS = 28;

/** Pages in the chart at most. */
export const CHART_PAGES = 10;

/** Characters the top-pages table may take; rows beyond are left out with a note. */
export const SUMMARY_BUDGET_CHARS = 256 * 1024;

/** What the summary shows. */
export interface PageViewsSummaryData {
  projectId: string;
  range: DateRange;
  /** The export (complete or partial), or `undefined` when no file could be kept. */
  export:
    | {
        /** Rows in the files. */
        rows: number;
        /** The last page's totals; `undefined` when no page arrived. */
        totals: ViewsTotals | undefined;
        totalsChanged: boolean;
        /** Rows whose path had appeared before, and the first such paths. */
        duplicates: { count: number; examples: readonly string[] };
        /** Best first; the first `summary-rows` are shown. */
        top: PageCounts[];
        /** Base names of the files written (data files and manifest). */
        fileNames: string[];
        /** Set when the export stopped early: the offset reached and why (already redacted). */
        stopped: { offset: number; reason: string } | undefined;
      }
    | undefined;
  /** `summary-rows`: top pages to show (0: no table, no chart). */
  summaryRows: number;
  /** The uploaded artifact, `'skipped'` for `upload-artifact: false`, `undefined` when none was uploaded. */
  artifact: { name: string; url: string } | 'skipped' | undefined;
  /** Why the step failed, if it did (already redacted). */
  failure: string | undefined;
}

/** C0 and C1 control characters (line breaks included) and the Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * Makes untrusted text inert in an HTML table cell of a Markdown document: invisible and
 * control characters (line breaks included) removed or turned into spaces, shortened to
 * `maxChars`, HTML-escaped, and `|` and backticks written as character references so that
 * neither a Markdown table nor a code span can form.
 */
export function escapeCell(text: string, maxChars = MAX_CELL_PATH_CHARS): string {
  let clean = stripInvisible(text).replace(CONTROL, ' ');
  const chars = Array.from(clean);
  if (chars.length > maxChars) clean = `${chars.slice(0, maxChars - 1).join('')}…`;
  return escapeHtml(clean).replace(/\|/g, '&#124;').replace(/`/g, '&#96;');
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators, e.g. `12,345`. */
export function formatCount(n: number): string {
  return COUNT_FORMAT.format(n);
}

/** AI share of a total as a percentage with one decimal, e.g. `12.5%`; `—` when the total is 0. */
export function formatShare(ai: number, total: number): string {
  return total > 0 ? `${((ai / total) * 100).toFixed(1)}%` : '—';
}

/** A `YYYY-MM-DD` bound minus one day, or `undefined` for an instant. */
function lastIncludedDay(dateTo: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateTo)) return undefined;
  return new Date(Date.parse(`${dateTo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The resolved range in words (plain text), e.g.
 * `2026-01-01 to 2026-01-08 (to, exclusive: last day 2026-01-07; period last-7-days)`, or
 * `API default range` when neither bound is set.
 */
export function describeRange(range: DateRange): string {
  const { dateFrom, dateTo, period } = range;
  const periodNote = period ? `period ${period}` : undefined;
  if (dateFrom === undefined && dateTo === undefined) return 'API default range';
  const from = dateFrom ?? "the API's default start";
  if (dateTo === undefined) return `${from} to the API's default end${periodNote ? ` (${periodNote})` : ''}`;
  const last = lastIncludedDay(dateTo);
  const notes = [`to, exclusive${last ? `: last day ${last}` : ''}`, periodNote].filter((n) => n !== undefined);
  return `${from} to ${dateTo} (${notes.join('; ')})`;
}

/**
 * A chart label: characters outside `A–Z a–z 0–9 / . _ -` become `_` (no quotes, brackets,
 * commas, `#`, `%` or backticks can reach the Mermaid source), shortened to
 * {@link MAX_CHART_LABEL_CHARS} with `…`.
 */
export function chartLabel(path: string): string {
  const safe = Array.from(path.replace(/[^A-Za-z0-9/._-]/g, '_'));
  const text = safe.length > MAX_CHART_LABEL_CHARS ? `${safe.slice(0, MAX_CHART_LABEL_CHARS - 1).join('')}…` : safe.join('');
  return text || '_';
}

/**
 * Mermaid `xychart-beta` source of human (bars) and AI (line) views for the first
 * {@link CHART_PAGES} pages of `top`; labels are numbered by rank (`1. /quickstart`).
 */
export function renderChart(top: readonly PageCounts[]): string {
  const pages = top.slice(0, CHART_PAGES);
  const labels = pages.map((p, i) => `"${i + 1}. ${chartLabel(p.path)}"`);
  return [
    'xychart-beta',
    `  title "Top ${pages.length} pages: human views (bars), AI views (line)"`,
    `  x-axis [${labels.join(', ')}]`,
    '  y-axis "Views"',
    `  bar [${pages.map((p) => p.human).join(', ')}]`,
    `  line [${pages.map((p) => p.ai).join(', ')}]`,
  ].join('\n');
}

/** One row of `core.summary.addTable`: cells are inserted into the HTML as they are. */
type TableRow = Parameters<typeof core.summary.addTable>[0][number];
type Cell = TableRow[number];

function header(...names: string[]): Cell[] {
  return names.map((data) => ({ data, header: true }));
}

/** Examples of duplicated paths named in the summary. */
const DUPLICATE_EXAMPLES_SHOWN = 5;

/**
 * The warning banner of a partial export, as HTML:
 * `⚠️ Partial export — stopped at offset N: <reason>; these files hold the first R rows only.`
 */
export function partialBanner(stopped: { offset: number; reason: string }, rows: number): string {
  const held = rows === 0 ? 'these files hold no rows' : `these files hold the first ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'} only`;
  return `<p><strong>⚠️ Partial export — stopped at offset ${stopped.offset}:</strong> ${escapeCell(stopped.reason.replace(/\.$/, ''), 2000)}; <strong>${held}.</strong></p>`;
}

/** Adds the page-views section to the job summary (the caller writes it). */
export function addPageViewsSummary(summary: typeof core.summary, data: PageViewsSummaryData): typeof core.summary {
  const stopped = data.export?.stopped;
  if (data.export !== undefined && stopped !== undefined) summary.addRaw(partialBanner(stopped, data.export.rows), true);
  summary.addHeading(stopped === undefined ? 'Mintlify page views' : 'Mintlify page views (partial export)', 2);
  summary.addRaw(
    `<p><strong>Project:</strong> <code>${escapeCell(data.projectId)}</code><br>\n<strong>Range:</strong> ${escapeHtml(describeRange(data.range))}</p>`,
    true,
  );
  const result = data.export;
  if (result === undefined) {
    summary.addRaw(`<p><strong>Export failed:</strong> ${escapeCell(data.failure ?? 'unknown error', 2000)}</p>`, true);
    return summary;
  }
  const { totals } = result;
  if (totals === undefined) {
    summary.addRaw('<p>No page arrived, so there are no totals.</p>', true);
  } else {
    summary.addTable([
      header('Human', 'AI', 'Total', 'AI share'),
      [formatCount(totals.human), formatCount(totals.ai), formatCount(totals.total), formatShare(totals.ai, totals.total)],
    ]);
  }
  if (result.totalsChanged) {
    summary.addRaw("<p><em>The API's totals changed during the export; the last page's totals are shown.</em></p>", true);
  }
  if (result.duplicates.count > 0) {
    const examples = result.duplicates.examples
      .slice(0, DUPLICATE_EXAMPLES_SHOWN)
      .map((p) => `<code>${escapeCell(p)}</code>`)
      .join(', ');
    const count = result.duplicates.count;
    summary.addRaw(
      `<p><strong>Duplicate paths:</strong> ${formatCount(count)} ${count === 1 ? 'row repeats a path' : 'rows repeat a path'} exported on an earlier page (e.g. ${examples}): the data changed during the export. Rows are kept as the API returned them; see <code>manifest.json</code>.</p>`,
      true,
    );
  }

  const artifact =
    data.artifact === 'skipped'
      ? 'not uploaded (<code>upload-artifact: false</code>)'
      : data.artifact
        ? `<a href="${escapeHtml(data.artifact.url)}">${escapeCell(data.artifact.name)}</a>`
        : 'none';
  const files = result.fileNames.map((f) => `<code>${escapeCell(f)}</code>`).join(', ') || 'none';
  const rowsLabel = stopped === undefined ? 'Pages exported' : 'Pages kept (partial export)';
  summary.addRaw(
    `<p><strong>${rowsLabel}:</strong> ${formatCount(result.rows)} (${files})<br>\n<strong>Artifact:</strong> ${artifact}</p>`,
    true,
  );

  const top = result.top.slice(0, data.summaryRows);
  if (top.length > 0) {
    summary.addHeading(`Top ${top.length} pages by total views${stopped === undefined ? '' : ` among the ${formatCount(result.rows)} rows kept`}`, 3);
    const rows: TableRow[] = [header('#', 'Page', 'Human', 'AI', 'Total', 'AI share')];
    let used = 0;
    for (const [i, page] of top.entries()) {
      const row = [
        String(i + 1),
        `<code>${escapeCell(page.path)}</code>`,
        formatCount(page.human),
        formatCount(page.ai),
        formatCount(page.total),
        formatShare(page.ai, page.total),
      ];
      used += row.reduce((n, cell) => n + cell.length + 10, 10);
      if (used > SUMMARY_BUDGET_CHARS) break;
      rows.push(row);
    }
    summary.addTable(rows);
    const omitted = top.length - (rows.length - 1);
    if (omitted > 0) summary.addRaw(`<p><em>${formatCount(omitted)} more rows left out to keep the job summary small; see the files.</em></p>`, true);
    summary.addEOL();
    summary.addRaw(`\`\`\`mermaid\n${renderChart(top)}\n\`\`\``, true);
  }
  if (data.failure) summary.addRaw(`<p><strong>Error:</strong> ${escapeCell(data.failure, 2000)}</p>`, true);
  return summary;
}
