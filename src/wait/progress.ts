import { oneLine } from '../primitives/one-line.js';

/** A job's progress as read from the service, whatever shape it came in. */
export interface Progress {
  /** 0–100, when the value reads as a share of the work; otherwise undefined. */
  percent?: number;
  /** How it is shown in the log and the summary. */
  text: string;
}

/**
 * The one rule for the service's `progress` field, whose type is not documented:
 * - a number from 0 to 100 is a percentage, except that one strictly between 0 and 1 is a fraction
 *   (0.45 → 45%); a text holding such a number, with or without `%`, reads the same;
 * - `{done, total}` (or `current` / `completed` for `done`) is that share of `total`; `{percent}` reads as
 *   its value;
 * - a number over 100 is shown as it is, but is no percentage; any other text is shown (one line, at most 40
 *   characters), with no percentage;
 * - negative, infinite and NaN numbers, empty text and every other shape are ignored (undefined).
 */
export function parseProgress(value: unknown): Progress | undefined {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value === 'string') {
    const text = oneLine(value, 40);
    const numeric = /^(\d+(?:\.\d+)?)%?$/.exec(text);
    const parsed = numeric ? fromNumber(Number(numeric[1])) : undefined;
    if (parsed?.percent !== undefined) return parsed;
    return text ? { text } : undefined;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const done = o.done ?? o.current ?? o.completed;
    if (isCount(done) && isCount(o.total)) {
      const percent = o.total > 0 && done <= o.total ? (done / o.total) * 100 : undefined;
      return { percent, text: `${done}/${o.total}` };
    }
    if ('percent' in o) return parseProgress(o.percent);
  }
  return undefined;
}

function fromNumber(n: number): Progress | undefined {
  if (!Number.isFinite(n) || n < 0) return undefined;
  const percent = n > 0 && n < 1 ? n * 100 : n;
  if (percent > 100) return { text: String(Math.round(percent)) };
  return { percent, text: `${Math.round(percent * 10) / 10}%` };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** How a progress value is shown, or undefined when it cannot be shown sensibly. */
export function formatProgress(value: unknown): string | undefined {
  return parseProgress(value)?.text;
}

/** A progress value as a percentage (0–100), when it reads as one. */
export function progressPercent(value: unknown): number | undefined {
  return parseProgress(value)?.percent;
}

/** A page count of unknown shape: a non-negative integer or a numeric string; otherwise undefined. */
export function readPageCount(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return n;
  return undefined;
}
