export const id = 856;

export const ids = [ 856 ];

export const modules = {
  72856: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runReconcileStep: () => runReconcileStep
    });
    var core = __webpack_require__(77094);
    var promises_ = __webpack_require__(58500);
    var errors = __webpack_require__(83916);
    var format_escape = __webpack_require__(59044);
    var log_text = __webpack_require__(75409);
    var github_comments = __webpack_require__(66645);
    var github_octokit = __webpack_require__(79634);
    var urls = __webpack_require__(15945);
    var report_end = __webpack_require__(82133);
    var agent_job_marker = __webpack_require__(95169);
    var render_comment = __webpack_require__(85459);
    var issues = __webpack_require__(65039);
    var schemas = __webpack_require__(4206);
    var marked_comments = __webpack_require__(32118);
    var findings_marker = __webpack_require__(66238);
    function itemRef(repo, item) {
      return {
        owner: repo.owner,
        repo: repo.repo,
        pullNumber: item.number
      };
    }
    async function newestProgressComment(ctx, item) {
      return (await progressComments(ctx, item))[0];
    }
    async function progressComments(ctx, item) {
      const ref = itemRef(ctx.repo, item);
      const comments = await (0, github_comments.QE)(ctx.octokit, ref);
      const signer = (0, agent_job_marker.lM)(ctx.apiKey, (0, agent_job_marker.iH)(ref), ctx.project);
      const marked = await (0, marked_comments.$)(comments, (0, marked_comments.F)(ctx.tokenLogin), signer, ctx.warn);
      return marked.filter(c => c.marker.state !== "steer");
    }
    async function readRecord(ctx, item) {
      if (!item.isPullRequest) {
        const login = item.authorType === "Bot" ? undefined : await ctx.tokenLogin().catch(() => undefined);
        const marker = (0, findings_marker.BA)(item, {
          ...ctx.repo,
          label: undefined,
          tokenLogin: login,
          signer: (0, findings_marker.ez)(ctx.apiKey, ctx.project)
        });
        if (!marker) return {
          kind: "none",
          why: "no finding marker of this project verifies on it"
        };
        if (marker.state !== "started" || marker.jobId === undefined) return {
          kind: "none",
          why: "its marker names no started agent job"
        };
        if (schemas.Ys.some(s => s === marker.jobStatus)) return {
          kind: "reported"
        };
        return {
          kind: "finding",
          jobId: marker.jobId,
          marker: marker
        };
      }
      const [newest, ...older] = await progressComments(ctx, item);
      if (!newest) return {
        kind: "none",
        why: "no progress comment of this project verifies on it"
      };
      if (newest.marker.state === "ended") return {
        kind: "reported"
      };
      if (newest.marker.state !== "sent" || newest.marker.jobId === undefined) {
        return {
          kind: "none",
          why: `its newest progress comment is in state ${newest.marker.state} (the instruction is not confirmed sent)`
        };
      }
      const jobId = newest.marker.jobId;
      return {
        kind: "pull",
        jobId: jobId,
        comment: newest,
        earlier: older.filter(c => c.marker.jobId === jobId && c.marker.state === "sent")
      };
    }
    const CURSOR = / \(next: #(\d{1,10})\)$/;
    function parseCursor(description) {
      const match = CURSOR.exec(description ?? "");
      return match ? Number(match[1]) : undefined;
    }
    function withCursor(description, next) {
      const base = (description ?? "").replace(CURSOR, "");
      if (next === undefined) return base;
      const suffix = ` (next: #${next})`;
      return `${Array.from(base).slice(0, 100 - suffix.length).join("")}${suffix}`;
    }
    function rotate(items, cursor) {
      const sorted = [ ...items ].sort((a, b) => a.number - b.number);
      if (cursor === undefined) return sorted;
      const start = sorted.findIndex(i => i.number >= cursor);
      return start <= 0 ? sorted : [ ...sorted.slice(start), ...sorted.slice(0, start) ];
    }
    const MAX_LIST_PAGES = 100;
    const READ_WAIT_BOUND_MS = 1e4;
    async function listLabelled(deps) {
      const items = [];
      for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
        const {items: found, next: next} = await (0, issues.TH)(deps.octokit, deps.repo, deps.inputs.agentLabel, page);
        items.push(...found);
        if (!next) return items;
      }
      deps.log.warning(`More than ${MAX_LIST_PAGES * 100} open items carry the label ${deps.inputs.agentLabel}; only the first ${MAX_LIST_PAGES * 100} are looked at.`);
      return items;
    }
    async function reconcile(deps) {
      const {inputs: inputs, log: log} = deps;
      const result = {
        labelled: 0,
        checked: 0,
        finished: 0,
        entries: [],
        stopped: undefined
      };
      const project = {
        projectId: inputs.projectId,
        apiUrl: inputs.apiUrl
      };
      const context = {
        octokit: deps.octokit,
        repo: deps.repo,
        apiKey: inputs.apiKey,
        project: project,
        tokenLogin: deps.tokenLogin,
        warn: log.warning
      };
      const writer = {
        octokit: deps.octokit,
        apiKey: inputs.apiKey,
        project: project,
        triggerPhrase: inputs.triggerPhrase,
        runUrl: deps.runUrl,
        label: inputs.agentLabel,
        log: log,
        tokenLogin: deps.tokenLogin,
        sleep: deps.sleep,
        claimSettleMs: deps.claimSettleMs
      };
      const note = (item, jobId, outcome, detail) => {
        result.entries.push({
          number: item.number,
          url: item.url,
          jobId: jobId,
          outcome: outcome,
          detail: detail
        });
        log.info(`#${item.number}: ${detail}`);
      };
      const items = await listLabelled(deps);
      result.labelled = items.length;
      log.info(`${items.length} open ${items.length === 1 ? "item carries" : "items carry"} the label ${inputs.agentLabel}.`);
      if (items.length === 0) return result;
      const rotating = items.length > inputs.maxJobs;
      const description = rotating ? await (0, issues.ZX)(deps.octokit, deps.repo, inputs.agentLabel) : undefined;
      const cursor = rotating ? parseCursor(description) : undefined;
      const order = rotate(items, cursor);
      let next;
      for (const item of order) {
        if (result.checked >= inputs.maxJobs) {
          next = item.number;
          break;
        }
        if (deps.signal.aborted) {
          next = item.number;
          result.stopped = "the run was cancelled";
          break;
        }
        let record;
        try {
          record = await readRecord(context, item);
        } catch (error) {
          note(item, undefined, "error", `could not read its comments: ${(0, errors.gJ)(error)}`);
          continue;
        }
        if (record.kind === "none") {
          note(item, undefined, "skipped", `left alone: ${record.why}`);
          continue;
        }
        if (record.kind === "reported") {
          await (0, issues.tA)(deps.octokit, deps.repo, item.number, inputs.agentLabel).catch(error => log.warning(`Could not remove the label from #${item.number}: ${(0, 
          errors.gJ)(error)}`));
          note(item, undefined, "already-reported", "its job's end was already reported; the label is removed");
          continue;
        }
        let job;
        try {
          job = await deps.mintlify.getJob(record.jobId, {
            signal: deps.signal,
            deadline: deps.now() + READ_WAIT_BOUND_MS
          });
        } catch (error) {
          if (error instanceof errors.Vo && error.status === 429) {
            next = item.number;
            result.stopped = `the Mintlify API answered 429 (rate limited) for agent job ${record.jobId}; the rest are read first by the next run`;
            break;
          }
          result.checked += 1;
          note(item, record.jobId, "error", `could not read agent job ${record.jobId}: ${(0, 
          errors.gJ)(error)}`);
          continue;
        }
        result.checked += 1;
        if (!schemas.Ys.includes(job.status)) {
          note(item, job.id, "running", `agent job ${job.id} is still ${job.status}`);
          continue;
        }
        let report;
        try {
          if (record.kind === "pull") {
            report = await reportOnPull(writer, deps, item, record.comment, job);
            if (report === "reported") await (0, report_end.eA)(writer, itemRef(deps.repo, item), record.earlier, job, deps.now());
          } else {
            report = await reportOnFindingIssue(writer, context, deps, item, job);
          }
        } catch (error) {
          note(item, job.id, "error", `agent job ${job.id} is ${job.status}, but its end could not be reported: ${(0, 
          errors.gJ)(error)}`);
          continue;
        }
        if (report === "reported") result.finished += 1;
        note(item, job.id, report === "reported" ? "finished" : "already-reported", `agent job ${job.id} is ${job.status}: ${report === "reported" ? "reported" : "already reported by another run"}`);
      }
      if (rotating || cursor !== undefined) {
        const updated = withCursor(description, next);
        if (description !== undefined && updated !== (description ?? "")) {
          await (0, issues.FL)(deps.octokit, deps.repo, inputs.agentLabel, updated).catch(error => log.warning(`Could not record where the next run starts (label description): ${(0, 
          errors.gJ)(error)}`));
        }
      }
      if (result.stopped) log.warning(`Reconcile stopped early: ${result.stopped}.`);
      return result;
    }
    function reportOnPull(writer, deps, item, comment, job) {
      const ref = itemRef(deps.repo, item);
      const signer = (0, agent_job_marker.lM)(writer.apiKey, (0, agent_job_marker.iH)(ref), writer.project);
      const marker = signer.sign({
        ...comment.marker,
        state: "ended"
      });
      const render = current => (0, render_comment.B$)(current, {
        marker: marker,
        job: job,
        triggerPhrase: writer.triggerPhrase,
        runUrl: writer.runUrl,
        now: deps.now()
      });
      return (0, report_end.d0)(writer, {
        item: ref,
        comment: comment,
        render: render
      }, job);
    }
    async function reportOnFindingIssue(writer, context, deps, item, job) {
      const report = await (0, report_end.yz)(writer, deps.repo, item.number, job);
      if (report !== "reported") return report;
      const progress = await newestProgressComment(context, item);
      if (progress?.marker.jobId === job.id && progress.marker.state === "sent") {
        await reportOnPull(writer, deps, item, progress, job).catch(error => deps.log.warning(`Could not finalize ${progress.url}: ${(0, 
        errors.gJ)(error)}`));
      }
      return report;
    }
    const SUMMARY_ROWS = 50;
    function addReconcileSummary(summary, result, label) {
      summary.addHeading("Mintlify agent jobs: reconcile", 2);
      summary.addRaw(`<p>${result.labelled} open ${result.labelled === 1 ? "item carries" : "items carry"} the label <code>${(0, 
      format_escape.ZD)(label)}</code>; ${result.checked} agent ${result.checked === 1 ? "job" : "jobs"} read, ${result.finished} ${result.finished === 1 ? "end" : "ends"} reported by this run.</p>`, true);
      if (result.stopped) summary.addRaw(`<p><strong>Stopped early:</strong> ${(0, format_escape.Lj)(result.stopped, "")}.</p>`, true);
      const rows = result.entries.slice(0, SUMMARY_ROWS).map(e => {
        const url = (0, format_escape.vH)(e.url);
        return [ url ? `<a href="${(0, format_escape.ZD)(url)}">#${e.number}</a>` : `#${e.number}`, e.jobId ? `<code>${(0, 
        format_escape.Lj)(e.jobId, "")}</code>` : "\u2014", e.outcome, (0, format_escape.Lj)(e.detail, "", 300) ];
      });
      if (rows.length > 0) {
        summary.addTable([ [ {
          data: "Item",
          header: true
        }, {
          data: "Job",
          header: true
        }, {
          data: "Outcome",
          header: true
        }, {
          data: "Detail",
          header: true
        } ], ...rows ]);
      }
      if (result.entries.length > SUMMARY_ROWS) summary.addRaw(`<p>\u2026 and ${result.entries.length - SUMMARY_ROWS} more (see the log).</p>`, true);
      return summary;
    }
    async function runReconcileStep(inputs, mintlify, env, signal) {
      const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
      if (!owner || !repo) throw new Error("reconcile needs GITHUB_REPOSITORY (owner/name), which the runner sets");
      const octokit = (0, github_octokit.createRunOctokit)(inputs.githubToken, env, line => core.info((0, 
      log_text.k)(line)));
      let login;
      core.startGroup(`Reading the agent jobs of the open items labelled ${inputs.agentLabel}`);
      let result;
      try {
        result = await reconcile({
          inputs: inputs,
          octokit: octokit,
          repo: {
            owner: owner,
            repo: repo
          },
          mintlify: mintlify,
          runUrl: (0, urls.CX)(env),
          tokenLogin: () => login ??= (0, github_comments.nu)(octokit),
          now: () => Date.now(),
          sleep: ms => (0, promises_.setTimeout)(ms, undefined, {
            signal: signal
          }).catch(() => undefined),
          claimSettleMs: (0, github_octokit.githubPacing)(env).claimSettleMs,
          signal: signal,
          log: {
            info: line => core.info((0, log_text.k)(line)),
            warning: line => core.warning(line)
          }
        });
      } finally {
        core.endGroup();
      }
      core.setOutput("jobs-checked", result.checked);
      core.setOutput("jobs-finished", result.finished);
      try {
        await addReconcileSummary(core.summary, result, inputs.agentLabel).write();
      } catch (error) {
        core.warning(`Could not write the job summary: ${(0, errors.gJ)(error)}`);
      }
      core.info((0, log_text.k)(`Reconcile: ${result.checked} agent jobs read, ${result.finished} ends reported, of ${result.labelled} labelled items.`));
    }
  }
};
