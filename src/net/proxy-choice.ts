import type { Agent, ClientRequest } from 'node:http';
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
  // A trailing dot names the same host (`example.com.`).
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isLoopbackHost(host)) return undefined;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (bypassesProxy(host, port, variable(env, 'no_proxy') ?? '')) return undefined;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}

/**
 * NO_PROXY: entries separated by commas or spaces; `*` for every host; a host name, which also covers its
 * subdomains, with or without a leading `.` or `*.`; an IP address (IPv6 bare or in brackets); any of them
 * with `:port` to apply to that port only. Address ranges (`10.0.0.0/8`) are not read, nor is ALL_PROXY.
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
    name = name.replace(/^\*?\./, '').replace(/\.$/, '');
    if (host === name || host.endsWith(`.${name}`)) return true;
  }
  return false;
}

/**
 * The credentials in any *_PROXY variable, for redaction: `user:password` and the password, as written and
 * decoded, and `user:password` in base64 (as a Proxy-Authorization header carries it). Read as a URL parser
 * reads them: up to the last `@` of the address, so a password holding a raw `@` is found whole.
 */
export function proxyCredentials(env: ProxyEnv): string[] {
  const found = new Set<string>();
  const add = (value: string): void => {
    if (value.length < 3) return;
    found.add(value);
    try {
      found.add(decodeURIComponent(value));
    } catch {
      // not percent-encoded
    }
  };
  for (const [name, value] of Object.entries(env)) {
    if (!value || !/_proxy$/i.test(name)) continue;
    const text = value.trim();
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    } catch {
      continue;
    }
    if (!url.username && !url.password) continue;
    const raw = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(.*)@[^@]*$/i.exec(text.split(/[/?#]/, 3).join('/'))?.[1];
    const user = safeDecode(url.username);
    const password = safeDecode(url.password);
    const rawPassword = raw?.includes(':') ? raw.slice(raw.indexOf(':') + 1) : undefined;
    for (const each of [
      raw,
      rawPassword,
      `${url.username}:${url.password}`,
      url.password,
      password,
      `${user}:${password}`,
    ]) {
      if (each) add(each);
    }
    found.add(Buffer.from(`${user}:${password}`).toString('base64'));
  }
  return [...found];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
      const tunnel = new HttpsProxyAgent(proxy);
      // https-proxy-agent hands a CONNECT answer other than 200 to the request as if the server had sent it:
      // a proxy could then answer for the service, the storage or GitHub. It is a failed connection instead.
      tunnel.on('proxyConnect', (answer: { statusCode: number }, req: ClientRequest) => {
        if (answer.statusCode !== 200) {
          req.destroy(new Error(`the proxy refused the tunnel (HTTP ${answer.statusCode})`));
        }
      });
      agent = tunnel;
    } else {
      const { HttpProxyAgent } = await import('http-proxy-agent');
      agent = new HttpProxyAgent(proxy);
    }
    agents.set(key, agent);
  }
  return agent;
}
