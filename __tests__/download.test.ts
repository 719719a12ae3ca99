import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LinkRejectedError,
  downloadTo,
  downloadToFile,
  type DownloadSettings,
} from '../src/bundle/download.js';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { FakeClock, ManualClock, MemoryLogger, clientFor, until } from './helpers.js';

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
    expect(sim.storageRequests[1]?.headers['if-range']).toMatch(/^"sim-[0-9a-f]{16}"$/);
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

  it('fails at once, without retrying, when the target cannot take the bytes (a full disk)', async () => {
    sim = await startSimulator({ advance: 'read' });
    const url = await linkFor(sim);
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const target = {
      write: () => {
        throw full;
      },
      restart: () => undefined,
    };
    await expect(downloadTo(url, target, settings())).rejects.toBe(full);
    expect(sim.storageRequests).toHaveLength(1);
  });

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

describe('downloadToFile against a storage host that misbehaves', () => {
  it('accepts a body framed by the connection closing cleanly, warning that its size is unchecked', async () => {
    const bundle = randomBytes(700_000);
    sim = await startSimulator({ advance: 'read', bundle, closeDelimited: true });
    const url = await linkFor(sim);
    const log = new MemoryLogger();
    const result = await downloadToFile(url, join(dir, 'b'), settings({ log }));
    expect(result).toMatchObject({ size: bundle.length, sha256: sha(bundle) });
    expect(sim.storageRequests).toHaveLength(1);
    expect(log.text()).toContain(
      "warning: The storage sent the bundle without a length (its end was the connection's close): 700000 bytes arrived",
    );
  });

  it('starts over, never splicing, when the object changes between requests', async () => {
    const v1 = randomBytes(1024 * 1024);
    const v2 = randomBytes(900 * 1024);
    sim = await startSimulator({ advance: 'read', bundle: v1 });
    const url = await linkFor(sim);
    // The drop, then a new version of the object: the resume's If-Range no longer matches.
    sim.addFault({ route: 'storage', dropAfterBytes: 300_000, thenReplaceBundle: v2 });
    const log = new MemoryLogger();
    const result = await downloadToFile(url, join(dir, 'b'), settings({ log }));
    expect(result.sha256).toBe(sha(v2));
    expect(readFileSync(join(dir, 'b')).equals(v2)).toBe(true);
    expect(sim.storageRequests[1]?.headers['if-range']).toMatch(/^"sim-/);
    expect(log.text()).toContain('taking it from the start');
  });

  it('starts over when a server ignoring If-Range sends a part of another object', async () => {
    const v1 = randomBytes(1024 * 1024);
    const v2 = randomBytes(900 * 1024);
    sim = await startSimulator({ advance: 'read', bundle: v1, ignoreIfRange: true });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', dropAfterBytes: 300_000, thenReplaceBundle: v2 });
    const result = await downloadToFile(url, join(dir, 'b'), settings());
    expect(result.sha256).toBe(sha(v2));
    expect(sim.storageRequests).toHaveLength(3);
    expect(sim.storageRequests[2]?.headers.range).toBeUndefined();
  });

  it('starts over rather than resume when the storage names no version of the object', async () => {
    const bundle = randomBytes(1024 * 1024);
    sim = await startSimulator({ advance: 'read', bundle, noValidator: true });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', dropAfterBytes: 300_000 });
    const log = new MemoryLogger();
    const result = await downloadToFile(url, join(dir, 'b'), settings({ log }));
    expect(result.sha256).toBe(sha(bundle));
    expect(sim.storageRequests[1]?.headers.range).toBeUndefined();
    expect(log.text()).toContain('names no version of the bundle (ETag, Last-Modified) to resume');
  });

  it('stops an endless body at download-max-size, leaving nothing behind', async () => {
    sim = await startSimulator({ advance: 'read', endlessBody: true });
    const url = await linkFor(sim);
    await expect(
      downloadToFile(url, join(dir, 'b'), settings({ maxBytes: 2 * 1024 * 1024 })),
    ).rejects.toThrow(
      /^The bundle is larger than 2 MiB \(download-max-size\): more than that arrived\. Raise download-max-size/,
    );
    expect(sim.storageRequests).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a bundle announced larger than download-max-size before taking any of it', async () => {
    sim = await startSimulator({ advance: 'read', bundle: randomBytes(300_000) });
    const url = await linkFor(sim);
    await expect(downloadToFile(url, join(dir, 'b'), settings({ maxBytes: 100_000 }))).rejects.toThrow(
      /larger than 97.7 KiB \(download-max-size\): the storage announces 300000 bytes\. Raise/,
    );
  });

  it('stops a dripping body at download-timeout, however data still flows', async () => {
    sim = await startSimulator({
      advance: 'read',
      storageBytesPerSecond: 20_000,
      bundle: randomBytes(1_000_000),
    });
    const url = await linkFor(sim);
    const clock = new ManualClock();
    const download = downloadToFile(url, join(dir, 'b'), settings({ clock, timeoutMs: 1500 }));
    const failed = expect(download).rejects.toThrow(/did not finish within 2s \(download-timeout\)/);
    await until(
      () => readdirSync(dir).length === 1 && statSync(join(dir, readdirSync(dir)[0] as string)).size > 0,
    );
    clock.advance(1500);
    await failed;
    expect(readdirSync(dir)).toEqual([]);
  });

  it('starts over when a resume is answered by a 206 that names no object', async () => {
    // The same size: only the validator tells the two objects apart.
    const v1 = randomBytes(1024 * 1024);
    const v2 = randomBytes(1024 * 1024);
    sim = await startSimulator({
      advance: 'read',
      bundle: v1,
      ignoreIfRange: true,
      rangeWithoutValidator: true,
    });
    const url = await linkFor(sim);
    sim.addFault({ route: 'storage', dropAfterBytes: 300_000, thenReplaceBundle: v2 });
    const result = await downloadToFile(url, join(dir, 'b'), settings());
    expect(result.sha256).toBe(sha(v2));
    expect(readFileSync(join(dir, 'b')).equals(v2)).toBe(true);
  });

  it('leaves a file already at download-path untouched when the download fails', async () => {
    sim = await startSimulator({ advance: 'read' });
    const url = await linkFor(sim);
    writeFileSync(join(dir, 'b'), 'the previous bundle');
    sim.addFault({ route: 'storage', status: 404, body: '<Error><Code>NoSuchKey</Code></Error>' });
    await expect(downloadToFile(url, join(dir, 'b'), settings())).rejects.toThrow(/NoSuchKey/);
    expect(readFileSync(join(dir, 'b'), 'utf8')).toBe('the previous bundle');
    expect(readdirSync(dir)).toEqual(['b']);
  });

  it('replaces a link at download-path, never writing through it', async () => {
    sim = await startSimulator({ advance: 'read' });
    const url = await linkFor(sim);
    writeFileSync(join(dir, 'target'), 'not to be touched');
    symlinkSync(join(dir, 'target'), join(dir, 'b'));
    sim.addFault({ route: 'storage', status: 404 });
    await expect(downloadToFile(url, join(dir, 'b'), settings())).rejects.toThrow(/HTTP 404/);
    expect(lstatSync(join(dir, 'b')).isSymbolicLink()).toBe(true);
    await downloadToFile(url, join(dir, 'b'), settings());
    expect(lstatSync(join(dir, 'b')).isFile()).toBe(true);
    expect(readFileSync(join(dir, 'b')).equals(sim.bundle)).toBe(true);
    expect(readFileSync(join(dir, 'target'), 'utf8')).toBe('not to be touched');
  });
});

describe('a storage host that floods interim answers', () => {
  it('ends the request with a handled error, not a stack overflow', async () => {
    const server = createNetServer((socket) => {
      socket.once('data', () => {
        socket.end(
          `${'HTTP/1.1 100 Continue\r\n\r\n'.repeat(20_000)}HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok`,
        );
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const { port } = server.address() as { port: number };
      await expect(
        downloadToFile(`http://127.0.0.1:${port}/b.tgz?sig=x`, join(dir, 'b'), settings({ retries: 0 })),
      ).rejects.toThrow(/malformed response headers/);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      await new Promise((r) => server.close(r));
    }
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
