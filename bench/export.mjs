// Benchmark (not a test): the action against the loop a user would write instead (shared/peers/poll-loop.sh:
// curl + jq + sleep), on the same simulated export job. Prints wall time, status reads, and how long after the
// job finished each one noticed.
//
//   npm run bench:export [-- --runs 3 --interval 5]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runAction } from '../scripts/run-action.mjs';
import { startSimulator } from '../simulator/server.mjs';
import { capture, median, node, option, root, row } from './common.mjs';

const runs = option('runs', 3);
const interval = option('interval', 5);
const baseline = resolve(root, '../shared/peers/poll-loop.sh');
if (!existsSync(baseline)) throw new Error(`baseline loop not found at ${baseline}`);

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

const sim = await startSimulator({ frameMs, exportScript: script });
const results = { baseline: [], action: [] };
try {
  for (let i = 0; i < runs; i++) {
    for (const who of ['baseline', 'action']) {
      const before = { reads: sim.countRequests('status'), jobs: new Set(sim.exportJobs.keys()) };
      const started = Date.now();
      if (who === 'baseline') {
        await capture('bash', [baseline, sim.url, sim.apiKey, 'docs.example.com', String(interval)]);
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
