import { ApiError } from '../src/service/errors.js';
import { pollUntilDone } from '../src/wait/poll.js';
import { FakeClock, MemoryLogger } from './helpers.js';

type Step = string | Error;

function reader(steps: Step[]) {
  let i = 0;
  const calls: number[] = [];
  return {
    calls,
    read: async (deadline: number) => {
      calls.push(deadline);
      const step = steps[Math.min(i++, steps.length - 1)] as Step;
      if (step instanceof Error) throw step;
      return step;
    },
  };
}

const options = (clock: FakeClock, intervalMs = 5000, timeoutMs = 60_000) => ({
  isDone: (s: string) => s === 'done',
  intervalMs,
  deadline: clock.now() + timeoutMs,
  clock,
  log: new MemoryLogger(),
});

describe('pollUntilDone', () => {
  it('reads at once, then once per interval, and stops when done', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const r = reader(['a', 'b', 'done']);
    const seen: string[] = [];
    const result = await pollUntilDone({ ...options(clock), read: r.read, onValue: (v) => seen.push(v) });
    expect(result).toEqual({ done: true, value: 'done' });
    expect(seen).toEqual(['a', 'b', 'done']);
    expect(clock.sleeps).toEqual([5000, 5000]);
    expect(clock.now() - start).toBe(10_000);
  });

  it('ends at the deadline, never sleeping past it', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const r = reader(['running']);
    const result = await pollUntilDone({ ...options(clock, 7000, 30_000), read: r.read });
    expect(result).toEqual({ done: false, last: 'running', lastError: undefined });
    expect(clock.now() - start).toBe(30_000);
    expect(clock.sleeps).toEqual([7000, 7000, 7000, 7000, 2000]);
    expect(r.calls).toHaveLength(6); // a last read at the deadline itself
  });

  it('waits as long as a failed read was asked to (Retry-After), at least', async () => {
    const clock = new FakeClock();
    const limited = new ApiError('Reading export job x failed: HTTP 429', 429, true, 20_000);
    const r = reader(['running', limited, 'done']);
    const result = await pollUntilDone({ ...options(clock), read: r.read });
    expect(result.done).toBe(true);
    expect(clock.sleeps).toEqual([5000, 20_000]);
  });

  it('ends the wait at once when Retry-After is past the deadline', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const limited = new ApiError('Reading export job x failed: HTTP 429', 429, true, 3_600_000);
    const r = reader(['running', limited]);
    const result = await pollUntilDone({ ...options(clock, 5000, 60_000), read: r.read });
    expect(result).toEqual({
      done: false,
      last: 'running',
      lastError:
        'Reading export job x failed: HTTP 429 (the service asked to wait 1h 00m, past the deadline)',
    });
    expect(clock.now() - start).toBe(5000);
    expect(r.calls).toHaveLength(2);
  });

  it('keeps waiting through transient read failures once the job was seen', async () => {
    const clock = new FakeClock();
    const flaky = new ApiError('Reading export job x: network error (ECONNRESET)', undefined, true);
    const r = reader(['running', flaky, flaky, 'done']);
    const log = new MemoryLogger();
    const result = await pollUntilDone({ ...options(clock), log, read: r.read });
    expect(result.done).toBe(true);
    expect(log.text()).toMatch(/\(ECONNRESET\); still waiting/);
  });

  it('reports the last error when the deadline passes during failures', async () => {
    const clock = new FakeClock();
    const flaky = new ApiError('HTTP 503', 503, true);
    const r = reader(['running', flaky]);
    const result = await pollUntilDone({ ...options(clock, 5000, 20_000), read: r.read });
    expect(result).toEqual({ done: false, last: 'running', lastError: 'HTTP 503' });
  });

  it('fails at once on a transient error before the job was ever read', async () => {
    const clock = new FakeClock();
    const r = reader([new ApiError('refused', undefined, true), 'done']);
    await expect(pollUntilDone({ ...options(clock), read: r.read })).rejects.toThrow('refused');
  });

  it('fails at once on a permanent error', async () => {
    const clock = new FakeClock();
    const r = reader(['running', new ApiError('HTTP 404', 404, false), 'done']);
    await expect(pollUntilDone({ ...options(clock), read: r.read })).rejects.toThrow('HTTP 404');
    expect(r.calls).toHaveLength(2);
  });
});
