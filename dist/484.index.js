export const id = 484;
export const ids = [484];
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
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(252)]).then(__webpack_require__.bind(__webpack_require__, 91252));
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
        throw new Error(`Uploading artifact ${request.name} failed: ${(0,errors/* errorMessage */.gJ)(error).replace(/\.$/, '')}. The files are still in ${request.rootDirectory}.`, { cause: error });
    }
}

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
    core.info(`Uploaded artifact ${name} (ID ${uploaded.id}${uploaded.size === undefined ? '' : `, ${uploaded.size} bytes`}): ${url}`);
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

/***/ 11966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sp: () => (/* binding */ openCsvFileWriter)
/* harmony export */ });
/* unused harmony exports neutralizeFormula, csvCell, csvText, CSV_CHUNK_CHARS */
/* harmony import */ var csv_stringify_sync__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96789);
/* harmony import */ var _temp_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60481);
/**
 * CSV for the exports: RFC 4180 as `csv-stringify` writes it (CRLF after every record; fields
 * holding a comma, a quote or a line break quoted, quotes doubled), and cells that a spreadsheet
 * would run as a formula neutralized (OWASP "CSV Injection"). Plus a streaming CSV file writer
 * with the complete/partial/discard life cycle of the export files. Pure apart from the writer.
 */


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
};
/** The CSV text of `records` (each cell through {@link csvCell}), CRLF after each, `columns` as a header line first when `header`. */
function csvText(columns, records, header) {
    const rows = records.map((record) => record.map(csvCell));
    return (0,csv_stringify_sync__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .A)(header ? [[...columns], ...rows] : rows, CSV_OPTIONS);
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
    const file = await (0,_temp_file_js__WEBPACK_IMPORTED_MODULE_1__/* .openTempFile */ .to)(paths.path, csvText(columns, [], true));
    return {
        async append(records) {
            let start = 0;
            let size = 0;
            for (let i = 0; i < records.length; i += 1) {
                size += (records[i] ?? []).reduce((n, v) => n + (typeof v === 'string' ? v.length : 8), 0);
                if (size >= CSV_CHUNK_CHARS || i === records.length - 1) {
                    await file.write(csvText(columns, records.slice(start, i + 1), false));
                    start = i + 1;
                    size = 0;
                }
            }
        },
        commit: () => file.finish('', paths.path),
        keepPartial: () => file.finish('', paths.partialPath),
        discard: () => file.discard(),
    };
}


/***/ }),

/***/ 1590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YE: () => (/* binding */ openJsonDocument)
/* harmony export */ });
/* unused harmony exports jsonDocumentHead, jsonDocumentTail */
/* harmony import */ var _temp_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60481);

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
    const file = await (0,_temp_file_js__WEBPACK_IMPORTED_MODULE_0__/* .openTempFile */ .to)(paths.path, jsonDocumentHead(head, arrayKey));
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


/***/ }),

/***/ 22374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ letRequestOut)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
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
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setImmediate)();
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setImmediate)();
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

/***/ 99260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ createTimedProgressLog)
/* harmony export */ });
/* unused harmony export createProgressLog */
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


/***/ }),

/***/ 35721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ RequestBudget),
/* harmony export */   u: () => (/* binding */ RequestBudgetExceeded)
/* harmony export */ });
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


/***/ }),

/***/ 60481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ tempPath),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   to: () => (/* binding */ openTempFile)
/* harmony export */ });
/* unused harmony exports CHUNK_BYTES, TEMP_SUFFIX */
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
 * hashed, counted and written when full and refilled once it is on disk. So text appended piece
 * by piece is never joined into a larger string, no buffer is allocated per write, and memory
 * stays bounded whatever the row count.
 */





/** Bytes of UTF-8 gathered per file before a write to the disk. */
const CHUNK_BYTES = 64 * 1024;
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
    const file = {
        write(text) {
            // A UTF-16 code unit takes at most 3 bytes of UTF-8: text that surely fits needs no bookkeeping.
            if (used + text.length * 3 <= CHUNK_BYTES) {
                used += chunk.write(text, used, 'utf8');
                return undefined;
            }
            // Fills the chunk with as many whole characters as fit; the rest goes in after the write.
            const { read, written } = encoder.encodeInto(text, chunk.subarray(used));
            used += written;
            return read === text.length ? undefined : spill(text.slice(read));
        },
        async finish(tail, destination) {
            await file.write(tail);
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

/***/ 41558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ TopN)
/* harmony export */ });
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
