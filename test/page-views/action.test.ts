import { describe, expect, it } from 'vitest';
import { partialFailureMessage } from '../../src/page-views/action.ts';
import type { PartialExport } from '../../src/page-views/export-views.ts';

const PARTIAL: PartialExport = {
  complete: false,
  rows: 500,
  pages: 2,
  requests: 3,
  totals: undefined,
  totalsChanged: false,
  duplicates: { count: 0, examples: [], checkedRows: 500, truncated: false },
  files: {
    json: { path: '/out/page-views.partial.json', bytes: 1, sha256: 'a' },
    csv: { path: '/out/page-views.partial.csv', bytes: 1, sha256: 'b' },
  },
  manifest: '/out/manifest.json',
  top: [],
  error: 'GET /v1/analytics/{projectId}/views failed with HTTP 503 at offset 500: Service Unavailable.',
  stoppedAtOffset: 500,
  cancelled: false,
};

describe('partialFailureMessage', () => {
  it('names the offset, the rows kept, the reason and the partial files', () => {
    expect(partialFailureMessage(PARTIAL)).toBe(
      'Page-views export failed at offset 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 503 at offset 500: Service Unavailable. Partial export: the rows received are in page-views.partial.json and page-views.partial.csv (manifest.json: complete false).',
    );
  });

  it('names only the formats written', () => {
    expect(partialFailureMessage({ ...PARTIAL, files: { json: undefined, csv: PARTIAL.files.csv } })).toContain('are in page-views.partial.csv (manifest.json');
  });
});
