/**
 * Polling an agent job (`GET /v2/agent/{projectId}/job/{id}`) until it reaches a final status (`completed`,
 * `archived`, `failed` — admin spec), the deadline passes, or the run is cancelled. Time and sleeping are injected so
 * the loop runs instantly in tests.
 *
 * The schedule ({@link pollDelayMs}) keeps the time from the job ending to the PR showing it short (at most 12 s
 * between two polls unless `poll-interval` is longer: a p95 under 15 s with the requests' own time on a real network)
 * while polling less often as the job ages, and never sooner than the server's last `Retry-After`.
 */
import { FINAL_STATUSES, type AgentJob } from '../mintlify/schemas.ts';

/**
 * One step of the poll schedule: while the job has been watched
 * for less than `untilMs`, wait `factor` × `poll-interval`.
 */
interface PollStep {
  /** Time since watching started, in milliseconds, up to which this step applies (exclusive). */
  untilMs: number;
  /** Multiple of `poll-interval` waited between two polls in this step. */
  factor: number;
}

/**
 * The schedule: `poll-interval` for the first minute, twice it up to five minutes, three
 * times it after, capped at {@link MAX_POLL_DELAY_MS} (with the default of 10 s: 10 s, then 12 s).
 */
const POLL_SCHEDULE: readonly PollStep[] = [
  { untilMs: 60_000, factor: 1 },
  { untilMs: 300_000, factor: 2 },
  { untilMs: Number.POSITIVE_INFINITY, factor: 3 },
];

/** Longest scheduled wait between two polls, in milliseconds, unless `poll-interval` itself is longer. */
export const MAX_POLL_DELAY_MS = 12_000;

/**
 * Wait before the next poll, in milliseconds. Pure.
 *
 * `poll-interval` × the {@link POLL_SCHEDULE} factor for the time the job has been watched,
 * capped at {@link MAX_POLL_DELAY_MS} (12 s) — or at `poll-interval` when the user chose a
 * longer one, which is then waited every time — and never less than the server's last
 * `Retry-After`.
 * @param elapsedMs time since watching started (the instruction was accepted), in milliseconds.
 * @param intervalSeconds the `poll-interval` input, in seconds (> 0).
 * @param retryAfterMs the last `Retry-After` of a GET job response, in milliseconds (0: none).
 */
export function pollDelayMs(elapsedMs: number, intervalSeconds: number, retryAfterMs = 0): number {
  const intervalMs = intervalSeconds * 1000;
  const step = POLL_SCHEDULE.find((s) => elapsedMs < s.untilMs) ?? POLL_SCHEDULE[POLL_SCHEDULE.length - 1];
  const scheduled = Math.min(intervalMs * (step?.factor ?? 1), Math.max(MAX_POLL_DELAY_MS, intervalMs));
  return Math.round(Math.max(scheduled, retryAfterMs));
}

/** How polling ended. `job` is the last state seen, if any. */
export type PollOutcome =
  | { kind: 'final'; job: AgentJob; polls: number }
  | { kind: 'timed-out'; job: AgentJob | undefined; polls: number }
  | { kind: 'cancelled'; job: AgentJob | undefined; polls: number };

/** What the poll loop needs from the outside. */
export interface PollDeps {
  /**
   * Fetches the job; must reject when `signal` aborts. Calls `onRetryAfter` with the wait in
   * milliseconds when the server answered 429/503 with a `Retry-After` it honoured.
   */
  getJob: (signal: AbortSignal, onRetryAfter: (waitMs: number) => void) => Promise<AgentJob>;
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
 * Polls until a final status, `deadline` (epoch ms) or cancellation, waiting
 * {@link pollDelayMs} before each poll (the first one included: the job was just accepted).
 * @param intervalSeconds the `poll-interval` input, see {@link pollDelayMs}.
 * @throws MintlifyApiError when a poll fails after its retries.
 */
export async function pollJob(deps: PollDeps, intervalSeconds: number, deadline: number): Promise<PollOutcome> {
  const started = deps.now();
  let job: AgentJob | undefined;
  let retryAfterMs = 0;
  for (let polls = 0; ;) {
    const remaining = deadline - deps.now();
    if (deps.signal.aborted) return { kind: 'cancelled', job, polls };
    if (remaining <= 0) return { kind: 'timed-out', job, polls };
    await deps.sleep(
      Math.min(pollDelayMs(deps.now() - started, intervalSeconds, retryAfterMs), remaining),
      deps.signal,
    );
    if (deps.signal.aborted) return { kind: 'cancelled', job, polls };
    const left = deadline - deps.now();
    if (left <= 0) return { kind: 'timed-out', job, polls };
    retryAfterMs = 0;
    try {
      job = await deps.getJob(AbortSignal.any([deps.signal, AbortSignal.timeout(left)]), (waitMs) => {
        retryAfterMs = waitMs;
      });
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
