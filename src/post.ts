/**
 * The `post:` step (`runs.post` in action.yml). When the main step was killed before it
 * could finalize its PR comment (cancellation past the grace period, runner timeout), edit
 * the comment to say that the action stopped watching — and, when the job had the instruction,
 * hand it off (`agent-label` on the PR, so that `mode: reconcile` reports its end). State comes from `core.saveState`.
 * The comment is read again first: when another writer moved it further (its end reported), it is left alone.
 * A hand-off says what will report the end, as the main step's would: the result posted by the
 * reconcile workflow when the label's description says one reads this repository, else
 * `--status` to ask for it (the main step saved both bodies).
 */
import * as core from '@actions/core';
import { z } from 'zod';
import { errorMessage } from './errors.ts';
import { AGENT_LABEL_STYLE, reconcileCovers } from './agent-job/label.ts';
import { parseMarker, type MarkerState } from './agent-job/marker.ts';
import { movesForward } from './agent-job/job-state.ts';
import { getComment, updateComment, type PullRef } from './github/comments.ts';
import { addLabel, ensureLabel, getLabelDescription } from './github/issues.ts';
import { createRunOctokit, type Octokit } from './github/octokit.ts';
import { parseItemUrl } from './github/urls.ts';
import { releaseTriggerClaim } from './agent-job/trigger-claim.ts';
import { recordJobOnFindingIssue } from './follow-up/finding-issue.ts';
import { readRunnerContext } from './github/runner-context.ts';
import { logText } from './format/log-text.ts';
import { proxySecrets } from './net/proxy.ts';
import { startClock } from './clock.ts';

const SavedComment = z.object({ kind: z.enum(['issue', 'review']), id: z.number().int(), url: z.string() });

/** The trigger's claim the main step held (`agent-job/trigger-claim.ts`). */
const SavedClaim = z.object({
  repo: z.object({ owner: z.string(), repo: z.string() }),
  subject: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('issue-comment'), id: z.number().int() }),
    z.object({ kind: z.literal('review-comment'), id: z.number().int() }),
    z.object({ kind: z.literal('issue'), number: z.number().int() }),
  ]),
  claimId: z.number().int(),
  startedId: z.number().int().optional(),
});

/** The finding issue the main step steered (`follow-up/action.ts`), to record a handed-off job on. */
const SavedFindingIssue = z.object({
  issueNumber: z.number().int(),
  findingId: z.string(),
  projectId: z.string(),
  apiUrl: z.string(),
  triggerPhrase: z.string(),
});

/** The default of `agent-label` (action.yml). */
const AGENT_LABEL_DEFAULT = 'mintlify-agent';

/**
 * Hands the job the killed main step was watching off: `agent-label`
 * on the PR (created if missing); a failure is a warning.
 */
async function handOff(octokit: Octokit, pr: PullRef, label: string): Promise<void> {
  try {
    await ensureLabel(octokit, pr, { name: label, ...AGENT_LABEL_STYLE });
    await addLabel(octokit, pr, pr.pullNumber, label);
  } catch (error) {
    core.warning(`Could not put the label ${label} on #${pr.pullNumber}: ${errorMessage(error)}`);
  }
}

/**
 * The body of a hand-off: `body` (the result will be posted) when a reconcile workflow reads this
 * repository (`label`'s description says so), else `unreconciled` (comment `--status` to have it
 * posted). When the description cannot be read, `unreconciled`: it promises nothing that may not come.
 */
async function handOffBody(
  octokit: Octokit,
  pr: PullRef,
  label: string,
  body: string,
  unreconciled: string,
): Promise<string> {
  if (unreconciled === '') return body;
  try {
    return reconcileCovers(await getLabelDescription(octokit, pr, label)) ? body : unreconciled;
  } catch (error) {
    core.warning(`Could not read the label ${label}: ${errorMessage(error)}`);
    return unreconciled;
  }
}

/**
 * Releases the trigger's claim (👍, and 🎉) when the instruction was certainly not sent: no progress comment was
 * written (nothing is sent without one), or it says `received`/`not-sent`. A failure is a warning.
 */
async function releaseUnsentClaim(octokit: Octokit, state: MarkerState | undefined, written: boolean): Promise<void> {
  const saved = core.getState('trigger-claim');
  if (!saved || (written && state !== 'received' && state !== 'not-sent')) return;
  try {
    await releaseTriggerClaim(octokit, SavedClaim.parse(JSON.parse(saved)));
    core.info(
      logText('Released the claim on the instruction (the 👍 on it): it was not sent, so a re-run may send it.'),
    );
  } catch (error) {
    core.warning(`Could not release the claim on the instruction: ${errorMessage(error)}`);
  }
}

/**
 * Records the job handed off on a finding issue in its marker and "Agent job" section (signed with the key again),
 * as the main step would have after watching; forward only. A failure is a warning.
 */
async function recordOnFindingIssue(octokit: Octokit, pr: PullRef, jobId: string): Promise<void> {
  const saved = core.getState('finding-issue');
  if (!saved) return;
  const issue = SavedFindingIssue.parse(JSON.parse(saved));
  const apiKey = core.getInput('api-key');
  if (!apiKey) return;
  core.setSecret(apiKey);
  await recordJobOnFindingIssue(
    octokit,
    {
      issueNumber: issue.issueNumber,
      trigger: { owner: pr.owner, repo: pr.repo },
      marker: { findingId: issue.findingId },
    },
    { id: jobId, status: 'active' },
    {
      apiKey,
      project: { projectId: issue.projectId, apiUrl: issue.apiUrl },
      triggerPhrase: issue.triggerPhrase,
      warn: (line) => core.warning(logText(line)),
    },
  );
}

/** Finalizes a progress comment left unfinished by the main step. Never throws. */
export async function runPost(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  for (const secret of proxySecrets(env)) core.setSecret(secret);
  const runner = readRunnerContext(env);
  try {
    startClock(env);
    if (core.getState('finalized') === 'true') return;
    const savedComment = core.getState('comment');
    const body = core.getState('stopped-body');
    const token = core.getInput('github-token');
    if (!token) return;
    const octokit = createRunOctokit(token, runner, (line) => core.info(logText(line)));
    if (!savedComment || !body) {
      await releaseUnsentClaim(octokit, undefined, false);
      return;
    }
    const comment = SavedComment.parse(JSON.parse(savedComment));
    // A PR's conversation or review thread, or a finding issue's comments.
    const pr = parseItemUrl(comment.url, runner.serverUrl);
    if (!pr) return;
    // Forward only: read the comment again; a reported end (or any later state) is never overwritten.
    const current = parseMarker((await getComment(octokit, pr, comment)).body);
    await releaseUnsentClaim(octokit, current?.state, true);
    const next = parseMarker(body);
    if (current && next && !movesForward(current.state, next.state)) {
      core.info(
        logText(
          `Left ${comment.url} as it is: it records a later state (${current.state}) than this step could write.`,
        ),
      );
      return;
    }
    const label = core.getInput('agent-label') || AGENT_LABEL_DEFAULT;
    const handingOff = next?.state === 'sent';
    const final = handingOff
      ? await handOffBody(octokit, pr, label, body, core.getState('stopped-body-unreconciled'))
      : body;
    await updateComment(octokit, pr, comment, final);
    core.info(logText(`Finalized the PR comment ${comment.url}: the main step ended before it could.`));
    if (handingOff) {
      await handOff(octokit, pr, label);
      if (next.jobId !== undefined) await recordOnFindingIssue(octokit, pr, next.jobId);
    }
  } catch (error) {
    core.warning(`Could not finalize the PR comment: ${errorMessage(error)}`);
  }
}
