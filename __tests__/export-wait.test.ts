import { runExport, type ExportOptions } from '../src/wait/export-wait.js';
import { startSimulator } from '../simulator/server.mjs';
import { clientFor, type ClientSetup } from './helpers.js';

type Sim = Awaited<ReturnType<typeof startSimulator>>;

let sim: Sim;
afterEach(async () => {
  await sim?.close();
});

async function exportWith(
  setup: ClientSetup,
  options: Partial<ExportOptions> = {},
): Promise<{ report: Awaited<ReturnType<typeof runExport>>; ids: string[] }> {
  const ids: string[] = [];
  const report = await runExport(
    { api: setup.client, clock: setup.clock, log: setup.log, onJobId: (id) => ids.push(id) },
    { domain: 'docs.example.com', timeoutMs: 30 * 60_000, pollIntervalMs: 5000, ...options },
  );
  return { report, ids };
}

describe('export flow against the simulator', () => {
  it('starts, waits, and returns a working bundle link (happy path)', async () => {
    sim = await startSimulator({ advance: 'read' });
    const setup = clientFor(sim);
    const { report, ids } = await exportWith(setup);

    expect(report.outcome).toBe('completed');
    expect(report.status).toBe('completed');
    expect(report.pageCount).toBe(120);
    expect(report.jobId).toMatch(/^exp_/);
    expect(ids).toEqual([report.jobId]);
    expect(sim.exportJobs.size).toBe(1);
    expect(sim.countRequests('bundle')).toBe(1);
    expect(Date.parse(report.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const download = await fetch(report.bundleUrl as string);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(sim.bundle)).toBe(true);
    // Five frames, one per read. Queued, then 0%: no rate yet, so a whole interval each. At 35% five seconds
    // later (7%/s), the finish is 9.3 s away, within the ceiling: the next read comes just after it (+0.5 s).
    // At 80% the estimate says 3.7 s more, and the read after that finds the job completed.
    expect(setup.clock.sleeps).toEqual([5000, 5000, 9786, 4197]);
    expect(setup.log.text()).toContain('running [████░░░░░░] 35% · 42 pages · ~9s left');
    expect(setup.log.text()).not.toContain('X-Signature');
  });

  it('sends the bearer key on every call and JSON on the start call', async () => {
    sim = await startSimulator({ advance: 'read' });
    await exportWith(clientFor(sim));
    expect(sim.requests.length).toBeGreaterThan(3);
    for (const r of sim.requests) expect(r.headers.authorization).toBe(`Bearer ${sim.apiKey}`);
    const start = sim.requests.find((r) => r.route === 'start');
    expect(start?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(start?.body ?? '')).toEqual({ domain: 'docs.example.com' });
  });

  it('logs status, progress and pages only when they change', async () => {
    sim = await startSimulator({
      advance: 'read',
      exportScript: [
        { status: 'queued' },
        { status: 'queued' },
        { status: 'running', progress: 10, pageCount: 3 },
        { status: 'running', progress: 10, pageCount: 3 },
        { status: 'completed', pageCount: 3 },
      ],
    });
    const setup = clientFor(sim);
    await exportWith(setup);
    const statusLines = setup.log.lines.filter((l) => l.includes(': queued') || l.includes(': running'));
    expect(statusLines).toHaveLength(2);
  });

  it('fails with the service reason when the job fails, and generates no bundle', async () => {
    sim = await startSimulator({
      advance: 'read',
      exportScript: [
        { status: 'running', progress: 20 },
        { status: 'failed', error: 'Renderer crashed on /guides' },
      ],
    });
    const { report, ids } = await exportWith(clientFor(sim));
    expect(report.outcome).toBe('failed');
    expect(report.error).toMatch(
      new RegExp(`Export job ${report.jobId} failed on the service: Renderer crashed`),
    );
    expect(ids).toHaveLength(1);
    expect(sim.countRequests('bundle')).toBe(0);
  });

  it('times out at export-timeout, naming the job and how to resume', async () => {
    sim = await startSimulator({ advance: 'read', exportScript: [{ status: 'running', progress: 50 }] });
    const setup = clientFor(sim);
    const start = setup.clock.now();
    const { report } = await exportWith(setup, { timeoutMs: 60_000 });
    expect(report.outcome).toBe('timed-out');
    expect(report.error).toContain(`Export job ${report.jobId} did not finish within 1m 00s`);
    expect(report.error).toContain(`re-run with export-job-id: ${report.jobId}`);
    expect(report.error).toContain('last status: running');
    expect(setup.clock.now() - start).toBe(60_000);
    expect(sim.countRequests('bundle')).toBe(0);
  });

  it('resumes an existing completed job: no start call, one fresh bundle link', async () => {
    sim = await startSimulator({ advance: 'read' });
    const job = sim.createExportJob({ id: 'exp_earlier', script: [{ status: 'completed', pageCount: 7 }] });
    const { report, ids } = await exportWith(clientFor(sim), { domain: undefined, jobId: job.id });
    expect(report).toMatchObject({ outcome: 'completed', jobId: 'exp_earlier', pageCount: 7, resumed: true });
    expect(ids).toEqual(['exp_earlier']);
    expect(sim.countRequests('start')).toBe(0);
    expect(sim.countRequests('bundle')).toBe(1);
  });

  it('resumes a job that is still running and waits for it', async () => {
    sim = await startSimulator({ advance: 'read' });
    const job = sim.createExportJob({ id: 'exp_running' });
    const { report } = await exportWith(clientFor(sim), { domain: undefined, jobId: job.id });
    expect(report.outcome).toBe('completed');
    expect(sim.countRequests('status')).toBe(5);
    expect(sim.countRequests('start')).toBe(0);
  });

  it('fails at once on 401 with the service text and a hint about the key, without retrying', async () => {
    sim = await startSimulator({ advance: 'read' });
    const { report, ids } = await exportWith(clientFor(sim, { apiKey: 'dsk_admin_wrong' }));
    expect(report.outcome).toBe('error');
    expect(report.error).toContain('HTTP 401: Unauthorized: invalid or missing admin API key');
    expect(report.error).toContain('check the secret passed as api-key');
    expect(sim.requests).toHaveLength(1);
    expect(ids).toEqual([]);
  });

  it('fails on 403 with a hint about the Enterprise plan', async () => {
    sim = await startSimulator({ advance: 'read', plan: 'pro' });
    const { report } = await exportWith(clientFor(sim));
    expect(report.error).toContain('HTTP 403: Static export requires an Enterprise plan');
    expect(report.error).toContain('Static export needs an Enterprise plan');
    expect(sim.requests).toHaveLength(1);
  });

  it('fails on 404 naming the job id', async () => {
    sim = await startSimulator({ advance: 'read' });
    const { report } = await exportWith(clientFor(sim), { jobId: 'exp_gone' });
    expect(report.outcome).toBe('error');
    expect(report.error).toContain('HTTP 404: Export job not found');
    expect(report.error).toContain('Export job "exp_gone" was not found');
  });

  it('URL-encodes the job id in the path', async () => {
    sim = await startSimulator({ advance: 'read' });
    await exportWith(clientFor(sim), { jobId: 'exp/../a b?c' });
    expect(sim.requests[0]?.path).toBe('/v1/static-export/jobs/exp%2F..%2Fa%20b%3Fc');
  });

  it('keeps the path prefix of base-url', async () => {
    sim = await startSimulator({ advance: 'read', basePath: '/api/docs' });
    const { report } = await exportWith(clientFor(sim));
    expect(sim.url).toMatch(/\/api\/docs$/);
    expect(report.outcome).toBe('completed');
    expect(sim.requests.every((r) => r.path.startsWith('/api/docs/v1/static-export/jobs'))).toBe(true);
  });

  it('treats unknown statuses as running and shows odd progress values without crashing', async () => {
    sim = await startSimulator({
      advance: 'read',
      exportScript: [
        { status: 'QUEUED' },
        { status: 'Processing', progress: '45%' },
        { status: 'rendering', progress: 0.5, pageCount: '12' },
        { status: 'running', progress: { weird: true }, pageCount: -1 },
        { progress: 'x'.repeat(500) },
        { status: 42, progress: null },
        { status: 'completed', pageCount: 30, extra: { nested: [1, 2] } },
      ],
    });
    const setup = clientFor(sim);
    const { report } = await exportWith(setup);
    expect(report.outcome).toBe('completed');
    expect(report.pageCount).toBe(30);
    const text = setup.log.text();
    expect(text).toContain(': queued');
    expect(text).toContain(': processing [█████░░░░░] 45%');
    expect(text).toContain(': rendering [█████░░░░░] 50% · 12 pages');
    expect(text).toContain('(no status given)');
  });

  it('survives a burst of transient faults and creates exactly one job', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'start', status: 429, headers: { 'retry-after': '2' } });
    sim.addFault({ route: 'start', status: 429 });
    sim.addFault({ route: 'status', status: 500 });
    sim.addFault({ route: 'status', status: 502, body: '<html><body>Bad gateway</body></html>' });
    sim.addFault({ route: 'status', reset: true });
    sim.addFault({ route: 'status', status: 504 });
    sim.addFault({ route: 'status', delayMs: 1500 });
    sim.addFault({ route: 'bundle', status: 503 });
    sim.addFault({ route: 'bundle', reset: true });
    const setup = clientFor(sim, { requestTimeoutMs: 500 });
    const { report } = await exportWith(setup);
    expect(report.outcome).toBe('completed');
    expect(sim.exportJobs.size).toBe(1);
    expect(sim.countRequests('start')).toBe(3);
    expect(sim.faults).toHaveLength(0);
    expect(setup.clock.sleeps).toContain(2000); // Retry-After honoured
    expect(setup.log.text()).toMatch(/HTTP 502 \(a text\/html body\); retrying/);
  });

  const unknownFate =
    'The service may have started an export of docs.example.com all the same, and this run does not repeat the call (it could start a second one): ' +
    'look for a recent export job of this domain on the service, and re-run with export-job-id set to its id to pick it up';

  it('never repeats a start call the service may have acted on, and says how to find the job', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'start', afterHandling: true });
    const { report } = await exportWith(clientFor(sim));
    expect(report.outcome).toBe('error');
    expect(report.error).toMatch(/^Starting the export of docs\.example\.com: network error \(.+\)\. /);
    expect(report.error).toContain(unknownFate);
    expect(sim.countRequests('start')).toBe(1);
    expect(sim.exportJobs.size).toBe(1);
  });

  it('says the same when the start call times out after it was sent', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'start', delayMs: 3000 });
    const { report } = await exportWith(clientFor(sim, { requestTimeoutMs: 300 }));
    expect(report.error).toMatch(
      /no complete answer within 300ms \(request-timeout\)\. The service may have/,
    );
    expect(sim.countRequests('start')).toBe(1);
  });

  it.each([500, 502, 503, 504])('does not repeat a start call answered %p', async (status) => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'start', status });
    const { report } = await exportWith(clientFor(sim));
    expect(report.error).toContain(`HTTP ${status}`);
    expect(report.error).toContain(unknownFate);
    expect(sim.countRequests('start')).toBe(1);
  });

  it('repeats a start call refused before any work (429, a connection refused), and says nothing of a job', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'start', status: 429, body: '<html>slow down</html>', times: 10 });
    const { report } = await exportWith(clientFor(sim, { retries: 2 }));
    expect(report.error).toBe(
      'Starting the export of docs.example.com failed: HTTP 429 (a text/html body) (gave up after 3 attempts)',
    );
    expect(sim.countRequests('start')).toBe(3);
  });

  it('honours a 429 Retry-After between status reads, even with no retries left', async () => {
    sim = await startSimulator({ advance: 'read' });
    // The first read goes through; the second is refused for 30 s.
    const setup = clientFor(sim, { retries: 0 });
    const original = setup.client.getExportStatus.bind(setup.client);
    let reads = 0;
    setup.client.getExportStatus = async (id, deadline) => {
      if (++reads === 2) sim.addFault({ route: 'status', status: 429, headers: { 'retry-after': '30' } });
      return original(id, deadline);
    };
    const { report } = await exportWith(setup, { pollIntervalMs: 5000 });
    expect(report.outcome).toBe('completed');
    expect(setup.clock.sleeps.slice(0, 2)).toEqual([5000, 30_000]);
    expect(setup.log.text()).toContain('HTTP 429');
  });

  it('stops retrying when Retry-After would outlive the deadline', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({ route: 'start', status: 429, headers: { 'retry-after': '3600' } });
    const setup = clientFor(sim);
    const { report } = await exportWith(setup, { timeoutMs: 60_000 });
    expect(report.error).toContain('the service asked to retry after 1h 00m, past the deadline');
    expect(setup.clock.sleeps).toEqual([]);
  });

  it('refuses a bundle answer whose link is not http(s)', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({
      route: 'bundle',
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bundleUrl: 'javascript:alert(1)', expiresAt: 'soon' }),
    });
    const { report } = await exportWith(clientFor(sim));
    expect(report.outcome).toBe('error');
    expect(report.error).toContain('without a valid http(s) bundleUrl');
    expect(report.bundleUrl).toBeUndefined();
  });

  it('refuses a start answer without a job id, and does not start another', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.addFault({
      route: 'start',
      status: 202,
      headers: { 'content-type': 'application/json' },
      body: '{"queued":true}',
    });
    const { report } = await exportWith(clientFor(sim));
    expect(report.error).toContain('no usable jobId');
    expect(sim.countRequests('start')).toBe(1);
  });
});
