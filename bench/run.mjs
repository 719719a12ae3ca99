// The benchmark (not a test): every figure the action is held to, each a ratio measured in this run against
// its baseline on this machine. Prints a Markdown table and writes docs/benchmarks.md. Reads nothing outside
// the repository; needs curl, jq, openssl, tar and unzip. About four minutes on two cores.
//
//   npm run bench
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, platform, release } from 'node:os';
import { join } from 'node:path';
import { benchColdStart } from './cold-start.mjs';
import { benchDownload } from './download.mjs';
import { benchExtract } from './extract.mjs';
import { benchPolling } from './polling.mjs';
import { benchReuse } from './reuse.mjs';
import { benchTogether } from './together.mjs';
import { median, node, root, row } from './common.mjs';

const started = Date.now();
const step = (name) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${name}`);

const rows = [];
step('cold start');
rows.push(...(await benchColdStart()));
step('download');
rows.push(...(await benchDownload()));
step('extraction');
for (const r of await benchExtract({ runs: 3, log: (line) => console.error(`  ${line}`) })) {
  const baseline = r.format === 'zip' ? '`curl` then `unzip`' : '`curl -s URL | tar xz`';
  rows.push({
    row: `Download and extract, ${r.kind} ${r.format} (${(r.made.size / 2 ** 20).toFixed(0)} MiB, ${r.made.files} files)`,
    action: `${(median(r.action) / 1000).toFixed(2)} s, ${r.peakRss.toFixed(0)} MiB RSS`,
    baseline: `${baseline}: ${(median(r.curl) / 1000).toFixed(2)} s`,
    ratio: r.ratio,
    target: '<= 1.5, RSS <= 128 MiB',
    pass: r.ratio <= 1.5 && r.peakRss <= 128,
  });
}
step('polling (a minute)');
rows.push(...(await benchPolling()));
step('export and agent together');
rows.push(...(await benchTogether()));
step('reuse');
rows.push(...(await benchReuse()));
step('done');

const cell = (text) => String(text).replaceAll('|', '\\|');
const table = [
  row(['Measure', 'This action', 'Baseline', 'Ratio', 'Target', 'Met']),
  row(['---', '---:', '---', '---:', '---:', ':---:']),
  ...rows.map((r) =>
    row([
      cell(r.row),
      cell(r.action),
      cell(r.baseline),
      r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}${r.ratioUnit ? ` ${r.ratioUnit}` : 'x'}`,
      cell(r.target ?? ''),
      r.pass === undefined ? '' : r.pass ? 'yes' : '**no**',
    ]),
  ),
].join('\n');

const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${platform()} ${release()}`;
const date = new Date().toISOString().slice(0, 10);
const header = `Measured on ${date}, the action on Node.js ${nodeVersion}, on ${machine}.`;
console.log(`\n${header}\n\n${table}\n`);

writeFileSync(
  join(root, 'docs', 'benchmarks.md'),
  `# Benchmarks

Written by \`npm run bench\`, which measures each figure as a ratio against its baseline in the same run, on the
same machine. ${header}

${table}

How each row is measured:

- **Cold start.** Interleaved pairs of processes (21, after 3 to warm up), median of the per-pair ratios. "Failing
  on missing inputs": \`node dist/index.js\` with no inputs, against \`node -e 0\`. "Start-up and first HTTPS
  request": the action with an \`export-job-id\` against a loopback HTTPS server that answers 404 (so the run ends
  after its first request), against \`bench/bare-request.mjs\`, which makes the same request with \`node:https\`.
- **Download.** A bundle of random bytes served from memory by the simulator's object store; the action saves it to
  \`download-path\` (its SHA-256 computed on the way); its throughput is the one it logs. curl's is its own
  (\`-w %{time_total}\`); "by hand" adds the wall time of \`openssl dgst -sha256\` on curl's file. Three interleaved
  runs, median of the per-run ratios. Peak RSS is the action process's, over every run.
- **Download and extract.** A docs-like bundle and a large one, in tar.gz and zip, each downloaded and extracted by
  the action (\`extract-path\`) and by the shell pipeline, wall time of the whole process, three interleaved runs.
- **Polling.** The action and \`bench/poll-loop.sh\` (curl + jq + sleep: the loop a user would write) each start an
  export of a 60-second simulated job and read it every 3 s, side by side. Status reads are counted by the
  simulator; "noticed after" is the time from the job's completion to the read that saw it.
- **Export and agent wait.** One run doing both against two runs, one for each; each job takes 10 s.
- **Reused export.** Two runs with the same \`reuse-key\` against the Actions cache fake: the first exports, the
  second reuses; API requests counted by the simulator, wall time of the process.
`,
);
console.error(`wrote docs/benchmarks.md`);
process.exitCode = rows.every((r) => r.pass !== false) ? 0 : 1;
