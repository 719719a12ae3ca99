import { errorMessage } from '../primitives/errors.js';
import { oneLine } from '../primitives/one-line.js';
import { RateLimitedError, type CommentsPort, type IssueComment } from './comments-port.js';
import type { PullRequestTarget } from './pull-request-target.js';

export type CommentOutcome =
  | { kind: 'posted'; action: 'created' | 'updated' | 'unchanged'; url: string; prNumber: number }
  | { kind: 'skipped'; reason: string }
  | { kind: 'forbidden'; reason: string; prNumber: number }
  | { kind: 'rate-limited'; reason: string; prNumber: number }
  | { kind: 'failed'; reason: string; prNumber: number };

const normalize = (text: string | null | undefined): string => (text ?? '').replace(/\r\n/g, '\n').trim();

/** Pages of comments (100 each) searched for this run's comment at most; past them, a new one is created. */
const MAX_COMMENT_PAGES = 30;

/**
 * Finds this run's comment in the first pages: one that carries the marker and was written by the token's own
 * identity (a marker anyone can paste is no proof of authorship). Updates it if its body differs, else creates
 * one. When the token's identity is unknown, nothing is edited: a new comment is created.
 */
async function upsertStickyComment(
  port: CommentsPort,
  prNumber: number,
  marker: string,
  body: string,
): Promise<Omit<Extract<CommentOutcome, { kind: 'posted' }>, 'kind' | 'prNumber'>> {
  const identity = await port.identity();
  let existing: IssueComment | undefined;
  let pages = 0;
  if (identity !== undefined) {
    for await (const page of port.listPages(prNumber)) {
      existing = page.find((c) => c.user?.login === identity && normalize(c.body).startsWith(marker));
      if (existing || ++pages >= MAX_COMMENT_PAGES) break;
    }
  }
  if (!existing) return { action: 'created', url: (await port.create(prNumber, body)).html_url };
  if (normalize(existing.body) === normalize(body)) return { action: 'unchanged', url: existing.html_url };
  return { action: 'updated', url: (await port.update(existing.id, body)).html_url };
}

/**
 * Posts (or refreshes) the agent job's comment on the pull request, when there is one and commenting is on.
 * A token that may not comment (forks, Dependabot, missing `pull-requests: write`) is reported as `forbidden`,
 * not as a failure.
 */
export async function commentOnPullRequest(o: {
  enabled: boolean;
  target?: PullRequestTarget;
  token?: string;
  marker: string;
  body: string;
  openPort: () => Promise<CommentsPort>;
}): Promise<CommentOutcome> {
  if (!o.enabled) return { kind: 'skipped', reason: 'commenting is turned off (comment: false)' };
  if (!o.target) {
    return {
      kind: 'skipped',
      reason: 'no pull request to comment on: the event is not a pull request and pr-number is not set',
    };
  }
  const prNumber = o.target.number;
  if (!o.token) return { kind: 'skipped', reason: 'no github-token was given' };
  try {
    const port = await o.openPort();
    return { kind: 'posted', prNumber, ...(await upsertStickyComment(port, prNumber, o.marker, o.body)) };
  } catch (err) {
    if (err instanceof RateLimitedError) return { kind: 'rate-limited', prNumber, reason: err.message };
    const status = (err as { status?: unknown }).status;
    const said = oneLine(errorMessage(err), 300);
    if ((status === 403 || status === 404) && !/rate limit/i.test(said)) {
      return {
        kind: 'forbidden',
        prNumber,
        reason:
          `The token may not comment on pull request #${prNumber} (HTTP ${status}: ${said}). ` +
          'Give the job `permissions: pull-requests: write`. Pull requests from forks and from Dependabot get a ' +
          'read-only token, so no comment can be posted for them.',
      };
    }
    return { kind: 'failed', prNumber, reason: `Could not comment on pull request #${prNumber}: ${said}` };
  }
}
