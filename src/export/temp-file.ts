/**
 * What the JSON and CSV writers (and the manifest) have in common: text is appended to a
 * temporary file (`<name>.tmp`, which no tool mistakes for a finished export) and renamed when
 * the export ends — to its complete name (`page-views.json`) when every page arrived, or to
 * its partial name (`page-views.partial.json`) when the export stopped early — or removed.
 * The size and SHA-256 of the bytes written are computed on the way, for the manifest.
 *
 * Appended text is gathered up to {@link FLUSH_CHARS} characters and then written in one
 * call, awaited before the next page is taken: memory stays bounded whatever the row count
 * (backpressure), and a million rows cost a few hundred writes rather than thousands.
 */
import { createHash } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import type { ViewsTotals } from '../mintlify/schemas.ts';
import type { PageCounts } from './top-pages.ts';

/** File names in `output-dir` of a complete export, per format. */
export const EXPORT_FILE_NAMES = { json: 'page-views.json', csv: 'page-views.csv' } as const;

/** File names in `output-dir` of an export that stopped early, per format. */
export const PARTIAL_FILE_NAMES = { json: 'page-views.partial.json', csv: 'page-views.partial.csv' } as const;

/** The manifest's file name in `output-dir` (complete and partial exports alike). */
export const MANIFEST_FILE_NAME = 'manifest.json';

/** Suffix of a file being written; see {@link tempPath}. */
export const TEMP_SUFFIX = '.tmp';

/** Characters gathered before a write (64 Ki: a few pages of rows). */
export const FLUSH_CHARS = 64 * 1024;

/** The temporary path a file is written to before it is renamed to `finalPath`. */
export function tempPath(finalPath: string): string {
  return `${finalPath}${TEMP_SUFFIX}`;
}

/** A finished file: where it is, its size in bytes and the SHA-256 of its bytes (lowercase hex). */
export interface WrittenFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** How an export that stopped early ends its files (the JSON file records it; the CSV file cannot). */
export interface PartialEnding {
  /** `totals` of the last page received; `undefined` when no page arrived. */
  totals: ViewsTotals | undefined;
  /** Why the export stopped (already redacted). */
  error: string;
  /** Offset of the page that could not be fetched. */
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
  append(rows: readonly PageCounts[]): Promise<void>;
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

/** A text file written under a temporary name; see {@link openTempFile}. */
export interface TempFile {
  /** Appends `text`; writes the gathered text once it reaches {@link FLUSH_CHARS}. */
  write(text: string): Promise<void>;
  /**
   * Appends `tail`, writes everything, closes the file and renames it to `destination`
   * (replacing any file there).
   * @throws the file system error.
   */
  finish(tail: string, destination: string): Promise<WrittenFile>;
  /** Drops the gathered text, closes and removes the temporary file. Never throws. */
  discard(): Promise<void>;
}

/**
 * Creates `<finalPath>.tmp` (replacing any) and writes `head` to it.
 * @throws the file system error when the file cannot be created or written.
 */
export async function openTempFile(finalPath: string, head: string): Promise<TempFile> {
  const temp = tempPath(finalPath);
  const handle = await open(temp, 'w');
  const hash = createHash('sha256');
  let bytesWritten = 0;
  let closed = false;
  let gathered: string[] = [];
  let size = 0;

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  const flush = async (): Promise<void> => {
    if (size === 0) return;
    const bytes = Buffer.from(gathered.join(''), 'utf8');
    gathered = [];
    size = 0;
    for (let offset = 0; offset < bytes.length; ) {
      const result = await handle.write(bytes, offset);
      if (result.bytesWritten <= 0) throw new Error(`could not write to ${temp}`);
      offset += result.bytesWritten;
    }
    hash.update(bytes);
    bytesWritten += bytes.length;
  };
  const file: TempFile = {
    async write(text) {
      gathered.push(text);
      size += text.length;
      if (size >= FLUSH_CHARS) await flush();
    },
    async finish(tail, destination) {
      gathered.push(tail);
      size += tail.length;
      await flush();
      await close();
      await rename(temp, destination);
      return { path: destination, bytes: bytesWritten, sha256: hash.digest('hex') };
    },
    async discard() {
      gathered = [];
      size = 0;
      await close().catch(() => undefined);
      await rm(temp, { force: true }).catch(() => undefined);
    },
  };
  try {
    await file.write(head);
  } catch (error) {
    await file.discard();
    throw error;
  }
  return file;
}

/**
 * Writes `text` to `path` atomically: to `<path>.tmp` first, then renamed, so a reader never
 * sees a half-written file.
 * @throws the file system error (the temporary file is removed).
 */
export async function writeFileAtomic(path: string, text: string): Promise<WrittenFile> {
  const file = await openTempFile(path, '');
  try {
    return await file.finish(text, path);
  } catch (error) {
    await file.discard();
    throw error;
  }
}
