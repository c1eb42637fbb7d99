/**
 * The job summary of `page-views`: range, totals, top paths with their human/AI split, a chart,
 * rows exported and the artifact; a partial export opens with a warning banner. Paths are
 * untrusted text, so cells are escaped, and the tables stop at the summary's byte budget.
 */
import type * as core from '@actions/core';
import { formatCount, plural } from '../format/count.ts';
import { escapeCell, escapeHtml } from '../format/escape.ts';
import { renderTable, SummaryBudget } from '../format/summary-budget.ts';
import { untrustedCell } from '../format/untrusted.ts';
import { artifactSummaryHtml, type PublishedArtifact } from '../export/artifact/artifact-step.ts';
import type { PageCounts, TrafficCounts } from '../export/datasets/definition.ts';
import { describeRange, type DateRange } from '../export/date-range.ts';
import { renderChart } from '../export/summary/traffic-chart.ts';
import {
  abandonedHtml,
  alreadyCompleteHtml,
  progressHtml,
  type AbandonedSnapshot,
  type CompleteElsewhere,
  type SnapshotProgress,
} from '../export/resume/resume-summary.ts';
import { clause } from '../format/sentence.ts';
import { totalsTable, TRAFFIC_HEADER, trafficCells } from '../format/summary-html.ts';

/** What the summary shows of an export (complete or partial). */
export interface PageViewsExport {
  /** Rows in the files. */
  rows: number;
  /** HTTP requests spent, retries included. */
  requests: number;
  /** The last page's totals; `undefined` when no page arrived. */
  totals: TrafficCounts | undefined;
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

/** What the summary shows. */
export interface PageViewsSummaryData {
  projectId: string;
  range: DateRange;
  /** The export, or `undefined` when no file could be kept. */
  export: PageViewsExport | undefined;
  /** `summary-rows`: top rows to show (0: no table, no chart). */
  summaryRows: number;
  /** `max-requests`: the request budget of the run. */
  maxRequests: number;
  /** The uploaded artifact, `'skipped'` for `upload-artifact: false`, `undefined` when none was uploaded. */
  artifact: PublishedArtifact | undefined;
  /** Why the step failed, if it did (already redacted). */
  failure: string | undefined;
  /** `resume`: the snapshot's progress over its runs (requests this run and so far, runs left). */
  progress?: SnapshotProgress | undefined;
  /** `resume`: the previous run's artifact was already the complete export of the range; nothing was fetched. */
  alreadyComplete?: CompleteElsewhere | undefined;
  /** `resume`: the previous run's partial snapshot not continued (its range moved on). */
  abandoned?: AbandonedSnapshot | undefined;
}

/** Examples of duplicated paths named in the summary. */
const DUPLICATE_EXAMPLES_SHOWN = 5;

/**
 * The warning banner of a partial export, as HTML:
 * `⚠️ Partial export — stopped at offset N: <reason>; these files hold the first R rows only.`
 */
function partialBanner(stopped: { offset: number; reason: string }, rows: number): string {
  const held = rows === 0 ? 'these files hold no rows' : `these files hold the first ${plural(rows, 'row')} only`;
  return `<p><strong>⚠️ Partial export — stopped at offset ${stopped.offset}:</strong> ${untrustedCell(clause(stopped.reason), 2000)}; <strong>${held}.</strong></p>`;
}

/** The top pages: a table (rows beyond the summary's byte budget left out with a note) and a chart. */
function topPages(result: PageViewsExport, summaryRows: number, budget: SummaryBudget): string {
  const top = result.top.slice(0, summaryRows);
  if (top.length === 0) return '';
  const rows = top.map((p, i) => [String(i + 1), `<code>${escapeCell(p.path)}</code>`, ...trafficCells(p)]);
  const among = result.stopped === undefined ? '' : ` among the ${formatCount(result.rows)} rows kept`;
  return `<h3>Top ${top.length} pages by total views${among}</h3>\n${renderTable(['#', 'Page', ...TRAFFIC_HEADER], rows, budget)}\n\`\`\`mermaid\n${renderChart(top)}\n\`\`\`\n`;
}

/**
 * Adds the page-views section to the job summary (the caller writes
 * it); its tables stay within GitHub's 1 MiB, counted in UTF-8 bytes.
 */
export function addPageViewsSummary(summary: typeof core.summary, data: PageViewsSummaryData): typeof core.summary {
  const budget = new SummaryBudget();
  const result = data.export;
  const stopped = result?.stopped;
  // An export in progress (resume) opens with its progress instead of the warning banner.
  const inProgress = stopped !== undefined && data.progress?.left !== undefined;
  if (inProgress && data.progress !== undefined) summary.addRaw(progressHtml(data.progress), true);
  else if (result !== undefined && stopped !== undefined) summary.addRaw(partialBanner(stopped, result.rows), true);
  summary.addHeading(stopped === undefined ? 'Mintlify page views' : 'Mintlify page views (partial export)', 2);
  summary.addRaw(
    `<p><strong>Project:</strong> <code>${escapeCell(data.projectId)}</code><br>\n<strong>Range:</strong> ${escapeHtml(describeRange(data.range))}</p>`,
    true,
  );
  if (data.abandoned !== undefined) summary.addRaw(abandonedHtml(data.abandoned), true);
  if (data.alreadyComplete !== undefined) return summary.addRaw(alreadyCompleteHtml(data.alreadyComplete), true);
  if (data.progress !== undefined && !inProgress) summary.addRaw(progressHtml(data.progress), true);
  if (result === undefined)
    return summary.addRaw(
      `<p><strong>Export failed:</strong> ${untrustedCell(data.failure ?? 'unknown error', 2000)}</p>`,
      true,
    );
  const { totals } = result;
  summary.addRaw(
    totals === undefined ? '<p>No page arrived, so there are no totals.</p>' : totalsTable(totals, budget),
    true,
  );
  if (result.totalsChanged)
    summary.addRaw(
      "<p><em>The API's totals changed during the export; the last page's totals are shown.</em></p>",
      true,
    );
  const count = result.duplicates.count;
  if (count > 0) {
    const examples = result.duplicates.examples
      .slice(0, DUPLICATE_EXAMPLES_SHOWN)
      .map((p) => `<code>${escapeCell(p)}</code>`);
    summary.addRaw(
      `<p><strong>Duplicate paths:</strong> ${plural(count, 'row repeats a path', 'rows repeat a path')} exported on an earlier page (e.g. ${examples.join(', ')}): the data changed during the export. Rows are kept as the API returned them; see <code>manifest.json</code>.</p>`,
      true,
    );
  }
  const files = result.fileNames.map((f) => `<code>${escapeCell(f)}</code>`).join(', ') || 'none';
  summary.addRaw(
    `<p><strong>${stopped === undefined ? 'Rows exported' : 'Rows kept (partial export)'}:</strong> ${formatCount(result.rows)} (${files})<br>\n<strong>API requests:</strong> ${formatCount(result.requests)} of ${formatCount(data.maxRequests)} (<code>max-requests</code>, retries included)<br>\n<strong>Artifact:</strong> ${artifactSummaryHtml(data.artifact)}</p>`,
    true,
  );
  summary.addRaw(topPages(result, data.summaryRows, budget), true);
  if (data.failure) summary.addRaw(`<p><strong>Error:</strong> ${untrustedCell(data.failure, 2000)}</p>`, true);
  return summary;
}
