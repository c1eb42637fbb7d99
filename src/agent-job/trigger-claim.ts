/**
 * Exactly once per trigger, whatever the workflows, on answers GitHub makes atomic: before a run sends a
 * comment's instruction to Mintlify it reacts 👍 on that comment, and only the run whose reaction is new
 * (201, not 200) sends. Two runs handling one comment at the same moment — two workflow files, two
 * concurrency groups — send it once between them. The 👍 (or the 😕 of a refusal) is also the evidence
 * that the comment was handled, and a 🎉 that it started an agent job: no user can remove another
 * account's reaction, so deleting the progress comment neither resends an instruction nor resets
 * `agent-jobs-per-pr`. See docs/follow-up.md, "Exactly once per comment".
 *
 * Identities: GitHub keeps one reaction per account and content, so two runs with one token identity (every
 * workflow on `GITHUB_TOKEN`) are told apart by 201/200 alone. Runs with two bot identities (`GITHUB_TOKEN` in
 * one workflow, a GitHub App's token in another) each get 201; each then lists the 👍 on the comment and the
 * earliest (lowest reaction ID) bot claim wins, the other run deleting its own. A personal access token's user
 * is not told apart from people's 👍 by another identity: such a second workflow is not covered.
 */
import { errorMessage } from '../errors.ts';
import type { ListedComment } from '../github/comments.ts';
import type { PullRequestTrigger, TriggerKey } from '../github/event.ts';
import type { RepoRef } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import {
  createReaction,
  deleteReaction,
  listReactions,
  type ListedReaction,
  type ReactionSubject,
} from '../github/reactions.ts';
import { STALE_CLAIM_MS } from './claim.ts';

/** The reaction that claims a trigger for sending: 👍 ("the agent has it"). */
export const TRIGGER_CLAIM = '+1';
/** The reaction that records that a trigger started an agent job: 🎉 (`agent-jobs-per-pr`). */
export const JOB_STARTED = 'hooray';

/** What a post step needs to release a claim the main step held: the subject and the reactions made. */
export interface SavedTriggerClaim {
  /** The repository of the trigger. */
  repo: RepoRef;
  subject: ReactionSubject;
  claimId: number;
  startedId?: number | undefined;
}

/** A claim this run holds on its trigger. */
export interface TriggerClaim {
  /** Records 🎉 on the trigger right before a new job's POST; a failure is a warning (the marker counts it too). */
  markJobStarted: () => Promise<void>;
  /** Deletes the 👍 (and the 🎉): nothing was sent. A failure is a warning. */
  release: () => Promise<void>;
  /** For the `post:` step (`core.saveState`). */
  saved: () => SavedTriggerClaim;
}

/** How claiming the trigger went. */
export type TriggerClaimResult =
  | { kind: 'held'; claim: TriggerClaim }
  /** Another run holds or held it: by this identity (`by` undefined) or by the bot `by`. */
  | { kind: 'taken'; by: string | undefined }
  /** The trigger is no comment (a review's body, a pull request event): nothing to react on. */
  | { kind: 'unclaimable' }
  /** GitHub refused the reaction (a 4xx such as a locked conversation, a 5xx, a reset). */
  | { kind: 'failed'; message: string };

/** What claiming needs. */
export interface TriggerClaimContext {
  octokit: Octokit;
  repo: RepoRef;
  /** Current time, epoch milliseconds. */
  now: () => number;
  log: { info: (line: string) => void; warning: (line: string) => void };
}

/** The comment a trigger can be claimed on; `undefined` for a review's body or a pull request event. */
export function triggerSubject(trigger: Pick<PullRequestTrigger, 'kind' | 'comment'>): ReactionSubject | undefined {
  if (trigger.kind === 'issue-comment') return { kind: 'issue-comment', id: trigger.comment.id };
  if (trigger.kind === 'review-comment') return { kind: 'review-comment', id: trigger.comment.id };
  return undefined;
}

/**
 * The claim of another bot identity that wins over this run's claim `own` (made just now), or `undefined` when
 * this run's claim wins: the earliest bot 👍 by another login, by reaction ID (GitHub numbers reactions in
 * creation order). With `staleGivesWay`, a claim older than {@link STALE_CLAIM_MS} is passed over (its run
 * stopped before sending, as the trigger's record says). Pure.
 */
export function earlierClaim(
  own: { id: number; login: string },
  listed: readonly ListedReaction[],
  now: number,
  staleGivesWay: boolean,
): ListedReaction | undefined {
  return listed
    .filter((r) => r.type === 'Bot' && r.login !== own.login && r.id < own.id)
    .filter((r) => !(staleGivesWay && now - Date.parse(r.createdAt) > STALE_CLAIM_MS))
    .sort((a, b) => a.id - b.id)[0];
}

/**
 * Claims `subject` for sending (see the module comment). `nothingSent`: the trigger's verified record says no
 * run sent it (`received`, `not-sent`), so a claim older than {@link STALE_CLAIM_MS} is a run that stopped
 * before sending and is taken over; without such a record a 👍 means handled, whatever its age (the
 * progress comment may have been deleted).
 */
export async function claimTrigger(
  ctx: TriggerClaimContext,
  subject: ReactionSubject | undefined,
  nothingSent: boolean,
): Promise<TriggerClaimResult> {
  if (!subject) return { kind: 'unclaimable' };
  let made;
  try {
    made = await createReaction(ctx.octokit, ctx.repo, subject, TRIGGER_CLAIM);
    if (!made.created) {
      const age = ctx.now() - Date.parse(made.createdAt);
      if (!nothingSent || !(age > STALE_CLAIM_MS)) return { kind: 'taken', by: undefined };
      ctx.log.info(
        `Took over the claim on this instruction: the run that held it stopped ${Math.round(age / 60_000)} minutes ago without sending it.`,
      );
      await deleteReaction(ctx.octokit, ctx.repo, subject, made.id);
      made = await createReaction(ctx.octokit, ctx.repo, subject, TRIGGER_CLAIM);
      if (!made.created) return { kind: 'taken', by: undefined };
    }
  } catch (error) {
    return {
      kind: 'failed',
      message: `Could not claim the instruction (the 👍 reaction on it): ${errorMessage(error)}`,
    };
  }
  const own = made;
  let earlier: ListedReaction | undefined;
  try {
    const listed = await listReactions(ctx.octokit, ctx.repo, subject, TRIGGER_CLAIM);
    earlier = earlierClaim(own, listed, ctx.now(), nothingSent);
  } catch (error) {
    // The 👍 is this run's: it holds against every run of its identity; only another identity's is unknown.
    ctx.log.warning(
      `Could not read the other claims on the instruction: ${errorMessage(error)}; sending it on this run's own claim.`,
    );
  }
  if (earlier) {
    await deleteReaction(ctx.octokit, ctx.repo, subject, own.id).catch((error: unknown) =>
      ctx.log.warning(`Could not withdraw this run's claim on the instruction: ${errorMessage(error)}`),
    );
    return { kind: 'taken', by: earlier.login };
  }
  return { kind: 'held', claim: heldClaim(ctx, { repo: ctx.repo, subject, claimId: own.id, startedId: undefined }) };
}

/**
 * Whether a run is sending the trigger right now: a bot's 👍 on it younger than {@link STALE_CLAIM_MS}. For a
 * trigger whose record says `pending` (a send under way, or a run that died during it), read before concluding
 * that delivery is unknown. A failure to read counts as "no": the caller then says delivery is unknown, as before.
 */
export async function claimedRecently(
  ctx: TriggerClaimContext,
  subject: ReactionSubject | undefined,
): Promise<boolean> {
  if (!subject) return false;
  try {
    const listed = await listReactions(ctx.octokit, ctx.repo, subject, TRIGGER_CLAIM);
    return listed.some((r) => r.type === 'Bot' && !(ctx.now() - Date.parse(r.createdAt) > STALE_CLAIM_MS));
  } catch (error) {
    ctx.log.warning(`Could not read the claims on the instruction: ${errorMessage(error)}`);
    return false;
  }
}

/** The claim `saved` as this run holds it. */
function heldClaim(ctx: TriggerClaimContext, saved: SavedTriggerClaim): TriggerClaim {
  const state = { ...saved };
  return {
    saved: () => ({ ...state }),
    markJobStarted: async () => {
      try {
        state.startedId = (await createReaction(ctx.octokit, ctx.repo, state.subject, JOB_STARTED)).id;
      } catch (error) {
        ctx.log.warning(`Could not record the new job on the instruction (the 🎉 reaction): ${errorMessage(error)}`);
      }
    },
    release: async () => {
      try {
        await releaseTriggerClaim(ctx.octokit, state);
      } catch (error) {
        ctx.log.warning(`Could not release the claim on the instruction: ${errorMessage(error)}`);
      }
    },
  };
}

/**
 * Deletes the reactions of a claim (the 🎉 first, then the 👍): the instruction was certainly not sent.
 * @throws the request error.
 */
export async function releaseTriggerClaim(octokit: Octokit, saved: SavedTriggerClaim): Promise<void> {
  if (saved.startedId !== undefined) await deleteReaction(octokit, saved.repo, saved.subject, saved.startedId);
  await deleteReaction(octokit, saved.repo, saved.subject, saved.claimId);
}

/**
 * The triggers among `comments` that carry one of `contents` by the action's identity (`ours`: a bot, or the
 * token's user): 👍 or 😕 — handled; 🎉 — started a job. Only the comments whose reaction counts show such a
 * reaction are read (`GET …/reactions`, one request per comment and content).
 * @throws the request error.
 */
export async function reactedTriggers(
  octokit: Octokit,
  repo: RepoRef,
  comments: readonly ListedComment[],
  contents: ReadonlyArray<'+1' | 'confused' | 'hooray'>,
  ours: (reaction: ListedReaction) => Promise<boolean>,
): Promise<Set<TriggerKey>> {
  const found = new Set<TriggerKey>();
  for (const comment of comments) {
    const key: TriggerKey = comment.kind === 'review' ? `rc:${comment.id}` : `ic:${comment.id}`;
    const subject: ReactionSubject =
      comment.kind === 'review'
        ? { kind: 'review-comment', id: comment.id }
        : { kind: 'issue-comment', id: comment.id };
    for (const content of contents) {
      if (found.has(key) || (comment.reactionCounts && comment.reactionCounts[content] === 0)) continue;
      for (const reaction of await listReactions(octokit, repo, subject, content)) {
        if (await ours(reaction)) {
          found.add(key);
          break;
        }
      }
    }
  }
  return found;
}
