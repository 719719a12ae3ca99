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

/** Characters that reorder how a line reads (bidirectional overrides and isolates): shown, they can disguise it. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A line for the runner's log, whole: line breaks and other control characters become spaces, so no value can
 * add a line of its own; bidirectional controls are dropped; a `##[` anywhere (the runner reads that old
 * command form anywhere in a line) gets a zero-width space inside it, and a line that would start a workflow
 * command (`::`, after any leading space) gets one in front, which the runner does not trim: shown, never run.
 */
export function logLine(text: string): string {
  const line = text
    .replace(/[\p{Cc}\u2028\u2029]/gu, (c) => (c === '\t' ? c : ' '))
    .replace(BIDI_CONTROLS, '')
    .replaceAll('##[', '##\u200b[');
  return /^\s*::/.test(line) ? `\u200b${line}` : line;
}
