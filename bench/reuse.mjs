// A reused export (reuse-key hit, through the Actions cache fake) against a fresh one: API requests and wall
// time of the run. The fresh export takes 8 s on the simulated service.
import { runAction } from '../scripts/run-action.mjs';
import { startCacheFake } from '../simulator/cache-fake.mjs';
import { startSimulator } from '../simulator/server.mjs';
import { node } from './common.mjs';

const exportScript = [
  { status: 'queued' },
  ...Array.from({ length: 7 }, (_, i) => ({ status: 'running', progress: (i + 1) * 12 })),
  { status: 'completed', progress: 100, pageCount: 120 },
];

export async function benchReuse() {
  const sim = await startSimulator({ frameMs: 1000, exportScript });
  const cache = await startCacheFake();
  const run = async () => {
    const before = sim.requests.length;
    const started = performance.now();
    const result = await runAction({
      node,
      inputs: {
        'api-key': sim.apiKey,
        'base-url': sim.url,
        domain: 'docs.example.com',
        'reuse-key': 'sources-abc',
        'poll-interval': '2s',
        summary: 'false',
      },
      env: cache.env(),
      timeoutMs: 120_000,
    });
    if (result.code !== 0) throw new Error(`action failed:\n${result.stdout}${result.stderr}`);
    return {
      ms: performance.now() - started,
      requests: sim.requests.length - before,
      reused: result.outputs.reused,
    };
  };
  try {
    const fresh = await run();
    const reused = await run();
    if (fresh.reused !== 'false' || reused.reused !== 'true')
      throw new Error('the second run did not reuse the export');
    return [
      {
        row: 'Reused export (reuse-key hit): API requests',
        action: String(reused.requests),
        baseline: `fresh export: ${fresh.requests}`,
        ratio: reused.requests / fresh.requests,
      },
      {
        row: 'Reused export: wall time',
        action: `${(reused.ms / 1000).toFixed(2)} s`,
        baseline: `fresh export: ${(fresh.ms / 1000).toFixed(2)} s`,
        ratio: reused.ms / fresh.ms,
      },
    ];
  } finally {
    await cache.close();
    await sim.close();
  }
}
