export const id = 295;

export const ids = [ 295 ];

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
  66645: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      BB: () => addReaction,
      OK: () => getComment,
      QE: () => listAllComments,
      b5: () => checkWritePermission,
      eT: () => createComment,
      nu: () => tokenLogin,
      vv: () => updateComment
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
    var _net_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51987);
    async function createComment(octokit, pr, body, replyTo) {
      if (replyTo?.kind === "review") {
        const {data: data} = await octokit.rest.pulls.createReplyForReviewComment({
          owner: pr.owner,
          repo: pr.repo,
          pull_number: pr.pullNumber,
          comment_id: replyTo.id,
          body: body,
          request: {
            retries: 0
          }
        });
        return {
          kind: "review",
          id: data.id,
          url: data.html_url
        };
      }
      const {data: data} = await octokit.rest.issues.createComment({
        owner: pr.owner,
        repo: pr.repo,
        issue_number: pr.pullNumber,
        body: body,
        request: {
          retries: 0
        }
      });
      return {
        kind: "issue",
        id: data.id,
        url: data.html_url
      };
    }
    async function updateComment(octokit, pr, comment, body) {
      if (comment.kind === "review") {
        await octokit.rest.pulls.updateReviewComment({
          owner: pr.owner,
          repo: pr.repo,
          comment_id: comment.id,
          body: body
        });
      } else {
        await octokit.rest.issues.updateComment({
          owner: pr.owner,
          repo: pr.repo,
          comment_id: comment.id,
          body: body
        });
      }
    }
    async function getComment(octokit, pr, comment) {
      if (comment.kind === "review") {
        const {data: data} = await octokit.rest.pulls.getReviewComment({
          owner: pr.owner,
          repo: pr.repo,
          comment_id: comment.id
        });
        return {
          kind: "review",
          id: data.id,
          url: data.html_url,
          body: data.body,
          authorLogin: data.user.login,
          authorType: data.user.type,
          createdAt: data.created_at
        };
      }
      const {data: data} = await octokit.rest.issues.getComment({
        owner: pr.owner,
        repo: pr.repo,
        comment_id: comment.id
      });
      return {
        kind: "issue",
        id: data.id,
        url: data.html_url,
        body: data.body ?? "",
        authorLogin: data.user?.login ?? "",
        authorType: data.user?.type ?? "User",
        createdAt: data.created_at
      };
    }
    async function addReaction(octokit, pr, target, content) {
      if (target.kind === "review") {
        await octokit.rest.reactions.createForPullRequestReviewComment({
          owner: pr.owner,
          repo: pr.repo,
          comment_id: target.id,
          content: content
        });
      } else {
        await octokit.rest.reactions.createForIssueComment({
          owner: pr.owner,
          repo: pr.repo,
          comment_id: target.id,
          content: content
        });
      }
    }
    async function listAllComments(octokit, pr) {
      const params = {
        owner: pr.owner,
        repo: pr.repo,
        per_page: 100
      };
      const [issueComments, reviewComments] = await Promise.all([ octokit.paginate(octokit.rest.issues.listComments, {
        ...params,
        issue_number: pr.pullNumber
      }), octokit.paginate(octokit.rest.pulls.listReviewComments, {
        ...params,
        pull_number: pr.pullNumber
      }).catch(error => {
        if (error.status === 404) return [];
        throw error;
      }) ]);
      return [ ...issueComments.map(c => ({
        kind: "issue",
        id: c.id,
        url: c.html_url,
        body: c.body ?? "",
        authorLogin: c.user?.login ?? "",
        authorType: c.user?.type ?? "User",
        createdAt: c.created_at
      })), ...reviewComments.map(c => ({
        kind: "review",
        id: c.id,
        url: c.html_url,
        body: c.body,
        authorLogin: c.user.login,
        authorType: c.user.type,
        createdAt: c.created_at
      })) ];
    }
    const WRITE_ROLES = [ "admin", "maintain", "write" ];
    function unreachableError(error, what) {
      const failed = error;
      const code = (0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.vq)(error) ?? (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_1__.vd)(error);
      if (failed.response !== undefined || code === undefined) return undefined;
      let host = "the GitHub API";
      let proxy = "";
      try {
        if (typeof failed.request?.url === "string") {
          host = new URL(failed.request.url).host;
          proxy = (0, _net_proxy_js__WEBPACK_IMPORTED_MODULE_1__.EU)(failed.request.url);
        }
      } catch {}
      const check = proxy ? "the proxy (HTTPS_PROXY/HTTP_PROXY, or NO_PROXY to bypass it)" : "the runner's network access";
      return new _errors_js__WEBPACK_IMPORTED_MODULE_0__.WD(`Could not reach the GitHub API at ${host}${proxy} (${code}): ${what}. Check GITHUB_API_URL and ${check}.`, {
        cause: error
      });
    }
    async function checkWritePermission(octokit, pr, login) {
      try {
        const {data: data} = await octokit.rest.repos.getCollaboratorPermissionLevel({
          owner: pr.owner,
          repo: pr.repo,
          username: login
        });
        const role = data.role_name || data.permission;
        if (WRITE_ROLES.includes(role) || WRITE_ROLES.includes(data.permission)) return {
          allowed: true,
          role: role
        };
        return {
          allowed: false,
          reason: `${login} has ${role} permission`
        };
      } catch (error) {
        const unreachable = unreachableError(error, `the permission check for ${login} could not run, so nothing was sent to Mintlify`);
        if (unreachable) throw unreachable;
        const status = error.status;
        return {
          allowed: false,
          reason: `the permission check for ${login} failed${typeof status === "number" ? ` (HTTP ${status})` : ""}`
        };
      }
    }
    async function tokenLogin(octokit) {
      try {
        const {data: data} = await octokit.rest.users.getAuthenticated();
        return data.login;
      } catch (error) {
        if (error.status === 403) return "github-actions[bot]";
        throw new Error(`Could not find out which account the github-token belongs to (GET /user): ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`, {
          cause: error
        });
      }
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
  15945: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      CX: () => workflowRunUrl,
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
      snapshotManifest: "mintlify-action snapshot manifest v1"
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
