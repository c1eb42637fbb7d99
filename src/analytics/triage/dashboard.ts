/**
 * The dashboard issue's body: one issue per repository and Mintlify project that each snapshot
 * rewrites (Renovate's Dependency Dashboard is the model), where a docs lead sees whether the week
 * was quiet, the week's topics linked to their issues, every open finding issue and where it
 * stands (`standing.ts`), the trend, the verified fixes, what the agent is working on and what was
 * abandoned or partial, and ticks a box to hand a topic to the agent. Pure.
 *
 * Untrusted text: a topic is shown by its issue number (GitHub shows the title), its key figures
 * (numbers, `findings/figures.ts`) and, for a page, the path in a code span; never a visitor's
 * words. Only the action writes the box markers (`findings/dashboard/marker.ts`), each at the end
 * of its own line, and the signed marker lists which issues may have one.
 */
import { recordedRangeText } from '../../export/date-range.ts';
import { formatCount, plural } from '../../format/count.ts';
import { inlineCode, safeHttpUrl } from '../../format/escape.ts';
import { handMarker } from '../../findings/dashboard/marker.ts';
import type { FindingMarker } from '../../findings/marker.ts';
import type { HistoryEntry } from '../../findings/history.ts';
import type { Finding, FindingsFile } from '../../findings/types.ts';
import { changeText } from '../change-chart.ts';
import { HEADLINE_LABELS } from '../docs-health.ts';
import { renderTrendCharts } from '../trend-chart.ts';
import type { TopicFindings } from '../../findings/types.ts';
import type { TriageResult } from './triage-types.ts';
import { quietDatasets, quietWeekText } from '../quiet-week.ts';
import { jobText, subjectOfId, working } from './standing.ts';
import { standingLine, standingsLine, topicFigures, type Standing } from './state-section.ts';

/** One of the action's finding issues as the dashboard shows it. */
export interface DashboardIssue {
  number: number;
  state: 'open' | 'closed';
  stateReason: string | null;
  marker: FindingMarker;
}

/** What the dashboard shows. */
export interface DashboardData {
  findings: FindingsFile;
  history?: readonly HistoryEntry[] | undefined;
  /** The topics in rank order, each with the issue that speaks for it (`undefined`: not filed yet). */
  topics: ReadonlyArray<{ topic: TopicFindings; issue: DashboardIssue | undefined }>;
  /** Every finding issue of the action's, topic this week or not (agent work, abandoned jobs). */
  issues: readonly DashboardIssue[];
  /** Where every open finding issue stands (`standing.ts`), in the order listed; `undefined` lists none. */
  standings?: readonly Standing[] | undefined;
  triage: TriageResult;
  /** The snapshot's day (UTC `YYYY-MM-DD`). */
  today: string;
  /** Topics listed at most (`summary-rows`). */
  rows: number;
  /** The "Agent spend" section (`spend-section.ts`, Markdown with its heading); `undefined`: none. */
  spend?: string | undefined;
}

/** The dashboard issue's title. */
export function dashboardTitle(projectId: string): string {
  return `Docs health dashboard (${projectId.replace(/[^\w.-]/g, '-')})`;
}

/** A topic's subject in a few safe words: the page in a code span, else the finding's kind. */
function subject(lead: Finding): string {
  switch (lead.kind) {
    case 'negative-feedback':
    case 'traffic-drop':
      return inlineCode(lead.path);
    case 'content-gap':
      return 'a search';
    case 'unanswered-questions':
      return lead.category === null ? 'uncategorised questions' : `questions on ${inlineCode(lead.category)}`;
  }
}

/** One line per topic: a box when its issue is open and has no job; what the agent does otherwise. */
function topicLine(entry: DashboardData['topics'][number], boxes: number[]): string {
  const { topic, issue } = entry;
  const lead = topic.findings[0];
  if (lead === undefined) return '';
  const figures = topicFigures(topic.findings);
  const what = `**${topic.topic.rank}.** ${subject(lead)} — ${figures} · score ${topic.topic.score.toFixed(1)}`;
  if (issue === undefined) return `- ${what} · _not filed yet (\`max-issues\` reached)_`;
  if (issue.state === 'closed')
    return `- ${what} · #${issue.number} closed${issue.stateReason === 'not_planned' ? ' as not planned' : ''}`;
  if (issue.marker.state === 'none') {
    boxes.push(issue.number);
    return `- [ ] ${what} · #${issue.number} · **hand to the agent** ${handMarker(issue.number)}`;
  }
  return `- ${what} · #${issue.number} · ${working(issue.marker) ? 'the agent is on it' : 'agent job ended'}: ${jobText(issue.marker)}`;
}

/** The quiet-week notice under the first line (`quiet-week.ts`); none in a usual week. */
function quietSection(data: DashboardData): string[] {
  const text = quietWeekText(quietDatasets(data.history ?? []), data.findings.incomplete);
  return text === undefined ? [] : ['', `> ⚠️ **Quiet week** — ${text}`];
}

/** This week's topics, each with its box or what the agent does. */
function topicsSection(data: DashboardData, boxes: number[]): string[] {
  const shown = data.topics.slice(0, Math.max(0, Math.floor(data.rows)));
  const lines = ['', "## This week's topics", ''];
  if (shown.length === 0) return [...lines, '_No topic crossed the thresholds this week._'];
  lines.push(
    'Tick **hand to the agent** to start a Mintlify agent job for a topic (people with write access to this repository; the follow-up workflow must run on `issues: edited`). At most one job per topic.',
    '',
  );
  for (const entry of shown) lines.push(topicLine(entry, boxes));
  if (data.topics.length > shown.length)
    lines.push('', `_${formatCount(data.topics.length - shown.length)} more in the snapshot's \`findings.json\`._`);
  return lines;
}

/** One open finding issue and where it stands, in the words of its own state section. */
function openIssueLine(s: Standing, today: string): string {
  return `- #${s.number} · ${subjectOfId(s.findingId)} · ${standingLine(s, today)}`;
}

/**
 * Characters the open finding issues take on the dashboard at most: GitHub refuses an issue body over 65,536, and the
 * other sections need room (hundreds of open issues fit; past that, the count names the rest).
 */
const MAX_OPEN_ISSUES_CHARS = 40_000;

/** Every open finding issue of the action's, by state (`standing.ts`): none is left out, seen this week or not. */
function openIssuesSection(data: DashboardData): string[] {
  const list = data.standings ?? [];
  const lines = ['', '## Open finding issues', ''];
  if (list.length === 0) return [...lines, '_No finding issue is open._'];
  lines.push(`${standingsLine(list).replace('; the dashboard lists each with where it stands', '')}`, '');
  let chars = 0;
  for (const [i, s] of list.entries()) {
    const line = openIssueLine(s, data.today);
    chars += line.length + 1;
    if (chars > MAX_OPEN_ISSUES_CHARS) {
      lines.push(
        `- _${plural(list.length - i, 'more open finding issue')} not listed here (GitHub's limit on an issue's length): each one's body says where it stands._`,
      );
      break;
    }
    lines.push(line);
  }
  return lines;
}

/** The headline figures of this snapshot and the charts over the history. */
function trendSection(data: DashboardData): string[] {
  const lines = ['', '## Trend', ''];
  const headline = data.findings.headline.filter((h) => h.current !== null && h.metric !== 'views-total');
  if (headline.length > 0) {
    lines.push('| | This snapshot | Change |', '| --- | ---: | ---: |');
    for (const h of headline)
      lines.push(
        `| ${HEADLINE_LABELS[h.metric]} | ${h.metric === 'ai-share' ? `${((h.current ?? 0) * 100).toFixed(1)}%` : formatCount(h.current ?? 0)} | ${changeText(h)} |`,
      );
    lines.push('');
  }
  const charts = renderTrendCharts(data.history);
  lines.push(charts === '' ? '_The trend needs two snapshots._' : charts.trimEnd());
  return lines;
}

/** The merged fixes judged this week. */
function verifiedSection(data: DashboardData): string[] {
  const verified = data.triage.entries.filter((e) => e.action === 'verified-fixed' || e.action === 'not-helped');
  const lines = ['', '## Verified fixes', ''];
  if (verified.length === 0) lines.push('_No merged fix was judged this week._');
  for (const e of verified)
    lines.push(
      `- #${e.issueNumber ?? '?'}: ${e.action === 'verified-fixed' ? 'fixed, readers confirm it (closed)' : 'merged, but readers still hit it'}`,
    );
  return lines;
}

/** The open issues whose agent job is still working. */
function agentSection(data: DashboardData): string[] {
  const busy = data.issues.filter((i) => i.state === 'open' && working(i.marker));
  const lines = ['', '## What the agent is working on', ''];
  if (busy.length === 0) lines.push('_Nothing right now._');
  for (const i of busy)
    lines.push(
      `- #${i.number}: ${i.marker.state === 'pending' ? 'a job may have started (pending)' : jobText(i.marker)}`,
    );
  return lines;
}

/** Jobs that ended without a fix, a partial agent part, a partial snapshot. */
function problemsSection(data: DashboardData): string[] {
  const file = data.findings;
  const abandoned = data.issues.filter(
    (i) => i.marker.state === 'started' && (i.marker.jobStatus === 'failed' || i.marker.jobStatus === 'archived'),
  );
  const problems = [
    ...abandoned.map((i) => `- #${i.number}: agent job ${jobText(i.marker)} ended without a fix`),
    ...(data.triage.agentPartial === undefined
      ? []
      : [`- Agent jobs partial: ${data.triage.agentPartial.replace(/[<>]/g, '')}`]),
    ...(file.incomplete.length === 0
      ? []
      : [
          `- This snapshot is partial: ${file.incomplete.map((d) => `\`${d.replace(/`/g, '')}\``).join(', ')} not complete, so findings may be missing.`,
        ]),
  ];
  return ['', '## Abandoned or partial', '', ...(problems.length === 0 ? ['_Nothing._'] : problems)];
}

/**
 * The dashboard's body below its marker line, and the finding issues that got a box (in order), which the marker
 * signs. One function per section, in the order shown: a new section is one more function and one more line here.
 */
export function renderDashboard(data: DashboardData): { body: string; boxes: number[] } {
  const file = data.findings;
  const boxes: number[] = [];
  const run = file.run.url === null ? undefined : safeHttpUrl(file.run.url);
  const lines: string[] = [
    `Docs health of **${recordedRangeText(file.range, 'end-exclusive').replace(/[*_`]/g, '')}**, snapshot of ${data.today}${run ? ` ([run](${run}))` : ''}: ${plural(data.topics.length, 'topic')} where the docs fail readers.`,
    ...quietSection(data),
    ...topicsSection(data, boxes),
    ...openIssuesSection(data),
    ...trendSection(data),
    ...verifiedSection(data),
    ...agentSection(data),
    ...problemsSection(data),
    ...(data.spend !== undefined ? ['', data.spend] : []),
    '',
    '---',
    '<sub>Rewritten by each docs-health snapshot of the Mintlify action: edits other than ticking boxes are overwritten. Close it to stop the updates (it stays closed unless the workflow sets `reopen-dashboard: true`).</sub>',
  ];
  return { body: lines.join('\n'), boxes };
}
