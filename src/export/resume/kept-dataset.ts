/**
 * A dataset an earlier run of the same snapshot already completed (see `resume.ts`): its files are
 * carried into `output-dir` as they are (no request), and its rows are read back once so that the
 * job summary and a later phase (findings) see them exactly as if they had been fetched in this
 * run. Also the page-shaped object that gives a summary collector the figures the earlier run
 * kept after the rows (totals, `totalSearches`, `hasMore`).
 */
import { copyFile } from 'node:fs/promises';
import * as path from 'node:path';
import { DATASET_DEFINITIONS } from '../datasets/datasets.ts';
import { type DatasetRows, type SummaryCollector } from '../datasets/definition.ts';
import type { DuplicateReport } from '../paging/duplicate-keys.ts';
import type { DatasetOutcome, RowObserver } from '../paging/dataset-outcome.ts';
import { readKeptRows } from './kept-rows.ts';
import type { Privacy } from '../privacy.ts';
import type { WrittenFile } from '../files/temp-file.ts';
import type { AnalyticsDataset } from '../../mintlify/analytics-endpoints.ts';

/** A dataset as the previous run's manifest lists it (its files checked against their size and SHA-256). */
export interface KeptDataset {
  dataset: AnalyticsDataset;
  status: 'complete' | 'partial' | 'skipped';
  rows: number;
  pages: number;
  requests: number;
  /** `limit` of its requests (`undefined`: none, `assistant-callers`). */
  limit: number | undefined;
  /** Its files, by base name, in the folder the previous artifact was unzipped into. */
  files: readonly { name: string; bytes: number; sha256: string }[];
  /** The JSON fields after the rows (e.g. `totals`), as the manifest lists them. */
  tail: Record<string, unknown>;
  truncated: boolean;
  totalsChanged: boolean | undefined;
  duplicates: DuplicateReport | undefined;
  stoppedAtOffset: number | undefined;
  stoppedAtCursor: string | undefined;
}

/**
 * The object a summary collector's `page` reads the after-rows figures from (views/visitors
 * `totals`, searches `totalSearches`, feedback-by-page `hasMore`, the caller stats' one row).
 */
export function tailPage(tail: Record<string, unknown>, lastRow: unknown): never {
  return { ...(typeof lastRow === 'object' && lastRow !== null ? lastRow : {}), ...tail } as never;
}

/** What {@link carryKeptDataset} needs. */
export interface CarryDeps {
  /** Where the kept files are, and where they go. */
  from: string;
  outputDir: string;
  privacy: Privacy;
  summaryRows: number;
  observe: RowObserver | undefined;
}

/**
 * Copies a kept dataset's files into `output-dir` as they are and replays its rows (from its JSON
 * file) into its summary and the observer, in their order: a complete one (no request needed),
 * or a partial one this run could not continue (`stop`: why, e.g. max-requests was spent before it).
 * @returns its outcome (`requests`: those of the earlier runs).
 * @throws the file system error, or KeptRowsError when the JSON file is not laid out as this action writes it.
 */
export async function carryKeptDataset(
  kept: KeptDataset,
  arrayKey: string,
  deps: CarryDeps,
  stop?: DatasetOutcome['stop'],
): Promise<DatasetOutcome> {
  const definition = DATASET_DEFINITIONS[kept.dataset];
  const files: WrittenFile[] = [];
  for (const file of kept.files) {
    const target = path.join(deps.outputDir, file.name);
    await copyFile(path.join(deps.from, file.name), target);
    files.push({ path: target, bytes: file.bytes, sha256: file.sha256 });
  }
  const collector = definition.collector({ rows: deps.summaryRows, privacy: deps.privacy }) as SummaryCollector<
    AnalyticsDataset,
    unknown
  >;
  const json = kept.files.find((f) => f.name.endsWith('.json'));
  let lastRow: unknown;
  if (json !== undefined) {
    for await (const batch of readKeptRows(path.join(deps.outputDir, json.name), arrayKey)) {
      for (const row of batch) collector.row(row);
      deps.observe?.(kept.dataset, batch as unknown as DatasetRows[AnalyticsDataset][]);
      lastRow = batch[batch.length - 1];
    }
  }
  collector.page?.(tailPage(kept.tail, lastRow));
  const complete = stop === undefined;
  return {
    dataset: kept.dataset,
    status: complete ? 'complete' : 'partial',
    rows: kept.rows,
    pages: kept.pages,
    requests: kept.requests,
    limit: kept.limit,
    files,
    truncated: kept.truncated,
    stop,
    stoppedAtOffset: complete ? undefined : kept.stoppedAtOffset,
    ...(complete || kept.stoppedAtCursor === undefined ? {} : { stoppedAtCursor: kept.stoppedAtCursor }),
    duplicates: kept.duplicates,
    totalsChanged: kept.totalsChanged,
    tail: kept.tail,
    summary: collector.result(),
    resumed: 'kept',
  };
}
