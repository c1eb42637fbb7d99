/**
 * `reconcile` on a pull request event (`pull_request` / `pull_request_target`) keeps a code PR and its
 * docs PR in step. The event's PR is read once (its comments), and is, by the action's own signed
 * comments there:
 * - **a docs PR** (it carries the note of an agent job, marker `steer`): the code PR the note names
 *   (trusted only when that PR's own signed record has the same job) shows it as it is now — title,
 *   state, diff stat, preview — and gets `mintlify/docs` for it (open: pending, merged: success, closed:
 *   failure), unless a newer job or a `--skip` decides there;
 * - **a code PR** (it has the action's progress comments or a `--skip` reply): a new head commit
 *   (`synchronize`, also `opened`, `reopened`) gets the current `mintlify/docs`; `closed` rewrites the
 *   note on the docs PR of its newest job (merged: the code has shipped; closed without merging: says
 *   so) and, with `close-orphan-docs-prs`, closes that docs PR with a comment.
 * Any other event, or a PR the action never wrote on, costs nothing beyond reading its comments.
 * GitHub requests per event: docs/docs-repository.md, "Both pull requests in step".
 */
import { z } from 'zod';
import { errorMessage } from '../errors.ts';
import { codePullOfNote, rewriteDocsPrNote, type CodePullView } from '../agent-job/docs-pr-note.ts';
import { closeOrphanDocsPull, refreshResultComments } from '../agent-job/docs-change/in-step.ts';
import { docsSituation } from '../agent-job/docs-change/situation.ts';
import { docsStatusFor, type DocsSituation } from '../agent-job/docs-change/status-rules.ts';
import type { DocsStatusWriter } from '../agent-job/docs-change/status-writer.ts';
import { readDocsPull, type DocsPullView } from '../agent-job/docs-change/view.ts';
import type { JobEndWriter } from '../agent-job/end-writer.ts';
import { ownMarkedComments, type MarkedComment } from '../agent-job/marked-comments.ts';
import type { WorkflowIdentity } from '../github/identity.ts';
import { markerSigner, pullScope } from '../agent-job/marker.ts';
import { jobsOf, readItemRecord, type ItemRecord, type RecordContext } from '../agent-job/record.ts';
import { listAllComments, type PullRef } from '../github/comments.ts';
import type { Octokit } from '../github/octokit.ts';
import { parsePullRequestUrl, webServerOf } from '../github/urls.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { ReconcileInputs } from './inputs.ts';

/** How long one job read may wait for retries, in milliseconds. */
const READ_WAIT_BOUND_MS = 10_000;

/** The events handled. */
const PULL_EVENTS = ['pull_request', 'pull_request_target'];

const payloadSchema = z.lazy(() =>
  z.looseObject({
    action: z.string(),
    pull_request: z.looseObject({
      number: z.number().int().positive(),
      html_url: z.string(),
      state: z.string(),
      merged: z.boolean().nullish(),
      head: z.looseObject({ sha: z.string().regex(/^[0-9a-f]{40}$/) }),
    }),
    repository: z.looseObject({ name: z.string(), owner: z.looseObject({ login: z.string() }) }),
  }),
);

/** The pull request event as read from the payload. */
interface PullEvent {
  action: string;
  pull: PullRef;
  url: string;
  headSha: string;
  /** `merged`, `closed` (without merging) or `open`. */
  state: 'merged' | 'closed' | 'open';
}

/** What handling the event needs. */
export interface PullEventDeps {
  inputs: Pick<
    ReconcileInputs,
    'apiKey' | 'projectId' | 'apiUrl' | 'agentLabel' | 'triggerPhrase' | 'closeOrphanDocsPrs'
  >;
  octokit: Octokit;
  mintlify: Pick<MintlifyClient, 'getJob'>;
  runUrl: string;
  /** Who the workflow writes as (a record counts only when it wrote it and nobody else edited it). */
  identity: WorkflowIdentity;
  now: () => number;
  signal: AbortSignal;
  log: { info: (line: string) => void; warning: (line: string) => void };
  /** The run's writer of `mintlify/docs` (`undefined`: `docs-status: false`). */
  docsStatus: DocsStatusWriter | undefined;
}

/** What the event did, for the log and the job summary. */
export interface PullEventResult {
  /** `docs` (the event's PR is an agent's docs PR), `code` (a code PR with docs work), or `none`. */
  role: 'docs' | 'code' | 'none';
  /** One sentence per thing done. */
  done: string[];
}

/**
 * The event, when it is a pull request event with a payload in the documented shape; `undefined` otherwise.
 * Pure.
 */
export function readPullEvent(eventName: string, payload: unknown): PullEvent | undefined {
  if (!PULL_EVENTS.includes(eventName)) return undefined;
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const { action, pull_request: pr, repository } = parsed.data;
  return {
    action,
    pull: { owner: repository.owner.login, repo: repository.name, pullNumber: pr.number },
    url: pr.html_url,
    headSha: pr.head.sha,
    state: pr.merged ? 'merged' : pr.state === 'open' ? 'open' : 'closed',
  };
}

function refText(ref: PullRef): string {
  return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
}

/**
 * Handles the pull request event (see the module comment). Never throws: a failure is a warning.
 */
export async function reconcilePullEvent(deps: PullEventDeps, event: PullEvent): Promise<PullEventResult> {
  const result: PullEventResult = { role: 'none', done: [] };
  try {
    const marked = await markedComments(deps, event.pull);
    const note = marked.find((c) => c.marker.state === 'steer' && c.marker.jobId !== undefined);
    if (note) {
      result.role = 'docs';
      await asDocsPull(deps, event, note, result);
      return result;
    }
    const comments = marked.filter((c) => c.marker.state !== 'steer');
    const record: ItemRecord = { item: event.pull, comments, finding: undefined, jobs: jobsOf(comments, undefined) };
    if (!comments.some((c) => c.marker.state === 'skipped') && record.jobs.length === 0) return result;
    result.role = 'code';
    await asCodePull(deps, event, record, result);
  } catch (error) {
    deps.log.warning(`Could not keep ${refText(event.pull)} and its docs in step: ${errorMessage(error)}`);
  }
  return result;
}

/** The action's verified comments on `pull` (steer notes included), newest first. */
async function markedComments(deps: PullEventDeps, pull: PullRef): Promise<MarkedComment[]> {
  const listed = await listAllComments(deps.octokit, pull);
  const signer = markerSigner(deps.inputs.apiKey, pullScope(pull), project(deps));
  return ownMarkedComments(listed, deps.identity, signer, deps.log.warning);
}

function project(deps: PullEventDeps): { projectId: string; apiUrl: string } {
  return { projectId: deps.inputs.projectId, apiUrl: deps.inputs.apiUrl };
}

function writerOf(deps: PullEventDeps): JobEndWriter {
  return {
    octokit: deps.octokit,
    apiKey: deps.inputs.apiKey,
    project: project(deps),
    triggerPhrase: deps.inputs.triggerPhrase,
    runUrl: deps.runUrl,
    label: deps.inputs.agentLabel,
    log: deps.log,
    identity: deps.identity,
    now: deps.now,
    docsStatus: deps.docsStatus,
  };
}

/**
 * The event's PR is the docs PR of job `note.marker.jobId`: the code PR the note names shows it as it is
 * now, and gets `mintlify/docs` for it.
 */
async function asDocsPull(deps: PullEventDeps, event: PullEvent, note: MarkedComment, result: PullEventResult) {
  const jobId = note.marker.jobId ?? '';
  const server = webServerOf(deps.runUrl);
  const code = codePullOfNote(note.body, server);
  if (!code) return;
  const context: RecordContext = {
    octokit: deps.octokit,
    repo: { owner: code.owner, repo: code.repo },
    apiKey: deps.inputs.apiKey,
    project: project(deps),
    identity: deps.identity,
    warn: deps.log.warning,
  };
  const record = await readItemRecord(context, { number: code.pullNumber, isPullRequest: true });
  if (!record.jobs.some((j) => j.jobId === jobId)) {
    deps.log.warning(
      `The note on ${refText(event.pull)} names ${refText(code)}, which records no agent job ${jobId}: left alone.`,
    );
    return;
  }
  const writer = writerOf(deps);
  const docs = await readDocsPull(deps.octokit, event.pull, { preview: true, warn: deps.log.warning });
  const refreshed = await refreshResultComments(writer, record, jobId, docs);
  if (refreshed > 0) result.done.push(`${refText(code)} shows ${refText(event.pull)} as ${docs.state}`);
  const situation = situationOfDocsEvent(record, jobId, docs);
  if (situation && writer.docsStatus) {
    const status = docsStatusFor(situation);
    if (await writer.docsStatus.write(code, status))
      result.done.push(`${status.context} on ${refText(code)}: ${status.state}`);
  }
}

/**
 * Where the code PR's docs stand after an event of its docs PR `docs` (job `jobId`), without a Mintlify
 * request: a newer `--skip` or job decides (`undefined`: this event changes nothing there); a job still
 * running is running; a job whose end was reported stands as its docs PR does. Pure.
 */
export function situationOfDocsEvent(record: ItemRecord, jobId: string, docs: DocsPullView): DocsSituation | undefined {
  const newest = record.comments.find(
    (c) => c.marker.state === 'skipped' || c.marker.state === 'sent' || c.marker.state === 'ended',
  );
  if (!newest || newest.marker.jobId !== jobId) return undefined;
  const job = record.jobs.find((j) => j.jobId === jobId);
  if (job?.state !== 'reported') return { kind: 'running', jobId, url: newest.url };
  return { kind: 'ended', jobId, status: 'completed', url: newest.url, docs };
}

/** The event's PR is a code PR with docs work: its status on a new head; on close, its docs PR in step. */
async function asCodePull(deps: PullEventDeps, event: PullEvent, record: ItemRecord, result: PullEventResult) {
  const writer = writerOf(deps);
  const getJob = (jobId: string) =>
    deps.mintlify.getJob(jobId, { signal: deps.signal, deadline: deps.now() + READ_WAIT_BOUND_MS });
  if (event.action === 'closed') {
    await closedCodePull(deps, writer, event, record, getJob, result);
    return;
  }
  if (!['synchronize', 'opened', 'reopened'].includes(event.action) || !writer.docsStatus) return;
  const situation = await docsSituation(
    { octokit: deps.octokit, getJob, server: webServerOf(deps.runUrl), warn: deps.log.warning },
    record,
  );
  if (!situation) return;
  const status = docsStatusFor(situation);
  if (await writer.docsStatus.write(event.pull, status, event.headSha))
    result.done.push(`${status.context} on ${event.headSha.slice(0, 7)}: ${status.state}`);
}

/** The code PR was closed: the note on the docs PR of its newest ended job says so; an orphan is closed on request. */
async function closedCodePull(
  deps: PullEventDeps,
  writer: JobEndWriter,
  event: PullEvent,
  record: ItemRecord,
  getJob: (jobId: string) => ReturnType<MintlifyClient['getJob']>,
  result: PullEventResult,
) {
  const ended = record.jobs.find((j) => j.state === 'reported');
  if (!ended) return;
  const job = await getJob(ended.jobId);
  const docsRef = job.prLink ? parsePullRequestUrl(job.prLink, webServerOf(deps.runUrl)) : undefined;
  if (!docsRef) return;
  const code: CodePullView = { ref: event.pull, url: event.url, state: event.state };
  const rewrite = await rewriteDocsPrNote(writer, docsRef, job.id, code);
  if (rewrite === 'updated')
    result.done.push(`the note on ${refText(docsRef)} says ${refText(event.pull)} is ${event.state}`);
  if (event.state !== 'closed' || !deps.inputs.closeOrphanDocsPrs || rewrite === 'no-note') return;
  const docs = await readDocsPull(deps.octokit, docsRef, { preview: false, warn: deps.log.warning });
  if (await closeOrphanDocsPull(writer, docs, code)) result.done.push(`closed ${refText(docsRef)}`);
}
