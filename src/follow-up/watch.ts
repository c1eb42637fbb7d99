/**
 * Watch: polls the agent job until it ends (`poll.ts`), editing the progress comment when the
 * status changes and at most once a minute otherwise (GitHub rate limits), then reports how
 * it ended: the final comment, a reaction, the steer note on the agent's PR and the outcome.
 */
import { errorMessage } from '../errors.ts';
import type { AgentJob, AgentJobStatus } from '../mintlify/schemas.ts';
import { pollJob, type PollOutcome } from './poll.ts';
import type { ProgressComment, PullRequestReporter } from './reporter.ts';
import type { FollowUpDeps, FollowUpOutcome } from './types.ts';

/** At most one edit of the progress comment per this many milliseconds while the job is active. */
export const PROGRESS_EDIT_INTERVAL_MS = 60_000;

/**
 * Whether a poll that found the job in `status` edits the progress comment: only while the
 * job is active, when that is new or the last edit is {@link PROGRESS_EDIT_INTERVAL_MS} old.
 * Final statuses are left to the report.
 */
export function needsProgressEdit(status: AgentJobStatus, lastStatus: AgentJobStatus | undefined, msSinceEdit: number): boolean {
  return status === 'active' && (status !== lastStatus || msSinceEdit >= PROGRESS_EDIT_INTERVAL_MS);
}

/** What watching works with: the run's dependencies, its PR writers, the job and the run's deadline. */
export interface Watch {
  deps: FollowUpDeps;
  reporter: PullRequestReporter;
  progress: ProgressComment;
  jobId: string;
  /** Epoch milliseconds: the end of the run's `timeout`, which bounds polling and its retries. */
  deadline: number;
}

/**
 * Watches agent job `jobId` after delivery, or, with `wait: false`, reads its state once.
 * Never throws for an API failure: it is reported on the PR and in the outcome.
 * @param accepted the job as it accepted the instruction; `undefined` when an earlier run sent it.
 */
export async function watchJob(watch: Watch, accepted: AgentJob | undefined): Promise<FollowUpOutcome> {
  const { deps, reporter, progress, jobId, deadline } = watch;
  const { inputs, log } = deps;
  if (!inputs.wait) return reportWithoutWaiting(watch, accepted);
  await progress.show({ kind: 'working', job: accepted }, 'sent');
  let job = accepted;
  let lastEdit = deps.now();
  let outcome: PollOutcome;
  try {
    outcome = await pollJob(
      {
        getJob: (signal, onRetryAfter) => deps.mintlify.getJob(jobId, { signal, deadline, onRetryAfter }),
        sleep: deps.sleep,
        now: deps.now,
        signal: deps.signal,
        onPoll: async (polled, polls) => {
          log.info(`Poll ${polls}: agent job ${jobId} is ${polled.status}.`);
          const lastStatus = job?.status;
          job = polled;
          if (needsProgressEdit(polled.status, lastStatus, deps.now() - lastEdit)) {
            await progress.show({ kind: 'working', job: polled });
            lastEdit = deps.now();
          }
        },
      },
      inputs.pollIntervalSeconds,
      deadline,
    );
  } catch (error) {
    progress.finish(deps.now());
    await progress.show({ kind: 'failed', message: errorMessage(error) });
    await reporter.react('confused');
    return { status: 'error', job, failure: errorMessage(error) };
  }
  return reportOutcome(watch, outcome, progress.finish(deps.now()));
}

/** `wait: false`: shows the job's state once (as accepted, or read now) and leaves it running. */
async function reportWithoutWaiting(watch: Watch, accepted: AgentJob | undefined): Promise<FollowUpOutcome> {
  const { deps, reporter, progress, jobId, deadline } = watch;
  let current = accepted;
  if (!current) {
    try {
      current = await deps.mintlify.getJob(jobId, { signal: deps.signal, deadline });
    } catch (error) {
      await progress.show({ kind: 'failed', message: errorMessage(error) }, 'sent');
      return { status: 'error', failure: errorMessage(error) };
    }
  }
  await progress.show({ kind: 'sent-no-wait', job: current }, 'sent');
  return { status: 'active', job: current, prLink: current.prLink ?? undefined, failure: reporter.commentError };
}

/** Reports how watching ended: timed out or cancelled (the job may still run), or the job's final status. */
async function reportOutcome(watch: Watch, outcome: PollOutcome, elapsedMs: number): Promise<FollowUpOutcome> {
  const { deps, reporter, progress, jobId } = watch;
  if (outcome.kind !== 'final') {
    await progress.show({ kind: 'stopped', reason: outcome.kind, job: outcome.job });
    await reporter.react('confused');
    const failure =
      outcome.kind === 'timed-out'
        ? `Agent job ${jobId} did not finish within the timeout of ${deps.inputs.timeoutSeconds / 60} minutes (last status: ${outcome.job?.status ?? 'unknown'}). It may still be running.`
        : `The run was cancelled while watching agent job ${jobId}; the job may still be running.`;
    return { status: outcome.kind, job: outcome.job, elapsedMs, failure };
  }
  const job = outcome.job;
  const prLink = job.prLink ?? undefined;
  await progress.show({ kind: 'final', job });
  if (job.status === 'failed') {
    await reporter.react('confused');
    return { status: 'failed', job, prLink, elapsedMs, failure: `Agent job ${jobId} failed.` };
  }
  if (job.prLink) await reporter.react('rocket');
  await reporter.leaveSteerNote(job);
  return {
    status: job.status === 'archived' ? 'archived' : 'completed',
    job,
    prLink,
    elapsedMs,
    warning: job.status === 'archived' ? `Agent job ${jobId} was archived.` : undefined,
    failure: reporter.commentError,
  };
}
