// Build-time stand-in for `undici`, aliased in tsconfig.json "paths" so that only the bundle uses it.
// @actions/core pulls in @actions/http-client, which imports undici's ProxyAgent at start-up for proxied
// requests this action does not make on its usual paths. Evaluating undici costs about 50 ms and 24 MB of
// memory on every run; here it is bundled as before but only evaluated when a ProxyAgent is first built.
'use strict';

class ProxyAgent {
  constructor(options) {
    const { ProxyAgent: Real } = require('undici/index.js');
    return new Real(options);
  }
}

module.exports = { ProxyAgent };
