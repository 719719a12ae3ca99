import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, existsSync, symlinkSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LinkRejectedError, downloadToFile, type DownloadSettings } from '../src/bundle/download.js';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { FakeClock, MemoryLogger, clientFor } from './helpers.js';

let sim: Simulator;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'download-test-'));
});
afterEach(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const settings = (over: Partial<DownloadSettings> = {}): DownloadSettings => ({
  idleTimeoutMs: 2000,
  retries: 3,
  clock: new FakeClock(),
  log: new MemoryLogger(),
  random: () => 0.5,
  ...over,
});

async function linkFor(s: Simulator): Promise<string> {
  s.createExportJob({ id: 'exp_1', script: [{ status: 'completed' }] });
  const { client, clock } = clientFor(s);
  return (await client.generateBundle('exp_1', clock.now() + 60_000)).bundleUrl;
}

describe('downloadToFile against the simulator storage', () => {
  it('downloads byte for byte with the right SHA-256 and size, sending no credential', async () => {
    const bundle = randomBytes(3 * 1024 * 1024 + 17);
    sim = await startSimulator({ advance: 'read', bundle });
    const url = await linkFor(sim);
    const dest = join(dir, 'nested', 'bundle.tar.gz');
    const result = await downloadToFile(url, dest, settings());
    expect(result).toMatchObject({ size: bundle.length, sha256: sha(bundle), resumes: 0 });
    expect(readFileSync(dest).equals(bundle)).toBe(true);
    expect(sim.storageRequests).toHaveLength(1);
    for (const r of sim.storageRequests) {
      expect(r.headers.authorization).toBeUndefined();
      expect(JSON.stringify(r.headers)).not.toContain(sim.apiKey);
    }
  });

  it('resumes a connection dropped mid-body with a Range request', async () => {
    const bundle = randomBytes(2 * 1024 * 1024);
    sim = await startSimulator({ advance: 'read', bundle });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', dropAfterBytes: 700_000 });
    const log = new MemoryLogger();
    const dest = join(dir, 'bundle');
    const result = await downloadToFile(url, dest, settings({ log }));
    expect(result.sha256).toBe(sha(bundle));
    expect(result.resumes).toBe(1);
    expect(readFileSync(dest).equals(bundle)).toBe(true);
    expect(sim.storageRequests).toHaveLength(2);
    expect(sim.storageRequests[1]?.headers.range).toMatch(/^bytes=\d+-$/);
    expect(Number(/\d+/.exec(sim.storageRequests[1]?.headers.range ?? '')?.[0])).toBeGreaterThan(0);
    expect(sim.storageRequests[1]?.headers['if-range']).toBe('"sim-bundle"');
    expect(log.text()).toMatch(/connection dropped after \d+ bytes .*resuming at byte \d+/);
  });

  it('starts over when the storage ignores Range', async () => {
    const bundle = randomBytes(1024 * 1024);
    sim = await startSimulator({ advance: 'read', bundle, ignoreRange: true });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', dropAfterBytes: 300_000 });
    const dest = join(dir, 'bundle');
    const result = await downloadToFile(url, dest, settings());
    expect(result.sha256).toBe(sha(bundle));
    expect(readFileSync(dest).equals(bundle)).toBe(true);
  });

  it('gives up after retries when the connection keeps dropping', async () => {
    const bundle = randomBytes(1024 * 1024);
    sim = await startSimulator({ advance: 'read', bundle });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', dropAfterBytes: 1000, times: 10 });
    await expect(downloadToFile(url, join(dir, 'b'), settings({ retries: 2 }))).rejects.toThrow(
      /failed after 3 attempts: (connection dropped|connection closed)/,
    );
    expect(sim.storageRequests).toHaveLength(3);
  });

  it('retries transient storage errors', async () => {
    sim = await startSimulator({ advance: 'read' });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', status: 503, headers: { 'retry-after': '1' } });
    const clock = new FakeClock();
    const result = await downloadToFile(url, join(dir, 'b'), settings({ clock }));
    expect(result.sha256).toBe(sha(sim.bundle));
    expect(clock.sleeps).toEqual([1000]);
  });

  it('waits at most a minute for a storage Retry-After', async () => {
    sim = await startSimulator({ advance: 'read' });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', status: 503, headers: { 'retry-after': '86400' } });
    const clock = new FakeClock();
    await downloadToFile(url, join(dir, 'b'), settings({ clock }));
    expect(clock.sleeps).toEqual([60_000]);
  });

  (existsSync('/dev/full') ? it : it.skip)(
    'fails at once, without retrying, when the disk is full',
    async () => {
      sim = await startSimulator({ advance: 'read' });
      const url = await linkFor(sim);
      const dest = join(dir, 'full');
      symlinkSync('/dev/full', dest);
      await expect(downloadToFile(url, dest, settings())).rejects.toThrow(
        /Could not write the bundle to disk: ENOSPC/,
      );
      expect(sim.storageRequests).toHaveLength(1);
    },
  );

  it('reports a refused link as LinkRejectedError', async () => {
    sim = await startSimulator({ advance: 'read', linkTtlMs: 1 });
    const url = await linkFor(sim);
    await new Promise((r) => setTimeout(r, 10));
    const err = await downloadToFile(url, join(dir, 'b'), settings()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LinkRejectedError);
    expect((err as Error).message).toContain('HTTP 403, AccessDenied');
  });

  it('follows a redirect without adding any header', async () => {
    sim = await startSimulator({ advance: 'read' });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', status: 302, headers: { location: url } });
    const result = await downloadToFile(url, join(dir, 'b'), settings());
    expect(result.sha256).toBe(sha(sim.bundle));
    expect(sim.storageRequests).toHaveLength(2);
    expect(sim.storageRequests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('fails at once on a storage error that is not transient', async () => {
    sim = await startSimulator({ advance: 'read' });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', status: 404, body: '<Error><Code>NoSuchKey</Code></Error>' });
    await expect(downloadToFile(url, join(dir, 'b'), settings())).rejects.toThrow(/HTTP 404, NoSuchKey/);
    expect(existsSync(join(dir, 'b'))).toBe(false);
  });

  it('reads a chunked body', async () => {
    const bundle = randomBytes(1024 * 1024 + 3);
    sim = await startSimulator({ advance: 'read', bundle, chunked: true });
    const url = await linkFor(sim);
    const result = await downloadToFile(url, join(dir, 'b'), settings());
    expect(result).toMatchObject({ size: bundle.length, sha256: sha(bundle) });
  });

  it('resumes a chunked body dropped midway', async () => {
    const bundle = randomBytes(1024 * 1024);
    sim = await startSimulator({ advance: 'read', bundle, chunked: true });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', dropAfterBytes: 200_000 });
    const result = await downloadToFile(url, join(dir, 'b'), settings());
    expect(result.sha256).toBe(sha(bundle));
    expect(readFileSync(join(dir, 'b')).equals(bundle)).toBe(true);
  });
});

describe('downloadToFile over HTTPS', () => {
  const fixtures = join(import.meta.dirname, 'fixtures');
  const cert = readFileSync(join(fixtures, 'storage-cert.pem'), 'utf8');
  const key = readFileSync(join(fixtures, 'storage-key.pem'), 'utf8');

  async function serve(body: Buffer): Promise<{ url: string; close: () => Promise<void> }> {
    const server = createHttpsServer({ cert, key }, (req, res) => {
      res.writeHead(200, { 'content-length': String(body.length) });
      res.end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as { port: number };
    return {
      url: `https://127.0.0.1:${port}/bundle.zip?sig=abc`,
      close: () => new Promise((r) => server.close(() => r())),
    };
  }

  it('downloads over TLS from a trusted server', async () => {
    const bundle = randomBytes(512 * 1024);
    const server = await serve(bundle);
    try {
      const result = await downloadToFile(server.url, join(dir, 'b'), settings({ ca: cert }));
      expect(result.sha256).toBe(sha(bundle));
    } finally {
      await server.close();
    }
  });

  it('refuses an untrusted certificate at once, without retrying', async () => {
    const server = await serve(Buffer.from('x'));
    try {
      const clock = new FakeClock();
      await expect(downloadToFile(server.url, join(dir, 'b'), settings({ clock }))).rejects.toThrow(
        /certificate/i,
      );
      expect(clock.sleeps).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
