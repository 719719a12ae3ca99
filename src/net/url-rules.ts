/**
 * Hosts for which plain http is allowed: the key then never leaves the machine. Only the name `localhost`
 * and loopback addresses: another name under .localhost goes to the resolver, which may answer anything.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Validates the service's base URL. Returns the URL with a trailing slash on its path, so that endpoint
 * paths are appended to any prefix (`https://host/api/` + `v1/...`), or an error text.
 */
export function parseBaseUrl(text: string): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `base-url is not a valid URL (expected something like https://api.example.com)`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `base-url must use https: (got ${url.protocol})`;
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return `base-url must use https: so the API key is never sent in clear; plain http: is only allowed for loopback hosts (127.0.0.1, localhost, [::1])`;
  }
  if (url.username || url.password) return 'base-url must not contain a user name or password';
  if (url.search || url.hash) return 'base-url must not contain a query string or fragment';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** Joins an API path (already encoded) onto the base URL, keeping the base's path prefix. */
export function endpointUrl(base: URL, path: string): URL {
  return new URL(path.replace(/^\/+/, ''), base);
}

/**
 * Encodes one path parameter so that it stays one path segment. URL parsers treat `.`, `..` and their
 * percent-encoded forms as dot segments, so such values are refused rather than sent.
 */
export function pathSegment(value: string): string {
  if (value === '' || /^\.+$/.test(value)) throw new Error(`"${value}" cannot be used as an identifier`);
  return encodeURIComponent(value);
}

/** Origin and path of a URL, without its query (a presigned link's credentials live there). */
export function redactUrl(text: string): string {
  try {
    const url = new URL(text);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

/** The longest link the action takes: far past any real one; past it, a link is more likely an attack. */
const MAX_LINK_LENGTH = 8192;

/**
 * True when the text is an absolute http: or https: URL with no whitespace or control characters (URL parsers
 * silently drop tabs and newlines, which could otherwise smuggle a line into a log), no broken `%` escape, and
 * none of the characters a shell or HTML reads as syntax (quotes, `$`, a backtick, a backslash, `<` and `>`):
 * a link the action passes on ends up in `run:` scripts and Markdown, and a real one never needs them raw.
 * Only printable ASCII (anything else is percent-encoded in a real link), and at most 8 KiB.
 */
export function isHttpUrl(text: unknown): text is string {
  // A broken % escape makes no URL a browser or a decoder agrees on.
  if (typeof text !== 'string' || /[\s\p{Cc}]/u.test(text) || /%(?![0-9a-f]{2})/i.test(text)) return false;
  if (/["'`$\\<>]/.test(text) || /[^!-~]/.test(text) || text.length > MAX_LINK_LENGTH) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
