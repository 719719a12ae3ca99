import { runExport } from '../src/wait/export-wait.js';
import {
  findReuseCandidate,
  parseReuseRecord,
  reuseCacheKey,
  type ReuseRecord,
  type ReuseStore,
} from '../src/wait/reuse.js';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { clientFor } from './helpers.js';

let sim: Simulator;
afterEach(async () => {
  await sim?.close();
});

class MemoryStore implements ReuseStore {
  records = new Map<string, ReuseRecord>();
  async restore(key: string) {
    return this.records.get(key);
  }
  async save(key: string, record: ReuseRecord) {
    this.records.set(key, record);
  }
}

const run = (s: Simulator, reuseJobId?: string) => {
  const setup = clientFor(s);
  return runExport(
    { api: setup.client, clock: setup.clock, log: setup.log },
    { domain: 'docs.example.com', reuseJobId, timeoutMs: 60_000, pollIntervalMs: 1000 },
  ).then((report) => ({ report, setup }));
};

describe('reusing a finished export', () => {
  it('reuses a job that still reads completed: no start call, no wait, one bundle call', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createExportJob({ id: 'exp_old', script: [{ status: 'completed', pageCount: 88 }] });
    const { report, setup } = await run(sim, 'exp_old');
    expect(report).toMatchObject({ outcome: 'completed', reused: true, jobId: 'exp_old', pageCount: 88 });
    expect(sim.countRequests('start')).toBe(0);
    expect(sim.countRequests('status')).toBe(1);
    expect(sim.countRequests('bundle')).toBe(1);
    expect(setup.clock.sleeps).toEqual([]);
  });

  it('starts a new export when the earlier job has vanished', async () => {
    sim = await startSimulator({ advance: 'read' });
    const { report, setup } = await run(sim, 'exp_gone');
    expect(report).toMatchObject({ outcome: 'completed', reused: false });
    expect(report.jobId).not.toBe('exp_gone');
    expect(sim.countRequests('start')).toBe(1);
    expect(setup.log.text()).toContain('cannot be reused');
  });

  it('starts a new export when the earlier job failed', async () => {
    sim = await startSimulator({ advance: 'read' });
    sim.createExportJob({ id: 'exp_failed', script: [{ status: 'failed' }] });
    const { report } = await run(sim, 'exp_failed');
    expect(report).toMatchObject({ outcome: 'completed', reused: false });
    expect(sim.countRequests('start')).toBe(1);
  });

  it('reads a miss, and a broken store, as "export normally"', async () => {
    const warnings: string[] = [];
    expect(await findReuseCandidate(new MemoryStore(), 'k', (w) => warnings.push(w))).toBeUndefined();
    const broken: ReuseStore = {
      restore: async () => {
        throw new Error('cache service unavailable');
      },
      save: async () => undefined,
    };
    expect(await findReuseCandidate(broken, 'k', (w) => warnings.push(w))).toBeUndefined();
    expect(warnings).toEqual([
      'Could not read the reuse record (cache service unavailable); exporting normally',
    ]);
  });

  it('builds a stable key from the domain and reuse-key', () => {
    const key = reuseCacheKey('Docs.Example.com', 'abc123');
    expect(key).toMatch(/^docs-static-export-v1-docs\.example\.com-[0-9a-f]{32}$/);
    expect(reuseCacheKey('Docs.Example.com', 'abc123')).toBe(key);
    expect(reuseCacheKey('Docs.Example.com', 'abc124')).not.toBe(key);
    expect(reuseCacheKey('other.example.com', 'abc123')).not.toBe(key);
  });

  it('only trusts a record for the same domain', () => {
    const record = {
      jobId: 'exp_1',
      domain: 'docs.example.com',
      savedAt: '2026-11-01T00:00:00Z',
      pageCount: 3,
    };
    expect(parseReuseRecord(record, 'docs.example.com')).toEqual(record);
    expect(parseReuseRecord(record, 'other.example.com')).toBeUndefined();
    expect(parseReuseRecord({ ...record, jobId: 42 }, 'docs.example.com')).toBeUndefined();
  });
});
