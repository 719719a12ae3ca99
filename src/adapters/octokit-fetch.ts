// A fetch for Octokit made of the action's small-request transport: it honours HTTPS_PROXY / HTTP_PROXY /
// NO_PROXY like the rest of the action, and is bounded in time like the admin API's requests.
import { proxyAgentFor, type ProxyEnv } from '../net/proxy-choice.js';
import { sendSmallRequest } from '../net/small-request.js';

const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * A call stopped on the action's side (the deadline passed, a link led elsewhere). Named AbortError: Octokit
 * then hands it on as it is, where any other fetch failure becomes a 500 that the retry plugin would repeat,
 * with waits that know nothing of the deadline.
 */
class CallStopped extends Error {
  override name = 'AbortError';
}

/**
 * Only requests to `apiOrigin` (GITHUB_API_URL's) are sent: the token goes with every request, and a page link
 * in an answer must not take it anywhere else. Each request ends by `deadline` at the latest.
 */
export function octokitFetch(o: {
  apiOrigin: string;
  timeoutMs: number;
  deadline: number;
  proxyEnv?: ProxyEnv;
}): typeof fetch {
  const { apiOrigin, timeoutMs, deadline, proxyEnv = process.env } = o;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== apiOrigin) {
      throw new CallStopped(`GitHub answered with a link to another address (${url.origin}); not followed`);
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new CallStopped("the agent stage's deadline passed before GitHub answered");
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (init?.body != null && typeof init.body !== 'string') {
      throw new TypeError('only text request bodies are supported');
    }
    const cutByDeadline = remaining < timeoutMs;
    const res = await sendSmallRequest(url, {
      method: init?.method ?? 'GET',
      headers,
      body: init?.body ?? undefined,
      timeoutMs: Math.min(timeoutMs, remaining),
      maxBodyBytes: MAX_BODY_BYTES,
      agent: await proxyAgentFor(url, proxyEnv),
    }).catch((err: Error) => {
      if (cutByDeadline && err.name === 'TimeoutError') {
        throw new CallStopped("the agent stage's deadline passed before GitHub answered");
      }
      throw err;
    });
    const empty = res.status === 204 || res.status === 304 || (init?.method ?? 'GET') === 'HEAD';
    const response = new Response(empty ? null : res.text, { status: res.status, headers: res.headers });
    Object.defineProperty(response, 'url', { value: url.href });
    return response;
  };
}
