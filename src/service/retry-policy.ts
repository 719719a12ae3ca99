/** Backoff arithmetic of the retry policy, kept free of I/O so it can be tested exactly. */
export interface BackoffPolicy {
  /** Ceiling of the first retry's delay. */
  baseMs: number;
  /** Largest ceiling any retry's delay can have. */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 30_000 };

/** Statuses worth another try: the request may succeed unchanged a moment later. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/**
 * Statuses after which the service surely did not act, so even a request that creates something may be
 * repeated: only 429, a refusal before any work. Not 503: a gateway may answer it after the request reached
 * the service, which may have created the job; repeating the start would make a second one.
 */
export const NOT_ACTED_STATUSES: ReadonlySet<number> = new Set([429]);

/** Exponential backoff with full jitter: a uniform delay in [0, min(cap, base * 2^attempt)). */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** Retry-After as delta-seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/**
 * How long to wait before the next attempt, or undefined when waiting would outlive the deadline.
 * A Retry-After the deadline cannot honour ends the retries at once rather than hammering the service early;
 * one of zero (or a date past) still waits the first retry's ceiling, so retries never come back to back.
 */
export function retryDelay(options: {
  attempt: number;
  retryAfterMs?: number;
  remainingMs: number;
  policy: BackoffPolicy;
  random: () => number;
}): number | undefined {
  const { attempt, retryAfterMs, remainingMs, policy, random } = options;
  if (remainingMs <= 0) return undefined;
  if (retryAfterMs !== undefined) {
    const wait = Math.max(retryAfterMs, policy.baseMs);
    return wait < remainingMs ? wait : undefined;
  }
  return Math.min(backoffDelay(attempt, policy, random), remainingMs);
}
