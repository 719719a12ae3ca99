// The run's GitHub context from @actions/github: the event and its payload, the repository, and the server
// and API addresses (GitHub Enterprise Server included). Loaded lazily by main.ts, only when a comment is to
// be posted, so other runs never pay for it.
import { context } from '@actions/github';
import type { RunContext } from '../github/run-context.js';

export function readRunContext(): RunContext {
  let repo: RunContext['repo'];
  try {
    const { owner, repo: name } = context.repo;
    if (owner && name) repo = { owner, repo: name };
  } catch {
    // Neither GITHUB_REPOSITORY nor a repository in the payload: no repository to comment in.
  }
  return {
    eventName: context.eventName ?? '',
    payload: context.payload,
    repo,
    serverUrl: context.serverUrl,
    apiUrl: context.apiUrl,
    runId: Number.isSafeInteger(context.runId) && context.runId > 0 ? context.runId : undefined,
  };
}
