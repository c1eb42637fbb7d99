export const id = 618;

export const ids = [ 618, 634 ];

export const modules = {
  87951: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      B: () => claim,
      I: () => STALE_CLAIM_MS
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
    var _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88491);
    const STALE_CLAIM_MS = 10 * 6e4;
    const UNCLAIMED = {
      release: () => Promise.resolve()
    };
    async function claim(ctx, subject, what) {
      let made;
      try {
        made = await (0, _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__.yf)(ctx.octokit, ctx.repo, subject, "eyes");
      } catch (error) {
        ctx.log.warning(`Could not claim ${what} (the \ud83d\udc40 reaction): ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}; reporting it unclaimed.`);
        return UNCLAIMED;
      }
      if (!made.created) {
        const age = ctx.now() - Date.parse(made.createdAt);
        if (!(age > STALE_CLAIM_MS)) {
          ctx.log.info(`Another run is reporting ${what} (it holds the claim); this run leaves it to that run.`);
          return undefined;
        }
        ctx.log.info(`Took over the claim on ${what}: the run that held it stopped ${Math.round(age / 6e4)} minutes ago.`);
        try {
          await (0, _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__.ft)(ctx.octokit, ctx.repo, subject, made.id);
          made = await (0, _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__.yf)(ctx.octokit, ctx.repo, subject, "eyes");
        } catch (error) {
          ctx.log.warning(`Could not take over the claim on ${what}: ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
          return undefined;
        }
        if (!made.created) return undefined;
      }
      const id = made.id;
      return {
        release: async () => {
          try {
            await (0, _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__.ft)(ctx.octokit, ctx.repo, subject, id);
          } catch (error) {
            ctx.log.warning(`Could not release the claim on ${what}: ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
          }
        }
      };
    }
  },
  45870: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      LF: () => replaceJobSection,
      N7: () => renderJobSection,
      c6: () => renderJobEndComment
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66238);
    const START = "\x3c!-- mintlify-action agent-job --\x3e";
    const END = "\x3c!-- /mintlify-action agent-job --\x3e";
    const OLD_CLAIM_LINE = "\x3c!-- mintlify-action end-claim ";
    function renderJobSection(marker, job, triggerPhrase) {
      const how = `To hand this finding to a Mintlify agent job, comment \`${triggerPhrase} <what to change>\` here (people with write access; the follow-up workflow must let issue comments through). Later \`${triggerPhrase}\` comments steer the same job.`;
      let lines;
      if (marker.jobId === undefined) {
        const unsure = marker.state === "pending" ? [ "An earlier run was starting an agent job for this finding and stopped before it knew whether the job was created; no run starts another on its own. Check the project's agent jobs, or comment to start one.", "" ] : [];
        lines = [ ...unsure, `None yet. ${how}` ];
      } else {
        const status = job?.status ?? marker.jobStatus ?? "unknown";
        const link = job?.prLink ?? marker.prLink;
        const pr = link ? (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(link) : undefined;
        lines = [ `Agent job ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(marker.jobId)}: **${status.replace(/[^a-z_-]/gi, "")}**.${pr ? ` Pull request: ${pr}` : ""}`, "", `Comment \`${triggerPhrase} <instruction>\` here to steer it (people with write access).` ];
      }
      return [ START, "### Agent job", "", ...lines, END ].join("\n");
    }
    function replaceJobSection(body, marker, job, triggerPhrase) {
      const rest = (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.Eu)(body).split("\n").filter(line => !line.startsWith(OLD_CLAIM_LINE)).join("\n").trimEnd();
      const section = renderJobSection(marker, job, triggerPhrase);
      const start = `\n${rest}`.lastIndexOf(`\n${START}`);
      const end = rest.indexOf(END, start);
      const updated = start >= 0 && end > start ? `${rest.slice(0, start)}${section}${rest.slice(end + END.length)}` : `${rest}\n\n${section}`;
      return withinIssueLimit(`${(0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.fr)(marker)}\n${updated}`, section);
    }
    const ISSUE_BODY_LIMIT = 65536;
    function withinIssueLimit(body, section) {
      if (body.length <= ISSUE_BODY_LIMIT) return body;
      const at = body.lastIndexOf(section);
      const firstLine = body.indexOf("\n") + 1;
      const over = body.length - ISSUE_BODY_LIMIT + 40;
      if (at < 0 || at - firstLine < over) return (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(body, ISSUE_BODY_LIMIT);
      const kept = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(body.slice(firstLine, at), at - firstLine - over);
      return `${body.slice(0, firstLine)}${kept}\n\n\u2026 (truncated)\n\n${body.slice(at)}`;
    }
    function renderJobEndComment(job) {
      const pr = job.prLink ? (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(job.prLink) : undefined;
      const status = job.status.replace(/[^a-z_-]/gi, "");
      return `${_findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.D5}\n**Agent job ${status}:** ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(job.id)} finished.${pr ? ` Pull request: ${pr}` : " It opened no pull request."}`;
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
  88491: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      ft: () => deleteReaction,
      rQ: () => listReactions,
      yf: () => createReaction
    });
    async function createReaction(octokit, repo, subject, content) {
      const base = {
        owner: repo.owner,
        repo: repo.repo,
        content: content,
        request: {
          retries: 0
        }
      };
      const answer = subject.kind === "issue" ? await octokit.rest.reactions.createForIssue({
        ...base,
        issue_number: subject.number
      }) : subject.kind === "review-comment" ? await octokit.rest.reactions.createForPullRequestReviewComment({
        ...base,
        comment_id: subject.id
      }) : await octokit.rest.reactions.createForIssueComment({
        ...base,
        comment_id: subject.id
      });
      return {
        created: answer.status === 201,
        id: answer.data.id,
        createdAt: answer.data.created_at,
        login: answer.data.user?.login ?? ""
      };
    }
    async function listReactions(octokit, repo, subject, content) {
      const base = {
        owner: repo.owner,
        repo: repo.repo,
        content: content,
        per_page: 100
      };
      const listed = subject.kind === "issue" ? await octokit.paginate(octokit.rest.reactions.listForIssue, {
        ...base,
        issue_number: subject.number
      }) : subject.kind === "review-comment" ? await octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, {
        ...base,
        comment_id: subject.id
      }) : await octokit.paginate(octokit.rest.reactions.listForIssueComment, {
        ...base,
        comment_id: subject.id
      });
      return listed.map(r => ({
        id: r.id,
        login: r.user?.login ?? "",
        type: r.user?.type ?? "User",
        createdAt: r.created_at
      }));
    }
    async function deleteReaction(octokit, repo, subject, reactionId) {
      const base = {
        owner: repo.owner,
        repo: repo.repo,
        reaction_id: reactionId
      };
      try {
        if (subject.kind === "issue") await octokit.rest.reactions.deleteForIssue({
          ...base,
          issue_number: subject.number
        }); else if (subject.kind === "review-comment") await octokit.rest.reactions.deleteForPullRequestComment({
          ...base,
          comment_id: subject.id
        }); else await octokit.rest.reactions.deleteForIssueComment({
          ...base,
          comment_id: subject.id
        });
      } catch (error) {
        if (error.status !== 404) throw error;
      }
    }
  },
  15945: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      CX: () => workflowRunUrl,
      Tm: () => webServerOf,
      Wk: () => artifactUrl,
      XT: () => parsePullRequestUrl,
      Yx: () => parseItemUrl,
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
    function parseItemUrl(url, server = "https://github.com") {
      const pr = parsePullRequestUrl(url, server);
      if (pr) return pr;
      let normalized;
      try {
        normalized = new URL(url);
        if (normalized.origin !== new URL(server).origin) return undefined;
      } catch {
        return undefined;
      }
      const m = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/issues\/(\d{1,10})(?:\/|$)/.exec(normalized.pathname);
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
    var zod__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9691);
    var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
    var _agent_job_label_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74225);
    var _agent_job_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95169);
    var _agent_job_job_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69484);
    var _github_comments_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66645);
    var _github_issues_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(65039);
    var _github_octokit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79634);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(15945);
    var _agent_job_trigger_claim_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(89110);
    var _follow_up_finding_issue_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(66246);
    var _github_runner_context_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(72579);
    var _format_log_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(75409);
    var _net_proxy_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(51987);
    var _clock_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(99373);
    const SavedComment = zod__WEBPACK_IMPORTED_MODULE_12__.Ikc({
      kind: zod__WEBPACK_IMPORTED_MODULE_12__.k5n([ "issue", "review" ]),
      id: zod__WEBPACK_IMPORTED_MODULE_12__.aig().int(),
      url: zod__WEBPACK_IMPORTED_MODULE_12__.YjP()
    });
    const SavedClaim = zod__WEBPACK_IMPORTED_MODULE_12__.Ikc({
      repo: zod__WEBPACK_IMPORTED_MODULE_12__.Ikc({
        owner: zod__WEBPACK_IMPORTED_MODULE_12__.YjP(),
        repo: zod__WEBPACK_IMPORTED_MODULE_12__.YjP()
      }),
      subject: zod__WEBPACK_IMPORTED_MODULE_12__.gMt("kind", [ zod__WEBPACK_IMPORTED_MODULE_12__.Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_12__.euz("issue-comment"),
        id: zod__WEBPACK_IMPORTED_MODULE_12__.aig().int()
      }), zod__WEBPACK_IMPORTED_MODULE_12__.Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_12__.euz("review-comment"),
        id: zod__WEBPACK_IMPORTED_MODULE_12__.aig().int()
      }), zod__WEBPACK_IMPORTED_MODULE_12__.Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_12__.euz("issue"),
        number: zod__WEBPACK_IMPORTED_MODULE_12__.aig().int()
      }) ]),
      claimId: zod__WEBPACK_IMPORTED_MODULE_12__.aig().int(),
      startedId: zod__WEBPACK_IMPORTED_MODULE_12__.aig().int().optional()
    });
    const SavedFindingIssue = zod__WEBPACK_IMPORTED_MODULE_12__.Ikc({
      issueNumber: zod__WEBPACK_IMPORTED_MODULE_12__.aig().int(),
      findingId: zod__WEBPACK_IMPORTED_MODULE_12__.YjP(),
      projectId: zod__WEBPACK_IMPORTED_MODULE_12__.YjP(),
      apiUrl: zod__WEBPACK_IMPORTED_MODULE_12__.YjP(),
      triggerPhrase: zod__WEBPACK_IMPORTED_MODULE_12__.YjP()
    });
    const AGENT_LABEL_DEFAULT = "mintlify-agent";
    async function handOff(octokit, pr, label) {
      try {
        await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_13__.zU)(octokit, pr, {
          name: label,
          ..._agent_job_label_js__WEBPACK_IMPORTED_MODULE_2__.fX
        });
        await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_13__.Y_)(octokit, pr, pr.pullNumber, label);
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not put the label ${label} on #${pr.pullNumber}: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
    }
    async function handOffBody(octokit, pr, label, body, unreconciled) {
      if (unreconciled === "") return body;
      try {
        return (0, _agent_job_label_js__WEBPACK_IMPORTED_MODULE_2__.tR)(await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_13__.ZX)(octokit, pr, label)) ? body : unreconciled;
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not read the label ${label}: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
        return unreconciled;
      }
    }
    async function releaseUnsentClaim(octokit, state, written) {
      const saved = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("trigger-claim");
      if (!saved || written && state !== "received" && state !== "not-sent") return;
      try {
        await (0, _agent_job_trigger_claim_js__WEBPACK_IMPORTED_MODULE_8__.E4)(octokit, SavedClaim.parse(JSON.parse(saved)));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, _format_log_text_js__WEBPACK_IMPORTED_MODULE_14__.k)("Released the claim on the instruction (the \ud83d\udc4d on it): it was not sent, so a re-run may send it."));
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not release the claim on the instruction: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
    }
    async function recordOnFindingIssue(octokit, pr, jobId) {
      const saved = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("finding-issue");
      if (!saved) return;
      const issue = SavedFindingIssue.parse(JSON.parse(saved));
      const apiKey = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput("api-key");
      if (!apiKey) return;
      _actions_core__WEBPACK_IMPORTED_MODULE_0__.setSecret(apiKey);
      await (0, _follow_up_finding_issue_js__WEBPACK_IMPORTED_MODULE_9__.uV)(octokit, {
        issueNumber: issue.issueNumber,
        trigger: {
          owner: pr.owner,
          repo: pr.repo
        },
        marker: {
          findingId: issue.findingId
        }
      }, {
        id: jobId,
        status: "active"
      }, {
        apiKey: apiKey,
        project: {
          projectId: issue.projectId,
          apiUrl: issue.apiUrl
        },
        triggerPhrase: issue.triggerPhrase,
        warn: line => _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning((0, _format_log_text_js__WEBPACK_IMPORTED_MODULE_14__.k)(line))
      });
    }
    async function runPost(env = process.env) {
      for (const secret of (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_11__.Wm)(env)) _actions_core__WEBPACK_IMPORTED_MODULE_0__.setSecret(secret);
      const runner = (0, _github_runner_context_js__WEBPACK_IMPORTED_MODULE_10__.g)(env);
      try {
        (0, _clock_js__WEBPACK_IMPORTED_MODULE_15__.L)(env);
        if (_actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("finalized") === "true") return;
        const savedComment = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("comment");
        const body = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("stopped-body");
        const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput("github-token");
        if (!token) return;
        const octokit = (0, _github_octokit_js__WEBPACK_IMPORTED_MODULE_6__.createRunOctokit)(token, runner, line => _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, 
        _format_log_text_js__WEBPACK_IMPORTED_MODULE_14__.k)(line)));
        if (!savedComment || !body) {
          await releaseUnsentClaim(octokit, undefined, false);
          return;
        }
        const comment = SavedComment.parse(JSON.parse(savedComment));
        const pr = (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_7__.Yx)(comment.url, runner.serverUrl);
        if (!pr) return;
        const current = (0, _agent_job_marker_js__WEBPACK_IMPORTED_MODULE_3__.gY)((await (0, 
        _github_comments_js__WEBPACK_IMPORTED_MODULE_5__.OK)(octokit, pr, comment)).body);
        await releaseUnsentClaim(octokit, current?.state, true);
        const next = (0, _agent_job_marker_js__WEBPACK_IMPORTED_MODULE_3__.gY)(body);
        if (current && next && !(0, _agent_job_job_state_js__WEBPACK_IMPORTED_MODULE_4__.YI)(current.state, next.state)) {
          _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, _format_log_text_js__WEBPACK_IMPORTED_MODULE_14__.k)(`Left ${comment.url} as it is: it records a later state (${current.state}) than this step could write.`));
          return;
        }
        const label = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput("agent-label") || AGENT_LABEL_DEFAULT;
        const handingOff = next?.state === "sent";
        const final = handingOff ? await handOffBody(octokit, pr, label, body, _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("stopped-body-unreconciled")) : body;
        await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_5__.vv)(octokit, pr, comment, final);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, _format_log_text_js__WEBPACK_IMPORTED_MODULE_14__.k)(`Finalized the PR comment ${comment.url}: the main step ended before it could.`));
        if (handingOff) {
          await handOff(octokit, pr, label);
          if (next.jobId !== undefined) await recordOnFindingIssue(octokit, pr, next.jobId);
        }
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not finalize the PR comment: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
    }
  }
};
