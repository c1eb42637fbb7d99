/**
 * Docs health in `mode: analytics` (`findings`, `compare`, `docs-url`), as a few small phases around the snapshot:
 * 1. {@link startFindingsStep} before the export: the facts collector (fed by the export's own pass over the rows) and,
 *    with `compare: previous-artifact`, the search for the previous snapshot, on GitHub's API while the export runs on
 *    Mintlify's;
 * 2. `write` after the datasets, before the manifest: waits for the previous snapshot, builds `findings.json` and
 *    writes it to `output-dir` (the manifest then lists it);
 * 3. the caller renders the Docs health section and sets the `findings` output from `result()`.
 * Never fails for want of a previous snapshot: a notice says why, and the findings have no `traffic-drop`. See
 * docs/findings.md.
 */
import * as core from '@actions/core';
import { mkdtemp, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { now } from '../clock.ts';
import { errorMessage } from '../errors.ts';
import { MANIFEST_GENERATOR } from '../export/manifest/schema.ts';
import { writeFileAtomic } from '../export/files/temp-file.ts';
import { buildFindings } from '../findings/build.ts';
import type { PreviousSnapshot } from '../findings/build.ts';
import { FactsCollector } from '../findings/facts.ts';
import { measurableKinds, measureFigures, measureFinding, type FindingFigures } from '../findings/measure.ts';
import { readPreviousSnapshot } from '../findings/previous-snapshot.ts';
import { findingsRange } from '../findings/trends.ts';
import {
  appendHistory,
  checkedJson,
  historyEntry,
  historyFile,
  HistoryFileSchema,
  HISTORY_FILE_NAME,
  type HistoryEntry,
} from '../findings/history.ts';
import {
  FINDINGS_FILE_NAME,
  FindingsFileSchema,
  type FindingsCompare,
  type FindingsFile,
  type FindingsRun,
} from '../findings/types.ts';
import { downloadArtifactFiles, findPreviousArtifact, previousRunExpectation } from '../github/artifacts.ts';
import type { DownloadedArtifact } from '../export/resume/resume-step.ts';
import type { KeptDataset } from '../export/resume/kept-dataset.ts';
import { formatCount, plural } from '../format/count.ts';
import { isGitHubEnterpriseServer } from '../github/urls.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import type { DatasetRows } from '../export/datasets/definition.ts';
import type { DatasetOutcome, RowObserver } from '../export/paging/dataset-outcome.ts';
import type { Privacy } from '../export/privacy.ts';
import type { WrittenFile } from '../export/files/temp-file.ts';
import type { AnalyticsDataset } from '../mintlify/analytics-endpoints.ts';
import type { AnalyticsInputs } from './inputs.ts';
import { clause } from '../format/sentence.ts';
import { logText } from '../format/log-text.ts';

/** The previous snapshot, or why there is none. */
type PreviousRead = { snapshot: PreviousSnapshot } | { snapshot: undefined; reason: string };

/** The findings of one snapshot in progress (see the module comment). */
export interface FindingsStep {
  /** Feeds the facts during the export (the exporter's `observe`). */
  observe: RowObserver;
  /** Builds and writes `findings.json` (the exporter's `beforeManifest`). @throws the file system error. */
  write(outcomes: readonly DatasetOutcome[]): Promise<readonly WrittenFile[]>;
  /** The findings once written. */
  result(): FindingsFile | undefined;
  /** The snapshots of `history.json` once written, oldest first, this one last. */
  history(): HistoryEntry[] | undefined;
  /**
   * How a finding's subject stands in this snapshot, finding or not (see
   * `findings/measure.ts`); `undefined` before `write` or when unknown.
   */
  measure(findingId: string): string | undefined;
  /** The same as figures (`findings/measure.ts`, `measureFigures`); `undefined` before `write` or when unknown. */
  figures(findingId: string): FindingFigures | undefined;
}

/** The run of a snapshot: by default this run, from the runner's context. */
export function runOf(
  runner: RunnerContext,
  runId: number | null = Number(runner.runId) || null,
  attempt: number | null = Number(runner.runAttempt) || null,
): FindingsRun {
  const repository = runner.repository || null;
  return {
    repository,
    runId,
    runAttempt: attempt,
    url: repository === null || runId === null ? null : `${runner.serverUrl}/${repository}/actions/runs/${runId}`,
  };
}

/** What the facts take of each dataset's rows (datasets without an entry are not read). */
type RowFeeders = { [D in AnalyticsDataset]?: (row: DatasetRows[D]) => void };

/** The exporter's row observer feeding `facts` (rows as the API sent them: the collector applies the privacy rules). */
function factsObserver(facts: FactsCollector): RowObserver {
  const feeders: RowFeeders = {
    views: (row) => facts.view(row),
    searches: (row) => facts.search(row),
    feedback: (row) => facts.feedback(row),
    'feedback-by-page': (row) => facts.feedbackByPage(row),
    assistant: (row) => facts.conversation(row),
  };
  return (dataset, rows) => {
    const feed: ((row: (typeof rows)[number]) => void) | undefined = feeders[dataset];
    if (feed !== undefined) for (const row of rows) feed(row);
  };
}

/** Records how each dataset ended, and the totals its summary kept (views, visitors, searches), in `facts`. */
function finishFacts(facts: FactsCollector, outcomes: readonly DatasetOutcome[]): void {
  for (const outcome of outcomes) {
    facts.finish(outcome.dataset, outcome.status === 'complete');
    const summary = outcome.summary;
    if (summary?.dataset === 'views' && summary.totals !== undefined) facts.viewTotals(summary.totals);
    if (summary?.dataset === 'visitors' && summary.totals !== undefined) facts.visitorTotals(summary.totals);
    if (summary?.dataset === 'searches' && summary.totalSearches !== undefined)
      facts.totalSearches(summary.totalSearches);
  }
}

/**
 * Finds, downloads and reads the previous snapshot (never throws). Needs `actions: read`.
 * The download goes to a temporary folder that is removed afterwards. An artifact whose content
 * is refused (see `readPreviousSnapshot`) makes way for the next older acceptable one, at most
 * {@link MAX_SNAPSHOT_ATTEMPTS} downloads; the reason of the last refusal is returned.
 * @param downloaded the artifact the resume lookup already downloaded (last week's complete
 *   snapshot, found by the same rules): read first, with no request; refused, it is skipped.
 */
async function loadPreviousSnapshot(
  inputs: AnalyticsInputs,
  runner: RunnerContext,
  downloaded?: DownloadedArtifact,
): Promise<PreviousRead> {
  const key = { apiKey: inputs.apiKey, projectId: inputs.projectId };
  if (downloaded !== undefined) {
    // The resume lookup already found and downloaded this artifact by the same rules: 0 more requests.
    const { artifact, dir } = downloaded;
    core.info(
      logText(
        `Previous snapshot: artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId}, created ${artifact.createdAt ?? 'at an unknown time'} (downloaded for resume)`,
      ),
    );
    const read = await readPreviousSnapshot(dir, key, artifact, (runId) => runOf(runner, runId, null));
    if (read.snapshot !== undefined) return read;
    core.info(logText(`Previous snapshot: ${read.reason}`));
  }
  const { owner, repo } = runner;
  if (!owner || !repo)
    return {
      snapshot: undefined,
      reason: 'GITHUB_REPOSITORY is not set, so there is no repository to look for artifacts in',
    };
  if (inputs.githubToken === '')
    return { snapshot: undefined, reason: 'github-token is empty, so the artifacts cannot be listed' };
  // Loaded here: most runs of other modes never need Octokit's start-up cost.
  const { createRunOctokit } = await import('../github/octokit.ts');
  const octokit = createRunOctokit(inputs.githubToken, runner, (line) => core.info(logText(line)));
  const expected = await previousRunExpectation(octokit, { owner, repo }, runner);
  const exclude = new Set<number>(downloaded === undefined ? [] : [downloaded.artifact.id]);
  let read: PreviousRead = { snapshot: undefined, reason: 'no artifact was tried' };
  // An artifact whose run passes the rules but whose content is refused (no valid manifest.sig, a
  // file altered) is skipped for the next older one, at most MAX_SNAPSHOT_ATTEMPTS times.
  for (let attempt = 0; attempt < MAX_SNAPSHOT_ATTEMPTS; attempt += 1) {
    const search = await findPreviousArtifact(octokit, {
      owner,
      repo,
      name: inputs.artifactName,
      currentRunId: Number(runner.runId) || undefined,
      expected,
      exclude,
    });
    if (attempt === 0)
      for (const refusal of search.refused ?? []) core.info(logText(`Previous snapshot: not taken: ${refusal}`));
    if (search.found === undefined) return attempt === 0 ? { snapshot: undefined, reason: search.reason } : read;
    const artifact = search.found;
    exclude.add(artifact.id);
    core.info(
      logText(
        `Previous snapshot: artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId}, created ${artifact.createdAt ?? 'at an unknown time'}`,
      ),
    );
    const dir = await mkdtemp(path.join(runner.tempDir, 'mintlify-previous-'));
    try {
      const rest = isGitHubEnterpriseServer(runner) ? { rest: octokit } : {};
      const failed = await downloadArtifactFiles(artifact, { owner, repo, token: inputs.githubToken, dir, ...rest });
      read =
        failed !== undefined
          ? { snapshot: undefined, reason: failed }
          : await readPreviousSnapshot(dir, key, artifact, (runId) => runOf(runner, runId, null));
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
    if (read.snapshot !== undefined) return read;
    core.info(logText(`Previous snapshot: ${read.reason}`));
  }
  return read;
}

/** Most artifacts downloaded in search of an authentic previous snapshot. */
const MAX_SNAPSHOT_ATTEMPTS = 3;

/** The notice shown when the snapshot is not compared, e.g. `Docs health: not compared with a previous snapshot: …`. */
export function compareNotice(reason: string): string {
  return `Docs health: not compared with a previous snapshot: ${clause(reason)}. Findings of this run have no traffic-drop; trends need the previous run's artifact (compare: previous-artifact, permissions actions: read). See docs/findings.md.`;
}

/**
 * The notice for findings of a snapshot completed over several runs with visitor text left out
 * (`visitor-text`): the rows earlier runs kept hold no search terms or feedback comments, so they
 * add no content gap and no pending feedback comment. `undefined` when nothing is missing (visitor
 * text included, or no `searches`/`feedback` row kept).
 * @param kept the datasets the earlier runs of the snapshot kept (`PreviousExport.kept`).
 */
export function keptWithoutVisitorTextNotice(
  kept: readonly Pick<KeptDataset, 'dataset' | 'rows'>[],
  visitorText: boolean,
): string | undefined {
  if (visitorText) return undefined;
  const rows = (dataset: string): number => kept.filter((k) => k.dataset === dataset).reduce((n, k) => n + k.rows, 0);
  const parts = [
    rows('searches') > 0 ? `${formatCount(rows('searches'))} searches` : undefined,
    rows('feedback') > 0 ? `${formatCount(rows('feedback'))} feedback rows` : undefined,
  ].filter((p) => p !== undefined);
  if (parts.length === 0) return undefined;
  return `Docs health: the ${parts.join(' and ')} kept from earlier runs of this snapshot hold no visitor text (visitor-text leaves it out of the files), so they add no content gap and no pending feedback comment to these findings; only the rows fetched in this run do. See docs/analytics.md (Big sites).`;
}

/** The notice shown when the previous snapshot's history cannot be carried forward: a new one starts. */
function historyNotice(reason: string): string {
  return `Docs health: history.json starts anew, because the previous snapshot's history cannot be used (${clause(reason)}). Traffic drops are judged against the previous snapshot alone until the history holds more snapshots. See docs/findings.md.`;
}

/**
 * `previous`, or as soon as `signal` aborts, a read that says the
 * run was cancelled (a cancelled run does not wait for GitHub).
 */
export function unlessCancelled(previous: Promise<PreviousRead>, signal: AbortSignal): Promise<PreviousRead> {
  const cancelled: PreviousRead = {
    snapshot: undefined,
    reason: 'the run was cancelled before the previous snapshot was read',
  };
  if (signal.aborted) return Promise.resolve(cancelled);
  return new Promise((resolve) => {
    const onAbort = (): void => resolve(cancelled);
    signal.addEventListener('abort', onAbort, { once: true });
    void previous.then((read) => {
      signal.removeEventListener('abort', onAbort);
      resolve(read);
    });
  });
}

/**
 * Starts the findings of a snapshot (phase 1 of the module comment).
 * @param clean redacts secrets from a notice.
 * @param signal aborted when the run is cancelled: `write` then stops waiting for the previous snapshot.
 */
export function startFindingsStep(
  inputs: AnalyticsInputs,
  privacy: Privacy,
  runner: RunnerContext,
  clean: (text: string) => string,
  signal: AbortSignal,
  downloaded?: DownloadedArtifact,
): FindingsStep {
  const facts = new FactsCollector(inputs.projectId, privacy.visitorText);
  const previous: Promise<PreviousRead> | undefined =
    inputs.findings.compare === 'previous-artifact'
      ? loadPreviousSnapshot(inputs, runner, downloaded).catch((error: unknown) => ({
          snapshot: undefined,
          reason: `reading it failed: ${errorMessage(error)}`,
        }))
      : undefined;
  let written: FindingsFile | undefined;
  let history: HistoryEntry[] | undefined;
  return {
    observe: factsObserver(facts),
    async write(outcomes) {
      finishFacts(facts, outcomes);
      const read = previous === undefined ? undefined : await unlessCancelled(previous, signal);
      let compare: FindingsCompare = { status: 'off' };
      if (read?.snapshot !== undefined) {
        const p = read.snapshot;
        compare = {
          status: 'compared',
          previous: {
            range: p.range,
            run: p.run,
            artifactId: p.artifactId,
            artifactName: p.artifactName,
            createdAt: p.createdAt,
          },
        };
      } else if (read !== undefined) {
        compare = { status: 'unavailable', reason: clean(read.reason) };
        core.notice(compareNotice(compare.reason));
      }
      written = buildFindings({
        generator: MANIFEST_GENERATOR,
        projectId: inputs.projectId,
        range: findingsRange(inputs.range),
        run: runOf(runner),
        visitorText: privacy.visitorText,
        thresholds: { ...inputs.findings.thresholds },
        facts: facts.facts(),
        previous: read?.snapshot,
        compare,
        docsUrl: inputs.findings.docsUrl,
      });
      const file = await writeFileAtomic(
        path.join(inputs.outputDir, FINDINGS_FILE_NAME),
        checkedJson(FindingsFileSchema, written, FINDINGS_FILE_NAME, 2),
      );
      core.info(
        logText(
          `${FINDINGS_FILE_NAME}: ${written.findings.length} findings${compare.status === 'compared' ? `, compared with run ${compare.previous.run.runId ?? '?'}` : ''}`,
        ),
      );
      const carried = read?.snapshot?.history;
      if (read?.snapshot !== undefined && carried === undefined)
        core.notice(historyNotice(clean(read.snapshot.historyProblem ?? 'it has no history')));
      else if (read?.snapshot?.historyProblem !== undefined)
        core.notice(`Docs health: ${clean(read.snapshot.historyProblem)}; the others are kept. See docs/findings.md.`);
      const current = facts.facts();
      history = appendHistory(
        carried ?? [],
        historyEntry(written, now().toISOString(), current.complete.has('views') ? current.pageTraffic : undefined, {
          kinds: measurableKinds(current),
          figures: (id) => measureFigures(id, current),
        }),
      );
      const historyWritten = await writeFileAtomic(
        path.join(inputs.outputDir, HISTORY_FILE_NAME),
        checkedJson(HistoryFileSchema, historyFile(MANIFEST_GENERATOR, inputs.projectId, history), HISTORY_FILE_NAME),
      );
      core.info(logText(`${HISTORY_FILE_NAME}: ${plural(history.length, 'snapshot')}`));
      return [file, historyWritten];
    },
    result: () => written,
    history: () => history,
    measure: (findingId) => (written === undefined ? undefined : measureFinding(findingId, facts.facts())),
    figures: (findingId) => (written === undefined ? undefined : measureFigures(findingId, facts.facts())),
  };
}
