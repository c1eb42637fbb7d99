/**
 * A box ticked on the dashboard issue (`issues: edited`): the target resolver that lets `follow-up` start the agent job
 * of a topic from the dashboard (issue 37), under the same gate as `/mintlify`: the event's `sender` is who ticked, so
 * a bot (the snapshot's own rewrite included) starts nothing. The edit's `changes.body.from` against the body shows
 * which boxes went from `[ ]` to `[x]`; only boxes the verified marker of the workflow's own dashboard lists count
 * (`findings/dashboard/marker.ts`), each naming a finding issue that must carry a verified marker and record no job
 * yet. The run then goes on as an event on that finding issue, with the `prompt` input or {@link HAND_INSTRUCTION};
 * several boxes ticked in one edit are handed over in the dashboard's order.
 *
 * Nothing lost: GitHub keeps one pending run per concurrency group, so the run of an edit that a later edit's run
 * replaced never ran, and its box shows as ticked already in the later edit's `changes.body.from`. So every run also
 * hands over the boxes ticked before its edit that no run handled: the finding issue records no job and no verified
 * progress comment there names the box's trigger key in a state but `received` (a box a run answered — capped, refused,
 * failed — counts as handled). A box's trigger key is the same in every run ({@link tickKey}), so a box is sent at most
 * once whichever run gets to it. See docs/triage.md, "The dashboard issue".
 */
import { z } from 'zod';
import { errorMessage } from '../../errors.ts';
import { dashboardScope, newlyTicked, readBoxes, verifiedDashboardBoxes } from '../../findings/dashboard/marker.ts';
import { readItemRecord } from '../../agent-job/record.ts';
import type { FindingMarkerProject } from '../../findings/marker.ts';
import { workflowIdentity } from '../../github/identity.ts';
import { pullRequestEventKey, type PullRequestTrigger, type TriggerKey } from '../../github/event.ts';
import { getIssue } from '../../github/issues.ts';
import type { Octokit } from '../../github/octokit.ts';
import { handledTriggers } from '../backlog.ts';
import { findingIssueTarget, findingMarkerOf, type FindingIssueTarget } from '../finding-issue.ts';

/** The instruction of a job started from a ticked box when the workflow sets no `prompt`. */
export const HAND_INSTRUCTION =
  'Fix what this docs-health topic says fails readers: change the docs so that they answer it, keep the change focused on this topic, and open a pull request with it.';

// Built on first use: only an `issues` event is parsed with it.
const Payload = z.lazy(() =>
  z.looseObject({
    action: z.string(),
    issue: z.looseObject({
      number: z.number().int(),
      body: z.string().nullable().optional(),
      html_url: z.string(),
      user: z.looseObject({ login: z.string(), type: z.string().optional() }).nullable(),
      pull_request: z.unknown().optional(),
    }),
    changes: z.looseObject({ body: z.looseObject({ from: z.string().nullable() }).optional() }).optional(),
    sender: z.looseObject({ login: z.string(), type: z.string().optional() }).nullable().optional(),
    repository: z.looseObject({ full_name: z.string(), owner: z.looseObject({ login: z.string() }), name: z.string() }),
  }),
);

/**
 * What a dashboard edit resolves to: the finding issues to start a job on, in the dashboard's order
 * (with why any other ticked box starts nothing), or why nothing starts.
 */
export type DashboardTick =
  { kind: 'hand'; targets: FindingIssueTarget[]; skipped: string[] } | { kind: 'ignored'; reason: string };

/** What {@link resolveDashboardTick} needs. */
export interface TickContext {
  octokit: Octokit | undefined;
  apiKey: string;
  project: FindingMarkerProject;
  /** The invocation (job, step, prompt): part of each box's trigger key ({@link tickKey}). */
  invocation: readonly string[];
  warn: (line: string) => void;
}

/**
 * The finding issue whose box an `issues` (`edited`) event ticked on the dashboard, or why the
 * event starts nothing; `undefined` for any other event (the caller treats it as before).
 * Reads the ticked finding issue (`GET /repos/{owner}/{repo}/issues/{n}`) and, for a dashboard
 * written by a user token, `GET /user`.
 */
export async function resolveDashboardTick(
  eventName: string,
  payload: unknown,
  context: TickContext,
): Promise<DashboardTick | undefined> {
  if (eventName !== 'issues') return undefined;
  const parsed = Payload.safeParse(payload);
  if (!parsed.success) return { kind: 'ignored', reason: 'the issues event payload is not in the expected shape' };
  const p = parsed.data;
  if (p.action !== 'edited') return { kind: 'ignored', reason: `the issue was ${p.action}` };
  const from = p.changes?.body?.from;
  if (from === undefined || from === null)
    return { kind: 'ignored', reason: "the edit did not change the issue's body" };
  if (!context.octokit || context.apiKey === '')
    return { kind: 'ignored', reason: 'reading the dashboard needs github-token and api-key' };
  const repo = { owner: p.repository.owner.login, repo: p.repository.name };
  const boxes = verifiedDashboardBoxes(
    p.issue.body,
    dashboardScope({ ...repo, issueNumber: p.issue.number }),
    context.apiKey,
    context.project,
  );
  if (boxes === undefined) return { kind: 'ignored', reason: "the edited issue is not this project's dashboard issue" };
  // People tick boxes: who opened the dashboard counts, not who edited it last.
  const [writer] = await workflowIdentity(context.octokit)
    .check([{ authorLogin: p.issue.user?.login ?? '' }], { edits: 'allowed' })
    .catch(() => [undefined]);
  if (writer?.trusted !== true)
    return { kind: 'ignored', reason: 'the dashboard issue was not written by this workflow' };
  const ticked = newlyTicked(from, p.issue.body ?? '', boxes);
  const now = readBoxes(p.issue.body);
  // Boxes ticked before this edit: handed over only when no run handled them (see the module comment).
  const earlier = boxes.filter((n) => now.get(n) === true && !ticked.includes(n));
  const targets: FindingIssueTarget[] = [];
  const skipped: string[] = [];
  for (const number of boxes.filter((n) => ticked.includes(n) || earlier.includes(n))) {
    const target = await tickedTarget(number, p, repo, context);
    if (earlier.includes(number)) {
      if (typeof target !== 'string' && !(await handledBefore(target, context))) targets.push(target);
    } else if (typeof target === 'string') skipped.push(target);
    else targets.push(target);
  }
  if (targets.length === 0)
    return {
      kind: 'ignored',
      reason: ticked.length === 0 ? 'the edit ticked no "hand to the agent" box' : skipped.join('; '),
    };
  return { kind: 'hand', targets, skipped };
}

/**
 * The trigger key of the box of finding issue `issueNumber` on dashboard `dashboardNumber`: the same in every run (the
 * dashboard's number where an event key has its run ID), so that whichever run hands the box over, the progress
 * comment it leaves names it as handled; e.g. `ev:57.3f9a0c1d2e4b`.
 */
export function tickKey(invocation: readonly string[], dashboardNumber: number, issueNumber: number): TriggerKey {
  return pullRequestEventKey(dashboardNumber, [...invocation, `dashboard#${dashboardNumber}`, `issue#${issueNumber}`]);
}

/**
 * True when a run already handled the box of `target` (a verified progress comment on its finding issue names the
 * box's trigger key in a state but `received`). Reads the issue's comments; when they cannot be read, the box counts
 * as handled (a warning says so): sent twice is worse than left for a person to tick again.
 */
async function handledBefore(target: FindingIssueTarget, context: TickContext): Promise<boolean> {
  if (!context.octokit) return true;
  const octokit = context.octokit;
  const repo = { owner: target.trigger.owner, repo: target.trigger.repo };
  try {
    const record = await readItemRecord(
      {
        octokit,
        repo,
        apiKey: context.apiKey,
        project: context.project,
        identity: workflowIdentity(octokit),
        warn: context.warn,
      },
      { number: target.issueNumber, isPullRequest: false },
    );
    return handledTriggers(record.comments).has(target.trigger.triggerKey);
  } catch (error) {
    context.warn(
      `Could not read finding issue #${target.issueNumber} to tell whether its ticked box was handed over: ${errorMessage(error)}; it is left for a new tick.`,
    );
    return true;
  }
}

/** The finding issue of the ticked box `number` as a target, or why its box starts nothing. */
async function tickedTarget(
  number: number,
  p: z.infer<typeof Payload>,
  repo: { owner: string; repo: string },
  context: TickContext,
): Promise<FindingIssueTarget | string> {
  if (!context.octokit) return 'reading the dashboard needs github-token and api-key';
  let issue: Awaited<ReturnType<typeof getIssue>>;
  try {
    issue = await getIssue(context.octokit, repo, number);
  } catch (error) {
    return `could not read the ticked finding issue #${number}: ${errorMessage(error)}`;
  }
  const marker = await findingMarkerOf(context.octokit, repo, issue, context);
  if (marker === undefined) return `#${number} is not one of this action's finding issues`;
  if (issue.state !== 'open') return `the finding issue #${number} is closed`;
  if (marker.state !== 'none')
    return `the topic of #${number} already has an agent job (at most one per topic; steer it with a comment on #${number})`;
  const sender = p.sender ?? { login: 'ghost', type: 'User' };
  const trigger: PullRequestTrigger = {
    kind: 'pull-request',
    eventName: 'issues',
    owner: repo.owner,
    repo: repo.repo,
    pullNumber: issue.number,
    pullUrl: issue.url,
    headRepoFullName: p.repository.full_name,
    comment: {
      id: issue.number,
      body: '',
      author: { login: sender.login, type: sender.type ?? 'User' },
      htmlUrl: p.issue.html_url,
    },
    triggerKey: tickKey(context.invocation, p.issue.number, number),
    threadRootId: undefined,
    location: undefined,
    asOfRequest: undefined,
  };
  return findingIssueTarget(trigger, issue, marker);
}
