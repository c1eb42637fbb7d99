/**
 * The one manifest format of every export (its zod schema: `schema.ts`) (`page-views` and `analytics` alike),
 * `manifest.json`
 * next to the files, written last (atomically): what was asked for, the resolved range, the
 * request budget, the privacy rules, per dataset whether it is complete, its rows, requests and
 * files, and every file of the artifact with its size and SHA-256, so that a later step (or the
 * next snapshot) can check the files before trusting them.
 *
 * ```json
 * {
 *   "generator": "mintlify-action", "mode": "analytics", "complete": false,
 *   "projectId": "proj_123", "dateFrom": "2026-01-01", "dateTo": "2026-01-08", "period": "last-7-days",
 *     "openRangeDay": null,
 *   "formats": ["json", "csv"], "maxRequests": 100, "requests": 12, "snapshotRuns": 2, "snapshotRequests": 112,
 *   "visitorText": "excluded", "contact": "excluded",
 *   "startedAt": "…", "finishedAt": "…",
 *   "datasets": {
 *     "assistant-callers":
 *       {"complete": true, "status": "complete", "rows": 1, "pages": 1, "requests": 1, "limit": null,
 *                           "files": [{"name": "assistant-callers.json", "bytes": 321, "sha256": "…"}]},
 *     "feedback-by-page": {"complete": true, …, "truncated": true},
 *     "views": {"complete": false, "status": "partial", …, "totals": {…}, "duplicates": {…}, "totalsChanged": false,
 *               "error": "stopped after 5 requests …", "stoppedAtOffset": 500},
 *     "assistant": {"complete": false, "status": "partial", …, "stoppedAtCursor": "…"},
 *     "searches": {"complete": false, "status": "skipped", "rows": 0, …, "files": [], "error": "…"}
 *   },
 *   "files": [{"name": "assistant-callers.json", …}, …, {"name": "findings.json", …}]
 * }
 * ```
 *
 * Datasets appear in the order they were fetched (`page-views`: `views` only, its files named
 * `page-views.*`). `files` lists every file of the export but the manifest itself: each
 * dataset's files, then the files later phases wrote (e.g. `findings.json`). `complete` at the
 * top is true only when every dataset is. `dateTo` is exclusive. `openRangeDay`: when a bound is
 * left to the API, the UTC day the snapshot was taken on (the same inputs name another range on
 * another day), else `null`. Times are ISO 8601 UTC.
 * `requests` counts this run's requests; `snapshotRuns` and `snapshotRequests` the whole snapshot's
 * when it was built over several runs (`resume`), and a dataset's `pages` and `requests` count
 * every run's. A partial dataset's `stoppedAtOffset` / `stoppedAtCursor` is where the next run
 * resumes it.
 */
import * as path from 'node:path';
import type { DateRange } from '../date-range.ts';
import type { ExportFormat } from '../files/formats.ts';
import { MANIFEST_FILE_NAME } from '../files/output-dir.ts';
import { writeFileAtomic, type WrittenFile } from '../files/temp-file.ts';
import type { DatasetOutcome } from '../paging/dataset-outcome.ts';
import type { Privacy } from '../privacy.ts';
import {
  MANIFEST_GENERATOR,
  type ExportManifest,
  type ExportMode,
  type ManifestDataset,
  type ManifestFile,
} from './schema.ts';

/** What {@link buildManifest} is made from. */
export interface ManifestFacts {
  mode: ExportMode;
  projectId: string;
  range: DateRange;
  formats: readonly ExportFormat[];
  maxRequests: number;
  requests: number;
  /** Runs and requests of the earlier runs of the same snapshot (resumed); none for a fresh one. */
  earlier?: { runs: number; requests: number };
  privacy: Privacy;
  startedAt: Date;
  finishedAt: Date;
  outcomes: readonly DatasetOutcome[];
  /** Files written after the datasets (e.g. `findings.json`), listed after theirs. */
  extraFiles: readonly WrittenFile[];
}

function file(written: WrittenFile): ManifestFile {
  return { name: path.basename(written.path), bytes: written.bytes, sha256: written.sha256 };
}

/** The manifest of a snapshot. Pure. */
export function buildManifest(facts: ManifestFacts): ExportManifest {
  const datasets: Record<string, ManifestDataset> = {};
  for (const outcome of facts.outcomes) {
    const entry: ManifestDataset = {
      complete: outcome.status === 'complete',
      status: outcome.status,
      rows: outcome.rows,
      pages: outcome.pages,
      requests: outcome.requests,
      limit: outcome.limit ?? null,
      files: outcome.files.map(file),
      ...outcome.tail,
    };
    if (outcome.dataset === 'feedback-by-page' && outcome.status !== 'skipped') entry.truncated = outcome.truncated;
    if (outcome.duplicates !== undefined) {
      entry.duplicates = {
        count: outcome.duplicates.count,
        examples: [...outcome.duplicates.examples],
        checkedRows: outcome.duplicates.checkedRows,
      };
    }
    if (outcome.totalsChanged !== undefined) entry.totalsChanged = outcome.totalsChanged;
    if (outcome.stop !== undefined) entry.error = outcome.stop.message;
    if (outcome.stoppedAtOffset !== undefined) entry.stoppedAtOffset = outcome.stoppedAtOffset;
    if (outcome.stoppedAtCursor !== undefined) entry.stoppedAtCursor = outcome.stoppedAtCursor;
    datasets[outcome.dataset] = entry;
  }
  return {
    generator: MANIFEST_GENERATOR,
    mode: facts.mode,
    complete: facts.outcomes.every((o) => o.status === 'complete'),
    projectId: facts.projectId,
    dateFrom: facts.range.dateFrom ?? null,
    dateTo: facts.range.dateTo ?? null,
    period: facts.range.period ?? null,
    openRangeDay: facts.range.openDay ?? null,
    formats: [...facts.formats],
    maxRequests: facts.maxRequests,
    requests: facts.requests,
    snapshotRuns: (facts.earlier?.runs ?? 0) + 1,
    snapshotRequests: (facts.earlier?.requests ?? 0) + facts.requests,
    visitorText: facts.privacy.visitorText ? 'included' : 'excluded',
    contact: facts.privacy.contact ? 'included' : 'excluded',
    startedAt: facts.startedAt.toISOString(),
    finishedAt: facts.finishedAt.toISOString(),
    datasets,
    files: [...facts.outcomes.flatMap((o) => o.files), ...facts.extraFiles].map(file),
  };
}

/**
 * Writes `manifest.json` in `dir` atomically (temporary file, then rename).
 * @throws the file system error.
 */
export function writeManifest(dir: string, manifest: ExportManifest): Promise<WrittenFile> {
  return writeFileAtomic(path.join(dir, MANIFEST_FILE_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
}
