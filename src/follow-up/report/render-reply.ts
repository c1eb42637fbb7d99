/**
 * The short replies of the `follow-up` gate (usage, too long, denied, no job, `--new` refused,
 * fork PR). Pure functions: every body starts with the marker or the action's signature, and
 * user text is escaped and its mentions neutralized.
 */
import { escapeHtml, escapeMarkdownInline, inlineCode, neutralizeMentions, safeHttpUrl } from '../../format/escape.ts';
import { markdownLink, signedReply, type ReplyContext } from '../../agent-job/render-comment.ts';
import type { AgentJob } from '../../mintlify/schemas.ts';

export type { ReplyContext } from '../../agent-job/render-comment.ts';

/** Reply to a trigger with nothing after the phrase. */
export function renderUsageReply(ctx: ReplyContext): string {
  const phrase = escapeHtml(ctx.triggerPhrase);
  return signedReply(
    ctx,
    `Write the instruction for the Mintlify agent after \`${phrase}\`, for example:\n\n\`\`\`\n${phrase} also document the --dry-run flag\n\`\`\``,
  );
}

/** Reply to an instruction longer than the limit. */
export function renderTooLongReply(ctx: ReplyContext, length: number, max: number): string {
  return signedReply(
    ctx,
    `This instruction is ${length} characters long; the limit is ${max}. Please shorten it and comment again. Nothing was sent to the agent.`,
  );
}

/** Reply to a commenter without write access. */
export function renderDeniedReply(ctx: ReplyContext, login: string): string {
  return signedReply(
    ctx,
    `Sorry ${escapeMarkdownInline(neutralizeMentions(login, ''))}, only people with write access to this repository can send instructions to the Mintlify agent. Nothing was sent.`,
    'denied',
  );
}

/** Reply when no job ID is given and none is remembered on the PR. */
export function renderNoJobReply(ctx: ReplyContext): string {
  return signedReply(
    ctx,
    'No Mintlify agent job is linked to this pull request yet, and `create-job` is off, so nothing was sent. Turn `create-job` on to start a job from this comment, or set the `job-id` input of the workflow step (for example from a workflow input or a repository variable): later comments then reuse that job.',
  );
}

/** Reply to `--new` when the workflow does not allow starting jobs (`create-job: false`). */
export function renderCreateJobOffReply(ctx: ReplyContext): string {
  return signedReply(
    ctx,
    '`--new` asks for a new Mintlify agent job, but this workflow does not start jobs (`create-job: false`), so nothing was sent. Comment without `--new` to steer the job linked to this pull request.',
  );
}

/** Reply on a fork PR, where GitHub passes no secrets. */
export function renderForkReply(ctx: ReplyContext): string {
  return signedReply(
    ctx,
    'This pull request comes from a fork, and GitHub does not pass secrets (the Mintlify API key) to workflows run for forks. Nothing was sent to the agent.',
  );
}

/**
 * Reply to `--status` when no progress comment of the job can show it: the job's status and
 * pull request (an http(s) `prLink` only, made inert). Nothing was sent to the agent.
 */
export function renderStatusReply(ctx: ReplyContext, job: AgentJob): string {
  const link = job.prLink ? safeHttpUrl(job.prLink) : undefined;
  const pr = link ? ` Pull request: ${markdownLink(link, link, ctx.triggerPhrase)}.` : '';
  return signedReply(ctx, `Agent job ${inlineCode(job.id)} is **${job.status}**.${pr} Nothing was sent to the agent.`);
}

/**
 * Reply when a cap on agent spend stops the request (`agent-jobs-per-pr`, `agent-uses-per-day`):
 * `text` names the cap, the count and when it resets (written by the action, see
 * `agent-job/caps.ts`). Nothing was sent to the agent.
 */
export function renderCapReply(ctx: ReplyContext, text: string): string {
  return signedReply(ctx, `${text} Nothing was sent to the agent.`);
}

/**
 * Reply when the daily count of agent uses cannot be read or written (`agent-job/daily-uses.ts`):
 * `message` is the action's own (GitHub's error text in it is escaped). Nothing was sent.
 */
export function renderCountErrorReply(ctx: ReplyContext, message: string): string {
  return signedReply(ctx, `${escapeHtml(message)}. Nothing was sent to the agent.`);
}

/** Reply to `--skip` without a reason. */
export function renderSkipUsageReply(ctx: ReplyContext): string {
  const phrase = escapeHtml(ctx.triggerPhrase);
  return signedReply(
    ctx,
    `\`${phrase} --skip\` needs a reason, shown on the \`mintlify/docs\` check, for example:\n\n\`\`\`\n${phrase} --skip internal refactor, no user-facing change\n\`\`\``,
  );
}

/**
 * Reply to `--skip <reason>` (the marker `skipped` as its first line, from `ctx`): the second line is
 * `Docs skipped by <login>: <reason as a code span>.`, which a later run reads back for the status.
 */
export function renderSkipReply(
  ctx: ReplyContext,
  skip: { login: string; reason: string; written: boolean | 'off' },
): string {
  const phrase = escapeHtml(ctx.triggerPhrase);
  const status =
    skip.written === 'off'
      ? 'No `mintlify/docs` status is written: this workflow sets `docs-status: false`.'
      : skip.written
        ? `\`mintlify/docs\` now succeeds on this pull request's head, and on every new commit, until a new \`${phrase}\` instruction starts docs work again.`
        : '`mintlify/docs` could not be set (see the warning in the workflow run); the skip is recorded and applies on the next commit.';
  return signedReply(
    ctx,
    `Docs skipped by ${escapeMarkdownInline(skip.login)}: ${inlineCode(skip.reason)}.\n\n${status}`,
  );
}
