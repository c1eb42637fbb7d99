import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DefaultArtifactClient } from '@actions/artifact';
import type { UploadArtifactResponse } from '@actions/artifact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeArtifactService } from './artifact-service.ts';
import type { FakeArtifactService } from './artifact-service.ts';

const execFileAsync = promisify(execFile);
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const ARTIFACT_NAME = 'mintlify-page-views-proj_123';
const DAY_MS = 24 * 60 * 60 * 1000;

const JSON_CONTENT = Buffer.from(
  `${JSON.stringify({ projectId: 'proj_123', pages: [{ path: '/quickstart', views: 42 }] }, null, 2)}\n`,
);
const CSV_CONTENT = Buffer.from('path,views\r\n/quickstart,42\r\n/api/"quoted",7\r\n');

let fake: FakeArtifactService;
let dir: string;
let files: string[];

beforeEach(async () => {
  fake = await startFakeArtifactService();
  dir = await mkdtemp(join(tmpdir(), 'fake-artifact-'));
  files = [join(dir, 'page-views.json'), join(dir, 'page-views.csv')];
  await writeFile(join(dir, 'page-views.json'), JSON_CONTENT);
  await writeFile(join(dir, 'page-views.csv'), CSV_CONTENT);
});

afterEach(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs `fn` with `vars` set on `process.env`, restoring the previous values afterwards. */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = new Map(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

function upload(name = ARTIFACT_NAME): Promise<UploadArtifactResponse> {
  return withEnv(fake.env(), () => new DefaultArtifactClient().uploadArtifact(name, files, dir, { retentionDays: 7 }));
}

describe('fake artifact service', () => {
  it('stores the zip uploaded by @actions/artifact and returns its id and size', async () => {
    const result = await upload();

    const [artifact] = fake.artifacts;
    expect(fake.artifacts).toHaveLength(1);
    expect(artifact).toMatchObject({ id: 1, name: ARTIFACT_NAME, finalized: true });
    const zip = artifact?.zip ?? Buffer.alloc(0);
    const sha256 = createHash('sha256').update(zip).digest('hex');
    expect(result).toEqual({ id: 1, size: zip.length, digest: sha256 });
    expect(artifact?.size).toBe(zip.length);
    expect(artifact?.hash).toBe(`sha256:${sha256}`);
    expect(fake.blobRequests.map((r) => [r.comp, r.status])).toEqual([
      ['block', 201],
      ['blocklist', 201],
    ]);

    const entries = await fake.readZip(ARTIFACT_NAME);
    expect([...entries.keys()].sort()).toEqual(['page-views.csv', 'page-views.json']);
    expect(entries.get('page-views.json')?.equals(JSON_CONTENT)).toBe(true);
    expect(entries.get('page-views.csv')?.equals(CSV_CONTENT)).toBe(true);
  });

  it('receives expires_at as now plus the retention days', async () => {
    const earliest = new Date();
    await upload();
    const latest = new Date();

    // The client adds calendar days in local time, so compute the bounds the same way (DST-proof).
    earliest.setDate(earliest.getDate() + 7);
    latest.setDate(latest.getDate() + 7);
    const [request] = fake.createRequests;
    const expiresAt = Date.parse(request?.expires_at ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(earliest.getTime() - 1000);
    expect(expiresAt).toBeLessThanOrEqual(latest.getTime() + 1000);
    expect(Math.round((expiresAt - Date.now()) / DAY_MS)).toBe(7);
    expect(request).toMatchObject({ name: ARTIFACT_NAME, version: 7, mime_type: 'application/zip' });
    expect(fake.artifacts[0]?.expiresAt).toBe(request?.expires_at);
  });

  it('rejects a second artifact with the same name in the run with 409 Conflict', async () => {
    await upload();

    await expect(upload()).rejects.toThrow(
      'Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run',
    );
    expect(fake.createRequests).toHaveLength(2);
    expect(fake.artifacts).toHaveLength(1);
  });

  it('fails the upload on an injected blob failure and leaves the artifact unfinalized', async () => {
    fake.inject({ route: 'blob', status: 403 });

    await expect(upload()).rejects.toThrow(/injected blob failure \(403\)/);
    expect(fake.artifacts).toMatchObject([{ name: ARTIFACT_NAME, finalized: false, zip: undefined }]);
    expect(fake.finalizeRequests).toHaveLength(0);
    await expect(fake.readZip(ARTIFACT_NAME)).rejects.toThrow(/no finalized artifact named/);
  });

  it('serves an upload from a child process given only env()', async () => {
    const script = [
      "import { DefaultArtifactClient } from '@actions/artifact';",
      'const files = JSON.parse(process.env.UPLOAD_FILES);',
      'const result = await new DefaultArtifactClient().uploadArtifact(',
      '  process.env.UPLOAD_NAME, files, process.env.UPLOAD_DIR, { retentionDays: 7 });',
      'process.stdout.write(`RESULT ${JSON.stringify(result)}\\n`);',
    ].join('\n');

    const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        ...fake.env(),
        UPLOAD_NAME: ARTIFACT_NAME,
        UPLOAD_DIR: dir,
        UPLOAD_FILES: JSON.stringify(files),
      },
    });

    const resultLine = stdout.split('\n').find((line) => line.startsWith('RESULT '));
    expect(JSON.parse(resultLine?.slice('RESULT '.length) ?? 'null')).toMatchObject({ id: 1 });
    expect(fake.artifacts[0]).toMatchObject({ name: ARTIFACT_NAME, finalized: true });
    const entries = await fake.readZip(ARTIFACT_NAME);
    expect(entries.get('page-views.csv')?.equals(CSV_CONTENT)).toBe(true);
  });
});
