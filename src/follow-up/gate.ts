/**
 * The gate: decides, before any Mintlify request, whether a comment may drive the agent —
 * who wrote it, whether it asks anything, whether its author may ask, whether a key is
 * available (none on fork PRs) and whether there is a job to send to. The decisions are pure;
 * the GitHub reads they need come in as {@link GateLookups}.
 */
import { API_KEY_REQUIRED } from '../input-fields.ts';
import { InputError } from '../errors.ts';
import { checkWritePermission, type PermissionCheck, type Reaction } from '../github/comments.ts';
import type { PullRequestTrigger, TriggerEvent } from '../github/event.ts';
import type { Octokit } from '../github/octokit.ts';
import type { FollowUpInputs } from './inputs.ts';
import { isOwnComment } from './marker.ts';
import { MAX_PROMPT_CHARS, checkPrompt, extractPrompt } from './prompt.ts';
import {
  renderDeniedReply,
  renderForkReply,
  renderNoJobReply,
  renderTooLongReply,
  renderUsageReply,
  type ReplyContext,
} from './render-comment.ts';

/** The run stops here: nothing is sent to Mintlify. */
export interface SkipWithReason {
  kind: 'skip-with-reason';
  /** Why, for the job summary. */
  reason: string;
  /** The line logged as a notice. */
  notice: string;
  /** A reply to post on the PR, if the commenter should be told. */
  reply: string | undefined;
  /** A reaction to add to the trigger comment. */
  reaction: Reaction | undefined;
}

/** The run goes on with this instruction (cleaned, within {@link MAX_PROMPT_CHARS}). */
export interface ProceedWithInstruction {
  kind: 'proceed-with-instruction';
  instruction: string;
}

/** What the gate decided. */
export type GateDecision = SkipWithReason | ProceedWithInstruction;

/** The GitHub reads the gate needs, passed in so that the decisions stay testable. */
export interface GateLookups {
  /** Whether `login` may drive the agent on the trigger's repository; fails closed. */
  permission: (trigger: PullRequestTrigger, login: string) => Promise<PermissionCheck>;
  /** `owner/name` of the PR's head repository; `undefined` when it cannot be read. */
  headRepository: (trigger: PullRequestTrigger) => Promise<string | undefined>;
}

/** A skip that tells the commenter why (`reply`) and marks the comment (`reaction`). */
export function skipWithReason(reason: string, reply?: string, reaction?: Reaction): SkipWithReason {
  return { kind: 'skip-with-reason', reason, notice: `Skipped: ${reason}. Nothing was sent to Mintlify.`, reply, reaction };
}

/**
 * The lookups against the GitHub API: the collaborator permission, and the PR's head
 * repository (`GET /repos/{owner}/{repo}/pulls/{n}`). Without a token, permission is denied
 * and the head repository is unknown.
 */
export function githubLookups(octokit: Octokit | undefined): GateLookups {
  return {
    permission: async (trigger, login) =>
      octokit ? checkWritePermission(octokit, trigger, login) : { allowed: false, reason: 'no github-token to check the permission with' },
    headRepository: async (trigger) => {
      if (!octokit) return undefined;
      try {
        const { data } = await octokit.rest.pulls.get({ owner: trigger.owner, repo: trigger.repo, pull_number: trigger.pullNumber });
        return data.head.repo?.full_name;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Admits or skips the instruction of `event`. A PR comment is skipped when a bot or this
 * action wrote it, when no line starts with the trigger phrase, when its author lacks write
 * permission, or when the instruction is empty or too long (the `prompt` input, when set,
 * replaces the comment's text). Any other event needs the `prompt` input.
 * @throws InputError when another event comes without a usable `prompt` input.
 */
export async function admitInstruction(
  event: TriggerEvent,
  inputs: Pick<FollowUpInputs, 'prompt' | 'triggerPhrase'>,
  replies: ReplyContext,
  lookups: GateLookups,
): Promise<GateDecision> {
  if (event.kind === 'ignored') {
    const notice = `Nothing to do: ${event.eventName} event ignored because ${event.reason}.`;
    return { kind: 'skip-with-reason', reason: event.reason, notice, reply: undefined, reaction: undefined };
  }
  if (event.kind === 'other') return { kind: 'proceed-with-instruction', instruction: promptInput(inputs.prompt, event.eventName) };
  const author = event.comment.author;
  if (author.type === 'Bot') return skipWithReason(`the comment was written by the bot ${author.login}`);
  if (isOwnComment(event.comment.body)) return skipWithReason('the comment was written by this action');
  const extracted = inputs.prompt ? checkPrompt(inputs.prompt) : extractPrompt(event.comment.body, inputs.triggerPhrase);
  if (extracted.kind === 'no-trigger') return skipWithReason(`the comment does not start a line with ${inputs.triggerPhrase}`);
  const permission = await lookups.permission(event, author.login);
  if (!permission.allowed) return skipWithReason(permission.reason, renderDeniedReply(replies, author.login), 'confused');
  if (extracted.kind === 'empty') return skipWithReason('the instruction after the trigger phrase is empty', renderUsageReply(replies));
  if (extracted.kind === 'too-long') {
    return skipWithReason(
      `the instruction is ${extracted.length} characters long (limit ${MAX_PROMPT_CHARS})`,
      renderTooLongReply(replies, extracted.length, MAX_PROMPT_CHARS),
      'confused',
    );
  }
  return { kind: 'proceed-with-instruction', instruction: extracted.prompt };
}

/** The `prompt` input as the instruction of an event that is not a PR comment. */
function promptInput(prompt: string | undefined, eventName: string): string {
  if (!prompt) {
    throw new InputError(`prompt is required when the workflow is not triggered by a pull request comment (event ${eventName}); set the prompt input`);
  }
  const checked = checkPrompt(prompt);
  if (checked.kind === 'too-long') throw new InputError(`prompt must be at most ${MAX_PROMPT_CHARS} characters (got ${checked.length})`);
  if (checked.kind !== 'prompt') throw new InputError('prompt is empty after removing HTML comments and invisible characters');
  return checked.prompt;
}

/**
 * Checks that there is an API key. GitHub passes no secrets to runs for fork PRs, so an
 * empty key on a PR from a fork is a polite skip; anywhere else it is a configuration error.
 * @returns the skip, or `undefined` when the key is set.
 * @throws InputError when the key is empty and the PR is not known to come from a fork.
 */
export async function admitApiKey(
  apiKey: string,
  trigger: PullRequestTrigger | undefined,
  replies: ReplyContext,
  lookups: GateLookups,
): Promise<SkipWithReason | undefined> {
  if (apiKey !== '') return undefined;
  if (trigger) {
    const head = trigger.headRepoFullName || (await lookups.headRepository(trigger));
    if (head && head.toLowerCase() !== `${trigger.owner}/${trigger.repo}`.toLowerCase()) {
      return skipWithReason(`the pull request comes from the fork ${head}, and GitHub passes no secrets to it`, renderForkReply(replies));
    }
  }
  throw new InputError(API_KEY_REQUIRED);
}

/**
 * The skip for a PR comment when there is no job to send to: no `job-id` input, and no job
 * linked to the PR by an earlier run.
 * @throws InputError when the event is not a PR comment: then `job-id` is required.
 */
export function noJobLinked(trigger: PullRequestTrigger | undefined, replies: ReplyContext): SkipWithReason {
  if (!trigger) throw new InputError('job-id is required: set the job-id input to the ID of the Mintlify agent job to send the instruction to');
  return skipWithReason('no job-id input and no agent job remembered on this pull request', renderNoJobReply(replies), 'confused');
}
