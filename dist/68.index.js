export const id = 68;
export const ids = [68];
export const modules = {

/***/ 7068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   workflowRunUrl: () => (/* binding */ workflowRunUrl)
/* harmony export */ });
/** The link to this workflow run, for the comment's footer. */
function workflowRunUrl(context) {
    if (!context.repo || !context.runId)
        return undefined;
    const server = context.serverUrl.replace(/\/+$/, '');
    return `${server}/${context.repo.owner}/${context.repo.repo}/actions/runs/${context.runId}`;
}


/***/ })

};

//# sourceMappingURL=68.index.js.map