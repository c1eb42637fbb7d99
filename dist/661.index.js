export const id = 661;

export const ids = [ 661 ];

export const modules = {
  74225: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      f: () => AGENT_LABEL_STYLE
    });
    const AGENT_LABEL_STYLE = {
      color: "5319e7",
      description: "A Mintlify agent job is still running here; its result is posted when it ends"
    };
  },
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
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
    var _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4206);
    const SIGNATURE = "\x3c!-- mintlify-action";
    const MARKER_STATES = [ "received", "pending", "sent", "not-sent", "steer", "ended" ];
    const NO_JOB = "-";
    const MARKER_PATTERN = /^<!-- mintlify-action job="([^"<>]+)" triggers="([a-z0-9:.,]*)" state="([a-z-]+)"( via="create")?(?: sig="([0-9a-f]{32})")? -->(\r?\n|$)/;
    const TRIGGER_KEY = /^((ic|rc|rv):[1-9]\d{0,18}|ev:[1-9]\d{0,18}\.[0-9a-f]{12})$/;
    const MarkerSchema = zod__WEBPACK_IMPORTED_MODULE_2__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_2__.Ikc({
      jobId: zod__WEBPACK_IMPORTED_MODULE_2__.KCZ([ zod__WEBPACK_IMPORTED_MODULE_2__.euz(NO_JOB).transform(() => undefined), zod__WEBPACK_IMPORTED_MODULE_2__.YjP().regex(_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_1__.BE) ]),
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
      const key = Buffer.from((0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)("sha256", apiKey, "", "mintlify-action marker v2", 32));
      const bound = JSON.stringify([ project.apiUrl.replace(/\/+$/, "").toLowerCase(), project.projectId, scope.toLowerCase() ]);
      const mac = m => (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)("sha256", key).update(`v2\n${bound}\n${m.jobId ?? NO_JOB}\n${m.triggers.join(",")}\n${m.state}\n${m.created ? "create" : "message"}`).digest("hex").slice(0, 32);
      return {
        sign: marker => ({
          ...marker,
          signature: mac(marker)
        }),
        verify: marker => {
          if (!marker.signature) return false;
          const expected = Buffer.from(mac(marker), "utf8");
          const actual = Buffer.from(marker.signature, "utf8");
          return expected.length === actual.length && (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, actual);
        }
      };
    }
    function pullScope(pr) {
      return `${pr.owner}/${pr.repo}#${pr.pullNumber}`;
    }
  },
  15945: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      CX: () => workflowRunUrl,
      Vd: () => serverUrl,
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
    function serverUrl(env) {
      return (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
    }
    function isGitHubEnterpriseServer(env) {
      let host;
      try {
        host = new URL(serverUrl(env)).hostname.toLowerCase();
      } catch {
        return false;
      }
      return host !== "github.com" && !host.endsWith(".ghe.com") && !host.endsWith(".localhost");
    }
    function workflowRunUrl(env) {
      return `${serverUrl(env)}/${env.GITHUB_REPOSITORY ?? ""}/actions/runs/${env.GITHUB_RUN_ID ?? ""}`;
    }
    function artifactUrl(env, id) {
      return `${workflowRunUrl(env)}/artifacts/${id}`;
    }
    function prLinkTitle(url) {
      const pr = parsePullRequestUrl(url);
      return pr ? `${pr.owner}/${pr.repo}#${pr.pullNumber}` : (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(url) ?? url;
    }
    function prLinkDisplay(url) {
      const href = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(url);
      return href === undefined ? undefined : {
        href: href,
        title: prLinkTitle(href)
      };
    }
  },
  86661: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runPost: () => runPost
    });
    var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77094);
    var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9691);
    var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
    var _agent_job_label_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74225);
    var _agent_job_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95169);
    var _github_comments_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66645);
    var _github_issues_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(65039);
    var _github_octokit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79634);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15945);
    var _format_log_text_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(75409);
    var _net_proxy_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51987);
    const SavedComment = zod__WEBPACK_IMPORTED_MODULE_8__.Ikc({
      kind: zod__WEBPACK_IMPORTED_MODULE_8__.k5n([ "issue", "review" ]),
      id: zod__WEBPACK_IMPORTED_MODULE_8__.aig().int(),
      url: zod__WEBPACK_IMPORTED_MODULE_8__.YjP()
    });
    const AGENT_LABEL_DEFAULT = "mintlify-agent";
    async function handOff(octokit, pr, label) {
      try {
        await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_9__.zU)(octokit, pr, {
          name: label,
          ..._agent_job_label_js__WEBPACK_IMPORTED_MODULE_2__.f
        });
        await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_9__.Y_)(octokit, pr, pr.pullNumber, label);
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not put the label ${label} on #${pr.pullNumber}: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
    }
    async function runPost(env = process.env) {
      for (const secret of (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_7__.Wm)(env)) _actions_core__WEBPACK_IMPORTED_MODULE_0__.setSecret(secret);
      try {
        if (_actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("finalized") === "true") return;
        const savedComment = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("comment");
        const body = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getState("stopped-body");
        if (!savedComment || !body) return;
        const comment = SavedComment.parse(JSON.parse(savedComment));
        const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput("github-token");
        const pr = (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_6__.XT)(comment.url, (0, 
        _github_urls_js__WEBPACK_IMPORTED_MODULE_6__.Vd)(env));
        if (!token || !pr) return;
        const octokit = (0, _github_octokit_js__WEBPACK_IMPORTED_MODULE_5__.createRunOctokit)(token, env, line => _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, 
        _format_log_text_js__WEBPACK_IMPORTED_MODULE_10__.k)(line)));
        await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_4__.vv)(octokit, pr, comment, body);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, _format_log_text_js__WEBPACK_IMPORTED_MODULE_10__.k)(`Finalized the PR comment ${comment.url}: the main step ended before it could.`));
        if ((0, _agent_job_marker_js__WEBPACK_IMPORTED_MODULE_3__.gY)(body)?.state === "sent") await handOff(octokit, pr, _actions_core__WEBPACK_IMPORTED_MODULE_0__.getInput("agent-label") || AGENT_LABEL_DEFAULT);
      } catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not finalize the PR comment: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
    }
  }
};
