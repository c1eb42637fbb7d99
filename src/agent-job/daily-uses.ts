/**
 * The daily count of agent uses (`agent-uses-per-day`), exact under concurrency: one git ref per
 * use in the counter repository (`agent-uses-repository`, default this repository), created only
 * when its name is free (`agent-job/use-refs.ts`). GitHub REST docs, "Git database":
 * - `GET /repos/{owner}/{repo}/git/matching-refs/{ref}`: today's uses (every page);
 * - `POST /repos/{owner}/{repo}/git/blobs`: the record naming the spending repository (the same
 *   bytes each time: GitHub answers 201 with the same SHA);
 * - `POST /repos/{owner}/{repo}/git/refs`: a slot (201), or 422 "Reference already exists" when
 *   another run took it first: then the next free slot, up to the cap;
 * - `DELETE /repos/{owner}/{repo}/git/refs/{ref}`: counters older than 8 days ({@link cleanOldCounters}).
 *
 * The token needs `contents: write` on the counter repository. Whatever stops the count (no
 * access, no permission, an empty repository) stops the send: nothing is spent uncounted.
 * A reserved use that then fails to send still counts (never backwards).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { errorMessage } from '../errors.ts';
import { clause } from '../format/sentence.ts';
import type { Octokit } from '../github/octokit.ts';
import { utcDay, type CapReached, type UsesToday } from './caps.ts';
import { COUNTER_PREFIX, cappedRef, isOld, parseCounterRef, slotRef, spenderRecord, usesPrefix } from './use-refs.ts';

/** A repository, `owner` and `repo` as GitHub spells them. */
export interface CounterRepository {
  owner: string;
  repo: string;
}

/**
 * A reserved agent use (the count now includes it; `firstOfDay` when this run took the day's first
 * slot: it cleans old counters, {@link cleanOldCounters}), or the cap that stops it.
 */
export type Reservation =
  | { kind: 'reserved'; usesToday: UsesToday; firstOfDay?: boolean | undefined }
  | { kind: 'capped'; reached: CapReached };

/**
 * The count could not be read or written: nothing may be sent (the cap would not hold). The
 * message names the counter repository, what failed and what to do; it ends without a period.
 */
export class DailyCountError extends Error {
  override name = 'DailyCountError';
}

/** A ref as `matching-refs` lists it: only the fields read. */
const RefList = z.array(z.looseObject({ ref: z.string(), object: z.looseObject({ sha: z.string() }) }));
/** The answer of `POST …/git/blobs`. */
const CreatedBlob = z.looseObject({ sha: z.string().regex(/^[0-9a-f]{40}$/) });

/** Refs listed per page (GitHub's most). */
const PER_PAGE = 100;
/** Old counters one cleanup deletes at most (each `DELETE` is a paced write); the rest waits for the next. */
const MAX_DELETES = 100;

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown }).status;
}

function messageOf(error: unknown): string {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

/** The refs under `prefix` (without `refs/`), every page, parsed. */
export async function listCounterRefs(
  octokit: Octokit,
  counter: CounterRepository,
  prefix: string,
): Promise<Array<{ ref: string; sha: string }>> {
  const listed = await octokit.paginate('GET /repos/{owner}/{repo}/git/matching-refs/{ref}', {
    ...counter,
    ref: prefix,
    per_page: PER_PAGE,
  });
  return RefList.parse(listed).map((r) => ({ ref: r.ref, sha: r.object.sha }));
}

/** The SHA of the blob that names `spender` in `counter` (created, or found: the same bytes give the same SHA). */
async function recordBlob(octokit: Octokit, counter: CounterRepository, spender: string): Promise<string> {
  const created = await octokit.rest.git.createBlob({ ...counter, content: spenderRecord(spender), encoding: 'utf-8' });
  return CreatedBlob.parse(created.data).sha;
}

/** Creates `ref` → `sha`: true when created, false when the name is taken (422 "Reference already exists"). */
async function createIfAbsent(
  octokit: Octokit,
  counter: CounterRepository,
  ref: string,
  sha: string,
): Promise<boolean> {
  try {
    await octokit.rest.git.createRef({ ...counter, ref, sha });
    return true;
  } catch (error) {
    if (statusOf(error) === 422 && /already exists/i.test(messageOf(error))) return false;
    throw error;
  }
}

/** What to do about a failed request to the counter repository, for the reply and the log. */
function countError(counter: CounterRepository, error: unknown): DailyCountError {
  const where = `${counter.owner}/${counter.repo}`;
  const status = statusOf(error);
  const advice =
    status === 404
      ? `the token cannot reach ${where} (404): pass a github-token that reaches it (the App token of the two-repository set-up), or correct agent-uses-repository`
      : status === 403
        ? `the token may not write git refs there (403): it needs contents: write on ${where}`
        : status === 409
          ? `${where} is empty (409): the count needs a repository with at least one branch`
          : `the token needs contents: write on ${where}`;
  return new DailyCountError(
    `Could not keep today's count of agent uses (agent-uses-per-day) in ${where}: ${clause(errorMessage(error))}; ${advice}`,
    { cause: error },
  );
}

/** What {@link reserveAgentUse} needs besides the client. */
export interface ReserveContext {
  /** Epoch milliseconds: the UTC day is taken from it. */
  now: number;
  /** The repository whose run spends the use (`owner/name`), recorded with it. */
  spender: string;
  /** A unique id for the record of a capped request (letters, digits, `-`); default a random one. */
  requestId?: string | undefined;
  warn: (line: string) => void;
}

/**
 * Reserves one agent use of today (UTC) in `counter`: takes the first free slot from 1 to `cap`
 * (one `POST …/git/refs` per slot tried: at most `cap` tries), or, when every slot is taken,
 * records the capped request and refuses.
 * @throws DailyCountError when the counter repository cannot be read or written (404 unreachable,
 *   403 without `contents: write`, 409 empty).
 */
export async function reserveAgentUse(
  octokit: Octokit,
  counter: CounterRepository,
  cap: number,
  context: ReserveContext,
): Promise<Reservation> {
  const day = utcDay(context.now);
  let listed: Array<{ ref: string; sha: string }>;
  let sha: string;
  try {
    [listed, sha] = await Promise.all([
      listCounterRefs(octokit, counter, usesPrefix(day)),
      recordBlob(octokit, counter, context.spender),
    ]);
  } catch (error) {
    throw countError(counter, error);
  }
  const taken = new Set<number>();
  for (const { ref } of listed) {
    const parsed = parseCounterRef(ref);
    if (parsed?.kind === 'use' && parsed.day === day) taken.add(parsed.slot);
  }
  const firstOfDay = taken.size === 0;
  for (let slot = 1; slot <= cap; slot += 1) {
    if (taken.has(slot)) continue;
    let created: boolean;
    try {
      created = await createIfAbsent(octokit, counter, slotRef(day, slot), sha);
    } catch (error) {
      throw countError(counter, error);
    }
    if (created) return { kind: 'reserved', usesToday: { count: taken.size + 1, cap }, firstOfDay };
    taken.add(slot);
  }
  const where = `${counter.owner}/${counter.repo}`;
  const reached: CapReached = {
    cap: 'agent-uses-per-day',
    count: taken.size,
    limit: cap,
    ...(where.toLowerCase() === context.spender.toLowerCase() ? {} : { sharedIn: where }),
  };
  const id = context.requestId ?? randomUUID();
  try {
    await createIfAbsent(octokit, counter, cappedRef(day, id), sha);
  } catch (error) {
    context.warn(
      `Could not record the capped request in ${counter.owner}/${counter.repo} (the dashboard counts it): ${errorMessage(error)}`,
    );
  }
  return { kind: 'capped', reached };
}

/**
 * Deletes the counters (uses and capped requests) of days before the kept 8 (`KEPT_DAYS`), at most
 * 100 per call; the rest waits for the next day's first use. Best effort: a failure is a warning.
 * @returns how many refs were deleted.
 */
export async function cleanOldCounters(
  octokit: Octokit,
  counter: CounterRepository,
  context: { now: number; warn: (line: string) => void },
): Promise<number> {
  const today = utcDay(context.now);
  let deleted = 0;
  try {
    const old = (await listCounterRefs(octokit, counter, COUNTER_PREFIX)).filter((r) => {
      const parsed = parseCounterRef(r.ref);
      return parsed !== undefined && isOld(parsed.day, today);
    });
    for (const { ref } of old.slice(0, MAX_DELETES)) {
      try {
        await octokit.rest.git.deleteRef({ ...counter, ref: ref.replace(/^refs\//, '') });
      } catch (error) {
        // 422 "Reference does not exist": another run deleted it first.
        if (statusOf(error) !== 422) throw error;
      }
      deleted += 1;
    }
  } catch (error) {
    context.warn(
      `Could not delete old counters of agent uses in ${counter.owner}/${counter.repo} (${deleted} deleted; the next day's first use tries again): ${errorMessage(error)}`,
    );
  }
  return deleted;
}
