/** The young generation stops growing once an export starts (peak RSS of large exports). */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('../../../src/export/runtime/young-generation.ts', import.meta.url));

/** New-space size in MB of a fresh Node process after churning through short-lived rows, with or without the call first. */
async function newSpaceAfterChurn(stop: boolean): Promise<number> {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8';
    ${stop ? `const { stopYoungGenerationGrowth } = await import(${JSON.stringify(MODULE)}); stopYoungGenerationGrowth();` : ''}
    let page = [];
    for (let i = 0; i < 2_000_000; i += 1) {
      page.push({ path: '/docs/page-' + i, total: i });
      if (page.length === 1000) page = [];
    }
    const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    process.stdout.write(String(space.space_size / 1024 / 1024));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return Number(stdout);
}

describe('stopYoungGenerationGrowth', () => {
  it('keeps the young generation at a few MB where it would otherwise grow', async () => {
    const [grown, stopped] = await Promise.all([newSpaceAfterChurn(false), newSpaceAfterChurn(true)]);
    expect(stopped).toBeLessThanOrEqual(8);
    expect(grown).toBeGreaterThan(stopped);
  });
});
