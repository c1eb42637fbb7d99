export const id = 284;

export const ids = [ 284 ];

export const modules = {
  69484: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      $T: () => isFinalStatus,
      Hb: () => isNewerJob,
      Wq: () => withSnapshotFields,
      YI: () => movesForward,
      kM: () => findingJobState,
      rw: () => withJobSeen
    });
    var _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4206);
    const MARKER_RANK = {
      steer: 0,
      received: 1,
      pending: 2,
      "not-sent": 2,
      sent: 3,
      ended: 4
    };
    function movesForward(current, next) {
      if (current === "ended") return false;
      return MARKER_RANK[next] >= MARKER_RANK[current] || current === "pending" && next === "not-sent";
    }
    function isFinalStatus(status) {
      return _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_0__.Ys.some(s => s === status);
    }
    function findingJobState(marker) {
      if (marker.state !== "started" || marker.jobId === undefined) return undefined;
      return isFinalStatus(marker.jobStatus) ? "reported" : "active";
    }
    function withSnapshotFields(fresh, owned) {
      return {
        ...fresh,
        level: owned.level
      };
    }
    function isNewerJob(order) {
      return order.mine !== undefined && (order.recorded === undefined || order.mine > order.recorded);
    }
    function withJobSeen(fresh, job, newer = false) {
      const same = fresh.state === "started" && fresh.jobId === job.id;
      if (same && isFinalStatus(fresh.jobStatus)) return undefined;
      if (!same && fresh.state === "started" && fresh.jobId !== undefined && !newer) return undefined;
      const next = {
        ...fresh,
        jobId: job.id,
        state: "started",
        jobStatus: job.status,
        prLink: job.prLink ?? (same ? fresh.prLink : undefined)
      };
      const unchanged = same && fresh.jobStatus === next.jobStatus && fresh.prLink === next.prLink && fresh.state === next.state;
      return unchanged ? undefined : next;
    }
  },
  74225: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      Mj: () => RECONCILED_DESCRIPTION,
      fX: () => AGENT_LABEL_STYLE,
      tR: () => reconcileCovers
    });
    const AGENT_LABEL_STYLE = {
      color: "5319e7",
      description: "A Mintlify agent job is still running here"
    };
    const RECONCILED_DESCRIPTION = "A Mintlify agent job is still running here; a reconcile workflow posts its result";
    function reconcileCovers(description) {
      return (description ?? "").includes("a reconcile workflow posts its result");
    }
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
    var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
    var _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4206);
    var _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70997);
    const SIGNATURE = "\x3c!-- mintlify-action";
    const MARKER_STATES = [ "received", "pending", "sent", "not-sent", "steer", "ended" ];
    const NO_JOB = "-";
    const MARKER_PATTERN = /^<!-- mintlify-action job="([^"<>]+)" triggers="([a-z0-9:.,]*)" state="([a-z-]+)"( via="create")?(?: project="([0-9a-f]{32})")?(?: sig="([0-9a-f]{32})")? -->(\r?\n|$)/;
    const TRIGGER_KEY = /^((ic|rc|rv):[1-9]\d{0,18}|ev:[1-9]\d{0,18}\.[0-9a-f]{12})$/;
    const MarkerSchema = zod__WEBPACK_IMPORTED_MODULE_2__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_2__.Ikc({
      jobId: zod__WEBPACK_IMPORTED_MODULE_2__.KCZ([ zod__WEBPACK_IMPORTED_MODULE_2__.euz(NO_JOB).transform(() => undefined), zod__WEBPACK_IMPORTED_MODULE_2__.YjP().regex(_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_0__.BE) ]),
      triggers: zod__WEBPACK_IMPORTED_MODULE_2__.YOg(zod__WEBPACK_IMPORTED_MODULE_2__.IeY(value => typeof value === "string" && TRIGGER_KEY.test(value))),
      state: zod__WEBPACK_IMPORTED_MODULE_2__.k5n(MARKER_STATES),
      created: zod__WEBPACK_IMPORTED_MODULE_2__.zMY(),
      project: zod__WEBPACK_IMPORTED_MODULE_2__.YjP().optional(),
      signature: zod__WEBPACK_IMPORTED_MODULE_2__.YjP().optional()
    }));
    function formatMarker(marker) {
      const via = marker.created ? ' via="create"' : "";
      const project = marker.project ? ` project="${marker.project}"` : "";
      const sig = marker.signature ? ` sig="${marker.signature}"` : "";
      return `\x3c!-- mintlify-action job="${marker.jobId ?? NO_JOB}" triggers="${marker.triggers.join(",")}" state="${marker.state}"${via}${project}${sig} --\x3e`;
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
        project: match[5],
        signature: match[6]
      });
      return parsed.success ? parsed.data : undefined;
    }
    function markerSigner(apiKey, scope, project) {
      const tag = (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__._r)(project.projectId);
      const bound = JSON.stringify((0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__.UF)(project, scope));
      const legacyMacInput = m => `v2\n${bound}\n${m.jobId ?? NO_JOB}\n${m.triggers.join(",")}\n${m.state}\n${m.created ? "create" : "message"}`;
      return {
        sign: marker => ({
          ...marker,
          project: tag,
          signature: undefined
        }),
        verify: marker => marker.project !== undefined ? marker.project === tag : (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__.k8)(apiKey, "prMarker").verifyShortMac(legacyMacInput(marker), marker.signature)
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
      vv: () => updateComment
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
    var _net_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51987);
    var _event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85015);
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
          nodeId: data.node_id,
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
        nodeId: data.node_id,
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
    async function listAllComments(octokit, pr, options = {}) {
      const params = {
        owner: pr.owner,
        repo: pr.repo,
        per_page: 100
      };
      const [issueComments, reviewComments] = await Promise.all([ octokit.paginate(octokit.rest.issues.listComments, {
        ...params,
        issue_number: pr.pullNumber
      }), options.reviewComments === false ? [] : octokit.paginate(octokit.rest.pulls.listReviewComments, {
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
        nodeId: c.node_id,
        authorLogin: c.user?.login ?? "",
        authorType: c.user?.type ?? "User",
        createdAt: c.created_at
      })), ...reviewComments.map(c => ({
        kind: "review",
        id: c.id,
        url: c.html_url,
        body: c.body,
        nodeId: c.node_id,
        authorLogin: c.user.login,
        authorType: c.user.type,
        createdAt: c.created_at,
        review: {
          threadRootId: c.in_reply_to_id ?? c.id,
          location: (0, _event_js__WEBPACK_IMPORTED_MODULE_2__.M0)(c)
        }
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
  },
  85015: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      HM: () => SUPPORTED_EVENTS,
      M0: () => reviewLocation,
      We: () => pullRequestEventKey,
      rt: () => resolveEvent,
      to: () => isPullRequestTrigger
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
    const userSchema = () => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      login: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      type: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().optional()
    });
    const commentSchema = () => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      id: zod__WEBPACK_IMPORTED_MODULE_1__.aig().int(),
      body: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullable().optional(),
      user: userSchema().nullable(),
      html_url: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      created_at: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().optional(),
      submitted_at: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullable().optional()
    });
    const reviewCommentSchema = () => commentSchema().extend({
      path: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().optional(),
      line: zod__WEBPACK_IMPORTED_MODULE_1__.aig().int().nullable().optional(),
      start_line: zod__WEBPACK_IMPORTED_MODULE_1__.aig().int().nullable().optional(),
      original_line: zod__WEBPACK_IMPORTED_MODULE_1__.aig().int().nullable().optional(),
      side: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullable().optional(),
      diff_hunk: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().optional(),
      in_reply_to_id: zod__WEBPACK_IMPORTED_MODULE_1__.aig().int().optional()
    });
    const repositorySchema = () => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      full_name: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      owner: zod__WEBPACK_IMPORTED_MODULE_1__._H3({
        login: zod__WEBPACK_IMPORTED_MODULE_1__.YjP()
      }),
      name: zod__WEBPACK_IMPORTED_MODULE_1__.YjP()
    });
    const pullRequestSchema = () => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      number: zod__WEBPACK_IMPORTED_MODULE_1__.aig().int(),
      html_url: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      body: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullable().optional(),
      head: zod__WEBPACK_IMPORTED_MODULE_1__._H3({
        sha: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().optional(),
        repo: zod__WEBPACK_IMPORTED_MODULE_1__._H3({
          full_name: zod__WEBPACK_IMPORTED_MODULE_1__.YjP()
        }).nullable().optional()
      })
    });
    const ReviewCommentPayload = zod__WEBPACK_IMPORTED_MODULE_1__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      action: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      comment: reviewCommentSchema(),
      pull_request: pullRequestSchema(),
      repository: repositorySchema()
    }));
    const IssueCommentPayload = zod__WEBPACK_IMPORTED_MODULE_1__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      action: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      comment: commentSchema(),
      issue: zod__WEBPACK_IMPORTED_MODULE_1__._H3({
        number: zod__WEBPACK_IMPORTED_MODULE_1__.aig().int(),
        html_url: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
        body: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullable().optional(),
        pull_request: zod__WEBPACK_IMPORTED_MODULE_1__._H3({
          html_url: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().optional()
        }).nullable().optional()
      }),
      repository: repositorySchema()
    }));
    const PullRequestEventPayload = zod__WEBPACK_IMPORTED_MODULE_1__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      action: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      pull_request: pullRequestSchema(),
      repository: repositorySchema(),
      sender: userSchema().nullable().optional()
    }));
    const SenderPayload = zod__WEBPACK_IMPORTED_MODULE_1__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      sender: userSchema().nullable().optional()
    }));
    const ReviewPayload = zod__WEBPACK_IMPORTED_MODULE_1__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      action: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      review: commentSchema(),
      pull_request: pullRequestSchema(),
      repository: repositorySchema()
    }));
    const SUPPORTED_EVENTS = [ "issue_comment", "pull_request_review_comment", "pull_request_review", "pull_request", "pull_request_target", "workflow_dispatch", "repository_dispatch", "schedule", "issues" ];
    function isPullRequestTrigger(event) {
      return event.kind === "review-comment" || event.kind === "issue-comment" || event.kind === "review" || event.kind === "pull-request";
    }
    function pullRequestEventKey(runId, invocation) {
      return `ev:${runId}.${(0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(JSON.stringify(invocation)).digest("hex").slice(0, 12)}`;
    }
    function descriptionOf(body) {
      return body === undefined ? undefined : body ?? "";
    }
    function author(user) {
      return {
        login: user?.login ?? "ghost",
        type: user?.type ?? "User"
      };
    }
    function parse(schema, payload, eventName) {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        throw new Error(`The ${eventName} event payload is not in the expected shape: ${parsed.error.issues[0]?.path.join(".") ?? ""} ${parsed.error.issues[0]?.message ?? ""}`);
      }
      return parsed.data;
    }
    function onPullRequest(eventName, repository, pr) {
      return {
        eventName: eventName,
        owner: repository.owner.login,
        repo: repository.name,
        pullNumber: pr.number,
        pullUrl: pr.html_url,
        headRepoFullName: pr.headRepoFullName,
        threadRootId: undefined,
        location: undefined,
        asOfRequest: undefined
      };
    }
    function pullOf(pr) {
      return {
        number: pr.number,
        html_url: pr.html_url,
        headRepoFullName: pr.head.repo?.full_name
      };
    }
    function reviewLocation(c) {
      const endLine = c.line ?? c.original_line ?? undefined;
      return {
        path: c.path,
        startLine: c.start_line ?? endLine,
        endLine: endLine,
        side: c.side ?? undefined,
        diffHunk: c.diff_hunk
      };
    }
    function resolveEvent(eventName, payload, run) {
      switch (eventName) {
       case "pull_request_review_comment":
        {
          const p = parse(ReviewCommentPayload, payload, eventName);
          if (p.action !== "created") return {
            kind: "ignored",
            eventName: eventName,
            reason: `the comment was ${p.action}`
          };
          const c = p.comment;
          return {
            ...onPullRequest(eventName, p.repository, pullOf(p.pull_request)),
            kind: "review-comment",
            comment: {
              id: c.id,
              body: c.body ?? "",
              author: author(c.user),
              htmlUrl: c.html_url
            },
            triggerKey: `rc:${c.id}`,
            threadRootId: c.in_reply_to_id ?? c.id,
            asOfRequest: {
              at: c.created_at,
              body: descriptionOf(p.pull_request.body),
              headSha: p.pull_request.head.sha
            },
            location: reviewLocation(c)
          };
        }

       case "issue_comment":
        {
          const p = parse(IssueCommentPayload, payload, eventName);
          if (!p.issue.pull_request) return {
            kind: "ignored",
            eventName: eventName,
            reason: "the comment is on an issue, not a pull request"
          };
          if (p.action !== "created") return {
            kind: "ignored",
            eventName: eventName,
            reason: `the comment was ${p.action}`
          };
          const pull = {
            number: p.issue.number,
            html_url: p.issue.pull_request.html_url ?? p.issue.html_url,
            headRepoFullName: undefined
          };
          return {
            ...onPullRequest(eventName, p.repository, pull),
            kind: "issue-comment",
            comment: {
              id: p.comment.id,
              body: p.comment.body ?? "",
              author: author(p.comment.user),
              htmlUrl: p.comment.html_url
            },
            triggerKey: `ic:${p.comment.id}`,
            asOfRequest: {
              at: p.comment.created_at,
              body: descriptionOf(p.issue.body),
              headSha: undefined
            }
          };
        }

       case "pull_request_review":
        {
          const p = parse(ReviewPayload, payload, eventName);
          if (p.action !== "submitted") return {
            kind: "ignored",
            eventName: eventName,
            reason: `the review was ${p.action}`
          };
          return {
            ...onPullRequest(eventName, p.repository, pullOf(p.pull_request)),
            kind: "review",
            comment: {
              id: p.review.id,
              body: p.review.body ?? "",
              author: author(p.review.user),
              htmlUrl: p.review.html_url
            },
            triggerKey: `rv:${p.review.id}`,
            asOfRequest: {
              at: p.review.submitted_at ?? undefined,
              body: descriptionOf(p.pull_request.body),
              headSha: p.pull_request.head.sha
            }
          };
        }

       case "pull_request":
       case "pull_request_target":
        {
          const p = parse(PullRequestEventPayload, payload, eventName);
          const runId = Number(run.runId);
          if (!Number.isSafeInteger(runId) || runId <= 0) throw new Error(`GITHUB_RUN_ID must be a number for a ${eventName} event (got "${run.runId}")`);
          const sender = p.sender ? author(p.sender) : {
            login: run.actor,
            type: "User"
          };
          return {
            ...onPullRequest(eventName, p.repository, pullOf(p.pull_request)),
            kind: "pull-request",
            comment: {
              id: p.pull_request.number,
              body: "",
              author: sender,
              htmlUrl: p.pull_request.html_url
            },
            triggerKey: pullRequestEventKey(runId, run.invocation)
          };
        }

       case "workflow_dispatch":
       case "repository_dispatch":
       case "schedule":
        {
          const p = parse(SenderPayload, payload, eventName);
          const [owner = "", repo = ""] = run.repository.split("/");
          const sender = p.sender ? author(p.sender) : {
            login: run.actor,
            type: "User"
          };
          return {
            kind: "manual",
            eventName: eventName,
            owner: owner,
            repo: repo,
            sender: sender
          };
        }

       default:
        return {
          kind: "unsupported",
          eventName: eventName
        };
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
        nodeId: raw.node_id,
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
  70997: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      It: () => manifestDigest,
      UF: () => markerBinding,
      _r: () => projectTag,
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
    function projectTag(projectId) {
      return (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(JSON.stringify([ "mintlify-action project v1", projectId ])).digest("hex").slice(0, 32);
    }
    function manifestDigest(projectId, manifest) {
      return (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(`${JSON.stringify([ "mintlify-action manifest v2", projectId, manifest.length ])}\n`).update(manifest).digest();
    }
    function markerBinding(project, scope) {
      return [ project.apiUrl.replace(/\/+$/, "").toLowerCase(), project.projectId, scope.toLowerCase() ];
    }
  }
};
