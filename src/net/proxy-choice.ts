import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

export type ProxyEnv = Record<string, string | undefined>;

/**
 * The proxy a request to `url` goes through under the usual variables (HTTPS_PROXY / HTTP_PROXY, either case,
 * and NO_PROXY: `*`, host names, `.domain` or `domain` suffixes, optional `:port`), or undefined.
 */
export function proxyFor(url: URL, env: ProxyEnv): string | undefined {
  const pick = (name: string): string | undefined => env[name] || env[name.toLowerCase()] || undefined;
  const proxy = url.protocol === 'https:' ? pick('HTTPS_PROXY') : pick('HTTP_PROXY');
  if (!proxy) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  for (const raw of (pick('NO_PROXY') ?? '').split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return undefined;
    const m = /^(.*?)(?::(\d+))?$/.exec(entry.replace(/^\[|\]$/g, '')) as RegExpExecArray;
    const name = (m[1] as string).replace(/^\*?\./, '');
    if (m[2] && m[2] !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return undefined;
  }
  return proxy;
}

const agents = new Map<string, HttpAgent>();

/**
 * An agent that sends the request through the proxy the environment names for it (Node 24's `proxyEnv`
 * agents: absolute-form requests for http, CONNECT tunnels for https), or undefined when none applies.
 */
export function proxyAgentFor(url: URL, env: ProxyEnv): HttpAgent | undefined {
  const proxy = proxyFor(url, env);
  if (!proxy) return undefined;
  const key = [url.protocol, proxy, env.NO_PROXY ?? env.no_proxy ?? ''].join('|');
  let agent = agents.get(key);
  if (!agent) {
    const options = { proxyEnv: env } as ConstructorParameters<typeof HttpAgent>[0];
    agent = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}
