/**
 * Topics ranked, each saying why it ranks where it does. Pure.
 *
 * - **Score**: the findings' scores combined as independent chances, `100 × (1 − Π(1 − sᵢ/100))`
 *   (one decimal, at most 99.9): more evidence never lowers it, and it stays on the findings'
 *   0–100 scale.
 * - **Order**: topics where readers said what fails them (thumbs-down, unanswered questions,
 *   searches with no click: `actionable`) first, by score; then topics made only of traffic
 *   drops, by score: views alone tell neither a docs lead nor the agent what to fix.
 */
import { keyFigure } from '../figures.ts';
import { MAX_SCORE } from '../score.ts';
import type { Finding, Topic } from '../types.ts';
import { groupFindings, type FindingGroup } from './group.ts';

const KIND_WORDS: Record<Finding['kind'], string> = {
  'content-gap': 'search',
  'negative-feedback': 'thumbs-down',
  'unanswered-questions': 'unanswered questions',
  'traffic-drop': 'traffic drop',
};

/** The findings' scores combined (see the module comment). */
export function combinedScore(scores: readonly number[]): number {
  const miss = scores.reduce((p, s) => p * (1 - Math.min(100, Math.max(0, s)) / 100), 1);
  return Math.min(MAX_SCORE, Math.round((1 - miss) * 1000) / 10);
}

/** `1st`, `2nd`, `3rd`, `11th`… */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The topics of `findings` (see `group.ts`), ranked by the rules of the module comment, each with
 * its `why`, e.g. `Ranked 1st: score 81.2 from thumbs-down (9 thumbs-down against 2 thumbs-up,
 * 62.5), search (14 searches with no click, 41.2); readers said what fails them.`
 */
export function rankTopics(findings: readonly Finding[]): Topic[] {
  return rankGroups(groupFindings(findings));
}

/** Groups of findings (`group.ts`, lead first) as topics, ranked by the rules of the module comment. */
export function rankGroups(findingGroups: readonly FindingGroup[]): Topic[] {
  const groups = findingGroups.map((g) => ({
    ...g,
    score: combinedScore(g.findings.map((f) => f.score)),
    actionable: g.findings.some((f) => f.kind !== 'traffic-drop'),
  }));
  groups.sort(
    (a, b) =>
      Number(b.actionable) - Number(a.actionable) ||
      b.score - a.score ||
      ((a.findings[0]?.id ?? '') < (b.findings[0]?.id ?? '') ? -1 : 1),
  );
  return groups.map((g, i): Topic => {
    const parts = g.findings.map((f) => `${KIND_WORDS[f.kind]} (${keyFigure(f)}, ${f.score.toFixed(1)})`).join(', ');
    const reason = g.actionable
      ? 'readers said what fails them, so the agent can act on it.'
      : 'a traffic drop alone: ranked after every topic where readers said what fails them, and not handed to the agent by default.';
    return {
      id: g.findings[0]?.id ?? '',
      findingIds: g.findings.map((f) => f.id),
      ties: Object.fromEntries(g.ties),
      score: g.score,
      rank: i + 1,
      actionable: g.actionable,
      why: `Ranked ${ordinal(i + 1)}: score ${g.score.toFixed(1)} from ${parts}; ${reason}`,
    };
  });
}
