// Runs the built dist/index.js as a child process, the way the runner does.
import { runAction, type ActionRun } from '../scripts/run-action.mjs';
import { startSimulator, type Simulator } from '../simulator/server.mjs';

let sim: Simulator;
afterEach(async () => {
  await sim?.close();
});

const inputs = (s: Simulator, extra: Record<string, string> = {}): Record<string, string> => ({
  'api-key': s.apiKey,
  'base-url': s.url,
  domain: 'docs.example.com',
  'poll-interval': '1s',
  ...extra,
});

/** Everything a run left behind that a person or a later job can read, apart from the mask command itself. */
function visibleText(run: ActionRun, key: string): string {
  const stdout = run.stdout
    .split('\n')
    .filter((line) => line !== `::add-mask::${key}`)
    .join('\n');
  return [stdout, run.stderr, run.outputFileText, run.summary].join('\n');
}

describe('dist/index.js as the runner runs it', () => {
  it('exports, writes every output and the summary, and exits 0', async () => {
    sim = await startSimulator({ frameMs: 100 });
    const run = await runAction({ inputs: inputs(sim) });
    expect(run.code).toBe(0);
    const job = [...sim.exportJobs.keys()][0];
    expect(run.outputs).toMatchObject({
      'export-job-id': job,
      'export-status': 'completed',
      'page-count': '120',
    });
    expect(run.outputs['bundle-url']).toMatch(
      new RegExp(`^${sim.storageUrl}/bundles/.+X-Signature=[0-9a-f]{64}$`),
    );
    expect(Date.parse(run.outputs['expires-at'] ?? '')).toBeGreaterThan(Date.now());
    const download = await fetch(run.outputs['bundle-url'] as string);
    expect(download.status).toBe(200);
    expect(run.summary).toContain('### Static export');
    expect(run.summary).toContain('| Result | ✅ completed |');
    expect(run.stdout).toContain(
      `Bundle link ready: ${sim.storageUrl}/bundles/${job}/site.tar.gz (query withheld)`,
    );
  });

  it('never prints the bundle link nor masks it (a masked output would be dropped by the runner)', async () => {
    sim = await startSimulator({ frameMs: 50 });
    const run = await runAction({ inputs: inputs(sim) });
    const url = run.outputs['bundle-url'] as string;
    const query = new URL(url).search;
    expect(query.length).toBeGreaterThan(20);
    for (const text of [run.stdout, run.stderr, run.summary]) expect(text).not.toContain(query.slice(1));
    const masks = run.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
    expect(masks).toEqual([`::add-mask::${sim.apiKey}`]);
  });

  it.each([
    ['a successful export', {}, undefined],
    ['a rejected key echoed back by the service', {}, 'echo'],
    ['an invalid input', { retries: 'many' }, undefined],
  ])('never shows the key anywhere after %s', async (_name, extra, mode) => {
    sim = await startSimulator({ frameMs: 50 });
    if (mode === 'echo') {
      sim.addFault({ route: 'start', status: 400, body: JSON.stringify({ error: `bad key ${sim.apiKey}` }) });
    }
    const run = await runAction({ inputs: inputs(sim, extra) });
    expect(run.stdout).toContain(`::add-mask::${sim.apiKey}`);
    expect(visibleText(run, sim.apiKey)).not.toContain(sim.apiKey);
    expect(visibleText(run, sim.apiKey)).not.toContain(sim.apiKey.slice(4, 20));
  });

  it('refuses invalid inputs with one error annotation and no request', async () => {
    sim = await startSimulator();
    const run = await runAction({ inputs: { 'api-key': sim.apiKey, 'base-url': 'http://docs.example.com' } });
    expect(run.code).toBe(1);
    const errors = run.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('base-url must use https');
    expect(errors[0]).toContain('Nothing to do');
    expect(sim.requests).toHaveLength(0);
    // The summary says it too, one problem per line; with summary: false, nothing is written.
    expect(run.summary).toContain('### Inputs refused');
    expect(run.summary).toMatch(/^- base-url must use https/m);
    expect(run.summary).toMatch(/^- Nothing to do/m);
    const quiet = await runAction({ inputs: { 'api-key': sim.apiKey, summary: 'false' } });
    expect(quiet.code).toBe(1);
    expect(quiet.summary).toBe('');
  });

  it('leaves the job id, status and summary when the export fails', async () => {
    sim = await startSimulator({
      frameMs: 50,
      exportScript: [{ status: 'running' }, { status: 'failed', error: 'Out of disk' }],
    });
    const run = await runAction({ inputs: inputs(sim) });
    expect(run.code).toBe(1);
    const job = [...sim.exportJobs.keys()][0];
    expect(run.outputs).toMatchObject({ 'export-job-id': job, 'export-status': 'failed', 'bundle-url': '' });
    expect(run.stdout).toContain(`::error::Export job ${job} failed on the service: Out of disk`);
    expect(run.summary).toContain('❌ failed');
  });

  it('leaves the job id and says how to resume when the export times out', async () => {
    sim = await startSimulator({ exportScript: [{ status: 'running', progress: 10 }] });
    const run = await runAction({
      inputs: inputs(sim, { 'export-timeout': '2s', 'poll-interval': '1s' }),
    });
    expect(run.code).toBe(1);
    const job = [...sim.exportJobs.keys()][0];
    expect(run.outputs['export-job-id']).toBe(job);
    expect(run.stdout).toContain(`re-run with export-job-id: ${job}`);
    expect(run.summary).toContain('⏱️ timed out');
  });
});

describe('dist/index.js without an output file', () => {
  it('writes no output rather than printing the bundle link into the log', async () => {
    sim = await startSimulator({ frameMs: 50 });
    const run = await runAction({ inputs: inputs(sim), env: { GITHUB_OUTPUT: '' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('::warning::GITHUB_OUTPUT is not set');
    expect(run.stdout).not.toContain('set-output');
    expect(run.stdout).not.toContain('X-Signature');
  });
});

describe('dist/index.js when the run is cancelled', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s, fails saying how to pick the export up again',
    async (signal) => {
      sim = await startSimulator({ exportScript: [{ status: 'running', progress: 10 }] });
      const run = await runAction({
        inputs: inputs(sim, { 'poll-interval': '1s' }),
        signalWhen: { text: ': running', signal },
      });
      const job = [...sim.exportJobs.keys()][0];
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(`::error::The run was cancelled (${signal}) before it finished.`);
      expect(run.stdout).toContain(`re-run with export-job-id: ${job}`);
      expect(run.summary).toContain('### Cancelled');
      expect(run.outputs['export-job-id']).toBe(job);
    },
  );
});
