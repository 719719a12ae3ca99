// GitHub adapter for the sticky comment: @actions/github's Octokit with the retry and throttling plugins.
// Loaded lazily by main.ts, only when a comment is to be posted, so other runs never pay for it.
import { randomUUID } from 'node:crypto';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { RateLimitedError, type CommentsPort } from '../github/comments-port.js';
import type { ProxyEnv } from '../net/proxy-choice.js';
import type { Logger } from '../primitives/logger.js';
import { octokitFetch } from './octokit-fetch.js';

export interface GitHubSettings {
  token: string;
  /** GITHUB_API_URL, so GitHub Enterprise Server works. */
  apiUrl: string;
  owner: string;
  repo: string;
  log: Logger;
  userAgent: string;
  requestTimeoutMs: number;
  retries: number;
  /** No wait of GitHub's (a rate limit, a retry) may end after this time (ms since the epoch). */
  deadline: number;
  /** Where proxy settings are read; defaults to the process environment. */
  proxyEnv?: ProxyEnv;
}

/** The login comments made with the workflow's GITHUB_TOKEN (or an app's token) carry. */
const ACTIONS_BOT = 'github-actions[bot]';
/** Retries of a request that failed for a reason GitHub may not repeat (5xx), at most; waits of 0.5, 2, 4.5 s. */
const MAX_RETRIES = 3;

export function createCommentsPort(s: GitHubSettings): CommentsPort {
  /** The rate limit that made the last request give up, if one did. */
  type Declined = { kind: string; liftsAt: number };
  const limit: { declined?: Declined } = {};
  const onLimit =
    (kind: string) => (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) => {
      // GitHub's figure, bounded: a week at most, and a value that is no number of seconds lifts "later".
      const known = Number.isFinite(retryAfter) && retryAfter >= 0;
      const liftsAt = Date.now() + (known ? Math.min(retryAfter, 7 * 86_400) : 7 * 86_400) * 1000;
      if (known && retryCount < 2 && liftsAt < s.deadline) {
        s.log.info(`GitHub's ${kind} rate limit was hit; retrying in ${retryAfter}s`);
        return true;
      }
      limit.declined = { kind, liftsAt };
      return false;
    };
  /** Runs a call, turning a rate limit it gave up on into the error that says so. */
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    limit.declined = undefined;
    try {
      return await request();
    } catch (err) {
      // Set by the throttling callbacks while the request ran (the compiler cannot see that).
      const declined = limit.declined as Declined | undefined;
      if (!declined) throw err;
      const at = new Date(declined.liftsAt).toISOString().replace(/\.\d+Z$/, 'Z');
      throw new RateLimitedError(
        `GitHub's ${declined.kind} rate limit was hit and lifts at ${at}, after this step's deadline: not waited for`,
      );
    }
  };
  const octokit = getOctokit(
    s.token,
    {
      baseUrl: s.apiUrl.replace(/\/+$/, ''),
      userAgent: s.userAgent,
      // Failed requests are reported once, by the caller, with advice; Octokit's own lines go to the debug log.
      log: {
        debug: () => undefined,
        info: () => undefined,
        warn: (m) => s.log.debug(m),
        error: (m) => s.log.debug(m),
      },
      retry: { retries: Math.min(s.retries, MAX_RETRIES), retryAfterBaseValue: 500 },
      // The throttle's pacing queues are shared by id across instances; this process makes a handful of calls
      // through one instance, so it gets a queue of its own.
      throttle: {
        id: randomUUID(),
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
      // Requests go through the action's own transport: the same proxy rules and time limits as every call.
      request: {
        fetch: octokitFetch({
          apiOrigin: new URL(s.apiUrl).origin,
          timeoutMs: s.requestTimeoutMs,
          deadline: s.deadline,
          proxyEnv: s.proxyEnv,
        }),
      },
    },
    retry,
    throttling,
  );
  const repo = { owner: s.owner, repo: s.repo };
  return {
    /**
     * A personal or fine-grained token's own login. The workflow's GITHUB_TOKEN, an installation token, may
     * not read /user (403) and comments as github-actions[bot]. Any other failure leaves the identity unknown.
     */
    async identity() {
      try {
        return (await call(() => octokit.rest.users.getAuthenticated())).data.login;
      } catch (err) {
        if (err instanceof RateLimitedError) throw err;
        return (err as { status?: unknown }).status === 403 ? ACTIONS_BOT : undefined;
      }
    },
    async *listPages(prNumber) {
      const iterable = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: prNumber,
        per_page: 100,
      });
      const pages = iterable[Symbol.asyncIterator]();
      for (;;) {
        const page = await call(() => pages.next());
        if (page.done) return;
        yield page.value.data;
      }
    },
    async create(prNumber, body) {
      return (await call(() => octokit.rest.issues.createComment({ ...repo, issue_number: prNumber, body })))
        .data;
    },
    async update(commentId, body) {
      return (await call(() => octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })))
        .data;
    },
  };
}
