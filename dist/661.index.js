export const id = 661;
export const ids = [661,634];
export const modules = {

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Vo: () => (/* binding */ MintlifyApiError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   gJ: () => (/* binding */ errorMessage)
/* harmony export */ });
/* harmony import */ var _format_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61302);
/**
 * Error classes shared by every mode, and `errorMessage()` that turns anything
 * thrown into one line for `core.setFailed`, with credential-shaped strings redacted.
 */

/** A workflow input is missing or invalid. Thrown before any network call. */
class InputError extends Error {
    name = 'InputError';
}
/**
 * The Mintlify API answered with an unexpected status or body, or could not be reached.
 *
 * - `endpoint`: method and path template, e.g. `GET /v2/agent/{projectId}/job/{id}`.
 * - `status`: the HTTP status, or `undefined` when no response arrived (network error, timeout).
 * - `apiMessage`: the API's `error` text when it sent one.
 *
 * The client builds `message` and `apiMessage` from redacted text only (secrets removed
 * before any cut), so both are safe to print, post or write to a file.
 */
class MintlifyApiError extends Error {
    name = 'MintlifyApiError';
    endpoint;
    status;
    apiMessage;
    constructor(message, details) {
        super(message, { cause: details.cause });
        this.endpoint = details.endpoint;
        this.status = details.status;
        this.apiMessage = details.apiMessage;
    }
}
/**
 * Turns anything thrown (an `Error`, a string, an object) into a one-line message, with
 * every string shaped like a Mintlify key or GitHub token redacted (see `format/redact.ts`;
 * configured values of another shape are redacted by {@link redact} in the final catch).
 * Never returns an empty string.
 */
function errorMessage(error) {
    return (0,_format_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(rawErrorMessage(error));
}
function rawErrorMessage(error) {
    if (error instanceof Error)
        return error.message || error.name;
    if (typeof error === 'string')
        return error || 'Unknown error';
    try {
        return JSON.stringify(error) ?? String(error);
    }
    catch {
        return String(error);
    }
}
/**
 * Replaces every occurrence of each secret in `text`, and every string shaped like a
 * Mintlify key or a GitHub token, with `***` (same as `redactSecrets` in `format/redact.ts`).
 * Used on text that leaves the process through channels that log masking does not
 * cover (PR comments, job summary, files, outputs), e.g. an API error body that echoes
 * the `Authorization` header. Redact before cutting text to a length, never after.
 */
function redact(text, secrets) {
    return (0,_format_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text, secrets);
}


/***/ }),

/***/ 59044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ escapeMarkdownInline),
/* harmony export */   Lj: () => (/* binding */ escapeUntrustedHtml),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   Wc: () => (/* binding */ MAX_CELL_CHARS),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   Ze: () => (/* binding */ escapeUntrustedInline),
/* harmony export */   _0: () => (/* binding */ stripInvisible),
/* harmony export */   aB: () => (/* binding */ stripHtmlComments),
/* harmony export */   iZ: () => (/* binding */ blockQuote),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   tI: () => (/* binding */ neutralizeMentions),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   vH: () => (/* binding */ safeHttpUrl)
/* harmony export */ });
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
/** Markdown punctuation that could start emphasis, code, links, images, headings, tables or strikethrough. */
const MARKDOWN_PUNCTUATION = /([\\`*_{}[\]()#+!|~])/g;
/**
 * Makes untrusted text (API responses, user text) inert inside a line of a GitHub comment:
 * invisible and control characters removed (line breaks become spaces), mentions and the
 * trigger phrase neutralized ({@link neutralizeMentions}), Markdown punctuation
 * backslash-escaped, `& < >` written as character references, and no autolink can form —
 * `:` is written `&#58;` (no `https://`, `mailto:`, `xmpp:`), `www.` as `www&#46;`, and a
 * neutralized `@` cannot start an e-mail link. The text renders as it was written.
 */
function escapeUntrustedInline(text, triggerPhrase) {
    const clean = neutralizeMentions(stripInvisible(text).replace(CONTROL, ' '), triggerPhrase);
    return clean
        .replace(MARKDOWN_PUNCTUATION, '\\$1')
        .replace(/[&<>]/g, (c) => HTML_ESCAPES[c] ?? c)
        .replace(/:/g, '&#58;')
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}&#46;`);
}
/**
 * Makes untrusted text inert in HTML of a Markdown document (the job summary's table cells
 * and paragraphs): like {@link escapeCell} — no line break can end the HTML block, HTML,
 * `|` and backticks escaped, shortened to `maxChars` — and with mentions and the trigger
 * phrase neutralized.
 */
function escapeUntrustedHtml(text, triggerPhrase, maxChars = MAX_CELL_CHARS) {
    let clean = neutralizeMentions(stripInvisible(text).replace(CONTROL, ' '), triggerPhrase);
    const chars = Array.from(clean);
    if (chars.length > maxChars)
        clean = `${chars.slice(0, maxChars - 1).join('')}…`;
    return escapeHtml(clean).replace(/\|/g, '&#124;').replace(/`/g, '&#96;');
}
/**
 * A Markdown code span that shows `text` literally whatever backticks it holds: fenced with
 * one backtick more than its longest backtick run, padded with a space when needed;
 * invisible and control characters removed (line breaks become spaces).
 */
function inlineCode(text) {
    const clean = stripInvisible(text).replace(CONTROL, ' ');
    const longestRun = Math.max(0, ...Array.from(clean.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = clean.startsWith('`') || clean.endsWith('`') || clean === '' ? ' ' : '';
    return `${fence}${pad}${clean}${pad}${fence}`;
}
/**
 * The normalized form (`new URL(…).href`: `..` segments resolved, host lower-cased) of an
 * absolute http(s) URL without credentials; `undefined` for any other text. The only URLs
 * the action shows as link targets.
 */
function safeHttpUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    if (url.username || url.password)
        return undefined;
    return url.href;
}


/***/ }),

/***/ 61302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ redactAndTruncate),
/* harmony export */   fp: () => (/* binding */ redactSecrets)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * Secret redaction for text that leaves the process: logs, annotations, outputs, the job
 * summary, PR comments, files and artifacts. Pure.
 *
 * Redact BEFORE cutting text to a length: a secret that straddles the cut is no longer equal
 * to the configured value, and only its full form (or its shape) is recognised.
 */
/** What a redacted secret is replaced with (the runner's own mask). */
const REDACTED = '***';
/** Known secrets shorter than this are not redacted (too likely to hit ordinary text). */
const MIN_SECRET_LENGTH = 4;
/**
 * Strings shaped like credentials, whatever their value (`TOKEN_SHAPE`, then `BEARER_CREDENTIAL`):
 * - Mintlify API keys: `mint_` followed by key characters;
 * - GitHub tokens: `ghp_` (classic PAT), `gho_` (OAuth), `ghu_` (app user-to-server),
 *   `ghs_` (app installation, including `GITHUB_TOKEN`), `ghr_` (refresh), `github_pat_`
 *   (fine-grained PAT), each followed by token characters;
 * - the credential after `Bearer` (an echoed `Authorization` header).
 *
 * No word boundary before the prefixes: an echoed header may be URL-encoded
 * (`Bearer%20mint_…`), which puts a letter or digit right before the prefix.
 */
const TOKEN_SHAPE = /(?:mint_|gh[pousr]_|github_pat_)[A-Za-z0-9_-]+/g;
const BEARER_CREDENTIAL = /\b(Bearer(?:\s+|%20|\+))[A-Za-z0-9._~+/=-]{8,}/gi;
/**
 * Replaces every occurrence of each known secret, then every string shaped like a Mintlify
 * key or a GitHub token (see the module's shapes), with `***`. Known secrets are matched
 * longest first, so one that contains another is removed whole. Secrets shorter than 4
 * characters are ignored.
 *
 * @param text any text that may echo a credential, e.g. an API error page.
 * @param knownSecrets the configured values (API key, GitHub token); may be empty.
 * @returns the text with no credential left; unchanged when there was none.
 */
function redactSecrets(text, knownSecrets = []) {
    let out = text;
    const secrets = knownSecrets.filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
    for (const secret of secrets)
        out = out.split(secret).join(REDACTED);
    return out.replace(TOKEN_SHAPE, REDACTED).replace(BEARER_CREDENTIAL, `$1${REDACTED}`);
}
/**
 * Redacts `text` (see {@link redactSecrets}), then cuts it to at most `maxChars` characters,
 * ending with `…` when cut. The order matters: cutting first could leave a fragment of a
 * secret that is no longer recognisable.
 */
function redactAndTruncate(text, maxChars, knownSecrets = []) {
    const clean = redactSecrets(text, knownSecrets);
    const chars = Array.from(clean);
    return chars.length <= maxChars ? clean : `${chars.slice(0, Math.max(0, maxChars - 1)).join('')}…`;
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

/***/ 79634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createOctokit: () => (/* binding */ createOctokit)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


;// CONCATENATED MODULE: ./src/github/octokit.ts
/**
 * The one Octokit factory: `@actions/github`'s client (base URL from `GITHUB_API_URL`,
 * proxy support) plus `@octokit/plugin-retry` (5xx, network errors) and
 * `@octokit/plugin-throttling` (primary and secondary rate limits, honouring `retry-after`).
 */



/**
 * Creates an Octokit with retry and throttling. Requests that hit a primary or secondary
 * rate limit wait for `retry-after` and are retried up to `rateLimitRetries` times (default 3),
 * each wait at most `maxRateLimitWaitSeconds` (default 60): every wait has a bound.
 */
function createOctokit(settings) {
    const limit = settings.rateLimitRetries ?? 3;
    const maxWait = settings.maxRateLimitWaitSeconds ?? 60;
    const onLimit = (kind) => (retryAfter, options, _octokit, retryCount) => {
        if (retryCount >= limit) {
            settings.log(`GitHub ${kind} rate limit on ${options.method} ${options.url}; giving up after ${retryCount} retries`);
            return false;
        }
        if (retryAfter > maxWait) {
            settings.log(`GitHub ${kind} rate limit on ${options.method} ${options.url}; retry-after ${retryAfter} s is longer than ${maxWait} s, not waiting`);
            return false;
        }
        settings.log(`GitHub ${kind} rate limit on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
        return true;
    };
    return (0,github/* getOctokit */.Q)(settings.token, {
        ...(settings.baseUrl === undefined ? {} : { baseUrl: settings.baseUrl }),
        throttle: { onRateLimit: onLimit('primary'), onSecondaryRateLimit: onLimit('secondary') },
        retry: { retries: 2 },
    }, dist_bundle/* retry */.L, throttling);
}


/***/ }),

/***/ 15945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Vd: () => (/* binding */ serverUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   XT: () => (/* binding */ parsePullRequestUrl),
/* harmony export */   aA: () => (/* binding */ canonicalPullRequestUrl),
/* harmony export */   dD: () => (/* binding */ prLinkDisplay)
/* harmony export */ });
/* unused harmony export prLinkTitle */
/* harmony import */ var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
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
/**
 * The canonical `{server}/{owner}/{repo}/pull/{n}` form of a pull request URL on github.com or
 * on `server` (GHES), or `undefined` for anything else. Safe to hand to a shell or a link:
 * only the owner, repository and number survive.
 */
function canonicalPullRequestUrl(url, server) {
    for (const origin of new Set(['https://github.com', server.replace(/\/+$/, '')])) {
        const pr = parsePullRequestUrl(url, origin);
        if (pr)
            return `${origin}/${pr.owner}/${pr.repo}/pull/${pr.pullNumber}`;
    }
    return undefined;
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
/** `org/repo#123` for a GitHub pull request URL (read after normalisation), else the normalized URL (or the text itself when it is no URL). */
function prLinkTitle(url) {
    const pr = parsePullRequestUrl(url);
    return pr ? `${pr.owner}/${pr.repo}#${pr.pullNumber}` : ((0,_format_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(url) ?? url);
}
/**
 * The link to show for a job's `prLink`: text and target both read from the normalized URL,
 * so that `…/pull/1/../../pull/2` shows and opens #2. `undefined` for anything but an
 * absolute http(s) URL without credentials (`mailto:`, `javascript:`, relative text…).
 */
function prLinkDisplay(url) {
    const href = (0,_format_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(url);
    return href === undefined ? undefined : { href, title: prLinkTitle(href) };
}


/***/ }),

/***/ 86661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runPost: () => (/* binding */ runPost)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77094);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9691);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _github_comments_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66645);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79634);
/* harmony import */ var _github_urls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15945);
/**
 * The `post:` step (`runs.post` in action.yml). When the main step was killed before it
 * could finalize its PR comment (cancellation past the grace period, runner timeout), edit
 * the comment to say that the action stopped watching. State comes from `core.saveState`.
 */






const SavedComment = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['issue', 'review']), id: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(), url: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() });
/** Finalizes a progress comment left unfinished by the main step. Never throws. */
async function runPost(env = process.env) {
    try {
        if (_actions_core__WEBPACK_IMPORTED_MODULE_0__.getState('finalized') === 'true')
            return;
        const savedComment = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState('comment');
        const body = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState('stopped-body');
        if (!savedComment || !body)
            return;
        const comment = SavedComment.parse(JSON.parse(savedComment));
        const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput('github-token');
        const pr = (0,_github_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePullRequestUrl */ .XT)(comment.url, (0,_github_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .serverUrl */ .Vd)(env));
        if (!token || !pr)
            return;
        const octokit = (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_3__.createOctokit)({ token, log: (line) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(line) });
        await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_2__/* .updateComment */ .vv)(octokit, pr, comment, body);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(`Finalized the PR comment ${comment.url}: the main step ended before it could.`);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not finalize the PR comment: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
    }
}


/***/ })

};
