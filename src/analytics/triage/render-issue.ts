/**
 * The finding issue as a docs engineer would write it: a title that says what readers did and
 * where, a body with the numbers, the trend and since when, the evidence, the agent job, and a
 * link to the snapshot run; the comments a watcher gets (it got worse, it came back, a job
 * started or finished). Pure.
 *
 * Privacy: issues in a public repository are public. Visitor-written text (search queries,
 * feedback comments, assistant questions) goes into a title, body or comment only when
 * `visitorText` allows it (the snapshot's privacy rules: never under `visitor-text: auto` in a
 * public repository); feedback `contact` never does (findings never hold it). Every string
 * from the API or a visitor is shown inert: in code spans or escaped, mentions neutralised; a
 * subject that cannot be a page path (`findings/subject.ts`) is not put in a title.
 */
import { recordedRangeText } from '../../export/date-range.ts';
import { formatCount, plural } from '../../format/count.ts';
import {
  escapeUntrustedInline,
  inlineCode,
  neutralizeMentions,
  safeHttpUrl,
  stripInvisible,
} from '../../format/escape.ts';
import { renderJobSection } from '../../agent-job/job-section.ts';
import { FINDING_COMMENT_SIGNATURE, formatFindingMarker, type FindingMarker } from '../../findings/marker.ts';
import { findingLevel as levelOf, type HistoryEntry } from '../../findings/history.ts';
import { shownSubject, subjectRefusal } from '../../findings/subject.ts';
import { keyFigure, trafficFigures, trafficViews } from '../../findings/figures.ts';
import type { Finding, FindingsFile } from '../../findings/types.ts';
import type { TopicFindings } from '../../findings/types.ts';
import type { AgentJob } from '../../mintlify/schemas.ts';
import { seenStanding, standingLine, stateBlock } from './state-section.ts';

/** What the rendering needs besides the finding. */
export interface IssueContext {
  /** Visitor-written text may be shown (the snapshot's privacy rules). */
  visitorText: boolean;
  /**
   * The trigger phrase of the follow-up workflow, e.g. `/mintlify` (shown in the how-to, neutralised in echoed text).
   */
  triggerPhrase: string;
  /** The snapshot: its range and run (from `findings.json`). */
  snapshot: Pick<FindingsFile, 'range' | 'run' | 'compare'>;
  /** The snapshot's day (UTC `YYYY-MM-DD`): "last seen". */
  today: string;
  /** `history.json`'s snapshots, oldest first, this one last: each finding's level over time; `undefined` for none. */
  history?: readonly HistoryEntry[] | undefined;
  /**
   * The snapshot's topics by each of their findings' ids (`plan.ts`,
   * `topicsOf`); a finding not in it is a topic of its own.
   */
  topics?: ReadonlyMap<string, TopicFindings> | undefined;
}

/** Each topic by the id of each of its findings. */
export function topicIndex(topics: readonly TopicFindings[]): Map<string, TopicFindings> {
  return new Map(topics.flatMap((t) => t.findings.map((f) => [f.id, t] as const)));
}

/** The findings of `finding`'s topic, lead first (the finding alone when it has no topic). */
function topicFindings(finding: Finding, context: IssueContext): Finding[] {
  return context.topics?.get(finding.id)?.findings ?? [finding];
}

/** What a related finding's section is called in a topic's issue. */
const RELATED_TITLES: Record<Finding['kind'], string> = {
  'content-gap': 'a search with no click',
  'negative-feedback': 'thumbs-down on the page',
  'unanswered-questions': 'questions the assistant could not answer',
  'traffic-drop': 'the page lost readers',
};

/** Longest issue title written, in characters (GitHub allows 256). */
const MAX_TITLE_CHARS = 200;

/**
 * The finding's own measure of how bad it is, for {@link FindingMarker.level}: hits, thumbs-down, unanswered
 * conversations, or the percentage of readers lost (see `findings/history.ts`).
 */
export const findingLevel: (finding: Finding) => number = levelOf;

/** The unit of {@link findingLevel}, e.g. `12 searches without a click`. */
function levelText(finding: Finding, level: number): string {
  switch (finding.kind) {
    case 'content-gap':
      return `${plural(level, 'search', 'searches')} without a click`;
    case 'negative-feedback':
      return `${formatCount(level)} thumbs-down`;
    case 'unanswered-questions':
      return plural(level, 'unanswered conversation');
    case 'traffic-drop':
      return `${level}% fewer readers`;
  }
}

/** Snapshots a level trail shows at most (the newest). */
const LEVEL_TRAIL_SNAPSHOTS = 12;

/** What a level trail counts, by kind. */
const TRAIL_UNITS: Record<Finding['kind'], string> = {
  'content-gap': 'searches with no click',
  'negative-feedback': 'thumbs-down',
  'unanswered-questions': 'unanswered conversations',
  'traffic-drop': '% of readers lost against the site',
};

/**
 * A level of the finding `findingId` (`<kind>:<key>`) in words, e.g. `35 searches with no click`,
 * `80% of readers lost against the site`.
 */
export function findingLevelText(findingId: string, level: number): string {
  const kind = findingId.slice(0, findingId.indexOf(':')) as Finding['kind'];
  const unit = TRAIL_UNITS[kind] as string | undefined;
  if (unit === undefined) return formatCount(level);
  return kind === 'traffic-drop' ? `${formatCount(level)}${unit}` : `${formatCount(level)} ${unit}`;
}

/**
 * The finding's level over the snapshots of `history` it was seen in (the newest {@link LEVEL_TRAIL_SNAPSHOTS}),
 * e.g. `searches with no click: 12 → 20 → 35`; '' when it was seen in fewer than two.
 */
export function levelTrail(finding: Finding, history: readonly HistoryEntry[] | undefined): string {
  const levels = (history ?? [])
    .flatMap((e) =>
      e.findings
        .filter((f) => f.id === finding.id)
        .slice(0, 1)
        .map((f) => f.level),
    )
    .slice(-LEVEL_TRAIL_SNAPSHOTS);
  if (levels.length < 2) return '';
  return `${TRAIL_UNITS[finding.kind]}: ${levels.map((l) => formatCount(Math.round(l))).join(' → ')}`;
}

/**
 * A watcher is told it got worse when the level grew by at least a quarter and at least 2
 * since they were last told (so that noise between snapshots makes no comment).
 */
export function gotWorse(previousLevel: number, level: number): boolean {
  return level >= previousLevel * 1.25 && level - previousLevel >= 2;
}

/** One line of untrusted text for a title: no invisible or control characters, no mention. */
function titleText(text: string, triggerPhrase: string, maxChars: number): string {
  const clean = neutralizeMentions(
    stripInvisible(text)
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .trim(),
    triggerPhrase,
  );
  const chars = Array.from(clean);
  return chars.length > maxChars ? `${chars.slice(0, maxChars - 1).join('')}…` : clean;
}

/** Whether a content-gap's query may be shown. */
function shownQuery(finding: Finding, context: IssueContext): string | undefined {
  return finding.kind === 'content-gap' && context.visitorText && !finding.withheld && finding.subject !== null
    ? finding.subject
    : undefined;
}

/**
 * The issue title, e.g. `Docs health: readers rate /api-reference/authentication down (9 👎, 2 👍)`.
 * A withheld or private search query is never in it.
 */
export function renderIssueTitle(anchor: Finding, context: IssueContext): string {
  const members = topicFindings(anchor, context);
  const finding = members[0] ?? anchor;
  const related = members.length - 1;
  const t = (text: string): string => titleText(text, context.triggerPhrase, 120);
  let title: string;
  switch (finding.kind) {
    case 'content-gap': {
      const query = shownQuery(finding, context);
      title =
        query === undefined
          ? `readers search for something the docs do not answer (query withheld; ${keyFigure(finding)})`
          : subjectRefusal(query) === undefined
            ? `readers search for "${t(query)}" and find nothing (${keyFigure(finding)})`
            : `readers search with an unusual query and find nothing (${keyFigure(finding)})`;
      break;
    }
    case 'negative-feedback':
      title = `readers rate ${t(shownSubject(finding.path, 'a page with an unusual path'))} down (${keyFigure(finding)})`;
      break;
    case 'unanswered-questions':
      title = `the assistant cannot answer questions about ${t(shownSubject(finding.category ?? 'uncategorised topics', 'a category with an unusual name'))} (${keyFigure(finding)})`;
      break;
    case 'traffic-drop':
      title =
        finding.readers === undefined || finding.humanViews === undefined || finding.previousHumanViews === undefined
          ? `views of ${t(shownSubject(finding.path, 'a page with an unusual path'))} fell ${trafficFigures(finding).fall}% (${trafficViews(finding)})`
          : `${finding.readers === 'human' ? 'human readers' : 'human and AI readers'} of ${t(shownSubject(finding.path, 'a page with an unusual path'))} fell ${trafficFigures(finding).fall}% against the site (${trafficViews(finding)})`;
      break;
  }
  const more = related > 0 ? `, and ${related} related ${related === 1 ? 'finding' : 'findings'}` : '';
  return titleText(`Docs health: ${title}${more}`, context.triggerPhrase, MAX_TITLE_CHARS);
}

/** A page path shown as code, linked to the live page when the finding has its `url`. */
function pageLink(path: string, url: string | undefined): string {
  const href = url === undefined ? undefined : safeHttpUrl(url);
  return href === undefined
    ? inlineCode(path)
    : `[${inlineCode(path)}](${href.replace(/[()\s]/g, (c) => encodeURIComponent(c))})`;
}

/**
 * The trend of `what`: `thumbs-down up from 4 in the previous snapshot (+125%)`, `new: not a
 * finding in the previous snapshot`, or '' when there is nothing to compare with.
 */
function trend(what: string, current: number, previous: number | null, seen: Finding['seen']): string {
  if (previous === null) return seen === 'new' ? 'new: not a finding in the previous snapshot' : '';
  if (previous === current) return `${what} the same as in the previous snapshot`;
  const change =
    previous === 0
      ? ''
      : ` (${current > previous ? '+' : '−'}${Math.round((Math.abs(current - previous) / previous) * 100)}%)`;
  return `${what} ${current > previous ? 'up' : 'down'} from ${formatCount(previous)} in the previous snapshot${change}`;
}

/** A visitor's text as a quoted, inert line. */
function quoted(text: string, triggerPhrase: string): string {
  const chars = Array.from(text);
  const short = chars.length > 300 ? `${chars.slice(0, 299).join('')}…` : text;
  return `> ${escapeUntrustedInline(short, triggerPhrase)}`;
}

/** The "what readers did" lines and the evidence of one finding. */
function evidence(finding: Finding, context: IssueContext): { headline: string; facts: string[]; details: string[] } {
  const facts: string[] = [];
  const details: string[] = [];
  switch (finding.kind) {
    case 'content-gap': {
      const query = shownQuery(finding, context);
      const what =
        query === undefined ? 'a query (withheld: visitor text stays out of this repository)' : inlineCode(query);
      const spellings = finding.spellings > 1 ? ` in ${finding.spellings} spellings` : '';
      const headline = `Readers searched the docs for ${what} **${formatCount(finding.hits)} times**${spellings} and clicked no result.`;
      const t = trend('searches', finding.hits, finding.previousHits, finding.seen);
      if (t) facts.push(`**Trend:** ${t}.`);
      if (finding.shareOfSearches !== null)
        facts.push(`**Share of all searches:** ${(finding.shareOfSearches * 100).toFixed(1)}%.`);
      if (finding.lastSearchedAt)
        facts.push(`**Last searched:** ${escapeUntrustedInline(finding.lastSearchedAt, context.triggerPhrase)}.`);
      return { headline, facts, details };
    }
    case 'negative-feedback': {
      const headline = `Readers of ${pageLink(finding.path, finding.url)} gave it **${formatCount(finding.thumbsDown)} thumbs-down** against ${formatCount(finding.thumbsUp)} thumbs-up.`;
      const t = trend('thumbs-down', finding.thumbsDown, finding.previousThumbsDown, finding.seen);
      if (t) facts.push(`**Trend:** ${t}.`);
      facts.push(
        `**Feedback on the page:** ${formatCount(finding.total)} in all, ${formatCount(finding.code)} on code snippets, ${plural(finding.pendingComments, 'pending comment')}.`,
      );
      const texts = context.visitorText
        ? finding.comments.filter((c) => c.comment !== undefined && c.comment.trim() !== '')
        : [];
      if (texts.length > 0) {
        details.push('### What readers wrote', '');
        for (const c of texts) details.push(quoted(c.comment ?? '', context.triggerPhrase), '');
      } else if (finding.pendingComments > 0 && !context.visitorText) {
        details.push(
          `_${plural(finding.pendingComments, 'pending feedback comment is', 'pending feedback comments are')} not shown: visitor text stays out of this repository (see the snapshot's privacy notice)._`,
        );
      }
      return { headline, facts, details };
    }
    case 'unanswered-questions': {
      const category =
        finding.category === null
          ? 'questions the assistant could not categorise'
          : `questions about ${inlineCode(finding.category)}`;
      const headline = `The assistant could not answer **${formatCount(finding.unanswered)} of ${formatCount(finding.conversations)}** conversations on ${category}.`;
      const t = trend('unanswered', finding.unanswered, finding.previousUnanswered, finding.seen);
      if (t) facts.push(`**Trend:** ${t}.`);
      if (finding.pages.length > 0) {
        details.push('### Where the conversations started', '', '| Page | Conversations |', '| --- | ---: |');
        for (const p of finding.pages.slice(0, 10))
          details.push(`| ${inlineCode(p.value).replace(/\|/g, '\\|')} | ${formatCount(p.count)} |`);
        details.push('');
      }
      const queries = context.visitorText ? (finding.queries ?? []) : [];
      if (queries.length > 0) {
        details.push('### What readers asked most', '');
        for (const q of queries.slice(0, 10))
          details.push(`${quoted(q.value, context.triggerPhrase)} (${formatCount(q.count)}×)`, '');
      }
      return { headline, facts, details };
    }
    case 'traffic-drop': {
      const who = finding.readers === 'human-and-ai' ? 'human and AI readers' : 'human readers';
      const site =
        finding.siteChange === undefined || finding.siteChange === null
          ? ''
          : ` The whole site's human views changed ${finding.siteChange < 0 ? '−' : '+'}${Math.round(Math.abs(finding.siteChange) * 100)}% over the same ranges.`;
      const headline =
        finding.readers === undefined
          ? `Views of ${pageLink(finding.path, finding.url)} fell: **${keyFigure(finding)}**.`
          : `${pageLink(finding.path, finding.url)} lost its ${who}: **${keyFigure(finding)}**, the usual being the median of ${formatCount(finding.baselineSnapshots ?? 1)} ${finding.baselineSnapshots === 1 ? 'snapshot' : 'snapshots'}.${site}`;
      facts.push(
        '**Why it matters:** a page that loses its readers may have lost its links, its search ranking or its place in the navigation.',
      );
      return { headline, facts, details };
    }
  }
}

/**
 * The issue body: the marker line, what readers did, where it stands (the state section, `standing.ts`), the facts
 * (since when, last seen, trend), the evidence, the agent job, and where the numbers come from. Under 65,536 characters.
 */
export function renderIssueBody(
  anchor: Finding,
  marker: FindingMarker,
  context: IssueContext,
  job?: Pick<AgentJob, 'status' | 'prLink'>,
): string {
  const members = topicFindings(anchor, context);
  const finding = members[0] ?? anchor;
  const topic = context.topics?.get(anchor.id)?.topic;
  const { headline, facts, details } = evidence(finding, context);
  const also = members.slice(1).flatMap((other) => {
    const e = evidence(other, context);
    return [
      `### Same subject: ${RELATED_TITLES[other.kind]}`,
      '',
      e.headline,
      '',
      ...e.facts.map((f) => `- ${f}`),
      '',
      ...e.details,
    ];
  });
  const run = context.snapshot.run.url ? safeHttpUrl(context.snapshot.run.url) : undefined;
  const trail = levelTrail(finding, context.history);
  const snapshot = run ? `[the snapshot of ${context.today}](${run})` : `the snapshot of ${context.today}`;
  // Where it stands as found this week; the triage rewrites it once the agent and fix phases have run (`standing.ts`).
  const state = stateBlock(standingLine(seenStanding(members, marker, context.today), context.today), context.today);
  const lines = [
    formatFindingMarker(marker),
    headline,
    '',
    state,
    '',
    `- **Since:** tracked since ${marker.since}; last seen in ${snapshot} (${escapeUntrustedInline(recordedRangeText(context.snapshot.range, 'last-day'), '')}).`,
    ...facts.map((f) => `- ${f}`),
    ...(trail === '' ? [] : [`- **Over the snapshots it was seen in:** ${trail}.`]),
    topic === undefined
      ? `- **Score:** ${finding.score.toFixed(1)} of 100 (ranks findings of every kind; see the snapshot's job summary).`
      : `- **Rank:** ${topic.why}`,
    '',
    ...details,
    ...(details.length > 0 && details.at(-1) !== '' ? [''] : []),
    ...also,
    ...(also.length > 0 && also.at(-1) !== '' ? [''] : []),
    renderJobSection(marker, job, context.triggerPhrase),
    '',
    '---',
    `<sub>Filed and kept current by the Mintlify action's docs-health snapshot (finding ${inlineCode(marker.findingId)}). Close it as <em>completed</em> when fixed: if readers hit it again, it is reopened. Close it as <em>not planned</em> to stop tracking it for good.</sub>`,
  ];
  const body = lines.join('\n');
  return body.length > 60_000 ? `${body.slice(0, 59_990)}\n\n…` : body;
}

/** The comment when a finding got worse since watchers were last told. */
export function renderWorseComment(
  finding: Finding,
  previousLevel: number,
  level: number,
  context: IssueContext,
): string {
  const run = context.snapshot.run.url ? safeHttpUrl(context.snapshot.run.url) : undefined;
  return `${FINDING_COMMENT_SIGNATURE}\n**Worse:** ${levelText(finding, level)} now, up from ${levelText(finding, previousLevel)} when this issue was last updated${run ? ` ([snapshot](${run}))` : ''}. The numbers above are current.`;
}

/** The comment when a finding closed as completed is back. */
export function renderReopenComment(finding: Finding, level: number, context: IssueContext): string {
  const run = context.snapshot.run.url ? safeHttpUrl(context.snapshot.run.url) : undefined;
  return `${FINDING_COMMENT_SIGNATURE}\n**Back again:** this was closed as completed, but the snapshot of ${context.today}${run ? ` ([run](${run}))` : ''} finds it again (${levelText(finding, level)}), so it is reopened. Close it as *not planned* to stop tracking it.`;
}

/** The comment when an agent job was started for the finding (its end is reported by `agent-job/report-end.ts`). */
export function renderJobComment(jobId: string, job: Pick<AgentJob, 'status' | 'prLink'> | undefined): string {
  const pr = job?.prLink ? safeHttpUrl(job.prLink) : undefined;
  return `${FINDING_COMMENT_SIGNATURE}\n**Agent job started:** ${inlineCode(jobId)} is working on this finding.${pr ? ` Pull request: ${pr}` : ''} Its result is posted here when it ends.`;
}

/** The comment closing a finding's own issue when its finding joined a topic tracked in `#into`. */
export function renderMergedComment(into: number): string {
  return `${FINDING_COMMENT_SIGNATURE}\n**Same subject as #${into}:** this finding is now tracked there with the related findings (one issue per topic), so it is closed here. If it stands alone again, it is reopened.`;
}
