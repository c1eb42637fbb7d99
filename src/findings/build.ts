/**
 * Snapshot facts (+ the previous snapshot) → `findings.json`: which rows are findings (see
 * `thresholds.ts`), their evidence, score (`score.ts`) and trend, sorted by score. Pure.
 */
import { formatNumber, plural } from '../format/count.ts';
import { findingId } from './ids.ts';
import type { SnapshotFacts } from './facts.ts';
import { score, VIEWS_PER_FAILURE } from './score.ts';
import type { HistoryEntry } from './history.ts';
import { BASELINE_SNAPSHOTS, judgeTrafficDrops, type TrafficSample } from './traffic-drop.ts';
import { headlineFigures, headlineValues } from './trends.ts';
import { rankTopics } from './topics/rank.ts';
import { isSmallTalk } from './topics/words.ts';
import {
  FINDINGS_VERSION,
  type ContentGapFinding,
  type Counted,
  type Finding,
  type FindingsCompare,
  type FindingsFile,
  type FindingsRange,
  type FindingsRun,
  type FindingThresholds,
  type HeadlineMetric,
  type NegativeFeedbackFinding,
  type TrafficDropFinding,
  type UnansweredQuestionsFinding,
} from './types.ts';

/** What findings need of the previous snapshot (see `previous-snapshot.ts`). */
export interface PreviousSnapshot {
  range: FindingsRange;
  run: FindingsRun;
  artifactId: number;
  artifactName: string;
  createdAt: string | null;
  /** Total views by path; `undefined` when its views were not exported completely. */
  views: Map<string, number> | undefined;
  /** Its headline values (from its `findings.json`, else from its views totals). */
  headline: Partial<Record<HeadlineMetric, number | null>>;
  /** Its findings by id; `undefined` when it has no `findings.json`. */
  findings: Map<string, Finding> | undefined;
  /** `[human, ai]` views by path (from its `views.json`); `undefined` when not read. */
  pageTraffic?: Map<string, readonly [number, number]> | undefined;
  /** Its `history.json` snapshots, oldest first (itself last); `undefined` when it had none or it could not be read. */
  history?: HistoryEntry[] | undefined;
  /** Why its history could not be used (the notice's text); `undefined` when it was. */
  historyProblem?: string | undefined;
}

/** Everything {@link buildFindings} is made from. */
export interface FindingsInput {
  generator: string;
  projectId: string;
  range: FindingsRange;
  run: FindingsRun;
  visitorText: boolean;
  thresholds: FindingThresholds;
  facts: SnapshotFacts;
  /** The previous snapshot when one was read (then `compare.status` is `compared`). */
  previous: PreviousSnapshot | undefined;
  compare: FindingsCompare;
  /** The docs site's base URL (`docs-url`), without a trailing slash; `undefined` for none. */
  docsUrl: string | undefined;
}

/** Entries of a count map, most first (then by value), at most `limit`. */
function topCounts(map: ReadonlyMap<string, number>, limit: number): Counted[] {
  return [...map]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([value, count]) => ({ value, count }));
}

/** Evidence rows kept per list (pages, queries). */
const EVIDENCE_ROWS = 5;

function daysText(range: FindingsRange): string {
  return range.days === null ? 'in the range' : `in ${plural(range.days, 'day')}`;
}

/**
 * The live page of `path` on the docs site at `docsUrl`: the path appended to the base URL's
 * path, percent-encoded by `URL`, on the base URL's origin (a path such as `//evil.example`
 * cannot change the host). `undefined` for a path that does not start with `/`.
 */
export function livePageUrl(docsUrl: string, path: string): string | undefined {
  if (!path.startsWith('/')) return undefined;
  const base = new URL(docsUrl);
  const url = new URL(base.origin);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  return url.origin === base.origin ? url.href : undefined;
}

function pageUrl(docsUrl: string | undefined, path: string): { url?: string } {
  const url = docsUrl === undefined ? undefined : livePageUrl(docsUrl, path);
  return url === undefined ? {} : { url };
}

function seen(input: FindingsInput, id: string): Finding['seen'] {
  const before = input.previous?.findings;
  if (before === undefined) return 'unknown';
  return before.has(id) ? 'again' : 'new';
}

function previousOf<K extends Finding['kind']>(
  input: FindingsInput,
  id: string,
  kind: K,
): Extract<Finding, { kind: K }> | undefined {
  const found = input.previous?.findings?.get(id);
  return found?.kind === kind ? (found as Extract<Finding, { kind: K }>) : undefined;
}

function contentGaps(input: FindingsInput): ContentGapFinding[] {
  const { facts, thresholds, range } = input;
  const findings: ContentGapFinding[] = [];
  for (const gap of facts.searchGaps.values()) {
    if (gap.hits < thresholds.contentGapMinHits) continue;
    const id = findingId('content-gap', gap.hash);
    const withheld = !input.visitorText || gap.query === undefined;
    findings.push({
      id,
      kind: 'content-gap',
      subject: withheld ? null : (gap.query ?? null),
      withheld,
      score: score(gap.hits, range.days),
      seen: seen(input, id),
      summary: `A search query was searched ${plural(gap.hits, 'time')} ${daysText(range)}${gap.spellings > 1 ? ` (${gap.spellings} spellings)` : ''} and no result was clicked.`,
      hits: gap.hits,
      spellings: gap.spellings,
      shareOfSearches:
        facts.totalSearches !== undefined && facts.totalSearches > 0
          ? Math.min(1, gap.hits / facts.totalSearches)
          : null,
      lastSearchedAt: gap.lastSearchedAt,
      previousHits: previousOf(input, id, 'content-gap')?.hits ?? null,
    });
  }
  return findings;
}

function negativeFeedback(input: FindingsInput): NegativeFeedbackFinding[] {
  const { facts, thresholds, range } = input;
  const findings: NegativeFeedbackFinding[] = [];
  for (const row of facts.feedbackByPage) {
    const thumbs = row.thumbsUp + row.thumbsDown;
    if (row.thumbsDown < thresholds.negativeFeedbackMinDown || thumbs === 0) continue;
    if (row.thumbsDown / thumbs < thresholds.negativeFeedbackMinDownShare) continue;
    const id = findingId('negative-feedback', row.path);
    const pending = facts.pendingFeedback.get(row.path);
    const pendingComments = pending?.count ?? 0;
    findings.push({
      id,
      kind: 'negative-feedback',
      subject: row.path,
      withheld: false,
      score: score(2 * row.thumbsDown + pendingComments, range.days),
      seen: seen(input, id),
      summary: `${row.thumbsDown} of ${plural(thumbs, 'rating')} of ${row.path} were thumbs-down ${daysText(range)}${pendingComments > 0 ? `, with ${plural(pendingComments, 'pending comment')}` : ''}.`,
      ...pageUrl(input.docsUrl, row.path),
      path: row.path,
      thumbsUp: row.thumbsUp,
      thumbsDown: row.thumbsDown,
      code: row.code,
      total: row.total,
      pendingComments,
      comments: (pending?.comments ?? []).map((c) => ({ ...c })),
      previousThumbsDown: previousOf(input, id, 'negative-feedback')?.thumbsDown ?? null,
    });
  }
  return findings;
}

/** The queries that are questions: greetings, thanks and tests (`isSmallTalk`) are left out of the evidence. */
function questionsOnly(queries: ReadonlyMap<string, number>): Map<string, number> {
  return new Map([...queries].filter(([q]) => !isSmallTalk(q)));
}

function unansweredQuestions(input: FindingsInput): UnansweredQuestionsFinding[] {
  const { facts, thresholds, range } = input;
  const findings: UnansweredQuestionsFinding[] = [];
  for (const [subject, tally] of facts.categories) {
    if (tally.unanswered < thresholds.unansweredMinCount) continue;
    if (tally.unanswered / tally.conversations < thresholds.unansweredMinShare) continue;
    const id = findingId('unanswered-questions', subject);
    findings.push({
      id,
      kind: 'unanswered-questions',
      subject,
      withheld: false,
      score: score(tally.unanswered, range.days),
      seen: seen(input, id),
      summary: `${tally.unanswered} of ${plural(tally.conversations, 'assistant conversation')} ${tally.category === null ? 'without a category' : `in the category ${subject}`} went unanswered ${daysText(range)}.`,
      category: tally.category,
      unanswered: tally.unanswered,
      conversations: tally.conversations,
      pages: topCounts(tally.pages, EVIDENCE_ROWS),
      ...(input.visitorText ? { queries: topCounts(questionsOnly(tally.queries), EVIDENCE_ROWS) } : {}),
      previousUnanswered: previousOf(input, id, 'unanswered-questions')?.unanswered ?? null,
    });
  }
  return findings;
}

/** The baseline snapshots of the traffic drops: history entries with pages, else the previous snapshot's views. */
function trafficSamples(previous: PreviousSnapshot): TrafficSample[] {
  const fromHistory = (previous.history ?? [])
    .filter((e) => e.pages !== undefined)
    .slice(-BASELINE_SNAPSHOTS)
    .map((e): TrafficSample => ({
      days: e.days,
      site:
        e.headline['views-human'] != null && e.headline['views-ai'] != null
          ? [e.headline['views-human'], e.headline['views-ai']]
          : undefined,
      pages: new Map(Object.entries(e.pages ?? {})),
    }));
  if (fromHistory.length > 0) return fromHistory;
  if (previous.views === undefined) return [];
  const h = previous.headline;
  return [
    {
      days: previous.range.days,
      site: h['views-human'] != null && h['views-ai'] != null ? [h['views-human'], h['views-ai']] : undefined,
      pages: previous.pageTraffic ?? new Map([...previous.views].map(([path, total]) => [path, [total, 0] as const])),
    },
  ];
}

/** Earlier snapshots a traffic drop's baseline needs: fewer, and one unusual week would be the bar. */
const MIN_BASELINE_SNAPSHOTS = 3;

/** The earlier snapshots the traffic-drop baseline would use (see {@link trafficSamples}). */
function baselineSamples(input: FindingsInput): TrafficSample[] {
  return input.previous === undefined ? [] : trafficSamples(input.previous);
}

function trafficDrops(input: FindingsInput, samples: readonly TrafficSample[]): TrafficDropFinding[] {
  const { facts, thresholds, range } = input;
  if (samples.length < MIN_BASELINE_SNAPSHOTS || !facts.complete.has('views')) return [];
  const site = facts.viewTotals === undefined ? undefined : ([facts.viewTotals.human, facts.viewTotals.ai] as const);
  const drops = judgeTrafficDrops({ days: range.days, site, pages: facts.pageTraffic }, samples, thresholds);
  return drops.map((drop): TrafficDropFinding => {
    const id = findingId('traffic-drop', drop.path);
    const fall = Math.round(-drop.relativeChange * 100);
    const who = drop.readers === 'human' ? 'Human readers' : 'Human and AI readers';
    const site =
      drop.siteChange !== null && drop.siteChange < 0
        ? ` while the site's human views fell ${Math.round(-drop.siteChange * 100)}%`
        : '';
    return {
      id,
      kind: 'traffic-drop',
      subject: drop.path,
      withheld: false,
      score: score((drop.expectedHumanViews - drop.humanViews) / VIEWS_PER_FAILURE, range.days),
      seen: seen(input, id),
      summary: `${who} of ${drop.path} fell ${fall}% against the site${site}: ${formatNumber(drop.humanViews)} human views ${daysText(range)} against a usual ${formatNumber(drop.baselineHumanViews)}.`,
      ...pageUrl(input.docsUrl, drop.path),
      path: drop.path,
      views: drop.views,
      previousViews: drop.baselineViews,
      change: drop.change,
      readers: drop.readers,
      relativeChange: drop.relativeChange,
      siteChange: drop.siteChange,
      humanViews: drop.humanViews,
      previousHumanViews: drop.baselineHumanViews,
      baselineSnapshots: drop.baselineSnapshots,
    };
  });
}

/** Ranking: score descending, then id. */
function compareFindings(a: Finding, b: Finding): number {
  return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The content of `findings.json` for one snapshot (see `types.ts`), with its findings grouped
 * into ranked topics (`topics/`). `traffic-drop` needs {@link MIN_BASELINE_SNAPSHOTS} earlier
 * snapshots with page views and complete views in this one; a dataset not exported completely is listed in
 * `incomplete` (its findings are made from the rows received, except traffic drops).
 */
export function buildFindings(input: FindingsInput): FindingsFile {
  const samples = baselineSamples(input);
  const findings: Finding[] = [
    ...contentGaps(input),
    ...negativeFeedback(input),
    ...unansweredQuestions(input),
    ...trafficDrops(input, samples),
  ];
  findings.sort(compareFindings);
  const incomplete = [...input.facts.exported].filter((d) => !input.facts.complete.has(d)).sort();
  return {
    generator: input.generator,
    version: FINDINGS_VERSION,
    projectId: input.projectId,
    range: input.range,
    run: input.run,
    visitorText: input.visitorText ? 'included' : 'excluded',
    compare: input.compare,
    thresholds: { ...input.thresholds },
    headline: headlineFigures(
      headlineValues(input.facts),
      input.range.days,
      input.previous?.headline,
      input.previous?.range.days ?? null,
    ),
    incomplete,
    findings,
    topics: rankTopics(findings),
    trafficBaseline: { snapshots: samples.length, needed: MIN_BASELINE_SNAPSHOTS },
  };
}
