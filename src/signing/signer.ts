/**
 * The one place that binds the action's records to a Mintlify project and checks the MACs of
 * records written before that binding: the project tag every record carries (PR markers in
 * `agent-job/marker.ts`, finding-issue markers in `findings/marker.ts`, the dashboard issue's
 * marker in `findings/dashboard/marker.ts`, `manifest.sig` in the exporter's `manifest-mac.ts`),
 * and the HMAC keys derived from the Mintlify API key that the earlier formats (PR marker v2,
 * finding marker v2, dashboard v1, `manifest.sig` v1) were signed with: those still verify while
 * the key that signed them is configured. Who may write a record is GitHub's fact (the author and
 * the last editor), not a MAC: docs/security.md, "Trust model". Pure (no I/O).
 */
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * What a derived key signs, with its HKDF `info`. Each purpose has its own key, so a MAC made for
 * one never verifies as another. Changing a string makes every signature written before unverifiable.
 */
const HKDF_INFO = {
  prMarker: 'mintlify-action marker v2',
  findingMarker: 'mintlify-action finding-issue marker v2',
  snapshotManifest: 'mintlify-action snapshot manifest v1',
  dashboardMarker: 'mintlify-action dashboard marker v1',
} as const;

/** One of the things the action signs: `prMarker`, `findingMarker`, `snapshotManifest` or `dashboardMarker`. */
export type SigningPurpose = keyof typeof HKDF_INFO;

/** HMAC-SHA256 keyed by a key derived for one {@link SigningPurpose}; the API key itself never keys a MAC. */
export interface Signer {
  /** HMAC-SHA256 (32 bytes) over `parts` concatenated in order (strings as UTF-8). */
  mac(...parts: (string | Uint8Array)[]): Buffer;
  /** The first 128 bits of {@link Signer.mac} of `text` as 32 lowercase hex digits: the `sig` a marker carries. */
  shortMac(text: string): string;
  /** True when `signature` is {@link Signer.shortMac} of `text`, compared in constant time. */
  verifyShortMac(text: string, signature: string | undefined): boolean;
}

/**
 * A {@link Signer} for `purpose`, keyed by HKDF-SHA256(`apiKey`, empty salt, the purpose's info,
 * 32 bytes). The key is derived once, here.
 */
export function signerFor(apiKey: string, purpose: SigningPurpose): Signer {
  const key = Buffer.from(hkdfSync('sha256', apiKey, '', HKDF_INFO[purpose], 32));
  const mac = (...parts: (string | Uint8Array)[]): Buffer => {
    const hmac = createHmac('sha256', key);
    for (const part of parts) hmac.update(part);
    return hmac.digest();
  };
  const shortMac = (text: string): string => mac(text).toString('hex').slice(0, 32);
  return {
    mac,
    shortMac,
    verifyShortMac: (text, signature) =>
      signature !== undefined && sameMac(Buffer.from(shortMac(text), 'utf8'), Buffer.from(signature, 'utf8')),
  };
}

/** True when two MACs are equal: lengths first (they are not secret), then the bytes in constant time. */
export function sameMac(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The tag that binds a record to the Mintlify project `projectId`: the first 128 bits of
 * SHA-256 over `["mintlify-action project v1", projectId]` (JSON), as 32 lowercase hex digits.
 * Not a secret and not a MAC: it only tells this project's records from another project's on the
 * same pull request or issue (one key may serve several projects; a repository may run several);
 * who wrote a record is checked separately. `api-url` is left out on purpose: a workflow that
 * moves to another URL of the same API (a proxy, a regional host) keeps its records.
 */
export function projectTag(projectId: string): string {
  return createHash('sha256')
    .update(JSON.stringify(['mintlify-action project v1', projectId]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * The SHA-256 that binds a snapshot's `manifest.json` to the Mintlify project `projectId`: over
 * `["mintlify-action manifest v2", projectId, byte length]` (JSON), a line break, then the
 * manifest's exact bytes. Not a MAC: who uploaded the snapshot is GitHub's fact, checked on the
 * run that uploaded its artifact (`github/previous-artifact-rules.ts`).
 */
export function manifestDigest(projectId: string, manifest: Uint8Array): Buffer {
  return createHash('sha256')
    .update(`${JSON.stringify(['mintlify-action manifest v2', projectId, manifest.length])}\n`)
    .update(manifest)
    .digest();
}

/** The Mintlify project a marker is bound to: the `project-id` and `api-url` inputs. */
export interface SigningProject {
  projectId: string;
  /** Base URL (a trailing slash and letter case do not matter). */
  apiUrl: string;
}

/**
 * What binds a marker to its place: `api-url` without trailing slashes in lower case, `project-id`,
 * and the scope (`owner/repo#number`) in lower case. Pure.
 */
export function markerBinding(
  project: SigningProject,
  scope: string,
): [apiUrl: string, projectId: string, scope: string] {
  return [project.apiUrl.replace(/\/+$/, '').toLowerCase(), project.projectId, scope.toLowerCase()];
}
