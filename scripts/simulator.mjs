// npm run simulator: the bundled simulator of the service on a fixed loopback port, for hand runs (npm run local,
// @github/local-action, curl). Every export job rises from queued to completed over a few reads; agent job
// agt_local of project proj_local works for three reads, then opens a pull request. Ctrl-C stops it.
//
//   npm run simulator [-- --port 8787]
import { fileURLToPath } from 'node:url';
import { startSimulator } from '../simulator/server.mjs';

export const SIMULATOR_PORT = 8787;
export const SIMULATOR_API_KEY = 'dsk_local_simulator_0123456789abcdef';

/** Starts the hand-run simulator: export frames and agent frames advance one per read. */
export async function startLocalSimulator(port = SIMULATOR_PORT) {
  const sim = await startSimulator({
    port,
    apiKey: SIMULATOR_API_KEY,
    advance: 'read',
    exportScript: [
      { status: 'queued' },
      { status: 'running', progress: 10, pageCount: 12 },
      { status: 'running', progress: 40, pageCount: 48 },
      { status: 'running', progress: 75, pageCount: 90 },
      { status: 'completed', progress: 100, pageCount: 120 },
    ],
  });
  sim.createAgentJob({
    projectId: 'proj_local',
    id: 'agt_local',
    script: [{}, {}, {}, { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }],
  });
  return sim;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : SIMULATOR_PORT;
  const sim = await startLocalSimulator(port);
  console.log(`Simulator of the service listening (Ctrl-C stops it):
  base-url: ${sim.url}
  api-key:  ${sim.apiKey}
  try:      domain docs.example.com, or project-id proj_local with agent-job-id agt_local`);
  const stop = () => sim.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
