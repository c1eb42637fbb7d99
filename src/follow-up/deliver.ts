/**
 * Delivery: sends the instruction at most once per trigger — as a follow-up message to the
 * linked job, or as the prompt of a new job — and records on the progress comment's marker what
 * a failure means for delivery (`not-sent`, `pending` or `sent`), so that a re-run sends (or
 * creates) again only when the instruction certainly never reached Mintlify.
 */
import { MintlifyApiError, errorMessage } from '../errors.ts';
import type { PullRequestTrigger } from '../github/event.ts';
import { getPullRequest, listPullRequestFiles, type PullFile, type PullRequestDetails } from '../github/pulls.ts';
import { isConnectionRefused } from '../mintlify/retry-policy.ts';
import type { AgentJob } from '../mintlify/schemas.ts';
import { composeFindingJobPrompt } from './finding-issue.ts';
import type { FollowUpInputs } from './inputs.ts';
import type { MarkerState } from '../agent-job/marker.ts';
import { wellFormed } from '../format/escape.ts';
import { composePrompt, nothingRemoved, reviewContext } from './prompt/prompt.ts';
import type { ProgressComment, PullRequestReporter } from './report/reporter.ts';
import type { AgentJobApi, FollowUpDeps, FollowUpOutcome } from './types.ts';

/** Where the instruction goes: a follow-up message to an existing agent job, or a new job. */
export type DeliveryTarget = { kind: 'message'; jobId: string } | { kind: 'create' };

/** The instruction is with the job (or an earlier run sent it): watch the job next. */
interface Delivered {
  kind: 'delivered';
  /** The job to watch. */
  jobId: string;
  /** The job as it accepted the instruction; `undefined` when an earlier run sent it. */
  job: AgentJob | undefined;
  /** True when this run started the job. */
  created: boolean;
}

/** How delivery ended: delivered, or the run stops with `outcome` (cancelled, send failed). */
export type Delivery = Delivered | { kind: 'stopped'; outcome: FollowUpOutcome };

/**
 * Whether this run sends the instruction: when no earlier run handled the trigger, or when
 * the earlier run certainly did not deliver it (`received`: it never got to sending;
 * `not-sent`: the send failed for sure). Never after `pending` (it may have arrived) or `sent`.
 */
export function needsSending(previous: MarkerState | undefined): boolean {
  return previous === undefined || previous === 'received' || previous === 'not-sent';
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

/**
 * Sends `prompt` to `target`: `POST /v2/agent/{projectId}/job/{id}/message`, or
 * `POST /v2/agent/{projectId}/job` for a new job. Retries wait no later than `deadline`.
 * @returns the job as the API answered.
 * @throws MintlifyApiError, to be read with {@link deliveryAfterFailure}.
 */
function sendInstruction(
  mintlify: AgentJobApi,
  target: DeliveryTarget,
  prompt: string,
  call: { signal: AbortSignal; deadline: number },
): Promise<AgentJob> {
  return target.kind === 'create' ? mintlify.createJob(prompt, call) : mintlify.sendMessage(target.jobId, prompt, call);
}

/**
 * The PR's details and changed files for a new job's prompt; `undefined` parts when they
 * cannot be read (a warning says so: the job starts with less context rather than not at all).
 */
async function readPullRequestContext(
  deps: FollowUpDeps,
  trigger: PullRequestTrigger,
): Promise<{ pr: PullRequestDetails | undefined; files: PullFile[] | undefined }> {
  const { octokit, log } = deps;
  if (!octokit) return { pr: undefined, files: undefined };
  const ref = { owner: trigger.owner, repo: trigger.repo, pullNumber: trigger.pullNumber };
  const [pr, files] = await Promise.allSettled([getPullRequest(octokit, ref), listPullRequestFiles(octokit, ref)]);
  if (pr.status === 'rejected')
    log.warning(
      `Could not read pull request #${trigger.pullNumber} for the new job's context: ${errorMessage(pr.reason)}`,
    );
  if (files.status === 'rejected')
    log.warning(
      `Could not list the files of pull request #${trigger.pullNumber} for the new job's context: ${errorMessage(files.reason)}`,
    );
  return {
    pr: pr.status === 'fulfilled' ? pr.value : undefined,
    files: files.status === 'fulfilled' ? files.value : undefined,
  };
}

/** The text sent, and how the PR changed after the request (for the progress comment). */
interface PromptToSend {
  prompt: string;
  changes: string[];
}

/**
 * The text sent: the instruction with the review context (and, for a new job, the PR's context)
 * when `include-context` is on. Never holds a lone surrogate.
 */
async function promptFor(
  deps: FollowUpDeps,
  target: DeliveryTarget,
  instruction: string,
  trigger: PullRequestTrigger | undefined,
): Promise<PromptToSend> {
  const review =
    deps.inputs.includeContext && trigger?.location
      ? { pullUrl: trigger.pullUrl, location: trigger.location }
      : undefined;
  if (target.kind === 'message') {
    const removed = nothingRemoved();
    const context = review ? reviewContext(review.pullUrl, review.location, removed) : undefined;
    return { prompt: wellFormed(composePrompt(instruction, context, removed)), changes: [] };
  }
  if (deps.findingIssue) {
    return {
      prompt: wellFormed(
        deps.inputs.includeContext ? await composeFindingJobPrompt(instruction, deps.findingIssue) : instruction,
      ),
      changes: [],
    };
  }
  const pull =
    deps.inputs.includeContext && trigger
      ? await readPullRequestContext(deps, trigger)
      : { pr: undefined, files: undefined };
  // A new job's prompt parses the PR's description: the Markdown parser loads only here.
  const { changesAfterRequest, composeJobPrompt } = await import('./prompt/pr-context.ts');
  const prompt = composeJobPrompt({
    instruction,
    pr: pull.pr,
    files: pull.files,
    review,
    asOfRequest: trigger?.asOfRequest,
  });
  return { prompt: wellFormed(prompt), changes: pull.pr ? changesAfterRequest(pull.pr, trigger?.asOfRequest) : [] };
}

/**
 * What to tell the requester when the API refused a message (4xx): a finished job takes no more instructions.
 * While the `job-id` input names the job, `--new` cannot override it: the hint then points at the input.
 */
function refusalHint(
  target: DeliveryTarget,
  error: unknown,
  trigger: PullRequestTrigger | undefined,
  inputs: Pick<FollowUpInputs, 'triggerPhrase' | 'jobId'>,
): string | undefined {
  if (
    target.kind !== 'message' ||
    !(error instanceof MintlifyApiError) ||
    error.status === undefined ||
    error.status < 400 ||
    error.status >= 500
  )
    return undefined;
  if ([401, 403, 404, 429].includes(error.status)) return undefined;
  const lead = `If agent job \`${target.jobId}\` is archived or failed, it takes no more instructions:`;
  if (!trigger) return `${lead} leave \`job-id\` empty to start a new agent job.`;
  if (inputs.jobId === target.jobId) {
    return `${lead} the \`job-id\` input of the workflow sends every instruction to it, even with \`--new\`. Set that input to another job, or clear it and start a new job with \`${inputs.triggerPhrase} --new <instruction>\`.`;
  }
  return `${lead} comment \`${inputs.triggerPhrase} --new <instruction>\` to start a new agent job for this pull request.`;
}

/** The run stops, cancelled, with nothing sent; the marker says `not-sent` so a re-run may send. */
async function cancelledBeforeSending(progress: ProgressComment): Promise<Delivery> {
  await progress.show(
    { kind: 'failed', message: 'The run was cancelled before the instruction was sent.' },
    'not-sent',
  );
  return {
    kind: 'stopped',
    outcome: {
      status: 'cancelled',
      failure: 'The run was cancelled before the instruction was sent; nothing was sent.',
    },
  };
}

/**
 * Delivers the instruction unless an earlier run sent it (or may have). The progress comment
 * says `received` until the last moment: the prompt is composed (the PR read), then — cancellation
 * checked — the marker is switched to `pending` and, cancellation checked again, the POST is sent;
 * after a failure the marker records what it means for delivery. A re-run never reports success
 * for an instruction whose delivery is unknown (`pending`), and never creates again a job whose
 * creation an earlier run may have completed: it stops and says what to check.
 */
export async function deliverInstruction(
  deps: FollowUpDeps,
  reporter: PullRequestReporter,
  progress: ProgressComment,
  request: {
    target: DeliveryTarget;
    instruction: string;
    trigger: PullRequestTrigger | undefined;
    previous: { state: MarkerState; jobId: string | undefined } | undefined;
    /** Epoch milliseconds after which no retry wait may end (the run's `timeout`). */
    deadline: number;
    /** Runs right before a new job's POST, once the marker says `pending` (the 🎉 on the trigger). */
    beforeCreate?: (() => Promise<void>) | undefined;
  },
): Promise<Delivery> {
  const { log, signal } = deps;
  const { target, instruction, trigger, previous } = request;
  if (!needsSending(previous?.state)) return alreadyHandled(deps, progress, previous);
  // Exactly-once rests on the marker: never send what a re-run could not see as (maybe) sent.
  if (!progress.recorded) {
    const failure = `The progress comment could not be written, so a re-run could not tell whether this instruction was sent; nothing was sent to Mintlify. Check that the token may write comments (issues: write, pull-requests: write), then run the workflow again.`;
    return { kind: 'stopped', outcome: { status: 'error', failure } };
  }
  if (signal.aborted) return cancelledBeforeSending(progress);
  const { prompt, changes } = await promptFor(deps, target, instruction, trigger);
  if (changes.length) {
    progress.changedAfterRequest = changes;
    log.warning(`The pull request changed after the request: ${changes.join('; ')}.`);
  }
  if (signal.aborted) return cancelledBeforeSending(progress);
  // From here on a re-run cannot tell whether the POST arrived: `pending`, written just before it.
  if (!(await progress.show({ kind: 'received' }, 'pending'))) {
    const failure = `The progress comment could not be marked as sending, so a re-run could not tell whether this instruction was sent; nothing was sent to Mintlify. Run the workflow again.`;
    return { kind: 'stopped', outcome: { status: 'error', failure } };
  }
  if (signal.aborted) return cancelledBeforeSending(progress);
  if (target.kind === 'create') await request.beforeCreate?.();
  log.info(
    target.kind === 'create'
      ? `Starting a new agent job (prompt of ${prompt.length} characters, instruction of ${instruction.length}).`
      : `Sending the instruction (${instruction.length} characters) to agent job ${target.jobId}.`,
  );
  let job: AgentJob;
  try {
    job = await sendInstruction(deps.mintlify, target, prompt, { signal, deadline: request.deadline });
  } catch (error) {
    const hint = refusalHint(target, error, trigger, deps.inputs);
    await progress.show({ kind: 'failed', message: errorMessage(error), hint }, deliveryAfterFailure(error));
    await reporter.react('confused');
    return {
      kind: 'stopped',
      outcome: { status: 'error', failure: `${errorMessage(error)}${hint ? ` ${hint.replace(/`/g, '')}` : ''}` },
    };
  }
  progress.sentAt = deps.now();
  if (target.kind === 'create') {
    progress.linkJob(job.id);
    log.info(`Started agent job ${job.id}; status ${job.status}.`);
    return { kind: 'delivered', jobId: job.id, job, created: true };
  }
  log.info(`Agent job ${target.jobId} accepted the instruction; status ${job.status}.`);
  return { kind: 'delivered', jobId: target.jobId, job, created: false };
}

/**
 * An earlier run handled this trigger: `sent` — watch the job; `pending` — delivery unknown, so
 * nothing is sent again and the run ends as an error that says what to check (never a success for an
 * instruction that may not have arrived); a new job that may or may not exist is never created again.
 */
async function alreadyHandled(
  deps: FollowUpDeps,
  progress: ProgressComment,
  previous: { state: MarkerState; jobId: string | undefined } | undefined,
): Promise<Delivery> {
  const { inputs, log } = deps;
  if (previous?.jobId === undefined) {
    const message = 'An earlier run of this event may or may not have started an agent job, so none is started again.';
    const hint = `Check the agent jobs of project ${inputs.projectId} in the Mintlify dashboard. If none was started, write a new comment with \`${inputs.triggerPhrase} <instruction>\`; if one was, set the \`job-id\` input to it.`;
    await progress.show({ kind: 'failed', message, hint });
    return { kind: 'stopped', outcome: { status: 'error', failure: `${message} ${hint.replace(/`/g, '')}` } };
  }
  if (previous.state === 'pending') {
    const message = `An earlier run may or may not have delivered this instruction to agent job ${previous.jobId}; it is not sent again, and this run cannot say whether the job has it.`;
    const hint = `Check agent job \`${previous.jobId}\` in the Mintlify dashboard. If the instruction is missing, write a new comment with \`${inputs.triggerPhrase} <instruction>\`.`;
    log.notice(message);
    await progress.show({ kind: 'failed', message, hint });
    return {
      kind: 'stopped',
      outcome: { status: 'error', jobId: previous.jobId, failure: `${message} ${hint.replace(/`/g, '')}` },
    };
  }
  progress.sentAt = progress.receivedAt;
  log.notice('This instruction was already sent by an earlier run; watching the job instead of sending it again.');
  return { kind: 'delivered', jobId: previous.jobId, job: undefined, created: false };
}
