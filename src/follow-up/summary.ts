/**
 * The job summary of `follow-up`: a table of job, status, PR link, model, source and
 * elapsed time (`core.summary`, GitHub's "job summary"). Cell text is HTML-escaped.
 */
import type * as core from '@actions/core';
import { escapeHtml } from '../format/escape.ts';
import type { FollowUpResult } from './run.ts';
import { formatDuration } from '../format/duration.ts';
import { prLinkTitle } from '../github/urls.ts';

/** Adds the follow-up section to the job summary (the caller writes it). */
export function addFollowUpSummary(summary: typeof core.summary, result: FollowUpResult): typeof core.summary {
  summary.addHeading('Mintlify agent follow-up', 2);
  if (result.status === 'skipped') {
    return summary.addRaw(`<p>Skipped: ${escapeHtml(result.skippedReason ?? 'nothing to do')}. Nothing was sent to Mintlify.</p>`, true);
  }
  const job = result.job;
  const prLink = result.prLink ? `<a href="${escapeHtml(result.prLink)}">${escapeHtml(prLinkTitle(result.prLink))}</a>` : job?.status === 'completed' ? 'none (no files changed)' : '—';
  const source = job?.source?.repository ? `${escapeHtml(job.source.repository)}${job.source.ref ? ` @ ${escapeHtml(job.source.ref)}` : ''}` : '—';
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
      `<code>${escapeHtml(result.jobId ?? '—')}</code>`,
      escapeHtml(result.status),
      prLink,
      escapeHtml(job?.model ?? '—'),
      source,
      result.elapsedMs === undefined ? '—' : formatDuration(result.elapsedMs),
    ],
  ]);
  if (result.commentUrl) summary.addRaw(`<p><a href="${escapeHtml(result.commentUrl)}">PR comment</a></p>`, true);
  if (result.failure) summary.addRaw(`<p><strong>Error:</strong> ${escapeHtml(result.failure)}</p>`, true);
  return summary;
}
