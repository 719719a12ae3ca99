/** Reads an expiry as the service may send it: ISO 8601 text, or epoch seconds or milliseconds. */
export function parseExpiry(value: string): number | undefined {
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return n < 1e12 ? n * 1000 : n;
  }
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
}

/** "in 59 min", "in 2 h 05 min", "expired 3 min ago". */
export function describeExpiry(expiresAtMs: number, nowMs: number): string {
  const minutes = Math.round((expiresAtMs - nowMs) / 60_000);
  const span = (m: number): string =>
    m >= 60 ? `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min` : `${m} min`;
  return minutes >= 0 ? `in ${span(minutes)}` : `expired ${span(-minutes)} ago`;
}
