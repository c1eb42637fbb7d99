/**
 * The export phase of an exporting mode, wired to the runner: the run (`snapshot.ts`) inside a
 * log group, its progress lines batched through the timed progress log, its warnings as
 * annotations, every page fetched with the Mintlify client.
 */
import * as core from '@actions/core';
import { now } from '../clock.ts';
import { getAnalyticsPage } from '../mintlify/analytics.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { createTimedProgressLog } from './paging/progress-log.ts';
import { exportSnapshot, type SnapshotDeps, type SnapshotRequest, type SnapshotResult } from './snapshot.ts';
import { logText } from '../format/log-text.ts';
import { stopYoungGenerationGrowth } from './runtime/young-generation.ts';

/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;

/** What the mode adds to its request: the client, the redaction, the cancellation, and any later phase. */
export type SnapshotStepDeps = Pick<
  SnapshotDeps,
  'redact' | 'signal' | 'observe' | 'beforeManifest' | 'extraFileNames' | 'resume'
> & { mintlify: MintlifyClient };

/**
 * Runs the export in a log group titled `title` (see `exportSnapshot`).
 * @throws what `exportSnapshot` throws; the group is closed and every progress line written first.
 */
export async function runSnapshotStep(
  title: string,
  request: SnapshotRequest,
  deps: SnapshotStepDeps,
): Promise<SnapshotResult> {
  const { mintlify, ...rest } = deps;
  // Peak RSS: rows stream through in pages, which needs no large young generation.
  stopYoungGenerationGrowth();
  core.startGroup(title);
  const progress = createTimedProgressLog((text) => core.info(logText(text)), PROGRESS_INTERVAL_MS);
  try {
    return await exportSnapshot({
      ...rest,
      request,
      fetch: (dataset, query, call) => getAnalyticsPage(mintlify, dataset, query, call),
      now,
      log: (line) => progress.line(line),
      warn: (line) => {
        progress.flush();
        core.warning(line);
      },
      notice: (line) => {
        progress.flush();
        core.notice(line);
      },
    });
  } finally {
    progress.flush();
    core.endGroup();
  }
}
