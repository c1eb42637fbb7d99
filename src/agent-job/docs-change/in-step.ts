/**
 * Both pull requests kept in step, the writes: the code PR's result comments show the docs PR as it
 * is now, and a docs PR whose code PR was closed without merging is closed with a comment
 * (`close-orphan-docs-prs`). Each write happens only when something changed.
 */
import { errorMessage } from '../../errors.ts';
import { createComment, getComment, updateComment, type PullRef } from '../../github/comments.ts';
import { closePullRequest } from '../../github/pulls.ts';
import { formatSignature } from '../marker.ts';
import type { JobEndWriter } from '../end-writer.ts';
import type { ItemRecord } from '../record.ts';
import { renderDocsPullLine, withDocsPullLine } from './render.ts';
import type { DocsPullView } from './view.ts';

/** Result comments of one job updated at most per run: a visible bound. */
const MAX_COMMENTS_REFRESHED = 10;

function refText(ref: PullRef): string {
  return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
}

/**
 * Rewrites the pull request line of every result comment of job `jobId` on the code PR (marker
 * `ended`, newest first, at most {@link MAX_COMMENTS_REFRESHED}) to show `docs` as it is now. Each
 * comment is read again first; one that shows it already gets no write. A failure is a warning.
 * @returns how many comments were rewritten.
 */
export async function refreshResultComments(
  w: JobEndWriter,
  code: ItemRecord,
  jobId: string,
  docs: DocsPullView,
): Promise<number> {
  const line = renderDocsPullLine(docs, w.triggerPhrase);
  const comments = code.comments
    .filter((c) => c.marker.jobId === jobId && c.marker.state === 'ended')
    .slice(0, MAX_COMMENTS_REFRESHED);
  let updated = 0;
  for (const comment of comments) {
    try {
      const current = await getComment(w.octokit, code.item, comment);
      const body = withDocsPullLine(current.body, line);
      if (body === undefined) continue;
      await updateComment(w.octokit, code.item, comment, body);
      updated += 1;
    } catch (error) {
      w.log.warning(`Could not show the docs pull request as it is now on ${comment.url}: ${errorMessage(error)}`);
    }
  }
  if (updated > 0)
    w.log.info(`${refText(code.item)}: ${updated} result comment(s) show ${refText(docs.ref)} as it is now.`);
  return updated;
}

/** The comment a docs PR gets when it is closed because its code PR was closed without merging. Pure. */
function renderOrphanClosedComment(code: { ref: PullRef; url: string }, runUrl: string): string {
  return [
    formatSignature(),
    `Closed: the code pull request it documents, [${refText(code.ref)}](${code.url}), was closed without merging (\`close-orphan-docs-prs: true\`). Reopen this one if the docs are still wanted.`,
    '',
    `<sub>[workflow run](${runUrl})</sub>`,
  ].join('\n');
}

/**
 * Closes the open docs PR `docs` of a code PR closed without merging, with
 * {@link renderOrphanClosedComment} first. A failure is a warning.
 * @returns true when it was closed by this call.
 */
export async function closeOrphanDocsPull(
  w: JobEndWriter,
  docs: DocsPullView,
  code: { ref: PullRef; url: string },
): Promise<boolean> {
  if (docs.state !== 'open') return false;
  try {
    await createComment(w.octokit, docs.ref, renderOrphanClosedComment(code, w.runUrl), undefined);
    await closePullRequest(w.octokit, docs.ref);
    w.log.info(`Closed ${refText(docs.ref)}: its code pull request ${refText(code.ref)} was closed without merging.`);
    return true;
  } catch (error) {
    w.log.warning(`Could not close the orphaned docs pull request ${refText(docs.ref)}: ${errorMessage(error)}`);
    return false;
  }
}
