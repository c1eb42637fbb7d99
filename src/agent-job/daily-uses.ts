/**
 * The daily count of agent uses (`agent-uses-per-day`), kept where the action already keeps
 * state on GitHub: the description of one repository label ({@link DAILY_COUNT_LABEL}), read in
 * one request (`GET /repos/{owner}/{repo}/labels/{name}`) and written in one
 * (`PATCH /repos/{owner}/{repo}/labels/{name}`, or `POST /repos/{owner}/{repo}/labels` the first
 * time). Needs `issues: write` (or `pull-requests: write`).
 *
 * A use is reserved right before it is sent: the count is read, checked against the cap and
 * written one higher. GitHub has no compare-and-swap on a label, so runs in flight at the same
 * moment may read the same count: the cap can be passed by at most the number of runs reserving
 * at once (documented). A reserved use that then fails to send still counts (never backwards).
 */
import { errorMessage } from '../errors.ts';
import type { Octokit } from '../github/octokit.ts';
import {
  DAILY_COUNT_LABEL,
  formatDailyCount,
  parseDailyCount,
  usesCapReached,
  utcDay,
  type CapReached,
  type UsesToday,
} from './caps.ts';
import { clause } from '../format/sentence.ts';

/** The label's colour when the action creates it. */
const LABEL_COLOR = 'c5def5';

/** A reserved agent use (the count now includes it), or the cap that stops it. */
export type Reservation = { kind: 'reserved'; usesToday: UsesToday } | { kind: 'capped'; reached: CapReached };

/**
 * The count could not be read or written: nothing may be sent
 * (the cap would not hold). The message ends without a period.
 */
export class DailyCountError extends Error {
  override name = 'DailyCountError';
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown }).status;
}

/**
 * Reserves one agent use of today (UTC) for this repository: reads the count, refuses when it
 * has reached `cap`, else writes it one higher.
 * @param now epoch milliseconds (the UTC day is taken from it).
 * @throws DailyCountError when the label cannot be read or written (e.g. 403 without `issues: write`).
 */
export async function reserveAgentUse(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  cap: number,
  context: { now: number; warn: (line: string) => void },
): Promise<Reservation> {
  const day = utcDay(context.now);
  const where = { owner: repo.owner, repo: repo.repo, name: DAILY_COUNT_LABEL };
  try {
    let description: string | null | undefined;
    let exists = true;
    try {
      description = (await octokit.rest.issues.getLabel(where)).data.description;
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      exists = false;
    }
    const read = parseDailyCount(description, day);
    if (!read.valid)
      context.warn(
        `The description of the label ${DAILY_COUNT_LABEL} is not a count this action wrote; today's agent uses are counted from 0 again.`,
      );
    const reached = usesCapReached(read.count, { usesPerDay: cap });
    if (reached) return { kind: 'capped', reached };
    const next = { count: read.count + 1, cap };
    const written = formatDailyCount(day, next.count);
    if (!exists) {
      try {
        await octokit.rest.issues.createLabel({ ...where, color: LABEL_COLOR, description: written });
        return { kind: 'reserved', usesToday: next };
      } catch (error) {
        // Another run created it meanwhile: write over it (its use and ours may then count as one).
        if (statusOf(error) !== 422) throw error;
      }
    }
    await octokit.rest.issues.updateLabel({ ...where, description: written });
    return { kind: 'reserved', usesToday: next };
  } catch (error) {
    throw new DailyCountError(
      `Could not keep today's count of agent uses (agent-uses-per-day) in the label ${DAILY_COUNT_LABEL} of ${repo.owner}/${repo.repo}: ${clause(errorMessage(error))}. The token needs issues: write (or pull-requests: write)`,
      { cause: error },
    );
  }
}
