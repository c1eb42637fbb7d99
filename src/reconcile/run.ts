/**
 * `mode: reconcile` as a sequence of phases: list the labelled items → verify their markers →
 * read their jobs → report the ends. Mintlify's agent API has no webhook and no job list, so the
 * only record of the jobs still running is what the action wrote on GitHub: the open pull
 * requests and issues carrying `agent-label`, each trusted only through its newest marker that
 * verifies for this project (`find-job.ts`). Each job found is read once
 * (`GET /v2/agent/{projectId}/job/{id}`); an ended one is reported exactly where a watching
 * `follow-up` run would have, through the one road (`agent-job/report-end.ts`), exactly once
 * whoever sees the end first. A job still running is left alone: no write.
 *
 * Bounds: GitHub, ⌈labelled / 100⌉ list pages, plus the comment pages of each pull request
 * looked at, plus the label read (and, when it moves, write) of the cursor when there are more
 * items than `max-jobs`; Mintlify, at most `max-jobs` GETs. A 429 from Mintlify ends the checks
 * (the rest next run, first).
 */
import { errorMessage, MintlifyApiError } from '../errors.ts';
import {
  reportEarlierProgressEnds,
  reportIssueJobEnd,
  reportProgressEnd,
  type EndReport,
  type JobEndWriter,
} from '../agent-job/report-end.ts';
import { markerSigner, pullScope } from '../agent-job/marker.ts';
import { renderEndedFromBody } from '../agent-job/render-comment.ts';
import type { MarkedComment } from '../agent-job/marked-comments.ts';
import {
  getLabelDescription,
  listOpenLabelledPage,
  removeLabel,
  setLabelDescription,
  type LabelledItem,
  type RepoRef,
} from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import { FINAL_STATUSES, type AgentJob } from '../mintlify/schemas.ts';
import { itemRef, newestProgressComment, readRecord, type ItemRecord, type RecordContext } from './find-job.ts';
import type { ReconcileInputs } from './inputs.ts';
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
  tokenLogin: () => Promise<string>;
  /** Current time, epoch milliseconds. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Milliseconds between writing the claim of a job's end and reading it back (`GitHubPacing.claimSettleMs`). */
  claimSettleMs: number;
  signal: AbortSignal;
  log: { info: (line: string) => void; warning: (line: string) => void };
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

/** Lists every open item carrying the label, page by page (100 a page, at most {@link MAX_LIST_PAGES}). */
async function listLabelled(deps: ReconcileDeps): Promise<LabelledItem[]> {
  const items: LabelledItem[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const { items: found, next } = await listOpenLabelledPage(deps.octokit, deps.repo, deps.inputs.agentLabel, page);
    items.push(...found);
    if (!next) return items;
  }
  deps.log.warning(
    `More than ${MAX_LIST_PAGES * 100} open items carry the label ${deps.inputs.agentLabel}; only the first ${MAX_LIST_PAGES * 100} are looked at.`,
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
    tokenLogin: deps.tokenLogin,
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
    tokenLogin: deps.tokenLogin,
    sleep: deps.sleep,
    claimSettleMs: deps.claimSettleMs,
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
    `${items.length} open ${items.length === 1 ? 'item carries' : 'items carry'} the label ${inputs.agentLabel}.`,
  );
  if (items.length === 0) return result;

  // 2. The order: from the cursor the last run left, when not every item can be read this run.
  const rotating = items.length > inputs.maxJobs;
  const description = rotating ? await getLabelDescription(deps.octokit, deps.repo, inputs.agentLabel) : undefined;
  const cursor = rotating ? parseCursor(description) : undefined;
  const order = rotate(items, cursor);
  let next: number | undefined;

  // 3. Each item: its verified record, its job read once, its end reported.
  for (const item of order) {
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
      record = await readRecord(context, item);
    } catch (error) {
      note(item, undefined, 'error', `could not read its comments: ${errorMessage(error)}`);
      continue;
    }
    if (record.kind === 'none') {
      note(item, undefined, 'skipped', `left alone: ${record.why}`);
      continue;
    }
    if (record.kind === 'reported') {
      await removeLabel(deps.octokit, deps.repo, item.number, inputs.agentLabel).catch((error: unknown) =>
        log.warning(`Could not remove the label from #${item.number}: ${errorMessage(error)}`),
      );
      note(item, undefined, 'already-reported', "its job's end was already reported; the label is removed");
      continue;
    }
    let job: AgentJob;
    try {
      job = await deps.mintlify.getJob(record.jobId, {
        signal: deps.signal,
        deadline: deps.now() + READ_WAIT_BOUND_MS,
      });
    } catch (error) {
      if (error instanceof MintlifyApiError && error.status === 429) {
        next = item.number;
        result.stopped = `the Mintlify API answered 429 (rate limited) for agent job ${record.jobId}; the rest are read first by the next run`;
        break;
      }
      result.checked += 1;
      note(item, record.jobId, 'error', `could not read agent job ${record.jobId}: ${errorMessage(error)}`);
      continue;
    }
    result.checked += 1;
    if (!FINAL_STATUSES.includes(job.status)) {
      note(item, job.id, 'running', `agent job ${job.id} is still ${job.status}`);
      continue;
    }
    let report: EndReport;
    try {
      if (record.kind === 'pull') {
        report = await reportOnPull(writer, deps, item, record.comment, job);
        if (report === 'reported')
          await reportEarlierProgressEnds(writer, itemRef(deps.repo, item), record.earlier, job, deps.now());
      } else {
        report = await reportOnFindingIssue(writer, context, deps, item, job);
      }
    } catch (error) {
      note(
        item,
        job.id,
        'error',
        `agent job ${job.id} is ${job.status}, but its end could not be reported: ${errorMessage(error)}`,
      );
      continue;
    }
    if (report === 'reported') result.finished += 1;
    note(
      item,
      job.id,
      report === 'reported' ? 'finished' : 'already-reported',
      `agent job ${job.id} is ${job.status}: ${report === 'reported' ? 'reported' : 'already reported by another run'}`,
    );
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

/** The end of a PR's job: its progress comment finalized from its current body (marker `ended`). */
function reportOnPull(
  writer: JobEndWriter,
  deps: ReconcileDeps,
  item: LabelledItem,
  comment: MarkedComment,
  job: AgentJob,
): Promise<EndReport> {
  const ref = itemRef(deps.repo, item);
  const signer = markerSigner(writer.apiKey, pullScope(ref), writer.project);
  const marker = signer.sign({ ...comment.marker, state: 'ended' });
  const render = (current: string): string =>
    renderEndedFromBody(current, {
      marker,
      job,
      triggerPhrase: writer.triggerPhrase,
      runUrl: writer.runUrl,
      now: deps.now(),
    });
  return reportProgressEnd(writer, { item: ref, comment, render }, job);
}

/**
 * The end of a finding issue's job: the issue's marker, section and "finished" comment; and the
 * progress comment a `/mintlify` comment left on the issue for that job, when there is one.
 */
async function reportOnFindingIssue(
  writer: JobEndWriter,
  context: RecordContext,
  deps: ReconcileDeps,
  item: LabelledItem,
  job: AgentJob,
): Promise<EndReport> {
  const report = await reportIssueJobEnd(writer, deps.repo, item.number, job);
  if (report !== 'reported') return report;
  const progress = await newestProgressComment(context, item);
  if (progress?.marker.jobId === job.id && progress.marker.state === 'sent') {
    await reportOnPull(writer, deps, item, progress, job).catch((error: unknown) =>
      deps.log.warning(`Could not finalize ${progress.url}: ${errorMessage(error)}`),
    );
  }
  return report;
}
