/** The latest time an expiry may name: the end of year 9999 (later is no time a date can show). */
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * Reads an expiry as the service may send it: ISO 8601 text, or epoch seconds or milliseconds. Undefined when
 * it is no time, or none between 1970 and the year 9999.
 */
export function parseExpiry(value: string): number | undefined {
  const text = value.trim();
  let t: number;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    t = n < 1e12 ? n * 1000 : n;
  } else {
    t = Date.parse(text);
  }
  return Number.isFinite(t) && t >= 0 && t <= LATEST_MS ? t : undefined;
}

/** "in 59 min", "in 2 h 05 min", "expired 3 min ago". */
export function describeExpiry(expiresAtMs: number, nowMs: number): string {
  const minutes = Math.round((expiresAtMs - nowMs) / 60_000);
  const span = (m: number): string =>
    m >= 60 ? `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min` : `${m} min`;
  return minutes >= 0 ? `in ${span(minutes)}` : `expired ${span(-minutes)} ago`;
}
