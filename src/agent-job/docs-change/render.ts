/**
 * The docs pull request's line in the code PR's result comment: link, title, state, diff stat and
 * preview link; and that line replaced in place when the docs PR changes. Pure.
 */
import { escapeUntrustedInline, safeHttpUrl } from '../../format/escape.ts';
import type { DocsPullView } from './view.ts';

/** Every line about the agent's pull request in a progress comment starts with this. */
const PULL_REQUEST_LINE = '**Pull request:**';

const STATE_TEXT: Record<DocsPullView['state'], string> = {
  open: 'open',
  merged: 'merged',
  closed: 'closed without merging',
};

/** `3 files changed, +120 −4`. */
function diffStat(view: Pick<DocsPullView, 'changedFiles' | 'additions' | 'deletions'>): string {
  const files = `${view.changedFiles} ${view.changedFiles === 1 ? 'file' : 'files'} changed`;
  return `${files}, +${view.additions} −${view.deletions}`;
}

/**
 * `**Pull request:** [acme/docs#7](…) “Document the flag” · open · 3 files changed, +120 −4 · [preview](…)`:
 * the title made inert, the links normalized http(s) URLs only.
 */
export function renderDocsPullLine(view: DocsPullView, triggerPhrase: string): string {
  const name = escapeUntrustedInline(`${view.ref.owner}/${view.ref.repo}#${view.ref.pullNumber}`, triggerPhrase);
  const href = safeHttpUrl(view.url);
  const link = href ? `[${name}](${encodeParens(href)})` : name;
  const parts = [
    `${link} “${escapeUntrustedInline(view.title, triggerPhrase)}”`,
    STATE_TEXT[view.state],
    diffStat(view),
  ];
  const preview = view.preview ? safeHttpUrl(view.preview) : undefined;
  if (preview) parts.push(`[preview](${encodeParens(preview)})`);
  return `${PULL_REQUEST_LINE} ${parts.join(' · ')}`;
}

/** A URL with the characters that could end a Markdown link target encoded. */
function encodeParens(url: string): string {
  return url.replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/ /g, '%20');
}

/**
 * `body` with its pull request line replaced by `line`; `undefined` when the body has no such line
 * (a comment that shows no pull request) or already shows `line`. Only a line that starts with
 * {@link PULL_REQUEST_LINE} is replaced: the instruction is quoted (`> `), the error is one line
 * after `**Error:**`, so no text from a user or the API can start such a line.
 */
export function withDocsPullLine(body: string, line: string): string | undefined {
  const lines = body.split('\n');
  const at = lines.findIndex((l) => l.startsWith(PULL_REQUEST_LINE));
  if (at < 0 || lines[at] === line) return undefined;
  lines[at] = line;
  return lines.join('\n');
}
