/**
 * `page-views`, a preset of the exporter (`export/snapshot.ts`): the `views` dataset alone, to
 * `page-views.json` / `page-views.csv` with `limit` = `page-size`. Sets the outputs, uploads the
 * files as one artifact and writes the job summary, also after a failure. A partial export is
 * kept, uploaded as `<artifact-name>-partial` and flagged everywhere, and fails the step — unless
 * `resume` is on and it stopped only because of `max-requests` or the rate limit: the next run
 * then continues it (`export/resume-step.ts`), and a run that finds the export of its range
 * already complete makes no request and uploads nothing.
 */
import * as core from '@actions/core';
import * as path from 'node:path';
import { errorMessage, redact } from '../errors.ts';
import { publishExportArtifact } from '../export/artifact-step.ts';
import { logText } from '../format/log-text.ts';
import { describeRange } from '../export/date-range.ts';
import { ExportError, type DatasetOutcome } from '../export/export-dataset.ts';
import { NO_VISITOR_DATA } from '../export/privacy.ts';
import { carryCompleteSnapshot, runSettings, type SnapshotRequest, type SnapshotResult } from '../export/snapshot.ts';
import { decideResume, type ResumeDecision } from '../export/resume-step.ts';
import { estimateRunsLeft, resumeUnusable, snapshotIdentity, stoppedOnlyByBudget } from '../export/resume.ts';
import { alreadyCompleteLine, progressLogLine, snapshotProgress } from '../export/resume-summary.ts';
import { artifactUrl } from '../github/urls.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import { runSnapshotStep } from '../export/snapshot-step.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { PageViewsInputs } from './inputs.ts';
import { addPageViewsSummary, type PageViewsExport, type PageViewsSummaryData } from './summary.ts';
import { clause } from '../format/sentence.ts';

/** The base of the file names: `page-views.json`, `page-views.csv` (`page-views.partial.*` when partial). */
export const FILE_STEM = 'page-views';

/**
 * The step's failure message for a partial export, e.g. `Page-views export failed at offset
 * 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500:
 * Invalid query parameters. Partial export: the rows received are in page-views.partial.json
 * and page-views.partial.csv (manifest.json: complete false).`
 */
export function partialFailureMessage(views: DatasetOutcome, manifest: string): string {
  const data = views.files.map((f) => path.basename(f.path));
  const kept = data.length > 0 ? `the rows received are in ${data.join(' and ')}` : 'no row arrived';
  return `Page-views export failed at offset ${views.stoppedAtOffset ?? 0} (${views.rows} rows kept): ${clause(views.stop?.message ?? 'stopped early')}. Partial export: ${kept} (${path.basename(manifest)}: complete false).`;
}

/** The export of `page-views`: `views` alone, `limit` = `page-size`, files `page-views.*`, JSON `{projectId, dateFrom, dateTo, generatedAt, views, totals, complete}`. */
export function pageViewsRequest(inputs: PageViewsInputs): SnapshotRequest {
  const { projectId, range } = inputs;
  return {
    ...runSettings(inputs),
    mode: 'page-views',
    // manifest.sig: the next run trusts this export (to resume it) only when it verifies.
    manifestMac: { apiKey: inputs.apiKey, projectId: inputs.projectId },
    datasets: [{ dataset: 'views', fileStem: FILE_STEM, limit: inputs.pageSize }],
    jsonHead: (_dataset, generatedAt) => ({
      projectId,
      dateFrom: range.dateFrom ?? null,
      dateTo: range.dateTo ?? null,
      generatedAt,
    }),
    privacy: NO_VISITOR_DATA,
  };
}

/** What the summary shows of the export. */
function summaryOf(result: SnapshotResult, views: DatasetOutcome): PageViewsExport {
  const summary = views.summary?.dataset === 'views' ? views.summary : undefined;
  return {
    rows: views.rows,
    requests: result.requests,
    totals: summary?.totals,
    totalsChanged: views.totalsChanged === true,
    duplicates: views.duplicates ?? { count: 0, examples: [] },
    top: summary?.top ?? [],
    fileNames: result.files.map((f) => path.basename(f.path)),
    stopped:
      views.status === 'complete'
        ? undefined
        : { offset: views.stoppedAtOffset ?? 0, reason: views.stop?.message ?? 'stopped early' },
  };
}

/**
 * Runs `page-views` end to end and reports through `@actions/core`: outputs `rows`, `requests`,
 * `total`, `human`, `ai`, `json-file`, `csv-file`, `artifact-id`, `artifact-url`.
 * @param runner the runner's context (the repository and run for the artifact URL and resume;
 *   `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the export stopped early (see {@link partialFailureMessage}; the partial
 *   files are kept and uploaded), when `output-dir` holds files the action did not write, when
 *   no file could be written, or naming the artifact when the upload fails (the files stay in
 *   `output-dir`). The job summary is written in every case.
 */
export async function runPageViewsStep(
  inputs: PageViewsInputs,
  mintlify: MintlifyClient,
  runner: RunnerContext,
  signal: AbortSignal,
): Promise<void> {
  const { projectId, range, summaryRows, maxRequests } = inputs;
  const summary: PageViewsSummaryData = {
    projectId,
    range,
    summaryRows,
    maxRequests,
    export: undefined,
    artifact: undefined,
    failure: undefined,
  };
  const clean = (text: string): string => redact(text, [inputs.apiKey]);
  core.info(
    logText(
      `Page views of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${inputs.pageSize} rows per request, at most ${inputs.maxRequests} requests, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`,
    ),
  );
  const request = pageViewsRequest(inputs);
  let resume: ResumeDecision | undefined;
  // Why a partial snapshot of this run cannot be continued by the next (then it fails the step, as without resume).
  let unusable = resumeUnusable(inputs);
  try {
    let result: SnapshotResult;
    try {
      if (inputs.resume && unusable !== undefined) core.info(logText(`Resume: off in this run: ${unusable}.`));
      if (unusable === undefined) {
        resume = await decideResume({
          token: inputs.githubToken,
          runner,
          artifactName: inputs.artifactName,
          key: { apiKey: inputs.apiKey, projectId: inputs.projectId },
          identity: snapshotIdentity(request, NO_VISITOR_DATA),
          log: (line) => core.info(logText(line)),
        });
        if (resume.kind === 'fresh' && resume.notice !== undefined)
          core.notice(clean(`Resume: a new export starts, as ${resume.notice}.`));
        if (resume.kind === 'fresh' && resume.lookupFailed !== undefined) unusable = resume.lookupFailed;
      }
      if (resume?.kind === 'complete') {
        await reportAlreadyComplete(resume, request, runner, summary);
        return;
      }
      result = await runSnapshotStep(`Fetching page views (${inputs.pageSize} per request)`, request, {
        mintlify,
        redact: clean,
        signal,
        ...(resume?.kind === 'resume' ? { resume: { dir: resume.dir, previous: resume.previous } } : {}),
      });
    } catch (error) {
      core.setOutput('requests', error instanceof ExportError ? error.requests : 0);
      summary.failure = clean(`${errorMessage(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
      throw new Error(summary.failure, { cause: error });
    } finally {
      await resume?.dispose();
    }
    const [views] = result.outcomes;
    if (views === undefined) throw new Error('The page-views export ran no dataset.');
    summary.export = summaryOf(result, views);
    const resumesNextRun = unusable === undefined && !result.complete && stoppedOnlyByBudget(result.outcomes);
    if (unusable === undefined) {
      summary.progress = snapshotProgress(
        result.outcomes,
        result,
        result.complete ? undefined : estimateRunsLeft(result.outcomes, inputs.maxRequests),
      );
      core.info(logText(progressLogLine(summary.progress)));
      if (resumesNextRun)
        core.info(
          logText(
            `Page-views export in progress (resume: true): ${views.rows} rows so far; the next run continues from offset ${views.stoppedAtOffset ?? 0}.`,
          ),
        );
    }
    const { totals } = summary.export;
    core.info(
      logText(
        result.complete
          ? `Exported ${views.rows} rows (${views.pages} API pages, ${result.requests} requests): ${totals?.total} views in total (human ${totals?.human}, AI ${totals?.ai}).`
          : `Kept the ${views.rows} rows received (${views.pages} API pages, ${result.requests} requests) in ${summary.export.fileNames.join(', ')}.`,
      ),
    );
    const dataFile = (extension: string): string => views.files.find((f) => f.path.endsWith(extension))?.path ?? '';
    core.setOutput('rows', views.rows);
    core.setOutput('requests', result.requests);
    core.setOutput('total', totals?.total ?? '');
    core.setOutput('human', totals?.human ?? '');
    core.setOutput('ai', totals?.ai ?? '');
    core.setOutput('json-file', dataFile('.json'));
    core.setOutput('csv-file', dataFile('.csv'));
    const partialFailure =
      result.complete || resumesNextRun ? undefined : clean(partialFailureMessage(views, result.manifest));

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
      throw new Error(partialFailure === undefined ? summary.failure : `${partialFailure} ${summary.failure}`, {
        cause: error,
      });
    }
    if (partialFailure !== undefined)
      throw new Error(
        typeof summary.artifact === 'string'
          ? partialFailure
          : `${partialFailure} Uploaded as artifact ${summary.artifact.name}.`,
      );
  } finally {
    try {
      await addPageViewsSummary(core.summary, summary).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}

/**
 * A run whose export the previous run already completed: its files go to `output-dir` as they
 * are, the outputs come from its manifest (`requests: 0`, the artifact's id and URL), nothing is
 * requested or uploaded, and the log and the summary say so.
 * @throws InputError / ExportError when `output-dir` cannot take the files.
 */
async function reportAlreadyComplete(
  resume: Extract<ResumeDecision, { kind: 'complete' }>,
  request: SnapshotRequest,
  runner: RunnerContext,
  summary: PageViewsSummaryData,
): Promise<void> {
  const { previous, artifact } = resume;
  const files = await carryCompleteSnapshot(request, resume.dir, previous.files);
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
  const views = previous.kept.find((k) => k.dataset === 'views');
  const totals =
    typeof views?.tail.totals === 'object' && views.tail.totals !== null
      ? (views.tail.totals as Partial<Record<'total' | 'human' | 'ai', unknown>>)
      : {};
  const file = (name: string): string => files.find((f) => path.basename(f) === name) ?? '';
  core.setOutput('rows', views?.rows ?? 0);
  core.setOutput('requests', 0);
  core.setOutput('total', typeof totals.total === 'number' ? totals.total : '');
  core.setOutput('human', typeof totals.human === 'number' ? totals.human : '');
  core.setOutput('ai', typeof totals.ai === 'number' ? totals.ai : '');
  core.setOutput('json-file', file(`${FILE_STEM}.json`));
  core.setOutput('csv-file', file(`${FILE_STEM}.csv`));
  core.setOutput('artifact-id', artifact.id);
  core.setOutput('artifact-url', url);
  core.info(logText(alreadyCompleteLine(summary.alreadyComplete)));
}
