/**
 * The note on the agent's own pull request — in this repository or in the docs repository the
 * Mintlify project is connected to — so that the PR knows its job: it names the code PR it
 * documents (and whether that PR is merged yet, so that nobody merges docs for unreleased code
 * unknowingly), carries the job's signed record (the marker, state `steer`, signed for the
 * agent's PR: a `follow-up` run there, with its own workflow and token, steers that job instead
 * of starting another), and says that reviewers can steer it with the trigger phrase there.
 *
 * The note is left once (looked for first), and only on a PR whose head branch is the branch
 * the job works on (`source.ref`): `prLink` comes from the API and decides where we write. When
 * the token cannot reach the agent's PR (another repository, no access), the code PR's progress
 * comment gets one line saying what access the note needs; the step still succeeds.
 */
import { errorMessage } from '../errors.ts';
import { escapeHtml, inlineCode } from '../format/escape.ts';
import {
  createComment,
  getComment,
  listAllComments,
  updateComment,
  type CommentHandle,
  type PullRef,
} from '../github/comments.ts';
import type { Octokit } from '../github/octokit.ts';
import { getPullRequest } from '../github/pulls.ts';
import { parsePullRequestUrl, webServerOf } from '../github/urls.ts';
import type { AgentJob } from '../mintlify/schemas.ts';
import { sortMarkedComments } from './marked-comments.ts';
import { formatMarker, markerSigner, pullScope, type Marker } from './marker.ts';
import type { JobEndWriter } from './end-writer.ts';

/** How leaving the note ended. */
export type DocsPrNoteOutcome =
  /** The note was written by this call. */
  | 'left'
  /** A note of this job was already there. */
  | 'exists'
  /** No note is due: no `prLink`, the PR is the item itself, or its head is not the job's branch. */
  | 'not-due'
  /** The token cannot read or write the agent's PR (another repository the token does not reach). */
  | 'no-access'
  /** Another failure (a warning says which). */
  | 'failed';

/** The code PR as the note names it: where it is and whether it is merged. */
export interface CodePullView {
  ref: PullRef;
  url: string;
  /**
   * `merged`, `open` (not merged yet) or `closed` (closed without merging); `issue` when the item
   * is an issue (a finding issue); `undefined` when it could not be read.
   */
  state: 'merged' | 'open' | 'closed' | 'issue' | undefined;
}

/** `owner/name#n`. */
function refText(ref: PullRef): string {
  return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
}

/** Whether two refs name the same repository (GitHub names are case-insensitive). */
export function sameRepository(a: { owner: string; repo: string }, b: { owner: string; repo: string }): boolean {
  return a.owner.toLowerCase() === b.owner.toLowerCase() && a.repo.toLowerCase() === b.repo.toLowerCase();
}

/**
 * The note's body: the signed marker (state `steer`), the job, the code PR with its state, and how to steer. Pure.
 */
export function renderDocsPrNote(input: {
  marker: Marker;
  code: CodePullView;
  /** True when the note is in another repository than the code PR. */
  elsewhere: boolean;
  triggerPhrase: string;
  runUrl: string;
}): string {
  const { marker, code } = input;
  const phrase = escapeHtml(input.triggerPhrase);
  const name = input.elsewhere ? refText(code.ref) : `#${code.ref.pullNumber}`;
  const link = `[${name}](${code.url})`;
  const state =
    code.state === 'merged'
      ? '**merged** — the code has shipped'
      : code.state === 'open'
        ? '**not merged yet** — merge this one only once that code is released'
        : code.state === 'closed'
          ? '**closed without merging** — the code it documents may never ship'
          : code.state === 'issue'
            ? 'an issue'
            : 'state unknown (it could not be read)';
  return [
    formatMarker(marker),
    `This pull request was opened by Mintlify agent job ${inlineCode(marker.jobId ?? '')}, which documents ${link} (${state}).`,
    '',
    `Reply with \`${phrase} <instruction>\` in a comment or a review comment to steer this job (people with write access; the follow-up workflow of this repository runs it).`,
    '',
    `<sub>[workflow run](${input.runUrl})</sub>`,
  ].join('\n');
}

/** The one line the code PR's comment gets when the note cannot be written. Pure. */
export function renderNoAccessLine(target: PullRef, codeRepo: { owner: string; repo: string }): string {
  const where = `${target.owner}/${target.repo}`;
  const same = sameRepository(target, codeRepo);
  return same
    ? `- ℹ️ No note on the agent's pull request ${where}#${target.pullNumber}: the \`github-token\` cannot write there (it needs \`pull-requests: write\`).`
    : `- ℹ️ No note on the agent's pull request ${where}#${target.pullNumber}: the \`github-token\` does not reach ${where}. Give the workflow a token for both repositories with \`pull-requests: write\` (a GitHub App installation token from \`actions/create-github-app-token\`) so reviewers can steer this job there.`;
}

/** True for a GitHub answer that means "this token cannot reach that": 401, 403, 404. */
function refused(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return status === 401 || status === 403 || status === 404;
}

/** The code PR's state for the note (a 404 means the item is an issue); `undefined` when it cannot be read. */
async function codePullView(octokit: Octokit, item: PullRef, server: string): Promise<CodePullView> {
  const base = `${server}/${item.owner}/${item.repo}`;
  try {
    const pr = await getPullRequest(octokit, item);
    return { ref: item, url: pr.url, state: pr.merged ? 'merged' : pr.state === 'open' ? 'open' : 'closed' };
  } catch (error) {
    const issue = (error as { status?: unknown }).status === 404;
    return {
      ref: item,
      url: `${base}/${issue ? 'issues' : 'pull'}/${item.pullNumber}`,
      state: issue ? 'issue' : undefined,
    };
  }
}

/**
 * Leaves the note on the agent's PR of `job` for the item `item` (see the module comment).
 * Never throws: a failure is a warning, or `no-access`.
 * The `prLink` must be on the server of the run's link (`GITHUB_SERVER_URL`: GHES as github.com).
 */
async function leaveDocsPrNote(w: JobEndWriter, item: PullRef, job: AgentJob): Promise<DocsPrNoteOutcome> {
  const target = job.prLink ? parsePullRequestUrl(job.prLink, webServerOf(w.runUrl)) : undefined;
  if (!target) return 'not-due';
  const elsewhere = !sameRepository(target, item);
  if (!elsewhere && target.pullNumber === item.pullNumber) return 'not-due';
  try {
    const { data: pull } = await w.octokit.rest.pulls.get({
      owner: target.owner,
      repo: target.repo,
      pull_number: target.pullNumber,
    });
    if (!job.source?.ref || pull.head.ref !== job.source.ref) {
      w.log.info(`No note on ${refText(target)}: its head branch is not the branch agent job ${job.id} works on.`);
      return 'not-due';
    }
    const signer = markerSigner(w.apiKey, pullScope(target), w.project);
    const { marked } = await sortMarkedComments(await listAllComments(w.octokit, target), w.identity, signer);
    if (marked.some((c) => c.marker.jobId === job.id)) return 'exists';
    const code = await codePullView(w.octokit, item, new URL(pull.html_url).origin);
    const marker = signer.sign({ jobId: job.id, triggers: [], state: 'steer' });
    await createComment(
      w.octokit,
      target,
      renderDocsPrNote({ marker, code, elsewhere, triggerPhrase: w.triggerPhrase, runUrl: w.runUrl }),
      undefined,
    );
    w.log.info(`Left the note of agent job ${job.id} on ${refText(target)}.`);
    return 'left';
  } catch (error) {
    // In this repository a 404 means the PR is gone, not that the token cannot reach it.
    if (refused(error) && (elsewhere || (error as { status?: unknown }).status !== 404)) {
      w.log.warning(
        `Could not leave the note on the agent's pull request ${refText(target)}: the github-token cannot reach it (${errorMessage(error)}).`,
      );
      return 'no-access';
    }
    w.log.warning(`Could not leave the note on the agent's pull request ${refText(target)}: ${errorMessage(error)}`);
    return 'failed';
  }
}

/**
 * Adds {@link renderNoAccessLine} to the code PR's progress comment (before its last hidden
 * line, when it ends with one), once. Best effort: a failure is a warning.
 */
async function noteNoAccess(w: JobEndWriter, item: PullRef, comment: CommentHandle, target: PullRef): Promise<void> {
  const line = renderNoAccessLine(target, item);
  try {
    const current = await getComment(w.octokit, item, comment);
    if (current.body.includes(line)) return;
    const hidden = /\n\n(<!-- [^\n]*-->)$/.exec(current.body);
    const body = hidden
      ? `${current.body.slice(0, hidden.index)}\n\n${line}\n\n${hidden[1]}`
      : `${current.body}\n\n${line}`;
    await updateComment(w.octokit, item, comment, body);
  } catch (error) {
    w.log.warning(`Could not say on ${comment.url} what access the note needs: ${errorMessage(error)}`);
  }
}

/**
 * The note for the end of `job` reported on `comment` of `item`: left on the agent's PR, or,
 * when the token cannot reach it, the line on the progress comment (see the module comment).
 */
export async function noteOnAgentPull(
  w: JobEndWriter,
  item: PullRef,
  comment: CommentHandle | undefined,
  job: AgentJob,
): Promise<DocsPrNoteOutcome> {
  const outcome = await leaveDocsPrNote(w, item, job);
  const target = job.prLink ? parsePullRequestUrl(job.prLink, webServerOf(w.runUrl)) : undefined;
  if (outcome === 'no-access' && target && comment) await noteNoAccess(w, item, comment, target);
  return outcome;
}

/** How rewriting the note for the code PR's state ended. */
export type NoteRewrite = 'updated' | 'unchanged' | 'no-note';

/**
 * Rewrites the note of job `jobId` on the agent's PR `target` in place for the code PR's state now
 * (`code`: merged, closed without merging): the same signed marker, the state sentence of
 * {@link renderDocsPrNote}. Only a note that verifies (signed for `target`, written by the workflow's
 * identity) is rewritten; none is created here (the end of the job leaves it).
 * @throws the GitHub request error when the comments cannot be read or the note cannot be written.
 */
export async function rewriteDocsPrNote(
  w: JobEndWriter,
  target: PullRef,
  jobId: string,
  code: CodePullView,
): Promise<NoteRewrite> {
  const signer = markerSigner(w.apiKey, pullScope(target), w.project);
  const { marked } = await sortMarkedComments(await listAllComments(w.octokit, target), w.identity, signer);
  for (const comment of marked) {
    const { marker } = comment;
    if (marker.state !== 'steer' || marker.jobId !== jobId) continue;
    const body = renderDocsPrNote({
      marker,
      code,
      elsewhere: !sameRepository(target, code.ref),
      triggerPhrase: w.triggerPhrase,
      runUrl: w.runUrl,
    });
    if (sameNote(comment.body, body)) return 'unchanged';
    await updateComment(w.octokit, target, comment, body);
    w.log.info(`Updated the note of agent job ${jobId} on ${refText(target)}: ${refText(code.ref)} is ${code.state}.`);
    return 'updated';
  }
  return 'no-note';
}

/** True when two notes say the same, whichever run wrote them (the run link aside). */
function sameNote(a: string, b: string): boolean {
  const strip = (text: string): string => text.replace(/<sub>\[workflow run\]\([^)]*\)<\/sub>$/, '');
  return strip(a) === strip(b);
}

/**
 * The code PR named by a note's body ({@link renderDocsPrNote}: "… which documents [name](url) …"),
 * read against `server`; `undefined` when the body names none. The body is not signed: the caller checks
 * that the code PR records the same job before trusting it.
 */
export function codePullOfNote(body: string, server: string): PullRef | undefined {
  const match = /which documents \[[^\]\n]*\]\((\S+?)\)/.exec(body);
  return match?.[1] ? parsePullRequestUrl(match[1], server) : undefined;
}
