export const id = 712;

export const ids = [ 712, 634 ];

export const modules = {
  30712: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runDoctorStep: () => runDoctorStep
    });
    var promises_ = __webpack_require__(51455);
    var external_node_path_ = __webpack_require__(76760);
    var core = __webpack_require__(33838);
    var format_escape = __webpack_require__(59044);
    var log_text = __webpack_require__(75409);
    var identity = __webpack_require__(77369);
    var job_summary = __webpack_require__(7505);
    var github_octokit = __webpack_require__(79634);
    var errors = __webpack_require__(83916);
    var agent_job_record = __webpack_require__(68678);
    var agent_job_label = __webpack_require__(74225);
    var issues = __webpack_require__(65039);
    var repository_list = __webpack_require__(33376);
    function actionUses(workflows, actionRepository) {
      const name = actionRepository ? actionRepository.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : "[A-Za-z0-9][A-Za-z0-9-]*/mintlify-action";
      const pattern = new RegExp(`^\\s*(?:-\\s+)?uses:\\s*['"]?(${name})((?:/[^@\\s'"]*)?)@([^\\s'"#]+)`, "gim");
      const uses = [];
      for (const {file: file, text: text} of workflows) {
        for (const match of text.matchAll(pattern)) {
          const path = match[2] ?? "";
          uses.push({
            file: file,
            kind: path.startsWith("/.github/workflows/") ? "workflow" : "action",
            ref: match[3] ?? ""
          });
        }
      }
      return uses;
    }
    function refsByKind(uses) {
      const result = new Map;
      for (const use of uses) {
        const refs = result.get(use.kind) ?? new Map;
        const files = refs.get(use.ref) ?? [];
        if (!files.includes(use.file)) files.push(use.file);
        refs.set(use.ref, files);
        result.set(use.kind, refs);
      }
      return result;
    }
    const PROBE_JOB_ID = "mintlify-action-doctor-probe";
    const MAX_ITEMS_PER_REPOSITORY = 100;
    const ok = (check, detail) => ({
      check: check,
      outcome: "ok",
      detail: detail,
      fix: ""
    });
    const problem = (check, detail, fix) => ({
      check: check,
      outcome: "problem",
      detail: detail,
      fix: fix
    });
    async function checkMintlify(deps) {
      const {projectId: projectId} = deps.inputs;
      const keyRow = "Mintlify API key";
      const projectRow = `Mintlify project ${projectId}`;
      const writeRow = {
        check: "Mintlify API key: write scope",
        outcome: "not-checked",
        detail: "Only starting or messaging an agent job tells, and the doctor never sends one (it spends no agent use).",
        fix: "Use an admin API key with the write scope for follow-up; a 403 on the first `/mintlify` names the scope."
      };
      try {
        await deps.mintlify.getJob(PROBE_JOB_ID, {
          deadline: Date.now() + 3e4
        });
        return [ ok(keyRow, "accepted"), ok(projectRow, "answers"), writeRow ];
      } catch (error) {
        const status = error instanceof errors.Vo ? error.status : undefined;
        const said = error instanceof errors.Vo ? error.apiMessage ?? "" : "";
        if (status === 404 && /project/i.test(said) && !said.includes(PROBE_JOB_ID)) return [ ok(keyRow, "accepted"), problem(projectRow, `not found with this key: ${(0, 
        errors.gJ)(error)}`, "Copy the project ID from the API keys page of the Mintlify dashboard into project-id, and use a key of the organization that owns it."), writeRow ];
        if (status === 404) return [ ok(keyRow, "accepted (read scope)"), ok(projectRow, "answers"), writeRow ];
        const fix = status === 401 ? "Create a new admin API key in the Mintlify dashboard and update the MINTLIFY_API_KEY secret." : status === 403 ? "Check the key's read scope and IP allowlist in the Mintlify dashboard." : "Check api-url and the runner\u2019s network access to the Mintlify API, then run the doctor again.";
        return [ problem(keyRow, (0, errors.gJ)(error), fix), {
          check: projectRow,
          outcome: "not-checked",
          detail: "The key was refused first.",
          fix: ""
        }, writeRow ];
      }
    }
    async function labelledItems(deps, repo) {
      const {items: items, next: next} = await (0, issues.pq)(deps.octokit, repo, deps.inputs.agentLabel, 1);
      return {
        items: items.slice(0, MAX_ITEMS_PER_REPOSITORY),
        more: next
      };
    }
    async function checkRepository(deps, repo) {
      const name = `${repo.owner}/${repo.repo}`;
      const label = deps.inputs.agentLabel;
      const rows = [];
      try {
        const {data: data} = await deps.octokit.rest.repos.get({
          owner: repo.owner,
          repo: repo.repo
        });
        if (data.permissions !== undefined && !data.permissions.push) return [ problem(`${name}: token`, "the github-token reads it but cannot write (comments, labels)", `Give the token write access to ${name} (a GitHub App installed there with issues and pull requests: write).`) ];
        rows.push(ok(`${name}: token`, data.permissions ? "reaches it with write access" : "reaches it"));
      } catch (error) {
        return [ problem(`${name}: token`, `the github-token does not reach it (${(0, errors.gJ)(error)})`, `Install the GitHub App on ${name} and pass its token (secrets MINTLIFY_APP_ID and MINTLIFY_APP_PRIVATE_KEY of the reusable workflow), or remove it from repositories.`) ];
      }
      const description = await (0, issues.ZX)(deps.octokit, repo, label);
      if (description === undefined) {
        rows.push(problem(`${name}: label ${label}`, "missing: hand-offs there cannot be found by a reconcile", `Create it (gh label create ${label} --repo ${name}), or run a reconcile that lists ${name} once: it creates it.`));
        return rows;
      }
      rows.push(ok(`${name}: label ${label}`, "present"));
      const {items: items, more: more} = await labelledItems(deps, repo);
      const context = {
        octokit: deps.octokit,
        repo: repo,
        apiKey: deps.inputs.apiKey,
        project: {
          projectId: deps.inputs.projectId,
          apiUrl: deps.inputs.apiUrl
        },
        identity: deps.identity,
        warn: deps.warn
      };
      let settled = 0;
      for (const item of items) {
        const where = `${name}#${item.number}`;
        try {
          const record = await (0, agent_job_record.jq)(context, {
            number: item.number,
            isPullRequest: item.isPullRequest,
            issue: item.isPullRequest ? undefined : item
          });
          if (record.jobs.length > 0) {
            settled += 1;
            continue;
          }
          rows.push(problem(`${where}: record`, `labelled ${label}, but no record on it verifies for project ${deps.inputs.projectId} with this key (another Mintlify project or key wrote it, or none did): no run can settle it`, `Run the workflow of the project that handed it off, or remove the label ${label} from ${where} by hand once its agent job is done.`));
        } catch (error) {
          rows.push(problem(`${where}: record`, `could not be read: ${(0, errors.gJ)(error)}`, "Run the doctor again."));
        }
      }
      if (items.length > 0 && settled === items.length) rows.push(ok(`${name}: records`, `${settled} labelled ${settled === 1 ? "item verifies" : "items verify"} for this project`));
      if (more) rows.push({
        check: `${name}: records`,
        outcome: "not-checked",
        detail: `only the first ${MAX_ITEMS_PER_REPOSITORY} labelled items were read`,
        fix: ""
      });
      if (items.length === 0) rows.push(ok(`${name}: reconcile`, "no hand-off waits here")); else if ((0, 
      agent_job_label.tR)(description)) rows.push(ok(`${name}: reconcile`, "a reconcile reads it")); else rows.push(problem(`${name}: reconcile`, `${items.length} hand-off${items.length === 1 ? " waits" : "s wait"} here, and no reconcile has read ${name}: their results are never posted`, `Add ${name} to repositories of the reconcile (the reusable workflow's schedule), or call the reusable workflow from ${name}.`));
      return rows;
    }
    async function checkPins(deps) {
      const check = "Workflows: one version of the action";
      const workflows = await deps.workflows();
      if (workflows === undefined) return {
        check: check,
        outcome: "not-checked",
        detail: "no .github/workflows in the workspace",
        fix: "Add actions/checkout before the doctor step to check the workflows too."
      };
      const byKind = refsByKind(actionUses(workflows, deps.actionRepository));
      const split = [ ...byKind.entries() ].filter(([, refs]) => refs.size > 1);
      if (split.length === 0) {
        const count = [ ...byKind.values() ].reduce((n, refs) => n + [ ...refs.values() ].flat().length, 0);
        return ok(check, count === 0 ? "no workflow here uses the action" : "every workflow pins the same version");
      }
      const detail = split.map(([kind, refs]) => [ ...refs.entries() ].map(([ref, files]) => `${kind} @${ref} in ${files.join(", ")}`).join("; ")).join("; ");
      return problem(check, `more than one version: ${detail}`, "Pin every uses: of the action (and of its reusable workflow) to the same release commit.");
    }
    async function runDoctor(deps) {
      const rows = await checkMintlify(deps);
      let repos;
      try {
        repos = await (0, repository_list.N)(deps.octokit, deps.inputs.repositories, deps.home, deps.inputs.agentLabel);
      } catch (error) {
        rows.push(problem("repositories", `an owner/* entry could not be searched: ${(0, 
        errors.gJ)(error)}`, "Give the token access to the owner\u2019s repositories, or list them as owner/name."));
        repos = [ {
          ...deps.home,
          named: true
        } ];
      }
      const homeKey = `${deps.home.owner}/${deps.home.repo}`.toLowerCase();
      repos.sort((a, b) => Number(`${b.owner}/${b.repo}`.toLowerCase() === homeKey) - Number(`${a.owner}/${a.repo}`.toLowerCase() === homeKey));
      for (const repo of repos) {
        try {
          rows.push(...await checkRepository(deps, repo));
        } catch (error) {
          rows.push(problem(`${repo.owner}/${repo.repo}`, `could not be checked: ${(0, errors.gJ)(error)}`, "Run the doctor again."));
        }
      }
      rows.push(await checkPins(deps));
      return rows;
    }
    const MAX_WORKFLOW_FILES = 200;
    const MAX_WORKFLOW_BYTES = 512 * 1024;
    async function readWorkflows(workspace) {
      if (!workspace) return undefined;
      const dir = (0, external_node_path_.join)(workspace, ".github", "workflows");
      const names = await (0, promises_.readdir)(dir).catch(() => undefined);
      if (names === undefined) return undefined;
      const files = names.filter(n => /\.ya?ml$/.test(n)).sort().slice(0, MAX_WORKFLOW_FILES);
      return Promise.all(files.map(async name => ({
        file: `.github/workflows/${name}`,
        text: (await (0, promises_.readFile)((0, external_node_path_.join)(dir, name), "utf8")).slice(0, MAX_WORKFLOW_BYTES)
      })));
    }
    const ICONS = {
      ok: "\u2705",
      problem: "\u274c",
      "not-checked": "\u2796"
    };
    function addDoctorSummary(summary, rows, problems) {
      summary.addHeading("Mintlify action: doctor", 2);
      summary.addRaw(`<p>${problems === 0 ? "No problem found" : `<strong>${problems} ${problems === 1 ? "problem" : "problems"}</strong> found`} in ${rows.length} checks. No agent use was spent; nothing was sent to Mintlify but reads.</p>`, true);
      summary.addTable([ [ {
        data: "Check",
        header: true
      }, {
        data: "Result",
        header: true
      }, {
        data: "What to do",
        header: true
      } ], ...rows.map(r => [ (0, format_escape.ZD)(r.check), `${ICONS[r.outcome]} ${(0, 
      format_escape.Lj)(r.detail, "", 600)}`, r.fix ? (0, format_escape.Lj)(r.fix, "", 600) : "\u2014" ]) ]);
      return summary;
    }
    async function runDoctorStep(inputs, mintlify, runner) {
      const {owner: owner, repo: repo} = runner;
      if (!owner || !repo) throw new Error("doctor needs GITHUB_REPOSITORY (owner/name), which the runner sets");
      const octokit = (0, github_octokit.createRunOctokit)(inputs.githubToken, runner, line => core.info((0, 
      log_text.k)(line)));
      const rows = await runDoctor({
        inputs: inputs,
        octokit: octokit,
        mintlify: {
          getJob: (id, call) => mintlify.getJob(id, call)
        },
        home: {
          owner: owner,
          repo: repo
        },
        workflows: () => readWorkflows(runner.workspace),
        actionRepository: runner.actionRepository,
        identity: (0, identity.cI)(octokit),
        warn: line => core.warning(line)
      });
      for (const row of rows) core.info((0, log_text.k)(`${ICONS[row.outcome]} ${row.check}: ${row.detail}${row.fix ? ` \u2014 ${row.fix}` : ""}`));
      const found = rows.filter(r => r.outcome === "problem");
      core.setOutput("problems", found.length);
      await (0, job_summary.j)(summary => addDoctorSummary(summary, rows, found.length));
      if (found.length > 0) throw new Error(`The doctor found ${found.length} ${found.length === 1 ? "problem" : "problems"}: ${found.map(r => `${r.check}: ${r.detail}`).join("; ")}. The job summary says what to do for each.`);
      core.info((0, log_text.k)("The doctor found no problem."));
    }
  },
  7505: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      j: () => writeJobSummary
    });
    var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
    var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
    async function writeJobSummary(add) {
      try {
        await (await add(_actions_core__WEBPACK_IMPORTED_MODULE_0__.summary)).write();
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not write the job summary: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
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
  }
};
