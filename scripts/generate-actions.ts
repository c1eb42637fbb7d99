/**
 * Generates the sub-actions' `action.yml` (`agent/action.yml`, `analytics/action.yml`) from the
 * root `action.yml` (each input's description, `required` and default), the input table and the
 * mode schemas (`modeInputNames`: which inputs each mode reads) and `src/sub-actions.ts` (which
 * modes each sub-action runs). A sub-action declares exactly the inputs its modes read, in the
 * root's order, with the root's defaults; its outputs are those of its modes. The mode prefix of
 * a description ("follow-up, analytics: …") keeps only the sub-action's modes, and is dropped
 * when the sub-action has one mode. `test/docs/sub-actions.test.ts` fails when a committed file
 * differs from what this writes.
 *
 * Usage: `npm run generate-actions` (after adding an input to the table, its mode schema and the
 * root action.yml). Runs directly under `node` (type stripping): erasable syntax only.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { parse, stringify } from 'yaml';
import { modeInputNames } from '../src/inputs.ts';
import { SUB_ACTIONS, type SubActionName } from '../src/sub-actions.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface RootAction {
  author: string;
  branding: Record<string, string>;
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const MODE_NAMES = ['follow-up', 'page-views', 'analytics', 'reconcile', 'doctor'];
const PREFIX =
  /^((?:follow-up|page-views|analytics|reconcile|doctor)(?:, (?:follow-up|page-views|analytics|reconcile|doctor))*): /;

/**
 * `description` with its mode prefix narrowed to `modes`; `undefined` when it names modes and none of `modes`.
 * Without a prefix it is for every mode.
 */
function narrow(description: string, modes: readonly string[]): { text: string; forModes: boolean } {
  const found = PREFIX.exec(description);
  if (!found) return { text: description, forModes: true };
  const named = (found[1] ?? '').split(', ').filter((m) => MODE_NAMES.includes(m));
  const kept = named.filter((m) => modes.includes(m));
  const rest = description.slice(found[0].length);
  if (kept.length === 0) return { text: rest, forModes: false };
  return { text: modes.length === 1 ? rest : `${kept.join(', ')}: ${rest}`, forModes: true };
}

/**
 * The text of sub-action `name`'s action.yml, formatted by Prettier like every YAML file here.
 * @param rootYml the root action.yml's text.
 */
export async function subActionYml(name: SubActionName, rootYml: string): Promise<string> {
  const sub = SUB_ACTIONS[name];
  const action = parse(rootYml) as RootAction;
  const reads = new Set(sub.modes.flatMap((mode) => modeInputNames(mode)));
  const inputs: Record<string, { description: string; required: boolean; default?: string }> = {};
  for (const [input, spec] of Object.entries(action.inputs)) {
    if (!reads.has(input) || sub.leaveOut.includes(input)) continue;
    inputs[input] = {
      description: narrow(spec.description, sub.modes).text,
      required: spec.required === true,
      ...(spec.default === undefined ? {} : { default: spec.default }),
    };
  }
  const outputs: Record<string, { description: string }> = {};
  for (const [output, spec] of Object.entries(action.outputs)) {
    const { text, forModes } = narrow(spec.description, sub.modes);
    if (forModes) outputs[output] = { description: text };
  }
  const entry = `../dist/${name}.js`;
  const yml = {
    name: sub.title,
    description: sub.description,
    author: action.author,
    branding: action.branding,
    inputs,
    outputs,
    runs: { using: 'node24', main: entry, ...(sub.post ? { post: entry, 'post-if': 'always()' } : {}) },
  };
  const header = `# Generated from ../action.yml, src/input-fields.ts and the mode schemas by \`npm run generate-actions\`\n# (scripts/generate-actions.ts): do not edit by hand. Runs the one bundle through ${entry}.\n`;
  return format(header + stringify(yml, { lineWidth: 0 }), { parser: 'yaml', printWidth: 120, singleQuote: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rootYml = await readFile(`${root}action.yml`, 'utf8');
  for (const name of Object.keys(SUB_ACTIONS) as SubActionName[]) {
    await writeFile(`${root}${name}/action.yml`, await subActionYml(name, rootYml));
    console.log(`wrote ${name}/action.yml`);
  }
}
