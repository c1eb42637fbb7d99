import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRepositoryVisibility } from '../../src/github/visibility.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';
import { readRunnerContext } from '../../src/github/runner-context.ts';

let github: FakeGitHub;
let dir: string;

beforeEach(async () => {
  github = await startFakeGitHub({ repo: 'acme/docs' });
  dir = await mkdtemp(join(tmpdir(), 'visibility-'));
});

afterEach(async () => {
  await github.close();
  await rm(dir, { recursive: true, force: true });
});

async function eventFile(payload: unknown): Promise<string> {
  const path = join(dir, 'event.json');
  await writeFile(path, JSON.stringify(payload));
  return path;
}

describe('readRepositoryVisibility', () => {
  it('reads the visibility the event payload states, without a request', async () => {
    const env = {
      GITHUB_EVENT_PATH: await eventFile({ repository: { private: true } }),
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: github.url,
    };
    expect(await readRepositoryVisibility(readRunnerContext(env), 'ghs_test_token')).toBe('private');
    expect(github.requests).toHaveLength(0);
  });

  it('asks GitHub (GET /repos/{owner}/{repo}) when the payload does not say, e.g. a bare schedule payload', async () => {
    const env = {
      GITHUB_EVENT_PATH: await eventFile({ schedule: '17 6 * * 1' }),
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: github.url,
    };
    expect(await readRepositoryVisibility(readRunnerContext(env), 'ghs_test_token')).toBe('public');
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/docs']);
  });

  it('stays unknown (treated as public) without a token or when GitHub cannot say', async () => {
    const env = {
      GITHUB_EVENT_PATH: await eventFile({ schedule: '17 6 * * 1' }),
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: github.url,
    };
    expect(await readRepositoryVisibility(readRunnerContext(env), '')).toBe('unknown');
    expect(
      await readRepositoryVisibility(readRunnerContext({ ...env, GITHUB_REPOSITORY: 'other/repo' }), 'ghs_test_token'),
    ).toBe('unknown');
  });
});
