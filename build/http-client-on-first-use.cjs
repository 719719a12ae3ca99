// Build-time stand-in for `@actions/http-client`, aliased in tsconfig.json "paths" so that only the bundle
// uses it. @actions/core imports it at start-up for OIDC tokens, which this action never asks for; evaluating it
// loads node:https, node:tls and node:net, about 15 ms of every run's start. Here each export is a getter that
// evaluates the real module (bundled as before, from its path) the first time anything reads it: the classes
// are the real ones, so `instanceof` checks in @actions/cache and @actions/github hold.
'use strict';

let real;
const load = () => (real ??= require('../node_modules/@actions/http-client/lib/index.js'));

/** The module's exports, as of @actions/http-client 4 (the test checks the list against the real module). */
const NAMES = [
  'HttpCodes',
  'Headers',
  'MediaTypes',
  'getProxyUrl',
  'HttpClientError',
  'HttpClientResponse',
  'isHttps',
  'HttpClient',
];

Object.defineProperty(exports, '__esModule', { value: true });
for (const name of NAMES) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
}
