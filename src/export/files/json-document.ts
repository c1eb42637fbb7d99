/**
 * A JSON document written incrementally, so that memory does not grow with the row count: the
 * head fields, then the array `<arrayKey>` with one item per line, then the tail fields (known
 * only once the last page has arrived: totals, `complete`, an error). Written under
 * `<path>.tmp` and renamed to the complete or the partial path when done (see `temp-file.ts`).
 */
import type { DataFilePaths } from './csv.ts';
import { openTempFile, type WrittenFile } from './temp-file.ts';

/** A JSON document being written; `append`*, then one of `commit`, `keepPartial`, `discard`. */
export interface JsonDocumentWriter {
  /** Appends items to the array (each `JSON.stringify`'d on its own line); resolves once the file can take more. */
  append(items: readonly unknown[]): Promise<void>;
  /**
   * Closes the array, writes `tail`'s fields, and renames the file to its complete path. @throws the file system error.
   */
  commit(tail: Readonly<Record<string, unknown>>): Promise<WrittenFile>;
  /** The same, renamed to the partial path. @throws the file system error. */
  keepPartial(tail: Readonly<Record<string, unknown>>): Promise<WrittenFile>;
  /** Removes the temporary file. Never throws. */
  discard(): Promise<void>;
}

function fields(record: Readonly<Record<string, unknown>>): string {
  return Object.entries(record)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value ?? null)}`)
    .join(',\n');
}

/** The opening of the document, up to and including `"<arrayKey>": [`. */
function jsonDocumentHead(head: Readonly<Record<string, unknown>>, arrayKey: string): string {
  const before = fields(head);
  return `{\n${before ? `${before},\n` : ''}  ${JSON.stringify(arrayKey)}: [`;
}

/** The end of the document: closes the array, then `tail`'s fields. */
function jsonDocumentTail(tail: Readonly<Record<string, unknown>>): string {
  const after = fields(tail);
  return `\n  ]${after ? `,\n${after}` : ''}\n}\n`;
}

/**
 * Starts writing a JSON document to `<path>.tmp`.
 * @throws the file system error when the temporary file cannot be created.
 */
export async function openJsonDocument(
  paths: DataFilePaths,
  head: Readonly<Record<string, unknown>>,
  arrayKey: string,
): Promise<JsonDocumentWriter> {
  const file = await openTempFile(paths.path, jsonDocumentHead(head, arrayKey));
  let first = true;
  return {
    async append(items) {
      // Each item goes to the file's chunk on its own: the page's text is never joined into one string.
      for (const item of items) {
        const separated = file.write(first ? '\n    ' : ',\n    ');
        if (separated !== undefined) await separated;
        first = false;
        const written = file.write(JSON.stringify(item));
        if (written !== undefined) await written;
      }
    },
    commit: (tail) => file.finish(jsonDocumentTail(tail), paths.path),
    keepPartial: (tail) => file.finish(jsonDocumentTail(tail), paths.partialPath),
    discard: () => file.discard(),
  };
}
