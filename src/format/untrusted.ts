/**
 * Untrusted text (visitor-written search queries, feedback, assistant questions, page paths
 * anyone can request) made inert in a job summary's HTML: nothing in it can ping, link, embed
 * an image, run markup, or break the table it sits in. Pure.
 */
import { escapeCell, MAX_CELL_CHARS } from './escape.ts';

/** Markdown punctuation that could start a link, an image, emphasis or code, as character references. */
const MARKDOWN_ENTITIES: Record<string, string> = {
  '[': '&#91;',
  ']': '&#93;',
  '(': '&#40;',
  ')': '&#41;',
  '!': '&#33;',
  '*': '&#42;',
  _: '&#95;',
  '~': '&#126;',
  '\\': '&#92;',
};

/**
 * Makes untrusted text inert in an HTML table cell or paragraph of a job summary:
 * - {@link escapeCell}: control and invisible characters removed, shortened to `maxChars`
 *   with `…`, HTML escaped (`<script>` shows as text), `|` and backticks as references;
 * - Markdown link, image and emphasis punctuation (`[ ] ( ) ! * _ ~ \`) as character references,
 *   so `[x](http://evil)` and `![i](http://x)` stay text;
 * - a zero-width space after `@` before a name (`@team` notifies nobody) and inside `://`
 *   (no autolink: `http:<U+200B>//evil`).
 */
export function untrustedCell(text: string, maxChars = MAX_CELL_CHARS): string {
  return escapeCell(text, maxChars)
    .replace(/[[\]()!*_~\\]/g, (c) => MARKDOWN_ENTITIES[c] ?? c)
    .replace(/@(?=[A-Za-z0-9])/g, '@\u200B')
    .replace(/:\/\//g, ':\u200B//')
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u200B.`);
}
