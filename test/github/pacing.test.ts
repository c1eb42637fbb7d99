import { describe, expect, it } from 'vitest';
import { GITHUB_PACING, NO_PACING } from '../../src/github/pacing.ts';
import { readRunnerContext } from '../../src/github/runner-context.ts';

describe('the pacing of GitHub writes, read at start-up', () => {
  it('paces writes in a workflow (the variable unset)', () => {
    expect(readRunnerContext({}).pacing).toEqual(GITHUB_PACING);
  });

  it('waits for nothing against a fake GitHub API (none)', () => {
    expect(readRunnerContext({ MINTLIFY_ACTION_GITHUB_PACING: 'none' }).pacing).toEqual(NO_PACING);
  });
});
