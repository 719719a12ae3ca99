import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { formatDuration } from '../primitives/duration.js';
import { proxyAgentFor } from './proxy-choice.js';
import {
  END_BY_PASSED,
  type BodySink,
  type ResponseHead,
  type StreamedResponse,
  type StreamingGetOptions,
} from './streamed-response.js';
import { streamingGetViaProxy } from './streaming-get-via-proxy.js';

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
export async function streamingGet(
  url: URL,
  options: StreamingGetOptions,
  onHead: (head: ResponseHead) => BodySink,
): Promise<StreamedResponse> {
  const agent = await proxyAgentFor(url, options.proxyEnv ?? process.env);
  if (agent) return streamingGetViaProxy(url, options, onHead, agent);
  return new Promise((resolve, reject) => {
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let head: ResponseHead | undefined;
    let headBytes = Buffer.alloc(0);
    let sink: BodySink = () => undefined;
    let body: BodyFramer | undefined;
    let settled = false;
    /** The sink's own failure: thrown, or its promise rejected. Reported as such, never as a network problem. */
    let sinkFailure: Error | undefined;
    /** Promises the sink returned during the current read: reading pauses until they settle. */
    let waits: Array<Promise<void>> = [];
    const guardedSink: BodySink = (chunk) => {
      try {
        const wait = sink(chunk);
        if (wait) waits.push(wait);
      } catch (err) {
        sinkFailure = err as Error;
        throw err;
      }
    };

    const finish = (error?: string, cause?: Error): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (!head) {
        const problem = error ?? 'connection closed';
        const message =
          problem === HEAD_TOO_LARGE || problem === HEAD_MALFORMED
            ? problem
            : `${problem} before the response headers`;
        const err = new Error(message) as Error & { code?: unknown };
        err.code = (cause as { code?: unknown } | undefined)?.code;
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
    const onBytes = (chunk: Buffer): void => {
      if (head) return feed(chunk);
      headBytes = Buffer.concat([headBytes, chunk]);
      for (;;) {
        const end = headBytes.indexOf('\r\n\r\n');
        if (end < 0) {
          if (headBytes.length > MAX_HEAD_BYTES) finish(HEAD_TOO_LARGE);
          return;
        }
        const parsed = parseHead(headBytes.subarray(0, end).toString('latin1'));
        if (!parsed) return finish(HEAD_MALFORMED);
        const rest = Buffer.from(headBytes.subarray(end + 4));
        if (parsed.status >= 100 && parsed.status < 200) {
          // An interim answer (100 Continue): the real one follows; a storage sending nothing else is not one.
          if (++interim > MAX_INTERIM_ANSWERS) return finish(HEAD_MALFORMED);
          headBytes = rest;
          continue;
        }
        headBytes = Buffer.alloc(0);
        head = parsed;
        body = new BodyFramer(parsed);
        sink = onHead(parsed);
        if (rest.length) feed(rest);
        else if (body.done) finish();
        return;
      }
    };
    const feed = (chunk: Buffer): void => {
      try {
        body?.push(chunk, guardedSink);
      } catch (err) {
        return finish((err as Error).message);
      }
      if (body?.done && waits.length === 0) finish();
    };
    /** After a read: when the sink asked to wait, pause reading until it is ready (or finish once it is). */
    const pauseForSink = (): boolean => {
      if (waits.length === 0 || settled) return true;
      const pending = Promise.all(waits);
      waits = [];
      pending.then(
        () => {
          if (body?.done) finish();
          else if (!settled) socket.resume();
        },
        (err: Error) => {
          sinkFailure ??= err;
          finish(err.message);
        },
      );
      return false;
    };

    const connectOptions = {
      host,
      port,
      onread: {
        buffer: Buffer.alloc(READ_BUFFER_BYTES),
        callback: (n: number, buf: Uint8Array): boolean => {
          if (!settled) onBytes(Buffer.from(buf.buffer, buf.byteOffset, n));
          return pauseForSink();
        },
      },
    };
    const socket: Socket =
      url.protocol === 'https:'
        ? tlsConnect({
            ...connectOptions,
            servername: isIp(host) ? undefined : host,
            ca: options.ca ? [options.ca] : undefined,
          })
        : netConnect(connectOptions);
    socket.setTimeout(options.idleTimeoutMs, () =>
      finish(`no data for ${formatDuration(options.idleTimeoutMs)}`),
    );
    void options.deadline?.then((passed) => {
      if (passed) finish(END_BY_PASSED);
    });
    socket.on('error', (err) => finish(err.message, err));
    // A body framed by the connection's close ends with a clean close (FIN), not with a reset or an error.
    socket.on('end', () => {
      if (body?.framedByClose) body.done = true;
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

function isIp(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(':');
}

function parseHead(text: string): ResponseHead | undefined {
  const [statusLine, ...lines] = text.split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
  if (!m) return undefined;
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
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
  readonly framedByClose: boolean;
  private readonly length?: number;
  private readonly chunked: boolean;
  private chunkLeft = 0;
  private state: 'size' | 'data' | 'data-crlf' | 'trailer' = 'size';
  private line = '';

  constructor(head: ResponseHead) {
    this.chunked = /\bchunked\b/i.test(head.headers.get('transfer-encoding') ?? '');
    const length = head.headers.get('content-length');
    const noBody = head.status === 204 || head.status === 304;
    this.length = noBody ? 0 : !this.chunked && length && /^\d+$/.test(length) ? Number(length) : undefined;
    this.framedByClose = !this.chunked && this.length === undefined;
    if (this.length === 0) this.done = true;
  }

  push(chunk: Buffer, sink: BodySink): void {
    if (this.done) return;
    if (!this.chunked) {
      const take =
        this.length === undefined ? chunk.length : Math.min(chunk.length, this.length - this.bytes);
      this.deliver(chunk.subarray(0, take), sink);
      if (this.length !== undefined && this.bytes >= this.length) this.done = true;
      return;
    }
    let i = 0;
    while (i < chunk.length && !this.done) {
      if (this.state === 'data') {
        const take = Math.min(this.chunkLeft, chunk.length - i);
        this.deliver(chunk.subarray(i, i + take), sink);
        this.chunkLeft -= take;
        i += take;
        if (this.chunkLeft === 0) this.state = 'data-crlf';
        continue;
      }
      const c = chunk[i++] as number;
      if (c !== 0x0a) {
        if (c !== 0x0d) this.line += String.fromCharCode(c);
        if (this.line.length > 4096) throw new Error('malformed chunked body');
        continue;
      }
      const line = this.line;
      this.line = '';
      if (this.state === 'data-crlf') {
        if (line !== '') throw new Error('malformed chunked body');
        this.state = 'size';
      } else if (this.state === 'size') {
        const size = parseInt(line.split(';')[0] ?? '', 16);
        if (!Number.isFinite(size) || size < 0) throw new Error('malformed chunked body');
        if (size === 0) this.state = 'trailer';
        else {
          this.chunkLeft = size;
          this.state = 'data';
        }
      } else if (line === '') {
        this.done = true;
      }
    }
  }

  private deliver(part: Buffer, sink: BodySink): void {
    if (part.length === 0) return;
    this.bytes += part.length;
    sink(part);
  }
}
