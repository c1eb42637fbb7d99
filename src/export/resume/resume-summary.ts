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
import { continuationWindow, type DateRange } from '../date-range.ts';

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

/**
 * The log line of a run's progress, e.g.
 * `Requests: 100 this run, 200 for the snapshot so far over 2 runs; runs left: about 1 more run (≈ 80 requests).`
 */
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

/**
 * The run's warning for a partial snapshot that the next run continues (`resume`): which
 * datasets are missing (partial with the rows so far, or not fetched), what is left, until when a
 * run continues it ({@link continuationWindow}), and that a later range abandons it. Pure.
 */
export function partialSnapshotWarning(
  outcomes: readonly Pick<DatasetOutcome, 'dataset' | 'status' | 'rows'>[],
  left: RunsLeft | undefined,
  range: DateRange,
  now: Date,
): string {
  const missing = outcomes
    .filter((o) => o.status !== 'complete')
    .map((o) =>
      o.status === 'partial'
        ? `${o.dataset} (partial, ${plural(o.rows, 'row', 'rows')} so far)`
        : `${o.dataset} (not fetched)`,
    );
  const complete = outcomes.length - missing.length;
  return (
    `Snapshot incomplete: ${complete} of ${outcomes.length} datasets complete; missing: ${missing.join(', ')}; left: ${describeRunsLeft(left)}. ` +
    `The next run of this workflow with resume: true continues it ${continuationWindow(range, now)}; schedule that run within the range (e.g. hourly on the snapshot's day). ` +
    'A run that asks for a later range starts afresh and this snapshot is abandoned: it then has no findings. See docs/analytics.md (Big sites).'
  );
}

/**
 * A partial snapshot of the previous run that no run will
 * complete: this run asks for another range (or other datasets…).
 */
export interface AbandonedSnapshot {
  artifactName: string;
  artifactId: number;
  runId: number;
  /** Its range in words, e.g. `2026-11-09 to 2026-11-16` or `API default range as of 2026-11-09`. */
  range: string;
  /** Datasets it completed, of all. */
  complete: number;
  datasets: number;
  /** Why it is not continued (a clause). */
  reason: string;
}

/** The warning of a run that abandons the previous run's partial snapshot. */
export function abandonedLine(a: AbandonedSnapshot): string {
  return `Snapshot abandoned: the partial snapshot of ${a.range} in artifact ${a.artifactName} (${a.artifactId}) of run ${a.runId} (${a.complete} of ${a.datasets} datasets complete) is not continued, because ${a.reason}; that range has no complete snapshot and no findings. Schedule the continuation runs within the range (see docs/analytics.md, Big sites).`;
}

/** The same, as a summary paragraph (HTML). */
export function abandonedHtml(a: AbandonedSnapshot): string {
  return `<p><strong>⚠️ Snapshot abandoned:</strong> the partial snapshot of ${escapeHtml(a.range)} (artifact ${escapeCell(a.artifactName)} of run ${a.runId}, ${a.complete} of ${a.datasets} datasets complete) is not continued: ${escapeHtml(a.reason)}. That range has <strong>no complete snapshot and no findings</strong>; schedule the continuation runs within the range (docs/analytics.md, Big sites).</p>\n`;
}
