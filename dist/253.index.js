export const id = 253;
export const ids = [253];
export const modules = {

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Vo: () => (/* binding */ MintlifyApiError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   gJ: () => (/* binding */ errorMessage)
/* harmony export */ });
/**
 * Error classes shared by every mode, and `errorMessage()` that turns anything
 * thrown into one line for `core.setFailed`.
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
 * Turns anything thrown (an `Error`, a string, an object) into a one-line message.
 * Never returns an empty string.
 */
function errorMessage(error) {
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
 * Replaces every occurrence of each secret in `text` with `***`.
 * Used on text that leaves the process through channels that log masking does not
 * cover (PR comments, job summary, files, outputs), e.g. an API error body that echoes
 * the `Authorization` header.
 */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length >= 4)
            out = out.split(secret).join('***');
    }
    return out;
}


/***/ }),

/***/ 6783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ JOB_ID_PATTERN),
/* harmony export */   _M: () => (/* binding */ isOwnComment),
/* harmony export */   gJ: () => (/* binding */ formatMarker),
/* harmony export */   gY: () => (/* binding */ parseMarker),
/* harmony export */   i4: () => (/* binding */ formatSignature)
/* harmony export */ });
/* unused harmony exports SIGNATURE, MARKER_STATES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92857);
/**
 * The hidden marker (an HTML comment) on the first line of every comment the action writes.
 * It remembers the agent job of a PR and which trigger comments were already handled, so that
 * a re-run never sends the same instruction twice. Pure functions.
 *
 * Format (first line of the body):
 * `<!-- mintlify-action job="<job id>" triggers="<kind>:<id>,…" state="<state>" -->`
 * where `<kind>` is `ic` (issue comment), `rc` (review comment) or `rv` (review): the three
 * kinds have separate ID spaces. Replies that belong to no job carry {@link SIGNATURE} only.
 */

/** The start of every comment body the action writes; comments that start with it never trigger. */
const SIGNATURE = '<!-- mintlify-action';
/** Agent job IDs the action accepts (`job-id` input and markers): 1–128 of `A-Z a-z 0-9 _ . : -`. */
const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
/**
 * `pending`: written before the message was sent (if the run died, delivery is unknown);
 * `sent`: the agent job accepted the message;
 * `not-sent`: the message certainly did not reach the job (a re-run may send it);
 * `steer`: the "reply here to steer this job" note on the agent's own PR (no trigger).
 */
const MARKER_STATES = ['pending', 'sent', 'not-sent', 'steer'];
/** Anchored at the start of the body: a marker quoted or echoed further down is not ours. */
const MARKER_PATTERN = /^<!-- mintlify-action job="([^"<>]+)" triggers="([a-z0-9:,]*)" state="([a-z-]+)" -->(\r?\n|$)/;
const TRIGGER_KEY = /^(ic|rc|rv):[1-9]\d{0,18}$/;
const MarkerSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    jobId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(JOB_ID_PATTERN),
    triggers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => typeof value === 'string' && TRIGGER_KEY.test(value))),
    state: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(MARKER_STATES),
});
/** The marker line for a comment body. */
function formatMarker(marker) {
    return `<!-- mintlify-action job="${marker.jobId}" triggers="${marker.triggers.join(',')}" state="${marker.state}" -->`;
}
/** The signature line of a reply that belongs to no job (usage, denial…). */
function formatSignature() {
    return `${SIGNATURE} -->`;
}
/** True when a comment body was written by this action (it starts with the signature). */
function isOwnComment(body) {
    return (body ?? '').startsWith(SIGNATURE);
}
/** Reads the marker on the first line of a comment body; `undefined` when there is none or it is malformed. */
function parseMarker(body) {
    const match = MARKER_PATTERN.exec(body ?? '');
    if (!match)
        return undefined;
    const parsed = MarkerSchema.safeParse({
        jobId: match[1],
        triggers: (match[2] ?? '').split(',').filter(Boolean),
        state: match[3],
    });
    return parsed.success ? parsed.data : undefined;
}


/***/ }),

/***/ 42017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Pp: () => (/* binding */ API_KEY_REQUIRED),
  TL: () => (/* binding */ parseInputs),
  yI: () => (/* binding */ readRawInputs)
});

// UNUSED EXPORTS: INPUT_DEFAULTS, INPUT_NAMES

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/coerce.js
var coerce = __webpack_require__(49567);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/follow-up/marker.ts
var marker = __webpack_require__(6783);
;// CONCATENATED MODULE: ./src/page-views/date-range.ts
/**
 * Resolves the `date-from`, `date-to` and `period` inputs into the `dateFrom`/`dateTo`
 * query parameters of `GET /v1/analytics/{projectId}/views`. Pure: `now` is passed in.
 *
 * All calendar arithmetic is in UTC. `dateFrom` is inclusive and `dateTo` is exclusive,
 * as in the analytics API ("Results include dates before, but not on, the specified date").
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
        throw new errors/* InputError */.dz(`${inputName} is not a calendar date (got "${value}"); allowed: ${ALLOWED}`);
    }
    if (ISO_INSTANT.test(value.trim())) {
        const at = new Date(value.trim());
        if (!Number.isNaN(at.getTime()))
            return { at, text: at.toISOString() };
    }
    throw new errors/* InputError */.dz(`${inputName} must be ${ALLOWED} (got "${value}")`);
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
            throw new errors/* InputError */.dz('period cannot be combined with date-from or date-to; use either a period or explicit dates');
        }
        const known = PERIODS.find((p) => p === period);
        if (!known)
            throw new errors/* InputError */.dz(`period must be one of ${PERIODS.join(', ')} (got "${period}")`);
        return resolvePeriod(known, now);
    }
    const from = raw.dateFrom.trim() ? parseDateInput('date-from', raw.dateFrom, now) : undefined;
    const to = raw.dateTo.trim() ? parseDateInput('date-to', raw.dateTo, now) : undefined;
    if (from && to && from.at.getTime() >= to.at.getTime()) {
        throw new errors/* InputError */.dz(`date-from must be before date-to, which is exclusive (got date-from ${from.text}, date-to ${to.text})`);
    }
    return { dateFrom: from?.text, dateTo: to?.text, period: undefined };
}

;// CONCATENATED MODULE: ./src/inputs.ts
/**
 * Every workflow input, read once and parsed into a typed object (discriminated on `mode`).
 * Parsing is pure and throws {@link InputError} naming the input, the bad value (never the
 * API key) and what is allowed — before any network call. Defaults mirror `action.yml`,
 * so the action behaves the same when run outside the runner (tests, the demo).
 */







/** The names of every input in `action.yml`. */
const INPUT_NAMES = [
    'mode',
    'api-key',
    'project-id',
    'api-url',
    'request-timeout',
    'job-id',
    'prompt',
    'trigger-phrase',
    'wait',
    'poll-interval',
    'timeout',
    'comment',
    'include-context',
    'github-token',
    'date-from',
    'date-to',
    'period',
    'page-size',
    'format',
    'output-dir',
    'artifact-name',
    'upload-artifact',
    'retention-days',
    'summary-rows',
];
/** Defaults applied to empty inputs; the same values as `action.yml`. */
const INPUT_DEFAULTS = {
    'api-url': 'https://api.mintlify.com',
    'request-timeout': '30',
    'trigger-phrase': '/mintlify',
    wait: 'true',
    'poll-interval': '10',
    timeout: '30',
    comment: 'true',
    'include-context': 'true',
    'page-size': '250',
    format: 'json,csv',
    'upload-artifact': 'true',
    'summary-rows': '25',
};
/** Reads every input through `@actions/core` (env `INPUT_<NAME>`), trimmed, defaults applied. */
function readRawInputs(getInput = core/* getInput */.V4) {
    const raw = {};
    for (const name of INPUT_NAMES) {
        const value = getInput(name).trim();
        raw[name] = value === '' ? (INPUT_DEFAULTS[name] ?? '') : value;
    }
    return raw;
}
const BOOLEAN_VALUES = ['true', 'True', 'TRUE', 'false', 'False', 'FALSE'];
// Artifact names may not contain these (actions/upload-artifact's path validation).
const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/;
function inputs_boolean(name, value) {
    if (!BOOLEAN_VALUES.includes(value)) {
        throw new errors/* InputError */.dz(`${name} must be true or false (got "${value}")`);
    }
    return value.toLowerCase() === 'true';
}
function positiveNumber(name, value, unit, max) {
    const parsed = coerce/* number */.ai().finite().positive().max(max).safeParse(value === '' ? Number.NaN : value);
    if (!parsed.success || !/^\s*[0-9.]+\s*$/.test(value)) {
        throw new errors/* InputError */.dz(`${name} must be a positive number of ${unit}, at most ${max} (got "${value}")`);
    }
    return parsed.data;
}
function integer(name, value, min, max) {
    const parsed = coerce/* number */.ai().int().min(min).max(max).safeParse(value);
    if (!/^\s*\d+\s*$/.test(value) || !parsed.success) {
        throw new errors/* InputError */.dz(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
    }
    return parsed.data;
}
function required(name, value, what) {
    if (value === '')
        throw new errors/* InputError */.dz(`${name} is required: ${what}`);
    return value;
}
const API_URL = schemas/* url */.OZ5({ protocol: /^https?$/ });
/** The error for a missing API key (also used by follow-up when the PR is not from a fork). */
const API_KEY_REQUIRED = 'api-key is required: pass your Mintlify admin API key from a secret, e.g. api-key: ${{ secrets.MINTLIFY_API_KEY }}';
const PROJECT_ID = /^[^\s/?#]{1,128}$/;
function common(raw, allowEmptyKey) {
    const apiKey = raw['api-key'];
    if (apiKey === '' && !allowEmptyKey) {
        throw new errors/* InputError */.dz(API_KEY_REQUIRED);
    }
    if (apiKey !== '' && !apiKey.startsWith('mint_')) {
        throw new errors/* InputError */.dz('api-key must be a Mintlify admin API key, which starts with "mint_" (the value given does not; it is not shown)');
    }
    if (/\s/.test(apiKey)) {
        throw new errors/* InputError */.dz('api-key must not contain spaces or line breaks (the value given does; it is not shown): copy the key again into the secret');
    }
    const projectId = required('project-id', raw['project-id'], 'the Mintlify project ID from the API keys page of the dashboard');
    if (!PROJECT_ID.test(projectId)) {
        throw new errors/* InputError */.dz(`project-id must be 1 to 128 characters without spaces, "/", "?" or "#" (got "${projectId}")`);
    }
    const apiUrl = raw['api-url'];
    if (!API_URL.safeParse(apiUrl).success) {
        throw new errors/* InputError */.dz(`api-url must be an http(s) URL such as https://api.mintlify.com (got "${apiUrl}")`);
    }
    return {
        apiKey,
        projectId,
        apiUrl: apiUrl.replace(/\/+$/, ''),
        requestTimeoutMs: Math.round(positiveNumber('request-timeout', raw['request-timeout'], 'seconds', 600) * 1000),
    };
}
function parseFollowUp(raw) {
    const jobId = raw['job-id'] || undefined;
    if (jobId !== undefined && !marker/* JOB_ID_PATTERN */.BE.test(jobId)) {
        throw new errors/* InputError */.dz(`job-id must be an agent job ID: 1 to 128 letters, digits, "_", "-", "." or ":" (got "${jobId}")`);
    }
    const triggerPhrase = raw['trigger-phrase'];
    if (/\s/.test(triggerPhrase)) {
        throw new errors/* InputError */.dz(`trigger-phrase must be one word without spaces, e.g. /mintlify (got "${triggerPhrase}")`);
    }
    return {
        // An empty key is allowed here only so that a fork PR can be skipped politely;
        // every other path rejects it before any request (see follow-up/run.ts).
        ...common(raw, true),
        mode: 'follow-up',
        jobId,
        prompt: raw.prompt || undefined,
        triggerPhrase,
        wait: inputs_boolean('wait', raw.wait),
        pollIntervalSeconds: positiveNumber('poll-interval', raw['poll-interval'], 'seconds', 3600),
        timeoutSeconds: positiveNumber('timeout', raw.timeout, 'minutes', 360) * 60,
        comment: inputs_boolean('comment', raw.comment),
        includeContext: inputs_boolean('include-context', raw['include-context']),
        githubToken: raw['github-token'],
    };
}
function parseFormats(value) {
    const parts = value.split(',').map((p) => p.trim().toLowerCase());
    const formats = [];
    for (const part of parts) {
        if (part !== 'json' && part !== 'csv') {
            throw new errors/* InputError */.dz(`format must be json, csv or json,csv (got "${value}")`);
        }
        if (!formats.includes(part))
            formats.push(part);
    }
    return formats;
}
function parsePageViews(raw, env, now) {
    const base = common(raw, false);
    const artifactName = raw['artifact-name'] || `mintlify-page-views-${base.projectId.replace(ARTIFACT_NAME_FORBIDDEN, '-')}`;
    if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
        throw new errors/* InputError */.dz(`artifact-name must not contain " : < > | * ? \\ / or line breaks (got "${artifactName}")`);
    }
    const outputDir = external_node_path_.resolve(raw['output-dir'] || external_node_path_.join(env.RUNNER_TEMP || external_node_os_.tmpdir(), 'mintlify-page-views'));
    return {
        ...base,
        mode: 'page-views',
        range: resolveDateRange({ dateFrom: raw['date-from'], dateTo: raw['date-to'], period: raw.period }, now),
        pageSize: integer('page-size', raw['page-size'], 1, 250),
        formats: parseFormats(raw.format),
        outputDir,
        artifactName,
        uploadArtifact: inputs_boolean('upload-artifact', raw['upload-artifact']),
        retentionDays: raw['retention-days'] === '' ? undefined : integer('retention-days', raw['retention-days'], 1, 90),
        summaryRows: integer('summary-rows', raw['summary-rows'], 0, 1000),
    };
}
/**
 * Parses raw inputs into {@link Inputs}.
 * @param env process environment (for `RUNNER_TEMP`).
 * @param now the current time (relative dates are resolved against it, in UTC).
 * @throws InputError for the first invalid input found.
 */
function parseInputs(raw, env, now) {
    const mode = raw.mode;
    if (mode === 'follow-up')
        return parseFollowUp(raw);
    if (mode === 'page-views')
        return parsePageViews(raw, env, now);
    throw new errors/* InputError */.dz(`mode must be follow-up or page-views (got "${mode}")`);
}


/***/ }),

/***/ 94253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: CANCEL_GRACE_MS

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/inputs.ts + 1 modules
var src_inputs = __webpack_require__(42017);
// EXTERNAL MODULE: ./node_modules/ky/distribution/index.js + 14 modules
var distribution = __webpack_require__(19447);
// EXTERNAL MODULE: ./node_modules/ky/distribution/utils/type-guards.js
var type_guards = __webpack_require__(83201);
// EXTERNAL MODULE: ./src/mintlify/retry-policy.ts
var retry_policy = __webpack_require__(90855);
// EXTERNAL MODULE: ./src/mintlify/schemas.ts
var schemas = __webpack_require__(4206);
;// CONCATENATED MODULE: ./src/mintlify/client.ts
/**
 * Client for the three Mintlify API endpoints this action uses:
 * - `POST /v2/agent/{projectId}/job/{id}/message` (admin spec, "Send follow-up message"),
 * - `GET /v2/agent/{projectId}/job/{id}` (admin spec, "Get agent job"),
 * - `GET /v1/analytics/{projectId}/views` (analytics spec, "Get page views").
 *
 * Every response is parsed with zod; every failure becomes a {@link MintlifyApiError}
 * naming the endpoint and HTTP status. Timeouts and retries follow `retry-policy.ts`.
 */




/** ky options of one call: its abort signal and its own retry hook (after the client's logging hook). */
function callOptions(call) {
    const onRetry = call.onRetry;
    return { signal: call.signal, hooks: { beforeRetry: onRetry ? [({ retryCount }) => onRetry(retryCount)] : [] } };
}
const JOB_ENDPOINT = 'GET /v2/agent/{projectId}/job/{id}';
const MESSAGE_ENDPOINT = 'POST /v2/agent/{projectId}/job/{id}/message';
const VIEWS_ENDPOINT = 'GET /v1/analytics/{projectId}/views';
/** Client of the Mintlify API. Stateless apart from its options; safe to share. */
class MintlifyClient {
    #options;
    #getHttp;
    #postHttp;
    constructor(options) {
        this.#options = options;
        const retry = options.retry ?? retry_policy/* DEFAULT_RETRY */.vI;
        const log = options.log ?? (() => undefined);
        const base = distribution/* default */.Ay.create({
            headers: {
                authorization: `Bearer ${options.apiKey}`,
                accept: 'application/json',
                'user-agent': options.userAgent ?? 'mintlify-action',
            },
            timeout: options.requestTimeoutMs,
            hooks: {
                beforeRetry: [
                    ({ request, error, retryCount }) => {
                        const url = new URL(request.url);
                        log(`${request.method} ${url.pathname}${url.search} failed (${(0,retry_policy/* describeRetryCause */.rx)(error)}); retry ${retryCount} of ${retry.limit} ${(0,retry_policy/* describeRetryWait */.Lm)(error, retryCount, retry)}`);
                    },
                ],
            },
        });
        this.#getHttp = base.extend({ retry: (0,retry_policy/* kyRetryOptions */.jr)(true, retry) });
        this.#postHttp = base.extend({ retry: (0,retry_policy/* kyRetryOptions */.jr)(false, retry) });
    }
    #url(path) {
        return `${this.#options.apiUrl}${path}`;
    }
    /**
     * `GET /v2/agent/{projectId}/job/{id}`: the job's current state.
     * @throws MintlifyApiError (404 → no such job in the project; 401/403 → key rejected).
     */
    async getJob(jobId, call = {}) {
        const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}`;
        return this.#request(JOB_ENDPOINT, schemas/* AgentJobSchema */.ij, { jobId }, () => this.#getHttp.get(this.#url(path), callOptions(call)));
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
        return this.#request(MESSAGE_ENDPOINT, schemas/* AgentJobSchema */.ij, { jobId, notIdempotent: true }, () => this.#postHttp.post(this.#url(path), { json: { prompt }, ...callOptions(call) }));
    }
    /**
     * `GET /v1/analytics/{projectId}/views`: one page of per-path view counts plus the
     * site-wide `totals` for the range and `hasMore`.
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
        return this.#request(VIEWS_ENDPOINT, schemas/* ViewsPageSchema */.J_, { offset: query.offset }, () => this.#getHttp.get(this.#url(path), callOptions(call)));
    }
    async #request(endpoint, schema, context, send) {
        const where = context.offset !== undefined ? ` at offset ${context.offset}` : '';
        let response;
        try {
            response = await send();
        }
        catch (error) {
            throw this.#failure(endpoint, where, context, error);
        }
        let body;
        try {
            body = JSON.parse(await response.text());
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
            throw new errors/* MintlifyApiError */.Vo(`${endpoint} returned an unexpected response (HTTP ${response.status})${where}: ${(0,schemas/* describeIssues */.wF)(parsed.error)}`, { endpoint, status: response.status });
        }
        return parsed.data;
    }
    #failure(endpoint, where, context, error) {
        const { projectId, apiKey, apiUrl, requestTimeoutMs } = this.#options;
        const maybeDelivered = context.notIdempotent
            ? ` The instruction may or may not have been delivered to agent job ${context.jobId ?? ''}: check the job before sending it again.`
            : '';
        if ((0,type_guards/* isHTTPError */.nr)(error)) {
            const status = error.response.status;
            const parsed = schemas/* ApiErrorSchema */.sz.safeParse(error.data);
            const apiMessage = (0,errors/* redact */.E$)(parsed.success
                ? [parsed.data.error, ...(parsed.data.details ?? []).map((d) => d.message)].join('; ')
                : typeof error.data === 'string'
                    ? error.data.slice(0, 300)
                    : '', [apiKey]);
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
                message = `${endpoint} failed with HTTP ${status}${where}${apiMessage ? `: ${apiMessage}` : ''}.`;
                if (status === 429)
                    message += ' Rate limit still exceeded after retries; try again later.';
                if (status >= 500)
                    message += maybeDelivered;
            }
            return new errors/* MintlifyApiError */.Vo(message, { endpoint, status, apiMessage: apiMessage || undefined, cause: error });
        }
        if ((0,type_guards/* isTimeoutError */.c8)(error)) {
            return new errors/* MintlifyApiError */.Vo(`${endpoint} got no response within ${requestTimeoutMs / 1000} s${where}.${maybeDelivered}`, { endpoint, cause: error });
        }
        if ((0,type_guards/* isNetworkError */.TX)(error)) {
            const code = (0,retry_policy/* systemErrorCode */.vq)(error) ?? 'network error';
            const delivered = code === 'ECONNREFUSED' ? '' : maybeDelivered;
            return new errors/* MintlifyApiError */.Vo(`${endpoint} could not reach ${apiUrl} (${code})${where}.${delivered}`, {
                endpoint,
                cause: error,
            });
        }
        return error;
    }
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * `run()`: read and check every input, mask the secrets, dispatch on `mode`, and turn any
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
        core/* warning */.$e(`Received ${name}: stopping.`);
        controller.abort(new Error(`Cancelled by ${name}`));
        setTimeout(() => process.exit(1), CANCEL_GRACE_MS).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return controller.signal;
}
/** The action's main step. Never throws: failures end in `core.setFailed`. */
async function run(env = process.env) {
    const secrets = [];
    try {
        const raw = (0,src_inputs/* readRawInputs */.yI)();
        for (const secret of [raw['api-key'], raw['github-token']]) {
            if (secret) {
                core/* setSecret */.Pq(secret);
                secrets.push(secret);
            }
        }
        const inputs = (0,src_inputs/* parseInputs */.TL)(raw, env, new Date());
        const signal = cancellationSignal();
        const mintlify = new MintlifyClient({
            apiUrl: inputs.apiUrl,
            apiKey: inputs.apiKey,
            projectId: inputs.projectId,
            requestTimeoutMs: inputs.requestTimeoutMs,
            log: (line) => core/* info */.pq(line),
            userAgent: 'mintlify-action/1',
        });
        if (inputs.mode === 'follow-up') {
            const { executeFollowUp } = await __webpack_require__.e(/* import() */ 391).then(__webpack_require__.bind(__webpack_require__, 63391));
            await executeFollowUp(inputs, mintlify, env, signal);
        }
        else {
            const { executePageViews } = await Promise.all(/* import() */[__webpack_require__.e(789), __webpack_require__.e(596)]).then(__webpack_require__.bind(__webpack_require__, 8596));
            await executePageViews(inputs, mintlify, env, signal);
        }
    }
    catch (error) {
        core/* setFailed */.C1((0,errors/* redact */.E$)((0,errors/* errorMessage */.gJ)(error), secrets));
    }
}


/***/ }),

/***/ 90855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lm: () => (/* binding */ describeRetryWait),
/* harmony export */   Xg: () => (/* binding */ isConnectionRefused),
/* harmony export */   jr: () => (/* binding */ kyRetryOptions),
/* harmony export */   rx: () => (/* binding */ describeRetryCause),
/* harmony export */   vI: () => (/* binding */ DEFAULT_RETRY),
/* harmony export */   vq: () => (/* binding */ systemErrorCode)
/* harmony export */ });
/* unused harmony export parseRetryAfter */
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
 */

/** Defaults: 8 retries, 1 s doubling to 60 s, Retry-After honoured up to 1 hour (the analytics budget window). */
const DEFAULT_RETRY = {
    limit: 8,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    maxRetryAfterMs: 3_600_000,
};
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
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
function retryAfterTooLong(error, settings) {
    if (!(0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isHTTPError */ .nr)(error))
        return false;
    const wait = parseRetryAfter(error.response.headers.get('retry-after'), Date.now());
    return wait !== undefined && wait > settings.maxRetryAfterMs;
}
/**
 * ky retry options for a request.
 * @param idempotent true for GETs; false for the message POST (see the module comment).
 */
function kyRetryOptions(idempotent, settings) {
    return {
        limit: settings.limit,
        methods: idempotent ? ['get'] : ['post'],
        statusCodes: idempotent ? RETRY_STATUSES : [429],
        afterStatusCodes: [429, 503],
        maxRetryAfter: settings.maxRetryAfterMs,
        backoffLimit: settings.maxDelayMs,
        delay: (attempt) => settings.baseDelayMs * 2 ** (attempt - 1),
        jitter: true,
        retryOnTimeout: idempotent,
        shouldRetry: ({ error }) => {
            if (retryAfterTooLong(error, settings))
                return false;
            if (idempotent)
                return undefined;
            if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isHTTPError */ .nr)(error))
                return error.response.status === 429 ? undefined : false;
            if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isTimeoutError */ .c8)(error))
                return false;
            return isConnectionRefused(error);
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
 * How long the client waits before retry `retryCount` (1-based), for the log: the server's
 * `Retry-After` (429/503), else the backoff bound, e.g. `after a random wait of up to 4 s`.
 */
function describeRetryWait(error, retryCount, settings) {
    if ((0,ky__WEBPACK_IMPORTED_MODULE_0__/* .isHTTPError */ .nr)(error) && [429, 503].includes(error.response.status)) {
        const wait = parseRetryAfter(error.response.headers.get('retry-after'), Date.now());
        if (wait !== undefined)
            return `after ${Math.ceil(Math.min(wait, settings.maxRetryAfterMs) / 1000)} s (Retry-After)`;
    }
    const bound = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retryCount - 1));
    return `after a random wait of up to ${Number((bound / 1000).toFixed(1))} s (backoff)`;
}


/***/ }),

/***/ 4206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ ViewsPageSchema),
/* harmony export */   Ys: () => (/* binding */ FINAL_STATUSES),
/* harmony export */   ij: () => (/* binding */ AgentJobSchema),
/* harmony export */   sz: () => (/* binding */ ApiErrorSchema),
/* harmony export */   wF: () => (/* binding */ describeIssues)
/* harmony export */ });
/* unused harmony exports AGENT_JOB_STATUSES, ViewsTotalsSchema, PageViewSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64377);
/**
 * zod schemas of the Mintlify API responses this action reads, from Mintlify's published
 * OpenAPI documents (`mintlify-admin-openapi.json` 2.0.0, `mintlify-analytics-openapi.json`
 * 1.0.0). Unknown extra fields are tolerated (`looseObject`), as are the nulls the spec allows.
 */

/** The four agent job statuses; the last three are final (admin spec, `AgentJob.status`). */
const AGENT_JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];
/** Statuses after which polling stops. */
const FINAL_STATUSES = ['completed', 'archived', 'failed'];
/**
 * `AgentJob` (admin spec, components.schemas.AgentJob). `prLink` is null while the job is
 * active or when no files changed; `source.ref` may be null; `archivedAt` null or absent.
 * The spec marks no field required: `id` and `status` are required here because the
 * action cannot work without them; the rest must have the right type when present.
 */
const AgentJobSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(AGENT_JOB_STATUSES),
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        repository: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    })
        .optional(),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    prLink: zod__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ5({ protocol: /^https?$/ }).nullable().optional(),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true }).optional(),
    archivedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true }).nullable().optional(),
});
/** A view count: the spec says `number`; counts are non-negative integers. */
const Count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
/** `ViewsTrafficTotals`: site-wide counts for the date range (not per page). */
const ViewsTotalsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ human: Count, ai: Count, total: Count });
/** One item of `ViewsByPageResponse.views`. */
const PageViewSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), human: Count, ai: Count, total: Count });
/** `ViewsByPageResponse` (analytics spec): one page of `GET /v1/analytics/{projectId}/views`. */
const ViewsPageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    totals: ViewsTotalsSchema,
    views: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PageViewSchema),
    hasMore: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** `Error` (admin spec) and `AnalyticsErrorResponse` (analytics spec). */
const ApiErrorSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    details: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).optional(),
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
