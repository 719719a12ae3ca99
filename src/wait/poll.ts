import type { Clock } from '../primitives/clock.js';
import { formatDuration } from '../primitives/duration.js';
import { errorMessage } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import { ApiError } from '../service/errors.js';

export interface PollOptions<T> {
  /** One read of the job; `deadline` bounds its requests. */
  read: (deadline: number) => Promise<T>;
  isDone: (value: T) => boolean;
  /** Called with every value read, final one included. */
  onValue?: (value: T) => void;
  intervalMs: number;
  /** When given, how long to wait before the next read (at most until the deadline); else intervalMs. */
  nextDelay?: (now: number) => number;
  deadline: number;
  clock: Clock;
  log: Logger;
  /** What is read, for the debug log (`Export job exp_1`). */
  what?: string;
}

export type PollResult<T> = { done: true; value: T } | { done: false; last?: T; lastError?: string };

/**
 * Reads until `isDone` or the deadline. Once the job has been read successfully, a read that fails for a
 * transient reason (after the request's own retries) only costs that read: the wait goes on until the deadline,
 * and the next read waits at least as long as the service asked (Retry-After); when that is past the deadline,
 * the wait ends there. Any other error ends the wait at once. No wait ever outlives the deadline.
 */
export async function pollUntilDone<T>(o: PollOptions<T>): Promise<PollResult<T>> {
  let last: T | undefined;
  let lastError: string | undefined;
  let seen = false;
  for (;;) {
    let askedToWaitMs = 0;
    try {
      const value = await o.read(o.deadline);
      seen = true;
      lastError = undefined;
      last = value;
      o.onValue?.(value);
      if (o.isDone(value)) return { done: true, value };
    } catch (err) {
      if (!(seen && err instanceof ApiError && err.transient)) throw err;
      lastError = errorMessage(err);
      askedToWaitMs = err.retryAfterMs ?? 0;
      o.log.warning(`${lastError}; still waiting`);
    }
    const left = o.deadline - o.clock.now();
    if (askedToWaitMs >= left && left > 0) {
      lastError = `${lastError} (the service asked to wait ${formatDuration(askedToWaitMs)}, past the deadline)`;
    }
    if (left <= 0 || askedToWaitMs >= left) return { done: false, last, lastError };
    const wait = Math.max(o.nextDelay ? o.nextDelay(o.clock.now()) : o.intervalMs, askedToWaitMs);
    o.log.debug(`${o.what ?? 'Job'}: next read in ${formatDuration(Math.min(wait, left))}`);
    await o.clock.sleep(Math.min(wait, left));
  }
}
