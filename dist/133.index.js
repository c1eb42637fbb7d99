export const id = 133;

export const ids = [ 133 ];

export const modules = {
  45870: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      LF: () => replaceJobSection,
      N7: () => renderJobSection,
      c6: () => renderJobEndComment
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66238);
    const START = "\x3c!-- mintlify-action agent-job --\x3e";
    const END = "\x3c!-- /mintlify-action agent-job --\x3e";
    function renderJobSection(marker, job, triggerPhrase) {
      const how = `To hand this finding to a Mintlify agent job, comment \`${triggerPhrase} <what to change>\` here (people with write access; the follow-up workflow must let issue comments through). Later \`${triggerPhrase}\` comments steer the same job.`;
      let lines;
      if (marker.jobId === undefined) {
        const unsure = marker.state === "pending" ? [ "An earlier run was starting an agent job for this finding and stopped before it knew whether the job was created; no run starts another on its own. Check the project's agent jobs, or comment to start one.", "" ] : [];
        lines = [ ...unsure, `None yet. ${how}` ];
      } else {
        const status = job?.status ?? marker.jobStatus ?? "unknown";
        const link = job?.prLink ?? marker.prLink;
        const pr = link ? (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(link) : undefined;
        lines = [ `Agent job ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(marker.jobId)}: **${status.replace(/[^a-z_-]/gi, "")}**.${pr ? ` Pull request: ${pr}` : ""}`, "", `Comment \`${triggerPhrase} <instruction>\` here to steer it (people with write access).` ];
      }
      return [ START, "### Agent job", "", ...lines, END ].join("\n");
    }
    function replaceJobSection(body, marker, job, triggerPhrase) {
      const rest = (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.Eu)(body);
      const section = renderJobSection(marker, job, triggerPhrase);
      const start = rest.indexOf(START);
      const end = rest.indexOf(END, start);
      const updated = start >= 0 && end > start ? `${rest.slice(0, start)}${section}${rest.slice(end + END.length)}` : `${rest}\n\n${section}`;
      return `${(0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.fr)(marker)}\n${updated}`;
    }
    function renderJobEndComment(job) {
      const pr = job.prLink ? (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(job.prLink) : undefined;
      const status = job.status.replace(/[^a-z_-]/gi, "");
      return `${_findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.D5}\n**Agent job ${status}:** ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(job.id)} finished.${pr ? ` Pull request: ${pr}` : " It opened no pull request."}`;
    }
  },
  32118: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      $: () => ownMarkedComments,
      F: () => workflowAuthorship
    });
    var _marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95169);
    async function ownMarkedComments(comments, ours, signer, warn) {
      const marked = [];
      for (const comment of comments) {
        const marker = (0, _marker_js__WEBPACK_IMPORTED_MODULE_0__.gY)(comment.body);
        if (!marker || !await ours(comment)) continue;
        if (!signer.verify(marker)) {
          warn(`Ignored the marker of ${comment.url}: its signature does not verify (the comment was edited, or written for another Mintlify project or with another API key).`);
          continue;
        }
        marked.push({
          ...comment,
          marker: marker
        });
      }
      return marked.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    }
    function workflowAuthorship(tokenLogin) {
      return async comment => comment.authorType === "Bot" || comment.authorLogin === await tokenLogin();
    }
  },
  85459: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      B$: () => renderEndedFromBody,
      iQ: () => markdownLink,
      mm: () => MAX_LINK_CHARS,
      qT: () => renderSteerNote,
      rS: () => renderProgressComment,
      se: () => renderCheckedFromBody,
      tR: () => signedReply
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _format_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10447);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15945);
    var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95169);
    const MAX_LINK_CHARS = 2e3;
    const COMMENT_LIMIT = 65536;
    const STOP_HEADLINE = {
      "timed-out": "\u231b Stopped watching (timeout)",
      cancelled: "\u23f9\ufe0f Stopped watching (run cancelled)",
      ended: "\u23f9\ufe0f Stopped watching (step ended)"
    };
    const STOP_CAUSE = {
      "timed-out": "because the `timeout` was reached",
      cancelled: "because the workflow run was cancelled",
      ended: "because the workflow step ended before it could report the outcome"
    };
    const HAND_OFF_LINE = {
      "no-wait": () => "- \u2796 Not waiting for the result (`wait: false`)",
      "timed-out": elapsed => `- \u23f3 Still working after ${elapsed}; this run stopped watching (\`timeout\`)`,
      cancelled: elapsed => `- \u23f3 Still working after ${elapsed}; this run was cancelled while watching`,
      ended: elapsed => `- \u23f3 Still working after ${elapsed}; this run's step ended before it could report`
    };
    function clock(at) {
      return `${new Date(at).toISOString().slice(11, 19)} UTC`;
    }
    function markdownLink(text, url, triggerPhrase = "") {
      const label = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)(text, triggerPhrase);
      const normalized = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(url);
      if (normalized === undefined) return label;
      const href = normalized.replace(/\(/g, "%28").replace(/\)/g, "%29").replace(/ /g, "%20");
      return `[${label}](${href})`;
    }
    const STATUS_HEADLINE = {
      completed: "\u2705 Completed",
      archived: "\ud83d\uddc4\ufe0f Archived",
      failed: "\u274c Failed",
      active: "\u23f3 Working"
    };
    function headline(stage) {
      switch (stage.kind) {
       case "received":
        return "\ud83d\udce8 Received";

       case "working":
        return "\u23f3 Working";

       case "handed-off":
        return "\u23f3 Working";

       case "final":
        return STATUS_HEADLINE[stage.job.status];

       case "stopped":
        return STOP_HEADLINE[stage.reason];

       case "failed":
        return "\u274c Could not complete";
      }
    }
    function timeline(view) {
      const {stage: stage} = view;
      const lines = [ `- \u2705 Received \u2014 ${clock(view.receivedAt)}` ];
      const {jobId: jobId, created: created} = view.marker;
      if (view.sentAt === undefined || jobId === undefined) {
        const notSent = view.marker.state === "received" || view.marker.state === "not-sent";
        if (jobId === undefined || created) {
          if (stage.kind === "failed") lines.push(notSent ? "- \u274c No agent job was started" : "- \u2754 A new agent job may or may not have been started"); else if (stage.kind === "stopped") lines.push(notSent ? "- \u2796 No agent job was started: the step ended before sending (a re-run sends it)" : "- \u2754 Starting a new agent job did not finish; it may or may not exist"); else lines.push("- \u23f3 Starting a new agent job\u2026");
          return lines;
        }
        const jobCode = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(jobId);
        if (stage.kind === "failed") lines.push(notSent ? `- \u274c Not sent to agent job ${jobCode}` : `- \u2754 Delivery to agent job ${jobCode} is unknown`); else if (stage.kind === "stopped") lines.push(notSent ? `- \u2796 Not sent to agent job ${jobCode}: the step ended before sending (a re-run sends it)` : `- \u2754 Sending to agent job ${jobCode} did not finish; delivery is unknown`); else lines.push(`- \u23f3 Sending to agent job ${jobCode}\u2026`);
        return lines;
      }
      lines.push(`- \u2705 ${created ? "Started agent job" : "Sent to agent job"} ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(jobId)} \u2014 ${clock(view.sentAt)}`);
      const end = view.finishedAt ?? view.now;
      const elapsed = (0, _format_duration_js__WEBPACK_IMPORTED_MODULE_3__.a)(end - view.sentAt);
      switch (stage.kind) {
       case "working":
        lines.push(`- \u23f3 Working \u2014 ${elapsed} so far`);
        break;

       case "handed-off":
        lines.push(HAND_OFF_LINE[stage.reason](elapsed));
        break;

       case "final":
        lines.push(`- \u2705 Worked \u2014 ${elapsed}`, `- ${headline(stage)} \u2014 ${clock(end)}`);
        break;

       case "stopped":
        lines.push(`- \u23f9\ufe0f Stopped watching after ${elapsed}; the job may still be running`);
        break;

       case "failed":
        lines.push(`- \u274c Stopped after ${elapsed}`);
        break;

       case "received":
        break;
      }
      return lines;
    }
    const MAX_SHOWN_LINK_CHARS = 300;
    function pullRequestLine(job, triggerPhrase) {
      const link = job.prLink ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_1__.dD)(job.prLink) : undefined;
      if (link && link.href.length > MAX_LINK_CHARS) {
        return `**Pull request:** not linked \u2014 the API returned a link of ${link.href.length} characters (at most ${MAX_LINK_CHARS} are linked): ${(0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)(`${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(link.href, MAX_SHOWN_LINK_CHARS)}\u2026`, triggerPhrase)}`;
      }
      if (link) return `**Pull request:** ${markdownLink(link.title, link.href, triggerPhrase)}`;
      const ignored = job.ignoredPrLink ?? job.prLink;
      if (ignored) {
        const shown = ignored.length > MAX_SHOWN_LINK_CHARS ? `${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(ignored, MAX_SHOWN_LINK_CHARS)}\u2026` : ignored;
        return `**Pull request:** not linked \u2014 the API returned ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)(shown, triggerPhrase)}, which is not an http(s) URL`;
      }
      return job.status === "completed" ? "**Pull request:** none \u2014 no files changed" : undefined;
    }
    function details(job, sentAt, end, triggerPhrase) {
      const lines = [];
      const pr = pullRequestLine(job, triggerPhrase);
      if (pr) lines.push(pr);
      const facts = [];
      const text = value => (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)(value, triggerPhrase);
      if (job.model) facts.push(`**Model:** ${text(job.model)}`);
      if (job.source?.repository) {
        const ref = job.source.ref ? ` @ ${text(job.source.ref)}` : "";
        facts.push(`**Source:** ${text(job.source.repository)}${ref}`);
      }
      if (sentAt !== undefined) facts.push(`**Elapsed:** ${(0, _format_duration_js__WEBPACK_IMPORTED_MODULE_3__.a)(end - sentAt)}`);
      if (facts.length) lines.push(...lines.length ? [ "" ] : [], facts.join(" \xb7 "));
      return lines;
    }
    function footer(view) {
      const job = view.marker.jobId === undefined ? "New agent job" : `Agent job ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(view.marker.jobId)}`;
      const uses = view.usesToday ? ` \xb7 agent uses today: ${view.usesToday.count} of ${view.usesToday.cap}` : "";
      return `<sub>${job} \xb7 [workflow run](${view.runUrl})${uses} \xb7 reply with \`${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(view.triggerPhrase)} <instruction>\` to send another instruction</sub>`;
    }
    function quotePrompt(prompt, triggerPhrase, maxChars) {
      const quoted = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.iZ)((0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)((0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.tI)(prompt, triggerPhrase)));
      if (quoted.length <= maxChars) return quoted;
      const cut = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(quoted, Math.max(0, maxChars - 60)).replace(/&[#a-z0-9]*$/i, "");
      return `${cut}\u2026 (truncated, ${prompt.length} characters)`;
    }
    function renderProgressComment(view) {
      const {stage: stage} = view;
      const job = stage.kind === "received" || stage.kind === "failed" ? undefined : stage.job;
      const by = view.requester ? ` requested by ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.E4)((0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.tI)(view.requester, ""))}` : "";
      const tail = [];
      tail.push("", ...timeline(view));
      if (stage.kind === "final" && job) tail.push("", ...details(job, view.sentAt, view.finishedAt ?? view.now, view.triggerPhrase));
      if (stage.kind === "stopped") {
        tail.push("", `The action stopped watching ${STOP_CAUSE[stage.reason]}. The agent job may still be running: check it in the Mintlify dashboard, or reply with \`${(0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(view.triggerPhrase)} <instruction>\` to send another instruction.`);
      }
      if (stage.kind === "handed-off") {
        tail.push("", `The agent job is still running. Its result will be posted here when it ends (this comment is edited). Comment \`${(0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(view.triggerPhrase)} --status\` to check it now.`);
      }
      if (stage.kind === "failed") {
        tail.push("", `**Error:** ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)((0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(stage.message, 2e3), view.triggerPhrase)}`);
        if (stage.hint) tail.push("", stage.hint);
      }
      tail.push("", footer(view));
      const warning = view.changes?.length ? [ "", `> [!WARNING]\n> The pull request changed after this request: ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(view.changes.join("; "))}. Check what the agent was given.` ] : [];
      const head = [ (0, _marker_js__WEBPACK_IMPORTED_MODULE_2__.gJ)(view.marker), `### Mintlify agent \u2014 ${headline(stage)}`, ...warning, "", `Instruction${by}:` ];
      const fixed = head.join("\n").length + tail.join("\n").length + 2;
      const quote = quotePrompt(view.prompt, view.triggerPhrase, COMMENT_LIMIT - fixed - 100);
      const body = [ ...head, quote, ...tail ].join("\n");
      return body.length <= COMMENT_LIMIT ? body : `${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(body, COMMENT_LIMIT - 20)}\n\n\u2026 (truncated)`;
    }
    function renderEndedFromBody(body, view) {
      const lines = body.split(/\r?\n/);
      const timelineAt = lines.findIndex(l => l.startsWith("- \u2705 Received"));
      const shaped = lines[1]?.startsWith("### Mintlify agent") === true && timelineAt > 1;
      const middle = shaped ? lines.slice(2, timelineAt) : [ "" ];
      const done = [];
      for (const line of shaped ? lines.slice(timelineAt) : []) {
        if (!line.startsWith("- ")) break;
        if (line.startsWith("- \u2705")) done.push(line);
      }
      const status = STATUS_HEADLINE[view.job.status];
      const out = [ (0, _marker_js__WEBPACK_IMPORTED_MODULE_2__.gJ)(view.marker), `### Mintlify agent \u2014 ${status}`, ...middle, ...done, `- ${status} \u2014 ${clock(view.now)}, seen by a later [workflow run](${view.runUrl})`, "", ...details(view.job, undefined, view.now, view.triggerPhrase), "", footer(view) ].join("\n");
      return out.length <= COMMENT_LIMIT ? out : `${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(out, COMMENT_LIMIT - 20)}\n\n\u2026 (truncated)`;
    }
    function renderCheckedFromBody(body, check) {
      const line = `- \u23f3 Still working \u2014 checked ${clock(check.now)} with \`${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(check.triggerPhrase)} --status\``;
      const lines = body.split(/\r?\n/);
      const previous = lines.findIndex(l => l.startsWith("- \u23f3 Still working \u2014 checked "));
      if (previous >= 0) {
        lines[previous] = line;
        return lines.join("\n");
      }
      const start = lines.findIndex(l => l.startsWith("- \u2705 Received"));
      if (start < 0) return [ ...lines, "", line ].join("\n");
      let end = start;
      while (lines[end + 1]?.startsWith("- ")) end += 1;
      lines.splice(end + 1, 0, line);
      const out = lines.join("\n");
      return out.length <= COMMENT_LIMIT ? out : body;
    }
    function signedReply(ctx, text, kind) {
      const lines = [ ctx.marker ? (0, _marker_js__WEBPACK_IMPORTED_MODULE_2__.gJ)(ctx.marker) : (0, 
      _marker_js__WEBPACK_IMPORTED_MODULE_2__.i4)(kind) ];
      lines.push(text, "", `<sub>[workflow run](${ctx.runUrl})</sub>`);
      return lines.join("\n");
    }
    function renderSteerNote(ctx) {
      const phrase = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(ctx.triggerPhrase);
      return signedReply(ctx, `This pull request was opened by Mintlify agent job ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(ctx.marker?.jobId ?? "")}. Reply with \`${phrase} <instruction>\` in a comment or a review comment to steer this job.`);
    }
  },
  82133: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      d0: () => reportProgressEnd,
      eA: () => reportEarlierProgressEnds,
      yz: () => reportIssueJobEnd
    });
    var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
    var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = __webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
    var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
    var _findings_marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66238);
    var _github_comments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66645);
    var _github_issues_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(65039);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15945);
    var _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4206);
    var _job_section_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(45870);
    var _marked_comments_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(32118);
    var _marker_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95169);
    var _render_comment_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(85459);
    const CLAIM_PREFIX = "\x3c!-- mintlify-action end-claim ";
    function withClaim(body) {
      const lines = body.split("\n").filter(line => !line.startsWith(CLAIM_PREFIX));
      while (lines.length > 0 && lines.at(-1) === "") lines.pop();
      return `${lines.join("\n")}\n\n${CLAIM_PREFIX}${(0, node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()} --\x3e`;
    }
    async function reportProgressEnd(w, end, job) {
      const signer = (0, _marker_js__WEBPACK_IMPORTED_MODULE_8__.lM)(w.apiKey, (0, _marker_js__WEBPACK_IMPORTED_MODULE_8__.iH)(end.item), w.project);
      const current = await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_3__.OK)(w.octokit, end.item, end.comment);
      const marker = (0, _marker_js__WEBPACK_IMPORTED_MODULE_8__.gY)(current.body);
      if (!marker || !signer.verify(marker) || marker.jobId !== job.id) return "not-recorded";
      if (marker.state === "ended") return "already-reported";
      const body = withClaim(end.render(current.body));
      await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_3__.vv)(w.octokit, end.item, end.comment, body);
      if (!await claimHeld(w, () => (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_3__.OK)(w.octokit, end.item, end.comment).then(c => c.body), body)) return "already-reported";
      const reaction = job.status === "failed" ? "confused" : job.prLink ? "rocket" : undefined;
      for (const key of reaction ? marker.triggers : []) {
        const [kind, id] = key.split(":");
        if (kind !== "ic" && kind !== "rc") continue;
        await guard(w, `add the ${reaction} reaction`, () => (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_3__.BB)(w.octokit, end.item, {
          kind: kind === "rc" ? "review" : "issue",
          id: Number(id)
        }, reaction));
      }
      if (job.status !== "failed") await leaveSteerNote(w, end.item, job);
      await guard(w, `remove the label ${w.label} from #${end.item.pullNumber}`, () => (0, 
      _github_issues_js__WEBPACK_IMPORTED_MODULE_10__.tA)(w.octokit, end.item, end.item.pullNumber, w.label));
      return "reported";
    }
    async function reportIssueJobEnd(w, repo, issueNumber, job) {
      const signer = (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_2__.ez)(w.apiKey, w.project);
      const scope = (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_2__.kl)({
        ...repo,
        issueNumber: issueNumber
      });
      const current = await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_10__.qB)(w.octokit, repo, issueNumber);
      const marker = (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_2__.fc)(current.body);
      if (!marker || !signer.verify(marker, scope) || marker.jobId !== job.id) return "not-recorded";
      if (_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_5__.Ys.some(s => s === marker.jobStatus)) return "already-reported";
      const next = signer.sign({
        ...marker,
        state: "started",
        jobStatus: job.status,
        prLink: job.prLink ?? marker.prLink
      }, scope);
      const body = withClaim((0, _job_section_js__WEBPACK_IMPORTED_MODULE_6__.LF)(current.body, next, {
        status: job.status,
        prLink: job.prLink ?? null
      }, w.triggerPhrase));
      await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_10__.tt)(w.octokit, repo, issueNumber, {
        body: body
      });
      if (!await claimHeld(w, () => (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_10__.qB)(w.octokit, repo, issueNumber).then(i => i.body), body)) return "already-reported";
      await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_10__.D$)(w.octokit, repo, issueNumber, (0, 
      _job_section_js__WEBPACK_IMPORTED_MODULE_6__.c6)(job));
      await guard(w, `remove the label ${w.label} from #${issueNumber}`, () => (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_10__.tA)(w.octokit, repo, issueNumber, w.label));
      return "reported";
    }
    async function reportEarlierProgressEnds(w, item, comments, job, now) {
      const signer = (0, _marker_js__WEBPACK_IMPORTED_MODULE_8__.lM)(w.apiKey, (0, _marker_js__WEBPACK_IMPORTED_MODULE_8__.iH)(item), w.project);
      for (const comment of comments) {
        if (comment.marker.jobId !== job.id || comment.marker.state !== "sent") continue;
        const marker = signer.sign({
          ...comment.marker,
          state: "ended"
        });
        const render = current => (0, _render_comment_js__WEBPACK_IMPORTED_MODULE_9__.B$)(current, {
          marker: marker,
          job: job,
          triggerPhrase: w.triggerPhrase,
          runUrl: w.runUrl,
          now: now
        });
        await guard(w, `report the end of agent job ${job.id} on ${comment.url}`, () => reportProgressEnd(w, {
          item: item,
          comment: comment,
          render: render
        }, job));
      }
    }
    async function claimHeld(w, read, written) {
      await w.sleep(w.claimSettleMs);
      if (await read() === written) return true;
      w.log.info("Another run reported the end of this job at the same moment; it writes the rest.");
      return false;
    }
    async function guard(w, what, write) {
      try {
        await write();
      } catch (error) {
        w.log.warning(`Could not ${what}: ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_1__.gJ)(error)}`);
      }
    }
    async function leaveSteerNote(w, item, job) {
      const target = job.prLink ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_4__.XT)(job.prLink) : undefined;
      if (!target) return;
      const sameRepo = target.owner.toLowerCase() === item.owner.toLowerCase() && target.repo.toLowerCase() === item.repo.toLowerCase();
      if (!sameRepo || target.pullNumber === item.pullNumber) return;
      await guard(w, "leave the note on the agent PR", async () => {
        const {data: pull} = await w.octokit.rest.pulls.get({
          owner: target.owner,
          repo: target.repo,
          pull_number: target.pullNumber
        });
        if (!job.source?.ref || pull.head.ref !== job.source.ref) {
          w.log.info(`No steer note on #${target.pullNumber}: its head branch is not the branch agent job ${job.id} works on.`);
          return;
        }
        const signer = (0, _marker_js__WEBPACK_IMPORTED_MODULE_8__.lM)(w.apiKey, (0, _marker_js__WEBPACK_IMPORTED_MODULE_8__.iH)(target), w.project);
        const ours = (0, _marked_comments_js__WEBPACK_IMPORTED_MODULE_7__.F)(w.tokenLogin);
        for (const comment of await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_3__.QE)(w.octokit, target)) {
          const marker = (0, _marker_js__WEBPACK_IMPORTED_MODULE_8__.gY)(comment.body);
          if (marker?.jobId === job.id && signer.verify(marker) && await ours(comment)) return;
        }
        const marker = signer.sign({
          jobId: job.id,
          triggers: [],
          state: "steer"
        });
        await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_3__.eT)(w.octokit, target, (0, 
        _render_comment_js__WEBPACK_IMPORTED_MODULE_9__.qT)({
          marker: marker,
          triggerPhrase: w.triggerPhrase,
          runUrl: w.runUrl
        }), undefined);
      });
    }
  },
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
      fc: () => parseFindingMarker,
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
      sig: zod__WEBPACK_IMPORTED_MODULE_3__.YjP().regex(/^[0-9a-f]{32}$/).optional()
    }));
    function formatFindingMarker(marker) {
      const sig = marker.signature ? ` sig="${marker.signature}"` : "";
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
      const signer = (0, _signing_signer_js__WEBPACK_IMPORTED_MODULE_1__.k8)(apiKey, "findingMarker");
      return {
        sign: (marker, scope) => ({
          ...marker,
          signature: signer.shortMac(findingMarkerMacInput(marker, scope, project))
        }),
        verify: (marker, scope) => signer.verifyShortMac(findingMarkerMacInput(marker, scope, project), marker.signature)
      };
    }
    function issueScope(issue) {
      return `${issue.owner}/${issue.repo}#${issue.issueNumber}`;
    }
    function verifiedFindingIssue(issue, context) {
      const label = context.label?.toLowerCase();
      if (label !== undefined && !issue.labels.some(l => l.toLowerCase() === label)) return undefined;
      if (issue.authorType !== "Bot" && issue.authorLogin !== context.tokenLogin) return undefined;
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
      findings: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(FindingSchema)
    });
  },
  10447: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      a: () => formatDuration
    });
    function formatDuration(ms) {
      const total = Math.max(0, Math.round(ms / 1e3));
      const h = Math.floor(total / 3600);
      const m = Math.floor(total % 3600 / 60);
      const s = total % 60;
      if (h > 0) return `${h}h ${String(m).padStart(2, "0")}m`;
      if (m > 0) return `${m}m ${String(s).padStart(2, "0")}s`;
      return `${s}s`;
    }
  }
};
