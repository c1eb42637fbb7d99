/**
 * History: what earlier runs left on the PR, read from the action's own marked comments — the
 * agent job linked to the PR, whether this trigger was already handled (re-run, duplicate
 * delivery) and in which delivery state, and whether a denial was already answered. A marker
 * counts only when its signature verifies (see `marker.ts`): anyone with write access can edit
 * a bot's comment, but only the workflow holds the key. This keeps sending exactly-once.
 */
import { listAllComments, type ListedComment } from '../github/comments.ts';
import { explainDistrusted, sortMarkedComments, type MarkedComment } from '../agent-job/marked-comments.ts';
import type { WorkflowIdentity } from '../github/identity.ts';
import type { PullRequestTrigger, TriggerKey } from '../github/event.ts';
import type { Octokit } from '../github/octokit.ts';
import { isOwnReply, type MarkerSigner } from '../agent-job/marker.ts';

/** What earlier runs left on the PR. */
export interface History {
  /** The agent job linked to the PR, or `undefined` when no verified marker names one. */
  linkedJobId: string | undefined;
  /** The comment whose marker links that job (`undefined` when none, or when the job comes from elsewhere). */
  linked?: MarkedComment | undefined;
  /** The comment that already answers this trigger, if an earlier run handled it. */
  previous: MarkedComment | undefined;
  /**
   * The comments whose job was sent and whose end is not reported
   * yet (marker `sent`), newest first: each promised the result.
   */
  handedOff?: readonly MarkedComment[];
  /**
   * Records the workflow wrote on the item that no longer count (edited by someone else, or signed
   * by an earlier release with a key not configured now), one sentence each with what to do.
   */
  untrusted?: readonly string[];
  /**
   * The jobs this item's progress comments started (`via="create"`), newest first; `sent` unless nothing reached
   * Mintlify (`agent-jobs-per-pr`).
   */
  started?: ReadonlyArray<{ jobId: string | undefined; sent: boolean; triggers: readonly TriggerKey[] }>;
  /**
   * The comments whose 🎉 by the action says they started an agent job (`follow-up/trigger.ts`), read only
   * before a new job: `agent-jobs-per-pr` counts them with the progress comments, once per trigger.
   */
  startedTriggers?: ReadonlySet<TriggerKey> | undefined;
  /** Every comment of the item, as read for the history (`undefined` when none were read). */
  comments?: readonly ListedComment[];
  /** True when the item carries the note of the agent's own PR (marker `steer`): it is a docs PR, not a code PR. */
  agentPull?: boolean;
}

/**
 * Reads the history from the verified marked comments, newest first. The linked job is the
 * one of the newest comment whose instruction may have reached its job (any state but
 * `not-sent`), else of the newest comment naming a job. With a `job-id` input, an earlier
 * answer to this trigger counts only when it names that same job.
 */
export function historyFrom(
  marked: readonly MarkedComment[],
  triggerKey: TriggerKey | undefined,
  jobIdInput?: string,
): History {
  const withJob = marked.filter((c) => c.marker.jobId !== undefined);
  const previous = triggerKey === undefined ? undefined : marked.find((c) => c.marker.triggers.includes(triggerKey));
  const linked = withJob.find((c) => c.marker.state !== 'not-sent') ?? withJob[0];
  return {
    linkedJobId: linked?.marker.jobId,
    linked,
    handedOff: marked.filter((c) => c.marker.state === 'sent'),
    started: marked
      .filter((c) => c.marker.created === true)
      .map((c) => ({
        jobId: c.marker.jobId,
        sent: c.marker.state !== 'received' && c.marker.state !== 'not-sent',
        triggers: c.marker.triggers,
      })),
    previous: jobIdInput !== undefined && previous?.marker.jobId !== jobIdInput ? undefined : previous,
    agentPull: marked.some((c) => c.marker.state === 'steer'),
  };
}

/**
 * Reads the history of the trigger's PR: every issue comment and review comment (all pages),
 * keeping the verified markers the workflow's identity wrote. Empty without a trigger or a token.
 * @throws when the comments cannot be read (fail closed: without them a re-run could send an
 *   instruction twice), or when a user-authored marker needs the token's identity and it cannot be read.
 */
export async function readHistory(
  octokit: Octokit | undefined,
  trigger: PullRequestTrigger | undefined,
  options: {
    identity: WorkflowIdentity;
    signer: MarkerSigner;
    warn: (line: string) => void;
    jobIdInput: string | undefined;
    triggerPhrase: string;
  },
): Promise<History> {
  if (!octokit || !trigger) return historyFrom([], undefined);
  const comments = await listAllComments(octokit, {
    owner: trigger.owner,
    repo: trigger.repo,
    pullNumber: trigger.pullNumber,
  });
  const { marked, distrusted } = await sortMarkedComments(comments, options.identity, options.signer);
  for (const d of distrusted)
    if (d.kind !== 'author') options.warn(`Ignored the marker of ${d.comment.url}: ${d.reason}.`);
  const untrusted = distrusted.flatMap((d) => explainDistrusted(d, options.triggerPhrase) ?? []);
  return { ...historyFrom(marked, trigger.triggerKey, options.jobIdInput), untrusted, comments };
}

/**
 * True when the workflow already answered a denied request on this PR (so later denials get a
 * reaction only, not another reply).
 */
export async function deniedReplyPosted(
  octokit: Octokit,
  trigger: PullRequestTrigger,
  identity: WorkflowIdentity,
): Promise<boolean> {
  const comments = await listAllComments(octokit, {
    owner: trigger.owner,
    repo: trigger.repo,
    pullNumber: trigger.pullNumber,
  });
  const replies = comments.filter((c) => isOwnReply(c.body, 'denied'));
  // Who wrote it is enough here: an edited reply still shows that the denial was answered.
  return (await identity.check(replies, { edits: 'allowed' })).some((v) => v.trusted);
}
