import { runExport } from '../src/wait/export-wait.js';
import {
  findReuseCandidate,
  parseReuseRecord,
  recordFromKey,
  recordKey,
  rememberExport,
  reuseCacheKey,
  sealWith,
  type ReuseStore,
} from '../src/wait/reuse.js';
import { startSimulator, type Simulator } from '../simulator/server.mjs';
import { clientFor } from './helpers.js';

let sim: Simulator;
afterEach(async () => {
  await sim?.close();
});

/** Keys in the order saved; `find` answers the newest under a prefix, as the cache does. */
const seal = sealWith('dsk_admin_7f3c1e9a2b4d6f80a1c3e5b7d9f1a3c5');

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
    expect(await findReuseCandidate(new MemoryStore(), 'k', 'd.example', seal, warn)).toBeUndefined();
    const broken: ReuseStore = {
      find: async () => {
        throw new Error('cache service unavailable\n::error::injected');
      },
      save: async () => undefined,
    };
    expect(await findReuseCandidate(broken, 'k', 'd.example', seal, warn)).toBeUndefined();
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
    await rememberExport(store, prefix, first, seal, warn);
    await rememberExport(store, prefix, { ...first, jobId: 'exp 2/ü' }, seal, warn);
    expect(store.keys[0]).toMatch(new RegExp(`^${prefix}\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{32}$`));
    await rememberExport(store, prefix, { ...first, jobId: 'j'.repeat(100) }, seal, warn);
    expect(store.keys.every((k) => k.length <= 512)).toBe(true);
    await expect(findReuseCandidate(store, prefix, 'docs.example.com', seal, warn)).resolves.toEqual({
      ...first,
      jobId: 'j'.repeat(100),
    });
    await expect(
      findReuseCandidate(store, reuseCacheKey('docs.example.com', 'x'), 'docs.example.com', seal, warn),
    ).resolves.toBeUndefined();
  });

  it('trusts only a record sealed with the same admin key, for the same domain, of one line', () => {
    const prefix = reuseCacheKey('docs.example.com', 'abc123');
    const domain = 'docs.example.com';
    const encode = (value: unknown, by = seal, forDomain = domain): string => {
      const sealed = `${prefix}.${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
      return `${sealed}.${by(`${forDomain}\n${sealed}`)}`;
    };
    const good = { jobId: 'exp_1', savedAt: 'x' };
    expect(recordFromKey(prefix, encode(good), domain, seal)).toMatchObject(good);
    // Forged: no seal, another key's seal, a seal for another domain.
    expect(recordFromKey(prefix, encode(good).replace(/\.[^.]+$/, ''), domain, seal)).toBeUndefined();
    expect(recordFromKey(prefix, encode(good, sealWith('someone else')), domain, seal)).toBeUndefined();
    expect(recordFromKey(prefix, encode(good, seal, 'internal.example'), domain, seal)).toBeUndefined();
    expect(
      recordFromKey(prefix, encode({ jobId: 'a\n::add-mask::x', savedAt: 'x' }), domain, seal),
    ).toBeUndefined();
    expect(recordFromKey(prefix, `${prefix}.not base64!.${'A'.repeat(32)}`, domain, seal)).toBeUndefined();
    expect(recordFromKey(prefix, `${prefix}-other`, domain, seal)).toBeUndefined();
    expect(recordKey(prefix, { jobId: 'j'.repeat(101), domain, savedAt: 'x' }, seal)).toBeUndefined();
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
