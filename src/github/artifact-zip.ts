/**
 * Downloading an artifact with the GitHub REST API alone, for GitHub Enterprise Server, where `@actions/artifact` v2+
 * refuses every call (`GHESNotSupportedError`): `GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip`
 * through the action's Octokit, redirect not followed (a `302` to a short-lived URL on the server's blob storage);
 * that URL fetched without the token, through the runner's proxy (`net/proxy.ts`), within
 * {@link BLOB_DOWNLOAD_TIMEOUT_MS} and `maxBytes`, streamed to a file next to `dir`; the zip checked against the
 * artifact's `digest` when GitHub lists one, then unzipped with `yauzl` (no absolute paths, no `..` segments) into
 * `dir` within {@link ZipLimits}, so that a small zip cannot inflate without bound before `manifest.sig` is checked.
 * The limits: docs/enterprise.md, "GitHub Enterprise Server".
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { findInCauses } from '../errors.ts';
import { proxyAwareFetch, throughProxy } from '../net/proxy.ts';
import type { Octokit } from './octokit.ts';

/** Longest wait for the zip from blob storage, in milliseconds (one attempt). */
const BLOB_DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * Bounds on what a zip inflates to: its entries, each entry's uncompressed size (as declared by
 * its headers and as actually inflated) and their sum.
 */
interface ZipLimits {
  /** Most entries (files and folders). */
  entries: number;
  /** Largest uncompressed entry, in bytes. */
  entryBytes: number;
  /** Largest sum of the uncompressed entries, in bytes. */
  totalBytes: number;
}

/** The default {@link ZipLimits}: a snapshot is a few dozen files, each under 256 MiB, all under 512 MiB. */
const DEFAULT_ZIP_LIMITS: ZipLimits = Object.freeze({
  entries: 1000,
  entryBytes: 256 * 1024 * 1024,
  totalBytes: 512 * 1024 * 1024,
});

/** What to download and where. */
export interface RestArtifactDownload {
  owner: string;
  repo: string;
  artifactId: number;
  /** `sha256:<hex>` of the zip as GitHub lists it, or `null` (not checked then). */
  digest: string | null;
  /** Largest zip accepted, in bytes. */
  maxBytes: number;
  /** Bounds on what it inflates to; default {@link DEFAULT_ZIP_LIMITS}. */
  limits?: ZipLimits;
  /** An empty folder to unzip into. */
  dir: string;
}

/**
 * Downloads and unzips an artifact with the REST API (see the module comment). The zip is
 * streamed to a file next to `dir` (removed afterwards), never held in memory; its entries are
 * streamed to disk within {@link ZipLimits}.
 * @throws Error naming the step that failed (the redirect, the blob download with its host and
 *   proxy, the size, the digest, a bound of the zip, or the zip); an Octokit `RequestError` (with
 *   `status`) when the API refuses (403/404: permissions; 410: expired).
 */
export async function downloadArtifactWithRest(octokit: Octokit, download: RestArtifactDownload): Promise<void> {
  const response = await octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', {
    owner: download.owner,
    repo: download.repo,
    artifact_id: download.artifactId,
    archive_format: 'zip',
    request: { redirect: 'manual' },
  });
  const location = (response.headers as Record<string, string | undefined>).location;
  if (!location)
    throw new Error(
      `GET /repos/${download.owner}/${download.repo}/actions/artifacts/${download.artifactId}/zip answered HTTP ${response.status} without a download URL (Location)`,
    );
  const zipPath = `${path.resolve(download.dir)}.download.zip`;
  try {
    const sha256 = await fetchBlob(location, download.maxBytes, zipPath);
    if (download.digest !== null && `sha256:${sha256}` !== download.digest.toLowerCase())
      throw new Error(`the downloaded zip does not match the digest GitHub lists for artifact ${download.artifactId}`);
    await unzipInto(zipPath, download.dir, download.limits ?? DEFAULT_ZIP_LIMITS);
  } finally {
    await rm(zipPath, { force: true }).catch(() => undefined);
  }
}

/**
 * Streams the zip at a signed blob URL (no token) into the file `target`, at most `maxBytes`,
 * within {@link BLOB_DOWNLOAD_TIMEOUT_MS}.
 * @returns the SHA-256 of its bytes (lowercase hex).
 */
async function fetchBlob(location: string, maxBytes: number, target: string): Promise<string> {
  const host = safeHost(location);
  const via = throughProxy(location);
  let response: Response;
  try {
    response = await proxyAwareFetch(location, { signal: AbortSignal.timeout(BLOB_DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`could not download the zip from ${host}${via}: ${describeFetchError(error)}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`downloading the zip from ${host}${via} failed with HTTP ${response.status}`);
  }
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        done(new Error(`the zip from ${host} is larger than the ${maxBytes} bytes read as a previous snapshot`));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const body = response.body ?? Readable.toWeb(Readable.from([]));
  await pipeline(
    Readable.fromWeb(body as import('node:stream/web').ReadableStream),
    counted,
    createWriteStream(target),
  );
  return hash.digest('hex');
}

/**
 * Unzips the zip file `zipPath` into `dir` (files only; yauzl refuses absolute paths and `..`),
 * streaming each entry to disk within `limits`: the entry count and each entry's declared size
 * are checked before anything is written, the inflated bytes while they are (yauzl also stops an
 * entry that inflates past its declared size).
 * @throws Error naming the entry and the bound it passes.
 */
async function unzipInto(zipPath: string, dir: string, limits: ZipLimits): Promise<void> {
  const root = path.resolve(dir);
  const zipfile = await yauzl.openPromise(zipPath, {
    lazyEntries: true,
    strictFileNames: false,
    validateEntrySizes: true,
  });
  try {
    if (zipfile.entryCount > limits.entries)
      throw new Error(
        `the zip holds ${zipfile.entryCount} entries, more than the ${limits.entries} read as a previous snapshot`,
      );
    let total = 0;
    for (;;) {
      const entry = await nextEntry(zipfile);
      if (entry === undefined) break;
      if (entry.fileName.endsWith('/')) continue;
      const target = path.resolve(root, entry.fileName);
      if (!target.startsWith(root + path.sep))
        throw new Error(`the zip holds a file outside its folder: ${JSON.stringify(entry.fileName)}`);
      const name = JSON.stringify(entry.fileName.slice(0, 200));
      if (entry.uncompressedSize > limits.entryBytes)
        throw new Error(
          `the zip's entry ${name} declares ${entry.uncompressedSize} bytes, more than the ${limits.entryBytes} read as one file of a previous snapshot`,
        );
      if (total + entry.uncompressedSize > limits.totalBytes)
        throw new Error(
          `the zip's entries declare more than the ${limits.totalBytes} bytes in all read as a previous snapshot`,
        );
      const stream = await new Promise<Readable>((resolve, reject) =>
        zipfile.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
      );
      // pipeline() reports the stream's first error; yauzl's size check can emit again while the
      // inflater drains, after pipeline() has let go of the stream: that repeat must not crash the run.
      stream.on('error', () => undefined);
      let written = 0;
      const bounded = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          written += chunk.byteLength;
          if (written > limits.entryBytes || total + written > limits.totalBytes) {
            done(new Error(`the zip's entry ${name} inflates past the bytes read as a previous snapshot`));
            return;
          }
          done(null, chunk);
        },
      });
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(stream, bounded, createWriteStream(target));
      total += written;
    }
  } finally {
    zipfile.close();
  }
}

/** The next entry of a lazy `zipfile`, or `undefined` at the end. */
function nextEntry(zipfile: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      zipfile.off('entry', onEntry);
      zipfile.off('end', onEnd);
      zipfile.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry): void => {
      cleanup();
      resolve(entry);
    };
    const onEnd = (): void => {
      cleanup();
      resolve(undefined);
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    zipfile.on('entry', onEntry);
    zipfile.on('end', onEnd);
    zipfile.on('error', onError);
    zipfile.readEntry();
  });
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'blob storage';
  }
}

/** A fetch failure as `ECONNREFUSED` / `timed out after 120 s` / its message. */
function describeFetchError(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${BLOB_DOWNLOAD_TIMEOUT_MS / 1000} s`;
  const code = findInCauses(error, (e) => {
    const value = (e as { code?: unknown }).code;
    return typeof value === 'string' && /^E[A-Z]+$/.test(value) ? value : undefined;
  });
  return code ?? (error instanceof Error ? error.message : String(error));
}
