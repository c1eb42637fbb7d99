/**
 * Which pages lost their readers, judged as an analyst would. Pure. A page's human views per day are compared with its
 * baseline, the median of up to the last {@link BASELINE_SNAPSHOTS} snapshots (`history.json`), scaled down by the
 * site's own fall (never up: a growing site excuses nothing); its AI views are judged the same way only to say whether
 * AI readers were lost too. A week without human views on the site judges no page, and a fall is always a finite
 * number. The rules and a worked example: docs/findings.md, "Traffic drops judged like an analyst would".
 */
import type { FindingThresholds } from './types.ts';

/** Snapshots whose median is the baseline (the same number `history.json` keeps pages for). */
export const BASELINE_SNAPSHOTS = 4;

/** Human and AI views. */
export type HumanAi = readonly [human: number, ai: number];

/** One past snapshot of the baseline: its length and its views. */
export interface TrafficSample {
  /** Length of its range in days; `null` when unknown (its totals are then compared as they are). */
  days: number | null;
  /** The site's `[human, ai]` views over the range; `undefined` when not known (then the sum of `pages`). */
  site: HumanAi | undefined;
  /** `[human, ai]` views by page path (pages not listed had none). */
  pages: ReadonlyMap<string, HumanAi>;
}

/** The current snapshot as the judgement needs it. */
export interface TrafficNow {
  days: number | null;
  site: HumanAi | undefined;
  pages: ReadonlyMap<string, HumanAi>;
}

/** A page judged to have lost its human readers. Views are totals over the current range's length. */
export interface TrafficDrop {
  path: string;
  readers: 'human' | 'human-and-ai';
  /** Views (human + AI) now. */
  views: number;
  /** Baseline views (human + AI), per the current range's length, rounded. */
  baselineViews: number;
  humanViews: number;
  baselineHumanViews: number;
  /** Human views expected from the baseline given the site's fall (per the current range's length). */
  expectedHumanViews: number;
  /** Signed change of all views per day against the baseline (before the site's change is taken out). */
  change: number;
  /** Signed change of human views against the expected ones (the judgement). */
  relativeChange: number;
  /** Signed change of the site's human views per day against the site's baseline; `null` when unknown. */
  siteChange: number | null;
  /** Snapshots the baseline is the median of. */
  baselineSnapshots: number;
}

/** The median of `values` (the mean of the middle two for an even count); `undefined` for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function sum(pages: ReadonlyMap<string, HumanAi>): HumanAi {
  let human = 0;
  let ai = 0;
  for (const [h, a] of pages.values()) {
    human += h;
    ai += a;
  }
  return [human, ai];
}

/**
 * The site factor of one kind of readers: now ÷ the median over the samples, per day, never
 * above 1; `null` (no scaling) when the baseline is 0 or unknown.
 */
export function siteFactor(
  now: number,
  nowDays: number,
  samples: ReadonlyArray<{ value: number; days: number }>,
): { factor: number; change: number } | null {
  const base = median(samples.map((s) => s.value / s.days));
  if (base === undefined || base <= 0) return null;
  const ratio = now / nowDays / base;
  return { factor: Math.min(1, ratio), change: ratio - 1 };
}

/**
 * The traffic drops of `now` against `samples` (up to the newest {@link BASELINE_SNAPSHOTS} are
 * used, oldest first), by the rules of the module comment, in path order.
 */
export function judgeTrafficDrops(
  now: TrafficNow,
  samples: readonly TrafficSample[],
  thresholds: Pick<FindingThresholds, 'trafficDropMinFall' | 'trafficDropMinPreviousViews'>,
): TrafficDrop[] {
  // A past week with no human views measured nothing: it is no baseline.
  const used = samples.filter((s) => (s.site ?? sum(s.pages))[0] > 0).slice(-BASELINE_SNAPSHOTS);
  if (used.length === 0) return [];
  // Per-day divisors: a length left unknown compares totals as they are.
  const nowDays = now.days ?? 1;
  const daysOf = (s: TrafficSample): number => (now.days === null || s.days === null ? 1 : s.days);
  const siteNow = now.site ?? sum(now.pages);
  // A week with no human views at all (an outage, a broken script, every view counted as AI)
  // says nothing about any page: no judgement.
  if (!(siteNow[0] > 0) || !Number.isFinite(siteNow[0])) return [];
  const siteSamples = used.map((s) => ({ site: s.site ?? sum(s.pages), days: daysOf(s) }));
  const humanSite = siteFactor(
    siteNow[0],
    nowDays,
    siteSamples.map((s) => ({ value: s.site[0], days: s.days })),
  );
  const aiSite = siteFactor(
    siteNow[1],
    nowDays,
    siteSamples.map((s) => ({ value: s.site[1], days: s.days })),
  );
  const divisors = used.map(daysOf);
  // A page's median is at most its largest per-day value: pages whose largest is under the
  // threshold (most pages of a big site) are never judged further.
  const candidates = new Set<string>();
  used.forEach((s, i) => {
    const floor = (thresholds.trafficDropMinPreviousViews * (divisors[i] ?? 1)) / nowDays;
    for (const [path, [h]] of s.pages) if (h >= floor && h > 0) candidates.add(path);
  });
  const drops: TrafficDrop[] = [];
  for (const path of [...candidates].sort()) {
    const perDay = used.map((s, i) => {
      const [h, a] = s.pages.get(path) ?? [0, 0];
      return [h / (divisors[i] ?? 1), a / (divisors[i] ?? 1)] as const;
    });
    const baseHuman = (median(perDay.map((p) => p[0])) ?? 0) * nowDays;
    if (baseHuman < thresholds.trafficDropMinPreviousViews || baseHuman <= 0) continue;
    const [human, ai] = now.pages.get(path) ?? [0, 0];
    const expectedHuman = baseHuman * (humanSite?.factor ?? 1);
    // No judgement against an expectation of 0 or one that is not a finite number.
    if (!(expectedHuman > 0) || !Number.isFinite(expectedHuman)) continue;
    const relativeChange = human / expectedHuman - 1;
    if (!Number.isFinite(relativeChange) || -relativeChange < thresholds.trafficDropMinFall) continue;
    const baseAi = (median(perDay.map((p) => p[1])) ?? 0) * nowDays;
    const expectedAi = baseAi * (aiSite?.factor ?? 1);
    const aiLost =
      baseAi >= thresholds.trafficDropMinPreviousViews &&
      expectedAi > 0 &&
      -(ai / expectedAi - 1) >= thresholds.trafficDropMinFall;
    const baseline = (median(perDay.map((p) => p[0] + p[1])) ?? 0) * nowDays;
    drops.push({
      path,
      readers: aiLost ? 'human-and-ai' : 'human',
      views: human + ai,
      baselineViews: Math.round(baseline),
      humanViews: human,
      baselineHumanViews: Math.round(baseHuman),
      expectedHumanViews: expectedHuman,
      change: baseline > 0 ? (human + ai) / baseline - 1 : -1,
      relativeChange,
      siteChange: humanSite?.change ?? null,
      baselineSnapshots: used.length,
    });
  }
  return drops;
}
