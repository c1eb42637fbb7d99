import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** Messages of the import rule (`npm run lint`) for `code` as if it were the file `filePath`. */
async function importMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const HMAC = "import { createHmac } from 'node:crypto';\nexport const h = createHmac;\n";

describe('signing is one low layer (npm run lint)', () => {
  it.each(['src/agent-job/marker.ts', 'src/findings/marker.ts', 'src/export/manifest/manifest-mac.ts', 'src/main.ts'])(
    'fails a MAC or key derivation written outside src/signing/: %s',
    async (file) => {
      expect(await importMessages(file, HMAC)).toEqual([expect.stringContaining('src/signing/signer.ts')]);
      expect(
        await importMessages(file, "import { hkdfSync } from 'node:crypto';\nexport const k = hkdfSync;\n"),
      ).toEqual([expect.stringContaining('src/signing/signer.ts')]);
    },
  );

  it('allows other uses of node:crypto (hashes, ids) anywhere', async () => {
    expect(
      await importMessages(
        'src/export/temp-file.ts',
        "import { createHash } from 'node:crypto';\nexport const h = createHash;\n",
      ),
    ).toEqual([]);
  });

  it('lets src/signing/ compute MACs but import nothing of the project outside its folder', async () => {
    expect(await importMessages('src/signing/signer.ts', HMAC)).toEqual([]);
    expect(
      await importMessages(
        'src/signing/signer.ts',
        "import { JOB_ID_PATTERN } from '../mintlify/schemas.ts';\nexport const p = JOB_ID_PATTERN;\n",
      ),
    ).toEqual([expect.stringContaining('Imports point down')]);
    expect(
      await importMessages(
        'src/signing/signer.ts',
        "import { errorMessage } from '../errors.ts';\nexport const e = errorMessage;\n",
      ),
    ).toEqual([expect.stringContaining('Imports point down')]);
  });

  it.each(['src/agent-job/marker.ts', 'src/findings/marker.ts', 'src/export/manifest/manifest-mac.ts'])(
    'lets its callers import it: %s',
    async (file) => {
      expect(
        await importMessages(file, "import { signerFor } from '../signing/signer.ts';\nexport const s = signerFor;\n"),
      ).toEqual([]);
    },
  );
});
