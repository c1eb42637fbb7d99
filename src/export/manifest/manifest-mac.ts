/**
 * The MAC of an export's `manifest.json` (an analytics snapshot or a page-views export), written
 * next to it as `manifest.sig` by the run that writes (and uploads) the export, and checked by a
 * later run before it reads any file of that export as its previous one
 * (`findings/previous-snapshot.ts` for `compare`, `export/resume/previous-export.ts` for `resume`). The manifest
 * lists every other file with its size and SHA-256, so the MAC authenticates the whole snapshot.
 *
 * `manifest.sig` holds one line: `hmac-sha256 v1 <64 lowercase hex digits>`. Why only a workflow
 * holding the API key can write one, and what it covers: docs/architecture.md "Signing".
 */
import { sameMac, signerFor } from '../../signing/signer.ts';
import * as path from 'node:path';
import { MANIFEST_FILE_NAME, MANIFEST_SIG_FILE_NAME } from '../files/output-dir.ts';
import { writeFileAtomic, type WrittenFile } from '../files/temp-file.ts';
import { checkSnapshotFile } from './snapshot-file.ts';

/** The MAC file's name in an export folder. */
const MANIFEST_MAC_FILE_NAME = MANIFEST_SIG_FILE_NAME;

/** Largest `manifest.sig` read, in bytes (one short line). */
const MAX_MANIFEST_MAC_BYTES = 256;

/** The Mintlify project a snapshot belongs to (`project-id`) and the key that signs it. */
export interface ManifestMacKey {
  apiKey: string;
  projectId: string;
}

const PREFIX = 'hmac-sha256 v1 ';

function mac(key: ManifestMacKey, manifest: Buffer): Buffer {
  const bound = JSON.stringify(['v1', key.projectId, manifest.length]);
  return signerFor(key.apiKey, 'snapshotManifest').mac(`${bound}\n`, manifest);
}

/** The text of `manifest.sig` for the manifest's exact bytes. Pure. */
export function manifestMacText(key: ManifestMacKey, manifest: Buffer): string {
  return `${PREFIX}${mac(key, manifest).toString('hex')}\n`;
}

/** True when `sigText` (the content of `manifest.sig`) is this key's MAC of these manifest bytes. Pure. */
export function verifyManifestMac(key: ManifestMacKey, manifest: Buffer, sigText: string): boolean {
  const match = /^hmac-sha256 v1 ([0-9a-f]{64})\r?\n?$/.exec(sigText);
  if (!match?.[1]) return false;
  return sameMac(mac(key, manifest), Buffer.from(match[1], 'hex'));
}

/** Writes `manifest.sig` in `dir` for the manifest's exact bytes (atomically). */
export function writeManifestMac(dir: string, key: ManifestMacKey, manifest: Buffer): Promise<WrittenFile> {
  return writeFileAtomic(path.join(dir, MANIFEST_MAC_FILE_NAME), manifestMacText(key, manifest));
}

/** Largest `manifest.json` of a previous export read, in bytes. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

/** A previous export refused for what its folder holds; the message is a clause (`it has no manifest.json`). */
export class SnapshotRefused extends Error {}

/**
 * The bytes of `name` in `dir`, read only after a stat shows a file of at most `max` bytes
 * ({@link checkSnapshotFile}).
 * @throws SnapshotRefused with `missing` when there is no such file, or naming the bound; the
 *   error of a read that fails.
 */
async function boundedFile(dir: string, name: string, max: number, missing: string): Promise<Buffer> {
  const check = await checkSnapshotFile(dir, name, { maxBytes: max });
  if (check.problem === 'missing') throw new SnapshotRefused(missing);
  if (check.problem === 'too-large') throw new SnapshotRefused(`its ${name} is larger than ${max} bytes`);
  if (check.problem === 'unreadable') throw check.error;
  return check.bytes;
}

/**
 * The exact bytes of a previous export's `manifest.json` (at most {@link MAX_MANIFEST_BYTES}),
 * returned only when its `manifest.sig` authenticates them for `key`; nothing else of the folder
 * is read before. Used by `compare` (`findings/previous-snapshot.ts`) and `resume`
 * (`previous-export.ts`).
 * @throws SnapshotRefused when `manifest.sig` or `manifest.json` is missing or too large, or the
 *   MAC does not verify.
 */
export async function readAuthenticatedManifest(dir: string, key: ManifestMacKey): Promise<Buffer> {
  const sig = await boundedFile(
    dir,
    MANIFEST_MAC_FILE_NAME,
    MAX_MANIFEST_MAC_BYTES,
    `it has no ${MANIFEST_MAC_FILE_NAME} (the MAC a snapshot of this workflow writes)`,
  );
  const bytes = await boundedFile(dir, MANIFEST_FILE_NAME, MAX_MANIFEST_BYTES, `it has no ${MANIFEST_FILE_NAME}`);
  if (!verifyManifestMac(key, bytes, sig.toString('utf8'))) {
    throw new SnapshotRefused(
      `its ${MANIFEST_MAC_FILE_NAME} does not authenticate its ${MANIFEST_FILE_NAME} for this project and API key (written without this API key, for another project, or altered)`,
    );
  }
  return bytes;
}
