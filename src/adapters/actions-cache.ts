// Reuse records kept in the Actions cache. Loaded lazily by main.ts, only when reuse-key is set:
// @actions/cache is large and every other run would pay for it at start-up.
import * as cache from '@actions/cache';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseReuseRecord, type ReuseStore } from '../wait/reuse.js';

/**
 * The folder the record sits in while the cache saves or restores it, relative to the workspace (where the
 * cache resolves relative paths). @actions/cache hashes the paths it is given into the cache's version: an
 * absolute folder such as RUNNER_TEMP differs between runners (self-hosted fleets, Linux and Windows), so a
 * record saved by one would never be found by another. Relative, the path is the same everywhere; the
 * cross-OS flag leaves the operating system out of the version too.
 */
const RECORD_FOLDER = '.docs-export-reuse-record';
const CROSS_OS = true;

/** A store for a domain's records, or the reason the cache cannot be used here (local runs, some GHES). */
export function openActionsCacheStore(domain: string): ReuseStore | string {
  if (!cache.isFeatureAvailable()) return 'the Actions cache service is not available to this run';
  const dir = join(process.env.GITHUB_WORKSPACE || process.cwd(), RECORD_FOLDER);
  if (existsSync(dir))
    return `the workspace already holds a ${RECORD_FOLDER} folder, which is not the action's`;
  const file = join(dir, 'record.json');
  return {
    async restore(key) {
      try {
        const hit = await cache.restoreCache([RECORD_FOLDER], key, [], {}, CROSS_OS);
        if (!hit) return undefined;
        return parseReuseRecord(JSON.parse(await readFile(file, 'utf8')), domain);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async save(key, record) {
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(file, JSON.stringify(record));
        await cache.saveCache([RECORD_FOLDER], key, {}, CROSS_OS);
      } catch (err) {
        // Cache entries are immutable: another run may have saved this key first.
        if (!(err instanceof cache.ReserveCacheError)) throw err;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
