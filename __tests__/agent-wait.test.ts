import { runAgentWait, type AgentOptions } from '../src/wait/agent-wait.js';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { clientFor, type ClientSetup } from './helpers.js';

let sim: Simulator;
afterEach(async () => {
  await sim?.close();
});

const wait = (setup: ClientSetup, options: Partial<AgentOptions> = {}) =>
  runAgentWait(
    { api: setup.client, clock: setup.clock, log: setup.log },
    { projectId: 'proj_docs', jobId: 'agt_1', timeoutMs: 30 * 60_000, pollIntervalMs: 5000, ...options },
  );

describe('agent wait against the simulator', () => {
  it('waits until completed and returns the pull request link', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createAgentJob({ id: 'agt_1' });
    const setup = clientFor(sim);
    const report = await wait(setup);
    expect(report.outcome).toBe('completed');
    expect(report.prLink).toBe('https://github.com/acme/docs/pull/42');
    expect(report.job).toMatchObject({ status: 'completed', model: 'docs-agent-large', ref: 'main' });
    expect(sim.countRequests('agent')).toBe(3);
    expect(setup.clock.sleeps).toEqual([5000, 5000]);
    expect(setup.log.text()).toContain('Agent job agt_1: active');
    expect(setup.log.lines.filter((l) => l.includes(': active'))).toHaveLength(1);
  });

  it('treats completed without a pull request as success with no changes', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createAgentJob({ id: 'agt_1', script: [{}, { status: 'completed', prLink: null }] });
    const report = await wait(clientFor(sim));
    expect(report.outcome).toBe('no-changes');
    expect(report.prLink).toBeUndefined();
    expect(report.error).toBeUndefined();
  });

  it('reports a failed job', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createAgentJob({ id: 'agt_1', script: [{}, { status: 'failed' }] });
    const report = await wait(clientFor(sim));
    expect(report.outcome).toBe('failed');
    expect(report.error).toBe('Agent job agt_1 failed on the service (the agent hit an unrecoverable error)');
  });

  it('stops on archived', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createAgentJob({ id: 'agt_1', script: [{ status: 'archived', archivedAt: '2026-11-20T10:00:00Z' }] });
    const report = await wait(clientFor(sim));
    expect(report.outcome).toBe('archived');
    expect(report.job?.archivedAt).toBe('2026-11-20T10:00:00Z');
  });

  it('fails at once on 404 with the service text and both ids', async () => {
    sim = await startSimulator({ advance: 'read' });
    const report = await wait(clientFor(sim), { jobId: 'agt_missing' });
    expect(report.outcome).toBe('error');
    expect(report.error).toContain('HTTP 404: Agent job not found');
    expect(report.error).toContain('no agent job agt_missing of project proj_docs');
    expect(sim.countRequests('agent')).toBe(1);
  });

  it('times out at agent-timeout', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createAgentJob({ id: 'agt_1', script: [{ status: 'active' }] });
    const setup = clientFor(sim);
    const report = await wait(setup, { timeoutMs: 20_000 });
    expect(report.outcome).toBe('timed-out');
    expect(report.error).toContain(
      'Agent job agt_1 did not finish within 20s (agent-timeout); last status: active',
    );
  });

  it('keeps polling through statuses it does not know', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createAgentJob({
      id: 'agt_1',
      script: [
        { status: 'thinking' },
        { status: 'Reviewing' },
        { status: 'COMPLETED', prLink: 'https://github.com/acme/docs/pull/7' },
      ],
    });
    const setup = clientFor(sim);
    const report = await wait(setup);
    expect(report.outcome).toBe('completed');
    expect(setup.log.text()).toContain('agt_1: reviewing');
  });

  it('URL-encodes both path segments', async () => {
    sim = await startSimulator({ advance: 'read' });
    await wait(clientFor(sim), { projectId: 'team/a b', jobId: 'job?x=1#y' });
    expect(sim.requests[0]?.path).toBe('/v2/agent/team%2Fa%20b/job/job%3Fx%3D1%23y');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'not a url',
    'https://github.com/a/b/pull/1\n::warning::x',
    'https://github.com/a%ZZb/pull/1',
    'https://x.example/$(id)',
  ])('drops a prLink that is not a plain http(s) URL: %p', async (prLink) => {
    sim = await startSimulator({ advance: 'read' });
    sim.createAgentJob({ id: 'agt_1', script: [{ status: 'completed', prLink }] });
    const setup = clientFor(sim);
    const report = await wait(setup);
    expect(report.prLink).toBeUndefined();
    // Kept as one line of text.
    expect(report.invalidPrLink).toBe(prLink.replace(/\s+/g, ' '));
    // The job completed and says it opened a pull request: that is the outcome, the link shown as text.
    expect(report.outcome).toBe('completed');
    expect(setup.log.text()).toContain(
      'its prLink is not an http(s) URL; it is shown as text, not as a link',
    );
  });
});
