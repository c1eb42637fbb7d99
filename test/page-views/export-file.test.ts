import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLUSH_CHARS, openPartialFile, partialPath } from '../../src/page-views/export-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pv-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openPartialFile', () => {
  it('names the temporary file <name>.partial, which ends in neither .json nor .csv', () => {
    expect(partialPath('/out/page-views.json')).toBe('/out/page-views.json.partial');
  });

  it('gathers small appends and writes them once they reach the flush size', async () => {
    const path = join(dir, 'f.txt');
    const file = await openPartialFile(path, 'head\n');
    await file.write('x'.repeat(100));
    expect((await stat(partialPath(path))).size).toBe(0);
    await file.write('y'.repeat(FLUSH_CHARS));
    expect((await stat(partialPath(path))).size).toBe(5 + 100 + FLUSH_CHARS);
    await file.commit('tail\n');
    expect(await readFile(path, 'utf8')).toBe(`head\n${'x'.repeat(100)}${'y'.repeat(FLUSH_CHARS)}tail\n`);
    expect(await readdir(dir)).toEqual(['f.txt']);
  });

  it('writes multi-byte text intact', async () => {
    const path = join(dir, 'f.txt');
    const file = await openPartialFile(path, '');
    await file.write('ünïcødé 🎉\n');
    await file.commit('');
    expect(await readFile(path, 'utf8')).toBe('ünïcødé 🎉\n');
  });

  it('removes the temporary file and drops gathered text on discard', async () => {
    const file = await openPartialFile(join(dir, 'f.txt'), 'head');
    await file.write('rows');
    await file.discard();
    await file.discard();
    expect(await readdir(dir)).toEqual([]);
  });

  it('replaces a file of the same name on commit', async () => {
    const path = join(dir, 'f.txt');
    const first = await openPartialFile(path, 'old');
    await first.commit('');
    const second = await openPartialFile(path, 'new');
    await second.commit('');
    expect(await readFile(path, 'utf8')).toBe('new');
  });
});
