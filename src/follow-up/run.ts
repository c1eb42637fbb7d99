/**
 * `mode: follow-up` as a sequence of phases: gate → backlog (earlier undelivered instructions) → history → progress
 * comment → deliver → watch (or, for `--status`, gate → history → read the job and update its comment: `status.ts`;
 * for `--skip <reason>`, gate → history → `mintlify/docs` succeeds, one reply: `docs-status.ts`).
 * It forwards an instruction from a PR comment (or another gated event) to the agent job linked to the PR — or starts
 * one — watches the job and reports on the PR in one comment edited in place. Every skip happens before any Mintlify
 * request; the signed marker on the progress comment keeps sending exactly-once across re-runs.
 */
import { InputError, errorMessage } from '../errors.ts';
import { isPullRequestTrigger } from '../github/event.ts';
import { renderCreateJobOffReply, type ReplyContext } from './report/render-reply.ts';
import { deliverInstruction, needsSending, type Delivery, type DeliveryTarget } from './deliver.ts';
import type { UsesToday } from '../agent-job/caps.ts';
import {
  admitAgentUse,
  admitApiKey,
  admitInstruction,
  githubLookups,
  noJobLinked,
  skipWithReason,
  type SkipWithReason,
} from './gate.ts';
import { recordJobOnFindingIssue, withRecordedJob, type FindingIssueTarget } from './finding-issue.ts';
import { isFinalStatus } from '../agent-job/job-state.ts';
import { deliverBacklog } from './backlog.ts';
import { historyFrom, readHistory, type History } from './history.ts';
import { markerSigner, pullScope } from '../agent-job/marker.ts';
import { ProgressComment, PullRequestReporter } from './report/reporter.ts';
import { followUpResult, type FollowUpDeps, type FollowUpOutcome, type FollowUpResult } from './types.ts';
import { checkStatus } from './status.ts';
import { watchJob } from './watch.ts';
import { claimTheTrigger, jobStartedTriggers, sendingElsewhere } from './trigger.ts';
import { markDocsRunning, skipDocs } from './docs-status.ts';

export type { AgentJobApi, FollowUpDeps, FollowUpResult } from './types.ts';

/**
 * Where this trigger's instruction goes. A re-run keeps what its trigger was first sent to; a
 * `job-id` input wins over the PR's linked job; `--new` asks for a new job; without any job, a
 * new one is started when `create-job` is on. `undefined`: nowhere (no job, `create-job` off).
 */
export function chooseTarget(
  inputs: { jobId: string | undefined; createJob: boolean },
  history: History,
  newJob: boolean,
): DeliveryTarget | undefined {
  const previous = history.previous?.marker;
  if (previous)
    return previous.created || previous.jobId === undefined
      ? { kind: 'create' }
      : { kind: 'message', jobId: previous.jobId };
  if (inputs.jobId) return { kind: 'message', jobId: inputs.jobId };
  if (newJob) return { kind: 'create' };
  if (history.linkedJobId) return { kind: 'message', jobId: history.linkedJobId };
  return inputs.createJob ? { kind: 'create' } : undefined;
}

/**
 * Steers a Mintlify agent job: sends the instruction to the job linked to the PR
 * (`POST /v2/agent/{projectId}/job/{id}/message`) or starts one (`POST /v2/agent/{projectId}/job`),
 * at most once per trigger, watches it (`GET /v2/agent/{projectId}/job/{id}`) until it is
 * `completed`, `archived` or `failed`, and reports on the PR. The `timeout` input bounds
 * everything after the gate, retries included. Never throws for an outcome that belongs on the
 * PR (denied, failed job, timeout): those are in the result.
 * @throws InputError for a configuration problem found before any request.
 * @throws Error when the PR's comments or the token's identity cannot be read.
 */
export async function steerAgentJob(deps: FollowUpDeps): Promise<FollowUpResult> {
  const { inputs, event, log } = deps;
  const trigger = isPullRequestTrigger(event) ? event : undefined;
  const reporter = new PullRequestReporter(deps, trigger);
  const replies: ReplyContext = { marker: undefined, triggerPhrase: inputs.triggerPhrase, runUrl: deps.runUrl };
  const skip = async (decision: SkipWithReason): Promise<FollowUpResult> => {
    log.notice(decision.notice);
    if (decision.reaction) await reporter.react(decision.reaction);
    // An outsider's repeated requests cost one reply per PR; later ones get the reaction only.
    const reply =
      decision.reply && !(decision.denied && (await reporter.deniedReplyPosted())) ? decision.reply : undefined;
    const comment = reply ? await reporter.create(reply, false) : undefined;
    return followUpResult({ status: 'skipped', skippedReason: decision.reason, commentUrl: comment?.url });
  };

  // 1. Gate: which event, who sent it, what it asks, whether they may ask it. 👀 once admitted.
  const lookups = githubLookups(deps.octokit);
  const admitted = await admitInstruction(event, inputs, replies, lookups);
  if (admitted.kind === 'skip-with-reason') return skip(admitted);
  await reporter.react('eyes');

  // 2. The API key (GitHub passes no secrets to runs for fork PRs); from here on, the run's timeout counts.
  const noKey = await admitApiKey(inputs.apiKey, trigger, replies, lookups);
  if (noKey) return skip(noKey);

  // 2b. Instructions on this item that no run delivered (a run GitHub cancelled while pending) go first.
  await deliverBacklog(deps, steerAgentJob);
  const deadline = deps.now() + inputs.timeoutSeconds * 1000;

  // 3. History: the job linked to the PR by a verified marker, and whether this trigger was
  //    already handled (re-run, duplicate delivery); then where the instruction goes.
  const signer = trigger ? markerSigner(inputs.apiKey, pullScope(trigger), inputs) : undefined;
  const history = withRecordedJob(
    signer
      ? await readHistory(deps.octokit, trigger, {
          identity: reporter.identity(),
          signer,
          warn: log.warning,
          jobIdInput: inputs.jobId,
          triggerPhrase: inputs.triggerPhrase,
        })
      : historyFrom([], undefined),
    deps.findingIssue,
  );
  // A reply from here on names its trigger (signed, `not-sent`: nothing was sent), so that a later
  // run's backlog counts the instruction as answered instead of delivering it again.
  if (signer && trigger)
    replies.marker = signer.sign({ jobId: undefined, triggers: [trigger.triggerKey], state: 'not-sent' });
  // A record that no longer counts is said where people look: every reply and progress comment of this run.
  if (history.untrusted?.length) {
    replies.untrusted = history.untrusted;
    reporter.untrustedRecords = history.untrusted;
  }
  if (admitted.skip !== undefined) return skipDocs({ deps, reporter, history, signer, trigger, reason: admitted.skip });
  if (admitted.status) {
    const jobId = inputs.jobId ?? history.linkedJobId;
    if (!jobId) return skip(noJobLinked(trigger, replies));
    return checkStatus({ deps, reporter, history, signer, jobId, deadline });
  }
  if (admitted.newJob && !inputs.jobId && !inputs.createJob) {
    return skip(
      skipWithReason(
        '--new asks for a new agent job, but create-job is false',
        renderCreateJobOffReply(replies),
        'confused',
      ),
    );
  }
  if (admitted.newJob && inputs.jobId)
    log.notice(`The job-id input (${inputs.jobId}) wins over --new: the instruction goes to that job.`);
  const target = chooseTarget(inputs, history, admitted.newJob);
  if (!target) return skip(noJobLinked(trigger, replies));
  if (target.kind === 'create' && trigger && !inputs.comment && !history.previous) {
    // Without the progress comment nothing links the new job to the PR: every comment would start another.
    throw new InputError(
      'create-job needs comment: true on pull requests (the progress comment links the new job to the PR); set comment: true, or set job-id',
    );
  }
  const { previous } = history;
  if (previous?.marker.state === 'ended' && previous.marker.jobId !== undefined)
    return alreadyEnded(deps, previous.marker.jobId, previous.url, deadline);
  // `pending` with a fresh claim: another run (another workflow) is sending it right now, and answers there.
  const elsewhere =
    previous?.marker.state === 'pending' ? await sendingElsewhere(deps, trigger, previous.body) : undefined;
  if (elsewhere) return elsewhere;

  // 3b. The claim on the trigger (👍 on the comment): of the runs handling this comment, whatever their workflow
  //     or concurrency group, only the one whose reaction is new sends (agent-job/trigger-claim.ts).
  const sending = needsSending(previous?.marker.state);
  const claimed = sending ? await claimTheTrigger(deps, trigger, previous !== undefined) : undefined;
  if (claimed?.kind === 'stop') return claimed.result;
  const claim = claimed?.claim;

  // 3c. The caps on agent spend, before anything is written or sent: a new job within agent-jobs-per-pr (counted
  //     from the progress comments and from the 🎉 the action left on the comments that started one), and today's
  //     agent use reserved within agent-uses-per-day. A capped instruction releases its claim: nothing was sent.
  let usesToday: UsesToday | undefined;
  let firstUseOfDay = false;
  if (sending) {
    let startedTriggers;
    try {
      startedTriggers = target.kind === 'create' ? await jobStartedTriggers(deps, trigger, history) : undefined;
    } catch (error) {
      await claim?.release();
      return followUpResult({ status: 'error', failure: errorMessage(error) });
    }
    const spend = await admitAgentUse(deps, target, { ...history, startedTriggers }, replies);
    if (spend.kind === 'stop') {
      await claim?.release();
      return { ...(await skip(spend.skip)), status: spend.status, failure: spend.failure };
    }
    usesToday = spend.usesToday;
    firstUseOfDay = spend.firstOfDay;
  }

  // 4. The progress comment, written (state `received`) before anything is sent so that a re-run finds it.
  const now = deps.now();
  const start = {
    marker: {
      jobId: previous?.marker.jobId ?? (target.kind === 'message' ? target.jobId : undefined),
      triggers: trigger ? [trigger.triggerKey] : [],
      state: previous?.marker.state ?? 'received',
      created: target.kind === 'create',
    },
    prompt: admitted.instruction,
    requester: trigger?.comment.author.login,
    receivedAt: previous ? Date.parse(previous.createdAt) || now : now,
    usesToday,
  };
  const progress = new ProgressComment(deps, reporter, start, signer);
  await progress.open(previous);
  const finish = (outcome: FollowUpOutcome, jobCreated = false): FollowUpResult => {
    deps.saveState('finalized', 'true');
    return followUpResult({
      jobId: progress.marker.jobId,
      jobCreated,
      commentUrl: progress.url,
      ...(firstUseOfDay ? { firstUseOfDay } : {}),
      ...outcome,
    });
  };

  // 5. Deliver: at most once per trigger.
  const delivery = await deliverInstruction(deps, reporter, progress, {
    target,
    instruction: admitted.instruction,
    trigger,
    previous: previous && { state: previous.marker.state, jobId: previous.marker.jobId },
    deadline,
    beforeCreate: claim?.markJobStarted,
  });
  if (delivery.kind === 'stopped') {
    // Certainly not sent (`received`, `not-sent`): the claim goes, so that a re-run or a new comment may send.
    if (needsSending(progress.marker.state)) await claim?.release();
    return finish(delivery.outcome);
  }

  // 5b. On a finding issue, the issue records the job now, before the watch: a snapshot (or a box ticked on the
  //     dashboard) meanwhile sees the topic's job and starts no second one.
  if (deps.findingIssue && deps.octokit) await recordJobStarted(deps, deps.findingIssue, delivery);
  await markDocsRunning(deps, reporter, history, { ...delivery, commentUrl: progress.url });

  // 6. Watch the job until it ends, and report how it ended.
  return finish(
    await watchJob({ deps, reporter, progress, jobId: delivery.jobId, deadline }, delivery.job),
    delivery.created,
  );
}

/**
 * A re-run of a trigger whose job ended and whose end was reported on its progress comment: the
 * job is read once for the outputs, and nothing is written (a reported end never moves back).
 */
async function alreadyEnded(deps: FollowUpDeps, jobId: string, url: string, deadline: number): Promise<FollowUpResult> {
  deps.log.notice(
    `This instruction was already sent by an earlier run, and the end of agent job ${jobId} was reported on ${url}; nothing is written again.`,
  );
  deps.saveState('finalized', 'true');
  try {
    const job = await deps.mintlify.getJob(jobId, { signal: deps.signal, deadline });
    return followUpResult({
      status: job.status,
      jobId,
      job,
      prLink: job.prLink ?? undefined,
      commentUrl: url,
      failure: job.status === 'failed' ? `Agent job ${jobId} failed.` : undefined,
    });
  } catch (error) {
    return followUpResult({
      status: 'error',
      jobId,
      commentUrl: url,
      failure: `Could not read agent job ${jobId}: ${errorMessage(error)}`,
    });
  }
}

/**
 * Records the delivered job on the finding issue the run is on, as running (an end is reported through the one road
 * once the watch or a later run sees it, never here). Never throws: a failure is a warning.
 */
async function recordJobStarted(
  deps: FollowUpDeps,
  target: FindingIssueTarget,
  delivery: Extract<Delivery, { kind: 'delivered' }>,
): Promise<void> {
  if (!deps.octokit) return;
  const status = delivery.job?.status;
  await recordJobOnFindingIssue(
    deps.octokit,
    target,
    {
      id: delivery.jobId,
      status: status === undefined || isFinalStatus(status) ? 'active' : status,
      prLink: isFinalStatus(status) ? null : delivery.job?.prLink,
    },
    {
      apiKey: deps.inputs.apiKey,
      project: deps.inputs,
      triggerPhrase: deps.inputs.triggerPhrase,
      warn: deps.log.warning,
    },
  );
}
