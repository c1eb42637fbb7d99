/**
 * The one road for the end of an agent job, whoever sees it first — a watching `follow-up`,
 * `reconcile`, or `/mintlify --status`:
 * - on the progress comment of a pull request (or issue): the comment edited to its final state
 *   (marker `ended`), the 🚀 / 😕 reaction on the comment that asked, the steer note on the
 *   agent's own PR — in this repository or another (`docs-pr-note.ts`) — and `agent-label` removed;
 * - on a finding issue: its marker and "Agent job" section updated to the final status, one
 *   comment saying the job finished and where its PR is, and `agent-label` removed.
 *
 * Exactly once: GitHub has no compare-and-swap, so the final-state write is the claim. The item
 * is read again right before writing (a run that finds the end already written stops there);
 * after writing, the run waits `claimSettleMs` (1.5 s on GitHub) and reads it once more: when two runs wrote
 * at the same moment, the last write stays, and only its writer goes on to react, leave the note
 * and comment. Reactions are one per user and content on GitHub, and the steer note is looked
 * for before it is written, so even a lost race adds nothing twice.
 */
import { randomUUID } from 'node:crypto';
import { errorMessage } from '../errors.ts';
import { findingMarkerSigner, issueScope, parseFindingMarker, type FindingMarker } from '../findings/marker.ts';
import { addReaction, getComment, updateComment, type CommentHandle, type PullRef } from '../github/comments.ts';
import { createIssueComment, getIssue, removeLabel, updateIssue } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import { FINAL_STATUSES, type AgentJob } from '../mintlify/schemas.ts';
import { renderJobEndComment, replaceJobSection } from './job-section.ts';
import { markerSigner, parseMarker, pullScope, type MarkerProject } from './marker.ts';
import { renderEndedFromBody } from './render-comment.ts';
import { noteOnAgentPull } from './docs-pr-note.ts';
import type { MarkedComment } from './marked-comments.ts';

/** Start of the hidden last line that names one run's final-state write (see {@link withClaim}). */
const CLAIM_PREFIX = '<!-- mintlify-action end-claim ';

/**
 * `body` with its last line naming this write (a random id; an earlier claim line is replaced).
 * Two runs that write the same final state at the same moment would otherwise write the same
 * bytes (a finding issue's body holds no run link), and both would see "their" write stay.
 */
export function withClaim(body: string): string {
  const lines = body.split('\n').filter((line) => !line.startsWith(CLAIM_PREFIX));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return `${lines.join('\n')}\n\n${CLAIM_PREFIX}${randomUUID()} -->`;
}

/** What reporting an end needs: who writes, for which Mintlify project, and the run's link. */
export interface JobEndWriter {
  octokit: Octokit;
  /** The Mintlify API key: markers are signed with a key derived from it. */
  apiKey: string;
  project: MarkerProject;
  triggerPhrase: string;
  /** This workflow run, linked from what it writes. */
  runUrl: string;
  /** `agent-label`, removed once the end is reported. */
  label: string;
  log: { info: (line: string) => void; warning: (line: string) => void };
  /** The token's login (`GET /user`), looked up once and only when needed. */
  tokenLogin: () => Promise<string>;
  /** Waits `ms` milliseconds (injected so that tests need not wait). */
  sleep: (ms: number) => Promise<void>;
  /** Milliseconds between the claim's write and its check (`GitHubPacing.claimSettleMs`: 1,500 on GitHub). */
  claimSettleMs: number;
}

/** How a report ended: this run reported the end; another run (or an earlier one) did; or the item no longer records this job. */
export type EndReport = 'reported' | 'already-reported' | 'not-recorded';

/** The progress comment of a job that ended. */
export interface ProgressEnd {
  /** The pull request or issue the comment is on (`pullNumber` is the issue's number on an issue). */
  item: PullRef;
  comment: CommentHandle;
  /**
   * The final body, from the comment's current body. It must carry the marker of the job in
   * state `ended`, signed for `item`.
   */
  render: (current: string) => string;
}

/**
 * Reports the end of `job` on its progress comment (see the module comment).
 * @throws the GitHub request error when the comment cannot be read or written; the reaction,
 *   the steer note and the label are best effort (a warning each).
 */
export async function reportProgressEnd(w: JobEndWriter, end: ProgressEnd, job: AgentJob): Promise<EndReport> {
  const signer = markerSigner(w.apiKey, pullScope(end.item), w.project);
  const current = await getComment(w.octokit, end.item, end.comment);
  const marker = parseMarker(current.body);
  if (!marker || !signer.verify(marker) || marker.jobId !== job.id) return 'not-recorded';
  if (marker.state === 'ended') return 'already-reported';
  const body = withClaim(end.render(current.body));
  await updateComment(w.octokit, end.item, end.comment, body);
  if (!(await claimHeld(w, () => getComment(w.octokit, end.item, end.comment).then((c) => c.body), body)))
    return 'already-reported';
  const reaction = job.status === 'failed' ? 'confused' : job.prLink ? 'rocket' : undefined;
  for (const key of reaction ? marker.triggers : []) {
    const [kind, id] = key.split(':');
    if (kind !== 'ic' && kind !== 'rc') continue;
    await guard(w, `add the ${reaction} reaction`, () =>
      addReaction(
        w.octokit,
        end.item,
        { kind: kind === 'rc' ? 'review' : 'issue', id: Number(id) },
        reaction as 'rocket' | 'confused',
      ),
    );
  }
  if (job.status !== 'failed') await noteOnAgentPull(w, end.item, end.comment, job);
  await guard(w, `remove the label ${w.label} from #${end.item.pullNumber}`, () =>
    removeLabel(w.octokit, end.item, end.item.pullNumber, w.label),
  );
  return 'reported';
}

/**
 * Reports the end of `job` on the finding issue `issueNumber`: marker and section, one "finished"
 * comment, the label removed (see the module comment).
 * @throws the GitHub request error when the issue cannot be read or written.
 */
export async function reportIssueJobEnd(
  w: JobEndWriter,
  repo: { owner: string; repo: string },
  issueNumber: number,
  job: AgentJob,
): Promise<EndReport> {
  const signer = findingMarkerSigner(w.apiKey, w.project);
  const scope = issueScope({ ...repo, issueNumber });
  const current = await getIssue(w.octokit, repo, issueNumber);
  const marker = parseFindingMarker(current.body);
  if (!marker || !signer.verify(marker, scope) || marker.jobId !== job.id) return 'not-recorded';
  if (FINAL_STATUSES.some((s) => s === marker.jobStatus)) return 'already-reported';
  const next: FindingMarker = signer.sign(
    { ...marker, state: 'started', jobStatus: job.status, prLink: job.prLink ?? marker.prLink },
    scope,
  );
  const body = withClaim(
    replaceJobSection(current.body, next, { status: job.status, prLink: job.prLink ?? null }, w.triggerPhrase),
  );
  await updateIssue(w.octokit, repo, issueNumber, { body });
  if (!(await claimHeld(w, () => getIssue(w.octokit, repo, issueNumber).then((i) => i.body), body)))
    return 'already-reported';
  await createIssueComment(w.octokit, repo, issueNumber, renderJobEndComment(job));
  await guard(w, `remove the label ${w.label} from #${issueNumber}`, () =>
    removeLabel(w.octokit, repo, issueNumber, w.label),
  );
  return 'reported';
}

/**
 * Reports the end of `job` on the other progress comments of `item` that handed the same job off
 * (marker `sent`): each promised the result, so each is finalized from its own body, and each
 * asker gets the reaction. Best effort: a failure is a warning.
 * @param comments the item's verified marked comments (others are skipped).
 * @param now current time, epoch milliseconds.
 */
export async function reportEarlierProgressEnds(
  w: JobEndWriter,
  item: PullRef,
  comments: readonly MarkedComment[],
  job: AgentJob,
  now: number,
): Promise<void> {
  const signer = markerSigner(w.apiKey, pullScope(item), w.project);
  for (const comment of comments) {
    if (comment.marker.jobId !== job.id || comment.marker.state !== 'sent') continue;
    const marker = signer.sign({ ...comment.marker, state: 'ended' });
    const render = (current: string): string =>
      renderEndedFromBody(current, { marker, job, triggerPhrase: w.triggerPhrase, runUrl: w.runUrl, now });
    await guard(w, `report the end of agent job ${job.id} on ${comment.url}`, () =>
      reportProgressEnd(w, { item, comment, render }, job),
    );
  }
}

/** After the final-state write: waits, reads the item again, and tells whether this run's write stayed. */
async function claimHeld(w: JobEndWriter, read: () => Promise<string>, written: string): Promise<boolean> {
  await w.sleep(w.claimSettleMs);
  if ((await read()) === written) return true;
  w.log.info('Another run reported the end of this job at the same moment; it writes the rest.');
  return false;
}

/** Runs a best-effort write: a failure is a warning. */
async function guard(w: JobEndWriter, what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    w.log.warning(`Could not ${what}: ${errorMessage(error)}`);
  }
}
