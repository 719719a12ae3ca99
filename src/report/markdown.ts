import { isHttpUrl } from '../net/url-rules.js';
import { oneLine } from '../primitives/one-line.js';

/**
 * Escapes untrusted text for GitHub-flavoured Markdown: punctuation that can start markup is backslash-escaped,
 * HTML and entities are neutralised, bare URLs and www. names are broken so they are not auto-linked, and
 * every @ is wrapped in zero-width joiners so it makes neither a mention nor an e-mail link. The result is one line, safe inside a table cell.
 */
export function escapeMarkdown(text: string, maxLength = 500): string {
  return oneLine(text, maxLength)
    .replace(/[\\`*_{}[\]()#!|<>~$]/g, (c) => `\\${c}`)
    .replace(/^([+\-=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
    .replace(/&/g, '&amp;')
    .replace(/@/g, '\u200d@\u200d')
    .replace(/:\/\//g, ':\u200b//')
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}\u200b.`);
}

/**
 * A value shown as a code span. Backticks inside are replaced so nothing can close the span early, and pipes
 * are escaped so it stays in its table cell; code spans are never auto-linked and never mention anyone.
 */
export function inlineCode(text: string, maxLength = 200): string {
  const clean = oneLine(text, maxLength).replace(/`/g, 'ʼ').replace(/\|/g, '\\|');
  return `\`${clean || ' '}\``;
}

/** A two-column Markdown table from label/value rows; values must already be escaped. */
export function table(rows: Array<[string, string]>): string {
  return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}

/** Characters that could end a Markdown link destination early, start another construct, or break a table. */
const LINK_UNSAFE = /[()[\]<>`"'\\|{}^ ]/g;

/**
 * A Markdown link to an untrusted URL, or undefined when it is not an http(s) URL. The destination is the
 * parsed URL with every character that could end the link or open another one percent-encoded, and the
 * label is escaped text, so nothing in either can break out of the link.
 */
export function markdownLink(url: string, label: string): string | undefined {
  if (!isHttpUrl(url)) return undefined;
  const href = new URL(url).href.replace(
    LINK_UNSAFE,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${escapeMarkdown(label, 200)}](${href})`;
}
