import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-service.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';

// @actions/github reads GITHUB_API_URL when it is first loaded (the artifact client's download
// uses it), so the modules are imported once the fake GitHub listens.
let github: FakeGitHub;
let service: FakeArtifactService;
let artifacts: typeof import('../../src/github/artifacts.ts');
let octokit: import('../../src/github/octokit.ts').Octokit;
const TOKEN = 'ghs_test_token';
const dirs: string[] = [];

beforeAll(async () => {
  github = await startFakeGitHub();
  service = await startFakeArtifactService();
  process.env.GITHUB_API_URL = github.url;
  artifacts = await import('../../src/github/artifacts.ts');
  const { createOctokit } = await import('../../src/github/octokit.ts');
  const { NO_PACING } = await import('../../src/github/pacing.ts');
  octokit = createOctokit({ token: TOKEN, log: () => undefined, baseUrl: github.url, pacing: NO_PACING });
});

afterAll(async () => {
  await github.close();
  await service.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'artifacts-test-'));
  dirs.push(dir);
  return dir;
}

/** Uploads `files` with the real artifact client to the fake artifact service and returns the zip it received. */
async function zipOf(name: string, files: Record<string, string>): Promise<Buffer> {
  const dir = await tempDir();
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  const saved = { ...process.env };
  Object.assign(process.env, service.env());
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    await new DefaultArtifactClient().uploadArtifact(
      name,
      Object.keys(files).map((f) => join(dir, f)),
      dir,
    );
  } finally {
    for (const key of Object.keys(service.env())) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
  const zip = service.artifacts.at(-1)?.zip;
  if (zip === undefined) throw new Error('no zip uploaded');
  return zip;
}

const EXPECTED = { workflowPath: '.github/workflows/docs-health.yml', defaultBranch: 'main' };
const search = (name: string, currentRunId = 500) => ({
  owner: 'acme',
  repo: 'docs',
  name,
  currentRunId,
  expected: EXPECTED,
});

describe('findPreviousArtifact', () => {
  it('finds the newest artifact of that name from an earlier run, across pages', async () => {
    const zip = Buffer.from('not read');
    for (let run = 1; run <= 130; run += 1)
      github.seedArtifact({
        name: 'snap-pages',
        zip,
        runId: run,
        createdAt: `2026-01-01T00:${String(Math.floor(run / 60)).padStart(2, '0')}:${String(run % 60).padStart(2, '0')}Z`,
      });
    github.seedArtifact({ name: 'snap-pages-partial', zip, runId: 200, createdAt: '2026-02-01T00:00:00Z' });
    const before = github.requests.length;
    const result = await artifacts.findPreviousArtifact(octokit, search('snap-pages'));
    expect(result.found).toMatchObject({ name: 'snap-pages', runId: 130 });
    const lists = github.requests.slice(before).filter((r) => r.path.endsWith('/actions/artifacts'));
    expect(lists.map((r) => [r.query.name, r.query.page ?? '1'])).toEqual([
      ['snap-pages', '1'],
      ['snap-pages', '2'],
    ]);
  });

  it("leaves out this run's own artifact, expired ones and those uploaded by a fork's run", async () => {
    const zip = Buffer.from('x');
    const wanted = github.seedArtifact({ name: 'snap-filter', zip, runId: 10, createdAt: '2026-03-01T00:00:00Z' });
    github.seedArtifact({ name: 'snap-filter', zip, runId: 11, createdAt: '2026-03-02T00:00:00Z', expired: true });
    github.seedArtifact({ name: 'snap-filter', zip, runId: 12, createdAt: '2026-03-03T00:00:00Z', fromFork: true });
    github.seedArtifact({ name: 'snap-filter', zip, runId: 500, createdAt: '2026-03-04T00:00:00Z' });
    expect((await artifacts.findPreviousArtifact(octokit, search('snap-filter'))).found?.id).toBe(wanted.id);
  });

  it('takes only a successful schedule or workflow_dispatch run of the same workflow on the default branch, newest first, and says why others are refused', async () => {
    const zip = Buffer.from('x');
    const wanted = github.seedArtifact({ name: 'snap-planted', zip, runId: 1020, createdAt: '2026-04-01T00:00:00Z' });
    github.seedArtifact({
      name: 'snap-planted',
      zip,
      runId: 1021,
      createdAt: '2026-04-02T00:00:00Z',
      run: { path: '.github/workflows/dependabot.yml' },
    });
    github.seedArtifact({
      name: 'snap-planted',
      zip,
      runId: 1022,
      createdAt: '2026-04-03T00:00:00Z',
      run: { headBranch: 'feature' },
    });
    github.seedArtifact({
      name: 'snap-planted',
      zip,
      runId: 1023,
      createdAt: '2026-04-04T00:00:00Z',
      run: { event: 'pull_request_target' },
    });
    github.seedArtifact({
      name: 'snap-planted',
      zip,
      runId: 1024,
      createdAt: '2026-04-05T00:00:00Z',
      run: { conclusion: 'failure' },
    });
    github.seedArtifact({
      name: 'snap-planted',
      zip,
      runId: 1025,
      createdAt: '2026-04-06T00:00:00Z',
      run: { event: null },
    });
    expect((await artifacts.findPreviousArtifact(octokit, search('snap-planted'))).found?.id).toBe(wanted.id);
    github.seedArtifact({ name: 'snap-only-planted', zip, runId: 1031, run: { event: 'push' } });
    github.seedArtifact({ name: 'snap-only-planted', zip, runId: 1032, run: { conclusion: null } });
    const refused = await artifacts.findPreviousArtifact(octokit, search('snap-only-planted'));
    expect(refused.found === undefined && refused.reason).toMatch(
      /run 1032 cannot be checked: GitHub's record of it lacks conclusion; run 1031 was started by "push"/,
    );
    const unknown = await artifacts.findPreviousArtifact(octokit, {
      ...search('snap-planted'),
      expected: { workflowPath: undefined, defaultBranch: 'main' },
    });
    expect(unknown.found === undefined && unknown.reason).toMatch(/GITHUB_WORKFLOW_REF is not set/);
  });

  it('says why there is none: first run, all expired, only forks, only this run', async () => {
    const zip = Buffer.from('x');
    github.seedArtifact({ name: 'snap-expired', zip, runId: 1, expired: true });
    github.seedArtifact({ name: 'snap-fork', zip, runId: 1, fromFork: true });
    github.seedArtifact({ name: 'snap-this-run', zip, runId: 500 });
    const reason = async (name: string): Promise<string | undefined> => {
      const result = await artifacts.findPreviousArtifact(octokit, search(name));
      return result.found === undefined ? result.reason : undefined;
    };
    expect(await reason('snap-none')).toMatch(/no earlier run .* snap-none \(first run/);
    expect(await reason('snap-expired')).toMatch(/has expired/);
    expect(await reason('snap-fork')).toMatch(/forks/);
    expect(await reason('snap-this-run')).toMatch(/only this run/);
  });

  it('names the actions: read permission when the token may not list artifacts', async () => {
    github.inject({
      route: 'artifacts',
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration', status: '403' },
    });
    const result = await artifacts.findPreviousArtifact(octokit, search('snap-forbidden'));
    expect(result.found).toBeUndefined();
    expect(result.found === undefined && result.reason).toMatch(/HTTP 403.*actions: read/);
  });
});

describe('downloadArtifactFiles', () => {
  it('downloads and unzips the artifact through its redirect, checked against its digest', async () => {
    const zip = await zipOf('snap-download', {
      'manifest.json': '{"mode":"analytics"}\n',
      'views.json': '{"views":[]}\n',
    });
    const seeded = github.seedArtifact({ name: 'snap-download', zip, runId: 41 });
    const found = await artifacts.findPreviousArtifact(octokit, search('snap-download'));
    expect(found.found?.digest).toBe(seeded.digest);
    const dir = await tempDir();
    expect(
      await artifacts.downloadArtifactFiles(found.found ?? expect.fail('not found'), {
        owner: 'acme',
        repo: 'docs',
        token: TOKEN,
        dir,
      }),
    ).toBeUndefined();
    expect(await readFile(join(dir, 'manifest.json'), 'utf8')).toBe('{"mode":"analytics"}\n');
    expect(await readFile(join(dir, 'views.json'), 'utf8')).toBe('{"views":[]}\n');
  });

  it('refuses an artifact whose bytes do not match the listed digest', async () => {
    const zip = await zipOf('snap-digest', { 'manifest.json': '{}\n' });
    github.seedArtifact({ name: 'snap-digest', zip, runId: 42, digest: `sha256:${'0'.repeat(64)}` });
    const found = await artifacts.findPreviousArtifact(octokit, search('snap-digest'));
    const reason = await artifacts.downloadArtifactFiles(found.found ?? expect.fail('not found'), {
      owner: 'acme',
      repo: 'docs',
      token: TOKEN,
      dir: await tempDir(),
    });
    expect(reason).toMatch(/does not match the digest/);
  });

  it('says the artifact expired when its download answers 410', async () => {
    const reason = await artifacts.downloadArtifactFiles(
      {
        id: github.seedArtifact({ name: 'snap-gone', zip: Buffer.from('x'), runId: 43, expired: true }).id,
        name: 'snap-gone',
        sizeInBytes: 1,
        createdAt: null,
        digest: null,
        runId: 43,
      },
      { owner: 'acme', repo: 'docs', token: TOKEN, dir: await tempDir() },
    );
    expect(reason).toMatch(/HTTP 410.*expired/);
  });
});

describe('findPreviousArtifact: the bound is spent on runs it reads (issue 39)', () => {
  it('finds the real previous snapshot behind twelve newer artifacts of branch runs, reading one run', async () => {
    const zip = Buffer.from('x');
    const wanted = github.seedArtifact({ name: 'snap-branches', zip, runId: 2000, createdAt: '2026-05-01T00:00:00Z' });
    for (let i = 1; i <= 12; i += 1)
      github.seedArtifact({
        name: 'snap-branches',
        zip,
        runId: 2000 + i,
        createdAt: `2026-05-02T00:00:${String(i).padStart(2, '0')}Z`,
        run: { headBranch: `feature-${i}` },
      });
    const before = github.requests.length;
    const result = await artifacts.findPreviousArtifact(octokit, search('snap-branches'));
    expect(result.found?.id).toBe(wanted.id);
    const runReads = github.requests.slice(before).filter((r) => /\/actions\/runs\/\d+$/.test(r.path));
    expect(runReads.map((r) => r.path)).toEqual(['/repos/acme/docs/actions/runs/2000']);
  });

  it('skips a candidate whose run was deleted (404) and takes the next, without asking for actions: read', async () => {
    const zip = Buffer.from('x');
    const wanted = github.seedArtifact({ name: 'snap-deleted', zip, runId: 2100, createdAt: '2026-06-01T00:00:00Z' });
    github.seedArtifact({
      name: 'snap-deleted',
      zip,
      runId: 2101,
      createdAt: '2026-06-02T00:00:00Z',
      run: { deleted: true },
    });
    const result = await artifacts.findPreviousArtifact(octokit, search('snap-deleted'));
    expect(result.found?.id).toBe(wanted.id);
    expect(result.refused?.join(' ')).toMatch(/run 2101 cannot be read \(HTTP 404/);
    expect(result.refused?.join(' ')).not.toMatch(/actions: read/);
  });
});
