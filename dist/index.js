import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";

var __webpack_modules__ = {
  51154: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      BN: () => MAX_USES_PER_DAY,
      TI: () => jobsCapReached,
      X3: () => MAX_JOBS_PER_PR,
      _2: () => jobsStartedOnItem,
      _Q: () => describeCap,
      dA: () => utcDay
    });
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(59044);
    const MAX_JOBS_PER_PR = 100;
    const MAX_USES_PER_DAY = 2400;
    function utcDay(at) {
      return new Date(at).toISOString().slice(0, 10);
    }
    function nextUtcMidnight(at) {
      const d = new Date(at);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
    }
    function jobsStartedOnItem(started, recordedJobId, startedTriggers = new Set) {
      const ids = new Set;
      const accounted = new Set;
      let unknown = 0;
      for (const s of started) {
        if (!s.sent) continue;
        for (const key of s.triggers ?? []) accounted.add(key);
        if (s.jobId === undefined) unknown += 1; else ids.add(s.jobId);
      }
      if (recordedJobId !== undefined) ids.add(recordedJobId);
      for (const key of startedTriggers) if (!accounted.has(key)) unknown += 1;
      return ids.size + unknown;
    }
    function jobsCapReached(started, caps) {
      return started >= caps.jobsPerItem ? {
        cap: "agent-jobs-per-pr",
        count: started,
        limit: caps.jobsPerItem
      } : undefined;
    }
    function untilText(ms) {
      const minutes = Math.max(1, Math.ceil(ms / 6e4));
      const hours = Math.floor(minutes / 60);
      return hours > 0 ? `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""}` : `${minutes} min`;
    }
    function describeCap(reached, now, item = "pull request") {
      if (reached.cap === "agent-uses-per-day") {
        const reset = nextUtcMidnight(now);
        const who = reached.sharedIn === undefined ? "by this repository's workflow runs" : `by every workflow counting in ${(0, 
        _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)(reached.sharedIn)}`;
        return `The daily cap ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)("agent-uses-per-day")} is reached: ${reached.count} of ${reached.limit} agent uses today (creates and messages ${who}). The count resets at 00:00 UTC (${new Date(reset).toISOString().slice(0, 16).replace("T", " ")} UTC, in ${untilText(reset - now)}).`;
      }
      return `The cap ${(0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)("agent-jobs-per-pr")} is reached: ${reached.count} of ${reached.limit} new agent jobs were started on this ${item}. It does not reset with time: steer a job already started here instead, or ask a maintainer to raise ${(0, 
      _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.ti)("agent-jobs-per-pr")} in the workflow.`;
    }
  },
  99373: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      L: () => startClock,
      t: () => now
    });
    const CLOCK_VARIABLE = "MINTLIFY_ACTION_NOW";
    const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
    let offsetMs;
    function startClock(env) {
      if (offsetMs !== undefined) return;
      const value = (env[CLOCK_VARIABLE] ?? "").trim();
      if (value === "") {
        offsetMs = 0;
        return;
      }
      const at = INSTANT.test(value) ? Date.parse(value) : Number.NaN;
      if (Number.isNaN(at)) throw new Error(`${CLOCK_VARIABLE} must be an ISO 8601 instant with a time zone, e.g. 2026-11-16T06:30:00Z (got "${value.slice(0, 60)}"); leave it unset to use the system clock`);
      offsetMs = at - Date.now();
    }
    function now() {
      return new Date(Date.now() + (offsetMs ?? 0));
    }
  },
  83916: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      $5: () => findInCauses,
      E$: () => redact,
      Vo: () => MintlifyApiError,
      WD: () => GitHubUnreachableError,
      dz: () => InputError,
      gJ: () => errorMessage,
      vq: () => systemErrorCode
    });
    var _format_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(61302);
    class InputError extends Error {
      name="InputError";
    }
    class MintlifyApiError extends Error {
      name="MintlifyApiError";
      endpoint;
      status;
      apiMessage;
      constructor(message, details) {
        super(message, {
          cause: details.cause
        });
        this.endpoint = details.endpoint;
        this.status = details.status;
        this.apiMessage = details.apiMessage;
      }
    }
    class GitHubUnreachableError extends Error {
      name="GitHubUnreachableError";
    }
    function errorMessage(error) {
      return (0, _format_redact_js__WEBPACK_IMPORTED_MODULE_0__.f)(rawErrorMessage(error));
    }
    function rawErrorMessage(error) {
      if (error instanceof Error) return error.message || error.name;
      if (typeof error === "string") return error || "Unknown error";
      try {
        return JSON.stringify(error) ?? String(error);
      } catch {
        return String(error);
      }
    }
    function redact(text, secrets) {
      return (0, _format_redact_js__WEBPACK_IMPORTED_MODULE_0__.f)(text, secrets);
    }
    function findInCauses(error, pick) {
      let current = error;
      for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
        const found = pick(current);
        if (found !== undefined) return found;
        current = current.cause;
      }
      return undefined;
    }
    function systemErrorCode(error) {
      return findInCauses(error, e => {
        const code = e.code;
        return typeof code === "string" && /^E[A-Z_]+$/.test(code) ? code : undefined;
      });
    }
  },
  56432: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      HJ: () => recordedRangeText,
      pC: () => describeRange,
      qx: () => continuationWindow,
      wT: () => resolveDateRange
    });
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
    const PERIODS = [ "last-7-days", "last-30-days", "previous-week", "previous-month", "month-to-date" ];
    const DAY_MS = 864e5;
    const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
    const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/i;
    const RELATIVE = /^-(\d{1,4})([dwm])$/;
    const ALLOWED = "`YYYY-MM-DD`, an ISO 8601 date-time with a time zone (e.g. `2026-01-31T00:00:00Z`), `today`, `yesterday`, `-<N>d`, `-<N>w` or `-<N>m`";
    function startOfUtcDay(date) {
      return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
    }
    function formatUtcDay(date) {
      return date.toISOString().slice(0, 10);
    }
    function isCalendarDay(year, month, dayOfMonth) {
      const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
      return day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === dayOfMonth;
    }
    function isRealInstant(match) {
      const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map(part => part === undefined ? undefined : Number(part));
      return isCalendarDay(year ?? 0, month ?? 0, day ?? 0) && (hour ?? 99) <= 23 && (minute ?? 99) <= 59 && second <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
    }
    function addDays(day, days) {
      return new Date(day.getTime() + days * DAY_MS);
    }
    function addMonths(day, months) {
      const year = day.getUTCFullYear();
      const month = day.getUTCMonth() + months;
      const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
    }
    function parseDateInput(inputName, value, now) {
      const today = startOfUtcDay(now);
      const v = value.trim().toLowerCase();
      if (v === "today") return {
        at: today,
        text: formatUtcDay(today)
      };
      if (v === "yesterday") {
        const day = addDays(today, -1);
        return {
          at: day,
          text: formatUtcDay(day)
        };
      }
      const relative = RELATIVE.exec(v);
      if (relative) {
        const n = Number(relative[1]);
        const unit = relative[2];
        const day = unit === "m" ? addMonths(today, -n) : addDays(today, unit === "w" ? -7 * n : -n);
        return {
          at: day,
          text: formatUtcDay(day)
        };
      }
      const ymd = YMD.exec(value.trim());
      if (ymd) {
        const [year, month, dayOfMonth] = [ Number(ymd[1]), Number(ymd[2]), Number(ymd[3]) ];
        if (isCalendarDay(year, month, dayOfMonth)) {
          const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
          return {
            at: day,
            text: formatUtcDay(day)
          };
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.dz(`${inputName} is not a calendar date (got "${value}"); allowed: ${ALLOWED}`);
      }
      const instant = ISO_INSTANT.exec(value.trim());
      if (instant) {
        const at = new Date(value.trim());
        if (!isRealInstant(instant) || Number.isNaN(at.getTime())) {
          throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.dz(`${inputName} is not a real date and time (got "${value}"): check the day of the month, the hour (00\u201323), minutes and seconds (00\u201359); allowed: ${ALLOWED}`);
        }
        return {
          at: at,
          text: at.toISOString()
        };
      }
      throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.dz(`${inputName} must be ${ALLOWED} (got "${value}")`);
    }
    function resolvePeriod(period, now) {
      const today = startOfUtcDay(now);
      const range = (from, to) => ({
        dateFrom: formatUtcDay(from),
        dateTo: formatUtcDay(to),
        period: period
      });
      switch (period) {
       case "last-7-days":
        return range(addDays(today, -7), today);

       case "last-30-days":
        return range(addDays(today, -30), today);

       case "previous-week":
        {
          const thisMonday = addDays(today, -((today.getUTCDay() + 6) % 7));
          return range(addDays(thisMonday, -7), thisMonday);
        }

       case "previous-month":
        {
          const firstOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
          return range(addMonths(firstOfMonth, -1), firstOfMonth);
        }

       case "month-to-date":
        {
          const firstOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
          return range(firstOfMonth, addDays(today, 1));
        }
      }
    }
    function resolveDateRange(raw, now) {
      const period = raw.period.trim();
      if (period) {
        if (raw.dateFrom.trim() || raw.dateTo.trim()) {
          throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.dz("period cannot be combined with date-from or date-to; use either a period or explicit dates");
        }
        const known = PERIODS.find(p => p === period);
        if (!known) throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.dz(`period must be one of ${PERIODS.join(", ")} (got "${period}")`);
        return resolvePeriod(known, now);
      }
      const from = raw.dateFrom.trim() ? parseDateInput("date-from", raw.dateFrom, now) : undefined;
      const to = raw.dateTo.trim() ? parseDateInput("date-to", raw.dateTo, now) : undefined;
      if (from && to && from.at.getTime() >= to.at.getTime()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.dz(`date-from must be before date-to, which is exclusive (got date-from ${from.text}, date-to ${to.text})`);
      }
      const open = from === undefined || to === undefined;
      return {
        dateFrom: from?.text,
        dateTo: to?.text,
        period: undefined,
        ...open ? {
          openDay: formatUtcDay(now)
        } : {}
      };
    }
    function lastIncludedDay(dateTo) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(dateTo)) return undefined;
      return new Date(Date.parse(`${dateTo}T00:00:00Z`) - 864e5).toISOString().slice(0, 10);
    }
    function describeRange(range) {
      const {dateFrom: dateFrom, dateTo: dateTo, period: period} = range;
      const periodNote = period ? `period ${period}` : undefined;
      if (dateFrom === undefined && dateTo === undefined) return "API default range";
      const from = dateFrom ?? "the API's default start";
      if (dateTo === undefined) return `${from} to the API's default end${periodNote ? ` (${periodNote})` : ""}`;
      const last = lastIncludedDay(dateTo);
      const notes = [ `to, exclusive${last ? `: last day ${last}` : ""}`, periodNote ].filter(n => n !== undefined);
      return `${from} to ${dateTo} (${notes.join("; ")})`;
    }
    function recordedRangeText(range, wording) {
      const {dateFrom: dateFrom, dateTo: dateTo} = range;
      if (wording === "bounds") {
        if (dateFrom === null && dateTo === null) return "the API's default range";
        return `${dateFrom ?? "(API default)"} to ${dateTo ?? "(API default)"}`;
      }
      if (dateFrom === null || dateTo === null) return "the API default range";
      if (wording === "last-day") return `${dateFrom} to ${lastIncludedDay(dateTo) ?? dateTo}`;
      return `${dateFrom} to ${dateTo} (end exclusive)`;
    }
    function continuationWindow(range, now) {
      const today = startOfUtcDay(now);
      const sameDay = `only on ${formatUtcDay(today)} (UTC)`;
      if (range.openDay !== undefined) return `${range.openDay === formatUtcDay(today) ? sameDay : `only on ${range.openDay} (UTC)`}, since a range left to the API moves with the calendar`;
      switch (range.period) {
       case "previous-week":
        return `until ${formatUtcDay(addDays(today, 6 - (today.getUTCDay() + 6) % 7))} (UTC), the last day period previous-week names this range`;

       case "previous-month":
        return `until ${formatUtcDay(addDays(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)), -1))} (UTC), the last day period previous-month names this range`;

       case "last-7-days":
       case "last-30-days":
       case "month-to-date":
        return `${sameDay}, since period ${range.period} moves every day`;

       case undefined:
        return "any later run that resolves to the same dates (a relative date such as -7d moves every day)";
      }
    }
  },
  59044: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      E4: () => escapeMarkdownInline,
      ES: () => wellFormed,
      J$: () => countInvisible,
      Lj: () => escapeUntrustedHtml,
      Nt: () => escapeRegExp,
      Wc: () => MAX_CELL_CHARS,
      ZD: () => escapeHtml,
      Ze: () => escapeUntrustedInline,
      _0: () => stripInvisible,
      aB: () => stripHtmlComments,
      iZ: () => blockQuote,
      kq: () => escapeCell,
      pF: () => cutAtCodePoint,
      tI: () => neutralizeMentions,
      ti: () => inlineCode,
      vH: () => safeHttpUrl
    });
    const HTML_ESCAPES = {
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      '"': "&quot;",
      "'": "&#39;"
    };
    function escapeHtml(text) {
      return text.replace(/[&<>"']/g, c => HTML_ESCAPES[c] ?? c);
    }
    function escapeMarkdownInline(text) {
      return escapeHtml(text).replace(/[\r\n]+/g, " ").replace(/([\\`*_{}[\]()#+!|~])/g, "\\$1");
    }
    const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
    const JOINING_SCRIPT_LETTER = /^[\p{L}\p{M}]$/u;
    const LATIN_OR_COMMON = /^[\p{Script=Latin}\p{Script=Common}]$/u;
    function isJoiningLetter(char) {
      return char !== undefined && JOINING_SCRIPT_LETTER.test(char) && !LATIN_OR_COMMON.test(char);
    }
    function keepsJoiner(text, at) {
      const before = Array.from(text.slice(Math.max(0, at - 2), at)).at(-1);
      const after = String.fromCodePoint(text.codePointAt(at + 1) ?? 0);
      return isJoiningLetter(before) && isJoiningLetter(after);
    }
    function stripInvisible(text) {
      return text.replace(INVISIBLE, (char, at, whole) => (char === "\u200c" || char === "\u200d") && keepsJoiner(whole, at) ? char : "");
    }
    function countInvisible(text) {
      return Array.from(text).length - Array.from(stripInvisible(text)).length;
    }
    function cutAtCodePoint(text, maxUnits) {
      if (text.length <= maxUnits) return text;
      const cut = text.slice(0, Math.max(0, maxUnits));
      return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
    }
    const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
    function wellFormed(text) {
      return text.replace(LONE_SURROGATE, "\ufffd");
    }
    function stripHtmlComments(text) {
      return text.replace(/<!--[\s\S]*?(-->|$)/g, "");
    }
    function neutralizeMentions(text, triggerPhrase) {
      let out = text.replace(/@(?=[A-Za-z0-9])/g, "@\u200b");
      if (triggerPhrase) {
        out = out.replace(new RegExp(escapeRegExp(triggerPhrase), "gi"), m => `${m.slice(0, 1)}\u200b${m.slice(1)}`);
      }
      return out;
    }
    function escapeRegExp(text) {
      return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }
    function blockQuote(text) {
      return text.split(/\r?\n/).map(line => `> ${line}`).join("\n");
    }
    const MAX_CELL_CHARS = 120;
    const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;
    function escapeCell(text, maxChars = MAX_CELL_CHARS) {
      return htmlCell(oneVisibleLine(text), maxChars);
    }
    function oneVisibleLine(text) {
      return stripInvisible(text).replace(CONTROL, " ");
    }
    function htmlCell(clean, maxChars) {
      const chars = Array.from(clean);
      const shown = chars.length > maxChars ? `${chars.slice(0, maxChars - 1).join("")}\u2026` : clean;
      return escapeHtml(shown).replace(/\|/g, "&#124;").replace(/`/g, "&#96;");
    }
    const MARKDOWN_PUNCTUATION = /([\\`*_{}[\]()#+!|~])/g;
    function escapeUntrustedInline(text, triggerPhrase) {
      const clean = neutralizeMentions(oneVisibleLine(text), triggerPhrase);
      return clean.replace(MARKDOWN_PUNCTUATION, "\\$1").replace(/[&<>]/g, c => HTML_ESCAPES[c] ?? c).replace(/:/g, "&#58;").replace(/www\./gi, m => `${m.slice(0, 3)}&#46;`);
    }
    function escapeUntrustedHtml(text, triggerPhrase, maxChars = MAX_CELL_CHARS) {
      return htmlCell(neutralizeMentions(oneVisibleLine(text), triggerPhrase), maxChars);
    }
    function breakCommentOpeners(text) {
      return text.replace(/<!/g, "<\u200b!");
    }
    function inlineCode(text) {
      const clean = breakCommentOpeners(oneVisibleLine(text));
      const longestRun = Math.max(0, ...Array.from(clean.matchAll(/`+/g), m => m[0].length));
      const fence = "`".repeat(longestRun + 1);
      const pad = clean.startsWith("`") || clean.endsWith("`") || clean === "" ? " " : "";
      return `${fence}${pad}${clean}${pad}${fence}`;
    }
    function safeHttpUrl(text) {
      let url;
      try {
        url = new URL(text);
      } catch {
        return undefined;
      }
      if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
      if (url.username || url.password) return undefined;
      return url.href;
    }
  },
  75409: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      k: () => logText
    });
    const COMMAND_GUARD = "\xbb ";
    const COMMAND_LINE = /^\s*::/;
    function logText(text) {
      return text.split(/\r\n|\r|\n/).map(line => COMMAND_LINE.test(line) ? `${COMMAND_GUARD}${line}` : line).join("\n");
    }
  },
  61302: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      F: () => redactAndTruncate,
      f: () => redactSecrets
    });
    const REDACTED = "***";
    const MIN_SECRET_LENGTH = 4;
    const TOKEN_SHAPE = /(?:mint_|gh[pousr]_|github_pat_)[A-Za-z0-9_-]+/g;
    const BEARER_CREDENTIAL = /\b(Bearer(?:\s+|%20|\+))[A-Za-z0-9._~+/=-]{8,}/gi;
    const OTHER_CREDENTIALS = [ /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{16}\b/g, /-----BEGIN[A-Z ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?(?:-----END[A-Z ]*PRIVATE KEY( BLOCK)?-----|$)/g, /\bxox[abposr]-[A-Za-z0-9-]{10,}/g, /\bAIza[0-9A-Za-z_-]{35}\b/g, /\b[rs]k_live_[A-Za-z0-9]{16,}/g, /\bglpat-[A-Za-z0-9_-]{20,}/g, /\bnpm_[A-Za-z0-9]{36}\b/g ];
    const AWS_SECRET = /\b(aws_secret_access_key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40}\b/gi;
    function redactSecrets(text, knownSecrets = []) {
      let out = text;
      const secrets = knownSecrets.filter(s => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
      for (const secret of secrets) out = out.split(secret).join(REDACTED);
      out = out.replace(TOKEN_SHAPE, REDACTED).replace(BEARER_CREDENTIAL, `$1${REDACTED}`).replace(AWS_SECRET, `$1${REDACTED}`);
      for (const shape of OTHER_CREDENTIALS) out = out.replace(shape, REDACTED);
      return out;
    }
    function redactAndTruncate(text, maxChars, knownSecrets = []) {
      const clean = redactSecrets(text, knownSecrets);
      const chars = Array.from(clean);
      return chars.length <= maxChars ? clean : `${chars.slice(0, Math.max(0, maxChars - 1)).join("")}\u2026`;
    }
  },
  67870: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      s: () => clause
    });
    function clause(text) {
      return text.replace(/[\s.!?]+$/u, "");
    }
  },
  59959: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      bC: () => GITHUB_PACING,
      yG: () => pacingFor
    });
    const GITHUB_PACING = {
      writeIntervalMs: 1e3,
      notificationIntervalMs: 3e3,
      secondMs: 1e3
    };
    const NO_PACING = {
      writeIntervalMs: 0,
      notificationIntervalMs: 0,
      secondMs: 0
    };
    function pacingFor(value) {
      return value === "none" ? NO_PACING : GITHUB_PACING;
    }
  },
  33376: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      N: () => resolveRepositories,
      o: () => parseRepositories
    });
    const MAX_REPOSITORIES = 100;
    const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
    const NAME = /^[A-Za-z0-9._-]{1,100}$/;
    function parseRepositories(value) {
      const entries = [];
      const seen = new Set;
      for (const raw of value.split(/[\n,]/)) {
        const text = raw.trim();
        if (text === "") continue;
        const [owner = "", name = "", ...rest] = text.split("/");
        if (rest.length > 0 || !OWNER.test(owner) || !(name === "*" || NAME.test(name) && name !== "." && name !== "..")) throw new Error(`repositories must list owner/name or owner/* entries, separated by commas or line breaks (got "${text}")`);
        const key = `${owner}/${name}`.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        entries.push(name === "*" ? {
          kind: "owner",
          owner: owner
        } : {
          kind: "repo",
          owner: owner,
          repo: name
        });
      }
      if (entries.length > MAX_REPOSITORIES) throw new Error(`repositories lists ${entries.length} entries; at most ${MAX_REPOSITORIES} are read per run`);
      return entries;
    }
    function key(repo) {
      return `${repo.owner}/${repo.repo}`.toLowerCase();
    }
    const MAX_SEARCH_RESULTS = 1e3;
    async function repositoriesWithItems(octokit, owner, label) {
      const found = new Map;
      const q = `is:open label:"${label.replace(/"/g, "")}" user:${owner}`;
      let read = 0;
      for await (const page of octokit.paginate.iterator("GET /search/issues", {
        q: q,
        per_page: 100
      })) {
        for (const item of page.data) {
          const [, itemOwner = "", name = ""] = /\/repos\/([^/]+)\/([^/]+)$/.exec(item.repository_url) ?? [];
          const repo = {
            owner: decodeURIComponent(itemOwner),
            repo: decodeURIComponent(name)
          };
          if (repo.owner.toLowerCase() === owner.toLowerCase()) found.set(key(repo), repo);
        }
        read += page.data.length;
        if (read >= MAX_SEARCH_RESULTS) break;
      }
      return [ ...found.values() ].sort((a, b) => a.repo.localeCompare(b.repo));
    }
    async function resolveRepositories(octokit, entries, home, label) {
      const result = [];
      const seen = new Set;
      const add = (repo, named) => {
        if (seen.has(key(repo))) return;
        seen.add(key(repo));
        result.push({
          owner: repo.owner,
          repo: repo.repo,
          named: named
        });
      };
      for (const entry of entries) {
        if (entry.kind === "repo") add({
          owner: entry.owner,
          repo: entry.repo
        }, true); else for (const repo of await repositoriesWithItems(octokit, entry.owner, label)) add(repo, false);
      }
      const found = result.find(r => key(r) === key(home));
      if (found) found.named = true; else add(home, true);
      return result;
    }
  },
  72579: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      g: () => readRunnerContext
    });
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
    var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = __nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
    var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
    var node_os__WEBPACK_IMPORTED_MODULE_1___default = __nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
    var _pacing_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(59959);
    function readRunnerContext(env) {
      const repository = env.GITHUB_REPOSITORY ?? "";
      const [owner = "", repo = ""] = repository.split("/");
      const eventPath = env.GITHUB_EVENT_PATH;
      let payload;
      return {
        repository: repository,
        owner: owner,
        repo: repo,
        eventName: env.GITHUB_EVENT_NAME ?? "",
        eventPayload: () => payload ??= eventPath ? (0, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(eventPath, "utf8").then(text => JSON.parse(text)) : Promise.resolve({}),
        actor: env.GITHUB_ACTOR ?? "",
        job: env.GITHUB_JOB ?? "",
        action: env.GITHUB_ACTION ?? "",
        runId: env.GITHUB_RUN_ID ?? "",
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? "",
        runNumber: env.GITHUB_RUN_NUMBER ?? "",
        serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
        apiUrl: env.GITHUB_API_URL || undefined,
        workflowRef: env.GITHUB_WORKFLOW_REF ?? "",
        tempDir: env.RUNNER_TEMP || (0, node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(),
        pacing: (0, _pacing_js__WEBPACK_IMPORTED_MODULE_2__.yG)(env.MINTLIFY_ACTION_GITHUB_PACING),
        workspace: env.GITHUB_WORKSPACE ?? "",
        actionRepository: env.GITHUB_ACTION_REPOSITORY ?? ""
      };
    }
  },
  79407: (module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => {
      try {
        var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(94600);
        await (0, _main_js__WEBPACK_IMPORTED_MODULE_0__.e)();
        __webpack_async_result__();
      } catch (e) {
        __webpack_async_result__(e);
      }
    }, 1);
  },
  96969: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      $X: () => positiveNumberField,
      $w: () => optionalIntegerField,
      CL: () => resolveArtifactName,
      K$: () => apiKeyField,
      Pp: () => API_KEY_REQUIRED,
      QU: () => reject,
      UX: () => STRING_INPUT_NAMES,
      VH: () => usesRepositoryField,
      WJ: () => INPUT_DEFAULTS,
      dG: () => commonFields,
      ek: () => agentLabelField,
      j$: () => commonInputs,
      nm: () => integerField,
      pl: () => BOOLEAN_INPUT_NAMES
    });
    var zod__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(88532);
    var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9691);
    const STRING_INPUT_NAMES = [ "mode", "api-key", "project-id", "api-url", "request-timeout", "job-id", "prompt", "trigger-phrase", "poll-interval", "timeout", "github-token", "date-from", "date-to", "period", "page-size", "max-requests", "format", "output-dir", "artifact-name", "retention-days", "summary-rows", "datasets", "visitor-text", "compare", "docs-url", "finding-thresholds", "max-issues", "issue-label", "agent-findings", "agent-finding-kinds", "agent-label", "max-jobs", "repositories", "agent-jobs-per-pr", "agent-uses-per-day", "agent-uses-repository" ];
    const BOOLEAN_INPUT_NAMES = [ "wait", "comment", "include-context", "create-job", "upload-artifact", "resume", "include-contact", "findings", "file-issues", "dashboard", "reopen-dashboard", "docs-status", "close-orphan-docs-prs" ];
    const INPUT_NAMES = [ ...STRING_INPUT_NAMES, ...BOOLEAN_INPUT_NAMES ];
    const INPUT_DEFAULTS = {
      "api-url": "https://api.mintlify.com",
      "request-timeout": "30",
      "trigger-phrase": "/mintlify",
      wait: "true",
      "poll-interval": "10",
      timeout: "30",
      comment: "true",
      "include-context": "true",
      "create-job": "true",
      "page-size": "250",
      "max-requests": "100",
      format: "json,csv",
      "upload-artifact": "true",
      resume: "true",
      "summary-rows": "25",
      "include-contact": "false",
      "visitor-text": "auto",
      findings: "true",
      compare: "previous-artifact",
      "file-issues": "false",
      "max-issues": "5",
      "issue-label": "docs-health",
      "agent-findings": "0",
      "agent-finding-kinds": "content-gap,negative-feedback,unanswered-questions",
      dashboard: "true",
      "reopen-dashboard": "false",
      "agent-label": "mintlify-agent",
      "max-jobs": "50",
      "agent-jobs-per-pr": "5",
      "agent-uses-per-day": "50",
      "docs-status": "true",
      "close-orphan-docs-prs": "false"
    };
    function reject(ctx, message) {
      ctx.addIssue({
        code: "custom",
        message: message
      });
      return zod__WEBPACK_IMPORTED_MODULE_0__.tm;
    }
    function integerField(name, min, max) {
      return zod__WEBPACK_IMPORTED_MODULE_1__.YjP().transform((value, ctx) => {
        const n = Number(value);
        if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
          return reject(ctx, `${name} must be an integer from ${min} to ${max} (got "${value}")`);
        }
        return n;
      });
    }
    function optionalIntegerField(name, min, max) {
      const field = integerField(name, min, max);
      return zod__WEBPACK_IMPORTED_MODULE_1__.YjP().transform((value, ctx) => {
        if (value === "") return undefined;
        const parsed = field.safeParse(value);
        return parsed.success ? parsed.data : reject(ctx, parsed.error.issues[0]?.message ?? `${name} is invalid`);
      });
    }
    function positiveNumberField(name, unit, max, min) {
      return zod__WEBPACK_IMPORTED_MODULE_1__.YjP().transform((value, ctx) => {
        const n = Number(value);
        if (!/^\d*\.?\d+$/.test(value) || !(n > 0) || n > max || min !== undefined && n < min) {
          const range = min === undefined ? `a positive number of ${unit}, at most ${max}` : `a number of ${unit} from ${min} to ${max}`;
          return reject(ctx, `${name} must be ${range} (got "${value}")`);
        }
        return n;
      });
    }
    const API_KEY_REQUIRED = "api-key is required: pass your Mintlify admin API key from a secret, e.g. api-key: ${{ secrets.MINTLIFY_API_KEY }}";
    function apiKeyField(allowEmpty) {
      return zod__WEBPACK_IMPORTED_MODULE_1__.YjP().transform((value, ctx) => {
        if (value === "") return allowEmpty ? value : reject(ctx, API_KEY_REQUIRED);
        if (!value.startsWith("mint_")) {
          return reject(ctx, 'api-key must be a Mintlify admin API key, which starts with "mint_" (the value given does not; it is not shown)');
        }
        if (/\s/.test(value)) {
          return reject(ctx, "api-key must not contain spaces or line breaks (the value given does; it is not shown): copy the key again into the secret");
        }
        return value;
      });
    }
    const PROJECT_ID = /^[^\s\p{Cc}/\\?#%]{1,128}$/u;
    const HTTP_URL = zod__WEBPACK_IMPORTED_MODULE_1__.OZ5({
      protocol: /^https?$/
    });
    const projectIdField = zod__WEBPACK_IMPORTED_MODULE_1__.YjP().transform((value, ctx) => {
      if (value === "") return reject(ctx, "project-id is required: the Mintlify project ID from the API keys page of the dashboard");
      if (!PROJECT_ID.test(value) || value === "." || value === "..") {
        return reject(ctx, `project-id must be 1 to 128 characters without spaces, "/", "\\", "?", "#" or "%", and not "." or ".." \u2014 copy the ID from the API keys page of the Mintlify dashboard (got ${JSON.stringify(value)})`);
      }
      return value;
    });
    const apiUrlField = zod__WEBPACK_IMPORTED_MODULE_1__.YjP().transform((value, ctx) => {
      if (!HTTP_URL.safeParse(value).success) return reject(ctx, `api-url must be an http(s) URL such as https://api.mintlify.com (got "${value}")`);
      return value.replace(/\/+$/, "");
    });
    const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/g;
    function resolveArtifactName(value, defaultName, ctx) {
      const name = value || defaultName.replace(ARTIFACT_NAME_FORBIDDEN, "-");
      if (new RegExp(ARTIFACT_NAME_FORBIDDEN.source).test(name)) {
        return reject(ctx, `artifact-name must not contain " : < > | * ? \\ / or line breaks (got "${name}")`);
      }
      return name;
    }
    const MIN_REQUEST_TIMEOUT_SECONDS = .5;
    const commonFields = {
      "project-id": projectIdField,
      "api-url": apiUrlField,
      "request-timeout": positiveNumberField("request-timeout", "seconds", 600, MIN_REQUEST_TIMEOUT_SECONDS)
    };
    function commonInputs(raw) {
      return {
        apiKey: raw["api-key"],
        projectId: raw["project-id"],
        apiUrl: raw["api-url"],
        requestTimeoutMs: Math.round(raw["request-timeout"] * 1e3)
      };
    }
    const agentLabelField = zod__WEBPACK_IMPORTED_MODULE_1__.YjP().transform((value, ctx) => {
      if (!/^[^,\r\n]{1,50}$/.test(value) || value.trim() !== value) {
        return reject(ctx, `agent-label must be a label name of 1 to 50 characters without commas or line breaks, and without leading or trailing spaces (got "${value}")`);
      }
      return value;
    });
    const usesRepositoryField = zod__WEBPACK_IMPORTED_MODULE_1__.YjP().transform((value, ctx) => {
      if (value === "") return undefined;
      const [owner = "", repo = "", ...rest] = value.split("/");
      if (rest.length > 0 || !/^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/.test(owner) || !/^[A-Za-z0-9._-]{1,100}$/.test(repo) || repo === "." || repo === "..") {
        return reject(ctx, `agent-uses-repository must be one repository as owner/name, e.g. acme/docs, or empty for this repository (got ${JSON.stringify(value)})`);
      }
      return {
        owner: owner,
        repo: repo
      };
    });
  },
  94600: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      e: () => run
    });
    var core = __nccwpck_require__(33838);
    var clock = __nccwpck_require__(99373);
    var errors = __nccwpck_require__(83916);
    var schemas = __nccwpck_require__(9691);
    const DEFAULT_THRESHOLDS = Object.freeze({
      contentGapMinHits: 5,
      negativeFeedbackMinDown: 3,
      negativeFeedbackMinDownShare: .6,
      unansweredMinCount: 5,
      unansweredMinShare: .25,
      trafficDropMinPreviousViews: 50,
      trafficDropMinFall: .5
    });
    const FINDING_THRESHOLDS_INPUT = "finding-thresholds";
    const MAX_COUNT_THRESHOLD = 1e6;
    const THRESHOLD_KEYS = Object.freeze({
      "content-gap-min-searches": {
        field: "contentGapMinHits",
        type: "count",
        min: 1,
        meaning: "searches of a query (all spellings) with no click"
      },
      "negative-feedback-min-thumbs-down": {
        field: "negativeFeedbackMinDown",
        type: "count",
        min: 1,
        meaning: "thumbs-down of a page"
      },
      "negative-feedback-min-share": {
        field: "negativeFeedbackMinDownShare",
        type: "share",
        min: 0,
        meaning: "share of thumbs-down among its thumbs"
      },
      "unanswered-min-count": {
        field: "unansweredMinCount",
        type: "count",
        min: 1,
        meaning: "unanswered conversations of a category"
      },
      "unanswered-min-share": {
        field: "unansweredMinShare",
        type: "share",
        min: 0,
        meaning: "share of unanswered among the category's conversations"
      },
      "traffic-drop-min-views": {
        field: "trafficDropMinPreviousViews",
        type: "count",
        min: 1,
        meaning: "usual human views of a page (per the range length)"
      },
      "traffic-drop-min-fall": {
        field: "trafficDropMinFall",
        type: "share",
        min: .01,
        meaning: "fall of human views against the site"
      }
    });
    function parseValue(key, spec, text) {
      if (spec.type === "count") {
        const n = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
        if (!(n >= spec.min && n <= MAX_COUNT_THRESHOLD)) {
          throw new errors.dz(`${FINDING_THRESHOLDS_INPUT}: ${key} must be an integer from ${spec.min} to ${MAX_COUNT_THRESHOLD} (got "${text}")`);
        }
        return n;
      }
      const percent = /^(\d{1,3}(?:\.\d+)?)\s*%$/.exec(text);
      const n = percent ? Number(percent[1]) / 100 : /^\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!(n >= spec.min && n <= 1)) {
        const from = spec.min === 0 ? "0" : `${spec.min} (${spec.min * 100}%)`;
        throw new errors.dz(`${FINDING_THRESHOLDS_INPUT}: ${key} must be a fraction from ${from} to 1, or a percentage such as 60% (got "${text}")`);
      }
      return n;
    }
    function parseFindingThresholds(value) {
      const thresholds = {
        ...DEFAULT_THRESHOLDS
      };
      const seen = new Set;
      const items = value.split(/\r?\n|\r/).flatMap(line => line.replace(/#.*$/, "").split(","));
      for (const raw of items) {
        const item = raw.trim();
        if (item === "") continue;
        const match = /^([A-Za-z0-9_-]+)\s*[:=]\s*(.*)$/.exec(item);
        if (!match) {
          throw new errors.dz(`${FINDING_THRESHOLDS_INPUT}: "${item.slice(0, 100)}" is not a key: value pair, e.g. content-gap-min-searches: 10`);
        }
        const key = (match[1] ?? "").toLowerCase();
        const text = (match[2] ?? "").trim();
        const spec = THRESHOLD_KEYS[key];
        if (spec === undefined || !Object.hasOwn(THRESHOLD_KEYS, key)) {
          throw new errors.dz(`${FINDING_THRESHOLDS_INPUT}: unknown key "${key.slice(0, 100)}"; allowed: ${Object.keys(THRESHOLD_KEYS).join(", ")}`);
        }
        if (seen.has(key)) throw new errors.dz(`${FINDING_THRESHOLDS_INPUT}: ${key} is given twice`);
        seen.add(key);
        if (text === "") throw new errors.dz(`${FINDING_THRESHOLDS_INPUT}: ${key} has no value`);
        thresholds[spec.field] = parseValue(key, spec, text);
      }
      return thresholds;
    }
    var caps = __nccwpck_require__(51154);
    var external_node_path_ = __nccwpck_require__(76760);
    var input_fields = __nccwpck_require__(96969);
    var date_range = __nccwpck_require__(56432);
    function parseFormats(value) {
      const formats = [];
      for (const part of value.split(",").map(p => p.trim().toLowerCase())) {
        if (part !== "json" && part !== "csv") throw new errors.dz(`format must be json, csv or json,csv (got "${value}")`);
        if (!formats.includes(part)) formats.push(part);
      }
      return formats;
    }
    const exportFields = {
      "date-from": schemas.YjP(),
      "date-to": schemas.YjP(),
      period: schemas.YjP(),
      "max-requests": (0, input_fields.nm)("max-requests", 1, 1e4),
      format: schemas.YjP(),
      "output-dir": schemas.YjP(),
      "artifact-name": schemas.YjP(),
      "upload-artifact": schemas.zMY(),
      "retention-days": (0, input_fields.$w)("retention-days", 1, 90),
      "summary-rows": (0, input_fields.nm)("summary-rows", 0, 1e3),
      resume: schemas.zMY()
    };
    function resolveExportInputs(raw, defaults, context, ctx) {
      let range;
      let formats;
      try {
        range = (0, date_range.wT)({
          dateFrom: raw["date-from"],
          dateTo: raw["date-to"],
          period: raw.period
        }, context.now);
        formats = parseFormats(raw.format);
      } catch (error) {
        if (error instanceof errors.dz) return (0, input_fields.QU)(ctx, error.message);
        throw error;
      }
      return {
        range: range,
        maxRequests: raw["max-requests"],
        formats: formats,
        outputDir: external_node_path_.resolve(raw["output-dir"] || external_node_path_.join(context.tempDir, defaults.stem)),
        outputDirIsDefault: raw["output-dir"] === "",
        artifactName: (0, input_fields.CL)(raw["artifact-name"], `${defaults.stem}-${defaults.projectId}`, ctx),
        uploadArtifact: raw["upload-artifact"],
        retentionDays: raw["retention-days"],
        summaryRows: raw["summary-rows"],
        resume: raw.resume
      };
    }
    var analytics_endpoints = __nccwpck_require__(46293);
    const VISITOR_TEXT_MODES = [ "auto", "include", "exclude" ];
    const MAX_AGENT_FINDINGS = 10;
    const MAX_ISSUES_LIMIT = 50;
    function triageInputsProblem(t, githubToken, findingsEnabled) {
      if (t.agentFindings > 0 && !t.fileIssues) {
        return `agent-findings (${t.agentFindings}) requires file-issues: true: the finding's issue is the record that keeps its agent job exactly-once. Set file-issues: true (with permissions issues: write), or agent-findings: 0`;
      }
      if (t.fileIssues && !findingsEnabled) return "file-issues: true files the findings of the snapshot, but findings is false: set findings: true, or file-issues: false";
      if (t.fileIssues && githubToken === "") return "file-issues: true needs a github-token with issues: write (the default, the workflow token, has it when the job grants permissions issues: write)";
      if (!/^[^,\r\n]{1,50}$/.test(t.label) || t.label.trim() !== t.label) {
        return `issue-label must be a label name of 1 to 50 characters without commas or line breaks, and without leading or trailing spaces (got "${t.label}")`;
      }
      return undefined;
    }
    const COMPARE_MODES = [ "previous-artifact", "none" ];
    function parseDocsUrl(value) {
      if (value === "") return undefined;
      let url;
      try {
        url = new URL(value);
      } catch {
        throw new errors.dz(`docs-url must be the docs site's base URL, e.g. https://docs.example.com (got "${value}")`);
      }
      if (url.protocol !== "https:" && url.protocol !== "http:" || url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
        throw new errors.dz(`docs-url must be an http or https URL without credentials, query or fragment, e.g. https://docs.example.com (got "${value}")`);
      }
      return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
    }
    function parseDatasets(value) {
      const names = value.split(",").map(part => part.trim().toLowerCase()).filter(part => part !== "");
      if (names.length === 0) {
        if (value.trim() !== "") throw new errors.dz(`datasets must name at least one dataset (got "${value}")`);
        return [ ...analytics_endpoints.LJ ];
      }
      const datasets = [];
      for (const name of names) {
        const known = analytics_endpoints.LJ.find(d => d === name);
        if (known === undefined) {
          throw new errors.dz(`datasets: unknown dataset "${name}"; allowed: ${analytics_endpoints.LJ.join(", ")} (comma-separated; empty for all)`);
        }
        if (!datasets.includes(known)) datasets.push(known);
      }
      return datasets;
    }
    const FINDING_KINDS = [ "content-gap", "negative-feedback", "unanswered-questions", "traffic-drop" ];
    function parseAgentFindingKinds(value) {
      const parts = value.split(",").map(p => p.trim().toLowerCase()).filter(p => p !== "");
      const kinds = [];
      for (const part of parts) {
        const kind = FINDING_KINDS.find(k => k === part);
        if (kind === undefined) throw new errors.dz(`agent-finding-kinds must list finding kinds among ${FINDING_KINDS.join(", ")}, separated by commas (got "${value}")`);
        if (!kinds.includes(kind)) kinds.push(kind);
      }
      if (kinds.length === 0) throw new errors.dz(`agent-finding-kinds must name at least one of ${FINDING_KINDS.join(", ")}; to start no automatic job, set agent-findings: 0`);
      return kinds;
    }
    function analyticsInputsSchema(context) {
      return schemas.Ikc({
        mode: schemas.euz("analytics"),
        "api-key": (0, input_fields.K$)(false),
        ...input_fields.dG,
        datasets: schemas.YjP(),
        ...exportFields,
        "include-contact": schemas.zMY(),
        "visitor-text": schemas.YjP(),
        "github-token": schemas.YjP(),
        findings: schemas.zMY(),
        compare: schemas.YjP(),
        "docs-url": schemas.YjP(),
        "finding-thresholds": schemas.YjP(),
        "file-issues": schemas.zMY(),
        "max-issues": (0, input_fields.nm)("max-issues", 0, MAX_ISSUES_LIMIT),
        "issue-label": schemas.YjP(),
        "agent-findings": (0, input_fields.nm)("agent-findings", 0, MAX_AGENT_FINDINGS),
        "agent-finding-kinds": schemas.YjP(),
        dashboard: schemas.zMY(),
        "reopen-dashboard": schemas.zMY(),
        "trigger-phrase": schemas.YjP(),
        "agent-label": input_fields.ek,
        "agent-uses-per-day": (0, input_fields.nm)("agent-uses-per-day", 1, caps.BN),
        "agent-uses-repository": input_fields.VH
      }).transform((raw, ctx) => {
        const common = (0, input_fields.j$)(raw);
        let datasets;
        try {
          datasets = parseDatasets(raw.datasets);
        } catch (error) {
          if (error instanceof errors.dz) return (0, input_fields.QU)(ctx, error.message);
          throw error;
        }
        const visitorText = VISITOR_TEXT_MODES.find(m => m === raw["visitor-text"].toLowerCase());
        if (visitorText === undefined) {
          return (0, input_fields.QU)(ctx, `visitor-text must be auto, include or exclude (got "${raw["visitor-text"]}")`);
        }
        const compare = COMPARE_MODES.find(m => m === raw.compare.toLowerCase());
        if (compare === undefined) return (0, input_fields.QU)(ctx, `compare must be previous-artifact or none (got "${raw.compare}")`);
        let docsUrl;
        let thresholds;
        try {
          docsUrl = parseDocsUrl(raw["docs-url"]);
          thresholds = parseFindingThresholds(raw["finding-thresholds"]);
        } catch (error) {
          if (error instanceof errors.dz) return (0, input_fields.QU)(ctx, error.message);
          throw error;
        }
        let agentKinds;
        try {
          agentKinds = parseAgentFindingKinds(raw["agent-finding-kinds"]);
        } catch (error) {
          if (error instanceof errors.dz) return (0, input_fields.QU)(ctx, error.message);
          throw error;
        }
        const triage = {
          fileIssues: raw["file-issues"],
          maxIssues: raw["max-issues"],
          label: raw["issue-label"],
          agentFindings: raw["agent-findings"],
          agentKinds: agentKinds,
          dashboard: raw.dashboard,
          reopenDashboard: raw["reopen-dashboard"],
          triggerPhrase: raw["trigger-phrase"],
          agentLabel: raw["agent-label"],
          usesPerDay: raw["agent-uses-per-day"],
          usesRepository: raw["agent-uses-repository"]
        };
        const triageProblem = triageInputsProblem(triage, raw["github-token"], raw.findings);
        if (triageProblem !== undefined) return (0, input_fields.QU)(ctx, triageProblem);
        return {
          ...common,
          ...resolveExportInputs(raw, {
            stem: "mintlify-analytics",
            projectId: common.projectId
          }, context, ctx),
          mode: "analytics",
          datasets: datasets,
          includeContact: raw["include-contact"],
          visitorText: visitorText,
          githubToken: raw["github-token"],
          findings: {
            enabled: raw.findings,
            compare: compare,
            docsUrl: docsUrl,
            thresholds: thresholds
          },
          triage: triage
        };
      });
    }
    var repository_list = __nccwpck_require__(33376);
    const doctorInputsSchema = schemas.Ikc({
      mode: schemas.euz("doctor"),
      "api-key": (0, input_fields.K$)(false),
      ...input_fields.dG,
      "github-token": schemas.YjP(),
      "agent-label": input_fields.ek,
      repositories: schemas.YjP()
    }).transform((raw, ctx) => {
      if (raw["github-token"] === "") return (0, input_fields.QU)(ctx, "doctor needs a github-token (the default, the workflow token, is enough for this repository)");
      let repositories;
      try {
        repositories = (0, repository_list.o)(raw.repositories);
      } catch (error) {
        return (0, input_fields.QU)(ctx, error.message);
      }
      return {
        ...(0, input_fields.j$)(raw),
        mode: "doctor",
        githubToken: raw["github-token"],
        agentLabel: raw["agent-label"],
        repositories: repositories
      };
    });
    var mintlify_schemas = __nccwpck_require__(4206);
    const jobIdField = schemas.YjP().transform((value, ctx) => {
      if (value === "") return undefined;
      if (!mintlify_schemas.BE.test(value)) {
        return (0, input_fields.QU)(ctx, `job-id must be an agent job ID: 1 to 128 letters, digits, "_", "-", "." or ":" (got "${value}")`);
      }
      return value;
    });
    const triggerPhraseField = schemas.YjP().transform((value, ctx) => {
      if (value === "" || /\s/.test(value)) return (0, input_fields.QU)(ctx, `trigger-phrase must be one word without spaces, e.g. /mintlify (got "${value}")`);
      return value;
    });
    const followUpInputsSchema = schemas.Ikc({
      mode: schemas.euz("follow-up"),
      "api-key": (0, input_fields.K$)(true),
      ...input_fields.dG,
      "job-id": jobIdField,
      prompt: schemas.YjP(),
      "trigger-phrase": triggerPhraseField,
      wait: schemas.zMY(),
      "poll-interval": (0, input_fields.$X)("poll-interval", "seconds", 3600),
      timeout: (0, input_fields.$X)("timeout", "minutes", 360),
      comment: schemas.zMY(),
      "include-context": schemas.zMY(),
      "create-job": schemas.zMY(),
      "github-token": schemas.YjP(),
      "agent-label": input_fields.ek,
      "agent-jobs-per-pr": (0, input_fields.nm)("agent-jobs-per-pr", 1, caps.X3),
      "agent-uses-per-day": (0, input_fields.nm)("agent-uses-per-day", 1, caps.BN),
      "agent-uses-repository": input_fields.VH,
      "docs-status": schemas.zMY()
    }).transform(raw => ({
      ...(0, input_fields.j$)(raw),
      mode: "follow-up",
      jobId: raw["job-id"],
      prompt: raw.prompt || undefined,
      triggerPhrase: raw["trigger-phrase"],
      wait: raw.wait,
      pollIntervalSeconds: raw["poll-interval"],
      timeoutSeconds: raw.timeout * 60,
      comment: raw.comment,
      includeContext: raw["include-context"],
      createJob: raw["create-job"],
      githubToken: raw["github-token"],
      agentLabel: raw["agent-label"],
      caps: {
        jobsPerItem: raw["agent-jobs-per-pr"],
        usesPerDay: raw["agent-uses-per-day"],
        usesRepository: raw["agent-uses-repository"]
      },
      docsStatus: raw["docs-status"]
    }));
    function pageViewsInputsSchema(context) {
      return schemas.Ikc({
        mode: schemas.euz("page-views"),
        "api-key": (0, input_fields.K$)(false),
        ...input_fields.dG,
        "page-size": (0, input_fields.nm)("page-size", 1, 250),
        ...exportFields,
        "github-token": schemas.YjP()
      }).transform((raw, ctx) => {
        const common = (0, input_fields.j$)(raw);
        return {
          ...common,
          ...resolveExportInputs(raw, {
            stem: "mintlify-page-views",
            projectId: common.projectId
          }, context, ctx),
          mode: "page-views",
          pageSize: raw["page-size"],
          githubToken: raw["github-token"]
        };
      });
    }
    const MAX_JOBS_LIMIT = 500;
    const reconcileInputsSchema = schemas.Ikc({
      mode: schemas.euz("reconcile"),
      "api-key": (0, input_fields.K$)(false),
      ...input_fields.dG,
      "agent-label": input_fields.ek,
      "max-jobs": (0, input_fields.nm)("max-jobs", 1, MAX_JOBS_LIMIT),
      "trigger-phrase": schemas.YjP(),
      "github-token": schemas.YjP(),
      repositories: schemas.YjP(),
      "docs-status": schemas.zMY(),
      "close-orphan-docs-prs": schemas.zMY()
    }).transform((raw, ctx) => {
      if (raw["github-token"] === "") {
        return (0, input_fields.QU)(ctx, "reconcile needs a github-token with issues: write and pull-requests: write (the default, the workflow token, has them when the job grants those permissions)");
      }
      let repositories;
      try {
        repositories = (0, repository_list.o)(raw.repositories);
      } catch (error) {
        return (0, input_fields.QU)(ctx, error.message);
      }
      return {
        ...(0, input_fields.j$)(raw),
        mode: "reconcile",
        repositories: repositories,
        agentLabel: raw["agent-label"],
        maxJobs: raw["max-jobs"],
        triggerPhrase: raw["trigger-phrase"],
        githubToken: raw["github-token"],
        docsStatus: raw["docs-status"],
        closeOrphanDocsPrs: raw["close-orphan-docs-prs"]
      };
    });
    const MODES = [ "follow-up", "page-views", "analytics", "reconcile", "doctor" ];
    function readRawInputs(source = core) {
      const raw = {};
      for (const name of input_fields.UX) {
        raw[name] = source.getInput(name).trim() || (input_fields.WJ[name] ?? "");
      }
      for (const name of input_fields.pl) {
        const value = source.getInput(name).trim();
        if (value === "") {
          raw[name] = input_fields.WJ[name] === "true";
          continue;
        }
        try {
          raw[name] = source.getBooleanInput(name);
        } catch {
          throw new errors.dz(`${name} must be true or false (got "${value}")`);
        }
      }
      return raw;
    }
    function schemaOf(mode, context) {
      return mode === "follow-up" ? followUpInputsSchema : mode === "page-views" ? pageViewsInputsSchema(context) : mode === "reconcile" ? reconcileInputsSchema : mode === "doctor" ? doctorInputsSchema : analyticsInputsSchema(context);
    }
    function parseInputs(raw, context) {
      const mode = MODES.find(m => m === raw.mode);
      if (mode === undefined) throw new errors.dz(`mode must be ${MODES.slice(0, -1).join(", ")} or ${MODES.at(-1) ?? ""} (got "${raw.mode}")`);
      const parsed = schemaOf(mode, context).safeParse(raw);
      if (!parsed.success) throw new errors.dz(parsed.error.issues[0]?.message ?? "the inputs are invalid");
      return parsed.data;
    }
    function modeInputNames(mode) {
      return Object.keys(schemaOf(mode, {
        tempDir: "",
        now: new Date(0)
      }).in.shape);
    }
    var HTTPError = __nccwpck_require__(39010);
    var NetworkError = __nccwpck_require__(63602);
    class NonError extends Error {
      name="NonError";
      value;
      constructor(value) {
        let message = "Non-error value was thrown";
        try {
          if (typeof value === "string") {
            message = value;
          } else if (value && typeof value === "object" && "message" in value && typeof value.message === "string") {
            message = value.message;
          }
        } catch {}
        super(message);
        this.value = value;
      }
    }
    var KyError = __nccwpck_require__(93494);
    class ForceRetryError extends KyError.V {
      name="ForceRetryError";
      customDelay;
      code;
      customRequest;
      constructor(options) {
        const cause = options?.cause ? options.cause instanceof Error ? options.cause : new NonError(options.cause) : undefined;
        super(options?.code ? `Forced retry: ${options.code}` : "Forced retry", cause ? {
          cause: cause
        } : undefined);
        this.customDelay = options?.delay;
        this.code = options?.code;
        this.customRequest = options?.request;
      }
    }
    class SchemaValidationError extends Error {
      name="SchemaValidationError";
      issues;
      constructor(issues) {
        super("Response schema validation failed");
        this.issues = issues;
      }
    }
    var TimeoutError = __nccwpck_require__(81625);
    const supportsRequestStreams = (() => {
      let duplexAccessed = false;
      let hasContentType = false;
      const supportsReadableStream = typeof globalThis.ReadableStream === "function";
      const supportsRequest = typeof globalThis.Request === "function";
      if (supportsReadableStream && supportsRequest) {
        try {
          hasContentType = new globalThis.Request("https://empty.invalid", {
            body: new globalThis.ReadableStream,
            method: "POST",
            get duplex() {
              duplexAccessed = true;
              return "half";
            }
          }).headers.has("Content-Type");
        } catch (error) {
          if (error instanceof Error && error.message === "unsupported BodyInit type") {
            return false;
          }
          throw error;
        }
      }
      return duplexAccessed && !hasContentType;
    })();
    const supportsAbortController = typeof globalThis.AbortController === "function";
    const supportsAbortSignal = typeof globalThis.AbortSignal === "function" && typeof globalThis.AbortSignal.any === "function";
    const supportsResponseStreams = typeof globalThis.ReadableStream === "function";
    const supportsFormData = typeof globalThis.FormData === "function";
    const requestMethods = [ "get", "post", "put", "patch", "head", "delete", "query" ];
    const validate = () => undefined;
    validate();
    const responseTypes = {
      json: "application/json",
      text: "text/*",
      formData: "multipart/form-data",
      arrayBuffer: "*/*",
      blob: "*/*",
      bytes: "*/*"
    };
    const maxSafeTimeout = 2147483647;
    const usualFormBoundarySize = 40;
    const stop = Symbol("stop");
    class RetryMarker {
      options;
      constructor(options) {
        this.options = options;
      }
    }
    const retry = options => new RetryMarker(options);
    const kyOptionKeys = {
      json: true,
      parseJson: true,
      stringifyJson: true,
      searchParams: true,
      baseUrl: true,
      prefix: true,
      retry: true,
      timeout: true,
      totalTimeout: true,
      hooks: true,
      throwHttpErrors: true,
      onDownloadProgress: true,
      onUploadProgress: true,
      fetch: true,
      context: true
    };
    const requestOptionsRegistry = {
      method: true,
      headers: true,
      body: true,
      mode: true,
      credentials: true,
      cache: true,
      redirect: true,
      referrer: true,
      referrerPolicy: true,
      integrity: true,
      keepalive: true,
      signal: true,
      window: true,
      duplex: true
    };
    const encoder = new TextEncoder;
    const getBodySize = body => {
      if (!body) {
        return 0;
      }
      if (body instanceof FormData) {
        let size = 0;
        for (const [key, value] of body) {
          size += usualFormBoundarySize;
          size += encoder.encode(`Content-Disposition: form-data; name="${key}"`).byteLength;
          size += typeof value === "string" ? encoder.encode(value).byteLength : value.size;
        }
        return size;
      }
      if (body instanceof Blob) {
        return body.size;
      }
      if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
        return body.byteLength;
      }
      if (typeof body === "string") {
        return encoder.encode(body).byteLength;
      }
      if (body instanceof URLSearchParams) {
        return encoder.encode(body.toString()).byteLength;
      }
      return 0;
    };
    const withProgress = (stream, totalBytes, onProgress) => {
      let previousChunk;
      let transferredBytes = 0;
      return stream.pipeThrough(new TransformStream({
        transform(currentChunk, controller) {
          controller.enqueue(currentChunk);
          if (previousChunk) {
            transferredBytes += previousChunk.byteLength;
            let percent = totalBytes === 0 ? 0 : transferredBytes / totalBytes;
            if (percent >= 1) {
              percent = 1 - Number.EPSILON;
            }
            onProgress?.({
              percent: percent,
              totalBytes: Math.max(totalBytes, transferredBytes),
              transferredBytes: transferredBytes
            }, previousChunk);
          }
          previousChunk = currentChunk;
        },
        flush() {
          const finalChunk = previousChunk ?? new Uint8Array;
          transferredBytes += finalChunk.byteLength;
          onProgress?.({
            percent: 1,
            totalBytes: Math.max(totalBytes, transferredBytes),
            transferredBytes: transferredBytes
          }, finalChunk);
        }
      }));
    };
    const streamResponse = (response, onDownloadProgress) => {
      if (!response.body) {
        return response;
      }
      const responseInit = {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers
      };
      if (response.status === 204) {
        return new Response(null, responseInit);
      }
      const totalBytes = Math.max(0, Number(response.headers.get("content-length")) || 0);
      return new Response(withProgress(response.body, totalBytes, onDownloadProgress), responseInit);
    };
    const streamRequest = (request, onUploadProgress, originalBody) => {
      if (!request.body) {
        return request;
      }
      const totalBytes = getBodySize(originalBody ?? request.body);
      return new Request(request, {
        duplex: "half",
        body: withProgress(request.body, totalBytes, onUploadProgress)
      });
    };
    const isObject = value => value !== null && typeof value === "object";
    const replaceSymbol = Symbol("replaceOption");
    const getReplaceState = value => isObject(value) && value[replaceSymbol] === true ? {
      isReplace: true,
      value: value.value
    } : {
      isReplace: false,
      value: value
    };
    const replaceOption = value => {
      const markedValue = {
        [replaceSymbol]: true,
        value: value
      };
      return markedValue;
    };
    const validateAndMerge = (...sources) => {
      for (const source of sources) {
        if ((!isObject(source) || Array.isArray(source)) && source !== undefined) {
          throw new TypeError("The `options` argument must be an object");
        }
      }
      return deepMerge({}, ...sources);
    };
    const mergeHeaders = (source1 = {}, source2 = {}) => {
      const result = new globalThis.Headers(source1);
      const isHeadersInstance = source2 instanceof globalThis.Headers;
      const source = new globalThis.Headers(source2);
      for (const [key, value] of source.entries()) {
        if (isHeadersInstance && value === "undefined" || value === undefined) {
          result.delete(key);
        } else {
          result.set(key, value);
        }
      }
      return result;
    };
    const isPlainObject = value => {
      if (!isObject(value) || Array.isArray(value)) {
        return false;
      }
      const prototype = Object.getPrototypeOf(value);
      return prototype === Object.prototype || prototype === null;
    };
    const cloneShallow = value => {
      if (value instanceof URLSearchParams) {
        const copy = new URLSearchParams(value);
        const deleted = value[deletedParametersSymbol];
        if (deleted) {
          copy[deletedParametersSymbol] = new Set(deleted);
        }
        return copy;
      }
      if (value instanceof globalThis.Headers) {
        return new globalThis.Headers(value);
      }
      if (Array.isArray(value)) {
        return [ ...value ];
      }
      if (isPlainObject(value)) {
        const copy = {
          ...value
        };
        return copy;
      }
      return value;
    };
    const normalizeHeaderObject = headers => Object.fromEntries(Object.entries(headers).filter(entry => entry[1] !== undefined));
    const mergeHeaderContainers = (source1, source2) => {
      if (isPlainObject(source1) && isPlainObject(source2)) {
        return normalizeHeaderObject({
          ...source1,
          ...source2
        });
      }
      return mergeHeaders(source1, source2);
    };
    function newHookValue(original, incoming, property) {
      return Object.hasOwn(incoming, property) && incoming[property] === undefined ? [] : deepMerge(original[property] ?? [], incoming[property] ?? []);
    }
    const mergeHooks = (original = {}, incoming = {}) => ({
      init: newHookValue(original, incoming, "init"),
      beforeRequest: newHookValue(original, incoming, "beforeRequest"),
      beforeRetry: newHookValue(original, incoming, "beforeRetry"),
      beforeError: newHookValue(original, incoming, "beforeError"),
      afterResponse: newHookValue(original, incoming, "afterResponse")
    });
    const deletedParametersSymbol = Symbol("deletedParameters");
    const appendSearchParameters = (target, source) => {
      const result = new URLSearchParams;
      const deleted = new Set;
      for (const input of [ target, source ]) {
        if (input === undefined) {
          continue;
        }
        if (input instanceof URLSearchParams) {
          for (const [key, value] of input.entries()) {
            result.append(key, value);
            deleted.delete(key);
          }
          const inputDeleted = input[deletedParametersSymbol];
          if (inputDeleted) {
            for (const key of inputDeleted) {
              result.delete(key);
              deleted.add(key);
            }
          }
        } else if (Array.isArray(input)) {
          for (const pair of input) {
            if (!Array.isArray(pair) || pair.length !== 2) {
              throw new TypeError("Array search parameters must be provided in [[key, value], ...] format");
            }
            result.append(String(pair[0]), String(pair[1]));
            deleted.delete(String(pair[0]));
          }
        } else if (isObject(input)) {
          for (const [key, value] of Object.entries(input)) {
            if (value === undefined) {
              result.delete(key);
              deleted.add(key);
            } else {
              result.append(key, String(value));
              deleted.delete(key);
            }
          }
        } else {
          const parameters = new URLSearchParams(input);
          for (const [key, value] of parameters.entries()) {
            result.append(key, value);
            deleted.delete(key);
          }
        }
      }
      if (deleted.size > 0) {
        result[deletedParametersSymbol] = deleted;
      }
      return result;
    };
    const deepMergeInternal = (isRoot, ...sources) => {
      let returnValue = {};
      let headers = {};
      let hooks = {};
      let searchParameters;
      const signals = [];
      for (const source of sources) {
        if (Array.isArray(source)) {
          if (!Array.isArray(returnValue)) {
            returnValue = [];
          }
          returnValue = [ ...returnValue, ...source ];
        } else if (isObject(source)) {
          for (let [key, value] of Object.entries(source)) {
            const replaceState = getReplaceState(value);
            const {isReplace: isReplace} = replaceState;
            value = replaceState.value;
            const isRootSignal = isRoot && key === "signal";
            if (isRootSignal && (isReplace || value === undefined)) {
              signals.length = 0;
            }
            if (isRootSignal && value instanceof globalThis.AbortSignal) {
              signals.push(value);
              continue;
            }
            if (key === "context") {
              if (value !== undefined && value !== null && (!isObject(value) || Array.isArray(value))) {
                throw new TypeError("The `context` option must be an object");
              }
              returnValue = {
                ...returnValue,
                context: value === undefined || value === null ? {} : isReplace ? {
                  ...value
                } : {
                  ...returnValue.context,
                  ...value
                }
              };
              continue;
            }
            if (key === "searchParams") {
              if (value === undefined || value === null) {
                searchParameters = undefined;
              } else if (isReplace) {
                searchParameters = value;
              } else {
                searchParameters = searchParameters === undefined ? value : appendSearchParameters(searchParameters, value);
              }
              continue;
            }
            if (isRoot && key === "retry" && isObject(value) && !isReplace && typeof returnValue[key] === "number") {
              returnValue = {
                ...returnValue,
                [key]: {
                  limit: returnValue[key]
                }
              };
            }
            if (isObject(value) && !isReplace && key in returnValue) {
              value = deepMergeInternal(false, returnValue[key], value);
            }
            returnValue = {
              ...returnValue,
              [key]: value
            };
          }
          if (isObject(source.hooks)) {
            const {value: hookValue, isReplace: isReplace} = getReplaceState(source.hooks);
            hooks = isReplace ? mergeHooks({}, hookValue) : mergeHooks(hooks, hookValue);
            returnValue.hooks = hooks;
          }
          if (isObject(source.headers)) {
            const {value: headerValue, isReplace: isReplace} = getReplaceState(source.headers);
            headers = isReplace ? cloneShallow(headerValue) : mergeHeaderContainers(headers, headerValue);
            returnValue.headers = headers;
          }
        }
      }
      if (searchParameters !== undefined) {
        returnValue.searchParams = searchParameters;
      }
      if (signals.length > 0) {
        if (signals.length === 1) {
          returnValue.signal = signals[0];
        } else if (supportsAbortSignal) {
          returnValue.signal = AbortSignal.any(signals);
        } else {
          returnValue.signal = signals.at(-1);
        }
      }
      return returnValue;
    };
    const deepMerge = (...sources) => deepMergeInternal(true, ...sources);
    const normalizeRequestMethod = input => requestMethods.includes(input) ? input.toUpperCase() : input;
    const retryMethods = [ "get", "put", "head", "delete", "options", "trace", "query" ];
    const retryStatusCodes = [ 408, 413, 429, 500, 502, 503, 504 ];
    const retryAfterStatusCodes = [ 413, 429, 503 ];
    const invalidRetryLimitErrorMessage = "`retry.limit` must be a finite, non-negative integer";
    const defaultRetryOptions = {
      limit: 2,
      methods: retryMethods,
      statusCodes: retryStatusCodes,
      afterStatusCodes: retryAfterStatusCodes,
      maxRetryAfter: Number.POSITIVE_INFINITY,
      backoffLimit: Number.POSITIVE_INFINITY,
      delay: attemptCount => .3 * 2 ** (attemptCount - 1) * 1e3,
      jitter: undefined,
      retryOnTimeout: false
    };
    const getDefaultRetryOptions = () => ({
      ...defaultRetryOptions,
      methods: [ ...defaultRetryOptions.methods ],
      statusCodes: [ ...defaultRetryOptions.statusCodes ],
      afterStatusCodes: [ ...defaultRetryOptions.afterStatusCodes ]
    });
    const normalizeRetryLimit = retryLimit => {
      if (retryLimit === undefined) {
        return defaultRetryOptions.limit;
      }
      if (typeof retryLimit !== "number" || !Number.isInteger(retryLimit) || retryLimit < 0) {
        throw new TypeError(invalidRetryLimitErrorMessage);
      }
      return retryLimit;
    };
    const normalizeRetryOptions = (retry = {}) => {
      if (typeof retry === "number") {
        return {
          ...getDefaultRetryOptions(),
          limit: normalizeRetryLimit(retry)
        };
      }
      if (retry === null || typeof retry !== "object" || Array.isArray(retry)) {
        throw new TypeError("`retry` must be a number or an object");
      }
      const normalizedRetry = Object.fromEntries(Object.entries(retry).filter(([, value]) => value !== undefined));
      const retryLimit = normalizeRetryLimit(normalizedRetry.limit);
      if (normalizedRetry.methods !== undefined && !Array.isArray(normalizedRetry.methods)) {
        throw new Error("retry.methods must be an array");
      }
      if (normalizedRetry.statusCodes !== undefined && !Array.isArray(normalizedRetry.statusCodes)) {
        throw new Error("retry.statusCodes must be an array");
      }
      if (normalizedRetry.afterStatusCodes !== undefined && !Array.isArray(normalizedRetry.afterStatusCodes)) {
        throw new Error("retry.afterStatusCodes must be an array");
      }
      if (normalizedRetry.methods !== undefined) {
        normalizedRetry.methods = normalizedRetry.methods.map(method => method.toLowerCase());
      }
      if (normalizedRetry.statusCodes !== undefined) {
        normalizedRetry.statusCodes = [ ...normalizedRetry.statusCodes ];
      }
      if (normalizedRetry.afterStatusCodes !== undefined) {
        normalizedRetry.afterStatusCodes = [ ...normalizedRetry.afterStatusCodes ];
      }
      return {
        ...getDefaultRetryOptions(),
        ...normalizedRetry,
        limit: retryLimit
      };
    };
    async function timeout(request, init, abortController, options) {
      return new Promise((resolve, reject) => {
        const timeoutId = setTimeout(() => {
          if (abortController) {
            abortController.abort();
          }
          reject(new TimeoutError.M(request));
        }, options.timeout);
        void options.fetch(request, init).then(resolve).catch(reject).then(() => {
          clearTimeout(timeoutId);
        });
      });
    }
    async function delay(ms, {signal: signal}) {
      return new Promise((resolve, reject) => {
        if (signal) {
          signal.throwIfAborted();
          signal.addEventListener("abort", abortHandler, {
            once: true
          });
        }
        function abortHandler() {
          clearTimeout(timeoutId);
          reject(signal.reason);
        }
        const timeoutId = setTimeout(() => {
          signal?.removeEventListener("abort", abortHandler);
          resolve();
        }, ms);
      });
    }
    const findUnknownOptions = options => {
      const unknownOptions = {};
      for (const key in options) {
        if (!Object.hasOwn(options, key)) {
          continue;
        }
        if (!(key in requestOptionsRegistry) && !(key in kyOptionKeys)) {
          unknownOptions[key] = options[key];
        }
      }
      return unknownOptions;
    };
    const hasSearchParameters = search => {
      if (search === undefined) {
        return false;
      }
      if (Array.isArray(search)) {
        return search.length > 0;
      }
      if (search instanceof URLSearchParams) {
        return search.size > 0 || Boolean(search[deletedParametersSymbol]?.size);
      }
      if (typeof search === "object") {
        return Object.keys(search).length > 0;
      }
      if (typeof search === "string") {
        return search.trim().length > 0;
      }
      return Boolean(search);
    };
    const objectToString = Object.prototype.toString;
    const isError = value => objectToString.call(value) === "[object Error]";
    const errorMessages = new Set([ "network error", "NetworkError when attempting to fetch resource.", "The Internet connection appears to be offline.", "Network request failed", "fetch failed", "terminated", " A network error occurred.", "Network connection lost" ]);
    function isRawNetworkError(error) {
      const isValid = error && isError(error) && error.name === "TypeError" && typeof error.message === "string";
      if (!isValid) {
        return false;
      }
      const {message: message, stack: stack} = error;
      if (message === "Load failed" || message.startsWith("Load failed (") && message.endsWith(")")) {
        return stack === undefined || "__sentry_captured__" in error;
      }
      if (message.startsWith("error sending request for url")) {
        return true;
      }
      if (message === "Failed to fetch" || message.startsWith("Failed to fetch (") && message.endsWith(")")) {
        return true;
      }
      return errorMessages.has(message);
    }
    var type_guards = __nccwpck_require__(83201);
    const timestampThreshold = Date.parse("2024-01-01");
    const delayPattern = /^\d+$/;
    const months = [ "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" ];
    const imfDatePattern = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
    const rfc850DatePattern = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
    const asctimeDatePattern = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{2}| \d) (\d{2}:\d{2}:\d{2}) (\d{4})$/;
    const getRetryTimingHeader = headers => {
      const retryAfter = headers.get("Retry-After");
      if (retryAfter !== null) {
        return {
          value: retryAfter,
          allowTimestamp: false
        };
      }
      const rateLimitReset = headers.get("RateLimit-Reset");
      if (rateLimitReset !== null) {
        return {
          value: rateLimitReset,
          allowTimestamp: true
        };
      }
      const rateLimitRetryAfter = headers.get("X-RateLimit-Retry-After");
      if (rateLimitRetryAfter !== null) {
        return {
          value: rateLimitRetryAfter,
          allowTimestamp: false
        };
      }
      const rateLimitResetAlias = headers.get("X-RateLimit-Reset") ?? headers.get("X-Rate-Limit-Reset");
      if (rateLimitResetAlias !== null) {
        return {
          value: rateLimitResetAlias,
          allowTimestamp: true
        };
      }
      return undefined;
    };
    const createTimestamp = ({year: year, month: month, day: day, hours: hours, minutes: minutes, seconds: seconds}) => {
      const monthIndex = months.indexOf(month);
      const dayNumber = Number(day);
      const hoursNumber = Number(hours);
      const minutesNumber = Number(minutes);
      const secondsNumber = Number(seconds);
      if (monthIndex === -1 || hoursNumber > 23 || minutesNumber > 59 || secondsNumber > 60) {
        return undefined;
      }
      const normalizedSeconds = Math.min(secondsNumber, 59);
      const date = new Date(Date.UTC(year, monthIndex, dayNumber, hoursNumber, minutesNumber, normalizedSeconds));
      date.setUTCFullYear(year);
      const timestamp = date.getTime();
      if (date.getUTCFullYear() !== year || date.getUTCMonth() !== monthIndex || date.getUTCDate() !== dayNumber || date.getUTCHours() !== hoursNumber || date.getUTCMinutes() !== minutesNumber || date.getUTCSeconds() !== normalizedSeconds) {
        return undefined;
      }
      return secondsNumber === 60 ? timestamp + 1e3 : timestamp;
    };
    const getCapture = (match, index) => match[index];
    const parseDate = value => {
      const imfDate = imfDatePattern.exec(value);
      if (imfDate) {
        return createTimestamp({
          year: Number(getCapture(imfDate, 3)),
          month: getCapture(imfDate, 2),
          day: getCapture(imfDate, 1),
          hours: getCapture(imfDate, 4),
          minutes: getCapture(imfDate, 5),
          seconds: getCapture(imfDate, 6)
        });
      }
      const rfc850Date = rfc850DatePattern.exec(value);
      if (rfc850Date) {
        const now = new Date;
        const twoDigitYear = Number(getCapture(rfc850Date, 3));
        const currentCenturyYear = Math.floor(now.getUTCFullYear() / 100) * 100 + twoDigitYear;
        const fiftyYearsFromNow = Date.UTC(now.getUTCFullYear() + 50, now.getUTCMonth(), now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
        let timestamp;
        for (const year of [ currentCenturyYear - 100, currentCenturyYear, currentCenturyYear + 100 ]) {
          const candidateTimestamp = createTimestamp({
            year: year,
            month: getCapture(rfc850Date, 2),
            day: getCapture(rfc850Date, 1),
            hours: getCapture(rfc850Date, 4),
            minutes: getCapture(rfc850Date, 5),
            seconds: getCapture(rfc850Date, 6)
          });
          if (candidateTimestamp !== undefined && candidateTimestamp <= fiftyYearsFromNow) {
            timestamp = candidateTimestamp;
          }
        }
        return timestamp;
      }
      const asctimeDate = asctimeDatePattern.exec(value);
      if (asctimeDate) {
        const time = getCapture(asctimeDate, 4);
        const [hours, minutes, seconds] = time.split(":");
        return createTimestamp({
          year: Number(getCapture(asctimeDate, 5)),
          month: getCapture(asctimeDate, 2),
          day: getCapture(asctimeDate, 3).trim(),
          hours: hours,
          minutes: minutes,
          seconds: seconds
        });
      }
      return undefined;
    };
    const calculateRetryTimingDelay = ({value: value, allowTimestamp: allowTimestamp}) => {
      if (delayPattern.test(value)) {
        let delay = Number(value) * 1e3;
        if (allowTimestamp && delay >= timestampThreshold) {
          delay -= Date.now();
        }
        return Math.max(0, delay);
      }
      const timestamp = parseDate(value);
      if (timestamp === undefined) {
        return undefined;
      }
      const delay = timestamp - Date.now();
      return Number.isFinite(delay) ? Math.max(0, delay) : undefined;
    };
    const maxErrorResponseBodySize = 10 * 1024 * 1024;
    const prefixUrlRenamedErrorMessage = "The `prefixUrl` option has been renamed `prefix` in v2 and enhanced to allow slashes in input. See also the new `baseUrl` option for improved flexibility with standard URL resolution: https://github.com/sindresorhus/ky#baseurl";
    const timedOutResponseData = Symbol("timedOutResponseData");
    const timedOutOperation = Symbol("timedOutOperation");
    const createTextDecoder = contentType => {
      const match = /;\s*charset\s*=\s*(?:"([^"]+)"|([^;,\s]+))/i.exec(contentType);
      const charset = match?.[1] ?? match?.[2];
      if (charset) {
        try {
          return new TextDecoder(charset);
        } catch {}
      }
      return new TextDecoder;
    };
    const invalidSchemaMessage = "The `schema` argument must follow the Standard Schema specification";
    const cloneRetryOptions = retry => {
      if (retry === null || typeof retry !== "object" || Array.isArray(retry)) {
        return retry;
      }
      const clonedRetry = {
        ...retry
      };
      if (Array.isArray(clonedRetry.methods)) {
        clonedRetry.methods = [ ...clonedRetry.methods ];
      }
      if (Array.isArray(clonedRetry.statusCodes)) {
        clonedRetry.statusCodes = [ ...clonedRetry.statusCodes ];
      }
      if (Array.isArray(clonedRetry.afterStatusCodes)) {
        clonedRetry.afterStatusCodes = [ ...clonedRetry.afterStatusCodes ];
      }
      return clonedRetry;
    };
    const Ky_objectToString = Object.prototype.toString;
    const leadingC0ControlOrSpacePattern = /^[\0-\u0020]+/g;
    const asciiTabOrNewLinePattern = /[\t\n\r]/g;
    const schemePattern = /^[a-z][\d+.a-z-]*:/i;
    const malformedHttpProtocolPattern = /^https?:(?!\/\/)/i;
    const isRequestInstance = value => value instanceof globalThis.Request || Ky_objectToString.call(value) === "[object Request]";
    const isResponseInstance = value => value instanceof globalThis.Response || Ky_objectToString.call(value) === "[object Response]";
    const isAbsoluteInput = input => schemePattern.test(input);
    const normalizeInputForProtocolCheck = input => input.replaceAll(leadingC0ControlOrSpacePattern, "").replaceAll(asciiTabOrNewLinePattern, "");
    const cloneSearchParametersForInitHook = searchParameters => {
      if (Array.isArray(searchParameters)) {
        return searchParameters.map(parameter => [ ...parameter ]);
      }
      return cloneShallow(searchParameters);
    };
    function cloneInitHookOptions(options) {
      const clonedOptions = {
        ...options,
        json: cloneShallow(options.json),
        context: cloneShallow(options.context),
        headers: cloneShallow(options.headers),
        searchParams: cloneSearchParametersForInitHook(options.searchParams)
      };
      if (options.retry !== undefined) {
        clonedOptions.retry = cloneRetryOptions(options.retry);
      }
      return clonedOptions;
    }
    const validateJsonWithSchema = async (jsonValue, schema) => {
      if (typeof schema !== "object" && typeof schema !== "function" || schema === null) {
        throw new TypeError(invalidSchemaMessage);
      }
      const standardSchema = schema["~standard"];
      if (typeof standardSchema !== "object" || standardSchema === null || typeof standardSchema.validate !== "function") {
        throw new TypeError(invalidSchemaMessage);
      }
      const validationResult = await standardSchema.validate(jsonValue);
      if (validationResult.issues) {
        throw new SchemaValidationError(validationResult.issues);
      }
      return validationResult.value;
    };
    class Ky {
      static create(input, options) {
        const initHooks = options.hooks?.init ?? [];
        const initHookOptions = initHooks.length > 0 ? cloneInitHookOptions(options) : options;
        for (const hook of initHooks) {
          hook(initHookOptions);
        }
        const ky = new Ky(input, initHookOptions);
        const function_ = async () => {
          if (typeof ky.#options.timeout === "number" && ky.#options.timeout > maxSafeTimeout) {
            throw new RangeError(`The \`timeout\` option cannot be greater than ${maxSafeTimeout}`);
          }
          if (typeof ky.#options.totalTimeout === "number" && ky.#options.totalTimeout > maxSafeTimeout) {
            throw new RangeError(`The \`totalTimeout\` option cannot be greater than ${maxSafeTimeout}`);
          }
          await Promise.resolve();
          const beforeRequestResponse = await ky.#runBeforeRequestHooks();
          if (beforeRequestResponse !== undefined) {
            ky.#retryLimit = normalizeRetryOptions(ky.#options.retry).limit;
          }
          let response = beforeRequestResponse ?? await ky.#retry(async () => ky.#fetch());
          let responseFromHook = beforeRequestResponse !== undefined || ky.#consumeReturnedResponseFromBeforeRetryHook();
          for (;;) {
            if (response === undefined) {
              return response;
            }
            if (isResponseInstance(response)) {
              try {
                response = await ky.#runAfterResponseHooks(response);
              } catch (error) {
                if (!(error instanceof ForceRetryError)) {
                  throw error;
                }
                const retriedResponse = await ky.#retryFromError(error, async () => ky.#fetch());
                if (retriedResponse === undefined) {
                  return retriedResponse;
                }
                response = retriedResponse;
                responseFromHook = ky.#consumeReturnedResponseFromBeforeRetryHook();
                continue;
              }
            }
            const currentResponse = response;
            if (!currentResponse.ok && currentResponse.type !== "opaque" && (typeof ky.#options.throwHttpErrors === "function" ? ky.#options.throwHttpErrors(currentResponse.status) : ky.#options.throwHttpErrors)) {
              const httpError = new HTTPError.H(currentResponse, ky.#getResponseRequest(currentResponse), ky.#getNormalizedOptions());
              const errorToThrow = httpError;
              httpError.data = await ky.#getResponseData(currentResponse);
              if (responseFromHook) {
                throw errorToThrow;
              }
              const retriedResponse = await ky.#retryFromError(httpError, async () => ky.#fetch());
              if (retriedResponse === undefined) {
                return retriedResponse;
              }
              response = retriedResponse;
              responseFromHook = ky.#consumeReturnedResponseFromBeforeRetryHook();
              continue;
            }
            break;
          }
          if (!isResponseInstance(response)) {
            return response;
          }
          ky.#decorateResponse(response);
          if (ky.#options.onDownloadProgress) {
            if (typeof ky.#options.onDownloadProgress !== "function") {
              throw new TypeError("The `onDownloadProgress` option must be a function");
            }
            if (!supportsResponseStreams) {
              throw new Error("Streams are not supported in your environment. `ReadableStream` is missing.");
            }
            const progressResponse = response.clone();
            ky.#cancelResponseBody(response);
            return streamResponse(progressResponse, ky.#options.onDownloadProgress);
          }
          return response;
        };
        const result = (async () => {
          try {
            return await function_();
          } catch (error) {
            await ky.#throwProcessedError(error);
          } finally {
            const originalRequest = ky.#originalRequest;
            ky.#cancelBody(originalRequest?.body ?? undefined);
            if (ky.request !== originalRequest) {
              ky.#cancelBody(ky.request.body ?? undefined);
            }
          }
        })();
        for (const [type, mimeType] of Object.entries(responseTypes)) {
          if (type === "bytes" && typeof globalThis.Response?.prototype?.bytes !== "function") {
            continue;
          }
          result[type] = async schema => {
            ky.request.headers.set("accept", ky.request.headers.get("accept") || mimeType);
            const response = await result;
            if (type !== "json") {
              return ky.#raceBodyRead(async () => response[type](), response);
            }
            const text = await ky.#raceBodyRead(async () => response.text(), response);
            const request = ky.#getResponseRequest(response);
            const parsedResult = await ky.#raceWithTotalTimeout(async () => {
              const jsonValue = initHookOptions.parseJson ? await initHookOptions.parseJson(text, {
                request: request,
                response: response
              }) : text === "" && schema !== undefined ? undefined : JSON.parse(text);
              return schema === undefined ? jsonValue : validateJsonWithSchema(jsonValue, schema);
            });
            if (parsedResult === timedOutOperation) {
              await ky.#throwProcessedError(new TimeoutError.M(request));
            }
            return parsedResult;
          };
        }
        return result;
      }
      static #normalizeSearchParams(searchParams) {
        if (searchParams && typeof searchParams === "object" && !Array.isArray(searchParams) && !(searchParams instanceof URLSearchParams)) {
          return Object.fromEntries(Object.entries(searchParams).filter(([, value]) => value !== undefined));
        }
        return searchParams;
      }
      request;
      #abortController;
      #retryCount=0;
      #retryLimit;
      #input;
      #options;
      #originalRequest;
      #userProvidedAbortSignal;
      #beforeRetryHookErrors=new WeakSet;
      #cachedNormalizedOptions;
      #startTime;
      #returnedResponseFromBeforeRetryHook=false;
      #responseRequests=new WeakMap;
      constructor(input, options = {}) {
        this.#input = input;
        if (Object.hasOwn(options, "prefixUrl")) {
          throw new Error(prefixUrlRenamedErrorMessage);
        }
        this.#options = {
          ...options,
          headers: mergeHeaders(this.#input.headers, options.headers),
          hooks: mergeHooks({}, options.hooks),
          method: normalizeRequestMethod(options.method ?? this.#input.method ?? "GET"),
          prefix: String(options.prefix || ""),
          retry: normalizeRetryOptions(options.retry),
          throwHttpErrors: options.throwHttpErrors ?? true,
          timeout: options.timeout ?? 1e4,
          totalTimeout: options.totalTimeout ?? false,
          fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
          context: options.context ?? {}
        };
        this.#retryLimit = this.#options.retry.limit;
        if (typeof this.#input !== "string" && !(this.#input instanceof URL || this.#input instanceof globalThis.Request)) {
          throw new TypeError("`input` must be a string, URL, or Request");
        }
        if (typeof this.#input === "string") {
          if (this.#options.prefix) {
            const normalizedPrefix = this.#options.prefix.replace(/\/+$/, "");
            const normalizedInput = this.#input.replace(/^\/+/, "");
            this.#input = `${normalizedPrefix}/${normalizedInput}`;
          }
          if (this.#options.baseUrl) {
            const normalizedInput = normalizeInputForProtocolCheck(this.#input);
            if (malformedHttpProtocolPattern.test(normalizedInput)) {
              throw new TypeError("`input` url protocol must be followed by `//` when using `baseUrl`");
            }
            if (!isAbsoluteInput(normalizedInput)) {
              this.#input = new URL(this.#input, new Request(this.#options.baseUrl).url);
            }
          }
        }
        if (supportsAbortController && supportsAbortSignal) {
          this.#userProvidedAbortSignal = this.#options.signal ?? this.#input.signal;
          this.#abortController = new globalThis.AbortController;
          this.#options.signal = this.#createManagedSignal();
        }
        if (supportsRequestStreams) {
          this.#options.duplex = "half";
        }
        if (this.#options.json !== undefined) {
          this.#options.body = this.#options.stringifyJson?.(this.#options.json) ?? JSON.stringify(this.#options.json);
          this.#options.headers.set("content-type", this.#options.headers.get("content-type") ?? "application/json");
        }
        const userProvidedContentType = options.headers && new globalThis.Headers(options.headers).has("content-type");
        if (this.#input instanceof globalThis.Request && (supportsFormData && this.#options.body instanceof globalThis.FormData || this.#options.body instanceof URLSearchParams) && !userProvidedContentType) {
          this.#options.headers.delete("content-type");
        }
        this.request = new globalThis.Request(this.#input, this.#options);
        if (hasSearchParameters(this.#options.searchParams)) {
          const url = new URL(this.request.url);
          const deleted = this.#options.searchParams?.[deletedParametersSymbol];
          if (deleted) {
            for (const key of deleted) {
              url.searchParams.delete(key);
            }
          }
          if (typeof this.#options.searchParams === "string") {
            const stringSearchParameters = this.#options.searchParams.replace(/^\?/, "");
            if (stringSearchParameters !== "") {
              url.search = url.search ? `${url.search}&${stringSearchParameters}` : `?${stringSearchParameters}`;
            }
          } else {
            const optionsSearchParameters = new URLSearchParams(Ky.#normalizeSearchParams(this.#options.searchParams));
            for (const [key, value] of optionsSearchParameters.entries()) {
              url.searchParams.append(key, value);
            }
          }
          if (this.#options.searchParams && typeof this.#options.searchParams === "object" && !Array.isArray(this.#options.searchParams) && !(this.#options.searchParams instanceof URLSearchParams)) {
            for (const [key, value] of Object.entries(this.#options.searchParams)) {
              if (value === undefined) {
                url.searchParams.delete(key);
              }
            }
          }
          this.request = new globalThis.Request(url, this.#options);
        }
        if (this.#options.onUploadProgress && typeof this.#options.onUploadProgress !== "function") {
          throw new TypeError("The `onUploadProgress` option must be a function");
        }
        this.#startTime = typeof this.#options.totalTimeout === "number" ? this.#getCurrentTime() : undefined;
      }
      #calculateDelay(retry) {
        const retryDelay = retry.delay(this.#retryCount + 1);
        let jitteredDelay = retryDelay;
        if (retry.jitter === true) {
          jitteredDelay = Math.random() * retryDelay;
        } else if (typeof retry.jitter === "function") {
          jitteredDelay = retry.jitter(retryDelay);
          if (!Number.isFinite(jitteredDelay) || jitteredDelay < 0) {
            jitteredDelay = retryDelay;
          }
        }
        return Math.min(retry.backoffLimit, jitteredDelay);
      }
      async #calculateRetryDelay(error) {
        const retry = normalizeRetryOptions(this.#options.retry);
        if (this.#retryCount >= Math.min(retry.limit, this.#retryLimit)) {
          throw error;
        }
        const errorObject = error instanceof Error ? error : new NonError(error);
        if (errorObject instanceof ForceRetryError) {
          return errorObject.customDelay ?? this.#calculateDelay(retry);
        }
        if (!retry.methods.includes(this.request.method.toLowerCase())) {
          throw error;
        }
        const {shouldRetry: shouldRetry} = retry;
        if (shouldRetry !== undefined) {
          const result = await this.#raceWithTotalTimeout(async () => shouldRetry({
            error: errorObject,
            retryCount: this.#retryCount + 1
          }));
          if (result === timedOutOperation) {
            throw new TimeoutError.M(this.request);
          }
          if (result === false) {
            throw error;
          }
          if (result === true) {
            return this.#calculateDelay(retry);
          }
        }
        if ((0, type_guards.c8)(error)) {
          if (!retry.retryOnTimeout) {
            throw error;
          }
          return this.#calculateDelay(retry);
        }
        if ((0, type_guards.nr)(error)) {
          if (!retry.statusCodes.includes(error.response.status)) {
            throw error;
          }
          const retryTimingHeader = getRetryTimingHeader(error.response.headers);
          if (retryTimingHeader && retry.afterStatusCodes.includes(error.response.status)) {
            const after = calculateRetryTimingDelay(retryTimingHeader);
            if (after === undefined) {
              return this.#calculateDelay(retry);
            }
            return Math.min(retry.maxRetryAfter, after);
          }
          if (error.response.status === 413) {
            throw error;
          }
          return this.#calculateDelay(retry);
        }
        if (!(0, type_guards.TX)(error)) {
          throw error;
        }
        return this.#calculateDelay(retry);
      }
      #decorateResponse(response) {
        const request = this.#getResponseRequest(response);
        if (this.#options.parseJson) {
          response.json = async () => {
            const text = await response.text();
            return this.#options.parseJson(text, {
              request: request,
              response: response
            });
          };
        }
        return response;
      }
      async #throwProcessedError(error) {
        if (!(error instanceof Error)) {
          throw error;
        }
        if (this.#beforeRetryHookErrors.has(error)) {
          throw error;
        }
        let processedError = error;
        for (const hook of this.#options.hooks.beforeError) {
          const hookResult = await hook({
            request: this.request,
            options: this.#getNormalizedOptions(),
            error: processedError,
            retryCount: this.#retryCount
          });
          if (hookResult instanceof Error) {
            processedError = hookResult;
          }
        }
        throw processedError;
      }
      async #getResponseData(response) {
        const readTimeout = this.#getErrorDataTimeout();
        const text = await this.#readResponseText(response, readTimeout.milliseconds);
        if (text === timedOutResponseData) {
          if (readTimeout.fromTotalTimeout) {
            throw new TimeoutError.M(this.request);
          }
          this.#throwIfTotalTimeoutExhausted();
          return undefined;
        }
        if (!text) {
          return undefined;
        }
        if (!this.#isJsonContentType(response.headers.get("content-type") ?? "")) {
          return text;
        }
        const parseTimeout = this.#getErrorDataTimeout();
        const data = await this.#parseJson(text, response, parseTimeout.milliseconds, this.#getResponseRequest(response));
        if (data === timedOutResponseData) {
          if (parseTimeout.fromTotalTimeout) {
            throw new TimeoutError.M(this.request);
          }
          this.#throwIfTotalTimeoutExhausted();
          return undefined;
        }
        return data;
      }
      #getErrorDataTimeout() {
        const errorDataTimeout = this.#options.timeout === false ? 1e4 : this.#options.timeout;
        const remainingTotal = this.#getRemainingTotalTimeout();
        if (remainingTotal === undefined) {
          return {
            milliseconds: errorDataTimeout,
            fromTotalTimeout: false
          };
        }
        if (remainingTotal <= 0) {
          throw new TimeoutError.M(this.request);
        }
        return {
          milliseconds: Math.min(errorDataTimeout, remainingTotal),
          fromTotalTimeout: remainingTotal <= errorDataTimeout
        };
      }
      #getBodyReadTimeout() {
        const remainingTotal = this.#getRemainingTotalTimeout();
        if (remainingTotal !== undefined) {
          if (remainingTotal <= 0) {
            throw new TimeoutError.M(this.request);
          }
          return this.#options.timeout === false ? remainingTotal : Math.min(this.#options.timeout, remainingTotal);
        }
        return this.#options.timeout === false ? undefined : this.#options.timeout;
      }
      async #raceBodyRead(createBodyPromise, response) {
        let timeoutMs;
        try {
          timeoutMs = this.#getBodyReadTimeout();
        } catch (error) {
          await this.#throwProcessedError(error);
        }
        const bodyPromise = createBodyPromise();
        if (timeoutMs === undefined) {
          return bodyPromise;
        }
        const result = await Promise.race([ bodyPromise, new Promise(resolve => {
          const timeoutId = setTimeout(() => {
            resolve(timedOutResponseData);
          }, timeoutMs);
          void bodyPromise.finally(() => {
            clearTimeout(timeoutId);
          }).catch(() => undefined);
        }) ]);
        if (result === timedOutResponseData) {
          this.#abortController?.abort();
          await this.#throwProcessedError(new TimeoutError.M(this.#getResponseRequest(response)));
        }
        return result;
      }
      async #raceWithTotalTimeout(operation) {
        const remainingTotal = this.#getRemainingTotalTimeout();
        if (remainingTotal === undefined) {
          return operation();
        }
        if (remainingTotal <= 0) {
          this.#abortController?.abort();
          return timedOutOperation;
        }
        let timeoutId;
        try {
          const timeoutPromise = new Promise(resolve => {
            timeoutId = setTimeout(() => {
              resolve(timedOutOperation);
            }, remainingTotal);
          });
          const operationResult = Promise.resolve().then(operation).then(value => ({
            status: "fulfilled",
            value: value
          })).catch(error => ({
            status: "rejected",
            error: error
          }));
          const result = await Promise.race([ operationResult, timeoutPromise ]);
          const remainingAfterOperation = this.#getRemainingTotalTimeout();
          const didTimeOut = result === timedOutOperation || remainingAfterOperation !== undefined && remainingAfterOperation <= 0;
          if (didTimeOut) {
            this.#abortController?.abort();
            if (result === timedOutOperation) {
              void operationResult.then(result => {
                if (result.status === "fulfilled") {
                  this.#cancelReturnedBody(result.value);
                }
              });
            } else if (result.status === "fulfilled") {
              this.#cancelReturnedBody(result.value);
            }
            return timedOutOperation;
          }
          if (result.status === "rejected") {
            throw result.error;
          }
          return result.value;
        } finally {
          clearTimeout(timeoutId);
        }
      }
      #isJsonContentType(contentType) {
        const mimeType = (contentType.split(";", 1)[0] ?? "").trim().toLowerCase();
        return /\/(?:.*[.+-])?json$/.test(mimeType);
      }
      async #readResponseText(response, timeoutMs) {
        const {body: body} = response;
        if (!body) {
          try {
            return await response.text();
          } catch {
            return undefined;
          }
        }
        let reader;
        try {
          reader = body.getReader();
        } catch {
          return undefined;
        }
        const decoder = createTextDecoder(response.headers.get("content-type") ?? "");
        const chunks = [];
        let totalBytes = 0;
        const readAll = (async () => {
          try {
            for (;;) {
              const {done: done, value: value} = await reader.read();
              if (done) {
                break;
              }
              totalBytes += value.byteLength;
              if (totalBytes > maxErrorResponseBodySize) {
                void reader.cancel().catch(() => undefined);
                return undefined;
              }
              chunks.push(decoder.decode(value, {
                stream: true
              }));
            }
          } catch {
            return undefined;
          }
          chunks.push(decoder.decode());
          return chunks.join("");
        })();
        const timeoutPromise = new Promise(resolve => {
          const timeoutId = setTimeout(() => {
            resolve(timedOutResponseData);
          }, timeoutMs);
          void readAll.finally(() => {
            clearTimeout(timeoutId);
          });
        });
        const result = await Promise.race([ readAll, timeoutPromise ]);
        if (result === timedOutResponseData) {
          void reader.cancel().catch(() => undefined);
        }
        return result;
      }
      async #parseJson(text, response, timeoutMs, request) {
        let timeoutId;
        try {
          return await Promise.race([ Promise.resolve().then(() => this.#options.parseJson ? this.#options.parseJson(text, {
            request: request,
            response: response
          }) : JSON.parse(text)), new Promise(resolve => {
            timeoutId = setTimeout(() => {
              resolve(timedOutResponseData);
            }, timeoutMs);
          }) ]);
        } catch {
          return undefined;
        } finally {
          clearTimeout(timeoutId);
        }
      }
      #cancelBody(body) {
        if (!body) {
          return;
        }
        void body.cancel().catch(() => undefined);
      }
      #cancelResponseBody(response) {
        this.#cancelBody(response.body ?? undefined);
      }
      #cancelReturnedBody(value) {
        if (isResponseInstance(value)) {
          this.#cancelResponseBody(value);
        } else if (isRequestInstance(value)) {
          this.#cancelBody(value.body ?? undefined);
        }
      }
      #createManagedSignal() {
        return this.#userProvidedAbortSignal ? AbortSignal.any([ this.#userProvidedAbortSignal, this.#abortController.signal ]) : this.#abortController.signal;
      }
      #throwIfTotalTimeoutExhausted() {
        const remaining = this.#getRemainingTotalTimeout();
        if (remaining !== undefined && remaining <= 0) {
          throw new TimeoutError.M(this.request);
        }
      }
      async #runBeforeRequestHooks() {
        for (const hook of this.#options.hooks.beforeRequest) {
          const result = await this.#raceWithTotalTimeout(async () => hook({
            request: this.request,
            options: this.#getNormalizedOptions(),
            retryCount: 0
          }));
          if (result === timedOutOperation) {
            throw new TimeoutError.M(this.request);
          }
          if (isRequestInstance(result)) {
            this.#assignRequest(result);
          } else if (isResponseInstance(result)) {
            return result;
          }
        }
        return undefined;
      }
      async #runAfterResponseHooks(response) {
        const responseRequest = this.#getResponseRequest(response);
        for (const hook of this.#options.hooks.afterResponse) {
          const hookResponse = this.#setResponseRequest(response.clone(), responseRequest);
          this.#decorateResponse(hookResponse);
          let modifiedResponse;
          try {
            modifiedResponse = await this.#raceWithTotalTimeout(async () => hook({
              request: this.request,
              options: this.#getNormalizedOptions(),
              response: hookResponse,
              retryCount: this.#retryCount
            }));
            if (modifiedResponse === timedOutOperation) {
              throw new TimeoutError.M(this.request);
            }
          } catch (error) {
            if (hookResponse !== response) {
              this.#cancelResponseBody(hookResponse);
            }
            this.#cancelResponseBody(response);
            throw error;
          }
          if (modifiedResponse instanceof RetryMarker) {
            if (hookResponse !== response) {
              this.#cancelResponseBody(hookResponse);
            }
            this.#cancelResponseBody(response);
            throw new ForceRetryError(modifiedResponse.options);
          }
          const nextResponse = isResponseInstance(modifiedResponse) ? this.#setResponseRequest(modifiedResponse, responseRequest) : response;
          if (hookResponse !== response && hookResponse !== nextResponse && hookResponse.body !== nextResponse.body) {
            this.#cancelResponseBody(hookResponse);
          }
          if (response !== nextResponse && response.body !== nextResponse.body) {
            this.#cancelResponseBody(response);
          }
          response = nextResponse;
        }
        return response;
      }
      async #retry(function_) {
        try {
          return await function_();
        } catch (error) {
          return this.#retryFromError(error, function_);
        }
      }
      async #retryFromError(error, function_) {
        this.#returnedResponseFromBeforeRetryHook = false;
        const retryDelay = Math.min(await this.#calculateRetryDelay(error), maxSafeTimeout);
        const delayOptions = {
          signal: this.#userProvidedAbortSignal
        };
        const remainingTimeout = this.#getRemainingTotalTimeout();
        if (remainingTimeout !== undefined) {
          if (remainingTimeout <= 0) {
            throw new TimeoutError.M(this.request);
          }
          if (retryDelay >= remainingTimeout) {
            await delay(remainingTimeout, delayOptions);
            throw new TimeoutError.M(this.request);
          }
        }
        await delay(retryDelay, delayOptions);
        this.#throwIfTotalTimeoutExhausted();
        if (error instanceof ForceRetryError && error.customRequest) {
          const customRequest = new globalThis.Request(error.customRequest, this.#options.signal ? {
            signal: this.#options.signal
          } : undefined);
          this.#assignRequest(customRequest);
        }
        for (const hook of this.#options.hooks.beforeRetry) {
          let hookResult;
          try {
            hookResult = await this.#raceWithTotalTimeout(async () => hook({
              request: this.request,
              options: this.#getNormalizedOptions(),
              error: error,
              retryCount: this.#retryCount + 1
            }));
          } catch (hookError) {
            if (hookError instanceof Error && hookError !== error) {
              this.#beforeRetryHookErrors.add(hookError);
            }
            throw hookError;
          }
          if (hookResult === timedOutOperation) {
            throw new TimeoutError.M(this.request);
          }
          if (isRequestInstance(hookResult)) {
            this.#assignRequest(hookResult);
            break;
          }
          if (isResponseInstance(hookResult)) {
            this.#returnedResponseFromBeforeRetryHook = true;
            this.#retryCount++;
            return hookResult;
          }
          if (hookResult === stop) {
            return;
          }
        }
        this.#throwIfTotalTimeoutExhausted();
        this.#retryCount++;
        return this.#retry(function_);
      }
      #consumeReturnedResponseFromBeforeRetryHook() {
        const value = this.#returnedResponseFromBeforeRetryHook;
        this.#returnedResponseFromBeforeRetryHook = false;
        return value;
      }
      async #fetch() {
        if (this.#abortController?.signal.aborted) {
          this.#abortController = new globalThis.AbortController;
          this.#options.signal = this.#createManagedSignal();
          this.request = new globalThis.Request(this.request, {
            signal: this.#options.signal
          });
        }
        const nonRequestOptions = findUnknownOptions(this.#options);
        this.#retryLimit = normalizeRetryOptions(this.#options.retry).limit;
        const retryRequest = this.#retryLimit > 0 ? this.request.clone() : undefined;
        const request = this.#wrapRequestWithUploadProgress(this.request, this.#options.body ?? undefined);
        this.#originalRequest = request;
        if (retryRequest) {
          this.request = retryRequest;
        }
        try {
          const remainingTotal = this.#getRemainingTotalTimeout();
          if (remainingTotal !== undefined && remainingTotal <= 0) {
            throw new TimeoutError.M(this.request);
          }
          const effectiveTimeout = this.#options.timeout === false ? remainingTotal : remainingTotal === undefined ? this.#options.timeout : Math.min(this.#options.timeout, remainingTotal);
          const response = effectiveTimeout === undefined ? await this.#options.fetch(request, nonRequestOptions) : await timeout(request, nonRequestOptions, this.#abortController, {
            timeout: effectiveTimeout,
            fetch: this.#options.fetch
          });
          return this.#setResponseRequest(response, request);
        } catch (error) {
          if (isRawNetworkError(error)) {
            throw new NetworkError.D(this.request, {
              cause: error
            });
          }
          throw error;
        }
      }
      #getRemainingTotalTimeout() {
        if (this.#startTime === undefined) {
          return undefined;
        }
        const elapsed = this.#getCurrentTime() - this.#startTime;
        return Math.max(0, this.#options.totalTimeout - elapsed);
      }
      #getCurrentTime() {
        return globalThis.performance?.now() ?? Date.now();
      }
      #getNormalizedOptions() {
        if (!this.#cachedNormalizedOptions) {
          const {hooks: hooks, json: json, parseJson: parseJson, stringifyJson: stringifyJson, searchParams: searchParams, timeout: timeout, totalTimeout: totalTimeout, throwHttpErrors: throwHttpErrors, fetch: fetch, ...normalizedOptions} = this.#options;
          this.#cachedNormalizedOptions = Object.freeze(normalizedOptions);
        }
        return this.#cachedNormalizedOptions;
      }
      #assignRequest(request) {
        this.#cachedNormalizedOptions = undefined;
        this.request = request;
      }
      #getResponseRequest(response) {
        return this.#responseRequests.get(response) ?? this.request;
      }
      #setResponseRequest(response, request) {
        this.#responseRequests.set(response, request);
        return response;
      }
      #wrapRequestWithUploadProgress(request, originalBody) {
        if (!this.#options.onUploadProgress || !request.body || !supportsRequestStreams) {
          return request;
        }
        return streamRequest(request, this.#options.onUploadProgress, originalBody ?? this.#options.body ?? undefined);
      }
    }
    const createInstance = defaults => {
      const ky = (input, options) => Ky.create(input, validateAndMerge(defaults, options));
      for (const method of requestMethods) {
        ky[method] = (input, options) => Ky.create(input, validateAndMerge(defaults, options, {
          method: method
        }));
      }
      ky.create = newDefaults => createInstance(validateAndMerge(newDefaults));
      ky.extend = newDefaults => {
        if (typeof newDefaults === "function") {
          newDefaults = newDefaults(defaults ?? {});
        }
        return createInstance(validateAndMerge(defaults, newDefaults));
      };
      ky.stop = stop;
      ky.retry = retry;
      return ky;
    };
    const ky = createInstance();
    const distribution = ky;
    var redact = __nccwpck_require__(61302);
    var retry_policy = __nccwpck_require__(90855);
    var sentence = __nccwpck_require__(67870);
    const MAX_QUOTED_CHARS = 200;
    const ALLOWLIST_HINT = /\b(ip|ips|ip address(es)?|allow-?list(ed)?|allow list|whitelist(ed)?|not allowed from)\b/i;
    function said(apiMessage) {
      const text = (apiMessage ?? "").replace(/\s+/g, " ").trim();
      if (text === "") return "";
      const chars = Array.from(text);
      const cut = chars.length > MAX_QUOTED_CHARS ? `${chars.slice(0, MAX_QUOTED_CHARS - 1).join("")}\u2026` : text;
      return ` Mintlify said: "${cut.replace(/"/g, "'")}".`;
    }
    function isAllowlistRefusal(apiMessage) {
      return ALLOWLIST_HINT.test(apiMessage ?? "");
    }
    function describeKeyRejection(endpoint, status, apiMessage, projectId) {
      const lead = `${endpoint} failed with HTTP ${status}:`;
      if (status === 401) {
        return `${lead} the API key is invalid or has expired (new Mintlify admin API keys expire after 90 days by default).${said(apiMessage)} Create a new admin API key for the organization that owns project ${projectId} in the Mintlify dashboard and update the secret passed as api-key.`;
      }
      if (isAllowlistRefusal(apiMessage)) {
        return `${lead} the API key's IP allowlist does not include this runner's address.${said(apiMessage)} Add the runner's outbound addresses to the key's allowlist in the Mintlify dashboard, or run the workflow on a runner with a fixed address that the allowlist includes.`;
      }
      if (endpoint.startsWith("POST ")) {
        return `${lead} the API key may lack the write scope, which starting and steering agent jobs needs.${said(apiMessage)} Use an admin API key with the write scope for the workflow that runs follow-up (or the triage with agent-findings); if the key has an IP allowlist, check that it includes this runner's address.`;
      }
      return `${lead} the API key was refused for reading project ${projectId}: it may lack the read scope, or its IP allowlist may not include this runner's address.${said(apiMessage)} Check the key's scopes and allowlist in the Mintlify dashboard.`;
    }
    var net_proxy = __nccwpck_require__(51987);
    const CREATE_ENDPOINT = "POST /v2/agent/{projectId}/job";
    const JOB_ENDPOINT = "GET /v2/agent/{projectId}/job/{id}";
    const MESSAGE_ENDPOINT = "POST /v2/agent/{projectId}/job/{id}/message";
    class MintlifyClient {
      #options;
      #http;
      #retry;
      #log;
      constructor(options) {
        this.#options = options;
        this.#retry = options.retry ?? retry_policy.vI;
        const log = options.log ?? (() => undefined);
        this.#log = line => log((0, redact.f)(line, [ options.apiKey ]));
        this.#http = distribution.create({
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            accept: "application/json",
            "user-agent": options.userAgent ?? "mintlify-action"
          },
          timeout: options.requestTimeoutMs,
          fetch: net_proxy.Fm
        });
      }
      #url(path) {
        return `${this.#options.apiUrl}${path}`;
      }
      #callOptions(method, path, call, state, maxRetries) {
        const settings = maxRetries === undefined ? this.#retry : {
          ...this.#retry,
          limit: Math.max(0, Math.min(maxRetries, this.#retry.limit))
        };
        const onDecision = (decision, error, retryCount) => {
          if (decision.retry) {
            if (decision.basis === "Retry-After") call.onRetryAfter?.(decision.waitMs);
            this.#log(`${method.toUpperCase()} ${path} failed (${(0, retry_policy.rx)(error)}); retry ${retryCount} of ${settings.limit} ${(0, 
            retry_policy.Lm)(decision)}`);
          } else if (decision.refusal) {
            state.refusal = {
              detail: decision.refusal,
              retryCount: retryCount
            };
          }
        };
        const onRetry = call.onRetry;
        return {
          signal: call.signal,
          retry: (0, retry_policy.jr)(method, {
            idempotent: method === "get",
            settings: settings,
            deadline: call.deadline
          }, onDecision),
          hooks: {
            beforeRetry: onRetry ? [ ({retryCount: retryCount}) => onRetry(retryCount) ] : []
          }
        };
      }
      async getJob(jobId, call = {}) {
        const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}`;
        return this.#request(JOB_ENDPOINT, mintlify_schemas.ij, {
          jobId: jobId
        }, state => this.#http.get(this.#url(path), this.#callOptions("get", path, call, state)));
      }
      async createJob(prompt, call = {}) {
        const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job`;
        const ifUnsure = ` The agent job may or may not have been created in project ${this.#options.projectId}: check the project's agent jobs before creating it again.`;
        return this.#request(CREATE_ENDPOINT, mintlify_schemas.ij, {
          ifUnsure: ifUnsure
        }, state => this.#http.post(this.#url(path), {
          json: {
            prompt: prompt
          },
          ...this.#callOptions("post", path, call, state)
        }));
      }
      async sendMessage(jobId, prompt, call = {}) {
        const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}/message`;
        const ifUnsure = ` The instruction may or may not have been delivered to agent job ${jobId}: check the job before sending it again.`;
        return this.#request(MESSAGE_ENDPOINT, mintlify_schemas.ij, {
          jobId: jobId,
          ifUnsure: ifUnsure
        }, state => this.#http.post(this.#url(path), {
          json: {
            prompt: prompt
          },
          ...this.#callOptions("post", path, call, state)
        }));
      }
      async getAnalytics(suffix, query, schema, call = {}) {
        const path = `/v1/analytics/${encodeURIComponent(this.#options.projectId)}/${suffix}?${query.toString()}`;
        const offset = query.get("offset");
        return this.#request(`GET /v1/analytics/{projectId}/${suffix}`, schema, offset === null ? {} : {
          offset: Number(offset)
        }, state => this.#http.get(this.#url(path), this.#callOptions("get", path, call, state, call.maxRetries)));
      }
      async #request(endpoint, schema, context, send) {
        const where = context.offset !== undefined ? ` at offset ${context.offset}` : "";
        const state = {};
        let response;
        try {
          response = await send(state);
        } catch (error) {
          throw this.#failure(endpoint, where, context, state, error);
        }
        let text;
        try {
          text = await this.#readBody(response);
        } catch (error) {
          throw new errors.Vo(`${endpoint} answered HTTP ${response.status}${where} but its body did not arrive within ${this.#options.requestTimeoutMs / 1e3} s (request-timeout)`, {
            endpoint: endpoint,
            status: response.status,
            cause: error
          });
        }
        let body;
        try {
          body = JSON.parse(text);
        } catch (error) {
          throw new errors.Vo(`${endpoint} returned a body that is not valid JSON (HTTP ${response.status})${where}`, {
            endpoint: endpoint,
            status: response.status,
            cause: error
          });
        }
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
          throw new errors.Vo(`${endpoint} returned an unexpected response (HTTP ${response.status})${where}: ${(0, 
          mintlify_schemas.wF)(parsed.error)}`, {
            endpoint: endpoint,
            status: response.status
          });
        }
        return parsed.data;
      }
      async #readBody(response) {
        const ms = this.#options.requestTimeoutMs;
        let timer;
        const timeout = new Promise((_, reject) => {
          timer = setTimeout(() => {
            response.body?.cancel().catch(() => undefined);
            reject(new Error(`no body within ${ms} ms`));
          }, ms);
        });
        try {
          return await Promise.race([ response.text(), timeout ]);
        } finally {
          clearTimeout(timer);
        }
      }
      #failure(endpoint, where, context, state, error) {
        const {projectId: projectId, apiKey: apiKey, apiUrl: apiUrl, requestTimeoutMs: requestTimeoutMs} = this.#options;
        const maybeDelivered = context.ifUnsure ?? "";
        const httpStatus = (0, type_guards.nr)(error) ? error.response.status : undefined;
        const refused = state.refusal ? ` ${describeRefusal(state.refusal.detail, state.refusal.retryCount, httpStatus)}` : "";
        if ((0, type_guards.nr)(error)) {
          const status = error.response.status;
          const parsed = mintlify_schemas.sz.safeParse(error.data);
          const apiMessage = (0, redact.F)(parsed.success ? [ parsed.data.error, ...(parsed.data.details ?? []).map(d => d.message) ].join("; ") : typeof error.data === "string" ? error.data : "", MAX_API_MESSAGE_CHARS, [ apiKey ]);
          let message;
          if (status === 401 || status === 403) {
            message = describeKeyRejection(endpoint, status, apiMessage || undefined, projectId);
          } else if (status === 404 && context.jobId !== undefined) {
            message = `${endpoint} failed with HTTP 404: no agent job ${context.jobId} in project ${projectId}.`;
          } else if (status === 404) {
            message = `${endpoint} failed with HTTP 404: no project ${projectId}${apiMessage ? ` (${(0, 
            sentence.s)(apiMessage)})` : ""}.`;
          } else {
            message = `${endpoint} failed with HTTP ${status}${where}${apiMessage ? `: ${(0, 
            sentence.s)(apiMessage)}` : ""}.`;
            if (refused) message += refused; else if (status === 429) message += " Rate limit still exceeded after retries; try again later.";
            if (status >= 500) message += maybeDelivered;
          }
          return new errors.Vo(message, {
            endpoint: endpoint,
            status: status,
            apiMessage: apiMessage || undefined,
            cause: error
          });
        }
        if ((0, type_guards.c8)(error)) {
          return new errors.Vo(`${endpoint} got no response within ${requestTimeoutMs / 1e3} s${where}.${refused}${maybeDelivered}`, {
            endpoint: endpoint,
            cause: error
          });
        }
        if ((0, type_guards.TX)(error)) {
          const proxy = (0, net_proxy.EU)(apiUrl);
          const refusedByProxy = proxy ? (0, net_proxy.vd)(error) : undefined;
          const code = (0, retry_policy.vq)(error) ?? refusedByProxy ?? "network error";
          const delivered = code === "ECONNREFUSED" || refusedByProxy !== undefined ? "" : maybeDelivered;
          const check = proxy ? ` Check the proxy (HTTPS_PROXY/HTTP_PROXY, or NO_PROXY to bypass it for ${hostOf(apiUrl)}).` : "";
          return new errors.Vo(`${endpoint} could not reach ${apiUrl}${proxy} (${code})${where}.${check}${refused}${delivered}`, {
            endpoint: endpoint,
            cause: error
          });
        }
        return error;
      }
    }
    function hostOf(url) {
      try {
        return new URL(url).host;
      } catch {
        return url;
      }
    }
    const MAX_API_MESSAGE_CHARS = 300;
    function describeRefusal(refusal, retryCount, status) {
      const rateLimited = status === 429;
      const wait = refusal.basis === "Retry-After" ? `Retry-After ${(0, retry_policy.YA)(refusal.waitMs)} s` : `Waiting ${(0, 
      retry_policy.YA)(refusal.waitMs)} s before retry ${retryCount}`;
      const lead = rateLimited ? `Rate limited: ${wait}` : wait;
      if (refusal.reason === "max-retry-after") {
        return `${lead} is longer than the longest wait allowed (${(0, retry_policy.YA)(refusal.maxMs)} s), so the action did not wait; try again later.`;
      }
      return `${lead} would exceed the run's timeout (${(0, retry_policy.YA)(refusal.remainingMs)} s left), so the action did not wait${rateLimited ? "; try again later" : ""}.`;
    }
    var log_text = __nccwpck_require__(75409);
    var runner_context = __nccwpck_require__(72579);
    const AGENT_FOLLOW_UP_EVENTS = [ "issue_comment", "pull_request_review", "pull_request_review_comment", "issues" ];
    const AGENT_RECONCILE_EVENTS = [ "pull_request_target", "schedule", "workflow_dispatch" ];
    const SUB_ACTIONS = {
      agent: {
        title: "Mintlify Docs Agent",
        description: "Steer a Mintlify agent job from `/mintlify` comments, reviews and dashboard ticks (follow-up), and report the ends of the jobs still running on the agent\u2019s pull request events, a schedule or a manual run (reconcile). The event picks the mode.",
        modes: [ "follow-up", "reconcile" ],
        leaveOut: [ "mode", "prompt", "job-id" ],
        post: true
      },
      analytics: {
        title: "Mintlify Docs Analytics",
        description: "Export every Mintlify analytics dataset to JSON/CSV files, a workflow artifact and a job summary, with docs-health findings, finding issues and the dashboard issue (the root action\u2019s `mode: analytics`).",
        modes: [ "analytics" ],
        leaveOut: [ "mode" ],
        post: false
      }
    };
    function subActionOf(entryPath) {
      const file = /([^/\\]+)\.js$/.exec(entryPath ?? "")?.[1];
      return file === "agent" || file === "analytics" ? file : undefined;
    }
    function subActionMode(sub, eventName) {
      if (sub === "analytics") return "analytics";
      if (AGENT_FOLLOW_UP_EVENTS.includes(eventName)) return "follow-up";
      if (AGENT_RECONCILE_EVENTS.includes(eventName)) return "reconcile";
      throw new errors.dz(`The agent action runs on ${AGENT_FOLLOW_UP_EVENTS.join(", ")} (follow-up) and ${AGENT_RECONCILE_EVENTS.join(", ")} (reconcile), not on ${eventName || "an unnamed event"}: call it from those events, or use the root action with mode:`);
    }
    const CANCEL_GRACE_MS = 4500;
    function cancellationSignal() {
      const controller = new AbortController;
      const onSignal = name => {
        if (controller.signal.aborted) return;
        core.warning(`Received ${name}: stopping.`);
        controller.abort(new Error(`Cancelled by ${name}`));
        setTimeout(() => process.exit(1), CANCEL_GRACE_MS).unref();
      };
      process.on("SIGINT", onSignal);
      process.on("SIGTERM", onSignal);
      return controller.signal;
    }
    async function runMainStep(env, entryPath) {
      const secrets = [];
      try {
        const raw = readRawInputs();
        for (const secret of [ raw["api-key"], raw["github-token"], ...(0, net_proxy.Wm)(env) ]) {
          if (secret) {
            core.setSecret(secret);
            secrets.push(secret);
          }
        }
        (0, clock.L)(env);
        const runner = (0, runner_context.g)(env);
        const sub = subActionOf(entryPath);
        if (sub !== undefined) raw.mode = subActionMode(sub, runner.eventName);
        const inputs = parseInputs(raw, {
          tempDir: runner.tempDir,
          now: (0, clock.t)()
        });
        const signal = cancellationSignal();
        const mintlify = new MintlifyClient({
          apiUrl: inputs.apiUrl,
          apiKey: inputs.apiKey,
          projectId: inputs.projectId,
          requestTimeoutMs: inputs.requestTimeoutMs,
          log: line => core.info((0, log_text.k)(line)),
          userAgent: "mintlify-action/1"
        });
        if (inputs.mode === "follow-up") {
          const {runFollowUpStep: runFollowUpStep} = await Promise.all([ __nccwpck_require__.e(16), __nccwpck_require__.e(390), __nccwpck_require__.e(576), __nccwpck_require__.e(393), __nccwpck_require__.e(45) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 12045));
          await runFollowUpStep(inputs, mintlify, runner, signal);
        } else if (inputs.mode === "reconcile") {
          const {runReconcileStep: runReconcileStep} = await Promise.all([ __nccwpck_require__.e(119), __nccwpck_require__.e(913), __nccwpck_require__.e(16), __nccwpck_require__.e(390), __nccwpck_require__.e(576), __nccwpck_require__.e(10) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 84010));
          await runReconcileStep(inputs, mintlify, runner, signal);
        } else if (inputs.mode === "doctor") {
          const {runDoctorStep: runDoctorStep} = await Promise.all([ __nccwpck_require__.e(119), __nccwpck_require__.e(913), __nccwpck_require__.e(16), __nccwpck_require__.e(390), __nccwpck_require__.e(712) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 30712));
          await runDoctorStep(inputs, mintlify, runner);
        } else if (inputs.mode === "analytics") {
          const {runAnalyticsStep: runAnalyticsStep} = await Promise.all([ __nccwpck_require__.e(16), __nccwpck_require__.e(325), __nccwpck_require__.e(950) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 63950));
          await runAnalyticsStep(inputs, mintlify, runner, signal);
        } else {
          const {runPageViewsStep: runPageViewsStep} = await Promise.all([ __nccwpck_require__.e(325), __nccwpck_require__.e(574) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 884));
          await runPageViewsStep(inputs, mintlify, runner, signal);
        }
      } catch (error) {
        core.setFailed((0, errors.E$)((0, errors.gJ)(error), secrets));
      }
    }
    async function run(env = process.env, entryPath = process.argv[1]) {
      if (core.getState("isPost") === "true") {
        const {runPost: runPost} = await Promise.all([ __nccwpck_require__.e(119), __nccwpck_require__.e(913), __nccwpck_require__.e(16), __nccwpck_require__.e(390), __nccwpck_require__.e(393), __nccwpck_require__.e(618) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 86661));
        await runPost(env);
        return;
      }
      core.saveState("isPost", "true");
      await runMainStep(env, entryPath);
    }
  },
  46293: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      LJ: () => ANALYTICS_DATASETS,
      NA: () => analyticsParams,
      yP: () => ANALYTICS_ENDPOINTS,
      zY: () => endpointName
    });
    const ANALYTICS_DATASETS = [ "views", "visitors", "searches", "feedback", "feedback-by-page", "assistant", "assistant-callers" ];
    const ANALYTICS_ENDPOINTS = {
      views: {
        suffix: "views",
        paging: "offset",
        maxLimit: 250
      },
      visitors: {
        suffix: "visitors",
        paging: "offset",
        maxLimit: 250
      },
      searches: {
        suffix: "searches",
        paging: "cursor",
        maxLimit: 100
      },
      feedback: {
        suffix: "feedback",
        paging: "cursor",
        maxLimit: 100
      },
      "feedback-by-page": {
        suffix: "feedback/by-page",
        paging: "single",
        maxLimit: 100
      },
      assistant: {
        suffix: "assistant",
        paging: "cursor",
        maxLimit: 1e3
      },
      "assistant-callers": {
        suffix: "assistant/caller-stats",
        paging: "single",
        maxLimit: undefined
      }
    };
    function endpointName(dataset) {
      return `GET /v1/analytics/{projectId}/${ANALYTICS_ENDPOINTS[dataset].suffix}`;
    }
    function analyticsParams(query) {
      const params = new URLSearchParams;
      if (query.dateFrom) params.set("dateFrom", query.dateFrom);
      if (query.dateTo) params.set("dateTo", query.dateTo);
      if (query.limit !== undefined) params.set("limit", String(query.limit));
      if (query.offset !== undefined) params.set("offset", String(query.offset));
      if (query.cursor !== undefined) params.set("cursor", query.cursor);
      return params;
    }
  },
  90855: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      Lm: () => describeRetryWait,
      PS: () => isRetryableStatus,
      Xg: () => isConnectionRefused,
      YA: () => seconds,
      jr: () => kyRetryOptions,
      rx: () => describeRetryCause,
      vI: () => DEFAULT_RETRY,
      vq: () => _errors_js__WEBPACK_IMPORTED_MODULE_0__.vq
    });
    var ky__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83201);
    var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
    const DEFAULT_RETRY = {
      limit: 8,
      baseDelayMs: 1e3,
      maxDelayMs: 6e4,
      maxRetryAfterMs: 36e5
    };
    const RETRY_STATUSES = [ 408, 429, 500, 502, 503, 504 ];
    const RETRY_AFTER_STATUSES = [ 429, 503 ];
    function parseRetryAfter(value, now) {
      if (value === null || value === undefined || value.trim() === "") return undefined;
      const trimmed = value.trim();
      if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
      const at = Date.parse(trimmed);
      if (Number.isNaN(at)) return undefined;
      return Math.max(0, at - now);
    }
    function isConnectionRefused(error) {
      return (0, ky__WEBPACK_IMPORTED_MODULE_1__.TX)(error) && (0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.vq)(error) === "ECONNREFUSED";
    }
    function isRetryableStatus(status, idempotent) {
      return (idempotent ? RETRY_STATUSES : [ 429 ]).includes(status);
    }
    function isRetryable(error, idempotent) {
      if ((0, ky__WEBPACK_IMPORTED_MODULE_1__.nr)(error)) return isRetryableStatus(error.response.status, idempotent);
      if ((0, ky__WEBPACK_IMPORTED_MODULE_1__.c8)(error)) return idempotent;
      if ((0, ky__WEBPACK_IMPORTED_MODULE_1__.TX)(error)) return idempotent || isConnectionRefused(error);
      return false;
    }
    function plannedWait(error, retryCount, context) {
      const {settings: settings, now: now} = context;
      if ((0, ky__WEBPACK_IMPORTED_MODULE_1__.nr)(error) && RETRY_AFTER_STATUSES.includes(error.response.status)) {
        const waitMs = parseRetryAfter(error.response.headers.get("retry-after"), now);
        if (waitMs !== undefined) return {
          waitMs: waitMs,
          basis: "Retry-After",
          boundMs: waitMs
        };
      }
      const boundMs = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retryCount - 1));
      return {
        waitMs: Math.round((context.random ?? Math.random)() * boundMs),
        basis: "backoff",
        boundMs: boundMs
      };
    }
    function decideRetry(error, retryCount, context) {
      if (!isRetryable(error, context.idempotent)) return {
        retry: false
      };
      const wait = plannedWait(error, retryCount, context);
      if (wait.basis === "Retry-After" && wait.waitMs > context.settings.maxRetryAfterMs) {
        return {
          retry: false,
          refusal: {
            ...wait,
            reason: "max-retry-after",
            maxMs: context.settings.maxRetryAfterMs
          }
        };
      }
      if (context.deadline !== undefined && context.now + wait.waitMs > context.deadline) {
        return {
          retry: false,
          refusal: {
            ...wait,
            reason: "deadline",
            remainingMs: Math.max(0, context.deadline - context.now)
          }
        };
      }
      return {
        retry: true,
        ...wait
      };
    }
    function kyRetryOptions(method, context, onDecision) {
      let nextWaitMs = 0;
      return {
        limit: context.settings.limit,
        methods: [ method ],
        jitter: false,
        backoffLimit: Number.POSITIVE_INFINITY,
        delay: () => nextWaitMs,
        shouldRetry: ({error: error, retryCount: retryCount}) => {
          const decision = decideRetry(error, retryCount, {
            ...context,
            now: (context.now ?? Date.now)()
          });
          onDecision(decision, error, retryCount);
          if (!decision.retry) return false;
          nextWaitMs = decision.waitMs;
          return true;
        }
      };
    }
    function describeRetryCause(error) {
      if ((0, ky__WEBPACK_IMPORTED_MODULE_1__.nr)(error)) {
        const retryAfter = error.response.headers.get("retry-after");
        return `HTTP ${error.response.status}${retryAfter ? `, Retry-After ${retryAfter}${/^\d+$/.test(retryAfter.trim()) ? " s" : ""}` : ""}`;
      }
      if ((0, ky__WEBPACK_IMPORTED_MODULE_1__.c8)(error)) return "no response before the request timeout";
      return `network error ${(0, _errors_js__WEBPACK_IMPORTED_MODULE_0__.vq)(error) ?? error.message}`;
    }
    function describeRetryWait(wait) {
      if (wait.basis === "Retry-After") return `after ${seconds(wait.waitMs)} s (Retry-After)`;
      return `after a random wait of up to ${seconds(wait.boundMs)} s (backoff)`;
    }
    function seconds(ms) {
      return ms >= 1e4 ? Math.ceil(ms / 1e3) : Number((ms / 1e3).toPrecision(2));
    }
  },
  4206: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      BE: () => JOB_ID_PATTERN,
      Ys: () => FINAL_STATUSES,
      ij: () => AgentJobSchema,
      sz: () => ApiErrorSchema,
      wF: () => describeIssues
    });
    var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9691);
    var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(59044);
    const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
    const AGENT_JOB_STATUSES = [ "active", "completed", "archived", "failed" ];
    const FINAL_STATUSES = [ "completed", "archived", "failed" ];
    const DisplayText = zod__WEBPACK_IMPORTED_MODULE_1__.YjP().nullish().catch(undefined);
    const MAX_DISPLAY_FIELD_CHARS = 300;
    const BoundedDisplayText = DisplayText.transform(value => {
      if (typeof value !== "string" || value.length <= MAX_DISPLAY_FIELD_CHARS) return value;
      const cut = value.slice(0, MAX_DISPLAY_FIELD_CHARS - 1);
      return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}\u2026`;
    });
    function checkPrLink(prLink) {
      if (prLink === undefined || prLink === null) return {
        prLink: prLink
      };
      const href = (0, _format_escape_js__WEBPACK_IMPORTED_MODULE_0__.vH)(prLink);
      return href === undefined ? {
        prLink: null,
        ignoredPrLink: prLink
      } : {
        prLink: href
      };
    }
    const AgentJobSchema = zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      id: zod__WEBPACK_IMPORTED_MODULE_1__.YjP().regex(JOB_ID_PATTERN, "must be an agent job ID: 1-128 of A-Z a-z 0-9 _ . : -, starting with a letter or digit"),
      status: zod__WEBPACK_IMPORTED_MODULE_1__.k5n(AGENT_JOB_STATUSES),
      source: zod__WEBPACK_IMPORTED_MODULE_1__._H3({
        repository: BoundedDisplayText,
        ref: BoundedDisplayText
      }).nullish().catch(undefined),
      model: BoundedDisplayText,
      prLink: DisplayText,
      createdAt: DisplayText,
      archivedAt: DisplayText
    }).transform(({prLink: prLink, ...job}) => ({
      ...job,
      ...checkPrLink(prLink)
    }));
    const ApiErrorSchema = zod__WEBPACK_IMPORTED_MODULE_1__._H3({
      error: zod__WEBPACK_IMPORTED_MODULE_1__.YjP(),
      details: zod__WEBPACK_IMPORTED_MODULE_1__.YOg(zod__WEBPACK_IMPORTED_MODULE_1__._H3({
        message: zod__WEBPACK_IMPORTED_MODULE_1__.YjP()
      })).optional()
    });
    function describeIssues(error) {
      return error.issues.slice(0, 3).map(issue => {
        const field = issue.path.reduce((acc, key) => typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key), "");
        return `${field || "(body)"}: ${issue.message}`;
      }).join("; ");
    }
  },
  51987: (__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      EU: () => throughProxy,
      Ec: () => withEnvironment,
      Fm: () => proxyAwareFetch,
      Wm: () => proxySecrets,
      lX: () => storageProxyOverrides,
      vd: () => proxyRefusal
    });
    var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(19783);
    var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83916);
    const PROXY_VARIABLES = [ "https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY" ];
    function proxyFor(url) {
      const proxy = (0, _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__.s)(new URL(url));
      if (proxy !== undefined && proxy.protocol !== "http:" && proxy.protocol !== "https:") return new URL(`http://${proxy.href}`);
      return proxy;
    }
    function redactProxyUrl(proxy) {
      const credentials = proxy.username !== "" || proxy.password !== "" ? "***@" : "";
      return `${proxy.protocol}//${credentials}${proxy.host}`;
    }
    function proxySecrets(env) {
      const secrets = new Set;
      for (const name of PROXY_VARIABLES) {
        const value = env[name];
        if (!value) continue;
        let parsed;
        try {
          parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
        } catch {
          continue;
        }
        if (parsed.username === "" && parsed.password === "") continue;
        secrets.add(value.trim());
        for (const raw of [ parsed.password, parsed.username && parsed.password ? `${parsed.username}:${parsed.password}` : "" ]) {
          if (raw === "") continue;
          secrets.add(raw);
          try {
            secrets.add(decodeURIComponent(raw));
          } catch {}
        }
        if (parsed.password === "" && parsed.username !== "") secrets.add(parsed.username);
      }
      return [ ...secrets ];
    }
    const dispatchers = new Map;
    async function proxyDispatcher(url) {
      const {HttpClient: HttpClient} = await Promise.all([ __nccwpck_require__.e(119), __nccwpck_require__.e(779) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 22779));
      return new HttpClient("mintlify-action").getAgentDispatcher(url);
    }
    const proxyAwareFetch = async (input, init) => {
      const url = input instanceof Request ? input.url : input instanceof URL ? input.href : String(input);
      const proxy = proxyFor(url);
      if (proxy === undefined) return fetch(input, init);
      let dispatcher = dispatchers.get(proxy.href);
      if (dispatcher === undefined) {
        dispatcher = proxyDispatcher(url);
        dispatchers.set(proxy.href, dispatcher);
        dispatcher.catch(() => dispatchers.delete(proxy.href));
      }
      return fetch(input, {
        ...init,
        dispatcher: await dispatcher
      });
    };
    function throughProxy(url) {
      try {
        const proxy = proxyFor(url);
        return proxy === undefined ? "" : ` through the proxy ${redactProxyUrl(proxy)}`;
      } catch {
        return "";
      }
    }
    function proxyRefusal(error) {
      return (0, _errors_js__WEBPACK_IMPORTED_MODULE_1__.$5)(error, e => {
        const m = /Proxy response \((\d{3})\)/.exec(e.message);
        return m ? `the proxy answered HTTP ${m[1]}` : undefined;
      });
    }
    const STORAGE_PROXY_VARIABLES = [ ...PROXY_VARIABLES, "ALL_PROXY", "all_proxy" ];
    function storageProxyOverrides(env) {
      const proxied = STORAGE_PROXY_VARIABLES.some(name => (env[name] ?? "") !== "");
      const rule = env.no_proxy || env.NO_PROXY || "";
      if (!proxied || rule.trim() === "") return {};
      const entries = rule.split(",").map(e => e.trim().toLowerCase()).filter(e => e !== "");
      if (entries.includes("*")) return Object.fromEntries(STORAGE_PROXY_VARIABLES.map(name => [ name, undefined ]));
      const names = new Set([ "localhost", "127.0.0.1", "[::1]" ]);
      for (const entry of entries) {
        const host = /^(\[[^\]]+\]|[^:]+):\d+$/.exec(entry)?.[1] ?? entry;
        names.add(host);
        if (!host.startsWith(".") && !host.startsWith("[")) names.add(`.${host}`);
      }
      return {
        NO_PROXY: [ ...names ].join(","),
        no_proxy: rule
      };
    }
    async function withEnvironment(overrides, work) {
      const saved = Object.keys(overrides).map(name => [ name, process.env[name] ]);
      const apply = (name, value) => {
        if (value === undefined) delete process.env[name]; else process.env[name] = value;
      };
      for (const [name, value] of Object.entries(overrides)) apply(name, value);
      try {
        return await work();
      } finally {
        for (const [name, value] of saved) apply(name, value);
      }
    }
  },
  42613: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");
  },
  20181: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");
  },
  35317: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");
  },
  49140: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");
  },
  76982: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
  },
  24434: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");
  },
  79896: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
  },
  91943: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");
  },
  58611: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");
  },
  65692: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");
  },
  69278: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");
  },
  34589: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");
  },
  16698: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");
  },
  4573: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
  },
  37540: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");
  },
  77598: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
  },
  53053: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");
  },
  40610: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");
  },
  78474: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");
  },
  73024: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
  },
  51455: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
  },
  37067: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
  },
  32467: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");
  },
  44708: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");
  },
  77030: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");
  },
  48161: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
  },
  76760: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
  },
  643: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");
  },
  1708: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");
  },
  41792: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");
  },
  80481: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");
  },
  57075: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
  },
  46466: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");
  },
  46193: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
  },
  58500: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
  },
  41692: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");
  },
  73136: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
  },
  57975: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
  },
  73429: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");
  },
  78877: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
  },
  75919: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
  },
  38522: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
  },
  70857: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");
  },
  16928: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
  },
  2203: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");
  },
  13193: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");
  },
  53557: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");
  },
  64756: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");
  },
  52018: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");
  },
  87016: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");
  },
  39023: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");
  },
  43106: module => {
    module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");
  },
  33838: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.r(__webpack_exports__);
    __nccwpck_require__.d(__webpack_exports__, {
      ExitCode: () => ExitCode,
      addPath: () => addPath,
      debug: () => debug,
      endGroup: () => endGroup,
      error: () => error,
      exportVariable: () => exportVariable,
      getBooleanInput: () => getBooleanInput,
      getIDToken: () => getIDToken,
      getInput: () => getInput,
      getMultilineInput: () => getMultilineInput,
      getState: () => getState,
      group: () => group,
      info: () => info,
      isDebug: () => isDebug,
      markdownSummary: () => markdownSummary,
      notice: () => notice,
      platform: () => platform_namespaceObject,
      saveState: () => saveState,
      setCommandEcho: () => setCommandEcho,
      setFailed: () => setFailed,
      setOutput: () => setOutput,
      setSecret: () => setSecret,
      startGroup: () => startGroup,
      summary: () => summary,
      toPlatformPath: () => toPlatformPath,
      toPosixPath: () => toPosixPath,
      toWin32Path: () => toWin32Path,
      warning: () => warning
    });
    var platform_namespaceObject = {};
    __nccwpck_require__.r(platform_namespaceObject);
    __nccwpck_require__.d(platform_namespaceObject, {
      arch: () => arch,
      getDetails: () => getDetails,
      isLinux: () => isLinux,
      isMacOS: () => isMacOS,
      isWindows: () => isWindows,
      platform: () => platform
    });
    var external_os_ = __nccwpck_require__(70857);
    function toCommandValue(input) {
      if (input === null || input === undefined) {
        return "";
      } else if (typeof input === "string" || input instanceof String) {
        return input;
      }
      return JSON.stringify(input);
    }
    function toCommandProperties(annotationProperties) {
      if (!Object.keys(annotationProperties).length) {
        return {};
      }
      return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
      };
    }
    function issueCommand(command, properties, message) {
      const cmd = new Command(command, properties, message);
      process.stdout.write(cmd.toString() + external_os_.EOL);
    }
    function issue(name, message = "") {
      issueCommand(name, {}, message);
    }
    const CMD_STRING = "::";
    class Command {
      constructor(command, properties, message) {
        if (!command) {
          command = "missing.command";
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
      }
      toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
          cmdStr += " ";
          let first = true;
          for (const key in this.properties) {
            if (this.properties.hasOwnProperty(key)) {
              const val = this.properties[key];
              if (val) {
                if (first) {
                  first = false;
                } else {
                  cmdStr += ",";
                }
                cmdStr += `${key}=${escapeProperty(val)}`;
              }
            }
          }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
      }
    }
    function escapeData(s) {
      return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
    }
    function escapeProperty(s) {
      return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
    }
    var external_crypto_ = __nccwpck_require__(76982);
    var external_fs_ = __nccwpck_require__(79896);
    function issueFileCommand(command, message) {
      const filePath = process.env[`GITHUB_${command}`];
      if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
      }
      if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
      }
      external_fs_.appendFileSync(filePath, `${toCommandValue(message)}${external_os_.EOL}`, {
        encoding: "utf8"
      });
    }
    function prepareKeyValueMessage(key, value) {
      const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
      const convertedValue = toCommandValue(value);
      if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
      }
      if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
      }
      return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
    }
    var external_path_ = __nccwpck_require__(16928);
    var __awaiter = undefined && undefined.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    class OidcClient {
      static createHttpClient(allowRetry = true, maxRetry = 10) {
        return __awaiter(this, void 0, void 0, function*() {
          const {HttpClient: HttpClient} = yield Promise.all([ __nccwpck_require__.e(119), __nccwpck_require__.e(779) ]).then(__nccwpck_require__.bind(__nccwpck_require__, 22779));
          const {BearerCredentialHandler: BearerCredentialHandler} = yield __nccwpck_require__.e(145).then(__nccwpck_require__.bind(__nccwpck_require__, 92145));
          const requestOptions = {
            allowRetries: allowRetry,
            maxRetries: maxRetry
          };
          return new HttpClient("actions/oidc-client", [ new BearerCredentialHandler(OidcClient.getRequestToken()) ], requestOptions);
        });
      }
      static getRequestToken() {
        const token = process.env["ACTIONS_ID_TOKEN_REQUEST_TOKEN"];
        if (!token) {
          throw new Error("Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable");
        }
        return token;
      }
      static getIDTokenUrl() {
        const runtimeUrl = process.env["ACTIONS_ID_TOKEN_REQUEST_URL"];
        if (!runtimeUrl) {
          throw new Error("Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable");
        }
        return runtimeUrl;
      }
      static getCall(id_token_url) {
        return __awaiter(this, void 0, void 0, function*() {
          var _a;
          const httpclient = yield OidcClient.createHttpClient();
          const res = yield httpclient.getJson(id_token_url).catch(error => {
            throw new Error(`Failed to get ID Token. \n \n        Error Code : ${error.statusCode}\n \n        Error Message: ${error.message}`);
          });
          const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
          if (!id_token) {
            throw new Error("Response json body do not have ID Token field");
          }
          return id_token;
        });
      }
      static getIDToken(audience) {
        return __awaiter(this, void 0, void 0, function*() {
          try {
            let id_token_url = OidcClient.getIDTokenUrl();
            if (audience) {
              const encodedAudience = encodeURIComponent(audience);
              id_token_url = `${id_token_url}&audience=${encodedAudience}`;
            }
            debug(`ID token url is ${id_token_url}`);
            const id_token = yield OidcClient.getCall(id_token_url);
            setSecret(id_token);
            return id_token;
          } catch (error) {
            throw new Error(`Error message: ${error.message}`);
          }
        });
      }
    }
    var summary_awaiter = undefined && undefined.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    const {access: access, appendFile: appendFile, writeFile: writeFile} = external_fs_.promises;
    const SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
    const SUMMARY_DOCS_URL = "https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary";
    class Summary {
      constructor() {
        this._buffer = "";
      }
      filePath() {
        return summary_awaiter(this, void 0, void 0, function*() {
          if (this._filePath) {
            return this._filePath;
          }
          const pathFromEnv = process.env[SUMMARY_ENV_VAR];
          if (!pathFromEnv) {
            throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
          }
          try {
            yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
          } catch (_a) {
            throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
          }
          this._filePath = pathFromEnv;
          return this._filePath;
        });
      }
      wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
        if (!content) {
          return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
      }
      write(options) {
        return summary_awaiter(this, void 0, void 0, function*() {
          const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
          const filePath = yield this.filePath();
          const writeFunc = overwrite ? writeFile : appendFile;
          yield writeFunc(filePath, this._buffer, {
            encoding: "utf8"
          });
          return this.emptyBuffer();
        });
      }
      clear() {
        return summary_awaiter(this, void 0, void 0, function*() {
          return this.emptyBuffer().write({
            overwrite: true
          });
        });
      }
      stringify() {
        return this._buffer;
      }
      isEmptyBuffer() {
        return this._buffer.length === 0;
      }
      emptyBuffer() {
        this._buffer = "";
        return this;
      }
      addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
      }
      addEOL() {
        return this.addRaw(external_os_.EOL);
      }
      addCodeBlock(code, lang) {
        const attrs = Object.assign({}, lang && {
          lang: lang
        });
        const element = this.wrap("pre", this.wrap("code", code), attrs);
        return this.addRaw(element).addEOL();
      }
      addList(items, ordered = false) {
        const tag = ordered ? "ol" : "ul";
        const listItems = items.map(item => this.wrap("li", item)).join("");
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
      }
      addTable(rows) {
        const tableBody = rows.map(row => {
          const cells = row.map(cell => {
            if (typeof cell === "string") {
              return this.wrap("td", cell);
            }
            const {header: header, data: data, colspan: colspan, rowspan: rowspan} = cell;
            const tag = header ? "th" : "td";
            const attrs = Object.assign(Object.assign({}, colspan && {
              colspan: colspan
            }), rowspan && {
              rowspan: rowspan
            });
            return this.wrap(tag, data, attrs);
          }).join("");
          return this.wrap("tr", cells);
        }).join("");
        const element = this.wrap("table", tableBody);
        return this.addRaw(element).addEOL();
      }
      addDetails(label, content) {
        const element = this.wrap("details", this.wrap("summary", label) + content);
        return this.addRaw(element).addEOL();
      }
      addImage(src, alt, options) {
        const {width: width, height: height} = options || {};
        const attrs = Object.assign(Object.assign({}, width && {
          width: width
        }), height && {
          height: height
        });
        const element = this.wrap("img", null, Object.assign({
          src: src,
          alt: alt
        }, attrs));
        return this.addRaw(element).addEOL();
      }
      addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = [ "h1", "h2", "h3", "h4", "h5", "h6" ].includes(tag) ? tag : "h1";
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
      }
      addSeparator() {
        const element = this.wrap("hr", null);
        return this.addRaw(element).addEOL();
      }
      addBreak() {
        const element = this.wrap("br", null);
        return this.addRaw(element).addEOL();
      }
      addQuote(text, cite) {
        const attrs = Object.assign({}, cite && {
          cite: cite
        });
        const element = this.wrap("blockquote", text, attrs);
        return this.addRaw(element).addEOL();
      }
      addLink(text, href) {
        const element = this.wrap("a", text, {
          href: href
        });
        return this.addRaw(element).addEOL();
      }
    }
    const _summary = new Summary;
    const markdownSummary = _summary;
    const summary = _summary;
    function toPosixPath(pth) {
      return pth.replace(/[\\]/g, "/");
    }
    function toWin32Path(pth) {
      return pth.replace(/[/]/g, "\\");
    }
    function toPlatformPath(pth) {
      return pth.replace(/[/\\]/g, external_path_.sep);
    }
    var platform_awaiter = undefined && undefined.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function*() {
      const exec = yield __nccwpck_require__.e(260).then(__nccwpck_require__.bind(__nccwpck_require__, 81260));
      const {stdout: version} = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
      });
      const {stdout: name} = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
      });
      return {
        name: name.trim(),
        version: version.trim()
      };
    });
    const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function*() {
      const exec = yield __nccwpck_require__.e(260).then(__nccwpck_require__.bind(__nccwpck_require__, 81260));
      var _a, _b, _c, _d;
      const {stdout: stdout} = yield exec.getExecOutput("sw_vers", undefined, {
        silent: true
      });
      const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : "";
      const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : "";
      return {
        name: name,
        version: version
      };
    });
    const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function*() {
      const exec = yield __nccwpck_require__.e(260).then(__nccwpck_require__.bind(__nccwpck_require__, 81260));
      const {stdout: stdout} = yield exec.getExecOutput("lsb_release", [ "-i", "-r", "-s" ], {
        silent: true
      });
      const [name, version] = stdout.trim().split("\n");
      return {
        name: name,
        version: version
      };
    });
    const platform = external_os_.platform();
    const arch = external_os_.arch();
    const isWindows = platform === "win32";
    const isMacOS = platform === "darwin";
    const isLinux = platform === "linux";
    function getDetails() {
      return platform_awaiter(this, void 0, void 0, function*() {
        return Object.assign(Object.assign({}, yield isWindows ? getWindowsInfo() : isMacOS ? getMacOsInfo() : getLinuxInfo()), {
          platform: platform,
          arch: arch,
          isWindows: isWindows,
          isMacOS: isMacOS,
          isLinux: isLinux
        });
      });
    }
    var core_awaiter = undefined && undefined.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step(result) {
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    var ExitCode;
    (function(ExitCode) {
      ExitCode[ExitCode["Success"] = 0] = "Success";
      ExitCode[ExitCode["Failure"] = 1] = "Failure";
    })(ExitCode || (ExitCode = {}));
    function exportVariable(name, val) {
      const convertedVal = toCommandValue(val);
      process.env[name] = convertedVal;
      const filePath = process.env["GITHUB_ENV"] || "";
      if (filePath) {
        return issueFileCommand("ENV", prepareKeyValueMessage(name, val));
      }
      issueCommand("set-env", {
        name: name
      }, convertedVal);
    }
    function setSecret(secret) {
      issueCommand("add-mask", {}, secret);
    }
    function addPath(inputPath) {
      const filePath = process.env["GITHUB_PATH"] || "";
      if (filePath) {
        issueFileCommand("PATH", inputPath);
      } else {
        issueCommand("add-path", {}, inputPath);
      }
      process.env["PATH"] = `${inputPath}${external_path_.delimiter}${process.env["PATH"]}`;
    }
    function getInput(name, options) {
      const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
      if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
      }
      if (options && options.trimWhitespace === false) {
        return val;
      }
      return val.trim();
    }
    function getMultilineInput(name, options) {
      const inputs = getInput(name, options).split("\n").filter(x => x !== "");
      if (options && options.trimWhitespace === false) {
        return inputs;
      }
      return inputs.map(input => input.trim());
    }
    function getBooleanInput(name, options) {
      const trueValue = [ "true", "True", "TRUE" ];
      const falseValue = [ "false", "False", "FALSE" ];
      const val = getInput(name, options);
      if (trueValue.includes(val)) return true;
      if (falseValue.includes(val)) return false;
      throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` + `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
    }
    function setOutput(name, value) {
      const filePath = process.env["GITHUB_OUTPUT"] || "";
      if (filePath) {
        return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
      }
      process.stdout.write(external_os_.EOL);
      issueCommand("set-output", {
        name: name
      }, toCommandValue(value));
    }
    function setCommandEcho(enabled) {
      issue("echo", enabled ? "on" : "off");
    }
    function setFailed(message) {
      process.exitCode = ExitCode.Failure;
      error(message);
    }
    function isDebug() {
      return process.env["RUNNER_DEBUG"] === "1";
    }
    function debug(message) {
      issueCommand("debug", {}, message);
    }
    function error(message, properties = {}) {
      issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
    }
    function warning(message, properties = {}) {
      issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
    }
    function notice(message, properties = {}) {
      issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
    }
    function info(message) {
      process.stdout.write(message + external_os_.EOL);
    }
    function startGroup(name) {
      issue("group", name);
    }
    function endGroup() {
      issue("endgroup");
    }
    function group(name, fn) {
      return core_awaiter(this, void 0, void 0, function*() {
        startGroup(name);
        let result;
        try {
          result = yield fn();
        } finally {
          endGroup();
        }
        return result;
      });
    }
    function saveState(name, value) {
      const filePath = process.env["GITHUB_STATE"] || "";
      if (filePath) {
        return issueFileCommand("STATE", prepareKeyValueMessage(name, value));
      }
      issueCommand("save-state", {
        name: name
      }, toCommandValue(value));
    }
    function getState(name) {
      return process.env[`STATE_${name}`] || "";
    }
    function getIDToken(aud) {
      return core_awaiter(this, void 0, void 0, function*() {
        return yield OidcClient.getIDToken(aud);
      });
    }
  },
  19783: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      s: () => getProxyUrl
    });
    function getProxyUrl(reqUrl) {
      const usingSsl = reqUrl.protocol === "https:";
      if (checkBypass(reqUrl)) {
        return undefined;
      }
      const proxyVar = (() => {
        if (usingSsl) {
          return process.env["https_proxy"] || process.env["HTTPS_PROXY"];
        } else {
          return process.env["http_proxy"] || process.env["HTTP_PROXY"];
        }
      })();
      if (proxyVar) {
        try {
          return new DecodedURL(proxyVar);
        } catch (_a) {
          if (!proxyVar.startsWith("http://") && !proxyVar.startsWith("https://")) return new DecodedURL(`http://${proxyVar}`);
        }
      } else {
        return undefined;
      }
    }
    function checkBypass(reqUrl) {
      if (!reqUrl.hostname) {
        return false;
      }
      const reqHost = reqUrl.hostname;
      if (isLoopbackAddress(reqHost)) {
        return true;
      }
      const noProxy = process.env["no_proxy"] || process.env["NO_PROXY"] || "";
      if (!noProxy) {
        return false;
      }
      let reqPort;
      if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
      } else if (reqUrl.protocol === "http:") {
        reqPort = 80;
      } else if (reqUrl.protocol === "https:") {
        reqPort = 443;
      }
      const upperReqHosts = [ reqUrl.hostname.toUpperCase() ];
      if (typeof reqPort === "number") {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
      }
      for (const upperNoProxyItem of noProxy.split(",").map(x => x.trim().toUpperCase()).filter(x => x)) {
        if (upperNoProxyItem === "*" || upperReqHosts.some(x => x === upperNoProxyItem || x.endsWith(`.${upperNoProxyItem}`) || upperNoProxyItem.startsWith(".") && x.endsWith(`${upperNoProxyItem}`))) {
          return true;
        }
      }
      return false;
    }
    function isLoopbackAddress(host) {
      const hostLower = host.toLowerCase();
      return hostLower === "localhost" || hostLower.startsWith("127.") || hostLower.startsWith("[::1]") || hostLower.startsWith("[0:0:0:0:0:0:0:1]");
    }
    class DecodedURL extends URL {
      constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
      }
      get username() {
        return this._decodedUsername;
      }
      get password() {
        return this._decodedPassword;
      }
    }
  },
  39010: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      H: () => HTTPError
    });
    var _KyError_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(93494);
    class HTTPError extends _KyError_js__WEBPACK_IMPORTED_MODULE_0__.V {
      name="HTTPError";
      response;
      request;
      options;
      data;
      constructor(response, request, options) {
        const code = response.status || response.status === 0 ? response.status : "";
        const title = response.statusText ?? "";
        const status = `${code} ${title}`.trim();
        const reason = status ? `status code ${status}` : "an unknown error";
        super(`Request failed with ${reason}: ${request.method} ${request.url}`);
        this.response = response;
        this.request = request;
        this.options = options;
      }
    }
  },
  93494: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      V: () => KyError
    });
    class KyError extends Error {
      name="KyError";
      get isKyError() {
        return true;
      }
    }
  },
  63602: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      D: () => NetworkError
    });
    var _KyError_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(93494);
    class NetworkError extends _KyError_js__WEBPACK_IMPORTED_MODULE_0__.V {
      name="NetworkError";
      request;
      constructor(request, options) {
        super(`Request failed due to a network error: ${request.method} ${request.url}`, options);
        this.request = request;
      }
    }
  },
  81625: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      M: () => TimeoutError
    });
    var _KyError_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(93494);
    class TimeoutError extends _KyError_js__WEBPACK_IMPORTED_MODULE_0__.V {
      name="TimeoutError";
      request;
      constructor(request) {
        super(`Request timed out: ${request.method} ${request.url}`);
        this.request = request;
      }
    }
  },
  83201: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      TX: () => isNetworkError,
      c8: () => isTimeoutError,
      nr: () => isHTTPError
    });
    var _errors_HTTPError_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(39010);
    var _errors_NetworkError_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(63602);
    var _errors_TimeoutError_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(81625);
    const isErrorType = (error, cls) => error instanceof cls || error?.name === cls.name;
    function isKyError(error) {
      return error?.isKyError === true || isHTTPError(error) || isNetworkError(error) || isTimeoutError(error) || isForceRetryError(error);
    }
    function isHTTPError(error) {
      return isErrorType(error, _errors_HTTPError_js__WEBPACK_IMPORTED_MODULE_0__.H);
    }
    function isNetworkError(error) {
      return isErrorType(error, _errors_NetworkError_js__WEBPACK_IMPORTED_MODULE_1__.D);
    }
    function isTimeoutError(error) {
      return isErrorType(error, _errors_TimeoutError_js__WEBPACK_IMPORTED_MODULE_2__.M);
    }
    function isForceRetryError(error) {
      return isErrorType(error, ForceRetryError);
    }
  },
  9691: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      YOg: () => array,
      zMY: () => schemas_boolean,
      IeY: () => custom,
      gMt: () => discriminatedUnion,
      k5n: () => schemas_enum,
      RZV: () => lazy,
      euz: () => literal,
      _H3: () => looseObject,
      aig: () => schemas_number,
      Ikc: () => object,
      jgl: () => partialRecord,
      g1P: () => record,
      YjP: () => schemas_string,
      KCZ: () => union,
      L5J: () => unknown,
      OZ5: () => url
    });
    var core_core = __nccwpck_require__(88532);
    var core_util = __nccwpck_require__(54723);
    class $ZodCyclicError extends Error {
      constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
      }
    }
    const STATE = "~memo";
    const NO_ISSUES = [];
    function isRef(value) {
      return value !== null && typeof value === "object";
    }
    function cloneIssues(issues) {
      return issues.map(iss => iss.path ? {
        ...iss,
        path: iss.path.slice()
      } : {
        ...iss
      });
    }
    const recursive = new WeakMap;
    const NONE = 0;
    const ASSUMED = 1;
    const PROVEN = 2;
    function isRecursive(inst, stack, resolve) {
      const cached = recursive.get(inst);
      if (cached !== undefined) return cached ? PROVEN : NONE;
      if (stack.has(inst)) return PROVEN;
      stack.add(inst);
      let result = NONE;
      const check = child => {
        if (result !== PROVEN && child?._zod) {
          const answer = isRecursive(child, stack, resolve);
          if (answer > result) result = answer;
        }
      };
      const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
          const desc = Object.getOwnPropertyDescriptor(sh, key);
          if (spread && !desc.enumerable) continue;
          const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
          if (child > answer) answer = child;
        }
        return answer;
      };
      const merge = answer => {
        if (answer > result) result = answer;
      };
      const def = inst._zod.def;
      const kind = def.type;
      switch (kind) {
       case "object":
        {
          const raw = core_util.MO(def);
          merge(raw ? shape(raw, true) : ASSUMED);
          check(def.catchall);
          break;
        }

       case "array":
        check(def.element);
        break;

       case "tuple":
        for (const el of def.items) check(el);
        check(def.rest);
        break;

       case "record":
       case "map":
        check(def.keyType);
        check(def.valueType);
        break;

       case "set":
        check(def.valueType);
        break;

       case "union":
        for (const el of def.options) check(el);
        break;

       case "intersection":
        check(def.left);
        check(def.right);
        break;

       case "optional":
       case "nullable":
       case "default":
       case "prefault":
       case "catch":
       case "readonly":
       case "nonoptional":
       case "promise":
       case "success":
        check(def.innerType);
        break;

       case "pipe":
        check(def.in);
        check(def.out);
        break;

       case "function":
        check(def.input);
        check(def.output);
        break;

       case "lazy":
        {
          const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
          merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
          break;
        }

       case "template_literal":
       case "string":
       case "number":
       case "int":
       case "boolean":
       case "bigint":
       case "symbol":
       case "undefined":
       case "null":
       case "void":
       case "never":
       case "any":
       case "unknown":
       case "date":
       case "nan":
       case "enum":
       case "literal":
       case "file":
       case "transform":
       case "custom":
        break;

       default:
        {
          kind;
          for (const key in def) {
            const desc = Object.getOwnPropertyDescriptor(def, key);
            if (!desc || desc.get) continue;
            const value = desc.value;
            if (!value || typeof value !== "object") continue;
            if (value._zod) check(value); else if (Array.isArray(value)) for (const el of value) check(el);
          }
        }
      }
      stack.delete(inst);
      return settle(inst, result);
    }
    function settle(inst, answer) {
      if (answer !== ASSUMED) recursive.set(inst, answer === PROVEN);
      return answer;
    }
    function isRecursiveSchema(inst) {
      return isRecursive(inst, new Set, true) !== NONE;
    }
    function bucketFor(state, inst) {
      let bucket = state.buckets.get(inst);
      if (!bucket) {
        bucket = new WeakMap;
        state.buckets.set(inst, bucket);
      }
      return bucket;
    }
    let handoff;
    const memoizer_open = [];
    const memo = {
      alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket) return empty;
        handoff = undefined;
        const entry = {
          value: empty,
          issues: null
        };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
      },
      guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
          const base = inst._zod.parse;
          const wrapped = (payload, ctx) => {
            if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value)) throw new $ZodCyclicError;
            return base(payload, ctx);
          };
          inst._zod.parse = wrapped;
          if (inst._zod.run === base) inst._zod.run = wrapped;
        });
      },
      attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        let lastCtx;
        let lastBucket;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
          const base = inst._zod.parse;
          const wrapped = (payload, ctx) => {
            if (isRecursiveInst === undefined) {
              const walked = isRecursive(inst, new Set, false);
              if (walked === NONE) {
                inst._zod.parse = base;
                if (inst._zod.run === wrapped) inst._zod.run = base;
                return base(payload, ctx);
              }
              if (walked === PROVEN || rechecked) isRecursiveInst = true; else rechecked = true;
            }
            const input = payload.value;
            if (!isRef(input)) return base(payload, ctx);
            let state = ctx[STATE];
            if (!state) {
              state = {
                buckets: new WeakMap,
                backEdges: undefined
              };
              ctx[STATE] = state;
            }
            let bucket;
            if (lastCtx === ctx) {
              bucket = lastBucket;
            } else {
              bucket = bucketFor(state, inst);
              lastCtx = ctx;
              lastBucket = bucket;
            }
            const hit = bucket.get(input);
            if (hit) {
              payload.value = hit.value;
              if (hit.issues) {
                if (hit.issues.length) payload.issues.push(...cloneIssues(hit.issues));
              } else {
                payload.memo = true;
                state.backEdges ?? (state.backEdges = new WeakSet);
                state.backEdges.add(hit.value);
              }
              return payload;
            }
            handoff = bucket;
            const depth = memoizer_open.length;
            const result = base(payload, ctx);
            handoff = undefined;
            const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
            if (result instanceof Promise) {
              return result.then(r => {
                if (entry) entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                return r;
              });
            }
            if (entry) entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
            return result;
          };
          inst._zod.parse = wrapped;
          if (inst._zod.run === base) inst._zod.run = wrapped;
        });
      }
    };
    function memoizer() {
      return memo;
    }
    function isBackEdge(ctx, value) {
      const backEdges = ctx[STATE]?.backEdges;
      return backEdges !== undefined && isRef(value) && backEdges.has(value);
    }
    const cuid = /^[cC][0-9a-z]{6,}$/;
    const cuid2 = /^[0-9a-z]+$/;
    const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
    const xid = /^[0-9a-vA-V]{20}$/;
    const ksuid = /^[A-Za-z0-9]{27}$/;
    const nanoid = /^[a-zA-Z0-9_-]{21}$/;
    function nanoidOfLength(length) {
      return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
    }
    const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
    const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
    const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
    const uuid = version => {
      if (!version) return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
      return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
    };
    const uuid4 = null && uuid(4);
    const uuid6 = null && uuid(6);
    const uuid7 = null && uuid(7);
    const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
    const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
    const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
    const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
    const idnEmail = null && unicodeEmail;
    const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
    const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
    function emoji() {
      return new RegExp(_emoji, "u");
    }
    const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
    const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
    const mac = delimiter => {
      const escapedDelim = util.escapeRegex(delimiter ?? ":");
      return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
    };
    const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
    const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
    const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
    const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
    const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
    const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
    const httpProtocol = /^https?$/;
    const e164 = /^\+[1-9]\d{6,14}$/;
    const creditCard = /^\d(?:[ -]?\d){11,18}$/;
    const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
    const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
    const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
    function regexes_anchor(source) {
      return new RegExp(`^${source}$`);
    }
    const date = regexes_anchor(dateSource);
    function timeSource(args) {
      const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
      const regex = typeof args.precision === "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
      return regex;
    }
    function time(args) {
      return new RegExp(`^${timeSource(args)}$`);
    }
    function datetime(args) {
      const opts = [ "Z" ];
      if (args.offset) opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
      const qualified = `${timeSource({
        precision: args.precision,
        seconds: true
      })}(?:${opts.join("|")})`;
      const timeRegex = args.local ? `${qualified}|${timeSource({
        precision: args.precision
      })}` : qualified;
      return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
    }
    const anyString = /^[\s\S]{0,}$/;
    const string = params => {
      const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
      return new RegExp(`^${regex}$`);
    };
    const bigint = /^-?\d+n?$/;
    const integer = /^-?\d+$/;
    const number = /^-?\d+(?:\.\d+)?$/;
    const regexes_boolean = /^(?:true|false)$/i;
    const _null = /^null$/i;
    const _undefined = /^undefined$/i;
    const lowercase = /^[^A-Z]*$/;
    const uppercase = /^[^a-z]*$/;
    const hex = /^[0-9a-fA-F]*$/;
    function fixedBase64(bodyLength, padding) {
      return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
    }
    function fixedBase64url(length) {
      return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
    }
    const md5_hex = /^[0-9a-fA-F]{32}$/;
    const md5_base64 = null && fixedBase64(22, "==");
    const md5_base64url = null && fixedBase64url(22);
    const sha1_hex = /^[0-9a-fA-F]{40}$/;
    const sha1_base64 = null && fixedBase64(27, "=");
    const sha1_base64url = null && fixedBase64url(27);
    const sha256_hex = /^[0-9a-fA-F]{64}$/;
    const sha256_base64 = null && fixedBase64(43, "=");
    const sha256_base64url = null && fixedBase64url(43);
    const sha384_hex = /^[0-9a-fA-F]{96}$/;
    const sha384_base64 = null && fixedBase64(64, "");
    const sha384_base64url = null && fixedBase64url(64);
    const sha512_hex = /^[0-9a-fA-F]{128}$/;
    const sha512_base64 = null && fixedBase64(86, "==");
    const sha512_base64url = null && fixedBase64url(86);
    const $ZodCheck = core_core.xI("$ZodCheck", (inst, def) => {
      var _a;
      inst._zod ?? (inst._zod = {});
      inst._zod.def = def;
      (_a = inst._zod).onattach ?? (_a.onattach = []);
    });
    const _whenHasSize = payload => {
      const val = payload.value;
      return !util.nullish(val) && val.size !== undefined;
    };
    const _whenHasLength = payload => {
      const val = payload.value;
      return !core_util.cl(val) && val.length !== undefined;
    };
    const numericOriginMap = {
      number: "number",
      bigint: "bigint",
      object: "date"
    };
    const $ZodCheckLessThan = core_core.xI("$ZodCheckLessThan", (inst, def) => {
      $ZodCheck.init(inst, def);
      const origin = numericOriginMap[typeof def.value];
      inst._zod.check = payload => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
          return;
        }
        payload.issues.push({
          origin: numericOriginMap[typeof payload.value] ?? origin,
          code: "too_big",
          maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
          input: payload.value,
          inclusive: def.inclusive,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckGreaterThan = core_core.xI("$ZodCheckGreaterThan", (inst, def) => {
      $ZodCheck.init(inst, def);
      const origin = numericOriginMap[typeof def.value];
      inst._zod.check = payload => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
          return;
        }
        payload.issues.push({
          origin: numericOriginMap[typeof payload.value] ?? origin,
          code: "too_small",
          minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
          input: payload.value,
          inclusive: def.inclusive,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckMultipleOf = core_core.xI("$ZodCheckMultipleOf", (inst, def) => {
      $ZodCheck.init(inst, def);
      inst._zod.check = payload => {
        if (typeof payload.value !== typeof def.value) throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint" ? def.value !== BigInt(0) && payload.value % def.value === BigInt(0) : core_util.LG(payload.value, def.value) === 0;
        if (isMultiple) return;
        payload.issues.push({
          origin: typeof payload.value,
          code: "not_multiple_of",
          divisor: def.value,
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckNumberFormat = core_core.xI("$ZodCheckNumberFormat", (inst, def) => {
      $ZodCheck.init(inst, def);
      def.format = def.format || "float64";
      const isInt = def.format?.includes("int");
      const origin = isInt ? "int" : "number";
      const [minimum, maximum] = core_util.zH[def.format];
      inst._zod.check = payload => {
        const input = payload.value;
        if (isInt) {
          if (!Number.isInteger(input)) {
            payload.issues.push({
              expected: origin,
              format: def.format,
              code: "invalid_type",
              continue: false,
              input: input,
              inst: inst
            });
            return;
          }
          if (!Number.isSafeInteger(input)) {
            if (input > 0) {
              payload.issues.push({
                input: input,
                code: "too_big",
                maximum: Number.MAX_SAFE_INTEGER,
                note: "Integers must be within the safe integer range.",
                inst: inst,
                origin: origin,
                inclusive: true,
                continue: !def.abort
              });
            } else {
              payload.issues.push({
                input: input,
                code: "too_small",
                minimum: Number.MIN_SAFE_INTEGER,
                note: "Integers must be within the safe integer range.",
                inst: inst,
                origin: origin,
                inclusive: true,
                continue: !def.abort
              });
            }
            return;
          }
        }
        if (input < minimum) {
          payload.issues.push({
            origin: "number",
            input: input,
            code: "too_small",
            minimum: minimum,
            inclusive: true,
            inst: inst,
            continue: !def.abort
          });
        }
        if (input > maximum) {
          payload.issues.push({
            origin: "number",
            input: input,
            code: "too_big",
            maximum: maximum,
            inclusive: true,
            inst: inst,
            continue: !def.abort
          });
        }
      };
    });
    const $ZodCheckBigIntFormat = null && core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
      $ZodCheck.init(inst, def);
      const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
      inst._zod.check = payload => {
        const input = payload.value;
        if (input < minimum) {
          payload.issues.push({
            origin: "bigint",
            input: input,
            code: "too_small",
            minimum: minimum,
            inclusive: true,
            inst: inst,
            continue: !def.abort
          });
        }
        if (input > maximum) {
          payload.issues.push({
            origin: "bigint",
            input: input,
            code: "too_big",
            maximum: maximum,
            inclusive: true,
            inst: inst,
            continue: !def.abort
          });
        }
      };
    });
    const $ZodCheckMaxSize = null && core.$constructor("$ZodCheckMaxSize", (inst, def) => {
      var _a;
      $ZodCheck.init(inst, def);
      (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
      inst._zod.check = payload => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum) return;
        payload.issues.push({
          origin: util.getSizableOrigin(input),
          code: "too_big",
          maximum: def.maximum,
          inclusive: true,
          input: input,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckMinSize = null && core.$constructor("$ZodCheckMinSize", (inst, def) => {
      var _a;
      $ZodCheck.init(inst, def);
      (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
      inst._zod.check = payload => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum) return;
        payload.issues.push({
          origin: util.getSizableOrigin(input),
          code: "too_small",
          minimum: def.minimum,
          inclusive: true,
          input: input,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckSizeEquals = null && core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
      var _a;
      $ZodCheck.init(inst, def);
      (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
      inst._zod.check = payload => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size) return;
        const tooBig = size > def.size;
        payload.issues.push({
          origin: util.getSizableOrigin(input),
          ...tooBig ? {
            code: "too_big",
            maximum: def.size
          } : {
            code: "too_small",
            minimum: def.size
          },
          inclusive: true,
          exact: true,
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckMaxLength = core_core.xI("$ZodCheckMaxLength", (inst, def) => {
      var _a;
      $ZodCheck.init(inst, def);
      (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
      inst._zod.check = payload => {
        const input = payload.value;
        const units = input.length;
        const length = typeof input === "string" && units > def.maximum ? core_util.O7(input) : units;
        if (length <= def.maximum) return;
        const origin = core_util.Rc(input);
        payload.issues.push({
          origin: origin,
          code: "too_big",
          maximum: def.maximum,
          inclusive: true,
          input: input,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckMinLength = core_core.xI("$ZodCheckMinLength", (inst, def) => {
      var _a;
      $ZodCheck.init(inst, def);
      (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
      inst._zod.check = payload => {
        const input = payload.value;
        const units = input.length;
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? core_util.O7(input) : units;
        if (length >= def.minimum) return;
        const origin = core_util.Rc(input);
        payload.issues.push({
          origin: origin,
          code: "too_small",
          minimum: def.minimum,
          inclusive: true,
          input: input,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckLengthEquals = core_core.xI("$ZodCheckLengthEquals", (inst, def) => {
      var _a;
      $ZodCheck.init(inst, def);
      (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
      inst._zod.check = payload => {
        const input = payload.value;
        const units = input.length;
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? core_util.O7(input) : units;
        if (length === def.length) return;
        const origin = core_util.Rc(input);
        const tooBig = length > def.length;
        payload.issues.push({
          origin: origin,
          ...tooBig ? {
            code: "too_big",
            maximum: def.length
          } : {
            code: "too_small",
            minimum: def.length
          },
          inclusive: true,
          exact: true,
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckStringFormat = core_core.xI("$ZodCheckStringFormat", (inst, def) => {
      var _a, _b;
      $ZodCheck.init(inst, def);
      if (def.pattern) (_a = inst._zod).check ?? (_a.check = payload => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value)) return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: def.format,
          input: payload.value,
          ...def.pattern ? {
            pattern: def.pattern.toString()
          } : {},
          inst: inst,
          continue: !def.abort
        });
      }); else (_b = inst._zod).check ?? (_b.check = () => {});
    });
    const $ZodCheckRegex = core_core.xI("$ZodCheckRegex", (inst, def) => {
      $ZodCheckStringFormat.init(inst, def);
      inst._zod.check = payload => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value)) return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "regex",
          input: payload.value,
          pattern: def.pattern.toString(),
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckLowerCase = core_core.xI("$ZodCheckLowerCase", (inst, def) => {
      def.pattern ?? (def.pattern = lowercase);
      $ZodCheckStringFormat.init(inst, def);
    });
    const $ZodCheckUpperCase = core_core.xI("$ZodCheckUpperCase", (inst, def) => {
      def.pattern ?? (def.pattern = uppercase);
      $ZodCheckStringFormat.init(inst, def);
    });
    const $ZodCheckIncludes = core_core.xI("$ZodCheckIncludes", (inst, def) => {
      $ZodCheck.init(inst, def);
      const escapedRegex = core_util.sD(def.includes);
      const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
      def.pattern = pattern;
      inst._zod.check = payload => {
        if (payload.value.includes(def.includes, def.position)) return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "includes",
          includes: def.includes,
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckStartsWith = core_core.xI("$ZodCheckStartsWith", (inst, def) => {
      $ZodCheck.init(inst, def);
      const pattern = new RegExp(`^${core_util.sD(def.prefix)}.*`);
      def.pattern ?? (def.pattern = pattern);
      inst._zod.check = payload => {
        if (payload.value.startsWith(def.prefix)) return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "starts_with",
          prefix: def.prefix,
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckEndsWith = core_core.xI("$ZodCheckEndsWith", (inst, def) => {
      $ZodCheck.init(inst, def);
      const pattern = new RegExp(`.*${core_util.sD(def.suffix)}$`);
      def.pattern ?? (def.pattern = pattern);
      inst._zod.check = payload => {
        if (payload.value.endsWith(def.suffix)) return;
        payload.issues.push({
          origin: "string",
          code: "invalid_format",
          format: "ends_with",
          suffix: def.suffix,
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    function handleCheckPropertyResult(result, payload, property) {
      if (result.issues.length) {
        payload.issues.push(...core_util.lQ(property, result.issues));
      }
    }
    const $ZodCheckProperty = null && core.$constructor("$ZodCheckProperty", (inst, def) => {
      $ZodCheck.init(inst, def);
      inst._zod.check = payload => {
        const result = def.schema._zod.run({
          value: payload.value[def.property],
          issues: []
        }, {});
        if (result instanceof Promise) {
          return result.then(result => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
      };
    });
    const $ZodCheckProperties = core_core.xI("$ZodCheckProperties", (inst, def) => {
      $ZodCheck.init(inst, def);
      core_util.jD(inst, Symbol.iterator, function*() {
        yield inst;
      });
      let entries;
      inst._zod.check = payload => {
        if (payload.value == null) {
          payload.issues.push({
            expected: "object",
            code: "invalid_type",
            input: payload.value,
            inst: inst
          });
          return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map(key => [ key, def.shape[key] ]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
          const result = schema._zod.run({
            value: input[key],
            issues: []
          }, {});
          if (result instanceof Promise) {
            proms ?? (proms = []);
            proms.push(result.then(result => handleCheckPropertyResult(result, payload, key)));
          } else {
            handleCheckPropertyResult(result, payload, key);
          }
        }
        if (proms) return Promise.all(proms).then(() => undefined);
        return undefined;
      };
    });
    const $ZodCheckMimeType = null && core.$constructor("$ZodCheckMimeType", (inst, def) => {
      $ZodCheck.init(inst, def);
      const mimeSet = new Set(def.mime);
      inst._zod.check = payload => {
        if (mimeSet.has(payload.value.type)) return;
        payload.issues.push({
          code: "invalid_value",
          values: def.mime,
          input: payload.value.type,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCheckOverwrite = core_core.xI("$ZodCheckOverwrite", (inst, def) => {
      $ZodCheck.init(inst, def);
      inst._zod.check = payload => {
        payload.value = def.tx(payload.value);
      };
    });
    class Doc {
      constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
      }
      indented(fn) {
        this.indent += 1;
        try {
          fn(this);
        } finally {
          this.indent -= 1;
        }
      }
      write(arg) {
        if (typeof arg === "function") {
          arg(this, {
            execution: "sync"
          });
          arg(this, {
            execution: "async"
          });
          return;
        }
        const content = arg;
        const lines = content.split("\n").filter(x => x);
        const minIndent = Math.min(...lines.map(x => x.length - x.trimStart().length));
        const dedented = lines.map(x => x.slice(minIndent)).map(x => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
          this.content.push(line);
        }
      }
      compile() {
        const F = Function;
        const content = this?.content ?? [ `` ];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
      }
    }
    const version = {
      major: 4,
      minor: 6,
      patch: 7
    };
    const $ZodType = core_core.xI("$ZodType", (inst, def) => {
      var _a;
      inst ?? (inst = {});
      inst._zod.def = def;
      inst._zod.bag = inst._zod.bag || {};
      inst._zod.version = version;
      const defChecks = inst._zod.def.checks;
      const checks = inst._zod.traits.has("$ZodCheck") ? [ inst, ...defChecks ?? [] ] : defChecks?.length ? [ ...defChecks ] : [];
      for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
          fn(inst);
        }
      }
      if (checks.length === 0) {
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
          inst._zod.run = inst._zod.parse;
        });
      } else {
        const runChecks = (payload, checks, ctx) => {
          if (payload.memo) return payload;
          let isAborted = core_util.QH(payload);
          let asyncResult;
          for (const ch of checks) {
            if (ch._zod.def.when) {
              if (core_util.rL(payload)) continue;
              const shouldRun = ch._zod.def.when(payload);
              if (!shouldRun) continue;
            } else if (isAborted) {
              continue;
            }
            const currLen = payload.issues.length;
            const _ = ch._zod.check(payload);
            if (_ instanceof Promise && ctx?.async === false) {
              throw new core_core.GT;
            }
            if (asyncResult || _ instanceof Promise) {
              asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                await _;
                const nextLen = payload.issues.length;
                if (nextLen === currLen) return;
                core_util.d3(payload.issues, currLen, inst);
                if (!isAborted) isAborted = core_util.QH(payload, currLen);
              });
            } else {
              const nextLen = payload.issues.length;
              if (nextLen === currLen) continue;
              core_util.d3(payload.issues, currLen, inst);
              if (!isAborted) isAborted = core_util.QH(payload, currLen);
            }
          }
          if (asyncResult) {
            return asyncResult.then(() => payload);
          }
          return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
          if (core_util.QH(canary)) {
            canary.aborted = true;
            return canary;
          }
          const checkResult = runChecks(payload, checks, ctx);
          if (checkResult instanceof Promise) {
            if (ctx.async === false) throw new core_core.GT;
            return checkResult.then(checkResult => inst._zod.parse(checkResult, ctx));
          }
          return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
          if (ctx.skipChecks) {
            return inst._zod.parse(payload, ctx);
          }
          if (ctx.direction === "backward") {
            const canary = inst._zod.parse({
              value: payload.value,
              issues: []
            }, {
              ...ctx,
              skipChecks: true
            });
            if (canary instanceof Promise) {
              return canary.then(canary => handleCanaryResult(canary, payload, ctx));
            }
            return handleCanaryResult(canary, payload, ctx);
          }
          const result = inst._zod.parse(payload, ctx);
          if (result instanceof Promise) {
            if (ctx.async === false) throw new core_core.GT;
            return result.then(result => runChecks(result, checks, ctx));
          }
          return runChecks(result, checks, ctx);
        };
      }
    }, {
      get "~standard"() {
        return core_util.jD(this, "~standard", standardProps(this));
      },
      set "~standard"(value) {
        core_util.qh(this, "~standard", value);
      }
    });
    const toStandardResult = (r, ctx) => r.issues.length ? {
      issues: r.issues.map(iss => core_util.iR(iss, ctx, core_core.$W()))
    } : {
      value: r.value
    };
    async function validateAsync(inst, value) {
      const ctx = {
        async: true
      };
      return toStandardResult(await inst._zod.run({
        value: value,
        issues: []
      }, ctx), ctx);
    }
    function standardProps(inst) {
      return {
        validate: value => {
          const ctx = {
            async: false
          };
          try {
            const r = inst._zod.run({
              value: value,
              issues: []
            }, ctx);
            if (!(r instanceof Promise)) return toStandardResult(r, ctx);
          } catch (_) {}
          return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1
      };
    }
    const $ZodString = core_core.xI("$ZodString", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = def.pattern ?? anyString;
      inst._zod.parse = (payload, _) => {
        if (def.coerce) try {
          payload.value = String(payload.value);
        } catch (_) {}
        if (typeof payload.value === "string") return payload;
        payload.issues.push({
          expected: "string",
          code: "invalid_type",
          input: payload.value,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodStringFormat = core_core.xI("$ZodStringFormat", (inst, def) => {
      $ZodCheckStringFormat.init(inst, def);
      $ZodString.init(inst, def);
    });
    const $ZodGUID = core_core.xI("$ZodGUID", (inst, def) => {
      def.pattern ?? (def.pattern = guid);
      $ZodStringFormat.init(inst, def);
    });
    const $ZodUUID = core_core.xI("$ZodUUID", (inst, def) => {
      if (def.version) {
        const versionMap = {
          v1: 1,
          v2: 2,
          v3: 3,
          v4: 4,
          v5: 5,
          v6: 6,
          v7: 7,
          v8: 8
        };
        const v = versionMap[def.version];
        if (v === undefined) throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
      } else def.pattern ?? (def.pattern = uuid());
      $ZodStringFormat.init(inst, def);
    });
    const $ZodEmail = core_core.xI("$ZodEmail", (inst, def) => {
      def.pattern ?? (def.pattern = email);
      $ZodStringFormat.init(inst, def);
    });
    const URL_BAD_FORMAT = 1;
    const URL_UNPARSEABLE = 2;
    function canParseURL(input) {
      try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function") return URL.canParse(input);
        new URL(input);
        return true;
      } catch {
        return false;
      }
    }
    function validateURL(trimmed, def) {
      if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
      }
      return parseURLObject(trimmed, def);
    }
    function parseURLObject(trimmed, def) {
      if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
      }
      try {
        if (typeof URL !== "undefined") {
          const URLStatic = URL;
          if (typeof URLStatic.parse === "function") return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        return new URL(trimmed);
      } catch {
        return URL_UNPARSEABLE;
      }
    }
    const asciiTabOrNewline = /[\t\n\r]/g;
    function stripTabAndNewline(value) {
      return value.replace(asciiTabOrNewline, "");
    }
    function urlHostnameOk(url, hostname) {
      hostname.lastIndex = 0;
      return hostname.test(url.hostname);
    }
    function urlProtocolOk(url, protocol) {
      protocol.lastIndex = 0;
      return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
    }
    const $ZodURL = core_core.xI("$ZodURL", (inst, def) => {
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        try {
          const trimmed = payload.value.trim();
          const url = validateURL(trimmed, def);
          if (url === URL_BAD_FORMAT) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              note: "Invalid URL format",
              input: payload.value,
              inst: inst,
              continue: !def.abort
            });
            return;
          }
          if (url === URL_UNPARSEABLE) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              input: payload.value,
              inst: inst,
              continue: !def.abort
            });
            return;
          }
          if (url === true) {
            payload.value = stripTabAndNewline(trimmed);
            return;
          }
          if (def.hostname && !urlHostnameOk(url, def.hostname)) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              note: "Invalid hostname",
              pattern: def.hostname.source,
              input: payload.value,
              inst: inst,
              continue: !def.abort
            });
          }
          if (def.protocol && !urlProtocolOk(url, def.protocol)) {
            payload.issues.push({
              code: "invalid_format",
              format: "url",
              note: "Invalid protocol",
              pattern: def.protocol.source,
              input: payload.value,
              inst: inst,
              continue: !def.abort
            });
          }
          payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
          return;
        } catch (_) {
          payload.issues.push({
            code: "invalid_format",
            format: "url",
            input: payload.value,
            inst: inst,
            continue: !def.abort
          });
        }
      };
    });
    const $ZodEmoji = core_core.xI("$ZodEmoji", (inst, def) => {
      def.pattern ?? (def.pattern = emoji());
      $ZodStringFormat.init(inst, def);
    });
    const $ZodNanoID = core_core.xI("$ZodNanoID", (inst, def) => {
      if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1)) throw new Error(`Invalid nanoid length: ${def.length}`);
      def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
      $ZodStringFormat.init(inst, def);
    });
    const $ZodCUID = core_core.xI("$ZodCUID", (inst, def) => {
      def.pattern ?? (def.pattern = cuid);
      $ZodStringFormat.init(inst, def);
    });
    const $ZodCUID2 = core_core.xI("$ZodCUID2", (inst, def) => {
      def.pattern ?? (def.pattern = cuid2);
      $ZodStringFormat.init(inst, def);
    });
    const $ZodULID = core_core.xI("$ZodULID", (inst, def) => {
      def.pattern ?? (def.pattern = ulid);
      $ZodStringFormat.init(inst, def);
    });
    const $ZodXID = core_core.xI("$ZodXID", (inst, def) => {
      def.pattern ?? (def.pattern = xid);
      $ZodStringFormat.init(inst, def);
    });
    const $ZodKSUID = core_core.xI("$ZodKSUID", (inst, def) => {
      def.pattern ?? (def.pattern = ksuid);
      $ZodStringFormat.init(inst, def);
    });
    const $ZodISODateTime = core_core.xI("$ZodISODateTime", (inst, def) => {
      def.pattern ?? (def.pattern = datetime(def));
      $ZodStringFormat.init(inst, def);
    });
    const $ZodISODate = core_core.xI("$ZodISODate", (inst, def) => {
      def.pattern ?? (def.pattern = date);
      $ZodStringFormat.init(inst, def);
    });
    const $ZodISOTime = core_core.xI("$ZodISOTime", (inst, def) => {
      def.pattern ?? (def.pattern = time(def));
      $ZodStringFormat.init(inst, def);
    });
    const $ZodISODuration = core_core.xI("$ZodISODuration", (inst, def) => {
      def.pattern ?? (def.pattern = duration);
      $ZodStringFormat.init(inst, def);
    });
    const $ZodIPv4 = core_core.xI("$ZodIPv4", (inst, def) => {
      def.pattern ?? (def.pattern = ipv4);
      $ZodStringFormat.init(inst, def);
    });
    const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
    function isValidIPv6(value) {
      if (!ipv6Alphabet.test(value)) return false;
      return canParseURL(`http://[${value}]`);
    }
    const $ZodIPv6 = core_core.xI("$ZodIPv6", (inst, def) => {
      def.pattern ?? (def.pattern = ipv6);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        if (!isValidIPv6(payload.value)) {
          payload.issues.push({
            code: "invalid_format",
            format: "ipv6",
            input: payload.value,
            inst: inst,
            continue: !def.abort
          });
        }
      };
    });
    const $ZodMAC = null && core.$constructor("$ZodMAC", (inst, def) => {
      def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
      $ZodStringFormat.init(inst, def);
    });
    const $ZodCIDRv4 = core_core.xI("$ZodCIDRv4", (inst, def) => {
      def.pattern ?? (def.pattern = cidrv4);
      $ZodStringFormat.init(inst, def);
    });
    function isValidCIDRv6(value) {
      const parts = value.split("/");
      if (parts.length !== 2) return false;
      const [address, prefix] = parts;
      if (!prefix) return false;
      const prefixNum = Number(prefix);
      if (`${prefixNum}` !== prefix) return false;
      if (prefixNum < 0 || prefixNum > 128) return false;
      return isValidIPv6(address);
    }
    const $ZodCIDRv6 = core_core.xI("$ZodCIDRv6", (inst, def) => {
      def.pattern ?? (def.pattern = cidrv6);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        if (!isValidCIDRv6(payload.value)) {
          payload.issues.push({
            code: "invalid_format",
            format: "cidrv6",
            input: payload.value,
            inst: inst,
            continue: !def.abort
          });
        }
      };
    });
    function isValidBase64(data) {
      if (data === "") return true;
      if (/\s/.test(data)) return false;
      if (data.length % 4 !== 0) return false;
      try {
        atob(data);
        return true;
      } catch {
        return false;
      }
    }
    const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
    const $ZodBase64 = core_core.xI("$ZodBase64", (inst, def) => {
      def.pattern ?? (def.pattern = base64Charset);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        if (isValidBase64(payload.value)) return;
        payload.issues.push({
          code: "invalid_format",
          format: "base64",
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const base64urlCharset = /^[A-Za-z0-9_-]*$/;
    function isValidBase64URL(data) {
      if (!base64urlCharset.test(data)) return false;
      const base64 = data.replace(/[-_]/g, c => c === "-" ? "+" : "/");
      const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
      return isValidBase64(padded);
    }
    const $ZodBase64URL = core_core.xI("$ZodBase64URL", (inst, def) => {
      def.pattern ?? (def.pattern = base64urlCharset);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        if (isValidBase64URL(payload.value)) return;
        payload.issues.push({
          code: "invalid_format",
          format: "base64url",
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodE164 = core_core.xI("$ZodE164", (inst, def) => {
      def.pattern ?? (def.pattern = e164);
      $ZodStringFormat.init(inst, def);
    });
    const CC_SANITIZE = /[- ]/g;
    function isLuhnAlgo(digits) {
      let length = digits.length;
      let bit = 1;
      let sum = 0;
      while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [ 0, 2, 4, 6, 8, 1, 3, 5, 7, 9 ][value] : value;
      }
      return sum % 10 === 0;
    }
    function isValidCreditCard(input) {
      if (!regexes.creditCard.test(input)) return false;
      return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
    }
    const $ZodCreditCard = null && core.$constructor("$ZodCreditCard", (inst, def) => {
      def.pattern ?? (def.pattern = regexes.creditCard);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        if (isValidCreditCard(payload.value)) return;
        payload.issues.push({
          code: "invalid_format",
          format: "credit_card",
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    function isIso7064Mod97(iban) {
      let remainder = 0;
      const len = iban.length;
      for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
      }
      for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
      }
      return remainder === 1;
    }
    function isValidIBAN(input) {
      if (!regexes.iban.test(input)) return false;
      return isIso7064Mod97(input);
    }
    const $ZodIBAN = null && core.$constructor("$ZodIBAN", (inst, def) => {
      def.pattern ?? (def.pattern = regexes.iban);
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        if (isValidIBAN(payload.value)) return;
        payload.issues.push({
          code: "invalid_format",
          format: "iban",
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    function isValidJWT(token, algorithm = null) {
      try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3) return false;
        const [header] = tokensParts;
        if (!header) return false;
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT") return false;
        if (!parsedHeader.alg) return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm)) return false;
        return true;
      } catch {
        return false;
      }
    }
    const $ZodJWT = core_core.xI("$ZodJWT", (inst, def) => {
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        if (isValidJWT(payload.value, def.alg)) return;
        payload.issues.push({
          code: "invalid_format",
          format: "jwt",
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodCustomStringFormat = null && core.$constructor("$ZodCustomStringFormat", (inst, def) => {
      $ZodStringFormat.init(inst, def);
      inst._zod.check = payload => {
        if (def.fn(payload.value)) return;
        payload.issues.push({
          code: "invalid_format",
          format: def.format,
          input: payload.value,
          inst: inst,
          continue: !def.abort
        });
      };
    });
    const $ZodNumber = core_core.xI("$ZodNumber", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = number;
      inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) try {
          payload.value = Number(payload.value);
        } catch (_) {}
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
          return payload;
        }
        const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : undefined : undefined;
        payload.issues.push({
          expected: "number",
          code: "invalid_type",
          input: input,
          inst: inst,
          ...received ? {
            received: received
          } : {}
        });
        return payload;
      };
    });
    const $ZodNumberFormat = core_core.xI("$ZodNumberFormat", (inst, def) => {
      $ZodCheckNumberFormat.init(inst, def);
      $ZodNumber.init(inst, def);
    });
    const $ZodBoolean = core_core.xI("$ZodBoolean", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = regexes_boolean;
      inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) try {
          payload.value = Boolean(payload.value);
        } catch (_) {}
        const input = payload.value;
        if (typeof input === "boolean") return payload;
        payload.issues.push({
          expected: "boolean",
          code: "invalid_type",
          input: input,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodBigInt = core_core.xI("$ZodBigInt", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = bigint;
      inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) try {
          payload.value = BigInt(payload.value);
        } catch (_) {}
        if (typeof payload.value === "bigint") return payload;
        payload.issues.push({
          expected: "bigint",
          code: "invalid_type",
          input: payload.value,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodBigIntFormat = null && core.$constructor("$ZodBigIntFormat", (inst, def) => {
      checks.$ZodCheckBigIntFormat.init(inst, def);
      $ZodBigInt.init(inst, def);
    });
    const $ZodSymbol = null && core.$constructor("$ZodSymbol", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol") return payload;
        payload.issues.push({
          expected: "symbol",
          code: "invalid_type",
          input: input,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodUndefined = null && core.$constructor("$ZodUndefined", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = regexes.undefined;
      inst._zod.values = new Set([ undefined ]);
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined") return payload;
        payload.issues.push({
          expected: "undefined",
          code: "invalid_type",
          input: input,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodNull = null && core.$constructor("$ZodNull", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = regexes.null;
      inst._zod.values = new Set([ null ]);
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null) return payload;
        payload.issues.push({
          expected: "null",
          code: "invalid_type",
          input: input,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodAny = null && core.$constructor("$ZodAny", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = payload => payload;
    });
    const $ZodUnknown = core_core.xI("$ZodUnknown", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = payload => payload;
    });
    const $ZodNever = core_core.xI("$ZodNever", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
          expected: "never",
          code: "invalid_type",
          input: payload.value,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodVoid = null && core.$constructor("$ZodVoid", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined") return payload;
        payload.issues.push({
          expected: "void",
          code: "invalid_type",
          input: input,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodDate = core_core.xI("$ZodDate", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
          try {
            payload.value = new Date(payload.value);
          } catch (_err) {}
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate) return payload;
        payload.issues.push({
          expected: "date",
          code: "invalid_type",
          input: input,
          ...isDate ? {
            received: "Invalid Date"
          } : {},
          inst: inst
        });
        return payload;
      };
    });
    function capSize(inst, size) {
      const caps = core_util.hi(inst._zod.def.checks);
      if (!caps.length) return;
      const cap = Math.min(...caps.map(c => c[0]));
      const parse = inst._zod.parse;
      inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
          for (const [max, ch] of core_util.hi(inst._zod.def.checks)) {
            if (n > max && ch._zod.def.when(payload)) {
              const start = payload.issues.length;
              ch._zod.check(payload);
              payload.issues[start].continue = false;
              core_util.d3(payload.issues, start, inst);
              return payload;
            }
          }
        }
        return parse(payload, ctx);
      };
    }
    const arraySize = input => Array.isArray(input) ? input.length : -1;
    const mapSize = input => input instanceof Map ? input.size : -1;
    const setSize = input => input instanceof Set ? input.size : -1;
    function handleArrayResult(result, final, index) {
      if (result.issues.length) {
        final.issues.push(...core_util.lQ(index, result.issues));
      }
      final.value[index] = result.value;
    }
    const $ZodArray = core_core.xI("$ZodArray", (inst, def) => {
      $ZodType.init(inst, def);
      const memo = core_core.cr.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
          payload.issues.push({
            expected: "array",
            code: "invalid_type",
            input: input,
            inst: inst
          });
          return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
          const item = input[i];
          const result = def.element._zod.run({
            value: item,
            issues: []
          }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then(result => handleArrayResult(result, payload, i)));
          } else {
            handleArrayResult(result, payload, i);
            if (abortEarly && result.issues.length !== 0 && core_util.QH(result)) break;
          }
        }
        if (proms.length) {
          return Promise.all(proms).then(() => payload);
        }
        return payload;
      };
      capSize(inst, arraySize);
    });
    function handlePropertyResult(result, final, key, input, optin, optout) {
      const isPresent = key in input;
      const isOptionalOut = optout === "optional";
      if (!isPresent && isOptionalOut && optin === "optional") {
        return;
      }
      if (result.issues.length) {
        if (optin !== undefined && isOptionalOut && !isPresent) {
          return;
        }
        final.issues.push(...core_util.lQ(key, result.issues));
      }
      if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
          final.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [ key ]
          });
        }
        return;
      }
      if (result.value === undefined) {
        if (isPresent || optin === "defaulted" && !isOptionalOut) {
          final.value[key] = undefined;
        }
      } else {
        final.value[key] = result.value;
      }
    }
    const NO_SYMBOL_KEYS = [];
    function normalizeDef(def) {
      const keys = Object.keys(def.shape);
      const ownSymbols = Object.getOwnPropertySymbols(def.shape);
      const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
      const allKeys = symbolKeys.length ? [ ...keys, ...symbolKeys ] : keys;
      for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
          throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
      }
      const okeys = core_util.NM(def.shape);
      return {
        ...def,
        allKeys: allKeys,
        symbolKeys: symbolKeys,
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys)
      };
    }
    function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
      const unrecognized = [];
      const keySet = def.keySet;
      const _catchall = def.catchall._zod;
      const t = _catchall.def.type;
      const optin = _catchall.optin;
      const optout = _catchall.optout;
      let seen = 0;
      for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
          if (core_util.QH(payload, seen)) break;
          seen = payload.issues.length;
        }
        if (keySet.has(key)) continue;
        if (key === "__proto__") {
          if (t === "never") unrecognized.push(key);
          continue;
        }
        if (t === "never") {
          unrecognized.push(key);
          continue;
        }
        const r = _catchall.run({
          value: input[key],
          issues: []
        }, ctx);
        if (r instanceof Promise) {
          proms.push(r.then(r => handlePropertyResult(r, payload, key, input, optin, optout)));
        } else {
          handlePropertyResult(r, payload, key, input, optin, optout);
        }
      }
      if (unrecognized.length) {
        payload.issues.push({
          code: "unrecognized_keys",
          keys: unrecognized,
          input: input,
          inst: inst,
          continue: true
        });
      }
      if (!proms.length) return payload;
      return Promise.all(proms).then(() => payload);
    }
    const $ZodObject = core_core.xI("$ZodObject", (inst, def) => {
      $ZodType.init(inst, def);
      const desc = Object.getOwnPropertyDescriptor(def, "shape");
      const sh = desc?.get ? desc.get.raw : def.shape ?? {};
      if (sh) {
        const get = () => {
          const newSh = {
            ...sh
          };
          Object.defineProperty(def, "shape", {
            value: newSh
          });
          get.raw = newSh;
          return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", {
          get: get
        });
      }
      const _normalized = core_util.PO(() => normalizeDef(def));
      core_util.v5(inst, "propValues", zod => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
          const field = shape[key]._zod;
          if (field.values) {
            if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
              core_util.Vy(propValues, key, new Set);
            }
            for (const v of field.values) propValues[key].add(v);
            if (field.optin !== undefined) propValues[key].add(undefined);
          }
        }
        return propValues;
      });
      const isObject = core_util.Gv;
      const catchall = def.catchall;
      let value;
      const memo = core_core.cr.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
          payload.issues.push({
            expected: "object",
            code: "invalid_type",
            input: input,
            inst: inst
          });
          return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
          if (abortEarly && payload.issues.length !== seen) {
            if (core_util.QH(payload, seen)) break;
            seen = payload.issues.length;
          }
          if (key === "__proto__") continue;
          const el = shape[key];
          const optin = el._zod.optin;
          const optout = el._zod.optout;
          const r = el._zod.run({
            value: input[key],
            issues: []
          }, ctx);
          if (r instanceof Promise) {
            proms.push(r.then(r => handlePropertyResult(r, payload, key, input, optin, optout)));
          } else {
            handlePropertyResult(r, payload, key, input, optin, optout);
          }
        }
        if (!catchall) {
          return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
      };
    });
    const $ZodObjectJIT = core_core.xI("$ZodObjectJIT", (inst, def) => {
      $ZodObject.init(inst, def);
      const superParse = inst._zod.parse;
      const _normalized = core_util.PO(() => normalizeDef(def));
      const memo = core_core.cr.memoizer;
      const generateFastpass = shape => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        const doc = new Doc([ "payload", "ctx" ], {
          shape: shape,
          inst: inst,
          memo: memo,
          syms: syms
        });
        const parseStr = k => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        const prefixStr = (id, k) => `\n          let ${id}_ab = false;\n          for (let i = 0; i < ${id}.issues.length; i++) {\n            const iss = ${id}.issues[i];\n            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];\n            payload.issues.push(iss);\n            if (iss.continue !== true) ${id}_ab = true;\n          }\n          if (${id}_ab && ctx && ctx.abortEarly) {\n            payload.value = newResult;\n            return payload;\n          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
          ids[key] = `key_${counter++}`;
        }
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
          if (key === "__proto__") continue;
          const id = ids[key];
          const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : core_util.UQ(key);
          const isPresent = `${k} in input`;
          const schema = shape[key];
          const optin = schema?._zod?.optin;
          const isOptionalIn = optin !== undefined;
          const isOptionalOut = schema?._zod?.optout === "optional";
          doc.write(`const ${id} = ${parseStr(k)};`);
          if (isOptionalIn && isOptionalOut) {
            const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
            doc.write(`\n        const ${id}_present = ${isPresent};\n        if (!${id}.issues.length || ${id}_present) {\n          if (${id}.issues.length) {${prefixStr(id, k)}\n          }\n\n          if (${assign}) {\n            newResult[${k}] = ${id}.value;\n          }\n        }\n\n      `);
          } else if (!isOptionalIn) {
            doc.write(`\n        const ${id}_present = ${isPresent};\n        if (${id}.issues.length) {${prefixStr(id, k)}\n        }\n        if (!${id}_present && !${id}.issues.length) {\n          payload.issues.push({\n            code: "invalid_type",\n            expected: "nonoptional",\n            input: undefined,\n            path: [${k}]\n          });\n          if (ctx && ctx.abortEarly) {\n            payload.value = newResult;\n            return payload;\n          }\n        }\n\n        if (${id}_present) {\n          newResult[${k}] = ${id}.value;\n        }\n\n      `);
          } else {
            doc.write(`\n        if (${id}.issues.length) {${prefixStr(id, k)}\n        }\n      `);
            if (optin === "defaulted") {
              doc.write(`newResult[${k}] = ${id}.value;`);
            } else {
              doc.write(`\n        if (${id}.value !== undefined || ${isPresent}) {\n          newResult[${k}] = ${id}.value;\n        }\n      `);
            }
          }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        return doc.compile();
      };
      let fastpass;
      const isObject = core_util.Gv;
      const jit = !core_core.cr.jitless;
      const allowsEval = core_util.hI;
      const fastEnabled = jit && allowsEval.value;
      const catchall = def.catchall;
      let value;
      inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
          payload.issues.push({
            expected: "object",
            code: "invalid_type",
            input: input,
            inst: inst
          });
          return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
          if (!fastpass) fastpass = generateFastpass(def.shape);
          payload = fastpass(payload, ctx);
          if (!catchall) return payload;
          return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
      };
    });
    function handleUnionResults(results, final, inst, ctx) {
      for (const result of results) {
        if (result.issues.length === 0) {
          final.value = result.value;
          return final;
        }
      }
      const nonaborted = results.filter(r => !core_util.QH(r));
      if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
      }
      final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst: inst,
        errors: results.map(result => result.issues.map(iss => core_util.iR(iss, ctx, core_core.$W())))
      });
      return final;
    }
    const $ZodUnion = core_core.xI("$ZodUnion", (inst, def) => {
      $ZodType.init(inst, def);
      core_util.v5(inst, "optin", zod => zod.def.options.some(o => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some(o => o._zod.optin !== undefined) ? "optional" : undefined);
      core_util.v5(inst, "optout", zod => zod.def.options.some(o => o._zod.optout === "optional") ? "optional" : undefined);
      core_util.v5(inst, "values", zod => {
        if (zod.def.options.every(o => o._zod.values)) {
          return new Set(zod.def.options.flatMap(option => Array.from(option._zod.values)));
        }
        return undefined;
      });
      core_util.v5(inst, "pattern", zod => {
        if (zod.def.options.every(o => o._zod.pattern)) {
          const patterns = zod.def.options.map(o => o._zod.pattern);
          return new RegExp(`^(${patterns.map(p => core_util.p6(p.source)).join("|")})$`);
        }
        return undefined;
      });
      const first = def.options.length === 1 ? def.options[0]._zod.run : null;
      inst._zod.parse = (payload, ctx) => {
        if (first) {
          return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
          const result = option._zod.run({
            value: payload.value,
            issues: []
          }, ctx);
          if (result instanceof Promise) {
            results.push(result);
            async = true;
          } else {
            if (result.issues.length === 0) return result;
            results.push(result);
          }
        }
        if (!async) return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then(results => handleUnionResults(results, payload, inst, ctx));
      };
    });
    function handleExclusiveUnionResults(results, final, inst, ctx) {
      const matches = [];
      for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0) matches.push(i);
      }
      if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
      }
      if (matches.length === 0) {
        final.issues.push({
          code: "invalid_union",
          input: final.value,
          inst: inst,
          errors: results.map(result => result.issues.map(iss => util.finalizeIssue(iss, ctx, core.config())))
        });
      } else {
        final.issues.push({
          code: "invalid_union",
          input: final.value,
          inst: inst,
          errors: [],
          inclusive: false,
          matches: matches
        });
      }
      return final;
    }
    const $ZodXor = null && core.$constructor("$ZodXor", (inst, def) => {
      $ZodUnion.init(inst, def);
      def.inclusive = false;
      const first = def.options.length === 1 ? def.options[0]._zod.run : null;
      inst._zod.parse = (payload, ctx) => {
        if (first) {
          return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
          const result = option._zod.run({
            value: payload.value,
            issues: []
          }, ctx);
          if (result instanceof Promise) {
            results.push(result);
            async = true;
          } else {
            results.push(result);
          }
        }
        if (!async) return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then(results => handleExclusiveUnionResults(results, payload, inst, ctx));
      };
    });
    function getDiscriminatedOption(union, value) {
      const internals = union._zod;
      let map = internals.bag.optionsMap;
      if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
      }
      const option = map.get(value);
      if (option === null) throw new Error(`Ambiguous discriminator value "${String(value)}"`);
      return option;
    }
    function discriminatorMap(def) {
      const map = new Map;
      for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0) throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
          if (map.has(value)) {
            if (value !== undefined) throw new Error(`Duplicate discriminator value "${String(value)}"`);
            map.set(value, null);
          } else {
            map.set(value, option);
          }
        }
      }
      return map;
    }
    const $ZodDiscriminatedUnion = core_core.xI("$ZodDiscriminatedUnion", (inst, def) => {
      def.inclusive = false;
      $ZodUnion.init(inst, def);
      const _super = inst._zod.parse;
      core_util.v5(inst, "propValues", zod => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
          const pv = option._zod.propValues;
          if (!pv || Object.keys(pv).length === 0) throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
          if (pv[zod.def.discriminator]?.has(undefined)) undefinedCount++;
          for (const [k, v] of Object.entries(pv)) {
            if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
              core_util.Vy(propValues, k, new Set);
            }
            for (const val of v) {
              propValues[k].add(val);
            }
          }
        }
        if (!zod.def.unionFallback && undefinedCount > 1) propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
      });
      def.options.forEach((option, i) => {
        const propShape = core_util.MO(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
          throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
      });
      const disc = core_util.PO(() => discriminatorMap(def));
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util.Gv(input)) {
          payload.issues.push({
            code: "invalid_type",
            expected: "object",
            input: input,
            inst: inst
          });
          return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
          return opt._zod.run(payload, ctx);
        }
        if (def.unionFallback || ctx.direction === "backward") {
          return _super(payload, ctx);
        }
        payload.issues.push({
          code: "invalid_union",
          errors: [],
          note: "No matching discriminator",
          discriminator: def.discriminator,
          options: Array.from(disc.value.keys()).filter(value => disc.value.get(value) !== null),
          input: input,
          path: [ def.discriminator ],
          inst: inst
        });
        return payload;
      };
    });
    const $ZodIntersection = core_core.xI("$ZodIntersection", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({
          value: input,
          issues: []
        }, ctx);
        const right = def.right._zod.run({
          value: input,
          issues: []
        }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
          return Promise.all([ left, right ]).then(([left, right]) => handleIntersectionResults(payload, left, right));
        }
        return handleIntersectionResults(payload, left, right);
      };
    });
    function mergeValues(a, b) {
      if (a === b) {
        return {
          valid: true,
          data: a
        };
      }
      if (a instanceof Date && b instanceof Date && +a === +b) {
        return {
          valid: true,
          data: a
        };
      }
      if (core_util.Qd(a) && core_util.Qd(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter(key => bKeys.indexOf(key) !== -1);
        const newObj = {
          ...a,
          ...b
        };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__")) delete newObj.__proto__;
        for (const key of sharedKeys) {
          if (key === "__proto__") continue;
          const sharedValue = mergeValues(a[key], b[key]);
          if (!sharedValue.valid) {
            return {
              valid: false,
              mergeErrorPath: [ key, ...sharedValue.mergeErrorPath ]
            };
          }
          newObj[key] = sharedValue.data;
        }
        return {
          valid: true,
          data: newObj
        };
      }
      if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
          return {
            valid: false,
            mergeErrorPath: []
          };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
          const itemA = a[index];
          const itemB = b[index];
          const sharedValue = mergeValues(itemA, itemB);
          if (!sharedValue.valid) {
            return {
              valid: false,
              mergeErrorPath: [ index, ...sharedValue.mergeErrorPath ]
            };
          }
          newArray.push(sharedValue.data);
        }
        return {
          valid: true,
          data: newArray
        };
      }
      return {
        valid: false,
        mergeErrorPath: []
      };
    }
    function handleIntersectionResults(result, left, right) {
      const unrecKeys = new Map;
      let unrecIssue;
      const keyIssues = new Map;
      const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
          unrecIssue ?? (unrecIssue = iss);
          keys = iss.keys;
        } else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
          const k = String(iss.path[0]);
          if (!keyIssues.has(k)) keyIssues.set(k, iss);
          keys = [ k ];
        } else {
          return false;
        }
        for (const k of keys) {
          if (!unrecKeys.has(k)) unrecKeys.set(k, {});
          unrecKeys.get(k)[side] = true;
        }
        return true;
      };
      for (const iss of left.issues) {
        if (!collect(iss, "l")) result.issues.push(iss);
      }
      for (const iss of right.issues) {
        if (!collect(iss, "r")) result.issues.push(iss);
      }
      const bothKeys = [ ...unrecKeys ].filter(([, f]) => f.l && f.r).map(([k]) => k);
      if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter(k => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length) result.issues.push({
          ...unrecIssue,
          keys: aggregated
        });
        for (const k of bothKeys) {
          if (!aggregated.includes(k) && keyIssues.has(k)) result.issues.push(keyIssues.get(k));
        }
      }
      const merged = mergeValues(left.value, right.value);
      if (!merged.valid) {
        if (core_util.QH(result)) return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
      }
      result.value = merged.data;
      return result;
    }
    const $ZodTuple = core_core.xI("$ZodTuple", (inst, def) => {
      $ZodType.init(inst, def);
      const items = def.items;
      const memo = core_core.cr.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
          payload.issues.push({
            input: input,
            inst: inst,
            expected: "tuple",
            code: "invalid_type"
          });
          return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
          if (input.length < optinStart) {
            payload.issues.push({
              code: "too_small",
              minimum: optinStart,
              inclusive: true,
              input: input,
              inst: inst,
              origin: "array"
            });
            return payload;
          }
          if (input.length > items.length) {
            payload.issues.push({
              code: "too_big",
              maximum: items.length,
              inclusive: true,
              input: input,
              inst: inst,
              origin: "array"
            });
          }
        }
        const itemResults = new Array(items.length);
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
          const r = items[i]._zod.run({
            value: input[i],
            issues: []
          }, ctx);
          if (r instanceof Promise) {
            proms.push(r.then(rr => {
              itemResults[i] = rr;
            }));
          } else {
            itemResults[i] = r;
            if (abortEarly && !itemAborted && r.issues.length) itemAborted = core_util.QH(r);
          }
        }
        if (def.rest && !itemAborted) {
          let i = items.length - 1;
          const rest = input.slice(items.length);
          let seen = payload.issues.length;
          for (const el of rest) {
            if (abortEarly && payload.issues.length !== seen) {
              if (core_util.QH(payload, seen)) break;
              seen = payload.issues.length;
            }
            i++;
            const result = def.rest._zod.run({
              value: el,
              issues: []
            }, ctx);
            if (result instanceof Promise) {
              proms.push(result.then(r => handleTupleResult(r, payload, i)));
            } else {
              handleTupleResult(result, payload, i);
            }
          }
        }
        if (proms.length) {
          return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
      };
    });
    function getTupleOptStart(items, key) {
      for (let i = items.length - 1; i >= 0; i--) {
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable) return i + 1;
      }
      return 0;
    }
    function handleTupleResult(result, final, index) {
      if (result.issues.length) {
        final.issues.push(...core_util.lQ(index, result.issues));
      }
      final.value[index] = result.value;
    }
    function handleTupleResults(itemResults, final, items, input, optoutStart) {
      for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
          final.value.length = i;
          break;
        }
        if (r.issues.length) {
          if (!isPresent && i >= optoutStart) {
            final.value.length = i;
            break;
          }
          final.issues.push(...core_util.lQ(i, r.issues));
        }
        final.value[i] = r.value;
      }
      for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
          final.value.length = i;
        } else {
          break;
        }
      }
      return final;
    }
    const $ZodRecord = core_core.xI("$ZodRecord", (inst, def) => {
      $ZodType.init(inst, def);
      const memo = core_core.cr.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util.Qd(input)) {
          payload.issues.push({
            expected: "record",
            code: "invalid_type",
            input: input,
            inst: inst
          });
          return payload;
        }
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
          payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
          const recordKeys = new Set;
          for (const key of values) {
            if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
              recordKeys.add(typeof key === "number" ? key.toString() : key);
              if (key === "__proto__") continue;
              const keyResult = def.keyType._zod.run({
                value: key,
                issues: []
              }, ctx);
              if (keyResult instanceof Promise) {
                throw new Error("Async schemas not supported in object keys currently");
              }
              if (keyResult.issues.length) {
                payload.issues.push({
                  code: "invalid_key",
                  origin: "record",
                  issues: keyResult.issues.map(iss => core_util.iR(iss, ctx, core_core.$W())),
                  input: key,
                  path: [ key ],
                  inst: inst
                });
                continue;
              }
              const outKey = keyResult.value;
              if (outKey === "__proto__") continue;
              const result = def.valueType._zod.run({
                value: input[key],
                issues: []
              }, ctx);
              if (result instanceof Promise) {
                proms.push(result.then(result => {
                  if (result.issues.length) {
                    payload.issues.push(...core_util.lQ(key, result.issues));
                  }
                  payload.value[outKey] = result.value;
                }));
              } else {
                if (result.issues.length) {
                  payload.issues.push(...core_util.lQ(key, result.issues));
                }
                payload.value[outKey] = result.value;
              }
            }
          }
          let unrecognized;
          for (const key in input) {
            if (!recordKeys.has(key)) {
              if (def.mode === "loose") {
                if (key === "__proto__") continue;
                payload.value[key] = input[key];
              } else {
                unrecognized = unrecognized ?? [];
                unrecognized.push(key);
              }
            }
          }
          if (unrecognized && unrecognized.length > 0) {
            payload.issues.push({
              code: "unrecognized_keys",
              input: input,
              inst: inst,
              keys: unrecognized,
              continue: true
            });
          }
        } else {
          payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
          let unrecognized;
          for (const key of Reflect.ownKeys(input)) {
            if (key === "__proto__") continue;
            if (!Object.prototype.propertyIsEnumerable.call(input, key)) continue;
            let keyResult = def.keyType._zod.run({
              value: key,
              issues: []
            }, ctx);
            if (keyResult instanceof Promise) {
              throw new Error("Async schemas not supported in object keys currently");
            }
            const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
            if (checkNumericKey) {
              const retryResult = def.keyType._zod.run({
                value: Number(key),
                issues: []
              }, ctx);
              if (retryResult instanceof Promise) {
                throw new Error("Async schemas not supported in object keys currently");
              }
              if (retryResult.issues.length === 0) {
                keyResult = retryResult;
              }
            }
            if (keyResult.issues.length) {
              if (def.mode === "loose") {
                payload.value[key] = input[key];
              } else if (values) {
                unrecognized = unrecognized ?? [];
                unrecognized.push(key);
              } else {
                payload.issues.push({
                  code: "invalid_key",
                  origin: "record",
                  issues: keyResult.issues.map(iss => core_util.iR(iss, ctx, core_core.$W())),
                  input: key,
                  path: [ key ],
                  inst: inst
                });
              }
              continue;
            }
            const outKey = keyResult.value;
            if (outKey === "__proto__") continue;
            const result = def.valueType._zod.run({
              value: input[key],
              issues: []
            }, ctx);
            if (result instanceof Promise) {
              proms.push(result.then(result => {
                if (result.issues.length) {
                  payload.issues.push(...core_util.lQ(key, result.issues));
                }
                payload.value[outKey] = result.value;
              }));
            } else {
              if (result.issues.length) {
                payload.issues.push(...core_util.lQ(key, result.issues));
              }
              payload.value[outKey] = result.value;
            }
          }
          if (unrecognized && unrecognized.length > 0) {
            payload.issues.push({
              code: "unrecognized_keys",
              input: input,
              inst: inst,
              keys: unrecognized,
              continue: true
            });
          }
        }
        if (proms.length) {
          return Promise.all(proms).then(() => payload);
        }
        return payload;
      };
    });
    const $ZodMap = null && core.$constructor("$ZodMap", (inst, def) => {
      $ZodType.init(inst, def);
      const memo = core.globalConfig.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
          payload.issues.push({
            expected: "map",
            code: "invalid_type",
            input: input,
            inst: inst
          });
          return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map, ctx) : new Map;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
          if (abortEarly && payload.issues.length !== seen) {
            if (util.aborted(payload, seen)) break;
            seen = payload.issues.length;
          }
          const keyResult = def.keyType._zod.run({
            value: key,
            issues: []
          }, ctx);
          const valueResult = def.valueType._zod.run({
            value: value,
            issues: []
          }, ctx);
          if (keyResult instanceof Promise || valueResult instanceof Promise) {
            proms.push(Promise.all([ keyResult, valueResult ]).then(([keyResult, valueResult]) => {
              handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }));
          } else {
            handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
          }
        }
        if (proms.length) return Promise.all(proms).then(() => payload);
        return payload;
      };
      capSize(inst, mapSize);
    });
    function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
      if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
          final.issues.push(...util.prefixIssues(key, keyResult.issues));
        } else {
          final.issues.push({
            code: "invalid_key",
            origin: "map",
            input: input,
            inst: inst,
            issues: keyResult.issues.map(iss => util.finalizeIssue(iss, ctx, core.config()))
          });
        }
      }
      if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
          final.issues.push(...util.prefixIssues(key, valueResult.issues));
        } else {
          final.issues.push({
            origin: "map",
            code: "invalid_element",
            input: input,
            inst: inst,
            key: key,
            issues: valueResult.issues.map(iss => util.finalizeIssue(iss, ctx, core.config()))
          });
        }
      }
      final.value.set(keyResult.value, valueResult.value);
    }
    const $ZodSet = null && core.$constructor("$ZodSet", (inst, def) => {
      $ZodType.init(inst, def);
      const memo = core.globalConfig.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
          payload.issues.push({
            input: input,
            inst: inst,
            expected: "set",
            code: "invalid_type"
          });
          return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set, ctx) : new Set;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
          if (abortEarly && payload.issues.length !== seen) {
            if (util.aborted(payload, seen)) break;
            seen = payload.issues.length;
          }
          const result = def.valueType._zod.run({
            value: item,
            issues: []
          }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then(result => handleSetResult(result, payload)));
          } else handleSetResult(result, payload);
        }
        if (proms.length) return Promise.all(proms).then(() => payload);
        return payload;
      };
      capSize(inst, setSize);
    });
    function handleSetResult(result, final) {
      if (result.issues.length) {
        final.issues.push(...result.issues);
      }
      final.value.add(result.value);
    }
    const $ZodEnum = core_core.xI("$ZodEnum", (inst, def) => {
      $ZodType.init(inst, def);
      const values = core_util.w5(def.entries);
      const valuesSet = new Set(values);
      inst._zod.values = valuesSet;
      core_util.v5(inst, "pattern", zod => {
        const patternValues = core_util.w5(zod.def.entries).filter(k => core_util.qQ.has(typeof k));
        return new RegExp(patternValues.length ? `^(${patternValues.map(o => core_util.sD(o.toString())).join("|")})$` : "^[^\\s\\S]$");
      });
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
          return payload;
        }
        payload.issues.push({
          code: "invalid_value",
          values: values,
          input: input,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodLiteral = core_core.xI("$ZodLiteral", (inst, def) => {
      $ZodType.init(inst, def);
      const values = new Set(def.values);
      inst._zod.values = values;
      core_util.v5(inst, "pattern", zod => {
        const vals = zod.def.values;
        return new RegExp(vals.length ? `^(${vals.map(o => typeof o === "string" ? core_util.sD(o) : o ? core_util.sD(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
      });
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
          return payload;
        }
        payload.issues.push({
          code: "invalid_value",
          values: def.values,
          input: input,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodFile = null && core.$constructor("$ZodFile", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input instanceof File) return payload;
        payload.issues.push({
          expected: "file",
          code: "invalid_type",
          input: input,
          inst: inst
        });
        return payload;
      };
    });
    const $ZodTransform = core_core.xI("$ZodTransform", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "optional";
      core_core.cr.memoizer?.guard(inst);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          throw new core_core.cV(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
          const output = _out instanceof Promise ? _out : Promise.resolve(_out);
          return output.then(output => {
            payload.value = output;
            return payload;
          });
        }
        if (_out instanceof Promise) {
          throw new core_core.GT;
        }
        payload.value = _out;
        return payload;
      };
    });
    function handleOptionalResult(payload, result) {
      payload.value = result.issues.length ? undefined : result.value;
      return payload;
    }
    const $ZodOptional = core_core.xI("$ZodOptional", (inst, def) => {
      $ZodType.init(inst, def);
      core_util.v5(inst, "optin", zod => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
      inst._zod.optout = "optional";
      core_util.v5(inst, "values", zod => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([ ...values, undefined ]) : undefined;
      });
      core_util.v5(inst, "pattern", zod => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util.p6(pattern.source)})?$`) : undefined;
      });
      inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
          if (def.innerType._zod.optin !== "defaulted") return payload;
          const result = def.innerType._zod.run({
            value: payload.value,
            issues: []
          }, ctx);
          if (result instanceof Promise) return result.then(result => handleOptionalResult(payload, result));
          return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
      };
    });
    const $ZodExactOptional = core_core.xI("$ZodExactOptional", (inst, def) => {
      $ZodOptional.init(inst, def);
      core_util.v5(inst, "values", zod => zod.def.innerType._zod.values);
      core_util.v5(inst, "pattern", zod => zod.def.innerType._zod.pattern);
      inst._zod.parse = (payload, ctx) => def.innerType._zod.run(payload, ctx);
    });
    const $ZodNullable = core_core.xI("$ZodNullable", (inst, def) => {
      $ZodType.init(inst, def);
      core_util.v5(inst, "optin", zod => zod.def.innerType._zod.optin);
      core_util.v5(inst, "optout", zod => zod.def.innerType._zod.optout);
      core_util.v5(inst, "pattern", zod => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util.p6(pattern.source)}|null)$`) : undefined;
      });
      core_util.v5(inst, "values", zod => zod.def.innerType._zod.values ? new Set([ ...zod.def.innerType._zod.values, null ]) : undefined);
      inst._zod.parse = (payload, ctx) => {
        if (payload.value === null) return payload;
        return def.innerType._zod.run(payload, ctx);
      };
    });
    const $ZodDefault = core_core.xI("$ZodDefault", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "defaulted";
      core_util.v5(inst, "values", zod => zod.def.innerType._zod.values);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        if (payload.value === undefined) {
          payload.value = def.defaultValue;
          return payload;
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
          return result.then(result => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
      };
    });
    function handleDefaultResult(payload, def) {
      if (payload.value === undefined) {
        payload.value = def.defaultValue;
      }
      return payload;
    }
    const $ZodPrefault = core_core.xI("$ZodPrefault", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "defaulted";
      core_util.v5(inst, "values", zod => zod.def.innerType._zod.values);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        if (payload.value === undefined) {
          payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
      };
    });
    const $ZodNonOptional = core_core.xI("$ZodNonOptional", (inst, def) => {
      $ZodType.init(inst, def);
      core_util.v5(inst, "values", zod => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([ ...v ].filter(x => x !== undefined)) : undefined;
      });
      inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
          return result.then(result => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
      };
    });
    function handleNonOptionalResult(payload, inst) {
      if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
          code: "invalid_type",
          expected: "nonoptional",
          input: payload.value,
          inst: inst
        });
      }
      return payload;
    }
    const $ZodSuccess = null && core.$constructor("$ZodSuccess", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
          return result.then(result => {
            payload.value = result.issues.length === 0;
            return payload;
          });
        }
        payload.value = result.issues.length === 0;
        return payload;
      };
    });
    function handleCatchResult(payload, result, def, ctx) {
      if (!result.issues.length) {
        payload.value = result.value;
        if (result.memo) payload.memo = true;
        return payload;
      }
      payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
          issues: result.issues.map(iss => core_util.iR(iss, ctx, core_core.$W()))
        },
        input: payload.value
      });
      return payload;
    }
    const $ZodCatch = core_core.xI("$ZodCatch", (inst, def) => {
      $ZodType.init(inst, def);
      core_util.v5(inst, "optin", zod => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
      core_util.v5(inst, "optout", zod => zod.def.innerType._zod.optout);
      core_util.v5(inst, "values", zod => zod.def.innerType._zod.values);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run({
          value: payload.value,
          issues: []
        }, ctx);
        if (result instanceof Promise) {
          return result.then(result => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
      };
    });
    const $ZodNaN = null && core.$constructor("$ZodNaN", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
          payload.issues.push({
            input: payload.value,
            inst: inst,
            expected: "nan",
            code: "invalid_type"
          });
          return payload;
        }
        return payload;
      };
    });
    const $ZodPipe = core_core.xI("$ZodPipe", (inst, def) => {
      $ZodType.init(inst, def);
      core_util.v5(inst, "values", zod => zod.def.in._zod.values);
      core_util.v5(inst, "optin", zod => zod.def.in._zod.optin);
      core_util.v5(inst, "optout", zod => zod.def.out._zod.optout);
      core_util.v5(inst, "propValues", zod => zod.def.in._zod.propValues);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          const right = def.out._zod.run(payload, ctx);
          if (right instanceof Promise) {
            return right.then(right => handlePipeResult(right, def.in, ctx));
          }
          return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
          return left.then(left => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
      };
    });
    function handlePipeResult(left, next, ctx) {
      if (left.issues.some(iss => iss.code !== "unrecognized_keys")) {
        left.aborted = true;
        return left;
      }
      return next._zod.run({
        value: left.value,
        issues: left.issues
      }, ctx);
    }
    const $ZodCodec = null && core.$constructor("$ZodCodec", (inst, def) => {
      $ZodType.init(inst, def);
      util.defineLazyInternal(inst, "values", zod => zod.def.in._zod.values);
      util.defineLazyInternal(inst, "optin", zod => zod.def.in._zod.optin);
      util.defineLazyInternal(inst, "optout", zod => zod.def.out._zod.optout);
      util.defineLazyInternal(inst, "propValues", zod => zod.def.in._zod.propValues);
      inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
          const left = def.in._zod.run(payload, ctx);
          if (left instanceof Promise) {
            return left.then(left => handleCodecAResult(left, def, ctx));
          }
          return handleCodecAResult(left, def, ctx);
        } else {
          const right = def.out._zod.run(payload, ctx);
          if (right instanceof Promise) {
            return right.then(right => handleCodecAResult(right, def, ctx));
          }
          return handleCodecAResult(right, def, ctx);
        }
      };
    });
    function handleCodecAResult(result, def, ctx) {
      if (result.issues.length) {
        result.aborted = true;
        return result;
      }
      const direction = ctx.direction || "forward";
      if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
          return transformed.then(value => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
      } else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
          return transformed.then(value => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
      }
    }
    function handleCodecTxResult(left, value, nextSchema, ctx) {
      if (left.issues.length) {
        left.aborted = true;
        return left;
      }
      return nextSchema._zod.run({
        value: value,
        issues: left.issues
      }, ctx);
    }
    const $ZodPreprocess = null && core.$constructor("$ZodPreprocess", (inst, def) => {
      $ZodPipe.init(inst, def);
    });
    const $ZodReadonly = core_core.xI("$ZodReadonly", (inst, def) => {
      $ZodType.init(inst, def);
      core_util.v5(inst, "propValues", zod => zod.def.innerType._zod.propValues);
      core_util.v5(inst, "values", zod => zod.def.innerType._zod.values);
      core_util.v5(inst, "optin", zod => zod.def.innerType?._zod?.optin);
      core_util.v5(inst, "optout", zod => zod.def.innerType?._zod?.optout);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
          return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
      };
    });
    function handleReadonlyResult(payload) {
      if (!payload.memo) payload.value = Object.freeze(payload.value);
      return payload;
    }
    function leafPattern(schema) {
      const def = schema._zod.def;
      let pattern = def.pattern;
      let isInt = !!def.format?.includes("int");
      let minimum;
      let maximum;
      for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern) pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum)) minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum)) maximum = hi;
      }
      if (pattern) return pattern.source;
      if (minimum !== undefined && maximum !== undefined && minimum > maximum) return "(?!)";
      if (minimum !== undefined || maximum !== undefined) return regexes.string({
        minimum: minimum,
        maximum: maximum
      }).source;
      const own = schema._zod.pattern;
      return (isInt && own === regexes.number ? regexes.integer : own)?.source;
    }
    function partPattern(schema) {
      const def = schema._zod.def;
      const own = schema._zod.pattern?.source;
      const inner = def.innerType ?? schema._zod.innerType;
      if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
          return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
      }
      if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean)) return `^(${sources.map(s => util.cleanRegex(s)).join("|")})$`;
      }
      return leafPattern(schema);
    }
    const $ZodTemplateLiteral = null && core.$constructor("$ZodTemplateLiteral", (inst, def) => {
      $ZodType.init(inst, def);
      const regexParts = [];
      for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
          const source = partPattern(part);
          if (!source) {
            throw new Error(`Invalid template literal part, no pattern found: ${[ ...part._zod.traits ].shift()}`);
          }
          regexParts.push(util.cleanRegex(source));
        } else if (part === null || util.primitiveTypes.has(typeof part)) {
          regexParts.push(util.escapeRegex(`${part}`));
        } else {
          throw new Error(`Invalid template literal part: ${part}`);
        }
      }
      inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
      inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
          payload.issues.push({
            input: payload.value,
            inst: inst,
            expected: "string",
            code: "invalid_type"
          });
          return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
          payload.issues.push({
            input: payload.value,
            inst: inst,
            code: "invalid_format",
            format: def.format ?? "template_literal",
            pattern: inst._zod.pattern.source
          });
          return payload;
        }
        return payload;
      };
    });
    const $ZodFunction = null && core.$constructor("$ZodFunction", (inst, def) => {
      $ZodType.init(inst, def);
      Object.defineProperty(inst, "_def", {
        value: def
      });
      inst._zod.def = def;
      inst.implement = func => {
        if (typeof func !== "function") {
          throw new Error("implement() must be called with a function");
        }
        return Object.defineProperty(function(...args) {
          const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
          const result = Reflect.apply(func, this, parsedArgs);
          if (inst._def.output) {
            return parse(inst._def.output, result);
          }
          return result;
        }, "_zod", {
          value: inst._zod,
          enumerable: false
        });
      };
      inst.implementAsync = func => {
        if (typeof func !== "function") {
          throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function(...args) {
          const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
          const result = await Reflect.apply(func, this, parsedArgs);
          if (inst._def.output) {
            return await parseAsync(inst._def.output, result);
          }
          return result;
        }, "_zod", {
          value: inst._zod,
          enumerable: false
        });
      };
      inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
          payload.issues.push({
            code: "invalid_type",
            expected: "function",
            input: payload.value,
            inst: inst
          });
          return payload;
        }
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
          payload.value = inst.implementAsync(payload.value);
        } else {
          payload.value = inst.implement(payload.value);
        }
        return payload;
      };
      inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
          return new F({
            type: "function",
            input: new $ZodTuple({
              type: "tuple",
              items: args[0],
              rest: args[1]
            }),
            output: inst._def.output
          });
        }
        return new F({
          type: "function",
          input: args[0],
          output: inst._def.output
        });
      };
      inst.output = output => {
        const F = inst.constructor;
        return new F({
          type: "function",
          input: inst._def.input,
          output: output
        });
      };
      return inst;
    });
    const $ZodPromise = null && core.$constructor("$ZodPromise", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, ctx) => Promise.resolve(payload.value).then(inner => def.innerType._zod.run({
        value: inner,
        issues: []
      }, ctx));
    });
    const $ZodLazy = core_core.xI("$ZodLazy", (inst, def) => {
      $ZodType.init(inst, def);
      core_util.gJ(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner) d._cachedInner = def.getter();
        return d._cachedInner;
      });
      core_util.v5(inst, "pattern", zod => zod.innerType?._zod?.pattern);
      core_util.v5(inst, "propValues", zod => zod.innerType?._zod?.propValues);
      core_util.v5(inst, "optin", zod => zod.innerType?._zod?.optin ?? undefined);
      core_util.v5(inst, "optout", zod => zod.innerType?._zod?.optout ?? undefined);
      inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
      };
    });
    const $ZodCustom = core_core.xI("$ZodCustom", (inst, def) => {
      $ZodCheck.init(inst, def);
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _) => payload;
      inst._zod.check = payload => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
          return r.then(r => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
      };
    });
    function handleRefineResult(result, payload, input, inst) {
      if (!result) {
        const _iss = {
          code: "custom",
          input: input,
          inst: inst,
          path: [ ...inst._zod.def.path ?? [] ],
          continue: !inst._zod.def.abort
        };
        if (inst._zod.def.params) _iss.params = inst._zod.def.params;
        payload.issues.push(core_util.sn(_iss));
      }
    }
    var _a;
    const $output = null && Symbol("ZodOutput");
    const $input = null && Symbol("ZodInput");
    class $ZodRegistry {
      constructor() {
        this._map = new WeakMap;
        this._idmap = new Map;
      }
      add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
          this._idmap.set(meta.id, schema);
        }
        return this;
      }
      clear() {
        this._map = new WeakMap;
        this._idmap = new Map;
        return this;
      }
      remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
          this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
      }
      get(schema) {
        const p = schema._zod.parent;
        if (p) {
          const pm = {
            ...this.get(p) ?? {}
          };
          delete pm.id;
          const f = {
            ...pm,
            ...this._map.get(schema)
          };
          return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
      }
      has(schema) {
        return this._map.has(schema);
      }
    }
    function registry() {
      return new $ZodRegistry;
    }
    (_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
    const globalRegistry = globalThis.__zod_globalRegistry;
    function snapshotChecks(def) {
      if (def.checks) def.checks = [ ...def.checks ];
      return def;
    }
    function _string(Class, params) {
      return new Class(snapshotChecks({
        type: "string",
        ...core_util.A2(params)
      }));
    }
    function _coercedString(Class, params) {
      return new Class(snapshotChecks({
        type: "string",
        coerce: true,
        ...util.normalizeParams(params)
      }));
    }
    function _email(Class, params) {
      return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _guid(Class, params) {
      return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _uuid(Class, params) {
      return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _uuidv4(Class, params) {
      return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...core_util.A2(params)
      });
    }
    function _uuidv6(Class, params) {
      return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...core_util.A2(params)
      });
    }
    function _uuidv7(Class, params) {
      return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...core_util.A2(params)
      });
    }
    function _url(Class, params) {
      return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function api_emoji(Class, params) {
      return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _nanoid(Class, params) {
      return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _cuid(Class, params) {
      return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _cuid2(Class, params) {
      return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _ulid(Class, params) {
      return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _xid(Class, params) {
      return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _ksuid(Class, params) {
      return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _ipv4(Class, params) {
      return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _ipv6(Class, params) {
      return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _mac(Class, params) {
      return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params)
      });
    }
    function _cidrv4(Class, params) {
      return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _cidrv6(Class, params) {
      return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _base64(Class, params) {
      return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _base64url(Class, params) {
      return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _e164(Class, params) {
      return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    function _creditCard(Class, params) {
      return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params)
      });
    }
    function _iban(Class, params) {
      return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params)
      });
    }
    function _jwt(Class, params) {
      return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...core_util.A2(params)
      });
    }
    const TimePrecision = {
      Any: null,
      Minute: -1,
      Second: 0,
      Millisecond: 3,
      Microsecond: 6
    };
    function _isoDateTime(Class, params) {
      return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...core_util.A2(params)
      });
    }
    function _isoDate(Class, params) {
      return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...core_util.A2(params)
      });
    }
    function _isoTime(Class, params) {
      return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...core_util.A2(params)
      });
    }
    function _isoDuration(Class, params) {
      return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...core_util.A2(params)
      });
    }
    function _number(Class, params) {
      return new Class(snapshotChecks({
        type: "number",
        checks: [],
        ...core_util.A2(params)
      }));
    }
    function _coercedNumber(Class, params) {
      return new Class(snapshotChecks({
        type: "number",
        coerce: true,
        checks: [],
        ...util.normalizeParams(params)
      }));
    }
    function _int(Class, params) {
      return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...core_util.A2(params)
      });
    }
    function _float32(Class, params) {
      return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params)
      });
    }
    function _float64(Class, params) {
      return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params)
      });
    }
    function _int32(Class, params) {
      return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params)
      });
    }
    function _uint32(Class, params) {
      return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params)
      });
    }
    function _boolean(Class, params) {
      return new Class({
        type: "boolean",
        ...core_util.A2(params)
      });
    }
    function _coercedBoolean(Class, params) {
      return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params)
      });
    }
    function _bigint(Class, params) {
      return new Class({
        type: "bigint",
        ...util.normalizeParams(params)
      });
    }
    function _coercedBigint(Class, params) {
      return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params)
      });
    }
    function _int64(Class, params) {
      return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params)
      });
    }
    function _uint64(Class, params) {
      return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params)
      });
    }
    function _symbol(Class, params) {
      return new Class({
        type: "symbol",
        ...util.normalizeParams(params)
      });
    }
    function api_undefined(Class, params) {
      return new Class({
        type: "undefined",
        ...util.normalizeParams(params)
      });
    }
    function api_null(Class, params) {
      return new Class({
        type: "null",
        ...util.normalizeParams(params)
      });
    }
    function _any(Class) {
      return new Class({
        type: "any"
      });
    }
    function _unknown(Class) {
      return new Class({
        type: "unknown"
      });
    }
    function _never(Class, params) {
      return new Class({
        type: "never",
        ...core_util.A2(params)
      });
    }
    function _void(Class, params) {
      return new Class({
        type: "void",
        ...util.normalizeParams(params)
      });
    }
    function _date(Class, params) {
      return new Class({
        type: "date",
        ...util.normalizeParams(params)
      });
    }
    function _coercedDate(Class, params) {
      return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params)
      });
    }
    function _nan(Class, params) {
      return new Class({
        type: "nan",
        ...util.normalizeParams(params)
      });
    }
    function _lt(value, params) {
      return new $ZodCheckLessThan({
        check: "less_than",
        ...core_util.A2(params),
        value: value,
        inclusive: false
      });
    }
    function _lte(value, params) {
      return new $ZodCheckLessThan({
        check: "less_than",
        ...core_util.A2(params),
        value: value,
        inclusive: true
      });
    }
    function _gt(value, params) {
      return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...core_util.A2(params),
        value: value,
        inclusive: false
      });
    }
    function _gte(value, params) {
      return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...core_util.A2(params),
        value: value,
        inclusive: true
      });
    }
    function _positive(params) {
      return _gt(0, params);
    }
    function _negative(params) {
      return _lt(0, params);
    }
    function _nonpositive(params) {
      return _lte(0, params);
    }
    function _nonnegative(params) {
      return _gte(0, params);
    }
    function _multipleOf(value, params) {
      return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...core_util.A2(params),
        value: value
      });
    }
    function _maxSize(maximum, params) {
      return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum: maximum
      });
    }
    function _minSize(minimum, params) {
      return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum: minimum
      });
    }
    function _size(size, params) {
      return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size: size
      });
    }
    function _maxLength(maximum, params) {
      const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...core_util.A2(params),
        maximum: maximum
      });
      return ch;
    }
    function _minLength(minimum, params) {
      return new $ZodCheckMinLength({
        check: "min_length",
        ...core_util.A2(params),
        minimum: minimum
      });
    }
    function _length(length, params) {
      return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...core_util.A2(params),
        length: length
      });
    }
    function _regex(pattern, params) {
      return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...core_util.A2(params),
        pattern: pattern
      });
    }
    function _lowercase(params) {
      return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...core_util.A2(params)
      });
    }
    function _uppercase(params) {
      return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...core_util.A2(params)
      });
    }
    function _includes(includes, params) {
      return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...core_util.A2(params),
        includes: includes
      });
    }
    function _startsWith(prefix, params) {
      return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...core_util.A2(params),
        prefix: prefix
      });
    }
    function _endsWith(suffix, params) {
      return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...core_util.A2(params),
        suffix: suffix
      });
    }
    function _property(property, schema, params) {
      return new checks.$ZodCheckProperty({
        check: "property",
        property: property,
        schema: schema,
        ...util.normalizeParams(params)
      });
    }
    function _properties(shape, params) {
      return new $ZodCheckProperties({
        check: "properties",
        shape: shape,
        ...core_util.A2(params)
      });
    }
    function _mime(types, params) {
      return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params)
      });
    }
    function _overwrite(tx) {
      return new $ZodCheckOverwrite({
        check: "overwrite",
        tx: tx
      });
    }
    function _normalize(form) {
      return _overwrite(input => input.normalize(form));
    }
    function _trim() {
      return _overwrite(input => input.trim());
    }
    function _toLowerCase() {
      return _overwrite(input => input.toLowerCase());
    }
    function _toUpperCase() {
      return _overwrite(input => input.toUpperCase());
    }
    function _slugify() {
      return _overwrite(input => core_util.Yv(input));
    }
    function _array(Class, element, params) {
      return new Class({
        type: "array",
        element: element,
        ...core_util.A2(params)
      });
    }
    function _union(Class, options, params) {
      return new Class({
        type: "union",
        options: options,
        ...util.normalizeParams(params)
      });
    }
    function _xor(Class, options, params) {
      return new Class({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params)
      });
    }
    function _discriminatedUnion(Class, discriminator, options, params) {
      return new Class({
        type: "union",
        options: options,
        discriminator: discriminator,
        ...util.normalizeParams(params)
      });
    }
    function _intersection(Class, left, right) {
      return new Class({
        type: "intersection",
        left: left,
        right: right
      });
    }
    function _tuple(Class, items, _paramsOrRest, _params) {
      const hasRest = _paramsOrRest instanceof schemas.$ZodType;
      const params = hasRest ? _params : _paramsOrRest;
      const rest = hasRest ? _paramsOrRest : null;
      return new Class({
        type: "tuple",
        items: items,
        rest: rest,
        ...util.normalizeParams(params)
      });
    }
    function _record(Class, keyType, valueType, params) {
      return new Class({
        type: "record",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params)
      });
    }
    function _map(Class, keyType, valueType, params) {
      return new Class({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params)
      });
    }
    function _set(Class, valueType, params) {
      return new Class({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params)
      });
    }
    function _enum(Class, values, params) {
      const entries = Array.isArray(values) ? Object.fromEntries(values.map(v => [ v, v ])) : values;
      return new Class({
        type: "enum",
        entries: entries,
        ...util.normalizeParams(params)
      });
    }
    function _nativeEnum(Class, entries, params) {
      return new Class({
        type: "enum",
        entries: entries,
        ...util.normalizeParams(params)
      });
    }
    function _literal(Class, value, params) {
      return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [ value ],
        ...util.normalizeParams(params)
      });
    }
    function _file(Class, params) {
      return new Class({
        type: "file",
        ...util.normalizeParams(params)
      });
    }
    function _transform(Class, fn) {
      return new Class({
        type: "transform",
        transform: fn
      });
    }
    function _optional(Class, innerType) {
      return new Class({
        type: "optional",
        innerType: innerType
      });
    }
    function _nullable(Class, innerType) {
      return new Class({
        type: "nullable",
        innerType: innerType
      });
    }
    function _default(Class, innerType, defaultValue) {
      return new Class({
        type: "default",
        innerType: innerType,
        get defaultValue() {
          return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        }
      });
    }
    function _nonoptional(Class, innerType, params) {
      return new Class({
        type: "nonoptional",
        innerType: innerType,
        ...util.normalizeParams(params)
      });
    }
    function _success(Class, innerType) {
      return new Class({
        type: "success",
        innerType: innerType
      });
    }
    function _catch(Class, innerType, catchValue) {
      return new Class({
        type: "catch",
        innerType: innerType,
        catchValue: typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)
      });
    }
    function _pipe(Class, in_, out) {
      return new Class({
        type: "pipe",
        in: in_,
        out: out
      });
    }
    function _readonly(Class, innerType) {
      return new Class({
        type: "readonly",
        innerType: innerType
      });
    }
    function _templateLiteral(Class, parts, params) {
      return new Class({
        type: "template_literal",
        parts: parts,
        ...util.normalizeParams(params)
      });
    }
    function _lazy(Class, getter) {
      return new Class({
        type: "lazy",
        getter: getter
      });
    }
    function _promise(Class, innerType) {
      return new Class({
        type: "promise",
        innerType: innerType
      });
    }
    function _custom(Class, fn, _params) {
      const norm = core_util.A2(_params);
      norm.abort ?? (norm.abort = true);
      const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm
      });
      return schema;
    }
    function _refine(Class, fn, _params) {
      const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...core_util.A2(_params)
      });
      return schema;
    }
    function _superRefine(fn, params) {
      const ch = _check(payload => {
        payload.addIssue = issue => {
          if (typeof issue === "string") {
            payload.issues.push(core_util.sn(issue, payload.value, ch._zod.def));
          } else {
            const _issue = issue;
            if (_issue.fatal) _issue.continue = false;
            _issue.code ?? (_issue.code = "custom");
            if (!("input" in _issue)) _issue.input = payload.value;
            _issue.inst ?? (_issue.inst = ch);
            _issue.continue ?? (_issue.continue = !ch._zod.def.abort);
            payload.issues.push(core_util.sn(_issue));
          }
        };
        return fn(payload.value, payload);
      }, params);
      return ch;
    }
    function _check(fn, params) {
      const ch = new $ZodCheck({
        check: "custom",
        ...core_util.A2(params)
      });
      ch._zod.check = fn;
      return ch;
    }
    function describe(description) {
      const ch = new $ZodCheck({
        check: "describe"
      });
      ch._zod.onattach = [ inst => {
        const existing = globalRegistry.get(inst) ?? {};
        globalRegistry.add(inst, {
          ...existing,
          description: description
        });
      } ];
      ch._zod.check = () => {};
      return ch;
    }
    function meta(metadata) {
      const ch = new $ZodCheck({
        check: "meta"
      });
      ch._zod.onattach = [ inst => {
        const existing = globalRegistry.get(inst) ?? {};
        globalRegistry.add(inst, {
          ...existing,
          ...metadata
        });
      } ];
      ch._zod.check = () => {};
      return ch;
    }
    function _stringbool(Classes, _params) {
      const params = util.normalizeParams(_params);
      let truthyArray = params.truthy ?? [ "true", "1", "yes", "on", "y", "enabled" ];
      let falsyArray = params.falsy ?? [ "false", "0", "no", "off", "n", "disabled" ];
      if (params.case !== "sensitive") {
        truthyArray = truthyArray.map(v => typeof v === "string" ? v.toLowerCase() : v);
        falsyArray = falsyArray.map(v => typeof v === "string" ? v.toLowerCase() : v);
      }
      const truthySet = new Set(truthyArray);
      const falsySet = new Set(falsyArray);
      const _Codec = Classes.Codec ?? schemas.$ZodCodec;
      const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
      const _String = Classes.String ?? schemas.$ZodString;
      const stringSchema = new _String({
        type: "string",
        error: params.error
      });
      const booleanSchema = new _Boolean({
        type: "boolean",
        error: params.error
      });
      const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: (input, payload) => {
          let data = input;
          if (params.case !== "sensitive") data = data.toLowerCase();
          if (truthySet.has(data)) {
            return true;
          } else if (falsySet.has(data)) {
            return false;
          } else {
            payload.issues.push({
              code: "invalid_value",
              expected: "stringbool",
              values: [ ...truthySet, ...falsySet ],
              input: payload.value,
              inst: codec,
              continue: false
            });
            return {};
          }
        },
        reverseTransform: (input, _payload) => {
          if (input === true) {
            return truthyArray[0] || "true";
          } else {
            return falsyArray[0] || "false";
          }
        },
        error: params.error
      });
      codec._zod.bag.truthy = truthyArray;
      codec._zod.bag.falsy = falsyArray;
      codec._zod.bag.case = params.case ?? "insensitive";
      return codec;
    }
    function _stringFormat(Class, format, fnOrRegex, _params = {}) {
      const params = util.normalizeParams(_params);
      const def = {
        check: "string_format",
        type: "string",
        format: format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : val => fnOrRegex.test(val),
        ...params
      };
      if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
      }
      const inst = new Class(def);
      return inst;
    }
    function assignProps(target, ...sources) {
      for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
          if (Object.prototype.propertyIsEnumerable.call(source, key)) {
            (0, core_util.Vy)(target, key, source[key]);
          }
        }
      }
      return target;
    }
    function to_json_schema_initializeContext(params) {
      let target = params?.target ?? "draft-2020-12";
      if (target === "draft-4") target = "draft-04";
      if (target === "draft-7") target = "draft-07";
      return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target: target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => {}),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map,
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined
      };
    }
    function handleUnrepresentable(schema, ctx, json, params, message) {
      const result = typeof ctx.unrepresentable === "function" ? ctx.unrepresentable({
        zodSchema: schema,
        path: params.path,
        message: message
      }) : ctx.unrepresentable;
      if (result === "any") return false;
      if (result === undefined || result === "throw") throw new Error(message);
      Object.assign(json, result);
      return true;
    }
    function to_json_schema_processSchema(schema, ctx, _params = {
      path: [],
      schemaPath: []
    }) {
      var _a;
      const def = schema._zod.def;
      const seen = ctx.seen.get(schema);
      if (seen) {
        seen.count++;
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
          seen.cycle = _params.path;
        }
        return seen.schema;
      }
      const result = {
        schema: {},
        count: 1,
        cycle: undefined,
        path: _params.path
      };
      ctx.seen.set(schema, result);
      ctx.sharedDefsExtractedFor = undefined;
      ctx.sharedEmitDoneFor = undefined;
      const overrideSchema = schema._zod.toJSONSchema?.();
      if (overrideSchema) {
        result.schema = overrideSchema;
      } else {
        const params = {
          ..._params,
          schemaPath: [ ..._params.schemaPath, schema ],
          path: _params.path
        };
        if (schema._zod.processJSONSchema) {
          schema._zod.processJSONSchema(ctx, result.schema, params);
        } else {
          const _json = result.schema;
          const processor = ctx.processors[def.type];
          if (!processor) {
            throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
          }
          processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
          if (!result.ref) result.ref = parent;
          to_json_schema_processSchema(parent, ctx, params);
          ctx.seen.get(parent).isParent = true;
        }
      }
      const meta = ctx.metadataRegistry.get(schema);
      if (meta) assignProps(result.schema, meta);
      if (ctx.io === "input" && isTransforming(schema)) {
        delete result.schema.examples;
        delete result.schema.default;
      }
      if (ctx.io === "input" && "_prefault" in result.schema) (_a = result.schema).default ?? (_a.default = result.schema._prefault);
      delete result.schema._prefault;
      const _result = ctx.seen.get(schema);
      return _result.schema;
    }
    function encodeJSONPointerSegment(segment) {
      return segment.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    function to_json_schema_extractDefs(ctx, schema) {
      const root = ctx.seen.get(schema);
      if (!root) throw new Error("Unprocessed schema. This is a bug in Zod.");
      if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external) return;
      const idToSchema = new Map;
      for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
          const existing = idToSchema.get(id);
          if (existing && existing !== entry[0]) {
            throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
          }
          idToSchema.set(id, entry[0]);
        }
      }
      const makeURI = entry => {
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
          const externalId = ctx.external.registry.get(entry[0])?.id;
          const uriGenerator = ctx.external.uri ?? (id => id);
          if (externalId) {
            return {
              ref: uriGenerator(externalId)
            };
          }
          const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
          entry[1].defId = id;
          return {
            defId: id,
            ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}`
          };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        if (entry[1] === root && !entry[1].schema.id) {
          return {
            ref: uriPrefix
          };
        }
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return {
          defId: defId,
          ref: defUriPrefix + encodeJSONPointerSegment(defId)
        };
      };
      const extractToDef = entry => {
        if (entry[1].schema.$ref) {
          return;
        }
        const seen = entry[1];
        const {ref: ref, defId: defId} = makeURI(entry);
        seen.def = {
          ...seen.schema
        };
        if (defId) seen.defId = defId;
        const schema = seen.schema;
        for (const key in schema) {
          delete schema[key];
        }
        schema.$ref = ref;
      };
      if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
          const seen = entry[1];
          if (seen.cycle) {
            throw new Error("Cycle detected: " + `#/${seen.cycle?.join("/")}/<root>` + '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
          }
        }
      }
      for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        if (schema === entry[0]) {
          extractToDef(entry);
          continue;
        }
        if (ctx.external) {
          const ext = ctx.external.registry.get(entry[0])?.id;
          if (schema !== entry[0] && ext) {
            extractToDef(entry);
            continue;
          }
        }
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
          extractToDef(entry);
          continue;
        }
        if (seen.cycle) {
          extractToDef(entry);
          continue;
        }
        if (seen.count > 1) {
          if (ctx.reused === "ref") {
            extractToDef(entry);
          }
        }
      }
      if (ctx.external) ctx.sharedDefsExtractedFor = ctx.external;
    }
    function compactTypeUnion(schema) {
      const options = schema.anyOf;
      if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined) return;
      const types = [];
      for (const option of options) {
        if (!option || typeof option !== "object") return;
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type") return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [ type ]) {
          if (typeof member !== "string") return;
          if (!types.includes(member)) types.push(member);
        }
      }
      delete schema.anyOf;
      schema.type = types.length === 1 ? types[0] : types;
    }
    const FOLDABLE_KEYS = new Set([ "type", "properties", "required", "additionalProperties" ]);
    const UNION_KEYS = [ "oneOf", "anyOf" ];
    function undeclaredConstraint(member) {
      const extra = member.additionalProperties;
      if (extra === undefined || extra === false || typeof extra !== "object" || extra === null) return null;
      return Object.keys(extra).length ? extra : null;
    }
    function foldObjects(members) {
      const objects = [];
      for (const member of members) {
        if (typeof member !== "object" || member.type !== "object") return null;
        for (const key in member) {
          if (!FOLDABLE_KEYS.has(key)) return null;
        }
        objects.push(member);
      }
      const properties = {};
      const required = new Set;
      for (const object of objects) {
        for (const key in object.properties) {
          if (Object.prototype.hasOwnProperty.call(properties, key)) continue;
          const parts = [];
          for (const other of objects) {
            const part = other.properties?.[key] ?? undeclaredConstraint(other);
            if (part === null || part === undefined) continue;
            if (!parts.some(seen => JSON.stringify(seen) === JSON.stringify(part))) parts.push(part);
          }
          const merged = parts.length === 1 ? parts[0] : foldObjects(parts) ?? {
            allOf: parts
          };
          (0, core_util.Vy)(properties, key, merged);
        }
        for (const key of object.required ?? []) required.add(key);
      }
      const folded = {
        type: "object",
        properties: properties
      };
      if (required.size) folded.required = [ ...required ];
      if (objects.every(object => object.additionalProperties === false)) {
        folded.additionalProperties = false;
      } else {
        const constraints = [];
        for (const object of objects) {
          const constraint = undeclaredConstraint(object);
          if (constraint && !constraints.some(seen => JSON.stringify(seen) === JSON.stringify(constraint))) constraints.push(constraint);
        }
        if (constraints.length === 1) folded.additionalProperties = constraints[0]; else if (constraints.length > 1) folded.additionalProperties = {
          allOf: constraints
        };
      }
      return folded;
    }
    function foldIntersection(json) {
      const allOf = json.allOf;
      if (!Array.isArray(allOf) || allOf.length < 2) return;
      for (const key of FOLDABLE_KEYS) if (key in json) return;
      const unions = allOf.filter(m => UNION_KEYS.some(k => Array.isArray(m[k])));
      let folded = null;
      if (!unions.length) {
        folded = foldObjects(allOf);
      } else {
        const union = unions[0];
        const keyword = UNION_KEYS.find(k => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1) return;
        const rest = allOf.filter(m => m !== union);
        const branches = union[keyword].map(branch => foldObjects([ ...rest, branch ]));
        if (branches.some(b => !b)) return;
        folded = {
          [keyword]: branches
        };
      }
      if (!folded) return;
      delete json.allOf;
      assignProps(json, folded);
    }
    function to_json_schema_finalize(ctx, schema) {
      const root = ctx.seen.get(schema);
      if (!root) throw new Error("Unprocessed schema. This is a bug in Zod.");
      const flattenRef = zodSchema => {
        const seen = ctx.seen.get(zodSchema);
        if (seen.ref === null) return;
        const schema = seen.def ?? seen.schema;
        const _cached = {
          ...schema
        };
        const ref = seen.ref;
        seen.ref = null;
        if (ref) {
          flattenRef(ref);
          const refSeen = ctx.seen.get(ref);
          const refSchema = refSeen.schema;
          if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
            schema.allOf = schema.allOf ?? [];
            schema.allOf.push(refSchema);
          } else {
            assignProps(schema, refSchema);
          }
          assignProps(schema, _cached);
          const isParentRef = zodSchema._zod.parent === ref;
          if (isParentRef) {
            for (const key in schema) {
              if (key === "$ref" || key === "allOf") continue;
              if (!(key in _cached)) {
                delete schema[key];
              }
            }
          }
          if (refSchema.$ref && refSeen.def) {
            for (const key in schema) {
              if (key === "$ref" || key === "allOf") continue;
              if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                delete schema[key];
              }
            }
          }
        }
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
          flattenRef(parent);
          const parentSeen = ctx.seen.get(parent);
          if (parentSeen?.schema.$ref) {
            schema.$ref = parentSeen.schema.$ref;
            if (parentSeen.def) {
              for (const key in schema) {
                if (key === "$ref" || key === "allOf") continue;
                if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                  delete schema[key];
                }
              }
            }
          }
        }
        ctx.override({
          zodSchema: zodSchema,
          jsonSchema: schema,
          path: seen.path ?? []
        });
      };
      if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [ ...ctx.seen.entries() ].reverse()) {
          flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
          for (const entry of ctx.seen.entries()) {
            compactTypeUnion(entry[1].def ?? entry[1].schema);
          }
        }
        for (const rewrite of ctx.deferred) rewrite();
        if (ctx.intersections.length) {
          const carriers = new Map;
          for (const seen of ctx.seen.values()) {
            for (const json of [ seen.schema, seen.def ]) {
              const allOf = json?.allOf;
              if (!Array.isArray(allOf)) continue;
              const existing = carriers.get(allOf);
              if (existing) existing.push(json); else carriers.set(allOf, [ json ]);
            }
          }
          for (const allOf of ctx.intersections) {
            for (const json of carriers.get(allOf) ?? []) foldIntersection(json);
          }
        }
      }
      const result = {};
      if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
      } else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
      } else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
      } else if (ctx.target === "openapi-3.0") {} else {}
      if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id) throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
      }
      assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
      const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
      if (rootMetaId !== undefined && result.id === rootMetaId) delete result.id;
      const defs = ctx.external?.defs ?? {};
      if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
          const seen = entry[1];
          if (seen.def && seen.defId) {
            if (seen.def.id === seen.defId) delete seen.def.id;
            (0, core_util.Vy)(defs, seen.defId, seen.def);
          }
        }
      }
      if (ctx.external) ctx.sharedEmitDoneFor = ctx.external;
      if (ctx.external) {} else {
        if (Object.keys(defs).length > 0) {
          if (ctx.target === "draft-2020-12") {
            result.$defs = defs;
          } else {
            result.definitions = defs;
          }
        }
      }
      try {
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
          value: {
            ...schema["~standard"],
            jsonSchema: {
              input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
              output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
            }
          },
          enumerable: false,
          writable: false
        });
        return finalized;
      } catch (_err) {
        throw new Error("Error converting schema to JSON.");
      }
    }
    function isTransforming(_schema, _ctx) {
      const ctx = _ctx ?? {
        seen: new Set
      };
      if (ctx.seen.has(_schema)) return false;
      ctx.seen.add(_schema);
      const def = _schema._zod.def;
      if (def.type === "transform") return true;
      if (def.type === "array") return isTransforming(def.element, ctx);
      if (def.type === "set") return isTransforming(def.valueType, ctx);
      if (def.type === "lazy") return isTransforming(def.getter(), ctx);
      if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") {
        return isTransforming(def.innerType, ctx);
      }
      if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
      }
      if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
      }
      if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec")) return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
      }
      if (def.type === "object") {
        for (const key in def.shape) {
          if (isTransforming(def.shape[key], ctx)) return true;
        }
        return false;
      }
      if (def.type === "union") {
        for (const option of def.options) {
          if (isTransforming(option, ctx)) return true;
        }
        return false;
      }
      if (def.type === "tuple") {
        for (const item of def.items) {
          if (isTransforming(item, ctx)) return true;
        }
        if (def.rest && isTransforming(def.rest, ctx)) return true;
        return false;
      }
      return false;
    }
    const createToJSONSchemaMethod = (schema, processors = {}) => params => {
      const ctx = to_json_schema_initializeContext({
        ...params,
        processors: processors
      });
      to_json_schema_processSchema(schema, ctx);
      to_json_schema_extractDefs(ctx, schema);
      return to_json_schema_finalize(ctx, schema);
    };
    const createStandardJSONSchemaMethod = (schema, io, processors = {}) => params => {
      const {libraryOptions: libraryOptions, target: target} = params ?? {};
      const ctx = to_json_schema_initializeContext({
        ...libraryOptions ?? {},
        target: target,
        io: io,
        processors: processors
      });
      to_json_schema_processSchema(schema, ctx);
      to_json_schema_extractDefs(ctx, schema);
      return to_json_schema_finalize(ctx, schema);
    };
    const narrowMin = (agg, key, value) => {
      if (agg[key] === undefined || value > agg[key]) agg[key] = value;
    };
    const narrowMax = (agg, key, value) => {
      if (agg[key] === undefined || value < agg[key]) agg[key] = value;
    };
    const narrowBoth = (agg, value) => {
      narrowMin(agg, "minimum", value);
      narrowMax(agg, "maximum", value);
    };
    const addDivisor = (agg, value) => {
      agg.multipleOf ?? (agg.multipleOf = []);
      if (!agg.multipleOf.includes(value)) agg.multipleOf.push(value);
    };
    const addPattern = (agg, pattern) => {
      agg.patterns ?? (agg.patterns = new Set);
      agg.patterns.add(pattern);
    };
    const intersectMime = (agg, mime) => {
      agg.mime = agg.mime ? agg.mime.filter(m => mime.includes(m)) : [ ...mime ];
    };
    const setFormat = (agg, format) => {
      agg.format = format;
      if (format.includes("int")) agg.isInt = true;
    };
    const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
    const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
    const formatContributor = ranges => (agg, def) => {
      setFormat(agg, def.format);
      const [minimum, maximum] = ranges[def.format];
      narrowMin(agg, "minimum", minimum);
      narrowMax(agg, "maximum", maximum);
    };
    const contributors = {
      greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
      less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
      multiple_of: (agg, def) => addDivisor(agg, def.value),
      number_format: formatContributor(core_util.zH),
      bigint_format: formatContributor(core_util.NR),
      min_length: minContributor,
      max_length: maxContributor,
      length_equals: (agg, def) => narrowBoth(agg, def.length),
      min_size: minContributor,
      max_size: maxContributor,
      size_equals: (agg, def) => narrowBoth(agg, def.size),
      string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern) addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url") agg.contentEncoding = def.format;
        if (def.local || def.precision === -1) agg.laxFormat = true;
      },
      mime_type: (agg, def) => intersectMime(agg, def.mime)
    };
    function aggregateChecks(schema) {
      const agg = {};
      const def = schema._zod.def;
      const list = schema._zod.traits.has("$ZodCheck") ? [ schema, ...def.checks ?? [] ] : def.checks ?? [];
      for (const ch of list) contributors[ch._zod.def.check]?.(agg, ch._zod.def);
      const bag = schema._zod.bag;
      if (bag.minimum !== undefined) narrowMin(agg, "minimum", bag.minimum);
      if (bag.exclusiveMinimum !== undefined) narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
      if (bag.maximum !== undefined) narrowMax(agg, "maximum", bag.maximum);
      if (bag.exclusiveMaximum !== undefined) narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
      if (bag.multipleOf !== undefined) addDivisor(agg, bag.multipleOf);
      if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int")) agg.isInt = true;
      }
      if (bag.mime) intersectMime(agg, bag.mime);
      for (const pattern of bag.patterns ?? []) addPattern(agg, pattern);
      return agg;
    }
    const formatMap = {
      guid: "uuid",
      url: "uri",
      datetime: "date-time",
      json_string: "json-string",
      regex: ""
    };
    const exactPatterns = new Map([ [ base64Charset, base64 ], [ base64urlCharset, base64url ] ]);
    const exactPattern = p => exactPatterns.get(p) ?? p;
    const stringProcessor = (schema, ctx, _json, _params) => {
      const json = _json;
      json.type = "string";
      const {minimum: minimum, maximum: maximum, format: format, patterns: patterns, contentEncoding: contentEncoding, laxFormat: laxFormat} = aggregateChecks(schema);
      if (typeof minimum === "number") json.minLength = minimum;
      if (typeof maximum === "number") json.maxLength = maximum;
      if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "") delete json.format;
        if (format === "time" || laxFormat) {
          delete json.format;
        }
      }
      if (contentEncoding) json.contentEncoding = contentEncoding;
      if (patterns && patterns.size > 0) {
        const patternList = [ ...patterns ].map(exactPattern);
        if (patternList.length === 1) json.pattern = patternList[0].source; else if (patternList.length > 1) {
          json.allOf = [ ...patternList.map(regex => ({
            ...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? {
              type: "string"
            } : {},
            pattern: regex.source
          })) ];
        }
      }
    };
    const numberProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const {minimum: minimum, maximum: maximum, multipleOf: multipleOf, exclusiveMaximum: exclusiveMaximum, exclusiveMinimum: exclusiveMinimum, isInt: isInt} = aggregateChecks(schema);
      json.type = isInt ? "integer" : "number";
      const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
      const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
      const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
      if (exMin) {
        if (legacy) {
          json.minimum = exclusiveMinimum;
          json.exclusiveMinimum = true;
        } else {
          json.exclusiveMinimum = exclusiveMinimum;
        }
      } else if (typeof minimum === "number") {
        json.minimum = minimum;
      }
      if (exMax) {
        if (legacy) {
          json.maximum = exclusiveMaximum;
          json.exclusiveMaximum = true;
        } else {
          json.exclusiveMaximum = exclusiveMaximum;
        }
      } else if (typeof maximum === "number") {
        json.maximum = maximum;
      }
      if (multipleOf) {
        const divisors = new Set;
        for (const divisor of multipleOf) {
          if (Number.isFinite(divisor) && divisor !== 0) divisors.add(Math.abs(divisor)); else handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        const [first, ...rest] = divisors;
        if (first !== undefined) json.multipleOf = first;
        if (rest.length) json.allOf = [ ...json.allOf ?? [], ...rest.map(m => ({
          multipleOf: m
        })) ];
      }
    };
    const booleanProcessor = (_schema, _ctx, json, _params) => {
      json.type = "boolean";
    };
    const bigintProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
    };
    const symbolProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
    };
    const nullProcessor = (_schema, ctx, json, _params) => {
      if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [ null ];
      } else {
        json.type = "null";
      }
    };
    const undefinedProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
    };
    const voidProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
    };
    const neverProcessor = (_schema, _ctx, json, _params) => {
      json.not = {};
    };
    const anyProcessor = (_schema, _ctx, _json, _params) => {};
    const unknownProcessor = (_schema, _ctx, _json, _params) => {};
    const dateProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
    };
    const enumProcessor = (schema, _ctx, json, _params) => {
      const def = schema._zod.def;
      const values = (0, core_util.w5)(def.entries);
      if (values.length === 0) {
        json.not = {};
        return;
      }
      if (values.every(v => typeof v === "number")) json.type = "number";
      if (values.every(v => typeof v === "string")) json.type = "string";
      json.enum = values;
    };
    const literalProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      if (def.values.length === 0) {
        json.not = {};
        return;
      }
      const vals = [];
      for (const val of def.values) {
        if (val === undefined) {
          if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema")) return;
        } else if (typeof val === "bigint") {
          if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema")) return;
          vals.push(Number(val));
        } else {
          vals.push(val);
        }
      }
      if (vals.length === 0) {} else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
          json.enum = [ val ];
        } else {
          json.const = val;
        }
      } else {
        if (vals.every(v => typeof v === "number")) json.type = "number";
        if (vals.every(v => typeof v === "string")) json.type = "string";
        if (vals.every(v => typeof v === "boolean")) json.type = "boolean";
        if (vals.every(v => v === null)) json.type = "null";
        json.enum = vals;
      }
    };
    const nanProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
    };
    const templateLiteralProcessor = (schema, _ctx, json, _params) => {
      const _json = json;
      const pattern = schema._zod.pattern;
      if (!pattern) throw new Error("Pattern not found in template literal");
      _json.type = "string";
      _json.pattern = pattern.source;
    };
    const fileProcessor = (schema, _ctx, json, _params) => {
      const _json = json;
      _json.type = "string";
      _json.format = "binary";
      _json.contentEncoding = "binary";
      const {minimum: minimum, maximum: maximum, mime: mime} = aggregateChecks(schema);
      if (minimum !== undefined) _json.minLength = minimum;
      if (maximum !== undefined) _json.maxLength = maximum;
      if (!mime) return;
      if (mime.length === 0) _json.not = {}; else if (mime.length === 1) _json.contentMediaType = mime[0]; else _json.anyOf = mime.map(m => ({
        contentMediaType: m
      }));
    };
    const successProcessor = (_schema, _ctx, json, _params) => {
      json.type = "boolean";
    };
    const customProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
    };
    const functionProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
    };
    const transformProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
    };
    const mapProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
    };
    const setProcessor = (schema, ctx, json, params) => {
      handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
    };
    const arrayProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const def = schema._zod.def;
      const {minimum: minimum, maximum: maximum} = aggregateChecks(schema);
      if (typeof minimum === "number") json.minItems = minimum;
      if (typeof maximum === "number") json.maxItems = maximum;
      json.type = "array";
      json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [ ...params.path, "items" ]
      });
    };
    function inputOptin(schema) {
      const def = schema._zod.def;
      if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
      }
      if (def.type === "catch") {
        return inputOptin(def.innerType);
      }
      return schema._zod.optin;
    }
    const objectProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const def = schema._zod.def;
      const shape = def.shape;
      const symbolKeys = Object.getOwnPropertySymbols(shape);
      if (symbolKeys.length && handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
      }
      json.type = "object";
      json.properties = {};
      for (const key in shape) {
        (0, core_util.Vy)(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
          ...params,
          path: [ ...params.path, "properties", key ]
        }));
      }
      const requiredKeys = [];
      for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
          requiredKeys.push(key);
        }
      }
      if (requiredKeys.length > 0) {
        json.required = requiredKeys;
      }
      if (def.catchall?._zod.def.type === "never") {
        json.additionalProperties = false;
      } else if (!def.catchall) {
        if (ctx.io === "output") json.additionalProperties = false;
      } else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
          ...params,
          path: [ ...params.path, "additionalProperties" ]
        });
      }
    };
    const unionProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      const isExclusive = def.inclusive === false;
      const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [ ...params.path, isExclusive ? "oneOf" : "anyOf", i ]
      }));
      if (isExclusive) {
        json.oneOf = options;
      } else {
        json.anyOf = options;
      }
    };
    const intersectionProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [ ...params.path, "allOf", 0 ]
      });
      const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [ ...params.path, "allOf", 1 ]
      });
      const isSimpleIntersection = val => "allOf" in val && Object.keys(val).length === 1;
      const allOf = [ ...isSimpleIntersection(a) ? a.allOf : [ a ], ...isSimpleIntersection(b) ? b.allOf : [ b ] ];
      json.allOf = allOf;
      ctx.intersections.push(allOf);
    };
    const tupleProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const def = schema._zod.def;
      json.type = "array";
      const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
      const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
      const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [ ...params.path, prefixPath, i ]
      }));
      const rest = def.rest ? to_json_schema_processSchema(def.rest, ctx, {
        ...params,
        path: [ ...params.path, restPath, ...ctx.target === "openapi-3.0" ? [ def.items.length ] : [] ]
      }) : null;
      let minItems = def.items.length;
      while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional) break;
        minItems--;
      }
      const maxItems = def.items.length;
      const isClosed = !def.rest;
      if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
          json.items = false;
        } else if (rest) {
          json.items = rest;
        }
        if (minItems > 0) json.minItems = minItems;
        if (isClosed) json.maxItems = maxItems;
      } else if (ctx.target === "openapi-3.0") {
        json.items = {
          anyOf: prefixItems
        };
        if (rest) {
          json.items.anyOf.push(rest);
        }
        if (minItems > 0) json.minItems = minItems;
        if (isClosed) json.maxItems = maxItems;
      } else {
        json.items = prefixItems;
        if (isClosed) {
          json.additionalItems = false;
        } else if (rest) {
          json.additionalItems = rest;
        }
        if (minItems > 0) json.minItems = minItems;
        if (isClosed) json.maxItems = maxItems;
      }
      const {minimum: minimum, maximum: maximum} = aggregateChecks(schema);
      if (typeof minimum === "number") json.minItems = minimum;
      if (typeof maximum === "number") json.maxItems = maximum;
    };
    function stringifyKeyNames(bySchema, json, visited) {
      if (json.$ref) {
        if (visited.has(json)) return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def) return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
      }
      for (const keyword of [ "anyOf", "oneOf" ]) {
        const branches = json[keyword];
        if (!Array.isArray(branches)) continue;
        const mapped = branches.map(branch => stringifyKeyNames(bySchema, branch, visited));
        if (mapped.some((branch, i) => branch !== branches[i])) json = {
          ...json,
          [keyword]: mapped
        };
      }
      const types = Array.isArray(json.type) ? json.type : [ json.type ];
      const numericType = !types.includes("string") && types.some(t => t === "number" || t === "integer");
      const values = json.enum ?? (json.const !== undefined ? [ json.const ] : undefined);
      if (!numericType && !values?.some(v => typeof v === "number")) return json;
      const {minimum: minimum, maximum: maximum, exclusiveMinimum: exclusiveMinimum, exclusiveMaximum: exclusiveMaximum, multipleOf: multipleOf, format: format, id: id, ...rest} = json;
      if (rest.enum) rest.enum = rest.enum.map(v => typeof v === "number" ? String(v) : v); else if (typeof rest.const === "number") rest.const = String(rest.const);
      if (!numericType) return rest;
      rest.type = "string";
      if (!values) rest.pattern = (types.includes("number") ? number : integer).source;
      return rest;
    }
    const pendingRecords = new WeakMap;
    function rewriteKeyNames(ctx) {
      const bySchema = new Map;
      for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema)) bySchema.set(entry.schema, entry);
      }
      const rewrites = new Map;
      for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names)) continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set);
        if (rewritten !== names) rewrites.set(names, rewritten);
      }
      if (!rewrites.size) return;
      for (const entry of ctx.seen.values()) {
        for (const carrier of [ entry.schema, entry.def ]) {
          const rewritten = carrier && rewrites.get(carrier.propertyNames);
          if (rewritten) carrier.propertyNames = rewritten;
        }
      }
    }
    const recordProcessor = (schema, ctx, _json, params) => {
      const json = _json;
      const def = schema._zod.def;
      json.type = "object";
      const keyType = def.keyType;
      const patterns = aggregateChecks(keyType).patterns;
      if (def.mode === "loose" && patterns && patterns.size > 0) {
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
          ...params,
          path: [ ...params.path, "patternProperties", "*" ]
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
          (0, core_util.Vy)(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
      } else {
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
          json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
            ...params,
            path: [ ...params.path, "propertyNames" ]
          });
          let pending = pendingRecords.get(ctx);
          if (!pending) {
            pending = [];
            pendingRecords.set(ctx, pending);
            ctx.deferred.push(() => rewriteKeyNames(ctx));
          }
          pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
          ...params,
          path: [ ...params.path, "additionalProperties" ]
        });
      }
      const keyValues = keyType._zod.values;
      const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
      if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [ ...keyValues ].filter(v => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
          json.required = validKeyValues.map(String);
        }
      }
    };
    const nullableProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      const inner = to_json_schema_processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
      } else {
        json.anyOf = [ inner, {
          type: "null"
        } ];
      }
    };
    const nonoptionalProcessor = (schema, ctx, _json, params) => {
      const def = schema._zod.def;
      to_json_schema_processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
    };
    const UNREPRESENTABLE_DEFAULT = Symbol();
    function serializeDefaultValue(value, schema, ctx, json, params) {
      let unrepresentable = false;
      const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint") return val;
        unrepresentable = true;
        return null;
      });
      if (!unrepresentable) return JSON.parse(serialized);
      handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
      return UNREPRESENTABLE_DEFAULT;
    }
    const defaultProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      to_json_schema_processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
      const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
      if (value !== UNREPRESENTABLE_DEFAULT) json.default = value;
    };
    const prefaultProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      to_json_schema_processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
      if (ctx.io !== "input") return;
      const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
      if (value !== UNREPRESENTABLE_DEFAULT) json._prefault = value;
    };
    const catchProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      to_json_schema_processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
      let catchValue;
      try {
        catchValue = def.catchValue(undefined);
      } catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
      }
      json.default = catchValue;
    };
    const pipeProcessor = (schema, ctx, _json, params) => {
      const def = schema._zod.def;
      const inIsTransform = def.in._zod.traits.has("$ZodTransform");
      const innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
      to_json_schema_processSchema(innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = innerType;
    };
    const readonlyProcessor = (schema, ctx, json, params) => {
      const def = schema._zod.def;
      to_json_schema_processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
      json.readOnly = true;
    };
    const promiseProcessor = (schema, ctx, _json, params) => {
      const def = schema._zod.def;
      to_json_schema_processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
    };
    const optionalProcessor = (schema, ctx, _json, params) => {
      const def = schema._zod.def;
      to_json_schema_processSchema(def.innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = def.innerType;
    };
    const lazyProcessor = (schema, ctx, _json, params) => {
      const innerType = schema._zod.innerType;
      to_json_schema_processSchema(innerType, ctx, params);
      const seen = ctx.seen.get(schema);
      seen.ref = innerType;
    };
    const allProcessors = {
      string: stringProcessor,
      number: numberProcessor,
      boolean: booleanProcessor,
      bigint: bigintProcessor,
      symbol: symbolProcessor,
      null: nullProcessor,
      undefined: undefinedProcessor,
      void: voidProcessor,
      never: neverProcessor,
      any: anyProcessor,
      unknown: unknownProcessor,
      date: dateProcessor,
      enum: enumProcessor,
      literal: literalProcessor,
      nan: nanProcessor,
      template_literal: templateLiteralProcessor,
      file: fileProcessor,
      success: successProcessor,
      custom: customProcessor,
      function: functionProcessor,
      transform: transformProcessor,
      map: mapProcessor,
      set: setProcessor,
      array: arrayProcessor,
      object: objectProcessor,
      union: unionProcessor,
      intersection: intersectionProcessor,
      tuple: tupleProcessor,
      record: recordProcessor,
      nullable: nullableProcessor,
      nonoptional: nonoptionalProcessor,
      default: defaultProcessor,
      prefault: prefaultProcessor,
      catch: catchProcessor,
      pipe: pipeProcessor,
      readonly: readonlyProcessor,
      promise: promiseProcessor,
      optional: optionalProcessor,
      lazy: lazyProcessor
    };
    function toJSONSchema(input, params) {
      if ("_idmap" in input) {
        const registry = input;
        const ctx = initializeContext({
          ...params,
          processors: allProcessors
        });
        const defs = {};
        for (const entry of registry._idmap.entries()) {
          const [_, schema] = entry;
          processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
          registry: registry,
          uri: params?.uri,
          defs: defs
        };
        ctx.external = external;
        for (const entry of registry._idmap.entries()) {
          const [key, schema] = entry;
          extractDefs(ctx, schema);
          assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
          const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
          schemas.__shared = {
            [defsSegment]: defs
          };
        }
        return {
          schemas: schemas
        };
      }
      const ctx = initializeContext({
        ...params,
        processors: allProcessors
      });
      processSchema(input, ctx);
      extractDefs(ctx, input);
      return finalize(ctx, input);
    }
    const error = () => {
      const Sizable = {
        string: {
          unit: "characters",
          verb: "to have"
        },
        file: {
          unit: "bytes",
          verb: "to have"
        },
        array: {
          unit: "items",
          verb: "to have"
        },
        set: {
          unit: "items",
          verb: "to have"
        },
        map: {
          unit: "entries",
          verb: "to have"
        }
      };
      function getSizing(origin) {
        return Sizable[origin] ?? null;
      }
      const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input"
      };
      const TypeDictionary = {
        nan: "NaN"
      };
      function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
          return String(input);
        }
        return TypeDictionary[type] ?? type;
      }
      return issue => {
        switch (issue.code) {
         case "invalid_type":
          {
            const expected = getTypeName(issue.expected);
            const receivedType = core_util.GW(issue.input);
            const received = getTypeName(receivedType, issue.input);
            return `Invalid input: expected ${expected}, received ${received}`;
          }

         case "invalid_value":
          if (issue.values.length === 1) return `Invalid input: expected ${core_util.B7(issue.values[0])}`;
          return `Invalid option: expected one of ${core_util.jw(issue.values, "|")}`;

         case "too_big":
          {
            const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
            const sizing = getSizing(issue.origin);
            if (sizing) return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
            return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
          }

         case "too_small":
          {
            const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
            const sizing = getSizing(issue.origin);
            if (sizing) {
              return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
            }
            return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
          }

         case "invalid_format":
          {
            const _issue = issue;
            if (_issue.format === "starts_with") {
              return `Invalid string: must start with "${_issue.prefix}"`;
            }
            if (_issue.format === "ends_with") return `Invalid string: must end with "${_issue.suffix}"`;
            if (_issue.format === "includes") return `Invalid string: must include "${_issue.includes}"`;
            if (_issue.format === "regex") return `Invalid string: must match pattern ${_issue.pattern}`;
            return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
          }

         case "not_multiple_of":
          return `Invalid number: must be a multiple of ${issue.divisor}`;

         case "unrecognized_keys":
          return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${core_util.jw(issue.keys, ", ")}`;

         case "invalid_key":
          return `Invalid key in ${issue.origin}`;

         case "invalid_union":
          if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
            const opts = issue.options.map(o => `'${o}'`).join(" | ");
            return `Invalid discriminator value. Expected ${opts}`;
          }
          if (issue.inclusive === false) {
            return "Invalid input: more than one option matched";
          }
          return "Invalid input";

         case "invalid_element":
          return `Invalid value in ${issue.origin}`;

         default:
          return `Invalid input`;
        }
      };
    };
    function en() {
      return {
        localeError: error()
      };
    }
    function _getMessage() {
      const internals = this._zod;
      internals.message ?? (internals.message = JSON.stringify(internals.def, core_util.k8, 2));
      return internals.message;
    }
    function _setMessage(value) {
      this._zod.message = value;
    }
    const _messageDesc = {
      get: _getMessage,
      set: _setMessage,
      enumerable: true,
      configurable: true
    };
    const _issuesDesc = {
      value: undefined,
      enumerable: false
    };
    const _installedToString = new WeakSet([ Object.prototype, Error.prototype ]);
    const initializer = (inst, def) => {
      inst.name = "$ZodError";
      _issuesDesc.value = def;
      Object.defineProperty(inst, "issues", _issuesDesc);
      _issuesDesc.value = undefined;
      Object.defineProperty(inst, "message", _messageDesc);
      const proto = Object.getPrototypeOf(inst);
      if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
          configurable: true,
          enumerable: false,
          get() {
            const value = () => this.message;
            Object.defineProperty(this, "toString", {
              value: value,
              configurable: true,
              writable: true
            });
            return value;
          },
          set(value) {
            Object.defineProperty(this, "toString", {
              value: value,
              configurable: true,
              writable: true
            });
          }
        });
      }
    };
    const $ZodError = (0, core_core.xI)("$ZodError", initializer);
    const $ZodRealError = (0, core_core.xI)("$ZodError", initializer, undefined, {
      Parent: Error
    });
    function node(obj, key, make) {
      if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
          Object.defineProperty(obj, key, {
            value: make(),
            writable: true,
            enumerable: true,
            configurable: true
          });
        } else {
          obj[key] = make();
        }
      }
      return obj[key];
    }
    function flattenError(error, mapper = issue => issue.message) {
      const fieldErrors = {};
      const formErrors = [];
      for (const sub of error.issues) {
        if (sub.path.length > 0) {
          node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        } else {
          formErrors.push(mapper(sub));
        }
      }
      return {
        formErrors: formErrors,
        fieldErrors: fieldErrors
      };
    }
    function formatError(error, mapper = issue => issue.message) {
      const fieldErrors = {
        _errors: []
      };
      const processError = (error, path = []) => {
        for (const issue of error.issues) {
          if (issue.code === "invalid_union" && issue.errors.length) {
            issue.errors.map(issues => processError({
              issues: issues
            }, [ ...path, ...issue.path ]));
          } else if (issue.code === "invalid_key") {
            processError({
              issues: issue.issues
            }, [ ...path, ...issue.path ]);
          } else if (issue.code === "invalid_element") {
            processError({
              issues: issue.issues
            }, [ ...path, ...issue.path ]);
          } else {
            const fullpath = [ ...path, ...issue.path ];
            if (fullpath.length === 0) {
              fieldErrors._errors.push(mapper(issue));
            } else {
              let curr = fieldErrors;
              let i = 0;
              while (i < fullpath.length) {
                const el = fullpath[i];
                const terminal = i === fullpath.length - 1;
                if (el === "_errors") {
                  if (terminal) curr._errors.push(mapper(issue));
                  i++;
                  continue;
                }
                if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                  Object.defineProperty(curr, el, {
                    value: {
                      _errors: []
                    },
                    enumerable: true,
                    writable: true,
                    configurable: true
                  });
                }
                const node = curr[el];
                if (terminal) {
                  node._errors.push(mapper(issue));
                }
                curr = node;
                i++;
              }
            }
          }
        }
      };
      processError(error);
      return fieldErrors;
    }
    function treeifyError(error, mapper = issue => issue.message) {
      const result = {
        errors: []
      };
      const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
          if (issue.code === "invalid_union" && issue.errors.length) {
            issue.errors.map(issues => processError({
              issues: issues
            }, [ ...path, ...issue.path ]));
          } else if (issue.code === "invalid_key") {
            processError({
              issues: issue.issues
            }, [ ...path, ...issue.path ]);
          } else if (issue.code === "invalid_element") {
            processError({
              issues: issue.issues
            }, [ ...path, ...issue.path ]);
          } else {
            const fullpath = [ ...path, ...issue.path ];
            if (fullpath.length === 0) {
              result.errors.push(mapper(issue));
              continue;
            }
            let curr = result;
            let i = 0;
            while (i < fullpath.length) {
              const el = fullpath[i];
              const terminal = i === fullpath.length - 1;
              if (typeof el === "string") {
                curr.properties ?? (curr.properties = {});
                if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                  Object.defineProperty(curr.properties, el, {
                    value: {
                      errors: []
                    },
                    enumerable: true,
                    writable: true,
                    configurable: true
                  });
                }
                curr = curr.properties[el];
              } else {
                curr.items ?? (curr.items = []);
                (_a = curr.items)[el] ?? (_a[el] = {
                  errors: []
                });
                curr = curr.items[el];
              }
              if (terminal) {
                curr.errors.push(mapper(issue));
              }
              i++;
            }
          }
        }
      };
      processError(error);
      return result;
    }
    function toDotPath(_path) {
      const segs = [];
      const path = _path.map(seg => typeof seg === "object" ? seg.key : seg);
      for (const seg of path) {
        if (typeof seg === "number") segs.push(`[${seg}]`); else if (typeof seg === "symbol") segs.push(`[${JSON.stringify(String(seg))}]`); else if (/[^\w$]/.test(seg)) segs.push(`[${JSON.stringify(seg)}]`); else {
          if (segs.length) segs.push(".");
          segs.push(seg);
        }
      }
      return segs.join("");
    }
    function prettifyError(error) {
      const lines = [];
      const issues = [ ...error.issues ].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
      for (const issue of issues) {
        lines.push(`\u2716 ${issue.message}`);
        if (issue.path?.length) lines.push(`  \u2192 at ${toDotPath(issue.path)}`);
      }
      return lines.join("\n");
    }
    function finalizeParams(callee, params) {
      return {
        callee: params?.callee ?? callee,
        Err: params?.Err
      };
    }
    const _parse = _Err => {
      const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? {
          ..._ctx,
          async: false
        } : {
          async: false
        };
        const result = schema._zod.run({
          value: value,
          issues: []
        }, ctx);
        if (result instanceof Promise) {
          throw new core_core.GT;
        }
        if (result.issues.length) {
          const e = new (_params?.Err ?? _Err)(result.issues.map(iss => core_util.iR(iss, ctx, core_core.$W())));
          core_util.gx(e, _params?.callee ?? fn);
          throw e;
        }
        return result.value;
      };
      return fn;
    };
    const parse_parse = _parse($ZodRealError);
    const _parseAsync = _Err => {
      const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? {
          ..._ctx,
          async: true
        } : {
          async: true
        };
        let result = schema._zod.run({
          value: value,
          issues: []
        }, ctx);
        if (result instanceof Promise) result = await result;
        if (result.issues.length) {
          const e = new (params?.Err ?? _Err)(result.issues.map(iss => core_util.iR(iss, ctx, core_core.$W())));
          core_util.gx(e, params?.callee ?? fn);
          throw e;
        }
        return result.value;
      };
      return fn;
    };
    const parse_parseAsync = _parseAsync($ZodRealError);
    const _safeParse = _Err => (schema, value, _ctx) => {
      const ctx = _ctx ? {
        ..._ctx,
        async: false
      } : {
        async: false
      };
      const result = schema._zod.run({
        value: value,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        throw new core_core.GT;
      }
      return result.issues.length ? failure(_Err, result.issues, ctx) : {
        success: true,
        data: result.value
      };
    };
    const safeParse = _safeParse($ZodRealError);
    function failure(Err, issues, ctx) {
      let error;
      return {
        success: false,
        get error() {
          if (!error) {
            error = new Err(issues.map(iss => core_util.iR(iss, ctx, core_core.$W())));
            issues = undefined;
            ctx = undefined;
          }
          return error;
        },
        set error(e) {
          error = e;
          issues = undefined;
          ctx = undefined;
        }
      };
    }
    const _safeParseAsync = _Err => async (schema, value, _ctx) => {
      const ctx = _ctx ? {
        ..._ctx,
        async: true
      } : {
        async: true
      };
      let result = schema._zod.run({
        value: value,
        issues: []
      }, ctx);
      if (result instanceof Promise) result = await result;
      return result.issues.length ? failure(_Err, result.issues, ctx) : {
        success: true,
        data: result.value
      };
    };
    const safeParseAsync = _safeParseAsync($ZodRealError);
    const COMPILE_INVALID = Symbol.for("zod.compile.invalid");
    const COMPILE_FALLBACK = Symbol.for("zod.compile.fallback");
    const validate = (schema, value, _ctx) => {
      const validator = schema._zod.bag.validator;
      if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID) return true;
        if (validator.definite === true && _ctx === undefined) return false;
      }
      return validateFallback(schema, value, _ctx);
    };
    function validateFallback(schema, value, _ctx) {
      const ctx = _ctx ? {
        ..._ctx,
        async: false,
        abortEarly: true
      } : {
        async: false,
        abortEarly: true
      };
      const fallbackRun = schema._zod.bag.fallbackRun;
      let result;
      if (fallbackRun) {
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({
          value: value,
          issues: []
        }, ctx);
      } else {
        result = schema._zod.run({
          value: value,
          issues: []
        }, ctx);
      }
      if (result instanceof Promise) {
        throw new core_core.GT;
      }
      return result.issues.length === 0;
    }
    const parse_validateAsync = async (schema, value, _ctx) => {
      const ctx = _ctx ? {
        ..._ctx,
        async: true,
        abortEarly: true
      } : {
        async: true,
        abortEarly: true
      };
      let result = schema._zod.run({
        value: value,
        issues: []
      }, ctx);
      if (result instanceof Promise) result = await result;
      return result.issues.length === 0;
    };
    const _encode = _Err => {
      const parse = _parse(_Err);
      const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? {
          ..._ctx,
          direction: "backward"
        } : {
          direction: "backward"
        };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
      };
      return fn;
    };
    const encode = _encode($ZodRealError);
    const _decode = _Err => {
      const parse = _parse(_Err);
      const fn = (schema, value, _ctx, _params) => parse(schema, value, _ctx, finalizeParams(fn, _params));
      return fn;
    };
    const decode = _decode($ZodRealError);
    const _encodeAsync = _Err => {
      const parseAsync = _parseAsync(_Err);
      const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? {
          ..._ctx,
          direction: "backward"
        } : {
          direction: "backward"
        };
        return await parseAsync(schema, value, ctx, finalizeParams(fn, _params));
      };
      return fn;
    };
    const encodeAsync = _encodeAsync($ZodRealError);
    const _decodeAsync = _Err => {
      const parseAsync = _parseAsync(_Err);
      const fn = async (schema, value, _ctx, _params) => await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
      return fn;
    };
    const decodeAsync = _decodeAsync($ZodRealError);
    const _safeEncode = _Err => (schema, value, _ctx) => {
      const ctx = _ctx ? {
        ..._ctx,
        direction: "backward"
      } : {
        direction: "backward"
      };
      return _safeParse(_Err)(schema, value, ctx);
    };
    const safeEncode = _safeEncode($ZodRealError);
    const _safeDecode = _Err => (schema, value, _ctx) => _safeParse(_Err)(schema, value, _ctx);
    const safeDecode = _safeDecode($ZodRealError);
    const _safeEncodeAsync = _Err => async (schema, value, _ctx) => {
      const ctx = _ctx ? {
        ..._ctx,
        direction: "backward"
      } : {
        direction: "backward"
      };
      return _safeParseAsync(_Err)(schema, value, ctx);
    };
    const safeEncodeAsync = _safeEncodeAsync($ZodRealError);
    const _safeDecodeAsync = _Err => async (schema, value, _ctx) => _safeParseAsync(_Err)(schema, value, _ctx);
    const safeDecodeAsync = _safeDecodeAsync($ZodRealError);
    const _installedErrorProtos = new WeakSet([ Object.prototype, Error.prototype ]);
    function _lazyMethod(proto, key, make) {
      Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
          const value = make(this);
          Object.defineProperty(this, key, {
            value: value,
            configurable: true,
            writable: true
          });
          return value;
        },
        set(value) {
          Object.defineProperty(this, key, {
            value: value,
            configurable: true,
            writable: true
          });
        }
      });
    }
    const errors_initializer = (inst, issues) => {
      $ZodError.init(inst, issues);
      inst.name = "ZodError";
      const proto = Object.getPrototypeOf(inst);
      if (_installedErrorProtos.has(proto)) return;
      _installedErrorProtos.add(proto);
      _lazyMethod(proto, "format", self => mapper => formatError(self, mapper));
      _lazyMethod(proto, "flatten", self => mapper => flattenError(self, mapper));
      _lazyMethod(proto, "addIssue", self => issue => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, core_util.k8, 2);
      });
      _lazyMethod(proto, "addIssues", self => issues => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, core_util.k8, 2);
      });
      Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
          return this.issues.length === 0;
        }
      });
    };
    const ZodError = null && core.$constructor("ZodError", errors_initializer);
    const ZodRealError = core_core.xI("ZodError", errors_initializer, undefined, {
      Parent: Error
    });
    const classic_parse_parse = _parse(ZodRealError);
    const classic_parse_parseAsync = _parseAsync(ZodRealError);
    const parse_safeParse = _safeParse(ZodRealError);
    const parse_safeParseAsync = _safeParseAsync(ZodRealError);
    const parse_encode = _encode(ZodRealError);
    const parse_decode = _decode(ZodRealError);
    const parse_encodeAsync = _encodeAsync(ZodRealError);
    const parse_decodeAsync = _decodeAsync(ZodRealError);
    const parse_safeEncode = _safeEncode(ZodRealError);
    const parse_safeDecode = _safeDecode(ZodRealError);
    const parse_safeEncodeAsync = _safeEncodeAsync(ZodRealError);
    const parse_safeDecodeAsync = _safeDecodeAsync(ZodRealError);
    function _ensureDefaultLocale() {
      if (!core_core.cr.localeError) core_core.$W(en());
    }
    function _ensureDefaultMemoizer() {
      if (!core_core.cr.memoizer) core_core.$W({
        memoizer: memoizer()
      });
    }
    const ZodType = core_core.xI("ZodType", (inst, def) => {
      _ensureDefaultLocale();
      $ZodType.init(inst, def);
      inst.def = def;
      inst.type = def.type;
      return inst;
    }, {
      check(...chks) {
        const def = this.def;
        return this.clone(core_util.zM(def, {
          checks: [ ...def.checks ?? [], ...chks.map(ch => typeof ch === "function" ? {
            _zod: {
              check: ch,
              def: {
                check: "custom"
              },
              onattach: []
            }
          } : ch) ]
        }), {
          parent: true
        });
      },
      with(...chks) {
        return this.check(...chks);
      },
      clone(def, params) {
        return core_util.o8(this, def, params);
      },
      brand() {
        return this;
      },
      register(reg, meta) {
        reg.add(this, meta);
        return this;
      },
      refine(check, params) {
        return this.check(refine(check, params));
      },
      superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
      },
      overwrite(fn) {
        return this.check(_overwrite(fn));
      },
      optional() {
        return optional(this);
      },
      exactOptional() {
        return exactOptional(this);
      },
      nullable() {
        return nullable(this);
      },
      nullish() {
        return optional(nullable(this));
      },
      nonoptional(params) {
        return nonoptional(this, params);
      },
      array() {
        return array(this);
      },
      or(arg) {
        return union([ this, arg ]);
      },
      and(arg) {
        return intersection(this, arg);
      },
      transform(tx) {
        return pipe(this, transform(tx));
      },
      default(d) {
        return schemas_default(this, d);
      },
      prefault(d) {
        return prefault(this, d);
      },
      catch(params) {
        return schemas_catch(this, params);
      },
      pipe(target) {
        return pipe(this, target);
      },
      readonly() {
        return readonly(this);
      },
      describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, {
          description: description
        });
        return cl;
      },
      meta(...args) {
        if (args.length === 0) return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
      },
      isOptional() {
        return this.safeParse(undefined).success;
      },
      isNullable() {
        return this.safeParse(null).success;
      },
      apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
      },
      get "~standard"() {
        return core_util.jD(this, "~standard", {
          ...standardProps(this),
          jsonSchema: {
            input: createStandardJSONSchemaMethod(this, "input"),
            output: createStandardJSONSchemaMethod(this, "output")
          }
        });
      },
      set "~standard"(value) {
        core_util.qh(this, "~standard", value);
      },
      parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, {
          callee: _parse
        });
      },
      parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, {
          callee: _parseAsync
        });
      },
      safeParse(data, params) {
        return parse_safeParse(this, data, params);
      },
      async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
      },
      get spa() {
        return this?.safeParseAsync;
      },
      set spa(value) {
        core_util.qh(this, "spa", value);
      },
      validate(data, params) {
        return validate(this, data, params);
      },
      validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
      },
      encode: function _encode(data, params) {
        return parse_encode(this, data, params, {
          callee: _encode
        });
      },
      decode: function _decode(data, params) {
        return parse_decode(this, data, params, {
          callee: _decode
        });
      },
      encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, {
          callee: _encodeAsync
        });
      },
      decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, {
          callee: _decodeAsync
        });
      },
      safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
      },
      safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
      },
      async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
      },
      async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
      },
      toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
      },
      get description() {
        return globalRegistry.get(this)?.description;
      },
      get _def() {
        return this._zod.def;
      }
    });
    const _ZodString = core_core.xI("_ZodString", (inst, def) => {
      $ZodString.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
    }, core_util.un({
      format: inst => aggregateChecks(inst).format ?? null,
      minLength: inst => aggregateChecks(inst).minimum ?? null,
      maxLength: inst => aggregateChecks(inst).maximum ?? null
    }, {
      regex(...args) {
        return this.check(_regex(...args));
      },
      includes(...args) {
        return this.check(_includes(...args));
      },
      startsWith(...args) {
        return this.check(_startsWith(...args));
      },
      endsWith(...args) {
        return this.check(_endsWith(...args));
      },
      min(...args) {
        return this.check(_minLength(...args));
      },
      max(...args) {
        return this.check(_maxLength(...args));
      },
      length(...args) {
        return this.check(_length(...args));
      },
      nonempty(...args) {
        return this.check(_minLength(1, ...args));
      },
      lowercase(params) {
        return this.check(_lowercase(params));
      },
      uppercase(params) {
        return this.check(_uppercase(params));
      },
      trim() {
        return this.check(_trim());
      },
      normalize(...args) {
        return this.check(_normalize(...args));
      },
      toLowerCase() {
        return this.check(_toLowerCase());
      },
      toUpperCase() {
        return this.check(_toUpperCase());
      },
      slugify() {
        return this.check(_slugify());
      }
    }));
    const ZodString = core_core.xI("ZodString", (inst, def) => {
      $ZodString.init(inst, def);
      _ZodString.init(inst, def);
    }, {
      email(params) {
        return this.check(_email(ZodEmail, params));
      },
      url(params) {
        return this.check(_url(ZodURL, params));
      },
      jwt(params) {
        return this.check(_jwt(ZodJWT, params));
      },
      emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
      },
      guid(params) {
        return this.check(_guid(ZodGUID, params));
      },
      uuid(params) {
        return this.check(_uuid(ZodUUID, params));
      },
      uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
      },
      uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
      },
      uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
      },
      nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
      },
      cuid(params) {
        return this.check(_cuid(ZodCUID, params));
      },
      cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
      },
      ulid(params) {
        return this.check(_ulid(ZodULID, params));
      },
      base64(params) {
        return this.check(_base64(ZodBase64, params));
      },
      base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
      },
      xid(params) {
        return this.check(_xid(ZodXID, params));
      },
      ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
      },
      ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
      },
      ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
      },
      cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
      },
      cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
      },
      e164(params) {
        return this.check(_e164(ZodE164, params));
      },
      datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
      },
      date(params) {
        return this.check(_isoDate(ZodISODate, params));
      },
      time(params) {
        return this.check(_isoTime(ZodISOTime, params));
      },
      duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
      }
    });
    function schemas_string(params) {
      return _string(ZodString, params);
    }
    const ZodStringFormat = core_core.xI("ZodStringFormat", (inst, def) => {
      $ZodStringFormat.init(inst, def);
      _ZodString.init(inst, def);
    });
    const ZodISODateTime = core_core.xI("ZodISODateTime", (inst, def) => {
      $ZodISODateTime.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    const ZodISODate = core_core.xI("ZodISODate", (inst, def) => {
      $ZodISODate.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    const ZodISOTime = core_core.xI("ZodISOTime", (inst, def) => {
      $ZodISOTime.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    const ZodISODuration = core_core.xI("ZodISODuration", (inst, def) => {
      $ZodISODuration.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    const ZodEmail = core_core.xI("ZodEmail", (inst, def) => {
      $ZodEmail.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_email(params) {
      return core._email(ZodEmail, params);
    }
    const ZodGUID = core_core.xI("ZodGUID", (inst, def) => {
      $ZodGUID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_guid(params) {
      return core._guid(ZodGUID, params);
    }
    const ZodUUID = core_core.xI("ZodUUID", (inst, def) => {
      $ZodUUID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_uuid(params) {
      return core._uuid(ZodUUID, params);
    }
    function uuidv4(params) {
      return core._uuidv4(ZodUUID, params);
    }
    function uuidv6(params) {
      return core._uuidv6(ZodUUID, params);
    }
    function uuidv7(params) {
      return core._uuidv7(ZodUUID, params);
    }
    const ZodURL = core_core.xI("ZodURL", (inst, def) => {
      $ZodURL.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function url(params) {
      return _url(ZodURL, params);
    }
    function httpUrl(params) {
      return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params)
      });
    }
    const ZodEmoji = core_core.xI("ZodEmoji", (inst, def) => {
      $ZodEmoji.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_emoji(params) {
      return core._emoji(ZodEmoji, params);
    }
    const ZodNanoID = core_core.xI("ZodNanoID", (inst, def) => {
      $ZodNanoID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_nanoid(params) {
      return core._nanoid(ZodNanoID, params);
    }
    const ZodCUID = core_core.xI("ZodCUID", (inst, def) => {
      $ZodCUID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_cuid(params) {
      return core._cuid(ZodCUID, params);
    }
    const ZodCUID2 = core_core.xI("ZodCUID2", (inst, def) => {
      $ZodCUID2.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_cuid2(params) {
      return core._cuid2(ZodCUID2, params);
    }
    const ZodULID = core_core.xI("ZodULID", (inst, def) => {
      $ZodULID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_ulid(params) {
      return core._ulid(ZodULID, params);
    }
    const ZodXID = core_core.xI("ZodXID", (inst, def) => {
      $ZodXID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_xid(params) {
      return core._xid(ZodXID, params);
    }
    const ZodKSUID = core_core.xI("ZodKSUID", (inst, def) => {
      $ZodKSUID.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_ksuid(params) {
      return core._ksuid(ZodKSUID, params);
    }
    const ZodIPv4 = core_core.xI("ZodIPv4", (inst, def) => {
      $ZodIPv4.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_ipv4(params) {
      return core._ipv4(ZodIPv4, params);
    }
    const ZodMAC = null && core.$constructor("ZodMAC", (inst, def) => {
      core.$ZodMAC.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_mac(params) {
      return core._mac(ZodMAC, params);
    }
    const ZodIPv6 = core_core.xI("ZodIPv6", (inst, def) => {
      $ZodIPv6.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_ipv6(params) {
      return core._ipv6(ZodIPv6, params);
    }
    const ZodCIDRv4 = core_core.xI("ZodCIDRv4", (inst, def) => {
      $ZodCIDRv4.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_cidrv4(params) {
      return core._cidrv4(ZodCIDRv4, params);
    }
    const ZodCIDRv6 = core_core.xI("ZodCIDRv6", (inst, def) => {
      $ZodCIDRv6.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_cidrv6(params) {
      return core._cidrv6(ZodCIDRv6, params);
    }
    const ZodBase64 = core_core.xI("ZodBase64", (inst, def) => {
      $ZodBase64.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_base64(params) {
      return core._base64(ZodBase64, params);
    }
    const ZodBase64URL = core_core.xI("ZodBase64URL", (inst, def) => {
      $ZodBase64URL.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_base64url(params) {
      return core._base64url(ZodBase64URL, params);
    }
    const ZodE164 = core_core.xI("ZodE164", (inst, def) => {
      $ZodE164.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_e164(params) {
      return core._e164(ZodE164, params);
    }
    const ZodCreditCard = null && core.$constructor("ZodCreditCard", (inst, def) => {
      core.$ZodCreditCard.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_creditCard(params) {
      return core._creditCard(ZodCreditCard, params);
    }
    const ZodIBAN = null && core.$constructor("ZodIBAN", (inst, def) => {
      core.$ZodIBAN.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function schemas_iban(params) {
      return core._iban(ZodIBAN, params);
    }
    const ZodJWT = core_core.xI("ZodJWT", (inst, def) => {
      $ZodJWT.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function jwt(params) {
      return core._jwt(ZodJWT, params);
    }
    const ZodCustomStringFormat = null && core.$constructor("ZodCustomStringFormat", (inst, def) => {
      core.$ZodCustomStringFormat.init(inst, def);
      ZodStringFormat.init(inst, def);
    });
    function stringFormat(format, fnOrRegex, _params = {}) {
      return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
    }
    function schemas_hostname(_params) {
      return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
    }
    function schemas_hex(_params) {
      return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
    }
    function schemas_currencyCode(_params) {
      return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
    }
    function hash(alg, params) {
      const enc = params?.enc ?? "hex";
      const format = `${alg}_${enc}`;
      const regex = core.regexes[format];
      if (!regex) throw new Error(`Unrecognized hash format: ${format}`);
      return core._stringFormat(ZodCustomStringFormat, format, regex, params);
    }
    const ZodNumber = core_core.xI("ZodNumber", (inst, def) => {
      $ZodNumber.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
      inst.isFinite = true;
    }, core_util.un({
      minValue: inst => {
        const {minimum: minimum, exclusiveMinimum: exclusiveMinimum} = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
      },
      maxValue: inst => {
        const {maximum: maximum, exclusiveMaximum: exclusiveMaximum} = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
      },
      isInt: inst => {
        const {isInt: isInt, multipleOf: multipleOf} = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
      },
      format: inst => aggregateChecks(inst).format ?? null
    }, {
      gt(value, params) {
        return this.check(_gt(value, params));
      },
      gte(value, params) {
        return this.check(_gte(value, params));
      },
      min(value, params) {
        return this.check(_gte(value, params));
      },
      lt(value, params) {
        return this.check(_lt(value, params));
      },
      lte(value, params) {
        return this.check(_lte(value, params));
      },
      max(value, params) {
        return this.check(_lte(value, params));
      },
      int(params) {
        return this.check(schemas_int(params));
      },
      safe(params) {
        return this.check(schemas_int(params));
      },
      positive(params) {
        return this.check(_gt(0, params));
      },
      nonnegative(params) {
        return this.check(_gte(0, params));
      },
      negative(params) {
        return this.check(_lt(0, params));
      },
      nonpositive(params) {
        return this.check(_lte(0, params));
      },
      multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
      },
      step(value, params) {
        return this.check(_multipleOf(value, params));
      },
      finite() {
        return this;
      }
    }));
    function schemas_number(params) {
      return _number(ZodNumber, params);
    }
    const ZodNumberFormat = core_core.xI("ZodNumberFormat", (inst, def) => {
      $ZodNumberFormat.init(inst, def);
      ZodNumber.init(inst, def);
    });
    function schemas_int(params) {
      return _int(ZodNumberFormat, params);
    }
    function float32(params) {
      return core._float32(ZodNumberFormat, params);
    }
    function float64(params) {
      return core._float64(ZodNumberFormat, params);
    }
    function int32(params) {
      return core._int32(ZodNumberFormat, params);
    }
    function uint32(params) {
      return core._uint32(ZodNumberFormat, params);
    }
    const ZodBoolean = core_core.xI("ZodBoolean", (inst, def) => {
      $ZodBoolean.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
    });
    function schemas_boolean(params) {
      return _boolean(ZodBoolean, params);
    }
    const ZodBigInt = core_core.xI("ZodBigInt", (inst, def) => {
      $ZodBigInt.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
    }, core_util.un({
      minValue: inst => aggregateChecks(inst).minimum ?? null,
      maxValue: inst => aggregateChecks(inst).maximum ?? null,
      format: inst => aggregateChecks(inst).format ?? null
    }, {
      gte(value, params) {
        return this.check(_gte(value, params));
      },
      min(value, params) {
        return this.check(_gte(value, params));
      },
      gt(value, params) {
        return this.check(_gt(value, params));
      },
      lt(value, params) {
        return this.check(_lt(value, params));
      },
      lte(value, params) {
        return this.check(_lte(value, params));
      },
      max(value, params) {
        return this.check(_lte(value, params));
      },
      positive(params) {
        return this.check(_gt(BigInt(0), params));
      },
      negative(params) {
        return this.check(_lt(BigInt(0), params));
      },
      nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
      },
      nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
      },
      multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
      }
    }));
    function schemas_bigint(params) {
      return core._bigint(ZodBigInt, params);
    }
    const ZodBigIntFormat = null && core.$constructor("ZodBigIntFormat", (inst, def) => {
      core.$ZodBigIntFormat.init(inst, def);
      ZodBigInt.init(inst, def);
    });
    function int64(params) {
      return core._int64(ZodBigIntFormat, params);
    }
    function uint64(params) {
      return core._uint64(ZodBigIntFormat, params);
    }
    const ZodSymbol = null && core.$constructor("ZodSymbol", (inst, def) => {
      core.$ZodSymbol.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
    });
    function symbol(params) {
      return core._symbol(ZodSymbol, params);
    }
    const ZodUndefined = null && core.$constructor("ZodUndefined", (inst, def) => {
      core.$ZodUndefined.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
    });
    function schemas_undefined(params) {
      return core._undefined(ZodUndefined, params);
    }
    const ZodNull = null && core.$constructor("ZodNull", (inst, def) => {
      core.$ZodNull.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.nullProcessor(inst, ctx, json, params);
    });
    function schemas_null(params) {
      return core._null(ZodNull, params);
    }
    const ZodAny = null && core.$constructor("ZodAny", (inst, def) => {
      core.$ZodAny.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
    });
    function any() {
      return core._any(ZodAny);
    }
    const ZodUnknown = core_core.xI("ZodUnknown", (inst, def) => {
      $ZodUnknown.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
    });
    function unknown() {
      return _unknown(ZodUnknown);
    }
    const ZodNever = core_core.xI("ZodNever", (inst, def) => {
      $ZodNever.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
    });
    function never(params) {
      return _never(ZodNever, params);
    }
    const ZodVoid = null && core.$constructor("ZodVoid", (inst, def) => {
      core.$ZodVoid.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
    });
    function schemas_void(params) {
      return core._void(ZodVoid, params);
    }
    const ZodDate = core_core.xI("ZodDate", (inst, def) => {
      $ZodDate.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
      inst.min = (value, params) => inst.check(_gte(value, params));
      inst.max = (value, params) => inst.check(_lte(value, params));
    }, core_util.un({
      minDate: inst => {
        const {minimum: minimum} = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
      },
      maxDate: inst => {
        const {maximum: maximum} = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
      }
    }, {}));
    function schemas_date(params) {
      return core._date(ZodDate, params);
    }
    const ZodArray = core_core.xI("ZodArray", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodArray.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
      inst.element = def.element;
    }, {
      min(n, params) {
        return this.check(_minLength(n, params));
      },
      nonempty(params) {
        return this.check(_minLength(1, params));
      },
      max(n, params) {
        return this.check(_maxLength(n, params));
      },
      length(n, params) {
        return this.check(_length(n, params));
      },
      unwrap() {
        return this.element;
      }
    });
    function array(element, params) {
      return _array(ZodArray, element, params);
    }
    function keyof(schema) {
      const shape = schema._zod.def.shape;
      return schemas_enum(Object.keys(shape));
    }
    const ZodObject = core_core.xI("ZodObject", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodObjectJIT.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
      core_util.X(inst, "shape", self => self._zod.def.shape, false);
    }, {
      keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
      },
      catchall(catchall) {
        return this.clone(core_util.zM(this._zod.def, {
          catchall: catchall
        }));
      },
      passthrough() {
        return this.clone(core_util.zM(this._zod.def, {
          catchall: unknown()
        }));
      },
      loose() {
        return this.clone(core_util.zM(this._zod.def, {
          catchall: unknown()
        }));
      },
      strict() {
        return this.clone(core_util.zM(this._zod.def, {
          catchall: never()
        }));
      },
      strip() {
        return this.clone(core_util.zM(this._zod.def, {
          catchall: undefined
        }));
      },
      extend(incoming) {
        return core_util.X$(this, incoming);
      },
      safeExtend(incoming) {
        return core_util.W0(this, incoming);
      },
      merge(other) {
        return core_util.h1(this, other);
      },
      pick(mask) {
        return core_util.Up(this, mask);
      },
      omit(mask) {
        return core_util.cJ(this, mask);
      },
      partial(...args) {
        return core_util.OH(ZodOptional, this, args[0]);
      },
      exactPartial(...args) {
        return core_util.OH(ZodExactOptional, this, args[0], "exactPartial");
      },
      required(...args) {
        return core_util.mw(ZodNonOptional, this, args[0]);
      }
    });
    function object(shape, params) {
      const def = {
        type: "object",
        shape: shape ?? {},
        ...core_util.A2(params)
      };
      return new ZodObject(def);
    }
    function strictObject(shape, params) {
      return new ZodObject({
        type: "object",
        shape: shape,
        catchall: never(),
        ...util.normalizeParams(params)
      });
    }
    function looseObject(shape, params) {
      return new ZodObject({
        type: "object",
        shape: shape,
        catchall: unknown(),
        ...core_util.A2(params)
      });
    }
    const ZodUnion = core_core.xI("ZodUnion", (inst, def) => {
      $ZodUnion.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
      inst.options = def.options;
    });
    function union(options, params) {
      return new ZodUnion({
        type: "union",
        options: options,
        ...core_util.A2(params)
      });
    }
    const ZodXor = null && core.$constructor("ZodXor", (inst, def) => {
      ZodUnion.init(inst, def);
      core.$ZodXor.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
      inst.options = def.options;
    });
    function xor(options, params) {
      return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params)
      });
    }
    const ZodDiscriminatedUnion = core_core.xI("ZodDiscriminatedUnion", (inst, def) => {
      ZodUnion.init(inst, def);
      $ZodDiscriminatedUnion.init(inst, def);
    });
    function discriminatedUnion(discriminator, options, params) {
      return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator: discriminator,
        ...core_util.A2(params)
      });
    }
    const ZodIntersection = core_core.xI("ZodIntersection", (inst, def) => {
      $ZodIntersection.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
    });
    function intersection(left, right) {
      return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right
      });
    }
    const ZodTuple = core_core.xI("ZodTuple", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodTuple.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
    }, {
      rest(rest) {
        return this.clone({
          ...this._zod.def,
          rest: rest
        });
      },
      partial() {
        const def = this._zod.def;
        if (def.checks?.length) throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
          ...def,
          items: def.items.map(item => new ZodOptional({
            type: "optional",
            innerType: item
          }))
        });
      }
    });
    function tuple(items, _paramsOrRest, _params) {
      const hasRest = _paramsOrRest instanceof core.$ZodType;
      const params = hasRest ? _params : _paramsOrRest;
      const rest = hasRest ? _paramsOrRest : null;
      return new ZodTuple({
        type: "tuple",
        items: items,
        rest: rest,
        ...util.normalizeParams(params)
      });
    }
    const ZodRecord = core_core.xI("ZodRecord", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodRecord.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
      inst.keyType = def.keyType;
      inst.valueType = def.valueType;
    });
    function record(keyType, valueType, params) {
      if (!valueType || !valueType._zod) {
        return new ZodRecord({
          type: "record",
          keyType: schemas_string(),
          valueType: keyType,
          ...core_util.A2(valueType)
        });
      }
      return new ZodRecord({
        type: "record",
        keyType: keyType,
        valueType: valueType,
        ...core_util.A2(params)
      });
    }
    function partialRecord(keyType, valueType, params) {
      return new ZodRecord({
        type: "record",
        keyType: keyType,
        valueType: valueType,
        ...core_util.A2(params),
        partial: true
      });
    }
    function looseRecord(keyType, valueType, params) {
      return new ZodRecord({
        type: "record",
        keyType: keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params)
      });
    }
    const ZodMap = null && core.$constructor("ZodMap", (inst, def) => {
      _ensureDefaultMemoizer();
      core.$ZodMap.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
      inst.keyType = def.keyType;
      inst.valueType = def.valueType;
      inst.min = (...args) => inst.check(core._minSize(...args));
      inst.nonempty = params => inst.check(core._minSize(1, params));
      inst.max = (...args) => inst.check(core._maxSize(...args));
      inst.size = (...args) => inst.check(core._size(...args));
    });
    function map(keyType, valueType, params) {
      return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params)
      });
    }
    const ZodSet = null && core.$constructor("ZodSet", (inst, def) => {
      _ensureDefaultMemoizer();
      core.$ZodSet.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
      inst.min = (...args) => inst.check(core._minSize(...args));
      inst.nonempty = params => inst.check(core._minSize(1, params));
      inst.max = (...args) => inst.check(core._maxSize(...args));
      inst.size = (...args) => inst.check(core._size(...args));
    });
    function set(valueType, params) {
      return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params)
      });
    }
    const ZodEnum = core_core.xI("ZodEnum", (inst, def) => {
      $ZodEnum.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
      inst.enum = def.entries;
      inst.options = [ ...inst._zod.values ];
      const keys = new Set(Object.keys(def.entries));
      inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
          if (keys.has(value)) {
            newEntries[value] = def.entries[value];
          } else throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
          ...def,
          checks: [],
          ...core_util.A2(params),
          entries: newEntries
        });
      };
      inst.exclude = (values, params) => {
        const newEntries = {
          ...def.entries
        };
        for (const value of values) {
          if (keys.has(value)) {
            delete newEntries[value];
          } else throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
          ...def,
          checks: [],
          ...core_util.A2(params),
          entries: newEntries
        });
      };
    });
    function schemas_enum(values, params) {
      const entries = Array.isArray(values) ? Object.fromEntries(values.map(v => [ v, v ])) : values;
      return new ZodEnum({
        type: "enum",
        entries: entries,
        ...core_util.A2(params)
      });
    }
    function nativeEnum(entries, params) {
      return new ZodEnum({
        type: "enum",
        entries: entries,
        ...util.normalizeParams(params)
      });
    }
    const ZodLiteral = core_core.xI("ZodLiteral", (inst, def) => {
      $ZodLiteral.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
      inst.values = new Set(def.values);
      Object.defineProperty(inst, "value", {
        get() {
          if (def.values.length > 1) {
            throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
          }
          return def.values[0];
        }
      });
    });
    function literal(value, params) {
      return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [ value ],
        ...core_util.A2(params)
      });
    }
    const ZodFile = null && core.$constructor("ZodFile", (inst, def) => {
      core.$ZodFile.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
      inst.min = (size, params) => inst.check(core._minSize(size, params));
      inst.max = (size, params) => inst.check(core._maxSize(size, params));
      inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [ types ], params));
    });
    function file(params) {
      return core._file(ZodFile, params);
    }
    const ZodTransform = core_core.xI("ZodTransform", (inst, def) => {
      _ensureDefaultMemoizer();
      $ZodTransform.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
      inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
          throw new core_core.cV(inst.constructor.name);
        }
        payload.addIssue = issue => {
          if (typeof issue === "string") {
            payload.issues.push(core_util.sn(issue, payload.value, def));
          } else {
            const _issue = issue;
            if (_issue.fatal) _issue.continue = false;
            _issue.code ?? (_issue.code = "custom");
            if (!("input" in _issue)) _issue.input = payload.value;
            _issue.inst ?? (_issue.inst = inst);
            payload.issues.push(core_util.sn(_issue));
          }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
          return output.then(output => {
            payload.value = output;
            return payload;
          });
        }
        payload.value = output;
        return payload;
      };
    });
    function transform(fn) {
      return new ZodTransform({
        type: "transform",
        transform: fn
      });
    }
    const ZodOptional = core_core.xI("ZodOptional", (inst, def) => {
      $ZodOptional.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    function optional(innerType) {
      return new ZodOptional({
        type: "optional",
        innerType: innerType
      });
    }
    const ZodExactOptional = core_core.xI("ZodExactOptional", (inst, def) => {
      $ZodExactOptional.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    function exactOptional(innerType) {
      return new ZodExactOptional({
        type: "optional",
        innerType: innerType
      });
    }
    const ZodNullable = core_core.xI("ZodNullable", (inst, def) => {
      $ZodNullable.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    function nullable(innerType) {
      return new ZodNullable({
        type: "nullable",
        innerType: innerType
      });
    }
    function nullish(innerType) {
      return optional(nullable(innerType));
    }
    const ZodDefault = core_core.xI("ZodDefault", (inst, def) => {
      $ZodDefault.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
      inst.removeDefault = inst.unwrap;
    });
    function schemas_default(innerType, defaultValue) {
      return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
          return typeof defaultValue === "function" ? defaultValue() : core_util.yG(defaultValue);
        }
      });
    }
    const ZodPrefault = core_core.xI("ZodPrefault", (inst, def) => {
      $ZodPrefault.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    function prefault(innerType, defaultValue) {
      return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
          return typeof defaultValue === "function" ? defaultValue() : core_util.yG(defaultValue);
        }
      });
    }
    const ZodNonOptional = core_core.xI("ZodNonOptional", (inst, def) => {
      $ZodNonOptional.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    function nonoptional(innerType, params) {
      return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...core_util.A2(params)
      });
    }
    const ZodSuccess = null && core.$constructor("ZodSuccess", (inst, def) => {
      core.$ZodSuccess.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    function success(innerType) {
      return new ZodSuccess({
        type: "success",
        innerType: innerType
      });
    }
    const ZodCatch = core_core.xI("ZodCatch", (inst, def) => {
      $ZodCatch.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
      inst.removeCatch = inst.unwrap;
    });
    function schemas_catch(innerType, catchValue) {
      return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: typeof catchValue === "function" ? catchValue : core_util.SS(catchValue)
      });
    }
    const ZodNaN = null && core.$constructor("ZodNaN", (inst, def) => {
      core.$ZodNaN.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
    });
    function nan(params) {
      return core._nan(ZodNaN, params);
    }
    const ZodPipe = core_core.xI("ZodPipe", (inst, def) => {
      $ZodPipe.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
      inst.in = def.in;
      inst.out = def.out;
    });
    function pipe(in_, out) {
      return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out
      });
    }
    const ZodCodec = null && core.$constructor("ZodCodec", (inst, def) => {
      ZodPipe.init(inst, def);
      core.$ZodCodec.init(inst, def);
    });
    function codec(in_, out, params) {
      return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode
      });
    }
    function invertCodec(codec) {
      const def = codec._zod.def;
      return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform
      });
    }
    const ZodPreprocess = null && core.$constructor("ZodPreprocess", (inst, def) => {
      ZodPipe.init(inst, def);
      core.$ZodPreprocess.init(inst, def);
    });
    const ZodReadonly = core_core.xI("ZodReadonly", (inst, def) => {
      $ZodReadonly.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    function readonly(innerType) {
      return new ZodReadonly({
        type: "readonly",
        innerType: innerType
      });
    }
    const ZodTemplateLiteral = null && core.$constructor("ZodTemplateLiteral", (inst, def) => {
      core.$ZodTemplateLiteral.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
    });
    function templateLiteral(parts, params) {
      return new ZodTemplateLiteral({
        type: "template_literal",
        parts: parts,
        ...util.normalizeParams(params)
      });
    }
    const ZodLazy = core_core.xI("ZodLazy", (inst, def) => {
      $ZodLazy.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => lazyProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.getter();
    });
    function lazy(getter) {
      return new ZodLazy({
        type: "lazy",
        getter: getter
      });
    }
    const ZodPromise = null && core.$constructor("ZodPromise", (inst, def) => {
      core.$ZodPromise.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
      inst.unwrap = () => inst._zod.def.innerType;
    });
    function promise(innerType) {
      return new ZodPromise({
        type: "promise",
        innerType: innerType
      });
    }
    const ZodFunction = null && core.$constructor("ZodFunction", (inst, def) => {
      core.$ZodFunction.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
    });
    function _function(params) {
      return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : params?.input ?? array(unknown()),
        output: params?.output ?? unknown()
      });
    }
    const ZodCustom = core_core.xI("ZodCustom", (inst, def) => {
      $ZodCustom.init(inst, def);
      ZodType.init(inst, def);
      inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
    });
    function check(fn) {
      const ch = new core.$ZodCheck({
        check: "custom"
      });
      ch._zod.check = fn;
      return ch;
    }
    function custom(fn, _params) {
      return _custom(ZodCustom, fn ?? (() => true), _params);
    }
    function refine(fn, _params = {}) {
      return _refine(ZodCustom, fn, _params);
    }
    function superRefine(fn, params) {
      return _superRefine(fn, params);
    }
    const schemas_describe = describe;
    const schemas_meta = meta;
    const ZodInstanceOf = core_core.xI("ZodInstanceOf", (inst, def) => {
      ZodCustom.init(inst, def);
    }, {
      properties(shape, params) {
        return this.check(_properties(shape, params));
      }
    });
    function _instanceof(cls, params = {}) {
      const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: data => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params)
      });
      inst._zod.bag.Class = cls;
      inst._zod.check = payload => {
        if (!(payload.value instanceof cls)) {
          payload.issues.push({
            code: "invalid_type",
            expected: cls.name,
            input: payload.value,
            inst: inst,
            path: [ ...inst._zod.def.path ?? [] ]
          });
        }
      };
      return inst;
    }
    const stringbool = (...args) => core._stringbool({
      Codec: ZodCodec,
      Boolean: ZodBoolean,
      String: ZodString
    }, ...args);
    function json(params) {
      const jsonSchema = lazy(() => union([ schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema) ]));
      return jsonSchema;
    }
    function preprocess(fn, schema) {
      return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema
      });
    }
  },
  88532: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      $W: () => config,
      GT: () => $ZodAsyncError,
      cV: () => $ZodEncodeError,
      cr: () => globalConfig,
      tm: () => NEVER,
      xI: () => $constructor
    });
    var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(54723);
    var _a;
    const NEVER = Object.freeze({
      status: "aborted"
    });
    const _zodDesc = {
      value: undefined,
      enumerable: false
    };
    let _E = "captureStackTrace" in Error ? Error : null;
    function newError(Definition) {
      const E = _E;
      if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
          try {
            E.stackTraceLimit = 0;
          } catch {
            _E = null;
            return new Definition;
          }
          try {
            return new Definition;
          } finally {
            E.stackTraceLimit = saved;
          }
        }
      }
      return new Definition;
    }
    function $constructor(name, initializer, proto, params) {
      const zodProto = {};
      function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set;
      }
      Internals.prototype = zodProto;
      const protoMembers = proto;
      const initialized = protoMembers && new WeakSet;
      function init(inst, def) {
        if (!inst._zod) {
          _zodDesc.value = new Internals(def);
          try {
            Object.defineProperty(inst, "_zod", _zodDesc);
          } finally {
            _zodDesc.value = undefined;
          }
        } else if (inst._zod.traits.has(name)) {
          return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
          const own = Object.getPrototypeOf(inst);
          const ctorProto = inst._zod.constr.prototype;
          let up = own;
          while (up && up !== ctorProto) up = Object.getPrototypeOf(up);
          const target = up ?? own;
          if (!initialized.has(target)) {
            initialized.add(target);
            (0, _util_js__WEBPACK_IMPORTED_MODULE_0__.ol)(target, protoMembers);
          }
        }
        const proto = _.prototype;
        for (const k in proto) {
          if (!Object.prototype.hasOwnProperty.call(proto, k)) continue;
          if (!(k in inst)) {
            inst[k] = proto[k].bind(inst);
          }
        }
      }
      const Parent = params?.Parent ?? Object;
      class Definition extends Parent {}
      Object.defineProperty(Definition, "name", {
        value: name
      });
      function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
          for (const fn of deferred) {
            fn();
          }
          inst._zod.deferred = undefined;
        }
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp) pp(inst);
        return inst;
      }
      Object.defineProperty(_, "init", {
        value: init
      });
      Object.defineProperty(_, Symbol.hasInstance, {
        value: inst => {
          if (params?.Parent && inst instanceof params.Parent) return true;
          return inst?._zod?.traits?.has(name);
        }
      });
      Object.defineProperty(_, "name", {
        value: name
      });
      return _;
    }
    const $brand = null && Symbol("zod_brand");
    class $ZodAsyncError extends Error {
      constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
      }
    }
    class $ZodEncodeError extends Error {
      constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
      }
    }
    (_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
    const globalConfig = globalThis.__zod_globalConfig;
    function config(newConfig) {
      if (newConfig) Object.assign(globalConfig, newConfig);
      return globalConfig;
    }
  },
  54723: (__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {
    __nccwpck_require__.d(__webpack_exports__, {
      A2: () => normalizeParams,
      B7: () => stringifyPrimitive,
      GW: () => parsedType,
      Gv: () => isObject,
      LG: () => floatSafeRemainder,
      MO: () => rawShape,
      NM: () => optionalKeys,
      NR: () => BIGINT_FORMAT_RANGES,
      O7: () => codePointLength,
      OH: () => partial,
      PO: () => cached,
      QH: () => aborted,
      Qd: () => isPlainObject,
      Rc: () => getLengthableOrigin,
      SS: () => constantCatch,
      UQ: () => esc,
      Up: () => pick,
      Vy: () => assignProp,
      W0: () => safeExtend,
      X: () => installLazyProp,
      X$: () => extend,
      Yv: () => slugify,
      cJ: () => omit,
      cl: () => nullish,
      d3: () => attachSchema,
      gJ: () => defineLazy,
      gx: () => captureStackTrace,
      h1: () => merge,
      hI: () => allowsEval,
      hi: () => sizeCaps,
      iR: () => finalizeIssue,
      jD: () => hide,
      jw: () => joinValues,
      k8: () => jsonStringifyReplacer,
      lQ: () => prefixIssues,
      mw: () => required,
      o8: () => clone,
      ol: () => members,
      p6: () => cleanRegex,
      qQ: () => propertyKeyTypes,
      qh: () => own,
      rL: () => explicitlyAborted,
      sD: () => escapeRegex,
      sn: () => issue,
      un: () => derived,
      v5: () => defineLazyInternal,
      w5: () => getEnumValues,
      yG: () => shallowClone,
      zH: () => NUMBER_FORMAT_RANGES,
      zM: () => mergeDefs
    });
    var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(88532);
    function assertEqual(val) {
      return val;
    }
    function assertNotEqual(val) {
      return val;
    }
    function toZod() {
      return schema => schema;
    }
    function assertIs(_arg) {}
    function assertNever(_x) {
      throw new Error("Unexpected value in exhaustive check");
    }
    function assert(_) {}
    function getEnumValues(entries) {
      const numericValues = Object.values(entries).filter(v => typeof v === "number");
      const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
      return values;
    }
    function joinValues(array, separator = "|") {
      return array.map(val => stringifyPrimitive(val)).join(separator);
    }
    function jsonStringifyReplacer(_, value) {
      if (typeof value === "bigint") return value.toString();
      return value;
    }
    class Cached {
      constructor(getter) {
        this._getter = getter;
        this._value = undefined;
      }
      get value() {
        const getter = this._getter;
        if (getter !== undefined) {
          this._value = getter();
          this._getter = undefined;
        }
        return this._value;
      }
    }
    function cached(getter) {
      return new Cached(getter);
    }
    function nullish(input) {
      return input === null || input === undefined;
    }
    function cleanRegex(source) {
      const start = source.startsWith("^") ? 1 : 0;
      const end = source.endsWith("$") ? source.length - 1 : source.length;
      return source.slice(start, end);
    }
    function floatSafeRemainder(val, step) {
      const ratio = val / step;
      const roundedRatio = Math.round(ratio);
      const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
      if (Math.abs(ratio - roundedRatio) < tolerance) return 0;
      return ratio - roundedRatio;
    }
    const EVALUATING = Symbol("evaluating");
    function defineLazy(object, key, getter) {
      let value = undefined;
      Object.defineProperty(object, key, {
        get() {
          if (value === EVALUATING) {
            return undefined;
          }
          if (value === undefined) {
            value = EVALUATING;
            value = getter();
          }
          return value;
        },
        set(v) {
          Object.defineProperty(object, key, {
            value: v
          });
        },
        configurable: true
      });
    }
    function objectClone(obj) {
      return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
    }
    function assignProp(target, prop, value) {
      Object.defineProperty(target, prop, {
        value: value,
        writable: true,
        enumerable: true,
        configurable: true
      });
    }
    function rawShape(def) {
      const desc = Object.getOwnPropertyDescriptor(def, "shape");
      return desc?.get ? desc.get.raw : desc?.value;
    }
    function sourceShape(schema) {
      return rawShape(schema._zod.def) ?? schema._zod.def.shape;
    }
    function deferProp(target, key, getter) {
      Object.defineProperty(target, key, {
        get() {
          const value = getter();
          assignProp(this, key, value);
          return value;
        },
        enumerable: true,
        configurable: true
      });
    }
    function putProp(target, key, value) {
      if (key in target) assignProp(target, key, value); else target[key] = value;
    }
    function mirrorShape(target, source, keys, wrap) {
      const raw = sourceShape(source);
      for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable) continue;
        if (desc.get) {
          deferProp(target, key, () => {
            const value = source._zod.def.shape[key];
            return wrap ? wrap(value, key) : value;
          });
        } else putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
      }
    }
    function mirrorProps(target, source) {
      for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable) continue;
        if (desc.get) deferProp(target, key, () => source[key]); else putProp(target, key, desc.value);
      }
    }
    function mergeDefs(...defs) {
      const mergedDescriptors = {};
      for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
      }
      return Object.defineProperties({}, mergedDescriptors);
    }
    function cloneDef(schema) {
      return mergeDefs(schema._zod.def);
    }
    function getElementAtPath(obj, path) {
      if (!path) return obj;
      return path.reduce((acc, key) => acc?.[key], obj);
    }
    function promiseAllObject(promisesObj) {
      const keys = Object.keys(promisesObj);
      const promises = keys.map(key => promisesObj[key]);
      return Promise.all(promises).then(results => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
          resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
      });
    }
    function randomString(length = 10) {
      const chars = "abcdefghijklmnopqrstuvwxyz";
      let str = "";
      for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
      }
      return str;
    }
    function esc(str) {
      return JSON.stringify(str);
    }
    function slugify(input) {
      return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
    }
    const captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {};
    function isObject(data) {
      return typeof data === "object" && data !== null && !Array.isArray(data);
    }
    const allowsEval = cached(() => {
      if (_core_js__WEBPACK_IMPORTED_MODULE_0__.cr.jitless) {
        return false;
      }
      if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
      }
      try {
        const F = Function;
        new F("");
        return true;
      } catch (_) {
        return false;
      }
    });
    function isPlainObject(o) {
      if (isObject(o) === false) return false;
      const ctor = o.constructor;
      if (ctor === undefined) return true;
      if (typeof ctor !== "function") return true;
      const prot = ctor.prototype;
      if (isObject(prot) === false) return false;
      if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
      }
      return true;
    }
    function shallowClone(o) {
      if (isPlainObject(o)) return {
        ...o
      };
      if (Array.isArray(o)) return [ ...o ];
      if (o instanceof Map) return new Map(o);
      if (o instanceof Set) return new Set(o);
      return o;
    }
    function numKeys(data) {
      let keyCount = 0;
      for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
          keyCount++;
        }
      }
      return keyCount;
    }
    const getParsedType = data => {
      const t = typeof data;
      switch (t) {
       case "undefined":
        return "undefined";

       case "string":
        return "string";

       case "number":
        return Number.isNaN(data) ? "nan" : "number";

       case "boolean":
        return "boolean";

       case "function":
        return "function";

       case "bigint":
        return "bigint";

       case "symbol":
        return "symbol";

       case "object":
        if (Array.isArray(data)) {
          return "array";
        }
        if (data === null) {
          return "null";
        }
        if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
          return "promise";
        }
        if (typeof Map !== "undefined" && data instanceof Map) {
          return "map";
        }
        if (typeof Set !== "undefined" && data instanceof Set) {
          return "set";
        }
        if (typeof Date !== "undefined" && data instanceof Date) {
          return "date";
        }
        if (typeof File !== "undefined" && data instanceof File) {
          return "file";
        }
        return "object";

       default:
        throw new Error(`Unknown data type: ${t}`);
      }
    };
    const propertyKeyTypes = new Set([ "string", "number", "symbol" ]);
    const primitiveTypes = new Set([ "string", "number", "bigint", "boolean", "symbol", "undefined" ]);
    function escapeRegex(str) {
      return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }
    function clone(inst, def, params) {
      const cl = new inst._zod.constr(def ?? inst._zod.def);
      if (!def || params?.parent) cl._zod.parent = inst;
      return cl;
    }
    function normalizeParams(_params) {
      const params = _params;
      if (!params) return {};
      if (typeof params === "string") return {
        error: () => params
      };
      if (params?.message !== undefined) {
        if (params?.error !== undefined) throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
      }
      delete params.message;
      if (typeof params.error === "string") return {
        ...params,
        error: () => params.error
      };
      return params;
    }
    function createTransparentProxy(getter) {
      let target;
      return new Proxy({}, {
        get(_, prop, receiver) {
          target ?? (target = getter());
          return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
          target ?? (target = getter());
          return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
          target ?? (target = getter());
          return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
          target ?? (target = getter());
          return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
          target ?? (target = getter());
          return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
          target ?? (target = getter());
          return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
          target ?? (target = getter());
          return Reflect.defineProperty(target, prop, descriptor);
        }
      });
    }
    function stringifyPrimitive(value) {
      if (typeof value === "bigint") return value.toString() + "n";
      if (typeof value === "string") return `"${value}"`;
      return `${value}`;
    }
    function optionalKeys(shape) {
      return Object.keys(shape).filter(k => shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional");
    }
    const NUMBER_FORMAT_RANGES = (() => ({
      safeint: [ Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER ],
      int32: [ -2147483648, 2147483647 ],
      uint32: [ 0, 4294967295 ],
      float32: [ -34028234663852886e22, 34028234663852886e22 ],
      float64: [ -Number.MAX_VALUE, Number.MAX_VALUE ]
    }))();
    const BIGINT_FORMAT_RANGES = {
      int64: [ BigInt("-9223372036854775808"), BigInt("9223372036854775807") ],
      uint64: [ BigInt(0), BigInt("18446744073709551615") ]
    };
    function pick(schema, mask) {
      const currDef = schema._zod.def;
      const checks = currDef.checks;
      const hasChecks = checks && checks.length > 0;
      if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
      }
      const newShape = {};
      mirrorShape(newShape, schema, maskedKeys(schema, mask));
      return clone(schema, mergeDefs(currDef, {
        shape: newShape,
        checks: []
      }));
    }
    function maskedKeys(schema, mask) {
      const raw = sourceShape(schema);
      const keys = [];
      for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
          throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key]) keys.push(key);
      }
      return keys;
    }
    function omit(schema, mask) {
      const currDef = schema._zod.def;
      const checks = currDef.checks;
      const hasChecks = checks && checks.length > 0;
      if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
      }
      const omitted = new Set(maskedKeys(schema, mask));
      const newShape = {};
      mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter(key => !omitted.has(key)));
      return clone(schema, mergeDefs(currDef, {
        shape: newShape,
        checks: []
      }));
    }
    function extend(schema, shape) {
      if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
      }
      const checks = schema._zod.def.checks;
      const hasChecks = checks && checks.length > 0;
      if (hasChecks) {
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
          if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
            throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
          }
        }
      }
      return clone(schema, mergeDefs(schema._zod.def, {
        shape: extended(schema, shape)
      }));
    }
    function extended(schema, shape) {
      const newShape = {};
      mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
      mirrorProps(newShape, shape);
      return newShape;
    }
    function safeExtend(schema, shape) {
      if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
      }
      return clone(schema, mergeDefs(schema._zod.def, {
        shape: extended(schema, shape)
      }));
    }
    function merge(a, b) {
      if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
      }
      if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
      }
      const newShape = {};
      mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
      mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
      const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
          return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? []
      });
      return clone(a, def);
    }
    function partial(Class, schema, mask, name = "partial") {
      const currDef = schema._zod.def;
      const checks = currDef.checks;
      const hasChecks = checks && checks.length > 0;
      if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
      }
      const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
      const newShape = {};
      mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class && ((value, key) => selected && !selected.has(key) ? value : new Class({
        type: "optional",
        innerType: value
      })));
      return clone(schema, mergeDefs(schema._zod.def, {
        shape: newShape,
        checks: []
      }));
    }
    function required(Class, schema, mask) {
      const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
      const newShape = {};
      mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => selected && !selected.has(key) ? value : new Class({
        type: "nonoptional",
        innerType: value
      }));
      return clone(schema, mergeDefs(schema._zod.def, {
        shape: newShape
      }));
    }
    function aborted(x, startIndex = 0) {
      if (x.aborted === true) return true;
      for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
          return true;
        }
      }
      return false;
    }
    function explicitlyAborted(x, startIndex = 0) {
      if (x.aborted === true) return true;
      for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
          return true;
        }
      }
      return false;
    }
    function prefixIssues(path, issues) {
      return issues.map(iss => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
      });
    }
    function unwrapMessage(message) {
      return typeof message === "string" ? message : message?.message;
    }
    function sizeCaps(defChecks) {
      const caps = [];
      for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        if (!/_(length|size)$|_equals$/.test(d.check)) break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0) caps.push([ max, ch ]);
      }
      return caps;
    }
    function attachSchema(issues, start, inst) {
      var _a;
      for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
      }
    }
    function finalizeIssue(iss, ctx, config) {
      var _a;
      const traits = iss.inst?._zod?.traits;
      if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck")) (_a = iss).schema ?? (_a.schema = iss.inst); else iss.schema = iss.inst;
      }
      const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
      const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config.customError?.(iss)) ?? unwrapMessage(config.localeError?.(iss)) ?? "Invalid input";
      const full = {};
      for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__") continue;
        full[k] = iss[k];
      }
      full.path ?? (full.path = []);
      full.message = message;
      if (ctx?.reportInput) {
        full.input = iss.input;
      }
      return full;
    }
    function getSizableOrigin(input) {
      if (input instanceof Set) return "set";
      if (input instanceof Map) return "map";
      if (input instanceof File) return "file";
      return "unknown";
    }
    const highSurrogate = /[\uD800-\uDBFF]/;
    function codePointLength(str) {
      const units = str.length;
      if (!highSurrogate.test(str)) return units;
      let count = units;
      for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
          count--;
          i++;
        }
      }
      return count;
    }
    function getLengthableOrigin(input) {
      if (Array.isArray(input)) return "array";
      if (typeof input === "string") return "string";
      return "unknown";
    }
    function parsedType(data) {
      const t = typeof data;
      switch (t) {
       case "number":
        {
          return Number.isNaN(data) ? "nan" : "number";
        }

       case "object":
        {
          if (data === null) {
            return "null";
          }
          if (Array.isArray(data)) {
            return "array";
          }
          const obj = data;
          if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
            return obj.constructor.name;
          }
        }
      }
      return t;
    }
    function issue(...args) {
      const [iss, input, inst] = args;
      if (typeof iss === "string") {
        return {
          message: iss,
          code: "custom",
          input: input,
          inst: inst
        };
      }
      return {
        ...iss
      };
    }
    function cleanEnum(obj) {
      return Object.entries(obj).filter(([k, _]) => Number.isNaN(Number.parseInt(k, 10))).map(el => el[1]);
    }
    function base64ToUint8Array(base64) {
      const binaryString = atob(base64);
      const bytes = new Uint8Array(binaryString.length);
      for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
      }
      return bytes;
    }
    function uint8ArrayToBase64(bytes) {
      let binaryString = "";
      for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
      }
      return btoa(binaryString);
    }
    function base64urlToUint8Array(base64url) {
      const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
      const padding = "=".repeat((4 - base64.length % 4) % 4);
      return base64ToUint8Array(base64 + padding);
    }
    function uint8ArrayToBase64url(bytes) {
      return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
    }
    function hexToUint8Array(hex) {
      const cleanHex = hex.replace(/^0x/, "");
      if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
      }
      const bytes = new Uint8Array(cleanHex.length / 2);
      for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
      }
      return bytes;
    }
    function uint8ArrayToHex(bytes) {
      return Array.from(bytes).map(b => b.toString(16).padStart(2, "0")).join("");
    }
    class Class {
      constructor(..._args) {}
    }
    function members(proto, table) {
      for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        if (desc.get) Object.defineProperty(proto, key, {
          ...desc,
          enumerable: false
        }); else defineBound(proto, key, desc.value);
      }
    }
    function own(inst, key, value, enumerable = true) {
      Object.defineProperty(inst, key, {
        configurable: true,
        writable: true,
        enumerable: enumerable,
        value: value
      });
      return value;
    }
    function hide(inst, key, value) {
      return own(inst, key, value, false);
    }
    function derived(computes, table) {
      for (const key in computes) {
        const compute = computes[key];
        Object.defineProperty(table, key, {
          configurable: true,
          enumerable: true,
          get() {
            return own(this, key, compute(this));
          },
          set(value) {
            own(this, key, value);
          }
        });
      }
      return table;
    }
    function defineBound(proto, key, fn) {
      Object.defineProperty(proto, key, {
        configurable: true,
        get() {
          return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
          own(this, key, value);
        }
      });
    }
    function claim(inst, sentinel) {
      const proto = Object.getPrototypeOf(inst);
      return sentinel in proto ? undefined : proto;
    }
    let installing;
    let broke = false;
    const breaker = {
      configurable: true,
      get() {
        broke = true;
        return undefined;
      }
    };
    function defineLazyInternal(inst, key, compute) {
      const proto = Object.getPrototypeOf(inst._zod);
      if (key in proto && installing !== inst._zod) {
        installing = undefined;
        return;
      }
      installing = inst._zod;
      Object.defineProperty(proto, key, {
        configurable: true,
        get() {
          Object.defineProperty(this, key, breaker);
          const outer = broke;
          broke = false;
          try {
            const value = compute(this);
            if (broke) delete this[key]; else Object.defineProperty(this, key, {
              configurable: true,
              writable: true,
              value: value
            });
            broke = broke || outer;
            return value;
          } catch (err) {
            delete this[key];
            broke = broke || outer;
            throw err;
          }
        },
        set(value) {
          Object.defineProperty(this, key, {
            configurable: true,
            writable: true,
            value: value
          });
        }
      });
    }
    function installLazyProp(inst, key, make, enumerable) {
      const proto = claim(inst, key);
      if (!proto) return;
      Object.defineProperty(proto, key, {
        configurable: true,
        get() {
          const desc = {
            configurable: true,
            writable: true,
            enumerable: enumerable,
            value: undefined
          };
          Object.defineProperty(this, key, desc);
          desc.value = make(this);
          Object.defineProperty(this, key, desc);
          return desc.value;
        },
        set(value) {
          Object.defineProperty(this, key, {
            configurable: true,
            writable: true,
            enumerable: enumerable,
            value: value
          });
        }
      });
    }
    const CONSTANT_CATCH = "~constantCatch";
    function constantCatch(value) {
      const fn = () => value;
      fn[CONSTANT_CATCH] = true;
      return fn;
    }
  }
};

var __webpack_module_cache__ = {};

function __nccwpck_require__(moduleId) {
  var cachedModule = __webpack_module_cache__[moduleId];
  if (cachedModule !== undefined) {
    return cachedModule.exports;
  }
  var module = __webpack_module_cache__[moduleId] = {
    id: moduleId,
    loaded: false,
    exports: {}
  };
  var threw = true;
  try {
    __webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
    threw = false;
  } finally {
    if (threw) delete __webpack_module_cache__[moduleId];
  }
  module.loaded = true;
  return module.exports;
}

__nccwpck_require__.m = __webpack_modules__;

if (typeof __nccwpck_require__ !== "undefined") __nccwpck_require__.ab = decodeURIComponent(new URL(".", import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";

(() => {
  var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
  var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
  var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
  var resolveQueue = queue => {
    if (queue && queue.d < 1) {
      queue.d = 1;
      queue.forEach(fn => fn.r--);
      queue.forEach(fn => fn.r-- ? fn.r++ : fn());
    }
  };
  var wrapDeps = deps => deps.map(dep => {
    if (dep !== null && typeof dep === "object") {
      if (dep[webpackQueues]) return dep;
      if (dep.then) {
        var queue = [];
        queue.d = 0;
        dep.then(r => {
          obj[webpackExports] = r;
          resolveQueue(queue);
        }, e => {
          obj[webpackError] = e;
          resolveQueue(queue);
        });
        var obj = {};
        obj[webpackQueues] = fn => fn(queue);
        return obj;
      }
    }
    var ret = {};
    ret[webpackQueues] = x => {};
    ret[webpackExports] = dep;
    return ret;
  });
  __nccwpck_require__.a = (module, body, hasAwait) => {
    var queue;
    hasAwait && ((queue = []).d = -1);
    var depQueues = new Set;
    var exports = module.exports;
    var currentDeps;
    var outerResolve;
    var reject;
    var promise = new Promise((resolve, rej) => {
      reject = rej;
      outerResolve = resolve;
    });
    promise[webpackExports] = exports;
    promise[webpackQueues] = fn => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
    module.exports = promise;
    body(deps => {
      currentDeps = wrapDeps(deps);
      var fn;
      var getResult = () => currentDeps.map(d => {
        if (d[webpackError]) throw d[webpackError];
        return d[webpackExports];
      });
      var promise = new Promise(resolve => {
        fn = () => resolve(getResult);
        fn.r = 0;
        var fnQueue = q => q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, 
        q.push(fn)));
        currentDeps.map(dep => dep[webpackQueues](fnQueue));
      });
      return fn.r ? promise : getResult();
    }, err => (err ? reject(promise[webpackError] = err) : outerResolve(exports), resolveQueue(queue)));
    queue && queue.d < 0 && (queue.d = 0);
  };
})();

(() => {
  __nccwpck_require__.n = module => {
    var getter = module && module.__esModule ? () => module["default"] : () => module;
    __nccwpck_require__.d(getter, {
      a: getter
    });
    return getter;
  };
})();

(() => {
  var getProto = Object.getPrototypeOf ? obj => Object.getPrototypeOf(obj) : obj => obj.__proto__;
  var leafPrototypes;
  __nccwpck_require__.t = function(value, mode) {
    if (mode & 1) value = this(value);
    if (mode & 8) return value;
    if (typeof value === "object" && value) {
      if (mode & 4 && value.__esModule) return value;
      if (mode & 16 && typeof value.then === "function") return value;
    }
    var ns = Object.create(null);
    __nccwpck_require__.r(ns);
    var def = {};
    leafPrototypes = leafPrototypes || [ null, getProto({}), getProto([]), getProto(getProto) ];
    for (var current = mode & 2 && value; typeof current == "object" && !~leafPrototypes.indexOf(current); current = getProto(current)) {
      Object.getOwnPropertyNames(current).forEach(key => def[key] = () => value[key]);
    }
    def["default"] = () => value;
    __nccwpck_require__.d(ns, def);
    return ns;
  };
})();

(() => {
  __nccwpck_require__.d = (exports, definition) => {
    for (var key in definition) {
      if (__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
        Object.defineProperty(exports, key, {
          enumerable: true,
          get: definition[key]
        });
      }
    }
  };
})();

(() => {
  __nccwpck_require__.f = {};
  __nccwpck_require__.e = chunkId => Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
    __nccwpck_require__.f[key](chunkId, promises);
    return promises;
  }, []));
})();

(() => {
  __nccwpck_require__.u = chunkId => "" + chunkId + ".index.js";
})();

(() => {
  __nccwpck_require__.o = (obj, prop) => Object.prototype.hasOwnProperty.call(obj, prop);
})();

(() => {
  __nccwpck_require__.r = exports => {
    if (typeof Symbol !== "undefined" && Symbol.toStringTag) {
      Object.defineProperty(exports, Symbol.toStringTag, {
        value: "Module"
      });
    }
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
  };
})();

(() => {
  __nccwpck_require__.nmd = module => {
    module.paths = [];
    if (!module.children) module.children = [];
    return module;
  };
})();

(() => {
  var installedChunks = {
    792: 0
  };
  var installChunk = data => {
    var {ids: ids, modules: modules, runtime: runtime} = data;
    var moduleId, chunkId, i = 0;
    for (moduleId in modules) {
      if (__nccwpck_require__.o(modules, moduleId)) {
        __nccwpck_require__.m[moduleId] = modules[moduleId];
      }
    }
    if (runtime) runtime(__nccwpck_require__);
    for (;i < ids.length; i++) {
      chunkId = ids[i];
      if (__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
        installedChunks[chunkId][0]();
      }
      installedChunks[ids[i]] = 0;
    }
  };
  __nccwpck_require__.f.j = (chunkId, promises) => {
    var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
    if (installedChunkData !== 0) {
      if (installedChunkData) {
        promises.push(installedChunkData[1]);
      } else {
        if (true) {
          var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, e => {
            if (installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
            throw e;
          });
          var promise = Promise.race([ promise, new Promise(resolve => installedChunkData = installedChunks[chunkId] = [ resolve ]) ]);
          promises.push(installedChunkData[1] = promise);
        }
      }
    }
  };
})();

var __webpack_exports__ = __nccwpck_require__(79407);

__webpack_exports__ = await __webpack_exports__;
