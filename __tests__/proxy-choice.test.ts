import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../src/service/admin-api.js';
import { downloadToFile } from '../src/bundle/download.js';
import { proxyAgentFor, proxyCredentials, proxyFor } from '../src/net/proxy-choice.js';
import { sendSmallRequest } from '../src/net/small-request.js';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { FakeClock, MemoryLogger, clientFor, startProxy } from './helpers.js';

describe('proxyCredentials', () => {
  it('finds a password holding a raw @ whole, decoded, and in the base64 a proxy header carries', () => {
    const found = proxyCredentials({ HTTPS_PROXY: 'http://bob:S3cr3t@Pa55w0rd!@proxy.corp:3128' });
    expect(found).toEqual(expect.arrayContaining(['S3cr3t@Pa55w0rd!', 'bob:S3cr3t@Pa55w0rd!']));
    expect(found).toContain(Buffer.from('bob:S3cr3t@Pa55w0rd!').toString('base64'));
    expect(found.some((f) => f === 'S3cr3t')).toBe(false);
  });
  it('reads percent-encoded credentials and addresses without a scheme', () => {
    expect(proxyCredentials({ http_proxy: 'ci-user:pr0xy%40pass@proxy:8080' })).toEqual(
      expect.arrayContaining(['pr0xy%40pass', 'pr0xy@pass', 'ci-user:pr0xy@pass']),
    );
    expect(proxyCredentials({ HTTPS_PROXY: 'http://proxy:3128', PATH: 'a:b@c' })).toEqual([]);
  });
});

describe('proxyFor', () => {
  const https = new URL('https://storage.example.com/b.zip');
  const http = new URL('http://api.internal:8080/v1');
  it.each<[URL, Record<string, string>, string | undefined]>([
    [https, {}, undefined],
    [https, { HTTPS_PROXY: 'http://proxy:3128' }, 'http://proxy:3128'],
    [https, { https_proxy: 'http://proxy:3128' }, 'http://proxy:3128'],
    [https, { HTTP_PROXY: 'http://proxy:3128' }, undefined],
    [http, { HTTP_PROXY: 'http://proxy:3128' }, 'http://proxy:3128'],
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: '*' }, undefined],
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'example.com' }, undefined],
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'example.com.' }, undefined],
    [
      new URL('https://storage.example.com./b.zip'),
      { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'example.com' },
      undefined,
    ],
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: '.example.com' }, undefined],
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'other.com, storage.example.com:443' }, undefined],
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'storage.example.com:8443' }, 'http://p:1'],
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'ample.com' }, 'http://p:1'],
    [http, { HTTP_PROXY: 'http://p:1', no_proxy: 'api.internal' }, undefined],
    // The lower-case variable first, as Node and curl read them.
    [https, { https_proxy: 'http://lower:1', HTTPS_PROXY: 'http://upper:1' }, 'http://lower:1'],
    [http, { http_proxy: 'http://lower:1', HTTP_PROXY: 'http://upper:1' }, 'http://lower:1'],
    [https, { HTTPS_PROXY: 'http://p:1', no_proxy: 'other.com', NO_PROXY: 'example.com' }, 'http://p:1'],
    // Loopback is never proxied.
    [new URL('http://127.0.0.1:8080/v1'), { HTTP_PROXY: 'http://p:1' }, undefined],
    [new URL('http://localhost:8080/v1'), { http_proxy: 'http://p:1' }, undefined],
    [new URL('http://[::1]:8080/v1'), { HTTP_PROXY: 'http://p:1' }, undefined],
    // NO_PROXY forms: *.suffix, IPv4, bare and bracketed IPv6 (with a port), spaces as separators.
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: '*.example.com' }, undefined],
    [new URL('http://10.0.0.5/x'), { HTTP_PROXY: 'http://p:1', NO_PROXY: '10.0.0.5' }, undefined],
    [new URL('http://[2001:db8::1]/x'), { HTTP_PROXY: 'http://p:1', NO_PROXY: '2001:db8::1' }, undefined],
    [
      new URL('http://[2001:db8::1]:81/x'),
      { HTTP_PROXY: 'http://p:1', NO_PROXY: '[2001:db8::1]:81' },
      undefined,
    ],
    [
      new URL('http://[2001:db8::1]:82/x'),
      { HTTP_PROXY: 'http://p:1', NO_PROXY: '[2001:db8::1]:81' },
      'http://p:1',
    ],
    [https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'a.com storage.example.com' }, undefined],
    // A proxy written without a scheme is http.
    [https, { HTTPS_PROXY: 'proxy.corp:3128' }, 'http://proxy.corp:3128'],
  ])('%s with %j goes through %p', (url, env, proxy) => {
    expect(proxyFor(url, env)).toBe(proxy);
  });
});

describe('requests through an HTTP proxy', () => {
  let sim: Simulator;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let dir: string;
  beforeEach(async () => {
    proxy = await startProxy();
    dir = mkdtempSync(join(tmpdir(), 'proxy-test-'));
  });
  afterEach(async () => {
    await sim?.close();
    sim = undefined as unknown as Simulator;
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A client of the simulator under `host` (docs-api.test reaches it only through the test proxy). */
  const api = (s: Simulator, env: Record<string, string>, host = '127.0.0.1') =>
    createApiClient(new URL(`${s.url.replace('127.0.0.1', host)}/`), {
      apiKey: s.apiKey,
      requestTimeoutMs: 5000,
      retries: 0,
      clock: new FakeClock(),
      log: new MemoryLogger(),
      proxyEnv: env,
    });

  it('sends admin API requests through HTTP_PROXY', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createExportJob({ id: 'exp_1', script: [{ status: 'completed' }] });
    const client = api(sim, { HTTP_PROXY: proxy.url }, 'docs-api.test');
    const status = await client.getExportStatus('exp_1', Date.now() + 60_000);
    expect(status.status).toBe('completed');
    const port = new URL(sim.url).port;
    expect(proxy.seen.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'GET', url: `http://docs-api.test:${port}/v1/static-export/jobs/exp_1` },
    ]);
  });

  it('never sends a loopback request, nor the key, to the proxy', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createExportJob({ id: 'exp_1', script: [{ status: 'completed' }] });
    const env = { HTTP_PROXY: proxy.url, http_proxy: proxy.url, HTTPS_PROXY: proxy.url };
    const status = await api(sim, env).getExportStatus('exp_1', Date.now() + 60_000);
    expect(status.status).toBe('completed');
    expect(proxy.seen).toEqual([]);
    expect(sim.requests[0]?.headers.authorization).toBe(`Bearer ${sim.apiKey}`);
  });

  it('downloads the bundle through HTTP_PROXY', async () => {
    const bundle = randomBytes(2 * 1024 * 1024);
    sim = await startSimulator({ advance: 'read', bundle, storageHost: 'storage.test' });
    sim.createExportJob({ id: 'exp_1', script: [{ status: 'completed' }] });
    const { client, clock } = clientFor(sim);
    const { bundleUrl } = await client.generateBundle('exp_1', clock.now() + 60_000);
    expect(new URL(bundleUrl).hostname).toBe('storage.test');
    const result = await downloadToFile(bundleUrl, join(dir, 'b'), {
      idleTimeoutMs: 5000,
      retries: 1,
      clock,
      log: new MemoryLogger(),
      proxyEnv: { HTTP_PROXY: proxy.url },
    });
    expect(result.sha256).toBe(createHash('sha256').update(bundle).digest('hex'));
    expect(proxy.seen.map((r) => r.method)).toEqual(['GET']);
    expect(proxy.seen[0]?.url).toBe(bundleUrl);
  });

  it('downloads over HTTPS through a CONNECT tunnel', async () => {
    const fixtures = join(import.meta.dirname, 'fixtures');
    const cert = readFileSync(join(fixtures, 'storage-cert.pem'), 'utf8');
    const key = readFileSync(join(fixtures, 'storage-key.pem'), 'utf8');
    const body = randomBytes(300_000);
    const storage = createHttpsServer({ cert, key }, (req, res) => {
      res.writeHead(200, { 'content-length': String(body.length) });
      res.end(body);
    });
    await new Promise<void>((r) => storage.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (storage.address() as { port: number }).port;
      const result = await downloadToFile(`https://storage.test:${port}/b.zip?sig=x`, join(dir, 'b'), {
        idleTimeoutMs: 5000,
        retries: 0,
        clock: new FakeClock(),
        log: new MemoryLogger(),
        ca: cert,
        proxyEnv: { HTTPS_PROXY: proxy.url },
      });
      expect(result.sha256).toBe(createHash('sha256').update(body).digest('hex'));
      expect(proxy.seen.map(({ method, url }) => ({ method, url }))).toEqual([
        { method: 'CONNECT', url: `storage.test:${port}` },
      ]);
    } finally {
      storage.closeAllConnections();
      await new Promise((r) => storage.close(r));
    }
  });

  it("takes a CONNECT answer other than 200 as a failed connection, never as the server's answer", async () => {
    // A proxy that answers the tunnel request itself, in the service's place.
    const forging = await startProxy({ refuse: 202, refuseBody: '{"jobId":"forged","status":"completed"}' });
    try {
      const url = new URL('https://docs-api.test:8443/v1/static-export/jobs/x');
      const agent = await proxyAgentFor(url, { HTTPS_PROXY: forging.url });
      await expect(
        sendSmallRequest(url, {
          method: 'GET',
          headers: { authorization: 'Bearer dsk_never_sent' },
          timeoutMs: 5000,
          maxBodyBytes: 1024,
          agent,
        }),
      ).rejects.toThrow('the proxy refused the tunnel (HTTP 202)');
      expect(forging.seen.map((r) => r.method)).toEqual(['CONNECT']);
      expect(JSON.stringify(forging.seen)).not.toContain('dsk_never_sent');
    } finally {
      await forging.close();
    }
  });
});
