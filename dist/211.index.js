export const id = 211;
export const ids = [211,840];
export const modules = {

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   invalidLinkText: () => (/* binding */ invalidLinkText),
/* harmony export */   pullRequestLabel: () => (/* binding */ pullRequestLabel),
/* harmony export */   renderAgentComment: () => (/* binding */ renderAgentComment)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4285);

const HEADLINE = {
    completed: '✅ The agent opened a pull request',
    'no-changes': '✅ The agent finished with no file changes',
    archived: '🗄️ The agent job was archived',
    failed: '❌ The agent job failed',
    'timed-out': '⏱️ The agent job had not finished when this run stopped waiting',
    error: '❌ The agent job could not be read',
};
/** The hidden marker that identifies this job's comment among a pull request's comments. */
function commentMarker(projectId, jobId) {
    return `<!-- docs-agent-job ${encodeURIComponent(projectId)}/${encodeURIComponent(jobId)} -->`;
}
/**
 * A link label for a pull request URL: `owner/repo#12` on github.com, `host/owner/repo#12` elsewhere, else
 * `pull request on host` (and a generic label for anything that is not a URL, or whose path holds a broken
 * `%` escape).
 */
function pullRequestLabel(url) {
    try {
        const { hostname, pathname } = new URL(url);
        // The host is part of the label unless it is github.com: a lookalike host must not pass for GitHub.
        const host = hostname === 'github.com' ? '' : `${hostname}/`;
        const m = /^\/([^/]+)\/([^/]+)\/(?:pull|pulls|merge_requests|-\/merge_requests)\/(\d+)/.exec(pathname);
        if (!m)
            return `pull request on ${hostname}`;
        return `${host}${decodeURIComponent(m[1])}/${decodeURIComponent(m[2])}#${m[3]}`;
    }
    catch {
        return 'pull request';
    }
}
/**
 * The sticky comment's body. Everything from the service is untrusted: links are rendered only for http(s)
 * URLs and through markdownLink; free text is escaped. The body holds no run-specific time, so a re-run that
 * finds the same state leaves the comment untouched.
 */
function renderAgentComment(report, runUrl) {
    const job = report.job;
    const rows = [];
    if (report.prLink) {
        rows.push(['Pull request', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(report.prLink, pullRequestLabel(report.prLink)) ?? 'none']);
    }
    else if (report.invalidPrLink !== undefined) {
        rows.push(['Pull request', invalidLinkText(report.invalidPrLink)]);
    }
    else if (report.outcome === 'no-changes') {
        rows.push(['Pull request', 'none: no file changes']);
    }
    rows.push(['Status', job?.status ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(job.status) : 'unknown']);
    if (job?.repository) {
        const repo = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(job.repository, job.repository.replace(/^https?:\/\//, '')) ??
            (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(job.repository);
        rows.push(['Source', job.ref ? `${repo} @ ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(job.ref)}` : repo]);
    }
    if (job?.model)
        rows.push(['Model', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(job.model)]);
    rows.push(['Agent job', `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(report.jobId)} (project ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(report.projectId)})`]);
    if (job?.createdAt)
        rows.push(['Created', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(job.createdAt)]);
    if (job?.archivedAt)
        rows.push(['Archived', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(job.archivedAt)]);
    const parts = [
        commentMarker(report.projectId, report.jobId),
        `### ${HEADLINE[report.outcome]}`,
        '',
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(rows),
    ];
    if (report.error)
        parts.push('', `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(report.error, 1000)}`);
    const run = runUrl ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownLink */ .iQ)(runUrl, 'workflow run') : undefined;
    parts.push('', `<sub>Posted by ${run ?? 'a workflow run'}; updated in place when the workflow runs again.</sub>`);
    return parts.join('\n') + '\n';
}
/** A pull request link the service sent that is not a usable URL, as plain text. */
function invalidLinkText(link) {
    return `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(link, 300)} (not a valid link)`;
}


/***/ }),

/***/ 9211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeTimeline: () => (/* binding */ describeTimeline),
/* harmony export */   renderAgentSummary: () => (/* binding */ renderAgentSummary),
/* harmony export */   renderExportSummary: () => (/* binding */ renderExportSummary),
/* harmony export */   renderInputErrorSummary: () => (/* binding */ renderInputErrorSummary)
/* harmony export */ });
/* harmony import */ var _service_link_expiry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2055);
/* harmony import */ var _net_url_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7008);
/* harmony import */ var _primitives_byte_size_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6754);
/* harmony import */ var _primitives_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9320);
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7840);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4285);






const OUTCOME_LABEL = {
    completed: '✅ completed',
    failed: '❌ failed',
    'timed-out': '⏱️ timed out',
    error: '❌ error',
};
/** The step summary's export section, for every outcome. Never contains the bundle link's query. */
function renderExportSummary(report, nowMs, delivery) {
    const rows = [];
    if (report.domain)
        rows.push(['Domain', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(report.domain)]);
    rows.push(['Export job', report.jobId ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(report.jobId) : 'not started']);
    if (report.resumed)
        rows.push(['Mode', 'existing job (export-job-id)']);
    if (report.reused)
        rows.push(['Mode', 'reused a finished export of an earlier run (reuse-key): no new export']);
    const status = report.status && report.status !== report.outcome
        ? ` (service status: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(report.status)})`
        : '';
    rows.push(['Result', `${OUTCOME_LABEL[report.outcome]}${status}`]);
    if (report.pageCount !== undefined)
        rows.push(['Pages', String(report.pageCount)]);
    if (report.outcome !== 'completed' && report.progress)
        rows.push(['Last progress', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(report.progress)]);
    rows.push(['Duration', (0,_primitives_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(report.endedAt - report.startedAt)]);
    if (report.timeline.length > 0)
        rows.push(['Timeline', describeTimeline(report.timeline)]);
    if (report.bundleUrl) {
        rows.push(['Bundle', `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)((0,_net_url_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrl */ .BO)(report.bundleUrl))} (full link in the bundle-url output)`]);
    }
    if (report.expiresAt) {
        const at = (0,_service_link_expiry_js__WEBPACK_IMPORTED_MODULE_0__/* .parseExpiry */ .r)(report.expiresAt);
        const when = at === undefined ? '' : ` (${(0,_service_link_expiry_js__WEBPACK_IMPORTED_MODULE_0__/* .describeExpiry */ .T)(at, nowMs)})`;
        const shown = at === undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(report.expiresAt) : new Date(at).toISOString();
        rows.push(['Link expires', `${shown}${when}`]);
    }
    if (delivery)
        rows.push(...deliveryRows(delivery));
    const parts = ['### Static export', '', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .table */ .tp)(rows)];
    if (report.error)
        parts.push('', `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(report.error, 2000)}`);
    if (delivery?.error)
        parts.push('', `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(delivery.error, 2000)}`);
    return parts.join('\n') + '\n';
}
function deliveryRows(d) {
    const rows = [];
    if (d.refreshedLinks > 0)
        rows.push(['Fresh links', `${d.refreshedLinks} (the first link had expired or was refused)`]);
    if (d.download) {
        const where = d.bundlePath ? ` at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(d.bundlePath, 500)}` : '';
        rows.push(['Download', `${describeSize(d.download.size)}${where} in ${(0,_primitives_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(d.download.ms)}`]);
        rows.push(['SHA-256', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(d.download.sha256)]);
    }
    if (d.extracted && d.extractPath) {
        rows.push([
            'Extracted',
            `${d.extracted.files} files (${d.extracted.kind}) into ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(d.extractPath, 500)}`,
        ]);
    }
    if (d.helmValuesFile)
        rows.push(['Chart values', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(d.helmValuesFile, 500)]);
    return rows;
}
/** A size in words, with the exact count: `56.2 MiB (58929459 bytes)`. */
function describeSize(n) {
    return n < 1024 ? `${n} B` : `${(0,_primitives_byte_size_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(n)} (${n} bytes)`;
}
/**
 * Each status the wait saw, when it was first read (UTC time of day) and how long it lasted:
 * `queued 06:27:42 (12s) → running 06:27:54 (1m 20s) → completed 06:29:14`.
 */
function describeTimeline(entries) {
    return entries
        .map((e, i) => {
        const when = new Date(e.at).toISOString().slice(11, 19);
        const lasted = i < entries.length - 1 ? ` (${(0,_primitives_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(e.ms)})` : '';
        return `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(e.status, 40)} ${when}${lasted}`;
    })
        .join(' → ');
}
const AGENT_LABEL = {
    completed: '✅ completed, pull request opened',
    'no-changes': '✅ completed, no file changes',
    archived: '🗄️ archived',
    failed: '❌ failed',
    'timed-out': '⏱️ timed out',
    error: '❌ error',
};
/** The step summary's agent section: status, the agent's pull request, and the comment or why there is none. */
function renderAgentSummary(report, comment) {
    const rows = [
        ['Agent job', `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(report.jobId)} (project ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .inlineCode */ .ti)(report.projectId)})`],
        ['Result', AGENT_LABEL[report.outcome]],
    ];
    if (report.job?.status && report.job.status !== report.outcome) {
        rows.push(['Service status', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(report.job.status)]);
    }
    const pr = report.prLink
        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)(report.prLink, (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_3__.pullRequestLabel)(report.prLink))
        : report.invalidPrLink !== undefined
            ? (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_3__.invalidLinkText)(report.invalidPrLink)
            : undefined;
    rows.push(['Pull request', pr ?? (report.outcome === 'no-changes' ? 'none: no file changes' : 'none')]);
    rows.push(['Comment', describeComment(comment)]);
    rows.push(['Duration', (0,_primitives_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(report.endedAt - report.startedAt)]);
    if (report.timeline.length > 0)
        rows.push(['Timeline', describeTimeline(report.timeline)]);
    const parts = ['### Agent job', '', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .table */ .tp)(rows)];
    if (report.error)
        parts.push('', `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(report.error, 2000)}`);
    return parts.join('\n') + '\n';
}
function describeComment(comment) {
    switch (comment.kind) {
        case 'posted': {
            const link = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .markdownLink */ .iQ)(comment.url, `comment on #${comment.prNumber}`) ?? `comment on #${comment.prNumber}`;
            return `${link} (${comment.action})`;
        }
        default:
            return `not posted: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(comment.reason, 1000)}`;
    }
}
/** The summary of a run that stopped at its inputs: nothing was sent anywhere. */
function renderInputErrorSummary(problems) {
    const list = problems.map((p) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(p, 1000)}`).join('\n');
    return `### Inputs refused\n\nNothing was requested from the service. Fix these inputs and re-run:\n\n${list}\n`;
}


/***/ })

};

//# sourceMappingURL=211.index.js.map