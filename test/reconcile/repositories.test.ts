import { describe, expect, it } from 'vitest';
import { parseRepositories, reconcileInputsSchema } from '../../src/reconcile/inputs.ts';
import { rotateRepositories } from '../../src/reconcile/repositories.ts';

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
