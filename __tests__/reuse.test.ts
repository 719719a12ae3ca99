import { runExport } from '../src/wait/export-wait.js';
import {
  findReuseCandidate,
  parseReuseRecord,
  recordFromKey,
  recordKey,
  rememberExport,
  reuseCacheKey,
  type ReuseStore,
} from '../src/wait/reuse.js';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { clientFor } from './helpers.js';

let sim: Simulator;
afterEach(async () => {
  await sim?.close();
});

/** Keys in the order saved; `find` answers the newest under a prefix, as the cache does. */
class MemoryStore implements ReuseStore {
  keys: string[] = [];
  async find(prefix: string) {
    return this.keys.filter((k) => k.startsWith(prefix)).at(-1);
  }
  async save(key: string) {
    this.keys.push(key);
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
    const warn = (w: string): number => warnings.push(w);
    expect(await findReuseCandidate(new MemoryStore(), 'k', 'd.example', warn)).toBeUndefined();
    const broken: ReuseStore = {
      find: async () => {
        throw new Error('cache service unavailable\n::error::injected');
      },
      save: async () => undefined,
    };
    expect(await findReuseCandidate(broken, 'k', 'd.example', warn)).toBeUndefined();
    expect(warnings).toEqual([
      'Could not look up the reuse record (cache service unavailable ::error::injected); exporting normally',
    ]);
  });

  it('keeps the record in the key, and finds the newest one saved under the prefix', async () => {
    const store = new MemoryStore();
    const prefix = reuseCacheKey('docs.example.com', 'abc123');
    const warn = (w: string): never => {
      throw new Error(w);
    };
    const first = {
      jobId: 'exp_1',
      domain: 'docs.example.com',
      savedAt: '2026-11-01T00:00:00Z',
      pageCount: 3,
    };
    await rememberExport(store, prefix, first, warn);
    await rememberExport(store, prefix, { ...first, jobId: 'exp 2/ü' }, warn);
    expect(store.keys[0]).toMatch(new RegExp(`^${prefix}\\.[A-Za-z0-9_-]+$`));
    expect(store.keys.every((k) => k.length <= 512)).toBe(true);
    await expect(findReuseCandidate(store, prefix, 'docs.example.com', warn)).resolves.toEqual({
      ...first,
      jobId: 'exp 2/ü',
    });
    await expect(
      findReuseCandidate(store, reuseCacheKey('docs.example.com', 'x'), 'docs.example.com', warn),
    ).resolves.toBeUndefined();
  });

  it('trusts nothing in a key but a record of one line', () => {
    const prefix = reuseCacheKey('docs.example.com', 'abc123');
    const encode = (value: unknown): string =>
      `${prefix}.${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
    expect(
      recordFromKey(prefix, encode({ jobId: 'a\n::add-mask::x', savedAt: 'x' }), 'docs.example.com'),
    ).toBeUndefined();
    expect(
      recordFromKey(prefix, encode({ jobId: 'j'.repeat(201), savedAt: 'x' }), 'docs.example.com'),
    ).toBeUndefined();
    expect(recordFromKey(prefix, `${prefix}.not base64!`, 'docs.example.com')).toBeUndefined();
    expect(recordFromKey(prefix, `${prefix}.${'A'.repeat(20)}`, 'docs.example.com')).toBeUndefined();
    expect(recordFromKey(prefix, `${prefix}-other`, 'docs.example.com')).toBeUndefined();
    expect(recordKey(prefix, { jobId: 'j'.repeat(201), domain: 'd', savedAt: 'x' })).toBeUndefined();
  });

  it('builds a stable key from the domain and reuse-key', () => {
    const key = reuseCacheKey('Docs.Example.com', 'abc123');
    expect(key).toMatch(/^docs-static-export-v2-docs\.example\.com-[0-9a-f]{32}$/);
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
