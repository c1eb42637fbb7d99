/**
 * What a reader sees of Markdown written on GitHub, parsed with the `marked` lexer (GitHub
 * Flavored Markdown). Loaded only when a comment or a description is actually parsed: gate.ts
 * and finding-issue.ts import it on demand, and deliver.ts so imports pr-context.ts, its other
 * user. A run driven by the `prompt` input that sends to a job does not load the parser.
 *
 * In a comment, the trigger phrase counts only where a reader sees it: it is looked for in
 * visible text only — paragraphs, headings and list items. It never counts in code (spans,
 * fenced or indented blocks), block quotes, tables, HTML or link reference definitions. What is
 * forwarded is what a reader sees from the trigger on: the rest of its paragraph and every block
 * below, code blocks as written, but without link reference definitions (`[//]: # (…)`), HTML
 * comments and HTML blocks, which render to nothing (or, for HTML blocks such as `<details>`,
 * are not Markdown: write the instruction outside them).
 */
import { Lexer, type MarkedToken, type Token } from 'marked';
import { countInvisible, escapeRegExp, stripHtmlComments, stripInvisible } from '../../format/escape.ts';
import { checkLength, type Extracted, type Removed } from './prompt.ts';

/**
 * Finds `triggerPhrase` (case-insensitive, as a whole word, optionally followed by `:` or `,`)
 * at the start of a line of visible text — a paragraph, a heading or a list item (`- /mintlify
 * …` counts: the reader sees the phrase opening the item's text) — and returns what a reader
 * sees after it: the rest of that text and every block below, as Markdown (see the module
 * comment for what is left out). Zero-width and bidi control characters are removed first, so
 * they can neither hide a trigger nor smuggle text.
 */
export function extractPrompt(body: string, triggerPhrase: string): Extracted {
  const markdown = stripInvisible(body).replace(/\r\n?/g, '\n');
  const trigger = new RegExp(`^([ \\t]*)${escapeRegExp(triggerPhrase)}(?=$|[\\s:,])[:,]?`, 'gim');
  const instruction = visibleInstruction(markdown, trigger);
  if (instruction === undefined) return { kind: 'no-trigger' };
  return checkLength(instruction.trim());
}

/**
 * The visible Markdown after the first trigger in the comment, or `undefined` if there is none
 * — also when the comment nests quotes or lists so deeply that parsing or walking it overflows
 * the stack. No `marked` extensions are registered, so every token is one of marked's own.
 */
function visibleInstruction(markdown: string, trigger: RegExp): string | undefined {
  try {
    return findTrigger(asMarked(Lexer.lex(markdown, { gfm: true })), trigger);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function asMarked(tokens: Token[]): MarkedToken[] {
  return tokens as MarkedToken[];
}

/** Child tokens in document order: a list's items, or the blocks or inline tokens inside a token. */
function childrenOf(token: MarkedToken): MarkedToken[] {
  if (token.type === 'list') return token.items;
  return 'tokens' in token && token.tokens ? asMarked(token.tokens) : [];
}

/**
 * The visible Markdown after the first trigger in `tokens` (blocks of the comment or of a list
 * item): the rest of the block holding it, then the blocks after it. `undefined` if none.
 */
function findTrigger(tokens: MarkedToken[], trigger: RegExp): string | undefined {
  for (const [index, token] of tokens.entries()) {
    const rest = triggerIn(token, trigger);
    if (rest !== undefined) return joinBlocks([rest, ...tokens.slice(index + 1).map(visibleMarkdown)]);
  }
  return undefined;
}

function triggerIn(token: MarkedToken, trigger: RegExp): string | undefined {
  switch (token.type) {
    case 'paragraph':
    case 'heading':
    case 'text':
      return afterTrigger(childrenOf(token), trigger);
    case 'list':
      for (const [index, item] of token.items.entries()) {
        const rest = findTrigger(childrenOf(item), trigger);
        if (rest !== undefined) return joinBlocks([rest, ...token.items.slice(index + 1).map(visibleMarkdown)]);
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * Looks for the trigger at the start of a line of a block's inline content; it counts only when
 * it lies in plain text (not in a code span, inline HTML, a link or emphasis). Returns the
 * visible inline Markdown after it.
 */
function afterTrigger(inline: MarkedToken[], trigger: RegExp): string | undefined {
  const spans: { token: MarkedToken; start: number; end: number }[] = [];
  let offset = 0;
  for (const token of inline) {
    spans.push({ token, start: offset, end: offset + token.raw.length });
    offset += token.raw.length;
  }
  const source = inline.map((token) => token.raw).join('');
  for (const match of source.matchAll(trigger)) {
    const start = match.index + (match[1]?.length ?? 0);
    const end = match.index + match[0].length;
    const at = spans.findIndex((span) => span.start <= start && start < span.end);
    const span = spans[at];
    if (span?.token.type === 'text' && end <= span.end) {
      return (
        span.token.raw.slice(end - span.start) +
        inline
          .slice(at + 1)
          .map(visibleMarkdown)
          .join('')
      );
    }
  }
  return undefined;
}

/** Renders to nothing: a link reference definition, an HTML block or an HTML comment. */
function isHidden(token: MarkedToken): boolean {
  return token.type === 'def' || (token.type === 'html' && (token.block || token.raw.trimStart().startsWith('<!--')));
}

function containsHidden(token: MarkedToken): boolean {
  return isHidden(token) || childrenOf(token).some(containsHidden);
}

/** A token's Markdown as written, less its hidden parts ({@link isHidden}). */
function visibleMarkdown(token: MarkedToken): string {
  if (isHidden(token)) return '';
  if (token.type === 'table') return stripHtmlComments(token.raw);
  const children = childrenOf(token);
  if (!children.some(containsHidden)) return token.raw;
  const shown = children.map(visibleMarkdown).join('');
  // Inline content and list items are slices of their parent's source: cut the hidden parts out.
  const written = children.map((child) => child.raw).join('');
  const at = token.raw.indexOf(written);
  if (at >= 0) return token.raw.slice(0, at) + shown + token.raw.slice(at + written.length);
  // A quote's or list item's blocks were parsed without their `>` or indentation: put them back.
  const trailing = /\n*$/.exec(token.raw)?.[0] ?? '';
  const lines = shown.replace(/\n+$/, '').split('\n');
  if (token.type === 'blockquote') return lines.map((line) => `> ${line}`.trimEnd()).join('\n') + trailing;
  const marker = /^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]*/.exec(token.raw)?.[0] ?? '';
  const opener = /\s$/.test(marker) ? marker : `${marker} `;
  const indent = ' '.repeat(opener.length);
  return (
    lines.map((line, index) => (index === 0 ? opener + line : line === '' ? '' : indent + line)).join('\n') + trailing
  );
}

/**
 * Joins pieces of Markdown, starting each on a new line. Blank pieces (the space between blocks)
 * become one blank line, so that dropping a hidden block leaves no run of empty lines.
 */
function joinBlocks(pieces: string[]): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.trim() === '') {
      if (out !== '' && !out.endsWith('\n\n')) out = out.endsWith('\n') ? `${out}\n` : `${out}\n\n`;
    } else {
      if (out !== '' && !out.endsWith('\n') && !piece.startsWith('\n')) out += '\n';
      out += piece;
    }
  }
  return out;
}

/** Counts the hidden tokens of `tokens` and of every token inside them into `removed`. */
function countHidden(tokens: MarkedToken[], removed: Removed): void {
  for (const token of tokens) {
    if (token.type === 'def') removed.definitions += 1;
    else if (token.type === 'html' && token.raw.trimStart().startsWith('<!--')) removed.comments += 1;
    else if (token.type === 'html' && token.block) removed.htmlBlocks += 1;
    else countHidden(childrenOf(token), removed);
  }
}

/**
 * What a reader of a pull request's description sees, as Markdown: invisible characters removed
 * (ZWJ/ZWNJ kept inside words of scripts that need them), then the constructs that render to
 * nothing — link reference definitions, HTML comments — and HTML blocks left out, counted into
 * `removed`. A description nested too deeply to parse is left out whole (`htmlBlocks` is not
 * touched; the caller sees an empty text).
 */
export function visibleDescription(markdown: string, removed: Removed): string {
  removed.invisible += countInvisible(markdown);
  const text = stripInvisible(markdown).replace(/\r\n?|[\u2028\u2029]/g, '\n');
  try {
    const tokens = asMarked(Lexer.lex(text, { gfm: true }));
    countHidden(tokens, removed);
    return joinBlocks(tokens.map(visibleMarkdown))
      .replace(/[^\P{Cc}\n\t]/gu, '')
      .trim();
  } catch (error) {
    if (error instanceof RangeError) return '';
    throw error;
  }
}
