/** An error whose message is written for the workflow's author and is safe to show as an annotation. */
export class ActionError extends Error {
  override name = 'ActionError';
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
