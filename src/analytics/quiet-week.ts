/**
 * Quiet weeks: a snapshot in which the site's traffic or one dataset is far below the usual (a holiday, an outage of
 * one export, a tracking script that broke), judged from `history.json`'s headline figures. Pure. A quiet dataset is
 * labelled at the top of the dashboard and the job summary, its findings are "not seen" because of it (not "below the
 * thresholds"), and a snapshot quiet for a finding's dataset never counts towards verifying its fix: no issue is
 * judged fixed or gone on a quiet week alone. The rule: docs/triage.md, "Quiet weeks".
 */
import { formatCount } from '../format/count.ts';
import type { HistoryEntry } from '../findings/history.ts';
import { median } from '../findings/traffic-drop.ts';
import type { FindingKind, HeadlineMetric } from '../findings/types.ts';

/** A dataset is quiet when its figure per day is at most this share of the usual. */
const QUIET_SHARE = 0.6;

/** Snapshots whose median per day is the usual (the same number traffic baselines use). */
const USUAL_SNAPSHOTS = 4;

/** Least usual count over the snapshot's range for a dataset to be judged (a handful of rows is noise). */
const MIN_USUAL = 10;

/** The headline figure that stands for each finding kind's dataset. */
const KIND_METRICS: ReadonlyArray<readonly [FindingKind, QuietMetric, string]> = [
  ['traffic-drop', 'views-human', 'human page views'],
  ['content-gap', 'searches', 'searches'],
  ['negative-feedback', 'feedback', 'feedback'],
  ['unanswered-questions', 'assistant-conversations', 'assistant conversations'],
];

/** The headline figures judged for a quiet week. */
type QuietMetric = Extract<HeadlineMetric, 'views-human' | 'searches' | 'feedback' | 'assistant-conversations'>;

/** One dataset far below the usual in a snapshot. */
export interface QuietDataset {
  /** The finding kind the dataset measures. */
  kind: FindingKind;
  /** What it counts, in words, e.g. `human page views`. */
  what: string;
  /** Its count over the snapshot's range. */
  count: number;
  /** The usual count over a range of the same length (median per day of up to 4 earlier snapshots that had any). */
  usual: number;
}

function perDay(entry: HistoryEntry, metric: QuietMetric): number | undefined {
  const value = entry.headline[metric];
  if (value === undefined || value === null) return undefined;
  return value / (entry.days ?? 1);
}

/**
 * The datasets of `history[at]` far below their usual (see the module comment): its figure per day at most
 * {@link QUIET_SHARE} of the median of up to {@link USUAL_SNAPSHOTS} earlier snapshots with a figure above 0, when
 * that usual comes to at least {@link MIN_USUAL} over the range. An empty dataset (0) is the quietest. `[]` for a
 * snapshot without earlier ones, or one whose figure was not exported (an incomplete dataset says so itself).
 */
export function quietDatasets(history: readonly HistoryEntry[], at = history.length - 1): QuietDataset[] {
  const entry = history[at];
  if (entry === undefined) return [];
  const days = entry.days ?? 1;
  const quiet: QuietDataset[] = [];
  for (const [kind, metric, what] of KIND_METRICS) {
    const now = perDay(entry, metric);
    if (now === undefined) continue;
    const earlier = history
      .slice(0, at)
      .map((e) => perDay(e, metric))
      .filter((v): v is number => v !== undefined && v > 0)
      .slice(-USUAL_SNAPSHOTS);
    const usual = median(earlier);
    if (usual === undefined || usual * days < MIN_USUAL || now > usual * QUIET_SHARE) continue;
    quiet.push({ kind, what, count: Math.round(now * days), usual: Math.round(usual * days) });
  }
  return quiet;
}

/** The finding kinds whose dataset was quiet in each snapshot of `history` (by its index). */
export function quietKindsByEntry(history: readonly HistoryEntry[]): Array<ReadonlySet<FindingKind>> {
  return history.map((_, i) => new Set(quietDatasets(history, i).map((q) => q.kind)));
}

/** One quiet dataset in words, e.g. `human page views: 2,700 against a usual 5,400 (−50%)`, `searches: none (usually 130)`. */
export function quietText(q: QuietDataset): string {
  if (q.count === 0) return `${q.what}: none (usually ${formatCount(q.usual)})`;
  const fall = Math.round((1 - q.count / q.usual) * 100);
  return `${q.what}: ${formatCount(q.count)} against a usual ${formatCount(q.usual)} (−${fall}%)`;
}

/**
 * What makes a snapshot a quiet week, in words (plain text, the action's own words and numbers, to follow a "Quiet
 * week" heading), or `undefined` when it is not quiet: its quiet datasets, and those not exported completely
 * (`incomplete`, dataset names).
 */
export function quietWeekText(quiet: readonly QuietDataset[], incomplete: readonly string[]): string | undefined {
  if (quiet.length === 0 && incomplete.length === 0) return undefined;
  const parts = [
    ...quiet.map(quietText),
    ...incomplete.map((d) => `${d.replace(/[^\w-]/g, '')}: not exported completely`),
  ];
  return `${parts.join('; ')}. Findings of ${parts.length === 1 ? 'this dataset' : 'these datasets'} may be missing: an open issue not seen this week is not judged fixed or gone on this week alone, and a fix being verified waits for a usual week.`;
}
