import { logLine } from '../src/primitives/one-line.js';
import { Redactor } from '../src/primitives/redactor.js';
import { escapeMarkdown, inlineCode } from '../src/report/markdown.js';

const KEY = 'dsk_admin_7f3c1e9a2b4d6f80a1c3e5b7d9f1a3c5';
const LINK =
  'https://storage.example/b/site.tar.gz?X-Amz-Credential=AKIA%2F123&X-Amz-Signature=0123456789abcdef0123456789abcdef';

function redactor(): Redactor {
  const r = new Redactor();
  r.addSecret(KEY);
  r.addSecret('ghs_token_0123456789');
  r.addLink(LINK);
  return r;
}

describe('Redactor', () => {
  it.each([
    ['as written', `failed for ${KEY}.`, 'failed for ***.'],
    ['twice', `${KEY}/${KEY}`, '***/***'],
    ['Markdown-escaped', `token ${escapeMarkdown(KEY)} end`, 'token *** end'],
    ['in a code span', inlineCode(`k=${KEY}`), '`k=***`'],
    ['cut short by truncation', `... ${KEY.slice(0, 32)}…`, '... ***…'],
    ['escaped and cut short', escapeMarkdown(`${'x'.repeat(10)} ${KEY}`, 30), 'xxxxxxxxxx ***…'],
    ['a link query', `see ${LINK}`, 'see https://storage.example/b/site.tar.gz?***'],
    ['a link signature alone', 'sig 0123456789abcdef0123456789abcdef', 'sig ***'],
    [
      'the query with &amp;',
      'X-Amz-Credential=AKIA%2F123&amp;X-Amz-Signature=0123456789abcdef0123456789abcdef',
      '***',
    ],
  ])('removes a secret %s', (_what, text, expected) => {
    expect(redactor().redact(text)).toBe(expected);
  });

  it('keeps links where asked (the bundle-url output, the chart values), but not the key', () => {
    expect(redactor().redact(`${LINK} ${KEY}`, { keepLinks: true })).toBe(`${LINK} ***`);
  });

  it('leaves ordinary text, and a too-short start of a secret, alone', () => {
    expect(redactor().redact('dsk… a plain line, with an ellipsis…')).toBe(
      'dsk… a plain line, with an ellipsis…',
    );
    const r = new Redactor();
    r.addSecret('abc');
    expect(r.redact('abc abc')).toBe('abc abc');
  });

  it.each([
    ['lower-cased', 'DSK_LIVE_7F3C1E9A2B4D6F80', 'status: dsk_live_7f3c1e9a2b4d6f80', 'status: ***'],
    [
      'broken over lines',
      'dsk_admin_7f3c1e9a2b4d6f80a1c3',
      'reason dsk_admin_7f3c1e9a2b\n4d6f80a1c3 end',
      'reason *** end',
    ],
    ['percent-encoded', 'dsk_`live{9f8e}"x<y>', 'at /b/dsk_%60live%7B9f8e%7D%22x%3Cy%3E/x', 'at /b/***/x'],
    [
      'holding a backslash before punctuation',
      'dsk_live\\_9f8e7d\\*x2',
      'echo dsk_live\\_9f8e7d\\*x2.',
      'echo ***.',
    ],
    ['holding an entity', 'dsk_live&amp;9f8e7d6c', 'echo dsk_live&amp;9f8e7d6c!', 'echo ***!'],
  ])('removes a secret %s', (_what, secret, text, expected) => {
    const r = new Redactor();
    r.addSecret(secret);
    expect(r.redact(text)).toBe(expected);
  });

  it.each([
    [
      'percent-encoded, then Markdown-escaped',
      escapeMarkdown(`keys/${encodeURIComponent('dsk_`live{9f8e}"x<y>')}/x`),
      'keys/***/x',
    ],
    [
      'cut short before an encoded ellipsis',
      `pull/42/p${encodeURIComponent(`${KEY.slice(0, 37)}…`)}`,
      'pull/42/p***%E2%80%A6',
    ],
    ['with an invisible joiner inside', `k=${KEY.slice(0, 10)}\u034f${KEY.slice(10)}.`, 'k=***.'],
  ])('removes a secret %s', (_what, text, expected) => {
    const r = redactor();
    r.addSecret('dsk_`live{9f8e}"x<y>');
    expect(r.redact(text)).toBe(expected);
  });

  it('reads a megabyte of ellipses and starts of secrets in one pass (no quadratic search)', () => {
    const text = `${'dsk_…'.repeat(100_000)}${'…'.repeat(500_000)}`;
    const out = redactor().redact(text);
    expect(out.startsWith('***…')).toBe(true);
    expect(out.endsWith('…'.repeat(1000))).toBe(true);
  });

  it('takes a secret given with surrounding space as written and as trimmed', () => {
    const r = new Redactor();
    r.addSecret('  s3cret-value\n');
    expect(r.redact('x s3cret-value y')).toBe('x *** y');
  });
});

describe('logLine', () => {
  it.each([
    ['a\nb\r\nc', 'a b  c'],
    ['x\u2028y\u0085z', 'x y z'],
    ['::error::pwned', '\u200b::error::pwned'],
    ['  ::add-mask::x', '\u200b  ::add-mask::x'],
    ['##[error]old', '##\u200b[error]old'],
    ['status: ##[error title=pwned]fake', 'status: ##\u200b[error title=pwned]fake'],
    ['pr \u202eknil\u2066x', 'pr knilx'],
    ['status: ::error::fine mid-line', 'status: ::error::fine mid-line'],
    ['tab\tkept', 'tab\tkept'],
  ])('makes %p one line that starts no command', (text, line) => {
    expect(logLine(text)).toBe(line);
  });
});
