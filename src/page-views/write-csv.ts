/**
 * The CSV export: header `path,human,ai,total`, then one record per row in API order, written
 * page by page with the shared CSV writer (RFC 4180, CRLF; cells a spreadsheet would run as a
 * formula neutralized, see `export/csv.ts`).
 */
import { openCsvFileWriter } from '../export/csv.ts';
import type { ExportFile } from './export-file.ts';
import type { ViewRow } from './top-rows.ts';

/** The CSV columns, in order; also the header line. */
const CSV_COLUMNS = ['path', 'human', 'ai', 'total'] as const;

/** The CSV record of one row: `[path, human, ai, total]` (extra API fields are dropped). */
function csvRecord(row: ViewRow): [string, number, number, number] {
  return [row.path, row.human, row.ai, row.total];
}

/**
 * Starts writing the CSV export to `<path>.tmp`, header first (an export without rows is a
 * valid CSV file). {@link ExportFile.commit} renames it to `path`; {@link ExportFile.keepPartial}
 * to `partialPath` (a CSV file has no room for a flag: its name says it is partial).
 * @throws the file system error when the temporary file cannot be created.
 */
export async function openCsvFile(path: string, partialPath: string): Promise<ExportFile> {
  const file = await openCsvFileWriter({ path, partialPath }, CSV_COLUMNS);
  return {
    path,
    partialPath,
    append: (rows) => file.append(rows.map(csvRecord)),
    commit: () => file.commit(),
    keepPartial: () => file.keepPartial(),
    discard: () => file.discard(),
  };
}
