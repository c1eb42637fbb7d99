/**
 * The docs pull request as the code PR shows it: its title, state (open, merged, closed), diff
 * stat and preview link, read from GitHub (`GET /repos/{owner}/{repo}/pulls/{n}`, then what
 * GitHub reports on its head commit: `github/commit-checks.ts`).
 */
import { errorMessage } from '../../errors.ts';
import { commitLinks } from '../../github/commit-checks.ts';
import type { Octokit } from '../../github/octokit.ts';
import { getPullRequest } from '../../github/pulls.ts';
import type { PullRef } from '../../github/urls.ts';
import { pickPreview } from './preview.ts';

/** `open`, `merged`, or `closed` (closed without merging). */
type DocsPullState = 'open' | 'merged' | 'closed';

/** What the code PR shows of its docs PR. Every text is untrusted (escape it where shown). */
export interface DocsPullView {
  ref: PullRef;
  /** The PR's `html_url`. */
  url: string;
  title: string;
  state: DocsPullState;
  changedFiles: number;
  additions: number;
  deletions: number;
  headSha: string;
  /** The latest successful Mintlify preview of its head ({@link pickPreview}); `undefined` when none (or not read). */
  preview: string | undefined;
}

/**
 * Reads the docs PR `ref`; with `preview`, also the preview of its head (3 to 6 more requests;
 * a failure there is a warning and leaves the preview out).
 * @throws the Octokit request error when the pull request cannot be read.
 */
export async function readDocsPull(
  octokit: Octokit,
  ref: PullRef,
  options: { preview: boolean; warn: (line: string) => void },
): Promise<DocsPullView> {
  const pull = await getPullRequest(octokit, ref);
  let preview: string | undefined;
  if (options.preview) {
    try {
      preview = pickPreview(await commitLinks(octokit, ref, pull.headSha));
    } catch (error) {
      options.warn(
        `Could not read the preview of ${ref.owner}/${ref.repo}#${ref.pullNumber} (deployments, statuses and check runs of its head): ${errorMessage(error)}`,
      );
    }
  }
  return {
    ref,
    url: pull.url,
    title: pull.title,
    state: pull.merged ? 'merged' : pull.state === 'open' ? 'open' : 'closed',
    changedFiles: pull.changedFiles,
    additions: pull.additions,
    deletions: pull.deletions,
    headSha: pull.headSha,
    preview,
  };
}
