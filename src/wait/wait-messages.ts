import { formatDuration } from '../primitives/duration.js';

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
