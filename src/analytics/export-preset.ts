/**
 * `analytics` as a preset of the exporter (`export/run.ts`): the datasets asked for in fetch
 * order, each at its endpoint's largest `limit`, to `<dataset>.*`; its outputs (`datasets`,
 * `complete`, `findings`), its log lines and notices, and what its summary shows of the snapshot.
 */
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { DatasetOutcome } from '../export/paging/dataset-outcome.ts';
import type { Privacy } from '../export/privacy.ts';
import { inProgressLine } from '../export/resume/resume-summary.ts';
import type { ExportPreset, ExportRunReport, FetchedExport } from '../export/run.ts';
import { fetchOrder, runSettings, type SnapshotRequest, type SnapshotResult } from '../export/snapshot.ts';
import { HISTORY_FILE_NAME } from '../findings/history.ts';
import { FINDINGS_FILE_NAME, FindingsFileSchema } from '../findings/types.ts';
import { logText } from '../format/log-text.ts';
import { renderDocsHealth } from './docs-health.ts';
import type { FindingsPhase } from './findings-phase.ts';
import { keptWithoutVisitorTextNotice } from './findings-step.ts';
import type { AnalyticsInputs } from './inputs.ts';
import type { AnalyticsSummaryData } from './summary.ts';

/** What the analytics summary holds before the privacy rules are added; filled by the run. */
export type AnalyticsRunSummary = Omit<AnalyticsSummaryData, 'privacy' | 'visitorTextNotice'> & ExportRunReport;

/** The `datasets` output: dataset → rows exported (rows kept, for a partial one), in fetch order. */
function datasetsOutput(outcomes: readonly DatasetOutcome[]): string {
  return JSON.stringify(Object.fromEntries(outcomes.map((o) => [o.dataset, o.rows])));
}

/**
 * The step's failure message for a snapshot that is not complete, e.g. `Analytics snapshot incomplete: views partial
 * (500 rows kept: max-requests (5) reached at offset 500 …); visitors, searches not fetched. Partial files:
 * views.partial.json, views.partial.csv (manifest.json: complete false).`
 */
function incompleteMessage(result: SnapshotResult): string {
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
 * largest `limit`, files `<dataset>.*`, JSON
 * `{dataset, projectId, dateFrom, dateTo, generatedAt, visitorText, <rows>, …, complete}`.
 */
function snapshotRequest(inputs: AnalyticsInputs, privacy: Privacy | (() => Promise<Privacy>)): SnapshotRequest {
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
 * The run of `analytics` (see `runExport`), with the findings
 * phase alongside; `summary` gets the snapshot as it is known.
 */
export function analyticsPreset(
  inputs: AnalyticsInputs,
  findings: FindingsPhase,
  summary: AnalyticsRunSummary,
): ExportPreset {
  const request = snapshotRequest(inputs, () => findings.privacy());
  return {
    inputs,
    request,
    title: 'Fetching the analytics datasets',
    noun: 'snapshot',
    rules: () => findings.rules(),
    carriedFileNames: [FINDINGS_FILE_NAME, HISTORY_FILE_NAME],
    phases: (start) => findings.alongside(start),
    incompleteMessage,
    failedOutputs: () => core.setOutput('complete', 'false'),
    fetched: (run) => reportSnapshot(run, inputs, findings, summary),
    carried: async ({ previous }) => {
      core.setOutput('datasets', JSON.stringify(Object.fromEntries(previous.kept.map((k) => [k.dataset, k.rows]))));
      core.setOutput('complete', 'true');
      core.setOutput('findings', await findingsCount(path.join(request.outputDir, FINDINGS_FILE_NAME)));
    },
  };
}

/** The notices, warnings, log lines and outputs (`findings`, `datasets`, `complete`) of a fetched snapshot. */
async function reportSnapshot(
  { result, resumesNextRun, resumedFrom }: FetchedExport,
  inputs: AnalyticsInputs,
  findings: FindingsPhase,
  summary: AnalyticsRunSummary,
): Promise<void> {
  summary.snapshot = { complete: result.complete, outcomes: result.outcomes, requests: result.requests };
  const findingsFile = findings.step?.result();
  if (findingsFile !== undefined) {
    const missing =
      resumedFrom === undefined
        ? undefined
        : keptWithoutVisitorTextNotice(resumedFrom.kept, (await findings.privacy()).visitorText);
    if (missing !== undefined) core.notice(missing);
    const history = findings.step?.history();
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
  core.setOutput('datasets', datasetsOutput(result.outcomes));
  core.setOutput('complete', String(result.complete));
  core.info(
    logText(
      `${result.complete ? 'Snapshot complete' : 'Snapshot INCOMPLETE'}: ${result.requests} of ${result.maxRequests} requests spent (max-requests).`,
    ),
  );
  if (resumesNextRun && summary.progress !== undefined)
    core.info(logText(`Analytics ${inProgressLine(summary.progress)} (resume: true).`));
}

/**
 * The number of findings in a `findings.json` carried from the complete snapshot (checked against
 * its manifest), read with {@link FindingsFileSchema}; '' when there is none or it does not parse.
 */
async function findingsCount(file: string): Promise<number | ''> {
  try {
    const parsed = FindingsFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data.findings.length : '';
  } catch {
    return '';
  }
}
