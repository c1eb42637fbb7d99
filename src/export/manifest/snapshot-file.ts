/**
 * The one check of a file in a previous export's folder (an analytics snapshot or a page-views
 * export) before any of it is used: `manifest.json` and `manifest.sig` (`manifest-mac.ts`), and each
 * file the manifest lists (`resume/previous-export.ts`, `findings/previous-snapshot.ts`). The folder
 * is untrusted input: a file's size comes from a stat before it is read, and a read stops one byte
 * past the size expected. Each reader words the problems in its own notice.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import { MANIFEST_FILE_NAME, MANIFEST_SIG_FILE_NAME } from '../files/output-dir.ts';

/**
 * Why a file cannot be used: `outside` (a listed name that {@link isListableName} refuses),
 * `missing` (no regular file of that name), `mismatch` (not the size or SHA-256 listed),
 * `too-large` (more bytes than the bound), `unreadable` (reading failed: the error comes along).
 */
type SnapshotFileProblem = 'outside' | 'missing' | 'mismatch' | 'too-large' | 'unreadable';

/**
 * The outcome of {@link checkSnapshotFile}: the bytes (`undefined` when not kept), or the problem
 * met first, one of `Problem` (those a rule can meet), each its own member so that a check narrows.
 */
type SnapshotFileCheck<Bytes, Problem extends SnapshotFileProblem> =
  | { problem: undefined; bytes: Bytes }
  | (Problem extends 'unreadable' ? { problem: Problem; error: unknown } : { problem: Problem });

/** What a manifest lists for a file: its size in bytes and the SHA-256 of its bytes (lowercase hex). */
interface Listed {
  bytes: number;
  sha256: string;
}

/**
 * True when a manifest may list `name`: a plain file name of the folder (no directory part),
 * neither `manifest.json` nor `manifest.sig`. Pure.
 */
export function isListableName(name: string): boolean {
  return path.basename(name) === name && name !== MANIFEST_FILE_NAME && name !== MANIFEST_SIG_FILE_NAME;
}

/**
 * Checks the file `name` of the folder `dir` and stops at the first problem, in this order: the
 * name (when listed: {@link isListableName}); a regular file (from a stat); the listed size and
 * then the bound, both from that stat, before anything is read; then the bytes read, against the
 * listed size and SHA-256 (and the bound: a file that changed since the stat).
 * @param rule `listed`: what the manifest lists for the file (none for `manifest.json` and
 *   `manifest.sig`, which no manifest lists); `maxBytes`: the largest size accepted, in bytes. With
 *   a bound the bytes are returned (the bound caps the memory they take); without one, the file is only
 *   streamed through the hash (`resume` checks files of any size) and `bytes` is `undefined`.
 * @returns the bytes or the problem; never throws (a read that fails is `unreadable`, with its error).
 */
export function checkSnapshotFile(
  dir: string,
  name: string,
  rule: { listed: Listed; maxBytes: number },
): Promise<SnapshotFileCheck<Buffer, SnapshotFileProblem>>;
export function checkSnapshotFile(
  dir: string,
  name: string,
  rule: { listed: Listed },
): Promise<SnapshotFileCheck<undefined, Exclude<SnapshotFileProblem, 'too-large'>>>;
export function checkSnapshotFile(
  dir: string,
  name: string,
  rule: { maxBytes: number },
): Promise<SnapshotFileCheck<Buffer, 'missing' | 'too-large' | 'unreadable'>>;
export async function checkSnapshotFile(
  dir: string,
  name: string,
  rule: { listed?: Listed; maxBytes?: number },
): Promise<SnapshotFileCheck<Buffer | undefined, SnapshotFileProblem>> {
  const { listed, maxBytes } = rule;
  if (listed !== undefined && !isListableName(name)) return { problem: 'outside' };
  const file = path.join(dir, name);
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : undefined),
    () => undefined,
  );
  if (size === undefined) return { problem: 'missing' };
  if (listed !== undefined && size !== listed.bytes) return { problem: 'mismatch' };
  if (maxBytes !== undefined && size > maxBytes) return { problem: 'too-large' };
  let read: Read;
  try {
    read = await readAtMost(file, listed?.bytes ?? maxBytes ?? size, maxBytes !== undefined);
  } catch (error) {
    return { problem: 'unreadable', error };
  }
  if (listed !== undefined && (read.length !== listed.bytes || read.sha256 !== listed.sha256))
    return { problem: 'mismatch' };
  if (maxBytes !== undefined && read.length > maxBytes) return { problem: 'too-large' };
  return { problem: undefined, bytes: read.bytes };
}

/** What {@link readAtMost} read: how many bytes, their SHA-256 (lowercase hex), and the bytes when kept. */
interface Read {
  length: number;
  sha256: string;
  bytes: Buffer | undefined;
}

/**
 * Streams `file` through SHA-256, at most `limit` + 1 bytes (one more tells a longer file); keeps the bytes when
 * `keep`.
 */
async function readAtMost(file: string, limit: number, keep: boolean): Promise<Read> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of createReadStream(file, { end: limit })) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    length += bytes.length;
    if (keep) chunks.push(bytes);
  }
  return { length, sha256: hash.digest('hex'), bytes: keep ? Buffer.concat(chunks, length) : undefined };
}
