/**
 * Wires `follow-up` to the runner: builds the clients from the inputs and the event context,
 * runs it, then sets the outputs (`job-id`, `status`, `pr-link`, `comment-url`), writes the
 * job summary and decides the exit status.
 */
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { errorMessage } from '../errors.ts';
import { resolveEvent } from '../github/event.ts';
import { canonicalPullRequestUrl, serverUrl, workflowRunUrl } from '../github/urls.ts';
import type { FollowUpInputs } from './inputs.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { recordJobOnFindingIssue, resolveFindingIssue, type FindingIssueTarget } from './finding-issue.ts';
import { steerAgentJob } from './run.ts';
import { HAND_INSTRUCTION, resolveDashboardTick } from './dashboard/tick.ts';
import type { FollowUpResult } from './types.ts';
import { reportIssueJobEnd, type JobEndWriter } from '../agent-job/report-end.ts';
import { tokenLogin } from '../github/comments.ts';
import { githubPacing, type Octokit } from '../github/octokit.ts';
import { FINAL_STATUSES } from '../mintlify/schemas.ts';
import { addFollowUpSummary } from './summary.ts';
import { logText } from '../format/log-text.ts';

/** Reads the webhook payload from `GITHUB_EVENT_PATH` (`{}` when there is none). */
async function readEventPayload(env: NodeJS.ProcessEnv): Promise<unknown> {
  const eventPath = env.GITHUB_EVENT_PATH;
  if (!eventPath) return {};
  return JSON.parse(await readFile(eventPath, 'utf8')) as unknown;
}

/** Sleeps `ms` milliseconds; resolves early when `signal` aborts. */
async function sleep(ms: number, signal: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal }).catch(() => undefined);
}

/**
 * Records the run's job on the finding issue it was steered from: the issue's marker and "Agent
 * job" section name the job; when the job has ended, its end is reported there through the one
 * road (`agent-job/report-end.ts`: final status, one "finished" comment, label removed).
 */
async function recordOnFindingIssue(
  inputs: FollowUpInputs,
  octokit: Octokit,
  findingIssue: FindingIssueTarget,
  result: FollowUpResult,
  run: { runUrl: string; signal: AbortSignal; claimSettleMs: number },
): Promise<void> {
  if (result.jobId === undefined) return;
  const warn = (l: string): void => core.warning(l);
  const ended = result.job !== undefined && FINAL_STATUSES.includes(result.job.status) ? result.job : undefined;
  const job = {
    id: result.jobId,
    status: ended ? 'active' : (result.job?.status ?? 'active'),
    prLink: result.prLink ?? null,
  };
  await recordJobOnFindingIssue(octokit, findingIssue, job, {
    apiKey: inputs.apiKey,
    project: inputs,
    triggerPhrase: inputs.triggerPhrase,
    warn,
  });
  if (!ended) return;
  const writer: JobEndWriter = {
    octokit,
    apiKey: inputs.apiKey,
    project: inputs,
    triggerPhrase: inputs.triggerPhrase,
    runUrl: run.runUrl,
    label: inputs.agentLabel,
    log: { info: (l) => core.info(logText(l)), warning: warn },
    tokenLogin: () => tokenLogin(octokit),
    sleep: (ms) => sleep(ms, run.signal),
    claimSettleMs: run.claimSettleMs,
  };
  const repo = { owner: findingIssue.trigger.owner, repo: findingIssue.trigger.repo };
  try {
    await reportIssueJobEnd(writer, repo, findingIssue.issueNumber, ended);
  } catch (error) {
    warn(
      `Could not report the end of agent job ${ended.id} on finding issue #${findingIssue.issueNumber}: ${errorMessage(error)}`,
    );
  }
}

/**
 * Runs `follow-up` end to end and reports through `@actions/core`.
 * @param signal aborted when the runner cancels the step.
 */
export async function runFollowUpStep(
  inputs: FollowUpInputs,
  mintlify: MintlifyClient,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal,
): Promise<void> {
  // Octokit (and its plugins) load only when there is a token to use them with; the chunk
  // loads while the event payload is read (start-up).
  const octokitModule = inputs.githubToken ? import('../github/octokit.ts') : undefined;
  const payload = await readEventPayload(env);
  const resolved = resolveEvent(env.GITHUB_EVENT_NAME ?? '', payload, {
    repository: env.GITHUB_REPOSITORY ?? '',
    actor: env.GITHUB_ACTOR ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
    invocation: [env.GITHUB_JOB ?? '', env.GITHUB_ACTION ?? '', inputs.prompt ?? ''],
  });
  const octokit = octokitModule
    ? (await octokitModule).createRunOctokit(inputs.githubToken, env, (line) => core.info(logText(line)))
    : undefined;
  // A box ticked on the dashboard issue hands its topic to the agent (`issues: edited`).
  const tick = await resolveDashboardTick(env.GITHUB_EVENT_NAME ?? '', payload, {
    octokit,
    apiKey: inputs.apiKey,
    project: inputs,
    runId: env.GITHUB_RUN_ID ?? '',
    invocation: [env.GITHUB_JOB ?? '', env.GITHUB_ACTION ?? '', inputs.prompt ?? ''],
    warn: (l) => core.warning(l),
  });
  // A comment on a plain issue is refused, unless the issue is this action's finding issue.
  const findingIssue =
    tick?.kind === 'hand'
      ? tick.target
      : resolved.kind === 'ignored'
        ? await resolveFindingIssue(env.GITHUB_EVENT_NAME ?? '', payload, {
            octokit,
            apiKey: inputs.apiKey,
            project: inputs,
            triggerPhrase: inputs.triggerPhrase,
            warn: (l) => core.warning(l),
          })
        : undefined;
  const event =
    tick?.kind === 'ignored'
      ? { kind: 'ignored' as const, eventName: env.GITHUB_EVENT_NAME ?? '', reason: tick.reason }
      : (findingIssue?.trigger ?? resolved);
  const result = await steerAgentJob({
    findingIssue,
    inputs: tick?.kind === 'hand' ? { ...inputs, prompt: inputs.prompt ?? HAND_INSTRUCTION } : inputs,
    event,
    runUrl: workflowRunUrl(env),
    mintlify,
    octokit,
    now: () => Date.now(),
    sleep,
    claimSettleMs: githubPacing(env).claimSettleMs,
    signal,
    log: { info: (l) => core.info(logText(l)), notice: (l) => core.notice(l), warning: (l) => core.warning(l) },
    saveState: (name, value) => core.saveState(name, value),
  });
  if (findingIssue && octokit && result.jobId !== undefined)
    await recordOnFindingIssue(inputs, octokit, findingIssue, result, {
      runUrl: workflowRunUrl(env),
      signal,
      claimSettleMs: githubPacing(env).claimSettleMs,
    });
  core.setOutput('job-id', result.jobId ?? '');
  core.setOutput('job-created', String(result.jobCreated));
  core.setOutput('status', result.status);
  // The output may land in a shell (`run: echo ${{ steps.x.outputs.pr-link }}`): only a canonical PR URL goes out.
  const prLink = result.prLink === undefined ? undefined : canonicalPullRequestUrl(result.prLink, serverUrl(env));
  if (result.prLink !== undefined && prLink === undefined)
    core.warning("The agent job's prLink is not a GitHub pull request URL; the pr-link output is left empty.");
  core.setOutput('pr-link', prLink ?? '');
  core.setOutput('comment-url', result.commentUrl ?? '');
  try {
    await addFollowUpSummary(core.summary, result).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
  if (result.warning) core.warning(result.warning);
  if (result.failure) core.setFailed(result.failure);
  else if (result.jobId)
    core.info(logText(`Agent job ${result.jobId}: ${result.status}${prLink ? ` — ${prLink}` : ''}`));
  else core.info(logText(`Follow-up ${result.status}: no agent job was involved.`));
}
