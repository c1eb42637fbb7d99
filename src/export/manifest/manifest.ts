/**
 * `manifest.json`, the one manifest format of every export (`page-views` and `analytics` alike; its zod schema is
 * `schema.ts`), written last (atomically) next to the files: what was asked for, the resolved range, the request
 * budget, the privacy rules, each dataset's outcome, and every file of the export with its size and SHA-256, so that a
 * later step (or the next snapshot) can check the files before trusting them. The format, with an example:
 * docs/analytics.md, "`manifest.json`".
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
