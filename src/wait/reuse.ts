import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inputs } from '../config/names.js';
import { errorMessage } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import { oneLine } from '../primitives/one-line.js';
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

/**
 * Where records are kept; main.ts wires it to the Actions cache. A record is kept in the entry's key itself
 * (see recordKey), so reading one never unpacks anything: an archive in a shared cache is no one's to trust.
 */
export interface ReuseStore {
  /** The newest key saved under `prefix`, if there is one; nothing is downloaded. */
  find(prefix: string): Promise<string | undefined>;
  /** Saves an entry under `key` (an entry of that key already saved is not an error). */
  save(key: string): Promise<void>;
}

/** Opens the store, or says why it cannot be used here. */
export type OpenReuseStore = () => Promise<ReuseStore | string>;

/** Longest job id a record keeps: a cache key holds at most 512 characters. */
const MAX_RECORD_JOB_ID = 100;

/**
 * Signs a record's key: only a record written by a run holding the same admin key, for the same domain, is
 * read back. A cache entry is saved by whatever runs in the repository: without the seal, anyone who can
 * save one could point a later run at another domain's export, or an old one.
 */
export type Seal = (text: string) => string;

/** The seal made with `secret` (the admin key): an HMAC-SHA-256, 32 base64url characters of it. */
export function sealWith(secret: string): Seal {
  return (text) =>
    createHmac('sha256', secret).update(`docs-export reuse record\n${text}`).digest('base64url').slice(0, 32);
}

/** The prefix of every record's key for a domain and the user's reuse-key (for example a hash of the sources). */
export function reuseCacheKey(domain: string, reuseKey: string): string {
  const slug = domain
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .slice(0, 100);
  const digest = createHash('sha256').update(`${domain}\n${reuseKey}`).digest('hex').slice(0, 32);
  return `docs-static-export-v2-${slug}-${digest}`;
}

/** The key a record is saved under: the prefix, the record as base64url JSON, and its seal. */
export function recordKey(prefix: string, record: ReuseRecord, seal: Seal): string | undefined {
  if (record.jobId.length > MAX_RECORD_JOB_ID) return undefined;
  const { jobId, savedAt, pageCount } = record;
  const sealed = `${prefix}.${Buffer.from(JSON.stringify({ jobId, savedAt, pageCount })).toString('base64url')}`;
  return `${sealed}.${seal(`${record.domain}\n${sealed}`)}`;
}

/** The record a key found under `prefix` holds, if its seal is good for `domain`, checked field by field. */
export function recordFromKey(
  prefix: string,
  key: string,
  domain: string,
  seal: Seal,
): ReuseRecord | undefined {
  const m = /^(.*)\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{32})$/.exec(key);
  if (!m || m[1] !== prefix) return undefined;
  const [, , encoded = '', signature = ''] = m;
  // Both are 32 base64url characters (the pattern above, and sealWith).
  const expected = Buffer.from(seal(`${domain}\n${prefix}.${encoded}`));
  if (expected.length !== 32 || !timingSafeEqual(expected, Buffer.from(signature))) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  return parseReuseRecord(value, domain);
}

/** The store and key prefix for this run, or undefined (with a warning) when the store cannot be used here. */
export async function openReuse(
  open: OpenReuseStore,
  domain: string,
  reuseKey: string,
  log: Logger,
): Promise<{ store: ReuseStore; key: string } | undefined> {
  const store = await open();
  if (typeof store === 'string') {
    log.warning(`${Inputs.reuseKey} is set, but ${store}: exporting normally`);
    return undefined;
  }
  return { store, key: reuseCacheKey(domain, reuseKey) };
}

/** A record read back, checked field by field: a job id of one line, and the same domain. */
export function parseReuseRecord(value: unknown, domain: string): ReuseRecord | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const r = value as Record<string, unknown>;
  if (typeof r.jobId !== 'string' || !r.jobId || r.jobId !== oneLine(r.jobId, MAX_RECORD_JOB_ID))
    return undefined;
  if (typeof r.savedAt !== 'string') return undefined;
  if (r.domain !== undefined && r.domain !== domain) return undefined;
  return {
    jobId: r.jobId,
    domain,
    savedAt: oneLine(r.savedAt, 40),
    pageCount: typeof r.pageCount === 'number' && Number.isSafeInteger(r.pageCount) ? r.pageCount : undefined,
  };
}

/** The job an earlier run recorded under this prefix, if the store has one; a store failure is only a warning. */
export async function findReuseCandidate(
  store: ReuseStore,
  prefix: string,
  domain: string,
  seal: Seal,
  warn: (message: string) => void,
): Promise<ReuseRecord | undefined> {
  try {
    const key = await store.find(prefix);
    return key === undefined ? undefined : recordFromKey(prefix, key, domain, seal);
  } catch (err) {
    warn(`Could not look up the reuse record (${oneLine(errorMessage(err), 200)}); exporting normally`);
    return undefined;
  }
}

/** Records a freshly completed export for later runs with the same key; a store failure is only a warning. */
export async function rememberExport(
  store: ReuseStore,
  prefix: string,
  record: ReuseRecord,
  seal: Seal,
  warn: (message: string) => void,
): Promise<void> {
  const key = recordKey(prefix, record, seal);
  if (key === undefined) return warn('The job id is too long to keep as a reuse record');
  try {
    await store.save(key);
  } catch (err) {
    warn(`Could not save the reuse record (${oneLine(errorMessage(err), 200)})`);
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
