import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createIssue,
  createIssueComment,
  ensureLabel,
  getIssue,
  listIssuesByLabel,
  updateIssue,
} from '../../src/github/issues.ts';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';

let github: FakeGitHub;
let octokit: Octokit;
const repo = { owner: 'acme', repo: 'docs' };

beforeEach(async () => {
  github = await startFakeGitHub({ repo: 'acme/docs' });
  octokit = createOctokit({ token: 'ghs_test_token', log: () => undefined, baseUrl: github.url, pacing: NO_PACING });
});

afterEach(async () => {
  await github.close();
});

describe('listIssuesByLabel', () => {
  it('reads every page of open and closed issues with the label, and no other issue', async () => {
    for (let i = 0; i < 230; i += 1)
      github.seedIssue({
        title: `Finding ${i}`,
        login: 'github-actions[bot]',
        type: 'Bot',
        labels: ['docs-health'],
        state: i % 3 === 0 ? 'closed' : 'open',
      });
    github.seedIssue({ title: 'Unrelated bug', login: 'alice', labels: ['bug'] });
    const issues = await listIssuesByLabel(octokit, repo, 'docs-health');
    expect(issues).toHaveLength(230);
    expect(issues.map((i) => i.title).slice(0, 2)).toEqual(['Finding 0', 'Finding 1']);
    expect(issues[0]).toMatchObject({
      state: 'closed',
      stateReason: 'completed',
      authorLogin: 'github-actions[bot]',
      authorType: 'Bot',
      labels: ['docs-health'],
    });
    expect(github.requests.filter((r) => r.path === '/repos/acme/docs/issues')).toHaveLength(3);
  });
});

describe('issue writes', () => {
  it('creates an issue with its label, edits it, closes it as not planned and reopens it', async () => {
    const created = await createIssue(octokit, repo, {
      title: 'Readers find nothing for "rate limits"',
      body: 'Body',
      labels: ['docs-health'],
    });
    expect(created).toMatchObject({
      state: 'open',
      authorLogin: 'github-actions[bot]',
      labels: ['docs-health'],
      url: `https://github.com/acme/docs/issues/${created.number}`,
    });
    await updateIssue(octokit, repo, created.number, { body: 'New body', title: 'New title' });
    const closed = await updateIssue(octokit, repo, created.number, { state: 'closed', stateReason: 'not_planned' });
    expect(closed).toMatchObject({ state: 'closed', stateReason: 'not_planned', body: 'New body', title: 'New title' });
    const reopened = await updateIssue(octokit, repo, created.number, { state: 'open', stateReason: 'reopened' });
    expect(reopened).toMatchObject({ state: 'open', stateReason: 'reopened' });
    expect(await getIssue(octokit, repo, created.number)).toMatchObject({ isPullRequest: false, title: 'New title' });
  });

  it('comments on an issue as the token', async () => {
    const issue = github.seedIssue({ title: 'x', login: 'alice' });
    const posted = await createIssueComment(octokit, repo, issue.number, 'Back again');
    expect(posted.url).toBe(`https://github.com/acme/docs/issues/${issue.number}#issuecomment-${posted.id}`);
    expect(github.issueComments.map((c) => [c.issue_number, c.body, c.user.login])).toEqual([
      [issue.number, 'Back again', 'github-actions[bot]'],
    ]);
  });
});

describe('ensureLabel', () => {
  it('creates the label once, and leaves an existing one alone', async () => {
    const label = { name: 'docs-health', color: 'd93f0b', description: 'Found by the Mintlify docs-health snapshot' };
    expect(await ensureLabel(octokit, repo, label)).toBe(true);
    expect(await ensureLabel(octokit, repo, label)).toBe(false);
    expect(github.labels).toEqual([{ name: 'docs-health', color: 'd93f0b', description: label.description }]);
  });

  it('fails with the request error when the token may not create labels', async () => {
    github.inject({ route: 'label', kind: 'status', status: 404 });
    github.inject({ route: 'label', kind: 'status', status: 403 });
    await expect(
      ensureLabel(octokit, repo, { name: 'docs-health', color: 'd93f0b', description: '' }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
