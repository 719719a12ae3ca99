// Build-time stand-in for `@actions/exec`, aliased in tsconfig.json "paths" so that only the bundle uses it.
// @actions/core imports it at start-up for `platform` details this action never reads; evaluating it loads
// node:child_process. Each export is a getter that evaluates the real module (bundled as before, from its path)
// the first time anything reads it (the tar of @actions/cache does).
'use strict';

let real;
const load = () => (real ??= require('../node_modules/@actions/exec/lib/exec.js'));

/** The module's exports, as of @actions/exec 3 (the test checks the list against the real module). */
const NAMES = ['exec', 'getExecOutput'];

Object.defineProperty(exports, '__esModule', { value: true });
for (const name of NAMES) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
}
