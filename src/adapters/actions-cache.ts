// Reuse records kept in the Actions cache. Loaded lazily by main.ts, only when reuse-key is set:
// @actions/cache is large and every other run would pay for it at start-up.
import * as cache from '@actions/cache';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseReuseRecord, type ReuseStore } from '../wait/reuse.js';

/** A store in `dir`, or the reason the cache cannot be used here (local runs, some GitHub Enterprise Servers). */
export function openActionsCacheStore(dir: string, domain: string): ReuseStore | string {
  if (!cache.isFeatureAvailable()) return 'the Actions cache service is not available to this run';
  const file = join(dir, 'record.json');
  return {
    async restore(key) {
      const hit = await cache.restoreCache([dir], key);
      if (!hit) return undefined;
      return parseReuseRecord(JSON.parse(await readFile(file, 'utf8')), domain);
    },
    async save(key, record) {
      await mkdir(dir, { recursive: true });
      await writeFile(file, JSON.stringify(record));
      try {
        await cache.saveCache([dir], key);
      } catch (err) {
        // Cache entries are immutable: another run may have saved this key first.
        if (err instanceof cache.ReserveCacheError) return;
        throw err;
      }
    },
  };
}
