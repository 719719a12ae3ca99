import { ProgressPacer } from '../src/wait/pacing.js';
import { progressPercent } from '../src/wait/progress.js';

describe('ProgressPacer', () => {
  it('keeps the interval without numeric progress', () => {
    const p = new ProgressPacer(5000);
    p.observe(0, undefined);
    p.observe(5000, undefined);
    expect(p.nextDelay(5000)).toBe(5000);
  });

  it('keeps the interval while the expected finish is further than one interval away', () => {
    const p = new ProgressPacer(5000);
    p.observe(0, 10);
    p.observe(5000, 20); // 2%/s: 40 s left
    expect(p.nextDelay(5000)).toBe(5000);
  });

  it('reads again just after the expected finish when it is near', () => {
    const p = new ProgressPacer(5000);
    p.observe(0, 0);
    p.observe(10_000, 80); // 8%/s: 2.5 s left
    expect(p.nextDelay(10_000)).toBe(2700);
  });

  it('never reads sooner than the minimum, and backs off when the job is late', () => {
    const p = new ProgressPacer(10_000);
    p.observe(0, 0);
    p.observe(10_000, 99); // due in 0.1 s
    expect(p.nextDelay(10_000)).toBe(1000);
    p.observe(11_000, 100); // reported 100% but not completed yet
    expect(p.nextDelay(11_000)).toBe(2000);
    p.observe(13_000, 100);
    expect(p.nextDelay(13_000)).toBe(4000);
    p.observe(17_000, 100);
    expect(p.nextDelay(17_000)).toBe(8000);
    expect(p.nextDelay(25_000)).toBe(10_000);
  });

  it('starts measuring anew when progress goes backwards', () => {
    const p = new ProgressPacer(5000);
    p.observe(0, 0);
    p.observe(5000, 90);
    p.observe(10_000, 5); // a new phase
    expect(p.nextDelay(10_000)).toBe(5000);
  });

  it('never waits longer than the interval', () => {
    const p = new ProgressPacer(3000, 1000);
    p.observe(0, 0);
    p.observe(1000, 1);
    expect(p.nextDelay(1000)).toBe(3000);
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
