/**
 * Wires `analytics` to the runner: resolves the privacy rules (the repository's visibility from
 * the event payload, else from the GitHub API — while the first dataset is requested), exports
 * the snapshot (`snapshot.ts`) to `output-dir`, sets the outputs
 * (`datasets`, `requests`, `complete`, `total`, `human`, `ai`, `artifact-id`, `artifact-url`),
 * uploads the files and `manifest.json` as one artifact (`<artifact-name>-partial` when not
 * complete), and writes the job summary, also after a failure.
 *
 * A snapshot that is not complete keeps what it received (`<dataset>.partial.*`), says so in
 * the files, the manifest, the summary and the outputs (`complete: false`), and fails the step —
 * unless `resume` is on and it stopped only because of `max-requests` or the rate limit: then the
 * summary says "snapshot in progress", the step succeeds, and the next run continues it
 * (`export/resume-step.ts`). Findings and the triage run only in the run that completes a
 * snapshot; a run that finds its snapshot already complete makes no request and uploads nothing.
 */
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage, redact } from '../errors.ts';
import { publishExportArtifact } from '../export/artifact-step.ts';
import { describeRange } from '../export/date-range.ts';
import { readRepositoryVisibility } from '../github/visibility.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { DatasetOutcome } from '../export/export-dataset.ts';
import { FINDINGS_FILE_NAME } from '../findings/types.ts';
import { HISTORY_FILE_NAME } from '../findings/history.ts';
import { renderDocsHealth } from './docs-health.ts';
import { keptWithoutVisitorTextNotice, startFindingsStep, type FindingsStep } from './findings-step.ts';
import type { AnalyticsInputs } from './inputs.ts';
import type { Privacy } from '../export/privacy.ts';
import { resolvePrivacy, visitorTextNotice } from './privacy.ts';
import { fetchOrder, runSettings, type SnapshotRequest, type SnapshotResult } from '../export/snapshot.ts';
import { runSnapshotStep } from '../export/snapshot-step.ts';
import { carryCompleteSnapshot } from '../export/snapshot.ts';
import { decideResume, type ResumeDecision } from '../export/resume-step.ts';
import { estimateRunsLeft, resumeUnusable, snapshotIdentity, stoppedOnlyByBudget } from '../export/resume.ts';
import { alreadyCompleteLine, inProgressLine, progressLogLine, snapshotProgress } from '../export/resume-summary.ts';
import { artifactUrl } from '../github/urls.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import { logText } from '../format/log-text.ts';
import { renderAnalyticsSummary, type AnalyticsSummaryData } from './summary.ts';
import type { TriageResult } from './triage/run-triage.ts';

/** The `datasets` output: dataset → rows exported (rows kept, for a partial one), in fetch order. */
export function datasetsOutput(outcomes: readonly DatasetOutcome[]): string {
  return JSON.stringify(Object.fromEntries(outcomes.map((o) => [o.dataset, o.rows])));
}

/**
 * The step's failure message for a snapshot that is not complete, e.g. `Analytics snapshot
 * incomplete: views partial (500 rows kept: max-requests (5) reached at offset 500 …); visitors,
 * searches not fetched. Partial files: views.partial.json, views.partial.csv (manifest.json:
 * complete false).`
 */
export function incompleteMessage(result: SnapshotResult): string {
  const partial = result.outcomes.filter((o) => o.status === 'partial');
  const skipped = result.outcomes.filter((o) => o.status === 'skipped');
  const parts = partial.map((o) => `${o.dataset} partial (${o.rows} rows kept: ${o.stop?.message ?? 'stopped early'})`);
  if (skipped.length > 0)
    parts.push(
      `${skipped.map((o) => o.dataset).join(', ')} not fetched (${skipped[0]?.stop?.message.replace(/^not fetched: /, '') ?? ''})`,
    );
  const files = partial.flatMap((o) => o.files.map((f) => path.basename(f.path)));
  return `Analytics snapshot incomplete after ${result.requests} of ${result.maxRequests} requests: ${parts.join('; ')}.${files.length > 0 ? ` Partial files: ${files.join(', ')}` : ''} (manifest.json: complete false).`;
}

/**
 * The snapshot of `analytics`: the datasets asked for in fetch order, each at its endpoint's
 * largest `limit`, files `<dataset>.*`, JSON `{dataset, projectId, dateFrom, dateTo, generatedAt, visitorText, <rows>, …, complete}`.
 */
export function snapshotRequest(inputs: AnalyticsInputs, privacy: Privacy | (() => Promise<Privacy>)): SnapshotRequest {
  return {
    ...runSettings(inputs),
    mode: 'analytics',
    manifestMac: { apiKey: inputs.apiKey, projectId: inputs.projectId },
    datasets: fetchOrder(inputs.datasets).map((dataset) => ({ dataset, fileStem: dataset, limit: undefined })),
    jsonHead: (dataset, generatedAt, rules) => ({
      dataset,
      projectId: inputs.projectId,
      dateFrom: inputs.range.dateFrom ?? null,
      dateTo: inputs.range.dateTo ?? null,
      generatedAt,
      visitorText: rules.visitorText ? 'included' : 'excluded',
    }),
    privacy,
  };
}

/**
 * The privacy rules of the run: `visitor-text` and `include-contact`, with `auto` decided by the
 * repository's visibility (the event payload, else `GET /repos/{owner}/{repo}`). Never rejects:
 * a visibility that cannot be read is `unknown`, which counts as public.
 */
export async function privacyRules(inputs: AnalyticsInputs, runner: RunnerContext): Promise<Privacy> {
  const visibility =
    inputs.visitorText === 'auto' ? await readRepositoryVisibility(runner, inputs.githubToken) : 'unknown';
  return resolvePrivacy(inputs.visitorText, inputs.includeContact, visibility);
}

/**
 * Runs `analytics` end to end and reports through `@actions/core`.
 * @param runner the runner's context (the event payload for the repository's visibility; the
 *   repository and run for the artifact URL, resume, compare and triage).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the snapshot is not complete (see {@link incompleteMessage}; the files
 *   are kept and uploaded), when no file could be written, or when the upload fails (the files
 *   stay in `output-dir`). The job summary is written in every case.
 */
export async function runAnalyticsStep(
  inputs: AnalyticsInputs,
  mintlify: MintlifyClient,
  runner: RunnerContext,
  signal: AbortSignal,
): Promise<void> {
  const clean = (text: string): string => redact(text, [inputs.apiKey]);
  // The rules may wait for a GitHub request (a scheduled run's payload does not say the
  // visibility), and the findings phase loads Octokit to find the previous snapshot: both start
  // once the exporter's first request is out, and it writes nothing before the rules are known.
  // The findings phase starts with the rules, so it sees every row the exporter observes.
  let findings: FindingsStep | undefined;
  // Decided before the export starts; a fresh start may hand the findings last week's snapshot, already downloaded.
  let resume: ResumeDecision | undefined;
  // Why a partial snapshot of this run cannot be continued by the next (then it fails the step, as without resume).
  let unusable = resumeUnusable(inputs);
  let lookedUp: Promise<Privacy> | undefined;
  const rulesReady = (): Promise<Privacy> =>
    (lookedUp ??= privacyRules(inputs, runner).then((privacy) => {
      const notice = visitorTextNotice(privacy);
      if (notice !== undefined) core.notice(notice);
      return privacy;
    }));
  let rules: Promise<Privacy> | undefined;
  const privacyReady = (): Promise<Privacy> =>
    (rules ??= rulesReady().then((privacy) => {
      if (inputs.findings.enabled)
        findings = startFindingsStep(
          inputs,
          privacy,
          runner,
          clean,
          signal,
          resume?.kind === 'fresh' ? resume.downloaded : undefined,
        );
      return privacy;
    }));
  const summary: Omit<AnalyticsSummaryData, 'privacy' | 'visitorTextNotice'> = {
    projectId: inputs.projectId,
    range: inputs.range,
    maxRequests: inputs.maxRequests,
    summaryRows: inputs.summaryRows,
    snapshot: undefined,
    artifact: undefined,
    failure: undefined,
    docsHealth: undefined,
    progress: undefined,
    alreadyComplete: undefined,
  };
  const triage: { result: TriageResult | undefined; failure: string | undefined; deferred?: string } = {
    result: undefined,
    failure: undefined,
  };
  core.setOutput('findings', '');
  core.info(
    logText(
      `Analytics snapshot of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${fetchOrder(inputs.datasets).join(', ')} (in this order), at most ${inputs.maxRequests} requests (max-requests), ${inputs.formats.join(' and ')} to ${inputs.outputDir}`,
    ),
  );
  const request = snapshotRequest(inputs, privacyReady);
  try {
    let result: SnapshotResult;
    try {
      if (inputs.resume && unusable !== undefined) core.info(logText(`Resume: off in this run: ${unusable}.`));
      if (unusable === undefined) {
        // The privacy rules are part of what makes the snapshot the same: known before its first
        // request (their lookup overlaps the artifact's, not the first Mintlify request as without resume).
        resume = await decideResume({
          token: inputs.githubToken,
          runner,
          artifactName: inputs.artifactName,
          key: { apiKey: inputs.apiKey, projectId: inputs.projectId },
          identity: rulesReady().then((rules) => snapshotIdentity(request, rules)),
          log: (line) => core.info(logText(line)),
        });
        if (resume.kind === 'fresh' && resume.notice !== undefined)
          core.notice(clean(`Resume: a new snapshot starts, as ${resume.notice}.`));
        if (resume.kind === 'fresh' && resume.lookupFailed !== undefined) unusable = resume.lookupFailed;
      }
      if (resume?.kind === 'complete') {
        triage.deferred = 'None filed in this run: the run that completed the snapshot filed its findings.';
        await reportAlreadyComplete(resume, request, runner, summary);
        return;
      }
      // Findings and the triage are for the run that completes a snapshot built over several runs.
      const inProgress = (outcomes: readonly DatasetOutcome[]): boolean =>
        unusable === undefined && !outcomes.every((o) => o.status === 'complete') && stoppedOnlyByBudget(outcomes);
      result = await runSnapshotStep('Fetching the analytics datasets', request, {
        mintlify,
        redact: clean,
        signal,
        ...(resume?.kind === 'resume' ? { resume: { dir: resume.dir, previous: resume.previous } } : {}),
        ...(inputs.findings.enabled
          ? {
              observe: (dataset, rows) => findings?.observe(dataset, rows),
              // Every dataset may have been skipped (cancelled) before the rules were awaited.
              beforeManifest: async (outcomes) => {
                await privacyReady();
                if (inProgress(outcomes)) {
                  core.info(
                    logText(
                      'Findings: not computed in this run: the snapshot is in progress (resume), and its findings come with the run that completes it.',
                    ),
                  );
                  return [];
                }
                return findings === undefined ? [] : findings.write(outcomes);
              },
              extraFileNames: [FINDINGS_FILE_NAME, HISTORY_FILE_NAME],
            }
          : {}),
      });
    } catch (error) {
      summary.failure = clean(`${errorMessage(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
      core.setOutput('complete', 'false');
      throw new Error(summary.failure, { cause: error });
    } finally {
      await resume?.dispose();
    }
    summary.snapshot = { complete: result.complete, outcomes: result.outcomes, requests: result.requests };
    const resumesNextRun = unusable === undefined && !result.complete && stoppedOnlyByBudget(result.outcomes);
    if (unusable === undefined) {
      summary.progress = snapshotProgress(
        result.outcomes,
        result,
        result.complete ? undefined : estimateRunsLeft(result.outcomes, inputs.maxRequests),
      );
      core.info(logText(progressLogLine(summary.progress)));
    }
    const findingsFile = findings?.result();
    if (findingsFile !== undefined) {
      const missing =
        resume?.kind === 'resume'
          ? keptWithoutVisitorTextNotice(resume.previous.kept, (await privacyReady()).visitorText)
          : undefined;
      if (missing !== undefined) core.notice(missing);
      const history = findings?.history();
      summary.docsHealth = (budget) =>
        renderDocsHealth({ findings: findingsFile, history, rows: inputs.summaryRows }, budget);
      core.setOutput('findings', findingsFile.findings.length);
    }
    for (const outcome of result.outcomes) {
      if (outcome.truncated) {
        core.warning(
          `${outcome.dataset}: the API returned its first ${outcome.rows} rows only (hasMore: true); the endpoint has no paging parameter, so the rest cannot be exported.`,
        );
      }
    }
    const views = result.outcomes.find((o) => o.summary?.dataset === 'views')?.summary;
    const totals = views?.dataset === 'views' ? views.totals : undefined;
    core.setOutput('datasets', datasetsOutput(result.outcomes));
    core.setOutput('requests', result.requests);
    core.setOutput('complete', String(result.complete));
    core.setOutput('total', totals?.total ?? '');
    core.setOutput('human', totals?.human ?? '');
    core.setOutput('ai', totals?.ai ?? '');
    core.info(
      logText(
        `${result.complete ? 'Snapshot complete' : 'Snapshot INCOMPLETE'}: ${result.requests} of ${result.maxRequests} requests spent (max-requests).`,
      ),
    );
    if (resumesNextRun && summary.progress !== undefined)
      core.info(logText(`Analytics ${inProgressLine(summary.progress)} (resume: true).`));
    const incomplete = result.complete || resumesNextRun ? undefined : clean(incompleteMessage(result));

    try {
      summary.artifact = await publishExportArtifact({
        inputs,
        complete: result.complete,
        files: result.files.map((f) => f.path),
        runner,
        signal,
      });
    } catch (error) {
      summary.failure = clean(errorMessage(error));
      throw new Error(incomplete === undefined ? summary.failure : `${incomplete} ${summary.failure}`, {
        cause: error,
      });
    }
    if (inputs.triage.fileIssues && resumesNextRun) {
      triage.deferred =
        'Not filed in this run: the snapshot is in progress, and the run that completes it files its findings.';
      core.info(
        logText(
          'Finding issues: not filed in this run: the snapshot is in progress (resume); the run that completes it files them.',
        ),
      );
    } else if (inputs.triage.fileIssues) {
      try {
        const request = {
          triage: inputs.triage,
          apiKey: inputs.apiKey,
          project: { projectId: inputs.projectId, apiUrl: inputs.apiUrl },
          githubToken: inputs.githubToken,
          findings: findingsFile,
          history: findings?.history(),
          measure: (id: string) => findings?.measure(id),
          visitorText: (await privacyReady()).visitorText,
        };
        // Octokit loads here, after the export, not before its first request (cold start).
        const { runTriageStep } = await import('./triage/triage-step.ts');
        triage.result = await runTriageStep(request, mintlify, runner, signal);
      } catch (error) {
        triage.failure = clean(`Filing the finding issues failed: ${errorMessage(error)}`);
        throw new Error(incomplete === undefined ? triage.failure : `${incomplete} ${triage.failure}`, {
          cause: error,
        });
      }
    }
    if (incomplete !== undefined) {
      throw new Error(
        typeof summary.artifact === 'string'
          ? incomplete
          : `${incomplete} Uploaded as artifact ${summary.artifact.name}.`,
      );
    }
  } finally {
    try {
      const triageSection = !inputs.triage.fileIssues
        ? ''
        : triage.deferred !== undefined
          ? `<h2>Finding issues</h2>\n<p>${triage.deferred}</p>\n`
          : (await import('./triage/triage-step.ts')).renderTriageSummary(triage.result, triage.failure);
      const privacy = await privacyReady();
      await core.summary
        .addRaw(
          renderAnalyticsSummary({ ...summary, privacy, visitorTextNotice: visitorTextNotice(privacy) }) +
            triageSection,
          true,
        )
        .write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}

/**
 * A run whose snapshot the previous run already completed: its files go to `output-dir` as they
 * are, the outputs come from its manifest (`complete: true`, `requests: 0`, the artifact's id and
 * URL), nothing is requested or uploaded, and the log and the summary say so.
 * @throws InputError / ExportError when `output-dir` cannot take the files.
 */
async function reportAlreadyComplete(
  resume: Extract<ResumeDecision, { kind: 'complete' }>,
  request: SnapshotRequest,
  runner: RunnerContext,
  summary: Omit<AnalyticsSummaryData, 'privacy' | 'visitorTextNotice'>,
): Promise<void> {
  const { previous, artifact } = resume;
  await carryCompleteSnapshot(request, resume.dir, previous.files, [FINDINGS_FILE_NAME, HISTORY_FILE_NAME]);
  const url = artifactUrl(runner, artifact.id, String(artifact.runId));
  summary.alreadyComplete = {
    artifactName: artifact.name,
    artifactId: artifact.id,
    runId: artifact.runId,
    url,
    requests: previous.requests,
    runs: previous.runs,
  };
  summary.artifact = { name: artifact.name, url };
  const views = previous.kept.find((k) => k.dataset === 'views')?.tail.totals;
  const totals =
    typeof views === 'object' && views !== null ? (views as Partial<Record<'total' | 'human' | 'ai', unknown>>) : {};
  core.setOutput('datasets', JSON.stringify(Object.fromEntries(previous.kept.map((k) => [k.dataset, k.rows]))));
  core.setOutput('requests', 0);
  core.setOutput('complete', 'true');
  core.setOutput('total', typeof totals.total === 'number' ? totals.total : '');
  core.setOutput('human', typeof totals.human === 'number' ? totals.human : '');
  core.setOutput('ai', typeof totals.ai === 'number' ? totals.ai : '');
  core.setOutput('artifact-id', artifact.id);
  core.setOutput('artifact-url', url);
  core.setOutput('findings', await findingsCount(path.join(request.outputDir, FINDINGS_FILE_NAME)));
  core.info(logText(alreadyCompleteLine(summary.alreadyComplete)));
}

/** The number of findings in a `findings.json` carried from the complete snapshot (checked against its manifest); '' when there is none. */
async function findingsCount(file: string): Promise<number | ''> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    const findings =
      typeof parsed === 'object' && parsed !== null && 'findings' in parsed ? parsed.findings : undefined;
    return Array.isArray(findings) ? findings.length : '';
  } catch {
    return '';
  }
}
