/**
 * The export's CSV text is byte for byte what `csv-stringify` writes with the options the
 * exports used before issue 40 (CRLF records, line breaks quoted, `escape_formulas`, booleans as
 * `true`/`false`): csv-stringify is the oracle, fast-check draws the records. Files written by
 * earlier versions and by this one compare equal, and a spreadsheet sees the same cells.
 */
import fc from 'fast-check';
import { stringify, type Options } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvText, type CsvValue } from '../../../src/export/files/csv.ts';

/** The options the exports passed to csv-stringify (src/export/files/csv.ts before issue 40). */
const ORACLE_OPTIONS: Options = {
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: { boolean: (value) => (value ? 'true' : 'false') },
};

/** csv-stringify's text of the same input as {@link csvText}. */
function oracle(columns: readonly string[], records: ReadonlyArray<readonly CsvValue[]>, header: boolean): string {
  return stringify(header ? [[...columns], ...records] : records.map((r) => [...r]), ORACLE_OPTIONS);
}

/** Characters that matter to CSV and to formula neutralization, mixed into ordinary text. */
const SPECIAL = [
  '"',
  ',',
  '\r',
  '\n',
  '\r\n',
  '=',
  '+',
  '-',
  '@',
  '\t',
  "'",
  ' ',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
  '\uFEFF',
  '\u2028',
  '\uD800',
  'é',
  '😀',
];

const text = fc
  .array(fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ unit: 'binary', maxLength: 6 })), { maxLength: 6 })
  .map((parts) => parts.join(''));

const value: fc.Arbitrary<CsvValue> = fc.oneof(
  { weight: 5, arbitrary: text },
  fc.double(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

describe('csvText against csv-stringify', () => {
  it('writes the same text for any records, header or not', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.tuple(
              fc.array(text, { minLength: width, maxLength: width }),
              fc.array(fc.array(value, { minLength: width, maxLength: width }), { maxLength: 8 }),
              fc.boolean(),
            ),
          ),
        ([columns, records, header]) => {
          expect(csvText(columns, records, header)).toBe(oracle(columns, records, header));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each<[string, CsvValue[]]>([
    ['formula starts on text, not on numbers', ['=1', '+1', '-1', -1, '@a', '\tx', '\rx', '\uFF1Dx', "'=x"]],
    ['quotes, separators and line breaks', ['a"b', 'a,b', 'a\nb', 'a\rb', 'a\r\nb', '"', '']],
    ['values that are not text', [0, -0, 1.5e-7, 1e21, Number.MAX_SAFE_INTEGER, true, false, null, undefined]],
  ])('%s', (_, record) => {
    const columns = record.map((_, i) => `c${i}`);
    expect(csvText(columns, [record], true)).toBe(oracle(columns, [record], true));
  });
});
