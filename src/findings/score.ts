/**
 * The score of a finding: one 0–100 scale across kinds, so that the summary and the triage step can rank a content gap
 * against a traffic drop. Pure. Each kind's weight estimates the readers who failed; it is scaled to 7 days when the
 * range's length is known, then saturated: `score = 100 × w / (w + 20)`, one decimal, at most {@link MAX_SCORE}, so
 * that scores stay comparable however large a site is. The weights and why: docs/findings.md, "The score".
 */

/** Weight at which a finding scores 50. */
const HALF_SCORE_WEIGHT = 20;

/** The highest score: one decimal below 100, which the scale never reaches. */
export const MAX_SCORE = 99.9;

/** Views lost that weigh as much as one reader who said the page failed them. */
export const VIEWS_PER_FAILURE = 10;

/**
 * The score of a finding of `weight` failures over a range of `days` days (`null`: unknown, no scaling).
 */
export function score(weight: number, days: number | null): number {
  const perWeek = days === null ? weight : (weight * 7) / days;
  if (!(perWeek > 0)) return 0;
  return Math.min(MAX_SCORE, Math.round((1000 * perWeek) / (perWeek + HALF_SCORE_WEIGHT)) / 10);
}
