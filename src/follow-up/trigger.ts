/**
 * The trigger's claim in `follow-up` (`agent-job/trigger-claim.ts`): claimed right before the caps and the
 * progress comment, so that of two runs handling one comment only one writes and sends; and the 🎉 the action
 * left on the item's comments, which `agent-jobs-per-pr` counts beside the progress comments.
 */
import { errorMessage } from '../errors.ts';
import { trustedLogins, workflowIdentity } from '../github/identity.ts';
import type { PullRequestTrigger, TriggerKey } from '../github/event.ts';
import type { ListedReaction } from '../github/reactions.ts';
import type { Octokit } from '../github/octokit.ts';
import {
  JOB_STARTED,
  claimTrigger,
  claimedRecently,
  reactedTriggers,
  triggerSubject,
  type TriggerClaim,
} from '../agent-job/trigger-claim.ts';
import type { History } from './history.ts';
import { followUpResult, type FollowUpDeps, type FollowUpResult } from './types.ts';

/** The claim this run holds (`undefined`: the trigger is no comment, or nothing is recorded on the item), or the run stops. */
export type TriggerStep = { kind: 'go'; claim: TriggerClaim | undefined } | { kind: 'stop'; result: FollowUpResult };

/**
 * Claims the run's trigger before anything is written or sent. Another run's claim stops this one (`skipped`:
 * that run answers). When GitHub refuses the reaction itself, the run goes on unclaimed with a warning (see
 * `agent-job/claim.ts`). Without a token or a comment trigger, or with `comment: false`, there is nothing to
 * claim on.
 * @param nothingSent the trigger's verified record says no run sent it (see `claimTrigger`).
 */
export async function claimTheTrigger(
  deps: Pick<FollowUpDeps, 'octokit' | 'inputs' | 'now' | 'log' | 'saveState'>,
  trigger: PullRequestTrigger | undefined,
  nothingSent: boolean,
): Promise<TriggerStep> {
  const { octokit, log } = deps;
  if (!octokit || !trigger || !deps.inputs.comment) return { kind: 'go', claim: undefined };
  const repo = { owner: trigger.owner, repo: trigger.repo };
  const claimed = await claimTrigger({ octokit, repo, now: deps.now, log }, triggerSubject(trigger), nothingSent);
  if (claimed.kind === 'unclaimable') return { kind: 'go', claim: undefined };
  if (claimed.kind === 'held') {
    const held = claimed.claim;
    deps.saveState('trigger-claim', JSON.stringify(held.saved()));
    const release = async (): Promise<void> => {
      await held.release();
      deps.saveState('trigger-claim', '');
    };
    const markJobStarted = async (): Promise<void> => {
      await held.markJobStarted();
      deps.saveState('trigger-claim', JSON.stringify(held.saved()));
    };
    return { kind: 'go', claim: { ...held, release, markJobStarted } };
  }
  if (claimed.kind === 'failed') {
    // As the ends are reported (`agent-job/claim.ts`): a dropped instruction is worse than the rare double send
    // of two workflows racing while GitHub refuses reactions; the progress comment still guards re-runs.
    log.warning(`${claimed.message}; sending it unclaimed: a second workflow on the same comment could send it too.`);
    return { kind: 'go', claim: undefined };
  }
  return { kind: 'stop', result: takenBy(deps, trigger, claimed.by) };
}

/** The run stops: another run holds (or held) the trigger's claim, and answers it. */
function takenBy(deps: Pick<FollowUpDeps, 'log'>, trigger: PullRequestTrigger, by: string | undefined): FollowUpResult {
  const who = by === undefined ? "this workflow identity's" : `the bot ${by}'s`;
  const reason = `another run is handling this instruction, or handled it (${who} 👍 is on it)`;
  deps.log.notice(
    `Another run is handling this instruction, or handled it (${who} 👍 is on ${trigger.comment.htmlUrl}): nothing is sent again.`,
  );
  return followUpResult({ status: 'skipped', skippedReason: reason });
}

/**
 * For a trigger whose record says `pending`, written by another workflow run (its comment links another run): this
 * run stops (`skipped`) when the trigger was claimed within `STALE_CLAIM_MS` — that run is sending it now and answers
 * on its comment — instead of writing "delivery unknown" over it. A re-run of the run that wrote it goes on as
 * before. `undefined`: go on.
 */
export async function sendingElsewhere(
  deps: Pick<FollowUpDeps, 'octokit' | 'inputs' | 'now' | 'log' | 'runUrl'>,
  trigger: PullRequestTrigger | undefined,
  previousBody: string,
): Promise<FollowUpResult | undefined> {
  const { octokit, log } = deps;
  if (!octokit || !trigger || !deps.inputs.comment || previousBody.includes(`(${deps.runUrl})`)) return undefined;
  const ctx = { octokit, repo: { owner: trigger.owner, repo: trigger.repo }, now: deps.now, log };
  return (await claimedRecently(ctx, triggerSubject(trigger))) ? takenBy(deps, trigger, undefined) : undefined;
}

/**
 * Whether a reaction is the action's, by the rule records follow (`github/identity.ts`): made by
 * `github-actions[bot]` or by the token's own account (GraphQL `viewer`, looked up once per run).
 */
export function reactionAuthorship(octokit: Octokit): (reaction: ListedReaction) => Promise<boolean> {
  let trusted: Promise<ReadonlySet<string>> | undefined;
  return async (reaction) => {
    trusted ??= workflowIdentity(octokit)
      .login()
      .then(
        (login) => trustedLogins(login),
        () => trustedLogins(undefined),
      );
    return (await trusted).has(reaction.login.toLowerCase());
  };
}

/**
 * The comments of the item whose 🎉 by the action says they started an agent job (`agent-jobs-per-pr`), so that
 * a deleted progress comment does not give its job back.
 * @throws Error naming the cap when the reactions cannot be read: a cap that cannot be counted is not ignored.
 */
export async function jobStartedTriggers(
  deps: Pick<FollowUpDeps, 'octokit'>,
  trigger: PullRequestTrigger | undefined,
  history: Pick<History, 'comments'>,
): Promise<ReadonlySet<TriggerKey> | undefined> {
  const { octokit } = deps;
  if (!octokit || !trigger || !history.comments) return undefined;
  try {
    const repo = { owner: trigger.owner, repo: trigger.repo };
    return await reactedTriggers(octokit, repo, history.comments, [JOB_STARTED], reactionAuthorship(octokit));
  } catch (error) {
    throw new Error(
      `Could not count the agent jobs started on #${trigger.pullNumber} for agent-jobs-per-pr (the 🎉 reactions on its comments): ${errorMessage(error)}. Nothing was sent to Mintlify; run the workflow again.`,
      { cause: error },
    );
  }
}
