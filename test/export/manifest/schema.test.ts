import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../src/export/manifest/manifest.ts';
import { ManifestSchema, StoredManifestSchema } from '../../../src/export/manifest/schema.ts';
import type { DatasetOutcome } from '../../../src/export/paging/dataset-outcome.ts';
import { NO_VISITOR_DATA } from '../../../src/export/privacy.ts';

const SHA = 'a'.repeat(64);

const views: DatasetOutcome = {
  dataset: 'views',
  status: 'partial',
  rows: 500,
  pages: 2,
  requests: 3,
  limit: 250,
  files: [{ path: '/out/views.partial.json', bytes: 10, sha256: SHA }],
  truncated: false,
  stop: { reason: 'budget', message: 'max-requests (3) reached at offset 500' },
  stoppedAtOffset: 500,
  duplicates: { count: 1, examples: ['/a'], checkedRows: 500, truncated: false },
  totalsChanged: false,
  tail: { totals: { human: 1, ai: 2, total: 3 } },
  summary: undefined,
};

function written(): unknown {
  return JSON.parse(
    JSON.stringify(
      buildManifest({
        mode: 'analytics',
        projectId: 'proj_1',
        range: { dateFrom: '2026-01-01', dateTo: '2026-01-08', period: 'last-7-days' },
        formats: ['json', 'csv'],
        maxRequests: 3,
        requests: 3,
        earlier: { runs: 1, requests: 5 },
        privacy: NO_VISITOR_DATA,
        startedAt: new Date('2026-01-08T00:00:00Z'),
        finishedAt: new Date('2026-01-08T00:01:00Z'),
        outcomes: [views],
        extraFiles: [{ path: '/out/findings.json', bytes: 5, sha256: SHA }],
      }),
    ),
  );
}

describe('the manifest schema', () => {
  it('accepts every manifest the writer makes, and its readers read it back field for field', () => {
    const manifest = ManifestSchema.parse(written());
    expect(manifest.snapshotRuns).toBe(2);
    expect(manifest.datasets.views?.stoppedAtOffset).toBe(500);
    expect(manifest.datasets.views?.totals).toEqual({ human: 1, ai: 2, total: 3 });
    expect(StoredManifestSchema.parse(written())).toEqual(manifest);
  });

  it('lets readers accept a manifest of an earlier version (no mode, no snapshot runs), as the writer no longer makes it', () => {
    const older = written() as Record<string, unknown>;
    delete older.mode;
    delete older.snapshotRuns;
    delete older.snapshotRequests;
    expect(StoredManifestSchema.safeParse(older).success).toBe(true);
    expect(ManifestSchema.safeParse(older).success).toBe(false);
  });

  it('refuses a manifest of another generator, or a file listed without its SHA-256', () => {
    expect(StoredManifestSchema.safeParse({ ...(written() as object), generator: 'other-tool' }).success).toBe(false);
    const unhashed = written() as { files: { sha256: string }[] };
    unhashed.files[0] = { ...unhashed.files[0], sha256: 'not-a-hash' };
    expect(StoredManifestSchema.safeParse(unhashed).success).toBe(false);
  });
});
