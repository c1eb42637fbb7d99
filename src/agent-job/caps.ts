/**
 * The caps a team sets on agent spend (issue 38), as pure decisions and texts:
 * - `agent-jobs-per-pr`: new agent jobs started on one pull request or issue (counted from the
 *   item's own verified records: progress comments that started a job, the finding issue's job);
 * - `agent-uses-per-day`: agent uses (creates and messages: each spends one Mintlify agent use)
 *   per UTC day by every run that counts in the same repository (`agent-uses-repository`, default
 *   this one), `follow-up` (dashboard ticks included) and the triage alike. The count is kept as
 *   git refs there, one per use (`use-refs.ts`, `daily-uses.ts`).
 *
 * A cap that is reached sends nothing; the run replies with the cap, the count and when it
 * resets, and succeeds with status `capped`.
 */
import { inlineCode } from '../format/escape.ts';

/** Highest `agent-jobs-per-pr` accepted. */
export const MAX_JOBS_PER_PR = 100;
/** Highest `agent-uses-per-day` accepted: Mintlify allows 100 agent uses per project per hour, 2,400 a day. */
export const MAX_USES_PER_DAY = 2400;

/** The caps of one run: `agent-jobs-per-pr` and `agent-uses-per-day`. */
export interface AgentCaps {
  /** New jobs started on one pull request or issue, at most. */
  jobsPerItem: number;
  /** Agent uses (creates and messages) per UTC day by every run counting in {@link usesRepository}, at most. */
  usesPerDay: number;
  /** `agent-uses-repository`: where the daily count is kept (`owner/name`); `undefined`: this repository. */
  usesRepository?: { owner: string; repo: string } | undefined;
}

/** A cap that stops the run: which, how many were counted, the limit, and what the count covers. */
export interface CapReached {
  cap: 'agent-jobs-per-pr' | 'agent-uses-per-day';
  /** The count that reached the cap (jobs on the item, or agent uses today). */
  count: number;
  limit: number;
  /** For `agent-uses-per-day`: the repository that keeps the count (`owner/name`), when it is shared. */
  sharedIn?: string | undefined;
}

/** The agent uses counted today, for the progress comment: "agent uses today: n of cap". */
export interface UsesToday {
  count: number;
  cap: number;
}

/** The UTC day of `at` (epoch milliseconds), `YYYY-MM-DD`. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The next 00:00 UTC after `at` (epoch milliseconds), when the daily count starts again. */
export function nextUtcMidnight(at: number): number {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

/**
 * The new jobs started on one item, counted from its records: the jobs its progress comments
 * started (`via="create"`; one whose creation is unknown counts too, nothing sent does not), the job
 * a finding issue records (the triage's), each job once, and each trigger comment the action marked
 * 🎉 (it started a job) that no progress comment accounts for — its progress comment was deleted.
 */
export function jobsStartedOnItem(
  started: ReadonlyArray<{ jobId: string | undefined; sent: boolean; triggers?: readonly string[] }>,
  recordedJobId?: string,
  startedTriggers: ReadonlySet<string> = new Set(),
): number {
  const ids = new Set<string>();
  const accounted = new Set<string>();
  let unknown = 0;
  for (const s of started) {
    if (!s.sent) continue;
    for (const key of s.triggers ?? []) accounted.add(key);
    if (s.jobId === undefined) unknown += 1;
    else ids.add(s.jobId);
  }
  if (recordedJobId !== undefined) ids.add(recordedJobId);
  for (const key of startedTriggers) if (!accounted.has(key)) unknown += 1;
  return ids.size + unknown;
}

/** The per-item cap when starting one more job would pass it; `undefined` while under it. */
export function jobsCapReached(started: number, caps: Pick<AgentCaps, 'jobsPerItem'>): CapReached | undefined {
  return started >= caps.jobsPerItem
    ? { cap: 'agent-jobs-per-pr', count: started, limit: caps.jobsPerItem }
    : undefined;
}

/** `3 h 12 min`, `45 min`, `1 min`: a wait of `ms` milliseconds rounded up to the minute. */
function untilText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}` : `${minutes} min`;
}

/**
 * One sentence naming the cap, the count and when it resets, for a reply, a log line or the
 * summary (Markdown: the names are code spans).
 * @param now epoch milliseconds, for the time left until the daily count resets.
 * @param item `pull request` or `issue`, where the per-item cap applies.
 */
export function describeCap(reached: CapReached, now: number, item: 'pull request' | 'issue' = 'pull request'): string {
  if (reached.cap === 'agent-uses-per-day') {
    const reset = nextUtcMidnight(now);
    const who =
      reached.sharedIn === undefined
        ? "by this repository's workflow runs"
        : `by every workflow counting in ${inlineCode(reached.sharedIn)}`;
    return `The daily cap ${inlineCode('agent-uses-per-day')} is reached: ${reached.count} of ${reached.limit} agent uses today (creates and messages ${who}). The count resets at 00:00 UTC (${new Date(reset).toISOString().slice(0, 16).replace('T', ' ')} UTC, in ${untilText(reset - now)}).`;
  }
  return `The cap ${inlineCode('agent-jobs-per-pr')} is reached: ${reached.count} of ${reached.limit} new agent jobs were started on this ${item}. It does not reset with time: steer a job already started here instead, or ask a maintainer to raise ${inlineCode('agent-jobs-per-pr')} in the workflow.`;
}
