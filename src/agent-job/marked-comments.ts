/**
 * The action's own marked comments on a pull request or issue: a marker counts only when the
 * workflow's identity wrote the comment, nobody else edited it since (GitHub's facts,
 * `github/identity.ts`), and it is bound to this Mintlify project (`marker.ts`). Trust model:
 * docs/security.md.
 */
import type { ListedComment } from '../github/comments.ts';
import type { WorkflowIdentity } from '../github/identity.ts';
import { parseMarker, type Marker, type MarkerSigner } from './marker.ts';

/** A comment the action wrote, with its verified marker. */
export type MarkedComment = ListedComment & { marker: Marker };

/**
 * Why a marked comment does not count: `author` (someone else wrote it: text that only looks like a
 * record), `edited` (the workflow wrote it, someone else edited it), `other-project` (another
 * Mintlify project's record), `old-key` (an earlier release signed it with an API key that is not
 * configured now).
 */
type DistrustKind = 'author' | 'edited' | 'other-project' | 'old-key';

/** A comment that carries a marker that does not count, with why. */
export interface DistrustedComment {
  comment: ListedComment;
  marker: Marker;
  kind: DistrustKind;
  /** One clause, e.g. `it was edited by alice after the workflow wrote it`. */
  reason: string;
}

/** Every marked comment of an item: the ones that count, newest first, and the ones that do not. */
export interface MarkedComments {
  marked: MarkedComment[];
  distrusted: DistrustedComment[];
}

/** The clause for a marker the workflow wrote that is not bound to this project (`other-project`, `old-key`). */
function bindingReason(marker: Marker): { kind: DistrustKind; reason: string } {
  return marker.project !== undefined
    ? { kind: 'other-project', reason: 'it belongs to another Mintlify project' }
    : {
        kind: 'old-key',
        reason: 'an earlier release of the action signed it with an API key that is not configured now',
      };
}

/**
 * Sorts the comments among `comments` that carry a marker: the ones written by the workflow's
 * identity, not edited by anyone else, and bound to this project count (newest first, by creation
 * time, then by ID); the others are returned with why. One GraphQL request per 100 candidates.
 * @throws the GitHub request error when who edited them cannot be read.
 */
export async function sortMarkedComments(
  comments: readonly ListedComment[],
  identity: WorkflowIdentity,
  signer: MarkerSigner,
): Promise<MarkedComments> {
  const candidates = comments.flatMap((comment) => {
    const marker = parseMarker(comment.body);
    return marker ? [{ comment, marker }] : [];
  });
  const verdicts = await identity.check(candidates.map((c) => c.comment));
  const marked: MarkedComment[] = [];
  const distrusted: DistrustedComment[] = [];
  candidates.forEach(({ comment, marker }, i) => {
    const verdict = verdicts[i] ?? { trusted: false, why: 'author', reason: 'who wrote it could not be checked' };
    if (!verdict.trusted) distrusted.push({ comment, marker, kind: verdict.why, reason: verdict.reason });
    else if (signer.verify(marker)) marked.push({ ...comment, marker });
    else distrusted.push({ comment, marker, ...bindingReason(marker) });
  });
  return { marked: marked.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id), distrusted };
}

/**
 * One sentence for a person about a record that the workflow wrote but that no longer counts
 * (`edited`, `old-key`): which, why, and what to do; `undefined` for the others (another
 * project's record, or text someone else wrote), which are simply not this workflow's. Pure.
 */
export function explainDistrusted(d: DistrustedComment, triggerPhrase: string): string | undefined {
  if (d.kind === 'author' || d.kind === 'other-project') return undefined;
  const newJob = `comment \`${triggerPhrase} --new <instruction>\` to start a new job`;
  if (d.kind === 'edited')
    // What an edited record names is someone else's text: no job of it is suggested.
    return `The action's record in ${d.comment.url} no longer counts: ${d.reason}; ${newJob}, or set the \`job-id\` input to the job to steer.`;
  // Written by the workflow and never edited, only signed with an older key: its job is the workflow's own.
  const job = d.marker.jobId;
  return job === undefined
    ? `The action's record in ${d.comment.url} no longer counts: ${d.reason}; configure that key again, or ${newJob}.`
    : `The action's record in ${d.comment.url} (agent job ${job}) no longer counts: ${d.reason}; configure that key again until its job has ended, run the workflow with \`job-id: ${job}\`, or ${newJob}.`;
}

/**
 * The marker of `comment` (as read right now) when it counts ({@link sortMarkedComments}), else
 * `undefined`: a claim re-reads the comment it is about to write through this.
 * @throws the GitHub request error when who edited it cannot be read.
 */
export async function trustedMarker(
  comment: ListedComment,
  identity: WorkflowIdentity,
  signer: MarkerSigner,
): Promise<Marker | undefined> {
  return (await sortMarkedComments([comment], identity, signer)).marked[0]?.marker;
}

/**
 * The comments among `comments` whose marker counts ({@link sortMarkedComments}), newest first; a
 * marker the workflow wrote that does not count is ignored with a warning.
 * @throws the GitHub request error when who edited them cannot be read.
 */
export async function ownMarkedComments(
  comments: readonly ListedComment[],
  identity: WorkflowIdentity,
  signer: MarkerSigner,
  warn: (line: string) => void,
): Promise<MarkedComment[]> {
  const { marked, distrusted } = await sortMarkedComments(comments, identity, signer);
  for (const d of distrusted) if (d.kind !== 'author') warn(`Ignored the marker of ${d.comment.url}: ${d.reason}.`);
  return marked;
}
