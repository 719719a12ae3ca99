export const id = 840;
export const ids = [840];
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


/***/ })

};

//# sourceMappingURL=840.index.js.map