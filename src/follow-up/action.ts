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
import { steerAgentJob } from './run.ts';
import { addFollowUpSummary } from './summary.ts';

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
 * Runs `follow-up` end to end and reports through `@actions/core`.
 * @param signal aborted when the runner cancels the step.
 */
export async function runFollowUpStep(
  inputs: FollowUpInputs,
  mintlify: MintlifyClient,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal,
): Promise<void> {
  const event = resolveEvent(env.GITHUB_EVENT_NAME ?? '', await readEventPayload(env), {
    repository: env.GITHUB_REPOSITORY ?? '',
    actor: env.GITHUB_ACTOR ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
  });
  // Octokit (and its plugins) load only when there is a token to use them with.
  const github = inputs.githubToken ? await import('../github/octokit.ts') : undefined;
  const octokit = github?.createOctokit({
    token: inputs.githubToken,
    log: (line) => core.info(line),
    pacing: github.githubPacing(env),
    ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
  });
  const result = await steerAgentJob({
    inputs,
    event,
    runUrl: workflowRunUrl(env),
    mintlify,
    octokit,
    now: () => Date.now(),
    sleep,
    signal,
    log: { info: (l) => core.info(l), notice: (l) => core.notice(l), warning: (l) => core.warning(l) },
    saveState: (name, value) => core.saveState(name, value),
  });
  core.setOutput('job-id', result.jobId ?? '');
  core.setOutput('job-created', String(result.jobCreated));
  core.setOutput('status', result.status);
  // The output may land in a shell (`run: echo ${{ steps.x.outputs.pr-link }}`): only a canonical PR URL goes out.
  const prLink = result.prLink === undefined ? undefined : canonicalPullRequestUrl(result.prLink, serverUrl(env));
  if (result.prLink !== undefined && prLink === undefined) core.warning('The agent job\'s prLink is not a GitHub pull request URL; the pr-link output is left empty.');
  core.setOutput('pr-link', prLink ?? '');
  core.setOutput('comment-url', result.commentUrl ?? '');
  try {
    await addFollowUpSummary(core.summary, result).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
  if (result.warning) core.warning(result.warning);
  if (result.failure) core.setFailed(result.failure);
  else if (result.jobId) core.info(`Agent job ${result.jobId}: ${result.status}${prLink ? ` — ${prLink}` : ''}`);
  else core.info(`Follow-up ${result.status}: no agent job was involved.`);
}
