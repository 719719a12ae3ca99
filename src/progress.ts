import { sanitizeText } from './text.js';

/**
 * Shows a progress value of unknown shape: a percentage (45 → "45%"), a fraction (0.45 → "45%"), a text
 * ("45%", "step 3/7"), or {done, total}. Returns undefined for anything that cannot be shown sensibly.
 */
export function formatProgress(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    const percent = value > 0 && value < 1 ? value * 100 : value;
    if (percent > 100) return String(Math.round(percent));
    return `${Math.round(percent * 10) / 10}%`;
  }
  if (typeof value === 'string') {
    const text = sanitizeText(value, 40);
    if (/^\d+(\.\d+)?$/.test(text)) return formatProgress(Number(text));
    return text || undefined;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const done = o.done ?? o.current ?? o.completed;
    if (typeof done === 'number' && typeof o.total === 'number') return `${done}/${o.total}`;
    if ('percent' in o) return formatProgress(o.percent);
  }
  return undefined;
}

/** A page count of unknown shape: a non-negative integer or a numeric string; otherwise undefined. */
export function readPageCount(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return n;
  return undefined;
}
