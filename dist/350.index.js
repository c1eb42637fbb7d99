export const id = 350;
export const ids = [350];
export const modules = {

/***/ 59044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ escapeMarkdownInline),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   _0: () => (/* binding */ stripInvisible),
/* harmony export */   aB: () => (/* binding */ stripHtmlComments),
/* harmony export */   iZ: () => (/* binding */ blockQuote),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   tI: () => (/* binding */ neutralizeMentions)
/* harmony export */ });
/* unused harmony export MAX_CELL_CHARS */
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


/***/ }),

/***/ 15945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   Vd: () => (/* binding */ serverUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   XT: () => (/* binding */ parsePullRequestUrl),
/* harmony export */   lz: () => (/* binding */ prLinkTitle)
/* harmony export */ });
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
/** `org/repo#123` for a GitHub pull request URL, else the URL itself. */
function prLinkTitle(url) {
    const pr = parsePullRequestUrl(url);
    return pr ? `${pr.owner}/${pr.repo}#${pr.pullNumber}` : url;
}


/***/ }),

/***/ 70350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPageViewsStep: () => (/* binding */ runPageViewsStep)
});

// UNUSED EXPORTS: CANCELLED_UPLOAD_MS, PARTIAL_ARTIFACT_SUFFIX, partialFailureMessage, withinCancellationGrace

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/export/artifact.ts
/**
 * Uploads the export files as one workflow artifact with `@actions/artifact`
 * (`DefaultArtifactClient.uploadArtifact`: the results service's `CreateArtifact`, a blob
 * upload of the zip, then `FinalizeArtifact`). The client reads the runner's environment
 * (`ACTIONS_RESULTS_URL`, `ACTIONS_RUNTIME_TOKEN`, `GITHUB_SERVER_URL`) from `process.env`.
 *
 * `@actions/artifact` (and the Azure SDK under it) is loaded on first upload only.
 */
/**
 * Uploads with `@actions/artifact`.
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

// EXTERNAL MODULE: ./src/github/urls.ts
var urls = __webpack_require__(15945);
// EXTERNAL MODULE: ./src/export/date-range.ts
var date_range = __webpack_require__(56432);
;// CONCATENATED MODULE: ./src/format/count.ts
/**
 * Counts and shares for people: `12,345`, `12.5%`. Pure.
 */
const COUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** A count with thousands separators, e.g. `12,345`. */
function formatCount(n) {
    return COUNT_FORMAT.format(n);
}
/** AI share of a total as a percentage with one decimal, e.g. `12.5%`; `—` when the total is 0. */
function formatShare(ai, total) {
    return total > 0 ? `${((ai / total) * 100).toFixed(1)}%` : '—';
}

// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(59044);
;// CONCATENATED MODULE: ./src/page-views/chart.ts
/** Pages in the chart at most. */
const CHART_PAGES = 10;
/** Longest chart label, in characters. */
const MAX_CHART_LABEL_CHARS = 28;
/**
 * A chart label: characters outside `A–Z a–z 0–9 / . _ -` become `_` (no quotes, brackets,
 * commas, `#`, `%` or backticks can reach the Mermaid source), shortened to
 * {@link MAX_CHART_LABEL_CHARS} with `…`.
 */
function chartLabel(path) {
    const safe = Array.from(path.replace(/[^A-Za-z0-9/._-]/g, '_'));
    const text = safe.length > MAX_CHART_LABEL_CHARS ? `${safe.slice(0, MAX_CHART_LABEL_CHARS - 1).join('')}…` : safe.join('');
    return text || '_';
}
/**
 * Mermaid `xychart-beta` source of human (bars) and AI (line) views for the first
 * {@link CHART_PAGES} pages of `top`; labels are numbered by rank (`1. /quickstart`).
 */
function renderChart(top) {
    const pages = top.slice(0, CHART_PAGES);
    const labels = pages.map((p, i) => `"${i + 1}. ${chartLabel(p.path)}"`);
    return [
        'xychart-beta',
        `  title "Top ${pages.length} pages: human views (bars), AI views (line)"`,
        `  x-axis [${labels.join(', ')}]`,
        '  y-axis "Views"',
        `  bar [${pages.map((p) => p.human).join(', ')}]`,
        `  line [${pages.map((p) => p.ai).join(', ')}]`,
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/page-views/summary.ts




/** Characters the top-pages table may take; rows beyond are left out with a note. */
const SUMMARY_BUDGET_CHARS = 256 * 1024;
function header(...names) {
    return names.map((data) => ({ data, header: true }));
}
/** Examples of duplicated paths named in the summary. */
const DUPLICATE_EXAMPLES_SHOWN = 5;
/**
 * The warning banner of a partial export, as HTML:
 * `⚠️ Partial export — stopped at offset N: <reason>; these files hold the first R rows only.`
 */
function partialBanner(stopped, rows) {
    const held = rows === 0 ? 'these files hold no rows' : `these files hold the first ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'} only`;
    return `<p><strong>⚠️ Partial export — stopped at offset ${stopped.offset}:</strong> ${(0,format_escape/* escapeCell */.kq)(stopped.reason.replace(/\.$/, ''), 2000)}; <strong>${held}.</strong></p>`;
}
/** Adds the page-views section to the job summary (the caller writes it). */
function addPageViewsSummary(summary, data) {
    const stopped = data.export?.stopped;
    if (data.export !== undefined && stopped !== undefined)
        summary.addRaw(partialBanner(stopped, data.export.rows), true);
    summary.addHeading(stopped === undefined ? 'Mintlify page views' : 'Mintlify page views (partial export)', 2);
    summary.addRaw(`<p><strong>Project:</strong> <code>${(0,format_escape/* escapeCell */.kq)(data.projectId)}</code><br>\n<strong>Range:</strong> ${(0,format_escape/* escapeHtml */.ZD)((0,date_range/* describeRange */.pC)(data.range))}</p>`, true);
    const result = data.export;
    if (result === undefined) {
        summary.addRaw(`<p><strong>Export failed:</strong> ${(0,format_escape/* escapeCell */.kq)(data.failure ?? 'unknown error', 2000)}</p>`, true);
        return summary;
    }
    const { totals } = result;
    if (totals === undefined) {
        summary.addRaw('<p>No page arrived, so there are no totals.</p>', true);
    }
    else {
        summary.addTable([
            header('Human', 'AI', 'Total', 'AI share'),
            [formatCount(totals.human), formatCount(totals.ai), formatCount(totals.total), formatShare(totals.ai, totals.total)],
        ]);
    }
    if (result.totalsChanged) {
        summary.addRaw("<p><em>The API's totals changed during the export; the last page's totals are shown.</em></p>", true);
    }
    if (result.duplicates.count > 0) {
        const examples = result.duplicates.examples
            .slice(0, DUPLICATE_EXAMPLES_SHOWN)
            .map((p) => `<code>${(0,format_escape/* escapeCell */.kq)(p)}</code>`)
            .join(', ');
        const count = result.duplicates.count;
        summary.addRaw(`<p><strong>Duplicate paths:</strong> ${formatCount(count)} ${count === 1 ? 'row repeats a path' : 'rows repeat a path'} exported on an earlier page (e.g. ${examples}): the data changed during the export. Rows are kept as the API returned them; see <code>manifest.json</code>.</p>`, true);
    }
    const artifact = data.artifact === 'skipped'
        ? 'not uploaded (<code>upload-artifact: false</code>)'
        : data.artifact
            ? `<a href="${(0,format_escape/* escapeHtml */.ZD)(data.artifact.url)}">${(0,format_escape/* escapeCell */.kq)(data.artifact.name)}</a>`
            : 'none';
    const files = result.fileNames.map((f) => `<code>${(0,format_escape/* escapeCell */.kq)(f)}</code>`).join(', ') || 'none';
    const rowsLabel = stopped === undefined ? 'Pages exported' : 'Pages kept (partial export)';
    summary.addRaw(`<p><strong>${rowsLabel}:</strong> ${formatCount(result.rows)} (${files})<br>\n<strong>Artifact:</strong> ${artifact}</p>`, true);
    const top = result.top.slice(0, data.summaryRows);
    if (top.length > 0) {
        summary.addHeading(`Top ${top.length} pages by total views${stopped === undefined ? '' : ` among the ${formatCount(result.rows)} rows kept`}`, 3);
        const rows = [header('#', 'Page', 'Human', 'AI', 'Total', 'AI share')];
        let used = 0;
        for (const [i, page] of top.entries()) {
            const row = [
                String(i + 1),
                `<code>${(0,format_escape/* escapeCell */.kq)(page.path)}</code>`,
                formatCount(page.human),
                formatCount(page.ai),
                formatCount(page.total),
                formatShare(page.ai, page.total),
            ];
            used += row.reduce((n, cell) => n + cell.length + 10, 10);
            if (used > SUMMARY_BUDGET_CHARS)
                break;
            rows.push(row);
        }
        summary.addTable(rows);
        const omitted = top.length - (rows.length - 1);
        if (omitted > 0)
            summary.addRaw(`<p><em>${formatCount(omitted)} more rows left out to keep the job summary small; see the files.</em></p>`, true);
        summary.addEOL();
        summary.addRaw(`\`\`\`mermaid\n${renderChart(top)}\n\`\`\``, true);
    }
    if (data.failure)
        summary.addRaw(`<p><strong>Error:</strong> ${(0,format_escape/* escapeCell */.kq)(data.failure, 2000)}</p>`, true);
    return summary;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/page-views/duplicate-paths.ts
/**
 * Detects rows whose `path` already appeared earlier in the export. Offset pagination over
 * data that changes during the export (a page moving up or down the ranking between two
 * requests) can serve the same path on two pages, and skip another one; the API gives no
 * cursor to prevent it, so the export reports it instead. Pure.
 *
 * Memory: each distinct path is kept as a 64-bit hash in an open-addressing table of two
 * `Uint32Array`s (8 bytes per slot, load ≤ 0.7, doubling: 11 to 23 bytes per distinct path),
 * outside the JavaScript heap and whatever the path lengths: 16 MB for a million distinct
 * paths (24 MB for a moment while the table doubles). Past {@link MAX_TRACKED_PATHS} distinct
 * paths (a 64 MB table) the check stops and says so, so memory stays bounded. Two different paths sharing a 64-bit hash would count as a duplicate: with
 * 4 million paths the chance is about 1 in a million.
 */
/** Paths kept as duplicate examples. */
const DUPLICATE_EXAMPLES = 10;
/** Distinct paths tracked at most; later rows are not checked. */
const MAX_TRACKED_PATHS = 4_000_000;
/** Largest share of occupied slots before the table doubles. */
const MAX_LOAD = 0.7;
/** Slots of a new table (a power of two). */
const INITIAL_SLOTS = 1024;
/**
 * A 64-bit hash of `text` (its UTF-16 code units) as two 32-bit halves: two multiplicative
 * mixes with different seeds and a final avalanche (the cyrb53 construction, both halves kept).
 * Not cryptographic; well spread for set membership.
 */
function hash64(text) {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i += 1) {
        const c = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 2654435761);
        h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return [h1 >>> 0, h2 >>> 0];
}
/** Collects {@link DuplicateReport}: call {@link DuplicatePaths.add} for every row, in order. */
class DuplicatePaths {
    #hi = new Uint32Array(INITIAL_SLOTS);
    #lo = new Uint32Array(INITIAL_SLOTS);
    #size = 0;
    #count = 0;
    #checkedRows = 0;
    #truncated = false;
    #examples = [];
    #exampleSet = new Set();
    #maxTracked;
    /** @param maxTracked distinct paths tracked at most (default {@link MAX_TRACKED_PATHS}). */
    constructor(maxTracked = MAX_TRACKED_PATHS) {
        this.#maxTracked = maxTracked;
    }
    /** Checks one row's path; true when it appeared before. Always false once the check stopped. */
    add(path) {
        if (this.#truncated)
            return false;
        const [hi, hashLo] = hash64(path);
        // (0, 0) marks an empty slot; fold the one hash that would collide with it.
        const lo = hi === 0 && hashLo === 0 ? 1 : hashLo;
        const found = this.#find(hi, lo);
        if (found.present) {
            this.#checkedRows += 1;
            this.#count += 1;
            if (this.#examples.length < DUPLICATE_EXAMPLES && !this.#exampleSet.has(path)) {
                this.#examples.push(path);
                this.#exampleSet.add(path);
            }
            return true;
        }
        if (this.#size >= this.#maxTracked) {
            this.#truncated = true;
            return false;
        }
        this.#checkedRows += 1;
        this.#hi[found.slot] = hi;
        this.#lo[found.slot] = lo;
        this.#size += 1;
        if (this.#size > this.#hi.length * MAX_LOAD)
            this.#grow();
        return false;
    }
    /** What has been found so far. */
    report() {
        return { count: this.#count, examples: [...this.#examples], checkedRows: this.#checkedRows, truncated: this.#truncated };
    }
    /** The slot holding `(hi, lo)`, or the empty slot where it belongs (linear probing). */
    #find(hi, lo) {
        const mask = this.#hi.length - 1;
        let slot = lo & mask;
        for (;;) {
            const h = this.#hi[slot] ?? 0;
            const l = this.#lo[slot] ?? 0;
            if (h === 0 && l === 0)
                return { present: false, slot };
            if (h === hi && l === lo)
                return { present: true, slot };
            slot = (slot + 1) & mask;
        }
    }
    #grow() {
        const oldHi = this.#hi;
        const oldLo = this.#lo;
        this.#hi = new Uint32Array(oldHi.length * 2);
        this.#lo = new Uint32Array(oldLo.length * 2);
        for (let i = 0; i < oldHi.length; i += 1) {
            const h = oldHi[i] ?? 0;
            const l = oldLo[i] ?? 0;
            if (h === 0 && l === 0)
                continue;
            const { slot } = this.#find(h, l);
            this.#hi[slot] = h;
            this.#lo[slot] = l;
        }
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
;// CONCATENATED MODULE: ./src/export/temp-file.ts
/**
 * Text files written under a temporary name (`<name>.tmp`, which no tool mistakes for a
 * finished export) and renamed when done, with the size and SHA-256 of the bytes computed on
 * the way (for manifests). Writes go through `fs.createWriteStream`; each `write` waits for
 * the stream to drain, so memory stays bounded whatever the row count.
 */





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
    const stream = (0,external_node_fs_.createWriteStream)(temp);
    // A write error is also raised by the next `drain` wait or by `finished`; this keeps it from going unhandled meanwhile.
    stream.on('error', () => undefined);
    await (0,external_node_events_.once)(stream, 'ready');
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    const file = {
        async write(text) {
            hash.update(text, 'utf8');
            bytes += Buffer.byteLength(text, 'utf8');
            if (!stream.write(text))
                await (0,external_node_events_.once)(stream, 'drain');
        },
        async finish(tail, destination) {
            await file.write(tail);
            stream.end();
            await (0,external_node_stream_promises_.finished)(stream);
            await (0,promises_.rename)(temp, destination);
            return { path: destination, bytes, sha256: hash.digest('hex') };
        },
        async discard() {
            stream.destroy();
            await (0,external_node_stream_promises_.finished)(stream).catch(() => undefined);
            await (0,promises_.rm)(temp, { force: true }).catch(() => undefined);
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

;// CONCATENATED MODULE: ./src/page-views/export-file.ts
/** File names in `output-dir` of a complete export, per format. */
const EXPORT_FILE_NAMES = { json: 'page-views.json', csv: 'page-views.csv' };
/** File names in `output-dir` of an export that stopped early, per format. */
const PARTIAL_FILE_NAMES = { json: 'page-views.partial.json', csv: 'page-views.partial.csv' };
/** The manifest's file name in `output-dir` (complete and partial exports alike). */
const MANIFEST_FILE_NAME = 'manifest.json';

;// CONCATENATED MODULE: ./src/page-views/manifest.ts
/**
 * The export manifest, `manifest.json` next to the files: what was asked for, what was
 * fetched, whether the export is complete, and the size and SHA-256 of each file, so that a
 * later step or a warehouse loader can check the files before trusting them.
 *
 * ```json
 * {
 *   "complete": true,
 *   "projectId": "proj_123", "dateFrom": "2026-01-01", "dateTo": "2026-01-08", "period": "last-7-days",
 *   "pageSize": 250, "formats": ["json", "csv"],
 *   "rows": 1234, "pages": 5, "requests": 5,
 *   "startedAt": "2026-01-08T06:17:00.000Z", "finishedAt": "2026-01-08T06:17:02.000Z",
 *   "totals": {"human": 60000, "ai": 22000, "total": 82000},
 *   "files": [{"name": "page-views.json", "bytes": 81234, "sha256": "…"}],
 *   "duplicates": {"count": 0, "examples": [], "checkedRows": 1234},
 *   "totalsChanged": false
 * }
 * ```
 *
 * An export that stopped early has `"complete": false`, `error` and `stoppedAtOffset`, and
 * its files are the `*.partial.*` ones. Written last, atomically (`manifest.json.tmp`, then
 * renamed), once the data files are final.
 */



/** The manifest of an export. Pure. */
function buildManifest(facts) {
    const manifest = {
        complete: facts.stopped === undefined,
        projectId: facts.projectId,
        dateFrom: facts.range.dateFrom ?? null,
        dateTo: facts.range.dateTo ?? null,
        period: facts.range.period ?? null,
        pageSize: facts.pageSize,
        formats: [...facts.formats],
        rows: facts.rows,
        pages: facts.pages,
        requests: facts.requests,
        startedAt: facts.startedAt.toISOString(),
        finishedAt: facts.finishedAt.toISOString(),
        totals: facts.totals === undefined ? null : { human: facts.totals.human, ai: facts.totals.ai, total: facts.totals.total },
        files: facts.files.map((f) => ({ name: external_node_path_.basename(f.path), bytes: f.bytes, sha256: f.sha256 })),
        duplicates: { count: facts.duplicates.count, examples: [...facts.duplicates.examples], checkedRows: facts.duplicates.checkedRows },
        totalsChanged: facts.totalsChanged,
    };
    if (facts.stopped !== undefined) {
        manifest.error = facts.stopped.error;
        manifest.stoppedAtOffset = facts.stopped.offset;
    }
    return manifest;
}
/**
 * Writes `manifest.json` in `dir` atomically (temporary file, then rename).
 * @returns the file written.
 * @throws the file system error.
 */
function writeManifest(dir, manifest) {
    return writeFileAtomic(external_node_path_.join(dir, MANIFEST_FILE_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
}

;// CONCATENATED MODULE: ./src/page-views/paginate.ts
/**
 * The pagination loop of `GET /v1/analytics/{projectId}/views` (analytics spec, "Get page
 * views"): `offset` = 0, limit, 2·limit… while `hasMore` is true. Each page is handed to a
 * consumer (the file writers) before the loop goes on, so memory holds at most two pages.
 *
 * While the consumer writes page n, page n+1 is already being requested (when `hasMore`
 * says there is one): the request is spent either way, and writing overlaps the network.
 * Retries (429 with `Retry-After`, 5xx, network errors) happen inside the client, for the
 * same offset, so a retried page is never written twice.
 */

/** Consecutive empty pages with `hasMore: true` after which the export stops. */
const MAX_EMPTY_PAGES = 3;
/** The endpoint paginated, as error messages name it. */
const VIEWS_ENDPOINT = 'GET /v1/analytics/{projectId}/views';
/**
 * Pagination stopped before the last page. `offset` is the page offset reached (the page
 * that failed, or that the consumer failed to write); `rows` were consumed before it;
 * `pages` and `requests` count as in {@link PaginationResult}.
 */
class PaginationError extends Error {
    name = 'PaginationError';
    offset;
    rows;
    pages;
    requests;
    failure;
    constructor(message, details) {
        super(message, { cause: details.cause });
        this.offset = details.offset;
        this.rows = details.rows;
        this.pages = details.pages;
        this.requests = details.requests;
        this.failure = details.failure;
    }
}
/**
 * Fetches every page and hands each to `onPage`, in order.
 * @throws PaginationError naming the offset reached, when a request fails after the client's
 *   retries, when `onPage` throws, when the signal aborts, or when the API sends
 *   `maxEmptyPages` empty pages in a row that still say `hasMore: true`.
 */
async function paginateViews(options) {
    const { fetchPage, range, pageSize, onPage, log } = options;
    const maxEmptyPages = options.maxEmptyPages ?? MAX_EMPTY_PAGES;
    // Aborted on the way out, so that a prefetched request never outlives a failed export.
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal.reason);
    options.signal.addEventListener('abort', onAbort, { once: true });
    if (options.signal.aborted)
        onAbort();
    let requests = 0;
    const countRetry = () => {
        requests += 1;
    };
    const request = (offset) => {
        requests += 1;
        // One short-lived signal per request, unhooked when it settles: listeners that the HTTP
        // stack hangs on it must not pile up on a signal that lives as long as the export.
        const perRequest = new AbortController();
        const forward = () => perRequest.abort(controller.signal.reason);
        controller.signal.addEventListener('abort', forward, { once: true });
        const query = { dateFrom: range.dateFrom, dateTo: range.dateTo, limit: pageSize, offset };
        const pending = fetchPage(query, perRequest.signal, countRetry).finally(() => controller.signal.removeEventListener('abort', forward));
        // Awaited below; a rejection while the consumer is still writing must not go unhandled.
        pending.catch(() => undefined);
        return pending;
    };
    let offset = 0;
    let rows = 0;
    let pages = 0;
    let emptyRun = 0;
    let pending = request(0);
    try {
        for (;;) {
            let page;
            try {
                page = await pending;
            }
            catch (error) {
                const cancelled = options.signal.aborted;
                throw new PaginationError(cancelled ? `cancelled at offset ${offset} (${(0,errors/* errorMessage */.gJ)(options.signal.reason)})` : (0,errors/* errorMessage */.gJ)(error), { offset, rows, pages, requests, failure: cancelled ? 'cancelled' : 'fetch', cause: error });
            }
            pages += 1;
            rows += page.views.length;
            log(`offset ${offset}: ${page.views.length} rows, ${rows} so far, hasMore ${page.hasMore}`);
            emptyRun = page.views.length === 0 && page.hasMore ? emptyRun + 1 : 0;
            if (emptyRun >= maxEmptyPages) {
                throw new PaginationError(`${VIEWS_ENDPOINT} sent ${emptyRun} empty pages in a row (HTTP 200) that still said hasMore: true (offsets ${offset - (emptyRun - 1) * pageSize} to ${offset}); stopped to avoid an endless loop`, { offset, rows, pages, requests, failure: 'fetch' });
            }
            const next = offset + pageSize;
            if (page.hasMore)
                pending = request(next);
            try {
                await onPage(page, offset);
            }
            catch (error) {
                throw new PaginationError(`could not write the page at offset ${offset}: ${(0,errors/* errorMessage */.gJ)(error)}`, {
                    offset,
                    rows: rows - page.views.length,
                    pages,
                    requests,
                    failure: 'consumer',
                    cause: error,
                });
            }
            if (!page.hasMore)
                return { rows, pages, requests, totals: page.totals };
            offset = next;
        }
    }
    finally {
        options.signal.removeEventListener('abort', onAbort);
        controller.abort(new Error('pagination ended'));
    }
}

;// CONCATENATED MODULE: ./src/page-views/top-pages.ts
/**
 * Ranking order: higher `total` first; equal totals by `path` in code-unit order (stable and
 * locale-independent). Negative when `a` ranks before `b`.
 */
function compareByTotal(a, b) {
    if (a.total !== b.total)
        return b.total - a.total;
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
/**
 * Keeps the `capacity` best-ranked rows seen (see {@link compareByTotal}) in a binary heap
 * whose root is the worst kept row: each `add` is O(1) when the row does not qualify and
 * O(log capacity) otherwise.
 */
class TopPages {
    capacity;
    /** Min-heap by rank: `heap[0]` is the worst of the kept rows. */
    #heap = [];
    /** @param capacity rows to keep, ≥ 0 (0 keeps nothing). */
    constructor(capacity) {
        this.capacity = Math.max(0, Math.floor(capacity));
    }
    /** Offers one row; only `path`, `human`, `ai` and `total` are kept (extra API fields are dropped). */
    add(row) {
        if (this.capacity === 0)
            return;
        const heap = this.#heap;
        if (heap.length < this.capacity) {
            heap.push(pick(row));
            this.#siftUp(heap.length - 1);
            return;
        }
        const worst = heap[0];
        if (worst === undefined || compareByTotal(row, worst) >= 0)
            return;
        heap[0] = pick(row);
        this.#siftDown(0);
    }
    /** The kept rows, best first. */
    list() {
        return [...this.#heap].sort(compareByTotal);
    }
    /** True when `a` ranks below `b` (belongs nearer the root). */
    #worse(a, b) {
        const x = this.#heap[a];
        const y = this.#heap[b];
        return x !== undefined && y !== undefined && compareByTotal(x, y) > 0;
    }
    #swap(a, b) {
        const heap = this.#heap;
        const x = heap[a];
        const y = heap[b];
        if (x === undefined || y === undefined)
            return;
        heap[a] = y;
        heap[b] = x;
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
function pick(row) {
    return { path: row.path, human: row.human, ai: row.ai, total: row.total };
}

// EXTERNAL MODULE: ./node_modules/csv-stringify/lib/sync.js + 7 modules
var sync = __webpack_require__(96789);
;// CONCATENATED MODULE: ./src/page-views/write-csv.ts
/**
 * The CSV export: header `path,human,ai,total`, then one record per documentation page in API order,
 * RFC 4180 (CRLF line ends; fields holding a comma, a quote or a line break are quoted and
 * quotes doubled), as `csv-stringify` formats it, one chunk per API page appended to the file.
 *
 * Cells that a spreadsheet would run as a formula are neutralized (OWASP "CSV Injection"):
 * see {@link neutralizeFormula}.
 */


/** The CSV columns, in order; also the header line. */
const CSV_COLUMNS = ['path', 'human', 'ai', 'total'];
const CSV_OPTIONS = {
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
    // With an explicit record delimiter csv-stringify would leave a lone "\n" or "\r" unquoted.
    quote_record_delimiter: true,
};
/**
 * First characters that make Excel, LibreOffice, Google Sheets or Numbers evaluate a cell:
 * `=`, `+`, `-`, `@`, tab, carriage return, and the full-width `＝ ＋ － ＠` that Numbers
 * normalizes to them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * Neutralizes a text cell that a spreadsheet would run as a formula by prefixing `'`
 * (OWASP CSV Injection), e.g. `=HYPERLINK(…)` → `'=HYPERLINK(…)`. Other text is unchanged.
 * Applies to text cells only; the counts are numbers and never start with `-`.
 */
function neutralizeFormula(cell) {
    return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
/** The CSV record of one row: `[path (neutralized), human, ai, total]`. */
function csvRecord(row) {
    return [neutralizeFormula(row.path), row.human, row.ai, row.total];
}
/** The header line, CRLF included. */
const HEADER_LINE = (0,sync/* stringify */.A)([], { ...CSV_OPTIONS, header: true });
/**
 * The CSV text of one page of rows (CRLF after every record), preceded by the header line
 * when `header` is true, formatted by `csv-stringify` (one call per API page).
 */
function csvChunk(rows, header) {
    return (0,sync/* stringify */.A)(rows.map(csvRecord), { ...CSV_OPTIONS, header });
}
/**
 * Starts writing the CSV export to `<path>.tmp`, header first (an export without rows is a
 * valid CSV file). {@link ExportFile.commit} renames it to `path`; {@link ExportFile.keepPartial}
 * to `partialPath` (a CSV file has no room for a flag: its name says it is partial).
 * @throws the file system error when the temporary file cannot be created.
 */
async function openCsvFile(path, partialPath) {
    const file = await openTempFile(path, HEADER_LINE);
    return {
        path,
        partialPath,
        append: (rows) => file.write(csvChunk(rows, false)),
        commit: () => file.finish('', path),
        keepPartial: () => file.finish('', partialPath),
        discard: () => file.discard(),
    };
}

;// CONCATENATED MODULE: ./src/page-views/write-json.ts

/** The opening of the document, up to and including `"views": [`. */
function jsonHead(header) {
    const field = (name, value) => `  ${JSON.stringify(name)}: ${JSON.stringify(value ?? null)},\n`;
    return `{\n${field('projectId', header.projectId)}${field('dateFrom', header.dateFrom)}${field('dateTo', header.dateTo)}${field('generatedAt', header.generatedAt)}  "views": [`;
}
/**
 * The `views` items of one page, one per line; `first` is true for the first chunk of the
 * array (no leading comma). Only `path`, `human`, `ai` and `total` are written.
 */
function jsonRows(rows, first) {
    let out = '';
    for (let i = 0; i < rows.length; i += 1) {
        const row = rows[i];
        if (row === undefined)
            continue;
        out += `${first && i === 0 ? '' : ','}\n    {"path":${JSON.stringify(row.path)},"human":${row.human},"ai":${row.ai},"total":${row.total}}`;
    }
    return out;
}
function totalsJson(totals) {
    return totals === undefined ? 'null' : JSON.stringify({ human: totals.human, ai: totals.ai, total: totals.total });
}
/** The end of a complete document: closes `views`, then `totals` and `"complete": true`. */
function jsonTail(totals) {
    return `\n  ],\n  "totals": ${totalsJson(totals)},\n  "complete": true\n}\n`;
}
/**
 * The end of the document of an export that stopped early: closes `views`, then `totals`
 * (`null` when no page arrived), `"complete": false`, `error` and `stoppedAtOffset`.
 */
function jsonPartialTail(ending) {
    return `\n  ],\n  "totals": ${totalsJson(ending.totals)},\n  "complete": false,\n  "error": ${JSON.stringify(ending.error)},\n  "stoppedAtOffset": ${ending.stoppedAtOffset}\n}\n`;
}
/**
 * Starts writing the JSON export to `<path>.tmp`. {@link ExportFile.commit} writes `totals`,
 * closes the document and renames it to `path`; {@link ExportFile.keepPartial} closes it as
 * a partial document and renames it to `partialPath`.
 * @throws the file system error when the temporary file cannot be created.
 */
async function openJsonFile(path, partialPath, header) {
    const file = await openTempFile(path, jsonHead(header));
    let first = true;
    return {
        path,
        partialPath,
        async append(rows) {
            if (rows.length === 0)
                return;
            const text = jsonRows(rows, first);
            first = false;
            await file.write(text);
        },
        commit: (totals) => file.finish(jsonTail(totals), path),
        keepPartial: (ending) => file.finish(jsonPartialTail(ending), partialPath),
        discard: () => file.discard(),
    };
}

;// CONCATENATED MODULE: ./src/page-views/export-views.ts
/**
 * Exports every page view of the range to the files in `output-dir`: pages are fetched one
 * after the other (see `paginate.ts`), each page's rows are appended to every file, offered to
 * a bounded top-N for the summary and to the duplicate check, and nothing else is kept, so
 * memory does not grow with the row count (beyond the duplicate check's 11 to 23 bytes per
 * distinct path, outside the JavaScript heap, capped at 64 MB; see `duplicate-paths.ts`).
 *
 * The export ends in one of three ways:
 * - complete: `page-views.json` / `page-views.csv`, then `manifest.json` with `complete: true`;
 * - partial (the API failed after the client's retries, sent empty pages forever, or the run
 *   was cancelled): the rows received are kept in `page-views.partial.json` (a valid document
 *   with `"complete": false`) / `page-views.partial.csv`, then `manifest.json` with
 *   `complete: false`, the error and the offset reached — never under the complete names;
 * - failed (the files themselves could not be written): no file is left.
 */











/**
 * The files could not be written (folder not writable, disk full): no export file is left.
 * `offset` is the page offset reached, `undefined` before the first request.
 */
class ExportError extends Error {
    name = 'ExportError';
    offset;
    constructor(message, offset, cause) {
        super(message, { cause });
        this.offset = offset;
    }
}
function sameTotals(a, b) {
    return a.human === b.human && a.ai === b.ai && a.total === b.total;
}
function showTotals(t) {
    return `human ${t.human}, AI ${t.ai}, total ${t.total}`;
}
/**
 * Runs the export.
 * @returns a {@link CompleteExport}, or a {@link PartialExport} when pagination stopped early
 *   (the caller must fail the step).
 * @throws ExportError when the files cannot be created or written; every file of this
 *   export (and any stale one of an earlier run under the same names) is removed first.
 */
async function exportPageViews(deps) {
    const { inputs, log } = deps;
    const startedAt = deps.now();
    const dir = inputs.outputDir;
    const ourNames = [...Object.values(EXPORT_FILE_NAMES), ...Object.values(PARTIAL_FILE_NAMES), MANIFEST_FILE_NAME];
    const removeAll = async () => {
        await Promise.all(ourNames.flatMap((name) => [(0,promises_.rm)(external_node_path_.join(dir, name), { force: true }), (0,promises_.rm)(tempPath(external_node_path_.join(dir, name)), { force: true })]));
    };
    const files = { json: undefined, csv: undefined };
    const open = () => [files.json, files.csv].filter((f) => f !== undefined);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        // A file left by an earlier run must not pass for the result of this one.
        await removeAll();
        if (inputs.formats.includes('json')) {
            const { dateFrom, dateTo } = inputs.range;
            files.json = await openJsonFile(external_node_path_.join(dir, EXPORT_FILE_NAMES.json), external_node_path_.join(dir, PARTIAL_FILE_NAMES.json), {
                projectId: inputs.projectId,
                dateFrom,
                dateTo,
                generatedAt: startedAt.toISOString(),
            });
        }
        if (inputs.formats.includes('csv')) {
            files.csv = await openCsvFile(external_node_path_.join(dir, EXPORT_FILE_NAMES.csv), external_node_path_.join(dir, PARTIAL_FILE_NAMES.csv));
        }
    }
    catch (error) {
        await Promise.all(open().map((f) => f.discard()));
        throw new ExportError(`Could not create the export files in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, undefined, error);
    }
    const top = new TopPages(inputs.summaryRows);
    const duplicates = new DuplicatePaths();
    let rows = 0;
    let lastTotals;
    let totalsChanged = false;
    /** Discards everything and throws: the files cannot be trusted. */
    const fail = async (message, offset, error) => {
        await Promise.all(open().map((f) => f.discard()));
        await removeAll().catch(() => undefined);
        throw new ExportError(`${message}: ${(0,errors/* errorMessage */.gJ)(error).replace(/\.$/, '')}. No export file was kept.`, offset, error);
    };
    let outcome;
    try {
        outcome = await paginateViews({
            fetchPage: deps.fetchPage,
            range: inputs.range,
            pageSize: inputs.pageSize,
            signal: deps.signal,
            log: log.info,
            onPage: async (page) => {
                if (lastTotals !== undefined && !sameTotals(lastTotals, page.totals)) {
                    if (!totalsChanged) {
                        log.warning(`The API's totals changed between two pages (before: ${showTotals(lastTotals)}; now: ${showTotals(page.totals)}): the data was updated during the export. The outputs and files use the last page's totals; rows of different pages may come from different moments.`);
                    }
                    totalsChanged = true;
                }
                lastTotals = page.totals;
                const writes = open().map((f) => f.append(page.views));
                for (const row of page.views) {
                    top.add(row);
                    duplicates.add(row.path);
                }
                await Promise.all(writes);
                rows += page.views.length;
            },
        });
    }
    catch (error) {
        if (!(error instanceof PaginationError) || error.failure === 'consumer') {
            return fail(`Page-views export failed while writing the files in ${dir}`, error instanceof PaginationError ? error.offset : undefined, error);
        }
        outcome = error;
    }
    const report = duplicates.report();
    if (report.count > 0) {
        const examples = report.examples.slice(0, 3).map((p) => JSON.stringify(p)).join(', ');
        log.warning(`${report.count} ${report.count === 1 ? 'row repeats a path' : 'rows repeat a path'} already exported on an earlier page (e.g. ${examples}): offset pagination over data that changed during the export, so other pages may also have been skipped. Every row is kept as the API returned it; sum or deduplicate by path downstream, or export again.`);
    }
    if (report.truncated) {
        log.warning(`The duplicate-path check stopped after ${MAX_TRACKED_PATHS} distinct paths (${report.checkedRows} rows) to keep memory bounded; later rows were not checked.`);
    }
    const end = outcome instanceof PaginationError
        ? {
            complete: false,
            totals: lastTotals,
            error: deps.redact(outcome.message.replace(/\.$/, '')),
            offset: outcome.offset,
            cancelled: outcome.failure === 'cancelled',
        }
        : { complete: true, totals: outcome.totals };
    const written = { json: undefined, csv: undefined };
    try {
        for (const format of ['json', 'csv']) {
            const file = files[format];
            if (file === undefined)
                continue;
            written[format] = end.complete
                ? await file.commit(end.totals)
                : await file.keepPartial({ totals: end.totals, error: end.error, stoppedAtOffset: end.offset });
        }
    }
    catch (error) {
        return fail(`Could not finish the export files in ${dir}`, end.complete ? undefined : end.offset, error);
    }
    const manifest = buildManifest({
        projectId: inputs.projectId,
        range: inputs.range,
        pageSize: inputs.pageSize,
        formats: inputs.formats,
        rows,
        pages: outcome.pages,
        requests: outcome.requests,
        startedAt,
        finishedAt: deps.now(),
        totals: end.totals,
        files: [written.json, written.csv].filter((f) => f !== undefined),
        duplicates: report,
        totalsChanged,
        stopped: end.complete ? undefined : { error: end.error, offset: end.offset },
    });
    let manifestFile;
    try {
        manifestFile = await writeManifest(dir, manifest);
    }
    catch (error) {
        return fail(`Could not write ${MANIFEST_FILE_NAME} in ${dir}`, end.complete ? undefined : end.offset, error);
    }
    const stats = {
        rows,
        pages: outcome.pages,
        requests: outcome.requests,
        totalsChanged,
        duplicates: report,
        files: written,
        manifest: manifestFile.path,
        top: top.list(),
    };
    return end.complete
        ? { ...stats, complete: true, totals: end.totals }
        : { ...stats, complete: false, totals: end.totals, error: end.error, stoppedAtOffset: end.offset, cancelled: end.cancelled };
}

;// CONCATENATED MODULE: ./src/export/progress-log.ts
/**
 * The per-page progress lines of the export, written in batches: a line is written at once
 * when the previous write is at least `intervalMs` old, and otherwise held for at most
 * `intervalMs`. Every line still appears, in order; a long export just costs a few writes
 * per second to the runner's log pipe instead of one per page.
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

;// CONCATENATED MODULE: ./src/page-views/action.ts
/**
 * Wires `page-views` to the runner: exports every page view of the range to the files in
 * `output-dir` (`GET /v1/analytics/{projectId}/views`, page by page) with `manifest.json`,
 * sets the outputs (`pages`, `total`, `human`, `ai`, `json-file`, `csv-file`, `artifact-id`,
 * `artifact-url`), uploads the files as one artifact, and writes the job summary, also after
 * a failure.
 *
 * An export that stops early (the API failing after retries, empty pages forever, a
 * cancellation) keeps the rows received in `page-views.partial.*`, sets the outputs to them,
 * uploads them as `<artifact-name>-partial`, opens the summary with a warning banner, and
 * fails the step naming the endpoint, the status and the offset.
 */









/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;
/**
 * Longest wait for an artifact upload once the run is cancelled, in milliseconds: the summary
 * and the failure must still be written before `main.ts` exits (4.5 s after the signal).
 */
const CANCELLED_UPLOAD_MS = 2500;
/** Suffix of the artifact name of a partial export. */
const PARTIAL_ARTIFACT_SUFFIX = '-partial';
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
/** Base names of an export's files, data files first, then the manifest. */
function fileNames(result) {
    return [result.files.json, result.files.csv].filter((f) => f !== undefined).map((f) => external_node_path_.basename(f.path)).concat(external_node_path_.basename(result.manifest));
}
/**
 * The step's failure message for a partial export, e.g. `Page-views export failed at offset
 * 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500:
 * Invalid query parameters. Partial export: the rows received are in page-views.partial.json
 * and page-views.partial.csv (manifest.json: complete false).`
 */
function partialFailureMessage(result) {
    const data = [result.files.json, result.files.csv].filter((f) => f !== undefined).map((f) => external_node_path_.basename(f.path));
    return `Page-views export failed at offset ${result.stoppedAtOffset} (${result.rows} rows kept): ${result.error.replace(/\.$/, '')}. Partial export: the rows received are in ${data.join(' and ')} (${external_node_path_.basename(result.manifest)}: complete false).`;
}
/**
 * Runs `page-views` end to end and reports through `@actions/core`.
 * @param env the runner's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
 *   `GITHUB_RUN_ID` for the artifact URL; `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the export stopped early (see {@link partialFailureMessage}; the partial
 *   files are kept and uploaded), when no file could be written, or naming the artifact when
 *   the upload fails (the files stay in `output-dir`). The job summary is written in every case.
 */
async function runPageViewsStep(inputs, mintlify, env, signal) {
    const summary = {
        projectId: inputs.projectId,
        range: inputs.range,
        export: undefined,
        summaryRows: inputs.summaryRows,
        artifact: undefined,
        failure: undefined,
    };
    const clean = (text) => (0,errors/* redact */.E$)(text, [inputs.apiKey]);
    core.info(`Page views of project ${inputs.projectId}, ${(0,date_range/* describeRange */.pC)(inputs.range)}: ${inputs.pageSize} rows per request, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`);
    try {
        let result;
        core.startGroup(`Fetching page views (${inputs.pageSize} per request)`);
        const progress = createProgressLog({
            write: (text) => core.info(text),
            now: () => Date.now(),
            schedule: (callback, ms) => {
                const timer = setTimeout(callback, ms);
                return () => clearTimeout(timer);
            },
            intervalMs: PROGRESS_INTERVAL_MS,
        });
        try {
            result = await exportPageViews({
                inputs,
                fetchPage: (query, requestSignal, onRetry) => mintlify.getViewsPage(query, { signal: requestSignal, onRetry }),
                now: () => new Date(),
                log: {
                    info: (line) => progress.line(line),
                    warning: (line) => {
                        progress.flush();
                        core.warning(line);
                    },
                },
                redact: clean,
                signal,
            });
        }
        catch (error) {
            summary.failure = clean(`${(0,errors/* errorMessage */.gJ)(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
            throw new Error(summary.failure, { cause: error });
        }
        finally {
            progress.flush();
            core.endGroup();
        }
        summary.export = {
            rows: result.rows,
            totals: result.totals,
            totalsChanged: result.totalsChanged,
            duplicates: result.duplicates,
            top: result.top,
            fileNames: fileNames(result),
            stopped: result.complete ? undefined : { offset: result.stoppedAtOffset, reason: result.error },
        };
        const requests = `${result.pages} API ${result.pages === 1 ? 'page' : 'pages'}, ${result.requests} ${result.requests === 1 ? 'request' : 'requests'}`;
        core.info(result.complete
            ? `Exported the views of ${result.rows} documentation pages (${requests}): ${result.totals.total} views in total (human ${result.totals.human}, AI ${result.totals.ai}).`
            : `Kept the ${result.rows} rows received (${requests}) in ${fileNames(result).join(', ')}.`);
        core.setOutput('pages', result.rows);
        core.setOutput('total', result.totals?.total ?? '');
        core.setOutput('human', result.totals?.human ?? '');
        core.setOutput('ai', result.totals?.ai ?? '');
        core.setOutput('json-file', result.files.json?.path ?? '');
        core.setOutput('csv-file', result.files.csv?.path ?? '');
        const partialFailure = result.complete ? undefined : clean(partialFailureMessage(result));
        if (!inputs.uploadArtifact) {
            summary.artifact = 'skipped';
            core.setOutput('artifact-id', '');
            core.setOutput('artifact-url', '');
            if (partialFailure !== undefined)
                throw new Error(partialFailure);
            return;
        }
        const name = result.complete ? inputs.artifactName : `${inputs.artifactName}${PARTIAL_ARTIFACT_SUFFIX}`;
        let uploaded;
        try {
            uploaded = await withinCancellationGrace(uploadArtifact({
                name,
                files: [result.files.json?.path, result.files.csv?.path, result.manifest].filter((f) => f !== undefined),
                rootDirectory: inputs.outputDir,
                retentionDays: inputs.retentionDays,
            }), signal, CANCELLED_UPLOAD_MS);
        }
        catch (error) {
            const uploadFailure = clean(`Uploading artifact ${name} failed: ${(0,errors/* errorMessage */.gJ)(error).replace(/\.$/, '')}. The files are still in ${inputs.outputDir}.`);
            summary.failure = uploadFailure;
            throw new Error(partialFailure === undefined ? uploadFailure : `${partialFailure} ${uploadFailure}`, { cause: error });
        }
        const url = (0,urls/* artifactUrl */.Wk)(env, uploaded.id);
        summary.artifact = { name, url };
        core.setOutput('artifact-id', uploaded.id);
        core.setOutput('artifact-url', url);
        core.info(`Uploaded artifact ${name} (ID ${uploaded.id}${uploaded.size === undefined ? '' : `, ${uploaded.size} bytes`}): ${url}`);
        if (partialFailure !== undefined)
            throw new Error(`${partialFailure} Uploaded as artifact ${name}.`);
    }
    finally {
        try {
            await addPageViewsSummary(core.summary, summary).write();
        }
        catch (error) {
            core.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
}


/***/ })

};
