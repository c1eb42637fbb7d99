export const id = 576;

export const ids = [ 576 ];

export const modules = {
  87951: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      B: () => claim,
      I: () => STALE_CLAIM_MS
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
    var _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88491);
    const STALE_CLAIM_MS = 10 * 6e4;
    const UNCLAIMED = {
      release: () => Promise.resolve()
    };
    async function claim(ctx, subject, what) {
      let made;
      try {
        made = await (0, _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__.yf)(ctx.octokit, ctx.repo, subject, "eyes");
      } catch (error) {
        ctx.log.warning(`Could not claim ${what} (the \ud83d\udc40 reaction): ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}; reporting it unclaimed.`);
        return UNCLAIMED;
      }
      if (!made.created) {
        const age = ctx.now() - Date.parse(made.createdAt);
        if (!(age > STALE_CLAIM_MS)) {
          ctx.log.info(`Another run is reporting ${what} (it holds the claim); this run leaves it to that run.`);
          return undefined;
        }
        ctx.log.info(`Took over the claim on ${what}: the run that held it stopped ${Math.round(age / 6e4)} minutes ago.`);
        try {
          await (0, _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__.ft)(ctx.octokit, ctx.repo, subject, made.id);
          made = await (0, _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__.yf)(ctx.octokit, ctx.repo, subject, "eyes");
        } catch (error) {
          ctx.log.warning(`Could not take over the claim on ${what}: ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
          return undefined;
        }
        if (!made.created) return undefined;
      }
      const id = made.id;
      return {
        release: async () => {
          try {
            await (0, _github_reactions_js__WEBPACK_IMPORTED_MODULE_1__.ft)(ctx.octokit, ctx.repo, subject, id);
          } catch (error) {
            ctx.log.warning(`Could not release the claim on ${what}: ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
          }
        }
      };
    }
  },
  58748: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      B: () => renderDocsPullLine,
      p: () => withDocsPullLine
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    const PULL_REQUEST_LINE = "**Pull request:**";
    const STATE_TEXT = {
      open: "open",
      merged: "merged",
      closed: "closed without merging"
    };
    function diffStat(view) {
      const files = `${view.changedFiles} ${view.changedFiles === 1 ? "file" : "files"} changed`;
      return `${files}, +${view.additions} \u2212${view.deletions}`;
    }
    function renderDocsPullLine(view, triggerPhrase) {
      const name = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)(`${view.ref.owner}/${view.ref.repo}#${view.ref.pullNumber}`, triggerPhrase);
      const href = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(view.url);
      const link = href ? `[${name}](${encodeParens(href)})` : name;
      const parts = [ `${link} \u201c${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)(view.title, triggerPhrase)}\u201d`, STATE_TEXT[view.state], diffStat(view) ];
      const preview = view.preview ? (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(view.preview) : undefined;
      if (preview) parts.push(`[preview](${encodeParens(preview)})`);
      return `${PULL_REQUEST_LINE} ${parts.join(" \xb7 ")}`;
    }
    function encodeParens(url) {
      return url.replace(/\(/g, "%28").replace(/\)/g, "%29").replace(/ /g, "%20");
    }
    function withDocsPullLine(body, line) {
      const lines = body.split("\n");
      const at = lines.findIndex(l => l.startsWith(PULL_REQUEST_LINE));
      if (at < 0 || lines[at] === line) return undefined;
      lines[at] = line;
      return lines.join("\n");
    }
  },
  67064: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      D: () => docsStatusFor
    });
    const DOCS_STATUS_CONTEXT = "mintlify/docs";
    function name(ref) {
      return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
    }
    function docsStatusFor(situation) {
      const status = (state, description, targetUrl) => ({
        state: state,
        context: DOCS_STATUS_CONTEXT,
        description: oneLine(description),
        targetUrl: targetUrl
      });
      switch (situation.kind) {
       case "skipped":
        return status("success", `Docs skipped by @${situation.by}: ${situation.reason}`, situation.url);

       case "running":
        return status("pending", `Mintlify agent job ${situation.jobId} is writing the docs`, situation.url);

       case "ended":
        {
          const {docs: docs} = situation;
          if (situation.status === "failed") return status("failure", `Mintlify agent job ${situation.jobId} failed`, situation.url);
          if (docs === undefined) return situation.status === "completed" ? status("success", "The Mintlify agent job changed no docs files", situation.url) : status("failure", `Mintlify agent job ${situation.jobId} was archived without a docs PR`, situation.url);
          if ("unread" in docs) return status("pending", `Docs PR ${name(docs.unread)} could not be read: not known if merged`, docs.url);
          if (docs.state === "merged") return status("success", `Docs PR ${name(docs.ref)} merged`, docs.url);
          if (docs.state === "closed") return status("failure", `Docs PR ${name(docs.ref)} was closed without merging`, docs.url);
          return status("pending", `Docs PR ${name(docs.ref)} is open: merge it to pass`, docs.url);
        }
      }
    }
    function oneLine(text) {
      return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
    }
  },
  86216: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      H: () => docsStatusWriter
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
    var _github_commit_checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62006);
    var _github_pulls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74487);
    function docsStatusWriter(octokit, warn) {
      let refused = false;
      return {
        async write(item, status, sha) {
          if (refused) return false;
          const where = `${item.owner}/${item.repo}#${item.pullNumber}`;
          try {
            const head = sha ?? (await (0, _github_pulls_js__WEBPACK_IMPORTED_MODULE_2__.T9)(octokit, item)).headSha;
            await (0, _github_commit_checks_js__WEBPACK_IMPORTED_MODULE_1__.M)(octokit, item, head, status);
            return true;
          } catch (error) {
            if (error.status === 403) {
              refused = true;
              warn(`Could not set the commit status ${status.context} on ${where}: the github-token may not write commit statuses (403). Grant the workflow \`statuses: write\`, or set docs-status: false. The step goes on.`);
            } else {
              warn(`Could not set the commit status ${status.context} on ${where}: ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
            }
            return false;
          }
        }
      };
    }
  },
  29221: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      T: () => readDocsPull
    });
    var errors = __webpack_require__(83916);
    var commit_checks = __webpack_require__(62006);
    var pulls = __webpack_require__(74487);
    var format_escape = __webpack_require__(59044);
    function namesMintlify(text) {
      return text.toLowerCase().includes("mintlify");
    }
    function fromMintlify(link) {
      return link.source === "status" ? namesMintlify(link.name) : namesMintlify(link.name) || namesMintlify(link.reporter);
    }
    function pickPreview(links) {
      let best;
      for (const link of links) {
        if (!link.succeeded || !fromMintlify(link)) continue;
        const url = link.url === undefined ? undefined : (0, format_escape.vH)(link.url);
        if (url === undefined) continue;
        if (best === undefined || link.at > best.at) best = {
          url: url,
          at: link.at
        };
      }
      return best?.url;
    }
    async function readDocsPull(octokit, ref, options) {
      const pull = await (0, pulls.T9)(octokit, ref);
      let preview;
      if (options.preview) {
        try {
          preview = pickPreview(await (0, commit_checks.N)(octokit, ref, pull.headSha));
        } catch (error) {
          options.warn(`Could not read the preview of ${ref.owner}/${ref.repo}#${ref.pullNumber} (deployments, statuses and check runs of its head): ${(0, 
          errors.gJ)(error)}`);
        }
      }
      return {
        ref: ref,
        url: pull.url,
        title: pull.title,
        state: pull.merged ? "merged" : pull.state === "open" ? "open" : "closed",
        changedFiles: pull.changedFiles,
        additions: pull.additions,
        deletions: pull.deletions,
        headSha: pull.headSha,
        preview: preview
      };
    }
  },
  64040: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      MC: () => codePullOfNote,
      RB: () => sameRepository,
      Yk: () => rewriteDocsPrNote,
      g0: () => noteOnAgentPull
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59044);
    var _github_comments_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66645);
    var _github_pulls_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74487);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15945);
    var _marked_comments_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32118);
    var _marker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95169);
    function refText(ref) {
      return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
    }
    function sameRepository(a, b) {
      return a.owner.toLowerCase() === b.owner.toLowerCase() && a.repo.toLowerCase() === b.repo.toLowerCase();
    }
    function renderDocsPrNote(input) {
      const {marker: marker, code: code} = input;
      const phrase = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_1__.ZD)(input.triggerPhrase);
      const name = input.elsewhere ? refText(code.ref) : `#${code.ref.pullNumber}`;
      const link = `[${name}](${code.url})`;
      const state = code.state === "merged" ? "**merged** \u2014 the code has shipped" : code.state === "open" ? "**not merged yet** \u2014 merge this one only once that code is released" : code.state === "closed" ? "**closed without merging** \u2014 the code it documents may never ship" : code.state === "issue" ? "an issue" : "state unknown (it could not be read)";
      return [ (0, _marker_js__WEBPACK_IMPORTED_MODULE_5__.gJ)(marker), `This pull request was opened by Mintlify agent job ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_1__.ti)(marker.jobId ?? "")}, which documents ${link} (${state}).`, "", `Reply with \`${phrase} <instruction>\` in a comment or a review comment to steer this job (people with write access; the follow-up workflow of this repository runs it).`, "", `<sub>[workflow run](${input.runUrl})</sub>` ].join("\n");
    }
    function renderNoAccessLine(target, codeRepo) {
      const where = `${target.owner}/${target.repo}`;
      const same = sameRepository(target, codeRepo);
      return same ? `- \u2139\ufe0f No note on the agent's pull request ${where}#${target.pullNumber}: the \`github-token\` cannot write there (it needs \`pull-requests: write\`).` : `- \u2139\ufe0f No note on the agent's pull request ${where}#${target.pullNumber}: the \`github-token\` does not reach ${where}. Give the workflow a token for both repositories with \`pull-requests: write\` (a GitHub App installation token from \`actions/create-github-app-token\`) so reviewers can steer this job there.`;
    }
    function refused(error) {
      const status = error.status;
      return status === 401 || status === 403 || status === 404;
    }
    async function codePullView(octokit, item, server) {
      const base = `${server}/${item.owner}/${item.repo}`;
      try {
        const pr = await (0, _github_pulls_js__WEBPACK_IMPORTED_MODULE_6__.T9)(octokit, item);
        return {
          ref: item,
          url: pr.url,
          state: pr.merged ? "merged" : pr.state === "open" ? "open" : "closed"
        };
      } catch (error) {
        const issue = error.status === 404;
        return {
          ref: item,
          url: `${base}/${issue ? "issues" : "pull"}/${item.pullNumber}`,
          state: issue ? "issue" : undefined
        };
      }
    }
    async function leaveDocsPrNote(w, item, job) {
      const target = job.prLink ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.XT)(job.prLink, (0, 
      _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.Tm)(w.runUrl)) : undefined;
      if (!target) return "not-due";
      const elsewhere = !sameRepository(target, item);
      if (!elsewhere && target.pullNumber === item.pullNumber) return "not-due";
      try {
        const {data: pull} = await w.octokit.rest.pulls.get({
          owner: target.owner,
          repo: target.repo,
          pull_number: target.pullNumber
        });
        if (!job.source?.ref || pull.head.ref !== job.source.ref) {
          w.log.info(`No note on ${refText(target)}: its head branch is not the branch agent job ${job.id} works on.`);
          return "not-due";
        }
        const signer = (0, _marker_js__WEBPACK_IMPORTED_MODULE_5__.lM)(w.apiKey, (0, _marker_js__WEBPACK_IMPORTED_MODULE_5__.iH)(target), w.project);
        const {marked: marked} = await (0, _marked_comments_js__WEBPACK_IMPORTED_MODULE_4__.Li)(await (0, 
        _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.QE)(w.octokit, target), w.identity, signer);
        if (marked.some(c => c.marker.jobId === job.id)) return "exists";
        const code = await codePullView(w.octokit, item, new URL(pull.html_url).origin);
        const marker = signer.sign({
          jobId: job.id,
          triggers: [],
          state: "steer"
        });
        await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.eT)(w.octokit, target, renderDocsPrNote({
          marker: marker,
          code: code,
          elsewhere: elsewhere,
          triggerPhrase: w.triggerPhrase,
          runUrl: w.runUrl
        }), undefined);
        w.log.info(`Left the note of agent job ${job.id} on ${refText(target)}.`);
        return "left";
      } catch (error) {
        if (refused(error) && (elsewhere || error.status !== 404)) {
          w.log.warning(`Could not leave the note on the agent's pull request ${refText(target)}: the github-token cannot reach it (${(0, 
          _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}).`);
          return "no-access";
        }
        w.log.warning(`Could not leave the note on the agent's pull request ${refText(target)}: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
        return "failed";
      }
    }
    async function noteNoAccess(w, item, comment, target) {
      const line = renderNoAccessLine(target, item);
      try {
        const current = await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.OK)(w.octokit, item, comment);
        if (current.body.includes(line)) return;
        const hidden = /\n\n(<!-- [^\n]*-->)$/.exec(current.body);
        const body = hidden ? `${current.body.slice(0, hidden.index)}\n\n${line}\n\n${hidden[1]}` : `${current.body}\n\n${line}`;
        await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.vv)(w.octokit, item, comment, body);
      } catch (error) {
        w.log.warning(`Could not say on ${comment.url} what access the note needs: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
      }
    }
    async function noteOnAgentPull(w, item, comment, job) {
      const outcome = await leaveDocsPrNote(w, item, job);
      const target = job.prLink ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.XT)(job.prLink, (0, 
      _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.Tm)(w.runUrl)) : undefined;
      if (outcome === "no-access" && target && comment) await noteNoAccess(w, item, comment, target);
      return outcome;
    }
    async function rewriteDocsPrNote(w, target, jobId, code) {
      const signer = (0, _marker_js__WEBPACK_IMPORTED_MODULE_5__.lM)(w.apiKey, (0, _marker_js__WEBPACK_IMPORTED_MODULE_5__.iH)(target), w.project);
      const {marked: marked} = await (0, _marked_comments_js__WEBPACK_IMPORTED_MODULE_4__.Li)(await (0, 
      _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.QE)(w.octokit, target), w.identity, signer);
      for (const comment of marked) {
        const {marker: marker} = comment;
        if (marker.state !== "steer" || marker.jobId !== jobId) continue;
        const body = renderDocsPrNote({
          marker: marker,
          code: code,
          elsewhere: !sameRepository(target, code.ref),
          triggerPhrase: w.triggerPhrase,
          runUrl: w.runUrl
        });
        if (sameNote(comment.body, body)) return "unchanged";
        await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.vv)(w.octokit, target, comment, body);
        w.log.info(`Updated the note of agent job ${jobId} on ${refText(target)}: ${refText(code.ref)} is ${code.state}.`);
        return "updated";
      }
      return "no-note";
    }
    function sameNote(a, b) {
      const strip = text => text.replace(/<sub>\[workflow run\]\([^)]*\)<\/sub>$/, "");
      return strip(a) === strip(b);
    }
    function codePullOfNote(body, server) {
      const match = /which documents \[[^\]\n]*\]\((\S+?)\)/.exec(body);
      return match?.[1] ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.XT)(match[1], server) : undefined;
    }
  },
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
    const OLD_CLAIM_LINE = "\x3c!-- mintlify-action end-claim ";
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
      const rest = (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.Eu)(body).split("\n").filter(line => !line.startsWith(OLD_CLAIM_LINE)).join("\n").trimEnd();
      const section = renderJobSection(marker, job, triggerPhrase);
      const start = `\n${rest}`.lastIndexOf(`\n${START}`);
      const end = rest.indexOf(END, start);
      const updated = start >= 0 && end > start ? `${rest.slice(0, start)}${section}${rest.slice(end + END.length)}` : `${rest}\n\n${section}`;
      return withinIssueLimit(`${(0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.fr)(marker)}\n${updated}`, section);
    }
    const ISSUE_BODY_LIMIT = 65536;
    function withinIssueLimit(body, section) {
      if (body.length <= ISSUE_BODY_LIMIT) return body;
      const at = body.lastIndexOf(section);
      const firstLine = body.indexOf("\n") + 1;
      const over = body.length - ISSUE_BODY_LIMIT + 40;
      if (at < 0 || at - firstLine < over) return (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(body, ISSUE_BODY_LIMIT);
      const kept = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(body.slice(firstLine, at), at - firstLine - over);
      return `${body.slice(0, firstLine)}${kept}\n\n\u2026 (truncated)\n\n${body.slice(at)}`;
    }
    function renderJobEndComment(job) {
      const pr = job.prLink ? (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(job.prLink) : undefined;
      const status = job.status.replace(/[^a-z_-]/gi, "");
      return `${_findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.D5}\n**Agent job ${status}:** ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(job.id)} finished.${pr ? ` Pull request: ${pr}` : " It opened no pull request."}`;
    }
  },
  85459: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      B$: () => renderEndedFromBody,
      W$: () => COMMENT_LIMIT,
      iQ: () => markdownLink,
      mm: () => MAX_LINK_CHARS,
      rS: () => renderProgressComment,
      se: () => renderCheckedFromBody,
      tR: () => signedReply
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _format_duration_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10447);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15945);
    var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95169);
    var _docs_change_render_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58748);
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
      const elapsed = (0, _format_duration_js__WEBPACK_IMPORTED_MODULE_4__.a)(end - view.sentAt);
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
    function pullRequestLine(job, triggerPhrase, server, docs) {
      const link = job.prLink ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_1__.dD)(job.prLink, server) : undefined;
      if (link && docs && link.href === (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_1__.dD)(docs.url, server)?.href) return (0, 
      _docs_change_render_js__WEBPACK_IMPORTED_MODULE_3__.B)(docs, triggerPhrase);
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
    function details(job, sentAt, end, triggerPhrase, server, docs) {
      const lines = [];
      const pr = pullRequestLine(job, triggerPhrase, server, docs);
      if (pr) lines.push(pr);
      const facts = [];
      const text = value => (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)(value, triggerPhrase);
      if (job.model) facts.push(`**Model:** ${text(job.model)}`);
      if (job.source?.repository) {
        const ref = job.source.ref ? ` @ ${text(job.source.ref)}` : "";
        facts.push(`**Source:** ${text(job.source.repository)}${ref}`);
      }
      if (sentAt !== undefined) facts.push(`**Elapsed:** ${(0, _format_duration_js__WEBPACK_IMPORTED_MODULE_4__.a)(end - sentAt)}`);
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
      if (stage.kind === "final" && job) tail.push("", ...details(job, view.sentAt, view.finishedAt ?? view.now, view.triggerPhrase, (0, 
      _github_urls_js__WEBPACK_IMPORTED_MODULE_1__.Tm)(view.runUrl), view.docs));
      if (stage.kind === "stopped") {
        tail.push("", `The action stopped watching ${STOP_CAUSE[stage.reason]}. The agent job may still be running: check it in the Mintlify dashboard, or reply with \`${(0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(view.triggerPhrase)} <instruction>\` to send another instruction.`);
      }
      if (stage.kind === "handed-off") {
        const phrase = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(view.triggerPhrase);
        tail.push("", stage.reconciled === false ? `The agent job is still running. No reconcile workflow reads this repository, so nothing posts its result on its own: comment \`${phrase} --status\` to check it and have its result posted here (this comment is edited).` : `The agent job is still running. Its result will be posted here when it ends (this comment is edited). Comment \`${phrase} --status\` to check it now.`);
      }
      if (stage.kind === "failed") {
        tail.push("", `**Error:** ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.Ze)((0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(stage.message, 2e3), view.triggerPhrase)}`);
        if (stage.hint) tail.push("", stage.hint);
      }
      tail.push("", footer(view));
      const warning = [ ...view.changes?.length ? [ "", `> [!WARNING]\n> The pull request changed after this request: ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(view.changes.join("; "))}. Check what the agent was given.` ] : [], ...untrustedBlock(view.untrusted) ];
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
      const out = [ (0, _marker_js__WEBPACK_IMPORTED_MODULE_2__.gJ)(view.marker), `### Mintlify agent \u2014 ${status}`, ...middle, ...done, `- ${status} \u2014 ${clock(view.now)}, seen by a later [workflow run](${view.runUrl})`, "", ...details(view.job, undefined, view.now, view.triggerPhrase, (0, 
      _github_urls_js__WEBPACK_IMPORTED_MODULE_1__.Tm)(view.runUrl), view.docs), "", footer(view) ].join("\n");
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
    function untrustedBlock(untrusted) {
      return untrusted?.length ? [ "", `> [!WARNING]\n> ${untrusted.map(s => (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD)(s)).join("\n>\n> ")}` ] : [];
    }
    function signedReply(ctx, text, kind) {
      const lines = [ ctx.marker ? (0, _marker_js__WEBPACK_IMPORTED_MODULE_2__.gJ)(ctx.marker) : (0, 
      _marker_js__WEBPACK_IMPORTED_MODULE_2__.i4)(kind) ];
      lines.push(text, ...untrustedBlock(ctx.untrusted), "", `<sub>[workflow run](${ctx.runUrl})</sub>`);
      return lines.join("\n");
    }
  },
  82133: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      CE: () => settleLabel,
      R2: () => reportFindingEnd,
      XA: () => reportJobEnd
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
    var _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66238);
    var _github_comments_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66645);
    var _github_issues_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(65039);
    var _github_urls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15945);
    var _claim_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87951);
    var _job_section_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45870);
    var _job_state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69484);
    var _marker_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(95169);
    var _record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(68678);
    var _marked_comments_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(32118);
    var _render_comment_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(85459);
    var _docs_pr_note_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(64040);
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(59044);
    var _docs_change_view_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(29221);
    var _docs_change_status_rules_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(67064);
    function claimContext(w, repo) {
      return {
        octokit: w.octokit,
        repo: {
          owner: repo.owner,
          repo: repo.repo
        },
        now: w.now,
        log: w.log
      };
    }
    function subjectOf(comment) {
      return comment.kind === "review" ? {
        kind: "review-comment",
        id: comment.id
      } : {
        kind: "issue-comment",
        id: comment.id
      };
    }
    function withinLimit(body) {
      return body.length <= _render_comment_js__WEBPACK_IMPORTED_MODULE_10__.W$ ? body : `${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_12__.pF)(body, _render_comment_js__WEBPACK_IMPORTED_MODULE_10__.W$ - 20)}\n\n\u2026 (truncated)`;
    }
    function endedFromBody(w, job) {
      return (current, marker, docs) => (0, _render_comment_js__WEBPACK_IMPORTED_MODULE_10__.B$)(current, {
        marker: marker,
        job: job,
        triggerPhrase: w.triggerPhrase,
        runUrl: w.runUrl,
        now: w.now(),
        docs: docs
      });
    }
    async function reportCommentEnd(w, item, comment, job, render, docs) {
      const held = await (0, _claim_js__WEBPACK_IMPORTED_MODULE_4__.B)(claimContext(w, item), subjectOf(comment), `the end of agent job ${job.id} on ${comment.url}`);
      if (!held) return "already-reported";
      try {
        const signer = (0, _marker_js__WEBPACK_IMPORTED_MODULE_7__.lM)(w.apiKey, (0, _marker_js__WEBPACK_IMPORTED_MODULE_7__.iH)(item), w.project);
        const current = await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.OK)(w.octokit, item, comment);
        const marker = await (0, _marked_comments_js__WEBPACK_IMPORTED_MODULE_9__.ke)(current, w.identity, signer);
        if (!marker || marker.jobId !== job.id) return "not-recorded";
        if (marker.state === "ended") return "already-reported";
        const ended = signer.sign({
          ...marker,
          state: "ended"
        });
        await (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.vv)(w.octokit, item, comment, withinLimit(render(current.body, ended, docs)));
        const reaction = job.status === "failed" ? "confused" : job.prLink ? "rocket" : undefined;
        for (const key of reaction ? marker.triggers : []) {
          const [kind, id] = key.split(":");
          if (kind !== "ic" && kind !== "rc") continue;
          await guard(w, `add the ${reaction} reaction`, () => (0, _github_comments_js__WEBPACK_IMPORTED_MODULE_2__.BB)(w.octokit, item, {
            kind: kind === "rc" ? "review" : "issue",
            id: Number(id)
          }, reaction));
        }
        return "reported";
      } finally {
        await held.release();
      }
    }
    async function reportFindingEnd(w, item, job) {
      const repo = {
        owner: item.owner,
        repo: item.repo
      };
      const signer = (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.ez)(w.apiKey, w.project);
      const scope = (0, _findings_marker_js__WEBPACK_IMPORTED_MODULE_1__.kl)({
        ...repo,
        issueNumber: item.pullNumber
      });
      const check = async () => {
        const current = await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_14__.qB)(w.octokit, repo, item.pullNumber);
        const marker = await (0, _record_js__WEBPACK_IMPORTED_MODULE_8__.zm)(w.identity, repo, current, signer);
        if (!marker || marker.jobId !== job.id || marker.state !== "started") return {
          report: "not-recorded"
        };
        if ((0, _job_state_js__WEBPACK_IMPORTED_MODULE_6__.$T)(marker.jobStatus)) return {
          report: "already-reported"
        };
        return {
          body: current.body,
          next: (0, _job_state_js__WEBPACK_IMPORTED_MODULE_6__.rw)(marker, job)
        };
      };
      const first = await check();
      if ("report" in first) return first.report;
      const held = await (0, _claim_js__WEBPACK_IMPORTED_MODULE_4__.B)(claimContext(w, item), {
        kind: "issue",
        number: item.pullNumber
      }, `the end of agent job ${job.id} on #${item.pullNumber}`);
      if (!held) return "already-reported";
      try {
        const now = await check();
        if ("report" in now) return now.report;
        if (now.next === undefined) return "already-reported";
        const next = signer.sign(now.next, scope);
        const body = (0, _job_section_js__WEBPACK_IMPORTED_MODULE_5__.LF)(now.body, next, {
          status: job.status,
          prLink: job.prLink ?? null
        }, w.triggerPhrase);
        await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_14__.tt)(w.octokit, repo, item.pullNumber, {
          body: body
        });
        await (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_14__.D$)(w.octokit, repo, item.pullNumber, (0, 
        _job_section_js__WEBPACK_IMPORTED_MODULE_5__.c6)(job));
        return "reported";
      } finally {
        await held.release();
      }
    }
    async function reportJobEnd(w, record, job, own) {
      const reports = [];
      let complete = true;
      const comments = (0, _record_js__WEBPACK_IMPORTED_MODULE_8__.uU)(record, job.id);
      const docs = comments.length > 0 || own ? await readAgentPull(w, record.item, job) : undefined;
      if (own && !comments.some(c => c.kind === own.comment.kind && c.id === own.comment.id)) comments.push(own.comment);
      for (const comment of comments) {
        const mine = own && own.comment.kind === comment.kind && own.comment.id === comment.id;
        try {
          reports.push(await reportCommentEnd(w, record.item, comment, job, mine ? own.render : endedFromBody(w, job), docs));
        } catch (error) {
          complete = false;
          w.log.warning(`Could not report the end of agent job ${job.id} on ${comment.url}: ${(0, 
          _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
        }
      }
      if (record.finding?.jobId === job.id && !(0, _job_state_js__WEBPACK_IMPORTED_MODULE_6__.$T)(record.finding.jobStatus)) {
        try {
          reports.push(await reportFindingEnd(w, record.item, job));
        } catch (error) {
          complete = false;
          w.log.warning(`Could not report the end of agent job ${job.id} on #${record.item.pullNumber}: ${(0, 
          _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
        }
      }
      const report = reports.includes("reported") ? "reported" : reports.includes("already-reported") ? "already-reported" : "not-recorded";
      if (report === "reported" && job.status !== "failed") await leaveSteerNote(w, record, job);
      if (report === "reported") await writeEndStatus(w, record, job, docs);
      return {
        report: report,
        complete: complete
      };
    }
    async function readAgentPull(w, item, job) {
      const target = job.prLink ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.XT)(job.prLink, (0, 
      _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.Tm)(w.runUrl)) : undefined;
      if (!target || (0, _docs_pr_note_js__WEBPACK_IMPORTED_MODULE_11__.RB)(target, item) && target.pullNumber === item.pullNumber) return undefined;
      try {
        return await (0, _docs_change_view_js__WEBPACK_IMPORTED_MODULE_13__.T)(w.octokit, target, {
          preview: true,
          warn: w.log.warning
        });
      } catch (error) {
        w.log.warning(`Could not read the agent's pull request ${target.owner}/${target.repo}#${target.pullNumber} (title, state, diff stat): ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
        return undefined;
      }
    }
    async function writeEndStatus(w, record, job, docs) {
      if (!w.docsStatus || record.finding !== undefined) return;
      const newest = record.comments.find(c => c.marker.state === "skipped" || c.marker.state === "sent" || c.marker.state === "ended");
      if (newest !== undefined && newest.marker.jobId !== job.id) return;
      const target = job.prLink ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.XT)(job.prLink, (0, 
      _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.Tm)(w.runUrl)) : undefined;
      if (target && (0, _docs_pr_note_js__WEBPACK_IMPORTED_MODULE_11__.RB)(target, record.item) && target.pullNumber === record.item.pullNumber) return;
      const status = (0, _docs_change_status_rules_js__WEBPACK_IMPORTED_MODULE_15__.D)({
        kind: "ended",
        jobId: job.id,
        status: job.status,
        url: newest?.url,
        docs: docs ?? (target && job.prLink ? {
          unread: target,
          url: job.prLink
        } : undefined)
      });
      await w.docsStatus.write(record.item, status);
    }
    async function settleLabel(w, record, ended, reread) {
      let left = (0, _record_js__WEBPACK_IMPORTED_MODULE_8__.RF)(record, ended);
      if (left.length === 0 && reread) {
        try {
          left = (0, _record_js__WEBPACK_IMPORTED_MODULE_8__.RF)(await reread(), ended);
        } catch (error) {
          w.log.warning(`Could not read #${record.item.pullNumber} again before removing the label ${w.label}: ${(0, 
          _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
          return false;
        }
      }
      if (left.length > 0) {
        w.log.info(`#${record.item.pullNumber} keeps the label ${w.label}: ${left.length === 1 ? "agent job" : "agent jobs"} ${left.map(j => j.jobId).join(", ")} still outstanding.`);
        return false;
      }
      await guard(w, `remove the label ${w.label} from #${record.item.pullNumber}`, () => (0, 
      _github_issues_js__WEBPACK_IMPORTED_MODULE_14__.tA)(w.octokit, record.item, record.item.pullNumber, w.label));
      return reread === undefined ? true : !await restoreForHandOff(w, record, ended, reread);
    }
    async function restoreForHandOff(w, record, ended, reread) {
      const n = record.item.pullNumber;
      let left;
      try {
        left = (0, _record_js__WEBPACK_IMPORTED_MODULE_8__.RF)(await reread(), ended);
      } catch (error) {
        w.log.warning(`Could not read #${n} again after removing the label ${w.label}: ${(0, 
        _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
        return false;
      }
      if (left.length === 0) return false;
      w.log.info(`#${n}: ${left.length === 1 ? "agent job" : "agent jobs"} ${left.map(j => j.jobId).join(", ")} handed off meanwhile: the label ${w.label} is put back.`);
      await guard(w, `put the label ${w.label} back on #${n}`, () => (0, _github_issues_js__WEBPACK_IMPORTED_MODULE_14__.Y_)(w.octokit, record.item, n, w.label));
      return true;
    }
    async function guard(w, what, write) {
      try {
        await write();
      } catch (error) {
        w.log.warning(`Could not ${what}: ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.gJ)(error)}`);
      }
    }
    async function leaveSteerNote(w, record, job) {
      const target = job.prLink ? (0, _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.XT)(job.prLink, (0, 
      _github_urls_js__WEBPACK_IMPORTED_MODULE_3__.Tm)(w.runUrl)) : undefined;
      if (!target) return;
      if ((0, _docs_pr_note_js__WEBPACK_IMPORTED_MODULE_11__.RB)(target, record.item) && target.pullNumber === record.item.pullNumber) return;
      const what = `the note on ${target.owner}/${target.repo}#${target.pullNumber}`;
      await guard(w, `leave ${what}`, async () => {
        const held = await (0, _claim_js__WEBPACK_IMPORTED_MODULE_4__.B)(claimContext(w, target), {
          kind: "issue",
          number: target.pullNumber
        }, what);
        if (!held) return;
        try {
          const progress = record.comments.find(c => c.marker.jobId === job.id);
          await (0, _docs_pr_note_js__WEBPACK_IMPORTED_MODULE_11__.g0)(w, record.item, progress, job);
        } finally {
          await held.release();
        }
      });
    }
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
  },
  62006: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      M: () => setCommitStatus,
      N: () => commitLinks
    });
    var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
    const STATUS_DESCRIPTION_LIMIT = 140;
    async function setCommitStatus(octokit, repo, sha, status) {
      await octokit.rest.repos.createCommitStatus({
        owner: repo.owner,
        repo: repo.repo,
        sha: sha,
        state: status.state,
        context: status.context,
        description: Array.from(status.description).slice(0, STATUS_DESCRIPTION_LIMIT).join(""),
        ...status.targetUrl ? {
          target_url: status.targetUrl
        } : {}
      });
    }
    const MAX_DEPLOYMENTS_READ = 3;
    const deploymentsSchema = zod__WEBPACK_IMPORTED_MODULE_0__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      id: zod__WEBPACK_IMPORTED_MODULE_0__.aig().int(),
      environment: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish(),
      creator: zod__WEBPACK_IMPORTED_MODULE_0__._H3({
        login: zod__WEBPACK_IMPORTED_MODULE_0__.YjP()
      }).nullish()
    })));
    const deploymentStatusesSchema = zod__WEBPACK_IMPORTED_MODULE_0__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      state: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
      environment_url: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish(),
      created_at: zod__WEBPACK_IMPORTED_MODULE_0__.YjP()
    })));
    const combinedStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      statuses: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__._H3({
        state: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
        context: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
        target_url: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish(),
        updated_at: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish(),
        created_at: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish()
      }))
    }));
    const checkRunsSchema = zod__WEBPACK_IMPORTED_MODULE_0__.RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__._H3({
      check_runs: zod__WEBPACK_IMPORTED_MODULE_0__.YOg(zod__WEBPACK_IMPORTED_MODULE_0__._H3({
        name: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
        status: zod__WEBPACK_IMPORTED_MODULE_0__.YjP(),
        conclusion: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish(),
        details_url: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish(),
        completed_at: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish(),
        app: zod__WEBPACK_IMPORTED_MODULE_0__._H3({
          slug: zod__WEBPACK_IMPORTED_MODULE_0__.YjP().nullish()
        }).nullish()
      }))
    }));
    async function commitLinks(octokit, repo, sha) {
      const links = [];
      const base = {
        owner: repo.owner,
        repo: repo.repo
      };
      const {data: rawDeployments} = await octokit.rest.repos.listDeployments({
        ...base,
        sha: sha,
        per_page: MAX_DEPLOYMENTS_READ
      });
      for (const deployment of deploymentsSchema.parse(rawDeployments)) {
        const {data: data} = await octokit.rest.repos.listDeploymentStatuses({
          ...base,
          deployment_id: deployment.id,
          per_page: 10
        });
        for (const status of deploymentStatusesSchema.parse(data)) {
          links.push({
            source: "deployment",
            name: deployment.environment ?? "",
            reporter: deployment.creator?.login ?? "",
            succeeded: status.state === "success",
            url: status.environment_url || undefined,
            at: status.created_at
          });
        }
      }
      const {data: combined} = await octokit.rest.repos.getCombinedStatusForRef({
        ...base,
        ref: sha,
        per_page: 100
      });
      for (const status of combinedStatusSchema.parse(combined).statuses) {
        links.push({
          source: "status",
          name: status.context,
          reporter: "",
          succeeded: status.state === "success",
          url: status.target_url || undefined,
          at: status.updated_at ?? status.created_at ?? ""
        });
      }
      const {data: checks} = await octokit.rest.checks.listForRef({
        ...base,
        ref: sha,
        per_page: 100
      });
      for (const run of checkRunsSchema.parse(checks).check_runs) {
        links.push({
          source: "check-run",
          name: run.name,
          reporter: run.app?.slug ?? "",
          succeeded: run.status === "completed" && run.conclusion === "success",
          url: run.details_url || undefined,
          at: run.completed_at ?? ""
        });
      }
      return links;
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
  },
  88491: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      ft: () => deleteReaction,
      rQ: () => listReactions,
      yf: () => createReaction
    });
    async function createReaction(octokit, repo, subject, content) {
      const base = {
        owner: repo.owner,
        repo: repo.repo,
        content: content,
        request: {
          retries: 0
        }
      };
      const answer = subject.kind === "issue" ? await octokit.rest.reactions.createForIssue({
        ...base,
        issue_number: subject.number
      }) : subject.kind === "review-comment" ? await octokit.rest.reactions.createForPullRequestReviewComment({
        ...base,
        comment_id: subject.id
      }) : await octokit.rest.reactions.createForIssueComment({
        ...base,
        comment_id: subject.id
      });
      return {
        created: answer.status === 201,
        id: answer.data.id,
        createdAt: answer.data.created_at,
        login: answer.data.user?.login ?? ""
      };
    }
    async function listReactions(octokit, repo, subject, content) {
      const base = {
        owner: repo.owner,
        repo: repo.repo,
        content: content,
        per_page: 100
      };
      const listed = subject.kind === "issue" ? await octokit.paginate(octokit.rest.reactions.listForIssue, {
        ...base,
        issue_number: subject.number
      }) : subject.kind === "review-comment" ? await octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, {
        ...base,
        comment_id: subject.id
      }) : await octokit.paginate(octokit.rest.reactions.listForIssueComment, {
        ...base,
        comment_id: subject.id
      });
      return listed.map(r => ({
        id: r.id,
        login: r.user?.login ?? "",
        type: r.user?.type ?? "User",
        createdAt: r.created_at
      }));
    }
    async function deleteReaction(octokit, repo, subject, reactionId) {
      const base = {
        owner: repo.owner,
        repo: repo.repo,
        reaction_id: reactionId
      };
      try {
        if (subject.kind === "issue") await octokit.rest.reactions.deleteForIssue({
          ...base,
          issue_number: subject.number
        }); else if (subject.kind === "review-comment") await octokit.rest.reactions.deleteForPullRequestComment({
          ...base,
          comment_id: subject.id
        }); else await octokit.rest.reactions.deleteForIssueComment({
          ...base,
          comment_id: subject.id
        });
      } catch (error) {
        if (error.status !== 404) throw error;
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
  }
};
