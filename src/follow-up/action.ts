/**
 * Wires `follow-up` to the runner: builds the clients from the inputs and the event context,
 * runs it, then sets the outputs (`job-id`, `status`, `pr-link`, `comment-url`), writes the
 * job summary and decides the exit status.
 */
import * as core from '@actions/core';
import { setTimeout as delay } from 'node:timers/promises';
import { errorMessage } from '../errors.ts';
import { resolveEvent } from '../github/event.ts';
import { canonicalPullRequestUrl, workflowRunUrl } from '../github/urls.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import type { FollowUpInputs } from './inputs.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { resolveFindingIssue } from './finding-issue.ts';
import { recordOutcomeOnFindingIssue } from './finding-outcome.ts';
import { steerAgentJob } from './run.ts';
import { HAND_INSTRUCTION, resolveDashboardTick } from './dashboard/tick.ts';
import { addFollowUpSummary } from './report/summary.ts';
import { logText } from '../format/log-text.ts';

/** Sleeps `ms` milliseconds; resolves early when `signal` aborts. */
async function sleep(ms: number, signal: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal }).catch(() => undefined);
}

/**
 * Runs `follow-up` end to end and reports through `@actions/core`.
 * @param signal aborted when the runner cancels the step.
 */
export async function runFollowUpStep(
  inputs: FollowUpInputs,
  mintlify: MintlifyClient,
  runner: RunnerContext,
  signal: AbortSignal,
): Promise<void> {
  // Octokit (and its plugins) load only when there is a token to use them with; the chunk
  // loads while the event payload is read (start-up).
  const octokitModule = inputs.githubToken ? import('../github/octokit.ts') : undefined;
  const payload = await runner.eventPayload();
  const resolved = resolveEvent(runner.eventName, payload, {
    repository: runner.repository,
    actor: runner.actor,
    runId: runner.runId,
    invocation: [runner.job, runner.action, inputs.prompt ?? ''],
  });
  const octokit = octokitModule
    ? (await octokitModule).createRunOctokit(inputs.githubToken, runner, (line) => core.info(logText(line)))
    : undefined;
  // A box ticked on the dashboard issue hands its topic to the agent (`issues: edited`).
  const tick = await resolveDashboardTick(runner.eventName, payload, {
    octokit,
    apiKey: inputs.apiKey,
    project: inputs,
    runId: runner.runId,
    invocation: [runner.job, runner.action, inputs.prompt ?? ''],
    warn: (l) => core.warning(l),
  });
  // A comment on a plain issue is refused, unless the issue is this action's finding issue.
  const findingIssue =
    tick?.kind === 'hand'
      ? tick.target
      : resolved.kind === 'ignored'
        ? await resolveFindingIssue(runner.eventName, payload, {
            octokit,
            apiKey: inputs.apiKey,
            project: inputs,
            triggerPhrase: inputs.triggerPhrase,
            warn: (l) => core.warning(l),
          })
        : undefined;
  const event =
    tick?.kind === 'ignored'
      ? { kind: 'ignored' as const, eventName: runner.eventName, reason: tick.reason }
      : (findingIssue?.trigger ?? resolved);
  const result = await steerAgentJob({
    findingIssue,
    inputs: tick?.kind === 'hand' ? { ...inputs, prompt: inputs.prompt ?? HAND_INSTRUCTION } : inputs,
    event,
    runUrl: workflowRunUrl(runner),
    mintlify,
    octokit,
    now: () => Date.now(),
    sleep,
    signal,
    log: { info: (l) => core.info(logText(l)), notice: (l) => core.notice(l), warning: (l) => core.warning(l) },
    saveState: (name, value) => core.saveState(name, value),
  });
  if (findingIssue && octokit && result.jobId !== undefined)
    await recordOutcomeOnFindingIssue(inputs, octokit, findingIssue, result, {
      runUrl: workflowRunUrl(runner),
      log: { info: (l) => core.info(logText(l)), warning: (l) => core.warning(l) },
      now: () => Date.now(),
    });
  core.setOutput('job-id', result.jobId ?? '');
  core.setOutput('job-created', String(result.jobCreated));
  core.setOutput('status', result.status);
  // The output may land in a shell (`run: echo ${{ steps.x.outputs.pr-link }}`): only a canonical PR URL goes out.
  const prLink = result.prLink === undefined ? undefined : canonicalPullRequestUrl(result.prLink, runner.serverUrl);
  if (result.prLink !== undefined && prLink === undefined)
    core.warning("The agent job's prLink is not a GitHub pull request URL; the pr-link output is left empty.");
  core.setOutput('pr-link', prLink ?? '');
  core.setOutput('comment-url', result.commentUrl ?? '');
  try {
    await addFollowUpSummary(core.summary, result, runner.serverUrl).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
  if (result.warning) core.warning(result.warning);
  if (result.failure) core.setFailed(result.failure);
  else if (result.jobId)
    core.info(logText(`Agent job ${result.jobId}: ${result.status}${prLink ? ` — ${prLink}` : ''}`));
  else core.info(logText(`Follow-up ${result.status}: no agent job was involved.`));
}
