import type { Logger } from '../primitives/logger.js';
import { formatDuration } from '../primitives/duration.js';

/** Logs a job's state line only when it differs from the previous one. */
export function logOnChange(log: Logger, prefix: string): (line: string) => void {
  let last = '';
  return (line) => {
    if (line !== last) log.info(`${prefix}: ${line}`);
    last = line;
  };
}

/** The message of a wait that ran out of time, shared by the export and agent waits. */
export function timeoutMessage(o: {
  what: string;
  timeoutMs: number;
  timeoutInput: string;
  lastStatus?: string;
  lastError?: string;
  advice: string;
}): string {
  return (
    `${o.what} did not finish within ${formatDuration(o.timeoutMs)} (${o.timeoutInput}); ` +
    `last status: ${o.lastStatus ?? 'never read'}${o.lastError ? `; last error: ${o.lastError}` : ''}. ${o.advice}`
  );
}
