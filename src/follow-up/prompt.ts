/**
 * Turning a comment into the instruction sent to the agent job. Pure functions.
 */
import { escapeRegExp, stripHtmlComments, stripInvisible } from '../format/escape.ts';
import type { ReviewLocation } from '../github/event.ts';

/** Longest instruction forwarded, in characters (after cleaning, before the context block). */
export const MAX_PROMPT_CHARS = 8000;

/** Most diff-hunk lines included in the context block (the last ones, nearest the comment). */
export const MAX_HUNK_LINES = 60;

/** Outcome of looking for the trigger phrase in a comment. */
export type Extracted =
  | { kind: 'no-trigger' }
  | { kind: 'empty' }
  | { kind: 'too-long'; length: number }
  | { kind: 'prompt'; prompt: string };

/**
 * Removes what a reviewer cannot see or should not forward: HTML comments (including our
 * own hidden markers), zero-width and bidi control characters; trims the result.
 */
export function cleanText(text: string): string {
  return stripInvisible(stripHtmlComments(text)).replace(/\r\n/g, '\n').trim();
}

/**
 * Finds `triggerPhrase` (case-insensitive, as a whole word) at the start of the comment or of
 * a line, and returns the cleaned text after it — the rest of that line and every line below.
 * Lines inside a Markdown quote (`> /mintlify …`) do not count: they start with `>`.
 */
export function extractPrompt(body: string, triggerPhrase: string): Extracted {
  const text = stripInvisible(stripHtmlComments(body)).replace(/\r\n/g, '\n');
  const pattern = new RegExp(`^[ \\t]*${escapeRegExp(triggerPhrase)}(?=$|[\\s:,])[:,]?`, 'im');
  const match = pattern.exec(text);
  if (!match) return { kind: 'no-trigger' };
  return checkPrompt(text.slice(match.index + match[0].length));
}

/** Cleans an instruction and checks it is neither empty nor longer than {@link MAX_PROMPT_CHARS}. */
export function checkPrompt(text: string): Extracted {
  const prompt = cleanText(text);
  if (prompt === '') return { kind: 'empty' };
  if (prompt.length > MAX_PROMPT_CHARS) return { kind: 'too-long', length: prompt.length };
  return { kind: 'prompt', prompt };
}

/**
 * The context block put before a review comment's instruction, so that the agent knows
 * what the reviewer points at: PR URL, file, line range, side and the diff hunk (its last
 * {@link MAX_HUNK_LINES} lines, the ones nearest the commented line).
 */
export function reviewContext(pullUrl: string, location: ReviewLocation): string {
  const lines = [`Context: a review comment on ${pullUrl}`];
  if (location.path) lines.push(`File: ${location.path}`);
  if (location.endLine !== undefined) {
    const range =
      location.startLine !== undefined && location.startLine !== location.endLine
        ? `lines ${location.startLine}-${location.endLine}`
        : `line ${location.endLine}`;
    const side = location.side === 'LEFT' ? ' (old code, LEFT side)' : location.side === 'RIGHT' ? ' (new code, RIGHT side)' : '';
    lines.push(`Lines: ${range}${side}`);
  }
  if (location.diffHunk) {
    const hunk = stripInvisible(location.diffHunk).split('\n');
    const kept = hunk.slice(-MAX_HUNK_LINES);
    const fence = '`'.repeat(Math.max(3, longestBacktickRun(kept.join('\n')) + 1));
    lines.push(`Diff hunk${kept.length < hunk.length ? ` (last ${kept.length} of ${hunk.length} lines)` : ''}:`);
    lines.push(`${fence}diff`, ...kept, fence);
  }
  return lines.join('\n');
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** The instruction sent to the agent: the context block (if any), a blank line, then the reviewer's text. */
export function composePrompt(instruction: string, context: string | undefined): string {
  return context ? `${context}\n\nInstruction: ${instruction}` : instruction;
}
