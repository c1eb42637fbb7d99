/**
 * The JSON export, written incrementally so that memory does not grow with the row count:
 *
 * ```json
 * {
 *   "projectId": "…",
 *   "dateFrom": "2026-01-01",
 *   "dateTo": "2026-02-01",
 *   "generatedAt": "2026-02-01T06:00:00.000Z",
 *   "views": [
 *     {"path":"/quickstart","human":10,"ai":2,"total":12},
 *     …
 *   ],
 *   "totals": {"human":…,"ai":…,"total":…}
 * }
 * ```
 *
 * `views` are in API order. `totals` come last because they are known for sure only once
 * the last page has arrived. `dateFrom`/`dateTo` are the values sent to the API (`dateTo`
 * exclusive), `null` when the API's default applied.
 */
import type { ViewsTotals } from '../mintlify/schemas.ts';
import { openPartialFile, type ExportFile } from './export-file.ts';
import type { PageCounts } from './top-pages.ts';

/** The fields written before `views`. */
export interface JsonExportHeader {
  projectId: string;
  /** Inclusive start sent to the API, or `undefined` for the API's default. */
  dateFrom: string | undefined;
  /** Exclusive end sent to the API, or `undefined` for the API's default. */
  dateTo: string | undefined;
  /** When the export started, ISO 8601 UTC. */
  generatedAt: string;
}

/** The opening of the document, up to and including `"views": [`. */
export function jsonHead(header: JsonExportHeader): string {
  const field = (name: string, value: string | undefined): string => `  ${JSON.stringify(name)}: ${JSON.stringify(value ?? null)},\n`;
  return `{\n${field('projectId', header.projectId)}${field('dateFrom', header.dateFrom)}${field('dateTo', header.dateTo)}${field('generatedAt', header.generatedAt)}  "views": [`;
}

/**
 * The `views` items of one page, one per line; `first` is true for the first chunk of the
 * array (no leading comma). Only `path`, `human`, `ai` and `total` are written.
 */
export function jsonRows(rows: readonly PageCounts[], first: boolean): string {
  let out = '';
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    if (row === undefined) continue;
    out += `${first && i === 0 ? '' : ','}\n    {"path":${JSON.stringify(row.path)},"human":${row.human},"ai":${row.ai},"total":${row.total}}`;
  }
  return out;
}

/** The end of the document: closes `views`, then `totals`. */
export function jsonTail(totals: ViewsTotals): string {
  return `\n  ],\n  "totals": ${JSON.stringify({ human: totals.human, ai: totals.ai, total: totals.total })}\n}\n`;
}

/**
 * Starts writing the JSON export to `<path>.partial`; {@link ExportFile.commit} writes
 * `totals`, closes the document and renames it to `path`.
 * @throws the file system error when the temporary file cannot be created.
 */
export async function openJsonFile(path: string, header: JsonExportHeader): Promise<ExportFile> {
  const file = await openPartialFile(path, jsonHead(header));
  let first = true;
  return {
    path,
    async append(rows) {
      if (rows.length === 0) return;
      const text = jsonRows(rows, first);
      first = false;
      await file.write(text);
    },
    commit: (totals) => file.commit(jsonTail(totals)),
    discard: () => file.discard(),
  };
}
