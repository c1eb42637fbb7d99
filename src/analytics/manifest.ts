/**
 * The snapshot's manifest, `manifest.json` next to the files, written last (atomically): what
 * was asked for, the resolved range, the request budget, the privacy rules, and per dataset
 * whether it is complete, its rows and requests, and the size and SHA-256 of each file.
 *
 * ```json
 * {
 *   "generator": "mintlify-action", "mode": "analytics", "complete": true,
 *   "projectId": "proj_123", "dateFrom": "2026-01-01", "dateTo": "2026-01-08", "period": "last-7-days",
 *   "formats": ["json", "csv"], "maxRequests": 100, "requests": 12,
 *   "visitorText": "excluded", "contact": "excluded",
 *   "startedAt": "…", "finishedAt": "…",
 *   "datasets": {
 *     "assistant-callers": {"complete": true, "status": "complete", "rows": 1, "pages": 1, "requests": 1, "limit": null,
 *                           "files": [{"name": "assistant-callers.json", "bytes": 321, "sha256": "…"}]},
 *     "feedback-by-page": {"complete": true, …, "truncated": true},
 *     "views": {"complete": false, "status": "partial", …, "error": "max-requests (5) reached at offset 500 …"},
 *     "searches": {"complete": false, "status": "skipped", "rows": 0, …, "files": [], "error": "…"}
 *   },
 *   "findings": {"file": {"name": "findings.json", "bytes": 2048, "sha256": "…"}, "findings": 4}
 * }
 * ```
 *
 * Datasets appear in the order they were fetched. `complete` at the top is true only when
 * every dataset is. `dateTo` is exclusive.
 */
import * as path from 'node:path';
import type { DateRange } from '../export/date-range.ts';
import type { ExportFormat } from '../export/formats.ts';
import { MANIFEST_FILE_NAME, MANIFEST_GENERATOR } from '../export/output-dir.ts';
import { writeFileAtomic, type WrittenFile } from '../export/temp-file.ts';
import type { DatasetOutcome, DatasetStatus } from './export-dataset.ts';
import type { Privacy } from './privacy.ts';

/** One data file: base name, size in bytes, SHA-256 of its bytes (lowercase hex). */
export interface ManifestFile {
  name: string;
  bytes: number;
  sha256: string;
}

/** One dataset in the manifest. */
export interface ManifestDataset {
  complete: boolean;
  status: DatasetStatus;
  rows: number;
  pages: number;
  /** HTTP requests spent on it, retries included. */
  requests: number;
  /** `limit` of every request; `null` for `assistant-callers`. */
  limit: number | null;
  files: ManifestFile[];
  /** `feedback-by-page`: the API left rows out (`hasMore`), which no request can fetch. */
  truncated?: boolean;
  /** Why it is not complete. */
  error?: string;
}

/** The content of `manifest.json`. Times are ISO 8601 UTC. */
export interface AnalyticsManifest {
  /** `mintlify-action`: how the action recognises its own folders. */
  generator: string;
  /** `analytics`. */
  mode: 'analytics';
  complete: boolean;
  projectId: string;
  dateFrom: string | null;
  dateTo: string | null;
  period: string | null;
  formats: ExportFormat[];
  maxRequests: number;
  requests: number;
  visitorText: 'included' | 'excluded';
  contact: 'included' | 'excluded';
  startedAt: string;
  finishedAt: string;
  datasets: Record<string, ManifestDataset>;
  /** `findings.json` (with `findings: true`): the file and how many findings it holds. */
  findings?: { file: ManifestFile; findings: number };
}

/** What {@link buildManifest} is made from. */
export interface ManifestFacts {
  projectId: string;
  range: DateRange;
  formats: readonly ExportFormat[];
  maxRequests: number;
  requests: number;
  privacy: Privacy;
  startedAt: Date;
  finishedAt: Date;
  outcomes: readonly DatasetOutcome[];
  /** `findings.json`, when written. */
  findings?: { file: WrittenFile; findings: number } | undefined;
}

function file(written: WrittenFile): ManifestFile {
  return { name: path.basename(written.path), bytes: written.bytes, sha256: written.sha256 };
}

/** The manifest of a snapshot. Pure. */
export function buildManifest(facts: ManifestFacts): AnalyticsManifest {
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
    };
    if (outcome.dataset === 'feedback-by-page' && outcome.status !== 'skipped') entry.truncated = outcome.truncated;
    if (outcome.stop !== undefined) entry.error = outcome.stop.message;
    datasets[outcome.dataset] = entry;
  }
  return {
    generator: MANIFEST_GENERATOR,
    mode: 'analytics',
    complete: facts.outcomes.every((o) => o.status === 'complete'),
    projectId: facts.projectId,
    dateFrom: facts.range.dateFrom ?? null,
    dateTo: facts.range.dateTo ?? null,
    period: facts.range.period ?? null,
    formats: [...facts.formats],
    maxRequests: facts.maxRequests,
    requests: facts.requests,
    visitorText: facts.privacy.visitorText ? 'included' : 'excluded',
    contact: facts.privacy.contact ? 'included' : 'excluded',
    startedAt: facts.startedAt.toISOString(),
    finishedAt: facts.finishedAt.toISOString(),
    datasets,
    ...(facts.findings === undefined ? {} : { findings: { file: file(facts.findings.file), findings: facts.findings.findings } }),
  };
}

/**
 * Writes `manifest.json` in `dir` atomically (temporary file, then rename).
 * @throws the file system error.
 */
export function writeManifest(dir: string, manifest: AnalyticsManifest): Promise<WrittenFile> {
  return writeFileAtomic(path.join(dir, MANIFEST_FILE_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
}
