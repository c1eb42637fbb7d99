/**
 * Wires `analytics` to the runner: resolves the privacy rules (the repository's visibility from
 * the event payload, else from the GitHub API — while the first dataset is requested), exports
 * the snapshot (`snapshot.ts`) to `output-dir`, sets the outputs
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
import { HISTORY_FILE_NAME } from '../findings/history.ts';
import { renderDocsHealth } from './docs-health.ts';
import { startFindingsStep, type FindingsStep } from './findings-step.ts';
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
export async function privacyRules(inputs: AnalyticsInputs, env: NodeJS.ProcessEnv): Promise<Privacy> {
  const visibility = inputs.visitorText === 'auto' ? await readRepositoryVisibility(env, inputs.githubToken) : 'unknown';
  return resolvePrivacy(inputs.visitorText, inputs.includeContact, visibility);
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
  const clean = (text: string): string => redact(text, [inputs.apiKey]);
  // The rules may wait for a GitHub request (a scheduled run's payload does not say the
  // visibility), and the findings phase loads Octokit to find the previous snapshot: both start
  // once the exporter's first request is out, and it writes nothing before the rules are known.
  // The findings phase starts with the rules, so it sees every row the exporter observes.
  let findings: FindingsStep | undefined;
  let rules: Promise<Privacy> | undefined;
  const privacyReady = (): Promise<Privacy> =>
    (rules ??= privacyRules(inputs, env).then((privacy) => {
      const notice = visitorTextNotice(privacy);
      if (notice !== undefined) core.notice(notice);
      if (inputs.findings.enabled) findings = startFindingsStep(inputs, privacy, env, clean, signal);
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
  };
  const triage: { result: TriageResult | undefined; failure: string | undefined } = { result: undefined, failure: undefined };
  core.setOutput('findings', '');
  core.info(logText(
    `Analytics snapshot of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${fetchOrder(inputs.datasets).join(', ')} (in this order), at most ${inputs.maxRequests} requests (max-requests), ${inputs.formats.join(' and ')} to ${inputs.outputDir}`,
  ));
  try {
    let result: SnapshotResult;
    try {
      result = await runSnapshotStep('Fetching the analytics datasets', snapshotRequest(inputs, privacyReady), {
        mintlify,
        redact: clean,
        signal,
        ...(inputs.findings.enabled
          ? {
              observe: (dataset, rows) => findings?.observe(dataset, rows),
              // Every dataset may have been skipped (cancelled) before the rules were awaited.
              beforeManifest: async (outcomes) => {
                await privacyReady();
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
    }
    summary.snapshot = { complete: result.complete, outcomes: result.outcomes, requests: result.requests };
    const findingsFile = findings?.result();
    if (findingsFile !== undefined) {
      const history = findings?.history();
      summary.docsHealth = (budget) => renderDocsHealth({ findings: findingsFile, history, rows: inputs.summaryRows }, budget);
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
        const request = { triage: inputs.triage, apiKey: inputs.apiKey, project: { projectId: inputs.projectId, apiUrl: inputs.apiUrl }, githubToken: inputs.githubToken, findings: findingsFile, history: findings?.history(), measure: (id: string) => findings?.measure(id), visitorText: (await privacyReady()).visitorText };
        // Octokit loads here, after the export, not before its first request (cold start).
        const { runTriageStep } = await import('./triage/triage-step.ts');
        triage.result = await runTriageStep(request, mintlify, env, signal);
      } catch (error) {
        triage.failure = clean(`Filing the finding issues failed: ${errorMessage(error)}`);
        throw new Error(incomplete === undefined ? triage.failure : `${incomplete} ${triage.failure}`, { cause: error });
      }
    }
    if (incomplete !== undefined) {
      throw new Error(typeof summary.artifact === 'string' ? incomplete : `${incomplete} Uploaded as artifact ${summary.artifact.name}.`);
    }
  } finally {
    try {
      const triageSection = inputs.triage.fileIssues ? (await import('./triage/triage-step.ts')).renderTriageSummary(triage.result, triage.failure) : '';
      const privacy = await privacyReady();
      await core.summary.addRaw(renderAnalyticsSummary({ ...summary, privacy, visitorTextNotice: visitorTextNotice(privacy) }) + triageSection, true).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}
