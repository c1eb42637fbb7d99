import * as core from '@actions/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeJobSummary } from '../../src/github/job-summary.ts';

let warnings: string[];
/** What `core.summary.write()` was asked to write, one string a call (no file is written). */
let written: string[];

beforeEach(() => {
  // One core.summary serves every test file of a worker: start from an empty buffer.
  core.summary.emptyBuffer();
  warnings = [];
  written = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    warnings.push(
      ...String(chunk)
        .split('\n')
        .filter((l) => l.startsWith('::warning')),
    );
    return true;
  });
  vi.spyOn(core.summary, 'write').mockImplementation(async () => {
    written.push(core.summary.stringify());
    return core.summary.emptyBuffer();
  });
});

afterEach(() => {
  core.summary.emptyBuffer();
  vi.restoreAllMocks();
});

describe('writeJobSummary', () => {
  it('writes what the mode adds to the summary, and warns of nothing', async () => {
    await writeJobSummary((summary) => summary.addRaw('<h2>Done</h2>', true));
    expect(written).toEqual(['<h2>Done</h2>\n']);
    expect(warnings).toEqual([]);
  });

  it('waits for a mode that builds its section asynchronously', async () => {
    await writeJobSummary(async (summary) => summary.addRaw(await Promise.resolve('<p>later</p>'), true));
    expect(written).toEqual(['<p>later</p>\n']);
  });

  it('turns a failure to build the summary into a warning, never an error', async () => {
    await expect(
      writeJobSummary(() => {
        throw new Error('no privacy rules');
      }),
    ).resolves.toBeUndefined();
    expect(written).toEqual([]);
    expect(warnings).toEqual(['::warning::Could not write the job summary: no privacy rules']);
  });

  it('turns a failure to write it into the same warning', async () => {
    vi.mocked(core.summary.write).mockRejectedValue(new Error('ENOSPC: no space left on device'));
    await expect(writeJobSummary((summary) => summary.addRaw('<p>x</p>', true))).resolves.toBeUndefined();
    expect(warnings).toEqual(['::warning::Could not write the job summary: ENOSPC: no space left on device']);
  });
});
