/**
 * Escaping for text the action echoes into HTML (job summary tables), Markdown (PR comments,
 * job summary) and GitHub comments (mentions, trigger phrases). Pure functions.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes `& < > " '` so that text is inert inside HTML elements and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Escapes text for inline Markdown (a table cell, a list item): HTML special characters,
 * and the Markdown punctuation that could start emphasis, code, links, tables or images.
 * Line breaks become spaces.
 */
export function escapeMarkdownInline(text: string): string {
  return escapeHtml(text)
    .replace(/[\r\n]+/g, ' ')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1');
}

/** Zero-width and bidirectional control characters (Trojan Source, hidden text). */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Removes zero-width and bidi control characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Removes HTML comments (`<!-- … -->`, also unterminated ones) — hidden text a reviewer cannot see. */
export function stripHtmlComments(text: string): string {
  return text.replace(/<!--[\s\S]*?(-->|$)/g, '');
}

/**
 * Makes echoed text unable to ping or trigger: `@user` and `@org/team` get a zero-width
 * space (U+200B) after the `@` (rendered invisibly, no notification), and the
 * trigger phrase gets the same treatment so that our own comment never re-triggers the action.
 */
export function neutralizeMentions(text: string, triggerPhrase: string): string {
  let out = text.replace(/@(?=[A-Za-z0-9])/g, '@\u200B');
  if (triggerPhrase) {
    out = out.replace(new RegExp(escapeRegExp(triggerPhrase), 'gi'), (m) => `${m.slice(0, 1)}\u200B${m.slice(1)}`);
  }
  return out;
}

/** Escapes a string for use as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Quotes text as a Markdown block quote, one `> ` per line. */
export function blockQuote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** Longest text shown in a table cell by default, in characters (longer text ends in `…`). */
export const MAX_CELL_CHARS = 120;

/** C0 and C1 control characters (line breaks included) and the Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * Makes untrusted text inert in an HTML table cell of a Markdown document: invisible and
 * control characters (line breaks included) removed or turned into spaces, shortened to
 * `maxChars`, HTML-escaped, and `|` and backticks written as character references so that
 * neither a Markdown table nor a code span can form.
 */
export function escapeCell(text: string, maxChars = MAX_CELL_CHARS): string {
  let clean = stripInvisible(text).replace(CONTROL, ' ');
  const chars = Array.from(clean);
  if (chars.length > maxChars) clean = `${chars.slice(0, maxChars - 1).join('')}…`;
  return escapeHtml(clean).replace(/\|/g, '&#124;').replace(/`/g, '&#96;');
}
