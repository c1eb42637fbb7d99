/**
 * What a `/mintlify` run on a finding issue leaves on the issue itself, after `steerAgentJob`:
 * the job recorded in its marker and "Agent job" section (forward only), and the job's end
 * reported there through the one road when it has ended.
 */
import { errorMessage } from '../errors.ts';
import { readItemRecord } from '../agent-job/record.ts';
import { reportFindingEnd, settleLabel, type JobEndWriter } from '../agent-job/report-end.ts';
import { workflowIdentity } from '../github/identity.ts';
import { getIssue } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import { FINAL_STATUSES } from '../mintlify/schemas.ts';
import { recordJobOnFindingIssue, type FindingIssueTarget } from './finding-issue.ts';
import type { FollowUpInputs } from './inputs.ts';
import type { FollowUpResult } from './types.ts';

/**
 * Records the run's job on the finding issue it was steered from: the issue's marker and "Agent
 * job" section name the job (forward only: a reported end is never recorded as running again);
 * when the job has ended, its end is reported there through the one road
 * (`agent-job/report-end.ts`: final status, one "finished" comment), and `agent-label` is removed
 * when no other job of the issue is outstanding. Never throws: a failure is a warning.
 */
export async function recordOutcomeOnFindingIssue(
  inputs: Pick<FollowUpInputs, 'apiKey' | 'projectId' | 'apiUrl' | 'triggerPhrase' | 'agentLabel'>,
  octokit: Octokit,
  target: FindingIssueTarget,
  result: FollowUpResult,
  run: { runUrl: string; log: { info: (line: string) => void; warning: (line: string) => void }; now: () => number },
): Promise<void> {
  if (result.jobId === undefined) return;
  const warn = run.log.warning;
  const ended = result.job !== undefined && FINAL_STATUSES.includes(result.job.status) ? result.job : undefined;
  const job = {
    id: result.jobId,
    status: ended ? 'active' : (result.job?.status ?? 'active'),
    prLink: result.prLink ?? null,
  };
  const project = { projectId: inputs.projectId, apiUrl: inputs.apiUrl };
  await recordJobOnFindingIssue(octokit, target, job, {
    apiKey: inputs.apiKey,
    project,
    triggerPhrase: inputs.triggerPhrase,
    warn,
  });
  if (!ended) return;
  const writer: JobEndWriter = {
    octokit,
    apiKey: inputs.apiKey,
    project,
    triggerPhrase: inputs.triggerPhrase,
    runUrl: run.runUrl,
    label: inputs.agentLabel,
    log: run.log,
    identity: workflowIdentity(octokit),
    now: run.now,
  };
  const repo = { owner: target.trigger.owner, repo: target.trigger.repo };
  try {
    if ((await reportFindingEnd(writer, { ...repo, pullNumber: target.issueNumber }, ended)) !== 'reported') return;
    // The label stays while another job of the issue is outstanding.
    const issue = await getIssue(octokit, repo, target.issueNumber);
    const record = await readItemRecord(
      { octokit, repo, apiKey: inputs.apiKey, project, identity: writer.identity, warn },
      { number: issue.number, isPullRequest: false, issue },
    );
    await settleLabel(writer, record, [ended.id]);
  } catch (error) {
    warn(
      `Could not report the end of agent job ${ended.id} on finding issue #${target.issueNumber}: ${errorMessage(error)}`,
    );
  }
}
