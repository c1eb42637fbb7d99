/**
 * Markdown code fences that the fenced text cannot close. Pure.
 */

/** The longest run of backticks in `text` (0 when there is none). */
function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** A backtick fence longer than any backtick run in `text` (at least three). */
export function fenceFor(text: string): string {
  return '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
}
