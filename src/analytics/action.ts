/**
 * Wires `analytics` to the runner: exports the snapshot (`export/run.ts` with `./export-preset.ts`, the privacy rules
 * and the findings phase, `./findings-phase.ts`) to `output-dir`, sets the outputs, uploads the files as one artifact
 * (`<artifact-name>-partial` when not complete), files the finding issues, and writes the job summary, also after a
 * failure. A snapshot that is not complete fails the step, unless `resume` is on and only `max-requests` or the rate
 * limit stopped it: then it is "in progress" and the next run continues it (`export/resume/resume-step.ts`). Findings
 * and the triage run only in the run that completes a snapshot. Behaviour: docs/analytics.md.
 */
import * as core from '@actions/core';
import { errorMessage, redact } from '../errors.ts';
import { describeRange } from '../export/date-range.ts';
import { failIfIncomplete, runExport, type ExportedRun } from '../export/run.ts';
import { fetchOrder } from '../export/snapshot.ts';
import { logText } from '../format/log-text.ts';
import { writeJobSummary } from '../github/job-summary.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { analyticsPreset, type AnalyticsRunSummary } from './export-preset.ts';
import { FindingsPhase } from './findings-phase.ts';
import type { AnalyticsInputs } from './inputs.ts';
import { visitorTextNotice } from './privacy.ts';
import { renderAnalyticsSummary } from './summary.ts';
import { quietDatasets, quietWeekText } from './quiet-week.ts';
import { renderTriageSummary, type TriageReport } from './triage/triage-summary.ts';

/** Everything a step of the run needs from the runner. */
interface Runner {
  mintlify: MintlifyClient;
  runner: RunnerContext;
  signal: AbortSignal;
  redact: (text: string) => string;
}

/**
 * Runs `analytics` end to end and reports through `@actions/core`.
 * @param context the runner's context (the event payload for the repository's visibility; the
 *   repository and run for the artifact URL, resume, compare and triage).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the snapshot is not complete (see `incompleteMessage`; the files
 *   are kept and uploaded), when no file could be written, or when the upload fails (the files
 *   stay in `output-dir`). The job summary is written in every case.
 */
export async function runAnalyticsStep(
  inputs: AnalyticsInputs,
  mintlify: MintlifyClient,
  context: RunnerContext,
  signal: AbortSignal,
): Promise<void> {
  const runner: Runner = { mintlify, runner: context, signal, redact: (text) => redact(text, [inputs.apiKey]) };
  const findings = new FindingsPhase(inputs, context, runner.redact, signal);
  const summary = emptySummary(inputs);
  const triage: TriageReport = { result: undefined, failure: undefined };
  core.setOutput('findings', '');
  core.info(logText(startLine(inputs)));
  try {
    const run = await runExport(analyticsPreset(inputs, findings, summary), runner, summary);
    if (run.kind === 'exported') {
      await fileFindingIssues(inputs, run, findings, runner, triage);
      failIfIncomplete(run, summary);
    }
  } finally {
    await writeSummary(inputs, summary, triage, findings);
  }
}

/** The first log line: project, range, datasets in fetch order, budget, formats and folder. */
function startLine(inputs: AnalyticsInputs): string {
  return `Analytics snapshot of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${fetchOrder(inputs.datasets).join(', ')} (in this order), at most ${inputs.maxRequests} requests (max-requests), ${inputs.formats.join(' and ')} to ${inputs.outputDir}`;
}

/** The summary before the run: the request, nothing exported yet. */
function emptySummary(inputs: AnalyticsInputs): AnalyticsRunSummary {
  const { projectId, range, maxRequests, summaryRows } = inputs;
  return { projectId, range, maxRequests, summaryRows, snapshot: undefined, artifact: undefined, failure: undefined };
}

/**
 * Files the finding issues (`file-issues: true`) of a snapshot this run completed; a snapshot
 * in progress files none (the run that completes it does).
 * @throws Error naming the triage's failure, after the partial snapshot's message when there is one.
 */
async function fileFindingIssues(
  inputs: AnalyticsInputs,
  run: ExportedRun,
  findings: FindingsPhase,
  runner: Runner,
  triage: TriageReport,
): Promise<void> {
  if (!inputs.triage.fileIssues) return;
  if (run.resumesNextRun) {
    triage.deferred =
      'Not filed in this run: the snapshot is in progress, and the run that completes it files its findings.';
    core.info(
      logText(
        'Finding issues: not filed in this run: the snapshot is in progress (resume); the run that completes it files them.',
      ),
    );
    return;
  }
  try {
    const request = {
      triage: inputs.triage,
      apiKey: inputs.apiKey,
      project: { projectId: inputs.projectId, apiUrl: inputs.apiUrl },
      githubToken: inputs.githubToken,
      findings: findings.step?.result(),
      history: findings.step?.history(),
      measure: (id: string) => findings.step?.measure(id),
      figures: (id: string) => findings.step?.figures(id),
      visitorText: (await findings.privacy()).visitorText,
      summaryRows: inputs.summaryRows,
    };
    // Octokit loads here, after the export, not before its first request (cold start).
    const { runTriageStep } = await import('./triage/triage-step.ts');
    triage.result = await runTriageStep(request, runner.mintlify, runner.runner, runner.signal);
  } catch (error) {
    triage.failure = runner.redact(`Filing the finding issues failed: ${errorMessage(error)}`);
    throw new Error(run.incomplete === undefined ? triage.failure : `${run.incomplete} ${triage.failure}`, {
      cause: error,
    });
  }
}

/** Writes the job summary, the finding issues last; a failure to write it is a warning, never the step's error. */
async function writeSummary(
  inputs: AnalyticsInputs,
  summary: AnalyticsRunSummary,
  triage: TriageReport,
  findings: FindingsPhase,
): Promise<void> {
  await writeJobSummary(async (jobSummary) => {
    if (summary.decision === 'complete')
      triage.deferred = 'None filed in this run: the run that completed the snapshot filed its findings.';
    const triageSection = inputs.triage.fileIssues ? renderTriageSummary(triage) : '';
    const privacy = await findings.privacy();
    const written = findings.step?.result();
    const quietWeek =
      written === undefined
        ? undefined
        : quietWeekText(quietDatasets(findings.step?.history() ?? []), written.incomplete);
    const html = renderAnalyticsSummary({
      ...summary,
      privacy,
      visitorTextNotice: visitorTextNotice(privacy),
      quietWeek,
    });
    return jobSummary.addRaw(html + triageSection, true);
  });
}
