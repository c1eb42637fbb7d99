/**
 * The dashboard issue's marker and its "hand to the agent" boxes: `mode: analytics` writes them,
 * `mode: follow-up` reads them when someone ticks a box (`issues: edited`). Pure.
 *
 * Format: the first line of the body is
 * `<!-- mintlify-action dashboard boxes="<n>,<n>,…" sig="<mac>" -->`, where `boxes` lists the
 * finding issues (by number, in order) that have a box; each box is a task-list line
 * `- [ ] … <!-- mintlify-action hand issue="<n>" -->`. The MAC (HKDF info `mintlify-action
 * dashboard marker v1`) covers `["v1", api-url, project-id, "owner/repo#number", [boxes]]`: a
 * dashboard copied to another issue, written by another project's workflow or given a box for an
 * issue the snapshot did not list does not verify (docs/architecture.md, "Signing").
 */
import { markerBinding, signerFor, type SigningProject } from '../../signing/signer.ts';

const PREFIX = '<!-- mintlify-action dashboard ';
/** Anchored at the start of the body: a marker quoted further down is not the issue's. */
const MARKER_PATTERN =
  /^<!-- mintlify-action dashboard boxes="((?:\d{1,10}(?:,\d{1,10})*)?)" sig="([0-9a-f]{32})" -->(?:\r?\n|$)/;
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

/** The scope a dashboard marker is signed for: the issue, as `owner/repo#number`. */
export function dashboardScope(issue: { owner: string; repo: string; issueNumber: number }): string {
  return `${issue.owner}/${issue.repo}#${issue.issueNumber}`;
}

function macInput(boxes: readonly number[], scope: string, project: SigningProject): string {
  return JSON.stringify(['v1', ...markerBinding(project, scope), [...boxes]]);
}

/** The marker line for a dashboard at `scope` whose boxes are for `boxes` (issue numbers, in order). */
export function formatDashboardMarker(
  boxes: readonly number[],
  scope: string,
  apiKey: string,
  project: SigningProject,
): string {
  const sig = signerFor(apiKey, 'dashboardMarker').shortMac(macInput(boxes, scope, project));
  return `${PREFIX}boxes="${boxes.join(',')}" sig="${sig}" -->`;
}

/**
 * The issue numbers the dashboard's marker lists, when the marker verifies for `scope` and
 * `project`; `undefined` for no marker, a malformed one or a forged or copied one.
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
  const ok = signerFor(apiKey, 'dashboardMarker').verifyShortMac(macInput(boxes, scope, project), match[2]);
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
