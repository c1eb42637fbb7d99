/**
 * Writes the dashboard issue (`dashboard.ts`) after the triage: finds it by its signed marker
 * among the issues the triage read (labelled `issue-label`, or among the newest), opens it when
 * there is none, rewrites it when it changed, and leaves it closed when someone closed it
 * (unless `reopen-dashboard`). Never two: the oldest verified dashboard is the one; any other is
 * left alone with a warning.
 *
 * GitHub: `issues: write`. The body's first line is the marker, signed for the issue's number,
 * so a new dashboard is opened with an unsigned marker line and signed right after. A run that
 * died in between left an open issue with that unsigned line: the next run signs and rewrites it
 * (when the workflow's identity wrote it, under this project's title) instead of opening another.
 */
import { dashboardScope, formatDashboardMarker, verifiedDashboardBoxes } from '../../findings/dashboard/marker.ts';
import { createIssue, updateIssue, type ListedIssue } from '../../github/issues.ts';
import type { WorkflowIdentity } from '../../github/identity.ts';
import { dashboardTitle, renderDashboard, type DashboardIssue } from './dashboard.ts';
import { anchorOf, separateOwnIssues, topicsOf } from './plan.ts';
import type { TriageDeps, TriageResult } from './triage-types.ts';
import { renderSpendMarkdown } from './spend-section.ts';

/** What the dashboard step needs: the triage's own inputs (see {@link TriageDeps}), its result and its options. */
export interface DashboardDeps extends Pick<
  TriageDeps,
  'octokit' | 'repo' | 'apiKey' | 'project' | 'findings' | 'history'
> {
  triage: TriageResult;
  /** `issue-label`: the dashboard carries it, so the next run finds it across every page. */
  label: string;
  /** `reopen-dashboard`. */
  reopen: boolean;
  /** Topics listed at most (`summary-rows`). */
  rows: number;
  /** Who the workflow writes as: a dashboard counts only when it opened it. */
  identity: WorkflowIdentity;
  now: () => Date;
  log: { info: (line: string) => void; warning: (line: string) => void };
}

/** What the step did to the dashboard. */
export interface DashboardOutcome {
  action: 'opened' | 'updated' | 'unchanged' | 'reopened' | 'left-closed';
  number: number;
  url: string;
}

/**
 * The marker line that a release before the project tag wrote first, on a dashboard it had just
 * opened and not yet signed (`sig` of zeros: it verifies for nothing).
 */
const UNSIGNED_MARKER = `<!-- mintlify-action dashboard boxes="" sig="${'0'.repeat(32)}" -->`;

/** The body with its marker line, bound to the project. */
function withMarker(deps: DashboardDeps, body: string, boxes: number[]): string {
  return `${formatDashboardMarker(boxes, deps.project)}\n${body}`;
}

/**
 * The candidates the workflow's identity opened, oldest first. People tick boxes, so an edit by
 * someone else does not disown a dashboard (what a tick may start is checked on the finding issue).
 */
async function ownIssues(deps: DashboardDeps, candidates: readonly ListedIssue[]): Promise<ListedIssue[]> {
  const verdicts = await deps.identity.check(candidates, { edits: 'allowed' });
  return candidates.filter((_, i) => verdicts[i]?.trusted === true).sort((a, b) => a.number - b.number);
}

/** The verified dashboards among `own`: marker signed for them. */
function verified(deps: DashboardDeps, own: readonly ListedIssue[]): ListedIssue[] {
  return own.filter(
    (i) =>
      verifiedDashboardBoxes(
        i.body,
        dashboardScope({ ...deps.repo, issueNumber: i.number }),
        deps.apiKey,
        deps.project,
      ) !== undefined,
  );
}

/**
 * The oldest dashboard a run opened and died before signing:
 * open, this project's title, the unsigned marker line first.
 */
function orphanOf(own: readonly ListedIssue[], title: string): ListedIssue | undefined {
  return own.find(
    (i) => i.state === 'open' && i.title === title && (i.body ?? '').split(/\r?\n/, 1)[0] === UNSIGNED_MARKER,
  );
}

/**
 * Opens or rewrites the dashboard issue (see the module comment).
 * @throws the GitHub request error when the issue cannot be written (e.g. 403 without `issues: write`).
 */
export async function writeDashboard(deps: DashboardDeps): Promise<DashboardOutcome> {
  const tracked = deps.triage.tracked ?? new Map();
  const toShown = (i: { issue: ListedIssue; marker: DashboardIssue['marker'] }): DashboardIssue => ({
    number: i.issue.number,
    state: i.issue.state,
    stateReason: i.issue.stateReason,
    marker: i.marker,
  });
  const topics = separateOwnIssues(topicsOf(deps.findings), tracked).map((topic) => {
    const anchor = tracked.get(anchorOf(topic, tracked).id);
    // At most one job per topic: when its job sits on another of its issues, that issue is shown, and no box.
    const withJob =
      anchor?.marker.state === 'none'
        ? topic.findings.map((f) => tracked.get(f.id)).find((i) => i !== undefined && i.marker.state !== 'none')
        : undefined;
    const found = withJob ?? anchor;
    return { topic, issue: found === undefined ? undefined : toShown(found) };
  });
  const { body, boxes } = renderDashboard({
    findings: deps.findings,
    history: deps.history,
    topics,
    issues: [...tracked.values()].map(toShown),
    standings: deps.triage.standings,
    triage: deps.triage,
    today: deps.now().toISOString().slice(0, 10),
    rows: deps.rows,
    spend: deps.triage.spend === undefined ? undefined : renderSpendMarkdown(deps.triage.spend),
  });
  const title = dashboardTitle(deps.project.projectId);
  const own = await ownIssues(deps, deps.triage.dashboards ?? []);
  const [current, ...others] = verified(deps, own);
  if (others.length > 0)
    deps.log.warning(
      `More than one dashboard issue verifies (#${[current, ...others].map((i) => i?.number).join(', #')}): #${current?.number ?? ''} is kept up to date, the others are left alone.`,
    );
  const orphan = current === undefined ? orphanOf(own, title) : undefined;
  if (orphan !== undefined) {
    await updateIssue(deps.octokit, deps.repo, orphan.number, {
      title,
      body: withMarker(deps, body, boxes),
    });
    deps.log.info(
      `Signed and rewrote the dashboard issue #${orphan.number}, which an earlier run opened but did not sign.`,
    );
    return { action: 'updated', number: orphan.number, url: orphan.url };
  }
  if (current === undefined) {
    const created = await createIssue(deps.octokit, deps.repo, {
      title,
      body: withMarker(deps, body, boxes),
      labels: [deps.label],
    });
    deps.log.info(`Opened the dashboard issue #${created.number}.`);
    return { action: 'opened', number: created.number, url: created.url };
  }
  if (current.state === 'closed' && !deps.reopen) {
    deps.log.info(
      `The dashboard issue #${current.number} was closed: left closed and not rewritten (reopen-dashboard: true reopens it).`,
    );
    return { action: 'left-closed', number: current.number, url: current.url };
  }
  const signed = withMarker(deps, body, boxes);
  const reopen = current.state === 'closed';
  if (!reopen && signed === current.body && title === current.title)
    return { action: 'unchanged', number: current.number, url: current.url };
  await updateIssue(deps.octokit, deps.repo, current.number, {
    title,
    body: signed,
    ...(reopen ? { state: 'open' as const, stateReason: 'reopened' as const } : {}),
  });
  deps.log.info(`${reopen ? 'Reopened and rewrote' : 'Rewrote'} the dashboard issue #${current.number}.`);
  return { action: reopen ? 'reopened' : 'updated', number: current.number, url: current.url };
}
