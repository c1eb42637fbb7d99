/**
 * Polling an agent job (`GET /v2/agent/{projectId}/job/{id}`) until it reaches a final
 * status (`completed`, `archived`, `failed` — admin spec), the deadline passes, or the run
 * is cancelled. Time and sleeping are injected so the loop runs instantly in tests.
 */
import { FINAL_STATUSES, type AgentJob } from '../mintlify/schemas.ts';

/** Longest wait between two polls, in seconds (unless `poll-interval` is longer). */
export const MAX_POLL_DELAY_SECONDS = 60;

/** Growth factor of the wait between polls. */
export const POLL_BACKOFF = 1.5;

/**
 * Wait before poll number `pollIndex` (0-based), in milliseconds: `intervalSeconds` first,
 * then ×1.5 each time, capped at 60 s (or at `intervalSeconds` when that is longer).
 */
export function nextPollDelayMs(pollIndex: number, intervalSeconds: number): number {
  const cap = Math.max(MAX_POLL_DELAY_SECONDS, intervalSeconds);
  return Math.round(Math.min(cap, intervalSeconds * POLL_BACKOFF ** pollIndex) * 1000);
}

/** How polling ended. `job` is the last state seen, if any. */
export type PollOutcome =
  | { kind: 'final'; job: AgentJob; polls: number }
  | { kind: 'timed-out'; job: AgentJob | undefined; polls: number }
  | { kind: 'cancelled'; job: AgentJob | undefined; polls: number };

/** What the poll loop needs from the outside. */
export interface PollDeps {
  /** Fetches the job; must reject when `signal` aborts. */
  getJob: (signal: AbortSignal) => Promise<AgentJob>;
  /** Waits `ms` milliseconds; resolves early (without throwing) when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Current time, epoch milliseconds. */
  now: () => number;
  /** Aborted when the run is cancelled (SIGINT/SIGTERM). */
  signal: AbortSignal;
  /** Called after each poll with the job's state (e.g. to update the PR comment). */
  onPoll?: (job: AgentJob, polls: number) => Promise<void> | void;
}

/**
 * Polls until a final status, `deadline` (epoch ms) or cancellation.
 * @param intervalSeconds first wait, see {@link nextPollDelayMs}.
 * @throws MintlifyApiError when a poll fails after its retries.
 */
export async function pollJob(deps: PollDeps, intervalSeconds: number, deadline: number): Promise<PollOutcome> {
  let job: AgentJob | undefined;
  for (let polls = 0; ; ) {
    const remaining = deadline - deps.now();
    if (deps.signal.aborted) return { kind: 'cancelled', job, polls };
    if (remaining <= 0) return { kind: 'timed-out', job, polls };
    await deps.sleep(Math.min(nextPollDelayMs(polls, intervalSeconds), remaining), deps.signal);
    if (deps.signal.aborted) return { kind: 'cancelled', job, polls };
    const left = deadline - deps.now();
    if (left <= 0) return { kind: 'timed-out', job, polls };
    try {
      job = await deps.getJob(AbortSignal.any([deps.signal, AbortSignal.timeout(left)]));
    } catch (error) {
      if (deps.signal.aborted) return { kind: 'cancelled', job, polls };
      if (deadline - deps.now() <= 0) return { kind: 'timed-out', job, polls };
      throw error;
    }
    polls += 1;
    await deps.onPoll?.(job, polls);
    if (FINAL_STATUSES.includes(job.status)) return { kind: 'final', job, polls };
  }
}
