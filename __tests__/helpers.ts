import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { createApiClient, type ApiClient } from '../src/service/admin-api.js';
import type { Clock } from '../src/primitives/clock.js';
import type { Logger } from '../src/primitives/logger.js';
import { parseBaseUrl } from '../src/net/url-rules.js';

/** A clock whose sleeps return at once and move time forward; records every sleep. */
export class FakeClock implements Clock {
  sleeps: number[] = [];
  constructor(public t = Date.now()) {}
  now(): number {
    return this.t;
  }
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.t += Math.max(0, ms);
  }
}

/**
 * A clock whose sleeps wait until the test moves time on with `advance`: for a deadline that must fall in the
 * middle of a transfer, without the test waiting for it in real time.
 */
export class ManualClock implements Clock {
  private readonly waiting = new Set<{ at: number; resolve: () => void }>();
  constructor(public t = Date.now()) {}
  now(): number {
    return this.t;
  }
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const sleeper = { at: this.t + ms, resolve };
      this.waiting.add(sleeper);
      signal?.addEventListener(
        'abort',
        () => {
          this.waiting.delete(sleeper);
          reject(signal.reason as Error);
        },
        { once: true },
      );
    });
  }
  advance(ms: number): void {
    this.t += ms;
    for (const sleeper of this.waiting) {
      if (sleeper.at > this.t) continue;
      this.waiting.delete(sleeper);
      sleeper.resolve();
    }
  }
}

/** Resolves once `condition` holds, checking on every turn of the event loop (at most `limitMs` of them). */
export async function until(condition: () => boolean, limitMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > limitMs) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 5));
  }
}

export class MemoryLogger implements Logger {
  lines: string[] = [];
  info(m: string): void {
    this.lines.push(`info: ${m}`);
  }
  warning(m: string): void {
    this.lines.push(`warning: ${m}`);
  }
  debug(m: string): void {
    this.lines.push(`debug: ${m}`);
  }
  text(): string {
    return this.lines.join('\n');
  }
}

export function baseUrl(text: string): URL {
  const url = parseBaseUrl(text);
  if (typeof url === 'string') throw new Error(url);
  return url;
}

export interface ClientSetup {
  client: ApiClient;
  clock: FakeClock;
  log: MemoryLogger;
}

export function clientFor(
  sim: { url: string; apiKey: string },
  overrides: { apiKey?: string; retries?: number; requestTimeoutMs?: number; random?: () => number } = {},
): ClientSetup {
  const clock = new FakeClock();
  const log = new MemoryLogger();
  const client = createApiClient(baseUrl(sim.url), {
    apiKey: overrides.apiKey ?? sim.apiKey,
    requestTimeoutMs: overrides.requestTimeoutMs ?? 5000,
    retries: overrides.retries ?? 5,
    clock,
    log,
    random: overrides.random ?? (() => 0.5),
  });
  return { client, clock, log };
}

export interface ProxySeen {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A forward proxy on loopback: absolute-form requests for http, CONNECT tunnels for https. Whatever host a
 * request names, it is served from 127.0.0.1 (so test-only names such as storage.test reach the simulator).
 * With `refuse`, every request gets that status instead (407 asks for proxy credentials), with `refuseBody`.
 */
export async function startProxy(options: { refuse?: number; refuseBody?: string } = {}): Promise<{
  url: string;
  seen: ProxySeen[];
  server: Server;
  close: () => Promise<void>;
}> {
  const seen: ProxySeen[] = [];
  const tunnels = new Set<{ destroy: () => void }>();
  const server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    if (options.refuse) {
      res.writeHead(options.refuse, { 'proxy-authenticate': 'Basic realm="proxy"' });
      return res.end();
    }
    const target = new URL(req.url as string);
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target.port || 80,
        path: target.pathname + target.search,
        method: req.method,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req, socket, head) => {
    seen.push({ method: 'CONNECT', url: req.url, headers: req.headers });
    tunnels.add(socket);
    if (options.refuse) {
      const body = options.refuseBody ?? '';
      socket.end(
        `HTTP/1.1 ${options.refuse} Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="proxy"\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return;
    }
    const port = Number((req.url as string).split(':').pop());
    const upstream = connect(port, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    tunnels.add(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const close = async (): Promise<void> => {
    for (const socket of tunnels) socket.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, seen, server, close };
}
