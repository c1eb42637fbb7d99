export const id = 299;
export const ids = [299];
export const modules = {

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Vo: () => (/* binding */ MintlifyApiError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   gJ: () => (/* binding */ errorMessage)
/* harmony export */ });
/* harmony import */ var _format_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61302);
/**
 * Error classes shared by every mode, and `errorMessage()` that turns anything
 * thrown into one line for `core.setFailed`, with credential-shaped strings redacted.
 */

/** A workflow input is missing or invalid. Thrown before any network call. */
class InputError extends Error {
    name = 'InputError';
}
/**
 * The Mintlify API answered with an unexpected status or body, or could not be reached.
 *
 * - `endpoint`: method and path template, e.g. `GET /v2/agent/{projectId}/job/{id}`.
 * - `status`: the HTTP status, or `undefined` when no response arrived (network error, timeout).
 * - `apiMessage`: the API's `error` text when it sent one.
 *
 * The client builds `message` and `apiMessage` from redacted text only (secrets removed
 * before any cut), so both are safe to print, post or write to a file.
 */
class MintlifyApiError extends Error {
    name = 'MintlifyApiError';
    endpoint;
    status;
    apiMessage;
    constructor(message, details) {
        super(message, { cause: details.cause });
        this.endpoint = details.endpoint;
        this.status = details.status;
        this.apiMessage = details.apiMessage;
    }
}
/**
 * Turns anything thrown (an `Error`, a string, an object) into a one-line message, with
 * every string shaped like a Mintlify key or GitHub token redacted (see `format/redact.ts`;
 * configured values of another shape are redacted by {@link redact} in the final catch).
 * Never returns an empty string.
 */
function errorMessage(error) {
    return (0,_format_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(rawErrorMessage(error));
}
function rawErrorMessage(error) {
    if (error instanceof Error)
        return error.message || error.name;
    if (typeof error === 'string')
        return error || 'Unknown error';
    try {
        return JSON.stringify(error) ?? String(error);
    }
    catch {
        return String(error);
    }
}
/**
 * Replaces every occurrence of each secret in `text`, and every string shaped like a
 * Mintlify key or a GitHub token, with `***` (same as `redactSecrets` in `format/redact.ts`).
 * Used on text that leaves the process through channels that log masking does not
 * cover (PR comments, job summary, files, outputs), e.g. an API error body that echoes
 * the `Authorization` header. Redact before cutting text to a length, never after.
 */
function redact(text, secrets) {
    return (0,_format_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text, secrets);
}


/***/ }),

/***/ 56432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pC: () => (/* binding */ describeRange),
/* harmony export */   wT: () => (/* binding */ resolveDateRange)
/* harmony export */ });
/* unused harmony exports PERIODS, formatUtcDay, parseDateInput, resolvePeriod */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/**
 * Resolves `date-from`, `date-to` and `period` into the API's `dateFrom`/`dateTo`, in UTC:
 * `dateFrom` inclusive, `dateTo` exclusive as in the analytics API. Pure: `now` is passed in.
 */

/** The `period` presets, each resolved to `[dateFrom, dateTo)` in UTC days. */
const PERIODS = ['last-7-days', 'last-30-days', 'previous-week', 'previous-month', 'month-to-date'];
const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const RELATIVE = /^-(\d{1,4})([dwm])$/;
const ALLOWED = '`YYYY-MM-DD`, an ISO 8601 date-time with a time zone (e.g. `2026-01-31T00:00:00Z`), `today`, `yesterday`, `-<N>d`, `-<N>w` or `-<N>m`';
/** Midnight UTC of the day that contains `date`. */
function startOfUtcDay(date) {
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
/** `YYYY-MM-DD` of a UTC day. */
function formatUtcDay(date) {
    return date.toISOString().slice(0, 10);
}
function addDays(day, days) {
    return new Date(day.getTime() + days * DAY_MS);
}
/** Moves `day` by `months` calendar months, clamping the day of month (Mar 31 − 1 month = Feb 28/29). */
function addMonths(day, months) {
    const year = day.getUTCFullYear();
    const month = day.getUTCMonth() + months;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}
/**
 * Parses one date input into a `Date` (for comparisons) and the string sent to the API.
 * @throws InputError naming `inputName` when the value is not one of the allowed forms.
 */
function parseDateInput(inputName, value, now) {
    const today = startOfUtcDay(now);
    const v = value.trim().toLowerCase();
    if (v === 'today')
        return { at: today, text: formatUtcDay(today) };
    if (v === 'yesterday') {
        const day = addDays(today, -1);
        return { at: day, text: formatUtcDay(day) };
    }
    const relative = RELATIVE.exec(v);
    if (relative) {
        const n = Number(relative[1]);
        const unit = relative[2];
        const day = unit === 'm' ? addMonths(today, -n) : addDays(today, unit === 'w' ? -7 * n : -n);
        return { at: day, text: formatUtcDay(day) };
    }
    const ymd = YMD.exec(value.trim());
    if (ymd) {
        const [year, month, dayOfMonth] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
        const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
        if (day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === dayOfMonth) {
            return { at: day, text: formatUtcDay(day) };
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} is not a calendar date (got "${value}"); allowed: ${ALLOWED}`);
    }
    if (ISO_INSTANT.test(value.trim())) {
        const at = new Date(value.trim());
        if (!Number.isNaN(at.getTime()))
            return { at, text: at.toISOString() };
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must be ${ALLOWED} (got "${value}")`);
}
/**
 * Resolves a `period` preset relative to `now` (UTC):
 * - `last-7-days` / `last-30-days`: the 7 / 30 whole days before today (today excluded);
 * - `previous-week`: Monday to Sunday of the previous ISO week;
 * - `previous-month`: the whole previous calendar month;
 * - `month-to-date`: the first of this month to today included (`dateTo` = tomorrow).
 */
function resolvePeriod(period, now) {
    const today = startOfUtcDay(now);
    const range = (from, to) => ({ dateFrom: formatUtcDay(from), dateTo: formatUtcDay(to), period });
    switch (period) {
        case 'last-7-days':
            return range(addDays(today, -7), today);
        case 'last-30-days':
            return range(addDays(today, -30), today);
        case 'previous-week': {
            const thisMonday = addDays(today, -((today.getUTCDay() + 6) % 7));
            return range(addDays(thisMonday, -7), thisMonday);
        }
        case 'previous-month': {
            const firstOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
            return range(addMonths(firstOfMonth, -1), firstOfMonth);
        }
        case 'month-to-date': {
            const firstOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
            return range(firstOfMonth, addDays(today, 1));
        }
    }
}
/**
 * Resolves the three range inputs (raw strings; empty = not given) into a {@link DateRange}.
 * @throws InputError when `period` is combined with a date, `period` is unknown, a date
 *   cannot be parsed, or `date-from` is not before `date-to`.
 */
function resolveDateRange(raw, now) {
    const period = raw.period.trim();
    if (period) {
        if (raw.dateFrom.trim() || raw.dateTo.trim()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('period cannot be combined with date-from or date-to; use either a period or explicit dates');
        }
        const known = PERIODS.find((p) => p === period);
        if (!known)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`period must be one of ${PERIODS.join(', ')} (got "${period}")`);
        return resolvePeriod(known, now);
    }
    const from = raw.dateFrom.trim() ? parseDateInput('date-from', raw.dateFrom, now) : undefined;
    const to = raw.dateTo.trim() ? parseDateInput('date-to', raw.dateTo, now) : undefined;
    if (from && to && from.at.getTime() >= to.at.getTime()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`date-from must be before date-to, which is exclusive (got date-from ${from.text}, date-to ${to.text})`);
    }
    return { dateFrom: from?.text, dateTo: to?.text, period: undefined };
}
/** A `YYYY-MM-DD` bound minus one day, or `undefined` for an instant. */
function lastIncludedDay(dateTo) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dateTo))
        return undefined;
    return new Date(Date.parse(`${dateTo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
/**
 * The resolved range in words (plain text), e.g.
 * `2026-01-01 to 2026-01-08 (to, exclusive: last day 2026-01-07; period last-7-days)`, or
 * `API default range` when neither bound is set.
 */
function describeRange(range) {
    const { dateFrom, dateTo, period } = range;
    const periodNote = period ? `period ${period}` : undefined;
    if (dateFrom === undefined && dateTo === undefined)
        return 'API default range';
    const from = dateFrom ?? "the API's default start";
    if (dateTo === undefined)
        return `${from} to the API's default end${periodNote ? ` (${periodNote})` : ''}`;
    const last = lastIncludedDay(dateTo);
    const notes = [`to, exclusive${last ? `: last day ${last}` : ''}`, periodNote].filter((n) => n !== undefined);
    return `${from} to ${dateTo} (${notes.join('; ')})`;
}


/***/ }),

/***/ 59044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ escapeMarkdownInline),
/* harmony export */   Lj: () => (/* binding */ escapeUntrustedHtml),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   Wc: () => (/* binding */ MAX_CELL_CHARS),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   Ze: () => (/* binding */ escapeUntrustedInline),
/* harmony export */   _0: () => (/* binding */ stripInvisible),
/* harmony export */   aB: () => (/* binding */ stripHtmlComments),
/* harmony export */   iZ: () => (/* binding */ blockQuote),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   tI: () => (/* binding */ neutralizeMentions),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   vH: () => (/* binding */ safeHttpUrl)
/* harmony export */ });
/**
 * Escaping for text the action echoes into HTML (job summary tables), Markdown (PR comments,
 * job summary) and GitHub comments (mentions, trigger phrases). Pure functions.
 */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes `& < > " '` so that text is inert inside HTML elements and attributes. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
/**
 * Escapes text for inline Markdown (a table cell, a list item): HTML special characters,
 * and the Markdown punctuation that could start emphasis, code, links, tables or images.
 * Line breaks become spaces.
 */
function escapeMarkdownInline(text) {
    return escapeHtml(text)
        .replace(/[\r\n]+/g, ' ')
        .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1');
}
/** Zero-width and bidirectional control characters (Trojan Source, hidden text). */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Removes zero-width and bidi control characters. */
function stripInvisible(text) {
    return text.replace(INVISIBLE, '');
}
/** Removes HTML comments (`<!-- … -->`, also unterminated ones) — hidden text a reviewer cannot see. */
function stripHtmlComments(text) {
    return text.replace(/<!--[\s\S]*?(-->|$)/g, '');
}
/**
 * Makes echoed text unable to ping or trigger: `@user` and `@org/team` get a zero-width
 * space (U+200B) after the `@` (rendered invisibly, no notification), and the
 * trigger phrase gets the same treatment so that our own comment never re-triggers the action.
 */
function neutralizeMentions(text, triggerPhrase) {
    let out = text.replace(/@(?=[A-Za-z0-9])/g, '@\u200B');
    if (triggerPhrase) {
        out = out.replace(new RegExp(escapeRegExp(triggerPhrase), 'gi'), (m) => `${m.slice(0, 1)}\u200B${m.slice(1)}`);
    }
    return out;
}
/** Escapes a string for use as a literal inside a regular expression. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Quotes text as a Markdown block quote, one `> ` per line. */
function blockQuote(text) {
    return text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
}
/** Longest text shown in a table cell by default, in characters (longer text ends in `…`). */
const MAX_CELL_CHARS = 120;
/** C0 and C1 control characters (line breaks included) and the Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;
/**
 * Makes untrusted text inert in an HTML table cell of a Markdown document: invisible and
 * control characters (line breaks included) removed or turned into spaces, shortened to
 * `maxChars`, HTML-escaped, and `|` and backticks written as character references so that
 * neither a Markdown table nor a code span can form.
 */
function escapeCell(text, maxChars = MAX_CELL_CHARS) {
    let clean = stripInvisible(text).replace(CONTROL, ' ');
    const chars = Array.from(clean);
    if (chars.length > maxChars)
        clean = `${chars.slice(0, maxChars - 1).join('')}…`;
    return escapeHtml(clean).replace(/\|/g, '&#124;').replace(/`/g, '&#96;');
}
/** Markdown punctuation that could start emphasis, code, links, images, headings, tables or strikethrough. */
const MARKDOWN_PUNCTUATION = /([\\`*_{}[\]()#+!|~])/g;
/**
 * Makes untrusted text (API responses, user text) inert inside a line of a GitHub comment:
 * invisible and control characters removed (line breaks become spaces), mentions and the
 * trigger phrase neutralized ({@link neutralizeMentions}), Markdown punctuation
 * backslash-escaped, `& < >` written as character references, and no autolink can form —
 * `:` is written `&#58;` (no `https://`, `mailto:`, `xmpp:`), `www.` as `www&#46;`, and a
 * neutralized `@` cannot start an e-mail link. The text renders as it was written.
 */
function escapeUntrustedInline(text, triggerPhrase) {
    const clean = neutralizeMentions(stripInvisible(text).replace(CONTROL, ' '), triggerPhrase);
    return clean
        .replace(MARKDOWN_PUNCTUATION, '\\$1')
        .replace(/[&<>]/g, (c) => HTML_ESCAPES[c] ?? c)
        .replace(/:/g, '&#58;')
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}&#46;`);
}
/**
 * Makes untrusted text inert in HTML of a Markdown document (the job summary's table cells
 * and paragraphs): like {@link escapeCell} — no line break can end the HTML block, HTML,
 * `|` and backticks escaped, shortened to `maxChars` — and with mentions and the trigger
 * phrase neutralized.
 */
function escapeUntrustedHtml(text, triggerPhrase, maxChars = MAX_CELL_CHARS) {
    let clean = neutralizeMentions(stripInvisible(text).replace(CONTROL, ' '), triggerPhrase);
    const chars = Array.from(clean);
    if (chars.length > maxChars)
        clean = `${chars.slice(0, maxChars - 1).join('')}…`;
    return escapeHtml(clean).replace(/\|/g, '&#124;').replace(/`/g, '&#96;');
}
/**
 * A Markdown code span that shows `text` literally whatever backticks it holds: fenced with
 * one backtick more than its longest backtick run, padded with a space when needed;
 * invisible and control characters removed (line breaks become spaces).
 */
function inlineCode(text) {
    const clean = stripInvisible(text).replace(CONTROL, ' ');
    const longestRun = Math.max(0, ...Array.from(clean.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = clean.startsWith('`') || clean.endsWith('`') || clean === '' ? ' ' : '';
    return `${fence}${pad}${clean}${pad}${fence}`;
}
/**
 * The normalized form (`new URL(…).href`: `..` segments resolved, host lower-cased) of an
 * absolute http(s) URL without credentials; `undefined` for any other text. The only URLs
 * the action shows as link targets.
 */
function safeHttpUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    if (url.username || url.password)
        return undefined;
    return url.href;
}


/***/ }),

/***/ 61302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ redactAndTruncate),
/* harmony export */   fp: () => (/* binding */ redactSecrets)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * Secret redaction for text that leaves the process: logs, annotations, outputs, the job
 * summary, PR comments, files and artifacts. Pure.
 *
 * Redact BEFORE cutting text to a length: a secret that straddles the cut is no longer equal
 * to the configured value, and only its full form (or its shape) is recognised.
 */
/** What a redacted secret is replaced with (the runner's own mask). */
const REDACTED = '***';
/** Known secrets shorter than this are not redacted (too likely to hit ordinary text). */
const MIN_SECRET_LENGTH = 4;
/**
 * Strings shaped like credentials, whatever their value (`TOKEN_SHAPE`, then `BEARER_CREDENTIAL`):
 * - Mintlify API keys: `mint_` followed by key characters;
 * - GitHub tokens: `ghp_` (classic PAT), `gho_` (OAuth), `ghu_` (app user-to-server),
 *   `ghs_` (app installation, including `GITHUB_TOKEN`), `ghr_` (refresh), `github_pat_`
 *   (fine-grained PAT), each followed by token characters;
 * - the credential after `Bearer` (an echoed `Authorization` header).
 *
 * No word boundary before the prefixes: an echoed header may be URL-encoded
 * (`Bearer%20mint_…`), which puts a letter or digit right before the prefix.
 */
const TOKEN_SHAPE = /(?:mint_|gh[pousr]_|github_pat_)[A-Za-z0-9_-]+/g;
const BEARER_CREDENTIAL = /\b(Bearer(?:\s+|%20|\+))[A-Za-z0-9._~+/=-]{8,}/gi;
/**
 * Replaces every occurrence of each known secret, then every string shaped like a Mintlify
 * key or a GitHub token (see the module's shapes), with `***`. Known secrets are matched
 * longest first, so one that contains another is removed whole. Secrets shorter than 4
 * characters are ignored.
 *
 * @param text any text that may echo a credential, e.g. an API error page.
 * @param knownSecrets the configured values (API key, GitHub token); may be empty.
 * @returns the text with no credential left; unchanged when there was none.
 */
function redactSecrets(text, knownSecrets = []) {
    let out = text;
    const secrets = knownSecrets.filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
    for (const secret of secrets)
        out = out.split(secret).join(REDACTED);
    return out.replace(TOKEN_SHAPE, REDACTED).replace(BEARER_CREDENTIAL, `$1${REDACTED}`);
}
/**
 * Redacts `text` (see {@link redactSecrets}), then cuts it to at most `maxChars` characters,
 * ending with `…` when cut. The order matters: cutting first could leave a fragment of a
 * secret that is no longer recognisable.
 */
function redactAndTruncate(text, maxChars, knownSecrets = []) {
    const clean = redactSecrets(text, knownSecrets);
    const chars = Array.from(clean);
    return chars.length <= maxChars ? clean : `${chars.slice(0, Math.max(0, maxChars - 1)).join('')}…`;
}


/***/ }),

/***/ 96969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ positiveNumberField),
/* harmony export */   $w: () => (/* binding */ optionalIntegerField),
/* harmony export */   CL: () => (/* binding */ resolveArtifactName),
/* harmony export */   K$: () => (/* binding */ apiKeyField),
/* harmony export */   Pp: () => (/* binding */ API_KEY_REQUIRED),
/* harmony export */   QU: () => (/* binding */ reject),
/* harmony export */   UX: () => (/* binding */ STRING_INPUT_NAMES),
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   dG: () => (/* binding */ commonFields),
/* harmony export */   j$: () => (/* binding */ commonInputs),
/* harmony export */   nm: () => (/* binding */ integerField),
/* harmony export */   pl: () => (/* binding */ BOOLEAN_INPUT_NAMES)
/* harmony export */ });
/* unused harmony exports INPUT_NAMES, projectIdField, apiUrlField, ARTIFACT_NAME_FORBIDDEN */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/**
 * The action's inputs by name, the values they default to (the same as `action.yml`), and
 * the zod field schemas the mode schemas are built from. Every field error is an
 * {@link InputError}-ready message naming the input, the bad value (never the API key) and
 * what is allowed. Pure; the bottom layer of input parsing.
 */

/** Inputs read as text. */
const STRING_INPUT_NAMES = [
    'mode',
    'api-key',
    'project-id',
    'api-url',
    'request-timeout',
    'job-id',
    'prompt',
    'trigger-phrase',
    'poll-interval',
    'timeout',
    'github-token',
    'date-from',
    'date-to',
    'period',
    'page-size',
    'max-requests',
    'format',
    'output-dir',
    'artifact-name',
    'retention-days',
    'summary-rows',
    'datasets',
    'visitor-text',
];
/** Inputs read with the toolkit's boolean rule (`core.getBooleanInput`: true/True/TRUE/false/False/FALSE). */
const BOOLEAN_INPUT_NAMES = ['wait', 'comment', 'include-context', 'create-job', 'upload-artifact', 'include-contact'];
/** The names of every input in `action.yml`. */
const INPUT_NAMES = [...STRING_INPUT_NAMES, ...BOOLEAN_INPUT_NAMES];
/** Defaults applied to empty inputs; the same values as `action.yml` (`github-token` defaults to the workflow token there). */
const INPUT_DEFAULTS = {
    'api-url': 'https://api.mintlify.com',
    'request-timeout': '30',
    'trigger-phrase': '/mintlify',
    wait: 'true',
    'poll-interval': '10',
    timeout: '30',
    comment: 'true',
    'include-context': 'true',
    'create-job': 'true',
    'page-size': '250',
    'max-requests': '100',
    format: 'json,csv',
    'upload-artifact': 'true',
    'summary-rows': '25',
    'include-contact': 'false',
    'visitor-text': 'auto',
};
/** Adds a custom issue with `message` and returns `z.NEVER` (for use inside `transform`). */
function reject(ctx, message) {
    ctx.addIssue({ code: 'custom', message });
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .NEVER */ .tm;
}
/** An integer input from `min` to `max`, e.g. `page-size must be an integer from 1 to 250 (got "300")`. */
function integerField(name, min, max) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((value, ctx) => {
        const n = Number(value);
        if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
            return reject(ctx, `${name} must be an integer from ${min} to ${max} (got "${value}")`);
        }
        return n;
    });
}
/** An optional integer input (`undefined` when empty). */
function optionalIntegerField(name, min, max) {
    const field = integerField(name, min, max);
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((value, ctx) => {
        if (value === '')
            return undefined;
        const parsed = field.safeParse(value);
        return parsed.success ? parsed.data : reject(ctx, parsed.error.issues[0]?.message ?? `${name} is invalid`);
    });
}
/** A positive decimal number of `unit`, at most `max` (e.g. minutes, seconds). */
function positiveNumberField(name, unit, max) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((value, ctx) => {
        const n = Number(value);
        if (!/^\d*\.?\d+$/.test(value) || !(n > 0) || n > max) {
            return reject(ctx, `${name} must be a positive number of ${unit}, at most ${max} (got "${value}")`);
        }
        return n;
    });
}
/** The error for a missing API key (follow-up allows an empty key only to skip fork PRs politely). */
const API_KEY_REQUIRED = 'api-key is required: pass your Mintlify admin API key from a secret, e.g. api-key: ${{ secrets.MINTLIFY_API_KEY }}';
/** An admin API key (`mint_…`, no whitespace), or '' when `allowEmpty`. The value is never echoed. */
function apiKeyField(allowEmpty) {
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((value, ctx) => {
        if (value === '')
            return allowEmpty ? value : reject(ctx, API_KEY_REQUIRED);
        if (!value.startsWith('mint_')) {
            return reject(ctx, 'api-key must be a Mintlify admin API key, which starts with "mint_" (the value given does not; it is not shown)');
        }
        if (/\s/.test(value)) {
            return reject(ctx, 'api-key must not contain spaces or line breaks (the value given does; it is not shown): copy the key again into the secret');
        }
        return value;
    });
}
const PROJECT_ID = /^[^\s/?#]{1,128}$/;
const HTTP_URL = zod__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ5({ protocol: /^https?$/ });
/** `project-id`: 1–128 characters without spaces, `/`, `?` or `#`. */
const projectIdField = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((value, ctx) => {
    if (value === '')
        return reject(ctx, 'project-id is required: the Mintlify project ID from the API keys page of the dashboard');
    if (!PROJECT_ID.test(value))
        return reject(ctx, `project-id must be 1 to 128 characters without spaces, "/", "?" or "#" (got "${value}")`);
    return value;
});
/** `api-url`: an http(s) URL; returned without trailing slashes. */
const apiUrlField = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().transform((value, ctx) => {
    if (!HTTP_URL.safeParse(value).success)
        return reject(ctx, `api-url must be an http(s) URL such as https://api.mintlify.com (got "${value}")`);
    return value.replace(/\/+$/, '');
});
/** Artifact names may not contain these (actions/upload-artifact's path validation). */
const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/g;
/** The `artifact-name` input, or `defaultName` with every forbidden character replaced by `-` when it is empty; an issue on `ctx` when the name is not allowed. */
function resolveArtifactName(value, defaultName, ctx) {
    const name = value || defaultName.replace(ARTIFACT_NAME_FORBIDDEN, '-');
    if (new RegExp(ARTIFACT_NAME_FORBIDDEN.source).test(name)) {
        return reject(ctx, `artifact-name must not contain " : < > | * ? \\ / or line breaks (got "${name}")`);
    }
    return name;
}
/** Fields every mode has. */
const commonFields = {
    'project-id': projectIdField,
    'api-url': apiUrlField,
    'request-timeout': positiveNumberField('request-timeout', 'seconds', 600),
};
/** The {@link CommonInputs} of parsed common fields. */
function commonInputs(raw) {
    return { apiKey: raw['api-key'], projectId: raw['project-id'], apiUrl: raw['api-url'], requestTimeoutMs: Math.round(raw['request-timeout'] * 1000) };
}
/** Issues a custom error from inside a transform (re-exported for the mode schemas). */



/***/ }),

/***/ 79299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMainStep: () => (/* binding */ runMainStep)
});

// UNUSED EXPORTS: CANCEL_GRACE_MS

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/input-fields.ts
var input_fields = __webpack_require__(96969);
// EXTERNAL MODULE: ./src/export/date-range.ts
var date_range = __webpack_require__(56432);
;// CONCATENATED MODULE: ./src/export/formats.ts
/**
 * The `format` input of the exporting modes: which files to write. Pure.
 */

/**
 * Parses `json`, `csv` or `json,csv` (any order, case and spacing; duplicates ignored).
 * @throws InputError naming the input and the value otherwise.
 */
function parseFormats(value) {
    const formats = [];
    for (const part of value.split(',').map((p) => p.trim().toLowerCase())) {
        if (part !== 'json' && part !== 'csv')
            throw new errors/* InputError */.dz(`format must be json, csv or json,csv (got "${value}")`);
        if (!formats.includes(part))
            formats.push(part);
    }
    return formats;
}

;// CONCATENATED MODULE: ./src/export/export-inputs.ts
/**
 * The inputs every exporting mode shares (range, request budget, files, artifact, summary
 * rows): their zod fields and their resolution, so that each mode's schema adds only its own.
 */







/** zod fields of the shared inputs (spread into a mode's raw-input object). */
const exportFields = {
    'date-from': schemas/* string */.YjP(),
    'date-to': schemas/* string */.YjP(),
    period: schemas/* string */.YjP(),
    'max-requests': (0,input_fields/* integerField */.nm)('max-requests', 1, 10_000),
    format: schemas/* string */.YjP(),
    'output-dir': schemas/* string */.YjP(),
    'artifact-name': schemas/* string */.YjP(),
    'upload-artifact': schemas/* boolean */.zMY(),
    'retention-days': (0,input_fields/* optionalIntegerField */.$w)('retention-days', 1, 90),
    'summary-rows': (0,input_fields/* integerField */.nm)('summary-rows', 0, 1000),
};
/**
 * Resolves the shared inputs inside a mode schema's `transform`. `stem` names the defaults:
 * folder `$RUNNER_TEMP/<stem>`, artifact `<stem>-<project-id>` (e.g. `mintlify-page-views`).
 * Dates resolve against `context.now` (UTC). A bad value becomes an issue on `ctx` naming the input.
 */
function resolveExportInputs(raw, defaults, context, ctx) {
    let range;
    let formats;
    try {
        range = (0,date_range/* resolveDateRange */.wT)({ dateFrom: raw['date-from'], dateTo: raw['date-to'], period: raw.period }, context.now);
        formats = parseFormats(raw.format);
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            return (0,input_fields/* rejectInput */.QU)(ctx, error.message);
        throw error;
    }
    return {
        range,
        maxRequests: raw['max-requests'],
        formats,
        outputDir: external_node_path_.resolve(raw['output-dir'] || external_node_path_.join(context.env.RUNNER_TEMP || external_node_os_.tmpdir(), defaults.stem)),
        outputDirIsDefault: raw['output-dir'] === '',
        artifactName: (0,input_fields/* resolveArtifactName */.CL)(raw['artifact-name'], `${defaults.stem}-${defaults.projectId}`, ctx),
        uploadArtifact: raw['upload-artifact'],
        retentionDays: raw['retention-days'],
        summaryRows: raw['summary-rows'],
    };
}

// EXTERNAL MODULE: ./src/mintlify/analytics.ts
var analytics = __webpack_require__(25834);
;// CONCATENATED MODULE: ./src/analytics/inputs.ts
/**
 * The inputs of `mode: analytics`, parsed from the raw inputs with zod: the inputs every export
 * shares (range, `max-requests`, files, artifact, summary rows; see `export/export-inputs.ts`),
 * `datasets`, and the privacy inputs `visitor-text` and `include-contact`. Pure: the
 * environment and `now` are passed in.
 */





/** Values of `visitor-text`. */
const VISITOR_TEXT_MODES = ['auto', 'include', 'exclude'];
/**
 * Parses `datasets`: comma-separated names (any case and spacing; duplicates and empty items
 * ignored); empty means all of {@link ANALYTICS_DATASETS}.
 * @throws InputError naming the unknown dataset and listing the allowed ones.
 */
function parseDatasets(value) {
    const names = value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part !== '');
    if (names.length === 0) {
        if (value.trim() !== '')
            throw new errors/* InputError */.dz(`datasets must name at least one dataset (got "${value}")`);
        return [...analytics/* ANALYTICS_DATASETS */.LJ];
    }
    const datasets = [];
    for (const name of names) {
        const known = analytics/* ANALYTICS_DATASETS */.LJ.find((d) => d === name);
        if (known === undefined) {
            throw new errors/* InputError */.dz(`datasets: unknown dataset "${name}"; allowed: ${analytics/* ANALYTICS_DATASETS */.LJ.join(', ')} (comma-separated; empty for all)`);
        }
        if (!datasets.includes(known))
            datasets.push(known);
    }
    return datasets;
}
/** zod schema of the raw inputs of `analytics` → {@link AnalyticsInputs}. */
function analyticsInputsSchema(context) {
    return schemas/* object */.Ikc({
        mode: schemas/* literal */.euz('analytics'),
        'api-key': (0,input_fields/* apiKeyField */.K$)(false),
        ...input_fields/* commonFields */.dG,
        datasets: schemas/* string */.YjP(),
        ...exportFields,
        'include-contact': schemas/* boolean */.zMY(),
        'visitor-text': schemas/* string */.YjP(),
        'github-token': schemas/* string */.YjP(),
    })
        .transform((raw, ctx) => {
        const common = (0,input_fields/* commonInputs */.j$)(raw);
        let datasets;
        try {
            datasets = parseDatasets(raw.datasets);
        }
        catch (error) {
            if (error instanceof errors/* InputError */.dz)
                return (0,input_fields/* rejectInput */.QU)(ctx, error.message);
            throw error;
        }
        const visitorText = VISITOR_TEXT_MODES.find((m) => m === raw['visitor-text'].toLowerCase());
        if (visitorText === undefined) {
            return (0,input_fields/* rejectInput */.QU)(ctx, `visitor-text must be auto, include or exclude (got "${raw['visitor-text']}")`);
        }
        return {
            ...common,
            ...resolveExportInputs(raw, { stem: 'mintlify-analytics', projectId: common.projectId }, context, ctx),
            mode: 'analytics',
            datasets,
            includeContact: raw['include-contact'],
            visitorText,
            githubToken: raw['github-token'],
        };
    });
}

// EXTERNAL MODULE: ./src/mintlify/schemas.ts
var mintlify_schemas = __webpack_require__(4206);
;// CONCATENATED MODULE: ./src/follow-up/inputs.ts
/**
 * The inputs of `mode: follow-up`, parsed from the raw inputs with zod. Pure.
 */



const jobIdField = schemas/* string */.YjP().transform((value, ctx) => {
    if (value === '')
        return undefined;
    if (!mintlify_schemas/* JOB_ID_PATTERN */.BE.test(value)) {
        return (0,input_fields/* rejectInput */.QU)(ctx, `job-id must be an agent job ID: 1 to 128 letters, digits, "_", "-", "." or ":" (got "${value}")`);
    }
    return value;
});
const triggerPhraseField = schemas/* string */.YjP().transform((value, ctx) => {
    if (value === '' || /\s/.test(value))
        return (0,input_fields/* rejectInput */.QU)(ctx, `trigger-phrase must be one word without spaces, e.g. /mintlify (got "${value}")`);
    return value;
});
/** zod schema of the raw inputs of `follow-up` → {@link FollowUpInputs}. */
const followUpInputsSchema = schemas/* object */.Ikc({
    mode: schemas/* literal */.euz('follow-up'),
    // An empty key is allowed here only so that a fork PR can be skipped politely;
    // every other path rejects it before any request.
    'api-key': (0,input_fields/* apiKeyField */.K$)(true),
    ...input_fields/* commonFields */.dG,
    'job-id': jobIdField,
    prompt: schemas/* string */.YjP(),
    'trigger-phrase': triggerPhraseField,
    wait: schemas/* boolean */.zMY(),
    'poll-interval': (0,input_fields/* positiveNumberField */.$X)('poll-interval', 'seconds', 3600),
    timeout: (0,input_fields/* positiveNumberField */.$X)('timeout', 'minutes', 360),
    comment: schemas/* boolean */.zMY(),
    'include-context': schemas/* boolean */.zMY(),
    'create-job': schemas/* boolean */.zMY(),
    'github-token': schemas/* string */.YjP(),
})
    .transform((raw) => ({
    ...(0,input_fields/* commonInputs */.j$)(raw),
    mode: 'follow-up',
    jobId: raw['job-id'],
    prompt: raw.prompt || undefined,
    triggerPhrase: raw['trigger-phrase'],
    wait: raw.wait,
    pollIntervalSeconds: raw['poll-interval'],
    timeoutSeconds: raw.timeout * 60,
    comment: raw.comment,
    includeContext: raw['include-context'],
    createJob: raw['create-job'],
    githubToken: raw['github-token'],
}));

;// CONCATENATED MODULE: ./src/page-views/inputs.ts
/**
 * The inputs of `mode: page-views`, parsed from the raw inputs with zod: the inputs every export
 * shares (see `export/export-inputs.ts`) and `page-size`. Pure: the environment and `now` are
 * passed in.
 */



/** zod schema of the raw inputs of `page-views` → {@link PageViewsInputs}. */
function pageViewsInputsSchema(context) {
    return schemas/* object */.Ikc({
        mode: schemas/* literal */.euz('page-views'),
        'api-key': (0,input_fields/* apiKeyField */.K$)(false),
        ...input_fields/* commonFields */.dG,
        'page-size': (0,input_fields/* integerField */.nm)('page-size', 1, 250),
        ...exportFields,
    })
        .transform((raw, ctx) => {
        const common = (0,input_fields/* commonInputs */.j$)(raw);
        return {
            ...common,
            ...resolveExportInputs(raw, { stem: 'mintlify-page-views', projectId: common.projectId }, context, ctx),
            mode: 'page-views',
            pageSize: raw['page-size'],
        };
    });
}

;// CONCATENATED MODULE: ./src/inputs.ts
/**
 * Reads every workflow input once (`@actions/core`: env `INPUT_<NAME>`, booleans by the
 * toolkit's rule) and picks the mode's schema (zod `discriminatedUnion` on `mode`). Every bad
 * value fails here, before any network call, with an {@link InputError} naming the input.
 */







/** The modes, in the order error messages list them. */
const MODES = ['follow-up', 'page-views', 'analytics'];
/**
 * Reads every input, trimmed, with the `action.yml` defaults applied to empty ones (so the
 * action behaves the same outside the runner). Booleans follow `core.getBooleanInput`.
 * @throws InputError naming a boolean input whose value is not true/True/TRUE/false/False/FALSE.
 */
function readRawInputs(source = core) {
    const raw = {};
    for (const name of input_fields/* STRING_INPUT_NAMES */.UX) {
        raw[name] = source.getInput(name).trim() || (input_fields/* INPUT_DEFAULTS */.WJ[name] ?? '');
    }
    for (const name of input_fields/* BOOLEAN_INPUT_NAMES */.pl) {
        const value = source.getInput(name).trim();
        if (value === '') {
            raw[name] = input_fields/* INPUT_DEFAULTS */.WJ[name] === 'true';
            continue;
        }
        try {
            raw[name] = source.getBooleanInput(name);
        }
        catch {
            throw new errors/* InputError */.dz(`${name} must be true or false (got "${value}")`);
        }
    }
    return raw;
}
/**
 * Parses raw inputs into {@link Inputs} with the schema of their `mode`.
 * @param context `RUNNER_TEMP` and the current time (relative dates resolve in UTC).
 * @throws InputError for the first invalid input found.
 */
function parseInputs(raw, context) {
    const schema = schemas/* discriminatedUnion */.gMt('mode', [followUpInputsSchema, pageViewsInputsSchema(context), analyticsInputsSchema(context)], {
        error: (issue) => (issue.code === 'invalid_union' ? `mode must be ${MODES.slice(0, -1).join(', ')} or ${MODES.at(-1) ?? ''} (got "${raw.mode}")` : undefined),
    });
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
        throw new errors/* InputError */.dz(parsed.error.issues[0]?.message ?? 'the inputs are invalid');
    return parsed.data;
}

// EXTERNAL MODULE: ./node_modules/ky/distribution/index.js + 14 modules
var distribution = __webpack_require__(19447);
// EXTERNAL MODULE: ./node_modules/ky/distribution/utils/type-guards.js
var type_guards = __webpack_require__(83201);
// EXTERNAL MODULE: ./src/format/redact.ts
var redact = __webpack_require__(61302);
// EXTERNAL MODULE: ./src/mintlify/retry-policy.ts
var retry_policy = __webpack_require__(90855);
;// CONCATENATED MODULE: ./src/mintlify/client.ts
/**
 * Client for the Mintlify API endpoints this action uses:
 * - `POST /v2/agent/{projectId}/job` (admin spec, "Create agent job"),
 * - `POST /v2/agent/{projectId}/job/{id}/message` (admin spec, "Send follow-up message"),
 * - `GET /v2/agent/{projectId}/job/{id}` (admin spec, "Get agent job"),
 * - `GET /v1/analytics/{projectId}/views` (analytics spec, "Get page views").
 *
 * Every response is parsed with zod; every failure becomes a {@link MintlifyApiError}
 * naming the endpoint and HTTP status, built from redacted text only (secrets are removed
 * before an error body is cut to length). Timeouts and retries follow `retry-policy.ts`;
 * each retry is logged before its wait, and no wait outlasts the call's deadline.
 */





const CREATE_ENDPOINT = 'POST /v2/agent/{projectId}/job';
const JOB_ENDPOINT = 'GET /v2/agent/{projectId}/job/{id}';
const MESSAGE_ENDPOINT = 'POST /v2/agent/{projectId}/job/{id}/message';
const VIEWS_ENDPOINT = 'GET /v1/analytics/{projectId}/views';
/** Client of the Mintlify API. Stateless apart from its options; safe to share. */
class MintlifyClient {
    #options;
    #http;
    #retry;
    #log;
    constructor(options) {
        this.#options = options;
        this.#retry = options.retry ?? retry_policy/* DEFAULT_RETRY */.vI;
        const log = options.log ?? (() => undefined);
        this.#log = (line) => log((0,redact/* redactSecrets */.fp)(line, [options.apiKey]));
        this.#http = distribution/* default */.Ay.create({
            headers: {
                authorization: `Bearer ${options.apiKey}`,
                accept: 'application/json',
                'user-agent': options.userAgent ?? 'mintlify-action',
            },
            timeout: options.requestTimeoutMs,
        });
    }
    #url(path) {
        return `${this.#options.apiUrl}${path}`;
    }
    /**
     * ky options of one call: its signal, its own retry policy (bounded by `call.deadline`,
     * logging each retry before its wait, recording a refused wait in `state`) and its
     * `onRetry` hook. `maxRetries` lowers the retry limit of this call (0: no retry).
     */
    #callOptions(method, path, call, state, maxRetries) {
        const settings = maxRetries === undefined ? this.#retry : { ...this.#retry, limit: Math.max(0, Math.min(maxRetries, this.#retry.limit)) };
        const onDecision = (decision, error, retryCount) => {
            if (decision.retry) {
                this.#log(`${method.toUpperCase()} ${path} failed (${(0,retry_policy/* describeRetryCause */.rx)(error)}); retry ${retryCount} of ${settings.limit} ${(0,retry_policy/* describeRetryWait */.Lm)(decision)}`);
            }
            else if (decision.refusal) {
                state.refusal = { detail: decision.refusal, retryCount };
            }
        };
        const onRetry = call.onRetry;
        return {
            signal: call.signal,
            retry: (0,retry_policy/* kyRetryOptions */.jr)(method, { idempotent: method === 'get', settings, deadline: call.deadline }, onDecision),
            hooks: { beforeRetry: onRetry ? [({ retryCount }) => onRetry(retryCount)] : [] },
        };
    }
    /**
     * `GET /v2/agent/{projectId}/job/{id}`: the job's current state.
     * @throws MintlifyApiError (404 → no such job in the project; 401/403 → key rejected).
     */
    async getJob(jobId, call = {}) {
        const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}`;
        return this.#request(JOB_ENDPOINT, mintlify_schemas/* AgentJobSchema */.ij, { jobId }, (state) => this.#http.get(this.#url(path), this.#callOptions('get', path, call, state)));
    }
    /**
     * `POST /v2/agent/{projectId}/job` with `{prompt}` (admin spec, "Create agent job"): starts
     * a new agent job, answered with 201 and the `AgentJob`. Spends one agent use. Not
     * idempotent: sent at most once, except after 429 or a refused connection (the server
     * certainly did not process it).
     * @param prompt the instruction, at least one character.
     * @throws MintlifyApiError (400 → the API's reason; 429 → rate limited); after a 5xx, a
     *   reset or a timeout the message says that the job may or may not have been created.
     */
    async createJob(prompt, call = {}) {
        const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job`;
        const ifUnsure = ` The agent job may or may not have been created in project ${this.#options.projectId}: check the project's agent jobs before creating it again.`;
        return this.#request(CREATE_ENDPOINT, mintlify_schemas/* AgentJobSchema */.ij, { ifUnsure }, (state) => this.#http.post(this.#url(path), { json: { prompt }, ...this.#callOptions('post', path, call, state) }));
    }
    /**
     * `POST /v2/agent/{projectId}/job/{id}/message` with `{prompt}`: sends a follow-up
     * instruction to an existing job, which becomes `active`. Sent at most once, except after
     * 429 or a refused connection (the server certainly did not process it).
     * @throws MintlifyApiError; after a 5xx, a reset or a timeout the message says that the
     *   instruction may or may not have been delivered.
     */
    async sendMessage(jobId, prompt, call = {}) {
        const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}/message`;
        const ifUnsure = ` The instruction may or may not have been delivered to agent job ${jobId}: check the job before sending it again.`;
        return this.#request(MESSAGE_ENDPOINT, mintlify_schemas/* AgentJobSchema */.ij, { jobId, ifUnsure }, (state) => this.#http.post(this.#url(path), { json: { prompt }, ...this.#callOptions('post', path, call, state) }));
    }
    /**
     * `GET /v1/analytics/{projectId}/views`: one page of per-path view counts plus the
     * site-wide `totals` for the range and `hasMore`. `call.maxRetries` lowers the retry limit
     * of this call (to what a request budget has left).
     * @throws MintlifyApiError naming the offset.
     */
    async getViewsPage(query, call = {}) {
        const params = new URLSearchParams();
        if (query.dateFrom)
            params.set('dateFrom', query.dateFrom);
        if (query.dateTo)
            params.set('dateTo', query.dateTo);
        params.set('limit', String(query.limit));
        params.set('offset', String(query.offset));
        const path = `/v1/analytics/${encodeURIComponent(this.#options.projectId)}/views?${params.toString()}`;
        return this.#request(VIEWS_ENDPOINT, mintlify_schemas/* ViewsPageSchema */.J_, { offset: query.offset }, (state) => this.#http.get(this.#url(path), this.#callOptions('get', path, call, state, call.maxRetries)));
    }
    /**
     * `GET /v1/analytics/{projectId}/{suffix}?{query}`: one response of any analytics export
     * endpoint, parsed with `schema` (the endpoints, their parameters and schemas are in
     * `analytics.ts`). `call.maxRetries` lowers the retry limit of this call (e.g. to what a
     * request budget has left; 0: no retry).
     * @param suffix the path after `/v1/analytics/{projectId}/`, e.g. `feedback/by-page`.
     * @throws MintlifyApiError naming `GET /v1/analytics/{projectId}/{suffix}` (and the offset when the query has one).
     */
    async getAnalytics(suffix, query, schema, call = {}) {
        const path = `/v1/analytics/${encodeURIComponent(this.#options.projectId)}/${suffix}?${query.toString()}`;
        const offset = query.get('offset');
        return this.#request(`GET /v1/analytics/{projectId}/${suffix}`, schema, offset === null ? {} : { offset: Number(offset) }, (state) => this.#http.get(this.#url(path), this.#callOptions('get', path, call, state, call.maxRetries)));
    }
    async #request(endpoint, schema, context, send) {
        const where = context.offset !== undefined ? ` at offset ${context.offset}` : '';
        const state = {};
        let response;
        try {
            response = await send(state);
        }
        catch (error) {
            throw this.#failure(endpoint, where, context, state, error);
        }
        let text;
        try {
            text = await this.#readBody(response);
        }
        catch (error) {
            throw new errors/* MintlifyApiError */.Vo(`${endpoint} answered HTTP ${response.status}${where} but its body did not arrive within ${this.#options.requestTimeoutMs / 1000} s (request-timeout)`, { endpoint, status: response.status, cause: error });
        }
        let body;
        try {
            body = JSON.parse(text);
        }
        catch (error) {
            throw new errors/* MintlifyApiError */.Vo(`${endpoint} returned a body that is not valid JSON (HTTP ${response.status})${where}`, {
                endpoint,
                status: response.status,
                cause: error,
            });
        }
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
            throw new errors/* MintlifyApiError */.Vo(`${endpoint} returned an unexpected response (HTTP ${response.status})${where}: ${(0,mintlify_schemas/* describeIssues */.wF)(parsed.error)}`, { endpoint, status: response.status });
        }
        return parsed.data;
    }
    /**
     * The response body as text, within `requestTimeoutMs` (ky's timeout ends with the headers):
     * a server that sends headers and then stalls cannot hold the run.
     * @throws Error when the body does not arrive in time (the body is cancelled) or the stream fails.
     */
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
            return await Promise.race([response.text(), timeout]);
        }
        finally {
            clearTimeout(timer);
        }
    }
    #failure(endpoint, where, context, state, error) {
        const { projectId, apiKey, apiUrl, requestTimeoutMs } = this.#options;
        const maybeDelivered = context.ifUnsure ?? '';
        const httpStatus = (0,type_guards/* isHTTPError */.nr)(error) ? error.response.status : undefined;
        const refused = state.refusal ? ` ${describeRefusal(state.refusal.detail, state.refusal.retryCount, httpStatus)}` : '';
        if ((0,type_guards/* isHTTPError */.nr)(error)) {
            const status = error.response.status;
            const parsed = mintlify_schemas/* ApiErrorSchema */.sz.safeParse(error.data);
            // Redact before cutting: a key straddling the cut would no longer be recognised.
            const apiMessage = (0,redact/* redactAndTruncate */.Fd)(parsed.success
                ? [parsed.data.error, ...(parsed.data.details ?? []).map((d) => d.message)].join('; ')
                : typeof error.data === 'string'
                    ? error.data
                    : '', MAX_API_MESSAGE_CHARS, [apiKey]);
            let message;
            if (status === 401 || status === 403) {
                message = `${endpoint} failed with HTTP ${status}: the API key was rejected. Check that the api-key secret holds a current Mintlify admin API key of the organization that owns project ${projectId}.`;
            }
            else if (status === 404 && context.jobId !== undefined) {
                message = `${endpoint} failed with HTTP 404: no agent job ${context.jobId} in project ${projectId}.`;
            }
            else if (status === 404) {
                message = `${endpoint} failed with HTTP 404: no project ${projectId}${apiMessage ? ` (${apiMessage})` : ''}.`;
            }
            else {
                message = `${endpoint} failed with HTTP ${status}${where}${apiMessage ? `: ${apiMessage.replace(/\.$/, '')}` : ''}.`;
                if (refused)
                    message += refused;
                else if (status === 429)
                    message += ' Rate limit still exceeded after retries; try again later.';
                if (status >= 500)
                    message += maybeDelivered;
            }
            return new errors/* MintlifyApiError */.Vo(message, { endpoint, status, apiMessage: apiMessage || undefined, cause: error });
        }
        if ((0,type_guards/* isTimeoutError */.c8)(error)) {
            return new errors/* MintlifyApiError */.Vo(`${endpoint} got no response within ${requestTimeoutMs / 1000} s${where}.${refused}${maybeDelivered}`, { endpoint, cause: error });
        }
        if ((0,type_guards/* isNetworkError */.TX)(error)) {
            const code = (0,retry_policy/* systemErrorCode */.vq)(error) ?? 'network error';
            const delivered = code === 'ECONNREFUSED' ? '' : maybeDelivered;
            return new errors/* MintlifyApiError */.Vo(`${endpoint} could not reach ${apiUrl} (${code})${where}.${refused}${delivered}`, {
                endpoint,
                cause: error,
            });
        }
        return error;
    }
}
/** Longest API error text kept in a message, in characters (cut after redaction). */
const MAX_API_MESSAGE_CHARS = 300;
/**
 * Why a possible retry was not waited for, e.g. `Rate limited: Retry-After 3600 s would
 * exceed the run's timeout (40 s left), so the action did not wait; try again later.`
 */
function describeRefusal(refusal, retryCount, status) {
    const rateLimited = status === 429;
    const wait = refusal.basis === 'Retry-After' ? `Retry-After ${(0,retry_policy/* seconds */.YA)(refusal.waitMs)} s` : `Waiting ${(0,retry_policy/* seconds */.YA)(refusal.waitMs)} s before retry ${retryCount}`;
    const lead = rateLimited ? `Rate limited: ${wait}` : wait;
    if (refusal.reason === 'max-retry-after') {
        return `${lead} is longer than the longest wait allowed (${(0,retry_policy/* seconds */.YA)(refusal.maxMs)} s), so the action did not wait; try again later.`;
    }
    return `${lead} would exceed the run's timeout (${(0,retry_policy/* seconds */.YA)(refusal.remainingMs)} s left), so the action did not wait${rateLimited ? '; try again later' : ''}.`;
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * `runMainStep()`: read and check every input, mask the secrets, dispatch on `mode`, and turn any
 * error into one `core.setFailed` line with secrets redacted.
 */




/** Grace between a cancellation signal and a forced exit, in milliseconds (runner: SIGINT, then SIGTERM 7.5 s later). */
const CANCEL_GRACE_MS = 4500;
/**
 * Wires SIGINT/SIGTERM to an AbortController: the first signal aborts in-flight work so the
 * run can finalize its PR comment; if it has not ended within {@link CANCEL_GRACE_MS}, exit.
 */
function cancellationSignal() {
    const controller = new AbortController();
    const onSignal = (name) => {
        if (controller.signal.aborted)
            return;
        core.warning(`Received ${name}: stopping.`);
        controller.abort(new Error(`Cancelled by ${name}`));
        setTimeout(() => process.exit(1), CANCEL_GRACE_MS).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return controller.signal;
}
/** The action's main step. Never throws: failures end in `core.setFailed`. */
async function runMainStep(env = process.env) {
    const secrets = [];
    try {
        const raw = readRawInputs();
        for (const secret of [raw['api-key'], raw['github-token']]) {
            if (secret) {
                core.setSecret(secret);
                secrets.push(secret);
            }
        }
        const inputs = parseInputs(raw, { env, now: new Date() });
        const signal = cancellationSignal();
        const mintlify = new MintlifyClient({
            apiUrl: inputs.apiUrl,
            apiKey: inputs.apiKey,
            projectId: inputs.projectId,
            requestTimeoutMs: inputs.requestTimeoutMs,
            log: (line) => core.info(line),
            userAgent: 'mintlify-action/1',
        });
        if (inputs.mode === 'follow-up') {
            const { runFollowUpStep } = await Promise.all(/* import() */[__webpack_require__.e(22), __webpack_require__.e(403)]).then(__webpack_require__.bind(__webpack_require__, 16403));
            await runFollowUpStep(inputs, mintlify, env, signal);
        }
        else if (inputs.mode === 'analytics') {
            const { runAnalyticsStep } = await Promise.all(/* import() */[__webpack_require__.e(789), __webpack_require__.e(484), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 86351));
            await runAnalyticsStep(inputs, mintlify, env, signal);
        }
        else {
            const { runPageViewsStep } = await Promise.all(/* import() */[__webpack_require__.e(789), __webpack_require__.e(484), __webpack_require__.e(801)]).then(__webpack_require__.bind(__webpack_require__, 23801));
            await runPageViewsStep(inputs, mintlify, env, signal);
        }
    }
    catch (error) {
        core.setFailed((0,errors/* redact */.E$)((0,errors/* errorMessage */.gJ)(error), secrets));
    }
}


/***/ }),

/***/ 42107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jn: () => (/* binding */ FeedbackByPageSchema),
/* harmony export */   Q6: () => (/* binding */ RESOLUTION_STATUSES),
/* harmony export */   VF: () => (/* binding */ FEEDBACK_SOURCES),
/* harmony export */   er: () => (/* binding */ VisitorsPageSchema),
/* harmony export */   hk: () => (/* binding */ SearchesPageSchema),
/* harmony export */   "in": () => (/* binding */ CallerStatsSchema),
/* harmony export */   np: () => (/* binding */ FEEDBACK_STATUSES),
/* harmony export */   sk: () => (/* binding */ FeedbackPageSchema),
/* harmony export */   tZ: () => (/* binding */ AssistantPageSchema)
/* harmony export */ });
/* unused harmony exports SearchRowSchema, BasicFeedbackSchema, ContextualFeedbackSchema, CodeSnippetFeedbackSchema, FeedbackItemSchema, FeedbackByPageRowSchema, AssistantSourceSchema, AssistantConversationSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4206);
/**
 * zod schemas of the analytics export endpoints other than page views (analytics spec,
 * "Mintlify Analytics Export API" 1.0.0, `components.schemas`). Page views are in
 * `schemas.ts` (`ViewsPageSchema`).
 *
 * Every field the spec marks required is required here, with its spec type; counts are
 * non-negative integers (the spec says `number`). Row schemas are plain `z.object`s: fields
 * the spec does not list are dropped, so that nothing unknown (possibly personal data) reaches
 * a file or the summary. Response envelopes are loose (unknown envelope fields are ignored).
 * `test/mintlify/analytics-schemas.test.ts` checks every field name against the spec.
 */


/** A nullable string the spec marks required (`type: [string, null]`). */
const NullableText = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable();
/** The paging fields of a cursor-paged response: the next page's cursor (`null` on the last page) and `hasMore`. */
const CURSOR_PAGING = { nextCursor: NullableText, hasMore: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY() };
/**
 * `VisitorsByPageResponse`: one page of `GET /v1/analytics/{projectId}/visitors` (offset paging,
 * `limit` ≤ 250): site-wide unique visitors in `totals` (`total` deduplicated across human and
 * AI) and unique visitors per page in `visitors`, each `{path, human, ai, total}`.
 */
const VisitorsPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    totals: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .TRAFFIC_COUNTS */ .Jv),
    visitors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), ..._schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .TRAFFIC_COUNTS */ .Jv })),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
});
/** One item of `SearchesResponse.searches`: a search term; `ctr` is a click-through rate from 0 to 1. */
const SearchRowSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    searchQuery: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    hits: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_,
    ctr: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1),
    topClickedPage: NullableText,
    lastSearchedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
/** `SearchesResponse`: one page of `GET /v1/analytics/{projectId}/searches` (cursor paging, `limit` ≤ 100), terms by hits descending. */
const SearchesPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    searches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SearchRowSchema),
    /** Search events in the range (the sum of all hits, not distinct terms). */
    totalSearches: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_,
    nextCursor: NullableText,
});
/** Feedback sources (`FeedbackResponse.feedback[].source`). */
const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'];
/** Feedback review statuses (`FeedbackResponse.feedback[].status`). */
const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'];
/** The fields every feedback item has (the third `anyOf` shape: `agent` and `thumbs_only`). */
const BasicFeedbackSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Visitor-written text. */
    comment: NullableText,
    createdAt: NullableText,
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(FEEDBACK_SOURCES),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(FEEDBACK_STATUSES),
});
/** Page-level feedback (`source: contextual`); `contact` is an e-mail address the visitor gave, or null. */
const ContextualFeedbackSchema = BasicFeedbackSchema.extend({ helpful: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(), contact: NullableText });
/** Feedback on a code block (`source: code_snippet`): the snippet, its file name and language. */
const CodeSnippetFeedbackSchema = BasicFeedbackSchema.extend({ code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), filename: NullableText, lang: NullableText });
/**
 * One item of `FeedbackResponse.feedback` (`anyOf` of three shapes), tried from the most
 * specific shape to the least, so that an item keeps the fields of its shape.
 */
const FeedbackItemSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([ContextualFeedbackSchema, CodeSnippetFeedbackSchema, BasicFeedbackSchema]);
/** `FeedbackResponse`: one page of `GET /v1/analytics/{projectId}/feedback` (cursor paging, `limit` ≤ 100). */
const FeedbackPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ feedback: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FeedbackItemSchema), ...CURSOR_PAGING });
/** One item of `FeedbackGroupedByPageResponse.feedback`: feedback counts of one page. */
const FeedbackByPageRowSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), thumbsUp: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_, thumbsDown: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_, code: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_, total: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_ });
/**
 * `FeedbackGroupedByPageResponse`: `GET /v1/analytics/{projectId}/feedback/by-page` (`limit` ≤ 100,
 * no paging parameter); `hasMore: true` means pages were left out.
 */
const FeedbackByPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    feedback: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FeedbackByPageRowSchema),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
});
/** A documentation page an assistant answer cites. */
const AssistantSourceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() });
/** Resolution statuses of an assistant conversation turn. */
const RESOLUTION_STATUSES = ['answered', 'unanswered'];
/**
 * One item of `AssistantConversationsResponse.conversations`: one conversation turn.
 * `query` and `response` are visitor-written text (and the answer to it); `responseType` is
 * optional (absent means `answer`).
 */
const AssistantConversationSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    timestamp: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    query: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    response: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    responseType: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['answer', 'clarifying_question']).optional(),
    sources: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(AssistantSourceSchema),
    resolutionStatus: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(RESOLUTION_STATUSES),
    queryCategory: NullableText,
    pageUrl: NullableText,
});
/** `AssistantConversationsResponse`: one page of `GET /v1/analytics/{projectId}/assistant` (ULID cursor, `limit` ≤ 1000). */
const AssistantPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ conversations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(AssistantConversationSchema), ...CURSOR_PAGING });
/** `AssistantCallerStatsResponse`: `GET /v1/analytics/{projectId}/assistant/caller-stats`, assistant queries by caller. */
const CallerStatsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ web: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_, api: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_, other: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_, total: _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .Count */ .y_ });


/***/ }),

/***/ 25834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LJ: () => (/* binding */ ANALYTICS_DATASETS),
/* harmony export */   SP: () => (/* binding */ getAnalyticsPage),
/* harmony export */   yP: () => (/* binding */ ANALYTICS_ENDPOINTS),
/* harmony export */   zY: () => (/* binding */ endpointName)
/* harmony export */ });
/* unused harmony exports ANALYTICS_SCHEMAS, analyticsParams */
/* harmony import */ var _analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42107);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4206);


/** The datasets, in the order of the table above (and of the `datasets` input's documentation). */
const ANALYTICS_DATASETS = ['views', 'visitors', 'searches', 'feedback', 'feedback-by-page', 'assistant', 'assistant-callers'];
/** Every dataset's endpoint (see the module comment). */
const ANALYTICS_ENDPOINTS = {
    views: { suffix: 'views', paging: 'offset', maxLimit: 250 },
    visitors: { suffix: 'visitors', paging: 'offset', maxLimit: 250 },
    searches: { suffix: 'searches', paging: 'cursor', maxLimit: 100 },
    feedback: { suffix: 'feedback', paging: 'cursor', maxLimit: 100 },
    'feedback-by-page': { suffix: 'feedback/by-page', paging: 'single', maxLimit: 100 },
    assistant: { suffix: 'assistant', paging: 'cursor', maxLimit: 1000 },
    'assistant-callers': { suffix: 'assistant/caller-stats', paging: 'single', maxLimit: undefined },
};
/** Every endpoint's response schema. */
const ANALYTICS_SCHEMAS = {
    views: _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ViewsPageSchema */ .J_,
    visitors: _analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .VisitorsPageSchema */ .er,
    searches: _analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .SearchesPageSchema */ .hk,
    feedback: _analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .FeedbackPageSchema */ .sk,
    'feedback-by-page': _analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .FeedbackByPageSchema */ .Jn,
    assistant: _analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .AssistantPageSchema */ .tZ,
    'assistant-callers': _analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .CallerStatsSchema */ ["in"],
};
/** The endpoint as error messages name it, e.g. `GET /v1/analytics/{projectId}/feedback/by-page`. */
function endpointName(dataset) {
    return `GET /v1/analytics/{projectId}/${ANALYTICS_ENDPOINTS[dataset].suffix}`;
}
/** The query string of a request: `dateFrom`, `dateTo`, `limit`, `offset`, `cursor`, each only when set. */
function analyticsParams(query) {
    const params = new URLSearchParams();
    if (query.dateFrom)
        params.set('dateFrom', query.dateFrom);
    if (query.dateTo)
        params.set('dateTo', query.dateTo);
    if (query.limit !== undefined)
        params.set('limit', String(query.limit));
    if (query.offset !== undefined)
        params.set('offset', String(query.offset));
    if (query.cursor !== undefined)
        params.set('cursor', query.cursor);
    return params;
}
/**
 * One request to a dataset's endpoint, parsed with its schema.
 * @throws MintlifyApiError naming the endpoint, the HTTP status and (offset endpoints) the offset.
 */
function getAnalyticsPage(client, dataset, query, call = {}) {
    const schema = ANALYTICS_SCHEMAS[dataset];
    return client.getAnalytics(ANALYTICS_ENDPOINTS[dataset].suffix, analyticsParams(query), schema, call);
}


/***/ }),

/***/ 90855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lm: () => (/* binding */ describeRetryWait),
/* harmony export */   Xg: () => (/* binding */ isConnectionRefused),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   jr: () => (/* binding */ kyRetryOptions),
/* harmony export */   rx: () => (/* binding */ describeRetryCause),
/* harmony export */   vI: () => (/* binding */ DEFAULT_RETRY),
/* harmony export */   vq: () => (/* binding */ systemErrorCode)
/* harmony export */ });
/* unused harmony exports parseRetryAfter, decideRetry */
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83201);
/**
 * When and how requests to the Mintlify API are retried. The retry loop itself is ky's;
 * this module only decides the policy:
 *
 * - GETs (job status, page views) are idempotent: retried on network errors, timeouts,
 *   408, 429 and 5xx, with exponential backoff and full jitter, honouring `Retry-After`
 *   (seconds or an HTTP date) on 429/503.
 * - The follow-up message POST is not idempotent: it is retried only when the server
 *   certainly did not process it — 429 (rate limited) or a refused connection. After a
 *   5xx, a reset or a timeout it may or may not have been delivered, so it is never re-sent.
 *   The same holds for the create-job POST.
 * - Every wait is bounded: by `maxRetryAfterMs`, and by the call's deadline when it has one.
 *   The decision and the wait are known before waiting, so the wait can be logged first.
 */

/** Defaults: 8 retries, 1 s doubling to 60 s, Retry-After honoured up to 1 hour (the analytics budget window). */
const DEFAULT_RETRY = {
    limit: 8,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    maxRetryAfterMs: 3_600_000,
};
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` header is honoured. */
const RETRY_AFTER_STATUSES = [429, 503];
/**
 * Parses a `Retry-After` header value (RFC 9110 §10.2.3: delay-seconds or an HTTP-date)
 * into milliseconds from `now`; `undefined` when absent or unparsable. Never negative.
 */
function parseRetryAfter(value, now) {
    if (value === null || value === undefined || value.trim() === '')
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const at = Date.parse(trimmed);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - now);
}
/** Walks an error's `cause` chain looking for a Node.js system error code (`ECONNREFUSED`…). */
function systemErrorCode(error) {
    let current = error;
    for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
        const code = current.code;
        if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
            return code;
        current = current.cause;
    }
    return undefined;
}
/** True when the connection was refused, i.e. the request certainly never reached the server. */
function isConnectionRefused(error) {
    return (0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isNetworkError */ .TX)(error) && systemErrorCode(error) === 'ECONNREFUSED';
}
/** True when the failure is one the policy retries (before looking at how long to wait). */
function isRetryable(error, idempotent) {
    if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isHTTPError */ .nr)(error))
        return (idempotent ? RETRY_STATUSES : [429]).includes(error.response.status);
    if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isTimeoutError */ .c8)(error))
        return idempotent;
    if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isNetworkError */ .TX)(error))
        return idempotent || isConnectionRefused(error);
    return false;
}
/** The wait before retry `retryCount`: the server's Retry-After on 429/503, else full-jitter backoff. */
function plannedWait(error, retryCount, context) {
    const { settings, now } = context;
    if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isHTTPError */ .nr)(error) && RETRY_AFTER_STATUSES.includes(error.response.status)) {
        const waitMs = parseRetryAfter(error.response.headers.get('retry-after'), now);
        if (waitMs !== undefined)
            return { waitMs, basis: 'Retry-After', boundMs: waitMs };
    }
    const boundMs = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retryCount - 1));
    return { waitMs: Math.round((context.random ?? Math.random)() * boundMs), basis: 'backoff', boundMs };
}
/**
 * Decides whether to retry after a failed attempt, and how long to wait first. Pure apart
 * from `context.random`. Every wait is bounded: a `Retry-After` longer than
 * `settings.maxRetryAfterMs`, or any wait that would end after `context.deadline`, is
 * refused (`{ retry: false, refusal }`) so that the call fails at once instead of sleeping.
 * @param retryCount the retry this would be, 1-based (the retry limit is ky's to enforce).
 */
function decideRetry(error, retryCount, context) {
    if (!isRetryable(error, context.idempotent))
        return { retry: false };
    const wait = plannedWait(error, retryCount, context);
    if (wait.basis === 'Retry-After' && wait.waitMs > context.settings.maxRetryAfterMs) {
        return { retry: false, refusal: { ...wait, reason: 'max-retry-after', maxMs: context.settings.maxRetryAfterMs } };
    }
    if (context.deadline !== undefined && context.now + wait.waitMs > context.deadline) {
        return { retry: false, refusal: { ...wait, reason: 'deadline', remainingMs: Math.max(0, context.deadline - context.now) } };
    }
    return { retry: true, ...wait };
}
/**
 * ky retry options for ONE call (build a new one per call: it remembers the planned wait
 * between ky's `shouldRetry` and `delay` callbacks). {@link decideRetry} makes every
 * decision; `onDecision` runs right after it, BEFORE any wait, so the caller can log what
 * is being waited for, or remember a refusal to explain the failure.
 * @param method the call's HTTP method (`get`, `post`), the only one retried.
 */
function kyRetryOptions(method, context, onDecision) {
    let nextWaitMs = 0;
    return {
        limit: context.settings.limit,
        methods: [method],
        jitter: false,
        backoffLimit: Number.POSITIVE_INFINITY,
        delay: () => nextWaitMs,
        shouldRetry: ({ error, retryCount }) => {
            const decision = decideRetry(error, retryCount, { ...context, now: (context.now ?? Date.now)() });
            onDecision(decision, error, retryCount);
            if (!decision.retry)
                return false;
            nextWaitMs = decision.waitMs;
            return true;
        },
    };
}
/**
 * A one-line description of why a request is being retried, for the log, e.g.
 * `HTTP 429, Retry-After 30 s` or `network error ECONNRESET`.
 */
function describeRetryCause(error) {
    if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isHTTPError */ .nr)(error)) {
        const retryAfter = error.response.headers.get('retry-after');
        return `HTTP ${error.response.status}${retryAfter ? `, Retry-After ${retryAfter}${/^\d+$/.test(retryAfter.trim()) ? ' s' : ''}` : ''}`;
    }
    if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isTimeoutError */ .c8)(error))
        return 'no response before the request timeout';
    return `network error ${systemErrorCode(error) ?? error.message}`;
}
/**
 * The planned wait, for the log: `after 30 s (Retry-After)` or
 * `after a random wait of up to 4 s (backoff)`.
 */
function describeRetryWait(wait) {
    if (wait.basis === 'Retry-After')
        return `after ${seconds(wait.waitMs)} s (Retry-After)`;
    return `after a random wait of up to ${seconds(wait.boundMs)} s (backoff)`;
}
/** Milliseconds as seconds for a message: whole seconds rounded up from 10 s, else two significant digits (`1.5`, `0.25`). */
function seconds(ms) {
    return ms >= 10_000 ? Math.ceil(ms / 1000) : Number((ms / 1000).toPrecision(2));
}


/***/ }),

/***/ 4206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ JOB_ID_PATTERN),
/* harmony export */   J_: () => (/* binding */ ViewsPageSchema),
/* harmony export */   Jv: () => (/* binding */ TRAFFIC_COUNTS),
/* harmony export */   Ys: () => (/* binding */ FINAL_STATUSES),
/* harmony export */   ij: () => (/* binding */ AgentJobSchema),
/* harmony export */   sz: () => (/* binding */ ApiErrorSchema),
/* harmony export */   wF: () => (/* binding */ describeIssues),
/* harmony export */   y_: () => (/* binding */ Count)
/* harmony export */ });
/* unused harmony exports AGENT_JOB_STATUSES, ViewsTotalsSchema, PageViewSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
/**
 * zod schemas of the Mintlify API responses this action reads, from Mintlify's published
 * OpenAPI documents (`mintlify-admin-openapi.json` 2.0.0, `mintlify-analytics-openapi.json`
 * 1.0.0). Unknown extra fields are tolerated (`looseObject`), as are the nulls the spec allows.
 * Everything in a response is untrusted: checked before use, escaped before display.
 */


/** Agent job IDs the action accepts (`job-id` input, markers, API responses): 1–128 of `A-Z a-z 0-9 _ . : -`, starting with a letter or digit. */
const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
/** The four agent job statuses; the last three are final (admin spec, `AgentJob.status`). */
const AGENT_JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];
/** Statuses after which polling stops. */
const FINAL_STATUSES = ['completed', 'archived', 'failed'];
/**
 * A display-only text field of a job (`model`, `source.*`, `createdAt`, `archivedAt`,
 * `prLink` before its check): a string, null or absent. Nothing the action decides depends on
 * it, so a value of another type is dropped rather than failing a run whose instruction the
 * job has already accepted.
 */
const DisplayText = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish().catch(undefined);
/** `prLink` as shown and used: the normalized http(s) URL, or the raw text set aside in `ignoredPrLink`. */
function checkPrLink(prLink) {
    if (prLink === undefined || prLink === null)
        return { prLink };
    const href = (0,_format_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(prLink);
    return href === undefined ? { prLink: null, ignoredPrLink: prLink } : { prLink: href };
}
/**
 * `AgentJob` (admin spec, components.schemas.AgentJob; the spec marks no field required).
 * What decides behaviour is validated strictly: `id` is required and must match
 * {@link JOB_ID_PATTERN} (it goes into markers and comments, like a `job-id` input), `status`
 * must be one of {@link AGENT_JOB_STATUSES}; either failing makes the response unexpected.
 * Display-only fields never fail a parse: `prLink` may be any string (only an http(s) URL is
 * kept, normalized), `createdAt`/`archivedAt` any string, `model`/`source` strings or absent/null.
 */
const AgentJobSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(JOB_ID_PATTERN, 'must be an agent job ID: 1-128 of A-Z a-z 0-9 _ . : -, starting with a letter or digit'),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(AGENT_JOB_STATUSES),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ repository: DisplayText, ref: DisplayText }).nullish().catch(undefined),
    model: DisplayText,
    prLink: DisplayText,
    createdAt: DisplayText,
    archivedAt: DisplayText,
})
    .transform(({ prLink, ...job }) => ({ ...job, ...checkPrLink(prLink) }));
/** A count (views, visitors, hits…): the spec says `number`; counts are non-negative integers. */
const Count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative();
/** The human / AI / total split every traffic count of the analytics spec has. */
const TRAFFIC_COUNTS = { human: Count, ai: Count, total: Count };
/** `ViewsTrafficTotals`: site-wide counts for the date range (not per page). */
const ViewsTotalsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3(TRAFFIC_COUNTS);
/** One item of `ViewsByPageResponse.views`. */
const PageViewSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), ...TRAFFIC_COUNTS });
/** `ViewsByPageResponse` (analytics spec): one page of `GET /v1/analytics/{projectId}/views`. */
const ViewsPageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    totals: ViewsTotalsSchema,
    views: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PageViewSchema),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
});
/** `Error` (admin spec) and `AnalyticsErrorResponse` (analytics spec). */
const ApiErrorSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    details: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })).optional(),
});
/**
 * Describes the first problems of a failed parse as `field: problem` pairs, e.g.
 * `views[3].human: expected int, received number`. At most three, to stay one line.
 */
function describeIssues(error) {
    return error.issues
        .slice(0, 3)
        .map((issue) => {
        const field = issue.path.reduce((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '');
        return `${field || '(body)'}: ${issue.message}`;
    })
        .join('; ');
}


/***/ })

};
