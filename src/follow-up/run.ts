/**
 * `mode: follow-up` — forwards an instruction from a PR comment to an existing Mintlify agent
 * job (`POST /v2/agent/{projectId}/job/{id}/message`), polls the job
 * (`GET /v2/agent/{projectId}/job/{id}`) until it is `completed`, `archived` or `failed`, and
 * reports on the PR in one comment edited in place.
 *
 * Every decision that skips the request (bot author, no trigger phrase, no permission,
 * fork PR, no job, already handled) happens before any Mintlify request.
 */
import { API_KEY_REQUIRED } from '../input-fields.ts';
import type { FollowUpInputs } from './inputs.ts';
import { InputError, MintlifyApiError, errorMessage } from '../errors.ts';
import {
  addReaction,
  checkWritePermission,
  createComment,
  listAllComments,
  tokenLogin,
  updateComment,
  type CommentHandle,
  type ListedComment,
  type PullRef,
  type Reaction,
} from '../github/comments.ts';
import type { PullRequestTrigger, TriggerEvent } from '../github/event.ts';
import { parsePullRequestUrl } from '../github/urls.ts';
import type { Octokit } from '../github/octokit.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { isConnectionRefused } from '../mintlify/retry-policy.ts';
import type { AgentJob } from '../mintlify/schemas.ts';
import { isOwnComment, parseMarker, type Marker, type MarkerState } from './marker.ts';
import { pollJob } from './poll.ts';
import { MAX_PROMPT_CHARS, checkPrompt, composePrompt, extractPrompt, reviewContext } from './prompt.ts';
import {
  renderDeniedReply,
  renderForkReply,
  renderNoJobReply,
  renderProgressComment,
  renderSteerNote,
  renderTooLongReply,
  renderUsageReply,
  type ProgressView,
  type ReplyContext,
  type Stage,
} from './render-comment.ts';

/** The `status` output values of `follow-up`. */
export type FollowUpStatus = 'skipped' | 'active' | 'completed' | 'archived' | 'failed' | 'timed-out' | 'cancelled' | 'error';

/** What a run produced; `action.ts` turns it into outputs, the job summary and the exit code. */
export interface FollowUpResult {
  status: FollowUpStatus;
  jobId: string | undefined;
  job: AgentJob | undefined;
  prLink: string | undefined;
  commentUrl: string | undefined;
  /** Time from sending the instruction to the end of watching, in milliseconds. */
  elapsedMs: number | undefined;
  /** Why the run was skipped, for the summary. */
  skippedReason: string | undefined;
  /** Set when the step must fail, e.g. the job failed or timed out. */
  failure: string | undefined;
  /** Set when the step succeeds with a warning (archived job). */
  warning: string | undefined;
}

/** Log sink (`@actions/core` in the action). */
export interface FollowUpLog {
  info: (line: string) => void;
  notice: (line: string) => void;
  warning: (line: string) => void;
}

/** Everything `runFollowUp` needs from the outside. */
export interface FollowUpDeps {
  inputs: FollowUpInputs;
  event: TriggerEvent;
  /** Link to this workflow run, shown in comments. */
  runUrl: string;
  mintlify: MintlifyClient;
  /** `undefined` when no `github-token` is available. */
  octokit: Octokit | undefined;
  /** Current time, epoch milliseconds. */
  now: () => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Aborted when the runner cancels the step. */
  signal: AbortSignal;
  log: FollowUpLog;
  /** Records the progress comment for the `post:` step (`core.saveState`). */
  saveState: (name: string, value: string) => void;
}

function result(partial: Partial<FollowUpResult> & { status: FollowUpStatus }): FollowUpResult {
  return {
    jobId: undefined,
    job: undefined,
    prLink: undefined,
    commentUrl: undefined,
    elapsedMs: undefined,
    skippedReason: undefined,
    failure: undefined,
    warning: undefined,
    ...partial,
  };
}

/** Talks to the PR; every method is a no-op when commenting is off or there is no PR. */
class PullRequestReporter {
  readonly #deps: FollowUpDeps;
  readonly #trigger: PullRequestTrigger | undefined;
  readonly #pr: PullRef | undefined;
  #login: Promise<string> | undefined;
  /** First error met while writing the progress comment; fails the step at the end without hiding the outcome. */
  commentError: string | undefined;

  constructor(deps: FollowUpDeps, trigger: PullRequestTrigger | undefined) {
    this.#deps = deps;
    this.#trigger = trigger;
    this.#pr = trigger ? { owner: trigger.owner, repo: trigger.repo, pullNumber: trigger.pullNumber } : undefined;
  }

  get #writable(): { octokit: Octokit; pr: PullRef; trigger: PullRequestTrigger } | undefined {
    const { octokit, inputs } = this.#deps;
    if (!octokit || !this.#pr || !this.#trigger || !inputs.comment) return undefined;
    return { octokit, pr: this.#pr, trigger: this.#trigger };
  }

  /**
   * Runs a PR write; a failure is logged as a warning and never hides the Mintlify outcome.
   * `critical` failures (the progress comment) also fail the step at the end.
   */
  async #guard<T>(what: string, critical: boolean, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (error) {
      const message = `Could not ${what}: ${errorMessage(error)}`;
      this.#deps.log.warning(message);
      if (critical) this.commentError ??= message;
      return undefined;
    }
  }

  /** The token's login, looked up once. */
  #tokenLogin(octokit: Octokit): Promise<string> {
    this.#login ??= tokenLogin(octokit);
    return this.#login;
  }

  /** Adds a reaction to the trigger comment (reviews cannot have reactions). */
  async react(content: Reaction): Promise<void> {
    const w = this.#writable;
    if (!w || w.trigger.kind === 'review') return;
    const target = { kind: w.trigger.kind === 'review-comment' ? ('review' as const) : ('issue' as const), id: w.trigger.comment.id };
    await this.#guard(`add the ${content} reaction`, false, () => addReaction(w.octokit, w.pr, target, content));
  }

  /** Posts a comment: in the review thread for a review comment, else in the conversation. */
  async create(body: string, critical: boolean): Promise<CommentHandle | undefined> {
    const w = this.#writable;
    if (!w) return undefined;
    const root = w.trigger.threadRootId;
    const replyTo = root === undefined ? undefined : { kind: 'review' as const, id: root };
    return this.#guard('write the PR comment', critical, () => createComment(w.octokit, w.pr, body, replyTo));
  }

  /** Replaces the body of the progress comment. */
  async update(comment: CommentHandle | undefined, body: string): Promise<void> {
    const w = this.#writable;
    if (!w || !comment) return;
    await this.#guard('update the PR comment', true, () => updateComment(w.octokit, w.pr, comment, body));
  }

  /**
   * The action's own marked comments on this PR (issue comments and review comments, every
   * page), newest first. Only comments written by the token's identity count.
   * @throws when the comments or the token's identity cannot be read (fail closed: without
   *   them a re-run could send an instruction twice).
   */
  async ownMarkedComments(): Promise<Array<ListedComment & { marker: Marker }>> {
    const { octokit } = this.#deps;
    if (!octokit || !this.#pr) return [];
    const [login, comments] = await Promise.all([this.#tokenLogin(octokit), listAllComments(octokit, this.#pr)]);
    return comments
      .filter((c) => c.authorLogin === login)
      .flatMap((c) => {
        const marker = parseMarker(c.body);
        return marker ? [{ ...c, marker }] : [];
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }

  /** Leaves the "reply here to steer this job" note on the agent's PR in this repository, once. */
  async leaveSteerNote(job: AgentJob, ctx: Omit<ReplyContext, 'marker'>): Promise<void> {
    const w = this.#writable;
    const target = job.prLink ? parsePullRequestUrl(job.prLink) : undefined;
    if (!w || !target) return;
    const sameRepo = target.owner.toLowerCase() === w.pr.owner.toLowerCase() && target.repo.toLowerCase() === w.pr.repo.toLowerCase();
    if (!sameRepo || target.pullNumber === w.pr.pullNumber) return;
    await this.#guard('leave the note on the agent PR', false, async () => {
      const login = await this.#tokenLogin(w.octokit);
      const existing = await listAllComments(w.octokit, target);
      if (existing.some((c) => c.authorLogin === login && parseMarker(c.body)?.jobId === job.id)) return;
      const marker: Marker = { jobId: job.id, triggers: [], state: 'steer' };
      await createComment(w.octokit, target, renderSteerNote({ ...ctx, marker }), undefined);
    });
  }
}

/** The head repository of the PR, from the payload or `GET /repos/{owner}/{repo}/pulls/{n}`. */
async function headRepository(octokit: Octokit | undefined, trigger: PullRequestTrigger): Promise<string | undefined> {
  if (trigger.headRepoFullName) return trigger.headRepoFullName;
  if (!octokit) return undefined;
  try {
    const { data } = await octokit.rest.pulls.get({ owner: trigger.owner, repo: trigger.repo, pull_number: trigger.pullNumber });
    return data.head.repo?.full_name;
  } catch {
    return undefined;
  }
}

/**
 * What a failed send means for delivery: `not-sent` when the API answered 4xx or the
 * connection was refused (the message certainly did not reach the job); `sent` when it
 * answered 2xx with a body that did not parse (it was accepted); `pending` otherwise (5xx,
 * reset, timeout: it may or may not have been delivered).
 */
function deliveryAfterFailure(error: unknown): MarkerState {
  if (error instanceof MintlifyApiError && error.status !== undefined) {
    if (error.status >= 200 && error.status < 300) return 'sent';
    if (error.status >= 400 && error.status < 500) return 'not-sent';
    return 'pending';
  }
  return isConnectionRefused(error instanceof Error ? error.cause : undefined) ? 'not-sent' : 'pending';
}

/** At most one edit of the progress comment per this many milliseconds while the job is active. */
const PROGRESS_EDIT_INTERVAL_MS = 60_000;

/**
 * Runs `follow-up`. Never throws for an outcome that belongs on the PR (denied, failed job,
 * timeout): those are in the result. Throws {@link InputError} for a configuration problem
 * found before any request, and an error when the PR's comments cannot be read.
 */
export async function runFollowUp(deps: FollowUpDeps): Promise<FollowUpResult> {
  const { inputs, event, log } = deps;
  if (event.kind === 'ignored') {
    log.notice(`Nothing to do: ${event.eventName} event ignored because ${event.reason}.`);
    return result({ status: 'skipped', skippedReason: event.reason });
  }
  const trigger = event.kind === 'other' ? undefined : event;
  const reporter = new PullRequestReporter(deps, trigger);
  const replyCtx = (marker?: Marker): ReplyContext => ({ marker, triggerPhrase: inputs.triggerPhrase, runUrl: deps.runUrl });
  const skip = async (reason: string, replyBody?: string, reaction?: Reaction): Promise<FollowUpResult> => {
    log.notice(`Skipped: ${reason}. Nothing was sent to Mintlify.`);
    if (reaction) await reporter.react(reaction);
    const comment = replyBody ? await reporter.create(replyBody, false) : undefined;
    return result({ status: 'skipped', skippedReason: reason, commentUrl: comment?.url });
  };

  // 1. Who wrote it, and what do they ask?
  let instruction: string;
  if (trigger) {
    const author = trigger.comment.author;
    if (author.type === 'Bot') return skip(`the comment was written by the bot ${author.login}`);
    if (isOwnComment(trigger.comment.body)) return skip('the comment was written by this action');
    const extracted = inputs.prompt ? checkPrompt(inputs.prompt) : extractPrompt(trigger.comment.body, inputs.triggerPhrase);
    if (extracted.kind === 'no-trigger') return skip(`the comment does not start a line with ${inputs.triggerPhrase}`);
    const permission = deps.octokit
      ? await checkWritePermission(deps.octokit, trigger, author.login)
      : ({ allowed: false, reason: 'no github-token to check the permission with' } as const);
    if (!permission.allowed) return skip(permission.reason, renderDeniedReply(replyCtx(), author.login), 'confused');
    if (extracted.kind === 'empty') return skip('the instruction after the trigger phrase is empty', renderUsageReply(replyCtx()));
    if (extracted.kind === 'too-long') {
      return skip(
        `the instruction is ${extracted.length} characters long (limit ${MAX_PROMPT_CHARS})`,
        renderTooLongReply(replyCtx(), extracted.length, MAX_PROMPT_CHARS),
        'confused',
      );
    }
    instruction = extracted.prompt;
    await reporter.react('eyes');
  } else {
    if (!inputs.prompt) {
      throw new InputError(
        `prompt is required when the workflow is not triggered by a pull request comment (event ${event.eventName}); set the prompt input`,
      );
    }
    const checked = checkPrompt(inputs.prompt);
    if (checked.kind === 'too-long') throw new InputError(`prompt must be at most ${MAX_PROMPT_CHARS} characters (got ${checked.length})`);
    if (checked.kind !== 'prompt') throw new InputError('prompt is empty after removing HTML comments and invisible characters');
    instruction = checked.prompt;
  }

  // 2. The API key: GitHub passes no secrets to runs for fork PRs.
  if (inputs.apiKey === '') {
    if (trigger) {
      const head = await headRepository(deps.octokit, trigger);
      if (head && head.toLowerCase() !== `${trigger.owner}/${trigger.repo}`.toLowerCase()) {
        return skip(`the pull request comes from the fork ${head}, and GitHub passes no secrets to it`, renderForkReply(replyCtx()));
      }
    }
    throw new InputError(API_KEY_REQUIRED);
  }

  // 3. Which job, and was this trigger already handled (re-run, duplicate delivery)?
  const marked = trigger ? await reporter.ownMarkedComments() : [];
  const jobId = inputs.jobId ?? marked.find((c) => c.marker.state !== 'not-sent')?.marker.jobId ?? marked[0]?.marker.jobId;
  if (!jobId) {
    if (!trigger) throw new InputError('job-id is required: set the job-id input to the ID of the Mintlify agent job to send the instruction to');
    return skip('no job-id input and no agent job remembered on this pull request', renderNoJobReply(replyCtx()), 'confused');
  }
  const previous = trigger ? marked.find((c) => c.marker.triggers.includes(trigger.triggerKey)) : undefined;

  // 4. The progress comment, written (state `pending`) before sending so that a re-run finds it.
  const view: ProgressView = {
    marker: { jobId: previous?.marker.jobId ?? jobId, triggers: trigger ? [trigger.triggerKey] : [], state: previous?.marker.state ?? 'pending' },
    prompt: instruction,
    requester: trigger?.comment.author.login,
    triggerPhrase: inputs.triggerPhrase,
    runUrl: deps.runUrl,
    receivedAt: previous ? Date.parse(previous.createdAt) || deps.now() : deps.now(),
    sentAt: undefined,
    finishedAt: undefined,
    now: deps.now(),
    stage: { kind: 'received' },
  };
  const activeJobId = view.marker.jobId;
  let comment: CommentHandle | undefined = previous;
  /** Renders the comment for `stage` (and marker `state`), and keeps the post step's fallback body current. */
  const render = (stage: Stage, state?: MarkerState): string => {
    if (state) view.marker = { ...view.marker, state };
    view.stage = stage;
    view.now = deps.now();
    const body = renderProgressComment(view);
    if (comment) {
      const job = stage.kind === 'working' || stage.kind === 'stopped' ? stage.job : undefined;
      deps.saveState('stopped-body', renderProgressComment({ ...view, stage: { kind: 'stopped', reason: 'ended', job } }));
    }
    return body;
  };
  const finish = (partial: Partial<FollowUpResult> & { status: FollowUpStatus }): FollowUpResult => {
    deps.saveState('finalized', 'true');
    return result({ jobId: activeJobId, commentUrl: comment?.url, ...partial });
  };
  const resend = !previous || previous.marker.state === 'not-sent';
  if (previous) {
    log.info(`Trigger ${trigger?.triggerKey ?? ''} was already handled by ${previous.url} (state ${previous.marker.state}).`);
    deps.saveState('comment', JSON.stringify({ kind: previous.kind, id: previous.id, url: previous.url }));
  } else {
    comment = await reporter.create(render({ kind: 'received' }), true);
    if (comment) deps.saveState('comment', JSON.stringify({ kind: comment.kind, id: comment.id, url: comment.url }));
    else if (trigger && inputs.comment) log.warning('The progress comment could not be written, so a re-run of this event cannot tell that it was already sent.');
  }

  // 5. Send — at most once per trigger comment.
  let job: AgentJob | undefined;
  if (resend) {
    if (previous) await reporter.update(comment, render({ kind: 'received' }, 'pending'));
    if (deps.signal.aborted) {
      await reporter.update(comment, render({ kind: 'failed', message: 'The run was cancelled before the instruction was sent.' }, 'not-sent'));
      return finish({ status: 'cancelled', failure: 'The run was cancelled before the instruction was sent; nothing was sent.' });
    }
    log.info(`Sending the instruction (${instruction.length} characters) to agent job ${activeJobId}.`);
    const context = inputs.includeContext && trigger?.location ? reviewContext(trigger.pullUrl, trigger.location) : undefined;
    try {
      job = await deps.mintlify.sendMessage(activeJobId, composePrompt(instruction, context), { signal: deps.signal });
    } catch (error) {
      await reporter.update(comment, render({ kind: 'failed', message: errorMessage(error) }, deliveryAfterFailure(error)));
      await reporter.react('confused');
      return finish({ status: 'error', failure: errorMessage(error) });
    }
    view.sentAt = deps.now();
    log.info(`Agent job ${activeJobId} accepted the instruction; status ${job.status}.`);
  } else {
    view.sentAt = view.receivedAt;
    log.notice(
      previous?.marker.state === 'pending'
        ? 'An earlier run may or may not have delivered this instruction; it is not sent again. Watching the job.'
        : 'This instruction was already sent by an earlier run; watching the job instead of sending it again.',
    );
  }

  // 6. Wait for the outcome.
  if (!inputs.wait) {
    let current = job;
    if (!current) {
      try {
        current = await deps.mintlify.getJob(activeJobId, { signal: deps.signal });
      } catch (error) {
        await reporter.update(comment, render({ kind: 'failed', message: errorMessage(error) }, 'sent'));
        return finish({ status: 'error', failure: errorMessage(error) });
      }
    }
    await reporter.update(comment, render({ kind: 'sent-no-wait', job: current }, 'sent'));
    return finish({ status: 'active', job: current, prLink: current.prLink ?? undefined, failure: reporter.commentError });
  }
  await reporter.update(comment, render({ kind: 'working', job }, 'sent'));
  let lastStatus = job?.status;
  let lastEdit = deps.now();
  const watchedFrom = deps.now();
  let outcome;
  try {
    outcome = await pollJob(
      {
        getJob: (signal) => deps.mintlify.getJob(activeJobId, { signal }),
        sleep: deps.sleep,
        now: deps.now,
        signal: deps.signal,
        onPoll: async (polled, polls) => {
          log.info(`Poll ${polls}: agent job ${activeJobId} is ${polled.status}.`);
          job = polled;
          const stale = deps.now() - lastEdit >= PROGRESS_EDIT_INTERVAL_MS;
          if (polled.status === 'active' && (polled.status !== lastStatus || stale)) {
            await reporter.update(comment, render({ kind: 'working', job: polled }));
            lastEdit = deps.now();
          }
          lastStatus = polled.status;
        },
      },
      inputs.pollIntervalSeconds,
      watchedFrom + inputs.timeoutSeconds * 1000,
    );
  } catch (error) {
    view.finishedAt = deps.now();
    await reporter.update(comment, render({ kind: 'failed', message: errorMessage(error) }));
    await reporter.react('confused');
    return finish({ status: 'error', job, failure: errorMessage(error) });
  }
  view.finishedAt = deps.now();
  const elapsedMs = view.finishedAt - (view.sentAt ?? view.finishedAt);

  // 7. Report.
  if (outcome.kind !== 'final') {
    await reporter.update(comment, render({ kind: 'stopped', reason: outcome.kind, job: outcome.job }));
    await reporter.react('confused');
    const failure =
      outcome.kind === 'timed-out'
        ? `Agent job ${activeJobId} did not finish within the timeout of ${inputs.timeoutSeconds / 60} minutes (last status: ${outcome.job?.status ?? 'unknown'}). It may still be running.`
        : `The run was cancelled while watching agent job ${activeJobId}; the job may still be running.`;
    return finish({ status: outcome.kind, job: outcome.job, elapsedMs, failure });
  }
  const finalJob = outcome.job;
  await reporter.update(comment, render({ kind: 'final', job: finalJob }));
  if (finalJob.status === 'failed') await reporter.react('confused');
  else if (finalJob.prLink) await reporter.react('rocket');
  if (finalJob.status !== 'failed') await reporter.leaveSteerNote(finalJob, replyCtx());
  const prLink = finalJob.prLink ?? undefined;
  if (finalJob.status === 'failed') {
    return finish({ status: 'failed', job: finalJob, prLink, elapsedMs, failure: `Agent job ${activeJobId} failed.` });
  }
  return finish({
    status: finalJob.status === 'archived' ? 'archived' : 'completed',
    job: finalJob,
    prLink,
    elapsedMs,
    warning: finalJob.status === 'archived' ? `Agent job ${activeJobId} was archived.` : undefined,
    failure: reporter.commentError,
  });
}
