import { createServer } from 'node:net';
import { createApiClient } from '../src/service/admin-api.js';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { FakeClock, MemoryLogger, baseUrl, clientFor } from './helpers.js';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

const far = (clock: FakeClock) => clock.now() + 30 * 60_000;

/** A loopback port with nothing listening on it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

describe('API client retry policy over real HTTP', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries a status read answered %p', async (status) => {
    sim = await startSimulator({ advance: 'read' });
    const job = sim.createExportJob({ id: 'exp_1', script: [{ status: 'running' }] });
    sim.addFault({ route: 'status', status, times: 2 });
    const { client, clock } = clientFor(sim);
    await expect(client.getExportStatus(job.id, far(clock))).resolves.toMatchObject({ status: 'running' });
    expect(sim.countRequests('status')).toBe(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it.each([400, 409, 422])('does not retry %p', async (status) => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'status', status });
    const { client, clock } = clientFor(sim);
    await expect(client.getExportStatus('exp_1', far(clock))).rejects.toThrow(
      `HTTP ${status}: Simulated HTTP ${status}`,
    );
    expect(sim.countRequests('status')).toBe(1);
  });

  it('limits one request to request-timeout, then retries it', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createExportJob({ id: 'exp_1', script: [{ status: 'running' }] });
    sim.addFault({ route: 'status', delayMs: 3000 });
    const { client, clock, log } = clientFor(sim, { requestTimeoutMs: 200 });
    const started = Date.now();
    await expect(client.getExportStatus('exp_1', far(clock))).resolves.toMatchObject({ status: 'running' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(log.text()).toContain('no complete answer within 200ms (request-timeout)');
  });

  it('fails after request-timeout when no retries are allowed', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'status', delayMs: 3000 });
    const { client, clock } = clientFor(sim, { requestTimeoutMs: 200, retries: 0 });
    await expect(client.getExportStatus('exp_1', far(clock))).rejects.toThrow(
      /no complete answer within 200ms/,
    );
  });

  it('repeats a start call whose connection was refused, and creates one job', async () => {
    const port = await freePort();
    const clock = new FakeClock();
    let started: Promise<Simulator> | undefined;
    clock.sleep = async (ms: number) => {
      clock.sleeps.push(ms);
      clock.t += ms;
      started ??= startSimulator({ port, advance: 'read' });
      sim = await started;
    };
    const log = new MemoryLogger();
    const client = createApiClient(baseUrl(`http://127.0.0.1:${port}`), {
      apiKey: 'dsk_admin_7f3c1e9a2b4d6f80a1c3e5b7d9f1a3c5',
      requestTimeoutMs: 2000,
      retries: 3,
      clock,
      log,
      random: () => 0.5,
    });
    const jobId = await client.startExport('docs.example.com', far(clock));
    expect(log.text()).toContain('network error (ECONNREFUSED); retrying');
    expect(sim?.exportJobs.size).toBe(1);
    expect(sim?.exportJobs.has(jobId)).toBe(true);
  });

  it('does not follow a redirect, so the key never travels elsewhere', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'status', status: 307, headers: { location: `${sim.storageUrl}/elsewhere` } });
    const { client, clock } = clientFor(sim);
    await expect(client.getExportStatus('exp_1', far(clock))).rejects.toThrow(
      /HTTP 307.*redirected elsewhere; set base-url to the address it redirects to \(http:\/\/127\.0\.0\.1:\d+\/elsewhere\)/,
    );
    expect(sim.storageRequests).toHaveLength(0);
  });

  it('refuses an answer that is not a JSON object', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'status', status: 200, body: '<html>login page</html>', times: 10 });
    const { client, clock } = clientFor(sim, { retries: 1 });
    await expect(client.getExportStatus('exp_1', far(clock))).rejects.toThrow(
      'Reading export job exp_1: the service answered HTTP 200 with a text/html body instead of a JSON object (gave up after 2 attempts)',
    );
  });
});

describe('a start call the service accepted with an unusable answer', () => {
  it.each([
    ['a body that is not JSON', '<html>accepted</html>'],
    ['no jobId', '{"queued":true}'],
  ])(
    'says an export may exist and how to pick it up (%s), without repeating the call',
    async (_what, body) => {
      sim = await startSimulator({ advance: 'read' });
      sim.addFault({ route: 'start', status: 202, body, headers: { 'content-type': 'application/json' } });
      const { client, clock } = clientFor(sim);
      await expect(client.startExport('docs.example.com', far(clock))).rejects.toThrow(
        /re-run with export-job-id set to its id to pick it up/,
      );
      expect(sim.countRequests('start')).toBe(1);
    },
  );
});

describe('simulator object store', () => {
  it('serves a bundle link until it expires, then answers 403 AccessDenied', async () => {
    sim = await startSimulator({ advance: 'read', linkTtlMs: 300 });
    sim.createExportJob({ id: 'exp_1', script: [{ status: 'completed' }] });
    const { client, clock } = clientFor(sim);
    const link = await client.generateBundle('exp_1', far(clock));
    expect((await fetch(link.bundleUrl)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    const expired = await fetch(link.bundleUrl);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Code>AccessDenied</Code>');
    const tampered = await fetch(link.bundleUrl.replace(/X-Signature=./, 'X-Signature=0'));
    expect(tampered.status).toBe(403);
  });

  it('refuses a bundle for a job that has not completed', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createExportJob({ id: 'exp_1', script: [{ status: 'running' }] });
    const { client, clock } = clientFor(sim);
    await expect(client.generateBundle('exp_1', far(clock))).rejects.toThrow(
      'HTTP 409: Export job is not completed',
    );
  });
});
