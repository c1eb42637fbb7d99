/**
 * The action's own marked comments on a pull request or issue: a marker counts only when its
 * signature verifies (see `marker.ts`) and the comment was written by the workflow's identity.
 * Anyone with write access can edit a bot's comment, but only the workflow holds the key.
 */
import type { ListedComment } from '../github/comments.ts';
import { parseMarker, type Marker, type MarkerSigner } from './marker.ts';

/** A comment the action wrote, with its verified marker. */
export type MarkedComment = ListedComment & { marker: Marker };

/**
 * Whether a comment was written by the workflow's identity: a bot
 * account (GitHub App, `github-actions[bot]`), or the token's user.
 */
export type Authorship = (comment: ListedComment) => Promise<boolean>;

/**
 * The comments among `comments` whose marker verifies, written by the workflow's identity,
 * newest first (by creation time, then by ID). A marker that does not verify is ignored, with
 * a warning when it looks like ours.
 */
export async function ownMarkedComments(
  comments: readonly ListedComment[],
  ours: Authorship,
  signer: MarkerSigner,
  warn: (line: string) => void,
): Promise<MarkedComment[]> {
  const marked: MarkedComment[] = [];
  for (const comment of comments) {
    const marker = parseMarker(comment.body);
    if (!marker || !(await ours(comment))) continue;
    if (!signer.verify(marker)) {
      warn(
        `Ignored the marker of ${comment.url}: its signature does not verify (the comment was edited, or written for another Mintlify project or with another API key).`,
      );
      continue;
    }
    marked.push({ ...comment, marker });
  }
  return marked.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/**
 * Who wrote a comment, as the workflow sees it: bot accounts are trusted as the workflow's
 * identity only together with a verified signature (checked by the caller); a user account
 * only when it is the token's own (`GET /user`, looked up once and only when needed).
 */
export function workflowAuthorship(tokenLogin: () => Promise<string>): Authorship {
  return async (comment) => comment.authorType === 'Bot' || comment.authorLogin === (await tokenLogin());
}
