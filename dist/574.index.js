export const id = 574;

export const ids = [ 574 ];

export const modules = {
  884: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runPageViewsStep: () => runPageViewsStep
    });
    var core = __webpack_require__(33838);
    var errors = __webpack_require__(83916);
    var date_range = __webpack_require__(56432);
    var export_run = __webpack_require__(27281);
    var log_text = __webpack_require__(75409);
    var job_summary = __webpack_require__(7505);
    var external_node_path_ = __webpack_require__(76760);
    var dataset_outcome = __webpack_require__(50274);
    var privacy = __webpack_require__(23030);
    var snapshot = __webpack_require__(34477);
    var sentence = __webpack_require__(67870);
    const FILE_STEM = "page-views";
    function partialFailureMessage(views, manifest) {
      const data = views.files.map(f => external_node_path_.basename(f.path));
      const kept = data.length > 0 ? `the rows received are in ${data.join(" and ")}` : "no row arrived";
      return `Page-views export failed at offset ${views.stoppedAtOffset ?? 0} (${views.rows} rows kept): ${(0, 
      sentence.s)(views.stop?.message ?? "stopped early")}. Partial export: ${kept} (${external_node_path_.basename(manifest)}: complete false).`;
    }
    function pageViewsRequest(inputs) {
      const {projectId: projectId, range: range} = inputs;
      return {
        ...(0, snapshot.n)(inputs),
        mode: "page-views",
        manifestMac: {
          apiKey: inputs.apiKey,
          projectId: inputs.projectId
        },
        datasets: [ {
          dataset: "views",
          fileStem: FILE_STEM,
          limit: inputs.pageSize
        } ],
        jsonHead: (_dataset, generatedAt) => ({
          projectId: projectId,
          dateFrom: range.dateFrom ?? null,
          dateTo: range.dateTo ?? null,
          generatedAt: generatedAt
        }),
        privacy: privacy.u
      };
    }
    function summaryOf(result, views) {
      const summary = views.summary?.dataset === "views" ? views.summary : undefined;
      return {
        rows: views.rows,
        requests: result.requests,
        totals: summary?.totals,
        totalsChanged: views.totalsChanged === true,
        duplicates: views.duplicates ?? {
          count: 0,
          examples: []
        },
        top: summary?.top ?? [],
        fileNames: result.files.map(f => external_node_path_.basename(f.path)),
        stopped: views.status === "complete" ? undefined : {
          offset: views.stoppedAtOffset ?? 0,
          reason: views.stop?.message ?? "stopped early"
        }
      };
    }
    function pageViewsPreset(inputs, summary) {
      return {
        inputs: inputs,
        request: pageViewsRequest(inputs),
        title: `Fetching page views (${inputs.pageSize} per request)`,
        noun: "export",
        rules: () => privacy.u,
        incompleteMessage: ({outcomes: [views], manifest: manifest}) => views === undefined ? "The page-views export ran no dataset." : partialFailureMessage(views, manifest),
        failedOutputs: error => core.setOutput("requests", error instanceof dataset_outcome.ze ? error.requests : 0),
        fetched: run => {
          summary.export = reportExport(run);
        },
        carried: ({previous: previous, files: files}) => {
          const file = name => files.find(f => external_node_path_.basename(f) === name) ?? "";
          core.setOutput("rows", previous.kept.find(k => k.dataset === "views")?.rows ?? 0);
          core.setOutput("json-file", file(`${FILE_STEM}.json`));
          core.setOutput("csv-file", file(`${FILE_STEM}.csv`));
        }
      };
    }
    function reportExport({result: result, resumesNextRun: resumesNextRun}) {
      const [views] = result.outcomes;
      if (views === undefined) throw new Error("The page-views export ran no dataset.");
      const shown = summaryOf(result, views);
      if (resumesNextRun) core.info((0, log_text.k)(`Page-views export in progress (resume: true): ${views.rows} rows so far; the next run continues from offset ${views.stoppedAtOffset ?? 0}.`));
      const {totals: totals} = shown;
      core.info((0, log_text.k)(result.complete ? `Exported ${views.rows} rows (${views.pages} API pages, ${result.requests} requests): ${totals?.total} views in total (human ${totals?.human}, AI ${totals?.ai}).` : `Kept the ${views.rows} rows received (${views.pages} API pages, ${result.requests} requests) in ${shown.fileNames.join(", ")}.`));
      const dataFile = extension => views.files.find(f => f.path.endsWith(extension))?.path ?? "";
      core.setOutput("rows", views.rows);
      core.setOutput("json-file", dataFile(".json"));
      core.setOutput("csv-file", dataFile(".csv"));
      return shown;
    }
    var format_count = __webpack_require__(48296);
    var format_escape = __webpack_require__(59044);
    var summary_budget = __webpack_require__(92461);
    var untrusted = __webpack_require__(80849);
    var artifact_step = __webpack_require__(74514);
    const CHART_ROWS = 10;
    const MAX_CHART_LABEL_CHARS = 28;
    function chartLabel(path) {
      const safe = Array.from(path.replace(/[^A-Za-z0-9/._-]/g, "_"));
      const text = safe.length > MAX_CHART_LABEL_CHARS ? `${safe.slice(0, MAX_CHART_LABEL_CHARS - 1).join("")}\u2026` : safe.join("");
      return text || "_";
    }
    function renderChart(top) {
      const shown = top.slice(0, CHART_ROWS);
      const labels = shown.map((p, i) => `"${i + 1}. ${chartLabel(p.path)}"`);
      return [ "xychart-beta", `  title "Top ${shown.length} pages: human views (bars), AI views (line)"`, `  x-axis [${labels.join(", ")}]`, '  y-axis "Views"', `  bar [${shown.map(p => p.human).join(", ")}]`, `  line [${shown.map(p => p.ai).join(", ")}]` ].join("\n");
    }
    var resume_summary = __webpack_require__(75076);
    var summary_html = __webpack_require__(51602);
    const DUPLICATE_EXAMPLES_SHOWN = 5;
    function partialBanner(stopped, rows) {
      const held = rows === 0 ? "these files hold no rows" : `these files hold the first ${(0, 
      format_count.LS)(rows, "row")} only`;
      return `<p><strong>\u26a0\ufe0f Partial export \u2014 stopped at offset ${stopped.offset}:</strong> ${(0, 
      untrusted.T)((0, sentence.s)(stopped.reason), 2e3)}; <strong>${held}.</strong></p>`;
    }
    function topPages(result, summaryRows, budget) {
      const top = result.top.slice(0, summaryRows);
      if (top.length === 0) return "";
      const rows = top.map((p, i) => [ String(i + 1), `<code>${(0, format_escape.kq)(p.path)}</code>`, ...(0, 
      summary_html.L)(p) ]);
      const among = result.stopped === undefined ? "" : ` among the ${(0, format_count.B4)(result.rows)} rows kept`;
      return `<h3>Top ${top.length} pages by total views${among}</h3>\n${(0, summary_budget.bo)([ "#", "Page", ...summary_html.OH ], rows, budget)}\n\`\`\`mermaid\n${renderChart(top)}\n\`\`\`\n`;
    }
    function addPageViewsSummary(summary, data) {
      const budget = new summary_budget.UA;
      const result = data.export;
      const stopped = result?.stopped;
      const inProgress = stopped !== undefined && data.progress?.left !== undefined;
      if (inProgress && data.progress !== undefined) summary.addRaw((0, resume_summary.Z9)(data.progress), true); else if (result !== undefined && stopped !== undefined) summary.addRaw(partialBanner(stopped, result.rows), true);
      summary.addHeading(stopped === undefined ? "Mintlify page views" : "Mintlify page views (partial export)", 2);
      summary.addRaw(`<p><strong>Project:</strong> <code>${(0, format_escape.kq)(data.projectId)}</code><br>\n<strong>Range:</strong> ${(0, 
      format_escape.ZD)((0, date_range.pC)(data.range))}</p>`, true);
      if (data.abandoned !== undefined) summary.addRaw((0, resume_summary.iH)(data.abandoned), true);
      if (data.alreadyComplete !== undefined) return summary.addRaw((0, resume_summary.zF)(data.alreadyComplete), true);
      if (data.progress !== undefined && !inProgress) summary.addRaw((0, resume_summary.Z9)(data.progress), true);
      if (result === undefined) return summary.addRaw(`<p><strong>Export failed:</strong> ${(0, 
      untrusted.T)(data.failure ?? "unknown error", 2e3)}</p>`, true);
      const {totals: totals} = result;
      summary.addRaw(totals === undefined ? "<p>No page arrived, so there are no totals.</p>" : (0, 
      summary_html.uH)(totals, budget), true);
      if (result.totalsChanged) summary.addRaw("<p><em>The API's totals changed during the export; the last page's totals are shown.</em></p>", true);
      const count = result.duplicates.count;
      if (count > 0) {
        const examples = result.duplicates.examples.slice(0, DUPLICATE_EXAMPLES_SHOWN).map(p => `<code>${(0, 
        format_escape.kq)(p)}</code>`);
        summary.addRaw(`<p><strong>Duplicate paths:</strong> ${(0, format_count.LS)(count, "row repeats a path", "rows repeat a path")} exported on an earlier page (e.g. ${examples.join(", ")}): the data changed during the export. Rows are kept as the API returned them; see <code>manifest.json</code>.</p>`, true);
      }
      const files = result.fileNames.map(f => `<code>${(0, format_escape.kq)(f)}</code>`).join(", ") || "none";
      summary.addRaw(`<p><strong>${stopped === undefined ? "Rows exported" : "Rows kept (partial export)"}:</strong> ${(0, 
      format_count.B4)(result.rows)} (${files})<br>\n<strong>API requests:</strong> ${(0, 
      format_count.B4)(result.requests)} of ${(0, format_count.B4)(data.maxRequests)} (<code>max-requests</code>, retries included)<br>\n<strong>Artifact:</strong> ${(0, 
      artifact_step.ii)(data.artifact)}</p>`, true);
      summary.addRaw(topPages(result, data.summaryRows, budget), true);
      if (data.failure) summary.addRaw(`<p><strong>Error:</strong> ${(0, untrusted.T)(data.failure, 2e3)}</p>`, true);
      return summary;
    }
    async function runPageViewsStep(inputs, mintlify, runner, signal) {
      const summary = emptySummary(inputs);
      const redactKey = text => (0, errors.E$)(text, [ inputs.apiKey ]);
      core.info((0, log_text.k)(startLine(inputs)));
      try {
        const run = await (0, export_run.M)(pageViewsPreset(inputs, summary), {
          mintlify: mintlify,
          runner: runner,
          signal: signal,
          redact: redactKey
        }, summary);
        if (run.kind === "exported") (0, export_run.S)(run, summary);
      } finally {
        await (0, job_summary.j)(jobSummary => addPageViewsSummary(jobSummary, summary));
      }
    }
    function startLine(inputs) {
      return `Page views of project ${inputs.projectId}, ${(0, date_range.pC)(inputs.range)}: ${inputs.pageSize} rows per request, at most ${inputs.maxRequests} requests, ${inputs.formats.join(" and ")} to ${inputs.outputDir}`;
    }
    function emptySummary(inputs) {
      const {projectId: projectId, range: range, summaryRows: summaryRows, maxRequests: maxRequests} = inputs;
      return {
        projectId: projectId,
        range: range,
        summaryRows: summaryRows,
        maxRequests: maxRequests,
        export: undefined,
        artifact: undefined,
        failure: undefined
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
