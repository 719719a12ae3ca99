// Cold start: the action failing on missing inputs against `node -e 0`, and the action's start-up plus its
// first HTTPS request against a bare script making the same request. Interleaved pairs, median of the
// per-pair ratios.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ACTION_ENTRY } from '../scripts/run-action.mjs';
import { median, node, root } from './common.mjs';

/** Wall time of one process, from spawn to exit, in ms. */
function timed(argv, env) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(node, argv, { env, stdio: 'ignore' });
    child.on('error', fail);
    child.on('exit', () => done(performance.now() - started));
  });
}

export async function benchColdStart({ runs = 21 } = {}) {
  const fixtures = join(root, '__tests__', 'fixtures');
  const base = { PATH: process.env.PATH, NODE_EXTRA_CA_CERTS: join(fixtures, 'storage-cert.pem') };
  const server = spawn(node, [join(root, 'bench', 'https-answer.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) =>
    server.stdout.once('data', (d) => resolve(Number(String(d).trim()))),
  );
  const url = `https://127.0.0.1:${port}`;
  const actionEnv = {
    ...base,
    'INPUT_API-KEY': 'dsk_bench_0123456789',
    'INPUT_BASE-URL': url,
    'INPUT_EXPORT-JOB-ID': 'exp_bench',
  };
  const pairs = { inputs: [], request: [] };
  try {
    for (let i = 0; i < runs + 3; i++) {
      const node0 = await timed(['-e', '0'], base);
      const failing = await timed([ACTION_ENTRY], base);
      const bare = await timed(
        [join(root, 'bench', 'bare-request.mjs'), `${url}/v1/static-export/jobs/exp_bench`],
        base,
      );
      const action = await timed([ACTION_ENTRY], actionEnv);
      // The first three pairs warm the disk cache and are not counted.
      if (i < 3) continue;
      pairs.inputs.push([failing, node0]);
      pairs.request.push([action, bare]);
    }
  } finally {
    server.kill();
  }
  const ratio = (list) => median(list.map(([a, b]) => a / b));
  const ms = (list, k) => median(list.map((p) => p[k])).toFixed(0);
  return [
    {
      row: 'Cold start: failing on missing inputs',
      action: `${ms(pairs.inputs, 0)} ms`,
      baseline: `\`node -e 0\`: ${ms(pairs.inputs, 1)} ms`,
      ratio: ratio(pairs.inputs),
      target: '<= 2.0',
      pass: ratio(pairs.inputs) <= 2.0,
    },
    {
      row: 'Cold start: start-up and first HTTPS request',
      action: `${ms(pairs.request, 0)} ms`,
      baseline: `bare \`node:https\` script: ${ms(pairs.request, 1)} ms`,
      ratio: ratio(pairs.request),
      target: '<= 1.3',
      pass: ratio(pairs.request) <= 1.3,
    },
  ];
}
