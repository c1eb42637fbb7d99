/**
 * Pure helpers for GitHub web URLs: pull request links, the workflow run page and an
 * artifact's page (as actions/upload-artifact builds them). No I/O.
 */
import { safeHttpUrl } from '../format/escape.ts';

/** A repository and pull request. */
export interface PullRef {
  owner: string;
  repo: string;
  pullNumber: number;
}

/**
 * Owner, repository and number of a `{server}/{owner}/{repo}/pull/{n}` URL, read after URL
 * normalisation (so `..` segments are resolved first); `undefined` for any other URL.
 * @param server the GitHub web server; default the runner's (`GITHUB_SERVER_URL`, else
 *   `https://github.com`), so that a PR link on GitHub Enterprise Server is read as one everywhere.
 */
export function parsePullRequestUrl(url: string, server = serverUrl(process.env)): PullRef | undefined {
  let normalized: URL;
  let base: URL;
  try {
    normalized = new URL(url);
    base = new URL(server);
  } catch {
    return undefined;
  }
  if (normalized.origin !== base.origin) return undefined;
  const m = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d{1,10})(?:\/|$)/.exec(normalized.pathname);
  return m?.[1] && m[2] && m[3] ? { owner: m[1], repo: m[2], pullNumber: Number(m[3]) } : undefined;
}

/**
 * The canonical `{server}/{owner}/{repo}/pull/{n}` form of a pull request URL on github.com or
 * on `server` (GHES), or `undefined` for anything else. Safe to hand to a shell or a link:
 * only the owner, repository and number survive.
 */
export function canonicalPullRequestUrl(url: string, server: string): string | undefined {
  for (const origin of new Set(['https://github.com', server.replace(/\/+$/, '')])) {
    const pr = parsePullRequestUrl(url, origin);
    if (pr) return `${origin}/${pr.owner}/${pr.repo}/pull/${pr.pullNumber}`;
  }
  return undefined;
}

/** The web server of the runner's environment without a trailing slash (`GITHUB_SERVER_URL`, default `https://github.com`). */
export function serverUrl(env: NodeJS.ProcessEnv): string {
  return (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
}

/**
 * Whether the runner's server is GitHub Enterprise Server: `GITHUB_SERVER_URL` names a host other
 * than `github.com`, `*.ghe.com` (GitHub Enterprise Cloud with data residency) or `*.localhost`.
 * The same rule as `@actions/artifact`'s `isGhes()`, which refuses to upload or download there
 * (`GHESNotSupportedError`: artifacts v4 are not available on GHES).
 */
export function isGitHubEnterpriseServer(env: NodeJS.ProcessEnv): boolean {
  let host: string;
  try {
    host = new URL(serverUrl(env)).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
}

/** The page of this workflow run: `{GITHUB_SERVER_URL}/{GITHUB_REPOSITORY}/actions/runs/{GITHUB_RUN_ID}`. */
export function workflowRunUrl(env: NodeJS.ProcessEnv): string {
  return `${serverUrl(env)}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`;
}

/**
 * An artifact's page: `{run URL}/artifacts/{id}` (the URL actions/upload-artifact outputs as
 * `artifact-url`).
 */
export function artifactUrl(env: NodeJS.ProcessEnv, id: number): string {
  return `${workflowRunUrl(env)}/artifacts/${id}`;
}

/** `org/repo#123` for a GitHub pull request URL (read after normalisation), else the normalized URL (or the text itself when it is no URL). */
export function prLinkTitle(url: string): string {
  const pr = parsePullRequestUrl(url);
  return pr ? `${pr.owner}/${pr.repo}#${pr.pullNumber}` : (safeHttpUrl(url) ?? url);
}

/** How a pull request link is shown: target and text, both from the same normalized URL. */
export interface PrLinkDisplay {
  /** The normalized http(s) URL (`..` segments resolved). */
  href: string;
  /** `org/repo#123` for a GitHub pull request, else `href`. */
  title: string;
}

/**
 * The link to show for a job's `prLink`: text and target both read from the normalized URL,
 * so that `…/pull/1/../../pull/2` shows and opens #2. `undefined` for anything but an
 * absolute http(s) URL without credentials (`mailto:`, `javascript:`, relative text…).
 */
export function prLinkDisplay(url: string): PrLinkDisplay | undefined {
  const href = safeHttpUrl(url);
  return href === undefined ? undefined : { href, title: prLinkTitle(href) };
}
