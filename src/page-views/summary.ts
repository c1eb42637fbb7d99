/**
 * The job summary of `page-views`: range, totals, top paths with their human/AI split, a chart,
 * rows exported and the artifact; a partial export opens with a warning banner. Paths are
 * untrusted text, so cells are escaped and the table stops at {@link SUMMARY_BUDGET_CHARS}.
 */
import type * as core from '@actions/core';
import { formatCount, formatShare } from '../format/count.ts';
import { escapeCell, escapeHtml } from '../format/escape.ts';
import { untrustedCell } from '../format/untrusted.ts';
import type { ViewsTotals } from '../mintlify/schemas.ts';
import { artifactSummaryHtml, type PublishedArtifact } from '../export/artifact-step.ts';
import { describeRange, type DateRange } from '../export/date-range.ts';
import { renderChart } from './chart.ts';
import type { ViewRow } from './top-rows.ts';
import { clause } from '../format/sentence.ts';

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
        /** HTTP requests spent, retries included. */
        requests: number;
        /** The last page's totals; `undefined` when no page arrived. */
        totals: ViewsTotals | undefined;
        totalsChanged: boolean;
        /** Rows whose path had appeared before, and the first such paths. */
        duplicates: { count: number; examples: readonly string[] };
        /** Best first; the first `summary-rows` are shown. */
        top: ViewRow[];
        /** Base names of the files written (data files and manifest). */
        fileNames: string[];
        /** Set when the export stopped early: the offset reached and why (already redacted). */
        stopped: { offset: number; reason: string } | undefined;
      }
    | undefined;
  /** `summary-rows`: top rows to show (0: no table, no chart). */
  summaryRows: number;
  /** `max-requests`: the request budget of the run. */
  maxRequests: number;
  /** The uploaded artifact, `'skipped'` for `upload-artifact: false`, `undefined` when none was uploaded. */
  artifact: PublishedArtifact | undefined;
  /** Why the step failed, if it did (already redacted). */
  failure: string | undefined;
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
  return `<p><strong>⚠️ Partial export — stopped at offset ${stopped.offset}:</strong> ${untrustedCell(clause(stopped.reason), 2000)}; <strong>${held}.</strong></p>`;
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
    summary.addRaw(`<p><strong>Export failed:</strong> ${untrustedCell(data.failure ?? 'unknown error', 2000)}</p>`, true);
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

  const artifact = artifactSummaryHtml(data.artifact);
  const files = result.fileNames.map((f) => `<code>${escapeCell(f)}</code>`).join(', ') || 'none';
  const rowsLabel = stopped === undefined ? 'Rows exported' : 'Rows kept (partial export)';
  summary.addRaw(
    `<p><strong>${rowsLabel}:</strong> ${formatCount(result.rows)} (${files})<br>\n<strong>API requests:</strong> ${formatCount(result.requests)} of ${formatCount(data.maxRequests)} (<code>max-requests</code>, retries included)<br>\n<strong>Artifact:</strong> ${artifact}</p>`,
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
  if (data.failure) summary.addRaw(`<p><strong>Error:</strong> ${untrustedCell(data.failure, 2000)}</p>`, true);
  return summary;
}
