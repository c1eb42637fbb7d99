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
 *   "totals": {"human":…,"ai":…,"total":…},
 *   "complete": true
 * }
 * ```
 *
 * `views` are in API order. `totals` come last because they are known for sure only once
 * the last page has arrived. `dateFrom`/`dateTo` are the values sent to the API (`dateTo`
 * exclusive), `null` when the API's default applied.
 *
 * An export that stopped early is still a valid document (`page-views.partial.json`) holding
 * the rows received, with `"complete": false`, the `error` and `stoppedAtOffset` (the offset
 * of the page that could not be fetched) after `totals` (those of the last page received, or
 * `null` when none arrived).
 */
import type { ViewsTotals } from '../mintlify/schemas.ts';
import { openTempFile } from '../export/temp-file.ts';
import type { ExportFile, PartialEnding } from './export-file.ts';
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

function totalsJson(totals: ViewsTotals | undefined): string {
  return totals === undefined ? 'null' : JSON.stringify({ human: totals.human, ai: totals.ai, total: totals.total });
}

/** The end of a complete document: closes `views`, then `totals` and `"complete": true`. */
export function jsonTail(totals: ViewsTotals): string {
  return `\n  ],\n  "totals": ${totalsJson(totals)},\n  "complete": true\n}\n`;
}

/**
 * The end of the document of an export that stopped early: closes `views`, then `totals`
 * (`null` when no page arrived), `"complete": false`, `error` and `stoppedAtOffset`.
 */
export function jsonPartialTail(ending: PartialEnding): string {
  return `\n  ],\n  "totals": ${totalsJson(ending.totals)},\n  "complete": false,\n  "error": ${JSON.stringify(ending.error)},\n  "stoppedAtOffset": ${ending.stoppedAtOffset}\n}\n`;
}

/**
 * Starts writing the JSON export to `<path>.tmp`. {@link ExportFile.commit} writes `totals`,
 * closes the document and renames it to `path`; {@link ExportFile.keepPartial} closes it as
 * a partial document and renames it to `partialPath`.
 * @throws the file system error when the temporary file cannot be created.
 */
export async function openJsonFile(path: string, partialPath: string, header: JsonExportHeader): Promise<ExportFile> {
  const file = await openTempFile(path, jsonHead(header));
  let first = true;
  return {
    path,
    partialPath,
    async append(rows) {
      if (rows.length === 0) return;
      const text = jsonRows(rows, first);
      first = false;
      await file.write(text);
    },
    commit: (totals) => file.finish(jsonTail(totals), path),
    keepPartial: (ending) => file.finish(jsonPartialTail(ending), partialPath),
    discard: () => file.discard(),
  };
}
