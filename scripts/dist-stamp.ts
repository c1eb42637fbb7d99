/**
 * What `dist/` was built from: `dist/sources.sha256` lists the SHA-256 of every input of the bundle
 * (each file of `src/` and of `patches/`, patch-package's fixes to dependencies; `package.json`,
 * `package-lock.json`, `tsconfig.json` and this build's post-step `scripts/ascii-dist.ts`) in
 * `sha256sum` format, so `sha256sum -c dist/sources.sha256` checks it by hand too. `npm run build` writes it last (`node scripts/dist-stamp.ts`); the test
 * suite's global setup (`test/setup/fresh-bundle.ts`) compares it with the tree, so the end-to-end
 * tests never run a bundle older than `src/`.
 *
 * Content, not modification times: a fresh clone writes `src/` after `dist/`, and switching
 * branches touches files whose content is unchanged; neither should cost a 25 s rebuild.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The stamp's path, relative to the repository root. */
export const STAMP = 'dist/sources.sha256';

/** The inputs of the bundle besides `src/`, relative to the root. */
const BUILD_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/ascii-dist.ts',
  'scripts/dist-entries.ts',
];

/** Every file under `dir`, as paths relative to `root` with `/` separators. */
async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * SHA-256 (hex) of each input of the bundle under `root`, by relative path, sorted by path.
 * A build file that does not exist is left out.
 */
export async function sourceDigests(root: string): Promise<Map<string, string>> {
  const files = [...(await filesUnder(root, 'src')), ...(await filesUnder(root, 'patches')), ...BUILD_FILES].sort();
  const digests = new Map<string, string>();
  for (const file of files) {
    const content = await readFile(join(root, file)).catch(() => undefined);
    if (content !== undefined) digests.set(file, createHash('sha256').update(content).digest('hex'));
  }
  return digests;
}

/** The stamp's text: one `<sha256>  <path>` line per input (the `sha256sum` format). */
function formatStamp(digests: Map<string, string>): string {
  return [...digests].map(([file, digest]) => `${digest}  ${file}\n`).join('');
}

/** Parses a stamp written by {@link formatStamp}; lines of another shape are ignored. */
export function parseStamp(text: string): Map<string, string> {
  const digests = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) digests.set(match[2], match[1]);
  }
  return digests;
}

/**
 * The inputs under `root` that differ from what `dist/` was built from (changed, added or
 * removed since), sorted; every input when `dist/` has no stamp (not built, or built before
 * stamps). Empty: `dist/` is the bundle of this tree.
 */
export async function changedSinceBuild(root: string): Promise<string[]> {
  const current = await sourceDigests(root);
  const stamp = await readFile(join(root, STAMP), 'utf8').catch(() => undefined);
  if (stamp === undefined) return [...current.keys()];
  const built = parseStamp(stamp);
  const changed = new Set<string>();
  for (const [file, digest] of current) if (built.get(file) !== digest) changed.add(file);
  for (const file of built.keys()) if (!current.has(file)) changed.add(file);
  return [...changed].sort();
}

/** Writes the stamp of the tree under `root` into its `dist/`. */
export async function writeStamp(root: string): Promise<void> {
  await writeFile(join(root, STAMP), formatStamp(await sourceDigests(root)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeStamp(fileURLToPath(new URL('..', import.meta.url)));
