import { describe, expect, it } from 'vitest';
import { GITHUB_PACING, NO_PACING, githubPacing } from '../../src/github/octokit.ts';

describe('githubPacing', () => {
  it('paces writes in a workflow (the variable unset)', () => {
    expect(githubPacing({})).toEqual(GITHUB_PACING);
  });

  it('waits for nothing against a fake GitHub API (none)', () => {
    expect(githubPacing({ MINTLIFY_ACTION_GITHUB_PACING: 'none' })).toEqual(NO_PACING);
  });
});
