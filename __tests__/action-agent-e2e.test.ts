// The agent wait and its pull request comment, through dist/index.js run as the runner runs it.
import { runAction } from '../scripts/run-action.mjs';
import { startGitHubFake, type GitHubFake } from '../simulator/github-fake.mjs';
import { startSimulator, type Simulator } from '../simulator/server.mjs';

let sim: Simulator;
let gh: GitHubFake;
beforeEach(async () => {
  sim = await startSimulator({ frameMs: 60 });
  gh = await startGitHubFake();
});
afterEach(async () => {
  await sim.close();
  await gh.close();
});

const PR_EVENT = { pull_request: { number: 5 }, repository: { full_name: 'acme/docs' } };

function agentRun(o: { inputs?: Record<string, string>; event?: unknown; eventName?: string } = {}) {
  return runAction({
    inputs: {
      'api-key': sim.apiKey,
      'base-url': sim.url,
      'project-id': 'proj_docs',
      'agent-job-id': 'agt_1',
      'poll-interval': '1s',
      'github-token': gh.token,
      ...o.inputs,
    },
    event: o.event ?? PR_EVENT,
    eventName: o.eventName ?? 'pull_request',
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_RUN_ID: '777',
    },
  });
}

const ours = (pr: number) =>
  gh.comments.get(pr)?.filter((c) => c.body.startsWith('<!-- docs-agent-job')) ?? [];

describe('agent job end to end', () => {
  it('waits, comments on the triggering pull request, and updates the same comment on a re-run', async () => {
    sim.createAgentJob({
      id: 'agt_1',
      script: [{}, { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }],
    });
    gh.seed(5, 2);
    const first = await agentRun();
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({
      'agent-status': 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/42',
    });
    expect(first.outputs['comment-url']).toMatch(
      /^https:\/\/github\.com\/acme\/docs\/pull\/5#issuecomment-\d+$/,
    );
    expect(ours(5)).toHaveLength(1);
    expect(ours(5)[0]?.body).toContain('[acme/docs\\#42](https://github.com/acme/docs/pull/42)');
    expect(ours(5)[0]?.body).toContain('[workflow run](https://github.example/acme/docs/actions/runs/777)');
    expect(first.summary).toContain('### Agent job');
    expect(first.summary).toContain('(created)');

    sim.agentJobs
      .get('proj_docs/agt_1')!
      .script.push({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/43' });
    sim.agentJobs.get('proj_docs/agt_1')!.script.splice(0, 2);
    const second = await agentRun();
    expect(second.code).toBe(0);
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
    expect(second.summary).toContain('(updated)');
    expect(ours(5)).toHaveLength(1);
    expect(ours(5)[0]?.body).toContain('pull/43');
    expect(gh.comments.get(5)).toHaveLength(3);
  });

  it('treats completed without a pull request as success with no changes', async () => {
    sim.createAgentJob({ id: 'agt_1', script: [{ status: 'completed' }] });
    const run = await agentRun();
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ 'agent-status': 'completed', 'pr-link': '' });
    expect(ours(5)[0]?.body).toContain('no file changes');
  });

  it('makes no GitHub call on a push, prints the comment body instead, and succeeds', async () => {
    sim.createAgentJob({ id: 'agt_1' });
    const run = await agentRun({ eventName: 'push', event: { ref: 'refs/heads/main' } });
    expect(run.code).toBe(0);
    expect(gh.requests).toHaveLength(0);
    expect(run.stdout).toMatch(/::notice::No comment posted: no pull request to comment on/);
    expect(run.stdout).toContain('::group::Comment that would have been posted');
    expect(run.stdout).toContain('### ✅ The agent opened a pull request');
    expect(run.outputs['comment-url']).toBe('');
    expect(run.summary).toContain('not posted: no pull request to comment on');
  });

  it('comments on pr-number for a workflow_dispatch', async () => {
    sim.createAgentJob({ id: 'agt_1' });
    const run = await agentRun({ eventName: 'workflow_dispatch', event: {}, inputs: { 'pr-number': '31' } });
    expect(run.code).toBe(0);
    expect(ours(31)).toHaveLength(1);
  });

  it('warns and still succeeds when the token may not comment (fork, Dependabot)', async () => {
    gh.forbidden = true;
    sim.createAgentJob({ id: 'agt_1' });
    const run = await agentRun();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::The token may not comment on pull request #5 \(HTTP 403: Resource not accessible/,
    );
    expect(run.stdout).toContain('pull-requests: write');
    expect(run.outputs).toMatchObject({ 'agent-status': 'completed', 'comment-url': '' });
    expect(run.summary).toContain('not posted: The token may not comment');
  });

  it('fails the step on a failed agent job, unless fail-on-agent-failure is false', async () => {
    sim.createAgentJob({ id: 'agt_1', script: [{ status: 'failed' }] });
    const strict = await agentRun();
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('::error::Agent job agt_1 failed on the service');
    expect(strict.outputs['agent-status']).toBe('failed');
    expect(ours(5)[0]?.body).toContain('The agent job failed');

    const lenient = await agentRun({ inputs: { 'fail-on-agent-failure': 'false' } });
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toContain('::warning::Agent job agt_1 failed on the service');
    expect(lenient.stdout).toContain('fail-on-agent-failure is false');
  });

  it('fails on an unknown agent job with the service text and the ids', async () => {
    const run = await agentRun({ inputs: { 'agent-job-id': 'agt_nope' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('HTTP 404: Agent job not found');
    expect(run.stdout).toContain('agent job agt_nope of project proj_docs');
  });

  it('never shows the API key or the GitHub token', async () => {
    sim.createAgentJob({ id: 'agt_1' });
    const run = await agentRun();
    const visible = [
      run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
      run.stderr,
      run.outputFileText,
      run.summary,
      ...ours(5).map((c) => c.body),
    ].join('\n');
    expect(run.stdout).toContain(`::add-mask::${gh.token}`);
    expect(visible).not.toContain(sim.apiKey);
    expect(visible).not.toContain(gh.token);
  });
});

describe('export and agent job together', () => {
  it('runs both waits side by side: about max(a, b), not a + b', async () => {
    await sim.close();
    sim = await startSimulator({ frameMs: 250 });
    const agentScript = [
      {},
      {},
      {},
      {},
      { status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' },
    ];
    const exportInputs = { domain: 'docs.example.com', 'poll-interval': '1s' };
    const timed = async (inputs: Record<string, string>, withAgent: boolean) => {
      sim.agentJobs.clear();
      if (withAgent) sim.createAgentJob({ id: 'agt_1', script: agentScript });
      const started = Date.now();
      const run = await agentRun({ inputs });
      return { run, ms: Date.now() - started };
    };
    const exportOnly = await timed({ ...exportInputs, 'agent-job-id': '', 'project-id': '' }, false);
    const agentOnly = await timed({}, true);
    const requestsBefore = sim.requests.length;
    const both = await timed(exportInputs, true);
    expect([exportOnly.run.code, agentOnly.run.code, both.run.code]).toEqual([0, 0, 0]);
    expect(both.run.outputs).toMatchObject({ 'export-status': 'completed', 'agent-status': 'completed' });
    expect(both.run.summary).toContain('### Static export');
    expect(both.run.summary).toContain('### Agent job');
    // Side by side: while one wait was reading, so was the other (the benchmark measures the wall time).
    const reads = sim.requests.slice(requestsBefore);
    const times = (route: string) => reads.filter((r) => r.route === route).map((r) => r.at);
    const [exportReads, agentReads] = [times('status'), times('agent')];
    expect(Math.min(...agentReads)).toBeLessThan(Math.max(...exportReads));
    expect(Math.min(...exportReads)).toBeLessThan(Math.max(...agentReads));
    expect(both.ms).toBeLessThan(exportOnly.ms + agentOnly.ms);
  });

  it('writes both sets of outputs when one of them fails', async () => {
    sim.createAgentJob({ id: 'agt_1', script: [{ status: 'failed' }] });
    const run = await agentRun({ inputs: { domain: 'docs.example.com' } });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ 'export-status': 'completed', 'agent-status': 'failed' });
    expect(run.outputs['bundle-url']).toMatch(/^http:\/\/127\.0\.0\.1/);
  });
});
