/**
 * Exactly once, on an answer GitHub makes atomic: a run claims the right to write one thing (a
 * progress comment's end, a finding issue's end, the steer note of an agent PR) by creating the
 * token user's 👀 reaction on it. GitHub answers 201 to the one request that made it and 200 to
 * every other (the reaction was there already), whatever the timing — no write-wait-read.
 * The claimant then reads the item again (a claim taken after the end was written finds it
 * written and stops), writes, and releases the claim (deletes the reaction), so that the next
 * job on the same issue can be claimed. A claim left by a run that died holding it (older than
 * {@link STALE_CLAIM_MS}) is taken over.
 */
import { errorMessage } from '../errors.ts';
import type { RepoRef } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import { createReaction, deleteReaction, type ReactionSubject } from '../github/reactions.ts';

/** A claim older than this (milliseconds) belongs to a run that stopped while holding it: taken over. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** A claim this run holds. */
export interface Claim {
  /** Deletes the reaction; a failure is a warning (a later job on the item takes the claim over once it is stale). */
  release: () => Promise<void>;
}

/** What claiming needs. */
export interface ClaimContext {
  octokit: Octokit;
  repo: RepoRef;
  /** Current time, epoch milliseconds. */
  now: () => number;
  log: { info: (line: string) => void; warning: (line: string) => void };
}

/** A claim that holds nothing (the reaction could not be made): releasing it does nothing. */
const UNCLAIMED: Claim = { release: () => Promise.resolve() };

/**
 * Claims `subject` (see the module comment): the claim when this run made the reaction,
 * `undefined` when another run holds it. When GitHub refuses the reaction itself (a 4xx such as
 * a locked conversation, a 5xx, a reset), the run goes on unclaimed with a warning: the write is
 * then guarded only by the read before it, as a lost report would be worse than a rare double one.
 */
export async function claim(ctx: ClaimContext, subject: ReactionSubject, what: string): Promise<Claim | undefined> {
  let made;
  try {
    made = await createReaction(ctx.octokit, ctx.repo, subject, 'eyes');
  } catch (error) {
    ctx.log.warning(`Could not claim ${what} (the 👀 reaction): ${errorMessage(error)}; reporting it unclaimed.`);
    return UNCLAIMED;
  }
  if (!made.created) {
    const age = ctx.now() - Date.parse(made.createdAt);
    if (!(age > STALE_CLAIM_MS)) {
      ctx.log.info(`Another run is reporting ${what} (it holds the claim); this run leaves it to that run.`);
      return undefined;
    }
    ctx.log.info(
      `Took over the claim on ${what}: the run that held it stopped ${Math.round(age / 60_000)} minutes ago.`,
    );
    try {
      await deleteReaction(ctx.octokit, ctx.repo, subject, made.id);
      made = await createReaction(ctx.octokit, ctx.repo, subject, 'eyes');
    } catch (error) {
      ctx.log.warning(`Could not take over the claim on ${what}: ${errorMessage(error)}`);
      return undefined;
    }
    if (!made.created) return undefined;
  }
  const id = made.id;
  return {
    release: async () => {
      try {
        await deleteReaction(ctx.octokit, ctx.repo, subject, id);
      } catch (error) {
        ctx.log.warning(`Could not release the claim on ${what}: ${errorMessage(error)}`);
      }
    },
  };
}
