import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PartialEnding } from '../../src/page-views/export-file.ts';
import type { ViewRow } from '../../src/page-views/top-rows.ts';
import { openJsonFile, type JsonExportHeader } from '../../src/page-views/write-json.ts';

const HEADER: JsonExportHeader = { projectId: 'proj_123', dateFrom: '2026-01-01', dateTo: '2026-02-01', generatedAt: '2026-02-01T06:00:00.000Z' };

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pv-json-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes `pages` of rows to a new JSON export in `dir`, ends it with `end`, and parses the file. */
async function writeDocument(
  pages: ReadonlyArray<ReadonlyArray<ViewRow & Record<string, unknown>>>,
  end: { totals: { human: number; ai: number; total: number } } | PartialEnding,
  header: JsonExportHeader = HEADER,
): Promise<{ text: string; doc: unknown }> {
  const file = await openJsonFile(join(dir, 'page-views.json'), join(dir, 'page-views.partial.json'), header);
  for (const rows of pages) await file.append(rows);
  const written = 'error' in end ? await file.keepPartial(end) : await file.commit(end.totals);
  const text = await readFile(written.path, 'utf8');
  return { text, doc: JSON.parse(text) };
}

describe('the JSON document', () => {
  it('is the documented document, views in the order appended, totals and complete last', async () => {
    const pages = [[{ path: '/a', human: 1, ai: 2, total: 3 }], [{ path: '/b', human: 4, ai: 0, total: 4 }, { path: '/c', human: 0, ai: 1, total: 1 }]];
    const { text, doc } = await writeDocument(pages, { totals: { human: 5, ai: 3, total: 8 } });
    expect(doc).toEqual({
      ...HEADER,
      views: [
        { path: '/a', human: 1, ai: 2, total: 3 },
        { path: '/b', human: 4, ai: 0, total: 4 },
        { path: '/c', human: 0, ai: 1, total: 1 },
      ],
      totals: { human: 5, ai: 3, total: 8 },
      complete: true,
    });
    expect(Object.keys(doc as object)).toEqual(['projectId', 'dateFrom', 'dateTo', 'generatedAt', 'views', 'totals', 'complete']);
    expect(text).toContain('\n    {"path":"/b","human":4,"ai":0,"total":4},\n');
  });

  it('ends a partial document as valid JSON with complete false, the error and the offset reached', async () => {
    const error = 'GET /v1/analytics/{projectId}/views failed with HTTP 500 at offset 250: "boom"';
    const { doc } = await writeDocument([[{ path: '/a', human: 1, ai: 2, total: 3 }]], { totals: { human: 5, ai: 3, total: 8 }, error, stoppedAtOffset: 250 });
    expect(doc).toEqual({
      ...HEADER,
      views: [{ path: '/a', human: 1, ai: 2, total: 3 }],
      totals: { human: 5, ai: 3, total: 8 },
      complete: false,
      error,
      stoppedAtOffset: 250,
    });
  });

  it('writes null totals in a partial document when no page arrived', async () => {
    const { doc } = await writeDocument([], { totals: undefined, error: 'x', stoppedAtOffset: 0 });
    expect(doc).toMatchObject({ views: [], totals: null, complete: false, stoppedAtOffset: 0 });
  });

  it('writes null for a bound left to the API and an empty views array when there are no rows', async () => {
    const { doc } = await writeDocument([[]], { totals: { human: 0, ai: 0, total: 0 } }, { ...HEADER, dateFrom: undefined, dateTo: undefined });
    expect(doc).toMatchObject({ dateFrom: null, dateTo: null, views: [] });
  });

  it('keeps only path and the three counts of a row, and escapes any path', async () => {
    const row = { path: '"</script>\n\u2028\\', human: 1, ai: 0, total: 1, extra: 'dropped' };
    const { doc } = await writeDocument([[row]], { totals: { human: 1, ai: 0, total: 1 } });
    expect(doc).toMatchObject({ views: [{ path: row.path, human: 1, ai: 0, total: 1 }] });
    expect((doc as { views: object[] }).views[0]).not.toHaveProperty('extra');
  });
});

describe('openJsonFile', () => {
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
