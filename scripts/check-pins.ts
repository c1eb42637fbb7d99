/**
 * CI check (`npm run check-workflows`) that every pin of this action in the texts users copy —
 * `.github/workflows/agent.yml`, the README, `docs/` and `examples/` (`scripts/pin-release.ts`
 * lists them) — names a commit of this repository that has what the same text uses:
 * - the commit exists (the check needs the history: CI checks out with `fetch-depth: 0`);
 * - the file exists there: `action.yml` for `owner/name@…`, `agent/action.yml` for `…/agent@…`,
 *   `.github/workflows/agent.yml` for the reusable workflow; and the files an action runs
 *   (`runs.main`, `runs.post`, e.g. `dist/agent.js`: the pin must name a commit with the built bundle);
 * - every input under the pin's `with:` is declared there (an action's `inputs`, the reusable
 *   workflow's `on.workflow_call.inputs`), and every secret under a reusable workflow call's
 *   `secrets:` is one of its `on.workflow_call.secrets`.
 * Read from the YAML of each file, and of each ```yaml block of a Markdown page; a pin anywhere
 * else in a text is checked for its commit and file. Prints one line per problem and exits 1 when
 * there is any.
 *
 * Usage: `node scripts/check-pins.ts`. Runs directly under `node` (type stripping): erasable syntax only.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { actionRepository, pinnedFiles } from './pin-release.ts';

/** One pin that lacks what its text uses. */
export interface PinProblem {
  file: string;
  uses: string;
  problem: string;
}

/** A file at a commit: its text, or `undefined` when the commit or the file does not exist. */
export type ReadAt = (sha: string, path: string) => string | undefined;

/** {@link ReadAt} over this repository's git objects (`git show <sha>:<path>`). */
export function gitReadAt(root: string): ReadAt {
  const cache = new Map<string, string | undefined>();
  return (sha, path) => {
    const key = `${sha}:${path}`;
    if (!cache.has(key)) cache.set(key, show(root, key));
    return cache.get(key);
  };
}

/** `git show <object>`, or `undefined` when it does not exist. */
function show(root: string, object: string): string | undefined {
  try {
    return execFileSync('git', ['show', object], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

/** True when commit `sha` exists in the repository at `root`. */
export function gitHasCommit(root: string): (sha: string) => boolean {
  const cache = new Map<string, boolean>();
  return (sha) => {
    if (!cache.has(sha)) {
      try {
        execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: root, stdio: 'ignore' });
        cache.set(sha, true);
      } catch {
        cache.set(sha, false);
      }
    }
    return cache.get(sha) === true;
  };
}

/** A use of the action in a text: its `uses:` value and the `with:` and `secrets:` keys next to it. */
interface Use {
  uses: string;
  inputs: string[];
  secrets: string[];
}

/** Every map with a `uses:` string in `node` (any depth), with its `with:` and `secrets:` keys. */
function usesIn(node: unknown, found: Use[] = []): Use[] {
  if (Array.isArray(node)) for (const item of node) usesIn(item, found);
  else if (node !== null && typeof node === 'object') {
    const map = node as Record<string, unknown>;
    if (typeof map.uses === 'string') {
      const keys = (value: unknown) =>
        value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
      found.push({ uses: map.uses, inputs: keys(map.with), secrets: keys(map.secrets) });
    }
    for (const value of Object.values(map)) usesIn(value, found);
  }
  return found;
}

/** The YAML texts of a file: the file itself, or a Markdown page's ```yaml blocks. */
function yamlTexts(file: string, text: string): string[] {
  if (!file.endsWith('.md')) return [text];
  return [...text.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

/**
 * The problems of the pins of `repository` in `texts` (file → text), read at their commits with
 * `readAt` and `hasCommit`. Pure but for those two.
 */
export function pinProblems(
  texts: ReadonlyArray<{ file: string; text: string }>,
  repository: string,
  readAt: ReadAt,
  hasCommit: (sha: string) => boolean,
): PinProblem[] {
  const name = repository.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pin = new RegExp(`^${name}((?:/[\\w./-]*)?)@([0-9a-f]{40})$`);
  const anywhere = new RegExp(`${name}((?:/[\\w./-]*)?)@([0-9a-f]{40})`, 'g');
  const problems: PinProblem[] = [];
  const seen = new Set<string>();
  const check = (file: string, use: Use): void => {
    const match = pin.exec(use.uses);
    if (!match) return;
    const [, path = '', sha = ''] = match;
    const key = `${file} ${use.uses} ${use.inputs.join()} ${use.secrets.join()}`;
    if (seen.has(key)) return;
    seen.add(key);
    const report = (problem: string) => {
      if (!problems.some((p) => p.file === file && p.uses === use.uses && p.problem === problem))
        problems.push({ file, uses: use.uses, problem });
    };
    if (!hasCommit(sha)) {
      report(`commit ${sha} is not in this repository`);
      return;
    }
    const workflow = path.startsWith('/.github/workflows/');
    const target = workflow ? path.slice(1) : `${path.slice(1)}${path ? '/' : ''}action.yml`;
    const content = readAt(sha, target);
    if (content === undefined) {
      report(`${target} does not exist at ${sha.slice(0, 12)}`);
      return;
    }
    const parsed = parse(content) as {
      runs?: { main?: string; post?: string };
      inputs?: Record<string, unknown>;
      on?: { workflow_call?: { inputs?: Record<string, unknown>; secrets?: Record<string, unknown> } };
    };
    if (!workflow)
      for (const run of new Set([parsed.runs?.main, parsed.runs?.post])) {
        if (run === undefined) continue;
        const file = posix.normalize(posix.join(posix.dirname(target), run));
        if (readAt(sha, file) === undefined)
          report(`${file} (runs.main/post of ${target}) does not exist at ${sha.slice(0, 12)}`);
      }
    const declared = workflow ? parsed.on?.workflow_call?.inputs : parsed.inputs;
    for (const input of use.inputs)
      if (!(input in (declared ?? {}))) report(`input ${input} is not declared by ${target} at ${sha.slice(0, 12)}`);
    if (workflow)
      for (const secret of use.secrets)
        if (!(secret in (parsed.on?.workflow_call?.secrets ?? {})))
          report(`secret ${secret} is not declared by ${target} at ${sha.slice(0, 12)}`);
  };
  for (const { file, text } of texts) {
    for (const block of yamlTexts(file, text)) {
      let doc: unknown;
      try {
        doc = parse(block);
      } catch {
        continue;
      }
      for (const use of usesIn(doc)) check(file, use);
    }
    // A pin named anywhere else (prose, a snippet that is not YAML): its commit and file.
    for (const match of text.matchAll(anywhere)) check(file, { uses: match[0], inputs: [], secrets: [] });
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = await pinnedFiles(root);
  const texts = await Promise.all(
    files.map(async (file) => ({ file, text: await readFile(join(root, file), 'utf8') })),
  );
  const problems = pinProblems(texts, await actionRepository(root), gitReadAt(root), gitHasCommit(root));
  for (const p of problems) console.log(`${p.file}: ${p.uses}: ${p.problem}`);
  if (problems.length > 0) {
    console.log(
      `${problems.length} pins lack what their text uses: pin them to a commit that has it (npm run pin -- --action <sha> [--workflow <sha>] --label <version>).`,
    );
    process.exit(1);
  }
  console.log(`Every pin of the action in ${files.length} files names a commit that has what its text uses.`);
}
