/**
 * `history.json`: the snapshots of a docs site carried forward from artifact to artifact, so that findings are judged
 * against more than the one previous snapshot and trends can be drawn. Pure (parsing, appending, capping); the
 * findings step reads the previous artifact's copy (from the one download `compare` already makes) and writes the new
 * one next to `findings.json`. At most {@link MAX_HISTORY_SNAPSHOTS} snapshots, oldest first; `pages` only on the
 * newest {@link BASELINE_SNAPSHOTS} and for the {@link MAX_HISTORY_PAGES} most viewed pages. Fields are only ever
 * added. The format, with an example: docs/findings.md, "History: `history.json`".
 */
import { z } from 'zod';
import type { Finding, FindingsFile, HeadlineMetric } from './types.ts';
import { HEADLINE_METRICS } from './types.ts';
import { BASELINE_SNAPSHOTS } from './traffic-drop.ts';
import type { FindingFigures } from './measure.ts';

export { BASELINE_SNAPSHOTS };

/** The file name of the history, in `output-dir` and in the artifact. */
export const HISTORY_FILE_NAME = 'history.json';

/** `history.json` format version; changes only on an incompatible change. */
const HISTORY_VERSION = 1;

/** Most snapshots kept (a year of weekly snapshots). */
export const MAX_HISTORY_SNAPSHOTS = 52;

/** Most pages whose views one history entry keeps (the most viewed ones). */
export const MAX_HISTORY_PAGES = 5000;

/** Largest `history.json` read, in bytes (52 entries of headline figures and findings, 4 of pages, fit easily). */
export const MAX_HISTORY_BYTES = 32 * 1024 * 1024;

const Count = z.number().nonnegative();

/**
 * One finding of a past snapshot: its id and level, and its subject's figures (`measure.ts`) when recorded; a traffic
 * drop's also hold `usual`, the human views its page usually had (the baseline it was judged against).
 */
const HistoryFindingSchema = z.looseObject({
  id: z.string().min(1).max(2000),
  level: Count,
  figures: z.record(z.string(), Count).optional(),
});

/** Whether `value` is an object of `[human, ai]` pairs of non-negative finite numbers. */
function isPages(value: unknown): value is Record<string, [number, number]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const pair of Object.values(value)) {
    if (!Array.isArray(pair) || pair.length !== 2) return false;
    const [human, ai] = pair as unknown[];
    if (
      typeof human !== 'number' ||
      typeof ai !== 'number' ||
      !(human >= 0) ||
      !(ai >= 0) ||
      !Number.isFinite(human) ||
      !Number.isFinite(ai)
    )
      return false;
  }
  return true;
}

/** One snapshot of the history (see the module comment). */
const HistoryEntrySchema = z.looseObject({
  /** Inclusive start (`YYYY-MM-DD` or ISO instant), `null` when left to the API. */
  dateFrom: z.string().nullable(),
  /** Exclusive end, `null` when left to the API. */
  dateTo: z.string().nullable(),
  /** Length of the range in days, `null` when a bound is unknown. */
  days: z.number().positive().nullable(),
  /** When the snapshot's findings were made (ISO 8601). */
  generatedAt: z.string(),
  /** Every dataset was exported completely. */
  complete: z.boolean(),
  /**
   * The finding kinds the snapshot could measure (`measure.ts`); absent
   * in entries of older versions (then `complete` stands for every kind).
   */
  measured: z.array(z.string()).optional(),
  headline: z.partialRecord(z.enum(HEADLINE_METRICS), Count.nullable()),
  findings: z.array(HistoryFindingSchema),
  /** Checked by a plain loop: zod's record of tuples costs ~40 ms per 5,000 pages. */
  pages: z
    .custom<Record<string, [number, number]>>(isPages, { message: 'pages must map paths to [human, ai] counts' })
    .optional(),
});
/** See {@link HistoryEntrySchema}. */
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** The content of `history.json`. */
export const HistoryFileSchema = z.looseObject({
  generator: z.string(),
  version: z.literal(HISTORY_VERSION),
  projectId: z.string(),
  snapshots: z.array(HistoryEntrySchema),
});
/** See {@link HistoryFileSchema}. */
export type HistoryFile = z.infer<typeof HistoryFileSchema>;

/** The file around the entries: read first, so that one bad entry costs that entry only. */
const HistoryEnvelopeSchema = HistoryFileSchema.extend({ snapshots: z.array(z.unknown()) });

/**
 * The outcome of reading a previous `history.json`: its entries (`problem`: entries left out, if
 * any), or why it cannot be used at all.
 */
export type HistoryRead = { entries: HistoryEntry[]; problem?: string } | { entries: undefined; problem: string };

/**
 * The number a finding's kind is judged by: hits of a content gap, thumbs-down of negative
 * feedback, unanswered conversations, or for a traffic drop the percentage of readers lost
 * (against the site, see `traffic-drop.ts`).
 */
export function findingLevel(finding: Finding): number {
  switch (finding.kind) {
    case 'content-gap':
      return finding.hits;
    case 'negative-feedback':
      return finding.thumbsDown;
    case 'unanswered-questions':
      return finding.unanswered;
    case 'traffic-drop':
      return Math.max(0, Math.round(-(finding.relativeChange ?? finding.change) * 100));
  }
}

/**
 * Parses a previous `history.json` (text as read from the artifact) of project `projectId`.
 * Never throws: a problem is returned as a reason (the history then starts anew).
 */
export function parseHistory(text: string, projectId: string): HistoryRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { entries: undefined, problem: `${HISTORY_FILE_NAME} is not JSON` };
  }
  const parsed = HistoryEnvelopeSchema.safeParse(value);
  if (!parsed.success)
    return { entries: undefined, problem: `${HISTORY_FILE_NAME} is not in the format this action writes` };
  if (parsed.data.projectId !== projectId)
    return { entries: undefined, problem: `${HISTORY_FILE_NAME} is the history of another project` };
  // One entry that does not parse (e.g. a level written as null by an older version) is left
  // out; the others, up to a year of trends and baselines, are kept.
  const entries: HistoryEntry[] = [];
  let dropped = 0;
  for (const snapshot of parsed.data.snapshots.slice(-MAX_HISTORY_SNAPSHOTS)) {
    const read = HistoryEntrySchema.safeParse(snapshot);
    if (read.success) entries.push(read.data);
    else dropped += 1;
  }
  if (dropped === 0) return { entries };
  return {
    entries,
    problem: `${dropped} ${dropped === 1 ? 'snapshot' : 'snapshots'} of ${HISTORY_FILE_NAME} did not parse and ${dropped === 1 ? 'was' : 'were'} left out`,
  };
}

/**
 * The `[human, ai]` views of the most viewed pages, at most {@link MAX_HISTORY_PAGES} (ties by
 * path), as an object keyed by path.
 */
export function topPages(pages: ReadonlyMap<string, readonly [number, number]>): Record<string, [number, number]> {
  let list = [...pages];
  if (list.length > MAX_HISTORY_PAGES) {
    list = list
      .sort((a, b) => b[1][0] + b[1][1] - (a[1][0] + a[1][1]) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, MAX_HISTORY_PAGES);
  }
  const out: Record<string, [number, number]> = Object.create(null) as Record<string, [number, number]>;
  for (const [path, [human, ai]] of list) out[path] = [human, ai];
  return out;
}

/**
 * The history entry of a snapshot: its range, headline figures (current values), every
 * finding's id and level, and its pages' views when they were exported completely.
 * @param generatedAt ISO 8601.
 */
export function historyEntry(
  findings: FindingsFile,
  generatedAt: string,
  pages: ReadonlyMap<string, readonly [number, number]> | undefined,
  measure?: { kinds: readonly string[]; figures: (findingId: string) => FindingFigures | undefined },
): HistoryEntry {
  const headline: Partial<Record<HeadlineMetric, number | null>> = {};
  for (const figure of findings.headline) headline[figure.metric] = figure.current;
  return {
    dateFrom: findings.range.dateFrom,
    dateTo: findings.range.dateTo,
    days: findings.range.days,
    generatedAt,
    complete: findings.incomplete.length === 0,
    ...(measure === undefined ? {} : { measured: [...measure.kinds] }),
    headline,
    findings: findings.findings.map((f) => {
      const measured = measure?.figures(f.id);
      // A traffic drop keeps its usual human views too: the level before the drop, once the baseline has caught up.
      const usual = f.kind === 'traffic-drop' ? f.previousHumanViews : undefined;
      const figures = measured === undefined ? undefined : { ...measured, ...(usual === undefined ? {} : { usual }) };
      return { id: f.id, level: findingLevel(f), ...(figures === undefined ? {} : { figures }) };
    }),
    ...(pages === undefined ? {} : { pages: topPages(pages) }),
  };
}

/**
 * `previous` with `entry` appended: oldest first, at most {@link MAX_HISTORY_SNAPSHOTS}, pages
 * kept on the newest {@link BASELINE_SNAPSHOTS} entries only. An entry of the same range as
 * `entry` (a re-run of the same snapshot) is replaced, not repeated.
 */
export function appendHistory(previous: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const kept = previous.filter(
    (e) => !(e.dateFrom === entry.dateFrom && e.dateTo === entry.dateTo && e.dateFrom !== null && e.dateTo !== null),
  );
  const all = [...kept, entry].slice(-MAX_HISTORY_SNAPSHOTS);
  return all.map((e, i) => {
    if (i >= all.length - BASELINE_SNAPSHOTS || e.pages === undefined) return e;
    const rest: HistoryEntry = { ...e };
    delete rest.pages;
    return rest;
  });
}

/** The content of the new `history.json`. */
export function historyFile(generator: string, projectId: string, snapshots: HistoryEntry[]): HistoryFile {
  return { generator, version: HISTORY_VERSION, projectId, snapshots };
}

/**
 * `value` as the JSON text of `fileName`, after it parsed with `schema` as a reader will parse it:
 * a file the next run would refuse (a `NaN` or an infinity, which JSON writes as `null`; a field
 * out of its format) is never written.
 * @throws Error naming the file and the first field that does not parse.
 */
export function checkedJson(schema: z.ZodType, value: unknown, fileName: string, indent?: number): string {
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v),
    indent,
  );
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? '' : ` at ${issue.path.join('.') || 'the top'}: ${issue.message}`;
    throw new Error(
      `${fileName} was not written: it does not parse as the next run would read it${where}. This is a bug of the action; the previous snapshot stays the last good one.`,
    );
  }
  return `${text}\n`;
}
