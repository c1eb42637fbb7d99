export const id = 608;

export const ids = [ 608 ];

export const modules = {
  88608: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runPageViewsStep: () => runPageViewsStep
    });
    var core = __webpack_require__(77094);
    var external_node_path_ = __webpack_require__(76760);
    var errors = __webpack_require__(83916);
    var artifact_step = __webpack_require__(85265);
    var log_text = __webpack_require__(75409);
    var date_range = __webpack_require__(56432);
    var export_dataset = __webpack_require__(20167);
    const NO_VISITOR_DATA = {
      visitorText: false,
      contact: false,
      excludedBecause: undefined
    };
    var snapshot = __webpack_require__(25965);
    var resume_step = __webpack_require__(44122);
    var export_resume = __webpack_require__(71867);
    var resume_summary = __webpack_require__(42482);
    var urls = __webpack_require__(15945);
    var snapshot_step = __webpack_require__(53224);
    var format_count = __webpack_require__(48296);
    var format_escape = __webpack_require__(59044);
    var summary_budget = __webpack_require__(92461);
    var untrusted = __webpack_require__(80849);
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
    var sentence = __webpack_require__(67870);
    const DUPLICATE_EXAMPLES_SHOWN = 5;
    function partialBanner(stopped, rows) {
      const held = rows === 0 ? "these files hold no rows" : `these files hold the first ${(0, 
      format_count.B4)(rows)} ${rows === 1 ? "row" : "rows"} only`;
      return `<p><strong>\u26a0\ufe0f Partial export \u2014 stopped at offset ${stopped.offset}:</strong> ${(0, 
      untrusted.T)((0, sentence.s)(stopped.reason), 2e3)}; <strong>${held}.</strong></p>`;
    }
    function topPages(result, summaryRows, budget) {
      const top = result.top.slice(0, summaryRows);
      if (top.length === 0) return "";
      const rows = top.map((p, i) => [ String(i + 1), `<code>${(0, format_escape.kq)(p.path)}</code>`, (0, 
      format_count.B4)(p.human), (0, format_count.B4)(p.ai), (0, format_count.B4)(p.total), (0, 
      format_count.T1)(p.ai, p.total) ]);
      const among = result.stopped === undefined ? "" : ` among the ${(0, format_count.B4)(result.rows)} rows kept`;
      return `<h3>Top ${top.length} pages by total views${among}</h3>\n${(0, summary_budget.bo)([ "#", "Page", "Human", "AI", "Total", "AI share" ], rows, budget)}\n\`\`\`mermaid\n${renderChart(top)}\n\`\`\`\n`;
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
      if (data.alreadyComplete !== undefined) return summary.addRaw((0, resume_summary.zF)(data.alreadyComplete), true);
      if (data.progress !== undefined && !inProgress) summary.addRaw((0, resume_summary.Z9)(data.progress), true);
      if (result === undefined) return summary.addRaw(`<p><strong>Export failed:</strong> ${(0, 
      untrusted.T)(data.failure ?? "unknown error", 2e3)}</p>`, true);
      const {totals: totals} = result;
      summary.addRaw(totals === undefined ? "<p>No page arrived, so there are no totals.</p>" : (0, 
      summary_budget.bo)([ "Human", "AI", "Total", "AI share" ], [ [ (0, format_count.B4)(totals.human), (0, 
      format_count.B4)(totals.ai), (0, format_count.B4)(totals.total), (0, format_count.T1)(totals.ai, totals.total) ] ], budget), true);
      if (result.totalsChanged) summary.addRaw("<p><em>The API's totals changed during the export; the last page's totals are shown.</em></p>", true);
      const count = result.duplicates.count;
      if (count > 0) {
        const examples = result.duplicates.examples.slice(0, DUPLICATE_EXAMPLES_SHOWN).map(p => `<code>${(0, 
        format_escape.kq)(p)}</code>`);
        summary.addRaw(`<p><strong>Duplicate paths:</strong> ${(0, format_count.B4)(count)} ${count === 1 ? "row repeats a path" : "rows repeat a path"} exported on an earlier page (e.g. ${examples.join(", ")}): the data changed during the export. Rows are kept as the API returned them; see <code>manifest.json</code>.</p>`, true);
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
        privacy: NO_VISITOR_DATA
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
    async function runPageViewsStep(inputs, mintlify, env, signal) {
      const {projectId: projectId, range: range, summaryRows: summaryRows, maxRequests: maxRequests} = inputs;
      const summary = {
        projectId: projectId,
        range: range,
        summaryRows: summaryRows,
        maxRequests: maxRequests,
        export: undefined,
        artifact: undefined,
        failure: undefined
      };
      const clean = text => (0, errors.E$)(text, [ inputs.apiKey ]);
      core.info((0, log_text.k)(`Page views of project ${inputs.projectId}, ${(0, date_range.pC)(inputs.range)}: ${inputs.pageSize} rows per request, at most ${inputs.maxRequests} requests, ${inputs.formats.join(" and ")} to ${inputs.outputDir}`));
      const request = pageViewsRequest(inputs);
      let resume;
      let unusable = (0, export_resume.JY)(inputs);
      try {
        let result;
        try {
          if (inputs.resume && unusable !== undefined) core.info((0, log_text.k)(`Resume: off in this run: ${unusable}.`));
          if (unusable === undefined) {
            resume = await (0, resume_step.i)({
              token: inputs.githubToken,
              env: env,
              artifactName: inputs.artifactName,
              key: {
                apiKey: inputs.apiKey,
                projectId: inputs.projectId
              },
              identity: (0, export_resume.bC)(request, NO_VISITOR_DATA),
              log: line => core.info((0, log_text.k)(line))
            });
            if (resume.kind === "fresh" && resume.notice !== undefined) core.notice(clean(`Resume: a new export starts, as ${resume.notice}.`));
            if (resume.kind === "fresh" && resume.lookupFailed !== undefined) unusable = resume.lookupFailed;
          }
          if (resume?.kind === "complete") {
            await reportAlreadyComplete(resume, request, env, summary);
            return;
          }
          result = await (0, snapshot_step.a)(`Fetching page views (${inputs.pageSize} per request)`, request, {
            mintlify: mintlify,
            redact: clean,
            signal: signal,
            ...resume?.kind === "resume" ? {
              resume: {
                dir: resume.dir,
                previous: resume.previous
              }
            } : {}
          });
        } catch (error) {
          core.setOutput("requests", error instanceof export_dataset.ze ? error.requests : 0);
          summary.failure = clean(`${(0, errors.gJ)(error)}${inputs.uploadArtifact ? " Nothing was uploaded." : ""}`);
          throw new Error(summary.failure, {
            cause: error
          });
        } finally {
          await (resume?.dispose());
        }
        const [views] = result.outcomes;
        if (views === undefined) throw new Error("The page-views export ran no dataset.");
        summary.export = summaryOf(result, views);
        const resumesNextRun = unusable === undefined && !result.complete && (0, export_resume.Oy)(result.outcomes);
        if (unusable === undefined) {
          summary.progress = (0, resume_summary.Wh)(result.outcomes, result, result.complete ? undefined : (0, 
          export_resume.KC)(result.outcomes, inputs.maxRequests));
          core.info((0, log_text.k)((0, resume_summary.Uc)(summary.progress)));
          if (resumesNextRun) core.info((0, log_text.k)(`Page-views export in progress (resume: true): ${views.rows} rows so far; the next run continues from offset ${views.stoppedAtOffset ?? 0}.`));
        }
        const {totals: totals} = summary.export;
        core.info((0, log_text.k)(result.complete ? `Exported ${views.rows} rows (${views.pages} API pages, ${result.requests} requests): ${totals?.total} views in total (human ${totals?.human}, AI ${totals?.ai}).` : `Kept the ${views.rows} rows received (${views.pages} API pages, ${result.requests} requests) in ${summary.export.fileNames.join(", ")}.`));
        const dataFile = extension => views.files.find(f => f.path.endsWith(extension))?.path ?? "";
        core.setOutput("rows", views.rows);
        core.setOutput("requests", result.requests);
        core.setOutput("total", totals?.total ?? "");
        core.setOutput("human", totals?.human ?? "");
        core.setOutput("ai", totals?.ai ?? "");
        core.setOutput("json-file", dataFile(".json"));
        core.setOutput("csv-file", dataFile(".csv"));
        const partialFailure = result.complete || resumesNextRun ? undefined : clean(partialFailureMessage(views, result.manifest));
        try {
          summary.artifact = await (0, artifact_step.W2)({
            inputs: inputs,
            complete: result.complete,
            files: result.files.map(f => f.path),
            env: env,
            signal: signal
          });
        } catch (error) {
          summary.failure = clean((0, errors.gJ)(error));
          throw new Error(partialFailure === undefined ? summary.failure : `${partialFailure} ${summary.failure}`, {
            cause: error
          });
        }
        if (partialFailure !== undefined) throw new Error(typeof summary.artifact === "string" ? partialFailure : `${partialFailure} Uploaded as artifact ${summary.artifact.name}.`);
      } finally {
        try {
          await addPageViewsSummary(core.summary, summary).write();
        } catch (error) {
          core.warning(`Could not write the job summary: ${(0, errors.gJ)(error)}`);
        }
      }
    }
    async function reportAlreadyComplete(resume, request, env, summary) {
      const {previous: previous, artifact: artifact} = resume;
      const files = await (0, snapshot.hH)(request, resume.dir, previous.files);
      const url = (0, urls.Wk)({
        ...env,
        GITHUB_RUN_ID: String(artifact.runId)
      }, artifact.id);
      summary.alreadyComplete = {
        artifactName: artifact.name,
        artifactId: artifact.id,
        runId: artifact.runId,
        url: url,
        requests: previous.requests,
        runs: previous.runs
      };
      summary.artifact = {
        name: artifact.name,
        url: url
      };
      const views = previous.kept.find(k => k.dataset === "views");
      const totals = typeof views?.tail.totals === "object" && views.tail.totals !== null ? views.tail.totals : {};
      const file = name => files.find(f => external_node_path_.basename(f) === name) ?? "";
      core.setOutput("rows", views?.rows ?? 0);
      core.setOutput("requests", 0);
      core.setOutput("total", typeof totals.total === "number" ? totals.total : "");
      core.setOutput("human", typeof totals.human === "number" ? totals.human : "");
      core.setOutput("ai", typeof totals.ai === "number" ? totals.ai : "");
      core.setOutput("json-file", file(`${FILE_STEM}.json`));
      core.setOutput("csv-file", file(`${FILE_STEM}.csv`));
      core.setOutput("artifact-id", artifact.id);
      core.setOutput("artifact-url", url);
      core.info((0, log_text.k)((0, resume_summary.gk)(summary.alreadyComplete)));
    }
  }
};
