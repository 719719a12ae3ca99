// What a GitHub runner and its web views make of a step's raw output, for the demo (scripts/demo.mjs):
// workflow commands read as the runner reads them, secrets masked as the runner masks them, the log drawn as the
// log viewer draws it, and the step summary's Markdown drawn as plain terminal text. Plain Node, no dependencies.

// ── Styles ──────────────────────────────────────────────────────────────────────────────────────────────────

/** ANSI styles, or identity functions when `enabled` is false (no TTY, or NO_COLOR set). */
export function createStyle(enabled) {
  const sgr = (open, close) => (enabled ? (text) => `\x1b[${open}m${text}\x1b[${close}m` : (text) => text);
  return {
    enabled,
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    underline: sgr(4, 24),
    red: sgr(31, 39),
    yellow: sgr(33, 39),
    blue: sgr(34, 39),
  };
}

/** https://no-color.org: any non-empty NO_COLOR turns colour off; so does output that is not a terminal. */
export function colorWanted(stream = process.stdout, env = process.env) {
  return Boolean(stream.isTTY) && !env.NO_COLOR;
}

// ── Workflow commands ───────────────────────────────────────────────────────────────────────────────────────

// The runner's unescaping (actions/runner ActionCommand): %25 goes last, so `%250A` reads as `%0A`, not a newline.
export const unescapeData = (s) => s.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%');
export const unescapeProperty = (s) =>
  s
    .replace(/%0D/gi, '\r')
    .replace(/%0A/gi, '\n')
    .replace(/%3A/gi, ':')
    .replace(/%2C/gi, ',')
    .replace(/%25/g, '%');

/**
 * Reads `::name key=value,key=value::message` as the runner does, or undefined for a line that is not a command.
 * @returns {{ name: string, properties: Record<string,string>, message: string } | undefined}
 */
export function parseCommand(line) {
  const text = line.trimStart();
  if (!text.startsWith('::')) return undefined;
  const end = text.indexOf('::', 2);
  if (end < 0) return undefined;
  const head = text.slice(2, end);
  const space = head.indexOf(' ');
  const name = space < 0 ? head : head.slice(0, space);
  if (!name) return undefined;
  const properties = {};
  if (space >= 0) {
    for (const pair of head.slice(space + 1).split(',')) {
      const eq = pair.indexOf('=');
      if (eq > 0) properties[pair.slice(0, eq).trim()] = unescapeProperty(pair.slice(eq + 1));
    }
  }
  return { name, properties, message: unescapeData(text.slice(end + 2)) };
}

// Commands the runner acts on and does not show. Any other `::x::` line is shown as it is, as the runner does.
const SILENT = new Set(['add-mask', 'set-output', 'save-state', 'add-path', 'set-env', 'echo']);
const ANNOTATIONS = { notice: ['Notice', 'blue'], warning: ['Warning', 'yellow'], error: ['Error', 'red'] };

// ── Masking ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The values registered with `::add-mask::` anywhere in the output. */
export function collectSecrets(stdout) {
  const secrets = [];
  let stopToken;
  for (const line of stdout.split(/\r?\n/)) {
    if (stopToken !== undefined) {
      if (line.trim() === `::${stopToken}::`) stopToken = undefined;
      continue;
    }
    const command = parseCommand(line);
    if (command?.name === 'stop-commands') stopToken = command.message;
    if (command?.name === 'add-mask') secrets.push(command.message);
  }
  return secrets;
}

/**
 * A function that replaces every secret with `***`. Like the runner's secret masker it also hides the forms a
 * value commonly leaks in (URL-encoded, JSON-escaped, base64), and each line of a multi-line value on its own.
 * Unlike the runner it masks lines printed before the add-mask too: the demo shows the whole log at once.
 */
export function createMasker(secrets) {
  const forms = new Set();
  for (const secret of secrets) {
    for (const value of [secret, ...secret.split(/\r?\n/)]) {
      if (!value.trim()) continue;
      forms.add(value);
      forms.add(encodeURIComponent(value));
      forms.add(JSON.stringify(value).slice(1, -1));
      // With and without its padding: inside longer base64 text the value's encoding ends unpadded.
      forms.add(Buffer.from(value).toString('base64'));
      forms.add(Buffer.from(value).toString('base64').replace(/=+$/, ''));
    }
  }
  // Longest first, so a secret that holds another is masked whole.
  const sorted = [...forms].sort((a, b) => b.length - a.length);
  return (text) => sorted.reduce((out, form) => out.split(form).join('***'), text);
}

// ── The log viewer ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * The step log as GitHub's log viewer shows it: groups as `▾ title` headers over their indented lines (open, as
 * a terminal cannot fold them), annotations as coloured `Notice:` / `Warning:` / `Error:` lines, debug lines only
 * with `debug` (as with ACTIONS_STEP_DEBUG, shown dimmed), other commands hidden, secrets masked.
 * @param {string} stdout
 * @param {{ mask: (s: string) => string, style: ReturnType<typeof createStyle>, debug?: boolean }} o
 * @returns {string[]} lines
 */
export function renderLog(stdout, { mask, style, debug = false }) {
  const out = [];
  let inGroup = false;
  let stopToken;
  const emit = (text, paint = (s) => s, continuation = '') => {
    const [first, ...rest] = mask(text).split(/\r?\n/);
    const indent = inGroup ? '  ' : '';
    out.push((indent + paint(first)).trimEnd());
    // A multi-line message keeps its later lines under the first, as the viewer shows them.
    for (const line of rest) out.push((indent + continuation + paint(line)).trimEnd());
  };
  const lines = stdout.replace(/\r?\n$/, '').split(/\r?\n/);
  for (const line of lines) {
    if (stopToken !== undefined) {
      // Between ::stop-commands::TOKEN and ::TOKEN:: the runner reads nothing as a command.
      if (line.trim() === `::${stopToken}::`) stopToken = undefined;
      else emit(line);
      continue;
    }
    const command = parseCommand(line);
    if (!command) {
      emit(line);
      continue;
    }
    const { name, properties, message } = command;
    if (name === 'group') {
      inGroup = false;
      emit(`▾ ${message}`, style.bold);
      inGroup = true;
    } else if (name === 'endgroup') {
      inGroup = false;
    } else if (name === 'debug') {
      if (debug) emit(`##[debug]${message}`, style.dim);
    } else if (name in ANNOTATIONS) {
      const [label, colour] = ANNOTATIONS[name];
      // title, file and line go to the annotation on the run's page; the log line holds the message.
      const where = Object.entries(properties)
        .map(([k, v]) => `${k}: ${v}`)
        .join(' · ');
      emit(`${label}: ${message}${where ? ` (${where})` : ''}`, style[colour], ' '.repeat(label.length + 2));
    } else if (name === 'stop-commands') {
      stopToken = message;
    } else if (!SILENT.has(name)) {
      emit(line);
    }
  }
  return out;
}

// ── The step summary ────────────────────────────────────────────────────────────────────────────────────────

/** Columns a string takes in a terminal: wide for CJK and emoji, none for joiners and variation selectors. */
export function displayWidth(text) {
  // eslint-disable-next-line no-control-regex
  const chars = [...text.replace(/\x1b\[[0-9;]*m/g, '')];
  let width = 0;
  for (let i = 0; i < chars.length; i++) {
    const cp = chars[i].codePointAt(0);
    if ((cp >= 0x200b && cp <= 0x200f) || cp === 0xfe0e || cp === 0xfe0f || (cp >= 0x300 && cp <= 0x36f)) {
      continue;
    }
    const wide =
      chars[i + 1] === '\ufe0f' ||
      (cp >= 0x1100 && cp <= 0x115f) ||
      (cp >= 0x2e80 && cp <= 0xa4cf) ||
      (cp >= 0xac00 && cp <= 0xd7a3) ||
      (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0xff00 && cp <= 0xff60) ||
      (cp >= 0x1f300 && cp <= 0x1faff) ||
      [0x2705, 0x274c, 0x23f1, 0x23f3, 0x231b].includes(cp);
    width += wide ? 2 : 1;
  }
  return width;
}

const padEnd = (text, width) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

/** Word-wraps plain text to `width` columns (a word longer than a line stays whole). */
export function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && displayWidth(line) + 1 + displayWidth(word) > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * Inline Markdown as plain text: `[text](url)` as `text <url>`, code spans without their backticks, backslash
 * escapes and entities resolved, **bold** in bold, HTML tags and comments dropped. The zero-width characters the
 * action puts around `@` and in `://` (so GitHub links and mentions nothing) go too: a terminal links nothing.
 */
export function renderInline(text, style) {
  let out = '';
  for (let i = 0; i < text.length;) {
    const rest = text.slice(i);
    const c = text[i];
    if (c === '\\' && PUNCTUATION.test(text[i + 1] ?? '')) {
      out += text[i + 1];
      i += 2;
    } else if (c === '`') {
      const fence = /^`+/.exec(rest)[0];
      const close = text.indexOf(fence, i + fence.length);
      if (close < 0) {
        out += fence;
        i += fence.length;
        continue;
      }
      let code = text.slice(i + fence.length, close);
      if (/^ .*[^ ].* $/.test(code)) code = code.slice(1, -1);
      out += code;
      i = close + fence.length;
    } else if (c === '[') {
      const link = matchLink(text, i);
      if (link) {
        out += `${renderInline(link.label, style)} <${link.url}>`;
        i = link.end;
      } else {
        out += c;
        i++;
      }
    } else if (rest.startsWith('<!--')) {
      const close = text.indexOf('-->', i);
      i = close < 0 ? text.length : close + 3;
    } else if (/^<\/?[a-z][a-z0-9]*\s*\/?>/i.test(rest)) {
      i += /^<[^>]*>/.exec(rest)[0].length;
    } else if (/^&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(rest)) {
      const [entity, name] = /^&([^;]+);/.exec(rest);
      out += decodeEntity(name.toLowerCase()) ?? entity;
      i += entity.length;
    } else if (rest.startsWith('**') && findClosingBold(text, i + 2) > 0) {
      const close = findClosingBold(text, i + 2);
      out += style.bold(renderInline(text.slice(i + 2, close), style));
      i = close + 2;
    } else {
      out += c;
      i++;
    }
  }
  return out.replace(/\u200d@\u200d/g, '@').replace(/\u200b/g, '');
}

/** `amp`, `#38` or `#x26` as the character it names, or undefined. */
function decodeEntity(name) {
  if (!name.startsWith('#')) return ENTITIES[name];
  const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Where the `**` that closes a bold run opened before `from` starts, or -1 (escaped stars do not count). */
function findClosingBold(text, from) {
  for (let i = from; i < text.length - 1; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '*' && text[i + 1] === '*') return i > from ? i : -1;
  }
  return -1;
}

/** `[label](url)` starting at `start`, with brackets and escapes inside the label respected. */
function matchLink(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
    } else if (text[i] === '[') {
      depth++;
    } else if (text[i] === ']' && --depth === 0) {
      const dest = /^\(([^()\s]*)\)/.exec(text.slice(i + 1));
      if (!dest) return undefined;
      return { label: text.slice(start + 1, i), url: dest[1], end: i + 1 + dest[0].length };
    }
  }
  return undefined;
}

/** The cells of a table row: split on pipes that are not escaped; `\|` becomes `|`, as GFM reads it. */
function tableCells(line) {
  const body = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  const cells = [];
  let cell = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (body[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += body[i];
    }
  }
  cells.push(cell.trim());
  return cells;
}

const isDelimiterRow = (line) => /^\|?(\s*:?-+:?\s*\|)*\s*:?-+:?\s*\|?$/.test(line.trim());

/**
 * Aligned columns, two spaces apart; the last column wraps under itself. A table whose header is empty (the
 * action's `| | |` key/value tables) is drawn without one.
 */
function renderTable(lines, style, width) {
  const [header, , ...body] = lines.map(tableCells);
  const rows = body.map((cells) => cells.map((cell) => renderInline(cell, style)));
  const hasHeader = header.some((cell) => cell !== '');
  const headRow = hasHeader ? header.map((cell) => renderInline(cell, style)) : undefined;
  const all = headRow ? [headRow, ...rows] : rows;
  const columns = Math.max(...all.map((r) => r.length));
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(...all.map((r) => displayWidth(r[c] ?? ''))),
  );
  const line = (cells, paint = (s) => s) => {
    const lead = cells.slice(0, -1).map((cell, c) => padEnd(paint(cell), widths[c]) + '  ');
    const indent = ' '.repeat(lead.reduce((n, cell) => n + displayWidth(cell), 0));
    const last = wrap(cells[cells.length - 1] ?? '', Math.max(20, width - indent.length));
    return last.map((part, k) => ((k === 0 ? lead.join('') : indent) + paint(part)).trimEnd()).join('\n');
  };
  const out = [];
  if (headRow) {
    out.push(line(headRow, style.bold));
    out.push(style.dim(widths.map((w) => '─'.repeat(w)).join('  ')));
  }
  // Key/value tables: the key column in bold, as the bold-less header would otherwise leave it unmarked.
  for (const row of rows)
    out.push(headRow ? line(row) : line(row.map((c, i) => (i === 0 ? style.bold(c) : c))));
  return out;
}

/**
 * The step summary's Markdown as terminal text: headings underlined, tables as aligned columns, list items as
 * bullets, blockquotes indented, inline Markdown as renderInline reads it. Covers what the action writes (see
 * src/report/step-summary.ts), not all of Markdown.
 * @returns {string[]} lines
 */
export function renderMarkdown(markdown, style, { width = 100 } = {}) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out = [];
  const blank = () => {
    if (out.length > 0 && out[out.length - 1] !== '') out.push('');
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      blank();
      const text = renderInline(heading[2], style);
      out.push(style.bold(text));
      out.push((heading[1].length <= 2 ? '═' : '─').repeat(displayWidth(text)));
    } else if (line.trim().startsWith('|') && isDelimiterRow(lines[i + 1] ?? '')) {
      let end = i + 2;
      while (end < lines.length && lines[end].trim().startsWith('|')) end++;
      out.push(...renderTable(lines.slice(i, end), style, width).flatMap((l) => l.split('\n')));
      i = end - 1;
    } else if (/^ {0,3}>/.test(line)) {
      const quoted = renderInline(line.replace(/^ {0,3}> ?/, ''), style);
      for (const part of wrap(quoted, width - 4)) out.push(`  ${style.dim('│')} ${part}`);
    } else if (/^\s*[-*+]\s+/.test(line)) {
      const [, indent, item] = /^(\s*)[-*+]\s+(.*)$/.exec(line);
      out.push(`${indent}  • ${renderInline(item, style)}`);
    } else if (line.trim() === '') {
      blank();
    } else {
      out.push(...wrap(renderInline(line.trim(), style), width));
    }
  }
  while (out[out.length - 1] === '') out.pop();
  return out;
}
