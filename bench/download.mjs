// Benchmark (not a test): download a large bundle from the simulator with the action and with curl, and print
// throughput and the action's peak RSS. Targets: >= 0.8x curl's throughput, <= 80 MB peak RSS.
//
//   npm run bench:download [-- --size-mb 500 --runs 5 --on-disk]
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../scripts/run-action.mjs';
import { startSimulator } from '../simulator/server.mjs';
import { args, capture, finishedJobWithLink, median, node, option, root, row } from './common.mjs';

const sizeMb = option('size-mb', 500);
const runs = option('runs', 5);

// In memory where the machine has it (/dev/shm), so that both clients are measured, not the disk.
const scratch = existsSync('/dev/shm') && !args.includes('--on-disk') ? '/dev/shm' : tmpdir();
const dir = mkdtempSync(join(scratch, 'bench-download-'));
const bundle = join(dir, 'bundle.bin');
const hash = createHash('sha256');
const out = createWriteStream(bundle);
const block = randomBytes(8 * 1024 * 1024);
for (let i = 0; i < sizeMb; i++) {
  // Vary each MiB so the file does not compress or dedupe to nothing.
  const chunk = Buffer.from(block.subarray((i % 8) * 1024 * 1024, ((i % 8) + 1) * 1024 * 1024));
  chunk.writeUInt32LE(i, 0);
  hash.update(chunk);
  if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
}
await new Promise((r) => out.end(r));
const expected = hash.digest('hex');
const bytes = statSync(bundle).size;

const sim = await startSimulator({ bundleFile: bundle, linkTtlMs: 3_600_000 });
try {
  const { job, bundleUrl } = await finishedJobWithLink(sim);

  // Interleaved, so that both clients meet the same disk write-back and page-cache state.
  const curl = [];
  const curlSha = [];
  const action = [];
  const rss = [];
  for (let i = 0; i < runs; i++) {
    // Asynchronously: the simulator serving the link runs in this very process.
    const speed = await capture('curl', [
      '-sS',
      '-o',
      join(dir, 'curl.out'),
      '-w',
      '%{speed_download}',
      bundleUrl,
    ]);
    curl.push(Number(speed) / 1024 ** 2);
    rmSync(join(dir, 'curl.out'));

    // The same work as the action: download, then SHA-256 of the file.
    const started = performance.now();
    await capture('curl', ['-sS', '-o', join(dir, 'curl.out'), bundleUrl]);
    await capture('sha256sum', [join(dir, 'curl.out')]);
    curlSha.push(bytes / 1024 ** 2 / ((performance.now() - started) / 1000));
    rmSync(join(dir, 'curl.out'));

    const run = await runAction({
      node,
      inputs: {
        'api-key': sim.apiKey,
        'base-url': sim.url,
        'export-job-id': job.id,
        'download-path': join(dir, 'action.out'),
        summary: 'false',
      },
      env: { NODE_OPTIONS: `--import=${join(root, 'bench/report-rss.mjs')}` },
      timeoutMs: 600_000,
    });
    if (run.code !== 0) throw new Error(`action run failed:\n${run.stdout}\n${run.stderr}`);
    if (run.outputs['bundle-sha256'] !== expected) throw new Error('action downloaded the wrong bytes');
    action.push(Number(/\(([\d.]+) MiB\/s\)/.exec(run.stdout)?.[1]));
    rss.push(Number(/peak-rss-kb (\d+)/.exec(run.stderr)?.[1]) / 1024);
    rmSync(join(dir, 'action.out'));
  }

  const c = median(curl);
  const a = median(action);
  const peak = Math.max(...rss);
  console.log(
    `Bundle: ${(bytes / 1024 ** 2).toFixed(0)} MiB from the simulator's object store, saved under ${scratch}; ${runs} runs each, median.`,
  );
  console.log(`Action on ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}.\n`);
  console.log(row(['client', 'throughput (MiB/s)', 'runs (MiB/s)', 'peak RSS (MB)']));
  console.log(row(['---', '---:', '---', '---:']));
  console.log(row(['curl', c.toFixed(0), curl.map((x) => x.toFixed(0)).join(', '), '']));
  console.log(
    row([
      'curl, then sha256sum',
      median(curlSha).toFixed(0),
      curlSha.map((x) => x.toFixed(0)).join(', '),
      '',
    ]),
  );
  console.log(row(['action', a.toFixed(0), action.map((x) => x.toFixed(0)).join(', '), peak.toFixed(1)]));
  console.log('');
  // Each action run is compared with the curl run just before it, so both met the same machine state.
  const ratio = median(action.map((x, i) => x / curl[i]));
  console.log(
    `throughput vs curl (median of paired runs): ${ratio.toFixed(2)}x (target >= 0.80) ${ratio >= 0.8 ? 'PASS' : 'FAIL'}`,
  );
  const shaRatio = median(action.map((x, i) => x / curlSha[i]));
  console.log(`throughput vs curl then sha256sum (the same work): ${shaRatio.toFixed(2)}x`);
  console.log(`peak RSS: ${peak.toFixed(1)} MB (target <= 80) ${peak <= 80 ? 'PASS' : 'FAIL'}`);
  process.exitCode = ratio >= 0.8 && peak <= 80 ? 0 : 1;
} finally {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
}
