/**
 * The rows of a JSON document this action wrote (`json-document.ts`), read back in order, in
 * batches, without loading the file whole: how a resumed snapshot (`resume.ts`) replays the rows
 * an earlier run kept into the new file, the summary and the findings. The document's layout is
 * the writer's: the array opens on the line `  "<arrayKey>": [`, then one row per line (indented
 * by four spaces, a comma after every row but the last), then `  ]` closes it. Anything else is
 * refused: the file was checked against its manifest's SHA-256 before, so a mismatch means a
 * writer of another version, not a row to guess at.
 */
import { createReadStream } from 'node:fs';

/** Rows handed over per batch (about one API page of the largest endpoints). */
const KEPT_ROWS_BATCH = 250;

/** A kept file is not a document as this action writes it. */
export class KeptRowsError extends Error {
  override name = 'KeptRowsError';
}

/**
 * Yields the rows of the array `arrayKey` of the JSON document at `file`, in order, in batches of
 * up to {@link KEPT_ROWS_BATCH} (each row a JSON object as `JSON.parse` reads it).
 * @throws KeptRowsError when the document is not laid out as this action writes it (no such
 *   array, a line that is not one JSON object, an array not closed); the file system error.
 */
export async function* readKeptRows(file: string, arrayKey: string): AsyncGenerator<Record<string, unknown>[]> {
  const opening = `  ${JSON.stringify(arrayKey)}: [`;
  // Loaded here: only a resumed export reads kept rows, so a fresh one never loads readline.
  const { createInterface } = await import('node:readline');
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let state: 'head' | 'rows' | 'done' = 'head';
  let batch: Record<string, unknown>[] = [];
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (state === 'head') {
      if (text === opening) state = 'rows';
      continue;
    }
    if (state === 'done') continue;
    if (text === '  ]' || text === '  ],') {
      state = 'done';
      continue;
    }
    if (!text.startsWith('    '))
      throw new KeptRowsError(`${file}: line ${line} is neither a row nor the end of "${arrayKey}"`);
    const body = text.endsWith(',') ? text.slice(4, -1) : text.slice(4);
    let row: unknown;
    try {
      row = JSON.parse(body);
    } catch {
      throw new KeptRowsError(`${file}: line ${line} is not a JSON row`);
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      throw new KeptRowsError(`${file}: line ${line} is not a JSON object`);
    batch.push(row as Record<string, unknown>);
    if (batch.length >= KEPT_ROWS_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (state !== 'done')
    throw new KeptRowsError(`${file}: the array "${arrayKey}" is ${state === 'head' ? 'missing' : 'not closed'}`);
  if (batch.length > 0) yield batch;
}
