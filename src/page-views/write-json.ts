/**
 * The JSON export `{projectId, dateFrom, dateTo, generatedAt, views: [...], totals, complete}`,
 * written page by page with the shared JSON document writer: `totals` come last, known for sure
 * only after the last page. A partial document adds `error` and `stoppedAtOffset`.
 */
import type { ViewsTotals } from '../mintlify/schemas.ts';
import { openJsonDocument } from '../export/json-document.ts';
import type { ExportFile } from './export-file.ts';
import type { ViewRow } from './top-rows.ts';

/** The fields written before `views`. */
export interface JsonExportHeader {
  projectId: string;
  /** Inclusive start sent to the API, or `undefined` (written `null`) for the API's default. */
  dateFrom: string | undefined;
  /** Exclusive end sent to the API, or `undefined` (written `null`) for the API's default. */
  dateTo: string | undefined;
  /** When the export started, ISO 8601 UTC. */
  generatedAt: string;
}

/** `path` and the three counts of a row, in this order (extra API fields are dropped). */
function viewItem(row: ViewRow): ViewRow {
  return { path: row.path, human: row.human, ai: row.ai, total: row.total };
}

/** The three totals, or `null` when no page arrived. */
function totalsItem(totals: ViewsTotals | undefined): { human: number; ai: number; total: number } | null {
  return totals === undefined ? null : { human: totals.human, ai: totals.ai, total: totals.total };
}

/**
 * Starts writing the JSON export to `<path>.tmp`. {@link ExportFile.commit} writes `totals` and
 * `"complete": true` and renames it to `path`; {@link ExportFile.keepPartial} writes
 * `"complete": false`, `error` and `stoppedAtOffset` and renames it to `partialPath`.
 * @throws the file system error when the temporary file cannot be created.
 */
export async function openJsonFile(path: string, partialPath: string, header: JsonExportHeader): Promise<ExportFile> {
  const { projectId, dateFrom, dateTo, generatedAt } = header;
  const document = await openJsonDocument({ path, partialPath }, { projectId, dateFrom, dateTo, generatedAt }, 'views');
  return {
    path,
    partialPath,
    append: (rows) => document.append(rows.map(viewItem)),
    commit: (totals) => document.commit({ totals: totalsItem(totals), complete: true }),
    keepPartial: (ending) =>
      document.keepPartial({ totals: totalsItem(ending.totals), complete: false, error: ending.error, stoppedAtOffset: ending.stoppedAtOffset }),
    discard: () => document.discard(),
  };
}
