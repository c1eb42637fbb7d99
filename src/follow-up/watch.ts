/**
 * Watch: polls the agent job until it ends (`poll.ts`), editing the progress comment when the
 * status changes and at most once a minute otherwise (GitHub rate limits), then reports how
 * it ended through the one road (`agent-job/report-end.ts`: the final comment, a reaction, the
 * steer note on the agent's PR) — or, when the job outlives the run, hands it over.
 */
import { errorMessage } from '../errors.ts';
import { readItemRecord } from '../agent-job/record.ts';
import { reportJobEnd, settleLabel } from '../agent-job/report-end.ts';
import type { HandOffReason } from '../agent-job/render-comment.ts';
import { FINAL_STATUSES, type AgentJob, type AgentJobStatus } from '../mintlify/schemas.ts';
import { pollJob, type PollOutcome } from './poll.ts';
import type { ProgressComment, PullRequestReporter } from './report/reporter.ts';
import type { FollowUpDeps, FollowUpOutcome } from './types.ts';

/** At most one edit of the progress comment per this many milliseconds while the job is active. */
const PROGRESS_EDIT_INTERVAL_MS = 60_000;

/**
 * Whether a poll that found the job in `status` edits the progress comment: only while the
 * job is active, when that is new or the last edit is {@link PROGRESS_EDIT_INTERVAL_MS} old.
 * Final statuses are left to the report.
 */
function needsProgressEdit(
  status: AgentJobStatus,
  lastStatus: AgentJobStatus | undefined,
  msSinceEdit: number,
): boolean {
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

/**
 * `wait: false`: reads the job's state once (unless it just
 * accepted the instruction) and hands it over, or reports its end.
 */
async function reportWithoutWaiting(watch: Watch, accepted: AgentJob | undefined): Promise<FollowUpOutcome> {
  const { deps, progress, jobId, deadline } = watch;
  let current = accepted;
  if (!current) {
    try {
      current = await deps.mintlify.getJob(jobId, { signal: deps.signal, deadline });
    } catch (error) {
      await progress.show({ kind: 'failed', message: errorMessage(error) }, 'sent');
      return { status: 'error', failure: errorMessage(error) };
    }
  }
  if (FINAL_STATUSES.includes(current.status))
    return reportOutcome(watch, { kind: 'final', job: current, polls: 1 }, 0);
  return handOff(watch, 'no-wait', current, undefined);
}

/**
 * The job outlives the run (`wait: false`, `timeout`, cancelled): with a progress comment, it is
 * handed over — `agent-label` on the item, the comment saying the result will be posted there —
 * and the step succeeds with status `active`. Without one (`comment: false`, no PR) nothing can
 * take over: `timed-out` or `cancelled` fail the step as before.
 */
async function handOff(
  watch: Watch,
  reason: Exclude<HandOffReason, 'ended'>,
  job: AgentJob | undefined,
  elapsedMs: number | undefined,
): Promise<FollowUpOutcome> {
  const { deps, reporter, progress, jobId } = watch;
  const prLink = job?.prLink ?? undefined;
  if (progress.url !== undefined && reporter.item !== undefined) {
    const { labelled, reconciled } = await reporter.handOff();
    await progress.show({ kind: 'handed-off', reason, job, reconciled: labelled && reconciled }, 'sent');
    const still = `Agent job ${jobId} is still running${reason === 'no-wait' ? '' : reason === 'timed-out' ? ' after the timeout' : ' as the run is cancelled'}`;
    deps.log.notice(
      labelled && reconciled
        ? `${still}: its result will be posted on ${progress.url} when it ends (label ${deps.inputs.agentLabel}: the reconcile workflow reads it).`
        : `${still}: no reconcile workflow reads this repository, so comment ${deps.inputs.triggerPhrase} --status on ${progress.url} to have its result posted.`,
    );
    return { status: 'active', job, prLink, elapsedMs, failure: reporter.commentError };
  }
  if (reason === 'no-wait') return { status: 'active', job, prLink, failure: reporter.commentError };
  await progress.show({ kind: 'stopped', reason, job });
  const failure =
    reason === 'timed-out'
      ? `Agent job ${jobId} did not finish within the timeout of ${deps.inputs.timeoutSeconds / 60} minutes (last status: ${job?.status ?? 'unknown'}). It may still be running; nothing can report its end without the progress comment (comment: true on a pull request).`
      : `The run was cancelled while watching agent job ${jobId}; the job may still be running.`;
  return { status: reason, job, elapsedMs, failure };
}

/** Reports how watching ended: handed over (the job may still run), or the job's final status. */
async function reportOutcome(watch: Watch, outcome: PollOutcome, elapsedMs: number): Promise<FollowUpOutcome> {
  const { reporter, jobId } = watch;
  if (outcome.kind !== 'final') return handOff(watch, outcome.kind, outcome.job, elapsedMs);
  const job = outcome.job;
  const prLink = job.prLink ?? undefined;
  await reportEnd(watch, job);
  if (job.status === 'failed')
    return { status: 'failed', job, prLink, elapsedMs, failure: `Agent job ${jobId} failed.` };
  return {
    status: job.status === 'archived' ? 'archived' : 'completed',
    job,
    prLink,
    elapsedMs,
    warning: job.status === 'archived' ? `Agent job ${jobId} was archived.` : undefined,
    failure: reporter.commentError,
  };
}

/**
 * The job ended: reported through the one road (`agent-job/report-end.ts`), exactly once, on
 * this run's progress comment and on every other comment of the item that promised the job's
 * result; `agent-label` is removed only when no other job of the item is outstanding.
 */
async function reportEnd(watch: Watch, job: AgentJob): Promise<void> {
  const { deps, reporter, progress } = watch;
  const writer = reporter.endWriter();
  const context = reporter.recordContext();
  const own = progress.end(job);
  const item = reporter.item;
  if (!writer || !context || !own || !item) return;
  try {
    const record = await readItemRecord(context, { number: item.pullNumber, isPullRequest: true });
    const result = await reportJobEnd(writer, record, job, own);
    if (result.complete) await settleLabel(writer, record, [job.id]);
    if (result.report !== 'reported')
      deps.log.info(
        `The end of agent job ${job.id} was ${result.report === 'already-reported' ? 'already reported by another run' : 'not recorded on the progress comment any more'}; nothing more is written.`,
      );
    if (!result.complete)
      reporter.commentError ??= `Could not report the end of agent job ${job.id} everywhere on the PR (see the warnings).`;
  } catch (error) {
    const message = `Could not report the end of agent job ${job.id} on the PR: ${errorMessage(error)}`;
    deps.log.warning(message);
    reporter.commentError ??= message;
  }
}
