/**
 * Downloading an artifact with the GitHub REST API alone, for GitHub Enterprise Server, where
 * `@actions/artifact` v2+ refuses every call (`GHESNotSupportedError`):
 * 1. `GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip` ("Download an artifact")
 *    through the action's Octokit (its base URL, proxy, retries), redirect not followed: the
 *    answer is `302` with a short-lived `Location` on the server's blob storage;
 * 2. that URL fetched without the token (a signed URL), through the runner's proxy when
 *    `HTTPS_PROXY`/`NO_PROXY` say so (`net/proxy.ts`), within {@link BLOB_DOWNLOAD_TIMEOUT_MS}
 *    and at most `maxBytes`;
 * 3. the zip checked against the artifact's `digest` when GitHub lists one, then unzipped with
 *    `yauzl`, which refuses absolute paths and `..` segments; every file lands inside `dir`.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import yauzl from 'yauzl';
import { findInCauses } from '../errors.ts';
import { proxyAwareFetch, throughProxy } from '../net/proxy.ts';
import type { Octokit } from './octokit.ts';

/** Longest wait for the zip from blob storage, in milliseconds (one attempt). */
const BLOB_DOWNLOAD_TIMEOUT_MS = 120_000;

/** What to download and where. */
export interface RestArtifactDownload {
  owner: string;
  repo: string;
  artifactId: number;
  /** `sha256:<hex>` of the zip as GitHub lists it, or `null` (not checked then). */
  digest: string | null;
  /** Largest zip accepted, in bytes. */
  maxBytes: number;
  /** An empty folder to unzip into. */
  dir: string;
}

/**
 * Downloads and unzips an artifact with the REST API (see the module comment).
 * @throws Error naming the step that failed (the redirect, the blob download with its host and
 *   proxy, the size, the digest, or the zip); an Octokit `RequestError` (with `status`) when the
 *   API refuses (403/404: permissions; 410: expired).
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
  const zip = await fetchBlob(location, download.maxBytes);
  if (download.digest !== null) {
    const actual = `sha256:${createHash('sha256').update(zip).digest('hex')}`;
    if (actual.toLowerCase() !== download.digest.toLowerCase())
      throw new Error(`the downloaded zip does not match the digest GitHub lists for artifact ${download.artifactId}`);
  }
  await unzipInto(zip, download.dir);
}

/** The bytes at a signed blob URL (no token), at most `maxBytes`, within {@link BLOB_DOWNLOAD_TIMEOUT_MS}. */
async function fetchBlob(location: string, maxBytes: number): Promise<Buffer> {
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
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`the zip from ${host} is larger than the ${maxBytes} bytes read as a previous snapshot`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Unzips `zip` into `dir` (files only; yauzl refuses absolute paths and `..`). */
async function unzipInto(zip: Buffer, dir: string): Promise<void> {
  const root = path.resolve(dir);
  const zipfile = await yauzl.fromBufferPromise(zip, { lazyEntries: true, strictFileNames: false });
  try {
    for (;;) {
      const entry = await nextEntry(zipfile);
      if (entry === undefined) break;
      if (entry.fileName.endsWith('/')) continue;
      const target = path.resolve(root, entry.fileName);
      if (!target.startsWith(root + path.sep))
        throw new Error(`the zip holds a file outside its folder: ${JSON.stringify(entry.fileName)}`);
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zipfile.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
      );
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(Buffer.from(part as Buffer));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, Buffer.concat(parts));
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
