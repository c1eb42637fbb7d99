/**
 * History: what earlier runs left on the PR, read from the action's own marked comments —
 * the agent job linked to the PR, and whether this trigger was already handled (re-run,
 * duplicate delivery) and in which delivery state. This is what keeps sending exactly-once.
 */
import { listAllComments, type ListedComment } from '../github/comments.ts';
import type { PullRequestTrigger, TriggerKey } from '../github/event.ts';
import type { Octokit } from '../github/octokit.ts';
import { parseMarker, type Marker } from './marker.ts';

/** A comment the action wrote, with its marker. */
export type MarkedComment = ListedComment & { marker: Marker };

/** What earlier runs left on the PR. */
export interface History {
  /** The agent job linked to the PR, or `undefined` when no marked comment names one. */
  linkedJobId: string | undefined;
  /** The comment that already answers this trigger, if an earlier run handled it. */
  previous: MarkedComment | undefined;
}

/**
 * Reads the history from the marked comments, newest first. The linked job is the one of the
 * newest comment whose instruction may have reached its job (any state but `not-sent`), else
 * of the newest comment at all.
 */
export function historyFrom(marked: readonly MarkedComment[], triggerKey: TriggerKey | undefined): History {
  return {
    linkedJobId: marked.find((c) => c.marker.state !== 'not-sent')?.marker.jobId ?? marked[0]?.marker.jobId,
    previous: triggerKey === undefined ? undefined : marked.find((c) => c.marker.triggers.includes(triggerKey)),
  };
}

/**
 * The marked comments written by `login` among `comments`, newest first (by creation time,
 * then by ID). Comments by anyone else are ignored, whatever their body says.
 */
export function ownMarkedComments(comments: readonly ListedComment[], login: string): MarkedComment[] {
  return comments
    .filter((c) => c.authorLogin === login)
    .flatMap((c) => {
      const marker = parseMarker(c.body);
      return marker ? [{ ...c, marker }] : [];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/**
 * Reads the history of the trigger's PR: every issue comment and review comment (all pages),
 * keeping those the token's identity wrote. Empty without a trigger or a token.
 * @param login the token's login (`GET /user`), looked up alongside the comments.
 * @throws when the comments or the token's identity cannot be read (fail closed: without
 *   them a re-run could send an instruction twice).
 */
export async function readHistory(
  octokit: Octokit | undefined,
  trigger: PullRequestTrigger | undefined,
  login: () => Promise<string>,
): Promise<History> {
  if (!octokit || !trigger) return historyFrom([], undefined);
  const pr = { owner: trigger.owner, repo: trigger.repo, pullNumber: trigger.pullNumber };
  const [own, comments] = await Promise.all([login(), listAllComments(octokit, pr)]);
  return historyFrom(ownMarkedComments(comments, own), trigger.triggerKey);
}
