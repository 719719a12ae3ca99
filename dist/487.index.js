export const id = 487;
export const ids = [487];
export const modules = {

/***/ 8487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readRunContext: () => (/* binding */ readRunContext)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
// The run's GitHub context from @actions/github: the event and its payload, the repository, and the server
// and API addresses (GitHub Enterprise Server included). Loaded lazily by main.ts, only when a comment is to
// be posted, so other runs never pay for it.

function readRunContext() {
    let repo;
    try {
        const { owner, repo: name } = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.repo;
        if (owner && name)
            repo = { owner, repo: name };
    }
    catch {
        // Neither GITHUB_REPOSITORY nor a repository in the payload: no repository to comment in.
    }
    return {
        eventName: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.eventName ?? '',
        payload: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.payload,
        repo,
        serverUrl: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.serverUrl,
        apiUrl: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.apiUrl,
        runId: Number.isSafeInteger(_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId) && _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId > 0 ? _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId : undefined,
    };
}


/***/ })

};

//# sourceMappingURL=487.index.js.map