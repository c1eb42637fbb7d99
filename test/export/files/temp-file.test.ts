import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempFile, tempPath, writeFileAtomic } from '../../../src/export/files/temp-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pv-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openTempFile', () => {
  it('names the temporary file <name>.tmp, which ends in neither .json nor .csv', () => {
    expect(tempPath('/out/page-views.json')).toBe('/out/page-views.json.tmp');
  });

  it('writes head, appends and tail in order and reports their size and SHA-256', async () => {
    const path = join(dir, 'f.txt');
    const file = await openTempFile(path, 'head\n');
    await file.write('x'.repeat(100));
    await file.write('y'.repeat(200_000));
    const written = await file.finish('tail\n', path);
    const text = `head\n${'x'.repeat(100)}${'y'.repeat(200_000)}tail\n`;
    expect(await readFile(path, 'utf8')).toBe(text);
    expect(written).toEqual({
      path,
      bytes: Buffer.byteLength(text),
      sha256: createHash('sha256').update(text).digest('hex'),
    });
    expect(await readdir(dir)).toEqual(['f.txt']);
  });

  it('writes multi-byte text intact', async () => {
    const path = join(dir, 'f.txt');
    const file = await openTempFile(path, '');
    await file.write('ünïcødé 🎉\n');
    await file.finish('', path);
    expect(await readFile(path, 'utf8')).toBe('ünïcødé 🎉\n');
  });

  it('removes the temporary file and drops gathered text on discard', async () => {
    const file = await openTempFile(join(dir, 'f.txt'), 'head');
    await file.write('rows');
    await file.discard();
    await file.discard();
    expect(await readdir(dir)).toEqual([]);
  });

  it('replaces a file of the same name on commit', async () => {
    const path = join(dir, 'f.txt');
    const first = await openTempFile(path, 'old');
    await first.finish('', path);
    const second = await openTempFile(path, 'new');
    await second.finish('', path);
    expect(await readFile(path, 'utf8')).toBe('new');
  });

  it('renames to the destination given, e.g. the partial name', async () => {
    const file = await openTempFile(join(dir, 'page-views.csv'), 'head');
    const written = await file.finish('', join(dir, 'page-views.partial.csv'));
    expect(written.path).toBe(join(dir, 'page-views.partial.csv'));
    expect(await readdir(dir)).toEqual(['page-views.partial.csv']);
  });
});

describe('writeFileAtomic', () => {
  it('replaces the file in one rename and leaves no temporary file', async () => {
    const path = join(dir, 'manifest.json');
    await writeFile(path, 'old');
    const written = await writeFileAtomic(path, '{"complete":true}\n');
    expect(await readFile(path, 'utf8')).toBe('{"complete":true}\n');
    expect(written.bytes).toBe(18);
    expect(await readdir(dir)).toEqual(['manifest.json']);
  });
});
