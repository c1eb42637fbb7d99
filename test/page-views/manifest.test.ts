import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOwnManifest } from '../../src/export/output-dir.ts';
import { buildManifest, writeManifest, type ManifestFacts } from '../../src/page-views/manifest.ts';

const FACTS: ManifestFacts = {
  projectId: 'proj_123',
  range: { dateFrom: '2026-01-01', dateTo: '2026-01-08', period: 'last-7-days' },
  pageSize: 250,
  maxRequests: 100,
  formats: ['json', 'csv'],
  rows: 1234,
  pages: 5,
  requests: 5,
  startedAt: new Date('2026-01-08T06:17:00Z'),
  finishedAt: new Date('2026-01-08T06:17:02.5Z'),
  totals: { human: 3, ai: 2, total: 5, extra: 'dropped' },
  files: [{ path: '/out/page-views.json', bytes: 10, sha256: 'a'.repeat(64) }],
  duplicates: { count: 0, examples: [], checkedRows: 1234, truncated: false },
  totalsChanged: false,
  stopped: undefined,
};

describe('buildManifest', () => {
  it('describes a complete export: parameters, counts, ISO times, totals and files by base name, in the documented order', () => {
    const manifest = buildManifest(FACTS);
    expect(manifest).toEqual({
      generator: 'mintlify-action',
      mode: 'page-views',
      complete: true,
      projectId: 'proj_123',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-08',
      period: 'last-7-days',
      pageSize: 250,
      maxRequests: 100,
      formats: ['json', 'csv'],
      rows: 1234,
      pages: 5,
      requests: 5,
      startedAt: '2026-01-08T06:17:00.000Z',
      finishedAt: '2026-01-08T06:17:02.500Z',
      totals: { human: 3, ai: 2, total: 5 },
      files: [{ name: 'page-views.json', bytes: 10, sha256: 'a'.repeat(64) }],
      duplicates: { count: 0, examples: [], checkedRows: 1234 },
      totalsChanged: false,
    });
    expect(Object.keys(manifest)).toEqual([
      'generator', 'mode', 'complete', 'projectId', 'dateFrom', 'dateTo', 'period', 'pageSize', 'maxRequests', 'formats', 'rows', 'pages', 'requests',
      'startedAt', 'finishedAt', 'totals', 'files', 'duplicates', 'totalsChanged',
    ]);
  });

  it('flags a partial export with the error and the offset reached, and null for what is unknown', () => {
    const manifest = buildManifest({
      ...FACTS,
      range: { dateFrom: undefined, dateTo: undefined, period: undefined },
      totals: undefined,
      stopped: { error: 'GET /v1/analytics/{projectId}/views failed with HTTP 500 at offset 0', offset: 0 },
    });
    expect(manifest).toMatchObject({
      complete: false,
      dateFrom: null,
      dateTo: null,
      period: null,
      totals: null,
      error: 'GET /v1/analytics/{projectId}/views failed with HTTP 500 at offset 0',
      stoppedAtOffset: 0,
    });
  });
});

describe('writeManifest', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pv-manifest-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes manifest.json as indented JSON that the action recognises as its own, and leaves no temporary file', async () => {
    const written = await writeManifest(dir, buildManifest(FACTS));
    expect(written.path).toBe(join(dir, 'manifest.json'));
    expect(await readdir(dir)).toEqual(['manifest.json']);
    const text = await readFile(written.path, 'utf8');
    expect(JSON.parse(text)).toEqual(buildManifest(FACTS));
    expect(isOwnManifest(text)).toBe(true);
    expect(text).toMatch(/^\{\n {2}"generator": "mintlify-action",\n {2}"mode": "page-views",\n {2}"complete": true,\n/);
  });
});
