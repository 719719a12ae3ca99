/** What stands in for a removed secret. */
export const REDACTED = '***';

/** Characters the Markdown escaping inserts, which a secret is still a secret without. */
const INSERTED = new Set(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']);
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** Query values of one link kept as secrets of their own, at most. */
const MAX_LINK_VALUES = 32;
/** A secret cut short by truncation still leaks this much of itself; shorter remnants are left. */
const MIN_REMNANT = 4;

/**
 * The one redactor: removes the admin key, the GitHub token, proxy credentials and the query of every
 * presigned link from any text about to leave the process — a log line, an annotation, the summary, an
 * output, a file, a comment. main.ts applies it last, after all formatting. It looks for each secret in four
 * views of the text: as written, with the Markdown escaping undone (backslashes, zero-width joiners, HTML
 * entities), percent-decoded (a secret in a URL, UTF-8 runs included), and both. In each, case, white space
 * and invisible characters are ignored (a value lower-cased, or broken over lines, is still the secret), and a
 * start of a secret right before `…` counts (it was cut short by truncation).
 */
export class Redactor {
  private readonly secrets = new Set<string>();
  private readonly links = new Set<string>();
  /** The secrets as they are searched for (compacted, longest first), with and without the link queries. */
  private compacted?: { all: string[]; withoutLinks: string[] };

  /** A secret to remove wherever it appears (too short a value would remove ordinary text: ignored). */
  addSecret(value: string | undefined): void {
    if (!value || value.trim().length < 6) return;
    this.secrets.add(value);
    if (value.trim() !== value) this.secrets.add(value.trim());
    this.compacted = undefined;
  }

  /** A presigned link: its query (and each long parameter value in it) is a credential until it expires. */
  addLink(url: string): void {
    let query: string;
    try {
      query = new URL(url).search.slice(1);
    } catch {
      return;
    }
    if (query.length < 6) return;
    this.links.add(query);
    // Each long value on its own too (a link holds a handful; a hostile one is not let to hold thousands).
    let values = 0;
    for (const value of new URLSearchParams(query).values()) {
      if (value.length >= 16 && values++ < MAX_LINK_VALUES) this.links.add(value);
    }
    this.compacted = undefined;
  }

  /**
   * `text` without any secret. With `keepLinks`, link queries stay (the `bundle-url` output and the chart
   * values file exist to carry the link).
   */
  redact(text: string, options: { keepLinks?: boolean } = {}): string {
    if (text === '' || (this.secrets.size === 0 && this.links.size === 0)) return text;
    this.compacted ??= {
      all: searchable([...this.secrets, ...this.links]),
      withoutLinks: searchable([...this.secrets]),
    };
    const secrets = options.keepLinks ? this.compacted.withoutLinks : this.compacted.all;
    if (secrets.length === 0) return text;
    const spans: Array<[number, number]> = [];
    const views = [compactView(text)];
    // The other views differ from the text only where it holds an escape.
    if (/[\\&%\u200b-\u200d\u2060\ufeffʼ]/.test(text)) {
      const plain = plainView(text);
      views.push(compact(plain), compact(decodedView(identity(text))), compact(decodedView(plain)));
    }
    for (const view of views) {
      for (const secret of secrets) findIn(view, secret, spans);
    }
    return replaceSpans(text, spans);
  }
}

/** Secrets as searched for: compacted (see compact), long enough to mean something, longest first. */
function searchable(secrets: string[]): string[] {
  return [...new Set(secrets.map((secret) => compactView(secret).text))]
    .filter((secret) => secret.length >= MIN_REMNANT)
    .sort((a, b) => b.length - a.length);
}

/** A text as a reader sees it, and for each of its characters where it starts and ends in the original. */
interface View {
  text: string;
  from: ArrayLike<number>;
  /** Exclusive. */
  to: ArrayLike<number>;
}

/** Adds to `spans` where `secret` (compacted) stands in `view`, whole or cut short before an ellipsis. */
function findIn(view: View, secret: string, spans: Array<[number, number]>): void {
  for (let at = view.text.indexOf(secret); at >= 0; at = view.text.indexOf(secret, at + 1)) {
    spans.push([view.from[at] as number, view.to[at + secret.length - 1] as number]);
  }
  // Before each ellipsis, the longest start of the secret that ends right there: found from where its first
  // characters stand in the window before it, so the cost stays linear in the text.
  const head = secret.slice(0, MIN_REMNANT);
  for (let at = view.text.indexOf('…'); at >= 0; at = view.text.indexOf('…', at + 1)) {
    const windowStart = Math.max(0, at - (secret.length - 1));
    const window = view.text.slice(windowStart, at);
    for (let p = window.indexOf(head); p >= 0; p = window.indexOf(head, p + 1)) {
      if (secret.startsWith(window.slice(p))) {
        spans.push([view.from[windowStart + p] as number, view.to[at - 1] as number]);
        break;
      }
    }
  }
}

/**
 * True for the characters the views leave out: white space, and what is invisible anyway (zero-width and
 * joining characters, soft hyphens: Unicode's default-ignorable code points).
 */
const isSkipped = (c: string): boolean =>
  c <= ' ' || (c >= '\u0080' && /[\s\p{Default_Ignorable_Code_Point}]/u.test(c));

/** One character lower-cased, where lower case keeps it one character. */
function lower(c: string): string {
  if (c >= 'A' && c <= 'Z') return String.fromCharCode(c.charCodeAt(0) + 32);
  if (c < '\u0080') return c;
  const l = c.toLowerCase();
  return l.length === 1 ? l : c;
}

/** The text itself, compacted: without white space or invisible characters, lower-cased. */
function compactView(text: string): View {
  const chars: string[] = [];
  const from = new Int32Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (isSkipped(c)) continue;
    chars.push(lower(c));
    from[n++] = i;
  }
  const at = from.subarray(0, n);
  return { text: chars.join(''), from: at, to: at.map((i) => i + 1) };
}

/** A view compacted: without white space or invisible characters, lower-cased. */
function compact(view: View): View {
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < view.text.length; i++) {
    const c = view.text[i] as string;
    if (isSkipped(c)) continue;
    chars.push(lower(c));
    from.push(view.from[i] as number);
    to.push(view.to[i] as number);
  }
  return { text: chars.join(''), from, to };
}

/** The text with its Markdown escaping undone. */
function plainView(text: string): View & { from: number[]; to: number[] } {
  let plain = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length;) {
    const c = text[i] as string;
    if (INSERTED.has(c)) {
      i += 1;
      continue;
    }
    if (c === '\\' && /[!-/:-@[-`{-~]/.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      from.push(i);
      to.push(i + 2);
      i += 2;
      continue;
    }
    const entity = c === '&' ? Object.keys(ENTITIES).find((e) => text.startsWith(e, i)) : undefined;
    if (entity) {
      plain += ENTITIES[entity];
      from.push(i);
      to.push(i + entity.length);
      i += entity.length;
      continue;
    }
    plain += c === 'ʼ' ? '`' : c;
    from.push(i);
    to.push(i + 1);
    i += 1;
  }
  return { text: plain, from, to };
}

/** A view as it reads with its percent escapes decoded: runs of them as UTF-8 (`%E2%80%A6` is `…`). */
function decodedView(view: View): View {
  const { text } = view;
  let decoded = '';
  const from: number[] = [];
  const to: number[] = [];
  const isEscape = (i: number): boolean => text[i] === '%' && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3));
  for (let i = 0; i < text.length;) {
    if (!isEscape(i)) {
      decoded += text[i];
      from.push(view.from[i] as number);
      to.push(view.to[i] as number);
      i += 1;
      continue;
    }
    // A run of escapes: its bytes, and where each starts and ends in the original.
    const bytes: Array<{ value: number; from: number; to: number }> = [];
    for (; isEscape(i); i += 3) {
      bytes.push({
        value: parseInt(text.slice(i + 1, i + 3), 16),
        from: view.from[i] as number,
        to: view.to[i + 2] as number,
      });
    }
    for (let b = 0; b < bytes.length;) {
      const lead = bytes[b]?.value as number;
      const length =
        lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 && lead < 0xe0 ? 2 : 1;
      const run = bytes.slice(b, b + length);
      const valid =
        length === 1 ||
        (run.length === length && run.slice(1).every((x) => x.value >= 0x80 && x.value <= 0xbf));
      const take = valid ? length : 1;
      const chars =
        valid && length > 1
          ? Buffer.from(run.map((x) => x.value)).toString('utf8')
          : String.fromCharCode(lead);
      for (const unit of chars) {
        for (let k = 0; k < unit.length; k++) {
          decoded += unit[k];
          from.push(bytes[b]?.from as number);
          to.push(bytes[b + take - 1]?.to as number);
        }
      }
      b += take;
    }
  }
  return { text: decoded, from, to };
}

/** A view of the text as it is: every character stands for itself. */
function identity(text: string): View {
  const from = Array.from({ length: text.length }, (_, i) => i);
  return { text, from, to: from.map((i) => i + 1) };
}

function replaceSpans(text: string, spans: Array<[number, number]>): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    out += text.slice(at, Math.max(at, start)) + (start >= at ? REDACTED : '');
    at = end;
  }
  return out + text.slice(at);
}
