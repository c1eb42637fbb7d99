export const id = 734;
export const ids = [734];
export const modules = {

/***/ 24233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ escapeMarkdownInline),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   _0: () => (/* binding */ stripInvisible),
/* harmony export */   aB: () => (/* binding */ stripHtmlComments),
/* harmony export */   iZ: () => (/* binding */ blockQuote),
/* harmony export */   tI: () => (/* binding */ neutralizeMentions)
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


/***/ }),

/***/ 85734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  executePageViews: () => (/* binding */ executePageViews)
});

// EXTERNAL MODULE: ../../work/main/node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(9838);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(23919);
;// CONCATENATED MODULE: ./src/page-views/artifact.ts
/**
 * Uploads the export files as one workflow artifact with `@actions/artifact`
 * (`DefaultArtifactClient.uploadArtifact`: the results service's `CreateArtifact`, a blob
 * upload of the zip, then `FinalizeArtifact`), and builds the artifact's web URL as
 * actions/upload-artifact does. The client reads the runner's environment
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
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(777), __webpack_require__.e(452)]).then(__webpack_require__.bind(__webpack_require__, 63452));
    const response = await new DefaultArtifactClient().uploadArtifact(request.name, request.files, request.rootDirectory, {
        ...(request.retentionDays === undefined ? {} : { retentionDays: request.retentionDays }),
    });
    if (response.id === undefined)
        throw new Error(`the artifact service returned no ID for artifact ${request.name}`);
    return { id: response.id, size: response.size };
}
/**
 * The artifact's page: `{GITHUB_SERVER_URL}/{GITHUB_REPOSITORY}/actions/runs/{GITHUB_RUN_ID}/artifacts/{id}`
 * (the URL actions/upload-artifact outputs). `GITHUB_SERVER_URL` defaults to `https://github.com`.
 */
function artifactUrl(env, id) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`;
}

// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(24233);
;// CONCATENATED MODULE: ./src/page-views/summary.ts

/** Longest path shown in a table cell, in characters (longer ones end in `…`). */
const MAX_CELL_PATH_CHARS = 120;
/** Longest chart label, in characters. */
const MAX_CHART_LABEL_CHARS = 28;
/** Pages in the chart at most. */
const CHART_PAGES = 10;
/** Characters the top-pages table may take; rows beyond are left out with a note. */
const SUMMARY_BUDGET_CHARS = 256 * 1024;
/** C0 and C1 control characters (line breaks included) and the Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;
/**
 * Makes untrusted text inert in an HTML table cell of a Markdown document: invisible and
 * control characters (line breaks included) removed or turned into spaces, shortened to
 * `maxChars`, HTML-escaped, and `|` and backticks written as character references so that
 * neither a Markdown table nor a code span can form.
 */
function escapeCell(text, maxChars = MAX_CELL_PATH_CHARS) {
    let clean = (0,format_escape/* stripInvisible */._0)(text).replace(CONTROL, ' ');
    const chars = Array.from(clean);
    if (chars.length > maxChars)
        clean = `${chars.slice(0, maxChars - 1).join('')}…`;
    return (0,format_escape/* escapeHtml */.ZD)(clean).replace(/\|/g, '&#124;').replace(/`/g, '&#96;');
}
/** A count with thousands separators, e.g. `12,345`. */
function formatCount(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** AI share of a total as a percentage with one decimal, e.g. `12.5%`; `—` when the total is 0. */
function formatShare(ai, total) {
    return total > 0 ? `${((ai / total) * 100).toFixed(1)}%` : '—';
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
function header(...names) {
    return names.map((data) => ({ data, header: true }));
}
/** Adds the page-views section to the job summary (the caller writes it). */
function addPageViewsSummary(summary, data) {
    summary.addHeading('Mintlify page views', 2);
    summary.addRaw(`<p><strong>Project:</strong> <code>${escapeCell(data.projectId)}</code><br>\n<strong>Range:</strong> ${(0,format_escape/* escapeHtml */.ZD)(describeRange(data.range))}</p>`, true);
    const result = data.export;
    if (result === undefined) {
        summary.addRaw(`<p><strong>Export failed:</strong> ${escapeCell(data.failure ?? 'unknown error', 2000)}</p>`, true);
        return summary;
    }
    const { totals } = result;
    summary.addTable([
        header('Human', 'AI', 'Total', 'AI share'),
        [formatCount(totals.human), formatCount(totals.ai), formatCount(totals.total), formatShare(totals.ai, totals.total)],
    ]);
    if (result.totalsChanged) {
        summary.addRaw("<p><em>The API's totals changed during the export; the last page's totals are shown.</em></p>", true);
    }
    const artifact = data.artifact === 'skipped'
        ? 'not uploaded (<code>upload-artifact: false</code>)'
        : data.artifact
            ? `<a href="${(0,format_escape/* escapeHtml */.ZD)(data.artifact.url)}">${escapeCell(data.artifact.name)}</a>`
            : 'none';
    const files = result.fileNames.map((f) => `<code>${escapeCell(f)}</code>`).join(', ') || 'none';
    summary.addRaw(`<p><strong>Pages exported:</strong> ${formatCount(result.rows)} (${files})<br>\n<strong>Artifact:</strong> ${artifact}</p>`, true);
    const top = result.top.slice(0, data.summaryRows);
    if (top.length > 0) {
        summary.addHeading(`Top ${top.length} pages by total views`, 3);
        const rows = [header('#', 'Page', 'Human', 'AI', 'Total', 'AI share')];
        let used = 0;
        for (const [i, page] of top.entries()) {
            const row = [
                String(i + 1),
                `<code>${escapeCell(page.path)}</code>`,
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
        summary.addRaw(`<p><strong>Error:</strong> ${escapeCell(data.failure, 2000)}</p>`, true);
    return summary;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/page-views/export-file.ts
/**
 * What the JSON and CSV writers have in common: text is appended to a temporary file
 * (`<name>.partial`, which no tool mistakes for a finished export), renamed to its final
 * name only when the export is complete, and removed when it fails.
 *
 * Appended text is gathered up to {@link FLUSH_CHARS} characters and then written in one
 * call, awaited before the next page is taken: memory stays bounded whatever the row count
 * (backpressure), and a million rows cost a few hundred writes rather than thousands.
 */

/** File names in `output-dir`, per format. */
const EXPORT_FILE_NAMES = { json: 'page-views.json', csv: 'page-views.csv' };
/** Suffix of a file being written; see {@link partialPath}. */
const PARTIAL_SUFFIX = '.partial';
/** Characters gathered before a write (64 Ki: a few pages of rows). */
const FLUSH_CHARS = 64 * 1024;
/** The temporary path a file is written to before it is renamed to `finalPath`. */
function partialPath(finalPath) {
    return `${finalPath}${PARTIAL_SUFFIX}`;
}
/**
 * Creates `<finalPath>.partial` (replacing any) and writes `head` to it.
 * @throws the file system error when the file cannot be created or written.
 */
async function openPartialFile(finalPath, head) {
    const temp = partialPath(finalPath);
    const handle = await (0,promises_.open)(temp, 'w');
    let closed = false;
    let gathered = [];
    let size = 0;
    const close = async () => {
        if (closed)
            return;
        closed = true;
        await handle.close();
    };
    const flush = async () => {
        if (size === 0)
            return;
        const bytes = Buffer.from(gathered.join(''), 'utf8');
        gathered = [];
        size = 0;
        for (let offset = 0; offset < bytes.length;) {
            const { bytesWritten } = await handle.write(bytes, offset);
            if (bytesWritten <= 0)
                throw new Error(`could not write to ${temp}`);
            offset += bytesWritten;
        }
    };
    const file = {
        async write(text) {
            gathered.push(text);
            size += text.length;
            if (size >= FLUSH_CHARS)
                await flush();
        },
        async commit(tail) {
            gathered.push(tail);
            size += tail.length;
            await flush();
            await close();
            await (0,promises_.rename)(temp, finalPath);
        },
        async discard() {
            gathered = [];
            size = 0;
            await close().catch(() => undefined);
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
/**
 * Pagination stopped before the last page. `offset` is the page offset reached (the page
 * that failed, or that the consumer failed to write); `rows` were consumed before it.
 */
class PaginationError extends Error {
    name = 'PaginationError';
    offset;
    rows;
    constructor(message, details) {
        super(message, { cause: details.cause });
        this.offset = details.offset;
        this.rows = details.rows;
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
    const request = (offset) => {
        // One short-lived signal per request, unhooked when it settles: listeners that the HTTP
        // stack hangs on it must not pile up on a signal that lives as long as the export.
        const perRequest = new AbortController();
        const forward = () => perRequest.abort(controller.signal.reason);
        controller.signal.addEventListener('abort', forward, { once: true });
        const pending = fetchPage({ dateFrom: range.dateFrom, dateTo: range.dateTo, limit: pageSize, offset }, perRequest.signal).finally(() => controller.signal.removeEventListener('abort', forward));
        // Awaited below; a rejection while the consumer is still writing must not go unhandled.
        pending.catch(() => undefined);
        return pending;
    };
    let offset = 0;
    let rows = 0;
    let pages = 0;
    let emptyRun = 0;
    let firstTotals;
    let pending = request(0);
    try {
        for (;;) {
            let page;
            try {
                page = await pending;
            }
            catch (error) {
                throw new PaginationError(options.signal.aborted
                    ? `cancelled at offset ${offset} (${(0,errors/* errorMessage */.gJ)(options.signal.reason)})`
                    : (0,errors/* errorMessage */.gJ)(error), { offset, rows, cause: error });
            }
            pages += 1;
            firstTotals ??= page.totals;
            rows += page.views.length;
            log(`offset ${offset}: ${page.views.length} rows, ${rows} so far, hasMore ${page.hasMore}`);
            emptyRun = page.views.length === 0 && page.hasMore ? emptyRun + 1 : 0;
            if (emptyRun >= maxEmptyPages) {
                throw new PaginationError(`the API sent ${emptyRun} empty pages in a row that still said hasMore: true (offsets ${offset - (emptyRun - 1) * pageSize} to ${offset}); stopped to avoid an endless loop`, { offset, rows: rows - page.views.length });
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
                    cause: error,
                });
            }
            if (!page.hasMore)
                return { rows, pages, totals: page.totals, firstTotals };
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

// EXTERNAL MODULE: ../../work/main/node_modules/csv-stringify/lib/sync.js + 7 modules
var sync = __webpack_require__(1005);
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
 * Starts writing the CSV export to `<path>.partial`, header first (an export without rows is
 * a valid CSV file); {@link ExportFile.commit} renames it to `path`.
 * @throws the file system error when the temporary file cannot be created.
 */
async function openCsvFile(path) {
    const file = await openPartialFile(path, HEADER_LINE);
    return {
        path,
        append: (rows) => file.write(csvChunk(rows, false)),
        commit: () => file.commit(''),
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
/** The end of the document: closes `views`, then `totals`. */
function jsonTail(totals) {
    return `\n  ],\n  "totals": ${JSON.stringify({ human: totals.human, ai: totals.ai, total: totals.total })}\n}\n`;
}
/**
 * Starts writing the JSON export to `<path>.partial`; {@link ExportFile.commit} writes
 * `totals`, closes the document and renames it to `path`.
 * @throws the file system error when the temporary file cannot be created.
 */
async function openJsonFile(path, header) {
    const file = await openPartialFile(path, jsonHead(header));
    let first = true;
    return {
        path,
        async append(rows) {
            if (rows.length === 0)
                return;
            const text = jsonRows(rows, first);
            first = false;
            await file.write(text);
        },
        commit: (totals) => file.commit(jsonTail(totals)),
        discard: () => file.discard(),
    };
}

;// CONCATENATED MODULE: ./src/page-views/export-views.ts
/**
 * Exports every page view of the range to the files in `output-dir`: pages are fetched one
 * after the other (see `paginate.ts`), each page's rows are appended to every file and
 * offered to a bounded top-N for the summary, and nothing else is kept, so memory does not
 * grow with the row count. Files are complete or absent: a failure removes them.
 */








/**
 * The export failed. `offset` is the page offset reached, `undefined` when the failure came
 * before the first request (e.g. `output-dir` not writable). No export file is left behind.
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
/**
 * Runs the export.
 * @throws ExportError naming the page offset reached; every file of this export (finished
 *   or temporary, and any stale one of an earlier run under the same name) is removed first.
 */
async function exportPageViews(deps) {
    const { inputs, log } = deps;
    const finalPaths = {
        json: inputs.formats.includes('json') ? external_node_path_.join(inputs.outputDir, EXPORT_FILE_NAMES.json) : undefined,
        csv: inputs.formats.includes('csv') ? external_node_path_.join(inputs.outputDir, EXPORT_FILE_NAMES.csv) : undefined,
    };
    const targets = [finalPaths.json, finalPaths.csv].filter((p) => p !== undefined);
    const removeAll = async () => {
        await Promise.all(targets.flatMap((p) => [(0,promises_.rm)(p, { force: true }), (0,promises_.rm)(partialPath(p), { force: true })]));
    };
    const files = [];
    try {
        await (0,promises_.mkdir)(inputs.outputDir, { recursive: true });
        // A file left by an earlier run must not pass for the result of this one if it fails.
        await removeAll();
        if (finalPaths.json) {
            const { dateFrom, dateTo } = inputs.range;
            files.push(await openJsonFile(finalPaths.json, { projectId: inputs.projectId, dateFrom, dateTo, generatedAt: deps.now().toISOString() }));
        }
        if (finalPaths.csv)
            files.push(await openCsvFile(finalPaths.csv));
    }
    catch (error) {
        await Promise.all(files.map((f) => f.discard()));
        throw new ExportError(`Could not create the export files in ${inputs.outputDir}: ${(0,errors/* errorMessage */.gJ)(error)}`, undefined, error);
    }
    const top = new TopPages(inputs.summaryRows);
    try {
        const result = await paginateViews({
            fetchPage: deps.fetchPage,
            range: inputs.range,
            pageSize: inputs.pageSize,
            signal: deps.signal,
            log: log.info,
            onPage: async (page) => {
                const writes = files.map((f) => f.append(page.views));
                for (const row of page.views)
                    top.add(row);
                await Promise.all(writes);
            },
        });
        try {
            for (const file of files)
                await file.commit(result.totals);
        }
        catch (error) {
            throw new ExportError(`Could not finish the export files in ${inputs.outputDir}: ${(0,errors/* errorMessage */.gJ)(error)}`, undefined, error);
        }
        const totalsChanged = !sameTotals(result.firstTotals, result.totals);
        if (totalsChanged) {
            const show = (t) => `human ${t.human}, AI ${t.ai}, total ${t.total}`;
            log.warning(`The API's totals changed during the export (first page: ${show(result.firstTotals)}; last page: ${show(result.totals)}): the data was updated meanwhile. The files use the last page's totals; rows of different pages may come from different moments.`);
        }
        return { rows: result.rows, requests: result.pages, totals: result.totals, totalsChanged, files: finalPaths, top: top.list() };
    }
    catch (error) {
        await Promise.all(files.map((f) => f.discard()));
        await removeAll().catch(() => undefined);
        if (error instanceof ExportError)
            throw error;
        if (error instanceof PaginationError) {
            throw new ExportError(`Page-views export failed at offset ${error.offset} (${error.rows} rows received before it): ${error.message.replace(/\.$/, '')}. The partial files were removed.`, error.offset, error);
        }
        throw new ExportError(`Page-views export failed: ${(0,errors/* errorMessage */.gJ)(error).replace(/\.$/, '')}. The partial files were removed.`, undefined, error);
    }
}

;// CONCATENATED MODULE: ./src/page-views/progress-log.ts
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
 * `output-dir` (`GET /v1/analytics/{projectId}/views`, page by page), sets the outputs
 * (`pages`, `total`, `human`, `ai`, `json-file`, `csv-file`, `artifact-id`, `artifact-url`),
 * uploads the files as one artifact, and writes the job summary, also after a failure.
 */







/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;
/**
 * Runs `page-views` end to end and reports through `@actions/core`.
 * @param env the runner's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
 *   `GITHUB_RUN_ID` for the artifact URL; `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error naming the page offset reached when the export fails (no export file is
 *   left, nothing is uploaded), or naming the artifact when the upload fails (the files stay
 *   in `output-dir`). The job summary is written in both cases.
 */
async function executePageViews(inputs, mintlify, env, signal) {
    const summary = {
        projectId: inputs.projectId,
        range: inputs.range,
        export: undefined,
        summaryRows: inputs.summaryRows,
        artifact: undefined,
        failure: undefined,
    };
    core/* info */.pq(`Page views of project ${inputs.projectId}, ${describeRange(inputs.range)}: ${inputs.pageSize} rows per request, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`);
    let stage = 'export';
    try {
        let result;
        core/* startGroup */.Oh(`Fetching page views (${inputs.pageSize} per request)`);
        const progress = createProgressLog({
            write: (text) => core/* info */.pq(text),
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
                fetchPage: (query, requestSignal) => mintlify.getViewsPage(query, { signal: requestSignal }),
                now: () => new Date(),
                log: {
                    info: (line) => progress.line(line),
                    warning: (line) => {
                        progress.flush();
                        core/* warning */.$e(line);
                    },
                },
                signal,
            });
        }
        finally {
            progress.flush();
            core/* endGroup */.N4();
        }
        summary.export = {
            rows: result.rows,
            totals: result.totals,
            totalsChanged: result.totalsChanged,
            top: result.top,
            fileNames: [result.files.json, result.files.csv].filter((f) => f !== undefined).map((f) => external_node_path_.basename(f)),
        };
        core/* info */.pq(`Exported ${result.rows} pages with ${result.requests} ${result.requests === 1 ? 'request' : 'requests'}: ${result.totals.total} views in total (human ${result.totals.human}, AI ${result.totals.ai}).`);
        core/* setOutput */.uH('pages', result.rows);
        core/* setOutput */.uH('total', result.totals.total);
        core/* setOutput */.uH('human', result.totals.human);
        core/* setOutput */.uH('ai', result.totals.ai);
        core/* setOutput */.uH('json-file', result.files.json ?? '');
        core/* setOutput */.uH('csv-file', result.files.csv ?? '');
        if (!inputs.uploadArtifact) {
            summary.artifact = 'skipped';
            core/* setOutput */.uH('artifact-id', '');
            core/* setOutput */.uH('artifact-url', '');
            return;
        }
        stage = 'upload';
        const files = [result.files.json, result.files.csv].filter((f) => f !== undefined);
        const uploaded = await uploadArtifact({
            name: inputs.artifactName,
            files,
            rootDirectory: inputs.outputDir,
            retentionDays: inputs.retentionDays,
        });
        const url = artifactUrl(env, uploaded.id);
        summary.artifact = { name: inputs.artifactName, url };
        core/* setOutput */.uH('artifact-id', uploaded.id);
        core/* setOutput */.uH('artifact-url', url);
        core/* info */.pq(`Uploaded artifact ${inputs.artifactName} (ID ${uploaded.id}${uploaded.size === undefined ? '' : `, ${uploaded.size} bytes`}): ${url}`);
    }
    catch (error) {
        const message = stage === 'upload'
            ? `Uploading artifact ${inputs.artifactName} failed: ${(0,errors/* errorMessage */.gJ)(error).replace(/\.$/, '')}. The files are still in ${inputs.outputDir}.`
            : `${(0,errors/* errorMessage */.gJ)(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`;
        summary.failure = (0,errors/* redact */.E$)(message, [inputs.apiKey]);
        throw new Error(message, { cause: error });
    }
    finally {
        try {
            await addPageViewsSummary(core/* summary */.z, summary).write();
        }
        catch (error) {
            core/* warning */.$e(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
}


/***/ })

};
