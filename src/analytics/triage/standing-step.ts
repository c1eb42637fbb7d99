/**
 * The triage's last phase: every open finding issue's state section (`standing.ts`) rewritten in place, so that the
 * issue says what the dashboard says. An edit of the body (no comment, no notification), made only when the section
 * changed, on the body read again right before (a follow-up run may have recorded a job meanwhile: its marker is kept
 * as it is now; only the section is replaced).
 */
import { updateIssue, type RepoRef } from '../../github/issues.ts';
import type { Octokit } from '../../github/octokit.ts';
import type { FindingIssue } from './plan.ts';
import { standingLine, stateBlock, withStateBlock, type Standing } from './state-section.ts';

/** What the phase needs. */
export interface StandingWriteDeps {
  octokit: Octokit;
  repo: RepoRef;
  /** The issue as it stands now with its verified marker (`GET`); `undefined` when it no longer carries one. */
  reread: (issueNumber: number) => Promise<FindingIssue | undefined>;
  /** The snapshot's day (UTC `YYYY-MM-DD`). */
  today: string;
  log: { info: (line: string) => void; warning: (line: string) => void };
}

/**
 * Writes the state section of each issue of `list` whose section differs; `issues` (by finding id) is updated with
 * what was written.
 * @returns the number of issues edited.
 * @throws the GitHub request error when an issue cannot be read or written (e.g. 403 without `issues: write`).
 */
export async function writeStandings(
  deps: StandingWriteDeps,
  issues: Map<string, FindingIssue>,
  list: readonly Standing[],
): Promise<number> {
  let edited = 0;
  for (const standing of list) {
    const tracked = issues.get(standing.findingId);
    if (tracked === undefined) continue;
    const block = stateBlock(standingLine(standing, deps.today), deps.today);
    if (withStateBlock(tracked.issue.body, block) === tracked.issue.body) continue;
    const fresh = await deps.reread(standing.number);
    if (fresh === undefined || fresh.marker.findingId !== standing.findingId) {
      deps.log.warning(
        `Issue #${standing.number} no longer carries this action's marker for ${standing.findingId}: its state section is left alone.`,
      );
      continue;
    }
    const body = withStateBlock(fresh.issue.body, block);
    if (body === fresh.issue.body) continue;
    const saved = await updateIssue(deps.octokit, deps.repo, standing.number, { body });
    issues.set(standing.findingId, { issue: saved, marker: fresh.marker });
    edited += 1;
  }
  if (edited > 0) deps.log.info(`State sections rewritten: ${edited} open finding issues.`);
  return edited;
}
