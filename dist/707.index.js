export const id = 707;
export const ids = [707];
export const modules = {

/***/ 8707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Header: () => (/* reexport safe */ tar_header__WEBPACK_IMPORTED_MODULE_0__.Y),
/* harmony export */   Parser: () => (/* reexport safe */ tar_parse__WEBPACK_IMPORTED_MODULE_1__.i)
/* harmony export */ });
/* harmony import */ var tar_header__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6532);
/* harmony import */ var tar_parse__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(253);
// node-tar's parser and header reader, in one module so that they load, lazily, as one chunk.




/***/ })

};

//# sourceMappingURL=707.index.js.map