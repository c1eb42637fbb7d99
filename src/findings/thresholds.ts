/**
 * The thresholds that make a row of a snapshot a finding, with their defaults. Chosen so that
 * one stray search, one thumbs-down or one unanswered question is never a finding: each kind
 * needs a repeated signal AND a clear direction. docs/findings.md explains each one.
 */
import type { FindingThresholds } from './types.ts';

/**
 * Defaults:
 * - `content-gap`: a query (all its spellings together: trimmed, spaces collapsed, lower case)
 *   searched at least 5 times in the range, none of them followed by a click;
 * - `negative-feedback`: a page with at least 3 thumbs-down that are at least 60 % of its thumbs
 *   (3 down and 2 up is one; 3 down and 3 up is not);
 * - `unanswered-questions`: an assistant category with at least 5 unanswered conversations that
 *   are at least 25 % of its conversations;
 * - `traffic-drop`: a page that had at least 50 views in the previous snapshot (per the current
 *   range's length) and lost at least half of its views per day.
 */
export const DEFAULT_THRESHOLDS: Readonly<FindingThresholds> = Object.freeze({
  contentGapMinHits: 5,
  negativeFeedbackMinDown: 3,
  negativeFeedbackMinDownShare: 0.6,
  unansweredMinCount: 5,
  unansweredMinShare: 0.25,
  trafficDropMinPreviousViews: 50,
  trafficDropMinFall: 0.5,
});
