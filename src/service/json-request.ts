import { Inputs, USER_AGENT } from '../config/names.js';
import { proxyAgentFor, type ProxyEnv } from '../net/proxy-choice.js';
import { sendSmallRequest, type SmallResponse } from '../net/small-request.js';
import { redactUrl } from '../net/url-rules.js';
import { isTlsError, TLS_ADVICE } from '../net/tls-error.js';
import type { Clock } from '../primitives/clock.js';
import { formatDuration } from '../primitives/duration.js';
import type { Logger } from '../primitives/logger.js';
import { oneLine } from '../primitives/one-line.js';
import { ApiError } from './errors.js';
import {
  DEFAULT_BACKOFF,
  NOT_ACTED_STATUSES,
  TRANSIENT_STATUSES,
  parseRetryAfter,
  retryDelay,
  type BackoffPolicy,
} from './retry-policy.js';

export interface RequestSettings {
  apiKey: string;
  requestTimeoutMs: number;
  retries: number;
  clock: Clock;
  log: Logger;
  random?: () => number;
  backoff?: BackoffPolicy;
  /** Where proxy settings are read (HTTPS_PROXY, HTTP_PROXY, NO_PROXY); defaults to the process environment. */
  proxyEnv?: ProxyEnv;
}

/**
 * `safe`: reading, or an operation that may be repeated (status reads, generating a bundle link).
 * `create`: creates something on the service; repeated only where the service surely did not act.
 */
export type RetryMode = 'safe' | 'create';

export interface JsonRequest {
  /** What is being done, for messages: "Starting the export of docs.example.com". */
  action: string;
  method: 'GET' | 'POST';
  url: URL;
  body?: unknown;
  mode: RetryMode;
  /** Extra sentence for a given HTTP status (404: which job was not found; 403: which plan is needed). */
  hints?: Partial<Record<number, string>>;
  /** Absolute time (on the settings' clock) after which no attempt starts. */
  deadline: number;
  /**
   * For a `create` request: what to tell the user when it failed after it may have reached the service (a
   * timeout or a dropped connection once sent, a 5xx), so the thing may exist though no answer said so.
   */
  mayHaveActed?: string;
}

/** Shortest time given to one attempt even close to the deadline, so a last read can still complete. */
const MIN_ATTEMPT_MS = 2000;
/** Largest response body read from the admin API. */
const MAX_BODY_BYTES = 1 << 20;

type Failure = {
  message: string;
  status?: number;
  retryAfterMs?: number;
  transient: boolean;
  notActed: boolean;
  /** The service answered 2xx: it accepted the request, though its answer is unusable. */
  accepted?: boolean;
};

/** Sends one JSON request with the retry policy; returns the parsed JSON object of a 2xx response. */
export async function requestJson(
  settings: RequestSettings,
  req: JsonRequest,
): Promise<Record<string, unknown>> {
  const { clock, log } = settings;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${settings.apiKey}`,
    Accept: 'application/json',
    'User-Agent': USER_AGENT,
  };
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = req.body === undefined ? undefined : JSON.stringify(req.body);

  for (let attempt = 0; ; attempt++) {
    // The first attempt is always made; retries only start while the deadline allows (see retryDelay).
    const remaining = req.deadline - clock.now();
    const timeoutMs = Math.min(settings.requestTimeoutMs, Math.max(remaining, MIN_ATTEMPT_MS));

    let failure: Failure;
    const sentAt = clock.now();
    try {
      const res = await sendSmallRequest(req.url, {
        method: req.method,
        headers,
        body,
        timeoutMs,
        maxBodyBytes: MAX_BODY_BYTES,
        agent: await proxyAgentFor(req.url, settings.proxyEnv ?? process.env),
      });
      const text = res.text;
      log.debug(
        `${req.method} ${redactUrl(req.url.href)} answered HTTP ${res.status} in ${formatDuration(clock.now() - sentAt)} (attempt ${attempt + 1})`,
      );
      if (res.status >= 200 && res.status < 300) {
        const parsed = parseJsonObject(text);
        if (parsed) return parsed;
        failure = {
          message: `${req.action}: the service answered HTTP ${res.status} with ${describeBody(res, text)} instead of a JSON object`,
          status: res.status,
          transient: req.mode === 'safe',
          notActed: false,
          accepted: true,
        };
      } else {
        failure = httpFailure(req, res, text, clock.now());
      }
    } catch (err) {
      failure = networkFailure(req.action, err, timeoutMs, timeoutMs < settings.requestTimeoutMs);
    }

    const mayRetry = failure.transient && (req.mode === 'safe' || failure.notActed);
    if (!mayRetry || attempt >= settings.retries) {
      const tries = attempt + 1;
      let suffix = failure.transient && tries > 1 ? ` (gave up after ${tries} attempts)` : '';
      const unknownFate =
        req.mode === 'create' && ((failure.transient && !failure.notActed) || failure.accepted === true);
      if (unknownFate && req.mayHaveActed) suffix += `. ${req.mayHaveActed}`;
      throw new ApiError(failure.message + suffix, failure.status, failure.transient, failure.retryAfterMs);
    }
    const delay = retryDelay({
      attempt,
      retryAfterMs: failure.retryAfterMs,
      remainingMs: req.deadline - clock.now(),
      policy: settings.backoff ?? DEFAULT_BACKOFF,
      random: settings.random ?? Math.random,
    });
    if (delay === undefined) {
      const why =
        failure.retryAfterMs !== undefined
          ? `the service asked to retry after ${formatDuration(failure.retryAfterMs)}, past the deadline`
          : 'no time is left before the deadline';
      throw new ApiError(
        `${failure.message} (not retried: ${why})`,
        failure.status,
        failure.transient,
        failure.retryAfterMs,
      );
    }
    log.info(
      `${failure.message}; retrying in ${formatDuration(delay)} (retry ${attempt + 1} of ${settings.retries})`,
    );
    await clock.sleep(delay);
  }
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return undefined;
}

function describeBody(res: SmallResponse, text: string): string {
  const type = res.header('content-type')?.split(';')[0]?.trim();
  if (text.trim() === '') return 'an empty body';
  return type ? `a ${oneLine(type, 60)} body` : 'a body that is not JSON';
}

/** The service's own error text, from {"error": "..."} (or "message"), cleaned for a log line. */
function serviceErrorText(text: string): string | undefined {
  const parsed = parseJsonObject(text);
  if (!parsed) return undefined;
  for (const key of ['error', 'message', 'detail']) {
    const value = parsed[key];
    if (typeof value === 'string' && value.trim()) return oneLine(value, 300);
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      return oneLine((value as { message: string }).message, 300);
    }
  }
  return undefined;
}

function httpFailure(req: JsonRequest, res: SmallResponse, text: string, now: number): Failure {
  const status = res.status;
  const said = serviceErrorText(text);
  let message = `${req.action} failed: HTTP ${status}`;
  message += said ? `: ${said}` : text.trim() ? ` (${describeBody(res, text)})` : '';
  if (status >= 300 && status < 400) {
    const location = res.header('location');
    message += location
      ? `. The service redirected elsewhere; set base-url to the address it redirects to (${oneLine(originOf(location, req.url), 200)})`
      : '';
  }
  if (status === 401)
    message += '. The service did not accept the API key: check the secret passed as api-key';
  const hint = req.hints?.[status];
  if (hint) message += `. ${hint}`;
  return {
    message,
    status,
    retryAfterMs: parseRetryAfter(res.header('retry-after'), now),
    transient: TRANSIENT_STATUSES.has(status),
    notActed: NOT_ACTED_STATUSES.has(status),
  };
}

function originOf(location: string, base: URL): string {
  try {
    const url = new URL(location, base);
    return `${url.origin}${url.pathname}`;
  } catch {
    return 'an invalid address';
  }
}

/** Error codes meaning no connection was made, so the service cannot have acted on the request. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function networkFailure(action: string, err: unknown, timeoutMs: number, cutByDeadline: boolean): Failure {
  const e = err as {
    name?: string;
    message?: string;
    code?: string;
    cause?: { code?: string; message?: string };
  };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
    return {
      message: `${action}: no complete answer within ${formatDuration(timeoutMs)} (${cutByDeadline ? "what was left of the stage's timeout" : Inputs.requestTimeout})`,
      transient: true,
      notActed: false,
    };
  }
  const code = e?.cause?.code ?? e?.code;
  const detail = oneLine(code ?? e?.cause?.message ?? e?.message ?? String(err), 200);
  return {
    message: `${action}: network error (${detail})${isTlsError(code) ? `; ${TLS_ADVICE}` : ''}`,
    transient: !isTlsError(code),
    notActed: code !== undefined && NOT_CONNECTED.has(code),
  };
}
