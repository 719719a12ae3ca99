// npm run demo: starts the simulator on a free loopback port and runs the committed dist/index.js against it
// the way a runner would, then prints the log, the outputs and the step summary.
import { startSimulator } from '../simulator/server.mjs';
import { runAction } from './run-action.mjs';

const redact = (value) =>
  value.replace(/\?[^\s]*/, '?… (query withheld here; the output holds the full link)');

const sim = await startSimulator({ frameMs: 700 });
try {
  console.log(`Simulator: ${sim.url} (object store ${sim.storageUrl})`);
  // An agent job that works for a few seconds, then opens a pull request. The demo runs as a
  // workflow_dispatch with no pr-number, so the action prints the comment it would post instead of posting it.
  sim.createAgentJob({
    projectId: 'proj_docs',
    id: 'agt_demo',
    script: [{}, {}, {}, {}, { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }],
  });
  console.log('Running an export of docs.example.com and waiting on agent job agt_demo, side by side,');
  console.log('then downloading and extracting the bundle.\n');
  const run = await runAction({
    inputs: {
      'api-key': sim.apiKey,
      'base-url': sim.url,
      domain: 'docs.example.com',
      'project-id': 'proj_docs',
      'agent-job-id': 'agt_demo',
      'poll-interval': '1s',
      // Relative to the (temporary) workspace the demo runs the action in.
      'download-path': 'bundle.tar.gz',
      'extract-path': 'site',
    },
    env: { GITHUB_SERVER_URL: 'https://github.com', GITHUB_RUN_ID: '1' },
  });
  console.log('── Step log ──────────────────────────────────────────');
  process.stdout.write(run.stdout + run.stderr);
  console.log(`\n── Exit code: ${run.code}`);
  console.log('\n── Outputs ───────────────────────────────────────────');
  for (const [name, value] of Object.entries(run.outputs)) {
    console.log(`${name}: ${name === 'bundle-url' ? redact(value) : value}`);
  }
  console.log('\n── Step summary ──────────────────────────────────────');
  console.log(run.summary);
  process.exitCode = run.code === 0 ? 0 : 1;
} finally {
  await sim.close();
}
