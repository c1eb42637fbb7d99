/**
 * The triage loop of `mode: analytics` (`file-issues: true`), in named phases: label → read the action's issues → file
 * (open, update, reopen) → hand topics to agent jobs → follow the recorded pull requests and verify merged fixes
 * (`verify-fix.ts`) → where every open issue stands, written in its state section (`standing.ts`). The action's issues are found by author and verified marker, whatever their labels: the labelled
 * ones, and the newest {@link MAX_SCAN_PAGES} pages of every issue. Each issue is read again right before its marker is
 * written or a job is started for it, and the snapshot writes only what it owns (`agent-job/job-state.ts`). The agent
 * part waits for rate limits no later than `agentDeadline`, and a 429 ends it as partial. Behaviour: docs/triage.md.
 */
import { MintlifyApiError, errorMessage } from '../../errors.ts';
import { UNCHECKED } from '../../github/identity.ts';
import {
  findingMarkerSigner,
  issueScope,
  verifiedFindingIssue,
  type FindingMarker,
  type FindingMarkerSigner,
} from '../../findings/marker.ts';
import type { Finding } from '../../findings/types.ts';
import { looksLikeDashboard } from '../../findings/dashboard/marker.ts';
import { withSnapshotFields } from '../../agent-job/job-state.ts';
import { AgentPart, handOff } from './agent-part.ts';
import {
  createIssue,
  createIssueComment,
  ensureLabel,
  getIssue,
  listIssuesByLabel,
  listRecentIssues,
  updateIssue,
  type ListedIssue,
} from '../../github/issues.ts';
import type { AgentJob } from '../../mintlify/schemas.ts';
import { renderFindingPrompt } from './agent-prompt.ts';
import { carryFixBlock, followFixes } from './verify-fix.ts';
import type { TriageDeps, TriageEntry, TriageResult } from './triage-types.ts';
import {
  issueForFinding,
  pickAgentFindings,
  planIssues,
  separateOwnIssues,
  topicsOf,
  type FindingIssue,
} from './plan.ts';
import { plural } from '../../format/count.ts';
import {
  findingLevel,
  findingLevelText,
  renderIssueBody,
  renderIssueTitle,
  renderJobComment,
  renderMergedComment,
  renderReopenComment,
  renderWorseComment,
  topicIndex,
  type IssueContext,
} from './render-issue.ts';
import { clause } from '../../format/sentence.ts';
import { standings } from './standing.ts';
import { writeStandings } from './standing-step.ts';

/** The label's colour and description when the action creates it. */
const LABEL_STYLE = {
  color: 'd93f0b',
  description: 'Where the docs fail readers, found by the Mintlify docs-health snapshot',
};

/** Pages of 100 of the repository's newest issues read to find the action's unlabelled issues. */
const MAX_SCAN_PAGES = 20;

/** The action's finding issues: one per finding id, and the findings any of their issues records a job for. */
interface OwnIssues {
  byFinding: Map<string, FindingIssue>;
  /** Finding ids with a job recorded (`pending` or `started`) on any of their issues. */
  withJob: Set<string>;
  /** Issues that start like the dashboard issue (verified by the dashboard step, `dashboard-step.ts`). */
  dashboards: ListedIssue[];
}

const MARKER_START = '<!-- mintlify-action finding-issue ';

/**
 * Reads the action's finding issues: written by the workflow's identity, verified markers only
 * (this issue, this project), whatever their labels; one issue per finding id.
 */
async function readFindingIssues(deps: TriageDeps, signer: FindingMarkerSigner): Promise<OwnIssues> {
  const labelled = await listIssuesByLabel(deps.octokit, deps.repo, deps.label);
  const recent = await listRecentIssues(deps.octokit, deps.repo, MAX_SCAN_PAGES);
  if (recent.truncated)
    deps.log.info(
      `Only the newest ${MAX_SCAN_PAGES * 100} issues were read for finding issues without the label ${deps.label}; older ones count only while they carry it.`,
    );
  const seen = new Set(labelled.map((i) => i.number));
  const dashboards = [...labelled, ...recent.issues.filter((i) => !seen.has(i.number))].filter((i) =>
    looksLikeDashboard(i.body),
  );
  const issues = [
    ...labelled.filter((i) => !looksLikeDashboard(i.body)),
    ...recent.issues.filter((i) => !seen.has(i.number) && i.body.startsWith(MARKER_START)),
  ];
  const writers = await deps.identity.check(issues);
  const byFinding = new Map<string, FindingIssue[]>();
  const withJob = new Set<string>();
  let ignored = 0;
  for (const [index, issue] of issues.entries()) {
    const writer = writers[index] ?? UNCHECKED;
    const marker = verifiedFindingIssue({ ...issue, writer }, { ...deps.repo, label: undefined, signer });
    if (marker === undefined) {
      ignored += 1;
      continue;
    }
    if (marker.state !== 'none') withJob.add(marker.findingId);
    byFinding.set(marker.findingId, [...(byFinding.get(marker.findingId) ?? []), { issue, marker }]);
  }
  const unlabelled = issues.length - labelled.filter((i) => !looksLikeDashboard(i.body)).length;
  deps.log.info(
    `${labelled.length - dashboards.filter((d) => seen.has(d.number)).length} issues carry the label ${deps.label}${unlabelled > 0 ? ` and ${unlabelled} others hold a finding marker` : ''}; ${issues.length - ignored} are this action's finding issues for this project (verified markers)${ignored > 0 ? `, ${ignored} others are left alone` : ''}.`,
  );
  const chosen = new Map<string, FindingIssue>();
  for (const [id, list] of byFinding) {
    const one = issueForFinding(list);
    if (one) chosen.set(id, one);
  }
  return { byFinding: chosen, withJob, dashboards };
}

/**
 * The issue as it stands now (`GET`), with its verified marker; `undefined` when it no longer
 * carries one (edited meanwhile): then the run leaves it alone.
 */
async function reread(
  deps: TriageDeps,
  signer: FindingMarkerSigner,
  issueNumber: number,
): Promise<FindingIssue | undefined> {
  const issue = await getIssue(deps.octokit, deps.repo, issueNumber);
  const [writer = UNCHECKED] = await deps.identity.check([issue]);
  const marker = verifiedFindingIssue({ ...issue, writer }, { ...deps.repo, label: undefined, signer });
  return marker === undefined ? undefined : { issue, marker };
}

/** The issue's body and title rewritten with `marker` signed for it. */
function signedBody(
  deps: TriageDeps,
  signer: FindingMarkerSigner,
  issueNumber: number,
  finding: Finding,
  marker: FindingMarker,
  context: IssueContext,
  job?: AgentJob,
): string {
  const signed = signer.sign(marker, issueScope({ ...deps.repo, issueNumber }));
  return renderIssueBody(finding, signed, context, job);
}

/** A job's `prLink` when it is an http(s) URL (the client keeps only those). */
function prLinkOf(job: AgentJob | undefined): string | undefined {
  return job?.prLink ?? undefined;
}

/**
 * Runs the triage loop (see the module comment).
 * @throws the GitHub request error when the label or the issues cannot be read or written
 *   (e.g. 403 without `issues: write`): what was done so far stays done and is counted in the log.
 */
export async function runTriage(deps: TriageDeps): Promise<TriageResult> {
  const signer = findingMarkerSigner(deps.apiKey, deps.project);
  const today = deps.now().toISOString().slice(0, 10);
  const result: TriageResult = { opened: 0, updated: 0, agentJobs: 0, entries: [], agentPartial: undefined };
  const agent = new AgentPart(deps);
  const entry = (
    action: TriageEntry['action'],
    finding: Finding,
    issue: Pick<ListedIssue, 'number' | 'url'> | undefined,
    title: string,
  ): void => {
    result.entries.push({ action, findingId: finding.id, issueNumber: issue?.number, url: issue?.url, title });
    deps.log.info(`${action}: ${issue ? `#${issue.number} ` : ''}${title}`);
  };

  // 1. The label, created if missing.
  if (await ensureLabel(deps.octokit, deps.repo, { name: deps.label, ...LABEL_STYLE }))
    deps.log.info(`Created the label ${deps.label}.`);

  // 2. The action's own issues (verified markers only, whatever their labels).
  const own = await readFindingIssues(deps, signer);
  const issues = own.byFinding;
  // Visitor text never merges issues: a part that only its words tied to a topic keeps its own open issue.
  const topics = separateOwnIssues(topicsOf(deps.findings), issues);
  const context: IssueContext = {
    visitorText: deps.visitorText,
    triggerPhrase: deps.triggerPhrase,
    snapshot: deps.findings,
    today,
    history: deps.history,
    topics: topicIndex(topics),
  };

  // 3. File: open, update in place, reopen, or leave closed.
  for (const step of planIssues(topics, issues, deps.maxIssues)) {
    const { finding } = step;
    const title = renderIssueTitle(finding, context);
    const level = findingLevel(finding);
    if (step.kind === 'over-limit') {
      entry('over-limit', finding, undefined, title);
      continue;
    }
    if (step.kind === 'merged') {
      const into = issues.get(step.into.id)?.issue;
      if (into === undefined) continue;
      await updateIssue(deps.octokit, deps.repo, step.current.issue.number, {
        state: 'closed',
        stateReason: 'completed',
      });
      await createIssueComment(deps.octokit, deps.repo, step.current.issue.number, renderMergedComment(into.number));
      issues.set(finding.id, {
        ...step.current,
        issue: { ...step.current.issue, state: 'closed', stateReason: 'completed' },
      });
      result.updated += 1;
      entry('merged', finding, step.current.issue, `${step.current.issue.title} → #${into.number}`);
      continue;
    }
    if (step.kind === 'leave-closed') {
      entry('left-closed', finding, step.current.issue, title);
      continue;
    }
    if (step.kind === 'open') {
      const marker: FindingMarker = {
        findingId: finding.id,
        since: today,
        level,
        jobId: undefined,
        state: 'none',
        jobStatus: undefined,
      };
      // The number is known only once the issue exists: open it with an unsigned marker, then sign it for its number.
      const created = await createIssue(deps.octokit, deps.repo, {
        title,
        body: renderIssueBody(finding, marker, context),
        labels: [deps.label],
      });
      const updated = await updateIssue(deps.octokit, deps.repo, created.number, {
        body: signedBody(deps, signer, created.number, finding, marker, context),
      });
      issues.set(finding.id, { issue: updated, marker });
      result.opened += 1;
      entry('opened', finding, created, title);
      continue;
    }
    const listed = step.current;
    // A job's end is reported by `reconcile` (agent-job/report-end.ts): the snapshot keeps what the marker says.
    const planned: FindingMarker = {
      ...listed.marker,
      level: step.kind === 'reopen' || (step.kind === 'update' && step.worse) ? level : listed.marker.level,
    };
    const reopen = step.kind === 'reopen';
    let body = carryFixBlock(
      signedBody(deps, signer, listed.issue.number, finding, planned, context),
      listed.issue.body,
    );
    let current = listed;
    let marker = planned;
    if (body !== listed.issue.body || title !== listed.issue.title || reopen) {
      // Read it again: a follow-up may have recorded a job since the list was read.
      const fresh = await reread(deps, signer, listed.issue.number);
      if (fresh === undefined || fresh.marker.findingId !== finding.id) {
        deps.log.warning(
          `Issue #${listed.issue.number} no longer carries this action's marker for ${finding.id}: left alone.`,
        );
        issues.delete(finding.id);
        continue;
      }
      current = fresh;
      // The snapshot owns the finding's level only: every job field stays as the issue records it now.
      marker = withSnapshotFields(fresh.marker, planned);
      if (marker.state !== 'none') own.withJob.add(finding.id);
      body = carryFixBlock(signedBody(deps, signer, listed.issue.number, finding, marker, context), fresh.issue.body);
    }
    const { issue } = current;
    const old = listed.marker;
    const saved =
      body === issue.body && title === issue.title && !reopen
        ? issue
        : await updateIssue(deps.octokit, deps.repo, issue.number, {
            title,
            body,
            ...(reopen ? { state: 'open' as const, stateReason: 'reopened' as const } : {}),
          });
    issues.set(finding.id, { issue: saved, marker });
    if (reopen)
      await createIssueComment(deps.octokit, deps.repo, issue.number, renderReopenComment(finding, level, context));
    else if (step.worse)
      await createIssueComment(
        deps.octokit,
        deps.repo,
        issue.number,
        renderWorseComment(finding, old.level, level, context),
      );
    if (saved !== issue || reopen) result.updated += 1;
    entry(reopen ? 'reopened' : 'updated', finding, issue, title);
  }

  // 4. Hand the top findings to agent jobs, exactly once each; each job is handed off to `reconcile`.
  const chosen = pickAgentFindings(topics, issues, deps.agentFindings, own.withJob, deps.agentKinds);
  let labelReady = false;
  for (const finding of chosen) {
    const listed = issues.get(finding.id);
    if (agent.stopped !== undefined || listed === undefined) break;
    // Read it again: a follow-up may have recorded a job since the list was read.
    const current = await reread(deps, signer, listed.issue.number);
    if (
      current === undefined ||
      current.marker.findingId !== finding.id ||
      current.marker.state !== 'none' ||
      current.issue.state !== 'open'
    ) {
      deps.log.info(
        `#${listed.issue.number}: no agent job started, the issue ${current?.marker.state === 'none' || current === undefined ? 'changed' : 'records a job'} since it was read.`,
      );
      continue;
    }
    // The daily cap, shared with follow-up: the use is counted before anything is written or sent.
    if (!(await agent.reserve())) break;
    const { issue } = current;
    const pending: FindingMarker = { ...current.marker, state: 'pending' };
    await updateIssue(deps.octokit, deps.repo, issue.number, {
      body: signedBody(deps, signer, issue.number, finding, pending, context),
    });
    let job: AgentJob;
    try {
      const [lead = finding, ...related] = context.topics?.get(finding.id)?.findings ?? [finding];
      job = await deps.mintlify.createJob(
        renderFindingPrompt(lead, {
          visitorText: deps.visitorText,
          snapshot: deps.findings,
          issueUrl: issue.url,
          related,
        }),
        { signal: deps.signal, deadline: deps.agentDeadline },
      );
    } catch (error) {
      // Certainly not created (4xx, 429 included): the issue goes back to "no job", so a later run may start it.
      // Otherwise (5xx, reset, timeout) it may exist: the issue stays "pending" and no run starts another on its own.
      const notCreated =
        error instanceof MintlifyApiError && error.status !== undefined && error.status >= 400 && error.status < 500;
      if (notCreated) {
        // Back to "no job" only if the issue still says this run's "pending" (a job recorded meanwhile stays).
        const now = await reread(deps, signer, issue.number).catch(() => undefined);
        if (now?.marker.state === 'pending' && now.marker.jobId === undefined)
          await updateIssue(deps.octokit, deps.repo, issue.number, {
            body: signedBody(deps, signer, issue.number, finding, current.marker, context),
          });
      }
      agent.stopIfLimited(error);
      agent.stopped ??= `POST /v2/agent/{projectId}/job failed for #${issue.number}: ${errorMessage(error)}${notCreated ? '' : ' (the issue stays pending: no run starts another job for it on its own)'}`;
      break;
    }
    const started: FindingMarker = {
      ...current.marker,
      jobId: job.id,
      state: 'started',
      jobStatus: job.status,
      prLink: prLinkOf(job),
    };
    await updateIssue(deps.octokit, deps.repo, issue.number, {
      body: signedBody(deps, signer, issue.number, finding, started, context, job),
    });
    await createIssueComment(deps.octokit, deps.repo, issue.number, renderJobComment(job.id, job));
    await handOff(deps, issue.number, labelReady);
    labelReady = true;
    issues.set(finding.id, { issue, marker: started });
    result.agentJobs += 1;
    entry('job-started', finding, issue, renderIssueTitle(finding, context));
  }
  // 5. Follow the recorded pull requests; verify merged fixes against the snapshots.
  const fixes = await followFixes(
    {
      octokit: deps.octokit,
      repo: deps.repo,
      serverUrl: deps.serverUrl ?? 'https://github.com',
      findings: deps.findings,
      history: deps.history,
      levelText: findingLevelText,
      measure: deps.measure,
      log: deps.log,
    },
    issues,
  );
  result.loop = fixes.counts;
  result.dashboards = own.dashboards;

  // 6. Where every open issue stands, the same on the dashboard and in each issue's state section (edited in place).
  result.standings = standings({
    issues,
    topics,
    findings: deps.findings,
    history: deps.history,
    figures: deps.figures,
    fixes: fixes.fixes,
    today,
  });
  await writeStandings(
    { octokit: deps.octokit, repo: deps.repo, reread: (n) => reread(deps, signer, n), today, log: deps.log },
    issues,
    result.standings,
  );
  result.tracked = issues;
  for (const e of fixes.entries)
    result.entries.push({
      action: e.action,
      findingId: e.findingId,
      issueNumber: e.issue.number,
      url: e.issue.url,
      title: e.issue.title,
    });

  if (agent.stopped !== undefined) {
    result.agentPartial = `${result.agentJobs} of ${plural(chosen.length, 'agent job')} started; stopped: ${clause(agent.stopped)}.`;
    result.capped = agent.capped;
    deps.log.warning(`Agent jobs partial: ${result.agentPartial}`);
  }
  return result;
}
