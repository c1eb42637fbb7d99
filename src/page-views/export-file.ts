/**
 * What the JSON and CSV writers have in common: rows are appended page by page to a
 * temporary file (`<name>.partial`, which no tool mistakes for a finished export), renamed to
 * its final name only when the export is complete, and removed when it fails.
 */
import type { ViewsTotals } from '../mintlify/schemas.ts';
import type { PageCounts } from './top-pages.ts';

/** File names in `output-dir`, per format. */
export const EXPORT_FILE_NAMES = { json: 'page-views.json', csv: 'page-views.csv' } as const;

/** Suffix of a file being written; see {@link partialPath}. */
export const PARTIAL_SUFFIX = '.partial';

/** The temporary path a file is written to before it is renamed to `finalPath`. */
export function partialPath(finalPath: string): string {
  return `${finalPath}${PARTIAL_SUFFIX}`;
}

/** One export file being written. Methods must be called in order: `append`*, then `commit` or `discard`. */
export interface ExportFile {
  /** The path the file gets once complete. */
  readonly path: string;
  /** Appends one page of rows, waiting for the disk when the stream's buffer is full (backpressure). */
  append(rows: readonly PageCounts[]): Promise<void>;
  /**
   * Writes the end of the file, flushes, closes and renames it to {@link path}.
   * @param totals site-wide totals (the JSON file records them; the CSV file ignores them).
   */
  commit(totals: ViewsTotals): Promise<void>;
  /** Stops writing and removes the temporary file. Never throws; safe to call more than once. */
  discard(): Promise<void>;
}
