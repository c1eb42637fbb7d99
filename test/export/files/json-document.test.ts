/** The streaming JSON document writer shared by the exports. */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJsonDocument } from '../../../src/export/files/json-document.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'json-doc-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const paths = (): { path: string; partialPath: string } => ({
  path: join(dir, 'd.json'),
  partialPath: join(dir, 'd.partial.json'),
});

describe('openJsonDocument', () => {
  it('writes head fields, the items one per line, then the tail fields, as valid JSON', async () => {
    const doc = await openJsonDocument(paths(), { dataset: 'views', dateTo: null }, 'views');
    await doc.append([{ a: 1 }, { a: 2 }]);
    await doc.append([]);
    await doc.append([{ a: 3 }]);
    const file = await doc.commit({ totals: { total: 6 }, complete: true });
    const text = await readFile(file.path, 'utf8');
    expect(text).toBe(
      '{\n  "dataset": "views",\n  "dateTo": null,\n  "views": [\n    {"a":1},\n    {"a":2},\n    {"a":3}\n  ],\n  "totals": {"total":6},\n  "complete": true\n}\n',
    );
    expect(JSON.parse(text)).toEqual({
      dataset: 'views',
      dateTo: null,
      views: [{ a: 1 }, { a: 2 }, { a: 3 }],
      totals: { total: 6 },
      complete: true,
    });
  });

  it('is a valid document without items, and keeps a partial one under its partial name', async () => {
    const doc = await openJsonDocument(paths(), {}, 'rows');
    await doc.keepPartial({ complete: false, error: 'stopped' });
    expect(await readdir(dir)).toEqual(['d.partial.json']);
    expect(JSON.parse(await readFile(join(dir, 'd.partial.json'), 'utf8'))).toEqual({
      rows: [],
      complete: false,
      error: 'stopped',
    });
  });
});
