/**
 * A strict RFC 4180 reader for the tests: CRLF record ends, quoted fields with doubled
 * quotes. Throws on anything else, so a malformed export fails the test that reads it.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error(`unterminated quoted field at ${i}`);
        field += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      if (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i)) throw new Error(`text after a closing quote at ${i}`);
      continue;
    }
    if (text[i] === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (text[i] === '\n' || text[i] === '\r') {
      throw new Error(`bare line break outside quotes at ${i}`);
    } else {
      field += text[i];
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}
