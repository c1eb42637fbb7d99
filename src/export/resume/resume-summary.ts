/**
 * What the log and the job summary say about a snapshot built over several runs (`resume`), the
 * same in every exporting mode: the progress line of a partial run ("snapshot in progress: 3 of 7
 * datasets, resumes next run"), the requests of this run and of the whole snapshot, the runs left,
 * and the run that found its snapshot already complete. Pure.
 */
import { escapeCell, escapeHtml } from '../../format/escape.ts';
import { formatCount, plural } from '../../format/count.ts';
import type { DatasetOutcome } from '../paging/dataset-outcome.ts';
import type { RunsLeft } from './resume.ts';

/** A snapshot's progress over its runs. */
export interface SnapshotProgress {
  /** Datasets complete, of all asked for. */
  complete: number;
  datasets: number;
  /** Requests of this run; runs and requests of the whole snapshot so far (this run included). */
  requests: number;
  snapshotRuns: number;
  snapshotRequests: number;
  /** What is left after this run (`undefined` once complete). */
  left: RunsLeft | undefined;
}

/** The progress of a snapshot from its outcomes. */
export function snapshotProgress(
  outcomes: readonly DatasetOutcome[],
  result: { requests: number; snapshotRuns: number; snapshotRequests: number },
  left: RunsLeft | undefined,
): SnapshotProgress {
  return {
    complete: outcomes.filter((o) => o.status === 'complete').length,
    datasets: outcomes.length,
    requests: result.requests,
    snapshotRuns: result.snapshotRuns,
    snapshotRequests: result.snapshotRequests,
    left,
  };
}

/** `snapshot in progress: 3 of 7 datasets, resumes next run`. */
export function inProgressLine(progress: Pick<SnapshotProgress, 'complete' | 'datasets'>): string {
  return `snapshot in progress: ${progress.complete} of ${progress.datasets} datasets, resumes next run`;
}

/** `about 2 more runs (≈ 180 requests)`, `at least 1 more run (≥ 3 requests)`, or `none`. */
export function describeRunsLeft(left: RunsLeft | undefined): string {
  if (left === undefined || left.requests === 0) return 'none';
  return left.atLeast
    ? `at least ${plural(left.runs, 'more run', 'more runs')} (≥ ${plural(left.requests, 'request', 'requests')}; some datasets' sizes are unknown)`
    : `about ${plural(left.runs, 'more run', 'more runs')} (≈ ${plural(left.requests, 'request', 'requests')})`;
}

/** The log line of a run's progress, e.g. `Requests: 100 this run, 200 for the snapshot so far over 2 runs; runs left: about 1 more run (≈ 80 requests).` */
export function progressLogLine(progress: SnapshotProgress): string {
  return `Requests: ${formatCount(progress.requests)} this run, ${formatCount(progress.snapshotRequests)} for the snapshot so far over ${plural(progress.snapshotRuns, 'run', 'runs')}; runs left: ${describeRunsLeft(progress.left)}.`;
}

/** The summary paragraph of a run's progress (and, when partial, the in-progress banner), as HTML. */
export function progressHtml(progress: SnapshotProgress): string {
  const inProgress =
    progress.left !== undefined ? `<strong>⏳ ${escapeHtml(inProgressLine(progress))}.</strong><br>\n` : '';
  return `<p>${inProgress}<strong>Requests this run:</strong> ${formatCount(progress.requests)} · <strong>whole snapshot so far:</strong> ${formatCount(progress.snapshotRequests)} over ${plural(progress.snapshotRuns, 'run', 'runs')} · <strong>estimated runs left:</strong> ${escapeHtml(describeRunsLeft(progress.left))}</p>\n`;
}

/** The previous run's artifact that already holds the complete snapshot of the range. */
export interface CompleteElsewhere {
  artifactName: string;
  artifactId: number;
  runId: number;
  /** The artifact's URL (`<server>/<repo>/actions/runs/<run>/artifacts/<id>`). */
  url: string;
  /** Requests and runs the snapshot took. */
  requests: number;
  runs: number;
}

/** The log line of a run that found its snapshot complete: nothing requested, nothing uploaded. */
export function alreadyCompleteLine(done: CompleteElsewhere): string {
  return `Snapshot already complete: artifact ${done.artifactName} (${done.artifactId}) of run ${done.runId} holds the complete snapshot of this range (${plural(done.requests, 'request', 'requests')} over ${plural(done.runs, 'run', 'runs')}). No Mintlify request was made and nothing new is uploaded; its files are in the output folder.`;
}

/** The same, as a summary paragraph (HTML). */
export function alreadyCompleteHtml(done: CompleteElsewhere): string {
  return `<p><strong>✅ Snapshot already complete:</strong> artifact <a href="${escapeHtml(done.url)}">${escapeCell(done.artifactName)}</a> of run ${done.runId} holds the complete snapshot of this range (${plural(done.requests, 'request', 'requests')} over ${plural(done.runs, 'run', 'runs')}). This run made <strong>no Mintlify request</strong> and uploaded nothing; findings and issues were made by the run that completed it.</p>\n`;
}
