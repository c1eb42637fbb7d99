import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { openCsvFile } from '../../src/page-views/write-csv.ts';
import { parse } from 'csv-parse/sync';

describe('openCsvFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pv-csv-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the header and the rows in RFC 4180 (CRLF, quoted commas, quotes and line breaks)', async () => {
    const path = join(dir, 'page-views.csv');
    const file = await openCsvFile(path, join(dir, 'page-views.partial.csv'));
    await file.append([
      { path: '/a', human: 1, ai: 2, total: 3 },
      { path: '/b,"c"', human: 0, ai: 0, total: 0 },
    ]);
    await file.append([{ path: '/line\nbreak\rhere', human: 5, ai: 5, total: 10 }]);
    await file.commit({ human: 6, ai: 7, total: 13 });

    const text = await readFile(path, 'utf8');
    expect(text.startsWith('path,human,ai,total\r\n/a,1,2,3\r\n"/b,""c""",0,0,0\r\n')).toBe(true);
    expect(parse(text, { record_delimiter: '\r\n' })).toEqual([
      ['path', 'human', 'ai', 'total'],
      ['/a', '1', '2', '3'],
      ['/b,"c"', '0', '0', '0'],
      ['/line\nbreak\rhere', '5', '5', '10'],
    ]);
  });

  it('writes only the header when there are no rows', async () => {
    const path = join(dir, 'page-views.csv');
    const file = await openCsvFile(path, join(dir, 'page-views.partial.csv'));
    await file.commit({ human: 0, ai: 0, total: 0 });
    expect(await readFile(path, 'utf8')).toBe('path,human,ai,total\r\n');
  });

  /** Writes one page of `rows` to a new CSV export and returns the file's text. */
  async function writeCsv(rows: ReadonlyArray<{ path: string; human: number; ai: number; total: number }>): Promise<string> {
    const path = join(dir, 'page-views.csv');
    const file = await openCsvFile(path, join(dir, 'page-views.partial.csv'));
    await file.append(rows);
    await file.commit({ human: 0, ai: 0, total: 0 });
    return readFile(path, 'utf8');
  }

  it('is byte for byte what csv-stringify writes for the same records, paths neutralized', async () => {
    const paths = ['/plain', '', '/a,b', '/"q"', '/line\nbreak', '/cr\r', '/ünïcødé', '/emoji 🎉', "'quoted", '/a;b', ' lead'];
    const rows = paths.map((path, i) => ({ path, human: i, ai: 2 * i, total: 3 * i }));
    const expected = stringify([['path', 'human', 'ai', 'total'], ...rows.map((r) => [r.path, r.human, r.ai, r.total])], { record_delimiter: 'windows', quote_record_delimiter: true });
    expect(await writeCsv(rows)).toBe(expected);
  });

  it.each(['=cmd|\' /C calc\'!A0', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '＝1', '＋1', '－1', '＠x'])(
    'prefixes a path starting like %j with a quote, so that a spreadsheet shows it as text',
    async (path) => {
      const records = parse(await writeCsv([{ path, human: 1, ai: 0, total: 1 }]), { record_delimiter: '\r\n' });
      expect(records[1]).toEqual([`'${path}`, '1', '0', '1']);
    },
  );

  it.each(['/docs/quickstart', 'a=b', ' =1', "'=already", '/-/x'])('leaves the path %j as it is', async (path) => {
    const records = parse(await writeCsv([{ path, human: 1, ai: 0, total: 1 }]), { record_delimiter: '\r\n' });
    expect(records[1]?.[0]).toBe(path);
  });

  it('neutralizes formula cells in the file', async () => {
    const path = join(dir, 'page-views.csv');
    const file = await openCsvFile(path, join(dir, 'page-views.partial.csv'));
    await file.append([
      { path: '=HYPERLINK("http://evil")', human: 1, ai: 0, total: 1 },
      { path: '@x', human: 1, ai: 0, total: 1 },
    ]);
    await file.commit({ human: 2, ai: 0, total: 2 });
    const cells = parse(await readFile(path, 'utf8'), { record_delimiter: '\r\n' }).map((r) => r[0]);
    expect(cells).toEqual(['path', '\'=HYPERLINK("http://evil")', "'@x"]);
  });

  it('writes to a .tmp file and renames it only on commit, returning its size and SHA-256', async () => {
    const path = join(dir, 'page-views.csv');
    const file = await openCsvFile(path, join(dir, 'page-views.partial.csv'));
    await file.append([{ path: '/a', human: 1, ai: 2, total: 3 }]);
    expect(await readdir(dir)).toEqual(['page-views.csv.tmp']);
    const written = await file.commit({ human: 1, ai: 2, total: 3 });
    expect(await readdir(dir)).toEqual(['page-views.csv']);
    const bytes = await readFile(path);
    expect(written).toEqual({ path, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  });

  it('keeps the rows appended so far under the partial name when the export stopped early', async () => {
    const file = await openCsvFile(join(dir, 'page-views.csv'), join(dir, 'page-views.partial.csv'));
    await file.append([{ path: '/a', human: 1, ai: 2, total: 3 }]);
    const written = await file.keepPartial({ totals: undefined, error: 'HTTP 500', stoppedAtOffset: 250 });
    expect(written.path).toBe(join(dir, 'page-views.partial.csv'));
    expect(await readdir(dir)).toEqual(['page-views.partial.csv']);
    expect(parse(await readFile(written.path, 'utf8'), { record_delimiter: '\r\n' })).toEqual([
      ['path', 'human', 'ai', 'total'],
      ['/a', '1', '2', '3'],
    ]);
  });

  it('removes the temporary file on discard', async () => {
    const file = await openCsvFile(join(dir, 'page-views.csv'), join(dir, 'page-views.partial.csv'));
    await file.append([{ path: '/a', human: 1, ai: 2, total: 3 }]);
    await file.discard();
    await file.discard();
    expect(await readdir(dir)).toEqual([]);
  });

  it('loses no row over many pages larger than the write buffer', async () => {
    const path = join(dir, 'page-views.csv');
    const file = await openCsvFile(path, join(dir, 'page-views.partial.csv'));
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ path: `/p/${'x'.repeat(50)}/${i}`, human: i, ai: 1, total: i + 1 }));
    for (let i = 0; i < rows.length; i += 5000) await file.append(rows.slice(i, i + 5000));
    await file.commit({ human: 0, ai: 0, total: 0 });
    const records = parse(await readFile(path, 'utf8'), { record_delimiter: '\r\n' });
    expect(records).toHaveLength(20_001);
    expect(records.at(-1)).toEqual([rows[19_999]?.path, '19999', '1', '20000']);
  });
});
