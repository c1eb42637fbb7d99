import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openJsonDocument } from '../../../src/export/files/json-document.ts';
import { KeptRowsError, readKeptRows } from '../../../src/export/resume/kept-rows.ts';
import { manifestMacText } from '../../../src/export/manifest/manifest-mac.ts';
import { readPreviousExport } from '../../../src/export/resume/previous-export.ts';

const KEY = { apiKey: 'mint_test_key_0123456789', projectId: 'proj_123' };

/** Writes `manifest.json` and its `manifest.sig`, as the run that exported it does. */
async function writeManifest(dir: string, text: string, key = KEY): Promise<void> {
  await writeFile(join(dir, 'manifest.json'), text);
  await writeFile(join(dir, 'manifest.sig'), manifestMacText(key, Buffer.from(text)));
}

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'previous-export-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function listed(name: string, text: string): { name: string; bytes: number; sha256: string } {
  return { name, bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
}

const VIEWS =
  '{\n  "views": [\n    {"path":"/a","human":1,"ai":0,"total":1}\n  ],\n  "totals": {"human":1,"ai":0,"total":1},\n  "complete": false\n}\n';

function manifest(files: ReturnType<typeof listed>[], fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    generator: 'mintlify-action',
    mode: 'analytics',
    complete: false,
    projectId: 'proj_123',
    dateFrom: '2026-11-09',
    dateTo: '2026-11-16',
    formats: ['json'],
    requests: 5,
    snapshotRuns: 2,
    snapshotRequests: 10,
    visitorText: 'excluded',
    contact: 'excluded',
    datasets: {
      views: {
        complete: false,
        status: 'partial',
        rows: 1,
        pages: 1,
        requests: 1,
        limit: 250,
        files,
        totals: { human: 1, ai: 0, total: 1 },
        stoppedAtOffset: 250,
      },
    },
    files,
    ...fields,
  });
}

describe('readPreviousExport', () => {
  it('reads a partial export whose files match their manifest: datasets, where each stopped, the after-rows fields', async () => {
    const file = listed('views.partial.json', VIEWS);
    await writeFile(join(dir, file.name), VIEWS);
    await writeManifest(dir, manifest([file]));
    const read = await readPreviousExport(dir, KEY);
    expect(read.previous).toMatchObject({
      mode: 'analytics',
      complete: false,
      runs: 2,
      requests: 10,
      datasets: [{ dataset: 'views', limit: 250 }],
      kept: [
        {
          dataset: 'views',
          status: 'partial',
          rows: 1,
          stoppedAtOffset: 250,
          tail: { totals: { human: 1, ai: 0, total: 1 } },
        },
      ],
      files: ['views.partial.json'],
    });
  });

  it('refuses, with the reason, files that do not match their manifest, a missing file, a file outside the folder, a foreign manifest', async () => {
    const file = listed('views.partial.json', VIEWS);
    await writeFile(join(dir, file.name), VIEWS.replace('"human":1', '"human":9'));
    await writeManifest(dir, manifest([file]));
    expect(await readPreviousExport(dir, KEY)).toEqual({
      previous: undefined,
      reason: 'views.partial.json does not match the size and SHA-256 its manifest lists',
    });
    await writeManifest(dir, manifest([{ ...file, name: 'views.json' }]));
    expect((await readPreviousExport(dir, KEY)).previous).toBeUndefined();
    await writeManifest(dir, manifest([{ ...file, name: '../views.json' }]));
    expect(await readPreviousExport(dir, KEY)).toMatchObject({
      reason: 'its manifest lists a file outside the snapshot ("../views.json")',
    });
    await writeManifest(dir, manifest([{ ...file, name: 'manifest.json' }]));
    expect(await readPreviousExport(dir, KEY)).toMatchObject({
      reason: 'its manifest lists a file outside the snapshot ("manifest.json")',
    });
    await writeManifest(dir, manifest([file], { generator: 'other-tool' }));
    expect(await readPreviousExport(dir, KEY)).toMatchObject({
      reason: 'its manifest.json is not one this action writes',
    });
    // A manifest written for another project, or altered after it was written, is refused before it is read.
    await writeManifest(dir, manifest([file]), { ...KEY, projectId: 'proj_other' });
    expect(await readPreviousExport(dir, KEY)).toMatchObject({
      reason: expect.stringMatching(/^its manifest.sig does not match its manifest.json for this project/),
    });
    await writeManifest(dir, manifest([file]));
    await writeFile(join(dir, 'manifest.json'), manifest([file], { requests: 6 }));
    expect(await readPreviousExport(dir, KEY)).toMatchObject({
      reason: expect.stringMatching(/^its manifest.sig does not match/),
    });
    await rm(join(dir, 'manifest.sig'));
    expect(await readPreviousExport(dir, KEY)).toMatchObject({
      reason: expect.stringMatching(/^it has no manifest.sig/),
    });
  });

  it('holds a page-views partial export to the same binding: resumed with a valid manifest.sig (whatever the API key), refused without one (an export of an earlier version) or for another project', async () => {
    const file = listed('page-views.partial.json', VIEWS);
    await writeFile(join(dir, file.name), VIEWS);
    const text = manifest([file], { mode: 'page-views', snapshotRuns: 1, snapshotRequests: 5 });
    await writeManifest(dir, text);
    expect((await readPreviousExport(dir, { ...KEY, apiKey: 'mint_rotated_in_key' })).previous).toMatchObject({
      mode: 'page-views',
      complete: false,
      kept: [{ dataset: 'views', status: 'partial', stoppedAtOffset: 250 }],
      files: ['page-views.partial.json'],
    });
    await rm(join(dir, 'manifest.sig'));
    expect(await readPreviousExport(dir, KEY)).toEqual({
      previous: undefined,
      reason: 'it has no manifest.sig (the project binding a snapshot of this workflow writes)',
    });
    await writeManifest(dir, text, { ...KEY, projectId: 'proj_other' });
    expect(await readPreviousExport(dir, KEY)).toEqual({
      previous: undefined,
      reason:
        'its manifest.sig does not match its manifest.json for this project (written for another project, altered, or signed by an earlier release with an API key no longer configured)',
    });
  });
});

describe('readKeptRows', () => {
  async function document(rows: unknown[]): Promise<string> {
    const path = join(dir, 'doc.json');
    const writer = await openJsonDocument(
      { path, partialPath: path },
      { dataset: 'searches', views: 'a head field named like an array' },
      'searches',
    );
    await writer.append(rows);
    await writer.commit({ totalSearches: 3, complete: true });
    return path;
  }

  it('reads back the rows the JSON writer wrote, in order, in batches', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => ({ searchQuery: `term ${i}, "quoted"\nline`, hits: i }));
    const batches: unknown[][] = [];
    for await (const batch of readKeptRows(await document(rows), 'searches')) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([250, 250, 100]);
    expect(batches.flat()).toEqual(rows);
  });

  it('reads no row from an empty array, and refuses a document not laid out as the writer lays it out', async () => {
    const empty: unknown[][] = [];
    for await (const batch of readKeptRows(await document([]), 'searches')) empty.push(batch);
    expect(empty).toEqual([]);
    const path = join(dir, 'other.json');
    await writeFile(path, JSON.stringify({ searches: [{ a: 1 }] }));
    await expect(async () => {
      for await (const batch of readKeptRows(path, 'searches')) expect(batch).toBeUndefined();
    }).rejects.toThrow(KeptRowsError);
  });
});
