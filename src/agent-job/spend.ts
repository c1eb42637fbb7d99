/**
 * Agent spend of the last 7 UTC days as the daily count records it (`use-refs.ts`), for the
 * dashboard issue and the weekly job summary: uses and capped requests per day and per spending
 * repository. Reads `GET /repos/{owner}/{repo}/git/matching-refs/mintlify/agent-` (every page)
 * and, for a record blob no known repository explains, `GET /repos/{owner}/{repo}/git/blobs/{sha}`
 * (one per distinct spending repository, at most {@link MAX_BLOB_READS}). Needs `contents: read`
 * on the counter repository.
 */
import { z } from 'zod';
import type { Octokit } from '../github/octokit.ts';
import { utcDay } from './caps.ts';
import { listCounterRefs, type CounterRepository } from './daily-uses.ts';
import { COUNTER_PREFIX, blobSha, daysBefore, parseCounterRef, parseSpenderRecord, spenderRecord } from './use-refs.ts';

/** Days the report covers: today and the 6 before. */
const SPEND_DAYS = 7;
/** Record blobs read per report at most (each a distinct spending repository); others count as unknown. */
const MAX_BLOB_READS = 20;
/** How a use whose record names no repository is shown. */
const UNKNOWN_SPENDER = 'unknown';

/** Uses and capped requests of one repository (or of all) on one day or over the report. */
interface SpendCounts {
  uses: number;
  capped: number;
}

/** The agent spend of the last {@link SPEND_DAYS} days. */
export interface SpendReport {
  /** The counter repository, `owner/name`. */
  counter: string;
  /** `agent-uses-per-day` of the run that reads it. */
  cap: number;
  /** The UTC day of the report (`YYYY-MM-DD`): the last of {@link days}. */
  today: string;
  /** Each day, oldest first, with its counts. */
  days: Array<{ day: string } & SpendCounts>;
  /** Each repository that spent a use or was capped in the report, most uses first: today's and the whole report's. */
  repositories: Array<{ repository: string; today: SpendCounts; total: SpendCounts }>;
  /** True when the count is shared: kept in another repository, or spent by more than one. */
  shared: boolean;
}

/**
 * The report of counter refs `refs` (name and the SHA they point at), `names` telling which
 * repository each SHA's record names. Refs that are not counters, or of days outside the report,
 * are left out. Pure.
 * @param self this run's repository (`owner/name`): the count is shared when the counter is another.
 */
export function summarizeSpend(
  refs: ReadonlyArray<{ ref: string; sha: string }>,
  names: ReadonlyMap<string, string>,
  context: { counter: string; self: string; cap: number; today: string },
): SpendReport {
  const days = Array.from({ length: SPEND_DAYS }, (_, i) => ({
    day: daysBefore(context.today, SPEND_DAYS - 1 - i),
    uses: 0,
    capped: 0,
  }));
  const byRepository = new Map<string, { repository: string; today: SpendCounts; total: SpendCounts }>();
  for (const { ref, sha } of refs) {
    const parsed = parseCounterRef(ref);
    const day = parsed === undefined ? undefined : days.find((d) => d.day === parsed.day);
    if (parsed === undefined || day === undefined) continue;
    const repository = names.get(sha) ?? UNKNOWN_SPENDER;
    let entry = byRepository.get(repository);
    if (entry === undefined) {
      entry = { repository, today: { uses: 0, capped: 0 }, total: { uses: 0, capped: 0 } };
      byRepository.set(repository, entry);
    }
    const field = parsed.kind === 'use' ? 'uses' : 'capped';
    day[field] += 1;
    entry.total[field] += 1;
    if (parsed.day === context.today) entry.today[field] += 1;
  }
  const repositories = [...byRepository.values()].sort(
    (a, b) => b.total.uses - a.total.uses || a.repository.localeCompare(b.repository),
  );
  const self = context.self.toLowerCase();
  return {
    counter: context.counter,
    cap: context.cap,
    today: context.today,
    days,
    repositories,
    shared: context.counter.toLowerCase() !== self || repositories.some((r) => r.repository !== self),
  };
}

const Blob = z.looseObject({ content: z.string(), encoding: z.string() });

/** The repository a record blob names, read from GitHub; `undefined` when it is not a record of ours. */
async function readRecord(octokit: Octokit, counter: CounterRepository, sha: string): Promise<string | undefined> {
  const blob = Blob.parse((await octokit.rest.git.getBlob({ ...counter, file_sha: sha })).data);
  const text = blob.encoding === 'base64' ? Buffer.from(blob.content, 'base64').toString('utf8') : blob.content;
  return parseSpenderRecord(text);
}

/**
 * Reads the spend of the last 7 days kept in `counter`.
 * @param self this run's repository (`owner/name`).
 * @param now epoch milliseconds (today is its UTC day).
 * @throws the GitHub request error when the counter repository cannot be read (e.g. 404 when the token does not reach it).
 */
export async function readSpend(
  octokit: Octokit,
  counter: CounterRepository,
  context: { self: string; cap: number; now: number },
): Promise<SpendReport> {
  const today = utcDay(context.now);
  const first = daysBefore(today, SPEND_DAYS - 1);
  const refs = (await listCounterRefs(octokit, counter, COUNTER_PREFIX)).filter((r) => {
    const parsed = parseCounterRef(r.ref);
    return parsed !== undefined && parsed.day >= first && parsed.day <= today;
  });
  const where = `${counter.owner}/${counter.repo}`;
  const names = new Map<string, string>();
  for (const known of [context.self, where]) names.set(blobSha(spenderRecord(known)), known.toLowerCase());
  const unknown = [...new Set(refs.map((r) => r.sha))].filter((sha) => !names.has(sha));
  for (const sha of unknown.slice(0, MAX_BLOB_READS)) {
    const repository = await readRecord(octokit, counter, sha);
    if (repository !== undefined) names.set(sha, repository);
  }
  return summarizeSpend(refs, names, { counter: where, self: context.self, cap: context.cap, today });
}
