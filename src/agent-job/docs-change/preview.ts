/**
 * The preview link of a docs pull request, from what GitHub reports on its head commit
 * (`github/commit-checks.ts`). Mintlify's GitHub app reports a preview as a deployment (its
 * status's `environment_url`), or as a commit status or check run whose context or name contains
 * "mintlify" (`target_url`, `details_url`). Pure.
 */
import { safeHttpUrl } from '../../format/escape.ts';
import type { CommitLink } from '../../github/commit-checks.ts';

/** True when `text` names Mintlify (case-insensitive). */
function namesMintlify(text: string): boolean {
  return text.toLowerCase().includes('mintlify');
}

/** True when `link` is a preview Mintlify reported: a deployment it created or named for it, a status or check run named for it. */
function fromMintlify(link: CommitLink): boolean {
  return link.source === 'status' ? namesMintlify(link.name) : namesMintlify(link.name) || namesMintlify(link.reporter);
}

/**
 * The URL of the latest successful preview among `links` (by the time each was reported), normalized
 * ({@link safeHttpUrl}); `undefined` when none succeeded with an http(s) URL.
 */
export function pickPreview(links: readonly CommitLink[]): string | undefined {
  let best: { url: string; at: string } | undefined;
  for (const link of links) {
    if (!link.succeeded || !fromMintlify(link)) continue;
    const url = link.url === undefined ? undefined : safeHttpUrl(link.url);
    if (url === undefined) continue;
    if (best === undefined || link.at > best.at) best = { url, at: link.at };
  }
  return best?.url;
}
