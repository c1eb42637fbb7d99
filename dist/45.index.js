export const id = 45;

export const ids = [ 45 ];

export const modules = {
  48767: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      Dw: () => reserveAgentUse,
      FA: () => listCounterRefs,
      ZC: () => DailyCountError,
      cY: () => cleanOldCounters
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9691);
    var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
    var _format_sentence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67870);
    var _caps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51154);
    var _use_refs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40835);
    class DailyCountError extends Error {
      name="DailyCountError";
    }
    const RefList = zod__WEBPACK_IMPORTED_MODULE_4__.YOg(zod__WEBPACK_IMPORTED_MODULE_4__._H3({
      ref: zod__WEBPACK_IMPORTED_MODULE_4__.YjP(),
      object: zod__WEBPACK_IMPORTED_MODULE_4__._H3({
        sha: zod__WEBPACK_IMPORTED_MODULE_4__.YjP()
      })
    }));
    const CreatedBlob = zod__WEBPACK_IMPORTED_MODULE_4__._H3({
      sha: zod__WEBPACK_IMPORTED_MODULE_4__.YjP().regex(/^[0-9a-f]{40}$/)
    });
    const PER_PAGE = 100;
    const MAX_DELETES = 100;
    function statusOf(error) {
      return error.status;
    }
    function messageOf(error) {
      const data = error.response?.data;
      const message = data?.message;
      return typeof message === "string" ? message : "";
    }
    async function listCounterRefs(octokit, counter, prefix) {
      const listed = await octokit.paginate("GET /repos/{owner}/{repo}/git/matching-refs/{ref}", {
        ...counter,
        ref: prefix,
        per_page: PER_PAGE
      });
      return RefList.parse(listed).map(r => ({
        ref: r.ref,
        sha: r.object.sha
      }));
    }
    async function recordBlob(octokit, counter, spender) {
      const created = await octokit.rest.git.createBlob({
        ...counter,
        content: (0, _use_refs_js__WEBPACK_IMPORTED_MODULE_3__.bn)(spender),
        encoding: "utf-8"
      });
      return CreatedBlob.parse(created.data).sha;
    }
    async function createIfAbsent(octokit, counter, ref, sha) {
      try {
        await octokit.rest.git.createRef({
          ...counter,
          ref: ref,
          sha: sha
        });
        return true;
      } catch (error) {
        if (statusOf(error) === 422 && /already exists/i.test(messageOf(error))) return false;
        throw error;
      }
    }
    function countError(counter, error) {
      const where = `${counter.owner}/${counter.repo}`;
      const status = statusOf(error);
      const advice = status === 404 ? `the token cannot reach ${where} (404): pass a github-token that reaches it (the App token of the two-repository set-up), or correct agent-uses-repository` : status === 403 ? `the token may not write git refs there (403): it needs contents: write on ${where}` : status === 409 ? `${where} is empty (409): the count needs a repository with at least one branch` : `the token needs contents: write on ${where}`;
      return new DailyCountError(`Could not keep today's count of agent uses (agent-uses-per-day) in ${where}: ${(0, 
      _format_sentence_js__WEBPACK_IMPORTED_MODULE_5__.s)((0, _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error))}; ${advice}`, {
        cause: error
      });
    }
    async function reserveAgentUse(octokit, counter, cap, context) {
      const day = (0, _caps_js__WEBPACK_IMPORTED_MODULE_2__.dA)(context.now);
      let listed;
      let sha;
      try {
        [listed, sha] = await Promise.all([ listCounterRefs(octokit, counter, (0, _use_refs_js__WEBPACK_IMPORTED_MODULE_3__.BG)(day)), recordBlob(octokit, counter, context.spender) ]);
      } catch (error) {
        throw countError(counter, error);
      }
      const taken = new Set;
      for (const {ref: ref} of listed) {
        const parsed = (0, _use_refs_js__WEBPACK_IMPORTED_MODULE_3__.Th)(ref);
        if (parsed?.kind === "use" && parsed.day === day) taken.add(parsed.slot);
      }
      const firstOfDay = taken.size === 0;
      for (let slot = 1; slot <= cap; slot += 1) {
        if (taken.has(slot)) continue;
        let created;
        try {
          created = await createIfAbsent(octokit, counter, (0, _use_refs_js__WEBPACK_IMPORTED_MODULE_3__.qZ)(day, slot), sha);
        } catch (error) {
          throw countError(counter, error);
        }
        if (created) return {
          kind: "reserved",
          usesToday: {
            count: taken.size + 1,
            cap: cap
          },
          firstOfDay: firstOfDay
        };
        taken.add(slot);
      }
      const where = `${counter.owner}/${counter.repo}`;
      const reached = {
        cap: "agent-uses-per-day",
        count: taken.size,
        limit: cap,
        ...where.toLowerCase() === context.spender.toLowerCase() ? {} : {
          sharedIn: where
        }
      };
      const id = context.requestId ?? (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
      try {
        await createIfAbsent(octokit, counter, (0, _use_refs_js__WEBPACK_IMPORTED_MODULE_3__.Zc)(day, id), sha);
      } catch (error) {
        context.warn(`Could not record the capped request in ${counter.owner}/${counter.repo} (the dashboard counts it): ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
      return {
        kind: "capped",
        reached: reached
      };
    }
    async function cleanOldCounters(octokit, counter, context) {
      const today = (0, _caps_js__WEBPACK_IMPORTED_MODULE_2__.dA)(context.now);
      let deleted = 0;
      try {
        const old = (await listCounterRefs(octokit, counter, _use_refs_js__WEBPACK_IMPORTED_MODULE_3__._c)).filter(r => {
          const parsed = (0, _use_refs_js__WEBPACK_IMPORTED_MODULE_3__.Th)(r.ref);
          return parsed !== undefined && (0, _use_refs_js__WEBPACK_IMPORTED_MODULE_3__.eD)(parsed.day, today);
        });
        for (const {ref: ref} of old.slice(0, MAX_DELETES)) {
          try {
            await octokit.rest.git.deleteRef({
              ...counter,
              ref: ref.replace(/^refs\//, "")
            });
          } catch (error) {
            if (statusOf(error) !== 422) throw error;
          }
          deleted += 1;
        }
      } catch (error) {
        context.warn(`Could not delete old counters of agent uses in ${counter.owner}/${counter.repo} (${deleted} deleted; the next day's first use tries again): ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
      return deleted;
    }
  },
  40835: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      BG: () => usesPrefix,
      I2: () => parseSpenderRecord,
      Th: () => parseCounterRef,
      Zc: () => cappedRef,
      _c: () => COUNTER_PREFIX,
      bn: () => spenderRecord,
      eD: () => isOld,
      pi: () => daysBefore,
      qZ: () => slotRef,
      wJ: () => blobSha
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    const NAMESPACE = "mintlify";
    const USES = `${NAMESPACE}/agent-uses`;
    const CAPPED = `${NAMESPACE}/agent-capped`;
    const COUNTER_PREFIX = `${NAMESPACE}/agent-`;
    const KEPT_DAYS = 8;
    function usesPrefix(day) {
      return `${USES}/${day}/`;
    }
    function slotRef(day, slot) {
      return `refs/${USES}/${day}/${String(slot).padStart(4, "0")}`;
    }
    function cappedRef(day, id) {
      return `refs/${CAPPED}/${day}/${id}`;
    }
    const REF = /^refs\/mintlify\/agent-(uses|capped)\/(\d{4}-\d{2}-\d{2})\/([A-Za-z0-9-]{1,64})$/;
    function parseCounterRef(ref) {
      const match = REF.exec(ref);
      if (!match) return undefined;
      const [, kind, day = "", tail = ""] = match;
      if (kind === "capped") return {
        kind: "capped",
        day: day
      };
      if (!/^\d{4}$/.test(tail) || Number(tail) < 1) return undefined;
      return {
        kind: "use",
        day: day,
        slot: Number(tail)
      };
    }
    function daysBefore(day, days) {
      const at = Date.parse(`${day}T00:00:00Z`);
      return new Date(at - days * 864e5).toISOString().slice(0, 10);
    }
    function isOld(refDay, today) {
      return refDay < daysBefore(today, KEPT_DAYS - 1);
    }
    const RECORD = /^mintlify-action agent use v1\nrepository: ([A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100})\n$/;
    function spenderRecord(repository) {
      return `mintlify-action agent use v1\nrepository: ${repository.toLowerCase()}\n`;
    }
    function parseSpenderRecord(text) {
      return RECORD.exec(text)?.[1];
    }
    function blobSha(text) {
      const bytes = Buffer.from(text, "utf8");
      return (0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
    }
  },
  5839: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      AO: () => newlyTicked,
      Zq: () => dashboardScope,
      _2: () => formatDashboardMarker,
      a5: () => readBoxes,
      u$: () => handMarker,
      uQ: () => looksLikeDashboard,
      uU: () => verifiedDashboardBoxes
    });
    var _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70997);
    const PREFIX = "\x3c!-- mintlify-action dashboard ";
    const MARKER_PATTERN = /^<!-- mintlify-action dashboard boxes="((?:\d{1,10}(?:,\d{1,10})*)?)" (project|sig)="([0-9a-f]{32})" -->(?:\r?\n|$)/;
    const BOX_PATTERN = /^\s*[-*] \[([ xX])\] .*<!-- mintlify-action hand issue="(\d{1,10})" -->\s*$/;
    function looksLikeDashboard(body) {
      return (body ?? "").startsWith(PREFIX);
    }
    function handMarker(issueNumber) {
      return `\x3c!-- mintlify-action hand issue="${issueNumber}" --\x3e`;
    }
    function dashboardScope(issue) {
      return `${issue.owner}/${issue.repo}#${issue.issueNumber}`;
    }
    function macInput(boxes, scope, project) {
      return JSON.stringify([ "v1", ...(0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__.UF)(project, scope), [ ...boxes ] ]);
    }
    function formatDashboardMarker(boxes, project) {
      return `${PREFIX}boxes="${boxes.join(",")}" project="${(0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__._r)(project.projectId)}" --\x3e`;
    }
    function verifiedDashboardBoxes(body, scope, apiKey, project) {
      const match = MARKER_PATTERN.exec(body ?? "");
      if (!match) return undefined;
      const boxes = (match[1] ?? "") === "" ? [] : (match[1] ?? "").split(",").map(Number);
      const ok = match[2] === "project" ? match[3] === (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__._r)(project.projectId) : (0, 
      _signing_signer_js__WEBPACK_IMPORTED_MODULE_0__.k8)(apiKey, "dashboardMarker").verifyShortMac(macInput(boxes, scope, project), match[3]);
      return ok ? boxes : undefined;
    }
    function readBoxes(body) {
      const boxes = new Map;
      for (const line of (body ?? "").split(/\r?\n/)) {
        const m = BOX_PATTERN.exec(line);
        if (!m) continue;
        const n = Number(m[2]);
        boxes.set(n, (boxes.get(n) ?? false) || m[1] !== " ");
      }
      return boxes;
    }
    function newlyTicked(before, after, allowed) {
      const was = readBoxes(before);
      const now = readBoxes(after);
      return allowed.filter(n => now.get(n) === true && was.get(n) === false);
    }
  },
  12045: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      runFollowUpStep: () => runFollowUpStep
    });
    var core = __webpack_require__(33838);
    var promises_ = __webpack_require__(58500);
    var github_event = __webpack_require__(85015);
    var job_summary = __webpack_require__(7505);
    var urls = __webpack_require__(15945);
    var finding_issue = __webpack_require__(66246);
    var errors = __webpack_require__(83916);
    var agent_job_record = __webpack_require__(68678);
    var report_end = __webpack_require__(82133);
    var identity = __webpack_require__(77369);
    var issues = __webpack_require__(65039);
    var schemas = __webpack_require__(4206);
    async function recordOutcomeOnFindingIssue(inputs, octokit, target, result, run) {
      if (result.jobId === undefined) return;
      const warn = run.log.warning;
      const ended = result.job !== undefined && schemas.Ys.includes(result.job.status) ? result.job : undefined;
      const job = {
        id: result.jobId,
        status: ended ? "active" : result.job?.status ?? "active",
        prLink: result.prLink ?? null
      };
      const project = {
        projectId: inputs.projectId,
        apiUrl: inputs.apiUrl
      };
      await (0, finding_issue.uV)(octokit, target, job, {
        apiKey: inputs.apiKey,
        project: project,
        triggerPhrase: inputs.triggerPhrase,
        warn: warn
      });
      if (!ended) return;
      const writer = {
        octokit: octokit,
        apiKey: inputs.apiKey,
        project: project,
        triggerPhrase: inputs.triggerPhrase,
        runUrl: run.runUrl,
        label: inputs.agentLabel,
        log: run.log,
        identity: (0, identity.cI)(octokit),
        now: run.now
      };
      const repo = {
        owner: target.trigger.owner,
        repo: target.trigger.repo
      };
      try {
        if (await (0, report_end.R2)(writer, {
          ...repo,
          pullNumber: target.issueNumber
        }, ended) !== "reported") return;
        const issue = await (0, issues.qB)(octokit, repo, target.issueNumber);
        const record = await (0, agent_job_record.jq)({
          octokit: octokit,
          repo: repo,
          apiKey: inputs.apiKey,
          project: project,
          identity: writer.identity,
          warn: warn
        }, {
          number: issue.number,
          isPullRequest: false,
          issue: issue
        });
        await (0, report_end.CE)(writer, record, [ ended.id ]);
      } catch (error) {
        warn(`Could not report the end of agent job ${ended.id} on finding issue #${target.issueNumber}: ${(0, 
        errors.gJ)(error)}`);
      }
    }
    var format_escape = __webpack_require__(59044);
    var render_comment = __webpack_require__(85459);
    function renderUsageReply(ctx) {
      const phrase = (0, format_escape.ZD)(ctx.triggerPhrase);
      return (0, render_comment.tR)(ctx, `Write the instruction for the Mintlify agent after \`${phrase}\`, for example:\n\n\`\`\`\n${phrase} also document the --dry-run flag\n\`\`\``);
    }
    function renderTooLongReply(ctx, length, max) {
      return (0, render_comment.tR)(ctx, `This instruction is ${length} characters long; the limit is ${max}. Please shorten it and comment again. Nothing was sent to the agent.`);
    }
    function renderDeniedReply(ctx, login) {
      return (0, render_comment.tR)(ctx, `Sorry ${(0, format_escape.E4)((0, format_escape.tI)(login, ""))}, only people with write access to this repository can send instructions to the Mintlify agent. Nothing was sent.`, "denied");
    }
    function renderNoJobReply(ctx) {
      return (0, render_comment.tR)(ctx, "No Mintlify agent job is linked to this pull request yet, and `create-job` is off, so nothing was sent. Turn `create-job` on to start a job from this comment, or set the `job-id` input of the workflow step (for example from a workflow input or a repository variable): later comments then reuse that job.");
    }
    function renderCreateJobOffReply(ctx) {
      return (0, render_comment.tR)(ctx, "`--new` asks for a new Mintlify agent job, but this workflow does not start jobs (`create-job: false`), so nothing was sent. Comment without `--new` to steer the job linked to this pull request.");
    }
    function renderForkReply(ctx) {
      return (0, render_comment.tR)(ctx, "This pull request comes from a fork, and GitHub does not pass secrets (the Mintlify API key) to workflows run for forks. Nothing was sent to the agent.");
    }
    function renderStatusReply(ctx, job) {
      const link = job.prLink ? (0, format_escape.vH)(job.prLink) : undefined;
      const pr = link ? ` Pull request: ${(0, render_comment.iQ)(link, link, ctx.triggerPhrase)}.` : "";
      return (0, render_comment.tR)(ctx, `Agent job ${(0, format_escape.ti)(job.id)} is **${job.status}**.${pr} Nothing was sent to the agent.`);
    }
    function renderCapReply(ctx, text) {
      return (0, render_comment.tR)(ctx, `${text} Nothing was sent to the agent.`);
    }
    function renderCountErrorReply(ctx, message) {
      return (0, render_comment.tR)(ctx, `${(0, format_escape.ZD)(message)}. Nothing was sent to the agent.`);
    }
    function renderSkipUsageReply(ctx) {
      const phrase = (0, format_escape.ZD)(ctx.triggerPhrase);
      return (0, render_comment.tR)(ctx, `\`${phrase} --skip\` needs a reason, shown on the \`mintlify/docs\` check, for example:\n\n\`\`\`\n${phrase} --skip internal refactor, no user-facing change\n\`\`\``);
    }
    function renderSkipReply(ctx, skip) {
      const phrase = (0, format_escape.ZD)(ctx.triggerPhrase);
      const status = skip.written === "off" ? "No `mintlify/docs` status is written: this workflow sets `docs-status: false`." : skip.written ? `\`mintlify/docs\` now succeeds on this pull request's head, and on every new commit, until a new \`${phrase}\` instruction starts docs work again.` : "`mintlify/docs` could not be set (see the warning in the workflow run); the skip is recorded and applies on the next commit.";
      return (0, render_comment.tR)(ctx, `Docs skipped by ${(0, format_escape.E4)(skip.login)}: ${(0, 
      format_escape.ti)(skip.reason)}.\n\n${status}`);
    }
    var pulls = __webpack_require__(74487);
    var retry_policy = __webpack_require__(90855);
    var prompt_prompt = __webpack_require__(91916);
    function needsSending(previous) {
      return previous === undefined || previous === "received" || previous === "not-sent";
    }
    function deliveryAfterFailure(error) {
      if (error instanceof errors.Vo && error.status !== undefined) {
        if (error.status >= 200 && error.status < 300) return "sent";
        if (error.status >= 400 && error.status < 500) return "not-sent";
        return "pending";
      }
      return (0, retry_policy.Xg)(error instanceof Error ? error.cause : undefined) ? "not-sent" : "pending";
    }
    function sendInstruction(mintlify, target, prompt, call) {
      return target.kind === "create" ? mintlify.createJob(prompt, call) : mintlify.sendMessage(target.jobId, prompt, call);
    }
    async function readPullRequestContext(deps, trigger) {
      const {octokit: octokit, log: log} = deps;
      if (!octokit) return {
        pr: undefined,
        files: undefined
      };
      const ref = {
        owner: trigger.owner,
        repo: trigger.repo,
        pullNumber: trigger.pullNumber
      };
      const [pr, files] = await Promise.allSettled([ (0, pulls.T9)(octokit, ref), (0, 
      pulls.cq)(octokit, ref) ]);
      if (pr.status === "rejected") log.warning(`Could not read pull request #${trigger.pullNumber} for the new job's context: ${(0, 
      errors.gJ)(pr.reason)}`);
      if (files.status === "rejected") log.warning(`Could not list the files of pull request #${trigger.pullNumber} for the new job's context: ${(0, 
      errors.gJ)(files.reason)}`);
      return {
        pr: pr.status === "fulfilled" ? pr.value : undefined,
        files: files.status === "fulfilled" ? files.value : undefined
      };
    }
    async function promptFor(deps, target, instruction, trigger) {
      const review = deps.inputs.includeContext && trigger?.location ? {
        pullUrl: trigger.pullUrl,
        location: trigger.location
      } : undefined;
      if (target.kind === "message") {
        const removed = (0, prompt_prompt.Ay)();
        const context = review ? (0, prompt_prompt.OG)(review.pullUrl, review.location, removed) : undefined;
        return {
          prompt: (0, format_escape.ES)((0, prompt_prompt.lm)(instruction, context, removed)),
          changes: []
        };
      }
      if (deps.findingIssue) {
        return {
          prompt: (0, format_escape.ES)(deps.inputs.includeContext ? await (0, finding_issue.PJ)(instruction, deps.findingIssue) : instruction),
          changes: []
        };
      }
      const pull = deps.inputs.includeContext && trigger ? await readPullRequestContext(deps, trigger) : {
        pr: undefined,
        files: undefined
      };
      const {changesAfterRequest: changesAfterRequest, composeJobPrompt: composeJobPrompt} = await Promise.all([ __webpack_require__.e(22), __webpack_require__.e(722) ]).then(__webpack_require__.bind(__webpack_require__, 27722));
      const prompt = composeJobPrompt({
        instruction: instruction,
        pr: pull.pr,
        files: pull.files,
        review: review,
        asOfRequest: trigger?.asOfRequest
      });
      return {
        prompt: (0, format_escape.ES)(prompt),
        changes: pull.pr ? changesAfterRequest(pull.pr, trigger?.asOfRequest) : []
      };
    }
    function refusalHint(target, error, trigger, inputs) {
      if (target.kind !== "message" || !(error instanceof errors.Vo) || error.status === undefined || error.status < 400 || error.status >= 500) return undefined;
      if ([ 401, 403, 404, 429 ].includes(error.status)) return undefined;
      const lead = `If agent job \`${target.jobId}\` is archived or failed, it takes no more instructions:`;
      if (!trigger) return `${lead} leave \`job-id\` empty to start a new agent job.`;
      if (inputs.jobId === target.jobId) {
        return `${lead} the \`job-id\` input of the workflow sends every instruction to it, even with \`--new\`. Set that input to another job, or clear it and start a new job with \`${inputs.triggerPhrase} --new <instruction>\`.`;
      }
      return `${lead} comment \`${inputs.triggerPhrase} --new <instruction>\` to start a new agent job for this pull request.`;
    }
    async function cancelledBeforeSending(progress) {
      await progress.show({
        kind: "failed",
        message: "The run was cancelled before the instruction was sent."
      }, "not-sent");
      return {
        kind: "stopped",
        outcome: {
          status: "cancelled",
          failure: "The run was cancelled before the instruction was sent; nothing was sent."
        }
      };
    }
    async function deliverInstruction(deps, reporter, progress, request) {
      const {log: log, signal: signal} = deps;
      const {target: target, instruction: instruction, trigger: trigger, previous: previous} = request;
      if (!needsSending(previous?.state)) return alreadyHandled(deps, progress, previous);
      if (!progress.recorded) {
        const failure = `The progress comment could not be written, so a re-run could not tell whether this instruction was sent; nothing was sent to Mintlify. Check that the token may write comments (issues: write, pull-requests: write), then run the workflow again.`;
        return {
          kind: "stopped",
          outcome: {
            status: "error",
            failure: failure
          }
        };
      }
      if (signal.aborted) return cancelledBeforeSending(progress);
      const {prompt: prompt, changes: changes} = await promptFor(deps, target, instruction, trigger);
      if (changes.length) {
        progress.changedAfterRequest = changes;
        log.warning(`The pull request changed after the request: ${changes.join("; ")}.`);
      }
      if (signal.aborted) return cancelledBeforeSending(progress);
      if (!await progress.show({
        kind: "received"
      }, "pending")) {
        const failure = `The progress comment could not be marked as sending, so a re-run could not tell whether this instruction was sent; nothing was sent to Mintlify. Run the workflow again.`;
        return {
          kind: "stopped",
          outcome: {
            status: "error",
            failure: failure
          }
        };
      }
      if (signal.aborted) return cancelledBeforeSending(progress);
      if (target.kind === "create") await (request.beforeCreate?.());
      log.info(target.kind === "create" ? `Starting a new agent job (prompt of ${prompt.length} characters, instruction of ${instruction.length}).` : `Sending the instruction (${instruction.length} characters) to agent job ${target.jobId}.`);
      let job;
      try {
        job = await sendInstruction(deps.mintlify, target, prompt, {
          signal: signal,
          deadline: request.deadline
        });
      } catch (error) {
        const hint = refusalHint(target, error, trigger, deps.inputs);
        await progress.show({
          kind: "failed",
          message: (0, errors.gJ)(error),
          hint: hint
        }, deliveryAfterFailure(error));
        await reporter.react("confused");
        return {
          kind: "stopped",
          outcome: {
            status: "error",
            failure: `${(0, errors.gJ)(error)}${hint ? ` ${hint.replace(/`/g, "")}` : ""}`
          }
        };
      }
      progress.sentAt = deps.now();
      if (target.kind === "create") {
        progress.linkJob(job.id);
        log.info(`Started agent job ${job.id}; status ${job.status}.`);
        return {
          kind: "delivered",
          jobId: job.id,
          job: job,
          created: true
        };
      }
      log.info(`Agent job ${target.jobId} accepted the instruction; status ${job.status}.`);
      return {
        kind: "delivered",
        jobId: target.jobId,
        job: job,
        created: false
      };
    }
    async function alreadyHandled(deps, progress, previous) {
      const {inputs: inputs, log: log} = deps;
      if (previous?.jobId === undefined) {
        const message = "An earlier run of this event may or may not have started an agent job, so none is started again.";
        const hint = `Check the agent jobs of project ${inputs.projectId} in the Mintlify dashboard. If none was started, write a new comment with \`${inputs.triggerPhrase} <instruction>\`; if one was, set the \`job-id\` input to it.`;
        await progress.show({
          kind: "failed",
          message: message,
          hint: hint
        });
        return {
          kind: "stopped",
          outcome: {
            status: "error",
            failure: `${message} ${hint.replace(/`/g, "")}`
          }
        };
      }
      if (previous.state === "pending") {
        const message = `An earlier run may or may not have delivered this instruction to agent job ${previous.jobId}; it is not sent again, and this run cannot say whether the job has it.`;
        const hint = `Check agent job \`${previous.jobId}\` in the Mintlify dashboard. If the instruction is missing, write a new comment with \`${inputs.triggerPhrase} <instruction>\`.`;
        log.notice(message);
        await progress.show({
          kind: "failed",
          message: message,
          hint: hint
        });
        return {
          kind: "stopped",
          outcome: {
            status: "error",
            jobId: previous.jobId,
            failure: `${message} ${hint.replace(/`/g, "")}`
          }
        };
      }
      progress.sentAt = progress.receivedAt;
      log.notice("This instruction was already sent by an earlier run; watching the job instead of sending it again.");
      return {
        kind: "delivered",
        jobId: previous.jobId,
        job: undefined,
        created: false
      };
    }
    var input_fields = __webpack_require__(96969);
    var github_comments = __webpack_require__(66645);
    var caps = __webpack_require__(51154);
    var daily_uses = __webpack_require__(48767);
    var marker = __webpack_require__(95169);
    var sentence = __webpack_require__(67870);
    const STATUS_FLAG = "--status";
    const SKIP_FLAG = "--skip";
    const MAX_SKIP_REASON_CHARS = 200;
    const NEW_JOB_FLAG = "--new";
    function skipWithReason(reason, reply, reaction) {
      return {
        kind: "skip-with-reason",
        reason: reason,
        notice: `Skipped: ${reason}. Nothing was sent to Mintlify.`,
        reply: reply,
        reaction: reaction
      };
    }
    function githubLookups(octokit) {
      return {
        permission: async (repository, login) => octokit ? (0, github_comments.b5)(octokit, {
          ...repository,
          pullNumber: 0
        }, login) : {
          allowed: false,
          reason: "no github-token to check the permission with"
        },
        headRepository: async trigger => {
          if (!octokit) return undefined;
          try {
            const {data: data} = await octokit.rest.pulls.get({
              owner: trigger.owner,
              repo: trigger.repo,
              pull_number: trigger.pullNumber
            });
            return data.head.repo?.full_name;
          } catch {
            return undefined;
          }
        }
      };
    }
    async function admitInstruction(event, inputs, replies, lookups) {
      if (event.kind === "ignored") {
        const notice = `Nothing to do: ${event.eventName} event ignored because ${event.reason}.`;
        return {
          kind: "skip-with-reason",
          reason: event.reason,
          notice: notice,
          reply: undefined,
          reaction: undefined
        };
      }
      if (event.kind === "unsupported") {
        const reason = `the ${event.eventName || "unknown"} event is not supported (follow-up runs on ${github_event.HM.join(", ")})`;
        return {
          kind: "skip-with-reason",
          reason: reason,
          notice: `Refused: ${reason}. Nothing was sent to Mintlify.`,
          reply: undefined,
          reaction: undefined
        };
      }
      const sender = event.kind === "manual" ? event.sender : event.comment.author;
      if (sender.type === "Bot") return skipWithReason(`the ${event.kind === "manual" || event.kind === "pull-request" ? "event was sent" : "comment was written"} by the bot ${sender.login}`);
      let extracted;
      if (event.kind === "manual" || event.kind === "pull-request") {
        extracted = promptInput(inputs.prompt, event.eventName);
      } else {
        if ((0, marker._M)(event.comment.body)) return skipWithReason("the comment was written by this action");
        const {extractPrompt: extractPrompt} = await Promise.all([ __webpack_require__.e(22), __webpack_require__.e(230) ]).then(__webpack_require__.bind(__webpack_require__, 44230));
        extracted = extractPrompt(event.comment.body, inputs.triggerPhrase);
        if (inputs.prompt && extracted.kind !== "no-trigger") extracted = (0, prompt_prompt.tg)(inputs.prompt);
      }
      if (extracted.kind === "no-trigger") return skipWithReason(`the comment does not start a line with ${inputs.triggerPhrase}`);
      const permission = await lookups.permission(event, sender.login);
      if (!permission.allowed) {
        const reply = event.kind === "manual" ? undefined : renderDeniedReply(replies, sender.login);
        return {
          ...skipWithReason(permission.reason, reply, "confused"),
          denied: true
        };
      }
      if (extracted.kind === "empty") return skipWithReason("the instruction after the trigger phrase is empty", renderUsageReply(replies), "confused");
      if (extracted.kind === "too-long") {
        return skipWithReason(`the instruction is ${extracted.length} characters long (limit ${prompt_prompt.cg})`, renderTooLongReply(replies, extracted.length, prompt_prompt.cg), "confused");
      }
      return withNewJobFlag(extracted.prompt, replies);
    }
    function withNewJobFlag(prompt, replies) {
      if (prompt.trim() === STATUS_FLAG) return {
        kind: "proceed-with-instruction",
        instruction: "",
        newJob: false,
        status: true
      };
      const skip = new RegExp(`^${SKIP_FLAG}(?=\\s|$)`).exec(prompt);
      if (skip) {
        const reason = prompt.slice(skip[0].length).replace(/\s+/g, " ").trim();
        if (reason === "") return skipWithReason(`${SKIP_FLAG} needs a reason`, renderSkipUsageReply(replies), "confused");
        return {
          kind: "proceed-with-instruction",
          instruction: "",
          newJob: false,
          skip: Array.from(reason).slice(0, MAX_SKIP_REASON_CHARS).join("")
        };
      }
      const match = new RegExp(`^${NEW_JOB_FLAG}(?=\\s|$)`).exec(prompt);
      if (!match) return {
        kind: "proceed-with-instruction",
        instruction: prompt,
        newJob: false
      };
      const rest = prompt.slice(match[0].length).trim();
      if (rest === "") return skipWithReason(`the instruction after ${NEW_JOB_FLAG} is empty`, renderUsageReply(replies), "confused");
      return {
        kind: "proceed-with-instruction",
        instruction: rest,
        newJob: true
      };
    }
    function promptInput(prompt, eventName) {
      if (!prompt) {
        throw new errors.dz(`prompt is required when the workflow is not triggered by a pull request comment (event ${eventName}); set the prompt input`);
      }
      const checked = (0, prompt_prompt.tg)(prompt);
      if (checked.kind === "too-long") throw new errors.dz(`prompt must be at most ${prompt_prompt.cg} characters (got ${checked.length})`);
      if (checked.kind !== "prompt") throw new errors.dz("prompt is empty after removing HTML comments and invisible characters");
      return checked;
    }
    async function admitApiKey(apiKey, trigger, replies, lookups) {
      if (apiKey !== "") return undefined;
      if (trigger) {
        const head = trigger.headRepoFullName || await lookups.headRepository(trigger);
        if (head && head.toLowerCase() !== `${trigger.owner}/${trigger.repo}`.toLowerCase()) {
          return skipWithReason(`the pull request comes from the fork ${head}, and GitHub passes no secrets to it`, renderForkReply(replies));
        }
      }
      throw new errors.dz(input_fields.Pp);
    }
    function noJobLinked(trigger, replies) {
      if (!trigger) throw new errors.dz("job-id is required: set the job-id input to the ID of the Mintlify agent job to send the instruction to");
      return skipWithReason("no job-id input and no agent job remembered on this pull request", renderNoJobReply(replies), "confused");
    }
    async function admitAgentUse(deps, target, history, replies) {
      const {inputs: inputs, event: event, octokit: octokit} = deps;
      const stop = (plain, reply) => ({
        kind: "stop",
        status: "capped",
        skip: {
          ...skipWithReason(plain, reply, "confused"),
          notice: `Capped: ${plain}. Nothing was sent to Mintlify.`
        },
        failure: undefined
      });
      const capped = reached => {
        const text = (0, caps._Q)(reached, deps.now(), deps.findingIssue ? "issue" : "pull request");
        return stop((0, sentence.s)(text.replace(/`/g, "")), renderCapReply(replies, text));
      };
      if (target.kind === "create") {
        const recorded = deps.findingIssue?.marker.state === "started" ? deps.findingIssue.marker.jobId : undefined;
        const reached = (0, caps.TI)((0, caps._2)(history.started ?? [], recorded, history.startedTriggers), inputs.caps);
        if (reached) return capped(reached);
      }
      try {
        if (!octokit || event.kind === "ignored" || event.kind === "unsupported") throw new daily_uses.ZC("agent-uses-per-day keeps its count on GitHub, and this run has no github-token: pass one (the default github.token, with contents: write)");
        const reservation = await (0, daily_uses.Dw)(octokit, counterOf(inputs, event), inputs.caps.usesPerDay, {
          now: deps.now(),
          spender: `${event.owner}/${event.repo}`,
          warn: deps.log.warning
        });
        if (reservation.kind === "capped") return capped(reservation.reached);
        const {count: count, cap: cap} = reservation.usesToday;
        deps.log.info(`Agent uses today: ${count} of ${cap} (agent-uses-per-day).`);
        return {
          kind: "admitted",
          usesToday: reservation.usesToday,
          firstOfDay: reservation.firstOfDay === true
        };
      } catch (error) {
        if (!(error instanceof daily_uses.ZC)) throw error;
        deps.log.warning(`${error.message}. Nothing was sent to Mintlify.`);
        return stop(error.message, renderCountErrorReply(replies, error.message));
      }
    }
    function counterOf(inputs, repository) {
      return inputs.caps.usesRepository ?? {
        owner: repository.owner,
        repo: repository.repo
      };
    }
    var job_state = __webpack_require__(69484);
    var marked_comments = __webpack_require__(32118);
    var trigger_claim = __webpack_require__(89110);
    function followUpResult(outcome) {
      return {
        jobId: undefined,
        jobCreated: false,
        job: undefined,
        prLink: undefined,
        commentUrl: undefined,
        elapsedMs: undefined,
        skippedReason: undefined,
        failure: undefined,
        warning: undefined,
        ...outcome
      };
    }
    async function claimTheTrigger(deps, trigger, nothingSent) {
      const {octokit: octokit, log: log} = deps;
      if (!octokit || !trigger || !deps.inputs.comment) return {
        kind: "go",
        claim: undefined
      };
      const repo = {
        owner: trigger.owner,
        repo: trigger.repo
      };
      const claimed = await (0, trigger_claim.tq)({
        octokit: octokit,
        repo: repo,
        now: deps.now,
        log: log
      }, (0, trigger_claim.DP)(trigger), nothingSent);
      if (claimed.kind === "unclaimable") return {
        kind: "go",
        claim: undefined
      };
      if (claimed.kind === "held") {
        const held = claimed.claim;
        deps.saveState("trigger-claim", JSON.stringify(held.saved()));
        const release = async () => {
          await held.release();
          deps.saveState("trigger-claim", "");
        };
        const markJobStarted = async () => {
          await held.markJobStarted();
          deps.saveState("trigger-claim", JSON.stringify(held.saved()));
        };
        return {
          kind: "go",
          claim: {
            ...held,
            release: release,
            markJobStarted: markJobStarted
          }
        };
      }
      if (claimed.kind === "failed") {
        log.warning(`${claimed.message}; sending it unclaimed: a second workflow on the same comment could send it too.`);
        return {
          kind: "go",
          claim: undefined
        };
      }
      return {
        kind: "stop",
        result: takenBy(deps, trigger, claimed.by)
      };
    }
    function takenBy(deps, trigger, by) {
      const who = by === undefined ? "this workflow identity's" : `the bot ${by}'s`;
      const reason = `another run is handling this instruction, or handled it (${who} \ud83d\udc4d is on it)`;
      deps.log.notice(`Another run is handling this instruction, or handled it (${who} \ud83d\udc4d is on ${trigger.comment.htmlUrl}): nothing is sent again.`);
      return followUpResult({
        status: "skipped",
        skippedReason: reason
      });
    }
    async function sendingElsewhere(deps, trigger, previousBody) {
      const {octokit: octokit, log: log} = deps;
      if (!octokit || !trigger || !deps.inputs.comment || previousBody.includes(`(${deps.runUrl})`)) return undefined;
      const ctx = {
        octokit: octokit,
        repo: {
          owner: trigger.owner,
          repo: trigger.repo
        },
        now: deps.now,
        log: log
      };
      return await (0, trigger_claim.aZ)(ctx, (0, trigger_claim.DP)(trigger)) ? takenBy(deps, trigger, undefined) : undefined;
    }
    function reactionAuthorship(octokit) {
      let trusted;
      return async reaction => {
        trusted ??= (0, identity.cI)(octokit).login().then(login => (0, identity.ev)(login), () => (0, 
        identity.ev)(undefined));
        return (await trusted).has(reaction.login.toLowerCase());
      };
    }
    async function jobStartedTriggers(deps, trigger, history) {
      const {octokit: octokit} = deps;
      if (!octokit || !trigger || !history.comments) return undefined;
      try {
        const repo = {
          owner: trigger.owner,
          repo: trigger.repo
        };
        return await (0, trigger_claim.IP)(octokit, repo, history.comments, [ trigger_claim.kE ], reactionAuthorship(octokit));
      } catch (error) {
        throw new Error(`Could not count the agent jobs started on #${trigger.pullNumber} for agent-jobs-per-pr (the \ud83c\udf89 reactions on its comments): ${(0, 
        errors.gJ)(error)}. Nothing was sent to Mintlify; run the workflow again.`, {
          cause: error
        });
      }
    }
    const MAX_BACKLOG = 10;
    function commentKey(comment) {
      if (comment.kind === "review") return `rc:${comment.id}`;
      return comment.kind === "review-body" ? `rv:${comment.id}` : `ic:${comment.id}`;
    }
    function handledTriggers(marked) {
      const handled = new Set;
      for (const c of marked) if (c.marker.state !== "received") for (const key of c.marker.triggers) handled.add(key);
      return handled;
    }
    function before(a, b) {
      if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt;
      return commentKey(a).split(":")[0] === b.key?.split(":")[0] ? a.id < b.id : true;
    }
    function unhandledInstructions(comments, handled, current, asks, max = MAX_BACKLOG) {
      const found = [];
      for (const comment of comments) {
        const key = commentKey(comment);
        if (key === current.key || handled.has(key)) continue;
        if (comment.authorType === "Bot" || (0, marker._M)(comment.body)) continue;
        if (current.createdAt !== undefined && !before(comment, {
          createdAt: current.createdAt,
          id: current.id ?? 0,
          key: current.key
        })) continue;
        if (!asks(comment.body)) continue;
        found.push({
          comment: comment,
          key: key
        });
      }
      found.sort((a, b) => a.comment.createdAt.localeCompare(b.comment.createdAt) || a.comment.id - b.comment.id);
      return found.slice(Math.max(0, found.length - max));
    }
    function backlogTrigger(trigger, instruction) {
      const {comment: comment} = instruction;
      const review = comment.kind === "review" ? comment.review : undefined;
      const [kind, eventName] = comment.kind === "review" ? [ "review-comment", "pull_request_review_comment" ] : comment.kind === "review-body" ? [ "review", "pull_request_review" ] : [ "issue-comment", "issue_comment" ];
      return {
        kind: kind,
        eventName: eventName,
        owner: trigger.owner,
        repo: trigger.repo,
        pullNumber: trigger.pullNumber,
        pullUrl: trigger.pullUrl,
        headRepoFullName: trigger.headRepoFullName,
        comment: {
          id: comment.id,
          body: comment.body,
          author: {
            login: comment.authorLogin,
            type: comment.authorType
          },
          htmlUrl: comment.url
        },
        triggerKey: instruction.key,
        threadRootId: review?.threadRootId,
        location: review?.location,
        asOfRequest: {
          at: comment.createdAt,
          body: undefined,
          headSha: undefined,
          late: true
        }
      };
    }
    async function deliverBacklog(deps, steer) {
      const result = {
        delivered: []
      };
      const {inputs: inputs, event: event, octokit: octokit, log: log} = deps;
      const trigger = deps.findingIssue?.trigger ?? ((0, github_event.to)(event) ? event : undefined);
      if (!trigger || !octokit || inputs.apiKey === "" || !inputs.comment || inputs.prompt || deps.inBacklog) return result;
      let pending;
      try {
        pending = await findBacklog(deps, trigger);
      } catch (error) {
        log.warning(`Could not look for earlier instructions that no run delivered: ${(0, 
        errors.gJ)(error)}`);
        return result;
      }
      if (pending.length === 0) return result;
      log.info(`${pending.length} earlier ${pending.length === 1 ? "instruction was" : "instructions were"} never delivered (a cancelled run): delivering ${pending.length === 1 ? "it" : "them"} first, oldest first.`);
      for (const instruction of pending) {
        if (deps.signal.aborted) break;
        const synthetic = backlogTrigger(trigger, instruction);
        const outcome = await steer({
          ...deps,
          event: synthetic,
          findingIssue: deps.findingIssue ? {
            ...deps.findingIssue,
            trigger: synthetic
          } : undefined,
          inputs: {
            ...inputs,
            wait: false
          },
          saveState: () => undefined,
          inBacklog: true
        }).catch(error => {
          log.warning(`Could not deliver the earlier instruction ${instruction.comment.url}: ${(0, 
          errors.gJ)(error)}`);
          return undefined;
        });
        if (outcome && outcome.status !== "skipped") result.delivered.push(instruction.comment.url);
        log.info(`Earlier instruction ${instruction.comment.url}: ${outcome?.status ?? "error"}.`);
      }
      return result;
    }
    async function findBacklog(deps, trigger) {
      const {inputs: inputs, log: log} = deps;
      const octokit = deps.octokit;
      if (!octokit) return [];
      const item = {
        owner: trigger.owner,
        repo: trigger.repo,
        pullNumber: trigger.pullNumber
      };
      const [comments, reviews] = await Promise.all([ (0, github_comments.QE)(octokit, item), deps.findingIssue === undefined ? (0, 
      pulls.VX)(octokit, item) : [] ]);
      const listed = [ ...comments, ...reviews.map(r => ({
        kind: "review-body",
        id: r.id,
        url: r.url,
        body: r.body,
        authorLogin: r.authorLogin,
        authorType: r.authorType,
        createdAt: r.submittedAt
      })) ];
      const signer = (0, marker.lM)(inputs.apiKey, (0, marker.iH)(item), inputs);
      const {marked: marked, distrusted: distrusted} = await (0, marked_comments.Li)(comments, (0, 
      identity.cI)(octokit), signer);
      const {extractPrompt: extractPrompt} = await Promise.all([ __webpack_require__.e(22), __webpack_require__.e(230) ]).then(__webpack_require__.bind(__webpack_require__, 44230));
      const asks = body => {
        const extracted = extractPrompt(body, inputs.triggerPhrase);
        return extracted.kind === "prompt" && extracted.prompt.trim() !== STATUS_FLAG;
      };
      const own = listed.find(c => commentKey(c) === trigger.triggerKey);
      const current = trigger.kind === "pull-request" ? {
        key: undefined,
        createdAt: undefined,
        id: undefined
      } : {
        key: trigger.triggerKey,
        createdAt: own?.createdAt ?? trigger.asOfRequest?.at,
        id: own?.id ?? trigger.comment.id
      };
      const handled = handledTriggers(marked);
      for (const d of distrusted) if (d.kind !== "author") for (const key of d.marker.triggers) handled.add(key);
      const unmarked = unhandledInstructions(listed, handled, current, asks, Number.MAX_SAFE_INTEGER);
      const reacted = await (0, trigger_claim.IP)(octokit, item, unmarked.flatMap(({comment: comment}) => comment.kind === "review-body" ? [] : [ comment ]), [ trigger_claim.qm, "confused" ], reactionAuthorship(octokit));
      const candidates = unmarked.filter(c => !reacted.has(c.key)).slice(-MAX_BACKLOG);
      const lookups = githubLookups(octokit);
      const allowed = new Map;
      const kept = [];
      for (const candidate of candidates) {
        const who = candidate.comment.authorLogin;
        if (!allowed.has(who)) allowed.set(who, (await lookups.permission(trigger, who)).allowed);
        if (allowed.get(who)) kept.push(candidate); else log.info(`Earlier instruction ${candidate.comment.url} left alone: ${who} may not drive the agent.`);
      }
      return kept;
    }
    function historyFrom(marked, triggerKey, jobIdInput) {
      const withJob = marked.filter(c => c.marker.jobId !== undefined);
      const previous = triggerKey === undefined ? undefined : marked.find(c => c.marker.triggers.includes(triggerKey));
      const linked = withJob.find(c => c.marker.state !== "not-sent") ?? withJob[0];
      return {
        linkedJobId: linked?.marker.jobId,
        linked: linked,
        handedOff: marked.filter(c => c.marker.state === "sent"),
        started: marked.filter(c => c.marker.created === true).map(c => ({
          jobId: c.marker.jobId,
          sent: c.marker.state !== "received" && c.marker.state !== "not-sent",
          triggers: c.marker.triggers
        })),
        previous: jobIdInput !== undefined && previous?.marker.jobId !== jobIdInput ? undefined : previous,
        agentPull: marked.some(c => c.marker.state === "steer")
      };
    }
    async function readHistory(octokit, trigger, options) {
      if (!octokit || !trigger) return historyFrom([], undefined);
      const comments = await (0, github_comments.QE)(octokit, {
        owner: trigger.owner,
        repo: trigger.repo,
        pullNumber: trigger.pullNumber
      });
      const {marked: marked, distrusted: distrusted} = await (0, marked_comments.Li)(comments, options.identity, options.signer);
      for (const d of distrusted) if (d.kind !== "author") options.warn(`Ignored the marker of ${d.comment.url}: ${d.reason}.`);
      const untrusted = distrusted.flatMap(d => (0, marked_comments.F7)(d, options.triggerPhrase) ?? []);
      return {
        ...historyFrom(marked, trigger.triggerKey, options.jobIdInput),
        untrusted: untrusted,
        comments: comments
      };
    }
    async function deniedReplyPosted(octokit, trigger, identity) {
      const comments = await (0, github_comments.QE)(octokit, {
        owner: trigger.owner,
        repo: trigger.repo,
        pullNumber: trigger.pullNumber
      });
      const replies = comments.filter(c => (0, marker.fr)(c.body, "denied"));
      return (await identity.check(replies, {
        edits: "allowed"
      })).some(v => v.trusted);
    }
    var label = __webpack_require__(74225);
    var status_writer = __webpack_require__(86216);
    class PullRequestReporter {
      #deps;
      #trigger;
      #pr;
      #identity;
      untrustedRecords=[];
      #docsStatus;
      commentError;
      constructor(deps, trigger) {
        this.#deps = deps;
        this.#trigger = trigger;
        this.#pr = trigger ? {
          owner: trigger.owner,
          repo: trigger.repo,
          pullNumber: trigger.pullNumber
        } : undefined;
      }
      get commenting() {
        return this.#trigger !== undefined && this.#deps.inputs.comment;
      }
      get #writable() {
        const {octokit: octokit, inputs: inputs} = this.#deps;
        if (!octokit || !this.#pr || !this.#trigger || !inputs.comment) return undefined;
        return {
          octokit: octokit,
          pr: this.#pr,
          trigger: this.#trigger
        };
      }
      async #guard(what, critical, action) {
        try {
          return await action();
        } catch (error) {
          const message = `Could not ${what}: ${(0, errors.gJ)(error)}`;
          this.#deps.log.warning(message);
          if (critical) this.commentError ??= message;
          return undefined;
        }
      }
      identity() {
        const {octokit: octokit} = this.#deps;
        if (!octokit) throw new Error("No github-token to find out which account writes the comments with.");
        this.#identity ??= (0, identity.cI)(octokit);
        return this.#identity;
      }
      async react(content) {
        const w = this.#writable;
        if (!w || w.trigger.kind === "review" || w.trigger.kind === "pull-request") return;
        const target = {
          kind: w.trigger.kind === "review-comment" ? "review" : "issue",
          id: w.trigger.comment.id
        };
        await this.#guard(`add the ${content} reaction`, false, () => (0, github_comments.BB)(w.octokit, w.pr, target, content));
      }
      async create(body, critical) {
        const w = this.#writable;
        if (!w) return undefined;
        const root = w.trigger.threadRootId;
        const replyTo = root === undefined ? undefined : {
          kind: "review",
          id: root
        };
        return this.#guard("write the PR comment", critical, () => (0, github_comments.eT)(w.octokit, w.pr, body, replyTo));
      }
      async deniedReplyPosted() {
        const w = this.#writable;
        if (!w) return false;
        try {
          return await deniedReplyPosted(w.octokit, w.trigger, this.identity());
        } catch (error) {
          this.#deps.log.warning(`Could not read the PR's comments to tell whether a denial was already answered: ${(0, 
          errors.gJ)(error)}`);
          return true;
        }
      }
      async update(comment, body) {
        const w = this.#writable;
        if (!w || !comment) return true;
        return await this.#guard("update the PR comment", true, async () => (0, github_comments.vv)(w.octokit, w.pr, comment, body).then(() => true)) === true;
      }
      async endedMeanwhile(comment) {
        const w = this.#writable;
        if (!w || !comment) return false;
        try {
          return (0, marker.gY)((await (0, github_comments.OK)(w.octokit, w.pr, comment)).body)?.state === "ended";
        } catch {
          return false;
        }
      }
      endWriter() {
        const w = this.#writable;
        if (!w) return undefined;
        const {inputs: inputs, log: log, runUrl: runUrl, now: now} = this.#deps;
        return {
          octokit: w.octokit,
          apiKey: inputs.apiKey,
          project: inputs,
          triggerPhrase: inputs.triggerPhrase,
          runUrl: runUrl,
          label: inputs.agentLabel,
          log: log,
          identity: this.identity(),
          now: now,
          docsStatus: this.docsStatus()
        };
      }
      docsStatus() {
        const w = this.#writable;
        if (!w || !this.#deps.inputs.docsStatus || this.#deps.findingIssue) return undefined;
        this.#docsStatus ??= (0, status_writer.H)(w.octokit, line => this.#deps.log.warning(line));
        return this.#docsStatus;
      }
      recordContext() {
        const w = this.#writable;
        if (!w) return undefined;
        const {inputs: inputs, log: log} = this.#deps;
        return {
          octokit: w.octokit,
          repo: {
            owner: w.pr.owner,
            repo: w.pr.repo
          },
          apiKey: inputs.apiKey,
          project: inputs,
          identity: this.identity(),
          warn: log.warning
        };
      }
      get item() {
        return this.#writable?.pr;
      }
      async handOff() {
        const w = this.#writable;
        if (!w) return {
          labelled: false,
          reconciled: false
        };
        const {agentLabel: agentLabel} = this.#deps.inputs;
        let reconciled = false;
        const done = await this.#guard(`put the label ${agentLabel} on #${w.pr.pullNumber}`, false, async () => {
          const description = await (0, issues.ZX)(w.octokit, w.pr, agentLabel);
          reconciled = (0, label.tR)(description);
          if (description === undefined) await (0, issues.zU)(w.octokit, w.pr, {
            name: agentLabel,
            ...label.fX
          });
          await (0, issues.Y_)(w.octokit, w.pr, w.pr.pullNumber, agentLabel);
          return true;
        });
        return {
          labelled: done === true,
          reconciled: reconciled
        };
      }
    }
    class ProgressComment {
      #deps;
      #reporter;
      #view;
      #signer;
      #handle;
      #ended=false;
      constructor(deps, reporter, start, signer) {
        this.#deps = deps;
        this.#reporter = reporter;
        this.#signer = signer;
        const {triggerPhrase: triggerPhrase} = deps.inputs;
        this.#view = {
          ...start,
          triggerPhrase: triggerPhrase,
          runUrl: deps.runUrl,
          sentAt: undefined,
          finishedAt: undefined,
          now: deps.now(),
          stage: {
            kind: "received"
          },
          changes: [],
          untrusted: reporter.untrustedRecords
        };
      }
      get url() {
        return this.#handle?.url;
      }
      get receivedAt() {
        return this.#view.receivedAt;
      }
      get sentAt() {
        return this.#view.sentAt;
      }
      set sentAt(at) {
        this.#view.sentAt = at;
      }
      set changedAfterRequest(changes) {
        this.#view.changes = changes;
      }
      linkJob(jobId) {
        this.#view.marker = {
          ...this.#view.marker,
          jobId: jobId
        };
      }
      get marker() {
        return this.#view.marker;
      }
      finish(at) {
        this.#view.finishedAt = at;
        return at - (this.#view.sentAt ?? at);
      }
      async open(previous) {
        const {log: log, saveState: saveState} = this.#deps;
        if (previous) {
          log.info(`Trigger ${this.#view.marker.triggers.join(",")} was already handled by ${previous.url} (state ${previous.marker.state}).`);
          this.#handle = previous;
        } else {
          this.#handle = await this.#reporter.create(this.#render({
            kind: "received"
          }), true);
          if (!this.#handle && this.#reporter.commenting) {
            log.warning("The progress comment could not be written, so a re-run of this event cannot tell that it was already sent.");
          }
        }
        if (this.#handle) {
          saveState("comment", JSON.stringify({
            kind: this.#handle.kind,
            id: this.#handle.id,
            url: this.#handle.url
          }));
          this.#render(this.#view.stage);
        }
      }
      async show(stage, state) {
        if (this.#ended) return true;
        if (this.#view.marker.state === "sent" && await this.#reporter.endedMeanwhile(this.#handle)) {
          this.#ended = true;
          this.#deps.log.info(`${this.url ?? "The progress comment"} already records the end of the job: left as it is.`);
          return true;
        }
        return this.#reporter.update(this.#handle, this.#render(stage, state));
      }
      end(job) {
        const comment = this.#handle;
        if (!comment) return undefined;
        return {
          comment: comment,
          render: (_current, _marker, docs) => {
            this.#view.docs = docs;
            return this.#render({
              kind: "final",
              job: job
            }, "ended");
          }
        };
      }
      get recorded() {
        return this.#handle !== undefined || !this.#reporter.commenting;
      }
      #render(stage, state) {
        const view = this.#view;
        if (state) view.marker = {
          ...view.marker,
          state: state
        };
        view.stage = stage;
        view.now = this.#deps.now();
        const signed = {
          ...view,
          marker: this.#signer ? this.#signer.sign(view.marker) : view.marker
        };
        const body = (0, render_comment.rS)(signed);
        if (this.#handle) {
          const job = stage.kind === "working" || stage.kind === "stopped" || stage.kind === "handed-off" ? stage.job : undefined;
          const sent = view.marker.state === "sent";
          const fallback = sent ? {
            kind: "handed-off",
            reason: "ended",
            job: job,
            reconciled: true
          } : {
            kind: "stopped",
            reason: "ended",
            job: job
          };
          this.#deps.saveState("stopped-body", (0, render_comment.rS)({
            ...signed,
            stage: fallback
          }));
          const unreconciled = {
            kind: "handed-off",
            reason: "ended",
            job: job,
            reconciled: false
          };
          this.#deps.saveState("stopped-body-unreconciled", sent ? (0, render_comment.rS)({
            ...signed,
            stage: unreconciled
          }) : "");
        }
        return body;
      }
    }
    async function checkStatus(check) {
      const {deps: deps, reporter: reporter, history: history, signer: signer, jobId: jobId} = check;
      let job;
      try {
        job = await deps.mintlify.getJob(jobId, {
          signal: deps.signal,
          deadline: check.deadline
        });
      } catch (error) {
        await reporter.react("confused");
        return followUpResult({
          status: "error",
          jobId: jobId,
          failure: `Could not read agent job ${jobId}: ${(0, errors.gJ)(error)}`
        });
      }
      deps.log.info(`Agent job ${jobId} is ${job.status} (--status: nothing sent to the agent).`);
      const linked = history.linked?.marker.jobId === jobId && history.linked.marker.state === "sent" ? history.linked : undefined;
      const writer = reporter.endWriter();
      const context = reporter.recordContext();
      const item = reporter.item;
      let commentUrl = linked?.url;
      if (linked && writer && context && item && signer) {
        try {
          if (schemas.Ys.includes(job.status)) {
            const record = await (0, agent_job_record.jq)(context, {
              number: item.pullNumber,
              isPullRequest: true
            });
            const report = await (0, report_end.XA)(writer, record, job);
            if (report.complete) await (0, report_end.CE)(writer, record, [ job.id ]);
            deps.log.info(report.report === "reported" ? `Reported the end of agent job ${jobId} on ${linked.url}.` : `The end of agent job ${jobId} was already reported.`);
          } else {
            const current = await (0, github_comments.OK)(writer.octokit, item, linked);
            const marker = await (0, marked_comments.ke)(current, writer.identity, signer);
            if (marker?.state === "sent") await (0, github_comments.vv)(writer.octokit, item, linked, (0, 
            render_comment.se)(current.body, {
              now: deps.now(),
              triggerPhrase: writer.triggerPhrase
            }));
          }
        } catch (error) {
          deps.log.warning(`Could not update ${linked.url}: ${(0, errors.gJ)(error)}`);
        }
      } else {
        const reply = await reporter.create(renderStatusReply({
          marker: undefined,
          triggerPhrase: deps.inputs.triggerPhrase,
          runUrl: deps.runUrl
        }, job), false);
        commentUrl = reply?.url;
      }
      deps.saveState("finalized", "true");
      return followUpResult({
        status: job.status,
        jobId: jobId,
        job: job,
        prLink: job.prLink ?? undefined,
        commentUrl: commentUrl
      });
    }
    const POLL_SCHEDULE = [ {
      untilMs: 6e4,
      factor: 1
    }, {
      untilMs: 3e5,
      factor: 2
    }, {
      untilMs: Number.POSITIVE_INFINITY,
      factor: 3
    } ];
    const MAX_POLL_DELAY_MS = 12e3;
    function pollDelayMs(elapsedMs, intervalSeconds, retryAfterMs = 0) {
      const intervalMs = intervalSeconds * 1e3;
      const step = POLL_SCHEDULE.find(s => elapsedMs < s.untilMs) ?? POLL_SCHEDULE[POLL_SCHEDULE.length - 1];
      const scheduled = Math.min(intervalMs * (step?.factor ?? 1), Math.max(MAX_POLL_DELAY_MS, intervalMs));
      return Math.round(Math.max(scheduled, retryAfterMs));
    }
    async function pollJob(deps, intervalSeconds, deadline) {
      const started = deps.now();
      let job;
      let retryAfterMs = 0;
      for (let polls = 0; ;) {
        const remaining = deadline - deps.now();
        if (deps.signal.aborted) return {
          kind: "cancelled",
          job: job,
          polls: polls
        };
        if (remaining <= 0) return {
          kind: "timed-out",
          job: job,
          polls: polls
        };
        await deps.sleep(Math.min(pollDelayMs(deps.now() - started, intervalSeconds, retryAfterMs), remaining), deps.signal);
        if (deps.signal.aborted) return {
          kind: "cancelled",
          job: job,
          polls: polls
        };
        const left = deadline - deps.now();
        if (left <= 0) return {
          kind: "timed-out",
          job: job,
          polls: polls
        };
        retryAfterMs = 0;
        try {
          job = await deps.getJob(AbortSignal.any([ deps.signal, AbortSignal.timeout(left) ]), waitMs => {
            retryAfterMs = waitMs;
          });
        } catch (error) {
          if (deps.signal.aborted) return {
            kind: "cancelled",
            job: job,
            polls: polls
          };
          if (deadline - deps.now() <= 0) return {
            kind: "timed-out",
            job: job,
            polls: polls
          };
          throw error;
        }
        polls += 1;
        await (deps.onPoll?.(job, polls));
        if (schemas.Ys.includes(job.status)) return {
          kind: "final",
          job: job,
          polls: polls
        };
      }
    }
    const PROGRESS_EDIT_INTERVAL_MS = 6e4;
    function needsProgressEdit(status, lastStatus, msSinceEdit) {
      return status === "active" && (status !== lastStatus || msSinceEdit >= PROGRESS_EDIT_INTERVAL_MS);
    }
    async function watchJob(watch, accepted) {
      const {deps: deps, reporter: reporter, progress: progress, jobId: jobId, deadline: deadline} = watch;
      const {inputs: inputs, log: log} = deps;
      if (!inputs.wait) return reportWithoutWaiting(watch, accepted);
      await progress.show({
        kind: "working",
        job: accepted
      }, "sent");
      let job = accepted;
      let lastEdit = deps.now();
      let outcome;
      try {
        outcome = await pollJob({
          getJob: (signal, onRetryAfter) => deps.mintlify.getJob(jobId, {
            signal: signal,
            deadline: deadline,
            onRetryAfter: onRetryAfter
          }),
          sleep: deps.sleep,
          now: deps.now,
          signal: deps.signal,
          onPoll: async (polled, polls) => {
            log.info(`Poll ${polls}: agent job ${jobId} is ${polled.status}.`);
            const lastStatus = job?.status;
            job = polled;
            if (needsProgressEdit(polled.status, lastStatus, deps.now() - lastEdit)) {
              await progress.show({
                kind: "working",
                job: polled
              });
              lastEdit = deps.now();
            }
          }
        }, inputs.pollIntervalSeconds, deadline);
      } catch (error) {
        progress.finish(deps.now());
        await progress.show({
          kind: "failed",
          message: (0, errors.gJ)(error)
        });
        await reporter.react("confused");
        return {
          status: "error",
          job: job,
          failure: (0, errors.gJ)(error)
        };
      }
      return reportOutcome(watch, outcome, progress.finish(deps.now()));
    }
    async function reportWithoutWaiting(watch, accepted) {
      const {deps: deps, progress: progress, jobId: jobId, deadline: deadline} = watch;
      let current = accepted;
      if (!current) {
        try {
          current = await deps.mintlify.getJob(jobId, {
            signal: deps.signal,
            deadline: deadline
          });
        } catch (error) {
          await progress.show({
            kind: "failed",
            message: (0, errors.gJ)(error)
          }, "sent");
          return {
            status: "error",
            failure: (0, errors.gJ)(error)
          };
        }
      }
      if (schemas.Ys.includes(current.status)) return reportOutcome(watch, {
        kind: "final",
        job: current,
        polls: 1
      }, 0);
      return handOff(watch, "no-wait", current, undefined);
    }
    async function handOff(watch, reason, job, elapsedMs) {
      const {deps: deps, reporter: reporter, progress: progress, jobId: jobId} = watch;
      const prLink = job?.prLink ?? undefined;
      if (progress.url !== undefined && reporter.item !== undefined) {
        const {labelled: labelled, reconciled: reconciled} = await reporter.handOff();
        await progress.show({
          kind: "handed-off",
          reason: reason,
          job: job,
          reconciled: labelled && reconciled
        }, "sent");
        const still = `Agent job ${jobId} is still running${reason === "no-wait" ? "" : reason === "timed-out" ? " after the timeout" : " as the run is cancelled"}`;
        deps.log.notice(labelled && reconciled ? `${still}: its result will be posted on ${progress.url} when it ends (label ${deps.inputs.agentLabel}: the reconcile workflow reads it).` : `${still}: no reconcile workflow reads this repository, so comment ${deps.inputs.triggerPhrase} --status on ${progress.url} to have its result posted.`);
        return {
          status: "active",
          job: job,
          prLink: prLink,
          elapsedMs: elapsedMs,
          failure: reporter.commentError
        };
      }
      if (reason === "no-wait") return {
        status: "active",
        job: job,
        prLink: prLink,
        failure: reporter.commentError
      };
      await progress.show({
        kind: "stopped",
        reason: reason,
        job: job
      });
      const failure = reason === "timed-out" ? `Agent job ${jobId} did not finish within the timeout of ${deps.inputs.timeoutSeconds / 60} minutes (last status: ${job?.status ?? "unknown"}). It may still be running; nothing can report its end without the progress comment (comment: true on a pull request).` : `The run was cancelled while watching agent job ${jobId}; the job may still be running.`;
      return {
        status: reason,
        job: job,
        elapsedMs: elapsedMs,
        failure: failure
      };
    }
    async function reportOutcome(watch, outcome, elapsedMs) {
      const {reporter: reporter, jobId: jobId} = watch;
      if (outcome.kind !== "final") return handOff(watch, outcome.kind, outcome.job, elapsedMs);
      const job = outcome.job;
      const prLink = job.prLink ?? undefined;
      await reportEnd(watch, job);
      if (job.status === "failed") return {
        status: "failed",
        job: job,
        prLink: prLink,
        elapsedMs: elapsedMs,
        failure: `Agent job ${jobId} failed.`
      };
      return {
        status: job.status === "archived" ? "archived" : "completed",
        job: job,
        prLink: prLink,
        elapsedMs: elapsedMs,
        warning: job.status === "archived" ? `Agent job ${jobId} was archived.` : undefined,
        failure: reporter.commentError
      };
    }
    async function reportEnd(watch, job) {
      const {deps: deps, reporter: reporter, progress: progress} = watch;
      const writer = reporter.endWriter();
      const context = reporter.recordContext();
      const own = progress.end(job);
      const item = reporter.item;
      if (!writer || !context || !own || !item) return;
      try {
        const record = await (0, agent_job_record.jq)(context, {
          number: item.pullNumber,
          isPullRequest: true
        });
        const result = await (0, report_end.XA)(writer, record, job, own);
        if (result.complete) await (0, report_end.CE)(writer, record, [ job.id ]);
        if (result.report !== "reported") deps.log.info(`The end of agent job ${job.id} was ${result.report === "already-reported" ? "already reported by another run" : "not recorded on the progress comment any more"}; nothing more is written.`);
        if (!result.complete) reporter.commentError ??= `Could not report the end of agent job ${job.id} everywhere on the PR (see the warnings).`;
      } catch (error) {
        const message = `Could not report the end of agent job ${job.id} on the PR: ${(0, 
        errors.gJ)(error)}`;
        deps.log.warning(message);
        reporter.commentError ??= message;
      }
    }
    var status_rules = __webpack_require__(67064);
    async function markDocsRunning(deps, reporter, history, delivered) {
      const writer = reporter.docsStatus();
      const item = reporter.item;
      if (!writer || !item || history.agentPull) return;
      const prLink = delivered.job?.prLink;
      const target = prLink ? (0, urls.XT)(prLink, (0, urls.Tm)(deps.runUrl)) : undefined;
      const self = target !== undefined && target.pullNumber === item.pullNumber && `${target.owner}/${target.repo}`.toLowerCase() === `${item.owner}/${item.repo}`.toLowerCase();
      if (self) return;
      await writer.write(item, (0, status_rules.D)({
        kind: "running",
        jobId: delivered.jobId,
        url: delivered.commentUrl
      }));
    }
    async function skipDocs(skip) {
      const {deps: deps, reporter: reporter, history: history, signer: signer, trigger: trigger, reason: reason} = skip;
      const item = reporter.item;
      const reply = {
        marker: undefined,
        triggerPhrase: deps.inputs.triggerPhrase,
        runUrl: deps.runUrl
      };
      if (!trigger || !item || !signer || deps.findingIssue || history.agentPull) {
        const why = "marks the docs of a code pull request as not needed, and this is not one";
        deps.log.notice(`Skipped: --skip ${why}.`);
        await reporter.react("confused");
        return followUpResult({
          status: "skipped",
          skippedReason: `--skip ${why}`
        });
      }
      const login = trigger.comment.author.login;
      const writer = reporter.docsStatus();
      const written = writer ? await writer.write(item, (0, status_rules.D)({
        kind: "skipped",
        by: login,
        reason: reason,
        url: trigger.comment.htmlUrl
      })) : "off";
      const previous = history.previous?.marker.state === "skipped" ? history.previous : undefined;
      const comment = previous ? previous : await reporter.create(renderSkipReply({
        ...reply,
        marker: signer.sign({
          jobId: undefined,
          triggers: [ trigger.triggerKey ],
          state: "skipped"
        })
      }, {
        login: login,
        reason: reason,
        written: written
      }), false);
      deps.log.notice(`Docs skipped by ${login}: ${reason}. Nothing was sent to Mintlify.`);
      deps.saveState("finalized", "true");
      return followUpResult({
        status: "skipped",
        skippedReason: `docs skipped: ${reason}`,
        commentUrl: comment?.url
      });
    }
    function chooseTarget(inputs, history, newJob) {
      const previous = history.previous?.marker;
      if (previous) return previous.created || previous.jobId === undefined ? {
        kind: "create"
      } : {
        kind: "message",
        jobId: previous.jobId
      };
      if (inputs.jobId) return {
        kind: "message",
        jobId: inputs.jobId
      };
      if (newJob) return {
        kind: "create"
      };
      if (history.linkedJobId) return {
        kind: "message",
        jobId: history.linkedJobId
      };
      return inputs.createJob ? {
        kind: "create"
      } : undefined;
    }
    async function steerAgentJob(deps) {
      const {inputs: inputs, event: event, log: log} = deps;
      const trigger = (0, github_event.to)(event) ? event : undefined;
      const reporter = new PullRequestReporter(deps, trigger);
      const replies = {
        marker: undefined,
        triggerPhrase: inputs.triggerPhrase,
        runUrl: deps.runUrl
      };
      const skip = async decision => {
        log.notice(decision.notice);
        if (decision.reaction) await reporter.react(decision.reaction);
        const reply = decision.reply && !(decision.denied && await reporter.deniedReplyPosted()) ? decision.reply : undefined;
        const comment = reply ? await reporter.create(reply, false) : undefined;
        return followUpResult({
          status: "skipped",
          skippedReason: decision.reason,
          commentUrl: comment?.url
        });
      };
      const lookups = githubLookups(deps.octokit);
      const admitted = await admitInstruction(event, inputs, replies, lookups);
      if (admitted.kind === "skip-with-reason") return skip(admitted);
      await reporter.react("eyes");
      const noKey = await admitApiKey(inputs.apiKey, trigger, replies, lookups);
      if (noKey) return skip(noKey);
      await deliverBacklog(deps, steerAgentJob);
      const deadline = deps.now() + inputs.timeoutSeconds * 1e3;
      const signer = trigger ? (0, marker.lM)(inputs.apiKey, (0, marker.iH)(trigger), inputs) : undefined;
      const history = (0, finding_issue.Aj)(signer ? await readHistory(deps.octokit, trigger, {
        identity: reporter.identity(),
        signer: signer,
        warn: log.warning,
        jobIdInput: inputs.jobId,
        triggerPhrase: inputs.triggerPhrase
      }) : historyFrom([], undefined), deps.findingIssue);
      if (signer && trigger) replies.marker = signer.sign({
        jobId: undefined,
        triggers: [ trigger.triggerKey ],
        state: "not-sent"
      });
      if (history.untrusted?.length) {
        replies.untrusted = history.untrusted;
        reporter.untrustedRecords = history.untrusted;
      }
      if (admitted.skip !== undefined) return skipDocs({
        deps: deps,
        reporter: reporter,
        history: history,
        signer: signer,
        trigger: trigger,
        reason: admitted.skip
      });
      if (admitted.status) {
        const jobId = inputs.jobId ?? history.linkedJobId;
        if (!jobId) return skip(noJobLinked(trigger, replies));
        return checkStatus({
          deps: deps,
          reporter: reporter,
          history: history,
          signer: signer,
          jobId: jobId,
          deadline: deadline
        });
      }
      if (admitted.newJob && !inputs.jobId && !inputs.createJob) {
        return skip(skipWithReason("--new asks for a new agent job, but create-job is false", renderCreateJobOffReply(replies), "confused"));
      }
      if (admitted.newJob && inputs.jobId) log.notice(`The job-id input (${inputs.jobId}) wins over --new: the instruction goes to that job.`);
      const target = chooseTarget(inputs, history, admitted.newJob);
      if (!target) return skip(noJobLinked(trigger, replies));
      if (target.kind === "create" && trigger && !inputs.comment && !history.previous) {
        throw new errors.dz("create-job needs comment: true on pull requests (the progress comment links the new job to the PR); set comment: true, or set job-id");
      }
      const {previous: previous} = history;
      if (previous?.marker.state === "ended" && previous.marker.jobId !== undefined) return alreadyEnded(deps, previous.marker.jobId, previous.url, deadline);
      const elsewhere = previous?.marker.state === "pending" ? await sendingElsewhere(deps, trigger, previous.body) : undefined;
      if (elsewhere) return elsewhere;
      const sending = needsSending(previous?.marker.state);
      const claimed = sending ? await claimTheTrigger(deps, trigger, previous !== undefined) : undefined;
      if (claimed?.kind === "stop") return claimed.result;
      const claim = claimed?.claim;
      let usesToday;
      let firstUseOfDay = false;
      if (sending) {
        let startedTriggers;
        try {
          startedTriggers = target.kind === "create" ? await jobStartedTriggers(deps, trigger, history) : undefined;
        } catch (error) {
          await (claim?.release());
          return followUpResult({
            status: "error",
            failure: (0, errors.gJ)(error)
          });
        }
        const spend = await admitAgentUse(deps, target, {
          ...history,
          startedTriggers: startedTriggers
        }, replies);
        if (spend.kind === "stop") {
          await (claim?.release());
          return {
            ...await skip(spend.skip),
            status: spend.status,
            failure: spend.failure
          };
        }
        usesToday = spend.usesToday;
        firstUseOfDay = spend.firstOfDay;
      }
      const now = deps.now();
      const start = {
        marker: {
          jobId: previous?.marker.jobId ?? (target.kind === "message" ? target.jobId : undefined),
          triggers: trigger ? [ trigger.triggerKey ] : [],
          state: previous?.marker.state ?? "received",
          created: target.kind === "create"
        },
        prompt: admitted.instruction,
        requester: trigger?.comment.author.login,
        receivedAt: previous ? Date.parse(previous.createdAt) || now : now,
        usesToday: usesToday
      };
      const progress = new ProgressComment(deps, reporter, start, signer);
      await progress.open(previous);
      const finish = (outcome, jobCreated = false) => {
        deps.saveState("finalized", "true");
        return followUpResult({
          jobId: progress.marker.jobId,
          jobCreated: jobCreated,
          commentUrl: progress.url,
          ...firstUseOfDay ? {
            firstUseOfDay: firstUseOfDay
          } : {},
          ...outcome
        });
      };
      const delivery = await deliverInstruction(deps, reporter, progress, {
        target: target,
        instruction: admitted.instruction,
        trigger: trigger,
        previous: previous && {
          state: previous.marker.state,
          jobId: previous.marker.jobId
        },
        deadline: deadline,
        beforeCreate: claim?.markJobStarted
      });
      if (delivery.kind === "stopped") {
        if (needsSending(progress.marker.state)) await (claim?.release());
        return finish(delivery.outcome);
      }
      if (deps.findingIssue && deps.octokit) await recordJobStarted(deps, deps.findingIssue, delivery);
      await markDocsRunning(deps, reporter, history, {
        ...delivery,
        commentUrl: progress.url
      });
      return finish(await watchJob({
        deps: deps,
        reporter: reporter,
        progress: progress,
        jobId: delivery.jobId,
        deadline: deadline
      }, delivery.job), delivery.created);
    }
    async function alreadyEnded(deps, jobId, url, deadline) {
      deps.log.notice(`This instruction was already sent by an earlier run, and the end of agent job ${jobId} was reported on ${url}; nothing is written again.`);
      deps.saveState("finalized", "true");
      try {
        const job = await deps.mintlify.getJob(jobId, {
          signal: deps.signal,
          deadline: deadline
        });
        return followUpResult({
          status: job.status,
          jobId: jobId,
          job: job,
          prLink: job.prLink ?? undefined,
          commentUrl: url,
          failure: job.status === "failed" ? `Agent job ${jobId} failed.` : undefined
        });
      } catch (error) {
        return followUpResult({
          status: "error",
          jobId: jobId,
          commentUrl: url,
          failure: `Could not read agent job ${jobId}: ${(0, errors.gJ)(error)}`
        });
      }
    }
    async function recordJobStarted(deps, target, delivery) {
      if (!deps.octokit) return;
      const status = delivery.job?.status;
      await (0, finding_issue.uV)(deps.octokit, target, {
        id: delivery.jobId,
        status: status === undefined || (0, job_state.$T)(status) ? "active" : status,
        prLink: (0, job_state.$T)(status) ? null : delivery.job?.prLink
      }, {
        apiKey: deps.inputs.apiKey,
        project: deps.inputs,
        triggerPhrase: deps.inputs.triggerPhrase,
        warn: deps.log.warning
      });
    }
    var classic_schemas = __webpack_require__(9691);
    var dashboard_marker = __webpack_require__(5839);
    const HAND_INSTRUCTION = "Fix what this docs-health topic says fails readers: change the docs so that they answer it, keep the change focused on this topic, and open a pull request with it.";
    const Payload = classic_schemas.RZV(() => classic_schemas._H3({
      action: classic_schemas.YjP(),
      issue: classic_schemas._H3({
        number: classic_schemas.aig().int(),
        body: classic_schemas.YjP().nullable().optional(),
        html_url: classic_schemas.YjP(),
        user: classic_schemas._H3({
          login: classic_schemas.YjP(),
          type: classic_schemas.YjP().optional()
        }).nullable(),
        pull_request: classic_schemas.L5J().optional()
      }),
      changes: classic_schemas._H3({
        body: classic_schemas._H3({
          from: classic_schemas.YjP().nullable()
        }).optional()
      }).optional(),
      sender: classic_schemas._H3({
        login: classic_schemas.YjP(),
        type: classic_schemas.YjP().optional()
      }).nullable().optional(),
      repository: classic_schemas._H3({
        full_name: classic_schemas.YjP(),
        owner: classic_schemas._H3({
          login: classic_schemas.YjP()
        }),
        name: classic_schemas.YjP()
      })
    }));
    async function resolveDashboardTick(eventName, payload, context) {
      if (eventName !== "issues") return undefined;
      const parsed = Payload.safeParse(payload);
      if (!parsed.success) return {
        kind: "ignored",
        reason: "the issues event payload is not in the expected shape"
      };
      const p = parsed.data;
      if (p.action !== "edited") return {
        kind: "ignored",
        reason: `the issue was ${p.action}`
      };
      const from = p.changes?.body?.from;
      if (from === undefined || from === null) return {
        kind: "ignored",
        reason: "the edit did not change the issue's body"
      };
      if (!context.octokit || context.apiKey === "") return {
        kind: "ignored",
        reason: "reading the dashboard needs github-token and api-key"
      };
      const repo = {
        owner: p.repository.owner.login,
        repo: p.repository.name
      };
      const boxes = (0, dashboard_marker.uU)(p.issue.body, (0, dashboard_marker.Zq)({
        ...repo,
        issueNumber: p.issue.number
      }), context.apiKey, context.project);
      if (boxes === undefined) return {
        kind: "ignored",
        reason: "the edited issue is not this project's dashboard issue"
      };
      const [writer] = await (0, identity.cI)(context.octokit).check([ {
        authorLogin: p.issue.user?.login ?? ""
      } ], {
        edits: "allowed"
      }).catch(() => [ undefined ]);
      if (writer?.trusted !== true) return {
        kind: "ignored",
        reason: "the dashboard issue was not written by this workflow"
      };
      const ticked = (0, dashboard_marker.AO)(from, p.issue.body ?? "", boxes);
      const now = (0, dashboard_marker.a5)(p.issue.body);
      const earlier = boxes.filter(n => now.get(n) === true && !ticked.includes(n));
      const targets = [];
      const skipped = [];
      for (const number of boxes.filter(n => ticked.includes(n) || earlier.includes(n))) {
        const target = await tickedTarget(number, p, repo, context);
        if (earlier.includes(number)) {
          if (typeof target !== "string" && !await handledBefore(target, context)) targets.push(target);
        } else if (typeof target === "string") skipped.push(target); else targets.push(target);
      }
      if (targets.length === 0) return {
        kind: "ignored",
        reason: ticked.length === 0 ? 'the edit ticked no "hand to the agent" box' : skipped.join("; ")
      };
      return {
        kind: "hand",
        targets: targets,
        skipped: skipped
      };
    }
    function tickKey(invocation, dashboardNumber, issueNumber) {
      return (0, github_event.We)(dashboardNumber, [ ...invocation, `dashboard#${dashboardNumber}`, `issue#${issueNumber}` ]);
    }
    async function handledBefore(target, context) {
      if (!context.octokit) return true;
      const octokit = context.octokit;
      const repo = {
        owner: target.trigger.owner,
        repo: target.trigger.repo
      };
      try {
        const record = await (0, agent_job_record.jq)({
          octokit: octokit,
          repo: repo,
          apiKey: context.apiKey,
          project: context.project,
          identity: (0, identity.cI)(octokit),
          warn: context.warn
        }, {
          number: target.issueNumber,
          isPullRequest: false
        });
        return handledTriggers(record.comments).has(target.trigger.triggerKey);
      } catch (error) {
        context.warn(`Could not read finding issue #${target.issueNumber} to tell whether its ticked box was handed over: ${(0, 
        errors.gJ)(error)}; it is left for a new tick.`);
        return true;
      }
    }
    async function tickedTarget(number, p, repo, context) {
      if (!context.octokit) return "reading the dashboard needs github-token and api-key";
      let issue;
      try {
        issue = await (0, issues.qB)(context.octokit, repo, number);
      } catch (error) {
        return `could not read the ticked finding issue #${number}: ${(0, errors.gJ)(error)}`;
      }
      const marker = await (0, finding_issue.DF)(context.octokit, repo, issue, context);
      if (marker === undefined) return `#${number} is not one of this action's finding issues`;
      if (issue.state !== "open") return `the finding issue #${number} is closed`;
      if (marker.state !== "none") return `the topic of #${number} already has an agent job (at most one per topic; steer it with a comment on #${number})`;
      const sender = p.sender ?? {
        login: "ghost",
        type: "User"
      };
      const trigger = {
        kind: "pull-request",
        eventName: "issues",
        owner: repo.owner,
        repo: repo.repo,
        pullNumber: issue.number,
        pullUrl: issue.url,
        headRepoFullName: p.repository.full_name,
        comment: {
          id: issue.number,
          body: "",
          author: {
            login: sender.login,
            type: sender.type ?? "User"
          },
          htmlUrl: p.issue.html_url
        },
        triggerKey: tickKey(context.invocation, p.issue.number, number),
        threadRootId: undefined,
        location: undefined,
        asOfRequest: undefined
      };
      return (0, finding_issue.yu)(trigger, issue, marker);
    }
    var duration = __webpack_require__(10447);
    const MAX_MESSAGE_CHARS = 2e3;
    function summary_text(value, maxChars) {
      return (0, format_escape.Lj)(value, "", maxChars);
    }
    function prLinkCell(result, server) {
      const raw = result.prLink ?? result.job?.prLink ?? undefined;
      const link = raw ? (0, urls.dD)(raw, server) : undefined;
      if (link && link.href.length > render_comment.mm) return `not linked: ${summary_text(link.href)} is longer than ${render_comment.mm} characters`;
      if (link) return `<a href="${(0, format_escape.ZD)(link.href)}">${summary_text(link.title)}</a>`;
      const ignored = result.job?.ignoredPrLink ?? raw;
      if (ignored) return `not linked: ${summary_text(ignored)} is not an http(s) URL`;
      return result.job?.status === "completed" ? "none (no files changed)" : "\u2014";
    }
    function addFollowUpSummary(summary, result, server = "https://github.com") {
      summary.addHeading("Mintlify agent follow-up", 2);
      if (result.status === "skipped" || result.status === "capped") {
        const lead = result.status === "capped" ? "Capped" : "Skipped";
        return summary.addRaw(`<p>${lead}: ${summary_text(result.skippedReason ?? "nothing to do", MAX_MESSAGE_CHARS)}. Nothing was sent to Mintlify.</p>`, true);
      }
      const job = result.job;
      const source = job?.source?.repository ? `${summary_text(job.source.repository)}${job.source.ref ? ` @ ${summary_text(job.source.ref)}` : ""}` : "\u2014";
      summary.addTable([ [ {
        data: "Job",
        header: true
      }, {
        data: "Status",
        header: true
      }, {
        data: "PR link",
        header: true
      }, {
        data: "Model",
        header: true
      }, {
        data: "Source",
        header: true
      }, {
        data: "Elapsed",
        header: true
      } ], [ `<code>${summary_text(result.jobId ?? "\u2014")}</code>${result.jobCreated ? " (started by this run)" : ""}`, summary_text(result.status), prLinkCell(result, server), summary_text(job?.model ?? "\u2014"), source, result.elapsedMs === undefined ? "\u2014" : (0, 
      duration.a)(result.elapsedMs) ] ]);
      const commentUrl = result.commentUrl ? (0, format_escape.vH)(result.commentUrl) : undefined;
      if (commentUrl) summary.addRaw(`<p><a href="${(0, format_escape.ZD)(commentUrl)}">PR comment</a></p>`, true);
      if (result.failure) summary.addRaw(`<p><strong>Error:</strong> ${summary_text(result.failure, MAX_MESSAGE_CHARS)}</p>`, true);
      return summary;
    }
    var log_text = __webpack_require__(75409);
    async function sleep(ms, signal) {
      await (0, promises_.setTimeout)(ms, undefined, {
        signal: signal
      }).catch(() => undefined);
    }
    async function steerTargets(inputs, runner, payload, octokit) {
      const invocation = [ runner.job, runner.action, inputs.prompt ?? "" ];
      const resolved = (0, github_event.rt)(runner.eventName, payload, {
        repository: runner.repository,
        actor: runner.actor,
        runId: runner.runId,
        invocation: invocation
      });
      const tick = await resolveDashboardTick(runner.eventName, payload, {
        octokit: octokit,
        apiKey: inputs.apiKey,
        project: inputs,
        invocation: invocation,
        warn: l => core.warning(l)
      });
      if (tick?.kind === "ignored") return [ {
        event: {
          kind: "ignored",
          eventName: runner.eventName,
          reason: tick.reason
        },
        findingIssue: undefined,
        inputs: inputs
      } ];
      if (tick?.kind === "hand") {
        for (const reason of tick.skipped) core.warning(`A ticked box starts nothing: ${reason}.`);
        const handInputs = {
          ...inputs,
          prompt: inputs.prompt ?? HAND_INSTRUCTION
        };
        return tick.targets.map(target => ({
          event: target.trigger,
          findingIssue: target,
          inputs: handInputs
        }));
      }
      const findingIssue = resolved.kind === "ignored" ? await (0, finding_issue.RT)(runner.eventName, payload, {
        octokit: octokit,
        apiKey: inputs.apiKey,
        project: inputs,
        triggerPhrase: inputs.triggerPhrase,
        warn: l => core.warning(l)
      }) : undefined;
      return [ {
        event: findingIssue?.trigger ?? resolved,
        findingIssue: findingIssue,
        inputs: inputs
      } ];
    }
    function setOutputs(result, serverUrl) {
      core.setOutput("job-id", result.jobId ?? "");
      core.setOutput("job-created", String(result.jobCreated));
      core.setOutput("status", result.status);
      const prLink = result.prLink === undefined ? undefined : (0, urls.aA)(result.prLink, serverUrl);
      if (result.prLink !== undefined && prLink === undefined) core.warning("The agent job's prLink is not a GitHub pull request URL; the pr-link output is left empty.");
      core.setOutput("pr-link", prLink ?? "");
      core.setOutput("comment-url", result.commentUrl ?? "");
      if (result.jobId) core.info((0, log_text.k)(`Agent job ${result.jobId}: ${result.status}${prLink ? ` \u2014 ${prLink}` : ""}`)); else core.info((0, 
      log_text.k)(`Follow-up ${result.status}: no agent job was involved.`));
    }
    async function runFollowUpStep(inputs, mintlify, runner, signal) {
      const octokitModule = inputs.githubToken ? Promise.all([ __webpack_require__.e(119), __webpack_require__.e(913), __webpack_require__.e(634) ]).then(__webpack_require__.bind(__webpack_require__, 79634)) : undefined;
      const payload = await runner.eventPayload();
      const octokit = octokitModule ? (await octokitModule).createRunOctokit(inputs.githubToken, runner, line => core.info((0, 
      log_text.k)(line))) : undefined;
      const targets = await steerTargets(inputs, runner, payload, octokit);
      const log = {
        info: l => core.info((0, log_text.k)(l)),
        warning: l => core.warning(l)
      };
      const failures = [];
      let last;
      const results = [];
      for (const [index, target] of targets.entries()) {
        const watched = index === targets.length - 1;
        if (watched && target.findingIssue) core.saveState("finding-issue", JSON.stringify({
          issueNumber: target.findingIssue.issueNumber,
          findingId: target.findingIssue.marker.findingId,
          projectId: inputs.projectId,
          apiUrl: inputs.apiUrl,
          triggerPhrase: inputs.triggerPhrase
        }));
        const result = await steerAgentJob({
          findingIssue: target.findingIssue,
          inputs: watched ? target.inputs : {
            ...target.inputs,
            wait: false
          },
          event: target.event,
          runUrl: (0, urls.CX)(runner),
          mintlify: mintlify,
          octokit: octokit,
          now: () => Date.now(),
          sleep: sleep,
          signal: signal,
          log: {
            ...log,
            notice: l => core.notice(l)
          },
          saveState: watched ? (name, value) => core.saveState(name, value) : () => undefined
        });
        if (target.findingIssue && octokit && result.jobId !== undefined) await recordOutcomeOnFindingIssue(inputs, octokit, target.findingIssue, result, {
          runUrl: (0, urls.CX)(runner),
          log: log,
          now: () => Date.now()
        });
        await (0, job_summary.j)(jobSummary => addFollowUpSummary(jobSummary, result, runner.serverUrl));
        if (result.warning) core.warning(result.warning);
        if (result.failure) failures.push(result.failure);
        last = result;
        results.push(result);
      }
      if (octokit && results.some(r => r.firstUseOfDay === true)) await (0, daily_uses.cY)(octokit, counterOf(inputs, runner), {
        now: Date.now(),
        warn: log.warning
      });
      if (last) setOutputs(last, runner.serverUrl);
      if (failures.length > 0) core.setFailed(failures.join(" "));
    }
  }
};
