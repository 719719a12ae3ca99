export const id = 168;
export const ids = [168];
export const modules = {

/***/ 3168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createCommentsPort: () => (/* binding */ createCommentsPort)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/github/comments-port.ts
var comments_port = __webpack_require__(8725);
// EXTERNAL MODULE: ./src/net/proxy-choice.ts
var proxy_choice = __webpack_require__(3215);
// EXTERNAL MODULE: ./src/net/small-request.ts
var small_request = __webpack_require__(8968);
;// CONCATENATED MODULE: ./src/adapters/octokit-fetch.ts
// A fetch for Octokit made of the action's small-request transport: it honours HTTPS_PROXY / HTTP_PROXY /
// NO_PROXY like the rest of the action, and is bounded in time like the admin API's requests.


const MAX_BODY_BYTES = 16 * 1024 * 1024;
/**
 * A call stopped on the action's side (the deadline passed, a link led elsewhere). Named AbortError: Octokit
 * then hands it on as it is, where any other fetch failure becomes a 500 that the retry plugin would repeat,
 * with waits that know nothing of the deadline.
 */
class CallStopped extends Error {
    name = 'AbortError';
}
/**
 * Only requests to `apiOrigin` (GITHUB_API_URL's) are sent: the token goes with every request, and a page link
 * in an answer must not take it anywhere else. Each request ends by `deadline` at the latest.
 */
function octokitFetch(o) {
    const { apiOrigin, timeoutMs, deadline, proxyEnv = process.env } = o;
    return async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.origin !== apiOrigin) {
            throw new CallStopped(`GitHub answered with a link to another address (${url.origin}); not followed`);
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0)
            throw new CallStopped("the agent stage's deadline passed before GitHub answered");
        const headers = {};
        new Headers(init?.headers).forEach((value, name) => {
            headers[name] = value;
        });
        if (init?.body != null && typeof init.body !== 'string') {
            throw new TypeError('only text request bodies are supported');
        }
        const cutByDeadline = remaining < timeoutMs;
        const res = await (0,small_request/* sendSmallRequest */.D)(url, {
            method: init?.method ?? 'GET',
            headers,
            body: init?.body ?? undefined,
            timeoutMs: Math.min(timeoutMs, remaining),
            maxBodyBytes: MAX_BODY_BYTES,
            agent: await (0,proxy_choice/* proxyAgentFor */.H2)(url, proxyEnv),
        }).catch((err) => {
            if (cutByDeadline && err.name === 'TimeoutError') {
                throw new CallStopped("the agent stage's deadline passed before GitHub answered");
            }
            throw err;
        });
        const empty = res.status === 204 || res.status === 304 || (init?.method ?? 'GET') === 'HEAD';
        const response = new Response(empty ? null : res.text, { status: res.status, headers: res.headers });
        Object.defineProperty(response, 'url', { value: url.href });
        return response;
    };
}

;// CONCATENATED MODULE: ./src/adapters/github-comments.ts
// GitHub adapter for the sticky comment: @actions/github's Octokit with the retry and throttling plugins.
// Loaded lazily by main.ts, only when a comment is to be posted, so other runs never pay for it.






/** The login comments made with the workflow's GITHUB_TOKEN (or an app's token) carry. */
const ACTIONS_BOT = 'github-actions[bot]';
/** Retries of a request that failed for a reason GitHub may not repeat (5xx), at most; waits of 0.5, 2, 4.5 s. */
const MAX_RETRIES = 3;
function createCommentsPort(s) {
    const limit = {};
    const onLimit = (kind) => (retryAfter, _options, _octokit, retryCount) => {
        // GitHub's figure, bounded: a week at most, and a value that is no number of seconds lifts "later".
        const known = Number.isFinite(retryAfter) && retryAfter >= 0;
        const liftsAt = Date.now() + (known ? Math.min(retryAfter, 7 * 86_400) : 7 * 86_400) * 1000;
        if (known && retryCount < 2 && liftsAt < s.deadline) {
            s.log.info(`GitHub's ${kind} rate limit was hit; retrying in ${retryAfter}s`);
            return true;
        }
        limit.declined = { kind, liftsAt };
        return false;
    };
    /** Runs a call, turning a rate limit it gave up on into the error that says so. */
    const call = async (request) => {
        limit.declined = undefined;
        try {
            return await request();
        }
        catch (err) {
            // Set by the throttling callbacks while the request ran (the compiler cannot see that).
            const declined = limit.declined;
            if (!declined)
                throw err;
            const at = new Date(declined.liftsAt).toISOString().replace(/\.\d+Z$/, 'Z');
            throw new comments_port/* RateLimitedError */.T(`GitHub's ${declined.kind} rate limit was hit and lifts at ${at}, after this step's deadline: not waited for`);
        }
    };
    const octokit = (0,github/* getOctokit */.Q)(s.token, {
        baseUrl: s.apiUrl.replace(/\/+$/, ''),
        userAgent: s.userAgent,
        // Failed requests are reported once, by the caller, with advice; Octokit's own lines go to the debug log.
        log: {
            debug: () => undefined,
            info: () => undefined,
            warn: (m) => s.log.debug(m),
            error: (m) => s.log.debug(m),
        },
        retry: { retries: Math.min(s.retries, MAX_RETRIES), retryAfterBaseValue: 500 },
        // The throttle's pacing queues are shared by id across instances; this process makes a handful of calls
        // through one instance, so it gets a queue of its own.
        throttle: {
            id: (0,external_node_crypto_.randomUUID)(),
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
        },
        // Requests go through the action's own transport: the same proxy rules and time limits as every call.
        request: {
            fetch: octokitFetch({
                apiOrigin: new URL(s.apiUrl).origin,
                timeoutMs: s.requestTimeoutMs,
                deadline: s.deadline,
                proxyEnv: s.proxyEnv,
            }),
        },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    const repo = { owner: s.owner, repo: s.repo };
    return {
        /**
         * A personal or fine-grained token's own login. The workflow's GITHUB_TOKEN, an installation token, may
         * not read /user (403) and comments as github-actions[bot]. Any other failure leaves the identity unknown.
         */
        async identity() {
            try {
                return (await call(() => octokit.rest.users.getAuthenticated())).data.login;
            }
            catch (err) {
                if (err instanceof comments_port/* RateLimitedError */.T)
                    throw err;
                return err.status === 403 ? ACTIONS_BOT : undefined;
            }
        },
        async *listPages(prNumber) {
            const iterable = octokit.paginate.iterator(octokit.rest.issues.listComments, {
                ...repo,
                issue_number: prNumber,
                per_page: 100,
            });
            const pages = iterable[Symbol.asyncIterator]();
            for (;;) {
                const page = await call(() => pages.next());
                if (page.done)
                    return;
                yield page.value.data;
            }
        },
        async create(prNumber, body) {
            return (await call(() => octokit.rest.issues.createComment({ ...repo, issue_number: prNumber, body })))
                .data;
        },
        async update(commentId, body) {
            return (await call(() => octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })))
                .data;
        },
    };
}


/***/ }),

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


/***/ })

};

//# sourceMappingURL=168.index.js.map