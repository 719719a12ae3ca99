// Polling: the action against the curl + jq + sleep loop a user would write (bench/poll-loop.sh), each
// starting an export on the same simulated service and reading it at the same poll interval, side by side.
// Two jobs of 60 s: progress rising linearly, and unevenly (fast, slow, then in between). Counts status
// reads, and how long after the job completed the read that saw it came.
import { join } from 'node:path';
import { runAction } from '../scripts/run-action.mjs';
import { startSimulator } from '../simulator/server.mjs';
import { capture, node, root } from './common.mjs';

const FRAME_MS = 500;
const DONE_AFTER_MS = 60_000;
const INTERVAL_S = 3;

/** Frames of a job: queued, then running with the progress `shape(x)` (x from 0 to 1), then completed. */
function script(shape) {
  const frames = DONE_AFTER_MS / FRAME_MS;
  return [
    { status: 'queued' },
    ...Array.from({ length: frames - 1 }, (_, i) => ({
      status: 'running',
      progress: Math.round(shape(i / (frames - 1)) * 1000) / 10,
    })),
    { status: 'completed', progress: 100, pageCount: 240 },
  ];
}

const SHAPES = {
  linear: (x) => x,
  uneven: (x) =>
    x < 0.3 ? x * (0.5 / 0.3) : x < 0.75 ? 0.5 + (x - 0.3) * (0.3 / 0.45) : 0.8 + (x - 0.75) * 0.8,
};

/** Reads of `jobId`, and the delay from its completion to the read that saw it (ms). */
function readsOf(sim, jobId) {
  const job = sim.exportJobs.get(jobId);
  const reads = sim.requests.filter((r) => r.route === 'status' && r.path.endsWith(`/${jobId}`));
  const doneAt = job.createdAt + DONE_AFTER_MS;
  const seen = reads.find((r) => r.at >= doneAt);
  return { reads: reads.length, lateMs: seen ? seen.at - doneAt : NaN };
}

async function oneShape(name) {
  const sim = await startSimulator({ frameMs: FRAME_MS, exportScript: script(SHAPES[name]) });
  try {
    const [loop, action] = await Promise.all([
      capture('bash', [
        join(root, 'bench', 'poll-loop.sh'),
        sim.url,
        sim.apiKey,
        'docs.example.com',
        String(INTERVAL_S),
      ]),
      runAction({
        node,
        inputs: {
          'api-key': sim.apiKey,
          'base-url': sim.url,
          domain: 'docs.example.com',
          'poll-interval': `${INTERVAL_S}s`,
          summary: 'false',
        },
        timeoutMs: 180_000,
      }),
    ]);
    if (action.code !== 0) throw new Error(`action failed:\n${action.stdout}${action.stderr}`);
    const loopJob = /^job (\S+)/m.exec(loop)?.[1];
    return { name, loop: readsOf(sim, loopJob), action: readsOf(sim, action.outputs['export-job-id']) };
  } finally {
    await sim.close();
  }
}

export async function benchPolling() {
  const results = await Promise.all(Object.keys(SHAPES).map(oneShape));
  const rows = [];
  for (const { name, loop, action } of results) {
    const readRatio = action.reads / loop.reads;
    const late = action.lateMs / (INTERVAL_S * 1000);
    rows.push(
      {
        row: `Polling, ${name} progress (60 s job, poll-interval ${INTERVAL_S} s): status reads`,
        action: String(action.reads),
        baseline: `curl + jq + sleep loop: ${loop.reads}`,
        ratio: readRatio,
        target: '<= 0.6',
        pass: readRatio <= 0.6,
      },
      {
        row: `Polling, ${name} progress: completion noticed after`,
        action: `${(action.lateMs / 1000).toFixed(2)} s`,
        baseline: `loop: ${(loop.lateMs / 1000).toFixed(2)} s`,
        ratio: late,
        ratioUnit: 'x poll-interval',
        target: '<= 0.5',
        pass: late <= 0.5,
      },
    );
  }
  return rows;
}
