/**
 * The daily count of agent uses as git refs, pure: the names of the refs, what each one records
 * and which are old. The I/O is in `daily-uses.ts` (writing) and `spend.ts` (reading); the design
 * is explained in docs/architecture.md ("The daily count of agent uses").
 *
 * - One ref per agent use: `refs/mintlify/agent-uses/<YYYY-MM-DD>/<slot>`, slot `0001` up to the
 *   cap. GitHub creates a ref only when its name is free (`POST /repos/{o}/{r}/git/refs` answers
 *   422 "Reference already exists" otherwise), so each slot is spent by exactly one run, and a day
 *   never has more uses than slots within the cap.
 * - One ref per capped request: `refs/mintlify/agent-capped/<YYYY-MM-DD>/<id>` (a unique id).
 * - Both point at a blob that names the repository that spent the use ({@link spenderRecord}): one
 *   blob per repository, the same bytes every time, so a reader fetches each repository's once.
 */
import { createHash } from 'node:crypto';

/** The namespace of the action's refs, without `refs/`. */
const NAMESPACE = 'mintlify';
/** Where the uses of a day live: `refs/mintlify/agent-uses/<day>/<slot>`. */
const USES = `${NAMESPACE}/agent-uses`;
/** Where the capped requests of a day live: `refs/mintlify/agent-capped/<day>/<id>`. */
const CAPPED = `${NAMESPACE}/agent-capped`;
/** The prefix of every counter ref, for the cleanup's listing (`matching-refs`, without `refs/`). */
export const COUNTER_PREFIX = `${NAMESPACE}/agent-`;

/** Days whose counters are kept: today and the 7 before (the dashboard shows the last 7 days). */
const KEPT_DAYS = 8;

/** The `matching-refs` prefix (without `refs/`) of the uses of `day` (`YYYY-MM-DD`). */
export function usesPrefix(day: string): string {
  return `${USES}/${day}/`;
}

/** The full ref of use `slot` (1-based) of `day`, e.g. `refs/mintlify/agent-uses/2026-11-29/0003`. */
export function slotRef(day: string, slot: number): string {
  return `refs/${USES}/${day}/${String(slot).padStart(4, '0')}`;
}

/** The full ref of one capped request of `day`; `id` is made of letters, digits and `-`. */
export function cappedRef(day: string, id: string): string {
  return `refs/${CAPPED}/${day}/${id}`;
}

/** A counter ref read back: a use (its slot) or a capped request, of a UTC day. */
export type CounterRef = { kind: 'use'; day: string; slot: number } | { kind: 'capped'; day: string };

const REF = /^refs\/mintlify\/agent-(uses|capped)\/(\d{4}-\d{2}-\d{2})\/([A-Za-z0-9-]{1,64})$/;

/** What a ref name records, or `undefined` when it is not one of ours (or not well formed: left alone). */
export function parseCounterRef(ref: string): CounterRef | undefined {
  const match = REF.exec(ref);
  if (!match) return undefined;
  const [, kind, day = '', tail = ''] = match;
  if (kind === 'capped') return { kind: 'capped', day };
  if (!/^\d{4}$/.test(tail) || Number(tail) < 1) return undefined;
  return { kind: 'use', day, slot: Number(tail) };
}

/** The UTC day `days` before `day` (`YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return new Date(at - days * 86_400_000).toISOString().slice(0, 10);
}

/** True when a counter of `refDay` is older than the {@link KEPT_DAYS} that end with `today`: the cleanup deletes it. */
export function isOld(refDay: string, today: string): boolean {
  return refDay < daysBefore(today, KEPT_DAYS - 1);
}

const RECORD = /^mintlify-action agent use v1\nrepository: ([A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100})\n$/;

/** The blob a counter ref points at: which repository's run spent the use (or was capped). */
export function spenderRecord(repository: string): string {
  return `mintlify-action agent use v1\nrepository: ${repository.toLowerCase()}\n`;
}

/** The repository a record blob names, or `undefined` when the text is not one this action wrote. */
export function parseSpenderRecord(text: string): string | undefined {
  return RECORD.exec(text)?.[1];
}

/** The git object ID (SHA-1) of a blob with `text` (UTF-8), as `git hash-object` computes it. */
export function blobSha(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
