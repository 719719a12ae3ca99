import { createHash, randomBytes, type Hash } from 'node:crypto';
import { closeSync, ftruncateSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Inputs, USER_AGENT } from '../config/names.js';
import type { ProxyEnv } from '../net/proxy-choice.js';
import {
  END_BY_PASSED,
  type BodySink,
  type ResponseHead,
  type StreamedResponse,
} from '../net/streamed-response.js';
import { streamingGet } from '../net/streaming-get.js';
import { isTlsError, TLS_ADVICE } from '../net/tls-error.js';
import { redactUrl } from '../net/url-rules.js';
import { formatBytes } from '../primitives/byte-size.js';
import type { Cleanups } from '../primitives/cleanups.js';
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
import { makeFolder } from './destination.js';

/** The storage refused the presigned link (expired or no longer valid): a fresh link is needed. */
export class LinkRejectedError extends ActionError {
  override name = 'LinkRejectedError';
}

export interface DownloadSettings {
  /** Longest silence allowed on the connection before it is dropped and resumed. */
  idleTimeoutMs: number;
  /** Resumptions or restarts allowed after a dropped connection or a transient answer. */
  retries: number;
  /** download-max-size: the largest bundle taken; a larger one (announced or received) ends the download. */
  maxBytes?: number;
  /** download-timeout: the whole download, retries included, ends within this much time. */
  timeoutMs?: number;
  /**
   * When the download-timeout ends (by `clock`), if it started before this download did: every fresh link of
   * one delivery shares one deadline. Without it, the timeout starts with this download.
   */
  endBy?: number;
  clock: Clock;
  log: Logger;
  random?: () => number;
  /** Where a cancelled run finds the partial file to remove. */
  cleanups?: Cleanups;
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
  /** The body starts over from its first byte (the storage ignored a resume, or sent another object). */
  restart(): void | Promise<void>;
}

const MAX_REDIRECTS = 5;
const MAX_RETRY_WAIT_MS = 60_000;

/** What identifies the object a resumed request must continue: a strong ETag, or else Last-Modified. */
function validatorOf(head: ResponseHead): string | undefined {
  const etag = head.headers.get('etag');
  if (etag && !etag.startsWith('W/')) return etag;
  return head.headers.get('last-modified');
}

/**
 * True when a 206 names the same object the download began with: the same strong ETag, or, when the object
 * was known by its Last-Modified, the same Last-Modified. A 206 that names none is no proof.
 */
function sameObject(head: ResponseHead, validator: string): boolean {
  return validator.startsWith('"')
    ? head.headers.get('etag') === validator
    : head.headers.get('last-modified') === validator;
}

/**
 * Streams a presigned link into a target with constant memory, hashing on the way. A dropped connection is
 * resumed with a Range request only when the object can be told apart (If-Range with its ETag or
 * Last-Modified), and a 206 is taken only for that object (the same ETag, the range asked for, the same total
 * size); otherwise the download starts over from the first byte. It is bounded in size (`maxBytes`) and in
 * time (`timeoutMs`, retries included). No credential is ever sent: the presigned URL is its own, and
 * redirects are followed without adding any header. A target that fails (a refused archive, a full disk)
 * ends the download at once: no retry helps it.
 */
export async function downloadTo(
  url: string,
  target: DownloadTarget,
  s: DownloadSettings,
): Promise<DownloadResult> {
  const startedAt = s.clock.now();
  const endBy = s.endBy ?? (s.timeoutMs === undefined ? undefined : startedAt + s.timeoutMs);
  const timedOut = (): ActionError =>
    new ActionError(
      `Downloading the bundle from ${redactUrl(url)} did not finish within ${formatDuration(s.timeoutMs ?? 0)} (${Inputs.downloadTimeout}); raise it for a slow storage link`,
    );
  const timeLeft = (): number => (endBy === undefined ? Infinity : endBy - s.clock.now());
  if (timeLeft() <= 0) throw timedOut();
  // The deadline, on the injected clock: it cuts off a request however data still flows. Cancelled once the
  // download ends, so no timer outlives it.
  const stopDeadline = new AbortController();
  const deadline =
    endBy === undefined
      ? undefined
      : s.clock.sleep(timeLeft(), stopDeadline.signal).then(
          () => true,
          () => false,
        );
  try {
    return await downloadUntil(url, target, s, { startedAt, deadline, timedOut, timeLeft });
  } finally {
    stopDeadline.abort();
  }
}

async function downloadUntil(
  url: string,
  target: DownloadTarget,
  s: DownloadSettings,
  time: {
    startedAt: number;
    deadline: Promise<boolean> | undefined;
    timedOut: () => ActionError;
    timeLeft: () => number;
  },
): Promise<DownloadResult> {
  const { startedAt, deadline, timedOut, timeLeft } = time;
  // SHA-256 on this thread: a worker thread was measured slower on two cores, and 17 MB heavier.
  const digest = { hash: createHash('sha256') };
  let offset = 0;
  let total: number | undefined;
  let validator: string | undefined;
  const startOver = async (): Promise<void> => {
    offset = 0;
    total = undefined;
    digest.hash = createHash('sha256');
    await target.restart();
  };
  let failures = 0;
  let resumes = 0;
  for (;;) {
    let problem: { message: string; retryAfterMs?: number };
    /** What the target itself threw: final, whatever it is. */
    let targetFailure: Error | undefined;
    try {
      const resume = offset > 0 ? { offset, validator: validator as string, total } : undefined;
      const got = await fetchOnce(url, resume, target, digest, startOver, s, deadline);
      const { head } = got;
      targetFailure = got.sinkFailure;
      if (targetFailure) throw targetFailure;
      if (got.error === END_BY_PASSED) throw timedOut();
      if (head.status === 206 && !got.wrote) {
        // Another range, another object (ETag), or another total size: nothing was kept; start over.
        await startOver();
        problem = { message: 'the storage answered the resume with another part or another object' };
      } else if (head.status === 200 || head.status === 206) {
        if (got.restarted) {
          s.log.info('The storage sent the whole bundle again instead of the rest: taking it from the start');
          offset = 0;
        }
        validator = validatorOf(head) ?? (got.restarted ? undefined : validator);
        total = expectedTotal(head, offset) ?? total;
        offset += got.bodyBytes;
        if (got.complete && (total === undefined || offset === total)) {
          if (got.framedByClose && total === undefined) {
            s.log.warning(
              `The storage sent the bundle without a length (its end was the connection's close): ${offset} bytes arrived, and nothing says they are all`,
            );
          }
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
        if (offset > 0 && !validator) {
          // Without an ETag or Last-Modified, a resumed request could splice two objects together.
          await startOver();
          problem.message += '; the storage names no version of the bundle (ETag, Last-Modified) to resume';
        }
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
      if ((err as Error).message?.startsWith(END_BY_PASSED)) throw timedOut();
      const message = oneLine((err as Error).message ?? String(err), 200);
      const code = String((err as { code?: unknown }).code ?? '');
      if (isTlsError(code)) {
        throw new ActionError(
          `Downloading the bundle from ${redactUrl(url)} failed: ${message} (${code}); ${TLS_ADVICE}`,
        );
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
    // A storage's Retry-After is honoured up to a minute, and never past download-timeout.
    const delay = Math.min(
      problem.retryAfterMs ?? backoffDelay(failures - 1, DEFAULT_BACKOFF, s.random ?? Math.random),
      MAX_RETRY_WAIT_MS,
    );
    if (delay >= timeLeft()) throw timedOut();
    s.log.info(
      `Bundle download: ${problem.message}; ${offset > 0 ? `resuming at byte ${offset}` : 'retrying'} in ${formatDuration(delay)}`,
    );
    await s.clock.sleep(delay);
  }
}

/**
 * Downloads a presigned link to a file (see downloadTo). The bytes go to a new file beside `dest`, created
 * exclusively (never through a link), which is renamed over `dest` once the download is complete: a file
 * already at `dest` stays as it was until then, a link there is replaced rather than written through, and a
 * failed or cancelled download leaves nothing behind.
 */
export async function downloadToFile(
  url: string,
  dest: string,
  s: DownloadSettings,
): Promise<DownloadResult> {
  // Made and registered for removal in one synchronous step: a cancellation cannot fall in between.
  const unmakeParents = makeFolder(dirname(dest));
  const partial = join(dirname(dest), `.${basename(dest)}.partial-${randomBytes(6).toString('hex')}`);
  let fd: number;
  try {
    fd = openSync(partial, 'wx', 0o644);
  } catch (err) {
    unmakeParents();
    throw new ActionError(
      `Could not create a file beside ${Inputs.downloadPath} ${dest} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    );
  }
  let open = true;
  const close = (): void => {
    if (open) closeSync(fd);
    open = false;
  };
  const unregister = s.cleanups?.add(() => {
    close();
    rmSync(partial, { force: true });
    unmakeParents();
  });
  let position = 0;
  let done = false;
  try {
    const result = await downloadTo(
      url,
      {
        write(chunk) {
          try {
            for (let written = 0; written < chunk.length;) {
              const n = writeSync(fd, chunk, written, chunk.length - written, position);
              written += n;
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
    ftruncateSync(fd, result.size);
    close();
    if (s.cleanups?.cancelled) throw new ActionError('The run was cancelled');
    renameSync(partial, dest);
    done = true;
    return result;
  } finally {
    if (!done) {
      close();
      rmSync(partial, { force: true });
      unmakeParents();
    }
    unregister?.();
  }
}

/** download-path may be a new name, a file or a link (replaced, not followed), but not a folder. */
interface Attempt extends StreamedResponse {
  /** The body went to the target (a 200, or a 206 continuing the same object). */
  wrote: boolean;
  /** The storage answered a Range request with the whole body, which went to the target from byte 0. */
  restarted: boolean;
  /** The start of an error answer's body, for its error code. */
  text: string;
}

/**
 * One GET of the link (following redirects), handing a 200 body, or a 206 that continues the same object, to
 * the target and the hash in order, straight from the socket's read buffer: nothing is queued in memory but
 * what the target asks to wait for.
 */
async function fetchOnce(
  url: string,
  resume: { offset: number; validator: string; total?: number } | undefined,
  target: DownloadTarget,
  digest: { hash: Hash },
  startOver: () => Promise<void>,
  s: DownloadSettings,
  deadline: Promise<boolean> | undefined,
): Promise<Attempt> {
  let next = new URL(url);
  const headers: Record<string, string> = { 'User-Agent': USER_AGENT };
  if (resume) {
    headers.Range = `bytes=${resume.offset}-`;
    headers['If-Range'] = resume.validator;
  }
  const offset = resume?.offset ?? 0;
  const maxBytes = s.maxBytes ?? Infinity;
  const tooLarge = (why: string): ActionError =>
    new ActionError(
      `The bundle is larger than ${formatBytes(maxBytes)} (${Inputs.downloadMaxSize}): ${why}. Raise ${Inputs.downloadMaxSize} if it really is that large`,
    );
  for (let hop = 0; ; hop++) {
    let text = '';
    let restarted = false;
    let wrote = false;
    const got = await streamingGet(
      next,
      { headers, idleTimeoutMs: s.idleTimeoutMs, deadline, ca: s.ca, proxyEnv: s.proxyEnv },
      (head) => {
        const location = head.headers.get('location');
        if (head.status >= 300 && head.status < 400 && location) return () => undefined;
        const continues =
          head.status === 206 &&
          resume !== undefined &&
          contentRangeStartsAt(head, offset) &&
          (resume.total === undefined || rangeTotal(head) === resume.total) &&
          sameObject(head, resume.validator);
        wrote = head.status === 200 || continues;
        if (!wrote) return (chunk) => void (text.length < 4096 && (text += chunk.toString('latin1')));
        restarted = offset > 0 && head.status === 200;
        const from = restarted ? 0 : offset;
        const announced = expectedTotal(head, from);
        if (announced !== undefined && announced > maxBytes) {
          return () => {
            throw tooLarge(`the storage announces ${announced} bytes`);
          };
        }
        let received = from;
        return inOrder(restarted ? startOver() : undefined, (chunk) => {
          received += chunk.length;
          if (received > maxBytes) throw tooLarge('more than that arrived');
          digest.hash.update(chunk);
          return target.write(chunk);
        });
      },
    );
    const location = got.head.headers.get('location');
    if (!(got.head.status >= 300 && got.head.status < 400 && location))
      return { ...got, wrote, restarted, text };
    if (hop >= MAX_REDIRECTS)
      throw new ActionError(`The bundle link redirected more than ${MAX_REDIRECTS} times`);
    const from = next;
    next = new URL(location, next);
    if (next.protocol !== 'https:' && next.protocol !== 'http:') {
      throw new ActionError(`The bundle link redirected to a ${next.protocol} address`);
    }
    if (from.protocol === 'https:' && next.protocol === 'http:') {
      throw new ActionError(
        'The bundle link redirected from https to plain http; the action does not follow it',
      );
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

/** The whole object's size a 206 announces (`bytes 100-199/1000` → 1000), when it does. */
function rangeTotal(head: ResponseHead): number | undefined {
  const m = /\/(\d+)$/.exec(head.headers.get('content-range') ?? '');
  return m ? Number(m[1]) : undefined;
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
