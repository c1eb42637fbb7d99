/**
 * Reads the previous run's export (the folder its artifact was unzipped into) for `resume`: `manifest.sig` first, which
 * must authenticate `manifest.json`'s exact bytes for this project and API key (`manifest-mac.ts`: only a workflow
 * holding the key can write it), then `manifest.json` (at most `MAX_MANIFEST_BYTES` of `manifest-mac.ts`, parsed with
 * the manifest's zod schema, `manifest/schema.ts`: the artifact is untrusted input), then every file it lists, each
 * checked by `manifest/snapshot-file.ts` against its size (before it is read) and its SHA-256 (streamed). A partial
 * snapshot is read as well as a complete one (the comparison of `findings/previous-snapshot.ts` takes complete ones
 * only). Whether it is the same snapshot is `resume.ts`'s question.
 */
import { errorMessage } from '../../errors.ts';
import { DATASET_DEFINITIONS } from '../datasets/datasets.ts';
import type { KeptDataset } from './kept-dataset.ts';
import {
  readAuthenticatedManifest,
  SnapshotRefused as Refused,
  type ManifestMacKey,
} from '../manifest/manifest-mac.ts';
import { MANIFEST_FILE_NAME } from '../files/output-dir.ts';
import { StoredManifestSchema, type ManifestFile, type StoredManifest } from '../manifest/schema.ts';
import { checkSnapshotFile } from '../manifest/snapshot-file.ts';
import type { PreviousExport } from './resume.ts';
import { ANALYTICS_DATASETS, type AnalyticsDataset } from '../../mintlify/analytics-endpoints.ts';

/** The outcome of {@link readPreviousExport}: the export, or why it cannot be used (a clause for the notice). */
export type PreviousExportRead = { previous: PreviousExport } | { previous: undefined; reason: string };

/**
 * Checks one listed file with {@link checkSnapshotFile}: a name a manifest may list, present, of
 * the listed size (checked before reading) and SHA-256 (streamed: no bound, nothing kept).
 * @throws Refused naming the problem; the error of a read that fails.
 */
async function checkFile(dir: string, file: ManifestFile): Promise<void> {
  const check = await checkSnapshotFile(dir, file.name, { listed: file });
  if (check.problem === 'outside')
    throw new Refused(`its manifest lists a file outside the snapshot (${JSON.stringify(file.name.slice(0, 100))})`);
  if (check.problem === 'missing') throw new Refused(`${file.name}, listed in its manifest, is missing`);
  if (check.problem === 'mismatch')
    throw new Refused(`${file.name} does not match the size and SHA-256 its manifest lists`);
  if (check.problem === 'unreadable') throw check.error;
}

/** The fields a dataset's JSON file has after its rows (e.g. `totals`), taken from its manifest entry. */
function tailOf(dataset: AnalyticsDataset, entry: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(DATASET_DEFINITIONS[dataset].tail(undefined));
  return Object.fromEntries(keys.map((key) => [key, entry[key] ?? null]));
}

/**
 * Reads and checks the export in `dir` (see the module comment). Never throws.
 * @returns the export, or why it cannot be resumed from (`it has no manifest.json`, `views.json
 *   does not match the size and SHA-256 its manifest lists`…).
 */
export async function readPreviousExport(dir: string, key: ManifestMacKey): Promise<PreviousExportRead> {
  try {
    const bytes = await readAuthenticatedManifest(dir, key);
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new Refused(`its ${MANIFEST_FILE_NAME} is not JSON`);
    }
    const parsed = StoredManifestSchema.safeParse(value);
    if (!parsed.success) throw new Refused(`its ${MANIFEST_FILE_NAME} is not one this action writes`);
    const manifest = parsed.data;
    const kept: KeptDataset[] = [];
    for (const [name, entry] of Object.entries(manifest.datasets)) {
      if (!(ANALYTICS_DATASETS as readonly string[]).includes(name))
        throw new Refused(`its manifest lists an unknown dataset (${JSON.stringify(name.slice(0, 100))})`);
      const dataset = name as AnalyticsDataset;
      const listed = new Set(manifest.files.map((f) => `${f.name}\n${f.sha256}`));
      if (!entry.files.every((f) => listed.has(`${f.name}\n${f.sha256}`)))
        throw new Refused(`its manifest lists files of ${dataset} that are not among its files`);
      kept.push({
        dataset,
        status: entry.status,
        rows: entry.rows,
        pages: entry.pages,
        requests: entry.requests,
        limit: entry.limit ?? undefined,
        files: entry.files,
        tail: tailOf(dataset, entry),
        truncated: entry.truncated ?? false,
        totalsChanged: entry.totalsChanged,
        duplicates:
          entry.duplicates === undefined
            ? undefined
            : { ...entry.duplicates, truncated: entry.duplicates.checkedRows < entry.rows },
        stoppedAtOffset: entry.stoppedAtOffset,
        stoppedAtCursor: entry.stoppedAtCursor,
      });
    }
    for (const listedFile of manifest.files) await checkFile(dir, listedFile);
    return {
      previous: {
        mode: manifest.mode ?? 'page-views',
        projectId: manifest.projectId,
        dateFrom: manifest.dateFrom,
        dateTo: manifest.dateTo,
        openDay: openDayOf(manifest),
        datasets: kept.map((k) => ({ dataset: k.dataset, limit: k.limit ?? null })),
        formats: manifest.formats,
        visitorText: manifest.visitorText === 'included',
        contact: manifest.contact === 'included',
        complete: manifest.complete,
        kept,
        runs: manifest.snapshotRuns ?? 1,
        requests: manifest.snapshotRequests ?? manifest.requests,
        files: manifest.files.map((f) => f.name),
      },
    };
  } catch (error) {
    return {
      previous: undefined,
      reason: error instanceof Refused ? error.message : `it could not be read: ${errorMessage(error)}`,
    };
  }
}

/**
 * The UTC day a snapshot of a range left to the API was taken on: `openRangeDay`, or for a
 * manifest written before that field, the day of its `startedAt`; `null` for explicit dates (or
 * when unknown: such a snapshot is then never the same as this run's).
 */
function openDayOf(manifest: StoredManifest): string | null {
  if (manifest.dateFrom !== null && manifest.dateTo !== null) return null;
  return manifest.openRangeDay ?? manifest.startedAt?.slice(0, 10) ?? null;
}
