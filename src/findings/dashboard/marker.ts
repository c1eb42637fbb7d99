/**
 * The dashboard issue's marker and its "hand to the agent" boxes: `mode: analytics` writes them,
 * `mode: follow-up` reads them when someone ticks a box (`issues: edited`). Pure.
 *
 * Format: the first line of the body is
 * `<!-- mintlify-action dashboard boxes="<n>,<n>,…" project="<tag>" -->`, where `boxes` lists the
 * finding issues (by number, in order) that have a box and `<tag>` binds the dashboard to the
 * Mintlify project (`signing/signer.ts` `projectTag`); each box is a task-list line
 * `- [ ] … <!-- mintlify-action hand issue="<n>" -->`. People edit the body (they tick boxes), so
 * the dashboard counts when the workflow's identity opened it (the reader's check); a ticked box
 * hands over only a finding issue whose own record counts (`follow-up/dashboard/tick.ts`).
 * Dashboards of the earlier format carry `sig="<mac>"` (HKDF info `mintlify-action dashboard
 * marker v1` over `["v1", api-url, project-id, "owner/repo#number", [boxes]]`) instead of
 * `project`: they count while the API key that signed them is configured. docs/security.md,
 * "Trust model".
 */
import { markerBinding, projectTag, signerFor, type SigningProject } from '../../signing/signer.ts';

const PREFIX = '<!-- mintlify-action dashboard ';
/** Anchored at the start of the body: a marker quoted further down is not the issue's. */
const MARKER_PATTERN =
  /^<!-- mintlify-action dashboard boxes="((?:\d{1,10}(?:,\d{1,10})*)?)" (project|sig)="([0-9a-f]{32})" -->(?:\r?\n|$)/;
/** A box line: a task-list item that ends with the hand marker. */
const BOX_PATTERN = /^\s*[-*] \[([ xX])\] .*<!-- mintlify-action hand issue="(\d{1,10})" -->\s*$/;

/** True when `body` starts like a dashboard (whether or not its marker verifies). */
export function looksLikeDashboard(body: string | null | undefined): boolean {
  return (body ?? '').startsWith(PREFIX);
}

/** The hidden end of a box line for the finding issue `issueNumber`. */
export function handMarker(issueNumber: number): string {
  return `<!-- mintlify-action hand issue="${issueNumber}" -->`;
}

/** The scope a dashboard marker of the earlier format was signed for: the issue, as `owner/repo#number`. */
export function dashboardScope(issue: { owner: string; repo: string; issueNumber: number }): string {
  return `${issue.owner}/${issue.repo}#${issue.issueNumber}`;
}

function macInput(boxes: readonly number[], scope: string, project: SigningProject): string {
  return JSON.stringify(['v1', ...markerBinding(project, scope), [...boxes]]);
}

/** The marker line for a dashboard of `project` whose boxes are for `boxes` (issue numbers, in order). */
export function formatDashboardMarker(boxes: readonly number[], project: SigningProject): string {
  return `${PREFIX}boxes="${boxes.join(',')}" project="${projectTag(project.projectId)}" -->`;
}

/**
 * The issue numbers the dashboard's marker lists, when the marker is bound to `project` (or, of
 * the earlier format, its MAC verifies for `scope` with `apiKey`); `undefined` for no marker, a
 * malformed one, another project's, or an old one signed with another key or copied.
 */
export function verifiedDashboardBoxes(
  body: string | null | undefined,
  scope: string,
  apiKey: string,
  project: SigningProject,
): number[] | undefined {
  const match = MARKER_PATTERN.exec(body ?? '');
  if (!match) return undefined;
  const boxes = (match[1] ?? '') === '' ? [] : (match[1] ?? '').split(',').map(Number);
  const ok =
    match[2] === 'project'
      ? match[3] === projectTag(project.projectId)
      : signerFor(apiKey, 'dashboardMarker').verifyShortMac(macInput(boxes, scope, project), match[3]);
  return ok ? boxes : undefined;
}

/** The boxes of a body: finding issue number → ticked. A box repeated counts as ticked when any copy is. */
export function readBoxes(body: string | null | undefined): Map<number, boolean> {
  const boxes = new Map<number, boolean>();
  for (const line of (body ?? '').split(/\r?\n/)) {
    const m = BOX_PATTERN.exec(line);
    if (!m) continue;
    const n = Number(m[2]);
    boxes.set(n, (boxes.get(n) ?? false) || m[1] !== ' ');
  }
  return boxes;
}

/**
 * The finding issues whose box went from unticked (`before`, the edit's `changes.body.from`) to
 * ticked (`after`), among `allowed` (the verified marker's boxes), in the dashboard's order.
 */
export function newlyTicked(before: string, after: string, allowed: readonly number[]): number[] {
  const was = readBoxes(before);
  const now = readBoxes(after);
  return allowed.filter((n) => now.get(n) === true && was.get(n) === false);
}
