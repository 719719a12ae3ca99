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
/** A secret cut short by truncation still leaks this much of itself; shorter remnants are left. */
const MIN_REMNANT = 4;

/**
 * The one redactor: removes the admin key, the GitHub token, proxy credentials and the query of every
 * presigned link from any text about to leave the process — a log line, an annotation, the summary, an
 * output, a file, a comment. It finds them as written, Markdown-escaped (backslashes, zero-width joiners,
 * HTML entities) and cut short by truncation (a start of a secret right before `…`), so main.ts applies it
 * last, after all formatting.
 */
export class Redactor {
  private readonly secrets = new Set<string>();
  private readonly links = new Set<string>();

  /** A secret to remove wherever it appears (too short a value would remove ordinary text: ignored). */
  addSecret(value: string | undefined): void {
    if (!value || value.trim().length < 6) return;
    this.secrets.add(value);
    if (value.trim() !== value) this.secrets.add(value.trim());
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
    for (const value of new URLSearchParams(query).values()) {
      if (value.length >= 16) this.links.add(value);
    }
  }

  /**
   * `text` without any secret. With `keepLinks`, link queries stay (the `bundle-url` output and the chart
   * values file exist to carry the link).
   */
  redact(text: string, options: { keepLinks?: boolean } = {}): string {
    const secrets = [...this.secrets, ...(options.keepLinks ? [] : this.links)];
    if (secrets.length === 0 || text === '') return text;
    const plain = plainView(text);
    const spans: Array<[number, number]> = [];
    for (const secret of secrets.sort((a, b) => b.length - a.length)) {
      for (let at = plain.text.indexOf(secret); at >= 0; at = plain.text.indexOf(secret, at + 1)) {
        spans.push([plain.from[at] as number, plain.to[at + secret.length - 1] as number]);
      }
      // A start of the secret right before an ellipsis: it was cut short by truncation.
      for (let at = plain.text.indexOf('…'); at >= 0; at = plain.text.indexOf('…', at + 1)) {
        for (let length = Math.min(secret.length - 1, at); length >= MIN_REMNANT; length--) {
          if (plain.text.startsWith(secret.slice(0, length), at - length)) {
            spans.push([plain.from[at - length] as number, plain.to[at - 1] as number]);
            break;
          }
        }
      }
    }
    return replaceSpans(text, spans);
  }
}

/**
 * The text as a reader sees it, with the Markdown escaping undone, and for each of its characters where it
 * starts (`from`) and ends (`to`, exclusive) in the original.
 */
function plainView(text: string): { text: string; from: number[]; to: number[] } {
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

function replaceSpans(text: string, spans: Array<[number, number]>): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    out += text.slice(at, Math.max(at, start)) + (start >= at ? REDACTED : '');
    at = end;
  }
  return out + text.slice(at);
}
