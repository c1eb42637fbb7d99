/**
 * The gate: decides, before any Mintlify request, whether an event may drive the agent — which
 * event it is, who sent it (every event that can reach Mintlify is gated on its sender's write
 * permission, failing closed), whether it asks anything, whether a key is available (none on
 * fork PRs) and whether there is a job to send to. The decisions are pure; the GitHub reads
 * they need come in as {@link GateLookups}.
 */
import { API_KEY_REQUIRED } from '../input-fields.ts';
import { InputError } from '../errors.ts';
import { checkWritePermission, type PermissionCheck, type Reaction } from '../github/comments.ts';
import { SUPPORTED_EVENTS, type CommentAuthor, type PullRequestTrigger, type TriggerEvent } from '../github/event.ts';
import type { Octokit } from '../github/octokit.ts';
import type { FollowUpInputs } from './inputs.ts';
import type { FollowUpDeps } from './types.ts';
import type { History } from './history.ts';
import { describeCap, jobsCapReached, jobsStartedOnItem, type CapReached, type UsesToday } from '../agent-job/caps.ts';
import { DailyCountError, reserveAgentUse } from '../agent-job/daily-uses.ts';
import { isOwnComment } from '../agent-job/marker.ts';
import { MAX_PROMPT_CHARS, checkPrompt, type Extracted } from './prompt/prompt.ts';
import {
  renderCapReply,
  renderCountErrorReply,
  renderDeniedReply,
  renderForkReply,
  renderNoJobReply,
  renderTooLongReply,
  renderSkipUsageReply,
  renderUsageReply,
  type ReplyContext,
} from './report/render-reply.ts';
import { clause } from '../format/sentence.ts';

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
  /** True when the sender lacks permission: the reply is posted at most once per PR. */
  denied?: boolean;
}

/** The run goes on with this instruction (cleaned, within {@link MAX_PROMPT_CHARS}). */
interface ProceedWithInstruction {
  kind: 'proceed-with-instruction';
  instruction: string;
  /** The requester asked for a new agent job ({@link NEW_JOB_FLAG}), even if one is linked to the PR. */
  newJob: boolean;
  /** The requester asked for the linked job's status ({@link STATUS_FLAG}): nothing is sent to the agent. */
  status?: boolean;
  /** The requester marked the PR's docs as not needed ({@link SKIP_FLAG}), with this reason: nothing is sent. */
  skip?: string;
}

/**
 * The whole instruction `--status`: reads the linked job now and
 * updates its comment; sends nothing and spends no agent use.
 */
export const STATUS_FLAG = '--status';

/**
 * `--skip <reason>`: this pull request needs no docs; `mintlify/docs` succeeds, with the reason.
 * Nothing is sent to the agent.
 */
const SKIP_FLAG = '--skip';

/** Characters of a `--skip` reason kept (a status description holds 140 in all). */
const MAX_SKIP_REASON_CHARS = 200;

/**
 * Written right after the trigger phrase, starts a new agent job even when one is linked:
 * `/mintlify --new document the flag`.
 */
const NEW_JOB_FLAG = '--new';

/** What the gate decided. */
export type GateDecision = SkipWithReason | ProceedWithInstruction;

/** The GitHub reads the gate needs, passed in so that the decisions stay testable. */
export interface GateLookups {
  /** Whether `login` may drive the agent on the repository `owner/repo`; fails closed. */
  permission: (repository: { owner: string; repo: string }, login: string) => Promise<PermissionCheck>;
  /** `owner/name` of the PR's head repository; `undefined` when it cannot be read. */
  headRepository: (trigger: PullRequestTrigger) => Promise<string | undefined>;
}

/** A skip that tells the commenter why (`reply`) and marks the comment (`reaction`). */
export function skipWithReason(reason: string, reply?: string, reaction?: Reaction): SkipWithReason {
  return {
    kind: 'skip-with-reason',
    reason,
    notice: `Skipped: ${reason}. Nothing was sent to Mintlify.`,
    reply,
    reaction,
  };
}

/**
 * The lookups against the GitHub API: the collaborator permission, and the PR's head
 * repository (`GET /repos/{owner}/{repo}/pulls/{n}`). Without a token, permission is denied
 * and the head repository is unknown.
 */
export function githubLookups(octokit: Octokit | undefined): GateLookups {
  return {
    permission: async (repository, login) =>
      octokit
        ? checkWritePermission(octokit, { ...repository, pullNumber: 0 }, login)
        : { allowed: false, reason: 'no github-token to check the permission with' },
    headRepository: async (trigger) => {
      if (!octokit) return undefined;
      try {
        const { data } = await octokit.rest.pulls.get({
          owner: trigger.owner,
          repo: trigger.repo,
          pull_number: trigger.pullNumber,
        });
        return data.head.repo?.full_name;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Admits or skips the instruction of `event`, before any Mintlify request:
 * - an unsupported event is refused with a notice; an ignored action (`edited`…) is skipped;
 * - a bot sender, or a comment this action wrote, is skipped;
 * - a PR comment needs a line starting with the trigger phrase (the `prompt` input, when set,
 *   replaces the comment's text); every other event needs the `prompt` input;
 * - the sender needs write, maintain or admin permission on the repository, whatever the event;
 * - the instruction must be neither empty nor too long.
 * A leading {@link NEW_JOB_FLAG} asks for a new agent job; {@link STATUS_FLAG} alone asks for the linked job's status.
 * @throws InputError when an event other than a PR comment comes without a usable `prompt` input.
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
  if (event.kind === 'unsupported') {
    const reason = `the ${event.eventName || 'unknown'} event is not supported (follow-up runs on ${SUPPORTED_EVENTS.join(', ')})`;
    return {
      kind: 'skip-with-reason',
      reason,
      notice: `Refused: ${reason}. Nothing was sent to Mintlify.`,
      reply: undefined,
      reaction: undefined,
    };
  }
  const sender: CommentAuthor = event.kind === 'manual' ? event.sender : event.comment.author;
  if (sender.type === 'Bot')
    return skipWithReason(
      `the ${event.kind === 'manual' || event.kind === 'pull-request' ? 'event was sent' : 'comment was written'} by the bot ${sender.login}`,
    );
  let extracted: Extracted;
  if (event.kind === 'manual' || event.kind === 'pull-request') {
    extracted = promptInput(inputs.prompt, event.eventName);
  } else {
    if (isOwnComment(event.comment.body)) return skipWithReason('the comment was written by this action');
    // A comment drives the agent only with the trigger phrase, even when the `prompt` input replaces its text.
    // The Markdown parser loads only here, when a comment is parsed.
    const { extractPrompt } = await import('./prompt/visible-markdown.ts');
    extracted = extractPrompt(event.comment.body, inputs.triggerPhrase);
    if (inputs.prompt && extracted.kind !== 'no-trigger') extracted = checkPrompt(inputs.prompt);
  }
  if (extracted.kind === 'no-trigger')
    return skipWithReason(`the comment does not start a line with ${inputs.triggerPhrase}`);
  const permission = await lookups.permission(event, sender.login);
  if (!permission.allowed) {
    const reply = event.kind === 'manual' ? undefined : renderDeniedReply(replies, sender.login);
    return { ...skipWithReason(permission.reason, reply, 'confused'), denied: true };
  }
  if (extracted.kind === 'empty')
    return skipWithReason('the instruction after the trigger phrase is empty', renderUsageReply(replies), 'confused');
  if (extracted.kind === 'too-long') {
    return skipWithReason(
      `the instruction is ${extracted.length} characters long (limit ${MAX_PROMPT_CHARS})`,
      renderTooLongReply(replies, extracted.length, MAX_PROMPT_CHARS),
      'confused',
    );
  }
  return withNewJobFlag(extracted.prompt, replies);
}

/** Reads {@link NEW_JOB_FLAG} at the start of the instruction, or {@link STATUS_FLAG} as the whole of it. */
function withNewJobFlag(prompt: string, replies: ReplyContext): GateDecision {
  if (prompt.trim() === STATUS_FLAG)
    return { kind: 'proceed-with-instruction', instruction: '', newJob: false, status: true };
  const skip = new RegExp(`^${SKIP_FLAG}(?=\\s|$)`).exec(prompt);
  if (skip) {
    const reason = prompt.slice(skip[0].length).replace(/\s+/g, ' ').trim();
    if (reason === '') return skipWithReason(`${SKIP_FLAG} needs a reason`, renderSkipUsageReply(replies), 'confused');
    return {
      kind: 'proceed-with-instruction',
      instruction: '',
      newJob: false,
      skip: Array.from(reason).slice(0, MAX_SKIP_REASON_CHARS).join(''),
    };
  }
  const match = new RegExp(`^${NEW_JOB_FLAG}(?=\\s|$)`).exec(prompt);
  if (!match) return { kind: 'proceed-with-instruction', instruction: prompt, newJob: false };
  const rest = prompt.slice(match[0].length).trim();
  if (rest === '')
    return skipWithReason(`the instruction after ${NEW_JOB_FLAG} is empty`, renderUsageReply(replies), 'confused');
  return { kind: 'proceed-with-instruction', instruction: rest, newJob: true };
}

/** The `prompt` input as the instruction of an event that is not a PR comment. */
function promptInput(prompt: string | undefined, eventName: string): Extracted {
  if (!prompt) {
    throw new InputError(
      `prompt is required when the workflow is not triggered by a pull request comment (event ${eventName}); set the prompt input`,
    );
  }
  const checked = checkPrompt(prompt);
  if (checked.kind === 'too-long')
    throw new InputError(`prompt must be at most ${MAX_PROMPT_CHARS} characters (got ${checked.length})`);
  if (checked.kind !== 'prompt')
    throw new InputError('prompt is empty after removing HTML comments and invisible characters');
  return checked;
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
      return skipWithReason(
        `the pull request comes from the fork ${head}, and GitHub passes no secrets to it`,
        renderForkReply(replies),
      );
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
  if (!trigger)
    throw new InputError(
      'job-id is required: set the job-id input to the ID of the Mintlify agent job to send the instruction to',
    );
  return skipWithReason(
    'no job-id input and no agent job remembered on this pull request',
    renderNoJobReply(replies),
    'confused',
  );
}

/**
 * The caps before anything is sent: today's agent use reserved (`firstOfDay` when this run took the
 * day's first: it cleans old counters at its end), or the run stops with status `capped` — a cap is
 * reached, or the daily count cannot be kept — and the reply that says why. The step succeeds.
 */
export type SpendDecision =
  | { kind: 'admitted'; usesToday: UsesToday; firstOfDay: boolean }
  | { kind: 'stop'; status: 'capped'; skip: SkipWithReason; failure: undefined };

/**
 * The caps on agent spend, right before the progress comment and the send (`agent-job/caps.ts`): a
 * new job needs the item under `agent-jobs-per-pr` (jobs its verified records started), and every
 * send (create or message) one agent use under `agent-uses-per-day`, reserved here in the daily
 * count of `agent-uses-repository` (`agent-job/daily-uses.ts`: one git ref per use). Without a
 * token, or when the counter repository cannot be reached or written, nothing is sent: a cap that
 * cannot be counted is not ignored.
 */
export async function admitAgentUse(
  deps: Pick<FollowUpDeps, 'inputs' | 'event' | 'octokit' | 'now' | 'log' | 'findingIssue'>,
  target: { kind: 'create' | 'message' },
  history: Pick<History, 'started' | 'startedTriggers'>,
  replies: ReplyContext,
): Promise<SpendDecision> {
  const { inputs, event, octokit } = deps;
  const stop = (plain: string, reply: string): SpendDecision => ({
    kind: 'stop',
    status: 'capped',
    skip: { ...skipWithReason(plain, reply, 'confused'), notice: `Capped: ${plain}. Nothing was sent to Mintlify.` },
    failure: undefined,
  });
  const capped = (reached: CapReached): SpendDecision => {
    const text = describeCap(reached, deps.now(), deps.findingIssue ? 'issue' : 'pull request');
    return stop(clause(text.replace(/`/g, '')), renderCapReply(replies, text));
  };
  if (target.kind === 'create') {
    const recorded = deps.findingIssue?.marker.state === 'started' ? deps.findingIssue.marker.jobId : undefined;
    const reached = jobsCapReached(
      jobsStartedOnItem(history.started ?? [], recorded, history.startedTriggers),
      inputs.caps,
    );
    if (reached) return capped(reached);
  }
  try {
    if (!octokit || event.kind === 'ignored' || event.kind === 'unsupported')
      throw new DailyCountError(
        'agent-uses-per-day keeps its count on GitHub, and this run has no github-token: pass one (the default github.token, with contents: write)',
      );
    const reservation = await reserveAgentUse(octokit, counterOf(inputs, event), inputs.caps.usesPerDay, {
      now: deps.now(),
      spender: `${event.owner}/${event.repo}`,
      warn: deps.log.warning,
    });
    if (reservation.kind === 'capped') return capped(reservation.reached);
    const { count, cap } = reservation.usesToday;
    deps.log.info(`Agent uses today: ${count} of ${cap} (agent-uses-per-day).`);
    return { kind: 'admitted', usesToday: reservation.usesToday, firstOfDay: reservation.firstOfDay === true };
  } catch (error) {
    if (!(error instanceof DailyCountError)) throw error;
    deps.log.warning(`${error.message}. Nothing was sent to Mintlify.`);
    return stop(error.message, renderCountErrorReply(replies, error.message));
  }
}

/** The repository that keeps the daily count: `agent-uses-repository`, or the event's. */
export function counterOf(
  inputs: Pick<FollowUpInputs, 'caps'>,
  repository: { owner: string; repo: string },
): { owner: string; repo: string } {
  return inputs.caps.usesRepository ?? { owner: repository.owner, repo: repository.repo };
}
