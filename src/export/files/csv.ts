/**
 * CSV for the exports: RFC 4180 as `csv-stringify` writes it (CRLF after every record; fields
 * holding a comma, a quote or a line break quoted, quotes doubled), and cells that a spreadsheet
 * would run as a formula neutralized (OWASP "CSV Injection"). Plus a streaming CSV file writer
 * with the complete/partial/discard life cycle of the export files. Pure apart from the writer.
 */
import type { Options } from 'csv-stringify/sync';
import { createReadStream } from 'node:fs';
import { openTempFile, type TempFile, type WrittenFile } from './temp-file.ts';

/**
 * First characters that make Excel, LibreOffice, Google Sheets or Numbers evaluate a cell:
 * `=`, `+`, `-`, `@`, tab, carriage return, and the full-width `＝ ＋ － ＠` that Numbers
 * normalizes to them.
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
 * The text of one cell: `''` for null and undefined, `true`/`false` for booleans, numbers as
 * JavaScript prints them, and text through {@link neutralizeFormula}.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return neutralizeFormula(value);
  return String(value);
}

const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  // With an explicit record delimiter csv-stringify would leave a lone "\n" or "\r" unquoted.
  quote_record_delimiter: true,
  // csv-stringify's own OWASP neutralization: a `'` before a text cell starting with one of the
  // characters of FORMULA_START (numbers, even negative ones, are left alone), exactly as
  // neutralizeFormula does, without a call per cell (tested against neutralizeFormula).
  escape_formulas: true,
  // null and undefined are '' and numbers `String(n)` by its defaults; booleans as csvCell makes them.
  cast: { boolean: (value) => (value ? 'true' : 'false') },
};

/** `csv-stringify`, loaded on first use: after an export's first request, not before it (cold start, issue 19). */
let csvStringify: Promise<typeof import('csv-stringify/sync')> | undefined;

/** The CSV text of `records` (each cell as {@link csvCell} makes it), CRLF after each, `columns` as a header line first when `header`. */
export async function csvText(
  columns: readonly string[],
  records: ReadonlyArray<readonly CsvValue[]>,
  header: boolean,
): Promise<string> {
  const { stringify } = await (csvStringify ??= import('csv-stringify/sync'));
  return stringify(header ? [[...columns], ...records] : (records as CsvValue[][]), CSV_OPTIONS);
}

/** Characters of CSV text formatted per `csv-stringify` call: records are formatted in batches up to this size. */
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
  /** Flushes, closes and renames the file to its partial path (a CSV file has no room for a flag: its name says it). @throws the file system error. */
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
 * CSV file). Records are formatted and written in chunks of about {@link CSV_CHUNK_CHARS}, so a
 * page of long texts never becomes one large string.
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
  if (continueFrom !== undefined) {
    try {
      await copyFileText(continueFrom, file);
    } catch (error) {
      await file.discard();
      throw error;
    }
  }
  // The header goes in with the first records, or at the end when none came: formatting it
  // loads csv-stringify, which can wait until the first page is in.
  let header = continueFrom === undefined;
  const write = async (records: ReadonlyArray<readonly CsvValue[]>): Promise<void> => {
    const text = await csvText(columns, records, header);
    header = false;
    await file.write(text);
  };
  return {
    async append(records) {
      let start = 0;
      let size = 0;
      for (let i = 0; i < records.length; i += 1) {
        for (const value of records[i] ?? []) size += typeof value === 'string' ? value.length : 8;
        if (size >= CSV_CHUNK_CHARS || i === records.length - 1) {
          await write(records.slice(start, i + 1));
          start = i + 1;
          size = 0;
        }
      }
    },
    async commit() {
      if (header) await write([]);
      return file.finish('', paths.path);
    },
    async keepPartial() {
      if (header) await write([]);
      return file.finish('', paths.partialPath);
    },
    discard: () => file.discard(),
  };
}
