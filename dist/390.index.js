export const id = 390;

export const ids = [ 390 ];

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
      skipped: 0,
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
  32118: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      $R: () => ownMarkedComments,
      F7: () => explainDistrusted,
      Li: () => sortMarkedComments,
      ke: () => trustedMarker
    });
    var _marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95169);
    function bindingReason(marker) {
      return marker.project !== undefined ? {
        kind: "other-project",
        reason: "it belongs to another Mintlify project"
      } : {
        kind: "old-key",
        reason: "an earlier release of the action signed it with an API key that is not configured now"
      };
    }
    async function sortMarkedComments(comments, identity, signer) {
      const candidates = comments.flatMap(comment => {
        const marker = (0, _marker_js__WEBPACK_IMPORTED_MODULE_0__.gY)(comment.body);
        return marker ? [ {
          comment: comment,
          marker: marker
        } ] : [];
      });
      const verdicts = await identity.check(candidates.map(c => c.comment));
      const marked = [];
      const distrusted = [];
      candidates.forEach(({comment: comment, marker: marker}, i) => {
        const verdict = verdicts[i] ?? {
          trusted: false,
          why: "author",
          reason: "who wrote it could not be checked"
        };
        if (!verdict.trusted) distrusted.push({
          comment: comment,
          marker: marker,
          kind: verdict.why,
          reason: verdict.reason
        }); else if (signer.verify(marker)) marked.push({
          ...comment,
          marker: marker
        }); else distrusted.push({
          comment: comment,
          marker: marker,
          ...bindingReason(marker)
        });
      });
      return {
        marked: marked.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
        distrusted: distrusted
      };
    }
    function explainDistrusted(d, triggerPhrase) {
      if (d.kind === "author" || d.kind === "other-project") return undefined;
      const newJob = `comment \`${triggerPhrase} --new <instruction>\` to start a new job`;
      if (d.kind === "edited") return `The action's record in ${d.comment.url} no longer counts: ${d.reason}; ${newJob}, or set the \`job-id\` input to the job to steer.`;
      const job = d.marker.jobId;
      return job === undefined ? `The action's record in ${d.comment.url} no longer counts: ${d.reason}; configure that key again, or ${newJob}.` : `The action's record in ${d.comment.url} (agent job ${job}) no longer counts: ${d.reason}; configure that key again until its job has ended, run the workflow with \`job-id: ${job}\`, or ${newJob}.`;
    }
    async function trustedMarker(comment, identity, signer) {
      return (await sortMarkedComments([ comment ], identity, signer)).marked[0]?.marker;
    }
    async function ownMarkedComments(comments, identity, signer, warn) {
      const {marked: marked, distrusted: distrusted} = await sortMarkedComments(comments, identity, signer);
      for (const d of distrusted) if (d.kind !== "author") warn(`Ignored the marker of ${d.comment.url}: ${d.reason}.`);
      return marked;
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
    const MARKER_STATES = [ "received", "pending", "sent", "not-sent", "steer", "ended", "skipped" ];
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
  68678: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      RF: () => outstandingJobs,
      S: () => jobOrder,
      aG: () => jobsOf,
      jq: () => readItemRecord,
      uU: () => commentsToFinalize,
      zm: () => trustedFindingMarker
    });
    var _findings_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66238);
    var _github_comments_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66645);
    var _github_identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77369);
    var _job_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69484);
    var _marked_comments_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32118);
    var _marker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95169);
    function jobsOf(comments, finding) {
      const jobs = new Map;
      for (const comment of comments) {
        const jobId = comment.marker.jobId;
        if (jobId === undefined || comment.marker.state !== "sent" && comment.marker.state !== "ended") continue;
        const job = jobs.get(jobId) ?? {
          jobId: jobId,
          comments: [],
          state: "reported"
        };
        job.comments.push(comment);
        if (comment.marker.state === "sent") job.state = "sent";
        jobs.set(jobId, job);
      }
      const recorded = finding ? (0, _job_state_js__WEBPACK_IMPORTED_MODULE_3__.kM)(finding) : undefined;
      if (finding?.jobId !== undefined && recorded !== undefined) {
        const job = jobs.get(finding.jobId) ?? {
          jobId: finding.jobId,
          comments: [],
          state: "reported"
        };
        if (recorded !== "reported") job.state = job.state === "sent" ? "sent" : "active";
        jobs.set(finding.jobId, job);
      }
      return [ ...jobs.values() ];
    }
    function jobOrder(comments, jobId) {
      let first;
      for (const c of comments) if (c.marker.jobId === jobId && (first === undefined || c.id < first)) first = c.id;
      return first;
    }
    function outstandingJobs(record, except = []) {
      return record.jobs.filter(j => j.state !== "reported" && !except.includes(j.jobId));
    }
    function commentsToFinalize(record, jobId) {
      return record.comments.filter(c => c.marker.jobId === jobId && c.marker.state === "sent").reverse();
    }
    function itemRef(repo, item) {
      return {
        owner: repo.owner,
        repo: repo.repo,
        pullNumber: item.number
      };
    }
    async function trustedFindingMarker(identity, repo, issue, signer) {
      const [writer = _github_identity_js__WEBPACK_IMPORTED_MODULE_2__.X] = await identity.check([ issue ]);
      return (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_0__.BA)({
        ...issue,
        writer: writer
      }, {
        ...repo,
        label: undefined,
        signer: signer
      });
    }
    async function verifiedFinding(ctx, item) {
      if (item.isPullRequest || item.issue === undefined) return undefined;
      return trustedFindingMarker(ctx.identity, ctx.repo, {
        number: item.number,
        ...item.issue
      }, (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_0__.ez)(ctx.apiKey, ctx.project));
    }
    async function readItemRecord(ctx, item) {
      const ref = itemRef(ctx.repo, item);
      const finding = await verifiedFinding(ctx, item);
      const listed = await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_1__.QE)(ctx.octokit, ref, {
        reviewComments: item.isPullRequest
      });
      const signer = (0, _marker_js__WEBPACK_IMPORTED_MODULE_5__.lM)(ctx.apiKey, (0, _marker_js__WEBPACK_IMPORTED_MODULE_5__.iH)(ref), ctx.project);
      const {marked: marked, distrusted: distrusted} = await (0, _marked_comments_js__WEBPACK_IMPORTED_MODULE_4__.Li)(listed, ctx.identity, signer);
      for (const d of distrusted) if (d.kind !== "author") ctx.warn(`Ignored the marker of ${d.comment.url}: ${d.reason}.`);
      const untrusted = distrusted.flatMap(d => (0, _marked_comments_js__WEBPACK_IMPORTED_MODULE_4__.F7)(d, ctx.triggerPhrase ?? "/mintlify") ?? []);
      const comments = marked.filter(c => c.marker.state !== "steer");
      return {
        item: ref,
        comments: comments,
        finding: finding,
        jobs: jobsOf(comments, finding),
        untrusted: untrusted
      };
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
    function countsOf(rollup) {
      if (!rollup) return undefined;
      return {
        "+1": rollup["+1"] ?? 0,
        confused: rollup.confused ?? 0,
        hooray: rollup.hooray ?? 0
      };
    }
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
        createdAt: c.created_at,
        reactionCounts: countsOf(c.reactions)
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
        },
        reactionCounts: countsOf(c.reactions)
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
  77369: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      X: () => UNCHECKED,
      cI: () => workflowIdentity,
      ev: () => trustedLogins
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
    var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
    const ACTIONS_BOT = "github-actions[bot]";
    const NODES_PER_REQUEST = 100;
    const UNCHECKED = {
      trusted: false,
      why: "author",
      reason: "who wrote it could not be checked"
    };
    const ViewerSchema = zod__WEBPACK_IMPORTED_MODULE_1__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({
      viewer: zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({
        login: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().min(1)
      })
    }));
    const EditsSchema = zod__WEBPACK_IMPORTED_MODULE_1__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({
      nodes: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
        lastEditedAt: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullable().optional(),
        editor: zod__WEBPACK_IMPORTED_MODULE_1__.Ikc({
          login: zod__WEBPACK_IMPORTED_MODULE_1__.YjP()
        }).nullable().optional()
      }).nullable())
    }));
    async function viewerLogin(octokit) {
      let graphqlError;
      try {
        return ViewerSchema.parse(await octokit.graphql("query { viewer { login } }")).viewer.login;
      } catch (error) {
        graphqlError = error;
      }
      try {
        const {data: data} = await octokit.rest.users.getAuthenticated();
        return data.login;
      } catch (error) {
        if (error.status === 403) return ACTIONS_BOT;
        throw new Error(`Could not find out which account the github-token belongs to (GraphQL viewer: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(graphqlError)}; GET /user: ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)})`, {
          cause: error
        });
      }
    }
    async function lastEdits(octokit, nodeIds) {
      const edits = new Map;
      const unique = [ ...new Set(nodeIds) ];
      for (let at = 0; at < unique.length; at += NODES_PER_REQUEST) {
        const ids = unique.slice(at, at + NODES_PER_REQUEST);
        const answer = EditsSchema.parse(await octokit.graphql("query($ids: [ID!]!) { nodes(ids: $ids) { ... on Comment { id lastEditedAt editor { login } } } }", {
          ids: ids
        }));
        for (const node of answer.nodes) {
          if (node === null) continue;
          edits.set(node.id, node.lastEditedAt === null || node.lastEditedAt === undefined ? undefined : {
            editor: node.editor?.login ?? undefined
          });
        }
      }
      return edits;
    }
    function trustedLogins(tokenLogin) {
      return new Set([ ACTIONS_BOT, ...tokenLogin === undefined ? [] : [ tokenLogin ] ].map(l => l.toLowerCase()));
    }
    function writerVerdict(record, edit, trusted) {
      const known = [ ...trusted ].join(" or ");
      if (!trusted.has(record.authorLogin.toLowerCase())) return {
        trusted: false,
        why: "author",
        reason: `it was written by ${record.authorLogin}, not by the workflow (${known})`
      };
      if (edit === "not-checked" || edit === undefined) return {
        trusted: true
      };
      if (edit === "unknown") return {
        trusted: false,
        why: "edited",
        reason: "GitHub did not say who last edited it"
      };
      if (edit.editor !== undefined && trusted.has(edit.editor.toLowerCase())) return {
        trusted: true
      };
      return {
        trusted: false,
        why: "edited",
        reason: `it was edited by ${edit.editor ?? "a deleted account"} after the workflow wrote it`
      };
    }
    const identities = new WeakMap;
    function workflowIdentity(octokit) {
      const known = identities.get(octokit);
      if (known !== undefined) return known;
      const identity = newIdentity(octokit);
      identities.set(octokit, identity);
      return identity;
    }
    function newIdentity(octokit) {
      let login;
      const ownLogin = () => login ??= viewerLogin(octokit);
      return {
        login: ownLogin,
        async check(records, options) {
          if (records.length === 0) return [];
          const trusted = trustedLogins(await ownLogin().catch(() => undefined));
          const byAuthor = records.map(r => trusted.has(r.authorLogin.toLowerCase()));
          const allowEdits = options?.edits === "allowed";
          const ids = allowEdits ? [] : records.flatMap((r, i) => byAuthor[i] && r.nodeId !== undefined ? [ r.nodeId ] : []);
          const edits = ids.length === 0 ? new Map : await lastEdits(octokit, ids);
          return records.map(record => {
            if (allowEdits) return writerVerdict(record, "not-checked", trusted);
            const edit = record.nodeId !== undefined && edits.has(record.nodeId) ? edits.get(record.nodeId) : "unknown";
            return writerVerdict(record, edit, trusted);
          });
        }
      };
    }
  }
};
