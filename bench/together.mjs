// Export and agent wait in one run, side by side, against the same two waits one run after the other. Both
// jobs take 10 s on the simulated service; poll-interval 2 s.
import { runAction } from '../scripts/run-action.mjs';
import { startSimulator } from '../simulator/server.mjs';
import { node } from './common.mjs';

const FRAME_MS = 1000;
const exportScript = [
  { status: 'queued' },
  ...Array.from({ length: 9 }, (_, i) => ({ status: 'running', progress: (i + 1) * 10 })),
  { status: 'completed', progress: 100, pageCount: 120 },
];
const agentScript = [
  ...Array.from({ length: 10 }, () => ({ status: 'active' })),
  { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' },
];

async function timedRun(sim, inputs) {
  const started = performance.now();
  const run = await runAction({
    node,
    inputs: {
      'api-key': sim.apiKey,
      'base-url': sim.url,
      'poll-interval': '2s',
      summary: 'false',
      ...inputs,
    },
    timeoutMs: 120_000,
  });
  if (run.code !== 0) throw new Error(`action failed:\n${run.stdout}${run.stderr}`);
  return performance.now() - started;
}

export async function benchTogether() {
  const sim = await startSimulator({ frameMs: FRAME_MS, exportScript });
  const agent = () => ({
    'project-id': 'proj_docs',
    'agent-job-id': sim.createAgentJob({ script: agentScript }).id,
    comment: 'false',
  });
  try {
    const together = await timedRun(sim, { domain: 'docs.example.com', ...agent() });
    const apart = (await timedRun(sim, { domain: 'docs.example.com' })) + (await timedRun(sim, agent()));
    return [
      {
        row: 'Export and agent wait (10 s each): one run, side by side',
        action: `${(together / 1000).toFixed(1)} s`,
        baseline: `one after the other: ${(apart / 1000).toFixed(1)} s`,
        ratio: together / apart,
      },
    ];
  } finally {
    await sim.close();
  }
}
