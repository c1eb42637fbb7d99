/**
 * The CSV export: header `path,human,ai,total`, then one record per page in API order,
 * RFC 4180 (CRLF line ends; fields holding a comma, a quote or a line break are quoted and
 * quotes doubled), written with `csv-stringify`'s streaming API piped to the file.
 *
 * Cells that a spreadsheet would run as a formula are neutralized (OWASP "CSV Injection"):
 * see {@link neutralizeFormula}.
 */
import { stringify } from 'csv-stringify';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { partialPath, type ExportFile } from './export-file.ts';
import type { PageCounts } from './top-pages.ts';

/** The CSV columns, in order; also the header line. */
export const CSV_COLUMNS = ['path', 'human', 'ai', 'total'] as const;

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

/**
 * Starts writing the CSV export to `<path>.partial`; {@link ExportFile.commit} renames it
 * to `path`.
 * @throws the file system error when the temporary file cannot be created.
 */
export async function openCsvFile(path: string): Promise<ExportFile> {
  const temp = partialPath(path);
  const file = createWriteStream(temp, { flags: 'w' });
  await once(file, 'open');
  const csv = stringify({
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
    // With an explicit record delimiter csv-stringify would leave a lone "\n" or "\r" unquoted.
    quote_record_delimiter: true,
  });
  const done = pipeline(csv, file);
  // Observed by append/commit/discard; never left unhandled.
  done.catch(() => undefined);
  let closed = false;

  return {
    path,
    async append(rows) {
      for (const row of rows) csv.write(csvRecord(row));
      if (csv.writableNeedDrain) await Promise.race([once(csv, 'drain'), done]);
    },
    async commit() {
      closed = true;
      csv.end();
      await done;
      await rename(temp, path);
    },
    async discard() {
      if (!closed) {
        closed = true;
        csv.destroy();
        await done.catch(() => undefined);
      }
      await rm(temp, { force: true }).catch(() => undefined);
    },
  };
}
