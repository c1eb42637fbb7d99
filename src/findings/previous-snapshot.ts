/**
 * Reads the previous snapshot from the folder its artifact was unzipped into: `manifest.json`, then only what the
 * comparison needs (`findings.json`, `views.json` for `traffic-drop`, `history.json`); the big datasets are never
 * read. The artifact is untrusted input: before any file is read, `manifest.sig` must authenticate `manifest.json`'s
 * exact bytes for this API key and project (`export/manifest/manifest-mac.ts`); every file the manifest lists must
 * have a plain name, neither `manifest.json` nor `manifest.sig`; each file read has its size checked (from a stat)
 * against its bound and the manifest before it is read, then its SHA-256 (`export/manifest/snapshot-file.ts`), and
 * each is parsed with zod. A folder that is not a complete, authenticated analytics snapshot of this project is
 * refused with the reason, never thrown. See docs/findings.md, "Trends: the previous snapshot".
 */
import { z } from 'zod';
import { errorMessage } from '../errors.ts';
import {
  readAuthenticatedManifest,
  SnapshotRefused as Refused,
  type ManifestMacKey,
} from '../export/manifest/manifest-mac.ts';
import { MANIFEST_FILE_NAME } from '../export/files/output-dir.ts';
import { ComparedManifestSchema, type ComparedManifest, type ManifestFile } from '../export/manifest/schema.ts';
import { checkSnapshotFile, isListableName } from '../export/manifest/snapshot-file.ts';
import type { PreviousSnapshot } from './build.ts';
import { findingsRange } from './trends.ts';
import { HISTORY_FILE_NAME, MAX_HISTORY_BYTES, parseHistory } from './history.ts';
import { FINDINGS_FILE_NAME, FindingsFileSchema, type FindingsRun, type HeadlineMetric } from './types.ts';

/** Largest `findings.json` or `views.json` of a previous snapshot read, in bytes. */
const MAX_PREVIOUS_FILE_BYTES = 256 * 1024 * 1024;

const ViewsFileSchema = z.looseObject({
  views: z.array(
    z.looseObject({
      path: z.string(),
      total: z.number().int().nonnegative(),
      human: z.number().nonnegative().optional(),
      ai: z.number().nonnegative().optional(),
    }),
  ),
  totals: z
    .looseObject({ human: z.number().nonnegative(), ai: z.number().nonnegative(), total: z.number().nonnegative() })
    .nullable(),
});

/** The artifact the folder came from. */
export interface PreviousArtifactInfo {
  id: number;
  name: string;
  createdAt: string | null;
  runId: number;
}

/** The outcome of {@link readPreviousSnapshot}. */
export type PreviousSnapshotRead = { snapshot: PreviousSnapshot } | { snapshot: undefined; reason: string };

/** Why a snapshot whose manifest lists `name` (a name {@link isListableName} refuses) is not used. */
function outside(name: string): string {
  return `its manifest lists a file outside the snapshot (${JSON.stringify(name)})`;
}

/**
 * The text of a file the manifest lists, checked with {@link checkSnapshotFile} against its size
 * and its bound (before it is read) and its SHA-256.
 * @throws Refused naming the problem.
 */
async function listedFile(dir: string, file: ManifestFile): Promise<string> {
  const check = await checkSnapshotFile(dir, file.name, { listed: file, maxBytes: MAX_PREVIOUS_FILE_BYTES });
  if (check.problem === 'outside') throw new Refused(outside(file.name));
  if (check.problem === 'missing') throw new Refused(`${file.name}, listed in its manifest, is missing`);
  if (check.problem === 'mismatch')
    throw new Refused(`${file.name} does not match the size and SHA-256 its manifest lists`);
  if (check.problem === 'too-large') throw new Refused(`${file.name} is larger than ${MAX_PREVIOUS_FILE_BYTES} bytes`);
  if (check.problem === 'unreadable') throw new Refused(`${file.name}, listed in its manifest, could not be read`);
  return check.bytes.toString('utf8');
}

function parseJson<T>(schema: z.ZodType<T>, text: string, name: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refused(`${name} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Refused(`${name} is not in the format this action writes`);
  return parsed.data;
}

/**
 * The previous snapshot's manifest, once its `manifest.sig` authenticates it for `key`
 * (`readAuthenticatedManifest`), parsed with zod.
 * @throws Refused unless it is a complete analytics snapshot of `key`'s project whose manifest lists
 *   only names a manifest may list ({@link isListableName}), as `resume` requires.
 */
async function readManifest(dir: string, key: ManifestMacKey): Promise<ComparedManifest> {
  const bytes = await readAuthenticatedManifest(dir, key);
  const projectId = key.projectId;
  const manifest = parseJson(ComparedManifestSchema, bytes.toString('utf8'), MANIFEST_FILE_NAME);
  if (manifest.mode !== 'analytics') throw new Refused('it is not an analytics snapshot of this action');
  if (manifest.projectId !== projectId)
    throw new Refused(`it is a snapshot of another project (${JSON.stringify(manifest.projectId.slice(0, 100))})`);
  if (!manifest.complete) throw new Refused('it is a partial snapshot (manifest.json: complete false)');
  const unlistable = manifest.files?.find((f) => !isListableName(f.name));
  if (unlistable !== undefined) throw new Refused(outside(unlistable.name));
  return manifest;
}

/**
 * The previous snapshot's `history.json` (listed in its manifest, checked like every file), or
 * why it cannot be used: a missing or unreadable history never refuses the snapshot.
 */
async function readHistory(
  dir: string,
  files: readonly ManifestFile[] | undefined,
  projectId: string,
): Promise<Pick<PreviousSnapshot, 'history' | 'historyProblem'>> {
  const entry = files?.find((f) => f.name === HISTORY_FILE_NAME);
  if (entry === undefined) return { history: undefined, historyProblem: `it has no ${HISTORY_FILE_NAME}` };
  if (entry.bytes > MAX_HISTORY_BYTES)
    return { history: undefined, historyProblem: `its ${HISTORY_FILE_NAME} is larger than ${MAX_HISTORY_BYTES} bytes` };
  try {
    const read = parseHistory(await listedFile(dir, entry), projectId);
    return read.entries === undefined
      ? { history: undefined, historyProblem: read.problem }
      : { history: read.entries, historyProblem: read.problem };
  } catch (error) {
    return {
      history: undefined,
      historyProblem:
        error instanceof Refused ? error.message : `its ${HISTORY_FILE_NAME} could not be read: ${errorMessage(error)}`,
    };
  }
}

/**
 * Reads the previous snapshot in `dir` (see the module comment).
 * @param key the current snapshot's project and API key: a snapshot of another project, or whose
 *   manifest this key did not authenticate, is refused.
 * @param run the repository and how to link a run (`run.url` is made from `runUrl(runId)`).
 */
export async function readPreviousSnapshot(
  dir: string,
  key: ManifestMacKey,
  artifact: PreviousArtifactInfo,
  runOf: (runId: number) => FindingsRun,
): Promise<PreviousSnapshotRead> {
  try {
    const manifest = await readManifest(dir, key);
    const range = findingsRange({
      dateFrom: manifest.dateFrom ?? undefined,
      dateTo: manifest.dateTo ?? undefined,
      period: undefined,
    });
    range.period = manifest.period ?? null;
    const headline: Partial<Record<HeadlineMetric, number | null>> = {};
    let findings: PreviousSnapshot['findings'];
    const findingsEntry = manifest.files?.find((f) => f.name === FINDINGS_FILE_NAME);
    if (findingsEntry !== undefined) {
      const file = parseJson(FindingsFileSchema, await listedFile(dir, findingsEntry), FINDINGS_FILE_NAME);
      for (const figure of file.headline) headline[figure.metric] = figure.current;
      findings = new Map(file.findings.map((f) => [f.id, f]));
    }
    let views: PreviousSnapshot['views'];
    let pageTraffic: PreviousSnapshot['pageTraffic'];
    const viewsEntry = manifest.datasets.views;
    const viewsFile = viewsEntry?.files.find((f) => f.name === 'views.json');
    if (viewsEntry?.complete === true && viewsFile !== undefined) {
      const parsed = parseJson(ViewsFileSchema, await listedFile(dir, viewsFile), viewsFile.name);
      views = new Map(parsed.views.map((row) => [row.path, row.total]));
      pageTraffic = new Map(parsed.views.map((row) => [row.path, [row.human ?? row.total, row.ai ?? 0] as const]));
      if (findingsEntry === undefined && parsed.totals !== null) {
        headline['views-human'] = parsed.totals.human;
        headline['views-ai'] = parsed.totals.ai;
        headline['views-total'] = parsed.totals.total;
        headline['ai-share'] = parsed.totals.total > 0 ? parsed.totals.ai / parsed.totals.total : null;
      }
    }
    if (findingsEntry === undefined) {
      if (manifest.datasets.feedback?.complete === true) headline.feedback = manifest.datasets.feedback.rows;
      if (manifest.datasets.assistant?.complete === true)
        headline['assistant-conversations'] = manifest.datasets.assistant.rows;
    }
    return {
      snapshot: {
        range,
        run: runOf(artifact.runId),
        artifactId: artifact.id,
        artifactName: artifact.name,
        createdAt: artifact.createdAt,
        views,
        headline,
        findings,
        pageTraffic,
        ...(await readHistory(dir, manifest.files, key.projectId)),
      },
    };
  } catch (error) {
    const why = error instanceof Refused ? error.message : `it could not be read: ${errorMessage(error)}`;
    return {
      snapshot: undefined,
      reason: `artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId} is not used: ${why}`,
    };
  }
}
