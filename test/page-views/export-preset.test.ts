import { describe, expect, it } from 'vitest';
import type { DatasetOutcome } from '../../src/export/paging/dataset-outcome.ts';
import { partialFailureMessage } from '../../src/page-views/export-preset.ts';

const PARTIAL: DatasetOutcome = {
  dataset: 'views',
  status: 'partial',
  rows: 500,
  pages: 2,
  requests: 3,
  limit: 250,
  files: [
    { path: '/out/page-views.partial.json', bytes: 1, sha256: 'a' },
    { path: '/out/page-views.partial.csv', bytes: 1, sha256: 'b' },
  ],
  truncated: false,
  stop: {
    reason: 'error',
    message: 'GET /v1/analytics/{projectId}/views failed with HTTP 503 at offset 500: Service Unavailable',
  },
  stoppedAtOffset: 500,
  duplicates: { count: 0, examples: [], checkedRows: 500, truncated: false },
  totalsChanged: false,
  tail: { totals: null },
  summary: undefined,
};

describe('partialFailureMessage', () => {
  it('names the offset, the rows kept, the reason and the partial files', () => {
    expect(partialFailureMessage(PARTIAL, '/out/manifest.json')).toBe(
      'Page-views export failed at offset 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 503 at offset 500: Service Unavailable. Partial export: the rows received are in page-views.partial.json and page-views.partial.csv (manifest.json: complete false).',
    );
  });

  it('names only the formats written', () => {
    expect(partialFailureMessage({ ...PARTIAL, files: PARTIAL.files.slice(1) }, '/out/manifest.json')).toContain(
      'are in page-views.partial.csv (manifest.json',
    );
  });

  it('says no row arrived when the run stopped before the first page', () => {
    expect(
      partialFailureMessage(
        { ...PARTIAL, status: 'skipped', rows: 0, files: [], stoppedAtOffset: undefined },
        '/out/manifest.json',
      ),
    ).toContain('at offset 0 (0 rows kept)');
  });
});
