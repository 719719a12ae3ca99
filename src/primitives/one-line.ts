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

/**
 * A line for the runner's log, whole: line breaks and other control characters become spaces, so no value can
 * add a line of its own; and a line that would start a workflow command (`::` or `##[`, after any leading
 * space) gets a zero-width space in front, which the runner does not trim, so it is shown, never run.
 */
export function logLine(text: string): string {
  const line = text.replace(/[\p{Cc}\u2028\u2029]/gu, (c) => (c === '\t' ? c : ' '));
  return /^\s*(::|##\[)/.test(line) ? `\u200b${line}` : line;
}
