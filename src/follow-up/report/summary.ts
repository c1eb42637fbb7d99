/**
 * The job summary of `follow-up`: a table of job, status, PR link, model, source and
 * elapsed time (`core.summary`, GitHub's "job summary"). The summary is one HTML block of a
 * Markdown document: every text from the API, GitHub or users goes through
 * {@link escapeUntrustedHtml} (no line break can end the block, HTML escaped, mentions
 * neutralized), and links are written only to normalized http(s) URLs.
 *
 * Size: GitHub takes at most 1 MiB of UTF-8 bytes per step's summary. Every untrusted text is
 * cut (120 characters a cell, {@link MAX_MESSAGE_CHARS} for an error) and a link target longer
 * than {@link MAX_LINK_CHARS} is not linked, so the summary stays within a few dozen KiB
 * whatever the API or a comment sends.
 */
import type * as core from '@actions/core';
import { escapeHtml, escapeUntrustedHtml, safeHttpUrl } from '../../format/escape.ts';
import { MAX_LINK_CHARS } from '../../agent-job/render-comment.ts';
import type { FollowUpResult } from '../types.ts';
import { formatDuration } from '../../format/duration.ts';
import { prLinkDisplay } from '../../github/urls.ts';

/** Longest error message shown, in characters (longer ones end in `…`). */
const MAX_MESSAGE_CHARS = 2000;

/**
 * Untrusted text as inert HTML. No trigger phrase: a job summary is not a PR comment and
 * cannot trigger a workflow; mentions are neutralized all the same.
 */
function text(value: string, maxChars?: number): string {
  return escapeUntrustedHtml(value, '', maxChars);
}

/** The PR link cell: a link only to an http(s) URL, its text and target from the same normalized URL. */
function prLinkCell(result: FollowUpResult, server: string): string {
  const raw = result.prLink ?? result.job?.prLink ?? undefined;
  const link = raw ? prLinkDisplay(raw, server) : undefined;
  if (link && link.href.length > MAX_LINK_CHARS)
    return `not linked: ${text(link.href)} is longer than ${MAX_LINK_CHARS} characters`;
  if (link) return `<a href="${escapeHtml(link.href)}">${text(link.title)}</a>`;
  const ignored = result.job?.ignoredPrLink ?? raw;
  if (ignored) return `not linked: ${text(ignored)} is not an http(s) URL`;
  return result.job?.status === 'completed' ? 'none (no files changed)' : '—';
}

/** Adds the follow-up section to the job summary (the caller writes it). */
export function addFollowUpSummary(
  summary: typeof core.summary,
  result: FollowUpResult,
  server = 'https://github.com',
): typeof core.summary {
  summary.addHeading('Mintlify agent follow-up', 2);
  if (result.status === 'skipped' || result.status === 'capped') {
    const lead = result.status === 'capped' ? 'Capped' : 'Skipped';
    return summary.addRaw(
      `<p>${lead}: ${text(result.skippedReason ?? 'nothing to do', MAX_MESSAGE_CHARS)}. Nothing was sent to Mintlify.</p>`,
      true,
    );
  }
  const job = result.job;
  const source = job?.source?.repository
    ? `${text(job.source.repository)}${job.source.ref ? ` @ ${text(job.source.ref)}` : ''}`
    : '—';
  summary.addTable([
    [
      { data: 'Job', header: true },
      { data: 'Status', header: true },
      { data: 'PR link', header: true },
      { data: 'Model', header: true },
      { data: 'Source', header: true },
      { data: 'Elapsed', header: true },
    ],
    [
      `<code>${text(result.jobId ?? '—')}</code>${result.jobCreated ? ' (started by this run)' : ''}`,
      text(result.status),
      prLinkCell(result, server),
      text(job?.model ?? '—'),
      source,
      result.elapsedMs === undefined ? '—' : formatDuration(result.elapsedMs),
    ],
  ]);
  const commentUrl = result.commentUrl ? safeHttpUrl(result.commentUrl) : undefined;
  if (commentUrl) summary.addRaw(`<p><a href="${escapeHtml(commentUrl)}">PR comment</a></p>`, true);
  if (result.failure) summary.addRaw(`<p><strong>Error:</strong> ${text(result.failure, MAX_MESSAGE_CHARS)}</p>`, true);
  return summary;
}
