import { formatProgress, readPageCount } from '../src/wait/progress.js';

describe('formatProgress', () => {
  it.each<[unknown, string | undefined]>([
    [45, '45%'],
    [0, '0%'],
    [100, '100%'],
    [0.45, '45%'],
    [0.333, '33.3%'],
    [12.34, '12.3%'],
    ['45%', '45%'],
    ['45', '45%'],
    [' 0.5 ', '50%'],
    ['step 3 of 7', 'step 3 of 7'],
    [{ done: 3, total: 7 }, '3/7'],
    [{ percent: 60 }, '60%'],
    [250, '250'],
    [-3, undefined],
    [Number.NaN, undefined],
    [Infinity, undefined],
    [null, undefined],
    [undefined, undefined],
    [true, undefined],
    [[1, 2], undefined],
    ['', undefined],
    ['x'.repeat(100), `${'x'.repeat(39)}…`],
    ['a\nb\u001b[31m', 'a b [31m'],
  ])('shows %p as %p', (value, shown) => {
    expect(formatProgress(value)).toBe(shown);
  });
});

describe('readPageCount', () => {
  it.each<[unknown, number | undefined]>([
    [120, 120],
    [0, 0],
    ['120', 120],
    [1.5, undefined],
    [-1, undefined],
    ['many', undefined],
    [null, undefined],
  ])('reads %p as %p', (value, count) => {
    expect(readPageCount(value)).toBe(count);
  });
});
