/**
 * Where each open finding issue stands after a snapshot, in one of a few plain states a docs lead understands, with
 * why, when it was last seen and how long it has been open. The dashboard lists every open finding issue with it, and
 * each issue's own body carries the same line in its state section, rewritten in place by every snapshot. Pure. The
 * states and their rules: docs/triage.md, "Where each issue stands".
 *
 * Untrusted text: a subject is a page path or category in a code span, a search never by its query; figures are
 * numbers in the action's words (`findings/figures.ts`, `findings/measure.ts`); a PR link only when http(s).
 */
import { formatCount, plural } from '../../format/count.ts';
import { inlineCode, safeHttpUrl } from '../../format/escape.ts';
import type { HistoryEntry } from '../../findings/history.ts';
import type { FindingMarker } from '../../findings/marker.ts';
import { describeFigures, type FindingFigures } from '../../findings/measure.ts';
import type { FindingKind, FindingsFile, TopicFindings } from '../../findings/types.ts';
import { FINAL_STATUSES } from '../../mintlify/schemas.ts';
import { quietDatasets, quietText } from '../quiet-week.ts';
import { anchorOf, type FindingIssue } from './plan.ts';
import { VERIFYING_SNAPSHOTS, type FixStanding } from './verify-fix.ts';
import { KIND_WORDS, STANDING_STATES, topicFigures, type Standing } from './state-section.ts';

/** What {@link standings} needs. */
export interface StandingInput {
  /** The action's finding issues by the finding id of their marker, as they stand after the snapshot's writes. */
  issues: ReadonlyMap<string, FindingIssue>;
  /** This snapshot's topics in rank order. */
  topics: readonly TopicFindings[];
  findings: Pick<FindingsFile, 'thresholds' | 'incomplete'>;
  /** `history.json`'s snapshots, oldest first, this one last; `undefined` for none. */
  history: readonly HistoryEntry[] | undefined;
  /** The figures of a finding's subject in this snapshot, finding or not; `undefined` when its kind was not measured. */
  figures: ((findingId: string) => FindingFigures | undefined) | undefined;
  /** Where each followed pull request stands, by finding id (`verify-fix.ts`). */
  fixes: ReadonlyMap<string, FixStanding>;
  /** The snapshot's day (UTC `YYYY-MM-DD`). */
  today: string;
}

/** The dataset each kind is found in. */
const KIND_DATASETS: Record<FindingKind, string> = {
  'content-gap': 'searches',
  'negative-feedback': 'feedback-by-page',
  'unanswered-questions': 'assistant',
  'traffic-drop': 'views',
};

function kindOf(findingId: string): FindingKind | undefined {
  const kind = findingId.slice(0, findingId.indexOf(':'));
  return Object.hasOwn(KIND_WORDS, kind) ? (kind as FindingKind) : undefined;
}

/** A finding's subject in a few safe words from its id: the page or category in a code span; a search never by its query. */
export function subjectOfId(findingId: string): string {
  const key = findingId.slice(findingId.indexOf(':') + 1);
  switch (kindOf(findingId)) {
    case 'negative-feedback':
    case 'traffic-drop':
      return inlineCode(key);
    case 'content-gap':
      return 'a search';
    case 'unanswered-questions':
      return key === '(uncategorised)' ? 'uncategorised questions' : `questions on ${inlineCode(key)}`;
    default:
      return 'a finding';
  }
}

/** The agent job a marker records, e.g. `` `job_1` (active) — https://github.com/acme/docs/pull/7 ``. */
export function jobText(marker: FindingMarker): string {
  const pr = marker.prLink === undefined ? undefined : safeHttpUrl(marker.prLink);
  const job = marker.jobId === undefined ? 'a job' : inlineCode(marker.jobId);
  return `${job}${marker.jobStatus === undefined ? '' : ` (${marker.jobStatus})`}${pr === undefined ? '' : ` — ${pr}`}`;
}

/** Whether the marker records an agent job still working (or perhaps started: `pending`). */
export function working(marker: FindingMarker): boolean {
  return (
    marker.state === 'pending' || (marker.state === 'started' && !FINAL_STATUSES.some((s) => s === marker.jobStatus))
  );
}

/** The newest snapshot day before this one in which the finding `id` was found; `undefined` when none kept it. */
function lastSeenIn(history: readonly HistoryEntry[], id: string): string | undefined {
  for (const e of [...history.slice(0, -1)].reverse())
    if (e.findings.some((f) => f.id === id)) return e.generatedAt.slice(0, 10);
  return undefined;
}

/**
 * A traffic drop's level before the drop, per the current range's length: the `usual` human views of the first
 * snapshot since the issue was filed that found it (the baseline before it caught up with the fall).
 */
function levelBefore(
  history: readonly HistoryEntry[],
  id: string,
  since: string,
  days: number | null,
): number | undefined {
  for (const e of history) {
    if (e.generatedAt.slice(0, 10) < since) continue;
    const usual = e.findings.find((f) => f.id === id)?.figures?.usual;
    if (usual === undefined) continue;
    return days === null || e.days === null ? usual : (usual / e.days) * days;
  }
  return undefined;
}

/** The fix part of a detail: a merged PR that has not helped yet. */
function fixNote(fix: FixStanding | undefined): string {
  return fix?.stage === 'not-helped'
    ? `; agent PR #${fix.pr}, merged on ${(fix.mergedAt ?? '').slice(0, 10)}, has not helped yet`
    : '';
}

/** An ended job without a followed fix, for the detail: `; agent job `j` ended (failed)`. */
function jobNote(marker: FindingMarker, fix: FixStanding | undefined): string {
  if (marker.state !== 'started' || working(marker) || fix !== undefined) return '';
  return `; agent job ${jobText(marker)} ended`;
}

/** The standing of one open issue (see {@link STANDING_STATES}). */
function standingOf(
  input: StandingInput,
  id: string,
  { issue, marker }: FindingIssue,
  seen: TopicFindings | undefined,
): Standing {
  const history = input.history ?? [];
  const current = history.at(-1);
  const kind = kindOf(id);
  const fix = input.fixes.get(id);
  const base = { number: issue.number, findingId: id, since: marker.since };
  const lastSeen = seen !== undefined ? input.today : (lastSeenIn(history, id) ?? marker.since);
  const quiet = quietDatasets(history).find((q) => q.kind === kind);
  if (fix?.stage === 'merged') {
    const more = VERIFYING_SNAPSHOTS - fix.checked;
    const quietNote =
      quiet === undefined ? '' : `; this week is quiet for its dataset (${quietText(quiet)}) and does not count`;
    return {
      ...base,
      lastSeen,
      state: 'verifying',
      detail: `agent PR #${fix.pr}, merged on ${(fix.mergedAt ?? '').slice(0, 10)}: ${formatCount(fix.checked)} of ${VERIFYING_SNAPSHOTS} full snapshots after the merge checked, ${formatCount(more)} more needed${quietNote}`,
    };
  }
  if (working(marker) || fix?.stage === 'pr-open') {
    const what =
      fix?.stage === 'pr-open'
        ? `agent PR #${fix.pr} is open: once it is merged, the next full snapshots verify it`
        : marker.state === 'pending'
          ? 'an agent job may have started (pending)'
          : `agent job ${jobText(marker)} is working on it`;
    return {
      ...base,
      lastSeen,
      state: 'agent',
      detail: `${what}${seen === undefined ? '' : `; this week: ${topicFigures(seen.findings)}`}`,
    };
  }
  const notes = `${fixNote(fix)}${jobNote(marker, fix)}`;
  if (seen !== undefined) return { ...base, lastSeen, state: 'seen', detail: `${topicFigures(seen.findings)}${notes}` };
  const measured = kind !== undefined && (current?.measured?.includes(kind) ?? input.figures?.(id) !== undefined);
  const figures = measured ? input.figures?.(id) : undefined;
  if (kind === undefined || !measured || figures === undefined)
    return {
      ...base,
      lastSeen,
      state: 'not-seen',
      detail: `not measurable this week: its dataset (\`${kind === undefined ? 'unknown' : KIND_DATASETS[kind]}\`) was not exported completely${notes}`,
    };
  if (kind === 'traffic-drop') {
    const before = levelBefore(history, id, marker.since, current?.days ?? null);
    const now = figures.human;
    if (before !== undefined && before > 0 && now !== undefined) {
      const fall = Math.round((1 - now / before) * 100);
      const levels = `${plural(now, 'human view')} this week against ${formatCount(Math.round(before))} before the drop`;
      if (now < before * (1 - input.findings.thresholds.trafficDropMinFall))
        return {
          ...base,
          lastSeen,
          state: 'not-recovered',
          detail: `${levels} (−${fall}%)${quiet === undefined ? '' : '; a quiet week'}${notes}`,
        };
      return { ...base, lastSeen, state: 'not-seen', detail: `readers came back: ${levels}${notes}` };
    }
  }
  const described = describeFigures(id, figures);
  const why =
    quiet !== undefined
      ? `a quiet week for its dataset (${quietText(quiet)})`
      : `below the thresholds${described === undefined ? '' : ` (${described})`}`;
  return { ...base, lastSeen, state: 'not-seen', detail: `${why}${notes}` };
}

/** Where every open finding issue stands (see the module comment), in the order of {@link STANDING_STATES}, then by number. */
export function standings(input: StandingInput): Standing[] {
  const seenBy = new Map<string, TopicFindings>();
  for (const topic of input.topics) seenBy.set(anchorOf(topic, input.issues).id, topic);
  const list: Standing[] = [];
  for (const [id, tracked] of input.issues) {
    if (tracked.issue.state !== 'open') continue;
    list.push(standingOf(input, id, tracked, seenBy.get(id)));
  }
  const order = (s: Standing): number => STANDING_STATES.indexOf(s.state);
  return list.sort((a, b) => order(a) - order(b) || a.number - b.number);
}
