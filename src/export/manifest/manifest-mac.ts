/**
 * `manifest.sig`, written next to an export's `manifest.json` (an analytics snapshot or a
 * page-views export) by the run that writes (and uploads) it, and checked by a later run before it
 * reads any file of that export as its previous one (`findings/previous-snapshot.ts` for
 * `compare`, `export/resume/previous-export.ts` for `resume`). The manifest lists every other file
 * with its size and SHA-256, so binding the manifest binds the whole snapshot.
 *
 * `manifest.sig` holds one line: `sha256 v2 <64 lowercase hex digits>`, the digest that binds the
 * manifest's exact bytes to the project (`signing/signer.ts` `manifestDigest`). Who wrote it is not
 * a MAC's question: a previous export is read only from an artifact uploaded by a successful
 * scheduled or manual run of this workflow on the default branch of this repository
 * (`github/previous-artifact-rules.ts`). Exports of the earlier format carry
 * `hmac-sha256 v1 <mac>`: they are read while the API key that signed them is configured.
 * docs/security.md, "Trust model".
 */
import { manifestDigest, sameMac, signerFor } from '../../signing/signer.ts';
import * as path from 'node:path';
import { MANIFEST_FILE_NAME, MANIFEST_SIG_FILE_NAME } from '../files/output-dir.ts';
import { writeFileAtomic, type WrittenFile } from '../files/temp-file.ts';
import { checkSnapshotFile } from './snapshot-file.ts';

/** The MAC file's name in an export folder. */
const MANIFEST_MAC_FILE_NAME = MANIFEST_SIG_FILE_NAME;

/** Largest `manifest.sig` read, in bytes (one short line). */
const MAX_MANIFEST_MAC_BYTES = 256;

/**
 * The Mintlify project a snapshot belongs to (`project-id`), and the API key that checks a
 * `manifest.sig` of the earlier format.
 */
export interface ManifestMacKey {
  apiKey: string;
  projectId: string;
}

/** The MAC of the earlier format (`hmac-sha256 v1`), read only. */
function legacyMac(key: ManifestMacKey, manifest: Buffer): Buffer {
  const bound = JSON.stringify(['v1', key.projectId, manifest.length]);
  return signerFor(key.apiKey, 'snapshotManifest').mac(`${bound}\n`, manifest);
}

/** The text of `manifest.sig` for the manifest's exact bytes: `sha256 v2 <digest>`. Pure. */
export function manifestMacText(key: Pick<ManifestMacKey, 'projectId'>, manifest: Buffer): string {
  return `sha256 v2 ${manifestDigest(key.projectId, manifest).toString('hex')}\n`;
}

/**
 * True when `sigText` (the content of `manifest.sig`) binds these manifest bytes to this project:
 * the `sha256 v2` digest, or an `hmac-sha256 v1` MAC made with this API key. Pure.
 */
export function verifyManifestMac(key: ManifestMacKey, manifest: Buffer, sigText: string): boolean {
  const match = /^(sha256 v2|hmac-sha256 v1) ([0-9a-f]{64})\r?\n?$/.exec(sigText);
  if (!match?.[2]) return false;
  const expected = match[1] === 'sha256 v2' ? manifestDigest(key.projectId, manifest) : legacyMac(key, manifest);
  return sameMac(expected, Buffer.from(match[2], 'hex'));
}

/** Writes `manifest.sig` in `dir` for the manifest's exact bytes (atomically). */
export function writeManifestMac(
  dir: string,
  key: Pick<ManifestMacKey, 'projectId'>,
  manifest: Buffer,
): Promise<WrittenFile> {
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
 * returned only when its `manifest.sig` binds them to `key`'s project; nothing else of the folder
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
    `it has no ${MANIFEST_MAC_FILE_NAME} (the project binding a snapshot of this workflow writes)`,
  );
  const bytes = await boundedFile(dir, MANIFEST_FILE_NAME, MAX_MANIFEST_BYTES, `it has no ${MANIFEST_FILE_NAME}`);
  if (!verifyManifestMac(key, bytes, sig.toString('utf8'))) {
    throw new SnapshotRefused(
      `its ${MANIFEST_MAC_FILE_NAME} does not match its ${MANIFEST_FILE_NAME} for this project (written for another project, altered, or signed by an earlier release with an API key no longer configured)`,
    );
  }
  return bytes;
}
