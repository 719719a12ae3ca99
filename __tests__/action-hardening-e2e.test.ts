// Hostile peers, through dist/index.js run as the runner runs it: a service that echoes the key, values that
// try to become workflow commands, a proxy that refuses, GitHub rate limits, a broken pull request link, and
// a run cancelled mid-download. (The suite-wide check in setup/no-secrets.ts looks at every run for secrets.)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction, type ActionRun } from '../scripts/run-action.mjs';
import { startGitHubFake, type GitHubFake } from '../simulator/github-fake.mjs';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { startProxy } from './helpers.js';

let sim: Simulator;
let gh: GitHubFake | undefined;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hardening-e2e-'));
});
afterEach(async () => {
  await sim?.close();
  await gh?.close();
  gh = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const exportInputs = (s: Simulator, extra: Record<string, string> = {}) => ({
  'api-key': s.apiKey,
  'base-url': s.url,
  domain: 'docs.example.com',
  'poll-interval': '1s',
  ...extra,
});

/** Everything a person or a later job reads of a run (the runner consumes its mask commands). */
const shown = (run: ActionRun): string =>
  [run.stdout.replace(/^::add-mask::.*$/gm, ''), run.stderr, run.summary, run.outputFileText].join('\n');

describe('secrets', () => {
  it('never shows the key, not even a start of it, when the service echoes it after padding', async () => {
    sim = await startSimulator({ frameMs: 50 });
    sim.addFault({
      route: 'start',
      status: 400,
      // Cut to 300 characters, the service's text would end with the key's first 32 characters.
      body: JSON.stringify({ error: `${'x'.repeat(263)} key ${sim.apiKey}` }),
    });
    const run = await runAction({ inputs: exportInputs(sim) });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Starting the export of docs\.example\.com failed: HTTP 400: x+/);
    expect(run.stdout).toContain(' key ***…');
    expect(shown(run)).not.toContain(sim.apiKey.slice(10, 26));
  });

  it("removes the key from a failed job's reason, in the log and in the Markdown-escaped summary", async () => {
    sim = await startSimulator({ frameMs: 50 });
    sim.exportScript = [{ status: 'failed', error: `render failed for token ${sim.apiKey}` }];
    const run = await runAction({ inputs: exportInputs(sim) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('failed on the service: render failed for token ***');
    expect(run.summary).toContain('render failed for token ***');
    // The key holds underscores: escaped, it would read dsk\_admin\_…
    expect(run.summary).not.toContain('dsk\\_admin\\_');
  });

  it('never shows the credentials of a proxy that refuses the tunnel', async () => {
    const fixtures = join(import.meta.dirname, 'fixtures');
    const cert = readFileSync(join(fixtures, 'storage-cert.pem'), 'utf8');
    const key = readFileSync(join(fixtures, 'storage-key.pem'), 'utf8');
    sim = await startSimulator({ frameMs: 50, storageHost: 'storage.test', storageTls: { cert, key } });
    // A proxy that echoes the credentials it was sent in its refusal.
    const proxy = await startProxy({
      refuse: 407,
      refuseBody: '<Error><Code>BadCredentials ci-user:pr0xy@pass-s3cret</Code></Error>',
    });
    try {
      const proxyUrl = proxy.url.replace('http://', 'http://ci-user:pr0xy%40pass-s3cret@');
      const run = await runAction({
        inputs: exportInputs(sim, { 'download-path': join(dir, 'b.tgz') }),
        env: { HTTPS_PROXY: proxyUrl, NODE_EXTRA_CA_CERTS: join(fixtures, 'storage-cert.pem') },
      });
      expect(run.code).toBe(1);
      expect(proxy.seen.map((r) => r.method)).toContain('CONNECT');
      expect(proxy.seen[0]?.headers['proxy-authorization']).toMatch(/^Basic /);
      expect(run.stdout).toMatch(
        /::error::Downloading the bundle from https:\/\/storage\.test:\d+\/\S+ failed/,
      );
      for (const secret of ['pr0xy%40pass-s3cret', 'pr0xy@pass-s3cret', 'ci-user:pr0xy']) {
        expect(shown(run)).not.toContain(secret);
      }
    } finally {
      await proxy.close();
    }
  });
});

describe('workflow commands', () => {
  it('prints every value from the service as one line that starts no command', async () => {
    sim = await startSimulator({
      frameMs: 50,
      exportScript: [
        {
          status: 'running ##[error title=pwned]mid-line\n::error title=pwned::from the status',
          progress: '\u202e1\n::stop-commands::halt',
        },
        { status: 'completed', pageCount: 3 },
      ],
    });
    sim.addFault({
      route: 'bundle',
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        bundleUrl: `${sim.storageUrl}/bundles/x/site.tar.gz?X-Signature=abc`,
        expiresAt: '2030-01-01T00:00:00Z"; echo INJECTED; echo "\r\n::add-mask::leak',
      }),
    });
    const run = await runAction({ inputs: exportInputs(sim) });
    expect(run.code).toBe(0);
    const lines = run.stdout.split(/\r?\n/);
    for (const injected of ['::error title=pwned', '::stop-commands::', '::add-mask::leak']) {
      expect(lines.filter((line) => line.trimStart().startsWith(injected))).toEqual([]);
    }
    // The runner reads the old `##[` form anywhere in a line.
    expect(lines.filter((line) => line.includes('##[error'))).toEqual([]);
    expect(run.stdout).toContain('running ##\u200b[error title=pwned]mid-line');
    expect(run.stdout).not.toContain('\u202e');
    // An expiry that is not a time reaches no output, no script.
    expect(run.outputs['expires-at']).toBe('');
    expect(run.stdout).toContain('::warning::The service sent no expiresAt that reads as a time');
    expect(run.stdout).not.toContain('INJECTED');
  });

  it('refuses a domain that is not one line, without echoing it', async () => {
    sim = await startSimulator({ frameMs: 50 });
    const run = await runAction({ inputs: exportInputs(sim, { domain: 'docs.example.com\n::error::x' }) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::Input domain must be a domain name');
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::error::x'))).toEqual([]);
    expect(sim.requests).toHaveLength(0);
  });
});

describe('bounded waits', () => {
  it('warns and moves on when GitHub rate-limits the comment past the deadline, with every output', async () => {
    sim = await startSimulator({ frameMs: 50 });
    gh = await startGitHubFake({ rateLimit: { kind: 'secondary', retryAfterSeconds: 86_400 } });
    sim.createAgentJob({
      id: 'agt_1',
      script: [{ status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' }],
    });
    const started = Date.now();
    const run = await runAction({
      inputs: {
        'api-key': sim.apiKey,
        'base-url': sim.url,
        'project-id': 'proj_docs',
        'agent-job-id': 'agt_1',
        'agent-timeout': '5s',
        'github-token': gh.token,
        'pr-number': '5',
      },
      env: { GITHUB_API_URL: gh.url },
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::GitHub's secondary rate limit was hit and lifts at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ, after this step's deadline/,
    );
    expect(run.outputs).toMatchObject({
      'agent-status': 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/9',
      'comment-url': '',
    });
    expect(run.summary).toContain('not posted: GitHub');
  });
});

describe('a broken pull request link', () => {
  it('is shown as text; the step follows the job, the summary is written and the comment posted', async () => {
    sim = await startSimulator({ frameMs: 50 });
    gh = await startGitHubFake();
    sim.createAgentJob({
      id: 'agt_1',
      script: [{ status: 'completed', prLink: 'https://github.com/acme/d%ZZocs/pull/7' }],
    });
    const run = await runAction({
      inputs: {
        'api-key': sim.apiKey,
        'base-url': sim.url,
        'project-id': 'proj_docs',
        'agent-job-id': 'agt_1',
        'github-token': gh.token,
        'pr-number': '5',
      },
      env: { GITHUB_API_URL: gh.url },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('Unexpected error');
    expect(run.summary).toContain('### Agent job');
    expect(run.summary).toContain('(not a valid link)');
    expect(run.outputs['pr-link']).toBe('');
    const comment = gh.comments.get(5)?.[0]?.body ?? '';
    expect(comment).toContain('(not a valid link)');
    expect(comment).not.toContain('](https://github.com/acme/d%ZZocs');
  });
});

describe('a cancelled download', () => {
  it('leaves neither a partial file nor the old one changed at download-path', async () => {
    const bundle = Buffer.alloc(6 * 1024 * 1024, 7);
    sim = await startSimulator({ frameMs: 50, bundle, storageBytesPerSecond: 2 * 1024 * 1024 });
    const dest = join(dir, 'bundle.tgz');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(dest, 'the previous bundle');
    const run = await runAction({
      inputs: exportInputs(sim, { 'download-path': dest }),
      signalWhen: { text: 'Downloading the bundle', signal: 'SIGTERM', delayMs: 800 },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::The run was cancelled (SIGTERM)');
    expect(readdirSync(dir)).toEqual(['bundle.tgz']);
    expect(readFileSync(dest, 'utf8')).toBe('the previous bundle');
  });
});
