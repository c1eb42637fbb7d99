import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSnapshotFile, isListableName } from '../../../src/export/manifest/snapshot-file.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'snapshot-file-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What a manifest lists for `text`: its size and SHA-256. */
function listing(text: string): { bytes: number; sha256: string } {
  return { bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
}

const TEXT = '{"views":[{"path":"/ünï","total":1}]}\n';

describe('isListableName', () => {
  it('accepts a plain file name of the folder, and no name with a directory part, nor manifest.json or manifest.sig', () => {
    expect(isListableName('views.json')).toBe(true);
    expect(isListableName('views.partial.json')).toBe(true);
    for (const name of ['../views.json', 'sub/views.json', '/etc/passwd', 'manifest.json', 'manifest.sig'])
      expect(isListableName(name)).toBe(false);
  });
});

describe('checkSnapshotFile', () => {
  it('returns the bytes of a listed file that matches its listing, when bounded; only checks it without a bound', async () => {
    await writeFile(join(dir, 'views.json'), TEXT);
    const bounded = await checkSnapshotFile(dir, 'views.json', { listed: listing(TEXT), maxBytes: 1024 });
    expect(bounded.problem === undefined && bounded.bytes.toString('utf8')).toBe(TEXT);
    expect(await checkSnapshotFile(dir, 'views.json', { listed: listing(TEXT) })).toEqual({
      problem: undefined,
      bytes: undefined,
    });
  });

  it.each(['../views.json', 'sub/views.json', 'manifest.json', 'manifest.sig'])(
    'refuses %s as a listed name, whatever the folder holds',
    async (name) => {
      await mkdir(join(dir, 'sub'));
      for (const present of ['sub/views.json', 'manifest.json', 'manifest.sig'])
        await writeFile(join(dir, present), TEXT);
      expect(await checkSnapshotFile(dir, name, { listed: listing(TEXT) })).toEqual({ problem: 'outside' });
      expect(await checkSnapshotFile(dir, name, { listed: listing(TEXT), maxBytes: 1024 })).toEqual({
        problem: 'outside',
      });
    },
  );

  it('reads manifest.json and manifest.sig, which no manifest lists, within their bound', async () => {
    await writeFile(join(dir, 'manifest.json'), TEXT);
    const read = await checkSnapshotFile(dir, 'manifest.json', { maxBytes: Buffer.byteLength(TEXT) });
    expect(read.problem === undefined && read.bytes.toString('utf8')).toBe(TEXT);
    expect(await checkSnapshotFile(dir, 'manifest.json', { maxBytes: Buffer.byteLength(TEXT) - 1 })).toEqual({
      problem: 'too-large',
    });
  });

  it('finds no file where the name is absent or a folder', async () => {
    await mkdir(join(dir, 'views.json'));
    expect(await checkSnapshotFile(dir, 'views.json', { listed: listing(TEXT) })).toEqual({ problem: 'missing' });
    expect(await checkSnapshotFile(dir, 'absent.json', { listed: listing(TEXT), maxBytes: 1024 })).toEqual({
      problem: 'missing',
    });
    expect(await checkSnapshotFile(dir, 'manifest.sig', { maxBytes: 256 })).toEqual({ problem: 'missing' });
  });

  it('refuses a listed file of another size or SHA-256, with or without a bound', async () => {
    await writeFile(join(dir, 'views.json'), TEXT.replace('"total":1', '"total":2'));
    for (const rule of [{ listed: listing(TEXT) }, { listed: listing(TEXT), maxBytes: 1024 }])
      expect(await checkSnapshotFile(dir, 'views.json', rule)).toEqual({ problem: 'mismatch' });
    await writeFile(join(dir, 'views.json'), `${TEXT} `);
    for (const rule of [{ listed: listing(TEXT) }, { listed: listing(TEXT), maxBytes: 1024 }])
      expect(await checkSnapshotFile(dir, 'views.json', rule)).toEqual({ problem: 'mismatch' });
  });

  it('checks the listed size before the bound, both before reading', async () => {
    const big = 'x'.repeat(100);
    await writeFile(join(dir, 'findings.json'), big);
    expect(await checkSnapshotFile(dir, 'findings.json', { listed: listing(big), maxBytes: 99 })).toEqual({
      problem: 'too-large',
    });
    expect(await checkSnapshotFile(dir, 'findings.json', { listed: listing('x'), maxBytes: 99 })).toEqual({
      problem: 'mismatch',
    });
    const read = await checkSnapshotFile(dir, 'findings.json', { listed: listing(big), maxBytes: 100 });
    expect(read.problem === undefined && read.bytes.length).toBe(100);
  });
});
