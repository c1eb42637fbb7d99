/**
 * Wires the triage loop to the runner: takes the snapshot's findings (`findings.json`), runs the loop against
 * the repository (`GITHUB_REPOSITORY`, `GITHUB_API_URL`) with the `github-token`, sets the outputs
 * `issues-opened`, `issues-updated` and `agent-jobs`, and renders the job summary's "Finding issues" section.
 */
import * as core from '@actions/core';
import { now } from '../../clock.ts';
import type { FindingMarkerProject } from '../../findings/marker.ts';
import type { FindingKind, FindingsFile } from '../../findings/types.ts';
import type { FindingFigures } from '../../findings/measure.ts';
import type { HistoryEntry } from '../../findings/history.ts';
import { workflowIdentity } from '../../github/identity.ts';
import { createRunOctokit, type Octokit } from '../../github/octokit.ts';
import { plural } from '../../format/count.ts';
import type { MintlifyClient } from '../../mintlify/client.ts';
import { runTriage } from './run-triage.ts';
import { writeDashboard } from './dashboard-step.ts';
import { errorMessage } from '../../errors.ts';
import type { TriageResult } from './triage-types.ts';
import { cleanOldCounters, reserveAgentUse, type CounterRepository } from '../../agent-job/daily-uses.ts';
import { readSpend } from '../../agent-job/spend.ts';
import type { SpendView } from './spend-section.ts';
import type { RunnerContext } from '../../github/runner-context.ts';
import { logText } from '../../format/log-text.ts';

/** How long the agent part waits for rate limits in all, in milliseconds (every wait has a bound). */
const AGENT_WAIT_BOUND_MS = 60_000;

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
    /** `agent-uses-repository`: where the daily count is kept; `undefined`: this repository. */
    usesRepository?: { owner: string; repo: string } | undefined;
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
  /** The same as figures, for each open issue's state; `undefined` when its kind was not measured. */
  figures?: ((findingId: string) => FindingFigures | undefined) | undefined;
}

/** The agent spend kept in `counter`, or why it could not be read (a warning: the dashboard says so too). */
async function spendView(
  octokit: Octokit,
  counter: CounterRepository,
  context: { self: string; cap: number },
): Promise<SpendView> {
  try {
    return { kind: 'report', report: await readSpend(octokit, counter, { ...context, now: now().getTime() }) };
  } catch (error) {
    const reason = `${counter.owner}/${counter.repo}: ${errorMessage(error)} (the token needs contents: read there)`;
    core.warning(`Could not read the agent spend in ${reason}`);
    return { kind: 'failed', reason };
  }
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
  const identity = workflowIdentity(octokit);
  const counter = request.triage.usesRepository ?? { owner, repo };
  const warn = (line: string): void => core.warning(line);
  let firstUseOfDay = false;
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
      figures: request.figures,
      serverUrl: runner.serverUrl,
      label: request.triage.label,
      agentLabel: request.triage.agentLabel,
      maxIssues: request.triage.maxIssues,
      agentFindings: request.triage.agentFindings,
      agentKinds: request.triage.agentKinds,
      visitorText: request.visitorText,
      triggerPhrase: request.triage.triggerPhrase,
      identity,
      mintlify,
      agentDeadline: Date.now() + AGENT_WAIT_BOUND_MS,
      reserveAgentUse: async () => {
        const reservation = await reserveAgentUse(octokit, counter, request.triage.usesPerDay, {
          now: now().getTime(),
          spender: `${owner}/${repo}`,
          warn,
        });
        if (reservation.kind === 'reserved' && reservation.firstOfDay === true) firstUseOfDay = true;
        return reservation;
      },
      now,
      log: { info: (line) => core.info(logText(line)), warning: (line) => core.warning(line) },
      signal,
    });
    if (firstUseOfDay) await cleanOldCounters(octokit, counter, { now: now().getTime(), warn });
    result.spend = await spendView(octokit, counter, { self: `${owner}/${repo}`, cap: request.triage.usesPerDay });
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
          identity,
          now,
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
