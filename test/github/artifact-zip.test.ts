import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';
import { downloadArtifactWithRest } from '../../src/github/artifact-zip.ts';
import { downloadArtifactFiles } from '../../src/github/artifacts.ts';
import { createOctokit, type Octokit } from '../../src/github/octokit.ts';
import { NO_PACING } from '../../src/github/pacing.ts';

/** A zip (stored entries, no compression) holding `files` under the names given, as written. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

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
