export const id = 336;
export const ids = [336];
export const modules = {

/***/ 6336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openActionsCacheStore: () => (/* binding */ openActionsCacheStore)
/* harmony export */ });
/* harmony import */ var _actions_cache__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7022);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
// Reuse records kept in the Actions cache. Loaded lazily by main.ts, only when reuse-key is set:
// @actions/cache is large and every other run would pay for it at start-up.




/**
 * The folder saved with each entry, relative to the workspace (where the cache resolves relative paths).
 * @actions/cache hashes the paths it is given into the cache's version: an absolute folder such as RUNNER_TEMP
 * differs between runners (self-hosted fleets, Linux and Windows), so an entry saved by one would never be
 * found by another. Relative, the path is the same everywhere; the cross-OS flag leaves the operating system
 * out of the version too. The record itself is the entry's key: entries are only looked up, never restored,
 * so no archive from the cache is ever unpacked on the runner.
 */
const RECORD_FOLDER = '.docs-export-reuse-record';
const CROSS_OS = true;
/** A store for a domain's records, or the reason the cache cannot be used here (local runs, some GHES). */
function openActionsCacheStore(cleanups) {
    if (!_actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .isFeatureAvailable */ .w3())
        return 'the Actions cache service is not available to this run';
    // The cache finds the folder from the working folder and archives it from the workspace: on a runner they
    // are the same folder; where they are not, an entry could never be saved.
    const workspace = process.env.GITHUB_WORKSPACE;
    if (workspace && !sameFolder(workspace, process.cwd()))
        return 'the working folder is not the workspace (GITHUB_WORKSPACE), where the Actions cache expects it';
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.cwd(), RECORD_FOLDER);
    return {
        async find(prefix) {
            return _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .restoreCache */ .P3([RECORD_FOLDER], `${prefix}.`, [`${prefix}.`], { lookupOnly: true }, CROSS_OS);
        },
        async save(key) {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(dir))
                throw new Error(`the workspace already holds a ${RECORD_FOLDER} folder, which is not the action's`);
            // Made and registered in one synchronous step: a cancelled run removes it too.
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dir);
            const unregister = cleanups.add(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true }));
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'entry'), 'This cache entry keeps its record in its key.\n');
                await _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .saveCache */ .Io([RECORD_FOLDER], key, {}, CROSS_OS);
            }
            catch (err) {
                // Cache entries are immutable: another run may have saved this key first.
                if (!(err instanceof _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .ReserveCacheError */ .Zh))
                    throw err;
            }
            finally {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(dir, { recursive: true, force: true });
                unregister();
            }
        },
    };
}
function sameFolder(a, b) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(a) === node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(b);
    }
    catch {
        return false;
    }
}


/***/ })

};

//# sourceMappingURL=336.index.js.map