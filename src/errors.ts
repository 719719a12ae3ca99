/** An error whose message is written for the workflow's author and is safe to show as an annotation. */
export class ActionError extends Error {
  override name = 'ActionError';
}

/** The inputs cannot be used; raised before any request is made. */
export class InputError extends ActionError {
  override name = 'InputError';
}

/** The service answered with an error, or could not be reached, after the retry policy gave up. */
export class ApiError extends ActionError {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status?: number,
    /** True when the same request may well succeed later (network error, 5xx, 429). */
    readonly transient = false,
  ) {
    super(message);
  }
}

/** A deadline (export-timeout, agent-timeout) ran out. */
export class DeadlineError extends ActionError {
  override name = 'DeadlineError';
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
