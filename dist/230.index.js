export const id = 230;

export const ids = [ 230 ];

export const modules = {
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
