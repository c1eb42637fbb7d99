import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonHead, jsonPartialTail, jsonRows, jsonTail, openJsonFile } from '../../src/page-views/write-json.ts';

const HEADER = { projectId: 'proj_123', dateFrom: '2026-01-01', dateTo: '2026-02-01', generatedAt: '2026-02-01T06:00:00.000Z' };

describe('JSON chunks', () => {
  it('concatenate into the documented document, views in the order given', () => {
    const text =
      jsonHead(HEADER) +
      jsonRows([{ path: '/a', human: 1, ai: 2, total: 3 }], true) +
      jsonRows([{ path: '/b', human: 4, ai: 0, total: 4 }, { path: '/c', human: 0, ai: 1, total: 1 }], false) +
      jsonTail({ human: 5, ai: 3, total: 8 });
    expect(JSON.parse(text)).toEqual({
      ...HEADER,
      views: [
        { path: '/a', human: 1, ai: 2, total: 3 },
        { path: '/b', human: 4, ai: 0, total: 4 },
        { path: '/c', human: 0, ai: 1, total: 1 },
      ],
      totals: { human: 5, ai: 3, total: 8 },
      complete: true,
    });
  });

  it('end a partial document as valid JSON with complete false, the error and the offset reached', () => {
    const text =
      jsonHead(HEADER) +
      jsonRows([{ path: '/a', human: 1, ai: 2, total: 3 }], true) +
      jsonPartialTail({ totals: { human: 5, ai: 3, total: 8 }, error: 'GET /v1/analytics/{projectId}/views failed with HTTP 500 at offset 250: "boom"', stoppedAtOffset: 250 });
    expect(JSON.parse(text)).toEqual({
      ...HEADER,
      views: [{ path: '/a', human: 1, ai: 2, total: 3 }],
      totals: { human: 5, ai: 3, total: 8 },
      complete: false,
      error: 'GET /v1/analytics/{projectId}/views failed with HTTP 500 at offset 250: "boom"',
      stoppedAtOffset: 250,
    });
  });

  it('write null totals in a partial document when no page arrived', () => {
    const text = jsonHead(HEADER) + jsonPartialTail({ totals: undefined, error: 'x', stoppedAtOffset: 0 });
    expect(JSON.parse(text)).toMatchObject({ views: [], totals: null, complete: false, stoppedAtOffset: 0 });
  });

  it('write null for a bound left to the API and an empty views array when there are no rows', () => {
    const text = jsonHead({ ...HEADER, dateFrom: undefined, dateTo: undefined }) + jsonTail({ human: 0, ai: 0, total: 0 });
    expect(JSON.parse(text)).toMatchObject({ dateFrom: null, dateTo: null, views: [] });
  });

  it('keep only path and the three counts of a row, and escape any path', () => {
    const row = { path: '"</script>\n\u2028\\', human: 1, ai: 0, total: 1, extra: 'dropped' };
    expect(JSON.parse(`[${jsonRows([row], true)}]`)).toEqual([{ path: row.path, human: 1, ai: 0, total: 1 }]);
  });
});

describe('openJsonFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pv-json-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a .tmp file and renames it to the final name on commit', async () => {
    const path = join(dir, 'page-views.json');
    const file = await openJsonFile(path, join(dir, 'page-views.partial.json'), HEADER);
    await file.append([{ path: '/a', human: 1, ai: 2, total: 3 }]);
    await file.append([]);
    await file.append([{ path: '/b', human: 1, ai: 0, total: 1 }]);
    expect(await readdir(dir)).toEqual(['page-views.json.tmp']);
    await file.commit({ human: 2, ai: 2, total: 4 });
    expect(await readdir(dir)).toEqual(['page-views.json']);
    const doc = JSON.parse(await readFile(path, 'utf8')) as { views: unknown[]; totals: unknown };
    expect(doc.views).toHaveLength(2);
    expect(doc.totals).toEqual({ human: 2, ai: 2, total: 4 });
  });

  it('keeps the rows appended so far as a valid partial document under the partial name', async () => {
    const file = await openJsonFile(join(dir, 'page-views.json'), join(dir, 'page-views.partial.json'), HEADER);
    await file.append([{ path: '/a', human: 1, ai: 2, total: 3 }]);
    await file.keepPartial({ totals: { human: 1, ai: 2, total: 3 }, error: 'cancelled at offset 250', stoppedAtOffset: 250 });
    expect(await readdir(dir)).toEqual(['page-views.partial.json']);
    const doc = JSON.parse(await readFile(join(dir, 'page-views.partial.json'), 'utf8')) as { views: unknown[]; complete: boolean };
    expect(doc.views).toHaveLength(1);
    expect(doc.complete).toBe(false);
  });

  it('removes the temporary file on discard', async () => {
    const file = await openJsonFile(join(dir, 'page-views.json'), join(dir, 'page-views.partial.json'), HEADER);
    await file.append([{ path: '/a', human: 1, ai: 2, total: 3 }]);
    await file.discard();
    expect(await readdir(dir)).toEqual([]);
  });

  it('fails when the folder does not exist', async () => {
    await expect(openJsonFile(join(dir, 'missing', 'page-views.json'), join(dir, 'missing', 'page-views.partial.json'), HEADER)).rejects.toThrow(/ENOENT/);
  });
});
