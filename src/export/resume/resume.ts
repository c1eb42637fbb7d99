/**
 * Resuming a snapshot over several runs (`resume: true`), the pure part: whether the previous run's
 * export is the same snapshot as the one asked for (the same mode, project and resolved range, and for
 * a range left to the API the same UTC day, `openDay`; the same datasets in order with their `limit`,
 * formats and privacy rules), what to do with it (`complete`, `resume`, or `fresh` with the reason),
 * and how many runs are left. Reading and checking its files is `previous-export.ts`; finding its
 * artifact `resume-step.ts`. The rules: docs/analytics.md, "Big sites: one snapshot over several runs".
 */
import { recordedRangeText } from '../date-range.ts';
import type { DatasetOutcome } from '../paging/dataset-outcome.ts';
import type { ExportFormat } from '../files/formats.ts';
import type { KeptDataset } from './kept-dataset.ts';
import type { ExportMode } from '../manifest/schema.ts';
import type { Privacy } from '../privacy.ts';
import { ANALYTICS_ENDPOINTS, type AnalyticsDataset } from '../../mintlify/analytics-endpoints.ts';

/** What makes two exports the same snapshot (see the module comment). */
export interface SnapshotIdentity {
  mode: ExportMode;
  projectId: string;
  /** Resolved range; `dateTo` exclusive; `null` when not sent. */
  dateFrom: string | null;
  dateTo: string | null;
  /** A range with a bound left to the API: the UTC day it was taken on (`YYYY-MM-DD`); `null` for explicit dates. */
  openDay: string | null;
  /** In fetch order, each with the `limit` of its requests (`null`: none). */
  datasets: readonly { dataset: AnalyticsDataset; limit: number | null }[];
  formats: readonly ExportFormat[];
  visitorText: boolean;
  contact: boolean;
}

/** The previous export as its (checked) manifest describes it. */
export interface PreviousExport extends SnapshotIdentity {
  complete: boolean;
  /** Per dataset, in fetch order. */
  kept: readonly KeptDataset[];
  /** Runs and requests the snapshot took so far. */
  runs: number;
  requests: number;
  /** Every file its manifest lists (base names; the manifest itself not included). */
  files: readonly string[];
}

/** What to do with the previous export. */
export type ResumeVerdict = { kind: 'complete' } | { kind: 'resume' } | { kind: 'fresh'; reason: string };

function sameFormats(a: readonly ExportFormat[], b: readonly ExportFormat[]): boolean {
  return a.length === b.length && a.every((f) => b.includes(f));
}

function describeDatasets(datasets: SnapshotIdentity['datasets']): string {
  return datasets.map((d) => (d.limit === null ? d.dataset : `${d.dataset} (limit ${d.limit})`)).join(', ') || 'none';
}

/**
 * Whether `previous` is the snapshot `wanted` describes, complete or to resume, or why not (a clause
 * for the notice, e.g. `it covers 2026-11-02 to 2026-11-09, this run 2026-11-09 to 2026-11-16`). Pure.
 */
export function resumeVerdict(previous: PreviousExport, wanted: SnapshotIdentity): ResumeVerdict {
  if (previous.mode !== wanted.mode)
    return { kind: 'fresh', reason: `it is a ${previous.mode} export, this run is ${wanted.mode}` };
  if (previous.projectId !== wanted.projectId) return { kind: 'fresh', reason: 'it is a snapshot of another project' };
  if (previous.dateFrom !== wanted.dateFrom || previous.dateTo !== wanted.dateTo) {
    return {
      kind: 'fresh',
      reason: `it covers ${recordedRangeText(previous, 'bounds')}, this run ${recordedRangeText(wanted, 'bounds')} (dateTo exclusive)`,
    };
  }
  if (previous.openDay !== wanted.openDay) {
    // The API's default range moves with the calendar: the same inputs name another range on another day.
    return {
      kind: 'fresh',
      reason: `it covers ${recordedRangeText(previous, 'bounds')} as of ${previous.openDay ?? 'an unknown day'}, this run as of ${wanted.openDay ?? 'an unknown day'} (a range left to the API is the same snapshot only on the same UTC day)`,
    };
  }
  const same =
    previous.datasets.length === wanted.datasets.length &&
    previous.datasets.every(
      (d, i) => d.dataset === wanted.datasets[i]?.dataset && d.limit === wanted.datasets[i]?.limit,
    );
  if (!same)
    return {
      kind: 'fresh',
      reason: `its datasets are ${describeDatasets(previous.datasets)}, this run's ${describeDatasets(wanted.datasets)}`,
    };
  if (!sameFormats(previous.formats, wanted.formats))
    return {
      kind: 'fresh',
      reason: `its formats are ${previous.formats.join(', ')}, this run's ${wanted.formats.join(', ')}`,
    };
  if (previous.visitorText !== wanted.visitorText || previous.contact !== wanted.contact) {
    const rules = (p: { visitorText: boolean; contact: boolean }): string =>
      `visitor text ${p.visitorText ? 'included' : 'excluded'}, contact ${p.contact ? 'included' : 'excluded'}`;
    return { kind: 'fresh', reason: `its privacy rules differ (${rules(previous)}; this run: ${rules(wanted)})` };
  }
  if (previous.complete) return { kind: 'complete' };
  if (!wanted.formats.includes('json'))
    return { kind: 'fresh', reason: 'resuming reads the kept rows back from the JSON files, and format has no json' };
  return { kind: 'resume' };
}

/**
 * Where a kept partial dataset resumes: at the offset or cursor
 * its manifest lists; `undefined` when it must start again.
 */
export function resumePoint(kept: KeptDataset): { offset: number | undefined; cursor: string | undefined } | undefined {
  if (kept.status !== 'partial' || kept.rows === 0) return undefined;
  const paging = ANALYTICS_ENDPOINTS[kept.dataset].paging;
  if (paging === 'offset' && kept.stoppedAtOffset !== undefined)
    return { offset: kept.stoppedAtOffset, cursor: undefined };
  if (paging === 'cursor' && kept.stoppedAtCursor !== undefined)
    return { offset: undefined, cursor: kept.stoppedAtCursor };
  return undefined;
}

/** The identity of a snapshot being asked for. */
export function snapshotIdentity(
  request: {
    mode: ExportMode;
    projectId: string;
    range: { dateFrom: string | undefined; dateTo: string | undefined; openDay?: string | undefined };
    formats: readonly ExportFormat[];
    datasets: readonly { dataset: AnalyticsDataset; limit: number | undefined }[];
  },
  privacy: Privacy,
): SnapshotIdentity {
  return {
    mode: request.mode,
    projectId: request.projectId,
    dateFrom: request.range.dateFrom ?? null,
    dateTo: request.range.dateTo ?? null,
    openDay: request.range.openDay ?? null,
    datasets: request.datasets.map((d) => ({
      dataset: d.dataset,
      limit: d.limit ?? ANALYTICS_ENDPOINTS[d.dataset].maxLimit ?? null,
    })),
    formats: [...request.formats],
    visitorText: privacy.visitorText,
    contact: privacy.contact,
  };
}

/**
 * The requests and runs a snapshot still needs: `atLeast` when a dataset's size is unknown (its count is then a floor).
 */
export interface RunsLeft {
  requests: number;
  runs: number;
  atLeast: boolean;
}

/**
 * Estimates what a snapshot still needs after this run, from rows per request and what remains
 * of the paged datasets whose totals are known: `assistant` from the caller stats' `total`
 * (conversations in the range), `feedback` from the sum of `feedback-by-page` totals (when that
 * list was not cut short). A dataset whose size is unknown (views, visitors, searches, and the two
 * above without their totals) counts one request, and the estimate is then a floor. Single-request
 * datasets count one. `runs` = requests / `maxRequests`, rounded up. Pure.
 */
export function estimateRunsLeft(outcomes: readonly DatasetOutcome[], maxRequests: number): RunsLeft {
  let requests = 0;
  let atLeast = false;
  const summary = <D extends AnalyticsDataset>(dataset: D): DatasetOutcome['summary'] =>
    outcomes.find((o) => o.dataset === dataset && o.status === 'complete')?.summary;
  const callers = summary('assistant-callers');
  const byPage = summary('feedback-by-page');
  for (const outcome of outcomes) {
    if (outcome.status === 'complete') continue;
    const { paging, maxLimit } = ANALYTICS_ENDPOINTS[outcome.dataset];
    if (paging === 'single') {
      requests += 1;
      continue;
    }
    const limit = outcome.limit ?? maxLimit ?? 1;
    let total: number | undefined;
    if (outcome.dataset === 'assistant' && callers?.dataset === 'assistant-callers' && callers.stats !== undefined)
      total = callers.stats.total;
    if (
      outcome.dataset === 'feedback' &&
      byPage?.dataset === 'feedback-by-page' &&
      !byPage.truncated &&
      byPage.items !== undefined
    )
      total = byPage.items;
    if (total === undefined) {
      requests += 1;
      atLeast = true;
      continue;
    }
    // Rows that remain, at `limit` per request; at least one request (the one that says there is no more).
    requests += Math.max(1, Math.ceil(Math.max(0, total - outcome.rows) / limit));
  }
  return { requests, runs: requests === 0 ? 0 : Math.ceil(requests / Math.max(1, maxRequests)), atLeast };
}

/**
 * True when a snapshot that is not complete stopped only because of `max-requests` or the API's
 * rate limit (a 429 the client could not wait out): with `resume` on, the next run continues it,
 * and this run succeeds. Any other stop (an error, a refused key, a cancellation) is a failure. Pure.
 */
export function stoppedOnlyByBudget(outcomes: readonly DatasetOutcome[]): boolean {
  return outcomes.every(
    (o) => o.status === 'complete' || o.stop?.reason === 'budget' || o.stop?.reason === 'rate-limit',
  );
}

/**
 * Why `resume: true` cannot work in this run, or `undefined` when it can: the next run resumes
 * from this run's artifact, found with `github-token`. Without an upload or a token a partial
 * snapshot has nothing to resume from, so it fails the step as with `resume: false`. Pure.
 */
export function resumeUnusable(inputs: {
  resume: boolean;
  uploadArtifact: boolean;
  githubToken: string;
}): string | undefined {
  if (!inputs.resume) return 'resume is false';
  if (!inputs.uploadArtifact) return 'upload-artifact is false, so no later run can continue this snapshot';
  if (inputs.githubToken === '') return "github-token is empty, so the previous run's artifact cannot be found";
  return undefined;
}
