export const id = 722;

export const ids = [ 722, 230 ];

export const modules = {
  27722: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      changesAfterRequest: () => changesAfterRequest,
      composeJobPrompt: () => composeJobPrompt
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
    var _format_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61302);
    var _prompt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91916);
    var _visible_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44230);
    const MAX_JOB_PROMPT_CHARS = 6e4;
    const MAX_DESCRIPTION_CHARS = 4e3;
    const MAX_LISTED_FILES = 300;
    const MAX_FILE_LIST_CHARS = 15e3;
    const MAX_REVIEW_CONTEXT_CHARS = 1e4;
    const MAX_FILE_DIFF_CHARS = 8e3;
    const LOCK_FILES = new Set([ "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock", "bun.lockb", "Cargo.lock", "Gemfile.lock", "poetry.lock", "Pipfile.lock", "composer.lock", "go.sum", "uv.lock", "mix.lock", "pubspec.lock", "Podfile.lock", "flake.lock", "packages.lock.json", "gradle.lockfile" ]);
    const GENERATED = [ /(^|\/)(dist|build|out|vendor|node_modules|__generated__|generated)\//, /\.min\.(js|css)$/, /\.(map|snap)$/, /\.pb\.go$|_pb2\.py$|\.g\.dart$/, /[._-]generated\.[A-Za-z0-9]+$/ ];
    const BINARY = /\.(png|jpe?g|gif|webp|ico|bmp|tiff?|avif|heic|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|war|woff2?|ttf|otf|eot|mp[34]|mov|avi|webm|wav|ogg|flac|exe|dll|so|dylib|bin|wasm|class|pyc|psd|sketch|fig)$/i;
    const OMISSION_LABEL = {
      lock: [ "lock file", "lock files" ],
      generated: [ "generated file", "generated files" ],
      binary: [ "binary file", "binary files" ],
      "no-patch": [ "file GitHub sent no diff for (too large)", "files GitHub sent no diff for (too large)" ],
      "over-limit": [ "file over the prompt limit", "files over the prompt limit" ]
    };
    function diffOmission(file) {
      const base = file.filename.slice(file.filename.lastIndexOf("/") + 1);
      if (LOCK_FILES.has(base)) return "lock";
      if (GENERATED.some(pattern => pattern.test(file.filename))) return "generated";
      if (BINARY.test(file.filename)) return "binary";
      if (file.patch === undefined || file.patch === "") return "no-patch";
      return undefined;
    }
    function fileLine(file, removed) {
      const name = (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.tX)(file.filename, 300, removed);
      const renamed = file.previousFilename ? `${(0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.tX)(file.previousFilename, 300, removed)} \u2192 ${name}` : name;
      return `${file.status} ${renamed} (+${file.additions} \u2212${file.deletions})`;
    }
    function fileDiff(file, removed) {
      const name = (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.tX)(file.filename, 300, removed);
      removed.invisible += (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.J$)(file.patch ?? "");
      const patch = (0, _format_redact_js__WEBPACK_IMPORTED_MODULE_3__.f)((0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__._0)(file.patch ?? ""));
      const cut = patch.length > MAX_FILE_DIFF_CHARS;
      const body = cut ? `${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(patch, MAX_FILE_DIFF_CHARS)}\n\u2026 (diff of this file cut at ${MAX_FILE_DIFF_CHARS} characters)` : patch;
      return `--- a/${file.previousFilename ? (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.tX)(file.previousFilename, 300, removed) : name}\n+++ b/${name}\n${body}`;
    }
    function omissionNote(omitted) {
      const parts = [ ...omitted ].map(([reason, n]) => `${n} ${OMISSION_LABEL[reason][n === 1 ? 0 : 1]}`);
      return parts.length ? `Left out of the diff (the file list names them): ${parts.join("; ")}.` : "";
    }
    function changesAfterRequest(pr, asOf) {
      if (!asOf) return [];
      if (asOf.late && asOf.at !== undefined) return [ lateDelivery(pr, asOf.at) ];
      const changes = [];
      if (asOf.body !== undefined && asOf.body !== pr.body) {
        changes.push("the description was edited after the request; the description as it was when the request was written is used");
      }
      if (asOf.headSha !== undefined && asOf.headSha !== pr.headSha) {
        changes.push(`commits were pushed after the request (head ${asOf.headSha.slice(0, 7)} then, ${pr.headSha.slice(0, 7)} now); the file list and diff are the current ones and include them`);
      } else if (asOf.headSha === undefined && asOf.at !== undefined && Date.parse(pr.updatedAt) > Date.parse(asOf.at)) {
        changes.push("the pull request was updated after the request (new commits, an edit, or only new comments); the file list and diff are the current ones");
      }
      return changes;
    }
    function lateDelivery(pr, at) {
      const lead = `this instruction was written at ${at} and is delivered later, by another workflow run (its own run never ran); the description, file list and diff below are as they stand at delivery`;
      return Date.parse(pr.updatedAt) > Date.parse(at) ? `${lead}, and the pull request was updated after the instruction was written (new commits, an edit of the description, or only new comments), so they may differ from what the requester saw` : `${lead}, and the pull request was not updated since, so they are as the requester saw them`;
    }
    function promptTail(input, removed, withNote) {
      const review = input.review ? (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.OG)(input.review.pullUrl, input.review.location, removed) : undefined;
      const cutReview = review && review.length > MAX_REVIEW_CONTEXT_CHARS ? `${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(review, MAX_REVIEW_CONTEXT_CHARS)}\n\u2026 (cut)` : review;
      const note = withNote || review ? `${_prompt_js__WEBPACK_IMPORTED_MODULE_1__.eP} ${(0, 
      _prompt_js__WEBPACK_IMPORTED_MODULE_1__.wf)(removed)}\n\n` : "";
      return `${cutReview ? `${cutReview}\n\n` : ""}${note}Instruction: ${input.instruction}`;
    }
    function composeJobPrompt(input) {
      const {pr: pr} = input;
      const removed = (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.Ay)();
      if (!pr) return input.review ? promptTail(input, removed, false) : input.instruction;
      const state = pr.merged ? ", merged" : pr.state === "closed" ? ", closed" : "";
      const head = [ `Context: this request comes from pull request #${pr.number} (${pr.url}) by ${(0, 
      _prompt_js__WEBPACK_IMPORTED_MODULE_1__.tX)(pr.author, 100, removed)}${state}. Document what this pull request changes where it affects the documentation.` ];
      const changes = changesAfterRequest(pr, input.asOfRequest);
      if (changes.length) head.push("", `Warning: ${changes.join("; ")}.`);
      head.push("", (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.C9)("Title", (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.tX)(pr.title, 300, removed)));
      head.push("", (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.C9)("Branches (head, then base)", `${(0, 
      _prompt_js__WEBPACK_IMPORTED_MODULE_1__.tX)(pr.headRef, 250, removed)}\n${(0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.tX)(pr.baseRef, 250, removed)}`));
      const description = (0, _format_redact_js__WEBPACK_IMPORTED_MODULE_3__.f)((0, _visible_markdown_js__WEBPACK_IMPORTED_MODULE_2__.visibleDescription)(input.asOfRequest?.body ?? pr.body, removed));
      if (description) {
        const cut = description.length > MAX_DESCRIPTION_CHARS;
        const text = cut ? `${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.pF)(description, MAX_DESCRIPTION_CHARS)}\n\u2026 (description cut at ${MAX_DESCRIPTION_CHARS} characters)` : description;
        head.push("", (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.C9)("Description", text, "markdown"));
      }
      const files = input.files ?? [];
      if (input.files) {
        const added = files.reduce((n, f) => n + f.additions, 0);
        const deleted = files.reduce((n, f) => n + f.deletions, 0);
        const total = Math.max(pr.changedFiles, files.length);
        const listed = [];
        let listChars = 0;
        for (const file of files.slice(0, MAX_LISTED_FILES)) {
          const line = fileLine(file, removed);
          if (listChars + line.length + 1 > MAX_FILE_LIST_CHARS) break;
          listed.push(line);
          listChars += line.length + 1;
        }
        const more = total - listed.length;
        head.push("", `Changed files: ${total}, +${added} \u2212${deleted}.`);
        if (listed.length) head.push((0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.C9)("File list (status, name, lines added and deleted)", listed.join("\n")));
        if (more > 0) head.push(`\u2026 and ${more} more ${more === 1 ? "file" : "files"} not listed${total > files.length ? ` (GitHub lists at most ${files.length})` : ""}.`);
      }
      const omitted = new Map;
      const omit = reason => {
        omitted.set(reason, (omitted.get(reason) ?? 0) + 1);
      };
      const diffRemoved = (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.Ay)();
      let room = MAX_JOB_PROMPT_CHARS - head.join("\n").length - promptTail(input, (0, 
      _prompt_js__WEBPACK_IMPORTED_MODULE_1__.Ay)(), true).length - 1800;
      const diffs = [];
      for (const file of files) {
        const rule = diffOmission(file);
        if (rule) {
          omit(rule);
          continue;
        }
        const counted = (0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.Ay)();
        const diff = fileDiff(file, counted);
        if (diff.length + 1 > room) {
          omit("over-limit");
          continue;
        }
        diffs.push(diff);
        diffRemoved.invisible += counted.invisible;
        room -= diff.length + 1;
      }
      removed.invisible += diffRemoved.invisible;
      const parts = [ head.join("\n") ];
      if (diffs.length) parts.push((0, _prompt_js__WEBPACK_IMPORTED_MODULE_1__.C9)(`Diff (unified, ${diffs.length} of ${files.length} files)`, diffs.join("\n"), "diff"));
      const note = omissionNote(omitted);
      if (note) parts.push(note);
      parts.push(promptTail(input, removed, true));
      return parts.join("\n\n");
    }
  },
  44230: (__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
    __webpack_require__.d(__webpack_exports__, {
      extractPrompt: () => extractPrompt,
      visibleDescription: () => visibleDescription
    });
    var marked__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48022);
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59044);
    var _prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91916);
    function extractPrompt(body, triggerPhrase) {
      const markdown = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_1__._0)(body).replace(/\r\n?/g, "\n");
      const trigger = new RegExp(`^([ \\t]*)${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_1__.Nt)(triggerPhrase)}(?=$|[\\s:,])[:,]?`, "gim");
      const instruction = visibleInstruction(markdown, trigger);
      if (instruction === undefined) return {
        kind: "no-trigger"
      };
      return (0, _prompt_js__WEBPACK_IMPORTED_MODULE_2__.Nv)(instruction.trim());
    }
    function visibleInstruction(markdown, trigger) {
      try {
        return findTrigger(asMarked(marked__WEBPACK_IMPORTED_MODULE_0__.JG.lex(markdown, {
          gfm: true
        })), trigger);
      } catch (error) {
        if (error instanceof RangeError) return undefined;
        throw error;
      }
    }
    function asMarked(tokens) {
      return tokens;
    }
    function childrenOf(token) {
      if (token.type === "list") return token.items;
      return "tokens" in token && token.tokens ? asMarked(token.tokens) : [];
    }
    function findTrigger(tokens, trigger) {
      for (const [index, token] of tokens.entries()) {
        const rest = triggerIn(token, trigger);
        if (rest !== undefined) return joinBlocks([ rest, ...tokens.slice(index + 1).map(visibleMarkdown) ]);
      }
      return undefined;
    }
    function triggerIn(token, trigger) {
      switch (token.type) {
       case "paragraph":
       case "heading":
       case "text":
        return afterTrigger(childrenOf(token), trigger);

       case "list":
        for (const [index, item] of token.items.entries()) {
          const rest = findTrigger(childrenOf(item), trigger);
          if (rest !== undefined) return joinBlocks([ rest, ...token.items.slice(index + 1).map(visibleMarkdown) ]);
        }
        return undefined;

       default:
        return undefined;
      }
    }
    function afterTrigger(inline, trigger) {
      const spans = [];
      let offset = 0;
      for (const token of inline) {
        spans.push({
          token: token,
          start: offset,
          end: offset + token.raw.length
        });
        offset += token.raw.length;
      }
      const source = inline.map(token => token.raw).join("");
      for (const match of source.matchAll(trigger)) {
        const start = match.index + (match[1]?.length ?? 0);
        const end = match.index + match[0].length;
        const at = spans.findIndex(span => span.start <= start && start < span.end);
        const span = spans[at];
        if (span?.token.type === "text" && end <= span.end) {
          return span.token.raw.slice(end - span.start) + inline.slice(at + 1).map(visibleMarkdown).join("");
        }
      }
      return undefined;
    }
    function isHidden(token) {
      return token.type === "def" || token.type === "html" && (token.block || token.raw.trimStart().startsWith("\x3c!--"));
    }
    function containsHidden(token) {
      return isHidden(token) || childrenOf(token).some(containsHidden);
    }
    function visibleMarkdown(token) {
      if (isHidden(token)) return "";
      if (token.type === "table") return (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_1__.aB)(token.raw);
      const children = childrenOf(token);
      if (!children.some(containsHidden)) return token.raw;
      const shown = children.map(visibleMarkdown).join("");
      const written = children.map(child => child.raw).join("");
      const at = token.raw.indexOf(written);
      if (at >= 0) return token.raw.slice(0, at) + shown + token.raw.slice(at + written.length);
      const trailing = /\n*$/.exec(token.raw)?.[0] ?? "";
      const lines = shown.replace(/\n+$/, "").split("\n");
      if (token.type === "blockquote") return lines.map(line => `> ${line}`.trimEnd()).join("\n") + trailing;
      const marker = /^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]*/.exec(token.raw)?.[0] ?? "";
      const opener = /\s$/.test(marker) ? marker : `${marker} `;
      const indent = " ".repeat(opener.length);
      return lines.map((line, index) => index === 0 ? opener + line : line === "" ? "" : indent + line).join("\n") + trailing;
    }
    function joinBlocks(pieces) {
      let out = "";
      for (const piece of pieces) {
        if (piece.trim() === "") {
          if (out !== "" && !out.endsWith("\n\n")) out = out.endsWith("\n") ? `${out}\n` : `${out}\n\n`;
        } else {
          if (out !== "" && !out.endsWith("\n") && !piece.startsWith("\n")) out += "\n";
          out += piece;
        }
      }
      return out;
    }
    function countHidden(tokens, removed) {
      for (const token of tokens) {
        if (token.type === "def") removed.definitions += 1; else if (token.type === "html" && token.raw.trimStart().startsWith("\x3c!--")) removed.comments += 1; else if (token.type === "html" && token.block) removed.htmlBlocks += 1; else countHidden(childrenOf(token), removed);
      }
    }
    function visibleDescription(markdown, removed) {
      removed.invisible += (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_1__.J$)(markdown);
      const text = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_1__._0)(markdown).replace(/\r\n?|[\u2028\u2029]/g, "\n");
      try {
        const tokens = asMarked(marked__WEBPACK_IMPORTED_MODULE_0__.JG.lex(text, {
          gfm: true
        }));
        countHidden(tokens, removed);
        return joinBlocks(tokens.map(visibleMarkdown)).replace(/[^\P{Cc}\n\t]/gu, "").trim();
      } catch (error) {
        if (error instanceof RangeError) return "";
        throw error;
      }
    }
  }
};
