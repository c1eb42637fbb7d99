/**
 * What a labelled item records, trusting nothing but the newest marker that verifies for this
 * project: on a pull request, the newest progress comment the workflow wrote whose signed marker
 * verifies (steer notes aside); on a finding issue, the signed finding marker of its body. A
 * labelled item without one — labelled by hand, or carrying a copied or forged marker, or one of
 * another project — is not ours: it gets no write, and no job of it is read.
 */
import { ownMarkedComments, workflowAuthorship, type MarkedComment } from '../agent-job/marked-comments.ts';
import { markerSigner, pullScope, type MarkerProject } from '../agent-job/marker.ts';
import { findingMarkerSigner, verifiedFindingIssue, type FindingMarker } from '../findings/marker.ts';
import { listAllComments, type PullRef } from '../github/comments.ts';
import type { LabelledItem, RepoRef } from '../github/issues.ts';
import type { Octokit } from '../github/octokit.ts';
import { FINAL_STATUSES } from '../mintlify/schemas.ts';

/** What an item records about its agent job. */
export type ItemRecord =
  /** A pull request whose newest progress comment says its job was sent and its end not reported. */
  | { kind: 'pull'; jobId: string; comment: MarkedComment; earlier: MarkedComment[] }
  /** A finding issue whose marker names a job whose end it does not record yet. */
  | { kind: 'finding'; jobId: string; marker: FindingMarker }
  /** The newest verified marker says the end was reported: only the label is left over. */
  | { kind: 'reported' }
  /** Nothing of ours to go on (`why` says what), or a job that is not confirmed sent: left alone. */
  | { kind: 'none'; why: string };

/** What reading a record needs. */
export interface RecordContext {
  octokit: Octokit;
  repo: RepoRef;
  apiKey: string;
  project: MarkerProject;
  /** The token's login (`GET /user`), looked up once and only when a user-written marker needs it. */
  tokenLogin: () => Promise<string>;
  warn: (line: string) => void;
}

/** The item as a {@link PullRef} (an issue's number goes in `pullNumber`, as comments are addressed the same way). */
export function itemRef(repo: RepoRef, item: { number: number }): PullRef {
  return { owner: repo.owner, repo: repo.repo, pullNumber: item.number };
}

/**
 * The newest progress comment on `item` whose marker verifies for this project and was written
 * by the workflow's identity (steer notes aside); `undefined` when none. Reads every comment (all pages).
 */
export async function newestProgressComment(
  ctx: RecordContext,
  item: { number: number },
): Promise<MarkedComment | undefined> {
  return (await progressComments(ctx, item))[0];
}

/** The progress comments on `item` whose marker verifies for this project, written by the workflow's identity, newest first (steer notes aside). */
async function progressComments(ctx: RecordContext, item: { number: number }): Promise<MarkedComment[]> {
  const ref = itemRef(ctx.repo, item);
  const comments = await listAllComments(ctx.octokit, ref);
  const signer = markerSigner(ctx.apiKey, pullScope(ref), ctx.project);
  const marked = await ownMarkedComments(comments, workflowAuthorship(ctx.tokenLogin), signer, ctx.warn);
  return marked.filter((c) => c.marker.state !== 'steer');
}

/**
 * Reads what `item` records (see the module comment). A pull request costs the reads of its
 * comments (issue and review comments, every page); a finding issue none (its body came with the list).
 * @throws the GitHub request error when the comments cannot be read.
 */
export async function readRecord(ctx: RecordContext, item: LabelledItem): Promise<ItemRecord> {
  if (!item.isPullRequest) {
    const login = item.authorType === 'Bot' ? undefined : await ctx.tokenLogin().catch(() => undefined);
    const marker = verifiedFindingIssue(item, {
      ...ctx.repo,
      label: undefined,
      tokenLogin: login,
      signer: findingMarkerSigner(ctx.apiKey, ctx.project),
    });
    if (!marker) return { kind: 'none', why: 'no finding marker of this project verifies on it' };
    if (marker.state !== 'started' || marker.jobId === undefined)
      return { kind: 'none', why: 'its marker names no started agent job' };
    if (FINAL_STATUSES.some((s) => s === marker.jobStatus)) return { kind: 'reported' };
    return { kind: 'finding', jobId: marker.jobId, marker };
  }
  const [newest, ...older] = await progressComments(ctx, item);
  if (!newest) return { kind: 'none', why: 'no progress comment of this project verifies on it' };
  if (newest.marker.state === 'ended') return { kind: 'reported' };
  if (newest.marker.state !== 'sent' || newest.marker.jobId === undefined) {
    return {
      kind: 'none',
      why: `its newest progress comment is in state ${newest.marker.state} (the instruction is not confirmed sent)`,
    };
  }
  const jobId = newest.marker.jobId;
  return {
    kind: 'pull',
    jobId,
    comment: newest,
    earlier: older.filter((c) => c.marker.jobId === jobId && c.marker.state === 'sent'),
  };
}
