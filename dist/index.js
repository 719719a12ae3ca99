import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 770:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(218);


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var net = __nccwpck_require__(9278);
var tls = __nccwpck_require__(4756);
var http = __nccwpck_require__(8611);
var https = __nccwpck_require__(5692);
var events = __nccwpck_require__(4434);
var assert = __nccwpck_require__(2613);
var util = __nccwpck_require__(9023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
__webpack_unused_export__ = debug; // for test


/***/ }),

/***/ 6234:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   Hw: () => (/* binding */ Defaults),
/* harmony export */   _O: () => (/* binding */ USER_AGENT),
/* harmony export */   tY: () => (/* binding */ Outputs)
/* harmony export */ });
/** The names the action goes by: its inputs and outputs exactly as declared in action.yml, their defaults, and its User-Agent. */
const Inputs = {
    apiKey: 'api-key',
    baseUrl: 'base-url',
    domain: 'domain',
    exportJobId: 'export-job-id',
    exportTimeout: 'export-timeout',
    pollInterval: 'poll-interval',
    requestTimeout: 'request-timeout',
    retries: 'retries',
    summary: 'summary',
    projectId: 'project-id',
    agentJobId: 'agent-job-id',
    agentTimeout: 'agent-timeout',
    failOnAgentFailure: 'fail-on-agent-failure',
    comment: 'comment',
    prNumber: 'pr-number',
    githubToken: 'github-token',
    downloadPath: 'download-path',
    downloadMaxSize: 'download-max-size',
    downloadTimeout: 'download-timeout',
    extractPath: 'extract-path',
    extractMaxSize: 'extract-max-size',
    extractMaxEntries: 'extract-max-entries',
    extractMaxEntrySize: 'extract-max-entry-size',
    extractMaxRatio: 'extract-max-ratio',
    reuseKey: 'reuse-key',
    helmValuesFile: 'helm-values-file',
    exportVersion: 'export-version',
};
const Outputs = {
    exportJobId: 'export-job-id',
    exportStatus: 'export-status',
    pageCount: 'page-count',
    bundleUrl: 'bundle-url',
    expiresAt: 'expires-at',
    agentStatus: 'agent-status',
    prLink: 'pr-link',
    commentUrl: 'comment-url',
    bundlePath: 'bundle-path',
    bundleSha256: 'bundle-sha256',
    bundleSize: 'bundle-size',
    extractPath: 'extract-path',
    reused: 'reused',
};
const Defaults = {
    exportTimeout: '30m',
    pollInterval: '5s',
    requestTimeout: '30s',
    retries: '5',
    summary: 'true',
    agentTimeout: '30m',
    failOnAgentFailure: 'true',
    comment: 'true',
    downloadMaxSize: '8GiB',
    downloadTimeout: '30m',
    extractMaxSize: '8GiB',
    extractMaxEntries: '200000',
    extractMaxEntrySize: '1GiB',
    extractMaxRatio: '200',
};
const USER_AGENT = 'docs-export-action/1.0';


/***/ }),

/***/ 3215:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ proxyCredentials),
/* harmony export */   H2: () => (/* binding */ proxyAgentFor)
/* harmony export */ });
/* unused harmony export proxyFor */
/* harmony import */ var _url_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7008);

/** A variable as Node and curl read it: the lower-case name first, then the upper-case one. */
function variable(env, name) {
    return env[name.toLowerCase()] || env[name.toUpperCase()] || undefined;
}
/**
 * The proxy a request to `url` goes through, or undefined: the one decision for the admin API, downloads and
 * GitHub calls. `https_proxy` / `HTTPS_PROXY` for https: URLs, `http_proxy` / `HTTP_PROXY` for http: ones (the
 * lower-case name first); none for loopback hosts, whatever the variables say (a key sent over plain http to
 * 127.0.0.1 must not reach a proxy); none when `no_proxy` / `NO_PROXY` names the host (see `bypassesProxy`).
 * A proxy written without a scheme (`proxy:3128`) is taken as http://.
 */
function proxyFor(url, env) {
    const proxy = variable(env, url.protocol === 'https:' ? 'https_proxy' : 'http_proxy');
    if (!proxy)
        return undefined;
    // A trailing dot names the same host (`example.com.`).
    const host = url.hostname
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '')
        .toLowerCase();
    if ((0,_url_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .cW)(host))
        return undefined;
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    if (bypassesProxy(host, port, variable(env, 'no_proxy') ?? ''))
        return undefined;
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}
/**
 * NO_PROXY: entries separated by commas or spaces; `*` for every host; a host name, which also covers its
 * subdomains, with or without a leading `.` or `*.`; an IP address (IPv6 bare or in brackets); any of them
 * with `:port` to apply to that port only. Address ranges (`10.0.0.0/8`) are not read, nor is ALL_PROXY.
 */
function bypassesProxy(host, port, noProxy) {
    for (const raw of noProxy.split(/[\s,]+/)) {
        const entry = raw.trim().toLowerCase();
        if (!entry)
            continue;
        if (entry === '*')
            return true;
        let name = entry;
        let entryPort;
        const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
        if (bracketed)
            [, name = '', entryPort] = bracketed;
        else if (entry.split(':').length === 2)
            [name = '', entryPort] = entry.split(':');
        if (entryPort && entryPort !== port)
            continue;
        name = name.replace(/^\*?\./, '').replace(/\.$/, '');
        if (host === name || host.endsWith(`.${name}`))
            return true;
    }
    return false;
}
/**
 * The credentials in any *_PROXY variable, for redaction: `user:password` and the password, as written and
 * decoded, and `user:password` in base64 (as a Proxy-Authorization header carries it). Read as a URL parser
 * reads them: up to the last `@` of the address, so a password holding a raw `@` is found whole.
 */
function proxyCredentials(env) {
    const found = new Set();
    const add = (value) => {
        if (value.length < 3)
            return;
        found.add(value);
        try {
            found.add(decodeURIComponent(value));
        }
        catch {
            // not percent-encoded
        }
    };
    for (const [name, value] of Object.entries(env)) {
        if (!value || !/_proxy$/i.test(name))
            continue;
        const text = value.trim();
        let url;
        try {
            url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
        }
        catch {
            continue;
        }
        if (!url.username && !url.password)
            continue;
        const raw = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(.*)@[^@]*$/i.exec(text.split(/[/?#]/, 3).join('/'))?.[1];
        const user = safeDecode(url.username);
        const password = safeDecode(url.password);
        const rawPassword = raw?.includes(':') ? raw.slice(raw.indexOf(':') + 1) : undefined;
        for (const each of [
            raw,
            rawPassword,
            `${url.username}:${url.password}`,
            url.password,
            password,
            `${user}:${password}`,
        ]) {
            if (each)
                add(each);
        }
        found.add(Buffer.from(`${user}:${password}`).toString('base64'));
    }
    return [...found];
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
const agents = new Map();
/**
 * An agent that sends requests to `url` through its proxy (absolute-form requests for http:, a CONNECT tunnel
 * for https:), or undefined when none applies. The proxy agents are loaded only when a proxy is in use.
 */
async function proxyAgentFor(url, env) {
    const proxy = proxyFor(url, env);
    if (!proxy)
        return undefined;
    const key = `${url.protocol}|${proxy}`;
    let agent = agents.get(key);
    if (!agent) {
        if (url.protocol === 'https:') {
            const { HttpsProxyAgent } = await Promise.all(/* import() */[__nccwpck_require__.e(830), __nccwpck_require__.e(566)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1566));
            const tunnel = new HttpsProxyAgent(proxy);
            // https-proxy-agent hands a CONNECT answer other than 200 to the request as if the server had sent it:
            // a proxy could then answer for the service, the storage or GitHub. It is a failed connection instead.
            tunnel.on('proxyConnect', (answer, req) => {
                if (answer.statusCode !== 200) {
                    req.destroy(new Error(`the proxy refused the tunnel (HTTP ${answer.statusCode})`));
                }
            });
            agent = tunnel;
        }
        else {
            const { HttpProxyAgent } = await Promise.all(/* import() */[__nccwpck_require__.e(830), __nccwpck_require__.e(947)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8947));
            agent = new HttpProxyAgent(proxy);
        }
        agents.set(key, agent);
    }
    return agent;
}


/***/ }),

/***/ 8968:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ sendSmallRequest)
/* harmony export */ });
/** The request did not complete within its time limit. */
class RequestTimeoutError extends Error {
    name = 'TimeoutError';
}
/**
 * Sends one request whose answer is small (a JSON document), with node:http(s), bounded in time (headers and
 * body together) and in body size. Redirects are returned, never followed. Built-in fetch is not used: its
 * first call alone adds about 15 MB of memory.
 */
async function sendSmallRequest(url, o) {
    // Loaded with the first request: a run that ends at its inputs never pays for node:https (and TLS).
    const { request: send } = url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 4708, 23)) : await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 7067, 23));
    return new Promise((resolve, reject) => {
        const headers = { ...o.headers };
        if (o.body !== undefined)
            headers['Content-Length'] = String(Buffer.byteLength(o.body));
        const req = send(url, { method: o.method, headers, ...(o.agent ? { agent: o.agent } : {}) });
        const timer = setTimeout(() => req.destroy(new RequestTimeoutError('request timed out')), o.timeoutMs);
        const fail = (err) => {
            clearTimeout(timer);
            reject(err);
        };
        req.on('error', fail);
        req.on('response', (res) => {
            const chunks = [];
            let size = 0;
            res.on('data', (chunk) => {
                size += chunk.length;
                if (size > o.maxBodyBytes) {
                    req.destroy(new Error(`response body larger than ${o.maxBodyBytes} bytes`));
                    return;
                }
                chunks.push(chunk);
            });
            res.on('error', fail);
            res.on('end', () => {
                clearTimeout(timer);
                const text = Buffer.concat(chunks).toString('utf8');
                resolve({
                    status: res.statusCode ?? 0,
                    headers: Object.entries(res.headers).flatMap(([name, value]) => value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]]),
                    header: (name) => {
                        const value = res.headers[name.toLowerCase()];
                        return Array.isArray(value) ? value.join(', ') : value;
                    },
                    text,
                });
            });
        });
        req.end(o.body);
    });
}


/***/ }),

/***/ 2545:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ TLS_ADVICE),
/* harmony export */   s: () => (/* binding */ isTlsError)
/* harmony export */ });
/**
 * True when a connection error code is a TLS or certificate failure (an untrusted or expired certificate, a
 * failed handshake): retrying cannot help, and the message should say so.
 */
function isTlsError(code) {
    return code !== undefined && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code);
}
/** What to do about a TLS failure, shared by every transport's error message. */
const TLS_ADVICE = 'the certificate is not trusted here: behind a TLS-intercepting proxy or with an internal CA, set NODE_EXTRA_CA_CERTS to the CA bundle';


/***/ }),

/***/ 7008:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ redactUrl),
/* harmony export */   Pb: () => (/* binding */ endpointUrl),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   pn: () => (/* binding */ pathSegment),
/* harmony export */   q$: () => (/* binding */ isHttpUrl)
/* harmony export */ });
/**
 * Hosts for which plain http is allowed: the key then never leaves the machine. Only the name `localhost`
 * and loopback addresses: another name under .localhost goes to the resolver, which may answer anything.
 */
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    if (host === 'localhost')
        return true;
    if (host === '::1' || host === '0:0:0:0:0:0:0:1')
        return true;
    return /^127(\.\d{1,3}){3}$/.test(host);
}
/**
 * Validates the service's base URL. Returns the URL with a trailing slash on its path, so that endpoint
 * paths are appended to any prefix (`https://host/api/` + `v1/...`), or an error text.
 */
function parseBaseUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return `base-url is not a valid URL (expected something like https://api.example.com)`;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        return `base-url must use https: (got ${url.protocol})`;
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        return `base-url must use https: so the API key is never sent in clear; plain http: is only allowed for loopback hosts (127.0.0.1, localhost, [::1])`;
    }
    if (url.username || url.password)
        return 'base-url must not contain a user name or password';
    if (url.search || url.hash)
        return 'base-url must not contain a query string or fragment';
    if (!url.pathname.endsWith('/'))
        url.pathname += '/';
    return url;
}
/** Joins an API path (already encoded) onto the base URL, keeping the base's path prefix. */
function endpointUrl(base, path) {
    return new URL(path.replace(/^\/+/, ''), base);
}
/**
 * Encodes one path parameter so that it stays one path segment. URL parsers treat `.`, `..` and their
 * percent-encoded forms as dot segments, so such values are refused rather than sent.
 */
function pathSegment(value) {
    if (value === '' || /^\.+$/.test(value))
        throw new Error(`"${value}" cannot be used as an identifier`);
    return encodeURIComponent(value);
}
/** Origin and path of a URL, without its query (a presigned link's credentials live there). */
function redactUrl(text) {
    try {
        const url = new URL(text);
        return `${url.origin}${url.pathname}`;
    }
    catch {
        return '(invalid URL)';
    }
}
/** The longest link the action takes: far past any real one; past it, a link is more likely an attack. */
const MAX_LINK_LENGTH = 8192;
/**
 * True when the text is an absolute http: or https: URL with no whitespace or control characters (URL parsers
 * silently drop tabs and newlines, which could otherwise smuggle a line into a log), no broken `%` escape, and
 * none of the characters a shell or HTML reads as syntax (quotes, `$`, a backtick, a backslash, `<` and `>`):
 * a link the action passes on ends up in `run:` scripts and Markdown, and a real one never needs them raw.
 * Only printable ASCII (anything else is percent-encoded in a real link), and at most 8 KiB.
 */
function isHttpUrl(text) {
    // A broken % escape makes no URL a browser or a decoder agrees on.
    if (typeof text !== 'string' || /[\s\p{Cc}]/u.test(text) || /%(?![0-9a-f]{2})/i.test(text))
        return false;
    if (/["'`$\\<>]/.test(text) || /[^!-~]/.test(text) || text.length > MAX_LINK_LENGTH)
        return false;
    try {
        const url = new URL(text);
        return url.protocol === 'http:' || url.protocol === 'https:';
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6754:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ parseByteSize),
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
const UNIT_BYTES = {
    b: 1,
    kb: 1e3,
    mb: 1e6,
    gb: 1e9,
    tb: 1e12,
    kib: 1024,
    mib: 1024 ** 2,
    gib: 1024 ** 3,
    tib: 1024 ** 4,
};
/**
 * Parses a size as the inputs take it: a whole number of bytes (`1048576`), or a number with a unit, binary
 * (`KiB`, `MiB`, `GiB`, `TiB`) or decimal (`KB`, `MB`, `GB`, `TB`), any case (`8GiB`, `1.5 gb`, `500MiB`).
 * Returns bytes, or undefined when the text is not a size.
 */
function parseByteSize(text) {
    const m = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim());
    if (!m)
        return undefined;
    const unit = m[2].toLowerCase() || 'b';
    const scale = UNIT_BYTES[unit];
    if (scale === undefined)
        return undefined;
    const bytes = Math.round(Number(m[1]) * scale);
    return Number.isSafeInteger(bytes) ? bytes : undefined;
}
/** A size in words, binary units: `512 B`, `1.5 KiB`, `56.2 MiB`, `8 GiB`. */
function formatBytes(n) {
    if (n < 1024)
        return `${n} B`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let value = n / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
    }
    const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
    return `${shown} ${units[unit]}`;
}


/***/ }),

/***/ 8077:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ CleanupList)
/* harmony export */ });
class CleanupList {
    pending = new Set();
    cancelled = false;
    add(undo) {
        if (this.cancelled) {
            attempt(undo);
            return () => undefined;
        }
        this.pending.add(undo);
        return () => this.pending.delete(undo);
    }
    /** Cancels the run: runs every registered undo once, newest first; one that fails does not stop the others. */
    runAll() {
        this.cancelled = true;
        for (const undo of [...this.pending].reverse()) {
            this.pending.delete(undo);
            attempt(undo);
        }
    }
}
function attempt(undo) {
    try {
        undo();
    }
    catch {
        // best effort: the process is about to exit
    }
}


/***/ }),

/***/ 9320:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   rG: () => (/* binding */ MAX_DURATION_MS)
/* harmony export */ });
/** Largest delay a Node timer can hold (about 24.8 days). */
const MAX_DURATION_MS = 2 ** 31 - 1;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;
/**
 * Parses `500ms`, `90s`, `15m`, `1h`, `1h30m`, `2d`, or a bare number of seconds (`45`, `1.5`).
 * Returns milliseconds, or undefined when the text is not a duration.
 */
function parseDuration(text) {
    const s = text.trim().toLowerCase().replace(/\s+/g, '');
    if (s === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(s))
        return Math.round(Number(s) * 1000);
    PART.lastIndex = 0;
    let total = 0;
    let consumed = 0;
    let match;
    while ((match = PART.exec(s)) !== null) {
        total += Number(match[1]) * UNIT_MS[match[2]];
        consumed = PART.lastIndex;
    }
    if (consumed !== s.length || consumed === 0)
        return undefined;
    return Math.round(total);
}
/** Human-readable duration: `850ms`, `42s`, `3m 05s`, `1h 02m`. */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return 'unknown';
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    const totalSeconds = Math.round(ms / 1000);
    if (totalSeconds < 60)
        return `${totalSeconds}s`;
    const h = Math.floor(totalSeconds / 3600);
    const m = Math.floor((totalSeconds % 3600) / 60);
    const sec = totalSeconds % 60;
    if (h > 0)
        return `${h}h ${String(m).padStart(2, '0')}m`;
    return `${m}m ${String(sec).padStart(2, '0')}s`;
}


/***/ }),

/***/ 7611:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ errorMessage),
/* harmony export */   l: () => (/* binding */ ActionError)
/* harmony export */ });
/** An error whose message is written for the workflow's author and is safe to show as an annotation. */
class ActionError extends Error {
    name = 'ActionError';
}
function errorMessage(err) {
    if (err instanceof Error)
        return err.message;
    return String(err);
}


/***/ }),

/***/ 5313:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ logLine),
/* harmony export */   T: () => (/* binding */ oneLine)
/* harmony export */ });
/**
 * Untrusted text made fit for one log line: control and format characters and line breaks become spaces,
 * runs of white space fold into one, and the length is bounded.
 */
function oneLine(text, maxLength) {
    const clean = text
        .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}
/** Characters that reorder how a line reads (bidirectional overrides and isolates): shown, they can disguise it. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * A line for the runner's log, whole: line breaks and other control characters become spaces, so no value can
 * add a line of its own; bidirectional controls are dropped; a `##[` anywhere (the runner reads that old
 * command form anywhere in a line) gets a zero-width space inside it, and a line that would start a workflow
 * command (`::`, after any leading space) gets one in front, which the runner does not trim: shown, never run.
 */
function logLine(text) {
    const line = text
        .replace(/[\p{Cc}\u2028\u2029]/gu, (c) => (c === '\t' ? c : ' '))
        .replace(BIDI_CONTROLS, '')
        .replaceAll('##[', '##\u200b[');
    return /^\s*::/.test(line) ? `\u200b${line}` : line;
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/* harmony import */ var _net_url_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7008);
/* harmony import */ var _primitives_one_line_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5313);


/**
 * Escapes untrusted text for GitHub-flavoured Markdown: punctuation that can start markup is backslash-escaped,
 * HTML and entities are neutralised, bare URLs and www. names are broken so they are not auto-linked, and
 * every @ is wrapped in zero-width joiners so it makes neither a mention nor an e-mail link. The result is one line, safe inside a table cell.
 */
function escapeMarkdown(text, maxLength = 500) {
    return (0,_primitives_one_line_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .T)(text, maxLength)
        .replace(/[\\`*_{}[\]()#!|<>~$]/g, (c) => `\\${c}`)
        .replace(/^([+\-=])/, '\\$1')
        .replace(/^(\d+)([.)])/, '$1\\$2')
        .replace(/&/g, '&amp;')
        .replace(/@/g, '\u200d@\u200d')
        .replace(/:\/\//g, ':\u200b//')
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}\u200b.`);
}
/**
 * A value shown as a code span. Backticks inside are replaced so nothing can close the span early, and pipes
 * are escaped so it stays in its table cell; code spans are never auto-linked and never mention anyone.
 */
function inlineCode(text, maxLength = 200) {
    const clean = (0,_primitives_one_line_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .T)(text, maxLength).replace(/`/g, 'ʼ').replace(/\|/g, '\\|');
    return `\`${clean || ' '}\``;
}
/** A two-column Markdown table from label/value rows; values must already be escaped. */
function table(rows) {
    return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
/** Characters that could end a Markdown link destination early, start another construct, or break a table. */
const LINK_UNSAFE = /[()[\]<>`"'\\|{}^ ]/g;
/**
 * A Markdown link to an untrusted URL, or undefined when it is not an http(s) URL. The destination is the
 * parsed URL with every character that could end the link or open another one percent-encoded, and the
 * label is escaped text, so nothing in either can break out of the link.
 */
function markdownLink(url, label) {
    if (!(0,_net_url_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .isHttpUrl */ .q$)(url))
        return undefined;
    const href = new URL(url).href.replace(LINK_UNSAFE, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${escapeMarkdown(label, 200)}](${href})`;
}


/***/ }),

/***/ 2055:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ describeExpiry),
/* harmony export */   r: () => (/* binding */ parseExpiry)
/* harmony export */ });
/** The latest time an expiry may name: the end of year 9999 (later is no time a date can show). */
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59);
/**
 * Reads an expiry as the service may send it: ISO 8601 text, or epoch seconds or milliseconds. Undefined when
 * it is no time, or none between 1970 and the year 9999.
 */
function parseExpiry(value) {
    const text = value.trim();
    let t;
    if (/^\d+(\.\d+)?$/.test(text)) {
        const n = Number(text);
        t = n < 1e12 ? n * 1000 : n;
    }
    else {
        t = Date.parse(text);
    }
    return Number.isFinite(t) && t >= 0 && t <= LATEST_MS ? t : undefined;
}
/** "in 59 min", "in 2 h 05 min", "expired 3 min ago". */
function describeExpiry(expiresAtMs, nowMs) {
    const minutes = Math.round((expiresAtMs - nowMs) / 60_000);
    const span = (m) => m >= 60 ? `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min` : `${m} min`;
    return minutes >= 0 ? `in ${span(minutes)}` : `expired ${span(-minutes)} ago`;
}


/***/ }),

/***/ 7856:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Nd: () => (/* binding */ NOT_ACTED_STATUSES),
/* harmony export */   SS: () => (/* binding */ TRANSIENT_STATUSES),
/* harmony export */   VU: () => (/* binding */ DEFAULT_BACKOFF),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter)
/* harmony export */ });
const DEFAULT_BACKOFF = { baseMs: 1000, capMs: 30_000 };
/** Statuses worth another try: the request may succeed unchanged a moment later. */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/**
 * Statuses after which the service surely did not act, so even a request that creates something may be
 * repeated: only 429, a refusal before any work. Not 503: a gateway may answer it after the request reached
 * the service, which may have created the job; repeating the start would make a second one.
 */
const NOT_ACTED_STATUSES = new Set([429]);
/** Exponential backoff with full jitter: a uniform delay in [0, min(cap, base * 2^attempt)). */
function backoffDelay(attempt, policy, random) {
    const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt));
    return Math.floor(random() * ceiling);
}
/** Retry-After as delta-seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function parseRetryAfter(value, nowMs) {
    if (!value)
        return undefined;
    const text = value.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    if (!/[a-z]/i.test(text))
        return undefined;
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
/**
 * How long to wait before the next attempt, or undefined when waiting would outlive the deadline.
 * A Retry-After the deadline cannot honour ends the retries at once rather than hammering the service early;
 * one of zero (or a date past) still waits the first retry's ceiling, so retries never come back to back.
 */
function retryDelay(options) {
    const { attempt, retryAfterMs, remainingMs, policy, random } = options;
    if (remainingMs <= 0)
        return undefined;
    if (retryAfterMs !== undefined) {
        const wait = Math.max(retryAfterMs, policy.baseMs);
        return wait < remainingMs ? wait : undefined;
    }
    return Math.min(backoffDelay(attempt, policy, random), remainingMs);
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 1622:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

// Build-time stand-in for `@actions/exec`, aliased in tsconfig.json "paths" so that only the bundle uses it.
// @actions/core imports it at start-up for `platform` details this action never reads; evaluating it loads
// node:child_process. Each export is a getter that evaluates the real module (bundled as before, from its path)
// the first time anything reads it (the tar of @actions/cache does).


let real;
const load = () => (real ??= __nccwpck_require__(5334));

/** The module's exports, as of @actions/exec 3 (the test checks the list against the real module). */
const NAMES = ['exec', 'getExecOutput'];

Object.defineProperty(exports, "__esModule", ({ value: true }));
for (const name of NAMES) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
}


/***/ }),

/***/ 2251:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

// Build-time stand-in for `@actions/http-client`, aliased in tsconfig.json "paths" so that only the bundle
// uses it. @actions/core imports it at start-up for OIDC tokens, which this action never asks for; evaluating it
// loads node:https, node:tls and node:net, about 15 ms of every run's start. Here each export is a getter that
// evaluates the real module (bundled as before, from its path) the first time anything reads it: the classes
// are the real ones, so `instanceof` checks in @actions/cache and @actions/github hold.


let real;
const load = () => (real ??= __nccwpck_require__(4942));

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

Object.defineProperty(exports, "__esModule", ({ value: true }));
for (const name of NAMES) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
}


/***/ }),

/***/ 886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ fetch),
/* harmony export */   k: () => (/* binding */ ProxyAgent)
/* harmony export */ });
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

class ProxyAgent {
  constructor(options) {
    return new (load().ProxyAgent)(options);
  }
}

function fetch(...args) {
  return load().fetch(...args);
}


/***/ }),

/***/ 3838:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ core_debug),
  N4: () => (/* binding */ endGroup),
  z3: () => (/* binding */ error),
  V4: () => (/* binding */ getInput),
  pq: () => (/* binding */ info),
  _o: () => (/* binding */ isDebug),
  lm: () => (/* binding */ notice),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ core_setSecret),
  Oh: () => (/* binding */ startGroup),
  z: () => (/* reexport */ summary),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, addPath, exportVariable, getBooleanInput, getIDToken, getMultilineInput, getState, group, markdownSummary, platform, saveState, setCommandEcho, toPlatformPath, toPosixPath, toWin32Path

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __nccwpck_require__(6982);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(6928);
// EXTERNAL MODULE: ./build/http-client-on-first-use.cjs
var http_client_on_first_use = __nccwpck_require__(2251);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/auth.js
var auth = __nccwpck_require__(2145);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/oidc-utils.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



class oidc_utils_OidcClient {
    static createHttpClient(allowRetry = true, maxRetry = 10) {
        const requestOptions = {
            allowRetries: allowRetry,
            maxRetries: maxRetry
        };
        return new HttpClient('actions/oidc-client', [new BearerCredentialHandler(oidc_utils_OidcClient.getRequestToken())], requestOptions);
    }
    static getRequestToken() {
        const token = process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
        if (!token) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable');
        }
        return token;
    }
    static getIDTokenUrl() {
        const runtimeUrl = process.env['ACTIONS_ID_TOKEN_REQUEST_URL'];
        if (!runtimeUrl) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable');
        }
        return runtimeUrl;
    }
    static getCall(id_token_url) {
        return __awaiter(this, void 0, void 0, function* () {
            var _a;
            const httpclient = oidc_utils_OidcClient.createHttpClient();
            const res = yield httpclient
                .getJson(id_token_url)
                .catch(error => {
                throw new Error(`Failed to get ID Token. \n 
        Error Code : ${error.statusCode}\n 
        Error Message: ${error.message}`);
            });
            const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
            if (!id_token) {
                throw new Error('Response json body do not have ID Token field');
            }
            return id_token;
        });
    }
    static getIDToken(audience) {
        return __awaiter(this, void 0, void 0, function* () {
            try {
                // New ID Token is requested from action service
                let id_token_url = oidc_utils_OidcClient.getIDTokenUrl();
                if (audience) {
                    const encodedAudience = encodeURIComponent(audience);
                    id_token_url = `${id_token_url}&audience=${encodedAudience}`;
                }
                debug(`ID token url is ${id_token_url}`);
                const id_token = yield oidc_utils_OidcClient.getCall(id_token_url);
                setSecret(id_token);
                return id_token;
            }
            catch (error) {
                throw new Error(`Error message: ${error.message}`);
            }
        });
    }
}
//# sourceMappingURL=oidc-utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return summary_awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
// EXTERNAL MODULE: ./build/exec-on-first-use.cjs
var exec_on_first_use = __nccwpck_require__(1622);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function core_setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function core_debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map

/***/ }),

/***/ 5334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  exec: () => (/* binding */ exec),
  getExecOutput: () => (/* binding */ getExecOutput)
});

;// CONCATENATED MODULE: external "string_decoder"
const external_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");
// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
// EXTERNAL MODULE: external "events"
var external_events_ = __nccwpck_require__(4434);
;// CONCATENATED MODULE: external "child_process"
const external_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(6928);
// EXTERNAL MODULE: ./node_modules/@actions/io/lib/io.js
var io = __nccwpck_require__(8701);
// EXTERNAL MODULE: ./node_modules/@actions/io/lib/io-util.js
var io_util = __nccwpck_require__(90);
;// CONCATENATED MODULE: external "timers"
const external_timers_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/toolrunner.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};







/* eslint-disable @typescript-eslint/unbound-method */
const IS_WINDOWS = process.platform === 'win32';
/*
 * Class for running command line tools. Handles quoting and arg parsing in a platform agnostic way.
 */
class ToolRunner extends external_events_.EventEmitter {
    constructor(toolPath, args, options) {
        super();
        if (!toolPath) {
            throw new Error("Parameter 'toolPath' cannot be null or empty.");
        }
        this.toolPath = toolPath;
        this.args = args || [];
        this.options = options || {};
    }
    _debug(message) {
        if (this.options.listeners && this.options.listeners.debug) {
            this.options.listeners.debug(message);
        }
    }
    _getCommandString(options, noPrefix) {
        const toolPath = this._getSpawnFileName();
        const args = this._getSpawnArgs(options);
        let cmd = noPrefix ? '' : '[command]'; // omit prefix when piped to a second tool
        if (IS_WINDOWS) {
            // Windows + cmd file
            if (this._isCmdFile()) {
                cmd += toolPath;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows + verbatim
            else if (options.windowsVerbatimArguments) {
                cmd += `"${toolPath}"`;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows (regular)
            else {
                cmd += this._windowsQuoteCmdArg(toolPath);
                for (const a of args) {
                    cmd += ` ${this._windowsQuoteCmdArg(a)}`;
                }
            }
        }
        else {
            // OSX/Linux - this can likely be improved with some form of quoting.
            // creating processes on Unix is fundamentally different than Windows.
            // on Unix, execvp() takes an arg array.
            cmd += toolPath;
            for (const a of args) {
                cmd += ` ${a}`;
            }
        }
        return cmd;
    }
    _processLineBuffer(data, strBuffer, onLine) {
        try {
            let s = strBuffer + data.toString();
            let n = s.indexOf(external_os_.EOL);
            while (n > -1) {
                const line = s.substring(0, n);
                onLine(line);
                // the rest of the string ...
                s = s.substring(n + external_os_.EOL.length);
                n = s.indexOf(external_os_.EOL);
            }
            return s;
        }
        catch (err) {
            // streaming lines to console is best effort.  Don't fail a build.
            this._debug(`error processing line. Failed with error ${err}`);
            return '';
        }
    }
    _getSpawnFileName() {
        if (IS_WINDOWS) {
            if (this._isCmdFile()) {
                return process.env['COMSPEC'] || 'cmd.exe';
            }
        }
        return this.toolPath;
    }
    _getSpawnArgs(options) {
        if (IS_WINDOWS) {
            if (this._isCmdFile()) {
                let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
                for (const a of this.args) {
                    argline += ' ';
                    argline += options.windowsVerbatimArguments
                        ? a
                        : this._windowsQuoteCmdArg(a);
                }
                argline += '"';
                return [argline];
            }
        }
        return this.args;
    }
    _endsWith(str, end) {
        return str.endsWith(end);
    }
    _isCmdFile() {
        const upperToolPath = this.toolPath.toUpperCase();
        return (this._endsWith(upperToolPath, '.CMD') ||
            this._endsWith(upperToolPath, '.BAT'));
    }
    _windowsQuoteCmdArg(arg) {
        // for .exe, apply the normal quoting rules that libuv applies
        if (!this._isCmdFile()) {
            return this._uvQuoteCmdArg(arg);
        }
        // otherwise apply quoting rules specific to the cmd.exe command line parser.
        // the libuv rules are generic and are not designed specifically for cmd.exe
        // command line parser.
        //
        // for a detailed description of the cmd.exe command line parser, refer to
        // http://stackoverflow.com/questions/4094699/how-does-the-windows-command-interpreter-cmd-exe-parse-scripts/7970912#7970912
        // need quotes for empty arg
        if (!arg) {
            return '""';
        }
        // determine whether the arg needs to be quoted
        const cmdSpecialChars = [
            ' ',
            '\t',
            '&',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            '^',
            '=',
            ';',
            '!',
            "'",
            '+',
            ',',
            '`',
            '~',
            '|',
            '<',
            '>',
            '"'
        ];
        let needsQuotes = false;
        for (const char of arg) {
            if (cmdSpecialChars.some(x => x === char)) {
                needsQuotes = true;
                break;
            }
        }
        // short-circuit if quotes not needed
        if (!needsQuotes) {
            return arg;
        }
        // the following quoting rules are very similar to the rules that by libuv applies.
        //
        // 1) wrap the string in quotes
        //
        // 2) double-up quotes - i.e. " => ""
        //
        //    this is different from the libuv quoting rules. libuv replaces " with \", which unfortunately
        //    doesn't work well with a cmd.exe command line.
        //
        //    note, replacing " with "" also works well if the arg is passed to a downstream .NET console app.
        //    for example, the command line:
        //          foo.exe "myarg:""my val"""
        //    is parsed by a .NET console app into an arg array:
        //          [ "myarg:\"my val\"" ]
        //    which is the same end result when applying libuv quoting rules. although the actual
        //    command line from libuv quoting rules would look like:
        //          foo.exe "myarg:\"my val\""
        //
        // 3) double-up slashes that precede a quote,
        //    e.g.  hello \world    => "hello \world"
        //          hello\"world    => "hello\\""world"
        //          hello\\"world   => "hello\\\\""world"
        //          hello world\    => "hello world\\"
        //
        //    technically this is not required for a cmd.exe command line, or the batch argument parser.
        //    the reasons for including this as a .cmd quoting rule are:
        //
        //    a) this is optimized for the scenario where the argument is passed from the .cmd file to an
        //       external program. many programs (e.g. .NET console apps) rely on the slash-doubling rule.
        //
        //    b) it's what we've been doing previously (by deferring to node default behavior) and we
        //       haven't heard any complaints about that aspect.
        //
        // note, a weakness of the quoting rules chosen here, is that % is not escaped. in fact, % cannot be
        // escaped when used on the command line directly - even though within a .cmd file % can be escaped
        // by using %%.
        //
        // the saving grace is, on the command line, %var% is left as-is if var is not defined. this contrasts
        // the line parsing rules within a .cmd file, where if var is not defined it is replaced with nothing.
        //
        // one option that was explored was replacing % with ^% - i.e. %var% => ^%var^%. this hack would
        // often work, since it is unlikely that var^ would exist, and the ^ character is removed when the
        // variable is used. the problem, however, is that ^ is not removed when %* is used to pass the args
        // to an external program.
        //
        // an unexplored potential solution for the % escaping problem, is to create a wrapper .cmd file.
        // % can be escaped within a .cmd file.
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\'; // double the slash
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '"'; // double the quote
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _uvQuoteCmdArg(arg) {
        // Tool runner wraps child_process.spawn() and needs to apply the same quoting as
        // Node in certain cases where the undocumented spawn option windowsVerbatimArguments
        // is used.
        //
        // Since this function is a port of quote_cmd_arg from Node 4.x (technically, lib UV,
        // see https://github.com/nodejs/node/blob/v4.x/deps/uv/src/win/process.c for details),
        // pasting copyright notice from Node within this function:
        //
        //      Copyright Joyent, Inc. and other Node contributors. All rights reserved.
        //
        //      Permission is hereby granted, free of charge, to any person obtaining a copy
        //      of this software and associated documentation files (the "Software"), to
        //      deal in the Software without restriction, including without limitation the
        //      rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
        //      sell copies of the Software, and to permit persons to whom the Software is
        //      furnished to do so, subject to the following conditions:
        //
        //      The above copyright notice and this permission notice shall be included in
        //      all copies or substantial portions of the Software.
        //
        //      THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        //      IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        //      FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        //      AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        //      LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
        //      FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
        //      IN THE SOFTWARE.
        if (!arg) {
            // Need double quotation for empty argument
            return '""';
        }
        if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
            // No quotation needed
            return arg;
        }
        if (!arg.includes('"') && !arg.includes('\\')) {
            // No embedded double quotes or backslashes, so I can just wrap
            // quote marks around the whole thing.
            return `"${arg}"`;
        }
        // Expected input/output:
        //   input : hello"world
        //   output: "hello\"world"
        //   input : hello""world
        //   output: "hello\"\"world"
        //   input : hello\world
        //   output: hello\world
        //   input : hello\\world
        //   output: hello\\world
        //   input : hello\"world
        //   output: "hello\\\"world"
        //   input : hello\\"world
        //   output: "hello\\\\\"world"
        //   input : hello world\
        //   output: "hello world\\" - note the comment in libuv actually reads "hello world\"
        //                             but it appears the comment is wrong, it should be "hello world\\"
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\';
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '\\';
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _cloneExecOptions(options) {
        options = options || {};
        const result = {
            cwd: options.cwd || process.cwd(),
            env: options.env || process.env,
            silent: options.silent || false,
            windowsVerbatimArguments: options.windowsVerbatimArguments || false,
            failOnStdErr: options.failOnStdErr || false,
            ignoreReturnCode: options.ignoreReturnCode || false,
            delay: options.delay || 10000
        };
        result.outStream = options.outStream || process.stdout;
        result.errStream = options.errStream || process.stderr;
        return result;
    }
    _getSpawnOptions(options, toolPath) {
        options = options || {};
        const result = {};
        result.cwd = options.cwd;
        result.env = options.env;
        result['windowsVerbatimArguments'] =
            options.windowsVerbatimArguments || this._isCmdFile();
        if (options.windowsVerbatimArguments) {
            result.argv0 = `"${toolPath}"`;
        }
        return result;
    }
    /**
     * Exec a tool.
     * Output will be streamed to the live console.
     * Returns promise with return code
     *
     * @param     tool     path to tool to exec
     * @param     options  optional exec options.  See ExecOptions
     * @returns   number
     */
    exec() {
        return __awaiter(this, void 0, void 0, function* () {
            // root the tool path if it is unrooted and contains relative pathing
            if (!io_util/* isRooted */.Qh(this.toolPath) &&
                (this.toolPath.includes('/') ||
                    (IS_WINDOWS && this.toolPath.includes('\\')))) {
                // prefer options.cwd if it is specified, however options.cwd may also need to be rooted
                this.toolPath = external_path_.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
            }
            // if the tool is only a file name, then resolve it from the PATH
            // otherwise verify it exists (add extension on Windows if necessary)
            this.toolPath = yield io/* which */.K7(this.toolPath, true);
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                this._debug(`exec tool: ${this.toolPath}`);
                this._debug('arguments:');
                for (const arg of this.args) {
                    this._debug(`   ${arg}`);
                }
                const optionsNonNull = this._cloneExecOptions(this.options);
                if (!optionsNonNull.silent && optionsNonNull.outStream) {
                    optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
                }
                const state = new ExecState(optionsNonNull, this.toolPath);
                state.on('debug', (message) => {
                    this._debug(message);
                });
                if (this.options.cwd && !(yield io_util/* exists */.t2(this.options.cwd))) {
                    return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
                }
                const fileName = this._getSpawnFileName();
                const cp = external_child_process_namespaceObject.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
                let stdbuffer = '';
                if (cp.stdout) {
                    cp.stdout.on('data', (data) => {
                        if (this.options.listeners && this.options.listeners.stdout) {
                            this.options.listeners.stdout(data);
                        }
                        if (!optionsNonNull.silent && optionsNonNull.outStream) {
                            optionsNonNull.outStream.write(data);
                        }
                        stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.stdline) {
                                this.options.listeners.stdline(line);
                            }
                        });
                    });
                }
                let errbuffer = '';
                if (cp.stderr) {
                    cp.stderr.on('data', (data) => {
                        state.processStderr = true;
                        if (this.options.listeners && this.options.listeners.stderr) {
                            this.options.listeners.stderr(data);
                        }
                        if (!optionsNonNull.silent &&
                            optionsNonNull.errStream &&
                            optionsNonNull.outStream) {
                            const s = optionsNonNull.failOnStdErr
                                ? optionsNonNull.errStream
                                : optionsNonNull.outStream;
                            s.write(data);
                        }
                        errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.errline) {
                                this.options.listeners.errline(line);
                            }
                        });
                    });
                }
                cp.on('error', (err) => {
                    state.processError = err.message;
                    state.processExited = true;
                    state.processClosed = true;
                    state.CheckComplete();
                });
                cp.on('exit', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                cp.on('close', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    state.processClosed = true;
                    this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                state.on('done', (error, exitCode) => {
                    if (stdbuffer.length > 0) {
                        this.emit('stdline', stdbuffer);
                    }
                    if (errbuffer.length > 0) {
                        this.emit('errline', errbuffer);
                    }
                    cp.removeAllListeners();
                    if (error) {
                        reject(error);
                    }
                    else {
                        resolve(exitCode);
                    }
                });
                if (this.options.input) {
                    if (!cp.stdin) {
                        throw new Error('child process missing stdin');
                    }
                    cp.stdin.end(this.options.input);
                }
            }));
        });
    }
}
/**
 * Convert an arg string to an array of args. Handles escaping
 *
 * @param    argString   string of arguments
 * @returns  string[]    array of arguments
 */
function argStringToArray(argString) {
    const args = [];
    let inQuotes = false;
    let escaped = false;
    let arg = '';
    function append(c) {
        // we only escape double quotes.
        if (escaped && c !== '"') {
            arg += '\\';
        }
        arg += c;
        escaped = false;
    }
    for (let i = 0; i < argString.length; i++) {
        const c = argString.charAt(i);
        if (c === '"') {
            if (!escaped) {
                inQuotes = !inQuotes;
            }
            else {
                append(c);
            }
            continue;
        }
        if (c === '\\' && escaped) {
            append(c);
            continue;
        }
        if (c === '\\' && inQuotes) {
            escaped = true;
            continue;
        }
        if (c === ' ' && !inQuotes) {
            if (arg.length > 0) {
                args.push(arg);
                arg = '';
            }
            continue;
        }
        append(c);
    }
    if (arg.length > 0) {
        args.push(arg.trim());
    }
    return args;
}
class ExecState extends external_events_.EventEmitter {
    constructor(options, toolPath) {
        super();
        this.processClosed = false; // tracks whether the process has exited and stdio is closed
        this.processError = '';
        this.processExitCode = 0;
        this.processExited = false; // tracks whether the process has exited
        this.processStderr = false; // tracks whether stderr was written to
        this.delay = 10000; // 10 seconds
        this.done = false;
        this.timeout = null;
        if (!toolPath) {
            throw new Error('toolPath must not be empty');
        }
        this.options = options;
        this.toolPath = toolPath;
        if (options.delay) {
            this.delay = options.delay;
        }
    }
    CheckComplete() {
        if (this.done) {
            return;
        }
        if (this.processClosed) {
            this._setResult();
        }
        else if (this.processExited) {
            this.timeout = (0,external_timers_namespaceObject.setTimeout)(ExecState.HandleTimeout, this.delay, this);
        }
    }
    _debug(message) {
        this.emit('debug', message);
    }
    _setResult() {
        // determine whether there is an error
        let error;
        if (this.processExited) {
            if (this.processError) {
                error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
            }
            else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
                error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
            }
            else if (this.processStderr && this.options.failOnStdErr) {
                error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
            }
        }
        // clear the timeout
        if (this.timeout) {
            clearTimeout(this.timeout);
            this.timeout = null;
        }
        this.done = true;
        this.emit('done', error, this.processExitCode);
    }
    static HandleTimeout(state) {
        if (state.done) {
            return;
        }
        if (!state.processClosed && state.processExited) {
            const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
            state._debug(message);
        }
        state._setResult();
    }
}
//# sourceMappingURL=toolrunner.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


/**
 * Exec a command.
 * Output will be streamed to the live console.
 * Returns promise with return code
 *
 * @param     commandLine        command to execute (can include additional args). Must be correctly escaped.
 * @param     args               optional arguments for tool. Escaping is handled by the lib.
 * @param     options            optional exec options.  See ExecOptions
 * @returns   Promise<number>    exit code
 */
function exec(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        const commandArgs = argStringToArray(commandLine);
        if (commandArgs.length === 0) {
            throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
        }
        // Path to tool to execute should be first arg
        const toolPath = commandArgs[0];
        args = commandArgs.slice(1).concat(args || []);
        const runner = new ToolRunner(toolPath, args, options);
        return runner.exec();
    });
}
/**
 * Exec a command and get the output.
 * Output will be streamed to the live console.
 * Returns promise with the exit code and collected stdout and stderr
 *
 * @param     commandLine           command to execute (can include additional args). Must be correctly escaped.
 * @param     args                  optional arguments for tool. Escaping is handled by the lib.
 * @param     options               optional exec options.  See ExecOptions
 * @returns   Promise<ExecOutput>   exit code, stdout, and stderr
 */
function getExecOutput(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = '';
        let stderr = '';
        //Using string decoder covers the case where a mult-byte character is split
        const stdoutDecoder = new external_string_decoder_namespaceObject.StringDecoder('utf8');
        const stderrDecoder = new external_string_decoder_namespaceObject.StringDecoder('utf8');
        const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
        const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
        const stdErrListener = (data) => {
            stderr += stderrDecoder.write(data);
            if (originalStdErrListener) {
                originalStdErrListener(data);
            }
        };
        const stdOutListener = (data) => {
            stdout += stdoutDecoder.write(data);
            if (originalStdoutListener) {
                originalStdoutListener(data);
            }
        };
        const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
        const exitCode = yield exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
        //flush any remaining characters
        stdout += stdoutDecoder.end();
        stderr += stderrDecoder.end();
        return {
            exitCode,
            stdout,
            stderr
        };
    });
}
//# sourceMappingURL=exec.js.map

/***/ }),

/***/ 2145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   tZ: () => (/* binding */ BearerCredentialHandler)
/* harmony export */ });
/* unused harmony exports BasicCredentialHandler, PersonalAccessTokenCredentialHandler */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
class BasicCredentialHandler {
    constructor(username, password) {
        this.username = username;
        this.password = password;
    }
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class BearerCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Bearer ${this.token}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class PersonalAccessTokenCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`PAT:${this.token}`).toString('base64')}`;
    }
    // This handler cannot handle 401
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
//# sourceMappingURL=auth.js.map

/***/ }),

/***/ 4942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Headers: () => (/* binding */ Headers),
  HttpClient: () => (/* binding */ HttpClient),
  HttpClientError: () => (/* binding */ HttpClientError),
  HttpClientResponse: () => (/* binding */ HttpClientResponse),
  HttpCodes: () => (/* binding */ HttpCodes),
  MediaTypes: () => (/* binding */ MediaTypes),
  getProxyUrl: () => (/* binding */ lib_getProxyUrl),
  isHttps: () => (/* binding */ isHttps)
});

// EXTERNAL MODULE: external "http"
var external_http_ = __nccwpck_require__(8611);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(5692);
var external_https_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_https_, 2);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __nccwpck_require__(770);
// EXTERNAL MODULE: ./build/undici-on-first-use.mjs
var undici_on_first_use = __nccwpck_require__(886);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/index.js
/* eslint-disable @typescript-eslint/no-explicit-any */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





var HttpCodes;
(function (HttpCodes) {
    HttpCodes[HttpCodes["OK"] = 200] = "OK";
    HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
    HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
    HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
    HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
    HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
    HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
    HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
    HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
    HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
    HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
    HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
    HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
    HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
    HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
    HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
    HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
    HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
    HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
    HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
    HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
    HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
    HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
    HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
    HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
    HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
    HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
function lib_getProxyUrl(serverUrl) {
    const proxyUrl = getProxyUrl(new URL(serverUrl));
    return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
    HttpCodes.MovedPermanently,
    HttpCodes.ResourceMoved,
    HttpCodes.SeeOther,
    HttpCodes.TemporaryRedirect,
    HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
    HttpCodes.BadGateway,
    HttpCodes.ServiceUnavailable,
    HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
    constructor(message, statusCode) {
        super(message);
        this.name = 'HttpClientError';
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, HttpClientError.prototype);
    }
}
class HttpClientResponse {
    constructor(message) {
        this.message = message;
    }
    readBody() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                let output = Buffer.alloc(0);
                this.message.on('data', (chunk) => {
                    output = Buffer.concat([output, chunk]);
                });
                this.message.on('end', () => {
                    resolve(output.toString());
                });
            }));
        });
    }
    readBodyBuffer() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                const chunks = [];
                this.message.on('data', (chunk) => {
                    chunks.push(chunk);
                });
                this.message.on('end', () => {
                    resolve(Buffer.concat(chunks));
                });
            }));
        });
    }
}
function isHttps(requestUrl) {
    const parsedUrl = new URL(requestUrl);
    return parsedUrl.protocol === 'https:';
}
class HttpClient {
    constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
                this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
                this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
                this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
                this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
                this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
                this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
                this._maxRetries = requestOptions.maxRetries;
            }
        }
    }
    options(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
        });
    }
    get(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('GET', requestUrl, null, additionalHeaders || {});
        });
    }
    del(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('DELETE', requestUrl, null, additionalHeaders || {});
        });
    }
    post(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('POST', requestUrl, data, additionalHeaders || {});
        });
    }
    patch(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PATCH', requestUrl, data, additionalHeaders || {});
        });
    }
    put(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PUT', requestUrl, data, additionalHeaders || {});
        });
    }
    head(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('HEAD', requestUrl, null, additionalHeaders || {});
        });
    }
    sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
        });
    }
    /**
     * Gets a typed object from an endpoint
     * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
     */
    getJson(requestUrl_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    postJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    putJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    patchJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    /**
     * Makes a raw http request.
     * All other methods such as get, post, patch, and request ultimately call this.
     * Prefer get, del, post and patch
     */
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            // Only perform retries on reads since writes may not be idempotent.
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                // Check if it's an authentication challenge
                if (response &&
                    response.message &&
                    response.message.statusCode === HttpCodes.Unauthorized) {
                    let authenticationHandler;
                    for (const handler of this.handlers) {
                        if (handler.canHandleAuthentication(response)) {
                            authenticationHandler = handler;
                            break;
                        }
                    }
                    if (authenticationHandler) {
                        return authenticationHandler.handleAuthentication(this, info, data);
                    }
                    else {
                        // We have received an unauthorized response but have no handlers to handle it.
                        // Let the response return to the caller.
                        return response;
                    }
                }
                let redirectsRemaining = this._maxRedirects;
                while (response.message.statusCode &&
                    HttpRedirectCodes.includes(response.message.statusCode) &&
                    this._allowRedirects &&
                    redirectsRemaining > 0) {
                    const redirectUrl = response.message.headers['location'];
                    if (!redirectUrl) {
                        // if there's no location to redirect to, we won't
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    // we need to finish reading the response before reassigning response
                    // which will leak the open socket.
                    yield response.readBody();
                    // strip authorization header if redirected to a different hostname
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            // header names are case insensitive
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    // let's make the request with the new redirectUrl
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    // If not a retry code, return immediately instead of retrying
                    return response;
                }
                numTries += 1;
                if (numTries < maxTries) {
                    yield response.readBody();
                    yield this._performExponentialBackoff(numTries);
                }
            } while (numTries < maxTries);
            return response;
        });
    }
    /**
     * Needs to be called if keepAlive is set to true in request options.
     */
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    /**
     * Raw request.
     * @param info
     * @param data
     */
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        // If `err` is not passed, then `res` must be passed.
                        reject(new Error('Unknown error'));
                    }
                    else {
                        resolve(res);
                    }
                }
                this.requestRawWithCallback(info, data, callbackForResult);
            });
        });
    }
    /**
     * Raw request with callback.
     * @param info
     * @param data
     * @param onResult
     */
    requestRawWithCallback(info, data, onResult) {
        if (typeof data === 'string') {
            if (!info.options.headers) {
                info.options.headers = {};
            }
            info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
        }
        let callbackCalled = false;
        function handleResult(err, res) {
            if (!callbackCalled) {
                callbackCalled = true;
                onResult(err, res);
            }
        }
        const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(undefined, res);
        });
        let socket;
        req.on('socket', sock => {
            socket = sock;
        });
        // If we ever get disconnected, we want the socket to timeout eventually
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            // err has statusCode property
            // res should have headers
            handleResult(err);
        });
        if (data && typeof data === 'string') {
            req.write(data, 'utf8');
        }
        if (data && typeof data !== 'string') {
            data.on('close', function () {
                req.end();
            });
            data.pipe(req);
        }
        else {
            req.end();
        }
    }
    /**
     * Gets an http agent. This function is useful when you need an http agent that handles
     * routing through a proxy server - depending upon the url and proxy environment variables.
     * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
     */
    getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
    }
    getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
            return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
    }
    _prepareRequest(method, requestUrl, headers) {
        const info = {};
        info.parsedUrl = requestUrl;
        const usingSsl = info.parsedUrl.protocol === 'https:';
        info.httpModule = usingSsl ? external_https_namespaceObject : external_http_namespaceObject;
        const defaultPort = usingSsl ? 443 : 80;
        info.options = {};
        info.options.host = info.parsedUrl.hostname;
        info.options.port = info.parsedUrl.port
            ? parseInt(info.parsedUrl.port)
            : defaultPort;
        info.options.path =
            (info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
        info.options.method = method;
        info.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
            info.options.headers['user-agent'] = this.userAgent;
        }
        info.options.agent = this._getAgent(info.parsedUrl);
        // gives handlers an opportunity to participate
        if (this.handlers) {
            for (const handler of this.handlers) {
                handler.prepareRequest(info.options);
            }
        }
        return info;
    }
    _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
    }
    /**
     * Gets an existing header value or returns a default.
     * Handles converting number header values to strings since HTTP headers must be strings.
     * Note: This returns string | string[] since some headers can have multiple values.
     * For headers that must always be a single string (like Content-Type), use the
     * specialized _getExistingOrDefaultContentTypeHeader method instead.
     */
    _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
                clientHeader =
                    typeof headerValue === 'number' ? headerValue.toString() : headerValue;
            }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== undefined) {
            return typeof additionalValue === 'number'
                ? additionalValue.toString()
                : additionalValue;
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    /**
     * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
     * Always returns a single string (not an array) since Content-Type should be a single value.
     * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
     * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
     * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
     */
    _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
                if (typeof headerValue === 'number') {
                    clientHeader = String(headerValue);
                }
                else if (Array.isArray(headerValue)) {
                    clientHeader = headerValue.join(', ');
                }
                else {
                    clientHeader = headerValue;
                }
            }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        // Return the first non-undefined value, converting numbers or arrays to strings if necessary
        if (additionalValue !== undefined) {
            if (typeof additionalValue === 'number') {
                return String(additionalValue);
            }
            else if (Array.isArray(additionalValue)) {
                return additionalValue.join(', ');
            }
            else {
                return additionalValue;
            }
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
        }
        if (!useProxy) {
            agent = this._agent;
        }
        // if agent is already assigned use that agent.
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || external_http_.globalAgent.maxSockets;
        }
        // This is `useProxy` again, but we need to check `proxyURl` directly for TypeScripts's flow analysis.
        if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
                maxSockets,
                keepAlive: this._keepAlive,
                proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
                    proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
                })), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === 'https:';
            if (usingSsl) {
                tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
            }
            else {
                tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
        }
        // if tunneling agent isn't assigned create a new agent
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new external_https_.Agent(options) : new external_http_.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            agent.options = Object.assign(agent.options || {}, {
                rejectUnauthorized: false
            });
        }
        return agent;
    }
    _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
        }
        // if agent is already assigned use that agent.
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new undici_on_first_use/* ProxyAgent */.k(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
                rejectUnauthorized: false
            });
        }
        return proxyAgent;
    }
    _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || 'actions/http-client';
        const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
        if (orchId) {
            // Sanitize the orchestration ID to ensure it contains only valid characters
            // Valid characters: 0-9, a-z, _, -, .
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
    }
    _performExponentialBackoff(retryNumber) {
        return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise(resolve => setTimeout(() => resolve(), ms));
        });
    }
    _processResponse(res, options) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                const statusCode = res.message.statusCode || 0;
                const response = {
                    statusCode,
                    result: null,
                    headers: {}
                };
                // not found leads to null obj returned
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                // get the result from the body
                function dateTimeDeserializer(key, value) {
                    if (typeof value === 'string') {
                        const a = new Date(value);
                        if (!isNaN(a.valueOf())) {
                            return a;
                        }
                    }
                    return value;
                }
                let obj;
                let contents;
                try {
                    contents = yield res.readBody();
                    if (contents && contents.length > 0) {
                        if (options && options.deserializeDates) {
                            obj = JSON.parse(contents, dateTimeDeserializer);
                        }
                        else {
                            obj = JSON.parse(contents);
                        }
                        response.result = obj;
                    }
                    response.headers = res.message.headers;
                }
                catch (err) {
                    // Invalid resource (contents not json);  leaving result obj null
                }
                // note that 3xx redirects are handled by the http layer.
                if (statusCode > 299) {
                    let msg;
                    // if exception/error in body, attempt to get better error
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        // it may be the case that the exception is in the body message as string
                        msg = contents;
                    }
                    else {
                        msg = `Failed request: (${statusCode})`;
                    }
                    const err = new HttpClientError(msg, statusCode);
                    err.result = response.result;
                    reject(err);
                }
                else {
                    resolve(response);
                }
            }));
        });
    }
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 90:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ mkdir),
/* harmony export */   H8: () => (/* binding */ IS_WINDOWS),
/* harmony export */   Qh: () => (/* binding */ isRooted),
/* harmony export */   rm: () => (/* binding */ rm),
/* harmony export */   t2: () => (/* binding */ exists),
/* harmony export */   vr: () => (/* binding */ tryGetExecutablePath)
/* harmony export */ });
/* unused harmony exports chmod, copyFile, lstat, open, readdir, rename, rmdir, stat, symlink, unlink, readlink, UV_FS_O_EXLOCK, READONLY, isDirectory, getCmdPath */
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9896);
/* harmony import */ var path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6928);
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs__WEBPACK_IMPORTED_MODULE_0__.promises;
// export const {open} = 'fs'
const IS_WINDOWS = process.platform === 'win32';
/**
 * Custom implementation of readlink to ensure Windows junctions
 * maintain trailing backslash for backward compatibility with Node.js < 24
 *
 * In Node.js 20, Windows junctions (directory symlinks) always returned paths
 * with trailing backslashes. Node.js 24 removed this behavior, which breaks
 * code that relied on this format for path operations.
 *
 * This implementation restores the Node 20 behavior by adding a trailing
 * backslash to all junction results on Windows.
 */
function readlink(fsPath) {
    return __awaiter(this, void 0, void 0, function* () {
        const result = yield fs.promises.readlink(fsPath);
        // On Windows, restore Node 20 behavior: add trailing backslash to all results
        // since junctions on Windows are always directory links
        if (IS_WINDOWS && !result.endsWith('\\')) {
            return `${result}\\`;
        }
        return result;
    });
}
// See https://github.com/nodejs/node/blob/d0153aee367422d0858105abec186da4dff0a0c5/deps/uv/include/uv/win.h#L691
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY;
function exists(fsPath) {
    return __awaiter(this, void 0, void 0, function* () {
        try {
            yield stat(fsPath);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                return false;
            }
            throw err;
        }
        return true;
    });
}
function isDirectory(fsPath_1) {
    return __awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
        const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
        return stats.isDirectory();
    });
}
/**
 * On OSX/Linux, true if path starts with '/'. On Windows, true for paths like:
 * \, \hello, \\hello\share, C:, and C:\hello (and corresponding alternate separator cases).
 */
function isRooted(p) {
    p = normalizeSeparators(p);
    if (!p) {
        throw new Error('isRooted() parameter "p" cannot be empty');
    }
    if (IS_WINDOWS) {
        return (p.startsWith('\\') || /^[A-Z]:/i.test(p) // e.g. \ or \hello or \\hello
        ); // e.g. C: or C:\hello
    }
    return p.startsWith('/');
}
/**
 * Best effort attempt to determine whether a file exists and is executable.
 * @param filePath    file path to check
 * @param extensions  additional file extensions to try
 * @return if file exists and is executable, returns the file path. otherwise empty string.
 */
function tryGetExecutablePath(filePath, extensions) {
    return __awaiter(this, void 0, void 0, function* () {
        let stats = undefined;
        try {
            // test file exists
            stats = yield stat(filePath);
        }
        catch (err) {
            if (err.code !== 'ENOENT') {
                // eslint-disable-next-line no-console
                console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
            }
        }
        if (stats && stats.isFile()) {
            if (IS_WINDOWS) {
                // on Windows, test for valid extension
                const upperExt = path__WEBPACK_IMPORTED_MODULE_1__.extname(filePath).toUpperCase();
                if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
                    return filePath;
                }
            }
            else {
                if (isUnixExecutable(stats)) {
                    return filePath;
                }
            }
        }
        // try each extension
        const originalFilePath = filePath;
        for (const extension of extensions) {
            filePath = originalFilePath + extension;
            stats = undefined;
            try {
                stats = yield stat(filePath);
            }
            catch (err) {
                if (err.code !== 'ENOENT') {
                    // eslint-disable-next-line no-console
                    console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
                }
            }
            if (stats && stats.isFile()) {
                if (IS_WINDOWS) {
                    // preserve the case of the actual file (since an extension was appended)
                    try {
                        const directory = path__WEBPACK_IMPORTED_MODULE_1__.dirname(filePath);
                        const upperName = path__WEBPACK_IMPORTED_MODULE_1__.basename(filePath).toUpperCase();
                        for (const actualName of yield readdir(directory)) {
                            if (upperName === actualName.toUpperCase()) {
                                filePath = path__WEBPACK_IMPORTED_MODULE_1__.join(directory, actualName);
                                break;
                            }
                        }
                    }
                    catch (err) {
                        // eslint-disable-next-line no-console
                        console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
                    }
                    return filePath;
                }
                else {
                    if (isUnixExecutable(stats)) {
                        return filePath;
                    }
                }
            }
        }
        return '';
    });
}
function normalizeSeparators(p) {
    p = p || '';
    if (IS_WINDOWS) {
        // convert slashes on Windows
        p = p.replace(/\//g, '\\');
        // remove redundant slashes
        return p.replace(/\\\\+/g, '\\');
    }
    // remove redundant slashes
    return p.replace(/\/\/+/g, '/');
}
// on Mac/Linux, test the execute bit
//     R   W  X  R  W X R W X
//   256 128 64 32 16 8 4 2 1
function isUnixExecutable(stats) {
    return ((stats.mode & 1) > 0 ||
        ((stats.mode & 8) > 0 &&
            process.getgid !== undefined &&
            stats.gid === process.getgid()) ||
        ((stats.mode & 64) > 0 &&
            process.getuid !== undefined &&
            stats.uid === process.getuid()));
}
// Get the path of cmd.exe in windows
function getCmdPath() {
    var _a;
    return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
//# sourceMappingURL=io-util.js.map

/***/ }),

/***/ 8701:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K7: () => (/* binding */ which),
/* harmony export */   U$: () => (/* binding */ mkdirP),
/* harmony export */   Yz: () => (/* binding */ rmRF)
/* harmony export */ });
/* unused harmony exports cp, mv, findInPath */
/* harmony import */ var assert__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2613);
/* harmony import */ var path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6928);
/* harmony import */ var _io_util_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(90);
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



/**
 * Copies a file or folder.
 * Based off of shelljs - https://github.com/shelljs/shelljs/blob/9237f66c52e5daa40458f94f9565e18e8132f5a6/src/cp.js
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See CopyOptions.
 */
function cp(source_1, dest_1) {
    return __awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        const { force, recursive, copySourceDirectory } = readCopyOptions(options);
        const destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
        // Dest is an existing file, but not forcing
        if (destStat && destStat.isFile() && !force) {
            return;
        }
        // If dest is an existing directory, should copy inside.
        const newDest = destStat && destStat.isDirectory() && copySourceDirectory
            ? path.join(dest, path.basename(source))
            : dest;
        if (!(yield ioUtil.exists(source))) {
            throw new Error(`no such file or directory: ${source}`);
        }
        const sourceStat = yield ioUtil.stat(source);
        if (sourceStat.isDirectory()) {
            if (!recursive) {
                throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
            }
            else {
                yield cpDirRecursive(source, newDest, 0, force);
            }
        }
        else {
            if (path.relative(source, newDest) === '') {
                // a file cannot be copied to itself
                throw new Error(`'${newDest}' and '${source}' are the same file`);
            }
            yield copyFile(source, newDest, force);
        }
    });
}
/**
 * Moves a path.
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See MoveOptions.
 */
function mv(source_1, dest_1) {
    return __awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
            let destExists = true;
            if (yield ioUtil.isDirectory(dest)) {
                // If dest is directory copy src into dest
                dest = path.join(dest, path.basename(source));
                destExists = yield ioUtil.exists(dest);
            }
            if (destExists) {
                if (options.force == null || options.force) {
                    yield rmRF(dest);
                }
                else {
                    throw new Error('Destination already exists');
                }
            }
        }
        yield mkdirP(path.dirname(dest));
        yield ioUtil.rename(source, dest);
    });
}
/**
 * Remove a path recursively with force
 *
 * @param inputPath path to remove
 */
function rmRF(inputPath) {
    return __awaiter(this, void 0, void 0, function* () {
        if (_io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .IS_WINDOWS */ .H8) {
            // Check for invalid characters
            // https://docs.microsoft.com/en-us/windows/win32/fileio/naming-a-file
            if (/[*"<>|]/.test(inputPath)) {
                throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
            }
        }
        try {
            // note if path does not exist, error is silent
            yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__.rm(inputPath, {
                force: true,
                maxRetries: 3,
                recursive: true,
                retryDelay: 300
            });
        }
        catch (err) {
            throw new Error(`File was unable to be removed ${err}`);
        }
    });
}
/**
 * Make a directory.  Creates the full path with folders in between
 * Will throw if it fails
 *
 * @param   fsPath        path to create
 * @returns Promise<void>
 */
function mkdirP(fsPath) {
    return __awaiter(this, void 0, void 0, function* () {
        (0,assert__WEBPACK_IMPORTED_MODULE_0__.ok)(fsPath, 'a path argument must be provided');
        yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .mkdir */ .Ck(fsPath, { recursive: true });
    });
}
/**
 * Returns path of a tool had the tool actually been invoked.  Resolves via paths.
 * If you check and the tool does not exist, it will throw.
 *
 * @param     tool              name of the tool
 * @param     check             whether to check if tool exists
 * @returns   Promise<string>   path to tool
 */
function which(tool, check) {
    return __awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // recursive when check=true
        if (check) {
            const result = yield which(tool, false);
            if (!result) {
                if (_io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .IS_WINDOWS */ .H8) {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
                }
                else {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
                }
            }
            return result;
        }
        const matches = yield findInPath(tool);
        if (matches && matches.length > 0) {
            return matches[0];
        }
        return '';
    });
}
/**
 * Returns a list of all occurrences of the given tool on the system path.
 *
 * @returns   Promise<string[]>  the paths of the tool
 */
function findInPath(tool) {
    return __awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // build the list of extensions to try
        const extensions = [];
        if (_io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .IS_WINDOWS */ .H8 && process.env['PATHEXT']) {
            for (const extension of process.env['PATHEXT'].split(path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
                if (extension) {
                    extensions.push(extension);
                }
            }
        }
        // if it's rooted, return it if exists. otherwise return empty.
        if (_io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .isRooted */ .Qh(tool)) {
            const filePath = yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .tryGetExecutablePath */ .vr(tool, extensions);
            if (filePath) {
                return [filePath];
            }
            return [];
        }
        // if any path separators, return empty
        if (tool.includes(path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
            return [];
        }
        // build the list of directories
        //
        // Note, technically "where" checks the current directory on Windows. From a toolkit perspective,
        // it feels like we should not do this. Checking the current directory seems like more of a use
        // case of a shell, and the which() function exposed by the toolkit should strive for consistency
        // across platforms.
        const directories = [];
        if (process.env.PATH) {
            for (const p of process.env.PATH.split(path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
                if (p) {
                    directories.push(p);
                }
            }
        }
        // find all matches
        const matches = [];
        for (const directory of directories) {
            const filePath = yield _io_util_js__WEBPACK_IMPORTED_MODULE_2__/* .tryGetExecutablePath */ .vr(path__WEBPACK_IMPORTED_MODULE_1__.join(directory, tool), extensions);
            if (filePath) {
                matches.push(filePath);
            }
        }
        return matches;
    });
}
function readCopyOptions(options) {
    const force = options.force == null ? true : options.force;
    const recursive = Boolean(options.recursive);
    const copySourceDirectory = options.copySourceDirectory == null
        ? true
        : Boolean(options.copySourceDirectory);
    return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
    return __awaiter(this, void 0, void 0, function* () {
        // Ensure there is not a run away recursive copy
        if (currentDepth >= 255)
            return;
        currentDepth++;
        yield mkdirP(destDir);
        const files = yield ioUtil.readdir(sourceDir);
        for (const fileName of files) {
            const srcFile = `${sourceDir}/${fileName}`;
            const destFile = `${destDir}/${fileName}`;
            const srcFileStat = yield ioUtil.lstat(srcFile);
            if (srcFileStat.isDirectory()) {
                // Recurse
                yield cpDirRecursive(srcFile, destFile, currentDepth, force);
            }
            else {
                yield copyFile(srcFile, destFile, force);
            }
        }
        // Change the mode for the newly created directory
        yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
    });
}
// Buffered file copy
function copyFile(srcFile, destFile, force) {
    return __awaiter(this, void 0, void 0, function* () {
        if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
            // unlink/re-link it
            try {
                yield ioUtil.lstat(destFile);
                yield ioUtil.unlink(destFile);
            }
            catch (e) {
                // Try to override file permission
                if (e.code === 'EPERM') {
                    yield ioUtil.chmod(destFile, '0666');
                    yield ioUtil.unlink(destFile);
                }
                // other errors = it doesn't exist, no work to do
            }
            // Copy over symlink
            const symlinkFull = yield ioUtil.readlink(srcFile);
            yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? 'junction' : null);
        }
        else if (!(yield ioUtil.exists(destFile)) || force) {
            yield ioUtil.copyFile(srcFile, destFile);
        }
    });
}
//# sourceMappingURL=io.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __nccwpck_require__(3838);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/config/names.ts
var names = __nccwpck_require__(6234);
// EXTERNAL MODULE: ./src/primitives/errors.ts
var errors = __nccwpck_require__(7611);
// EXTERNAL MODULE: ./src/primitives/one-line.ts
var one_line = __nccwpck_require__(5313);
;// CONCATENATED MODULE: ./src/adapters/runner-io.ts
// What the action shows the runner, through the one redactor: log lines, annotations, groups, outputs and the
// step summary. Every string is redacted last, after all formatting, and every log line is made one line that
// cannot start a workflow command. (Failing the step stays in main.ts, through the same redactor.)





function createRunnerIo(redactor) {
    const line = (text) => (0,one_line/* logLine */.B)(redactor.redact(text));
    let outputFileMissing = false;
    return {
        log: {
            info: (m) => core/* info */.pq(line(m)),
            warning: (m) => core/* warning */.$e(line(m)),
            debug: (m) => core/* debug */.Yz(line(m)),
        },
        notice: (m) => core/* notice */.lm(line(m)),
        group(title, text) {
            core/* startGroup */.Oh(line(title));
            for (const each of redactor.redact(text).split(/\r?\n/))
                core/* info */.pq((0,one_line/* logLine */.B)(each));
            core/* endGroup */.N4();
        },
        /**
         * Through the runner's output file. Without one (a runner older than 2.297, or not a runner),
         * @actions/core would print a set-output command into the log instead, which would put the presigned
         * bundle link in the log: outputs are then skipped, with one warning. `bundle-url` keeps its link (it is
         * deliberately not masked: the runner drops any job output holding a masked value); every other output
         * is redacted.
         */
        output(name, value) {
            if (process.env.GITHUB_OUTPUT) {
                core/* setOutput */.uH(name, redactor.redact(value, { keepLinks: name === names/* Outputs */.tY.bundleUrl }));
            }
            else if (!outputFileMissing) {
                outputFileMissing = true;
                core/* warning */.$e('GITHUB_OUTPUT is not set (a runner older than 2.297?): no outputs are written');
            }
        },
        async summary(markdown) {
            if (!process.env.GITHUB_STEP_SUMMARY) {
                core/* debug */.Yz('GITHUB_STEP_SUMMARY is not set: no step summary written');
                return;
            }
            try {
                await core/* summary */.z.addRaw(redactor.redact(markdown)).write();
            }
            catch (err) {
                core/* warning */.$e(line(`Could not write the step summary: ${(0,errors/* errorMessage */.g)(err)}`));
            }
        },
        summaryNow(markdown) {
            const file = process.env.GITHUB_STEP_SUMMARY;
            if (!file)
                return;
            try {
                (0,external_node_fs_.appendFileSync)(file, `${redactor.redact(markdown)}\n`);
            }
            catch (err) {
                core/* warning */.$e(line(`Could not write the step summary: ${(0,errors/* errorMessage */.g)(err)}`));
            }
        },
    };
}

// EXTERNAL MODULE: ./src/net/url-rules.ts
var url_rules = __nccwpck_require__(7008);
// EXTERNAL MODULE: ./src/primitives/byte-size.ts
var byte_size = __nccwpck_require__(6754);
// EXTERNAL MODULE: ./src/primitives/duration.ts
var primitives_duration = __nccwpck_require__(9320);
;// CONCATENATED MODULE: ./src/config/inputs.ts





/** The inputs cannot be used; raised before any request is made. */
class InputError extends errors/* ActionError */.l {
    problems;
    summary;
    name = 'InputError';
    constructor(
    /** Every problem found, one per input (or pair of inputs). */
    problems, 
    /** Whether the step summary is wanted (the summary input, when it read as a boolean; else its default). */
    summary) {
        super(problems.join('\n'));
        this.problems = problems;
        this.summary = summary;
    }
}
const MAX_RETRIES = 20;
/** The shortest poll-interval: reading a job more often than once a second only loads the service. */
const MIN_POLL_INTERVAL_MS = 1000;
/** Validates every input before any request is made; all problems are reported together. */
function parseInputs(read) {
    const problems = [];
    const get = (name, fallback = '') => read(name).trim() || fallback;
    const apiKey = get(names/* Inputs */.G0.apiKey);
    if (!apiKey)
        problems.push(`Input ${names/* Inputs */.G0.apiKey} is required (pass the admin API key from a secret)`);
    else if (/[\s\p{Cc}]/u.test(apiKey)) {
        problems.push(`Input ${names/* Inputs */.G0.apiKey} contains spaces or control characters; check the secret's value`);
    }
    const baseText = get(names/* Inputs */.G0.baseUrl);
    let baseUrl;
    if (!baseText)
        problems.push(`Input ${names/* Inputs */.G0.baseUrl} is required (the service's API base URL)`);
    else {
        const parsed = (0,url_rules/* parseBaseUrl */.Q2)(baseText);
        if (typeof parsed === 'string')
            problems.push(parsed);
        else
            baseUrl = parsed;
    }
    const duration = (name, fallback) => {
        const text = get(name, fallback);
        const ms = (0,primitives_duration/* parseDuration */.E9)(text);
        if (ms === undefined || ms <= 0 || ms > primitives_duration/* MAX_DURATION_MS */.rG) {
            problems.push(`Input ${name} must be a positive duration such as 500ms, 90s, 15m, 1h30m or a number of seconds (got "${text}")`);
            return 0;
        }
        return ms;
    };
    const exportTimeoutMs = duration(names/* Inputs */.G0.exportTimeout, names/* Defaults */.Hw.exportTimeout);
    const pollIntervalMs = duration(names/* Inputs */.G0.pollInterval, names/* Defaults */.Hw.pollInterval);
    if (pollIntervalMs > 0 && pollIntervalMs < MIN_POLL_INTERVAL_MS) {
        problems.push(`Input ${names/* Inputs */.G0.pollInterval} must be at least 1s (got "${get(names/* Inputs */.G0.pollInterval)}"): every status read costs the service and counts against the rate limit`);
    }
    const requestTimeoutMs = duration(names/* Inputs */.G0.requestTimeout, names/* Defaults */.Hw.requestTimeout);
    const retriesText = get(names/* Inputs */.G0.retries, names/* Defaults */.Hw.retries);
    const retries = /^\d+$/.test(retriesText) ? Number(retriesText) : NaN;
    if (!(retries >= 0 && retries <= MAX_RETRIES)) {
        problems.push(`Input ${names/* Inputs */.G0.retries} must be a whole number from 0 to ${MAX_RETRIES} (got "${retriesText}")`);
    }
    const boolean = (name, fallback) => {
        const value = parseBoolean(get(name, fallback));
        if (value === undefined)
            problems.push(`Input ${name} must be true or false`);
        return value ?? false;
    };
    const summary = boolean(names/* Inputs */.G0.summary, names/* Defaults */.Hw.summary);
    const failOnAgentFailure = boolean(names/* Inputs */.G0.failOnAgentFailure, names/* Defaults */.Hw.failOnAgentFailure);
    const comment = boolean(names/* Inputs */.G0.comment, names/* Defaults */.Hw.comment);
    const identifier = (name) => {
        const value = get(name) || undefined;
        if (value !== undefined && /^\.+$|[\p{Cc}]/u.test(value))
            problems.push(`Input ${name} is not a valid identifier`);
        return value;
    };
    const domain = get(names/* Inputs */.G0.domain) || undefined;
    if (domain !== undefined && (/[\s\p{Cc}\p{Cf}]/u.test(domain) || domain.length > 253)) {
        problems.push(`Input ${names/* Inputs */.G0.domain} must be a domain name such as docs.example.com, with no spaces or control characters`);
    }
    const exportJobId = identifier(names/* Inputs */.G0.exportJobId);
    const projectId = identifier(names/* Inputs */.G0.projectId);
    const agentJobId = identifier(names/* Inputs */.G0.agentJobId);
    if (agentJobId && !projectId) {
        problems.push(`Input ${names/* Inputs */.G0.agentJobId} needs ${names/* Inputs */.G0.projectId} (copy it from the API keys page of the dashboard)`);
    }
    if (!domain && !exportJobId && !agentJobId) {
        problems.push(`Nothing to do: set ${names/* Inputs */.G0.domain} to start an export, ${names/* Inputs */.G0.exportJobId} to use an existing export job, ` +
            `or ${names/* Inputs */.G0.agentJobId} (with ${names/* Inputs */.G0.projectId}) to wait on an agent job`);
    }
    const agentTimeoutMs = duration(names/* Inputs */.G0.agentTimeout, names/* Defaults */.Hw.agentTimeout);
    const prText = get(names/* Inputs */.G0.prNumber);
    const prNumber = prText ? Number(prText) : undefined;
    if (prText && !(/^\d+$/.test(prText) && Number.isSafeInteger(prNumber) && prNumber > 0)) {
        problems.push(`Input ${names/* Inputs */.G0.prNumber} must be a pull request number (got "${prText}")`);
    }
    const githubToken = get(names/* Inputs */.G0.githubToken) || undefined;
    const downloadPath = get(names/* Inputs */.G0.downloadPath) || undefined;
    const extractPath = get(names/* Inputs */.G0.extractPath) || undefined;
    const helmValuesFile = get(names/* Inputs */.G0.helmValuesFile) || undefined;
    const exportVersion = get(names/* Inputs */.G0.exportVersion) || undefined;
    const reuseKey = get(names/* Inputs */.G0.reuseKey) || undefined;
    const anExport = Boolean(domain || exportJobId);
    for (const [name, value] of [
        [names/* Inputs */.G0.downloadPath, downloadPath],
        [names/* Inputs */.G0.extractPath, extractPath],
        [names/* Inputs */.G0.helmValuesFile, helmValuesFile],
    ]) {
        if (value && !anExport)
            problems.push(`Input ${name} needs an export: set ${names/* Inputs */.G0.domain} or ${names/* Inputs */.G0.exportJobId}`);
    }
    const limit = (name, fallback, parse, what) => {
        const text = get(name, fallback);
        const value = parse(text);
        if (value === undefined || value < 1) {
            problems.push(`Input ${name} must be ${what} (got "${text}")`);
            return 0;
        }
        if (text !== fallback && !extractPath)
            problems.push(`Input ${name} limits extraction: set ${names/* Inputs */.G0.extractPath} too`);
        return value;
    };
    const size = 'a size such as 500MiB, 8GiB or a number of bytes';
    const delivers = Boolean(downloadPath || extractPath);
    const downloadMaxBytes = (0,byte_size/* parseByteSize */.n)(get(names/* Inputs */.G0.downloadMaxSize, names/* Defaults */.Hw.downloadMaxSize)) ?? 0;
    if (downloadMaxBytes < 1) {
        problems.push(`Input ${names/* Inputs */.G0.downloadMaxSize} must be ${size} (got "${get(names/* Inputs */.G0.downloadMaxSize)}")`);
    }
    const downloadTimeoutMs = duration(names/* Inputs */.G0.downloadTimeout, names/* Defaults */.Hw.downloadTimeout);
    // A runner passes every default of action.yml as if it were set: only a value other than the default says
    // the workflow meant to bound a download.
    for (const [name, fallback] of [
        [names/* Inputs */.G0.downloadMaxSize, names/* Defaults */.Hw.downloadMaxSize],
        [names/* Inputs */.G0.downloadTimeout, names/* Defaults */.Hw.downloadTimeout],
    ]) {
        if (get(name, fallback) !== fallback && !delivers) {
            problems.push(`Input ${name} bounds the bundle download: set ${names/* Inputs */.G0.downloadPath} or ${names/* Inputs */.G0.extractPath} too`);
        }
    }
    const extractMaxBytes = limit(names/* Inputs */.G0.extractMaxSize, names/* Defaults */.Hw.extractMaxSize, byte_size/* parseByteSize */.n, size);
    const extractMaxEntryBytes = limit(names/* Inputs */.G0.extractMaxEntrySize, names/* Defaults */.Hw.extractMaxEntrySize, byte_size/* parseByteSize */.n, size);
    const wholeNumber = (text) => (/^\d+$/.test(text) ? Number(text) : undefined);
    const extractMaxEntries = limit(names/* Inputs */.G0.extractMaxEntries, names/* Defaults */.Hw.extractMaxEntries, wholeNumber, 'a whole number');
    const ratio = (text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined);
    const extractMaxRatio = limit(names/* Inputs */.G0.extractMaxRatio, names/* Defaults */.Hw.extractMaxRatio, ratio, 'a number of at least 1');
    if (downloadPath && extractPath && downloadPath === extractPath) {
        problems.push(`Inputs ${names/* Inputs */.G0.downloadPath} and ${names/* Inputs */.G0.extractPath} must differ (a file and a folder)`);
    }
    if (exportVersion && !helmValuesFile) {
        problems.push(`Input ${names/* Inputs */.G0.exportVersion} is written into ${names/* Inputs */.G0.helmValuesFile}; set that too`);
    }
    if (reuseKey && (!domain || exportJobId)) {
        problems.push(`Input ${names/* Inputs */.G0.reuseKey} reuses earlier exports of ${names/* Inputs */.G0.domain}: set ${names/* Inputs */.G0.domain}, without ${names/* Inputs */.G0.exportJobId}`);
    }
    if (problems.length > 0 || !baseUrl)
        throw new InputError(problems, parseBoolean(get(names/* Inputs */.G0.summary, names/* Defaults */.Hw.summary)) !== false);
    return {
        apiKey,
        baseUrl,
        domain,
        exportJobId,
        exportTimeoutMs,
        pollIntervalMs,
        requestTimeoutMs,
        retries,
        summary,
        projectId,
        agentJobId,
        agentTimeoutMs,
        failOnAgentFailure,
        comment,
        prNumber,
        githubToken,
        downloadPath,
        downloadMaxBytes,
        downloadTimeoutMs,
        extractPath,
        extractMaxBytes,
        extractMaxEntries,
        extractMaxEntryBytes,
        extractMaxRatio,
        reuseKey,
        helmValuesFile,
        exportVersion,
    };
}
/** YAML 1.2 core-schema booleans, as the runner's own boolean inputs accept them. */
function parseBoolean(text) {
    if (['true', 'True', 'TRUE'].includes(text))
        return true;
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    return undefined;
}

// EXTERNAL MODULE: ./src/net/proxy-choice.ts
var proxy_choice = __nccwpck_require__(3215);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/plan.ts

/** The plan of a run: a pure function of the parsed inputs and the place the run happens in. */
function planRun(config, place) {
    return {
        export: planExport(config),
        delivery: planDelivery(config, place),
        agent: planAgent(config),
        summary: config.summary,
    };
}
function planExport(config) {
    const timing = { timeoutMs: config.exportTimeoutMs, pollIntervalMs: config.pollIntervalMs };
    if (config.exportJobId) {
        return { mode: 'resume', domain: config.domain, jobId: config.exportJobId, ...timing };
    }
    if (!config.domain)
        return undefined;
    if (config.reuseKey) {
        return { mode: 'reuse', domain: config.domain, reuseKey: config.reuseKey, ...timing };
    }
    return { mode: 'start', domain: config.domain, ...timing };
}
function planDelivery(config, place) {
    if (!config.domain && !config.exportJobId)
        return undefined;
    if (!config.downloadPath && !config.extractPath && !config.helmValuesFile)
        return undefined;
    const absolute = (path) => path && (0,external_node_path_.resolve)(place.cwd, path);
    const folders = [place.cwd, place.workspace, place.tempDir, place.home].flatMap((f) => f ? [(0,external_node_path_.resolve)(f)] : []);
    return {
        downloadPath: absolute(config.downloadPath),
        extractPath: absolute(config.extractPath),
        helmValuesFile: absolute(config.helmValuesFile),
        exportVersion: config.exportVersion,
        retries: config.retries,
        requestTimeoutMs: config.requestTimeoutMs,
        downloadMaxBytes: config.downloadMaxBytes,
        downloadTimeoutMs: config.downloadTimeoutMs,
        limits: {
            maxBytes: config.extractMaxBytes,
            maxEntries: config.extractMaxEntries,
            maxEntryBytes: config.extractMaxEntryBytes,
            maxRatio: config.extractMaxRatio,
        },
        protectedFolders: [...new Set(folders)],
    };
}
function planAgent(config) {
    if (!config.agentJobId || !config.projectId)
        return undefined;
    return {
        wait: {
            projectId: config.projectId,
            jobId: config.agentJobId,
            timeoutMs: config.agentTimeoutMs,
            pollIntervalMs: config.pollIntervalMs,
        },
        failOnFailure: config.failOnAgentFailure,
        comment: { enabled: config.comment, prNumber: config.prNumber, token: config.githubToken },
    };
}

// EXTERNAL MODULE: ./src/primitives/cleanups.ts
var primitives_cleanups = __nccwpck_require__(8077);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __nccwpck_require__(8500);
;// CONCATENATED MODULE: ./src/primitives/clock.ts

const systemClock = {
    now: () => Date.now(),
    sleep: async (ms, signal) => {
        if (ms > 0)
            await (0,promises_.setTimeout)(ms, undefined, { signal });
        else
            signal?.throwIfAborted();
    },
};

;// CONCATENATED MODULE: ./src/primitives/redactor.ts
/** What stands in for a removed secret. */
const REDACTED = '***';
/** Characters the Markdown escaping inserts, which a secret is still a secret without. */
const INSERTED = new Set(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']);
const ENTITIES = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
};
/** Query values of one link kept as secrets of their own, at most. */
const MAX_LINK_VALUES = 32;
/** A secret cut short by truncation still leaks this much of itself; shorter remnants are left. */
const MIN_REMNANT = 4;
/**
 * The one redactor: removes the admin key, the GitHub token, proxy credentials and the query of every
 * presigned link from any text about to leave the process — a log line, an annotation, the summary, an
 * output, a file, a comment. main.ts applies it last, after all formatting. It looks for each secret in four
 * views of the text: as written, with the Markdown escaping undone (backslashes, zero-width joiners, HTML
 * entities), percent-decoded (a secret in a URL, UTF-8 runs included), and both. In each, case, white space
 * and invisible characters are ignored (a value lower-cased, or broken over lines, is still the secret), and a
 * start of a secret right before `…` counts (it was cut short by truncation).
 */
class Redactor {
    secrets = new Set();
    links = new Set();
    /** The secrets as they are searched for (compacted, longest first), with and without the link queries. */
    compacted;
    /** A secret to remove wherever it appears (too short a value would remove ordinary text: ignored). */
    addSecret(value) {
        if (!value || value.trim().length < 6)
            return;
        this.secrets.add(value);
        if (value.trim() !== value)
            this.secrets.add(value.trim());
        this.compacted = undefined;
    }
    /** A presigned link: its query (and each long parameter value in it) is a credential until it expires. */
    addLink(url) {
        let query;
        try {
            query = new URL(url).search.slice(1);
        }
        catch {
            return;
        }
        if (query.length < 6)
            return;
        this.links.add(query);
        // Each long value on its own too (a link holds a handful; a hostile one is not let to hold thousands).
        let values = 0;
        for (const value of new URLSearchParams(query).values()) {
            if (value.length >= 16 && values++ < MAX_LINK_VALUES)
                this.links.add(value);
        }
        this.compacted = undefined;
    }
    /**
     * `text` without any secret. With `keepLinks`, link queries stay (the `bundle-url` output and the chart
     * values file exist to carry the link).
     */
    redact(text, options = {}) {
        if (text === '' || (this.secrets.size === 0 && this.links.size === 0))
            return text;
        this.compacted ??= {
            all: searchable([...this.secrets, ...this.links]),
            withoutLinks: searchable([...this.secrets]),
        };
        const secrets = options.keepLinks ? this.compacted.withoutLinks : this.compacted.all;
        if (secrets.length === 0)
            return text;
        const spans = [];
        const views = [compactView(text)];
        // The other views differ from the text only where it holds an escape.
        if (/[\\&%\u200b-\u200d\u2060\ufeffʼ]/.test(text)) {
            const plain = plainView(text);
            views.push(compact(plain), compact(decodedView(identity(text))), compact(decodedView(plain)));
        }
        for (const view of views) {
            for (const secret of secrets)
                findIn(view, secret, spans);
        }
        return replaceSpans(text, spans);
    }
}
/** Secrets as searched for: compacted (see compact), long enough to mean something, longest first. */
function searchable(secrets) {
    return [...new Set(secrets.map((secret) => compactView(secret).text))]
        .filter((secret) => secret.length >= MIN_REMNANT)
        .sort((a, b) => b.length - a.length);
}
/** Adds to `spans` where `secret` (compacted) stands in `view`, whole or cut short before an ellipsis. */
function findIn(view, secret, spans) {
    for (let at = view.text.indexOf(secret); at >= 0; at = view.text.indexOf(secret, at + 1)) {
        spans.push([view.from[at], view.to[at + secret.length - 1]]);
    }
    // Before each ellipsis, the longest start of the secret that ends right there: found from where its first
    // characters stand in the window before it, so the cost stays linear in the text.
    const head = secret.slice(0, MIN_REMNANT);
    for (let at = view.text.indexOf('…'); at >= 0; at = view.text.indexOf('…', at + 1)) {
        const windowStart = Math.max(0, at - (secret.length - 1));
        const window = view.text.slice(windowStart, at);
        for (let p = window.indexOf(head); p >= 0; p = window.indexOf(head, p + 1)) {
            if (secret.startsWith(window.slice(p))) {
                spans.push([view.from[windowStart + p], view.to[at - 1]]);
                break;
            }
        }
    }
}
/**
 * True for the characters the views leave out: white space, and what is invisible anyway (zero-width and
 * joining characters, soft hyphens: Unicode's default-ignorable code points).
 */
const isSkipped = (c) => c <= ' ' || (c >= '\u0080' && /[\s\p{Default_Ignorable_Code_Point}]/u.test(c));
/** One character lower-cased, where lower case keeps it one character. */
function lower(c) {
    if (c >= 'A' && c <= 'Z')
        return String.fromCharCode(c.charCodeAt(0) + 32);
    if (c < '\u0080')
        return c;
    const l = c.toLowerCase();
    return l.length === 1 ? l : c;
}
/** The text itself, compacted: without white space or invisible characters, lower-cased. */
function compactView(text) {
    const chars = [];
    const from = new Int32Array(text.length);
    let n = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (isSkipped(c))
            continue;
        chars.push(lower(c));
        from[n++] = i;
    }
    const at = from.subarray(0, n);
    return { text: chars.join(''), from: at, to: at.map((i) => i + 1) };
}
/** A view compacted: without white space or invisible characters, lower-cased. */
function compact(view) {
    const chars = [];
    const from = [];
    const to = [];
    for (let i = 0; i < view.text.length; i++) {
        const c = view.text[i];
        if (isSkipped(c))
            continue;
        chars.push(lower(c));
        from.push(view.from[i]);
        to.push(view.to[i]);
    }
    return { text: chars.join(''), from, to };
}
/** The text with its Markdown escaping undone. */
function plainView(text) {
    let plain = '';
    const from = [];
    const to = [];
    for (let i = 0; i < text.length;) {
        const c = text[i];
        if (INSERTED.has(c)) {
            i += 1;
            continue;
        }
        if (c === '\\' && /[!-/:-@[-`{-~]/.test(text[i + 1] ?? '')) {
            plain += text[i + 1];
            from.push(i);
            to.push(i + 2);
            i += 2;
            continue;
        }
        const entity = c === '&' ? Object.keys(ENTITIES).find((e) => text.startsWith(e, i)) : undefined;
        if (entity) {
            plain += ENTITIES[entity];
            from.push(i);
            to.push(i + entity.length);
            i += entity.length;
            continue;
        }
        plain += c === 'ʼ' ? '`' : c;
        from.push(i);
        to.push(i + 1);
        i += 1;
    }
    return { text: plain, from, to };
}
/** A view as it reads with its percent escapes decoded: runs of them as UTF-8 (`%E2%80%A6` is `…`). */
function decodedView(view) {
    const { text } = view;
    let decoded = '';
    const from = [];
    const to = [];
    const isEscape = (i) => text[i] === '%' && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3));
    for (let i = 0; i < text.length;) {
        if (!isEscape(i)) {
            decoded += text[i];
            from.push(view.from[i]);
            to.push(view.to[i]);
            i += 1;
            continue;
        }
        // A run of escapes: its bytes, and where each starts and ends in the original.
        const bytes = [];
        for (; isEscape(i); i += 3) {
            bytes.push({
                value: parseInt(text.slice(i + 1, i + 3), 16),
                from: view.from[i],
                to: view.to[i + 2],
            });
        }
        for (let b = 0; b < bytes.length;) {
            const lead = bytes[b]?.value;
            const length = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 && lead < 0xe0 ? 2 : 1;
            const run = bytes.slice(b, b + length);
            const valid = length === 1 ||
                (run.length === length && run.slice(1).every((x) => x.value >= 0x80 && x.value <= 0xbf));
            const take = valid ? length : 1;
            const chars = valid && length > 1
                ? Buffer.from(run.map((x) => x.value)).toString('utf8')
                : String.fromCharCode(lead);
            for (const unit of chars) {
                for (let k = 0; k < unit.length; k++) {
                    decoded += unit[k];
                    from.push(bytes[b]?.from);
                    to.push(bytes[b + take - 1]?.to);
                }
            }
            b += take;
        }
    }
    return { text: decoded, from, to };
}
/** A view of the text as it is: every character stands for itself. */
function identity(text) {
    const from = Array.from({ length: text.length }, (_, i) => i);
    return { text, from, to: from.map((i) => i + 1) };
}
function replaceSpans(text, spans) {
    if (spans.length === 0)
        return text;
    spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    let out = '';
    let at = 0;
    for (const [start, end] of spans) {
        if (end <= at)
            continue;
        out += text.slice(at, Math.max(at, start)) + (start >= at ? REDACTED : '');
        at = end;
    }
    return out + text.slice(at);
}

// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __nccwpck_require__(4285);
// EXTERNAL MODULE: ./src/service/link-expiry.ts
var link_expiry = __nccwpck_require__(2055);
;// CONCATENATED MODULE: ./src/service/errors.ts

/** The service answered with an error, or could not be reached, after the retry policy gave up. */
class ApiError extends errors/* ActionError */.l {
    status;
    transient;
    retryAfterMs;
    name = 'ApiError';
    constructor(message, status, 
    /** True when the same request may well succeed later (network error, 5xx, 429). */
    transient = false, 
    /** How long the service asked to be left alone (Retry-After), when it did. */
    retryAfterMs) {
        super(message);
        this.status = status;
        this.transient = transient;
        this.retryAfterMs = retryAfterMs;
    }
}

// EXTERNAL MODULE: ./src/net/small-request.ts
var small_request = __nccwpck_require__(8968);
// EXTERNAL MODULE: ./src/net/tls-error.ts
var tls_error = __nccwpck_require__(2545);
// EXTERNAL MODULE: ./src/service/retry-policy.ts
var retry_policy = __nccwpck_require__(7856);
;// CONCATENATED MODULE: ./src/service/json-request.ts









/** Shortest time given to one attempt even close to the deadline, so a last read can still complete. */
const MIN_ATTEMPT_MS = 2000;
/** Largest response body read from the admin API. */
const MAX_BODY_BYTES = 1 << 20;
/** Sends one JSON request with the retry policy; returns the parsed JSON object of a 2xx response. */
async function requestJson(settings, req) {
    const { clock, log } = settings;
    const headers = {
        Authorization: `Bearer ${settings.apiKey}`,
        Accept: 'application/json',
        'User-Agent': names/* USER_AGENT */._O,
    };
    if (req.body !== undefined)
        headers['Content-Type'] = 'application/json';
    const body = req.body === undefined ? undefined : JSON.stringify(req.body);
    for (let attempt = 0;; attempt++) {
        // The first attempt is always made; retries only start while the deadline allows (see retryDelay).
        const remaining = req.deadline - clock.now();
        const timeoutMs = Math.min(settings.requestTimeoutMs, Math.max(remaining, MIN_ATTEMPT_MS));
        let failure;
        const sentAt = clock.now();
        try {
            const res = await (0,small_request/* sendSmallRequest */.D)(req.url, {
                method: req.method,
                headers,
                body,
                timeoutMs,
                maxBodyBytes: MAX_BODY_BYTES,
                agent: await (0,proxy_choice/* proxyAgentFor */.H2)(req.url, settings.proxyEnv ?? process.env),
            });
            const text = res.text;
            log.debug(`${req.method} ${(0,url_rules/* redactUrl */.BO)(req.url.href)} answered HTTP ${res.status} in ${(0,primitives_duration/* formatDuration */.a3)(clock.now() - sentAt)} (attempt ${attempt + 1})`);
            if (res.status >= 200 && res.status < 300) {
                const parsed = parseJsonObject(text);
                if (parsed)
                    return parsed;
                failure = {
                    message: `${req.action}: the service answered HTTP ${res.status} with ${describeBody(res, text)} instead of a JSON object`,
                    status: res.status,
                    transient: req.mode === 'safe',
                    notActed: false,
                    accepted: true,
                };
            }
            else {
                failure = httpFailure(req, res, text, clock.now());
            }
        }
        catch (err) {
            failure = networkFailure(req.action, err, timeoutMs, timeoutMs < settings.requestTimeoutMs);
        }
        const mayRetry = failure.transient && (req.mode === 'safe' || failure.notActed);
        if (!mayRetry || attempt >= settings.retries) {
            const tries = attempt + 1;
            let suffix = failure.transient && tries > 1 ? ` (gave up after ${tries} attempts)` : '';
            const unknownFate = req.mode === 'create' && ((failure.transient && !failure.notActed) || failure.accepted === true);
            if (unknownFate && req.mayHaveActed)
                suffix += `. ${req.mayHaveActed}`;
            throw new ApiError(failure.message + suffix, failure.status, failure.transient, failure.retryAfterMs);
        }
        const delay = (0,retry_policy/* retryDelay */.a2)({
            attempt,
            retryAfterMs: failure.retryAfterMs,
            remainingMs: req.deadline - clock.now(),
            policy: settings.backoff ?? retry_policy/* DEFAULT_BACKOFF */.VU,
            random: settings.random ?? Math.random,
        });
        if (delay === undefined) {
            const why = failure.retryAfterMs !== undefined
                ? `the service asked to retry after ${(0,primitives_duration/* formatDuration */.a3)(failure.retryAfterMs)}, past the deadline`
                : 'no time is left before the deadline';
            throw new ApiError(`${failure.message} (not retried: ${why})`, failure.status, failure.transient, failure.retryAfterMs);
        }
        log.info(`${failure.message}; retrying in ${(0,primitives_duration/* formatDuration */.a3)(delay)} (retry ${attempt + 1} of ${settings.retries})`);
        await clock.sleep(delay);
    }
}
function parseJsonObject(text) {
    try {
        const value = JSON.parse(text);
        if (value !== null && typeof value === 'object' && !Array.isArray(value))
            return value;
    }
    catch {
        // not JSON
    }
    return undefined;
}
function describeBody(res, text) {
    const type = res.header('content-type')?.split(';')[0]?.trim();
    if (text.trim() === '')
        return 'an empty body';
    return type ? `a ${(0,one_line/* oneLine */.T)(type, 60)} body` : 'a body that is not JSON';
}
/** The service's own error text, from {"error": "..."} (or "message"), cleaned for a log line. */
function serviceErrorText(text) {
    const parsed = parseJsonObject(text);
    if (!parsed)
        return undefined;
    for (const key of ['error', 'message', 'detail']) {
        const value = parsed[key];
        if (typeof value === 'string' && value.trim())
            return (0,one_line/* oneLine */.T)(value, 300);
        if (value && typeof value === 'object' && typeof value.message === 'string') {
            return (0,one_line/* oneLine */.T)(value.message, 300);
        }
    }
    return undefined;
}
function httpFailure(req, res, text, now) {
    const status = res.status;
    const said = serviceErrorText(text);
    let message = `${req.action} failed: HTTP ${status}`;
    message += said ? `: ${said}` : text.trim() ? ` (${describeBody(res, text)})` : '';
    if (status >= 300 && status < 400) {
        const location = res.header('location');
        message += location
            ? `. The service redirected elsewhere; set base-url to the address it redirects to (${(0,one_line/* oneLine */.T)(originOf(location, req.url), 200)})`
            : '';
    }
    if (status === 401)
        message += '. The service did not accept the API key: check the secret passed as api-key';
    const hint = req.hints?.[status];
    if (hint)
        message += `. ${hint}`;
    return {
        message,
        status,
        retryAfterMs: (0,retry_policy/* parseRetryAfter */.mu)(res.header('retry-after'), now),
        transient: retry_policy/* TRANSIENT_STATUSES */.SS.has(status),
        notActed: retry_policy/* NOT_ACTED_STATUSES */.Nd.has(status),
    };
}
function originOf(location, base) {
    try {
        const url = new URL(location, base);
        return `${url.origin}${url.pathname}`;
    }
    catch {
        return 'an invalid address';
    }
}
/** Error codes meaning no connection was made, so the service cannot have acted on the request. */
const NOT_CONNECTED = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'UND_ERR_CONNECT_TIMEOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
]);
function networkFailure(action, err, timeoutMs, cutByDeadline) {
    const e = err;
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
        return {
            message: `${action}: no complete answer within ${(0,primitives_duration/* formatDuration */.a3)(timeoutMs)} (${cutByDeadline ? "what was left of the stage's timeout" : names/* Inputs */.G0.requestTimeout})`,
            transient: true,
            notActed: false,
        };
    }
    const code = e?.cause?.code ?? e?.code;
    const detail = (0,one_line/* oneLine */.T)(code ?? e?.cause?.message ?? e?.message ?? String(err), 200);
    return {
        message: `${action}: network error (${detail})${(0,tls_error/* isTlsError */.s)(code) ? `; ${tls_error/* TLS_ADVICE */.F}` : ''}`,
        transient: !(0,tls_error/* isTlsError */.s)(code),
        notActed: code !== undefined && NOT_CONNECTED.has(code),
    };
}

;// CONCATENATED MODULE: ./src/service/admin-api.ts






const ENTERPRISE_HINT = 'Static export needs an Enterprise plan: check that the API key belongs to an organization on that plan';
/** The admin API: one function per endpoint, all sharing one retry policy. */
function createApiClient(baseUrl, settings) {
    const exportJobUrl = (jobId, suffix = '') => (0,url_rules/* endpointUrl */.Pb)(baseUrl, `v1/static-export/jobs/${(0,url_rules/* pathSegment */.pn)(jobId)}${suffix}`);
    const notFound = (jobId) => `Export job "${(0,one_line/* oneLine */.T)(jobId, 100)}" was not found: check the export-job-id, or that it belongs to this API key's organization`;
    return {
        async startExport(domain, deadline) {
            const mayHaveActed = `The service may have started an export of ${(0,one_line/* oneLine */.T)(domain, 200)} all the same, and this run does not repeat the call (it could start a second one): ` +
                `look for a recent export job of this domain on the service, and re-run with ${names/* Inputs */.G0.exportJobId} set to its id to pick it up`;
            const body = await requestJson(settings, {
                action: `Starting the export of ${(0,one_line/* oneLine */.T)(domain, 200)}`,
                method: 'POST',
                url: (0,url_rules/* endpointUrl */.Pb)(baseUrl, 'v1/static-export/jobs'),
                body: { domain },
                mode: 'create',
                hints: { 403: ENTERPRISE_HINT },
                deadline,
                mayHaveActed,
            });
            const jobId = identifier(body.jobId);
            if (!jobId) {
                throw new ApiError(`The service accepted the export but its answer holds no usable jobId. ${mayHaveActed}`);
            }
            return jobId;
        },
        async getExportStatus(jobId, deadline) {
            const body = await requestJson(settings, {
                action: `Reading export job ${(0,one_line/* oneLine */.T)(jobId, 100)}`,
                method: 'GET',
                url: exportJobUrl(jobId),
                mode: 'safe',
                hints: { 403: ENTERPRISE_HINT, 404: notFound(jobId) },
                deadline,
            });
            return {
                status: typeof body.status === 'string' ? (0,one_line/* oneLine */.T)(body.status, 60).toLowerCase() : '',
                progress: body.progress,
                pageCount: body.pageCount,
                reason: failureReason(body),
            };
        },
        async generateBundle(jobId, deadline) {
            const body = await requestJson(settings, {
                action: `Generating the bundle link of export job ${(0,one_line/* oneLine */.T)(jobId, 100)}`,
                method: 'POST',
                url: exportJobUrl(jobId, '/bundle'),
                mode: 'safe',
                hints: { 403: ENTERPRISE_HINT, 404: notFound(jobId) },
                deadline,
            });
            if (!(0,url_rules/* isHttpUrl */.q$)(body.bundleUrl)) {
                throw new ApiError('The service answered the bundle request without a valid http(s) bundleUrl');
            }
            return { bundleUrl: body.bundleUrl, expiresAt: expiryAsIso(body.expiresAt) };
        },
        async getAgentJob(projectId, jobId, deadline) {
            const ids = `agent job ${(0,one_line/* oneLine */.T)(jobId, 100)} of project ${(0,one_line/* oneLine */.T)(projectId, 100)}`;
            const body = await requestJson(settings, {
                action: `Reading ${ids}`,
                method: 'GET',
                url: (0,url_rules/* endpointUrl */.Pb)(baseUrl, `v2/agent/${(0,url_rules/* pathSegment */.pn)(projectId)}/job/${(0,url_rules/* pathSegment */.pn)(jobId)}`),
                mode: 'safe',
                hints: {
                    403: 'Check that the API key may read this project',
                    404: `The service knows no ${ids}: check agent-job-id and project-id`,
                },
                deadline,
            });
            const source = body.source && typeof body.source === 'object' ? body.source : {};
            return {
                status: typeof body.status === 'string' ? (0,one_line/* oneLine */.T)(body.status, 60).toLowerCase() : '',
                prLink: admin_api_text(body.prLink, 2000),
                model: admin_api_text(body.model, 200),
                repository: admin_api_text(source.repository, 500),
                ref: admin_api_text(source.ref, 300),
                createdAt: admin_api_text(body.createdAt, 100),
                archivedAt: admin_api_text(body.archivedAt, 100),
            };
        },
    };
}
/**
 * A non-empty string field as one line, bounded (a cut value ends with `…`, which the redactor reads as a
 * secret possibly cut short); anything else is treated as absent.
 */
function admin_api_text(value, maxLength) {
    if (typeof value !== 'string' || !value.trim())
        return undefined;
    return (0,one_line/* oneLine */.T)(value, maxLength);
}
/**
 * The link's expiry as ISO 8601 (UTC), whatever form the service sent it in, or '' when it does not read as a
 * time: the expires-at output ends up in scripts, so it carries nothing but a time.
 */
function expiryAsIso(value) {
    const at = typeof value === 'string' || typeof value === 'number' ? (0,link_expiry/* parseExpiry */.r)(String(value)) : undefined;
    return at === undefined ? '' : new Date(at).toISOString().replace(/\.000Z$/, 'Z');
}
/** A job identifier from the service: a non-empty string or number without control characters. */
function identifier(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    if (typeof value !== 'string')
        return undefined;
    const id = value.trim();
    if (!id || id.length > 500 || /[\p{Cc}]/u.test(id) || /^\.+$/.test(id))
        return undefined;
    return id;
}
function failureReason(body) {
    for (const key of ['error', 'message', 'reason', 'failureReason']) {
        const value = body[key];
        if (typeof value === 'string' && value.trim())
            return (0,one_line/* oneLine */.T)(value, 300);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/wait/poll.ts



/**
 * Reads until `isDone` or the deadline. Once the job has been read successfully, a read that fails for a
 * transient reason (after the request's own retries) only costs that read: the wait goes on until the deadline,
 * and the next read waits at least as long as the service asked (Retry-After); when that is past the deadline,
 * the wait ends there. Any other error ends the wait at once. No wait ever outlives the deadline.
 */
async function pollUntilDone(o) {
    let last;
    let lastError;
    let seen = false;
    for (;;) {
        let askedToWaitMs = 0;
        try {
            const value = await o.read(o.deadline);
            seen = true;
            lastError = undefined;
            last = value;
            o.onValue?.(value);
            if (o.isDone(value))
                return { done: true, value };
        }
        catch (err) {
            if (!(seen && err instanceof ApiError && err.transient))
                throw err;
            lastError = (0,errors/* errorMessage */.g)(err);
            askedToWaitMs = err.retryAfterMs ?? 0;
            o.log.warning(`${lastError}; still waiting`);
        }
        const left = o.deadline - o.clock.now();
        if (askedToWaitMs >= left && left > 0) {
            lastError = `${lastError} (the service asked to wait ${(0,primitives_duration/* formatDuration */.a3)(askedToWaitMs)}, past the deadline)`;
        }
        if (left <= 0 || askedToWaitMs >= left)
            return { done: false, last, lastError };
        const wait = Math.max(o.nextDelay ? o.nextDelay(o.clock.now()) : o.intervalMs, askedToWaitMs);
        o.log.debug(`${o.what ?? 'Job'}: next read in ${(0,primitives_duration/* formatDuration */.a3)(Math.min(wait, left))}`);
        await o.clock.sleep(Math.min(wait, left));
    }
}

;// CONCATENATED MODULE: ./src/wait/read-schedule.ts
/**
 * When to read a running job again: the one rule for spacing status reads.
 *
 * - **Rising progress.** Once the job has reported two different percentages, the rate between the first and
 *   the latest gives its expected finish. Far from it, reads are spaced at half the time left, at least
 *   `poll-interval` and at most the ceiling (six times `poll-interval`, but no more than a minute, and never
 *   less than `poll-interval`). Once the expected finish is within the ceiling, the next read comes just after
 *   it. If the job is not done then, reads come again 1, 2, 4… seconds later, up to `poll-interval`.
 * - **No usable progress** (none, not a number, `queued`): every `poll-interval`; after three reads that show
 *   no change at all, each wait grows by a fifth, up to twice `poll-interval`.
 * - **Progress going backwards** starts the estimate anew (a new phase of the job).
 *
 * Retry-After and the stage's deadline are applied by the polling loop on top of this (see pollUntilDone).
 */
class ReadSchedule {
    intervalMs;
    /** Progress as first seen at each percentage it reached, in this phase. */
    points = [];
    /** Reads in a row after the expected finish passed. */
    late = 0;
    /** Reads in a row that showed nothing new. */
    unchanged = 0;
    lastShown;
    ceilingMs;
    shortestMs;
    marginMs;
    constructor(intervalMs) {
        this.intervalMs = intervalMs;
        this.ceilingMs = Math.max(intervalMs, Math.min(6 * intervalMs, MAX_CEILING_MS));
        this.shortestMs = Math.min(1000, intervalMs);
        this.marginMs = Math.min(500, intervalMs / 10);
    }
    /**
     * Records a read at `at`: `percent` is the job's progress (0–100) when it reported one, `shown` how the read
     * looked (its status and progress text), to tell a job that moves from one that does not.
     */
    observe(at, percent, shown) {
        this.unchanged = shown === this.lastShown ? this.unchanged + 1 : 0;
        this.lastShown = shown;
        if (percent === undefined || !Number.isFinite(percent))
            return;
        const last = this.points.at(-1);
        if (last && percent < last.percent)
            this.points = [];
        if (last && percent === last.percent)
            return;
        this.points.push({ at, percent });
    }
    /**
     * Milliseconds from `now` until the job's expected finish (negative once it has passed), from the rate
     * between the first and the latest percentage of this phase; undefined until progress has risen once.
     */
    expectedLeft(now) {
        const first = this.points[0];
        const last = this.points.at(-1);
        if (!first || !last || last === first)
            return undefined;
        const rate = (last.percent - first.percent) / (last.at - first.at);
        return (100 - last.percent) / rate - (now - last.at);
    }
    /** Milliseconds to wait, from `now`, before the next read. */
    nextDelay(now) {
        const left = this.expectedLeft(now);
        if (left === undefined) {
            const growth = this.unchanged >= 3 ? 1.2 ** (this.unchanged - 2) : 1;
            return Math.round(Math.min(2 * this.intervalMs, this.intervalMs * growth));
        }
        if (left > this.ceilingMs) {
            this.late = 0;
            return Math.round(Math.min(this.ceilingMs, Math.max(this.intervalMs, left / 2)));
        }
        if (left > 0) {
            this.late = 0;
            return Math.round(Math.max(this.shortestMs, left + this.marginMs));
        }
        const delay = Math.min(this.intervalMs, this.shortestMs * 2 ** this.late);
        this.late += 1;
        return delay;
    }
}
/** The longest the schedule ever spaces two reads of a job with rising progress. */
const MAX_CEILING_MS = 60_000;

;// CONCATENATED MODULE: ./src/wait/status-line.ts

const BAR_WIDTH = 10;
/** `[██████░░░░]` for 60%. */
function progressBar(percent) {
    const filled = Math.max(0, Math.min(BAR_WIDTH, Math.round((percent / 100) * BAR_WIDTH)));
    return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}]`;
}
/** What the read says about the job, without the estimate: the part that decides whether anything changed. */
function describeState(view) {
    const parts = [view.status || '(no status given)'];
    const running = view.status !== 'completed' && view.status !== 'failed';
    if (running && view.percent !== undefined)
        parts[0] += ` ${progressBar(view.percent)} ${Math.floor(view.percent)}%`;
    else if (running && view.progressText)
        parts[0] += ` ${view.progressText}`;
    if (view.pageCount !== undefined)
        parts.push(`${view.pageCount} pages`);
    return parts.join(' · ');
}
/** `running [██████░░░░] 60% · 240 pages · ~1m 20s left`. */
function describeRead(view) {
    const state = describeState(view);
    return view.leftMs !== undefined && view.leftMs >= 1000
        ? `${state} · ~${(0,primitives_duration/* formatDuration */.a3)(view.leftMs)} left`
        : state;
}
/** Logs one line per read that changed something (status, progress or pages); silent otherwise. */
function logReadsOnChange(log, prefix) {
    let last;
    return (view) => {
        const state = describeState(view);
        if (state !== last)
            log.info(`${prefix}: ${describeRead(view)}`);
        last = state;
    };
}
/** The statuses a wait went through, and when: for the step summary. */
class StatusTimeline {
    seen = [];
    /**
     * Records a read's status (the same status read again extends its stretch). A service that keeps changing
     * its mind is shown by its first changes and its latest one: at most MAX_TIMELINE stretches are kept.
     */
    record(at, status) {
        const shown = status || '(no status given)';
        if (this.seen.at(-1)?.status === shown)
            return;
        if (this.seen.length >= MAX_TIMELINE)
            this.seen.pop();
        this.seen.push({ status: shown, at });
    }
    /** The stretches, the last one ending at `endedAt`. */
    entries(endedAt) {
        return this.seen.map((s, i) => ({
            status: s.status,
            at: s.at,
            ms: Math.max(0, (this.seen[i + 1]?.at ?? endedAt) - s.at),
        }));
    }
}
const MAX_TIMELINE = 12;

;// CONCATENATED MODULE: ./src/wait/wait-messages.ts

/** The message of a wait that ran out of time, shared by the export and agent waits. */
function timeoutMessage(o) {
    return (`${o.what} did not finish within ${(0,primitives_duration/* formatDuration */.a3)(o.timeoutMs)} (${o.timeoutInput}); ` +
        `last status: ${o.lastStatus ?? 'never read'}${o.lastError ? `; last error: ${o.lastError}` : ''}. ${o.advice}`);
}

;// CONCATENATED MODULE: ./src/wait/agent-wait.ts







const FINAL = new Set(['completed', 'archived', 'failed']);
/** Waits until the agent job is completed, archived or failed. Never throws: the report says how it ended. */
async function runAgentWait(deps, options) {
    const { api, clock, log } = deps;
    const startedAt = clock.now();
    const report = {
        projectId: options.projectId,
        jobId: options.jobId,
        outcome: 'error',
        startedAt,
        endedAt: startedAt,
        timeline: [],
    };
    const show = logReadsOnChange(log, `Agent job ${options.jobId}`);
    const timeline = new StatusTimeline();
    // Agent jobs report no progress: reads come every poll-interval, spaced out gently while nothing changes.
    const schedule = new ReadSchedule(options.pollIntervalMs);
    try {
        const result = await pollUntilDone({
            read: (deadline) => api.getAgentJob(options.projectId, options.jobId, deadline),
            isDone: (job) => FINAL.has(job.status),
            onValue: (job) => {
                report.job = job;
                const now = clock.now();
                timeline.record(now, job.status);
                schedule.observe(now, undefined, job.status || '(no status given)');
                show({ status: job.status });
            },
            intervalMs: options.pollIntervalMs,
            nextDelay: (now) => schedule.nextDelay(now),
            what: `Agent job ${options.jobId}`,
            deadline: startedAt + options.timeoutMs,
            clock,
            log,
        });
        if (!result.done) {
            report.outcome = 'timed-out';
            report.error = timeoutMessage({
                what: `Agent job ${options.jobId}`,
                timeoutMs: options.timeoutMs,
                timeoutInput: names/* Inputs */.G0.agentTimeout,
                lastStatus: report.job?.status,
                lastError: result.lastError,
                advice: `The agent may still be working: re-run later, or raise ${names/* Inputs */.G0.agentTimeout}`,
            });
            return report;
        }
        const job = result.value;
        if (job.prLink !== undefined) {
            if ((0,url_rules/* isHttpUrl */.q$)(job.prLink))
                report.prLink = job.prLink;
            else {
                report.invalidPrLink = job.prLink;
                log.warning(`Agent job ${options.jobId}: its prLink is not an http(s) URL; it is shown as text, not as a link`);
            }
        }
        if (job.status === 'failed') {
            report.outcome = 'failed';
            report.error = `Agent job ${options.jobId} failed on the service (the agent hit an unrecoverable error)`;
        }
        else if (job.status === 'archived') {
            report.outcome = 'archived';
        }
        else {
            report.outcome = job.prLink !== undefined ? 'completed' : 'no-changes';
        }
        log.info(report.prLink
            ? `Agent job ${options.jobId} opened a pull request: ${report.prLink}`
            : `Agent job ${options.jobId} ended ${job.status} without a pull request`);
        return report;
    }
    catch (err) {
        report.error = (0,errors/* errorMessage */.g)(err);
        return report;
    }
    finally {
        report.endedAt = clock.now();
        report.timeline = timeline.entries(report.endedAt);
    }
}

;// CONCATENATED MODULE: ./src/wait/progress.ts

/**
 * The one rule for the service's `progress` field, whose type is not documented:
 * - a number from 0 to 100 is a percentage, except that one strictly between 0 and 1 is a fraction
 *   (0.45 → 45%); a text holding such a number, with or without `%`, reads the same;
 * - `{done, total}` (or `current` / `completed` for `done`) is that share of `total`; `{percent}` reads as
 *   its value;
 * - a number over 100 is shown as it is, but is no percentage; any other text is shown (one line, at most 40
 *   characters), with no percentage;
 * - negative, infinite and NaN numbers, empty text and every other shape are ignored (undefined).
 */
function parseProgress(value) {
    if (typeof value === 'number')
        return fromNumber(value);
    if (typeof value === 'string') {
        const text = (0,one_line/* oneLine */.T)(value, 40);
        const numeric = /^(\d+(?:\.\d+)?)%?$/.exec(text);
        const parsed = numeric ? fromNumber(Number(numeric[1])) : undefined;
        if (parsed?.percent !== undefined)
            return parsed;
        return text ? { text } : undefined;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        const o = value;
        const done = o.done ?? o.current ?? o.completed;
        if (isCount(done) && isCount(o.total)) {
            const percent = o.total > 0 && done <= o.total ? (done / o.total) * 100 : undefined;
            return { percent, text: `${done}/${o.total}` };
        }
        if ('percent' in o)
            return parseProgress(o.percent);
    }
    return undefined;
}
function fromNumber(n) {
    if (!Number.isFinite(n) || n < 0)
        return undefined;
    const percent = n > 0 && n < 1 ? n * 100 : n;
    if (percent > 100)
        return { text: String(Math.round(percent)) };
    return { percent, text: `${Math.round(percent * 10) / 10}%` };
}
function isCount(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
/** How a progress value is shown, or undefined when it cannot be shown sensibly. */
function formatProgress(value) {
    return parseProgress(value)?.text;
}
/** A progress value as a percentage (0–100), when it reads as one. */
function progressPercent(value) {
    return parseProgress(value)?.percent;
}
/** A page count of unknown shape: a non-negative integer or a numeric string; otherwise undefined. */
function readPageCount(value) {
    const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)
        return n;
    return undefined;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/wait/reuse.ts




/** Longest job id a record keeps: a cache key holds at most 512 characters. */
const MAX_RECORD_JOB_ID = 100;
/** The seal made with `secret` (the admin key): an HMAC-SHA-256, 32 base64url characters of it. */
function sealWith(secret) {
    return (text) => (0,external_node_crypto_.createHmac)('sha256', secret).update(`docs-export reuse record\n${text}`).digest('base64url').slice(0, 32);
}
/** The prefix of every record's key for a domain and the user's reuse-key (for example a hash of the sources). */
function reuseCacheKey(domain, reuseKey) {
    const slug = domain
        .toLowerCase()
        .replace(/[^a-z0-9.-]+/g, '-')
        .slice(0, 100);
    const digest = (0,external_node_crypto_.createHash)('sha256').update(`${domain}\n${reuseKey}`).digest('hex').slice(0, 32);
    return `docs-static-export-v2-${slug}-${digest}`;
}
/** The key a record is saved under: the prefix, the record as base64url JSON, and its seal. */
function recordKey(prefix, record, seal) {
    if (record.jobId.length > MAX_RECORD_JOB_ID)
        return undefined;
    const { jobId, savedAt, pageCount } = record;
    const sealed = `${prefix}.${Buffer.from(JSON.stringify({ jobId, savedAt, pageCount })).toString('base64url')}`;
    return `${sealed}.${seal(`${record.domain}\n${sealed}`)}`;
}
/** The record a key found under `prefix` holds, if its seal is good for `domain`, checked field by field. */
function recordFromKey(prefix, key, domain, seal) {
    const m = /^(.*)\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{32})$/.exec(key);
    if (!m || m[1] !== prefix)
        return undefined;
    const [, , encoded = '', signature = ''] = m;
    // Both are 32 base64url characters (the pattern above, and sealWith).
    const expected = Buffer.from(seal(`${domain}\n${prefix}.${encoded}`));
    if (expected.length !== 32 || !(0,external_node_crypto_.timingSafeEqual)(expected, Buffer.from(signature)))
        return undefined;
    let value;
    try {
        value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
    return parseReuseRecord(value, domain);
}
/** The store and key prefix for this run, or undefined (with a warning) when the store cannot be used here. */
async function openReuse(open, domain, reuseKey, log) {
    const store = await open();
    if (typeof store === 'string') {
        log.warning(`${names/* Inputs */.G0.reuseKey} is set, but ${store}: exporting normally`);
        return undefined;
    }
    return { store, key: reuseCacheKey(domain, reuseKey) };
}
/** A record read back, checked field by field: a job id of one line, and the same domain. */
function parseReuseRecord(value, domain) {
    if (!value || typeof value !== 'object')
        return undefined;
    const r = value;
    if (typeof r.jobId !== 'string' || !r.jobId || r.jobId !== (0,one_line/* oneLine */.T)(r.jobId, MAX_RECORD_JOB_ID))
        return undefined;
    if (typeof r.savedAt !== 'string')
        return undefined;
    if (r.domain !== undefined && r.domain !== domain)
        return undefined;
    return {
        jobId: r.jobId,
        domain,
        savedAt: (0,one_line/* oneLine */.T)(r.savedAt, 40),
        pageCount: typeof r.pageCount === 'number' && Number.isSafeInteger(r.pageCount) ? r.pageCount : undefined,
    };
}
/** The job an earlier run recorded under this prefix, if the store has one; a store failure is only a warning. */
async function findReuseCandidate(store, prefix, domain, seal, warn) {
    try {
        const key = await store.find(prefix);
        return key === undefined ? undefined : recordFromKey(prefix, key, domain, seal);
    }
    catch (err) {
        warn(`Could not look up the reuse record (${(0,one_line/* oneLine */.T)((0,errors/* errorMessage */.g)(err), 200)}); exporting normally`);
        return undefined;
    }
}
/** Records a freshly completed export for later runs with the same key; a store failure is only a warning. */
async function rememberExport(store, prefix, record, seal, warn) {
    const key = recordKey(prefix, record, seal);
    if (key === undefined)
        return warn('The job id is too long to keep as a reuse record');
    try {
        await store.save(key);
    }
    catch (err) {
        warn(`Could not save the reuse record (${(0,one_line/* oneLine */.T)((0,errors/* errorMessage */.g)(err), 200)})`);
    }
}
/** The earlier job's status if it still reads completed; otherwise undefined (and a new export is started). */
async function checkReusable(api, jobId, deadline, log) {
    try {
        const status = await api.getExportStatus(jobId, deadline);
        if (status.status === 'completed')
            return status;
        log.info(`Export job ${jobId} from an earlier run reads "${status.status || 'no status'}"; starting a new export`);
    }
    catch (err) {
        log.info(`Export job ${jobId} from an earlier run cannot be reused (${(0,errors/* errorMessage */.g)(err)}); starting a new export`);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/wait/export-wait.ts









const isFinal = (s) => s.status === 'completed' || s.status === 'failed';
/** Start (or pick up) an export, wait for it, and generate its bundle link. Never throws: the report says how it ended. */
async function runExport(deps, options) {
    const { api, clock, log } = deps;
    const startedAt = clock.now();
    const deadline = startedAt + options.timeoutMs;
    const report = {
        domain: options.domain,
        jobId: options.jobId,
        resumed: options.jobId !== undefined,
        reused: false,
        startedAt,
        endedAt: startedAt,
        timeline: [],
        outcome: 'error',
    };
    let reason;
    let show = () => undefined;
    const schedule = new ReadSchedule(options.pollIntervalMs);
    const timeline = new StatusTimeline();
    const observe = (s) => {
        report.status = s.status || report.status;
        const progress = parseProgress(s.progress);
        report.progress = progress?.text ?? (s.status === 'completed' ? undefined : report.progress);
        report.pageCount = readPageCount(s.pageCount) ?? report.pageCount;
        reason = s.reason;
        const now = clock.now();
        timeline.record(now, s.status);
        const view = {
            status: s.status,
            percent: progress?.percent,
            progressText: progress?.text,
            pageCount: report.pageCount,
        };
        schedule.observe(now, progress?.percent, describeState(view));
        show({ ...view, leftMs: schedule.expectedLeft(now) });
    };
    try {
        let jobId = options.jobId;
        let finished;
        if (jobId === undefined && options.reuseJobId !== undefined) {
            finished = await checkReusable(api, options.reuseJobId, deadline, log);
            if (finished) {
                jobId = options.reuseJobId;
                report.reused = true;
                log.info(`Reusing export job ${jobId}, finished by an earlier run with the same reuse-key`);
            }
        }
        if (jobId === undefined) {
            log.info(`Starting an export of ${options.domain}`);
            jobId = await api.startExport(options.domain, deadline);
        }
        else if (!report.reused) {
            log.info(`Using existing export job ${jobId}`);
        }
        report.jobId = jobId;
        deps.onJobId?.(jobId);
        const id = jobId;
        show = logReadsOnChange(log, `Export job ${id}`);
        if (finished)
            observe(finished);
        const result = finished
            ? { done: true, value: finished }
            : await pollUntilDone({
                read: (d) => api.getExportStatus(id, d),
                isDone: isFinal,
                onValue: observe,
                intervalMs: options.pollIntervalMs,
                nextDelay: (now) => schedule.nextDelay(now),
                deadline,
                what: `Export job ${id}`,
                clock,
                log,
            });
        if (!result.done) {
            report.outcome = 'timed-out';
            report.error = timeoutMessage({
                what: `Export job ${id}`,
                timeoutMs: options.timeoutMs,
                timeoutInput: names/* Inputs */.G0.exportTimeout,
                lastStatus: report.status,
                lastError: result.lastError,
                advice: `The job may still finish on the service: to pick it up, re-run with ${names/* Inputs */.G0.exportJobId}: ${id}`,
            });
            return report;
        }
        if (result.value.status === 'failed') {
            report.outcome = 'failed';
            report.error = `Export job ${id} failed on the service${reason ? `: ${reason}` : ''}`;
            return report;
        }
        const link = await api.generateBundle(id, deadline);
        report.bundleUrl = link.bundleUrl;
        report.expiresAt = link.expiresAt;
        report.outcome = 'completed';
        log.info(`Bundle link ready: ${(0,url_rules/* redactUrl */.BO)(link.bundleUrl)} (query withheld)${link.expiresAt ? `, expires ${link.expiresAt}` : ''}`);
        if (!link.expiresAt)
            log.warning('The service sent no expiresAt that reads as a time for the bundle link');
        const linkUrl = new URL(link.bundleUrl);
        if (linkUrl.protocol === 'http:' && !(0,url_rules/* isLoopbackHost */.cW)(linkUrl.hostname)) {
            log.warning('The bundle link is plain http: anyone on the way could alter the bundle (bundle-sha256 is of the bytes that arrived)');
        }
        return report;
    }
    catch (err) {
        report.outcome = 'error';
        report.error = (0,errors/* errorMessage */.g)(err);
        return report;
    }
    finally {
        report.endedAt = clock.now();
        report.timeline = timeline.entries(report.endedAt);
    }
}
/** Runs the export stage (see ExportStageOptions); never throws: the report says how it ended. */
async function runExportStage(deps, stage) {
    const timing = { timeoutMs: stage.timeoutMs, pollIntervalMs: stage.pollIntervalMs };
    if (stage.mode === 'start')
        return runExport(deps, { domain: stage.domain, ...timing });
    if (stage.mode === 'resume')
        return runExport(deps, { domain: stage.domain, jobId: stage.jobId, ...timing });
    const { domain } = stage;
    const warn = (message) => deps.log.warning(message);
    const reuse = await openReuse(deps.openReuseStore, domain, stage.reuseKey, deps.log);
    const seal = deps.sealReuseRecord;
    const candidate = reuse ? await findReuseCandidate(reuse.store, reuse.key, domain, seal, warn) : undefined;
    const report = await runExport(deps, { domain, reuseJobId: candidate?.jobId, ...timing });
    if (reuse && report.outcome === 'completed' && !report.reused && report.jobId) {
        const record = { jobId: report.jobId, domain, pageCount: report.pageCount };
        const savedAt = new Date(deps.clock.now()).toISOString();
        await rememberExport(reuse.store, reuse.key, { ...record, savedAt }, seal, warn);
    }
    return report;
}

;// CONCATENATED MODULE: ./src/main.ts
















/**
 * Composition root: reads the inputs, plans the run, wires the adapters, runs the stages, writes the outputs
 * and the summary, and is the one place that fails the step. Everything it shows goes through one redactor.
 * The waits and the API client, which every planned run uses, are part of start-up; the delivery, the GitHub
 * comment and the summary's renderers are loaded when the plan needs them, fetched while the stages run.
 */
async function run() {
    const redactor = new Redactor();
    const io = createRunnerIo(redactor);
    const fail = (message) => core/* setFailed */.C1(redactor.redact(message));
    try {
        registerSecrets(redactor);
        let config;
        try {
            config = parseInputs((name) => core/* getInput */.V4(name));
        }
        catch (err) {
            fail((0,errors/* errorMessage */.g)(err));
            if (err instanceof InputError && err.summary) {
                const { renderInputErrorSummary } = await __nccwpck_require__.e(/* import() */ 211).then(__nccwpck_require__.bind(__nccwpck_require__, 9211));
                await io.summary(renderInputErrorSummary(err.problems));
            }
            return;
        }
        const tempDir = process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
        const plan = planRun(config, {
            cwd: process.cwd(),
            tempDir,
            workspace: process.env.GITHUB_WORKSPACE,
            home: (0,external_node_os_.homedir)(),
        });
        const progress = {};
        const cleanups = new primitives_cleanups/* CleanupList */.j();
        handleInterruptions(plan, progress, cleanups, io, fail);
        const api = withLinksRedacted(createApiClient(config.baseUrl, {
            apiKey: config.apiKey,
            requestTimeoutMs: config.requestTimeoutMs,
            retries: config.retries,
            clock: systemClock,
            log: io.log,
        }), redactor);
        const deps = {
            api,
            clock: systemClock,
            log: io.log,
            cleanups,
            redactFile: (text) => redactor.redact(text, { keepLinks: true }),
            sealReuseRecord: sealWith(config.apiKey),
        };
        // Fetched while the stages run (once their first requests are out), used once they end.
        const afterStart = new Promise((resolve) => setImmediate(resolve));
        const summaryModule = afterStart.then(() => __nccwpck_require__.e(/* import() */ 211).then(__nccwpck_require__.bind(__nccwpck_require__, 9211)));
        const deliveryModule = plan.delivery ? afterStart.then(() => __nccwpck_require__.e(/* import() */ 204).then(__nccwpck_require__.bind(__nccwpck_require__, 204))) : undefined;
        const commentModules = plan.agent?.comment.enabled ? afterStart.then(loadCommentModules) : undefined;
        for (const early of [summaryModule, deliveryModule, commentModules])
            early?.catch(() => undefined);
        // The export and the agent wait are independent: run them side by side.
        const [exported, agent] = await Promise.all([
            plan.export ? exportAndDeliver(plan, deps, progress, io, deliveryModule) : undefined,
            plan.agent ? runAgentWait(deps, plan.agent.wait) : undefined,
        ]);
        const { renderAgentSummary, renderExportSummary } = await summaryModule;
        const failures = [];
        const sections = [];
        /** A summary section; one that cannot be rendered costs a warning, never the rest of the run. */
        const section = (render) => {
            try {
                sections.push(render());
            }
            catch (err) {
                io.log.warning(`Could not write part of the step summary: ${(0,errors/* errorMessage */.g)(err)}`);
            }
        };
        if (exported) {
            writeExportOutputs(io, exported.report, exported.delivery);
            section(() => renderExportSummary(exported.report, Date.now(), exported.delivery));
            if (exported.report.outcome !== 'completed')
                failures.push(exported.report.error ?? 'The export did not complete');
            if (exported.delivery?.error)
                failures.push(exported.delivery.error);
        }
        if (agent && plan.agent) {
            const comment = await commentOnAgent(plan.agent, config, agent, io, redactor, commentModules);
            writeAgentOutputs(io, agent, comment);
            section(() => renderAgentSummary(agent, comment));
            if (agent.outcome === 'failed' && !plan.agent.failOnFailure) {
                io.log.warning(`${agent.error} (not failing the step: ${names/* Inputs */.G0.failOnAgentFailure} is false)`);
            }
            else if (agent.error) {
                failures.push(agent.error);
            }
            if (comment.kind === 'forbidden' || comment.kind === 'rate-limited')
                io.log.warning(comment.reason);
            if (comment.kind === 'failed')
                failures.push(comment.reason);
        }
        if (plan.summary)
            await io.summary(sections.join('\n'));
        if (failures.length > 0)
            fail(failures.join('\n'));
    }
    catch (err) {
        fail(`Unexpected error: ${(0,errors/* errorMessage */.g)(err)}`);
    }
}
/**
 * The secrets the redactor removes, and the runner masks: the key and the GitHub token (as given and as
 * trimmed), and the credentials of any proxy the environment names.
 */
function registerSecrets(redactor) {
    for (const name of [names/* Inputs */.G0.apiKey, names/* Inputs */.G0.githubToken]) {
        const raw = core/* getInput */.V4(name, { trimWhitespace: false });
        if (!raw)
            continue;
        core/* setSecret */.Pq(raw);
        if (raw.trim() !== raw && raw.trim())
            core/* setSecret */.Pq(raw.trim());
        redactor.addSecret(raw);
    }
    for (const credential of (0,proxy_choice/* proxyCredentials */.FF)(process.env)) {
        if (credential.length >= 6)
            core/* setSecret */.Pq(credential);
        redactor.addSecret(credential);
    }
}
/** The API client, with every bundle link it hands out registered with the redactor as it arrives. */
function withLinksRedacted(api, redactor) {
    return {
        ...api,
        async generateBundle(jobId, deadline) {
            const link = await api.generateBundle(jobId, deadline);
            redactor.addLink(link.bundleUrl);
            return link;
        },
    };
}
/**
 * When the run is cancelled (the runner sends SIGINT, then SIGTERM), or an error escapes everything (a bug):
 * remove what the run had half made (a staged extraction, a partial download), then fail with a message that
 * says how to pick the export up again, in the log and the summary, and exit. All of it synchronous: nothing
 * else of the run gets to run again.
 */
function handleInterruptions(plan, progress, cleanups, io, fail) {
    const stop = (title, what) => {
        cleanups.runAll();
        const job = progress.exportJobId;
        let resume = '';
        if (job && progress.exportCompleted) {
            resume = ` Export job ${job} had completed: re-run with ${names/* Inputs */.G0.exportJobId}: ${job} to deliver its bundle.`;
        }
        else if (job) {
            resume = ` Export job ${job} goes on on the service: re-run with ${names/* Inputs */.G0.exportJobId}: ${job} to pick it up.`;
        }
        const message = `${what}${resume}`;
        fail(message);
        if (plan.summary)
            io.summaryNow(`### ${title}\n\n${(0,markdown/* escapeMarkdown */.FV)(message, 1000)}\n`);
        return process.exit(1);
    };
    const onSignal = (signal) => {
        stop('Cancelled', `The run was cancelled (${signal}) before it finished.`);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    process.once('uncaughtException', (err) => {
        stop('Failed', `Unexpected error: ${(0,errors/* errorMessage */.g)(err)}.`);
    });
}
/** The export stage, then the delivery of its bundle when the plan asks for one and the export completed. */
async function exportAndDeliver(plan, deps, progress, io, deliveryModule) {
    const report = await runExportStage({
        ...deps,
        onJobId: (id) => {
            progress.exportJobId = id;
            io.output(names/* Outputs */.tY.exportJobId, id);
        },
        openReuseStore: () => openReuseStore(deps.cleanups),
    }, plan.export);
    progress.exportCompleted = report.outcome === 'completed';
    if (!plan.delivery || !deliveryModule || report.outcome !== 'completed')
        return { report };
    const { deliverBundle } = await deliveryModule;
    return { report, delivery: await deliverBundle(deps, report, plan.delivery) };
}
/** The Actions cache as the reuse store; its adapter is loaded only in reuse mode. */
async function openReuseStore(cleanups) {
    const { openActionsCacheStore } = await Promise.all(/* import() */[__nccwpck_require__.e(830), __nccwpck_require__.e(22), __nccwpck_require__.e(336)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6336));
    return openActionsCacheStore(cleanups);
}
/** What the comment is made with: its body, the pull request it goes to, and the sticky-comment logic. */
async function loadCommentModules() {
    const [body, target, context, sticky] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 840).then(__nccwpck_require__.bind(__nccwpck_require__, 7840)),
        __nccwpck_require__.e(/* import() */ 600).then(__nccwpck_require__.bind(__nccwpck_require__, 6600)),
        __nccwpck_require__.e(/* import() */ 68).then(__nccwpck_require__.bind(__nccwpck_require__, 7068)),
        __nccwpck_require__.e(/* import() */ 648).then(__nccwpck_require__.bind(__nccwpck_require__, 7648)),
    ]);
    return { ...body, ...target, ...context, ...sticky };
}
/**
 * Posts or refreshes the agent job's sticky comment on the pull request the run is for. The GitHub context
 * and Octokit are loaded only here, when commenting is on.
 */
async function commentOnAgent(stage, config, agent, io, redactor, commentModules) {
    const { enabled, prNumber, token } = stage.comment;
    // The comment belongs to the agent stage: its waits end with the stage's deadline (with room for a request).
    const deadline = Math.max(agent.startedAt + stage.wait.timeoutMs, Date.now() + 2 * config.requestTimeoutMs);
    const context = enabled ? (await Promise.all(/* import() */[__nccwpck_require__.e(758), __nccwpck_require__.e(487)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8487))).readRunContext() : undefined;
    const { commentMarker, renderAgentComment, resolvePullRequest, workflowRunUrl, commentOnPullRequest } = await (commentModules ?? loadCommentModules());
    const body = redactor.redact(renderAgentComment(agent, context && workflowRunUrl(context)));
    const outcome = await commentOnPullRequest({
        enabled,
        target: context?.repo && resolvePullRequest(context.eventName, context.payload, prNumber),
        token,
        marker: commentMarker(agent.projectId, agent.jobId),
        body,
        openPort: async () => {
            if (!context?.repo || !token)
                throw new Error('no repository or token to comment with');
            const { createCommentsPort } = await Promise.all(/* import() */[__nccwpck_require__.e(758), __nccwpck_require__.e(214), __nccwpck_require__.e(168)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3168));
            return createCommentsPort({
                token,
                apiUrl: context.apiUrl,
                ...context.repo,
                log: io.log,
                userAgent: names/* USER_AGENT */._O,
                requestTimeoutMs: config.requestTimeoutMs,
                retries: config.retries,
                deadline,
            });
        },
    });
    if (outcome.kind === 'posted') {
        io.log.info(`Comment ${outcome.action} on pull request #${outcome.prNumber}: ${outcome.url}`);
    }
    else if (outcome.kind === 'skipped' && !enabled) {
        io.log.info(`No comment posted: ${outcome.reason}`);
    }
    else if (outcome.kind === 'skipped') {
        io.notice(`No comment posted: ${outcome.reason}`);
        io.group('Comment that would have been posted', body);
    }
    return outcome;
}
function writeExportOutputs(io, report, delivery) {
    io.output(names/* Outputs */.tY.exportJobId, report.jobId ?? '');
    io.output(names/* Outputs */.tY.exportStatus, report.status ?? '');
    io.output(names/* Outputs */.tY.pageCount, report.pageCount === undefined ? '' : String(report.pageCount));
    // The presigned link is an output, never a log line (see RunnerIo.output).
    io.output(names/* Outputs */.tY.bundleUrl, report.bundleUrl ?? '');
    io.output(names/* Outputs */.tY.expiresAt, report.expiresAt ?? '');
    io.output(names/* Outputs */.tY.reused, String(report.reused));
    io.output(names/* Outputs */.tY.bundlePath, delivery?.ok ? (delivery.bundlePath ?? '') : '');
    io.output(names/* Outputs */.tY.bundleSha256, delivery?.ok ? (delivery.download?.sha256 ?? '') : '');
    io.output(names/* Outputs */.tY.bundleSize, delivery?.ok && delivery.download ? String(delivery.download.size) : '');
    io.output(names/* Outputs */.tY.extractPath, delivery?.ok ? (delivery.extractPath ?? '') : '');
}
function writeAgentOutputs(io, report, comment) {
    io.output(names/* Outputs */.tY.agentStatus, report.job?.status ?? '');
    io.output(names/* Outputs */.tY.prLink, report.prLink ?? '');
    io.output(names/* Outputs */.tY.commentUrl, comment.kind === 'posted' ? comment.url : '');
}

;// CONCATENATED MODULE: ./src/index.ts

void run();


//# sourceMappingURL=index.js.map