import { describe, expect, it } from 'vitest';
import { GITHUB_PACING, NO_PACING } from '../../src/github/pacing.ts';
import { readRunnerContext } from '../../src/github/runner-context.ts';

describe('the pacing of GitHub writes, read at start-up', () => {
  it("paces writes and settles a job end's claim for 1.5 s in a workflow (the variable unset)", () => {
    expect(readRunnerContext({}).pacing).toEqual(GITHUB_PACING);
    expect(GITHUB_PACING.claimSettleMs).toBe(1500);
  });

  it('waits for nothing against a fake GitHub API (none), and only for the claim settle with claims', () => {
    expect(readRunnerContext({ MINTLIFY_ACTION_GITHUB_PACING: 'none' }).pacing).toEqual(NO_PACING);
    expect(readRunnerContext({ MINTLIFY_ACTION_GITHUB_PACING: 'claims' }).pacing).toEqual({
      ...NO_PACING,
      claimSettleMs: 1500,
    });
  });
});
