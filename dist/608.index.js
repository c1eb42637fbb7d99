export const id = 608;
export const ids = [608];
export const modules = {

/***/ 88608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPageViewsStep: () => (/* binding */ runPageViewsStep)
});

// UNUSED EXPORTS: FILE_STEM, pageViewsRequest, partialFailureMessage

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(77094);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/export/artifact-step.ts + 2 modules
var artifact_step = __webpack_require__(31978);
// EXTERNAL MODULE: ./src/format/log-text.ts
var log_text = __webpack_require__(75409);
// EXTERNAL MODULE: ./src/export/date-range.ts
var date_range = __webpack_require__(56432);
// EXTERNAL MODULE: ./src/export/export-dataset.ts + 4 modules
var export_dataset = __webpack_require__(20167);
;// CONCATENATED MODULE: ./src/export/privacy.ts
/**
 * What personal data an export may write: the rules a dataset definition applies to each row
 * before it reaches a file or a summary (resolved by the mode, e.g. `analytics/privacy.ts`).
 */
/** The rules of an export that holds no visitor data at all (`page-views`): nothing to leave out, nothing kept. */
const NO_VISITOR_DATA = { visitorText: false, contact: false, excludedBecause: undefined };

// EXTERNAL MODULE: ./src/export/snapshot.ts + 5 modules
var snapshot = __webpack_require__(81555);
// EXTERNAL MODULE: ./src/export/snapshot-step.ts + 1 modules
var snapshot_step = __webpack_require__(58101);
// EXTERNAL MODULE: ./src/format/count.ts
var format_count = __webpack_require__(48296);
// EXTERNAL MODULE: ./src/format/escape.ts
var format_escape = __webpack_require__(59044);
// EXTERNAL MODULE: ./src/format/summary-budget.ts
var summary_budget = __webpack_require__(92461);
// EXTERNAL MODULE: ./src/format/untrusted.ts
var untrusted = __webpack_require__(80849);
;// CONCATENATED MODULE: ./src/export/traffic-chart.ts
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

// EXTERNAL MODULE: ./src/format/sentence.ts
var sentence = __webpack_require__(67870);
;// CONCATENATED MODULE: ./src/page-views/summary.ts








/** Examples of duplicated paths named in the summary. */
const DUPLICATE_EXAMPLES_SHOWN = 5;
/**
 * The warning banner of a partial export, as HTML:
 * `⚠️ Partial export — stopped at offset N: <reason>; these files hold the first R rows only.`
 */
function partialBanner(stopped, rows) {
    const held = rows === 0 ? 'these files hold no rows' : `these files hold the first ${(0,format_count/* formatCount */.B)(rows)} ${rows === 1 ? 'row' : 'rows'} only`;
    return `<p><strong>⚠️ Partial export — stopped at offset ${stopped.offset}:</strong> ${(0,untrusted/* untrustedCell */.T)((0,sentence/* clause */.s)(stopped.reason), 2000)}; <strong>${held}.</strong></p>`;
}
/** The top pages: a table (rows beyond the summary's byte budget left out with a note) and a chart. */
function topPages(result, summaryRows, budget) {
    const top = result.top.slice(0, summaryRows);
    if (top.length === 0)
        return '';
    const rows = top.map((p, i) => [String(i + 1), `<code>${(0,format_escape/* escapeCell */.kq)(p.path)}</code>`, (0,format_count/* formatCount */.B)(p.human), (0,format_count/* formatCount */.B)(p.ai), (0,format_count/* formatCount */.B)(p.total), (0,format_count/* formatShare */.T)(p.ai, p.total)]);
    const among = result.stopped === undefined ? '' : ` among the ${(0,format_count/* formatCount */.B)(result.rows)} rows kept`;
    return `<h3>Top ${top.length} pages by total views${among}</h3>\n${(0,summary_budget/* renderTable */.bo)(['#', 'Page', 'Human', 'AI', 'Total', 'AI share'], rows, budget)}\n\`\`\`mermaid\n${renderChart(top)}\n\`\`\`\n`;
}
/** Adds the page-views section to the job summary (the caller writes it); its tables stay within GitHub's 1 MiB, counted in UTF-8 bytes. */
function addPageViewsSummary(summary, data) {
    const budget = new summary_budget/* SummaryBudget */.UA();
    const result = data.export;
    const stopped = result?.stopped;
    if (result !== undefined && stopped !== undefined)
        summary.addRaw(partialBanner(stopped, result.rows), true);
    summary.addHeading(stopped === undefined ? 'Mintlify page views' : 'Mintlify page views (partial export)', 2);
    summary.addRaw(`<p><strong>Project:</strong> <code>${(0,format_escape/* escapeCell */.kq)(data.projectId)}</code><br>\n<strong>Range:</strong> ${(0,format_escape/* escapeHtml */.ZD)((0,date_range/* describeRange */.pC)(data.range))}</p>`, true);
    if (result === undefined)
        return summary.addRaw(`<p><strong>Export failed:</strong> ${(0,untrusted/* untrustedCell */.T)(data.failure ?? 'unknown error', 2000)}</p>`, true);
    const { totals } = result;
    summary.addRaw(totals === undefined
        ? '<p>No page arrived, so there are no totals.</p>'
        : (0,summary_budget/* renderTable */.bo)(['Human', 'AI', 'Total', 'AI share'], [[(0,format_count/* formatCount */.B)(totals.human), (0,format_count/* formatCount */.B)(totals.ai), (0,format_count/* formatCount */.B)(totals.total), (0,format_count/* formatShare */.T)(totals.ai, totals.total)]], budget), true);
    if (result.totalsChanged)
        summary.addRaw("<p><em>The API's totals changed during the export; the last page's totals are shown.</em></p>", true);
    const count = result.duplicates.count;
    if (count > 0) {
        const examples = result.duplicates.examples.slice(0, DUPLICATE_EXAMPLES_SHOWN).map((p) => `<code>${(0,format_escape/* escapeCell */.kq)(p)}</code>`);
        summary.addRaw(`<p><strong>Duplicate paths:</strong> ${(0,format_count/* formatCount */.B)(count)} ${count === 1 ? 'row repeats a path' : 'rows repeat a path'} exported on an earlier page (e.g. ${examples.join(', ')}): the data changed during the export. Rows are kept as the API returned them; see <code>manifest.json</code>.</p>`, true);
    }
    const files = result.fileNames.map((f) => `<code>${(0,format_escape/* escapeCell */.kq)(f)}</code>`).join(', ') || 'none';
    summary.addRaw(`<p><strong>${stopped === undefined ? 'Rows exported' : 'Rows kept (partial export)'}:</strong> ${(0,format_count/* formatCount */.B)(result.rows)} (${files})<br>\n<strong>API requests:</strong> ${(0,format_count/* formatCount */.B)(result.requests)} of ${(0,format_count/* formatCount */.B)(data.maxRequests)} (<code>max-requests</code>, retries included)<br>\n<strong>Artifact:</strong> ${(0,artifact_step/* artifactSummaryHtml */.i)(data.artifact)}</p>`, true);
    summary.addRaw(topPages(result, data.summaryRows, budget), true);
    if (data.failure)
        summary.addRaw(`<p><strong>Error:</strong> ${(0,untrusted/* untrustedCell */.T)(data.failure, 2000)}</p>`, true);
    return summary;
}

;// CONCATENATED MODULE: ./src/page-views/action.ts
/**
 * `page-views`, a preset of the exporter (`export/snapshot.ts`): the `views` dataset alone, to
 * `page-views.json` / `page-views.csv` with `limit` = `page-size`. Sets the outputs, uploads the
 * files as one artifact and writes the job summary, also after a failure. A partial export is
 * kept, uploaded as `<artifact-name>-partial` and flagged everywhere, and fails the step.
 */












/** The base of the file names: `page-views.json`, `page-views.csv` (`page-views.partial.*` when partial). */
const FILE_STEM = 'page-views';
/**
 * The step's failure message for a partial export, e.g. `Page-views export failed at offset
 * 500 (500 rows kept): GET /v1/analytics/{projectId}/views failed with HTTP 400 at offset 500:
 * Invalid query parameters. Partial export: the rows received are in page-views.partial.json
 * and page-views.partial.csv (manifest.json: complete false).`
 */
function partialFailureMessage(views, manifest) {
    const data = views.files.map((f) => external_node_path_.basename(f.path));
    const kept = data.length > 0 ? `the rows received are in ${data.join(' and ')}` : 'no row arrived';
    return `Page-views export failed at offset ${views.stoppedAtOffset ?? 0} (${views.rows} rows kept): ${(0,sentence/* clause */.s)(views.stop?.message ?? 'stopped early')}. Partial export: ${kept} (${external_node_path_.basename(manifest)}: complete false).`;
}
/** The export of `page-views`: `views` alone, `limit` = `page-size`, files `page-views.*`, JSON `{projectId, dateFrom, dateTo, generatedAt, views, totals, complete}`. */
function pageViewsRequest(inputs) {
    const { projectId, range } = inputs;
    return {
        ...(0,snapshot/* runSettings */.n)(inputs),
        mode: 'page-views',
        datasets: [{ dataset: 'views', fileStem: FILE_STEM, limit: inputs.pageSize }],
        jsonHead: (_dataset, generatedAt) => ({ projectId, dateFrom: range.dateFrom ?? null, dateTo: range.dateTo ?? null, generatedAt }),
        privacy: NO_VISITOR_DATA,
    };
}
/** What the summary shows of the export. */
function summaryOf(result, views) {
    const summary = views.summary?.dataset === 'views' ? views.summary : undefined;
    return {
        rows: views.rows,
        requests: result.requests,
        totals: summary?.totals,
        totalsChanged: views.totalsChanged === true,
        duplicates: views.duplicates ?? { count: 0, examples: [] },
        top: summary?.top ?? [],
        fileNames: result.files.map((f) => external_node_path_.basename(f.path)),
        stopped: views.status === 'complete' ? undefined : { offset: views.stoppedAtOffset ?? 0, reason: views.stop?.message ?? 'stopped early' },
    };
}
/**
 * Runs `page-views` end to end and reports through `@actions/core`: outputs `rows`, `requests`,
 * `total`, `human`, `ai`, `json-file`, `csv-file`, `artifact-id`, `artifact-url`.
 * @param env the runner's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
 *   `GITHUB_RUN_ID` for the artifact URL; `@actions/artifact` reads `process.env` itself).
 * @param signal aborted when the runner cancels the step.
 * @throws Error when the export stopped early (see {@link partialFailureMessage}; the partial
 *   files are kept and uploaded), when `output-dir` holds files the action did not write, when
 *   no file could be written, or naming the artifact when the upload fails (the files stay in
 *   `output-dir`). The job summary is written in every case.
 */
async function runPageViewsStep(inputs, mintlify, env, signal) {
    const { projectId, range, summaryRows, maxRequests } = inputs;
    const summary = { projectId, range, summaryRows, maxRequests, export: undefined, artifact: undefined, failure: undefined };
    const clean = (text) => (0,errors/* redact */.E$)(text, [inputs.apiKey]);
    core.info((0,log_text/* logText */.k)(`Page views of project ${inputs.projectId}, ${(0,date_range/* describeRange */.pC)(inputs.range)}: ${inputs.pageSize} rows per request, at most ${inputs.maxRequests} requests, ${inputs.formats.join(' and ')} to ${inputs.outputDir}`));
    try {
        let result;
        try {
            result = await (0,snapshot_step/* runSnapshotStep */.a)(`Fetching page views (${inputs.pageSize} per request)`, pageViewsRequest(inputs), { mintlify, redact: clean, signal });
        }
        catch (error) {
            core.setOutput('requests', error instanceof export_dataset/* ExportError */.ze ? error.requests : 0);
            summary.failure = clean(`${(0,errors/* errorMessage */.gJ)(error)}${inputs.uploadArtifact ? ' Nothing was uploaded.' : ''}`);
            throw new Error(summary.failure, { cause: error });
        }
        const [views] = result.outcomes;
        if (views === undefined)
            throw new Error('The page-views export ran no dataset.');
        summary.export = summaryOf(result, views);
        const { totals } = summary.export;
        core.info((0,log_text/* logText */.k)(result.complete
            ? `Exported ${views.rows} rows (${views.pages} API pages, ${result.requests} requests): ${totals?.total} views in total (human ${totals?.human}, AI ${totals?.ai}).`
            : `Kept the ${views.rows} rows received (${views.pages} API pages, ${result.requests} requests) in ${summary.export.fileNames.join(', ')}.`));
        const dataFile = (extension) => views.files.find((f) => f.path.endsWith(extension))?.path ?? '';
        core.setOutput('rows', views.rows);
        core.setOutput('requests', result.requests);
        core.setOutput('total', totals?.total ?? '');
        core.setOutput('human', totals?.human ?? '');
        core.setOutput('ai', totals?.ai ?? '');
        core.setOutput('json-file', dataFile('.json'));
        core.setOutput('csv-file', dataFile('.csv'));
        const partialFailure = result.complete ? undefined : clean(partialFailureMessage(views, result.manifest));
        try {
            summary.artifact = await (0,artifact_step/* publishExportArtifact */.W)({ inputs, complete: result.complete, files: result.files.map((f) => f.path), env, signal });
        }
        catch (error) {
            summary.failure = clean((0,errors/* errorMessage */.gJ)(error));
            throw new Error(partialFailure === undefined ? summary.failure : `${partialFailure} ${summary.failure}`, { cause: error });
        }
        if (partialFailure !== undefined)
            throw new Error(summary.artifact === 'skipped' ? partialFailure : `${partialFailure} Uploaded as artifact ${summary.artifact.name}.`);
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
