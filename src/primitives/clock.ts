import { setTimeout as delay } from 'node:timers/promises';

/** Time source and sleep, injected so that timing logic can be tested without waiting. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`; rejects (an AbortError) if `signal` aborts first, and then holds no timer. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    if (ms > 0) await delay(ms, undefined, { signal });
    else signal?.throwIfAborted();
  },
};
