import { ApiError } from '../src/service/errors.js';
import { pollUntilDone } from '../src/wait/poll.js';
import { progressPercent } from '../src/wait/progress.js';
import { ReadSchedule } from '../src/wait/read-schedule.js';
import { FakeClock, MemoryLogger } from './helpers.js';

/**
 * A job on the test's clock: `percentAt(t)` is its progress `t` ms after it started (reported in whole steps of
 * `stepMs`, as a service updates it), and it completes at `doneAt`.
 */
function job(doneAt: number, percentAt: (t: number) => number, stepMs = 500) {
  return (t: number): { done: boolean; percent: number } => {
    const stepped = Math.floor(t / stepMs) * stepMs;
    return { done: t >= doneAt, percent: Math.round(percentAt(stepped) * 10) / 10 };
  };
}

/** Reads `j` on the schedule (each read taking 20 ms) until it is done: the reads, and how late the last one was. */
function follow(j: ReturnType<typeof job>, doneAt: number, intervalMs: number) {
  const schedule = new ReadSchedule(intervalMs);
  let t = 0;
  for (let reads = 1; ; reads++) {
    const state = j(t);
    if (state.done) return { reads, lateMs: t - doneAt };
    schedule.observe(t, state.percent, `running, ${state.percent}%`);
    t += schedule.nextDelay(t) + 20;
  }
}

/** Reads a fixed loop makes on the same job: one at once, then one per interval until done. */
const fixedReads = (doneAt: number, intervalMs: number) => Math.ceil(doneAt / intervalMs) + 1;

describe('ReadSchedule', () => {
  it('spaces reads out while progress rises steadily, and reads just after the expected finish', () => {
    const s = new ReadSchedule(3000); // ceiling: 18 s
    s.observe(0, 0, 'running, 0%');
    expect(s.nextDelay(0)).toBe(3000); // one percentage: no rate yet
    s.observe(3000, 5, 'running, 5%'); // 57 s left
    expect(s.nextDelay(3000)).toBe(18_000);
    s.observe(39_000, 65, 'running, 65%'); // 21 s left: half of it
    expect(s.nextDelay(39_000)).toBe(10_500);
    s.observe(49_500, 82.5, 'running, 82.5%'); // 10.5 s left: just after the finish
    expect(s.nextDelay(49_500)).toBe(10_800);
  });

  it.each([
    ['linear', (t: number) => (t / 60_000) * 100],
    // Fast, then slow, then in between: 50% in 18 s, 30% in 27 s, the last 20% in 15 s.
    [
      'uneven',
      (t: number) => (t < 18_000 ? t / 360 : t < 45_000 ? 50 + (t - 18_000) / 900 : 80 + (t - 45_000) / 750),
    ],
  ])(
    'reads at most 0.6 times as often as a fixed loop, and notices the finish within half an interval (%s progress)',
    (_shape, percentAt) => {
      const doneAt = 60_000;
      const { reads, lateMs } = follow(job(doneAt, percentAt), doneAt, 3000);
      expect(reads).toBeLessThanOrEqual(0.6 * fixedReads(doneAt, 3000));
      expect(lateMs).toBeLessThanOrEqual(1500);
    },
  );

  it('reads again 1, 2, 4 s after the expected finish passes, never later than the interval (stalled progress)', () => {
    const s = new ReadSchedule(5000);
    s.observe(0, 0, 'running, 0%');
    s.observe(5000, 50, 'running, 50%'); // due at 10 s
    expect(s.nextDelay(5000)).toBe(5500);
    const delays = [10_500, 11_500, 13_500, 17_500, 22_500].map((t) => {
      s.observe(t, 50, 'running, 50%'); // stalled
      return s.nextDelay(t);
    });
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('starts the estimate anew when progress goes backwards', () => {
    const s = new ReadSchedule(5000);
    s.observe(0, 0, 'a');
    s.observe(5000, 90, 'b');
    s.observe(10_000, 5, 'c'); // a new phase: one percentage, no rate
    expect(s.nextDelay(10_000)).toBe(5000);
    s.observe(15_000, 10, 'd'); // 1%/s: 90 s left
    expect(s.nextDelay(15_000)).toBe(30_000);
  });

  it('keeps the interval without numeric progress, growing gently while nothing changes', () => {
    const s = new ReadSchedule(5000);
    const delays = ['queued', 'queued', 'queued', 'queued', 'queued', 'queued', 'queued', 'queued'].map(
      (shown, i) => {
        s.observe(i * 5000, undefined, shown);
        return s.nextDelay(i * 5000);
      },
    );
    expect(delays).toEqual([5000, 5000, 5000, 6000, 7200, 8640, 10_000, 10_000]);
    s.observe(60_000, undefined, 'running');
    expect(s.nextDelay(60_000)).toBe(5000);
  });

  it('never reads sooner than a second, nor waits past the ceiling', () => {
    const s = new ReadSchedule(30_000); // ceiling: 60 s
    s.observe(0, 0, 'a');
    s.observe(30_000, 1, 'b'); // 1%/30 s: 49.5 min left
    expect(s.nextDelay(30_000)).toBe(60_000);
    const quick = new ReadSchedule(1000);
    quick.observe(0, 0, 'a');
    quick.observe(1000, 99.99, 'b');
    expect(quick.nextDelay(1000)).toBe(1000);
  });
});

describe('the schedule within the polling loop', () => {
  const states = (values: Array<string | Error>) => {
    let i = 0;
    return async () => {
      const v = values[Math.min(i++, values.length - 1)] as string | Error;
      if (v instanceof Error) throw v;
      return v;
    };
  };

  it('reads at the deadline when it is nearer than the next planned read', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const s = new ReadSchedule(3000);
    const percent: Record<string, number> = { a: 0, b: 1 };
    const result = await pollUntilDone({
      read: states(['a', 'b', 'b']),
      isDone: (v) => v === 'done',
      onValue: (v) => s.observe(clock.now(), percent[v], v),
      intervalMs: 3000,
      nextDelay: (now) => s.nextDelay(now), // 1%/3 s: the schedule wants 18 s
      deadline: start + 10_000,
      clock,
      log: new MemoryLogger(),
    });
    expect(result.done).toBe(false);
    expect(clock.sleeps).toEqual([3000, 7000]);
    expect(clock.now() - start).toBe(10_000);
  });

  it('waits as long as Retry-After asks when that is beyond the planned delay', async () => {
    const clock = new FakeClock();
    const s = new ReadSchedule(3000);
    const limited = new ApiError('Reading export job x failed: HTTP 429', 429, true, 40_000);
    const result = await pollUntilDone({
      read: states(['running', limited, 'done']),
      isDone: (v) => v === 'done',
      onValue: (v) => s.observe(clock.now(), undefined, v),
      intervalMs: 3000,
      nextDelay: (now) => s.nextDelay(now),
      deadline: clock.now() + 120_000,
      clock,
      log: new MemoryLogger(),
    });
    expect(result.done).toBe(true);
    expect(clock.sleeps).toEqual([3000, 40_000]);
  });
});

describe('progressPercent', () => {
  it.each<[unknown, number | undefined]>([
    [45, 45],
    [0.45, 45],
    ['45%', 45],
    [' 45 ', 45],
    ['x', undefined],
    ['', undefined],
    [150, undefined],
    [-1, undefined],
    [null, undefined],
    [{ percent: 3 }, 3],
  ])('reads %p as %p', (value, percent) => {
    expect(progressPercent(value)).toBe(percent);
  });
});
