// A loopback simulator of the service's admin API (agent jobs and static export), plus the object store that
// serves presigned bundle links. No dependencies. Used by the tests, the demo and the benchmarks.
import { createHmac, randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { makeTarGz, sampleSiteEntries } from './archive.mjs';

export const DEFAULT_API_KEY = 'dsk_admin_7f3c1e9a2b4d6f80a1c3e5b7d9f1a3c5';

/** The default life of an export job: queued, running with progress and page count, completed. */
export const DEFAULT_EXPORT_SCRIPT = [
  { status: 'queued' },
  { status: 'running', progress: 0, pageCount: 0 },
  { status: 'running', progress: 35, pageCount: 42 },
  { status: 'running', progress: 80, pageCount: 96 },
  { status: 'completed', progress: 100, pageCount: 120 },
];

/**
 * @typedef {object} Fault
 * @property {'start'|'status'|'bundle'|'agent'|'storage'|'any'} route
 * @property {number} [status]          answer with this HTTP status
 * @property {Record<string,string>} [headers]
 * @property {string} [body]            raw body (default: a JSON error for 4xx/5xx)
 * @property {boolean} [reset]          destroy the connection without answering
 * @property {boolean} [afterHandling]  handle the request normally, then reset instead of answering
 * @property {number} [delayMs]         wait this long before handling
 * @property {number} [times]           how many requests it applies to (default 1)
 * @property {number} [dropAfterBytes]  storage: send this many body bytes, then reset the connection
 * @property {Buffer} [thenReplaceBundle]  storage, with dropAfterBytes: serve these bytes from then on
 *
 * @typedef {object} SimulatorOptions
 * @property {string} [apiKey]
 * @property {'enterprise'|'pro'} [plan]
 * @property {string} [basePath]        path prefix of the API, e.g. '/api'
 * @property {'time'|'read'} [advance]  jobs move on with time (frameMs per frame) or one frame per status read
 * @property {number} [frameMs]
 * @property {object[]} [exportScript]  frames of every new export job (status bodies)
 * @property {number} [linkTtlMs]       life of a bundle link
 * @property {Buffer} [bundle]          bytes served for every bundle
 * @property {number} [storageBytesPerSecond]  throttle the object store to this rate (a runner-like link)
 * @property {string} [storageHost]     host name in bundle links (the store listens on 127.0.0.1; a test proxy
 *                                       can map a name such as storage.test there)
 * @property {{ cert: string, key: string }} [storageTls]  serve bundle links over HTTPS
 * @property {boolean} [closeDelimited]  bodies framed by the connection's close
 * @property {boolean} [noValidator]     no ETag (nor Last-Modified) on bundles
 * @property {boolean} [ignoreIfRange]   answer a Range without checking If-Range (a broken server)
 * @property {boolean} [rangeWithoutValidator] send a 206 without ETag (nor Last-Modified)
 * @property {boolean} [endlessBody]     an endless bundle body
 * @property {number} [port]
 */

/** @param {SimulatorOptions} [options] */
export async function startSimulator(options = {}) {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const signingKey = randomBytes(16);
  const sim = {
    url: '',
    storageUrl: '',
    apiKey,
    plan: options.plan ?? 'enterprise',
    advance: options.advance ?? 'time',
    frameMs: options.frameMs ?? 500,
    exportScript: options.exportScript ?? DEFAULT_EXPORT_SCRIPT,
    linkTtlMs: options.linkTtlMs ?? 15 * 60_000,
    bundle: options.bundle ?? makeTarGz(sampleSiteEntries()),
    /** When set, bundles are streamed from this file instead of `bundle` (for large benchmarks). */
    bundleFile: options.bundleFile,
    /** Storage answers every request whole, as a server without Range support would. */
    ignoreRange: options.ignoreRange ?? false,
    /** Storage sends bodies with chunked transfer coding instead of Content-Length. */
    chunked: options.chunked ?? false,
    /** When set, the object store sends at most this many bytes per second. */
    storageBytesPerSecond: options.storageBytesPerSecond,
    /** Storage sends bodies framed by the connection's close: no Content-Length, no chunking. */
    closeDelimited: options.closeDelimited ?? false,
    /** Storage names no version of the object: no ETag, no Last-Modified. */
    noValidator: options.noValidator ?? false,
    /** Storage ignores If-Range and answers a Range with the current object's bytes (a broken server). */
    ignoreIfRange: options.ignoreIfRange ?? false,
    rangeWithoutValidator: options.rangeWithoutValidator ?? false,
    /** Storage sends an endless body (zeros, chunked) for every bundle. */
    endlessBody: options.endlessBody ?? false,
    /** Replaces the bundle served from now on: a new object, with a new ETag. */
    replaceBundle(buffer) {
      sim.bundle = buffer;
      sim.bundleFile = undefined;
    },
    exportJobs: /** @type {Map<string, any>} */ (new Map()),
    agentJobs: /** @type {Map<string, any>} */ (new Map()),
    faults: /** @type {Fault[]} */ ([]),
    /** every API request */
    requests:
      /** @type {Array<{ method?: string, route: string, path: string, headers: import('node:http').IncomingHttpHeaders, body: string }>} */ ([]),
    /** every storage request */
    storageRequests:
      /** @type {Array<{ method?: string, path: string, query: string, headers: import('node:http').IncomingHttpHeaders }>} */ ([]),
    nextId: 1,

    /** @param {Fault} fault */
    addFault(fault) {
      sim.faults.push({ times: 1, ...fault });
    },
    /** Creates an export job directly (as if started earlier). */
    createExportJob({ id, domain = 'docs.example.com', script = sim.exportScript } = {}) {
      const job = {
        id: id ?? `exp_${String(sim.nextId++).padStart(4, '0')}${randomBytes(3).toString('hex')}`,
        domain,
        script,
        reads: 0,
        createdAt: Date.now(),
      };
      sim.exportJobs.set(job.id, job);
      return job;
    },
    /** Creates an agent job; its frames are AgentJob bodies (merged over the defaults). */
    createAgentJob({ projectId = 'proj_docs', id, script } = {}) {
      const jobId = id ?? `agt_${String(sim.nextId++).padStart(4, '0')}`;
      const base = {
        id: jobId,
        status: 'active',
        source: { repository: 'https://github.com/acme/docs', ref: 'main' },
        model: 'docs-agent-large',
        prLink: null,
        createdAt: new Date().toISOString(),
        archivedAt: null,
      };
      const frames = (
        script ?? [{}, {}, { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }]
      ).map((f) => ({ ...base, ...f }));
      const job = {
        key: `${projectId}/${jobId}`,
        projectId,
        id: jobId,
        script: frames,
        reads: 0,
        createdAt: Date.now(),
      };
      sim.agentJobs.set(job.key, job);
      return job;
    },
    countRequests(route) {
      return sim.requests.filter((r) => r.route === route).length;
    },
    async close() {
      await Promise.all([closeServer(api), closeServer(storage)]);
    },
  };

  const frameOf = (job) => {
    const index = sim.advance === 'read' ? job.reads : Math.floor((Date.now() - job.createdAt) / sim.frameMs);
    return job.script[Math.min(index, job.script.length - 1)];
  };

  const takeFault = (route) => {
    const i = sim.faults.findIndex((f) => f.route === route || f.route === 'any');
    if (i < 0) return undefined;
    const fault = sim.faults[i];
    fault.times -= 1;
    if (fault.times <= 0) sim.faults.splice(i, 1);
    return fault;
  };

  const sign = (path, expires) =>
    createHmac('sha256', signingKey).update(`${path}\n${expires}`).digest('hex');

  const api = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const body = await readBody(req);
    const route = routeOf(req.method ?? 'GET', url.pathname, basePath);
    sim.requests.push({
      method: req.method,
      route: route?.name ?? 'unknown',
      path: url.pathname,
      headers: req.headers,
      body,
      at: Date.now(),
    });
    if (!route) return json(res, 404, { error: `No route for ${req.method} ${url.pathname}` });

    const fault = takeFault(route.name);
    if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs).unref());
    if (fault?.reset) return req.socket.destroy();
    if (fault?.status) {
      const text = fault.body ?? JSON.stringify({ error: `Simulated HTTP ${fault.status}` });
      res.writeHead(fault.status, {
        'content-type': fault.body ? 'text/html' : 'application/json',
        ...fault.headers,
      });
      return res.end(text);
    }
    const answer = (status, value) =>
      fault?.afterHandling ? req.socket.destroy() : json(res, status, value);

    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return answer(401, { error: 'Unauthorized: invalid or missing admin API key' });
    }
    if (route.name !== 'agent' && sim.plan !== 'enterprise') {
      return answer(403, { error: 'Static export requires an Enterprise plan' });
    }

    switch (route.name) {
      case 'start': {
        let parsed;
        try {
          parsed = JSON.parse(body);
        } catch {
          return answer(400, { error: 'Request body must be JSON' });
        }
        if (req.headers['content-type']?.split(';')[0] !== 'application/json') {
          return answer(415, { error: 'Content-Type must be application/json' });
        }
        if (typeof parsed?.domain !== 'string' || !parsed.domain)
          return answer(400, { error: 'domain is required' });
        const job = sim.createExportJob({ domain: parsed.domain });
        return answer(202, { jobId: job.id, status: 'queued', domain: job.domain });
      }
      case 'status': {
        const job = sim.exportJobs.get(route.params[0]);
        if (!job) return answer(404, { error: 'Export job not found' });
        const frame = frameOf(job);
        job.reads += 1;
        return answer(200, {
          jobId: job.id,
          domain: job.domain,
          ...frame,
          updatedAt: new Date().toISOString(),
        });
      }
      case 'bundle': {
        const job = sim.exportJobs.get(route.params[0]);
        if (!job) return answer(404, { error: 'Export job not found' });
        if (frameOf(job).status !== 'completed') return answer(409, { error: 'Export job is not completed' });
        const expires = Date.now() + sim.linkTtlMs;
        const path = `/bundles/${encodeURIComponent(job.id)}/site.tar.gz`;
        // Every link is distinct (X-Link counts them), as a real presigned link's date and nonce make it.
        const link = sim.nextId++;
        const bundleUrl = `${sim.storageUrl}${path}?X-Link=${link}&X-Expires=${expires}&X-Signature=${sign(`${path}#${link}`, expires)}`;
        return answer(200, { jobId: job.id, bundleUrl, expiresAt: new Date(expires).toISOString() });
      }
      case 'agent': {
        const [projectId, id] = route.params;
        const job = sim.agentJobs.get(`${projectId}/${id}`);
        if (!job) return answer(404, { error: 'Agent job not found' });
        const frame = frameOf(job);
        job.reads += 1;
        return answer(200, frame);
      }
    }
  });

  const serveStorage = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://storage');
    sim.storageRequests.push({
      method: req.method,
      path: url.pathname,
      query: url.search,
      headers: req.headers,
      at: Date.now(),
    });
    const fault = takeFault('storage');
    if (fault?.reset) return req.socket.destroy();
    if (fault?.status) {
      res.writeHead(fault.status, fault.headers);
      return res.end(fault.body ?? '');
    }
    const expires = Number(url.searchParams.get('X-Expires'));
    const linkId = url.searchParams.get('X-Link');
    const signature = url.searchParams.get('X-Signature') ?? '';
    if (
      !/^\/bundles\/[^/]+\/site\.tar\.gz$/.test(url.pathname) ||
      signature !== sign(`${url.pathname}#${linkId}`, expires)
    ) {
      return xmlError(res, 403, 'SignatureDoesNotMatch', 'The request signature does not match');
    }
    if (Date.now() > expires) return xmlError(res, 403, 'AccessDenied', 'Request has expired');
    if (sim.endlessBody) {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      const zeros = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (!res.destroyed && res.write(zeros));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.on('close', () => res.removeAllListeners('drain'));
      return pump();
    }
    const size = sim.bundleFile ? statSync(sim.bundleFile).size : sim.bundle.length;
    // The object's version: a strong ETag from its bytes (a file bundle is fixed for the simulator's life).
    const etag = sim.bundleFile
      ? '"sim-file"'
      : `"sim-${createHmac('sha256', 'etag').update(sim.bundle).digest('hex').slice(0, 16)}"`;
    const ifRange = req.headers['if-range'];
    const rangeAllowed = !sim.ignoreRange && (ifRange === undefined || ifRange === etag || sim.ignoreIfRange);
    const range = rangeAllowed ? /^bytes=(\d+)-$/.exec(req.headers.range ?? '') : null;
    const start = range ? Number(range[1]) : 0;
    if (start >= size && size > 0) {
      res.writeHead(416, { 'content-range': `bytes */${size}` });
      return res.end();
    }
    const headers = {
      'content-type': 'application/gzip',
      ...(sim.chunked || sim.closeDelimited ? {} : { 'content-length': String(size - start) }),
      'accept-ranges': sim.ignoreRange ? 'none' : 'bytes',
      ...(sim.noValidator || (range && sim.rangeWithoutValidator) ? {} : { etag }),
      ...(sim.closeDelimited ? { connection: 'close' } : {}),
    };
    if (range) headers['content-range'] = `bytes ${start}-${size - 1}/${size}`;
    // Without a length or chunking, the body ends when the connection closes.
    if (sim.closeDelimited) res.useChunkedEncodingByDefault = false;
    res.writeHead(range ? 206 : 200, headers);
    if (req.method === 'HEAD') return res.end();
    const end = fault?.dropAfterBytes !== undefined ? start + fault.dropAfterBytes : size;
    const body = sim.bundleFile
      ? createReadStream(sim.bundleFile, { start, end: Math.min(end, size) - 1, highWaterMark: 256 * 1024 })
      : [sim.bundle.subarray(start, end)];
    const source = sim.bundleFile
      ? body
      : (async function* () {
          yield* body;
        })();
    const rate = sim.storageBytesPerSecond;
    const began = Date.now();
    let sent = 0;
    (async () => {
      for await (const whole of source) {
        // Throttled: in pieces of 64 KiB, each sent no earlier than the rate allows.
        const pieces = rate ? Math.ceil(whole.length / 65536) : 1;
        for (let i = 0; i < pieces; i++) {
          const chunk = rate ? whole.subarray(i * 65536, (i + 1) * 65536) : whole;
          if (rate) {
            const due = began + (sent / rate) * 1000 - Date.now();
            // Unreferenced: a client gone mid-body must not keep the process alive.
            if (due > 0) await new Promise((r) => setTimeout(r, due).unref());
          }
          if (res.destroyed) return;
          sent += chunk.length;
          if (!res.write(chunk)) {
            await new Promise((r) => {
              const done = () => {
                res.off('drain', done);
                res.off('close', done);
                r(undefined);
              };
              res.on('drain', done);
              res.on('close', done);
            });
          }
        }
      }
      if (fault?.dropAfterBytes !== undefined) {
        res.socket?.destroy();
        // The object changes while the client is away: its resume must not splice the two.
        if (fault.thenReplaceBundle) sim.replaceBundle(fault.thenReplaceBundle);
      } else res.end();
    })().catch(() => res.destroy());
  };
  const storage = options.storageTls
    ? createTlsServer(options.storageTls, serveStorage)
    : createServer(serveStorage);

  const port = await listen(api, options.port ?? 0);
  const storagePort = await listen(storage, 0);
  sim.url = `http://127.0.0.1:${port}${basePath}`;
  sim.storageUrl = `${options.storageTls ? 'https' : 'http'}://${options.storageHost ?? '127.0.0.1'}:${storagePort}`;
  return sim;
}

function routeOf(method, pathname, basePath) {
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  const segments = pathname.slice(basePath.length + 1).split('/');
  let params;
  try {
    params = segments.map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
  const [a, b, c, d, e, f] = params;
  if (a === 'v1' && b === 'static-export' && c === 'jobs') {
    if (method === 'POST' && segments.length === 3) return { name: 'start', params: [] };
    if (method === 'GET' && segments.length === 4 && d) return { name: 'status', params: [d] };
    if (method === 'POST' && segments.length === 5 && d && e === 'bundle')
      return { name: 'bundle', params: [d] };
  }
  if (a === 'v2' && b === 'agent' && d === 'job' && method === 'GET' && segments.length === 5 && c && e) {
    return { name: 'agent', params: [c, e] };
  }
  void f;
  return undefined;
}

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

function json(res, status, value) {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function xmlError(res, status, code, message) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve(undefined));
  });
}
