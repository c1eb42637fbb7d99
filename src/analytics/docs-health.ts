/**
 * The "Docs health" section that opens the analytics job summary: the headline figures with
 * their change against the previous snapshot (signed percentages, per day; the AI share in
 * percentage points), a Mermaid bar chart of those changes, line charts of the figures over the
 * last snapshots of `history.json` (`trend-chart.ts`), then the top findings by score,
 * grouped by kind, each with its evidence. Page paths link to the live page when `docs-url` is
 * set. Pure; HTML inside Markdown like the rest of the summary.
 *
 * Every string from the API is untrusted (`untrustedCell`); visitor text appears only where
 * `findings.json` has it (it follows `visitor-text`), a withheld query shows as *withheld*.
 */
import { formatCount, plural } from '../format/count.ts';
import { escapeHtml } from '../format/escape.ts';
import { renderTable, type SummaryBudget } from '../format/summary-budget.ts';
import { heading, paragraph } from '../format/summary-html.ts';
import { untrustedCell } from '../format/untrusted.ts';
import { formatChange } from '../findings/trends.ts';
import { keyFigure } from '../findings/figures.ts';
import { changeText, MIN_COUNT_FOR_PERCENT, renderChangeCharts } from './change-chart.ts';
import type { HistoryEntry } from '../findings/history.ts';
import { renderTrendCharts } from './trend-chart.ts';
import type { Finding, FindingKind, FindingsFile, FindingOf, HeadlineMetric } from '../findings/types.ts';

/** What the headline table calls each figure. */
export const HEADLINE_LABELS: Record<HeadlineMetric, string> = {
  'views-human': 'Views (human)',
  'views-ai': 'Views (AI)',
  'views-total': 'Views (total)',
  visitors: 'Unique visitors',
  searches: 'Searches',
  feedback: 'Feedback items',
  'assistant-conversations': 'Assistant conversations',
  'ai-share': 'AI share of views',
};

/** Group titles, in the order the section shows them. */
const KIND_TITLES: Record<FindingKind, string> = {
  'content-gap': 'Content gaps: searched, nothing clicked',
  'negative-feedback': 'Pages readers rate down',
  'unanswered-questions': 'Questions the assistant could not answer',
  'traffic-drop': 'Pages that lost their readers',
};

/** What {@link renderDocsHealth} shows. */
export interface DocsHealthData {
  findings: FindingsFile;
  /** `history.json`'s snapshots, oldest first, this one last: the trend charts; `undefined` for none. */
  history?: readonly HistoryEntry[] | undefined;
  /** Findings shown at most (`summary-rows`); the rest are counted. */
  rows: number;
}

function figure(metric: HeadlineMetric, value: number | null): string {
  if (value === null) return '—';
  return metric === 'ai-share' ? `${(value * 100).toFixed(1)}%` : formatCount(value);
}

/** A page path as code, linked to the live page when the finding has its `url`. */
function page(path: string, url: string | undefined): string {
  const code = `<code>${untrustedCell(path)}</code>`;
  return url === undefined ? code : `<a href="${escapeHtml(url)}">${code}</a>`;
}

function seen(f: Finding): string {
  return f.seen === 'new' ? 'new' : f.seen === 'again' ? 'again' : '—';
}

function previous(value: number | null): string {
  return value === null ? '—' : formatCount(value);
}

function headlineSection(file: FindingsFile, budget: SummaryBudget): string {
  const compared = file.compare.status === 'compared';
  const header = compared ? ['', 'This snapshot', 'Previous', 'Change'] : ['', 'This snapshot'];
  const rows = file.headline
    .filter((h) => h.current !== null || h.previous !== null)
    .map((h) => {
      const label = `<strong>${escapeHtml(HEADLINE_LABELS[h.metric])}</strong>`;
      return compared
        ? [label, figure(h.metric, h.current), figure(h.metric, h.previous), changeText(h)]
        : [label, figure(h.metric, h.current)];
    });
  if (rows.length === 0) return '';
  const note = compared
    ? paragraph(
        `<em>Changes of counts under ${MIN_COUNT_FOR_PERCENT} are differences, not percentages, and are not charted.</em>`,
      )
    : '';
  return renderTable(header, rows, budget) + (compared ? budget.spend(note + renderChangeCharts(file.headline)) : '');
}

function contentGapRows(findings: readonly FindingOf<'content-gap'>[]): string[][] {
  return findings.map((f) => [
    f.subject === null ? '<em>withheld</em>' : untrustedCell(f.subject),
    formatCount(f.hits),
    previous(f.previousHits),
    seen(f),
    f.score.toFixed(1),
  ]);
}

function feedbackEvidence(f: FindingOf<'negative-feedback'>): string {
  if (f.pendingComments === 0) return '—';
  const texts = f.comments.filter((c) => c.comment !== undefined).slice(0, 2);
  if (texts.length === 0) return `${formatCount(f.pendingComments)} (text withheld)`;
  return `${formatCount(f.pendingComments)}: ${texts.map((c) => `“${untrustedCell(c.comment ?? '', 100)}”`).join('<br>')}`;
}

function negativeFeedbackRows(findings: readonly FindingOf<'negative-feedback'>[]): string[][] {
  return findings.map((f) => [
    page(f.path, f.url),
    formatCount(f.thumbsDown),
    formatCount(f.thumbsUp),
    feedbackEvidence(f),
    previous(f.previousThumbsDown),
    f.score.toFixed(1),
  ]);
}

function counted(list: readonly { value: string; count: number }[] | undefined, code: boolean): string {
  if (list === undefined) return '<em>withheld</em>';
  if (list.length === 0) return '—';
  return list
    .slice(0, 3)
    .map(
      (c) =>
        `${code ? `<code>${untrustedCell(c.value, 80)}</code>` : untrustedCell(c.value, 80)} (${formatCount(c.count)})`,
    )
    .join('<br>');
}

function unansweredRows(findings: readonly FindingOf<'unanswered-questions'>[]): string[][] {
  return findings.map((f) => [
    f.category === null ? '<em>uncategorised</em>' : untrustedCell(f.category),
    `${formatCount(f.unanswered)} of ${formatCount(f.conversations)}`,
    counted(f.pages, true),
    counted(f.queries, false),
    previous(f.previousUnanswered),
    f.score.toFixed(1),
  ]);
}

function trafficDropRows(findings: readonly FindingOf<'traffic-drop'>[]): string[][] {
  return findings.map((f) => [
    page(f.path, f.url),
    f.readers === undefined ? '—' : f.readers === 'human' ? 'human' : 'human and AI',
    escapeHtml(keyFigure(f)),
    formatChange(f.change),
    f.score.toFixed(1),
  ]);
}

/** A finding's subject as a cell: the page (linked), the query (or *withheld*), the category. */
function subjectCell(f: Finding): string {
  switch (f.kind) {
    case 'negative-feedback':
    case 'traffic-drop':
      return page(f.path, f.url);
    case 'content-gap':
      return f.subject === null ? '<em>a withheld query</em>' : `“${untrustedCell(f.subject, 80)}”`;
    case 'unanswered-questions':
      return f.category === null ? '<em>uncategorised questions</em>' : untrustedCell(f.category, 80);
  }
}

/** The topics table: rank, subject, every finding's key figure, and why it ranks there. */
function topicsSection(file: FindingsFile, limit: number, budget: SummaryBudget): string {
  const byId = new Map(file.findings.map((f) => [f.id, f]));
  const topics = (file.topics ?? []).slice(0, limit);
  if (topics.length === 0) return '';
  const rows = topics.map((t) => {
    const members = t.findingIds.flatMap((id) => byId.get(id) ?? []);
    const lead = members[0];
    return [
      String(t.rank),
      lead === undefined ? '—' : subjectCell(lead),
      members.map((f) => `${escapeHtml(KIND_NAMES[f.kind])}: ${escapeHtml(keyFigure(f))}`).join('<br>'),
      t.score.toFixed(1),
      escapeHtml(t.why.replace(/^Ranked [^:]*: /, '')),
    ];
  });
  return (
    budget.spend(
      heading(4, `Topics (${formatCount(file.topics?.length ?? 0)})`) +
        paragraph('Findings about the same subject are one topic, with one issue and at most one agent job.'),
    ) + renderTable(['Rank', 'Subject', 'Evidence', 'Score', 'Why it ranks here'], rows, budget)
  );
}

/** A finding kind in a few words, for the topics table. */
const KIND_NAMES: Record<FindingKind, string> = {
  'content-gap': 'search',
  'negative-feedback': 'thumbs-down',
  'unanswered-questions': 'unanswered',
  'traffic-drop': 'traffic drop',
};

function ofKind<K extends FindingKind>(findings: readonly Finding[], kind: K): FindingOf<K>[] {
  return findings.filter((f): f is FindingOf<K> => f.kind === kind);
}

function findingsSection(file: FindingsFile, limit: number, budget: SummaryBudget): string {
  const shown = file.findings.slice(0, limit);
  let html = '';
  const group = (kind: FindingKind, header: string[], rows: string[][]): void => {
    if (rows.length === 0) return;
    html += budget.spend(heading(4, `${KIND_TITLES[kind]} (${rows.length})`)) + renderTable(header, rows, budget);
  };
  group(
    'content-gap',
    ['Query', 'Searches', 'Previous', 'Seen', 'Score'],
    contentGapRows(ofKind(shown, 'content-gap')),
  );
  group(
    'negative-feedback',
    ['Page', 'Thumbs down', 'Thumbs up', 'Pending comments', 'Previous thumbs down', 'Score'],
    negativeFeedbackRows(ofKind(shown, 'negative-feedback')),
  );
  group(
    'unanswered-questions',
    ['Category', 'Unanswered', 'Started on', 'Most frequent queries', 'Previous', 'Score'],
    unansweredRows(ofKind(shown, 'unanswered-questions')),
  );
  group(
    'traffic-drop',
    ['Page', 'Readers lost', 'Views', 'All views, change per day', 'Score'],
    trafficDropRows(ofKind(shown, 'traffic-drop')),
  );
  const more = file.findings.length - shown.length;
  if (more > 0)
    html += budget.spend(paragraph(`<em>${plural(more, 'more finding')} in <code>findings.json</code>.</em>`));
  return html;
}

/** The count line: `4 findings: 1 content gap, 2 pages rated down, 1 traffic drop.` */
function findingsCountLine(findings: readonly Finding[]): string {
  if (findings.length === 0)
    return 'No findings: no query, page or category crossed the thresholds (docs/findings.md).';
  const names: Record<FindingKind, [string, string]> = {
    'content-gap': ['content gap', 'content gaps'],
    'negative-feedback': ['page rated down', 'pages rated down'],
    'unanswered-questions': ['category of unanswered questions', 'categories of unanswered questions'],
    'traffic-drop': ['traffic drop', 'traffic drops'],
  };
  const parts = (Object.keys(names) as FindingKind[])
    .map((kind) => [kind, findings.filter((f) => f.kind === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => plural(n, ...names[kind]));
  return `${plural(findings.length, 'finding')}: ${parts.join(', ')}.`;
}

/** The comparison line: what the snapshot was compared with, or why not. */
function compareLine(data: DocsHealthData): string {
  const { compare } = data.findings;
  if (compare.status === 'compared') {
    const p = compare.previous;
    const range =
      p.range.dateFrom !== null && p.range.dateTo !== null
        ? `${p.range.dateFrom} to ${p.range.dateTo} (exclusive)`
        : 'the API’s default range';
    const run =
      p.run.url === null
        ? `run ${p.run.runId ?? '?'}`
        : `<a href="${escapeHtml(p.run.url)}">run ${p.run.runId ?? '?'}</a>`;
    const perDay = p.range.days !== data.findings.range.days ? ' Ranges differ in length, so changes are per day.' : '';
    return paragraph(
      `Compared with the previous snapshot: ${escapeHtml(range)}, ${run}, artifact <code>${untrustedCell(p.artifactName)}</code>.${perDay}`,
    );
  }
  if (compare.status === 'off') return paragraph('Not compared with a previous snapshot (<code>compare: none</code>).');
  return paragraph(`<strong>Not compared:</strong> ${untrustedCell(compare.reason, 1000)}`);
}

/** Renders the section (see the module comment); `budget` is shared with the rest of the summary. */
export function renderDocsHealth(data: DocsHealthData, budget: SummaryBudget): string {
  const file = data.findings;
  let html = budget.spend(heading(2, 'Docs health') + compareLine(data));
  html += headlineSection(file, budget);
  html += budget.spend(renderTrendCharts(data.history));
  let notes = heading(3, 'Findings') + paragraph(escapeHtml(findingsCountLine(file.findings)));
  if (file.incomplete.length > 0) {
    notes += paragraph(
      `<em>Not complete in this snapshot, so findings from ${file.incomplete.map((d) => `<code>${escapeHtml(d)}</code>`).join(', ')} may be missing${file.incomplete.includes('views') ? ' (no traffic drops without complete views)' : ''}.</em>`,
    );
  }
  const baseline = file.trafficBaseline;
  if (baseline !== undefined && baseline.snapshots < baseline.needed) {
    notes += paragraph(
      `<em>Traffic drops are judged once ${baseline.needed} earlier snapshots make a baseline; this one had ${baseline.snapshots}.</em>`,
    );
  }
  if (file.visitorText === 'excluded' && file.findings.some((f) => f.withheld)) {
    notes += paragraph(
      '<em>Search queries are withheld (visitor-text); their findings keep a stable id in <code>findings.json</code>.</em>',
    );
  }
  html += budget.spend(notes);
  html += topicsSection(file, Math.max(0, Math.floor(data.rows)), budget);
  html += findingsSection(file, Math.max(0, Math.floor(data.rows)), budget);
  return html;
}
