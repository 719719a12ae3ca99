import { createHash, type Hash } from 'node:crypto';
import { writeSync } from 'node:fs';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { USER_AGENT } from '../config/names.js';
import type { ProxyEnv } from '../net/proxy-choice.js';
import type { ResponseHead } from '../net/streamed-response.js';
import { streamingGet } from '../net/streaming-get.js';
import { isTlsError } from '../net/tls-error.js';
import { redactUrl } from '../net/url-rules.js';
import type { Clock } from '../primitives/clock.js';
import { formatDuration } from '../primitives/duration.js';
import { ActionError } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import { oneLine } from '../primitives/one-line.js';
import {
  DEFAULT_BACKOFF,
  TRANSIENT_STATUSES,
  backoffDelay,
  parseRetryAfter,
} from '../service/retry-policy.js';

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
  /** Trusted certificate in place of the runtime's store (tests only). */
  ca?: string;
  /** Where proxy settings are read; defaults to the process environment. */
  proxyEnv?: ProxyEnv;
}

export interface DownloadResult {
  size: number;
  sha256: string;
  /** Connection drops recovered with a Range request or a restart. */
  resumes: number;
  ms: number;
}

const MAX_REDIRECTS = 5;
const MAX_RETRY_WAIT_MS = 60_000;

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
  // SHA-256 on this thread: a worker thread was measured slower on two cores, and 17 MB heavier.
  const digest = { hash: createHash('sha256') };
  let offset = 0;
  let total: number | undefined;
  let validator: string | undefined;
  let failures = 0;
  let resumes = 0;

  const file = await open(dest, 'w');
  let kept = false;
  try {
    for (;;) {
      let problem: { message: string; retryAfterMs?: number };
      try {
        const got = await fetchOnce(url, offset, validator, file, digest, s);
        const { head } = got;
        if (head.status === 206 && !contentRangeStartsAt(head, offset)) {
          // A range other than the one asked for: nothing was kept; start over from the first byte.
          offset = 0;
          digest.hash = createHash('sha256');
          problem = { message: 'the storage answered with another byte range than the one asked for' };
        } else if (head.status === 200 || head.status === 206) {
          if (got.restarted)
            s.log.info('The storage ignored the Range request; downloading the whole bundle again');
          if (got.restarted) offset = 0;
          validator = head.headers.get('etag') ?? head.headers.get('last-modified') ?? validator;
          total = expectedTotal(head, offset) ?? total;
          offset += got.bodyBytes;
          if (got.complete && (total === undefined || offset === total)) {
            await file.truncate(offset);
            kept = true;
            const sha256 = digest.hash.digest('hex');
            return { size: offset, sha256, resumes, ms: s.clock.now() - startedAt };
          }
          if (total !== undefined && offset > total) {
            throw new ActionError(
              `The bundle download received ${offset} bytes, more than the ${total} announced`,
            );
          }
          problem = {
            message: got.error
              ? `connection dropped after ${offset} bytes (${got.error})`
              : `the body ended after ${offset} of ${total} bytes`,
          };
        } else {
          const text = got.text;
          if (isLinkRejection(head.status, text)) {
            throw new LinkRejectedError(
              `The storage refused the bundle link (HTTP ${head.status}${storageCode(text)}): it has expired or is no longer valid`,
            );
          }
          if (!TRANSIENT_STATUSES.has(head.status)) {
            throw new ActionError(
              `Downloading the bundle from ${redactUrl(url)} failed: HTTP ${head.status}${storageCode(text)}`,
            );
          }
          problem = {
            message: `the storage answered HTTP ${head.status}`,
            retryAfterMs: parseRetryAfter(head.headers.get('retry-after'), s.clock.now()),
          };
        }
      } catch (err) {
        if (err instanceof ActionError) throw err;
        const message = oneLine((err as Error).message ?? String(err), 200);
        const code = String((err as { code?: unknown }).code ?? '');
        if (isTlsError(code)) {
          throw new ActionError(`Downloading the bundle from ${redactUrl(url)} failed: ${message} (${code})`);
        }
        problem = { message };
      }

      failures += 1;
      if (failures > s.retries) {
        throw new ActionError(
          `Downloading the bundle from ${redactUrl(url)} failed after ${failures} attempts: ${problem.message}`,
        );
      }
      if (offset > 0) resumes += 1;
      // A download has no deadline of its own, so a storage's Retry-After is honoured up to a minute.
      const delay = Math.min(
        problem.retryAfterMs ?? backoffDelay(failures - 1, DEFAULT_BACKOFF, s.random ?? Math.random),
        MAX_RETRY_WAIT_MS,
      );
      s.log.info(
        `Bundle download: ${problem.message}; ${offset > 0 ? `resuming at byte ${offset}` : 'retrying'} in ${formatDuration(delay)}`,
      );
      await s.clock.sleep(delay);
    }
  } finally {
    await file.close();
    // A partial file must never be mistaken for the bundle.
    if (!kept) await rm(dest, { force: true });
  }
}

interface Attempt {
  head: ResponseHead;
  bodyBytes: number;
  complete: boolean;
  error?: string;
  /** The storage answered a Range request with the whole body, which was written from byte 0. */
  restarted: boolean;
  /** The start of an error answer's body, for its error code. */
  text: string;
}

/**
 * One GET of the link (following redirects), writing a 200/206 body straight to the file at its offset and
 * into the hash, synchronously from the socket's read buffer: nothing is queued in memory.
 */
async function fetchOnce(
  url: string,
  offset: number,
  validator: string | undefined,
  file: FileHandle,
  digest: { hash: Hash },
  s: DownloadSettings,
): Promise<Attempt> {
  let target = new URL(url);
  const headers: Record<string, string> = { 'User-Agent': USER_AGENT };
  if (offset > 0) {
    headers.Range = `bytes=${offset}-`;
    if (validator) headers['If-Range'] = validator;
  }
  for (let hop = 0; ; hop++) {
    let text = '';
    let restarted = false;
    let writeFailure: Error | undefined;
    const got = await streamingGet(
      target,
      { headers, idleTimeoutMs: s.idleTimeoutMs, ca: s.ca, proxyEnv: s.proxyEnv },
      (head) => {
        const location = head.headers.get('location');
        if (head.status >= 300 && head.status < 400 && location) return () => undefined;
        const writes = head.status === 200 || (head.status === 206 && contentRangeStartsAt(head, offset));
        if (!writes) return (chunk) => void (text.length < 4096 && (text += chunk.toString('latin1')));
        restarted = offset > 0 && head.status === 200;
        if (restarted) digest.hash = createHash('sha256');
        const hash = digest.hash;
        let position = restarted ? 0 : offset;
        return (chunk) => {
          try {
            position += writeSync(file.fd, chunk, 0, chunk.length, position);
          } catch (err) {
            writeFailure ??= err as Error;
            throw err;
          }
          hash.update(chunk);
        };
      },
    );
    // A full or read-only disk is not a network problem: no retry helps it.
    if (writeFailure) throw new ActionError(`Could not write the bundle to disk: ${writeFailure.message}`);
    const location = got.head.headers.get('location');
    if (!(got.head.status >= 300 && got.head.status < 400 && location)) return { ...got, restarted, text };
    if (hop >= MAX_REDIRECTS)
      throw new ActionError(`The bundle link redirected more than ${MAX_REDIRECTS} times`);
    target = new URL(location, target);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new ActionError(`The bundle link redirected to a ${target.protocol} address`);
    }
  }
}
function contentRangeStartsAt(head: ResponseHead, offset: number): boolean {
  const m = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(head.headers.get('content-range') ?? '');
  return m !== null && Number(m[1]) === offset;
}

/** The whole file's size, from Content-Range (206) or Content-Length (200). */
function expectedTotal(head: ResponseHead, offset: number): number | undefined {
  const range = /\/(\d+)$/.exec(head.headers.get('content-range') ?? '');
  if (range) return Number(range[1]);
  const length = head.headers.get('content-length');
  return length && /^\d+$/.test(length) ? offset + Number(length) : undefined;
}

function isLinkRejection(status: number, body: string): boolean {
  if (status === 403 || status === 401) return true;
  return status === 400 && /expired|ExpiredToken|AccessDenied|AuthenticationFailed/i.test(body);
}

function storageCode(body: string): string {
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(body)?.[1];
  return code ? `, ${oneLine(code, 80)}` : '';
}
