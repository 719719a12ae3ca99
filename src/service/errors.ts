import { ActionError } from '../primitives/errors.js';

/** The service answered with an error, or could not be reached, after the retry policy gave up. */
export class ApiError extends ActionError {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status?: number,
    /** True when the same request may well succeed later (network error, 5xx, 429). */
    readonly transient = false,
    /** How long the service asked to be left alone (Retry-After), when it did. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
