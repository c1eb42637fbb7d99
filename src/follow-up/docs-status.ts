/**
 * `mintlify/docs` from `follow-up`: `pending` once an instruction reaches the agent job from a code
 * pull request (the job is writing the docs), and `/mintlify --skip <reason>`: the PR needs no docs,
 * the status succeeds with the reason, and a signed reply (marker `skipped`) records it so that
 * later runs (a new head commit, the docs PR's events) keep it. The end of the job sets the rest
 * (`agent-job/report-end.ts`). See docs/docs-repository.md, "The mintlify/docs check".
 */
import { docsStatusFor } from '../agent-job/docs-change/status-rules.ts';
import type { MarkerSigner } from '../agent-job/marker.ts';
import type { PullRequestTrigger } from '../github/event.ts';
import { parsePullRequestUrl, webServerOf } from '../github/urls.ts';
import type { AgentJob } from '../mintlify/schemas.ts';
import type { History } from './history.ts';
import { renderSkipReply } from './report/render-reply.ts';
import type { PullRequestReporter } from './report/reporter.ts';
import { followUpResult, type FollowUpDeps, type FollowUpResult } from './types.ts';

/**
 * `pending` on the PR's head once the instruction is with job `jobId` (its progress comment at
 * `commentUrl`). Not on the agent's own PR (steered there), nor on a finding issue. Best effort.
 */
export async function markDocsRunning(
  deps: FollowUpDeps,
  reporter: PullRequestReporter,
  history: History,
  delivered: { jobId: string; job: AgentJob | undefined; commentUrl: string | undefined },
): Promise<void> {
  const writer = reporter.docsStatus();
  const item = reporter.item;
  if (!writer || !item || history.agentPull) return;
  const prLink = delivered.job?.prLink;
  const target = prLink ? parsePullRequestUrl(prLink, webServerOf(deps.runUrl)) : undefined;
  const self =
    target !== undefined &&
    target.pullNumber === item.pullNumber &&
    `${target.owner}/${target.repo}`.toLowerCase() === `${item.owner}/${item.repo}`.toLowerCase();
  if (self) return;
  await writer.write(item, docsStatusFor({ kind: 'running', jobId: delivered.jobId, url: delivered.commentUrl }));
}

/** What `--skip` works with. */
export interface SkipDocs {
  deps: FollowUpDeps;
  reporter: PullRequestReporter;
  history: History;
  signer: MarkerSigner | undefined;
  trigger: PullRequestTrigger | undefined;
  reason: string;
}

/**
 * `/mintlify --skip <reason>` by someone who passed the gate (write access): `success` on the PR's
 * head with the reason, and the signed reply that records it (once: a re-run writes the status again,
 * not a second reply). Nothing is sent to Mintlify.
 */
export async function skipDocs(skip: SkipDocs): Promise<FollowUpResult> {
  const { deps, reporter, history, signer, trigger, reason } = skip;
  const item = reporter.item;
  const reply = { marker: undefined, triggerPhrase: deps.inputs.triggerPhrase, runUrl: deps.runUrl };
  if (!trigger || !item || !signer || deps.findingIssue || history.agentPull) {
    const why = 'marks the docs of a code pull request as not needed, and this is not one';
    deps.log.notice(`Skipped: --skip ${why}.`);
    await reporter.react('confused');
    return followUpResult({ status: 'skipped', skippedReason: `--skip ${why}` });
  }
  const login = trigger.comment.author.login;
  const writer = reporter.docsStatus();
  const written = writer
    ? await writer.write(item, docsStatusFor({ kind: 'skipped', by: login, reason, url: trigger.comment.htmlUrl }))
    : ('off' as const);
  const previous = history.previous?.marker.state === 'skipped' ? history.previous : undefined;
  const comment = previous
    ? previous
    : await reporter.create(
        renderSkipReply(
          { ...reply, marker: signer.sign({ jobId: undefined, triggers: [trigger.triggerKey], state: 'skipped' }) },
          { login, reason, written },
        ),
        false,
      );
  deps.log.notice(`Docs skipped by ${login}: ${reason}. Nothing was sent to Mintlify.`);
  deps.saveState('finalized', 'true');
  return followUpResult({ status: 'skipped', skippedReason: `docs skipped: ${reason}`, commentUrl: comment?.url });
}
