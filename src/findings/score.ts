/**
 * The score of a finding: one 0–100 scale across kinds, so that the summary and the triage step
 * can rank a content gap against a traffic drop. Pure.
 *
 * Each finding first gets its weight, an estimate of readers who failed, per week:
 * - `content-gap`: its hits (every hit is a search that found nothing worth clicking);
 * - `negative-feedback`: 2 × thumbs-down + pending comments (a vote is an explicit, rarer signal
 *   than a search, a written comment more so);
 * - `unanswered-questions`: its unanswered conversations;
 * - `traffic-drop`: views lost ÷ 10 (a lost view is weaker evidence of a failure than a reader
 *   who said so: the page may have been moved or its topic gone out of season).
 * The weight is scaled to 7 days when the range's length is known (so a 30-day snapshot does not
 * outscore a weekly one), then saturated: `score = 100 × w / (w + 20)`, one decimal, at most
 * {@link MAX_SCORE} (rounding alone would reach 100.0 from about 40,000 failures a week). 20
 * failures a week score 50, 60 score 75, 180 score 90; the scale never reaches 100, so scores
 * stay comparable however large a site is.
 */

/** Weight at which a finding scores 50. */
const HALF_SCORE_WEIGHT = 20;

/** The highest score: one decimal below 100, which the scale never reaches. */
export const MAX_SCORE = 99.9;

/** Views lost that weigh as much as one reader who said the page failed them. */
export const VIEWS_PER_FAILURE = 10;

/**
 * The score of a finding of `weight` failures over a range of `days` days (`null`: unknown, no
 * scaling).
 */
export function score(weight: number, days: number | null): number {
  const perWeek = days === null ? weight : (weight * 7) / days;
  if (!(perWeek > 0)) return 0;
  return Math.min(MAX_SCORE, Math.round((1000 * perWeek) / (perWeek + HALF_SCORE_WEIGHT)) / 10);
}
