import { createApiClient, type ApiClient } from '../src/api-client.js';
import type { Clock, Logger } from '../src/clock.js';
import { parseBaseUrl } from '../src/url.js';

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
