// Shared by the benchmarks: command-line options, the Node binary the action runs on, child processes.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { node24 } from '../scripts/node24.mjs';

export const root = resolve(fileURLToPath(import.meta.url), '../..');
export const args = process.argv.slice(2);

/** A numeric `--name value` option. */
export function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** The Node.js the action runs on, 24 (see scripts/node24.mjs). */
export const node = node24();

/** Runs a command without blocking this process (which may be serving the simulator); resolves its stdout. */
export function capture(cmd, argv) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(text) : fail(new Error(`${cmd} exited ${code}\n${text}`)),
    );
  });
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const row = (cells) => `| ${cells.join(' | ')} |`;

/** A finished export job on the simulator, and a presigned link to its bundle. */
export async function finishedJobWithLink(sim) {
  const job = sim.createExportJob({ id: 'exp_bench', script: [{ status: 'completed', pageCount: 1 }] });
  const res = await fetch(`${sim.url}/v1/static-export/jobs/${job.id}/bundle`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sim.apiKey}` },
  });
  const { bundleUrl } = await res.json();
  return { job, bundleUrl };
}

/** The action's inputs to deliver an existing job's bundle from the simulator, without a summary. */
export function deliveryInputs(sim, jobId, delivery) {
  return {
    'api-key': sim.apiKey,
    'base-url': sim.url,
    'export-job-id': jobId,
    ...delivery,
    summary: 'false',
  };
}
