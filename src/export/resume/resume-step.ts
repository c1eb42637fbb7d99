/**
 * Before a snapshot with `resume: true`: the previous run's export of this workflow, found like the previous snapshot
 * of `compare` and under the same trust rules (`github/artifacts.ts`), under either of its names (`<artifact-name>`,
 * `<artifact-name>-partial`; the newer wins), then read and checked (`previous-export.ts`: `manifest.sig` first, then
 * every file against its size and SHA-256) and compared with the snapshot asked for (`resume.ts`). Never throws:
 * without a usable previous export the snapshot starts afresh, and the log or a notice says why. See
 * docs/analytics.md, "Big sites: one snapshot over several runs".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from '../../errors.ts';
import {
  downloadArtifactFiles,
  findPreviousArtifact,
  previousRunExpectation,
  type PreviousArtifactSearch,
  type RepositoryArtifact,
} from '../../github/artifacts.ts';
import type { ManifestMacKey } from '../manifest/manifest-mac.ts';
import type { Octokit } from '../../github/octokit.ts';
import { isGitHubEnterpriseServer } from '../../github/urls.ts';
import type { RunnerContext } from '../../github/runner-context.ts';
import { exportArtifactName } from '../artifact/artifact.ts';
import { readPreviousExport } from './previous-export.ts';
import { resumeVerdict, type PreviousExport, type SnapshotIdentity } from './resume.ts';
import type { AbandonedSnapshot } from './resume-summary.ts';

/** Where to look and what for. */
export interface ResumeLookup {
  /** `github-token` (needs `actions: read`). */
  token: string;
  /** The runner's context: the repository, this run, the API URL and the temporary folder. */
  runner: RunnerContext;
  /** `artifact-name` (the partial artifact is `<artifact-name>-partial`). */
  artifactName: string;
  /**
   * The project and API key that authenticate a snapshot (`manifest.sig`,
   * see `manifest-mac.ts`): checked before any file is read.
   */
  key: ManifestMacKey;
  /**
   * The snapshot this run is asked for; a promise when it waits for a lookup (the privacy rules
   * may ask GitHub for the repository's visibility): awaited after the artifact is downloaded, so
   * both lookups overlap. Must not reject.
   */
  identity: SnapshotIdentity | Promise<SnapshotIdentity>;
  /** Log lines (plain text: route through `logText`). */
  log: (line: string) => void;
}

/**
 * What the run does: start afresh (`notice`: why a previous partial export was not used), report
 * the previous complete snapshot of the same range (`complete`), or continue it (`resume`). `dir`
 * holds the previous export's files until `dispose` (call it in every case).
 */
export type ResumeDecision =
  | {
      kind: 'fresh';
      notice: string | undefined;
      dispose: () => Promise<void>;
      downloaded?: DownloadedArtifact | undefined;
      /** The previous run's partial snapshot, of another snapshot (a range that moved on): no run will complete it. */
      abandoned?: AbandonedSnapshot | undefined;
      /**
       * Why no later run will find this run's artifact either (the artifact list could not be read, e.g. no
       * `actions: read`); a partial snapshot then fails the step as without resume.
       */
      lookupFailed?: string | undefined;
    }
  | {
      kind: 'complete';
      dir: string;
      previous: PreviousExport;
      artifact: RepositoryArtifact;
      dispose: () => Promise<void>;
    }
  | {
      kind: 'resume';
      dir: string;
      previous: PreviousExport;
      artifact: RepositoryArtifact;
      dispose: () => Promise<void>;
    };

/**
 * The previous run's complete snapshot of another range (the usual case: last week's), downloaded
 * and checked here but not continued: the previous snapshot `compare` looks for is the same
 * artifact (the newest `<artifact-name>` of an earlier run passing the same rules), so the
 * analytics findings read it from `dir` instead of listing and downloading it again. `dir` lives
 * until the decision's `dispose`.
 */
export interface DownloadedArtifact {
  artifact: RepositoryArtifact;
  dir: string;
}

const nothing = async (): Promise<void> => undefined;

/** The newer of two artifacts (by `created_at`, then id). */
function newer(a: RepositoryArtifact | undefined, b: RepositoryArtifact | undefined): RepositoryArtifact | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  const at = a.createdAt ?? '';
  const bt = b.createdAt ?? '';
  return at > bt || (at === bt && a.id > b.id) ? a : b;
}

/**
 * Finds, downloads and checks the previous export (see the module comment). Never throws.
 */
export async function decideResume(lookup: ResumeLookup): Promise<ResumeDecision> {
  const { runner, log } = lookup;
  const fresh = (why: string, notice = false, lookupFailed = false): Extract<ResumeDecision, { kind: 'fresh' }> => {
    log(`Resume: a new snapshot starts: ${why}.`);
    return {
      kind: 'fresh',
      notice: notice ? why : undefined,
      dispose: nothing,
      ...(lookupFailed ? { lookupFailed: why } : {}),
    };
  };
  const { owner, repo } = runner;
  if (!owner || !repo) return fresh('GITHUB_REPOSITORY is not set, so there is no previous run to resume');
  if (lookup.token === '') return fresh("github-token is empty, so the previous run's artifact cannot be listed");
  let artifact: RepositoryArtifact | undefined;
  let searches: PreviousArtifactSearch[];
  let octokit: Octokit;
  const reasons: string[] = [];
  try {
    // Loaded here: a run without resume never pays Octokit's start-up cost.
    const { createRunOctokit } = await import('../../github/octokit.ts');
    octokit = createRunOctokit(lookup.token, runner, log);
    const currentRunId = Number(runner.runId) || undefined;
    // The same run rules as the previous snapshot of `compare` (`previous-artifact-rules.ts`).
    const expected = await previousRunExpectation(octokit, { owner, repo }, runner);
    const names = [exportArtifactName(lookup.artifactName, true), exportArtifactName(lookup.artifactName, false)];
    searches = await Promise.all(
      names.map((name) => findPreviousArtifact(octokit, { owner, repo, name, currentRunId, expected })),
    );
    for (const search of searches) {
      for (const refusal of search.refused ?? []) log(`Resume: not taken: ${refusal}`);
      if (search.found === undefined) reasons.push(search.reason);
      else artifact = newer(artifact, search.found);
    }
  } catch (error) {
    return fresh(`looking for the previous run's artifact failed: ${errorMessage(error)}`, true, true);
  }
  const unreadable = searches.find((s) => s.found === undefined && s.failed === true);
  if (unreadable !== undefined && unreadable.found === undefined) {
    return fresh(`the previous run's artifact cannot be looked for: ${unreadable.reason}`, true, true);
  }
  if (artifact === undefined) return fresh(reasons.join('; '));
  const dir = await mkdtemp(path.join(runner.tempDir, 'mintlify-resume-'));
  const dispose = (): Promise<void> => rm(dir, { recursive: true, force: true }).catch(() => undefined);
  const partial = artifact.name !== lookup.artifactName;
  // A notice when something may be wrong (a download or a file that fails its check) or a partial
  // snapshot is not continued; none for the usual case: last week's complete snapshot, another range.
  const refuse = async (why: string, notice: boolean): Promise<Extract<ResumeDecision, { kind: 'fresh' }>> => {
    await dispose();
    return fresh(
      `the previous run's artifact ${artifact.name} (${artifact.id}, run ${artifact.runId}) is not used: ${why}`,
      notice,
    );
  };
  // GitHub Enterprise Server: with the REST API, as the previous snapshot of `compare` is.
  const rest = isGitHubEnterpriseServer(runner) ? { rest: octokit } : {};
  const failed = await downloadArtifactFiles(artifact, { owner, repo, token: lookup.token, dir, ...rest });
  if (failed !== undefined) return refuse(failed, true);
  const read = await readPreviousExport(dir, lookup.key);
  if (read.previous === undefined) return refuse(read.reason, true);
  const verdict = resumeVerdict(read.previous, await lookup.identity);
  if (verdict.kind === 'fresh') {
    if (partial) {
      const p = read.previous;
      const range =
        p.dateFrom === null && p.dateTo === null
          ? `the API default range as of ${p.openDay ?? 'an unknown day'}`
          : `${p.dateFrom ?? "the API's default start"} to ${p.dateTo ?? "the API's default end"}`;
      return {
        ...(await refuse(verdict.reason, true)),
        abandoned: {
          artifactName: artifact.name,
          artifactId: artifact.id,
          runId: artifact.runId,
          range,
          complete: p.kept.filter((k) => k.status === 'complete').length,
          datasets: p.kept.length,
          reason: verdict.reason,
        },
      };
    }
    log(
      `Resume: a new snapshot starts: the previous run's artifact ${artifact.name} (${artifact.id}, run ${artifact.runId}) is not continued: ${verdict.reason}.`,
    );
    return { kind: 'fresh', notice: undefined, dispose, downloaded: { artifact, dir } };
  }
  log(
    verdict.kind === 'complete'
      ? `Resume: artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId} is already the complete snapshot of this range (${read.previous.requests} requests over ${read.previous.runs} runs).`
      : `Resume: continuing artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId}: ${read.previous.kept.filter((k) => k.status === 'complete').length} of ${read.previous.kept.length} datasets complete, ${read.previous.requests} requests over ${read.previous.runs} runs so far.`,
  );
  return verdict.kind === 'complete'
    ? { kind: 'complete', dir, previous: read.previous, artifact, dispose }
    : { kind: 'resume', dir, previous: read.previous, artifact, dispose };
}
