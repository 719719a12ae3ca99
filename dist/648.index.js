export const id = 648;
export const ids = [648];
export const modules = {

/***/ 8725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ RateLimitedError)
/* harmony export */ });
/* harmony import */ var _primitives_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7611);

/** A GitHub rate limit that lifts only after the stage's deadline: not waited for. */
class RateLimitedError extends _primitives_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .l {
    name = 'RateLimitedError';
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentOnPullRequest: () => (/* binding */ commentOnPullRequest)
/* harmony export */ });
/* harmony import */ var _primitives_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7611);
/* harmony import */ var _primitives_one_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5313);
/* harmony import */ var _comments_port_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8725);



const normalize = (text) => (text ?? '').replace(/\r\n/g, '\n').trim();
/** Pages of comments (100 each) searched for this run's comment at most; past them, a new one is created. */
const MAX_COMMENT_PAGES = 30;
/**
 * Finds this run's comment in the first pages: one that carries the marker and was written by the token's own
 * identity (a marker anyone can paste is no proof of authorship). Updates it if its body differs, else creates
 * one. When the token's identity is unknown, nothing is edited: a new comment is created.
 */
async function upsertStickyComment(port, prNumber, marker, body) {
    const identity = await port.identity();
    let existing;
    let pages = 0;
    if (identity !== undefined) {
        for await (const page of port.listPages(prNumber)) {
            existing = page.find((c) => c.user?.login === identity && normalize(c.body).startsWith(marker));
            if (existing || ++pages >= MAX_COMMENT_PAGES)
                break;
        }
    }
    if (!existing)
        return { action: 'created', url: (await port.create(prNumber, body)).html_url };
    if (normalize(existing.body) === normalize(body))
        return { action: 'unchanged', url: existing.html_url };
    return { action: 'updated', url: (await port.update(existing.id, body)).html_url };
}
/**
 * Posts (or refreshes) the agent job's comment on the pull request, when there is one and commenting is on.
 * A token that may not comment (forks, Dependabot, missing `pull-requests: write`) is reported as `forbidden`,
 * not as a failure.
 */
async function commentOnPullRequest(o) {
    if (!o.enabled)
        return { kind: 'skipped', reason: 'commenting is turned off (comment: false)' };
    if (!o.target) {
        return {
            kind: 'skipped',
            reason: 'no pull request to comment on: the event is not a pull request and pr-number is not set',
        };
    }
    const prNumber = o.target.number;
    if (!o.token)
        return { kind: 'skipped', reason: 'no github-token was given' };
    try {
        const port = await o.openPort();
        return { kind: 'posted', prNumber, ...(await upsertStickyComment(port, prNumber, o.marker, o.body)) };
    }
    catch (err) {
        if (err instanceof _comments_port_js__WEBPACK_IMPORTED_MODULE_0__/* .RateLimitedError */ .T)
            return { kind: 'rate-limited', prNumber, reason: err.message };
        const status = err.status;
        const said = (0,_primitives_one_line_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)((0,_primitives_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(err), 300);
        if ((status === 403 || status === 404) && !/rate limit/i.test(said)) {
            return {
                kind: 'forbidden',
                prNumber,
                reason: `The token may not comment on pull request #${prNumber} (HTTP ${status}: ${said}). ` +
                    'Give the job `permissions: pull-requests: write`. Pull requests from forks and from Dependabot get a ' +
                    'read-only token, so no comment can be posted for them.',
            };
        }
        return { kind: 'failed', prNumber, reason: `Could not comment on pull request #${prNumber}: ${said}` };
    }
}


/***/ })

};

//# sourceMappingURL=648.index.js.map