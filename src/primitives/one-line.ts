/**
 * Untrusted text made fit for one log line: control and format characters and line breaks become spaces,
 * runs of white space fold into one, and the length is bounded.
 */
export function oneLine(text: string, maxLength: number): string {
  const clean = text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}
