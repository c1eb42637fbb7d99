import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GITHUB_PACING } from '../../src/github/pacing.ts';
import { readRunnerContext } from '../../src/github/runner-context.ts';

describe('readRunnerContext', () => {
  it('reads the repository, event, run and server from the runner variables', () => {
    const runner = readRunnerContext({
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_ACTOR: 'octocat',
      GITHUB_JOB: 'docs',
      GITHUB_ACTION: '__run_2',
      GITHUB_RUN_ID: '42',
      GITHUB_RUN_ATTEMPT: '3',
      GITHUB_RUN_NUMBER: '17',
      GITHUB_SERVER_URL: 'https://github.acme-corp.test//',
      GITHUB_API_URL: 'https://github.acme-corp.test/api/v3',
      GITHUB_WORKFLOW_REF: 'acme/docs/.github/workflows/docs.yml@refs/heads/main',
      RUNNER_TEMP: '/runner/_temp',
      GITHUB_WORKSPACE: '/runner/work/docs/docs',
      GITHUB_ACTION_REPOSITORY: 'acme/mintlify-action',
    });
    expect({ ...runner, eventPayload: undefined }).toEqual({
      repository: 'acme/docs',
      owner: 'acme',
      repo: 'docs',
      eventName: 'issue_comment',
      eventPayload: undefined,
      actor: 'octocat',
      job: 'docs',
      action: '__run_2',
      runId: '42',
      runAttempt: '3',
      runNumber: '17',
      serverUrl: 'https://github.acme-corp.test',
      apiUrl: 'https://github.acme-corp.test/api/v3',
      workflowRef: 'acme/docs/.github/workflows/docs.yml@refs/heads/main',
      tempDir: '/runner/_temp',
      workspace: '/runner/work/docs/docs',
      actionRepository: 'acme/mintlify-action',
      pacing: GITHUB_PACING,
    });
  });

  it('leaves what the runner did not set empty: github.com, no API URL, the system temp folder', async () => {
    const runner = readRunnerContext({ GITHUB_REPOSITORY: 'not-a-slug' });
    expect([runner.owner, runner.repo, runner.runId, runner.serverUrl, runner.apiUrl, runner.tempDir]).toEqual([
      'not-a-slug',
      '',
      '',
      'https://github.com',
      undefined,
      tmpdir(),
    ]);
    expect(await runner.eventPayload()).toEqual({});
  });

  it('reads the event payload once, when first asked, and rejects a file that is not JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'runner-context-'));
    try {
      const path = join(dir, 'event.json');
      await writeFile(path, JSON.stringify({ repository: { default_branch: 'main' } }));
      const runner = readRunnerContext({ GITHUB_EVENT_PATH: path });
      expect(await runner.eventPayload()).toEqual({ repository: { default_branch: 'main' } });
      await writeFile(path, '{not json');
      expect(await runner.eventPayload()).toEqual({ repository: { default_branch: 'main' } });
      await expect(readRunnerContext({ GITHUB_EVENT_PATH: path }).eventPayload()).rejects.toThrow(SyntaxError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is the only place in src/ that reads a runner variable or the test switch', async () => {
    const src = fileURLToPath(new URL('../../src/', import.meta.url));
    const files = (await readdir(src, { recursive: true })).filter((file) => file.endsWith('.ts'));
    const readers: string[] = [];
    for (const file of files) {
      const code = (await readFile(join(src, file), 'utf8'))
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
      if (/\benv\??\.(GITHUB_\w+|MINTLIFY_ACTION_\w+)|process\.env\.|\benv\[['"`](GITHUB|MINTLIFY)/.test(code))
        readers.push(file.split('\\').join('/'));
    }
    expect(readers).toEqual(['github/runner-context.ts']);
  });
});
