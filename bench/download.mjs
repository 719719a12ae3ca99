// Download: the action saving a bundle from the simulator's object store against curl on the same link,
// throttled to a runner-like 200 MiB/s, and unthrottled against curl followed by `openssl dgst -sha256` (the
// same work a user would do by hand: the action hashes as it downloads). Interleaved runs, median of the
// per-run ratios; the action's peak RSS over every run.
//
//   npm run bench:download [-- --size-mb 256 --runs 3]
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../scripts/run-action.mjs';
import { startSimulator } from '../simulator/server.mjs';
import { capture, deliveryInputs, finishedJobWithLink, median, node, option, root } from './common.mjs';

const THROTTLE = 200 * 1024 * 1024;

async function writeBundle(file, sizeMb) {
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const block = randomBytes(8 * 1024 * 1024);
  for (let i = 0; i < sizeMb; i++) {
    // Every MiB differs, so nothing compresses or dedupes it away.
    const chunk = Buffer.from(block.subarray((i % 8) * 1024 * 1024, ((i % 8) + 1) * 1024 * 1024));
    chunk.writeUInt32LE(i, 0);
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
  return hash.digest('hex');
}

export async function benchDownload({ sizeMb = 256, runs = 3 } = {}) {
  // In memory where the machine has it (/dev/shm): both clients are measured, not the disk.
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-download-'));
  const bundle = join(dir, 'bundle.bin');
  const expected = await writeBundle(bundle, sizeMb);
  const mib = statSync(bundle).size / 2 ** 20;
  const sim = await startSimulator({ bundleFile: bundle, linkTtlMs: 3_600_000 });
  const rss = [];
  try {
    const { job, bundleUrl } = await finishedJobWithLink(sim);
    /** curl's own throughput (MiB/s over its whole transfer), and its time. */
    const curl = async () => {
      const [, seconds] = (
        await capture('curl', [
          '-sS',
          '-o',
          join(dir, 'curl.out'),
          '-w',
          '%{size_download} %{time_total}',
          bundleUrl,
        ])
      )
        .split(' ')
        .map(Number);
      return seconds;
    };
    const action = async () => {
      const run = await runAction({
        node,
        inputs: deliveryInputs(sim, job.id, { 'download-path': join(dir, 'action.out') }),
        env: { NODE_OPTIONS: `--import=${join(root, 'bench/report-rss.mjs')}` },
        timeoutMs: 600_000,
      });
      if (run.code !== 0) throw new Error(`action run failed:\n${run.stdout}\n${run.stderr}`);
      if (run.outputs['bundle-sha256'] !== expected) throw new Error('the action downloaded the wrong bytes');
      rss.push(Number(/peak-rss-kb (\d+)/.exec(run.stderr)?.[1]) / 1024);
      return Number(/\(([\d.]+) MiB\/s\)/.exec(run.stdout)?.[1]);
    };
    const throttled = [];
    const unthrottled = [];
    for (let i = 0; i < runs; i++) {
      sim.storageBytesPerSecond = THROTTLE;
      const c = mib / (await curl());
      throttled.push([await action(), c]);
      sim.storageBytesPerSecond = undefined;
      const bare = mib / (await curl());
      const curlSeconds = await curl();
      const dgstStarted = performance.now();
      await capture('openssl', ['dgst', '-sha256', join(dir, 'curl.out')]);
      const byHand = mib / (curlSeconds + (performance.now() - dgstStarted) / 1000);
      unthrottled.push([await action(), bare, byHand]);
    }
    const ratio = (pairs, k) => median(pairs.map((p) => p[0] / p[k]));
    const speed = (pairs, k) => `${median(pairs.map((p) => p[k])).toFixed(0)} MiB/s`;
    const peak = Math.max(...rss);
    return [
      {
        row: `Download ${mib.toFixed(0)} MiB, storage throttled to 200 MiB/s`,
        action: speed(throttled, 0),
        baseline: `curl: ${speed(throttled, 1)}`,
        ratio: ratio(throttled, 1),
        target: '>= 0.95',
        pass: ratio(throttled, 1) >= 0.95,
      },
      {
        row: `Download ${mib.toFixed(0)} MiB, unthrottled, with its SHA-256`,
        action: speed(unthrottled, 0),
        baseline: `curl then \`openssl dgst -sha256\`: ${speed(unthrottled, 2)}`,
        ratio: ratio(unthrottled, 2),
        target: '>= 1.0',
        pass: ratio(unthrottled, 2) >= 1.0,
      },
      {
        row: `Download ${mib.toFixed(0)} MiB, unthrottled, against bare curl`,
        action: speed(unthrottled, 0),
        baseline: `curl: ${speed(unthrottled, 1)}`,
        ratio: ratio(unthrottled, 1),
      },
      {
        row: 'Download: peak RSS of the action, every run',
        action: `${peak.toFixed(0)} MB`,
        baseline: '',
        ratio: undefined,
        target: '<= 80 MB',
        pass: peak <= 80,
      },
    ];
  } finally {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchDownload({ sizeMb: option('size-mb', 256), runs: option('runs', 3) }))
    console.log(r);
}
