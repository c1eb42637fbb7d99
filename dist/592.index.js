export const id = 592;
export const ids = [592];
export const modules = {

/***/ 31978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ artifactSummaryHtml),
  W: () => (/* binding */ publishExportArtifact)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(59044);
// EXTERNAL MODULE: ./src/github/urls.ts
var urls = __webpack_require__(15945);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/export/cancellation-grace.ts
/**
 * A time limit on work that must not hold up a cancelled run: once the runner cancels, the
 * summary and the failure still have to be written before the process is made to exit.
 */
/**
 * Resolves like `work`, but rejects `ms` milliseconds after `signal` aborts (after the call
 * when it already has): `work` itself is left to finish or be cut short by the process exit.
 */
function withinCancellationGrace(work, signal, ms) {
    // Past the deadline nobody awaits `work` any more: its failure must not go unhandled.
    work.catch(() => undefined);
    let timer;
    let onAbort;
    const deadline = new Promise((_, reject) => {
        onAbort = () => {
            timer = setTimeout(() => reject(new Error(`not finished ${ms / 1000} s after the cancellation`)), ms);
        };
        if (signal.aborted)
            onAbort();
        else
            signal.addEventListener('abort', onAbort, { once: true });
    });
    return Promise.race([work, deadline]).finally(() => {
        clearTimeout(timer);
        if (onAbort !== undefined)
            signal.removeEventListener('abort', onAbort);
    });
}

// EXTERNAL MODULE: ./src/format/sentence.ts
var sentence = __webpack_require__(67870);
;// CONCATENATED MODULE: ./src/export/artifact.ts
/**
 * Uploads an export's files as one workflow artifact with `@actions/artifact` (loaded on first
 * upload only), like actions/upload-artifact; a partial export gets its own artifact name.
 */



/** Suffix of the artifact name of a partial export. */
const PARTIAL_ARTIFACT_SUFFIX = '-partial';
/**
 * Longest wait for an artifact upload once the run is cancelled, in milliseconds: the summary
 * and the failure must still be written before `main.ts` exits (4.5 s after the signal).
 */
const CANCELLED_UPLOAD_MS = 2500;
/**
 * Uploads with `@actions/artifact` (`DefaultArtifactClient.uploadArtifact`), which reads the
 * runner's environment (`ACTIONS_RESULTS_URL`, `ACTIONS_RUNTIME_TOKEN`) from `process.env`.
 * @throws the client's error (e.g. `GHESNotSupportedError`, a Twirp or blob failure), or an
 *   `Error` when the service returned no artifact ID.
 */
async function uploadArtifact(request) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(111)]).then(__webpack_require__.bind(__webpack_require__, 40111));
    const response = await new DefaultArtifactClient().uploadArtifact(request.name, request.files, request.rootDirectory, {
        ...(request.retentionDays === undefined ? {} : { retentionDays: request.retentionDays }),
    });
    if (response.id === undefined)
        throw new Error(`the artifact service returned no ID for artifact ${request.name}`);
    return { id: response.id, size: response.size };
}
/** The artifact of an export: `artifactName`, or `<artifactName>-partial` when it is not complete. */
function exportArtifactName(artifactName, complete) {
    return complete ? artifactName : `${artifactName}${PARTIAL_ARTIFACT_SUFFIX}`;
}
/**
 * Uploads an export's files (`request.name` already from {@link exportArtifactName}), giving up
 * {@link CANCELLED_UPLOAD_MS} after a cancellation.
 * @throws Error `Uploading artifact <name> failed: <why>. The files are still in <folder>.`
 */
async function uploadExportArtifact(request, signal, upload = uploadArtifact) {
    try {
        return await withinCancellationGrace(upload(request), signal, CANCELLED_UPLOAD_MS);
    }
    catch (error) {
        throw new Error(`Uploading artifact ${request.name} failed: ${(0,sentence/* clause */.s)((0,errors/* errorMessage */.gJ)(error))}. The files are still in ${request.rootDirectory}.`, { cause: error });
    }
}

// EXTERNAL MODULE: ./src/format/log-text.ts
var log_text = __webpack_require__(75409);
;// CONCATENATED MODULE: ./src/export/artifact-step.ts
/**
 * The artifact step of an exporting mode: upload the files (or skip, for `upload-artifact:
 * false`), set the outputs `artifact-id` and `artifact-url`, and name the artifact in the job
 * summary, the same way in every mode.
 */





/**
 * Uploads the export (unless `upload-artifact` is false) and sets the outputs `artifact-id` and
 * `artifact-url` (empty when skipped).
 * @throws Error `Uploading artifact <name> failed: <why>. The files are still in <folder>.`;
 *   the outputs are not set then.
 */
async function publishExportArtifact(step) {
    const { inputs } = step;
    if (!inputs.uploadArtifact) {
        core.setOutput('artifact-id', '');
        core.setOutput('artifact-url', '');
        return 'skipped';
    }
    const name = exportArtifactName(inputs.artifactName, step.complete);
    const uploaded = await uploadExportArtifact({ name, files: step.files, rootDirectory: inputs.outputDir, retentionDays: inputs.retentionDays }, step.signal, step.uploader ?? uploadArtifact);
    const url = (0,urls/* artifactUrl */.Wk)(step.env, uploaded.id);
    core.setOutput('artifact-id', uploaded.id);
    core.setOutput('artifact-url', url);
    core.info((0,log_text/* logText */.k)(`Uploaded artifact ${name} (ID ${uploaded.id}${uploaded.size === undefined ? '' : `, ${uploaded.size} bytes`}): ${url}`));
    return { name, url };
}
/** The artifact in the job summary, as HTML: a link, `not uploaded (upload-artifact: false)`, or `none` when no upload succeeded. */
function artifactSummaryHtml(artifact) {
    if (artifact === 'skipped')
        return 'not uploaded (<code>upload-artifact: false</code>)';
    if (artifact === undefined)
        return 'none';
    return `<a href="${(0,format_escape/* escapeHtml */.ZD)(artifact.url)}">${(0,format_escape/* escapeCell */.kq)(artifact.name)}</a>`;
}


/***/ }),

/***/ 20167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ze: () => (/* binding */ ExportError),
  ZB: () => (/* binding */ datasetFileNames),
  r$: () => (/* binding */ exportDataset),
  dE: () => (/* binding */ skippedOutcome)
});

// UNUSED EXPORTS: MAX_EMPTY_PAGES

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/format/sentence.ts
var sentence = __webpack_require__(67870);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/export/temp-file.ts
var temp_file = __webpack_require__(60481);
;// CONCATENATED MODULE: ./src/export/csv.ts

/**
 * First characters that make Excel, LibreOffice, Google Sheets or Numbers evaluate a cell:
 * `=`, `+`, `-`, `@`, tab, carriage return, and the full-width `＝ ＋ － ＠` that Numbers
 * normalizes to them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * Neutralizes a text cell that a spreadsheet would run as a formula by prefixing `'`
 * (OWASP CSV Injection), e.g. `=HYPERLINK(…)` → `'=HYPERLINK(…)`. Other text is unchanged.
 */
function neutralizeFormula(cell) {
    return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
/**
 * The text of one cell: `''` for null and undefined, `true`/`false` for booleans, numbers as
 * JavaScript prints them, and text through {@link neutralizeFormula}.
 */
function csvCell(value) {
    if (value === null || value === undefined)
        return '';
    if (typeof value === 'string')
        return neutralizeFormula(value);
    return String(value);
}
const CSV_OPTIONS = {
    record_delimiter: 'windows',
    // With an explicit record delimiter csv-stringify would leave a lone "\n" or "\r" unquoted.
    quote_record_delimiter: true,
    // The cells of csvCell, cast by csv-stringify as it formats each field (no copy of each record
    // first); null and undefined are '' and numbers `String(n)` by its defaults.
    cast: {
        boolean: (value) => (value ? 'true' : 'false'),
        string: neutralizeFormula,
    },
};
/** `csv-stringify`, loaded on first use: after an export's first request, not before it (cold start, issue 19). */
let csvStringify;
/** The CSV text of `records` (each cell as {@link csvCell} makes it), CRLF after each, `columns` as a header line first when `header`. */
async function csvText(columns, records, header) {
    const { stringify } = await (csvStringify ??= __webpack_require__.e(/* import() */ 789).then(__webpack_require__.bind(__webpack_require__, 96789)));
    return stringify(header ? [[...columns], ...records] : records, CSV_OPTIONS);
}
/** Characters of CSV text formatted per `csv-stringify` call: records are formatted in batches up to this size. */
const CSV_CHUNK_CHARS = 32 * 1024;
/**
 * Starts writing a CSV file to `<path>.tmp`, header first (a file without records is a valid
 * CSV file). Records are formatted and written in chunks of about {@link CSV_CHUNK_CHARS}, so a
 * page of long texts never becomes one large string.
 * @throws the file system error when the temporary file cannot be created.
 */
async function openCsvFileWriter(paths, columns) {
    const file = await (0,temp_file/* openTempFile */.to)(paths.path, '');
    // The header goes in with the first records, or at the end when none came: formatting it
    // loads csv-stringify, which can wait until the first page is in.
    let header = true;
    const write = async (records) => {
        const text = await csvText(columns, records, header);
        header = false;
        await file.write(text);
    };
    return {
        async append(records) {
            let start = 0;
            let size = 0;
            for (let i = 0; i < records.length; i += 1) {
                size += (records[i] ?? []).reduce((n, v) => n + (typeof v === 'string' ? v.length : 8), 0);
                if (size >= CSV_CHUNK_CHARS || i === records.length - 1) {
                    await write(records.slice(start, i + 1));
                    start = i + 1;
                    size = 0;
                }
            }
        },
        async commit() {
            if (header)
                await write([]);
            return file.finish('', paths.path);
        },
        async keepPartial() {
            if (header)
                await write([]);
            return file.finish('', paths.partialPath);
        },
        discard: () => file.discard(),
    };
}

;// CONCATENATED MODULE: ./src/export/duplicate-keys.ts
/**
 * Finds rows whose key (a dataset's `key`, e.g. `path`) appeared in an earlier row. Offset
 * pagination over data that changes during the export can serve a path on two pages (and skip
 * another); the API has no cursor to prevent it, so the export reports it. Pure.
 */
/** Keys kept as duplicate examples. */
const DUPLICATE_EXAMPLES = 10;
/**
 * Distinct keys remembered at most (about 100 MB for 50-character paths); later rows are not
 * checked. The default `max-requests` caps an export at 25,000 rows, far below.
 */
const MAX_TRACKED_KEYS = 1_000_000;
/** Collects a {@link DuplicateReport}: call {@link DuplicateKeys.add} for every row, in order. */
class DuplicateKeys {
    #seen = new Set();
    #examples = new Set();
    #maxTracked;
    #count = 0;
    #checkedRows = 0;
    #truncated = false;
    /** @param maxTracked distinct keys remembered at most (default {@link MAX_TRACKED_KEYS}). */
    constructor(maxTracked = MAX_TRACKED_KEYS) {
        this.#maxTracked = maxTracked;
    }
    /** Checks one row's key; true when it appeared before. Always false once the check stopped. */
    add(key) {
        if (this.#truncated)
            return false;
        if (this.#seen.has(key)) {
            this.#checkedRows += 1;
            this.#count += 1;
            if (this.#examples.size < DUPLICATE_EXAMPLES)
                this.#examples.add(key);
            return true;
        }
        if (this.#seen.size >= this.#maxTracked) {
            this.#truncated = true;
            return false;
        }
        this.#checkedRows += 1;
        this.#seen.add(key);
        return false;
    }
    /** What has been found so far. */
    report() {
        return { count: this.#count, examples: [...this.#examples], checkedRows: this.#checkedRows, truncated: this.#truncated };
    }
}

;// CONCATENATED MODULE: ./src/export/json-document.ts

function fields(record) {
    return Object.entries(record)
        .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value ?? null)}`)
        .join(',\n');
}
/** The opening of the document, up to and including `"<arrayKey>": [`. */
function jsonDocumentHead(head, arrayKey) {
    const before = fields(head);
    return `{\n${before ? `${before},\n` : ''}  ${JSON.stringify(arrayKey)}: [`;
}
/** The end of the document: closes the array, then `tail`'s fields. */
function jsonDocumentTail(tail) {
    const after = fields(tail);
    return `\n  ]${after ? `,\n${after}` : ''}\n}\n`;
}
/**
 * Starts writing a JSON document to `<path>.tmp`.
 * @throws the file system error when the temporary file cannot be created.
 */
async function openJsonDocument(paths, head, arrayKey) {
    const file = await (0,temp_file/* openTempFile */.to)(paths.path, jsonDocumentHead(head, arrayKey));
    let first = true;
    return {
        async append(items) {
            // Each item goes to the file's chunk on its own: the page's text is never joined into one string.
            for (const item of items) {
                const separated = file.write(first ? '\n    ' : ',\n    ');
                if (separated !== undefined)
                    await separated;
                first = false;
                const written = file.write(JSON.stringify(item));
                if (written !== undefined)
                    await written;
            }
        },
        commit: (tail) => file.finish(jsonDocumentTail(tail), paths.path),
        keepPartial: (tail) => file.finish(jsonDocumentTail(tail), paths.partialPath),
        discard: () => file.discard(),
    };
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/export/let-request-out.ts
/**
 * Lets a request that was just started reach the network before CPU-bound work runs. Node's
 * `fetch` (undici) does not write a request to its connection within the call: it does so from
 * a `setImmediate` queued while the call's promises settle. Work started at once (formatting
 * and writing a page of rows) would hold the request back for as long as it runs; awaiting
 * {@link letRequestOut} first costs two turns of the event loop and lets that work overlap the
 * round trip instead.
 */

/** Resolves after two turns of the event loop: the first runs what was queued before the request, the second what the request queued. */
async function letRequestOut() {
    await (0,promises_.setImmediate)();
    await (0,promises_.setImmediate)();
}

// EXTERNAL MODULE: ./src/export/output-dir.ts
var output_dir = __webpack_require__(44123);
// EXTERNAL MODULE: ./src/mintlify/analytics.ts
var analytics = __webpack_require__(25834);
;// CONCATENATED MODULE: ./src/export/export-dataset.ts
/**
 * The one page loop: exports one dataset of any definition (`datasets.ts`). It requests the
 * dataset's endpoint page by page, following its paging (`offset` += limit while `hasMore`;
 * `cursor` = `nextCursor` until there is none; one request for `feedback-by-page` and
 * `assistant-callers`), and streams each page's rows to `<stem>.json` / `<stem>.csv`, to the
 * summary collector and to any later phase's observer. The next page is requested as soon as a
 * page has arrived and says where the next one starts, before that page is written, so writing
 * overlaps the network and memory holds two pages at most.
 *
 * Every request is counted against the run's `RequestBudget`, retries included: none is sent
 * once the budget is spent, and a request may retry only as often as the budget has room for
 * (so no `Retry-After` is waited out for a retry the budget would refuse). The export ends:
 * - complete: the files get their complete names;
 * - partial (budget spent, the API failing after retries — a 429 whose `Retry-After` exceeds
 *   the client's patience included —, a cancellation, or a page it does not trust): the rows
 *   received are kept in `<stem>.partial.json` (`"complete": false`, the error and, for offset
 *   paging, `stoppedAtOffset`: the offset of the first page not written) and
 *   `<stem>.partial.csv`. Pages not trusted: a page whose rows repeat those of ANY earlier page
 *   of the dataset (a SHA-256 per page; it is not written), a short offset page that says
 *   `hasMore` (not written: the next offset would skip rows), the third empty page in a row that
 *   claims more, a cursor sent twice or `hasMore` without a cursor;
 * - failed (the files themselves could not be written): {@link ExportError}, no file kept.
 */










/** Consecutive empty pages that still claim more rows after which a dataset stops. */
const MAX_EMPTY_PAGES = 3;
/** The files could not be written: nothing of this export is kept. `requests`: HTTP requests spent by then. */
class ExportError extends Error {
    name = 'ExportError';
    requests;
    constructor(message, details) {
        super(message, { cause: details.cause });
        this.requests = details.requests ?? 0;
    }
}
/** File names of a dataset in `output-dir`, from its stem: `views` → `views.json`, `views.partial.json`… */
function datasetFileNames(stem) {
    const json = `${stem}.json`;
    const csv = `${stem}.csv`;
    return { json, csv, partialJson: (0,output_dir/* partialFileName */.nK)(json), partialCsv: (0,output_dir/* partialFileName */.nK)(csv) };
}
/** A dataset the run did not start, with why. */
function skippedOutcome(plan, reason, message) {
    return {
        dataset: plan.definition.name,
        status: 'skipped',
        rows: 0,
        pages: 0,
        requests: 0,
        limit: plan.limit ?? analytics/* ANALYTICS_ENDPOINTS */.yP[plan.definition.name].maxLimit,
        files: [],
        truncated: false,
        stop: { reason, message },
        stoppedAtOffset: undefined,
        duplicates: undefined,
        totalsChanged: undefined,
        tail: undefined,
        summary: undefined,
    };
}
/** Where a request is, for messages: `at offset 500` (offset paging), `on page 3` (cursor paging), or '' (one request). */
function position(paging, query, page) {
    if (paging === 'offset')
        return `at offset ${query.offset ?? 0}`;
    if (paging === 'cursor')
        return `on page ${page}`;
    return '';
}
/** True for what the client retries when it may (network errors, timeouts, 408, 429, 5xx). */
function isRetryable(error) {
    if (!(error instanceof errors/* MintlifyApiError */.Vo) || error.status === undefined)
        return true;
    return error.status === 408 || error.status === 429 || error.status >= 500;
}
/**
 * Exports one dataset (see the module comment).
 * @returns its outcome: complete, partial with the reason, or skipped (no file) when the run
 *   is cancelled or the budget spent before its first request.
 * @throws ExportError when its files cannot be created or written (they are removed).
 */
async function exportDataset(plan, deps) {
    const { definition } = plan;
    const name = definition.name;
    if (deps.signal.aborted)
        return skippedOutcome(plan, 'cancelled', 'not fetched: the run was cancelled');
    if (deps.budget.remaining < 1)
        return skippedOutcome(plan, 'budget', `not fetched: max-requests (${deps.budget.max}) was spent before this dataset`);
    const endpoint = analytics/* ANALYTICS_ENDPOINTS */.yP[name];
    const label = (0,analytics/* endpointName */.zY)(name);
    const limit = plan.limit ?? endpoint.maxLimit;
    const names = datasetFileNames(plan.fileStem);
    const dir = deps.outputDir;
    let json;
    let csv;
    try {
        if (deps.formats.includes('json')) {
            json = await openJsonDocument({ path: external_node_path_.join(dir, names.json), partialPath: external_node_path_.join(dir, names.partialJson) }, plan.head, definition.arrayKey);
        }
        if (deps.formats.includes('csv')) {
            csv = await openCsvFileWriter({ path: external_node_path_.join(dir, names.csv), partialPath: external_node_path_.join(dir, names.partialCsv) }, definition.columns(deps.privacy));
        }
    }
    catch (error) {
        await Promise.all([json?.discard(), csv?.discard()]);
        throw new ExportError(`Could not create the ${plan.fileStem} files in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    const collector = definition.collector({ rows: deps.summaryRows, privacy: deps.privacy });
    const duplicates = definition.key === undefined ? undefined : new DuplicateKeys();
    const { budget } = deps;
    let query = {
        dateFrom: deps.range.dateFrom,
        dateTo: deps.range.dateTo,
        limit,
        offset: endpoint.paging === 'offset' ? 0 : undefined,
    };
    let rows = 0;
    let pages = 0;
    let requests = 0;
    let emptyRun = 0;
    let truncated = false;
    let totalsChanged = definition.changed === undefined ? undefined : false;
    let last;
    let stop;
    const seenCursors = new Set();
    /** SHA-256 of every non-empty page's rows → where it was received: a page sent again is noticed whatever came between. */
    const pageHashes = new Map();
    /**
     * What follows a page, from the page alone: the query of the next page, none (the last page),
     * or why the page is not trusted.
     */
    const nextStep = (page, pageRows, more, where) => {
        if (endpoint.paging === 'single')
            return {};
        const claim = endpoint.paging === 'offset' ? 'hasMore: true' : 'there were more rows';
        emptyRun = pageRows.length === 0 && more ? emptyRun + 1 : 0;
        if (emptyRun >= MAX_EMPTY_PAGES) {
            const first = endpoint.paging === 'offset' ? `offsets ${(query.offset ?? 0) - (emptyRun - 1) * (limit ?? 0)} to ${query.offset ?? 0}` : `pages ${pages - emptyRun + 1} to ${pages}`;
            return { distrust: { message: `${label} sent ${emptyRun} empty pages in a row (HTTP 200) that still said ${claim} (${first}); stopped to avoid an endless loop`, write: false } };
        }
        if (pageRows.length > 0) {
            const hash = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(pageRows)).digest('hex');
            const earlier = pageHashes.get(hash);
            if (earlier !== undefined) {
                return {
                    distrust: {
                        message: `${label} returned ${where} the same ${pageRows.length} rows as ${earlier} (HTTP 200, ${endpoint.paging === 'offset' ? `hasMore: ${more}` : `more: ${more}`}); stopped to avoid an endless loop`,
                        write: false,
                    },
                };
            }
            pageHashes.set(hash, where);
        }
        if (!more)
            return {};
        if (endpoint.paging === 'offset') {
            const size = limit ?? 0;
            if (pageRows.length > 0 && pageRows.length < size) {
                return { distrust: { message: `${label} returned ${pageRows.length} rows ${where}, fewer than limit=${size}, yet said hasMore: true; stopped, as the next offset would skip rows`, write: false } };
            }
            return { next: { ...query, offset: (query.offset ?? 0) + size } };
        }
        const cursor = definition.nextCursor(page);
        if (cursor === null || seenCursors.has(cursor)) {
            const why = cursor === null ? 'no nextCursor but said there were more rows' : 'a nextCursor it had returned before';
            return { distrust: { message: `${label} returned ${why} ${where}; stopped to avoid an endless loop`, write: true } };
        }
        seenCursors.add(cursor);
        return { next: { ...query, cursor } };
    };
    // Never throws RequestBudgetExceeded: a request is sent only when the budget has room, and retries are capped to it.
    const spend = () => {
        budget.spend();
        requests += 1;
    };
    // Aborted on the way out, so that a request sent ahead never outlives the dataset.
    const ahead = new AbortController();
    const signal = AbortSignal.any([deps.signal, ahead.signal]);
    /** Sends the request for `q`; the budget must have room for it. */
    const send = (q) => {
        spend();
        const sent = deps.fetch(name, q, { signal, maxRetries: budget.remaining, onRetry: spend });
        // Awaited by the next turn of the loop; a failure while the page before is written must not go unhandled.
        sent.catch(() => undefined);
        return sent;
    };
    /** The request for `query`, when it was sent while the previous page was written. */
    let pending;
    try {
        for (;;) {
            const where = position(endpoint.paging, query, pages + 1);
            if (deps.signal.aborted) {
                stop = { reason: 'cancelled', message: `cancelled ${where || 'before the first request'} (${(0,errors/* errorMessage */.gJ)(deps.signal.reason)})` };
                break;
            }
            if (pending === undefined && budget.remaining < 1) {
                const from = where.replace(/^(at|on) /, 'from ');
                stop = { reason: 'budget', message: `stopped after ${budget.spent} requests (max-requests, retries included) with ${label} rows left ${from}: raise max-requests or narrow the date range` };
                break;
            }
            let page;
            try {
                page = await (pending ?? send(query));
            }
            catch (error) {
                stop = classify(error, deps, label, where);
                break;
            }
            finally {
                pending = undefined;
            }
            pages += 1;
            const pageRows = definition.rows(page);
            const more = definition.hasMore(page);
            const step = nextStep(page, pageRows, more, where);
            // The log line counts the requests spent up to this page, as when the pages were fetched one after the other.
            const spent = budget.spent;
            // The next page is requested before this one is written, so that writing overlaps the network.
            if (step.next !== undefined && !deps.signal.aborted && budget.remaining >= 1) {
                pending = send(step.next);
                await letRequestOut();
            }
            deps.log(`${name}${where ? ` ${where}` : ''}: ${pageRows.length} rows, ${rows + (step.distrust?.write === false ? 0 : pageRows.length)} so far${endpoint.paging === 'single' ? '' : `, hasMore ${more}`} (${spent} of ${budget.max} requests spent)`);
            if (step.distrust !== undefined)
                stop = { reason: 'error', message: step.distrust.message };
            if (step.distrust?.write !== false) {
                await Promise.all([json?.append(pageRows.map((row) => definition.jsonRow(row, deps.privacy))), csv?.append(pageRows.map((row) => definition.csvRecord(row, deps.privacy)))]);
                for (const row of pageRows) {
                    collector.row(row);
                    if (duplicates !== undefined && definition.key !== undefined)
                        duplicates.add(definition.key.of(row));
                }
                deps.observe?.(name, pageRows);
                collector.page?.(page);
                const change = last === undefined ? undefined : definition.changed?.(last, page);
                if (change !== undefined) {
                    if (totalsChanged === false) {
                        deps.warn(`The API's totals changed between two pages of ${name} (${change}): the data was updated during the export. The files use the last page's totals; rows of different pages may come from different moments.`);
                    }
                    totalsChanged = true;
                }
                last = page;
                rows += pageRows.length;
                if (endpoint.paging === 'single')
                    truncated = more;
            }
            if (step.next === undefined)
                break;
            query = step.next;
        }
    }
    catch (error) {
        await Promise.all([json?.discard(), csv?.discard()]);
        throw new ExportError(`Could not write the ${plan.fileStem} files in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    finally {
        ahead.abort(new Error(`the ${name} export ended`));
    }
    const report = duplicates?.report();
    if (report !== undefined && definition.key !== undefined)
        warnDuplicates(report, name, definition.key.field, deps.warn);
    const complete = stop === undefined;
    const message = stop === undefined ? undefined : deps.redact((0,sentence/* clause */.s)(stop.message));
    const stoppedAtOffset = complete || endpoint.paging !== 'offset' ? undefined : (query.offset ?? 0);
    const tail = definition.tail(last);
    const ending = { ...tail, complete, ...(message === undefined ? {} : { error: message }), ...(stoppedAtOffset === undefined ? {} : { stoppedAtOffset }) };
    const files = [];
    try {
        if (json !== undefined)
            files.push(complete ? await json.commit(ending) : await json.keepPartial(ending));
        if (csv !== undefined)
            files.push(complete ? await csv.commit() : await csv.keepPartial());
    }
    catch (error) {
        await Promise.all([json?.discard(), csv?.discard()]);
        throw new ExportError(`Could not finish the ${plan.fileStem} files in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    return {
        dataset: name,
        status: complete ? 'complete' : 'partial',
        rows,
        pages,
        requests,
        limit,
        files,
        truncated,
        stop: stop === undefined || message === undefined ? undefined : { reason: stop.reason, message },
        stoppedAtOffset,
        duplicates: report,
        totalsChanged,
        tail,
        summary: collector.result(),
    };
}
/** The warnings of a duplicate check: rows that repeat a key, and a check that stopped at its memory bound. */
function warnDuplicates(report, dataset, field, warn) {
    if (report.count > 0) {
        const examples = report.examples.slice(0, 3).map((p) => JSON.stringify(p)).join(', ');
        warn(`${report.count} ${report.count === 1 ? `row of ${dataset} repeats a ${field}` : `rows of ${dataset} repeat a ${field}`} already exported on an earlier page (e.g. ${examples}): offset pagination over data that changed during the export, so other pages may also have been skipped. Every row is kept as the API returned it; sum or deduplicate by ${field} downstream, or export again.`);
    }
    if (report.truncated) {
        warn(`The duplicate ${field} check of ${dataset} stopped after ${MAX_TRACKED_KEYS} distinct values (${report.checkedRows} rows) to keep memory bounded; later rows were not checked.`);
    }
}
/** Why a request failed, as a {@link StopReason} and a message naming the endpoint and where. */
function classify(error, deps, label, where) {
    if (deps.signal.aborted)
        return { reason: 'cancelled', message: `cancelled ${where || 'during the request'} (${(0,errors/* errorMessage */.gJ)(deps.signal.reason)})` };
    const text = (0,sentence/* clause */.s)((0,errors/* errorMessage */.gJ)(error));
    // With the budget spent, the client was allowed no retry: say so rather than report a transient error as final.
    if (deps.budget.remaining < 1 && isRetryable(error)) {
        return {
            reason: 'budget',
            message: `${label} failed${where ? ` ${where}` : ''} and a retry would exceed max-requests (${deps.budget.spent} requests spent, retries included); stopped: raise max-requests or try again later (last answer: ${text})`,
        };
    }
    if (error instanceof errors/* MintlifyApiError */.Vo && error.status === 429) {
        return {
            reason: 'rate-limit',
            message: `${text}. The organisation's analytics rate limit (100 requests per hour, shared by every analytics client) is reached: the API still answered 429 after the retries, or asked to wait longer than the run waits (Retry-After); the export stopped`,
        };
    }
    if (error instanceof errors/* MintlifyApiError */.Vo && (error.status === 401 || error.status === 403)) {
        return { reason: 'unauthorized', message: `${text}; the export stopped (every other dataset would be refused too)` };
    }
    return { reason: 'error', message: text };
}


/***/ }),

/***/ 44123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _z: () => (/* binding */ assertNoForeignExport),
/* harmony export */   c4: () => (/* binding */ MANIFEST_GENERATOR),
/* harmony export */   nK: () => (/* binding */ partialFileName),
/* harmony export */   wW: () => (/* binding */ removeExportFiles),
/* harmony export */   xF: () => (/* binding */ MANIFEST_FILE_NAME)
/* harmony export */ });
/* unused harmony exports exportFileNames, isOwnManifest */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _temp_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60481);
/**
 * The files an export owns in its folder: data files under their complete or `.partial.` names
 * and `manifest.json`. Files left by an earlier export are removed, so that none passes for this
 * run's result; but files of the same names that the action did not write are never touched.
 */




/** The manifest's file name in an export folder (complete and partial exports alike). */
const MANIFEST_FILE_NAME = 'manifest.json';
/** The `generator` field of every manifest the action writes: how it recognises its own folders. */
const MANIFEST_GENERATOR = 'mintlify-action';
/** The name of a data file of an export that stopped early: `page-views.json` → `page-views.partial.json`. */
function partialFileName(name) {
    const ext = node_path__WEBPACK_IMPORTED_MODULE_1__.extname(name);
    return `${name.slice(0, name.length - ext.length)}.partial${ext}`;
}
/** Every name an export with these data files (complete names) may leave in its folder, manifest last. */
function exportFileNames(dataNames) {
    return [...dataNames, ...dataNames.map(partialFileName), MANIFEST_FILE_NAME];
}
/**
 * True when `text` is a manifest this action wrote in `mode`: a JSON object whose `generator` is
 * {@link MANIFEST_GENERATOR} and whose `mode` is `mode` (absent: `page-views`), or, from before
 * those fields existed, a page-views one with the fields `complete`, `projectId`, `rows` and `files`.
 */
function isOwnManifest(text, mode = 'page-views') {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return false;
    }
    if (typeof value !== 'object' || value === null)
        return false;
    const manifest = { ...value };
    if ('generator' in manifest)
        return manifest.generator === MANIFEST_GENERATOR && (manifest.mode ?? 'page-views') === mode;
    return mode === 'page-views' && typeof manifest.complete === 'boolean' && typeof manifest.projectId === 'string' && typeof manifest.rows === 'number' && Array.isArray(manifest.files);
}
function isMissing(error) {
    return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
/** The text of `file`; `undefined` when there is none. */
async function readIfPresent(file) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch((error) => (isMissing(error) ? undefined : Promise.reject(error)));
}
async function exists(file) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then(() => true, (error) => (isMissing(error) ? false : Promise.reject(error)));
}
/**
 * Checks that `dir` holds no file named like an export's (see {@link exportFileNames}) that the
 * action did not write. Ours: everything next to a manifest of ours ({@link isOwnManifest}).
 * A missing folder passes.
 * @throws InputError naming the folder and the file, when `manifest.json` is not ours or a data
 *   file stands without a manifest; the file system error when a file cannot be read.
 */
async function assertNoForeignExport(dir, dataNames, mode) {
    const manifest = await readIfPresent(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, MANIFEST_FILE_NAME));
    const refuse = (name, why) => new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`output-dir ${dir} already holds ${name}, ${why}: refusing to overwrite it. Choose an empty folder (or one this action exported to before), or remove the file.`);
    if (manifest !== undefined) {
        if (isOwnManifest(manifest, mode))
            return;
        throw refuse(MANIFEST_FILE_NAME, isOwnManifest(manifest, mode === 'analytics' ? 'page-views' : 'analytics') ? `which another mode of this action wrote (not ${mode})` : 'which this action did not write');
    }
    for (const name of exportFileNames(dataNames)) {
        if (await exists(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name)))
            throw refuse(name, `which this action did not write (no ${MANIFEST_FILE_NAME} of its own next to it)`);
    }
}
/** Removes from `dir` every file an export may leave there (see {@link exportFileNames}) and their temporary files. */
async function removeExportFiles(dir, dataNames) {
    const files = exportFileNames(dataNames).map((name) => node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name));
    await Promise.all(files.flatMap((file) => [(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true }), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,_temp_file_js__WEBPACK_IMPORTED_MODULE_3__/* .tempPath */ .EZ)(file), { force: true })]));
}


/***/ }),

/***/ 58101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runSnapshotStep)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: ./src/mintlify/analytics.ts
var analytics = __webpack_require__(25834);
;// CONCATENATED MODULE: ./src/export/progress-log.ts
/**
 * Progress lines written in batches: at once when the last write is `intervalMs` old, else held
 * at most `intervalMs`. Every line appears, in order, at a few writes per second.
 */
/** Creates a {@link ProgressLog}. */
function createProgressLog(deps) {
    let held = [];
    let lastWrite = Number.NEGATIVE_INFINITY;
    let cancel;
    const flush = () => {
        cancel?.();
        cancel = undefined;
        if (held.length === 0)
            return;
        const text = held.join('\n');
        held = [];
        lastWrite = deps.now();
        deps.write(text);
    };
    return {
        line(text) {
            held.push(text);
            if (deps.now() - lastWrite >= deps.intervalMs)
                flush();
            else
                cancel ??= deps.schedule(flush, deps.intervalMs);
        },
        flush,
    };
}
/** A {@link ProgressLog} on the real clock and timers, writing through `write` (e.g. `core.info`) at most every `intervalMs`. */
function createTimedProgressLog(write, intervalMs) {
    return createProgressLog({
        write,
        now: () => Date.now(),
        schedule: (callback, ms) => {
            const timer = setTimeout(callback, ms);
            return () => clearTimeout(timer);
        },
        intervalMs,
    });
}

// EXTERNAL MODULE: ./src/export/snapshot.ts + 5 modules
var snapshot = __webpack_require__(81555);
// EXTERNAL MODULE: ./src/format/log-text.ts
var log_text = __webpack_require__(75409);
;// CONCATENATED MODULE: ./src/export/snapshot-step.ts
/**
 * The export phase of an exporting mode, wired to the runner: the run (`snapshot.ts`) inside a
 * log group, its progress lines batched through the timed progress log, its warnings as
 * annotations, every page fetched with the Mintlify client.
 */





/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;
/**
 * Runs the export in a log group titled `title` (see `exportSnapshot`).
 * @throws what `exportSnapshot` throws; the group is closed and every progress line written first.
 */
async function runSnapshotStep(title, request, deps) {
    const { mintlify, ...rest } = deps;
    core.startGroup(title);
    const progress = createTimedProgressLog((text) => core.info((0,log_text/* logText */.k)(text)), PROGRESS_INTERVAL_MS);
    try {
        return await (0,snapshot/* exportSnapshot */.v2)({
            ...rest,
            request,
            fetch: (dataset, query, call) => (0,analytics/* getAnalyticsPage */.SP)(mintlify, dataset, query, call),
            now: () => new Date(),
            log: (line) => progress.line(line),
            warn: (line) => {
                progress.flush();
                core.warning(line);
            },
        });
    }
    finally {
        progress.flush();
        core.endGroup();
    }
}


/***/ }),

/***/ 81555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v2: () => (/* binding */ exportSnapshot),
  XD: () => (/* binding */ fetchOrder),
  n: () => (/* binding */ runSettings)
});

// UNUSED EXPORTS: FETCH_ORDER, describeOutcome

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/export/output-dir.ts
var output_dir = __webpack_require__(44123);
;// CONCATENATED MODULE: ./src/export/request-budget.ts
/**
 * The `max-requests` budget of an export run: every HTTP request to the analytics API, retries
 * included, is spent from it, because the API allows 100 requests per organisation per hour,
 * shared by every analytics endpoint. One budget can span several datasets.
 */
/** Thrown by {@link RequestBudget.spend} when the budget is used up; no request may be sent. */
class RequestBudgetExceeded extends Error {
    name = 'RequestBudgetExceeded';
    /** The budget (`max-requests`). */
    max;
    constructor(max) {
        super(`the request budget of ${max} (max-requests) is used up`);
        this.max = max;
    }
}
/** Counts the HTTP requests spent against `max` (an integer ≥ 1). */
class RequestBudget {
    max;
    #spent = 0;
    constructor(max) {
        this.max = max;
    }
    /** Requests spent so far. */
    get spent() {
        return this.#spent;
    }
    /** Requests that may still be sent (≥ 0). */
    get remaining() {
        return Math.max(0, this.max - this.#spent);
    }
    /**
     * Records one request about to be sent (a first attempt or a retry).
     * @throws RequestBudgetExceeded when none is left; nothing is recorded then.
     */
    spend() {
        if (this.#spent >= this.max)
            throw new RequestBudgetExceeded(this.max);
        this.#spent += 1;
    }
}

// EXTERNAL MODULE: ./src/mintlify/analytics.ts
var analytics = __webpack_require__(25834);
// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(59044);
;// CONCATENATED MODULE: ./src/export/top-n.ts
/**
 * A bounded "best N" collector for job summaries: memory stays O(N) whatever the number of
 * rows offered. Pure.
 */
/**
 * Keeps the `capacity` best items offered, by `compare` (negative when `a` ranks before `b`),
 * in a binary heap whose root is the worst kept item: `add` is O(1) when the item does not
 * qualify and O(log capacity) otherwise.
 */
class TopN {
    capacity;
    #compare;
    /** Min-heap by rank: `heap[0]` is the worst kept item. */
    #heap = [];
    /**
     * @param capacity items to keep, ≥ 0 (0 keeps nothing).
     * @param compare ranking order; ties should be broken deterministically.
     */
    constructor(capacity, compare) {
        this.capacity = Math.max(0, Math.floor(capacity));
        this.#compare = compare;
    }
    /**
     * Offers one item. `keep` (default: the item itself) makes the copy that is stored, called
     * only when the item qualifies (e.g. to drop fields or shorten long text).
     */
    add(item, keep = (x) => x) {
        if (this.capacity === 0)
            return;
        const heap = this.#heap;
        if (heap.length < this.capacity) {
            heap.push(keep(item));
            this.#siftUp(heap.length - 1);
            return;
        }
        const worst = heap[0];
        if (worst === undefined || this.#compare(item, worst) >= 0)
            return;
        heap[0] = keep(item);
        this.#siftDown(0);
    }
    /** The kept items, best first. */
    list() {
        return [...this.#heap].sort(this.#compare);
    }
    #worse(a, b) {
        const x = this.#heap[a];
        const y = this.#heap[b];
        return x !== undefined && y !== undefined && this.#compare(x, y) > 0;
    }
    #swap(a, b) {
        const x = this.#heap[a];
        const y = this.#heap[b];
        if (x === undefined || y === undefined)
            return;
        this.#heap[a] = y;
        this.#heap[b] = x;
    }
    #siftUp(index) {
        let i = index;
        while (i > 0) {
            const parent = (i - 1) >> 1;
            if (!this.#worse(i, parent))
                return;
            this.#swap(i, parent);
            i = parent;
        }
    }
    #siftDown(index) {
        const size = this.#heap.length;
        let i = index;
        for (;;) {
            const left = 2 * i + 1;
            const right = left + 1;
            let worst = i;
            if (left < size && this.#worse(left, worst))
                worst = left;
            if (right < size && this.#worse(right, worst))
                worst = right;
            if (worst === i)
                return;
            this.#swap(i, worst);
            i = worst;
        }
    }
}

// EXTERNAL MODULE: ./src/mintlify/analytics-schemas.ts
var analytics_schemas = __webpack_require__(42107);
;// CONCATENATED MODULE: ./src/export/frequent.ts
/**
 * The most frequent values of a stream in bounded memory: the Space-Saving algorithm
 * (Metwally, Agrawal, El Abbadi, "Efficient computation of frequent and top-k elements in data
 * streams", 2005). At most `capacity` values are counted; when a new value arrives and the
 * table is full, the value with the smallest count is replaced and the newcomer inherits that
 * count (+1) as an over-estimate, recorded as its `error`. Every value seen more than
 * `n / capacity` times is kept, and counts are exact while there are at most `capacity`
 * distinct values. Pure.
 */
/** Counts values in at most `capacity` slots. */
class FrequentValues {
    capacity;
    #counts = new Map();
    #approximate = false;
    /** @param capacity distinct values counted at most, ≥ 1. */
    constructor(capacity) {
        this.capacity = Math.max(1, Math.floor(capacity));
    }
    /** True once a value was evicted: counts may then be over-estimates (see {@link Frequency.error}). */
    get approximate() {
        return this.#approximate;
    }
    /** Counts one occurrence of `value`. O(1), or O(capacity) when a value is evicted. */
    add(value) {
        const entry = this.#counts.get(value);
        if (entry !== undefined) {
            entry.count += 1;
            return;
        }
        if (this.#counts.size < this.capacity) {
            this.#counts.set(value, { count: 1, error: 0 });
            return;
        }
        let minKey;
        let minCount = Number.POSITIVE_INFINITY;
        // forEach, not for…of over entries: no [key, value] array per slot on this hot path (memory of large exports).
        this.#counts.forEach(({ count }, key) => {
            if (count < minCount) {
                minCount = count;
                minKey = key;
            }
        });
        if (minKey !== undefined)
            this.#counts.delete(minKey);
        this.#approximate = true;
        this.#counts.set(value, { count: minCount + 1, error: minCount });
    }
    /** The `n` most frequent values, highest count first; ties by value in code-unit order. */
    top(n) {
        return [...this.#counts]
            .map(([value, { count, error }]) => ({ value, count, error }))
            .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
            .slice(0, Math.max(0, n));
    }
}

;// CONCATENATED MODULE: ./src/export/datasets.ts




/** Longest visitor text kept by a summary collector, in characters (the summary shows 120 at most). */
const KEPT_TEXT_CHARS = 200;
/** Distinct categories and unanswered queries counted (see `frequent.ts`). */
const FREQUENT_CAPACITY = 2000;
function shorten(text) {
    return (0,format_escape/* cutAtCodePoint */.pF)(text, KEPT_TEXT_CHARS);
}
function byCode(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Ranking of pages by `total`, then path. */
function compareTotal(a, b) {
    return b.total - a.total || byCode(a.path, b.path);
}
const NO_CURSOR = () => null;
function showTotals(t) {
    return `human ${t.human}, AI ${t.ai}, total ${t.total}`;
}
/** The definition of `views` or `visitors`: `path,human,ai,total`, top pages by `total`, rows named by `path`. */
function trafficDefinition(name, arrayKey, rows, totals) {
    return {
        name,
        arrayKey,
        rows,
        key: { field: 'path', of: (row) => row.path },
        changed: (previous, page) => {
            const [a, b] = [totals(previous), totals(page)];
            return a.human === b.human && a.ai === b.ai && a.total === b.total ? undefined : `before: ${showTotals(a)}; now: ${showTotals(b)}`;
        },
        hasMore: (page) => page.hasMore,
        nextCursor: NO_CURSOR,
        tail: (last) => ({ totals: last === undefined ? null : pickTotals(totals(last)) }),
        columns: () => ['path', 'human', 'ai', 'total'],
        jsonRow: (row) => ({ path: row.path, human: row.human, ai: row.ai, total: row.total }),
        csvRecord: (row) => [row.path, row.human, row.ai, row.total],
        collector: (options) => {
            const top = new TopN(options.rows, compareTotal);
            let last;
            return {
                page: (page) => {
                    last = pickTotals(totals(page));
                },
                row: (row) => top.add(row, (r) => ({ path: shorten(r.path), human: r.human, ai: r.ai, total: r.total })),
                result: () => ({ dataset: name, totals: last, top: top.list() }),
            };
        },
    };
}
function pickTotals(t) {
    return { human: t.human, ai: t.ai, total: t.total };
}
/** `views`: page views per path; top pages by total views. */
const VIEWS = trafficDefinition('views', 'views', (page) => page.views, (page) => page.totals);
/** `visitors`: unique visitors per path; top pages by unique visitors. */
const VISITORS = trafficDefinition('visitors', 'visitors', (page) => page.visitors, (page) => page.totals);
function compareHits(a, b) {
    return b.hits - a.hits || byCode(a.query ?? '', b.query ?? '');
}
/** `searches`: one row per term; `searchQuery` is visitor text. */
const SEARCHES = {
    name: 'searches',
    arrayKey: 'searches',
    rows: (page) => page.searches,
    hasMore: (page) => page.nextCursor !== null,
    nextCursor: (page) => page.nextCursor,
    tail: (last) => ({ totalSearches: last?.totalSearches ?? null }),
    columns: (privacy) => [...(privacy.visitorText ? ['searchQuery'] : []), 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt'],
    jsonRow: (row, privacy) => privacy.visitorText
        ? row
        : { hits: row.hits, ctr: row.ctr, topClickedPage: row.topClickedPage, lastSearchedAt: row.lastSearchedAt },
    csvRecord: (row, privacy) => [...(privacy.visitorText ? [row.searchQuery] : []), row.hits, row.ctr, row.topClickedPage, row.lastSearchedAt],
    collector: ({ rows, privacy }) => {
        const top = new TopN(rows, compareHits);
        const noClick = new TopN(rows, compareHits);
        let terms = 0;
        let noClickTerms = 0;
        let noClickHits = 0;
        let totalSearches;
        const keep = (r) => ({
            query: r.query === undefined ? undefined : shorten(r.query),
            hits: r.hits,
            ctr: r.ctr,
            topClickedPage: r.topClickedPage === null ? null : shorten(r.topClickedPage),
        });
        return {
            page: (page) => {
                totalSearches = page.totalSearches;
            },
            row: (row) => {
                terms += 1;
                const item = {
                    query: privacy.visitorText ? row.searchQuery : undefined,
                    hits: row.hits,
                    ctr: row.ctr,
                    topClickedPage: row.topClickedPage,
                };
                top.add(item, keep);
                if (row.ctr === 0) {
                    noClickTerms += 1;
                    noClickHits += row.hits;
                    noClick.add(item, keep);
                }
            },
            result: () => ({ dataset: 'searches', totalSearches, terms, noClickTerms, noClickHits, top: top.list(), noClick: noClick.list() }),
        };
    },
};
/** The feedback CSV columns, visitor text and contact included. */
const FEEDBACK_COLUMNS = ['id', 'createdAt', 'path', 'source', 'status', 'helpful', 'comment', 'contact', 'code', 'filename', 'lang'];
/** Whether a feedback field goes into the files. */
function feedbackFieldKept(field, privacy) {
    if (field === 'comment')
        return privacy.visitorText;
    if (field === 'contact')
        return privacy.contact;
    return true;
}
function counts(keys) {
    const record = {};
    for (const key of keys)
        record[key] = 0;
    return record;
}
/**
 * Paging of the cursor endpoints that also send `hasMore` (feedback, assistant): `hasMore`
 * says whether rows are left, `nextCursor` how to get them; `hasMore` without a cursor ends the
 * dataset as partial (see `export-dataset.ts`). No fields after the rows.
 */
const CURSOR_PAGING_WITH_HAS_MORE = {
    hasMore: (page) => page.hasMore,
    nextCursor: (page) => page.nextCursor,
    tail: () => ({}),
};
/** `feedback`: one row per item, of three shapes; `comment` is visitor text, `contact` an e-mail address. */
const FEEDBACK = {
    name: 'feedback',
    arrayKey: 'feedback',
    rows: (page) => page.feedback,
    ...CURSOR_PAGING_WITH_HAS_MORE,
    columns: (privacy) => FEEDBACK_COLUMNS.filter((c) => feedbackFieldKept(c, privacy)),
    jsonRow: (row, privacy) => Object.fromEntries(Object.entries(row).filter(([key]) => feedbackFieldKept(key, privacy))),
    csvRecord: (row, privacy) => {
        const fields = row;
        return FEEDBACK_COLUMNS.filter((c) => feedbackFieldKept(c, privacy)).map((c) => fields[c]);
    },
    collector: () => {
        const bySource = counts(analytics_schemas/* FEEDBACK_SOURCES */.VF);
        const byStatus = counts(analytics_schemas/* FEEDBACK_STATUSES */.np);
        let items = 0;
        let withComment = 0;
        let helpful = 0;
        let notHelpful = 0;
        return {
            row: (row) => {
                items += 1;
                bySource[row.source] += 1;
                byStatus[row.status] += 1;
                if (row.comment !== null && row.comment.trim() !== '')
                    withComment += 1;
                if ('helpful' in row) {
                    if (row.helpful)
                        helpful += 1;
                    else
                        notHelpful += 1;
                }
            },
            result: () => ({ dataset: 'feedback', items, bySource, byStatus, withComment, helpful, notHelpful }),
        };
    },
};
function compareThumbsDown(a, b) {
    return b.thumbsDown - a.thumbsDown || b.total - a.total || byCode(a.path, b.path);
}
/** `feedback-by-page`: feedback counts per path, one request; `hasMore: true` means pages were left out. */
const FEEDBACK_BY_PAGE = {
    name: 'feedback-by-page',
    arrayKey: 'feedback',
    rows: (page) => page.feedback,
    hasMore: (page) => page.hasMore,
    nextCursor: NO_CURSOR,
    tail: (last) => ({ hasMore: last?.hasMore ?? null }),
    columns: () => ['path', 'thumbsUp', 'thumbsDown', 'code', 'total'],
    jsonRow: (row) => row,
    csvRecord: (row) => [row.path, row.thumbsUp, row.thumbsDown, row.code, row.total],
    collector: ({ rows }) => {
        const top = new TopN(rows, compareThumbsDown);
        let pages = 0;
        let truncated = false;
        return {
            page: (page) => {
                truncated = page.hasMore;
            },
            row: (row) => {
                pages += 1;
                if (row.thumbsDown > 0)
                    top.add(row, (r) => ({ ...r, path: shorten(r.path) }));
            },
            result: () => ({ dataset: 'feedback-by-page', pages, top: top.list(), truncated }),
        };
    },
};
/** The assistant CSV columns, visitor text included. */
const ASSISTANT_COLUMNS = ['id', 'timestamp', 'responseType', 'resolutionStatus', 'queryCategory', 'pageUrl', 'sourceCount', 'sources', 'query', 'response'];
/** The key under which an unanswered query is counted: trimmed, spaces collapsed, lower case, at most {@link KEPT_TEXT_CHARS} characters. */
function queryKey(query) {
    return shorten(query.trim().replace(/\s+/g, ' ').toLowerCase());
}
/**
 * The path of a page URL, without scheme, host, query string or fragment:
 * `https://docs.acme.com/guide?email=a%40b.c#x` → `/guide`; a relative `guide?x` → `guide`. The
 * query string of the page a visitor was on can carry what they typed (a search, an e-mail
 * address, a token): where visitor text is left out, a URL keeps its path only.
 */
function pagePath(url) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
        try {
            return new URL(url).pathname;
        }
        catch {
            // Not a URL after all: cut it by hand below.
        }
    }
    return url.replace(/[?#].*$/s, '');
}
/** `pageUrl` as the privacy rules allow it: whole with visitor text, else its path only (see {@link pagePath}). */
function keptPageUrl(url, privacy) {
    return url === null || privacy.visitorText ? url : pagePath(url);
}
/**
 * `assistant`: one row per conversation turn; `query` and `response` are visitor text (threads
 * are not fetched), and `pageUrl` keeps its path only when visitor text is left out.
 */
const ASSISTANT = {
    name: 'assistant',
    arrayKey: 'conversations',
    rows: (page) => page.conversations,
    ...CURSOR_PAGING_WITH_HAS_MORE,
    columns: (privacy) => ASSISTANT_COLUMNS.filter((c) => privacy.visitorText || (c !== 'query' && c !== 'response')),
    jsonRow: (row, privacy) => {
        if (privacy.visitorText)
            return row;
        const kept = Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'query' && key !== 'response'));
        return { ...kept, pageUrl: keptPageUrl(row.pageUrl, privacy) };
    },
    csvRecord: (row, privacy) => [
        row.id,
        row.timestamp,
        row.responseType ?? 'answer',
        row.resolutionStatus,
        row.queryCategory,
        keptPageUrl(row.pageUrl, privacy),
        row.sources.length,
        row.sources.map((s) => s.url).join(' '),
        ...(privacy.visitorText ? [row.query, row.response] : []),
    ],
    collector: ({ rows, privacy }) => {
        const byResolution = counts(analytics_schemas/* RESOLUTION_STATUSES */.Q6);
        const categories = new FrequentValues(FREQUENT_CAPACITY);
        const unresolved = new FrequentValues(FREQUENT_CAPACITY);
        let conversations = 0;
        return {
            row: (row) => {
                conversations += 1;
                byResolution[row.resolutionStatus] += 1;
                categories.add(row.queryCategory === null ? '(none)' : shorten(row.queryCategory));
                if (privacy.visitorText && row.resolutionStatus === 'unanswered')
                    unresolved.add(queryKey(row.query));
            },
            result: () => ({
                dataset: 'assistant',
                conversations,
                byResolution,
                categories: categories.top(rows),
                categoriesApproximate: categories.approximate,
                unresolved: unresolved.top(rows),
                unresolvedApproximate: unresolved.approximate,
            }),
        };
    },
};
/** `assistant-callers`: one object, written as the one row of `callers`. */
const ASSISTANT_CALLERS = {
    name: 'assistant-callers',
    arrayKey: 'callers',
    rows: (page) => [page],
    hasMore: () => false,
    nextCursor: NO_CURSOR,
    tail: () => ({}),
    columns: () => ['web', 'api', 'other', 'total'],
    jsonRow: (row) => ({ web: row.web, api: row.api, other: row.other, total: row.total }),
    csvRecord: (row) => [row.web, row.api, row.other, row.total],
    collector: () => {
        let stats;
        return {
            page: (page) => {
                stats = { web: page.web, api: page.api, other: page.other, total: page.total };
            },
            row: () => undefined,
            result: () => ({ dataset: 'assistant-callers', stats }),
        };
    },
};
/** Every dataset's definition, by name. */
const DATASET_DEFINITIONS = {
    views: VIEWS,
    visitors: VISITORS,
    searches: SEARCHES,
    feedback: FEEDBACK,
    'feedback-by-page': FEEDBACK_BY_PAGE,
    assistant: ASSISTANT,
    'assistant-callers': ASSISTANT_CALLERS,
};

// EXTERNAL MODULE: ./src/export/export-dataset.ts + 4 modules
var export_dataset = __webpack_require__(20167);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/export/temp-file.ts
var temp_file = __webpack_require__(60481);
;// CONCATENATED MODULE: ./src/export/manifest.ts
/**
 * The one manifest format of every export (`page-views` and `analytics` alike), `manifest.json`
 * next to the files, written last (atomically): what was asked for, the resolved range, the
 * request budget, the privacy rules, per dataset whether it is complete, its rows, requests and
 * files, and every file of the artifact with its size and SHA-256, so that a later step (or the
 * next snapshot) can check the files before trusting them.
 *
 * ```json
 * {
 *   "generator": "mintlify-action", "mode": "analytics", "complete": false,
 *   "projectId": "proj_123", "dateFrom": "2026-01-01", "dateTo": "2026-01-08", "period": "last-7-days",
 *   "formats": ["json", "csv"], "maxRequests": 100, "requests": 12,
 *   "visitorText": "excluded", "contact": "excluded",
 *   "startedAt": "…", "finishedAt": "…",
 *   "datasets": {
 *     "assistant-callers": {"complete": true, "status": "complete", "rows": 1, "pages": 1, "requests": 1, "limit": null,
 *                           "files": [{"name": "assistant-callers.json", "bytes": 321, "sha256": "…"}]},
 *     "feedback-by-page": {"complete": true, …, "truncated": true},
 *     "views": {"complete": false, "status": "partial", …, "totals": {…}, "duplicates": {…}, "totalsChanged": false,
 *               "error": "stopped after 5 requests …", "stoppedAtOffset": 500},
 *     "searches": {"complete": false, "status": "skipped", "rows": 0, …, "files": [], "error": "…"}
 *   },
 *   "files": [{"name": "assistant-callers.json", …}, …, {"name": "findings.json", …}]
 * }
 * ```
 *
 * Datasets appear in the order they were fetched (`page-views`: `views` only, its files named
 * `page-views.*`). `files` lists every file of the export but the manifest itself: each
 * dataset's files, then the files later phases wrote (e.g. `findings.json`). `complete` at the
 * top is true only when every dataset is. `dateTo` is exclusive. Times are ISO 8601 UTC.
 */



function file(written) {
    return { name: external_node_path_.basename(written.path), bytes: written.bytes, sha256: written.sha256 };
}
/** The manifest of a snapshot. Pure. */
function buildManifest(facts) {
    const datasets = {};
    for (const outcome of facts.outcomes) {
        const entry = {
            complete: outcome.status === 'complete',
            status: outcome.status,
            rows: outcome.rows,
            pages: outcome.pages,
            requests: outcome.requests,
            limit: outcome.limit ?? null,
            files: outcome.files.map(file),
            ...outcome.tail,
        };
        if (outcome.dataset === 'feedback-by-page' && outcome.status !== 'skipped')
            entry.truncated = outcome.truncated;
        if (outcome.duplicates !== undefined) {
            entry.duplicates = { count: outcome.duplicates.count, examples: [...outcome.duplicates.examples], checkedRows: outcome.duplicates.checkedRows };
        }
        if (outcome.totalsChanged !== undefined)
            entry.totalsChanged = outcome.totalsChanged;
        if (outcome.stop !== undefined)
            entry.error = outcome.stop.message;
        if (outcome.stoppedAtOffset !== undefined)
            entry.stoppedAtOffset = outcome.stoppedAtOffset;
        datasets[outcome.dataset] = entry;
    }
    return {
        generator: output_dir/* MANIFEST_GENERATOR */.c4,
        mode: facts.mode,
        complete: facts.outcomes.every((o) => o.status === 'complete'),
        projectId: facts.projectId,
        dateFrom: facts.range.dateFrom ?? null,
        dateTo: facts.range.dateTo ?? null,
        period: facts.range.period ?? null,
        formats: [...facts.formats],
        maxRequests: facts.maxRequests,
        requests: facts.requests,
        visitorText: facts.privacy.visitorText ? 'included' : 'excluded',
        contact: facts.privacy.contact ? 'included' : 'excluded',
        startedAt: facts.startedAt.toISOString(),
        finishedAt: facts.finishedAt.toISOString(),
        datasets,
        files: [...facts.outcomes.flatMap((o) => o.files), ...facts.extraFiles].map(file),
    };
}
/**
 * Writes `manifest.json` in `dir` atomically (temporary file, then rename).
 * @throws the file system error.
 */
function writeManifest(dir, manifest) {
    return (0,temp_file/* writeFileAtomic */.Zf)(external_node_path_.join(dir, output_dir/* MANIFEST_FILE_NAME */.xF), `${JSON.stringify(manifest, null, 2)}\n`);
}

;// CONCATENATED MODULE: ./src/export/snapshot.ts
/**
 * One export run, for every exporting mode: the datasets asked for, in order, against one
 * request budget, each through the one page loop (`export-dataset.ts`) to its files in
 * `output-dir`, then `manifest.json` (`manifest.ts`). `page-views` runs it over `views` alone
 * (files `page-views.*`, `limit` = `page-size`); `analytics` over the datasets chosen, in
 * {@link FETCH_ORDER}.
 *
 * Order: the single-request datasets first (`assistant-callers`, then `feedback-by-page`), then
 * the paged ones by rows per request, most first (`assistant` 1000, `views` 250, `visitors`
 * 250, `searches` 100, `feedback` 100), so that a small budget still gets the most data.
 *
 * When the budget is spent, the API's rate limit outlasts the client's patience, the key is
 * refused, or the run is cancelled, the dataset in progress is kept as partial files and the
 * datasets after it are not fetched (`skipped`); any other failure leaves that one dataset
 * partial and the run goes on. Files of every dataset under every name (complete, partial,
 * temporary) and the manifest are removed first, so nothing from an earlier run passes for this
 * one; files of those names that the action did not write are never touched (the run fails
 * instead).
 *
 * Later phases (findings) get each dataset's rows through `observe` and may write files of
 * their own before the manifest (`beforeManifest`), which lists them: no extra request.
 */








/** The order datasets are fetched in (see the module comment). */
const FETCH_ORDER = ['assistant-callers', 'feedback-by-page', 'assistant', 'views', 'visitors', 'searches', 'feedback'];
/** `datasets` in {@link FETCH_ORDER}. */
function fetchOrder(datasets) {
    return FETCH_ORDER.filter((d) => datasets.includes(d));
}
/** The {@link RunSettings} of a mode's inputs (the shared export inputs and the project); nothing else, the API key least of all. */
function runSettings(inputs) {
    const { projectId, range, formats, outputDir, outputDirIsDefault, maxRequests, summaryRows } = inputs;
    return { projectId, range, formats, outputDir, outputDirIsDefault, maxRequests, summaryRows };
}
/** Whether a stop ends the whole snapshot (no later dataset could succeed). */
function haltsSnapshot(reason) {
    return reason !== 'error';
}
/** Why a dataset was not fetched, after the snapshot stopped for `reason`. */
function skippedMessage(reason, budget) {
    switch (reason) {
        case 'budget':
            return `not fetched: max-requests (${budget.max}) was spent before this dataset`;
        case 'rate-limit':
            return "not fetched: the organisation's analytics rate limit stopped the snapshot before this dataset";
        case 'cancelled':
            return 'not fetched: the run was cancelled';
        case 'unauthorized':
            return 'not fetched: the API key was rejected';
        case 'error':
            return 'not fetched';
    }
}
/**
 * Runs the snapshot (see the module comment).
 * @throws InputError when an `output-dir` given holds files of the snapshot's names that the
 *   action did not write; ExportError when a file cannot be created or written: every file of the
 *   snapshot is then removed.
 */
async function exportSnapshot(deps) {
    const { request } = deps;
    const dir = request.outputDir;
    const startedAt = deps.now();
    // Every dataset's names in this mode, not only those asked for: an earlier run may have exported others.
    const stems = request.mode === 'analytics' ? [...analytics/* ANALYTICS_DATASETS */.LJ] : request.datasets.map((d) => d.fileStem);
    const dataNames = [
        ...stems.flatMap((s) => {
            const names = (0,export_dataset/* datasetFileNames */.ZB)(s);
            return [names.json, names.csv];
        }),
        ...(deps.extraFileNames ?? []),
    ];
    const removeAll = () => (0,output_dir/* removeExportFiles */.wW)(dir, dataNames);
    // Throws InputError when a folder given holds files of these names that the action did not write.
    if (!request.outputDirIsDefault)
        await (0,output_dir/* assertNoForeignExport */._z)(dir, dataNames, request.mode);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await removeAll();
    }
    catch (error) {
        throw new export_dataset/* ExportError */.ze(`Could not prepare the output folder ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error, requests: 0 });
    }
    const budget = new RequestBudget(request.maxRequests);
    const datasetDeps = {
        fetch: deps.fetch,
        range: request.range,
        formats: request.formats,
        outputDir: dir,
        privacy: request.privacy,
        summaryRows: request.summaryRows,
        budget,
        signal: deps.signal,
        log: deps.log,
        warn: deps.warn,
        redact: deps.redact,
        observe: deps.observe,
    };
    const outcomes = [];
    let extraFiles = [];
    let halted;
    try {
        for (const { dataset, fileStem, limit } of request.datasets) {
            const plan = { definition: DATASET_DEFINITIONS[dataset], fileStem, limit, head: request.jsonHead(dataset, startedAt.toISOString()) };
            if (halted !== undefined) {
                outcomes.push((0,export_dataset/* skippedOutcome */.dE)(plan, halted, skippedMessage(halted, budget)));
                continue;
            }
            const outcome = await (0,export_dataset/* exportDataset */.r$)(plan, datasetDeps);
            outcomes.push(outcome);
            deps.log(describeOutcome(outcome, budget));
            if (outcome.stop !== undefined && haltsSnapshot(outcome.stop.reason))
                halted = outcome.stop.reason;
        }
        if (deps.beforeManifest !== undefined)
            extraFiles = await deps.beforeManifest(outcomes);
    }
    catch (error) {
        await removeAll().catch(() => undefined);
        if (error instanceof export_dataset/* ExportError */.ze)
            throw new export_dataset/* ExportError */.ze(error.message, { cause: error.cause, requests: budget.spent });
        throw error;
    }
    const files = [...outcomes.flatMap((o) => o.files), ...extraFiles];
    const manifest = buildManifest({
        mode: request.mode,
        projectId: request.projectId,
        range: request.range,
        formats: request.formats,
        maxRequests: request.maxRequests,
        requests: budget.spent,
        privacy: request.privacy,
        startedAt,
        finishedAt: deps.now(),
        outcomes,
        extraFiles,
    });
    let manifestFile;
    try {
        manifestFile = await writeManifest(dir, manifest);
    }
    catch (error) {
        await removeAll().catch(() => undefined);
        throw new export_dataset/* ExportError */.ze(`Could not write ${output_dir/* MANIFEST_FILE_NAME */.xF} in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error, requests: budget.spent });
    }
    return {
        complete: manifest.complete,
        outcomes,
        requests: budget.spent,
        maxRequests: budget.max,
        manifest: manifestFile.path,
        files: [...files, manifestFile],
    };
}
/**
 * One log line per dataset, e.g. `views: complete, 1,234 rows in 5 requests (12 of 100
 * max-requests spent)` or `views: PARTIAL, 500 rows in 2 requests (…): <why>`.
 */
function describeOutcome(outcome, budget) {
    const spent = `${outcome.requests} ${outcome.requests === 1 ? 'request' : 'requests'} (${budget.spent} of ${budget.max} max-requests spent)`;
    const rows = `${outcome.rows} ${outcome.rows === 1 ? 'row' : 'rows'}`;
    if (outcome.status === 'complete') {
        return `${outcome.dataset}: complete, ${rows} in ${spent}${outcome.truncated ? '; the API left rows out (hasMore) and has no paging parameter for them' : ''}`;
    }
    return `${outcome.dataset}: ${outcome.status === 'partial' ? 'PARTIAL' : 'SKIPPED'}, ${rows} in ${spent}: ${outcome.stop?.message ?? ''}`;
}


/***/ }),

/***/ 60481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ tempPath),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   to: () => (/* binding */ openTempFile)
/* harmony export */ });
/* unused harmony exports CHUNK_BYTES, PENDING_CHARS, TEMP_SUFFIX */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_4__);
/**
 * Text files written under a temporary name (`<name>.tmp`) and renamed when done, so no reader
 * sees a half-written file; size and SHA-256 are computed on the way (for manifests).
 *
 * Text is encoded to UTF-8 once, into one fixed chunk of {@link CHUNK_BYTES} per file, which is
 * hashed, counted and written when full and refilled once it is on disk. Small pieces (a JSON
 * row, a separator) are first gathered as one string of up to {@link PENDING_CHARS} characters
 * and encoded together, one call into the runtime per batch rather than per piece (4K, not
 * more: a larger batch raised the peak RSS of a 100,000-row export by ~10 MB). No buffer is
 * allocated per write, and memory stays bounded whatever the row count.
 */





/** Bytes of UTF-8 gathered per file before a write to the disk. */
const CHUNK_BYTES = 64 * 1024;
/** Characters of text gathered before they are encoded into the chunk (at most 3 bytes each: well within a chunk). */
const PENDING_CHARS = 4 * 1024;
const encoder = new TextEncoder();
/** Suffix of a file being written; see {@link tempPath}. */
const TEMP_SUFFIX = '.tmp';
/** The temporary path a file is written to before it is renamed to `finalPath`. */
function tempPath(finalPath) {
    return `${finalPath}${TEMP_SUFFIX}`;
}
/**
 * Creates `<finalPath>.tmp` (replacing any) and writes `head` to it.
 * @throws the file system error when the file cannot be created or written.
 */
async function openTempFile(finalPath, head) {
    const temp = tempPath(finalPath);
    const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.createWriteStream)(temp);
    // A write error is also raised by the write's callback or by `finished`; this keeps it from going unhandled meanwhile.
    stream.on('error', () => undefined);
    await (0,node_events__WEBPACK_IMPORTED_MODULE_1__.once)(stream, 'ready');
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    let bytes = 0;
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let used = 0;
    /** Hashes, counts and writes the filled part of the chunk; resolves once it is written, so that the chunk can be refilled. */
    const flush = () => {
        const data = chunk.subarray(0, used);
        hash.update(data);
        bytes += used;
        used = 0;
        return new Promise((resolve, reject) => {
            stream.write(data, (error) => (error ? reject(error) : resolve()));
        });
    };
    /** Writes the full chunk and encodes `rest` into it, as many times as it takes. */
    const spill = async (rest) => {
        for (;;) {
            await flush();
            const { read, written } = encoder.encodeInto(rest, chunk);
            used = written;
            if (read === rest.length)
                return;
            rest = rest.slice(read);
        }
    };
    /** Text written but not yet encoded into the chunk (fewer than {@link PENDING_CHARS} characters between writes). */
    let pending = '';
    /** Encodes `text` into the chunk; a promise when a full chunk is being written (see {@link TempFile.write}). */
    const encode = (text) => {
        // A UTF-16 code unit takes at most 3 bytes of UTF-8: text that surely fits needs no bookkeeping.
        if (used + text.length * 3 <= CHUNK_BYTES) {
            used += chunk.write(text, used, 'utf8');
            return undefined;
        }
        // Fills the chunk with as many whole characters as fit; the rest goes in after the write.
        const { read, written } = encoder.encodeInto(text, chunk.subarray(used));
        used += written;
        return read === text.length ? undefined : spill(text.slice(read));
    };
    const file = {
        write(text) {
            pending += text;
            if (pending.length < PENDING_CHARS)
                return undefined;
            const batch = pending;
            pending = '';
            return encode(batch);
        },
        async finish(tail, destination) {
            const rest = pending + tail;
            pending = '';
            await encode(rest);
            if (used > 0)
                await flush();
            stream.end();
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.finished)(stream);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(temp, destination);
            return { path: destination, bytes, sha256: hash.digest('hex') };
        },
        async discard() {
            stream.destroy();
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.finished)(stream).catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(temp, { force: true }).catch(() => undefined);
        },
    };
    try {
        await file.write(head);
    }
    catch (error) {
        await file.discard();
        throw error;
    }
    return file;
}
/**
 * Writes `text` to `path` atomically: to `<path>.tmp` first, then renamed, so a reader never
 * sees a half-written file.
 * @throws the file system error (the temporary file is removed).
 */
async function writeFileAtomic(path, text) {
    const file = await openTempFile(path, '');
    try {
        return await file.finish(text, path);
    }
    catch (error) {
        await file.discard();
        throw error;
    }
}


/***/ }),

/***/ 48296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ formatCount),
/* harmony export */   T: () => (/* binding */ formatShare)
/* harmony export */ });
/**
 * Counts and shares for people: `12,345`, `12.5%`. Pure.
 */
/** Made on first use: creating it costs ~15 ms of start-up that most runs do not need before their first request. */
let countFormat;
/** A count with thousands separators, e.g. `12,345`. */
function formatCount(n) {
    countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    return countFormat.format(n);
}
/** AI share of a total as a percentage with one decimal, e.g. `12.5%`; `—` when the total is 0. */
function formatShare(ai, total) {
    return total > 0 ? `${((ai / total) * 100).toFixed(1)}%` : '—';
}


/***/ }),

/***/ 92461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UA: () => (/* binding */ SummaryBudget),
/* harmony export */   bo: () => (/* binding */ renderTable)
/* harmony export */ });
/* unused harmony exports GITHUB_SUMMARY_LIMIT_BYTES, SUMMARY_BUDGET_BYTES, TABLE_BUDGET_BYTES, utf8Bytes */
/* harmony import */ var _count_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48296);
/**
 * The size budget of a job summary, counted in UTF-8 bytes as GitHub counts it (a step's
 * summary may hold at most 1 MiB of bytes; CJK text takes 3 bytes a character, emoji 4), and
 * HTML tables that stop adding rows when the budget is reached, saying how many were left out.
 * Pure.
 */

/** GitHub's limit on one step's job summary, in bytes (1 MiB). */
const GITHUB_SUMMARY_LIMIT_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/** Bytes a summary may take: GitHub's limit less room for the text around the tables. */
const SUMMARY_BUDGET_BYTES = 900 * 1024;
/** Bytes one table may take at most, so that one table cannot crowd out the others. */
const TABLE_BUDGET_BYTES = 120 * 1024;
/** UTF-8 bytes of `text` (what GitHub counts), without allocating a buffer. */
function utf8Bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
/** What a summary has left, in UTF-8 bytes; shared by its tables and spent by {@link SummaryBudget.spend}. */
class SummaryBudget {
    remaining;
    /** @param bytes the budget (default {@link SUMMARY_BUDGET_BYTES}). */
    constructor(bytes = SUMMARY_BUDGET_BYTES) {
        this.remaining = bytes;
    }
    /** Counts `html` against the budget (it may go below 0: later tables then keep no row) and returns it. */
    spend(html) {
        this.remaining -= utf8Bytes(html);
        return html;
    }
}
/**
 * An HTML table of `rows` (cells already HTML-safe) under `header`, rows added while the table
 * stays within {@link TABLE_BUDGET_BYTES} and the summary's budget (UTF-8 bytes); a note says how
 * many rows were left out. The table's bytes are spent from `budget`.
 */
function renderTable(header, rows, budget) {
    let html = `<table><tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>`;
    let bytes = utf8Bytes(html);
    let kept = 0;
    const limit = Math.min(TABLE_BUDGET_BYTES, budget.remaining);
    for (const row of rows) {
        const line = `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
        const size = utf8Bytes(line);
        if (bytes + size > limit)
            break;
        html += line;
        bytes += size;
        kept += 1;
    }
    html += '</table>\n';
    const omitted = rows.length - kept;
    if (omitted > 0)
        html += `<p><em>${(0,_count_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(omitted)} more ${omitted === 1 ? 'row' : 'rows'} left out to keep the job summary small; see the files.</em></p>\n`;
    return budget.spend(html);
}


/***/ }),

/***/ 80849:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ untrustedCell)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
/**
 * Untrusted text (visitor-written search queries, feedback, assistant questions, page paths
 * anyone can request) made inert in a job summary's HTML: nothing in it can ping, link, embed
 * an image, run markup, or break the table it sits in. Pure.
 */

/** Markdown punctuation that could start a link, an image, emphasis or code, as character references. */
const MARKDOWN_ENTITIES = {
    '[': '&#91;',
    ']': '&#93;',
    '(': '&#40;',
    ')': '&#41;',
    '!': '&#33;',
    '*': '&#42;',
    _: '&#95;',
    '~': '&#126;',
    '\\': '&#92;',
};
/**
 * Makes untrusted text inert in an HTML table cell or paragraph of a job summary:
 * - {@link escapeCell}: control and invisible characters removed, shortened to `maxChars`
 *   with `…`, HTML escaped (`<script>` shows as text), `|` and backticks as references;
 * - Markdown link, image and emphasis punctuation (`[ ] ( ) ! * _ ~ \`) as character references,
 *   so `[x](http://evil)` and `![i](http://x)` stay text;
 * - a zero-width space after `@` before a name (`@team` notifies nobody) and inside `://`
 *   (no autolink: `http:<U+200B>//evil`).
 */
function untrustedCell(text, maxChars = _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_CELL_CHARS */ .Wc) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCell */ .kq)(text, maxChars)
        .replace(/[[\]()!*_~\\]/g, (c) => MARKDOWN_ENTITIES[c] ?? c)
        .replace(/@(?=[A-Za-z0-9])/g, '@\u200B')
        .replace(/:\/\//g, ':\u200B//')
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u200B.`);
}


/***/ }),

/***/ 15945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Vd: () => (/* binding */ serverUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   XT: () => (/* binding */ parsePullRequestUrl),
/* harmony export */   aA: () => (/* binding */ canonicalPullRequestUrl),
/* harmony export */   dD: () => (/* binding */ prLinkDisplay)
/* harmony export */ });
/* unused harmony export prLinkTitle */
/* harmony import */ var _format_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59044);
/**
 * Pure helpers for GitHub web URLs: pull request links, the workflow run page and an
 * artifact's page (as actions/upload-artifact builds them). No I/O.
 */

/**
 * Owner, repository and number of a `{server}/{owner}/{repo}/pull/{n}` URL, read after URL
 * normalisation (so `..` segments are resolved first); `undefined` for any other URL.
 * @param server the GitHub web server, default `https://github.com` (GHES: `GITHUB_SERVER_URL`).
 */
function parsePullRequestUrl(url, server = 'https://github.com') {
    let normalized;
    let base;
    try {
        normalized = new URL(url);
        base = new URL(server);
    }
    catch {
        return undefined;
    }
    if (normalized.origin !== base.origin)
        return undefined;
    const m = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/(\d{1,10})(?:\/|$)/.exec(normalized.pathname);
    return m?.[1] && m[2] && m[3] ? { owner: m[1], repo: m[2], pullNumber: Number(m[3]) } : undefined;
}
/**
 * The canonical `{server}/{owner}/{repo}/pull/{n}` form of a pull request URL on github.com or
 * on `server` (GHES), or `undefined` for anything else. Safe to hand to a shell or a link:
 * only the owner, repository and number survive.
 */
function canonicalPullRequestUrl(url, server) {
    for (const origin of new Set(['https://github.com', server.replace(/\/+$/, '')])) {
        const pr = parsePullRequestUrl(url, origin);
        if (pr)
            return `${origin}/${pr.owner}/${pr.repo}/pull/${pr.pullNumber}`;
    }
    return undefined;
}
/** The web server of the runner's environment without a trailing slash (`GITHUB_SERVER_URL`, default `https://github.com`). */
function serverUrl(env) {
    return (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
}
/** The page of this workflow run: `{GITHUB_SERVER_URL}/{GITHUB_REPOSITORY}/actions/runs/{GITHUB_RUN_ID}`. */
function workflowRunUrl(env) {
    return `${serverUrl(env)}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`;
}
/**
 * An artifact's page: `{run URL}/artifacts/{id}` (the URL actions/upload-artifact outputs as
 * `artifact-url`).
 */
function artifactUrl(env, id) {
    return `${workflowRunUrl(env)}/artifacts/${id}`;
}
/** `org/repo#123` for a GitHub pull request URL (read after normalisation), else the normalized URL (or the text itself when it is no URL). */
function prLinkTitle(url) {
    const pr = parsePullRequestUrl(url);
    return pr ? `${pr.owner}/${pr.repo}#${pr.pullNumber}` : ((0,_format_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(url) ?? url);
}
/**
 * The link to show for a job's `prLink`: text and target both read from the normalized URL,
 * so that `…/pull/1/../../pull/2` shows and opens #2. `undefined` for anything but an
 * absolute http(s) URL without credentials (`mailto:`, `javascript:`, relative text…).
 */
function prLinkDisplay(url) {
    const href = (0,_format_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpUrl */ .vH)(url);
    return href === undefined ? undefined : { href, title: prLinkTitle(href) };
}


/***/ })

};
