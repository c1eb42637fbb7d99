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
 * Escapes text for inline Markdown (a table cell, a list item): HTML special characters, and the Markdown
 * punctuation that could start emphasis, code, links, tables or images. Line breaks become spaces.
 */
export function escapeMarkdownInline(text: string): string {
  return escapeHtml(text)
    .replace(/[\r\n]+/g, ' ')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1');
}

/**
 * Characters a reader does not see: every Unicode `Default_Ignorable_Code_Point` and every
 * format character (`Cf`) — zero-width spaces and joiners, bidi controls (Trojan Source), tag
 * characters (U+E0000–E007F, "ASCII smuggling"), variation selectors, the soft hyphen, U+061C,
 * U+180E, Hangul fillers, interlinear annotation marks…
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** A letter or mark of a script that needs ZWJ/ZWNJ to spell words (not Latin, not Common). */
const JOINING_SCRIPT_LETTER = /^[\p{L}\p{M}]$/u;
const LATIN_OR_COMMON = /^[\p{Script=Latin}\p{Script=Common}]$/u;

function isJoiningLetter(char: string | undefined): boolean {
  return char !== undefined && JOINING_SCRIPT_LETTER.test(char) && !LATIN_OR_COMMON.test(char);
}

/**
 * The ZWJ/ZWNJ rule: U+200C (ZWNJ) and U+200D (ZWJ) change how Persian, Arabic, Indic and other
 * scripts spell a word, so one is kept when it stands alone between two letters or marks of such a
 * script (neither Latin nor Common), e.g. `می‌خواهم`. Anywhere else — between Latin letters,
 * in runs, at word edges, in emoji sequences — it carries nothing a reader sees and is removed.
 */
function keepsJoiner(text: string, at: number): boolean {
  const before = Array.from(text.slice(Math.max(0, at - 2), at)).at(-1);
  const after = String.fromCodePoint(text.codePointAt(at + 1) ?? 0);
  return isJoiningLetter(before) && isJoiningLetter(after);
}

/**
 * Removes every character a reader does not see ({@link INVISIBLE}), except a ZWJ/ZWNJ inside
 * a word of a script that needs it ({@link keepsJoiner}).
 */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, (char: string, at: number, whole: string) =>
    (char === '\u200C' || char === '\u200D') && keepsJoiner(whole, at) ? char : '',
  );
}

/** How many characters {@link stripInvisible} removes from `text`. */
export function countInvisible(text: string): number {
  return Array.from(text).length - Array.from(stripInvisible(text)).length;
}

/**
 * `text` cut to at most `maxUnits` UTF-16 code units without splitting a surrogate pair (a
 * character outside the BMP is kept whole or dropped whole): never a lone surrogate.
 */
export function cutAtCodePoint(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  const cut = text.slice(0, Math.max(0, maxUnits));
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (matched by code unit). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with every lone surrogate (half of a pair, which no API accepts as text) replaced by U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
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
  return htmlCell(oneVisibleLine(text), maxChars);
}

/** `text` without invisible characters, its control characters and line breaks turned into spaces. */
function oneVisibleLine(text: string): string {
  return stripInvisible(text).replace(CONTROL, ' ');
}

/** Clean text shortened to `maxChars` (ending in `…`), HTML-escaped, with `|` and backticks as character references. */
function htmlCell(clean: string, maxChars: number): string {
  const chars = Array.from(clean);
  const shown = chars.length > maxChars ? `${chars.slice(0, maxChars - 1).join('')}…` : clean;
  return escapeHtml(shown).replace(/\|/g, '&#124;').replace(/`/g, '&#96;');
}

/** Markdown punctuation that could start emphasis, code, links, images, headings, tables or strikethrough. */
const MARKDOWN_PUNCTUATION = /([\\`*_{}[\]()#+!|~])/g;

/**
 * Makes untrusted text (API responses, user text) inert inside a line of a GitHub comment:
 * invisible and control characters removed (line breaks become spaces), mentions and the
 * trigger phrase neutralized ({@link neutralizeMentions}), Markdown punctuation
 * backslash-escaped, `& < >` written as character references, and no autolink can form —
 * `:` is written `&#58;` (no `https://`, `mailto:`, `xmpp:`), `www.` as `www&#46;`, and a
 * neutralized `@` cannot start an e-mail link. The text renders as it was written.
 */
export function escapeUntrustedInline(text: string, triggerPhrase: string): string {
  const clean = neutralizeMentions(oneVisibleLine(text), triggerPhrase);
  return clean
    .replace(MARKDOWN_PUNCTUATION, '\\$1')
    .replace(/[&<>]/g, (c) => HTML_ESCAPES[c] ?? c)
    .replace(/:/g, '&#58;')
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}&#46;`);
}

/**
 * Makes untrusted text inert in HTML of a Markdown document (the job summary's table cells and
 * paragraphs): like {@link escapeCell} — no line break can end the HTML block, HTML, `|` and
 * backticks escaped, shortened to `maxChars` — and with mentions and the trigger phrase neutralized.
 */
export function escapeUntrustedHtml(text: string, triggerPhrase: string, maxChars = MAX_CELL_CHARS): string {
  return htmlCell(neutralizeMentions(oneVisibleLine(text), triggerPhrase), maxChars);
}

/**
 * `text` unable to open an HTML comment: a zero-width space (U+200B) after each `<` of `<!`, so
 * that echoed text can never carry a delimiter the action reads back (`<!-- mintlify-action …`).
 * Run after {@link stripInvisible} (which would remove it).
 */
function breakCommentOpeners(text: string): string {
  return text.replace(/<!/g, '<\u200B!');
}

/**
 * A Markdown code span that shows `text` literally whatever backticks it holds: fenced with
 * one backtick more than its longest backtick run, padded with a space when needed;
 * invisible and control characters removed (line breaks become spaces), and no `<!` left that
 * could open an HTML comment ({@link breakCommentOpeners}: a code span shows `<!--` as text, but
 * the action must never find its own delimiters in what it echoed).
 */
export function inlineCode(text: string): string {
  const clean = breakCommentOpeners(oneVisibleLine(text));
  const longestRun = Math.max(0, ...Array.from(clean.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') || clean === '' ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

/**
 * The normalized form (`new URL(…).href`: `..` segments resolved, host lower-cased) of an
 * absolute http(s) URL without credentials; `undefined` for any other text. The only URLs
 * the action shows as link targets.
 */
export function safeHttpUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}
