/**
 * The one schema of `manifest.json` (see `manifest.ts` for the format): the writer's type is
 * inferred from it, and every reader parses with it — `resume` (`resume/previous-export.ts`),
 * `compare` (`findings/previous-snapshot.ts`) and the check of `output-dir`
 * (`files/output-dir.ts`). Readers accept what earlier versions of the action wrote: a manifest
 * without `mode` is a page-views one, without `snapshotRuns` / `snapshotRequests` one of a single
 * run; a page-views manifest from before `generator` existed is recognised by its own fields
 * ({@link LegacyPageViewsManifestSchema}).
 */
import { z } from 'zod';

/** The `generator` field of every manifest the action writes: how it recognises its own folders. */
export const MANIFEST_GENERATOR = 'mintlify-action';

/** The exporting modes, as manifests name them (`mode`; page-views manifests from before that field have none). */
const EXPORT_MODES = ['page-views', 'analytics'] as const;
export type ExportMode = (typeof EXPORT_MODES)[number];

const Count = z.number().int().nonnegative();

/** One file of the export: base name, size in bytes, SHA-256 of its bytes (lowercase hex). */
const ManifestFileSchema = z.object({
  name: z.string(),
  bytes: Count,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestFile = z.infer<typeof ManifestFileSchema>;

/**
 * One dataset: whether it is complete, its rows, pages, requests (retries included), `limit`
 * (`null` for `assistant-callers`) and files; then the JSON file's fields after the rows (views,
 * visitors: `totals`; searches: `totalSearches`…; absent when skipped), and for a partial one why
 * and where the next run resumes it.
 */
const ManifestDatasetSchema = z.looseObject({
  complete: z.boolean(),
  status: z.enum(['complete', 'partial', 'skipped']),
  rows: Count,
  pages: Count,
  requests: Count,
  limit: Count.nullable(),
  files: z.array(ManifestFileSchema),
  /** `feedback-by-page`: the API left rows out (`hasMore`), which no request can fetch. */
  truncated: z.boolean().optional(),
  /**
   * Rows whose key (`path`) repeats an earlier row's, the first 10 such keys, and the rows checked (views, visitors).
   */
  duplicates: z.object({ count: Count, examples: z.array(z.string()), checkedRows: Count }).optional(),
  /** The API's site-wide figures differed between two pages (views, visitors). */
  totalsChanged: z.boolean().optional(),
  /** Why it is not complete. */
  error: z.string().optional(),
  /** Offset paging: the offset of the first page not written (partial only). */
  stoppedAtOffset: Count.optional(),
  /** Cursor paging: the cursor of the first page not written (partial only; absent at the first page). */
  stoppedAtCursor: z.string().optional(),
});
export type ManifestDataset = z.infer<typeof ManifestDatasetSchema>;

/** `manifest.json` as the action writes it today. Times are ISO 8601 UTC; `dateTo` is exclusive. */
export const ManifestSchema = z.looseObject({
  /** {@link MANIFEST_GENERATOR}. */
  generator: z.literal(MANIFEST_GENERATOR),
  /** The mode that wrote the folder (an `analytics` snapshot must not reuse a `page-views` folder, nor the reverse). */
  mode: z.enum(EXPORT_MODES),
  complete: z.boolean(),
  projectId: z.string(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  period: z.string().nullable(),
  /**
   * A range with a bound left to the API (which moves with the calendar):
   * the UTC day (`YYYY-MM-DD`) it was taken on; `null` for explicit dates.
   */
  openRangeDay: z.string().nullable(),
  formats: z.array(z.enum(['json', 'csv'])),
  maxRequests: Count,
  /** HTTP requests of this run, retries included. */
  requests: Count,
  /** The snapshot across every run that built it (`resume`): runs so far (this one included) and their requests. */
  snapshotRuns: Count,
  snapshotRequests: Count,
  visitorText: z.enum(['included', 'excluded']),
  contact: z.enum(['included', 'excluded']),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** By dataset, in the order they were fetched. */
  datasets: z.record(z.string(), ManifestDatasetSchema),
  /** Every file but the manifest: the datasets' files in fetch order, then those of later phases. */
  files: z.array(ManifestFileSchema),
});
/** The content of `manifest.json`, as written. */
export type ExportManifest = z.infer<typeof ManifestSchema>;

/** A manifest as a reader accepts it: also one an earlier version wrote (fields added since are optional). */
export const StoredManifestSchema = ManifestSchema.partial({
  mode: true,
  period: true,
  openRangeDay: true,
  maxRequests: true,
  snapshotRuns: true,
  snapshotRequests: true,
  startedAt: true,
  finishedAt: true,
});

/** A manifest as a reader accepts it. */
export type StoredManifest = z.infer<typeof StoredManifestSchema>;

/** What tells a folder's manifest as the action's own, of which mode (`mode` absent: page-views). */
export const ManifestOwnerSchema = StoredManifestSchema.pick({ generator: true, mode: true });

/** A page-views manifest from before `generator` existed: recognised by these fields. */
export const LegacyPageViewsManifestSchema = z.looseObject({
  complete: z.boolean(),
  projectId: z.string(),
  rows: z.number(),
  files: z.array(z.unknown()),
});

/**
 * What `compare` reads of a previous snapshot's manifest (`findings/previous-snapshot.ts`): the
 * same fields, fewer of them checked — a dataset's `complete`, `rows` and `files`, and the files.
 */
export const ComparedManifestSchema = StoredManifestSchema.pick({
  generator: true,
  mode: true,
  complete: true,
  projectId: true,
  dateFrom: true,
  dateTo: true,
  period: true,
}).extend({
  datasets: z.record(z.string(), ManifestDatasetSchema.pick({ complete: true, rows: true, files: true })),
  files: StoredManifestSchema.shape.files.optional(),
});
export type ComparedManifest = z.infer<typeof ComparedManifestSchema>;
