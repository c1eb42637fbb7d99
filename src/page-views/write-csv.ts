/**
 * The CSV export: header `path,human,ai,total`, then one record per documentation page in API order,
 * RFC 4180 (CRLF line ends; fields holding a comma, a quote or a line break are quoted and
 * quotes doubled), as `csv-stringify` formats it, one chunk per API page appended to the file.
 *
 * Cells that a spreadsheet would run as a formula are neutralized (OWASP "CSV Injection"):
 * see {@link neutralizeFormula}.
 */
import { stringify, type Options } from 'csv-stringify/sync';
import { openTempFile } from '../export/temp-file.ts';
import type { ExportFile } from './export-file.ts';
import type { PageCounts } from './top-pages.ts';

/** The CSV columns, in order; also the header line. */
export const CSV_COLUMNS = ['path', 'human', 'ai', 'total'] as const;

const CSV_OPTIONS: Options = {
  columns: [...CSV_COLUMNS],
  record_delimiter: 'windows',
  // With an explicit record delimiter csv-stringify would leave a lone "\n" or "\r" unquoted.
  quote_record_delimiter: true,
};

/**
 * First characters that make Excel, LibreOffice, Google Sheets or Numbers evaluate a cell:
 * `=`, `+`, `-`, `@`, tab, carriage return, and the full-width `＝ ＋ － ＠` that Numbers
 * normalizes to them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Neutralizes a text cell that a spreadsheet would run as a formula by prefixing `'`
 * (OWASP CSV Injection), e.g. `=HYPERLINK(…)` → `'=HYPERLINK(…)`. Other text is unchanged.
 * Applies to text cells only; the counts are numbers and never start with `-`.
 */
export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The CSV record of one row: `[path (neutralized), human, ai, total]`. */
export function csvRecord(row: PageCounts): [string, number, number, number] {
  return [neutralizeFormula(row.path), row.human, row.ai, row.total];
}

/** The header line, CRLF included. */
const HEADER_LINE = stringify([], { ...CSV_OPTIONS, header: true });

/**
 * The CSV text of one page of rows (CRLF after every record), preceded by the header line
 * when `header` is true, formatted by `csv-stringify` (one call per API page).
 */
export function csvChunk(rows: readonly PageCounts[], header: boolean): string {
  return stringify(rows.map(csvRecord), { ...CSV_OPTIONS, header });
}

/**
 * Starts writing the CSV export to `<path>.tmp`, header first (an export without rows is a
 * valid CSV file). {@link ExportFile.commit} renames it to `path`; {@link ExportFile.keepPartial}
 * to `partialPath` (a CSV file has no room for a flag: its name says it is partial).
 * @throws the file system error when the temporary file cannot be created.
 */
export async function openCsvFile(path: string, partialPath: string): Promise<ExportFile> {
  const file = await openTempFile(path, HEADER_LINE);
  return {
    path,
    partialPath,
    append: (rows) => file.write(csvChunk(rows, false)),
    commit: () => file.finish('', path),
    keepPartial: () => file.finish('', partialPath),
    discard: () => file.discard(),
  };
}
