export const id = 204;
export const ids = [204];
export const modules = {

/***/ 204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deliverBundle: () => (/* binding */ deliverBundle)
});

// EXTERNAL MODULE: ./src/config/names.ts
var names = __webpack_require__(6234);
// EXTERNAL MODULE: ./src/net/url-rules.ts
var url_rules = __webpack_require__(7008);
// EXTERNAL MODULE: ./src/primitives/byte-size.ts
var byte_size = __webpack_require__(6754);
// EXTERNAL MODULE: ./src/primitives/duration.ts
var duration = __webpack_require__(9320);
// EXTERNAL MODULE: ./src/primitives/errors.ts
var errors = __webpack_require__(7611);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/net/streamed-response.ts
/** The error of a request cut off at its deadline. */
const END_BY_PASSED = 'stopped at its deadline';

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
// EXTERNAL MODULE: ./src/net/proxy-choice.ts
var proxy_choice = __webpack_require__(3215);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
;// CONCATENATED MODULE: ./src/net/streaming-get-via-proxy.ts




/**
 * The same GET through an HTTP proxy (HTTPS_PROXY / HTTP_PROXY), with node:http(s) and a proxy agent: the
 * fixed-buffer path talks to the storage directly, so a proxied download trades some speed for reaching it.
 */
function streamingGetViaProxy(url, options, onHead, agent) {
    return new Promise((resolve, reject) => {
        const send = url.protocol === 'https:' ? external_node_https_.request : external_node_http_.request;
        const req = send(url, {
            agent,
            headers: { 'Accept-Encoding': 'identity', ...options.headers },
            ...(options.ca ? { ca: [options.ca] } : {}),
        });
        let head;
        let bytes = 0;
        let settled = false;
        let sinkFailure;
        /** Settles once every promise the sink returned has. */
        let sinkReady = Promise.resolve();
        const finish = (res, error) => {
            if (settled)
                return;
            settled = true;
            // One request per download attempt: never leave a tunnel open that would keep the process alive.
            req.destroy();
            if (!head) {
                reject(new Error(`${error ?? 'connection closed'} before the response headers`));
                return;
            }
            const complete = error === undefined && sinkFailure === undefined && (res?.complete ?? false);
            resolve({
                head,
                bodyBytes: bytes,
                complete,
                framedByClose: res !== undefined &&
                    res.headers['content-length'] === undefined &&
                    res.headers['transfer-encoding'] === undefined,
                error: complete ? undefined : (error ?? 'connection closed'),
                sinkFailure,
            });
        };
        const sinkFailed = (res, err) => {
            sinkFailure ??= err;
            finish(res, err.message);
        };
        req.setTimeout(options.idleTimeoutMs, () => req.destroy(new Error(`no data for ${(0,duration/* formatDuration */.a3)(options.idleTimeoutMs)}`)));
        void options.deadline?.then((passed) => {
            if (passed)
                finish(undefined, END_BY_PASSED);
        });
        req.on('error', (err) => finish(undefined, err.message));
        req.on('response', (res) => {
            const headers = new Map();
            for (const [name, value] of Object.entries(res.headers)) {
                if (value !== undefined)
                    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            head = { status: res.statusCode ?? 0, headers };
            const sink = onHead(head);
            res.on('data', (chunk) => {
                bytes += chunk.length;
                let wait;
                try {
                    wait = sink(chunk);
                }
                catch (err) {
                    return sinkFailed(res, err);
                }
                if (!wait)
                    return;
                res.pause();
                sinkReady = Promise.all([sinkReady, wait]).then(() => undefined);
                wait.then(() => res.resume(), (err) => sinkFailed(res, err));
            });
            res.on('end', () => sinkReady.then(() => finish(res), () => undefined));
            res.on('error', (err) => finish(res, err.message));
            res.on('close', () => {
                if (!res.complete)
                    finish(res, 'connection closed');
            });
        });
        req.end();
    });
}

;// CONCATENATED MODULE: ./src/net/streaming-get.ts






// The streaming GET of large downloads: a minimal HTTP/1.1 client. It reads the socket into one fixed buffer
// (`onread`), so a body of any size is streamed with no per-chunk allocation: memory stays flat and throughput
// stays close to curl's, where node:http and fetch allocate every chunk (twice the memory, half the speed on
// fast links). It handles what object storage sends: Content-Length or chunked bodies, redirects (as answers
// to the caller), TLS with the runtime's certificate checks. No header is sent beyond those given, plus Host,
// Connection and Accept-Encoding.
const READ_BUFFER_BYTES = 256 * 1024;
const MAX_HEAD_BYTES = 64 * 1024;
/** What went wrong with the response headers themselves (every other early end is "… before the response headers"). */
const HEAD_TOO_LARGE = `response headers larger than ${MAX_HEAD_BYTES / 1024} KiB`;
const HEAD_MALFORMED = 'malformed response headers';
/** Interim (1xx) answers read before the real one at most. */
const MAX_INTERIM_ANSWERS = 16;
/**
 * GETs `url`, handing the response head to `onHead` and every body byte to the sink it returns. Goes through
 * the proxy the environment names for the URL, when there is one.
 */
async function streamingGet(url, options, onHead) {
    const agent = await (0,proxy_choice/* proxyAgentFor */.H2)(url, options.proxyEnv ?? process.env);
    if (agent)
        return streamingGetViaProxy(url, options, onHead, agent);
    return new Promise((resolve, reject) => {
        const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
        const host = url.hostname.replace(/^\[|\]$/g, '');
        let head;
        let headBytes = Buffer.alloc(0);
        let sink = () => undefined;
        let body;
        let settled = false;
        /** The sink's own failure: thrown, or its promise rejected. Reported as such, never as a network problem. */
        let sinkFailure;
        /** Promises the sink returned during the current read: reading pauses until they settle. */
        let waits = [];
        const guardedSink = (chunk) => {
            try {
                const wait = sink(chunk);
                if (wait)
                    waits.push(wait);
            }
            catch (err) {
                sinkFailure = err;
                throw err;
            }
        };
        const finish = (error, cause) => {
            if (settled)
                return;
            settled = true;
            socket.destroy();
            if (!head) {
                const problem = error ?? 'connection closed';
                const message = problem === HEAD_TOO_LARGE || problem === HEAD_MALFORMED
                    ? problem
                    : `${problem} before the response headers`;
                const err = new Error(message);
                err.code = cause?.code;
                reject(err);
                return;
            }
            const complete = error === undefined && sinkFailure === undefined && (body?.done ?? false);
            resolve({
                head,
                bodyBytes: body?.bytes ?? 0,
                complete,
                framedByClose: body?.framedByClose,
                error: complete ? undefined : (error ?? 'connection closed'),
                sinkFailure,
            });
        };
        let interim = 0;
        const onBytes = (chunk) => {
            if (head)
                return feed(chunk);
            headBytes = Buffer.concat([headBytes, chunk]);
            for (;;) {
                const end = headBytes.indexOf('\r\n\r\n');
                if (end < 0) {
                    if (headBytes.length > MAX_HEAD_BYTES)
                        finish(HEAD_TOO_LARGE);
                    return;
                }
                const parsed = parseHead(headBytes.subarray(0, end).toString('latin1'));
                if (!parsed)
                    return finish(HEAD_MALFORMED);
                const rest = Buffer.from(headBytes.subarray(end + 4));
                if (parsed.status >= 100 && parsed.status < 200) {
                    // An interim answer (100 Continue): the real one follows; a storage sending nothing else is not one.
                    if (++interim > MAX_INTERIM_ANSWERS)
                        return finish(HEAD_MALFORMED);
                    headBytes = rest;
                    continue;
                }
                headBytes = Buffer.alloc(0);
                head = parsed;
                body = new BodyFramer(parsed);
                sink = onHead(parsed);
                if (rest.length)
                    feed(rest);
                else if (body.done)
                    finish();
                return;
            }
        };
        const feed = (chunk) => {
            try {
                body?.push(chunk, guardedSink);
            }
            catch (err) {
                return finish(err.message);
            }
            if (body?.done && waits.length === 0)
                finish();
        };
        /** After a read: when the sink asked to wait, pause reading until it is ready (or finish once it is). */
        const pauseForSink = () => {
            if (waits.length === 0 || settled)
                return true;
            const pending = Promise.all(waits);
            waits = [];
            pending.then(() => {
                if (body?.done)
                    finish();
                else if (!settled)
                    socket.resume();
            }, (err) => {
                sinkFailure ??= err;
                finish(err.message);
            });
            return false;
        };
        const connectOptions = {
            host,
            port,
            onread: {
                buffer: Buffer.alloc(READ_BUFFER_BYTES),
                callback: (n, buf) => {
                    if (!settled)
                        onBytes(Buffer.from(buf.buffer, buf.byteOffset, n));
                    return pauseForSink();
                },
            },
        };
        const socket = url.protocol === 'https:'
            ? (0,external_node_tls_.connect)({
                ...connectOptions,
                servername: isIp(host) ? undefined : host,
                ca: options.ca ? [options.ca] : undefined,
            })
            : (0,external_node_net_.connect)(connectOptions);
        socket.setTimeout(options.idleTimeoutMs, () => finish(`no data for ${(0,duration/* formatDuration */.a3)(options.idleTimeoutMs)}`));
        void options.deadline?.then((passed) => {
            if (passed)
                finish(END_BY_PASSED);
        });
        socket.on('error', (err) => finish(err.message, err));
        // A body framed by the connection's close ends with a clean close (FIN), not with a reset or an error.
        socket.on('end', () => {
            if (body?.framedByClose)
                body.done = true;
            finish(body?.framedByClose ? undefined : 'connection closed');
        });
        socket.on('close', () => finish('connection closed'));
        socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
            const lines = [
                `GET ${url.pathname}${url.search} HTTP/1.1`,
                `Host: ${url.host}`,
                'Accept-Encoding: identity',
                'Connection: close',
                ...Object.entries(options.headers).map(([k, v]) => `${k}: ${v}`),
            ];
            socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        });
    });
}
function isIp(host) {
    return /^[\d.]+$/.test(host) || host.includes(':');
}
function parseHead(text) {
    const [statusLine, ...lines] = text.split('\r\n');
    const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
    if (!m)
        return undefined;
    const headers = new Map();
    for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
    return { status: Number(m[1]), headers };
}
/** Frames the body: Content-Length, chunked transfer coding, or until the connection closes. */
class BodyFramer {
    bytes = 0;
    done = false;
    framedByClose;
    length;
    chunked;
    chunkLeft = 0;
    state = 'size';
    line = '';
    constructor(head) {
        this.chunked = /\bchunked\b/i.test(head.headers.get('transfer-encoding') ?? '');
        const length = head.headers.get('content-length');
        const noBody = head.status === 204 || head.status === 304;
        this.length = noBody ? 0 : !this.chunked && length && /^\d+$/.test(length) ? Number(length) : undefined;
        this.framedByClose = !this.chunked && this.length === undefined;
        if (this.length === 0)
            this.done = true;
    }
    push(chunk, sink) {
        if (this.done)
            return;
        if (!this.chunked) {
            const take = this.length === undefined ? chunk.length : Math.min(chunk.length, this.length - this.bytes);
            this.deliver(chunk.subarray(0, take), sink);
            if (this.length !== undefined && this.bytes >= this.length)
                this.done = true;
            return;
        }
        let i = 0;
        while (i < chunk.length && !this.done) {
            if (this.state === 'data') {
                const take = Math.min(this.chunkLeft, chunk.length - i);
                this.deliver(chunk.subarray(i, i + take), sink);
                this.chunkLeft -= take;
                i += take;
                if (this.chunkLeft === 0)
                    this.state = 'data-crlf';
                continue;
            }
            const c = chunk[i++];
            if (c !== 0x0a) {
                if (c !== 0x0d)
                    this.line += String.fromCharCode(c);
                if (this.line.length > 4096)
                    throw new Error('malformed chunked body');
                continue;
            }
            const line = this.line;
            this.line = '';
            if (this.state === 'data-crlf') {
                if (line !== '')
                    throw new Error('malformed chunked body');
                this.state = 'size';
            }
            else if (this.state === 'size') {
                const size = parseInt(line.split(';')[0] ?? '', 16);
                if (!Number.isFinite(size) || size < 0)
                    throw new Error('malformed chunked body');
                if (size === 0)
                    this.state = 'trailer';
                else {
                    this.chunkLeft = size;
                    this.state = 'data';
                }
            }
            else if (line === '') {
                this.done = true;
            }
        }
    }
    deliver(part, sink) {
        if (part.length === 0)
            return;
        this.bytes += part.length;
        sink(part);
    }
}

// EXTERNAL MODULE: ./src/net/tls-error.ts
var tls_error = __webpack_require__(2545);
// EXTERNAL MODULE: ./src/primitives/one-line.ts
var one_line = __webpack_require__(5313);
// EXTERNAL MODULE: ./src/service/retry-policy.ts
var retry_policy = __webpack_require__(7856);
// EXTERNAL MODULE: ./src/bundle/destination.ts
var destination = __webpack_require__(9260);
;// CONCATENATED MODULE: ./src/bundle/download.ts














/** The storage refused the presigned link (expired or no longer valid): a fresh link is needed. */
class LinkRejectedError extends errors/* ActionError */.l {
    name = 'LinkRejectedError';
}
const MAX_REDIRECTS = 5;
const MAX_RETRY_WAIT_MS = 60_000;
/** What identifies the object a resumed request must continue: a strong ETag, or else Last-Modified. */
function validatorOf(head) {
    const etag = head.headers.get('etag');
    if (etag && !etag.startsWith('W/'))
        return etag;
    return head.headers.get('last-modified');
}
/**
 * True when a 206 names the same object the download began with: the same strong ETag, or, when the object
 * was known by its Last-Modified, the same Last-Modified. A 206 that names none is no proof.
 */
function sameObject(head, validator) {
    return validator.startsWith('"')
        ? head.headers.get('etag') === validator
        : head.headers.get('last-modified') === validator;
}
/**
 * Streams a presigned link into a target with constant memory, hashing on the way. A dropped connection is
 * resumed with a Range request only when the object can be told apart (If-Range with its ETag or
 * Last-Modified), and a 206 is taken only for that object (the same ETag, the range asked for, the same total
 * size); otherwise the download starts over from the first byte. It is bounded in size (`maxBytes`) and in
 * time (`timeoutMs`, retries included). No credential is ever sent: the presigned URL is its own, and
 * redirects are followed without adding any header. A target that fails (a refused archive, a full disk)
 * ends the download at once: no retry helps it.
 */
async function downloadTo(url, target, s) {
    const startedAt = s.clock.now();
    const endBy = s.endBy ?? (s.timeoutMs === undefined ? undefined : startedAt + s.timeoutMs);
    const timedOut = () => new errors/* ActionError */.l(`Downloading the bundle from ${(0,url_rules/* redactUrl */.BO)(url)} did not finish within ${(0,duration/* formatDuration */.a3)(s.timeoutMs ?? 0)} (${names/* Inputs */.G0.downloadTimeout}); raise it for a slow storage link`);
    const timeLeft = () => (endBy === undefined ? Infinity : endBy - s.clock.now());
    if (timeLeft() <= 0)
        throw timedOut();
    // The deadline, on the injected clock: it cuts off a request however data still flows. Cancelled once the
    // download ends, so no timer outlives it.
    const stopDeadline = new AbortController();
    const deadline = endBy === undefined
        ? undefined
        : s.clock.sleep(timeLeft(), stopDeadline.signal).then(() => true, () => false);
    try {
        return await downloadUntil(url, target, s, { startedAt, deadline, timedOut, timeLeft });
    }
    finally {
        stopDeadline.abort();
    }
}
async function downloadUntil(url, target, s, time) {
    const { startedAt, deadline, timedOut, timeLeft } = time;
    // SHA-256 on this thread: a worker thread was measured slower on two cores, and 17 MB heavier.
    const digest = { hash: (0,external_node_crypto_.createHash)('sha256') };
    let offset = 0;
    let total;
    let validator;
    const startOver = async () => {
        offset = 0;
        total = undefined;
        digest.hash = (0,external_node_crypto_.createHash)('sha256');
        await target.restart();
    };
    let failures = 0;
    let resumes = 0;
    for (;;) {
        let problem;
        /** What the target itself threw: final, whatever it is. */
        let targetFailure;
        try {
            const resume = offset > 0 ? { offset, validator: validator, total } : undefined;
            const got = await fetchOnce(url, resume, target, digest, startOver, s, deadline);
            const { head } = got;
            targetFailure = got.sinkFailure;
            if (targetFailure)
                throw targetFailure;
            if (got.error === END_BY_PASSED)
                throw timedOut();
            if (head.status === 206 && !got.wrote) {
                // Another range, another object (ETag), or another total size: nothing was kept; start over.
                await startOver();
                problem = { message: 'the storage answered the resume with another part or another object' };
            }
            else if (head.status === 200 || head.status === 206) {
                if (got.restarted) {
                    s.log.info('The storage sent the whole bundle again instead of the rest: taking it from the start');
                    offset = 0;
                }
                validator = validatorOf(head) ?? (got.restarted ? undefined : validator);
                total = expectedTotal(head, offset) ?? total;
                offset += got.bodyBytes;
                if (got.complete && (total === undefined || offset === total)) {
                    if (got.framedByClose && total === undefined) {
                        s.log.warning(`The storage sent the bundle without a length (its end was the connection's close): ${offset} bytes arrived, and nothing says they are all`);
                    }
                    return { size: offset, sha256: digest.hash.digest('hex'), resumes, ms: s.clock.now() - startedAt };
                }
                if (total !== undefined && offset > total) {
                    throw new errors/* ActionError */.l(`The bundle download received ${offset} bytes, more than the ${total} announced`);
                }
                problem = {
                    message: got.error
                        ? `connection dropped after ${offset} bytes (${got.error})`
                        : `the body ended after ${offset} of ${total} bytes`,
                };
                if (offset > 0 && !validator) {
                    // Without an ETag or Last-Modified, a resumed request could splice two objects together.
                    await startOver();
                    problem.message += '; the storage names no version of the bundle (ETag, Last-Modified) to resume';
                }
            }
            else {
                const text = got.text;
                if (isLinkRejection(head.status, text)) {
                    throw new LinkRejectedError(`The storage refused the bundle link (HTTP ${head.status}${storageCode(text)}): it has expired or is no longer valid`);
                }
                if (!retry_policy/* TRANSIENT_STATUSES */.SS.has(head.status)) {
                    throw new errors/* ActionError */.l(`Downloading the bundle from ${(0,url_rules/* redactUrl */.BO)(url)} failed: HTTP ${head.status}${storageCode(text)}`);
                }
                problem = {
                    message: `the storage answered HTTP ${head.status}`,
                    retryAfterMs: (0,retry_policy/* parseRetryAfter */.mu)(head.headers.get('retry-after'), s.clock.now()),
                };
            }
        }
        catch (err) {
            if (err instanceof errors/* ActionError */.l || (err !== undefined && err === targetFailure))
                throw err;
            if (err.message?.startsWith(END_BY_PASSED))
                throw timedOut();
            const message = (0,one_line/* oneLine */.T)(err.message ?? String(err), 200);
            const code = String(err.code ?? '');
            if ((0,tls_error/* isTlsError */.s)(code)) {
                throw new errors/* ActionError */.l(`Downloading the bundle from ${(0,url_rules/* redactUrl */.BO)(url)} failed: ${message} (${code}); ${tls_error/* TLS_ADVICE */.F}`);
            }
            problem = { message };
        }
        failures += 1;
        if (failures > s.retries) {
            throw new errors/* ActionError */.l(`Downloading the bundle from ${(0,url_rules/* redactUrl */.BO)(url)} failed after ${failures} attempts: ${problem.message}`);
        }
        if (offset > 0)
            resumes += 1;
        // A storage's Retry-After is honoured up to a minute, and never past download-timeout.
        const delay = Math.min(problem.retryAfterMs ?? (0,retry_policy/* backoffDelay */.EY)(failures - 1, retry_policy/* DEFAULT_BACKOFF */.VU, s.random ?? Math.random), MAX_RETRY_WAIT_MS);
        if (delay >= timeLeft())
            throw timedOut();
        s.log.info(`Bundle download: ${problem.message}; ${offset > 0 ? `resuming at byte ${offset}` : 'retrying'} in ${(0,duration/* formatDuration */.a3)(delay)}`);
        await s.clock.sleep(delay);
    }
}
/**
 * Downloads a presigned link to a file (see downloadTo). The bytes go to a new file beside `dest`, created
 * exclusively (never through a link), which is renamed over `dest` once the download is complete: a file
 * already at `dest` stays as it was until then, a link there is replaced rather than written through, and a
 * failed or cancelled download leaves nothing behind.
 */
async function downloadToFile(url, dest, s) {
    // Made and registered for removal in one synchronous step: a cancellation cannot fall in between.
    const unmakeParents = (0,destination/* makeFolder */.fc)((0,external_node_path_.dirname)(dest));
    const partial = (0,external_node_path_.join)((0,external_node_path_.dirname)(dest), `.${(0,external_node_path_.basename)(dest)}.partial-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(partial, 'wx', 0o644);
    }
    catch (err) {
        unmakeParents();
        throw new errors/* ActionError */.l(`Could not create a file beside ${names/* Inputs */.G0.downloadPath} ${dest} (${err.code ?? err.message})`);
    }
    let open = true;
    const close = () => {
        if (open)
            (0,external_node_fs_.closeSync)(fd);
        open = false;
    };
    const unregister = s.cleanups?.add(() => {
        close();
        (0,external_node_fs_.rmSync)(partial, { force: true });
        unmakeParents();
    });
    let position = 0;
    let done = false;
    try {
        const result = await downloadTo(url, {
            write(chunk) {
                try {
                    for (let written = 0; written < chunk.length;) {
                        const n = (0,external_node_fs_.writeSync)(fd, chunk, written, chunk.length - written, position);
                        written += n;
                        position += n;
                    }
                }
                catch (err) {
                    // A full or read-only disk is not a network problem: no retry helps it.
                    throw new errors/* ActionError */.l(`Could not write the bundle to disk: ${err.message}`);
                }
            },
            restart() {
                position = 0;
            },
        }, s);
        (0,external_node_fs_.ftruncateSync)(fd, result.size);
        close();
        if (s.cleanups?.cancelled)
            throw new errors/* ActionError */.l('The run was cancelled');
        (0,external_node_fs_.renameSync)(partial, dest);
        done = true;
        return result;
    }
    finally {
        if (!done) {
            close();
            (0,external_node_fs_.rmSync)(partial, { force: true });
            unmakeParents();
        }
        unregister?.();
    }
}
/**
 * One GET of the link (following redirects), handing a 200 body, or a 206 that continues the same object, to
 * the target and the hash in order, straight from the socket's read buffer: nothing is queued in memory but
 * what the target asks to wait for.
 */
async function fetchOnce(url, resume, target, digest, startOver, s, deadline) {
    let next = new URL(url);
    const headers = { 'User-Agent': names/* USER_AGENT */._O };
    if (resume) {
        headers.Range = `bytes=${resume.offset}-`;
        headers['If-Range'] = resume.validator;
    }
    const offset = resume?.offset ?? 0;
    const maxBytes = s.maxBytes ?? Infinity;
    const tooLarge = (why) => new errors/* ActionError */.l(`The bundle is larger than ${(0,byte_size/* formatBytes */.z)(maxBytes)} (${names/* Inputs */.G0.downloadMaxSize}): ${why}. Raise ${names/* Inputs */.G0.downloadMaxSize} if it really is that large`);
    for (let hop = 0;; hop++) {
        let text = '';
        let restarted = false;
        let wrote = false;
        const got = await streamingGet(next, { headers, idleTimeoutMs: s.idleTimeoutMs, deadline, ca: s.ca, proxyEnv: s.proxyEnv }, (head) => {
            const location = head.headers.get('location');
            if (head.status >= 300 && head.status < 400 && location)
                return () => undefined;
            const continues = head.status === 206 &&
                resume !== undefined &&
                contentRangeStartsAt(head, offset) &&
                (resume.total === undefined || rangeTotal(head) === resume.total) &&
                sameObject(head, resume.validator);
            wrote = head.status === 200 || continues;
            if (!wrote)
                return (chunk) => void (text.length < 4096 && (text += chunk.toString('latin1')));
            restarted = offset > 0 && head.status === 200;
            const from = restarted ? 0 : offset;
            const announced = expectedTotal(head, from);
            if (announced !== undefined && announced > maxBytes) {
                return () => {
                    throw tooLarge(`the storage announces ${announced} bytes`);
                };
            }
            let received = from;
            return inOrder(restarted ? startOver() : undefined, (chunk) => {
                received += chunk.length;
                if (received > maxBytes)
                    throw tooLarge('more than that arrived');
                digest.hash.update(chunk);
                return target.write(chunk);
            });
        });
        const location = got.head.headers.get('location');
        if (!(got.head.status >= 300 && got.head.status < 400 && location))
            return { ...got, wrote, restarted, text };
        if (hop >= MAX_REDIRECTS)
            throw new errors/* ActionError */.l(`The bundle link redirected more than ${MAX_REDIRECTS} times`);
        const from = next;
        next = new URL(location, next);
        if (next.protocol !== 'https:' && next.protocol !== 'http:') {
            throw new errors/* ActionError */.l(`The bundle link redirected to a ${next.protocol} address`);
        }
        if (from.protocol === 'https:' && next.protocol === 'http:') {
            throw new errors/* ActionError */.l('The bundle link redirected from https to plain http; the action does not follow it');
        }
    }
}
/**
 * A body sink that hands chunks on strictly in order, after `first` (work that must come before the first
 * chunk): while a previous chunk's promise is pending, the next chunk is copied and queued behind it.
 */
function inOrder(first, write) {
    let queue = first;
    const track = (step) => {
        queue = step;
        step.then(() => {
            if (queue === step)
                queue = undefined;
        }, () => undefined);
        return step;
    };
    return (chunk) => {
        if (queue) {
            const copy = Buffer.from(chunk);
            return track(queue.then(() => write(copy)));
        }
        const result = write(chunk);
        return result ? track(result) : undefined;
    };
}
/** The whole object's size a 206 announces (`bytes 100-199/1000` → 1000), when it does. */
function rangeTotal(head) {
    const m = /\/(\d+)$/.exec(head.headers.get('content-range') ?? '');
    return m ? Number(m[1]) : undefined;
}
function contentRangeStartsAt(head, offset) {
    const m = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(head.headers.get('content-range') ?? '');
    return m !== null && Number(m[1]) === offset;
}
/** The whole file's size, from Content-Range (206) or Content-Length (200). */
function expectedTotal(head, offset) {
    const range = /\/(\d+)$/.exec(head.headers.get('content-range') ?? '');
    if (range)
        return Number(range[1]);
    const length = head.headers.get('content-length');
    return length && /^\d+$/.test(length) ? offset + Number(length) : undefined;
}
function isLinkRejection(status, body) {
    if (status === 403 || status === 401)
        return true;
    return status === 400 && /expired|ExpiredToken|AccessDenied|AuthenticationFailed/i.test(body);
}
function storageCode(body) {
    const code = /<Code>([^<]{1,80})<\/Code>/.exec(body)?.[1];
    return code ? `, ${(0,one_line/* oneLine */.T)(code, 80)}` : '';
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/bundle/helm-values.ts




/** The self-hosted chart's values for serving a bundle, as YAML. */
async function renderHelmValues(values) {
    const { stringify } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    const staticExport = { enabled: true, bundleUrl: values.bundleUrl };
    if (values.version)
        staticExport.version = values.version;
    return stringify({ staticExport });
}
/**
 * Writes the values file readable by its owner only (it holds a presigned link). It is written beside the
 * target with mode 0600 and renamed over it, so even a file that existed with wider permissions never holds
 * the link readable by others. Its contents are never printed.
 */
async function writeHelmValuesFile(path, values, redact = (text) => text, cleanups) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const temporary = `${path}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
    // It holds the link until renamed: a cancelled run removes it.
    const unregister = cleanups?.add(() => (0,external_node_fs_.rmSync)(temporary, { force: true }));
    try {
        await (0,promises_.writeFile)(temporary, redact(await renderHelmValues(values)), { mode: 0o600, flag: 'wx' });
        await (0,promises_.rename)(temporary, path);
    }
    finally {
        await (0,promises_.rm)(temporary, { force: true });
        unregister?.();
    }
}

// EXTERNAL MODULE: ./src/service/link-expiry.ts
var link_expiry = __webpack_require__(2055);
;// CONCATENATED MODULE: ./src/bundle/delivery.ts









/** Fresh links asked for at most, when the storage refuses one or it has expired. */
const MAX_LINK_REFRESHES = 2;
/** A link this close to its expiry is not worth starting a download with. */
const EXPIRY_MARGIN_MS = 30_000;
/**
 * Hands a completed export's bundle over: download (verifying size and computing SHA-256), extract, and write
 * the chart's values file. Without download-path, the bundle is extracted as it downloads. extract-path is
 * checked before anything is downloaded. When the link has expired, or the storage refuses it, a fresh link
 * is generated for the same job (at most twice); `report.bundleUrl` and `report.expiresAt` then hold the link
 * that worked. Never throws: the delivery report says how it ended.
 */
async function deliverBundle(deps, report, options) {
    const { api, clock, log, cleanups } = deps;
    const result = { ok: false, refreshedLinks: 0 };
    const { downloadPath, extractPath } = options;
    const jobId = report.jobId;
    const settings = {
        idleTimeoutMs: options.requestTimeoutMs,
        retries: options.retries,
        maxBytes: options.downloadMaxBytes,
        timeoutMs: options.downloadTimeoutMs,
        // One download-timeout for the delivery, however many fresh links it takes.
        endBy: options.downloadTimeoutMs === undefined ? undefined : clock.now() + options.downloadTimeoutMs,
        clock,
        log,
        cleanups,
    };
    const refresh = async (why) => {
        log.info(`${why}: generating a fresh link for export job ${jobId}`);
        const link = await api.generateBundle(jobId, clock.now() + Math.max(60_000, options.requestTimeoutMs * 3));
        report.bundleUrl = link.bundleUrl;
        report.expiresAt = link.expiresAt;
        result.refreshedLinks += 1;
    };
    /** Downloads with the current link, refreshing it when the storage refuses it; `restart` runs before a retry. */
    const download = async (fetch, restart) => {
        const expiry = report.expiresAt ? (0,link_expiry/* parseExpiry */.r)(report.expiresAt) : undefined;
        if (expiry !== undefined && expiry <= clock.now() + EXPIRY_MARGIN_MS)
            await refresh('The bundle link has expired');
        for (;;) {
            try {
                log.info(`Downloading the bundle from ${(0,url_rules/* redactUrl */.BO)(report.bundleUrl)}`);
                return await fetch(report.bundleUrl);
            }
            catch (err) {
                if (!(err instanceof LinkRejectedError) || result.refreshedLinks >= MAX_LINK_REFRESHES)
                    throw err;
                await refresh(err.message);
                await restart?.();
            }
        }
    };
    try {
        const protectedFolders = options.protectedFolders ?? [];
        if (extractPath) {
            await (0,destination/* checkExtractPath */.lL)({ path: extractPath, protectedFolders });
            // Nothing the action writes may land in extract-path: the archive would go with the old content, and the
            // chart values (which carry the link) would be published with the site.
            for (const [input, path] of [
                [names/* Inputs */.G0.downloadPath, downloadPath],
                [names/* Inputs */.G0.helmValuesFile, options.helmValuesFile],
            ]) {
                if (path && ((0,destination/* isInside */.FK)(path, extractPath) || (0,destination/* leadsInto */.gA)(path, extractPath))) {
                    throw new errors/* ActionError */.l(`${input} lies inside ${names/* Inputs */.G0.extractPath}, whose content the bundle replaces`);
                }
            }
        }
        if (downloadPath)
            await (0,destination/* checkFilePath */.QI)({ input: names/* Inputs */.G0.downloadPath, path: downloadPath, protectedFolders });
        if (options.helmValuesFile) {
            await (0,destination/* checkFilePath */.QI)({ input: names/* Inputs */.G0.helmValuesFile, path: options.helmValuesFile, protectedFolders });
        }
        if (downloadPath) {
            result.download = await download((url) => downloadToFile(url, downloadPath, settings));
            result.bundlePath = downloadPath;
            logDownload(log, result.download);
            if (extractPath) {
                const { extractArchive } = await __webpack_require__.e(/* import() */ 151).then(__webpack_require__.bind(__webpack_require__, 1151));
                result.extracted = await extractArchive(downloadPath, extractPath, options.limits, { cleanups });
            }
        }
        else if (extractPath) {
            // The extractors are loaded only when a bundle is extracted.
            const { openExtraction } = await __webpack_require__.e(/* import() */ 151).then(__webpack_require__.bind(__webpack_require__, 1151));
            const extraction = await openExtraction(extractPath, { limits: options.limits, cleanups });
            try {
                const target = extraction;
                result.download = await download((url) => downloadTo(url, target, settings), () => extraction.restart());
                logDownload(log, result.download);
                result.extracted = await extraction.finish();
            }
            catch (err) {
                await extraction.discard();
                throw err;
            }
        }
        if (extractPath && result.extracted) {
            const x = result.extracted;
            result.extractPath = extractPath;
            log.info(`Extracted ${x.files} files (${x.kind}, ${(0,byte_size/* formatBytes */.z)(x.bytes)}) into ${extractPath}${x.replaced ? ', replacing its previous content' : ''}`);
            if (x.leftover) {
                log.warning(`The previous content of ${extractPath} could not be removed (${x.leftoverError}); it was left at ${x.leftover}`);
            }
        }
        if (options.helmValuesFile) {
            await writeHelmValuesFile(options.helmValuesFile, { bundleUrl: report.bundleUrl, version: options.exportVersion }, deps.redactFile, cleanups);
            result.helmValuesFile = options.helmValuesFile;
            log.info(`Wrote the chart values to ${options.helmValuesFile} (mode 0600; contents not shown)`);
        }
        result.ok = true;
    }
    catch (err) {
        result.error = (0,errors/* errorMessage */.g)(err);
    }
    return result;
}
function logDownload(log, d) {
    // A rate is only worth showing for a download big and long enough to have one (never "0.0 MiB/s").
    const mib = d.size / 1024 ** 2;
    const rate = mib >= 1 && d.ms >= 100 ? ` (${(mib * (1000 / d.ms)).toFixed(1)} MiB/s)` : '';
    log.info(`Downloaded ${d.size} bytes in ${(0,duration/* formatDuration */.a3)(d.ms)}${rate}, SHA-256 ${d.sha256}`);
}


/***/ }),

/***/ 9260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   QI: () => (/* binding */ checkFilePath),
/* harmony export */   fc: () => (/* binding */ makeFolder),
/* harmony export */   gA: () => (/* binding */ leadsInto),
/* harmony export */   lL: () => (/* binding */ checkExtractPath)
/* harmony export */ });
/* unused harmony export realLocation */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6234);
/* harmony import */ var _primitives_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7611);





/** macOS and Windows file systems do not, by default, tell `Site` from `site`. */
const FOLDS_CASE = process.platform === 'darwin' || process.platform === 'win32';
/** True when `child` is `parent` or lies inside it. */
function isInside(child, parent) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(parent, child);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel));
}
/**
 * Where `path` leads: the kernel's real path of its longest existing ancestor (every link on the way
 * followed), with the names that do not exist yet after it. A link on the way that leads nowhere is refused:
 * making the folders below it would create them wherever it points.
 */
function realLocation(path, problem) {
    const missing = [];
    for (let at = path;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at)) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(at), ...missing.reverse());
        }
        catch (err) {
            const code = err.code;
            if (code !== 'ENOENT')
                throw problem(`cannot be read (${code ?? err.message})`);
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(at, { throwIfNoEntry: false })?.isSymbolicLink()) {
                throw problem(`is reached through the symbolic link ${at}, which leads nowhere`);
            }
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at) === at)
                return path;
            missing.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(at));
        }
    }
}
/** A path as the file system compares it. */
const folded = (path) => (FOLDS_CASE ? path.toLowerCase() : path);
/**
 * Refuses a destination inside a protected folder that a symbolic link on the way takes elsewhere (a link
 * committed to the repository could lead anywhere), and returns where the destination really is.
 */
function checkReach({ input, path, protectedFolders }) {
    const problem = (what) => new _primitives_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .l(`${input} ${path} ${what}`);
    const real = realLocation(path, problem);
    for (const folder of protectedFolders) {
        if (!isInside(path, folder))
            continue;
        const realFolder = realLocation(folder, problem);
        if (folded((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(folder, path)) !== folded((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(realFolder, real))) {
            throw problem(`is reached through a symbolic link inside ${folder} (it leads to ${real}); the action does not write through links`);
        }
    }
    return real;
}
/** True when `path` leads, wherever links take it, to `folder` or somewhere inside it. */
function leadsInto(path, folder) {
    const unreadable = (what) => new _primitives_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .l(`${path} ${what}`);
    return isInside(folded(realLocation(path, unreadable)), folded(realLocation(folder, unreadable)));
}
/**
 * Checks extract-path: absent or a real folder (not a link, not a file), reached without links inside a
 * protected folder, and neither the root nor a folder that is or holds a protected folder, wherever links
 * take it (its content is replaced).
 */
async function checkExtractPath(place) {
    const { path, protectedFolders } = place;
    const problem = (what) => new _primitives_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .l(`${_config_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.extractPath} ${path} ${what}`);
    const real = checkReach({ ...place, input: _config_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.extractPath });
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(real) === real)
        throw problem('is the root of the file system; name a folder of its own');
    for (const folder of protectedFolders) {
        const realFolder = realLocation(folder, problem);
        if (isInside(folded(realFolder), folded(real))) {
            throw problem(`holds ${folder}, whose content would be replaced; name a folder of its own`);
        }
    }
    const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch((err) => {
        if (err.code === 'ENOENT')
            return undefined;
        throw problem(`cannot be read (${err.code ?? err.message})`);
    });
    if (stat?.isSymbolicLink())
        throw problem('is a symbolic link; the action does not write through links');
    if (stat && !stat.isDirectory())
        throw problem('exists and is not a folder');
}
/**
 * Checks a file the action writes (download-path, helm-values-file): not a folder, and its folder reached
 * without links inside a protected folder. The file itself may be a link: it is replaced by a rename, never
 * written through.
 */
async function checkFilePath(place) {
    const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(place.path).catch(() => undefined);
    if (stat?.isDirectory()) {
        throw new _primitives_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .l(`${place.input} ${place.path} is a folder; name the file to write`);
    }
    checkReach({ ...place, path: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(place.path) });
}
/**
 * Makes `folder` and whichever of its parents are missing; returns what removes the ones it made, deepest
 * first, each only while it is still empty.
 */
function makeFolder(folder) {
    let first;
    try {
        first = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(folder, { recursive: true });
    }
    catch (err) {
        const code = err.code;
        throw new _primitives_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .l(`Could not create the folder ${folder} (${code ?? err.message})`);
    }
    if (first === undefined)
        return () => undefined;
    const made = first;
    return () => {
        for (let at = folder; isInside(at, made); at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at)) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmdirSync)(at);
            }
            catch {
                return;
            }
        }
    };
}


/***/ })

};

//# sourceMappingURL=204.index.js.map