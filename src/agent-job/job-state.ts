/**
 * The state of an agent job on an item, as the action's own markers record it, and the rules every writer
 * follows: a job's state goes sent → active → ended → reported and never back; a writer that re-reads
 * before writing keeps the newer state and fields, and changes only what it owns. Pure functions.
 */
import type { FindingMarker } from '../findings/marker.ts';
import { FINAL_STATUSES } from '../mintlify/schemas.ts';
import type { MarkerState } from './marker.ts';

/**
 * Where a job stands on an item: instruction delivered, seen
 * running, seen ended, its end reported (in that order, never back).
 */
export type JobState = 'sent' | 'active' | 'ended' | 'reported';

/**
 * How far a progress comment's marker state is along the road (higher is later): nothing sent
 * (`received`), a send under way or failed (`pending`, `not-sent`), delivered (`sent`), its end
 * reported (`ended`). A steer note and a `--skip` reply are no progress comments (0).
 */
const MARKER_RANK: Record<MarkerState, number> = {
  steer: 0,
  skipped: 0,
  received: 1,
  pending: 2,
  'not-sent': 2,
  sent: 3,
  ended: 4,
};

/**
 * True when a comment whose marker says `current` may be rewritten with a
 * marker saying `next`: never back from an end, never from sent to before it.
 */
export function movesForward(current: MarkerState, next: MarkerState): boolean {
  if (current === 'ended') return false;
  return MARKER_RANK[next] >= MARKER_RANK[current] || (current === 'pending' && next === 'not-sent');
}

/** True when `status` is one of the final job statuses (`completed`, `archived`, `failed`). */
export function isFinalStatus(status: string | undefined): boolean {
  return FINAL_STATUSES.some((s) => s === status);
}

/** The state of the job a finding marker records; `undefined` when it records none (`none`, `pending`). */
export function findingJobState(marker: FindingMarker): JobState | undefined {
  if (marker.state !== 'started' || marker.jobId === undefined) return undefined;
  return isFinalStatus(marker.jobStatus) ? 'reported' : 'active';
}

/**
 * The marker a writer that owns only the finding's own fields (the snapshot: `level`, and
 * `since` of a new tracking) writes over `fresh`, the marker as just re-read: every job field
 * (`jobId`, `state`, `jobStatus`, `prLink`) and anything else stays as `fresh` has it.
 */
export function withSnapshotFields(fresh: FindingMarker, owned: Pick<FindingMarker, 'level'>): FindingMarker {
  return { ...fresh, level: owned.level };
}

/**
 * True when job `mine` is newer than the job a record names (`recorded`), each given by its order on the item: the id
 * of its first progress comment there (GitHub numbers comments in creation order, and a run writes its progress
 * comment before it starts or messages the job). A job with no progress comment on the item (one the snapshot's triage
 * started) is older than any that has one; with no order for `mine`, it is not newer. Pure.
 */
export function isNewerJob(order: { recorded: number | undefined; mine: number | undefined }): boolean {
  return order.mine !== undefined && (order.recorded === undefined || order.mine > order.recorded);
}

/**
 * The marker after recording that job `job` was seen in `status` (and with `prLink`), over
 * `fresh`, the marker as just re-read: `undefined` when nothing changes or the change would move
 * the record back — the same job already recorded as ended, a final status over an active one, or
 * another job recorded that is not older than `job` (`newer` false: records only move forward,
 * whichever run writes last). Only a newer job ({@link isNewerJob}) replaces the one recorded.
 */
export function withJobSeen(
  fresh: FindingMarker,
  job: { id: string; status: string; prLink?: string | null | undefined },
  newer = false,
): FindingMarker | undefined {
  const same = fresh.state === 'started' && fresh.jobId === job.id;
  if (same && isFinalStatus(fresh.jobStatus)) return undefined;
  if (!same && fresh.state === 'started' && fresh.jobId !== undefined && !newer) return undefined;
  const next: FindingMarker = {
    ...fresh,
    jobId: job.id,
    state: 'started',
    jobStatus: job.status,
    prLink: job.prLink ?? (same ? fresh.prLink : undefined),
  };
  const unchanged =
    same && fresh.jobStatus === next.jobStatus && fresh.prLink === next.prLink && fresh.state === next.state;
  return unchanged ? undefined : next;
}
