/**
 * The files of a page-views export, and the contract of their writers: rows are appended page
 * by page, then the file is committed under its complete name, kept as partial, or discarded.
 */
import type { ViewsTotals } from '../mintlify/schemas.ts';
import { partialFileName } from '../export/output-dir.ts';
import type { WrittenFile } from '../export/temp-file.ts';
import type { ViewRow } from './top-rows.ts';

/** File names in `output-dir` of a complete export, per format. */
export const EXPORT_FILE_NAMES = { json: 'page-views.json', csv: 'page-views.csv' } as const;

/** File names in `output-dir` of an export that stopped early, per format (`page-views.partial.json`…). */
export const PARTIAL_FILE_NAMES = { json: partialFileName(EXPORT_FILE_NAMES.json), csv: partialFileName(EXPORT_FILE_NAMES.csv) };

/** How an export that stopped early ends its files (the JSON file records it; the CSV file cannot). */
export interface PartialEnding {
  /** `totals` of the last page received; `undefined` when no page arrived. */
  totals: ViewsTotals | undefined;
  /** Why the export stopped (already redacted). */
  error: string;
  /** Offset of the first page not written. */
  stoppedAtOffset: number;
}

/**
 * One export file being written. Methods must be called in order: `append`*, then one of
 * `commit`, `keepPartial` or `discard`.
 */
export interface ExportFile {
  /** The path the file gets when the export is complete. */
  readonly path: string;
  /** The path the file gets when the export stopped early. */
  readonly partialPath: string;
  /** Appends one page of rows; resolves once the file can take more (backpressure). */
  append(rows: readonly ViewRow[]): Promise<void>;
  /**
   * Writes the end of a complete file, flushes, closes and renames it to {@link path}.
   * @param totals site-wide totals (the JSON file records them; the CSV file ignores them).
   * @throws the file system error.
   */
  commit(totals: ViewsTotals): Promise<WrittenFile>;
  /**
   * Ends the file as a valid document holding the rows appended so far, flushes, closes and
   * renames it to {@link partialPath}.
   * @throws the file system error.
   */
  keepPartial(ending: PartialEnding): Promise<WrittenFile>;
  /** Stops writing and removes the temporary file. Never throws; safe to call more than once. */
  discard(): Promise<void>;
}

