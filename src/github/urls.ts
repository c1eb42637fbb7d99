/**
 * Pure helpers for GitHub web URLs: pull request links, the workflow run page and an
 * artifact's page (as actions/upload-artifact builds them). No I/O.
 */
import type { RunnerContext } from './runner-context.ts';
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
 * @param server the GitHub web server, default `https://github.com` (GHES: the runner's
 *   `GITHUB_SERVER_URL`, e.g. through {@link webServerOf} of this run's URL).
 */
export function parsePullRequestUrl(url: string, server = 'https://github.com'): PullRef | undefined {
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
 * Owner, repository and number of a pull request or issue URL on `server`: `…/pull/{n}` as
 * {@link parsePullRequestUrl} reads it, or `…/issues/{n}` (a finding issue's comments);
 * `undefined` for any other URL.
 */
export function parseItemUrl(url: string, server = 'https://github.com'): PullRef | undefined {
  const pr = parsePullRequestUrl(url, server);
  if (pr) return pr;
  let normalized: URL;
  try {
    normalized = new URL(url);
    if (normalized.origin !== new URL(server).origin) return undefined;
  } catch {
    return undefined;
  }
  const m = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/issues\/(\d{1,10})(?:\/|$)/.exec(normalized.pathname);
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

/**
 * Whether the runner's server is GitHub Enterprise Server: `GITHUB_SERVER_URL` names a host other
 * than `github.com`, `*.ghe.com` (GitHub Enterprise Cloud with data residency) or `*.localhost`.
 * The same rule as `@actions/artifact`'s `isGhes()`, which refuses to upload or download there
 * (`GHESNotSupportedError`: artifacts v4 are not available on GHES).
 */
export function isGitHubEnterpriseServer(runner: Pick<RunnerContext, 'serverUrl'>): boolean {
  let host: string;
  try {
    host = new URL(runner.serverUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
}

/**
 * The page of a workflow run of this repository: `{GITHUB_SERVER_URL}/{GITHUB_REPOSITORY}/actions/runs/{run id}`.
 * @param runId default: this run (`GITHUB_RUN_ID`).
 */
export function workflowRunUrl(
  runner: Pick<RunnerContext, 'serverUrl' | 'repository' | 'runId'>,
  runId: string = runner.runId,
): string {
  return `${runner.serverUrl}/${runner.repository}/actions/runs/${runId}`;
}

/**
 * An artifact's page: `{run URL}/artifacts/{id}` (the URL actions/upload-artifact outputs as `artifact-url`).
 */
export function artifactUrl(
  runner: Pick<RunnerContext, 'serverUrl' | 'repository' | 'runId'>,
  id: number,
  runId: string = runner.runId,
): string {
  return `${workflowRunUrl(runner, runId)}/artifacts/${id}`;
}

/**
 * The GitHub web server a workflow run's URL (`{GITHUB_SERVER_URL}/{owner}/{repo}/actions/runs/{id}`,
 * {@link workflowRunUrl}) is on: its origin; `https://github.com` when it is no URL. Lets code
 * that holds the run's link read PR links against the runner's server (GHES) without the runner.
 */
export function webServerOf(runUrl: string): string {
  try {
    return new URL(runUrl).origin;
  } catch {
    return 'https://github.com';
  }
}

/**
 * `org/repo#123` for a pull request URL on `server` or github.com (read after normalisation), else the normalized URL
 * (or the text itself when it is no URL).
 */
function prLinkTitle(url: string, server: string): string {
  const pr = parsePullRequestUrl(url, server) ?? parsePullRequestUrl(url);
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
 * The link to show for a job's `prLink`: text and target both read from the normalized URL, so that
 * `…/pull/1/../../pull/2` shows and opens #2; a PR on `server` (GHES) or github.com is titled `org/repo#123`.
 * `undefined` for anything but an absolute http(s) URL without credentials (`mailto:`, `javascript:`, relative text…).
 */
export function prLinkDisplay(url: string, server = 'https://github.com'): PrLinkDisplay | undefined {
  const href = safeHttpUrl(url);
  return href === undefined ? undefined : { href, title: prLinkTitle(href, server) };
}
