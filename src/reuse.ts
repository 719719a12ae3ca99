import { createHash } from 'node:crypto';

/** What is kept between runs to reuse a finished export. */
export interface ReuseRecord {
  jobId: string;
  domain: string;
  pageCount?: number;
  /** ISO time the export completed. */
  savedAt: string;
}

/** Where records are kept; main.ts wires it to the Actions cache. */
export interface ReuseStore {
  restore(key: string): Promise<ReuseRecord | undefined>;
  save(key: string, record: ReuseRecord): Promise<void>;
}

/** The cache key for a domain and the user's reuse-key (for example a hash of the docs sources). */
export function reuseCacheKey(domain: string, reuseKey: string): string {
  const slug = domain
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .slice(0, 100);
  const digest = createHash('sha256').update(`${domain}\n${reuseKey}`).digest('hex').slice(0, 32);
  return `docs-static-export-v1-${slug}-${digest}`;
}

/** A record read back from storage, checked field by field: it is only used if it is for this domain. */
export function parseReuseRecord(value: unknown, domain: string): ReuseRecord | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const r = value as Record<string, unknown>;
  if (typeof r.jobId !== 'string' || !r.jobId || r.domain !== domain || typeof r.savedAt !== 'string')
    return undefined;
  return {
    jobId: r.jobId,
    domain,
    savedAt: r.savedAt,
    pageCount: typeof r.pageCount === 'number' ? r.pageCount : undefined,
  };
}

/** The job an earlier run recorded under this key, if the store has one; a store failure is only a warning. */
export async function findReuseCandidate(
  store: ReuseStore,
  key: string,
  warn: (message: string) => void,
): Promise<ReuseRecord | undefined> {
  try {
    return await store.restore(key);
  } catch (err) {
    warn(
      `Could not read the reuse record (${err instanceof Error ? err.message : String(err)}); exporting normally`,
    );
    return undefined;
  }
}

/** Records a freshly completed export for later runs with the same key; a store failure is only a warning. */
export async function rememberExport(
  store: ReuseStore,
  key: string,
  record: ReuseRecord,
  warn: (message: string) => void,
): Promise<void> {
  try {
    await store.save(key, record);
  } catch (err) {
    warn(`Could not save the reuse record (${err instanceof Error ? err.message : String(err)})`);
  }
}
