/**
 * Wires the triage loop to the runner: takes the snapshot's findings (`findings.json`), runs the loop against
 * the repository (`GITHUB_REPOSITORY`, `GITHUB_API_URL`) with the `github-token`, sets the outputs
 * `issues-opened`, `issues-updated` and `agent-jobs`, and renders the job summary's "Finding issues" section.
 */
import * as core from '@actions/core';
import { now } from '../../clock.ts';
import type { FindingMarkerProject } from '../../findings/marker.ts';
import type { FindingKind, FindingsFile } from '../../findings/types.ts';
import type { HistoryEntry } from '../../findings/history.ts';
import { tokenLogin } from '../../github/comments.ts';
import { createRunOctokit } from '../../github/octokit.ts';
import { escapeHtml } from '../../format/escape.ts';
import { heading, paragraph } from '../../format/summary-html.ts';
import { plural } from '../../format/count.ts';
import type { MintlifyClient } from '../../mintlify/client.ts';
import { runTriage } from './run-triage.ts';
import { writeDashboard } from './dashboard-step.ts';
import { errorMessage } from '../../errors.ts';
import type { TriageResult } from './triage-types.ts';
import { reserveAgentUse } from '../../agent-job/daily-uses.ts';
import { loopLine } from './verify-fix.ts';
import type { RunnerContext } from '../../github/runner-context.ts';
import { logText } from '../../format/log-text.ts';

/** How long the agent part waits for rate limits in all, in milliseconds (every wait has a bound). */
export const AGENT_WAIT_BOUND_MS = 60_000;

/** What the triage step needs from the analytics step. */
export interface TriageStepRequest {
  /** The triage inputs (`analytics/inputs.ts`, `TriageInputs`). */
  triage: {
    label: string;
    maxIssues: number;
    agentFindings: number;
    agentKinds?: readonly FindingKind[] | undefined;
    triggerPhrase: string;
    agentLabel: string;
    usesPerDay: number;
    /** `dashboard`, `reopen-dashboard`: keep the dashboard issue, and reopen it when closed by hand. */
    dashboard?: boolean | undefined;
    reopenDashboard?: boolean | undefined;
  };
  /** `summary-rows`: topics the dashboard lists at most. */
  summaryRows?: number | undefined;
  apiKey: string;
  /** The Mintlify project the finding markers are bound to (`project-id`, `api-url`). */
  project: FindingMarkerProject;
  githubToken: string;
  /** The snapshot's findings (what `findings.json` holds); `undefined` when none were computed. */
  findings: FindingsFile | undefined;
  /** Visitor text may go into issues and prompts (the snapshot's privacy rules). */
  visitorText: boolean;
  /**
   * `history.json`'s snapshots, oldest first, this one last (levels over time, fix verification); `undefined` for none.
   */
  history?: readonly HistoryEntry[] | undefined;
  /** How a finding's subject stands in this snapshot, finding or not (the "after" of a verified fix). */
  measure?: ((findingId: string) => string | undefined) | undefined;
}

/**
 * Files the findings as issues and hands the top ones to agent jobs; sets the outputs.
 * @throws Error when there are no findings or GitHub refuses a request (e.g. 403
 *   without `issues: write`); the outputs then count what was done.
 */
export async function runTriageStep(
  request: TriageStepRequest,
  mintlify: MintlifyClient,
  runner: RunnerContext,
  signal: AbortSignal,
): Promise<TriageResult> {
  const findings = request.findings;
  if (findings === undefined)
    throw new Error(
      "file-issues: true files the snapshot's findings, and this snapshot has none (findings: false, or the findings could not be computed)",
    );
  const { owner, repo } = runner;
  if (!owner || !repo) throw new Error('file-issues: true needs GITHUB_REPOSITORY (owner/name), which the runner sets');
  const octokit = createRunOctokit(request.githubToken, runner, (line) => core.info(logText(line)));
  let login: Promise<string> | undefined;
  core.startGroup(`Filing ${findings.findings.length} findings as issues labelled ${request.triage.label}`);
  try {
    const result = await runTriage({
      octokit,
      repo: { owner, repo },
      apiKey: request.apiKey,
      project: request.project,
      findings,
      history: request.history,
      measure: request.measure,
      serverUrl: runner.serverUrl,
      label: request.triage.label,
      agentLabel: request.triage.agentLabel,
      maxIssues: request.triage.maxIssues,
      agentFindings: request.triage.agentFindings,
      agentKinds: request.triage.agentKinds,
      visitorText: request.visitorText,
      triggerPhrase: request.triage.triggerPhrase,
      tokenLogin: () => (login ??= tokenLogin(octokit)),
      mintlify,
      agentDeadline: Date.now() + AGENT_WAIT_BOUND_MS,
      reserveAgentUse: () =>
        reserveAgentUse(octokit, { owner, repo }, request.triage.usesPerDay, {
          now: now().getTime(),
          warn: (line) => core.warning(line),
        }),
      now,
      log: { info: (line) => core.info(logText(line)), warning: (line) => core.warning(line) },
      signal,
    });
    if (request.triage.dashboard === true) {
      try {
        result.dashboard = await writeDashboard({
          octokit,
          repo: { owner, repo },
          apiKey: request.apiKey,
          project: request.project,
          findings,
          history: request.history,
          triage: result,
          label: request.triage.label,
          reopen: request.triage.reopenDashboard === true,
          rows: request.summaryRows ?? 25,
          tokenLogin: () => (login ??= tokenLogin(octokit)),
          now: () => new Date(),
          log: { info: (line) => core.info(logText(line)), warning: (line) => core.warning(line) },
        });
      } catch (error) {
        result.dashboardFailure = `Could not write the dashboard issue: ${errorMessage(error)}`;
        core.warning(result.dashboardFailure);
      }
    }
    core.setOutput('issues-opened', result.opened);
    core.setOutput('issues-updated', result.updated);
    core.setOutput('agent-jobs', result.agentJobs);
    core.info(
      logText(
        `Finding issues: ${result.opened} opened, ${result.updated} updated, ${plural(result.agentJobs, 'agent job')} started.`,
      ),
    );
    return result;
  } finally {
    core.endGroup();
  }
}

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
export function mergedEntries(
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
  }
  if (failure !== undefined) html.push(paragraph(`<strong>Filing issues failed:</strong> ${escapeHtml(failure)}`));
  return html.join('');
}
