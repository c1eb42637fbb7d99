export const id = 950;

export const ids = [ 950 ];

export const modules = {
  63950: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runAnalyticsStep: () => runAnalyticsStep
    });
    var core = __webpack_require__(33838);
    var errors = __webpack_require__(83916);
    var date_range = __webpack_require__(56432);
    var export_run = __webpack_require__(27281);
    var snapshot = __webpack_require__(34477);
    var log_text = __webpack_require__(75409);
    var job_summary = __webpack_require__(7505);
    var promises_ = __webpack_require__(51455);
    var external_node_path_ = __webpack_require__(76760);
    var resume_summary = __webpack_require__(75076);
    var findings_history = __webpack_require__(33814);
    var types = __webpack_require__(45315);
    var docs_health = __webpack_require__(76432);
    var clock = __webpack_require__(99373);
    var schema = __webpack_require__(83795);
    var temp_file = __webpack_require__(29721);
    var count = __webpack_require__(48296);
    var ids = __webpack_require__(45232);
    var score = __webpack_require__(2684);
    var traffic_drop = __webpack_require__(51097);
    var trends = __webpack_require__(83232);
    var rank = __webpack_require__(905);
    var words = __webpack_require__(95458);
    function topCounts(map, limit) {
      return [ ...map ].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, limit).map(([value, count]) => ({
        value: value,
        count: count
      }));
    }
    const EVIDENCE_ROWS = 5;
    function daysText(range) {
      return range.days === null ? "in the range" : `in ${(0, count.LS)(range.days, "day")}`;
    }
    function livePageUrl(docsUrl, path) {
      if (!path.startsWith("/")) return undefined;
      const base = new URL(docsUrl);
      const url = new URL(base.origin);
      url.pathname = `${base.pathname.replace(/\/+$/, "")}${path}`;
      return url.origin === base.origin ? url.href : undefined;
    }
    function pageUrl(docsUrl, path) {
      const url = docsUrl === undefined ? undefined : livePageUrl(docsUrl, path);
      return url === undefined ? {} : {
        url: url
      };
    }
    function seen(input, id) {
      const before = input.previous?.findings;
      if (before === undefined) return "unknown";
      return before.has(id) ? "again" : "new";
    }
    function previousOf(input, id, kind) {
      const found = input.previous?.findings?.get(id);
      return found?.kind === kind ? found : undefined;
    }
    function contentGaps(input) {
      const {facts: facts, thresholds: thresholds, range: range} = input;
      const findings = [];
      for (const gap of facts.searchGaps.values()) {
        if (gap.hits < thresholds.contentGapMinHits) continue;
        const id = (0, ids.zK)("content-gap", gap.hash);
        const withheld = !input.visitorText || gap.query === undefined;
        findings.push({
          id: id,
          kind: "content-gap",
          subject: withheld ? null : gap.query ?? null,
          withheld: withheld,
          score: (0, score.fN)(gap.hits, range.days),
          seen: seen(input, id),
          summary: `A search query was searched ${(0, count.LS)(gap.hits, "time")} ${daysText(range)}${gap.spellings > 1 ? ` (${gap.spellings} spellings)` : ""} and no result was clicked.`,
          hits: gap.hits,
          spellings: gap.spellings,
          shareOfSearches: facts.totalSearches !== undefined && facts.totalSearches > 0 ? Math.min(1, gap.hits / facts.totalSearches) : null,
          lastSearchedAt: gap.lastSearchedAt,
          previousHits: previousOf(input, id, "content-gap")?.hits ?? null
        });
      }
      return findings;
    }
    function negativeFeedback(input) {
      const {facts: facts, thresholds: thresholds, range: range} = input;
      const findings = [];
      for (const row of facts.feedbackByPage) {
        const thumbs = row.thumbsUp + row.thumbsDown;
        if (row.thumbsDown < thresholds.negativeFeedbackMinDown || thumbs === 0) continue;
        if (row.thumbsDown / thumbs < thresholds.negativeFeedbackMinDownShare) continue;
        const id = (0, ids.zK)("negative-feedback", row.path);
        const pending = facts.pendingFeedback.get(row.path);
        const pendingComments = pending?.count ?? 0;
        findings.push({
          id: id,
          kind: "negative-feedback",
          subject: row.path,
          withheld: false,
          score: (0, score.fN)(2 * row.thumbsDown + pendingComments, range.days),
          seen: seen(input, id),
          summary: `${row.thumbsDown} of ${(0, count.LS)(thumbs, "rating")} of ${row.path} were thumbs-down ${daysText(range)}${pendingComments > 0 ? `, with ${(0, 
          count.LS)(pendingComments, "pending comment")}` : ""}.`,
          ...pageUrl(input.docsUrl, row.path),
          path: row.path,
          thumbsUp: row.thumbsUp,
          thumbsDown: row.thumbsDown,
          code: row.code,
          total: row.total,
          pendingComments: pendingComments,
          comments: (pending?.comments ?? []).map(c => ({
            ...c
          })),
          previousThumbsDown: previousOf(input, id, "negative-feedback")?.thumbsDown ?? null
        });
      }
      return findings;
    }
    function questionsOnly(queries) {
      return new Map([ ...queries ].filter(([q]) => !(0, words.y5)(q)));
    }
    function unansweredQuestions(input) {
      const {facts: facts, thresholds: thresholds, range: range} = input;
      const findings = [];
      for (const [subject, tally] of facts.categories) {
        if (tally.unanswered < thresholds.unansweredMinCount) continue;
        if (tally.unanswered / tally.conversations < thresholds.unansweredMinShare) continue;
        const id = (0, ids.zK)("unanswered-questions", subject);
        findings.push({
          id: id,
          kind: "unanswered-questions",
          subject: subject,
          withheld: false,
          score: (0, score.fN)(tally.unanswered, range.days),
          seen: seen(input, id),
          summary: `${tally.unanswered} of ${(0, count.LS)(tally.conversations, "assistant conversation")} ${tally.category === null ? "without a category" : `in the category ${subject}`} went unanswered ${daysText(range)}.`,
          category: tally.category,
          unanswered: tally.unanswered,
          conversations: tally.conversations,
          pages: topCounts(tally.pages, EVIDENCE_ROWS),
          ...input.visitorText ? {
            queries: topCounts(questionsOnly(tally.queries), EVIDENCE_ROWS)
          } : {},
          previousUnanswered: previousOf(input, id, "unanswered-questions")?.unanswered ?? null
        });
      }
      return findings;
    }
    function trafficSamples(previous) {
      const fromHistory = (previous.history ?? []).filter(e => e.pages !== undefined).slice(-traffic_drop.C).map(e => ({
        days: e.days,
        site: e.headline["views-human"] != null && e.headline["views-ai"] != null ? [ e.headline["views-human"], e.headline["views-ai"] ] : undefined,
        pages: new Map(Object.entries(e.pages ?? {}))
      }));
      if (fromHistory.length > 0) return fromHistory;
      if (previous.views === undefined) return [];
      const h = previous.headline;
      return [ {
        days: previous.range.days,
        site: h["views-human"] != null && h["views-ai"] != null ? [ h["views-human"], h["views-ai"] ] : undefined,
        pages: previous.pageTraffic ?? new Map([ ...previous.views ].map(([path, total]) => [ path, [ total, 0 ] ]))
      } ];
    }
    const MIN_BASELINE_SNAPSHOTS = 3;
    function baselineSamples(input) {
      return input.previous === undefined ? [] : trafficSamples(input.previous);
    }
    function trafficDrops(input, samples) {
      const {facts: facts, thresholds: thresholds, range: range} = input;
      if (samples.length < MIN_BASELINE_SNAPSHOTS || !facts.complete.has("views")) return [];
      const site = facts.viewTotals === undefined ? undefined : [ facts.viewTotals.human, facts.viewTotals.ai ];
      const drops = (0, traffic_drop.Pj)({
        days: range.days,
        site: site,
        pages: facts.pageTraffic
      }, samples, thresholds);
      return drops.map(drop => {
        const id = (0, ids.zK)("traffic-drop", drop.path);
        const fall = Math.round(-drop.relativeChange * 100);
        const who = drop.readers === "human" ? "Human readers" : "Human and AI readers";
        const site = drop.siteChange !== null && drop.siteChange < 0 ? ` while the site's human views fell ${Math.round(-drop.siteChange * 100)}%` : "";
        return {
          id: id,
          kind: "traffic-drop",
          subject: drop.path,
          withheld: false,
          score: (0, score.fN)((drop.expectedHumanViews - drop.humanViews) / score.Oe, range.days),
          seen: seen(input, id),
          summary: `${who} of ${drop.path} fell ${fall}% against the site${site}: ${(0, count.ZV)(drop.humanViews)} human views ${daysText(range)} against a usual ${(0, 
          count.ZV)(drop.baselineHumanViews)}.`,
          ...pageUrl(input.docsUrl, drop.path),
          path: drop.path,
          views: drop.views,
          previousViews: drop.baselineViews,
          change: drop.change,
          readers: drop.readers,
          relativeChange: drop.relativeChange,
          siteChange: drop.siteChange,
          humanViews: drop.humanViews,
          previousHumanViews: drop.baselineHumanViews,
          baselineSnapshots: drop.baselineSnapshots
        };
      });
    }
    function compareFindings(a, b) {
      return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    }
    function buildFindings(input) {
      const samples = baselineSamples(input);
      const findings = [ ...contentGaps(input), ...negativeFeedback(input), ...unansweredQuestions(input), ...trafficDrops(input, samples) ];
      findings.sort(compareFindings);
      const incomplete = [ ...input.facts.exported ].filter(d => !input.facts.complete.has(d)).sort();
      return {
        generator: input.generator,
        version: types.Yl,
        projectId: input.projectId,
        range: input.range,
        run: input.run,
        visitorText: input.visitorText ? "included" : "excluded",
        compare: input.compare,
        thresholds: {
          ...input.thresholds
        },
        headline: (0, trends.uN)((0, trends.rY)(input.facts), input.range.days, input.previous?.headline, input.previous?.range.days ?? null),
        incomplete: incomplete,
        findings: findings,
        topics: (0, rank.$Y)(findings),
        trafficBaseline: {
          snapshots: samples.length,
          needed: MIN_BASELINE_SNAPSHOTS
        }
      };
    }
    var privacy = __webpack_require__(23030);
    const COMMENTS_PER_PAGE = 5;
    const QUERIES_PER_CATEGORY = 500;
    const PAGES_PER_CATEGORY = 500;
    const PAGE_PATH_CACHE = 5e3;
    const COMMENT_CHARS = 500;
    function pagePathOrUnknown(pageUrl) {
      if (pageUrl === null || pageUrl.trim() === "") return "(unknown)";
      return (0, privacy.H)(pageUrl) || "(unknown)";
    }
    function newer(a, b) {
      return (a ?? "") > (b ?? "");
    }
    class FactsCollector {
      state;
      projectId;
      visitorText;
      paths=new Map;
      byCategory=new Map;
      viewPaths=[];
      viewCounts=[];
      viewHuman=[];
      viewAi=[];
      trafficByPath=new Map;
      mappedTraffic=0;
      viewsByPath=new Map;
      mappedViews=0;
      constructor(projectId, visitorText) {
        this.projectId = projectId;
        this.visitorText = visitorText;
        const views = () => this.mapViews();
        const traffic = () => this.mapTraffic();
        this.state = {
          complete: new Set,
          exported: new Set,
          viewTotals: undefined,
          get views() {
            return views();
          },
          get pageTraffic() {
            return traffic();
          },
          visitorTotals: undefined,
          totalSearches: undefined,
          searchGaps: new Map,
          searchTotals: new Map,
          searchesWithoutText: 0,
          feedbackByPage: [],
          feedbackItems: 0,
          pendingFeedback: new Map,
          conversations: 0,
          categories: new Map
        };
      }
      view(row) {
        this.viewPaths.push(row.path);
        this.viewCounts.push(row.total);
        this.viewHuman.push(row.human ?? row.total);
        this.viewAi.push(row.ai ?? 0);
      }
      mapTraffic() {
        for (;this.mappedTraffic < this.viewPaths.length; this.mappedTraffic += 1) {
          const i = this.mappedTraffic;
          this.trafficByPath.set(this.viewPaths[i] ?? "", [ this.viewHuman[i] ?? 0, this.viewAi[i] ?? 0 ]);
        }
        return this.trafficByPath;
      }
      mapViews() {
        for (;this.mappedViews < this.viewPaths.length; this.mappedViews += 1) {
          this.viewsByPath.set(this.viewPaths[this.mappedViews] ?? "", this.viewCounts[this.mappedViews] ?? 0);
        }
        return this.viewsByPath;
      }
      viewTotals(totals) {
        this.state.viewTotals = {
          human: totals.human,
          ai: totals.ai,
          total: totals.total
        };
      }
      visitorTotals(totals) {
        this.state.visitorTotals = {
          human: totals.human,
          ai: totals.ai,
          total: totals.total
        };
      }
      totalSearches(total) {
        this.state.totalSearches = total;
      }
      search(row) {
        if (typeof row.searchQuery !== "string") {
          this.state.searchesWithoutText += 1;
          return;
        }
        const key = (0, ids.L0)(row.searchQuery);
        if (key === "") return;
        const hash = (0, ids.dz)(this.projectId, key);
        const totals = this.state.searchTotals.get(hash);
        if (totals === undefined) this.state.searchTotals.set(hash, {
          searches: row.hits,
          clicked: row.hits * row.ctr
        }); else {
          totals.searches += row.hits;
          totals.clicked += row.hits * row.ctr;
        }
        if (row.ctr !== 0 || row.topClickedPage !== null) return;
        const gap = this.state.searchGaps.get(hash);
        if (gap === undefined) {
          this.state.searchGaps.set(hash, {
            hash: hash,
            query: this.visitorText ? row.searchQuery.trim().slice(0, 200) : undefined,
            hits: row.hits,
            spellings: 1,
            lastSearchedAt: row.lastSearchedAt,
            topSpellingHits: row.hits
          });
          return;
        }
        gap.hits += row.hits;
        gap.spellings += 1;
        if (newer(row.lastSearchedAt, gap.lastSearchedAt)) gap.lastSearchedAt = row.lastSearchedAt;
        if (row.hits > gap.topSpellingHits) {
          gap.topSpellingHits = row.hits;
          if (this.visitorText) gap.query = row.searchQuery.trim().slice(0, 200);
        }
      }
      feedbackByPage(row) {
        this.state.feedbackByPage.push({
          path: row.path,
          thumbsUp: row.thumbsUp,
          thumbsDown: row.thumbsDown,
          code: row.code,
          total: row.total
        });
      }
      feedback(item) {
        this.state.feedbackItems += 1;
        if (item.status !== "pending" || typeof item.comment !== "string" || item.comment.trim() === "") return;
        let page = this.state.pendingFeedback.get(item.path);
        if (page === undefined) {
          page = {
            count: 0,
            comments: []
          };
          this.state.pendingFeedback.set(item.path, page);
        }
        page.count += 1;
        const comment = {
          id: item.id,
          createdAt: item.createdAt,
          source: item.source
        };
        if (this.visitorText) comment.comment = item.comment.trim().slice(0, COMMENT_CHARS);
        page.comments.push(comment);
        page.comments.sort((a, b) => newer(a.createdAt, b.createdAt) ? -1 : newer(b.createdAt, a.createdAt) ? 1 : 0);
        if (page.comments.length > COMMENTS_PER_PAGE) page.comments.length = COMMENTS_PER_PAGE;
      }
      conversation(row) {
        this.state.conversations += 1;
        let tally = this.byCategory.get(row.queryCategory);
        if (tally === undefined) {
          const subject = (0, ids.jK)(row.queryCategory);
          tally = this.state.categories.get(subject);
          if (tally === undefined) {
            tally = {
              category: subject === (0, ids.jK)(null) ? null : subject,
              conversations: 0,
              unanswered: 0,
              pages: new Map,
              queries: new Map
            };
            this.state.categories.set(subject, tally);
          }
          if (this.byCategory.size < PAGE_PATH_CACHE) this.byCategory.set(row.queryCategory, tally);
        }
        tally.conversations += 1;
        if (row.resolutionStatus !== "unanswered") return;
        tally.unanswered += 1;
        let path = this.paths.get(row.pageUrl);
        if (path === undefined) {
          path = pagePathOrUnknown(row.pageUrl);
          if (this.paths.size < PAGE_PATH_CACHE) this.paths.set(row.pageUrl, path);
        }
        facts_count(tally.pages, path, PAGES_PER_CATEGORY);
        if (this.visitorText) {
          const key = (0, ids.L0)(row.query);
          if (key !== "") facts_count(tally.queries, key, QUERIES_PER_CATEGORY);
        }
      }
      finish(dataset, complete) {
        this.state.exported.add(dataset);
        if (complete) this.state.complete.add(dataset);
      }
      facts() {
        return this.state;
      }
    }
    function facts_count(map, key, capacity) {
      const seen = map.get(key);
      if (seen !== undefined) map.set(key, seen + 1); else if (map.size < capacity) map.set(key, 1);
    }
    var measure = __webpack_require__(62838);
    var schemas = __webpack_require__(9691);
    var manifest_mac = __webpack_require__(2563);
    var output_dir = __webpack_require__(24851);
    var snapshot_file = __webpack_require__(36851);
    const MAX_PREVIOUS_FILE_BYTES = 256 * 1024 * 1024;
    const ViewsFileSchema = schemas._H3({
      views: schemas.YOg(schemas._H3({
        path: schemas.YjP(),
        total: schemas.aig().int().nonnegative(),
        human: schemas.aig().nonnegative().optional(),
        ai: schemas.aig().nonnegative().optional()
      })),
      totals: schemas._H3({
        human: schemas.aig().nonnegative(),
        ai: schemas.aig().nonnegative(),
        total: schemas.aig().nonnegative()
      }).nullable()
    });
    function outside(name) {
      return `its manifest lists a file outside the snapshot (${JSON.stringify(name)})`;
    }
    async function listedFile(dir, file) {
      const check = await (0, snapshot_file.Z)(dir, file.name, {
        listed: file,
        maxBytes: MAX_PREVIOUS_FILE_BYTES
      });
      if (check.problem === "outside") throw new manifest_mac.nw(outside(file.name));
      if (check.problem === "missing") throw new manifest_mac.nw(`${file.name}, listed in its manifest, is missing`);
      if (check.problem === "mismatch") throw new manifest_mac.nw(`${file.name} does not match the size and SHA-256 its manifest lists`);
      if (check.problem === "too-large") throw new manifest_mac.nw(`${file.name} is larger than ${MAX_PREVIOUS_FILE_BYTES} bytes`);
      if (check.problem === "unreadable") throw new manifest_mac.nw(`${file.name}, listed in its manifest, could not be read`);
      return check.bytes.toString("utf8");
    }
    function parseJson(schema, text, name) {
      let value;
      try {
        value = JSON.parse(text);
      } catch {
        throw new manifest_mac.nw(`${name} is not JSON`);
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new manifest_mac.nw(`${name} is not in the format this action writes`);
      return parsed.data;
    }
    async function readManifest(dir, key) {
      const bytes = await (0, manifest_mac.pe)(dir, key);
      const projectId = key.projectId;
      const manifest = parseJson(schema.Mk, bytes.toString("utf8"), output_dir.xF);
      if (manifest.mode !== "analytics") throw new manifest_mac.nw("it is not an analytics snapshot of this action");
      if (manifest.projectId !== projectId) throw new manifest_mac.nw(`it is a snapshot of another project (${JSON.stringify(manifest.projectId.slice(0, 100))})`);
      if (!manifest.complete) throw new manifest_mac.nw("it is a partial snapshot (manifest.json: complete false)");
      const unlistable = manifest.files?.find(f => !(0, snapshot_file.e)(f.name));
      if (unlistable !== undefined) throw new manifest_mac.nw(outside(unlistable.name));
      return manifest;
    }
    async function readHistory(dir, files, projectId) {
      const entry = files?.find(f => f.name === findings_history.wV);
      if (entry === undefined) return {
        history: undefined,
        historyProblem: `it has no ${findings_history.wV}`
      };
      if (entry.bytes > findings_history.Yw) return {
        history: undefined,
        historyProblem: `its ${findings_history.wV} is larger than ${findings_history.Yw} bytes`
      };
      try {
        const read = (0, findings_history.i6)(await listedFile(dir, entry), projectId);
        return read.entries === undefined ? {
          history: undefined,
          historyProblem: read.problem
        } : {
          history: read.entries,
          historyProblem: read.problem
        };
      } catch (error) {
        return {
          history: undefined,
          historyProblem: error instanceof manifest_mac.nw ? error.message : `its ${findings_history.wV} could not be read: ${(0, 
          errors.gJ)(error)}`
        };
      }
    }
    async function readPreviousSnapshot(dir, key, artifact, runOf) {
      try {
        const manifest = await readManifest(dir, key);
        const range = (0, trends._C)({
          dateFrom: manifest.dateFrom ?? undefined,
          dateTo: manifest.dateTo ?? undefined,
          period: undefined
        });
        range.period = manifest.period ?? null;
        const headline = {};
        let findings;
        const findingsEntry = manifest.files?.find(f => f.name === types.EB);
        if (findingsEntry !== undefined) {
          const file = parseJson(types.wW, await listedFile(dir, findingsEntry), types.EB);
          for (const figure of file.headline) headline[figure.metric] = figure.current;
          findings = new Map(file.findings.map(f => [ f.id, f ]));
        }
        let views;
        let pageTraffic;
        const viewsEntry = manifest.datasets.views;
        const viewsFile = viewsEntry?.files.find(f => f.name === "views.json");
        if (viewsEntry?.complete === true && viewsFile !== undefined) {
          const parsed = parseJson(ViewsFileSchema, await listedFile(dir, viewsFile), viewsFile.name);
          views = new Map(parsed.views.map(row => [ row.path, row.total ]));
          pageTraffic = new Map(parsed.views.map(row => [ row.path, [ row.human ?? row.total, row.ai ?? 0 ] ]));
          if (findingsEntry === undefined && parsed.totals !== null) {
            headline["views-human"] = parsed.totals.human;
            headline["views-ai"] = parsed.totals.ai;
            headline["views-total"] = parsed.totals.total;
            headline["ai-share"] = parsed.totals.total > 0 ? parsed.totals.ai / parsed.totals.total : null;
          }
        }
        if (findingsEntry === undefined) {
          if (manifest.datasets.feedback?.complete === true) headline.feedback = manifest.datasets.feedback.rows;
          if (manifest.datasets.assistant?.complete === true) headline["assistant-conversations"] = manifest.datasets.assistant.rows;
        }
        return {
          snapshot: {
            range: range,
            run: runOf(artifact.runId),
            artifactId: artifact.id,
            artifactName: artifact.name,
            createdAt: artifact.createdAt,
            views: views,
            headline: headline,
            findings: findings,
            pageTraffic: pageTraffic,
            ...await readHistory(dir, manifest.files, key.projectId)
          }
        };
      } catch (error) {
        const why = error instanceof manifest_mac.nw ? error.message : `it could not be read: ${(0, 
        errors.gJ)(error)}`;
        return {
          snapshot: undefined,
          reason: `artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId} is not used: ${why}`
        };
      }
    }
    var artifacts = __webpack_require__(54931);
    var urls = __webpack_require__(15945);
    var sentence = __webpack_require__(67870);
    function runOf(runner, runId = Number(runner.runId) || null, attempt = Number(runner.runAttempt) || null) {
      const repository = runner.repository || null;
      return {
        repository: repository,
        runId: runId,
        runAttempt: attempt,
        url: repository === null || runId === null ? null : `${runner.serverUrl}/${repository}/actions/runs/${runId}`
      };
    }
    function factsObserver(facts) {
      const feeders = {
        views: row => facts.view(row),
        searches: row => facts.search(row),
        feedback: row => facts.feedback(row),
        "feedback-by-page": row => facts.feedbackByPage(row),
        assistant: row => facts.conversation(row)
      };
      return (dataset, rows) => {
        const feed = feeders[dataset];
        if (feed !== undefined) for (const row of rows) feed(row);
      };
    }
    function finishFacts(facts, outcomes) {
      for (const outcome of outcomes) {
        facts.finish(outcome.dataset, outcome.status === "complete");
        const summary = outcome.summary;
        if (summary?.dataset === "views" && summary.totals !== undefined) facts.viewTotals(summary.totals);
        if (summary?.dataset === "visitors" && summary.totals !== undefined) facts.visitorTotals(summary.totals);
        if (summary?.dataset === "searches" && summary.totalSearches !== undefined) facts.totalSearches(summary.totalSearches);
      }
    }
    async function loadPreviousSnapshot(inputs, runner, downloaded) {
      const key = {
        apiKey: inputs.apiKey,
        projectId: inputs.projectId
      };
      if (downloaded !== undefined) {
        const {artifact: artifact, dir: dir} = downloaded;
        core.info((0, log_text.k)(`Previous snapshot: artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId}, created ${artifact.createdAt ?? "at an unknown time"} (downloaded for resume)`));
        const read = await readPreviousSnapshot(dir, key, artifact, runId => runOf(runner, runId, null));
        if (read.snapshot !== undefined) return read;
        core.info((0, log_text.k)(`Previous snapshot: ${read.reason}`));
      }
      const {owner: owner, repo: repo} = runner;
      if (!owner || !repo) return {
        snapshot: undefined,
        reason: "GITHUB_REPOSITORY is not set, so there is no repository to look for artifacts in"
      };
      if (inputs.githubToken === "") return {
        snapshot: undefined,
        reason: "github-token is empty, so the artifacts cannot be listed"
      };
      const {createRunOctokit: createRunOctokit} = await Promise.all([ __webpack_require__.e(119), __webpack_require__.e(913), __webpack_require__.e(634) ]).then(__webpack_require__.bind(__webpack_require__, 79634));
      const octokit = createRunOctokit(inputs.githubToken, runner, line => core.info((0, 
      log_text.k)(line)));
      const expected = await (0, artifacts.Rk)(octokit, {
        owner: owner,
        repo: repo
      }, runner);
      const exclude = new Set(downloaded === undefined ? [] : [ downloaded.artifact.id ]);
      let read = {
        snapshot: undefined,
        reason: "no artifact was tried"
      };
      for (let attempt = 0; attempt < MAX_SNAPSHOT_ATTEMPTS; attempt += 1) {
        const search = await (0, artifacts.bd)(octokit, {
          owner: owner,
          repo: repo,
          name: inputs.artifactName,
          currentRunId: Number(runner.runId) || undefined,
          expected: expected,
          exclude: exclude
        });
        if (attempt === 0) for (const refusal of search.refused ?? []) core.info((0, log_text.k)(`Previous snapshot: not taken: ${refusal}`));
        if (search.found === undefined) return attempt === 0 ? {
          snapshot: undefined,
          reason: search.reason
        } : read;
        const artifact = search.found;
        exclude.add(artifact.id);
        core.info((0, log_text.k)(`Previous snapshot: artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId}, created ${artifact.createdAt ?? "at an unknown time"}`));
        const dir = await (0, promises_.mkdtemp)(external_node_path_.join(runner.tempDir, "mintlify-previous-"));
        try {
          const rest = (0, urls.uT)(runner) ? {
            rest: octokit
          } : {};
          const failed = await (0, artifacts.s4)(artifact, {
            owner: owner,
            repo: repo,
            token: inputs.githubToken,
            dir: dir,
            ...rest
          });
          read = failed !== undefined ? {
            snapshot: undefined,
            reason: failed
          } : await readPreviousSnapshot(dir, key, artifact, runId => runOf(runner, runId, null));
        } finally {
          await (0, promises_.rm)(dir, {
            recursive: true,
            force: true
          }).catch(() => undefined);
        }
        if (read.snapshot !== undefined) return read;
        core.info((0, log_text.k)(`Previous snapshot: ${read.reason}`));
      }
      return read;
    }
    const MAX_SNAPSHOT_ATTEMPTS = 3;
    function compareNotice(reason) {
      return `Docs health: not compared with a previous snapshot: ${(0, sentence.s)(reason)}. Findings of this run have no traffic-drop; trends need the previous run's artifact (compare: previous-artifact, permissions actions: read). See docs/findings.md.`;
    }
    function keptWithoutVisitorTextNotice(kept, visitorText) {
      if (visitorText) return undefined;
      const rows = dataset => kept.filter(k => k.dataset === dataset).reduce((n, k) => n + k.rows, 0);
      const parts = [ rows("searches") > 0 ? `${(0, count.B4)(rows("searches"))} searches` : undefined, rows("feedback") > 0 ? `${(0, 
      count.B4)(rows("feedback"))} feedback rows` : undefined ].filter(p => p !== undefined);
      if (parts.length === 0) return undefined;
      return `Docs health: the ${parts.join(" and ")} kept from earlier runs of this snapshot hold no visitor text (visitor-text leaves it out of the files), so they add no content gap and no pending feedback comment to these findings; only the rows fetched in this run do. See docs/analytics.md (Big sites).`;
    }
    function historyNotice(reason) {
      return `Docs health: history.json starts anew, because the previous snapshot's history cannot be used (${(0, 
      sentence.s)(reason)}). Traffic drops are judged against the previous snapshot alone until the history holds more snapshots. See docs/findings.md.`;
    }
    function unlessCancelled(previous, signal) {
      const cancelled = {
        snapshot: undefined,
        reason: "the run was cancelled before the previous snapshot was read"
      };
      if (signal.aborted) return Promise.resolve(cancelled);
      return new Promise(resolve => {
        const onAbort = () => resolve(cancelled);
        signal.addEventListener("abort", onAbort, {
          once: true
        });
        void previous.then(read => {
          signal.removeEventListener("abort", onAbort);
          resolve(read);
        });
      });
    }
    function startFindingsStep(inputs, privacy, runner, clean, signal, downloaded) {
      const facts = new FactsCollector(inputs.projectId, privacy.visitorText);
      const previous = inputs.findings.compare === "previous-artifact" ? loadPreviousSnapshot(inputs, runner, downloaded).catch(error => ({
        snapshot: undefined,
        reason: `reading it failed: ${(0, errors.gJ)(error)}`
      })) : undefined;
      let written;
      let history;
      return {
        observe: factsObserver(facts),
        async write(outcomes) {
          finishFacts(facts, outcomes);
          const read = previous === undefined ? undefined : await unlessCancelled(previous, signal);
          let compare = {
            status: "off"
          };
          if (read?.snapshot !== undefined) {
            const p = read.snapshot;
            compare = {
              status: "compared",
              previous: {
                range: p.range,
                run: p.run,
                artifactId: p.artifactId,
                artifactName: p.artifactName,
                createdAt: p.createdAt
              }
            };
          } else if (read !== undefined) {
            compare = {
              status: "unavailable",
              reason: clean(read.reason)
            };
            core.notice(compareNotice(compare.reason));
          }
          written = buildFindings({
            generator: schema.c4,
            projectId: inputs.projectId,
            range: (0, trends._C)(inputs.range),
            run: runOf(runner),
            visitorText: privacy.visitorText,
            thresholds: {
              ...inputs.findings.thresholds
            },
            facts: facts.facts(),
            previous: read?.snapshot,
            compare: compare,
            docsUrl: inputs.findings.docsUrl
          });
          const file = await (0, temp_file.Zf)(external_node_path_.join(inputs.outputDir, types.EB), (0, 
          findings_history.EB)(types.wW, written, types.EB, 2));
          core.info((0, log_text.k)(`${types.EB}: ${written.findings.length} findings${compare.status === "compared" ? `, compared with run ${compare.previous.run.runId ?? "?"}` : ""}`));
          const carried = read?.snapshot?.history;
          if (read?.snapshot !== undefined && carried === undefined) core.notice(historyNotice(clean(read.snapshot.historyProblem ?? "it has no history"))); else if (read?.snapshot?.historyProblem !== undefined) core.notice(`Docs health: ${clean(read.snapshot.historyProblem)}; the others are kept. See docs/findings.md.`);
          const current = facts.facts();
          history = (0, findings_history.b8)(carried ?? [], (0, findings_history.xg)(written, (0, 
          clock.t)().toISOString(), current.complete.has("views") ? current.pageTraffic : undefined, {
            kinds: (0, measure.lX)(current),
            figures: id => (0, measure.C4)(id, current)
          }));
          const historyWritten = await (0, temp_file.Zf)(external_node_path_.join(inputs.outputDir, findings_history.wV), (0, 
          findings_history.EB)(findings_history.aP, (0, findings_history.p2)(schema.c4, inputs.projectId, history), findings_history.wV));
          core.info((0, log_text.k)(`${findings_history.wV}: ${(0, count.LS)(history.length, "snapshot")}`));
          return [ file, historyWritten ];
        },
        result: () => written,
        history: () => history,
        measure: findingId => written === undefined ? undefined : (0, measure.Qt)(findingId, facts.facts()),
        figures: findingId => written === undefined ? undefined : (0, measure.C4)(findingId, facts.facts())
      };
    }
    function datasetsOutput(outcomes) {
      return JSON.stringify(Object.fromEntries(outcomes.map(o => [ o.dataset, o.rows ])));
    }
    function incompleteMessage(result) {
      const partial = result.outcomes.filter(o => o.status === "partial");
      const skipped = result.outcomes.filter(o => o.status === "skipped");
      const parts = partial.map(o => `${o.dataset} partial (${o.rows} rows kept: ${o.stop?.message ?? "stopped early"})`);
      if (skipped.length > 0) parts.push(`${skipped.map(o => o.dataset).join(", ")} not fetched (${skipped[0]?.stop?.message.replace(/^not fetched: /, "") ?? ""})`);
      const files = partial.flatMap(o => o.files.map(f => external_node_path_.basename(f.path)));
      return `Analytics snapshot incomplete after ${result.requests} of ${result.maxRequests} requests: ${parts.join("; ")}.${files.length > 0 ? ` Partial files: ${files.join(", ")}` : ""} (manifest.json: complete false).`;
    }
    function snapshotRequest(inputs, privacy) {
      return {
        ...(0, snapshot.n)(inputs),
        mode: "analytics",
        manifestMac: {
          apiKey: inputs.apiKey,
          projectId: inputs.projectId
        },
        datasets: (0, snapshot.XD)(inputs.datasets).map(dataset => ({
          dataset: dataset,
          fileStem: dataset,
          limit: undefined
        })),
        jsonHead: (dataset, generatedAt, rules) => ({
          dataset: dataset,
          projectId: inputs.projectId,
          dateFrom: inputs.range.dateFrom ?? null,
          dateTo: inputs.range.dateTo ?? null,
          generatedAt: generatedAt,
          visitorText: rules.visitorText ? "included" : "excluded"
        }),
        privacy: privacy
      };
    }
    function analyticsPreset(inputs, findings, summary) {
      const request = snapshotRequest(inputs, () => findings.privacy());
      return {
        inputs: inputs,
        request: request,
        title: "Fetching the analytics datasets",
        noun: "snapshot",
        rules: () => findings.rules(),
        carriedFileNames: [ types.EB, findings_history.wV ],
        phases: start => findings.alongside(start),
        incompleteMessage: incompleteMessage,
        failedOutputs: () => core.setOutput("complete", "false"),
        fetched: run => reportSnapshot(run, inputs, findings, summary),
        carried: async ({previous: previous}) => {
          core.setOutput("datasets", JSON.stringify(Object.fromEntries(previous.kept.map(k => [ k.dataset, k.rows ]))));
          core.setOutput("complete", "true");
          core.setOutput("findings", await findingsCount(external_node_path_.join(request.outputDir, types.EB)));
        }
      };
    }
    async function reportSnapshot({result: result, resumesNextRun: resumesNextRun, resumedFrom: resumedFrom}, inputs, findings, summary) {
      summary.snapshot = {
        complete: result.complete,
        outcomes: result.outcomes,
        requests: result.requests
      };
      const findingsFile = findings.step?.result();
      if (findingsFile !== undefined) {
        const missing = resumedFrom === undefined ? undefined : keptWithoutVisitorTextNotice(resumedFrom.kept, (await findings.privacy()).visitorText);
        if (missing !== undefined) core.notice(missing);
        const history = findings.step?.history();
        summary.docsHealth = budget => (0, docs_health._)({
          findings: findingsFile,
          history: history,
          rows: inputs.summaryRows
        }, budget);
        core.setOutput("findings", findingsFile.findings.length);
      }
      for (const outcome of result.outcomes) {
        if (outcome.truncated) {
          core.warning(`${outcome.dataset}: the API returned its first ${outcome.rows} rows only (hasMore: true); the endpoint has no paging parameter, so the rest cannot be exported.`);
        }
      }
      core.setOutput("datasets", datasetsOutput(result.outcomes));
      core.setOutput("complete", String(result.complete));
      core.info((0, log_text.k)(`${result.complete ? "Snapshot complete" : "Snapshot INCOMPLETE"}: ${result.requests} of ${result.maxRequests} requests spent (max-requests).`));
      if (resumesNextRun && summary.progress !== undefined) core.info((0, log_text.k)(`Analytics ${(0, 
      resume_summary.bW)(summary.progress)} (resume: true).`));
    }
    async function findingsCount(file) {
      try {
        const parsed = types.wW.safeParse(JSON.parse(await (0, promises_.readFile)(file, "utf8")));
        return parsed.success ? parsed.data.findings.length : "";
      } catch {
        return "";
      }
    }
    const Payload = schemas._H3({
      repository: schemas._H3({
        private: schemas.zMY().optional(),
        visibility: schemas.YjP().optional()
      }).optional()
    });
    function repositoryVisibility(payload) {
      const parsed = Payload.safeParse(payload);
      if (!parsed.success || parsed.data.repository === undefined) return "unknown";
      const {visibility: visibility, private: isPrivate} = parsed.data.repository;
      if (visibility === "public" || visibility === "private" || visibility === "internal") return visibility;
      if (isPrivate === true) return "private";
      if (isPrivate === false) return "public";
      return "unknown";
    }
    async function readRepositoryVisibility(runner, token = "") {
      const fromPayload = await runner.eventPayload().then(repositoryVisibility, () => "unknown");
      const {owner: owner, repo: repo} = runner;
      if (fromPayload !== "unknown" || !token || !owner || !repo) return fromPayload;
      try {
        const {createRunOctokit: createRunOctokit} = await Promise.all([ __webpack_require__.e(119), __webpack_require__.e(913), __webpack_require__.e(634) ]).then(__webpack_require__.bind(__webpack_require__, 79634));
        const octokit = createRunOctokit(token, runner, () => undefined);
        const {data: data} = await octokit.rest.repos.get({
          owner: owner,
          repo: repo
        });
        return repositoryVisibility({
          repository: data
        });
      } catch {
        return "unknown";
      }
    }
    function resolvePrivacy(mode, includeContact, visibility) {
      let excludedBecause;
      if (mode === "exclude") excludedBecause = "visitor-text is exclude"; else if (mode === "auto" && visibility === "public") excludedBecause = "this repository is public (visitor-text: auto)"; else if (mode === "auto" && visibility === "unknown") excludedBecause = "the event payload does not say whether this repository is private, so it is treated as public (visitor-text: auto)";
      return {
        visitorText: excludedBecause === undefined,
        contact: includeContact,
        excludedBecause: excludedBecause
      };
    }
    function visitorTextNotice(privacy) {
      if (privacy.excludedBecause === undefined) return undefined;
      const howTo = privacy.excludedBecause.startsWith("visitor-text is exclude") ? "To include it, set visitor-text: include or auto" : "To include it, set visitor-text: include";
      return `Search queries, feedback comments and assistant conversations are left out of the artifact and the job summary because ${privacy.excludedBecause}. Counts, paths and categories are included. ${howTo} (visitor-written text is personal data: anyone who can read this repository's workflow runs can download the artifact and read the summary).`;
    }
    async function privacyRules(inputs, runner) {
      const visibility = inputs.visitorText === "auto" ? await readRepositoryVisibility(runner, inputs.githubToken) : "unknown";
      return resolvePrivacy(inputs.visitorText, inputs.includeContact, visibility);
    }
    class FindingsPhase {
      #inputs;
      #runner;
      #redact;
      #signal;
      #rules;
      #privacy;
      #start;
      #step;
      constructor(inputs, runner, redact, signal) {
        this.#inputs = inputs;
        this.#runner = runner;
        this.#redact = redact;
        this.#signal = signal;
      }
      rules() {
        this.#rules ??= privacyRules(this.#inputs, this.#runner).then(privacy => {
          const notice = visitorTextNotice(privacy);
          if (notice !== undefined) core.notice(notice);
          return privacy;
        });
        return this.#rules;
      }
      privacy() {
        this.#privacy ??= this.rules().then(privacy => {
          if (this.#inputs.findings.enabled) this.#step = this.#startStep(privacy, this.#start?.downloaded);
          return privacy;
        });
        return this.#privacy;
      }
      alongside(start) {
        this.#start = start;
        if (!this.#inputs.findings.enabled) return {};
        return {
          observe: (dataset, rows) => this.#step?.observe(dataset, rows),
          beforeManifest: async outcomes => {
            await this.privacy();
            if (start.resumesNextRun(outcomes)) {
              core.info((0, log_text.k)("Findings: not computed in this run: the snapshot is in progress (resume), and its findings come with the run that completes it."));
              return [];
            }
            return this.#step === undefined ? [] : this.#step.write(outcomes);
          },
          extraFileNames: [ types.EB, findings_history.wV ]
        };
      }
      get step() {
        return this.#step;
      }
      #startStep(privacy, downloaded) {
        return startFindingsStep(this.#inputs, privacy, this.#runner, this.#redact, this.#signal, downloaded);
      }
    }
    var summary_budget = __webpack_require__(92461);
    var format_escape = __webpack_require__(59044);
    var untrusted = __webpack_require__(80849);
    var artifact_step = __webpack_require__(74514);
    var analytics_endpoints = __webpack_require__(46293);
    var summary_html = __webpack_require__(51602);
    const SECTION_TITLES = {
      views: "Page views",
      visitors: "Unique visitors",
      searches: "Searches",
      feedback: "Feedback",
      "feedback-by-page": "Pages with the most thumbs-down",
      assistant: "Assistant conversations",
      "assistant-callers": "Assistant callers"
    };
    function percent(ratio) {
      return `${(ratio * 100).toFixed(1)}%`;
    }
    function code(text) {
      return `<code>${(0, untrusted.T)(text)}</code>`;
    }
    function topPagesTable(title, pages, limit, budget) {
      const shown = pages.slice(0, limit);
      if (shown.length === 0) return "";
      return (0, summary_html.R_)(4, `${title} (top ${shown.length})`) + (0, summary_budget.bo)([ "#", "Page", ...summary_html.OH ], shown.map((p, i) => [ String(i + 1), code(p.path), ...(0, 
      summary_html.L)(p) ]), budget);
    }
    function searchesTable(rows, limit, privacy, budget) {
      const shown = rows.slice(0, limit);
      const header = [ "#", ...privacy.visitorText ? [ "Search" ] : [], "Searches", "Click-through", "Top clicked page" ];
      return (0, summary_budget.bo)(header, shown.map((r, i) => [ String(i + 1), ...privacy.visitorText ? [ (0, 
      untrusted.T)(r.query ?? "") ] : [], (0, count.B4)(r.hits), percent(r.ctr), r.topClickedPage === null ? "\u2014" : code(r.topClickedPage) ]), budget);
    }
    function frequencyTable(label, rows, limit, budget) {
      return (0, summary_budget.bo)([ "#", label, "Conversations" ], rows.slice(0, limit).map((r, i) => [ String(i + 1), (0, 
      untrusted.T)(r.value), (0, count.B4)(r.count) ]), budget);
    }
    function renderDatasetSection(summary, limit, privacy, budget) {
      switch (summary.dataset) {
       case "views":
       case "visitors":
        {
          if (summary.totals === undefined) return (0, summary_html.FY)("No response arrived, so there are no totals.");
          const what = summary.dataset === "views" ? "Top pages by total views" : "Top pages by unique visitors";
          return (0, summary_html.uH)(summary.totals, budget) + topPagesTable(what, summary.top, limit, budget);
        }

       case "searches":
        {
          let html = (0, summary_html.FY)(`<strong>Searches:</strong> ${summary.totalSearches === undefined ? "\u2014" : (0, 
          count.B4)(summary.totalSearches)} \xb7 <strong>distinct terms:</strong> ${(0, count.B4)(summary.terms)} \xb7 <strong>terms without a click:</strong> ${(0, 
          count.B4)(summary.noClickTerms)} (${(0, count.B4)(summary.noClickHits)} searches)`);
          if (summary.top.length > 0 && limit > 0) {
            html += (0, summary_html.R_)(4, `Top searches (${Math.min(limit, summary.top.length)})`) + searchesTable(summary.top, limit, privacy, budget);
          }
          if (summary.noClick.length > 0 && limit > 0) {
            html += (0, summary_html.R_)(4, "Searches with no click (content gaps)") + searchesTable(summary.noClick, limit, privacy, budget);
          }
          return html;
        }

       case "feedback-by-page":
        {
          let html = (0, summary_html.FY)(`<strong>Pages with feedback:</strong> ${(0, count.B4)(summary.pages)}${summary.truncated ? ` (the API returned its first ${(0, 
          count.B4)(summary.pages)} pages only: <code>hasMore</code> is true and the endpoint has no paging parameter)` : ""}`);
          const shown = summary.top.slice(0, limit);
          if (shown.length === 0) return html + (0, summary_html.FY)("No page has a thumbs-down.");
          html += (0, summary_budget.bo)([ "#", "Page", "Thumbs down", "Thumbs up", "Code", "Total" ], shown.map((r, i) => [ String(i + 1), code(r.path), (0, 
          count.B4)(r.thumbsDown), (0, count.B4)(r.thumbsUp), (0, count.B4)(r.code), (0, count.B4)(r.total) ]), budget);
          return html;
        }

       case "feedback":
        {
          const html = (0, summary_html.FY)(`<strong>Feedback items:</strong> ${(0, count.B4)(summary.items)} \xb7 <strong>with a comment:</strong> ${(0, 
          count.B4)(summary.withComment)} \xb7 <strong>helpful / not helpful:</strong> ${(0, 
          count.B4)(summary.helpful)} / ${(0, count.B4)(summary.notHelpful)}`);
          return html + (0, summary_html.R_)(4, "By source") + (0, summary_budget.bo)([ "Source", "Items" ], Object.entries(summary.bySource).map(([k, n]) => [ `<code>${(0, 
          format_escape.kq)(k)}</code>`, (0, count.B4)(n) ]), budget) + (0, summary_html.R_)(4, "By status") + (0, 
          summary_budget.bo)([ "Status", "Items" ], Object.entries(summary.byStatus).map(([k, n]) => [ `<code>${(0, 
          format_escape.kq)(k)}</code>`, (0, count.B4)(n) ]), budget);
        }

       case "assistant":
        {
          let html = (0, summary_html.FY)(`<strong>Conversations:</strong> ${(0, count.B4)(summary.conversations)}`) + (0, 
          summary_html.R_)(4, "By resolution status") + (0, summary_budget.bo)([ "Status", "Conversations", "Share" ], Object.entries(summary.byResolution).map(([k, n]) => [ `<code>${(0, 
          format_escape.kq)(k)}</code>`, (0, count.B4)(n), (0, count.T1)(n, summary.conversations) ]), budget);
          if (summary.categories.length > 0 && limit > 0) {
            html += (0, summary_html.R_)(4, "By category") + frequencyTable("Category", summary.categories, limit, budget);
            if (summary.categoriesApproximate) html += (0, summary_html.FY)("<em>More categories than the summary counts: counts are upper bounds.</em>");
          }
          const questions = summary.unresolved.filter(r => !(0, words.y5)(r.value));
          if (privacy.visitorText && questions.length > 0 && limit > 0) {
            html += (0, summary_html.R_)(4, "Most frequent unanswered queries") + frequencyTable("Query", questions, limit, budget);
            if (summary.unresolvedApproximate) html += (0, summary_html.FY)("<em>More distinct queries than the summary counts: counts are upper bounds.</em>");
          }
          return html;
        }

       case "assistant-callers":
        {
          const s = summary.stats;
          if (s === undefined) return (0, summary_html.FY)("No response arrived.");
          return (0, summary_budget.bo)([ "Web", "API", "Other", "Total" ], [ [ (0, count.B4)(s.web), (0, 
          count.B4)(s.api), (0, count.B4)(s.other), (0, count.B4)(s.total) ] ], budget);
        }
      }
    }
    function statusLabel(outcome) {
      if (outcome.status === "complete") return outcome.truncated ? "\u2705 complete (API limit: rows left out)" : "\u2705 complete";
      return outcome.status === "partial" ? "\u26a0\ufe0f <strong>partial</strong>" : "\u23ed\ufe0f <strong>not fetched</strong>";
    }
    function requestsTable(outcomes, requests, maxRequests, budget) {
      const rows = outcomes.map(o => [ `<code>${(0, format_escape.kq)(o.dataset)}</code>`, statusLabel(o), (0, 
      count.B4)(o.rows), (0, count.B4)(o.requests), o.files.map(f => `<code>${(0, format_escape.kq)(f.path.split(/[\\/]/).pop() ?? "")}</code>`).join(" ") || "\u2014" ]);
      const everyRun = outcomes.reduce((n, o) => n + o.requests, 0);
      const spent = `<strong>${(0, count.B4)(requests)} of ${(0, count.B4)(maxRequests)}</strong>${everyRun > requests ? ` this run (${(0, 
      count.B4)(everyRun)} over every run)` : ""}`;
      rows.push([ "<strong>all</strong>", "", (0, count.B4)(outcomes.reduce((n, o) => n + o.rows, 0)), spent, "<code>manifest.json</code>" ]);
      return (0, summary_budget.bo)([ "Dataset", "Status", "Rows", "Requests", "Files" ], rows, budget);
    }
    function partialBanner(outcomes) {
      const incomplete = outcomes.filter(o => o.status !== "complete");
      const list = incomplete.map(o => `<code>${(0, format_escape.kq)(o.dataset)}</code> (${o.status === "partial" ? `partial, ${(0, 
      count.B4)(o.rows)} rows kept` : "not fetched"})`).join(", ");
      return (0, summary_html.FY)(`<strong>\u26a0\ufe0f Partial snapshot \u2014 not every dataset is complete:</strong> ${list}. Their files are named <code>&lt;dataset&gt;.partial.json</code> / <code>.csv</code> and <code>manifest.json</code> says <code>complete: false</code>.`);
    }
    function renderAnalyticsSummary(data) {
      const budget = new summary_budget.UA;
      const snapshot = data.snapshot;
      const partial = snapshot !== undefined && !snapshot.complete;
      let html = "";
      if (partial && data.progress?.left !== undefined) html += (0, resume_summary.Z9)(data.progress); else if (partial) html += partialBanner(snapshot.outcomes);
      if (data.quietWeek !== undefined) html += (0, summary_html.FY)(`<strong>\u26a0\ufe0f Quiet week</strong> \u2014 ${(0, 
      format_escape.ZD)(data.quietWeek)}`);
      if (data.docsHealth !== undefined) html += data.docsHealth(budget);
      html += (0, summary_html.R_)(2, partial ? "Mintlify analytics snapshot (partial)" : "Mintlify analytics snapshot");
      const artifact = (0, artifact_step.ii)(data.artifact);
      const visitorText = data.privacy.visitorText ? "included" : "left out";
      html += (0, summary_html.FY)(`<strong>Project:</strong> <code>${(0, format_escape.kq)(data.projectId)}</code><br>\n<strong>Range:</strong> ${(0, 
      format_escape.ZD)((0, date_range.pC)(data.range))}<br>\n<strong>Visitor text:</strong> ${visitorText} \xb7 <strong>feedback contacts:</strong> ${data.privacy.contact ? "included in the files" : "left out"}<br>\n<strong>Artifact:</strong> ${artifact}`);
      if (data.visitorTextNotice !== undefined) html += (0, summary_html.FY)(`<em>${(0, 
      format_escape.ZD)(data.visitorTextNotice)}</em>`);
      if (data.failure !== undefined) html += (0, summary_html.FY)(`<strong>Error:</strong> ${(0, 
      untrusted.T)(data.failure, 2e3)}`);
      if (data.abandoned !== undefined) html += (0, resume_summary.iH)(data.abandoned);
      if (data.alreadyComplete !== undefined) html += (0, resume_summary.zF)(data.alreadyComplete);
      if (snapshot === undefined) return html;
      if (data.progress !== undefined && !(partial && data.progress.left !== undefined)) html += (0, 
      resume_summary.Z9)(data.progress);
      html += (0, summary_html.R_)(3, "Requests") + requestsTable(snapshot.outcomes, snapshot.requests, data.maxRequests, budget);
      const limit = Math.max(0, Math.floor(data.summaryRows));
      const sections = analytics_endpoints.LJ.map(d => snapshot.outcomes.find(o => o.dataset === d)).filter(o => o !== undefined);
      const folded = data.docsHealth !== undefined;
      for (const outcome of sections) {
        html += folded ? `<details><summary>${(0, summary_html.R_)(3, SECTION_TITLES[outcome.dataset]).trimEnd()}</summary>\n\n` : (0, 
        summary_html.R_)(3, SECTION_TITLES[outcome.dataset]);
        if (outcome.status !== "complete" && outcome.stop !== undefined) {
          const shown = outcome.status === "partial" ? `; shown from the ${(0, count.B4)(outcome.rows)} rows received` : "";
          html += (0, summary_html.FY)(`<strong>${outcome.status === "partial" ? "\u26a0\ufe0f Partial" : "\u23ed\ufe0f Not fetched"}:</strong> ${(0, 
          untrusted.T)((0, sentence.s)(outcome.stop.message), 1e3)}${shown}.`);
        }
        if (outcome.summary !== undefined) html += renderDatasetSection(outcome.summary, limit, data.privacy, budget);
        if (folded) html += "</details>\n";
      }
      return html;
    }
    var quiet_week = __webpack_require__(5821);
    var verify_fix = __webpack_require__(34854);
    var state_section = __webpack_require__(85178);
    var spend_section = __webpack_require__(7959);
    const DASHBOARD_TEXT = {
      opened: "opened",
      updated: "rewritten",
      unchanged: "already current",
      reopened: "reopened and rewritten (reopen-dashboard)",
      "left-closed": "left closed: it was closed by hand (reopen-dashboard: true reopens it)"
    };
    const ACTION_TEXT = {
      opened: "opened",
      updated: "updated",
      reopened: "reopened (back after completion)",
      "left-closed": "left closed (not planned)",
      "over-limit": "not filed yet (max-issues reached)",
      merged: "closed: tracked with the related findings of its topic",
      "job-started": "agent job started",
      "verified-fixed": "closed: fix verified by readers",
      "not-helped": "the merged fix has not helped yet"
    };
    function mergedEntries(entries) {
      const merged = [];
      const byIssue = new Map;
      for (const e of entries) {
        const same = e.issueNumber === undefined ? undefined : byIssue.get(e.issueNumber);
        if (same !== undefined) {
          if (!same.actions.includes(e.action)) same.actions.push(e.action);
          continue;
        }
        const line = {
          ...e,
          actions: [ e.action ]
        };
        merged.push(line);
        if (e.issueNumber !== undefined) byIssue.set(e.issueNumber, line);
      }
      return merged;
    }
    function renderTriageSummary({result: result, failure: failure, deferred: deferred}) {
      const html = [ (0, summary_html.R_)(2, "Finding issues") ];
      if (deferred !== undefined) return html.join("") + (0, summary_html.FY)((0, format_escape.ZD)(deferred));
      if (result !== undefined) {
        html.push((0, summary_html.FY)(`${result.opened} opened, ${result.updated} updated, ${(0, 
        count.LS)(result.agentJobs, "agent job")} started.`));
        if (result.loop !== undefined) html.push((0, summary_html.FY)((0, format_escape.ZD)((0, 
        verify_fix.z$)(result.loop))));
        if (result.standings !== undefined) html.push((0, summary_html.FY)((0, format_escape.ZD)((0, 
        state_section.Sw)(result.standings))));
        if (result.dashboard !== undefined && /^https?:\/\//.test(result.dashboard.url)) html.push((0, 
        summary_html.FY)(`Dashboard: <a href="${(0, format_escape.ZD)(result.dashboard.url)}">#${result.dashboard.number}</a> ${(0, 
        format_escape.ZD)(DASHBOARD_TEXT[result.dashboard.action] ?? result.dashboard.action)}.`));
        if (result.dashboardFailure !== undefined) html.push((0, summary_html.FY)(`<strong>Dashboard:</strong> ${(0, 
        format_escape.ZD)(result.dashboardFailure)}`));
        if (result.agentPartial !== undefined) html.push((0, summary_html.FY)(`<strong>Agent jobs partial:</strong> ${(0, 
        format_escape.ZD)(result.agentPartial)}`));
        const items = mergedEntries(result.entries).map(e => {
          const title = (0, format_escape.ZD)(e.title);
          const link = e.url !== undefined && /^https?:\/\//.test(e.url) ? `<a href="${(0, 
          format_escape.ZD)(e.url)}">#${e.issueNumber ?? ""}</a> ` : "";
          return `<li>${link}${title}: ${e.actions.map(a => ACTION_TEXT[a]).join("; ")}</li>`;
        });
        if (items.length > 0) html.push(`<ul>${items.slice(0, 100).join("")}</ul>\n`);
        if (result.spend !== undefined) html.push((0, spend_section.U)(result.spend));
      }
      if (failure !== undefined) html.push((0, summary_html.FY)(`<strong>Filing issues failed:</strong> ${(0, 
      format_escape.ZD)(failure)}`));
      return html.join("");
    }
    async function runAnalyticsStep(inputs, mintlify, context, signal) {
      const runner = {
        mintlify: mintlify,
        runner: context,
        signal: signal,
        redact: text => (0, errors.E$)(text, [ inputs.apiKey ])
      };
      const findings = new FindingsPhase(inputs, context, runner.redact, signal);
      const summary = emptySummary(inputs);
      const triage = {
        result: undefined,
        failure: undefined
      };
      core.setOutput("findings", "");
      core.info((0, log_text.k)(startLine(inputs)));
      try {
        const run = await (0, export_run.M)(analyticsPreset(inputs, findings, summary), runner, summary);
        if (run.kind === "exported") {
          await fileFindingIssues(inputs, run, findings, runner, triage);
          (0, export_run.S)(run, summary);
        }
      } finally {
        await writeSummary(inputs, summary, triage, findings);
      }
    }
    function startLine(inputs) {
      return `Analytics snapshot of project ${inputs.projectId}, ${(0, date_range.pC)(inputs.range)}: ${(0, 
      snapshot.XD)(inputs.datasets).join(", ")} (in this order), at most ${inputs.maxRequests} requests (max-requests), ${inputs.formats.join(" and ")} to ${inputs.outputDir}`;
    }
    function emptySummary(inputs) {
      const {projectId: projectId, range: range, maxRequests: maxRequests, summaryRows: summaryRows} = inputs;
      return {
        projectId: projectId,
        range: range,
        maxRequests: maxRequests,
        summaryRows: summaryRows,
        snapshot: undefined,
        artifact: undefined,
        failure: undefined
      };
    }
    async function fileFindingIssues(inputs, run, findings, runner, triage) {
      if (!inputs.triage.fileIssues) return;
      if (run.resumesNextRun) {
        triage.deferred = "Not filed in this run: the snapshot is in progress, and the run that completes it files its findings.";
        core.info((0, log_text.k)("Finding issues: not filed in this run: the snapshot is in progress (resume); the run that completes it files them."));
        return;
      }
      try {
        const request = {
          triage: inputs.triage,
          apiKey: inputs.apiKey,
          project: {
            projectId: inputs.projectId,
            apiUrl: inputs.apiUrl
          },
          githubToken: inputs.githubToken,
          findings: findings.step?.result(),
          history: findings.step?.history(),
          measure: id => findings.step?.measure(id),
          figures: id => findings.step?.figures(id),
          visitorText: (await findings.privacy()).visitorText,
          summaryRows: inputs.summaryRows
        };
        const {runTriageStep: runTriageStep} = await Promise.all([ __webpack_require__.e(119), __webpack_require__.e(913), __webpack_require__.e(322) ]).then(__webpack_require__.bind(__webpack_require__, 18322));
        triage.result = await runTriageStep(request, runner.mintlify, runner.runner, runner.signal);
      } catch (error) {
        triage.failure = runner.redact(`Filing the finding issues failed: ${(0, errors.gJ)(error)}`);
        throw new Error(run.incomplete === undefined ? triage.failure : `${run.incomplete} ${triage.failure}`, {
          cause: error
        });
      }
    }
    async function writeSummary(inputs, summary, triage, findings) {
      await (0, job_summary.j)(async jobSummary => {
        if (summary.decision === "complete") triage.deferred = "None filed in this run: the run that completed the snapshot filed its findings.";
        const triageSection = inputs.triage.fileIssues ? renderTriageSummary(triage) : "";
        const privacy = await findings.privacy();
        const written = findings.step?.result();
        const quietWeek = written === undefined ? undefined : (0, quiet_week.S6)((0, quiet_week.WP)(findings.step?.history() ?? []), written.incomplete);
        const html = renderAnalyticsSummary({
          ...summary,
          privacy: privacy,
          visitorTextNotice: visitorTextNotice(privacy),
          quietWeek: quietWeek
        });
        return jobSummary.addRaw(html + triageSection, true);
      });
    }
  },
  83135: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      $r: () => MIN_COUNT_FOR_PERCENT,
      k0: () => changeText,
      kn: () => renderChangeCharts
    });
    var _format_count_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48296);
    var _findings_trends_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83232);
    const MIN_COUNT_FOR_PERCENT = 20;
    const CHANGE_CHART_SCALES = [ [ "Readers: change per day against the previous snapshot (%)", [ "views-human", "views-ai", "views-total", "visitors" ] ], [ "What readers asked and said: change per day (%)", [ "searches", "feedback", "assistant-conversations" ] ] ];
    const BAR_LABELS = {
      "views-human": "Human views",
      "views-ai": "AI views",
      "views-total": "All views",
      visitors: "Visitors",
      searches: "Searches",
      feedback: "Feedback",
      "assistant-conversations": "Assistant"
    };
    function percentReadable(h) {
      return h.change !== null && h.current !== null && h.previous !== null && h.current >= MIN_COUNT_FOR_PERCENT && h.previous >= MIN_COUNT_FOR_PERCENT;
    }
    function changeText(h) {
      if (h.metric === "ai-share") return h.change === null ? "\u2014" : (0, _findings_trends_js__WEBPACK_IMPORTED_MODULE_0__.eS)(h.change);
      if (percentReadable(h)) return (0, _findings_trends_js__WEBPACK_IMPORTED_MODULE_0__.eD)(h.change ?? 0);
      if (h.current === null || h.previous === null) return "\u2014";
      const diff = h.current - h.previous;
      return diff === 0 ? "\xb10" : `${diff < 0 ? "\u2212" : "+"}${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(Math.abs(diff))}`;
    }
    function renderChangeCharts(headline) {
      const charts = [];
      for (const [title, metrics] of CHANGE_CHART_SCALES) {
        const shown = headline.filter(h => metrics.includes(h.metric) && percentReadable(h));
        if (shown.length === 0) continue;
        const values = shown.map(h => Math.round((h.change ?? 0) * 1e3) / 10);
        const low = Math.min(0, ...values.map(Math.floor));
        const high = Math.max(0, ...values.map(Math.ceil));
        charts.push([ "```mermaid", "xychart-beta", `  title "${title}"`, `  x-axis [${shown.map(h => `"${BAR_LABELS[h.metric] ?? h.metric}"`).join(", ")}]`, `  y-axis "%" ${low} --\x3e ${high === low ? low + 1 : high}`, `  bar [${values.join(", ")}]`, "```" ].join("\n"));
      }
      return charts.length === 0 ? "" : `\n${charts.join("\n\n")}\n\n`;
    }
  },
  76432: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      _: () => renderDocsHealth,
      z: () => HEADLINE_LABELS
    });
    var _format_count_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48296);
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _format_summary_budget_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92461);
    var _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51602);
    var _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80849);
    var _findings_trends_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83232);
    var _findings_figures_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14727);
    var _change_chart_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83135);
    var _trend_chart_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(98534);
    const HEADLINE_LABELS = {
      "views-human": "Views (human)",
      "views-ai": "Views (AI)",
      "views-total": "Views (total)",
      visitors: "Unique visitors",
      searches: "Searches",
      feedback: "Feedback items",
      "assistant-conversations": "Assistant conversations",
      "ai-share": "AI share of views"
    };
    const KIND_TITLES = {
      "content-gap": "Content gaps: searched, nothing clicked",
      "negative-feedback": "Pages readers rate down",
      "unanswered-questions": "Questions the assistant could not answer",
      "traffic-drop": "Pages that lost their readers"
    };
    function figure(metric, value) {
      if (value === null) return "\u2014";
      return metric === "ai-share" ? `${(value * 100).toFixed(1)}%` : (0, _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(value);
    }
    function page(path, url) {
      const code = `<code>${(0, _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(path)}</code>`;
      return url === undefined ? code : `<a href="${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(url)}">${code}</a>`;
    }
    function seen(f) {
      return f.seen === "new" ? "new" : f.seen === "again" ? "again" : "\u2014";
    }
    function previous(value) {
      return value === null ? "\u2014" : (0, _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(value);
    }
    function headlineSection(file, budget) {
      const compared = file.compare.status === "compared";
      const header = compared ? [ "", "This snapshot", "Previous", "Change" ] : [ "", "This snapshot" ];
      const rows = file.headline.filter(h => h.current !== null || h.previous !== null).map(h => {
        const label = `<strong>${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(HEADLINE_LABELS[h.metric])}</strong>`;
        return compared ? [ label, figure(h.metric, h.current), figure(h.metric, h.previous), (0, 
        _change_chart_js__WEBPACK_IMPORTED_MODULE_4__.k0)(h) ] : [ label, figure(h.metric, h.current) ];
      });
      if (rows.length === 0) return "";
      const note = compared ? (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)(`<em>Changes of counts under ${_change_chart_js__WEBPACK_IMPORTED_MODULE_4__.$r} are differences, not percentages, and are not charted.</em>`) : "";
      return (0, _format_summary_budget_js__WEBPACK_IMPORTED_MODULE_6__.bo)(header, rows, budget) + (compared ? budget.spend(note + (0, 
      _change_chart_js__WEBPACK_IMPORTED_MODULE_4__.kn)(file.headline)) : "");
    }
    function contentGapRows(findings) {
      return findings.map(f => [ f.subject === null ? "<em>withheld</em>" : (0, _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(f.subject), (0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(f.hits), previous(f.previousHits), seen(f), f.score.toFixed(1) ]);
    }
    function feedbackEvidence(f) {
      if (f.pendingComments === 0) return "\u2014";
      const texts = f.comments.filter(c => c.comment !== undefined).slice(0, 2);
      if (texts.length === 0) return `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(f.pendingComments)} (text withheld)`;
      return `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(f.pendingComments)}: ${texts.map(c => `\u201c${(0, 
      _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(c.comment ?? "", 100)}\u201d`).join("<br>")}`;
    }
    function negativeFeedbackRows(findings) {
      return findings.map(f => [ page(f.path, f.url), (0, _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(f.thumbsDown), (0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(f.thumbsUp), feedbackEvidence(f), previous(f.previousThumbsDown), f.score.toFixed(1) ]);
    }
    function counted(list, code) {
      if (list === undefined) return "<em>withheld</em>";
      if (list.length === 0) return "\u2014";
      return list.slice(0, 3).map(c => `${code ? `<code>${(0, _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(c.value, 80)}</code>` : (0, 
      _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(c.value, 80)} (${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(c.count)})`).join("<br>");
    }
    function unansweredRows(findings) {
      return findings.map(f => [ f.category === null ? "<em>uncategorised</em>" : (0, 
      _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(f.category), `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(f.unanswered)} of ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(f.conversations)}`, counted(f.pages, true), counted(f.queries, false), previous(f.previousUnanswered), f.score.toFixed(1) ]);
    }
    function trafficDropRows(findings) {
      return findings.map(f => [ page(f.path, f.url), f.readers === undefined ? "\u2014" : f.readers === "human" ? "human" : "human and AI", (0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)((0, _findings_figures_js__WEBPACK_IMPORTED_MODULE_7__.CC)(f)), (0, 
      _findings_trends_js__WEBPACK_IMPORTED_MODULE_3__.eD)(f.change), f.score.toFixed(1) ]);
    }
    function subjectCell(f) {
      switch (f.kind) {
       case "negative-feedback":
       case "traffic-drop":
        return page(f.path, f.url);

       case "content-gap":
        return f.subject === null ? "<em>a withheld query</em>" : `\u201c${(0, _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(f.subject, 80)}\u201d`;

       case "unanswered-questions":
        return f.category === null ? "<em>uncategorised questions</em>" : (0, _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(f.category, 80);
      }
    }
    function topicsSection(file, limit, budget) {
      const byId = new Map(file.findings.map(f => [ f.id, f ]));
      const topics = (file.topics ?? []).slice(0, limit);
      if (topics.length === 0) return "";
      const rows = topics.map(t => {
        const members = t.findingIds.flatMap(id => byId.get(id) ?? []);
        const lead = members[0];
        return [ String(t.rank), lead === undefined ? "\u2014" : subjectCell(lead), members.map(f => `${(0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(KIND_NAMES[f.kind])}: ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)((0, 
        _findings_figures_js__WEBPACK_IMPORTED_MODULE_7__.CC)(f))}`).join("<br>"), t.score.toFixed(1), (0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(t.why.replace(/^Ranked [^:]*: /, "")) ];
      });
      return budget.spend((0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.R_)(4, `Topics (${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_5__.B4)(file.topics?.length ?? 0)})`) + (0, 
      _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)("Findings about the same subject are one topic, with one issue and at most one agent job.")) + (0, 
      _format_summary_budget_js__WEBPACK_IMPORTED_MODULE_6__.bo)([ "Rank", "Subject", "Evidence", "Score", "Why it ranks here" ], rows, budget);
    }
    const KIND_NAMES = {
      "content-gap": "search",
      "negative-feedback": "thumbs-down",
      "unanswered-questions": "unanswered",
      "traffic-drop": "traffic drop"
    };
    function ofKind(findings, kind) {
      return findings.filter(f => f.kind === kind);
    }
    function findingsSection(file, limit, budget) {
      const shown = file.findings.slice(0, limit);
      let html = "";
      const group = (kind, header, rows) => {
        if (rows.length === 0) return;
        html += budget.spend((0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.R_)(4, `${KIND_TITLES[kind]} (${rows.length})`)) + (0, 
        _format_summary_budget_js__WEBPACK_IMPORTED_MODULE_6__.bo)(header, rows, budget);
      };
      group("content-gap", [ "Query", "Searches", "Previous", "Seen", "Score" ], contentGapRows(ofKind(shown, "content-gap")));
      group("negative-feedback", [ "Page", "Thumbs down", "Thumbs up", "Pending comments", "Previous thumbs down", "Score" ], negativeFeedbackRows(ofKind(shown, "negative-feedback")));
      group("unanswered-questions", [ "Category", "Unanswered", "Started on", "Most frequent queries", "Previous", "Score" ], unansweredRows(ofKind(shown, "unanswered-questions")));
      group("traffic-drop", [ "Page", "Readers lost", "Views", "All views, change per day", "Score" ], trafficDropRows(ofKind(shown, "traffic-drop")));
      const more = file.findings.length - shown.length;
      if (more > 0) html += budget.spend((0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)(`<em>${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_5__.LS)(more, "more finding")} in <code>findings.json</code>.</em>`));
      return html;
    }
    function findingsCountLine(findings) {
      if (findings.length === 0) return "No findings: no query, page or category crossed the thresholds (docs/findings.md).";
      const names = {
        "content-gap": [ "content gap", "content gaps" ],
        "negative-feedback": [ "page rated down", "pages rated down" ],
        "unanswered-questions": [ "category of unanswered questions", "categories of unanswered questions" ],
        "traffic-drop": [ "traffic drop", "traffic drops" ]
      };
      const parts = Object.keys(names).map(kind => [ kind, findings.filter(f => f.kind === kind).length ]).filter(([, n]) => n > 0).map(([kind, n]) => (0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_5__.LS)(n, ...names[kind]));
      return `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_5__.LS)(findings.length, "finding")}: ${parts.join(", ")}.`;
    }
    function compareLine(data) {
      const {compare: compare} = data.findings;
      if (compare.status === "compared") {
        const p = compare.previous;
        const range = p.range.dateFrom !== null && p.range.dateTo !== null ? `${p.range.dateFrom} to ${p.range.dateTo} (exclusive)` : "the API\u2019s default range";
        const run = p.run.url === null ? `run ${p.run.runId ?? "?"}` : `<a href="${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(p.run.url)}">run ${p.run.runId ?? "?"}</a>`;
        const perDay = p.range.days !== data.findings.range.days ? " Ranges differ in length, so changes are per day." : "";
        return (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)(`Compared with the previous snapshot: ${(0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(range)}, ${run}, artifact <code>${(0, 
        _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(p.artifactName)}</code>.${perDay}`);
      }
      if (compare.status === "off") return (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)("Not compared with a previous snapshot (<code>compare: none</code>).");
      return (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)(`<strong>Not compared:</strong> ${(0, 
      _format_untrusted_js__WEBPACK_IMPORTED_MODULE_2__.T)(compare.reason, 1e3)}`);
    }
    function renderDocsHealth(data, budget) {
      const file = data.findings;
      let html = budget.spend((0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.R_)(2, "Docs health") + compareLine(data));
      html += headlineSection(file, budget);
      html += budget.spend((0, _trend_chart_js__WEBPACK_IMPORTED_MODULE_8__.l)(data.history));
      let notes = (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.R_)(3, "Findings") + (0, 
      _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)((0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(findingsCountLine(file.findings)));
      if (file.incomplete.length > 0) {
        notes += (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)(`<em>Not complete in this snapshot, so findings from ${file.incomplete.map(d => `<code>${(0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(d)}</code>`).join(", ")} may be missing${file.incomplete.includes("views") ? " (no traffic drops without complete views)" : ""}.</em>`);
      }
      const baseline = file.trafficBaseline;
      if (baseline !== undefined && baseline.snapshots < baseline.needed) {
        notes += (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)(`<em>Traffic drops are judged once ${baseline.needed} earlier snapshots make a baseline; this one had ${baseline.snapshots}.</em>`);
      }
      if (file.visitorText === "excluded" && file.findings.some(f => f.withheld)) {
        notes += (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)("<em>Search queries are withheld (visitor-text); their findings keep a stable id in <code>findings.json</code>.</em>");
      }
      html += budget.spend(notes);
      html += topicsSection(file, Math.max(0, Math.floor(data.rows)), budget);
      html += findingsSection(file, Math.max(0, Math.floor(data.rows)), budget);
      return html;
    }
  },
  5821: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      S6: () => quietWeekText,
      So: () => quietText,
      TN: () => quietKindsByEntry,
      WP: () => quietDatasets
    });
    var _format_count_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48296);
    var _findings_traffic_drop_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51097);
    const QUIET_SHARE = .6;
    const USUAL_SNAPSHOTS = 4;
    const MIN_USUAL = 10;
    const KIND_METRICS = [ [ "traffic-drop", "views-human", "human page views" ], [ "content-gap", "searches", "searches" ], [ "negative-feedback", "feedback", "feedback" ], [ "unanswered-questions", "assistant-conversations", "assistant conversations" ] ];
    function perDay(entry, metric) {
      const value = entry.headline[metric];
      if (value === undefined || value === null) return undefined;
      return value / (entry.days ?? 1);
    }
    function quietDatasets(history, at = history.length - 1) {
      const entry = history[at];
      if (entry === undefined) return [];
      const days = entry.days ?? 1;
      const quiet = [];
      for (const [kind, metric, what] of KIND_METRICS) {
        const now = perDay(entry, metric);
        if (now === undefined) continue;
        const earlier = history.slice(0, at).map(e => perDay(e, metric)).filter(v => v !== undefined && v > 0).slice(-USUAL_SNAPSHOTS);
        const usual = (0, _findings_traffic_drop_js__WEBPACK_IMPORTED_MODULE_0__.JZ)(earlier);
        if (usual === undefined || usual * days < MIN_USUAL || now > usual * QUIET_SHARE) continue;
        quiet.push({
          kind: kind,
          what: what,
          count: Math.round(now * days),
          usual: Math.round(usual * days)
        });
      }
      return quiet;
    }
    function quietKindsByEntry(history) {
      return history.map((_, i) => new Set(quietDatasets(history, i).map(q => q.kind)));
    }
    function quietText(q) {
      if (q.count === 0) return `${q.what}: none (usually ${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(q.usual)})`;
      const fall = Math.round((1 - q.count / q.usual) * 100);
      return `${q.what}: ${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(q.count)} against a usual ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(q.usual)} (\u2212${fall}%)`;
    }
    function quietWeekText(quiet, incomplete) {
      if (quiet.length === 0 && incomplete.length === 0) return undefined;
      const parts = [ ...quiet.map(quietText), ...incomplete.map(d => `${d.replace(/[^\w-]/g, "")}: not exported completely`) ];
      return `${parts.join("; ")}. Findings of ${parts.length === 1 ? "this dataset" : "these datasets"} may be missing: an open issue not seen this week is not judged fixed or gone on this week alone, and a fix being verified waits for a usual week.`;
    }
  },
  98534: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      l: () => renderTrendCharts
    });
    const TREND_SNAPSHOTS = 12;
    const TREND_METRICS = [ [ "views-human", "Views (human)" ], [ "views-ai", "Views (AI)" ], [ "searches", "Searches" ], [ "assistant-conversations", "Assistant conversations" ] ];
    function label(entry, index) {
      const match = /^\d{4}-(\d{2}-\d{2})/.exec(entry.dateFrom ?? "");
      return match ? match[1] ?? `#${index + 1}` : `#${index + 1}`;
    }
    function perDay(value, days, allDays) {
      const v = allDays && days !== null ? value / days : value;
      return Math.round(v * 10) / 10;
    }
    function renderTrendCharts(history) {
      const shown = (history ?? []).slice(-TREND_SNAPSHOTS);
      if (shown.length < 2) return "";
      const allDays = shown.every(e => e.days !== null);
      const charts = [];
      for (const [metric, title] of TREND_METRICS) {
        const points = shown.flatMap((e, i) => {
          const value = e.headline[metric];
          return value === undefined || value === null ? [] : [ {
            label: label(e, i),
            value: perDay(value, e.days, allDays)
          } ];
        });
        if (points.length < 2) continue;
        const high = Math.max(1, ...points.map(p => Math.ceil(p.value)));
        charts.push([ "```mermaid", "xychart-beta", `  title "${title}${allDays ? " per day" : ""}"`, `  x-axis [${points.map(p => `"${p.label}"`).join(", ")}]`, `  y-axis 0 --\x3e ${high}`, `  line [${points.map(p => p.value).join(", ")}]`, "```" ].join("\n"));
      }
      if (charts.length === 0) return "";
      return `<details open><summary>Trend over the last ${shown.length} snapshots</summary>\n\n${charts.join("\n\n")}\n\n</details>\n\n`;
    }
  },
  7959: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      Q: () => renderSpendMarkdown,
      U: () => renderSpendHtml
    });
    var _format_count_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48296);
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51602);
    const TITLE = "Agent spend";
    function sum(report, field) {
      return report.days.reduce((n, d) => n + d[field], 0);
    }
    function lead(report, code, strong) {
      const today = report.days.at(-1) ?? {
        uses: 0,
        capped: 0
      };
      const where = report.shared ? `shared by every workflow counting in ${code(report.counter)}` : `this repository's workflow runs, counted in ${code(report.counter)}`;
      return `Today (${report.today} UTC): ${strong(`${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(today.uses)} of ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(report.cap)} agent uses`)} (${code("agent-uses-per-day")}, ${where}), ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(today.capped, "request")} capped. Last 7 days: ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(sum(report, "uses"), "agent use")}, ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(sum(report, "capped"), "request")} capped.`;
    }
    function rows(report) {
      return {
        days: report.days.map(d => [ d.day, (0, _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(d.uses), (0, 
        _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(d.capped) ]),
        repositories: report.repositories.map(r => [ r.repository, (0, _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(r.today.uses), (0, 
        _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(r.total.uses), (0, _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(r.total.capped) ])
      };
    }
    const DAY_HEADER = [ "Day (UTC)", "Agent uses", "Capped" ];
    const REPOSITORY_HEADER = [ "Repository", "Uses today", "Uses, 7 days", "Capped, 7 days" ];
    function markdownTable(header, body, code) {
      return [ `| ${header.join(" | ")} |`, `| ${header.map((_, i) => i === 0 ? "---" : "---:").join(" | ")} |`, ...body.map(cells => `| ${cells.map((c, i) => code[i] === true ? (0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(c) : c).join(" | ")} |`) ];
    }
    function renderSpendMarkdown(view) {
      const lines = [ `## ${TITLE}`, "" ];
      if (view.kind === "failed") return [ ...lines, `_Could not read the agent spend: ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)(view.reason, "")}_` ].join("\n");
      const {report: report} = view;
      const {days: days, repositories: repositories} = rows(report);
      lines.push(lead(report, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti, t => `**${t}**`), "", ...markdownTable(DAY_HEADER, days, []));
      if (report.shared && repositories.length > 0) lines.push("", ...markdownTable(REPOSITORY_HEADER, repositories, [ true ]));
      return lines.join("\n");
    }
    function htmlTable(header, body, code) {
      const head = `<tr>${header.map(h => `<th>${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(h)}</th>`).join("")}</tr>`;
      const cells = body.map(row => `<tr>${row.map((c, i) => `<td>${code[i] === true ? `<code>${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(c)}</code>` : (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(c)}</td>`).join("")}</tr>`);
      return `<table>${head}${cells.join("")}</table>\n`;
    }
    function renderSpendHtml(view) {
      const html = [ (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.R_)(2, TITLE) ];
      if (view.kind === "failed") return html.join("") + (0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)(`Could not read the agent spend: ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Lj)(view.reason, "")}`);
      const {report: report} = view;
      const {days: days, repositories: repositories} = rows(report);
      html.push((0, _format_summary_html_js__WEBPACK_IMPORTED_MODULE_1__.FY)(lead(report, t => `<code>${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(t)}</code>`, t => `<strong>${t}</strong>`)), htmlTable(DAY_HEADER, days, []));
      if (report.shared && repositories.length > 0) html.push(htmlTable(REPOSITORY_HEADER, repositories, [ true ]));
      return html.join("");
    }
  },
  85178: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      Gq: () => STANDING_STATES,
      Pv: () => KIND_WORDS,
      Sw: () => standingsLine,
      dQ: () => topicFigures,
      fm: () => withStateBlock,
      ji: () => stateBlock,
      kA: () => seenStanding,
      pb: () => standingLine
    });
    var _format_count_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48296);
    var _findings_figures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14727);
    const STANDING_STATES = [ "seen", "not-recovered", "agent", "verifying", "not-seen" ];
    const STATE_WORDS = {
      seen: "Seen this week",
      "not-recovered": "Not recovered",
      agent: "With the agent",
      verifying: "Fix being verified",
      "not-seen": "Not seen this week"
    };
    const KIND_WORDS = {
      "content-gap": "search",
      "negative-feedback": "thumbs-down",
      "unanswered-questions": "unanswered",
      "traffic-drop": "traffic drop"
    };
    function topicFigures(findings) {
      return findings.map(f => `${KIND_WORDS[f.kind]}: ${(0, _findings_figures_js__WEBPACK_IMPORTED_MODULE_0__.CC)(f)}`).join("; ");
    }
    function daysBetween(from, to) {
      return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5));
    }
    function openForText(since, today) {
      const days = daysBetween(since, today);
      if (!Number.isFinite(days) || days === 0) return "filed today";
      return `open for ${days < 14 ? (0, _format_count_js__WEBPACK_IMPORTED_MODULE_1__.LS)(days, "day") : (0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_1__.LS)(Math.floor(days / 7), "week")}`;
    }
    function standingLine(s, today) {
      return `**${STATE_WORDS[s.state]}** \u2014 ${s.detail}. Last seen ${s.lastSeen}; ${openForText(s.since, today)} (since ${s.since}).`;
    }
    function seenStanding(members, marker, today) {
      return {
        number: 0,
        findingId: marker.findingId,
        state: "seen",
        detail: topicFigures(members),
        lastSeen: today,
        since: marker.since
      };
    }
    function standingsLine(list) {
      if (list.length === 0) return "Open finding issues: none.";
      const counts = STANDING_STATES.flatMap(state => {
        const n = list.filter(s => s.state === state).length;
        return n === 0 ? [] : [ `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(n)} ${STATE_WORDS[state].toLowerCase()}` ];
      });
      return `Open finding issues: ${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(list.length)} (${counts.join(", ")}); the dashboard lists each with where it stands.`;
    }
    const BLOCK_START = "\x3c!-- mintlify-action state --\x3e";
    const BLOCK_END = "\x3c!-- /mintlify-action state --\x3e";
    const BLOCK_AT = /(?:^|\n)<!-- mintlify-action state -->\n[^\n]*\n<!-- \/mintlify-action state -->/;
    function stateBlock(line, today) {
      return `${BLOCK_START}\n**Where it stands** (snapshot of ${today}): ${line.replace(/\r?\n/g, " ")}\n${BLOCK_END}`;
    }
    function readStateLine(body) {
      const match = BLOCK_AT.exec(body);
      return match?.[0].split("\n").at(-2)?.replace(/^\*\*Where it stands\*\* \(snapshot of [\d-]+\): /, "");
    }
    function withStateBlock(body, block) {
      const match = BLOCK_AT.exec(body);
      if (match !== null) {
        const lead = match[0].startsWith("\n") ? "\n" : "";
        return `${body.slice(0, match.index)}${lead}${block}${body.slice(match.index + match[0].length)}`;
      }
      const lines = body.split("\n");
      if (lines.length < 2) return `${body}\n\n${block}`;
      return [ ...lines.slice(0, 2), "", block, ...lines.slice(2) ].join("\n");
    }
  },
  34854: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      Cq: () => carryFixBlock,
      ZD: () => followFixes,
      gQ: () => VERIFYING_SNAPSHOTS,
      z$: () => loopLine
    });
    var _format_count_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48296);
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _findings_measure_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62838);
    var _github_issues_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65039);
    var _github_pulls_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74487);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15945);
    var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
    var _findings_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66238);
    var _quiet_week_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5821);
    const VERIFYING_SNAPSHOTS = 2;
    const BLOCK_PREFIX = '\x3c!-- mintlify-action fix pr="';
    const BLOCK_AT = /^<!-- mintlify-action fix pr="(\d{1,10})" noted="(none|not-helped|verified)" -->[\s\S]*?<!-- \/mintlify-action fix -->/;
    const FOOTER = "\n---\n<sub>";
    function lastBlock(body) {
      const at = `\n${body}`.lastIndexOf(`\n${BLOCK_PREFIX}`);
      if (at < 0) return undefined;
      const match = BLOCK_AT.exec(body.slice(at));
      return match ? {
        at: at,
        text: match[0],
        pr: Number(match[1]),
        noted: match[2]
      } : undefined;
    }
    function readFixBlock(body) {
      const found = lastBlock(body);
      return found ? {
        pr: found.pr,
        noted: found.noted
      } : undefined;
    }
    function withFixBlock(body, block) {
      const found = lastBlock(body);
      if (found) return `${body.slice(0, found.at)}${block}${body.slice(found.at + found.text.length)}`;
      const at = body.lastIndexOf(FOOTER);
      return at < 0 ? `${body}\n\n${block}\n` : `${body.slice(0, at)}\n${block}\n${body.slice(at)}`;
    }
    function carryFixBlock(newBody, oldBody) {
      const found = lastBlock(oldBody);
      return found ? withFixBlock(newBody, found.text) : newBody;
    }
    function block(pr, noted, text) {
      return `\x3c!-- mintlify-action fix pr="${pr}" noted="${noted}" --\x3e\n### Fix\n\n${text}\n\x3c!-- /mintlify-action fix --\x3e`;
    }
    function day(iso) {
      return iso.slice(0, 10);
    }
    function rangeOf(e) {
      return e.dateFrom === null ? "a snapshot" : `the snapshot from ${day(e.dateFrom)}`;
    }
    function levelIn(e, id) {
      return e.findings.find(f => f.id === id)?.level;
    }
    function judgeFix(input) {
      const {pull: pull, findingId: id} = input;
      const link = `#${pull.number}`;
      if (!pull.merged || pull.mergedAt === null) {
        if (pull.state === "open") return {
          block: block(pull.number, input.noted, `Agent PR ${link} is open. Once it is merged, the next full snapshots check whether readers still hit this.`),
          stage: "pr-open",
          checked: 0,
          comment: undefined,
          close: false
        };
        return {
          block: block(pull.number, input.noted, `Agent PR ${link} was closed without merging: nothing to verify.`),
          stage: "pr-closed",
          checked: 0,
          comment: undefined,
          close: false
        };
      }
      const mergedAt = Date.parse(pull.mergedAt);
      const kind = id.slice(0, id.indexOf(":"));
      const quiet = (0, _quiet_week_js__WEBPACK_IMPORTED_MODULE_4__.TN)(input.history);
      const startsAfter = (e, i) => e.complete && (e.measured === undefined || e.measured.includes(kind)) && !(quiet[i]?.has(kind) ?? false) && e.dateFrom !== null && Date.parse(e.dateFrom) >= mergedAt;
      const after = input.history.filter(startsAfter);
      const current = input.history.at(-1);
      const quietNow = current !== undefined && !after.includes(current) && (quiet.at(-1)?.has(kind) ?? false) ? ` ${rangeOf(current).replace(/^./, c => c.toUpperCase())} is a quiet week for this finding's dataset: it does not count.` : "";
      const beforeEntry = [ ...input.history ].reverse().find(e => (e.dateFrom === null || Date.parse(e.dateFrom) < mergedAt) && levelIn(e, id) !== undefined);
      const beforeLevel = (beforeEntry === undefined ? undefined : levelIn(beforeEntry, id)) ?? input.markerLevel;
      const figuresText = e => {
        const figures = e?.findings.find(f => f.id === id)?.figures;
        return figures === undefined ? undefined : (0, _findings_measure_js__WEBPACK_IMPORTED_MODULE_5__.pU)(id, figures);
      };
      const before = figuresText(beforeEntry) ?? input.levelText(beforeLevel);
      const merged = `Agent PR ${link} was merged on ${day(pull.mergedAt)}.`;
      const isCurrent = e => e !== undefined && e === current;
      const run = input.runUrl === undefined ? "" : ` ([snapshot](${input.runUrl}))`;
      const lastTwo = after.slice(-VERIFYING_SNAPSHOTS);
      if (lastTwo.length === VERIFYING_SNAPSHOTS && isCurrent(lastTwo.at(-1)) && lastTwo.every(e => levelIn(e, id) === undefined)) {
        const after = input.now === undefined ? "no longer a finding" : `${input.now}, no longer a finding`;
        const text = `${merged} Verified by readers: not a finding in ${lastTwo.map(rangeOf).join(" or ")}. Before: ${before}; after: ${after}.`;
        return {
          block: block(pull.number, "verified", text),
          stage: "verified",
          checked: lastTwo.length,
          comment: input.noted === "verified" ? undefined : `${_findings_marker_js__WEBPACK_IMPORTED_MODULE_3__.D5}\n**Fixed, verified by readers:** ${before} \u2192 ${after}, in the two full snapshots since agent PR ${link} was merged${run}. Closing as completed; if readers hit it again, it is reopened.`,
          close: true
        };
      }
      const first = after[0];
      if (first !== undefined && levelIn(first, id) !== undefined) {
        const nowLevel = levelIn(first, id) ?? beforeLevel;
        const then = figuresText(first) ?? input.levelText(nowLevel);
        const text = `${merged} Not helped yet: ${rangeOf(first)}, the first full snapshot after the merge, still finds it (${before} before, ${then} then). No agent job is started for it again on its own; comment \`/mintlify\` with what to change to steer one.`;
        const comment = isCurrent(first) && input.noted === "none" ? `${_findings_marker_js__WEBPACK_IMPORTED_MODULE_3__.D5}\n**The merged fix has not helped yet:** agent PR ${link} was merged on ${day(pull.mergedAt)}, and the first full snapshot after it${run} still finds this: ${before} before, ${then} now. The issue stays open; no new agent job is started for it automatically.` : undefined;
        return {
          block: block(pull.number, comment === undefined ? input.noted : "not-helped", text),
          stage: "not-helped",
          checked: after.length,
          comment: comment,
          close: false
        };
      }
      const checked = after.length === 0 ? "The next two full snapshots that start after the merge check whether readers still hit this." : `${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_6__.B4)(after.length)} of ${VERIFYING_SNAPSHOTS} full snapshots after the merge checked: not a finding so far.`;
      return {
        block: block(pull.number, input.noted, `${merged} ${checked}${quietNow}`),
        stage: "merged",
        checked: after.length,
        comment: undefined,
        close: false
      };
    }
    async function followFixes(deps, issues) {
      const counts = {
        open: 0,
        withJob: 0,
        prOpen: 0,
        merged: 0,
        verified: 0,
        cameBack: 0
      };
      const entries = [];
      const fixes = new Map;
      const runUrl = deps.findings.run.url === null ? undefined : (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(deps.findings.run.url);
      for (const [id, {issue: issue, marker: marker}] of issues) {
        const noted = readFixBlock(issue.body)?.noted ?? "none";
        if (issue.state !== "open") {
          if (noted === "verified" && issue.stateReason === "completed") counts.verified += 1;
          continue;
        }
        counts.open += 1;
        if (marker.state !== "none") counts.withJob += 1;
        if (noted === "verified") {
          counts.cameBack += 1;
          continue;
        }
        const ref = marker.prLink === undefined ? undefined : (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_1__.XT)(marker.prLink, deps.serverUrl);
        if (ref === undefined || ref.owner.toLowerCase() !== deps.repo.owner.toLowerCase() || ref.repo.toLowerCase() !== deps.repo.repo.toLowerCase()) continue;
        let pull;
        try {
          pull = await (0, _github_pulls_js__WEBPACK_IMPORTED_MODULE_7__.T9)(deps.octokit, ref);
        } catch (error) {
          deps.log.warning(`Could not read pull request #${ref.pullNumber} recorded by issue #${issue.number} (needs permissions pull-requests: read): ${(0, 
          _errors_js__WEBPACK_IMPORTED_MODULE_2__.gJ)(error)}`);
          continue;
        }
        const verdict = judgeFix({
          findingId: id,
          pull: pull,
          history: deps.history ?? [],
          noted: noted,
          markerLevel: marker.level,
          levelText: level => deps.levelText(id, level),
          now: deps.measure?.(id),
          runUrl: runUrl
        });
        fixes.set(id, {
          stage: verdict.stage,
          pr: pull.number,
          mergedAt: pull.mergedAt,
          checked: verdict.checked
        });
        if (verdict.stage === "pr-open") counts.prOpen += 1;
        if (verdict.stage === "merged" || verdict.stage === "not-helped") counts.merged += 1;
        const body = withFixBlock(issue.body, verdict.block);
        if (verdict.close) {
          const closed = await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_8__.tt)(deps.octokit, deps.repo, issue.number, {
            body: body,
            state: "closed",
            stateReason: "completed"
          });
          if (verdict.comment !== undefined) await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_8__.D$)(deps.octokit, deps.repo, issue.number, verdict.comment);
          issues.set(id, {
            issue: closed,
            marker: marker
          });
          counts.open -= 1;
          if (marker.state !== "none") counts.withJob -= 1;
          counts.verified += 1;
          entries.push({
            findingId: id,
            issue: issue,
            action: "verified-fixed"
          });
          deps.log.info(`verified-fixed: #${issue.number} ${issue.title}`);
          continue;
        }
        if (body !== issue.body) issues.set(id, {
          issue: await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_8__.tt)(deps.octokit, deps.repo, issue.number, {
            body: body
          }),
          marker: marker
        });
        if (verdict.comment !== undefined) {
          await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_8__.D$)(deps.octokit, deps.repo, issue.number, verdict.comment);
          entries.push({
            findingId: id,
            issue: issue,
            action: "not-helped"
          });
          deps.log.info(`not-helped: #${issue.number} ${issue.title}`);
        }
      }
      return {
        counts: counts,
        entries: entries,
        fixes: fixes
      };
    }
    function loopLine(c) {
      return `Loop: ${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_6__.LS)(c.open, "finding")} open, ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_6__.B4)(c.withJob)} with an agent job, ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_6__.LS)(c.prOpen, "agent PR")} open, ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_6__.B4)(c.merged)} merged (being checked), ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_6__.B4)(c.verified)} verified fixed, ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_6__.B4)(c.cameBack)} came back.`;
    }
  },
  14727: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      CC: () => keyFigure,
      L_: () => trafficFigures,
      iY: () => trafficViews
    });
    var _format_count_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48296);
    function trafficFigures(finding) {
      const human = finding.humanViews !== undefined && finding.previousHumanViews !== undefined;
      return {
        now: human ? finding.humanViews ?? 0 : finding.views,
        usual: human ? finding.previousHumanViews ?? 0 : finding.previousViews,
        fall: Math.max(0, Math.round(-(finding.relativeChange ?? finding.change) * 100)),
        human: human
      };
    }
    function trafficViews(finding) {
      const t = trafficFigures(finding);
      return `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_0__.B4)(t.now)} ${t.human ? "human views" : "views"} against a usual ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_0__.B4)(t.usual)}`;
    }
    function keyFigure(finding) {
      switch (finding.kind) {
       case "content-gap":
        return `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_0__.LS)(finding.hits, "search", "searches")} with no click`;

       case "negative-feedback":
        return `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_0__.B4)(finding.thumbsDown)} thumbs-down against ${(0, 
        _format_count_js__WEBPACK_IMPORTED_MODULE_0__.B4)(finding.thumbsUp)} thumbs-up`;

       case "unanswered-questions":
        return `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_0__.B4)(finding.unanswered)} of ${(0, 
        _format_count_js__WEBPACK_IMPORTED_MODULE_0__.LS)(finding.conversations, "assistant conversation")} unanswered`;

       case "traffic-drop":
        {
          const t = trafficFigures(finding);
          return `${trafficViews(finding)} (\u2212${t.fall}%${t.human ? " against the site" : ""})`;
        }
      }
    }
  },
  33814: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      EB: () => checkedJson,
      IF: () => findingLevel,
      Yw: () => MAX_HISTORY_BYTES,
      aP: () => HistoryFileSchema,
      b8: () => appendHistory,
      i6: () => parseHistory,
      p2: () => historyFile,
      wV: () => HISTORY_FILE_NAME,
      xg: () => historyEntry
    });
    var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
    var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45315);
    var _traffic_drop_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51097);
    const HISTORY_FILE_NAME = "history.json";
    const HISTORY_VERSION = 1;
    const MAX_HISTORY_SNAPSHOTS = 52;
    const MAX_HISTORY_PAGES = 5e3;
    const MAX_HISTORY_BYTES = 32 * 1024 * 1024;
    const Count = zod__WEBPACK_IMPORTED_MODULE_1__.aig().nonnegative();
    const HistoryFindingSchema = zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      id: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().min(1).max(2e3),
      level: Count,
      figures: zod__WEBPACK_IMPORTED_MODULE_1__.g1P(zod__WEBPACK_IMPORTED_MODULE_1__.YjP(), Count).optional()
    });
    function isPages(value) {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
      for (const pair of Object.values(value)) {
        if (!Array.isArray(pair) || pair.length !== 2) return false;
        const [human, ai] = pair;
        if (typeof human !== "number" || typeof ai !== "number" || !(human >= 0) || !(ai >= 0) || !Number.isFinite(human) || !Number.isFinite(ai)) return false;
      }
      return true;
    }
    const HistoryEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      dateFrom: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullable(),
      dateTo: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullable(),
      days: zod__WEBPACK_IMPORTED_MODULE_1__.aig().positive().nullable(),
      generatedAt: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      complete: zod__WEBPACK_IMPORTED_MODULE_1__.zMY(),
      measured: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(zod__WEBPACK_IMPORTED_MODULE_1__.YjP()).optional(),
      headline: zod__WEBPACK_IMPORTED_MODULE_1__.jgl(zod__WEBPACK_IMPORTED_MODULE_1__.k5n(_types_js__WEBPACK_IMPORTED_MODULE_0__.jM), Count.nullable()),
      findings: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(HistoryFindingSchema),
      pages: zod__WEBPACK_IMPORTED_MODULE_1__.IeY(isPages, {
        message: "pages must map paths to [human, ai] counts"
      }).optional()
    });
    const HistoryFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      generator: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      version: zod__WEBPACK_IMPORTED_MODULE_1__.euz(HISTORY_VERSION),
      projectId: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      snapshots: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(HistoryEntrySchema)
    });
    const HistoryEnvelopeSchema = HistoryFileSchema.extend({
      snapshots: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(zod__WEBPACK_IMPORTED_MODULE_1__.L5J())
    });
    function findingLevel(finding) {
      switch (finding.kind) {
       case "content-gap":
        return finding.hits;

       case "negative-feedback":
        return finding.thumbsDown;

       case "unanswered-questions":
        return finding.unanswered;

       case "traffic-drop":
        return Math.max(0, Math.round(-(finding.relativeChange ?? finding.change) * 100));
      }
    }
    function parseHistory(text, projectId) {
      let value;
      try {
        value = JSON.parse(text);
      } catch {
        return {
          entries: undefined,
          problem: `${HISTORY_FILE_NAME} is not JSON`
        };
      }
      const parsed = HistoryEnvelopeSchema.safeParse(value);
      if (!parsed.success) return {
        entries: undefined,
        problem: `${HISTORY_FILE_NAME} is not in the format this action writes`
      };
      if (parsed.data.projectId !== projectId) return {
        entries: undefined,
        problem: `${HISTORY_FILE_NAME} is the history of another project`
      };
      const entries = [];
      let dropped = 0;
      for (const snapshot of parsed.data.snapshots.slice(-MAX_HISTORY_SNAPSHOTS)) {
        const read = HistoryEntrySchema.safeParse(snapshot);
        if (read.success) entries.push(read.data); else dropped += 1;
      }
      if (dropped === 0) return {
        entries: entries
      };
      return {
        entries: entries,
        problem: `${dropped} ${dropped === 1 ? "snapshot" : "snapshots"} of ${HISTORY_FILE_NAME} did not parse and ${dropped === 1 ? "was" : "were"} left out`
      };
    }
    function topPages(pages) {
      let list = [ ...pages ];
      if (list.length > MAX_HISTORY_PAGES) {
        list = list.sort((a, b) => b[1][0] + b[1][1] - (a[1][0] + a[1][1]) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, MAX_HISTORY_PAGES);
      }
      const out = Object.create(null);
      for (const [path, [human, ai]] of list) out[path] = [ human, ai ];
      return out;
    }
    function historyEntry(findings, generatedAt, pages, measure) {
      const headline = {};
      for (const figure of findings.headline) headline[figure.metric] = figure.current;
      return {
        dateFrom: findings.range.dateFrom,
        dateTo: findings.range.dateTo,
        days: findings.range.days,
        generatedAt: generatedAt,
        complete: findings.incomplete.length === 0,
        ...measure === undefined ? {} : {
          measured: [ ...measure.kinds ]
        },
        headline: headline,
        findings: findings.findings.map(f => {
          const measured = measure?.figures(f.id);
          const usual = f.kind === "traffic-drop" ? f.previousHumanViews : undefined;
          const figures = measured === undefined ? undefined : {
            ...measured,
            ...usual === undefined ? {} : {
              usual: usual
            }
          };
          return {
            id: f.id,
            level: findingLevel(f),
            ...figures === undefined ? {} : {
              figures: figures
            }
          };
        }),
        ...pages === undefined ? {} : {
          pages: topPages(pages)
        }
      };
    }
    function appendHistory(previous, entry) {
      const kept = previous.filter(e => !(e.dateFrom === entry.dateFrom && e.dateTo === entry.dateTo && e.dateFrom !== null && e.dateTo !== null));
      const all = [ ...kept, entry ].slice(-MAX_HISTORY_SNAPSHOTS);
      return all.map((e, i) => {
        if (i >= all.length - _traffic_drop_js__WEBPACK_IMPORTED_MODULE_2__.C || e.pages === undefined) return e;
        const rest = {
          ...e
        };
        delete rest.pages;
        return rest;
      });
    }
    function historyFile(generator, projectId, snapshots) {
      return {
        generator: generator,
        version: HISTORY_VERSION,
        projectId: projectId,
        snapshots: snapshots
      };
    }
    function checkedJson(schema, value, fileName, indent) {
      const text = JSON.stringify(value, (_key, v) => typeof v === "number" && !Number.isFinite(v) ? String(v) : v, indent);
      const parsed = schema.safeParse(JSON.parse(text));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined ? "" : ` at ${issue.path.join(".") || "the top"}: ${issue.message}`;
        throw new Error(`${fileName} was not written: it does not parse as the next run would read it${where}. This is a bug of the action; the previous snapshot stays the last good one.`);
      }
      return `${text}\n`;
    }
  },
  62838: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      C4: () => measureFigures,
      Qt: () => measureFinding,
      lX: () => measurableKinds,
      pU: () => describeFigures
    });
    var _format_count_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48296);
    const FINDING_KINDS = [ "content-gap", "negative-feedback", "unanswered-questions", "traffic-drop" ];
    function kindAndKey(findingId) {
      const colon = findingId.indexOf(":");
      return [ findingId.slice(0, colon), findingId.slice(colon + 1) ];
    }
    function measurableKinds(facts) {
      const humanViews = facts.viewTotals?.human ?? [ ...facts.pageTraffic.values() ].reduce((n, [h]) => n + h, 0);
      const can = {
        "content-gap": facts.complete.has("searches") && facts.searchesWithoutText === 0,
        "negative-feedback": facts.complete.has("feedback-by-page"),
        "unanswered-questions": facts.complete.has("assistant"),
        "traffic-drop": facts.complete.has("views") && humanViews > 0
      };
      return FINDING_KINDS.filter(kind => can[kind]);
    }
    function measureFigures(findingId, facts) {
      const [kind, key] = kindAndKey(findingId);
      const known = FINDING_KINDS.find(k => k === kind);
      if (known === undefined || !measurableKinds(facts).includes(known)) return undefined;
      switch (known) {
       case "content-gap":
        {
          const totals = facts.searchTotals.get(key);
          return {
            searches: totals?.searches ?? 0,
            clicked: Math.round(totals?.clicked ?? 0)
          };
        }

       case "negative-feedback":
        {
          const row = facts.feedbackByPage.find(r => r.path === key);
          return {
            down: row?.thumbsDown ?? 0,
            up: row?.thumbsUp ?? 0
          };
        }

       case "unanswered-questions":
        {
          const tally = facts.categories.get(key);
          return {
            unanswered: tally?.unanswered ?? 0,
            conversations: tally?.conversations ?? 0
          };
        }

       case "traffic-drop":
        return {
          human: facts.pageTraffic.get(key)?.[0] ?? 0
        };
      }
    }
    function describeFigures(findingId, figures) {
      const [kind] = kindAndKey(findingId);
      const n = name => figures[name];
      switch (kind) {
       case "content-gap":
        {
          const searches = n("searches");
          const clicked = n("clicked");
          if (searches === undefined || clicked === undefined) return undefined;
          const share = searches > 0 ? Math.round(clicked / searches * 100) : 0;
          return `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_0__.LS)(searches, "search", "searches")}, ${share} % followed by a click`;
        }

       case "negative-feedback":
        {
          const down = n("down");
          const up = n("up");
          return down === undefined || up === undefined ? undefined : `${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_0__.ZV)(down)} thumbs-down and ${(0, 
          _format_count_js__WEBPACK_IMPORTED_MODULE_0__.ZV)(up)} thumbs-up`;
        }

       case "unanswered-questions":
        {
          const unanswered = n("unanswered");
          const conversations = n("conversations");
          return unanswered === undefined || conversations === undefined ? undefined : `${(0, 
          _format_count_js__WEBPACK_IMPORTED_MODULE_0__.ZV)(unanswered)} of ${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_0__.LS)(conversations, "conversation")} unanswered`;
        }

       case "traffic-drop":
        {
          const human = n("human");
          return human === undefined ? undefined : (0, _format_count_js__WEBPACK_IMPORTED_MODULE_0__.LS)(human, "human view");
        }

       default:
        return undefined;
      }
    }
    function measureFinding(findingId, facts) {
      const figures = measureFigures(findingId, facts);
      return figures === undefined ? undefined : describeFigures(findingId, figures);
    }
  },
  2684: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      Oe: () => VIEWS_PER_FAILURE,
      fN: () => score,
      sz: () => MAX_SCORE
    });
    const HALF_SCORE_WEIGHT = 20;
    const MAX_SCORE = 99.9;
    const VIEWS_PER_FAILURE = 10;
    function score(weight, days) {
      const perWeek = days === null ? weight : weight * 7 / days;
      if (!(perWeek > 0)) return 0;
      return Math.min(MAX_SCORE, Math.round(1e3 * perWeek / (perWeek + HALF_SCORE_WEIGHT)) / 10);
    }
  },
  61080: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      fm: () => factGroups,
      kG: () => groupFindings
    });
    var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95458);
    const SHARED_WORDS = 2;
    function pageOf(finding) {
      return finding.kind === "negative-feedback" || finding.kind === "traffic-drop" ? finding.path : undefined;
    }
    function once(compute) {
      const known = new WeakMap;
      return finding => {
        let words = known.get(finding);
        if (words === undefined) {
          words = compute(finding);
          known.set(finding, words);
        }
        return words;
      };
    }
    const nameWords = once(finding => {
      if (finding.kind === "content-gap") return finding.subject === null ? [] : (0, _words_js__WEBPACK_IMPORTED_MODULE_0__.hg)(finding.subject);
      if (finding.kind === "unanswered-questions") return finding.category === null ? [] : (0, 
      _words_js__WEBPACK_IMPORTED_MODULE_0__.hg)(finding.category);
      return [];
    });
    const allWords = once(finding => {
      if (finding.kind !== "unanswered-questions") return nameWords(finding);
      const words = new Set(nameWords(finding));
      for (const q of (finding.queries ?? []).slice(0, 3)) for (const w of (0, _words_js__WEBPACK_IMPORTED_MODULE_0__.hg)(q.value)) words.add(w);
      return [ ...words ];
    });
    const pageNameWords = once(finding => {
      const page = pageOf(finding);
      return page === undefined ? [] : (0, _words_js__WEBPACK_IMPORTED_MODULE_0__.T6)(page);
    });
    const contains = (all, part) => part.length > 0 && part.every(w => all.includes(w));
    function factTie(a, b) {
      const pa = pageOf(a);
      const pb = pageOf(b);
      if (pa !== undefined && pb !== undefined) return pa === pb ? "the same page" : undefined;
      if (pa === undefined && pb === undefined) return undefined;
      const other = pa === undefined ? a : b;
      return other.kind === "unanswered-questions" && other.pages[0]?.value === (pa ?? pb) ? "assistant conversations on the page" : undefined;
    }
    function wordTie(a, b) {
      const pa = pageOf(a);
      const pb = pageOf(b);
      if (pa !== undefined && pb !== undefined) return undefined;
      if (pa !== undefined || pb !== undefined) {
        const [onPage, other] = pa === undefined ? [ b, a ] : [ a, b ];
        return contains(allWords(other), pageNameWords(onPage)) ? "words that name the page" : undefined;
      }
      const wa = allWords(a);
      const wb = allWords(b);
      if (contains(wb, nameWords(a)) || contains(wa, nameWords(b))) return "words that name each other";
      return wa.filter(w => wb.includes(w)).length >= SHARED_WORDS ? "shared words" : undefined;
    }
    function tie(a, b) {
      return factTie(a, b) ?? wordTie(a, b);
    }
    const WORD_TIE_STRENGTH = [ "words that name the page", "words that name each other", "shared words" ];
    function byScore(a, b) {
      return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    }
    const LEAD_ORDER = {
      "negative-feedback": 0,
      "traffic-drop": 1,
      "unanswered-questions": 2,
      "content-gap": 3
    };
    function factGroups(sorted) {
      const parent = sorted.map((_, i) => i);
      const root = i => {
        let r = i;
        while (parent[r] !== r) r = parent[r] ?? r;
        return r;
      };
      for (let i = 0; i < sorted.length; i += 1) for (let j = i + 1; j < sorted.length; j += 1) {
        const [ra, rb] = [ root(i), root(j) ];
        if (ra !== rb && factTie(sorted[i], sorted[j]) !== undefined) parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
      const groups = new Map;
      sorted.forEach((f, i) => groups.set(root(i), [ ...groups.get(root(i)) ?? [], f ]));
      return [ ...groups.values() ];
    }
    function bestByWords(finding, topics) {
      let best;
      for (const topic of topics) for (const member of topic.core) {
        const how = wordTie(member, finding);
        const strength = how === undefined ? -1 : WORD_TIE_STRENGTH.indexOf(how);
        if (how !== undefined && (best === undefined || strength < best.strength)) best = {
          topic: topic,
          how: how,
          strength: strength
        };
      }
      return best;
    }
    function groupFindings(findings) {
      const sorted = [ ...findings ].sort(byScore);
      const topics = [];
      const loose = [];
      for (const group of factGroups(sorted)) {
        const only = group[0];
        if (group.length === 1 && pageOf(only) === undefined) loose.push(only); else topics.push({
          core: group,
          joined: new Map
        });
      }
      for (const finding of loose) {
        const best = bestByWords(finding, topics);
        if (best) best.topic.joined.set(finding, best.how); else topics.push({
          core: [ finding ],
          joined: new Map
        });
      }
      const built = topics.map(topic => {
        const members = [ ...topic.core, ...topic.joined.keys() ].sort(byScore);
        const lead = [ ...members ].sort((a, b) => LEAD_ORDER[a.kind] - LEAD_ORDER[b.kind] || byScore(a, b))[0];
        const rest = members.filter(f => f !== lead);
        const how = f => topic.joined.get(f) ?? factTie(lead, f) ?? topic.core.flatMap(m => m === f ? [] : [ factTie(m, f) ?? [] ].flat())[0] ?? "the same page";
        return {
          best: members[0],
          findings: [ lead, ...rest ],
          ties: new Map(rest.map(f => [ f.id, how(f) ]))
        };
      });
      return built.sort((a, b) => byScore(a.best, b.best)).map(({findings: findings, ties: ties}) => ({
        findings: findings,
        ties: ties
      }));
    }
  },
  905: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      $Y: () => rankTopics,
      Du: () => rankGroups
    });
    var _figures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14727);
    var _score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2684);
    var _group_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61080);
    const KIND_WORDS = {
      "content-gap": "search",
      "negative-feedback": "thumbs-down",
      "unanswered-questions": "unanswered questions",
      "traffic-drop": "traffic drop"
    };
    function combinedScore(scores) {
      const miss = scores.reduce((p, s) => p * (1 - Math.min(100, Math.max(0, s)) / 100), 1);
      return Math.min(_score_js__WEBPACK_IMPORTED_MODULE_1__.sz, Math.round((1 - miss) * 1e3) / 10);
    }
    function ordinal(n) {
      const tens = n % 100;
      const suffix = tens >= 11 && tens <= 13 ? "th" : [ "th", "st", "nd", "rd" ][n % 10] ?? "th";
      return `${n}${suffix}`;
    }
    function rankTopics(findings) {
      return rankGroups((0, _group_js__WEBPACK_IMPORTED_MODULE_0__.kG)(findings));
    }
    function rankGroups(findingGroups) {
      const groups = findingGroups.map(g => ({
        ...g,
        score: combinedScore(g.findings.map(f => f.score)),
        actionable: g.findings.some(f => f.kind !== "traffic-drop")
      }));
      groups.sort((a, b) => Number(b.actionable) - Number(a.actionable) || b.score - a.score || ((a.findings[0]?.id ?? "") < (b.findings[0]?.id ?? "") ? -1 : 1));
      return groups.map((g, i) => {
        const parts = g.findings.map(f => `${KIND_WORDS[f.kind]} (${(0, _figures_js__WEBPACK_IMPORTED_MODULE_2__.CC)(f)}, ${f.score.toFixed(1)})`).join(", ");
        const reason = g.actionable ? "readers said what fails them, so the agent can act on it." : "a traffic drop alone: ranked after every topic where readers said what fails them, and not handed to the agent by default.";
        return {
          id: g.findings[0]?.id ?? "",
          findingIds: g.findings.map(f => f.id),
          ties: Object.fromEntries(g.ties),
          score: g.score,
          rank: i + 1,
          actionable: g.actionable,
          why: `Ranked ${ordinal(i + 1)}: score ${g.score.toFixed(1)} from ${parts}; ${reason}`
        };
      });
    }
  },
  95458: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      T6: () => pageWords,
      hg: () => significantWords,
      y5: () => isSmallTalk
    });
    const STOP_WORDS = new Set(("a an and are as at be by can do does for from get how i in is it me my no not of on or our " + "so the this that to use using we what when where which why will with you your " + "docs doc documentation page guide api reference overview introduction index help").split(" "));
    const SMALL_TALK = new Set(("hello hi hey hiya yo howdy thanks thank thx ty ok okay cool test testing bye goodbye " + "good morning afternoon evening there you please yes no help lol").split(" "));
    function foldPlural(word) {
      if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
      if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
      if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
      return word;
    }
    function significantWords(text) {
      const out = [];
      for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
        if (raw.length < 2 || STOP_WORDS.has(raw)) continue;
        const word = foldPlural(raw);
        if (!STOP_WORDS.has(word) && !out.includes(word)) out.push(word);
      }
      return out;
    }
    function pageWords(path) {
      const segments = path.split(/[/?#]/).filter(s => s !== "");
      for (let i = segments.length - 1; i >= 0; i -= 1) {
        const words = significantWords(segments[i] ?? "");
        if (words.length > 0) return words;
      }
      return [];
    }
    function isSmallTalk(query) {
      const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(w => w !== "");
      return words.length > 0 && words.length <= 4 && words.every(w => SMALL_TALK.has(w));
    }
  },
  51097: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      C: () => BASELINE_SNAPSHOTS,
      JZ: () => median,
      Pj: () => judgeTrafficDrops
    });
    const BASELINE_SNAPSHOTS = 4;
    function median(values) {
      if (values.length === 0) return undefined;
      const sorted = [ ...values ].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
    }
    function sum(pages) {
      let human = 0;
      let ai = 0;
      for (const [h, a] of pages.values()) {
        human += h;
        ai += a;
      }
      return [ human, ai ];
    }
    function siteFactor(now, nowDays, samples) {
      const base = median(samples.map(s => s.value / s.days));
      if (base === undefined || base <= 0) return null;
      const ratio = now / nowDays / base;
      return {
        factor: Math.min(1, ratio),
        change: ratio - 1
      };
    }
    function judgeTrafficDrops(now, samples, thresholds) {
      const used = samples.filter(s => (s.site ?? sum(s.pages))[0] > 0).slice(-BASELINE_SNAPSHOTS);
      if (used.length === 0) return [];
      const nowDays = now.days ?? 1;
      const daysOf = s => now.days === null || s.days === null ? 1 : s.days;
      const siteNow = now.site ?? sum(now.pages);
      if (!(siteNow[0] > 0) || !Number.isFinite(siteNow[0])) return [];
      const siteSamples = used.map(s => ({
        site: s.site ?? sum(s.pages),
        days: daysOf(s)
      }));
      const humanSite = siteFactor(siteNow[0], nowDays, siteSamples.map(s => ({
        value: s.site[0],
        days: s.days
      })));
      const aiSite = siteFactor(siteNow[1], nowDays, siteSamples.map(s => ({
        value: s.site[1],
        days: s.days
      })));
      const divisors = used.map(daysOf);
      const candidates = new Set;
      used.forEach((s, i) => {
        const floor = thresholds.trafficDropMinPreviousViews * (divisors[i] ?? 1) / nowDays;
        for (const [path, [h]] of s.pages) if (h >= floor && h > 0) candidates.add(path);
      });
      const drops = [];
      for (const path of [ ...candidates ].sort()) {
        const perDay = used.map((s, i) => {
          const [h, a] = s.pages.get(path) ?? [ 0, 0 ];
          return [ h / (divisors[i] ?? 1), a / (divisors[i] ?? 1) ];
        });
        const baseHuman = (median(perDay.map(p => p[0])) ?? 0) * nowDays;
        if (baseHuman < thresholds.trafficDropMinPreviousViews || baseHuman <= 0) continue;
        const [human, ai] = now.pages.get(path) ?? [ 0, 0 ];
        const expectedHuman = baseHuman * (humanSite?.factor ?? 1);
        if (!(expectedHuman > 0) || !Number.isFinite(expectedHuman)) continue;
        const relativeChange = human / expectedHuman - 1;
        if (!Number.isFinite(relativeChange) || -relativeChange < thresholds.trafficDropMinFall) continue;
        const baseAi = (median(perDay.map(p => p[1])) ?? 0) * nowDays;
        const expectedAi = baseAi * (aiSite?.factor ?? 1);
        const aiLost = baseAi >= thresholds.trafficDropMinPreviousViews && expectedAi > 0 && -(ai / expectedAi - 1) >= thresholds.trafficDropMinFall;
        const baseline = (median(perDay.map(p => p[0] + p[1])) ?? 0) * nowDays;
        drops.push({
          path: path,
          readers: aiLost ? "human-and-ai" : "human",
          views: human + ai,
          baselineViews: Math.round(baseline),
          humanViews: human,
          baselineHumanViews: Math.round(baseHuman),
          expectedHumanViews: expectedHuman,
          change: baseline > 0 ? (human + ai) / baseline - 1 : -1,
          relativeChange: relativeChange,
          siteChange: humanSite?.change ?? null,
          baselineSnapshots: used.length
        });
      }
      return drops;
    }
  },
  83232: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      _C: () => findingsRange,
      eD: () => formatChange,
      eS: () => formatPointChange,
      rY: () => headlineValues,
      uN: () => headlineFigures
    });
    var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45315);
    const DAY_MS = 864e5;
    function findingsRange(range) {
      let days = null;
      if (range.dateFrom !== undefined && range.dateTo !== undefined) {
        const length = (Date.parse(range.dateTo) - Date.parse(range.dateFrom)) / DAY_MS;
        if (Number.isFinite(length) && length > 0) days = Math.round(length * 1e3) / 1e3;
      }
      return {
        dateFrom: range.dateFrom ?? null,
        dateTo: range.dateTo ?? null,
        period: range.period ?? null,
        days: days
      };
    }
    function perDayChange(current, currentDays, previous, previousDays) {
      if (current === null || previous === null || previous === 0) return null;
      const ratio = currentDays === null || previousDays === null ? current / previous : current / currentDays / (previous / previousDays);
      return ratio - 1;
    }
    function headlineValues(facts) {
      const views = facts.viewTotals;
      return {
        "views-human": views?.human ?? null,
        "views-ai": views?.ai ?? null,
        "views-total": views?.total ?? null,
        visitors: facts.visitorTotals?.total ?? null,
        searches: facts.totalSearches ?? null,
        feedback: facts.complete.has("feedback") ? facts.feedbackItems : null,
        "assistant-conversations": facts.complete.has("assistant") ? facts.conversations : null,
        "ai-share": views !== undefined && views.total > 0 ? views.ai / views.total : null
      };
    }
    function headlineFigures(current, currentDays, previous, previousDays) {
      return _types_js__WEBPACK_IMPORTED_MODULE_0__.jM.map(metric => {
        const now = current[metric];
        const before = previous?.[metric] ?? null;
        const change = metric === "ai-share" ? now === null || before === null ? null : now - before : perDayChange(now, currentDays, before, previousDays);
        return {
          metric: metric,
          current: now,
          previous: before,
          change: change
        };
      });
    }
    const MINUS = "\u2212";
    function formatChange(change) {
      const percent = change * 100;
      const magnitude = Math.abs(percent);
      const rounded = magnitude >= 10 ? Math.round(magnitude).toString() : (Math.round(magnitude * 10) / 10).toString();
      if (rounded === "0") return "\xb10%";
      return `${percent < 0 ? MINUS : "+"}${rounded}%`;
    }
    function formatPointChange(change) {
      const points = change * 100;
      const rounded = (Math.round(Math.abs(points) * 10) / 10).toString();
      if (rounded === "0") return "\xb10 pp";
      return `${points < 0 ? MINUS : "+"}${rounded} pp`;
    }
  },
  74487: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      T9: () => getPullRequest,
      VX: () => listSubmittedReviews,
      cq: () => listPullRequestFiles,
      d6: () => closePullRequest
    });
    const MAX_LISTED_PULL_FILES = 3e3;
    async function getPullRequest(octokit, pr) {
      const {data: data} = await octokit.rest.pulls.get({
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.pullNumber
      });
      return {
        url: data.html_url,
        number: data.number,
        title: data.title,
        body: data.body ?? "",
        author: data.user.login,
        baseRef: data.base.ref,
        headRef: data.head.ref,
        headRepoFullName: data.head.repo?.full_name,
        state: data.state,
        merged: data.merged === true || Boolean(data.merged_at),
        mergedAt: data.merged_at ?? null,
        changedFiles: data.changed_files,
        additions: data.additions,
        deletions: data.deletions,
        headSha: data.head.sha,
        updatedAt: data.updated_at
      };
    }
    async function closePullRequest(octokit, pr) {
      await octokit.rest.pulls.update({
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.pullNumber,
        state: "closed"
      });
    }
    async function listPullRequestFiles(octokit, pr) {
      const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.pullNumber,
        per_page: 100
      }, (response, done) => {
        if (response.data.length === 0) done();
        return response.data;
      });
      return files.slice(0, MAX_LISTED_PULL_FILES).map(f => ({
        filename: f.filename,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        patch: f.patch ?? undefined,
        previousFilename: f.previous_filename ?? undefined
      }));
    }
    async function listSubmittedReviews(octokit, pr) {
      const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.pullNumber,
        per_page: 100
      }).catch(error => {
        if (error.status === 404) return [];
        throw error;
      });
      return reviews.filter(r => r.state !== "PENDING" && r.state !== "DISMISSED" && r.submitted_at !== undefined).map(r => ({
        id: r.id,
        url: r.html_url,
        body: r.body,
        authorLogin: r.user?.login ?? "",
        authorType: r.user?.type ?? "User",
        submittedAt: r.submitted_at ?? ""
      }));
    }
  }
};
