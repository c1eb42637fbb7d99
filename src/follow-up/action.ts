/**
 * Wires `follow-up` to the runner: builds the clients from the inputs and the event context,
 * runs it, then sets the outputs (`job-id`, `status`, `pr-link`, `comment-url`), writes the
 * job summary and decides the exit status.
 */
import * as core from '@actions/core';
import { setTimeout as delay } from 'node:timers/promises';
import { resolveEvent, type TriggerEvent } from '../github/event.ts';
import { writeJobSummary } from '../github/job-summary.ts';
import { canonicalPullRequestUrl, workflowRunUrl } from '../github/urls.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import type { Octokit } from '../github/octokit.ts';
import type { FollowUpInputs } from './inputs.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { resolveFindingIssue, type FindingIssueTarget } from './finding-issue.ts';
import { recordOutcomeOnFindingIssue } from './finding-outcome.ts';
import { steerAgentJob } from './run.ts';
import { counterOf } from './gate.ts';
import { cleanOldCounters } from '../agent-job/daily-uses.ts';
import type { FollowUpResult } from './types.ts';
import { HAND_INSTRUCTION, resolveDashboardTick } from './dashboard/tick.ts';
import { addFollowUpSummary } from './report/summary.ts';
import { logText } from '../format/log-text.ts';

/** Sleeps `ms` milliseconds; resolves early when `signal` aborts. */
async function sleep(ms: number, signal: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal }).catch(() => undefined);
}

/** One thing the run steers: its event, the finding issue it is on (if any) and its inputs. */
interface SteerTarget {
  event: TriggerEvent;
  findingIssue: FindingIssueTarget | undefined;
  inputs: FollowUpInputs;
}

/**
 * What the event asks to steer: each topic whose box an edit ticked on the dashboard issue (in the
 * dashboard's order), a comment on a finding issue, or the event itself (a comment, a review, a
 * PR). A plain issue's comment is refused unless the issue is one of this action's finding issues.
 */
async function steerTargets(
  inputs: FollowUpInputs,
  runner: RunnerContext,
  payload: unknown,
  octokit: Octokit | undefined,
): Promise<SteerTarget[]> {
  const invocation = [runner.job, runner.action, inputs.prompt ?? ''];
  const resolved = resolveEvent(runner.eventName, payload, {
    repository: runner.repository,
    actor: runner.actor,
    runId: runner.runId,
    invocation,
  });
  const tick = await resolveDashboardTick(runner.eventName, payload, {
    octokit,
    apiKey: inputs.apiKey,
    project: inputs,
    invocation,
    warn: (l) => core.warning(l),
  });
  if (tick?.kind === 'ignored')
    return [
      { event: { kind: 'ignored', eventName: runner.eventName, reason: tick.reason }, findingIssue: undefined, inputs },
    ];
  if (tick?.kind === 'hand') {
    for (const reason of tick.skipped) core.warning(`A ticked box starts nothing: ${reason}.`);
    const handInputs = { ...inputs, prompt: inputs.prompt ?? HAND_INSTRUCTION };
    return tick.targets.map((target) => ({ event: target.trigger, findingIssue: target, inputs: handInputs }));
  }
  const findingIssue =
    resolved.kind === 'ignored'
      ? await resolveFindingIssue(runner.eventName, payload, {
          octokit,
          apiKey: inputs.apiKey,
          project: inputs,
          triggerPhrase: inputs.triggerPhrase,
          warn: (l) => core.warning(l),
        })
      : undefined;
  return [{ event: findingIssue?.trigger ?? resolved, findingIssue, inputs }];
}

/** Sets the step's outputs from the result of the job the run steered last. */
function setOutputs(result: FollowUpResult, serverUrl: string): void {
  core.setOutput('job-id', result.jobId ?? '');
  core.setOutput('job-created', String(result.jobCreated));
  core.setOutput('status', result.status);
  // The output may land in a shell (`run: echo ${{ steps.x.outputs.pr-link }}`): only a canonical PR URL goes out.
  const prLink = result.prLink === undefined ? undefined : canonicalPullRequestUrl(result.prLink, serverUrl);
  if (result.prLink !== undefined && prLink === undefined)
    core.warning("The agent job's prLink is not a GitHub pull request URL; the pr-link output is left empty.");
  core.setOutput('pr-link', prLink ?? '');
  core.setOutput('comment-url', result.commentUrl ?? '');
  if (result.jobId) core.info(logText(`Agent job ${result.jobId}: ${result.status}${prLink ? ` — ${prLink}` : ''}`));
  else core.info(logText(`Follow-up ${result.status}: no agent job was involved.`));
}

/**
 * Runs `follow-up` end to end and reports through `@actions/core`. Several topics ticked in one
 * dashboard edit are steered one after the other: each is handed off (`wait: false`) but the last,
 * which the run watches as `wait` says; the outputs are the last one's, the job summary has each.
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
  const octokit = octokitModule
    ? (await octokitModule).createRunOctokit(inputs.githubToken, runner, (line) => core.info(logText(line)))
    : undefined;
  const targets = await steerTargets(inputs, runner, payload, octokit);
  const log = { info: (l: string) => core.info(logText(l)), warning: (l: string) => core.warning(l) };
  const failures: string[] = [];
  let last: FollowUpResult | undefined;
  const results: FollowUpResult[] = [];
  for (const [index, target] of targets.entries()) {
    const watched = index === targets.length - 1;
    // A job handed off by the post step is recorded on its finding issue too (the marker is signed there again).
    if (watched && target.findingIssue)
      core.saveState(
        'finding-issue',
        JSON.stringify({
          issueNumber: target.findingIssue.issueNumber,
          findingId: target.findingIssue.marker.findingId,
          projectId: inputs.projectId,
          apiUrl: inputs.apiUrl,
          triggerPhrase: inputs.triggerPhrase,
        }),
      );
    const result = await steerAgentJob({
      findingIssue: target.findingIssue,
      inputs: watched ? target.inputs : { ...target.inputs, wait: false },
      event: target.event,
      runUrl: workflowRunUrl(runner),
      mintlify,
      octokit,
      now: () => Date.now(),
      sleep,
      signal,
      log: { ...log, notice: (l) => core.notice(l) },
      // The post step finalizes the watched one; one handed off here is finished when this returns.
      saveState: watched ? (name, value) => core.saveState(name, value) : () => undefined,
    });
    if (target.findingIssue && octokit && result.jobId !== undefined)
      await recordOutcomeOnFindingIssue(inputs, octokit, target.findingIssue, result, {
        runUrl: workflowRunUrl(runner),
        log,
        now: () => Date.now(),
      });
    await writeJobSummary((jobSummary) => addFollowUpSummary(jobSummary, result, runner.serverUrl));
    if (result.warning) core.warning(result.warning);
    if (result.failure) failures.push(result.failure);
    last = result;
    results.push(result);
  }
  if (octokit && results.some((r) => r.firstUseOfDay === true))
    await cleanOldCounters(octokit, counterOf(inputs, runner), { now: Date.now(), warn: log.warning });
  if (last) setOutputs(last, runner.serverUrl);
  if (failures.length > 0) core.setFailed(failures.join(' '));
}
