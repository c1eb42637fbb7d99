/**
 * Messages that embed text ending in its own punctuation (an error from a library or an API)
 * inside a sentence of ours, so that the whole ends in exactly one mark.
 */

/**
 * `text` without its final sentence punctuation (`.`, `!`, `?`) and trailing white space, to
 * embed before a mark of ours: `${clause(error)}. The files are still in …` never reads `!.`
 * or `..`. An ellipsis `…` (our mark of cut text) is kept.
 */
export function clause(text: string): string {
  return text.replace(/[\s.!?]+$/u, '');
}
