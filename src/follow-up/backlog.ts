/**
 * No instruction lost: GitHub keeps at most one pending run per concurrency group (a newer one cancels it), so every
 * `follow-up` run on a pull request (or finding issue), before its own trigger, delivers the instructions there that
 * no run handled: trigger comments, review comments and review bodies written before its trigger by people who pass
 * the gate, the newest {@link MAX_BACKLOG}, oldest first, each as its own run would have but handed off without
 * waiting. "Handled" means a verified marker names the comment as its trigger, in any state but `received`, or the
 * action's 👍 (claimed for sending) or 😕 (refused) is on the comment — a reaction no user can remove, so deleting a
 * progress comment resends nothing, and editing an answered comment sends nothing. The rules: docs/follow-up.md,
 * "Instructions a cancelled run never sent".
 */
import { errorMessage } from '../errors.ts';
import { listAllComments, type ListedComment } from '../github/comments.ts';
import { workflowIdentity } from '../github/identity.ts';
import { listSubmittedReviews } from '../github/pulls.ts';
import { isPullRequestTrigger, type PullRequestTrigger, type TriggerKey } from '../github/event.ts';
import { sortMarkedComments, type MarkedComment } from '../agent-job/marked-comments.ts';
import { isOwnComment, markerSigner, pullScope } from '../agent-job/marker.ts';
import { githubLookups, STATUS_FLAG } from './gate.ts';
import { reactionAuthorship } from './trigger.ts';
import { TRIGGER_CLAIM, reactedTriggers } from '../agent-job/trigger-claim.ts';
import type { FollowUpDeps, FollowUpResult } from './types.ts';

/** Undelivered instructions one run delivers at most: the newest this many. */
const MAX_BACKLOG = 10;

/**
 * What can carry an instruction, as listed: a conversation comment,
 * a review comment, or a submitted review's body (`review-body`).
 */
export type BacklogComment = ListedComment | (Omit<ListedComment, 'kind' | 'review'> & { kind: 'review-body' });

/** A comment or review that asks something of the agent, as listed. */
export interface Instruction {
  comment: BacklogComment;
  key: TriggerKey;
}

/** The trigger key of a listed comment or review: `ic:<id>`, `rc:<id>` or `rv:<id>`. */
export function commentKey(comment: Pick<BacklogComment, 'kind' | 'id'>): TriggerKey {
  if (comment.kind === 'review') return `rc:${comment.id}`;
  return comment.kind === 'review-body' ? `rv:${comment.id}` : `ic:${comment.id}`;
}

/** The triggers a verified marker records as handled (any state but `received`: nothing was sent yet). */
export function handledTriggers(marked: readonly MarkedComment[]): Set<TriggerKey> {
  const handled = new Set<TriggerKey>();
  for (const c of marked) if (c.marker.state !== 'received') for (const key of c.marker.triggers) handled.add(key);
  return handled;
}

/**
 * True when `a` was written before `b`: by creation time (whole seconds), then by ID when both are
 * of one kind. Comments, review comments and reviews number apart, so within one second an item
 * of another kind counts as earlier: delivered, rather than possibly lost.
 */
function before(
  a: Pick<BacklogComment, 'createdAt' | 'id' | 'kind'>,
  b: { createdAt: string; id: number; key: TriggerKey | undefined },
): boolean {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt;
  return commentKey(a).split(':')[0] === b.key?.split(':')[0] ? a.id < b.id : true;
}

/**
 * The comments among `comments` that ask something and no run handled, written before `current`
 * (all of them without one), by people (not bots, not this action): the newest `max`, oldest
 * first. `asks` says whether a body carries an instruction (trigger phrase, not `--status`). Pure.
 */
export function unhandledInstructions(
  comments: readonly BacklogComment[],
  handled: ReadonlySet<TriggerKey>,
  current: { key: TriggerKey | undefined; createdAt: string | undefined; id: number | undefined },
  asks: (body: string) => boolean,
  max = MAX_BACKLOG,
): Instruction[] {
  const found: Instruction[] = [];
  for (const comment of comments) {
    const key = commentKey(comment);
    if (key === current.key || handled.has(key)) continue;
    if (comment.authorType === 'Bot' || isOwnComment(comment.body)) continue;
    if (
      current.createdAt !== undefined &&
      !before(comment, { createdAt: current.createdAt, id: current.id ?? 0, key: current.key })
    )
      continue;
    if (!asks(comment.body)) continue;
    found.push({ comment, key });
  }
  found.sort((a, b) => a.comment.createdAt.localeCompare(b.comment.createdAt) || a.comment.id - b.comment.id);
  return found.slice(Math.max(0, found.length - max));
}

/** `instruction` on the item of `trigger` as the trigger its own run would have had. */
export function backlogTrigger(trigger: PullRequestTrigger, instruction: Instruction): PullRequestTrigger {
  const { comment } = instruction;
  const review = comment.kind === 'review' ? comment.review : undefined;
  const [kind, eventName] =
    comment.kind === 'review'
      ? (['review-comment', 'pull_request_review_comment'] as const)
      : comment.kind === 'review-body'
        ? (['review', 'pull_request_review'] as const)
        : (['issue-comment', 'issue_comment'] as const);
  return {
    kind,
    eventName,
    owner: trigger.owner,
    repo: trigger.repo,
    pullNumber: trigger.pullNumber,
    pullUrl: trigger.pullUrl,
    headRepoFullName: trigger.headRepoFullName,
    comment: {
      id: comment.id,
      body: comment.body,
      author: { login: comment.authorLogin, type: comment.authorType },
      htmlUrl: comment.url,
    },
    triggerKey: instruction.key,
    // A review comment is answered in its thread, with its place in the diff, as its own run would.
    threadRootId: review?.threadRootId,
    location: review?.location,
    asOfRequest: { at: comment.createdAt, body: undefined, headSha: undefined, late: true },
  };
}

/** What the backlog did, for the log and the tests. */
export interface BacklogResult {
  /** Instructions delivered (or handed on) by this run, oldest first: their comment URLs. */
  delivered: string[];
}

/**
 * Delivers the item's unhandled instructions before the run's own trigger (see the module
 * comment). Runs only on a pull request or finding issue, with a token, the API key, `comment:
 * true` (the markers are the record) and no `prompt` input (which replaces every comment's text).
 * Never throws: a failure is a warning, and the run goes on with its own trigger.
 * @param steer runs one trigger the way the run's own is run (`steerAgentJob`).
 */
export async function deliverBacklog(
  deps: FollowUpDeps,
  steer: (deps: FollowUpDeps) => Promise<FollowUpResult>,
): Promise<BacklogResult> {
  const result: BacklogResult = { delivered: [] };
  const { inputs, event, octokit, log } = deps;
  const trigger = deps.findingIssue?.trigger ?? (isPullRequestTrigger(event) ? event : undefined);
  if (!trigger || !octokit || inputs.apiKey === '' || !inputs.comment || inputs.prompt || deps.inBacklog) return result;
  let pending: Instruction[];
  try {
    pending = await findBacklog(deps, trigger);
  } catch (error) {
    log.warning(`Could not look for earlier instructions that no run delivered: ${errorMessage(error)}`);
    return result;
  }
  if (pending.length === 0) return result;
  log.info(
    `${pending.length} earlier ${pending.length === 1 ? 'instruction was' : 'instructions were'} never delivered (a cancelled run): delivering ${pending.length === 1 ? 'it' : 'them'} first, oldest first.`,
  );
  for (const instruction of pending) {
    if (deps.signal.aborted) break;
    const synthetic = backlogTrigger(trigger, instruction);
    const outcome = await steer({
      ...deps,
      event: synthetic,
      findingIssue: deps.findingIssue ? { ...deps.findingIssue, trigger: synthetic } : undefined,
      inputs: { ...inputs, wait: false },
      // The post step finalizes the run's own trigger; a delivery here is recorded by its marker.
      saveState: () => undefined,
      inBacklog: true,
    }).catch((error: unknown) => {
      log.warning(`Could not deliver the earlier instruction ${instruction.comment.url}: ${errorMessage(error)}`);
      return undefined;
    });
    if (outcome && outcome.status !== 'skipped') result.delivered.push(instruction.comment.url);
    log.info(`Earlier instruction ${instruction.comment.url}: ${outcome?.status ?? 'error'}.`);
  }
  return result;
}

/** Lists the item's comments and keeps the unhandled instructions of people who pass the gate. */
async function findBacklog(deps: FollowUpDeps, trigger: PullRequestTrigger): Promise<Instruction[]> {
  const { inputs, log } = deps;
  const octokit = deps.octokit;
  if (!octokit) return [];
  const item = { owner: trigger.owner, repo: trigger.repo, pullNumber: trigger.pullNumber };
  const [comments, reviews] = await Promise.all([
    listAllComments(octokit, item),
    // A finding issue is no pull request: it has no reviews.
    deps.findingIssue === undefined ? listSubmittedReviews(octokit, item) : [],
  ]);
  const listed: BacklogComment[] = [
    ...comments,
    ...reviews.map((r) => ({
      kind: 'review-body' as const,
      id: r.id,
      url: r.url,
      body: r.body,
      authorLogin: r.authorLogin,
      authorType: r.authorType,
      createdAt: r.submittedAt,
    })),
  ];
  const signer = markerSigner(inputs.apiKey, pullScope(item), inputs);
  const { marked, distrusted } = await sortMarkedComments(comments, workflowIdentity(octokit), signer);
  const { extractPrompt } = await import('./prompt/visible-markdown.ts');
  const asks = (body: string): boolean => {
    const extracted = extractPrompt(body, inputs.triggerPhrase);
    return extracted.kind === 'prompt' && extracted.prompt.trim() !== STATUS_FLAG;
  };
  // A pull request event has no comment of its own: every unhandled instruction is earlier than it.
  const own = listed.find((c) => commentKey(c) === trigger.triggerKey);
  const current =
    trigger.kind === 'pull-request'
      ? { key: undefined, createdAt: undefined, id: undefined }
      : {
          key: trigger.triggerKey,
          createdAt: own?.createdAt ?? trigger.asOfRequest?.at,
          id: own?.id ?? trigger.comment.id,
        };
  const handled = handledTriggers(marked);
  // A marker of another Mintlify project (two projects' workflows on one PR), or one edited by a
  // person, does not count as a record, yet the workflow wrote it for those triggers: only ever a
  // reason to deliver less.
  for (const d of distrusted) if (d.kind !== 'author') for (const key of d.marker.triggers) handled.add(key);
  // A comment the action reacted 👍 (claimed for sending) or 😕 (refused) on was handled, whatever became of its
  // progress comment or its text since.
  const unmarked = unhandledInstructions(listed, handled, current, asks, Number.MAX_SAFE_INTEGER);
  const reacted = await reactedTriggers(
    octokit,
    item,
    unmarked.flatMap(({ comment }) => (comment.kind === 'review-body' ? [] : [comment])),
    [TRIGGER_CLAIM, 'confused'],
    reactionAuthorship(octokit),
  );
  const candidates = unmarked.filter((c) => !reacted.has(c.key)).slice(-MAX_BACKLOG);
  const lookups = githubLookups(octokit);
  const allowed = new Map<string, boolean>();
  const kept: Instruction[] = [];
  for (const candidate of candidates) {
    const who = candidate.comment.authorLogin;
    if (!allowed.has(who)) allowed.set(who, (await lookups.permission(trigger, who)).allowed);
    if (allowed.get(who)) kept.push(candidate);
    else log.info(`Earlier instruction ${candidate.comment.url} left alone: ${who} may not drive the agent.`);
  }
  return kept;
}
