import { formatDuration, parseDuration } from '../src/primitives/duration.js';

describe('parseDuration', () => {
  it.each([
    ['500ms', 500],
    ['90s', 90_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['1h30m', 5_400_000],
    ['1h 30m', 5_400_000],
    ['2m30s', 150_000],
    ['1.5s', 1500],
    ['45', 45_000],
    ['0.25', 250],
    ['1d', 86_400_000],
    [' 10S ', 10_000],
  ])('reads %p as %p ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', 'abc', '10x', 'm', '1h30', '-5s', '5 minutes', '1e3', 's10', '10ms5'])(
    'rejects %p',
    (text) => {
      expect(parseDuration(text)).toBeUndefined();
    },
  );
});

describe('formatDuration', () => {
  it.each([
    [850, '850ms'],
    [42_000, '42s'],
    [185_000, '3m 05s'],
    [3_720_000, '1h 02m'],
    [-1, 'unknown'],
  ])('formats %p as %p', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
