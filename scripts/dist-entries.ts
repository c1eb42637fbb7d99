/**
 * Writes the sub-actions' entry files beside the bundle (`npm run build`, after ncc): `dist/agent.js`
 * and `dist/analytics.js`, each one line that loads `dist/index.js`. The runner starts the file a
 * sub-action's `runs.main` names (`../dist/agent.js`), and the bundle reads which sub-action runs
 * from that file's name (`src/sub-actions.ts`): one bundle, no second build.
 *
 * Usage: `node scripts/dist-entries.ts`. Runs directly under `node` (type stripping): erasable syntax only.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The sub-actions (folders beside the root action.yml), each with an entry file in dist/. */
export const ENTRY_NAMES = ['agent', 'analytics'] as const;

/** The content of the entry file of sub-action `name`. */
export function entryFile(name: string): string {
  return `// ${name}/action.yml runs this file: the one bundle (dist/index.js), which reads the sub-action from this file's name.\nimport './index.js';\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  for (const name of ENTRY_NAMES) await writeFile(`${dist}${name}.js`, entryFile(name));
}
