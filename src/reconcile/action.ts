/**
 * Wires `reconcile` to the runner: the repository (`GITHUB_REPOSITORY`, `GITHUB_API_URL`), the `repositories` to read
 * (`repositories.ts`) and the `github-token`, runs it, then sets the outputs `jobs-checked` and `jobs-finished` and
 * writes the job summary. The step succeeds when the checks end early on a 429 (a warning says so); it fails only when
 * the labelled items cannot be listed (of the one repository read), or when `repositories` cannot be resolved.
 */
import * as core from '@actions/core';
import { escapeHtml, escapeUntrustedHtml, safeHttpUrl } from '../format/escape.ts';
import { logText } from '../format/log-text.ts';
import { workflowIdentity } from '../github/identity.ts';
import { writeJobSummary } from '../github/job-summary.ts';
import { createRunOctokit } from '../github/octokit.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import { workflowRunUrl } from '../github/urls.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { ReconcileInputs } from './inputs.ts';
import { resolveRepositories } from '../github/repository-list.ts';
import { reconcileRepositories, type RepositoriesResult } from './repositories.ts';
import type { ReconcileDeps, ReconcileResult } from './run.ts';
import { notTheAgentsEvent } from './agent-event.ts';
import { docsStatusWriter } from '../agent-job/docs-change/status-writer.ts';
import { reconcilePullEvent, readPullEvent, type PullEventResult } from './pull-event.ts';

/** Rows of the job summary's table at most (the log has every item). */
const SUMMARY_ROWS = 50;

/** Adds the reconcile section to the job summary (the caller writes it). */
function addReconcileSummary(
  summary: typeof core.summary,
  result: ReconcileResult,
  label: string,
  githubRequests: number,
  pullEvent?: PullEventResult,
): typeof core.summary {
  summary.addHeading('Mintlify agent jobs: reconcile', 2);
  if (pullEvent && pullEvent.done.length > 0)
    summary.addRaw(
      `<p>This pull request event kept the code and docs pull requests in step: ${pullEvent.done.map((d) => escapeUntrustedHtml(d, '', 200)).join('; ')}.</p>`,
      true,
    );
  summary.addRaw(
    `<p>${result.labelled} ${result.labelled === 1 ? 'item carries' : 'items carry'} the label <code>${escapeHtml(label)}</code>; ${result.checked} agent ${result.checked === 1 ? 'job' : 'jobs'} read, ${result.finished} ${result.finished === 1 ? 'end' : 'ends'} reported by this run, in ${githubRequests} GitHub ${githubRequests === 1 ? 'request' : 'requests'}.</p>`,
    true,
  );
  if (result.stopped)
    summary.addRaw(`<p><strong>Stopped early:</strong> ${escapeUntrustedHtml(result.stopped, '')}.</p>`, true);
  const repos = 'repositories' in result ? (result as RepositoriesResult).repositories : [];
  if (repos.length > 1) {
    const parts = repos.map(({ repo, result: read, error }) => {
      const name = `<code>${escapeHtml(`${repo.owner}/${repo.repo}`)}</code>`;
      if (error) return `${name} (not read: ${escapeUntrustedHtml(error, '', 200)})`;
      return read
        ? `${name} (${read.labelled} labelled)`
        : `${name} (not read this run: the budget or the run ended first)`;
    });
    summary.addRaw(`<p>Repositories read: ${parts.join(', ')}.</p>`, true);
  }
  const rows = result.entries.slice(0, SUMMARY_ROWS).map((e) => {
    const url = safeHttpUrl(e.url);
    return [
      url ? `<a href="${escapeHtml(url)}">#${e.number}</a>` : `#${e.number}`,
      e.jobId ? `<code>${escapeUntrustedHtml(e.jobId, '')}</code>` : '—',
      e.outcome,
      escapeUntrustedHtml(e.detail, '', 300),
    ];
  });
  if (rows.length > 0) {
    summary.addTable([
      [
        { data: 'Item', header: true },
        { data: 'Job', header: true },
        { data: 'Outcome', header: true },
        { data: 'Detail', header: true },
      ],
      ...rows,
    ]);
  }
  if (result.entries.length > SUMMARY_ROWS)
    summary.addRaw(`<p>… and ${result.entries.length - SUMMARY_ROWS} more (see the log).</p>`, true);
  return summary;
}

/**
 * Runs `reconcile` end to end and reports through `@actions/core`.
 * @param signal aborted when the runner cancels the step.
 * @throws Error when `GITHUB_REPOSITORY` is missing or the labelled items cannot be listed.
 */
export async function runReconcileStep(
  inputs: ReconcileInputs,
  mintlify: MintlifyClient,
  runner: RunnerContext,
  signal: AbortSignal,
): Promise<void> {
  const { owner, repo } = runner;
  if (!owner || !repo) throw new Error('reconcile needs GITHUB_REPOSITORY (owner/name), which the runner sets');
  // The agent's identity first: anyone's pull request (a fork's `mintlify/…` branch included) runs the workflow.
  const refused = notTheAgentsEvent(runner.eventName, await runner.eventPayload(), runner.repository);
  // A person's pull request (a code PR's push or close) still keeps its docs in step (pull-event.ts), without the sweep.
  const codePullEvent = refused
    ? readPullEvent(runner.eventName, await runner.eventPayload().catch(() => undefined))
    : undefined;
  if (refused && codePullEvent === undefined) {
    core.notice(
      logText(
        `Skipped: ${refused}; nothing is read or written (the Mintlify agent's pull requests, the schedule and manual runs reconcile).`,
      ),
    );
    core.setOutput('jobs-checked', 0);
    core.setOutput('jobs-finished', 0);
    return;
  }
  const octokit = createRunOctokit(inputs.githubToken, runner, (line) => core.info(logText(line)));
  // Every GitHub request this run makes (retries included), for the summary and the log.
  let githubRequests = 0;
  octokit.hook.before('request', () => {
    githubRequests += 1;
  });
  // One writer for the run: a token that may not write statuses gets one warning.
  const docsStatus = inputs.docsStatus ? docsStatusWriter(octokit, (line) => core.warning(line)) : undefined;
  const identity = workflowIdentity(octokit);
  core.startGroup(`Reading the agent jobs of the items labelled ${inputs.agentLabel}`);
  let result: ReconcileResult = { labelled: 0, checked: 0, finished: 0, entries: [], stopped: undefined };
  try {
    if (refused) core.info(logText(`Not the agent's pull request (${refused}): only its docs are kept in step.`));
    else {
      const repos = await resolveRepositories(octokit, inputs.repositories, { owner, repo }, inputs.agentLabel);
      if (repos.length > 1)
        core.info(
          logText(`Reading ${repos.length} repositories: ${repos.map((r) => `${r.owner}/${r.repo}`).join(', ')}.`),
        );
      const deps: ReconcileDeps = {
        inputs,
        octokit,
        repo: { owner, repo },
        mintlify,
        runUrl: workflowRunUrl(runner),
        identity,
        now: () => Date.now(),
        signal,
        log: { info: (line) => core.info(logText(line)), warning: (line) => core.warning(line) },
        docsStatus,
      };
      result = await reconcileRepositories(deps, repos, Number(runner.runNumber) || 0);
    }
  } finally {
    core.endGroup();
  }
  // After the ends are reported: the event's pull request and its docs in step (pull-event.ts).
  const event = readPullEvent(runner.eventName, await runner.eventPayload().catch(() => undefined));
  const pullEvent = event
    ? await reconcilePullEvent(
        {
          inputs,
          octokit,
          mintlify,
          runUrl: workflowRunUrl(runner),
          identity,
          now: () => Date.now(),
          signal,
          log: { info: (line) => core.info(logText(line)), warning: (line) => core.warning(line) },
          docsStatus,
        },
        event,
      )
    : undefined;
  for (const line of pullEvent?.done ?? []) core.info(logText(`In step: ${line}.`));
  core.setOutput('jobs-checked', result.checked);
  core.setOutput('jobs-finished', result.finished);
  await writeJobSummary((jobSummary) =>
    addReconcileSummary(jobSummary, result, inputs.agentLabel, githubRequests, pullEvent),
  );
  core.info(
    logText(
      `Reconcile: ${result.checked} agent jobs read, ${result.finished} ends reported, of ${result.labelled} labelled items; ${githubRequests} GitHub requests.`,
    ),
  );
}
