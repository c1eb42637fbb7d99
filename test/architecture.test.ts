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
    ['src/github/event.ts', "import type { Marker } from '../follow-up/marker.ts';\nexport type M = Marker;\n"],
    ['src/follow-up/run.ts', "import { API_KEY_REQUIRED } from '../inputs.ts';\nexport const k = API_KEY_REQUIRED;\n"],
    ['src/page-views/summary.ts', "import { formatDuration } from '../follow-up/render-comment.ts';\nexport const f = formatDuration;\n"],
    ['src/format/escape.ts', "import { parsePullRequestUrl } from '../github/urls.ts';\nexport const p = parsePullRequestUrl;\n"],
    ['src/mintlify/client.ts', "import { runMainStep } from '../main.ts';\nexport const r = runMainStep;\n"],
    ['src/net/proxy.ts', "import { serverUrl } from '../github/urls.ts';\nexport const s = serverUrl;\n"],
    ['src/format/escape.ts', "import { proxyFor } from '../net/proxy.ts';\nexport const p = proxyFor;\n"],
  ])('fails an import that points up or sideways: %s', async (file, code) => {
    expect(await importViolations(file, code)).toEqual([expect.stringContaining('Imports point down')]);
  });

  it.each([
    ['src/follow-up/run.ts', "import type { FollowUpInputs } from './inputs.ts';\nimport { parsePullRequestUrl } from '../github/urls.ts';\nexport type I = FollowUpInputs;\nexport const p = parsePullRequestUrl;\n"],
    ['src/page-views/action.ts', "import { uploadArtifact } from '../export/artifact.ts';\nexport const u = uploadArtifact;\n"],
    ['src/mintlify/client.ts', "import { proxyFor } from '../net/proxy.ts';\nexport const p = proxyFor;\n"],
  ])('allows imports that point down: %s', async (file, code) => {
    expect(await importViolations(file, code)).toEqual([]);
  });
});
