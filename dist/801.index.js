export const id = 801;
export const ids = [801];
export const modules = {

/***/ 23801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPageViewsStep: () => (/* binding */ runPageViewsStep)
});

// UNUSED EXPORTS: partialFailureMessage

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/export/artifact-step.ts + 2 modules
var artifact_step = __webpack_require__(31978);
// EXTERNAL MODULE: ./src/export/date-range.ts
var date_range = __webpack_require__(56432);
// EXTERNAL MODULE: ./src/format/count.ts
var format_count = __webpack_require__(48296);
// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(59044);
// EXTERNAL MODULE: ./src/format/untrusted.ts
var untrusted = __webpack_require__(80849);
;// CONCATENATED MODULE: ./src/page-views/chart.ts
/** Rows in the chart at most. */
const CHART_ROWS = 10;
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
 * {@link CHART_ROWS} rows of `top`; labels are numbered by rank (`1. /quickstart`).
 */
function renderChart(top) {
    const shown = top.slice(0, CHART_ROWS);
    const labels = shown.map((p, i) => `"${i + 1}. ${chartLabel(p.path)}"`);
    return [
        'xychart-beta',
        `  title "Top ${shown.length} pages: human views (bars), AI views (line)"`,
        `  x-axis [${labels.join(', ')}]`,
        '  y-axis "Views"',
        `  bar [${shown.map((p) => p.human).join(', ')}]`,
        `  line [${shown.map((p) => p.ai).join(', ')}]`,
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
    const held = rows === 0 ? 'these files hold no rows' : `these files hold the first ${(0,format_count/* formatCount */.B)(rows)} ${rows === 1 ? 'row' : 'rows'} only`;
    return `<p><strong>⚠️ Partial export — stopped at offset ${stopped.offset}:</strong> ${(0,untrusted/* untrustedCell */.T)(stopped.reason.replace(/\.$/, ''), 2000)}; <strong>${held}.</strong></p>`;
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
        summary.addRaw(`<p><strong>Export failed:</strong> ${(0,untrusted/* untrustedCell */.T)(data.failure ?? 'unknown error', 2000)}</p>`, true);
        return summary;
    }
    const { totals } = result;
    if (totals === undefined) {
        summary.addRaw('<p>No page arrived, so there are no totals.</p>', true);
    }
    else {
        summary.addTable([
            header('Human', 'AI', 'Total', 'AI share'),
            [(0,format_count/* formatCount */.B)(totals.human), (0,format_count/* formatCount */.B)(totals.ai), (0,format_count/* formatCount */.B)(totals.total), (0,format_count/* formatShare */.T)(totals.ai, totals.total)],
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
        summary.addRaw(`<p><strong>Duplicate paths:</strong> ${(0,format_count/* formatCount */.B)(count)} ${count === 1 ? 'row repeats a path' : 'rows repeat a path'} exported on an earlier page (e.g. ${examples}): the data changed during the export. Rows are kept as the API returned them; see <code>manifest.json</code>.</p>`, true);
    }
    const artifact = (0,artifact_step/* artifactSummaryHtml */.i)(data.artifact);
    const files = result.fileNames.map((f) => `<code>${(0,format_escape/* escapeCell */.kq)(f)}</code>`).join(', ') || 'none';
    const rowsLabel = stopped === undefined ? 'Rows exported' : 'Rows kept (partial export)';
    summary.addRaw(`<p><strong>${rowsLabel}:</strong> ${(0,format_count/* formatCount */.B)(result.rows)} (${files})<br>\n<strong>API requests:</strong> ${(0,format_count/* formatCount */.B)(result.requests)} of ${(0,format_count/* formatCount */.B)(data.maxRequests)} (<code>max-requests</code>, retries included)<br>\n<strong>Artifact:</strong> ${artifact}</p>`, true);
    const top = result.top.slice(0, data.summaryRows);
    if (top.length > 0) {
        summary.addHeading(`Top ${top.length} pages by total views${stopped === undefined ? '' : ` among the ${(0,format_count/* formatCount */.B)(result.rows)} rows kept`}`, 3);
        const rows = [header('#', 'Page', 'Human', 'AI', 'Total', 'AI share')];
        let used = 0;
        for (const [i, page] of top.entries()) {
            const row = [
                String(i + 1),
                `<code>${(0,format_escape/* escapeCell */.kq)(page.path)}</code>`,
                (0,format_count/* formatCount */.B)(page.human),
                (0,format_count/* formatCount */.B)(page.ai),
                (0,format_count/* formatCount */.B)(page.total),
                (0,format_count/* formatShare */.T)(page.ai, page.total),
            ];
            used += row.reduce((n, cell) => n + cell.length + 10, 10);
            if (used > SUMMARY_BUDGET_CHARS)
                break;
            rows.push(row);
        }
        summary.addTable(rows);
        const omitted = top.length - (rows.length - 1);
        if (omitted > 0)
            summary.addRaw(`<p><em>${(0,format_count/* formatCount */.B)(omitted)} more rows left out to keep the job summary small; see the files.</em></p>`, true);
        summary.addEOL();
        summary.addRaw(`\`\`\`mermaid\n${renderChart(top)}\n\`\`\``, true);
    }
    if (data.failure)
        summary.addRaw(`<p><strong>Error:</strong> ${(0,untrusted/* untrustedCell */.T)(data.failure, 2000)}</p>`, true);
    return summary;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/page-views/duplicate-paths.ts
/**
 * Finds rows whose `path` appeared in an earlier row. Offset pagination over data that changes
 * during the export can serve a path on two pages (and skip another); the API has no cursor to
 * prevent it, so the export reports it. Pure.
 */
/** Paths kept as duplicate examples. */
const DUPLICATE_EXAMPLES = 10;
/**
 * Distinct paths remembered at most (about 100 MB for 50-character paths); later rows are not
 * checked. The default `max-requests` caps an export at 25,000 rows, far below.
 */
const MAX_TRACKED_PATHS = 1_000_000;
/** Collects a {@link DuplicateReport}: call {@link DuplicatePaths.add} for every row, in order. */
class DuplicatePaths {
    #seen = new Set();
    #examples = new Set();
    #maxTracked;
    #count = 0;
    #checkedRows = 0;
    #truncated = false;
    /** @param maxTracked distinct paths remembered at most (default {@link MAX_TRACKED_PATHS}). */
    constructor(maxTracked = MAX_TRACKED_PATHS) {
        this.#maxTracked = maxTracked;
    }
    /** Checks one row's path; true when it appeared before. Always false once the check stopped. */
    add(path) {
        if (this.#truncated)
            return false;
        if (this.#seen.has(path)) {
            this.#checkedRows += 1;
            this.#count += 1;
            if (this.#examples.size < DUPLICATE_EXAMPLES)
                this.#examples.add(path);
            return true;
        }
        if (this.#seen.size >= this.#maxTracked) {
            this.#truncated = true;
            return false;
        }
        this.#checkedRows += 1;
        this.#seen.add(path);
        return false;
    }
    /** What has been found so far. */
    report() {
        return { count: this.#count, examples: [...this.#examples], checkedRows: this.#checkedRows, truncated: this.#truncated };
    }
}

// EXTERNAL MODULE: ./src/export/output-dir.ts
var output_dir = __webpack_require__(44123);
// EXTERNAL MODULE: ./src/export/let-request-out.ts
var let_request_out = __webpack_require__(22374);
// EXTERNAL MODULE: ./src/export/request-budget.ts
var request_budget = __webpack_require__(35721);
;// CONCATENATED MODULE: ./src/export/paginate-offset.ts
/**
 * The pagination loop of an offset-paged analytics endpoint (`offset` = 0, limit, 2·limit…
 * while `hasMore`), within a request budget. It stops, rather than trusting the server, on
 * pages that would make it loop or skip rows. While page n is consumed, page n+1 is already
 * being requested, so writing overlaps the network and memory holds at most two pages.
 */



/** Consecutive empty pages with `hasMore: true` after which pagination stops. */
const MAX_EMPTY_PAGES = 3;
/** True for what the client retries when it may (network errors, timeouts, 408, 429, 5xx). */
function isRetryable(error) {
    if (!(error instanceof errors/* MintlifyApiError */.Vo) || error.status === undefined)
        return true;
    return error.status === 408 || error.status === 429 || error.status >= 500;
}
/**
 * Pagination stopped before the last page. `offset` is the offset of the first page not
 * consumed; `rows` were consumed before it; `pages` and `requests` count as in
 * {@link OffsetPaginationResult}.
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
 * @throws PaginationError naming the offset reached when a request fails after the client's
 *   retries; when the budget has no request left for the next page or a retry; when a page
 *   repeats the previous one, holds fewer rows than `pageSize` yet says `hasMore: true`, or is
 *   the `maxEmptyPages`-th empty page in a row that says `hasMore: true` (such pages are not
 *   consumed); when `onPage` throws; or when the signal aborts.
 */
async function paginateOffset(options) {
    const { endpoint, fetchPage, read, pageSize, budget, onPage, log } = options;
    const maxEmptyPages = options.maxEmptyPages ?? MAX_EMPTY_PAGES;
    // Aborted on the way out, so that a prefetched request never outlives a failed export.
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal.reason);
    options.signal.addEventListener('abort', onAbort, { once: true });
    if (options.signal.aborted)
        onAbort();
    const spentBefore = budget.spent;
    let offset = 0;
    let rows = 0;
    let pages = 0;
    let retryRefused = false;
    const stop = (message, failure, cause) => new PaginationError(message, { offset, rows, pages, requests: budget.spent - spentBefore, failure, cause });
    const budgetSpent = () => stop(`stopped after ${budget.spent} requests (max-requests, retries included) with ${endpoint} rows left from offset ${offset}: raise max-requests or narrow the date range`, 'budget');
    /** Requests the page at `at`; `undefined` when the budget has no request left. */
    const request = (at) => {
        if (budget.remaining === 0)
            return undefined;
        budget.spend();
        // One short-lived signal per request, unhooked when it settles: listeners that the HTTP
        // stack hangs on it must not pile up on a signal that lives as long as the export.
        const perRequest = new AbortController();
        const forward = () => perRequest.abort(controller.signal.reason);
        controller.signal.addEventListener('abort', forward, { once: true });
        const onRetry = () => {
            try {
                budget.spend();
            }
            catch (error) {
                retryRefused = true;
                perRequest.abort(error);
                throw error;
            }
        };
        // `budget.remaining` caps the client's retries, so it never waits out a Retry-After for a retry the budget would refuse.
        const pending = fetchPage({ limit: pageSize, offset: at }, perRequest.signal, onRetry, budget.remaining).finally(() => controller.signal.removeEventListener('abort', forward));
        // Awaited below; a rejection while the consumer is still writing must not go unhandled.
        pending.catch(() => undefined);
        return pending;
    };
    let previous;
    let emptyRun = 0;
    let pending = request(0);
    try {
        for (;;) {
            if (pending === undefined)
                throw budgetSpent();
            let page;
            try {
                page = await pending;
            }
            catch (error) {
                if (options.signal.aborted)
                    throw stop(`cancelled at offset ${offset} (${(0,errors/* errorMessage */.gJ)(options.signal.reason)})`, 'cancelled', error);
                // With the budget spent, the client was allowed no retry: say so rather than report a transient error as final.
                if (retryRefused || error instanceof request_budget/* RequestBudgetExceeded */.u || (budget.remaining === 0 && isRetryable(error))) {
                    throw stop(`${endpoint} failed at offset ${offset} and a retry would exceed max-requests (${budget.spent} requests spent, retries included); stopped: raise max-requests or try again later`, 'budget', error);
                }
                throw stop((0,errors/* errorMessage */.gJ)(error), 'fetch', error);
            }
            pages += 1;
            const { rows: pageRows, hasMore } = read(page);
            log(`offset ${offset}: ${pageRows.length} rows, ${rows + pageRows.length} so far, hasMore ${hasMore}`);
            emptyRun = pageRows.length === 0 && hasMore ? emptyRun + 1 : 0;
            if (emptyRun >= maxEmptyPages) {
                throw stop(`${endpoint} sent ${emptyRun} empty pages in a row (HTTP 200) that still said hasMore: true (offsets ${offset - (emptyRun - 1) * pageSize} to ${offset}); stopped to avoid an endless loop`, 'fetch');
            }
            const text = pageRows.length > 0 ? JSON.stringify(pageRows) : '';
            if (previous !== undefined && text !== '' && text === previous.rows) {
                throw stop(`${endpoint} returned at offset ${offset} the same ${pageRows.length} rows as at offset ${previous.offset} (HTTP 200, hasMore: ${hasMore}); stopped to avoid an endless loop`, 'fetch');
            }
            if (hasMore && pageRows.length > 0 && pageRows.length < pageSize) {
                throw stop(`${endpoint} returned ${pageRows.length} rows at offset ${offset}, fewer than limit=${pageSize}, yet said hasMore: true; stopped, as the next offset would skip rows`, 'fetch');
            }
            previous = { offset, rows: text };
            const next = offset + pageSize;
            if (hasMore) {
                pending = request(next);
                if (pending !== undefined)
                    await (0,let_request_out/* letRequestOut */.D)();
            }
            try {
                await onPage(page, offset);
            }
            catch (error) {
                throw stop(`could not write the page at offset ${offset}: ${(0,errors/* errorMessage */.gJ)(error)}`, 'consumer', error);
            }
            rows += pageRows.length;
            if (!hasMore)
                return { rows, pages, requests: budget.spent - spentBefore, last: page };
            offset = next;
        }
    }
    finally {
        options.signal.removeEventListener('abort', onAbort);
        controller.abort(new Error('pagination ended'));
    }
}

;// CONCATENATED MODULE: ./src/page-views/export-file.ts

/** File names in `output-dir` of a complete export, per format. */
const EXPORT_FILE_NAMES = { json: 'page-views.json', csv: 'page-views.csv' };
/** File names in `output-dir` of an export that stopped early, per format (`page-views.partial.json`…). */
const PARTIAL_FILE_NAMES = { json: (0,output_dir/* partialFileName */.nK)(EXPORT_FILE_NAMES.json), csv: (0,output_dir/* partialFileName */.nK)(EXPORT_FILE_NAMES.csv) };

// EXTERNAL MODULE: ./src/export/temp-file.ts
var temp_file = __webpack_require__(60481);
;// CONCATENATED MODULE: ./src/page-views/manifest.ts
/**
 * `manifest.json`, written last next to the files: what was asked for, what was fetched,
 * whether the export is complete, and each file's size and SHA-256, so that a later step or a
 * loader can check the files before trusting them (and the action can recognise its folder).
 */



/** The manifest of an export. Pure. */
function buildManifest(facts) {
    const manifest = {
        generator: output_dir/* MANIFEST_GENERATOR */.c4,
        mode: 'page-views',
        complete: facts.stopped === undefined,
        projectId: facts.projectId,
        dateFrom: facts.range.dateFrom ?? null,
        dateTo: facts.range.dateTo ?? null,
        period: facts.range.period ?? null,
        pageSize: facts.pageSize,
        maxRequests: facts.maxRequests,
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
    return (0,temp_file/* writeFileAtomic */.Zf)(external_node_path_.join(dir, output_dir/* MANIFEST_FILE_NAME */.xF), `${JSON.stringify(manifest, null, 2)}\n`);
}

// EXTERNAL MODULE: ./src/export/top-n.ts
var top_n = __webpack_require__(41558);
;// CONCATENATED MODULE: ./src/page-views/top-rows.ts
/**
 * The rows with the most views, for the job summary, kept in a bounded collector so that memory
 * stays O(N) whatever the number of rows exported. Pure.
 */

/**
 * Ranking order: higher `total` first; equal totals by `path` in code-unit order (stable and
 * locale-independent). Negative when `a` ranks before `b`.
 */
function compareByTotal(a, b) {
    if (a.total !== b.total)
        return b.total - a.total;
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
/** Keeps the `capacity` best-ranked rows offered (see {@link compareByTotal}); only `path` and the counts are kept. */
class TopRows {
    #top;
    /** @param capacity rows to keep, ≥ 0 (0 keeps nothing). */
    constructor(capacity) {
        this.#top = new top_n/* TopN */._(capacity, compareByTotal);
    }
    /** Offers one row. */
    add(row) {
        this.#top.add(row, (r) => ({ path: r.path, human: r.human, ai: r.ai, total: r.total }));
    }
    /** The kept rows, best first. */
    list() {
        return this.#top.list();
    }
}

// EXTERNAL MODULE: ./src/export/csv.ts
var csv = __webpack_require__(11966);
;// CONCATENATED MODULE: ./src/page-views/write-csv.ts
/**
 * The CSV export: header `path,human,ai,total`, then one record per row in API order, written
 * page by page with the shared CSV writer (RFC 4180, CRLF; cells a spreadsheet would run as a
 * formula neutralized, see `export/csv.ts`).
 */

/** The CSV columns, in order; also the header line. */
const CSV_COLUMNS = ['path', 'human', 'ai', 'total'];
/** The CSV record of one row: `[path, human, ai, total]` (extra API fields are dropped). */
function csvRecord(row) {
    return [row.path, row.human, row.ai, row.total];
}
/**
 * Starts writing the CSV export to `<path>.tmp`, header first (an export without rows is a
 * valid CSV file). {@link ExportFile.commit} renames it to `path`; {@link ExportFile.keepPartial}
 * to `partialPath` (a CSV file has no room for a flag: its name says it is partial).
 * @throws the file system error when the temporary file cannot be created.
 */
async function openCsvFile(path, partialPath) {
    const file = await (0,csv/* openCsvFileWriter */.Sp)({ path, partialPath }, CSV_COLUMNS);
    return {
        path,
        partialPath,
        append: (rows) => file.append(rows.map(csvRecord)),
        commit: () => file.commit(),
        keepPartial: () => file.keepPartial(),
        discard: () => file.discard(),
    };
}

// EXTERNAL MODULE: ./src/export/json-document.ts
var json_document = __webpack_require__(1590);
;// CONCATENATED MODULE: ./src/page-views/write-json.ts

/** `path` and the three counts of a row, in this order (extra API fields are dropped). */
function viewItem(row) {
    return { path: row.path, human: row.human, ai: row.ai, total: row.total };
}
/** The three totals, or `null` when no page arrived. */
function totalsItem(totals) {
    return totals === undefined ? null : { human: totals.human, ai: totals.ai, total: totals.total };
}
/**
 * Starts writing the JSON export to `<path>.tmp`. {@link ExportFile.commit} writes `totals` and
 * `"complete": true` and renames it to `path`; {@link ExportFile.keepPartial} writes
 * `"complete": false`, `error` and `stoppedAtOffset` and renames it to `partialPath`.
 * @throws the file system error when the temporary file cannot be created.
 */
async function openJsonFile(path, partialPath, header) {
    const { projectId, dateFrom, dateTo, generatedAt } = header;
    const document = await (0,json_document/* openJsonDocument */.YE)({ path, partialPath }, { projectId, dateFrom, dateTo, generatedAt }, 'views');
    return {
        path,
        partialPath,
        append: (rows) => document.append(rows.map(viewItem)),
        commit: (totals) => document.commit({ totals: totalsItem(totals), complete: true }),
        keepPartial: (ending) => document.keepPartial({ totals: totalsItem(ending.totals), complete: false, error: ending.error, stoppedAtOffset: ending.stoppedAtOffset }),
        discard: () => document.discard(),
    };
}

;// CONCATENATED MODULE: ./src/page-views/export-views.ts
/**
 * Exports every page view of the range to the files in `output-dir`, page by page, keeping only
 * a bounded top-N and the duplicate check in memory. It ends complete, partial (the rows
 * received kept under `*.partial.*` names, never the complete ones), or failed (no file left).
 */












/** The endpoint exported, as messages name it. */
const VIEWS_ENDPOINT = 'GET /v1/analytics/{projectId}/views';
/**
 * The files could not be written (folder not writable, disk full): no export file is left.
 * `offset` is the page offset reached, `undefined` before the first request; `requests` the
 * HTTP requests spent.
 */
class ExportError extends Error {
    name = 'ExportError';
    offset;
    requests;
    constructor(message, details) {
        super(message, { cause: details.cause });
        this.offset = details.offset;
        this.requests = details.requests;
    }
}
function sameTotals(a, b) {
    return a.human === b.human && a.ai === b.ai && a.total === b.total;
}
function showTotals(t) {
    return `human ${t.human}, AI ${t.ai}, total ${t.total}`;
}
/**
 * Runs the export, spending at most `inputs.maxRequests` HTTP requests (retries included).
 * @returns a {@link CompleteExport}, or a {@link PartialExport} when pagination stopped early
 *   (the caller must fail the step).
 * @throws InputError before any request when a user-given `output-dir` holds a file named
 *   like the export's that the action did not write (see `assertNoForeignExport`).
 * @throws ExportError when the files cannot be created or written; every file of this
 *   export (and any stale one of an earlier run under the same names) is removed first.
 */
async function exportPageViews(deps) {
    const { inputs, log } = deps;
    const startedAt = deps.now();
    const dir = inputs.outputDir;
    const { dateFrom, dateTo } = inputs.range;
    const dataNames = Object.values(EXPORT_FILE_NAMES);
    const budget = new request_budget/* RequestBudget */.b(inputs.maxRequests);
    if (!inputs.outputDirIsDefault)
        await (0,output_dir/* assertNoForeignExport */._z)(dir, dataNames, 'page-views');
    const files = { json: undefined, csv: undefined };
    const open = () => [files.json, files.csv].filter((f) => f !== undefined);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        // A file left by an earlier run must not pass for the result of this one.
        await (0,output_dir/* removeExportFiles */.wW)(dir, dataNames);
        if (inputs.formats.includes('json')) {
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
        throw new ExportError(`Could not create the export files in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { offset: undefined, requests: 0, cause: error });
    }
    const top = new TopRows(inputs.summaryRows);
    const duplicates = new DuplicatePaths();
    let rows = 0;
    let lastTotals;
    let totalsChanged = false;
    /** Discards everything and throws: the files cannot be trusted. */
    const fail = async (message, offset, error) => {
        await Promise.all(open().map((f) => f.discard()));
        await (0,output_dir/* removeExportFiles */.wW)(dir, dataNames).catch(() => undefined);
        throw new ExportError(`${message}: ${(0,errors/* errorMessage */.gJ)(error).replace(/\.$/, '')}. No export file was kept.`, { offset, requests: budget.spent, cause: error });
    };
    let outcome;
    try {
        outcome = await paginateOffset({
            endpoint: VIEWS_ENDPOINT,
            fetchPage: (page, signal, onRetry, maxRetries) => deps.fetchPage({ dateFrom, dateTo, ...page }, signal, onRetry, maxRetries),
            read: (page) => ({ rows: page.views, hasMore: page.hasMore }),
            pageSize: inputs.pageSize,
            budget,
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
        : { complete: true, totals: outcome.last.totals };
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
        maxRequests: inputs.maxRequests,
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
        return fail(`Could not write ${output_dir/* MANIFEST_FILE_NAME */.xF} in ${dir}`, end.complete ? undefined : end.offset, error);
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

// EXTERNAL MODULE: ./src/export/progress-log.ts
var progress_log = __webpack_require__(99260);
;// CONCATENATED MODULE: ./src/page-views/action.ts
/**
 * Wires `page-views` to the runner: runs the export, sets the outputs, uploads the files as one
 * artifact and writes the job summary, also after a failure. A partial export is kept, uploaded
 * as `<artifact-name>-partial` and flagged everywhere, and fails the step.
 */








/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;
/** Paths of the data files written (complete or partial names), JSON first. */
function dataFiles(result) {
    return [result.files.json, result.files.csv].filter((f) => f !== undefined).map((f) => f.path);
}
/**
 * The step's failure message for a partial export, e.g. `Page-views export failed at offset
 * 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500:
 * Invalid query parameters. Partial export: the rows received are in page-views.partial.json
 * and page-views.partial.csv (manifest.json: complete false).`
 */
function partialFailureMessage(result) {
    const data = dataFiles(result).map((f) => external_node_path_.basename(f));
    return `Page-views export failed at offset ${result.stoppedAtOffset} (${result.rows} rows kept): ${result.error.replace(/\.$/, '')}. Partial export: the rows received are in ${data.join(' and ')} (${external_node_path_.basename(result.manifest)}: complete false).`;
}
/**
 * Runs `page-views` end to end and reports through `@actions/core`: outputs `rows`, `requests`,
 * `pages` (deprecated alias of `rows`), `total`, `human`, `ai`, `json-file`, `csv-file`,
 * `artifact-id`, `artifact-url`.
 * @param env the runner's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
 *   `GITHUB_RUN_ID` for the artifact URL; `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the export stopped early (see {@link partialFailureMessage}; the partial
 *   files are kept and uploaded), when `output-dir` holds files the action did not write, when
 *   no file could be written, or naming the artifact when the upload fails (the files stay in
 *   `output-dir`). The job summary is written in every case.
 */
async function runPageViewsStep(inputs, mintlify, env, signal) {
    const summary = {
        projectId: inputs.projectId,
        range: inputs.range,
        export: undefined,
        summaryRows: inputs.summaryRows,
        maxRequests: inputs.maxRequests,
        artifact: undefined,
        failure: undefined,
    };
    const clean = (text) => (0,errors/* redact */.E$)(text, [inputs.apiKey]);
    core.info(`Page views of project ${inputs.projectId}, ${(0,date_range/* describeRange */.pC)(inputs.range)}: ${inputs.pageSize} rows per request, at most ${inputs.maxRequests} requests, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`);
    try {
        let result;
        core.startGroup(`Fetching page views (${inputs.pageSize} per request)`);
        const progress = (0,progress_log/* createTimedProgressLog */.R)((text) => core.info(text), PROGRESS_INTERVAL_MS);
        try {
            result = await exportPageViews({
                inputs,
                fetchPage: (query, requestSignal, onRetry, maxRetries) => mintlify.getViewsPage(query, { signal: requestSignal, onRetry, maxRetries }),
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
            core.setOutput('requests', error instanceof ExportError ? error.requests : 0);
            summary.failure = clean(`${(0,errors/* errorMessage */.gJ)(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
            throw new Error(summary.failure, { cause: error });
        }
        finally {
            progress.flush();
            core.endGroup();
        }
        summary.export = {
            rows: result.rows,
            requests: result.requests,
            totals: result.totals,
            totalsChanged: result.totalsChanged,
            duplicates: result.duplicates,
            top: result.top,
            fileNames: [...dataFiles(result), result.manifest].map((f) => external_node_path_.basename(f)),
            stopped: result.complete ? undefined : { offset: result.stoppedAtOffset, reason: result.error },
        };
        const spent = `${result.pages} API ${result.pages === 1 ? 'page' : 'pages'}, ${result.requests} ${result.requests === 1 ? 'request' : 'requests'}`;
        core.info(result.complete
            ? `Exported ${result.rows} rows (${spent}): ${result.totals.total} views in total (human ${result.totals.human}, AI ${result.totals.ai}).`
            : `Kept the ${result.rows} rows received (${spent}) in ${summary.export.fileNames.join(', ')}.`);
        core.setOutput('rows', result.rows);
        core.setOutput('requests', result.requests);
        core.setOutput('pages', result.rows);
        core.setOutput('total', result.totals?.total ?? '');
        core.setOutput('human', result.totals?.human ?? '');
        core.setOutput('ai', result.totals?.ai ?? '');
        core.setOutput('json-file', result.files.json?.path ?? '');
        core.setOutput('csv-file', result.files.csv?.path ?? '');
        const partialFailure = result.complete ? undefined : clean(partialFailureMessage(result));
        let artifact;
        try {
            artifact = await (0,artifact_step/* publishExportArtifact */.W)({ inputs, complete: result.complete, files: [...dataFiles(result), result.manifest], env, signal });
        }
        catch (error) {
            summary.failure = clean((0,errors/* errorMessage */.gJ)(error));
            throw new Error(partialFailure === undefined ? summary.failure : `${partialFailure} ${summary.failure}`, { cause: error });
        }
        summary.artifact = artifact;
        if (partialFailure !== undefined)
            throw new Error(artifact === 'skipped' ? partialFailure : `${partialFailure} Uploaded as artifact ${artifact.name}.`);
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
