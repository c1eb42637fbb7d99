export const id = 10;

export const ids = [ 10, 634 ];

export const modules = {
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
  84010: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runReconcileStep: () => runReconcileStep
    });
    var core = __webpack_require__(33838);
    var format_escape = __webpack_require__(59044);
    var log_text = __webpack_require__(75409);
    var github_identity = __webpack_require__(77369);
    var job_summary = __webpack_require__(7505);
    var github_octokit = __webpack_require__(79634);
    var urls = __webpack_require__(15945);
    var repository_list = __webpack_require__(33376);
    var errors = __webpack_require__(83916);
    var agent_job_label = __webpack_require__(74225);
    var issues = __webpack_require__(65039);
    const CURSOR = / \(next: #(\d{1,10})\)$/;
    function parseCursor(description) {
      const match = CURSOR.exec(description ?? "");
      return match ? Number(match[1]) : undefined;
    }
    function withCursor(description, next) {
      const base = (description ?? "").replace(CURSOR, "");
      if (next === undefined) return base;
      const suffix = ` (next: #${next})`;
      return `${Array.from(base).slice(0, 100 - suffix.length).join("")}${suffix}`;
    }
    function rotate(items, cursor) {
      const sorted = [ ...items ].sort((a, b) => a.number - b.number);
      if (cursor === undefined) return sorted;
      const start = sorted.findIndex(i => i.number >= cursor);
      return start <= 0 ? sorted : [ ...sorted.slice(start), ...sorted.slice(0, start) ];
    }
    var report_end = __webpack_require__(82133);
    var agent_job_record = __webpack_require__(68678);
    var schemas = __webpack_require__(4206);
    const MAX_LIST_PAGES = 100;
    const READ_WAIT_BOUND_MS = 1e4;
    async function listLabelled(deps) {
      const items = [];
      for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
        const {items: found, next: next} = await (0, issues.pq)(deps.octokit, deps.repo, deps.inputs.agentLabel, page);
        items.push(...found);
        if (!next) return items;
      }
      deps.log.warning(`More than ${MAX_LIST_PAGES * 100} items carry the label ${deps.inputs.agentLabel}; only the first ${MAX_LIST_PAGES * 100} are looked at.`);
      return items;
    }
    async function reconcile(deps) {
      const {inputs: inputs, log: log} = deps;
      const result = {
        labelled: 0,
        checked: 0,
        finished: 0,
        entries: [],
        stopped: undefined
      };
      const project = {
        projectId: inputs.projectId,
        apiUrl: inputs.apiUrl
      };
      const context = {
        octokit: deps.octokit,
        repo: deps.repo,
        apiKey: inputs.apiKey,
        project: project,
        identity: deps.identity,
        triggerPhrase: inputs.triggerPhrase,
        warn: log.warning
      };
      const writer = {
        octokit: deps.octokit,
        apiKey: inputs.apiKey,
        project: project,
        triggerPhrase: inputs.triggerPhrase,
        runUrl: deps.runUrl,
        label: inputs.agentLabel,
        log: log,
        identity: deps.identity,
        now: deps.now,
        docsStatus: deps.docsStatus
      };
      const note = (item, jobId, outcome, detail) => {
        result.entries.push({
          number: item.number,
          url: item.url,
          jobId: jobId,
          outcome: outcome,
          detail: detail
        });
        log.info(`#${item.number}: ${detail}`);
      };
      const items = await listLabelled(deps);
      result.labelled = items.length;
      log.info(`${items.length} ${items.length === 1 ? "item carries" : "items carry"} the label ${inputs.agentLabel} (open or closed).`);
      if (items.length === 0) return result;
      const rotating = items.length > inputs.maxJobs;
      const description = rotating ? await (0, issues.ZX)(deps.octokit, deps.repo, inputs.agentLabel) : undefined;
      const cursor = rotating ? parseCursor(description) : undefined;
      const order = rotate(items, cursor);
      let next;
      items: for (const item of order) {
        if (result.checked >= inputs.maxJobs) {
          next = item.number;
          break;
        }
        if (deps.signal.aborted) {
          next = item.number;
          result.stopped = "the run was cancelled";
          break;
        }
        let record;
        try {
          record = await (0, agent_job_record.jq)(context, {
            number: item.number,
            isPullRequest: item.isPullRequest,
            issue: item.isPullRequest ? undefined : item
          });
        } catch (error) {
          note(item, undefined, "error", `could not read its comments: ${(0, errors.gJ)(error)}`);
          continue;
        }
        const outstanding = (0, agent_job_record.RF)(record);
        if (outstanding.length === 0) {
          if (record.jobs.length === 0 && record.untrusted?.length) {
            for (const sentence of record.untrusted) log.warning(sentence);
            note(item, undefined, "skipped", `left alone: ${record.untrusted.join(" ")}`);
            continue;
          }
          if (record.jobs.length === 0) {
            note(item, undefined, "skipped", "left alone: no progress comment or finding marker of this project verifies on it, or none names a job that was sent");
            continue;
          }
          await (0, report_end.CE)(writer, record, []);
          note(item, undefined, "already-reported", "its jobs' ends were already reported; the label is removed");
          continue;
        }
        const ended = [];
        for (const {jobId: jobId} of outstanding) {
          if (result.checked >= inputs.maxJobs) {
            next = item.number;
            break items;
          }
          let job;
          try {
            job = await deps.mintlify.getJob(jobId, {
              signal: deps.signal,
              deadline: deps.now() + READ_WAIT_BOUND_MS
            });
          } catch (error) {
            if (error instanceof errors.Vo && error.status === 429) {
              next = item.number;
              result.stopped = `the Mintlify API answered 429 (rate limited) for agent job ${jobId}; the rest are read first by the next run`;
              break items;
            }
            result.checked += 1;
            note(item, jobId, "error", `could not read agent job ${jobId}: ${(0, errors.gJ)(error)}`);
            continue;
          }
          result.checked += 1;
          if (!schemas.Ys.includes(job.status)) {
            note(item, job.id, "running", `agent job ${job.id} is still ${job.status}`);
            continue;
          }
          let report;
          try {
            report = await (0, report_end.XA)(writer, record, job);
          } catch (error) {
            note(item, job.id, "error", `agent job ${job.id} is ${job.status}, but its end could not be reported: ${(0, 
            errors.gJ)(error)}`);
            continue;
          }
          if (report.complete) ended.push(job.id);
          if (report.report === "reported") result.finished += 1;
          note(item, job.id, report.report === "reported" ? "finished" : "already-reported", `agent job ${job.id} is ${job.status}: ${report.report === "reported" ? "reported" : "already reported by another run"}`);
        }
        if (ended.length > 0) await (0, report_end.CE)(writer, record, ended, () => rereadRecord(context, item));
      }
      if (rotating || cursor !== undefined) {
        const updated = withCursor(description, next);
        if (description !== undefined && updated !== (description ?? "")) {
          await (0, issues.FL)(deps.octokit, deps.repo, inputs.agentLabel, updated).catch(error => log.warning(`Could not record where the next run starts (label description): ${(0, 
          errors.gJ)(error)}`));
        }
      }
      if (result.stopped) log.warning(`Reconcile stopped early: ${result.stopped}.`);
      return result;
    }
    async function rereadRecord(context, item) {
      const issue = item.isPullRequest ? undefined : await (0, issues.qB)(context.octokit, context.repo, item.number);
      return (0, agent_job_record.jq)(context, {
        number: item.number,
        isPullRequest: item.isPullRequest,
        issue: issue
      });
    }
    function rotateRepositories(repos, runNumber) {
      if (repos.length === 0) return [];
      const start = (Math.trunc(runNumber) % repos.length + repos.length) % repos.length;
      return [ ...repos.slice(start), ...repos.slice(0, start) ];
    }
    async function markCovered(octokit, repo, label, warn) {
      try {
        const description = await (0, issues.ZX)(octokit, repo, label);
        if (description === undefined) {
          if (!repo.named) return;
          await octokit.rest.issues.createLabel({
            owner: repo.owner,
            repo: repo.repo,
            name: label,
            color: agent_job_label.fX.color,
            description: agent_job_label.Mj
          }).catch(error => {
            if (error.status !== 422) throw error;
          });
          return;
        }
        if ((0, agent_job_label.tR)(description)) return;
        await (0, issues.FL)(octokit, repo, label, withCursor(agent_job_label.Mj, parseCursor(description)));
      } catch (error) {
        warn(`Could not mark the label ${label} of ${repo.owner}/${repo.repo} as read by a reconcile (its hand-offs then point to --status): ${(0, 
        errors.gJ)(error)}`);
      }
    }
    async function reconcileRepositories(deps, repos, runNumber) {
      const merged = {
        labelled: 0,
        checked: 0,
        finished: 0,
        entries: [],
        stopped: undefined,
        repositories: []
      };
      const single = repos.length === 1;
      for (const repo of rotateRepositories(repos, runNumber)) {
        const name = `${repo.owner}/${repo.repo}`;
        const remaining = deps.inputs.maxJobs - merged.checked;
        if (merged.stopped || remaining <= 0 || deps.signal.aborted) {
          merged.repositories.push({
            repo: repo,
            result: undefined,
            error: undefined
          });
          continue;
        }
        if (!single) deps.log.info(`Repository ${name}:`);
        await markCovered(deps.octokit, repo, deps.inputs.agentLabel, deps.log.warning);
        let result;
        try {
          result = await reconcile({
            ...deps,
            repo: {
              owner: repo.owner,
              repo: repo.repo
            },
            inputs: {
              ...deps.inputs,
              maxJobs: remaining
            }
          });
        } catch (error) {
          if (single) throw error;
          const message = `could not list the items labelled ${deps.inputs.agentLabel}: ${(0, 
          errors.gJ)(error)}`;
          deps.log.warning(`${name}: ${message}`);
          merged.repositories.push({
            repo: repo,
            result: undefined,
            error: message
          });
          continue;
        }
        merged.repositories.push({
          repo: repo,
          result: result,
          error: undefined
        });
        merged.labelled += result.labelled;
        merged.checked += result.checked;
        merged.finished += result.finished;
        merged.entries.push(...result.entries);
        merged.stopped ??= result.stopped;
      }
      return merged;
    }
    var classic_schemas = __webpack_require__(9691);
    const MINTLIFY_AGENT = {
      id: 109931778,
      login: "mintlify[bot]"
    };
    const AGENT_BRANCH_PREFIX = "mintlify/";
    const Payload = classic_schemas._H3({
      pull_request: classic_schemas._H3({
        number: classic_schemas.aig().int(),
        user: classic_schemas._H3({
          login: classic_schemas.YjP(),
          id: classic_schemas.aig().int().optional()
        }).nullable().optional(),
        head: classic_schemas._H3({
          ref: classic_schemas.YjP(),
          repo: classic_schemas._H3({
            full_name: classic_schemas.YjP()
          }).nullable().optional()
        })
      })
    });
    function notTheAgentsEvent(eventName, payload, repository) {
      if (eventName !== "pull_request_target" && eventName !== "pull_request") return undefined;
      const parsed = Payload.safeParse(payload);
      if (!parsed.success) return `the ${eventName} event has no pull request the action can read`;
      const pull = parsed.data.pull_request;
      const author = pull.user;
      if (author && (author.id === MINTLIFY_AGENT.id || author.login === MINTLIFY_AGENT.login)) return undefined;
      const head = pull.head.repo?.full_name ?? "";
      if (head.toLowerCase() === repository.toLowerCase() && pull.head.ref.startsWith(AGENT_BRANCH_PREFIX)) return undefined;
      return `pull request #${pull.number} (by ${author?.login ?? "an unknown account"}, branch ${pull.head.ref} of ${head || "a deleted repository"}) is not the Mintlify agent's: its author is not ${MINTLIFY_AGENT.login}, and its head is no ${AGENT_BRANCH_PREFIX} branch of ${repository}`;
    }
    var status_writer = __webpack_require__(86216);
    var docs_pr_note = __webpack_require__(64040);
    var github_comments = __webpack_require__(66645);
    var pulls = __webpack_require__(74487);
    var marker = __webpack_require__(95169);
    var render = __webpack_require__(58748);
    const MAX_COMMENTS_REFRESHED = 10;
    function refText(ref) {
      return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
    }
    async function refreshResultComments(w, code, jobId, docs) {
      const line = (0, render.B)(docs, w.triggerPhrase);
      const comments = code.comments.filter(c => c.marker.jobId === jobId && c.marker.state === "ended").slice(0, MAX_COMMENTS_REFRESHED);
      let updated = 0;
      for (const comment of comments) {
        try {
          const current = await (0, github_comments.OK)(w.octokit, code.item, comment);
          const body = (0, render.p)(current.body, line);
          if (body === undefined) continue;
          await (0, github_comments.vv)(w.octokit, code.item, comment, body);
          updated += 1;
        } catch (error) {
          w.log.warning(`Could not show the docs pull request as it is now on ${comment.url}: ${(0, 
          errors.gJ)(error)}`);
        }
      }
      if (updated > 0) w.log.info(`${refText(code.item)}: ${updated} result comment(s) show ${refText(docs.ref)} as it is now.`);
      return updated;
    }
    function renderOrphanClosedComment(code, runUrl) {
      return [ (0, marker.i4)(), `Closed: the code pull request it documents, [${refText(code.ref)}](${code.url}), was closed without merging (\`close-orphan-docs-prs: true\`). Reopen this one if the docs are still wanted.`, "", `<sub>[workflow run](${runUrl})</sub>` ].join("\n");
    }
    async function closeOrphanDocsPull(w, docs, code) {
      if (docs.state !== "open") return false;
      try {
        await (0, github_comments.eT)(w.octokit, docs.ref, renderOrphanClosedComment(code, w.runUrl), undefined);
        await (0, pulls.d6)(w.octokit, docs.ref);
        w.log.info(`Closed ${refText(docs.ref)}: its code pull request ${refText(code.ref)} was closed without merging.`);
        return true;
      } catch (error) {
        w.log.warning(`Could not close the orphaned docs pull request ${refText(docs.ref)}: ${(0, 
        errors.gJ)(error)}`);
        return false;
      }
    }
    var view = __webpack_require__(29221);
    function skipReason(body) {
      const line = body.split("\n")[1] ?? "";
      const match = /: (`+) ?(.*?) ?\1\.?$/.exec(line);
      return match?.[2] ?? "";
    }
    function skipAuthor(body) {
      return /skipped by @?([A-Za-z0-9-]+(?:\[bot\])?)/i.exec(body.split("\n")[1] ?? "")?.[1] ?? "someone";
    }
    async function docsSituation(ctx, record) {
      const newest = record.comments.find(c => c.marker.state === "skipped" || c.marker.state === "sent" || c.marker.state === "ended");
      if (newest === undefined) return undefined;
      if (newest.marker.state === "skipped") return {
        kind: "skipped",
        by: skipAuthor(newest.body),
        reason: skipReason(newest.body),
        url: newest.url
      };
      const jobId = newest.marker.jobId;
      const job = record.jobs.find(j => j.jobId === jobId);
      if (jobId === undefined || job === undefined) return undefined;
      if (job.state !== "reported") return {
        kind: "running",
        jobId: jobId,
        url: newest.url
      };
      const read = await ctx.getJob(jobId);
      const ref = read.prLink ? (0, urls.XT)(read.prLink, ctx.server) : undefined;
      if (ref === undefined) return {
        kind: "ended",
        jobId: jobId,
        status: read.status,
        url: newest.url,
        docs: undefined
      };
      const known = ctx.known;
      if (known && known.ref.pullNumber === ref.pullNumber && `${known.ref.owner}/${known.ref.repo}`.toLowerCase() === `${ref.owner}/${ref.repo}`.toLowerCase()) return {
        kind: "ended",
        jobId: jobId,
        status: read.status,
        url: newest.url,
        docs: known
      };
      try {
        const docs = await (0, view.T)(ctx.octokit, ref, {
          preview: false,
          warn: ctx.warn
        });
        return {
          kind: "ended",
          jobId: jobId,
          status: read.status,
          url: newest.url,
          docs: docs
        };
      } catch (error) {
        ctx.warn(`Could not read the docs pull request ${read.prLink}: ${(0, errors.gJ)(error)}`);
        return {
          kind: "ended",
          jobId: jobId,
          status: read.status,
          url: newest.url,
          docs: {
            unread: ref,
            url: read.prLink ?? ""
          }
        };
      }
    }
    var status_rules = __webpack_require__(67064);
    var marked_comments = __webpack_require__(32118);
    const pull_event_READ_WAIT_BOUND_MS = 1e4;
    const PULL_EVENTS = [ "pull_request", "pull_request_target" ];
    const payloadSchema = classic_schemas.RZV(() => classic_schemas._H3({
      action: classic_schemas.YjP(),
      pull_request: classic_schemas._H3({
        number: classic_schemas.aig().int().positive(),
        html_url: classic_schemas.YjP(),
        state: classic_schemas.YjP(),
        merged: classic_schemas.zMY().nullish(),
        head: classic_schemas._H3({
          sha: classic_schemas.YjP().regex(/^[0-9a-f]{40}$/)
        })
      }),
      repository: classic_schemas._H3({
        name: classic_schemas.YjP(),
        owner: classic_schemas._H3({
          login: classic_schemas.YjP()
        })
      })
    }));
    function readPullEvent(eventName, payload) {
      if (!PULL_EVENTS.includes(eventName)) return undefined;
      const parsed = payloadSchema.safeParse(payload);
      if (!parsed.success) return undefined;
      const {action: action, pull_request: pr, repository: repository} = parsed.data;
      return {
        action: action,
        pull: {
          owner: repository.owner.login,
          repo: repository.name,
          pullNumber: pr.number
        },
        url: pr.html_url,
        headSha: pr.head.sha,
        state: pr.merged ? "merged" : pr.state === "open" ? "open" : "closed"
      };
    }
    function pull_event_refText(ref) {
      return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
    }
    async function reconcilePullEvent(deps, event) {
      const result = {
        role: "none",
        done: []
      };
      try {
        const marked = await markedComments(deps, event.pull);
        const note = marked.find(c => c.marker.state === "steer" && c.marker.jobId !== undefined);
        if (note) {
          result.role = "docs";
          await asDocsPull(deps, event, note, result);
          return result;
        }
        const comments = marked.filter(c => c.marker.state !== "steer");
        const record = {
          item: event.pull,
          comments: comments,
          finding: undefined,
          jobs: (0, agent_job_record.aG)(comments, undefined)
        };
        if (!comments.some(c => c.marker.state === "skipped") && record.jobs.length === 0) return result;
        result.role = "code";
        await asCodePull(deps, event, record, result);
      } catch (error) {
        deps.log.warning(`Could not keep ${pull_event_refText(event.pull)} and its docs in step: ${(0, 
        errors.gJ)(error)}`);
      }
      return result;
    }
    async function markedComments(deps, pull) {
      const listed = await (0, github_comments.QE)(deps.octokit, pull);
      const signer = (0, marker.lM)(deps.inputs.apiKey, (0, marker.iH)(pull), project(deps));
      return (0, marked_comments.$R)(listed, deps.identity, signer, deps.log.warning);
    }
    function project(deps) {
      return {
        projectId: deps.inputs.projectId,
        apiUrl: deps.inputs.apiUrl
      };
    }
    function writerOf(deps) {
      return {
        octokit: deps.octokit,
        apiKey: deps.inputs.apiKey,
        project: project(deps),
        triggerPhrase: deps.inputs.triggerPhrase,
        runUrl: deps.runUrl,
        label: deps.inputs.agentLabel,
        log: deps.log,
        identity: deps.identity,
        now: deps.now,
        docsStatus: deps.docsStatus
      };
    }
    async function asDocsPull(deps, event, note, result) {
      const jobId = note.marker.jobId ?? "";
      const server = (0, urls.Tm)(deps.runUrl);
      const code = (0, docs_pr_note.MC)(note.body, server);
      if (!code) return;
      const context = {
        octokit: deps.octokit,
        repo: {
          owner: code.owner,
          repo: code.repo
        },
        apiKey: deps.inputs.apiKey,
        project: project(deps),
        identity: deps.identity,
        warn: deps.log.warning
      };
      const record = await (0, agent_job_record.jq)(context, {
        number: code.pullNumber,
        isPullRequest: true
      });
      if (!record.jobs.some(j => j.jobId === jobId)) {
        deps.log.warning(`The note on ${pull_event_refText(event.pull)} names ${pull_event_refText(code)}, which records no agent job ${jobId}: left alone.`);
        return;
      }
      const writer = writerOf(deps);
      const docs = await (0, view.T)(deps.octokit, event.pull, {
        preview: true,
        warn: deps.log.warning
      });
      const refreshed = await refreshResultComments(writer, record, jobId, docs);
      if (refreshed > 0) result.done.push(`${pull_event_refText(code)} shows ${pull_event_refText(event.pull)} as ${docs.state}`);
      const situation = situationOfDocsEvent(record, jobId, docs);
      if (situation && writer.docsStatus) {
        const status = (0, status_rules.D)(situation);
        if (await writer.docsStatus.write(code, status)) result.done.push(`${status.context} on ${pull_event_refText(code)}: ${status.state}`);
      }
    }
    function situationOfDocsEvent(record, jobId, docs) {
      const newest = record.comments.find(c => c.marker.state === "skipped" || c.marker.state === "sent" || c.marker.state === "ended");
      if (!newest || newest.marker.jobId !== jobId) return undefined;
      const job = record.jobs.find(j => j.jobId === jobId);
      if (job?.state !== "reported") return {
        kind: "running",
        jobId: jobId,
        url: newest.url
      };
      return {
        kind: "ended",
        jobId: jobId,
        status: "completed",
        url: newest.url,
        docs: docs
      };
    }
    async function asCodePull(deps, event, record, result) {
      const writer = writerOf(deps);
      const getJob = jobId => deps.mintlify.getJob(jobId, {
        signal: deps.signal,
        deadline: deps.now() + pull_event_READ_WAIT_BOUND_MS
      });
      if (event.action === "closed") {
        await closedCodePull(deps, writer, event, record, getJob, result);
        return;
      }
      if (![ "synchronize", "opened", "reopened" ].includes(event.action) || !writer.docsStatus) return;
      const situation = await docsSituation({
        octokit: deps.octokit,
        getJob: getJob,
        server: (0, urls.Tm)(deps.runUrl),
        warn: deps.log.warning
      }, record);
      if (!situation) return;
      const status = (0, status_rules.D)(situation);
      if (await writer.docsStatus.write(event.pull, status, event.headSha)) result.done.push(`${status.context} on ${event.headSha.slice(0, 7)}: ${status.state}`);
    }
    async function closedCodePull(deps, writer, event, record, getJob, result) {
      const ended = record.jobs.find(j => j.state === "reported");
      if (!ended) return;
      const job = await getJob(ended.jobId);
      const docsRef = job.prLink ? (0, urls.XT)(job.prLink, (0, urls.Tm)(deps.runUrl)) : undefined;
      if (!docsRef) return;
      const code = {
        ref: event.pull,
        url: event.url,
        state: event.state
      };
      const rewrite = await (0, docs_pr_note.Yk)(writer, docsRef, job.id, code);
      if (rewrite === "updated") result.done.push(`the note on ${pull_event_refText(docsRef)} says ${pull_event_refText(event.pull)} is ${event.state}`);
      if (event.state !== "closed" || !deps.inputs.closeOrphanDocsPrs || rewrite === "no-note") return;
      const docs = await (0, view.T)(deps.octokit, docsRef, {
        preview: false,
        warn: deps.log.warning
      });
      if (await closeOrphanDocsPull(writer, docs, code)) result.done.push(`closed ${pull_event_refText(docsRef)}`);
    }
    const SUMMARY_ROWS = 50;
    function addReconcileSummary(summary, result, label, githubRequests, pullEvent) {
      summary.addHeading("Mintlify agent jobs: reconcile", 2);
      if (pullEvent && pullEvent.done.length > 0) summary.addRaw(`<p>This pull request event kept the code and docs pull requests in step: ${pullEvent.done.map(d => (0, 
      format_escape.Lj)(d, "", 200)).join("; ")}.</p>`, true);
      summary.addRaw(`<p>${result.labelled} ${result.labelled === 1 ? "item carries" : "items carry"} the label <code>${(0, 
      format_escape.ZD)(label)}</code>; ${result.checked} agent ${result.checked === 1 ? "job" : "jobs"} read, ${result.finished} ${result.finished === 1 ? "end" : "ends"} reported by this run, in ${githubRequests} GitHub ${githubRequests === 1 ? "request" : "requests"}.</p>`, true);
      if (result.stopped) summary.addRaw(`<p><strong>Stopped early:</strong> ${(0, format_escape.Lj)(result.stopped, "")}.</p>`, true);
      const repos = "repositories" in result ? result.repositories : [];
      if (repos.length > 1) {
        const parts = repos.map(({repo: repo, result: read, error: error}) => {
          const name = `<code>${(0, format_escape.ZD)(`${repo.owner}/${repo.repo}`)}</code>`;
          if (error) return `${name} (not read: ${(0, format_escape.Lj)(error, "", 200)})`;
          return read ? `${name} (${read.labelled} labelled)` : `${name} (not read this run: the budget or the run ended first)`;
        });
        summary.addRaw(`<p>Repositories read: ${parts.join(", ")}.</p>`, true);
      }
      const rows = result.entries.slice(0, SUMMARY_ROWS).map(e => {
        const url = (0, format_escape.vH)(e.url);
        return [ url ? `<a href="${(0, format_escape.ZD)(url)}">#${e.number}</a>` : `#${e.number}`, e.jobId ? `<code>${(0, 
        format_escape.Lj)(e.jobId, "")}</code>` : "\u2014", e.outcome, (0, format_escape.Lj)(e.detail, "", 300) ];
      });
      if (rows.length > 0) {
        summary.addTable([ [ {
          data: "Item",
          header: true
        }, {
          data: "Job",
          header: true
        }, {
          data: "Outcome",
          header: true
        }, {
          data: "Detail",
          header: true
        } ], ...rows ]);
      }
      if (result.entries.length > SUMMARY_ROWS) summary.addRaw(`<p>\u2026 and ${result.entries.length - SUMMARY_ROWS} more (see the log).</p>`, true);
      return summary;
    }
    async function runReconcileStep(inputs, mintlify, runner, signal) {
      const {owner: owner, repo: repo} = runner;
      if (!owner || !repo) throw new Error("reconcile needs GITHUB_REPOSITORY (owner/name), which the runner sets");
      const refused = notTheAgentsEvent(runner.eventName, await runner.eventPayload(), runner.repository);
      const codePullEvent = refused ? readPullEvent(runner.eventName, await runner.eventPayload().catch(() => undefined)) : undefined;
      if (refused && codePullEvent === undefined) {
        core.notice((0, log_text.k)(`Skipped: ${refused}; nothing is read or written (the Mintlify agent's pull requests, the schedule and manual runs reconcile).`));
        core.setOutput("jobs-checked", 0);
        core.setOutput("jobs-finished", 0);
        return;
      }
      const octokit = (0, github_octokit.createRunOctokit)(inputs.githubToken, runner, line => core.info((0, 
      log_text.k)(line)));
      let githubRequests = 0;
      octokit.hook.before("request", () => {
        githubRequests += 1;
      });
      const docsStatus = inputs.docsStatus ? (0, status_writer.H)(octokit, line => core.warning(line)) : undefined;
      const identity = (0, github_identity.cI)(octokit);
      core.startGroup(`Reading the agent jobs of the items labelled ${inputs.agentLabel}`);
      let result = {
        labelled: 0,
        checked: 0,
        finished: 0,
        entries: [],
        stopped: undefined
      };
      try {
        if (refused) core.info((0, log_text.k)(`Not the agent's pull request (${refused}): only its docs are kept in step.`)); else {
          const repos = await (0, repository_list.N)(octokit, inputs.repositories, {
            owner: owner,
            repo: repo
          }, inputs.agentLabel);
          if (repos.length > 1) core.info((0, log_text.k)(`Reading ${repos.length} repositories: ${repos.map(r => `${r.owner}/${r.repo}`).join(", ")}.`));
          const deps = {
            inputs: inputs,
            octokit: octokit,
            repo: {
              owner: owner,
              repo: repo
            },
            mintlify: mintlify,
            runUrl: (0, urls.CX)(runner),
            identity: identity,
            now: () => Date.now(),
            signal: signal,
            log: {
              info: line => core.info((0, log_text.k)(line)),
              warning: line => core.warning(line)
            },
            docsStatus: docsStatus
          };
          result = await reconcileRepositories(deps, repos, Number(runner.runNumber) || 0);
        }
      } finally {
        core.endGroup();
      }
      const event = readPullEvent(runner.eventName, await runner.eventPayload().catch(() => undefined));
      const pullEvent = event ? await reconcilePullEvent({
        inputs: inputs,
        octokit: octokit,
        mintlify: mintlify,
        runUrl: (0, urls.CX)(runner),
        identity: identity,
        now: () => Date.now(),
        signal: signal,
        log: {
          info: line => core.info((0, log_text.k)(line)),
          warning: line => core.warning(line)
        },
        docsStatus: docsStatus
      }, event) : undefined;
      for (const line of pullEvent?.done ?? []) core.info((0, log_text.k)(`In step: ${line}.`));
      core.setOutput("jobs-checked", result.checked);
      core.setOutput("jobs-finished", result.finished);
      await (0, job_summary.j)(jobSummary => addReconcileSummary(jobSummary, result, inputs.agentLabel, githubRequests, pullEvent));
      core.info((0, log_text.k)(`Reconcile: ${result.checked} agent jobs read, ${result.finished} ends reported, of ${result.labelled} labelled items; ${githubRequests} GitHub requests.`));
    }
  }
};
