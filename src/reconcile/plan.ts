/**
 * Which labelled items a `reconcile` run looks at, so that none starves when there are more
 * jobs than `max-jobs`: the items are taken in order of number, starting at the cursor the
 * previous run left (the first item it did not get to), wrapping around. The cursor lives in the
 * description of `agent-label` itself (`… (next: #123)`), the one place every run reads anyway
 * and that needs no other permission. Pure.
 */

/** The end of the label's description that holds the cursor. */
const CURSOR = / \(next: #(\d{1,10})\)$/;

/** The cursor in a label description: the item number the next run starts at; `undefined` when none. */
export function parseCursor(description: string | null | undefined): number | undefined {
  const match = CURSOR.exec(description ?? '');
  return match ? Number(match[1]) : undefined;
}

/** `description` with its cursor set to `next` (or removed, `undefined`); at most 100 characters, as GitHub allows. */
export function withCursor(description: string | null | undefined, next: number | undefined): string {
  const base = (description ?? '').replace(CURSOR, '');
  if (next === undefined) return base;
  const suffix = ` (next: #${next})`;
  return `${Array.from(base)
    .slice(0, 100 - suffix.length)
    .join('')}${suffix}`;
}

/**
 * The items in the order this run looks at them: by number, from the first at or after `cursor`,
 * wrapping around (all of them, in number order, without a cursor).
 */
export function rotate<T extends { number: number }>(items: readonly T[], cursor: number | undefined): T[] {
  const sorted = [...items].sort((a, b) => a.number - b.number);
  if (cursor === undefined) return sorted;
  const start = sorted.findIndex((i) => i.number >= cursor);
  return start <= 0 ? sorted : [...sorted.slice(start), ...sorted.slice(0, start)];
}
