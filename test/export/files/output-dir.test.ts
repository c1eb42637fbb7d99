import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors.ts';
import {
  assertNoForeignExport,
  isOwnManifest,
  partialFileName,
  removeExportFiles,
} from '../../../src/export/files/output-dir.ts';

const DATA = ['page-views.json', 'page-views.csv'];

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'export-dir-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('partialFileName', () => {
  it('puts .partial before the extension', () => {
    expect(partialFileName('page-views.json')).toBe('page-views.partial.json');
    expect(partialFileName('visitors.csv')).toBe('visitors.partial.csv');
  });
});

describe('isOwnManifest', () => {
  it('recognises the generator field, and manifests written before it existed', () => {
    expect(isOwnManifest('{"generator":"mintlify-action","complete":true}')).toBe(true);
    expect(isOwnManifest('{"complete":false,"projectId":"p","rows":0,"files":[]}')).toBe(true);
  });

  it('rejects any other JSON or text', () => {
    for (const text of [
      '{"generator":"other-tool","complete":true,"projectId":"p","rows":0,"files":[]}',
      '{"name":"my web app","icons":[]}',
      '[]',
      'null',
      'not json',
    ]) {
      expect(isOwnManifest(text), text).toBe(false);
    }
  });
});

describe('assertNoForeignExport', () => {
  it('accepts a missing folder, an empty one, and one with unrelated files', async () => {
    await expect(assertNoForeignExport(join(dir, 'missing'), DATA, 'page-views')).resolves.toBeUndefined();
    await writeFile(join(dir, 'notes.txt'), 'mine');
    await expect(assertNoForeignExport(dir, DATA, 'page-views')).resolves.toBeUndefined();
  });

  it('accepts the files of an earlier export next to its manifest', async () => {
    await writeFile(join(dir, 'manifest.json'), '{"generator":"mintlify-action","complete":true}');
    await writeFile(join(dir, 'page-views.json'), '{}');
    await expect(assertNoForeignExport(dir, DATA, 'page-views')).resolves.toBeUndefined();
  });

  it('refuses a manifest.json the action did not write, naming the folder and the file', async () => {
    await writeFile(join(dir, 'manifest.json'), '{"name":"my web app"}');
    const error = await assertNoForeignExport(dir, DATA, 'page-views').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(String(error)).toContain(
      `output-dir ${dir} already holds manifest.json, which this action did not write: refusing to overwrite it.`,
    );
  });

  it.each(['page-views.csv', 'page-views.partial.json'])(
    'refuses %s without a manifest of the action next to it',
    async (name) => {
      await writeFile(join(dir, name), "someone else's data");
      await expect(assertNoForeignExport(dir, DATA, 'page-views')).rejects.toThrow(
        `output-dir ${dir} already holds ${name}, which this action did not write (no manifest.json of its own next to it)`,
      );
    },
  );
});

describe('assertNoForeignExport across modes', () => {
  it('refuses an analytics snapshot into a folder a page-views export wrote (its user files would be replaced)', async () => {
    await writeFile(join(dir, 'manifest.json'), '{"generator":"mintlify-action","mode":"page-views","complete":true}');
    await writeFile(join(dir, 'views.json'), 'my own file');
    await expect(assertNoForeignExport(dir, ['views'], 'analytics')).rejects.toThrow(
      'already holds manifest.json, which another mode of this action wrote (not analytics)',
    );
  });
});

describe('removeExportFiles', () => {
  it('removes complete, partial, temporary files and the manifest, and nothing else', async () => {
    for (const name of [
      'page-views.json',
      'page-views.partial.csv',
      'page-views.csv.tmp',
      'manifest.json',
      'notes.txt',
    ])
      await writeFile(join(dir, name), 'x');
    await removeExportFiles(dir, DATA);
    expect(await readdir(dir)).toEqual(['notes.txt']);
    expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('x');
  });
});
