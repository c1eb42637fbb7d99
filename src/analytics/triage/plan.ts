/**
 * What a snapshot does to the finding issues: for each topic (`findings/topics/`, in rank order), open an issue,
 * update its issue in place, reopen it, or leave it closed; and which topics are handed to an agent job. Pure: the
 * issues come in already verified (see `findings/marker.ts`). One issue per topic (the issue of any of its findings
 * speaks for it), at most `maxIssues` opened per run, a comment only when the finding got worse ({@link gotWorse}) or
 * a job started or finished, never a new issue for a finding closed as not planned. The rules (issues "Triage loop"
 * and 37): docs/triage.md, "How issues are kept".
 */
import type { TopicFindings } from '../../findings/types.ts';
import type { FindingMarker } from '../../findings/marker.ts';
import { factGroups, groupFindings } from '../../findings/topics/group.ts';
import { rankGroups, rankTopics } from '../../findings/topics/rank.ts';
import type { Finding, FindingKind, FindingsFile } from '../../findings/types.ts';
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
  | { kind: 'over-limit'; finding: Finding }
  /**
   * Another finding of the topic has its own open issue with no job
   * (filed before they were one topic): closed, pointing at `into`.
   */
  | { kind: 'merged'; finding: Finding; current: FindingIssue; into: Finding };

/**
 * The issue that speaks for a finding when several verified ones do (a second one can only come
 * from a run that died between opening and signing): an open one first, else the newest.
 */
export function issueForFinding(issues: readonly FindingIssue[]): FindingIssue | undefined {
  const sorted = [...issues].sort((a, b) => b.issue.number - a.issue.number);
  return sorted.find((i) => i.issue.state === 'open') ?? sorted[0];
}

/** The topics of a `findings.json` in rank order, with their findings (files written before topics are grouped now). */
export function topicsOf(file: Pick<FindingsFile, 'findings' | 'topics'>): TopicFindings[] {
  const byId = new Map(file.findings.map((f) => [f.id, f]));
  return (file.topics ?? rankTopics(file.findings))
    .map((topic) => ({ topic, findings: topic.findingIds.flatMap((id) => byId.get(id) ?? []) }))
    .filter((t) => t.findings.length > 0);
}

/**
 * The topics with each part of a topic that visitor words alone tied to its anchor ({@link anchorOf}) made a topic of
 * its own when that part has an open issue of its own: visitor text may add evidence to a topic, but never merges,
 * closes or reopens issues (issue 48). A part is a group of findings the team's own facts tie (`factGroups`: the same
 * page, conversations started on it). Re-ranked when anything was split; `topics` as they are otherwise. Pure.
 */
export function separateOwnIssues(
  topics: readonly TopicFindings[],
  issues: ReadonlyMap<string, FindingIssue>,
): TopicFindings[] {
  let split = false;
  const groups = topics.flatMap((topic) => {
    const anchor = anchorOf(topic, issues);
    const anchorIssue = issues.get(anchor.id)?.issue.number;
    const ownOpenIssue = (f: Finding): boolean => {
      const own = issues.get(f.id)?.issue;
      return own !== undefined && own.state === 'open' && own.number !== anchorIssue;
    };
    const parts = factGroups(topic.findings);
    const apart = parts.filter((part) => !part.includes(anchor) && part.some(ownOpenIssue));
    if (apart.length === 0) return [{ findings: topic.findings, ties: new Map(Object.entries(topic.topic.ties)) }];
    split = true;
    const kept = parts.filter((part) => !apart.includes(part)).flat();
    return [...groupFindings(kept), ...apart.flatMap((part) => groupFindings(part))];
  });
  if (!split) return [...topics];
  const byId = new Map(topics.flatMap((t) => t.findings).map((f) => [f.id, f]));
  return rankGroups(groups).map((topic) => ({ topic, findings: topic.findingIds.flatMap((id) => byId.get(id) ?? []) }));
}

/**
 * The finding whose issue speaks for the topic: among its findings with an issue, the lead's when
 * it is open, else the oldest open one (the one with the longest history and its watchers), else
 * the lead's, else the newest; the lead when none has an issue yet.
 */
export function anchorOf(topic: TopicFindings, issues: ReadonlyMap<string, FindingIssue>): Finding {
  const lead = topic.findings[0] as Finding;
  const withIssue = topic.findings.filter((f) => issues.has(f.id));
  if (withIssue.length === 0 || issues.get(lead.id)?.issue.state === 'open') return lead;
  const number = (f: Finding): number => issues.get(f.id)?.issue.number ?? 0;
  const open = withIssue.filter((f) => issues.get(f.id)?.issue.state === 'open').sort((a, b) => number(a) - number(b));
  if (open[0] !== undefined) return open[0];
  if (issues.has(lead.id)) return lead;
  return [...withIssue].sort((a, b) => number(b) - number(a))[0] ?? lead;
}

/**
 * The steps for `topics` (in rank order), given the action's issues by finding id: each step's
 * `finding` is the topic's anchor ({@link anchorOf}), the finding its issue is (or will be) marked with.
 */
export function planIssues(
  topics: readonly TopicFindings[],
  issues: ReadonlyMap<string, FindingIssue>,
  maxIssues: number,
): IssueStep[] {
  const steps: IssueStep[] = [];
  let opened = 0;
  for (const topic of topics) {
    const finding = anchorOf(topic, issues);
    const current = issues.get(finding.id);
    // Issues the topic's other findings had on their own, open and with no job: one issue per topic. Only findings
    // the team's own facts tie to the anchor: visitor words never close an issue ({@link separateOwnIssues}).
    const onFacts = factGroups(topic.findings).find((part) => part.includes(finding)) ?? [finding];
    const merged: IssueStep[] = onFacts.flatMap((other) => {
      const own = other === finding ? undefined : issues.get(other.id);
      return own !== undefined && own !== current && own.issue.state === 'open' && own.marker.state === 'none'
        ? [{ kind: 'merged' as const, finding: other, current: own, into: finding }]
        : [];
    });
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
    const kept = steps.at(-1)?.kind;
    if (kept === 'open' || kept === 'update' || kept === 'reopen') steps.push(...merged);
  }
  return steps;
}

/**
 * The topics to hand to an agent job, as their anchors ({@link anchorOf}): in rank order, up to
 * `limit`, among those that hold a finding of `kinds` (`agent-finding-kinds`) and whose issue is
 * open and records no job (`state: none`). At most one job per topic: a topic none of whose
 * findings is in `withJob` (a job recorded on any of their issues, `pending` included: an
 * earlier run may have started one).
 */
export function pickAgentFindings(
  topics: readonly TopicFindings[],
  issues: ReadonlyMap<string, FindingIssue>,
  limit: number,
  withJob: ReadonlySet<string> = new Set(),
  kinds: readonly FindingKind[] = ['content-gap', 'negative-feedback', 'unanswered-questions'],
): Finding[] {
  return topics
    .filter((t) => t.findings.some((f) => kinds.includes(f.kind)) && !t.findings.some((f) => withJob.has(f.id)))
    .map((t) => anchorOf(t, issues))
    .filter((f) => {
      const current = issues.get(f.id);
      return current !== undefined && current.issue.state === 'open' && current.marker.state === 'none';
    })
    .slice(0, limit);
}
