import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manifestMacText } from '../../src/export/manifest/manifest-mac.ts';
import { readPreviousSnapshot } from '../../src/findings/previous-snapshot.ts';

const KEY = { apiKey: 'mint_test_key_0123456789', projectId: 'proj_123' };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'previous-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ARTIFACT = { id: 77, name: 'mintlify-analytics', createdAt: '2026-11-16T06:00:00Z', runId: 41 };
const runOf = (runId: number) => ({
  repository: 'acme/docs',
  runId,
  runAttempt: null,
  url: `https://github.com/acme/docs/actions/runs/${runId}`,
});

async function file(name: string, text: string): Promise<{ name: string; bytes: number; sha256: string }> {
  await writeFile(join(dir, name), text);
  return { name, bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
}

async function snapshot(overrides: Record<string, unknown> = {}): Promise<void> {
  const views = await file(
    'views.json',
    JSON.stringify({
      views: [{ path: '/quickstart', human: 90, ai: 10, total: 100 }],
      totals: { human: 90, ai: 10, total: 100 },
    }),
  );
  const manifest = {
    generator: 'mintlify-action',
    mode: 'analytics',
    complete: true,
    projectId: 'proj_123',
    dateFrom: '2026-11-09',
    dateTo: '2026-11-16',
    period: 'previous-week',
    datasets: {
      views: { complete: true, status: 'complete', rows: 1, files: [views] },
      feedback: { complete: true, rows: 12, files: [] },
    },
    ...overrides,
  };
  const text = JSON.stringify(manifest);
  await writeFile(join(dir, 'manifest.json'), text);
  await writeFile(join(dir, 'manifest.sig'), manifestMacText(KEY, Buffer.from(text)));
}

describe('readPreviousSnapshot', () => {
  it('reads a snapshot after a key rotation, and refuses one whose manifest.sig does not match its manifest for this project, before reading any other file', async () => {
    await snapshot();
    expect(
      (await readPreviousSnapshot(dir, { ...KEY, apiKey: 'mint_rotated_in_key' }, ARTIFACT, runOf)).snapshot,
    ).toBeDefined();
    expect(await readPreviousSnapshot(dir, { ...KEY, projectId: 'proj_other' }, ARTIFACT, runOf)).toMatchObject({
      reason: expect.stringMatching(/manifest.sig does not match its manifest.json for this project/),
    });
    await writeFile(join(dir, 'manifest.json'), JSON.stringify({ generator: 'mintlify-action', planted: true }));
    expect(await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf)).toMatchObject({
      reason: expect.stringMatching(/does not match/),
    });
    await writeFile(join(dir, 'manifest.sig'), 'x'.repeat(1000));
    expect(await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf)).toMatchObject({
      reason: expect.stringMatching(/manifest.sig is larger than 256 bytes/),
    });
  });

  it('reads the range, the views per page and the headline of a snapshot without findings.json', async () => {
    await snapshot();
    const read = await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf);
    expect(read.snapshot).toMatchObject({
      range: { dateFrom: '2026-11-09', dateTo: '2026-11-16', period: 'previous-week', days: 7 },
      run: { runId: 41 },
      artifactId: 77,
      views: new Map([['/quickstart', 100]]),
      headline: { 'views-total': 100, 'views-ai': 10, 'ai-share': 0.1, feedback: 12 },
      findings: undefined,
    });
  });

  it.each([
    ['another project', { projectId: 'proj_other' }, /another project/],
    ['a partial snapshot', { complete: false }, /partial snapshot/],
    ['another mode', { mode: 'page-views' }, /not an analytics snapshot/],
  ])('refuses %s with the reason', async (_name, overrides, reason) => {
    await snapshot(overrides);
    const read = await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf);
    expect(read.snapshot).toBeUndefined();
    expect(read.snapshot === undefined && read.reason).toMatch(reason);
  });

  it('refuses a folder without a manifest and a file that does not match the manifest', async () => {
    expect(await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf)).toMatchObject({
      reason: expect.stringMatching(/no manifest.sig/),
    });
    await writeFile(join(dir, 'manifest.sig'), manifestMacText(KEY, Buffer.from('{}')));
    expect(await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf)).toMatchObject({
      reason: expect.stringMatching(/no manifest.json/),
    });
    await snapshot();
    await writeFile(join(dir, 'views.json'), '{"views":[],"totals":null}');
    expect(await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf)).toMatchObject({
      reason: expect.stringMatching(/views.json does not match/),
    });
  });

  it.each(['manifest.json', 'manifest.sig', '../history.json'])(
    'refuses a snapshot whose manifest lists %s among its files, as resume does, even a file it would not read',
    async (name) => {
      const listed = { name, bytes: 2, sha256: createHash('sha256').update('{}').digest('hex') };
      await snapshot({ files: [listed] });
      expect(await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf)).toEqual({
        snapshot: undefined,
        reason: `artifact mintlify-analytics (77) of run 41 is not used: its manifest lists a file outside the snapshot (${JSON.stringify(name)})`,
      });
    },
  );
});

describe('readPreviousSnapshot: history.json', () => {
  const entry = {
    dateFrom: '2026-11-09',
    dateTo: '2026-11-16',
    days: 7,
    generatedAt: '2026-11-16T06:00:00Z',
    complete: true,
    headline: { 'views-total': 100 },
    findings: [{ id: 'content-gap:abc', level: 7 }],
  };

  it('reads the history its manifest lists, and the human and AI views per page', async () => {
    const history = await file(
      'history.json',
      JSON.stringify({ generator: 'mintlify-action', version: 1, projectId: 'proj_123', snapshots: [entry] }),
    );
    await snapshot({ files: [history] });
    const read = await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf);
    expect(read.snapshot).toMatchObject({
      history: [entry],
      historyProblem: undefined,
      pageTraffic: new Map([['/quickstart', [90, 10]]]),
    });
  });

  it.each([
    ['none', async () => [], 'it has no history.json'],
    ['one that is not JSON', async () => [await file('history.json', '{')], 'history.json is not JSON'],
    [
      "another project's",
      async () => [
        await file(
          'history.json',
          JSON.stringify({ generator: 'mintlify-action', version: 1, projectId: 'proj_other', snapshots: [] }),
        ),
      ],
      'history.json is the history of another project',
    ],
  ])(
    'uses the snapshot all the same when its history is %s, saying why the history starts anew',
    async (_name, files, problem) => {
      await snapshot({ files: await files() });
      const read = await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf);
      expect(read.snapshot).toMatchObject({
        history: undefined,
        historyProblem: problem,
        views: new Map([['/quickstart', 100]]),
      });
    },
  );

  it('uses the snapshot when its history.json does not match the manifest', async () => {
    const history = await file(
      'history.json',
      JSON.stringify({ generator: 'mintlify-action', version: 1, projectId: 'proj_123', snapshots: [entry] }),
    );
    await snapshot({ files: [history] });
    await writeFile(join(dir, 'history.json'), '{"x":1}');
    const read = await readPreviousSnapshot(dir, KEY, ARTIFACT, runOf);
    expect(read.snapshot).toMatchObject({
      history: undefined,
      historyProblem: 'history.json does not match the size and SHA-256 its manifest lists',
    });
  });
});
