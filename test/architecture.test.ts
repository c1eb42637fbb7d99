import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** Lint messages of the import-direction rules for `code` as if it were the file `filePath` (`import()` included). */
async function importViolations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
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
    // Dynamic imports, and the subfolders of a mode (issue 40's review).
    ['src/analytics/action.ts', "export const m = () => import('../page-views/action.ts');\n"],
    ['src/follow-up/report/render-reply.ts', "export const m = () => import('../../reconcile/run.ts');\n"],
    ['src/analytics/triage/plan.ts', "import { parseInputs } from '../../inputs.ts';\nexport const p = parseInputs;\n"],
    ['src/follow-up/prompt/pr-context.ts', "export const m = () => import('../../main.ts');\n"],
    [
      'src/format/escape.ts',
      "import { FINDINGS_FILE_NAME } from '../findings/types.ts';\nexport const f = FINDINGS_FILE_NAME;\n",
    ],
    ['src/format/escape.ts', "export const m = () => import('../signing/signer.ts');\n"],
    ['src/errors.ts', "import { proxyFor } from './net/proxy.ts';\nexport const p = proxyFor;\n"],
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
    [
      'src/analytics/triage/plan.ts',
      "import type { AnalyticsInputs } from '../inputs.ts';\nexport type I = AnalyticsInputs;\n",
    ],
    ['src/main.ts', "export const m = () => import('./follow-up/action.ts');\n"],
    ['src/follow-up/action.ts', "export const m = () => import('../github/octokit.ts');\n"],
  ])('allows imports that point down: %s', async (file, code) => {
    expect(await importViolations(file, code)).toEqual([]);
  });

  it.each([
    "import { createHmac } from 'crypto';\nexport const h = createHmac;\n",
    "import crypto from 'node:crypto';\nexport const h = crypto.createHmac('sha256', 'k');\n",
    "export const h = async () => {\n  const { timingSafeEqual } = await import('node:crypto');\n  return timingSafeEqual;\n};\n",
  ])('keeps key derivation and MACs in src/signing/, however they are reached: %j', async (code) => {
    expect(await importViolations('src/github/issues.ts', code)).toEqual([
      expect.stringContaining('src/signing/signer.ts'),
    ]);
    expect(await importViolations('src/signing/signer.ts', code)).toEqual([]);
  });

  it('keeps src/ free of import cycles (type-only imports included)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { dirname, join, normalize } = await import('node:path');
    const root = new URL('../src/', import.meta.url).pathname;
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const edges = new Map<string, string[]>();
    for (const file of files) {
      const text = await readFile(join(root, file), 'utf8');
      const targets = [...text.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+\.ts)'/g)].map((m) =>
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
