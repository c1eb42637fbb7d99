/**
 * The one road for the end of an agent job, whoever sees it first (a watching `follow-up`, `reconcile`, or
 * `/mintlify --status`), over the item's record (`record.ts`): every progress comment of the job that promised its
 * result (marker `sent`) edited to its final state, with the 🚀 / 😕 reaction on the comment that asked; a finding
 * issue's marker and "Agent job" section, and one comment there; the note on the agent's own PR (`docs-pr-note.ts`);
 * `agent-label` removed once no job of the item is outstanding ({@link settleLabel}). Exactly once per place: each is
 * claimed on an answer GitHub makes atomic (`claim.ts`), read again, written, then released; a place already recorded
 * as ended is skipped without a claim. See docs/follow-up.md, "When the job outlives the run".
 */
import { errorMessage } from '../errors.ts';
import { findingMarkerSigner, issueScope } from '../findings/marker.ts';
import { addReaction, getComment, updateComment, type CommentHandle, type PullRef } from '../github/comments.ts';
import { addLabel, createIssueComment, getIssue, removeLabel, updateIssue } from '../github/issues.ts';
import type { ReactionSubject } from '../github/reactions.ts';
import { parsePullRequestUrl, webServerOf } from '../github/urls.ts';
import type { AgentJob } from '../mintlify/schemas.ts';
import { claim, type ClaimContext } from './claim.ts';
import { replaceJobSection, renderJobEndComment } from './job-section.ts';
import { isFinalStatus, withJobSeen } from './job-state.ts';
import { markerSigner, pullScope, type Marker } from './marker.ts';
import { commentsToFinalize, outstandingJobs, trustedFindingMarker, type ItemRecord } from './record.ts';
import { trustedMarker } from './marked-comments.ts';
import { COMMENT_LIMIT, renderEndedFromBody } from './render-comment.ts';
import { noteOnAgentPull, sameRepository } from './docs-pr-note.ts';
import type { JobEndWriter } from './end-writer.ts';
import { cutAtCodePoint } from '../format/escape.ts';
import { readDocsPull, type DocsPullView } from './docs-change/view.ts';
import { docsStatusFor } from './docs-change/status-rules.ts';

export type { JobEndWriter } from './end-writer.ts';

/**
 * How a report ended: this run reported (part of) the end; another
 * run (or an earlier one) did; or the item does not record this job.
 */
export type EndReport = 'reported' | 'already-reported' | 'not-recorded';

/** What {@link reportJobEnd} did. */
export interface JobEndResult {
  report: EndReport;
  /** True when every place of the job now records its end (none failed): the job no longer counts as outstanding. */
  complete: boolean;
}

/**
 * The body a comment gets when its job ended, from its current body, its marker (state `ended`, signed) and the
 * agent's pull request as read now (`undefined`: none, or it could not be read).
 */
type RenderEnd = (current: string, marker: Marker, docs: DocsPullView | undefined) => string;

/** The watching run's own progress comment, rendered from what that run saw rather than from the comment's body. */
export interface OwnProgress {
  comment: CommentHandle;
  render: RenderEnd;
}

function claimContext(w: JobEndWriter, repo: { owner: string; repo: string }): ClaimContext {
  return { octokit: w.octokit, repo: { owner: repo.owner, repo: repo.repo }, now: w.now, log: w.log };
}

function subjectOf(comment: CommentHandle): ReactionSubject {
  return comment.kind === 'review'
    ? { kind: 'review-comment', id: comment.id }
    : { kind: 'issue-comment', id: comment.id };
}

/** `body` within GitHub's 65,536 characters, after every addition. */
function withinLimit(body: string): string {
  return body.length <= COMMENT_LIMIT ? body : `${cutAtCodePoint(body, COMMENT_LIMIT - 20)}\n\n… (truncated)`;
}

/**
 * The final body of a progress comment an earlier run wrote (`reconcile`, `--status`): see `renderEndedFromBody`.
 */
function endedFromBody(w: JobEndWriter, job: AgentJob): RenderEnd {
  return (current, marker, docs) =>
    renderEndedFromBody(current, { marker, job, triggerPhrase: w.triggerPhrase, runUrl: w.runUrl, now: w.now(), docs });
}

/**
 * Reports the end of `job` on one progress comment: claimed, read again, written (marker
 * `ended`), the asker's reaction; released.
 * @throws the GitHub request error when the claim cannot be made or the comment cannot be read or
 *   written; the asker's reaction is best effort (a warning).
 */
async function reportCommentEnd(
  w: JobEndWriter,
  item: PullRef,
  comment: CommentHandle,
  job: AgentJob,
  render: RenderEnd,
  docs: DocsPullView | undefined,
): Promise<EndReport> {
  const held = await claim(
    claimContext(w, item),
    subjectOf(comment),
    `the end of agent job ${job.id} on ${comment.url}`,
  );
  if (!held) return 'already-reported';
  try {
    const signer = markerSigner(w.apiKey, pullScope(item), w.project);
    const current = await getComment(w.octokit, item, comment);
    const marker = await trustedMarker(current, w.identity, signer);
    if (!marker || marker.jobId !== job.id) return 'not-recorded';
    if (marker.state === 'ended') return 'already-reported';
    const ended = signer.sign({ ...marker, state: 'ended' });
    await updateComment(w.octokit, item, comment, withinLimit(render(current.body, ended, docs)));
    const reaction = job.status === 'failed' ? 'confused' : job.prLink ? 'rocket' : undefined;
    for (const key of reaction ? marker.triggers : []) {
      const [kind, id] = key.split(':');
      if (kind !== 'ic' && kind !== 'rc') continue;
      await guard(w, `add the ${reaction} reaction`, () =>
        addReaction(
          w.octokit,
          item,
          { kind: kind === 'rc' ? 'review' : 'issue', id: Number(id) },
          reaction as 'rocket' | 'confused',
        ),
      );
    }
    return 'reported';
  } finally {
    await held.release();
  }
}

/**
 * Reports the end of `job` on the finding issue `item` (marker and section, one "finished"
 * comment) when its marker records the job and not yet its end. Read first: an issue that
 * already records the end gets no write at all.
 * @throws the GitHub request error when the issue cannot be read or written.
 */
export async function reportFindingEnd(w: JobEndWriter, item: PullRef, job: AgentJob): Promise<EndReport> {
  const repo = { owner: item.owner, repo: item.repo };
  const signer = findingMarkerSigner(w.apiKey, w.project);
  const scope = issueScope({ ...repo, issueNumber: item.pullNumber });
  const check = async (): Promise<{ report: EndReport } | { body: string; next: ReturnType<typeof withJobSeen> }> => {
    const current = await getIssue(w.octokit, repo, item.pullNumber);
    const marker = await trustedFindingMarker(w.identity, repo, current, signer);
    if (!marker || marker.jobId !== job.id || marker.state !== 'started') return { report: 'not-recorded' };
    if (isFinalStatus(marker.jobStatus)) return { report: 'already-reported' };
    return { body: current.body, next: withJobSeen(marker, job) };
  };
  const first = await check();
  if ('report' in first) return first.report;
  const held = await claim(
    claimContext(w, item),
    { kind: 'issue', number: item.pullNumber },
    `the end of agent job ${job.id} on #${item.pullNumber}`,
  );
  if (!held) return 'already-reported';
  try {
    const now = await check();
    if ('report' in now) return now.report;
    if (now.next === undefined) return 'already-reported';
    const next = signer.sign(now.next, scope);
    const body = replaceJobSection(now.body, next, { status: job.status, prLink: job.prLink ?? null }, w.triggerPhrase);
    await updateIssue(w.octokit, repo, item.pullNumber, { body });
    await createIssueComment(w.octokit, repo, item.pullNumber, renderJobEndComment(job));
    return 'reported';
  } finally {
    await held.release();
  }
}

/**
 * Reports the end of `job` everywhere `record` records it (see the module comment): its
 * progress comments that still promise the result (`own`, the watching run's comment, rendered
 * from that run's view), the finding issue's marker, and the steer note. A failure on one place
 * is a warning and leaves the job outstanding (the next run finishes it).
 */
export async function reportJobEnd(
  w: JobEndWriter,
  record: ItemRecord,
  job: AgentJob,
  own?: OwnProgress,
): Promise<JobEndResult> {
  const reports: EndReport[] = [];
  let complete = true;
  const comments: CommentHandle[] = commentsToFinalize(record, job.id);
  const docs = comments.length > 0 || own ? await readAgentPull(w, record.item, job) : undefined;
  if (own && !comments.some((c) => c.kind === own.comment.kind && c.id === own.comment.id)) comments.push(own.comment);
  for (const comment of comments) {
    const mine = own && own.comment.kind === comment.kind && own.comment.id === comment.id;
    try {
      reports.push(
        await reportCommentEnd(w, record.item, comment, job, mine ? own.render : endedFromBody(w, job), docs),
      );
    } catch (error) {
      complete = false;
      w.log.warning(`Could not report the end of agent job ${job.id} on ${comment.url}: ${errorMessage(error)}`);
    }
  }
  if (record.finding?.jobId === job.id && !isFinalStatus(record.finding.jobStatus)) {
    try {
      reports.push(await reportFindingEnd(w, record.item, job));
    } catch (error) {
      complete = false;
      w.log.warning(
        `Could not report the end of agent job ${job.id} on #${record.item.pullNumber}: ${errorMessage(error)}`,
      );
    }
  }
  const report: EndReport = reports.includes('reported')
    ? 'reported'
    : reports.includes('already-reported')
      ? 'already-reported'
      : 'not-recorded';
  if (report === 'reported' && job.status !== 'failed') await leaveSteerNote(w, record, job);
  if (report === 'reported') await writeEndStatus(w, record, job, docs);
  return { report, complete };
}

/** The agent's pull request of `job` (not the item itself) with its preview, as read now; `undefined` when none or unreadable (a warning). */
async function readAgentPull(w: JobEndWriter, item: PullRef, job: AgentJob): Promise<DocsPullView | undefined> {
  const target = job.prLink ? parsePullRequestUrl(job.prLink, webServerOf(w.runUrl)) : undefined;
  if (!target || (sameRepository(target, item) && target.pullNumber === item.pullNumber)) return undefined;
  try {
    return await readDocsPull(w.octokit, target, { preview: true, warn: w.log.warning });
  } catch (error) {
    w.log.warning(
      `Could not read the agent's pull request ${target.owner}/${target.repo}#${target.pullNumber} (title, state, diff stat): ${errorMessage(error)}`,
    );
    return undefined;
  }
}

/**
 * `mintlify/docs` on the code PR's head once the end of `job` is reported there, unless a newer job or a
 * `--skip` decides it (`docs-change/status-rules.ts`). Pull requests only (not finding issues). Best effort.
 */
async function writeEndStatus(
  w: JobEndWriter,
  record: ItemRecord,
  job: AgentJob,
  docs: DocsPullView | undefined,
): Promise<void> {
  if (!w.docsStatus || record.finding !== undefined) return;
  const newest = record.comments.find(
    (c) => c.marker.state === 'skipped' || c.marker.state === 'sent' || c.marker.state === 'ended',
  );
  if (newest !== undefined && newest.marker.jobId !== job.id) return;
  const target = job.prLink ? parsePullRequestUrl(job.prLink, webServerOf(w.runUrl)) : undefined;
  // Steered from the agent's own PR: that PR is no code PR waiting for its docs.
  if (target && sameRepository(target, record.item) && target.pullNumber === record.item.pullNumber) return;
  const status = docsStatusFor({
    kind: 'ended',
    jobId: job.id,
    status: job.status,
    url: newest?.url,
    docs: docs ?? (target && job.prLink ? { unread: target, url: job.prLink } : undefined),
  });
  await w.docsStatus.write(record.item, status);
}

/**
 * Removes `agent-label` from the item when none of its jobs is outstanding any more, besides
 * `ended` (the jobs whose end was just reported everywhere). With `reread`, the record is read
 * again before, so that a job handed off on the item meanwhile keeps the label, and once more
 * after: GitHub has no compare-and-swap on labels, so a hand-off whose label landed just before
 * the removal would lose it; a hand-off records its job (the progress comment's marker) before it
 * adds the label, so the read after the removal sees it, and the label is put back. Best effort:
 * a failure is a warning.
 * @returns true when no job is outstanding (the label is removed or was not there).
 */
export async function settleLabel(
  w: JobEndWriter,
  record: ItemRecord,
  ended: readonly string[],
  reread?: () => Promise<ItemRecord>,
): Promise<boolean> {
  let left = outstandingJobs(record, ended);
  if (left.length === 0 && reread) {
    try {
      left = outstandingJobs(await reread(), ended);
    } catch (error) {
      w.log.warning(
        `Could not read #${record.item.pullNumber} again before removing the label ${w.label}: ${errorMessage(error)}`,
      );
      return false;
    }
  }
  if (left.length > 0) {
    w.log.info(
      `#${record.item.pullNumber} keeps the label ${w.label}: ${left.length === 1 ? 'agent job' : 'agent jobs'} ${left.map((j) => j.jobId).join(', ')} still outstanding.`,
    );
    return false;
  }
  await guard(w, `remove the label ${w.label} from #${record.item.pullNumber}`, () =>
    removeLabel(w.octokit, record.item, record.item.pullNumber, w.label),
  );
  return reread === undefined ? true : !(await restoreForHandOff(w, record, ended, reread));
}

/**
 * After a label removal: reads the record once more and, when a job was handed off on the item
 * meanwhile, puts `agent-label` back. @returns true when it put the label back (or tried to).
 */
async function restoreForHandOff(
  w: JobEndWriter,
  record: ItemRecord,
  ended: readonly string[],
  reread: () => Promise<ItemRecord>,
): Promise<boolean> {
  const n = record.item.pullNumber;
  let left: ReturnType<typeof outstandingJobs>;
  try {
    left = outstandingJobs(await reread(), ended);
  } catch (error) {
    w.log.warning(`Could not read #${n} again after removing the label ${w.label}: ${errorMessage(error)}`);
    return false;
  }
  if (left.length === 0) return false;
  w.log.info(
    `#${n}: ${left.length === 1 ? 'agent job' : 'agent jobs'} ${left.map((j) => j.jobId).join(', ')} handed off meanwhile: the label ${w.label} is put back.`,
  );
  await guard(w, `put the label ${w.label} back on #${n}`, () => addLabel(w.octokit, record.item, n, w.label));
  return true;
}

/** Runs a best-effort write: a failure is a warning. */
async function guard(w: JobEndWriter, what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    w.log.warning(`Could not ${what}: ${errorMessage(error)}`);
  }
}

/**
 * Leaves the note on the agent's PR (`docs-pr-note.ts`: in this repository or another, naming the
 * code PR), once: claimed on the agent PR (`claim.ts`), then looked for, then written. Where the
 * token cannot reach that PR, the job's newest progress comment says in one line what access the
 * note needs. Best effort (a warning).
 */
async function leaveSteerNote(w: JobEndWriter, record: ItemRecord, job: AgentJob): Promise<void> {
  const target = job.prLink ? parsePullRequestUrl(job.prLink, webServerOf(w.runUrl)) : undefined;
  if (!target) return;
  if (sameRepository(target, record.item) && target.pullNumber === record.item.pullNumber) return;
  const what = `the note on ${target.owner}/${target.repo}#${target.pullNumber}`;
  await guard(w, `leave ${what}`, async () => {
    const held = await claim(claimContext(w, target), { kind: 'issue', number: target.pullNumber }, what);
    if (!held) return;
    try {
      const progress = record.comments.find((c) => c.marker.jobId === job.id);
      await noteOnAgentPull(w, record.item, progress, job);
    } finally {
      await held.release();
    }
  });
}
