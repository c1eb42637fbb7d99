export const id = 16;

export const ids = [ 16 ];

export const modules = {
  45232: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      L0: () => normaliseQuery,
      Uz: () => MAX_ENCODED_FINDING_ID_CHARS,
      dz: () => queryHash,
      jK: () => categorySubject,
      zK: () => findingId
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45315);
    const QUERY_KEY_CHARS = 200;
    function normaliseQuery(query) {
      return query.trim().replace(/\s+/g, " ").toLowerCase().slice(0, QUERY_KEY_CHARS);
    }
    function queryHash(projectId, normalisedQuery) {
      return (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(`${projectId}\n${normalisedQuery}`).digest("hex").slice(0, 16);
    }
    const MAX_ENCODED_FINDING_ID_CHARS = 2e3;
    const MAX_ENCODED_KEY_CHARS = 400;
    function longKeyDigest(key) {
      return `sha256:${(0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(key).digest("hex").slice(0, 32)}`;
    }
    function findingId(kind, key) {
      return `${kind}:${encodedLength(key) > MAX_ENCODED_KEY_CHARS ? longKeyDigest(key) : key}`;
    }
    function encodedLength(text) {
      try {
        return encodeURIComponent(text).length;
      } catch {
        return Number.POSITIVE_INFINITY;
      }
    }
    function categorySubject(category) {
      return category === null || category.trim() === "" ? _types_js__WEBPACK_IMPORTED_MODULE_1__.E0 : category;
    }
  },
  66238: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      BA: () => verifiedFindingIssue,
      D5: () => FINDING_COMMENT_SIGNATURE,
      Eu: () => withoutFindingMarker,
      ez: () => findingMarkerSigner,
      fr: () => formatFindingMarker,
      kl: () => issueScope
    });
    var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9691);
    var _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4206);
    var _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70997);
    var _ids_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45232);
    const FINDING_JOB_STATES = [ "none", "pending", "started" ];
    const NONE = "-";
    const FINDING_COMMENT_SIGNATURE = "\x3c!-- mintlify-action finding-issue-comment --\x3e";
    const PREFIX = "\x3c!-- mintlify-action finding-issue ";
    const MARKER_PATTERN = /^<!-- mintlify-action finding-issue ((?:[a-z-]+="[^"<>\r\n]*" ?)+)-->(\r?\n|$)/;
    const ATTRIBUTE = /([a-z-]+)="([^"<>\r\n]*)"/g;
    const MarkerSchema = zod__WEBPACK_IMPORTED_MODULE_3__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_3__.Ikc({
      finding: zod__WEBPACK_IMPORTED_MODULE_3__.YjP().min(1).max(_ids_js__WEBPACK_IMPORTED_MODULE_2__.Uz),
      since: zod__WEBPACK_IMPORTED_MODULE_3__.YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
      level: zod__WEBPACK_IMPORTED_MODULE_3__.YjP().regex(/^\d{1,12}$/).transform(Number),
      job: zod__WEBPACK_IMPORTED_MODULE_3__.KCZ([ zod__WEBPACK_IMPORTED_MODULE_3__.euz(NONE).transform(() => undefined), zod__WEBPACK_IMPORTED_MODULE_3__.YjP().regex(_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_0__.BE) ]),
      state: zod__WEBPACK_IMPORTED_MODULE_3__.k5n(FINDING_JOB_STATES),
      "job-status": zod__WEBPACK_IMPORTED_MODULE_3__.KCZ([ zod__WEBPACK_IMPORTED_MODULE_3__.euz(NONE).transform(() => undefined), zod__WEBPACK_IMPORTED_MODULE_3__.YjP().regex(/^[a-z_]{1,32}$/) ]),
      pr: zod__WEBPACK_IMPORTED_MODULE_3__.YjP().max(4e3).optional(),
      project: zod__WEBPACK_IMPORTED_MODULE_3__.YjP().regex(/^[0-9a-f]{32}$/).optional(),
      sig: zod__WEBPACK_IMPORTED_MODULE_3__.YjP().regex(/^[0-9a-f]{32}$/).optional()
    }));
    function formatFindingMarker(marker) {
      const sig = `${marker.project ? ` project="${marker.project}"` : ""}${marker.signature ? ` sig="${marker.signature}"` : ""}`;
      return `${PREFIX}finding="${encodeURIComponent(marker.findingId)}" since="${marker.since}" level="${Math.max(0, Math.round(marker.level))}" job="${marker.jobId ?? NONE}" state="${marker.state}" job-status="${marker.jobStatus ?? NONE}" pr="${marker.prLink === undefined ? NONE : encodeURIComponent(marker.prLink)}"${sig} --\x3e`;
    }
    function parseFindingMarker(body) {
      const match = MARKER_PATTERN.exec(body ?? "");
      if (!match) return undefined;
      const attributes = {};
      for (const [, name = "", value = ""] of (match[1] ?? "").matchAll(ATTRIBUTE)) {
        if (name in attributes) return undefined;
        attributes[name] = value;
      }
      const parsed = MarkerSchema.safeParse(attributes);
      if (!parsed.success) return undefined;
      let findingId;
      let prLink;
      try {
        findingId = decodeURIComponent(parsed.data.finding);
        prLink = parsed.data.pr === undefined || parsed.data.pr === NONE ? undefined : decodeURIComponent(parsed.data.pr);
      } catch {
        return undefined;
      }
      return {
        findingId: findingId,
        since: parsed.data.since,
        level: parsed.data.level,
        jobId: parsed.data.job,
        state: parsed.data.state,
        jobStatus: parsed.data["job-status"],
        prLink: prLink,
        project: parsed.data.project,
        signature: parsed.data.sig
      };
    }
    function withoutFindingMarker(body) {
      return body.replace(MARKER_PATTERN, "");
    }
    function findingMarkerMacInput(marker, scope, project) {
      return JSON.stringify([ "v2", ...(0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__.UF)(project, scope), marker.findingId, marker.since, Math.max(0, Math.round(marker.level)), marker.jobId ?? NONE, marker.state, marker.jobStatus ?? NONE, marker.prLink ?? NONE ]);
    }
    function findingMarkerSigner(apiKey, project) {
      const tag = (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__._r)(project.projectId);
      return {
        sign: marker => ({
          ...marker,
          project: tag,
          signature: undefined
        }),
        verify: (marker, scope) => marker.project !== undefined ? marker.project === tag : (0, 
        _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__.k8)(apiKey, "findingMarker").verifyShortMac(findingMarkerMacInput(marker, scope, project), marker.signature)
      };
    }
    function issueScope(issue) {
      return `${issue.owner}/${issue.repo}#${issue.issueNumber}`;
    }
    function verifiedFindingIssue(issue, context) {
      const label = context.label?.toLowerCase();
      if (label !== undefined && !issue.labels.some(l => l.toLowerCase() === label)) return undefined;
      if (!issue.writer.trusted) return undefined;
      const marker = parseFindingMarker(issue.body);
      if (!marker) return undefined;
      return context.signer.verify(marker, issueScope({
        owner: context.owner,
        repo: context.repo,
        issueNumber: issue.number
      })) ? marker : undefined;
    }
  },
  45315: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      E0: () => UNCATEGORISED,
      EB: () => FINDINGS_FILE_NAME,
      Yl: () => FINDINGS_VERSION,
      jM: () => HEADLINE_METRICS,
      wW: () => FindingsFileSchema
    });
    var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
    const UNCATEGORISED = "(uncategorised)";
    const FINDINGS_VERSION = 1;
    const FINDINGS_FILE_NAME = "findings.json";
    const Count = zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().nonnegative();
    const FindingsRangeSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      dateFrom: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      dateTo: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      period: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      days: zod__WEBPACK_IMPORTED_MODULE_0__.aig().positive().nullable()
    });
    const FindingsRunSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      repository: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      runId: zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().nullable(),
      runAttempt: zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().nullable(),
      url: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable()
    });
    const FindingsCompareSchema = zod__WEBPACK_IMPORTED_MODULE_0__.gMt("status", [ zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      status: zod__WEBPACK_IMPORTED_MODULE_0__.euz("compared"),
      previous: zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        range: FindingsRangeSchema,
        run: FindingsRunSchema,
        artifactId: zod__WEBPACK_IMPORTED_MODULE_0__.aig().int(),
        artifactName: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
        createdAt: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable()
      })
    }), zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      status: zod__WEBPACK_IMPORTED_MODULE_0__.euz("off")
    }), zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      status: zod__WEBPACK_IMPORTED_MODULE_0__.euz("unavailable"),
      reason: zod__WEBPACK_IMPORTED_MODULE_0__.YjP()
    }) ]);
    const HEADLINE_METRICS = [ "views-human", "views-ai", "views-total", "visitors", "searches", "feedback", "assistant-conversations", "ai-share" ];
    const HeadlineFigureSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      metric: zod__WEBPACK_IMPORTED_MODULE_0__.k5n(HEADLINE_METRICS),
      current: zod__WEBPACK_IMPORTED_MODULE_0__.aig().nonnegative().nullable(),
      previous: zod__WEBPACK_IMPORTED_MODULE_0__.aig().nonnegative().nullable(),
      change: zod__WEBPACK_IMPORTED_MODULE_0__.aig().nullable()
    });
    const FindingThresholdsSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      contentGapMinHits: Count,
      negativeFeedbackMinDown: Count,
      negativeFeedbackMinDownShare: zod__WEBPACK_IMPORTED_MODULE_0__.aig().min(0).max(1),
      unansweredMinCount: Count,
      unansweredMinShare: zod__WEBPACK_IMPORTED_MODULE_0__.aig().min(0).max(1),
      trafficDropMinPreviousViews: Count,
      trafficDropMinFall: zod__WEBPACK_IMPORTED_MODULE_0__.aig().min(0).max(1)
    });
    const FindingBase = {
      id: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().min(1),
      subject: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      withheld: zod__WEBPACK_IMPORTED_MODULE_0__.zMY(),
      score: zod__WEBPACK_IMPORTED_MODULE_0__.aig().min(0).max(100),
      seen: zod__WEBPACK_IMPORTED_MODULE_0__.k5n([ "new", "again", "unknown" ]),
      summary: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      url: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional()
    };
    const CountedSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      value: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      count: Count
    });
    const ContentGapFindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      ...FindingBase,
      kind: zod__WEBPACK_IMPORTED_MODULE_0__.euz("content-gap"),
      hits: Count,
      spellings: Count,
      shareOfSearches: zod__WEBPACK_IMPORTED_MODULE_0__.aig().min(0).max(1).nullable(),
      lastSearchedAt: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      previousHits: Count.nullable()
    });
    const FeedbackCommentSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      id: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      createdAt: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      source: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      comment: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional()
    });
    const NegativeFeedbackFindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      ...FindingBase,
      kind: zod__WEBPACK_IMPORTED_MODULE_0__.euz("negative-feedback"),
      path: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      thumbsUp: Count,
      thumbsDown: Count,
      code: Count,
      total: Count,
      pendingComments: Count,
      comments: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(FeedbackCommentSchema),
      previousThumbsDown: Count.nullable()
    });
    const UnansweredQuestionsFindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      ...FindingBase,
      kind: zod__WEBPACK_IMPORTED_MODULE_0__.euz("unanswered-questions"),
      category: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      unanswered: Count,
      conversations: Count,
      pages: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(CountedSchema),
      queries: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(CountedSchema).optional(),
      previousUnanswered: Count.nullable()
    });
    const TrafficDropFindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      ...FindingBase,
      kind: zod__WEBPACK_IMPORTED_MODULE_0__.euz("traffic-drop"),
      path: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      views: Count,
      previousViews: Count,
      change: zod__WEBPACK_IMPORTED_MODULE_0__.aig(),
      readers: zod__WEBPACK_IMPORTED_MODULE_0__.k5n([ "human", "human-and-ai" ]).optional(),
      relativeChange: zod__WEBPACK_IMPORTED_MODULE_0__.aig().optional(),
      siteChange: zod__WEBPACK_IMPORTED_MODULE_0__.aig().nullable().optional(),
      humanViews: Count.optional(),
      previousHumanViews: Count.optional(),
      baselineSnapshots: zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().positive().optional()
    });
    const FindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__.gMt("kind", [ ContentGapFindingSchema, NegativeFeedbackFindingSchema, UnansweredQuestionsFindingSchema, TrafficDropFindingSchema ]);
    const TopicSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      id: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().min(1),
      findingIds: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.YjP().min(1)).min(1),
      ties: zod__WEBPACK_IMPORTED_MODULE_0__.g1P(zod__WEBPACK_IMPORTED_MODULE_0__.YjP(), zod__WEBPACK_IMPORTED_MODULE_0__.YjP()),
      score: zod__WEBPACK_IMPORTED_MODULE_0__.aig().min(0).max(100),
      rank: zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().positive(),
      actionable: zod__WEBPACK_IMPORTED_MODULE_0__.zMY(),
      why: zod__WEBPACK_IMPORTED_MODULE_0__.YjP()
    });
    const TrafficBaselineSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      snapshots: Count,
      needed: Count
    });
    const FindingsFileSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      generator: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      version: zod__WEBPACK_IMPORTED_MODULE_0__.euz(FINDINGS_VERSION),
      projectId: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      range: FindingsRangeSchema,
      run: FindingsRunSchema,
      visitorText: zod__WEBPACK_IMPORTED_MODULE_0__.k5n([ "included", "excluded" ]),
      compare: FindingsCompareSchema,
      thresholds: FindingThresholdsSchema,
      headline: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(HeadlineFigureSchema),
      incomplete: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.YjP()),
      findings: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(FindingSchema),
      topics: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(TopicSchema).optional(),
      trafficBaseline: TrafficBaselineSchema.optional()
    });
  },
  65039: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      D$: () => createIssueComment,
      FL: () => setLabelDescription,
      Ko: () => createIssue,
      Qs: () => listIssuesByLabel,
      Y_: () => addLabel,
      ZX: () => getLabelDescription,
      g_: () => listRecentIssues,
      pq: () => listLabelledPage,
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
    async function listLabelledPage(octokit, repo, label, page) {
      const response = await octokit.rest.issues.listForRepo({
        owner: repo.owner,
        repo: repo.repo,
        labels: label,
        state: "all",
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
