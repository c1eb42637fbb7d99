export const id = 661;

export const ids = [ 661, 634 ];

export const modules = {
  95169: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      _M: () => isOwnComment,
      fr: () => isOwnReply,
      gJ: () => formatMarker,
      gY: () => parseMarker,
      i4: () => formatSignature,
      iH: () => pullScope,
      lM: () => markerSigner
    });
    var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
    var _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4206);
    var _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70997);
    const SIGNATURE = "\x3c!-- mintlify-action";
    const MARKER_STATES = [ "received", "pending", "sent", "not-sent", "steer", "ended" ];
    const NO_JOB = "-";
    const MARKER_PATTERN = /^<!-- mintlify-action job="([^"<>]+)" triggers="([a-z0-9:.,]*)" state="([a-z-]+)"( via="create")?(?: sig="([0-9a-f]{32})")? -->(\r?\n|$)/;
    const TRIGGER_KEY = /^((ic|rc|rv):[1-9]\d{0,18}|ev:[1-9]\d{0,18}\.[0-9a-f]{12})$/;
    const MarkerSchema = zod__WEBPACK_IMPORTED_MODULE_2__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_2__.Ikc({
      jobId: zod__WEBPACK_IMPORTED_MODULE_2__.KCZ([ zod__WEBPACK_IMPORTED_MODULE_2__.euz(NO_JOB).transform(() => undefined), zod__WEBPACK_IMPORTED_MODULE_2__.YjP().regex(_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_0__.BE) ]),
      triggers: zod__WEBPACK_IMPORTED_MODULE_2__.YOg(zod__WEBPACK_IMPORTED_MODULE_2__.IeY(value => typeof value === "string" && TRIGGER_KEY.test(value))),
      state: zod__WEBPACK_IMPORTED_MODULE_2__.k5n(MARKER_STATES),
      created: zod__WEBPACK_IMPORTED_MODULE_2__.zMY(),
      signature: zod__WEBPACK_IMPORTED_MODULE_2__.YjP().optional()
    }));
    function formatMarker(marker) {
      const via = marker.created ? ' via="create"' : "";
      const sig = marker.signature ? ` sig="${marker.signature}"` : "";
      return `\x3c!-- mintlify-action job="${marker.jobId ?? NO_JOB}" triggers="${marker.triggers.join(",")}" state="${marker.state}"${via}${sig} --\x3e`;
    }
    function formatSignature(reply) {
      return reply ? `${SIGNATURE} reply="${reply}" --\x3e` : `${SIGNATURE} --\x3e`;
    }
    function isOwnReply(body, reply) {
      return (body ?? "").startsWith(formatSignature(reply));
    }
    function isOwnComment(body) {
      return (body ?? "").startsWith(SIGNATURE);
    }
    function parseMarker(body) {
      const match = MARKER_PATTERN.exec(body ?? "");
      if (!match) return undefined;
      const parsed = MarkerSchema.safeParse({
        jobId: match[1],
        triggers: (match[2] ?? "").split(",").filter(Boolean),
        state: match[3],
        created: match[4] !== undefined,
        signature: match[5]
      });
      return parsed.success ? parsed.data : undefined;
    }
    function markerSigner(apiKey, scope, project) {
      const signer = (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__.k8)(apiKey, "prMarker");
      const bound = JSON.stringify((0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__.UF)(project, scope));
      const macInput = m => `v2\n${bound}\n${m.jobId ?? NO_JOB}\n${m.triggers.join(",")}\n${m.state}\n${m.created ? "create" : "message"}`;
      return {
        sign: marker => ({
          ...marker,
          signature: signer.shortMac(macInput(marker))
        }),
        verify: marker => signer.verifyShortMac(macInput(marker), marker.signature)
      };
    }
    function pullScope(pr) {
      return `${pr.owner}/${pr.repo}#${pr.pullNumber}`;
    }
  },
  65039: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      D$: () => createIssueComment,
      FL: () => setLabelDescription,
      Ko: () => createIssue,
      Qs: () => listIssuesByLabel,
      TH: () => listOpenLabelledPage,
      Y_: () => addLabel,
      ZX: () => getLabelDescription,
      g_: () => listRecentIssues,
      qB: () => getIssue,
      tA: () => removeLabel,
      tt: () => updateIssue,
      zU: () => ensureLabel
    });
    const STATE_REASONS = [ "completed", "not_planned", "duplicate", "reopened" ];
    function toIssue(raw) {
      return {
        number: raw.number,
        title: raw.title,
        body: raw.body ?? "",
        state: raw.state === "closed" ? "closed" : "open",
        stateReason: STATE_REASONS.find(r => r === raw.state_reason) ?? null,
        url: raw.html_url,
        authorLogin: raw.user?.login ?? "",
        authorType: raw.user?.type ?? "User",
        labels: raw.labels.map(l => typeof l === "string" ? l : l.name ?? "").filter(l => l !== ""),
        createdAt: raw.created_at
      };
    }
    async function listIssuesByLabel(octokit, repo, label) {
      const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
        owner: repo.owner,
        repo: repo.repo,
        labels: label,
        state: "all",
        sort: "created",
        direction: "asc",
        per_page: 100
      });
      return issues.filter(i => i.pull_request === undefined || i.pull_request === null).map(i => toIssue(i));
    }
    async function listRecentIssues(octokit, repo, maxPages) {
      const issues = [];
      let pages = 0;
      let truncated = false;
      const iterator = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
        owner: repo.owner,
        repo: repo.repo,
        state: "all",
        sort: "created",
        direction: "desc",
        per_page: 100
      });
      for await (const response of iterator) {
        if (pages >= maxPages) {
          truncated = true;
          break;
        }
        pages += 1;
        for (const raw of response.data) if (raw.pull_request === undefined || raw.pull_request === null) issues.push(toIssue(raw));
      }
      return {
        issues: issues,
        truncated: truncated
      };
    }
    async function getIssue(octokit, repo, issueNumber) {
      const {data: data} = await octokit.rest.issues.get({
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber
      });
      return {
        ...toIssue(data),
        isPullRequest: data.pull_request !== undefined && data.pull_request !== null
      };
    }
    async function createIssue(octokit, repo, issue) {
      const {data: data} = await octokit.rest.issues.create({
        owner: repo.owner,
        repo: repo.repo,
        title: issue.title,
        body: issue.body,
        labels: issue.labels,
        request: {
          retries: 0
        }
      });
      return toIssue(data);
    }
    async function updateIssue(octokit, repo, issueNumber, update) {
      const {data: data} = await octokit.rest.issues.update({
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber,
        ...update.title === undefined ? {} : {
          title: update.title
        },
        ...update.body === undefined ? {} : {
          body: update.body
        },
        ...update.state === undefined ? {} : {
          state: update.state
        },
        ...update.stateReason === undefined ? {} : {
          state_reason: update.stateReason
        }
      });
      return toIssue(data);
    }
    async function createIssueComment(octokit, repo, issueNumber, body) {
      const {data: data} = await octokit.rest.issues.createComment({
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber,
        body: body,
        request: {
          retries: 0
        }
      });
      return {
        id: data.id,
        url: data.html_url
      };
    }
    async function ensureLabel(octokit, repo, label) {
      try {
        await octokit.rest.issues.getLabel({
          owner: repo.owner,
          repo: repo.repo,
          name: label.name
        });
        return false;
      } catch (error) {
        if (error.status !== 404) throw error;
      }
      try {
        await octokit.rest.issues.createLabel({
          owner: repo.owner,
          repo: repo.repo,
          name: label.name,
          color: label.color,
          description: label.description
        });
        return true;
      } catch (error) {
        if (error.status === 422) return false;
        throw error;
      }
    }
    async function listOpenLabelledPage(octokit, repo, label, page) {
      const response = await octokit.rest.issues.listForRepo({
        owner: repo.owner,
        repo: repo.repo,
        labels: label,
        state: "open",
        sort: "created",
        direction: "asc",
        per_page: 100,
        page: page
      });
      const items = response.data.map(i => ({
        ...toIssue(i),
        isPullRequest: i.pull_request !== undefined && i.pull_request !== null
      }));
      return {
        items: items,
        next: /rel="next"/.test(response.headers.link ?? "")
      };
    }
    async function addLabel(octokit, repo, issueNumber, label) {
      await octokit.rest.issues.addLabels({
        owner: repo.owner,
        repo: repo.repo,
        issue_number: issueNumber,
        labels: [ label ]
      });
    }
    async function removeLabel(octokit, repo, issueNumber, label) {
      try {
        await octokit.rest.issues.removeLabel({
          owner: repo.owner,
          repo: repo.repo,
          issue_number: issueNumber,
          name: label
        });
      } catch (error) {
        if (error.status !== 404) throw error;
      }
    }
    async function getLabelDescription(octokit, repo, name) {
      try {
        const {data: data} = await octokit.rest.issues.getLabel({
          owner: repo.owner,
          repo: repo.repo,
          name: name
        });
        return data.description;
      } catch (error) {
        if (error.status === 404) return undefined;
        throw error;
      }
    }
    async function setLabelDescription(octokit, repo, name, description) {
      await octokit.rest.issues.updateLabel({
        owner: repo.owner,
        repo: repo.repo,
        name: name,
        description: description
      });
    }
  },
  79634: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.r(__webpack_exports__);
    __webpack_require__.d(__webpack_exports__, {
      createOctokit: () => createOctokit,
      createRunOctokit: () => createRunOctokit
    });
    var github = __webpack_require__(61351);
    var dist_bundle = __webpack_require__(49735);
    var light = __webpack_require__(63251);
    var light_default = __webpack_require__.n(light);
    var VERSION = "0.0.0-development";
    var noop = () => Promise.resolve();
    function wrapRequest(state, request, options) {
      return state.retryLimiter.schedule(doRequest, state, request, options);
    }
    async function doRequest(state, request, options) {
      const {pathname: pathname} = new URL(options.url, "http://github.test");
      const isAuth = isAuthRequest(options.method, pathname);
      const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
      const isSearch = options.method === "GET" && pathname.startsWith("/search/");
      const isGraphQL = pathname.startsWith("/graphql");
      const retryCount = ~~request.retryCount;
      const jobOptions = retryCount > 0 ? {
        priority: 0,
        weight: 0
      } : {};
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
        if (res.data.errors != null && res.data.errors.some(error => error.type === "RATE_LIMITED")) {
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
      return method === "PATCH" && /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && (/^\/applications\/[^/]+\/token$/.test(pathname) || /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || pathname === "/login/oauth/access_token");
    }
    var triggers_notification_paths_default = [ "/orgs/{org}/invitations", "/orgs/{org}/invitations/{invitation_id}", "/orgs/{org}/teams/{team_slug}/discussions", "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments", "/repos/{owner}/{repo}/collaborators/{username}", "/repos/{owner}/{repo}/commits/{commit_sha}/comments", "/repos/{owner}/{repo}/issues", "/repos/{owner}/{repo}/issues/{issue_number}/comments", "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue", "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority", "/repos/{owner}/{repo}/pulls", "/repos/{owner}/{repo}/pulls/{pull_number}/comments", "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies", "/repos/{owner}/{repo}/pulls/{pull_number}/merge", "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews", "/repos/{owner}/{repo}/releases", "/teams/{team_id}/discussions", "/teams/{team_id}/discussions/{discussion_number}/comments" ];
    function routeMatcher(paths) {
      const regexes = paths.map(path => path.split("/").map(c => c.startsWith("{") ? "(?:.+?)" : c).join("/"));
      const regex2 = `^(?:${regexes.map(r => `(?:${r})`).join("|")})[^/]*$`;
      return new RegExp(regex2, "i");
    }
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
      const {enabled: enabled = true, Bottleneck: Bottleneck = light, id: id = "no-id", timeout: timeout = 1e3 * 60 * 2, connection: connection} = octokitOptions.throttle || {};
      if (!enabled) {
        return {};
      }
      const common = {
        timeout: timeout
      };
      if (typeof connection !== "undefined") {
        common.connection = connection;
      }
      const state = Object.assign({
        clustering: connection != null,
        triggersNotification: triggersNotification,
        fallbackSecondaryRateRetryAfter: 60,
        retryAfterBaseValue: 1e3,
        id: id
      }, octokitOptions.throttle);
      if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
        throw new Error(`octokit/plugin-throttling error:\n        You must pass the onSecondaryRateLimit and onRateLimit error handlers.\n        See https://octokit.github.io/rest.js/#throttling\n\n        const octokit = new Octokit({\n          throttle: {\n            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},\n            onRateLimit: (retryAfter, options) => {/* ... */}\n          }\n        })\n    `);
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
        state.retryLimiter = state.retryLimiter ?? new Bottleneck;
        const events = {};
        const emitter = new Bottleneck.Events(events);
        events.on("secondary-limit", state.onSecondaryRateLimit);
        events.on("rate-limit", state.onRateLimit);
        events.on("error", e => octokit.log.warn("Error in throttling-plugin limit handler", e));
        state.retryLimiter.on("failed", async function(error, info) {
          const [state2, request, options] = info.args;
          const {pathname: pathname} = new URL(options.url, "http://github.test");
          const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
          if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
            return;
          }
          const retryCount = ~~request.retryCount;
          request.retryCount = retryCount;
          options.request.retryCount = retryCount;
          const {wantRetry: wantRetry, retryAfter: retryAfter = 0} = await async function() {
            if (/\bsecondary rate\b/i.test(error.message)) {
              const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
              const wantRetry2 = await emitter.trigger("secondary-limit", retryAfter2, options, octokit, retryCount);
              return {
                wantRetry: wantRetry2,
                retryAfter: retryAfter2
              };
            }
            if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(error2 => error2.type === "RATE_LIMITED")) {
              const rateLimitReset = new Date(~~error.response.headers["x-ratelimit-reset"] * 1e3).getTime();
              const retryAfter2 = Math.max(Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1, 0);
              const wantRetry2 = await emitter.trigger("rate-limit", retryAfter2, options, octokit, retryCount);
              return {
                wantRetry: wantRetry2,
                retryAfter: retryAfter2
              };
            }
            return {};
          }();
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
    var github_pacing = __webpack_require__(59959);
    function createOctokit(settings) {
      const limit = settings.rateLimitRetries ?? 3;
      const maxWait = settings.maxRateLimitWaitSeconds ?? 60;
      const pacing = settings.pacing ?? github_pacing.bC;
      const onLimit = kind => (retryAfter, options, _octokit, retryCount) => {
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
      return (0, github.Q)(settings.token, {
        ...settings.baseUrl === undefined ? {} : {
          baseUrl: settings.baseUrl
        },
        throttle: {
          onRateLimit: onLimit("primary"),
          onSecondaryRateLimit: onLimit("secondary"),
          retryAfterBaseValue: pacing.secondMs,
          write: new (light_default().Group)({
            maxConcurrent: 1,
            minTime: pacing.writeIntervalMs
          }),
          notifications: new (light_default().Group)({
            maxConcurrent: 1,
            minTime: pacing.notificationIntervalMs
          })
        },
        retry: {
          retries: 2,
          retryAfterBaseValue: pacing.secondMs
        }
      }, dist_bundle.L, throttling);
    }
    function createRunOctokit(token, runner, log) {
      return createOctokit({
        token: token,
        log: log,
        pacing: runner.pacing,
        ...runner.apiUrl ? {
          baseUrl: runner.apiUrl
        } : {}
      });
    }
  },
  15945: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      CX: () => workflowRunUrl,
      Tm: () => webServerOf,
      Wk: () => artifactUrl,
      XT: () => parsePullRequestUrl,
      aA: () => canonicalPullRequestUrl,
      dD: () => prLinkDisplay,
      uT: () => isGitHubEnterpriseServer
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    function parsePullRequestUrl(url, server = "https://github.com") {
      let normalized;
      let base;
      try {
        normalized = new URL(url);
        base = new URL(server);
      } catch {
        return undefined;
      }
      if (normalized.origin !== base.origin) return undefined;
      const m = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d{1,10})(?:\/|$)/.exec(normalized.pathname);
      return m?.[1] && m[2] && m[3] ? {
        owner: m[1],
        repo: m[2],
        pullNumber: Number(m[3])
      } : undefined;
    }
    function canonicalPullRequestUrl(url, server) {
      for (const origin of new Set([ "https://github.com", server.replace(/\/+$/, "") ])) {
        const pr = parsePullRequestUrl(url, origin);
        if (pr) return `${origin}/${pr.owner}/${pr.repo}/pull/${pr.pullNumber}`;
      }
      return undefined;
    }
    function isGitHubEnterpriseServer(runner) {
      let host;
      try {
        host = new URL(runner.serverUrl).hostname.toLowerCase();
      } catch {
        return false;
      }
      return host !== "github.com" && !host.endsWith(".ghe.com") && !host.endsWith(".localhost");
    }
    function workflowRunUrl(runner, runId = runner.runId) {
      return `${runner.serverUrl}/${runner.repository}/actions/runs/${runId}`;
    }
    function artifactUrl(runner, id, runId = runner.runId) {
      return `${workflowRunUrl(runner, runId)}/artifacts/${id}`;
    }
    function webServerOf(runUrl) {
      try {
        return new URL(runUrl).origin;
      } catch {
        return "https://github.com";
      }
    }
    function prLinkTitle(url, server) {
      const pr = parsePullRequestUrl(url, server) ?? parsePullRequestUrl(url);
      return pr ? `${pr.owner}/${pr.repo}#${pr.pullNumber}` : (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(url) ?? url;
    }
    function prLinkDisplay(url, server = "https://github.com") {
      const href = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(url);
      return href === undefined ? undefined : {
        href: href,
        title: prLinkTitle(href, server)
      };
    }
  },
  86661: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runPost: () => runPost
    });
    var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
    var zod__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9691);
    var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
    var _agent_job_label_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74225);
    var _agent_job_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95169);
    var _agent_job_job_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69484);
    var _github_comments_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66645);
    var _github_issues_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(65039);
    var _github_octokit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79634);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(15945);
    var _github_runner_context_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(72579);
    var _format_log_text_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(75409);
    var _net_proxy_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(51987);
    var _clock_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(99373);
    const SavedComment = zod__WEBPACK_IMPORTED_MODULE_10__.Ikc({
      kind: zod__WEBPACK_IMPORTED_MODULE_10__.k5n([ "issue", "review" ]),
      id: zod__WEBPACK_IMPORTED_MODULE_10__.aig().int(),
      url: zod__WEBPACK_IMPORTED_MODULE_10__.YjP()
    });
    const AGENT_LABEL_DEFAULT = "mintlify-agent";
    async function handOff(octokit, pr, label) {
      try {
        await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_11__.zU)(octokit, pr, {
          name: label,
          ..._agent_job_label_js__WEBPACK_IMPORTED_MODULE_2__.fX
        });
        await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_11__.Y_)(octokit, pr, pr.pullNumber, label);
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not put the label ${label} on #${pr.pullNumber}: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
    }
    async function handOffBody(octokit, pr, label, body, unreconciled) {
      if (unreconciled === "") return body;
      try {
        return (0, _agent_job_label_js__WEBPACK_IMPORTED_MODULE_2__.tR)(await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_11__.ZX)(octokit, pr, label)) ? body : unreconciled;
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not read the label ${label}: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
        return unreconciled;
      }
    }
    async function runPost(env = process.env) {
      for (const secret of (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_9__.Wm)(env)) _actions_core__WEBPACK_IMPORTED_MODULE_0__.setSecret(secret);
      const runner = (0, _github_runner_context_js__WEBPACK_IMPORTED_MODULE_8__.g)(env);
      try {
        (0, _clock_js__WEBPACK_IMPORTED_MODULE_12__.L)(env);
        if (_actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("finalized") === "true") return;
        const savedComment = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("comment");
        const body = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("stopped-body");
        if (!savedComment || !body) return;
        const comment = SavedComment.parse(JSON.parse(savedComment));
        const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput("github-token");
        const pr = (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_7__.XT)(comment.url, runner.serverUrl);
        if (!token || !pr) return;
        const octokit = (0, _github_octokit_js__WEBPACK_IMPORTED_MODULE_6__.createRunOctokit)(token, runner, line => _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, 
        _format_log_text_js__WEBPACK_IMPORTED_MODULE_13__.k)(line)));
        const current = (0, _agent_job_marker_js__WEBPACK_IMPORTED_MODULE_3__.gY)((await (0, 
        _github_comments_js__WEBPACK_IMPORTED_MODULE_5__.OK)(octokit, pr, comment)).body);
        const next = (0, _agent_job_marker_js__WEBPACK_IMPORTED_MODULE_3__.gY)(body);
        if (current && next && !(0, _agent_job_job_state_js__WEBPACK_IMPORTED_MODULE_4__.YI)(current.state, next.state)) {
          _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, _format_log_text_js__WEBPACK_IMPORTED_MODULE_13__.k)(`Left ${comment.url} as it is: it records a later state (${current.state}) than this step could write.`));
          return;
        }
        const label = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput("agent-label") || AGENT_LABEL_DEFAULT;
        const handingOff = next?.state === "sent";
        const final = handingOff ? await handOffBody(octokit, pr, label, body, _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("stopped-body-unreconciled")) : body;
        await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_5__.vv)(octokit, pr, comment, final);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, _format_log_text_js__WEBPACK_IMPORTED_MODULE_13__.k)(`Finalized the PR comment ${comment.url}: the main step ended before it could.`));
        if (handingOff) await handOff(octokit, pr, label);
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not finalize the PR comment: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
    }
  },
  70997: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      UF: () => markerBinding,
      a3: () => sameMac,
      k8: () => signerFor
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    const HKDF_INFO = {
      prMarker: "mintlify-action marker v2",
      findingMarker: "mintlify-action finding-issue marker v2",
      snapshotManifest: "mintlify-action snapshot manifest v1",
      dashboardMarker: "mintlify-action dashboard marker v1"
    };
    function signerFor(apiKey, purpose) {
      const key = Buffer.from((0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)("sha256", apiKey, "", HKDF_INFO[purpose], 32));
      const mac = (...parts) => {
        const hmac = (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)("sha256", key);
        for (const part of parts) hmac.update(part);
        return hmac.digest();
      };
      const shortMac = text => mac(text).toString("hex").slice(0, 32);
      return {
        mac: mac,
        shortMac: shortMac,
        verifyShortMac: (text, signature) => signature !== undefined && sameMac(Buffer.from(shortMac(text), "utf8"), Buffer.from(signature, "utf8"))
      };
    }
    function sameMac(a, b) {
      return a.length === b.length && (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(a, b);
    }
    function markerBinding(project, scope) {
      return [ project.apiUrl.replace(/\/+$/, "").toLowerCase(), project.projectId, scope.toLowerCase() ];
    }
  }
};
