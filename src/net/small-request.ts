import type { Agent, IncomingMessage } from 'node:http';

/** A small, complete HTTP answer: what the admin API sends. */
export interface SmallResponse {
  status: number;
  header(name: string): string | undefined;
  /** Every header, lower-cased names, repeated ones joined with ", ". */
  headers: Array<[string, string]>;
  text: string;
}

/** The request did not complete within its time limit. */
class RequestTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Sends one request whose answer is small (a JSON document), with node:http(s), bounded in time (headers and
 * body together) and in body size. Redirects are returned, never followed. Built-in fetch is not used: its
 * first call alone adds about 15 MB of memory.
 */
export async function sendSmallRequest(
  url: URL,
  o: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    timeoutMs: number;
    maxBodyBytes: number;
    /** An agent for a proxy, when one applies. */
    agent?: Agent;
  },
): Promise<SmallResponse> {
  // Loaded with the first request: a run that ends at its inputs never pays for node:https (and TLS).
  const { request: send } =
    url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  return new Promise((resolve, reject) => {
    const headers = { ...o.headers };
    if (o.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(o.body));
    const req = send(url, { method: o.method, headers, ...(o.agent ? { agent: o.agent } : {}) });
    const timer = setTimeout(() => req.destroy(new RequestTimeoutError('request timed out')), o.timeoutMs);
    const fail = (err: Error): void => {
      clearTimeout(timer);
      reject(err);
    };
    req.on('error', fail);
    req.on('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
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
          headers: Object.entries(res.headers).flatMap(([name, value]): Array<[string, string]> =>
            value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
          ),
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
