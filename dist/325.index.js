export const id = 325;

export const ids = [ 325 ];

export const modules = {
  74514: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      W2: () => publishExportArtifact,
      ii: () => artifactSummaryHtml
    });
    var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59044);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15945);
    var _artifact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14030);
    var _format_log_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75409);
    async function publishExportArtifact(step) {
      const {inputs: inputs} = step;
      if (!inputs.uploadArtifact) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("artifact-id", "");
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("artifact-url", "");
        return "skipped";
      }
      const name = (0, _artifact_js__WEBPACK_IMPORTED_MODULE_3__.CT)(inputs.artifactName, step.complete);
      if ((0, _github_urls_js__WEBPACK_IMPORTED_MODULE_2__.uT)(step.runner)) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("artifact-id", "");
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("artifact-url", "");
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(ghesUploadWarning(name, inputs.outputDir, step.runner.serverUrl));
        return "unsupported-on-ghes";
      }
      const uploaded = await (0, _artifact_js__WEBPACK_IMPORTED_MODULE_3__.us)({
        name: name,
        files: step.files,
        rootDirectory: inputs.outputDir,
        retentionDays: inputs.retentionDays
      }, step.signal, step.uploader ?? _artifact_js__WEBPACK_IMPORTED_MODULE_3__.mz);
      const url = (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_2__.Wk)(step.runner, uploaded.id);
      _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("artifact-id", uploaded.id);
      _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput("artifact-url", url);
      _actions_core__WEBPACK_IMPORTED_MODULE_0__.info((0, _format_log_text_js__WEBPACK_IMPORTED_MODULE_4__.k)(`Uploaded artifact ${name} (ID ${uploaded.id}${uploaded.size === undefined ? "" : `, ${uploaded.size} bytes`}): ${url}`));
      return {
        name: name,
        url: url
      };
    }
    function ghesUploadWarning(name, outputDir, server) {
      return `Skipped uploading artifact ${name}: ${server} is GitHub Enterprise Server, where @actions/artifact (artifacts v4) cannot upload. ` + `The files are in ${outputDir}: upload them with a later step of the workflow, e.g. actions/upload-artifact@v3-node20 with name: ${name} and path: ${outputDir} ` + "(or set upload-artifact: false to silence this warning).";
    }
    function artifactSummaryHtml(artifact) {
      if (artifact === "skipped") return "not uploaded (<code>upload-artifact: false</code>)";
      if (artifact === "unsupported-on-ghes") return "not uploaded (GitHub Enterprise Server: upload the files of <code>output-dir</code> with the workflow's own step)";
      if (artifact === undefined) return "none";
      return `<a href="${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_1__.ZD)(artifact.url)}">${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_1__.kq)(artifact.name)}</a>`;
    }
  },
  14030: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      CT: () => exportArtifactName,
      mz: () => uploadArtifact,
      us: () => uploadExportArtifact
    });
    var errors = __webpack_require__(83916);
    var proxy = __webpack_require__(51987);
    function withinCancellationGrace(work, signal, ms) {
      work.catch(() => undefined);
      let timer;
      let onAbort;
      const deadline = new Promise((_, reject) => {
        onAbort = () => {
          timer = setTimeout(() => reject(new Error(`not finished ${ms / 1e3} s after the cancellation`)), ms);
        };
        if (signal.aborted) onAbort(); else signal.addEventListener("abort", onAbort, {
          once: true
        });
      });
      return Promise.race([ work, deadline ]).finally(() => {
        clearTimeout(timer);
        if (onAbort !== undefined) signal.removeEventListener("abort", onAbort);
      });
    }
    var sentence = __webpack_require__(67870);
    const PARTIAL_ARTIFACT_SUFFIX = "-partial";
    const CANCELLED_UPLOAD_MS = 2500;
    async function uploadArtifact(request) {
      const {DefaultArtifactClient: DefaultArtifactClient} = await Promise.all([ __webpack_require__.e(119), __webpack_require__.e(913), __webpack_require__.e(779), __webpack_require__.e(111) ]).then(__webpack_require__.bind(__webpack_require__, 40111));
      const response = await (0, proxy.Ec)((0, proxy.lX)(process.env), () => (new DefaultArtifactClient).uploadArtifact(request.name, request.files, request.rootDirectory, {
        ...request.retentionDays === undefined ? {} : {
          retentionDays: request.retentionDays
        }
      }));
      if (response.id === undefined) throw new Error(`the artifact service returned no ID for artifact ${request.name}`);
      return {
        id: response.id,
        size: response.size
      };
    }
    function exportArtifactName(artifactName, complete) {
      return complete ? artifactName : `${artifactName}${PARTIAL_ARTIFACT_SUFFIX}`;
    }
    async function uploadExportArtifact(request, signal, upload = uploadArtifact) {
      try {
        return await withinCancellationGrace(upload(request), signal, CANCELLED_UPLOAD_MS);
      } catch (error) {
        throw new Error(`Uploading artifact ${request.name} failed: ${(0, sentence.s)((0, 
        errors.gJ)(error))}. The files are still in ${request.rootDirectory}.`, {
          cause: error
        });
      }
    }
  },
  25363: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      K: () => DATASET_DEFINITIONS
    });
    var analytics_schemas = __webpack_require__(42107);
    var export_privacy = __webpack_require__(23030);
    class FrequentValues {
      capacity;
      #counts=new Map;
      #approximate=false;
      constructor(capacity) {
        this.capacity = Math.max(1, Math.floor(capacity));
      }
      get approximate() {
        return this.#approximate;
      }
      add(value) {
        const entry = this.#counts.get(value);
        if (entry !== undefined) {
          entry.count += 1;
          return;
        }
        if (this.#counts.size < this.capacity) {
          this.#counts.set(value, {
            count: 1,
            error: 0
          });
          return;
        }
        let minKey;
        let minCount = Number.POSITIVE_INFINITY;
        this.#counts.forEach(({count: count}, key) => {
          if (count < minCount) {
            minCount = count;
            minKey = key;
          }
        });
        if (minKey !== undefined) this.#counts.delete(minKey);
        this.#approximate = true;
        this.#counts.set(value, {
          count: minCount + 1,
          error: minCount
        });
      }
      top(n) {
        return [ ...this.#counts ].map(([value, {count: count, error: error}]) => ({
          value: value,
          count: count,
          error: error
        })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)).slice(0, Math.max(0, n));
      }
    }
    var definition = __webpack_require__(97921);
    const ASSISTANT_COLUMNS = [ "id", "timestamp", "responseType", "resolutionStatus", "queryCategory", "pageUrl", "sourceCount", "sources", "query", "response" ];
    function queryKey(query) {
      return (0, definition.ml)(query.trim().replace(/\s+/g, " ").toLowerCase());
    }
    function keptPageUrl(url, privacy) {
      return url === null || privacy.visitorText ? url : (0, export_privacy.H)(url);
    }
    const ASSISTANT = {
      name: "assistant",
      arrayKey: "conversations",
      rows: page => page.conversations,
      ...definition.gM,
      columns: privacy => ASSISTANT_COLUMNS.filter(c => privacy.visitorText || c !== "query" && c !== "response"),
      jsonRow: (row, privacy) => {
        if (privacy.visitorText) return row;
        const kept = Object.fromEntries(Object.entries(row).filter(([key]) => key !== "query" && key !== "response"));
        return {
          ...kept,
          pageUrl: keptPageUrl(row.pageUrl, privacy)
        };
      },
      csvRecord: (row, privacy) => [ row.id, row.timestamp, row.responseType ?? "answer", row.resolutionStatus, row.queryCategory, keptPageUrl(row.pageUrl, privacy), row.sources.length, row.sources.map(s => s.url).join(" "), ...privacy.visitorText ? [ row.query, row.response ] : [] ],
      collector: ({rows: rows, privacy: privacy}) => {
        const byResolution = (0, definition.tQ)(analytics_schemas.Q6);
        const categories = new FrequentValues(definition.ay);
        const unresolved = new FrequentValues(definition.ay);
        let conversations = 0;
        return {
          row: row => {
            conversations += 1;
            byResolution[row.resolutionStatus] += 1;
            categories.add(row.queryCategory === null ? "(none)" : (0, definition.ml)(row.queryCategory));
            if (privacy.visitorText && row.resolutionStatus === "unanswered") unresolved.add(queryKey(row.query));
          },
          result: () => ({
            dataset: "assistant",
            conversations: conversations,
            byResolution: byResolution,
            categories: categories.top(rows),
            categoriesApproximate: categories.approximate,
            unresolved: unresolved.top(rows),
            unresolvedApproximate: unresolved.approximate
          })
        };
      }
    };
    const ASSISTANT_CALLERS = {
      name: "assistant-callers",
      arrayKey: "callers",
      rows: page => [ page ],
      hasMore: () => false,
      nextCursor: definition.J_,
      tail: () => ({}),
      columns: () => [ "web", "api", "other", "total" ],
      jsonRow: row => ({
        web: row.web,
        api: row.api,
        other: row.other,
        total: row.total
      }),
      csvRecord: row => [ row.web, row.api, row.other, row.total ],
      collector: () => {
        let stats;
        return {
          page: page => {
            stats = {
              web: page.web,
              api: page.api,
              other: page.other,
              total: page.total
            };
          },
          row: () => undefined,
          result: () => ({
            dataset: "assistant-callers",
            stats: stats
          })
        };
      }
    };
    class TopN {
      capacity;
      #compare;
      #heap=[];
      constructor(capacity, compare) {
        this.capacity = Math.max(0, Math.floor(capacity));
        this.#compare = compare;
      }
      add(item, keep = x => x) {
        if (this.capacity === 0) return;
        const heap = this.#heap;
        if (heap.length < this.capacity) {
          heap.push(keep(item));
          this.#siftUp(heap.length - 1);
          return;
        }
        const worst = heap[0];
        if (worst === undefined || this.#compare(item, worst) >= 0) return;
        heap[0] = keep(item);
        this.#siftDown(0);
      }
      list() {
        return [ ...this.#heap ].sort(this.#compare);
      }
      #worse(a, b) {
        const x = this.#heap[a];
        const y = this.#heap[b];
        return x !== undefined && y !== undefined && this.#compare(x, y) > 0;
      }
      #swap(a, b) {
        const x = this.#heap[a];
        const y = this.#heap[b];
        if (x === undefined || y === undefined) return;
        this.#heap[a] = y;
        this.#heap[b] = x;
      }
      #siftUp(index) {
        let i = index;
        while (i > 0) {
          const parent = i - 1 >> 1;
          if (!this.#worse(i, parent)) return;
          this.#swap(i, parent);
          i = parent;
        }
      }
      #siftDown(index) {
        const size = this.#heap.length;
        let i = index;
        for (;;) {
          const left = 2 * i + 1;
          const right = left + 1;
          let worst = i;
          if (left < size && this.#worse(left, worst)) worst = left;
          if (right < size && this.#worse(right, worst)) worst = right;
          if (worst === i) return;
          this.#swap(i, worst);
          i = worst;
        }
      }
    }
    const FEEDBACK_COLUMNS = [ "id", "createdAt", "path", "source", "status", "helpful", "comment", "contact", "code", "filename", "lang" ];
    function feedbackFieldKept(field, privacy) {
      if (field === "comment") return privacy.visitorText;
      if (field === "contact") return privacy.contact;
      return true;
    }
    const FEEDBACK = {
      name: "feedback",
      arrayKey: "feedback",
      rows: page => page.feedback,
      ...definition.gM,
      columns: privacy => FEEDBACK_COLUMNS.filter(c => feedbackFieldKept(c, privacy)),
      jsonRow: (row, privacy) => Object.fromEntries(Object.entries(row).filter(([key]) => feedbackFieldKept(key, privacy))),
      csvRecord: (row, privacy) => {
        const fields = row;
        return FEEDBACK_COLUMNS.filter(c => feedbackFieldKept(c, privacy)).map(c => fields[c]);
      },
      collector: () => {
        const bySource = (0, definition.tQ)(analytics_schemas.VF);
        const byStatus = (0, definition.tQ)(analytics_schemas.np);
        let items = 0;
        let withComment = 0;
        let helpful = 0;
        let notHelpful = 0;
        return {
          row: row => {
            items += 1;
            bySource[row.source] += 1;
            byStatus[row.status] += 1;
            if (typeof row.comment === "string" && row.comment.trim() !== "") withComment += 1;
            if ("helpful" in row) {
              if (row.helpful) helpful += 1; else notHelpful += 1;
            }
          },
          result: () => ({
            dataset: "feedback",
            items: items,
            bySource: bySource,
            byStatus: byStatus,
            withComment: withComment,
            helpful: helpful,
            notHelpful: notHelpful
          })
        };
      }
    };
    function compareThumbsDown(a, b) {
      return b.thumbsDown - a.thumbsDown || b.total - a.total || (0, definition.VU)(a.path, b.path);
    }
    const FEEDBACK_BY_PAGE = {
      name: "feedback-by-page",
      arrayKey: "feedback",
      rows: page => page.feedback,
      hasMore: page => page.hasMore,
      nextCursor: definition.J_,
      tail: last => ({
        hasMore: last?.hasMore ?? null
      }),
      columns: () => [ "path", "thumbsUp", "thumbsDown", "code", "total" ],
      jsonRow: row => row,
      csvRecord: row => [ row.path, row.thumbsUp, row.thumbsDown, row.code, row.total ],
      collector: ({rows: rows}) => {
        const top = new TopN(rows, compareThumbsDown);
        let pages = 0;
        let items = 0;
        let truncated = false;
        return {
          page: page => {
            truncated = page.hasMore;
          },
          row: row => {
            pages += 1;
            items += row.total;
            if (row.thumbsDown > 0) top.add(row, r => ({
              ...r,
              path: (0, definition.ml)(r.path)
            }));
          },
          result: () => ({
            dataset: "feedback-by-page",
            pages: pages,
            top: top.list(),
            truncated: truncated,
            items: items
          })
        };
      }
    };
    function compareHits(a, b) {
      return b.hits - a.hits || (0, definition.VU)(a.query ?? "", b.query ?? "");
    }
    const SEARCHES = {
      name: "searches",
      arrayKey: "searches",
      rows: page => page.searches,
      hasMore: page => page.nextCursor !== null,
      nextCursor: page => page.nextCursor,
      tail: last => ({
        totalSearches: last?.totalSearches ?? null
      }),
      columns: privacy => [ ...privacy.visitorText ? [ "searchQuery" ] : [], "hits", "ctr", "topClickedPage", "lastSearchedAt" ],
      jsonRow: (row, privacy) => privacy.visitorText ? row : {
        hits: row.hits,
        ctr: row.ctr,
        topClickedPage: row.topClickedPage,
        lastSearchedAt: row.lastSearchedAt
      },
      csvRecord: (row, privacy) => [ ...privacy.visitorText ? [ row.searchQuery ] : [], row.hits, row.ctr, row.topClickedPage, row.lastSearchedAt ],
      collector: ({rows: rows, privacy: privacy}) => {
        const top = new TopN(rows, compareHits);
        const noClick = new TopN(rows, compareHits);
        let terms = 0;
        let noClickTerms = 0;
        let noClickHits = 0;
        let totalSearches;
        const keep = r => ({
          query: r.query === undefined ? undefined : (0, definition.ml)(r.query),
          hits: r.hits,
          ctr: r.ctr,
          topClickedPage: r.topClickedPage === null ? null : (0, definition.ml)(r.topClickedPage)
        });
        return {
          page: page => {
            totalSearches = page.totalSearches;
          },
          row: row => {
            terms += 1;
            const item = {
              query: privacy.visitorText ? row.searchQuery : undefined,
              hits: row.hits,
              ctr: row.ctr,
              topClickedPage: row.topClickedPage
            };
            top.add(item, keep);
            if (row.ctr === 0) {
              noClickTerms += 1;
              noClickHits += row.hits;
              noClick.add(item, keep);
            }
          },
          result: () => ({
            dataset: "searches",
            totalSearches: totalSearches,
            terms: terms,
            noClickTerms: noClickTerms,
            noClickHits: noClickHits,
            top: top.list(),
            noClick: noClick.list()
          })
        };
      }
    };
    function compareTotal(a, b) {
      return b.total - a.total || (0, definition.VU)(a.path, b.path);
    }
    function showTotals(t) {
      return `human ${t.human}, AI ${t.ai}, total ${t.total}`;
    }
    function trafficDefinition(name, arrayKey, rows, totals) {
      return {
        name: name,
        arrayKey: arrayKey,
        rows: rows,
        key: {
          field: "path",
          of: row => row.path
        },
        changed: (previous, page) => {
          const [a, b] = [ totals(previous), totals(page) ];
          return a.human === b.human && a.ai === b.ai && a.total === b.total ? undefined : `before: ${showTotals(a)}; now: ${showTotals(b)}`;
        },
        hasMore: page => page.hasMore,
        nextCursor: definition.J_,
        tail: last => ({
          totals: last === undefined ? null : pickTotals(totals(last))
        }),
        columns: () => [ "path", "human", "ai", "total" ],
        jsonRow: row => ({
          path: row.path,
          human: row.human,
          ai: row.ai,
          total: row.total
        }),
        csvRecord: row => [ row.path, row.human, row.ai, row.total ],
        collector: options => {
          const top = new TopN(options.rows, compareTotal);
          let last;
          return {
            page: page => {
              last = pickTotals(totals(page));
            },
            row: row => top.add(row, r => ({
              path: (0, definition.ml)(r.path),
              human: r.human,
              ai: r.ai,
              total: r.total
            })),
            result: () => ({
              dataset: name,
              totals: last,
              top: top.list()
            })
          };
        }
      };
    }
    function pickTotals(t) {
      return {
        human: t.human,
        ai: t.ai,
        total: t.total
      };
    }
    const VIEWS = trafficDefinition("views", "views", page => page.views, page => page.totals);
    const VISITORS = trafficDefinition("visitors", "visitors", page => page.visitors, page => page.totals);
    const DATASET_DEFINITIONS = {
      views: VIEWS,
      visitors: VISITORS,
      searches: SEARCHES,
      feedback: FEEDBACK,
      "feedback-by-page": FEEDBACK_BY_PAGE,
      assistant: ASSISTANT,
      "assistant-callers": ASSISTANT_CALLERS
    };
  },
  97921: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      J_: () => NO_CURSOR,
      VU: () => byCode,
      ay: () => FREQUENT_CAPACITY,
      gM: () => CURSOR_PAGING_WITH_HAS_MORE,
      ml: () => shorten,
      tQ: () => counts
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _mintlify_analytics_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42107);
    const KEPT_TEXT_CHARS = 200;
    const FREQUENT_CAPACITY = 2e3;
    function shorten(text) {
      return (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(text, KEPT_TEXT_CHARS);
    }
    function byCode(a, b) {
      return a < b ? -1 : a > b ? 1 : 0;
    }
    const NO_CURSOR = () => null;
    function counts(keys) {
      const record = {};
      for (const key of keys) record[key] = 0;
      return record;
    }
    const CURSOR_PAGING_WITH_HAS_MORE = {
      hasMore: page => page.hasMore,
      nextCursor: page => page.nextCursor,
      tail: () => ({})
    };
  },
  24851: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      _z: () => assertNoForeignExport,
      dQ: () => MANIFEST_SIG_FILE_NAME,
      nK: () => partialFileName,
      wW: () => removeExportFiles,
      xF: () => MANIFEST_FILE_NAME
    });
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
    var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
    var node_path__WEBPACK_IMPORTED_MODULE_1___default = __webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
    var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
    var _manifest_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83795);
    var _temp_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29721);
    const MANIFEST_FILE_NAME = "manifest.json";
    function partialFileName(name) {
      const ext = node_path__WEBPACK_IMPORTED_MODULE_1__.extname(name);
      return `${name.slice(0, name.length - ext.length)}.partial${ext}`;
    }
    const MANIFEST_SIG_FILE_NAME = "manifest.sig";
    function exportFileNames(dataNames) {
      return [ ...dataNames, ...dataNames.map(partialFileName), MANIFEST_FILE_NAME, MANIFEST_SIG_FILE_NAME ];
    }
    function isOwnManifest(text, mode = "page-views") {
      let value;
      try {
        value = JSON.parse(text);
      } catch {
        return false;
      }
      if (typeof value !== "object" || value === null) return false;
      if ("generator" in value) {
        const owner = _manifest_schema_js__WEBPACK_IMPORTED_MODULE_3__.Qd.safeParse(value);
        return owner.success && (owner.data.mode ?? "page-views") === mode;
      }
      return mode === "page-views" && _manifest_schema_js__WEBPACK_IMPORTED_MODULE_3__.FN.safeParse(value).success;
    }
    function isMissing(error) {
      return error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");
    }
    async function readIfPresent(file) {
      return (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8").catch(error => isMissing(error) ? undefined : Promise.reject(error));
    }
    async function exists(file) {
      return (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then(() => true, error => isMissing(error) ? false : Promise.reject(error));
    }
    async function assertNoForeignExport(dir, dataNames, mode) {
      const manifest = await readIfPresent(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, MANIFEST_FILE_NAME));
      const refuse = (name, why) => new _errors_js__WEBPACK_IMPORTED_MODULE_2__.dz(`output-dir ${dir} already holds ${name}, ${why}: refusing to overwrite it. Choose an empty folder (or one this action exported to before), or remove the file.`);
      if (manifest !== undefined) {
        if (isOwnManifest(manifest, mode)) return;
        throw refuse(MANIFEST_FILE_NAME, isOwnManifest(manifest, mode === "analytics" ? "page-views" : "analytics") ? `which another mode of this action wrote (not ${mode})` : "which this action did not write");
      }
      for (const name of exportFileNames(dataNames)) {
        if (await exists(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name))) throw refuse(name, `which this action did not write (no ${MANIFEST_FILE_NAME} of its own next to it)`);
      }
    }
    async function removeExportFiles(dir, dataNames) {
      const files = exportFileNames(dataNames).map(name => node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name));
      await Promise.all(files.flatMap(file => [ (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, {
        force: true
      }), (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0, _temp_file_js__WEBPACK_IMPORTED_MODULE_4__.EZ)(file), {
        force: true
      }) ]));
    }
  },
  29721: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      EZ: () => tempPath,
      Zf: () => writeFileAtomic,
      to: () => openTempFile
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var node_events__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78474);
    var node_events__WEBPACK_IMPORTED_MODULE_1___default = __webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_1__);
    var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
    var node_fs__WEBPACK_IMPORTED_MODULE_2___default = __webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51455);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = __webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
    var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);
    var node_stream_promises__WEBPACK_IMPORTED_MODULE_4___default = __webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_4__);
    const CHUNK_BYTES = 64 * 1024;
    const PENDING_CHARS = 4 * 1024;
    const encoder = new TextEncoder;
    const TEMP_SUFFIX = ".tmp";
    function tempPath(finalPath) {
      return `${finalPath}${TEMP_SUFFIX}`;
    }
    async function openTempFile(finalPath, head) {
      const temp = tempPath(finalPath);
      const stream = (0, node_fs__WEBPACK_IMPORTED_MODULE_2__.createWriteStream)(temp);
      stream.on("error", () => undefined);
      await (0, node_events__WEBPACK_IMPORTED_MODULE_1__.once)(stream, "ready");
      const hash = (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
      let bytes = 0;
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      let used = 0;
      const flush = () => {
        const data = chunk.subarray(0, used);
        hash.update(data);
        bytes += used;
        used = 0;
        return new Promise((resolve, reject) => {
          stream.write(data, error => error ? reject(error) : resolve());
        });
      };
      const spill = async rest => {
        for (;;) {
          await flush();
          const {read: read, written: written} = encoder.encodeInto(rest, chunk);
          used = written;
          if (read === rest.length) return;
          rest = rest.slice(read);
        }
      };
      let pending = "";
      const encode = text => {
        if (used + text.length * 3 <= CHUNK_BYTES) {
          used += chunk.write(text, used, "utf8");
          return undefined;
        }
        const {read: read, written: written} = encoder.encodeInto(text, chunk.subarray(used));
        used += written;
        return read === text.length ? undefined : spill(text.slice(read));
      };
      const file = {
        write(text) {
          pending += text;
          if (pending.length < PENDING_CHARS) return undefined;
          const batch = pending;
          pending = "";
          return encode(batch);
        },
        async finish(tail, destination) {
          const rest = pending + tail;
          pending = "";
          await encode(rest);
          if (used > 0) await flush();
          stream.end();
          await (0, node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.finished)(stream);
          await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(temp, destination);
          return {
            path: destination,
            bytes: bytes,
            sha256: hash.digest("hex")
          };
        },
        async discard() {
          stream.destroy();
          await (0, node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.finished)(stream).catch(() => undefined);
          await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(temp, {
            force: true
          }).catch(() => undefined);
        }
      };
      try {
        await file.write(head);
      } catch (error) {
        await file.discard();
        throw error;
      }
      return file;
    }
    async function writeFileAtomic(path, text) {
      const file = await openTempFile(path, "");
      try {
        return await file.finish(text, path);
      } catch (error) {
        await file.discard();
        throw error;
      }
    }
  },
  2563: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      OA: () => writeManifestMac,
      nw: () => SnapshotRefused,
      pe: () => readAuthenticatedManifest
    });
    var _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70997);
    var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
    var node_path__WEBPACK_IMPORTED_MODULE_1___default = __webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
    var _files_output_dir_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24851);
    var _files_temp_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29721);
    var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36851);
    const MANIFEST_MAC_FILE_NAME = _files_output_dir_js__WEBPACK_IMPORTED_MODULE_2__.dQ;
    const MAX_MANIFEST_MAC_BYTES = 256;
    function legacyMac(key, manifest) {
      const bound = JSON.stringify([ "v1", key.projectId, manifest.length ]);
      return (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__.k8)(key.apiKey, "snapshotManifest").mac(`${bound}\n`, manifest);
    }
    function manifestMacText(key, manifest) {
      return `sha256 v2 ${(0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__.It)(key.projectId, manifest).toString("hex")}\n`;
    }
    function verifyManifestMac(key, manifest, sigText) {
      const match = /^(sha256 v2|hmac-sha256 v1) ([0-9a-f]{64})\r?\n?$/.exec(sigText);
      if (!match?.[2]) return false;
      const expected = match[1] === "sha256 v2" ? (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__.It)(key.projectId, manifest) : legacyMac(key, manifest);
      return (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__.a3)(expected, Buffer.from(match[2], "hex"));
    }
    function writeManifestMac(dir, key, manifest) {
      return (0, _files_temp_file_js__WEBPACK_IMPORTED_MODULE_3__.Zf)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, MANIFEST_MAC_FILE_NAME), manifestMacText(key, manifest));
    }
    const MAX_MANIFEST_BYTES = 1024 * 1024;
    class SnapshotRefused extends Error {}
    async function boundedFile(dir, name, max, missing) {
      const check = await (0, _snapshot_file_js__WEBPACK_IMPORTED_MODULE_4__.Z)(dir, name, {
        maxBytes: max
      });
      if (check.problem === "missing") throw new SnapshotRefused(missing);
      if (check.problem === "too-large") throw new SnapshotRefused(`its ${name} is larger than ${max} bytes`);
      if (check.problem === "unreadable") throw check.error;
      return check.bytes;
    }
    async function readAuthenticatedManifest(dir, key) {
      const sig = await boundedFile(dir, MANIFEST_MAC_FILE_NAME, MAX_MANIFEST_MAC_BYTES, `it has no ${MANIFEST_MAC_FILE_NAME} (the project binding a snapshot of this workflow writes)`);
      const bytes = await boundedFile(dir, _files_output_dir_js__WEBPACK_IMPORTED_MODULE_2__.xF, MAX_MANIFEST_BYTES, `it has no ${_files_output_dir_js__WEBPACK_IMPORTED_MODULE_2__.xF}`);
      if (!verifyManifestMac(key, bytes, sig.toString("utf8"))) {
        throw new SnapshotRefused(`its ${MANIFEST_MAC_FILE_NAME} does not match its ${_files_output_dir_js__WEBPACK_IMPORTED_MODULE_2__.xF} for this project (written for another project, altered, or signed by an earlier release with an API key no longer configured)`);
      }
      return bytes;
    }
  },
  83795: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      FN: () => LegacyPageViewsManifestSchema,
      Mk: () => ComparedManifestSchema,
      Qd: () => ManifestOwnerSchema,
      c4: () => MANIFEST_GENERATOR,
      qC: () => StoredManifestSchema
    });
    var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
    const MANIFEST_GENERATOR = "mintlify-action";
    const EXPORT_MODES = [ "page-views", "analytics" ];
    const Count = zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().nonnegative();
    const ManifestFileSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      name: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      bytes: Count,
      sha256: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().regex(/^[0-9a-f]{64}$/)
    });
    const ManifestDatasetSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      complete: zod__WEBPACK_IMPORTED_MODULE_0__.zMY(),
      status: zod__WEBPACK_IMPORTED_MODULE_0__.k5n([ "complete", "partial", "skipped" ]),
      rows: Count,
      pages: Count,
      requests: Count,
      limit: Count.nullable(),
      files: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(ManifestFileSchema),
      truncated: zod__WEBPACK_IMPORTED_MODULE_0__.zMY().optional(),
      duplicates: zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        count: Count,
        examples: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.YjP()),
        checkedRows: Count
      }).optional(),
      totalsChanged: zod__WEBPACK_IMPORTED_MODULE_0__.zMY().optional(),
      error: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional(),
      stoppedAtOffset: Count.optional(),
      stoppedAtCursor: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().optional()
    });
    const ManifestSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      generator: zod__WEBPACK_IMPORTED_MODULE_0__.euz(MANIFEST_GENERATOR),
      mode: zod__WEBPACK_IMPORTED_MODULE_0__.k5n(EXPORT_MODES),
      complete: zod__WEBPACK_IMPORTED_MODULE_0__.zMY(),
      projectId: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      dateFrom: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      dateTo: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      period: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      openRangeDay: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable(),
      formats: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.k5n([ "json", "csv" ])),
      maxRequests: Count,
      requests: Count,
      snapshotRuns: Count,
      snapshotRequests: Count,
      visitorText: zod__WEBPACK_IMPORTED_MODULE_0__.k5n([ "included", "excluded" ]),
      contact: zod__WEBPACK_IMPORTED_MODULE_0__.k5n([ "included", "excluded" ]),
      startedAt: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      finishedAt: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      datasets: zod__WEBPACK_IMPORTED_MODULE_0__.g1P(zod__WEBPACK_IMPORTED_MODULE_0__.YjP(), ManifestDatasetSchema),
      files: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(ManifestFileSchema)
    });
    const StoredManifestSchema = ManifestSchema.partial({
      mode: true,
      period: true,
      openRangeDay: true,
      maxRequests: true,
      snapshotRuns: true,
      snapshotRequests: true,
      startedAt: true,
      finishedAt: true
    });
    const ManifestOwnerSchema = StoredManifestSchema.pick({
      generator: true,
      mode: true
    });
    const LegacyPageViewsManifestSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      complete: zod__WEBPACK_IMPORTED_MODULE_0__.zMY(),
      projectId: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      rows: zod__WEBPACK_IMPORTED_MODULE_0__.aig(),
      files: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.L5J())
    });
    const ComparedManifestSchema = StoredManifestSchema.pick({
      generator: true,
      mode: true,
      complete: true,
      projectId: true,
      dateFrom: true,
      dateTo: true,
      period: true
    }).extend({
      datasets: zod__WEBPACK_IMPORTED_MODULE_0__.g1P(zod__WEBPACK_IMPORTED_MODULE_0__.YjP(), ManifestDatasetSchema.pick({
        complete: true,
        rows: true,
        files: true
      })),
      files: StoredManifestSchema.shape.files.optional()
    });
  },
  36851: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      Z: () => checkSnapshotFile,
      e: () => isListableName
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
    var node_fs__WEBPACK_IMPORTED_MODULE_1___default = __webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = __webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
    var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
    var node_path__WEBPACK_IMPORTED_MODULE_3___default = __webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
    var _files_output_dir_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24851);
    function isListableName(name) {
      return node_path__WEBPACK_IMPORTED_MODULE_3__.basename(name) === name && name !== _files_output_dir_js__WEBPACK_IMPORTED_MODULE_4__.xF && name !== _files_output_dir_js__WEBPACK_IMPORTED_MODULE_4__.dQ;
    }
    async function checkSnapshotFile(dir, name, rule) {
      const {listed: listed, maxBytes: maxBytes} = rule;
      if (listed !== undefined && !isListableName(name)) return {
        problem: "outside"
      };
      const file = node_path__WEBPACK_IMPORTED_MODULE_3__.join(dir, name);
      const size = await (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file).then(s => s.isFile() ? s.size : undefined, () => undefined);
      if (size === undefined) return {
        problem: "missing"
      };
      if (listed !== undefined && size !== listed.bytes) return {
        problem: "mismatch"
      };
      if (maxBytes !== undefined && size > maxBytes) return {
        problem: "too-large"
      };
      let read;
      try {
        read = await readAtMost(file, listed?.bytes ?? maxBytes ?? size, maxBytes !== undefined);
      } catch (error) {
        return {
          problem: "unreadable",
          error: error
        };
      }
      if (listed !== undefined && (read.length !== listed.bytes || read.sha256 !== listed.sha256)) return {
        problem: "mismatch"
      };
      if (maxBytes !== undefined && read.length > maxBytes) return {
        problem: "too-large"
      };
      return {
        problem: undefined,
        bytes: read.bytes
      };
    }
    async function readAtMost(file, limit, keep) {
      const hash = (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
      const chunks = [];
      let length = 0;
      for await (const chunk of (0, node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file, {
        end: limit
      })) {
        const bytes = chunk;
        hash.update(bytes);
        length += bytes.length;
        if (keep) chunks.push(bytes);
      }
      return {
        length: length,
        sha256: hash.digest("hex"),
        bytes: keep ? Buffer.concat(chunks, length) : undefined
      };
    }
  },
  50274: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      ZB: () => datasetFileNames,
      dE: () => skippedOutcome,
      ze: () => ExportError
    });
    var _files_output_dir_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24851);
    var _mintlify_analytics_endpoints_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46293);
    class ExportError extends Error {
      name="ExportError";
      requests;
      constructor(message, details) {
        super(message, {
          cause: details.cause
        });
        this.requests = details.requests ?? 0;
      }
    }
    function datasetFileNames(stem) {
      const json = `${stem}.json`;
      const csv = `${stem}.csv`;
      return {
        json: json,
        csv: csv,
        partialJson: (0, _files_output_dir_js__WEBPACK_IMPORTED_MODULE_0__.nK)(json),
        partialCsv: (0, _files_output_dir_js__WEBPACK_IMPORTED_MODULE_0__.nK)(csv)
      };
    }
    function skippedOutcome(plan, reason, message) {
      return {
        dataset: plan.definition.name,
        status: "skipped",
        rows: 0,
        pages: 0,
        requests: 0,
        limit: plan.limit ?? _mintlify_analytics_endpoints_js__WEBPACK_IMPORTED_MODULE_1__.yP[plan.definition.name].maxLimit,
        files: [],
        truncated: false,
        stop: {
          reason: reason,
          message: message
        },
        stoppedAtOffset: undefined,
        duplicates: undefined,
        totalsChanged: undefined,
        tail: undefined,
        summary: undefined
      };
    }
  },
  23030: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      H: () => pagePath,
      u: () => NO_VISITOR_DATA
    });
    const NO_VISITOR_DATA = {
      visitorText: false,
      contact: false,
      excludedBecause: undefined
    };
    function pagePath(url) {
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
        try {
          return new URL(url).pathname;
        } catch {}
      }
      return url.replace(/[?#].*$/s, "");
    }
  },
  75076: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      Uc: () => progressLogLine,
      Wh: () => snapshotProgress,
      Z9: () => progressHtml,
      bW: () => inProgressLine,
      cY: () => partialSnapshotWarning,
      gk: () => alreadyCompleteLine,
      iH: () => abandonedHtml,
      pO: () => abandonedLine,
      zF: () => alreadyCompleteHtml
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _format_count_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48296);
    var _date_range_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56432);
    function snapshotProgress(outcomes, result, left) {
      return {
        complete: outcomes.filter(o => o.status === "complete").length,
        datasets: outcomes.length,
        requests: result.requests,
        snapshotRuns: result.snapshotRuns,
        snapshotRequests: result.snapshotRequests,
        left: left
      };
    }
    function inProgressLine(progress) {
      return `snapshot in progress: ${progress.complete} of ${progress.datasets} datasets, resumes next run`;
    }
    function describeRunsLeft(left) {
      if (left === undefined || left.requests === 0) return "none";
      return left.atLeast ? `at least ${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(left.runs, "more run", "more runs")} (\u2265 ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(left.requests, "request", "requests")}; some datasets' sizes are unknown)` : `about ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(left.runs, "more run", "more runs")} (\u2248 ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(left.requests, "request", "requests")})`;
    }
    function progressLogLine(progress) {
      return `Requests: ${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(progress.requests)} this run, ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(progress.snapshotRequests)} for the snapshot so far over ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(progress.snapshotRuns, "run", "runs")}; runs left: ${describeRunsLeft(progress.left)}.`;
    }
    function progressHtml(progress) {
      const inProgress = progress.left !== undefined ? `<strong>\u23f3 ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(inProgressLine(progress))}.</strong><br>\n` : "";
      return `<p>${inProgress}<strong>Requests this run:</strong> ${(0, _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(progress.requests)} \xb7 <strong>whole snapshot so far:</strong> ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.B4)(progress.snapshotRequests)} over ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(progress.snapshotRuns, "run", "runs")} \xb7 <strong>estimated runs left:</strong> ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(describeRunsLeft(progress.left))}</p>\n`;
    }
    function alreadyCompleteLine(done) {
      return `Snapshot already complete: artifact ${done.artifactName} (${done.artifactId}) of run ${done.runId} holds the complete snapshot of this range (${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(done.requests, "request", "requests")} over ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(done.runs, "run", "runs")}). No Mintlify request was made and nothing new is uploaded; its files are in the output folder.`;
    }
    function alreadyCompleteHtml(done) {
      return `<p><strong>\u2705 Snapshot already complete:</strong> artifact <a href="${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(done.url)}">${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.kq)(done.artifactName)}</a> of run ${done.runId} holds the complete snapshot of this range (${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(done.requests, "request", "requests")} over ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(done.runs, "run", "runs")}). This run made <strong>no Mintlify request</strong> and uploaded nothing; findings and issues were made by the run that completed it.</p>\n`;
    }
    function partialSnapshotWarning(outcomes, left, range, now) {
      const missing = outcomes.filter(o => o.status !== "complete").map(o => o.status === "partial" ? `${o.dataset} (partial, ${(0, 
      _format_count_js__WEBPACK_IMPORTED_MODULE_2__.LS)(o.rows, "row", "rows")} so far)` : `${o.dataset} (not fetched)`);
      const complete = outcomes.length - missing.length;
      return `Snapshot incomplete: ${complete} of ${outcomes.length} datasets complete; missing: ${missing.join(", ")}; left: ${describeRunsLeft(left)}. ` + `The next run of this workflow with resume: true continues it ${(0, 
      _date_range_js__WEBPACK_IMPORTED_MODULE_1__.qx)(range, now)}; schedule that run within the range (e.g. hourly on the snapshot's day). ` + "A run that asks for a later range starts afresh and this snapshot is abandoned: it then has no findings. See docs/analytics.md (Big sites).";
    }
    function abandonedLine(a) {
      return `Snapshot abandoned: the partial snapshot of ${a.range} in artifact ${a.artifactName} (${a.artifactId}) of run ${a.runId} (${a.complete} of ${a.datasets} datasets complete) is not continued, because ${a.reason}; that range has no complete snapshot and no findings. Schedule the continuation runs within the range (see docs/analytics.md, Big sites).`;
    }
    function abandonedHtml(a) {
      return `<p><strong>\u26a0\ufe0f Snapshot abandoned:</strong> the partial snapshot of ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(a.range)} (artifact ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.kq)(a.artifactName)} of run ${a.runId}, ${a.complete} of ${a.datasets} datasets complete) is not continued: ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(a.reason)}. That range has <strong>no complete snapshot and no findings</strong>; schedule the continuation runs within the range (docs/analytics.md, Big sites).</p>\n`;
    }
  },
  19501: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      HC: () => resumeVerdict,
      JY: () => resumeUnusable,
      KC: () => estimateRunsLeft,
      Oy: () => stoppedOnlyByBudget,
      _y: () => resumePoint,
      bC: () => snapshotIdentity
    });
    var _date_range_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56432);
    var _mintlify_analytics_endpoints_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46293);
    function sameFormats(a, b) {
      return a.length === b.length && a.every(f => b.includes(f));
    }
    function describeDatasets(datasets) {
      return datasets.map(d => d.limit === null ? d.dataset : `${d.dataset} (limit ${d.limit})`).join(", ") || "none";
    }
    function resumeVerdict(previous, wanted) {
      if (previous.mode !== wanted.mode) return {
        kind: "fresh",
        reason: `it is a ${previous.mode} export, this run is ${wanted.mode}`
      };
      if (previous.projectId !== wanted.projectId) return {
        kind: "fresh",
        reason: "it is a snapshot of another project"
      };
      if (previous.dateFrom !== wanted.dateFrom || previous.dateTo !== wanted.dateTo) {
        return {
          kind: "fresh",
          reason: `it covers ${(0, _date_range_js__WEBPACK_IMPORTED_MODULE_0__.HJ)(previous, "bounds")}, this run ${(0, 
          _date_range_js__WEBPACK_IMPORTED_MODULE_0__.HJ)(wanted, "bounds")} (dateTo exclusive)`
        };
      }
      if (previous.openDay !== wanted.openDay) {
        return {
          kind: "fresh",
          reason: `it covers ${(0, _date_range_js__WEBPACK_IMPORTED_MODULE_0__.HJ)(previous, "bounds")} as of ${previous.openDay ?? "an unknown day"}, this run as of ${wanted.openDay ?? "an unknown day"} (a range left to the API is the same snapshot only on the same UTC day)`
        };
      }
      const same = previous.datasets.length === wanted.datasets.length && previous.datasets.every((d, i) => d.dataset === wanted.datasets[i]?.dataset && d.limit === wanted.datasets[i]?.limit);
      if (!same) return {
        kind: "fresh",
        reason: `its datasets are ${describeDatasets(previous.datasets)}, this run's ${describeDatasets(wanted.datasets)}`
      };
      if (!sameFormats(previous.formats, wanted.formats)) return {
        kind: "fresh",
        reason: `its formats are ${previous.formats.join(", ")}, this run's ${wanted.formats.join(", ")}`
      };
      if (previous.visitorText !== wanted.visitorText || previous.contact !== wanted.contact) {
        const rules = p => `visitor text ${p.visitorText ? "included" : "excluded"}, contact ${p.contact ? "included" : "excluded"}`;
        return {
          kind: "fresh",
          reason: `its privacy rules differ (${rules(previous)}; this run: ${rules(wanted)})`
        };
      }
      if (previous.complete) return {
        kind: "complete"
      };
      if (!wanted.formats.includes("json")) return {
        kind: "fresh",
        reason: "resuming reads the kept rows back from the JSON files, and format has no json"
      };
      return {
        kind: "resume"
      };
    }
    function resumePoint(kept) {
      if (kept.status !== "partial" || kept.rows === 0) return undefined;
      const paging = _mintlify_analytics_endpoints_js__WEBPACK_IMPORTED_MODULE_1__.yP[kept.dataset].paging;
      if (paging === "offset" && kept.stoppedAtOffset !== undefined) return {
        offset: kept.stoppedAtOffset,
        cursor: undefined
      };
      if (paging === "cursor" && kept.stoppedAtCursor !== undefined) return {
        offset: undefined,
        cursor: kept.stoppedAtCursor
      };
      return undefined;
    }
    function snapshotIdentity(request, privacy) {
      return {
        mode: request.mode,
        projectId: request.projectId,
        dateFrom: request.range.dateFrom ?? null,
        dateTo: request.range.dateTo ?? null,
        openDay: request.range.openDay ?? null,
        datasets: request.datasets.map(d => ({
          dataset: d.dataset,
          limit: d.limit ?? _mintlify_analytics_endpoints_js__WEBPACK_IMPORTED_MODULE_1__.yP[d.dataset].maxLimit ?? null
        })),
        formats: [ ...request.formats ],
        visitorText: privacy.visitorText,
        contact: privacy.contact
      };
    }
    function estimateRunsLeft(outcomes, maxRequests) {
      let requests = 0;
      let atLeast = false;
      const summary = dataset => outcomes.find(o => o.dataset === dataset && o.status === "complete")?.summary;
      const callers = summary("assistant-callers");
      const byPage = summary("feedback-by-page");
      for (const outcome of outcomes) {
        if (outcome.status === "complete") continue;
        const {paging: paging, maxLimit: maxLimit} = _mintlify_analytics_endpoints_js__WEBPACK_IMPORTED_MODULE_1__.yP[outcome.dataset];
        if (paging === "single") {
          requests += 1;
          continue;
        }
        const limit = outcome.limit ?? maxLimit ?? 1;
        let total;
        if (outcome.dataset === "assistant" && callers?.dataset === "assistant-callers" && callers.stats !== undefined) total = callers.stats.total;
        if (outcome.dataset === "feedback" && byPage?.dataset === "feedback-by-page" && !byPage.truncated && byPage.items !== undefined) total = byPage.items;
        if (total === undefined) {
          requests += 1;
          atLeast = true;
          continue;
        }
        requests += Math.max(1, Math.ceil(Math.max(0, total - outcome.rows) / limit));
      }
      return {
        requests: requests,
        runs: requests === 0 ? 0 : Math.ceil(requests / Math.max(1, maxRequests)),
        atLeast: atLeast
      };
    }
    function stoppedOnlyByBudget(outcomes) {
      return outcomes.every(o => o.status === "complete" || o.stop?.reason === "budget" || o.stop?.reason === "rate-limit");
    }
    function resumeUnusable(inputs) {
      if (!inputs.resume) return "resume is false";
      if (!inputs.uploadArtifact) return "upload-artifact is false, so no later run can continue this snapshot";
      if (inputs.githubToken === "") return "github-token is empty, so the previous run's artifact cannot be found";
      return undefined;
    }
  },
  27281: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      S: () => failIfIncomplete,
      M: () => runExport
    });
    var core = __webpack_require__(33838);
    var errors = __webpack_require__(83916);
    var log_text = __webpack_require__(75409);
    var urls = __webpack_require__(15945);
    var artifact_step = __webpack_require__(74514);
    var promises_ = __webpack_require__(51455);
    var external_node_path_ = __webpack_require__(76760);
    var artifacts = __webpack_require__(54931);
    var artifact_artifact = __webpack_require__(14030);
    var datasets = __webpack_require__(25363);
    var manifest_mac = __webpack_require__(2563);
    var output_dir = __webpack_require__(24851);
    var schema = __webpack_require__(83795);
    var snapshot_file = __webpack_require__(36851);
    var analytics_endpoints = __webpack_require__(46293);
    async function checkFile(dir, file) {
      const check = await (0, snapshot_file.Z)(dir, file.name, {
        listed: file
      });
      if (check.problem === "outside") throw new manifest_mac.nw(`its manifest lists a file outside the snapshot (${JSON.stringify(file.name.slice(0, 100))})`);
      if (check.problem === "missing") throw new manifest_mac.nw(`${file.name}, listed in its manifest, is missing`);
      if (check.problem === "mismatch") throw new manifest_mac.nw(`${file.name} does not match the size and SHA-256 its manifest lists`);
      if (check.problem === "unreadable") throw check.error;
    }
    function tailOf(dataset, entry) {
      const keys = Object.keys(datasets.K[dataset].tail(undefined));
      return Object.fromEntries(keys.map(key => [ key, entry[key] ?? null ]));
    }
    async function readPreviousExport(dir, key) {
      try {
        const bytes = await (0, manifest_mac.pe)(dir, key);
        let value;
        try {
          value = JSON.parse(bytes.toString("utf8"));
        } catch {
          throw new manifest_mac.nw(`its ${output_dir.xF} is not JSON`);
        }
        const parsed = schema.qC.safeParse(value);
        if (!parsed.success) throw new manifest_mac.nw(`its ${output_dir.xF} is not one this action writes`);
        const manifest = parsed.data;
        const kept = [];
        for (const [name, entry] of Object.entries(manifest.datasets)) {
          if (!analytics_endpoints.LJ.includes(name)) throw new manifest_mac.nw(`its manifest lists an unknown dataset (${JSON.stringify(name.slice(0, 100))})`);
          const dataset = name;
          const listed = new Set(manifest.files.map(f => `${f.name}\n${f.sha256}`));
          if (!entry.files.every(f => listed.has(`${f.name}\n${f.sha256}`))) throw new manifest_mac.nw(`its manifest lists files of ${dataset} that are not among its files`);
          kept.push({
            dataset: dataset,
            status: entry.status,
            rows: entry.rows,
            pages: entry.pages,
            requests: entry.requests,
            limit: entry.limit ?? undefined,
            files: entry.files,
            tail: tailOf(dataset, entry),
            truncated: entry.truncated ?? false,
            totalsChanged: entry.totalsChanged,
            duplicates: entry.duplicates === undefined ? undefined : {
              ...entry.duplicates,
              truncated: entry.duplicates.checkedRows < entry.rows
            },
            stoppedAtOffset: entry.stoppedAtOffset,
            stoppedAtCursor: entry.stoppedAtCursor
          });
        }
        for (const listedFile of manifest.files) await checkFile(dir, listedFile);
        return {
          previous: {
            mode: manifest.mode ?? "page-views",
            projectId: manifest.projectId,
            dateFrom: manifest.dateFrom,
            dateTo: manifest.dateTo,
            openDay: openDayOf(manifest),
            datasets: kept.map(k => ({
              dataset: k.dataset,
              limit: k.limit ?? null
            })),
            formats: manifest.formats,
            visitorText: manifest.visitorText === "included",
            contact: manifest.contact === "included",
            complete: manifest.complete,
            kept: kept,
            runs: manifest.snapshotRuns ?? 1,
            requests: manifest.snapshotRequests ?? manifest.requests,
            files: manifest.files.map(f => f.name)
          }
        };
      } catch (error) {
        return {
          previous: undefined,
          reason: error instanceof manifest_mac.nw ? error.message : `it could not be read: ${(0, 
          errors.gJ)(error)}`
        };
      }
    }
    function openDayOf(manifest) {
      if (manifest.dateFrom !== null && manifest.dateTo !== null) return null;
      return manifest.openRangeDay ?? manifest.startedAt?.slice(0, 10) ?? null;
    }
    var resume_resume = __webpack_require__(19501);
    const nothing = async () => undefined;
    function newer(a, b) {
      if (a === undefined || b === undefined) return a ?? b;
      const at = a.createdAt ?? "";
      const bt = b.createdAt ?? "";
      return at > bt || at === bt && a.id > b.id ? a : b;
    }
    async function decideResume(lookup) {
      const {runner: runner, log: log} = lookup;
      const fresh = (why, notice = false, lookupFailed = false) => {
        log(`Resume: a new snapshot starts: ${why}.`);
        return {
          kind: "fresh",
          notice: notice ? why : undefined,
          dispose: nothing,
          ...lookupFailed ? {
            lookupFailed: why
          } : {}
        };
      };
      const {owner: owner, repo: repo} = runner;
      if (!owner || !repo) return fresh("GITHUB_REPOSITORY is not set, so there is no previous run to resume");
      if (lookup.token === "") return fresh("github-token is empty, so the previous run's artifact cannot be listed");
      let artifact;
      let searches;
      let octokit;
      const reasons = [];
      try {
        const {createRunOctokit: createRunOctokit} = await Promise.all([ __webpack_require__.e(119), __webpack_require__.e(913), __webpack_require__.e(634) ]).then(__webpack_require__.bind(__webpack_require__, 79634));
        octokit = createRunOctokit(lookup.token, runner, log);
        const currentRunId = Number(runner.runId) || undefined;
        const expected = await (0, artifacts.Rk)(octokit, {
          owner: owner,
          repo: repo
        }, runner);
        const names = [ (0, artifact_artifact.CT)(lookup.artifactName, true), (0, artifact_artifact.CT)(lookup.artifactName, false) ];
        searches = await Promise.all(names.map(name => (0, artifacts.bd)(octokit, {
          owner: owner,
          repo: repo,
          name: name,
          currentRunId: currentRunId,
          expected: expected
        })));
        for (const search of searches) {
          for (const refusal of search.refused ?? []) log(`Resume: not taken: ${refusal}`);
          if (search.found === undefined) reasons.push(search.reason); else artifact = newer(artifact, search.found);
        }
      } catch (error) {
        return fresh(`looking for the previous run's artifact failed: ${(0, errors.gJ)(error)}`, true, true);
      }
      const unreadable = searches.find(s => s.found === undefined && s.failed === true);
      if (unreadable !== undefined && unreadable.found === undefined) {
        return fresh(`the previous run's artifact cannot be looked for: ${unreadable.reason}`, true, true);
      }
      if (artifact === undefined) return fresh(reasons.join("; "));
      const dir = await (0, promises_.mkdtemp)(external_node_path_.join(runner.tempDir, "mintlify-resume-"));
      const dispose = () => (0, promises_.rm)(dir, {
        recursive: true,
        force: true
      }).catch(() => undefined);
      const partial = artifact.name !== lookup.artifactName;
      const refuse = async (why, notice) => {
        await dispose();
        return fresh(`the previous run's artifact ${artifact.name} (${artifact.id}, run ${artifact.runId}) is not used: ${why}`, notice);
      };
      const rest = (0, urls.uT)(runner) ? {
        rest: octokit
      } : {};
      const failed = await (0, artifacts.s4)(artifact, {
        owner: owner,
        repo: repo,
        token: lookup.token,
        dir: dir,
        ...rest
      });
      if (failed !== undefined) return refuse(failed, true);
      const read = await readPreviousExport(dir, lookup.key);
      if (read.previous === undefined) return refuse(read.reason, true);
      const verdict = (0, resume_resume.HC)(read.previous, await lookup.identity);
      if (verdict.kind === "fresh") {
        if (partial) {
          const p = read.previous;
          const range = p.dateFrom === null && p.dateTo === null ? `the API default range as of ${p.openDay ?? "an unknown day"}` : `${p.dateFrom ?? "the API's default start"} to ${p.dateTo ?? "the API's default end"}`;
          return {
            ...await refuse(verdict.reason, true),
            abandoned: {
              artifactName: artifact.name,
              artifactId: artifact.id,
              runId: artifact.runId,
              range: range,
              complete: p.kept.filter(k => k.status === "complete").length,
              datasets: p.kept.length,
              reason: verdict.reason
            }
          };
        }
        log(`Resume: a new snapshot starts: the previous run's artifact ${artifact.name} (${artifact.id}, run ${artifact.runId}) is not continued: ${verdict.reason}.`);
        return {
          kind: "fresh",
          notice: undefined,
          dispose: dispose,
          downloaded: {
            artifact: artifact,
            dir: dir
          }
        };
      }
      log(verdict.kind === "complete" ? `Resume: artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId} is already the complete snapshot of this range (${read.previous.requests} requests over ${read.previous.runs} runs).` : `Resume: continuing artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId}: ${read.previous.kept.filter(k => k.status === "complete").length} of ${read.previous.kept.length} datasets complete, ${read.previous.requests} requests over ${read.previous.runs} runs so far.`);
      return verdict.kind === "complete" ? {
        kind: "complete",
        dir: dir,
        previous: read.previous,
        artifact: artifact,
        dispose: dispose
      } : {
        kind: "resume",
        dir: dir,
        previous: read.previous,
        artifact: artifact,
        dispose: dispose
      };
    }
    var resume_summary = __webpack_require__(75076);
    var clock = __webpack_require__(99373);
    var snapshot = __webpack_require__(34477);
    var analytics_schemas = __webpack_require__(42107);
    const ANALYTICS_SCHEMAS = {
      views: analytics_schemas.J_,
      visitors: analytics_schemas.er,
      searches: analytics_schemas.hk,
      feedback: analytics_schemas.sk,
      "feedback-by-page": analytics_schemas.Jn,
      assistant: analytics_schemas.tZ,
      "assistant-callers": analytics_schemas["in"]
    };
    function getAnalyticsPage(client, dataset, query, call = {}) {
      const schema = ANALYTICS_SCHEMAS[dataset];
      return client.getAnalytics(analytics_endpoints.yP[dataset].suffix, (0, analytics_endpoints.NA)(query), schema, call);
    }
    function createProgressLog(deps) {
      let held = [];
      let lastWrite = Number.NEGATIVE_INFINITY;
      let cancel;
      const flush = () => {
        cancel?.();
        cancel = undefined;
        if (held.length === 0) return;
        const text = held.join("\n");
        held = [];
        lastWrite = deps.now();
        deps.write(text);
      };
      return {
        line(text) {
          held.push(text);
          if (deps.now() - lastWrite >= deps.intervalMs) flush(); else cancel ??= deps.schedule(flush, deps.intervalMs);
        },
        flush: flush
      };
    }
    function createTimedProgressLog(write, intervalMs) {
      return createProgressLog({
        write: write,
        now: () => Date.now(),
        schedule: (callback, ms) => {
          const timer = setTimeout(callback, ms);
          return () => clearTimeout(timer);
        },
        intervalMs: intervalMs
      });
    }
    var external_node_v8_ = __webpack_require__(78877);
    const YOUNG_GENERATION_FLAG = "--semi-space-growth-factor=1";
    function stopYoungGenerationGrowth() {
      (0, external_node_v8_.setFlagsFromString)(YOUNG_GENERATION_FLAG);
    }
    const PROGRESS_INTERVAL_MS = 200;
    async function runSnapshotStep(title, request, deps) {
      const {mintlify: mintlify, ...rest} = deps;
      stopYoungGenerationGrowth();
      core.startGroup(title);
      const progress = createTimedProgressLog(text => core.info((0, log_text.k)(text)), PROGRESS_INTERVAL_MS);
      try {
        return await (0, snapshot.v2)({
          ...rest,
          request: request,
          fetch: (dataset, query, call) => getAnalyticsPage(mintlify, dataset, query, call),
          now: clock.t,
          log: line => progress.line(line),
          warn: line => {
            progress.flush();
            core.warning(line);
          },
          notice: line => {
            progress.flush();
            core.notice(line);
          }
        });
      } finally {
        progress.flush();
        core.endGroup();
      }
    }
    async function runExport(preset, deps, report) {
      const {inputs: inputs} = preset;
      const unusable = (0, resume_resume.JY)(inputs);
      const resume = await decide(preset, deps, unusable);
      report.decision = resume?.kind;
      if (resume?.kind === "fresh" && resume.abandoned !== undefined) {
        report.abandoned = resume.abandoned;
        core.warning(deps.redact((0, resume_summary.pO)(resume.abandoned)));
      }
      const start = startOf(resume, unusable);
      const result = await fetchOrCarry(preset, deps, resume, start, report);
      if (result === undefined) return {
        kind: "already-complete"
      };
      const resumesNextRun = start.resumesNextRun(result.outcomes);
      if (start.resumable) report.progress = logProgress(result, inputs.maxRequests);
      if (resumesNextRun) core.warning(deps.redact((0, resume_summary.cY)(result.outcomes, report.progress?.left, preset.request.range, (0, 
      clock.t)())));
      const fetched = {
        result: result,
        resumesNextRun: resumesNextRun,
        resumedFrom: resume?.kind === "resume" ? resume.previous : undefined
      };
      await preset.fetched(fetched);
      setTotalsOutputs(viewsTotals(result), result.requests);
      const incomplete = result.complete || resumesNextRun ? undefined : deps.redact(preset.incompleteMessage(result));
      report.artifact = await upload(inputs, result, deps, incomplete, report);
      return {
        kind: "exported",
        ...fetched,
        incomplete: incomplete
      };
    }
    async function fetchOrCarry(preset, deps, resume, start, report) {
      try {
        if (resume?.kind === "complete") {
          await carry(preset, deps, resume, report);
          return undefined;
        }
        return await runSnapshotStep(preset.title, preset.request, {
          mintlify: deps.mintlify,
          redact: deps.redact,
          signal: deps.signal,
          ...resume?.kind === "resume" ? {
            resume: {
              dir: resume.dir,
              previous: resume.previous
            }
          } : {},
          ...preset.phases?.(start)
        });
      } catch (error) {
        preset.failedOutputs(error);
        const nothing = preset.inputs.uploadArtifact ? " Nothing was uploaded." : "";
        report.failure = deps.redact(`${(0, errors.gJ)(error)}${nothing}`);
        throw new Error(report.failure, {
          cause: error
        });
      } finally {
        await (resume?.dispose());
      }
    }
    function logProgress(result, maxRequests) {
      const left = result.complete ? undefined : (0, resume_resume.KC)(result.outcomes, maxRequests);
      const progress = (0, resume_summary.Wh)(result.outcomes, result, left);
      core.info((0, log_text.k)((0, resume_summary.Uc)(progress)));
      return progress;
    }
    function failIfIncomplete(run, report) {
      if (run.incomplete === undefined) return;
      const {artifact: artifact} = report;
      throw new Error(typeof artifact === "string" || artifact === undefined ? run.incomplete : `${run.incomplete} Uploaded as artifact ${artifact.name}.`);
    }
    async function decide(preset, deps, unusable) {
      const {inputs: inputs, request: request} = preset;
      if (unusable !== undefined) {
        if (inputs.resume) core.info((0, log_text.k)(`Resume: off in this run: ${unusable}.`));
        return undefined;
      }
      const decision = await decideResume({
        token: inputs.githubToken,
        runner: deps.runner,
        artifactName: inputs.artifactName,
        key: {
          apiKey: inputs.apiKey,
          projectId: inputs.projectId
        },
        identity: Promise.resolve(preset.rules()).then(rules => (0, resume_resume.bC)(request, rules)),
        log: line => core.info((0, log_text.k)(line))
      });
      if (decision.kind === "fresh" && decision.notice !== undefined) core.notice(deps.redact(`Resume: a new ${preset.noun} starts, as ${decision.notice}.`));
      return decision;
    }
    function startOf(resume, unusable) {
      const lookupFailed = resume?.kind === "fresh" ? resume.lookupFailed : undefined;
      const resumable = unusable === undefined && lookupFailed === undefined;
      return {
        resumable: resumable,
        downloaded: resume?.kind === "fresh" ? resume.downloaded : undefined,
        resumesNextRun: outcomes => resumable && !outcomes.every(o => o.status === "complete") && (0, 
        resume_resume.Oy)(outcomes)
      };
    }
    async function carry(preset, deps, resume, report) {
      const {previous: previous, artifact: artifact} = resume;
      const files = await (0, snapshot.hH)(preset.request, resume.dir, previous.files, preset.carriedFileNames);
      const url = (0, urls.Wk)({
        ...deps.runner,
        runId: String(artifact.runId)
      }, artifact.id);
      report.alreadyComplete = {
        artifactName: artifact.name,
        artifactId: artifact.id,
        runId: artifact.runId,
        url: url,
        requests: previous.requests,
        runs: previous.runs
      };
      report.artifact = {
        name: artifact.name,
        url: url
      };
      const views = previous.kept.find(k => k.dataset === "views")?.tail.totals;
      const totals = typeof views === "object" && views !== null ? views : {};
      const count = value => typeof value === "number" ? value : "";
      await preset.carried({
        previous: previous,
        files: files
      });
      setTotalsOutputs({
        total: count(totals.total),
        human: count(totals.human),
        ai: count(totals.ai)
      }, 0);
      core.setOutput("artifact-id", artifact.id);
      core.setOutput("artifact-url", url);
      core.info((0, log_text.k)((0, resume_summary.gk)(report.alreadyComplete)));
    }
    function viewsTotals(result) {
      const views = result.outcomes.find(o => o.summary?.dataset === "views")?.summary;
      const totals = views?.dataset === "views" ? views.totals : undefined;
      return {
        total: totals?.total ?? "",
        human: totals?.human ?? "",
        ai: totals?.ai ?? ""
      };
    }
    function setTotalsOutputs(totals, requests) {
      core.setOutput("requests", requests);
      core.setOutput("total", totals.total);
      core.setOutput("human", totals.human);
      core.setOutput("ai", totals.ai);
    }
    async function upload(inputs, result, deps, incomplete, report) {
      try {
        return await (0, artifact_step.W2)({
          inputs: inputs,
          complete: result.complete,
          files: result.files.map(f => f.path),
          runner: deps.runner,
          signal: deps.signal
        });
      } catch (error) {
        report.failure = deps.redact((0, errors.gJ)(error));
        throw new Error(incomplete === undefined ? report.failure : `${incomplete} ${report.failure}`, {
          cause: error
        });
      }
    }
  },
  34477: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      hH: () => carryCompleteSnapshot,
      v2: () => exportSnapshot,
      XD: () => fetchOrder,
      n: () => runSettings
    });
    var promises_ = __webpack_require__(51455);
    var errors = __webpack_require__(83916);
    var output_dir = __webpack_require__(24851);
    class RequestBudgetExceeded extends Error {
      name="RequestBudgetExceeded";
      max;
      constructor(max) {
        super(`the request budget of ${max} (max-requests) is used up`);
        this.max = max;
      }
    }
    class RequestBudget {
      max;
      #spent=0;
      constructor(max) {
        this.max = max;
      }
      get spent() {
        return this.#spent;
      }
      get remaining() {
        return Math.max(0, this.max - this.#spent);
      }
      spend() {
        if (this.#spent >= this.max) throw new RequestBudgetExceeded(this.max);
        this.#spent += 1;
      }
    }
    var analytics_endpoints = __webpack_require__(46293);
    var datasets = __webpack_require__(25363);
    var dataset_outcome = __webpack_require__(50274);
    var external_node_crypto_ = __webpack_require__(77598);
    var external_node_path_ = __webpack_require__(76760);
    var sentence = __webpack_require__(67870);
    var EOL = {}, EOF = {}, QUOTE = 34, NEWLINE = 10, RETURN = 13;
    function objectConverter(columns) {
      return new Function("d", "return {" + columns.map(function(name, i) {
        return JSON.stringify(name) + ": d[" + i + '] || ""';
      }).join(",") + "}");
    }
    function customConverter(columns, f) {
      var object = objectConverter(columns);
      return function(row, i) {
        return f(object(row), i, columns);
      };
    }
    function inferColumns(rows) {
      var columnSet = Object.create(null), columns = [];
      rows.forEach(function(row) {
        for (var column in row) {
          if (!(column in columnSet)) {
            columns.push(columnSet[column] = column);
          }
        }
      });
      return columns;
    }
    function pad(value, width) {
      var s = value + "", length = s.length;
      return length < width ? new Array(width - length + 1).join(0) + s : s;
    }
    function formatYear(year) {
      return year < 0 ? "-" + pad(-year, 6) : year > 9999 ? "+" + pad(year, 6) : pad(year, 4);
    }
    function formatDate(date) {
      var hours = date.getUTCHours(), minutes = date.getUTCMinutes(), seconds = date.getUTCSeconds(), milliseconds = date.getUTCMilliseconds();
      return isNaN(date) ? "Invalid Date" : formatYear(date.getUTCFullYear()) + "-" + pad(date.getUTCMonth() + 1, 2) + "-" + pad(date.getUTCDate(), 2) + (milliseconds ? "T" + pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(seconds, 2) + "." + pad(milliseconds, 3) + "Z" : seconds ? "T" + pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(seconds, 2) + "Z" : minutes || hours ? "T" + pad(hours, 2) + ":" + pad(minutes, 2) + "Z" : "");
    }
    function dsv(delimiter) {
      var reFormat = new RegExp('["' + delimiter + "\n\r]"), DELIMITER = delimiter.charCodeAt(0);
      function parse(text, f) {
        var convert, columns, rows = parseRows(text, function(row, i) {
          if (convert) return convert(row, i - 1);
          columns = row, convert = f ? customConverter(row, f) : objectConverter(row);
        });
        rows.columns = columns || [];
        return rows;
      }
      function parseRows(text, f) {
        var rows = [], N = text.length, I = 0, n = 0, t, eof = N <= 0, eol = false;
        if (text.charCodeAt(N - 1) === NEWLINE) --N;
        if (text.charCodeAt(N - 1) === RETURN) --N;
        function token() {
          if (eof) return EOF;
          if (eol) return eol = false, EOL;
          var i, j = I, c;
          if (text.charCodeAt(j) === QUOTE) {
            while (I++ < N && text.charCodeAt(I) !== QUOTE || text.charCodeAt(++I) === QUOTE) ;
            if ((i = I) >= N) eof = true; else if ((c = text.charCodeAt(I++)) === NEWLINE) eol = true; else if (c === RETURN) {
              eol = true;
              if (text.charCodeAt(I) === NEWLINE) ++I;
            }
            return text.slice(j + 1, i - 1).replace(/""/g, '"');
          }
          while (I < N) {
            if ((c = text.charCodeAt(i = I++)) === NEWLINE) eol = true; else if (c === RETURN) {
              eol = true;
              if (text.charCodeAt(I) === NEWLINE) ++I;
            } else if (c !== DELIMITER) continue;
            return text.slice(j, i);
          }
          return eof = true, text.slice(j, N);
        }
        while ((t = token()) !== EOF) {
          var row = [];
          while (t !== EOL && t !== EOF) row.push(t), t = token();
          if (f && (row = f(row, n++)) == null) continue;
          rows.push(row);
        }
        return rows;
      }
      function preformatBody(rows, columns) {
        return rows.map(function(row) {
          return columns.map(function(column) {
            return formatValue(row[column]);
          }).join(delimiter);
        });
      }
      function format(rows, columns) {
        if (columns == null) columns = inferColumns(rows);
        return [ columns.map(formatValue).join(delimiter) ].concat(preformatBody(rows, columns)).join("\n");
      }
      function formatBody(rows, columns) {
        if (columns == null) columns = inferColumns(rows);
        return preformatBody(rows, columns).join("\n");
      }
      function formatRows(rows) {
        return rows.map(formatRow).join("\n");
      }
      function formatRow(row) {
        return row.map(formatValue).join(delimiter);
      }
      function formatValue(value) {
        return value == null ? "" : value instanceof Date ? formatDate(value) : reFormat.test(value += "") ? '"' + value.replace(/"/g, '""') + '"' : value;
      }
      return {
        parse: parse,
        parseRows: parseRows,
        format: format,
        formatBody: formatBody,
        formatRows: formatRows,
        formatRow: formatRow,
        formatValue: formatValue
      };
    }
    var csv = dsv(",");
    var csvParse = csv.parse;
    var csvParseRows = csv.parseRows;
    var csvFormat = csv.format;
    var csvFormatBody = csv.formatBody;
    var csvFormatRows = csv.formatRows;
    var csvFormatRow = csv.formatRow;
    var csvFormatValue = csv.formatValue;
    var tsv = dsv("\t");
    var tsvParse = tsv.parse;
    var tsvParseRows = tsv.parseRows;
    var tsvFormat = tsv.format;
    var tsvFormatBody = tsv.formatBody;
    var tsvFormatRows = tsv.formatRows;
    var tsvFormatRow = tsv.formatRow;
    var tsvFormatValue = tsv.formatValue;
    function autoType(object) {
      for (var key in object) {
        var value = object[key].trim(), number, m;
        if (!value) value = null; else if (value === "true") value = true; else if (value === "false") value = false; else if (value === "NaN") value = NaN; else if (!isNaN(number = +value)) value = number; else if (m = value.match(/^([-+]\d{2})?\d{4}(-\d{2}(-\d{2})?)?(T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?(Z|[-+]\d{2}:\d{2})?)?$/)) {
          if (fixtz && !!m[4] && !m[7]) value = value.replace(/-/g, "/").replace(/T/, " ");
          value = new Date(value);
        } else continue;
        object[key] = value;
      }
      return object;
    }
    const fixtz = new Date("2019-01-01T00:00").getHours() || new Date("2019-07-01T00:00").getHours();
    var external_node_fs_ = __webpack_require__(73024);
    var temp_file = __webpack_require__(29721);
    const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
    function neutralizeFormula(cell) {
      return FORMULA_START.test(cell) ? `'${cell}` : cell;
    }
    function csvCell(value) {
      if (value === null || value === undefined) return "";
      if (typeof value === "string") return neutralizeFormula(value);
      return String(value);
    }
    function csvRecord(record) {
      return `${csvFormatRow(record.map(csvCell))}\r\n`;
    }
    function csvText(columns, records, header) {
      let text = header ? csvRecord(columns) : "";
      for (const record of records) text += csvRecord(record);
      return text;
    }
    const CSV_CHUNK_CHARS = 32 * 1024;
    async function copyFileText(source, file) {
      const stream = (0, external_node_fs_.createReadStream)(source, {
        encoding: "utf8",
        highWaterMark: 64 * 1024
      });
      for await (const text of stream) {
        const written = file.write(text);
        if (written !== undefined) await written;
      }
    }
    async function openCsvFileWriter(paths, columns, continueFrom) {
      const file = await (0, temp_file.to)(paths.path, "");
      let header = continueFrom === undefined ? csvRecord(columns) : "";
      if (continueFrom !== undefined) {
        try {
          await copyFileText(continueFrom, file);
        } catch (error) {
          await file.discard();
          throw error;
        }
      }
      const finish = destination => file.finish(header, destination);
      return {
        async append(records) {
          let text = header;
          header = "";
          for (const record of records) {
            text += csvRecord(record);
            if (text.length >= CSV_CHUNK_CHARS) {
              await file.write(text);
              text = "";
            }
          }
          if (text !== "") await file.write(text);
        },
        commit: () => finish(paths.path),
        keepPartial: () => finish(paths.partialPath),
        discard: () => file.discard()
      };
    }
    const DUPLICATE_EXAMPLES = 10;
    const MAX_TRACKED_KEYS = 1e6;
    class DuplicateKeys {
      #seen=new Set;
      #examples=new Set;
      #maxTracked;
      #count=0;
      #checkedRows=0;
      #truncated=false;
      constructor(maxTracked = MAX_TRACKED_KEYS) {
        this.#maxTracked = maxTracked;
      }
      add(key) {
        if (this.#truncated) return false;
        const seen = this.#seen;
        const size = seen.size;
        if (size < this.#maxTracked) {
          seen.add(key);
          this.#checkedRows += 1;
          if (seen.size > size) return false;
        } else if (seen.has(key)) {
          this.#checkedRows += 1;
        } else {
          this.#truncated = true;
          return false;
        }
        this.#count += 1;
        if (this.#examples.size < DUPLICATE_EXAMPLES) this.#examples.add(key);
        return true;
      }
      report() {
        return {
          count: this.#count,
          examples: [ ...this.#examples ],
          checkedRows: this.#checkedRows,
          truncated: this.#truncated
        };
      }
    }
    function fields(record) {
      return Object.entries(record).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value ?? null)}`).join(",\n");
    }
    function jsonDocumentHead(head, arrayKey) {
      const before = fields(head);
      return `{\n${before ? `${before},\n` : ""}  ${JSON.stringify(arrayKey)}: [`;
    }
    function jsonDocumentTail(tail) {
      const after = fields(tail);
      return `\n  ]${after ? `,\n${after}` : ""}\n}\n`;
    }
    async function openJsonDocument(paths, head, arrayKey) {
      const file = await (0, temp_file.to)(paths.path, jsonDocumentHead(head, arrayKey));
      let first = true;
      return {
        async append(items) {
          for (const item of items) {
            const separated = file.write(first ? "\n    " : ",\n    ");
            if (separated !== undefined) await separated;
            first = false;
            const written = file.write(JSON.stringify(item));
            if (written !== undefined) await written;
          }
        },
        commit: tail => file.finish(jsonDocumentTail(tail), paths.path),
        keepPartial: tail => file.finish(jsonDocumentTail(tail), paths.partialPath),
        discard: () => file.discard()
      };
    }
    const KEPT_ROWS_BATCH = 250;
    class KeptRowsError extends Error {
      name="KeptRowsError";
    }
    async function* readKeptRows(file, arrayKey) {
      const opening = `  ${JSON.stringify(arrayKey)}: [`;
      const {createInterface: createInterface} = await Promise.resolve().then(__webpack_require__.t.bind(__webpack_require__, 80481, 23));
      const lines = createInterface({
        input: (0, external_node_fs_.createReadStream)(file, {
          encoding: "utf8"
        }),
        crlfDelay: Infinity
      });
      let state = "head";
      let batch = [];
      let line = 0;
      for await (const text of lines) {
        line += 1;
        if (state === "head") {
          if (text === opening) state = "rows";
          continue;
        }
        if (state === "done") continue;
        if (text === "  ]" || text === "  ],") {
          state = "done";
          continue;
        }
        if (!text.startsWith("    ")) throw new KeptRowsError(`${file}: line ${line} is neither a row nor the end of "${arrayKey}"`);
        const body = text.endsWith(",") ? text.slice(4, -1) : text.slice(4);
        let row;
        try {
          row = JSON.parse(body);
        } catch {
          throw new KeptRowsError(`${file}: line ${line} is not a JSON row`);
        }
        if (typeof row !== "object" || row === null || Array.isArray(row)) throw new KeptRowsError(`${file}: line ${line} is not a JSON object`);
        batch.push(row);
        if (batch.length >= KEPT_ROWS_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (state !== "done") throw new KeptRowsError(`${file}: the array "${arrayKey}" is ${state === "head" ? "missing" : "not closed"}`);
      if (batch.length > 0) yield batch;
    }
    var definition = __webpack_require__(97921);
    function tailPage(tail, lastRow) {
      return {
        ...typeof lastRow === "object" && lastRow !== null ? lastRow : {},
        ...tail
      };
    }
    async function carryKeptDataset(kept, arrayKey, deps, stop) {
      const definition = datasets.K[kept.dataset];
      const files = [];
      for (const file of kept.files) {
        const target = external_node_path_.join(deps.outputDir, file.name);
        await (0, promises_.copyFile)(external_node_path_.join(deps.from, file.name), target);
        files.push({
          path: target,
          bytes: file.bytes,
          sha256: file.sha256
        });
      }
      const collector = definition.collector({
        rows: deps.summaryRows,
        privacy: deps.privacy
      });
      const json = kept.files.find(f => f.name.endsWith(".json"));
      let lastRow;
      if (json !== undefined) {
        for await (const batch of readKeptRows(external_node_path_.join(deps.outputDir, json.name), arrayKey)) {
          for (const row of batch) collector.row(row);
          deps.observe?.(kept.dataset, batch);
          lastRow = batch[batch.length - 1];
        }
      }
      collector.page?.(tailPage(kept.tail, lastRow));
      const complete = stop === undefined;
      return {
        dataset: kept.dataset,
        status: complete ? "complete" : "partial",
        rows: kept.rows,
        pages: kept.pages,
        requests: kept.requests,
        limit: kept.limit,
        files: files,
        truncated: kept.truncated,
        stop: stop,
        stoppedAtOffset: complete ? undefined : kept.stoppedAtOffset,
        ...complete || kept.stoppedAtCursor === undefined ? {} : {
          stoppedAtCursor: kept.stoppedAtCursor
        },
        duplicates: kept.duplicates,
        totalsChanged: kept.totalsChanged,
        tail: kept.tail,
        summary: collector.result(),
        resumed: "kept"
      };
    }
    var external_node_timers_promises_ = __webpack_require__(58500);
    async function letRequestOut() {
      await (0, external_node_timers_promises_.setImmediate)();
      await (0, external_node_timers_promises_.setImmediate)();
    }
    var retry_policy = __webpack_require__(90855);
    function retriedIfBudgetAllowed(error) {
      if (!(error instanceof errors.Vo) || error.status === undefined) return true;
      return (0, retry_policy.PS)(error.status, true);
    }
    function classify(error, deps, label, where) {
      if (deps.signal.aborted) return {
        reason: "cancelled",
        message: `cancelled ${where || "during the request"} (${(0, errors.gJ)(deps.signal.reason)})`
      };
      const text = (0, sentence.s)((0, errors.gJ)(error));
      if (deps.budget.remaining < 1 && retriedIfBudgetAllowed(error)) {
        return {
          reason: "budget",
          message: `${label} failed${where ? ` ${where}` : ""} and a retry would exceed max-requests (${deps.budget.spent} requests spent, retries included); stopped: raise max-requests or try again later (last answer: ${text})`
        };
      }
      if (error instanceof errors.Vo && error.status === 429) {
        return {
          reason: "rate-limit",
          message: `${text}. The organisation's analytics rate limit (100 requests per hour, shared by every analytics client) is reached: the API still answered 429 after the retries, or asked to wait longer than the run waits (Retry-After); the export stopped`
        };
      }
      if (error instanceof errors.Vo && (error.status === 401 || error.status === 403)) {
        return {
          reason: "unauthorized",
          message: `${text}; the export stopped (every other dataset would be refused too)`
        };
      }
      return {
        reason: "error",
        message: text
      };
    }
    const MAX_EMPTY_PAGES = 3;
    function position(paging, query, page) {
      if (paging === "offset") return `at offset ${query.offset ?? 0}`;
      if (paging === "cursor") return `on page ${page}`;
      return "";
    }
    async function exportDataset(plan, deps) {
      const {definition: definition} = plan;
      const name = definition.name;
      if (deps.signal.aborted) return (0, dataset_outcome.dE)(plan, "cancelled", "not fetched: the run was cancelled");
      if (deps.budget.remaining < 1) return (0, dataset_outcome.dE)(plan, "budget", `not fetched: max-requests (${deps.budget.max}) was spent before this dataset`);
      const endpoint = analytics_endpoints.yP[name];
      const label = (0, analytics_endpoints.zY)(name);
      const limit = plan.limit ?? endpoint.maxLimit;
      const names = (0, dataset_outcome.ZB)(plan.fileStem);
      const dir = deps.outputDir;
      const duplicates = definition.key === undefined ? undefined : new DuplicateKeys;
      const {budget: budget} = deps;
      const resume = plan.resume;
      let query = {
        dateFrom: deps.range.dateFrom,
        dateTo: deps.range.dateTo,
        limit: limit,
        offset: endpoint.paging === "offset" ? resume?.offset ?? 0 : undefined,
        ...endpoint.paging === "cursor" && resume?.cursor !== undefined ? {
          cursor: resume.cursor
        } : {}
      };
      let rows = 0;
      let pages = resume?.pages ?? 0;
      let requests = resume?.requests ?? 0;
      let resumable = true;
      let emptyRun = 0;
      let truncated = false;
      let totalsChanged = definition.changed === undefined ? undefined : resume?.totalsChanged ?? false;
      let last;
      let stop;
      const seenCursors = new Set(query.cursor === undefined ? [] : [ query.cursor ]);
      const pageHashes = new Map;
      const nextStep = (page, pageRows, more, where) => {
        if (endpoint.paging === "single") return {};
        const claim = endpoint.paging === "offset" ? "hasMore: true" : "there were more rows";
        emptyRun = pageRows.length === 0 && more ? emptyRun + 1 : 0;
        if (emptyRun >= MAX_EMPTY_PAGES) {
          const first = endpoint.paging === "offset" ? `offsets ${(query.offset ?? 0) - (emptyRun - 1) * (limit ?? 0)} to ${query.offset ?? 0}` : `pages ${pages - emptyRun + 1} to ${pages}`;
          return {
            distrust: {
              message: `${label} sent ${emptyRun} empty pages in a row (HTTP 200) that still said ${claim} (${first}); stopped to avoid an endless loop`,
              write: false
            }
          };
        }
        if (pageRows.length > 0) {
          const hash = (0, external_node_crypto_.createHash)("sha256").update(JSON.stringify(pageRows)).digest("hex");
          const earlier = pageHashes.get(hash);
          if (earlier !== undefined) {
            return {
              distrust: {
                message: `${label} returned ${where} the same ${pageRows.length} rows as ${earlier} (HTTP 200, ${endpoint.paging === "offset" ? `hasMore: ${more}` : `more: ${more}`}); stopped to avoid an endless loop`,
                write: false
              }
            };
          }
          pageHashes.set(hash, where);
        }
        if (!more) return {};
        if (endpoint.paging === "offset") {
          const size = limit ?? 0;
          if (pageRows.length > 0 && pageRows.length < size) {
            return {
              distrust: {
                message: `${label} returned ${pageRows.length} rows ${where}, fewer than limit=${size}, yet said hasMore: true; stopped, as the next offset would skip rows`,
                write: false
              }
            };
          }
          return {
            next: {
              ...query,
              offset: (query.offset ?? 0) + size
            }
          };
        }
        const cursor = definition.nextCursor(page);
        if (cursor === null || seenCursors.has(cursor)) {
          const why = cursor === null ? "no nextCursor but said there were more rows" : "a nextCursor it had returned before";
          return {
            distrust: {
              message: `${label} returned ${why} ${where}; stopped to avoid an endless loop`,
              write: true
            }
          };
        }
        seenCursors.add(cursor);
        return {
          next: {
            ...query,
            cursor: cursor
          }
        };
      };
      const spend = () => {
        budget.spend();
        requests += 1;
      };
      const ahead = new AbortController;
      const signal = AbortSignal.any([ deps.signal, ahead.signal ]);
      const send = q => {
        spend();
        const sent = deps.fetch(name, q, {
          signal: signal,
          maxRetries: budget.remaining,
          onRetry: spend
        });
        sent.catch(() => undefined);
        return sent;
      };
      let pending = send(query);
      await letRequestOut();
      const privacy = await deps.privacy();
      if (resume !== undefined) {
        const refused = await pending.then(() => undefined, error => error instanceof errors.Vo && error.status === 400 ? error : undefined);
        if (refused !== undefined) {
          const from = endpoint.paging === "cursor" ? "its saved cursor" : `offset ${query.offset ?? 0}`;
          (deps.notice ?? deps.warn)(`${name}: the API refused to resume from ${from} (${(0, 
          sentence.s)(deps.redact((0, errors.gJ)(refused)))}); the ${resume.rows} rows kept by the earlier runs are dropped and ${name} starts again from its first page. The other datasets keep their rows.`);
          const again = await exportDataset({
            ...plan,
            resume: undefined
          }, deps);
          return {
            ...again,
            requests: again.requests + requests,
            resumed: "restarted"
          };
        }
      }
      let json;
      let csv;
      try {
        if (deps.formats.includes("json")) {
          json = await openJsonDocument({
            path: external_node_path_.join(dir, names.json),
            partialPath: external_node_path_.join(dir, names.partialJson)
          }, plan.head(privacy), definition.arrayKey);
        }
        if (deps.formats.includes("csv")) {
          csv = await openCsvFileWriter({
            path: external_node_path_.join(dir, names.csv),
            partialPath: external_node_path_.join(dir, names.partialCsv)
          }, definition.columns(privacy), resume?.csv);
        }
      } catch (error) {
        ahead.abort(new Error(`the ${name} files could not be created`));
        await Promise.all([ json?.discard(), csv?.discard() ]);
        throw new dataset_outcome.ze(`Could not create the ${plan.fileStem} files in ${dir}: ${(0, 
        errors.gJ)(error)}`, {
          cause: error,
          requests: requests
        });
      }
      const collector = definition.collector({
        rows: deps.summaryRows,
        privacy: privacy
      });
      if (resume !== undefined) {
        if (resume.tail !== undefined) collector.page?.(tailPage(resume.tail, undefined));
        try {
          for await (const batch of readKeptRows(resume.json, definition.arrayKey)) {
            const kept = batch;
            await (json?.append(batch));
            for (const row of kept) {
              collector.row(row);
              if (duplicates !== undefined && definition.key !== undefined) duplicates.add(definition.key.of(row));
            }
            deps.observe?.(name, kept);
            rows += batch.length;
          }
        } catch (error) {
          ahead.abort(new Error(`the kept ${name} rows could not be read`));
          await Promise.all([ json?.discard(), csv?.discard() ]);
          throw new dataset_outcome.ze(`Could not continue the kept ${plan.fileStem} files in ${dir}: ${(0, 
          errors.gJ)(error)}`, {
            cause: error,
            requests: requests
          });
        }
        if (rows !== resume.rows) {
          ahead.abort(new Error(`the kept ${name} rows do not match the manifest`));
          await Promise.all([ json?.discard(), csv?.discard() ]);
          throw new dataset_outcome.ze(`The kept ${plan.fileStem} file holds ${rows} rows where its manifest lists ${resume.rows}`, {
            cause: undefined,
            requests: requests
          });
        }
      }
      try {
        for (;;) {
          const where = position(endpoint.paging, query, pages + 1);
          if (deps.signal.aborted) {
            stop = {
              reason: "cancelled",
              message: `cancelled ${where || "during the request"} (${(0, errors.gJ)(deps.signal.reason)})`
            };
            break;
          }
          if (pending === undefined && budget.remaining < 1) {
            const from = where.replace(/^(at|on) /, "from ");
            stop = {
              reason: "budget",
              message: `stopped after ${budget.spent} requests (max-requests, retries included) with ${label} rows left ${from}: raise max-requests or narrow the date range`
            };
            break;
          }
          let page;
          try {
            page = await (pending ?? send(query));
          } catch (error) {
            stop = classify(error, deps, label, where);
            break;
          } finally {
            pending = undefined;
          }
          pages += 1;
          const pageRows = definition.rows(page);
          const more = definition.hasMore(page);
          const step = nextStep(page, pageRows, more, where);
          const spent = budget.spent;
          if (step.next !== undefined && !deps.signal.aborted && budget.remaining >= 1) {
            pending = send(step.next);
            await letRequestOut();
          }
          deps.log(`${name}${where ? ` ${where}` : ""}: ${pageRows.length} rows, ${rows + (step.distrust?.write === false ? 0 : pageRows.length)} so far${endpoint.paging === "single" ? "" : `, hasMore ${more}`} (${spent} of ${budget.max} requests spent)`);
          if (step.distrust !== undefined) stop = {
            reason: "error",
            message: step.distrust.message
          };
          if (step.distrust?.write === true) resumable = false;
          if (step.distrust?.write !== false) {
            await Promise.all([ json?.append(pageRows.map(row => definition.jsonRow(row, privacy))), csv?.append(pageRows.map(row => definition.csvRecord(row, privacy))) ]);
            for (const row of pageRows) {
              collector.row(row);
              if (duplicates !== undefined && definition.key !== undefined) duplicates.add(definition.key.of(row));
            }
            deps.observe?.(name, pageRows);
            collector.page?.(page);
            const change = last === undefined ? undefined : definition.changed?.(last, page);
            if (change !== undefined) {
              if (totalsChanged === false) {
                deps.warn(`The API's totals changed between two pages of ${name} (${change}): the data was updated during the export. The files use the last page's totals; rows of different pages may come from different moments.`);
              }
              totalsChanged = true;
            }
            last = page;
            rows += pageRows.length;
            if (endpoint.paging === "single") truncated = more;
          }
          if (step.next === undefined) break;
          query = step.next;
        }
      } catch (error) {
        await Promise.all([ json?.discard(), csv?.discard() ]);
        throw new dataset_outcome.ze(`Could not write the ${plan.fileStem} files in ${dir}: ${(0, 
        errors.gJ)(error)}`, {
          cause: error
        });
      } finally {
        if (pending !== undefined) ahead.abort(new Error(`the ${name} export ended`));
      }
      const report = duplicates?.report();
      if (report !== undefined && definition.key !== undefined) warnDuplicates(report, name, definition.key.field, deps.warn);
      const complete = stop === undefined;
      const message = stop === undefined ? undefined : deps.redact((0, sentence.s)(stop.message));
      const stoppedAtOffset = complete || endpoint.paging !== "offset" ? undefined : query.offset ?? 0;
      const stoppedAtCursor = complete || endpoint.paging !== "cursor" || !resumable ? undefined : query.cursor;
      const tail = last === undefined && resume?.tail !== undefined ? resume.tail : definition.tail(last);
      const ending = {
        ...tail,
        complete: complete,
        ...message === undefined ? {} : {
          error: message
        },
        ...stoppedAtOffset === undefined ? {} : {
          stoppedAtOffset: stoppedAtOffset
        }
      };
      const files = [];
      try {
        if (json !== undefined) files.push(complete ? await json.commit(ending) : await json.keepPartial(ending));
        if (csv !== undefined) files.push(complete ? await csv.commit() : await csv.keepPartial());
      } catch (error) {
        await Promise.all([ json?.discard(), csv?.discard() ]);
        throw new dataset_outcome.ze(`Could not finish the ${plan.fileStem} files in ${dir}: ${(0, 
        errors.gJ)(error)}`, {
          cause: error
        });
      }
      return {
        dataset: name,
        status: complete ? "complete" : "partial",
        rows: rows,
        pages: pages,
        requests: requests,
        limit: limit,
        files: files,
        truncated: truncated,
        stop: stop === undefined || message === undefined ? undefined : {
          reason: stop.reason,
          message: message
        },
        stoppedAtOffset: stoppedAtOffset,
        ...stoppedAtCursor === undefined ? {} : {
          stoppedAtCursor: stoppedAtCursor
        },
        ...resume === undefined ? {} : {
          resumed: "continued"
        },
        duplicates: report,
        totalsChanged: totalsChanged,
        tail: tail,
        summary: collector.result()
      };
    }
    function warnDuplicates(report, dataset, field, warn) {
      if (report.count > 0) {
        const examples = report.examples.slice(0, 3).map(p => JSON.stringify(p)).join(", ");
        warn(`${report.count} ${report.count === 1 ? `row of ${dataset} repeats a ${field}` : `rows of ${dataset} repeat a ${field}`} already exported on an earlier page (e.g. ${examples}): offset pagination over data that changed during the export, so other pages may also have been skipped. Every row is kept as the API returned it; sum or deduplicate by ${field} downstream, or export again.`);
      }
      if (report.truncated) {
        warn(`The duplicate ${field} check of ${dataset} stopped after ${MAX_TRACKED_KEYS} distinct values (${report.checkedRows} rows) to keep memory bounded; later rows were not checked.`);
      }
    }
    var schema = __webpack_require__(83795);
    function file(written) {
      return {
        name: external_node_path_.basename(written.path),
        bytes: written.bytes,
        sha256: written.sha256
      };
    }
    function buildManifest(facts) {
      const datasets = {};
      for (const outcome of facts.outcomes) {
        const entry = {
          complete: outcome.status === "complete",
          status: outcome.status,
          rows: outcome.rows,
          pages: outcome.pages,
          requests: outcome.requests,
          limit: outcome.limit ?? null,
          files: outcome.files.map(file),
          ...outcome.tail
        };
        if (outcome.dataset === "feedback-by-page" && outcome.status !== "skipped") entry.truncated = outcome.truncated;
        if (outcome.duplicates !== undefined) {
          entry.duplicates = {
            count: outcome.duplicates.count,
            examples: [ ...outcome.duplicates.examples ],
            checkedRows: outcome.duplicates.checkedRows
          };
        }
        if (outcome.totalsChanged !== undefined) entry.totalsChanged = outcome.totalsChanged;
        if (outcome.stop !== undefined) entry.error = outcome.stop.message;
        if (outcome.stoppedAtOffset !== undefined) entry.stoppedAtOffset = outcome.stoppedAtOffset;
        if (outcome.stoppedAtCursor !== undefined) entry.stoppedAtCursor = outcome.stoppedAtCursor;
        datasets[outcome.dataset] = entry;
      }
      return {
        generator: schema.c4,
        mode: facts.mode,
        complete: facts.outcomes.every(o => o.status === "complete"),
        projectId: facts.projectId,
        dateFrom: facts.range.dateFrom ?? null,
        dateTo: facts.range.dateTo ?? null,
        period: facts.range.period ?? null,
        openRangeDay: facts.range.openDay ?? null,
        formats: [ ...facts.formats ],
        maxRequests: facts.maxRequests,
        requests: facts.requests,
        snapshotRuns: (facts.earlier?.runs ?? 0) + 1,
        snapshotRequests: (facts.earlier?.requests ?? 0) + facts.requests,
        visitorText: facts.privacy.visitorText ? "included" : "excluded",
        contact: facts.privacy.contact ? "included" : "excluded",
        startedAt: facts.startedAt.toISOString(),
        finishedAt: facts.finishedAt.toISOString(),
        datasets: datasets,
        files: [ ...facts.outcomes.flatMap(o => o.files), ...facts.extraFiles ].map(file)
      };
    }
    function writeManifest(dir, manifest) {
      return (0, temp_file.Zf)(external_node_path_.join(dir, output_dir.xF), `${JSON.stringify(manifest, null, 2)}\n`);
    }
    var manifest_mac = __webpack_require__(2563);
    var resume_resume = __webpack_require__(19501);
    const FETCH_ORDER = [ "assistant-callers", "feedback-by-page", "assistant", "views", "visitors", "searches", "feedback" ];
    function fetchOrder(datasets) {
      return FETCH_ORDER.filter(d => datasets.includes(d));
    }
    function runSettings(inputs) {
      const {projectId: projectId, range: range, formats: formats, outputDir: outputDir, outputDirIsDefault: outputDirIsDefault, maxRequests: maxRequests, summaryRows: summaryRows} = inputs;
      return {
        projectId: projectId,
        range: range,
        formats: formats,
        outputDir: outputDir,
        outputDirIsDefault: outputDirIsDefault,
        maxRequests: maxRequests,
        summaryRows: summaryRows
      };
    }
    async function prepareOutputDir(request, extraFileNames) {
      const dir = request.outputDir;
      const stems = request.mode === "analytics" ? [ ...analytics_endpoints.LJ ] : request.datasets.map(d => d.fileStem);
      const dataNames = [ ...stems.flatMap(s => {
        const names = (0, dataset_outcome.ZB)(s);
        return [ names.json, names.csv ];
      }), ...extraFileNames ];
      const removeAll = () => (0, output_dir.wW)(dir, dataNames);
      if (!request.outputDirIsDefault) await (0, output_dir._z)(dir, dataNames, request.mode);
      try {
        await (0, promises_.mkdir)(dir, {
          recursive: true
        });
        await removeAll();
      } catch (error) {
        throw new dataset_outcome.ze(`Could not prepare the output folder ${dir}: ${(0, 
        errors.gJ)(error)}`, {
          cause: error,
          requests: 0
        });
      }
      return removeAll;
    }
    async function carryCompleteSnapshot(request, from, fileNames, extraFileNames = []) {
      const removeAll = await prepareOutputDir(request, extraFileNames);
      const copied = [];
      try {
        for (const name of [ ...fileNames, output_dir.xF, output_dir.dQ ]) {
          const target = external_node_path_.join(request.outputDir, name);
          await (0, promises_.copyFile)(external_node_path_.join(from, name), target);
          copied.push(target);
        }
      } catch (error) {
        await removeAll().catch(() => undefined);
        throw new dataset_outcome.ze(`Could not copy the complete snapshot into ${request.outputDir}: ${(0, 
        errors.gJ)(error)}`, {
          cause: error,
          requests: 0
        });
      }
      return copied;
    }
    function haltsSnapshot(reason) {
      return reason !== "error";
    }
    function skippedMessage(reason, budget) {
      switch (reason) {
       case "budget":
        return `not fetched: max-requests (${budget.max}) was spent before this dataset`;

       case "rate-limit":
        return "not fetched: the organisation's analytics rate limit stopped the snapshot before this dataset";

       case "cancelled":
        return "not fetched: the run was cancelled";

       case "unauthorized":
        return "not fetched: the API key was rejected";

       case "error":
        return "not fetched";
      }
    }
    async function exportSnapshot(deps) {
      const {request: request} = deps;
      const dir = request.outputDir;
      const startedAt = deps.now();
      const removeAll = await prepareOutputDir(request, deps.extraFileNames ?? []);
      const budget = new RequestBudget(request.maxRequests);
      let rules;
      const privacy = () => rules ??= typeof request.privacy === "function" ? request.privacy() : Promise.resolve(request.privacy);
      const datasetDeps = {
        fetch: deps.fetch,
        range: request.range,
        formats: request.formats,
        outputDir: dir,
        privacy: privacy,
        summaryRows: request.summaryRows,
        budget: budget,
        signal: deps.signal,
        log: deps.log,
        warn: deps.warn,
        redact: deps.redact,
        observe: deps.observe,
        notice: deps.notice
      };
      const notice = deps.notice ?? deps.warn;
      const resume = deps.resume;
      const outcomes = [];
      let extraFiles = [];
      let halted;
      try {
        for (const {dataset: dataset, fileStem: fileStem, limit: limit} of request.datasets) {
          const plan = {
            definition: datasets.K[dataset],
            fileStem: fileStem,
            limit: limit,
            head: privacy => request.jsonHead(dataset, startedAt.toISOString(), privacy)
          };
          const kept = resume?.previous.kept.find(k => k.dataset === dataset);
          const from = resume?.dir ?? dir;
          const carry = async (held, stop) => carryKeptDataset(held, plan.definition.arrayKey, {
            from: from,
            outputDir: dir,
            privacy: await privacy(),
            summaryRows: request.summaryRows,
            observe: deps.observe
          }, stop);
          if (kept?.status === "complete") {
            const outcome = await carry(kept);
            outcomes.push(outcome);
            deps.log(`${dataset}: complete in an earlier run, ${outcome.rows} rows kept (no request)`);
            continue;
          }
          const point = kept === undefined ? undefined : (0, resume_resume._y)(kept);
          if (kept !== undefined && point === undefined && kept.rows > 0) {
            notice(`${dataset}: the ${kept.rows} rows kept by the earlier run end on a page whose next cursor was not trusted, so there is no place to resume from; ${dataset} starts again from its first page.`);
          }
          if (kept !== undefined && point !== undefined && (halted !== undefined || budget.remaining < 1 || deps.signal.aborted)) {
            const reason = halted ?? (deps.signal.aborted ? "cancelled" : "budget");
            const outcome = await carry(kept, {
              reason: reason,
              message: skippedMessage(reason, budget).replace(/^not fetched/, "not continued in this run")
            });
            outcomes.push(outcome);
            deps.log(`${dataset}: ${outcome.rows} rows kept from the earlier runs, ${outcome.stop?.message ?? ""}`);
            continue;
          }
          if (halted !== undefined) {
            outcomes.push((0, dataset_outcome.dE)(plan, halted, skippedMessage(halted, budget)));
            continue;
          }
          if (kept !== undefined && point !== undefined) {
            const json = kept.files.find(f => f.name.endsWith(".json"));
            const csv = kept.files.find(f => f.name.endsWith(".csv"));
            if (json !== undefined) {
              plan.resume = {
                rows: kept.rows,
                pages: kept.pages,
                requests: kept.requests,
                offset: point.offset,
                cursor: point.cursor,
                json: external_node_path_.join(from, json.name),
                csv: csv === undefined ? undefined : external_node_path_.join(from, csv.name),
                tail: kept.tail,
                totalsChanged: kept.totalsChanged
              };
            }
          }
          const outcome = await exportDataset(plan, datasetDeps);
          outcomes.push(outcome);
          deps.log(describeOutcome(outcome, budget));
          if (outcome.stop !== undefined && haltsSnapshot(outcome.stop.reason)) halted = outcome.stop.reason;
        }
        if (deps.beforeManifest !== undefined) extraFiles = await deps.beforeManifest(outcomes);
      } catch (error) {
        await removeAll().catch(() => undefined);
        if (error instanceof dataset_outcome.ze) throw new dataset_outcome.ze(error.message, {
          cause: error.cause,
          requests: budget.spent
        });
        throw error;
      }
      const files = [ ...outcomes.flatMap(o => o.files), ...extraFiles ];
      const manifest = buildManifest({
        mode: request.mode,
        projectId: request.projectId,
        range: request.range,
        formats: request.formats,
        maxRequests: request.maxRequests,
        requests: budget.spent,
        ...resume === undefined ? {} : {
          earlier: {
            runs: resume.previous.runs,
            requests: resume.previous.requests
          }
        },
        privacy: await privacy(),
        startedAt: startedAt,
        finishedAt: deps.now(),
        outcomes: outcomes,
        extraFiles: extraFiles
      });
      let manifestFile;
      const macFiles = [];
      try {
        manifestFile = await writeManifest(dir, manifest);
        if (request.manifestMac !== undefined) macFiles.push(await (0, manifest_mac.OA)(dir, request.manifestMac, await (0, 
        promises_.readFile)(manifestFile.path)));
      } catch (error) {
        await removeAll().catch(() => undefined);
        throw new dataset_outcome.ze(`Could not write ${output_dir.xF} in ${dir}: ${(0, 
        errors.gJ)(error)}`, {
          cause: error,
          requests: budget.spent
        });
      }
      return {
        complete: manifest.complete,
        outcomes: outcomes,
        requests: budget.spent,
        maxRequests: budget.max,
        snapshotRuns: manifest.snapshotRuns,
        snapshotRequests: manifest.snapshotRequests,
        manifest: manifestFile.path,
        files: [ ...files, manifestFile, ...macFiles ]
      };
    }
    function describeOutcome(outcome, budget) {
      const spent = `${outcome.requests} ${outcome.requests === 1 ? "request" : "requests"} (${budget.spent} of ${budget.max} max-requests spent)`;
      const rows = `${outcome.rows} ${outcome.rows === 1 ? "row" : "rows"}`;
      if (outcome.status === "complete") {
        return `${outcome.dataset}: complete, ${rows} in ${spent}${outcome.truncated ? "; the API left rows out (hasMore) and has no paging parameter for them" : ""}`;
      }
      return `${outcome.dataset}: ${outcome.status === "partial" ? "PARTIAL" : "SKIPPED"}, ${rows} in ${spent}: ${outcome.stop?.message ?? ""}`;
    }
  },
  48296: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      B4: () => formatCount,
      LS: () => plural,
      T1: () => formatShare,
      ZV: () => formatNumber
    });
    let countFormat;
    const THOUSANDS = /\B(?=(\d{3})+$)/g;
    function formatCount(n) {
      if (Number.isSafeInteger(n) && !Object.is(n, -0)) return String(n).replace(THOUSANDS, ",");
      countFormat ??= new Intl.NumberFormat("en-US", {
        maximumFractionDigits: 0
      });
      return countFormat.format(n);
    }
    function formatNumber(n) {
      return Number.isSafeInteger(n) && !Object.is(n, -0) ? formatCount(n) : n.toLocaleString("en-US");
    }
    function plural(n, one, many = `${one}s`) {
      return `${formatNumber(n)} ${n === 1 ? one : many}`;
    }
    function formatShare(ai, total) {
      return total > 0 ? `${(ai / total * 100).toFixed(1)}%` : "\u2014";
    }
  },
  92461: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      UA: () => SummaryBudget,
      bo: () => renderTable
    });
    var _count_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48296);
    const SUMMARY_BUDGET_BYTES = 900 * 1024;
    const TABLE_BUDGET_BYTES = 120 * 1024;
    function utf8Bytes(text) {
      return Buffer.byteLength(text, "utf8");
    }
    class SummaryBudget {
      remaining;
      constructor(bytes = SUMMARY_BUDGET_BYTES) {
        this.remaining = bytes;
      }
      spend(html) {
        this.remaining -= utf8Bytes(html);
        return html;
      }
    }
    function renderTable(header, rows, budget) {
      let html = `<table><tr>${header.map(h => `<th>${h}</th>`).join("")}</tr>`;
      let bytes = utf8Bytes(html);
      let kept = 0;
      const limit = Math.min(TABLE_BUDGET_BYTES, budget.remaining);
      for (const row of rows) {
        const line = `<tr>${row.map(cell => `<td>${cell}</td>`).join("")}</tr>`;
        const size = utf8Bytes(line);
        if (bytes + size > limit) break;
        html += line;
        bytes += size;
        kept += 1;
      }
      html += "</table>\n";
      const omitted = rows.length - kept;
      if (omitted > 0) html += `<p><em>${(0, _count_js__WEBPACK_IMPORTED_MODULE_0__.LS)(omitted, "more row")} left out to keep the job summary small; see the files.</em></p>\n`;
      return budget.spend(html);
    }
  },
  51602: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      FY: () => paragraph,
      L: () => trafficCells,
      OH: () => TRAFFIC_HEADER,
      R_: () => heading,
      uH: () => totalsTable
    });
    var _count_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48296);
    var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _summary_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92461);
    function paragraph(html) {
      return `<p>${html}</p>\n`;
    }
    function heading(level, text) {
      return `<h${level}>${(0, _escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(text)}</h${level}>\n`;
    }
    const TRAFFIC_HEADER = [ "Human", "AI", "Total", "AI share" ];
    function trafficCells(counts) {
      return [ (0, _count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(counts.human), (0, _count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(counts.ai), (0, 
      _count_js__WEBPACK_IMPORTED_MODULE_1__.B4)(counts.total), (0, _count_js__WEBPACK_IMPORTED_MODULE_1__.T1)(counts.ai, counts.total) ];
    }
    function totalsTable(totals, budget) {
      return (0, _summary_budget_js__WEBPACK_IMPORTED_MODULE_2__.bo)(TRAFFIC_HEADER, [ trafficCells(totals) ], budget);
    }
  },
  80849: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      T: () => untrustedCell
    });
    var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    const MARKDOWN_ENTITIES = {
      "[": "&#91;",
      "]": "&#93;",
      "(": "&#40;",
      ")": "&#41;",
      "!": "&#33;",
      "*": "&#42;",
      _: "&#95;",
      "~": "&#126;",
      "\\": "&#92;"
    };
    function untrustedCell(text, maxChars = _escape_js__WEBPACK_IMPORTED_MODULE_0__.Wc) {
      return (0, _escape_js__WEBPACK_IMPORTED_MODULE_0__.kq)(text, maxChars).replace(/[[\]()!*_~\\]/g, c => MARKDOWN_ENTITIES[c] ?? c).replace(/@(?=[A-Za-z0-9])/g, "@\u200b").replace(/:\/\//g, ":\u200b//").replace(/\bwww\./gi, m => `${m.slice(0, 3)}\u200b.`);
    }
  },
  54931: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      s4: () => downloadArtifactFiles,
      bd: () => findPreviousArtifact,
      Rk: () => previousRunExpectation
    });
    var errors = __webpack_require__(83916);
    var schemas = __webpack_require__(9691);
    const PREVIOUS_SNAPSHOT_EVENTS = [ "schedule", "workflow_dispatch" ];
    const RunSchema = schemas.RZV(() => schemas._H3({
      id: schemas.aig().int(),
      path: schemas.YjP().min(1),
      event: schemas.YjP().min(1),
      conclusion: schemas.YjP().min(1),
      head_branch: schemas.YjP().min(1),
      repository: schemas._H3({
        id: schemas.aig().int()
      }),
      head_repository: schemas._H3({
        id: schemas.aig().int()
      })
    }));
    function workflowFile(pathOrRef) {
      const withoutRef = pathOrRef.replace(/@.*$/s, "");
      const at = withoutRef.indexOf(".github/workflows/");
      return at >= 0 ? withoutRef.slice(at) : withoutRef;
    }
    function listedRunRefusal(listed, expected) {
      const refuse = why => `run ${listed.id} ${why}`;
      if (expected.workflowPath === undefined) return refuse("cannot be checked: the current workflow file is unknown (GITHUB_WORKFLOW_REF is not set)");
      if (expected.defaultBranch === undefined) return refuse("cannot be checked: the default branch is unknown");
      if (listed.headBranch !== undefined && listed.headBranch !== expected.defaultBranch) return refuse(`ran on the branch ${JSON.stringify(listed.headBranch.slice(0, 100))}, not the default branch ${expected.defaultBranch}`);
      if (listed.repositoryId !== undefined && listed.headRepositoryId !== undefined && listed.repositoryId !== listed.headRepositoryId) return refuse("came from a fork");
      return undefined;
    }
    function acceptPreviousArtifact(artifact, listed, run, expected) {
      const refuse = why => ({
        accepted: undefined,
        reason: `run ${listed.id} ${why}`
      });
      const early = listedRunRefusal(listed, expected);
      if (early !== undefined) return {
        accepted: undefined,
        reason: early
      };
      if (expected.workflowPath === undefined || expected.defaultBranch === undefined) return refuse("cannot be checked");
      const parsed = RunSchema.safeParse(run);
      if (!parsed.success) {
        const missing = [ ...new Set(parsed.error.issues.map(i => String(i.path[0] ?? "the run"))) ].join(", ");
        return refuse(`cannot be checked: GitHub's record of it lacks ${missing}`);
      }
      const r = parsed.data;
      if (r.id !== listed.id) return refuse(`cannot be checked: GitHub answered with run ${r.id}`);
      if (workflowFile(r.path) !== workflowFile(expected.workflowPath)) return refuse(`is of another workflow (${JSON.stringify(r.path.slice(0, 200))}, not ${workflowFile(expected.workflowPath)})`);
      if (r.head_branch !== expected.defaultBranch) return refuse(`ran on the branch ${JSON.stringify(r.head_branch.slice(0, 100))}, not the default branch ${expected.defaultBranch}`);
      if (!PREVIOUS_SNAPSHOT_EVENTS.includes(r.event)) return refuse(`was started by ${JSON.stringify(r.event.slice(0, 50))}, not by ${PREVIOUS_SNAPSHOT_EVENTS.join(" or ")}`);
      if (r.conclusion !== "success") return refuse(`did not succeed (conclusion ${JSON.stringify(r.conclusion.slice(0, 50))})`);
      if (r.head_repository.id !== r.repository.id) return refuse("came from a fork");
      return {
        accepted: artifact
      };
    }
    const MAX_RUNS_CHECKED = 10;
    const MAX_ARTIFACT_PAGES = 100;
    const MAX_PREVIOUS_ARTIFACT_BYTES = 512 * 1024 * 1024;
    function httpStatus(error) {
      if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") return error.status;
      return undefined;
    }
    function artifactFailureReason(what, error) {
      const status = httpStatus(error);
      if (status === 403 || status === 404) {
        return `${what} was refused (HTTP ${status}): the github-token needs the actions: read permission (add "actions: read" under the job's permissions)`;
      }
      if (status === 410) return `${what} failed (HTTP 410): the artifact has expired`;
      return `${what} failed${status === undefined ? "" : ` (HTTP ${status})`}: ${(0, 
      errors.gJ)(error)}`;
    }
    function newestFirst(a, b) {
      const at = (a.createdAt ?? "") < (b.createdAt ?? "") ? 1 : (a.createdAt ?? "") > (b.createdAt ?? "") ? -1 : 0;
      return at || b.id - a.id;
    }
    async function findPreviousArtifact(octokit, search) {
      const candidates = [];
      let listed = 0;
      let expired = 0;
      let foreign = 0;
      let pages = 0;
      const endpoint = `GET /repos/${search.owner}/${search.repo}/actions/artifacts?name=${search.name}`;
      try {
        const iterator = octokit.paginate.iterator(octokit.rest.actions.listArtifactsForRepo, {
          owner: search.owner,
          repo: search.repo,
          name: search.name,
          per_page: 100
        });
        for await (const response of iterator) {
          pages += 1;
          for (const artifact of response.data) {
            if (artifact.name !== search.name) continue;
            listed += 1;
            const run = artifact.workflow_run;
            if (run?.id === undefined || run.id === search.currentRunId || search.exclude?.has(artifact.id) === true) continue;
            if (artifact.expired) {
              expired += 1;
              continue;
            }
            if (run.head_repository_id !== undefined && run.repository_id !== undefined && run.head_repository_id !== run.repository_id) {
              foreign += 1;
              continue;
            }
            candidates.push({
              id: artifact.id,
              name: artifact.name,
              sizeInBytes: artifact.size_in_bytes,
              createdAt: artifact.created_at ?? null,
              digest: artifact.digest ?? null,
              runId: run.id,
              run: {
                id: run.id,
                headBranch: run.head_branch ?? undefined,
                repositoryId: run.repository_id,
                headRepositoryId: run.head_repository_id
              }
            });
          }
          if (pages >= MAX_ARTIFACT_PAGES) break;
        }
      } catch (error) {
        return {
          found: undefined,
          reason: artifactFailureReason(`Listing artifacts (${endpoint})`, error),
          failed: true
        };
      }
      candidates.sort(newestFirst);
      if (candidates.length > 0) return acceptNewest(octokit, search, candidates);
      if (expired > 0 && foreign === 0) return {
        found: undefined,
        reason: `every earlier artifact named ${search.name} has expired (retention-days)`
      };
      if (foreign > 0) return {
        found: undefined,
        reason: `the only earlier artifacts named ${search.name} come from runs of forks, which are never trusted as a previous snapshot`
      };
      if (listed > 0) return {
        found: undefined,
        reason: `no earlier run of this repository uploaded an artifact named ${search.name} (only this run did)`
      };
      return {
        found: undefined,
        reason: `no earlier run of this repository uploaded an artifact named ${search.name} (first run, or the artifact was deleted)`
      };
    }
    async function acceptNewest(octokit, search, candidates) {
      const refusals = [];
      let read = 0;
      let unchecked = 0;
      for (const candidate of candidates) {
        const listed = candidate.run ?? {
          id: candidate.runId,
          headBranch: undefined,
          repositoryId: undefined,
          headRepositoryId: undefined
        };
        const early = listedRunRefusal(listed, search.expected);
        if (early !== undefined) {
          refusals.push(early);
          continue;
        }
        if (read >= MAX_RUNS_CHECKED) {
          unchecked += 1;
          continue;
        }
        read += 1;
        let run;
        try {
          run = (await octokit.rest.actions.getWorkflowRun({
            owner: search.owner,
            repo: search.repo,
            run_id: listed.id
          })).data;
        } catch (error) {
          const status = httpStatus(error);
          refusals.push(`run ${listed.id} cannot be read (${status === undefined ? (0, errors.gJ)(error) : `HTTP ${status}`}${status === 404 ? ": the run was deleted" : ""})`);
          continue;
        }
        const verdict = acceptPreviousArtifact(candidate, listed, run, search.expected);
        if (verdict.accepted !== undefined) return {
          found: verdict.accepted,
          refused: refusals
        };
        refusals.push(verdict.reason);
      }
      const more = unchecked > 0 ? ` (only ${MAX_RUNS_CHECKED} runs were read; ${unchecked} older candidates were not)` : "";
      return {
        found: undefined,
        reason: `no earlier artifact named ${search.name} comes from a successful schedule or workflow_dispatch run of this workflow on the default branch${more}: ${refusals.slice(0, 3).join("; ")}${refusals.length > 3 ? `; and ${refusals.length - 3} more` : ""}`,
        refused: refusals
      };
    }
    async function previousRunExpectation(octokit, repo, runner) {
      const ref = runner.workflowRef;
      const workflowPath = ref.includes(".github/workflows/") ? workflowFile(ref) : undefined;
      let defaultBranch;
      try {
        const payload = await runner.eventPayload();
        const branch = payload?.repository?.default_branch;
        if (typeof branch === "string" && branch !== "") defaultBranch = branch;
      } catch {
        defaultBranch = undefined;
      }
      if (defaultBranch === undefined) {
        try {
          const {data: data} = await octokit.rest.repos.get({
            owner: repo.owner,
            repo: repo.repo
          });
          if (typeof data.default_branch === "string" && data.default_branch !== "") defaultBranch = data.default_branch;
        } catch {
          defaultBranch = undefined;
        }
      }
      return {
        workflowPath: workflowPath,
        defaultBranch: defaultBranch
      };
    }
    async function downloadArtifactFiles(artifact, download) {
      if (artifact.sizeInBytes > MAX_PREVIOUS_ARTIFACT_BYTES) {
        return `artifact ${artifact.name} (${artifact.id}) is ${artifact.sizeInBytes} bytes, more than the ${MAX_PREVIOUS_ARTIFACT_BYTES} read as a previous snapshot`;
      }
      if (download.rest !== undefined) {
        try {
          const {downloadArtifactWithRest: downloadArtifactWithRest} = await Promise.all([ __webpack_require__.e(663), __webpack_require__.e(423) ]).then(__webpack_require__.bind(__webpack_require__, 25423));
          await downloadArtifactWithRest(download.rest, {
            owner: download.owner,
            repo: download.repo,
            artifactId: artifact.id,
            digest: artifact.digest,
            maxBytes: MAX_PREVIOUS_ARTIFACT_BYTES,
            dir: download.dir
          });
          return undefined;
        } catch (error) {
          return artifactFailureReason(`Downloading artifact ${artifact.name} (${artifact.id})`, error);
        }
      }
      try {
        const {DefaultArtifactClient: DefaultArtifactClient} = await Promise.all([ __webpack_require__.e(119), __webpack_require__.e(913), __webpack_require__.e(779), __webpack_require__.e(111) ]).then(__webpack_require__.bind(__webpack_require__, 40111));
        const result = await (new DefaultArtifactClient).downloadArtifact(artifact.id, {
          path: download.dir,
          findBy: {
            token: download.token,
            workflowRunId: artifact.runId,
            repositoryOwner: download.owner,
            repositoryName: download.repo
          },
          ...artifact.digest === null ? {} : {
            expectedHash: artifact.digest
          }
        });
        if (result.digestMismatch === true) return `artifact ${artifact.name} (${artifact.id}) does not match the digest GitHub lists for it`;
        return undefined;
      } catch (error) {
        return artifactFailureReason(`Downloading artifact ${artifact.name} (${artifact.id})`, error);
      }
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
  42107: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      J_: () => ViewsPageSchema,
      Jn: () => FeedbackByPageSchema,
      Q6: () => RESOLUTION_STATUSES,
      VF: () => FEEDBACK_SOURCES,
      er: () => VisitorsPageSchema,
      hk: () => SearchesPageSchema,
      in: () => CallerStatsSchema,
      np: () => FEEDBACK_STATUSES,
      sk: () => FeedbackPageSchema,
      tZ: () => AssistantPageSchema
    });
    var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
    const Count = zod__WEBPACK_IMPORTED_MODULE_0__.aig().int().nonnegative();
    const TRAFFIC_COUNTS = {
      human: Count,
      ai: Count,
      total: Count
    };
    const ViewsTotalsSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3(TRAFFIC_COUNTS);
    const PageViewSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      path: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      ...TRAFFIC_COUNTS
    });
    const ViewsPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      totals: ViewsTotalsSchema,
      views: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(PageViewSchema),
      hasMore: zod__WEBPACK_IMPORTED_MODULE_0__.zMY()
    });
    const NullableText = zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullable();
    const CURSOR_PAGING = {
      nextCursor: NullableText,
      hasMore: zod__WEBPACK_IMPORTED_MODULE_0__.zMY()
    };
    const VisitorsPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      totals: zod__WEBPACK_IMPORTED_MODULE_0__.Ikc(TRAFFIC_COUNTS),
      visitors: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
        path: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
        ...TRAFFIC_COUNTS
      })),
      hasMore: zod__WEBPACK_IMPORTED_MODULE_0__.zMY()
    });
    const SearchRowSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      searchQuery: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      hits: Count,
      ctr: zod__WEBPACK_IMPORTED_MODULE_0__.aig().min(0).max(1),
      topClickedPage: NullableText,
      lastSearchedAt: zod__WEBPACK_IMPORTED_MODULE_0__.YjP()
    });
    const SearchesPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      searches: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(SearchRowSchema),
      totalSearches: Count,
      nextCursor: NullableText
    });
    const FEEDBACK_SOURCES = [ "code_snippet", "contextual", "agent", "thumbs_only" ];
    const FEEDBACK_STATUSES = [ "pending", "in_progress", "resolved", "dismissed" ];
    const BasicFeedbackSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      id: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      path: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      comment: NullableText,
      createdAt: NullableText,
      source: zod__WEBPACK_IMPORTED_MODULE_0__.k5n(FEEDBACK_SOURCES),
      status: zod__WEBPACK_IMPORTED_MODULE_0__.k5n(FEEDBACK_STATUSES)
    });
    const ContextualFeedbackSchema = BasicFeedbackSchema.extend({
      helpful: zod__WEBPACK_IMPORTED_MODULE_0__.zMY(),
      contact: NullableText
    });
    const CodeSnippetFeedbackSchema = BasicFeedbackSchema.extend({
      code: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      filename: NullableText,
      lang: NullableText
    });
    const FeedbackItemSchema = zod__WEBPACK_IMPORTED_MODULE_0__.KCZ([ ContextualFeedbackSchema, CodeSnippetFeedbackSchema, BasicFeedbackSchema ]);
    const FeedbackPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      feedback: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(FeedbackItemSchema),
      ...CURSOR_PAGING
    });
    const FeedbackByPageRowSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      path: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      thumbsUp: Count,
      thumbsDown: Count,
      code: Count,
      total: Count
    });
    const FeedbackByPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      feedback: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(FeedbackByPageRowSchema),
      hasMore: zod__WEBPACK_IMPORTED_MODULE_0__.zMY()
    });
    const AssistantSourceSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      title: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      url: zod__WEBPACK_IMPORTED_MODULE_0__.YjP()
    });
    const RESOLUTION_STATUSES = [ "answered", "unanswered" ];
    const AssistantConversationSchema = zod__WEBPACK_IMPORTED_MODULE_0__.Ikc({
      id: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      timestamp: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      query: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      response: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      responseType: zod__WEBPACK_IMPORTED_MODULE_0__.k5n([ "answer", "clarifying_question" ]).optional(),
      sources: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(AssistantSourceSchema),
      resolutionStatus: zod__WEBPACK_IMPORTED_MODULE_0__.k5n(RESOLUTION_STATUSES),
      queryCategory: NullableText,
      pageUrl: NullableText
    });
    const AssistantPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      conversations: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(AssistantConversationSchema),
      ...CURSOR_PAGING
    });
    const CallerStatsSchema = zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      web: Count,
      api: Count,
      other: Count,
      total: Count
    });
  }
};
