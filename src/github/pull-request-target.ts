/** Events whose payload carries the pull request under `pull_request`. */
const PULL_REQUEST_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
]);

export type PullRequestSource = 'event' | 'input';

export interface PullRequestTarget {
  number: number;
  source: PullRequestSource;
}

/**
 * The pull request to comment on: the triggering one for pull request events and for comments on a pull
 * request; else the pr-number input; else none. The payload is untrusted: only a positive integer counts.
 */
export function resolvePullRequest(
  eventName: string,
  payload: unknown,
  prNumberInput: number | undefined,
): PullRequestTarget | undefined {
  const p = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  let fromEvent: unknown;
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    fromEvent = field(p.pull_request, 'number') ?? p.number;
  } else if (eventName === 'issue_comment' && field(p.issue, 'pull_request')) {
    fromEvent = field(p.issue, 'number');
  }
  if (isPositiveInteger(fromEvent)) return { number: fromEvent, source: 'event' };
  if (prNumberInput !== undefined) return { number: prNumberInput, source: 'input' };
  return undefined;
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
