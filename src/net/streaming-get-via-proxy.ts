import { request as httpRequest, type Agent, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { formatDuration } from '../primitives/duration.js';
import {
  END_BY_PASSED,
  type BodySink,
  type ResponseHead,
  type StreamedResponse,
  type StreamingGetOptions,
} from './streamed-response.js';

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
    let sinkFailure: Error | undefined;
    /** Settles once every promise the sink returned has. */
    let sinkReady: Promise<void> = Promise.resolve();
    const finish = (res: IncomingMessage | undefined, error?: string): void => {
      if (settled) return;
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
        framedByClose:
          res !== undefined &&
          res.headers['content-length'] === undefined &&
          res.headers['transfer-encoding'] === undefined,
        error: complete ? undefined : (error ?? 'connection closed'),
        sinkFailure,
      });
    };
    const sinkFailed = (res: IncomingMessage, err: Error): void => {
      sinkFailure ??= err;
      finish(res, err.message);
    };
    req.setTimeout(options.idleTimeoutMs, () =>
      req.destroy(new Error(`no data for ${formatDuration(options.idleTimeoutMs)}`)),
    );
    void options.deadline?.then((passed) => {
      if (passed) finish(undefined, END_BY_PASSED);
    });
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
        let wait: void | Promise<void>;
        try {
          wait = sink(chunk);
        } catch (err) {
          return sinkFailed(res, err as Error);
        }
        if (!wait) return;
        res.pause();
        sinkReady = Promise.all([sinkReady, wait]).then(() => undefined);
        wait.then(
          () => res.resume(),
          (err: Error) => sinkFailed(res, err),
        );
      });
      res.on('end', () =>
        sinkReady.then(
          () => finish(res),
          () => undefined,
        ),
      );
      res.on('error', (err) => finish(res, err.message));
      res.on('close', () => {
        if (!res.complete) finish(res, 'connection closed');
      });
    });
    req.end();
  });
}
