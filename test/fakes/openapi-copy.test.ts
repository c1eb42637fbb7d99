import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MINTLIFY_SPEC_FILES } from './openapi-validator.ts';

const shared = (name: string) => fileURLToPath(new URL(`../../../shared/reference/${name}`, import.meta.url));
const vendored = (name: string) => fileURLToPath(new URL(`./openapi/${name}`, import.meta.url));

describe('vendored OpenAPI specs', () => {
  it.skipIf(!existsSync(shared(MINTLIFY_SPEC_FILES[0] ?? '')))(
    'are byte-identical to the team reference copies in ../shared/reference',
    () => {
      for (const name of MINTLIFY_SPEC_FILES) {
        expect(readFileSync(vendored(name), 'utf8'), name).toBe(readFileSync(shared(name), 'utf8'));
      }
    },
  );
});
