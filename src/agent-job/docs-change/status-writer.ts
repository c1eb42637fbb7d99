/**
 * Writes `mintlify/docs` on a code PR's head commit (`POST /repos/{owner}/{repo}/statuses/{sha}`).
 * Best effort: a token that may not write statuses (403; the workflow lacks `statuses: write`) gets
 * one warning per run, and no later write is tried; any other failure is a warning. Never throws.
 */
import { errorMessage } from '../../errors.ts';
import { setCommitStatus, type CommitStatus } from '../../github/commit-checks.ts';
import type { Octokit } from '../../github/octokit.ts';
import { getPullRequest } from '../../github/pulls.ts';
import type { PullRef } from '../../github/urls.ts';

/** Writes the docs status of a code PR. */
export interface DocsStatusWriter {
  /**
   * Writes `status` on the head of `item` (`sha`, or the PR's head read now: one more request).
   * @returns true when it was written.
   */
  write(item: PullRef, status: CommitStatus, sha?: string): Promise<boolean>;
}

/** The writer of a run: with `octokit`, warnings through `warn` (see the module comment). */
export function docsStatusWriter(octokit: Octokit, warn: (line: string) => void): DocsStatusWriter {
  let refused = false;
  return {
    async write(item, status, sha) {
      if (refused) return false;
      const where = `${item.owner}/${item.repo}#${item.pullNumber}`;
      try {
        const head = sha ?? (await getPullRequest(octokit, item)).headSha;
        await setCommitStatus(octokit, item, head, status);
        return true;
      } catch (error) {
        if ((error as { status?: unknown }).status === 403) {
          refused = true;
          warn(
            `Could not set the commit status ${status.context} on ${where}: the github-token may not write commit statuses (403). Grant the workflow \`statuses: write\`, or set docs-status: false. The step goes on.`,
          );
        } else {
          warn(`Could not set the commit status ${status.context} on ${where}: ${errorMessage(error)}`);
        }
        return false;
      }
    },
  };
}
