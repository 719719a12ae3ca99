export const id = 600;
export const ids = [600];
export const modules = {

/***/ 6600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolvePullRequest: () => (/* binding */ resolvePullRequest)
/* harmony export */ });
/** Events whose payload carries the pull request under `pull_request`. */
const PULL_REQUEST_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
]);
/**
 * The pull request to comment on: the triggering one for pull request events and for comments on a pull
 * request; else the pr-number input; else none. The payload is untrusted: only a positive integer counts.
 */
function resolvePullRequest(eventName, payload, prNumberInput) {
    const p = (payload && typeof payload === 'object' ? payload : {});
    let fromEvent;
    if (PULL_REQUEST_EVENTS.has(eventName)) {
        fromEvent = field(p.pull_request, 'number') ?? p.number;
    }
    else if (eventName === 'issue_comment' && field(p.issue, 'pull_request')) {
        fromEvent = field(p.issue, 'number');
    }
    if (isPositiveInteger(fromEvent))
        return { number: fromEvent, source: 'event' };
    if (prNumberInput !== undefined)
        return { number: prNumberInput, source: 'input' };
    return undefined;
}
function field(value, key) {
    return value && typeof value === 'object' ? value[key] : undefined;
}
function isPositiveInteger(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}


/***/ })

};

//# sourceMappingURL=600.index.js.map