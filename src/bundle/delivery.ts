import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { redactUrl } from '../net/url-rules.js';
import type { Clock } from '../primitives/clock.js';
import { formatDuration } from '../primitives/duration.js';
import { errorMessage } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import type { ExportApi } from '../service/admin-api.js';
import type { ExtractLimits } from './archive-policy.js';
import { writeHelmValuesFile } from './helm-values.js';
import { LinkRejectedError, downloadToFile, type DownloadResult } from './download.js';
import { extractArchive, type ExtractResult } from './extract.js';
import { parseExpiry } from './link-expiry.js';

export interface DeliveryOptions {
  /** Keep the archive at this path. */
  downloadPath?: string;
  /** Extract the archive into this folder (downloading to tempDir when downloadPath is not set). */
  extractPath?: string;
  helmValuesFile?: string;
  exportVersion?: string;
  tempDir: string;
  retries: number;
  requestTimeoutMs: number;
  limits?: ExtractLimits;
}

export interface DeliveryReport {
  ok: boolean;
  bundlePath?: string;
  download?: DownloadResult;
  extractPath?: string;
  extracted?: ExtractResult;
  helmValuesFile?: string;
  /** Fresh links generated because the first one had expired or was refused. */
  refreshedLinks: number;
  error?: string;
}

export interface DeliveryDeps {
  api: ExportApi;
  clock: Clock;
  log: Logger;
}

/** Fresh links asked for at most, when the storage refuses one or it has expired. */
const MAX_LINK_REFRESHES = 2;
/** A link this close to its expiry is not worth starting a download with. */
const EXPIRY_MARGIN_MS = 30_000;

/** The completed export whose bundle is delivered; a fresh link, when one is needed, is written back into it. */
export interface ExportedBundle {
  jobId?: string;
  bundleUrl?: string;
  expiresAt?: string;
}

/**
 * Hands a completed export's bundle over: download (verifying size and computing SHA-256), extract, and write
 * the chart's values file. When the link has expired, or the storage refuses it, a fresh link is generated for
 * the same job (at most twice); `report.bundleUrl` and `report.expiresAt` then hold the link that worked.
 * Never throws: the delivery report says how it ended.
 */
export async function deliverBundle(
  deps: DeliveryDeps,
  report: ExportedBundle,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const { api, clock, log } = deps;
  const result: DeliveryReport = { ok: false, refreshedLinks: 0 };
  const jobId = report.jobId as string;
  const refresh = async (why: string): Promise<void> => {
    log.info(`${why}: generating a fresh link for export job ${jobId}`);
    const link = await api.generateBundle(
      jobId,
      clock.now() + Math.max(60_000, options.requestTimeoutMs * 3),
    );
    report.bundleUrl = link.bundleUrl;
    report.expiresAt = link.expiresAt;
    result.refreshedLinks += 1;
  };
  const temporary = !options.downloadPath && options.extractPath;
  const archive = options.downloadPath ?? join(options.tempDir, `bundle-${randomBytes(6).toString('hex')}`);

  try {
    if (options.downloadPath || options.extractPath) {
      const expiry = report.expiresAt ? parseExpiry(report.expiresAt) : undefined;
      if (expiry !== undefined && expiry <= clock.now() + EXPIRY_MARGIN_MS)
        await refresh('The bundle link has expired');
      for (;;) {
        try {
          log.info(`Downloading the bundle from ${redactUrl(report.bundleUrl as string)}`);
          result.download = await downloadToFile(report.bundleUrl as string, archive, {
            idleTimeoutMs: options.requestTimeoutMs,
            retries: options.retries,
            clock,
            log,
          });
          break;
        } catch (err) {
          if (!(err instanceof LinkRejectedError) || result.refreshedLinks >= MAX_LINK_REFRESHES) throw err;
          await refresh(err.message);
        }
      }
      const d = result.download;
      const rate = d.ms > 0 ? ` (${((d.size / 1024 ** 2) * (1000 / d.ms)).toFixed(1)} MiB/s)` : '';
      log.info(`Downloaded ${d.size} bytes in ${formatDuration(d.ms)}${rate}, SHA-256 ${d.sha256}`);
      if (options.downloadPath) result.bundlePath = options.downloadPath;
    }
    if (options.extractPath) {
      result.extracted = await extractArchive(archive, options.extractPath, options.limits);
      result.extractPath = options.extractPath;
      log.info(
        `Extracted ${result.extracted.files} files (${result.extracted.kind}) into ${options.extractPath}`,
      );
    }
    if (options.helmValuesFile) {
      await writeHelmValuesFile(options.helmValuesFile, {
        bundleUrl: report.bundleUrl as string,
        version: options.exportVersion,
      });
      result.helmValuesFile = options.helmValuesFile;
      log.info(`Wrote the chart values to ${options.helmValuesFile} (mode 0600; contents not shown)`);
    }
    result.ok = true;
  } catch (err) {
    result.error = errorMessage(err);
  } finally {
    if (temporary) await rm(archive, { force: true });
  }
  return result;
}
