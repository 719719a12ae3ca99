// Bundle delivery through dist/index.js run as the runner runs it: download, extract, chart values, reuse.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { runAction } from '../scripts/run-action.mjs';
import { startCacheFake, type CacheFake } from '../simulator/cache-fake.mjs';
import { startSimulator, type Simulator } from '../simulator/server.mjs';

let sim: Simulator;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'delivery-e2e-'));
});
afterEach(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

const base = (s: Simulator, extra: Record<string, string> = {}) => ({
  'api-key': s.apiKey,
  'base-url': s.url,
  domain: 'docs.example.com',
  'poll-interval': '1s',
  ...extra,
});
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('bundle delivery end to end', () => {
  it('downloads, extracts and writes the chart values, with every output', async () => {
    sim = await startSimulator({ frameMs: 50 });
    const run = await runAction({
      inputs: base(sim, {
        'download-path': join(dir, 'bundle.tar.gz'),
        'extract-path': join(dir, 'site'),
        'helm-values-file': join(dir, 'values.yaml'),
        'export-version': 'v42',
      }),
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      'bundle-path': join(dir, 'bundle.tar.gz'),
      'bundle-sha256': sha(sim.bundle),
      'bundle-size': String(sim.bundle.length),
      'extract-path': join(dir, 'site'),
      reused: 'false',
    });
    expect(readFileSync(join(dir, 'site', 'index.html'), 'utf8')).toContain('Docs');
    const values = parse(readFileSync(join(dir, 'values.yaml'), 'utf8'));
    expect(values.staticExport).toEqual({
      enabled: true,
      bundleUrl: run.outputs['bundle-url'],
      version: 'v42',
    });
    expect(statSync(join(dir, 'values.yaml')).mode & 0o777).toBe(0o600);
    expect(run.summary).toMatch(/\| SHA-256 \| `[0-9a-f]{64}` \|/);
    expect(run.summary).toContain('| Extracted | 3 files (tar.gz) into');
    const query = new URL(run.outputs['bundle-url'] as string).search.slice(1);
    for (const text of [run.stdout, run.stderr, run.summary]) expect(text).not.toContain(query);
    expect(sim.storageRequests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('resolves relative paths against the workspace', async () => {
    sim = await startSimulator({ frameMs: 50 });
    const run = await runAction({ inputs: base(sim, { 'download-path': 'out/bundle.tgz' }) });
    expect(run.code).toBe(0);
    expect(run.outputs['bundle-path']).toMatch(/\/out\/bundle\.tgz$/);
    expect(run.outputs['bundle-path']?.startsWith('/')).toBe(true);
  });

  it('refreshes an expired link and outputs the link that worked', async () => {
    sim = await startSimulator({ frameMs: 50 });
    sim.addFault({ route: 'storage', status: 403, body: '<Error><Code>AccessDenied</Code></Error>' });
    const run = await runAction({ inputs: base(sim, { 'download-path': join(dir, 'b.tgz') }) });
    expect(run.code).toBe(0);
    expect(sim.countRequests('bundle')).toBe(2);
    const links = sim.storageRequests.map((r) => r.query);
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);
    expect(new URL(run.outputs['bundle-url'] as string).search).toBe(links[1]);
    expect(run.outputs['bundle-sha256']).toBe(sha(sim.bundle));
    expect(run.summary).toContain('| Fresh links | 1');
  });

  it('fails the step, leaving no archive, when the bundle is an unsafe archive', async () => {
    const { makeZip } = await import('../simulator/archive.mjs');
    sim = await startSimulator({ frameMs: 50, bundle: makeZip([{ name: '../../escape.txt', data: 'x' }]) });
    const run = await runAction({ inputs: base(sim, { 'extract-path': join(dir, 'site') }) });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::Refusing to extract the bundle: "\.\.\/\.\.\/escape\.txt" contains a "\.\." segment/,
    );
    expect(run.outputs['bundle-url']).toMatch(/^http/);
    expect(run.outputs['extract-path']).toBe('');
  });

  it('warns and exports normally when the cache service is not available', async () => {
    sim = await startSimulator({ frameMs: 50 });
    const run = await runAction({ inputs: base(sim, { 'reuse-key': 'sources-abc' }) });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '::warning::reuse-key is set, but the Actions cache service is not available',
    );
    expect(run.outputs.reused).toBe('false');
    expect(sim.countRequests('start')).toBe(1);
  });

  it('reuses a finished export through the Actions cache, from another runner: no start call, one bundle call', async () => {
    sim = await startSimulator({ frameMs: 50 });
    const cache: CacheFake = await startCacheFake();
    try {
      // Every run gets a workspace and a RUNNER_TEMP of its own, as two runners of a fleet would.
      const env = cache.env();
      const first = await runAction({ inputs: base(sim, { 'reuse-key': 'sources-abc' }), env });
      expect(first.code).toBe(0);
      expect(first.outputs.reused).toBe('false');
      expect([...cache.entries.values()].filter((e) => e.committed)).toHaveLength(1);

      const before = { start: sim.countRequests('start'), bundle: sim.countRequests('bundle') };
      const second = await runAction({ inputs: base(sim, { 'reuse-key': 'sources-abc' }), env });
      expect(second.code).toBe(0);
      expect(second.outputs).toMatchObject({
        reused: 'true',
        'export-job-id': first.outputs['export-job-id'],
      });
      expect(sim.countRequests('start') - before.start).toBe(0);
      expect(sim.countRequests('bundle') - before.bundle).toBe(1);
      expect(second.summary).toContain('reused a finished export');
      // Entries are looked up, never downloaded: no archive from the cache is unpacked on the runner.
      expect(cache.requests.filter((r) => r.path.startsWith('/_archives/'))).toEqual([]);

      const other = await runAction({ inputs: base(sim, { 'reuse-key': 'sources-def' }), env });
      expect(other.outputs.reused).toBe('false');
      expect(sim.countRequests('start') - before.start).toBe(1);

      // Started outside the workspace, the cache could not archive the record: said once, up front.
      const elsewhere = await runAction({
        inputs: base(sim, { 'reuse-key': 'sources-ghi' }),
        env: { ...env, GITHUB_WORKSPACE: dir },
      });
      expect(elsewhere.code).toBe(0);
      expect(elsewhere.stdout).toMatch(/::warning::.*working folder is not the workspace/);
      expect(elsewhere.stdout).not.toContain('Could not save the reuse record');
    } finally {
      await cache.close();
    }
  }, 60_000);
});

describe('a large download', () => {
  it('streams a large bundle to disk, resuming a dropped connection, with the right SHA-256', async () => {
    const file = join(dir, 'big.bin');
    const hash = createHash('sha256');
    const out = createWriteStream(file);
    for (let i = 0; i < 96; i++) {
      const chunk = randomBytes(1024 * 1024);
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((r) => out.end(() => r()));
    sim = await startSimulator({ frameMs: 50, bundleFile: file });
    sim.addFault({ route: 'storage', dropAfterBytes: 40 * 1024 * 1024 });
    const run = await runAction({
      inputs: base(sim, { 'download-path': join(dir, 'downloaded.bin') }),
      timeoutMs: 60_000,
    });
    expect(run.code).toBe(0);
    expect(run.outputs['bundle-sha256']).toBe(hash.digest('hex'));
    expect(run.outputs['bundle-size']).toBe(String(96 * 1024 * 1024));
    expect(run.stdout).toMatch(/resuming at byte \d+/);
    expect(sim.storageRequests[1]?.headers.range).toMatch(/^bytes=\d+-$/);
  }, 60_000);
});

describe('behind an HTTP proxy', () => {
  it('downloads through HTTP_PROXY, while the loopback service and its key never reach the proxy', async () => {
    const { startProxy } = await import('./helpers.js');
    const proxy = await startProxy();
    try {
      sim = await startSimulator({ frameMs: 50, storageHost: 'storage.test' });
      const run = await runAction({
        inputs: base(sim, { 'download-path': join(dir, 'b.tgz') }),
        env: { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url },
        timeoutMs: 20_000,
      });
      expect(run.code).toBe(0);
      expect(run.outputs['bundle-sha256']).toBe(sha(sim.bundle));
      const targets = proxy.seen.map((r) => new URL(r.url as string).origin);
      expect(targets).toEqual([sim.storageUrl]);
      expect(proxy.seen.every((r) => r.headers.authorization === undefined)).toBe(true);
      expect(sim.requests.length).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });
});
