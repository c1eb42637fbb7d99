/**
 * Rewrites every pin of this action in the texts users copy — `.github/workflows/agent.yml`, the
 * README, `docs/` and `examples/` — to a commit, with its version in the comment:
 * - `--action <sha>`: every `your-org/mintlify-action@…`, `…/agent@…` and `…/analytics@…` (the
 *   action, root or sub-action);
 * - `--workflow <sha>`: every `your-org/mintlify-action/.github/workflows/agent.yml@…` (the
 *   reusable workflow, which itself pins the action: so its pin is a later commit than the action's);
 * - `--label <text>`: the comment after the pin, e.g. `v1.2.0`.
 * The release workflow runs it twice (the action at the tagged commit, then the reusable workflow
 * at the commit that pins it) and `scripts/check-pins.ts` after. The repository name is read from
 * package.json (`repository.url`). Prints each file it changed.
 *
 * Usage: `npm run pin -- --action <sha> [--workflow <sha>] --label v1.2.0`.
 * Runs directly under `node` (type stripping): erasable syntax only; no dependency.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files whose pins are rewritten, relative to the root: the reusable workflow, the README, docs/ and examples/. */
export async function pinnedFiles(root: string): Promise<string[]> {
  const under = async (dir: string, ext: RegExp) =>
    (await readdir(join(root, dir)))
      .filter((f) => ext.test(f))
      .sort()
      .map((f) => `${dir}/${f}`);
  return [
    '.github/workflows/agent.yml',
    'README.md',
    ...(await under('docs', /\.md$/)),
    ...(await under('examples', /\.ya?ml$/)),
  ];
}

/** This action's `owner/name`, from package.json's `repository.url` (`git+https://github.com/owner/name.git`). */
export async function actionRepository(root: string): Promise<string> {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { repository?: { url?: string } };
  const found = /github\.com\/([^/]+\/[^/.]+)/.exec(pkg.repository?.url ?? '')?.[1];
  if (!found) throw new Error('package.json has no repository.url on github.com');
  return found;
}

/** The pins to write: the action's commit, the reusable workflow's commit (either may be absent), the comment. */
export interface Pins {
  action?: string | undefined;
  workflow?: string | undefined;
  label: string;
}

/**
 * `text` with every pin of `repository` rewritten per `pins` (`@<40-hex> # <anything>` → `@<sha> # <label>`).
 * Pure.
 */
export function rewritePins(text: string, repository: string, pins: Pins): string {
  const name = repository.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(${name})((?:/[\\w./-]*)?)@[0-9a-f]{40}( # [^\\n\`]*)?`, 'g');
  return text.replace(pattern, (whole, repo: string, path: string) => {
    const sha = path.startsWith('/.github/workflows/') ? pins.workflow : pins.action;
    return sha === undefined ? whole : `${repo}${path}@${sha} # ${pins.label}`;
  });
}

/** Reads `--name value` arguments. */
function argument(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const pins: Pins = {
    action: argument(args, 'action'),
    workflow: argument(args, 'workflow'),
    label: argument(args, 'label') ?? '',
  };
  for (const sha of [pins.action, pins.workflow])
    if (sha !== undefined && !/^[0-9a-f]{40}$/.test(sha)) throw new Error(`not a full commit SHA: ${sha}`);
  if ((pins.action === undefined && pins.workflow === undefined) || !/^v?\d+(\.\d+)*([-+][\w.-]+)?$/.test(pins.label))
    throw new Error('usage: node scripts/pin-release.ts --action <sha> [--workflow <sha>] --label v1.2.0');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const repository = await actionRepository(root);
  for (const file of await pinnedFiles(root)) {
    const text = await readFile(join(root, file), 'utf8');
    const pinned = rewritePins(text, repository, pins);
    if (pinned !== text) {
      await writeFile(join(root, file), pinned);
      console.log(`pinned ${file}`);
    }
  }
}
