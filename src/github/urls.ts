/**
 * Pure helpers for GitHub web URLs: pull request links, the workflow run page and an
 * artifact's page (as actions/upload-artifact builds them). No I/O.
 */

/** A repository and pull request. */
export interface PullRef {
  owner: string;
  repo: string;
  pullNumber: number;
}

/**
 * Owner, repository and number of a `{server}/{owner}/{repo}/pull/{n}` URL, read after URL
 * normalisation (so `..` segments are resolved first); `undefined` for any other URL.
 * @param server the GitHub web server, default `https://github.com` (GHES: `GITHUB_SERVER_URL`).
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

/** The web server of the runner's environment without a trailing slash (`GITHUB_SERVER_URL`, default `https://github.com`). */
export function serverUrl(env: NodeJS.ProcessEnv): string {
  return (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
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

/** `org/repo#123` for a GitHub pull request URL, else the URL itself. */
export function prLinkTitle(url: string): string {
  const pr = parsePullRequestUrl(url);
  return pr ? `${pr.owner}/${pr.repo}#${pr.pullNumber}` : url;
}
