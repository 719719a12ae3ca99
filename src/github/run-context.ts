/** What the run knows of GitHub: the event, the repository and the addresses (GitHub or GitHub Enterprise Server). */
export interface RunContext {
  eventName: string;
  /** The event payload: untrusted. */
  payload: unknown;
  /** `owner/repo`, when the run knows it. */
  repo?: { owner: string; repo: string };
  serverUrl: string;
  apiUrl: string;
  runId?: number;
}

/** The link to this workflow run, for the comment's footer. */
export function workflowRunUrl(context: RunContext): string | undefined {
  if (!context.repo || !context.runId) return undefined;
  const server = context.serverUrl.replace(/\/+$/, '');
  return `${server}/${context.repo.owner}/${context.repo.repo}/actions/runs/${context.runId}`;
}
