/**
 * Renders what the action writes (PR comments, the job summary) as GitHub-flavoured Markdown
 * with `marked`, and finds in the HTML what untrusted text must never produce: links,
 * images, headings and live `@` mentions.
 */
import { Marked } from 'marked';

const gfm = new Marked({ gfm: true });

/** The HTML of a Markdown document, GFM on (tables, autolinks, strikethrough). */
export function renderMarkdown(markdown: string): string {
  return gfm.parse(markdown, { async: false });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** Decodes character references once, as a browser shows the text. */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The `href` of every `<a>` element. */
export function linkTargets(html: string): string[] {
  return Array.from(html.matchAll(/<a\b[^>]*?href="([^"]*)"/gi), (m) => decodeEntities(m[1] ?? ''));
}

/** Number of `<a>` elements. */
export function linkCount(html: string): number {
  return (html.match(/<a\b/gi) ?? []).length;
}

/** The text of every `<h1>`…`<h6>` element. */
export function headings(html: string): string[] {
  return Array.from(html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi), (m) => m[2] ?? '');
}

/** Number of `<img>` elements. */
export function imageCount(html: string): number {
  return (html.match(/<img\b/gi) ?? []).length;
}

/**
 * `@user` and `@org/team` mentions GitHub would link: in visible text (not in code, `pre` or
 * HTML comments), after entity decoding, not preceded by a word character.
 */
export function liveMentions(html: string): string[] {
  const visible = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(code|pre)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(visible).match(/(?<![A-Za-z0-9_`])@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9_.-]+)?/g) ?? [];
}
