import { backoffDelay, parseRetryAfter, retryDelay } from '../src/service/retry-policy.js';

const policy = { baseMs: 1000, capMs: 30_000 };

describe('backoffDelay (exponential, full jitter)', () => {
  it('grows the ceiling exponentially up to the cap', () => {
    const top = () => 0.999999;
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, policy, top))).toEqual([
      999, 1999, 3999, 7999, 15_999, 29_999, 29_999,
    ]);
  });

  it('spreads delays uniformly from zero', () => {
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(4000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP date', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });
  it.each([null, undefined, '', 'soon', '-5', '1.5'])('ignores %p', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  const base = { attempt: 2, policy, random: () => 0.5 };
  it('uses the backoff when there is no Retry-After', () => {
    expect(retryDelay({ ...base, remainingMs: 60_000 })).toBe(2000);
  });
  it('honours Retry-After over the backoff', () => {
    expect(retryDelay({ ...base, retryAfterMs: 10_000, remainingMs: 60_000 })).toBe(10_000);
  });
  it('waits at least the first ceiling when Retry-After says 0 or a past date', () => {
    expect(retryDelay({ ...base, retryAfterMs: 0, remainingMs: 60_000 })).toBe(1000);
  });
  it('gives up when Retry-After would outlive the deadline', () => {
    expect(retryDelay({ ...base, retryAfterMs: 90_000, remainingMs: 60_000 })).toBeUndefined();
  });
  it('never sleeps past the deadline', () => {
    expect(retryDelay({ ...base, attempt: 6, remainingMs: 1500 })).toBe(1500);
    expect(retryDelay({ ...base, remainingMs: 0 })).toBeUndefined();
  });
});
