/**
 * The job summary's "Finding issues" section: what the triage step did to each issue, the dashboard and the loop, or
 * why none were filed. Pure; apart from the triage step, so that a run whose triage was deferred renders it without
 * loading the step (and Octokit).
 */
import { escapeHtml } from '../../format/escape.ts';
import { heading, paragraph } from '../../format/summary-html.ts';
import { plural } from '../../format/count.ts';
import type { TriageResult } from './triage-types.ts';
import { loopLine } from './verify-fix.ts';
import { renderSpendHtml } from './spend-section.ts';
import { standingsLine } from './state-section.ts';

const DASHBOARD_TEXT: Record<string, string> = {
  opened: 'opened',
  updated: 'rewritten',
  unchanged: 'already current',
  reopened: 'reopened and rewritten (reopen-dashboard)',
  'left-closed': 'left closed: it was closed by hand (reopen-dashboard: true reopens it)',
};

const ACTION_TEXT: Record<TriageResult['entries'][number]['action'], string> = {
  opened: 'opened',
  updated: 'updated',
  reopened: 'reopened (back after completion)',
  'left-closed': 'left closed (not planned)',
  'over-limit': 'not filed yet (max-issues reached)',
  merged: 'closed: tracked with the related findings of its topic',
  'job-started': 'agent job started',
  'verified-fixed': 'closed: fix verified by readers',
  'not-helped': 'the merged fix has not helped yet',
};

/**
 * The entries with one line per issue: what was done to it, in
 * order (an issue updated and handed to the agent is listed once).
 */
function mergedEntries(
  entries: readonly TriageResult['entries'][number][],
): Array<TriageResult['entries'][number] & { actions: TriageResult['entries'][number]['action'][] }> {
  const merged: Array<TriageResult['entries'][number] & { actions: TriageResult['entries'][number]['action'][] }> = [];
  const byIssue = new Map<number, (typeof merged)[number]>();
  for (const e of entries) {
    const same = e.issueNumber === undefined ? undefined : byIssue.get(e.issueNumber);
    if (same !== undefined) {
      if (!same.actions.includes(e.action)) same.actions.push(e.action);
      continue;
    }
    const line = { ...e, actions: [e.action] };
    merged.push(line);
    if (e.issueNumber !== undefined) byIssue.set(e.issueNumber, line);
  }
  return merged;
}

/** What the job summary shows of the finding issues: the triage's result, its failure, or why none were filed. */
export interface TriageReport {
  result: TriageResult | undefined;
  failure: string | undefined;
  /** Why no issue was filed in this run (plain text); the section then says this alone. */
  deferred?: string;
}

/** The job summary's "Finding issues" section (HTML; titles escaped). */
export function renderTriageSummary({ result, failure, deferred }: TriageReport): string {
  const html = [heading(2, 'Finding issues')];
  if (deferred !== undefined) return html.join('') + paragraph(escapeHtml(deferred));
  if (result !== undefined) {
    html.push(
      paragraph(
        `${result.opened} opened, ${result.updated} updated, ${plural(result.agentJobs, 'agent job')} started.`,
      ),
    );
    if (result.loop !== undefined) html.push(paragraph(escapeHtml(loopLine(result.loop))));
    if (result.standings !== undefined) html.push(paragraph(escapeHtml(standingsLine(result.standings))));
    if (result.dashboard !== undefined && /^https?:\/\//.test(result.dashboard.url))
      html.push(
        paragraph(
          `Dashboard: <a href="${escapeHtml(result.dashboard.url)}">#${result.dashboard.number}</a> ${escapeHtml(DASHBOARD_TEXT[result.dashboard.action] ?? result.dashboard.action)}.`,
        ),
      );
    if (result.dashboardFailure !== undefined)
      html.push(paragraph(`<strong>Dashboard:</strong> ${escapeHtml(result.dashboardFailure)}`));
    if (result.agentPartial !== undefined)
      html.push(paragraph(`<strong>Agent jobs partial:</strong> ${escapeHtml(result.agentPartial)}`));
    const items = mergedEntries(result.entries).map((e) => {
      const title = escapeHtml(e.title);
      const link =
        e.url !== undefined && /^https?:\/\//.test(e.url)
          ? `<a href="${escapeHtml(e.url)}">#${e.issueNumber ?? ''}</a> `
          : '';
      return `<li>${link}${title}: ${e.actions.map((a) => ACTION_TEXT[a]).join('; ')}</li>`;
    });
    if (items.length > 0) html.push(`<ul>${items.slice(0, 100).join('')}</ul>\n`);
    if (result.spend !== undefined) html.push(renderSpendHtml(result.spend));
  }
  if (failure !== undefined) html.push(paragraph(`<strong>Filing issues failed:</strong> ${escapeHtml(failure)}`));
  return html.join('');
}
