export const id = 564;
export const ids = [564];
export const modules = {

/***/ 83564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFollowUpStep: () => (/* binding */ runFollowUpStep)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./src/github/event.ts
/**
 * The triggering GitHub event as a typed union. The webhook payload (`GITHUB_EVENT_PATH`)
 * is parsed with zod; only the fields the action reads are required.
 *
 * Supported triggers (GitHub docs, "Events that trigger workflows"):
 * - `pull_request_review_comment` (`created`): a review comment; the action replies in its thread;
 * - `issue_comment` (`created`) on a pull request (`issue.pull_request` set);
 * - `pull_request_review` (`submitted`): the review's body.
 * Anything else is either an ignored action (`edited`, `deleted`…) or a non-comment event.
 */

const User = schemas/* looseObject */._H3({ login: schemas/* string */.YjP(), type: schemas/* string */.YjP().optional() });
const CommentBase = schemas/* looseObject */._H3({
    id: schemas/* number */.aig().int(),
    body: schemas/* string */.YjP().nullable().optional(),
    user: User.nullable(),
    html_url: schemas/* string */.YjP(),
});
const ReviewComment = CommentBase.extend({
    path: schemas/* string */.YjP().optional(),
    line: schemas/* number */.aig().int().nullable().optional(),
    start_line: schemas/* number */.aig().int().nullable().optional(),
    original_line: schemas/* number */.aig().int().nullable().optional(),
    side: schemas/* string */.YjP().nullable().optional(),
    diff_hunk: schemas/* string */.YjP().optional(),
    in_reply_to_id: schemas/* number */.aig().int().optional(),
});
const Repository = schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP(), owner: schemas/* looseObject */._H3({ login: schemas/* string */.YjP() }), name: schemas/* string */.YjP() });
const PullRequest = schemas/* looseObject */._H3({
    number: schemas/* number */.aig().int(),
    html_url: schemas/* string */.YjP(),
    head: schemas/* looseObject */._H3({ repo: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).nullable().optional() }),
});
const ReviewCommentPayload = schemas/* looseObject */._H3({
    action: schemas/* string */.YjP(),
    comment: ReviewComment,
    pull_request: PullRequest,
    repository: Repository,
});
const IssueCommentPayload = schemas/* looseObject */._H3({
    action: schemas/* string */.YjP(),
    comment: CommentBase,
    issue: schemas/* looseObject */._H3({
        number: schemas/* number */.aig().int(),
        html_url: schemas/* string */.YjP(),
        pull_request: schemas/* looseObject */._H3({ html_url: schemas/* string */.YjP().optional() }).nullable().optional(),
    }),
    repository: Repository,
});
const ReviewPayload = schemas/* looseObject */._H3({
    action: schemas/* string */.YjP(),
    review: CommentBase,
    pull_request: PullRequest,
    repository: Repository,
});
function author(user) {
    return { login: user?.login ?? 'ghost', type: user?.type ?? 'User' };
}
function parse(schema, payload, eventName) {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
        throw new Error(`The ${eventName} event payload is not in the expected shape: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`);
    }
    return parsed.data;
}
/**
 * Resolves the triggering event from its name (`GITHUB_EVENT_NAME`) and webhook payload.
 * @throws Error when a supported event's payload lacks a field the action needs.
 */
function resolveEvent(eventName, payload) {
    switch (eventName) {
        case 'pull_request_review_comment': {
            const p = parse(ReviewCommentPayload, payload, eventName);
            if (p.action !== 'created')
                return { kind: 'ignored', eventName, reason: `the comment was ${p.action}` };
            const c = p.comment;
            const endLine = c.line ?? c.original_line ?? undefined;
            return {
                kind: 'review-comment',
                eventName,
                owner: p.repository.owner.login,
                repo: p.repository.name,
                pullNumber: p.pull_request.number,
                pullUrl: p.pull_request.html_url,
                headRepoFullName: p.pull_request.head.repo?.full_name,
                comment: { id: c.id, body: c.body ?? '', author: author(c.user), htmlUrl: c.html_url },
                triggerKey: `rc:${c.id}`,
                threadRootId: c.in_reply_to_id ?? c.id,
                location: {
                    path: c.path,
                    startLine: c.start_line ?? endLine,
                    endLine,
                    side: c.side ?? undefined,
                    diffHunk: c.diff_hunk,
                },
            };
        }
        case 'issue_comment': {
            const p = parse(IssueCommentPayload, payload, eventName);
            if (!p.issue.pull_request)
                return { kind: 'ignored', eventName, reason: 'the comment is on an issue, not a pull request' };
            if (p.action !== 'created')
                return { kind: 'ignored', eventName, reason: `the comment was ${p.action}` };
            return {
                kind: 'issue-comment',
                eventName,
                owner: p.repository.owner.login,
                repo: p.repository.name,
                pullNumber: p.issue.number,
                pullUrl: p.issue.pull_request.html_url ?? p.issue.html_url,
                headRepoFullName: undefined,
                comment: { id: p.comment.id, body: p.comment.body ?? '', author: author(p.comment.user), htmlUrl: p.comment.html_url },
                triggerKey: `ic:${p.comment.id}`,
                threadRootId: undefined,
                location: undefined,
            };
        }
        case 'pull_request_review': {
            const p = parse(ReviewPayload, payload, eventName);
            if (p.action !== 'submitted')
                return { kind: 'ignored', eventName, reason: `the review was ${p.action}` };
            return {
                kind: 'review',
                eventName,
                owner: p.repository.owner.login,
                repo: p.repository.name,
                pullNumber: p.pull_request.number,
                pullUrl: p.pull_request.html_url,
                headRepoFullName: p.pull_request.head.repo?.full_name,
                comment: { id: p.review.id, body: p.review.body ?? '', author: author(p.review.user), htmlUrl: p.review.html_url },
                triggerKey: `rv:${p.review.id}`,
                threadRootId: undefined,
                location: undefined,
            };
        }
        default:
            return { kind: 'other', eventName };
    }
}

// EXTERNAL MODULE: ./src/github/urls.ts
var urls = __webpack_require__(15945);
// EXTERNAL MODULE: ./src/input-fields.ts
var input_fields = __webpack_require__(96969);
// EXTERNAL MODULE: ./src/github/comments.ts
var github_comments = __webpack_require__(66645);
// EXTERNAL MODULE: ./src/mintlify/retry-policy.ts
var retry_policy = __webpack_require__(90855);
// EXTERNAL MODULE: ./src/mintlify/schemas.ts
var mintlify_schemas = __webpack_require__(4206);
;// CONCATENATED MODULE: ./src/follow-up/marker.ts
/**
 * The hidden marker (an HTML comment) on the first line of every comment the action writes.
 * It remembers the agent job of a PR and which trigger comments were already handled, so that
 * a re-run never sends the same instruction twice. Pure functions.
 *
 * Format (first line of the body):
 * `<!-- mintlify-action job="<job id>" triggers="<kind>:<id>,…" state="<state>" -->`
 * where `<kind>` is `ic` (issue comment), `rc` (review comment) or `rv` (review): the three
 * kinds have separate ID spaces. Replies that belong to no job carry {@link SIGNATURE} only.
 */


/** The start of every comment body the action writes; comments that start with it never trigger. */
const SIGNATURE = '<!-- mintlify-action';
/**
 * `pending`: written before the message was sent (if the run died, delivery is unknown);
 * `sent`: the agent job accepted the message;
 * `not-sent`: the message certainly did not reach the job (a re-run may send it);
 * `steer`: the "reply here to steer this job" note on the agent's own PR (no trigger).
 */
const MARKER_STATES = ['pending', 'sent', 'not-sent', 'steer'];
/** Anchored at the start of the body: a marker quoted or echoed further down is not ours. */
const MARKER_PATTERN = /^<!-- mintlify-action job="([^"<>]+)" triggers="([a-z0-9:,]*)" state="([a-z-]+)" -->(\r?\n|$)/;
const TRIGGER_KEY = /^(ic|rc|rv):[1-9]\d{0,18}$/;
const MarkerSchema = schemas/* object */.Ikc({
    jobId: schemas/* string */.YjP().regex(mintlify_schemas/* JOB_ID_PATTERN */.BE),
    triggers: schemas/* array */.YOg(schemas/* custom */.IeY((value) => typeof value === 'string' && TRIGGER_KEY.test(value))),
    state: schemas/* enum */.k5n(MARKER_STATES),
});
/** The marker line for a comment body. */
function formatMarker(marker) {
    return `<!-- mintlify-action job="${marker.jobId}" triggers="${marker.triggers.join(',')}" state="${marker.state}" -->`;
}
/** The signature line of a reply that belongs to no job (usage, denial…). */
function formatSignature() {
    return `${SIGNATURE} -->`;
}
/** True when a comment body was written by this action (it starts with the signature). */
function isOwnComment(body) {
    return (body ?? '').startsWith(SIGNATURE);
}
/** Reads the marker on the first line of a comment body; `undefined` when there is none or it is malformed. */
function parseMarker(body) {
    const match = MARKER_PATTERN.exec(body ?? '');
    if (!match)
        return undefined;
    const parsed = MarkerSchema.safeParse({
        jobId: match[1],
        triggers: (match[2] ?? '').split(',').filter(Boolean),
        state: match[3],
    });
    return parsed.success ? parsed.data : undefined;
}

;// CONCATENATED MODULE: ./src/follow-up/poll.ts
/**
 * Polling an agent job (`GET /v2/agent/{projectId}/job/{id}`) until it reaches a final
 * status (`completed`, `archived`, `failed` — admin spec), the deadline passes, or the run
 * is cancelled. Time and sleeping are injected so the loop runs instantly in tests.
 */

/** Longest wait between two polls, in seconds (unless `poll-interval` is longer). */
const MAX_POLL_DELAY_SECONDS = 60;
/** Growth factor of the wait between polls. */
const POLL_BACKOFF = 1.5;
/**
 * Wait before poll number `pollIndex` (0-based), in milliseconds: `intervalSeconds` first,
 * then ×1.5 each time, capped at 60 s (or at `intervalSeconds` when that is longer).
 */
function nextPollDelayMs(pollIndex, intervalSeconds) {
    const cap = Math.max(MAX_POLL_DELAY_SECONDS, intervalSeconds);
    return Math.round(Math.min(cap, intervalSeconds * POLL_BACKOFF ** pollIndex) * 1000);
}
/**
 * Polls until a final status, `deadline` (epoch ms) or cancellation.
 * @param intervalSeconds first wait, see {@link nextPollDelayMs}.
 * @throws MintlifyApiError when a poll fails after its retries.
 */
async function pollJob(deps, intervalSeconds, deadline) {
    let job;
    for (let polls = 0;;) {
        const remaining = deadline - deps.now();
        if (deps.signal.aborted)
            return { kind: 'cancelled', job, polls };
        if (remaining <= 0)
            return { kind: 'timed-out', job, polls };
        await deps.sleep(Math.min(nextPollDelayMs(polls, intervalSeconds), remaining), deps.signal);
        if (deps.signal.aborted)
            return { kind: 'cancelled', job, polls };
        const left = deadline - deps.now();
        if (left <= 0)
            return { kind: 'timed-out', job, polls };
        try {
            job = await deps.getJob(AbortSignal.any([deps.signal, AbortSignal.timeout(left)]));
        }
        catch (error) {
            if (deps.signal.aborted)
                return { kind: 'cancelled', job, polls };
            if (deadline - deps.now() <= 0)
                return { kind: 'timed-out', job, polls };
            throw error;
        }
        polls += 1;
        await deps.onPoll?.(job, polls);
        if (mintlify_schemas/* FINAL_STATUSES */.Ys.includes(job.status))
            return { kind: 'final', job, polls };
    }
}

// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(59044);
;// CONCATENATED MODULE: ./src/follow-up/prompt.ts
/**
 * Turning a comment into the instruction sent to the agent job. Pure functions.
 */

/** Longest instruction forwarded, in characters (after cleaning, before the context block). */
const MAX_PROMPT_CHARS = 8000;
/** Most diff-hunk lines included in the context block (the last ones, nearest the comment). */
const MAX_HUNK_LINES = 60;
/**
 * Removes what a reviewer cannot see or should not forward: HTML comments (including our
 * own hidden markers), zero-width and bidi control characters; trims the result.
 */
function cleanText(text) {
    return (0,format_escape/* stripInvisible */._0)((0,format_escape/* stripHtmlComments */.aB)(text)).replace(/\r\n/g, '\n').trim();
}
/**
 * Finds `triggerPhrase` (case-insensitive, as a whole word) at the start of the comment or of
 * a line, and returns the cleaned text after it — the rest of that line and every line below.
 * Lines inside a Markdown quote (`> /mintlify …`) do not count: they start with `>`.
 */
function extractPrompt(body, triggerPhrase) {
    const text = (0,format_escape/* stripInvisible */._0)((0,format_escape/* stripHtmlComments */.aB)(body)).replace(/\r\n/g, '\n');
    const pattern = new RegExp(`^[ \\t]*${(0,format_escape/* escapeRegExp */.Nt)(triggerPhrase)}(?=$|[\\s:,])[:,]?`, 'im');
    const match = pattern.exec(text);
    if (!match)
        return { kind: 'no-trigger' };
    return checkPrompt(text.slice(match.index + match[0].length));
}
/** Cleans an instruction and checks it is neither empty nor longer than {@link MAX_PROMPT_CHARS}. */
function checkPrompt(text) {
    const prompt = cleanText(text);
    if (prompt === '')
        return { kind: 'empty' };
    if (prompt.length > MAX_PROMPT_CHARS)
        return { kind: 'too-long', length: prompt.length };
    return { kind: 'prompt', prompt };
}
/**
 * The context block put before a review comment's instruction, so that the agent knows
 * what the reviewer points at: PR URL, file, line range, side and the diff hunk (its last
 * {@link MAX_HUNK_LINES} lines, the ones nearest the commented line).
 */
function reviewContext(pullUrl, location) {
    const lines = [`Context: a review comment on ${pullUrl}`];
    if (location.path)
        lines.push(`File: ${location.path}`);
    if (location.endLine !== undefined) {
        const range = location.startLine !== undefined && location.startLine !== location.endLine
            ? `lines ${location.startLine}-${location.endLine}`
            : `line ${location.endLine}`;
        const side = location.side === 'LEFT' ? ' (old code, LEFT side)' : location.side === 'RIGHT' ? ' (new code, RIGHT side)' : '';
        lines.push(`Lines: ${range}${side}`);
    }
    if (location.diffHunk) {
        const hunk = (0,format_escape/* stripInvisible */._0)(location.diffHunk).split('\n');
        const kept = hunk.slice(-MAX_HUNK_LINES);
        const fence = '`'.repeat(Math.max(3, longestBacktickRun(kept.join('\n')) + 1));
        lines.push(`Diff hunk${kept.length < hunk.length ? ` (last ${kept.length} of ${hunk.length} lines)` : ''}:`);
        lines.push(`${fence}diff`, ...kept, fence);
    }
    return lines.join('\n');
}
function longestBacktickRun(text) {
    let longest = 0;
    for (const run of text.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    return longest;
}
/** The instruction sent to the agent: the context block (if any), a blank line, then the reviewer's text. */
function composePrompt(instruction, context) {
    return context ? `${context}\n\nInstruction: ${instruction}` : instruction;
}

;// CONCATENATED MODULE: ./src/format/duration.ts
/**
 * Durations for people: `1h 02m`, `2m 05s`, `45s`. Pure.
 */
/** `1h 02m`, `2m 05s`, `45s` from milliseconds. */
function formatDuration(ms) {
    const total = Math.max(0, Math.round(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h > 0)
        return `${h}h ${String(m).padStart(2, '0')}m`;
    if (m > 0)
        return `${m}m ${String(s).padStart(2, '0')}s`;
    return `${s}s`;
}

;// CONCATENATED MODULE: ./src/follow-up/render-comment.ts
/**
 * The Markdown of every comment `follow-up` writes on a pull request. Pure functions:
 * everything that comes from users or the API is escaped or neutralized, every body starts
 * with the hidden marker and stays under GitHub's 65,536-character comment limit.
 */




/** GitHub's maximum comment body, in characters. */
const COMMENT_LIMIT = 65_536;
const STOP_HEADLINE = {
    'timed-out': '⌛ Stopped watching (timeout)',
    cancelled: '⏹️ Stopped watching (run cancelled)',
    ended: '⏹️ Stopped watching (step ended)',
};
const STOP_CAUSE = {
    'timed-out': 'because the `timeout` was reached',
    cancelled: 'because the workflow run was cancelled',
    ended: 'because the workflow step ended before it could report the outcome',
};
/** `14:03:07 UTC` */
function clock(at) {
    return `${new Date(at).toISOString().slice(11, 19)} UTC`;
}
/** A Markdown link to an http(s) URL, with the characters that could end the link encoded. */
function markdownLink(text, url) {
    const href = new URL(url).href.replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/ /g, '%20');
    return `[${(0,format_escape/* escapeMarkdownInline */.E4)(text)}](${href})`;
}
const STATUS_HEADLINE = {
    completed: '✅ Completed',
    archived: '🗄️ Archived',
    failed: '❌ Failed',
    active: '⏳ Working',
};
function headline(stage) {
    switch (stage.kind) {
        case 'received':
            return '📨 Received';
        case 'working':
            return '⏳ Working';
        case 'sent-no-wait':
            return '📨 Sent';
        case 'final':
            return STATUS_HEADLINE[stage.job.status];
        case 'stopped':
            return STOP_HEADLINE[stage.reason];
        case 'failed':
            return '❌ Could not complete';
    }
}
function timeline(view) {
    const { stage } = view;
    const lines = [`- ✅ Received — ${clock(view.receivedAt)}`];
    const jobCode = `\`${view.marker.jobId}\``;
    if (view.sentAt === undefined) {
        if (stage.kind === 'failed')
            lines.push(`- ❌ Not sent to agent job ${jobCode}`);
        else if (stage.kind === 'stopped')
            lines.push(`- ❔ Sending to agent job ${jobCode} did not finish; delivery is unknown`);
        else
            lines.push(`- ⏳ Sending to agent job ${jobCode}…`);
        return lines;
    }
    lines.push(`- ✅ Sent to agent job ${jobCode} — ${clock(view.sentAt)}`);
    const end = view.finishedAt ?? view.now;
    const elapsed = formatDuration(end - view.sentAt);
    switch (stage.kind) {
        case 'working':
            lines.push(`- ⏳ Working — ${elapsed} so far`);
            break;
        case 'sent-no-wait':
            lines.push('- ➖ Not waiting for the result (`wait: false`)');
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
function details(job, sentAt, end) {
    const lines = [];
    if (job.prLink)
        lines.push(`**Pull request:** ${markdownLink((0,urls/* prLinkTitle */.lz)(job.prLink), job.prLink)}`);
    else if (job.status === 'completed')
        lines.push('**Pull request:** none — no files changed');
    const facts = [];
    if (job.model)
        facts.push(`**Model:** ${(0,format_escape/* escapeMarkdownInline */.E4)(job.model)}`);
    if (job.source?.repository) {
        const ref = job.source.ref ? ` @ ${(0,format_escape/* escapeMarkdownInline */.E4)(job.source.ref)}` : '';
        facts.push(`**Source:** ${(0,format_escape/* escapeMarkdownInline */.E4)(job.source.repository)}${ref}`);
    }
    if (sentAt !== undefined)
        facts.push(`**Elapsed:** ${formatDuration(end - sentAt)}`);
    // A blank line between the two: renderers that do not turn a newline into a line break
    // (e.g. e-mail notifications) would run them together.
    if (facts.length)
        lines.push(...(lines.length ? [''] : []), facts.join(' · '));
    return lines;
}
function footer(view) {
    return `<sub>Agent job \`${view.marker.jobId}\` · [workflow run](${view.runUrl}) · reply with \`${(0,format_escape/* escapeHtml */.ZD)(view.triggerPhrase)} <instruction>\` to send another instruction</sub>`;
}
/** Quotes the instruction with mentions and the trigger phrase neutralized, HTML escaped, cut to `maxChars`. */
function quotePrompt(prompt, triggerPhrase, maxChars) {
    const quoted = (0,format_escape/* blockQuote */.iZ)((0,format_escape/* escapeHtml */.ZD)((0,format_escape/* neutralizeMentions */.tI)(prompt, triggerPhrase)));
    if (quoted.length <= maxChars)
        return quoted;
    const cut = quoted.slice(0, Math.max(0, maxChars - 60)).replace(/&[#a-z0-9]*$/i, '');
    return `${cut}… (truncated, ${prompt.length} characters)`;
}
/**
 * The progress comment: marker, headline, the quoted instruction, a timeline
 * (received → sent → working (elapsed) → final), and at the end the agent's PR link,
 * model, source repository/ref and elapsed time. Never longer than {@link COMMENT_LIMIT}.
 */
function renderProgressComment(view) {
    const { stage } = view;
    const job = stage.kind === 'received' || stage.kind === 'failed' ? undefined : stage.job;
    const by = view.requester ? ` requested by ${(0,format_escape/* escapeMarkdownInline */.E4)((0,format_escape/* neutralizeMentions */.tI)(view.requester, ''))}` : '';
    const tail = [];
    tail.push('', ...timeline(view));
    if (stage.kind === 'final' && job)
        tail.push('', ...details(job, view.sentAt, view.finishedAt ?? view.now));
    if (stage.kind === 'stopped') {
        tail.push('', `The action stopped watching ${STOP_CAUSE[stage.reason]}. The agent job may still be running: check it in the Mintlify dashboard, or reply with \`${(0,format_escape/* escapeHtml */.ZD)(view.triggerPhrase)} <instruction>\` to send another instruction.`);
    }
    if (stage.kind === 'failed')
        tail.push('', `**Error:** ${(0,format_escape/* escapeMarkdownInline */.E4)((0,format_escape/* neutralizeMentions */.tI)(stage.message.slice(0, 2000), view.triggerPhrase))}`);
    tail.push('', footer(view));
    const head = [formatMarker(view.marker), `### Mintlify agent — ${headline(stage)}`, '', `Instruction${by}:`];
    const fixed = head.join('\n').length + tail.join('\n').length + 2;
    const quote = quotePrompt(view.prompt, view.triggerPhrase, COMMENT_LIMIT - fixed - 100);
    const body = [...head, quote, ...tail].join('\n');
    return body.length <= COMMENT_LIMIT ? body : `${body.slice(0, COMMENT_LIMIT - 20)}\n\n… (truncated)`;
}
function reply(ctx, text) {
    const lines = [ctx.marker ? formatMarker(ctx.marker) : formatSignature()];
    lines.push(text, '', `<sub>[workflow run](${ctx.runUrl})</sub>`);
    return lines.join('\n');
}
/** Reply to a trigger with nothing after the phrase. */
function renderUsageReply(ctx) {
    const phrase = (0,format_escape/* escapeHtml */.ZD)(ctx.triggerPhrase);
    return reply(ctx, `Write the instruction for the Mintlify agent after \`${phrase}\`, for example:\n\n\`\`\`\n${phrase} also document the --dry-run flag\n\`\`\``);
}
/** Reply to an instruction longer than the limit. */
function renderTooLongReply(ctx, length, max) {
    return reply(ctx, `This instruction is ${length} characters long; the limit is ${max}. Please shorten it and comment again. Nothing was sent to the agent.`);
}
/** Reply to a commenter without write access. */
function renderDeniedReply(ctx, login) {
    return reply(ctx, `Sorry ${(0,format_escape/* escapeMarkdownInline */.E4)((0,format_escape/* neutralizeMentions */.tI)(login, ''))}, only people with write access to this repository can send instructions to the Mintlify agent. Nothing was sent.`);
}
/** Reply when no job ID is given and none is remembered on the PR. */
function renderNoJobReply(ctx) {
    return reply(ctx, 'No Mintlify agent job is linked to this pull request yet, so nothing was sent. Set the `job-id` input of the workflow step (for example from a workflow input or a repository variable), or run the action once with `job-id` on this PR: later comments then reuse that job.');
}
/** Reply on a fork PR, where GitHub passes no secrets. */
function renderForkReply(ctx) {
    return reply(ctx, 'This pull request comes from a fork, and GitHub does not pass secrets (the Mintlify API key) to workflows run for forks. Nothing was sent to the agent.');
}
/** The note left on the agent's own PR so that review comments there reach the same job. */
function renderSteerNote(ctx) {
    const phrase = (0,format_escape/* escapeHtml */.ZD)(ctx.triggerPhrase);
    return reply(ctx, `This pull request was opened by Mintlify agent job \`${ctx.marker?.jobId ?? ''}\`. Reply with \`${phrase} <instruction>\` in a comment or a review comment to steer this job.`);
}

;// CONCATENATED MODULE: ./src/follow-up/run.ts
/**
 * `mode: follow-up` — forwards an instruction from a PR comment to an existing Mintlify agent
 * job (`POST /v2/agent/{projectId}/job/{id}/message`), polls the job
 * (`GET /v2/agent/{projectId}/job/{id}`) until it is `completed`, `archived` or `failed`, and
 * reports on the PR in one comment edited in place.
 *
 * Every decision that skips the request (bot author, no trigger phrase, no permission,
 * fork PR, no job, already handled) happens before any Mintlify request.
 */









function result(partial) {
    return {
        jobId: undefined,
        job: undefined,
        prLink: undefined,
        commentUrl: undefined,
        elapsedMs: undefined,
        skippedReason: undefined,
        failure: undefined,
        warning: undefined,
        ...partial,
    };
}
/** Talks to the PR; every method is a no-op when commenting is off or there is no PR. */
class PullRequestReporter {
    #deps;
    #trigger;
    #pr;
    #login;
    /** First error met while writing the progress comment; fails the step at the end without hiding the outcome. */
    commentError;
    constructor(deps, trigger) {
        this.#deps = deps;
        this.#trigger = trigger;
        this.#pr = trigger ? { owner: trigger.owner, repo: trigger.repo, pullNumber: trigger.pullNumber } : undefined;
    }
    get #writable() {
        const { octokit, inputs } = this.#deps;
        if (!octokit || !this.#pr || !this.#trigger || !inputs.comment)
            return undefined;
        return { octokit, pr: this.#pr, trigger: this.#trigger };
    }
    /**
     * Runs a PR write; a failure is logged as a warning and never hides the Mintlify outcome.
     * `critical` failures (the progress comment) also fail the step at the end.
     */
    async #guard(what, critical, action) {
        try {
            return await action();
        }
        catch (error) {
            const message = `Could not ${what}: ${(0,errors/* errorMessage */.gJ)(error)}`;
            this.#deps.log.warning(message);
            if (critical)
                this.commentError ??= message;
            return undefined;
        }
    }
    /** The token's login, looked up once. */
    #tokenLogin(octokit) {
        this.#login ??= (0,github_comments/* tokenLogin */.nu)(octokit);
        return this.#login;
    }
    /** Adds a reaction to the trigger comment (reviews cannot have reactions). */
    async react(content) {
        const w = this.#writable;
        if (!w || w.trigger.kind === 'review')
            return;
        const target = { kind: w.trigger.kind === 'review-comment' ? 'review' : 'issue', id: w.trigger.comment.id };
        await this.#guard(`add the ${content} reaction`, false, () => (0,github_comments/* addReaction */.BB)(w.octokit, w.pr, target, content));
    }
    /** Posts a comment: in the review thread for a review comment, else in the conversation. */
    async create(body, critical) {
        const w = this.#writable;
        if (!w)
            return undefined;
        const root = w.trigger.threadRootId;
        const replyTo = root === undefined ? undefined : { kind: 'review', id: root };
        return this.#guard('write the PR comment', critical, () => (0,github_comments/* createComment */.eT)(w.octokit, w.pr, body, replyTo));
    }
    /** Replaces the body of the progress comment. */
    async update(comment, body) {
        const w = this.#writable;
        if (!w || !comment)
            return;
        await this.#guard('update the PR comment', true, () => (0,github_comments/* updateComment */.vv)(w.octokit, w.pr, comment, body));
    }
    /**
     * The action's own marked comments on this PR (issue comments and review comments, every
     * page), newest first. Only comments written by the token's identity count.
     * @throws when the comments or the token's identity cannot be read (fail closed: without
     *   them a re-run could send an instruction twice).
     */
    async ownMarkedComments() {
        const { octokit } = this.#deps;
        if (!octokit || !this.#pr)
            return [];
        const [login, comments] = await Promise.all([this.#tokenLogin(octokit), (0,github_comments/* listAllComments */.QE)(octokit, this.#pr)]);
        return comments
            .filter((c) => c.authorLogin === login)
            .flatMap((c) => {
            const marker = parseMarker(c.body);
            return marker ? [{ ...c, marker }] : [];
        })
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    }
    /** Leaves the "reply here to steer this job" note on the agent's PR in this repository, once. */
    async leaveSteerNote(job, ctx) {
        const w = this.#writable;
        const target = job.prLink ? (0,urls/* parsePullRequestUrl */.XT)(job.prLink) : undefined;
        if (!w || !target)
            return;
        const sameRepo = target.owner.toLowerCase() === w.pr.owner.toLowerCase() && target.repo.toLowerCase() === w.pr.repo.toLowerCase();
        if (!sameRepo || target.pullNumber === w.pr.pullNumber)
            return;
        await this.#guard('leave the note on the agent PR', false, async () => {
            const login = await this.#tokenLogin(w.octokit);
            const existing = await (0,github_comments/* listAllComments */.QE)(w.octokit, target);
            if (existing.some((c) => c.authorLogin === login && parseMarker(c.body)?.jobId === job.id))
                return;
            const marker = { jobId: job.id, triggers: [], state: 'steer' };
            await (0,github_comments/* createComment */.eT)(w.octokit, target, renderSteerNote({ ...ctx, marker }), undefined);
        });
    }
}
/** The head repository of the PR, from the payload or `GET /repos/{owner}/{repo}/pulls/{n}`. */
async function headRepository(octokit, trigger) {
    if (trigger.headRepoFullName)
        return trigger.headRepoFullName;
    if (!octokit)
        return undefined;
    try {
        const { data } = await octokit.rest.pulls.get({ owner: trigger.owner, repo: trigger.repo, pull_number: trigger.pullNumber });
        return data.head.repo?.full_name;
    }
    catch {
        return undefined;
    }
}
/**
 * What a failed send means for delivery: `not-sent` when the API answered 4xx or the
 * connection was refused (the message certainly did not reach the job); `sent` when it
 * answered 2xx with a body that did not parse (it was accepted); `pending` otherwise (5xx,
 * reset, timeout: it may or may not have been delivered).
 */
function deliveryAfterFailure(error) {
    if (error instanceof errors/* MintlifyApiError */.Vo && error.status !== undefined) {
        if (error.status >= 200 && error.status < 300)
            return 'sent';
        if (error.status >= 400 && error.status < 500)
            return 'not-sent';
        return 'pending';
    }
    return (0,retry_policy/* isConnectionRefused */.Xg)(error instanceof Error ? error.cause : undefined) ? 'not-sent' : 'pending';
}
/** At most one edit of the progress comment per this many milliseconds while the job is active. */
const PROGRESS_EDIT_INTERVAL_MS = 60_000;
/**
 * Runs `follow-up`. Never throws for an outcome that belongs on the PR (denied, failed job,
 * timeout): those are in the result. Throws {@link InputError} for a configuration problem
 * found before any request, and an error when the PR's comments cannot be read.
 */
async function runFollowUp(deps) {
    const { inputs, event, log } = deps;
    if (event.kind === 'ignored') {
        log.notice(`Nothing to do: ${event.eventName} event ignored because ${event.reason}.`);
        return result({ status: 'skipped', skippedReason: event.reason });
    }
    const trigger = event.kind === 'other' ? undefined : event;
    const reporter = new PullRequestReporter(deps, trigger);
    const replyCtx = (marker) => ({ marker, triggerPhrase: inputs.triggerPhrase, runUrl: deps.runUrl });
    const skip = async (reason, replyBody, reaction) => {
        log.notice(`Skipped: ${reason}. Nothing was sent to Mintlify.`);
        if (reaction)
            await reporter.react(reaction);
        const comment = replyBody ? await reporter.create(replyBody, false) : undefined;
        return result({ status: 'skipped', skippedReason: reason, commentUrl: comment?.url });
    };
    // 1. Who wrote it, and what do they ask?
    let instruction;
    if (trigger) {
        const author = trigger.comment.author;
        if (author.type === 'Bot')
            return skip(`the comment was written by the bot ${author.login}`);
        if (isOwnComment(trigger.comment.body))
            return skip('the comment was written by this action');
        const extracted = inputs.prompt ? checkPrompt(inputs.prompt) : extractPrompt(trigger.comment.body, inputs.triggerPhrase);
        if (extracted.kind === 'no-trigger')
            return skip(`the comment does not start a line with ${inputs.triggerPhrase}`);
        const permission = deps.octokit
            ? await (0,github_comments/* checkWritePermission */.b5)(deps.octokit, trigger, author.login)
            : { allowed: false, reason: 'no github-token to check the permission with' };
        if (!permission.allowed)
            return skip(permission.reason, renderDeniedReply(replyCtx(), author.login), 'confused');
        if (extracted.kind === 'empty')
            return skip('the instruction after the trigger phrase is empty', renderUsageReply(replyCtx()));
        if (extracted.kind === 'too-long') {
            return skip(`the instruction is ${extracted.length} characters long (limit ${MAX_PROMPT_CHARS})`, renderTooLongReply(replyCtx(), extracted.length, MAX_PROMPT_CHARS), 'confused');
        }
        instruction = extracted.prompt;
        await reporter.react('eyes');
    }
    else {
        if (!inputs.prompt) {
            throw new errors/* InputError */.dz(`prompt is required when the workflow is not triggered by a pull request comment (event ${event.eventName}); set the prompt input`);
        }
        const checked = checkPrompt(inputs.prompt);
        if (checked.kind === 'too-long')
            throw new errors/* InputError */.dz(`prompt must be at most ${MAX_PROMPT_CHARS} characters (got ${checked.length})`);
        if (checked.kind !== 'prompt')
            throw new errors/* InputError */.dz('prompt is empty after removing HTML comments and invisible characters');
        instruction = checked.prompt;
    }
    // 2. The API key: GitHub passes no secrets to runs for fork PRs.
    if (inputs.apiKey === '') {
        if (trigger) {
            const head = await headRepository(deps.octokit, trigger);
            if (head && head.toLowerCase() !== `${trigger.owner}/${trigger.repo}`.toLowerCase()) {
                return skip(`the pull request comes from the fork ${head}, and GitHub passes no secrets to it`, renderForkReply(replyCtx()));
            }
        }
        throw new errors/* InputError */.dz(input_fields/* API_KEY_REQUIRED */.Pp);
    }
    // 3. Which job, and was this trigger already handled (re-run, duplicate delivery)?
    const marked = trigger ? await reporter.ownMarkedComments() : [];
    const jobId = inputs.jobId ?? marked.find((c) => c.marker.state !== 'not-sent')?.marker.jobId ?? marked[0]?.marker.jobId;
    if (!jobId) {
        if (!trigger)
            throw new errors/* InputError */.dz('job-id is required: set the job-id input to the ID of the Mintlify agent job to send the instruction to');
        return skip('no job-id input and no agent job remembered on this pull request', renderNoJobReply(replyCtx()), 'confused');
    }
    const previous = trigger ? marked.find((c) => c.marker.triggers.includes(trigger.triggerKey)) : undefined;
    // 4. The progress comment, written (state `pending`) before sending so that a re-run finds it.
    const view = {
        marker: { jobId: previous?.marker.jobId ?? jobId, triggers: trigger ? [trigger.triggerKey] : [], state: previous?.marker.state ?? 'pending' },
        prompt: instruction,
        requester: trigger?.comment.author.login,
        triggerPhrase: inputs.triggerPhrase,
        runUrl: deps.runUrl,
        receivedAt: previous ? Date.parse(previous.createdAt) || deps.now() : deps.now(),
        sentAt: undefined,
        finishedAt: undefined,
        now: deps.now(),
        stage: { kind: 'received' },
    };
    const activeJobId = view.marker.jobId;
    let comment = previous;
    /** Renders the comment for `stage` (and marker `state`), and keeps the post step's fallback body current. */
    const render = (stage, state) => {
        if (state)
            view.marker = { ...view.marker, state };
        view.stage = stage;
        view.now = deps.now();
        const body = renderProgressComment(view);
        if (comment) {
            const job = stage.kind === 'working' || stage.kind === 'stopped' ? stage.job : undefined;
            deps.saveState('stopped-body', renderProgressComment({ ...view, stage: { kind: 'stopped', reason: 'ended', job } }));
        }
        return body;
    };
    const finish = (partial) => {
        deps.saveState('finalized', 'true');
        return result({ jobId: activeJobId, commentUrl: comment?.url, ...partial });
    };
    const resend = !previous || previous.marker.state === 'not-sent';
    if (previous) {
        log.info(`Trigger ${trigger?.triggerKey ?? ''} was already handled by ${previous.url} (state ${previous.marker.state}).`);
        deps.saveState('comment', JSON.stringify({ kind: previous.kind, id: previous.id, url: previous.url }));
    }
    else {
        comment = await reporter.create(render({ kind: 'received' }), true);
        if (comment)
            deps.saveState('comment', JSON.stringify({ kind: comment.kind, id: comment.id, url: comment.url }));
        else if (trigger && inputs.comment)
            log.warning('The progress comment could not be written, so a re-run of this event cannot tell that it was already sent.');
    }
    // 5. Send — at most once per trigger comment.
    let job;
    if (resend) {
        if (previous)
            await reporter.update(comment, render({ kind: 'received' }, 'pending'));
        if (deps.signal.aborted) {
            await reporter.update(comment, render({ kind: 'failed', message: 'The run was cancelled before the instruction was sent.' }, 'not-sent'));
            return finish({ status: 'cancelled', failure: 'The run was cancelled before the instruction was sent; nothing was sent.' });
        }
        log.info(`Sending the instruction (${instruction.length} characters) to agent job ${activeJobId}.`);
        const context = inputs.includeContext && trigger?.location ? reviewContext(trigger.pullUrl, trigger.location) : undefined;
        try {
            job = await deps.mintlify.sendMessage(activeJobId, composePrompt(instruction, context), { signal: deps.signal });
        }
        catch (error) {
            await reporter.update(comment, render({ kind: 'failed', message: (0,errors/* errorMessage */.gJ)(error) }, deliveryAfterFailure(error)));
            await reporter.react('confused');
            return finish({ status: 'error', failure: (0,errors/* errorMessage */.gJ)(error) });
        }
        view.sentAt = deps.now();
        log.info(`Agent job ${activeJobId} accepted the instruction; status ${job.status}.`);
    }
    else {
        view.sentAt = view.receivedAt;
        log.notice(previous?.marker.state === 'pending'
            ? 'An earlier run may or may not have delivered this instruction; it is not sent again. Watching the job.'
            : 'This instruction was already sent by an earlier run; watching the job instead of sending it again.');
    }
    // 6. Wait for the outcome.
    if (!inputs.wait) {
        let current = job;
        if (!current) {
            try {
                current = await deps.mintlify.getJob(activeJobId, { signal: deps.signal });
            }
            catch (error) {
                await reporter.update(comment, render({ kind: 'failed', message: (0,errors/* errorMessage */.gJ)(error) }, 'sent'));
                return finish({ status: 'error', failure: (0,errors/* errorMessage */.gJ)(error) });
            }
        }
        await reporter.update(comment, render({ kind: 'sent-no-wait', job: current }, 'sent'));
        return finish({ status: 'active', job: current, prLink: current.prLink ?? undefined, failure: reporter.commentError });
    }
    await reporter.update(comment, render({ kind: 'working', job }, 'sent'));
    let lastStatus = job?.status;
    let lastEdit = deps.now();
    const watchedFrom = deps.now();
    let outcome;
    try {
        outcome = await pollJob({
            getJob: (signal) => deps.mintlify.getJob(activeJobId, { signal }),
            sleep: deps.sleep,
            now: deps.now,
            signal: deps.signal,
            onPoll: async (polled, polls) => {
                log.info(`Poll ${polls}: agent job ${activeJobId} is ${polled.status}.`);
                job = polled;
                const stale = deps.now() - lastEdit >= PROGRESS_EDIT_INTERVAL_MS;
                if (polled.status === 'active' && (polled.status !== lastStatus || stale)) {
                    await reporter.update(comment, render({ kind: 'working', job: polled }));
                    lastEdit = deps.now();
                }
                lastStatus = polled.status;
            },
        }, inputs.pollIntervalSeconds, watchedFrom + inputs.timeoutSeconds * 1000);
    }
    catch (error) {
        view.finishedAt = deps.now();
        await reporter.update(comment, render({ kind: 'failed', message: (0,errors/* errorMessage */.gJ)(error) }));
        await reporter.react('confused');
        return finish({ status: 'error', job, failure: (0,errors/* errorMessage */.gJ)(error) });
    }
    view.finishedAt = deps.now();
    const elapsedMs = view.finishedAt - (view.sentAt ?? view.finishedAt);
    // 7. Report.
    if (outcome.kind !== 'final') {
        await reporter.update(comment, render({ kind: 'stopped', reason: outcome.kind, job: outcome.job }));
        await reporter.react('confused');
        const failure = outcome.kind === 'timed-out'
            ? `Agent job ${activeJobId} did not finish within the timeout of ${inputs.timeoutSeconds / 60} minutes (last status: ${outcome.job?.status ?? 'unknown'}). It may still be running.`
            : `The run was cancelled while watching agent job ${activeJobId}; the job may still be running.`;
        return finish({ status: outcome.kind, job: outcome.job, elapsedMs, failure });
    }
    const finalJob = outcome.job;
    await reporter.update(comment, render({ kind: 'final', job: finalJob }));
    if (finalJob.status === 'failed')
        await reporter.react('confused');
    else if (finalJob.prLink)
        await reporter.react('rocket');
    if (finalJob.status !== 'failed')
        await reporter.leaveSteerNote(finalJob, replyCtx());
    const prLink = finalJob.prLink ?? undefined;
    if (finalJob.status === 'failed') {
        return finish({ status: 'failed', job: finalJob, prLink, elapsedMs, failure: `Agent job ${activeJobId} failed.` });
    }
    return finish({
        status: finalJob.status === 'archived' ? 'archived' : 'completed',
        job: finalJob,
        prLink,
        elapsedMs,
        warning: finalJob.status === 'archived' ? `Agent job ${activeJobId} was archived.` : undefined,
        failure: reporter.commentError,
    });
}

;// CONCATENATED MODULE: ./src/follow-up/summary.ts



/** Adds the follow-up section to the job summary (the caller writes it). */
function addFollowUpSummary(summary, result) {
    summary.addHeading('Mintlify agent follow-up', 2);
    if (result.status === 'skipped') {
        return summary.addRaw(`<p>Skipped: ${(0,format_escape/* escapeHtml */.ZD)(result.skippedReason ?? 'nothing to do')}. Nothing was sent to Mintlify.</p>`, true);
    }
    const job = result.job;
    const prLink = result.prLink ? `<a href="${(0,format_escape/* escapeHtml */.ZD)(result.prLink)}">${(0,format_escape/* escapeHtml */.ZD)((0,urls/* prLinkTitle */.lz)(result.prLink))}</a>` : job?.status === 'completed' ? 'none (no files changed)' : '—';
    const source = job?.source?.repository ? `${(0,format_escape/* escapeHtml */.ZD)(job.source.repository)}${job.source.ref ? ` @ ${(0,format_escape/* escapeHtml */.ZD)(job.source.ref)}` : ''}` : '—';
    summary.addTable([
        [
            { data: 'Job', header: true },
            { data: 'Status', header: true },
            { data: 'PR link', header: true },
            { data: 'Model', header: true },
            { data: 'Source', header: true },
            { data: 'Elapsed', header: true },
        ],
        [
            `<code>${(0,format_escape/* escapeHtml */.ZD)(result.jobId ?? '—')}</code>`,
            (0,format_escape/* escapeHtml */.ZD)(result.status),
            prLink,
            (0,format_escape/* escapeHtml */.ZD)(job?.model ?? '—'),
            source,
            result.elapsedMs === undefined ? '—' : formatDuration(result.elapsedMs),
        ],
    ]);
    if (result.commentUrl)
        summary.addRaw(`<p><a href="${(0,format_escape/* escapeHtml */.ZD)(result.commentUrl)}">PR comment</a></p>`, true);
    if (result.failure)
        summary.addRaw(`<p><strong>Error:</strong> ${(0,format_escape/* escapeHtml */.ZD)(result.failure)}</p>`, true);
    return summary;
}

;// CONCATENATED MODULE: ./src/follow-up/action.ts
/**
 * Wires `follow-up` to the runner: builds the clients from the inputs and the event context,
 * runs it, then sets the outputs (`job-id`, `status`, `pr-link`, `comment-url`), writes the
 * job summary and decides the exit status.
 */








/** Reads the webhook payload from `GITHUB_EVENT_PATH` (`{}` when there is none). */
async function readEventPayload(env) {
    const eventPath = env.GITHUB_EVENT_PATH;
    if (!eventPath)
        return {};
    return JSON.parse(await (0,promises_.readFile)(eventPath, 'utf8'));
}
/** Sleeps `ms` milliseconds; resolves early when `signal` aborts. */
async function sleep(ms, signal) {
    await (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }).catch(() => undefined);
}
/**
 * Runs `follow-up` end to end and reports through `@actions/core`.
 * @param signal aborted when the runner cancels the step.
 */
async function runFollowUpStep(inputs, mintlify, env, signal) {
    const event = resolveEvent(env.GITHUB_EVENT_NAME ?? '', await readEventPayload(env));
    // Octokit (and its plugins) load only when there is a token to use them with.
    const octokit = inputs.githubToken
        ? (await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(634)]).then(__webpack_require__.bind(__webpack_require__, 79634))).createOctokit({ token: inputs.githubToken, log: (line) => core.info(line) })
        : undefined;
    const result = await runFollowUp({
        inputs,
        event,
        runUrl: (0,urls/* workflowRunUrl */.CX)(env),
        mintlify,
        octokit,
        now: () => Date.now(),
        sleep,
        signal,
        log: { info: (l) => core.info(l), notice: (l) => core.notice(l), warning: (l) => core.warning(l) },
        saveState: (name, value) => core.saveState(name, value),
    });
    core.setOutput('job-id', result.jobId ?? '');
    core.setOutput('status', result.status);
    core.setOutput('pr-link', result.prLink ?? '');
    core.setOutput('comment-url', result.commentUrl ?? '');
    try {
        await addFollowUpSummary(core.summary, result).write();
    }
    catch (error) {
        core.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
    if (result.warning)
        core.warning(result.warning);
    if (result.failure)
        core.setFailed(result.failure);
    else
        core.info(`Agent job ${result.jobId ?? ''}: ${result.status}${result.prLink ? ` — ${result.prLink}` : ''}`);
}


/***/ }),

/***/ 59044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ escapeMarkdownInline),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   _0: () => (/* binding */ stripInvisible),
/* harmony export */   aB: () => (/* binding */ stripHtmlComments),
/* harmony export */   iZ: () => (/* binding */ blockQuote),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   tI: () => (/* binding */ neutralizeMentions)
/* harmony export */ });
/* unused harmony export MAX_CELL_CHARS */
/**
 * Escaping for text the action echoes into HTML (job summary tables), Markdown (PR comments,
 * job summary) and GitHub comments (mentions, trigger phrases). Pure functions.
 */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes `& < > " '` so that text is inert inside HTML elements and attributes. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
/**
 * Escapes text for inline Markdown (a table cell, a list item): HTML special characters,
 * and the Markdown punctuation that could start emphasis, code, links, tables or images.
 * Line breaks become spaces.
 */
function escapeMarkdownInline(text) {
    return escapeHtml(text)
        .replace(/[\r\n]+/g, ' ')
        .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1');
}
/** Zero-width and bidirectional control characters (Trojan Source, hidden text). */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Removes zero-width and bidi control characters. */
function stripInvisible(text) {
    return text.replace(INVISIBLE, '');
}
/** Removes HTML comments (`<!-- … -->`, also unterminated ones) — hidden text a reviewer cannot see. */
function stripHtmlComments(text) {
    return text.replace(/<!--[\s\S]*?(-->|$)/g, '');
}
/**
 * Makes echoed text unable to ping or trigger: `@user` and `@org/team` get a zero-width
 * space (U+200B) after the `@` (rendered invisibly, no notification), and the
 * trigger phrase gets the same treatment so that our own comment never re-triggers the action.
 */
function neutralizeMentions(text, triggerPhrase) {
    let out = text.replace(/@(?=[A-Za-z0-9])/g, '@\u200B');
    if (triggerPhrase) {
        out = out.replace(new RegExp(escapeRegExp(triggerPhrase), 'gi'), (m) => `${m.slice(0, 1)}\u200B${m.slice(1)}`);
    }
    return out;
}
/** Escapes a string for use as a literal inside a regular expression. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Quotes text as a Markdown block quote, one `> ` per line. */
function blockQuote(text) {
    return text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
}
/** Longest text shown in a table cell by default, in characters (longer text ends in `…`). */
const MAX_CELL_CHARS = 120;
/** C0 and C1 control characters (line breaks included) and the Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;
/**
 * Makes untrusted text inert in an HTML table cell of a Markdown document: invisible and
 * control characters (line breaks included) removed or turned into spaces, shortened to
 * `maxChars`, HTML-escaped, and `|` and backticks written as character references so that
 * neither a Markdown table nor a code span can form.
 */
function escapeCell(text, maxChars = MAX_CELL_CHARS) {
    let clean = stripInvisible(text).replace(CONTROL, ' ');
    const chars = Array.from(clean);
    if (chars.length > maxChars)
        clean = `${chars.slice(0, maxChars - 1).join('')}…`;
    return escapeHtml(clean).replace(/\|/g, '&#124;').replace(/`/g, '&#96;');
}


/***/ }),

/***/ 66645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ addReaction),
/* harmony export */   QE: () => (/* binding */ listAllComments),
/* harmony export */   b5: () => (/* binding */ checkWritePermission),
/* harmony export */   eT: () => (/* binding */ createComment),
/* harmony export */   nu: () => (/* binding */ tokenLogin),
/* harmony export */   vv: () => (/* binding */ updateComment)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/**
 * Pull request comments, reactions and the commenter's permission, through Octokit.
 * Endpoints (GitHub REST docs):
 * - issue comments: `POST /repos/{owner}/{repo}/issues/{issue_number}/comments`,
 *   `PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}`, list with pagination;
 * - review comments: `POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies`,
 *   `PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}`, list with pagination;
 * - reactions on either kind; `GET /repos/{owner}/{repo}/collaborators/{username}/permission`.
 */

/**
 * Posts a comment on the PR: a reply in the review thread of `replyTo` (the thread's first
 * comment) when it is a review comment, else a comment in the PR conversation. Never retried
 * after a 5xx (`retries: 0`): the comment may have been created, and a second one would be a
 * duplicate; rate-limit answers (403/429) are still waited out by the throttling plugin.
 */
async function createComment(octokit, pr, body, replyTo) {
    if (replyTo?.kind === 'review') {
        const { data } = await octokit.rest.pulls.createReplyForReviewComment({
            owner: pr.owner,
            repo: pr.repo,
            pull_number: pr.pullNumber,
            comment_id: replyTo.id,
            body,
            request: { retries: 0 },
        });
        return { kind: 'review', id: data.id, url: data.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({
        owner: pr.owner,
        repo: pr.repo,
        issue_number: pr.pullNumber,
        body,
        request: { retries: 0 },
    });
    return { kind: 'issue', id: data.id, url: data.html_url };
}
/** Replaces the body of a comment the action wrote. */
async function updateComment(octokit, pr, comment, body) {
    if (comment.kind === 'review') {
        await octokit.rest.pulls.updateReviewComment({ owner: pr.owner, repo: pr.repo, comment_id: comment.id, body });
    }
    else {
        await octokit.rest.issues.updateComment({ owner: pr.owner, repo: pr.repo, comment_id: comment.id, body });
    }
}
/** Adds a reaction to an issue comment or a review comment. */
async function addReaction(octokit, pr, target, content) {
    if (target.kind === 'review') {
        await octokit.rest.reactions.createForPullRequestReviewComment({ owner: pr.owner, repo: pr.repo, comment_id: target.id, content });
    }
    else {
        await octokit.rest.reactions.createForIssueComment({ owner: pr.owner, repo: pr.repo, comment_id: target.id, content });
    }
}
/**
 * Every comment on the PR, issue comments and review comments, across all pages
 * (`octokit.paginate`, 100 per page), oldest first within each kind.
 */
async function listAllComments(octokit, pr) {
    const params = { owner: pr.owner, repo: pr.repo, per_page: 100 };
    const [issueComments, reviewComments] = await Promise.all([
        octokit.paginate(octokit.rest.issues.listComments, { ...params, issue_number: pr.pullNumber }),
        octokit.paginate(octokit.rest.pulls.listReviewComments, { ...params, pull_number: pr.pullNumber }),
    ]);
    return [
        ...issueComments.map((c) => ({
            kind: 'issue',
            id: c.id,
            url: c.html_url,
            body: c.body ?? '',
            authorLogin: c.user?.login ?? '',
            createdAt: c.created_at,
        })),
        ...reviewComments.map((c) => ({
            kind: 'review',
            id: c.id,
            url: c.html_url,
            body: c.body,
            authorLogin: c.user.login,
            createdAt: c.created_at,
        })),
    ];
}
/** Permissions that may drive the agent. */
const WRITE_ROLES = ['admin', 'maintain', 'write'];
/**
 * Checks that `login` has write, maintain or admin on the repository
 * (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`, reading `role_name`,
 * falling back to the legacy `permission`). Fails closed: any error (404 for a
 * non-collaborator, 5xx, network) denies.
 */
async function checkWritePermission(octokit, pr, login) {
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: pr.owner, repo: pr.repo, username: login });
        const role = data.role_name || data.permission;
        if (WRITE_ROLES.includes(role) || WRITE_ROLES.includes(data.permission))
            return { allowed: true, role };
        return { allowed: false, reason: `${login} has ${role} permission` };
    }
    catch (error) {
        const status = error.status;
        return {
            allowed: false,
            reason: `the permission check for ${login} failed${typeof status === 'number' ? ` (HTTP ${status})` : ''}`,
        };
    }
}
/**
 * The login of the token's own identity: `GET /user` for a personal or app user token.
 * An installation token (the workflow's `GITHUB_TOKEN`) is refused that endpoint with 403
 * and comments as `github-actions[bot]`, which is returned then.
 * @throws the request error for any other failure: without the identity, markers cannot be
 *   trusted, and guessing could send an instruction twice.
 */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (error) {
        if (error.status === 403)
            return 'github-actions[bot]';
        throw new Error(`Could not find out which account the github-token belongs to (GET /user): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}`, { cause: error });
    }
}


/***/ }),

/***/ 15945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Vd: () => (/* binding */ serverUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   XT: () => (/* binding */ parsePullRequestUrl),
/* harmony export */   lz: () => (/* binding */ prLinkTitle)
/* harmony export */ });
/**
 * Pure helpers for GitHub web URLs: pull request links, the workflow run page and an
 * artifact's page (as actions/upload-artifact builds them). No I/O.
 */
/**
 * Owner, repository and number of a `{server}/{owner}/{repo}/pull/{n}` URL, read after URL
 * normalisation (so `..` segments are resolved first); `undefined` for any other URL.
 * @param server the GitHub web server, default `https://github.com` (GHES: `GITHUB_SERVER_URL`).
 */
function parsePullRequestUrl(url, server = 'https://github.com') {
    let normalized;
    let base;
    try {
        normalized = new URL(url);
        base = new URL(server);
    }
    catch {
        return undefined;
    }
    if (normalized.origin !== base.origin)
        return undefined;
    const m = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d{1,10})(?:\/|$)/.exec(normalized.pathname);
    return m?.[1] && m[2] && m[3] ? { owner: m[1], repo: m[2], pullNumber: Number(m[3]) } : undefined;
}
/** The web server of the runner's environment without a trailing slash (`GITHUB_SERVER_URL`, default `https://github.com`). */
function serverUrl(env) {
    return (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
}
/** The page of this workflow run: `{GITHUB_SERVER_URL}/{GITHUB_REPOSITORY}/actions/runs/{GITHUB_RUN_ID}`. */
function workflowRunUrl(env) {
    return `${serverUrl(env)}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`;
}
/**
 * An artifact's page: `{run URL}/artifacts/{id}` (the URL actions/upload-artifact outputs as
 * `artifact-url`).
 */
function artifactUrl(env, id) {
    return `${workflowRunUrl(env)}/artifacts/${id}`;
}
/** `org/repo#123` for a GitHub pull request URL, else the URL itself. */
function prLinkTitle(url) {
    const pr = parsePullRequestUrl(url);
    return pr ? `${pr.owner}/${pr.repo}#${pr.pullNumber}` : url;
}


/***/ })

};
