import { describe, expect, it } from 'vitest';
import { reconcileInputsSchema } from '../../src/reconcile/inputs.ts';
import { rotateRepositories } from '../../src/reconcile/repositories.ts';
import { parseRepositories, resolveRepositories } from '../../src/github/repository-list.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';
import { startGitHubRouter } from '../fakes/github-router.ts';

describe('parseRepositories', () => {
  it('reads owner/name and owner/* entries separated by commas or line breaks, once each', () => {
    expect(parseRepositories('acme/api, acme/docs\nother/*\nACME/api')).toEqual([
      { kind: 'repo', owner: 'acme', repo: 'api' },
      { kind: 'repo', owner: 'acme', repo: 'docs' },
      { kind: 'owner', owner: 'other' },
    ]);
    expect(parseRepositories('')).toEqual([]);
  });

  it.each(['acme', 'acme/api/x', '-acme/api', 'acme/..', 'acme/a b', '*/*'])(
    'refuses "%s", naming what is allowed',
    (value) => {
      expect(() => parseRepositories(value)).toThrow(/repositories must list owner\/name or owner\/\* entries/);
    },
  );

  it('is refused as an input before any request', () => {
    const parsed = reconcileInputsSchema.safeParse({
      mode: 'reconcile',
      'api-key': 'mint_test_key_0123456789',
      'project-id': 'p',
      'api-url': 'https://api.mintlify.com',
      'request-timeout': '30',
      'agent-label': 'mintlify-agent',
      'max-jobs': '50',
      'trigger-phrase': '/mintlify',
      'github-token': 't',
      repositories: 'acme',
      'docs-status': true,
      'close-orphan-docs-prs': false,
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'repositories must list owner/name or owner/* entries, separated by commas or line breaks (got "acme")',
    ]);
  });
});

describe('rotateRepositories', () => {
  it('moves the first repository by one each run, so each goes first once every n runs', () => {
    const repos = ['a', 'b', 'c'];
    expect([0, 1, 2, 3].map((n) => rotateRepositories(repos, n)[0])).toEqual(['a', 'b', 'c', 'a']);
    expect(rotateRepositories(repos, 4)).toEqual(['b', 'c', 'a']);
    expect(rotateRepositories([], 4)).toEqual([]);
  });
});

describe('resolveRepositories (over HTTP, against the fake GitHub behind one router)', () => {
  const HOME = { owner: 'acme', repo: 'docs' };
  const TOKEN = 'ghs_app_installation';

  it('keeps the calling repository after the entries; owner/* adds only repositories with labelled items, past 100 results', async () => {
    const github = await startGitHubRouter({
      repositories: { 'acme/api': {}, 'acme/docs': {}, 'acme/quiet': {}, 'other/web': {} },
      tokens: { [TOKEN]: ['acme/api', 'acme/docs', 'acme/quiet', 'other/web'] },
    });
    try {
      for (let i = 0; i < 150; i++)
        github.repo('acme/api').seedIssue({ title: `t${i}`, login: 'github-actions[bot]', labels: ['mintlify-agent'] });
      github.repo('other/web').seedIssue({ title: 'x', login: 'github-actions[bot]', labels: ['mintlify-agent'] });
      github.repo('acme/quiet').seedIssue({ title: 'unlabelled', login: 'alice', labels: ['bug'] });
      const octokit = createOctokit({ token: TOKEN, log: () => {}, baseUrl: github.url, pacing: NO_PACING });
      const names = (repos: Array<{ owner: string; repo: string; named: boolean }>) =>
        repos.map((r) => `${r.owner}/${r.repo}${r.named ? '' : ' (found)'}`);

      expect(names(await resolveRepositories(octokit, parseRepositories('acme/api'), HOME, 'mintlify-agent'))).toEqual([
        'acme/api',
        'acme/docs',
      ]);
      expect(names(await resolveRepositories(octokit, [], HOME, 'mintlify-agent'))).toEqual(['acme/docs']);
      const searchesBefore = github.requests.filter((r) => r.path === '/search/issues').length;
      expect(names(await resolveRepositories(octokit, parseRepositories('acme/*'), HOME, 'mintlify-agent'))).toEqual([
        'acme/api (found)',
        'acme/docs',
      ]);
      // 150 results: two pages of 100; acme/quiet (no labelled item) and other/web (another owner) are not read.
      expect(github.requests.filter((r) => r.path === '/search/issues').length - searchesBefore).toBe(2);
      expect(github.requests.some((r) => r.path.startsWith('/repos/acme/quiet'))).toBe(false);
    } finally {
      await github.close();
    }
  });
});
