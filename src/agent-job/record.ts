/**
 * One record per pull request or issue: what the action knows about the agent jobs there — every
 * job it started or messaged (its progress comments, newest first), each job's state, and on a
 * finding issue the job its body marker records. It is read only from the action's own
 * markers at places the action alone writes: the first line of its own comments (written
 * by the workflow's identity, edited by nobody else, bound to this project) and the first line
 * of its finding issue's body — never from text further down a body, where PR or visitor text is
 * shown. Every writer (watching follow-up, the post step, reconcile, `--status`, the snapshot's
 * triage) reads it here and reports through `report-end.ts`.
 */
import {
  findingMarkerSigner,
  verifiedFindingIssue,
  type FindingMarker,
  type FindingMarkerSigner,
} from '../findings/marker.ts';
import { listAllComments, type PullRef } from '../github/comments.ts';
import { UNCHECKED, type WorkflowIdentity } from '../github/identity.ts';
import type { RepoRef } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import { findingJobState, type JobState } from './job-state.ts';
import { explainDistrusted, sortMarkedComments, type MarkedComment } from './marked-comments.ts';
import { markerSigner, pullScope, type MarkerProject } from './marker.ts';

/** One job on the item. */
export interface JobRecord {
  jobId: string;
  /** Its progress comments on the item (steer notes aside), newest first. */
  comments: MarkedComment[];
  /**
   * `sent` while a comment promises its result (marker `sent`) or the finding marker records it running; `reported`
   * once every one records its end.
   */
  state: JobState;
}

/** What the action knows about the jobs of one item. */
export interface ItemRecord {
  item: PullRef;
  /** The action's verified progress comments on the item (steer notes aside), newest first. */
  comments: MarkedComment[];
  /** The finding issue's verified marker; `undefined` on a pull request or any other issue. */
  finding: FindingMarker | undefined;
  /** Every job named by a progress comment or the finding marker, newest first. */
  jobs: JobRecord[];
  /**
   * The workflow's progress comments on the item that no longer count (edited by someone else, or
   * signed by an earlier release with a key not configured now), one sentence each with what to do.
   */
  untrusted?: string[];
}

/**
 * The jobs of `comments` (newest first) whose instruction was delivered (a comment `sent` or
 * `ended`), and the job the finding marker records, each with its state. Pure.
 */
export function jobsOf(comments: readonly MarkedComment[], finding: FindingMarker | undefined): JobRecord[] {
  const jobs = new Map<string, JobRecord>();
  for (const comment of comments) {
    const jobId = comment.marker.jobId;
    // Only a delivered instruction makes a job of the item: `received`, `pending` and `not-sent` promise nothing.
    if (jobId === undefined || (comment.marker.state !== 'sent' && comment.marker.state !== 'ended')) continue;
    const job = jobs.get(jobId) ?? { jobId, comments: [], state: 'reported' as JobState };
    job.comments.push(comment);
    if (comment.marker.state === 'sent') job.state = 'sent';
    jobs.set(jobId, job);
  }
  const recorded = finding ? findingJobState(finding) : undefined;
  if (finding?.jobId !== undefined && recorded !== undefined) {
    const job = jobs.get(finding.jobId) ?? { jobId: finding.jobId, comments: [], state: 'reported' as JobState };
    if (recorded !== 'reported') job.state = job.state === 'sent' ? 'sent' : 'active';
    jobs.set(finding.jobId, job);
  }
  return [...jobs.values()];
}

/**
 * The order of job `jobId` on the item: the id of its first progress comment there (ids grow in creation order);
 * `undefined` when no progress comment names it (a job the snapshot's triage started). Pure.
 */
export function jobOrder(comments: readonly Pick<MarkedComment, 'id' | 'marker'>[], jobId: string): number | undefined {
  let first: number | undefined;
  for (const c of comments) if (c.marker.jobId === jobId && (first === undefined || c.id < first)) first = c.id;
  return first;
}

/** The jobs of the record whose end is not reported yet (each keeps `agent-label` on the item). */
export function outstandingJobs(record: Pick<ItemRecord, 'jobs'>, except: readonly string[] = []): JobRecord[] {
  return record.jobs.filter((j) => j.state !== 'reported' && !except.includes(j.jobId));
}

/** The progress comments of job `jobId` that still promise its result (marker `sent`), oldest first. */
export function commentsToFinalize(record: Pick<ItemRecord, 'comments'>, jobId: string): MarkedComment[] {
  return record.comments.filter((c) => c.marker.jobId === jobId && c.marker.state === 'sent').reverse();
}

/** What reading a record needs. */
export interface RecordContext {
  octokit: Octokit;
  repo: RepoRef;
  apiKey: string;
  project: MarkerProject;
  /** Who the workflow writes as: a record counts only when it wrote it and nobody else edited it. */
  identity: WorkflowIdentity;
  /** `trigger-phrase`, named in what to do about a record that no longer counts. Default `/mintlify`. */
  triggerPhrase?: string;
  warn: (line: string) => void;
}

/** An item as listed (`GET /repos/{owner}/{repo}/issues`): a finding issue's marker is read from its body. */
export interface ItemToRead {
  number: number;
  isPullRequest: boolean;
  /** The issue body, author and labels as listed; `undefined` for a pull request or when not needed. */
  issue?: { body: string; authorLogin: string; nodeId?: string | undefined; labels: readonly string[] } | undefined;
}

/** The item as a {@link PullRef} (an issue's number goes in `pullNumber`, as comments are addressed the same way). */
function itemRef(repo: RepoRef, item: { number: number }): PullRef {
  return { owner: repo.owner, repo: repo.repo, pullNumber: item.number };
}

/** An issue as its finding marker is read: number, body, author, node ID and labels as GitHub lists them. */
export interface IssueToTrust {
  number: number;
  body: string;
  authorLogin: string;
  nodeId?: string | undefined;
  labels: readonly string[];
}

/**
 * The finding marker of `issue` when it counts: the workflow's identity wrote the issue, nobody
 * else edited it, and the marker is bound to this project (`findings/marker.ts`
 * `verifiedFindingIssue`); `undefined` otherwise.
 * @throws the GitHub request error when who edited it cannot be read.
 */
export async function trustedFindingMarker(
  identity: WorkflowIdentity,
  repo: RepoRef,
  issue: IssueToTrust,
  signer: FindingMarkerSigner,
): Promise<FindingMarker | undefined> {
  const [writer = UNCHECKED] = await identity.check([issue]);
  return verifiedFindingIssue({ ...issue, writer }, { ...repo, label: undefined, signer });
}

/**
 * The verified marker of finding issue `item`, from its body as
 * listed; `undefined` when it is not this project's finding issue.
 */
async function verifiedFinding(ctx: RecordContext, item: ItemToRead): Promise<FindingMarker | undefined> {
  if (item.isPullRequest || item.issue === undefined) return undefined;
  return trustedFindingMarker(
    ctx.identity,
    ctx.repo,
    { number: item.number, ...item.issue },
    findingMarkerSigner(ctx.apiKey, ctx.project),
  );
}

/**
 * Reads the record of `item`: its comments (issue comments, and a pull request's review comments, every page) and,
 * on a finding issue, the marker of its body as listed.
 * @throws the GitHub request error when the comments cannot be read.
 */
export async function readItemRecord(ctx: RecordContext, item: ItemToRead): Promise<ItemRecord> {
  const ref = itemRef(ctx.repo, item);
  const finding = await verifiedFinding(ctx, item);
  // A plain issue has no review comments: only a pull request's are read.
  const listed = await listAllComments(ctx.octokit, ref, { reviewComments: item.isPullRequest });
  const signer = markerSigner(ctx.apiKey, pullScope(ref), ctx.project);
  const { marked, distrusted } = await sortMarkedComments(listed, ctx.identity, signer);
  for (const d of distrusted) if (d.kind !== 'author') ctx.warn(`Ignored the marker of ${d.comment.url}: ${d.reason}.`);
  const untrusted = distrusted.flatMap((d) => explainDistrusted(d, ctx.triggerPhrase ?? '/mintlify') ?? []);
  const comments = marked.filter((c) => c.marker.state !== 'steer');
  return { item: ref, comments, finding, jobs: jobsOf(comments, finding), untrusted };
}
