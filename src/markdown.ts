import { sanitizeText } from './text.js';

/**
 * Escapes untrusted text for GitHub-flavoured Markdown: punctuation that can start markup is backslash-escaped,
 * HTML and entities are neutralised, bare URLs and www. names are broken so they are not auto-linked, and
 * @mentions get a zero-width joiner so they notify nobody. The result is one line, safe inside a table cell.
 */
export function escapeMarkdown(text: string, maxLength = 500): string {
  return sanitizeText(text, maxLength)
    .replace(/[\\`*_{}[\]()#!|<>~$]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/@/g, '@\u200d')
    .replace(/:\/\//g, ':\u200b//')
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}\u200b.`);
}

/** A value shown in code style, as HTML with its text escaped, so nothing inside can end it early. */
export function inlineCode(text: string, maxLength = 200): string {
  const clean = sanitizeText(text, maxLength).replace(/`/g, 'ʼ');
  return `<code>${escapeHtml(clean)}</code>`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\|/g, '&#124;');
}

/** A two-column Markdown table from label/value rows; values must already be escaped. */
export function table(rows: Array<[string, string]>): string {
  return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
