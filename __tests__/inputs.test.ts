import { InputError } from '../src/config/inputs.js';
import { parseInputs } from '../src/config/inputs.js';

const valid = {
  'api-key': 'dsk_admin_secret',
  'base-url': 'https://api.example.com',
  domain: 'docs.example.com',
};

const parse = (inputs: Record<string, string>) => parseInputs((name) => inputs[name] ?? '');
const problems = (inputs: Record<string, string>): string => {
  try {
    parse(inputs);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  throw new Error('expected the inputs to be refused');
};

describe('parseInputs', () => {
  it('applies the documented defaults', () => {
    const config = parse(valid);
    expect(config).toMatchObject({
      apiKey: 'dsk_admin_secret',
      domain: 'docs.example.com',
      exportTimeoutMs: 30 * 60_000,
      pollIntervalMs: 5000,
      requestTimeoutMs: 30_000,
      retries: 5,
      summary: true,
    });
    expect(config.baseUrl.href).toBe('https://api.example.com/');
  });

  it('keeps a path prefix of base-url and adds the trailing slash', () => {
    expect(parse({ ...valid, 'base-url': 'https://host.example/api' }).baseUrl.href).toBe(
      'https://host.example/api/',
    );
  });

  it('reads durations, retries and summary', () => {
    const config = parse({
      ...valid,
      'export-timeout': '1h30m',
      'poll-interval': '1500ms',
      'request-timeout': '10',
      retries: '0',
      summary: 'false',
    });
    expect(config).toMatchObject({
      exportTimeoutMs: 5_400_000,
      pollIntervalMs: 1500,
      requestTimeoutMs: 10_000,
      retries: 0,
      summary: false,
    });
  });

  it('accepts an export-job-id without a domain', () => {
    expect(parse({ ...valid, domain: '', 'export-job-id': 'exp_1' })).toMatchObject({ exportJobId: 'exp_1' });
  });

  it('refuses missing api-key and base-url', () => {
    const text = problems({ domain: 'd' });
    expect(text).toMatch(/api-key is required/);
    expect(text).toMatch(/base-url is required/);
  });

  it('refuses nothing to do', () => {
    expect(problems({ ...valid, domain: '' })).toMatch(/Nothing to do/);
  });

  it.each([
    ['http://api.example.com', /https/],
    ['ftp://api.example.com', /https/],
    ['not a url', /not a valid URL/],
    ['https://user:pw@api.example.com', /user name or password/],
    ['https://api.example.com/?x=1', /query/],
  ])('refuses base-url %p', (url, message) => {
    expect(problems({ ...valid, 'base-url': url })).toMatch(message);
  });

  it.each(['http://127.0.0.1:8080', 'http://localhost:3000/api', 'http://[::1]:9000', 'http://127.9.9.9'])(
    'allows plain http for the loopback host %p',
    (url) => {
      expect(parse({ ...valid, 'base-url': url }).baseUrl.protocol).toBe('http:');
    },
  );

  it.each([
    ['export-timeout', '0'],
    ['export-timeout', '-1s'],
    ['poll-interval', 'soon'],
    ['request-timeout', '0ms'],
    ['export-timeout', '30d'],
  ])('refuses %p = %p', (name, value) => {
    expect(problems({ ...valid, [name]: value })).toMatch(new RegExp(`${name} must be a positive duration`));
  });

  it.each(['0.0006', '500ms', '999ms'])('refuses a poll-interval under a second: %p', (value) => {
    expect(problems({ ...valid, 'poll-interval': value })).toMatch(
      /poll-interval must be at least 1s \(got "[\d.ms]+"\): every status read costs the service/,
    );
    expect(() => parse({ ...valid, 'poll-interval': '1s' })).not.toThrow();
  });

  it.each(['-1', '21', '2.5', 'five', '1e1'])('refuses retries %p', (value) => {
    expect(problems({ ...valid, retries: value })).toMatch(/retries must be a whole number from 0 to 20/);
  });

  it('refuses a non-boolean summary', () => {
    expect(problems({ ...valid, summary: 'yes' })).toMatch(/summary must be true or false/);
  });

  it('refuses a key with spaces inside without echoing it', () => {
    const text = problems({ ...valid, 'api-key': 'dsk_admin part2' });
    expect(text).toMatch(/api-key contains spaces/);
    expect(text).not.toContain('part2');
  });

  it('accepts an agent job alone, with the agent defaults', () => {
    const config = parse({ ...valid, domain: '', 'project-id': 'proj', 'agent-job-id': 'agt_1' });
    expect(config).toMatchObject({
      projectId: 'proj',
      agentJobId: 'agt_1',
      agentTimeoutMs: 30 * 60_000,
      failOnAgentFailure: true,
      comment: true,
    });
    expect(config.domain).toBeUndefined();
    expect(config.prNumber).toBeUndefined();
  });

  it('refuses agent-job-id without project-id', () => {
    expect(problems({ ...valid, 'agent-job-id': 'agt_1' })).toMatch(/agent-job-id needs project-id/);
  });

  it('names all three ways to give it work when there is nothing to do', () => {
    expect(problems({ ...valid, domain: '' })).toMatch(/domain.*export-job-id.*agent-job-id/);
  });

  it('reads pr-number, comment and fail-on-agent-failure', () => {
    const config = parse({ ...valid, 'pr-number': '42', comment: 'false', 'fail-on-agent-failure': 'FALSE' });
    expect(config).toMatchObject({ prNumber: 42, comment: false, failOnAgentFailure: false });
  });

  it.each(['0', '-3', '#12', '1.5', '99999999999999999999'])('refuses pr-number %p', (value) => {
    expect(problems({ ...valid, 'pr-number': value })).toMatch(/pr-number must be a pull request number/);
  });

  it('refuses a non-boolean fail-on-agent-failure and a bad agent-timeout', () => {
    const text = problems({ ...valid, 'fail-on-agent-failure': 'maybe', 'agent-timeout': 'never' });
    expect(text).toMatch(/fail-on-agent-failure must be true or false/);
    expect(text).toMatch(/agent-timeout must be a positive duration/);
  });

  it('reports every problem at once', () => {
    const text = problems({ 'base-url': 'http://example.com', retries: 'x' });
    expect(text.split('\n')).toHaveLength(4);
  });
});
