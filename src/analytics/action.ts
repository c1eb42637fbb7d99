/**
 * Wires `analytics` to the runner: resolves the privacy rules (the repository's visibility from
 * the event payload), exports the snapshot (`snapshot.ts`) to `output-dir`, sets the outputs
 * (`datasets`, `requests`, `complete`, `total`, `human`, `ai`, `artifact-id`, `artifact-url`),
 * uploads the files and `manifest.json` as one artifact (`<artifact-name>-partial` when not
 * complete), and writes the job summary, also after a failure.
 *
 * A snapshot that is not complete keeps what it received (`<dataset>.partial.*`), says so in
 * the files, the manifest, the summary and the outputs (`complete: false`), and fails the step.
 */
import * as core from '@actions/core';
import * as path from 'node:path';
import { errorMessage, redact } from '../errors.ts';
import { publishExportArtifact } from '../export/artifact-step.ts';
import { describeRange } from '../export/date-range.ts';
import { readRepositoryVisibility } from '../github/visibility.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { DatasetOutcome } from '../export/export-dataset.ts';
import { FINDINGS_FILE_NAME } from '../findings/types.ts';
import { renderDocsHealth } from './docs-health.ts';
import { startFindingsStep } from './findings-step.ts';
import type { AnalyticsInputs } from './inputs.ts';
import type { Privacy } from '../export/privacy.ts';
import { resolvePrivacy, visitorTextNotice } from './privacy.ts';
import { fetchOrder, runSettings, type SnapshotRequest, type SnapshotResult } from '../export/snapshot.ts';
import { runSnapshotStep } from '../export/snapshot-step.ts';
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
  if (skipped.length > 0) parts.push(`${skipped.map((o) => o.dataset).join(', ')} not fetched (${skipped[0]?.stop?.message.replace(/^not fetched: /, '') ?? ''})`);
  const files = partial.flatMap((o) => o.files.map((f) => path.basename(f.path)));
  return `Analytics snapshot incomplete after ${result.requests} of ${result.maxRequests} requests: ${parts.join('; ')}.${files.length > 0 ? ` Partial files: ${files.join(', ')}` : ''} (manifest.json: complete false).`;
}

/**
 * The snapshot of `analytics`: the datasets asked for in fetch order, each at its endpoint's
 * largest `limit`, files `<dataset>.*`, JSON `{dataset, projectId, dateFrom, dateTo, generatedAt, visitorText, <rows>, …, complete}`.
 */
export function snapshotRequest(inputs: AnalyticsInputs, privacy: Privacy): SnapshotRequest {
  return {
    ...runSettings(inputs),
    mode: 'analytics',
    datasets: fetchOrder(inputs.datasets).map((dataset) => ({ dataset, fileStem: dataset, limit: undefined })),
    jsonHead: (dataset, generatedAt) => ({
      dataset,
      projectId: inputs.projectId,
      dateFrom: inputs.range.dateFrom ?? null,
      dateTo: inputs.range.dateTo ?? null,
      generatedAt,
      visitorText: privacy.visitorText ? 'included' : 'excluded',
    }),
    privacy,
  };
}

/**
 * Runs `analytics` end to end and reports through `@actions/core`.
 * @param env the runner's environment (`GITHUB_EVENT_PATH` for the repository's visibility;
 *   `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID` for the artifact URL).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the snapshot is not complete (see {@link incompleteMessage}; the files
 *   are kept and uploaded), when no file could be written, or when the upload fails (the files
 *   stay in `output-dir`). The job summary is written in every case.
 */
export async function runAnalyticsStep(inputs: AnalyticsInputs, mintlify: MintlifyClient, env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<void> {
  const visibility = inputs.visitorText === 'auto' ? await readRepositoryVisibility(env, inputs.githubToken) : 'unknown';
  const privacy = resolvePrivacy(inputs.visitorText, inputs.includeContact, visibility);
  const notice = visitorTextNotice(privacy);
  const clean = (text: string): string => redact(text, [inputs.apiKey]);
  const summary: AnalyticsSummaryData = {
    projectId: inputs.projectId,
    range: inputs.range,
    maxRequests: inputs.maxRequests,
    summaryRows: inputs.summaryRows,
    privacy,
    visitorTextNotice: notice,
    snapshot: undefined,
    artifact: undefined,
    failure: undefined,
    docsHealth: undefined,
  };
  const triage: { result: TriageResult | undefined; failure: string | undefined } = { result: undefined, failure: undefined };
  if (notice !== undefined) core.notice(notice);
  const findings = inputs.findings.enabled ? startFindingsStep(inputs, privacy, env, clean, signal) : undefined;
  core.setOutput('findings', '');
  core.info(logText(
    `Analytics snapshot of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${fetchOrder(inputs.datasets).join(', ')} (in this order), at most ${inputs.maxRequests} requests (max-requests), ${inputs.formats.join(' and ')} to ${inputs.outputDir}`,
  ));
  try {
    let result: SnapshotResult;
    try {
      result = await runSnapshotStep('Fetching the analytics datasets', snapshotRequest(inputs, privacy), {
        mintlify,
        redact: clean,
        signal,
        ...(findings === undefined ? {} : { observe: findings.observe, beforeManifest: (outcomes) => findings.write(outcomes), extraFileNames: [FINDINGS_FILE_NAME] }),
      });
    } catch (error) {
      summary.failure = clean(`${errorMessage(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
      core.setOutput('complete', 'false');
      throw new Error(summary.failure, { cause: error });
    }
    summary.snapshot = { complete: result.complete, outcomes: result.outcomes, requests: result.requests };
    const findingsFile = findings?.result();
    if (findingsFile !== undefined) {
      summary.docsHealth = (budget) => renderDocsHealth({ findings: findingsFile, rows: inputs.summaryRows }, budget);
      core.setOutput('findings', findingsFile.findings.length);
    }
    for (const outcome of result.outcomes) {
      if (outcome.truncated) {
        core.warning(`${outcome.dataset}: the API returned its first ${outcome.rows} rows only (hasMore: true); the endpoint has no paging parameter, so the rest cannot be exported.`);
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
    core.info(logText(`${result.complete ? 'Snapshot complete' : 'Snapshot INCOMPLETE'}: ${result.requests} of ${result.maxRequests} requests spent (max-requests).`));
    const incomplete = result.complete ? undefined : clean(incompleteMessage(result));

    try {
      summary.artifact = await publishExportArtifact({ inputs, complete: result.complete, files: result.files.map((f) => f.path), env, signal });
    } catch (error) {
      summary.failure = clean(errorMessage(error));
      throw new Error(incomplete === undefined ? summary.failure : `${incomplete} ${summary.failure}`, { cause: error });
    }
    if (inputs.triage.fileIssues) {
      try {
        const request = { triage: inputs.triage, apiKey: inputs.apiKey, githubToken: inputs.githubToken, findings: findingsFile, visitorText: privacy.visitorText };
        // Octokit loads here, after the export, not before its first request (cold start).
        const { runTriageStep } = await import('./triage/triage-step.ts');
        triage.result = await runTriageStep(request, mintlify, env, signal);
      } catch (error) {
        triage.failure = clean(`Filing the finding issues failed: ${errorMessage(error)}`);
        throw new Error(incomplete === undefined ? triage.failure : `${incomplete} ${triage.failure}`, { cause: error });
      }
    }
    if (incomplete !== undefined) {
      throw new Error(summary.artifact === 'skipped' ? incomplete : `${incomplete} Uploaded as artifact ${summary.artifact.name}.`);
    }
  } finally {
    try {
      const triageSection = inputs.triage.fileIssues ? (await import('./triage/triage-step.ts')).renderTriageSummary(triage.result, triage.failure) : '';
      await core.summary.addRaw(renderAnalyticsSummary(summary) + triageSection, true).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}
