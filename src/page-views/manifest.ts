/**
 * `manifest.json`, written last next to the files: what was asked for, what was fetched,
 * whether the export is complete, and each file's size and SHA-256, so that a later step or a
 * loader can check the files before trusting them (and the action can recognise its folder).
 */
import * as path from 'node:path';
import type { ExportFormat } from '../export/formats.ts';
import type { ViewsTotals } from '../mintlify/schemas.ts';
import type { DateRange } from '../export/date-range.ts';
import type { DuplicateReport } from './duplicate-paths.ts';
import { writeFileAtomic, type WrittenFile } from '../export/temp-file.ts';
import { MANIFEST_FILE_NAME, MANIFEST_GENERATOR } from '../export/output-dir.ts';

/** One data file in the manifest: base name, size in bytes, SHA-256 of its bytes (lowercase hex). */
export interface ManifestFile {
  name: string;
  bytes: number;
  sha256: string;
}

/**
 * The content of `manifest.json`, in this key order. Times are ISO 8601 UTC; `dateTo` is
 * exclusive. A partial export has `complete: false`, `error` and `stoppedAtOffset`, and its
 * files are the `*.partial.*` ones.
 */
export interface ExportManifest {
  /** Always {@link MANIFEST_GENERATOR}: marks a folder this action exported to. */
  generator: typeof MANIFEST_GENERATOR;
  /** The mode that wrote the folder (an `analytics` snapshot must not reuse a `page-views` folder, nor the reverse). */
  mode: 'page-views';
  /** True only when every page arrived and every file was written under its complete name. */
  complete: boolean;
  projectId: string;
  /** Inclusive start sent to the API; `null` for the API's default. */
  dateFrom: string | null;
  /** Exclusive end sent to the API; `null` for the API's default. */
  dateTo: string | null;
  /** The `period` preset the range came from; `null` for explicit dates. */
  period: string | null;
  /** `limit` of every request. */
  pageSize: number;
  /** `max-requests`: the most HTTP requests the export could spend, retries included. */
  maxRequests: number;
  formats: ExportFormat[];
  /** Rows written to each file. */
  rows: number;
  /** API pages received (successful responses). */
  pages: number;
  /** HTTP requests made for the export: one per page requested plus every retry. */
  requests: number;
  startedAt: string;
  /** When the files were final (before any artifact upload). */
  finishedAt: string;
  /** The API's site-wide totals from the last page received; `null` when none arrived. */
  totals: ViewsTotals | null;
  /** The data files, in format order (the manifest does not list itself). */
  files: ManifestFile[];
  /**
   * Rows whose path had appeared in an earlier row, the first 10 such paths, and the rows
   * checked (fewer than `rows` only past the duplicate check's memory bound).
   */
  duplicates: { count: number; examples: string[]; checkedRows: number };
  /** True when the API's totals differed between two pages (the data changed during the export). */
  totalsChanged: boolean;
  /** Why the export stopped (partial exports only). */
  error?: string;
  /** Offset of the first page not written (partial exports only). */
  stoppedAtOffset?: number;
}

/** What {@link buildManifest} is made from: the manifest's counts as they are, the rest before formatting. */
export type ManifestFacts = Pick<ExportManifest, 'projectId' | 'pageSize' | 'maxRequests' | 'formats' | 'rows' | 'pages' | 'requests' | 'totalsChanged'> & {
  range: DateRange;
  startedAt: Date;
  finishedAt: Date;
  totals: ViewsTotals | undefined;
  files: readonly WrittenFile[];
  duplicates: DuplicateReport;
  /** Set for an export that stopped early. */
  stopped: { error: string; offset: number } | undefined;
};

/** The manifest of an export. Pure. */
export function buildManifest(facts: ManifestFacts): ExportManifest {
  const manifest: ExportManifest = {
    generator: MANIFEST_GENERATOR,
    mode: 'page-views',
    complete: facts.stopped === undefined,
    projectId: facts.projectId,
    dateFrom: facts.range.dateFrom ?? null,
    dateTo: facts.range.dateTo ?? null,
    period: facts.range.period ?? null,
    pageSize: facts.pageSize,
    maxRequests: facts.maxRequests,
    formats: [...facts.formats],
    rows: facts.rows,
    pages: facts.pages,
    requests: facts.requests,
    startedAt: facts.startedAt.toISOString(),
    finishedAt: facts.finishedAt.toISOString(),
    totals: facts.totals === undefined ? null : { human: facts.totals.human, ai: facts.totals.ai, total: facts.totals.total },
    files: facts.files.map((f) => ({ name: path.basename(f.path), bytes: f.bytes, sha256: f.sha256 })),
    duplicates: { count: facts.duplicates.count, examples: [...facts.duplicates.examples], checkedRows: facts.duplicates.checkedRows },
    totalsChanged: facts.totalsChanged,
  };
  if (facts.stopped !== undefined) {
    manifest.error = facts.stopped.error;
    manifest.stoppedAtOffset = facts.stopped.offset;
  }
  return manifest;
}

/**
 * Writes `manifest.json` in `dir` atomically (temporary file, then rename).
 * @returns the file written.
 * @throws the file system error.
 */
export function writeManifest(dir: string, manifest: ExportManifest): Promise<WrittenFile> {
  return writeFileAtomic(path.join(dir, MANIFEST_FILE_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
}
