/**
 * `mode: reconcile` as a sequence of phases: list the labelled items → read each item's record → read its
 * outstanding jobs → report the ends. Mintlify's agent API has no webhook and no job list, so the record
 * of the jobs still running is the pull requests and issues carrying `agent-label` — open or closed, since a pull
 * request may be merged (or a finding issue closed) before its job ends — each trusted
 * only through the markers that verify for this project (`agent-job/record.ts`). Each outstanding job is
 * read once (`GET /v2/agent/{projectId}/job/{id}`, at most `max-jobs` per run); an ended one is reported
 * through `agent-job/report-end.ts`, exactly once; a running one gets no write. A 429 from Mintlify ends
 * the checks. Behaviour and GitHub reads: docs/follow-up.md, "When the job outlives the run".
 */
import type { WorkflowIdentity } from '../github/identity.ts';
import { errorMessage, MintlifyApiError } from '../errors.ts';
import { reportJobEnd, settleLabel, type JobEndWriter } from '../agent-job/report-end.ts';
import { outstandingJobs, readItemRecord, type ItemRecord, type RecordContext } from '../agent-job/record.ts';
import {
  getIssue,
  getLabelDescription,
  listLabelledPage,
  setLabelDescription,
  type LabelledItem,
  type RepoRef,
} from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { FINAL_STATUSES, type AgentJob } from '../mintlify/schemas.ts';
import type { ReconcileInputs } from './inputs.ts';
import type { DocsStatusWriter } from '../agent-job/docs-change/status-writer.ts';
import { parseCursor, rotate, withCursor } from './plan.ts';

/** Most list pages read (100 items each): a visible bound on the listing. */
const MAX_LIST_PAGES = 100;

/** How long one job read may wait for retries, in milliseconds: a longer `Retry-After` ends the checks. */
const READ_WAIT_BOUND_MS = 10_000;

/** Everything a reconcile run needs from the outside. */
export interface ReconcileDeps {
  inputs: Pick<ReconcileInputs, 'apiKey' | 'projectId' | 'apiUrl' | 'agentLabel' | 'maxJobs' | 'triggerPhrase'>;
  octokit: Octokit;
  repo: RepoRef;
  mintlify: Pick<MintlifyClient, 'getJob'>;
  /** This workflow run, linked from what it writes. */
  runUrl: string;
  /** The token's login (`GET /user`), looked up once and only when needed. */
  /** Who the workflow writes as: a record counts only when it wrote it and nobody else edited it. */
  identity: WorkflowIdentity;
  /** Current time, epoch milliseconds. */
  now: () => number;
  signal: AbortSignal;
  log: { info: (line: string) => void; warning: (line: string) => void };
  /** The run's writer of `mintlify/docs` (`undefined`: `docs-status: false`). */
  docsStatus?: DocsStatusWriter | undefined;
}

/** One item looked at, for the log and the job summary. */
interface ReconcileEntry {
  number: number;
  url: string;
  jobId: string | undefined;
  /** What happened: `finished` (end reported here), `running`, `already-reported`, `skipped` (not ours), `error`. */
  outcome: 'finished' | 'running' | 'already-reported' | 'skipped' | 'error';
  detail: string;
}

/** What a run did: the outputs `jobs-checked` and `jobs-finished`, and why it stopped early. */
export interface ReconcileResult {
  labelled: number;
  checked: number;
  finished: number;
  entries: ReconcileEntry[];
  /** Why the checks ended before every item was looked at (429, cancelled); `undefined` otherwise. */
  stopped: string | undefined;
}

/**
 * Lists every item carrying the label, open or closed, page by page (100 a page, at most {@link MAX_LIST_PAGES}):
 * a pull request merged, or a finding issue closed, while its job ran still gets the job's end reported.
 */
async function listLabelled(deps: ReconcileDeps): Promise<LabelledItem[]> {
  const items: LabelledItem[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const { items: found, next } = await listLabelledPage(deps.octokit, deps.repo, deps.inputs.agentLabel, page);
    items.push(...found);
    if (!next) return items;
  }
  deps.log.warning(
    `More than ${MAX_LIST_PAGES * 100} items carry the label ${deps.inputs.agentLabel}; only the first ${MAX_LIST_PAGES * 100} are looked at.`,
  );
  return items;
}

/**
 * Reads and reports the agent jobs still running on the repository's labelled items (see the
 * module comment).
 * @throws the GitHub request error when the labelled items cannot be listed.
 */
export async function reconcile(deps: ReconcileDeps): Promise<ReconcileResult> {
  const { inputs, log } = deps;
  const result: ReconcileResult = { labelled: 0, checked: 0, finished: 0, entries: [], stopped: undefined };
  const project = { projectId: inputs.projectId, apiUrl: inputs.apiUrl };
  const context: RecordContext = {
    octokit: deps.octokit,
    repo: deps.repo,
    apiKey: inputs.apiKey,
    project,
    identity: deps.identity,
    triggerPhrase: inputs.triggerPhrase,
    warn: log.warning,
  };
  const writer: JobEndWriter = {
    octokit: deps.octokit,
    apiKey: inputs.apiKey,
    project,
    triggerPhrase: inputs.triggerPhrase,
    runUrl: deps.runUrl,
    label: inputs.agentLabel,
    log,
    identity: deps.identity,
    now: deps.now,
    docsStatus: deps.docsStatus,
  };
  const note = (
    item: LabelledItem,
    jobId: string | undefined,
    outcome: ReconcileEntry['outcome'],
    detail: string,
  ): void => {
    result.entries.push({ number: item.number, url: item.url, jobId, outcome, detail });
    log.info(`#${item.number}: ${detail}`);
  };

  // 1. The labelled items (every page). None: one request, and nothing is read.
  const items = await listLabelled(deps);
  result.labelled = items.length;
  log.info(
    `${items.length} ${items.length === 1 ? 'item carries' : 'items carry'} the label ${inputs.agentLabel} (open or closed).`,
  );
  if (items.length === 0) return result;

  // 2. The order: from the cursor the last run left, when not every item can be read this run.
  const rotating = items.length > inputs.maxJobs;
  const description = rotating ? await getLabelDescription(deps.octokit, deps.repo, inputs.agentLabel) : undefined;
  const cursor = rotating ? parseCursor(description) : undefined;
  const order = rotate(items, cursor);
  let next: number | undefined;

  // 3. Each item: its verified record, each outstanding job read once, its end reported.
  items: for (const item of order) {
    if (result.checked >= inputs.maxJobs) {
      next = item.number;
      break;
    }
    if (deps.signal.aborted) {
      next = item.number;
      result.stopped = 'the run was cancelled';
      break;
    }
    let record: ItemRecord;
    try {
      record = await readItemRecord(context, {
        number: item.number,
        isPullRequest: item.isPullRequest,
        issue: item.isPullRequest ? undefined : item,
      });
    } catch (error) {
      note(item, undefined, 'error', `could not read its comments: ${errorMessage(error)}`);
      continue;
    }
    const outstanding = outstandingJobs(record);
    if (outstanding.length === 0) {
      if (record.jobs.length === 0 && record.untrusted?.length) {
        // The workflow wrote a record here that no longer counts: said in the summary, not only the log.
        for (const sentence of record.untrusted) log.warning(sentence);
        note(item, undefined, 'skipped', `left alone: ${record.untrusted.join(' ')}`);
        continue;
      }
      if (record.jobs.length === 0) {
        note(
          item,
          undefined,
          'skipped',
          'left alone: no progress comment or finding marker of this project verifies on it, or none names a job that was sent',
        );
        continue;
      }
      await settleLabel(writer, record, []);
      note(item, undefined, 'already-reported', "its jobs' ends were already reported; the label is removed");
      continue;
    }
    const ended: string[] = [];
    for (const { jobId } of outstanding) {
      if (result.checked >= inputs.maxJobs) {
        next = item.number;
        break items;
      }
      let job: AgentJob;
      try {
        job = await deps.mintlify.getJob(jobId, { signal: deps.signal, deadline: deps.now() + READ_WAIT_BOUND_MS });
      } catch (error) {
        if (error instanceof MintlifyApiError && error.status === 429) {
          next = item.number;
          result.stopped = `the Mintlify API answered 429 (rate limited) for agent job ${jobId}; the rest are read first by the next run`;
          break items;
        }
        result.checked += 1;
        note(item, jobId, 'error', `could not read agent job ${jobId}: ${errorMessage(error)}`);
        continue;
      }
      result.checked += 1;
      if (!FINAL_STATUSES.includes(job.status)) {
        note(item, job.id, 'running', `agent job ${job.id} is still ${job.status}`);
        continue;
      }
      let report: Awaited<ReturnType<typeof reportJobEnd>>;
      try {
        report = await reportJobEnd(writer, record, job);
      } catch (error) {
        note(
          item,
          job.id,
          'error',
          `agent job ${job.id} is ${job.status}, but its end could not be reported: ${errorMessage(error)}`,
        );
        continue;
      }
      if (report.complete) ended.push(job.id);
      if (report.report === 'reported') result.finished += 1;
      note(
        item,
        job.id,
        report.report === 'reported' ? 'finished' : 'already-reported',
        `agent job ${job.id} is ${job.status}: ${report.report === 'reported' ? 'reported' : 'already reported by another run'}`,
      );
    }
    // Read again before the label goes: a job handed off on the item meanwhile keeps it.
    if (ended.length > 0) await settleLabel(writer, record, ended, () => rereadRecord(context, item));
  }

  // 4. The cursor for the next run, written only when it moves.
  if (rotating || cursor !== undefined) {
    const updated = withCursor(description, next);
    if (description !== undefined && updated !== (description ?? '')) {
      await setLabelDescription(deps.octokit, deps.repo, inputs.agentLabel, updated).catch((error: unknown) =>
        log.warning(`Could not record where the next run starts (label description): ${errorMessage(error)}`),
      );
    }
  }
  if (result.stopped) log.warning(`Reconcile stopped early: ${result.stopped}.`);
  return result;
}

/** The record of `item` as it stands now: its comments, and a finding issue's body read again. */
async function rereadRecord(context: RecordContext, item: LabelledItem): Promise<ItemRecord> {
  const issue = item.isPullRequest ? undefined : await getIssue(context.octokit, context.repo, item.number);
  return readItemRecord(context, { number: item.number, isPullRequest: item.isPullRequest, issue });
}
