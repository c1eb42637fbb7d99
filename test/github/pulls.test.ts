import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';
import { getPullRequest, listPullRequestFiles, MAX_LISTED_PULL_FILES } from '../../src/github/pulls.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';

let github: FakeGitHub;
let octokit: Octokit;
const pr = { owner: 'acme', repo: 'app', pullNumber: 7 };

beforeEach(async () => {
  github = await startFakeGitHub({
    repo: 'acme/app',
    pulls: {
      7: {
        title: 'Add --dry-run',
        body: 'Adds a flag.',
        author: 'alice',
        baseRef: 'main',
        files: [
          { filename: 'src/deploy.ts', additions: 3, deletions: 1 },
          { filename: 'logo.png', patch: null, status: 'added' },
        ],
        generatedFiles: 250,
      },
      8: { generatedFiles: 3200 },
    },
  });
  octokit = createOctokit({ token: 'ghs_test_token', log: () => undefined, baseUrl: github.url, pacing: NO_PACING });
});

afterEach(async () => {
  await github.close();
});

describe('getPullRequest', () => {
  it('reads the title, description, author and refs', async () => {
    expect(await getPullRequest(octokit, pr)).toMatchObject({
      url: 'https://github.com/acme/app/pull/7',
      title: 'Add --dry-run',
      body: 'Adds a flag.',
      author: 'alice',
      baseRef: 'main',
      merged: false,
      changedFiles: 252,
    });
  });
});

describe('listPullRequestFiles', () => {
  it('reads every page, with stats and patches (none for binary files)', async () => {
    const files = await listPullRequestFiles(octokit, pr);
    expect(files).toHaveLength(252);
    expect(files[0]).toMatchObject({ filename: 'src/deploy.ts', status: 'modified', additions: 3, deletions: 1 });
    expect(files[0]?.patch).toContain('@@');
    expect(files[1]).toMatchObject({ filename: 'logo.png', patch: undefined });
  });

  it(`stops at GitHub's cap of ${MAX_LISTED_PULL_FILES} files`, async () => {
    expect(await listPullRequestFiles(octokit, { ...pr, pullNumber: 8 })).toHaveLength(MAX_LISTED_PULL_FILES);
  });
});
