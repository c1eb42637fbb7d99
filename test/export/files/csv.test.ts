/** CSV cells and the streaming CSV writer shared by the exports. */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, csvText, neutralizeFormula, openCsvFileWriter } from '../../../src/export/files/csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1', `'+1`],
    ['-2', `'-2`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['＝1', `'＝1`],
    ['/docs', '/docs'],
  ])('neutralizes %j as %j', (text, expected) => {
    expect(neutralizeFormula(text)).toBe(expected);
    expect(csvCell(text)).toBe(expected);
  });

  it('writes null and absent values as empty cells, booleans as true/false, numbers as they are', () => {
    expect([null, undefined, true, false, 0.25, -1].map(csvCell)).toEqual(['', '', 'true', 'false', '0.25', '-1']);
  });
});

describe('csvText', () => {
  it('quotes commas, quotes and line breaks, ends every record with CRLF, header first', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['two\nlines', 3],
        ],
        true,
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"two\nlines",3\r\n');
  });
});

describe('csvText neutralizes formulas as csvCell does', () => {
  const texts = [
    '=1+2',
    '+1',
    '-2',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '＝1',
    '＋1',
    '－1',
    '＠x',
    '=a,b',
    '-"q"',
    '/docs',
    'a=b',
    '',
    "'=x",
  ];
  it.each(texts)('%j', (text) => {
    const cell = csvCell(text);
    const quoted = /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    expect(csvText(['c'], [[text]], false)).toBe(`${quoted}\r\n`);
  });

  it('leaves numbers (negative ones too), booleans and empty cells as csvCell writes them', () => {
    const values = [-1, -0.5, 0, 3, true, false, null, undefined];
    expect(csvText(['c'], [values], false)).toBe(`${values.map(csvCell).join(',')}\r\n`);
  });

  it('neutralizes header cells too', () => {
    expect(csvText(['=h', 'ok'], [], true)).toBe(`'=h,ok\r\n`);
  });
});

describe('openCsvFileWriter', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'csv-writer-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes long records in chunks and renames the file to its complete name', async () => {
    const writer = await openCsvFileWriter({ path: join(dir, 'a.csv'), partialPath: join(dir, 'a.partial.csv') }, [
      'text',
    ]);
    const long = 'x'.repeat(100_000);
    await writer.append(Array.from({ length: 6 }, () => [long]));
    const written = await writer.commit();
    expect(await readdir(dir)).toEqual(['a.csv']);
    expect(await readFile(written.path, 'utf8')).toBe(`text\r\n${`${long}\r\n`.repeat(6)}`);
  });

  it('keeps a partial file under its partial name only', async () => {
    const writer = await openCsvFileWriter({ path: join(dir, 'a.csv'), partialPath: join(dir, 'a.partial.csv') }, [
      'n',
    ]);
    await writer.append([[1]]);
    await writer.keepPartial();
    expect(await readdir(dir)).toEqual(['a.partial.csv']);
  });
});
