export const id = 336;
export const ids = [336];
export const modules = {

/***/ 6336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openActionsCacheStore: () => (/* binding */ openActionsCacheStore)
/* harmony export */ });
/* harmony import */ var _actions_cache__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2641);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _wait_reuse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7465);
// Reuse records kept in the Actions cache. Loaded lazily by main.ts, only when reuse-key is set:
// @actions/cache is large and every other run would pay for it at start-up.




/** A store in `dir`, or the reason the cache cannot be used here (local runs, some GitHub Enterprise Servers). */
function openActionsCacheStore(dir, domain) {
    if (!_actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .isFeatureAvailable */ .w3())
        return 'the Actions cache service is not available to this run';
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'record.json');
    return {
        async restore(key) {
            const hit = await _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .restoreCache */ .P3([dir], key);
            if (!hit)
                return undefined;
            return (0,_wait_reuse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseReuseRecord */ .PR)(JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8')), domain);
        },
        async save(key, record) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, JSON.stringify(record));
            try {
                await _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .saveCache */ .Io([dir], key);
            }
            catch (err) {
                // Cache entries are immutable: another run may have saved this key first.
                if (err instanceof _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .ReserveCacheError */ .Zh)
                    return;
                throw err;
            }
        },
    };
}


/***/ })

};

//# sourceMappingURL=336.index.js.map