export const id = 21;
export const ids = [21];
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

/***/ 56432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pC: () => (/* binding */ describeRange),
/* harmony export */   wT: () => (/* binding */ resolveDateRange)
/* harmony export */ });
/* unused harmony exports PERIODS, formatUtcDay, parseDateInput, resolvePeriod */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92857);
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

/***/ 11021:
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/mintlify/schemas.ts
var mintlify_schemas = __webpack_require__(4206);
// EXTERNAL MODULE: ./src/input-fields.ts
var input_fields = __webpack_require__(96969);
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

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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

;// CONCATENATED MODULE: ./src/page-views/inputs.ts
/**
 * The inputs of `mode: page-views`, parsed from the raw inputs with zod. Dates resolve against
 * `now` (UTC) and the output folder defaults under `RUNNER_TEMP`, both passed in. Pure.
 */







/** zod schema of the raw inputs of `page-views` → {@link PageViewsInputs}. */
function pageViewsInputsSchema(context) {
    return schemas/* object */.Ikc({
        mode: schemas/* literal */.euz('page-views'),
        'api-key': (0,input_fields/* apiKeyField */.K$)(false),
        ...input_fields/* commonFields */.dG,
        'date-from': schemas/* string */.YjP(),
        'date-to': schemas/* string */.YjP(),
        period: schemas/* string */.YjP(),
        'page-size': (0,input_fields/* integerField */.nm)('page-size', 1, 250),
        'max-requests': (0,input_fields/* integerField */.nm)('max-requests', 1, 10_000),
        format: schemas/* string */.YjP(),
        'output-dir': schemas/* string */.YjP(),
        'artifact-name': schemas/* string */.YjP(),
        'upload-artifact': schemas/* boolean */.zMY(),
        'retention-days': (0,input_fields/* optionalIntegerField */.$w)('retention-days', 1, 90),
        'summary-rows': (0,input_fields/* integerField */.nm)('summary-rows', 0, 1000),
    })
        .transform((raw, ctx) => {
        const common = (0,input_fields/* commonInputs */.j$)(raw);
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
            ...common,
            mode: 'page-views',
            range,
            pageSize: raw['page-size'],
            maxRequests: raw['max-requests'],
            formats,
            outputDir: external_node_path_.resolve(raw['output-dir'] || external_node_path_.join(context.env.RUNNER_TEMP || external_node_os_.tmpdir(), 'mintlify-page-views')),
            artifactName: (0,input_fields/* resolveArtifactName */.CL)(raw['artifact-name'], `mintlify-page-views-${common.projectId}`, ctx),
            uploadArtifact: raw['upload-artifact'],
            retentionDays: raw['retention-days'],
            summaryRows: raw['summary-rows'],
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
const MODES = ['follow-up', 'page-views'];
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
    const schema = schemas/* discriminatedUnion */.gMt('mode', [followUpInputsSchema, pageViewsInputsSchema(context)], {
        error: (issue) => (issue.code === 'invalid_union' ? `mode must be ${MODES.join(' or ')} (got "${raw.mode}")` : undefined),
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
// EXTERNAL MODULE: ./src/mintlify/retry-policy.ts
var retry_policy = __webpack_require__(90855);
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
        return this.#request(JOB_ENDPOINT, mintlify_schemas/* AgentJobSchema */.ij, { jobId }, () => this.#getHttp.get(this.#url(path), callOptions(call)));
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
        return this.#request(MESSAGE_ENDPOINT, mintlify_schemas/* AgentJobSchema */.ij, { jobId, notIdempotent: true }, () => this.#postHttp.post(this.#url(path), { json: { prompt }, ...callOptions(call) }));
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
        return this.#request(VIEWS_ENDPOINT, mintlify_schemas/* ViewsPageSchema */.J_, { offset: query.offset }, () => this.#getHttp.get(this.#url(path), callOptions(call)));
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
            throw new errors/* MintlifyApiError */.Vo(`${endpoint} returned an unexpected response (HTTP ${response.status})${where}: ${(0,mintlify_schemas/* describeIssues */.wF)(parsed.error)}`, { endpoint, status: response.status });
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
            const parsed = mintlify_schemas/* ApiErrorSchema */.sz.safeParse(error.data);
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
            const { runFollowUpStep } = await __webpack_require__.e(/* import() */ 564).then(__webpack_require__.bind(__webpack_require__, 83564));
            await runFollowUpStep(inputs, mintlify, env, signal);
        }
        else {
            const { runPageViewsStep } = await Promise.all(/* import() */[__webpack_require__.e(789), __webpack_require__.e(350)]).then(__webpack_require__.bind(__webpack_require__, 70350));
            await runPageViewsStep(inputs, mintlify, env, signal);
        }
    }
    catch (error) {
        core.setFailed((0,errors/* redact */.E$)((0,errors/* errorMessage */.gJ)(error), secrets));
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
/* harmony export */   BE: () => (/* binding */ JOB_ID_PATTERN),
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

/** Agent job IDs the action accepts (`job-id` input, markers, API responses): 1–128 of `A-Z a-z 0-9 _ . : -`, starting with a letter or digit. */
const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
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
