// Reuse records kept in the Actions cache. Loaded lazily by main.ts, only when reuse-key is set:
// @actions/cache is large and every other run would pay for it at start-up.
import * as cache from '@actions/cache';
import { existsSync, mkdirSync, realpathSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Cleanups } from '../primitives/cleanups.js';
import type { ReuseStore } from '../wait/reuse.js';

/**
 * The folder saved with each entry, relative to the workspace (where the cache resolves relative paths).
 * @actions/cache hashes the paths it is given into the cache's version: an absolute folder such as RUNNER_TEMP
 * differs between runners (self-hosted fleets, Linux and Windows), so an entry saved by one would never be
 * found by another. Relative, the path is the same everywhere; the cross-OS flag leaves the operating system
 * out of the version too. The record itself is the entry's key: entries are only looked up, never restored,
 * so no archive from the cache is ever unpacked on the runner.
 */
const RECORD_FOLDER = '.docs-export-reuse-record';
const CROSS_OS = true;

/** A store for a domain's records, or the reason the cache cannot be used here (local runs, some GHES). */
export function openActionsCacheStore(cleanups: Cleanups): ReuseStore | string {
  if (!cache.isFeatureAvailable()) return 'the Actions cache service is not available to this run';
  // The cache finds the folder from the working folder and archives it from the workspace: on a runner they
  // are the same folder; where they are not, an entry could never be saved.
  const workspace = process.env.GITHUB_WORKSPACE;
  if (workspace && !sameFolder(workspace, process.cwd()))
    return 'the working folder is not the workspace (GITHUB_WORKSPACE), where the Actions cache expects it';
  const dir = join(process.cwd(), RECORD_FOLDER);
  return {
    async find(prefix) {
      return cache.restoreCache(
        [RECORD_FOLDER],
        `${prefix}.`,
        [`${prefix}.`],
        { lookupOnly: true },
        CROSS_OS,
      );
    },
    async save(key) {
      if (existsSync(dir))
        throw new Error(`the workspace already holds a ${RECORD_FOLDER} folder, which is not the action's`);
      // Made and registered in one synchronous step: a cancelled run removes it too.
      mkdirSync(dir);
      const unregister = cleanups.add(() => rmSync(dir, { recursive: true, force: true }));
      try {
        await writeFile(join(dir, 'entry'), 'This cache entry keeps its record in its key.\n');
        await cache.saveCache([RECORD_FOLDER], key, {}, CROSS_OS);
      } catch (err) {
        // Cache entries are immutable: another run may have saved this key first.
        if (!(err instanceof cache.ReserveCacheError)) throw err;
      } finally {
        await rm(dir, { recursive: true, force: true });
        unregister();
      }
    },
  };
}

function sameFolder(a: string, b: string): boolean {
  try {
    return realpathSync.native(a) === realpathSync.native(b);
  } catch {
    return false;
  }
}
