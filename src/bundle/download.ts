import { createHash, type Hash } from 'node:crypto';
import { writeSync } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { USER_AGENT } from '../config/names.js';
import type { ProxyEnv } from '../net/proxy-choice.js';
import type { BodySink, ResponseHead, StreamedResponse } from '../net/streamed-response.js';
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

/** Where a download's bytes go, in order: a file, or an extraction that unpacks them as they arrive. */
export interface DownloadTarget {
  /** A chunk of the body; its memory is reused after the call. A promise pauses the download until it settles. */
  write(chunk: Buffer): void | Promise<void>;
  /** The body starts over from its first byte (the storage ignored a resume, or sent another range). */
  restart(): void | Promise<void>;
}

const MAX_REDIRECTS = 5;
const MAX_RETRY_WAIT_MS = 60_000;

/**
 * Streams a presigned link into a target with constant memory, hashing on the way. A dropped connection is
 * resumed with a Range request (or started over when the server ignores it), within `retries`. No credential
 * is ever sent: the presigned URL is its own, and redirects are followed without adding any header. A target
 * that fails (a refused archive, a full disk) ends the download at once: no retry helps it.
 */
export async function downloadTo(
  url: string,
  target: DownloadTarget,
  s: DownloadSettings,
): Promise<DownloadResult> {
  const startedAt = s.clock.now();
  // SHA-256 on this thread: a worker thread was measured slower on two cores, and 17 MB heavier.
  const digest = { hash: createHash('sha256') };
  const startOver = async (): Promise<void> => {
    digest.hash = createHash('sha256');
    await target.restart();
  };
  let offset = 0;
  let total: number | undefined;
  let validator: string | undefined;
  let failures = 0;
  let resumes = 0;
  for (;;) {
    let problem: { message: string; retryAfterMs?: number };
    /** What the target itself threw: final, whatever it is. */
    let targetFailure: Error | undefined;
    try {
      const got = await fetchOnce(url, offset, validator, target, digest, startOver, s);
      const { head } = got;
      targetFailure = got.sinkFailure;
      if (targetFailure) throw targetFailure;
      if (head.status === 206 && !contentRangeStartsAt(head, offset)) {
        // A range other than the one asked for: nothing was kept; start over from the first byte.
        offset = 0;
        await startOver();
        problem = { message: 'the storage answered with another byte range than the one asked for' };
      } else if (head.status === 200 || head.status === 206) {
        if (got.restarted) {
          s.log.info('The storage ignored the Range request; downloading the whole bundle again');
          offset = 0;
        }
        validator = head.headers.get('etag') ?? head.headers.get('last-modified') ?? validator;
        total = expectedTotal(head, offset) ?? total;
        offset += got.bodyBytes;
        if (got.complete && (total === undefined || offset === total)) {
          return { size: offset, sha256: digest.hash.digest('hex'), resumes, ms: s.clock.now() - startedAt };
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
      if (err instanceof ActionError || (err !== undefined && err === targetFailure)) throw err;
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
}

/**
 * Downloads a presigned link to a file (see downloadTo), written at its offset as the bytes arrive. A partial
 * file is never left behind: on failure it is removed.
 */
export async function downloadToFile(
  url: string,
  dest: string,
  s: DownloadSettings,
): Promise<DownloadResult> {
  await mkdir(dirname(dest), { recursive: true });
  const file = await open(dest, 'w');
  let position = 0;
  let kept = false;
  try {
    const result = await downloadTo(
      url,
      {
        write(chunk) {
          try {
            for (let done = 0; done < chunk.length;) {
              const n = writeSync(file.fd, chunk, done, chunk.length - done, position);
              done += n;
              position += n;
            }
          } catch (err) {
            // A full or read-only disk is not a network problem: no retry helps it.
            throw new ActionError(`Could not write the bundle to disk: ${(err as Error).message}`);
          }
        },
        restart() {
          position = 0;
        },
      },
      s,
    );
    await file.truncate(result.size);
    kept = true;
    return result;
  } finally {
    await file.close();
    if (!kept) await rm(dest, { force: true });
  }
}

interface Attempt extends StreamedResponse {
  /** The storage answered a Range request with the whole body, which went to the target from byte 0. */
  restarted: boolean;
  /** The start of an error answer's body, for its error code. */
  text: string;
}

/**
 * One GET of the link (following redirects), handing a 200/206 body to the target and the hash in order,
 * straight from the socket's read buffer: nothing is queued in memory but what the target asks to wait for.
 */
async function fetchOnce(
  url: string,
  offset: number,
  validator: string | undefined,
  target: DownloadTarget,
  digest: { hash: Hash },
  startOver: () => Promise<void>,
  s: DownloadSettings,
): Promise<Attempt> {
  let next = new URL(url);
  const headers: Record<string, string> = { 'User-Agent': USER_AGENT };
  if (offset > 0) {
    headers.Range = `bytes=${offset}-`;
    if (validator) headers['If-Range'] = validator;
  }
  for (let hop = 0; ; hop++) {
    let text = '';
    let restarted = false;
    const got = await streamingGet(
      next,
      { headers, idleTimeoutMs: s.idleTimeoutMs, ca: s.ca, proxyEnv: s.proxyEnv },
      (head) => {
        const location = head.headers.get('location');
        if (head.status >= 300 && head.status < 400 && location) return () => undefined;
        const writes = head.status === 200 || (head.status === 206 && contentRangeStartsAt(head, offset));
        if (!writes) return (chunk) => void (text.length < 4096 && (text += chunk.toString('latin1')));
        restarted = offset > 0 && head.status === 200;
        return inOrder(restarted ? startOver() : undefined, (chunk) => {
          digest.hash.update(chunk);
          return target.write(chunk);
        });
      },
    );
    const location = got.head.headers.get('location');
    if (!(got.head.status >= 300 && got.head.status < 400 && location)) return { ...got, restarted, text };
    if (hop >= MAX_REDIRECTS)
      throw new ActionError(`The bundle link redirected more than ${MAX_REDIRECTS} times`);
    next = new URL(location, next);
    if (next.protocol !== 'https:' && next.protocol !== 'http:') {
      throw new ActionError(`The bundle link redirected to a ${next.protocol} address`);
    }
  }
}

/**
 * A body sink that hands chunks on strictly in order, after `first` (work that must come before the first
 * chunk): while a previous chunk's promise is pending, the next chunk is copied and queued behind it.
 */
function inOrder(first: Promise<void> | undefined, write: (chunk: Buffer) => void | Promise<void>): BodySink {
  let queue: Promise<void> | undefined = first;
  const track = (step: Promise<void>): Promise<void> => {
    queue = step;
    step.then(
      () => {
        if (queue === step) queue = undefined;
      },
      () => undefined,
    );
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
