/** Collapses whitespace, drops control characters and bounds the length of untrusted text for a log line. */
export function sanitizeText(text: string, maxLength: number): string {
  const clean = text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}
