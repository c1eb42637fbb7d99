import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';
import { buildZip, storedZip } from '../fakes/zip.ts';
import { downloadArtifactWithRest } from '../../src/github/artifact-zip.ts';
import { downloadArtifactFiles } from '../../src/github/artifacts.ts';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';

let github: FakeGitHub;
let octokit: Octokit;
const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rest-artifact-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  github = await startFakeGitHub({ pathPrefix: '/api/v3', serverUrl: 'https://github.acme-corp.test' });
  octokit = createOctokit({ token: 'ghs_test_token', log: () => undefined, baseUrl: github.url, pacing: NO_PACING });
});

afterAll(async () => {
  await github.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('downloadArtifactWithRest (GitHub Enterprise Server)', () => {
  it('follows the API redirect under /api/v3 to the blob, checks the digest and unzips', async () => {
    const zip = storedZip({ 'manifest.json': '{"mode":"analytics"}\n', 'data/views.csv': 'path,views\n' });
    const artifact = github.seedArtifact({ name: 'snap', zip, runId: 41 });
    const dir = await tempDir();
    const before = github.requests.length;
    await downloadArtifactWithRest(octokit, {
      owner: 'acme',
      repo: 'docs',
      artifactId: artifact.id,
      digest: artifact.digest,
      maxBytes: 1 << 20,
      dir,
    });
    expect(await readFile(join(dir, 'manifest.json'), 'utf8')).toBe('{"mode":"analytics"}\n');
    expect(await readFile(join(dir, 'data', 'views.csv'), 'utf8')).toBe('path,views\n');
    const sent = github.requests.slice(before);
    expect(sent.map((r) => r.sentPath)).toEqual([
      `/api/v3/repos/acme/docs/actions/artifacts/${artifact.id}/zip`,
      expect.stringMatching(/^\/api\/v3\/_blob\/artifacts\//),
    ]);
    expect(sent[1]?.headers.authorization).toBeUndefined();
  });

  it('refuses a zip that does not match the listed digest', async () => {
    const artifact = github.seedArtifact({
      name: 'snap-digest',
      zip: storedZip({ 'a.json': '{}' }),
      runId: 42,
      digest: `sha256:${'0'.repeat(64)}`,
    });
    await expect(
      downloadArtifactWithRest(octokit, {
        owner: 'acme',
        repo: 'docs',
        artifactId: artifact.id,
        digest: artifact.digest,
        maxBytes: 1 << 20,
        dir: await tempDir(),
      }),
    ).rejects.toThrow(`the downloaded zip does not match the digest GitHub lists for artifact ${artifact.id}`);
  });

  it('refuses a zip with a path leading out of its folder, writing nothing outside', async () => {
    const artifact = github.seedArtifact({ name: 'snap-evil', zip: storedZip({ '../evil.txt': 'x' }), runId: 43 });
    const dir = await tempDir();
    await expect(
      downloadArtifactWithRest(octokit, {
        owner: 'acme',
        repo: 'docs',
        artifactId: artifact.id,
        digest: null,
        maxBytes: 1 << 20,
        dir: join(dir, 'inner'),
      }),
    ).rejects.toThrow(/relative path|outside/);
    await expect(access(join(dir, 'evil.txt'))).rejects.toThrow();
  });

  it('stops reading a zip larger than the limit', async () => {
    const artifact = github.seedArtifact({
      name: 'snap-big',
      zip: storedZip({ 'big.txt': 'x'.repeat(5000) }),
      runId: 44,
    });
    await expect(
      downloadArtifactWithRest(octokit, {
        owner: 'acme',
        repo: 'docs',
        artifactId: artifact.id,
        digest: null,
        maxBytes: 1000,
        dir: await tempDir(),
      }),
    ).rejects.toThrow(/larger than the 1000 bytes/);
  });

  it('is what downloadArtifactFiles uses when given an Octokit (rest), saying why it failed (410: expired)', async () => {
    const artifact = github.seedArtifact({ name: 'snap-gone', zip: Buffer.from('x'), runId: 45, expired: true });
    const reason = await downloadArtifactFiles(
      { id: artifact.id, name: 'snap-gone', sizeInBytes: 1, createdAt: null, digest: null, runId: 45 },
      { owner: 'acme', repo: 'docs', token: 'ghs_test_token', dir: await tempDir(), rest: octokit },
    );
    expect(reason).toMatch(/HTTP 410.*expired/);
  });
});

describe('downloadArtifactWithRest: what the zip inflates to is bounded (issue 39)', () => {
  const LIMITS = { entries: 5, entryBytes: 1 << 20, totalBytes: 3 << 20 };
  const zeros = (bytes: number): Buffer => Buffer.alloc(bytes);

  async function download(name: string, zip: Buffer, runId: number): Promise<{ error: unknown; dir: string }> {
    const artifact = github.seedArtifact({ name, zip, runId });
    const dir = await tempDir();
    const error = await downloadArtifactWithRest(octokit, {
      owner: 'acme',
      repo: 'docs',
      artifactId: artifact.id,
      digest: artifact.digest,
      maxBytes: 1 << 20,
      limits: LIMITS,
      dir,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    return { error, dir };
  }

  async function bytesOnDisk(dir: string): Promise<number> {
    const { readdir, stat } = await import('node:fs/promises');
    let total = 0;
    for (const name of await readdir(dir, { recursive: true })) {
      const s = await stat(join(dir, name));
      if (s.isFile()) total += s.size;
    }
    return total;
  }

  it('refuses an entry that declares more than the bound, writing none of it', async () => {
    const zip = buildZip({ 'bomb.json': zeros(4 << 20) }, true);
    expect(zip.length).toBeLessThan(64 * 1024);
    const { error, dir } = await download('snap-bomb', zip, 61);
    expect(String(error)).toMatch(/bomb\.json.*4194304 bytes.*more than the 1048576/);
    expect(await bytesOnDisk(dir)).toBe(0);
  });

  it('stops an entry that inflates past the size it declares, keeping at most the bound on disk', async () => {
    const zip = buildZip({ 'liar.json': zeros(4 << 20) }, true, 100);
    const { error, dir } = await download('snap-liar', zip, 62);
    expect(error).toBeInstanceOf(Error);
    expect(await bytesOnDisk(dir)).toBeLessThanOrEqual(LIMITS.entryBytes);
  });

  it('refuses a zip of more entries than the bound', async () => {
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.json`, Buffer.from('{}')]));
    const { error } = await download('snap-many', buildZip(files, false), 63);
    expect(String(error)).toMatch(/6 entries.*more than the 5/);
  });

  it('refuses a zip whose entries together inflate past the total bound', async () => {
    const files = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`part${i}.json`, zeros(900 * 1024)]));
    const { error, dir } = await download('snap-total', buildZip(files, true), 64);
    expect(String(error)).toMatch(/more than the 3145728 bytes in all/);
    expect(await bytesOnDisk(dir)).toBeLessThanOrEqual(LIMITS.totalBytes);
  });
});
