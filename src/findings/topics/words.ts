/**
 * The words a finding is grouped by (`group.ts`): lower case, split on anything that is not a
 * letter or digit, stop words dropped, plurals folded (`webhooks` → `webhook`, `policies` →
 * `policy`, `classes` → `class`), so that a query, a category and a page path that name the
 * same thing share a word. Pure; no dictionary, no external service.
 */

/** Words too common to tie two findings together (English function words and docs boilerplate). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from get how i in is it me my no not of on or our ' +
    'so the this that to use using we what when where which why will with you your ' +
    'docs doc documentation page guide api reference overview introduction index help'
  ).split(' '),
);

/** Whole queries that are small talk, not questions about the docs (a greeting is not a gap). */
const SMALL_TALK = new Set(
  (
    'hello hi hey hiya yo howdy thanks thank thx ty ok okay cool test testing bye goodbye ' +
    'good morning afternoon evening there you please yes no help lol'
  ).split(' '),
);

/**
 * A word with its plural folded: `-ies` → `-y`, `-sses`/`-xes`/`-ches`/`-shes`
 * → drop `es`, a final `s` (not `ss`, `us`, `is`) dropped.
 */
export function foldPlural(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The significant words of `text`, in order of first appearance, each once (see the module comment). */
export function significantWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || STOP_WORDS.has(raw)) continue;
    const word = foldPlural(raw);
    if (!STOP_WORDS.has(word) && !out.includes(word)) out.push(word);
  }
  return out;
}

/**
 * The words that name a page: those of its last path segment that is not a generic one, e.g.
 * `/api-reference/webhooks` → `webhook`; `/sdks/python/index` → `python`. Empty for `/`.
 */
export function pageWords(path: string): string[] {
  const segments = path.split(/[/?#]/).filter((s) => s !== '');
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    const words = significantWords(segments[i] ?? '');
    if (words.length > 0) return words;
  }
  return [];
}

/** True when `query` is only a greeting, thanks or a test (every word small talk), e.g. `hello`, `thanks!`. */
export function isSmallTalk(query: string): boolean {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  return words.length > 0 && words.length <= 4 && words.every((w) => SMALL_TALK.has(w));
}
