// Build-time stand-in for `undici`, aliased in tsconfig.json "paths" so that only the bundle uses it.
// @actions/core pulls in @actions/http-client, which imports undici's ProxyAgent at start-up (and
// @actions/github its fetch) for requests this action does not make on its usual paths: the action's own
// transports are node:http(s). Undici (920 kB) is built on its own into dist/undici/index.cjs (see
// build/undici-entry.cjs and `npm run build`) and loaded from there the first time either is used, so start-up
// neither compiles nor runs it. process.getBuiltinModule and a built-up path keep the bundler from following the require.

let undici;
function load() {
  undici ??= process.getBuiltinModule('node:module').createRequire(import.meta.url)(
    ['.', 'undici', 'index.cjs'].join('/'),
  );
  return undici;
}

export class ProxyAgent {
  constructor(options) {
    return new (load().ProxyAgent)(options);
  }
}

export function fetch(...args) {
  return load().fetch(...args);
}
