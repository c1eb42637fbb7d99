/**
 * Text files written under a temporary name (`<name>.tmp`) and renamed when done, so no reader
 * sees a half-written file; size and SHA-256 are computed on the way (for manifests). Writes
 * wait for the stream to drain, so memory stays bounded whatever the row count.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';

/** Suffix of a file being written; see {@link tempPath}. */
export const TEMP_SUFFIX = '.tmp';

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

/** A text file written under a temporary name; see {@link openTempFile}. */
export interface TempFile {
  /** Appends `text`; resolves once the stream can take more (backpressure). */
  write(text: string): Promise<void>;
  /**
   * Appends `tail`, writes everything, closes the file and renames it to `destination`
   * (replacing any file there).
   * @throws the file system error.
   */
  finish(tail: string, destination: string): Promise<WrittenFile>;
  /** Stops writing, closes and removes the temporary file. Never throws; safe to call more than once. */
  discard(): Promise<void>;
}

/**
 * Creates `<finalPath>.tmp` (replacing any) and writes `head` to it.
 * @throws the file system error when the file cannot be created or written.
 */
export async function openTempFile(finalPath: string, head: string): Promise<TempFile> {
  const temp = tempPath(finalPath);
  const stream = createWriteStream(temp);
  // A write error is also raised by the next `drain` wait or by `finished`; this keeps it from going unhandled meanwhile.
  stream.on('error', () => undefined);
  await once(stream, 'ready');
  const hash = createHash('sha256');
  let bytes = 0;
  const file: TempFile = {
    async write(text) {
      hash.update(text, 'utf8');
      bytes += Buffer.byteLength(text, 'utf8');
      if (!stream.write(text)) await once(stream, 'drain');
    },
    async finish(tail, destination) {
      await file.write(tail);
      stream.end();
      await finished(stream);
      await rename(temp, destination);
      return { path: destination, bytes, sha256: hash.digest('hex') };
    },
    async discard() {
      stream.destroy();
      await finished(stream).catch(() => undefined);
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
