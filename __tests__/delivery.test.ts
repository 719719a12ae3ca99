import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { deliverBundle, type DeliveryOptions } from '../src/bundle/delivery.js';
import { runExport, type ExportReport } from '../src/wait/export-wait.js';
import { makeTarGz, makeZip, sampleSiteEntries } from '../simulator/archive.mjs';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { ManualClock, clientFor, type ClientSetup } from './helpers.js';

let sim: Simulator;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'delivery-test-'));
});
afterEach(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function exported(setup: ClientSetup): Promise<ExportReport> {
  const report = await runExport(
    { api: setup.client, clock: setup.clock, log: setup.log },
    { domain: 'docs.example.com', timeoutMs: 60_000, pollIntervalMs: 1000 },
  );
  expect(report.outcome).toBe('completed');
  return report;
}

const deliver = (setup: ClientSetup, report: ExportReport, options: Partial<DeliveryOptions>) =>
  deliverBundle({ api: setup.client, clock: setup.clock, log: setup.log }, report, {
    retries: 3,
    requestTimeoutMs: 5000,
    ...options,
  });

describe('bundle delivery', () => {
  it('downloads, then extracts, then writes the chart values', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const report = await exported(setup);
    const result = await deliver(setup, report, {
      downloadPath: join(dir, 'bundle.tar.gz'),
      extractPath: join(dir, 'site'),
      helmValuesFile: join(dir, 'values', 'docs.yaml'),
      exportVersion: '2026.11.22',
    });
    expect(result).toMatchObject({ ok: true, bundlePath: join(dir, 'bundle.tar.gz'), refreshedLinks: 0 });
    expect(result.download?.sha256).toBe(createHash('sha256').update(sim.bundle).digest('hex'));
    // A bundle of a few hundred bytes has no rate worth showing (never "0.0 MiB/s").
    expect(setup.log.text()).toMatch(/Downloaded \d+ bytes in \S+, SHA-256/);
    expect(result.extracted).toMatchObject({ kind: 'tar.gz', files: 3 });
    expect(readFileSync(join(dir, 'site', 'index.html'), 'utf8')).toContain('<h1>Docs</h1>');
    const values = parse(readFileSync(join(dir, 'values', 'docs.yaml'), 'utf8'));
    expect(values).toEqual({
      staticExport: { enabled: true, bundleUrl: report.bundleUrl, version: '2026.11.22' },
    });
    expect(statSync(join(dir, 'values', 'docs.yaml')).mode & 0o777).toBe(0o600);
    expect(setup.log.text()).not.toContain('X-Signature');
  });

  it('extracts a tar.gz as it downloads, with the SHA-256 of the bytes received', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const result = await deliver(setup, await exported(setup), { extractPath: join(dir, 'site') });
    expect(result).toMatchObject({ ok: true, extracted: { kind: 'tar.gz', files: 3, replaced: false } });
    expect(result.download?.sha256).toBe(createHash('sha256').update(sim.bundle).digest('hex'));
    expect(result.download?.size).toBe(sim.bundle.length);
    expect(sim.storageRequests).toHaveLength(1);
    expect(readdirSync(dir).sort()).toEqual(['site']);
    expect(setup.log.text()).toMatch(/Extracted 3 files \(tar\.gz, \d+ B\) into /);
  });

  it('resumes an extraction whose download drops, and starts it over when the storage ignores Range', async () => {
    const pages = Array.from({ length: 200 }, (_, i) => ({
      name: `p/${i}.html`,
      data: randomBytes(4096).toString('hex'),
    }));
    const bundle = makeTarGz(pages);
    sim = await startSimulator({ advance: 'read', bundle });
    const setup = clientFor(sim);
    const report = await exported(setup);
    sim.addFault({ route: 'storage', dropAfterBytes: 300_000 });
    const resumed = await deliver(setup, report, { extractPath: join(dir, 'site') });
    expect(resumed).toMatchObject({ ok: true, download: { resumes: 1 }, extracted: { files: 200 } });
    expect(sim.storageRequests[1]?.headers.range).toMatch(/^bytes=\d+-$/);
    sim.ignoreRange = true;
    sim.addFault({ route: 'storage', dropAfterBytes: 300_000 });
    const restarted = await deliver(setup, report, { extractPath: join(dir, 'again') });
    expect(restarted).toMatchObject({ ok: true, extracted: { files: 200 } });
    expect(restarted.download?.sha256).toBe(createHash('sha256').update(bundle).digest('hex'));
    expect(readFileSync(join(dir, 'again', 'p', '199.html'), 'utf8')).toBe(pages[199]?.data);
    expect(readdirSync(dir).sort()).toEqual(['again', 'site']);
  });

  it('fails before downloading when extract-path is a symbolic link', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'site'));
    const result = await deliver(setup, await exported(setup), { extractPath: join(dir, 'site') });
    expect(result.ok).toBe(false);
    expect(result.error).toBe(
      `extract-path ${join(dir, 'site')} is a symbolic link; the action does not write through links`,
    );
    expect(sim.storageRequests).toHaveLength(0);
    expect(readdirSync(join(dir, 'elsewhere'))).toEqual([]);
  });

  it('refuses a download-path or chart values inside extract-path, as written or through a link', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const report = await exported(setup);
    mkdirSync(join(dir, 'site'));
    symlinkSync(join(dir, 'site'), join(dir, 'alias'));
    for (const [options, input] of [
      [{ downloadPath: join(dir, 'site', 'bundle.tgz') }, 'download-path'],
      [{ downloadPath: join(dir, 'alias', 'bundle.tgz') }, 'download-path'],
      [{ helmValuesFile: join(dir, 'site', 'chart', 'values.yaml') }, 'helm-values-file'],
    ] as const) {
      const result = await deliver(setup, report, { extractPath: join(dir, 'site'), ...options });
      expect(result.error).toBe(`${input} lies inside extract-path, whose content the bundle replaces`);
    }
    expect(sim.storageRequests).toHaveLength(0);
  });

  it('refuses a download-path that is a folder, or reached through a link inside a protected folder', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const report = await exported(setup);
    mkdirSync(join(dir, 'folder'));
    const asFolder = await deliver(setup, report, { downloadPath: join(dir, 'folder') });
    expect(asFolder.error).toBe(`download-path ${join(dir, 'folder')} is a folder; name the file to write`);
    const workspace = join(dir, 'ws');
    mkdirSync(join(dir, 'elsewhere'));
    mkdirSync(workspace);
    symlinkSync(join(dir, 'elsewhere'), join(workspace, 'out'));
    for (const options of [
      { downloadPath: join(workspace, 'out', 'b.tgz') },
      { helmValuesFile: join(workspace, 'out', 'values.yaml') },
    ]) {
      const linked = await deliver(setup, report, { ...options, protectedFolders: [workspace] });
      expect(linked.error).toMatch(
        new RegExp(
          `^(download-path|helm-values-file) .* is reached through a symbolic link inside ${workspace}`,
        ),
      );
    }
    expect(sim.storageRequests).toHaveLength(0);
    expect(readdirSync(join(dir, 'elsewhere'))).toEqual([]);
  });

  it('removes the folders it made for download-path and extract-path when delivery fails', async () => {
    sim = await startSimulator({
      advance: 'read',
      bundle: Buffer.from('not an archive, not at all'.repeat(40)),
    });
    const setup = clientFor(sim);
    const report = await exported(setup);
    const streamed = await deliver(setup, report, { extractPath: join(dir, 'new', 'deeper', 'site') });
    expect(streamed.error).toMatch(/not a zip, tar or gzip/);
    const saved = await deliver(setup, report, {
      downloadPath: join(dir, 'd', 'e', 'bundle'),
      extractPath: join(dir, 'x', 'y', 'site'),
    });
    expect(saved.error).toMatch(/not a zip, tar or gzip/);
    sim.addFault({ route: 'storage', status: 404, times: 10 });
    const missing = await deliver(setup, report, { downloadPath: join(dir, 'f', 'g', 'bundle') });
    expect(missing.ok).toBe(false);
    // The saved archive is kept (it downloaded); nothing else of the failed deliveries remains.
    expect(readdirSync(dir).sort()).toEqual(['d']);
    expect(readdirSync(join(dir, 'd', 'e'))).toEqual(['bundle']);
  });

  it('extracts a zip through a temporary file beside extract-path that it then removes', async () => {
    sim = await startSimulator({ advance: 'read', bundle: makeZip(sampleSiteEntries()) });
    const setup = clientFor(sim);
    const result = await deliver(setup, await exported(setup), { extractPath: join(dir, 'site') });
    expect(result).toMatchObject({ ok: true, extracted: { kind: 'zip', files: 3 } });
    expect(result.bundlePath).toBeUndefined();
    expect(readdirSync(dir).sort()).toEqual(['site']);
  });

  it('makes an existing values file private again, leaving out version when not given', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const file = join(dir, 'values.yaml');
    writeFileSync(file, 'old', { mode: 0o644 });
    await deliver(setup, await exported(setup), { helmValuesFile: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parse(readFileSync(file, 'utf8')).staticExport).toEqual({
      enabled: true,
      bundleUrl: expect.any(String),
    });
  });

  it('refreshes a link the storage refuses, and reports the link that worked', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const report = await exported(setup);
    const first = report.bundleUrl;
    sim.addFault({
      route: 'storage',
      status: 403,
      body: '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
    });
    const result = await deliver(setup, report, { downloadPath: join(dir, 'b.tgz') });
    expect(result).toMatchObject({ ok: true, refreshedLinks: 1 });
    expect(report.bundleUrl).not.toBe(first);
    expect(sim.countRequests('bundle')).toBe(2);
    expect(setup.log.text()).toContain('The storage refused the bundle link (HTTP 403, AccessDenied)');
  });

  it('refreshes before downloading when expiresAt has already passed', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const report = await exported(setup);
    report.expiresAt = new Date(setup.clock.now() - 60_000).toISOString();
    const stale = report.bundleUrl;
    const result = await deliver(setup, report, { downloadPath: join(dir, 'b.tgz') });
    expect(result).toMatchObject({ ok: true, refreshedLinks: 1 });
    expect(sim.storageRequests).toHaveLength(1);
    expect(stale).not.toBe(report.bundleUrl);
  });

  it('asks for a fresh link at most twice', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const report = await exported(setup);
    sim.addFault({ route: 'storage', status: 403, times: 10 });
    const result = await deliver(setup, report, { downloadPath: join(dir, 'b.tgz') });
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/refused the bundle link/);
    expect(sim.countRequests('bundle')).toBe(3);
    expect(sim.storageRequests).toHaveLength(3);
    expect(existsSync(join(dir, 'b.tgz'))).toBe(false);
  });

  it('gives every fresh link of one delivery the same download-timeout', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const report = await exported(setup);
    sim.addFault({ route: 'storage', status: 403, times: 10 });
    // Each fresh link takes 4 s to come (on the test's clock); the timeout is 5 s for the whole delivery.
    const clock = new ManualClock(setup.clock.now());
    const api = {
      ...setup.client,
      generateBundle: async (jobId: string, deadline: number) => {
        clock.advance(4000);
        return setup.client.generateBundle(jobId, deadline);
      },
    };
    const result = await deliverBundle({ api, clock, log: setup.log }, report, {
      retries: 3,
      requestTimeoutMs: 5000,
      downloadTimeoutMs: 5000,
      downloadPath: join(dir, 'b.tgz'),
    });
    expect(result.error).toMatch(/did not finish within 5s \(download-timeout\)/);
    expect(sim.storageRequests).toHaveLength(2);
  });

  it('reports an unsafe archive as a delivery failure', async () => {
    sim = await startSimulator({ advance: 'read', bundle: makeZip([{ name: '../evil', data: 'x' }]) });
    const setup = clientFor(sim);
    const result = await deliver(setup, await exported(setup), { extractPath: join(dir, 'site') });
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/Refusing to extract the bundle/);
    expect(existsSync(join(dir, 'evil'))).toBe(false);
  });
});
