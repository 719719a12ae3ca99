import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { escapeMarkdown, inlineCode, markdownLink, table } from '../src/report/markdown.js';

// GitHub-like rendering: raw HTML allowed, and GFM's extended autolinks (http(s)://, www., e-mail).
const md = new MarkdownIt({ html: true, linkify: true });
md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
const render = (text: string): string => md.render(text);

const anchors = (html: string): string[] => [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]);
/** An @mention as GitHub recognises it: @ after a non-word character, followed by a login character. */
const MENTION = /(^|[^\w`])@[A-Za-z0-9]/;

const hostileUnit = fc.constantFrom(
  ...'[]()<>`*_~|\\!#&@:/.-+=\'"{}$^%; \n\tawhtpsxyz019'.split(''),
  'http://',
  'https://',
  'www.',
  'javascript:',
  '```',
  '@octocat',
  '<img src=x onerror=alert(1)>',
  '<a href="https://evil.example">',
  '&#91;',
  '![x](https://evil.example/i.png)',
  '[x](https://evil.example)',
  '<https://evil.example>',
  'user@example.com',
  '\u200b',
);
const hostile = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

describe('escapeMarkdown', () => {
  it('yields no live link, image, HTML, code or mention for any input', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const html = render(escapeMarkdown(text));
        expect(anchors(html)).toEqual([]);
        expect(html).not.toMatch(/<(img|code|pre|script|iframe|a)\b/);
        expect(html.replace(/<\/?p>/g, '')).not.toMatch(/<[a-z]/i);
        expect(html.replace(/<[^>]+>/g, '')).not.toMatch(MENTION);
      }),
      { numRuns: 2000 },
    );
  });

  it('stays inside its table cell for any input', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const html = render(table([['Label', escapeMarkdown(text)]]));
        expect(html.match(/<td[\s>]/g)).toHaveLength(2);
        expect(html.match(/<tr[\s>]/g)).toHaveLength(2);
      }),
      { numRuns: 1000 },
    );
  });

  it('cannot open a code fence that swallows what follows', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const html = render(`${escapeMarkdown(text)}\n\nafter`);
        expect(html).toContain('<p>after</p>');
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps ordinary text readable', () => {
    expect(render(escapeMarkdown('docs-agent-large v2.1'))).toBe('<p>docs-agent-large v2.1</p>\n');
  });
});

describe('inlineCode', () => {
  it('always renders exactly one code element holding the text', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const html = render(`x ${inlineCode(text)} y`);
        expect(html.match(/<code>/g)).toHaveLength(1);
        expect(html.match(/<\/code>/g)).toHaveLength(1);
        expect(anchors(html)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('markdownLink', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://x.example/a',
    '/relative',
    '',
  ])('refuses %p', (url) => {
    expect(markdownLink(url, 'x')).toBeUndefined();
  });

  it.each([
    'https://evil.example/x)[y](javascript:alert(1)',
    'https://evil.example/a]b[c',
    'https://evil.example/<script>',
    'https://evil.example/`code`',
    'https://evil.example/"onmouseover="x',
    'https://evil.example/a b',
    'https://evil.example/a|b',
    'https://evil.example/x)](https://other.example',
  ])('keeps the hostile URL %p inside one link', (url) => {
    const link = markdownLink(url, 'label');
    // Spaces, and characters a shell or HTML reads as syntax, make no link at all (see isHttpUrl).
    if (/[\s"'`$\\<>]/.test(url)) {
      expect(link).toBeUndefined();
      return;
    }
    const html = render(link as string);
    const found = anchors(html);
    expect(found).toHaveLength(1);
    const href = /href="([^"]*)"/.exec(found[0] as string)?.[1] as string;
    expect(href.startsWith('https://evil.example/')).toBe(true);
    expect(html.replace(/<[^>]+>/g, '').trim()).toBe('label');
  });

  it('renders exactly one link with an escaped label for any http(s) URL and label', () => {
    const url = fc
      .tuple(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.string({ unit: hostileUnit, maxLength: 20 }),
      )
      .map(([u, tail]) => u + tail.replace(/[\s]/g, ''));
    fc.assert(
      fc.property(url, hostile, (u, label) => {
        const link = markdownLink(u, label);
        if (link === undefined) return;
        const html = render(link);
        const found = anchors(html);
        expect(found).toHaveLength(1);
        expect(found[0]).toMatch(/^<a href="https?:\/\//);
        expect(html).not.toMatch(/<(img|code|pre|script)\b/);
        expect(html.replace(/<[^>]+>/g, '')).not.toMatch(MENTION);
      }),
      { numRuns: 2000 },
    );
  });
});
