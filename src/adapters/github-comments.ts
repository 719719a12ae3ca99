// GitHub adapter for the sticky comment: @actions/github's Octokit with the retry and throttling plugins.
// Loaded lazily by main.ts, only when a comment is to be posted, so other runs never pay for it.
import { randomUUID } from 'node:crypto';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { CommentsPort } from '../github/comments-port.js';
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
  /** Where proxy settings are read; defaults to the process environment. */
  proxyEnv?: ProxyEnv;
}

export function createCommentsPort(s: GitHubSettings): CommentsPort {
  const onLimit =
    (kind: string) => (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) => {
      s.log.warning(
        `GitHub ${kind} rate limit hit; ${retryCount < 2 ? `retrying after ${retryAfter}s` : 'giving up'}`,
      );
      return retryCount < 2;
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
      retry: { retries: s.retries },
      // The throttle's pacing queues are shared by id across instances; this process makes a handful of calls
      // through one instance, so it gets a queue of its own.
      throttle: {
        id: randomUUID(),
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
      // Requests go through the action's own transport: the same proxy rules and time limits as every call.
      request: { fetch: octokitFetch(s.requestTimeoutMs, s.proxyEnv) },
    },
    retry,
    throttling,
  );
  const repo = { owner: s.owner, repo: s.repo };
  return {
    async *listPages(prNumber) {
      const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: prNumber,
        per_page: 100,
      });
      for await (const page of pages) yield page.data;
    },
    async create(prNumber, body) {
      return (await octokit.rest.issues.createComment({ ...repo, issue_number: prNumber, body })).data;
    },
    async update(commentId, body) {
      return (await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })).data;
    },
  };
}
