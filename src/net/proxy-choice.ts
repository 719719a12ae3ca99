import type { Agent } from 'node:http';
import { isLoopbackHost } from './url-rules.js';

export type ProxyEnv = Record<string, string | undefined>;

/** A variable as Node and curl read it: the lower-case name first, then the upper-case one. */
function variable(env: ProxyEnv, name: string): string | undefined {
  return env[name.toLowerCase()] || env[name.toUpperCase()] || undefined;
}

/**
 * The proxy a request to `url` goes through, or undefined: the one decision for the admin API, downloads and
 * GitHub calls. `https_proxy` / `HTTPS_PROXY` for https: URLs, `http_proxy` / `HTTP_PROXY` for http: ones (the
 * lower-case name first); none for loopback hosts, whatever the variables say (a key sent over plain http to
 * 127.0.0.1 must not reach a proxy); none when `no_proxy` / `NO_PROXY` names the host (see `bypassesProxy`).
 * A proxy written without a scheme (`proxy:3128`) is taken as http://.
 */
export function proxyFor(url: URL, env: ProxyEnv): string | undefined {
  const proxy = variable(env, url.protocol === 'https:' ? 'https_proxy' : 'http_proxy');
  if (!proxy) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopbackHost(host)) return undefined;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (bypassesProxy(host, port, variable(env, 'no_proxy') ?? '')) return undefined;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}

/**
 * NO_PROXY: entries separated by commas or spaces; `*` for every host; a host name, which also covers its
 * subdomains, with or without a leading `.` or `*.`; an IP address (IPv6 bare or in brackets); any of them
 * with `:port` to apply to that port only.
 */
function bypassesProxy(host: string, port: string, noProxy: string): boolean {
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    let name = entry;
    let entryPort: string | undefined;
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    if (bracketed) [, name = '', entryPort] = bracketed;
    else if (entry.split(':').length === 2) [name = '', entryPort] = entry.split(':');
    if (entryPort && entryPort !== port) continue;
    name = name.replace(/^\*?\./, '');
    if (host === name || host.endsWith(`.${name}`)) return true;
  }
  return false;
}

/** The credentials in any *_PROXY variable (`user:password` and the password, as written and decoded), for redaction. */
export function proxyCredentials(env: ProxyEnv): string[] {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (!value || !/_proxy$/i.test(name)) continue;
    const m = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^@/]*)@/i.exec(value.trim());
    if (!m?.[1]) continue;
    const userinfo = m[1];
    const password = userinfo.slice(userinfo.indexOf(':') + 1);
    for (const part of [userinfo, ...(userinfo.includes(':') ? [password] : [])]) {
      if (part.length < 3) continue;
      found.add(part);
      try {
        found.add(decodeURIComponent(part));
      } catch {
        // not percent-encoded
      }
    }
  }
  return [...found];
}

const agents = new Map<string, Agent>();

/**
 * An agent that sends requests to `url` through its proxy (absolute-form requests for http:, a CONNECT tunnel
 * for https:), or undefined when none applies. The proxy agents are loaded only when a proxy is in use.
 */
export async function proxyAgentFor(url: URL, env: ProxyEnv): Promise<Agent | undefined> {
  const proxy = proxyFor(url, env);
  if (!proxy) return undefined;
  const key = `${url.protocol}|${proxy}`;
  let agent = agents.get(key);
  if (!agent) {
    if (url.protocol === 'https:') {
      const { HttpsProxyAgent } = await import('https-proxy-agent');
      agent = new HttpsProxyAgent(proxy);
    } else {
      const { HttpProxyAgent } = await import('http-proxy-agent');
      agent = new HttpProxyAgent(proxy);
    }
    agents.set(key, agent);
  }
  return agent;
}
