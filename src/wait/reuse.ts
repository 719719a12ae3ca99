import { createHash } from 'node:crypto';
import { Inputs } from '../config/names.js';
import { errorMessage } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import type { ExportApi, ExportStatusResponse } from '../service/admin-api.js';

// Everything about reusing a finished export across runs (reuse-key): the record kept, its key, reading and
// saving it, and whether the job it names can still be used.

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

/** Opens the store for a domain, or says why it cannot be used here. */
export type OpenReuseStore = (domain: string) => Promise<ReuseStore | string>;

/** The cache key for a domain and the user's reuse-key (for example a hash of the docs sources). */
export function reuseCacheKey(domain: string, reuseKey: string): string {
  const slug = domain
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .slice(0, 100);
  const digest = createHash('sha256').update(`${domain}\n${reuseKey}`).digest('hex').slice(0, 32);
  return `docs-static-export-v1-${slug}-${digest}`;
}

/** The store and key for this run, or undefined (with a warning) when the store cannot be used here. */
export async function openReuse(
  open: OpenReuseStore,
  domain: string,
  reuseKey: string,
  log: Logger,
): Promise<{ store: ReuseStore; key: string } | undefined> {
  const store = await open(domain);
  if (typeof store === 'string') {
    log.warning(`${Inputs.reuseKey} is set, but ${store}: exporting normally`);
    return undefined;
  }
  return { store, key: reuseCacheKey(domain, reuseKey) };
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
    warn(`Could not read the reuse record (${errorMessage(err)}); exporting normally`);
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
    warn(`Could not save the reuse record (${errorMessage(err)})`);
  }
}

/** The earlier job's status if it still reads completed; otherwise undefined (and a new export is started). */
export async function checkReusable(
  api: ExportApi,
  jobId: string,
  deadline: number,
  log: Logger,
): Promise<ExportStatusResponse | undefined> {
  try {
    const status = await api.getExportStatus(jobId, deadline);
    if (status.status === 'completed') return status;
    log.info(
      `Export job ${jobId} from an earlier run reads "${status.status || 'no status'}"; starting a new export`,
    );
  } catch (err) {
    log.info(
      `Export job ${jobId} from an earlier run cannot be reused (${errorMessage(err)}); starting a new export`,
    );
  }
  return undefined;
}
