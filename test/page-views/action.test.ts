import { describe, expect, it } from 'vitest';
import { partialFailureMessage, withinCancellationGrace } from '../../src/page-views/action.ts';
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

describe('withinCancellationGrace', () => {
  const never = new Promise<never>(() => undefined);

  it('resolves like the work when no cancellation comes', async () => {
    await expect(withinCancellationGrace(Promise.resolve(7), new AbortController().signal, 10)).resolves.toBe(7);
  });

  it('gives up on the work the given time after a cancellation', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 20);
    await expect(withinCancellationGrace(never, controller.signal, 50)).rejects.toThrow('not finished 0.05 s after the cancellation');
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('counts from the start when the run is already cancelled, and lets quick work finish', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(withinCancellationGrace(new Promise((resolve) => setTimeout(() => resolve('done'), 10)), controller.signal, 200)).resolves.toBe('done');
    await expect(withinCancellationGrace(never, controller.signal, 10)).rejects.toThrow(/after the cancellation/);
  });

  it('leaves no unhandled rejection when the work fails after the deadline', async () => {
    const controller = new AbortController();
    controller.abort();
    const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('late')), 30));
    await expect(withinCancellationGrace(late, controller.signal, 5)).rejects.toThrow(/after the cancellation/);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
