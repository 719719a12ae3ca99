// Benchmark (not a test): the action's download + extract of a docs-like bundle and a large one, in tar.gz and
// zip, served by the simulator, against `curl -s URL | tar xz` (and `curl` then `unzip`) on the same link, in
// interleaved runs. Targets: wall <= 1.5x the curl pipeline, peak RSS <= 128 MiB.
//
//   npm run bench:extract [-- --runs 5]
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../scripts/run-action.mjs';
import { startSimulator } from '../simulator/server.mjs';
import { writeTarGz, writeZip } from './bundles.mjs';
import { capture, deliveryInputs, finishedJobWithLink, median, node, option, root, row } from './common.mjs';

const runs = option('runs', 5);
const TARGET_RATIO = 1.5;
const TARGET_RSS_MIB = 128;

/** Runs the extraction benchmark; returns its rows (one per bundle and format). */
export async function benchExtract({ runs: count = runs, log = console.log } = {}) {
  // The bundles are served from memory where the machine has it, so the storage side costs little; both
  // clients extract to the same disk.
  const source = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-bundles-'));
  const scratch = mkdtempSync(join(tmpdir(), 'bench-extract-'));
  const rows = [];
  try {
    for (const kind of ['docs', 'large']) {
      for (const format of ['tar.gz', 'zip']) {
        const file = join(source, `${kind}.${format}`);
        const made = format === 'zip' ? await writeZip(kind, file) : await writeTarGz(kind, file);
        log(
          `${kind} ${format}: ${(made.size / 2 ** 20).toFixed(1)} MiB, ${made.files} files, ${(made.bytes / 2 ** 20).toFixed(0)} MiB unpacked`,
        );
        rows.push({ kind, format, made, ...(await measure(file, format, count, scratch)) });
        rmSync(file);
      }
    }
  } finally {
    rmSync(source, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}

async function measure(file, format, count, scratch) {
  const sim = await startSimulator({ bundleFile: file, linkTtlMs: 3_600_000 });
  try {
    const { job, bundleUrl } = await finishedJobWithLink(sim);
    const curl = [];
    const action = [];
    const rss = [];
    // Every run extracts into a folder of its own, and they are all removed at the end: deleting a tree
    // between runs made the next run's timing depend on the file system's clean-up (this disk discards
    // freed blocks). Before each run, `sync` flushes what the previous one wrote.
    let dest;
    const fresh = async (name) => {
      dest = join(scratch, name);
      await capture('sync', []);
    };
    for (let i = 0; i < count; i++) {
      await fresh(`curl-${i}`);
      let started = performance.now();
      if (format === 'zip') {
        const archive = join(scratch, 'bundle.zip');
        await capture('bash', [
          '-c',
          'curl -sSf -o "$1" "$2" && unzip -q "$1" -d "$3"',
          'curl-unzip',
          archive,
          bundleUrl,
          dest,
        ]);
        curl.push(performance.now() - started);
        rmSync(archive);
      } else {
        await capture('bash', [
          '-c',
          'mkdir -p "$2" && curl -sSf "$1" | tar xz -C "$2"',
          'curl-tar',
          bundleUrl,
          dest,
        ]);
        curl.push(performance.now() - started);
      }
      await fresh(`action-${i}`);

      started = performance.now();
      const run = await runAction({
        node,
        inputs: deliveryInputs(sim, job.id, { 'extract-path': dest }),
        env: { NODE_OPTIONS: `--import=${join(root, 'bench/report-rss.mjs')}` },
        timeoutMs: 600_000,
      });
      action.push(performance.now() - started);
      if (run.code !== 0) throw new Error(`action run failed:\n${run.stdout}\n${run.stderr}`);
      rss.push(Number(/peak-rss-kb (\d+)/.exec(run.stderr)?.[1]) / 1024);
    }
    // Each action run is compared with the curl run just before it: both met the same machine state.
    const ratio = median(action.map((a, i) => a / curl[i]));
    return { curl, action, rss, ratio, peakRss: Math.max(...rss) };
  } finally {
    await sim.close();
    for (const name of readdirSync(scratch)) rmSync(join(scratch, name), { recursive: true, force: true });
  }
}

export function extractTable(rows) {
  const lines = [
    row([
      'bundle',
      'baseline',
      'baseline (s)',
      'action (s)',
      'ratio (target <= 1.5)',
      'peak RSS MiB (target <= 128)',
    ]),
    row(['---', '---', '---:', '---:', '---:', '---:']),
  ];
  for (const r of rows) {
    const baseline = r.format === 'zip' ? '`curl` then `unzip`' : '`curl -s URL \\| tar xz`';
    const pass = (ok) => (ok ? 'PASS' : 'FAIL');
    lines.push(
      row([
        `${r.kind} ${r.format} (${(r.made.size / 2 ** 20).toFixed(0)} MiB, ${r.made.files} files)`,
        baseline,
        (median(r.curl) / 1000).toFixed(2),
        (median(r.action) / 1000).toFixed(2),
        `${r.ratio.toFixed(2)}x ${pass(r.ratio <= TARGET_RATIO)}`,
        `${r.peakRss.toFixed(0)} ${pass(r.peakRss <= TARGET_RSS_MIB)}`,
      ]),
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchExtract();
  console.log(
    `\nAction on ${(await capture(node, ['--version'])).trim()}; ${runs} interleaved runs each, median.\n`,
  );
  console.log(extractTable(rows));
  process.exitCode = rows.every((r) => r.ratio <= TARGET_RATIO && r.peakRss <= TARGET_RSS_MIB) ? 0 : 1;
}
