import { endpointUrl, isHttpUrl, isLoopbackHost, pathSegment, redactUrl } from '../src/net/url-rules.js';
import { baseUrl } from './helpers.js';

describe('url helpers', () => {
  it('appends endpoint paths to a base with a path prefix', () => {
    expect(endpointUrl(baseUrl('https://h.example/api/'), 'v1/static-export/jobs').href).toBe(
      'https://h.example/api/v1/static-export/jobs',
    );
    expect(endpointUrl(baseUrl('https://h.example'), 'v1/x').href).toBe('https://h.example/v1/x');
  });

  it('encodes a path parameter into one segment', () => {
    const url = endpointUrl(baseUrl('https://h.example/'), `v1/jobs/${pathSegment('a/../b?c#d e')}`);
    expect(url.pathname).toBe('/v1/jobs/a%2F..%2Fb%3Fc%23d%20e');
    expect(url.search).toBe('');
  });

  it.each(['', '.', '..', '...'])('refuses the dot segment %p as an identifier', (value) => {
    expect(() => pathSegment(value)).toThrow(/cannot be used/);
  });

  it('redacts the query and fragment of a link', () => {
    expect(redactUrl('https://s.example/b/x.tar.gz?X-Signature=abc#f')).toBe('https://s.example/b/x.tar.gz');
    expect(redactUrl('nope')).toBe('(invalid URL)');
  });

  it('recognises loopback hosts only', () => {
    expect(['localhost', '127.0.0.1', '[::1]'].every(isLoopbackHost)).toBe(true);
    // Another name under .localhost is resolved by DNS, which may answer anything.
    expect(isLoopbackHost('app.localhost')).toBe(false);
    expect(['example.com', '10.0.0.1', '127.example.com', 'localhost.example.com'].some(isLoopbackHost)).toBe(
      false,
    );
  });

  it('accepts only http(s) links', () => {
    expect(isHttpUrl('https://x.example/a')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl(42)).toBe(false);
    expect(isHttpUrl('https://x.example/a\n::error::injected')).toBe(false);
    expect(isHttpUrl('https://x.example/a b')).toBe(false);
    // Characters a shell or HTML reads as syntax: a link passed on ends up in run: scripts and Markdown.
    for (const bad of ['$(id)', '`id`', '"x', "'x", 'a\\b', '<b>']) {
      expect(isHttpUrl(`https://x.example/pull/1${bad}`)).toBe(false);
    }
    expect(isHttpUrl('https://github.com/acme/docs/pull/42?a=1&b=%24#frag')).toBe(true);
  });
});
