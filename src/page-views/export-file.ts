/**
 * What the JSON and CSV writers have in common: text is appended to a temporary file
 * (`<name>.partial`, which no tool mistakes for a finished export), renamed to its final
 * name only when the export is complete, and removed when it fails.
 *
 * Appended text is gathered up to {@link FLUSH_CHARS} characters and then written in one
 * call, awaited before the next page is taken: memory stays bounded whatever the row count
 * (backpressure), and a million rows cost a few hundred writes rather than thousands.
 */
import { open, rename, rm } from 'node:fs/promises';
import type { ViewsTotals } from '../mintlify/schemas.ts';
import type { PageCounts } from './top-pages.ts';

/** File names in `output-dir`, per format. */
export const EXPORT_FILE_NAMES = { json: 'page-views.json', csv: 'page-views.csv' } as const;

/** Suffix of a file being written; see {@link partialPath}. */
export const PARTIAL_SUFFIX = '.partial';

/** Characters gathered before a write (64 Ki: a few pages of rows). */
export const FLUSH_CHARS = 64 * 1024;

/** The temporary path a file is written to before it is renamed to `finalPath`. */
export function partialPath(finalPath: string): string {
  return `${finalPath}${PARTIAL_SUFFIX}`;
}

/** One export file being written. Methods must be called in order: `append`*, then `commit` or `discard`. */
export interface ExportFile {
  /** The path the file gets once complete. */
  readonly path: string;
  /** Appends one page of rows; resolves once the file can take more (backpressure). */
  append(rows: readonly PageCounts[]): Promise<void>;
  /**
   * Writes the end of the file, flushes, closes and renames it to {@link path}.
   * @param totals site-wide totals (the JSON file records them; the CSV file ignores them).
   */
  commit(totals: ViewsTotals): Promise<void>;
  /** Stops writing and removes the temporary file. Never throws; safe to call more than once. */
  discard(): Promise<void>;
}

/** A text file written under a temporary name; see {@link openPartialFile}. */
export interface PartialFile {
  /** Appends `text`; writes the gathered text once it reaches {@link FLUSH_CHARS}. */
  write(text: string): Promise<void>;
  /** Appends `tail`, writes everything, closes the file and renames it to its final path. */
  commit(tail: string): Promise<void>;
  /** Drops the gathered text, closes and removes the temporary file. Never throws. */
  discard(): Promise<void>;
}

/**
 * Creates `<finalPath>.partial` (replacing any) and writes `head` to it.
 * @throws the file system error when the file cannot be created or written.
 */
export async function openPartialFile(finalPath: string, head: string): Promise<PartialFile> {
  const temp = partialPath(finalPath);
  const handle = await open(temp, 'w');
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
      const { bytesWritten } = await handle.write(bytes, offset);
      if (bytesWritten <= 0) throw new Error(`could not write to ${temp}`);
      offset += bytesWritten;
    }
  };
  const file: PartialFile = {
    async write(text) {
      gathered.push(text);
      size += text.length;
      if (size >= FLUSH_CHARS) await flush();
    },
    async commit(tail) {
      gathered.push(tail);
      size += tail.length;
      await flush();
      await close();
      await rename(temp, finalPath);
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
