/**
 * The Markdown of the comments that follow one agent job on a pull request or issue: the progress
 * comment (edited in place by `follow-up`, finalized by whichever run sees the job end) and the
 * steer note on the agent's own PR. Pure functions:
 * everything that comes from users or the API is escaped or neutralized, every body starts
 * with the hidden marker and stays under GitHub's 65,536-character comment limit.
 */
import {
  blockQuote,
  cutAtCodePoint,
  escapeHtml,
  escapeMarkdownInline,
  escapeUntrustedInline,
  inlineCode,
  neutralizeMentions,
  safeHttpUrl,
} from '../format/escape.ts';
import type { AgentJob, AgentJobStatus } from '../mintlify/schemas.ts';
import { formatDuration } from '../format/duration.ts';
import { prLinkDisplay, webServerOf } from '../github/urls.ts';
import { formatMarker, formatSignature, type Marker } from './marker.ts';
import type { UsesToday } from './caps.ts';
import { renderDocsPullLine } from './docs-change/render.ts';
import type { DocsPullView } from './docs-change/view.ts';

/**
 * Longest link target written, in characters (as the URL is normalized,
 * percent-encoded); a longer `prLink` is shown as text only.
 */
export const MAX_LINK_CHARS = 2000;

/** GitHub's maximum comment body, in characters. */
export const COMMENT_LIMIT = 65_536;

/**
 * Why the action stopped watching: the `timeout` input, a cancelled run (SIGINT/SIGTERM), or
 * the step ending before the action could report (written by the `post:` step).
 */
type StopReason = 'timed-out' | 'cancelled' | 'ended';

const STOP_HEADLINE: Record<StopReason, string> = {
  'timed-out': '⌛ Stopped watching (timeout)',
  cancelled: '⏹️ Stopped watching (run cancelled)',
  ended: '⏹️ Stopped watching (step ended)',
};

const STOP_CAUSE: Record<StopReason, string> = {
  'timed-out': 'because the `timeout` was reached',
  cancelled: 'because the workflow run was cancelled',
  ended: 'because the workflow step ended before it could report the outcome',
};

/**
 * Why the run handed the job over to whoever sees its end later (`reconcile`, `--status`):
 * `wait: false`, the `timeout` input, a cancelled run, or the step ending before it could
 * report (written by the `post:` step).
 */
export type HandOffReason = 'no-wait' | 'timed-out' | 'cancelled' | 'ended';

const HAND_OFF_LINE: Record<HandOffReason, (elapsed: string) => string> = {
  'no-wait': () => '- ➖ Not waiting for the result (`wait: false`)',
  'timed-out': (elapsed) => `- ⏳ Still working after ${elapsed}; this run stopped watching (\`timeout\`)`,
  cancelled: (elapsed) => `- ⏳ Still working after ${elapsed}; this run was cancelled while watching`,
  ended: (elapsed) => `- ⏳ Still working after ${elapsed}; this run's step ended before it could report`,
};

/** Where the request stands. */
export type Stage =
  | { kind: 'received' }
  | { kind: 'working'; job: AgentJob | undefined }
  | {
      kind: 'handed-off';
      reason: HandOffReason;
      job: AgentJob | undefined;
      /** Whether a `reconcile` reads this repository (`agent-label`'s description); `undefined`: not known. */
      reconciled?: boolean | undefined;
    }
  | { kind: 'final'; job: AgentJob }
  | { kind: 'stopped'; reason: StopReason; job: AgentJob | undefined }
  | { kind: 'failed'; message: string; hint?: string | undefined };

/** Everything the progress comment shows. Times are epoch milliseconds. */
export interface ProgressView {
  marker: Marker;
  /** The reviewer's instruction, cleaned (without the context block). */
  prompt: string;
  requester: string | undefined;
  triggerPhrase: string;
  runUrl: string;
  receivedAt: number;
  sentAt: number | undefined;
  finishedAt: number | undefined;
  now: number;
  stage: Stage;
  /** How the PR changed after the request (plain sentences written by the action), shown as a warning. */
  changes?: readonly string[] | undefined;
  /** Today's agent uses, this run's included, and `agent-uses-per-day`: shown in the footer. */
  usesToday?: UsesToday | undefined;
  /** Records of this item the workflow wrote that no longer count, one sentence each, shown as a warning. */
  untrusted?: readonly string[] | undefined;
  /** The agent's pull request as read when the job ended (title, state, diff stat, preview); shown in the final stage. */
  docs?: DocsPullView | undefined;
}

/** `14:03:07 UTC` */
function clock(at: number): string {
  return `${new Date(at).toISOString().slice(11, 19)} UTC`;
}

/**
 * A Markdown link to an http(s) URL: the normalized URL with the characters that could end
 * the link encoded, and `text` made inert ({@link escapeUntrustedInline}). Any other URL is
 * not linked: the text alone is returned.
 */
export function markdownLink(text: string, url: string, triggerPhrase = ''): string {
  const label = escapeUntrustedInline(text, triggerPhrase);
  const normalized = safeHttpUrl(url);
  if (normalized === undefined) return label;
  const href = normalized.replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/ /g, '%20');
  return `[${label}](${href})`;
}

const STATUS_HEADLINE: Record<AgentJobStatus, string> = {
  completed: '✅ Completed',
  archived: '🗄️ Archived',
  failed: '❌ Failed',
  active: '⏳ Working',
};

function headline(stage: Stage): string {
  switch (stage.kind) {
    case 'received':
      return '📨 Received';
    case 'working':
      return '⏳ Working';
    case 'handed-off':
      return '⏳ Working';
    case 'final':
      return STATUS_HEADLINE[stage.job.status];
    case 'stopped':
      return STOP_HEADLINE[stage.reason];
    case 'failed':
      return '❌ Could not complete';
  }
}

function timeline(view: ProgressView): string[] {
  const { stage } = view;
  const lines = [`- ✅ Received — ${clock(view.receivedAt)}`];
  const { jobId, created } = view.marker;
  if (view.sentAt === undefined || jobId === undefined) {
    // `received`: nothing was sent yet; `pending`: the POST may or may not have arrived.
    const notSent = view.marker.state === 'received' || view.marker.state === 'not-sent';
    if (jobId === undefined || created) {
      if (stage.kind === 'failed')
        lines.push(notSent ? '- ❌ No agent job was started' : '- ❔ A new agent job may or may not have been started');
      else if (stage.kind === 'stopped')
        lines.push(
          notSent
            ? '- ➖ No agent job was started: the step ended before sending (a re-run sends it)'
            : '- ❔ Starting a new agent job did not finish; it may or may not exist',
        );
      else lines.push('- ⏳ Starting a new agent job…');
      return lines;
    }
    const jobCode = inlineCode(jobId);
    if (stage.kind === 'failed')
      lines.push(
        notSent ? `- ❌ Not sent to agent job ${jobCode}` : `- ❔ Delivery to agent job ${jobCode} is unknown`,
      );
    else if (stage.kind === 'stopped')
      lines.push(
        notSent
          ? `- ➖ Not sent to agent job ${jobCode}: the step ended before sending (a re-run sends it)`
          : `- ❔ Sending to agent job ${jobCode} did not finish; delivery is unknown`,
      );
    else lines.push(`- ⏳ Sending to agent job ${jobCode}…`);
    return lines;
  }
  lines.push(
    `- ✅ ${created ? 'Started agent job' : 'Sent to agent job'} ${inlineCode(jobId)} — ${clock(view.sentAt)}`,
  );
  const end = view.finishedAt ?? view.now;
  const elapsed = formatDuration(end - view.sentAt);
  switch (stage.kind) {
    case 'working':
      lines.push(`- ⏳ Working — ${elapsed} so far`);
      break;
    case 'handed-off':
      lines.push(HAND_OFF_LINE[stage.reason](elapsed));
      break;
    case 'final':
      lines.push(`- ✅ Worked — ${elapsed}`, `- ${headline(stage)} — ${clock(end)}`);
      break;
    case 'stopped':
      lines.push(`- ⏹️ Stopped watching after ${elapsed}; the job may still be running`);
      break;
    case 'failed':
      lines.push(`- ❌ Stopped after ${elapsed}`);
      break;
    case 'received':
      break;
  }
  return lines;
}

/** Characters of an unlinked `prLink` shown in the comment (the rest is cut: a comment holds at most 65,536). */
const MAX_SHOWN_LINK_CHARS = 300;

/**
 * The pull request line: a link only for an http(s) URL, text and target from the same normalized URL; with the
 * agent's PR as read (`docs`, the same PR as `prLink`), its title, state, diff stat and preview.
 */
function pullRequestLine(
  job: AgentJob,
  triggerPhrase: string,
  server: string,
  docs: DocsPullView | undefined,
): string | undefined {
  const link = job.prLink ? prLinkDisplay(job.prLink, server) : undefined;
  if (link && docs && link.href === prLinkDisplay(docs.url, server)?.href)
    return renderDocsPullLine(docs, triggerPhrase);
  if (link && link.href.length > MAX_LINK_CHARS) {
    return `**Pull request:** not linked — the API returned a link of ${link.href.length} characters (at most ${MAX_LINK_CHARS} are linked): ${escapeUntrustedInline(`${cutAtCodePoint(link.href, MAX_SHOWN_LINK_CHARS)}…`, triggerPhrase)}`;
  }
  if (link) return `**Pull request:** ${markdownLink(link.title, link.href, triggerPhrase)}`;
  const ignored = job.ignoredPrLink ?? job.prLink;
  if (ignored) {
    const shown = ignored.length > MAX_SHOWN_LINK_CHARS ? `${cutAtCodePoint(ignored, MAX_SHOWN_LINK_CHARS)}…` : ignored;
    return `**Pull request:** not linked — the API returned ${escapeUntrustedInline(shown, triggerPhrase)}, which is not an http(s) URL`;
  }
  return job.status === 'completed' ? '**Pull request:** none — no files changed' : undefined;
}

/** PR link, model, source and elapsed time; every API value made inert ({@link escapeUntrustedInline}). */
function details(
  job: AgentJob,
  sentAt: number | undefined,
  end: number,
  triggerPhrase: string,
  server: string,
  docs?: DocsPullView,
): string[] {
  const lines: string[] = [];
  const pr = pullRequestLine(job, triggerPhrase, server, docs);
  if (pr) lines.push(pr);
  const facts: string[] = [];
  const text = (value: string): string => escapeUntrustedInline(value, triggerPhrase);
  if (job.model) facts.push(`**Model:** ${text(job.model)}`);
  if (job.source?.repository) {
    const ref = job.source.ref ? ` @ ${text(job.source.ref)}` : '';
    facts.push(`**Source:** ${text(job.source.repository)}${ref}`);
  }
  if (sentAt !== undefined) facts.push(`**Elapsed:** ${formatDuration(end - sentAt)}`);
  // A blank line between the two: renderers that do not turn a newline into a line break
  // (e.g. e-mail notifications) would run them together.
  if (facts.length) lines.push(...(lines.length ? [''] : []), facts.join(' · '));
  return lines;
}

function footer(view: Pick<ProgressView, 'marker' | 'runUrl' | 'triggerPhrase' | 'usesToday'>): string {
  const job = view.marker.jobId === undefined ? 'New agent job' : `Agent job ${inlineCode(view.marker.jobId)}`;
  const uses = view.usesToday ? ` · agent uses today: ${view.usesToday.count} of ${view.usesToday.cap}` : '';
  return `<sub>${job} · [workflow run](${view.runUrl})${uses} · reply with \`${escapeHtml(view.triggerPhrase)} <instruction>\` to send another instruction</sub>`;
}

/** Quotes the instruction with mentions and the trigger phrase neutralized, HTML escaped, cut to `maxChars`. */
function quotePrompt(prompt: string, triggerPhrase: string, maxChars: number): string {
  const quoted = blockQuote(escapeHtml(neutralizeMentions(prompt, triggerPhrase)));
  if (quoted.length <= maxChars) return quoted;
  const cut = cutAtCodePoint(quoted, Math.max(0, maxChars - 60)).replace(/&[#a-z0-9]*$/i, '');
  return `${cut}… (truncated, ${prompt.length} characters)`;
}

/**
 * The progress comment: marker, headline, the quoted instruction, a timeline
 * (received → sent → working (elapsed) → final), and at the end the agent's PR link,
 * model, source repository/ref and elapsed time. Never longer than {@link COMMENT_LIMIT}.
 */
export function renderProgressComment(view: ProgressView): string {
  const { stage } = view;
  const job = stage.kind === 'received' || stage.kind === 'failed' ? undefined : stage.job;
  const by = view.requester ? ` requested by ${escapeMarkdownInline(neutralizeMentions(view.requester, ''))}` : '';
  const tail: string[] = [];
  tail.push('', ...timeline(view));
  if (stage.kind === 'final' && job)
    tail.push(
      '',
      ...details(
        job,
        view.sentAt,
        view.finishedAt ?? view.now,
        view.triggerPhrase,
        webServerOf(view.runUrl),
        view.docs,
      ),
    );
  if (stage.kind === 'stopped') {
    tail.push(
      '',
      `The action stopped watching ${STOP_CAUSE[stage.reason]}. The agent job may still be running: check it in the Mintlify dashboard, or reply with \`${escapeHtml(view.triggerPhrase)} <instruction>\` to send another instruction.`,
    );
  }
  if (stage.kind === 'handed-off') {
    const phrase = escapeHtml(view.triggerPhrase);
    tail.push(
      '',
      stage.reconciled === false
        ? `The agent job is still running. No reconcile workflow reads this repository, so nothing posts its result on its own: comment \`${phrase} --status\` to check it and have its result posted here (this comment is edited).`
        : `The agent job is still running. Its result will be posted here when it ends (this comment is edited). Comment \`${phrase} --status\` to check it now.`,
    );
  }
  if (stage.kind === 'failed') {
    tail.push('', `**Error:** ${escapeUntrustedInline(cutAtCodePoint(stage.message, 2000), view.triggerPhrase)}`);
    if (stage.hint) tail.push('', stage.hint);
  }
  tail.push('', footer(view));
  const warning = [
    ...(view.changes?.length
      ? [
          '',
          `> [!WARNING]\n> The pull request changed after this request: ${escapeHtml(view.changes.join('; '))}. Check what the agent was given.`,
        ]
      : []),
    ...untrustedBlock(view.untrusted),
  ];
  const head = [
    formatMarker(view.marker),
    `### Mintlify agent — ${headline(stage)}`,
    ...warning,
    '',
    `Instruction${by}:`,
  ];
  const fixed = head.join('\n').length + tail.join('\n').length + 2;
  const quote = quotePrompt(view.prompt, view.triggerPhrase, COMMENT_LIMIT - fixed - 100);
  const body = [...head, quote, ...tail].join('\n');
  return body.length <= COMMENT_LIMIT ? body : `${cutAtCodePoint(body, COMMENT_LIMIT - 20)}\n\n… (truncated)`;
}

/** What {@link renderEndedFromBody} writes besides the earlier body. Times are epoch milliseconds. */
export interface EndedView {
  /** The job's marker in state `ended`, signed. */
  marker: Marker;
  job: AgentJob;
  triggerPhrase: string;
  /** The run that saw the end. */
  runUrl: string;
  now: number;
  /** The agent's pull request as read now (see {@link ProgressView.docs}). */
  docs?: DocsPullView | undefined;
}

/**
 * The final body of a progress comment an earlier run wrote, for a run that did not watch the
 * job (`reconcile`, `--status`): the marker and headline replaced, the instruction as the comment
 * quotes it and the done steps of its timeline (`- ✅ …`) kept, then the end, the job's PR link,
 * model and source, and the footer. A body not shaped like a progress comment gets the end alone.
 * Never longer than {@link COMMENT_LIMIT}.
 */
export function renderEndedFromBody(body: string, view: EndedView): string {
  const lines = body.split(/\r?\n/);
  const timelineAt = lines.findIndex((l) => l.startsWith('- ✅ Received'));
  const shaped = lines[1]?.startsWith('### Mintlify agent') === true && timelineAt > 1;
  const middle = shaped ? lines.slice(2, timelineAt) : [''];
  const done: string[] = [];
  for (const line of shaped ? lines.slice(timelineAt) : []) {
    if (!line.startsWith('- ')) break;
    if (line.startsWith('- ✅')) done.push(line);
  }
  const status = STATUS_HEADLINE[view.job.status];
  const out = [
    formatMarker(view.marker),
    `### Mintlify agent — ${status}`,
    ...middle,
    ...done,
    `- ${status} — ${clock(view.now)}, seen by a later [workflow run](${view.runUrl})`,
    '',
    ...details(view.job, undefined, view.now, view.triggerPhrase, webServerOf(view.runUrl), view.docs),
    '',
    footer(view),
  ].join('\n');
  return out.length <= COMMENT_LIMIT ? out : `${cutAtCodePoint(out, COMMENT_LIMIT - 20)}\n\n… (truncated)`;
}

/**
 * A progress comment of a job still running, as `--status` leaves it: the body as it was, with
 * one line at the end of its timeline saying when the job was last seen working (replacing the
 * previous such line). The marker is kept as it is.
 */
export function renderCheckedFromBody(body: string, check: { now: number; triggerPhrase: string }): string {
  const line = `- ⏳ Still working — checked ${clock(check.now)} with \`${escapeHtml(check.triggerPhrase)} --status\``;
  const lines = body.split(/\r?\n/);
  const previous = lines.findIndex((l) => l.startsWith('- ⏳ Still working — checked '));
  if (previous >= 0) {
    lines[previous] = line;
    return lines.join('\n');
  }
  const start = lines.findIndex((l) => l.startsWith('- ✅ Received'));
  if (start < 0) return [...lines, '', line].join('\n');
  let end = start;
  while (lines[end + 1]?.startsWith('- ')) end += 1;
  lines.splice(end + 1, 0, line);
  const out = lines.join('\n');
  return out.length <= COMMENT_LIMIT ? out : body;
}

/** Common parts of the short replies. */
export interface ReplyContext {
  marker: Marker | undefined;
  triggerPhrase: string;
  runUrl: string;
  /** Records of this item the workflow wrote that no longer count, one sentence each (`marked-comments.ts`). */
  untrusted?: readonly string[] | undefined;
}

/** The warning block about records that no longer count; none when there are none. */
function untrustedBlock(untrusted: readonly string[] | undefined): string[] {
  return untrusted?.length ? ['', `> [!WARNING]\n> ${untrusted.map((s) => escapeHtml(s)).join('\n>\n> ')}`] : [];
}

/** A short reply: the marker (or the signature of a reply of kind `kind`), the text, and a link to the run. */
export function signedReply(ctx: ReplyContext, text: string, kind?: 'denied'): string {
  const lines = [ctx.marker ? formatMarker(ctx.marker) : formatSignature(kind)];
  lines.push(text, ...untrustedBlock(ctx.untrusted), '', `<sub>[workflow run](${ctx.runUrl})</sub>`);
  return lines.join('\n');
}
