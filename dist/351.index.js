export const id = 351;
export const ids = [351];
export const modules = {

/***/ 86351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAnalyticsStep: () => (/* binding */ runAnalyticsStep)
});

// UNUSED EXPORTS: datasetsOutput, incompleteMessage

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
// EXTERNAL MODULE: ./src/export/progress-log.ts
var progress_log = __webpack_require__(99260);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/github/visibility.ts
/**
 * The visibility of the repository a workflow runs in, read from the webhook payload
 * (`GITHUB_EVENT_PATH`): `repository.visibility` (`public`, `private`, `internal`) or else
 * `repository.private`; when the payload does not say, `GET /repos/{owner}/{repo}` with the
 * workflow's token. Unknown stays unknown (callers treat it as public: fail safe).
 */


const Payload = schemas/* looseObject */._H3({
    repository: schemas/* looseObject */._H3({
        private: schemas/* boolean */.zMY().optional(),
        visibility: schemas/* string */.YjP().optional(),
    })
        .optional(),
});
/** The visibility a webhook payload states (`visibility` first, then `private`); `unknown` when it states none. Pure. */
function repositoryVisibility(payload) {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success || parsed.data.repository === undefined)
        return 'unknown';
    const { visibility, private: isPrivate } = parsed.data.repository;
    if (visibility === 'public' || visibility === 'private' || visibility === 'internal')
        return visibility;
    if (isPrivate === true)
        return 'private';
    if (isPrivate === false)
        return 'public';
    return 'unknown';
}
/**
 * The repository's visibility: from the payload at `GITHUB_EVENT_PATH`, else (with a token)
 * from `GET /repos/{owner}/{repo}` for `GITHUB_REPOSITORY`; `unknown` when neither says
 * (never throws).
 * @param token the workflow's token, '' for none.
 */
async function readRepositoryVisibility(env, token = '') {
    let fromPayload = 'unknown';
    try {
        if (env.GITHUB_EVENT_PATH)
            fromPayload = repositoryVisibility(JSON.parse(await (0,promises_.readFile)(env.GITHUB_EVENT_PATH, 'utf8')));
    }
    catch {
        fromPayload = 'unknown';
    }
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (fromPayload !== 'unknown' || !token || !owner || !repo)
        return fromPayload;
    try {
        const { createOctokit } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(634)]).then(__webpack_require__.bind(__webpack_require__, 79634));
        const octokit = createOctokit({ token, log: () => undefined, ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}) });
        const { data } = await octokit.rest.repos.get({ owner, repo });
        return repositoryVisibility({ repository: data });
    }
    catch {
        return 'unknown';
    }
}

// EXTERNAL MODULE: ./src/mintlify/analytics.ts
var analytics = __webpack_require__(25834);
;// CONCATENATED MODULE: ./src/analytics/privacy.ts
/** Resolves the privacy rules from the inputs and the repository's visibility. */
function resolvePrivacy(mode, includeContact, visibility) {
    let excludedBecause;
    if (mode === 'exclude')
        excludedBecause = 'visitor-text is exclude';
    else if (mode === 'auto' && visibility === 'public')
        excludedBecause = 'this repository is public (visitor-text: auto)';
    else if (mode === 'auto' && visibility === 'unknown')
        excludedBecause = 'the event payload does not say whether this repository is private, so it is treated as public (visitor-text: auto)';
    return { visitorText: excludedBecause === undefined, contact: includeContact, excludedBecause };
}
/**
 * The notice shown when visitor text is left out, e.g. `Search queries, feedback comments and
 * assistant conversations are left out of the artifact and the job summary because this
 * repository is public (visitor-text: auto). Counts, paths and categories are included. To
 * include the text, set visitor-text: include (it is personal data: …).`
 */
function visitorTextNotice(privacy) {
    if (privacy.excludedBecause === undefined)
        return undefined;
    const howTo = privacy.excludedBecause.startsWith('visitor-text is exclude')
        ? 'To include it, set visitor-text: include or auto'
        : 'To include it, set visitor-text: include';
    return `Search queries, feedback comments and assistant conversations are left out of the artifact and the job summary because ${privacy.excludedBecause}. Counts, paths and categories are included. ${howTo} (visitor-written text is personal data: anyone who can read this repository's workflow runs can download the artifact and read the summary).`;
}

// EXTERNAL MODULE: ./src/export/output-dir.ts
var output_dir = __webpack_require__(44123);
// EXTERNAL MODULE: ./src/export/request-budget.ts
var request_budget = __webpack_require__(35721);
// EXTERNAL MODULE: ./src/export/top-n.ts
var top_n = __webpack_require__(41558);
// EXTERNAL MODULE: ./src/mintlify/analytics-schemas.ts
var analytics_schemas = __webpack_require__(42107);
;// CONCATENATED MODULE: ./src/analytics/frequent.ts
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

;// CONCATENATED MODULE: ./src/analytics/datasets.ts



/** Longest visitor text kept by a summary collector, in characters (the summary shows 120 at most). */
const KEPT_TEXT_CHARS = 200;
/** Distinct categories and unanswered queries counted (see `frequent.ts`). */
const FREQUENT_CAPACITY = 2000;
function shorten(text) {
    return text.length > KEPT_TEXT_CHARS ? text.slice(0, KEPT_TEXT_CHARS) : text;
}
function byCode(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Ranking of pages by `total`, then path. */
function compareTotal(a, b) {
    return b.total - a.total || byCode(a.path, b.path);
}
const NO_CURSOR = () => null;
/** The definition of `views` or `visitors`: `path,human,ai,total`, top pages by `total`. */
function trafficDefinition(name, arrayKey, rows, totals) {
    return {
        name,
        arrayKey,
        rows,
        hasMore: (page) => page.hasMore,
        nextCursor: NO_CURSOR,
        tail: (last) => ({ totals: last === undefined ? null : pickTotals(totals(last)) }),
        columns: () => ['path', 'human', 'ai', 'total'],
        jsonRow: (row) => ({ path: row.path, human: row.human, ai: row.ai, total: row.total }),
        csvRecord: (row) => [row.path, row.human, row.ai, row.total],
        collector: (options) => {
            const top = new top_n/* TopN */._(options.rows, compareTotal);
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
        const top = new top_n/* TopN */._(rows, compareHits);
        const noClick = new top_n/* TopN */._(rows, compareHits);
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
        const top = new top_n/* TopN */._(rows, compareThumbsDown);
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
/** `assistant`: one row per conversation turn; `query` and `response` are visitor text (threads are not fetched). */
const ASSISTANT = {
    name: 'assistant',
    arrayKey: 'conversations',
    rows: (page) => page.conversations,
    ...CURSOR_PAGING_WITH_HAS_MORE,
    columns: (privacy) => ASSISTANT_COLUMNS.filter((c) => privacy.visitorText || (c !== 'query' && c !== 'response')),
    jsonRow: (row, privacy) => {
        if (privacy.visitorText)
            return row;
        return Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'query' && key !== 'response'));
    },
    csvRecord: (row, privacy) => [
        row.id,
        row.timestamp,
        row.responseType ?? 'answer',
        row.resolutionStatus,
        row.queryCategory,
        row.pageUrl,
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

// EXTERNAL MODULE: ./src/export/csv.ts
var export_csv = __webpack_require__(11966);
// EXTERNAL MODULE: ./src/export/json-document.ts
var json_document = __webpack_require__(1590);
// EXTERNAL MODULE: ./src/export/let-request-out.ts
var let_request_out = __webpack_require__(22374);
;// CONCATENATED MODULE: ./src/analytics/export-dataset.ts
/**
 * Exports one dataset: requests its endpoint page by page with the largest `limit` the spec
 * allows, following its own paging (`offset` += limit while `hasMore`; `cursor` = `nextCursor`
 * until it is null; one request for `feedback-by-page` and `assistant-callers`), and streams
 * each page's rows to `<dataset>.json` / `<dataset>.csv` and to the summary collector. The next
 * page is requested as soon as a page has arrived and says where the next one starts, before
 * that page is written, so writing overlaps the network and memory holds two pages at most.
 *
 * Every request is counted against the snapshot's `RequestBudget`, retries included:
 * none is sent once the budget is spent, and a request may retry only as often as the budget
 * has room for. The export ends:
 * - complete: the files get their complete names;
 * - partial (budget spent, the API failing after retries — a 429 whose `Retry-After` exceeds
 *   the client's patience included —, a cancellation, or pages it does not trust: a short page
 *   or a repeated page that says `hasMore`, a cursor sent twice, empty pages that claim more):
 *   the rows received are kept in
 *   `<dataset>.partial.json` (`"complete": false` and the error) and `<dataset>.partial.csv`;
 * - failed (the files themselves could not be written): {@link ExportError}, no file kept.
 */






/** Consecutive empty pages that still claim more rows after which a dataset stops. */
const MAX_EMPTY_PAGES = 3;
/** The files could not be written: nothing of this dataset is kept. */
class ExportError extends Error {
    name = 'ExportError';
}
/** File names of a dataset in `output-dir`. */
function datasetFileNames(dataset) {
    return { json: `${dataset}.json`, csv: `${dataset}.csv`, partialJson: `${dataset}.partial.json`, partialCsv: `${dataset}.partial.csv` };
}
/** A dataset the snapshot did not start, with why. */
function skippedOutcome(dataset, reason, message) {
    return {
        dataset,
        status: 'skipped',
        rows: 0,
        pages: 0,
        requests: 0,
        limit: analytics/* ANALYTICS_ENDPOINTS */.yP[dataset].maxLimit,
        files: [],
        truncated: false,
        stop: { reason, message },
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
/**
 * Exports one dataset (see the module comment).
 * @returns its outcome: complete, partial with the reason, or skipped (no file) when the run
 *   is cancelled or the budget spent before its first request.
 * @throws ExportError when its files cannot be created or written (they are removed).
 */
async function exportDataset(definition, deps) {
    const name = definition.name;
    if (deps.signal.aborted)
        return skippedOutcome(name, 'cancelled', 'not fetched: the run was cancelled');
    if (deps.budget.remaining < 1)
        return skippedOutcome(name, 'budget', `not fetched: max-requests (${deps.budget.max}) was spent before this dataset`);
    const endpoint = analytics/* ANALYTICS_ENDPOINTS */.yP[name];
    const names = datasetFileNames(name);
    const dir = deps.outputDir;
    const columns = definition.columns(deps.privacy);
    let json;
    let csv;
    try {
        if (deps.formats.includes('json')) {
            json = await (0,json_document/* openJsonDocument */.YE)({ path: external_node_path_.join(dir, names.json), partialPath: external_node_path_.join(dir, names.partialJson) }, { dataset: name, ...deps.head }, definition.arrayKey);
        }
        if (deps.formats.includes('csv')) {
            csv = await (0,export_csv/* openCsvFileWriter */.Sp)({ path: external_node_path_.join(dir, names.csv), partialPath: external_node_path_.join(dir, names.partialCsv) }, columns);
        }
    }
    catch (error) {
        await Promise.all([json?.discard(), csv?.discard()]);
        throw new ExportError(`Could not create the ${name} files in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    const collector = definition.collector({ rows: deps.summaryRows, privacy: deps.privacy });
    const { budget } = deps;
    let query = {
        dateFrom: deps.range.dateFrom,
        dateTo: deps.range.dateTo,
        limit: endpoint.maxLimit,
        offset: endpoint.paging === 'offset' ? 0 : undefined,
    };
    let rows = 0;
    let pages = 0;
    let requests = 0;
    let emptyRun = 0;
    let truncated = false;
    let last;
    let stop;
    const seenCursors = new Set();
    /** Offset paging: the first row of the previous page, serialized, to notice a page sent twice. */
    let previousFirst;
    /**
     * What follows a page, from the page alone: the query of the next page, or none (the last
     * page, or a page that breaks the paging contract: then `stop` says why).
     */
    const nextStep = (page, pageRows, more, where) => {
        if (endpoint.paging === 'single' || !more)
            return {};
        emptyRun = pageRows.length === 0 ? emptyRun + 1 : 0;
        if (emptyRun >= MAX_EMPTY_PAGES) {
            return { stop: { reason: 'error', message: `${(0,analytics/* endpointName */.zY)(name)} sent ${emptyRun} empty pages in a row that still said there were more rows (last ${where}); stopped to avoid an endless loop` } };
        }
        if (endpoint.paging === 'offset') {
            const limit = endpoint.maxLimit ?? 0;
            const first = pageRows[0] === undefined ? undefined : JSON.stringify(pageRows[0]);
            if (pageRows.length > 0 && pageRows.length < limit) {
                return { stop: { reason: 'error', message: `${(0,analytics/* endpointName */.zY)(name)} sent ${pageRows.length} rows, fewer than limit ${limit}, ${where} but said hasMore: true; the next offset would skip rows, so the export stopped` } };
            }
            if (first !== undefined && first === previousFirst) {
                return {
                    stop: { reason: 'error', message: `${(0,analytics/* endpointName */.zY)(name)} sent ${where} the same rows as at the previous offset; stopped to avoid an endless loop` },
                    duplicate: true,
                };
            }
            previousFirst = first;
            return { next: { ...query, offset: (query.offset ?? 0) + limit } };
        }
        const cursor = definition.nextCursor(page);
        if (cursor === null || seenCursors.has(cursor)) {
            return {
                stop: {
                    reason: 'error',
                    message: `${(0,analytics/* endpointName */.zY)(name)} returned ${cursor === null ? 'no nextCursor but said there were more rows' : 'a nextCursor it had returned before'} on page ${pages}; stopped to avoid an endless loop`,
                },
            };
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
                stop = {
                    reason: 'budget',
                    message: `max-requests (${budget.max}) reached ${where ? `${where} ` : ''}after ${rows} rows: the next request would exceed the snapshot's request budget`,
                };
                break;
            }
            let page;
            try {
                page = await (pending ?? send(query));
            }
            catch (error) {
                stop = classify(error, deps, where);
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
                await (0,let_request_out/* letRequestOut */.D)();
            }
            // A page sent twice is not written twice: the partial files hold each row once.
            const kept = step.duplicate ? [] : pageRows;
            await Promise.all([
                json?.append(kept.map((row) => definition.jsonRow(row, deps.privacy))),
                csv?.append(kept.map((row) => definition.csvRecord(row, deps.privacy))),
            ]);
            for (const row of kept)
                collector.row(row);
            collector.page?.(page);
            last = page;
            rows += kept.length;
            deps.log(`${name}${where ? ` ${where}` : ''}: ${pageRows.length} rows, ${rows} so far${endpoint.paging === 'single' ? '' : `, more ${more}`} (${spent} of ${budget.max} requests spent)`);
            if (endpoint.paging === 'single')
                truncated = more;
            if (step.stop !== undefined)
                stop = step.stop;
            if (step.next === undefined)
                break;
            query = step.next;
        }
    }
    catch (error) {
        await Promise.all([json?.discard(), csv?.discard()]);
        throw new ExportError(`Could not write the ${name} files in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    finally {
        ahead.abort(new Error(`the ${name} export ended`));
    }
    const complete = stop === undefined;
    const message = stop === undefined ? undefined : deps.redact(stop.message.replace(/\.$/, ''));
    const tail = { ...definition.tail(last), complete, ...(message === undefined ? {} : { error: message }) };
    const files = [];
    try {
        if (json !== undefined)
            files.push(complete ? await json.commit(tail) : await json.keepPartial(tail));
        if (csv !== undefined)
            files.push(complete ? await csv.commit() : await csv.keepPartial());
    }
    catch (error) {
        await Promise.all([json?.discard(), csv?.discard()]);
        throw new ExportError(`Could not finish the ${name} files in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    return {
        dataset: name,
        status: complete ? 'complete' : 'partial',
        rows,
        pages,
        requests,
        limit: endpoint.maxLimit,
        files,
        truncated,
        stop: stop === undefined || message === undefined ? undefined : { reason: stop.reason, message },
        summary: collector.result(),
    };
}
/** Why a request failed, as a {@link StopReason} and a message naming the endpoint and where. */
function classify(error, deps, where) {
    if (deps.signal.aborted)
        return { reason: 'cancelled', message: `cancelled ${where || 'during the request'} (${(0,errors/* errorMessage */.gJ)(deps.signal.reason)})` };
    const text = (0,errors/* errorMessage */.gJ)(error).replace(/\.$/, '');
    if (error instanceof errors/* MintlifyApiError */.Vo && error.status === 429) {
        return {
            reason: 'rate-limit',
            message: `${text}. The organisation's analytics rate limit (100 requests per hour, shared by every analytics client) is reached: the API still answered 429 after the retries, or asked to wait longer than the run waits (Retry-After); the snapshot stopped`,
        };
    }
    if (error instanceof errors/* MintlifyApiError */.Vo && (error.status === 401 || error.status === 403)) {
        return { reason: 'unauthorized', message: `${text}; the snapshot stopped (every other dataset would be refused too)` };
    }
    if (deps.budget.remaining < 1) {
        return { reason: 'budget', message: `${text} (max-requests ${deps.budget.max} reached: no request was left for another retry)` };
    }
    return { reason: 'error', message: text };
}

// EXTERNAL MODULE: ./src/export/temp-file.ts
var temp_file = __webpack_require__(60481);
;// CONCATENATED MODULE: ./src/analytics/manifest.ts
/**
 * The snapshot's manifest, `manifest.json` next to the files, written last (atomically): what
 * was asked for, the resolved range, the request budget, the privacy rules, and per dataset
 * whether it is complete, its rows and requests, and the size and SHA-256 of each file.
 *
 * ```json
 * {
 *   "generator": "mintlify-action", "mode": "analytics", "complete": true,
 *   "projectId": "proj_123", "dateFrom": "2026-01-01", "dateTo": "2026-01-08", "period": "last-7-days",
 *   "formats": ["json", "csv"], "maxRequests": 100, "requests": 12,
 *   "visitorText": "excluded", "contact": "excluded",
 *   "startedAt": "…", "finishedAt": "…",
 *   "datasets": {
 *     "assistant-callers": {"complete": true, "status": "complete", "rows": 1, "pages": 1, "requests": 1, "limit": null,
 *                           "files": [{"name": "assistant-callers.json", "bytes": 321, "sha256": "…"}]},
 *     "feedback-by-page": {"complete": true, …, "truncated": true},
 *     "views": {"complete": false, "status": "partial", …, "error": "max-requests (5) reached at offset 500 …"},
 *     "searches": {"complete": false, "status": "skipped", "rows": 0, …, "files": [], "error": "…"}
 *   }
 * }
 * ```
 *
 * Datasets appear in the order they were fetched. `complete` at the top is true only when
 * every dataset is. `dateTo` is exclusive.
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
        };
        if (outcome.dataset === 'feedback-by-page' && outcome.status !== 'skipped')
            entry.truncated = outcome.truncated;
        if (outcome.stop !== undefined)
            entry.error = outcome.stop.message;
        datasets[outcome.dataset] = entry;
    }
    return {
        generator: output_dir/* MANIFEST_GENERATOR */.c4,
        mode: 'analytics',
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
    };
}
/**
 * Writes `manifest.json` in `dir` atomically (temporary file, then rename).
 * @throws the file system error.
 */
function writeManifest(dir, manifest) {
    return (0,temp_file/* writeFileAtomic */.Zf)(external_node_path_.join(dir, output_dir/* MANIFEST_FILE_NAME */.xF), `${JSON.stringify(manifest, null, 2)}\n`);
}

;// CONCATENATED MODULE: ./src/analytics/snapshot.ts
/**
 * One analytics snapshot: every dataset asked for, in {@link FETCH_ORDER}, against one request
 * budget, to `<dataset>.json` / `<dataset>.csv` in `output-dir`, then `manifest.json`.
 *
 * Order: the single-request datasets first (`assistant-callers`, then `feedback-by-page`), then
 * the paged ones by rows per request, most first (`assistant` 1000, `views` 250, `visitors`
 * 250, `searches` 100, `feedback` 100), so that a small budget still gets the most data.
 *
 * When the budget is spent, the API's rate limit outlasts the client's patience, or the run is
 * cancelled, the dataset in progress is kept as partial files and the datasets after it are
 * not fetched (`skipped`); any other failure leaves that one dataset partial and the snapshot
 * goes on. Files of every dataset under every name (complete, partial, temporary) and the
 * manifest are removed first, so nothing from an earlier run passes for this one; files of
 * those names that the action did not write are never touched (the run fails instead).
 */








/** The order datasets are fetched in (see the module comment). */
const FETCH_ORDER = ['assistant-callers', 'feedback-by-page', 'assistant', 'views', 'visitors', 'searches', 'feedback'];
/** `datasets` in {@link FETCH_ORDER}. */
function fetchOrder(datasets) {
    return FETCH_ORDER.filter((d) => datasets.includes(d));
}
/** Each dataset's export, with its definition bound. */
const EXPORTERS = {
    views: (deps) => exportDataset(VIEWS, deps),
    visitors: (deps) => exportDataset(VISITORS, deps),
    searches: (deps) => exportDataset(SEARCHES, deps),
    feedback: (deps) => exportDataset(FEEDBACK, deps),
    'feedback-by-page': (deps) => exportDataset(FEEDBACK_BY_PAGE, deps),
    assistant: (deps) => exportDataset(ASSISTANT, deps),
    'assistant-callers': (deps) => exportDataset(ASSISTANT_CALLERS, deps),
};
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
    const dataNames = analytics/* ANALYTICS_DATASETS */.LJ.flatMap((d) => {
        const names = datasetFileNames(d);
        return [names.json, names.csv];
    });
    const removeAll = () => (0,output_dir/* removeExportFiles */.wW)(dir, dataNames);
    // Throws InputError when a folder given holds files of these names that the action did not write.
    if (!request.outputDirIsDefault)
        await (0,output_dir/* assertNoForeignExport */._z)(dir, dataNames, 'analytics');
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await removeAll();
    }
    catch (error) {
        throw new ExportError(`Could not prepare the output folder ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
    }
    const budget = new request_budget/* RequestBudget */.b(request.maxRequests);
    const datasetDeps = {
        fetch: deps.fetch,
        range: request.range,
        formats: request.formats,
        outputDir: dir,
        head: {
            projectId: request.projectId,
            dateFrom: request.range.dateFrom ?? null,
            dateTo: request.range.dateTo ?? null,
            generatedAt: startedAt.toISOString(),
            visitorText: request.privacy.visitorText ? 'included' : 'excluded',
        },
        privacy: request.privacy,
        summaryRows: request.summaryRows,
        budget,
        signal: deps.signal,
        log: deps.log,
        redact: deps.redact,
    };
    const outcomes = [];
    let halted;
    try {
        for (const dataset of fetchOrder(request.datasets)) {
            if (halted !== undefined) {
                outcomes.push(skippedOutcome(dataset, halted, skippedMessage(halted, budget)));
                continue;
            }
            const outcome = await EXPORTERS[dataset](datasetDeps);
            outcomes.push(outcome);
            deps.log(describeOutcome(outcome, budget));
            if (outcome.stop !== undefined && haltsSnapshot(outcome.stop.reason))
                halted = outcome.stop.reason;
        }
    }
    catch (error) {
        await removeAll().catch(() => undefined);
        throw error;
    }
    const files = outcomes.flatMap((o) => o.files);
    const manifest = buildManifest({
        projectId: request.projectId,
        range: request.range,
        formats: request.formats,
        maxRequests: request.maxRequests,
        requests: budget.spent,
        privacy: request.privacy,
        startedAt,
        finishedAt: deps.now(),
        outcomes,
    });
    let manifestFile;
    try {
        manifestFile = await writeManifest(dir, manifest);
    }
    catch (error) {
        await removeAll().catch(() => undefined);
        throw new ExportError(`Could not write ${output_dir/* MANIFEST_FILE_NAME */.xF} in ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`, { cause: error });
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

// EXTERNAL MODULE: ./src/format/count.ts
var count = __webpack_require__(48296);
// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(59044);
// EXTERNAL MODULE: ./src/format/untrusted.ts
var untrusted = __webpack_require__(80849);
;// CONCATENATED MODULE: ./src/analytics/summary.ts
/**
 * The job summary of `analytics`, rendered as one HTML/Markdown string (the caller adds it to
 * `core.summary`): the project, the range (`dateTo` exclusive), the privacy rules, the
 * artifact, the requests spent per dataset against `max-requests`, then one section per
 * dataset:
 * - views: totals (human, AI, total, AI share) and the top pages by total views;
 * - visitors: unique-visitor totals and the top pages by unique visitors;
 * - searches: total searches, the top search terms, and the terms that got no click (content gaps);
 * - feedback-by-page: the pages with the most thumbs-down;
 * - feedback: counts by source and by status (never a comment or a contact);
 * - assistant: conversations by resolution status and by category, and the most frequent
 *   unanswered queries;
 * - assistant callers: web, API, other.
 * A partial or skipped dataset says so in its section, and a partial snapshot opens with a
 * warning banner.
 *
 * Every string from the API is untrusted (`untrustedCell`: escaped, no mention, link, image or
 * markup can form). Visitor text appears only when the privacy rules allow it. The whole
 * summary stays under {@link SUMMARY_BUDGET_CHARS} (GitHub's limit is 1 MiB per step): cells
 * are shortened, and table rows beyond the budget are left out with a note. Pure.
 */






/** Characters the whole summary may take (GitHub rejects more than 1 MiB per step; HTML escaping is counted). */
const SUMMARY_BUDGET_CHARS = 900_000;
/** Characters one table may take at most, so that one dataset cannot crowd out the others. */
const TABLE_BUDGET_CHARS = 120_000;
/** Section titles, per dataset. */
const SECTION_TITLES = {
    views: 'Page views',
    visitors: 'Unique visitors',
    searches: 'Searches',
    feedback: 'Feedback',
    'feedback-by-page': 'Pages with the most thumbs-down',
    assistant: 'Assistant conversations',
    'assistant-callers': 'Assistant callers',
};
/** Remaining characters of the summary, shared by its tables. */
class CharBudget {
    remaining = SUMMARY_BUDGET_CHARS;
}
/**
 * An HTML table of `rows` (cells already HTML-safe) under `header`, rows added while the table
 * stays within {@link TABLE_BUDGET_CHARS} and the summary's budget; a note says how many were
 * left out.
 */
function renderTable(header, rows, budget) {
    const head = `<tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>`;
    let html = `<table>${head}`;
    let kept = 0;
    const limit = Math.min(TABLE_BUDGET_CHARS, budget.remaining);
    for (const row of rows) {
        const line = `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
        if (html.length + line.length > limit)
            break;
        html += line;
        kept += 1;
    }
    html += '</table>\n';
    const omitted = rows.length - kept;
    if (omitted > 0)
        html += `<p><em>${(0,count/* formatCount */.B)(omitted)} more ${omitted === 1 ? 'row' : 'rows'} left out to keep the job summary small; see the files.</em></p>\n`;
    budget.remaining -= html.length;
    return html;
}
function paragraph(html) {
    return `<p>${html}</p>\n`;
}
function heading(level, text) {
    return `<h${level}>${(0,format_escape/* escapeHtml */.ZD)(text)}</h${level}>\n`;
}
function percent(ratio) {
    return `${(ratio * 100).toFixed(1)}%`;
}
function code(text) {
    return `<code>${(0,untrusted/* untrustedCell */.T)(text)}</code>`;
}
function totalsTable(totals, budget) {
    return renderTable(['Human', 'AI', 'Total', 'AI share'], [[(0,count/* formatCount */.B)(totals.human), (0,count/* formatCount */.B)(totals.ai), (0,count/* formatCount */.B)(totals.total), (0,count/* formatShare */.T)(totals.ai, totals.total)]], budget);
}
function topPagesTable(title, pages, limit, budget) {
    const shown = pages.slice(0, limit);
    if (shown.length === 0)
        return '';
    return (heading(4, `${title} (top ${shown.length})`) +
        renderTable(['#', 'Page', 'Human', 'AI', 'Total', 'AI share'], shown.map((p, i) => [String(i + 1), code(p.path), (0,count/* formatCount */.B)(p.human), (0,count/* formatCount */.B)(p.ai), (0,count/* formatCount */.B)(p.total), (0,count/* formatShare */.T)(p.ai, p.total)]), budget));
}
function searchesTable(rows, limit, privacy, budget) {
    const shown = rows.slice(0, limit);
    const header = ['#', ...(privacy.visitorText ? ['Search'] : []), 'Searches', 'Click-through', 'Top clicked page'];
    return renderTable(header, shown.map((r, i) => [
        String(i + 1),
        ...(privacy.visitorText ? [(0,untrusted/* untrustedCell */.T)(r.query ?? '')] : []),
        (0,count/* formatCount */.B)(r.hits),
        percent(r.ctr),
        r.topClickedPage === null ? '—' : code(r.topClickedPage),
    ]), budget);
}
function frequencyTable(label, rows, limit, budget) {
    return renderTable(['#', label, 'Conversations'], rows.slice(0, limit).map((r, i) => [String(i + 1), (0,untrusted/* untrustedCell */.T)(r.value), (0,count/* formatCount */.B)(r.count)]), budget);
}
/** The body of one dataset's section (without its heading). */
function renderDatasetSection(summary, limit, privacy, budget) {
    switch (summary.dataset) {
        case 'views':
        case 'visitors': {
            if (summary.totals === undefined)
                return paragraph('No response arrived, so there are no totals.');
            const what = summary.dataset === 'views' ? 'Top pages by total views' : 'Top pages by unique visitors';
            return totalsTable(summary.totals, budget) + topPagesTable(what, summary.top, limit, budget);
        }
        case 'searches': {
            let html = paragraph(`<strong>Searches:</strong> ${summary.totalSearches === undefined ? '—' : (0,count/* formatCount */.B)(summary.totalSearches)} · <strong>distinct terms:</strong> ${(0,count/* formatCount */.B)(summary.terms)} · <strong>terms without a click:</strong> ${(0,count/* formatCount */.B)(summary.noClickTerms)} (${(0,count/* formatCount */.B)(summary.noClickHits)} searches)`);
            if (summary.top.length > 0 && limit > 0) {
                html += heading(4, `Top searches (${Math.min(limit, summary.top.length)})`) + searchesTable(summary.top, limit, privacy, budget);
            }
            if (summary.noClick.length > 0 && limit > 0) {
                html += heading(4, 'Searches with no click (content gaps)') + searchesTable(summary.noClick, limit, privacy, budget);
            }
            return html;
        }
        case 'feedback-by-page': {
            let html = paragraph(`<strong>Pages with feedback:</strong> ${(0,count/* formatCount */.B)(summary.pages)}${summary.truncated ? ` (the API returned its first ${(0,count/* formatCount */.B)(summary.pages)} pages only: <code>hasMore</code> is true and the endpoint has no paging parameter)` : ''}`);
            const shown = summary.top.slice(0, limit);
            if (shown.length === 0)
                return html + paragraph('No page has a thumbs-down.');
            html += renderTable(['#', 'Page', 'Thumbs down', 'Thumbs up', 'Code', 'Total'], shown.map((r, i) => [String(i + 1), code(r.path), (0,count/* formatCount */.B)(r.thumbsDown), (0,count/* formatCount */.B)(r.thumbsUp), (0,count/* formatCount */.B)(r.code), (0,count/* formatCount */.B)(r.total)]), budget);
            return html;
        }
        case 'feedback': {
            const html = paragraph(`<strong>Feedback items:</strong> ${(0,count/* formatCount */.B)(summary.items)} · <strong>with a comment:</strong> ${(0,count/* formatCount */.B)(summary.withComment)} · <strong>helpful / not helpful:</strong> ${(0,count/* formatCount */.B)(summary.helpful)} / ${(0,count/* formatCount */.B)(summary.notHelpful)}`);
            return (html +
                heading(4, 'By source') +
                renderTable(['Source', 'Items'], Object.entries(summary.bySource).map(([k, n]) => [`<code>${(0,format_escape/* escapeCell */.kq)(k)}</code>`, (0,count/* formatCount */.B)(n)]), budget) +
                heading(4, 'By status') +
                renderTable(['Status', 'Items'], Object.entries(summary.byStatus).map(([k, n]) => [`<code>${(0,format_escape/* escapeCell */.kq)(k)}</code>`, (0,count/* formatCount */.B)(n)]), budget));
        }
        case 'assistant': {
            let html = paragraph(`<strong>Conversations:</strong> ${(0,count/* formatCount */.B)(summary.conversations)}`) +
                heading(4, 'By resolution status') +
                renderTable(['Status', 'Conversations', 'Share'], Object.entries(summary.byResolution).map(([k, n]) => [`<code>${(0,format_escape/* escapeCell */.kq)(k)}</code>`, (0,count/* formatCount */.B)(n), (0,count/* formatShare */.T)(n, summary.conversations)]), budget);
            if (summary.categories.length > 0 && limit > 0) {
                html += heading(4, 'By category') + frequencyTable('Category', summary.categories, limit, budget);
                if (summary.categoriesApproximate)
                    html += paragraph('<em>More categories than the summary counts: counts are upper bounds.</em>');
            }
            if (privacy.visitorText && summary.unresolved.length > 0 && limit > 0) {
                html += heading(4, 'Most frequent unanswered queries') + frequencyTable('Query', summary.unresolved, limit, budget);
                if (summary.unresolvedApproximate)
                    html += paragraph('<em>More distinct queries than the summary counts: counts are upper bounds.</em>');
            }
            return html;
        }
        case 'assistant-callers': {
            const s = summary.stats;
            if (s === undefined)
                return paragraph('No response arrived.');
            return renderTable(['Web', 'API', 'Other', 'Total'], [[(0,count/* formatCount */.B)(s.web), (0,count/* formatCount */.B)(s.api), (0,count/* formatCount */.B)(s.other), (0,count/* formatCount */.B)(s.total)]], budget);
        }
    }
}
function statusLabel(outcome) {
    if (outcome.status === 'complete')
        return outcome.truncated ? '✅ complete (API limit: rows left out)' : '✅ complete';
    return outcome.status === 'partial' ? '⚠️ <strong>partial</strong>' : '⏭️ <strong>not fetched</strong>';
}
/** The requests table: per dataset its status, rows, requests and files, then the total against `max-requests`. */
function requestsTable(outcomes, requests, maxRequests, budget) {
    const rows = outcomes.map((o) => [
        `<code>${(0,format_escape/* escapeCell */.kq)(o.dataset)}</code>`,
        statusLabel(o),
        (0,count/* formatCount */.B)(o.rows),
        (0,count/* formatCount */.B)(o.requests),
        o.files.map((f) => `<code>${(0,format_escape/* escapeCell */.kq)(f.path.split(/[\\/]/).pop() ?? '')}</code>`).join(' ') || '—',
    ]);
    rows.push(['<strong>all</strong>', '', (0,count/* formatCount */.B)(outcomes.reduce((n, o) => n + o.rows, 0)), `<strong>${(0,count/* formatCount */.B)(requests)} of ${(0,count/* formatCount */.B)(maxRequests)}</strong>`, '<code>manifest.json</code>']);
    return renderTable(['Dataset', 'Status', 'Rows', 'Requests', 'Files'], rows, budget);
}
/** The warning banner of a partial snapshot, naming the datasets that are not complete. */
function partialBanner(outcomes) {
    const incomplete = outcomes.filter((o) => o.status !== 'complete');
    const list = incomplete.map((o) => `<code>${(0,format_escape/* escapeCell */.kq)(o.dataset)}</code> (${o.status === 'partial' ? `partial, ${(0,count/* formatCount */.B)(o.rows)} rows kept` : 'not fetched'})`).join(', ');
    return paragraph(`<strong>⚠️ Partial snapshot — not every dataset is complete:</strong> ${list}. Their files are named <code>&lt;dataset&gt;.partial.json</code> / <code>.csv</code> and <code>manifest.json</code> says <code>complete: false</code>.`);
}
/** Renders the whole summary (see the module comment). */
function renderAnalyticsSummary(data) {
    const budget = new CharBudget();
    const snapshot = data.snapshot;
    const partial = snapshot !== undefined && !snapshot.complete;
    let html = '';
    if (partial)
        html += partialBanner(snapshot.outcomes);
    html += heading(2, partial ? 'Mintlify analytics snapshot (partial)' : 'Mintlify analytics snapshot');
    const artifact = (0,artifact_step/* artifactSummaryHtml */.i)(data.artifact);
    const visitorText = data.privacy.visitorText ? 'included' : 'left out';
    html += paragraph(`<strong>Project:</strong> <code>${(0,format_escape/* escapeCell */.kq)(data.projectId)}</code><br>\n<strong>Range:</strong> ${(0,format_escape/* escapeHtml */.ZD)((0,date_range/* describeRange */.pC)(data.range))}<br>\n<strong>Visitor text:</strong> ${visitorText} · <strong>feedback contacts:</strong> ${data.privacy.contact ? 'included in the files' : 'left out'}<br>\n<strong>Artifact:</strong> ${artifact}`);
    if (data.visitorTextNotice !== undefined)
        html += paragraph(`<em>${(0,format_escape/* escapeHtml */.ZD)(data.visitorTextNotice)}</em>`);
    if (data.failure !== undefined)
        html += paragraph(`<strong>Error:</strong> ${(0,untrusted/* untrustedCell */.T)(data.failure, 2000)}`);
    if (snapshot === undefined)
        return html;
    html += heading(3, 'Requests') + requestsTable(snapshot.outcomes, snapshot.requests, data.maxRequests, budget);
    const limit = Math.max(0, Math.floor(data.summaryRows));
    // Sections in the order of the datasets table (views first); the requests table above is in fetch order.
    const sections = analytics/* ANALYTICS_DATASETS */.LJ.map((d) => snapshot.outcomes.find((o) => o.dataset === d)).filter((o) => o !== undefined);
    for (const outcome of sections) {
        html += heading(3, SECTION_TITLES[outcome.dataset]);
        if (outcome.status !== 'complete' && outcome.stop !== undefined) {
            const shown = outcome.status === 'partial' ? `; shown from the ${(0,count/* formatCount */.B)(outcome.rows)} rows received` : '';
            html += paragraph(`<strong>${outcome.status === 'partial' ? '⚠️ Partial' : '⏭️ Not fetched'}:</strong> ${(0,untrusted/* untrustedCell */.T)(outcome.stop.message, 1000)}${shown}.`);
        }
        if (outcome.summary !== undefined)
            html += renderDatasetSection(outcome.summary, limit, data.privacy, budget);
    }
    return html;
}

;// CONCATENATED MODULE: ./src/analytics/action.ts
/**
 * Wires `analytics` to the runner: resolves the privacy rules (the repository's visibility from
 * the event payload), exports the snapshot (`snapshot.ts`) to `output-dir`, sets the outputs
 * (`datasets`, `requests`, `complete`, `total`, `human`, `ai`, `artifact-id`, `artifact-url`),
 * uploads the files and `manifest.json` as one artifact (`<artifact-name>-partial` when not
 * complete), and writes the job summary, also after a failure.
 *
 * A snapshot that is not complete keeps what it received (`<dataset>.partial.*`), says so in
 * the files, the manifest, the summary and the outputs (`complete: false`), and fails the step.
 */











/** Longest delay of a progress line in the log, in milliseconds (lines are written in batches). */
const PROGRESS_INTERVAL_MS = 200;
/** The `datasets` output: dataset → rows exported (rows kept, for a partial one), in fetch order. */
function datasetsOutput(outcomes) {
    return JSON.stringify(Object.fromEntries(outcomes.map((o) => [o.dataset, o.rows])));
}
/**
 * The step's failure message for a snapshot that is not complete, e.g. `Analytics snapshot
 * incomplete: views partial (500 rows kept: max-requests (5) reached at offset 500 …); visitors,
 * searches not fetched. Partial files: views.partial.json, views.partial.csv (manifest.json:
 * complete false).`
 */
function incompleteMessage(result) {
    const partial = result.outcomes.filter((o) => o.status === 'partial');
    const skipped = result.outcomes.filter((o) => o.status === 'skipped');
    const parts = partial.map((o) => `${o.dataset} partial (${o.rows} rows kept: ${o.stop?.message ?? 'stopped early'})`);
    if (skipped.length > 0)
        parts.push(`${skipped.map((o) => o.dataset).join(', ')} not fetched (${skipped[0]?.stop?.message.replace(/^not fetched: /, '') ?? ''})`);
    const files = partial.flatMap((o) => o.files.map((f) => external_node_path_.basename(f.path)));
    return `Analytics snapshot incomplete after ${result.requests} of ${result.maxRequests} requests: ${parts.join('; ')}.${files.length > 0 ? ` Partial files: ${files.join(', ')}` : ''} (manifest.json: complete false).`;
}
/**
 * Runs `analytics` end to end and reports through `@actions/core`.
 * @param env the runner's environment (`GITHUB_EVENT_PATH` for the repository's visibility;
 *   `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID` for the artifact URL).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the snapshot is not complete (see {@link incompleteMessage}; the files
 *   are kept and uploaded), when no file could be written, or when the upload fails (the files
 *   stay in `output-dir`). The job summary is written in every case.
 */
async function runAnalyticsStep(inputs, mintlify, env, signal) {
    const visibility = inputs.visitorText === 'auto' ? await readRepositoryVisibility(env, inputs.githubToken) : 'unknown';
    const privacy = resolvePrivacy(inputs.visitorText, inputs.includeContact, visibility);
    const notice = visitorTextNotice(privacy);
    const clean = (text) => (0,errors/* redact */.E$)(text, [inputs.apiKey]);
    const summary = {
        projectId: inputs.projectId,
        range: inputs.range,
        maxRequests: inputs.maxRequests,
        summaryRows: inputs.summaryRows,
        privacy,
        visitorTextNotice: notice,
        snapshot: undefined,
        artifact: undefined,
        failure: undefined,
    };
    if (notice !== undefined)
        core.notice(notice);
    core.info(`Analytics snapshot of project ${inputs.projectId}, ${(0,date_range/* describeRange */.pC)(inputs.range)}: ${fetchOrder(inputs.datasets).join(', ')} (in this order), at most ${inputs.maxRequests} requests (max-requests), ${inputs.formats.join(' and ')} to ${inputs.outputDir}`);
    try {
        let result;
        core.startGroup('Fetching the analytics datasets');
        const progress = (0,progress_log/* createTimedProgressLog */.R)((text) => core.info(text), PROGRESS_INTERVAL_MS);
        const fetch = (dataset, query, call) => (0,analytics/* getAnalyticsPage */.SP)(mintlify, dataset, query, call);
        try {
            result = await exportSnapshot({
                request: {
                    projectId: inputs.projectId,
                    datasets: inputs.datasets,
                    range: inputs.range,
                    formats: inputs.formats,
                    outputDir: inputs.outputDir,
                    outputDirIsDefault: inputs.outputDirIsDefault,
                    maxRequests: inputs.maxRequests,
                    summaryRows: inputs.summaryRows,
                    privacy,
                },
                fetch,
                now: () => new Date(),
                log: (line) => progress.line(line),
                redact: clean,
                signal,
            });
        }
        catch (error) {
            summary.failure = clean(`${(0,errors/* errorMessage */.gJ)(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
            core.setOutput('complete', 'false');
            throw new Error(summary.failure, { cause: error });
        }
        finally {
            progress.flush();
            core.endGroup();
        }
        summary.snapshot = { complete: result.complete, outcomes: result.outcomes, requests: result.requests };
        for (const outcome of result.outcomes) {
            if (outcome.truncated) {
                core.warning(`${outcome.dataset}: the API returned its first ${outcome.rows} rows only (hasMore: true); the endpoint has no paging parameter, so the rest cannot be exported.`);
            }
        }
        const views = result.outcomes.find((o) => o.summary?.dataset === 'views')?.summary;
        const totals = views?.dataset === 'views' ? views.totals : undefined;
        core.setOutput('datasets', datasetsOutput(result.outcomes));
        core.setOutput('requests', result.requests);
        core.setOutput('complete', String(result.complete));
        core.setOutput('total', totals?.total ?? '');
        core.setOutput('human', totals?.human ?? '');
        core.setOutput('ai', totals?.ai ?? '');
        core.info(`${result.complete ? 'Snapshot complete' : 'Snapshot INCOMPLETE'}: ${result.requests} of ${result.maxRequests} requests spent (max-requests).`);
        const incomplete = result.complete ? undefined : clean(incompleteMessage(result));
        try {
            summary.artifact = await (0,artifact_step/* publishExportArtifact */.W)({ inputs, complete: result.complete, files: result.files.map((f) => f.path), env, signal });
        }
        catch (error) {
            summary.failure = clean((0,errors/* errorMessage */.gJ)(error));
            throw new Error(incomplete === undefined ? summary.failure : `${incomplete} ${summary.failure}`, { cause: error });
        }
        if (incomplete !== undefined) {
            throw new Error(summary.artifact === 'skipped' ? incomplete : `${incomplete} Uploaded as artifact ${summary.artifact.name}.`);
        }
    }
    finally {
        try {
            await core.summary.addRaw(renderAnalyticsSummary(summary), true).write();
        }
        catch (error) {
            core.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
}


/***/ })

};
