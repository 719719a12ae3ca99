import { Inputs } from '../config/names.js';
import { redactUrl } from '../net/url-rules.js';
import { formatBytes } from '../primitives/byte-size.js';
import type { Cleanups } from '../primitives/cleanups.js';
import type { Clock } from '../primitives/clock.js';
import { formatDuration } from '../primitives/duration.js';
import { ActionError, errorMessage } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import type { ExportApi } from '../service/admin-api.js';
import type { ExtractLimits } from './archive-policy.js';
import {
  LinkRejectedError,
  downloadTo,
  downloadToFile,
  type DownloadResult,
  type DownloadSettings,
  type DownloadTarget,
} from './download.js';
import type { ExtractResult } from './extract.js';
import { writeHelmValuesFile } from './helm-values.js';
import { parseExpiry } from '../service/link-expiry.js';
import { checkExtractPath, checkFilePath, isInside, leadsInto } from './destination.js';

export interface DeliveryOptions {
  /** Keep the archive at this path. */
  downloadPath?: string;
  /** Extract the archive into this folder; without downloadPath, the archive is extracted as it downloads. */
  extractPath?: string;
  helmValuesFile?: string;
  exportVersion?: string;
  retries: number;
  requestTimeoutMs: number;
  /** download-max-size and download-timeout (see DownloadSettings). */
  downloadMaxBytes?: number;
  downloadTimeoutMs?: number;
  limits?: ExtractLimits;
  /** Folders extract-path may neither be nor hold: the workspace, the runner's temporary folder, home. */
  protectedFolders?: string[];
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
  /** Where a cancelled run finds the temporary files and folders to remove. */
  cleanups?: Cleanups;
  /** The redactor, for the files the action writes (the chart values keep their link: it is what they carry). */
  redactFile?: (text: string) => string;
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
 * the chart's values file. Without download-path, the bundle is extracted as it downloads. extract-path is
 * checked before anything is downloaded. When the link has expired, or the storage refuses it, a fresh link
 * is generated for the same job (at most twice); `report.bundleUrl` and `report.expiresAt` then hold the link
 * that worked. Never throws: the delivery report says how it ended.
 */
export async function deliverBundle(
  deps: DeliveryDeps,
  report: ExportedBundle,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const { api, clock, log, cleanups } = deps;
  const result: DeliveryReport = { ok: false, refreshedLinks: 0 };
  const { downloadPath, extractPath } = options;
  const jobId = report.jobId as string;
  const settings: DownloadSettings = {
    idleTimeoutMs: options.requestTimeoutMs,
    retries: options.retries,
    maxBytes: options.downloadMaxBytes,
    timeoutMs: options.downloadTimeoutMs,
    // One download-timeout for the delivery, however many fresh links it takes.
    endBy: options.downloadTimeoutMs === undefined ? undefined : clock.now() + options.downloadTimeoutMs,
    clock,
    log,
    cleanups,
  };

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
  /** Downloads with the current link, refreshing it when the storage refuses it; `restart` runs before a retry. */
  const download = async (fetch: (url: string) => Promise<DownloadResult>, restart?: () => Promise<void>) => {
    const expiry = report.expiresAt ? parseExpiry(report.expiresAt) : undefined;
    if (expiry !== undefined && expiry <= clock.now() + EXPIRY_MARGIN_MS)
      await refresh('The bundle link has expired');
    for (;;) {
      try {
        log.info(`Downloading the bundle from ${redactUrl(report.bundleUrl as string)}`);
        return await fetch(report.bundleUrl as string);
      } catch (err) {
        if (!(err instanceof LinkRejectedError) || result.refreshedLinks >= MAX_LINK_REFRESHES) throw err;
        await refresh(err.message);
        await restart?.();
      }
    }
  };

  try {
    const protectedFolders = options.protectedFolders ?? [];
    if (extractPath) {
      await checkExtractPath({ path: extractPath, protectedFolders });
      // Nothing the action writes may land in extract-path: the archive would go with the old content, and the
      // chart values (which carry the link) would be published with the site.
      for (const [input, path] of [
        [Inputs.downloadPath, downloadPath],
        [Inputs.helmValuesFile, options.helmValuesFile],
      ] as const) {
        if (path && (isInside(path, extractPath) || leadsInto(path, extractPath))) {
          throw new ActionError(
            `${input} lies inside ${Inputs.extractPath}, whose content the bundle replaces`,
          );
        }
      }
    }
    if (downloadPath)
      await checkFilePath({ input: Inputs.downloadPath, path: downloadPath, protectedFolders });
    if (options.helmValuesFile) {
      await checkFilePath({ input: Inputs.helmValuesFile, path: options.helmValuesFile, protectedFolders });
    }
    if (downloadPath) {
      result.download = await download((url) => downloadToFile(url, downloadPath, settings));
      result.bundlePath = downloadPath;
      logDownload(log, result.download);
      if (extractPath) {
        const { extractArchive } = await import('./extract.js');
        result.extracted = await extractArchive(downloadPath, extractPath, options.limits, { cleanups });
      }
    } else if (extractPath) {
      // The extractors are loaded only when a bundle is extracted.
      const { openExtraction } = await import('./extract.js');
      const extraction = await openExtraction(extractPath, { limits: options.limits, cleanups });
      try {
        const target: DownloadTarget = extraction;
        result.download = await download(
          (url) => downloadTo(url, target, settings),
          () => extraction.restart(),
        );
        logDownload(log, result.download);
        result.extracted = await extraction.finish();
      } catch (err) {
        await extraction.discard();
        throw err;
      }
    }
    if (extractPath && result.extracted) {
      const x = result.extracted;
      result.extractPath = extractPath;
      log.info(
        `Extracted ${x.files} files (${x.kind}, ${formatBytes(x.bytes)}) into ${extractPath}${x.replaced ? ', replacing its previous content' : ''}`,
      );
      if (x.leftover) {
        log.warning(
          `The previous content of ${extractPath} could not be removed (${x.leftoverError}); it was left at ${x.leftover}`,
        );
      }
    }
    if (options.helmValuesFile) {
      await writeHelmValuesFile(
        options.helmValuesFile,
        { bundleUrl: report.bundleUrl as string, version: options.exportVersion },
        deps.redactFile,
        cleanups,
      );
      result.helmValuesFile = options.helmValuesFile;
      log.info(`Wrote the chart values to ${options.helmValuesFile} (mode 0600; contents not shown)`);
    }
    result.ok = true;
  } catch (err) {
    result.error = errorMessage(err);
  }
  return result;
}

function logDownload(log: Logger, d: DownloadResult): void {
  // A rate is only worth showing for a download big and long enough to have one (never "0.0 MiB/s").
  const mib = d.size / 1024 ** 2;
  const rate = mib >= 1 && d.ms >= 100 ? ` (${(mib * (1000 / d.ms)).toFixed(1)} MiB/s)` : '';
  log.info(`Downloaded ${d.size} bytes in ${formatDuration(d.ms)}${rate}, SHA-256 ${d.sha256}`);
}
