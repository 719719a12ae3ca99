// A fetch for Octokit made of the action's small-request transport: it honours HTTPS_PROXY / HTTP_PROXY /
// NO_PROXY like the rest of the action, and is bounded in time like the admin API's requests.
import { proxyAgentFor, type ProxyEnv } from '../net/proxy-choice.js';
import { sendSmallRequest } from '../net/small-request.js';

const MAX_BODY_BYTES = 16 * 1024 * 1024;

export function octokitFetch(timeoutMs: number, proxyEnv: ProxyEnv = process.env): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (init?.body != null && typeof init.body !== 'string') {
      throw new TypeError('only text request bodies are supported');
    }
    const res = await sendSmallRequest(url, {
      method: init?.method ?? 'GET',
      headers,
      body: init?.body ?? undefined,
      timeoutMs,
      maxBodyBytes: MAX_BODY_BYTES,
      agent: await proxyAgentFor(url, proxyEnv),
    });
    const empty = res.status === 204 || res.status === 304 || (init?.method ?? 'GET') === 'HEAD';
    const response = new Response(empty ? null : res.text, { status: res.status, headers: res.headers });
    Object.defineProperty(response, 'url', { value: url.href });
    return response;
  };
}
