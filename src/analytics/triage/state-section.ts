/**
 * The words of where a finding issue stands (`standing.ts` decides it): the five states, the one line the dashboard
 * and the issue both show, and the issue body's state section, rewritten in place by every snapshot and never read
 * back for any decision. Pure, and below `render-issue.ts`, which writes the section of an issue found this week.
 */
import { formatCount, plural } from '../../format/count.ts';
import { keyFigure } from '../../findings/figures.ts';
import type { FindingMarker } from '../../findings/marker.ts';
import type { Finding, FindingKind } from '../../findings/types.ts';

/**
 * The states, in the order the dashboard lists them:
 * - `seen`: a finding of its topic crossed the thresholds in this snapshot (with this week's figures);
 * - `not-recovered`: a traffic drop no longer found because its baseline caught up with the fall, while the page's
 *   readers stay far below the level before the drop;
 * - `agent`: an agent job is working on it, or its pull request is open;
 * - `verifying`: its agent PR was merged, and the full snapshots after the merge are being checked;
 * - `not-seen`: not found this week, and why (below the thresholds, its dataset incomplete, a quiet week).
 */
export const STANDING_STATES = ['seen', 'not-recovered', 'agent', 'verifying', 'not-seen'] as const;

/** One of {@link STANDING_STATES}. */
export type StandingState = (typeof STANDING_STATES)[number];

/** Each state's words, the same on the dashboard and in the issue. */
export const STATE_WORDS: Record<StandingState, string> = {
  seen: 'Seen this week',
  'not-recovered': 'Not recovered',
  agent: 'With the agent',
  verifying: 'Fix being verified',
  'not-seen': 'Not seen this week',
};

/** Where one open finding issue stands. */
export interface Standing {
  number: number;
  findingId: string;
  state: StandingState;
  /** Why, with this week's figures where the snapshot measured them (the action's words and numbers). */
  detail: string;
  /** The newest snapshot day it was found in (UTC `YYYY-MM-DD`); the day it was filed when the history has none. */
  lastSeen: string;
  /** The day it was first filed (the marker's `since`). */
  since: string;
}

/** A finding kind's name on the dashboard. */
export const KIND_WORDS: Record<FindingKind, string> = {
  'content-gap': 'search',
  'negative-feedback': 'thumbs-down',
  'unanswered-questions': 'unanswered',
  'traffic-drop': 'traffic drop',
};

/** A topic's figures, e.g. `search: 14 searches with no click; thumbs-down: 5 thumbs-down against 1 thumbs-up`. */
export function topicFigures(findings: readonly Finding[]): string {
  return findings.map((f) => `${KIND_WORDS[f.kind]}: ${keyFigure(f)}`).join('; ');
}

function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}

/** How long an issue has been open, e.g. `filed today`, `open for 5 days`, `open for 3 weeks`. */
export function openForText(since: string, today: string): string {
  const days = daysBetween(since, today);
  if (!Number.isFinite(days) || days === 0) return 'filed today';
  return `open for ${days < 14 ? plural(days, 'day') : plural(Math.floor(days / 7), 'week')}`;
}

/** The standing in one line, the same on the dashboard and in the issue body. */
export function standingLine(s: Pick<Standing, 'state' | 'detail' | 'lastSeen' | 'since'>, today: string): string {
  return `**${STATE_WORDS[s.state]}** — ${s.detail}. Last seen ${s.lastSeen}; ${openForText(s.since, today)} (since ${s.since}).`;
}

/** The standing of an issue whose topic is found in this snapshot, before the agent and fix phases (`render-issue.ts`). */
export function seenStanding(members: readonly Finding[], marker: FindingMarker, today: string): Standing {
  return {
    number: 0,
    findingId: marker.findingId,
    state: 'seen',
    detail: topicFigures(members),
    lastSeen: today,
    since: marker.since,
  };
}

/** The open issues by state in one line, e.g. `Open finding issues: 2 seen this week, 1 not recovered.` */
export function standingsLine(list: readonly Standing[]): string {
  if (list.length === 0) return 'Open finding issues: none.';
  const counts = STANDING_STATES.flatMap((state) => {
    const n = list.filter((s) => s.state === state).length;
    return n === 0 ? [] : [`${formatCount(n)} ${STATE_WORDS[state].toLowerCase()}`];
  });
  return `Open finding issues: ${formatCount(list.length)} (${counts.join(', ')}); the dashboard lists each with where it stands.`;
}

const BLOCK_START = '<!-- mintlify-action state -->';
const BLOCK_END = '<!-- /mintlify-action state -->';
/** The state section: the first one that starts a line (it sits right under the headline, above any visitor text). */
const BLOCK_AT = /(?:^|\n)<!-- mintlify-action state -->\n[^\n]*\n<!-- \/mintlify-action state -->/;

/** The state section: the standing line under a heading of the snapshot's day. */
export function stateBlock(line: string, today: string): string {
  return `${BLOCK_START}\n**Where it stands** (snapshot of ${today}): ${line.replace(/\r?\n/g, ' ')}\n${BLOCK_END}`;
}

/** The standing line of the state section of `body`; `undefined` when it has none. */
export function readStateLine(body: string): string | undefined {
  const match = BLOCK_AT.exec(body);
  return match?.[0]
    .split('\n')
    .at(-2)
    ?.replace(/^\*\*Where it stands\*\* \(snapshot of [\d-]+\): /, '');
}

/**
 * `body` with its state section replaced by `block`; a body without one (filed by an older version) gets it under
 * its headline (the line after the marker).
 */
export function withStateBlock(body: string, block: string): string {
  const match = BLOCK_AT.exec(body);
  if (match !== null) {
    const lead = match[0].startsWith('\n') ? '\n' : '';
    return `${body.slice(0, match.index)}${lead}${block}${body.slice(match.index + match[0].length)}`;
  }
  const lines = body.split('\n');
  if (lines.length < 2) return `${body}\n\n${block}`;
  return [...lines.slice(0, 2), '', block, ...lines.slice(2)].join('\n');
}
