/**
 * `mode: follow-up` as a sequence of phases: gate → history → progress comment → deliver →
 * watch. It forwards an instruction from a PR comment to a Mintlify agent job, watches the job
 * and reports on the PR in one comment edited in place. Every skip happens before any Mintlify
 * request; the marker on the progress comment keeps sending exactly-once across re-runs.
 */
import type { ReplyContext } from './render-comment.ts';
import { deliverInstruction } from './deliver.ts';
import { admitApiKey, admitInstruction, githubLookups, noJobLinked, type SkipWithReason } from './gate.ts';
import { readHistory } from './history.ts';
import { ProgressComment, PullRequestReporter } from './reporter.ts';
import { followUpResult, type FollowUpDeps, type FollowUpOutcome, type FollowUpResult } from './types.ts';
import { watchJob } from './watch.ts';

export type { AgentJobApi, FollowUpDeps, FollowUpLog, FollowUpResult, FollowUpStatus } from './types.ts';

/**
 * Steers a Mintlify agent job from a PR comment: sends the comment's instruction to the job
 * (`POST /v2/agent/{projectId}/job/{id}/message`) at most once, watches the job
 * (`GET /v2/agent/{projectId}/job/{id}`) until it is `completed`, `archived` or `failed`, and
 * reports on the PR. Never throws for an outcome that belongs on the PR (denied, failed job,
 * timeout): those are in the result.
 * @throws InputError for a configuration problem found before any request.
 * @throws Error when the PR's comments or the token's identity cannot be read.
 */
export async function steerAgentJob(deps: FollowUpDeps): Promise<FollowUpResult> {
  const { inputs, event, log } = deps;
  const trigger = event.kind === 'ignored' || event.kind === 'other' ? undefined : event;
  const reporter = new PullRequestReporter(deps, trigger);
  const replies: ReplyContext = { marker: undefined, triggerPhrase: inputs.triggerPhrase, runUrl: deps.runUrl };
  const skip = async (decision: SkipWithReason): Promise<FollowUpResult> => {
    log.notice(decision.notice);
    if (decision.reaction) await reporter.react(decision.reaction);
    const comment = decision.reply ? await reporter.create(decision.reply, false) : undefined;
    return followUpResult({ status: 'skipped', skippedReason: decision.reason, commentUrl: comment?.url });
  };

  // 1. Gate: who wrote the comment, what it asks, whether they may ask it. 👀 once admitted.
  const lookups = githubLookups(deps.octokit);
  const admitted = await admitInstruction(event, inputs, replies, lookups);
  if (admitted.kind === 'skip-with-reason') return skip(admitted);
  await reporter.react('eyes');

  // 2. The API key: GitHub passes no secrets to runs for fork PRs.
  const noKey = await admitApiKey(inputs.apiKey, trigger, replies, lookups);
  if (noKey) return skip(noKey);

  // 3. History: the job linked to this PR, and whether this trigger was already handled
  //    (re-run, duplicate delivery). A re-run keeps the job its trigger was first sent to.
  const history = await readHistory(deps.octokit, trigger, () => reporter.tokenLogin());
  const { previous } = history;
  const jobId = previous?.marker.jobId ?? inputs.jobId ?? history.linkedJobId;
  if (!jobId) return skip(noJobLinked(trigger, replies));

  // 4. The progress comment, written (state `pending`) before sending so that a re-run finds it.
  const now = deps.now();
  const progress = new ProgressComment(deps, reporter, {
    marker: { jobId, triggers: trigger ? [trigger.triggerKey] : [], state: previous?.marker.state ?? 'pending' },
    prompt: admitted.instruction,
    requester: trigger?.comment.author.login,
    receivedAt: previous ? Date.parse(previous.createdAt) || now : now,
  });
  await progress.open(previous);
  const finish = (outcome: FollowUpOutcome): FollowUpResult => {
    deps.saveState('finalized', 'true');
    return followUpResult({ jobId, commentUrl: progress.url, ...outcome });
  };

  // 5. Deliver: at most once per trigger comment.
  const delivery = await deliverInstruction(deps, reporter, progress, {
    target: { kind: 'message', jobId },
    instruction: admitted.instruction,
    trigger,
    previous: previous?.marker.state,
  });
  if (delivery.kind === 'stopped') return finish(delivery.outcome);

  // 6. Watch the job until it ends, and report how it ended.
  return finish(await watchJob(deps, reporter, progress, jobId, delivery.job));
}
