import { request as httpRequest, type Agent, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { formatDuration } from '../primitives/duration.js';
import type { BodySink, ResponseHead, StreamedResponse, StreamingGetOptions } from './streamed-response.js';

/**
 * The same GET through an HTTP proxy (HTTPS_PROXY / HTTP_PROXY), with node:http(s) and a proxy agent: the
 * fixed-buffer path talks to the storage directly, so a proxied download trades some speed for reaching it.
 */
export function streamingGetViaProxy(
  url: URL,
  options: StreamingGetOptions,
  onHead: (head: ResponseHead) => BodySink,
  agent: Agent,
): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      agent,
      headers: { 'Accept-Encoding': 'identity', ...options.headers },
      ...(options.ca ? { ca: [options.ca] } : {}),
    });
    let head: ResponseHead | undefined;
    let bytes = 0;
    let settled = false;
    const finish = (res: IncomingMessage | undefined, error?: string): void => {
      if (settled) return;
      settled = true;
      // One request per download attempt: never leave a tunnel open that would keep the process alive.
      req.destroy();
      if (!head) {
        reject(new Error(`${error ?? 'connection closed'} before the response headers`));
        return;
      }
      const complete = error === undefined && (res?.complete ?? false);
      resolve({
        head,
        bodyBytes: bytes,
        complete,
        error: complete ? undefined : (error ?? 'connection closed'),
      });
    };
    req.setTimeout(options.idleTimeoutMs, () =>
      req.destroy(new Error(`no data for ${formatDuration(options.idleTimeoutMs)}`)),
    );
    req.on('error', (err) => finish(undefined, err.message));
    req.on('response', (res) => {
      const headers = new Map<string, string>();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      head = { status: res.statusCode ?? 0, headers };
      const sink = onHead(head);
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        sink(chunk);
      });
      res.on('end', () => finish(res));
      res.on('error', (err) => finish(res, err.message));
      res.on('close', () => finish(res, res.complete ? undefined : 'connection closed'));
    });
    req.end();
  });
}
