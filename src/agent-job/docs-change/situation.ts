/**
 * Where a code PR's docs stand now ({@link DocsSituation}), read from its record (the action's own
 * signed comments: the newest job and any `--skip` reply), the job (`GET /v2/agent/{projectId}/job/{id}`,
 * only once the job's end is reported) and its docs PR (`GET /repos/{owner}/{repo}/pulls/{n}`).
 */
import { errorMessage } from '../../errors.ts';
import type { Octokit } from '../../github/octokit.ts';
import { parsePullRequestUrl } from '../../github/urls.ts';
import type { AgentJob } from '../../mintlify/schemas.ts';
import type { ItemRecord } from '../record.ts';
import type { MarkedComment } from '../marked-comments.ts';
import type { DocsSituation } from './status-rules.ts';
import { readDocsPull, type DocsPullView } from './view.ts';

/** What reading the situation needs. */
export interface SituationContext {
  octokit: Octokit;
  /** Reads an agent job. */
  getJob: (jobId: string) => Promise<AgentJob>;
  /** The web server PR links are read against (`GITHUB_SERVER_URL`). */
  server: string;
  warn: (line: string) => void;
  /** The docs PR as already read this run (a docs PR event), used instead of reading it again. */
  known?: DocsPullView | undefined;
}

/** The reason in the body of a `--skip` reply (the code span of its first text line); '' when none. */
export function skipReason(body: string): string {
  const line = body.split('\n')[1] ?? '';
  const match = /: (`+) ?(.*?) ?\1\.?$/.exec(line);
  return match?.[2] ?? '';
}

/** The login in the body of a `--skip` reply; `someone` when none. */
function skipAuthor(body: string): string {
  return /skipped by @?([A-Za-z0-9-]+(?:\[bot\])?)/i.exec(body.split('\n')[1] ?? '')?.[1] ?? 'someone';
}

/**
 * The newest of the record's job comments and `--skip` replies decides: a `--skip` newer than the
 * newest job wins. `undefined` when the record names no job and no skip (no status is due).
 * @throws Error when the job cannot be read (the caller leaves the status as it is).
 */
export async function docsSituation(ctx: SituationContext, record: ItemRecord): Promise<DocsSituation | undefined> {
  const newest = record.comments.find(
    (c: MarkedComment) => c.marker.state === 'skipped' || c.marker.state === 'sent' || c.marker.state === 'ended',
  );
  if (newest === undefined) return undefined;
  if (newest.marker.state === 'skipped')
    return { kind: 'skipped', by: skipAuthor(newest.body), reason: skipReason(newest.body), url: newest.url };
  const jobId = newest.marker.jobId;
  const job = record.jobs.find((j) => j.jobId === jobId);
  if (jobId === undefined || job === undefined) return undefined;
  if (job.state !== 'reported') return { kind: 'running', jobId, url: newest.url };
  const read = await ctx.getJob(jobId);
  const ref = read.prLink ? parsePullRequestUrl(read.prLink, ctx.server) : undefined;
  if (ref === undefined) return { kind: 'ended', jobId, status: read.status, url: newest.url, docs: undefined };
  const known = ctx.known;
  if (
    known &&
    known.ref.pullNumber === ref.pullNumber &&
    `${known.ref.owner}/${known.ref.repo}`.toLowerCase() === `${ref.owner}/${ref.repo}`.toLowerCase()
  )
    return { kind: 'ended', jobId, status: read.status, url: newest.url, docs: known };
  try {
    const docs = await readDocsPull(ctx.octokit, ref, { preview: false, warn: ctx.warn });
    return { kind: 'ended', jobId, status: read.status, url: newest.url, docs };
  } catch (error) {
    ctx.warn(`Could not read the docs pull request ${read.prLink}: ${errorMessage(error)}`);
    return {
      kind: 'ended',
      jobId,
      status: read.status,
      url: newest.url,
      docs: { unread: ref, url: read.prLink ?? '' },
    };
  }
}
