import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** Lint messages of the import-direction rule for `code` as if it were the file `filePath`. */
async function importViolations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import direction (npm run lint)', () => {
  it.each([
    ['src/github/event.ts', "import type { Marker } from '../agent-job/marker.ts';\nexport type M = Marker;\n"],
    [
      'src/agent-job/report-end.ts',
      "import { steerAgentJob } from '../follow-up/run.ts';\nexport const s = steerAgentJob;\n",
    ],
    ['src/reconcile/run.ts', "import { steerAgentJob } from '../follow-up/run.ts';\nexport const s = steerAgentJob;\n"],
    ['src/follow-up/run.ts', "import { reconcile } from '../reconcile/run.ts';\nexport const r = reconcile;\n"],
    ['src/follow-up/run.ts', "import { API_KEY_REQUIRED } from '../inputs.ts';\nexport const k = API_KEY_REQUIRED;\n"],
    [
      'src/page-views/summary.ts',
      "import { renderReply } from '../follow-up/report/render-reply.ts';\nexport const f = renderReply;\n",
    ],
    [
      'src/format/escape.ts',
      "import { parsePullRequestUrl } from '../github/urls.ts';\nexport const p = parsePullRequestUrl;\n",
    ],
    ['src/mintlify/client.ts', "import { runMainStep } from '../main.ts';\nexport const r = runMainStep;\n"],
    ['src/net/proxy.ts', "import { serverUrl } from '../github/urls.ts';\nexport const s = serverUrl;\n"],
    ['src/format/escape.ts', "import { proxyFor } from '../net/proxy.ts';\nexport const p = proxyFor;\n"],
  ])('fails an import that points up or sideways: %s', async (file, code) => {
    expect(await importViolations(file, code)).toEqual([expect.stringContaining('Imports point down')]);
  });

  it.each([
    [
      'src/follow-up/run.ts',
      "import type { FollowUpInputs } from './inputs.ts';\nimport { parsePullRequestUrl } from '../github/urls.ts';\nexport type I = FollowUpInputs;\nexport const p = parsePullRequestUrl;\n",
    ],
    ['src/page-views/action.ts', "import { runExport } from '../export/run.ts';\nexport const r = runExport;\n"],
    [
      'src/reconcile/run.ts',
      "import { reportProgressEnd } from '../agent-job/report-end.ts';\nexport const r = reportProgressEnd;\n",
    ],
    [
      'src/analytics/triage/run-triage.ts',
      "import { AGENT_LABEL_STYLE } from '../../agent-job/label.ts';\nexport const s = AGENT_LABEL_STYLE;\n",
    ],
    ['src/mintlify/client.ts', "import { proxyFor } from '../net/proxy.ts';\nexport const p = proxyFor;\n"],
  ])('allows imports that point down: %s', async (file, code) => {
    expect(await importViolations(file, code)).toEqual([]);
  });

  it('keeps src/ free of import cycles (type-only imports included)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { dirname, join, normalize } = await import('node:path');
    const root = new URL('../src/', import.meta.url).pathname;
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const edges = new Map<string, string[]>();
    for (const file of files) {
      const text = await readFile(join(root, file), 'utf8');
      const targets = [...text.matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)].map((m) =>
        normalize(join(dirname(file), m[1] ?? '')),
      );
      edges.set(file, targets);
    }
    const cycles = new Set<string>();
    const done = new Set<string>();
    const visit = (file: string, path: string[]): void => {
      const at = path.indexOf(file);
      if (at >= 0) {
        cycles.add([...path.slice(at), file].join(' → '));
        return;
      }
      if (done.has(file)) return;
      for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of files) visit(file, []);
    expect([...cycles]).toEqual([]);
  });
});
