import { describe, expect, it } from 'vitest';
import { GITHUB_PACING, NO_PACING, githubPacing } from '../../src/github/octokit.ts';

describe('githubPacing', () => {
  it("paces writes and settles a job end's claim for 1.5 s in a workflow (the variable unset)", () => {
    expect(githubPacing({})).toEqual(GITHUB_PACING);
    expect(GITHUB_PACING.claimSettleMs).toBe(1500);
  });

  it('waits for nothing against a fake GitHub API (none), and only for the claim settle with claims', () => {
    expect(githubPacing({ MINTLIFY_ACTION_GITHUB_PACING: 'none' })).toEqual(NO_PACING);
    expect(githubPacing({ MINTLIFY_ACTION_GITHUB_PACING: 'claims' })).toEqual({ ...NO_PACING, claimSettleMs: 1500 });
  });
});
