/**
 * The files an export owns in its folder: data files under their complete or `.partial.` names
 * and `manifest.json`. Files left by an earlier export are removed, so that none passes for this
 * run's result; but files of the same names that the action did not write are never touched.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { InputError } from '../../errors.ts';
import { LegacyPageViewsManifestSchema, ManifestOwnerSchema, type ExportMode } from '../manifest/schema.ts';
import { tempPath } from './temp-file.ts';

/** The manifest's file name in an export folder (complete and partial exports alike). */
export const MANIFEST_FILE_NAME = 'manifest.json';

/** The name of a data file of an export that stopped early: `page-views.json` → `page-views.partial.json`. */
export function partialFileName(name: string): string {
  const ext = path.extname(name);
  return `${name.slice(0, name.length - ext.length)}.partial${ext}`;
}

/** The manifest's MAC in an analytics export folder (see `manifest-mac.ts`). */
export const MANIFEST_SIG_FILE_NAME = 'manifest.sig';

/**
 * Every name an export with these data files (complete names) may leave in its folder, the manifest and its MAC last.
 */
function exportFileNames(dataNames: readonly string[]): string[] {
  return [...dataNames, ...dataNames.map(partialFileName), MANIFEST_FILE_NAME, MANIFEST_SIG_FILE_NAME];
}

/**
 * True when `text` is a manifest this action wrote in `mode`: a JSON object whose `generator` is
 * `mintlify-action` (`MANIFEST_GENERATOR`) and whose `mode` is `mode` (absent: `page-views`), or, from before
 * those fields existed, a page-views one with the fields `complete`, `projectId`, `rows` and `files`.
 */
export function isOwnManifest(text: string, mode: ExportMode = 'page-views'): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null) return false;
  if ('generator' in value) {
    const owner = ManifestOwnerSchema.safeParse(value);
    return owner.success && (owner.data.mode ?? 'page-views') === mode;
  }
  return mode === 'page-views' && LegacyPageViewsManifestSchema.safeParse(value).success;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}

/** The text of `file`; `undefined` when there is none. */
async function readIfPresent(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
  );
}

/**
 * Checks that `dir` holds no file named like an export's (see {@link exportFileNames}) that the
 * action did not write. Ours: everything next to a manifest of ours ({@link isOwnManifest}).
 * A missing folder passes.
 * @throws InputError naming the folder and the file, when `manifest.json` is not ours or a data
 *   file stands without a manifest; the file system error when a file cannot be read.
 */
export async function assertNoForeignExport(
  dir: string,
  dataNames: readonly string[],
  mode: ExportMode,
): Promise<void> {
  const manifest = await readIfPresent(path.join(dir, MANIFEST_FILE_NAME));
  const refuse = (name: string, why: string): InputError =>
    new InputError(
      `output-dir ${dir} already holds ${name}, ${why}: refusing to overwrite it. Choose an empty folder (or one this action exported to before), or remove the file.`,
    );
  if (manifest !== undefined) {
    if (isOwnManifest(manifest, mode)) return;
    throw refuse(
      MANIFEST_FILE_NAME,
      isOwnManifest(manifest, mode === 'analytics' ? 'page-views' : 'analytics')
        ? `which another mode of this action wrote (not ${mode})`
        : 'which this action did not write',
    );
  }
  for (const name of exportFileNames(dataNames)) {
    if (await exists(path.join(dir, name)))
      throw refuse(name, `which this action did not write (no ${MANIFEST_FILE_NAME} of its own next to it)`);
  }
}

/** Removes from `dir` every file an export may leave there (see {@link exportFileNames}) and their temporary files. */
export async function removeExportFiles(dir: string, dataNames: readonly string[]): Promise<void> {
  const files = exportFileNames(dataNames).map((name) => path.join(dir, name));
  await Promise.all(files.flatMap((file) => [rm(file, { force: true }), rm(tempPath(file), { force: true })]));
}
