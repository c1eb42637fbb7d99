/**
 * Delivery: sends the instruction at most once per trigger, and records on the progress
 * comment's marker what a failure means for delivery (`not-sent`, `pending` or `sent`), so
 * that a re-run sends again only when the instruction certainly never reached the job.
 */
import { MintlifyApiError, errorMessage } from '../errors.ts';
import type { PullRequestTrigger } from '../github/event.ts';
import { isConnectionRefused } from '../mintlify/retry-policy.ts';
import type { AgentJob } from '../mintlify/schemas.ts';
import type { MarkerState } from './marker.ts';
import { composePrompt, reviewContext } from './prompt.ts';
import type { ProgressComment, PullRequestReporter } from './reporter.ts';
import type { AgentJobApi, FollowUpDeps, FollowUpOutcome } from './types.ts';

/** Where the instruction goes: a follow-up message to an existing agent job. */
export interface DeliveryTarget {
  kind: 'message';
  jobId: string;
}

/** The instruction is with the job (or an earlier run sent it, or may have): watch the job next. */
export interface Delivered {
  kind: 'delivered';
  /** The job as it accepted the instruction; `undefined` when an earlier run sent it. */
  job: AgentJob | undefined;
}

/** How delivery ended: delivered, or the run stops with `outcome` (cancelled, send failed). */
export type Delivery = Delivered | { kind: 'stopped'; outcome: FollowUpOutcome };

/**
 * Whether this run sends the instruction: when no earlier run handled the trigger, or when
 * the earlier run certainly did not deliver it (`not-sent`). Never after `pending` (it may
 * have arrived) or `sent`.
 */
export function needsSending(previous: MarkerState | undefined): boolean {
  return previous === undefined || previous === 'not-sent';
}

/**
 * What a failed send means for delivery: `not-sent` when the API answered 4xx or the
 * connection was refused (the message certainly did not reach the job); `sent` when it
 * answered 2xx with a body that did not parse (it was accepted); `pending` otherwise (5xx,
 * reset, timeout: it may or may not have been delivered).
 */
export function deliveryAfterFailure(error: unknown): MarkerState {
  if (error instanceof MintlifyApiError && error.status !== undefined) {
    if (error.status >= 200 && error.status < 300) return 'sent';
    if (error.status >= 400 && error.status < 500) return 'not-sent';
    return 'pending';
  }
  return isConnectionRefused(error instanceof Error ? error.cause : undefined) ? 'not-sent' : 'pending';
}

/**
 * Sends `prompt` to `target` (`POST /v2/agent/{projectId}/job/{id}/message`).
 * @returns the job as the API answered.
 * @throws MintlifyApiError, to be read with {@link deliveryAfterFailure}.
 */
export function sendInstruction(mintlify: AgentJobApi, target: DeliveryTarget, prompt: string, signal: AbortSignal): Promise<AgentJob> {
  return mintlify.sendMessage(target.jobId, prompt, { signal });
}

/**
 * Delivers the instruction unless an earlier run sent it (or may have): a review comment's
 * instruction is sent with its review context when `include-context` is on. The progress
 * comment is marked `pending` before a re-send, and with the delivery state after a failure.
 */
export async function deliverInstruction(
  deps: FollowUpDeps,
  reporter: PullRequestReporter,
  progress: ProgressComment,
  request: { target: DeliveryTarget; instruction: string; trigger: PullRequestTrigger | undefined; previous: MarkerState | undefined },
): Promise<Delivery> {
  const { inputs, log, signal } = deps;
  const { target, instruction, trigger, previous } = request;
  if (!needsSending(previous)) {
    progress.sentAt = progress.receivedAt;
    log.notice(
      previous === 'pending'
        ? 'An earlier run may or may not have delivered this instruction; it is not sent again. Watching the job.'
        : 'This instruction was already sent by an earlier run; watching the job instead of sending it again.',
    );
    return { kind: 'delivered', job: undefined };
  }
  if (previous) await progress.show({ kind: 'received' }, 'pending');
  if (signal.aborted) {
    await progress.show({ kind: 'failed', message: 'The run was cancelled before the instruction was sent.' }, 'not-sent');
    return { kind: 'stopped', outcome: { status: 'cancelled', failure: 'The run was cancelled before the instruction was sent; nothing was sent.' } };
  }
  log.info(`Sending the instruction (${instruction.length} characters) to agent job ${target.jobId}.`);
  const context = inputs.includeContext && trigger?.location ? reviewContext(trigger.pullUrl, trigger.location) : undefined;
  let job: AgentJob;
  try {
    job = await sendInstruction(deps.mintlify, target, composePrompt(instruction, context), signal);
  } catch (error) {
    await progress.show({ kind: 'failed', message: errorMessage(error) }, deliveryAfterFailure(error));
    await reporter.react('confused');
    return { kind: 'stopped', outcome: { status: 'error', failure: errorMessage(error) } };
  }
  progress.sentAt = deps.now();
  log.info(`Agent job ${target.jobId} accepted the instruction; status ${job.status}.`);
  return { kind: 'delivered', job };
}
