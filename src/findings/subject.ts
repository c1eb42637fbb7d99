/**
 * Whether a finding's subject (a page path, an assistant category, a "started on" page — all
 * written, directly or not, by anonymous visitors of the docs site) may be shown verbatim in an
 * issue title or a prompt's task lines. Pure.
 */

/** Longest subject shown verbatim, in characters. */
const MAX_SUBJECT_CHARS = 300;

/**
 * Why `text` cannot be a page path (or a category name) shown verbatim, or `undefined` when it
 * can: at most {@link MAX_SUBJECT_CHARS} characters, no quote, backtick or angle bracket, no line
 * break or other control or invisible formatting character, no run of white space, not empty.
 */
export function subjectRefusal(text: string): string | undefined {
  if (text.trim() === '') return 'empty';
  if (Array.from(text).length > MAX_SUBJECT_CHARS) return `longer than ${MAX_SUBJECT_CHARS} characters`;
  if (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(text)) return 'a line break or control character';
  if (/["'`<>\u201c\u201d\u2018\u2019]/u.test(text)) return 'quotes or angle brackets';
  if (/\s{2,}/u.test(text) || /^\s|\s$/u.test(text)) return 'runs of spaces';
  return undefined;
}

/**
 * `text` when it may be shown verbatim (see {@link subjectRefusal}), else `placeholder`
 * (e.g. `a page with an unusual path`).
 */
export function shownSubject(text: string, placeholder: string): string {
  return subjectRefusal(text) === undefined ? text : placeholder;
}
