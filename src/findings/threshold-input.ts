/**
 * The `finding-thresholds` input: the thresholds that make a row a finding, tuned by a team. Pure;
 * parsed before any request. `key: value` (or `key=value`) pairs, one per line or comma-separated;
 * `#` starts a comment to the end of its line, removed before the line is split on commas; keys
 * not given keep their defaults (`thresholds.ts`); shares and falls are fractions from 0 to 1 or
 * percentages (`0.6`, `60%`). The keys and their ranges: docs/findings.md, "Thresholds".
 */
import { InputError } from '../errors.ts';
import { DEFAULT_THRESHOLDS } from './thresholds.ts';
import type { FindingThresholds } from './types.ts';

/** The input's name. */
const FINDING_THRESHOLDS_INPUT = 'finding-thresholds';

/** Largest count threshold accepted. */
const MAX_COUNT_THRESHOLD = 1_000_000;

/** One key of the input: the field it sets and the values it allows. */
interface ThresholdKey {
  field: keyof FindingThresholds;
  /** `count`: an integer from `min` to {@link MAX_COUNT_THRESHOLD}; `share`: a fraction from `min` to 1. */
  type: 'count' | 'share';
  min: number;
  /** What it means, for docs and errors. */
  meaning: string;
}

/** The keys of `finding-thresholds`, in the order the docs list them. */
const THRESHOLD_KEYS: Readonly<Record<string, ThresholdKey>> = Object.freeze({
  'content-gap-min-searches': {
    field: 'contentGapMinHits',
    type: 'count',
    min: 1,
    meaning: 'searches of a query (all spellings) with no click',
  },
  'negative-feedback-min-thumbs-down': {
    field: 'negativeFeedbackMinDown',
    type: 'count',
    min: 1,
    meaning: 'thumbs-down of a page',
  },
  'negative-feedback-min-share': {
    field: 'negativeFeedbackMinDownShare',
    type: 'share',
    min: 0,
    meaning: 'share of thumbs-down among its thumbs',
  },
  'unanswered-min-count': {
    field: 'unansweredMinCount',
    type: 'count',
    min: 1,
    meaning: 'unanswered conversations of a category',
  },
  'unanswered-min-share': {
    field: 'unansweredMinShare',
    type: 'share',
    min: 0,
    meaning: "share of unanswered among the category's conversations",
  },
  'traffic-drop-min-views': {
    field: 'trafficDropMinPreviousViews',
    type: 'count',
    min: 1,
    meaning: 'usual human views of a page (per the range length)',
  },
  'traffic-drop-min-fall': {
    field: 'trafficDropMinFall',
    type: 'share',
    min: 0.01,
    meaning: 'fall of human views against the site',
  },
});

function parseValue(key: string, spec: ThresholdKey, text: string): number {
  if (spec.type === 'count') {
    const n = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
    if (!(n >= spec.min && n <= MAX_COUNT_THRESHOLD)) {
      throw new InputError(
        `${FINDING_THRESHOLDS_INPUT}: ${key} must be an integer from ${spec.min} to ${MAX_COUNT_THRESHOLD} (got "${text}")`,
      );
    }
    return n;
  }
  const percent = /^(\d{1,3}(?:\.\d+)?)\s*%$/.exec(text);
  const n = percent ? Number(percent[1]) / 100 : /^\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= spec.min && n <= 1)) {
    const from = spec.min === 0 ? '0' : `${spec.min} (${spec.min * 100}%)`;
    throw new InputError(
      `${FINDING_THRESHOLDS_INPUT}: ${key} must be a fraction from ${from} to 1, or a percentage such as 60% (got "${text}")`,
    );
  }
  return n;
}

/**
 * The thresholds `value` sets over the defaults ('' keeps every default).
 * @throws InputError naming the key: unknown key (listing the allowed ones), a key given twice,
 *   a pair without a value, or a value out of range.
 */
export function parseFindingThresholds(value: string): FindingThresholds {
  const thresholds: FindingThresholds = { ...DEFAULT_THRESHOLDS };
  const seen = new Set<string>();
  // Comments go first, line by line: a comma inside one never splits a pair off it.
  const items = value.split(/\r?\n|\r/).flatMap((line) => line.replace(/#.*$/, '').split(','));
  for (const raw of items) {
    const item = raw.trim();
    if (item === '') continue;
    const match = /^([A-Za-z0-9_-]+)\s*[:=]\s*(.*)$/.exec(item);
    if (!match) {
      throw new InputError(
        `${FINDING_THRESHOLDS_INPUT}: "${item.slice(0, 100)}" is not a key: value pair, e.g. content-gap-min-searches: 10`,
      );
    }
    const key = (match[1] ?? '').toLowerCase();
    const text = (match[2] ?? '').trim();
    const spec = THRESHOLD_KEYS[key];
    if (spec === undefined || !Object.hasOwn(THRESHOLD_KEYS, key)) {
      throw new InputError(
        `${FINDING_THRESHOLDS_INPUT}: unknown key "${key.slice(0, 100)}"; allowed: ${Object.keys(THRESHOLD_KEYS).join(', ')}`,
      );
    }
    if (seen.has(key)) throw new InputError(`${FINDING_THRESHOLDS_INPUT}: ${key} is given twice`);
    seen.add(key);
    if (text === '') throw new InputError(`${FINDING_THRESHOLDS_INPUT}: ${key} has no value`);
    thresholds[spec.field] = parseValue(key, spec, text);
  }
  return thresholds;
}
