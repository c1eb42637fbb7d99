/**
 * The claim on GitHub's atomic answer: against the fake GitHub over loopback, which answers a
 * reaction's creation 201 when new and 200 when the token's reaction already exists, as GitHub does.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claim, STALE_CLAIM_MS } from '../../src/agent-job/claim.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';

let github: FakeGitHub;
const lines: string[] = [];

beforeEach(async () => {
  github = await startFakeGitHub({ repo: 'acme/docs', pulls: { 2: {} } });
  lines.length = 0;
});

afterEach(() => github.close());

function context(now = Date.now()) {
  return {
    octokit: createOctokit({ token: 'ghs_test_token', log: () => undefined, baseUrl: github.url, pacing: NO_PACING }),
    repo: { owner: 'acme', repo: 'docs' },
    now: () => now,
    log: { info: (l: string) => lines.push(l), warning: (l: string) => lines.push(l) },
  };
}

describe('claim', () => {
  it('gives one of two runs claiming at the same moment the claim, and the other nothing', async () => {
    const comment = github.seedIssueComment({ issueNumber: 2, body: 'progress', login: 'github-actions[bot]' });
    const subject = { kind: 'issue-comment' as const, id: comment.id };
    const both = await Promise.all([claim(context(), subject, 'x'), claim(context(), subject, 'x')]);
    expect(both.filter((c) => c !== undefined)).toHaveLength(1);
  });

  it('is released by deleting the reaction, so the next job on the issue can be claimed', async () => {
    const subject = { kind: 'issue' as const, number: 2 };
    const first = await claim(context(), subject, 'x');
    await first?.release();
    expect(github.reactions).toHaveLength(0);
    expect(await claim(context(), subject, 'x')).toBeDefined();
  });

  it('takes over a claim left by a run that stopped while holding it', async () => {
    const subject = { kind: 'issue' as const, number: 2 };
    await claim(context(), subject, 'x');
    expect(await claim(context(), subject, 'x')).toBeUndefined();
    expect(await claim(context(Date.now() + STALE_CLAIM_MS + 60_000), subject, 'x')).toBeDefined();
    expect(lines.some((l) => l.startsWith('Took over the claim'))).toBe(true);
  });

  it('goes on unclaimed, with a warning, when GitHub refuses the reaction', async () => {
    github.inject({ route: 'reaction', kind: 'status', status: 403 });
    const held = await claim(context(), { kind: 'issue', number: 2 }, 'the end of job_1');
    expect(held).toBeDefined();
    expect(lines[0]).toMatch(/^Could not claim the end of job_1/);
  });
});
