import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkWorkflows, findUnpinnedUses, workflowFiles } from '../../scripts/check-pinned-actions.ts';

const SHA = '3d3c42e5aac5ba805825da76410c181273ba90b1';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A workflow whose one job has these steps (YAML lines, indented under `steps:`). */
function workflow(...steps: string[]): string {
  return (
    ['on: push', 'jobs:', '  a:', '    runs-on: ubuntu-latest', '    steps:', ...steps.map((s) => `      ${s}`)].join(
      '\n',
    ) + '\n'
  );
}

describe('findUnpinnedUses', () => {
  it('accepts a full commit SHA with the version in a comment, quoted or not, in a step or a job', () => {
    const text = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      `      - uses: actions/checkout@${SHA} # v7.0.1`,
      '      - name: x',
      `        uses: "actions/setup-node@${SHA}"   #v7`,
      `      - uses: 'github/codeql-action/init@${SHA}' # v3.28.0`,
      '  reusable:',
      `    uses: octo-org/workflows/.github/workflows/build.yml@${SHA} # v2.1.0`,
    ].join('\n');
    expect(findUnpinnedUses(text)).toEqual([]);
  });

  it('accepts local actions and docker images', () => {
    expect(
      findUnpinnedUses(workflow('- uses: ./', '- uses: ./.github/actions/setup', '- uses: docker://alpine:3.20')),
    ).toEqual([]);
  });

  it('refuses a tag, a branch, a short SHA, a missing ref and an expression, naming the line', () => {
    const found = findUnpinnedUses(
      workflow(
        '- uses: actions/checkout@v4',
        '- uses: actions/setup-node@main # v7',
        '- uses: actions/upload-artifact@ea165f8 # v4.6.2',
        '- uses: actions/cache',
        '- uses: ${{ matrix.action }}@v1',
      ),
    );
    expect(found.map((f) => [f.line, f.uses])).toEqual([
      [6, 'actions/checkout@v4'],
      [7, 'actions/setup-node@main'],
      [8, 'actions/upload-artifact@ea165f8'],
      [9, 'actions/cache'],
      [10, '${{ matrix.action }}@v1'],
    ]);
    expect(found[0]?.reason).toBe(
      '"v4" is a tag or branch, which can be moved: pin it to the full commit SHA it points at, with the version in a comment (actions/checkout@<40-hex sha> # v4)',
    );
  });

  it('refuses a reusable workflow by tag', () => {
    expect(
      findUnpinnedUses('on: push\njobs:\n  build:\n    uses: octo-org/workflows/.github/workflows/build.yml@v2\n').map(
        (f) => f.line,
      ),
    ).toEqual([4]);
  });

  it('refuses a SHA without the version comment', () => {
    expect(
      findUnpinnedUses(workflow(`- uses: actions/checkout@${SHA}`, `- uses: actions/checkout@${SHA} # latest`)).map(
        (f) => f.line,
      ),
    ).toEqual([6, 7]);
  });

  it('ignores uses: inside a run script and in comments', () => {
    expect(
      findUnpinnedUses(
        workflow(
          '# - uses: actions/checkout@v4',
          '- run: |',
          '    echo "uses: owner/repo@v1"',
          '    uses: owner/repo@v1',
        ),
      ),
    ).toEqual([]);
  });
});

describe('checkWorkflows (scripts/check-pinned-actions.ts, run by .ci/run)', () => {
  it("passes on the repository's own workflows: every uses: pinned, actionlint clean", async () => {
    const files = await workflowFiles(ROOT);
    expect(files.length).toBeGreaterThan(0);
    expect(await checkWorkflows(files, ROOT)).toEqual([]);
  });

  it("names the file, the line and the fix for an unpinned uses:, and actionlint's findings", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pinned-'));
    try {
      const file = join(dir, 'bad.yml');
      await writeFile(
        file,
        workflow('- uses: actions/checkout@v4', '- run: echo ${{ github.event.nope.nope }}', '  shell: nosuchshell'),
      );
      const problems = await checkWorkflows([file], dir);
      expect(problems[0]).toBe(
        'bad.yml:6: uses: actions/checkout@v4: "v4" is a tag or branch, which can be moved: pin it to the full commit SHA it points at, with the version in a comment (actions/checkout@<40-hex sha> # v4)',
      );
      expect(problems.slice(1)).toEqual([expect.stringMatching(/^bad\.yml:8:\d+: actionlint \[shell-name\]/)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
