/**
 * The job summary of `analytics`, rendered as one HTML/Markdown string (the caller adds it to `core.summary`): the
 * project, the range (`dateTo` exclusive), the privacy rules, the artifact and the requests per dataset against
 * `max-requests`, then one section per dataset (what each shows: docs/analytics.md, the datasets table). A partial or
 * skipped dataset says so in its section, and a partial snapshot opens with a warning banner. Pure. API strings are
 * untrusted (`untrustedCell`) and the summary stays within GitHub's 1 MiB: docs/architecture.md, "Job summaries".
 */
import { formatCount, formatShare } from '../format/count.ts';
import { renderTable, SummaryBudget } from '../format/summary-budget.ts';
import { escapeCell, escapeHtml } from '../format/escape.ts';
import { untrustedCell } from '../format/untrusted.ts';
import { artifactSummaryHtml, type PublishedArtifact } from '../export/artifact/artifact-step.ts';
import { describeRange, type DateRange } from '../export/date-range.ts';
import { ANALYTICS_DATASETS, type AnalyticsDataset } from '../mintlify/analytics-endpoints.ts';
import type { DatasetSummary, PageCounts, SearchSummaryRow } from '../export/datasets/definition.ts';
import type { DatasetOutcome } from '../export/paging/dataset-outcome.ts';
import type { Frequency } from '../export/summary/frequent.ts';
import type { Privacy } from '../export/privacy.ts';
import { clause } from '../format/sentence.ts';
import { isSmallTalk } from '../findings/topics/words.ts';
import { heading, paragraph, totalsTable, TRAFFIC_HEADER, trafficCells } from '../format/summary-html.ts';
import {
  abandonedHtml,
  alreadyCompleteHtml,
  progressHtml,
  type AbandonedSnapshot,
  type CompleteElsewhere,
  type SnapshotProgress,
} from '../export/resume/resume-summary.ts';

/** What the summary shows. */
export interface AnalyticsSummaryData {
  projectId: string;
  range: DateRange;
  maxRequests: number;
  /** Rows of each top-N table (`summary-rows`). */
  summaryRows: number;
  privacy: Privacy;
  /** The notice when visitor text is left out. */
  visitorTextNotice: string | undefined;
  /** The snapshot, or `undefined` when no file could be kept. */
  snapshot:
    | {
        complete: boolean;
        outcomes: readonly DatasetOutcome[];
        requests: number;
      }
    | undefined;
  /** The uploaded artifact, `'skipped'` with `upload-artifact: false`, or `undefined` when none. */
  artifact: PublishedArtifact | undefined;
  /** A failure to show (already redacted): the export or the upload. */
  failure: string | undefined;
  /** What makes this snapshot a quiet week (`quiet-week.ts`, plain text), shown first; `undefined` in a usual week. */
  quietWeek?: string | undefined;
  /** Renders the "Docs health" section (`findings: true`), shown first, within the summary's budget. */
  docsHealth?: ((budget: SummaryBudget) => string) | undefined;
  /** `resume`: the snapshot's progress over its runs (requests this run and so far, runs left). */
  progress?: SnapshotProgress | undefined;
  /** `resume`: the previous run's artifact was already the complete snapshot of the range; nothing was fetched. */
  alreadyComplete?: CompleteElsewhere | undefined;
  /** `resume`: the previous run's partial snapshot not continued (its range moved on). */
  abandoned?: AbandonedSnapshot | undefined;
}

/** Section titles, per dataset. */
const SECTION_TITLES: Record<AnalyticsDataset, string> = {
  views: 'Page views',
  visitors: 'Unique visitors',
  searches: 'Searches',
  feedback: 'Feedback',
  'feedback-by-page': 'Pages with the most thumbs-down',
  assistant: 'Assistant conversations',
  'assistant-callers': 'Assistant callers',
};

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}

function code(text: string): string {
  return `<code>${untrustedCell(text)}</code>`;
}

function topPagesTable(title: string, pages: readonly PageCounts[], limit: number, budget: SummaryBudget): string {
  const shown = pages.slice(0, limit);
  if (shown.length === 0) return '';
  return (
    heading(4, `${title} (top ${shown.length})`) +
    renderTable(
      ['#', 'Page', ...TRAFFIC_HEADER],
      shown.map((p, i) => [String(i + 1), code(p.path), ...trafficCells(p)]),
      budget,
    )
  );
}

function searchesTable(
  rows: readonly SearchSummaryRow[],
  limit: number,
  privacy: Privacy,
  budget: SummaryBudget,
): string {
  const shown = rows.slice(0, limit);
  const header = ['#', ...(privacy.visitorText ? ['Search'] : []), 'Searches', 'Click-through', 'Top clicked page'];
  return renderTable(
    header,
    shown.map((r, i) => [
      String(i + 1),
      ...(privacy.visitorText ? [untrustedCell(r.query ?? '')] : []),
      formatCount(r.hits),
      percent(r.ctr),
      r.topClickedPage === null ? '—' : code(r.topClickedPage),
    ]),
    budget,
  );
}

function frequencyTable(label: string, rows: readonly Frequency[], limit: number, budget: SummaryBudget): string {
  return renderTable(
    ['#', label, 'Conversations'],
    rows.slice(0, limit).map((r, i) => [String(i + 1), untrustedCell(r.value), formatCount(r.count)]),
    budget,
  );
}

/** The body of one dataset's section (without its heading). */
function renderDatasetSection(summary: DatasetSummary, limit: number, privacy: Privacy, budget: SummaryBudget): string {
  switch (summary.dataset) {
    case 'views':
    case 'visitors': {
      if (summary.totals === undefined) return paragraph('No response arrived, so there are no totals.');
      const what = summary.dataset === 'views' ? 'Top pages by total views' : 'Top pages by unique visitors';
      return totalsTable(summary.totals, budget) + topPagesTable(what, summary.top, limit, budget);
    }
    case 'searches': {
      let html = paragraph(
        `<strong>Searches:</strong> ${summary.totalSearches === undefined ? '—' : formatCount(summary.totalSearches)} · <strong>distinct terms:</strong> ${formatCount(summary.terms)} · <strong>terms without a click:</strong> ${formatCount(summary.noClickTerms)} (${formatCount(summary.noClickHits)} searches)`,
      );
      if (summary.top.length > 0 && limit > 0) {
        html +=
          heading(4, `Top searches (${Math.min(limit, summary.top.length)})`) +
          searchesTable(summary.top, limit, privacy, budget);
      }
      if (summary.noClick.length > 0 && limit > 0) {
        html +=
          heading(4, 'Searches with no click (content gaps)') + searchesTable(summary.noClick, limit, privacy, budget);
      }
      return html;
    }
    case 'feedback-by-page': {
      let html = paragraph(
        `<strong>Pages with feedback:</strong> ${formatCount(summary.pages)}${summary.truncated ? ` (the API returned its first ${formatCount(summary.pages)} pages only: <code>hasMore</code> is true and the endpoint has no paging parameter)` : ''}`,
      );
      const shown = summary.top.slice(0, limit);
      if (shown.length === 0) return html + paragraph('No page has a thumbs-down.');
      html += renderTable(
        ['#', 'Page', 'Thumbs down', 'Thumbs up', 'Code', 'Total'],
        shown.map((r, i) => [
          String(i + 1),
          code(r.path),
          formatCount(r.thumbsDown),
          formatCount(r.thumbsUp),
          formatCount(r.code),
          formatCount(r.total),
        ]),
        budget,
      );
      return html;
    }
    case 'feedback': {
      const html = paragraph(
        `<strong>Feedback items:</strong> ${formatCount(summary.items)} · <strong>with a comment:</strong> ${formatCount(summary.withComment)} · <strong>helpful / not helpful:</strong> ${formatCount(summary.helpful)} / ${formatCount(summary.notHelpful)}`,
      );
      return (
        html +
        heading(4, 'By source') +
        renderTable(
          ['Source', 'Items'],
          Object.entries(summary.bySource).map(([k, n]) => [`<code>${escapeCell(k)}</code>`, formatCount(n)]),
          budget,
        ) +
        heading(4, 'By status') +
        renderTable(
          ['Status', 'Items'],
          Object.entries(summary.byStatus).map(([k, n]) => [`<code>${escapeCell(k)}</code>`, formatCount(n)]),
          budget,
        )
      );
    }
    case 'assistant': {
      let html =
        paragraph(`<strong>Conversations:</strong> ${formatCount(summary.conversations)}`) +
        heading(4, 'By resolution status') +
        renderTable(
          ['Status', 'Conversations', 'Share'],
          Object.entries(summary.byResolution).map(([k, n]) => [
            `<code>${escapeCell(k)}</code>`,
            formatCount(n),
            formatShare(n, summary.conversations),
          ]),
          budget,
        );
      if (summary.categories.length > 0 && limit > 0) {
        html += heading(4, 'By category') + frequencyTable('Category', summary.categories, limit, budget);
        if (summary.categoriesApproximate)
          html += paragraph('<em>More categories than the summary counts: counts are upper bounds.</em>');
      }
      // A greeting or a "thanks" is not a question the docs failed to answer (findings/topics/words.ts).
      const questions = summary.unresolved.filter((r) => !isSmallTalk(r.value));
      if (privacy.visitorText && questions.length > 0 && limit > 0) {
        html += heading(4, 'Most frequent unanswered queries') + frequencyTable('Query', questions, limit, budget);
        if (summary.unresolvedApproximate)
          html += paragraph('<em>More distinct queries than the summary counts: counts are upper bounds.</em>');
      }
      return html;
    }
    case 'assistant-callers': {
      const s = summary.stats;
      if (s === undefined) return paragraph('No response arrived.');
      return renderTable(
        ['Web', 'API', 'Other', 'Total'],
        [[formatCount(s.web), formatCount(s.api), formatCount(s.other), formatCount(s.total)]],
        budget,
      );
    }
  }
}

function statusLabel(outcome: DatasetOutcome): string {
  if (outcome.status === 'complete')
    return outcome.truncated ? '✅ complete (API limit: rows left out)' : '✅ complete';
  return outcome.status === 'partial' ? '⚠️ <strong>partial</strong>' : '⏭️ <strong>not fetched</strong>';
}

/** The requests table: per dataset its status, rows, requests and files, then the total against `max-requests`. */
function requestsTable(
  outcomes: readonly DatasetOutcome[],
  requests: number,
  maxRequests: number,
  budget: SummaryBudget,
): string {
  const rows = outcomes.map((o) => [
    `<code>${escapeCell(o.dataset)}</code>`,
    statusLabel(o),
    formatCount(o.rows),
    formatCount(o.requests),
    o.files.map((f) => `<code>${escapeCell(f.path.split(/[\\/]/).pop() ?? '')}</code>`).join(' ') || '—',
  ]);
  // A snapshot built over several runs (resume): the datasets' requests are every run's, the budget this run's.
  const everyRun = outcomes.reduce((n, o) => n + o.requests, 0);
  const spent = `<strong>${formatCount(requests)} of ${formatCount(maxRequests)}</strong>${everyRun > requests ? ` this run (${formatCount(everyRun)} over every run)` : ''}`;
  rows.push([
    '<strong>all</strong>',
    '',
    formatCount(outcomes.reduce((n, o) => n + o.rows, 0)),
    spent,
    '<code>manifest.json</code>',
  ]);
  return renderTable(['Dataset', 'Status', 'Rows', 'Requests', 'Files'], rows, budget);
}

/** The warning banner of a partial snapshot, naming the datasets that are not complete. */
function partialBanner(outcomes: readonly DatasetOutcome[]): string {
  const incomplete = outcomes.filter((o) => o.status !== 'complete');
  const list = incomplete
    .map(
      (o) =>
        `<code>${escapeCell(o.dataset)}</code> (${o.status === 'partial' ? `partial, ${formatCount(o.rows)} rows kept` : 'not fetched'})`,
    )
    .join(', ');
  return paragraph(
    `<strong>⚠️ Partial snapshot — not every dataset is complete:</strong> ${list}. Their files are named <code>&lt;dataset&gt;.partial.json</code> / <code>.csv</code> and <code>manifest.json</code> says <code>complete: false</code>.`,
  );
}

/** Renders the whole summary (see the module comment). */
export function renderAnalyticsSummary(data: AnalyticsSummaryData): string {
  const budget = new SummaryBudget();
  const snapshot = data.snapshot;
  const partial = snapshot !== undefined && !snapshot.complete;
  let html = '';
  if (data.quietWeek !== undefined) html += paragraph(`<strong>⚠️ Quiet week</strong> — ${escapeHtml(data.quietWeek)}`);
  // A snapshot in progress (resume) opens with its progress instead of the warning banner.
  if (partial && data.progress?.left !== undefined) html += progressHtml(data.progress);
  else if (partial) html += partialBanner(snapshot.outcomes);
  if (data.docsHealth !== undefined) html += data.docsHealth(budget);
  html += heading(2, partial ? 'Mintlify analytics snapshot (partial)' : 'Mintlify analytics snapshot');
  const artifact = artifactSummaryHtml(data.artifact);
  const visitorText = data.privacy.visitorText ? 'included' : 'left out';
  html += paragraph(
    `<strong>Project:</strong> <code>${escapeCell(data.projectId)}</code><br>\n<strong>Range:</strong> ${escapeHtml(describeRange(data.range))}<br>\n<strong>Visitor text:</strong> ${visitorText} · <strong>feedback contacts:</strong> ${data.privacy.contact ? 'included in the files' : 'left out'}<br>\n<strong>Artifact:</strong> ${artifact}`,
  );
  if (data.visitorTextNotice !== undefined) html += paragraph(`<em>${escapeHtml(data.visitorTextNotice)}</em>`);
  if (data.failure !== undefined) html += paragraph(`<strong>Error:</strong> ${untrustedCell(data.failure, 2000)}`);
  if (data.abandoned !== undefined) html += abandonedHtml(data.abandoned);
  if (data.alreadyComplete !== undefined) html += alreadyCompleteHtml(data.alreadyComplete);
  if (snapshot === undefined) return html;
  if (data.progress !== undefined && !(partial && data.progress.left !== undefined))
    html += progressHtml(data.progress);

  html += heading(3, 'Requests') + requestsTable(snapshot.outcomes, snapshot.requests, data.maxRequests, budget);
  const limit = Math.max(0, Math.floor(data.summaryRows));
  // Sections in the order of the datasets table (views first); the requests table above is in fetch order.
  const sections = ANALYTICS_DATASETS.map((d) => snapshot.outcomes.find((o) => o.dataset === d)).filter(
    (o) => o !== undefined,
  );
  // Under a Docs health section, each dataset's tables fold away (open one to read it): the
  // findings come first, the raw top-N tables are reference.
  const folded = data.docsHealth !== undefined;
  for (const outcome of sections) {
    html += folded
      ? `<details><summary>${heading(3, SECTION_TITLES[outcome.dataset]).trimEnd()}</summary>\n\n`
      : heading(3, SECTION_TITLES[outcome.dataset]);
    if (outcome.status !== 'complete' && outcome.stop !== undefined) {
      const shown = outcome.status === 'partial' ? `; shown from the ${formatCount(outcome.rows)} rows received` : '';
      html += paragraph(
        `<strong>${outcome.status === 'partial' ? '⚠️ Partial' : '⏭️ Not fetched'}:</strong> ${untrustedCell(clause(outcome.stop.message), 1000)}${shown}.`,
      );
    }
    if (outcome.summary !== undefined) html += renderDatasetSection(outcome.summary, limit, data.privacy, budget);
    if (folded) html += '</details>\n';
  }
  return html;
}
