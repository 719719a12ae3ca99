import { setTimeout as delay } from 'node:timers/promises';

/** Time source and sleep, injected so that timing logic can be tested without waiting. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms) => {
    if (ms > 0) await delay(ms);
  },
};
