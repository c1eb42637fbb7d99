/**
 * `mode: follow-up` — forwards an instruction from a PR comment to an existing Mintlify agent
 * job (`POST /v2/agent/{projectId}/job/{id}/message`), polls the job
 * (`GET /v2/agent/{projectId}/job/{id}`) until it is `completed`, `archived` or `failed`, and
 * reports on the PR in one comment edited in place.
 *
 * Every decision that skips the request (bot author, no trigger phrase, no permission,
 * fork PR, no job, already handled) happens before any Mintlify request.
 */
import { InputError, MintlifyApiError, errorMessage } from '../errors.ts';
import type { FollowUpInputs } from '../inputs.ts';
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
import type { Octokit } from '../github/octokit.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { isConnectionRefused } from '../mintlify/retry-policy.ts';
import type { AgentJob } from '../mintlify/schemas.ts';
import { parseMarker, type Marker, type MarkerState } from './marker.ts';
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

/** What a run produced; `main.ts` turns it into outputs, the job summary and the exit code. */
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
  /** First error met while writing to the PR; reported at the end without hiding the outcome. */
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

  async #guard<T>(what: string, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (error) {
      const message = `Could not ${what}: ${errorMessage(error)}`;
      this.#deps.log.warning(message);
      this.commentError ??= message;
      return undefined;
    }
  }

  /** Adds a reaction to the trigger comment (reviews cannot have reactions). */
  async react(content: Reaction): Promise<void> {
    const w = this.#writable;
    if (!w || w.trigger.kind === 'review') return;
    const target = { kind: w.trigger.kind === 'review-comment' ? ('review' as const) : ('issue' as const), id: w.trigger.comment.id };
    await this.#guard(`add the ${content} reaction`, () => addReaction(w.octokit, w.pr, target, content));
  }

  /** Posts a comment: in the review thread for a review comment, else in the conversation. */
  async create(body: string): Promise<CommentHandle | undefined> {
    const w = this.#writable;
    if (!w) return undefined;
    const replyTo = w.trigger.kind === 'review-comment' ? { kind: 'review' as const, id: w.trigger.comment.id } : undefined;
    return this.#guard('write the PR comment', () => createComment(w.octokit, w.pr, body, replyTo));
  }

  async update(comment: CommentHandle | undefined, body: string): Promise<void> {
    const w = this.#writable;
    if (!w || !comment) return;
    await this.#guard('update the PR comment', () => updateComment(w.octokit, w.pr, comment, body));
  }

  /** Our own marked comments on this PR, newest first. */
  async ownMarkedComments(): Promise<Array<ListedComment & { marker: Marker }>> {
    const { octokit } = this.#deps;
    if (!octokit || !this.#pr) return [];
    const pr = this.#pr;
    const [login, comments] = await Promise.all([tokenLogin(octokit), listAllComments(octokit, pr)]);
    return comments
      .filter((c) => c.authorLogin === login)
      .flatMap((c) => {
        const marker = parseMarker(c.body);
        return marker ? [{ ...c, marker }] : [];
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }

  /** Leaves the "reply here to steer this job" note on the agent's PR, once. */
  async leaveSteerNote(job: AgentJob, ctx: Omit<ReplyContext, 'marker'>): Promise<void> {
    const { octokit } = this.#deps;
    const w = this.#writable;
    if (!octokit || !w || !job.prLink) return;
    const m = /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/pull\/(\d+)/.exec(job.prLink);
    if (!m || m[1]?.toLowerCase() !== w.pr.owner.toLowerCase() || m[2]?.toLowerCase() !== w.pr.repo.toLowerCase()) return;
    const target: PullRef = { owner: w.pr.owner, repo: w.pr.repo, pullNumber: Number(m[3]) };
    if (target.pullNumber === w.pr.pullNumber) return;
    await this.#guard('leave the note on the agent PR', async () => {
      const login = await tokenLogin(octokit);
      const existing = await listAllComments(octokit, target);
      if (existing.some((c) => c.authorLogin === login && parseMarker(c.body)?.jobId === job.id)) return;
      const marker: Marker = { jobId: job.id, triggers: [], state: 'steer' };
      await createComment(octokit, target, renderSteerNote({ ...ctx, marker }), undefined);
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
 * True when the message certainly did not reach the job: the API answered with a 4xx, or the
 * connection was refused. After a 5xx, a reset or a timeout delivery is unknown.
 */
function certainlyNotDelivered(error: unknown): boolean {
  if (error instanceof MintlifyApiError && error.status !== undefined) return error.status < 500;
  return isConnectionRefused(error instanceof Error ? error.cause : undefined);
}

/**
 * Runs `follow-up`. Never throws for an outcome that belongs on the PR (denied, failed job,
 * timeout): those are in the result. Throws {@link InputError} for a configuration problem
 * found before any request.
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
    const comment = replyBody ? await reporter.create(replyBody) : undefined;
    return result({ status: 'skipped', skippedReason: reason, commentUrl: comment?.url });
  };

  // 1. Who wrote it, and what do they ask?
  let instruction: string;
  if (trigger) {
    const author = trigger.comment.author;
    if (author.type === 'Bot') return skip(`the comment was written by the bot ${author.login}`);
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
    throw new InputError('api-key is required: pass your Mintlify admin API key from a secret, e.g. api-key: ${{ secrets.MINTLIFY_API_KEY }}');
  }

  // 3. Which job, and was this trigger already handled (re-run, duplicate delivery)?
  const marked = trigger ? await reporter.ownMarkedComments() : [];
  const jobId = inputs.jobId ?? marked.find((c) => c.marker.state !== 'not-sent')?.marker.jobId ?? marked[0]?.marker.jobId;
  if (!jobId) {
    if (!trigger) throw new InputError('job-id is required: set the job-id input to the ID of the Mintlify agent job to send the instruction to');
    return skip('no job-id input and no agent job remembered on this pull request', renderNoJobReply(replyCtx()), 'confused');
  }
  const triggerId = trigger?.comment.id;
  const previous = triggerId === undefined ? undefined : marked.find((c) => c.marker.triggers.includes(triggerId));

  // 4. The progress comment, written before sending so that a re-run finds the marker.
  const receivedAt = previous ? Date.parse(previous.createdAt) || deps.now() : deps.now();
  const view: ProgressView = {
    marker: { jobId: previous?.marker.jobId ?? jobId, triggers: triggerId === undefined ? [] : [triggerId], state: 'pending' },
    prompt: instruction,
    requester: trigger?.comment.author.login,
    triggerPhrase: inputs.triggerPhrase,
    runUrl: deps.runUrl,
    receivedAt,
    sentAt: undefined,
    finishedAt: undefined,
    now: deps.now(),
    stage: { kind: 'received' },
  };
  const render = (stage: Stage, state?: MarkerState): string => {
    if (state) view.marker = { ...view.marker, state };
    view.stage = stage;
    view.now = deps.now();
    return renderProgressComment(view);
  };
  await reporter.react('eyes');
  let comment: CommentHandle | undefined;
  const resend = !previous || previous.marker.state === 'not-sent';
  if (previous) {
    comment = previous;
    log.info(`Trigger comment ${triggerId} was already handled by ${previous.url} (state ${previous.marker.state}).`);
  } else {
    comment = await reporter.create(render({ kind: 'received' }));
  }
  if (comment) {
    deps.saveState('comment', JSON.stringify({ kind: comment.kind, id: comment.id, url: comment.url }));
    deps.saveState('stopped-body', render({ kind: 'stopped', reason: 'cancelled', job: undefined }));
  }
  const activeJobId = view.marker.jobId;

  // 5. Send — at most once per trigger comment.
  let job: AgentJob | undefined;
  if (resend) {
    log.info(`Sending the instruction (${instruction.length} characters) to agent job ${activeJobId}.`);
    const context = inputs.includeContext && trigger?.location ? reviewContext(trigger.pullUrl, trigger.location) : undefined;
    try {
      job = await deps.mintlify.sendMessage(activeJobId, composePrompt(instruction, context), { signal: deps.signal });
    } catch (error) {
      const state: MarkerState = certainlyNotDelivered(error) ? 'not-sent' : 'pending';
      await reporter.update(comment, render({ kind: 'failed', message: errorMessage(error) }, state));
      await reporter.react('confused');
      deps.saveState('finalized', 'true');
      return result({ status: 'error', jobId: activeJobId, commentUrl: comment?.url, failure: errorMessage(error) });
    }
    view.sentAt = deps.now();
    log.info(`Agent job ${activeJobId} accepted the instruction; status ${job.status}.`);
  } else {
    view.sentAt = view.receivedAt;
    const note =
      previous?.marker.state === 'pending'
        ? 'An earlier run may or may not have delivered this instruction; it is not sent again.'
        : 'This instruction was already sent by an earlier run; watching the job instead of sending it again.';
    log.notice(note);
  }

  // 6. Wait for the outcome.
  if (!inputs.wait) {
    await reporter.update(comment, render({ kind: 'sent-no-wait', job: job ?? (await deps.mintlify.getJob(activeJobId, { signal: deps.signal })) }, 'sent'));
    deps.saveState('finalized', 'true');
    return result({ status: 'active', jobId: activeJobId, job, prLink: job?.prLink ?? undefined, commentUrl: comment?.url, failure: reporter.commentError });
  }
  await reporter.update(comment, render({ kind: 'working', job }, 'sent'));
  let lastStatus = job?.status;
  const deadline = (view.sentAt ?? deps.now()) + inputs.timeoutSeconds * 1000;
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
          if (polled.status !== lastStatus && polled.status === 'active') await reporter.update(comment, render({ kind: 'working', job: polled }));
          lastStatus = polled.status;
        },
      },
      inputs.pollIntervalSeconds,
      Math.max(deadline, deps.now() + 1000),
    );
  } catch (error) {
    view.finishedAt = deps.now();
    await reporter.update(comment, render({ kind: 'failed', message: errorMessage(error) }));
    await reporter.react('confused');
    deps.saveState('finalized', 'true');
    return result({ status: 'error', jobId: activeJobId, job, commentUrl: comment?.url, failure: errorMessage(error) });
  }
  view.finishedAt = deps.now();
  const elapsedMs = view.finishedAt - (view.sentAt ?? view.finishedAt);

  // 7. Report.
  const base = { jobId: activeJobId, commentUrl: comment?.url, elapsedMs };
  if (outcome.kind !== 'final') {
    await reporter.update(comment, render({ kind: 'stopped', reason: outcome.kind, job: outcome.job }));
    await reporter.react('confused');
    deps.saveState('finalized', 'true');
    const failure =
      outcome.kind === 'timed-out'
        ? `Agent job ${activeJobId} did not finish within the timeout of ${inputs.timeoutSeconds / 60} minutes (last status: ${outcome.job?.status ?? 'unknown'}). It may still be running.`
        : `The run was cancelled while watching agent job ${activeJobId}; the job may still be running.`;
    return result({ ...base, status: outcome.kind, job: outcome.job, failure });
  }
  const finalJob = outcome.job;
  await reporter.update(comment, render({ kind: 'final', job: finalJob }));
  if (finalJob.status === 'failed') await reporter.react('confused');
  else if (finalJob.prLink) await reporter.react('rocket');
  if (finalJob.status !== 'failed') await reporter.leaveSteerNote(finalJob, replyCtx());
  deps.saveState('finalized', 'true');
  const prLink = finalJob.prLink ?? undefined;
  if (finalJob.status === 'failed') {
    return result({ ...base, status: 'failed', job: finalJob, prLink, failure: `Agent job ${activeJobId} failed.` });
  }
  return result({
    ...base,
    status: finalJob.status === 'archived' ? 'archived' : 'completed',
    job: finalJob,
    prLink,
    warning: finalJob.status === 'archived' ? `Agent job ${activeJobId} was archived.` : undefined,
    failure: reporter.commentError,
  });
}
