/**
 * CSV for the exports: RFC 4180 (CRLF after every record; a field holding a comma, a quote or a line break
 * quoted, quotes doubled; d3-dsv's `csvFormatRow` does the quoting), and cells that a spreadsheet would
 * run as a formula neutralized (OWASP "CSV Injection"). The text is byte for byte what `csv-stringify`
 * writes with `escape_formulas` (a test holds the two together). Plus a streaming CSV file writer with the
 * complete/partial/discard life cycle of the export files. Pure apart from the writer.
 */
import { csvFormatRow } from 'd3-dsv';
import { createReadStream } from 'node:fs';
import { openTempFile, type TempFile, type WrittenFile } from './temp-file.ts';

/**
 * First characters that make Excel, LibreOffice, Google Sheets or Numbers evaluate a cell:
 * `=`, `+`, `-`, `@`, tab, carriage return, and the full-width `＝ ＋ － ＠` that Numbers
 * normalizes to them (the characters of `csv-stringify`'s `escape_formulas`).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Neutralizes a text cell that a spreadsheet would run as a formula by prefixing `'`
 * (OWASP CSV Injection), e.g. `=HYPERLINK(…)` → `'=HYPERLINK(…)`. Other text is unchanged.
 */
export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A value of a CSV cell before formatting. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * The text of one cell before quoting: `''` for null and undefined, `true`/`false` for booleans, numbers
 * as JavaScript prints them (negative ones are not formulas), and text through {@link neutralizeFormula}.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return neutralizeFormula(value);
  return String(value);
}

/** One CSV record: its cells as {@link csvCell} makes them, quoted where needed, and CRLF. */
function csvRecord(record: readonly CsvValue[]): string {
  return `${csvFormatRow(record.map(csvCell))}\r\n`;
}

/** The CSV text of `records` ({@link csvRecord} each), with `columns` as a header line first when `header`. */
export function csvText(
  columns: readonly string[],
  records: ReadonlyArray<readonly CsvValue[]>,
  header: boolean,
): string {
  let text = header ? csvRecord(columns) : '';
  for (const record of records) text += csvRecord(record);
  return text;
}

/** Characters of CSV text gathered before they go to the file: a page of long texts never becomes one large string. */
const CSV_CHUNK_CHARS = 32 * 1024;

/** Where a data file goes: `path` when its dataset is complete, `partialPath` otherwise. */
export interface DataFilePaths {
  path: string;
  partialPath: string;
}

/** A CSV file being written; `append`*, then one of `commit`, `keepPartial`, `discard`. */
export interface CsvFileWriter {
  /** Appends records; resolves once the file can take more (backpressure). */
  append(records: ReadonlyArray<readonly CsvValue[]>): Promise<void>;
  /** Flushes, closes and renames the file to its complete path. @throws the file system error. */
  commit(): Promise<WrittenFile>;
  /**
   * Flushes, closes and renames the file to its partial path (a CSV file has no room for a flag: its name says it).
   * @throws the file system error.
   */
  keepPartial(): Promise<WrittenFile>;
  /** Removes the temporary file. Never throws. */
  discard(): Promise<void>;
}

/**
 * Copies the text of the file at `source` into `file`, streamed (UTF-8, so that a character split
 * between two reads is decoded whole), honouring the file's backpressure.
 * @throws the file system error.
 */
async function copyFileText(source: string, file: TempFile): Promise<void> {
  const stream = createReadStream(source, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  for await (const text of stream as AsyncIterable<string>) {
    const written = file.write(text);
    if (written !== undefined) await written;
  }
}

/**
 * Starts writing a CSV file to `<path>.tmp`, header first (a file without records is a valid
 * CSV file). Records are formatted and written in chunks of about {@link CSV_CHUNK_CHARS}.
 * @param continueFrom a CSV file this action wrote earlier with the same columns (a partial file
 *   of a snapshot being resumed): its text, header included, is copied first and records follow it.
 * @throws the file system error when the temporary file cannot be created (or `continueFrom` read).
 */
export async function openCsvFileWriter(
  paths: DataFilePaths,
  columns: readonly string[],
  continueFrom?: string,
): Promise<CsvFileWriter> {
  const file = await openTempFile(paths.path, '');
  /** The header line until it is written: with the first records, or at the end when none came. */
  let header = continueFrom === undefined ? csvRecord(columns) : '';
  if (continueFrom !== undefined) {
    try {
      await copyFileText(continueFrom, file);
    } catch (error) {
      await file.discard();
      throw error;
    }
  }
  const finish = (destination: string): Promise<WrittenFile> => file.finish(header, destination);
  return {
    async append(records) {
      let text = header;
      header = '';
      for (const record of records) {
        text += csvRecord(record);
        if (text.length >= CSV_CHUNK_CHARS) {
          await file.write(text);
          text = '';
        }
      }
      if (text !== '') await file.write(text);
    },
    commit: () => finish(paths.path),
    keepPartial: () => finish(paths.partialPath),
    discard: () => file.discard(),
  };
}
