export const id = 38;
export const ids = [38];
export const modules = {

/***/ 73951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ replaceJobSection),
/* harmony export */   N: () => (/* binding */ renderJobSection)
/* harmony export */ });
/* harmony import */ var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66238);
/**
 * The "Agent job" section of a finding issue, between two hidden delimiters so that the run that
 * learns about the job (`mode: analytics` starting it, `mode: follow-up` steering it) can rewrite
 * it — and the marker line — without re-rendering the rest of the issue. Pure.
 */


const START = '<!-- mintlify-action agent-job -->';
const END = '<!-- /mintlify-action agent-job -->';
/**
 * The section: none yet (with how to hand the finding over), a job whose creation an earlier run
 * could not confirm, or the job with its status and pull request (an http(s) `prLink` only).
 */
function renderJobSection(marker, job, triggerPhrase) {
    const how = `To hand this finding to a Mintlify agent job, comment \`${triggerPhrase} <what to change>\` here (people with write access; the follow-up workflow must let issue comments through). Later \`${triggerPhrase}\` comments steer the same job.`;
    let lines;
    if (marker.jobId === undefined) {
        const unsure = marker.state === 'pending'
            ? ["An earlier run was starting an agent job for this finding and stopped before it knew whether the job was created; no run starts another on its own. Check the project's agent jobs, or comment to start one.", '']
            : [];
        lines = [...unsure, `None yet. ${how}`];
    }
    else {
        const status = job?.status ?? marker.jobStatus ?? 'unknown';
        const link = job?.prLink ?? marker.prLink;
        const pr = link ? (0,_format_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(link) : undefined;
        lines = [
            `Agent job ${(0,_format_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(marker.jobId)}: **${status.replace(/[^a-z_-]/gi, '')}**.${pr ? ` Pull request: ${pr}` : ''}`,
            '',
            `Comment \`${triggerPhrase} <instruction>\` here to steer it (people with write access).`,
        ];
    }
    return [START, '### Agent job', '', ...lines, END].join('\n');
}
/**
 * `body` with its marker line replaced by `marker` (signed by the caller) and its agent-job
 * section by a new one; a body without the section gets it appended.
 */
function replaceJobSection(body, marker, job, triggerPhrase) {
    const rest = (0,_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutFindingMarker */ .Eu)(body);
    const section = renderJobSection(marker, job, triggerPhrase);
    const start = rest.indexOf(START);
    const end = rest.indexOf(END, start);
    const updated = start >= 0 && end > start ? `${rest.slice(0, start)}${section}${rest.slice(end + END.length)}` : `${rest}\n\n${section}`;
    return `${(0,_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFindingMarker */ .fr)(marker)}\n${updated}`;
}


/***/ }),

/***/ 66238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ verifiedFindingIssue),
/* harmony export */   D5: () => (/* binding */ FINDING_COMMENT_SIGNATURE),
/* harmony export */   Eu: () => (/* binding */ withoutFindingMarker),
/* harmony export */   ez: () => (/* binding */ findingMarkerSigner),
/* harmony export */   fc: () => (/* binding */ parseFindingMarker),
/* harmony export */   fr: () => (/* binding */ formatFindingMarker),
/* harmony export */   kl: () => (/* binding */ issueScope)
/* harmony export */ });
/* unused harmony export FINDING_JOB_STATES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4206);
/**
 * The hidden marker on the first line of every finding issue the action files. It says which
 * finding the issue is for, since when it is tracked, how bad it was when watchers were last
 * told, and the agent job handed the finding (if any): `mode: analytics` writes it, `mode:
 * follow-up` reads it to steer that job from the issue. Pure functions.
 *
 * Format (first line of the issue body, one line):
 * `<!-- mintlify-action finding-issue finding="<id>" since="<YYYY-MM-DD>" level="<n>" job="<job id|->" state="<state>" job-status="<status|->" pr="<prLink|->" sig="<mac>" -->`
 * where `<id>` and `<prLink>` are percent-encoded (`encodeURIComponent`: no quote, `<`, `>`
 * or space survives, so the comment cannot be closed early).
 *
 * Anyone with write access can edit an issue, and any workflow can open one as
 * `github-actions[bot]`, so a marker is trusted only when its `sig` verifies: HMAC-SHA256 over
 * every field and the issue (`owner/repo#number`), keyed by a key derived (HKDF, its own
 * `info`, so a PR marker's MAC is never a valid finding marker's) from the Mintlify API key,
 * truncated to 128 bits. A marker copied into another issue, or written without the key, never
 * verifies; a new API key makes older markers unverifiable.
 */



/**
 * Where the finding's agent job stands, as the issue records it:
 * - `none`: no job was handed this finding;
 * - `pending`: written before `POST /v2/agent/{projectId}/job`; if the run died, whether the
 *   job exists is unknown, so no run starts another on its own (a `/mintlify` comment can);
 * - `started`: the job `job` was created for this finding (or steered from the issue).
 */
const FINDING_JOB_STATES = ['none', 'pending', 'started'];
const NONE = '-';
/**
 * The first line of every comment the action writes on a finding issue. It starts like every
 * comment the action writes (`<!-- mintlify-action`), so `mode: follow-up` never takes it for a
 * trigger.
 */
const FINDING_COMMENT_SIGNATURE = '<!-- mintlify-action finding-issue-comment -->';
const PREFIX = '<!-- mintlify-action finding-issue ';
/** Anchored at the start of the body: a marker quoted further down is not the issue's. */
const MARKER_PATTERN = /^<!-- mintlify-action finding-issue ((?:[a-z-]+="[^"<>\r\n]*" ?)+)-->(\r?\n|$)/;
const ATTRIBUTE = /([a-z-]+)="([^"<>\r\n]*)"/g;
const MarkerSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    finding: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(2000),
    since: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
    level: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^\d{1,12}$/).transform(Number),
    job: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(NONE).transform(() => undefined), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .JOB_ID_PATTERN */ .BE)]),
    state: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(FINDING_JOB_STATES),
    'job-status': zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(NONE).transform(() => undefined), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[a-z_]{1,32}$/)]),
    pr: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(4000).optional(),
    sig: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{32}$/).optional(),
});
/** The marker line (first line of the issue body). */
function formatFindingMarker(marker) {
    const sig = marker.signature ? ` sig="${marker.signature}"` : '';
    return `${PREFIX}finding="${encodeURIComponent(marker.findingId)}" since="${marker.since}" level="${Math.max(0, Math.round(marker.level))}" job="${marker.jobId ?? NONE}" state="${marker.state}" job-status="${marker.jobStatus ?? NONE}" pr="${marker.prLink === undefined ? NONE : encodeURIComponent(marker.prLink)}"${sig} -->`;
}
/** Reads the marker on the first line of an issue body; `undefined` when there is none or it is malformed. */
function parseFindingMarker(body) {
    const match = MARKER_PATTERN.exec(body ?? '');
    if (!match)
        return undefined;
    const attributes = {};
    for (const [, name = '', value = ''] of (match[1] ?? '').matchAll(ATTRIBUTE)) {
        if (name in attributes)
            return undefined;
        attributes[name] = value;
    }
    const parsed = MarkerSchema.safeParse(attributes);
    if (!parsed.success)
        return undefined;
    let findingId;
    let prLink;
    try {
        findingId = decodeURIComponent(parsed.data.finding);
        prLink = parsed.data.pr === undefined || parsed.data.pr === NONE ? undefined : decodeURIComponent(parsed.data.pr);
    }
    catch {
        return undefined;
    }
    return {
        findingId,
        since: parsed.data.since,
        level: parsed.data.level,
        jobId: parsed.data.job,
        state: parsed.data.state,
        jobStatus: parsed.data['job-status'],
        prLink,
        signature: parsed.data.sig,
    };
}
/** The issue body without its marker line (the text below it). */
function withoutFindingMarker(body) {
    return body.replace(MARKER_PATTERN, '');
}
/**
 * A {@link FindingMarkerSigner}: the MAC covers every field and the issue's scope
 * ({@link issueScope}), so a marker can be neither edited nor copied to another issue. The key is
 * HKDF-SHA256(api key, info "mintlify-action finding-issue marker v1"), never the key itself.
 */
function findingMarkerSigner(apiKey) {
    const key = Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', apiKey, '', 'mintlify-action finding-issue marker v1', 32));
    const mac = (m, scope) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key)
        .update(['v1', scope.toLowerCase(), m.findingId, m.since, String(Math.round(m.level)), m.jobId ?? NONE, m.state, m.jobStatus ?? NONE, m.prLink ?? NONE].join('\n'))
        .digest('hex')
        .slice(0, 32);
    return {
        sign: (marker, scope) => ({ ...marker, signature: mac(marker, scope) }),
        verify: (marker, scope) => {
            if (!marker.signature)
                return false;
            const expected = Buffer.from(mac(marker, scope), 'utf8');
            const actual = Buffer.from(marker.signature, 'utf8');
            return expected.length === actual.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, actual);
        },
    };
}
/** The scope a finding marker is signed for: the issue, as `owner/repo#number`. */
function issueScope(issue) {
    return `${issue.owner}/${issue.repo}#${issue.issueNumber}`;
}
/**
 * The verified marker of a finding issue, or `undefined` when the issue is not one of the
 * action's: it must carry `label` (when given), be written by the workflow's identity (a bot account, or the
 * token's user `tokenLogin`) and its marker must verify for this very issue. Issues of anyone
 * else, forged markers and markers copied from another issue never count.
 */
function verifiedFindingIssue(issue, context) {
    const label = context.label?.toLowerCase();
    if (label !== undefined && !issue.labels.some((l) => l.toLowerCase() === label))
        return undefined;
    if (issue.authorType !== 'Bot' && issue.authorLogin !== context.tokenLogin)
        return undefined;
    const marker = parseFindingMarker(issue.body);
    if (!marker)
        return undefined;
    return context.signer.verify(marker, issueScope({ owner: context.owner, repo: context.repo, issueNumber: issue.number })) ? marker : undefined;
}


/***/ }),

/***/ 33890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ fenceFor)
/* harmony export */ });
/* unused harmony export longestBacktickRun */
/**
 * Markdown code fences that the fenced text cannot close. Pure.
 */
/** The longest run of backticks in `text` (0 when there is none). */
function longestBacktickRun(text) {
    let longest = 0;
    for (const run of text.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    return longest;
}
/** A backtick fence longer than any backtick run in `text` (at least three). */
function fenceFor(text) {
    return '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
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
/* unused harmony export unreachableError */
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
 * (`octokit.paginate`, 100 per page), oldest first within each kind. On a plain issue, whose
 * review comments GitHub answers with 404, the issue comments.
 */
async function listAllComments(octokit, pr) {
    const params = { owner: pr.owner, repo: pr.repo, per_page: 100 };
    const [issueComments, reviewComments] = await Promise.all([
        octokit.paginate(octokit.rest.issues.listComments, { ...params, issue_number: pr.pullNumber }),
        // A plain issue (a finding issue steered with /mintlify) has no review comments: GitHub answers 404.
        octokit.paginate(octokit.rest.pulls.listReviewComments, { ...params, pull_number: pr.pullNumber }).catch((error) => {
            if (error.status === 404)
                return [];
            throw error;
        }),
    ]);
    return [
        ...issueComments.map((c) => ({
            kind: 'issue',
            id: c.id,
            url: c.html_url,
            body: c.body ?? '',
            authorLogin: c.user?.login ?? '',
            authorType: c.user?.type ?? 'User',
            createdAt: c.created_at,
        })),
        ...reviewComments.map((c) => ({
            kind: 'review',
            id: c.id,
            url: c.html_url,
            body: c.body,
            authorLogin: c.user.login,
            authorType: c.user.type,
            createdAt: c.created_at,
        })),
    ];
}
/** Permissions that may drive the agent. */
const WRITE_ROLES = ['admin', 'maintain', 'write'];
/**
 * A {@link GitHubUnreachableError} when `error` is an Octokit request that got no HTTP response
 * (DNS failure, refused or reset connection: a system error code in its `cause` chain), naming
 * the host and what could not be done; `undefined` for an HTTP error.
 */
function unreachableError(error, what) {
    const failed = error;
    const code = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .systemErrorCode */ .vq)(error);
    if (failed.response !== undefined || code === undefined)
        return undefined;
    let host = 'the GitHub API';
    try {
        if (typeof failed.request?.url === 'string')
            host = new URL(failed.request.url).host;
    }
    catch {
        // Keep the generic name.
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubUnreachableError */ .WD(`Could not reach the GitHub API at ${host} (${code}): ${what}. Check GITHUB_API_URL and the runner's network access.`, { cause: error });
}
/**
 * Checks that `login` has write, maintain or admin on the repository
 * (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`, reading `role_name`,
 * falling back to the legacy `permission`). Fails closed: an HTTP error (404 for a
 * non-collaborator, 5xx after the client's retries) denies.
 * @throws GitHubUnreachableError when the API cannot be reached at all (no HTTP response, e.g.
 *   DNS `ENOTFOUND`): that is a broken run, not a denial, so the run fails saying so.
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
        const unreachable = unreachableError(error, `the permission check for ${login} could not run, so nothing was sent to Mintlify`);
        if (unreachable)
            throw unreachable;
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

/***/ 65039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ createIssueComment),
/* harmony export */   Ko: () => (/* binding */ createIssue),
/* harmony export */   Qs: () => (/* binding */ listIssuesByLabel),
/* harmony export */   qB: () => (/* binding */ getIssue),
/* harmony export */   tt: () => (/* binding */ updateIssue),
/* harmony export */   zU: () => (/* binding */ ensureLabel)
/* harmony export */ });
const STATE_REASONS = ['completed', 'not_planned', 'duplicate', 'reopened'];
function toIssue(raw) {
    return {
        number: raw.number,
        title: raw.title,
        body: raw.body ?? '',
        state: raw.state === 'closed' ? 'closed' : 'open',
        stateReason: STATE_REASONS.find((r) => r === raw.state_reason) ?? null,
        url: raw.html_url,
        authorLogin: raw.user?.login ?? '',
        authorType: raw.user?.type ?? 'User',
        labels: raw.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))).filter((l) => l !== ''),
        createdAt: raw.created_at,
    };
}
/**
 * Every issue of the repository carrying `label`, open and closed, across every page (100 per
 * page), oldest first; pull requests are left out.
 */
async function listIssuesByLabel(octokit, repo, label) {
    const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
        owner: repo.owner,
        repo: repo.repo,
        labels: label,
        state: 'all',
        sort: 'created',
        direction: 'asc',
        per_page: 100,
    });
    return issues.filter((i) => i.pull_request === undefined || i.pull_request === null).map((i) => toIssue(i));
}
/** One issue (or pull request: check `isPullRequest`). */
async function getIssue(octokit, repo, issueNumber) {
    const { data } = await octokit.rest.issues.get({ owner: repo.owner, repo: repo.repo, issue_number: issueNumber });
    return { ...toIssue(data), isPullRequest: data.pull_request !== undefined && data.pull_request !== null };
}
/** Opens an issue with `labels`. Not retried after a 5xx (see the module comment). */
async function createIssue(octokit, repo, issue) {
    const { data } = await octokit.rest.issues.create({
        owner: repo.owner,
        repo: repo.repo,
        title: issue.title,
        body: issue.body,
        labels: issue.labels,
        request: { retries: 0 },
    });
    return toIssue(data);
}
/** Edits an issue's title, body or state (`PATCH`; idempotent, so retried as usual). */
async function updateIssue(octokit, repo, issueNumber, update) {
    const { data } = await octokit.rest.issues.update({
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber,
        ...(update.title === undefined ? {} : { title: update.title }),
        ...(update.body === undefined ? {} : { body: update.body }),
        ...(update.state === undefined ? {} : { state: update.state }),
        ...(update.stateReason === undefined ? {} : { state_reason: update.stateReason }),
    });
    return toIssue(data);
}
/** Posts a comment on an issue. Not retried after a 5xx (see the module comment). */
async function createIssueComment(octokit, repo, issueNumber, body) {
    const { data } = await octokit.rest.issues.createComment({ owner: repo.owner, repo: repo.repo, issue_number: issueNumber, body, request: { retries: 0 } });
    return { id: data.id, url: data.html_url };
}
/**
 * Creates the label `name` unless the repository has it (`GET .../labels/{name}`, then
 * `POST .../labels`; a 422 `already_exists` from a concurrent run counts as there).
 * @returns true when this call created it.
 * @throws the request error for anything else (e.g. 403 without `issues: write`).
 */
async function ensureLabel(octokit, repo, label) {
    try {
        await octokit.rest.issues.getLabel({ owner: repo.owner, repo: repo.repo, name: label.name });
        return false;
    }
    catch (error) {
        if (error.status !== 404)
            throw error;
    }
    try {
        await octokit.rest.issues.createLabel({ owner: repo.owner, repo: repo.repo, name: label.name, color: label.color, description: label.description });
        return true;
    }
    catch (error) {
        if (error.status === 422)
            return false;
        throw error;
    }
}


/***/ })

};
