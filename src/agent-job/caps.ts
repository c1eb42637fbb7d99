/**
 * The caps a team sets on agent spend (issue 38), as pure decisions and texts:
 * - `agent-jobs-per-pr`: new agent jobs started on one pull request or issue (counted from the
 *   item's own verified records: progress comments that started a job, the finding issue's job);
 * - `agent-uses-per-day`: agent uses (creates and messages: each spends one Mintlify agent use)
 *   by this repository's runs per UTC day, `follow-up` and the triage alike. The count is kept in
 *   the description of one repository label ({@link DAILY_COUNT_LABEL}, see `daily-uses.ts`).
 *
 * A cap that is reached sends nothing; the run replies with the cap, the count and when it
 * resets, and succeeds with status `capped`.
 */
import { inlineCode } from '../format/escape.ts';

/** Highest `agent-jobs-per-pr` accepted. */
export const MAX_JOBS_PER_PR = 100;
/** Highest `agent-uses-per-day` accepted: Mintlify allows 100 agent uses per project per hour, 2,400 a day. */
export const MAX_USES_PER_DAY = 2400;

/** The repository label whose description holds the day's count of agent uses. */
export const DAILY_COUNT_LABEL = 'mintlify-agent-uses';

/** The caps of one run: `agent-jobs-per-pr` and `agent-uses-per-day`. */
export interface AgentCaps {
  /** New jobs started on one pull request or issue, at most. */
  jobsPerItem: number;
  /** Agent uses (creates and messages) by this repository's runs per UTC day, at most. */
  usesPerDay: number;
}

/** A cap that stops the run: which, how many were counted, the limit, and what the count covers. */
export interface CapReached {
  cap: 'agent-jobs-per-pr' | 'agent-uses-per-day';
  /** The count that reached the cap (jobs on the item, or agent uses today). */
  count: number;
  limit: number;
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

const DESCRIPTION = /^Agent uses (\d{4}-\d{2}-\d{2}) UTC: (\d{1,9})\b/;

/**
 * The label description that records `count` agent uses on `day` (under GitHub's 100
 * characters), e.g. `Agent uses 2026-11-27 UTC: 12 (mintlify-action agent-uses-per-day)`.
 */
export function formatDailyCount(day: string, count: number): string {
  return `Agent uses ${day} UTC: ${count} (mintlify-action agent-uses-per-day)`;
}

/**
 * The count a label description records for `day`: 0 when it records another day (the count
 * starts again at 00:00 UTC), when there is none, or when it is not ours (`valid: false`: edited).
 */
export function parseDailyCount(
  description: string | null | undefined,
  day: string,
): { count: number; valid: boolean } {
  const match = DESCRIPTION.exec(description ?? '');
  if (!match) return { count: 0, valid: description === null || description === undefined || description === '' };
  return { count: match[1] === day ? Number(match[2]) : 0, valid: true };
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

/** The daily cap when one more agent use would pass it; `undefined` while under it. */
export function usesCapReached(usesToday: number, caps: Pick<AgentCaps, 'usesPerDay'>): CapReached | undefined {
  return usesToday >= caps.usesPerDay
    ? { cap: 'agent-uses-per-day', count: usesToday, limit: caps.usesPerDay }
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
    return `The daily cap ${inlineCode('agent-uses-per-day')} is reached: ${reached.count} of ${reached.limit} agent uses today (creates and messages by this repository's workflow runs). The count resets at 00:00 UTC (${new Date(reset).toISOString().slice(0, 16).replace('T', ' ')} UTC, in ${untilText(reset - now)}).`;
  }
  return `The cap ${inlineCode('agent-jobs-per-pr')} is reached: ${reached.count} of ${reached.limit} new agent jobs were started on this ${item}. It does not reset with time: steer a job already started here instead, or ask a maintainer to raise ${inlineCode('agent-jobs-per-pr')} in the workflow.`;
}
