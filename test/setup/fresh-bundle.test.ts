/**
 * The suite never runs a stale bundle: `dist/sources.sha256` says what `dist/` was built from, and
 * the global setup builds once when the tree differs from it (test/setup/fresh-bundle.ts).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedSinceBuild, parseStamp, sourceDigests, writeStamp } from '../../scripts/dist-stamp.ts';
import { ensureFreshBundle, nameFiles } from './fresh-bundle.ts';

let root: string;
const put = async (file: string, text: string): Promise<void> => {
  await mkdir(join(root, file, '..'), { recursive: true });
  await writeFile(join(root, file), text);
};

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'fresh-bundle-'));
  await put('src/main.ts', 'export const a = 1;\n');
  await put('src/github/octokit.ts', 'export const b = 2;\n');
  await put('package-lock.json', '{}\n');
  await mkdir(join(root, 'dist'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the stamp of dist/', () => {
  it('lists every file of src/ and the build files that exist, in sha256sum format', async () => {
    await writeStamp(root);
    const stamp = parseStamp(await readFile(join(root, 'dist/sources.sha256'), 'utf8'));
    expect([...stamp.keys()]).toEqual(['package-lock.json', 'src/github/octokit.ts', 'src/main.ts']);
    expect(stamp).toEqual(await sourceDigests(root));
  });

  it('finds nothing changed right after a build', async () => {
    await writeStamp(root);
    expect(await changedSinceBuild(root)).toEqual([]);
  });

  it('names a file whose content changed, one added and one removed, but not one only touched', async () => {
    await writeStamp(root);
    await put('src/main.ts', 'export const a = 3;\n');
    await put('src/github/octokit.ts', 'export const b = 2;\n'); // same content, newer mtime
    await put('src/net/proxy.ts', 'export {};\n');
    await put('package-lock.json', '{"lockfileVersion":3}\n');
    expect(await changedSinceBuild(root)).toEqual(['package-lock.json', 'src/main.ts', 'src/net/proxy.ts']);
  });

  it('counts every input as changed when dist/ has no stamp', async () => {
    expect(await changedSinceBuild(root)).toEqual(['package-lock.json', 'src/github/octokit.ts', 'src/main.ts']);
  });
});

describe('the global setup', () => {
  const logs: string[] = [];
  beforeEach(() => {
    logs.length = 0;
  });

  it('does not build when dist/ is the bundle of the tree', async () => {
    await writeStamp(root);
    let builds = 0;
    const built = await ensureFreshBundle({ root, build: async () => void (builds += 1), log: (l) => logs.push(l) });
    expect({ built, builds, logs }).toEqual({ built: false, builds: 0, logs: [] });
  });

  it('builds once when src/ changed since the build, saying which files', async () => {
    await writeStamp(root);
    await put('src/main.ts', 'export const a = 4;\n');
    let builds = 0;
    const built = await ensureFreshBundle({
      root,
      build: async () => {
        builds += 1;
        await writeStamp(root);
      },
      log: (l) => logs.push(l),
    });
    expect({ built, builds }).toEqual({ built: true, builds: 1 });
    expect(logs).toEqual([expect.stringContaining('src/main.ts): running npm run build')]);
  });

  it('fails naming the changed files when the build fails', async () => {
    await writeStamp(root);
    await put('src/main.ts', 'export const a = ;\n');
    const run = ensureFreshBundle({
      root,
      build: () => Promise.reject(new Error('exit 1\nsrc/main.ts(1,18): error TS1109')),
      log: () => undefined,
    });
    await expect(run).rejects.toThrow(
      /^dist\/ is older than src\/main\.ts, and npm run build failed, so the end-to-end tests would run a stale bundle: exit 1/,
    );
  });

  it('fails when the build leaves dist/ stale', async () => {
    await put('src/main.ts', 'export const a = 5;\n');
    const run = ensureFreshBundle({ root, build: async () => undefined, log: () => undefined });
    await expect(run).rejects.toThrow(
      'npm run build left dist/ stale: dist/sources.sha256 does not match package-lock.json, src/github/octokit.ts, src/main.ts. Run npm run build.',
    );
  });

  it('names ten files, then how many more', () => {
    const files = Array.from({ length: 12 }, (_, i) => `src/f${i}.ts`);
    expect(nameFiles(files)).toBe(`${files.slice(0, 10).join(', ')} and 2 more`);
  });
});
