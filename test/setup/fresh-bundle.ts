/**
 * Vitest global setup: the end-to-end tests run `dist/index.js`, so before they start, `dist/` must
 * be the bundle of this tree. When the stamp of `dist/` (`scripts/dist-stamp.ts`) differs from the
 * tree, it runs `npm run build` once (~25 s on 2 cores) and checks again; when the build fails or
 * leaves `dist/` stale, the run stops with an error naming the files that changed.
 *
 * It builds nothing when `dist/` is current (`.ci/run` builds just before `npm test`), when no
 * selected test file is under `test/e2e/` (`npx vitest run test/format/…`), or when
 * `ACTION_DIST_ENTRY` points the harness at a bundle built elsewhere.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { changedSinceBuild, STAMP } from '../../scripts/dist-stamp.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** How many changed files an error or log line names before "and N more". */
const NAMED = 10;

/** `a, b, c and 4 more`. */
export function nameFiles(files: string[]): string {
  const named = files.slice(0, NAMED).join(', ');
  return files.length > NAMED ? `${named} and ${files.length - NAMED} more` : named;
}

/** What {@link ensureFreshBundle} needs: the tree, the build, and a log line writer. */
export interface FreshBundleDeps {
  root: string;
  /** Builds `dist/` (`npm run build`); rejects with the reason when the build fails. */
  build: () => Promise<void>;
  log: (line: string) => void;
}

/**
 * Builds `dist/` when it is not the bundle of the tree under `root`, once.
 *
 * @returns whether it built.
 * @throws Error naming the changed files when the build fails or `dist/` is still stale after it.
 */
export async function ensureFreshBundle({ root, build, log }: FreshBundleDeps): Promise<boolean> {
  const changed = await changedSinceBuild(root);
  if (changed.length === 0) return false;
  log(`dist/ is not the bundle of src/ (changed since ${STAMP}: ${nameFiles(changed)}): running npm run build`);
  try {
    await build();
  } catch (error) {
    throw new Error(
      `dist/ is older than ${nameFiles(changed)}, and npm run build failed, so the end-to-end tests would run a stale bundle: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const still = await changedSinceBuild(root);
  if (still.length > 0)
    throw new Error(`npm run build left dist/ stale: ${STAMP} does not match ${nameFiles(still)}. Run npm run build.`);
  return true;
}

/** `npm run build` in `root`; rejects with the last lines of its output when it fails. */
function npmRunBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`exit ${String(code)}\n${output.trim().slice(-2000)}`)),
    );
  });
}

/**
 * Whether this run selects a test file under `test/e2e/`. Vitest gives a global setup no public
 * list of the selected files, so this reads the CLI's file filters (`filenamePattern`, internal)
 * and globs them as vitest does; when it cannot tell, it answers yes (build rather than run stale).
 */
async function selectsEndToEnd(project: TestProject): Promise<boolean> {
  const filters: unknown = Reflect.get(project.vitest, 'filenamePattern');
  if (filters === undefined) return true;
  if (!Array.isArray(filters) || !filters.every((filter) => typeof filter === 'string')) return true;
  const specs = await project.vitest.globTestSpecifications(filters);
  return specs.some((spec) => spec.moduleId.replaceAll('\\', '/').includes('/test/e2e/'));
}

/** The global setup vitest runs once per `vitest run`, before any test file. */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.ACTION_DIST_ENTRY !== undefined) return;
  if (!(await selectsEndToEnd(project))) return;
  const started = performance.now();
  const built = await ensureFreshBundle({
    root: ROOT,
    build: () => npmRunBuild(ROOT),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  if (built) process.stderr.write(`built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
