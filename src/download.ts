import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname } from 'node:path';
import type { Clock, Logger } from './clock.js';
import { formatDuration } from './duration.js';
import { ActionError } from './errors.js';
import { DEFAULT_BACKOFF, TRANSIENT_STATUSES, backoffDelay, parseRetryAfter } from './retry.js';
import { sanitizeText } from './text.js';
import { redactUrl } from './url.js';

/** The storage refused the presigned link (expired or no longer valid): a fresh link is needed. */
export class LinkRejectedError extends ActionError {
  override name = 'LinkRejectedError';
}

export interface DownloadSettings {
  /** Longest silence allowed on the connection before it is dropped and resumed. */
  idleTimeoutMs: number;
  /** Resumptions or restarts allowed after a dropped connection or a transient answer. */
  retries: number;
  clock: Clock;
  log: Logger;
  random?: () => number;
}

export interface DownloadResult {
  size: number;
  sha256: string;
  /** Connection drops recovered with a Range request or a restart. */
  resumes: number;
  ms: number;
}

const MAX_REDIRECTS = 5;

/**
 * Streams a presigned link to a file with constant memory, hashing on the way. A dropped connection is
 * resumed with a Range request (or restarted when the server ignores it), within `retries`. No credential is
 * ever sent: the presigned URL is its own, and redirects are followed without adding any header.
 */
export async function downloadToFile(
  url: string,
  dest: string,
  s: DownloadSettings,
): Promise<DownloadResult> {
  const startedAt = s.clock.now();
  await mkdir(dirname(dest), { recursive: true });
  let hash = createHash('sha256');
  let offset = 0;
  let total: number | undefined;
  let validator: string | undefined;
  let failures = 0;
  let resumes = 0;

  for (;;) {
    let problem: { message: string; retryAfterMs?: number };
    try {
      const res = await get(
        url,
        offset > 0 ? { range: `bytes=${offset}-`, ...ifRange(validator) } : {},
        s.idleTimeoutMs,
      );
      const status = res.statusCode ?? 0;
      if (status === 206 && !contentRangeStartsAt(res, offset)) {
        // A range other than the one asked for: drop it and start over from the first byte.
        res.destroy();
        offset = 0;
        hash = createHash('sha256');
        problem = { message: 'the storage answered with another byte range than the one asked for' };
      } else if (status === 200 || status === 206) {
        if (offset > 0 && status === 200) {
          s.log.info('The storage ignored the Range request; downloading the whole bundle again');
          offset = 0;
          hash = createHash('sha256');
        }
        validator = res.headers.etag ?? res.headers['last-modified'] ?? validator;
        total = expectedTotal(res, offset) ?? total;
        const received = await appendBody(res, dest, offset, hash);
        offset += received.bytes;
        if (!received.error && (total === undefined || offset === total)) {
          return { size: offset, sha256: hash.digest('hex'), resumes, ms: s.clock.now() - startedAt };
        }
        if (total !== undefined && offset > total) {
          throw new ActionError(
            `The bundle download received ${offset} bytes, more than the ${total} announced`,
          );
        }
        problem = {
          message: received.error
            ? `connection dropped after ${offset} bytes (${received.error})`
            : `the body ended after ${offset} of ${total} bytes`,
        };
      } else {
        const text = await readSmallBody(res);
        if (isLinkRejection(status, text)) {
          throw new LinkRejectedError(
            `The storage refused the bundle link (HTTP ${status}${storageCode(text)}): it has expired or is no longer valid`,
          );
        }
        if (!TRANSIENT_STATUSES.has(status)) {
          throw new ActionError(
            `Downloading the bundle from ${redactUrl(url)} failed: HTTP ${status}${storageCode(text)}`,
          );
        }
        problem = {
          message: `the storage answered HTTP ${status}`,
          retryAfterMs: parseRetryAfter(header(res, 'retry-after'), s.clock.now()),
        };
      }
    } catch (err) {
      if (err instanceof ActionError) throw err;
      problem = { message: sanitizeText((err as Error).message ?? String(err), 200) };
    }

    failures += 1;
    if (failures > s.retries) {
      throw new ActionError(
        `Downloading the bundle from ${redactUrl(url)} failed after ${failures} attempts: ${problem.message}`,
      );
    }
    if (offset > 0) resumes += 1;
    const delay =
      problem.retryAfterMs ?? backoffDelay(failures - 1, DEFAULT_BACKOFF, s.random ?? Math.random);
    s.log.info(
      `Bundle download: ${problem.message}; ${offset > 0 ? `resuming at byte ${offset}` : 'retrying'} in ${formatDuration(delay)}`,
    );
    await s.clock.sleep(delay);
  }
}

function ifRange(validator: string | undefined): Record<string, string> {
  return validator ? { 'if-range': validator } : {};
}

function header(res: IncomingMessage, name: string): string | undefined {
  const value = res.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function contentRangeStartsAt(res: IncomingMessage, offset: number): boolean {
  const m = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header(res, 'content-range') ?? '');
  return m !== null && Number(m[1]) === offset;
}

/** The whole file's size, from Content-Range (206) or Content-Length (200). */
function expectedTotal(res: IncomingMessage, offset: number): number | undefined {
  const range = /\/(\d+)$/.exec(header(res, 'content-range') ?? '');
  if (range) return Number(range[1]);
  const length = header(res, 'content-length');
  return length && /^\d+$/.test(length) ? offset + Number(length) : undefined;
}

/** GET without any credential; follows redirects to http(s) targets only. */
async function get(
  url: string,
  headers: Record<string, string>,
  idleTimeoutMs: number,
): Promise<IncomingMessage> {
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        target,
        { method: 'GET', headers: { 'user-agent': 'docs-export-action', ...headers } },
        resolve,
      );
      req.setTimeout(idleTimeoutMs, () =>
        req.destroy(new Error(`no data for ${formatDuration(idleTimeoutMs)}`)),
      );
      req.on('error', reject);
      req.end();
    });
    const location = header(res, 'location');
    if (!(res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location)) return res;
    res.resume();
    if (hop >= MAX_REDIRECTS)
      throw new ActionError(`The bundle link redirected more than ${MAX_REDIRECTS} times`);
    target = new URL(location, target);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new ActionError(`The bundle link redirected to a ${target.protocol} address`);
    }
  }
}

/**
 * Appends the body to the file from `offset`, hashing each chunk as it is written, pausing the socket while
 * the disk catches up. On a dropped connection the bytes already received are flushed, so the file and the
 * hash always agree on what was kept.
 */
function appendBody(
  res: IncomingMessage,
  dest: string,
  offset: number,
  hash: ReturnType<typeof createHash>,
): Promise<{ bytes: number; error?: string }> {
  return new Promise((resolve, reject) => {
    const file = createWriteStream(dest, offset === 0 ? { flags: 'w' } : { flags: 'r+', start: offset });
    let bytes = 0;
    let error: string | undefined;
    let ended = false;
    const finish = (why?: string): void => {
      if (ended) return;
      ended = true;
      error = why;
      file.end();
    };
    res.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
      if (!file.write(chunk)) res.pause();
    });
    file.on('drain', () => res.resume());
    res.on('end', () => finish(res.complete ? undefined : 'incomplete body'));
    res.on('error', (err) => finish(sanitizeText(err.message, 200)));
    res.on('close', () => finish(res.complete ? undefined : 'connection closed'));
    file.on('finish', () => resolve({ bytes, error }));
    file.on('error', (err) => {
      res.destroy();
      reject(new ActionError(`Could not write the bundle to ${dest}: ${err.message}`));
    });
  });
}

async function readSmallBody(res: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of res) {
    if (text.length < 4096) text += String(chunk);
  }
  return text;
}

function isLinkRejection(status: number, body: string): boolean {
  if (status === 403 || status === 401) return true;
  return status === 400 && /expired|ExpiredToken|AccessDenied|AuthenticationFailed/i.test(body);
}

function storageCode(body: string): string {
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(body)?.[1];
  return code ? `, ${sanitizeText(code, 80)}` : '';
}
