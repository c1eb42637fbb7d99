/**
 * The `repositories` input of reconcile and the doctor: entries `owner/name` or `owner/*`
 * (parsed, pure), resolved to the repositories a run reads — the calling repository always, and
 * for an `owner/*` only the repositories where open items carry the agent label (GitHub's issue
 * search), so nothing is created where the action has no items. See docs/docs-repository.md.
 */
import type { RepoRef } from './issues.ts';
import type { Octokit } from './octokit.ts';

/** Entries of `repositories` at most (an `owner/*` then adds the repositories where it finds labelled items). */
const MAX_REPOSITORIES = 100;

/** One entry of `repositories`: a repository, or every repository of an owner the token reaches. */
export type RepositoryEntry = { kind: 'repo'; owner: string; repo: string } | { kind: 'owner'; owner: string };

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Parses `repositories`: entries separated by commas or line breaks, each `owner/name` or
 * `owner/*`; duplicates (case-insensitive) once. Empty: no entry (this repository). Pure.
 * @throws Error naming the first entry that is neither, and what is allowed.
 */
export function parseRepositories(value: string): RepositoryEntry[] {
  const entries: RepositoryEntry[] = [];
  const seen = new Set<string>();
  for (const raw of value.split(/[\n,]/)) {
    const text = raw.trim();
    if (text === '') continue;
    const [owner = '', name = '', ...rest] = text.split('/');
    if (rest.length > 0 || !OWNER.test(owner) || !(name === '*' || (NAME.test(name) && name !== '.' && name !== '..')))
      throw new Error(
        `repositories must list owner/name or owner/* entries, separated by commas or line breaks (got "${text}")`,
      );
    const key = `${owner}/${name}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(name === '*' ? { kind: 'owner', owner } : { kind: 'repo', owner, repo: name });
  }
  if (entries.length > MAX_REPOSITORIES)
    throw new Error(`repositories lists ${entries.length} entries; at most ${MAX_REPOSITORIES} are read per run`);
  return entries;
}

/** A repository's `owner/name` in lower case (GitHub names are case-insensitive). */
function key(repo: RepoRef): string {
  return `${repo.owner}/${repo.repo}`.toLowerCase();
}

/** Search results read per `owner/*` at most: GitHub's search answers 1,000 results, 100 a page. */
const MAX_SEARCH_RESULTS = 1000;

/**
 * The repositories of `owner` where open items carry `label` (`GET /search/issues?q=is:open
 * label:"<label>" user:<owner>`, every page, 100 a page, at most {@link MAX_SEARCH_RESULTS}
 * results): only those the token can read. GitHub's search index lags a write by seconds to
 * minutes, so an item labelled just now is read by the next reconcile.
 * @throws the GitHub request error of the search.
 */
async function repositoriesWithItems(octokit: Octokit, owner: string, label: string): Promise<RepoRef[]> {
  const found = new Map<string, RepoRef>();
  const q = `is:open label:"${label.replace(/"/g, '')}" user:${owner}`;
  let read = 0;
  for await (const page of octokit.paginate.iterator('GET /search/issues', { q, per_page: 100 })) {
    for (const item of page.data) {
      const [, itemOwner = '', name = ''] = /\/repos\/([^/]+)\/([^/]+)$/.exec(item.repository_url) ?? [];
      const repo = { owner: decodeURIComponent(itemOwner), repo: decodeURIComponent(name) };
      if (repo.owner.toLowerCase() === owner.toLowerCase()) found.set(key(repo), repo);
    }
    read += page.data.length;
    if (read >= MAX_SEARCH_RESULTS) break;
  }
  return [...found.values()].sort((a, b) => a.repo.localeCompare(b.repo));
}

/** A repository to read, and whether the run may create the agent label there. */
export interface ResolvedRepository extends RepoRef {
  /**
   * True for this repository and the `owner/name` entries: the label is created there when
   * missing; false for a repository an `owner/*` found by its labelled items (it has the label).
   */
  named: boolean;
}

/**
 * The repositories `entries` name, in the order given, then `home` (the calling repository,
 * always read) when no entry names it. An `owner/*` adds the repositories of that owner where
 * open items carry `label` (sorted by name; see {@link repositoriesWithItems}): it never adds
 * one without items, so no label is created where the action has nothing.
 * @throws the GitHub request error when an `owner/*` search fails.
 */
export async function resolveRepositories(
  octokit: Octokit,
  entries: readonly RepositoryEntry[],
  home: RepoRef,
  label: string,
): Promise<ResolvedRepository[]> {
  const result: ResolvedRepository[] = [];
  const seen = new Set<string>();
  const add = (repo: RepoRef, named: boolean): void => {
    if (seen.has(key(repo))) return;
    seen.add(key(repo));
    result.push({ owner: repo.owner, repo: repo.repo, named });
  };
  for (const entry of entries) {
    if (entry.kind === 'repo') add({ owner: entry.owner, repo: entry.repo }, true);
    else for (const repo of await repositoriesWithItems(octokit, entry.owner, label)) add(repo, false);
  }
  const found = result.find((r) => key(r) === key(home));
  if (found) found.named = true;
  else add(home, true);
  return result;
}
