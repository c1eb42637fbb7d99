/**
 * `/mintlify --status`: reads the job linked to the PR (or finding issue) now
 * (`GET /v2/agent/{projectId}/job/{id}`) and updates its progress comment — the final report,
 * through the one road (`agent-job/report-end.ts`), when the job has ended; a "checked" line
 * while it runs. Nothing is sent to the agent and no agent use is spent. Same gate as any
 * instruction (write access, bots ignored).
 */
import { trustedMarker } from '../agent-job/marked-comments.ts';
import { errorMessage } from '../errors.ts';
import { readItemRecord } from '../agent-job/record.ts';
import { reportJobEnd, settleLabel } from '../agent-job/report-end.ts';
import { renderCheckedFromBody } from '../agent-job/render-comment.ts';
import type { MarkerSigner } from '../agent-job/marker.ts';
import { getComment, updateComment } from '../github/comments.ts';
import { FINAL_STATUSES, type AgentJob } from '../mintlify/schemas.ts';
import type { History } from './history.ts';
import { renderStatusReply } from './report/render-reply.ts';
import type { PullRequestReporter } from './report/reporter.ts';
import { followUpResult, type FollowUpDeps, type FollowUpResult } from './types.ts';

/** What the status check works with. */
export interface StatusCheck {
  deps: FollowUpDeps;
  reporter: PullRequestReporter;
  history: History;
  /** Signs markers for the PR (`undefined`: no PR). */
  signer: MarkerSigner | undefined;
  /** The job to read: the `job-id` input, else the linked job. */
  jobId: string;
  /** Epoch milliseconds: the end of the run's `timeout`. */
  deadline: number;
}

/**
 * Reads the job and shows its state (see the module comment). Never throws for a Mintlify
 * failure: it is in the result (`error`).
 */
export async function checkStatus(check: StatusCheck): Promise<FollowUpResult> {
  const { deps, reporter, history, signer, jobId } = check;
  let job: AgentJob;
  try {
    job = await deps.mintlify.getJob(jobId, { signal: deps.signal, deadline: check.deadline });
  } catch (error) {
    await reporter.react('confused');
    return followUpResult({
      status: 'error',
      jobId,
      failure: `Could not read agent job ${jobId}: ${errorMessage(error)}`,
    });
  }
  deps.log.info(`Agent job ${jobId} is ${job.status} (--status: nothing sent to the agent).`);
  const linked =
    history.linked?.marker.jobId === jobId && history.linked.marker.state === 'sent' ? history.linked : undefined;
  const writer = reporter.endWriter();
  const context = reporter.recordContext();
  const item = reporter.item;
  let commentUrl = linked?.url;
  if (linked && writer && context && item && signer) {
    try {
      if (FINAL_STATUSES.includes(job.status)) {
        // Every comment of the item that promised this job's result, through the one road.
        const record = await readItemRecord(context, { number: item.pullNumber, isPullRequest: true });
        const report = await reportJobEnd(writer, record, job);
        if (report.complete) await settleLabel(writer, record, [job.id]);
        deps.log.info(
          report.report === 'reported'
            ? `Reported the end of agent job ${jobId} on ${linked.url}.`
            : `The end of agent job ${jobId} was already reported.`,
        );
      } else {
        // Read again: a run that reported the end meanwhile is never undone.
        const current = await getComment(writer.octokit, item, linked);
        const marker = await trustedMarker(current, writer.identity, signer);
        if (marker?.state === 'sent')
          await updateComment(
            writer.octokit,
            item,
            linked,
            renderCheckedFromBody(current.body, { now: deps.now(), triggerPhrase: writer.triggerPhrase }),
          );
      }
    } catch (error) {
      deps.log.warning(`Could not update ${linked.url}: ${errorMessage(error)}`);
    }
  } else {
    const reply = await reporter.create(
      renderStatusReply({ marker: undefined, triggerPhrase: deps.inputs.triggerPhrase, runUrl: deps.runUrl }, job),
      false,
    );
    commentUrl = reply?.url;
  }
  deps.saveState('finalized', 'true');
  return followUpResult({ status: job.status, jobId, job, prLink: job.prLink ?? undefined, commentUrl });
}
