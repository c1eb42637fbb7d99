export const id = 661;
export const ids = [661,634];
export const modules = {

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

/***/ 79634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GITHUB_PACING: () => (/* binding */ GITHUB_PACING),
  NO_PACING: () => (/* binding */ NO_PACING),
  createOctokit: () => (/* binding */ createOctokit),
  createRunOctokit: () => (/* binding */ createRunOctokit),
  githubPacing: () => (/* binding */ githubPacing)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
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




/** The pacing GitHub asks for: 1 s between writes, 3 s between notifying writes, real seconds. */
const GITHUB_PACING = { writeIntervalMs: 1000, notificationIntervalMs: 3000, secondMs: 1000 };
/** No pacing at all: for tests against a fake GitHub API, which has no secondary rate limits. */
const NO_PACING = { writeIntervalMs: 0, notificationIntervalMs: 0, secondMs: 0 };
/**
 * The pacing to use: {@link NO_PACING} when the environment variable
 * `MINTLIFY_ACTION_GITHUB_PACING` is `none` (set by this repository's tests and demo, which
 * talk to a fake GitHub API on loopback; never set it in a workflow), else {@link GITHUB_PACING}.
 */
function githubPacing(env) {
    return env.MINTLIFY_ACTION_GITHUB_PACING === 'none' ? NO_PACING : GITHUB_PACING;
}
/**
 * Creates an Octokit with retry and throttling. Requests that hit a primary or secondary
 * rate limit wait for `retry-after` and are retried up to `rateLimitRetries` times (default 3),
 * each wait at most `maxRateLimitWaitSeconds` (default 60): every wait has a bound.
 */
function createOctokit(settings) {
    const limit = settings.rateLimitRetries ?? 3;
    const maxWait = settings.maxRateLimitWaitSeconds ?? 60;
    const pacing = settings.pacing ?? GITHUB_PACING;
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
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            retryAfterBaseValue: pacing.secondMs,
            write: new (light_default()).Group({ maxConcurrent: 1, minTime: pacing.writeIntervalMs }),
            notifications: new (light_default()).Group({ maxConcurrent: 1, minTime: pacing.notificationIntervalMs }),
        },
        retry: { retries: 2, retryAfterBaseValue: pacing.secondMs },
    }, dist_bundle/* retry */.L, throttling);
}
/**
 * The Octokit of a workflow step: {@link createOctokit} with the runner's `GITHUB_API_URL` (GHES,
 * or a local fake) and the pacing {@link githubPacing} chooses.
 * @param log receives one line per rate-limit wait (GitHub's text: route it through `logText`).
 */
function createRunOctokit(token, env, log) {
    return createOctokit({ token, log, pacing: githubPacing(env), ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}) });
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
/* harmony import */ var _format_log_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75409);
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
        const octokit = (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_3__.createRunOctokit)(token, env, (line) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0,_format_log_text_js__WEBPACK_IMPORTED_MODULE_6__/* .logText */ .k)(line)));
        await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_2__/* .updateComment */ .vv)(octokit, pr, comment, body);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0,_format_log_text_js__WEBPACK_IMPORTED_MODULE_6__/* .logText */ .k)(`Finalized the PR comment ${comment.url}: the main step ended before it could.`));
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not finalize the PR comment: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
    }
}


/***/ })

};
