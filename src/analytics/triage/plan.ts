/**
 * What a snapshot does to the finding issues: for each finding (top score first), open an
 * issue, update its issue in place, reopen it, or leave it closed; and which findings are
 * handed to an agent job. Pure: the issues come in already verified (see `findings/marker.ts`).
 *
 * Rules (issue "Triage loop"):
 * - one issue per finding id, ever: a finding with an issue never gets another;
 * - at most `maxIssues` issues are opened per run (findings after that wait for a later run);
 * - an open issue is updated in place; a watcher gets a comment only when it got worse
 *   ({@link gotWorse}), or when a job started or finished;
 * - an issue closed as not planned (or as a duplicate) is never reopened and its finding gets no
 *   new issue; one closed as completed whose finding is back is reopened, with a comment.
 */
import type { FindingMarker } from '../../findings/marker.ts';
import type { Finding } from '../../findings/types.ts';
import type { ListedIssue } from '../../github/issues.ts';
import { findingLevel, gotWorse } from './render-issue.ts';

/** One of the action's finding issues, with its verified marker. */
export interface FindingIssue {
  issue: ListedIssue;
  marker: FindingMarker;
}

/** What happens to one finding. */
export type IssueStep =
  | { kind: 'open'; finding: Finding }
  | { kind: 'update'; finding: Finding; current: FindingIssue; worse: boolean }
  | { kind: 'reopen'; finding: Finding; current: FindingIssue }
  | { kind: 'leave-closed'; finding: Finding; current: FindingIssue }
  | { kind: 'over-limit'; finding: Finding };

/**
 * The issue that speaks for a finding when several verified ones do (a second one can only come
 * from a run that died between opening and signing): an open one first, else the newest.
 */
export function issueForFinding(issues: readonly FindingIssue[]): FindingIssue | undefined {
  const sorted = [...issues].sort((a, b) => b.issue.number - a.issue.number);
  return sorted.find((i) => i.issue.state === 'open') ?? sorted[0];
}

/** The steps for `findings` (any order; planned top score first), given the action's issues by finding id. */
export function planIssues(
  findings: readonly Finding[],
  issues: ReadonlyMap<string, FindingIssue>,
  maxIssues: number,
): IssueStep[] {
  const steps: IssueStep[] = [];
  let opened = 0;
  const ranked = [...findings].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  for (const finding of ranked) {
    const current = issues.get(finding.id);
    if (current === undefined) {
      if (opened < maxIssues) {
        opened += 1;
        steps.push({ kind: 'open', finding });
      } else {
        steps.push({ kind: 'over-limit', finding });
      }
    } else if (current.issue.state === 'open') {
      steps.push({ kind: 'update', finding, current, worse: gotWorse(current.marker.level, findingLevel(finding)) });
    } else if (current.issue.stateReason === 'completed' || current.issue.stateReason === null) {
      steps.push({ kind: 'reopen', finding, current });
    } else {
      steps.push({ kind: 'leave-closed', finding, current });
    }
  }
  return steps;
}

/**
 * The findings to hand to an agent job: top score first, up to `limit`, among those whose issue
 * is open and records no job (`state: none`). A `pending` marker (an earlier run may have
 * started one) never gets a second job, nor does a finding in `withJob` (a job recorded on
 * another of its issues).
 */
export function pickAgentFindings(
  findings: readonly Finding[],
  issues: ReadonlyMap<string, FindingIssue>,
  limit: number,
  withJob: ReadonlySet<string> = new Set(),
): Finding[] {
  const ranked = [...findings].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return ranked
    .filter((f) => {
      const current = issues.get(f.id);
      return (
        current !== undefined && current.issue.state === 'open' && current.marker.state === 'none' && !withJob.has(f.id)
      );
    })
    .slice(0, limit);
}
