/**
 * The pins of this action in the texts users copy (issue 46): `scripts/pin-release.ts` rewrites
 * them to a release's commits, and `scripts/check-pins.ts` fails CI when a pinned commit lacks a
 * file, an input or a secret that the same text uses. Before issue 46 every pin named
 * `0c97b0d…`, which has no `agent.yml`, no `repositories` and no caps: the check finds each.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gitHasCommit, gitReadAt, pinProblems, type ReadAt } from '../../scripts/check-pins.ts';
import { actionRepository, pinnedFiles, rewritePins } from '../../scripts/pin-release.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const REPO = 'your-org/mintlify-action';
const OLD = '0c97b0d952fd0fd11c2c1cc558d22dab1daf75a3';
const NEW = '1111111111111111111111111111111111111111';
const LATER = '2222222222222222222222222222222222222222';

/** The files of two commits: OLD has the root action without `repositories`; NEW has everything. */
const files: Record<string, Record<string, string>> = {
  [OLD]: { 'action.yml': 'inputs:\n  mode: {}\n  api-key: {}\n' },
  [NEW]: {
    'action.yml': 'inputs:\n  mode: {}\n  api-key: {}\n  repositories: {}\nruns:\n  main: dist/index.js\n',
    'dist/index.js': '',
    'agent/action.yml': 'inputs:\n  api-key: {}\nruns:\n  main: ../dist/agent.js\n',
    'dist/agent.js': '',
    '.github/workflows/agent.yml':
      'on:\n  workflow_call:\n    inputs:\n      project-id: {}\n    secrets:\n      MINTLIFY_API_KEY: {}\n',
  },
};
const readAt: ReadAt = (sha, path) => files[sha]?.[path];
const hasCommit = (sha: string) => sha in files;

const workflow = (sha: string, workflowSha = sha) => `jobs:
  a:
    steps:
      - uses: ${REPO}@${sha} # v1.0.0
        with:
          mode: reconcile
          repositories: acme/*
      - uses: ${REPO}/agent@${sha} # v1.0.0
        with:
          api-key: x
  b:
    uses: ${REPO}/.github/workflows/agent.yml@${workflowSha} # v1.0.0
    with:
      project-id: p
    secrets:
      MINTLIFY_API_KEY: k
`;

describe('check-pins', () => {
  it('finds a missing input, a missing file and a missing reusable workflow at the pinned commit', () => {
    const problems = pinProblems([{ file: 'examples/x.yml', text: workflow(OLD) }], REPO, readAt, hasCommit);
    expect(problems.map((p) => p.problem)).toEqual([
      'input repositories is not declared by action.yml at 0c97b0d952fd',
      'agent/action.yml does not exist at 0c97b0d952fd',
      '.github/workflows/agent.yml does not exist at 0c97b0d952fd',
    ]);
  });

  it('finds a commit that is not in the repository, and a secret the reusable workflow does not declare', () => {
    const text = `${workflow(NEW)}      MINTLIFY_OTHER: o\n`;
    expect(
      pinProblems(
        [{ file: 'README.md', text: `\`\`\`yaml\n${text}\`\`\`\n\nor ${REPO}@${LATER}.` }],
        REPO,
        readAt,
        hasCommit,
      ).map((p) => p.problem),
    ).toEqual([
      'secret MINTLIFY_OTHER is not declared by .github/workflows/agent.yml at 111111111111',
      `commit ${LATER} is not in this repository`,
    ]);
  });

  it('finds a pinned action whose bundle is not at that commit (dist/ not built there)', () => {
    const withoutBundle = { ...files[NEW] };
    delete withoutBundle['dist/agent.js'];
    const read: ReadAt = (sha, path) => (sha === NEW ? withoutBundle[path] : undefined);
    expect(pinProblems([{ file: 'x.yml', text: workflow(NEW) }], REPO, read, hasCommit).map((p) => p.problem)).toEqual([
      'dist/agent.js (runs.main/post of agent/action.yml) does not exist at 111111111111',
    ]);
  });

  it('passes pins to a commit that has everything their text uses', () => {
    expect(pinProblems([{ file: 'examples/x.yml', text: workflow(NEW) }], REPO, readAt, hasCommit)).toEqual([]);
  });

  it('passes every pin of this repository’s README, docs, examples and reusable workflow (git history)', async () => {
    const texts = await Promise.all(
      (await pinnedFiles(root)).map(async (file) => ({ file, text: await readFile(join(root, file), 'utf8') })),
    );
    expect(pinProblems(texts, await actionRepository(root), gitReadAt(root), gitHasCommit(root))).toEqual([]);
  });
});

describe('pin-release', () => {
  it('rewrites the action pins to the release commit and the reusable workflow pins to theirs, with the version', () => {
    const text = workflow(OLD);
    const pinned = rewritePins(text, REPO, { action: NEW, workflow: LATER, label: 'v1.1.0' });
    expect(pinned).toBe(workflow(NEW, LATER).replaceAll('# v1.0.0', '# v1.1.0'));
    // Only the action: the reusable workflow's pin is left for the second pass.
    expect(rewritePins(text, REPO, { action: NEW, label: 'v1.1.0' })).toContain(`agent.yml@${OLD} # v1.0.0`);
    expect(rewritePins(text, 'other/repo', { action: NEW, label: 'v1.1.0' })).toBe(text);
  });
});

describe('the release and CI workflows', () => {
  it('the release pins the action, then the reusable workflow, checks the pins and moves the major tag to that commit', async () => {
    const release = await readFile(join(root, '.github/workflows/release.yml'), 'utf8');
    const order = [
      'npm run pin -- --action "$sha" --label "$TAG"',
      'npm run pin -- --workflow "$workflow_sha" --label "$TAG"',
      'node scripts/check-pins.ts',
      'git push origin "HEAD:refs/heads/$DEFAULT_BRANCH"',
      'git tag -fa "$MAJOR" -m "$MAJOR: $TAG" "$PINNED"',
    ].map((line) => release.indexOf(line));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('CI checks the pins with the whole history (fetch-depth: 0)', async () => {
    const ci = await readFile(join(root, '.github/workflows/ci.yml'), 'utf8');
    expect(ci).toContain('fetch-depth: 0');
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['check-workflows']).toContain('node scripts/check-pins.ts');
  });
});
