import type { Clock } from '../primitives/clock.js';
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
}

export type PollResult<T> = { done: true; value: T } | { done: false; last?: T; lastError?: string };

/**
 * Reads until `isDone` or the deadline. Once the job has been read successfully, a read that fails for a
 * transient reason (after the request's own retries) only costs that read: the wait goes on until the deadline.
 * Any other error ends the wait at once.
 */
export async function pollUntilDone<T>(o: PollOptions<T>): Promise<PollResult<T>> {
  let last: T | undefined;
  let lastError: string | undefined;
  let seen = false;
  for (;;) {
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
      o.log.warning(`${lastError}; still waiting`);
    }
    const left = o.deadline - o.clock.now();
    if (left <= 0) return { done: false, last, lastError };
    const wait = o.nextDelay ? o.nextDelay(o.clock.now()) : o.intervalMs;
    await o.clock.sleep(Math.min(wait, left));
  }
}
