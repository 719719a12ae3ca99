// Extraction through dist/index.js run as the runner runs it: cancelled mid-way, beside an agent wait, and with
// an extract-path that must not be written through.
import { createHash, randomBytes } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runAction } from '../scripts/run-action.mjs';
import { makeTar, makeZip, type Entry } from '../simulator/archive.mjs';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { ReadSchedule } from '../src/wait/read-schedule.js';

let sim: Simulator;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'extract-e2e-'));
});
afterEach(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Files and folders under `root` with their contents, for before/after comparisons. */
function tree(root: string): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const name of readdirSync(root, { recursive: true }) as string[]) {
    const path = join(root, name);
    seen[name] = lstatSync(path).isDirectory()
      ? 'folder'
      : createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return seen;
}

const pages = (count: number, bytes: number): Entry[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `section-${i % 50}/page-${i}.html`,
    data: randomBytes(bytes / 2).toString('hex'),
  }));

const exportInputs = (s: Simulator, jobId: string, extra: Record<string, string> = {}) => ({
  'api-key': s.apiKey,
  'base-url': s.url,
  'export-job-id': jobId,
  'poll-interval': '1s',
  ...extra,
});

describe('extraction end to end', () => {
  it.each([
    ['tar.gz', (e: Entry[]) => gzipSync(makeTar(e), { level: 1 })],
    ['zip', makeZip],
  ])(
    'a SIGTERM during a %s extraction leaves extract-path as it was and nothing temporary behind',
    async (_kind, make) => {
      // About 6 MB at 2 MB/s: the signal comes a second into the download.
      sim = await startSimulator({ bundle: make(pages(1500, 4000)), storageBytesPerSecond: 2 * 1024 * 1024 });
      const job = sim.createExportJob({ script: [{ status: 'completed', pageCount: 1500 }] });
      const site = join(dir, 'site');
      mkdirSync(join(site, 'old'), { recursive: true });
      writeFileSync(join(site, 'index.html'), 'the live site');
      writeFileSync(join(site, 'old', 'page.html'), 'an old page');
      const before = tree(site);
      const run = await runAction({
        inputs: exportInputs(sim, job.id, { 'extract-path': site }),
        signalWhen: { text: 'Downloading the bundle', signal: 'SIGTERM', delayMs: 1000 },
        timeoutMs: 30_000,
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('::error::The run was cancelled (SIGTERM) before it finished.');
      expect(sim.storageRequests.length).toBeGreaterThan(0);
      expect(tree(site)).toEqual(before);
      expect(readdirSync(dir)).toEqual(['site']);
    },
    40_000,
  );

  it('reads the agent job on time while a large bundle extracts beside it', async () => {
    // 20,000 small pages: a few seconds of inflating, parsing and writing for this process. Storage sends the
    // bundle over at least three seconds, so the extraction outlasts the interval on any machine.
    const bundle = gzipSync(makeTar(pages(20_000, 1500)), { level: 1 });
    sim = await startSimulator({ bundle, frameMs: 500, storageBytesPerSecond: Math.ceil(bundle.length / 3) });
    const job = sim.createExportJob({ script: [{ status: 'completed', pageCount: 20_000 }] });
    sim.createAgentJob({
      projectId: 'proj',
      id: 'agt_1',
      script: [...Array.from({ length: 16 }, () => ({})), { status: 'completed', prLink: null }],
    });
    const interval = 1000;
    const run = await runAction({
      inputs: exportInputs(sim, job.id, {
        'extract-path': join(dir, 'site'),
        'project-id': 'proj',
        'agent-job-id': 'agt_1',
        'poll-interval': `${interval}ms`,
        comment: 'false',
      }),
      timeoutMs: 60_000,
    });
    expect(run.code).toBe(0);
    expect(readdirSync(join(dir, 'site'))).toHaveLength(50);
    const reads = sim.requests.filter((r) => r.route === 'agent').map((r) => r.at);
    const downloadStart = sim.storageRequests[0]?.at as number;
    // The download's rate gives how long downloading and extracting took, to a percent.
    const [, bytes, rate] = /Downloaded (\d+) bytes in \S+ \(([\d.]+) MiB\/s\)/.exec(run.stdout) ?? [];
    const extractMs = (Number(bytes) / (Number(rate) * 1024 * 1024)) * 1000;
    expect(run.stdout).toMatch(/Extracted 20000 files \(tar\.gz/);
    // Every read came within a second of when it was due: the previous read plus the schedule's delay (the
    // job shows no progress and no change, so the delay grows gently from the interval).
    const schedule = new ReadSchedule(interval);
    const late = reads.slice(1).map((at, i) => {
      schedule.observe(reads[i] as number, undefined, '(no status given)');
      return at - (reads[i] as number) - schedule.nextDelay(reads[i] as number);
    });
    expect(Math.max(...late)).toBeLessThan(1000);
    // ...and the extraction outlasted the interval, so reads fell due while it ran.
    const during = reads.filter((at) => at > downloadStart && at < downloadStart + extractMs);
    expect(extractMs).toBeGreaterThan(interval);
    expect(during.length).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it('fails before downloading when extract-path is a symbolic link, writing nothing through it', async () => {
    sim = await startSimulator();
    const job = sim.createExportJob({ script: [{ status: 'completed' }] });
    mkdirSync(join(dir, 'target'));
    symlinkSync(join(dir, 'target'), join(dir, 'site'));
    const run = await runAction({ inputs: exportInputs(sim, job.id, { 'extract-path': join(dir, 'site') }) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `::error::extract-path ${join(dir, 'site')} is a symbolic link; the action does not write through links`,
    );
    expect(sim.storageRequests).toHaveLength(0);
    expect(readdirSync(join(dir, 'target'))).toEqual([]);
  });
});
