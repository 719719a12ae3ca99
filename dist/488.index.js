export const id = 488;
export const ids = [488];
export const modules = {

/***/ 1488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createCommentsPort: () => (/* binding */ createCommentsPort)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9988);
// GitHub adapter for the sticky comment: Octokit with the retry and throttling plugins. Loaded lazily by
// main.ts, only when a comment is to be posted, so other runs never pay for it.




function createCommentsPort(s) {
    const GitHub = _octokit_rest__WEBPACK_IMPORTED_MODULE_1__/* .Octokit */ .E.plugin(_octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A);
    const onLimit = (kind) => (retryAfter, _options, _octokit, retryCount) => {
        s.log.warning(`GitHub ${kind} rate limit hit; ${retryCount < 2 ? `retrying after ${retryAfter}s` : 'giving up'}`);
        return retryCount < 2;
    };
    const octokit = new GitHub({
        auth: s.token,
        baseUrl: s.apiUrl.replace(/\/+$/, ''),
        userAgent: s.userAgent,
        // Failed requests are reported once, by the caller, with advice; Octokit's own lines go to the debug log.
        log: {
            debug: () => undefined,
            info: () => undefined,
            warn: (m) => s.log.debug(m),
            error: (m) => s.log.debug(m),
        },
        retry: { retries: s.retries },
        // The throttle's pacing queues are shared by id across instances; this process makes a handful of calls
        // through one instance, so it gets a queue of its own.
        throttle: {
            id: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(),
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
        },
        request: {
            fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(s.requestTimeoutMs) }),
        },
    });
    const repo = { owner: s.owner, repo: s.repo };
    return {
        async *listPages(prNumber) {
            const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
                ...repo,
                issue_number: prNumber,
                per_page: 100,
            });
            for await (const page of pages)
                yield page.data;
        },
        async create(prNumber, body) {
            return (await octokit.rest.issues.createComment({ ...repo, issue_number: prNumber, body })).data;
        },
        async update(commentId, body) {
            return (await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })).data;
        },
    };
}


/***/ })

};

//# sourceMappingURL=488.index.js.map