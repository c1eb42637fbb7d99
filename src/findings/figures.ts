/**
 * The figures of a finding, computed once here and shown the same way everywhere a finding appears:
 * the job summary, the finding issue's title and body, the dashboard issue and the agent's prompt.
 * Plain text made of numbers and the action's own words, never visitor text or an API string (page
 * paths, queries and categories are shown by each surface in its own safe way). Pure.
 */
import { formatCount, plural } from '../format/count.ts';
import type { Finding } from './types.ts';

/** Human views now and their usual number, the figures a traffic drop is judged by (older files: all views). */
export function trafficFigures(finding: Extract<Finding, { kind: 'traffic-drop' }>): {
  now: number;
  usual: number;
  fall: number;
  human: boolean;
} {
  const human = finding.humanViews !== undefined && finding.previousHumanViews !== undefined;
  return {
    now: human ? (finding.humanViews ?? 0) : finding.views,
    usual: human ? (finding.previousHumanViews ?? 0) : finding.previousViews,
    fall: Math.max(0, Math.round(-(finding.relativeChange ?? finding.change) * 100)),
    human,
  };
}

/** The views of a traffic drop, e.g. `152 human views against a usual 526` (older files: all views). */
export function trafficViews(finding: Extract<Finding, { kind: 'traffic-drop' }>): string {
  const t = trafficFigures(finding);
  return `${formatCount(t.now)} ${t.human ? 'human views' : 'views'} against a usual ${formatCount(t.usual)}`;
}

/**
 * The finding's key figure, e.g. `14 searches with no click`, `9 thumbs-down against 2 thumbs-up`,
 * `6 of 9 assistant conversations unanswered`, `152 human views against a usual 526 (−71% against the site)`.
 */
export function keyFigure(finding: Finding): string {
  switch (finding.kind) {
    case 'content-gap':
      return `${plural(finding.hits, 'search', 'searches')} with no click`;
    case 'negative-feedback':
      return `${formatCount(finding.thumbsDown)} thumbs-down against ${formatCount(finding.thumbsUp)} thumbs-up`;
    case 'unanswered-questions':
      return `${formatCount(finding.unanswered)} of ${plural(finding.conversations, 'assistant conversation')} unanswered`;
    case 'traffic-drop': {
      const t = trafficFigures(finding);
      return `${trafficViews(finding)} (−${t.fall}%${t.human ? ' against the site' : ''})`;
    }
  }
}
