export const id = 346;
export const ids = [346];
export const modules = {

/***/ 73346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAnalyticsStep: () => (/* binding */ runAnalyticsStep)
});

// UNUSED EXPORTS: datasetsOutput, incompleteMessage, snapshotRequest

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
        const { createRunOctokit } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(634)]).then(__webpack_require__.bind(__webpack_require__, 79634));
        const octokit = createRunOctokit(token, env, () => undefined);
        const { data } = await octokit.rest.repos.get({ owner, repo });
        return repositoryVisibility({ repository: data });
    }
    catch {
        return 'unknown';
    }
}

;// CONCATENATED MODULE: ./src/findings/types.ts
/**
 * The shape of a finding and of `findings.json`, the "Docs health" result of an analytics
 * snapshot: zod schemas (for reading a `findings.json`, e.g. a previous artifact's or the one the
 * triage step files issues from) and the TypeScript types inferred from them.
 *
 * ```json
 * {
 *   "generator": "mintlify-action", "version": 1, "projectId": "proj_123",
 *   "range": {"dateFrom": "2026-11-16", "dateTo": "2026-11-23", "period": "last-7-days", "days": 7},
 *   "run": {"repository": "acme/docs", "runId": 123, "runAttempt": 1, "url": "https://github.com/acme/docs/actions/runs/123"},
 *   "visitorText": "excluded",
 *   "compare": {"status": "compared", "previous": {"range": {…}, "run": {…}, "artifactId": 42, "artifactName": "mintlify-analytics"}},
 *   "thresholds": {…},
 *   "headline": [{"metric": "views", "current": 1200, "previous": 1000, "change": 0.2}, …],
 *   "findings": [
 *     {"id": "negative-feedback:/api-reference/authentication", "kind": "negative-feedback",
 *      "subject": "/api-reference/authentication", "withheld": false, "score": 62.5, "seen": "new",
 *      "summary": "…", "thumbsUp": 2, "thumbsDown": 9, …}
 *   ]
 * }
 * ```
 *
 * Stability contract: fields are only ever added, never renamed or removed; `version` changes
 * only on an incompatible change. Findings are sorted by `score` descending, then `id`.
 *
 * Ids: `<kind>:<key>`, stable for the same finding across runs (never a counter):
 * - `negative-feedback:<path>`, `traffic-drop:<path>`: the page path as the API sends it;
 * - `unanswered-questions:<category>`: the `queryCategory`, `(uncategorised)` for `null`;
 * - `content-gap:<hash>`: the first 16 hex digits of the SHA-256 of `projectId`, a newline and
 *   the normalised query (trimmed, spaces collapsed, lower case). The same in every privacy
 *   mode, so a withheld query keeps its id without revealing its text; `subject` is then `null`
 *   and `withheld` `true`. A hash is a pseudonym, not encryption: whoever guesses an exact query
 *   can confirm it (see docs/findings.md).
 *
 * Privacy: when visitor text is left out (`visitorText: "excluded"`), no search query, feedback
 * comment or assistant text is in the file: `content-gap` subjects are `null` (`withheld: true`),
 * `comments[].comment` and `queries` are absent (their counts stay). Feedback `contact` is never
 * in the file.
 */

/** The finding kinds (see docs/findings.md for what each means and its thresholds). */
const FINDING_KINDS = (/* unused pure expression or super */ null && (['content-gap', 'negative-feedback', 'unanswered-questions', 'traffic-drop']));
/** The `subject` (and id key) of an `unanswered-questions` finding whose `queryCategory` is `null`. */
const UNCATEGORISED = '(uncategorised)';
/** `findings.json` format version; changes only on an incompatible change. */
const FINDINGS_VERSION = 1;
/** The file name of the findings, in `output-dir` and in the artifact. */
const FINDINGS_FILE_NAME = 'findings.json';
const Count = schemas/* number */.aig().int().nonnegative();
/** A date range as the snapshot asked for it: `dateFrom` inclusive, `dateTo` exclusive (`YYYY-MM-DD` or ISO instant; `null` = API default). */
const FindingsRangeSchema = schemas/* object */.Ikc({
    dateFrom: schemas/* string */.YjP().nullable(),
    dateTo: schemas/* string */.YjP().nullable(),
    period: schemas/* string */.YjP().nullable(),
    /** Length of the range in days (fractional for instants), used for per-day comparison; `null` when a bound was left to the API. */
    days: schemas/* number */.aig().positive().nullable(),
});
/** The workflow run that made a snapshot (`null` fields when not run by GitHub Actions). */
const FindingsRunSchema = schemas/* object */.Ikc({
    /** `owner/name`. */
    repository: schemas/* string */.YjP().nullable(),
    runId: schemas/* number */.aig().int().nullable(),
    runAttempt: schemas/* number */.aig().int().nullable(),
    /** The run's page on GitHub. */
    url: schemas/* string */.YjP().nullable(),
});
/** Whether and against what this snapshot was compared. */
const FindingsCompareSchema = schemas/* discriminatedUnion */.gMt('status', [
    /** Compared with the previous snapshot. */
    schemas/* object */.Ikc({
        status: schemas/* literal */.euz('compared'),
        previous: schemas/* object */.Ikc({
            range: FindingsRangeSchema,
            run: FindingsRunSchema,
            artifactId: schemas/* number */.aig().int(),
            artifactName: schemas/* string */.YjP(),
            /** When the previous artifact was created (ISO 8601). */
            createdAt: schemas/* string */.YjP().nullable(),
        }),
    }),
    /** `compare: none`. */
    schemas/* object */.Ikc({ status: schemas/* literal */.euz('off') }),
    /** `compare: previous-artifact`, but no usable previous snapshot; `reason` says why (the notice's text). */
    schemas/* object */.Ikc({ status: schemas/* literal */.euz('unavailable'), reason: schemas/* string */.YjP() }),
]);
/** The headline figures of the "Docs health" section. */
const HEADLINE_METRICS = [
    'views-human',
    'views-ai',
    'views-total',
    'visitors',
    'searches',
    'feedback',
    'assistant-conversations',
    'ai-share',
];
/**
 * One headline figure and its change. `current`/`previous` are counts over the whole range
 * (`ai-share` is a fraction from 0 to 1); `null` when the dataset was not exported (or there is
 * no previous snapshot). `change` is the signed relative change of the per-day values
 * (`0.25` = +25 %; for `ai-share`, the difference of the shares: `0.03` = +3 percentage points),
 * `null` when either side is missing or the previous value is 0.
 */
const HeadlineFigureSchema = schemas/* object */.Ikc({
    metric: schemas/* enum */.k5n(HEADLINE_METRICS),
    current: schemas/* number */.aig().nonnegative().nullable(),
    previous: schemas/* number */.aig().nonnegative().nullable(),
    change: schemas/* number */.aig().nullable(),
});
/** The thresholds a snapshot's findings were computed with (defaults in `thresholds.ts`). */
const FindingThresholdsSchema = schemas/* object */.Ikc({
    /** content-gap: least hits of a query (all its spellings together) with no click. */
    contentGapMinHits: Count,
    /** negative-feedback: least thumbs-down of a page. */
    negativeFeedbackMinDown: Count,
    /** negative-feedback: least share of thumbs-down among thumbs (0–1), e.g. 0.6. */
    negativeFeedbackMinDownShare: schemas/* number */.aig().min(0).max(1),
    /** unanswered-questions: least unanswered conversations in a category. */
    unansweredMinCount: Count,
    /** unanswered-questions: least share of unanswered among the category's conversations (0–1). */
    unansweredMinShare: schemas/* number */.aig().min(0).max(1),
    /** traffic-drop: least previous views of the page, per day of the current range's length (the "meaningful base"). */
    trafficDropMinPreviousViews: Count,
    /** traffic-drop: least fall of per-day views (0–1), e.g. 0.5 = halved. */
    trafficDropMinFall: schemas/* number */.aig().min(0).max(1),
});
/**
 * The fields every finding has.
 * - `subject`: the search query, the page path or the category; `null` only when `withheld`.
 * - `withheld`: the subject is visitor text left out by the privacy rules.
 * - `score`: 0–100, ranks findings across kinds (see `score.ts` and docs/findings.md).
 * - `seen`: `new` (not a finding in the previous snapshot), `again` (it was), `unknown` (no previous snapshot).
 * - `summary`: one plain-text sentence saying what readers did (never visitor text); untrusted
 *   subjects are not in it, so it can go into an issue title once escaped.
 * - `url`: the live page (`docs-url` + path) for page kinds, when `docs-url` is set.
 */
const FindingBase = {
    id: schemas/* string */.YjP().min(1),
    subject: schemas/* string */.YjP().nullable(),
    withheld: schemas/* boolean */.zMY(),
    score: schemas/* number */.aig().min(0).max(100),
    seen: schemas/* enum */.k5n(['new', 'again', 'unknown']),
    summary: schemas/* string */.YjP(),
    url: schemas/* string */.YjP().optional(),
};
/** How many times a page or query occurred in the evidence. */
const CountedSchema = schemas/* object */.Ikc({ value: schemas/* string */.YjP(), count: Count });
/**
 * `content-gap`: a query searched repeatedly that got no click (`ctr` 0, no `topClickedPage`).
 * `hits` sums every spelling of the normalised query; `spellings` counts them;
 * `previousHits` is from the previous snapshot (`null` when none or not found there).
 */
const ContentGapFindingSchema = schemas/* object */.Ikc({
    ...FindingBase,
    kind: schemas/* literal */.euz('content-gap'),
    hits: Count,
    spellings: Count,
    /** Share of all search events in the range (0–1), `null` when `totalSearches` is unknown. */
    shareOfSearches: schemas/* number */.aig().min(0).max(1).nullable(),
    lastSearchedAt: schemas/* string */.YjP().nullable(),
    previousHits: Count.nullable(),
});
/** A pending feedback item on the page (`comment` absent when visitor text is left out; never `contact`). */
const FeedbackCommentSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    createdAt: schemas/* string */.YjP().nullable(),
    source: schemas/* string */.YjP(),
    comment: schemas/* string */.YjP().optional(),
});
/**
 * `negative-feedback`: a page with clearly more thumbs-down than thumbs-up and a meaningful
 * count (`/feedback/by-page`). `comments` are its pending comments (newest first, at most a few);
 * `pendingComments` counts all of them.
 */
const NegativeFeedbackFindingSchema = schemas/* object */.Ikc({
    ...FindingBase,
    kind: schemas/* literal */.euz('negative-feedback'),
    path: schemas/* string */.YjP(),
    thumbsUp: Count,
    thumbsDown: Count,
    code: Count,
    total: Count,
    pendingComments: Count,
    comments: schemas/* array */.YOg(FeedbackCommentSchema),
    previousThumbsDown: Count.nullable(),
});
/**
 * `unanswered-questions`: an assistant `queryCategory` (`null` → {@link UNCATEGORISED}) with
 * many unanswered conversations (`/assistant`). `pages`: where they started (`pageUrl`s' paths),
 * most first; `queries`: the most frequent unanswered queries (normalised), absent when visitor
 * text is left out.
 */
const UnansweredQuestionsFindingSchema = schemas/* object */.Ikc({
    ...FindingBase,
    kind: schemas/* literal */.euz('unanswered-questions'),
    category: schemas/* string */.YjP().nullable(),
    unanswered: Count,
    conversations: Count,
    pages: schemas/* array */.YOg(CountedSchema),
    queries: schemas/* array */.YOg(CountedSchema).optional(),
    previousUnanswered: Count.nullable(),
});
/**
 * `traffic-drop`: a page whose views fell sharply against the previous snapshot, from a
 * meaningful base. Views are totals over each range; `change` is the signed relative change
 * of views per day (e.g. `-0.62`).
 */
const TrafficDropFindingSchema = schemas/* object */.Ikc({
    ...FindingBase,
    kind: schemas/* literal */.euz('traffic-drop'),
    path: schemas/* string */.YjP(),
    views: Count,
    previousViews: Count,
    change: schemas/* number */.aig(),
});
/** One finding, discriminated on `kind`. */
const FindingSchema = schemas/* discriminatedUnion */.gMt('kind', [
    ContentGapFindingSchema,
    NegativeFeedbackFindingSchema,
    UnansweredQuestionsFindingSchema,
    TrafficDropFindingSchema,
]);
/** The content of `findings.json` (see the module comment). Loose: fields added later are kept by readers. */
const FindingsFileSchema = schemas/* looseObject */._H3({
    generator: schemas/* string */.YjP(),
    version: schemas/* literal */.euz(FINDINGS_VERSION),
    projectId: schemas/* string */.YjP(),
    range: FindingsRangeSchema,
    run: FindingsRunSchema,
    visitorText: schemas/* enum */.k5n(['included', 'excluded']),
    compare: FindingsCompareSchema,
    thresholds: FindingThresholdsSchema,
    headline: schemas/* array */.YOg(HeadlineFigureSchema),
    /** Datasets the findings could not use (not exported or not complete), e.g. `["searches"]`; findings of their kinds may be missing. */
    incomplete: schemas/* array */.YOg(schemas/* string */.YjP()),
    findings: schemas/* array */.YOg(FindingSchema),
});

// EXTERNAL MODULE: ./src/format/count.ts
var count = __webpack_require__(48296);
// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(59044);
// EXTERNAL MODULE: ./src/format/summary-budget.ts
var summary_budget = __webpack_require__(92461);
// EXTERNAL MODULE: ./src/format/untrusted.ts
var untrusted = __webpack_require__(80849);
;// CONCATENATED MODULE: ./src/findings/trends.ts

const DAY_MS = 86_400_000;
/** The range as `findings.json` records it, with its length in days (`null` when a bound is unknown or the range is empty). */
function findingsRange(range) {
    let days = null;
    if (range.dateFrom !== undefined && range.dateTo !== undefined) {
        const length = (Date.parse(range.dateTo) - Date.parse(range.dateFrom)) / DAY_MS;
        if (Number.isFinite(length) && length > 0)
            days = Math.round(length * 1000) / 1000;
    }
    return { dateFrom: range.dateFrom ?? null, dateTo: range.dateTo ?? null, period: range.period ?? null, days };
}
/**
 * The signed relative change of `current` over `currentDays` against `previous` over
 * `previousDays`, per day (`0.25` = +25 %). `null` when `previous` is 0 or either value is missing.
 * Either length `null` compares the totals as they are.
 */
function perDayChange(current, currentDays, previous, previousDays) {
    if (current === null || previous === null || previous === 0)
        return null;
    const ratio = currentDays === null || previousDays === null ? current / previous : (current / currentDays) / (previous / previousDays);
    return ratio - 1;
}
/** `previous` scaled to the current range's length (as it is when a length is unknown). */
function scaleToCurrent(previous, currentDays, previousDays) {
    return currentDays === null || previousDays === null ? previous : (previous * currentDays) / previousDays;
}
/** The headline values of a snapshot, `null` for a dataset not exported (counts that need every row: not complete). */
function headlineValues(facts) {
    const views = facts.viewTotals;
    return {
        'views-human': views?.human ?? null,
        'views-ai': views?.ai ?? null,
        'views-total': views?.total ?? null,
        visitors: facts.visitorTotals?.total ?? null,
        searches: facts.totalSearches ?? null,
        feedback: facts.complete.has('feedback') ? facts.feedbackItems : null,
        'assistant-conversations': facts.complete.has('assistant') ? facts.conversations : null,
        'ai-share': views !== undefined && views.total > 0 ? views.ai / views.total : null,
    };
}
/**
 * The headline figures with their changes. Counts change per day (see {@link perDayChange});
 * `ai-share` changes by the difference of the shares (`0.03` = 3 percentage points).
 */
function headlineFigures(current, currentDays, previous, previousDays) {
    return HEADLINE_METRICS.map((metric) => {
        const now = current[metric];
        const before = previous?.[metric] ?? null;
        const change = metric === 'ai-share'
            ? now === null || before === null
                ? null
                : now - before
            : perDayChange(now, currentDays, before, previousDays);
        return { metric, current: now, previous: before, change };
    });
}
/** U+2212, the minus sign of `−12%`. */
const MINUS = '\u2212';
/** A relative change as a signed percentage: `+25%`, `−12%`, `+0.4%`, `±0%`. */
function formatChange(change) {
    const percent = change * 100;
    const magnitude = Math.abs(percent);
    const rounded = magnitude >= 10 ? Math.round(magnitude).toString() : (Math.round(magnitude * 10) / 10).toString();
    if (rounded === '0')
        return '±0%';
    return `${percent < 0 ? MINUS : '+'}${rounded}%`;
}
/** A change of a share as signed percentage points: `+3 pp`, `−1.5 pp`, `±0 pp`. */
function formatPointChange(change) {
    const points = change * 100;
    const rounded = (Math.round(Math.abs(points) * 10) / 10).toString();
    if (rounded === '0')
        return '±0 pp';
    return `${points < 0 ? MINUS : '+'}${rounded} pp`;
}

;// CONCATENATED MODULE: ./src/analytics/docs-health.ts
/**
 * The "Docs health" section that opens the analytics job summary: the headline figures with
 * their change against the previous snapshot (signed percentages, per day; the AI share in
 * percentage points), a Mermaid bar chart of those changes, then the top findings by score,
 * grouped by kind, each with its evidence. Page paths link to the live page when `docs-url` is
 * set. Pure; HTML inside Markdown like the rest of the summary.
 *
 * Every string from the API is untrusted (`untrustedCell`); visitor text appears only where
 * `findings.json` has it (it follows `visitor-text`), a withheld query shows as *withheld*.
 */





/** What the headline table calls each figure. */
const HEADLINE_LABELS = {
    'views-human': 'Views (human)',
    'views-ai': 'Views (AI)',
    'views-total': 'Views (total)',
    visitors: 'Unique visitors',
    searches: 'Searches',
    feedback: 'Feedback items',
    'assistant-conversations': 'Assistant conversations',
    'ai-share': 'AI share of views',
};
/** Group titles, in the order the section shows them. */
const KIND_TITLES = {
    'content-gap': 'Content gaps: searched, nothing clicked',
    'negative-feedback': 'Pages readers rate down',
    'unanswered-questions': 'Questions the assistant could not answer',
    'traffic-drop': 'Pages that lost their readers',
};
function paragraph(html) {
    return `<p>${html}</p>\n`;
}
function heading(level, text) {
    return `<h${level}>${(0,format_escape/* escapeHtml */.ZD)(text)}</h${level}>\n`;
}
function figure(metric, value) {
    if (value === null)
        return '—';
    return metric === 'ai-share' ? `${(value * 100).toFixed(1)}%` : (0,count/* formatCount */.B)(value);
}
function change(h) {
    if (h.change === null)
        return '—';
    return h.metric === 'ai-share' ? formatPointChange(h.change) : formatChange(h.change);
}
/** A page path as code, linked to the live page when the finding has its `url`. */
function page(path, url) {
    const code = `<code>${(0,untrusted/* untrustedCell */.T)(path)}</code>`;
    return url === undefined ? code : `<a href="${(0,format_escape/* escapeHtml */.ZD)(url)}">${code}</a>`;
}
function seen(f) {
    return f.seen === 'new' ? 'new' : f.seen === 'again' ? 'again' : '—';
}
function previous(value) {
    return value === null ? '—' : (0,count/* formatCount */.B)(value);
}
/** The Mermaid bar chart of the headline changes (counts only), or '' when nothing changed measurably. */
function changeChart(headline) {
    const shown = headline.filter((h) => h.metric !== 'ai-share' && h.change !== null);
    if (shown.length < 2)
        return '';
    const labels = shown.map((h) => `"${HEADLINE_LABELS[h.metric]}"`).join(', ');
    const values = shown.map((h) => Math.round((h.change ?? 0) * 1000) / 10).join(', ');
    const low = Math.min(0, ...shown.map((h) => Math.floor((h.change ?? 0) * 100)));
    const high = Math.max(0, ...shown.map((h) => Math.ceil((h.change ?? 0) * 100)));
    return `\n\`\`\`mermaid\nxychart-beta\n  title "Change per day against the previous snapshot (%)"\n  x-axis [${labels}]\n  y-axis "%" ${low} --> ${high === low ? low + 1 : high}\n  bar [${values}]\n\`\`\`\n\n`;
}
function headlineSection(file, budget) {
    const compared = file.compare.status === 'compared';
    const header = compared ? ['', 'This snapshot', 'Previous', 'Change'] : ['', 'This snapshot'];
    const rows = file.headline
        .filter((h) => h.current !== null || h.previous !== null)
        .map((h) => {
        const label = `<strong>${(0,format_escape/* escapeHtml */.ZD)(HEADLINE_LABELS[h.metric])}</strong>`;
        return compared ? [label, figure(h.metric, h.current), figure(h.metric, h.previous), change(h)] : [label, figure(h.metric, h.current)];
    });
    if (rows.length === 0)
        return '';
    return (0,summary_budget/* renderTable */.bo)(header, rows, budget) + (compared ? budget.spend(changeChart(file.headline)) : '');
}
function contentGapRows(findings) {
    return findings.map((f) => [
        f.subject === null ? '<em>withheld</em>' : (0,untrusted/* untrustedCell */.T)(f.subject),
        (0,count/* formatCount */.B)(f.hits),
        previous(f.previousHits),
        seen(f),
        f.score.toFixed(1),
    ]);
}
function feedbackEvidence(f) {
    if (f.pendingComments === 0)
        return '—';
    const texts = f.comments.filter((c) => c.comment !== undefined).slice(0, 2);
    if (texts.length === 0)
        return `${(0,count/* formatCount */.B)(f.pendingComments)} (text withheld)`;
    return `${(0,count/* formatCount */.B)(f.pendingComments)}: ${texts.map((c) => `“${(0,untrusted/* untrustedCell */.T)(c.comment ?? '', 100)}”`).join('<br>')}`;
}
function negativeFeedbackRows(findings) {
    return findings.map((f) => [page(f.path, f.url), (0,count/* formatCount */.B)(f.thumbsDown), (0,count/* formatCount */.B)(f.thumbsUp), feedbackEvidence(f), previous(f.previousThumbsDown), f.score.toFixed(1)]);
}
function counted(list, code) {
    if (list === undefined)
        return '<em>withheld</em>';
    if (list.length === 0)
        return '—';
    return list
        .slice(0, 3)
        .map((c) => `${code ? `<code>${(0,untrusted/* untrustedCell */.T)(c.value, 80)}</code>` : (0,untrusted/* untrustedCell */.T)(c.value, 80)} (${(0,count/* formatCount */.B)(c.count)})`)
        .join('<br>');
}
function unansweredRows(findings) {
    return findings.map((f) => [
        f.category === null ? '<em>uncategorised</em>' : (0,untrusted/* untrustedCell */.T)(f.category),
        `${(0,count/* formatCount */.B)(f.unanswered)} of ${(0,count/* formatCount */.B)(f.conversations)}`,
        counted(f.pages, true),
        counted(f.queries, false),
        previous(f.previousUnanswered),
        f.score.toFixed(1),
    ]);
}
function trafficDropRows(findings) {
    return findings.map((f) => [page(f.path, f.url), (0,count/* formatCount */.B)(f.views), (0,count/* formatCount */.B)(f.previousViews), formatChange(f.change), f.score.toFixed(1)]);
}
function ofKind(findings, kind) {
    return findings.filter((f) => f.kind === kind);
}
function findingsSection(file, limit, budget) {
    const shown = file.findings.slice(0, limit);
    let html = '';
    const group = (kind, header, rows) => {
        if (rows.length === 0)
            return;
        html += budget.spend(heading(4, `${KIND_TITLES[kind]} (${rows.length})`)) + (0,summary_budget/* renderTable */.bo)(header, rows, budget);
    };
    group('content-gap', ['Query', 'Searches', 'Previous', 'Seen', 'Score'], contentGapRows(ofKind(shown, 'content-gap')));
    group('negative-feedback', ['Page', 'Thumbs down', 'Thumbs up', 'Pending comments', 'Previous thumbs down', 'Score'], negativeFeedbackRows(ofKind(shown, 'negative-feedback')));
    group('unanswered-questions', ['Category', 'Unanswered', 'Started on', 'Most frequent queries', 'Previous', 'Score'], unansweredRows(ofKind(shown, 'unanswered-questions')));
    group('traffic-drop', ['Page', 'Views', 'Previous views', 'Change per day', 'Score'], trafficDropRows(ofKind(shown, 'traffic-drop')));
    const more = file.findings.length - shown.length;
    if (more > 0)
        html += budget.spend(paragraph(`<em>${(0,count/* formatCount */.B)(more)} more ${more === 1 ? 'finding' : 'findings'} in <code>findings.json</code>.</em>`));
    return html;
}
/** The count line: `4 findings: 1 content gap, 2 pages rated down, 1 traffic drop.` */
function findingsCountLine(findings) {
    if (findings.length === 0)
        return 'No findings: no query, page or category crossed the thresholds (docs/findings.md).';
    const names = {
        'content-gap': ['content gap', 'content gaps'],
        'negative-feedback': ['page rated down', 'pages rated down'],
        'unanswered-questions': ['category of unanswered questions', 'categories of unanswered questions'],
        'traffic-drop': ['traffic drop', 'traffic drops'],
    };
    const parts = Object.keys(names)
        .map((kind) => [kind, findings.filter((f) => f.kind === kind).length])
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => `${(0,count/* formatCount */.B)(n)} ${names[kind][n === 1 ? 0 : 1]}`);
    return `${(0,count/* formatCount */.B)(findings.length)} ${findings.length === 1 ? 'finding' : 'findings'}: ${parts.join(', ')}.`;
}
/** The comparison line: what the snapshot was compared with, or why not. */
function compareLine(data) {
    const { compare } = data.findings;
    if (compare.status === 'compared') {
        const p = compare.previous;
        const range = p.range.dateFrom !== null && p.range.dateTo !== null ? `${p.range.dateFrom} to ${p.range.dateTo} (exclusive)` : 'the API’s default range';
        const run = p.run.url === null ? `run ${p.run.runId ?? '?'}` : `<a href="${(0,format_escape/* escapeHtml */.ZD)(p.run.url)}">run ${p.run.runId ?? '?'}</a>`;
        const perDay = p.range.days !== data.findings.range.days ? ' Ranges differ in length, so changes are per day.' : '';
        return paragraph(`Compared with the previous snapshot: ${(0,format_escape/* escapeHtml */.ZD)(range)}, ${run}, artifact <code>${(0,untrusted/* untrustedCell */.T)(p.artifactName)}</code>.${perDay}`);
    }
    if (compare.status === 'off')
        return paragraph('Not compared with a previous snapshot (<code>compare: none</code>).');
    return paragraph(`<strong>Not compared:</strong> ${(0,untrusted/* untrustedCell */.T)(compare.reason, 1000)}`);
}
/** Renders the section (see the module comment); `budget` is shared with the rest of the summary. */
function renderDocsHealth(data, budget) {
    const file = data.findings;
    let html = budget.spend(heading(2, 'Docs health') + compareLine(data));
    html += headlineSection(file, budget);
    let notes = heading(3, 'Findings') + paragraph((0,format_escape/* escapeHtml */.ZD)(findingsCountLine(file.findings)));
    if (file.incomplete.length > 0) {
        notes += paragraph(`<em>Not complete in this snapshot, so findings from ${file.incomplete.map((d) => `<code>${(0,format_escape/* escapeHtml */.ZD)(d)}</code>`).join(', ')} may be missing${file.incomplete.includes('views') ? ' (no traffic drops without complete views)' : ''}.</em>`);
    }
    if (file.visitorText === 'excluded' && file.findings.some((f) => f.withheld)) {
        notes += paragraph('<em>Search queries are withheld (visitor-text); their findings keep a stable id in <code>findings.json</code>.</em>');
    }
    html += budget.spend(notes);
    html += findingsSection(file, Math.max(0, Math.floor(data.rows)), budget);
    return html;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/export/output-dir.ts
var output_dir = __webpack_require__(44123);
// EXTERNAL MODULE: ./src/export/temp-file.ts
var temp_file = __webpack_require__(60481);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/findings/ids.ts
/**
 * Stable finding ids (`<kind>:<key>`, see `types.ts`) and the normalisation of visitor text
 * they rely on. Pure.
 */


/** Longest normalised query kept, in characters (longer ones are cut). */
const QUERY_KEY_CHARS = 200;
/** A search or assistant query as findings count it: trimmed, runs of white space as one space, lower case, at most {@link QUERY_KEY_CHARS} characters. */
function normaliseQuery(query) {
    return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, QUERY_KEY_CHARS);
}
/**
 * The id key of a search query: the first 16 hex digits of SHA-256(`projectId` + `\n` +
 * normalised query). The same whatever the privacy rules, so a withheld query keeps its id.
 */
function queryHash(projectId, normalisedQuery) {
    return (0,external_node_crypto_.createHash)('sha256').update(`${projectId}\n${normalisedQuery}`).digest('hex').slice(0, 16);
}
/** The id of a finding: `<kind>:<key>` (key: a path, a category, or a query hash). */
function findingId(kind, key) {
    return `${kind}:${key}`;
}
/** The subject of an assistant category (`null` → {@link UNCATEGORISED}). */
function categorySubject(category) {
    return category === null || category.trim() === '' ? UNCATEGORISED : category;
}

;// CONCATENATED MODULE: ./src/findings/score.ts
/**
 * The score of a finding: one 0–100 scale across kinds, so that the summary and the triage step
 * can rank a content gap against a traffic drop. Pure.
 *
 * Each finding first gets its weight, an estimate of readers who failed, per week:
 * - `content-gap`: its hits (every hit is a search that found nothing worth clicking);
 * - `negative-feedback`: 2 × thumbs-down + pending comments (a vote is an explicit, rarer signal
 *   than a search, a written comment more so);
 * - `unanswered-questions`: its unanswered conversations;
 * - `traffic-drop`: views lost ÷ 10 (a lost view is weaker evidence of a failure than a reader
 *   who said so: the page may have been moved or its topic gone out of season).
 * The weight is scaled to 7 days when the range's length is known (so a 30-day snapshot does not
 * outscore a weekly one), then saturated: `score = 100 × w / (w + 20)`, one decimal. 20 failures a
 * week score 50, 60 score 75, 180 score 90; the scale never reaches 100, so scores stay
 * comparable however large a site is.
 */
/** Weight at which a finding scores 50. */
const HALF_SCORE_WEIGHT = 20;
/** Views lost that weigh as much as one reader who said the page failed them. */
const VIEWS_PER_FAILURE = 10;
/**
 * The score of a finding of `weight` failures over a range of `days` days (`null`: unknown, no
 * scaling).
 */
function score(weight, days) {
    const perWeek = days === null ? weight : (weight * 7) / days;
    if (!(perWeek > 0))
        return 0;
    return Math.round((1000 * perWeek) / (perWeek + HALF_SCORE_WEIGHT)) / 10;
}

;// CONCATENATED MODULE: ./src/findings/build.ts
/**
 * Snapshot facts (+ the previous snapshot) → `findings.json`: which rows are findings (see
 * `thresholds.ts`), their evidence, score (`score.ts`) and trend, sorted by score. Pure.
 */




/** Entries of a count map, most first (then by value), at most `limit`. */
function topCounts(map, limit) {
    return [...map]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .slice(0, limit)
        .map(([value, count]) => ({ value, count }));
}
/** Evidence rows kept per list (pages, queries). */
const EVIDENCE_ROWS = 5;
/** `n thing`/`n things`. */
function plural(n, one, many = `${one}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
function daysText(range) {
    return range.days === null ? 'in the range' : `in ${plural(range.days, 'day')}`;
}
/**
 * The live page of `path` on the docs site at `docsUrl`: the path appended to the base URL's
 * path, percent-encoded by `URL`, on the base URL's origin (a path such as `//evil.example`
 * cannot change the host). `undefined` for a path that does not start with `/`.
 */
function livePageUrl(docsUrl, path) {
    if (!path.startsWith('/'))
        return undefined;
    const base = new URL(docsUrl);
    const url = new URL(base.origin);
    url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
    return url.origin === base.origin ? url.href : undefined;
}
function pageUrl(docsUrl, path) {
    const url = docsUrl === undefined ? undefined : livePageUrl(docsUrl, path);
    return url === undefined ? {} : { url };
}
function build_seen(input, id) {
    const before = input.previous?.findings;
    if (before === undefined)
        return 'unknown';
    return before.has(id) ? 'again' : 'new';
}
function previousOf(input, id, kind) {
    const found = input.previous?.findings?.get(id);
    return found?.kind === kind ? found : undefined;
}
function contentGaps(input) {
    const { facts, thresholds, range } = input;
    const findings = [];
    for (const gap of facts.searchGaps.values()) {
        if (gap.hits < thresholds.contentGapMinHits)
            continue;
        const id = findingId('content-gap', gap.hash);
        const withheld = !input.visitorText || gap.query === undefined;
        findings.push({
            id,
            kind: 'content-gap',
            subject: withheld ? null : (gap.query ?? null),
            withheld,
            score: score(gap.hits, range.days),
            seen: build_seen(input, id),
            summary: `A search query was searched ${plural(gap.hits, 'time')} ${daysText(range)}${gap.spellings > 1 ? ` (${gap.spellings} spellings)` : ''} and no result was clicked.`,
            hits: gap.hits,
            spellings: gap.spellings,
            shareOfSearches: facts.totalSearches !== undefined && facts.totalSearches > 0 ? Math.min(1, gap.hits / facts.totalSearches) : null,
            lastSearchedAt: gap.lastSearchedAt,
            previousHits: previousOf(input, id, 'content-gap')?.hits ?? null,
        });
    }
    return findings;
}
function negativeFeedback(input) {
    const { facts, thresholds, range } = input;
    const findings = [];
    for (const row of facts.feedbackByPage) {
        const thumbs = row.thumbsUp + row.thumbsDown;
        if (row.thumbsDown < thresholds.negativeFeedbackMinDown || thumbs === 0)
            continue;
        if (row.thumbsDown / thumbs < thresholds.negativeFeedbackMinDownShare)
            continue;
        const id = findingId('negative-feedback', row.path);
        const pending = facts.pendingFeedback.get(row.path);
        const pendingComments = pending?.count ?? 0;
        findings.push({
            id,
            kind: 'negative-feedback',
            subject: row.path,
            withheld: false,
            score: score(2 * row.thumbsDown + pendingComments, range.days),
            seen: build_seen(input, id),
            summary: `${row.thumbsDown} of ${plural(thumbs, 'rating')} of ${row.path} were thumbs-down ${daysText(range)}${pendingComments > 0 ? `, with ${plural(pendingComments, 'pending comment')}` : ''}.`,
            ...pageUrl(input.docsUrl, row.path),
            path: row.path,
            thumbsUp: row.thumbsUp,
            thumbsDown: row.thumbsDown,
            code: row.code,
            total: row.total,
            pendingComments,
            comments: (pending?.comments ?? []).map((c) => ({ ...c })),
            previousThumbsDown: previousOf(input, id, 'negative-feedback')?.thumbsDown ?? null,
        });
    }
    return findings;
}
function unansweredQuestions(input) {
    const { facts, thresholds, range } = input;
    const findings = [];
    for (const [subject, tally] of facts.categories) {
        if (tally.unanswered < thresholds.unansweredMinCount)
            continue;
        if (tally.unanswered / tally.conversations < thresholds.unansweredMinShare)
            continue;
        const id = findingId('unanswered-questions', subject);
        findings.push({
            id,
            kind: 'unanswered-questions',
            subject,
            withheld: false,
            score: score(tally.unanswered, range.days),
            seen: build_seen(input, id),
            summary: `${tally.unanswered} of ${plural(tally.conversations, 'assistant conversation')} ${tally.category === null ? 'without a category' : `in the category ${subject}`} went unanswered ${daysText(range)}.`,
            category: tally.category,
            unanswered: tally.unanswered,
            conversations: tally.conversations,
            pages: topCounts(tally.pages, EVIDENCE_ROWS),
            ...(input.visitorText ? { queries: topCounts(tally.queries, EVIDENCE_ROWS) } : {}),
            previousUnanswered: previousOf(input, id, 'unanswered-questions')?.unanswered ?? null,
        });
    }
    return findings;
}
function trafficDrops(input) {
    const { facts, thresholds, range, previous } = input;
    if (previous?.views === undefined || !facts.complete.has('views'))
        return [];
    const findings = [];
    for (const [path, before] of previous.views) {
        const expected = scaleToCurrent(before, range.days, previous.range.days);
        if (expected < thresholds.trafficDropMinPreviousViews)
            continue;
        const views = facts.views.get(path) ?? 0;
        const change = perDayChange(views, range.days, before, previous.range.days);
        if (change === null || -change < thresholds.trafficDropMinFall)
            continue;
        const id = findingId('traffic-drop', path);
        findings.push({
            id,
            kind: 'traffic-drop',
            subject: path,
            withheld: false,
            score: score((expected - views) / VIEWS_PER_FAILURE, range.days),
            seen: build_seen(input, id),
            summary: `Views of ${path} fell ${Math.round(-change * 100)}% per day: ${views.toLocaleString('en-US')} ${daysText(range)} against ${before.toLocaleString('en-US')} in the previous snapshot.`,
            ...pageUrl(input.docsUrl, path),
            path,
            views,
            previousViews: before,
            change,
        });
    }
    return findings;
}
/** Ranking: score descending, then id. */
function compareFindings(a, b) {
    return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
/**
 * The content of `findings.json` for one snapshot (see `types.ts`). `traffic-drop` needs a
 * previous snapshot and complete views in both; a dataset not exported completely is listed in
 * `incomplete` (its findings are made from the rows received, except traffic drops).
 */
function buildFindings(input) {
    const findings = [...contentGaps(input), ...negativeFeedback(input), ...unansweredQuestions(input), ...trafficDrops(input)];
    findings.sort(compareFindings);
    const incomplete = [...input.facts.exported].filter((d) => !input.facts.complete.has(d)).sort();
    return {
        generator: input.generator,
        version: FINDINGS_VERSION,
        projectId: input.projectId,
        range: input.range,
        run: input.run,
        visitorText: input.visitorText ? 'included' : 'excluded',
        compare: input.compare,
        thresholds: { ...input.thresholds },
        headline: headlineFigures(headlineValues(input.facts), input.range.days, input.previous?.headline, input.previous?.range.days ?? null),
        incomplete,
        findings,
    };
}

;// CONCATENATED MODULE: ./src/findings/facts.ts

/** Comments kept per page as evidence. */
const COMMENTS_PER_PAGE = 5;
/** Distinct queries counted per category; later new ones are not counted (the top ones are found long before). */
const QUERIES_PER_CATEGORY = 500;
/** Distinct pages counted per category. */
const PAGES_PER_CATEGORY = 500;
/** Entries of the `pageUrl` → path and category caches. */
const PAGE_PATH_CACHE = 5000;
/** Longest comment kept, in characters. */
const COMMENT_CHARS = 500;
/** The path of an assistant `pageUrl` (an absolute URL or a path); `(unknown)` for none. */
function pagePath(pageUrl) {
    if (pageUrl === null || pageUrl.trim() === '')
        return '(unknown)';
    try {
        return new URL(pageUrl).pathname;
    }
    catch {
        return pageUrl.startsWith('/') ? pageUrl.split(/[?#]/)[0] ?? pageUrl : pageUrl;
    }
}
function newer(a, b) {
    return (a ?? '') > (b ?? '');
}
/**
 * Gathers {@link SnapshotFacts} from the rows of a snapshot as they arrive. Call the method of
 * each dataset per row (and the totals per page), then {@link finish} once per dataset.
 */
class FactsCollector {
    state = {
        complete: new Set(),
        exported: new Set(),
        viewTotals: undefined,
        views: new Map(),
        visitorTotals: undefined,
        totalSearches: undefined,
        searchGaps: new Map(),
        feedbackByPage: [],
        feedbackItems: 0,
        pendingFeedback: new Map(),
        conversations: 0,
        categories: new Map(),
    };
    /**
     * @param projectId mixed into query hashes.
     * @param visitorText whether visitor text may be kept.
     */
    projectId;
    visitorText;
    /** Paths of the `pageUrl`s seen (parsing a URL per conversation is the costliest step), at most {@link PAGE_PATH_CACHE} entries. */
    paths = new Map();
    /** Tallies by raw `queryCategory`, so that a row costs one lookup. */
    byCategory = new Map();
    constructor(projectId, visitorText) {
        this.projectId = projectId;
        this.visitorText = visitorText;
    }
    /** One row of `views` (a page sent twice is counted once: the last one wins). */
    view(row) {
        this.state.views.set(row.path, row.total);
    }
    /** `totals` of a `views` page. */
    viewTotals(totals) {
        this.state.viewTotals = { human: totals.human, ai: totals.ai, total: totals.total };
    }
    /** `totals` of a `visitors` page. */
    visitorTotals(totals) {
        this.state.visitorTotals = { human: totals.human, ai: totals.ai, total: totals.total };
    }
    /** `totalSearches` of a `searches` page. */
    totalSearches(total) {
        this.state.totalSearches = total;
    }
    /** One search term; only no-click terms (`ctr` 0 and no `topClickedPage`) are kept. */
    search(row) {
        if (row.ctr !== 0 || row.topClickedPage !== null)
            return;
        const key = normaliseQuery(row.searchQuery);
        if (key === '')
            return;
        const hash = queryHash(this.projectId, key);
        const gap = this.state.searchGaps.get(hash);
        if (gap === undefined) {
            this.state.searchGaps.set(hash, {
                hash,
                query: this.visitorText ? row.searchQuery.trim().slice(0, 200) : undefined,
                hits: row.hits,
                spellings: 1,
                lastSearchedAt: row.lastSearchedAt,
                topSpellingHits: row.hits,
            });
            return;
        }
        gap.hits += row.hits;
        gap.spellings += 1;
        if (newer(row.lastSearchedAt, gap.lastSearchedAt))
            gap.lastSearchedAt = row.lastSearchedAt;
        if (row.hits > gap.topSpellingHits) {
            gap.topSpellingHits = row.hits;
            if (this.visitorText)
                gap.query = row.searchQuery.trim().slice(0, 200);
        }
    }
    /** One row of `feedback-by-page`. */
    feedbackByPage(row) {
        this.state.feedbackByPage.push({ path: row.path, thumbsUp: row.thumbsUp, thumbsDown: row.thumbsDown, code: row.code, total: row.total });
    }
    /** One feedback item; pending ones with a comment are kept as evidence of their page (never `contact`). */
    feedback(item) {
        this.state.feedbackItems += 1;
        if (item.status !== 'pending' || item.comment === null || item.comment.trim() === '')
            return;
        let page = this.state.pendingFeedback.get(item.path);
        if (page === undefined) {
            page = { count: 0, comments: [] };
            this.state.pendingFeedback.set(item.path, page);
        }
        page.count += 1;
        const comment = { id: item.id, createdAt: item.createdAt, source: item.source };
        if (this.visitorText)
            comment.comment = item.comment.trim().slice(0, COMMENT_CHARS);
        page.comments.push(comment);
        page.comments.sort((a, b) => (newer(a.createdAt, b.createdAt) ? -1 : newer(b.createdAt, a.createdAt) ? 1 : 0));
        if (page.comments.length > COMMENTS_PER_PAGE)
            page.comments.length = COMMENTS_PER_PAGE;
    }
    /** One assistant conversation turn. */
    conversation(row) {
        this.state.conversations += 1;
        let tally = this.byCategory.get(row.queryCategory);
        if (tally === undefined) {
            const subject = categorySubject(row.queryCategory);
            tally = this.state.categories.get(subject);
            if (tally === undefined) {
                tally = { category: subject === categorySubject(null) ? null : subject, conversations: 0, unanswered: 0, pages: new Map(), queries: new Map() };
                this.state.categories.set(subject, tally);
            }
            if (this.byCategory.size < PAGE_PATH_CACHE)
                this.byCategory.set(row.queryCategory, tally);
        }
        tally.conversations += 1;
        if (row.resolutionStatus !== 'unanswered')
            return;
        tally.unanswered += 1;
        let path = this.paths.get(row.pageUrl);
        if (path === undefined) {
            path = pagePath(row.pageUrl);
            if (this.paths.size < PAGE_PATH_CACHE)
                this.paths.set(row.pageUrl, path);
        }
        facts_count(tally.pages, path, PAGES_PER_CATEGORY);
        if (this.visitorText) {
            const key = normaliseQuery(row.query);
            if (key !== '')
                facts_count(tally.queries, key, QUERIES_PER_CATEGORY);
        }
    }
    /** Records how a dataset's export ended (`complete` false for a partial one or one not fetched). */
    finish(dataset, complete) {
        this.state.exported.add(dataset);
        if (complete)
            this.state.complete.add(dataset);
    }
    /** The facts gathered so far. */
    facts() {
        return this.state;
    }
}
function facts_count(map, key, capacity) {
    const seen = map.get(key);
    if (seen !== undefined)
        map.set(key, seen + 1);
    else if (map.size < capacity)
        map.set(key, 1);
}

;// CONCATENATED MODULE: ./src/findings/previous-snapshot.ts
/**
 * Reads the previous snapshot from the folder its artifact was unzipped into: `manifest.json`
 * first, then only what the comparison needs — `findings.json` (its headline figures and
 * findings, when the snapshot had findings) and `views.json` (views per page, for
 * `traffic-drop`). Big datasets (assistant, searches, feedback) are never read.
 *
 * The artifact is untrusted input: every file is parsed with zod and checked against the size
 * and SHA-256 the manifest lists; a folder that is not a complete analytics snapshot of the same
 * project (no manifest, another tool's or mode's, another `projectId`, `complete: false`, a file
 * missing or altered) is refused with the reason, never thrown.
 */








/** Largest `manifest.json` read, in bytes. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
const ManifestFile = schemas/* object */.Ikc({ name: schemas/* string */.YjP(), bytes: schemas/* number */.aig().int().nonnegative(), sha256: schemas/* string */.YjP() });
/** What the comparison reads of a previous `manifest.json` (loose: other fields are ignored). */
const PreviousManifestSchema = schemas/* looseObject */._H3({
    generator: schemas/* string */.YjP(),
    mode: schemas/* string */.YjP().optional(),
    complete: schemas/* boolean */.zMY(),
    projectId: schemas/* string */.YjP(),
    dateFrom: schemas/* string */.YjP().nullable(),
    dateTo: schemas/* string */.YjP().nullable(),
    period: schemas/* string */.YjP().nullable().optional(),
    datasets: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* looseObject */._H3({ complete: schemas/* boolean */.zMY(), rows: schemas/* number */.aig().int().nonnegative(), files: schemas/* array */.YOg(ManifestFile) })),
    /** Every file of the export but the manifest (`findings.json` among them when the snapshot had findings). */
    files: schemas/* array */.YOg(ManifestFile).optional(),
});
const ViewsFileSchema = schemas/* looseObject */._H3({
    views: schemas/* array */.YOg(schemas/* looseObject */._H3({ path: schemas/* string */.YjP(), total: schemas/* number */.aig().int().nonnegative() })),
    totals: schemas/* looseObject */._H3({ human: schemas/* number */.aig().nonnegative(), ai: schemas/* number */.aig().nonnegative(), total: schemas/* number */.aig().nonnegative() }).nullable(),
});
class Refused extends Error {
}
/** The text of a file the manifest lists, checked against its size and SHA-256. */
async function listedFile(dir, file) {
    if (external_node_path_.basename(file.name) !== file.name)
        throw new Refused(`its manifest lists a file outside the snapshot (${JSON.stringify(file.name)})`);
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(external_node_path_.join(dir, file.name));
    }
    catch {
        throw new Refused(`${file.name}, listed in its manifest, is missing`);
    }
    if (bytes.length !== file.bytes || (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex') !== file.sha256) {
        throw new Refused(`${file.name} does not match the size and SHA-256 its manifest lists`);
    }
    return bytes.toString('utf8');
}
function parseJson(schema, text, name) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Refused(`${name} is not JSON`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success)
        throw new Refused(`${name} is not in the format this action writes`);
    return parsed.data;
}
async function readManifest(dir, projectId) {
    const file = external_node_path_.join(dir, output_dir/* MANIFEST_FILE_NAME */.xF);
    const size = await (0,promises_.stat)(file).then((s) => s.size, () => undefined);
    if (size === undefined)
        throw new Refused(`it has no ${output_dir/* MANIFEST_FILE_NAME */.xF}`);
    if (size > MAX_MANIFEST_BYTES)
        throw new Refused(`its ${output_dir/* MANIFEST_FILE_NAME */.xF} is larger than ${MAX_MANIFEST_BYTES} bytes`);
    const manifest = parseJson(PreviousManifestSchema, await (0,promises_.readFile)(file, 'utf8'), output_dir/* MANIFEST_FILE_NAME */.xF);
    if (manifest.generator !== output_dir/* MANIFEST_GENERATOR */.c4 || manifest.mode !== 'analytics')
        throw new Refused('it is not an analytics snapshot of this action');
    if (manifest.projectId !== projectId)
        throw new Refused(`it is a snapshot of another project (${JSON.stringify(manifest.projectId.slice(0, 100))})`);
    if (!manifest.complete)
        throw new Refused('it is a partial snapshot (manifest.json: complete false)');
    return manifest;
}
/**
 * Reads the previous snapshot in `dir` (see the module comment).
 * @param projectId the current snapshot's project: a snapshot of another one is refused.
 * @param run the repository and how to link a run (`run.url` is made from `runUrl(runId)`).
 */
async function readPreviousSnapshot(dir, projectId, artifact, runOf) {
    try {
        const manifest = await readManifest(dir, projectId);
        const range = findingsRange({ dateFrom: manifest.dateFrom ?? undefined, dateTo: manifest.dateTo ?? undefined, period: undefined });
        range.period = manifest.period ?? null;
        const headline = {};
        let findings;
        const findingsEntry = manifest.files?.find((f) => f.name === FINDINGS_FILE_NAME);
        if (findingsEntry !== undefined) {
            const file = parseJson(FindingsFileSchema, await listedFile(dir, findingsEntry), FINDINGS_FILE_NAME);
            for (const figure of file.headline)
                headline[figure.metric] = figure.current;
            findings = new Map(file.findings.map((f) => [f.id, f]));
        }
        let views;
        const viewsEntry = manifest.datasets.views;
        const viewsFile = viewsEntry?.files.find((f) => f.name === 'views.json');
        if (viewsEntry?.complete === true && viewsFile !== undefined) {
            const parsed = parseJson(ViewsFileSchema, await listedFile(dir, viewsFile), viewsFile.name);
            views = new Map(parsed.views.map((row) => [row.path, row.total]));
            if (findingsEntry === undefined && parsed.totals !== null) {
                headline['views-human'] = parsed.totals.human;
                headline['views-ai'] = parsed.totals.ai;
                headline['views-total'] = parsed.totals.total;
                headline['ai-share'] = parsed.totals.total > 0 ? parsed.totals.ai / parsed.totals.total : null;
            }
        }
        if (findingsEntry === undefined) {
            if (manifest.datasets.feedback?.complete === true)
                headline.feedback = manifest.datasets.feedback.rows;
            if (manifest.datasets.assistant?.complete === true)
                headline['assistant-conversations'] = manifest.datasets.assistant.rows;
        }
        return {
            snapshot: { range, run: runOf(artifact.runId), artifactId: artifact.id, artifactName: artifact.name, createdAt: artifact.createdAt, views, headline, findings },
        };
    }
    catch (error) {
        const why = error instanceof Refused ? error.message : `it could not be read: ${(0,errors/* errorMessage */.gJ)(error)}`;
        return { snapshot: undefined, reason: `artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId} is not used: ${why}` };
    }
}

;// CONCATENATED MODULE: ./src/findings/thresholds.ts
/**
 * Defaults:
 * - `content-gap`: a query (all its spellings together: trimmed, spaces collapsed, lower case)
 *   searched at least 5 times in the range, none of them followed by a click;
 * - `negative-feedback`: a page with at least 3 thumbs-down that are at least 60 % of its thumbs
 *   (3 down and 2 up is one; 3 down and 3 up is not);
 * - `unanswered-questions`: an assistant category with at least 5 unanswered conversations that
 *   are at least 25 % of its conversations;
 * - `traffic-drop`: a page that had at least 50 views in the previous snapshot (per the current
 *   range's length) and lost at least half of its views per day.
 */
const DEFAULT_THRESHOLDS = Object.freeze({
    contentGapMinHits: 5,
    negativeFeedbackMinDown: 3,
    negativeFeedbackMinDownShare: 0.6,
    unansweredMinCount: 5,
    unansweredMinShare: 0.25,
    trafficDropMinPreviousViews: 50,
    trafficDropMinFall: 0.5,
});

;// CONCATENATED MODULE: ./src/github/artifacts.ts
/**
 * The previous artifact of a workflow: the latest artifact of a given name from an EARLIER run
 * of this repository, and its download.
 *
 * Finding it: GitHub REST `GET /repos/{owner}/{repo}/actions/artifacts?name=<name>` ("List
 * artifacts for a repository", exact name match), every page (100 per page, at most
 * {@link MAX_ARTIFACT_PAGES}), through the action's Octokit (retry and throttling). `@actions/artifact`'s
 * `listArtifacts` cannot do this: with `findBy` it lists ONE run's artifacts, and without it only the
 * current run's. Left out: expired artifacts, the current run's (a re-run's earlier attempt is the
 * same snapshot, not a previous one), and artifacts of runs whose head repository is not this
 * repository (a `pull_request` run from a fork uploads into this repository's artifacts with any
 * name it likes; it is never taken for the team's snapshot). The newest by `created_at` wins.
 *
 * Downloading it: `@actions/artifact`'s `downloadArtifact(id, {findBy})` (the public API path:
 * `GET …/actions/artifacts/{id}/zip`, a redirect to blob storage, streamed and unzipped into a
 * folder, with `..` path segments neutralised), checked against the artifact's `digest` when GitHub
 * lists one. Its own retries are bounded (5 attempts, 5 s apart, 30 s stall timeout per attempt).
 *
 * Needs `actions: read` on the token. Every failure is returned as a reason, never thrown: a
 * snapshot without its previous one is still a snapshot.
 */

/** Most pages of 100 artifacts read (10,000 artifacts of one name: far beyond 90 days of retention). */
const MAX_ARTIFACT_PAGES = 100;
/** Largest previous artifact downloaded, in bytes (a snapshot is far smaller; this guards the runner's disk). */
const MAX_PREVIOUS_ARTIFACT_BYTES = 512 * 1024 * 1024;
function httpStatus(error) {
    if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number')
        return error.status;
    return undefined;
}
/** Why a GitHub request about artifacts failed, for the notice. */
function artifactFailureReason(what, error) {
    const status = httpStatus(error);
    if (status === 403 || status === 404) {
        return `${what} was refused (HTTP ${status}): the github-token needs the actions: read permission (add "actions: read" under the job's permissions)`;
    }
    if (status === 410)
        return `${what} failed (HTTP 410): the artifact has expired`;
    return `${what} failed${status === undefined ? '' : ` (HTTP ${status})`}: ${(0,errors/* errorMessage */.gJ)(error)}`;
}
/** Newest first by `created_at`, then by id. */
function newestFirst(a, b) {
    const at = (a.createdAt ?? '') < (b.createdAt ?? '') ? 1 : (a.createdAt ?? '') > (b.createdAt ?? '') ? -1 : 0;
    return at || b.id - a.id;
}
/**
 * Finds the latest artifact named `search.name` from an earlier run of this repository (see the
 * module comment). Never throws.
 */
async function findPreviousArtifact(octokit, search) {
    const candidates = [];
    let listed = 0;
    let expired = 0;
    let foreign = 0;
    let pages = 0;
    const endpoint = `GET /repos/${search.owner}/${search.repo}/actions/artifacts?name=${search.name}`;
    try {
        const iterator = octokit.paginate.iterator(octokit.rest.actions.listArtifactsForRepo, {
            owner: search.owner,
            repo: search.repo,
            name: search.name,
            per_page: 100,
        });
        for await (const response of iterator) {
            pages += 1;
            for (const artifact of response.data) {
                if (artifact.name !== search.name)
                    continue;
                listed += 1;
                const run = artifact.workflow_run;
                if (run?.id === undefined || run.id === search.currentRunId)
                    continue;
                if (artifact.expired) {
                    expired += 1;
                    continue;
                }
                if (run.head_repository_id !== undefined && run.repository_id !== undefined && run.head_repository_id !== run.repository_id) {
                    foreign += 1;
                    continue;
                }
                candidates.push({
                    id: artifact.id,
                    name: artifact.name,
                    sizeInBytes: artifact.size_in_bytes,
                    createdAt: artifact.created_at ?? null,
                    digest: artifact.digest ?? null,
                    runId: run.id,
                });
            }
            if (pages >= MAX_ARTIFACT_PAGES)
                break;
        }
    }
    catch (error) {
        return { found: undefined, reason: artifactFailureReason(`Listing artifacts (${endpoint})`, error) };
    }
    candidates.sort(newestFirst);
    const found = candidates[0];
    if (found !== undefined)
        return { found };
    if (expired > 0 && foreign === 0)
        return { found: undefined, reason: `every earlier artifact named ${search.name} has expired (retention-days)` };
    if (foreign > 0)
        return { found: undefined, reason: `the only earlier artifacts named ${search.name} come from runs of forks, which are never trusted as a previous snapshot` };
    if (listed > 0)
        return { found: undefined, reason: `no earlier run of this repository uploaded an artifact named ${search.name} (only this run did)` };
    return { found: undefined, reason: `no earlier run of this repository uploaded an artifact named ${search.name} (first run, or the artifact was deleted)` };
}
/**
 * Downloads and unzips `artifact` into `download.dir` with `@actions/artifact` (see the module
 * comment). Returns `undefined` on success, else why it failed (a sentence for the notice).
 * Never throws.
 */
async function downloadArtifactFiles(artifact, download) {
    if (artifact.sizeInBytes > MAX_PREVIOUS_ARTIFACT_BYTES) {
        return `artifact ${artifact.name} (${artifact.id}) is ${artifact.sizeInBytes} bytes, more than the ${MAX_PREVIOUS_ARTIFACT_BYTES} read as a previous snapshot`;
    }
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(111)]).then(__webpack_require__.bind(__webpack_require__, 40111));
        const result = await new DefaultArtifactClient().downloadArtifact(artifact.id, {
            path: download.dir,
            findBy: { token: download.token, workflowRunId: artifact.runId, repositoryOwner: download.owner, repositoryName: download.repo },
            ...(artifact.digest === null ? {} : { expectedHash: artifact.digest }),
        });
        if (result.digestMismatch === true)
            return `artifact ${artifact.name} (${artifact.id}) does not match the digest GitHub lists for it`;
        return undefined;
    }
    catch (error) {
        return artifactFailureReason(`Downloading artifact ${artifact.name} (${artifact.id})`, error);
    }
}

// EXTERNAL MODULE: ./src/github/urls.ts
var urls = __webpack_require__(15945);
// EXTERNAL MODULE: ./src/format/sentence.ts
var sentence = __webpack_require__(67870);
// EXTERNAL MODULE: ./src/format/log-text.ts
var log_text = __webpack_require__(75409);
;// CONCATENATED MODULE: ./src/analytics/findings-step.ts
/**
 * Docs health in `mode: analytics` (`findings`, `compare`, `docs-url`), as a few small phases
 * around the snapshot:
 * 1. {@link startFindingsStep} before the export: the facts collector (fed by the export's own
 *    pass over the rows — no second pass, no extra Mintlify request) and, with
 *    `compare: previous-artifact`, the search for the previous snapshot, which runs on GitHub's
 *    API while the export runs on Mintlify's;
 * 2. `write` after the datasets, before the manifest: waits for the previous snapshot, builds
 *    `findings.json` and writes it to `output-dir` (the manifest then lists it);
 * 3. the caller renders the Docs health section and sets the `findings` output from `result()`.
 *
 * The previous snapshot is never a reason to fail: without one (first run, expired, no
 * `actions: read`, a partial or foreign artifact) a notice says why and the findings have no
 * `traffic-drop`. `compare: none` makes no `actions/` request.
 */

















/** The run of a snapshot, from the runner's environment. */
function runOf(env, runId = Number(env.GITHUB_RUN_ID) || null, attempt = Number(env.GITHUB_RUN_ATTEMPT) || null) {
    const repository = env.GITHUB_REPOSITORY || null;
    return {
        repository,
        runId,
        runAttempt: attempt,
        url: repository === null || runId === null ? null : `${(0,urls/* serverUrl */.Vd)(env)}/${repository}/actions/runs/${runId}`,
    };
}
/** The exporter's row observer feeding `facts` (rows as the API sent them: the collector applies the privacy rules). */
function factsObserver(facts) {
    const feeders = {
        views: (row) => facts.view(row),
        searches: (row) => facts.search(row),
        feedback: (row) => facts.feedback(row),
        'feedback-by-page': (row) => facts.feedbackByPage(row),
        assistant: (row) => facts.conversation(row),
    };
    return (dataset, rows) => {
        const feed = feeders[dataset];
        if (feed !== undefined)
            for (const row of rows)
                feed(row);
    };
}
/** Records how each dataset ended, and the totals its summary kept (views, visitors, searches), in `facts`. */
function finishFacts(facts, outcomes) {
    for (const outcome of outcomes) {
        facts.finish(outcome.dataset, outcome.status === 'complete');
        const summary = outcome.summary;
        if (summary?.dataset === 'views' && summary.totals !== undefined)
            facts.viewTotals(summary.totals);
        if (summary?.dataset === 'visitors' && summary.totals !== undefined)
            facts.visitorTotals(summary.totals);
        if (summary?.dataset === 'searches' && summary.totalSearches !== undefined)
            facts.totalSearches(summary.totalSearches);
    }
}
/**
 * Finds, downloads and reads the previous snapshot (never throws). Needs `actions: read`.
 * The download goes to a temporary folder that is removed afterwards.
 */
async function loadPreviousSnapshot(inputs, env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo)
        return { snapshot: undefined, reason: 'GITHUB_REPOSITORY is not set, so there is no repository to look for artifacts in' };
    if (inputs.githubToken === '')
        return { snapshot: undefined, reason: 'github-token is empty, so the artifacts cannot be listed' };
    // Loaded here: most runs of other modes never need Octokit's start-up cost.
    const { createRunOctokit } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(634)]).then(__webpack_require__.bind(__webpack_require__, 79634));
    const octokit = createRunOctokit(inputs.githubToken, env, (line) => core.info((0,log_text/* logText */.k)(line)));
    const search = await findPreviousArtifact(octokit, { owner, repo, name: inputs.artifactName, currentRunId: Number(env.GITHUB_RUN_ID) || undefined });
    if (search.found === undefined)
        return { snapshot: undefined, reason: search.reason };
    const artifact = search.found;
    core.info((0,log_text/* logText */.k)(`Previous snapshot: artifact ${artifact.name} (${artifact.id}) of run ${artifact.runId}, created ${artifact.createdAt ?? 'at an unknown time'}`));
    const dir = await (0,promises_.mkdtemp)(external_node_path_.join(env.RUNNER_TEMP || external_node_os_.tmpdir(), 'mintlify-previous-'));
    try {
        const failed = await downloadArtifactFiles(artifact, { owner, repo, token: inputs.githubToken, dir });
        if (failed !== undefined)
            return { snapshot: undefined, reason: failed };
        return await readPreviousSnapshot(dir, inputs.projectId, artifact, (runId) => runOf(env, runId, null));
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
    }
}
/** The notice shown when the snapshot is not compared, e.g. `Docs health: not compared with a previous snapshot: …`. */
function compareNotice(reason) {
    return `Docs health: not compared with a previous snapshot: ${(0,sentence/* clause */.s)(reason)}. Findings of this run have no traffic-drop; trends need the previous run's artifact (compare: previous-artifact, permissions actions: read). See docs/findings.md.`;
}
/** `previous`, or as soon as `signal` aborts, a read that says the run was cancelled (a cancelled run does not wait for GitHub). */
function unlessCancelled(previous, signal) {
    const cancelled = { snapshot: undefined, reason: 'the run was cancelled before the previous snapshot was read' };
    if (signal.aborted)
        return Promise.resolve(cancelled);
    return new Promise((resolve) => {
        const onAbort = () => resolve(cancelled);
        signal.addEventListener('abort', onAbort, { once: true });
        void previous.then((read) => {
            signal.removeEventListener('abort', onAbort);
            resolve(read);
        });
    });
}
/**
 * Starts the findings of a snapshot (phase 1 of the module comment).
 * @param clean redacts secrets from a notice.
 * @param signal aborted when the run is cancelled: `write` then stops waiting for the previous snapshot.
 */
function startFindingsStep(inputs, privacy, env, clean, signal) {
    const facts = new FactsCollector(inputs.projectId, privacy.visitorText);
    const previous = inputs.findings.compare === 'previous-artifact'
        ? loadPreviousSnapshot(inputs, env).catch((error) => ({ snapshot: undefined, reason: `reading it failed: ${(0,errors/* errorMessage */.gJ)(error)}` }))
        : undefined;
    let written;
    return {
        observe: factsObserver(facts),
        async write(outcomes) {
            finishFacts(facts, outcomes);
            const read = previous === undefined ? undefined : await unlessCancelled(previous, signal);
            let compare = { status: 'off' };
            if (read?.snapshot !== undefined) {
                const p = read.snapshot;
                compare = { status: 'compared', previous: { range: p.range, run: p.run, artifactId: p.artifactId, artifactName: p.artifactName, createdAt: p.createdAt } };
            }
            else if (read !== undefined) {
                compare = { status: 'unavailable', reason: clean(read.reason) };
                core.notice(compareNotice(compare.reason));
            }
            written = buildFindings({
                generator: output_dir/* MANIFEST_GENERATOR */.c4,
                projectId: inputs.projectId,
                range: findingsRange(inputs.range),
                run: runOf(env),
                visitorText: privacy.visitorText,
                thresholds: { ...DEFAULT_THRESHOLDS },
                facts: facts.facts(),
                previous: read?.snapshot,
                compare,
                docsUrl: inputs.findings.docsUrl,
            });
            const file = await (0,temp_file/* writeFileAtomic */.Zf)(external_node_path_.join(inputs.outputDir, FINDINGS_FILE_NAME), `${JSON.stringify(written, null, 2)}\n`);
            core.info((0,log_text/* logText */.k)(`${FINDINGS_FILE_NAME}: ${written.findings.length} findings${compare.status === 'compared' ? `, compared with run ${compare.previous.run.runId ?? '?'}` : ''}`));
            return [file];
        },
        result: () => written,
    };
}

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

// EXTERNAL MODULE: ./src/export/snapshot.ts + 5 modules
var snapshot = __webpack_require__(81555);
// EXTERNAL MODULE: ./src/export/snapshot-step.ts + 1 modules
var snapshot_step = __webpack_require__(58101);
// EXTERNAL MODULE: ./src/mintlify/analytics.ts
var analytics = __webpack_require__(25834);
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
 * summary stays under GitHub's limit of 1 MiB per step, counted in UTF-8 bytes
 * (`format/summary-budget.ts`): cells are shortened, and table rows beyond the budget are left
 * out with a note. Pure.
 */








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
function summary_paragraph(html) {
    return `<p>${html}</p>\n`;
}
function summary_heading(level, text) {
    return `<h${level}>${(0,format_escape/* escapeHtml */.ZD)(text)}</h${level}>\n`;
}
function percent(ratio) {
    return `${(ratio * 100).toFixed(1)}%`;
}
function code(text) {
    return `<code>${(0,untrusted/* untrustedCell */.T)(text)}</code>`;
}
function totalsTable(totals, budget) {
    return (0,summary_budget/* renderTable */.bo)(['Human', 'AI', 'Total', 'AI share'], [[(0,count/* formatCount */.B)(totals.human), (0,count/* formatCount */.B)(totals.ai), (0,count/* formatCount */.B)(totals.total), (0,count/* formatShare */.T)(totals.ai, totals.total)]], budget);
}
function topPagesTable(title, pages, limit, budget) {
    const shown = pages.slice(0, limit);
    if (shown.length === 0)
        return '';
    return (summary_heading(4, `${title} (top ${shown.length})`) +
        (0,summary_budget/* renderTable */.bo)(['#', 'Page', 'Human', 'AI', 'Total', 'AI share'], shown.map((p, i) => [String(i + 1), code(p.path), (0,count/* formatCount */.B)(p.human), (0,count/* formatCount */.B)(p.ai), (0,count/* formatCount */.B)(p.total), (0,count/* formatShare */.T)(p.ai, p.total)]), budget));
}
function searchesTable(rows, limit, privacy, budget) {
    const shown = rows.slice(0, limit);
    const header = ['#', ...(privacy.visitorText ? ['Search'] : []), 'Searches', 'Click-through', 'Top clicked page'];
    return (0,summary_budget/* renderTable */.bo)(header, shown.map((r, i) => [
        String(i + 1),
        ...(privacy.visitorText ? [(0,untrusted/* untrustedCell */.T)(r.query ?? '')] : []),
        (0,count/* formatCount */.B)(r.hits),
        percent(r.ctr),
        r.topClickedPage === null ? '—' : code(r.topClickedPage),
    ]), budget);
}
function frequencyTable(label, rows, limit, budget) {
    return (0,summary_budget/* renderTable */.bo)(['#', label, 'Conversations'], rows.slice(0, limit).map((r, i) => [String(i + 1), (0,untrusted/* untrustedCell */.T)(r.value), (0,count/* formatCount */.B)(r.count)]), budget);
}
/** The body of one dataset's section (without its heading). */
function renderDatasetSection(summary, limit, privacy, budget) {
    switch (summary.dataset) {
        case 'views':
        case 'visitors': {
            if (summary.totals === undefined)
                return summary_paragraph('No response arrived, so there are no totals.');
            const what = summary.dataset === 'views' ? 'Top pages by total views' : 'Top pages by unique visitors';
            return totalsTable(summary.totals, budget) + topPagesTable(what, summary.top, limit, budget);
        }
        case 'searches': {
            let html = summary_paragraph(`<strong>Searches:</strong> ${summary.totalSearches === undefined ? '—' : (0,count/* formatCount */.B)(summary.totalSearches)} · <strong>distinct terms:</strong> ${(0,count/* formatCount */.B)(summary.terms)} · <strong>terms without a click:</strong> ${(0,count/* formatCount */.B)(summary.noClickTerms)} (${(0,count/* formatCount */.B)(summary.noClickHits)} searches)`);
            if (summary.top.length > 0 && limit > 0) {
                html += summary_heading(4, `Top searches (${Math.min(limit, summary.top.length)})`) + searchesTable(summary.top, limit, privacy, budget);
            }
            if (summary.noClick.length > 0 && limit > 0) {
                html += summary_heading(4, 'Searches with no click (content gaps)') + searchesTable(summary.noClick, limit, privacy, budget);
            }
            return html;
        }
        case 'feedback-by-page': {
            let html = summary_paragraph(`<strong>Pages with feedback:</strong> ${(0,count/* formatCount */.B)(summary.pages)}${summary.truncated ? ` (the API returned its first ${(0,count/* formatCount */.B)(summary.pages)} pages only: <code>hasMore</code> is true and the endpoint has no paging parameter)` : ''}`);
            const shown = summary.top.slice(0, limit);
            if (shown.length === 0)
                return html + summary_paragraph('No page has a thumbs-down.');
            html += (0,summary_budget/* renderTable */.bo)(['#', 'Page', 'Thumbs down', 'Thumbs up', 'Code', 'Total'], shown.map((r, i) => [String(i + 1), code(r.path), (0,count/* formatCount */.B)(r.thumbsDown), (0,count/* formatCount */.B)(r.thumbsUp), (0,count/* formatCount */.B)(r.code), (0,count/* formatCount */.B)(r.total)]), budget);
            return html;
        }
        case 'feedback': {
            const html = summary_paragraph(`<strong>Feedback items:</strong> ${(0,count/* formatCount */.B)(summary.items)} · <strong>with a comment:</strong> ${(0,count/* formatCount */.B)(summary.withComment)} · <strong>helpful / not helpful:</strong> ${(0,count/* formatCount */.B)(summary.helpful)} / ${(0,count/* formatCount */.B)(summary.notHelpful)}`);
            return (html +
                summary_heading(4, 'By source') +
                (0,summary_budget/* renderTable */.bo)(['Source', 'Items'], Object.entries(summary.bySource).map(([k, n]) => [`<code>${(0,format_escape/* escapeCell */.kq)(k)}</code>`, (0,count/* formatCount */.B)(n)]), budget) +
                summary_heading(4, 'By status') +
                (0,summary_budget/* renderTable */.bo)(['Status', 'Items'], Object.entries(summary.byStatus).map(([k, n]) => [`<code>${(0,format_escape/* escapeCell */.kq)(k)}</code>`, (0,count/* formatCount */.B)(n)]), budget));
        }
        case 'assistant': {
            let html = summary_paragraph(`<strong>Conversations:</strong> ${(0,count/* formatCount */.B)(summary.conversations)}`) +
                summary_heading(4, 'By resolution status') +
                (0,summary_budget/* renderTable */.bo)(['Status', 'Conversations', 'Share'], Object.entries(summary.byResolution).map(([k, n]) => [`<code>${(0,format_escape/* escapeCell */.kq)(k)}</code>`, (0,count/* formatCount */.B)(n), (0,count/* formatShare */.T)(n, summary.conversations)]), budget);
            if (summary.categories.length > 0 && limit > 0) {
                html += summary_heading(4, 'By category') + frequencyTable('Category', summary.categories, limit, budget);
                if (summary.categoriesApproximate)
                    html += summary_paragraph('<em>More categories than the summary counts: counts are upper bounds.</em>');
            }
            if (privacy.visitorText && summary.unresolved.length > 0 && limit > 0) {
                html += summary_heading(4, 'Most frequent unanswered queries') + frequencyTable('Query', summary.unresolved, limit, budget);
                if (summary.unresolvedApproximate)
                    html += summary_paragraph('<em>More distinct queries than the summary counts: counts are upper bounds.</em>');
            }
            return html;
        }
        case 'assistant-callers': {
            const s = summary.stats;
            if (s === undefined)
                return summary_paragraph('No response arrived.');
            return (0,summary_budget/* renderTable */.bo)(['Web', 'API', 'Other', 'Total'], [[(0,count/* formatCount */.B)(s.web), (0,count/* formatCount */.B)(s.api), (0,count/* formatCount */.B)(s.other), (0,count/* formatCount */.B)(s.total)]], budget);
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
    return (0,summary_budget/* renderTable */.bo)(['Dataset', 'Status', 'Rows', 'Requests', 'Files'], rows, budget);
}
/** The warning banner of a partial snapshot, naming the datasets that are not complete. */
function partialBanner(outcomes) {
    const incomplete = outcomes.filter((o) => o.status !== 'complete');
    const list = incomplete.map((o) => `<code>${(0,format_escape/* escapeCell */.kq)(o.dataset)}</code> (${o.status === 'partial' ? `partial, ${(0,count/* formatCount */.B)(o.rows)} rows kept` : 'not fetched'})`).join(', ');
    return summary_paragraph(`<strong>⚠️ Partial snapshot — not every dataset is complete:</strong> ${list}. Their files are named <code>&lt;dataset&gt;.partial.json</code> / <code>.csv</code> and <code>manifest.json</code> says <code>complete: false</code>.`);
}
/** Renders the whole summary (see the module comment). */
function renderAnalyticsSummary(data) {
    const budget = new summary_budget/* SummaryBudget */.UA();
    const snapshot = data.snapshot;
    const partial = snapshot !== undefined && !snapshot.complete;
    let html = '';
    if (partial)
        html += partialBanner(snapshot.outcomes);
    if (data.docsHealth !== undefined)
        html += data.docsHealth(budget);
    html += summary_heading(2, partial ? 'Mintlify analytics snapshot (partial)' : 'Mintlify analytics snapshot');
    const artifact = (0,artifact_step/* artifactSummaryHtml */.i)(data.artifact);
    const visitorText = data.privacy.visitorText ? 'included' : 'left out';
    html += summary_paragraph(`<strong>Project:</strong> <code>${(0,format_escape/* escapeCell */.kq)(data.projectId)}</code><br>\n<strong>Range:</strong> ${(0,format_escape/* escapeHtml */.ZD)((0,date_range/* describeRange */.pC)(data.range))}<br>\n<strong>Visitor text:</strong> ${visitorText} · <strong>feedback contacts:</strong> ${data.privacy.contact ? 'included in the files' : 'left out'}<br>\n<strong>Artifact:</strong> ${artifact}`);
    if (data.visitorTextNotice !== undefined)
        html += summary_paragraph(`<em>${(0,format_escape/* escapeHtml */.ZD)(data.visitorTextNotice)}</em>`);
    if (data.failure !== undefined)
        html += summary_paragraph(`<strong>Error:</strong> ${(0,untrusted/* untrustedCell */.T)(data.failure, 2000)}`);
    if (snapshot === undefined)
        return html;
    html += summary_heading(3, 'Requests') + requestsTable(snapshot.outcomes, snapshot.requests, data.maxRequests, budget);
    const limit = Math.max(0, Math.floor(data.summaryRows));
    // Sections in the order of the datasets table (views first); the requests table above is in fetch order.
    const sections = analytics/* ANALYTICS_DATASETS */.LJ.map((d) => snapshot.outcomes.find((o) => o.dataset === d)).filter((o) => o !== undefined);
    // Under a Docs health section, each dataset's tables fold away (open one to read it): the
    // findings come first, the raw top-N tables are reference.
    const folded = data.docsHealth !== undefined;
    for (const outcome of sections) {
        html += folded ? `<details><summary>${summary_heading(3, SECTION_TITLES[outcome.dataset]).trimEnd()}</summary>\n\n` : summary_heading(3, SECTION_TITLES[outcome.dataset]);
        if (outcome.status !== 'complete' && outcome.stop !== undefined) {
            const shown = outcome.status === 'partial' ? `; shown from the ${(0,count/* formatCount */.B)(outcome.rows)} rows received` : '';
            html += summary_paragraph(`<strong>${outcome.status === 'partial' ? '⚠️ Partial' : '⏭️ Not fetched'}:</strong> ${(0,untrusted/* untrustedCell */.T)((0,sentence/* clause */.s)(outcome.stop.message), 1000)}${shown}.`);
        }
        if (outcome.summary !== undefined)
            html += renderDatasetSection(outcome.summary, limit, data.privacy, budget);
        if (folded)
            html += '</details>\n';
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
 * The snapshot of `analytics`: the datasets asked for in fetch order, each at its endpoint's
 * largest `limit`, files `<dataset>.*`, JSON `{dataset, projectId, dateFrom, dateTo, generatedAt, visitorText, <rows>, …, complete}`.
 */
function snapshotRequest(inputs, privacy) {
    return {
        ...(0,snapshot/* runSettings */.n)(inputs),
        mode: 'analytics',
        datasets: (0,snapshot/* fetchOrder */.XD)(inputs.datasets).map((dataset) => ({ dataset, fileStem: dataset, limit: undefined })),
        jsonHead: (dataset, generatedAt) => ({
            dataset,
            projectId: inputs.projectId,
            dateFrom: inputs.range.dateFrom ?? null,
            dateTo: inputs.range.dateTo ?? null,
            generatedAt,
            visitorText: privacy.visitorText ? 'included' : 'excluded',
        }),
        privacy,
    };
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
        docsHealth: undefined,
    };
    const triage = { result: undefined, failure: undefined };
    if (notice !== undefined)
        core.notice(notice);
    const findings = inputs.findings.enabled ? startFindingsStep(inputs, privacy, env, clean, signal) : undefined;
    core.setOutput('findings', '');
    core.info((0,log_text/* logText */.k)(`Analytics snapshot of project ${inputs.projectId}, ${(0,date_range/* describeRange */.pC)(inputs.range)}: ${(0,snapshot/* fetchOrder */.XD)(inputs.datasets).join(', ')} (in this order), at most ${inputs.maxRequests} requests (max-requests), ${inputs.formats.join(' and ')} to ${inputs.outputDir}`));
    try {
        let result;
        try {
            result = await (0,snapshot_step/* runSnapshotStep */.a)('Fetching the analytics datasets', snapshotRequest(inputs, privacy), {
                mintlify,
                redact: clean,
                signal,
                ...(findings === undefined ? {} : { observe: findings.observe, beforeManifest: (outcomes) => findings.write(outcomes), extraFileNames: [FINDINGS_FILE_NAME] }),
            });
        }
        catch (error) {
            summary.failure = clean(`${(0,errors/* errorMessage */.gJ)(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
            core.setOutput('complete', 'false');
            throw new Error(summary.failure, { cause: error });
        }
        summary.snapshot = { complete: result.complete, outcomes: result.outcomes, requests: result.requests };
        const findingsFile = findings?.result();
        if (findingsFile !== undefined) {
            summary.docsHealth = (budget) => renderDocsHealth({ findings: findingsFile, rows: inputs.summaryRows }, budget);
            core.setOutput('findings', findingsFile.findings.length);
        }
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
        core.info((0,log_text/* logText */.k)(`${result.complete ? 'Snapshot complete' : 'Snapshot INCOMPLETE'}: ${result.requests} of ${result.maxRequests} requests spent (max-requests).`));
        const incomplete = result.complete ? undefined : clean(incompleteMessage(result));
        try {
            summary.artifact = await (0,artifact_step/* publishExportArtifact */.W)({ inputs, complete: result.complete, files: result.files.map((f) => f.path), env, signal });
        }
        catch (error) {
            summary.failure = clean((0,errors/* errorMessage */.gJ)(error));
            throw new Error(incomplete === undefined ? summary.failure : `${incomplete} ${summary.failure}`, { cause: error });
        }
        if (inputs.triage.fileIssues) {
            try {
                const request = { triage: inputs.triage, apiKey: inputs.apiKey, githubToken: inputs.githubToken, findings: findingsFile, visitorText: privacy.visitorText };
                // Octokit loads here, after the export, not before its first request (cold start).
                const { runTriageStep } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(38), __webpack_require__.e(896)]).then(__webpack_require__.bind(__webpack_require__, 31896));
                triage.result = await runTriageStep(request, mintlify, env, signal);
            }
            catch (error) {
                triage.failure = clean(`Filing the finding issues failed: ${(0,errors/* errorMessage */.gJ)(error)}`);
                throw new Error(incomplete === undefined ? triage.failure : `${incomplete} ${triage.failure}`, { cause: error });
            }
        }
        if (incomplete !== undefined) {
            throw new Error(summary.artifact === 'skipped' ? incomplete : `${incomplete} Uploaded as artifact ${summary.artifact.name}.`);
        }
    }
    finally {
        try {
            const triageSection = inputs.triage.fileIssues ? (await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(38), __webpack_require__.e(896)]).then(__webpack_require__.bind(__webpack_require__, 31896))).renderTriageSummary(triage.result, triage.failure) : '';
            await core.summary.addRaw(renderAnalyticsSummary(summary) + triageSection, true).write();
        }
        catch (error) {
            core.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
}


/***/ })

};
