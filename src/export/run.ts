/**
 * The one entry point of the exporter: the whole run of an export, the same in every exporting mode —
 * resume (find the previous run's export of this workflow, decide fresh / resume / already complete) →
 * fetch the datasets into files, manifest and `manifest.sig` (`snapshot.ts`) → the progress of a
 * snapshot built over several runs → upload the artifact → the outputs the modes share (`requests`,
 * `total`, `human`, `ai`, `artifact-id`, `artifact-url`). A mode (a preset: `page-views`, `analytics`)
 * gives the request and its own wording, outputs and phases through {@link ExportPreset}.
 */
import * as core from '@actions/core';
import { errorMessage } from '../errors.ts';
import { logText } from '../format/log-text.ts';
import { artifactUrl } from '../github/urls.ts';
import { publishExportArtifact, type ArtifactInputs, type PublishedArtifact } from './artifact/artifact-step.ts';
import type { Privacy } from './privacy.ts';
import type { DatasetOutcome } from './paging/dataset-outcome.ts';
import { decideResume, type DownloadedArtifact, type ResumeDecision } from './resume/resume-step.ts';
import {
  abandonedLine,
  alreadyCompleteLine,
  partialSnapshotWarning,
  progressLogLine,
  snapshotProgress,
  type AbandonedSnapshot,
  type CompleteElsewhere,
} from './resume/resume-summary.ts';
import { now } from '../clock.ts';
import {
  estimateRunsLeft,
  resumeUnusable,
  snapshotIdentity,
  stoppedOnlyByBudget,
  type PreviousExport,
} from './resume/resume.ts';
import type { SnapshotProgress } from './resume/resume-summary.ts';
import { carryCompleteSnapshot, type SnapshotRequest, type SnapshotResult } from './snapshot.ts';
import { runSnapshotStep, type SnapshotStepDeps } from './snapshot-step.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import type { MintlifyClient } from '../mintlify/client.ts';

/** The inputs of an exporting mode that drive the run (beyond its {@link SnapshotRequest}). */
interface ExportRunInputs extends ArtifactInputs {
  /** `resume`: continue a partial export of the previous run. */
  resume: boolean;
  /** `github-token`: finds the previous run's artifact (needs `actions: read`). */
  githubToken: string;
  /** The key and project that sign `manifest.sig` and verify the previous one. */
  apiKey: string;
  projectId: string;
  /** `max-requests`: for the estimate of the runs left. */
  maxRequests: number;
}

/**
 * What the job summary shows of the run, filled as the run goes (also when it throws): the mode
 * passes its summary data, which holds these fields.
 */
export interface ExportRunReport {
  /** The uploaded artifact (or why none); the previous run's, for a snapshot already complete. */
  artifact: PublishedArtifact | undefined;
  /** The step's error, redacted. */
  failure: string | undefined;
  /** `resume`: the snapshot's progress over its runs. */
  progress?: SnapshotProgress | undefined;
  /** `resume`: the previous run already completed the snapshot of the range; set once its files are carried. */
  alreadyComplete?: CompleteElsewhere | undefined;
  /** `resume`: the previous run's partial snapshot this run does not continue (its range moved on). */
  abandoned?: AbandonedSnapshot | undefined;
  /** What the run decided about the previous run's export (`undefined`: resume off or unusable). */
  decision?: ResumeDecision['kind'] | undefined;
}

/** What the fetch starts from, for the phases a mode runs alongside it (analytics: findings). */
export interface FetchStart {
  /** False when a partial export of this run could not be continued by the next (it then fails the step). */
  resumable: boolean;
  /** A complete export of another range of the previous run, already downloaded (fresh start only). */
  downloaded: DownloadedArtifact | undefined;
  /**
   * Whether the next run continues a snapshot that ended with `outcomes`: it is resumable, not complete, and stopped
   * only by `max-requests` or the rate limit. The one rule: the exporter and its phases (the findings) ask it here.
   */
  resumesNextRun(outcomes: readonly DatasetOutcome[]): boolean;
}

/** A run that fetched: its result, and whether the next run continues it. */
export interface FetchedExport {
  result: SnapshotResult;
  /**
   * The partial snapshot stopped only by `max-requests` or the rate limit, and the next run continues it (`resume`).
   */
  resumesNextRun: boolean;
  /** The previous export this run continued, if any. */
  resumedFrom: PreviousExport | undefined;
}

/** A run that fetched and uploaded. */
export interface ExportedRun extends FetchedExport {
  kind: 'exported';
  /** The step's failure message for a partial export that does not resume (redacted), else `undefined`. */
  incomplete: string | undefined;
}

/** A run whose snapshot the previous run already completed: its files as carried into `output-dir`. */
interface CarriedExport {
  previous: PreviousExport;
  /** Absolute paths of the data files carried (manifest and signature not included). */
  files: string[];
}

/** What a mode runs alongside the fetch: row observers, files written before the manifest and their names. */
export type ExportPhases = Pick<SnapshotStepDeps, 'observe' | 'beforeManifest' | 'extraFileNames'>;

/** How a mode shapes the run: its request, wording, outputs and the phases it adds. */
export interface ExportPreset {
  inputs: ExportRunInputs;
  request: SnapshotRequest;
  /** The log group of the fetch, e.g. `Fetching page views (500 per request)`. */
  title: string;
  /** How the resume notice names what starts afresh: `a new export starts` / `a new snapshot starts`. */
  noun: 'export' | 'snapshot';
  /** The privacy rules that make the snapshot the same (awaited after the previous artifact is downloaded). */
  rules: () => Privacy | Promise<Privacy>;
  /** Files besides the datasets' that a complete snapshot carries (e.g. `findings.json`). */
  carriedFileNames?: readonly string[];
  /** Phases that run alongside the fetch (row observers, files written before the manifest). */
  phases?: (start: FetchStart) => ExportPhases;
  /** The step's failure message for a partial export (before redaction). */
  incompleteMessage: (result: SnapshotResult) => string;
  /** The mode's outputs of a run that failed before anything was fetched or carried. */
  failedOutputs: (error: unknown) => void;
  /** The mode's outputs and log lines of a fetched run, before the upload. */
  fetched: (run: FetchedExport) => void | Promise<void>;
  /** The mode's outputs of a snapshot already complete (its files carried). */
  carried: (run: CarriedExport) => void | Promise<void>;
}

/** The dependencies of a run. */
export interface ExportRunDeps {
  mintlify: MintlifyClient;
  /** The runner's context: the artifact lookup, upload and URL. */
  runner: RunnerContext;
  signal: AbortSignal;
  /** Removes the API key from a message. */
  redact: (text: string) => string;
}

/**
 * Runs an export from the previous run's artifact to the upload (see the module comment),
 * filling `report` for the job summary as it goes.
 * @returns `already-complete` (nothing requested or uploaded), or the fetched run after its upload:
 *   the mode throws `incomplete` (see {@link failIfIncomplete}) after any phase of its own.
 * @throws Error (redacted, `Nothing was uploaded.` appended when an upload was asked for) when the
 *   fetch fails or `output-dir` cannot take the files; naming the artifact when the upload fails,
 *   after the partial export's message.
 */
export async function runExport(
  preset: ExportPreset,
  deps: ExportRunDeps,
  report: ExportRunReport,
): Promise<{ kind: 'already-complete' } | ExportedRun> {
  const { inputs } = preset;
  const unusable = resumeUnusable(inputs);
  const resume = await decide(preset, deps, unusable);
  report.decision = resume?.kind;
  if (resume?.kind === 'fresh' && resume.abandoned !== undefined) {
    report.abandoned = resume.abandoned;
    core.warning(deps.redact(abandonedLine(resume.abandoned)));
  }
  const start = startOf(resume, unusable);
  const result = await fetchOrCarry(preset, deps, resume, start, report);
  if (result === undefined) return { kind: 'already-complete' };
  const resumesNextRun = start.resumesNextRun(result.outcomes);
  if (start.resumable) report.progress = logProgress(result, inputs.maxRequests);
  if (resumesNextRun)
    core.warning(
      deps.redact(partialSnapshotWarning(result.outcomes, report.progress?.left, preset.request.range, now())),
    );
  const fetched: FetchedExport = {
    result,
    resumesNextRun,
    resumedFrom: resume?.kind === 'resume' ? resume.previous : undefined,
  };
  await preset.fetched(fetched);
  setTotalsOutputs(viewsTotals(result), result.requests);
  const incomplete = result.complete || resumesNextRun ? undefined : deps.redact(preset.incompleteMessage(result));
  report.artifact = await upload(inputs, result, deps, incomplete, report);
  return { kind: 'exported', ...fetched, incomplete };
}

/**
 * Fetches the datasets into files, manifest and signature (resuming the previous partial export
 * when decided), or carries the previous complete one into `output-dir` (then `undefined`). The
 * previous export's folder is disposed of in every case.
 * @throws Error (redacted, `Nothing was uploaded.` appended when an upload was asked for), after
 *   the mode's outputs of a failed run.
 */
async function fetchOrCarry(
  preset: ExportPreset,
  deps: ExportRunDeps,
  resume: ResumeDecision | undefined,
  start: FetchStart,
  report: ExportRunReport,
): Promise<SnapshotResult | undefined> {
  try {
    if (resume?.kind === 'complete') {
      await carry(preset, deps, resume, report);
      return undefined;
    }
    return await runSnapshotStep(preset.title, preset.request, {
      mintlify: deps.mintlify,
      redact: deps.redact,
      signal: deps.signal,
      ...(resume?.kind === 'resume' ? { resume: { dir: resume.dir, previous: resume.previous } } : {}),
      ...preset.phases?.(start),
    });
  } catch (error) {
    preset.failedOutputs(error);
    const nothing = preset.inputs.uploadArtifact ? ' Nothing was uploaded.' : '';
    report.failure = deps.redact(`${errorMessage(error)}${nothing}`);
    throw new Error(report.failure, { cause: error });
  } finally {
    await resume?.dispose();
  }
}

/** The progress of a snapshot built over several runs, logged in one line. */
function logProgress(result: SnapshotResult, maxRequests: number): SnapshotProgress {
  const left = result.complete ? undefined : estimateRunsLeft(result.outcomes, maxRequests);
  const progress = snapshotProgress(result.outcomes, result, left);
  core.info(logText(progressLogLine(progress)));
  return progress;
}

/**
 * Throws the step's failure of a partial export that does not resume, naming the artifact it
 * was uploaded as. Call it last, after every phase of the mode.
 */
export function failIfIncomplete(run: ExportedRun, report: ExportRunReport): void {
  if (run.incomplete === undefined) return;
  const { artifact } = report;
  throw new Error(
    typeof artifact === 'string' || artifact === undefined
      ? run.incomplete
      : `${run.incomplete} Uploaded as artifact ${artifact.name}.`,
  );
}

/** The resume decision, or `undefined` when resume cannot work in this run (logged when asked for). */
async function decide(
  preset: ExportPreset,
  deps: ExportRunDeps,
  unusable: string | undefined,
): Promise<ResumeDecision | undefined> {
  const { inputs, request } = preset;
  if (unusable !== undefined) {
    if (inputs.resume) core.info(logText(`Resume: off in this run: ${unusable}.`));
    return undefined;
  }
  const decision = await decideResume({
    token: inputs.githubToken,
    runner: deps.runner,
    artifactName: inputs.artifactName,
    key: { apiKey: inputs.apiKey, projectId: inputs.projectId },
    // The privacy rules are part of what makes the snapshot the same: known before its first request.
    identity: Promise.resolve(preset.rules()).then((rules) => snapshotIdentity(request, rules)),
    log: (line) => core.info(logText(line)),
  });
  if (decision.kind === 'fresh' && decision.notice !== undefined)
    core.notice(deps.redact(`Resume: a new ${preset.noun} starts, as ${decision.notice}.`));
  return decision;
}

/** Whether a partial export of this run resumes next run, and what the fetch starts from. */
function startOf(resume: ResumeDecision | undefined, unusable: string | undefined): FetchStart {
  const lookupFailed = resume?.kind === 'fresh' ? resume.lookupFailed : undefined;
  const resumable = unusable === undefined && lookupFailed === undefined;
  return {
    resumable,
    downloaded: resume?.kind === 'fresh' ? resume.downloaded : undefined,
    resumesNextRun: (outcomes) =>
      resumable && !outcomes.every((o) => o.status === 'complete') && stoppedOnlyByBudget(outcomes),
  };
}

/**
 * A run whose export the previous run already completed: its files go to `output-dir` as they
 * are, the outputs come from its manifest (`requests: 0`, the artifact's id and URL), nothing is
 * requested or uploaded, and the log and the summary say so.
 * @throws InputError / ExportError when `output-dir` cannot take the files.
 */
async function carry(
  preset: ExportPreset,
  deps: ExportRunDeps,
  resume: Extract<ResumeDecision, { kind: 'complete' }>,
  report: ExportRunReport,
): Promise<void> {
  const { previous, artifact } = resume;
  const files = await carryCompleteSnapshot(preset.request, resume.dir, previous.files, preset.carriedFileNames);
  const url = artifactUrl({ ...deps.runner, runId: String(artifact.runId) }, artifact.id);
  report.alreadyComplete = {
    artifactName: artifact.name,
    artifactId: artifact.id,
    runId: artifact.runId,
    url,
    requests: previous.requests,
    runs: previous.runs,
  };
  report.artifact = { name: artifact.name, url };
  const views = previous.kept.find((k) => k.dataset === 'views')?.tail.totals;
  const totals =
    typeof views === 'object' && views !== null ? (views as Partial<Record<'total' | 'human' | 'ai', unknown>>) : {};
  const count = (value: unknown): number | '' => (typeof value === 'number' ? value : '');
  await preset.carried({ previous, files });
  setTotalsOutputs({ total: count(totals.total), human: count(totals.human), ai: count(totals.ai) }, 0);
  core.setOutput('artifact-id', artifact.id);
  core.setOutput('artifact-url', url);
  core.info(logText(alreadyCompleteLine(report.alreadyComplete)));
}

type Totals = Record<'total' | 'human' | 'ai', number | ''>;

/** The totals of the `views` dataset, or '' each when it was not exported. */
function viewsTotals(result: SnapshotResult): Totals {
  const views = result.outcomes.find((o) => o.summary?.dataset === 'views')?.summary;
  const totals = views?.dataset === 'views' ? views.totals : undefined;
  return { total: totals?.total ?? '', human: totals?.human ?? '', ai: totals?.ai ?? '' };
}

/** The outputs every exporting mode sets: `requests`, `total`, `human`, `ai`. */
function setTotalsOutputs(totals: Totals, requests: number): void {
  core.setOutput('requests', requests);
  core.setOutput('total', totals.total);
  core.setOutput('human', totals.human);
  core.setOutput('ai', totals.ai);
}

/**
 * Uploads the files (see `publishExportArtifact`).
 * @throws Error naming the artifact, after the partial export's message when there is one.
 */
async function upload(
  inputs: ExportRunInputs,
  result: SnapshotResult,
  deps: ExportRunDeps,
  incomplete: string | undefined,
  report: ExportRunReport,
): Promise<PublishedArtifact> {
  try {
    return await publishExportArtifact({
      inputs,
      complete: result.complete,
      files: result.files.map((f) => f.path),
      runner: deps.runner,
      signal: deps.signal,
    });
  } catch (error) {
    report.failure = deps.redact(errorMessage(error));
    throw new Error(incomplete === undefined ? report.failure : `${incomplete} ${report.failure}`, { cause: error });
  }
}
