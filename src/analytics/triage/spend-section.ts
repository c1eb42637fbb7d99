/**
 * The "Agent spend" section of the dashboard issue (Markdown) and of the weekly job summary (HTML):
 * agent uses of the last 7 days (per repository when the count is shared), today's count against
 * `agent-uses-per-day`, and the requests the cap refused. Pure; its own module so that the
 * dashboard's other sections change apart from it.
 *
 * Repository names come from record blobs anyone with write access to the counter repository
 * could write: they are shown only when they match GitHub's `owner/name` rules (`use-refs.ts`),
 * in code spans (Markdown) or escaped (HTML).
 */
import type { SpendReport } from '../../agent-job/spend.ts';
import { formatCount, plural } from '../../format/count.ts';
import { escapeHtml, escapeUntrustedHtml, escapeUntrustedInline, inlineCode } from '../../format/escape.ts';
import { heading, paragraph } from '../../format/summary-html.ts';

/** What the section shows: the report, or why it could not be read (`reason` holds GitHub's error text: untrusted). */
export type SpendView = { kind: 'report'; report: SpendReport } | { kind: 'failed'; reason: string };

/** The section's heading. */
const TITLE = 'Agent spend';

function sum(report: SpendReport, field: 'uses' | 'capped'): number {
  return report.days.reduce((n, d) => n + d[field], 0);
}

/** The lead sentence, Markdown (`code` marks names) or HTML. */
function lead(report: SpendReport, code: (text: string) => string, strong: (text: string) => string): string {
  const today = report.days.at(-1) ?? { uses: 0, capped: 0 };
  const where = report.shared
    ? `shared by every workflow counting in ${code(report.counter)}`
    : `this repository's workflow runs, counted in ${code(report.counter)}`;
  return `Today (${report.today} UTC): ${strong(`${formatCount(today.uses)} of ${formatCount(report.cap)} agent uses`)} (${code('agent-uses-per-day')}, ${where}), ${plural(today.capped, 'request')} capped. Last 7 days: ${plural(sum(report, 'uses'), 'agent use')}, ${plural(sum(report, 'capped'), 'request')} capped.`;
}

function rows(report: SpendReport): { days: string[][]; repositories: string[][] } {
  return {
    days: report.days.map((d) => [d.day, formatCount(d.uses), formatCount(d.capped)]),
    repositories: report.repositories.map((r) => [
      r.repository,
      formatCount(r.today.uses),
      formatCount(r.total.uses),
      formatCount(r.total.capped),
    ]),
  };
}

const DAY_HEADER = ['Day (UTC)', 'Agent uses', 'Capped'];
const REPOSITORY_HEADER = ['Repository', 'Uses today', 'Uses, 7 days', 'Capped, 7 days'];

function markdownTable(header: readonly string[], body: readonly string[][], code: readonly boolean[]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...body.map((cells) => `| ${cells.map((c, i) => (code[i] === true ? inlineCode(c) : c)).join(' | ')} |`),
  ];
}

/** The dashboard's "Agent spend" section, Markdown, starting with its `##` heading. */
export function renderSpendMarkdown(view: SpendView): string {
  const lines = [`## ${TITLE}`, ''];
  if (view.kind === 'failed')
    return [...lines, `_Could not read the agent spend: ${escapeUntrustedInline(view.reason, '')}_`].join('\n');
  const { report } = view;
  const { days, repositories } = rows(report);
  lines.push(
    lead(report, inlineCode, (t) => `**${t}**`),
    '',
    ...markdownTable(DAY_HEADER, days, []),
  );
  if (report.shared && repositories.length > 0)
    lines.push('', ...markdownTable(REPOSITORY_HEADER, repositories, [true]));
  return lines.join('\n');
}

function htmlTable(header: readonly string[], body: readonly string[][], code: readonly boolean[]): string {
  const head = `<tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>`;
  const cells = body.map(
    (row) =>
      `<tr>${row.map((c, i) => `<td>${code[i] === true ? `<code>${escapeHtml(c)}</code>` : escapeHtml(c)}</td>`).join('')}</tr>`,
  );
  return `<table>${head}${cells.join('')}</table>\n`;
}

/** The job summary's "Agent spend" section, HTML. */
export function renderSpendHtml(view: SpendView): string {
  const html = [heading(2, TITLE)];
  if (view.kind === 'failed')
    return html.join('') + paragraph(`Could not read the agent spend: ${escapeUntrustedHtml(view.reason, '')}`);
  const { report } = view;
  const { days, repositories } = rows(report);
  html.push(
    paragraph(
      lead(
        report,
        (t) => `<code>${escapeHtml(t)}</code>`,
        (t) => `<strong>${t}</strong>`,
      ),
    ),
    htmlTable(DAY_HEADER, days, []),
  );
  if (report.shared && repositories.length > 0) html.push(htmlTable(REPOSITORY_HEADER, repositories, [true]));
  return html.join('');
}
