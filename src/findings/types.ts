/**
 * The shape of a finding and of `findings.json`, the "Docs health" result of an analytics snapshot: zod schemas (to
 * read a `findings.json`, e.g. a previous artifact's or the one the triage step files issues from) and the types
 * inferred from them; each field is described where it is declared.
 *
 * Fields are only ever added, never renamed or removed; `version` changes only on an incompatible change. Ids are
 * `<kind>:<key>`, the same for the same finding in every snapshot. The file with an example, the ids and what is left
 * out without visitor text: docs/findings.md, "`findings.json`", "Ids: the same finding, week after week", "Privacy".
 */
import { z } from 'zod';

/** The finding kinds (see docs/findings.md for what each means and its thresholds). */
export type FindingKind = 'content-gap' | 'negative-feedback' | 'unanswered-questions' | 'traffic-drop';

/** The `subject` (and id key) of an `unanswered-questions` finding whose `queryCategory` is `null`. */
export const UNCATEGORISED = '(uncategorised)';

/** `findings.json` format version; changes only on an incompatible change. */
export const FINDINGS_VERSION = 1;

/** The file name of the findings, in `output-dir` and in the artifact. */
export const FINDINGS_FILE_NAME = 'findings.json';

const Count = z.number().int().nonnegative();

/**
 * A date range as the snapshot asked for it: `dateFrom` inclusive,
 * `dateTo` exclusive (`YYYY-MM-DD` or ISO instant; `null` = API default).
 */
const FindingsRangeSchema = z.object({
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  period: z.string().nullable(),
  /**
   * Length of the range in days (fractional for instants), used for
   * per-day comparison; `null` when a bound was left to the API.
   */
  days: z.number().positive().nullable(),
});
/** See {@link FindingsRangeSchema}. */
export type FindingsRange = z.infer<typeof FindingsRangeSchema>;

/** The workflow run that made a snapshot (`null` fields when not run by GitHub Actions). */
const FindingsRunSchema = z.object({
  /** `owner/name`. */
  repository: z.string().nullable(),
  runId: z.number().int().nullable(),
  runAttempt: z.number().int().nullable(),
  /** The run's page on GitHub. */
  url: z.string().nullable(),
});
/** See {@link FindingsRunSchema}. */
export type FindingsRun = z.infer<typeof FindingsRunSchema>;

/** Whether and against what this snapshot was compared. */
const FindingsCompareSchema = z.discriminatedUnion('status', [
  /** Compared with the previous snapshot. */
  z.object({
    status: z.literal('compared'),
    previous: z.object({
      range: FindingsRangeSchema,
      run: FindingsRunSchema,
      artifactId: z.number().int(),
      artifactName: z.string(),
      /** When the previous artifact was created (ISO 8601). */
      createdAt: z.string().nullable(),
    }),
  }),
  /** `compare: none`. */
  z.object({ status: z.literal('off') }),
  /** `compare: previous-artifact`, but no usable previous snapshot; `reason` says why (the notice's text). */
  z.object({ status: z.literal('unavailable'), reason: z.string() }),
]);
/** See {@link FindingsCompareSchema}. */
export type FindingsCompare = z.infer<typeof FindingsCompareSchema>;

/** The headline figures of the "Docs health" section. */
export const HEADLINE_METRICS = [
  'views-human',
  'views-ai',
  'views-total',
  'visitors',
  'searches',
  'feedback',
  'assistant-conversations',
  'ai-share',
] as const;
/** One of {@link HEADLINE_METRICS}. */
export type HeadlineMetric = (typeof HEADLINE_METRICS)[number];

/**
 * One headline figure and its change. `current`/`previous` are counts over the whole range
 * (`ai-share` is a fraction from 0 to 1); `null` when the dataset was not exported (or there is
 * no previous snapshot). `change` is the signed relative change of the per-day values
 * (`0.25` = +25 %; for `ai-share`, the difference of the shares: `0.03` = +3 percentage points),
 * `null` when either side is missing or the previous value is 0.
 */
const HeadlineFigureSchema = z.object({
  metric: z.enum(HEADLINE_METRICS),
  current: z.number().nonnegative().nullable(),
  previous: z.number().nonnegative().nullable(),
  change: z.number().nullable(),
});
/** See {@link HeadlineFigureSchema}. */
export type HeadlineFigure = z.infer<typeof HeadlineFigureSchema>;

/** The thresholds a snapshot's findings were computed with (defaults in `thresholds.ts`). */
const FindingThresholdsSchema = z.object({
  /** content-gap: least hits of a query (all its spellings together) with no click. */
  contentGapMinHits: Count,
  /** negative-feedback: least thumbs-down of a page. */
  negativeFeedbackMinDown: Count,
  /** negative-feedback: least share of thumbs-down among thumbs (0–1), e.g. 0.6. */
  negativeFeedbackMinDownShare: z.number().min(0).max(1),
  /** unanswered-questions: least unanswered conversations in a category. */
  unansweredMinCount: Count,
  /** unanswered-questions: least share of unanswered among the category's conversations (0–1). */
  unansweredMinShare: z.number().min(0).max(1),
  /** traffic-drop: least previous views of the page, per day of the current range's length (the "meaningful base"). */
  trafficDropMinPreviousViews: Count,
  /** traffic-drop: least fall of per-day views (0–1), e.g. 0.5 = halved. */
  trafficDropMinFall: z.number().min(0).max(1),
});
/** See {@link FindingThresholdsSchema}. */
export type FindingThresholds = z.infer<typeof FindingThresholdsSchema>;

/**
 * The fields every finding has.
 * - `subject`: the search query, the page path or the category; `null` only when `withheld`.
 * - `withheld`: the subject is visitor text left out by the privacy rules.
 * - `score`: 0–100, ranks findings across kinds (see `score.ts` and docs/findings.md).
 * - `seen`: `new` (not a finding in the previous snapshot), `again` (it was), `unknown` (no previous snapshot).
 * - `summary`: one plain-text sentence saying what readers did (never visitor text); untrusted
 *   subjects are not in it, so it can go into an issue title once escaped.
 * - `url`: the live page (`docs-url` + path) for page kinds, when `docs-url` is set.
 */
const FindingBase = {
  id: z.string().min(1),
  subject: z.string().nullable(),
  withheld: z.boolean(),
  score: z.number().min(0).max(100),
  seen: z.enum(['new', 'again', 'unknown']),
  summary: z.string(),
  url: z.string().optional(),
};

/** How many times a page or query occurred in the evidence. */
const CountedSchema = z.object({ value: z.string(), count: Count });
/** See {@link CountedSchema}. */
export type Counted = z.infer<typeof CountedSchema>;

/**
 * `content-gap`: a query searched repeatedly that got no click (`ctr` 0, no `topClickedPage`).
 * `hits` sums every spelling of the normalised query; `spellings` counts them;
 * `previousHits` is from the previous snapshot (`null` when none or not found there).
 */
const ContentGapFindingSchema = z.object({
  ...FindingBase,
  kind: z.literal('content-gap'),
  hits: Count,
  spellings: Count,
  /** Share of all search events in the range (0–1), `null` when `totalSearches` is unknown. */
  shareOfSearches: z.number().min(0).max(1).nullable(),
  lastSearchedAt: z.string().nullable(),
  previousHits: Count.nullable(),
});

/** A pending feedback item on the page (`comment` absent when visitor text is left out; never `contact`). */
const FeedbackCommentSchema = z.object({
  id: z.string(),
  createdAt: z.string().nullable(),
  source: z.string(),
  comment: z.string().optional(),
});
/** See {@link FeedbackCommentSchema}. */
export type FeedbackComment = z.infer<typeof FeedbackCommentSchema>;

/**
 * `negative-feedback`: a page with clearly more thumbs-down than thumbs-up and a meaningful
 * count (`/feedback/by-page`). `comments` are its pending comments (newest first, at most a few);
 * `pendingComments` counts all of them.
 */
const NegativeFeedbackFindingSchema = z.object({
  ...FindingBase,
  kind: z.literal('negative-feedback'),
  path: z.string(),
  thumbsUp: Count,
  thumbsDown: Count,
  code: Count,
  total: Count,
  pendingComments: Count,
  comments: z.array(FeedbackCommentSchema),
  previousThumbsDown: Count.nullable(),
});

/**
 * `unanswered-questions`: an assistant `queryCategory` (`null` → {@link UNCATEGORISED}) with many
 * unanswered conversations (`/assistant`). `pages`: where they started (`pageUrl`s' paths), most first;
 * `queries`: the most frequent unanswered queries (normalised), absent when visitor text is left out.
 */
const UnansweredQuestionsFindingSchema = z.object({
  ...FindingBase,
  kind: z.literal('unanswered-questions'),
  category: z.string().nullable(),
  unanswered: Count,
  conversations: Count,
  pages: z.array(CountedSchema),
  queries: z.array(CountedSchema).optional(),
  previousUnanswered: Count.nullable(),
});

/**
 * `traffic-drop`: a page whose views fell sharply against the previous snapshot, from a
 * meaningful base. Views are totals over each range; `change` is the signed relative change
 * of views per day (e.g. `-0.62`).
 */
const TrafficDropFindingSchema = z.object({
  ...FindingBase,
  kind: z.literal('traffic-drop'),
  path: z.string(),
  views: Count,
  /**
   * The baseline: the median per-day views of up to the last 4 snapshots, times the current range's length (rounded).
   */
  previousViews: Count,
  /** Signed relative change of per-day views against the baseline, before the site's own change is taken out. */
  change: z.number(),
  /**
   * Which readers were lost: `human` (human views fell, AI views held or were too few to judge)
   * or `human-and-ai`. A page whose AI views alone collapsed is not a traffic drop. Absent in
   * files of versions before readers were told apart.
   */
  readers: z.enum(['human', 'human-and-ai']).optional(),
  /**
   * Signed change of the page's human views per day against its baseline
   * scaled by the site's change (what the finding is judged by).
   */
  relativeChange: z.number().optional(),
  /**
   * Signed change of the site's human views per day against the site's baseline (never above 0 in the judgement: a
   * growing site excuses nothing).
   */
  siteChange: z.number().nullable().optional(),
  /** Human views now, and the human baseline (per the current range's length). */
  humanViews: Count.optional(),
  previousHumanViews: Count.optional(),
  /** Snapshots the baseline is the median of (1–4). */
  baselineSnapshots: z.number().int().positive().optional(),
});

/** One finding, discriminated on `kind`. */
const FindingSchema = z.discriminatedUnion('kind', [
  ContentGapFindingSchema,
  NegativeFeedbackFindingSchema,
  UnansweredQuestionsFindingSchema,
  TrafficDropFindingSchema,
]);
/** One finding. */
export type Finding = z.infer<typeof FindingSchema>;
/** A finding of one kind. */
export type FindingOf<K extends FindingKind> = Extract<Finding, { kind: K }>;
export type ContentGapFinding = FindingOf<'content-gap'>;
export type NegativeFeedbackFinding = FindingOf<'negative-feedback'>;
export type UnansweredQuestionsFinding = FindingOf<'unanswered-questions'>;
export type TrafficDropFinding = FindingOf<'traffic-drop'>;

/**
 * A topic: the findings about one subject (`topics/group.ts`), ranked (`topics/rank.ts`).
 * `findingIds` lead first; `score` combines theirs (0–100); `actionable` when readers said what
 * fails them (feedback, questions, searches) rather than only a traffic drop; `why` says in plain
 * text (numbers and the action's words only) why it ranks where it does.
 */
const TopicSchema = z.object({
  /** The lead finding's id (a thumbs-down page, else a traffic-drop page, else the top score). */
  id: z.string().min(1),
  findingIds: z.array(z.string().min(1)).min(1),
  /** How each other finding joined the lead, by finding id (e.g. `words that name the page`). */
  ties: z.record(z.string(), z.string()),
  score: z.number().min(0).max(100),
  /** 1 for the first topic. */
  rank: z.number().int().positive(),
  actionable: z.boolean(),
  why: z.string(),
});
/** See {@link TopicSchema}. */
export type Topic = z.infer<typeof TopicSchema>;

/** Whether traffic drops could be judged: earlier snapshots with page views, and how many are needed. */
const TrafficBaselineSchema = z.object({ snapshots: Count, needed: Count });

/** The content of `findings.json` (see the module comment). Loose: fields added later are kept by readers. */
export const FindingsFileSchema = z.looseObject({
  generator: z.string(),
  version: z.literal(FINDINGS_VERSION),
  projectId: z.string(),
  range: FindingsRangeSchema,
  run: FindingsRunSchema,
  visitorText: z.enum(['included', 'excluded']),
  compare: FindingsCompareSchema,
  thresholds: FindingThresholdsSchema,
  headline: z.array(HeadlineFigureSchema),
  /**
   * Datasets the findings could not use (not exported or not complete),
   * e.g. `["searches"]`; findings of their kinds may be missing.
   */
  incomplete: z.array(z.string()),
  findings: z.array(FindingSchema),
  /** The findings grouped by subject, ranked (absent in files written before topics). */
  topics: z.array(TopicSchema).optional(),
  /**
   * Earlier snapshots the traffic-drop baseline had; traffic drops
   * are judged only from `needed` on. Absent in older files.
   */
  trafficBaseline: TrafficBaselineSchema.optional(),
});
/** The content of `findings.json`. */
export type FindingsFile = z.infer<typeof FindingsFileSchema>;

/** A topic with its findings, lead first. */
export interface TopicFindings {
  topic: Topic;
  findings: Finding[];
}
